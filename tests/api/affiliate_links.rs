//! Affiliate links that earn: `/go/{id}` redirects with our marketplace
//! tags, never cached or indexed; clean click counts (people once a day,
//! crawlers and link previews apart) and where they show.
use reqwest::Response;
use serde_json::{json, Value};

use crate::helpers::{assert_error, assert_keys, spawn_app_with, TestApp};

const CHROME: &str = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 \
     (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";
const WHATSAPP: &str = "WhatsApp/2.24.21.80 A";
const GOOGLEBOT: &str = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

async fn tagged_app() -> TestApp {
    spawn_app_with(|c| {
        c.affiliate.amazon_associate_tag = "vanijya-21".into();
        c.affiliate.flipkart_affiliate_id = "vanijyafk".into();
    })
    .await
}

async fn product(app: &TestApp, link: &str, active: bool) -> i64 {
    let res = app
        .post_json(
            "/admin/aff",
            &json!({
                "title": "Prestige Iris 750 W Mixer Grinder",
                "affiliateLink": link,
                "brand": "Prestige", "category": "Kitchen", "platform": "Amazon",
                "price": 2899, "originalPrice": 4195, "active": active
            }),
        )
        .await;
    assert_eq!(res.status(), 201, "create product");
    res.json::<Value>().await.unwrap()["id"].as_i64().unwrap()
}

/// A click as `user_agent` (none: no header at all) from a fresh client.
async fn click(app: &TestApp, path: &str, user_agent: Option<&str>) -> Response {
    let client = crate::helpers::browser_client();
    let mut req = client.get(app.url(path));
    if let Some(ua) = user_agent {
        req = req.header("user-agent", ua);
    }
    req.send().await.expect("GET /go/")
}

async fn clicks(app: &TestApp, id: i64) -> Value {
    let res = app.get(&format!("/admin/products/{id}/clicks")).await;
    assert_eq!(res.status(), 200, "clicks of {id}");
    res.json().await.unwrap()
}

fn header<'a>(res: &'a Response, name: &str) -> &'a str {
    res.headers()
        .get(name)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
}

#[tokio::test]
async fn a_click_is_sent_on_with_our_amazon_tag_instead_of_a_pasted_one() {
    let app = tagged_app().await;
    app.login_as_admin().await;
    let id = product(
        &app,
        "https://www.amazon.in/dp/B0CXYZ1234?tag=someone-21&psc=1",
        true,
    )
    .await;

    let res = click(
        &app,
        &format!("/go/{id}?from=detail:/affiliate/{id}"),
        Some(CHROME),
    )
    .await;

    assert_eq!(res.status(), 302);
    let location = header(&res, "location");
    assert_eq!(
        location,
        "https://www.amazon.in/dp/B0CXYZ1234?psc=1&tag=vanijya-21"
    );
    assert!(!location.contains("someone-21") && !location.contains("from"));
    assert_eq!(header(&res, "x-robots-tag"), "noindex, nofollow");
    assert_eq!(header(&res, "cache-control"), "no-store");
}

#[tokio::test]
async fn flipkart_links_carry_our_affid_and_short_links_go_as_they_are() {
    let app = tagged_app().await;
    app.login_as_admin().await;
    let flipkart = product(
        &app,
        "https://www.flipkart.com/p/itm42?pid=MIX&affid=other",
        true,
    )
    .await;
    let short = product(&app, "https://amzn.to/3xShort", true).await;

    let f = click(
        &app,
        &format!("/go/{flipkart}?from=list:/affiliate"),
        Some(CHROME),
    )
    .await;
    let s = click(&app, &format!("/go/{short}"), Some(CHROME)).await;

    assert_eq!(
        header(&f, "location"),
        "https://www.flipkart.com/p/itm42?pid=MIX&affid=vanijyafk"
    );
    assert_eq!(header(&s, "location"), "https://amzn.to/3xShort");
}

