//! The day's visitor salt never outlives its day on disk: no backup (taken
//! from the command line or on schedule), export or restore holds it, a
//! restored site starts a new one, and once its day is over the salt and
//! an affiliate click's visitor hash are gone (on SQLite from the
//! write-ahead log too; on PostgreSQL vacuumed), leaving only the counts.
use std::{
    path::Path,
    time::{Duration, Instant},
};

use sea_orm::{ConnectionTrait, DatabaseConnection, Statement};
use serde_json::{json, Value};

use crate::{
    backups::{backups_in, vanijya},
    helpers::{fresh_database, is_postgres, spawn_app_with, spawn_with_config, TestApp},
};

const CHROME: &str = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 \
     (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";

/// An active affiliate product, made by a signed-in administrator.
async fn product(app: &TestApp) -> i64 {
    let res = app
        .post_json(
            "/admin/aff",
            &json!({
                "title": "Bajaj Rex 500 W Mixer Grinder",
                "affiliateLink": "https://www.amazon.in/dp/B0SALTED",
                "brand": "Bajaj", "category": "Kitchen", "platform": "Amazon",
                "price": 2199, "active": true
            }),
        )
        .await;
    assert_eq!(res.status(), 201, "create product");
    res.json::<Value>().await.unwrap()["id"].as_i64().unwrap()
}

/// A visitor's click on the product's link: the day's salt is made (or
/// read) before the click is answered.
async fn click(app: &TestApp, id: i64) {
    let res = crate::helpers::browser_client()
        .get(app.url(&format!("/go/{id}?from=list:/affiliate")))
        .header("user-agent", CHROME)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 302);
}

async fn texts(db: &DatabaseConnection, sql: &str) -> Vec<String> {
    db.query_all(Statement::from_string(db.get_database_backend(), sql))
        .await
        .unwrap()
        .iter()
        .map(|r| r.try_get_by_index::<String>(0).unwrap())
        .collect()
}

/// The product's clicks, as its administrator reads them.
async fn clicks(app: &TestApp, id: i64) -> Value {
    let res = app.get(&format!("/admin/products/{id}/clicks")).await;
    assert_eq!(res.status(), 200);
    res.json().await.unwrap()
}

/// The salts the database holds.
async fn salts(url: &str) -> Vec<String> {
    let db = sea_orm::Database::connect(url).await.unwrap();
    let found = texts(&db, "SELECT salt FROM visitor_salts").await;
    db.close().await.ok();
    found
}

/// Whether the file at `path` holds `needle`, in its bytes or, for an
/// archive, in the bytes it unpacks to.
fn holds(path: &Path, needle: &str) -> bool {
    let bytes = std::fs::read(path).unwrap_or_default();
    let unpacked = if bytes.starts_with(&[0x28, 0xB5, 0x2F, 0xFD]) {
        zstd::decode_all(bytes.as_slice()).expect("an archive unpacks")
    } else {
        bytes
    };
    unpacked
        .windows(needle.len())
        .any(|w| w == needle.as_bytes())
}

/// The SQLite database file a test URL names, and its write-ahead log.
fn sqlite_files(url: &str) -> [std::path::PathBuf; 2] {
    let file = url
        .trim_start_matches("sqlite://")
        .split('?')
        .next()
        .unwrap()
        .to_owned();
    [file.clone().into(), format!("{file}-wal").into()]
}

