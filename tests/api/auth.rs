//! Login, logout and the session check; the session cookie and the bearer
//! token; session rotation; login throttling; and the CSRF rules for writes
//!.
use reqwest::{header, Client, Response};
use serde_json::{json, Value};

use crate::helpers::{assert_error, assert_keys, spawn_app, TestApp, ADMIN_EMAIL, ADMIN_PASSWORD};

const COOKIE: &str = "vanijya_session";

/// The whole `Set-Cookie` header that sets the session cookie, if any.
fn session_set_cookie(res: &Response) -> Option<String> {
    res.headers()
        .get_all(header::SET_COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .find(|c| c.starts_with(&format!("{COOKIE}=")))
        .map(str::to_owned)
}

/// The session id set by `res`.
fn session_id(res: &Response) -> String {
    let set = session_set_cookie(res).expect("the answer sets the session cookie");
    set[COOKIE.len() + 1..]
        .split(';')
        .next()
        .unwrap_or_default()
        .to_owned()
}

/// GET /admin/check-auth from a brand-new client that sends only this cookie.
async fn check_auth_with_cookie(app: &TestApp, session: &str) -> u16 {
    Client::new()
        .get(app.url("/admin/check-auth"))
        .header(header::COOKIE, format!("{COOKIE}={session}"))
        .send()
        .await
        .unwrap()
        .status()
        .as_u16()
}

/// GET `path` from a brand-new client that sends only this bearer token.
async fn get_with_token(app: &TestApp, path: &str, token: &str) -> u16 {
    Client::new()
        .get(app.url(path))
        .bearer_auth(token)
        .send()
        .await
        .unwrap()
        .status()
        .as_u16()
}

#[tokio::test]
async fn login_answers_200_with_a_token_and_an_http_only_lax_cookie() {
    let app = spawn_app().await;
    let admin = app.create_admin(ADMIN_EMAIL, ADMIN_PASSWORD).await;

    let res = app.login(ADMIN_EMAIL, ADMIN_PASSWORD).await;

    assert_eq!(res.status(), 200);
    let set_cookie = session_set_cookie(&res).expect("session cookie");
    let attrs: Vec<String> = set_cookie
        .split(';')
        .skip(1)
        .map(|a| a.trim().to_ascii_lowercase())
        .collect();
    assert!(attrs.contains(&"httponly".into()), "{set_cookie}");
    assert!(attrs.contains(&"samesite=lax".into()), "{set_cookie}");
    assert!(attrs.contains(&"path=/".into()), "{set_cookie}");
    assert!(
        !attrs.contains(&"secure".into()),
        "plain-http site: {set_cookie}"
    );
    let text = res.text().await.unwrap();
    assert!(!text.contains("argon2"), "no password hash: {text}");
    let body: Value = serde_json::from_str(&text).unwrap();
    assert_keys(&body, &["accessToken", "user"]);
    let token = body["accessToken"].as_str().expect("accessToken string");
    assert!(token.len() >= 32, "an unguessable token: {token}");
    assert_keys(&body["user"], &["user_id", "username", "email"]);
    assert_eq!(body["user"]["user_id"], admin["user_id"]);
    assert_eq!(body["user"]["username"], "Test Admin");
    assert_eq!(body["user"]["email"], ADMIN_EMAIL);
}

#[tokio::test]
async fn wrong_password_and_unknown_email_get_the_same_401() {
    let app = spawn_app().await;
    app.create_admin(ADMIN_EMAIL, ADMIN_PASSWORD).await;

    let wrong_password = app.login(ADMIN_EMAIL, "not-the-password").await;
    let unknown_email = app.login("nobody@vanijya.test", ADMIN_PASSWORD).await;

    assert!(session_set_cookie(&wrong_password).is_none());
    let a = assert_error(wrong_password, 401, None).await;
    let b = assert_error(unknown_email, 401, None).await;
    assert_eq!(a, b);
    assert_eq!(app.get("/admin/check-auth").await.status(), 401);
}

#[tokio::test]
async fn the_email_of_a_login_ignores_case_and_surrounding_spaces() {
    let app = spawn_app().await;
    app.create_admin(ADMIN_EMAIL, ADMIN_PASSWORD).await;

    let res = app.login("  OWNER@Vanijya.Test ", ADMIN_PASSWORD).await;

    assert_eq!(res.status(), 200);
}

#[tokio::test]
async fn login_needs_an_email_and_a_password_in_a_json_body() {
    let app = spawn_app().await;
    app.create_admin(ADMIN_EMAIL, ADMIN_PASSWORD).await;

    let no_email = app
        .post_json("/admin/login", &json!({"password": ADMIN_PASSWORD}))
        .await;
    let no_password = app
        .post_json(
            "/admin/login",
            &json!({"email": ADMIN_EMAIL, "password": ""}),
        )
        .await;
    let wrong_type = app
        .post_json(
            "/admin/login",
            &json!({"email": ADMIN_EMAIL, "password": 12345678}),
        )
        .await;
    let form = app
        .client
        .post(app.url("/admin/login"))
        .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
        .body(format!("email={ADMIN_EMAIL}&password={ADMIN_PASSWORD}"))
        .send()
        .await
        .unwrap();
    let malformed = app
        .client
        .post(app.url("/admin/login"))
        .header(header::CONTENT_TYPE, "application/json")
        .body(r#"{"email": "owner@vanijya.test", "password": "#)
        .send()
        .await
        .unwrap();

    assert_error(no_email, 422, Some("email")).await;
    assert_error(no_password, 422, Some("password")).await;
    assert_error(wrong_type, 422, Some("password")).await;
    assert_error(form, 415, None).await;
    assert_error(malformed, 400, None).await;
    assert_eq!(app.get("/admin/check-auth").await.status(), 401);
}

#[tokio::test]
async fn check_auth_is_401_without_a_session_and_200_with_one() {
    let app = spawn_app().await;
    let admin = app.create_admin(ADMIN_EMAIL, ADMIN_PASSWORD).await;
    let before = app.get("/admin/check-auth").await;
    assert_error(before, 401, None).await;

    assert_eq!(app.login(ADMIN_EMAIL, ADMIN_PASSWORD).await.status(), 200);
    let after = app.get("/admin/check-auth").await;

    assert_eq!(after.status(), 200);
    let body: Value = after.json().await.unwrap();
    assert_keys(&body, &["authenticated", "user", "access", "can"]);
    assert_eq!(body["authenticated"], true);
    assert_eq!(body["access"], "owner");
    assert_keys(&body["user"], &["user_id", "username", "email"]);
    assert_eq!(body["user"]["user_id"], admin["user_id"]);
    assert_eq!(body["user"]["email"], ADMIN_EMAIL);
}

#[tokio::test]
async fn a_bearer_token_authenticates_without_a_cookie_and_dies_at_logout() {
    let app = spawn_app().await;
    app.create_admin(ADMIN_EMAIL, ADMIN_PASSWORD).await;
    let login: Value = app
        .login(ADMIN_EMAIL, ADMIN_PASSWORD)
        .await
        .json()
        .await
        .unwrap();
    let token = login["accessToken"].as_str().unwrap().to_owned();
    assert_eq!(get_with_token(&app, "/admin/check-auth", &token).await, 200);
    assert_eq!(get_with_token(&app, "/admin/getallbe", &token).await, 200);
    assert_eq!(
        get_with_token(&app, "/admin/check-auth", "not-a-token").await,
        401
    );

    let logout = Client::new()
        .post(app.url("/admin/logout"))
        .bearer_auth(&token)
        .send()
        .await
        .unwrap();

    assert_eq!(logout.status(), 200);
    assert_eq!(get_with_token(&app, "/admin/check-auth", &token).await, 401);
    assert_eq!(get_with_token(&app, "/admin/getallbe", &token).await, 401);
    // The token and the cookie were one login: the browser session ended too.
    assert_eq!(app.get("/admin/check-auth").await.status(), 401);
}

#[tokio::test]
async fn logging_in_again_rotates_the_session_id() {
    let app = spawn_app().await;
    app.create_admin(ADMIN_EMAIL, ADMIN_PASSWORD).await;
    let first = app.login(ADMIN_EMAIL, ADMIN_PASSWORD).await;
    assert_eq!(first.status(), 200);
    let a = session_id(&first);
    assert_eq!(check_auth_with_cookie(&app, &a).await, 200);

    let second = app.login(ADMIN_EMAIL, ADMIN_PASSWORD).await;

    assert_eq!(second.status(), 200);
    let b = session_id(&second);
    assert_ne!(a, b, "a new session id at login");
    assert_eq!(
        check_auth_with_cookie(&app, &a).await,
        401,
        "old id is dead"
    );
    assert_eq!(check_auth_with_cookie(&app, &b).await, 200);
    assert_eq!(app.get("/admin/check-auth").await.status(), 200);
}

#[tokio::test]
async fn logout_destroys_the_session_on_the_server() {
    let app = spawn_app().await;
    app.create_admin(ADMIN_EMAIL, ADMIN_PASSWORD).await;
    let login = app.login(ADMIN_EMAIL, ADMIN_PASSWORD).await;
    let session = session_id(&login);

    let logout = app.post_empty("/admin/logout").await;

    assert_eq!(logout.status(), 200);
    let body: Value = logout.json().await.unwrap();
    assert!(body["message"].as_str().is_some_and(|m| !m.is_empty()));
    assert_eq!(app.get("/admin/check-auth").await.status(), 401);
    assert_eq!(
        check_auth_with_cookie(&app, &session).await,
        401,
        "the old cookie replayed"
    );
    let again = app.post_empty("/admin/logout").await;
    assert_error(again, 404, None).await;
}

#[tokio::test]
async fn logout_without_a_session_is_404() {
    let app = spawn_app().await;

    let res = app.post_empty("/admin/logout").await;

    assert_error(res, 404, None).await;
}

#[tokio::test]
async fn five_failed_logins_for_one_email_block_it_even_with_the_right_password() {
    let app = spawn_app().await;
    app.create_admin(ADMIN_EMAIL, ADMIN_PASSWORD).await;
    for email in [
        ADMIN_EMAIL,
        "OWNER@vanijya.test",
        ADMIN_EMAIL,
        " owner@VANIJYA.test",
        ADMIN_EMAIL,
    ] {
        let res = app.login(email, "wrong-password").await;
        assert_eq!(res.status(), 401, "failure for {email}");
    }

    let res = app.login(ADMIN_EMAIL, ADMIN_PASSWORD).await;

    assert!(res.headers().contains_key(header::RETRY_AFTER));
    assert!(session_set_cookie(&res).is_none());
    assert_error(res, 429, None).await;
    assert_eq!(app.get("/admin/check-auth").await.status(), 401);
}

#[tokio::test]
async fn an_unknown_email_is_throttled_like_a_known_one_and_others_still_log_in() {
    let app = spawn_app().await;
    app.create_admin(ADMIN_EMAIL, ADMIN_PASSWORD).await;
    for _ in 0..5 {
        let res = app.login("ghost@vanijya.test", "wrong-password").await;
        assert_eq!(res.status(), 401);
    }

    let ghost = app.login("ghost@vanijya.test", "wrong-password").await;
    let owner = app.login(ADMIN_EMAIL, ADMIN_PASSWORD).await;

    assert_error(ghost, 429, None).await;
    assert_eq!(owner.status(), 200, "one e-mail's failures block only it");
}

#[tokio::test]
async fn twenty_failures_from_one_address_block_every_email() {
    let app = spawn_app().await;
    app.create_admin(ADMIN_EMAIL, ADMIN_PASSWORD).await;
    for i in 0..20 {
        let res = app
            .login(&format!("guess{i}@vanijya.test"), "wrong-password")
            .await;
        assert_eq!(res.status(), 401, "attempt {i}");
    }

    let res = app.login(ADMIN_EMAIL, ADMIN_PASSWORD).await;

    assert_error(res, 429, None).await;
}

#[tokio::test]
async fn a_write_from_another_origin_is_403() {
    let app = spawn_app().await;
    let ser_id = app.first_service_id().await;
    let body = TestApp::enquiry_body(ser_id);

    let evil_origin = app
        .client
        .post(app.url("/userbe/createbe"))
        .header(header::ORIGIN, "https://evil.example")
        .json(&body)
        .send()
        .await
        .unwrap();
    let cross_site = app
        .client
        .post(app.url("/userbe/createbe"))
        .header("sec-fetch-site", "cross-site")
        .json(&body)
        .send()
        .await
        .unwrap();
    let same_site = app
        .client
        .post(app.url("/userbe/createbe"))
        .header("sec-fetch-site", "same-site")
        .json(&body)
        .send()
        .await
        .unwrap();
    let login = app
        .client
        .post(app.url("/admin/login"))
        .header(header::ORIGIN, "https://evil.example")
        .json(&json!({"email": ADMIN_EMAIL, "password": ADMIN_PASSWORD}))
        .send()
        .await
        .unwrap();

    assert_error(evil_origin, 403, None).await;
    assert_error(cross_site, 403, None).await;
    assert_error(same_site, 403, None).await;
    assert_error(login, 403, None).await;
    app.login_as_admin().await;
    let stored: Value = app.get("/admin/getallbe").await.json().await.unwrap();
    assert_eq!(stored, json!([]), "nothing stored");
}

#[tokio::test]
async fn an_administrator_write_from_another_origin_is_403_even_with_a_session() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    let created: Value = app
        .post_json(
            "/admin/createpost",
            &json!({"serviceName": "Meesho Services", "subServiceName": "Catalogue"}),
        )
        .await
        .json()
        .await
        .unwrap();
    let ser_id = created["serId"].as_i64().unwrap();

    let res = app
        .client
        .delete(app.url(&format!("/admin/delapost/{ser_id}")))
        .header(header::ORIGIN, "https://evil.example")
        .send()
        .await
        .unwrap();

    assert_error(res, 403, None).await;
    let list: Value = app.get("/serviceent/list").await.json().await.unwrap();
    assert!(list
        .as_array()
        .unwrap()
        .iter()
        .any(|s| s["serId"] == ser_id));
}

#[tokio::test]
async fn a_write_from_the_same_origin_passes() {
    let app = spawn_app().await;
    let ser_id = app.first_service_id().await;

    let res = app
        .client
        .post(app.url("/userbe/createbe"))
        .header(header::ORIGIN, &app.address)
        .header("sec-fetch-site", "same-origin")
        .json(&TestApp::enquiry_body(ser_id))
        .send()
        .await
        .unwrap();

    assert_eq!(res.status(), 201);
}
