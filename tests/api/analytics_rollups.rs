//! The analytics report reads rollups kept by triggers (the migrations
//! `add_analytics_rollups` and `add_lead_rollups`); these tests hold its
//! answers to the figures computed here from the raw rows (`leads`,
//! `lead_touches`, `quotes`, `page_views`, `visitor_counts`, `ad_spend`)
//! after every way the app, an archive or a hand in SQL changes them:
//! leads sent with and without touches, touches changed, quotations
//! accepted on several days, a link withdrawn, a lead held as spam and
//! released, deleted, erased with its person's data, a quotation left
//! without its enquiry; for several ranges, by first and by last touch.
//! Then the migrations themselves: `down` leaves no table, trigger or
//! function of theirs, `up` fills the rollups from the rows already there
//! and the triggers follow every change again.
use std::collections::{BTreeMap, BTreeSet};

use chrono::{DateTime, Duration, Utc};
use migration::{AddAnalyticsRollups, AddLeadRollups, MigrationTrait, SchemaManager};
use sea_orm::{ConnectionTrait, DatabaseConnection, QueryResult, Statement, TransactionTrait};
use serde_json::{json, Value};

use crate::{
    analytics::{ad_then_post, db_of, enquiry, exec, report, spend, views, visitors, AD_LANDING},
    attribution::{read, send_enquiry, AD},
    helpers::{is_postgres, spawn_app_with, TestApp},
    quotes::created,
};

/// The India day (YYYY-MM-DD) of an instant.
fn india_day(at: DateTime<Utc>) -> String {
    (at + Duration::minutes(330)).format("%Y-%m-%d").to_string()
}

/// The India day `n` days before today.
fn days_ago(n: i64) -> String {
    india_day(Utc::now() - Duration::days(n))
}

async fn raw(db: &DatabaseConnection, sql: &str) -> Vec<QueryResult> {
    db.query_all(Statement::from_string(db.get_database_backend(), sql))
        .await
        .unwrap_or_else(|e| panic!("{sql}: {e}"))
}

fn text(row: &QueryResult, column: &str) -> String {
    row.try_get::<Option<String>>("", column)
        .unwrap_or_else(|e| panic!("{column}: {e}"))
        .unwrap_or_default()
}

fn number(row: &QueryResult, column: &str) -> i64 {
    row.try_get::<i64>("", column)
        .unwrap_or_else(|e| panic!("{column}: {e}"))
}

fn instant(row: &QueryResult, column: &str) -> Option<DateTime<Utc>> {
    row.try_get::<Option<DateTime<Utc>>>("", column)
        .unwrap_or_else(|e| panic!("{column}: {e}"))
}

type Channel = (String, String, String);

fn direct() -> Channel {
    ("direct".into(), String::new(), String::new())
}

/// A lead's credited touch: its channel and landing path.
#[derive(Clone)]
struct Credit {
    channel: Channel,
    landing: String,
}

/// What a channel earned by one model, won leads as the set of their keys.
#[derive(Default)]
struct Earned {
    leads: i64,
    won: BTreeSet<i64>,
    revenue: i64,
}

#[derive(Default)]
struct ChannelSums {
    visitors: i64,
    pageviews: i64,
    spend: i64,
    first: Earned,
    last: Earned,
}

#[derive(Default)]
struct DaySums {
    visitors: i64,
    pageviews: i64,
    leads: i64,
    won: BTreeSet<i64>,
    revenue: i64,
}

/// Paise as the report's rupees, back in paise.
fn paise(rupees: &Value) -> i64 {
    (rupees.as_f64().unwrap_or_else(|| panic!("{rupees}")) * 100.0).round() as i64
}

