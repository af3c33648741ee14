//! What each channel earned (`GET /admin/analytics`): counted visits and
//! imported spend, written into their tables as the counting and the spend
//! upload write them, beside leads sent through the form whose touches are
//! set in the database, and a quotation accepted by its client. First and
//! last touch, cost per lead, the lead lists narrowed to a figure's leads,
//! refusals, and the weekly letter (sent once, never for an empty week).
use std::time::{Duration, Instant};

use chrono::{DateTime, NaiveDate, TimeZone, Utc};
use sea_orm::{ConnectionTrait, DatabaseConnection, DbBackend, Statement, Value as DbValue};
use serde_json::{json, Value};

use crate::{
    helpers::{assert_error, error_fields, free_port, spawn_app, spawn_app_with, TestApp},
    mail::{app_mailing_to, Sink, NOTIFY},
    quotes::sent,
};

pub(crate) const AD_LANDING: &str = "/amazon/advertising";

/// Runs `sql` written with `$1`, `$2`… on either database.
pub(crate) async fn exec(db: &DatabaseConnection, sql: &str, values: Vec<DbValue>) {
    let backend = db.get_database_backend();
    let sql = if backend == DbBackend::Sqlite {
        sql.replace('$', "?")
    } else {
        sql.to_owned()
    };
    db.execute(Statement::from_sql_and_values(backend, sql, values))
        .await
        .unwrap_or_else(|e| panic!("{e}"));
}

async fn count(db: &DatabaseConnection, sql: &str) -> i64 {
    db.query_one(Statement::from_string(db.get_database_backend(), sql))
        .await
        .unwrap()
        .unwrap()
        .try_get_by_index::<i64>(0)
        .unwrap()
}

pub(crate) async fn db_of(app: &TestApp) -> DatabaseConnection {
    vanijya::db::connect(&app.config.database_url)
        .await
        .unwrap()
}

pub(crate) fn india_today() -> String {
    (Utc::now() + chrono::Duration::minutes(330))
        .format("%Y-%m-%d")
        .to_string()
}

/// Page views as the counting adds a batch: a new row, or more views on
/// the row of the same key.
#[allow(clippy::too_many_arguments)]
pub(crate) async fn views(
    db: &DatabaseConnection,
    day: &str,
    kind: &str,
    path: &str,
    (source, medium, campaign): (&str, &str, &str),
    referrer: &str,
    n: i64,
) {
    exec(
        db,
        "INSERT INTO page_views (day, kind, path, source, medium, campaign, referrer, views) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) \
         ON CONFLICT (day, kind, path, source, medium, campaign, referrer) \
         DO UPDATE SET views = page_views.views + excluded.views",
        vec![
            day.into(),
            kind.into(),
            path.into(),
            source.into(),
            medium.into(),
            campaign.into(),
            referrer.into(),
            n.into(),
        ],
    )
    .await;
}

/// Visitors as the counting adds them, by their first page of the day.
pub(crate) async fn visitors(
    db: &DatabaseConnection,
    day: &str,
    (source, medium, campaign): (&str, &str, &str),
    landing: &str,
    n: i64,
) {
    exec(
        db,
        "INSERT INTO visitor_counts (day, source, medium, campaign, landing_path, visitors) \
         VALUES ($1, $2, $3, $4, $5, $6) \
         ON CONFLICT (day, source, medium, campaign, landing_path) \
         DO UPDATE SET visitors = visitor_counts.visitors + excluded.visitors",
        vec![
            day.into(),
            source.into(),
            medium.into(),
            campaign.into(),
            landing.into(),
            n.into(),
        ],
    )
    .await;
}

pub(crate) async fn spend(
    db: &DatabaseConnection,
    day: &str,
    channel: (&str, &str, &str),
    paise: i64,
) {
    exec(
        db,
        "INSERT INTO ad_spend (day, source, medium, campaign, cost_paise) \
         VALUES ($1, $2, $3, $4, $5)",
        vec![
            day.into(),
            channel.0.into(),
            channel.1.into(),
            channel.2.into(),
            paise.into(),
        ],
    )
    .await;
}

