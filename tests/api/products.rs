//! Affiliate products: exact money, image URL lists, partial updates, and
//! what visitors see (active products only) against what administrators see.
use reqwest::Client;
use serde_json::{json, Value};

use crate::helpers::{assert_error, assert_keys, spawn_app, TestApp};

const PRODUCT_FIELDS: [&str; 14] = [
    "id",
    "title",
    "description",
    "imageUrls",
    "affiliateLink",
    "brand",
    "category",
    "platform",
    "price",
    "originalPrice",
    "active",
    "createdAt",
    "updatedAt",
    "health",
];

fn assert_utc(v: &Value) {
    let s = v.as_str().expect("a time string");
    assert!(s.ends_with('Z'), "UTC: {s}");
    chrono::DateTime::parse_from_rfc3339(s).expect("RFC 3339");
}

fn headphones() -> Value {
    json!({
        "title": "boAt Rockerz 450 Bluetooth Headphones",
        "description": "Sound::Punchy bass for the price.|||Battery::15 hours on a charge.",
        "imageUrls": ["https://m.media-amazon.com/images/I/rockerz-main.jpg",
                      "https://m.media-amazon.com/images/I/rockerz-side.jpg"],
        "affiliateLink": "https://amzn.to/3xRockerz",
        "brand": "boAt", "category": "Electronics", "platform": "Amazon",
        "price": 1299.5, "originalPrice": 3990, "active": true
    })
}

async fn create(app: &TestApp, body: &Value) -> Value {
    let res = app.post_json("/admin/aff", body).await;
    assert_eq!(res.status(), 201, "create product");
    res.json().await.unwrap()
}

fn titled(title: &str, active: bool) -> Value {
    json!({"title": title, "price": 499, "active": active})
}

async fn get_json(app: &TestApp, path: &str) -> Value {
    let res = app.get(path).await;
    assert_eq!(res.status(), 200, "GET {path}");
    res.json().await.unwrap()
}

fn titles(list: &Value) -> Vec<&str> {
    list.as_array()
        .unwrap()
        .iter()
        .map(|p| p["title"].as_str().unwrap())
        .collect()
}

#[tokio::test]
async fn an_administrator_creates_a_product_and_gets_every_field_back() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    let body = headphones();

    let res = app.post_json("/admin/aff", &body).await;

    assert_eq!(res.status(), 201);
    let text = res.text().await.unwrap();
    assert!(text.contains("\"price\":1299.5,"), "exact money: {text}");
    let created: Value = serde_json::from_str(&text).unwrap();
    assert_keys(&created, &PRODUCT_FIELDS);
    assert!(created["id"].is_i64());
    for field in [
        "title",
        "description",
        "imageUrls",
        "affiliateLink",
        "brand",
        "category",
        "platform",
        "price",
        "originalPrice",
        "active",
    ] {
        assert_eq!(created[field], body[field], "{field}");
    }
    assert_utc(&created["createdAt"]);
    assert_utc(&created["updatedAt"]);
    let id = created["id"].as_i64().unwrap();
    assert_eq!(get_json(&app, &format!("/admin/aff/{id}")).await, created);
}

#[tokio::test]
async fn only_a_title_and_a_price_are_needed() {
    let app = spawn_app().await;
    app.login_as_admin().await;

    let created = create(&app, &json!({"title": "Prestige Kettle", "price": 899})).await;

    assert_keys(&created, &PRODUCT_FIELDS);
    assert_eq!(created["price"], 899);
    assert_eq!(created["originalPrice"], Value::Null);
    assert_eq!(created["imageUrls"], json!([]));
    assert_eq!(created["description"], "");
    assert_eq!(created["affiliateLink"], "");
    assert_eq!(created["active"], true, "active unless said otherwise");
}

