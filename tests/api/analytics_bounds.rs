//! Counts a bot cannot grow without end, and visitors' words that reach
//! the owner only as plain words: a flood of made-up campaign, browser and
//! referring-site names keeps at most `ANALYTICS_MAX_SOURCES` names a day
//! (the rest as "(other)", a name that brought a lead kept), one address
//! counts as at most 20 visitors a day, a tap counts only after a view by
//! the same visitor, old page-view detail folds into the totals with the
//! report unchanged, the report lists 50 sources at a time, and the weekly
//! letter names a phishing campaign only as plain words.
use std::time::{Duration, Instant};

use chrono::{Days, NaiveDate};
use reqwest::header::{REFERER, USER_AGENT};
use sea_orm::{ConnectionTrait, DatabaseConnection, Statement};
use serde_json::Value;

use crate::{
    analytics::{db_of, india_today, report, views, visitors},
    attribution::send_enquiry,
    helpers::{browser_client, spawn_app, spawn_app_with, TestApp},
};

/// Names kept per day in these tests.
const MAX_SOURCES: u32 = 5;

fn chrome(build: usize) -> String {
    format!(
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) \
         Chrome/131.0.{build}.0 Safari/537.36"
    )
}

async fn number(db: &DatabaseConnection, sql: &str) -> i64 {
    db.query_one(Statement::from_string(db.get_database_backend(), sql))
        .await
        .unwrap()
        .unwrap()
        .try_get_by_index::<i64>(0)
        .unwrap()
}