/// The report's figures over `from`..=`to` for `model` ("first" or
/// "last"), computed from the raw rows, in the shape `comparable` gives
/// the report's answer.
async fn expected(db: &DatabaseConnection, from: &str, to: &str, model: &str) -> Value {
    let within = |day: &str| from <= day && day <= to;
    // Each enquiry's credited touches, by model.
    let mut credits: BTreeMap<(i64, &str), Credit> = BTreeMap::new();
    for t in raw(
        db,
        "SELECT CAST(lead_id AS BIGINT) AS lead_id, CAST(position AS BIGINT) AS position, \
         CAST(CASE WHEN last THEN 1 ELSE 0 END AS BIGINT) AS is_last, source, medium, \
         campaign, landing_path FROM lead_touches WHERE lead_kind = 'enquiry'",
    )
    .await
    {
        let credit = Credit {
            channel: (text(&t, "source"), text(&t, "medium"), text(&t, "campaign")),
            landing: text(&t, "landing_path"),
        };
        let lead = number(&t, "lead_id");
        if number(&t, "position") == 0 {
            credits.insert((lead, "first"), credit.clone());
        }
        if number(&t, "is_last") == 1 {
            credits.insert((lead, "last"), credit);
        }
    }
    let credit = |lead: Option<i64>, m: &str| -> Option<Credit> {
        lead.and_then(|id| credits.get(&(id, m)).cloned())
    };
    let mut channels: BTreeMap<Channel, ChannelSums> = BTreeMap::new();
    let mut pages: BTreeMap<String, (i64, i64, i64)> = BTreeMap::new();
    let mut days: BTreeMap<String, DaySums> = BTreeMap::new();
    let (mut bots, mut spent) = (0, 0);
    let mut won_keys = BTreeSet::new();
    let mut revenue = 0;
    let mut leads = 0;

    for v in raw(
        db,
        "SELECT day, kind, path, source, medium, campaign, CAST(views AS BIGINT) AS views \
         FROM page_views",
    )
    .await
    {
        let day = text(&v, "day");
        if !within(&day) {
            continue;
        }
        let n = number(&v, "views");
        if text(&v, "kind") == "bot" {
            bots += n;
            continue;
        }
        let channel = (text(&v, "source"), text(&v, "medium"), text(&v, "campaign"));
        channels.entry(channel).or_default().pageviews += n;
        pages.entry(text(&v, "path")).or_default().1 += n;
        days.entry(day).or_default().pageviews += n;
    }
    for v in raw(
        db,
        "SELECT day, source, medium, campaign, landing_path, \
         CAST(visitors AS BIGINT) AS visitors FROM visitor_counts",
    )
    .await
    {
        let day = text(&v, "day");
        if !within(&day) {
            continue;
        }
        let n = number(&v, "visitors");
        let channel = (text(&v, "source"), text(&v, "medium"), text(&v, "campaign"));
        channels.entry(channel).or_default().visitors += n;
        pages.entry(text(&v, "landing_path")).or_default().0 += n;
        days.entry(day).or_default().visitors += n;
    }
    for s in raw(
        db,
        "SELECT day, source, medium, campaign, CAST(cost_paise AS BIGINT) AS cost FROM ad_spend",
    )
    .await
    {
        if within(&text(&s, "day")) {
            let channel = (text(&s, "source"), text(&s, "medium"), text(&s, "campaign"));
            channels.entry(channel).or_default().spend += number(&s, "cost");
            spent += number(&s, "cost");
        }
    }
    // Leads: enquiries not held as spam, by the day they arrived.
    for l in raw(
        db,
        "SELECT CAST(id AS BIGINT) AS id, kind, spam_reason, submitted_at FROM leads",
    )
    .await
    {
        let day = india_day(instant(&l, "submitted_at").expect("submitted_at"));
        if text(&l, "kind") != "enquiry" || !text(&l, "spam_reason").is_empty() || !within(&day) {
            continue;
        }
        let id = number(&l, "id");
        leads += 1;
        days.entry(day).or_default().leads += 1;
        for m in ["first", "last"] {
            let credited = credit(Some(id), m);
            let channel = credited.as_ref().map_or_else(direct, |c| c.channel.clone());
            let sums = channels.entry(channel).or_default();
            if m == "first" {
                &mut sums.first
            } else {
                &mut sums.last
            }
            .leads += 1;
            if m == model {
                if let Some(c) = credited {
                    pages.entry(c.landing).or_default().2 += 1;
                }
            }
        }
    }
    // Won: accepted quotations by the day they were accepted, a lead once
    // (a quotation whose enquiry is gone on its own).
    for q in raw(
        db,
        "SELECT CAST(id AS BIGINT) AS id, CAST(lead_id AS BIGINT) AS lead_id, status, \
         accepted_at, CAST(taxable AS BIGINT) AS taxable FROM quotes",
    )
    .await
    {
        let Some(at) = instant(&q, "accepted_at") else {
            continue;
        };
        let day = india_day(at);
        if text(&q, "status") != "accepted" || !within(&day) {
            continue;
        }
        let lead = q.try_get::<Option<i64>>("", "lead_id").unwrap();
        let key = lead.unwrap_or(-number(&q, "id"));
        let taxable = number(&q, "taxable");
        won_keys.insert(key);
        revenue += taxable;
        let d = days.entry(day).or_default();
        d.won.insert(key);
        d.revenue += taxable;
        for m in ["first", "last"] {
            let channel = credit(lead, m).map_or_else(direct, |c| c.channel);
            let sums = channels.entry(channel).or_default();
            let earned = if m == "first" {
                &mut sums.first
            } else {
                &mut sums.last
            };
            earned.won.insert(key);
            earned.revenue += taxable;
        }
    }

    let earned = |e: &Earned| json!({"leads": e.leads, "won": e.won.len(), "revenue": e.revenue});
    let sources: BTreeMap<String, Value> = channels
        .iter()
        .map(|((s, m, c), sums)| {
            (
                format!("{s}/{m}/{c}"),
                json!({
                    "visitors": sums.visitors,
                    "pageviews": sums.pageviews,
                    "spend": sums.spend,
                    "firstTouch": earned(&sums.first),
                    "lastTouch": earned(&sums.last),
                }),
            )
        })
        .collect();
    pages.remove("");
    let pages: BTreeMap<String, Value> = pages
        .into_iter()
        .map(|(path, (visitors, pageviews, leads))| {
            (
                path,
                json!({"visitors": visitors, "pageviews": pageviews, "leads": leads}),
            )
        })
        .collect();
    let mut chart = Vec::new();
    let (mut day, last) = (
        chrono::NaiveDate::parse_from_str(from, "%Y-%m-%d").unwrap(),
        chrono::NaiveDate::parse_from_str(to, "%Y-%m-%d").unwrap(),
    );
    while day <= last {
        let key = day.format("%Y-%m-%d").to_string();
        let d = days.remove(&key).unwrap_or_default();
        chart.push(json!({
            "day": key, "visitors": d.visitors, "pageviews": d.pageviews, "leads": d.leads,
            "won": d.won.len(), "revenue": d.revenue,
        }));
        day += Duration::days(1);
    }
    without_zeros(json!({
        "visitors": channels.values().map(|c| c.visitors).sum::<i64>(),
        "pageviews": channels.values().map(|c| c.pageviews).sum::<i64>(),
        "bots": bots,
        "leads": leads,
        "won": won_keys.len(),
        "revenue": revenue,
        "spend": spent,
        "sources": sources,
        "pages": pages,
        "days": chart,
    }))
}