#[tokio::test]
async fn money_is_stored_and_answered_exactly() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    let cases = [
        (json!(1299.5), json!(null), json!(1299.5), json!(null)),
        (json!("1,23,456"), json!(""), json!(123456), json!(null)),
        (
            json!("1299.50"),
            json!(1999.99),
            json!(1299.5),
            json!(1999.99),
        ),
        (json!(0.1), json!("0.20"), json!(0.1), json!(0.2)),
        (json!(0), json!(19.99), json!(0), json!(19.99)),
        (
            json!(99999999.99),
            json!("1,00,00,000"),
            json!(99999999.99),
            json!(10000000),
        ),
    ];

    for (price, original, want_price, want_original) in cases {
        let created = create(
            &app,
            &json!({"title": "Kettle", "price": price, "originalPrice": original}),
        )
        .await;
        assert_eq!(created["price"], want_price, "price {price}");
        assert_eq!(
            created["originalPrice"], want_original,
            "originalPrice {original}"
        );
        let stored = get_json(&app, &format!("/admin/aff/{}", created["id"])).await;
        assert_eq!(stored["price"], want_price, "stored price {price}");
        assert_eq!(stored["originalPrice"], want_original);
    }
}

#[tokio::test]
async fn each_invalid_product_field_is_422_naming_it() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    let base = headphones();
    let eleven: Vec<String> = (0..11)
        .map(|i| format!("https://img.example/{i}.jpg"))
        .collect();
    let long_url = format!("https://img.example/{}", "a".repeat(2049 - 20));
    assert_eq!(long_url.len(), 2049);
    let cases: Vec<(&str, Option<Value>)> = vec![
        ("title", None),
        ("title", Some(json!(""))),
        ("title", Some(json!("   "))),
        ("title", Some(json!("t".repeat(201)))),
        ("title", Some(json!(12))),
        ("description", Some(json!("d".repeat(20_001)))),
        ("price", None),
        ("price", Some(json!(null))),
        ("price", Some(json!(""))),
        ("price", Some(json!(-1))),
        ("price", Some(json!("-5"))),
        ("price", Some(json!(1.234))),
        ("price", Some(json!("12.345"))),
        ("price", Some(json!("abc"))),
        ("price", Some(json!(true))),
        ("originalPrice", Some(json!(-0.5))),
        ("originalPrice", Some(json!(10.001))),
        ("originalPrice", Some(json!("lots"))),
        ("imageUrls", Some(json!(["ftp://img.example/a.jpg"]))),
        ("imageUrls", Some(json!(["javascript:alert(1)"]))),
        ("imageUrls", Some(json!(["img.example/a.jpg"]))),
        ("imageUrls", Some(json!(eleven))),
        ("imageUrls", Some(json!([long_url]))),
        ("imageUrls", Some(json!([5]))),
        ("imageUrls", Some(json!(5))),
        ("affiliateLink", Some(json!("javascript:alert(1)"))),
        ("affiliateLink", Some(json!("amzn.to/3xRockerz"))),
        ("brand", Some(json!("b".repeat(121)))),
        ("category", Some(json!("c".repeat(121)))),
        ("platform", Some(json!("p".repeat(121)))),
        ("active", Some(json!("yes"))),
    ];

    for (field, value) in cases {
        let mut body = base.clone();
        match &value {
            Some(v) => body[field] = v.clone(),
            None => {
                body.as_object_mut().unwrap().remove(field);
            }
        }
        let res = app.post_json("/admin/aff", &body).await;
        assert_eq!(res.status(), 422, "{field} = {value:?}");
        assert_error(res, 422, Some(field)).await;
    }

    assert_eq!(get_json(&app, "/admin/aff/all").await, json!([]));
}

#[tokio::test]
async fn the_largest_allowed_values_are_accepted() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    let ten: Vec<String> = (0..10)
        .map(|i| format!("https://img.example/{i}.jpg"))
        .collect();
    let url_2048 = format!("https://img.example/{}", "a".repeat(2048 - 20));
    let mut body = headphones();
    body["title"] = json!("t".repeat(200));
    body["description"] = json!("d".repeat(20_000));
    body["imageUrls"] = json!(ten);

    let res = app.post_json("/admin/aff", &body).await;
    body["imageUrls"] = json!([url_2048]);
    let long_url = app.post_json("/admin/aff", &body).await;

    assert_eq!(res.status(), 201);
    assert_eq!(res.json::<Value>().await.unwrap()["imageUrls"], json!(ten));
    assert_eq!(long_url.status(), 201);
}

