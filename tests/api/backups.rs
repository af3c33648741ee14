//! Backups and restores through the command line, while the site serves:
//! every enquiry acknowledged before a backup began is in it, a restore
//! refuses a database with data of its own, scheduled backups are taken
//! once by two instances on one database, and the administrator home's
//! status warns when the last one failed.
use std::{
    path::{Path, PathBuf},
    sync::{Arc, Mutex},
    time::{Duration, Instant},
};

use serde_json::{json, Value};
use tokio::process::Command;

use crate::helpers::{fresh_database, spawn_app_with, spawn_with_config, TestApp};

/// Runs the binary with `args` over `database_url`; answers (success,
/// output). It is awaited, not waited for, so the servers these tests run
/// in their own runtime keep serving meanwhile.
pub async fn vanijya(database_url: &str, args: &[&str]) -> (bool, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_vanijya"))
        .args(args)
        .env("DATABASE_URL", database_url)
        .env("RUST_LOG", "warn")
        .env_remove("BACKUP_DIR")
        .output()
        .await
        .expect("run the binary");
    let said = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    (out.status.success(), said)
}

/// The backup files in `dir`.
pub fn backups_in(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|d| d.flatten().map(|e| e.path()).collect())
        .unwrap_or_default();
    files.retain(|p| {
        p.file_name()
            .and_then(|n| n.to_str())
            .is_some_and(|n| n.starts_with("vanijya-"))
    });
    files.sort();
    files
}

/// Every enquiry's message, through the API as an administrator.
async fn messages(app: &TestApp) -> std::collections::HashSet<String> {
    let stored: Vec<Value> = app.get("/admin/getallbe").await.json().await.unwrap();
    stored
        .iter()
        .filter_map(|e| e["message"].as_str().map(str::to_owned))
        .collect()
}

#[tokio::test]
async fn a_backup_taken_while_enquiries_arrive_restores_every_one_acknowledged_before_it_began() {
    // Arrange: four visitors submit enquiries without pause.
    let app = spawn_app_with(|c| c.form_rate_limit = 0).await;
    let ser = app.first_service_id().await;
    let acknowledged: Arc<Mutex<Vec<(String, Instant)>>> = Arc::default();
    let stop = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let mut writers = Vec::new();
    for w in 0..4 {
        let (app, acknowledged, stop) = (app.clone_handle(), acknowledged.clone(), stop.clone());
        writers.push(tokio::spawn(async move {
            for i in 0.. {
                if stop.load(std::sync::atomic::Ordering::Relaxed) {
                    break;
                }
                let marker = format!("writer {w} enquiry {i}");
                let mut body = TestApp::enquiry_body(ser);
                body["message"] = json!(marker);
                let res = app.post_json("/userbe/createbe", &body).await;
                assert_eq!(res.status(), 201);
                acknowledged.lock().unwrap().push((marker, Instant::now()));
            }
        }));
    }
    // At least four acknowledged before the backup begins, however busy
    // the machine is.
    let deadline = Instant::now() + Duration::from_secs(30);
    while acknowledged.lock().unwrap().len() < 4 {
        assert!(Instant::now() < deadline, "no enquiries were taken");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let dir = tempfile::tempdir().unwrap();

    // Act: back up while they write, then restore into a fresh database.
    let began = Instant::now();
    let (ok, said) = vanijya(
        &app.config.database_url,
        &["backup", "--to", dir.path().to_str().unwrap()],
    )
    .await;
    assert!(ok, "backup failed: {said}");
    tokio::time::sleep(Duration::from_millis(200)).await;
    stop.store(true, std::sync::atomic::Ordering::Relaxed);
    for w in writers {
        w.await.unwrap();
    }
    let files = backups_in(dir.path());
    assert_eq!(files.len(), 1, "one backup file: {files:?}");
    let (target, _target_dir) = fresh_database().await;
    let (ok, said) = vanijya(&target, &["restore", files[0].to_str().unwrap()]).await;
    assert!(ok, "restore failed: {said}");

    // Assert: the file is private and named by its UTC time, and every
    // enquiry acknowledged before the backup began is in the restored data.
    use std::os::unix::fs::PermissionsExt;
    let mode = std::fs::metadata(&files[0]).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o600);
    let name = files[0].file_name().unwrap().to_str().unwrap().to_owned();
    assert!(
        name.len() > 24 && name.as_bytes()[16] == b'T' && name.as_bytes()[23] == b'Z',
        "vanijya-YYYYMMDDTHHMMSSZ…: {name}"
    );
    let restored = spawn_app_with(|c| c.database_url = target.clone()).await;
    restored.login_as_admin().await;
    let found = messages(&restored).await;
    let before: Vec<String> = acknowledged
        .lock()
        .unwrap()
        .iter()
        .filter(|(_, at)| *at < began)
        .map(|(m, _)| m.clone())
        .collect();
    assert!(before.len() >= 4, "too few enquiries before the backup");
    let lost: Vec<&String> = before.iter().filter(|m| !found.contains(*m)).collect();
    assert!(
        lost.is_empty(),
        "lost {} of {}: {lost:?}",
        lost.len(),
        before.len()
    );
    assert_eq!(
        restored.get("/readyz").await.status(),
        200,
        "the restored database is migrated and writable"
    );
}