/// An enquiry sent through the form by `email`; answers its id.
pub(crate) async fn enquiry(app: &TestApp, email: &str) -> i64 {
    let mut body = TestApp::enquiry_body(app.first_service_id().await);
    body["bEmail"] = json!(email);
    // Another message: the same one within seconds is one double-clicked
    // submit.
    body["message"] = json!(format!("Please call back: {email}"));
    let res = app.post_json("/userbe/createbe", &body).await;
    assert_eq!(res.status(), 201);
    res.json::<Value>().await.unwrap()["bId"].as_i64().unwrap()
}

/// Gives enquiry `id` a first touch from the Diwali ad and a later last
/// touch from a Facebook post.
pub(crate) async fn ad_then_post(db: &DatabaseConnection, id: i64) {
    exec(
        db,
        "DELETE FROM lead_touches WHERE lead_kind = 'enquiry' AND lead_id = $1",
        vec![id.into()],
    )
    .await;
    exec(
        db,
        "INSERT INTO lead_touches (lead_kind, lead_id, position, last, source, medium, campaign, \
         landing_path, at) VALUES ('enquiry', $1, 0, FALSE, 'google', 'cpc', 'diwali', $2, $3), \
         ('enquiry', $1, 1, TRUE, 'facebook', 'paid-social', 'festive', \
         '/amazon/a-plus-content', $3)",
        vec![id.into(), AD_LANDING.into(), Utc::now().into()],
    )
    .await;
}

/// A quotation for enquiry `lead`, sent and accepted by its client;
/// answers its taxable value in rupees.
async fn accepted_quote(app: &TestApp, lead: i64) -> f64 {
    let quote = sent(
        app,
        &json!({
            "leadId": lead,
            "lines": [{"description": "Amazon Sponsored Products for the Diwali sale", "sac": "998365", "quantity": 1, "unitPrice": 45000}],
            "clientName": "Ravi Ranjan Traders",
            "clientAddress": "Fraser Road, Patna 800001",
            "clientState": "Bihar",
        }),
    )
    .await;
    let client = app.clone_handle();
    let res = client
        .post_json(
            &format!("/q/{}/accept", quote["token"].as_str().unwrap()),
            &json!({"name": "Ravi Ranjan"}),
        )
        .await;
    assert_eq!(res.status(), 200, "{}", res.text().await.unwrap());
    quote["totals"]["taxable"].as_f64().unwrap()
}

pub(crate) async fn report(app: &TestApp, query: &str) -> Value {
    let res = app.get(&format!("/admin/analytics?{query}")).await;
    assert_eq!(res.status(), 200);
    res.json().await.unwrap()
}

fn source<'a>(r: &'a Value, s: &str, m: &str, c: &str) -> &'a Value {
    r["sources"]
        .as_array()
        .unwrap()
        .iter()
        .find(|x| x["source"] == s && x["medium"] == m && x["campaign"] == c)
        .unwrap_or_else(|| panic!("no {s}/{m}/{c} in {r}"))
}

