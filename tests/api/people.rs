//! A person's rights: everything held about them found by e-mail or phone,
//! exported as one file, erased in one action (gone from the database's
//! bytes too, not only from queries), the consent each form recorded, and
//! retention erasing what was kept long enough, with the audit log keeping
//! only that it happened.
use std::time::{Duration, Instant};

use reqwest::Client;
use sea_orm::{ConnectionTrait, Database, DbBackend, Statement};
use serde_json::{json, Value};

use crate::{
    cvs::{application_form, apply, apply_with_pdf},
    helpers::{assert_error, is_postgres, spawn_app_with, TestApp},
};

const EMAIL: &str = "meera.sinha@sinha-handlooms.in";
const OTHER: &str = "kavya@example.in";

fn enquiry(email: &str, ser_id: i64) -> Value {
    let mut body = TestApp::enquiry_body(ser_id);
    body["bEmail"] = json!(email);
    body["fName"] = json!("Meera");
    body["lName"] = json!("Sinha");
    body
}

/// An enquiry with a note and a quotation, an application with a CV (all
/// as `email`), and mail about them in the outbox; the enquiry's id.
async fn a_person_with_history(app: &TestApp, email: &str) -> i64 {
    let ser = app.first_service_id().await;
    let res = app
        .post_json("/userbe/createbe", &enquiry(email, ser))
        .await;
    assert_eq!(res.status(), 201);
    let b_id = res.json::<Value>().await.unwrap()["bId"].as_i64().unwrap();
    let note = app
        .post_json(
            &format!("/admin/leads/enquiries/{b_id}/notes"),
            &json!({"text": format!("Called {email}; wants Amazon ads from January.")}),
        )
        .await;
    assert!(note.status().is_success(), "note: {}", note.status());
    let contacted = app
        .patch_json(
            &format!("/admin/leads/enquiries/{b_id}"),
            &json!({"status": "Contacted"}),
        )
        .await;
    assert_eq!(contacted.status(), 200, "status change");
    let quote = app
        .post_json(
            "/admin/quotes",
            &json!({"leadId": b_id, "clientName": "Sinha Handlooms", "clientAddress": "Kankarbagh, Patna",
                    "clientState": "Bihar",
                    "lines": [{"description": "Amazon advertising, monthly", "sac": "998365", "quantity": 1, "unitPrice": 15000}]}),
        )
        .await;
    assert_eq!(quote.status(), 201, "quote");
    let (_, pos) = app
        .department_with_position("Marketing", "Ads Analyst")
        .await;
    apply_with_pdf(app, email, Some(pos), "Meera.pdf").await;
    b_id
}

async fn found(app: &TestApp, q: &str) -> Value {
    let res = app
        .client
        .get(app.url("/admin/people"))
        .query(&[("q", q)])
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200, "find {q}");
    res.json().await.unwrap()
}

fn count(v: &Value, kind: &str) -> usize {
    v[kind].as_array().map_or(0, Vec::len)
}

fn spawn_with_mail() -> impl FnOnce(&mut vanijya::config::Config) {
    |c| {
        // Mail is on, so the leads write letters to the outbox (the
        // server is never reached; the letters stay there).
        c.mail.smtp_url = "smtp://127.0.0.1:9".into();
        c.mail.notify_emails = "sales@vanijya.test".into();
        c.form_rate_limit = 0;
    }
}

