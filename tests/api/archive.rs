//! Moving the data between SQLite and PostgreSQL with `vanijya export` and
//! `vanijya import`: a database filled through the API arrives with every
//! table equal, and its administrator (with two-step sign-in) signs in on
//! the other side. Under `TEST_DATABASE=postgres` the two tests move
//! SQLite to PostgreSQL and PostgreSQL to SQLite; on SQLite alone they move
//! SQLite to SQLite.
use std::{
    collections::BTreeMap,
    path::{Path, PathBuf},
};

use serde_json::{json, Value};
use vanijya::ops::archive;

use crate::{
    backups::vanijya,
    helpers::{fresh_database, spawn_app_with, TestApp, ADMIN_EMAIL, ADMIN_PASSWORD},
    two_factor::{code, enrol, password_step, second_step},
};

/// A database URL of a fresh SQLite file in `dir`.
fn sqlite_in(dir: &Path) -> String {
    format!("sqlite://{}/moved.db?mode=rwc", dir.display())
}

/// Fills the app's database through the API: administrators (one with
/// two-step sign-in), the catalogue, leads with notes and history, an
/// application, a product, mail in the outbox and the audit log. Answers
/// a recovery code not used yet.
async fn fill(app: &TestApp) -> String {
    app.login_as_admin().await;
    let (secret, codes) = enrol(app).await;
    let (browser, _) = password_step(app).await;
    assert_eq!(second_step(&browser, &code(&secret, 1)).await.status(), 200);
    browser
        .create_admin("second@vanijya.test", "another-long-password")
        .await;
    let (_d, pos) = browser
        .department_with_position("Marketplace", "Account manager")
        .await;
    let ser = browser.first_service_id().await;
    for name in ["Asha", "Bimal", "Chandni"] {
        let mut body = TestApp::enquiry_body(ser);
        body["fName"] = json!(name);
        body["message"] = json!(format!(
            "{name} wants to sell on Flipkart — ₹1,20,000 a month"
        ));
        assert_eq!(
            browser.post_json("/userbe/createbe", &body).await.status(),
            201
        );
    }
    let res = browser
        .post_json(
            &format!("/usercp/createcp/{pos}"),
            &json!({"fullName": "Priya Singh", "email": "priya@example.in",
                    "mobileNumber": "9876543210", "positionApplied": {"posId": pos}}),
        )
        .await;
    assert_eq!(res.status(), 201);
    let res = browser
        .patch_json("/admin/leads/enquiries/1", &json!({"status": "Contacted"}))
        .await;
    assert_eq!(res.status(), 200);
    let res = browser
        .post_json(
            "/admin/leads/enquiries/1/notes",
            &json!({"text": "Called; \"send the quote\" by Friday"}),
        )
        .await;
    assert!(res.status().is_success(), "note: {}", res.status());
    let res = browser
        .post_json(
            "/admin/aff",
            &json!({"title": "boAt Rockerz 450", "price": 1299.5, "originalPrice": 3990,
                    "affiliateLink": "https://amzn.to/3xRockerz", "active": true,
                    "imageUrls": ["https://m.media-amazon.com/images/I/rockerz-main.jpg"]}),
        )
        .await;
    assert_eq!(res.status(), 201);
    codes[1].clone()
}

/// Values as both databases mean them: 0/1 for booleans, times as UTC
/// instants rounded to the microsecond as PostgreSQL rounds them, half to
/// even (PostgreSQL keeps microseconds, SQLite the nanoseconds it was
/// given: 43.9549725 is 43.954972 there).
fn normalised(tables: BTreeMap<String, Vec<Vec<Value>>>) -> BTreeMap<String, Vec<Vec<Value>>> {
    let value = |v: Value| match v {
        Value::Bool(b) => json!(b as i64),
        Value::String(s) => {
            let instant = chrono::DateTime::parse_from_rfc3339(&s.replacen(' ', "T", 1))
                .map(|t| t.to_utc())
                .or_else(|_| {
                    chrono::NaiveDateTime::parse_from_str(&s, "%Y-%m-%d %H:%M:%S%.f")
                        .map(|t| t.and_utc())
                });
            match instant {
                Ok(t) if s.len() >= 19 && s.as_bytes()[4] == b'-' => {
                    let nanos = t.timestamp_subsec_nanos();
                    let (micros, rest) = (nanos / 1000, nanos % 1000);
                    let up = rest > 500 || (rest == 500 && micros % 2 == 1);
                    let t = t - chrono::TimeDelta::nanoseconds(i64::from(rest))
                        + chrono::TimeDelta::microseconds(i64::from(up));
                    json!(t.to_rfc3339_opts(chrono::SecondsFormat::Micros, true))
                }
                _ => Value::String(s),
            }
        }
        other => other,
    };
    tables
        .into_iter()
        .map(|(t, rows)| {
            let rows = rows
                .into_iter()
                .map(|r| r.into_iter().map(value).collect())
                .collect();
            (t, rows)
        })
        .collect()
}