#[tokio::test]
async fn an_inactive_unknown_or_malformed_product_is_a_404_page_not_a_redirect() {
    let app = tagged_app().await;
    app.login_as_admin().await;
    let inactive = product(&app, "https://www.amazon.in/dp/B0INACTIVE", false).await;

    for path in [
        format!("/go/{inactive}"),
        "/go/999999".to_owned(),
        "/go/abc".to_owned(),
        "/go/0".to_owned(),
    ] {
        let res = click(&app, &path, Some(CHROME)).await;
        assert_eq!(res.status(), 404, "{path}");
        assert!(res.headers().get("location").is_none(), "{path}");
        assert_eq!(header(&res, "cache-control"), "no-store", "{path}");
        assert_eq!(header(&res, "x-robots-tag"), "noindex, nofollow", "{path}");
        assert!(
            header(&res, "content-type").starts_with("text/html"),
            "{path}"
        );
    }
    // Still a 404 a second time: the page cache kept nothing.
    let again = click(&app, &format!("/go/{inactive}"), Some(CHROME)).await;
    assert_eq!(again.status(), 404);
    assert_eq!(clicks(&app, inactive).await["human"], 0);
}

#[tokio::test]
async fn robots_txt_keeps_crawlers_off_the_redirects() {
    let app = tagged_app().await;

    let body = app.get("/robots.txt").await.text().await.unwrap();

    assert!(body.lines().any(|l| l == "Disallow: /go/"), "{body}");
}

#[tokio::test]
async fn a_person_counts_once_a_day_and_previews_and_crawlers_apart() {
    let app = tagged_app().await;
    app.login_as_admin().await;
    let id = product(&app, "https://www.amazon.in/dp/B0COUNTED", true).await;
    let go = |from: &str| format!("/go/{id}?from={from}");

    // The same visitor twice (same address, same browser), from two pages.
    for from in ["list:/affiliate", &format!("detail:/affiliate/{id}")] {
        assert_eq!(click(&app, &go(from), Some(CHROME)).await.status(), 302);
    }
    // Another browser on the same address is another visitor.
    let firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0";
    click(&app, &go("list:/affiliate"), Some(firefox)).await;
    // A chat app's preview, a crawler, a script without a user agent.
    click(
        &app,
        &go("article:/insights/marketplace-photos"),
        Some(WHATSAPP),
    )
    .await;
    click(&app, &go("list:/affiliate"), Some(GOOGLEBOT)).await;
    click(&app, &go("list:/affiliate"), None).await;

    let c = clicks(&app, id).await;
    assert_keys(&c, &["human", "bots", "previews", "byDay", "byPage"]);
    assert_eq!(c["human"], 2, "{c}");
    assert_eq!(c["previews"], 1, "{c}");
    assert_eq!(c["bots"], 2, "{c}");
    let today = chrono::Utc::now()
        .with_timezone(&chrono::FixedOffset::east_opt(19_800).unwrap())
        .format("%Y-%m-%d")
        .to_string();
    assert_eq!(c["byDay"], json!([{"day": today, "human": 2}]));
    assert_eq!(
        c["byPage"],
        json!([{"path": "/affiliate", "place": "list", "human": 2}]),
        "the first click of the day names the page"
    );
}

#[tokio::test]
async fn the_click_counts_are_for_administrators_and_read_dates_as_india_days() {
    let app = tagged_app().await;
    app.login_as_admin().await;
    let id = product(&app, "https://www.amazon.in/dp/B0DATES", true).await;
    click(
        &app,
        &format!("/go/{id}?from=list:/affiliate"),
        Some(CHROME),
    )
    .await;

    let stranger = app.clone_handle();
    assert_error(
        stranger.get(&format!("/admin/products/{id}/clicks")).await,
        401,
        None,
    )
    .await;
    let old = app
        .get(&format!(
            "/admin/products/{id}/clicks?from=2025-01-01&to=2025-01-31"
        ))
        .await;
    assert_eq!(old.status(), 200);
    let old: Value = old.json().await.unwrap();
    assert_eq!(old["human"], 0);
    assert_eq!(old["byDay"], json!([]));
    assert_error(
        app.get(&format!("/admin/products/{id}/clicks?from=yesterday"))
            .await,
        422,
        Some("from"),
    )
    .await;
    assert_error(app.get("/admin/products/999999/clicks").await, 404, None).await;
}

