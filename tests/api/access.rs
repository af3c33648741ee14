//! Access levels: the first account is an owner, a later one takes the
//! level its role names (else manager), an owner changes levels (never
//! leaving no owner), and the server refuses with 403 every call and
//! screen a level may not open.
use reqwest::redirect::Policy;
use serde_json::{json, Value};

use crate::helpers::{assert_error, spawn_app, TestApp, ADMIN_EMAIL, ADMIN_PASSWORD};

const PASSWORD: &str = "a-long-staff-password";

/// The signed-in owner adds `email` with `role` through the original
/// registration call; answers the new account's id.
pub(crate) async fn add(app: &TestApp, email: &str, role: &str) -> i64 {
    let res = app
        .post_json(
            "/admin/createad",
            &json!({"username": "Staff Member", "email": email, "mobile": "9876543210",
                    "password": PASSWORD, "role": role}),
        )
        .await;
    assert_eq!(res.status(), 201, "create {email}");
    let body: Value = res.json().await.unwrap();
    body["user_id"].as_i64().unwrap()
}

/// The same server, signed in as `email` in a browser of its own.
pub(crate) async fn signed_in(app: &TestApp, email: &str) -> TestApp {
    let other = app.clone_handle();
    assert_eq!(other.login(email, PASSWORD).await.status(), 200, "{email}");
    other
}

async fn admins(app: &TestApp) -> Vec<Value> {
    let res = app.get("/admin/admins").await;
    assert_eq!(res.status(), 200);
    res.json::<Value>()
        .await
        .unwrap()
        .as_array()
        .unwrap()
        .clone()
}

fn access_of<'a>(list: &'a [Value], email: &str) -> &'a str {
    list.iter()
        .find(|a| a["email"] == email)
        .and_then(|a| a["access"].as_str())
        .unwrap_or_else(|| panic!("{email} not listed"))
}

#[tokio::test]
async fn the_first_account_is_an_owner_whatever_its_role_says() {
    let app = spawn_app().await;
    let res = app
        .post_json(
            "/admin/createad",
            &json!({"username": "Asha", "email": ADMIN_EMAIL, "mobile": "9876543210",
                    "password": ADMIN_PASSWORD, "role": "Sales intern"}),
        )
        .await;
    assert_eq!(res.status(), 201);
    assert_eq!(app.login(ADMIN_EMAIL, ADMIN_PASSWORD).await.status(), 200);

    let list = admins(&app).await;
    let check: Value = app.get("/admin/check-auth").await.json().await.unwrap();

    assert_eq!(list[0]["role"], "Sales intern");
    assert_eq!(access_of(&list, ADMIN_EMAIL), "owner");
    assert_eq!(check["access"], "owner");
    let can: Vec<&str> = check["can"]
        .as_array()
        .unwrap()
        .iter()
        .map(|k| k.as_str().unwrap())
        .collect();
    for key in ["home", "admins", "backups", "people", "audit", "services"] {
        assert!(can.contains(&key), "an owner may open {key}: {can:?}");
    }
}

#[tokio::test]
async fn a_registered_account_takes_the_level_its_role_names_else_manager() {
    let app = spawn_app().await;
    app.login_as_admin().await;

    for (email, role) in [
        ("s@staff.test", "SALES"),
        ("r@staff.test", "Senior recruiter"),
        ("e@staff.test", "Content Editor"),
        ("o@staff.test", "owner"),
        ("m@staff.test", "Director"),
        ("x@staff.test", "Sales manager"),
    ] {
        add(&app, email, role).await;
    }

    let list = admins(&app).await;
    for (email, level) in [
        ("s@staff.test", "sales"),
        ("r@staff.test", "recruiter"),
        ("e@staff.test", "editor"),
        ("o@staff.test", "owner"),
        ("m@staff.test", "manager"),
        ("x@staff.test", "manager"),
    ] {
        assert_eq!(access_of(&list, email), level, "{email}");
    }
    let sales = list.iter().find(|a| a["email"] == "s@staff.test").unwrap();
    assert_eq!(sales["role"], "SALES", "the role stays as typed");
}

