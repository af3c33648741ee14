//! Affiliate links checked before a visitor finds them dead: a stub
//! marketplace on 127.0.0.1 answers as Amazon does for a live, a retired
//! and a de-tagged product, and for one that is gone.
use std::sync::{
    atomic::{AtomicUsize, Ordering},
    Arc,
};

use axum::{
    extract::State,
    http::{header, HeaderMap, StatusCode, Uri},
    response::{IntoResponse, Redirect, Response},
    Router,
};
use serde_json::{json, Value};

use crate::helpers::{assert_error, assert_keys, spawn_app_with, TestApp};

/// A marketplace on 127.0.0.1 that counts the requests it gets.
struct Stub {
    base: String,
    hits: Arc<AtomicUsize>,
}

/// The stub's answers, as a marketplace gives them: a live product (only
/// to a browser's headers), one that is gone, one retired to the home page,
/// one whose redirect drops our tag, and a redirect loop.
async fn shop(State(hits): State<Arc<AtomicUsize>>, uri: Uri, headers: HeaderMap) -> Response {
    hits.fetch_add(1, Ordering::SeqCst);
    let browser = headers
        .get(header::USER_AGENT)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|ua| ua.contains("Chrome/"))
        && headers.contains_key(header::ACCEPT_LANGUAGE);
    match uri.path() {
        "/" => "Welcome to the shop".into_response(),
        "/dp/B0GOOD" if browser => "Prestige Iris mixer grinder".into_response(),
        "/dp/B0GOOD" => StatusCode::SERVICE_UNAVAILABLE.into_response(),
        "/dp/B0RETIRED" => Redirect::to("/").into_response(),
        "/dp/B0LOST" => Redirect::to("/dp/B0LOST/plain").into_response(),
        "/dp/B0LOST/plain" => "The same mixer, no tag".into_response(),
        "/loop" => Redirect::to("/loop").into_response(),
        _ => StatusCode::NOT_FOUND.into_response(),
    }
}

async fn stub_marketplace() -> Stub {
    let hits = Arc::new(AtomicUsize::new(0));
    let app = Router::new().fallback(shop).with_state(hits.clone());
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
    Stub { base, hits }
}

async fn app_allowing_private(allow: bool) -> TestApp {
    let app = spawn_app_with(|c| {
        c.affiliate.check_private_hosts = allow;
        c.affiliate.amazon_associate_tag = "vanijya-21".into();
    })
    .await;
    app.login_as_admin().await;
    app
}

async fn product(app: &TestApp, link: &str) -> i64 {
    let res = app
        .post_json(
            "/admin/aff",
            &json!({"title": "Prestige Iris 750 W Mixer Grinder", "affiliateLink": link,
                    "price": 2899, "platform": "Amazon"}),
        )
        .await;
    assert_eq!(res.status(), 201, "create product");
    res.json::<Value>().await.unwrap()["id"].as_i64().unwrap()
}

async fn check(app: &TestApp, id: i64) -> Value {
    let res = app.post_empty(&format!("/admin/products/{id}/check")).await;
    assert_eq!(res.status(), 200, "check {id}");
    res.json().await.unwrap()
}

#[tokio::test]
async fn each_kind_of_dead_link_is_named_and_a_good_one_is_ok() {
    let stub = stub_marketplace().await;
    let app = app_allowing_private(true).await;
    let link = |path: &str| format!("{}{path}?tag=vanijya-21", stub.base);
    let cases = [
        ("/dp/B0GOOD", "ok"),
        ("/dp/B0GONE", "broken"),
        ("/dp/B0RETIRED", "gone-home"),
        ("/dp/B0LOST", "tag-lost"),
        ("/loop", "broken"),
    ];

    for (path, expected) in cases {
        let id = product(&app, &link(path)).await;
        let health = check(&app, id).await;

        assert_keys(&health, &["status", "checkedAt", "detail", "acknowledged"]);
        assert_eq!(health["status"], expected, "{path}: {health}");
        assert_eq!(health["acknowledged"], false);
        assert!(!health["detail"].as_str().unwrap().is_empty(), "{path}");
        let shown: Value = app
            .get(&format!("/admin/products/{id}"))
            .await
            .json()
            .await
            .unwrap();
        assert_eq!(shown["health"]["status"], expected, "{path} in the product");
    }
    let gone = check(&app, 2).await;
    assert!(
        gone["detail"].as_str().unwrap().contains("404"),
        "the detail names the answer: {gone}"
    );
    let lost = check(&app, 4).await;
    assert!(
        lost["detail"].as_str().unwrap().contains("tag=vanijya-21"),
        "the detail names the tag lost: {lost}"
    );
}