/// Drops the channels and pages whose every figure is zero (a rollup may
/// keep a row at zero; the report may list it or not).
fn without_zeros(mut v: Value) -> Value {
    fn all_zero(v: &Value) -> bool {
        match v {
            Value::Object(m) => m.values().all(all_zero),
            Value::Number(n) => n.as_f64() == Some(0.0),
            _ => true,
        }
    }
    for list in ["sources", "pages"] {
        if let Some(Value::Object(m)) = v.get_mut(list) {
            m.retain(|_, figures| !all_zero(figures));
        }
    }
    v
}

/// The report's answer in the shape of `expected`: money in paise,
/// channels and pages keyed by name.
fn comparable(r: &Value) -> Value {
    let earned =
        |e: &Value| json!({"leads": e["leads"], "won": e["won"], "revenue": paise(&e["revenue"])});
    let sources: BTreeMap<String, Value> = r["sources"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            (
                format!(
                    "{}/{}/{}",
                    s["source"].as_str().unwrap(),
                    s["medium"].as_str().unwrap(),
                    s["campaign"].as_str().unwrap()
                ),
                json!({
                    "visitors": s["visitors"],
                    "pageviews": s["pageviews"],
                    "spend": paise(&s["spend"]),
                    "firstTouch": earned(&s["firstTouch"]),
                    "lastTouch": earned(&s["lastTouch"]),
                }),
            )
        })
        .collect();
    let pages: BTreeMap<String, Value> = r["pages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            (
                p["path"].as_str().unwrap().to_owned(),
                json!({"visitors": p["visitors"], "pageviews": p["pageviews"], "leads": p["leads"]}),
            )
        })
        .collect();
    let days: Vec<Value> = r["days"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| {
            json!({
                "day": d["day"], "visitors": d["visitors"], "pageviews": d["pageviews"],
                "leads": d["leads"], "won": d["won"], "revenue": paise(&d["revenue"]),
            })
        })
        .collect();
    without_zeros(json!({
        "visitors": r["visitors"],
        "pageviews": r["pageviews"],
        "bots": r["bots"],
        "leads": r["leads"],
        "won": r["won"],
        "revenue": paise(&r["revenue"]),
        "spend": paise(&r["spend"]),
        "sources": sources,
        "pages": pages,
        "days": days,
    }))
}

