//! Two-factor sign-in: enrolment with the authenticator app's first code
//! (and the current password), the second step at login (each code once,
//! recovery codes once, wrong codes throttled like passwords),
//! `REQUIRE_2FA`, turning it off, and a colleague's reset.
use serde_json::{json, Value};
use totp_rs::{Builder, Secret};

use crate::helpers::{
    assert_error, spawn_app, spawn_app_with, TestApp, ADMIN_EMAIL, ADMIN_PASSWORD,
};

/// The app's code for `secret` at `offset` steps from now.
pub(crate) fn code(secret: &str, offset: i64) -> String {
    let t = Builder::new()
        .with_secret(Secret::try_from_base32(secret).unwrap())
        .with_skew(1)
        .with_account_name("test".to_owned())
        .build()
        .unwrap();
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs() as i64;
    t.generate((now + offset * 30) as u64).to_string()
}

/// Enrols the signed-in first administrator of `app`; answers (secret,
/// recovery codes).
pub(crate) async fn enrol(app: &TestApp) -> (String, Vec<String>) {
    enrol_with(app, ADMIN_PASSWORD).await
}

/// Enrols the administrator signed in on `app`, whose password is `password`.
pub(crate) async fn enrol_with(app: &TestApp, password: &str) -> (String, Vec<String>) {
    let setup: Value = app
        .post_json("/admin/2fa/setup", &json!({"password": password}))
        .await
        .json()
        .await
        .unwrap();
    let secret = setup["secret"].as_str().expect("secret").to_owned();
    assert!(setup["otpauthUrl"]
        .as_str()
        .unwrap()
        .starts_with("otpauth://totp/"));
    assert!(setup["qrSvg"].as_str().unwrap().contains("<svg"));
    let res = app
        .post_json(
            "/admin/2fa/enable",
            &json!({"code": code(&secret, 0), "password": password}),
        )
        .await;
    assert_eq!(res.status(), 200);
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["signedIn"], false);
    let codes = body["recoveryCodes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c.as_str().unwrap().to_owned())
        .collect::<Vec<_>>();
    (secret, codes)
}

/// A fresh browser that has given the right password: answers the 202 body.
pub(crate) async fn password_step(app: &TestApp) -> (TestApp, Value) {
    let browser = app.clone_handle();
    let res = browser.login(ADMIN_EMAIL, ADMIN_PASSWORD).await;
    assert_eq!(res.status(), 202);
    let body = res.json().await.unwrap();
    (browser, body)
}

pub(crate) async fn second_step(browser: &TestApp, code: &str) -> reqwest::Response {
    browser
        .post_json("/admin/login/2fa", &json!({"code": code}))
        .await
}

#[tokio::test]
async fn after_enrolment_sign_in_takes_the_apps_code_and_each_code_works_once() {
    // Arrange
    let app = spawn_app().await;
    app.login_as_admin().await;
    let (secret, codes) = enrol(&app).await;
    assert_eq!(codes.len(), 10);

    // Act
    let (browser, step) = password_step(&app).await;
    let before = browser.get("/admin/check-auth").await.status();
    let next = code(&secret, 1);
    let ok = second_step(&browser, &next).await;
    let (replay, _) = password_step(&app).await;
    let replayed = second_step(&replay, &next).await;

    // Assert
    assert_eq!(step["twoFactor"], "code");
    assert_eq!(before, 401, "no login before the second step");
    assert_eq!(ok.status(), 200);
    let body: Value = ok.json().await.unwrap();
    assert!(body["accessToken"].is_string());
    assert_eq!(browser.get("/admin/check-auth").await.status(), 200);
    assert_error(replayed, 401, None).await;
    let status: Value = app.get("/admin/2fa").await.json().await.unwrap();
    assert_eq!(
        status,
        json!({"enabled": true, "recoveryCodesLeft": 10, "required": false})
    );
    let text = app.get("/admin/2fa").await.text().await.unwrap();
    assert!(!text.contains(&secret), "the secret is never sent again");
    assert_error(
        app.post_json("/admin/2fa/setup", &json!({"password": ADMIN_PASSWORD}))
            .await,
        409,
        None,
    )
    .await;
}

