//! Business enquiries: the public quote form (its validation, honeypot, rate
//! limit and request-body rules) and their administration.
use reqwest::header;
use serde_json::{json, Value};

use crate::helpers::{assert_error, assert_keys, spawn_app, spawn_app_with, TestApp};

const ENQUIRY_FIELDS: [&str; 9] = [
    "bId",
    "fName",
    "lName",
    "bEmail",
    "contactNumber",
    "address",
    "message",
    "submittedAt",
    "selectedService",
];

fn assert_enquiry_shape(e: &Value) {
    assert_keys(e, &ENQUIRY_FIELDS);
    assert_keys(
        &e["selectedService"],
        &["serId", "serviceName", "subServiceName"],
    );
    assert!(e["bId"].is_i64(), "numeric bId: {e}");
    assert_recent_utc(&e["submittedAt"]);
}

/// An RFC 3339 UTC time ending in Z, within a few minutes of now.
fn assert_recent_utc(v: &Value) {
    let s = v.as_str().expect("a time string");
    assert!(s.ends_with('Z'), "UTC with Z: {s}");
    let t = chrono::DateTime::parse_from_rfc3339(s).expect("RFC 3339");
    let age = chrono::Utc::now().signed_duration_since(t).num_seconds();
    assert!(age.abs() < 300, "{s} is not now");
}

/// The body with `field` set to `value`, or removed when `value` is None.
fn with(base: &Value, field: &str, value: Option<Value>) -> Value {
    let mut b = base.clone();
    match value {
        Some(v) => b[field] = v,
        None => {
            b.as_object_mut().unwrap().remove(field);
        }
    }
    b
}

async fn services(app: &TestApp) -> Vec<Value> {
    let list: Value = app.get("/serviceent/list").await.json().await.unwrap();
    list.as_array().unwrap().clone()
}

async fn submit(app: &TestApp, body: &Value) -> Value {
    let res = app.post_json("/userbe/createbe", body).await;
    assert_eq!(res.status(), 201, "submit enquiry");
    res.json().await.unwrap()
}

async fn all_enquiries(app: &TestApp) -> Vec<Value> {
    let res = app.get("/admin/getallbe").await;
    assert_eq!(res.status(), 200);
    res.json::<Value>()
        .await
        .unwrap()
        .as_array()
        .unwrap()
        .clone()
}

#[tokio::test]
async fn a_visitor_submits_an_enquiry_and_gets_the_stored_one() {
    let app = spawn_app().await;
    let service = services(&app).await[1].clone();
    let body = json!({
        "fName": "  Asha ", "lName": "Kumari", "bEmail": "asha@kumari-crafts.in",
        "selectedService": {"serId": service["serId"]}, "contactNumber": "+91 98765 43210",
        "address": "Boring Road, Patna", "message": "We sell handloom sarees.\nHelp us start on Amazon."
    });

    let res = app.post_json("/userbe/createbe", &body).await;

    assert_eq!(res.status(), 201);
    let created: Value = res.json().await.unwrap();
    assert_enquiry_shape(&created);
    assert_eq!(created["fName"], "Asha", "trimmed");
    assert_eq!(created["lName"], "Kumari");
    assert_eq!(created["bEmail"], "asha@kumari-crafts.in");
    assert_eq!(created["contactNumber"], "+91 98765 43210");
    assert_eq!(created["address"], "Boring Road, Patna");
    assert_eq!(
        created["message"],
        "We sell handloom sarees.\nHelp us start on Amazon."
    );
    assert_eq!(created["selectedService"], service);
    app.login_as_admin().await;
    assert_eq!(all_enquiries(&app).await, vec![created]);
}

#[tokio::test]
async fn the_administrator_lists_enquiries_newest_first() {
    let app = spawn_app().await;
    let ser_id = app.first_service_id().await;
    let mut ids = vec![];
    for name in ["Asha", "Bimla", "Chandan"] {
        let e = submit(
            &app,
            &with(&TestApp::enquiry_body(ser_id), "fName", Some(json!(name))),
        )
        .await;
        ids.push(e["bId"].clone());
    }
    app.login_as_admin().await;

    let list = all_enquiries(&app).await;

    let listed: Vec<Value> = list.iter().map(|e| e["bId"].clone()).collect();
    ids.reverse();
    assert_eq!(listed, ids);
    for e in &list {
        assert_enquiry_shape(e);
    }
    assert_eq!(list[0]["fName"], "Chandan");
}