#[tokio::test]
async fn a_private_address_is_not_fetched_by_default() {
    let stub = stub_marketplace().await;
    let app = app_allowing_private(false).await;
    let by_ip = product(&app, &format!("{}/dp/B0GOOD", stub.base)).await;
    let port = stub.base.rsplit(':').next().unwrap();
    let by_name = product(&app, &format!("http://localhost:{port}/dp/B0GOOD")).await;

    for id in [by_ip, by_name] {
        let health = check(&app, id).await;
        assert_eq!(health["status"], "broken", "{health}");
        assert!(
            health["detail"]
                .as_str()
                .unwrap()
                .contains("private network"),
            "{health}"
        );
    }
    assert_eq!(
        stub.hits.load(Ordering::SeqCst),
        0,
        "the stub was never asked"
    );
}

#[tokio::test]
async fn the_ipv6_transition_ranges_are_refused_as_private_networks() {
    let app = app_allowing_private(false).await;
    // Each carries an IPv4 address inside (loopback and a public one), or
    // is the old site-local range.
    for host in [
        "[::127.0.0.1]",
        "[::8.8.8.8]",
        "[2002:7f00:1::1]",
        "[2002:808:808::1]",
        "[2001:0:4136:e378:8000:63bf:80f4:fffe]",
        "[fec0::1]",
    ] {
        let id = product(&app, &format!("http://{host}/dp/B0TRANSIT")).await;

        let health = check(&app, id).await;

        assert_eq!(health["status"], "broken", "{host}: {health}");
        assert!(
            health["detail"]
                .as_str()
                .unwrap()
                .contains("private network"),
            "{host}: {health}"
        );
    }
}

#[tokio::test]
async fn a_product_without_a_link_is_broken_without_a_fetch() {
    let stub = stub_marketplace().await;
    let app = app_allowing_private(true).await;
    let res = app
        .post_json("/admin/aff", &json!({"title": "No link yet", "price": 100}))
        .await;
    let id = res.json::<Value>().await.unwrap()["id"].as_i64().unwrap();

    let health = check(&app, id).await;

    assert_eq!(health["status"], "broken");
    assert_eq!(stub.hits.load(Ordering::SeqCst), 0);
}

#[tokio::test]
async fn problems_need_attention_until_acknowledged_and_again_when_they_change() {
    let stub = stub_marketplace().await;
    let app = app_allowing_private(true).await;
    let good = product(&app, &format!("{}/dp/B0GOOD", stub.base)).await;
    let gone = product(&app, &format!("{}/dp/B0GONE", stub.base)).await;
    assert_error(
        app.post_empty(&format!("/admin/products/{gone}/acknowledge"))
            .await,
        409,
        None,
    )
    .await;
    check(&app, good).await;
    check(&app, gone).await;
    let attention = |page: Value| -> Vec<i64> {
        page["attention"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p["id"].as_i64().unwrap())
            .collect()
    };
    let page: Value = app.get("/admin/products").await.json().await.unwrap();
    assert_eq!(attention(page.clone()), vec![gone]);
    let row = page["items"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["id"] == gone)
        .unwrap();
    assert_eq!(row["health"]["status"], "broken");
    // The administrator's Today screen lists it too, linking to its page.
    let today: Value = app.get("/admin/today").await.json().await.unwrap();
    let links = today["brokenLinks"].as_array().unwrap();
    assert_eq!(links.len(), 1, "{today}");
    assert_eq!(links[0]["id"], gone);
    assert_eq!(links[0]["health"]["status"], "broken");
    assert_eq!(links[0]["href"], format!("/admin-login/aff/update/{gone}"));

    let res = app
        .post_empty(&format!("/admin/products/{gone}/acknowledge"))
        .await;
    assert_eq!(res.status(), 200);
    assert_eq!(res.json::<Value>().await.unwrap()["acknowledged"], true);
    let page: Value = app.get("/admin/products").await.json().await.unwrap();
    assert!(attention(page).is_empty(), "acknowledged");
    let today: Value = app.get("/admin/today").await.json().await.unwrap();
    assert_eq!(today["brokenLinks"], json!([]), "acknowledged");
    assert_eq!(check(&app, gone).await["acknowledged"], true, "same result");

    app.patch_json(
        &format!("/admin/aff/{gone}/modify"),
        &json!({"affiliateLink": format!("{}/dp/B0RETIRED", stub.base)}),
    )
    .await;
    let changed = check(&app, gone).await;
    assert_eq!(changed["status"], "gone-home");
    assert_eq!(
        changed["acknowledged"], false,
        "a new result needs a new look"
    );
    let page: Value = app.get("/admin/products").await.json().await.unwrap();
    assert_eq!(attention(page), vec![gone]);
}

