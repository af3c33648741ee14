//! The audit log: sign-ins (and failures), sign-outs and every write by an
//! administrator, with who, when, from where, the call and the fields sent;
//! read-only, filtered, and kept after the administrator is deleted.
use serde_json::{json, Value};

use crate::helpers::{assert_error, spawn_app, TestApp, ADMIN_EMAIL, ADMIN_PASSWORD};

async fn audit(app: &TestApp, query: &str) -> Value {
    let res = app.get(&format!("/admin/audit{query}")).await;
    assert_eq!(res.status(), 200, "audit list {query}");
    res.json().await.unwrap()
}

fn entries(page: &Value) -> Vec<Value> {
    page["entries"].as_array().unwrap().clone()
}

#[tokio::test]
async fn sign_ins_failures_and_sign_outs_are_recorded_with_the_address() {
    // Arrange
    let app = spawn_app().await;
    app.create_admin(ADMIN_EMAIL, ADMIN_PASSWORD).await;

    // Act
    assert_eq!(
        app.login("intruder@example.test", "guess-guess")
            .await
            .status(),
        401
    );
    assert_eq!(app.login(ADMIN_EMAIL, ADMIN_PASSWORD).await.status(), 200);
    assert_eq!(app.post_empty("/admin/logout").await.status(), 200);
    assert_eq!(app.login(ADMIN_EMAIL, ADMIN_PASSWORD).await.status(), 200);

    // Assert: newest first.
    let list = entries(&audit(&app, "").await);
    let actions: Vec<&str> = list.iter().map(|e| e["action"].as_str().unwrap()).collect();
    assert_eq!(
        actions,
        ["Signed in", "Signed out", "Signed in", "Sign-in failed"]
    );
    let failed = &list[3];
    assert_eq!(failed["actorEmail"], "intruder@example.test");
    assert_eq!(failed["actorId"], Value::Null);
    assert_eq!(failed["status"], 401);
    assert!(list.iter().all(|e| e["ipAddress"] == "127.0.0.1"));
    assert_eq!(list[0]["actorEmail"], ADMIN_EMAIL);
    assert!(list[0]["actorId"].is_i64());
}

#[tokio::test]
async fn every_create_update_and_delete_is_recorded_with_its_fields_not_their_values() {
    // Arrange
    let app = spawn_app().await;
    app.login_as_admin().await;
    let service = app
        .post_json(
            "/admin/createpost",
            &json!({"serviceName": "Amazon", "subServiceName": "Audit"}),
        )
        .await;
    assert_eq!(service.status(), 201);
    let ser_id = service.json::<Value>().await.unwrap()["serId"]
        .as_i64()
        .unwrap();
    let enquiry: Value = app
        .post_json("/userbe/createbe", &TestApp::enquiry_body(ser_id))
        .await
        .json()
        .await
        .unwrap();
    let b_id = enquiry["bId"].as_i64().unwrap();

    // Act
    let patched = app
        .patch_json(
            &format!("/admin/update/{b_id}"),
            &json!({"fName": "Asha Rani"}),
        )
        .await;
    assert_eq!(patched.status(), 200);
    assert_eq!(
        app.delete(&format!("/admin/delete/{b_id}")).await.status(),
        204
    );
    app.create_admin("second@vanijya.test", "second-admin-password")
        .await;
    let refused = app
        .patch_json(&format!("/admin/update/{b_id}"), &json!({"fName": "Gone"}))
        .await;
    assert_eq!(refused.status(), 404);

    // Assert
    let list = entries(&audit(&app, "?perPage=10").await);
    let line = |e: &Value| {
        format!(
            "{} {} [{}]",
            e["action"].as_str().unwrap(),
            e["target"].as_str().unwrap(),
            e["fields"]
                .as_array()
                .unwrap()
                .iter()
                .map(|f| f.as_str().unwrap())
                .collect::<Vec<_>>()
                .join(",")
        )
    };
    let lines: Vec<String> = list.iter().map(line).collect();
    assert_eq!(
        lines[..4],
        [
            "Created POST /admin/createad [email,mobile,password,role,username]".to_owned(),
            format!("Deleted DELETE /admin/delete/{b_id} []"),
            format!("Updated PATCH /admin/update/{b_id} [fName]"),
            "Created POST /admin/createpost [serviceName,subServiceName]".to_owned(),
        ],
        "failed writes and the visitor's enquiry are not recorded: {lines:#?}"
    );
    let said: Vec<&str> = list[..4]
        .iter()
        .map(|e| e["summary"].as_str().unwrap())
        .collect();
    assert_eq!(
        said,
        [
            "Added an administrator".to_owned(),
            format!("Deleted the enquiry #{b_id}"),
            format!("Changed the enquiry #{b_id}"),
            "Added a service".to_owned(),
        ],
        "in words, a lead by its number"
    );
    let text = serde_json::to_string(&list).unwrap();
    assert!(!text.contains("second-admin-password"), "never a value");
    assert!(!text.contains("Asha Rani"), "never a value");
}

