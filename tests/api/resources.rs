//! The product's own calls for what the original client's calls do
//! (`/admin/enquiries`, `/admin/services`, `/admin/departments`,
//! `/admin/positions`, `/admin/applications`, `/admin/admins`,
//! `/admin/products`): the administrator area reads and writes through
//! them, and the original paths answer over them as before.
use serde_json::{json, Value};

use crate::helpers::{assert_error, spawn_app_with, TestApp};

async fn ok_json(res: reqwest::Response, status: u16, what: &str) -> Value {
    assert_eq!(res.status(), status, "{what}");
    res.json().await.unwrap()
}

async fn submit_enquiries(app: &TestApp, n: usize) -> Vec<i64> {
    let ser_id = app.first_service_id().await;
    let mut ids = Vec::new();
    for i in 0..n {
        let mut body = TestApp::enquiry_body(ser_id);
        body["fName"] = json!(format!("Asha{i}"));
        body["bEmail"] = json!(format!("asha{i}@kumari-crafts.in"));
        body["contactNumber"] = json!(format!("+91 98765 4{i:04}"));
        let e = ok_json(
            app.post_json("/userbe/createbe", &body).await,
            201,
            "submit",
        )
        .await;
        ids.push(e["bId"].as_i64().unwrap());
    }
    ids
}