/// The ids a lead list answers for `query`.
async fn listed(app: &TestApp, query: &str) -> Vec<i64> {
    let res = app.get(&format!("/admin/leads/enquiries?{query}")).await;
    let status = res.status();
    let page: Value = res.json().await.unwrap();
    assert_eq!(status, 200, "{page}");
    let mut ids: Vec<i64> = page["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["id"].as_i64().unwrap())
        .collect();
    ids.sort_unstable();
    ids
}

/// Today's counted visits: 40 views and 10 visitors from the Diwali ad
/// (the views in two batches), 100 views and 50 visitors direct, 7 views by
/// bots; ₹2,000 spent on the ad.
async fn a_day_of_visits(db: &DatabaseConnection, day: &str) {
    let ad = ("google", "cpc", "diwali");
    views(db, day, "human", AD_LANDING, ad, "google.com", 30).await;
    views(db, day, "human", AD_LANDING, ad, "google.com", 10).await;
    views(db, day, "human", "/", ("direct", "", ""), "", 100).await;
    views(db, day, "bot", "/", ("direct", "", ""), "", 7).await;
    visitors(db, day, ad, AD_LANDING, 10).await;
    visitors(db, day, ("direct", "", ""), "/", 50).await;
    spend(db, day, ad, 200_000).await;
}

#[tokio::test]
async fn the_report_credits_leads_won_clients_and_revenue_to_the_first_or_last_touch() {
    // Arrange: counted visits, a lead from the ad (later back from a
    // Facebook post) whose quotation was accepted, and a direct lead
    let app = spawn_app_with(|c| c.form_rate_limit = 0).await;
    let db = db_of(&app).await;
    let today = india_today();
    a_day_of_visits(&db, &today).await;
    let from_ad = enquiry(&app, "ravi@ranjan-traders.in").await;
    let direct = enquiry(&app, "meera@sinha-sarees.in").await;
    ad_then_post(&db, from_ad).await;
    app.login_as_admin().await;
    let taxable = accepted_quote(&app, from_ad).await;
    let range = format!("from={today}&to={today}");

    // Act
    let first = report(&app, &format!("{range}&model=first")).await;
    let last = report(&app, &format!("{range}&model=last")).await;

    // Assert: totals
    assert_eq!(first["visitors"], 60, "{first}");
    assert_eq!(first["pageviews"], 140);
    assert_eq!(first["bots"], 7);
    assert_eq!(first["leads"], 2);
    assert_eq!(first["won"], 1);
    assert_eq!(first["revenue"].as_f64(), Some(taxable));
    assert_eq!(first["spend"].as_f64(), Some(2000.0));
    // The accepted quotation is revenue of the first touch's campaign
    let ad = source(&first, "google", "cpc", "diwali");
    assert_eq!(ad["visitors"], 10);
    assert_eq!(ad["pageviews"], 40);
    assert_eq!(ad["leads"], 1);
    assert_eq!(ad["won"], 1);
    assert_eq!(ad["revenue"].as_f64(), Some(taxable));
    assert_eq!(ad["spend"].as_f64(), Some(2000.0));
    assert_eq!(ad["costPerLead"].as_f64(), Some(2000.0));
    assert_eq!(ad["costPerWon"].as_f64(), Some(2000.0));
    assert_eq!(ad["roas"].as_f64(), Some(taxable / 2000.0));
    assert_eq!(ad["lastTouch"]["leads"], 0);
    let post = source(&first, "facebook", "paid-social", "festive");
    assert_eq!(
        (post["leads"].clone(), post["won"].clone()),
        (json!(0), json!(0))
    );
    assert_eq!(post["lastTouch"]["leads"], 1);
    assert_eq!(post["costPerLead"], Value::Null, "no spend, no cost");
    let home = source(&first, "direct", "", "");
    assert_eq!(
        (home["visitors"].clone(), home["leads"].clone()),
        (json!(50), json!(1))
    );
    // … and of the last touch's with model=last
    let ad = source(&last, "google", "cpc", "diwali");
    assert_eq!(
        (ad["leads"].clone(), ad["won"].clone()),
        (json!(0), json!(0))
    );
    assert_eq!(ad["costPerLead"], Value::Null);
    assert_eq!(ad["roas"].as_f64(), Some(0.0));
    let post = source(&last, "facebook", "paid-social", "festive");
    assert_eq!(
        (post["leads"].clone(), post["won"].clone()),
        (json!(1), json!(1))
    );
    assert_eq!(post["revenue"].as_f64(), Some(taxable));
    // Pages by landing page, the lead by its credited touch's
    let page = |r: &Value, path: &str| -> Value {
        r["pages"]
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["path"] == path)
            .cloned()
            .unwrap_or(Value::Null)
    };
    assert_eq!(
        page(&first, AD_LANDING),
        json!({"path": AD_LANDING, "visitors": 10, "pageviews": 40, "leads": 1})
    );
    assert_eq!(page(&last, "/amazon/a-plus-content")["leads"], 1);
    assert_eq!(page(&first, "/")["visitors"], 50);
    // The chart's day
    let days = first["days"].as_array().unwrap();
    assert_eq!(days.len(), 1);
    assert_eq!(
        days[0],
        json!({"day": today, "visitors": 60, "pageviews": 140, "leads": 2, "won": 1, "revenue": taxable})
    );
    assert_ne!(from_ad, direct);
}

