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