#[tokio::test]
async fn getabq_returns_one_enquiry_or_404_or_400() {
    let app = spawn_app().await;
    let created = submit(&app, &TestApp::enquiry_body(app.first_service_id().await)).await;
    app.login_as_admin().await;

    let res = app.get(&format!("/userbe/getabq/{}", created["bId"])).await;
    let unknown = app.get("/userbe/getabq/999999").await;
    let bad = app.get("/userbe/getabq/not-a-number").await;

    assert_eq!(res.status(), 200);
    assert_eq!(res.json::<Value>().await.unwrap(), created);
    assert_error(unknown, 404, None).await;
    assert_error(bad, 400, None).await;
}

#[tokio::test]
async fn patch_replaces_the_fields_sent_and_keeps_the_rest() {
    let app = spawn_app().await;
    let list = services(&app).await;
    let (first, second) = (list[0].clone(), list[2].clone());
    let created = submit(
        &app,
        &TestApp::enquiry_body(first["serId"].as_i64().unwrap()),
    )
    .await;
    let b_id = created["bId"].as_i64().unwrap();
    app.login_as_admin().await;

    let res = app
        .patch_json(
            &format!("/admin/update/{b_id}"),
            &json!({"fName": "Asha Rani", "selectedService": {"serId": second["serId"]}}),
        )
        .await;

    assert_eq!(res.status(), 200);
    let updated: Value = res.json().await.unwrap();
    assert_enquiry_shape(&updated);
    assert_eq!(updated["bId"], b_id);
    assert_eq!(updated["fName"], "Asha Rani");
    assert_eq!(updated["selectedService"], second, "a new snapshot");
    for kept in [
        "lName",
        "bEmail",
        "contactNumber",
        "address",
        "message",
        "submittedAt",
    ] {
        assert_eq!(updated[kept], created[kept], "{kept} kept");
    }
    let stored: Value = app
        .get(&format!("/userbe/getabq/{b_id}"))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(stored, updated);
}

#[tokio::test]
async fn patch_with_every_field_as_the_admin_form_sends_it() {
    let app = spawn_app().await;
    let ser_id = app.first_service_id().await;
    let created = submit(&app, &TestApp::enquiry_body(ser_id)).await;
    let b_id = created["bId"].as_i64().unwrap();
    app.login_as_admin().await;
    let full = json!({
        "bId": b_id, "fName": "Ravi", "lName": "Shankar", "bEmail": "ravi@shankar.in",
        "selectedService": {"serId": ser_id}, "contactNumber": "0612 222 3333",
        "address": "Fraser Road, Patna", "message": "Please call after 5 pm."
    });

    let res = app
        .patch_json(&format!("/admin/update/{b_id}"), &full)
        .await;

    assert_eq!(res.status(), 200);
    let updated: Value = res.json().await.unwrap();
    for field in [
        "fName",
        "lName",
        "bEmail",
        "contactNumber",
        "address",
        "message",
    ] {
        assert_eq!(updated[field], full[field], "{field}");
    }
    assert_eq!(updated["selectedService"]["serId"], ser_id);
}

#[tokio::test]
async fn patch_rejects_invalid_fields_and_unknown_ids() {
    let app = spawn_app().await;
    let created = submit(&app, &TestApp::enquiry_body(app.first_service_id().await)).await;
    let path = format!("/admin/update/{}", created["bId"]);
    app.login_as_admin().await;

    let cases = [
        (json!({"bEmail": "not-an-email"}), "bEmail"),
        (json!({"fName": ""}), "fName"),
        (json!({"lName": "l".repeat(101)}), "lName"),
        (json!({"message": "m".repeat(5001)}), "message"),
        (
            json!({"selectedService": {"serId": 999999}}),
            "selectedService",
        ),
        (json!({"contactNumber": 9876543210_i64}), "contactNumber"),
    ];
    for (body, field) in cases {
        let res = app.patch_json(&path, &body).await;
        assert_eq!(res.status(), 422, "{body}");
        assert_error(res, 422, Some(field)).await;
    }
    let unknown = app
        .patch_json("/admin/update/999999", &json!({"fName": "Ravi"}))
        .await;
    let bad = app
        .patch_json("/admin/update/abc", &json!({"fName": "Ravi"}))
        .await;

    assert_error(unknown, 404, None).await;
    assert_error(bad, 400, None).await;
    let stored: Value = app
        .get(&format!("/userbe/getabq/{}", created["bId"]))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(stored, created, "unchanged");
}

