//! The release binary as a separate process: kill -9 during concurrent
//! submissions must lose no acknowledged (201) enquiry, and two instances on
//! one database share sessions.
use std::{
    process::{Command, Stdio},
    time::Duration,
};

use serde_json::{json, Value};

use crate::helpers::{
    browser_client, fresh_database, ServerProcess, TestApp, ADMIN_EMAIL, ADMIN_PASSWORD,
};

async fn start(database_url: &str) -> ServerProcess {
    ServerProcess::start(database_url, &[]).await
}

#[tokio::test]
async fn kill_9_during_concurrent_submissions_loses_no_acknowledged_enquiry() {
    // Arrange
    let (url, _dir) = fresh_database().await;
    let mut acknowledged: Vec<String> = Vec::new();
    // How many submissions have been acknowledged so far, across rounds: each
    // round kills the server once it has acknowledged ten more, whatever the
    // machine's speed (a fixed 400 ms saw too few on a saturated machine).
    let count = std::sync::Arc::new(std::sync::atomic::AtomicUsize::new(0));
    for round in 0..3 {
        let server = start(&url).await;
        let base = server.base.clone();
        // Act: four writers submit as fast as they can; kill -9 mid-stream.
        let mut writers = Vec::new();
        let round_start = count.load(std::sync::atomic::Ordering::SeqCst);
        for w in 0..4 {
            let base = base.clone();
            let count = count.clone();
            writers.push(tokio::spawn(async move {
                let client = reqwest::Client::builder()
                    .timeout(Duration::from_secs(5))
                    .build()
                    .unwrap();
                let mut ok = Vec::new();
                for i in 0.. {
                    let marker = format!("round {round} writer {w} number {i}");
                    let mut body = TestApp::enquiry_body(1);
                    body["message"] = json!(marker);
                    match client
                        .post(format!("{base}/userbe/createbe"))
                        .json(&body)
                        .send()
                        .await
                    {
                        Ok(r) if r.status() == 201 => {
                            ok.push(marker);
                            count.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                        }
                        Ok(r) => panic!("unexpected status {}", r.status()),
                        Err(_) => break, // the server is gone
                    }
                }
                ok
            }));
        }
        let deadline = std::time::Instant::now() + Duration::from_secs(60);
        while count.load(std::sync::atomic::Ordering::SeqCst) < round_start + 10 {
            assert!(
                std::time::Instant::now() < deadline,
                "the server acknowledged fewer than ten submissions in a minute"
            );
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
        drop(server); // SIGKILL mid-stream: the four writers are still sending
        for w in writers {
            acknowledged.extend(w.await.unwrap());
        }
    }
    assert!(
        acknowledged.len() > 20,
        "too few submissions to mean anything"
    );

    // Assert: every acknowledged enquiry is there after a restart.
    let server = start(&url).await;
    let client = browser_client();
    server.sign_in_owner(&client).await;
    let stored: Vec<Value> = client
        .get(format!("{}/admin/getallbe", server.base))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let messages: std::collections::HashSet<&str> = stored
        .iter()
        .filter_map(|e| e["message"].as_str())
        .collect();
    let lost: Vec<&String> = acknowledged
        .iter()
        .filter(|m| !messages.contains(m.as_str()))
        .collect();
    assert!(
        lost.is_empty(),
        "lost {} of {} acknowledged enquiries: {lost:?}",
        lost.len(),
        acknowledged.len()
    );
}

#[tokio::test]
async fn a_session_made_on_one_instance_is_valid_on_another() {
    // Arrange: two processes on one database.
    let (url, _dir) = fresh_database().await;
    let a = start(&url).await;
    let b = start(&url).await;
    let client = browser_client();
    a.create_owner(&client).await;

    // Act: log in on A, then call B with the same cookie (ports differ, but
    // cookies are per host, so the jar sends it to both).
    let r = client
        .post(format!("{}/admin/login", a.base))
        .json(&json!({"email": ADMIN_EMAIL, "password": ADMIN_PASSWORD}))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 200);
    let on_b = client
        .get(format!("{}/admin/check-auth", b.base))
        .send()
        .await
        .unwrap();

    // Assert
    assert_eq!(on_b.status(), 200);
    let r = client
        .post(format!("{}/admin/logout", b.base))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 200);
    let on_a = client
        .get(format!("{}/admin/check-auth", a.base))
        .send()
        .await
        .unwrap();
    assert_eq!(on_a.status(), 401);
}

#[tokio::test]
async fn create_admin_on_the_command_line_reads_the_password_from_stdin() {
    use std::io::Write;
    // Arrange
    let (url, _dir) = fresh_database().await;
    let run = |password: &str| {
        let mut child = Command::new(env!("CARGO_BIN_EXE_vanijya"))
            .args([
                "create-admin",
                "--email",
                "Cli.Owner@Vanijya.test",
                "--name",
                "CLI Owner",
            ])
            .env("DATABASE_URL", &url)
            .env("RUST_LOG", "error")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("run create-admin");
        writeln!(child.stdin.take().unwrap(), "{password}").unwrap();
        child.wait_with_output().unwrap()
    };

    // Act
    let too_short = run("short");
    let made = run("a-long-enough-password");
    let again = run("a-long-enough-password");

    // Assert: bad input is refused, a good one is created once, and the
    // password works at the login API.
    assert!(!too_short.status.success());
    assert!(String::from_utf8_lossy(&too_short.stderr).contains("at least 8"));
    assert!(
        made.status.success(),
        "{}",
        String::from_utf8_lossy(&made.stderr)
    );
    assert!(String::from_utf8_lossy(&made.stdout).contains("cli.owner@vanijya.test"));
    assert!(!again.status.success(), "the same e-mail twice");
    let server = start(&url).await;
    let login = reqwest::Client::new()
        .post(format!("{}/admin/login", server.base))
        .json(&json!({"email": "cli.owner@vanijya.test", "password": "a-long-enough-password"}))
        .send()
        .await
        .unwrap();
    assert_eq!(login.status(), 200);
}
