//! The signed-in administrator's own account: changing the password (the
//! current one required, common passwords refused, other sessions ended)
//! and listing and ending their sessions.
use serde_json::{json, Value};

use crate::helpers::{
    assert_error, spawn_app, spawn_app_with, TestApp, ADMIN_EMAIL, ADMIN_PASSWORD,
};

const NEW_PASSWORD: &str = "Ganga-ghat-at-dusk-42";

/// Another browser of the same administrator, logged in with `user_agent`.
async fn second_browser(app: &TestApp, password: &str, user_agent: &str) -> TestApp {
    let other = app.with_client(
        reqwest::Client::builder()
            .cookie_store(true)
            .user_agent(user_agent)
            .build()
            .unwrap(),
    );
    let res = other.login(ADMIN_EMAIL, password).await;
    assert_eq!(res.status(), 200, "second browser logs in");
    other
}

/// The caller's live sessions (GET /admin/account/sessions).
async fn sessions(app: &TestApp) -> Vec<Value> {
    app.get("/admin/account/sessions")
        .await
        .json()
        .await
        .unwrap()
}

async fn change(app: &TestApp, current: &str, new: &str) -> reqwest::Response {
    app.post_json(
        "/admin/account/password",
        &json!({"currentPassword": current, "newPassword": new}),
    )
    .await
}

#[tokio::test]
async fn changing_the_password_needs_the_current_one_and_ends_the_other_sessions() {
    // Arrange
    let app = spawn_app().await;
    app.login_as_admin().await;
    let other = second_browser(
        &app,
        ADMIN_PASSWORD,
        "Mozilla/5.0 (Linux; Android 14) Chrome/130.0",
    )
    .await;

    // Act
    let wrong = change(&app, "not-the-password", NEW_PASSWORD).await;
    let changed = change(&app, ADMIN_PASSWORD, NEW_PASSWORD).await;

    // Assert
    assert_error(wrong, 422, Some("currentPassword")).await;
    assert_eq!(changed.status(), 200);
    let body: Value = changed.json().await.unwrap();
    assert_eq!(
        body,
        json!({"message": "Password changed.", "endedSessions": 1})
    );
    assert_eq!(
        app.get("/admin/check-auth").await.status(),
        200,
        "this session stays"
    );
    assert_eq!(
        other.get("/admin/check-auth").await.status(),
        401,
        "the other one ended"
    );
    let fresh = app.clone_handle();
    assert_eq!(fresh.login(ADMIN_EMAIL, ADMIN_PASSWORD).await.status(), 401);
    assert_eq!(fresh.login(ADMIN_EMAIL, NEW_PASSWORD).await.status(), 200);
}

#[tokio::test]
async fn common_short_or_unchanged_new_passwords_are_refused_with_a_clear_message() {
    let app = spawn_app().await;
    app.login_as_admin().await;

    let common = change(&app, ADMIN_PASSWORD, "Password@123").await;
    let short = change(&app, ADMIN_PASSWORD, "short").await;
    let same = change(&app, ADMIN_PASSWORD, ADMIN_PASSWORD).await;
    let missing = app
        .post_json(
            "/admin/account/password",
            &json!({"newPassword": NEW_PASSWORD}),
        )
        .await;

    let body = assert_error(common, 422, Some("newPassword")).await;
    assert_eq!(
        body["error"],
        "This password is too common: it appears in lists of breached passwords. Choose another."
    );
    let body = assert_error(short, 422, Some("newPassword")).await;
    assert_eq!(
        body["error"],
        "Password must be at least 8 characters long."
    );
    let body = assert_error(same, 422, Some("newPassword")).await;
    assert_eq!(
        body["error"],
        "The new password must differ from the current one."
    );
    assert_error(missing, 422, Some("currentPassword")).await;
    assert_eq!(
        app.login(ADMIN_EMAIL, ADMIN_PASSWORD).await.status(),
        200,
        "unchanged"
    );
}

#[tokio::test]
async fn wrong_current_passwords_are_throttled_like_logins() {
    let app = spawn_app().await;
    app.login_as_admin().await;

    for _ in 0..5 {
        assert_eq!(
            change(&app, "guess-guess-guess", NEW_PASSWORD)
                .await
                .status(),
            422
        );
    }
    let sixth = change(&app, ADMIN_PASSWORD, NEW_PASSWORD).await;

    let body = assert_error(sixth, 429, None).await;
    assert!(body["error"]
        .as_str()
        .unwrap()
        .starts_with("Too many failed password checks."));
}

