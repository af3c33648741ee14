//! The product's own calls for what the original client's calls do
//! (`/admin/enquiries`, `/admin/services`, `/admin/departments`,
//! `/admin/positions`, `/admin/applications`, `/admin/admins`,
//! `/admin/products`): the administrator area reads and writes through
//! them, and the original paths answer over them as before. The product's
//! calls speak its own names (`id`, `firstName`, `serviceId`…); the
//! original calls keep their client's (`bId`, `fName`, `serId`…).
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
    assert_eq!(items[0]["id"].as_i64(), ids.last().copied(), "newest first");

    let second = ok_json(app.get("/admin/enquiries?page=2").await, 200, "page 2").await;
    let rest: Vec<i64> = second["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["id"].as_i64().unwrap())
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
    assert_eq!(
        read,
        json!({
            "id": original["bId"],
            "firstName": original["fName"],
            "lastName": original["lName"],
            "email": original["bEmail"],
            "phone": original["contactNumber"],
            "address": original["address"],
            "message": original["message"],
            "submittedAt": original["submittedAt"],
            "service": {
                "id": original["selectedService"]["serId"],
                "serviceName": original["selectedService"]["serviceName"],
                "subServiceName": original["selectedService"]["subServiceName"],
            },
        }),
        "the same record in the product's names"
    );

    let changed = ok_json(
        app.patch_json(&at, &json!({"firstName": "Ashaben"})).await,
        200,
        "patch",
    )
    .await;
    assert_eq!(changed["firstName"], "Ashaben");
    assert_eq!(changed["lastName"], read["lastName"]);
    assert_error(
        app.patch_json(&at, &json!({"email": "nope"})).await,
        422,
        Some("email"),
    )
    .await;
    assert_error(
        app.patch_json(&at, &json!({"serviceId": 999_999})).await,
        422,
        Some("serviceId"),
    )
    .await;
    // The original edit refuses the same in its own names.
    let original_at = format!("/admin/update/{}", ids[0]);
    assert_error(
        app.patch_json(&original_at, &json!({"bEmail": "nope"}))
            .await,
        422,
        Some("bEmail"),
    )
    .await;
    assert_error(
        app.patch_json(
            &original_at,
            &json!({"selectedService": {"serId": 999_999}}),
        )
        .await,
        422,
        Some("selectedService"),
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
    assert!(service["id"].is_i64() && service.get("serId").is_none());
    let listed = ok_json(app.get("/admin/services").await, 200, "services").await;
    assert!(listed.as_array().unwrap().contains(&service));
    let public = ok_json(app.get("/serviceent/list").await, 200, "serviceent").await;
    let respelled: Vec<Value> = public
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            json!({"id": s["serId"], "serviceName": s["serviceName"],
                   "subServiceName": s["subServiceName"]})
        })
        .collect();
    assert_eq!(
        listed,
        json!(respelled),
        "the original list answers the same catalogue in its names"
    );
    let at = format!("/admin/services/{}", service["id"]);
    assert_eq!(app.delete(&at).await.status(), 204);
    assert_error(app.delete(&at).await, 404, None).await;

    assert_error(
        app.post_json("/admin/departments", &json!({"name": " "}))
            .await,
        422,
        Some("name"),
    )
    .await;
    let dept = json!({"name": "Marketplace Operations"});
    let d = ok_json(
        app.post_json("/admin/departments", &dept).await,
        201,
        "department",
    )
    .await;
    assert_eq!(
        d,
        json!({"id": d["id"], "name": "Marketplace Operations", "positions": []})
    );
    let positions = format!("/admin/departments/{}/positions", d["id"]);
    assert_error(
        app.post_json(&positions, &json!({"numberOfPosts": 2}))
            .await,
        422,
        Some("name"),
    )
    .await;
    let post = json!({"name": "Catalogue Executive", "numberOfPosts": 2});
    let p = ok_json(app.post_json(&positions, &post).await, 201, "position").await;
    assert_eq!(
        p,
        json!({"id": p["id"], "name": "Catalogue Executive", "numberOfPosts": 2,
               "departmentId": d["id"]})
    );
    let depts = ok_json(app.get("/admin/departments").await, 200, "departments").await;
    assert_eq!(depts[0]["positions"][0]["id"], p["id"]);
    let original = ok_json(app.get("/admin/alldepts").await, 200, "alldepts").await;
    assert_eq!(
        original[0]["dId"], d["id"],
        "the original list keeps its names"
    );
    assert_eq!(
        original[0]["positions"][0]["posName"],
        "Catalogue Executive"
    );
    let all = ok_json(app.get("/admin/positions").await, 200, "positions").await;
    assert_eq!(all[0]["name"], "Catalogue Executive");
    assert!(
        all[0]["applications"].is_array(),
        "administrators see applications"
    );
    let pages = ok_json(
        app.get("/admin/positions/job-pages").await,
        200,
        "job pages",
    )
    .await;
    assert_eq!(pages[0]["positionId"], p["id"]);
    assert_eq!(
        app.delete(&format!("/admin/positions/{}", p["id"]))
            .await
            .status(),
        204
    );
    assert_eq!(
        app.delete(&format!("/admin/departments/{}", d["id"]))
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
    let read = ok_json(app.get(&at).await, 200, "read").await;
    assert_eq!(
        read,
        json!({
            "id": a["cId"],
            "fullName": "Ravi Ranjan",
            "email": "ravi@example.in",
            "phone": "9876500001",
            "submittedAt": a["submittedAt"],
            "position": {"id": pos_id, "name": "Account Manager"},
        }),
        "the application in the product's names"
    );
    let changed = ok_json(
        app.patch_json(&at, &json!({"fullName": "Ravi Kumar Ranjan"}))
            .await,
        200,
        "patch",
    )
    .await;
    assert_eq!(changed["fullName"], "Ravi Kumar Ranjan");
    assert_eq!(changed["position"]["id"], json!(pos_id));
    assert_error(
        app.patch_json(&at, &json!({"phone": "9".repeat(21)})).await,
        422,
        Some("phone"),
    )
    .await;
    assert_error(
        app.patch_json(&at, &json!({"positionId": 999_999})).await,
        422,
        Some("positionId"),
    )
    .await;
    // The original edit refuses the same in its own names.
    let original_at = format!("/admin/updatecp/{pos_id}/{}", a["cId"]);
    assert_error(
        app.patch_json(&original_at, &json!({"mobileNumber": "9".repeat(21)}))
            .await,
        422,
        Some("mobileNumber"),
    )
    .await;
    assert_error(
        app.patch_json(
            &original_at,
            &json!({"positionApplied": {"posId": 999_999}}),
        )
        .await,
        422,
        Some("positionApplied"),
    )
    .await;
    assert_eq!(app.delete(&at).await.status(), 204);
    assert_error(app.delete(&at).await, 404, None).await;
}

#[tokio::test]
async fn products_and_administrators_are_read_and_written_at_their_own_addresses() {
    let app = spawn_app_with(|_| {}).await;
    let me = app.login_as_admin().await;

    let admins = ok_json(app.get("/admin/admins").await, 200, "admins").await;
    assert_eq!(admins[0]["id"], me["user_id"]);
    assert!(admins[0].get("user_id").is_none());
    let original = ok_json(app.get("/admin/getalla").await, 200, "getalla").await;
    assert_eq!(
        original[0]["user_id"], me["user_id"],
        "the original keeps user_id"
    );
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