#[tokio::test]
async fn money_collected_on_invoices_goes_to_the_first_or_last_touch_with_its_return_on_spend() {
    // Arrange: ₹2,000 spent on the Diwali ad; an invoice for the ad's lead
    // (later back from a Facebook post) paid ₹10,000 by UPI and ₹3,000 by
    // bank with ₹200 TDS held back; a direct lead's invoice paid ₹1,500
    let app = spawn_app_with(|c| c.form_rate_limit = 0).await;
    let db = db_of(&app).await;
    let today = india_today();
    spend(&db, &today, ("google", "cpc", "diwali"), 200_000).await;
    let from_ad = enquiry(&app, "ravi@ranjan-traders.in").await;
    let direct = enquiry(&app, "meera@sinha-sarees.in").await;
    ad_then_post(&db, from_ad).await;
    app.login_as_admin().await;
    let pay = |lead: i64, payments: Vec<Value>| {
        let app = &app;
        async move {
            let made =
                crate::invoices::draft(app, &crate::invoices::typed(lead, "Bihar", None, 20_000.0))
                    .await;
            let id = crate::invoices::issued(app, &made["id"]).await["id"].clone();
            for p in payments {
                crate::invoices::posted(app, &format!("/admin/invoices/{id}/payments"), &p, 201)
                    .await;
            }
        }
    };
    pay(
        from_ad,
        vec![
            json!({"amount": 10000, "method": "upi", "reference": "UPI 88120"}),
            json!({"amount": 3000, "method": "bank", "reference": "NEFT 4410", "tds": 200, "tdsSection": "194J"}),
        ],
    )
    .await;
    pay(direct, vec![json!({"amount": 1500, "method": "cash"})]).await;
    let range = format!("from={today}&to={today}");

    // Act
    let first = report(&app, &format!("{range}&model=first")).await;
    let last = report(&app, &format!("{range}&model=last")).await;

    // Assert: money received, TDS left out, credited like revenue
    assert_eq!(first["collected"].as_f64(), Some(14_500.0), "{first}");
    let ad = source(&first, "google", "cpc", "diwali");
    assert_eq!(ad["collected"].as_f64(), Some(13_000.0));
    assert_eq!(ad["collectedRoas"].as_f64(), Some(6.5));
    assert_eq!(ad["firstTouch"]["collected"].as_f64(), Some(13_000.0));
    assert_eq!(ad["lastTouch"]["collected"].as_f64(), Some(0.0));
    assert_eq!(
        source(&first, "direct", "", "")["collected"].as_f64(),
        Some(1_500.0)
    );
    let post = source(&last, "facebook", "paid-social", "festive");
    assert_eq!(post["collected"].as_f64(), Some(13_000.0));
    assert_eq!(post["collectedRoas"], Value::Null, "no spend, no return");
    let ad = source(&last, "google", "cpc", "diwali");
    assert_eq!(ad["collected"].as_f64(), Some(0.0));
    assert_eq!(ad["collectedRoas"].as_f64(), Some(0.0));
}