#[tokio::test]
async fn an_administrator_sees_and_ends_their_own_sessions() {
    // Arrange: this browser, and two more of the same administrator.
    let app = spawn_app().await;
    app.login_as_admin().await;
    let phone = second_browser(
        &app,
        ADMIN_PASSWORD,
        "Mozilla/5.0 (Linux; Android 14) Chrome/130.0",
    )
    .await;
    let laptop = second_browser(
        &app,
        ADMIN_PASSWORD,
        "Mozilla/5.0 (Windows NT 10.0) Firefox/132.0",
    )
    .await;

    // Act
    let list = sessions(&app).await;

    // Assert: three sessions, the current one marked, where each came from.
    assert_eq!(list.len(), 3, "{list:?}");
    assert_eq!(list.iter().filter(|s| s["current"] == true).count(), 1);
    assert!(list.iter().all(|s| s["ipAddress"] == "127.0.0.1"));
    let phone_row = list
        .iter()
        .find(|s| s["userAgent"].as_str().unwrap().contains("Android"))
        .expect("the phone's session");
    for key in [
        "id",
        "ipAddress",
        "userAgent",
        "signedInAt",
        "lastSeenAt",
        "current",
    ] {
        assert!(phone_row.get(key).is_some(), "{key}");
    }
    let current = list.iter().find(|s| s["current"] == true).unwrap();

    // Ending one other session signs that browser out, and only it.
    let path = format!("/admin/account/sessions/{}", phone_row["id"]);
    assert_eq!(app.delete(&path).await.status(), 204);
    assert_eq!(phone.get("/admin/check-auth").await.status(), 401);
    assert_eq!(laptop.get("/admin/check-auth").await.status(), 200);
    assert_error(app.delete(&path).await, 404, None).await;
    let own = format!("/admin/account/sessions/{}", current["id"]);
    assert_error(app.delete(&own).await, 409, None).await;

    // Ending all the others leaves this one.
    let ended: Value = app
        .post_empty("/admin/account/sessions/end-others")
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(ended, json!({"endedSessions": 1}));
    assert_eq!(laptop.get("/admin/check-auth").await.status(), 401);
    assert_eq!(app.get("/admin/check-auth").await.status(), 200);
}

#[tokio::test]
async fn another_administrators_session_cannot_be_ended() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    app.create_admin("second@vanijya.test", "second-admin-password")
        .await;
    let second = app.clone_handle();
    assert_eq!(
        second
            .login("second@vanijya.test", "second-admin-password")
            .await
            .status(),
        200
    );
    let theirs = sessions(&second).await;

    let res = app
        .delete(&format!("/admin/account/sessions/{}", theirs[0]["id"]))
        .await;

    assert_error(res, 404, None).await;
    assert_eq!(second.get("/admin/check-auth").await.status(), 200);
}

#[tokio::test]
async fn the_account_calls_need_a_session() {
    let app = spawn_app().await;
    assert_error(app.get("/admin/account/sessions").await, 401, None).await;
    assert_error(change(&app, ADMIN_PASSWORD, NEW_PASSWORD).await, 401, None).await;
    assert_error(app.delete("/admin/account/sessions/1").await, 401, None).await;
    assert_error(
        app.post_empty("/admin/account/sessions/end-others").await,
        401,
        None,
    )
    .await;
}

#[tokio::test]
async fn an_idle_or_expired_login_leaves_the_list_fails_its_next_request_and_is_cleaned_up() {
    use sea_orm::{ActiveModelTrait, Database, EntityTrait, Set};
    use vanijya::entities::admin_login;

    // Arrange: this browser and two more; one has been idle past the limit
    // and the other is past its absolute lifetime.
    let app = spawn_app_with(|c| c.session.cleanup_interval_seconds = 1).await;
    app.login_as_admin().await;
    let idle = second_browser(&app, ADMIN_PASSWORD, "Idle/1.0").await;
    let expired = second_browser(&app, ADMIN_PASSWORD, "Expired/1.0").await;
    let list = sessions(&app).await;
    let id_of = |agent: &str| {
        list.iter()
            .find(|s| s["userAgent"] == agent)
            .and_then(|s| s["id"].as_i64())
            .expect(agent) as i32
    };
    let (idle_id, expired_id) = (id_of("Idle/1.0"), id_of("Expired/1.0"));
    let db = Database::connect(&app.config.database_url).await.unwrap();
    let long_ago =
        chrono::Utc::now() - chrono::Duration::minutes(app.config.session.idle_minutes + 1);
    admin_login::ActiveModel {
        id: Set(idle_id),
        last_seen_at: Set(long_ago),
        ..Default::default()
    }
    .update(&db)
    .await
    .unwrap();
    admin_login::ActiveModel {
        id: Set(expired_id),
        expires_at: Set(chrono::Utc::now() - chrono::Duration::seconds(1)),
        ..Default::default()
    }
    .update(&db)
    .await
    .unwrap();

    // Act
    let listed = sessions(&app).await;
    tokio::time::sleep(std::time::Duration::from_millis(2500)).await;
    let rows = admin_login::Entity::find().all(&db).await.unwrap();

    // Assert: only this browser's login is live, shown and kept.
    assert_eq!(listed.len(), 1, "{listed:?}");
    assert_eq!(listed[0]["current"], true);
    assert_eq!(rows.len(), 1, "the clean-up deleted both: {rows:?}");
    assert_eq!(idle.get("/admin/check-auth").await.status(), 401);
    assert_eq!(expired.get("/admin/check-auth").await.status(), 401);
    assert_eq!(app.get("/admin/check-auth").await.status(), 200);
}
