//! Visits counted by the server, with no script and no cookie that names
//! anyone: page views by path and the visit's source, visitors once a day
//! by a salted hash, crawlers, link previews and probes apart as bots, and
//! taps on the call and WhatsApp buttons (and people's affiliate clicks) as
//! conversions of their visit. The counts are written in batches every
//! 2 s, so each test polls the database until they arrive.
use std::time::{Duration, Instant};

use reqwest::header::{REFERER, USER_AGENT};
use sea_orm::{ConnectionTrait, Database, DatabaseConnection, Statement};
use serde_json::json;

use crate::helpers::{spawn_app, spawn_app_with, TestApp};

const CHROME: &str = "Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 \
                      (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const FIREFOX: &str =
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";

/// The flush period and then some: a count written at all is written by
/// then.
const PATIENCE: Duration = Duration::from_secs(10);

async fn db(app: &TestApp) -> DatabaseConnection {
    Database::connect(&app.config.database_url)
        .await
        .expect("connect to the test database")
}

/// The one number `sql` answers (as `n`).
async fn number(db: &DatabaseConnection, sql: &str) -> i64 {
    db.query_one(Statement::from_string(
        db.get_database_backend(),
        sql.to_owned(),
    ))
    .await
    .unwrap()
    .unwrap()
    .try_get::<i64>("", "n")
    .unwrap()
}

/// The rows `sql` answers, each as its columns' text joined by `|`.
async fn rows(db: &DatabaseConnection, sql: &str, columns: &[&str]) -> Vec<String> {
    let mut out: Vec<String> = db
        .query_all(Statement::from_string(
            db.get_database_backend(),
            sql.to_owned(),
        ))
        .await
        .unwrap()
        .iter()
        .map(|r| {
            columns
                .iter()
                .map(|c| {
                    r.try_get::<String>("", c)
                        .or_else(|_| r.try_get::<i64>("", c).map(|n| n.to_string()))
                        .unwrap()
                })
                .collect::<Vec<_>>()
                .join("|")
        })
        .collect();
    out.sort();
    out
}