#[tokio::test]
async fn checks_are_for_administrators_and_known_products() {
    let app = app_allowing_private(false).await;
    assert_error(app.post_empty("/admin/products/999/check").await, 404, None).await;
    assert_error(
        app.post_empty("/admin/products/999/acknowledge").await,
        404,
        None,
    )
    .await;
    let visitor = app.clone_handle();
    assert_eq!(
        visitor.post_empty("/admin/products/1/check").await.status(),
        401
    );
    assert_eq!(
        visitor
            .get("/admin/products/tag-check?link=x")
            .await
            .status(),
        401
    );
}

#[tokio::test]
async fn one_instance_takes_each_scheduled_run_and_checks_every_active_product() {
    let stub = stub_marketplace().await;
    let app = app_allowing_private(true).await;
    let good = product(&app, &format!("{}/dp/B0GOOD", stub.base)).await;
    let gone = product(&app, &format!("{}/dp/B0GONE", stub.base)).await;
    let db = vanijya::db::connect(&app.config.database_url)
        .await
        .unwrap();
    let now = chrono::Utc::now() + chrono::Duration::days(3);
    let slot = vanijya::services::affiliate::affiliate_health::slot_at(now, 24);

    let first = vanijya::services::affiliate::affiliate_health::claim_run(&db, slot, now).await;
    let second = vanijya::services::affiliate::affiliate_health::claim_run(&db, slot, now).await;

    assert!(first.unwrap(), "the first instance takes the run");
    assert!(!second.unwrap(), "a second instance does not");
    let checker = vanijya::services::affiliate::affiliate_health::Checker::new(true).unwrap();
    let ran = vanijya::services::affiliate::affiliate_health::check_all(
        &db,
        &checker,
        &app.config.affiliate,
    )
    .await;
    assert_eq!(ran.unwrap(), (2, 1));
    let all: Value = app.get("/admin/products").await.json().await.unwrap();
    let status_of = |id: i64| {
        all["items"]
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["id"] == id)
            .unwrap()["health"]["status"]
            .clone()
    };
    assert_eq!(status_of(good), "ok");
    assert_eq!(status_of(gone), "broken");
    db.close().await.ok();
}

#[tokio::test]
async fn the_form_learns_of_a_foreign_tag_from_the_server() {
    let app = app_allowing_private(false).await;
    let ask = |link: &str| {
        let q = serde_urlencoded::to_string([("link", link)]).unwrap();
        let app = &app;
        async move {
            let res = app.get(&format!("/admin/products/tag-check?{q}")).await;
            assert_eq!(res.status(), 200);
            res.json::<Value>().await.unwrap()
        }
    };

    let foreign = ask("https://www.amazon.in/dp/B0C1?tag=someone-21").await;
    let ours = ask("https://www.amazon.in/dp/B0C1?tag=vanijya-21").await;
    let none = ask("https://www.amazon.in/dp/B0C1").await;

    assert_eq!(
        foreign["foreignTag"],
        json!({"marketplace": "Amazon", "parameter": "tag", "found": "someone-21", "ours": "vanijya-21"})
    );
    assert_eq!(
        foreign["sentAs"],
        "https://www.amazon.in/dp/B0C1?tag=vanijya-21"
    );
    assert_eq!(ours["foreignTag"], Value::Null);
    assert_eq!(none["foreignTag"], Value::Null);
    assert_eq!(
        none["sentAs"],
        "https://www.amazon.in/dp/B0C1?tag=vanijya-21"
    );
    let flipkart = ask("https://www.flipkart.com/p/itm1?affid=someone").await;
    assert_eq!(flipkart["foreignTag"]["ours"], Value::Null);
    assert_eq!(flipkart["foreignTag"]["found"], "someone");
}

#[tokio::test]
async fn visitors_and_the_original_calls_never_show_a_link_health() {
    let stub = stub_marketplace().await;
    let app = app_allowing_private(true).await;
    let id = product(&app, &format!("{}/dp/B0GONE", stub.base)).await;
    check(&app, id).await;
    let visitor = app.clone_handle();

    let one: Value = visitor
        .get(&format!("/admin/aff/{id}"))
        .await
        .json()
        .await
        .unwrap();
    let active: Value = visitor.get("/admin/aff/active").await.json().await.unwrap();
    let admins_original: Value = app
        .get(&format!("/admin/aff/{id}"))
        .await
        .json()
        .await
        .unwrap();
    let all: Value = app.get("/admin/aff/all").await.json().await.unwrap();

    // The original client's answers keep their fields exactly.
    assert!(one.get("health").is_none(), "{one}");
    assert!(active[0].get("health").is_none(), "{active}");
    assert!(admins_original.get("health").is_none(), "{admins_original}");
    assert!(all[0].get("health").is_none(), "{all}");
    // The product's own call is for administrators only.
    let res = visitor.get(&format!("/admin/products/{id}")).await;
    assert_eq!(res.status(), 401);
}