#[tokio::test]
async fn delete_is_204_then_404() {
    let app = spawn_app().await;
    let ser_id = app.first_service_id().await;
    let gone = submit(&app, &TestApp::enquiry_body(ser_id)).await;
    // A different message: the same one again at once is one lead (a double click).
    let kept = submit(
        &app,
        &with(
            &TestApp::enquiry_body(ser_id),
            "message",
            Some(json!("Second question")),
        ),
    )
    .await;
    app.login_as_admin().await;

    let res = app.delete(&format!("/admin/delete/{}", gone["bId"])).await;

    assert_eq!(res.status(), 204);
    assert!(res.bytes().await.unwrap().is_empty());
    assert_eq!(all_enquiries(&app).await, vec![kept]);
    let one = app.get(&format!("/userbe/getabq/{}", gone["bId"])).await;
    assert_error(one, 404, None).await;
    let again = app.delete(&format!("/admin/delete/{}", gone["bId"])).await;
    assert_error(again, 404, None).await;
    assert_error(app.delete("/admin/delete/x1").await, 400, None).await;
}

#[tokio::test]
async fn each_invalid_field_is_422_naming_it_and_nothing_is_stored() {
    let app = spawn_app_with(|c| c.form_rate_limit = 0).await;
    let base = TestApp::enquiry_body(app.first_service_id().await);
    // A well-formed address that is longer than 254 characters.
    let label = "b".repeat(63);
    let long_email = format!("{}@{label}.{label}.{label}.in", "a".repeat(64));
    let cases: Vec<(&str, Option<Value>)> = vec![
        ("fName", None),
        ("fName", Some(json!(""))),
        ("fName", Some(json!("   "))),
        ("fName", Some(json!("f".repeat(101)))),
        ("fName", Some(json!(5))),
        ("lName", None),
        ("lName", Some(json!(""))),
        ("lName", Some(json!("l".repeat(101)))),
        ("bEmail", None),
        ("bEmail", Some(json!(""))),
        ("bEmail", Some(json!("asha.kumari-crafts.in"))),
        ("bEmail", Some(json!("asha@kumari"))),
        ("bEmail", Some(json!("asha kumari@crafts.in"))),
        ("bEmail", Some(json!(long_email))),
        ("bEmail", Some(json!(true))),
        ("contactNumber", None),
        ("contactNumber", Some(json!(""))),
        ("contactNumber", Some(json!("9".repeat(21)))),
        ("address", None),
        ("address", Some(json!(""))),
        ("address", Some(json!("a".repeat(501)))),
        ("message", None),
        ("message", Some(json!(""))),
        ("message", Some(json!("m".repeat(5001)))),
        ("message", Some(json!(["a", "list"]))),
        ("selectedService", None),
        ("selectedService", Some(json!({}))),
        ("selectedService", Some(json!({"serId": null}))),
        ("selectedService", Some(json!({"serId": 999999}))),
        ("selectedService", Some(json!({"serId": "abc"}))),
        ("selectedService", Some(json!({"serId": -1}))),
        ("selectedService", Some(json!({"serId": 1.5}))),
        ("selectedService", Some(json!("Amazon Services"))),
    ];

    for (field, value) in cases {
        let res = app
            .post_json("/userbe/createbe", &with(&base, field, value.clone()))
            .await;
        assert_eq!(res.status(), 422, "{field} = {value:?}");
        assert_error(res, 422, Some(field)).await;
    }

    app.login_as_admin().await;
    assert!(all_enquiries(&app).await.is_empty());
}