/// Waits until `done` says yes, for at most 20 seconds.
async fn eventually<F, Fut>(what: &str, mut done: F)
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = bool>,
{
    let deadline = Instant::now() + Duration::from_secs(20);
    while !done().await {
        assert!(Instant::now() < deadline, "{what}");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

/// A site whose product (answered) a visitor clicked, which made today's
/// salt (answered too).
async fn site_with_a_salt() -> (TestApp, i64, String) {
    let app = spawn_app_with(|_| {}).await;
    app.login_as_admin().await;
    let id = product(&app).await;
    click(&app, id).await;
    let salt = salts(&app.config.database_url)
        .await
        .pop()
        .expect("today's salt is made");
    (app, id, salt)
}

#[tokio::test]
async fn no_backup_scheduled_backup_or_export_holds_the_days_salt() {
    // Arrange: a click has made today's salt.
    let (app, _, salt) = site_with_a_salt().await;
    let url = app.config.database_url.clone();

    // Act: a backup and an export from the command line, and a scheduled
    // backup by a second instance on the same database.
    let dir = tempfile::tempdir().unwrap();
    let manual = dir.path().join("manual");
    let (ok, said) = vanijya(&url, &["backup", "--to", manual.to_str().unwrap()]).await;
    assert!(ok, "backup failed: {said}");
    let export = dir.path().join("site.jsonl.zst");
    let (ok, said) = vanijya(&url, &["export", export.to_str().unwrap()]).await;
    assert!(ok, "export failed: {said}");
    let scheduled = dir.path().join("scheduled");
    let mut config = app.config.clone();
    config.backup.dir = scheduled.display().to_string();
    let _scheduler = spawn_with_config(config).await;
    eventually("the scheduled backup was taken", || async {
        !backups_in(&scheduled).is_empty()
    })
    .await;

    // Assert: each file is whole and holds the click, but not the salt.
    let mut files = backups_in(&manual);
    files.extend(backups_in(&scheduled));
    files.push(export);
    assert_eq!(files.len(), 3, "{files:?}");
    for file in &files {
        assert!(holds(file, "B0SALTED"), "{} holds the data", file.display());
        assert!(!holds(file, &salt), "{} holds the salt", file.display());
    }
}

#[tokio::test]
async fn a_restored_site_starts_a_new_salt() {
    // Arrange: a site with today's salt, its backup, and (on SQLite) a copy
    // of the database as an older version's backup held it, salt and all.
    let (app, id, salt) = site_with_a_salt().await;
    let url = app.config.database_url.clone();
    let dir = tempfile::tempdir().unwrap();
    let (ok, said) = vanijya(&url, &["backup", "--to", dir.path().to_str().unwrap()]).await;
    assert!(ok, "backup failed: {said}");
    let mut sources = backups_in(dir.path());
    if !is_postgres() {
        let old = dir.path().join("older-version.sqlite3");
        let db = sea_orm::Database::connect(&url).await.unwrap();
        db.execute_unprepared(&format!("VACUUM INTO '{}'", old.display()))
            .await
            .unwrap();
        db.close().await.ok();
        assert!(holds(&old, &salt), "the older backup holds the salt");
        sources.push(old);
    }

    for source in sources {
        // Act: restore into a fresh database, and serve a click from it.
        let (target, _target_dir) = fresh_database().await;
        let (ok, said) = vanijya(&target, &["restore", source.to_str().unwrap()]).await;
        assert!(ok, "restore of {} failed: {said}", source.display());
        let restored_salts = salts(&target).await;
        let restored = spawn_app_with(|c| c.database_url = target.clone()).await;
        click(&restored, id).await;

        // Assert: no salt came back, and the site made a new one.
        assert!(restored_salts.is_empty(), "{}", source.display());
        if !is_postgres() {
            for file in sqlite_files(&target) {
                assert!(!holds(&file, &salt), "{} holds the salt", file.display());
            }
        }
        let new = salts(&target).await;
        assert_eq!(new.len(), 1, "{}", source.display());
        assert_ne!(new[0], salt, "{}", source.display());
    }
}

#[tokio::test]
async fn a_click_keeps_its_visitor_hash_only_for_its_day_and_the_salt_leaves_the_files() {
    // Arrange: a click counted today; then the day is made yesterday's, as
    // the turn of the day would, with a salt of yesterday beside it.
    let app = spawn_app_with(|c| c.session.cleanup_interval_seconds = 1).await;
    app.login_as_admin().await;
    let id = product(&app).await;
    click(&app, id).await;
    let report = clicks(&app, id).await;
    assert_eq!(report["human"], 1, "{report}");
    let url = app.config.database_url.clone();
    let db = sea_orm::Database::connect(&url).await.unwrap();
    let visitor_sql = format!("SELECT visitor FROM affiliate_clicks WHERE product_id = {id}");
    let hash = texts(&db, &visitor_sql).await.pop().unwrap();
    assert_eq!(hash.len(), 64, "a visitor hash while its day lasts");
    let yesterday = (chrono::Utc::now() + chrono::Duration::minutes(330)
        - chrono::Duration::days(1))
    .format("%Y-%m-%d")
    .to_string();
    let old_salt = "5a17".repeat(16);
    db.execute_unprepared(&format!(
        "UPDATE affiliate_clicks SET day = '{yesterday}' WHERE product_id = {id}"
    ))
    .await
    .unwrap();
    db.execute_unprepared(&format!(
        "INSERT INTO visitor_salts (day, salt) VALUES ('{yesterday}', '{old_salt}')"
    ))
    .await
    .unwrap();

    // Act: the clean-up's next round.
    eventually("yesterday's salt is deleted", || async {
        !salts(&url).await.contains(&old_salt)
    })
    .await;
    eventually("the click's visitor hash is gone", || async {
        texts(&db, &visitor_sql).await.pop().unwrap().len() != 64
    })
    .await;

    // Assert: the count remains; the salt and the hash are in no file
    // (SQLite), or vacuumed away (PostgreSQL).
    let report = clicks(&app, id).await;
    assert_eq!(report["human"], 1, "{report}");
    assert_eq!(report["byDay"][0]["day"], yesterday.as_str(), "{report}");
    if is_postgres() {
        eventually("visitor_salts is vacuumed", || async {
            let vacuumed = texts(
                &db,
                "SELECT coalesce(last_vacuum::text, '') FROM pg_stat_user_tables \
                 WHERE relname = 'visitor_salts'",
            )
            .await;
            vacuumed.first().is_some_and(|v| !v.is_empty())
        })
        .await;
    } else {
        db.close().await.ok();
        eventually(
            "the salt and the hash leave the database's files",
            || async {
                sqlite_files(&url)
                    .iter()
                    .all(|f| !holds(f, &old_salt) && !holds(f, &hash))
            },
        )
        .await;
    }
}

#[tokio::test]
async fn the_privacy_notice_says_what_is_kept_of_a_click_and_that_no_copy_holds_the_secret() {
    let app = spawn_app_with(|_| {}).await;

    let english = app.get("/privacy").await.text().await.unwrap();
    let hindi = app.get("/hi/privacy").await.text().await.unwrap();

    assert!(
        english.contains("once its day is over we keep only that the link was clicked"),
        "{english}"
    );
    assert!(english.contains("never copied into our backups or exports"));
    assert!(hindi.contains("सिर्फ़ इतना रखते हैं कि लिंक पर किस पेज से और किस दिन क्लिक हुआ"));
    assert!(hindi.contains("बैकअप या एक्सपोर्ट में कभी नहीं जाता"));
}