#[tokio::test]
async fn each_figure_opens_exactly_the_leads_behind_it() {
    // Arrange
    let app = spawn_app_with(|c| c.form_rate_limit = 0).await;
    let db = db_of(&app).await;
    let from_ad = enquiry(&app, "ravi@ranjan-traders.in").await;
    let direct = enquiry(&app, "meera@sinha-sarees.in").await;
    ad_then_post(&db, from_ad).await;
    app.login_as_admin().await;
    accepted_quote(&app, from_ad).await;
    let today = india_today();
    let range = format!("from={today}&to={today}");

    // Act and assert: the links the analytics screen gives
    let ad = "source=google&medium=cpc&campaign=diwali";
    let post = "source=facebook&medium=paid-social&campaign=festive";
    assert_eq!(
        listed(&app, &format!("{ad}&model=first&{range}")).await,
        [from_ad]
    );
    assert_eq!(
        listed(&app, &format!("{ad}&model=last&{range}")).await,
        Vec::<i64>::new()
    );
    assert_eq!(
        listed(&app, &format!("{post}&model=last&{range}")).await,
        [from_ad]
    );
    assert_eq!(
        listed(
            &app,
            &format!("source=direct&medium=&campaign=&model=first&{range}")
        )
        .await,
        [direct]
    );
    assert_eq!(
        listed(&app, &format!("landing={AD_LANDING}&model=first&{range}")).await,
        [from_ad]
    );
    assert_eq!(
        listed(&app, &format!("{ad}&model=first&won=true&{range}")).await,
        [from_ad]
    );
    assert_eq!(listed(&app, &format!("won=true&{range}")).await, [from_ad]);
    // Outside the days it was accepted, nobody was won
    assert_eq!(
        listed(&app, "won=true&from=2026-01-01&to=2026-01-31").await,
        Vec::<i64>::new()
    );
    let res = app
        .get("/admin/leads/enquiries?source=google&model=middle")
        .await;
    assert_error(res, 422, Some("model")).await;
}

#[tokio::test]
async fn bad_ranges_and_models_answer_422_naming_the_field() {
    let app = spawn_app().await;
    let res = app.get("/admin/analytics").await;
    assert_error(res, 401, None).await;
    app.login_as_admin().await;
    for (query, field) in [
        ("from=2026-11-10&to=2026-11-01", "to"),
        ("from=2025-01-01&to=2026-11-01", "to"),
        ("from=2026-13-01&to=2026-11-01", "from"),
        ("from=2026-11-01&to=someday", "to"),
        ("model=middle", "model"),
    ] {
        let res = app.get(&format!("/admin/analytics?{query}")).await;
        assert_error(res, 422, Some(field)).await;
    }
    let res = app
        .get("/admin/analytics?from=yesterday&model=linear")
        .await;
    let body = assert_error(res, 422, Some("from")).await;
    assert_eq!(error_fields(&body), ["from", "model"]);
    // Without a range: the last 30 days, every one of them in the chart
    let r = report(&app, "").await;
    assert_eq!(r["days"].as_array().unwrap().len(), 30);
    assert_eq!(r["to"], india_today());
    assert_eq!(r["model"], "first");
    assert_eq!(r["sources"], json!([]));
}

/// Monday 1 June 2026, `hour`:30 in India.
fn monday_at(hour: u32) -> DateTime<Utc> {
    let local = NaiveDate::from_ymd_opt(2026, 6, 1)
        .unwrap()
        .and_hms_opt(hour, 30, 0)
        .unwrap();
    chrono::FixedOffset::east_opt(330 * 60)
        .unwrap()
        .from_local_datetime(&local)
        .unwrap()
        .with_timezone(&Utc)
}