#[tokio::test]
async fn everything_held_about_a_person_is_found_and_exported_with_the_consent_recorded() {
    let app = spawn_app_with(spawn_with_mail()).await;
    app.login_as_admin().await;
    a_person_with_history(&app, EMAIL).await;

    let held = found(&app, &EMAIL.to_uppercase()).await;
    assert_eq!(held["by"], "email");
    for (kind, n) in [
        ("enquiries", 1),
        ("applications", 1),
        ("cvs", 1),
        ("notes", 1),
        ("quotes", 1),
    ] {
        assert_eq!(count(&held, kind), n, "{kind}: {held}");
    }
    assert!(
        count(&held, "outbox") >= 2,
        "acknowledgements and notifications: {held}"
    );
    assert!(count(&held, "history") >= 1, "the note's history");
    assert!(
        held["cvs"][0].get("data").is_none(),
        "the search shows no file"
    );
    let enquiry = &held["enquiries"][0];
    assert_eq!(enquiry["notice_version"], "2026-12-07");
    assert_eq!(enquiry["consent_ip"], "127.0.0.1");
    assert!(enquiry["consented_at"].is_string());

    let by_phone = found(&app, "098765 43210").await;
    assert_eq!(by_phone["by"], "phone");
    assert_eq!(
        count(&by_phone, "applications"),
        1,
        "the same mobile number"
    );

    let res = app
        .client
        .get(app.url("/admin/people/export"))
        .query(&[("email", EMAIL)])
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    assert!(res.headers()["content-disposition"]
        .to_str()
        .unwrap()
        .starts_with("attachment; filename=\"personal-data-"));
    let file: Value = res.json().await.unwrap();
    assert_eq!(file["key"], EMAIL);
    let cv = file["data"]["cvs"][0]["data"].as_str().unwrap();
    assert!(!cv.is_empty(), "the export carries the CV itself");

    let anonymous = Client::new()
        .get(app.url("/admin/people?q=someone%40example.in"))
        .send()
        .await
        .unwrap();
    assert_error(anonymous, 401, None).await;
    let res = app.get("/admin/people?q=Meera").await;
    assert_error(res, 422, Some("q")).await;
}

/// The database's files as bytes (SQLite: the file and its log).
fn sqlite_bytes(app: &TestApp) -> Vec<u8> {
    let path = app
        .config
        .database_url
        .trim_start_matches("sqlite://")
        .split('?')
        .next()
        .unwrap()
        .to_owned();
    let mut bytes = std::fs::read(&path).expect("read the database file");
    for extra in ["-wal", "-journal"] {
        if let Ok(more) = std::fs::read(format!("{path}{extra}")) {
            bytes.extend(more);
        }
    }
    bytes
}

fn holds(haystack: &[u8], needle: &str) -> bool {
    haystack
        .windows(needle.len())
        .any(|w| w == needle.as_bytes())
}

/// How many rows of any table of the PostgreSQL database hold `text`.
async fn postgres_rows_holding(app: &TestApp, text: &str) -> i64 {
    let db = Database::connect(&app.config.database_url).await.unwrap();
    let tables = db
        .query_all(Statement::from_string(
            DbBackend::Postgres,
            "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'",
        ))
        .await
        .unwrap();
    let mut n = 0;
    for t in tables {
        let name: String = t.try_get("", "table_name").unwrap();
        let row = db
            .query_one(Statement::from_sql_and_values(
                DbBackend::Postgres,
                format!("SELECT count(*) AS n FROM \"{name}\" x WHERE lower(x::text) LIKE $1"),
                [format!("%{}%", text.to_lowercase()).into()],
            ))
            .await
            .unwrap()
            .unwrap();
        n += row.try_get::<i64>("", "n").unwrap();
    }
    db.close().await.ok();
    n
}