async fn moves_with_every_table_equal(source_url: String, target_url: String) {
    // Arrange: a database filled through the API (mail on, so letters wait
    // in the outbox; the mail server does not answer).
    let source = spawn_app_with(|c| {
        c.database_url = source_url.clone();
        c.mail.smtp_url = "smtp://127.0.0.1:9".into();
        c.mail.notify_emails = "sales@vanijya.test".into();
        c.mail.retry_base_ms = 600_000;
        c.form_rate_limit = 0;
    })
    .await;
    let recovery_code = fill(&source).await;
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("agency.jsonl.zst");

    // Act
    let (ok, said) = vanijya(&source_url, &["export", file.to_str().unwrap()]).await;
    assert!(ok, "export: {said}");
    let (ok, said) = vanijya(&target_url, &["import", file.to_str().unwrap()]).await;
    assert!(ok, "import: {said}");

    // Assert: every table holds the same rows.
    let exported = normalised(archive::rows_of(&file).unwrap());
    let target_db = vanijya::db::connect(&target_url).await.unwrap();
    let imported = normalised(archive::dump(&target_db).await.unwrap());
    target_db.close().await.ok();
    for table in [
        "admins",
        "admin_recovery_codes",
        "audit_log",
        "leads",
        "enquiries",
        "applications",
        "departments",
        "positions",
        "services",
        "affiliate_products",
        "lead_notes",
        "lead_events",
        "outbox",
    ] {
        assert!(
            exported.get(table).is_some_and(|rows| !rows.is_empty()),
            "{table} was filled and exported"
        );
    }
    assert_eq!(
        exported.keys().collect::<Vec<_>>(),
        imported.keys().collect::<Vec<_>>()
    );
    for (table, rows) in &exported {
        assert_eq!(rows, &imported[table], "table {table}");
    }

    // …and the moved administrator signs in with the password and a
    // recovery code (their two-step secrets moved with them), and
    // new rows get fresh ids.
    let moved = spawn_app_with(|c| c.database_url = target_url.clone()).await;
    let res = moved.login(ADMIN_EMAIL, ADMIN_PASSWORD).await;
    assert_eq!(res.status(), 202, "the password step");
    assert_eq!(second_step(&moved, &recovery_code).await.status(), 200);
    let ser = moved.first_service_id().await;
    let res = moved
        .post_json("/userbe/createbe", &TestApp::enquiry_body(ser))
        .await;
    assert_eq!(res.status(), 201, "a new enquiry after the move");
    assert_eq!(res.json::<Value>().await.unwrap()["bId"], 4);
}

#[tokio::test]
async fn an_sqlite_database_moves_to_the_test_database_with_every_table_equal() {
    let dir = tempfile::tempdir().unwrap();
    let (target, _target_dir) = fresh_database().await;
    moves_with_every_table_equal(sqlite_in(dir.path()), target).await;
}

#[tokio::test]
async fn the_test_database_moves_to_sqlite_with_every_table_equal() {
    let (source, _source_dir) = fresh_database().await;
    let dir = tempfile::tempdir().unwrap();
    moves_with_every_table_equal(source, sqlite_in(dir.path())).await;
}

/// The archive of a fresh site's database, written in `dir`.
async fn exported(dir: &Path) -> PathBuf {
    let source = spawn_app_with(|_| {}).await;
    let file = dir.join("a.jsonl.zst");
    let (ok, said) = vanijya(
        &source.config.database_url,
        &["export", file.to_str().unwrap()],
    )
    .await;
    assert!(ok, "{said}");
    file
}

#[tokio::test]
async fn an_import_refuses_a_database_with_data_of_its_own() {
    // Arrange: an archive, and a database with an enquiry.
    let dir = tempfile::tempdir().unwrap();
    let file = exported(dir.path()).await;
    let target = spawn_app_with(|_| {}).await;
    let ser = target.first_service_id().await;
    assert_eq!(
        target
            .post_json("/userbe/createbe", &TestApp::enquiry_body(ser))
            .await
            .status(),
        201
    );

    // Act
    let (ok, said) = vanijya(
        &target.config.database_url,
        &["import", file.to_str().unwrap()],
    )
    .await;

    // Assert
    assert!(!ok);
    assert!(said.contains("not empty"), "{said}");
}

#[tokio::test]
async fn a_truncated_archive_is_refused_and_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let file = exported(dir.path()).await;
    let bytes = std::fs::read(&file).unwrap();
    let cut = dir.path().join("cut.jsonl.zst");
    std::fs::write(&cut, &bytes[..bytes.len() / 2]).unwrap();
    let (target, _target_dir) = fresh_database().await;

    let (ok, said) = vanijya(&target, &["import", cut.to_str().unwrap()]).await;

    assert!(!ok, "{said}");
}

#[tokio::test]
async fn an_archive_with_an_over_long_line_is_refused_with_a_message_and_nothing_is_imported() {
    // Arrange: a real archive's header and first table, then one row of
    // 48 MiB, which zstd packs into a few kilobytes.
    let dir = tempfile::tempdir().unwrap();
    let file = exported(dir.path()).await;
    let text =
        String::from_utf8(zstd::decode_all(std::fs::File::open(&file).unwrap()).unwrap()).unwrap();
    let mut head = text.lines().take(2);
    let huge = format!(
        "{}\n{}\n[\"{}\"]\n",
        head.next().unwrap(),
        head.next().unwrap(),
        "a".repeat(48 << 20)
    );
    let bomb = dir.path().join("bomb.jsonl.zst");
    std::fs::write(&bomb, zstd::encode_all(huge.as_bytes(), 19).unwrap()).unwrap();
    assert!(
        std::fs::metadata(&bomb).unwrap().len() < 64 * 1024,
        "small on disk"
    );
    let (target, _target_dir) = fresh_database().await;

    // Act
    let (restored, restore_said) = vanijya(&target, &["restore", bomb.to_str().unwrap()]).await;
    let (imported, import_said) = vanijya(&target, &["import", bomb.to_str().unwrap()]).await;

    // Assert: both refuse and say why (a restore checks the archive whole
    // first); the database holds nothing
    assert!(!restored && !imported, "{restore_said}\n{import_said}");
    for said in [&restore_said, &import_said] {
        assert!(said.contains("a line longer than 32 MiB"), "{said}");
    }
    let db = sea_orm::Database::connect(&target).await.unwrap();
    assert_eq!(archive::user_rows(&db).await.unwrap(), 0);
}