/// The report equals the raw rows' figures for ranges of today, the last
/// two days and the last twelve, by first and by last touch; answers the
/// twelve days' figures by first touch.
async fn assert_report_matches_raw(app: &TestApp, db: &DatabaseConnection, step: &str) -> Value {
    let today = days_ago(0);
    let mut twelve = Value::Null;
    for from in [days_ago(0), days_ago(1), days_ago(11)] {
        for model in ["first", "last"] {
            // The server writes the page views it counted in batches
            // (every `FLUSH_EVERY`), the test's own requests among them: a
            // batch that lands while the report or the rows are read is
            // seen by one and not the other, so the two are compared when
            // the rows did not move around the report.
            let mut tries = 0;
            let (got, want) = loop {
                let before = expected(db, &from, &today, model).await;
                let got = comparable(
                    &report(app, &format!("from={from}&to={today}&model={model}")).await,
                );
                let after = expected(db, &from, &today, model).await;
                tries += 1;
                if before == after || tries == 5 {
                    break (got, after);
                }
            };
            assert_eq!(
                got, want,
                "{step}: the report (left) against the raw rows (right), {from} to {today} by {model} touch"
            );
            if from == days_ago(11) && model == "first" {
                twelve = got;
            }
        }
    }
    twelve
}

/// A visitor reads the ad's landing page and sends an enquiry from it
/// (its touch taken by the server).
async fn enquiry_from_the_ad(app: &TestApp) {
    let visitor = app.clone_handle();
    read(&visitor, AD, None).await;
    send_enquiry(
        &visitor,
        "ravi@ranjan-traders.in",
        "Diwali stock on Amazon.",
    )
    .await;
}

/// A quotation for enquiry `lead` to `client` of `rupees` (taxable),
/// sent, and accepted by the client when `accept`; answers its id.
async fn quotation(app: &TestApp, lead: i64, client: &str, rupees: i64, accept: bool) -> i64 {
    let quote = created(
        app,
        &json!({
            "leadId": lead,
            "lines": [{"description": "Amazon Sponsored Products", "sac": "998365", "quantity": 1, "unitPrice": rupees}],
            "clientName": client,
            "clientAddress": "Fraser Road, Patna 800001",
            "clientState": "Bihar",
        }),
    )
    .await;
    let id = quote["id"].as_i64().unwrap();
    let res = app.post_empty(&format!("/admin/quotes/{id}/send")).await;
    assert_eq!(res.status(), 200, "{}", res.text().await.unwrap());
    if accept {
        let res = app
            .clone_handle()
            .post_json(
                &format!("/q/{}/accept", quote["token"].as_str().unwrap()),
                &json!({"name": client}),
            )
            .await;
        assert_eq!(res.status(), 200, "{}", res.text().await.unwrap());
    }
    id
}

/// Moves a lead's arrival (or a quotation's acceptance) `days` back, as an
/// archive's import or a hand in SQL could.
async fn moved_back(db: &DatabaseConnection, table: &str, column: &str, id: i64, days: i64) {
    let at = Utc::now() - Duration::days(days);
    exec(
        db,
        &format!("UPDATE {table} SET {column} = $1 WHERE id = $2"),
        vec![at.into(), id.into()],
    )
    .await;
}