#[tokio::test]
async fn erasure_removes_everything_of_one_person_from_the_database_itself() {
    let app = spawn_app_with(spawn_with_mail()).await;
    app.login_as_admin().await;
    a_person_with_history(&app, EMAIL).await;
    let ser = app.first_service_id().await;
    let mut other = enquiry(OTHER, ser);
    other["fName"] = json!("Kavya");
    other["message"] = json!("We make Madhubani paintings and want a Flipkart store.");
    other["contactNumber"] = json!("+91 91234 56789");
    assert_eq!(
        app.post_json("/userbe/createbe", &other).await.status(),
        201
    );
    if is_postgres() {
        assert!(postgres_rows_holding(&app, EMAIL).await > 0);
    } else {
        assert!(
            holds(&sqlite_bytes(&app), EMAIL),
            "the test can see the e-mail before"
        );
    }

    let res = app
        .post_json("/admin/people/erase", &json!({"email": EMAIL}))
        .await;
    assert_eq!(res.status(), 200);
    let erased: Value = res.json().await.unwrap();
    assert_eq!(erased["enquiries"], 1);
    assert_eq!(erased["applications"], 1);
    assert_eq!(erased["cvs"], 1);
    assert_eq!(erased["notes"], 1);
    assert_eq!(erased["quotes"], 1);
    assert!(erased["outbox"].as_u64().unwrap() >= 2);
    assert!(erased["total"].as_u64().unwrap() >= 7);

    let held = found(&app, EMAIL).await;
    let left: usize = [
        "enquiries",
        "applications",
        "cvs",
        "notes",
        "history",
        "outbox",
        "quotes",
    ]
    .iter()
    .map(|k| count(&held, k))
    .sum();
    assert_eq!(left, 0, "nothing is found any more: {held}");
    assert_eq!(
        count(&found(&app, OTHER).await, "enquiries"),
        1,
        "others are kept"
    );

    if is_postgres() {
        assert_eq!(postgres_rows_holding(&app, EMAIL).await, 0);
        assert!(postgres_rows_holding(&app, OTHER).await > 0);
    } else {
        let bytes = sqlite_bytes(&app);
        assert!(
            !holds(&bytes, EMAIL),
            "no copy of the e-mail in the file's bytes"
        );
        assert!(!holds(&bytes, "Sinha Handlooms"), "nor of the quotation");
        assert!(
            holds(&bytes, OTHER),
            "the other person's data is still in the file"
        );
    }

    let audit: Value = app.get("/admin/audit").await.json().await.unwrap();
    let text = audit.to_string();
    assert!(text.contains("A person's data erased on request"), "{text}");
    assert!(
        !text.contains(EMAIL),
        "the audit log never names what was erased"
    );

    let res = app
        .post_json("/admin/people/erase", &json!({"phone": "not a phone"}))
        .await;
    assert_error(res, 422, Some("phone")).await;
    let res = app.post_json("/admin/people/erase", &json!({})).await;
    assert_error(res, 422, Some("email")).await;
}

/// Moves every enquiry's arrival 31 days back, past the spam's keeping.
async fn a_month_older(db: &sea_orm::DatabaseConnection) {
    let a_month_ago = if is_postgres() {
        "submitted_at - INTERVAL '31 days'"
    } else {
        "strftime('%Y-%m-%dT%H:%M:%S+00:00', submitted_at, '-31 days')"
    };
    db.execute_unprepared(&format!(
        "UPDATE leads SET submitted_at = {a_month_ago} WHERE kind = 'enquiry'"
    ))
    .await
    .unwrap();
}

