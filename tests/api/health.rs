//! Readiness and metrics: `/readyz` answers 503 while the database cannot
//! take a write or its migrations are not this program's, and `/metrics`
//! taken after real traffic passes `promtool check metrics` (Debian's
//! `prometheus` package; the test fails when promtool is missing).
use std::{io::Write, process::Stdio, time::Duration};

use sea_orm::{ConnectionTrait, Database, TransactionTrait};
use serde_json::json;

use crate::helpers::{is_postgres, postgres_admin_url, spawn_app, spawn_app_with, TestApp};

async fn ready_status(app: &TestApp) -> u16 {
    app.get("/readyz").await.status().as_u16()
}

#[tokio::test]
async fn readyz_answers_200_when_the_database_takes_a_write_and_is_migrated() {
    let app = spawn_app().await;

    let res = app.get("/readyz").await;

    assert_eq!(res.status(), 200);
    assert_eq!(res.headers()["cache-control"], "no-store");
    assert_eq!(app.get("/healthz").await.status(), 200);
}

#[tokio::test]
async fn readyz_answers_503_while_another_connection_holds_the_write_lock() {
    // Arrange: a second connection takes the lock every write needs.
    let app = spawn_app().await;
    let other = Database::connect(&app.config.database_url).await.unwrap();
    let txn = other.begin().await.unwrap();
    txn.execute_unprepared("UPDATE cache_version SET version = version WHERE id = 1")
        .await
        .unwrap();

    // Act
    let while_locked = app.get("/readyz").await;
    let status = while_locked.status();
    let said = while_locked.text().await.unwrap();
    txn.rollback().await.unwrap();
    let after = ready_status(&app).await;

    // Assert: a plain word; the database's own error stays in the log
    assert_eq!(status, 503);
    assert_eq!(said, "not ready\n");
    assert_eq!(after, 200);
}

#[tokio::test]
async fn readyz_answers_503_when_the_database_has_a_migration_this_program_lacks() {
    let app = spawn_app().await;
    let db = Database::connect(&app.config.database_url).await.unwrap();
    db.execute_unprepared(
        "INSERT INTO seaql_migrations (version, applied_at) VALUES ('m20991231_000001_from_the_future', 0)",
    )
    .await
    .unwrap();

    let res = app.get("/readyz").await;

    assert_eq!(res.status(), 503);
    assert_eq!(res.text().await.unwrap(), "not ready\n");
}

#[tokio::test]
async fn readyz_answers_503_when_the_postgresql_database_is_gone() {
    if !is_postgres() {
        // An SQLite file stays open once opened; the write-lock test above
        // covers a database that cannot be written.
        return;
    }
    let app = spawn_app().await;
    assert_eq!(ready_status(&app).await, 200);
    let name = app
        .config
        .database_url
        .rsplit('/')
        .next()
        .unwrap()
        .to_owned();
    let admin = Database::connect(postgres_admin_url()).await.unwrap();

    admin
        .execute_unprepared(&format!("DROP DATABASE \"{name}\" WITH (FORCE)"))
        .await
        .unwrap();

    assert_eq!(ready_status(&app).await, 503);
    assert_eq!(app.get("/healthz").await.status(), 503);
}

/// Runs `promtool check metrics` on `text`; answers (success, its output).
fn promtool(text: &str) -> (bool, String) {
    let mut child = std::process::Command::new("promtool")
        .args(["check", "metrics"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("promtool (apt-get install prometheus) must be installed");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(text.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let said = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    (out.status.success(), said)
}

#[tokio::test]
async fn metrics_taken_after_real_traffic_pass_promtool_and_name_routes_by_template() {
    // Arrange: pages (twice, so the cache hits), a 404, an enquiry, an
    // administrator's list and an update of one enquiry by its id.
    let app = spawn_app_with(|c| c.form_rate_limit = 0).await;
    for path in ["/", "/", "/about", "/no-such-page-4711"] {
        app.get(path).await;
    }
    let ser = app.first_service_id().await;
    let created = app
        .post_json("/userbe/createbe", &TestApp::enquiry_body(ser))
        .await;
    assert_eq!(created.status(), 201);
    let id = created.json::<serde_json::Value>().await.unwrap()["bId"]
        .as_i64()
        .unwrap();
    app.login_as_admin().await;
    app.get("/admin/getallbe").await;
    let res = app
        .patch_json(&format!("/admin/update/{id}"), &json!({"fName": "Asha"}))
        .await;
    assert_eq!(res.status(), 200);

    // Act
    let res = app.get("/metrics").await;

    // Assert
    assert_eq!(res.status(), 200);
    assert!(res.headers()["content-type"]
        .to_str()
        .unwrap()
        .starts_with("text/plain; version=0.0.4"));
    let text = res.text().await.unwrap();
    let (ok, said) = promtool(&text);
    assert!(ok, "promtool check metrics failed:\n{said}\n---\n{text}");
    for expected in [
        "vanijya_http_requests_total{method=\"POST\",route=\"/userbe/createbe\",status=\"201\"}",
        "route=\"/admin/update/{b_id}\"",
        "vanijya_http_request_duration_seconds_bucket",
        "vanijya_page_cache_requests_total{result=\"hit\"}",
        "vanijya_page_cache_requests_total{result=\"miss\"}",
        "vanijya_outbox_messages{state=\"waiting\"}",
        "vanijya_outbox_messages{state=\"failing\"}",
        "vanijya_leads_unanswered{kind=\"enquiry\"} 1",
        "vanijya_db_pool_connections{state=\"in_use\"}",
        "vanijya_db_pool_max_connections",
        "route=\"(unmatched)\"",
    ] {
        assert!(text.contains(expected), "{expected} missing from:\n{text}");
    }
    assert!(
        !text.contains(&format!("/admin/update/{id}\"")),
        "a raw path is never a label"
    );
    assert!(!text.contains("no-such-page-4711"));
    assert!(!text.contains("asha@"), "no label names a person");
}

#[tokio::test]
async fn metrics_ask_for_the_bearer_token_when_one_is_set() {
    let app = spawn_app_with(|c| c.metrics_token = "scrape-me-7Kq".into()).await;
    let get = |auth: Option<&'static str>| {
        let mut req = app.client.get(app.url("/metrics"));
        if let Some(a) = auth {
            req = req.header("authorization", a);
        }
        req.send()
    };

    let without = get(None).await.unwrap();
    let wrong = get(Some("Bearer scrape-me")).await.unwrap();
    let right = get(Some("Bearer scrape-me-7Kq")).await.unwrap();

    assert_eq!(without.status(), 401);
    assert_eq!(wrong.status(), 401);
    assert_eq!(right.status(), 200);
}

#[tokio::test]
async fn without_a_token_metrics_refuse_a_request_a_proxy_forwarded() {
    let app = spawn_app().await;

    let forwarded = app
        .client
        .get(app.url("/metrics"))
        .header("x-forwarded-for", "203.0.113.7")
        .timeout(Duration::from_secs(5))
        .send()
        .await
        .unwrap();

    assert_eq!(forwarded.status(), 403);
    assert_eq!(app.get("/metrics").await.status(), 200);
}