#[tokio::test]
async fn a_recovery_code_signs_in_once() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    let (_, codes) = enrol(&app).await;

    let (first, _) = password_step(&app).await;
    let used = second_step(&first, &codes[3].to_uppercase()).await;
    let (second, _) = password_step(&app).await;
    let again = second_step(&second, &codes[3]).await;

    assert_eq!(used.status(), 200);
    assert_error(again, 401, None).await;
    let status: Value = app.get("/admin/2fa").await.json().await.unwrap();
    assert_eq!(status["recoveryCodesLeft"], 9);
}

#[tokio::test]
async fn wrong_codes_are_throttled_like_passwords_and_the_step_needs_the_password() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    let (secret, _) = enrol(&app).await;
    let stranger = app.clone_handle();
    assert_error(second_step(&stranger, "123456").await, 401, None).await;

    let (browser, _) = password_step(&app).await;
    let mut statuses = Vec::new();
    for _ in 0..6 {
        statuses.push(second_step(&browser, "000000").await.status().as_u16());
    }
    let right_after = second_step(&browser, &code(&secret, 1)).await;

    assert_eq!(statuses[..5], [401; 5]);
    assert_eq!(statuses[5], 429);
    assert_eq!(
        right_after.status(),
        429,
        "the limit holds for the right code too"
    );
    assert_error(second_step(&browser, "").await, 422, Some("code")).await;
}

#[tokio::test]
async fn with_require_2fa_an_administrator_without_it_enrols_before_signing_in() {
    // Arrange
    let app = spawn_app_with(|c| c.require_2fa = true).await;
    app.create_admin(ADMIN_EMAIL, ADMIN_PASSWORD).await;

    // Act
    let res = app.login(ADMIN_EMAIL, ADMIN_PASSWORD).await;
    let step: Value = res.json().await.unwrap();
    let code_first = second_step(&app, "123456").await;
    let before = app.get("/admin/check-auth").await.status();
    let setup: Value = app
        .post_json("/admin/2fa/setup", &json!({}))
        .await
        .json()
        .await
        .unwrap();
    let secret = setup["secret"].as_str().unwrap().to_owned();
    let wrong = app
        .post_json("/admin/2fa/enable", &json!({"code": "000000"}))
        .await;
    let enabled = app
        .post_json("/admin/2fa/enable", &json!({"code": code(&secret, 0)}))
        .await;

    // Assert
    assert_eq!(step["twoFactor"], "enrol");
    assert_error(code_first, 409, None).await;
    assert_eq!(before, 401);
    assert_error(wrong, 422, Some("code")).await;
    assert_eq!(enabled.status(), 200);
    let body: Value = enabled.json().await.unwrap();
    assert_eq!(body["signedIn"], true);
    assert_eq!(body["recoveryCodes"].as_array().unwrap().len(), 10);
    assert_eq!(app.get("/admin/check-auth").await.status(), 200);
    let off = app
        .post_json("/admin/2fa/disable", &json!({"password": ADMIN_PASSWORD}))
        .await;
    assert_error(off, 409, None).await;
    let (_, next) = password_step(&app).await;
    assert_eq!(next["twoFactor"], "code");
}

#[tokio::test]
async fn turning_it_off_needs_the_password_and_then_the_password_alone_signs_in() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    enrol(&app).await;

    let wrong = app
        .post_json(
            "/admin/2fa/disable",
            &json!({"password": "not-my-password"}),
        )
        .await;
    let off = app
        .post_json("/admin/2fa/disable", &json!({"password": ADMIN_PASSWORD}))
        .await;
    let fresh = app.clone_handle();
    let login = fresh.login(ADMIN_EMAIL, ADMIN_PASSWORD).await;

    assert_error(wrong, 422, Some("password")).await;
    assert_eq!(off.status(), 200);
    assert_eq!(login.status(), 200);
    let status: Value = app.get("/admin/2fa").await.json().await.unwrap();
    assert_eq!(
        status,
        json!({"enabled": false, "recoveryCodesLeft": 0, "required": false})
    );
}