#[tokio::test]
async fn retention_erases_rejected_applications_and_old_spam_and_says_only_that_it_did() {
    let app = spawn_app_with(|c| {
        c.application_retention_days = 0;
        c.session.cleanup_interval_seconds = 1;
        c.form_rate_limit = 0;
    })
    .await;
    app.login_as_admin().await;
    let (_, pos) = app
        .department_with_position("Marketing", "Ads Analyst")
        .await;
    let rejected = apply_with_pdf(&app, EMAIL, Some(pos), "cv.pdf").await;
    let kept = apply(&app, application_form(OTHER, Some(pos)))
        .await
        .json::<Value>()
        .await
        .unwrap()["cId"]
        .as_i64()
        .unwrap();
    let ser = app.first_service_id().await;
    let mut spam = enquiry("bot@spam.example", ser);
    spam["website"] = json!("http://spam.example");
    assert_eq!(app.post_json("/userbe/createbe", &spam).await.status(), 201);
    let db = Database::connect(&app.config.database_url).await.unwrap();
    a_month_older(&db).await;
    db.close().await.ok();

    let res = app
        .patch_json(
            &format!("/admin/leads/applications/{rejected}"),
            &json!({"status": "Rejected"}),
        )
        .await;
    assert_eq!(res.status(), 200);

    let deadline = Instant::now() + Duration::from_secs(15);
    loop {
        let gone = app
            .get(&format!("/admin/leads/applications/{rejected}"))
            .await
            .status()
            == 404;
        let spam_gone = count(&found(&app, "bot@spam.example").await, "enquiries") == 0;
        if gone && spam_gone {
            break;
        }
        assert!(Instant::now() < deadline, "retention did not run");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    assert_eq!(
        app.get(&format!("/admin/leads/applications/{kept}"))
            .await
            .status(),
        200
    );
    let audit: Value = app.get("/admin/audit").await.json().await.unwrap();
    let text = audit.to_string();
    assert!(text.contains("Erased after the retention period"), "{text}");
    assert!(!text.contains(EMAIL) && !text.contains("bot@spam.example"));
}

#[tokio::test]
async fn retention_erases_a_backlog_batch_by_batch_and_the_search_forgets_it() {
    const BACKLOG: i64 = 450;
    let app = spawn_app_with(|c| {
        c.session.cleanup_interval_seconds = 1;
        c.form_rate_limit = 0;
    })
    .await;
    app.login_as_admin().await;
    let ser = app.first_service_id().await;
    let mut spam = enquiry("bot@spam.example", ser);
    spam["website"] = json!("http://spam.example");
    spam["message"] = json!("Cheap Zanskar followers, ten thousand a day.");
    assert_eq!(app.post_json("/userbe/createbe", &spam).await.status(), 201);
    // Years of a site's spam at once, as on a first run over an old
    // database: more leads than one transaction erases.
    let db = Database::connect(&app.config.database_url).await.unwrap();
    let own = "first_name, last_name, address, message, service_id, service_name, \
               sub_service_name";
    db.execute_unprepared(&format!(
        "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < {}) \
         INSERT INTO enquiries ({own}) SELECT {own} FROM enquiries, n",
        BACKLOG - 1
    ))
    .await
    .unwrap();
    let common = "name, email, phone, submitted_at, status, phone_key, email_key, spam_reason, \
                  search_text";
    db.execute_unprepared(&format!(
        "INSERT INTO leads (kind, id, {common}) SELECT 'enquiry', e.id, {common} \
         FROM enquiries e, (SELECT {common} FROM leads WHERE kind = 'enquiry') l \
         WHERE e.id > (SELECT min(id) FROM leads WHERE kind = 'enquiry')"
    ))
    .await
    .unwrap();
    a_month_older(&db).await;
    let mut real = enquiry(OTHER, ser);
    real["message"] = json!("We trek in Zanskar and want our homestay on Amazon.");
    let real = app.post_json("/userbe/createbe", &real).await;
    assert_eq!(real.status(), 201);
    let real = real.json::<Value>().await.unwrap()["bId"].as_i64().unwrap();

    let deadline = Instant::now() + Duration::from_secs(30);
    let text = loop {
        let audit: Value = app.get("/admin/audit").await.json().await.unwrap();
        let text = audit.to_string();
        if text.contains("Erased after the retention period") {
            break text;
        }
        assert!(Instant::now() < deadline, "retention did not run");
        tokio::time::sleep(Duration::from_millis(200)).await;
    };
    assert!(
        text.contains(&format!(
            "Erased after the retention period: {BACKLOG} enquiries"
        )),
        "one entry counts every batch: {text}"
    );
    assert_eq!(
        count(&found(&app, "bot@spam.example").await, "enquiries"),
        0
    );
    for q in ["zanskar", "bot@spam"] {
        let spam: Value = app
            .get(&format!("/admin/leads/enquiries?q={q}&spam=true"))
            .await
            .json()
            .await
            .unwrap();
        assert_eq!(spam["items"], json!([]), "{q}: {spam}");
    }
    let kept: Value = app
        .get("/admin/leads/enquiries?q=zanskar")
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(kept["items"][0]["id"], real, "{kept}");
    assert_eq!(kept["total"], 1);

    // The foreign key's check of each deleted lead finds the leads naming
    // it through an index of only those (a full index of NULLs was judged
    // useless and the table read for every deleted lead).
    let (backend, definition) = if is_postgres() {
        (
            DbBackend::Postgres,
            "SELECT indexdef AS sql FROM pg_indexes WHERE indexname = ",
        )
    } else {
        (
            DbBackend::Sqlite,
            "SELECT sql FROM sqlite_master WHERE name = ",
        )
    };
    for index in ["idx_leads_duplicate_of"] {
        let row = db
            .query_one(Statement::from_string(
                backend,
                format!("{definition}'{index}'"),
            ))
            .await
            .unwrap()
            .expect("the index exists");
        let sql: String = row.try_get("", "sql").unwrap();
        let condition = sql
            .rsplit_once(" WHERE ")
            .map(|(_, c)| c.trim_matches(['(', ')']));
        assert_eq!(condition, Some("duplicate_of IS NOT NULL"), "{sql}");
    }
    if !is_postgres() {
        // The full-text index keeps a deleted lead's words in its older
        // segments until they are merged; the merge runs in the background,
        // a step at a time, until each table is one segment.
        let deadline = Instant::now() + Duration::from_secs(30);
        for table in ["leads"] {
            while fts_segments(&db, table).await > 1 {
                assert!(Instant::now() < deadline, "{table}'s index was not merged");
                tokio::time::sleep(Duration::from_millis(200)).await;
            }
        }
    }
    db.close().await.ok();
}

/// How many segments a lead table's FTS5 index has, from its structure
/// record (row 10 of the `_data` table): a 4-byte cookie, the 4-byte mark
/// of the record's second version when present, then the number of levels
/// and the number of segments as varints (one byte each while under 128).
async fn fts_segments(db: &sea_orm::DatabaseConnection, table: &str) -> u8 {
    let row = db
        .query_one(Statement::from_string(
            DbBackend::Sqlite,
            format!("SELECT block FROM {table}_search_data WHERE id = 10"),
        ))
        .await
        .unwrap()
        .expect("the index has a structure record");
    let block: Vec<u8> = row.try_get("", "block").unwrap();
    let at = if block.get(4..8) == Some(&[0xff, 0, 0, 1][..]) {
        8
    } else {
        4
    };
    assert!(block[at] < 128 && block[at + 1] < 128, "{block:?}");
    block[at + 1]
}

/// Runs each statement on the app's database.
async fn run_sql(app: &TestApp, statements: &[String]) {
    let db = Database::connect(&app.config.database_url).await.unwrap();
    for sql in statements {
        db.execute_unprepared(sql).await.unwrap();
    }
    db.close().await.ok();
}

/// A quotation for enquiry `b_id` billed to `client`; its id and token.
async fn quote_for(app: &TestApp, b_id: i64, client: &str) -> (i64, String) {
    let res = app
        .post_json(
            "/admin/quotes",
            &json!({"leadId": b_id, "clientName": client, "clientAddress": "Kankarbagh, Patna",
                    "clientState": "Bihar",
                    "lines": [{"description": "Flipkart store set-up", "sac": "998365", "quantity": 1, "unitPrice": 12000}]}),
        )
        .await;
    assert_eq!(res.status(), 201, "quote");
    let q: Value = res.json().await.unwrap();
    (
        q["id"].as_i64().unwrap(),
        q["token"].as_str().unwrap().to_owned(),
    )
}

fn ids(v: &Value, kind: &str) -> Vec<i64> {
    let mut ids: Vec<i64> = v[kind]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["id"].as_i64().unwrap())
        .collect();
    ids.sort_unstable();
    ids
}