/// Polls until `sql` answers `n` (the counts are written every 2 s).
async fn until(db: &DatabaseConnection, sql: &str, n: i64) {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let now = number(db, sql).await;
        if now == n {
            return;
        }
        assert!(Instant::now() < deadline, "{sql}: {now}, expected {n}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// A view of the home page from `address` with browser `user_agent`,
/// tagged with `query`, coming from `referer`.
async fn view(app: &TestApp, address: &str, user_agent: &str, query: &str, referer: &str) {
    let res = reqwest::Client::new()
        .get(app.url(&format!("/{query}")))
        .header("x-forwarded-for", address)
        .header(USER_AGENT, user_agent)
        .header(REFERER, referer)
        .send()
        .await
        .expect("GET");
    assert_eq!(res.status(), 200);
}

/// A call tap's ping from `address` with `user_agent`, from the home page.
async fn tap(app: &TestApp, address: &str, user_agent: &str) {
    let res = reqwest::Client::new()
        .post(app.url("/tap/call"))
        .header("x-forwarded-for", address)
        .header(USER_AGENT, user_agent)
        .header("content-type", "text/ping")
        .header("ping-from", app.url("/"))
        .header("sec-fetch-site", "same-origin")
        .body("PING")
        .send()
        .await
        .expect("POST the ping");
    assert_eq!(res.status(), 204);
}

const HUMAN_VIEWS: &str =
    "SELECT CAST(COALESCE(SUM(views), 0) AS BIGINT) FROM page_views WHERE kind = 'human'";
const VISITORS: &str = "SELECT CAST(COALESCE(SUM(visitors), 0) AS BIGINT) FROM visitor_counts";

#[tokio::test]
async fn a_flood_of_made_up_names_and_browsers_stays_within_its_bounds() {
    // Arrange: few names a day; the client's address read from the proxy
    // header, so one test sends from many addresses
    let app = spawn_app_with(|c| {
        c.analytics_max_sources = MAX_SOURCES;
        c.trust_proxy_headers = true;
    })
    .await;
    app.login_as_admin().await;
    let db = db_of(&app).await;

    // Act: 150 views from one address and 150 from 30 addresses (5 each),
    // each with a new source, campaign, browser and referring site
    for i in 0..300 {
        let address = if i < 150 {
            "203.0.113.7".to_owned()
        } else {
            format!("198.51.100.{}", i % 30)
        };
        let query = format!("?utm_source=bot{i}&utm_medium=cpc&utm_campaign=made-up-{i}");
        view(
            &app,
            &address,
            &chrome(i),
            &query,
            &format!("https://site{i}.example/"),
        )
        .await;
    }
    // Taps: one by a browser that viewed nothing, one after a view
    tap(&app, "203.0.113.99", &chrome(9999)).await;
    tap(&app, "203.0.113.7", &chrome(3)).await;

    // Assert: every view counted, 20 visitors from the one address and 5
    // from each of the others
    until(&db, HUMAN_VIEWS, 300).await;
    until(&db, VISITORS, 20 + 150).await;
    assert_eq!(number(&db, "SELECT COUNT(*) FROM visitor_days").await, 170);
    until(
        &db,
        "SELECT CAST(COALESCE(SUM(count), 0) AS BIGINT) FROM conversions",
        1,
    )
    .await;
    // At most 5 names a day by name in each table, the rest as "(other)"
    for (table, names) in [
        ("page_view_sources", "source, medium, campaign"),
        ("visitor_sources", "source, medium, campaign"),
        ("conversions", "source, medium, campaign"),
        ("page_views", "referrer"),
    ] {
        let sql = format!(
            "SELECT COUNT(*) FROM (SELECT DISTINCT {names} FROM {table} \
             WHERE {} NOT IN ('(other)', '')) AS named",
            names.split(',').next().unwrap()
        );
        let named = number(&db, &sql).await;
        assert!(named <= i64::from(MAX_SOURCES), "{table}: {named} names");
    }
    assert_eq!(
        number(
            &db,
            "SELECT CAST(SUM(views) AS BIGINT) FROM page_view_sources WHERE source = '(other)'"
        )
        .await,
        300 - i64::from(MAX_SOURCES)
    );
    // A row per kept name or host and one for the rest
    let rows = number(&db, "SELECT COUNT(*) FROM page_views").await;
    assert!(rows <= 2 * i64::from(MAX_SOURCES) + 1, "{rows} rows");
    // The report: every visitor; the names kept by the views, by the
    // visitors (each table keeps its own first five), "(other)" and the
    // direct tap
    let res = app.get("/admin/analytics").await;
    let bytes = res.bytes().await.unwrap();
    assert!(bytes.len() < 64 * 1024, "{} bytes", bytes.len());
    let r: Value = serde_json::from_slice(&bytes).unwrap();
    assert_eq!(r["visitors"], 170);
    assert_eq!(r["pageviews"], 300);
    let sources = r["sources"].as_array().unwrap().len();
    assert!(sources <= 2 * MAX_SOURCES as usize + 2, "{sources} sources");

    // A name that brought a lead is kept by name though the day is full
    // (its first view too, when its batch is written after the lead)
    let visitor = app.with_client(browser_client());
    let tagged = "/?utm_source=newsletter&utm_medium=email&utm_campaign=kept-by-lead";
    for _ in 0..2 {
        let res = visitor
            .client
            .get(visitor.url(tagged))
            .header(USER_AGENT, chrome(1))
            .send()
            .await;
        assert_eq!(res.unwrap().status(), 200);
        if number(&db, "SELECT COUNT(*) FROM lead_touches").await == 0 {
            send_enquiry(&visitor, "asha@kept-by-lead.in", "Newsletter reader.").await;
        }
    }
    until(
        &db,
        "SELECT COUNT(*) FROM page_view_sources WHERE campaign = 'kept-by-lead'",
        1,
    )
    .await;
}

#[tokio::test]
async fn the_report_lists_fifty_sources_and_pages_a_page_with_the_rest_added_up() {
    // Arrange: 60 channels and 60 landing pages today, channel k with k
    // visitors
    let app = spawn_app().await;
    app.login_as_admin().await;
    let db = db_of(&app).await;
    let today = india_today();
    for k in 1..=60 {
        let campaign = format!("campaign-{k:02}");
        let page = format!("/page-{k:02}");
        visitors(&db, &today, ("google", "cpc", &campaign), &page, k).await;
    }

    // Act
    let first = report(&app, "").await;
    let second = report(&app, "page=2").await;
    let all = report(&app, "perPage=100").await;

    // Assert: the 50 busiest, then the other 10 added up (1 + … + 10)
    let sources = first["sources"].as_array().unwrap();
    assert_eq!(sources.len(), 50);
    assert_eq!(sources[0]["campaign"], "campaign-60");
    assert_eq!(sources[0]["name"], "google / cpc / campaign-60");
    assert_eq!(first["sourcesTotal"], 60);
    assert_eq!(first["otherSources"]["source"], "(other)");
    assert_eq!(first["otherSources"]["visitors"], 55);
    assert_eq!(first["pages"].as_array().unwrap().len(), 50);
    assert_eq!(first["pagesTotal"], 60);
    assert_eq!(first["otherPages"]["visitors"], 55);
    assert_eq!(first["visitors"], 1830);
    // The rest on request, the first 50 added up
    assert_eq!(second["sources"].as_array().unwrap().len(), 10);
    assert_eq!(second["sources"][0]["campaign"], "campaign-10");
    assert_eq!(second["otherSources"]["visitors"], 1830 - 55);
    assert_eq!(all["sources"].as_array().unwrap().len(), 60);
    assert_eq!(all["otherSources"], Value::Null);
    let res = app.get("/admin/analytics?perPage=101").await;
    assert_eq!(res.status(), 422);
}

#[tokio::test]
async fn page_views_past_the_kept_days_fold_into_their_totals_and_the_report_stays() {
    // Arrange: 10 days ago, three pages read from four sources and three
    // referring sites, and a crawler's views
    let app = spawn_app_with(|c| c.analytics_keep_days = 5).await;
    app.login_as_admin().await;
    let db = db_of(&app).await;
    let today = NaiveDate::parse_from_str(&india_today(), "%Y-%m-%d").unwrap();
    let old = (today - Days::new(10)).format("%Y-%m-%d").to_string();
    let mut n = 1;
    for path in ["/", "/contacts", "/amazon/advertising"] {
        for source in ["google", "facebook", "bing", "newsletter"] {
            for referrer in ["", "www.google.com", "l.facebook.com"] {
                views(
                    &db,
                    &old,
                    "human",
                    path,
                    (source, "cpc", "diwali"),
                    referrer,
                    n,
                )
                .await;
                n += 1;
            }
        }
        views(&db, &old, "bot", path, ("direct", "", ""), "", 7).await;
    }
    let range = format!("from={old}&to={old}");
    let before = report(&app, &range).await;
    let rows = "SELECT COUNT(*) FROM page_views";
    assert_eq!(number(&db, rows).await, 39);

    // Act: the day's fold (the clean-up runs it once a day)
    let cutoff = (today - Days::new(5)).format("%Y-%m-%d").to_string();
    let folded = vanijya::services::counting::visits::fold_old_views(&db, &cutoff)
        .await
        .unwrap();
    let again = vanijya::services::counting::visits::fold_old_views(&db, &cutoff)
        .await
        .unwrap();

    // Assert: the same report from at most a row per source and per page
    assert_eq!((folded, again), (1, 0));
    assert_eq!(report(&app, &range).await, before);
    let kept = number(&db, rows).await;
    assert!(kept <= (4 + 3 - 1) + 3, "{kept} rows");
    assert_eq!(
        number(
            &db,
            "SELECT COUNT(*) FROM page_views WHERE referrer <> '(folded)'"
        )
        .await,
        0
    );
}

#[tokio::test]
async fn a_campaign_with_an_address_reaches_the_weekly_letter_only_as_plain_words() {
    // Arrange: last week (25 to 31 May 2026) a phishing campaign brought 12
    // visitors, and two small channels 3 visitors each
    let app = spawn_app().await;
    let db = db_of(&app).await;
    let phish = "Your account is locked: sign in at http://phish.example";
    visitors(&db, "2026-05-26", ("mailer", "email", phish), "/", 12).await;
    visitors(
        &db,
        "2026-05-27",
        ("news.example.com", "referral", ""),
        "/",
        3,
    )
    .await;
    visitors(&db, "2026-05-27", ("boss@agency.in", "", ""), "/", 3).await;

    // Act
    let monday = chrono::DateTime::parse_from_rfc3339("2026-06-01T05:00:00Z")
        .unwrap()
        .with_timezone(&chrono::Utc);
    let sent = vanijya::services::marketing::weekly_letter::send_if_due(
        &db,
        &["owner@vanijya.test".to_owned()],
        ("Vanijya Digital", "https://vanijya.test"),
        monday,
    )
    .await
    .unwrap();

    // Assert: the campaign named as plain words; the small channels only
    // in "(other)"
    assert_eq!(sent, 1);
    let body: String = db
        .query_one(Statement::from_string(
            db.get_database_backend(),
            "SELECT body FROM outbox WHERE purpose = 'weekly'",
        ))
        .await
        .unwrap()
        .unwrap()
        .try_get_by_index(0)
        .unwrap();
    assert!(
        body.contains(
            "- mailer / email / Your account is locked: sign in at phish[.]example: 12 visitors (0)"
        ),
        "{body}"
    );
    assert!(body.contains("- (other): 6 visitors (0)"), "{body}");
    for raw in [
        "http://phish",
        "phish.example",
        "news.example",
        "@agency",
        "boss",
    ] {
        assert!(!body.contains(raw), "{raw} in {body}");
    }
}