#[tokio::test]
async fn setting_it_up_and_turning_it_on_need_the_current_password() {
    // Arrange: a signed-in administrator, and the bearer token of the same login.
    let app = spawn_app().await;
    app.create_admin(ADMIN_EMAIL, ADMIN_PASSWORD).await;
    let login: Value = app
        .login(ADMIN_EMAIL, ADMIN_PASSWORD)
        .await
        .json()
        .await
        .unwrap();
    let token = login["accessToken"].as_str().unwrap().to_owned();
    let bearer = app.url("/admin/2fa/setup");

    // Act
    let no_password = app.post_json("/admin/2fa/setup", &json!({})).await;
    let empty = app
        .post_json("/admin/2fa/setup", &json!({"password": ""}))
        .await;
    let wrong = app
        .post_json("/admin/2fa/setup", &json!({"password": "not-my-password"}))
        .await;
    let by_token = reqwest::Client::new()
        .post(&bearer)
        .bearer_auth(&token)
        .json(&json!({}))
        .send()
        .await
        .unwrap();
    let setup = app
        .post_json("/admin/2fa/setup", &json!({"password": ADMIN_PASSWORD}))
        .await;
    assert_eq!(setup.status(), 200, "the right password sets it up");
    let secret = setup.json::<Value>().await.unwrap()["secret"]
        .as_str()
        .unwrap()
        .to_owned();
    let enable_without = app
        .post_json("/admin/2fa/enable", &json!({"code": code(&secret, 0)}))
        .await;
    let enable_wrong = app
        .post_json(
            "/admin/2fa/enable",
            &json!({"code": code(&secret, 0), "password": "not-my-password"}),
        )
        .await;
    let status_between: Value = app.get("/admin/2fa").await.json().await.unwrap();
    let enabled = app
        .post_json(
            "/admin/2fa/enable",
            &json!({"code": code(&secret, 0), "password": ADMIN_PASSWORD}),
        )
        .await;

    // Assert
    assert_error(no_password, 422, Some("password")).await;
    assert_error(empty, 422, Some("password")).await;
    let refused = assert_error(wrong, 422, Some("password")).await;
    assert_eq!(refused["error"], "The password is not correct.");
    assert_error(by_token, 422, Some("password")).await;
    assert_error(enable_without, 422, Some("password")).await;
    assert_error(enable_wrong, 422, Some("password")).await;
    assert_eq!(status_between["enabled"], false, "nothing changed yet");
    assert_eq!(enabled.status(), 200);
    let status: Value = app.get("/admin/2fa").await.json().await.unwrap();
    assert_eq!(status["enabled"], true);
}

#[tokio::test]
async fn wrong_passwords_at_set_up_count_against_the_login_limit() {
    let app = spawn_app().await;
    app.login_as_admin().await;

    let mut statuses = Vec::new();
    for _ in 0..6 {
        let res = app
            .post_json("/admin/2fa/setup", &json!({"password": "guess-guess"}))
            .await;
        statuses.push(res.status().as_u16());
    }
    let right_after = app
        .post_json("/admin/2fa/setup", &json!({"password": ADMIN_PASSWORD}))
        .await;

    assert_eq!(statuses[..5], [422; 5]);
    assert_eq!(statuses[5], 429);
    assert_eq!(
        right_after.status(),
        429,
        "the limit holds for the right one too"
    );
}