#[tokio::test]
async fn quotations_left_without_their_enquiry_are_found_by_e_mail_phone_and_name_and_erased() {
    // Arrange: an older version deleted the enquiry and kept its
    // quotations without it; the first was made before quotations kept
    // the client's e-mail and phone, but its letter is still in the outbox
    let app = spawn_app_with(spawn_with_mail()).await;
    app.login_as_admin().await;
    let ser = app.first_service_id().await;
    let res = app
        .post_json("/userbe/createbe", &enquiry(EMAIL, ser))
        .await;
    let b_id = res.json::<Value>().await.unwrap()["bId"].as_i64().unwrap();
    let (mailed, token) = quote_for(&app, b_id, "Sinha Handlooms").await;
    let sent = app
        .post_empty(&format!("/admin/quotes/{mailed}/send"))
        .await;
    assert_eq!(sent.status(), 200);
    let (named, _) = quote_for(&app, b_id, "Meera Sinha").await;
    assert_eq!(
        app.get(&format!("/q/{token}")).await.status(),
        200,
        "the link works while the enquiry is there"
    );
    run_sql(
        &app,
        &[
            format!("UPDATE quotes SET lead_id = NULL WHERE lead_id = {b_id}"),
            format!(
                "UPDATE quotes SET client_email = NULL, client_phone_key = NULL WHERE id = {mailed}"
            ),
            format!("DELETE FROM leads WHERE kind = 'enquiry' AND id = {b_id}"),
        ],
    )
    .await;

    // Act
    let link = app.get(&format!("/q/{token}")).await.status();
    let by_email = found(&app, EMAIL).await;
    let by_phone = found(&app, "+91 98765 43210").await;
    let by_name = found(&app, "meera  SINHA").await;
    let res = app
        .post_json("/admin/people/erase", &json!({"email": EMAIL}))
        .await;

    // Assert
    assert_eq!(link, 404, "a quotation without its enquiry has no link");
    assert_eq!(count(&by_email, "enquiries"), 0);
    assert_eq!(ids(&by_email, "quotes"), [mailed, named], "{by_email}");
    assert_eq!(ids(&by_phone, "quotes"), [named], "{by_phone}");
    assert_eq!(by_name["by"], "name");
    assert_eq!(by_name["key"], "meera sinha");
    assert_eq!(ids(&by_name, "quotes"), [named], "{by_name}");
    assert_eq!(res.status(), 200);
    let erased: Value = res.json().await.unwrap();
    assert_eq!(erased["quotes"], 2, "{erased}");
    assert_eq!(count(&found(&app, EMAIL).await, "quotes"), 0);
    assert_eq!(count(&found(&app, "Meera Sinha").await, "quotes"), 0);
    let export = app
        .client
        .get(app.url("/admin/people/export"))
        .query(&[("name", "Meera")])
        .send()
        .await
        .unwrap();
    assert_error(export, 422, Some("name")).await;
}

