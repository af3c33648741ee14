//! Graceful shutdown of the binary: on SIGTERM it stops taking connections,
//! lets a request in flight (a slow upload) finish, and exits cleanly.
use std::time::{Duration, Instant};

use tokio::{
    io::{AsyncReadExt, AsyncWriteExt},
    net::TcpStream,
};

use crate::helpers::{fresh_database, ServerProcess, TestApp};

#[tokio::test]
async fn sigterm_lets_a_slow_upload_in_flight_finish_and_refuses_new_connections() {
    // Arrange: an enquiry whose body is sent in two halves, apart.
    let (url, _dir) = fresh_database().await;
    let mut server = ServerProcess::start(&url, &[]).await;
    let addr = server.base.trim_start_matches("http://").to_owned();
    let body = serde_json::to_vec(&TestApp::enquiry_body(1)).unwrap();
    let half = body.len() / 2;
    let mut upload = TcpStream::connect(&addr).await.unwrap();
    let head = format!(
        "POST /userbe/createbe HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\n\
         Content-Length: {}\r\nConnection: close\r\n\r\n",
        body.len()
    );
    upload.write_all(head.as_bytes()).await.unwrap();
    upload.write_all(&body[..half]).await.unwrap();
    tokio::time::sleep(Duration::from_millis(300)).await;

    // Act: SIGTERM while the upload waits for its second half.
    let pid = server.child.id() as i32;
    // SAFETY: sends a signal to the child this test started.
    assert_eq!(unsafe { libc::kill(pid, libc::SIGTERM) }, 0);
    tokio::time::sleep(Duration::from_millis(500)).await;
    let refused = TcpStream::connect(&addr).await.is_err();
    upload.write_all(&body[half..]).await.unwrap();
    let mut answer = String::new();
    upload.read_to_string(&mut answer).await.unwrap();

    // Assert
    assert!(
        answer.starts_with("HTTP/1.1 201"),
        "the upload in flight completes: {answer}"
    );
    assert!(refused, "no new connection is taken after SIGTERM");
    let deadline = Instant::now() + Duration::from_secs(10);
    let status = loop {
        if let Some(status) = server.child.try_wait().unwrap() {
            break status;
        }
        assert!(Instant::now() < deadline, "the process did not exit");
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    assert!(status.success(), "exit status {status}");
}

/// Unsent outbox rows that some worker holds a claim on.
async fn claimed(db: &sea_orm::DatabaseConnection) -> i64 {
    use sea_orm::{ConnectionTrait, Statement};
    db.query_one(Statement::from_string(
        db.get_database_backend(),
        "SELECT count(*) AS n FROM outbox WHERE claim_token IS NOT NULL AND sent_at_ms IS NULL",
    ))
    .await
    .unwrap()
    .unwrap()
    .try_get("", "n")
    .unwrap()
}

#[tokio::test]
async fn sigterm_releases_the_mail_being_sent_so_another_worker_sends_it_at_once() {
    // Arrange: a mail server that takes the connection and never answers,
    // so the notification of a new enquiry stays in the middle of sending.
    let silent = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let smtp_url = format!("smtp://127.0.0.1:{}", silent.local_addr().unwrap().port());
    let _held = tokio::spawn(async move {
        let mut open = Vec::new();
        while let Ok((socket, _)) = silent.accept().await {
            open.push(socket);
        }
    });
    let (url, _dir) = fresh_database().await;
    let mut server = ServerProcess::start(
        &url,
        &[
            ("SMTP_URL", smtp_url.as_str()),
            ("NOTIFY_EMAILS", "sales@vanijya.test"),
            ("SEND_ACKNOWLEDGEMENTS", "false"),
            ("MAIL_LEASE_SECONDS", "600"),
        ],
    )
    .await;
    let res = reqwest::Client::new()
        .post(format!("{}/userbe/createbe", server.base))
        .json(&TestApp::enquiry_body(1))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 201);
    let db = sea_orm::Database::connect(&url).await.unwrap();
    let deadline = Instant::now() + Duration::from_secs(10);
    while claimed(&db).await == 0 {
        assert!(Instant::now() < deadline, "the worker never took the mail");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }

    // Act
    // SAFETY: sends a signal to the child this test started.
    assert_eq!(
        unsafe { libc::kill(server.child.id() as i32, libc::SIGTERM) },
        0
    );
    let deadline = Instant::now() + Duration::from_secs(10);
    while server.child.try_wait().unwrap().is_none() {
        assert!(Instant::now() < deadline, "the process did not exit");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }

    // Assert: the message is unsent and nobody's, so the next worker sends
    // it now rather than after the ten-minute lease.
    assert_eq!(claimed(&db).await, 0);
}