#[tokio::test]
async fn the_administrators_product_list_shows_each_products_human_clicks_of_30_days() {
    let app = tagged_app().await;
    app.login_as_admin().await;
    let clicked = product(&app, "https://www.amazon.in/dp/B0CLICKED", true).await;
    let quiet = product(&app, "https://www.amazon.in/dp/B0QUIET", true).await;
    click(
        &app,
        &format!("/go/{clicked}?from=list:/affiliate"),
        Some(CHROME),
    )
    .await;
    click(
        &app,
        &format!("/go/{clicked}?from=list:/affiliate"),
        Some(WHATSAPP),
    )
    .await;

    let res = app.get("/admin/products").await;
    assert_eq!(res.status(), 200);
    let page: Value = res.json().await.unwrap();
    let of = |id: i64| {
        page["items"]
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["id"] == id)
            .cloned()
            .unwrap()
    };

    assert_eq!(of(clicked)["clicks30d"], 1);
    assert_eq!(of(quiet)["clicks30d"], 0);
    // The original client's calls keep their shape.
    let all: Value = app.get("/admin/aff/all").await.json().await.unwrap();
    assert!(all[0].get("clicks30d").is_none(), "{all}");
}

#[tokio::test]
async fn the_product_page_and_list_send_buy_now_through_the_redirect() {
    let app = tagged_app().await;
    app.login_as_admin().await;
    let id = product(
        &app,
        "https://www.amazon.in/dp/B0PAGES?tag=someone-21",
        true,
    )
    .await;
    let visitor = app.clone_handle();

    let detail = visitor
        .get(&format!("/affiliate/{id}"))
        .await
        .text()
        .await
        .unwrap();
    let list = visitor.get("/affiliate").await.text().await.unwrap();

    let rel = r#"target="_blank" rel="sponsored nofollow noopener noreferrer""#;
    assert!(
        detail.contains(&format!(
            r#"href="/go/{id}?from=detail%3A%2Faffiliate%2F{id}" {rel}"#
        )),
        "{detail}"
    );
    assert!(
        list.contains(&format!(
            r#"href="/go/{id}?from=list%3A%2Faffiliate" {rel}"#
        )),
        "{list}"
    );
    assert!(
        !detail.contains(r#"href="https://www.amazon.in"#),
        "{detail}"
    );
}

const AMAZON_SENTENCE: &str = "As an Amazon Associate I earn from qualifying purchases.";

/// "27 November 2026": today in India, as the pages write a day.
fn india_day_today() -> String {
    let india = chrono::FixedOffset::east_opt(5 * 3600 + 1800).unwrap();
    chrono::Utc::now()
        .with_timezone(&india)
        .format("%-d %B %Y")
        .to_string()
}

#[tokio::test]
async fn the_product_page_tells_search_engines_the_product_its_offer_and_our_review() {
    let app = tagged_app().await;
    app.login_as_admin().await;
    let res = app
        .post_json(
            "/admin/aff",
            &json!({
                "title": "Prestige Iris 750 W Mixer Grinder",
                "description": "Build::Sturdy steel jars with a locking lid.|||Motor::750 W and quiet for its power.",
                "imageUrls": ["https://img.example/iris.jpg", "https://img.example/jar.jpg"],
                "affiliateLink": "https://www.amazon.in/dp/B0IRIS",
                "brand": "Prestige", "category": "Kitchen", "platform": "Amazon",
                "price": 2899, "originalPrice": 4195, "rating": 4
            }),
        )
        .await;
    let id = res.json::<Value>().await.unwrap()["id"].as_i64().unwrap();

    let html = app
        .clone_handle()
        .get(&format!("/affiliate/{id}"))
        .await
        .text()
        .await
        .unwrap();

    let docs = crate::pages_leads::json_ld(&html);
    let product = docs
        .iter()
        .find(|d| d["@type"] == "Product")
        .expect("a Product JSON-LD");
    // Google's product snippet: name, and an offer with price, currency
    // and availability; recommended: image, brand, description, review.
    assert_eq!(product["name"], "Prestige Iris 750 W Mixer Grinder");
    assert_eq!(product["image"][0], "https://img.example/iris.jpg");
    assert_eq!(product["brand"]["name"], "Prestige");
    assert!(product["description"]
        .as_str()
        .unwrap()
        .contains("Sturdy steel jars"));
    let offer = &product["offers"];
    assert_eq!(offer["@type"], "Offer");
    assert_eq!(offer["price"], "2899.00");
    assert_eq!(offer["priceCurrency"], "INR");
    assert_eq!(offer["availability"], "https://schema.org/InStock");
    let url = offer["url"].as_str().unwrap();
    assert!(
        url.starts_with("http") && url.ends_with(&format!("/affiliate/{id}")),
        "{url}"
    );
    let review = &product["review"];
    assert_eq!(review["@type"], "Review");
    assert_eq!(review["author"]["@type"], "Organization");
    assert!(!review["author"]["name"].as_str().unwrap().is_empty());
    let body = review["reviewBody"].as_str().unwrap();
    assert!(
        body.contains("Sturdy steel jars") && body.contains("750 W and quiet"),
        "{body}"
    );
    assert_eq!(review["datePublished"].as_str().unwrap().len(), 10);
    // Google's review snippet: a review needs its rating, on the scale
    // it was given on.
    assert_eq!(
        review["reviewRating"],
        json!({"@type": "Rating", "ratingValue": 4, "bestRating": 5, "worstRating": 1})
    );
    assert_valid_product_json_ld(product);
    // The price says when it was true; Amazon's sentence is in the
    // disclosure, on the page and in the island's props.
    let as_of = format!("Price as of {}", india_day_today());
    assert!(html.contains(&as_of), "{as_of} in the page");
    assert_eq!(html.matches(AMAZON_SENTENCE).count(), 2, "page and props");
    let list = app
        .clone_handle()
        .get("/affiliate")
        .await
        .text()
        .await
        .unwrap();
    assert!(list.contains(AMAZON_SENTENCE), "the list names Amazon");
    assert!(list.contains(&as_of), "each card dates its price");
}

#[tokio::test]
async fn amazons_sentence_only_where_an_amazon_product_is() {
    let app = tagged_app().await;
    app.login_as_admin().await;
    let res = app
        .post_json(
            "/admin/aff",
            &json!({"title": "Bajaj Rex 500 W", "affiliateLink": "https://www.flipkart.com/p/itm1",
                    "platform": "Flipkart", "price": 1999}),
        )
        .await;
    let id = res.json::<Value>().await.unwrap()["id"].as_i64().unwrap();
    let visitor = app.clone_handle();

    let detail = visitor
        .get(&format!("/affiliate/{id}"))
        .await
        .text()
        .await
        .unwrap();
    let list = visitor.get("/affiliate").await.text().await.unwrap();

    assert!(!detail.contains(AMAZON_SENTENCE));
    assert!(!list.contains(AMAZON_SENTENCE));
    assert!(detail.contains("Disclosure: this page contains affiliate links."));
    let product = crate::pages_leads::json_ld(&detail)
        .into_iter()
        .find(|d| d["@type"] == "Product")
        .unwrap();
    assert!(
        product.get("review").is_none(),
        "no review blocks, no review"
    );
}

#[tokio::test]
async fn a_head_request_never_follows_the_redirect_so_it_counts_as_a_bot() {
    let app = tagged_app().await;
    app.login_as_admin().await;
    let id = product(&app, "https://www.amazon.in/dp/B0HEAD", true).await;

    let res = crate::helpers::browser_client()
        .head(app.url(&format!("/go/{id}")))
        .header("user-agent", CHROME)
        .send()
        .await
        .unwrap();

    assert_eq!(res.status(), 302);
    let c = clicks(&app, id).await;
    assert_eq!(
        (c["human"].clone(), c["bots"].clone()),
        (json!(0), json!(1)),
        "{c}"
    );
}

#[tokio::test]
async fn clicks_counted_in_memory_still_count_a_visitor_once_a_day_after_each_write_and_on_every_instance(
) {
    // Arrange: one product, a second instance on the same database.
    let app = tagged_app().await;
    app.login_as_admin().await;
    let id = product(&app, "https://www.amazon.in/dp/B0BATCHED", true).await;
    let other = app.another_instance().await;
    let go = format!("/go/{id}?from=list:/affiliate");

    // Act: the same visitor three times; the counts are read (which writes
    // this instance's batch); then the same visitor again, on both
    // instances, after that write.
    for _ in 0..3 {
        assert_eq!(click(&app, &go, Some(CHROME)).await.status(), 302);
    }
    let first = clicks(&app, id).await;
    for instance in [&app, &other, &app] {
        assert_eq!(click(instance, &go, Some(CHROME)).await.status(), 302);
    }
    let firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0";
    click(&other, &go, Some(firefox)).await;
    let on_other = other.with_client(app.client.clone());
    let from_other = clicks(&on_other, id).await;
    let again = clicks(&app, id).await;

    // Assert
    assert_eq!(first["human"], 1, "{first}");
    assert_eq!(
        from_other["human"], 2,
        "one visitor once, across writes and instances; another browser apart: {from_other}"
    );
    assert_eq!(again["human"], 2, "{again}");
    assert_eq!(
        again["byPage"],
        json!([{"path": "/affiliate", "place": "list", "human": 2}])
    );
}

#[tokio::test]
async fn a_product_deactivated_or_deleted_stops_redirecting_at_once_and_on_every_instance() {
    // Arrange: two active products, each clicked once on two instances
    // (so both instances hold the links in memory).
    let app = tagged_app().await;
    app.login_as_admin().await;
    let paused = product(&app, "https://www.amazon.in/dp/B0PAUSED", true).await;
    let gone = product(&app, "https://www.amazon.in/dp/B0GONE", true).await;
    let other = app.another_instance().await;
    for instance in [&app, &other] {
        for id in [paused, gone] {
            let res = click(instance, &format!("/go/{id}"), Some(CHROME)).await;
            assert_eq!(res.status(), 302, "{id} redirects before");
        }
    }

    // Act: one deactivated, the other deleted, on the first instance.
    let res = app
        .patch_json(
            &format!("/admin/products/{paused}"),
            &json!({"active": false}),
        )
        .await;
    assert_eq!(res.status(), 200, "deactivate");
    let res = app.delete(&format!("/admin/products/{gone}")).await;
    assert!(res.status().is_success(), "delete: {}", res.status());

    // Assert: at once on the instance that took the writes, and on the
    // other within its poll of the content version.
    for id in [paused, gone] {
        let res = click(&app, &format!("/go/{id}"), Some(CHROME)).await;
        assert_eq!(res.status(), 404, "{id} on the instance that wrote");
        assert!(res.headers().get("location").is_none());
    }
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(5);
    for id in [paused, gone] {
        loop {
            let status = click(&other, &format!("/go/{id}"), Some(CHROME))
                .await
                .status();
            if status == 404 {
                break;
            }
            assert_eq!(status, 302);
            assert!(
                std::time::Instant::now() < deadline,
                "{id} still redirects on the other instance"
            );
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        }
    }
    // Reactivated, it redirects again at once.
    let res = app
        .patch_json(
            &format!("/admin/products/{paused}"),
            &json!({"active": true}),
        )
        .await;
    assert_eq!(res.status(), 200);
    let res = click(&app, &format!("/go/{paused}"), Some(CHROME)).await;
    assert_eq!(res.status(), 302);
    assert_eq!(
        header(&res, "location"),
        "https://www.amazon.in/dp/B0PAUSED?tag=vanijya-21"
    );
}

#[tokio::test]
async fn a_redirect_answered_from_memory_carries_the_security_headers() {
    let app = tagged_app().await;
    app.login_as_admin().await;
    let id = product(&app, "https://www.amazon.in/dp/B0HEADERS", true).await;
    // The first click of the day on an instance reads the day's salt; the
    // second is answered from memory alone.
    click(&app, &format!("/go/{id}"), Some(CHROME)).await;

    let res = click(
        &app,
        &format!("/go/{id}?from=list:/affiliate"),
        Some(CHROME),
    )
    .await;

    assert_eq!(res.status(), 302);
    assert_eq!(header(&res, "cache-control"), "no-store");
    assert_eq!(header(&res, "x-robots-tag"), "noindex, nofollow");
    assert_eq!(header(&res, "x-content-type-options"), "nosniff");
    assert_eq!(header(&res, "x-frame-options"), "DENY");
    assert!(!header(&res, "content-security-policy").is_empty());
    assert!(!header(&res, "x-request-id").is_empty());
}

#[tokio::test]
async fn clicks_held_in_memory_are_written_when_the_server_stops() {
    use crate::helpers::{fresh_database, ServerProcess};
    use sea_orm::{ConnectionTrait, Statement};
    // Arrange: the binary as a process, one product.
    let (url, _dir) = fresh_database().await;
    let server = ServerProcess::start(&url, &[]).await;
    let admin = crate::helpers::browser_client();
    server.sign_in_owner(&admin).await;
    let created = server
        .post_json(
            &admin,
            "/admin/products",
            &json!({"title": "Butterfly Jet Elite Mixer Grinder", "price": 3499,
                    "affiliateLink": "https://www.flipkart.com/p/itm-butterfly"}),
        )
        .await;
    let id = created["id"].as_i64().unwrap();

    // Act: twenty visitors click, and the server is told to stop at once.
    let browser = crate::helpers::browser_client();
    for n in 0..20 {
        let res = browser
            .get(format!("{}/go/{id}?from=list:/affiliate", server.base))
            .header("user-agent", format!("{CHROME} visitor/{n}"))
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 302);
    }
    let mut server = server;
    // SAFETY: sends a signal to the child this test started.
    assert_eq!(
        unsafe { libc::kill(server.child.id() as i32, libc::SIGTERM) },
        0
    );
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    let status = loop {
        if let Some(status) = server.child.try_wait().unwrap() {
            break status;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "the process did not exit"
        );
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    };

    // Assert: every click is in the database.
    assert!(status.success(), "exit status {status}");
    let db = sea_orm::Database::connect(&url).await.unwrap();
    let stored: i64 = db
        .query_one(Statement::from_string(
            db.get_database_backend(),
            format!("SELECT count(*) AS n FROM affiliate_clicks WHERE product_id = {id} AND kind = 'human'"),
        ))
        .await
        .unwrap()
        .unwrap()
        .try_get("", "n")
        .unwrap();
    assert_eq!(stored, 20);
}