#[tokio::test]
async fn the_morning_digest_naming_a_person_is_found_exported_and_erased_with_them() {
    // Arrange: Meera's enquiry waits for its first answer, so the
    // administrators' morning digest names her (and no lead id)
    let app = spawn_app_with(spawn_with_mail()).await;
    app.login_as_admin().await;
    let ser = app.first_service_id().await;
    assert_eq!(
        app.post_json("/userbe/createbe", &enquiry(EMAIL, ser))
            .await
            .status(),
        201
    );
    crate::mail::open_all_day(&app).await;
    let second = app.another_instance().await;
    let db = Database::connect(&app.config.database_url).await.unwrap();
    let digests = || async {
        db.query_all(Statement::from_string(
            db.get_database_backend(),
            "SELECT body FROM outbox WHERE purpose = 'digest'",
        ))
        .await
        .unwrap()
        .into_iter()
        .map(|r| r.try_get::<String>("", "body").unwrap())
        .collect::<Vec<_>>()
    };
    let deadline = Instant::now() + Duration::from_secs(30);
    while digests().await.is_empty() {
        assert!(Instant::now() < deadline, "no digest was written");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    let digest = digests().await.remove(0);
    assert!(digest.contains("Meera Sinha"), "{digest}");
    assert!(
        !digest.contains(EMAIL),
        "the digest names, it gives no e-mail"
    );
    let is_digest = |held: &Value| {
        held["outbox"]
            .as_array()
            .unwrap()
            .iter()
            .any(|m| m["purpose"] == "digest")
    };

    // Act
    let by_email = found(&app, EMAIL).await;
    let by_phone = found(&app, "098765 43210").await;
    let by_name = found(&app, "Meera Sinha").await;
    let export: Value = app
        .client
        .get(app.url("/admin/people/export"))
        .query(&[("name", "Meera Sinha")])
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let res = app
        .post_json("/admin/people/erase", &json!({"phone": "098765 43210"}))
        .await;

    // Assert
    assert!(is_digest(&by_email), "{by_email}");
    assert!(by_email["lookedFor"]["names"]
        .as_array()
        .unwrap()
        .contains(&json!("meera sinha")));
    assert!(is_digest(&by_phone), "{by_phone}");
    assert!(is_digest(&by_name), "{by_name}");
    assert_eq!(count(&by_name, "enquiries"), 1);
    assert!(is_digest(&export["data"]), "{export}");
    assert_eq!(res.status(), 200);
    let erased: Value = res.json().await.unwrap();
    assert!(erased["outbox"].as_u64().unwrap() >= 1, "{erased}");
    assert!(digests().await.is_empty(), "the digest naming her is gone");
    assert!(!is_digest(&found(&app, "Meera Sinha").await));
    db.close().await.ok();
    drop(second);
}