async fn send_weekly(db: &DatabaseConnection, now: DateTime<Utc>) -> u64 {
    let notify: Vec<String> = NOTIFY.iter().map(|s| s.to_string()).collect();
    vanijya::services::marketing::weekly_letter::send_if_due(
        db,
        &notify,
        ("Vanijya Digital", "https://vanijya.test"),
        now,
    )
    .await
    .unwrap()
}

#[tokio::test]
async fn the_weekly_letter_goes_once_with_last_week_beside_the_week_before() {
    // Arrange: last week (25 to 31 May) 30 visitors, 40 views and a lead
    // from the ad; the week before 12 visitors
    let port = free_port();
    let sink = Sink::start(port);
    let app = app_mailing_to(port, false).await;
    let db = db_of(&app).await;
    let ad = ("google", "cpc", "diwali");
    views(&db, "2026-05-26", "human", AD_LANDING, ad, "", 40).await;
    visitors(&db, "2026-05-26", ad, AD_LANDING, 30).await;
    visitors(&db, "2026-05-19", ad, AD_LANDING, 12).await;
    let lead = enquiry(&app, "ravi@ranjan-traders.in").await;
    ad_then_post(&db, lead).await;
    exec(
        &db,
        "UPDATE leads SET submitted_at = $1 WHERE kind = 'enquiry' AND id = $2",
        vec![
            monday_at(10)
                .checked_sub_days(chrono::Days::new(5))
                .unwrap()
                .into(),
            lead.into(),
        ],
    )
    .await;

    // Act: before 9 in the morning, nothing; then two instances at once,
    // then again
    assert_eq!(send_weekly(&db, monday_at(8)).await, 0);
    let other = db_of(&app).await;
    let (a, b) = tokio::join!(
        send_weekly(&db, monday_at(10)),
        send_weekly(&other, monday_at(10))
    );
    let again = send_weekly(&db, monday_at(15)).await;

    // Assert: one letter to each address on the notification list
    assert_eq!(a + b, NOTIFY.len() as u64, "{a} + {b}");
    assert_eq!(again, 0);
    assert_eq!(
        count(&db, "SELECT COUNT(*) FROM outbox WHERE purpose = 'weekly'").await,
        NOTIFY.len() as i64
    );
    let deadline = Instant::now() + Duration::from_secs(25);
    let weekly = |all: Vec<Value>| -> Vec<Value> {
        all.into_iter()
            .filter(|m| m["subject"].as_str().unwrap_or("").contains("last week's"))
            .collect()
    };
    while weekly(sink.messages()).len() < NOTIFY.len() {
        assert!(Instant::now() < deadline, "{:?}", sink.messages());
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let got = weekly(sink.messages());
    assert_eq!(got.len(), NOTIFY.len());
    let body = got[0]["body"].as_str().unwrap();
    assert!(body.contains("Mon 25 May to Sun 31 May 2026"), "{body}");
    assert!(body.contains("Visitors: 30 (12)"), "{body}");
    assert!(body.contains("Leads: 1 (0)"), "{body}");
    assert!(
        body.contains("- google / cpc / diwali: 30 visitors (12), 1 leads (0), ₹0 won (₹0)"),
        "{body}"
    );
    assert!(
        body.contains("/admin-login/analytics?from=2026-05-25&to=2026-05-31"),
        "{body}"
    );
}

#[tokio::test]
async fn no_weekly_letter_goes_out_for_a_week_with_nothing_in_it() {
    // Arrange: a visit the week before last only
    let app = spawn_app().await;
    let db = db_of(&app).await;
    visitors(&db, "2026-05-19", ("direct", "", ""), "/", 12).await;

    // Act
    let sent = send_weekly(&db, monday_at(10)).await;

    // Assert: nothing sent and the week not taken
    assert_eq!(sent, 0);
    assert_eq!(
        count(&db, "SELECT COUNT(*) FROM outbox WHERE purpose = 'weekly'").await,
        0
    );
    assert_eq!(count(&db, "SELECT COUNT(*) FROM digest_days").await, 0);
}