/// Google's required properties of a product snippet (name; an offer with
/// price, currency and availability) and of its review snippet (an author
/// with a name, a rating within its scale), and schema.org's types.
fn assert_valid_product_json_ld(product: &Value) {
    assert_eq!(product["@context"], "https://schema.org");
    assert_eq!(product["@type"], "Product");
    assert!(!product["name"].as_str().unwrap_or_default().is_empty());
    let offer = &product["offers"];
    assert_eq!(offer["@type"], "Offer");
    let price = offer["price"].as_str().expect("the price as text");
    assert!(price.parse::<f64>().is_ok_and(|p| p > 0.0), "{price}");
    assert_eq!(offer["priceCurrency"], "INR");
    assert!(offer["availability"]
        .as_str()
        .unwrap_or_default()
        .starts_with("https://schema.org/"));
    if let Some(review) = product.get("review") {
        assert_eq!(review["@type"], "Review");
        assert!(!review["author"]["name"]
            .as_str()
            .unwrap_or_default()
            .is_empty());
        let rating = &review["reviewRating"];
        assert_eq!(rating["@type"], "Rating", "a review always has its rating");
        let value = rating["ratingValue"].as_i64().expect("a number of stars");
        let (worst, best) = (
            rating["worstRating"].as_i64(),
            rating["bestRating"].as_i64(),
        );
        assert!(worst.is_some_and(|w| w <= value) && best.is_some_and(|b| value <= b));
    }
}

