//! The lead and affiliate pages as a browser or crawler receives them:
//! /buseq, /careerpg, /affiliate (with its htmx fragment) and
//! /affiliate/{id}.
use reqwest::header::{CACHE_CONTROL, LOCATION, VARY};
use serde_json::{json, Value};

use crate::helpers::{spawn_app, TestApp};

async fn page(app: &TestApp, path: &str) -> String {
    let res = app.get(path).await;
    assert_eq!(res.status(), 200, "GET {path}");
    assert!(
        res.headers()["content-type"]
            .to_str()
            .unwrap()
            .starts_with("text/html"),
        "HTML from {path}"
    );
    res.text().await.unwrap()
}

/// GET with the header htmx sends on its swaps.
async fn htmx(app: &TestApp, path: &str) -> reqwest::Response {
    app.client
        .get(app.url(path))
        .header("HX-Request", "true")
        .send()
        .await
        .expect("GET")
}

/// The JSON inside `<script type="application/json" id="{id}">`.
fn props(html: &str, id: &str) -> Value {
    let open = format!(r#"<script type="application/json" id="{id}">"#);
    let start = html.find(&open).unwrap_or_else(|| panic!("no {id}")) + open.len();
    let end = start + html[start..].find("</script>").unwrap();
    serde_json::from_str(&html[start..end]).expect("props are JSON")
}

/// Every JSON-LD document of a page.
pub(crate) fn json_ld(html: &str) -> Vec<Value> {
    let open = r#"<script type="application/ld+json">"#;
    html.match_indices(open)
        .map(|(at, _)| {
            let start = at + open.len();
            let end = start + html[start..].find("</script>").unwrap();
            serde_json::from_str(&html[start..end]).expect("JSON-LD is JSON")
        })
        .collect()
}

fn count(html: &str, needle: &str) -> usize {
    html.matches(needle).count()
}

/// `text` as the templates escape it (askama writes `<>&"'` as numeric
/// character references).
fn esc(text: &str) -> String {
    text.replace('&', "&#38;")
        .replace('<', "&#60;")
        .replace('>', "&#62;")
        .replace('"', "&#34;")
        .replace('\'', "&#39;")
}

async fn create_product(app: &TestApp, body: Value) -> i64 {
    let res = app.post_json("/admin/aff", &body).await;
    assert_eq!(res.status(), 201, "create product {body}");
    res.json::<Value>().await.unwrap()["id"].as_i64().unwrap()
}

// ---------- /buseq ----------

#[tokio::test]
async fn buseq_offers_every_service_and_a_no_script_fallback() {
    let app = spawn_app().await;
    let html = page(&app, "/buseq").await;
    assert_eq!(count(&html, "<h1"), 1);
    assert!(html.contains("<h1>Request for a customised quote</h1>"));
    assert!(html.contains(r#"data-island="enquiry""#));

    let services: Value = app.get("/serviceent/list").await.json().await.unwrap();
    let expected: Vec<String> = services
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            format!(
                "{} - {}",
                s["serviceName"].as_str().unwrap(),
                s["subServiceName"].as_str().unwrap()
            )
        })
        .collect();
    assert!(!expected.is_empty(), "seeded services");
    let shown: Vec<String> = props(&html, "enquiry-props")["services"]
        .as_array()
        .expect("services in the props")
        .iter()
        .map(|s| {
            assert!(s["id"].is_i64(), "id in {s}");
            format!(
                "{} - {}",
                s["serviceName"].as_str().unwrap(),
                s["subServiceName"].as_str().unwrap()
            )
        })
        .collect();
    assert_eq!(shown, expected);

    // Without JavaScript the form itself works (see lead_forms.rs); the side
    // panel gives the phone, e-mail and hours.
    let site = &app.config.site;
    assert!(html.contains(r#"<form class="island-form" action="/buseq" method="post">"#));
    assert!(html.contains(&site.phone) && html.contains(&site.email));
    assert!(html.contains(&site.hours));
    assert!(html.contains(&format!(r#"href="mailto:{}""#, site.email)));
}

#[tokio::test]
async fn buseq_shows_a_service_added_by_an_administrator_at_once() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    let res = app
        .post_json(
            "/admin/createpost",
            &json!({"serviceName": "Meesho <Growth>", "subServiceName": "Catalogue & ads"}),
        )
        .await;
    assert_eq!(res.status(), 201);
    let res = app.get("/buseq").await;
    assert_eq!(res.headers()[CACHE_CONTROL], "no-cache");
    let html = res.text().await.unwrap();
    let services = props(&html, "enquiry-props")["services"].clone();
    assert!(
        services
            .as_array()
            .unwrap()
            .iter()
            .any(|s| s["serviceName"] == "Meesho <Growth>"
                && s["subServiceName"] == "Catalogue & ads")
    );
    // The props script cannot be closed or broken by the names.
    assert!(!html.contains("Meesho <Growth>"));
}

// ---------- /careerpg ----------

#[tokio::test]
async fn careers_lists_openings_by_department_and_drops_deleted_ones() {
    let app = spawn_app().await;
    let html = page(&app, "/careerpg").await;
    assert!(html.contains("<h1>Join Our Team</h1>"));
    assert!(html.contains("Current Openings"));
    assert!(html.contains("There are no open positions right now"));
    assert_eq!(props(&html, "careers-props"), json!({"positions": []}));

    app.login_as_admin().await;
    let (d_id, pos_id) = app
        .department_with_position("Marketplace Operations", "Account Manager")
        .await;
    let res = app
        .post_json(
            &format!("/admin/{d_id}/addpost"),
            &json!({"posName": "Ads Specialist", "numberOfPosts": 1}),
        )
        .await;
    assert_eq!(res.status(), 201);
    let res = app.get("/careerpg").await;
    assert_eq!(res.headers()[CACHE_CONTROL], "no-cache");
    let html = res.text().await.unwrap();
    assert!(html.contains("<h3>Marketplace Operations</h3>"));
    assert!(html.contains(r#"<a class="opening-name" href="/careers/account-manager">Account Manager</a> <span class="opening-count">2 Positions</span>"#));
    assert!(html.contains(r#"<a class="opening-name" href="/careers/ads-specialist">Ads Specialist</a> <span class="opening-count">1 Position</span>"#));
    assert!(!html.contains("There are no open positions right now"));
    let positions = props(&html, "careers-props")["positions"].clone();
    assert!(positions.as_array().unwrap().contains(
        &json!({"id": pos_id, "name": "Account Manager", "department": "Marketplace Operations"})
    ));

    let res = app
        .delete(&format!("/admin/departments/deletepos/{pos_id}"))
        .await;
    assert_eq!(res.status(), 204);
    let html = page(&app, "/careerpg").await;
    assert!(!html.contains("Account Manager"));
    assert!(html.contains("Ads Specialist"));
    assert_eq!(
        props(&html, "careers-props")["positions"]
            .as_array()
            .unwrap()
            .len(),
        1
    );
}

#[tokio::test]
async fn careers_escapes_names_and_hides_positions_with_no_posts() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    let (d_id, _) = app.department_with_position("R&D <Labs>", "Engineer").await;
    let res = app
        .post_json(
            &format!("/admin/{d_id}/addpost"),
            &json!({"posName": "Filled Role", "numberOfPosts": 0}),
        )
        .await;
    assert_eq!(res.status(), 201);
    let html = page(&app, "/careerpg").await;
    assert!(html.contains(&format!("<h3>{}</h3>", esc("R&D <Labs>"))));
    assert!(!html.contains("<Labs>"));
    assert!(!html.contains("Filled Role"));
}

// ---------- /affiliate ----------

#[tokio::test]
async fn affiliate_lists_only_active_products_with_prices_and_discounts() {
    let app = spawn_app().await;
    let empty = page(&app, "/affiliate").await;
    assert!(empty.contains("There are no featured products right now"));

    app.login_as_admin().await;
    let big = create_product(
        &app,
        json!({"title": "Steel Almirah", "price": 123456, "brand": "Godrej",
               "imageUrls": ["https://img.example.com/almirah.jpg"]}),
    )
    .await;
    let sale = create_product(
        &app,
        json!({"title": "Pressure Cooker", "price": 1299.5, "originalPrice": 1999}),
    )
    .await;
    create_product(
        &app,
        json!({"title": "Hidden Gadget", "price": 10, "active": false}),
    )
    .await;

    let res = app.get("/affiliate").await;
    assert_eq!(res.status(), 200);
    assert!(res.headers()[VARY].to_str().unwrap().contains("HX-Request"));
    assert_eq!(res.headers()[CACHE_CONTROL], "no-cache");
    let html = res.text().await.unwrap();
    assert!(html.contains("<html"));
    assert_eq!(count(&html, "<h1"), 1);
    assert_eq!(count(&html, r#"<li class="aff-card">"#), 2);
    assert!(html.contains("Steel Almirah") && html.contains("Pressure Cooker"));
    assert!(!html.contains("Hidden Gadget"));
    assert!(html.contains("₹1,23,456"));
    assert!(html.contains("₹1,299.50"));
    // (1999 − 1299.50) / 1999 = 34.99 % → 35 % off, and the M.R.P. struck through.
    assert!(html.contains("35% off"));
    assert!(html.contains(r#"<del class="aff-mrp">M.R.P. ₹1,999</del>"#));
    assert_eq!(count(&html, "% off"), 1, "no badge without an M.R.P.");
    assert!(html.contains(&format!(r#"href="/affiliate/{big}""#)));
    assert!(html.contains(&format!(r#"href="/affiliate/{sale}""#)));
    assert_eq!(count(&html, ">View details<"), 2);
    assert!(html.contains("https://img.example.com/almirah.jpg"));
    assert!(
        html.contains("placeholder-product"),
        "placeholder without an image"
    );
    assert!(html.contains("Disclosure: this page contains affiliate links."));
    // htmx, loaded on this page only, without inline styles.
    assert!(html.contains("/assets/js/htmx.min-"));
    let meta = r#"<meta name="htmx-config" content='"#;
    let start = html.find(meta).expect("htmx-config") + meta.len();
    let config: Value =
        serde_json::from_str(&html[start..start + html[start..].find('\'').unwrap()]).unwrap();
    assert_eq!(config["includeIndicatorStyles"], false);
    // Back and forward ask the server (current data, the filter in step).
    assert_eq!(config["historyCacheSize"], 0);
    assert!(html.contains("data-hx-history-elt"));
    assert!(!page(&app, "/buseq").await.contains("htmx.min"));
}

#[tokio::test]
async fn affiliate_filters_and_pages_with_fragments_for_htmx() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    for n in 1..=13 {
        create_product(
            &app,
            json!({"title": format!("Kitchen Item {n:02}"), "price": 100 + n, "category": "Home & Kitchen"}),
        )
        .await;
    }
    create_product(
        &app,
        json!({"title": "Novel", "price": 299, "category": "Books"}),
    )
    .await;

    // The filter offers the categories.
    let all = page(&app, "/affiliate").await;
    assert!(all.contains(r#"<option value="Books">Books</option>"#));
    let kitchen_cat = esc("Home & Kitchen");
    assert!(all.contains(&format!(
        r#"<option value="{kitchen_cat}">{kitchen_cat}</option>"#
    )));
    assert!(all.contains(r#"data-hx-push-url="true""#));
    assert_eq!(count(&all, r#"<li class="aff-card">"#), 12);

    let books = page(&app, "/affiliate?category=Books").await;
    assert_eq!(count(&books, r#"<li class="aff-card">"#), 1);
    assert!(books.contains("Novel") && !books.contains("Kitchen Item"));
    assert!(books.contains(r#"<option value="Books" selected>"#));

    // Page 1 of the category: the newest 12, newest first, and a link to page 2.
    let kitchen = page(&app, "/affiliate?category=Home+%26+Kitchen").await;
    assert_eq!(count(&kitchen, r#"<li class="aff-card">"#), 12);
    assert!(!kitchen.contains("Kitchen Item 01"));
    assert!(kitchen.find("Kitchen Item 13").unwrap() < kitchen.find("Kitchen Item 12").unwrap());
    let page2 = esc("/affiliate?category=Home%20%26%20Kitchen&page=2");
    assert!(kitchen.contains(&format!(r#"href="{page2}" data-hx-get="{page2}""#)));
    assert!(!kitchen.contains("Novel"));

    // Page 2 without htmx: a whole page with the oldest product.
    let second = page(&app, "/affiliate?category=Home%20%26%20Kitchen&page=2").await;
    assert!(second.contains("<html"));
    assert_eq!(count(&second, r#"<li class="aff-card">"#), 1);
    assert!(second.contains("Kitchen Item 01"));
    assert!(second.contains(r#"aria-current="page""#));

    // The same URL with htmx: only the cards and the pager.
    let res = htmx(&app, "/affiliate?category=Home%20%26%20Kitchen&page=2").await;
    assert_eq!(res.status(), 200);
    assert!(res.headers()[VARY].to_str().unwrap().contains("HX-Request"));
    assert_eq!(
        res.headers()["hx-push-url"],
        "/affiliate?category=Home%20%26%20Kitchen&page=2"
    );
    let fragment = res.text().await.unwrap();
    assert!(
        !fragment.contains("<html") && !fragment.contains("<body") && !fragment.contains("<h1")
    );
    assert!(!fragment.contains("<select"), "the filter is not swapped");
    assert_eq!(count(&fragment, r#"<li class="aff-card">"#), 1);
    assert!(fragment.contains("Kitchen Item 01"));
    assert!(fragment.contains(r#"class="aff-pager""#));
    assert!(
        fragment.contains("<title>"),
        "htmx updates the document title"
    );

    // htmx's history restore needs the whole page.
    let restore = app
        .client
        .get(app.url("/affiliate?page=2"))
        .header("HX-Request", "true")
        .header("HX-History-Restore-Request", "true")
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(restore.contains("<html"));
}

#[tokio::test]
async fn affiliate_never_fails_on_odd_parameters() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    for n in 1..=13 {
        create_product(&app, json!({"title": format!("Item {n:02}"), "price": n})).await;
    }
    for path in [
        "/affiliate?page=abc",
        "/affiliate?page=0",
        "/affiliate?page=-3",
        "/affiliate?page=1.5",
        "/affiliate?page=99999999999999999999999",
        "/affiliate?page=",
        "/affiliate?category=",
        "/affiliate?page=%ZZ&category=%FF",
        "/affiliate?page=1&page=2",
    ] {
        let res = app.get(path).await;
        assert_eq!(res.status(), 200, "{path}");
        let html = res.text().await.unwrap();
        assert!(
            html.contains(r#"<li class="aff-card">"#) || html.contains("There are no products in"),
            "{path}"
        );
    }
    // A bad page is page 1 (the newest product first).
    let bad = page(&app, "/affiliate?page=abc").await;
    assert!(bad.contains("Item 13") && !bad.contains("Item 01"));
    // Past the last page: the last page.
    let past = page(&app, "/affiliate?page=999").await;
    assert_eq!(count(&past, r#"<li class="aff-card">"#), 1);
    assert!(past.contains("Item 01"));
    let past = htmx(&app, "/affiliate?page=18446744073709551615").await;
    assert_eq!(past.status(), 200);
    assert_eq!(past.headers()["hx-push-url"], "/affiliate?page=2");
    // An unknown category: an empty state, not an error.
    let none = page(&app, "/affiliate?category=Nope").await;
    assert!(none.contains("There are no products in “Nope” right now."));
    assert_eq!(count(&none, r#"<li class="aff-card">"#), 0);
    let none = htmx(&app, "/affiliate?category=Nope&page=4").await;
    assert_eq!(none.status(), 200);
    assert!(none.text().await.unwrap().contains("See all products"));
}

// ---------- /affiliate/{id} ----------

#[tokio::test]
async fn an_inactive_unknown_or_malformed_product_redirects_to_the_list() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    let hidden = create_product(
        &app,
        json!({"title": "Hidden", "price": 5, "active": false}),
    )
    .await;
    for path in [
        format!("/affiliate/{hidden}"),
        "/affiliate/999999".to_owned(),
        "/affiliate/abc".to_owned(),
        "/affiliate/-1".to_owned(),
        "/affiliate/99999999999999999999".to_owned(),
    ] {
        // Even an administrator's session does not show an inactive product here.
        let res = app.get(&path).await;
        assert_eq!(res.status(), 303, "{path}");
        assert_eq!(res.headers()[LOCATION], "/affiliate", "{path}");
    }
}

#[tokio::test]
async fn the_detail_page_renders_the_product_review_and_offer_for_crawlers() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    let id = create_product(
        &app,
        json!({
            "title": "Pressure Cooker 5 L",
            "brand": "Prestige",
            "category": "Kitchen",
            "price": 1299.5,
            "originalPrice": 1999,
            "affiliateLink": "https://www.amazon.in/dp/B000TEST?tag=vanijya-21",
            "imageUrls": ["https://img.example.com/main.jpg", "https://img.example.com/one.jpg", "https://img.example.com/two.jpg"],
            "description": "Build:: Solid steel body ||| Great value for money |||  ||| Warranty:: Two years :: extended"
        }),
    )
    .await;
    let html = page(&app, &format!("/affiliate/{id}")).await;
    assert_eq!(count(&html, "<h1"), 1);
    assert!(html.contains(r#"<h1 class="aff-title">Pressure Cooker 5 L</h1>"#));
    assert!(html.contains(r#"data-island="affiliate""#));
    assert!(html.contains(r#"<img class="aff-main-image" src="https://img.example.com/main.jpg""#));
    assert!(html.contains("Brand: <strong>Prestige</strong>"));
    assert!(html.contains(r#"<span class="aff-badge">35% off</span>"#));
    assert!(html.contains(r#"<span class="aff-price">₹1,299.50</span>"#));
    assert!(html.contains(r#"<del class="aff-mrp">M.R.P. ₹1,999</del>"#));
    assert!(html.contains("Category: Kitchen"));
    // Buy Now goes through the counted redirect (tests/api/affiliate_links.rs).
    assert!(html.contains(&format!(
        r#"href="/go/{id}?from=detail%3A%2Faffiliate%2F{id}" target="_blank" rel="sponsored nofollow noopener noreferrer">Buy Now"#
    )));
    assert!(html.contains("Disclosure: this page contains affiliate links."));

    // Review blocks: the empty one dropped, headings split at the first "::",
    // block n with image n + 1.
    assert!(html.contains("<h2 id=\"aff-review-title\">Product Review</h2>"));
    assert_eq!(count(&html, r#"<div class="aff-review-block">"#), 3);
    let review = &html[html.find("aff-review-title").unwrap()..];
    let first = review.find("<h3>Build</h3>").expect("first heading");
    let one = review.find("https://img.example.com/one.jpg").unwrap();
    let second = review
        .find(r#"<p class="aff-review-text">Great value for money</p>"#)
        .unwrap();
    let two = review.find("https://img.example.com/two.jpg").unwrap();
    let third = review.find("<h3>Warranty</h3>").unwrap();
    assert!(first < one && one < second && second < two && two < third);
    assert!(review.contains(r#"<p class="aff-review-text">Solid steel body</p>"#));
    assert!(review.contains(r#"<p class="aff-review-text">Two years :: extended</p>"#));
    assert_eq!(count(review, r#"class="aff-review-image""#), 2);
    assert!(!review.contains("No review available"));

    // The island's props carry the same product.
    let p = props(&html, "affiliate-props");
    assert_eq!(p["product"]["id"], id);
    assert_eq!(p["product"]["price"], json!(1299.5));
    assert!(p["placeholderImage"]
        .as_str()
        .unwrap()
        .contains("placeholder-product"));
    assert!(p["disclosure"].as_str().unwrap().starts_with("Disclosure:"));

    // JSON-LD Product with its offer.
    let product = json_ld(&html)
        .into_iter()
        .find(|d| d["@type"] == "Product")
        .expect("a Product JSON-LD");
    assert_eq!(product["name"], "Pressure Cooker 5 L");
    assert_eq!(product["brand"]["name"], "Prestige");
    assert_eq!(product["image"][0], "https://img.example.com/main.jpg");
    assert_eq!(product["offers"]["price"], "1299.50");
    assert_eq!(product["offers"]["priceCurrency"], "INR");
    assert_eq!(
        product["offers"]["availability"],
        "https://schema.org/InStock"
    );
    assert!(product["offers"]["url"]
        .as_str()
        .unwrap()
        .ends_with(&format!("/affiliate/{id}")));
}

#[tokio::test]
async fn a_bare_product_has_no_buy_button_and_no_review() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    let id = create_product(&app, json!({"title": "Plain Mug", "price": 249})).await;
    let html = page(&app, &format!("/affiliate/{id}")).await;
    assert!(html.contains("<p>No review available</p>"));
    assert!(!html.contains("Buy Now"));
    assert!(!html.contains("aff-badge"));
    assert!(!html.contains("<del"));
    assert!(html.contains(r#"<span class="aff-price">₹249</span>"#));
    // The placeholder stands in for the missing image, with an empty alt.
    assert!(html.contains(r#"<img class="aff-main-image" src="/assets/img/placeholder-product-"#));
    assert!(html.contains(r#"alt="">"#));
    let product = json_ld(&html)
        .into_iter()
        .find(|d| d["@type"] == "Product")
        .unwrap();
    assert_eq!(product["offers"]["price"], "249.00");
    assert!(product.get("brand").is_none());
    assert!(product["image"][0]
        .as_str()
        .unwrap()
        .contains("placeholder-product"));
}

#[tokio::test]
async fn product_text_is_escaped_everywhere() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    let id = create_product(
        &app,
        json!({
            "title": "<script>alert(1)</script> Mixer",
            "brand": "\"Quote\" & Co",
            "description": "<b>Bold</b>:: <img src=x onerror=alert(2)>",
            "price": 999
        }),
    )
    .await;
    for path in [format!("/affiliate/{id}"), "/affiliate".to_owned()] {
        let html = page(&app, &path).await;
        assert!(!html.contains("<script>alert(1)"), "{path}");
        assert!(!html.contains("<img src=x"), "{path}");
        assert!(
            html.contains(&esc("<script>alert(1)</script> Mixer")),
            "{path}"
        );
    }
    let html = page(&app, &format!("/affiliate/{id}")).await;
    assert!(html.contains(&format!("<h3>{}</h3>", esc("<b>Bold</b>"))));
    assert!(html.contains(&esc("<img src=x onerror=alert(2)>")));
    assert!(html.contains(
        &esc(r#"Brand: <strong>"Quote" & Co</strong>"#)
            .replace(&esc("<strong>"), "<strong>")
            .replace(&esc("</strong>"), "</strong>")
    ));
    // In the props and JSON-LD the title stays data: nothing closes the script.
    assert_eq!(
        props(&html, "affiliate-props")["product"]["title"],
        "<script>alert(1)</script> Mixer"
    );
    let product = json_ld(&html)
        .into_iter()
        .find(|d| d["@type"] == "Product")
        .unwrap();
    assert_eq!(product["name"], "<script>alert(1)</script> Mixer");
}
