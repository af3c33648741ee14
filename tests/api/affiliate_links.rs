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
    let res = app.get(&format!("/admin/aff/{id}/clicks")).await;
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
        stranger.get(&format!("/admin/aff/{id}/clicks")).await,
        401,
        None,
    )
    .await;
    let old = app
        .get(&format!(
            "/admin/aff/{id}/clicks?from=2025-01-01&to=2025-01-31"
        ))
        .await;
    assert_eq!(old.status(), 200);
    let old: Value = old.json().await.unwrap();
    assert_eq!(old["human"], 0);
    assert_eq!(old["byDay"], json!([]));
    assert_error(
        app.get(&format!("/admin/aff/{id}/clicks?from=yesterday"))
            .await,
        422,
        Some("from"),
    )
    .await;
    assert_error(app.get("/admin/aff/999999/clicks").await, 404, None).await;
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
                "price": 2899, "originalPrice": 4195
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