#[tokio::test]
async fn image_urls_are_trimmed_and_empty_lines_dropped() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    let expected = json!(["https://img.example/a.jpg", "http://img.example/b.jpg"]);

    let from_list = create(
        &app,
        &json!({"title": "Kettle", "price": 899,
                "imageUrls": ["  https://img.example/a.jpg ", "", "   ", "http://img.example/b.jpg\t"]}),
    )
    .await;
    let from_lines = create(
        &app,
        &json!({"title": "Kettle", "price": 899,
                "imageUrls": "https://img.example/a.jpg  \n\n   \r\n  http://img.example/b.jpg\n"}),
    )
    .await;

    assert_eq!(from_list["imageUrls"], expected);
    assert_eq!(from_lines["imageUrls"], expected);
    let stored = get_json(&app, &format!("/admin/aff/{}", from_lines["id"])).await;
    assert_eq!(stored["imageUrls"], expected);
}

#[tokio::test]
async fn patch_changes_only_the_fields_sent() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    let created = create(&app, &headphones()).await;
    let id = created["id"].as_i64().unwrap();
    let path = format!("/admin/aff/{id}/modify");

    let res = app.patch_json(&path, &json!({"price": "999.90"})).await;

    assert_eq!(res.status(), 200);
    let updated: Value = res.json().await.unwrap();
    assert_keys(&updated, &PRODUCT_FIELDS);
    assert_eq!(updated["price"], json!(999.9));
    for kept in [
        "id",
        "title",
        "description",
        "imageUrls",
        "affiliateLink",
        "brand",
        "category",
        "platform",
        "originalPrice",
        "active",
        "createdAt",
    ] {
        assert_eq!(updated[kept], created[kept], "{kept} kept");
    }
    assert_eq!(get_json(&app, &format!("/admin/aff/{id}")).await, updated);

    let cleared: Value = app
        .patch_json(&path, &json!({"imageUrls": [], "active": false}))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(cleared["imageUrls"], json!([]));
    assert_eq!(cleared["active"], false);
    assert_eq!(cleared["title"], created["title"]);
    assert_eq!(cleared["originalPrice"], created["originalPrice"]);
    assert_eq!(cleared["price"], json!(999.9));
}

#[tokio::test]
async fn a_null_original_price_in_a_patch_clears_it() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    let created = create(&app, &headphones()).await;
    assert_eq!(created["originalPrice"], 3990);
    let id = created["id"].as_i64().unwrap();

    let res = app
        .patch_json(
            &format!("/admin/aff/{id}/modify"),
            &json!({"originalPrice": null}),
        )
        .await;

    assert_eq!(res.status(), 200);
    let updated: Value = res.json().await.unwrap();
    assert_eq!(updated["originalPrice"], Value::Null, "M.R.P. cleared");
    assert_eq!(updated["price"], created["price"]);
    let stored = get_json(&app, &format!("/admin/aff/{id}")).await;
    assert_eq!(stored["originalPrice"], Value::Null);
}

#[tokio::test]
async fn a_null_price_in_a_patch_is_422() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    let created = create(&app, &headphones()).await;

    let res = app
        .patch_json(
            &format!("/admin/aff/{}/modify", created["id"]),
            &json!({"price": null}),
        )
        .await;

    assert_error(res, 422, Some("price")).await;
}