#[tokio::test]
async fn a_colleague_resets_a_lost_second_factor_which_ends_their_sessions_and_is_audited() {
    // Arrange: the owner and a colleague who has turned two-step sign-in on.
    let owner = spawn_app().await;
    let owner_admin = owner.login_as_admin().await;
    let colleague_password = "Gandak-bridge-sunrise-5";
    let colleague_email = "meera@vanijya.test";
    let made = owner
        .create_admin(colleague_email, colleague_password)
        .await;
    let colleague_id = made["user_id"].as_i64().unwrap();
    let colleague = owner.clone_handle();
    assert_eq!(
        colleague
            .login(colleague_email, colleague_password)
            .await
            .status(),
        200
    );
    enrol_with(&colleague, colleague_password).await;
    let before = owner.clone_handle();
    let needs_code = before.login(colleague_email, colleague_password).await;
    assert_eq!(
        needs_code.status(),
        202,
        "the code is needed before the reset"
    );
    let listed: Value = owner
        .get("/admin/admins/two-factor")
        .await
        .json()
        .await
        .unwrap();

    // Act
    let reset = owner
        .post_empty(&format!("/admin/admins/{colleague_id}/2fa/reset"))
        .await;
    let reset_status = reset.status();
    let reset_body: Value = reset.json().await.unwrap();
    let old_session = colleague.get("/admin/check-auth").await.status();
    let fresh = owner.clone_handle();
    let password_alone = fresh.login(colleague_email, colleague_password).await;
    let again = owner
        .post_empty(&format!("/admin/admins/{colleague_id}/2fa/reset"))
        .await;
    let own = owner
        .post_empty(&format!(
            "/admin/admins/{}/2fa/reset",
            owner_admin["user_id"]
        ))
        .await;
    let missing = owner.post_empty("/admin/admins/999999/2fa/reset").await;
    let anonymous = owner
        .clone_handle()
        .post_empty(&format!("/admin/admins/{colleague_id}/2fa/reset"))
        .await;

    // Assert
    assert_eq!(
        listed,
        json!([{"id": owner_admin["user_id"], "enabled": false},
               {"id": colleague_id, "enabled": true}])
    );
    assert_eq!(reset_status, 200, "{reset_body}");
    assert_eq!(reset_body["endedSessions"], 1);
    assert_eq!(old_session, 401, "the colleague's sessions end");
    assert_eq!(password_alone.status(), 200, "the password alone signs in");
    let signed_in: Value = password_alone.json().await.unwrap();
    assert_eq!(signed_in["user"]["email"], colleague_email);
    assert_error(again, 409, None).await;
    assert_error(own, 409, None).await;
    assert_error(missing, 404, None).await;
    assert_error(anonymous, 401, None).await;
    let audit: Value = owner
        .get("/admin/audit?action=Two-step%20sign-in%20reset")
        .await
        .json()
        .await
        .unwrap();
    let entries = audit["entries"].as_array().unwrap();
    assert_eq!(entries.len(), 1, "{audit}");
    assert_eq!(entries[0]["action"], "Two-step sign-in reset");
    assert_eq!(entries[0]["actorEmail"], ADMIN_EMAIL);
    assert_eq!(
        entries[0]["target"],
        format!("POST /admin/admins/{colleague_id}/2fa/reset")
    );
    let status: Value = fresh.get("/admin/2fa").await.json().await.unwrap();
    assert_eq!(status["enabled"], false);
    assert_eq!(status["recoveryCodesLeft"], 0);
}

#[tokio::test]
async fn enrolment_needs_a_session() {
    let app = spawn_app().await;
    assert_error(
        app.post_json("/admin/2fa/setup", &json!({})).await,
        401,
        None,
    )
    .await;
    assert_error(
        app.post_json("/admin/2fa/enable", &json!({"code": "123456"}))
            .await,
        401,
        None,
    )
    .await;
    assert_error(
        app.post_json("/admin/2fa/setup", &json!({"password": ADMIN_PASSWORD}))
            .await,
        401,
        None,
    )
    .await;
    assert_error(app.get("/admin/2fa").await, 401, None).await;
    assert_error(app.get("/admin/admins/two-factor").await, 401, None).await;
    assert_error(
        app.post_json("/admin/2fa/disable", &json!({"password": "x"}))
            .await,
        401,
        None,
    )
    .await;
}