#[tokio::test]
async fn a_sales_account_is_refused_administrators_backups_peoples_data_and_the_log() {
    let app = spawn_app().await;
    let owner = app.login_as_admin().await;
    add(&app, "s@staff.test", "sales").await;
    let sales = signed_in(&app, "s@staff.test").await;

    for path in [
        "/admin/admins",
        "/admin/getalla",
        "/admin/backups/status",
        "/admin/people?q=asha",
        "/admin/audit",
        "/admin/services",
        "/admin/applications",
        "/admin/content",
    ] {
        let res = sales.get(path).await;
        assert_eq!(res.status(), 403, "{path}");
    }
    let erase = sales
        .post_json("/admin/people/erase", &json!({"email": "a@b.test"}))
        .await;
    assert_error(erase, 403, None).await;
    let delete = sales
        .delete(&format!("/admin/deleteuser/{}", owner["user_id"]))
        .await;
    assert_error(delete, 403, None).await;
    let register = sales
        .post_json(
            "/admin/createad",
            &json!({"username": "Intruder", "email": "i@staff.test", "mobile": "9876543210",
                    "password": PASSWORD, "role": "owner"}),
        )
        .await;
    assert_error(register, 403, None).await;

    for path in [
        "/admin/enquiries",
        "/admin/quotes",
        "/admin/analytics",
        "/admin/today",
        "/admin/leads/enquiries",
    ] {
        assert_eq!(sales.get(path).await.status(), 200, "{path}");
    }
    assert_eq!(
        sales.get("/admin/leads/applications").await.status(),
        403,
        "applications are the recruiters'"
    );
    assert_eq!(sales.get("/posts/all").await.status(), 200, "public");
    let check: Value = sales.get("/admin/check-auth").await.json().await.unwrap();
    assert_eq!(check["access"], "sales");
    let can = check["can"].as_array().unwrap();
    for key in [
        "admins", "backups", "people", "audit", "services", "careers",
    ] {
        assert!(!can.contains(&json!(key)), "sales may not open {key}");
    }
    for key in [
        "home",
        "enquiryList",
        "quotes",
        "invoices",
        "invoicePage",
        "analytics",
    ] {
        assert!(can.contains(&json!(key)), "sales may open {key}");
    }
}

#[tokio::test]
async fn a_screen_outside_the_level_answers_403_and_today_is_every_level_s_home() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    add(&app, "r@staff.test", "recruiter").await;
    let client = reqwest::Client::builder()
        .cookie_store(true)
        .redirect(Policy::none())
        .build()
        .unwrap();
    let recruiter = app.with_client(client);
    assert_eq!(
        recruiter.login("r@staff.test", PASSWORD).await.status(),
        200
    );

    let people = recruiter.get("/admin-login/people").await;
    let admins_screen = recruiter.get("/admin-login/admin-all-list").await;
    let register = recruiter.get("/registration").await;
    let home = recruiter.get("/admin-login/admin-home").await;
    let careers = recruiter.get("/admin-login/admin-career").await;

    assert_eq!(people.status(), 403);
    assert!(people
        .text()
        .await
        .unwrap()
        .contains("Not open to your access level"));
    assert_eq!(admins_screen.status(), 403);
    assert_eq!(register.status(), 403);
    // The home is Today for every level; a recruiter's has no enquiry table.
    assert_eq!(home.status(), 200);
    let home = home.text().await.unwrap();
    assert!(home.contains(r#""enquiries":null"#), "{home}");
    assert_eq!(careers.status(), 200);
    let old = recruiter.get("/admin-login/today?x=1").await;
    assert_eq!(old.status(), 308);
    assert_eq!(old.headers()["location"], "/admin-login/admin-home?x=1");
}

#[tokio::test]
async fn an_owner_changes_a_level_and_it_holds_from_the_next_call_and_is_logged() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    let id = add(&app, "m@staff.test", "manager").await;
    let staff = signed_in(&app, "m@staff.test").await;
    assert_eq!(staff.get("/admin/services").await.status(), 200);

    let res = app
        .patch_json(&format!("/admin/admins/{id}"), &json!({"access": "editor"}))
        .await;

    assert_eq!(res.status(), 200);
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["access"], "editor");
    assert_eq!(body["role"], "manager", "the role is not touched");
    assert_eq!(staff.get("/admin/services").await.status(), 403);
    assert_eq!(staff.get("/admin/content").await.status(), 200);
    let log: Value = app.get("/admin/audit").await.json().await.unwrap();
    assert!(
        log["entries"]
            .as_array()
            .unwrap()
            .iter()
            .any(|e| e["action"] == "Access level changed"
                && e["target"] == format!("PATCH /admin/admins/{id}")),
        "{log}"
    );
    let by_staff = staff
        .patch_json(&format!("/admin/admins/{id}"), &json!({"access": "owner"}))
        .await;
    assert_error(by_staff, 403, None).await;
    let unknown = app
        .patch_json(&format!("/admin/admins/{id}"), &json!({"access": "intern"}))
        .await;
    assert_error(unknown, 422, Some("access")).await;
    let missing = app
        .patch_json("/admin/admins/999999", &json!({"access": "sales"}))
        .await;
    assert_error(missing, 404, None).await;
}

#[tokio::test]
async fn the_last_owner_cannot_be_lowered_but_one_of_two_can() {
    let app = spawn_app().await;
    let me = app.login_as_admin().await;
    let other = add(&app, "o@staff.test", "owner").await;
    let mine = format!("/admin/admins/{}", me["user_id"]);

    let lower_other = app
        .patch_json(
            &format!("/admin/admins/{other}"),
            &json!({"access": "sales"}),
        )
        .await;
    let lower_me = app.patch_json(&mine, &json!({"access": "manager"})).await;

    assert_eq!(lower_other.status(), 200);
    let refused = assert_error(lower_me, 409, None).await;
    assert!(refused["error"].as_str().unwrap().contains("last owner"));
    let list = admins(&app).await;
    assert_eq!(access_of(&list, ADMIN_EMAIL), "owner");
    let again = app.patch_json(&mine, &json!({"access": "owner"})).await;
    assert_eq!(again.status(), 200, "an owner stays an owner");
}
