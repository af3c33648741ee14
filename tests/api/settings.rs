//! Settings and logs as the binary writes them: a setting that cannot be
//! read stops the start-up naming the variable, the SMTP account's password
//! never reaches the log, even at debug level, nor does a quote's private
//! link, and a server error is logged
//! once, saying which call, which record and why.
use std::{path::PathBuf, process::Command, time::Duration};

use sea_orm::ConnectionTrait;
use tempfile::TempDir;

use serde_json::json;

use crate::helpers::{
    browser_client, first_service_at, free_port, fresh_database, ServerProcess, TestApp,
};

/// A server over a fresh database with `env`, writing its log to the
/// file it answers (the folders live as long as the last value).
async fn logging(
    env: &[(&str, &str)],
) -> (ServerProcess, PathBuf, String, (Option<TempDir>, TempDir)) {
    let (url, db_dir) = fresh_database().await;
    let dir = tempfile::tempdir().unwrap();
    let log = dir.path().join("server.log");
    let server = ServerProcess::start_logging(&url, env, Some(&log)).await;
    (server, log, url, (db_dir, dir))
}

#[tokio::test]
async fn a_setting_that_cannot_be_read_stops_the_start_naming_it() {
    // Arrange
    let (url, _dir) = fresh_database().await;
    for (var, value, expected) in [
        (
            "REQUIRE_2FA",
            "yes-please",
            r#"REQUIRE_2FA must be true or false, not "yes-please""#,
        ),
        (
            "SESSION_IDLE_MINUTES",
            "half an hour",
            r#"SESSION_IDLE_MINUTES must be a whole number of 0 or more, not "half an hour""#,
        ),
    ] {
        // Act
        let out = Command::new(env!("CARGO_BIN_EXE_vanijya"))
            .env("DATABASE_URL", &url)
            .env("LISTEN_ADDR", format!("127.0.0.1:{}", free_port()))
            .env(var, value)
            .output()
            .expect("run the server binary");

        // Assert: it stopped at once, saying what is wrong.
        assert!(
            !out.status.success(),
            "{var}={value} must stop the start-up"
        );
        let said = String::from_utf8_lossy(&out.stderr);
        assert!(said.contains(expected), "{var}: {said}");
    }
}

#[tokio::test]
async fn the_smtp_password_never_appears_in_the_debug_log() {
    // Arrange: a mail account with a password, on a port where nothing
    // listens, so sending fails and the failure is logged.
    let secret = "Sup3r-Secret-Mail-Pass";
    let smtp = format!("smtp://mailer:{secret}@127.0.0.1:{}", free_port());
    let (server, log, _, _dirs) = logging(&[
        ("RUST_LOG", "debug"),
        ("SMTP_URL", &smtp),
        ("NOTIFY_EMAILS", "owner@example.in"),
        ("MAIL_RETRY_BASE_MS", "50"),
        ("MAIL_POLL_MS", "50"),
    ])
    .await;
    let client = reqwest::Client::new();
    let ser_id = first_service_at(&client, &server.base).await;

    // Act: an enquiry, whose mail the outbox tries to send.
    let res = client
        .post(format!("{}/userbe/createbe", server.base))
        .json(&TestApp::enquiry_body(ser_id))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 201);
    tokio::time::sleep(Duration::from_millis(1500)).await;
    drop(server);

    // Assert: a debug log was written, the failure in it, the password not.
    let written = std::fs::read_to_string(&log).unwrap();
    assert!(written.contains("DEBUG"), "a debug log: {written}");
    assert!(
        written.contains("mailer") || written.contains("mail"),
        "{written}"
    );
    assert!(
        !written.contains(secret),
        "the password leaked into the log"
    );
}

#[tokio::test]
async fn a_server_error_is_logged_once_with_its_call_its_record_and_its_cause() {
    // Arrange: a signed-in administrator, then the enquiries' table gone
    // from under the running server.
    let (server, log, url, _dirs) = logging(&[("RUST_LOG", "info")]).await;
    let client = browser_client();
    server.sign_in_owner(&client).await;
    let db = sea_orm::Database::connect(&url).await.unwrap();
    db.execute_unprepared("ALTER TABLE leads RENAME TO leads_gone")
        .await
        .unwrap();

    // Act
    let res = client
        .get(format!("{}/userbe/getabq/4242", server.base))
        .send()
        .await
        .unwrap();

    // Assert: a generic answer, and one log line saying where and why.
    assert_eq!(res.status(), 500);
    let body = res.text().await.unwrap();
    assert!(!body.contains("leads"), "no SQL in the answer: {body}");
    tokio::time::sleep(Duration::from_millis(300)).await;
    drop(server);
    let written = std::fs::read_to_string(&log).unwrap();
    let errors: Vec<&str> = written.lines().filter(|l| l.contains("ERROR")).collect();
    assert_eq!(errors.len(), 1, "logged once: {written}");
    let line = errors[0];
    assert!(line.contains("/userbe/getabq/{b_id}"), "the call: {line}");
    assert!(line.contains("b_id=4242"), "the record: {line}");
    assert!(line.contains("leads"), "the cause: {line}");
}

#[tokio::test]
async fn a_quote_s_private_link_never_appears_in_the_debug_log() {
    // Arrange: an administrator sends a quote for an enquiry.
    let (server, log, _, _dirs) = logging(&[("RUST_LOG", "debug")]).await;
    let client = browser_client();
    let ser_id = first_service_at(&client, &server.base).await;
    let at = |path: &str| format!("{}{path}", server.base);
    let lead = server
        .post_json(&client, "/userbe/createbe", &TestApp::enquiry_body(ser_id))
        .await;
    server.sign_in_owner(&client).await;
    let quote = json!({
        "leadId": lead["bId"],
        "lines": [{"description": "Flipkart listing optimisation for 25 products", "sac": "998365", "quantity": 1, "unitPrice": 18000}],
        "clientName": "Asha Kumari",
        "clientAddress": "22 Fraser Road, Patna 800001",
        "clientState": "Bihar",
    });
    let quote = server.post_json(&client, "/admin/quotes", &quote).await;
    let token = quote["token"].as_str().expect("a token").to_owned();
    let res = client
        .post(at(&format!("/admin/quotes/{}/send", quote["id"])))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);

    // Act: the client opens the link and accepts the quote.
    let visitor = reqwest::Client::new();
    let page = visitor
        .get(at(&format!("/q/{token}")))
        .send()
        .await
        .unwrap();
    assert_eq!(page.status(), 200);
    let accepted = visitor
        .post(at(&format!("/q/{token}/accept")))
        .json(&json!({"name": "Asha Kumari"}))
        .send()
        .await
        .unwrap();
    assert_eq!(accepted.status(), 200);
    drop(server);

    // Assert: the calls are in the log, named by the quote's id, and the
    // token is not.
    let written = std::fs::read_to_string(&log).unwrap();
    assert!(
        !written.contains('\x1b'),
        "no terminal colours in a log file"
    );
    assert!(written.contains("/q/[redacted]/accept"), "{written}");
    assert!(
        written.contains(&format!("id={}", quote["id"])),
        "{written}"
    );
    assert!(
        !written.contains(&token),
        "the quote's token leaked into the log"
    );
}