/// A day's counted visits from three channels, on three days, some added
/// to in a second batch.
async fn visits_of_days(db: &DatabaseConnection) {
    let ad = ("google", "cpc", "diwali");
    let post = ("facebook", "paid-social", "festive");
    for (ago, n) in [(0, 3), (1, 2), (5, 1)] {
        let day = days_ago(ago);
        views(db, &day, "human", AD_LANDING, ad, "google.com", 30 * n).await;
        views(db, &day, "human", AD_LANDING, ad, "google.com", 10 * n).await;
        views(db, &day, "human", "/about", ad, "google.com", 4 * n).await;
        views(db, &day, "human", "/", ("direct", "", ""), "", 100 * n).await;
        views(
            db,
            &day,
            "human",
            "/amazon/a-plus-content",
            post,
            "facebook.com",
            7 * n,
        )
        .await;
        views(db, &day, "bot", "/", ("direct", "", ""), "", 7 * n).await;
        visitors(db, &day, ad, AD_LANDING, 10 * n).await;
        visitors(db, &day, ad, AD_LANDING, n).await;
        visitors(db, &day, ("direct", "", ""), "/", 50 * n).await;
        visitors(db, &day, post, "/amazon/a-plus-content", 5 * n).await;
        spend(db, &day, ad, 200_000 * n).await;
    }
}