#[tokio::test]
async fn a_restore_refuses_a_database_with_data_of_its_own_unless_forced() {
    // Arrange: a backup of a database with one enquiry, and another
    // database with a different enquiry.
    let source = spawn_app_with(|_| {}).await;
    let ser = source.first_service_id().await;
    let mut body = TestApp::enquiry_body(ser);
    body["message"] = json!("the one in the backup");
    assert_eq!(
        source.post_json("/userbe/createbe", &body).await.status(),
        201
    );
    let dir = tempfile::tempdir().unwrap();
    let (ok, said) = vanijya(
        &source.config.database_url,
        &["backup", "--to", dir.path().to_str().unwrap()],
    )
    .await;
    assert!(ok, "{said}");
    let file = backups_in(dir.path()).remove(0);
    let (target, _target_dir) = fresh_database().await;
    {
        let other = spawn_app_with(|c| c.database_url = target.clone()).await;
        let mut body = TestApp::enquiry_body(ser);
        body["message"] = json!("the one already there");
        assert_eq!(
            other.post_json("/userbe/createbe", &body).await.status(),
            201
        );
    }

    // Act
    let (refused, said_refused) = vanijya(&target, &["restore", file.to_str().unwrap()]).await;
    let (forced, said_forced) =
        vanijya(&target, &["restore", "--force", file.to_str().unwrap()]).await;

    // Assert
    assert!(!refused, "{said_refused}");
    assert!(said_refused.contains("not empty"), "{said_refused}");
    assert!(forced, "{said_forced}");
    let restored = spawn_app_with(|c| c.database_url = target.clone()).await;
    restored.login_as_admin().await;
    let found = messages(&restored).await;
    assert!(found.contains("the one in the backup"));
    assert!(!found.contains("the one already there"));
}

#[tokio::test]
async fn an_sqlite_restore_removes_the_stale_side_files_of_the_old_database() {
    if crate::helpers::is_postgres() {
        return;
    }
    // Arrange: a backup, and a target whose folder holds a stale log.
    let source = spawn_app_with(|_| {}).await;
    let dir = tempfile::tempdir().unwrap();
    let (ok, said) = vanijya(
        &source.config.database_url,
        &["backup", "--to", dir.path().to_str().unwrap()],
    )
    .await;
    assert!(ok, "{said}");
    let file = backups_in(dir.path()).remove(0);
    let target_dir = tempfile::tempdir().unwrap();
    let db_file = target_dir.path().join("site.db");
    let wal = target_dir.path().join("site.db-wal");
    std::fs::write(&wal, b"a log left by another database").unwrap();
    let target = format!("sqlite://{}?mode=rwc", db_file.display());

    // Act
    let (ok, said) = vanijya(&target, &["restore", file.to_str().unwrap()]).await;

    // Assert
    assert!(ok, "{said}");
    let stale = std::fs::read(&wal).unwrap_or_default();
    assert_ne!(stale, b"a log left by another database");
    let restored = spawn_app_with(|c| c.database_url = target.clone()).await;
    assert_eq!(restored.get("/readyz").await.status(), 200);
}

/// The administrator's view of the backups.
async fn backup_status(app: &TestApp) -> Value {
    let res = app.get("/admin/backups/status").await;
    assert_eq!(res.status(), 200);
    res.json().await.unwrap()
}

/// The backups' status once `field` is set, waiting up to 30 s for it.
async fn status_once_set(app: &TestApp, field: &str) -> Value {
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let status = backup_status(app).await;
        if !status[field].is_null() {
            return status;
        }
        assert!(Instant::now() < deadline, "{field} never set: {status}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

#[tokio::test]
async fn two_instances_on_one_database_take_each_scheduled_backup_once() {
    // Arrange: two instances, each with its own backup folder.
    let (dir_a, dir_b) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let a_path = dir_a.path().display().to_string();
    let a = spawn_app_with(|c| c.backup.dir = a_path).await;
    let mut b_config = a.config.clone();
    b_config.backup.dir = dir_b.path().display().to_string();
    let _b = spawn_with_config(b_config).await;
    a.login_as_admin().await;

    // Act: both start their schedules at once; wait for the backup.
    let status = status_once_set(&a, "lastSuccessAt").await;
    tokio::time::sleep(Duration::from_millis(500)).await;

    // Assert
    let files = backups_in(dir_a.path()).len() + backups_in(dir_b.path()).len();
    assert_eq!(files, 1, "one backup between the two instances");
    assert!(status["lastSuccessBytes"].as_i64().unwrap() > 0);
    assert!(status["warning"].is_null(), "{status}");
    assert_eq!(status["scheduled"], true);
}

#[tokio::test]
async fn a_failed_scheduled_backup_warns_on_the_administrator_home_and_is_mailed() {
    // Arrange: a backup folder that cannot be made (a file stands there),
    // and mail on, to a real SMTP server.
    let dir = tempfile::tempdir().unwrap();
    let blocked = dir.path().join("not-a-folder");
    std::fs::write(&blocked, b"a file").unwrap();
    let target = blocked.join("backups").display().to_string();
    let port = crate::helpers::free_port();
    let sink = crate::mail::Sink::start(port);
    let app = spawn_app_with(|c| {
        c.backup.dir = target;
        c.mail.smtp_url = crate::mail::smtp_url(port).into();
        c.mail.notify_emails = "ops@vanijya.test".into();
    })
    .await;
    app.login_as_admin().await;

    // Act: wait for the failure.
    let status = status_once_set(&app, "lastFailureAt").await;

    // Assert: the home warns, and the letter arrives (the sink checks its
    // Date and Message-ID)
    assert!(status["warning"]
        .as_str()
        .is_some_and(|w| w.contains("failed")));
    assert!(status["lastSuccessAt"].is_null());
    let letters = sink.wait_for(1, 10).await;
    assert_eq!(letters[0]["to"][0], "ops@vanijya.test");
    assert!(
        letters[0]["subject"]
            .as_str()
            .is_some_and(|s| s.ends_with("the scheduled backup failed")),
        "{letters:?}"
    );
}