/// Polls until `sql` answers `n`, and fails after `PATIENCE`.
async fn until(db: &DatabaseConnection, sql: &str, n: i64) {
    let deadline = Instant::now() + PATIENCE;
    loop {
        let now = number(db, sql).await;
        if now == n {
            return;
        }
        assert!(Instant::now() < deadline, "{sql}: {now}, expected {n}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

const HUMAN_VIEWS: &str =
    "SELECT CAST(COALESCE(SUM(views), 0) AS BIGINT) AS n FROM page_views WHERE kind = 'human'";
const BOT_VIEWS: &str =
    "SELECT CAST(COALESCE(SUM(views), 0) AS BIGINT) AS n FROM page_views WHERE kind = 'bot'";
const VISITORS: &str = "SELECT CAST(COALESCE(SUM(visitors), 0) AS BIGINT) AS n FROM visitor_counts";
const HASHES: &str = "SELECT CAST(COUNT(*) AS BIGINT) AS n FROM visitor_days";
const CONVERSIONS: &str = "SELECT CAST(COALESCE(SUM(count), 0) AS BIGINT) AS n FROM conversions";

/// A page read by `visitor` with `user_agent`, coming from `referer`.
async fn read(
    visitor: &TestApp,
    path: &str,
    user_agent: &str,
    referer: Option<&str>,
) -> reqwest::Response {
    let mut req = visitor
        .client
        .get(visitor.url(path))
        .header(USER_AGENT, user_agent);
    if let Some(r) = referer {
        req = req.header(REFERER, r);
    }
    req.send().await.expect("GET")
}

#[tokio::test]
async fn a_person_counts_a_view_of_every_page_and_one_visitor_a_day_however_many_pages() {
    // Arrange
    let app = spawn_app().await;
    let db = db(&app).await;
    let reader = app.clone_handle();
    let other = app.clone_handle();

    // Act: one person reads four pages (one twice, the second time from
    // the page cache), linked from one another; another reads one.
    let mut from = None;
    for path in ["/", "/about", "/contacts", "/about"] {
        let res = read(&reader, path, CHROME, from.as_deref()).await;
        assert_eq!(res.status(), 200, "{path}");
        from = Some(app.url(path));
    }
    assert_eq!(read(&other, "/about", FIREFOX, None).await.status(), 200);

    // Assert
    until(&db, HUMAN_VIEWS, 5).await;
    until(&db, VISITORS, 2).await;
    let views = rows(
        &db,
        "SELECT path, source, medium, referrer, views FROM page_views WHERE kind = 'human'",
        &["path", "source", "medium", "referrer", "views"],
    )
    .await;
    assert_eq!(
        views,
        ["/about|direct|||3", "/contacts|direct|||1", "/|direct|||1"],
        "our own pages are no referrer"
    );
    let visitors = rows(
        &db,
        "SELECT landing_path, source, visitors FROM visitor_counts",
        &["landing_path", "source", "visitors"],
    )
    .await;
    assert_eq!(
        visitors,
        ["/about|direct|1", "/|direct|1"],
        "each by their first page"
    );
    assert_eq!(number(&db, HASHES).await, 2);
    let hash = rows(
        &db,
        "SELECT CAST(visitor AS VARCHAR(20)) AS visitor FROM visitor_days",
        &["visitor"],
    )
    .await;
    assert!(
        hash.iter().all(|h| h.parse::<i64>().is_ok()),
        "a number from the hash, never the address: {hash:?}"
    );
    assert_eq!(number(&db, BOT_VIEWS).await, 0);
}

#[tokio::test]
async fn crawlers_and_link_previews_count_as_bots_and_never_as_visitors() {
    // Arrange
    let app = spawn_app().await;
    let db = db(&app).await;

    // Act: a search engine's crawler and the previews WhatsApp and
    // Facebook fetch for a shared link; then a person, so that the counts
    // of one flush are known to have arrived.
    for agent in [
        "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
        "WhatsApp/2.24.24.76 A",
        "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
        "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
    ] {
        let res = read(&app, "/amazon/advertising", agent, None).await;
        assert_eq!(res.status(), 200, "{agent}");
    }
    read(&app, "/about", CHROME, None).await;

    // Assert
    until(&db, BOT_VIEWS, 4).await;
    until(&db, VISITORS, 1).await;
    let bots = rows(
        &db,
        "SELECT path, views FROM page_views WHERE kind = 'bot'",
        &["path", "views"],
    )
    .await;
    assert_eq!(bots, ["/amazon/advertising|4"]);
    let humans = rows(
        &db,
        "SELECT path FROM page_views WHERE kind = 'human'",
        &["path"],
    )
    .await;
    assert_eq!(humans, ["/about"]);
    assert_eq!(number(&db, HASHES).await, 1, "only the person's hash");
}

#[tokio::test]
async fn a_probe_of_an_address_we_never_had_counts_as_a_bot_under_one_path() {
    // Arrange
    let app = spawn_app().await;
    let db = db(&app).await;

    // Act: the usual probes, with a browser's user agent and a referrer.
    for path in ["/wp-login.php", "/.env", "/xmlrpc.php", "/wp-login.php"] {
        let res = read(&app, path, CHROME, Some("https://spam.example/")).await;
        assert_eq!(res.status(), 404, "{path}");
    }

    // Assert: one row, none named after a probe; no visitor.
    until(&db, BOT_VIEWS, 4).await;
    let all = rows(
        &db,
        "SELECT kind, path, source, referrer, views FROM page_views",
        &["kind", "path", "source", "referrer", "views"],
    )
    .await;
    assert_eq!(all, ["bot|(not found)|direct||4"]);
    assert_eq!(number(&db, HASHES).await, 0);
    assert_eq!(number(&db, VISITORS).await, 0);
}

#[tokio::test]
async fn a_visit_s_source_is_its_own_tags_or_referrer_else_its_trail_s_last_touch_else_direct() {
    // Arrange
    let app = spawn_app().await;
    let db = db(&app).await;
    let (ad, search, typed) = (app.clone_handle(), app.clone_handle(), app.clone_handle());
    let ad_ua = format!("{CHROME} ad");
    let search_ua = format!("{CHROME} search");

    // Act: one lands from a tagged advert and reads on (the trail cookie
    // carries the advert); one from a Google search; one types the address.
    let landing = "/amazon/advertising?utm_source=google&utm_medium=cpc&utm_campaign=diwali-2026";
    assert_eq!(read(&ad, landing, &ad_ua, None).await.status(), 200);
    let from = app.url("/amazon/advertising");
    assert_eq!(read(&ad, "/about", &ad_ua, Some(&from)).await.status(), 200);
    let google = Some("https://www.google.co.in/");
    assert_eq!(
        read(&search, "/about", &search_ua, google).await.status(),
        200
    );
    assert_eq!(read(&typed, "/about", FIREFOX, None).await.status(), 200);

    // Assert
    until(&db, HUMAN_VIEWS, 4).await;
    until(&db, VISITORS, 3).await;
    let views = rows(
        &db,
        "SELECT path, source, medium, campaign, referrer, views FROM page_views",
        &["path", "source", "medium", "campaign", "referrer", "views"],
    )
    .await;
    assert_eq!(
        views,
        [
            "/about|direct||||1",
            "/about|google|cpc|diwali-2026||1",
            "/about|google|organic||www.google.co.in|1",
            "/amazon/advertising|google|cpc|diwali-2026||1",
        ]
    );
    let visitors = rows(
        &db,
        "SELECT landing_path, source, medium, campaign, visitors FROM visitor_counts",
        &["landing_path", "source", "medium", "campaign", "visitors"],
    )
    .await;
    assert_eq!(
        visitors,
        [
            "/about|direct|||1",
            "/about|google|organic||1",
            "/amazon/advertising|google|cpc|diwali-2026|1",
        ]
    );
}

/// Reports a tap the way a browser's `ping` does, from `page`.
async fn tap(visitor: &TestApp, kind: &str, page: &str, site: &str) -> reqwest::Response {
    visitor
        .client
        .post(visitor.url(&format!("/tap/{kind}")))
        .header(USER_AGENT, CHROME)
        .header("content-type", "text/ping")
        .header("ping-from", visitor.url(page))
        .header("ping-to", "tel:+919876543210")
        .header("sec-fetch-site", site)
        .body("PING")
        .send()
        .await
        .expect("POST the ping")
}

#[tokio::test]
async fn a_tap_on_the_call_or_whatsapp_button_counts_a_conversion_of_the_visit() {
    // Arrange: the buttons carry the ping; a visitor lands from a Facebook
    // advert on the contacts page.
    let app = spawn_app().await;
    let db = db(&app).await;
    let contacts = read(&app, "/contacts", CHROME, None)
        .await
        .text()
        .await
        .unwrap();
    // The standard allows only absolute http(s) URLs in a `ping`.
    let base = app.config.site.base();
    assert!(
        contacts.contains(&format!(
            r#"ping="{base}/tap/call" href="tel:+919876543210""#
        )),
        "the call button pings"
    );
    assert!(
        contacts.contains(&format!(
            r#"ping="{base}/tap/whatsapp" href="https://wa.me/919876543210""#
        )),
        "the WhatsApp button pings"
    );
    let visitor = app.clone_handle();
    let landed = read(&visitor, "/contacts?fbclid=IwAR2diwali", CHROME, None).await;
    assert_eq!(landed.status(), 200);

    // Act: taps on both buttons, and one ping sent from another site.
    assert_eq!(
        tap(&visitor, "call", "/contacts", "same-origin")
            .await
            .status(),
        204
    );
    assert_eq!(
        tap(&visitor, "whatsapp", "/contacts", "same-origin")
            .await
            .status(),
        204
    );
    assert_eq!(
        tap(&visitor, "call", "/contacts", "cross-site")
            .await
            .status(),
        204
    );
    // A page this server never answered is not named.
    assert_eq!(
        tap(&app, "call", "/made-up-page", "same-origin")
            .await
            .status(),
        204
    );

    // Assert
    until(&db, CONVERSIONS, 3).await;
    let conversions = rows(
        &db,
        "SELECT kind, source, medium, campaign, path, count FROM conversions",
        &["kind", "source", "medium", "campaign", "path", "count"],
    )
    .await;
    assert_eq!(
        conversions,
        [
            "call|direct||||1",
            "call|facebook|paid-social||/contacts|1",
            "whatsapp|facebook|paid-social||/contacts|1",
        ]
    );
}

#[tokio::test]
async fn a_person_s_affiliate_click_counts_a_conversion_of_the_visit_and_a_crawler_s_does_not() {
    // Arrange: a product, and a visitor who came by a Google advert.
    let app = spawn_app().await;
    let db = db(&app).await;
    let admin = app.clone_handle();
    admin.login_as_admin().await;
    let created: serde_json::Value = admin
        .post_json(
            "/admin/products",
            &json!({"title": "Prestige Iris Mixer Grinder", "price": 3299,
                    "affiliateLink": "https://www.amazon.in/dp/B0IRIS"}),
        )
        .await
        .json()
        .await
        .unwrap();
    let id = created["id"].as_i64().expect("the product's id");
    let visitor = app.clone_handle();
    let landing = "/affiliate?utm_source=google&utm_medium=cpc&utm_campaign=kitchen";
    assert_eq!(read(&visitor, landing, CHROME, None).await.status(), 200);

    // Act: the person clicks twice (one click a day counts), a crawler once.
    let go = format!("/go/{id}?from=list:/affiliate");
    let from = Some(app.url("/affiliate"));
    for agent in [CHROME, CHROME, "Mozilla/5.0 (compatible; Googlebot/2.1)"] {
        let res = read(&visitor, &go, agent, from.as_deref()).await;
        assert_eq!(res.status(), 302, "{agent}");
    }

    // Assert
    until(&db, CONVERSIONS, 1).await;
    let conversions = rows(
        &db,
        "SELECT kind, source, medium, campaign, path, count FROM conversions",
        &["kind", "source", "medium", "campaign", "path", "count"],
    )
    .await;
    assert_eq!(conversions, ["affiliate|google|cpc|kitchen|/affiliate|1"]);
}

#[tokio::test]
async fn with_analytics_off_nothing_is_counted() {
    // Arrange
    let app = spawn_app_with(|c| c.analytics = false).await;
    let db = db(&app).await;

    // Act: pages, a probe, a crawler and a tap.
    read(&app, "/", CHROME, Some("https://www.google.com/")).await;
    read(&app, "/about", CHROME, None).await;
    read(&app, "/about", "Googlebot/2.1", None).await;
    read(&app, "/wp-login.php", CHROME, None).await;
    assert_eq!(
        tap(&app, "call", "/about", "same-origin").await.status(),
        204
    );

    // Assert: still nothing once a flush period has passed.
    tokio::time::sleep(
        vanijya::services::counting::visits::FLUSH_EVERY + Duration::from_millis(500),
    )
    .await;
    for table in [
        "page_views",
        "visitor_days",
        "visitor_counts",
        "conversions",
    ] {
        let n = number(
            &db,
            &format!("SELECT CAST(COUNT(*) AS BIGINT) AS n FROM {table}"),
        )
        .await;
        assert_eq!(n, 0, "{table}");
    }
}

/// Stops a server process as its service manager would, and waits for it.
async fn stop(server: &mut crate::helpers::ServerProcess) {
    // SAFETY: sends a signal to the child this test started.
    assert_eq!(
        unsafe { libc::kill(server.child.id() as i32, libc::SIGTERM) },
        0
    );
    let deadline = Instant::now() + PATIENCE;
    loop {
        if let Some(status) = server.child.try_wait().unwrap() {
            assert!(status.success(), "exit status {status}");
            return;
        }
        assert!(Instant::now() < deadline, "the process did not exit");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[tokio::test]
async fn two_servers_on_one_database_count_a_visitor_once() {
    use crate::helpers::{fresh_database, ServerProcess};
    // Arrange: two instances of the binary behind one (imagined) load
    // balancer.
    let (url, _dir) = fresh_database().await;
    let mut first = ServerProcess::start(&url, &[]).await;
    let mut second = ServerProcess::start(&url, &[]).await;
    let browser = crate::helpers::browser_client();

    // Act: one person's pages land on both, in turn; another person's on
    // the second only. Both are stopped, which writes what they hold.
    for (n, base) in [&first.base, &second.base, &first.base, &second.base]
        .into_iter()
        .enumerate()
    {
        let page = ["/", "/about", "/contacts", "/flipkart"][n];
        let res = browser
            .get(format!("{base}{page}"))
            .header(USER_AGENT, CHROME)
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 200, "{page}");
    }
    let res = browser
        .get(format!("{}/about", second.base))
        .header(USER_AGENT, FIREFOX)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    stop(&mut first).await;
    stop(&mut second).await;

    // Assert
    let db = Database::connect(&url).await.unwrap();
    assert_eq!(number(&db, HUMAN_VIEWS).await, 5);
    assert_eq!(number(&db, HASHES).await, 2);
    assert_eq!(
        number(&db, VISITORS).await,
        2,
        "one visitor once on two servers"
    );
    let landings = rows(
        &db,
        "SELECT landing_path, visitors FROM visitor_counts",
        &["landing_path", "visitors"],
    )
    .await;
    assert!(
        landings == ["/about|1", "/|1"] || landings == ["/about|2"],
        "each visitor by the first page an instance saw: {landings:?}"
    );
}