#[tokio::test]
async fn a_rating_is_one_to_five_stars_and_a_product_without_one_has_no_review_in_its_json_ld() {
    // Arrange
    let app = tagged_app().await;
    app.login_as_admin().await;
    let body = json!({
        "title": "Milton Thermosteel Flip Lid Flask 1000 ml",
        "description": "Keeps chai hot::Still hot after a long day at the shop.",
        "affiliateLink": "https://www.amazon.in/dp/B0FLASK",
        "price": 899
    });

    // Act: refused ratings, then one without a rating, then one given and
    // taken away again.
    let mut refused = Vec::new();
    for bad in [json!(0), json!(6), json!(4.5), json!("five")] {
        let mut b = body.clone();
        b["rating"] = bad;
        refused.push(app.post_json("/admin/products", &b).await);
    }
    let unrated = app.post_json("/admin/products", &body).await;
    let unrated: Value = unrated.json().await.unwrap();
    let id = unrated["id"].as_i64().unwrap();
    let page = |app: &TestApp| {
        let app = app.clone_handle();
        async move {
            let html = app
                .get(&format!("/affiliate/{id}"))
                .await
                .text()
                .await
                .unwrap();
            crate::pages_leads::json_ld(&html)
                .into_iter()
                .find(|d| d["@type"] == "Product")
                .expect("a Product JSON-LD")
        }
    };
    let without = page(&app).await;
    let rated = app
        .patch_json(&format!("/admin/products/{id}"), &json!({"rating": "5"}))
        .await;
    let rated: Value = rated.json().await.unwrap();
    let with = page(&app).await;
    let removed = app
        .patch_json(&format!("/admin/products/{id}"), &json!({"rating": null}))
        .await;
    let removed: Value = removed.json().await.unwrap();
    let original: Value = app.get("/admin/aff/active").await.json().await.unwrap();

    // Assert
    for res in refused {
        let e = assert_error(res, 422, Some("rating")).await;
        assert_eq!(
            e["error"],
            "Rating must be a whole number of stars from 1 to 5."
        );
    }
    assert!(unrated.get("rating").is_none(), "{unrated}");
    assert!(
        without.get("review").is_none(),
        "no rating, no review: {without}"
    );
    assert!(without["description"]
        .as_str()
        .unwrap()
        .contains("Still hot"));
    assert_valid_product_json_ld(&without);
    assert_eq!(rated["rating"], 5);
    assert_eq!(with["review"]["reviewRating"]["ratingValue"], 5);
    assert_valid_product_json_ld(&with);
    assert!(removed.get("rating").is_none(), "{removed}");
    let listed = original
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["id"] == id)
        .unwrap();
    assert!(
        listed.get("rating").is_none(),
        "the original list as it was"
    );
}

