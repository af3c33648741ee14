//! The service catalogue: the public list, adding and deleting services, and
//! enquiries that outlive the service they chose.
use serde_json::{json, Value};

use crate::helpers::{assert_error, assert_keys, spawn_app, TestApp};

async fn list(app: &TestApp) -> Vec<Value> {
    let res = app.get("/serviceent/list").await;
    assert_eq!(res.status(), 200);
    res.json::<Value>()
        .await
        .unwrap()
        .as_array()
        .unwrap()
        .clone()
}

async fn create_service(app: &TestApp, name: &str, sub: &str) -> Value {
    let res = app
        .post_json(
            "/admin/createpost",
            &json!({"serviceName": name, "subServiceName": sub}),
        )
        .await;
    assert_eq!(res.status(), 201, "create service");
    res.json().await.unwrap()
}

#[tokio::test]
async fn visitors_list_the_seeded_catalogue() {
    let app = spawn_app().await;

    let services = list(&app).await;

    assert!(!services.is_empty(), "seeded catalogue");
    for s in &services {
        assert_keys(s, &["serId", "serviceName", "subServiceName"]);
        assert!(s["serId"].is_i64(), "numeric serId: {s}");
        assert!(s["serviceName"].as_str().is_some_and(|n| !n.is_empty()));
        assert!(s["subServiceName"].as_str().is_some_and(|n| !n.is_empty()));
    }
    assert!(services
        .iter()
        .any(|s| s["serviceName"] == "Amazon Services" && s["subServiceName"] == "Advertising"));
}

#[tokio::test]
async fn an_administrator_adds_a_service_and_it_is_listed() {
    let app = spawn_app().await;
    app.login_as_admin().await;

    let res = app
        .post_json(
            "/admin/createpost",
            &json!({"serviceName": "  Meesho Services ", "subServiceName": "Catalogue Upload"}),
        )
        .await;

    assert_eq!(res.status(), 201);
    let created: Value = res.json().await.unwrap();
    assert_keys(&created, &["serId", "serviceName", "subServiceName"]);
    assert_eq!(created["serviceName"], "Meesho Services", "trimmed");
    assert_eq!(created["subServiceName"], "Catalogue Upload");
    assert!(list(&app).await.contains(&created));
}

#[tokio::test]
async fn service_names_are_required_and_at_most_120_characters() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    let before = list(&app).await;
    let cases = [
        (json!({"subServiceName": "Listings"}), "serviceName"),
        (
            json!({"serviceName": "", "subServiceName": "Listings"}),
            "serviceName",
        ),
        (
            json!({"serviceName": "   ", "subServiceName": "Listings"}),
            "serviceName",
        ),
        (
            json!({"serviceName": "s".repeat(121), "subServiceName": "Listings"}),
            "serviceName",
        ),
        (
            json!({"serviceName": 7, "subServiceName": "Listings"}),
            "serviceName",
        ),
        (json!({"serviceName": "Meesho"}), "subServiceName"),
        (
            json!({"serviceName": "Meesho", "subServiceName": ""}),
            "subServiceName",
        ),
        (
            json!({"serviceName": "Meesho", "subServiceName": "x".repeat(121)}),
            "subServiceName",
        ),
    ];

    for (body, field) in cases {
        let res = app.post_json("/admin/createpost", &body).await;
        assert_eq!(res.status(), 422, "{body}");
        assert_error(res, 422, Some(field)).await;
    }

    assert_eq!(list(&app).await, before, "nothing stored");
    let longest = create_service(&app, &"s".repeat(120), &"x".repeat(120)).await;
    assert_eq!(longest["serviceName"], "s".repeat(120));
}

#[tokio::test]
async fn createpost_rejects_bodies_that_are_not_json_objects() {
    let app = spawn_app().await;
    app.login_as_admin().await;

    let malformed = app
        .client
        .post(app.url("/admin/createpost"))
        .header("content-type", "application/json")
        .body("{\"serviceName\": ")
        .send()
        .await
        .unwrap();
    let plain = app
        .client
        .post(app.url("/admin/createpost"))
        .header("content-type", "text/plain")
        .body("serviceName=Meesho")
        .send()
        .await
        .unwrap();

    assert_error(malformed, 400, None).await;
    assert_error(plain, 415, None).await;
}

#[tokio::test]
async fn an_administrator_deletes_a_service() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    let created = create_service(&app, "Meesho Services", "Catalogue Upload").await;
    let ser_id = created["serId"].as_i64().unwrap();

    let res = app.delete(&format!("/admin/delapost/{ser_id}")).await;

    assert_eq!(res.status(), 204);
    assert!(res.bytes().await.unwrap().is_empty());
    assert!(!list(&app).await.iter().any(|s| s["serId"] == ser_id));
    let again = app.delete(&format!("/admin/delapost/{ser_id}")).await;
    assert_error(again, 404, None).await;
    let bad = app.delete("/admin/delapost/abc").await;
    assert_error(bad, 400, None).await;
}

#[tokio::test]
async fn enquiries_survive_the_deletion_of_their_service() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    let service = create_service(&app, "Meesho Services", "Catalogue Upload").await;
    let ser_id = service["serId"].as_i64().unwrap();
    let enquiry: Value = app
        .post_json("/userbe/createbe", &TestApp::enquiry_body(ser_id))
        .await
        .json()
        .await
        .unwrap();
    let b_id = enquiry["bId"].as_i64().unwrap();

    assert_eq!(
        app.delete(&format!("/admin/delapost/{ser_id}"))
            .await
            .status(),
        204
    );

    let all: Value = app.get("/admin/getallbe").await.json().await.unwrap();
    let kept = all
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["bId"] == b_id)
        .expect("the enquiry is still listed")
        .clone();
    assert_eq!(
        kept["selectedService"],
        json!({"serId": null, "serviceName": "Meesho Services", "subServiceName": "Catalogue Upload"})
    );
    assert_eq!(kept["fName"], enquiry["fName"]);
    let one: Value = app
        .get(&format!("/userbe/getabq/{b_id}"))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(one, kept);
    // A new enquiry cannot choose the deleted service.
    let late = app
        .post_json("/userbe/createbe", &TestApp::enquiry_body(ser_id))
        .await;
    assert_error(late, 422, Some("selectedService")).await;
}