#[tokio::test]
async fn the_reports_figures_equal_the_raw_rows_after_every_change_to_leads_touches_quotations_and_visits(
) {
    let app = spawn_app_with(|c| c.form_rate_limit = 0).await;
    let db = db_of(&app).await;
    app.login_as_admin().await;
    let empty = assert_report_matches_raw(&app, &db, "nothing yet").await;
    assert_eq!(empty["leads"], 0);

    // Visits: counted in batches, one batch adding to another's rows, one
    // row taken away again (an archive's import replaces them).
    visits_of_days(&db).await;
    exec(
        &db,
        "DELETE FROM page_views WHERE path = '/about' AND day = $1",
        vec![days_ago(1).into()],
    )
    .await;
    let r = assert_report_matches_raw(&app, &db, "visits").await;
    assert!(
        r["pageviews"].as_i64().unwrap() > 0 && r["bots"].as_i64().unwrap() > 0,
        "{r}"
    );

    // Leads: one through the site from the ad (its touch taken by the
    // server), one whose touches are set in SQL (the ad first, a Facebook
    // post last) from yesterday, a direct one from five days ago, one held
    // as spam by the honeypot.
    enquiry_from_the_ad(&app).await;
    let from_ad = raw(
        &db,
        "SELECT CAST(MAX(id) AS BIGINT) AS id FROM leads WHERE kind = 'enquiry'",
    )
    .await[0]
        .try_get::<i64>("", "id")
        .unwrap();
    let twice = enquiry(&app, "meera@sinha-sarees.in").await;
    ad_then_post(&db, twice).await;
    moved_back(&db, "leads", "submitted_at", twice, 1).await;
    let walked_in = enquiry(&app, "anil@kumar-kirana.in").await;
    moved_back(&db, "leads", "submitted_at", walked_in, 5).await;
    let mut body = TestApp::enquiry_body(app.first_service_id().await);
    body["website"] = json!("autofilled.example");
    body["bEmail"] = json!("bot@spam.example");
    let res = app.post_json("/userbe/createbe", &body).await;
    assert_eq!(res.status(), 201);
    let bot = res.json::<Value>().await.unwrap()["bId"].as_i64().unwrap();
    ad_then_post(&db, bot).await;
    let r = assert_report_matches_raw(&app, &db, "leads sent").await;
    assert_eq!(r["leads"], 3, "the one held as spam is no lead: {r}");

    // Touches changed: a third touch becomes the last one.
    exec(
        &db,
        "UPDATE lead_touches SET last = FALSE WHERE lead_kind = 'enquiry' AND lead_id = $1",
        vec![twice.into()],
    )
    .await;
    exec(
        &db,
        "INSERT INTO lead_touches (lead_kind, lead_id, position, last, source, medium, campaign, \
         landing_path, at) VALUES ('enquiry', $1, 2, TRUE, 'newsletter', 'email', 'november', \
         '/about', $2)",
        vec![twice.into(), Utc::now().into()],
    )
    .await;
    assert_report_matches_raw(&app, &db, "a new last touch").await;

    // Quotations: the ad's lead accepts one today; the other lead one three
    // days ago and another today; the direct lead has one sent, not
    // accepted.
    let ad_quote = quotation(&app, from_ad, "Ranjan Traders", 45_000, true).await;
    let older = quotation(&app, twice, "Sinha Sarees", 30_000, true).await;
    moved_back(&db, "quotes", "accepted_at", older, 3).await;
    quotation(&app, twice, "Sinha Sarees", 12_500, true).await;
    quotation(&app, walked_in, "Kumar Kirana", 9_000, false).await;
    let r = assert_report_matches_raw(&app, &db, "quotations accepted").await;
    assert_eq!(r["won"], 2, "{r}");

    // The accepted quotation's link withdrawn: it stays accepted.
    let res = app
        .post_empty(&format!("/admin/quotes/{ad_quote}/revoke"))
        .await;
    assert_eq!(res.status(), 200);
    assert_report_matches_raw(&app, &db, "a link withdrawn").await;

    // Held as spam by an administrator, then released.
    let lead_path = format!("/admin/leads/enquiries/{twice}");
    let res = app.patch_json(&lead_path, &json!({"status": "Spam"})).await;
    assert_eq!(res.status(), 200);
    let r = assert_report_matches_raw(&app, &db, "held as spam").await;
    assert_eq!(r["leads"], 2, "{r}");
    let res = app.patch_json(&lead_path, &json!({"status": "New"})).await;
    assert_eq!(res.status(), 200);
    assert_report_matches_raw(&app, &db, "released").await;

    // Deleted, with its quotation.
    let res = app.delete(&format!("/admin/enquiries/{walked_in}")).await;
    assert!(res.status().is_success(), "{}", res.status());
    assert_report_matches_raw(&app, &db, "deleted").await;

    // The lead's row gone in SQL: its quotations stay without it, each won
    // on its own.
    exec(
        &db,
        "DELETE FROM leads WHERE kind = 'enquiry' AND id = $1",
        vec![twice.into()],
    )
    .await;
    let gone = raw(
        &db,
        "SELECT CAST(COUNT(*) AS BIGINT) AS n FROM quotes WHERE lead_id IS NULL",
    )
    .await[0]
        .try_get::<i64>("", "n")
        .unwrap();
    assert_eq!(gone, 2, "the quotations outlive their enquiry");
    let r = assert_report_matches_raw(&app, &db, "a quotation without its enquiry").await;
    assert_eq!(r["won"], 3, "{r}");

    // A person's data erased: the lead from the ad, its touch and
    // quotation.
    let res = app
        .post_json(
            "/admin/people/erase",
            &json!({"email": "ravi@ranjan-traders.in"}),
        )
        .await;
    assert_eq!(res.status(), 200);
    let r = assert_report_matches_raw(&app, &db, "erased").await;
    assert_eq!(r["leads"], 0, "{r}");
}

/// Every table, trigger, function and index in the database, by kind.
async fn schema(db: &DatabaseConnection) -> BTreeSet<String> {
    let sql = if is_postgres() {
        "SELECT 'table ' || table_name AS name FROM information_schema.tables \
         WHERE table_schema = current_schema() \
         UNION ALL SELECT DISTINCT 'trigger ' || trigger_name || ' on ' || event_object_table \
         FROM information_schema.triggers WHERE trigger_schema = current_schema() \
         UNION ALL SELECT 'function ' || p.proname FROM pg_proc p \
         JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = current_schema() \
         UNION ALL SELECT 'index ' || indexname FROM pg_indexes WHERE schemaname = current_schema()"
    } else {
        "SELECT type || ' ' || name || ' on ' || tbl_name AS name FROM sqlite_master"
    };
    raw(db, sql).await.iter().map(|r| text(r, "name")).collect()
}