#[tokio::test]
async fn the_product_calls_once_under_the_original_prefix_answer_as_aliases_marked_deprecated() {
    // Arrange
    let app = tagged_app().await;
    app.login_as_admin().await;
    let id = product(
        &app,
        "https://www.amazon.in/dp/B0ALIAS?tag=someone-21",
        true,
    )
    .await;
    click(&app, &format!("/go/{id}"), Some(CHROME)).await;
    let link = "/tag-check?link=https%3A%2F%2Fwww.amazon.in%2Fdp%2FB0X%3Ftag%3Dsomeone-21";

    for (path, earlier) in [
        (
            format!("/admin/products/{id}/clicks"),
            format!("/admin/aff/{id}/clicks"),
        ),
        (
            format!("/admin/products{link}"),
            format!("/admin/aff{link}"),
        ),
    ] {
        // Act
        let ours = app.get(&path).await;
        let alias = app.get(&earlier).await;

        // Assert
        assert_eq!(
            (ours.status().as_u16(), alias.status().as_u16()),
            (200, 200),
            "{path}"
        );
        assert_eq!(
            ours.json::<Value>().await.unwrap(),
            alias.json::<Value>().await.unwrap(),
            "{earlier} answers as {path}"
        );
    }
    // Never checked: both addresses refuse to acknowledge alike.
    assert_error(
        app.post_empty(&format!("/admin/products/{id}/acknowledge"))
            .await,
        409,
        None,
    )
    .await;
    assert_error(
        app.post_empty(&format!("/admin/aff/{id}/acknowledge"))
            .await,
        409,
        None,
    )
    .await;

    let doc: Value = app.get("/api/openapi.json").await.json().await.unwrap();
    for (method, path) in [
        ("get", "/admin/aff/{id}/clicks"),
        ("post", "/admin/aff/{id}/check"),
        ("post", "/admin/aff/{id}/acknowledge"),
        ("get", "/admin/aff/tag-check"),
    ] {
        assert_eq!(
            doc["paths"][path][method]["deprecated"], true,
            "{method} {path}"
        );
        let ours = path.replace("/admin/aff", "/admin/products");
        assert!(
            doc["paths"][&ours][method].is_object(),
            "{method} {ours} documented"
        );
        assert_ne!(
            doc["paths"][&ours][method]["deprecated"], true,
            "{method} {ours}"
        );
    }
}