#[tokio::test]
async fn the_enquiry_table_is_read_a_page_at_a_time_newest_first() {
    let app = spawn_app_with(|c| c.form_rate_limit = 0).await;
    let ids = submit_enquiries(&app, 27).await;
    app.login_as_admin().await;

    let first = ok_json(app.get("/admin/enquiries").await, 200, "page 1").await;
    assert_eq!(
        (
            &first["total"],
            &first["page"],
            &first["perPage"],
            &first["pages"]
        ),
        (&json!(27), &json!(1), &json!(25), &json!(2))
    );
    let items = first["items"].as_array().unwrap();
    assert_eq!(items.len(), 25);
    assert_eq!(
        items[0]["bId"].as_i64(),
        ids.last().copied(),
        "newest first"
    );
    assert!(items[0]["fName"].is_string() && items[0]["selectedService"].is_object());

    let second = ok_json(app.get("/admin/enquiries?page=2").await, 200, "page 2").await;
    let rest: Vec<i64> = second["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["bId"].as_i64().unwrap())
        .collect();
    assert_eq!(rest, vec![ids[1], ids[0]]);

    // The original list still answers every enquiry at once.
    let all = ok_json(app.get("/admin/getallbe").await, 200, "getallbe").await;
    assert_eq!(all.as_array().unwrap().len(), 27);

    assert_error(
        app.get("/admin/enquiries?perPage=500").await,
        422,
        Some("perPage"),
    )
    .await;
}

#[tokio::test]
async fn an_enquiry_is_read_edited_and_deleted_at_its_own_address() {
    let app = spawn_app_with(|c| c.form_rate_limit = 0).await;
    let ids = submit_enquiries(&app, 1).await;
    let at = format!("/admin/enquiries/{}", ids[0]);
    assert_error(app.get(&at).await, 401, None).await;
    app.login_as_admin().await;

    let read = ok_json(app.get(&at).await, 200, "read").await;
    let original = ok_json(
        app.get(&format!("/userbe/getabq/{}", ids[0])).await,
        200,
        "getabq",
    )
    .await;
    assert_eq!(read, original, "the original read answers the same record");

    let changed = ok_json(
        app.patch_json(&at, &json!({"fName": "Ashaben"})).await,
        200,
        "patch",
    )
    .await;
    assert_eq!(changed["fName"], "Ashaben");
    assert_eq!(changed["lName"], read["lName"]);
    assert_error(
        app.patch_json(&at, &json!({"bEmail": "nope"})).await,
        422,
        Some("bEmail"),
    )
    .await;

    assert_eq!(app.delete(&at).await.status(), 204);
    assert_error(app.get(&at).await, 404, None).await;
}

#[tokio::test]
async fn services_departments_and_positions_are_managed_at_their_own_addresses() {
    let app = spawn_app_with(|_| {}).await;
    assert_error(app.get("/admin/services").await, 401, None).await;
    app.login_as_admin().await;

    let body = json!({"serviceName": "Flipkart", "subServiceName": "Catalogue shoot"});
    let service = ok_json(
        app.post_json("/admin/services", &body).await,
        201,
        "service",
    )
    .await;
    let listed = ok_json(app.get("/admin/services").await, 200, "services").await;
    assert!(listed.as_array().unwrap().contains(&service));
    let public = ok_json(app.get("/serviceent/list").await, 200, "serviceent").await;
    assert_eq!(
        listed, public,
        "the original list answers the same catalogue"
    );
    let at = format!("/admin/services/{}", service["serId"]);
    assert_eq!(app.delete(&at).await.status(), 204);
    assert_error(app.delete(&at).await, 404, None).await;

    let dept = json!({"dName": "Marketplace Operations"});
    let d = ok_json(
        app.post_json("/admin/departments", &dept).await,
        201,
        "department",
    )
    .await;
    let positions = format!("/admin/departments/{}/positions", d["dId"]);
    let post = json!({"posName": "Catalogue Executive", "numberOfPosts": 2});
    let p = ok_json(app.post_json(&positions, &post).await, 201, "position").await;
    let depts = ok_json(app.get("/admin/departments").await, 200, "departments").await;
    assert_eq!(depts[0]["positions"][0]["posId"], p["posId"]);
    let all = ok_json(app.get("/admin/positions").await, 200, "positions").await;
    assert_eq!(all[0]["posName"], "Catalogue Executive");
    assert!(
        all[0]["careerPages"].is_array(),
        "administrators see applications"
    );
    assert_eq!(
        app.delete(&format!("/admin/positions/{}", p["posId"]))
            .await
            .status(),
        204
    );
    assert_eq!(
        app.delete(&format!("/admin/departments/{}", d["dId"]))
            .await
            .status(),
        204
    );
    let depts = ok_json(app.get("/admin/departments").await, 200, "departments").await;
    assert_eq!(depts, json!([]));
}

#[tokio::test]
async fn applications_are_edited_and_deleted_at_their_own_addresses() {
    let app = spawn_app_with(|c| c.form_rate_limit = 0).await;
    app.login_as_admin().await;
    let (_, pos_id) = app
        .department_with_position("Sales", "Account Manager")
        .await;
    let body = json!({"fullName": "Ravi Ranjan", "email": "ravi@example.in", "mobileNumber": "9876500001"});
    let a = ok_json(
        app.post_json(&format!("/usercp/createcp/{pos_id}"), &body)
            .await,
        201,
        "apply",
    )
    .await;
    let at = format!("/admin/applications/{}", a["cId"]);
    let changed = ok_json(
        app.patch_json(&at, &json!({"fullName": "Ravi Kumar Ranjan"}))
            .await,
        200,
        "patch",
    )
    .await;
    assert_eq!(changed["fullName"], "Ravi Kumar Ranjan");
    assert_eq!(changed["positionApplied"]["posId"], json!(pos_id));
    assert_eq!(app.delete(&at).await.status(), 204);
    assert_error(app.delete(&at).await, 404, None).await;
}

#[tokio::test]
async fn products_and_administrators_are_read_and_written_at_their_own_addresses() {
    let app = spawn_app_with(|_| {}).await;
    let me = app.login_as_admin().await;

    let admins = ok_json(app.get("/admin/admins").await, 200, "admins").await;
    assert_eq!(admins[0]["user_id"], me["user_id"]);
    let mine = format!("/admin/admins/{}", me["user_id"]);
    assert_error(app.delete(&mine).await, 409, None).await;

    let body = json!({"title": "Prestige Kettle", "price": 899, "active": false});
    let p = ok_json(
        app.post_json("/admin/products", &body).await,
        201,
        "product",
    )
    .await;
    let at = format!("/admin/products/{}", p["id"]);
    assert_eq!(
        ok_json(app.get(&at).await, 200, "read").await,
        p,
        "inactive, still read"
    );
    let changed = ok_json(
        app.patch_json(&at, &json!({"price": 799})).await,
        200,
        "patch",
    )
    .await;
    assert_eq!(changed["price"], 799);
    assert_eq!(app.delete(&at).await.status(), 204);
    assert_error(app.get(&at).await, 404, None).await;
}
