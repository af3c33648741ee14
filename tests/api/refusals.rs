//! A request with several fields at fault is answered with every one of
//! them at once: `errors` lists each refused field in the order of the
//! form, while `field` and `error` keep naming the first.
use serde_json::{json, Value};

use crate::helpers::{assert_error, spawn_app, TestApp};

/// Asserts a 422 naming exactly `fields`, in order, each with a message,
/// the first of them also in `field` and `error`.
async fn assert_refused(res: reqwest::Response, fields: &[&str]) -> Value {
    let body = assert_error(res, 422, fields.first().copied()).await;
    let errors = body["errors"].as_array().expect("an errors list");
    let named: Vec<&str> = errors
        .iter()
        .map(|e| e["field"].as_str().unwrap())
        .collect();
    assert_eq!(named, fields, "refused fields in {body}");
    for e in errors {
        assert!(e["error"].as_str().is_some_and(|m| !m.is_empty()), "{e}");
    }
    assert_eq!(
        body["error"], errors[0]["error"],
        "error is the first message"
    );
    body
}

#[tokio::test]
async fn an_enquiry_with_two_bad_fields_answers_both_and_stores_nothing() {
    // Arrange
    let app = spawn_app().await;
    let mut body = TestApp::enquiry_body(app.first_service_id().await);
    body["fName"] = json!("   ");
    body["bEmail"] = json!("asha@kumari");

    // Act
    let res = app.post_json("/userbe/createbe", &body).await;

    // Assert
    let refused = assert_refused(res, &["fName", "bEmail"]).await;
    assert_eq!(refused["errors"][0]["error"], "First name is required.");
    app.login_as_admin().await;
    let all: Vec<Value> = app.get("/admin/getallbe").await.json().await.unwrap();
    assert!(all.is_empty(), "nothing stored");
}

#[tokio::test]
async fn an_application_without_a_position_and_with_bad_contacts_answers_every_field() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    let (_, pos_id) = app
        .department_with_position("Marketplace Operations", "Account Manager")
        .await;

    let res = app
        .post_json(
            &format!("/usercp/createcp/{pos_id}"),
            &json!({"fullName": "", "email": "ravi@", "mobileNumber": "9876543210",
                    "positionApplied": {"posId": pos_id + 1}}),
        )
        .await;

    assert_refused(res, &["positionApplied", "fullName", "email"]).await;
}

#[tokio::test]
async fn admin_forms_answer_every_refused_field() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    let (d_id, _) = app
        .department_with_position("Creative Studio", "Photographer")
        .await;
    let cases: Vec<(String, Value, Vec<&str>)> = vec![
        (
            "/admin/aff".into(),
            json!({"title": "", "price": -5, "affiliateLink": "ftp://x"}),
            vec!["price", "title", "affiliateLink"],
        ),
        (
            "/admin/createpost".into(),
            json!({"serviceName": "", "subServiceName": " "}),
            vec!["serviceName", "subServiceName"],
        ),
        (
            format!("/admin/{d_id}/addpost"),
            json!({"posName": "", "numberOfPosts": 1000}),
            vec!["posName", "numberOfPosts"],
        ),
        (
            "/admin/createad".into(),
            json!({"username": "", "email": "x", "mobile": "", "password": "short", "role": "r"}),
            vec!["password", "username", "email", "mobile"],
        ),
        (
            "/admin/account/password".into(),
            json!({"currentPassword": "", "newPassword": "short"}),
            vec!["currentPassword", "newPassword"],
        ),
    ];
    for (path, body, fields) in cases {
        let res = app.post_json(&path, &body).await;
        assert_refused(res, &fields).await;
    }
}

#[tokio::test]
async fn a_patch_answers_every_refused_field_and_changes_nothing() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    let body = TestApp::enquiry_body(app.first_service_id().await);
    let created: Value = app
        .post_json("/userbe/createbe", &body)
        .await
        .json()
        .await
        .unwrap();
    let b_id = created["bId"].as_i64().unwrap();

    let res = app
        .patch_json(
            &format!("/admin/update/{b_id}"),
            &json!({"fName": "Asha Devi", "lName": "", "contactNumber": "9".repeat(21)}),
        )
        .await;

    assert_refused(res, &["lName", "contactNumber"]).await;
    let stored: Value = app
        .get(&format!("/userbe/getabq/{b_id}"))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(stored["fName"], created["fName"], "nothing changed");
}

#[tokio::test]
async fn a_login_without_email_and_password_names_both() {
    let app = spawn_app().await;

    let res = app.post_json("/admin/login", &json!({})).await;

    assert_refused(res, &["email", "password"]).await;
}

#[tokio::test]
async fn a_list_query_with_several_bad_parameters_names_each_of_them() {
    let app = spawn_app().await;
    app.login_as_admin().await;

    let leads = app
        .get("/admin/leads/enquiries?status=Maybe&sort=loudest&from=1%20Nov&perPage=500")
        .await;
    let products = app
        .get("/admin/products?active=yes&sort=cheapest&page=0")
        .await;

    assert_refused(leads, &["status", "from", "sort", "perPage"]).await;
    assert_refused(products, &["sort", "active", "page"]).await;
}