#[tokio::test]
async fn the_longest_allowed_values_are_accepted() {
    let app = spawn_app().await;
    let label = "b".repeat(63);
    let email_254 = format!("{}@{label}.{label}.{}.in", "a".repeat(64), "b".repeat(58));
    assert_eq!(email_254.len(), 254);
    let body = json!({
        "fName": "ॐ".repeat(100), "lName": "l".repeat(100), "bEmail": email_254,
        "selectedService": {"serId": app.first_service_id().await},
        "contactNumber": "9".repeat(20), "address": "a".repeat(500), "message": "m".repeat(5000)
    });

    let res = app.post_json("/userbe/createbe", &body).await;

    assert_eq!(res.status(), 201);
    let created: Value = res.json().await.unwrap();
    assert_eq!(created["fName"], "ॐ".repeat(100), "counted in characters");
    assert_eq!(created["message"], "m".repeat(5000));
}

#[tokio::test]
async fn bodies_that_are_not_valid_json_objects_are_refused() {
    let app = spawn_app_with(|c| c.form_rate_limit = 0).await;
    let valid = TestApp::enquiry_body(app.first_service_id().await).to_string();
    let raw = |content_type: Option<&str>, body: String| {
        let mut req = app.client.post(app.url("/userbe/createbe")).body(body);
        if let Some(ct) = content_type {
            req = req.header(header::CONTENT_TYPE, ct);
        }
        req.send()
    };

    let malformed = raw(Some("application/json"), "{\"fName\": \"Asha\",".into()).await;
    let array = raw(Some("application/json"), "[1, 2]".into()).await;
    // Every field in order, as an array: still not a JSON object.
    let positional = raw(
        Some("application/json"),
        json!(["Asha", "Kumari", "asha@kumari-crafts.in", "9876543210", "Patna", "Hello",
               {"serId": 1}, null])
        .to_string(),
    )
    .await;
    let trailing = raw(Some("application/json"), format!("{valid} extra")).await;
    let plain = raw(Some("text/plain"), valid.clone()).await;
    let form = raw(
        Some("application/x-www-form-urlencoded"),
        "fName=Asha".into(),
    )
    .await;
    let no_type = raw(None, valid.clone()).await;
    let huge = app
        .post_json(
            "/userbe/createbe",
            &json!({"fName": "Asha", "message": "m".repeat(70 * 1024)}),
        )
        .await;

    assert_error(malformed.unwrap(), 400, None).await;
    assert_error(array.unwrap(), 400, None).await;
    assert_error(positional.unwrap(), 400, None).await;
    assert_error(trailing.unwrap(), 400, None).await;
    assert_error(plain.unwrap(), 415, None).await;
    assert_error(form.unwrap(), 415, None).await;
    assert_error(no_type.unwrap(), 415, None).await;
    assert_error(huge, 413, None).await;
    app.login_as_admin().await;
    assert!(all_enquiries(&app).await.is_empty());
}

#[tokio::test]
async fn a_filled_honeypot_is_answered_201_but_not_stored() {
    let app = spawn_app().await;
    let ser_id = app.first_service_id().await;
    let bot = with(
        &TestApp::enquiry_body(ser_id),
        "website",
        Some(json!("https://cheap-seo.example")),
    );
    let human = with(&TestApp::enquiry_body(ser_id), "website", Some(json!("")));

    let res = app.post_json("/userbe/createbe", &bot).await;
    let kept = submit(&app, &human).await;

    assert_eq!(res.status(), 201);
    assert_keys(&res.json::<Value>().await.unwrap(), &ENQUIRY_FIELDS);
    app.login_as_admin().await;
    assert_eq!(all_enquiries(&app).await, vec![kept]);
}

#[tokio::test]
async fn past_the_form_rate_limit_submissions_are_429() {
    let app = spawn_app_with(|c| c.form_rate_limit = 3).await;
    let body = TestApp::enquiry_body(app.first_service_id().await);
    for i in 0..3 {
        // Each message differs: the same one again at once is one lead (a double click).
        let body = with(&body, "message", Some(json!(format!("Question {i}"))));
        assert_eq!(
            app.post_json("/userbe/createbe", &body).await.status(),
            201,
            "{i}"
        );
    }

    let res = app.post_json("/userbe/createbe", &body).await;

    assert!(res.headers().contains_key(header::RETRY_AFTER));
    assert_error(res, 429, None).await;
    app.login_as_admin().await;
    assert_eq!(all_enquiries(&app).await.len(), 3);
}