#[tokio::test]
async fn entries_outlive_the_administrator_who_made_them() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    let second = app
        .create_admin("second@vanijya.test", "second-admin-password")
        .await;
    let other = app.clone_handle();
    assert_eq!(
        other
            .login("second@vanijya.test", "second-admin-password")
            .await
            .status(),
        200
    );
    let made = other
        .post_json("/admin/departments/adddep", &json!({"dName": "Audit Desk"}))
        .await;
    assert_eq!(made.status(), 201);

    let deleted = app
        .delete(&format!("/admin/deleteuser/{}", second["user_id"]))
        .await;
    assert_eq!(deleted.status(), 204);

    let list = entries(&audit(&app, "?q=second%40vanijya.test").await);
    let by_second: Vec<&Value> = list
        .iter()
        .filter(|e| e["actorEmail"] == "second@vanijya.test")
        .collect();
    assert!(
        by_second
            .iter()
            .any(|e| e["target"] == "POST /admin/departments/adddep"),
        "{list:#?}"
    );
    assert!(by_second.iter().all(|e| e["actorId"] == second["user_id"]));
}

#[tokio::test]
async fn the_log_filters_by_action_text_and_dates_and_pages() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    for name in ["Alpha", "Beta", "Gamma"] {
        let res = app
            .post_json("/admin/departments/adddep", &json!({"dName": name}))
            .await;
        assert_eq!(res.status(), 201);
    }

    let created = audit(&app, "?action=Created").await;
    let sign_ins = audit(&app, "?action=Signed%20in").await;
    let paged = audit(&app, "?action=Created&perPage=2&page=2").await;
    let by_text = audit(&app, "?q=ADDDEP").await;
    let by_wildcard = audit(&app, "?q=%25").await;
    let future = audit(&app, "?from=2199-01-01").await;
    let today = chrono::Utc::now().format("%Y-%m-%d").to_string();
    let around_today = audit(&app, &format!("?from={today}&to=2199-12-31&action=Created")).await;

    assert_eq!(
        created["total"], 3,
        "the three departments (registration is not an administrator's write)"
    );
    assert_eq!(sign_ins["total"], 1);
    assert_eq!(
        (
            paged["page"].clone(),
            paged["pages"].clone(),
            entries(&paged).len()
        ),
        (json!(2), json!(2), 1)
    );
    assert_eq!(by_text["total"], 3);
    assert_eq!(by_wildcard["total"], 0, "% is searched for as itself");
    assert_eq!(future["total"], 0);
    assert_eq!(around_today["total"], 3, "{today}");
    assert!(created["actions"]
        .as_array()
        .unwrap()
        .contains(&json!("Deleted")));
    assert_error(
        app.get("/admin/audit?action=Hacked").await,
        422,
        Some("action"),
    )
    .await;
    assert_error(
        app.get(&format!("/admin/audit?q={}", "a".repeat(201)))
            .await,
        422,
        Some("q"),
    )
    .await;
    assert_error(
        app.get("/admin/audit?from=22-11-2026").await,
        422,
        Some("from"),
    )
    .await;
    assert_error(
        app.get("/admin/audit?from=2026-11-22&to=2026-11-01").await,
        422,
        Some("to"),
    )
    .await;
}

#[tokio::test]
async fn nobody_can_change_or_delete_an_entry_and_strangers_cannot_read_them() {
    let app = spawn_app().await;
    assert_error(app.get("/admin/audit").await, 401, None).await;
    app.login_as_admin().await;
    let first = entries(&audit(&app, "").await)[0]["id"].clone();

    assert_eq!(app.delete("/admin/audit").await.status(), 405);
    assert_eq!(
        app.post_json("/admin/audit", &json!({})).await.status(),
        405
    );
    assert_eq!(
        app.delete(&format!("/admin/audit/{first}")).await.status(),
        404
    );
    assert_eq!(
        app.patch_json(&format!("/admin/audit/{first}"), &json!({"action": "x"}))
            .await
            .status(),
        404
    );
    assert_eq!(entries(&audit(&app, "").await)[0]["id"], first, "unchanged");
}

#[tokio::test]
async fn a_deletion_names_what_went_and_a_change_names_it_as_it_is_then() {
    // Arrange
    let app = spawn_app().await;
    app.login_as_admin().await;
    let (d_id, pos_id) = app
        .department_with_position("Marketing", "Account Manager")
        .await;

    // Act
    let deleted_position = app.delete(&format!("/admin/positions/{pos_id}")).await;
    let deleted = app.delete(&format!("/admin/departments/{d_id}")).await;
    let missing = app.delete(&format!("/admin/departments/{d_id}")).await;

    // Assert: each by its name; the refused one is not recorded
    assert_eq!(deleted_position.status(), 204);
    assert_eq!(deleted.status(), 204);
    assert_eq!(missing.status(), 404);
    let list = entries(&audit(&app, "?perPage=4").await);
    let said: Vec<&str> = list
        .iter()
        .map(|e| e["summary"].as_str().unwrap())
        .collect();
    assert_eq!(
        said,
        [
            "Deleted the department Marketing",
            "Deleted the position Account Manager",
            "Added a position to the department Marketing",
            "Added a department",
        ]
    );
    let found = entries(&audit(&app, "?q=Marketing").await);
    assert_eq!(found.len(), 2, "the words are searched");
}