#[tokio::test]
async fn patch_rejects_invalid_fields_and_unknown_ids() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    let created = create(&app, &headphones()).await;
    let path = format!("/admin/aff/{}/modify", created["id"]);

    for (body, field) in [
        (json!({"title": ""}), "title"),
        (json!({"price": -10}), "price"),
        (json!({"originalPrice": 1.999}), "originalPrice"),
        (
            json!({"imageUrls": ["data:image/png;base64,AAAA"]}),
            "imageUrls",
        ),
        (json!({"affiliateLink": "ftp://amzn.to/x"}), "affiliateLink"),
        (json!({"active": 1}), "active"),
    ] {
        let res = app.patch_json(&path, &body).await;
        assert_eq!(res.status(), 422, "{body}");
        assert_error(res, 422, Some(field)).await;
    }
    let unknown = app
        .patch_json("/admin/aff/999999/modify", &json!({"title": "Kettle"}))
        .await;
    let bad = app
        .patch_json("/admin/aff/kettle/modify", &json!({"title": "Kettle"}))
        .await;

    assert_error(unknown, 404, None).await;
    assert_error(bad, 400, None).await;
    assert_eq!(
        get_json(&app, &format!("/admin/aff/{}", created["id"])).await,
        created,
        "unchanged"
    );
}

#[tokio::test]
async fn an_inactive_product_is_404_to_visitors_and_200_to_administrators() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    let hidden = create(&app, &titled("Hidden Kettle", false)).await;
    let shown = create(&app, &titled("Shown Kettle", true)).await;
    let visitor = Client::new();
    let public = |id: &Value| visitor.get(app.url(&format!("/admin/aff/{id}"))).send();

    let hidden_public = public(&hidden["id"]).await.unwrap();
    let shown_public = public(&shown["id"]).await.unwrap();
    let unknown_public = visitor
        .get(app.url("/admin/aff/999999"))
        .send()
        .await
        .unwrap();
    let bad_public = visitor
        .get(app.url("/admin/aff/kettle"))
        .send()
        .await
        .unwrap();

    assert_error(hidden_public, 404, None).await;
    assert_eq!(shown_public.status(), 200);
    assert_eq!(shown_public.json::<Value>().await.unwrap(), shown);
    assert_error(unknown_public, 404, None).await;
    assert_error(bad_public, 400, None).await;
    let hidden_admin = app.get(&format!("/admin/aff/{}", hidden["id"])).await;
    assert_eq!(hidden_admin.status(), 200);
    assert_eq!(hidden_admin.json::<Value>().await.unwrap(), hidden);
}

#[tokio::test]
async fn the_active_list_has_only_active_products_newest_first() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    for (title, active) in [
        ("Oldest", true),
        ("Hidden", false),
        ("Middle", true),
        ("Newest", true),
    ] {
        create(&app, &titled(title, active)).await;
    }

    let active: Value = Client::new()
        .get(app.url("/admin/aff/active"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let all = get_json(&app, "/admin/aff/all").await;

    assert_eq!(titles(&active), ["Newest", "Middle", "Oldest"]);
    assert_eq!(titles(&all), ["Newest", "Middle", "Hidden", "Oldest"]);
    for p in all.as_array().unwrap() {
        assert_keys(p, &PRODUCT_FIELDS);
    }
}

#[tokio::test]
async fn a_deactivated_product_leaves_the_public_list() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    let product = create(&app, &titled("Kettle", true)).await;

    let res = app
        .patch_json(
            &format!("/admin/aff/{}/modify", product["id"]),
            &json!({"active": false}),
        )
        .await;

    assert_eq!(res.status(), 200);
    assert_eq!(get_json(&app, "/admin/aff/active").await, json!([]));
    let public = Client::new()
        .get(app.url(&format!("/admin/aff/{}", product["id"])))
        .send()
        .await
        .unwrap();
    assert_error(public, 404, None).await;
}

#[tokio::test]
async fn delete_is_204_then_404() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    let gone = create(&app, &titled("Gone", true)).await;
    let kept = create(&app, &titled("Kept", true)).await;

    let res = app.delete(&format!("/admin/aff/{}", gone["id"])).await;

    assert_eq!(res.status(), 204);
    assert!(res.bytes().await.unwrap().is_empty());
    assert_eq!(get_json(&app, "/admin/aff/all").await, json!([kept]));
    assert_error(
        app.get(&format!("/admin/aff/{}", gone["id"])).await,
        404,
        None,
    )
    .await;
    assert_error(
        app.delete(&format!("/admin/aff/{}", gone["id"])).await,
        404,
        None,
    )
    .await;
    assert_error(app.delete("/admin/aff/gone").await, 400, None).await;
}