#[tokio::test]
async fn the_form_rate_limit_ignores_forwarded_addresses_unless_trusted() {
    let app = spawn_app_with(|c| c.form_rate_limit = 1).await;
    let body = TestApp::enquiry_body(app.first_service_id().await);
    let from = |ip: &str| {
        app.client
            .post(app.url("/userbe/createbe"))
            .header("x-forwarded-for", ip)
            .json(&body)
            .send()
    };

    assert_eq!(from("203.0.113.1").await.unwrap().status(), 201);
    let spoofed = from("203.0.113.2").await.unwrap();

    assert_error(spoofed, 429, None).await;

    let behind_proxy = spawn_app_with(|c| {
        c.form_rate_limit = 1;
        c.trust_proxy_headers = true;
    })
    .await;
    let from = |ip: &str| {
        behind_proxy
            .client
            .post(behind_proxy.url("/userbe/createbe"))
            .header("x-forwarded-for", ip)
            .json(&body)
            .send()
    };
    assert_eq!(from("203.0.113.1").await.unwrap().status(), 201);
    assert_eq!(from("203.0.113.2").await.unwrap().status(), 201);
    assert_eq!(from("203.0.113.1").await.unwrap().status(), 429);
}

#[tokio::test]
async fn a_zero_form_rate_limit_turns_the_limit_off() {
    let app = spawn_app_with(|c| c.form_rate_limit = 0).await;
    let body = TestApp::enquiry_body(app.first_service_id().await);

    for i in 0..25 {
        // Each message differs: the same one again at once is one lead (a double click).
        let body = with(&body, "message", Some(json!(format!("Question {i}"))));
        let res = app.post_json("/userbe/createbe", &body).await;
        assert_eq!(res.status(), 201, "submission {i}");
    }

    app.login_as_admin().await;
    assert_eq!(all_enquiries(&app).await.len(), 25);
}

#[tokio::test]
async fn the_form_rate_limit_counts_an_ipv6_client_by_its_64() {
    // Arrange: behind a trusted proxy, a limit of two per address
    let app = spawn_app_with(|c| {
        c.form_rate_limit = 2;
        c.trust_proxy_headers = true;
    })
    .await;
    let body = TestApp::enquiry_body(app.first_service_id().await);
    let from = |ip: &'static str, n: u32| {
        let body = with(&body, "message", Some(json!(format!("Question {n}"))));
        app.client
            .post(app.url("/userbe/createbe"))
            .header("x-forwarded-for", ip)
            .json(&body)
            .send()
    };

    // Act: three addresses of one /64, then one of the next /64
    let first = from("2001:db8:1:2::1", 1).await.unwrap().status();
    let second = from("2001:db8:1:2::2", 2).await.unwrap().status();
    let rotated = from("2001:db8:1:2:abcd::3", 3).await.unwrap();
    let neighbour = from("2001:db8:1:3::1", 4).await.unwrap().status();

    // Assert
    assert_eq!((first.as_u16(), second.as_u16()), (201, 201));
    assert_error(rotated, 429, None).await;
    assert_eq!(neighbour, 201);
}

#[tokio::test]
async fn a_name_on_more_than_one_line_or_holding_a_link_is_refused_at_its_field() {
    let app = spawn_app().await;
    let body = TestApp::enquiry_body(app.first_service_id().await);
    let cases = [
        (
            "fName",
            "customer,\n\nYour GST refund is on hold. Verify in 24 h",
            "First name must be on one line.",
        ),
        (
            "fName",
            "Verify at https://gst-refund.example",
            "First name cannot hold a web address.",
        ),
        (
            "lName",
            "Kumari (write to refunds@gst-help.example)",
            "Last name cannot hold an e-mail address.",
        ),
        ("lName", "Kumari\tTab", "Last name must be on one line."),
    ];
    for (field, value, message) in cases {
        // Act
        let res = app
            .post_json("/userbe/createbe", &with(&body, field, Some(json!(value))))
            .await;

        // Assert
        let err = assert_error(res, 422, Some(field)).await;
        assert_eq!(err["error"], message, "{value:?}");
    }
    app.login_as_admin().await;
    assert!(all_enquiries(&app).await.is_empty(), "nothing stored");
}