/// Takes both rollup migrations down (`up` false) or up again, in one
/// transaction as the app migrates.
async fn migrate(db: &DatabaseConnection, up: bool) {
    let txn = db.begin().await.unwrap();
    let manager = SchemaManager::new(&txn);
    if up {
        AddAnalyticsRollups.up(&manager).await.unwrap();
        AddLeadRollups.up(&manager).await.unwrap();
    } else {
        AddLeadRollups.down(&manager).await.unwrap();
        AddAnalyticsRollups.down(&manager).await.unwrap();
    }
    txn.commit().await.unwrap();
}

#[tokio::test]
async fn the_rollup_migrations_fill_the_rollups_from_the_rows_there_and_go_down_without_a_trace() {
    // Arrange: visits, leads with touches, won quotations on two days
    let app = spawn_app_with(|c| c.form_rate_limit = 0).await;
    let db = db_of(&app).await;
    app.login_as_admin().await;
    visits_of_days(&db).await;
    enquiry_from_the_ad(&app).await;
    let twice = enquiry(&app, "meera@sinha-sarees.in").await;
    ad_then_post(&db, twice).await;
    moved_back(&db, "leads", "submitted_at", twice, 1).await;
    let older = quotation(&app, twice, "Sinha Sarees", 30_000, true).await;
    moved_back(&db, "quotes", "accepted_at", older, 3).await;
    quotation(&app, twice, "Sinha Sarees", 12_500, true).await;
    let walked_in = enquiry(&app, "anil@kumar-kirana.in").await;
    let before = assert_report_matches_raw(&app, &db, "before the migrations").await;
    let full = schema(&db).await;

    // Act: down
    migrate(&db, false).await;

    // Assert: nothing of theirs is left, everything else is
    let down = schema(&db).await;
    let theirs: Vec<&String> = full.difference(&down).collect();
    for name in [
        "lead_sources",
        "lead_landings",
        "won_leads",
        "won_sources",
        "page_view_sources",
        "page_view_paths",
        "visitor_sources",
        "visitor_landings",
    ] {
        assert!(
            theirs
                .iter()
                .any(|t| t.starts_with(&format!("table {name}"))),
            "{name} went: {theirs:?}"
        );
    }
    assert!(
        theirs.iter().filter(|t| t.starts_with("trigger ")).count() >= 7,
        "their triggers went: {theirs:?}"
    );
    assert!(
        down.is_subset(&full),
        "down made nothing: {:?}",
        down.difference(&full)
    );
    for left in &down {
        for part in [
            "_credit",
            "lead_sources",
            "lead_landings",
            "won_",
            "page_view_sources",
            "page_view_paths",
            "visitor_sources",
            "visitor_landings",
            "idx_lead_touches_report",
            "idx_quotes_accepted",
        ] {
            assert!(!left.contains(part), "{left} was left by down");
        }
    }
    // The rows themselves change meanwhile: nobody follows them now.
    views(
        &db,
        &days_ago(0),
        "human",
        "/about",
        ("direct", "", ""),
        "",
        9,
    )
    .await;
    exec(
        &db,
        "UPDATE leads SET spam_reason = 'hand' WHERE kind = 'enquiry' AND id = $1",
        vec![walked_in.into()],
    )
    .await;

    // Act: up fills them from the rows there
    migrate(&db, true).await;

    // Assert
    assert_eq!(schema(&db).await, full, "up made the same schema again");
    let after = assert_report_matches_raw(&app, &db, "up again").await;
    assert_eq!(after["leads"], before["leads"].as_i64().unwrap() - 1);
    assert_eq!(after["won"], 1);
    // … and the triggers follow the rows again
    let third = enquiry(&app, "kavita@patna-sweets.in").await;
    ad_then_post(&db, third).await;
    quotation(&app, third, "Patna Sweets", 5_000, true).await;
    views(&db, &days_ago(1), "human", "/", ("direct", "", ""), "", 11).await;
    visitors(&db, &days_ago(1), ("direct", "", ""), "/", 3).await;
    assert_report_matches_raw(&app, &db, "changed after up").await;

    // Down and up once more on the database up made
    migrate(&db, false).await;
    assert_eq!(schema(&db).await, down);
    migrate(&db, true).await;
    assert_eq!(schema(&db).await, full);
    assert_report_matches_raw(&app, &db, "down and up again").await;
}