/// The sign-in page's own form, posted as a browser without JavaScript
/// posts it.
async fn post_sign_in(browser: &TestApp, fields: &[(&str, &str)]) -> reqwest::Response {
    browser.post_form("/admin-login", None, &fields).await
}

#[tokio::test]
async fn the_sign_in_page_signs_in_without_javascript_and_shows_errors_at_their_fields() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    let browser = app.clone_handle();

    let page = browser.get("/admin-login").await.text().await.unwrap();
    assert!(page.contains(r#"<form method="post" action="/admin-login">"#));
    assert!(page.contains(r#"id="login-email""#) && page.contains(r#"id="login-password""#));
    assert!(
        page.contains("data-hydrate"),
        "the island hydrates the form"
    );

    let empty = post_sign_in(&browser, &[("email", ""), ("password", "")]).await;
    assert_eq!(empty.status(), 422);
    let text = empty.text().await.unwrap();
    assert!(text.contains(
        r#"<p id="login-email-error" class="admin-field-error">E-mail is required.</p>"#
    ));
    assert!(text.contains(
        r#"<p id="login-password-error" class="admin-field-error">Password is required.</p>"#
    ));

    let wrong = post_sign_in(
        &browser,
        &[("email", ADMIN_EMAIL), ("password", "not-the-password")],
    )
    .await;
    assert_eq!(wrong.status(), 401);
    let text = wrong.text().await.unwrap();
    assert!(text.contains(r#"aria-describedby="login-password-error""#));
    assert!(text.contains("Invalid e-mail or password."));
    assert!(
        text.contains(&format!(r#"value="{ADMIN_EMAIL}""#)),
        "the e-mail is kept"
    );
    assert!(!text.contains("not-the-password"), "the password never is");
    assert_eq!(browser.get("/admin/check-auth").await.status(), 401);

    let right = post_sign_in(
        &browser,
        &[("email", ADMIN_EMAIL), ("password", ADMIN_PASSWORD)],
    )
    .await;
    assert_eq!(right.status(), 303);
    assert_eq!(right.headers()["location"], "/admin-login/admin-home");
    assert_eq!(browser.get("/admin/check-auth").await.status(), 200);
    assert_eq!(browser.get("/admin-login/admin-home").await.status(), 200);
}

#[tokio::test]
async fn the_sign_in_page_asks_for_the_code_without_javascript() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    let (secret, _) = enrol(&app).await;
    let browser = app.clone_handle();

    let password = post_sign_in(
        &browser,
        &[("email", ADMIN_EMAIL), ("password", ADMIN_PASSWORD)],
    )
    .await;
    assert_eq!(password.status(), 303);
    assert_eq!(password.headers()["location"], "/admin-login");
    let page = browser.get("/admin-login").await.text().await.unwrap();
    assert!(page.contains(r#"aria-label="Two-step sign-in""#));
    assert!(page.contains(r#"id="login-code""#));
    assert_eq!(browser.get("/admin/check-auth").await.status(), 401);

    let wrong = post_sign_in(&browser, &[("code", "000000")]).await;
    assert_eq!(wrong.status(), 401);
    let text = wrong.text().await.unwrap();
    assert!(text.contains(
        r#"<p id="login-code-error" class="admin-field-error">That code is not right.</p>"#
    ));
    assert!(text.contains(r#"id="login-code""#), "still the code step");

    let right = post_sign_in(&browser, &[("code", &code(&secret, 1))]).await;
    assert_eq!(right.status(), 303);
    assert_eq!(right.headers()["location"], "/admin-login/admin-home");
    assert_eq!(browser.get("/admin/check-auth").await.status(), 200);
}
