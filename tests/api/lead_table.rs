//! The migration that makes a lead one model (`leads`, with `enquiries`
//! and `applications` beside it), tested on a populated database: one
//! holding enquiries (one deleted, one a duplicate, one held as spam),
//! applications with CVs, notes, history lines and a quote, taken back to
//! the migration before it. After `up` every row, note, history line, CV,
//! quote link and id is in the new tables, searchable, the kind tables go
//! on numbering where the old ones stopped, and the app serves the moved
//! leads exactly as it served them before; after `down` the old tables hold
//! exactly what they held.
use migration::{
    AddLeadLanguage, AddLeadTopic, MigrationTrait, NameColumnsInProductWords, OneLeadTable,
    SchemaManager,
};
use sea_orm::{
    ConnectionTrait, Database, DatabaseConnection, FromQueryResult, JsonValue, Statement,
    TransactionTrait,
};
use serde_json::{json, Value};

use crate::{
    cvs::apply_with_pdf,
    helpers::{is_postgres, spawn_app_with, TestApp},
};

pub(crate) async fn rows(db: &DatabaseConnection, sql: &str) -> Vec<JsonValue> {
    JsonValue::find_by_statement(Statement::from_string(db.get_database_backend(), sql))
        .all(db)
        .await
        .unwrap_or_else(|e| panic!("{sql}: {e}"))
}

async fn one(db: &DatabaseConnection, sql: &str) -> JsonValue {
    let mut all = rows(db, sql).await;
    assert_eq!(all.len(), 1, "{sql}: {all:?}");
    all.remove(0)
}

/// Applies the migration's `up` or `down` as the app applies migrations:
/// in one transaction, on SQLite too (`db::migrate`), with the ones after
/// it that add a column to `leads` and rename the columns its foreign keys
/// name (undone first, done again last).
async fn migrate(db: &DatabaseConnection, up: bool) {
    let txn = db.begin().await.unwrap();
    let manager = SchemaManager::new(&txn);
    if up {
        OneLeadTable.up(&manager).await.unwrap();
        AddLeadTopic.up(&manager).await.unwrap();
        NameColumnsInProductWords.up(&manager).await.unwrap();
        AddLeadLanguage.up(&manager).await.unwrap();
    } else {
        AddLeadLanguage.down(&manager).await.unwrap();
        NameColumnsInProductWords.down(&manager).await.unwrap();
        AddLeadTopic.down(&manager).await.unwrap();
        OneLeadTable.down(&manager).await.unwrap();
    }
    txn.commit().await.unwrap();
}

async fn get_json(app: &TestApp, path: &str) -> Value {
    let res = app.get(path).await;
    assert_eq!(res.status(), 200, "GET {path}");
    steady(res.json().await.unwrap())
}

async fn enquiry(app: &TestApp, service: i64, first: &str, email: &str, phone: &str) -> i64 {
    let mut body = TestApp::enquiry_body(service);
    body["fName"] = json!(first);
    body["bEmail"] = json!(email);
    body["contactNumber"] = json!(phone);
    body["message"] = json!(format!("{first} wants handloom listings on Flipkart."));
    let res = app.post_json("/userbe/createbe", &body).await;
    assert!(res.status().is_success(), "enquiry from {first}");
    res.json::<Value>().await.unwrap()["bId"].as_i64().unwrap()
}

/// `v` without the minutes a waiting lead's clock counts up to now.
fn steady(v: Value) -> Value {
    match v {
        Value::Object(map) => Value::Object(
            map.into_iter()
                .filter(|(k, _)| !k.ends_with("Minutes") && k != "withinTarget")
                .map(|(k, v)| (k, steady(v)))
                .collect(),
        ),
        Value::Array(items) => Value::Array(items.into_iter().map(steady).collect()),
        other => other,
    }
}

/// What the app answers about every lead, through the original and the
/// current calls, search included (its clocks left out).
async fn answers(app: &TestApp, enquiries: &[i64], applications: &[i64]) -> Vec<Value> {
    let mut all = vec![
        get_json(app, "/admin/getallbe").await,
        get_json(app, "/admin/getallcp").await,
        get_json(app, "/admin/leads/enquiries?q=handloom").await,
        get_json(app, "/admin/leads/enquiries?q=ra").await,
        get_json(app, "/admin/leads/applications?q=packer").await,
        get_json(app, "/admin/leads/enquiries?spam=true").await,
    ];
    for id in enquiries {
        all.push(get_json(app, &format!("/admin/leads/enquiries/{id}")).await);
        all.push(get_json(app, &format!("/userbe/getabq/{id}")).await);
    }
    for id in applications {
        all.push(get_json(app, &format!("/admin/leads/applications/{id}")).await);
        let cv = app.get(&format!("/admin/applications/{id}/cv")).await;
        assert_eq!(cv.status(), 200, "the CV of application {id}");
        all.push(json!(cv.bytes().await.unwrap().to_vec()));
    }
    all
}

/// Every row of the old lead tables, then of the tables naming a lead.
async fn old_tables(db: &DatabaseConnection) -> Vec<Vec<JsonValue>> {
    let mut all = vec![
        rows(db, "SELECT * FROM business_enquiries ORDER BY b_id").await,
        rows(db, "SELECT * FROM career_applications ORDER BY c_id").await,
    ];
    all.extend(naming_tables(db).await);
    all
}

/// Every note, history line, CV and quote, as far as it names a lead.
async fn naming_tables(db: &DatabaseConnection) -> Vec<Vec<JsonValue>> {
    let mut all = Vec::new();
    for sql in [
        "SELECT * FROM lead_notes ORDER BY id",
        "SELECT * FROM lead_events ORDER BY id",
        "SELECT id, application_id, storage_key, file_name, byte_size FROM cv_files ORDER BY id",
        "SELECT id, lead_id, number FROM quotes ORDER BY id",
    ] {
        all.push(rows(db, sql).await);
    }
    all
}

/// Which table and column a foreign key of `table` on `column` names.
pub(crate) async fn references(
    db: &DatabaseConnection,
    table: &str,
    column: &str,
) -> (String, String) {
    let row = if is_postgres() {
        one(
            db,
            &format!(
                "SELECT ccu.table_name AS t, ccu.column_name AS c \
                 FROM information_schema.key_column_usage kcu \
                 JOIN information_schema.constraint_column_usage ccu \
                   ON ccu.constraint_name = kcu.constraint_name \
                 JOIN information_schema.table_constraints tc \
                   ON tc.constraint_name = kcu.constraint_name \
                 WHERE tc.constraint_type = 'FOREIGN KEY' \
                   AND kcu.table_name = '{table}' AND kcu.column_name = '{column}'"
            ),
        )
        .await
    } else {
        one(
            db,
            &format!(
                "SELECT \"table\" AS t, \"to\" AS c FROM pragma_foreign_key_list('{table}') \
                 WHERE \"from\" = '{column}'"
            ),
        )
        .await
    };
    (
        row["t"].as_str().unwrap().to_owned(),
        row["c"].as_str().unwrap().to_owned(),
    )
}

fn text(v: &JsonValue) -> &str {
    v.as_str().unwrap_or_else(|| panic!("not text: {v}"))
}

fn int(v: &JsonValue) -> i64 {
    v.as_i64().unwrap_or_else(|| panic!("not a number: {v}"))
}

#[tokio::test]
async fn moving_the_leads_into_one_table_keeps_every_row_and_id_and_down_puts_them_back() {
    // Arrange: a site with leads of both kinds, taken back to the
    // migration before.
    let app = spawn_app_with(|c| c.form_rate_limit = 0).await;
    let service = app.first_service_id().await;
    let asha = enquiry(
        &app,
        service,
        "Asha",
        "asha@kumari-crafts.in",
        "+91 98765 43210",
    )
    .await;
    let ravi = enquiry(&app, service, "Ravi", "ravi@madhubani.in", "98350 11111").await;
    let again = enquiry(&app, service, "ASHA", "ASHA@kumari-crafts.in", "9876543210").await;
    let mut spam = TestApp::enquiry_body(service);
    spam["fName"] = json!("Bot");
    spam["bEmail"] = json!("bot@spam.example");
    spam["website"] = json!("http://spam.example");
    app.post_json("/userbe/createbe", &spam).await;
    // The last enquiry numbered, deleted below: the next is numbered after it.
    let gone = enquiry(&app, service, "Meena", "meena@example.in", "98350 22222").await;
    app.login_as_admin().await;
    let (_, position) = app
        .department_with_position("Warehouse", "Packer and dispatcher")
        .await;
    let sunil = apply_with_pdf(&app, "sunil@example.in", Some(position), "sunil-cv.pdf").await;
    let general = apply_with_pdf(&app, "geeta@example.in", None, "geeta.pdf").await;
    for (path, body) in [
        (
            format!("/admin/leads/enquiries/{asha}/notes"),
            json!({"text": "Called, wants a quote for 50 listings."}),
        ),
        (
            format!("/admin/leads/applications/{sunil}/notes"),
            json!({"text": "Good references from Hajipur."}),
        ),
    ] {
        assert_eq!(app.post_json(&path, &body).await.status(), 201, "{path}");
    }
    for (path, body) in [
        (
            format!("/admin/leads/enquiries/{asha}"),
            json!({"status": "Quoted", "followUpOn": "2030-01-15"}),
        ),
        (
            format!("/admin/leads/applications/{sunil}"),
            json!({"status": "Rejected", "rejectionReason": "Position filled"}),
        ),
    ] {
        let res = app.patch_json(&path, &body).await;
        assert_eq!(res.status(), 200, "{path}: {}", res.text().await.unwrap());
    }
    let quote = crate::quotes::created(
        &app,
        &json!({
            "leadId": asha,
            "lines": [{"description": "Amazon account management, monthly", "sac": "998365",
                       "quantity": 1, "unitPrice": 100000}],
            "clientName": "Kumari Crafts Private Limited",
            "clientAddress": "14 Boring Road, Patna 800001",
            "clientState": "Bihar",
        }),
    )
    .await;
    let deleted = app.delete(&format!("/admin/delete/{gone}")).await;
    assert!(deleted.status().is_success(), "{}", deleted.status());
    let enquiries = [asha, ravi, again];
    let applications = [sunil, general];
    let before = answers(&app, &enquiries, &applications).await;
    let db = Database::connect(&app.config.database_url).await.unwrap();
    migrate(&db, false).await;
    let old = old_tables(&db).await;
    assert_eq!(old[0].len(), 4, "three enquiries and the spam");
    assert!(old[2].len() >= 2 && old[3].len() >= 2, "notes and history");
    assert_eq!(old[4].len(), 2, "two CVs");
    assert_eq!(old[5].len(), 1, "one quote");

    // Act
    migrate(&db, true).await;

    // Assert: every lead in `leads`, under its kind and id, with what only
    // its kind has beside it.
    let leads = rows(&db, "SELECT * FROM leads ORDER BY kind DESC, id").await;
    assert_eq!(leads.len(), old[0].len() + old[1].len());
    for (e, l) in old[0].iter().zip(&leads) {
        assert_eq!(text(&l["kind"]), "enquiry");
        assert_eq!(l["id"], e["b_id"]);
        assert_eq!(
            text(&l["name"]),
            format!("{} {}", text(&e["f_name"]), text(&e["l_name"]))
        );
        assert_eq!(l["email"], e["b_email"]);
        assert_eq!(l["phone"], e["contact_number"]);
        for column in [
            "submitted_at",
            "status",
            "assignee_id",
            "assignee_name",
            "follow_up_on",
            "phone_key",
            "email_key",
            "spam_reason",
            "duplicate_of",
            "dedupe_key",
            "first_response_at",
            "escalated_at",
            "notice_version",
            "consented_at",
            "consent_ip",
        ] {
            assert_eq!(l[column], e[column], "enquiry {}'s {column}", e["b_id"]);
        }
        let own = one(
            &db,
            &format!("SELECT * FROM enquiries WHERE id = {}", int(&e["b_id"])),
        )
        .await;
        for (from, to) in [
            ("f_name", "first_name"),
            ("l_name", "last_name"),
            ("address", "address"),
            ("message", "message"),
            ("service_id", "service_id"),
            ("service_name", "service_name"),
            ("sub_service_name", "sub_service_name"),
        ] {
            assert_eq!(own[to], e[from], "enquiry {}'s {to}", e["b_id"]);
        }
    }
    for (a, l) in old[1].iter().zip(&leads[old[0].len()..]) {
        assert_eq!(text(&l["kind"]), "application");
        assert_eq!(l["id"], a["c_id"]);
        assert_eq!(l["name"], a["full_name"]);
        assert_eq!(l["email"], a["email"]);
        assert_eq!(l["phone"], a["mobile_number"]);
        assert_eq!(l["status"], a["status"]);
        assert_eq!(l["consent_ip"], a["consent_ip"]);
        let own = one(
            &db,
            &format!("SELECT * FROM applications WHERE id = {}", int(&a["c_id"])),
        )
        .await;
        for column in ["position_id", "position_name", "rejection_reason"] {
            assert_eq!(
                own[column], a[column],
                "application {}'s {column}",
                a["c_id"]
            );
        }
    }
    let duplicate = leads
        .iter()
        .find(|l| int(&l["id"]) == again && text(&l["kind"]) == "enquiry")
        .unwrap();
    assert_eq!(int(&duplicate["duplicate_of"]), asha);
    assert_eq!(
        rows(&db, "SELECT id FROM enquiries").await.len(),
        old[0].len()
    );
    assert_eq!(
        rows(&db, "SELECT id FROM applications").await.len(),
        old[1].len()
    );
    // Notes, history, CVs and the quote are untouched and name leads that
    // are there, and the CVs' and quotes' keys follow the kind tables.
    for table in ["lead_notes", "lead_events"] {
        let orphans = rows(
            &db,
            &format!(
                "SELECT n.id FROM {table} n WHERE NOT EXISTS \
                 (SELECT 1 FROM leads l WHERE l.kind = n.lead_kind AND l.id = n.lead_id)"
            ),
        )
        .await;
        assert!(orphans.is_empty(), "{table}: {orphans:?}");
    }
    assert_eq!(naming_tables(&db).await, old[2..]);
    assert_eq!(
        references(&db, "quotes", "lead_id").await,
        ("enquiries".to_owned(), "id".to_owned())
    );
    assert_eq!(
        references(&db, "cv_files", "application_id").await,
        ("applications".to_owned(), "id".to_owned())
    );
    let quoted = one(
        &db,
        &format!(
            "SELECT e.first_name FROM quotes q JOIN enquiries e ON e.id = q.lead_id \
             WHERE q.id = {}",
            quote["id"]
        ),
    )
    .await;
    assert_eq!(text(&quoted["first_name"]), "Asha");
    if !is_postgres() {
        let broken = rows(&db, "SELECT * FROM pragma_foreign_key_check").await;
        assert!(broken.is_empty(), "{broken:?}");
    }
    // One search index covers both kinds.
    let found = if is_postgres() {
        rows(
            &db,
            "SELECT kind, id FROM leads WHERE lower(search_text) LIKE '%kumari-crafts%' \
             OR lower(search_text) LIKE '%packer%' ORDER BY kind DESC, id",
        )
        .await
    } else {
        rows(
            &db,
            "SELECT l.kind, l.id FROM leads l WHERE (l.id * 2 + CASE l.kind \
             WHEN 'application' THEN 1 ELSE 0 END) IN (SELECT rowid FROM leads_search \
             WHERE leads_search MATCH '\"kumari-crafts\" OR \"packer\"') ORDER BY kind DESC, id",
        )
        .await
    };
    assert_eq!(
        found,
        vec![
            json!({"kind": "enquiry", "id": asha}),
            json!({"kind": "enquiry", "id": again}),
            json!({"kind": "application", "id": sunil}),
        ]
    );
    // A new enquiry is numbered after the deleted one, never reusing it; a
    // lead deleted takes its kind's row with it.
    db.execute_unprepared(
        "INSERT INTO enquiries (first_name, last_name, address, message, service_name, \
         sub_service_name) VALUES ('Nisha', 'Jha', 'Kankarbagh', 'Hello', 'A', 'B')",
    )
    .await
    .unwrap();
    let next = one(&db, "SELECT id FROM enquiries ORDER BY id DESC LIMIT 1").await;
    assert_eq!(int(&next["id"]), gone + 1);
    db.execute_unprepared(&format!(
        "INSERT INTO leads (kind, id, name, email, phone, email_key, submitted_at, status, \
         search_text) SELECT 'enquiry', {id}, 'Nisha Jha', 'nisha@example.in', '9835033333', \
         'nisha@example.in', submitted_at, 'New', 'Nisha Jha nisha@example.in' \
         FROM leads WHERE kind = 'enquiry' AND id = {asha}",
        id = gone + 1
    ))
    .await
    .unwrap();
    db.execute_unprepared(&format!(
        "DELETE FROM leads WHERE kind = 'enquiry' AND id = {}",
        gone + 1
    ))
    .await
    .unwrap();
    assert!(rows(
        &db,
        &format!("SELECT id FROM enquiries WHERE id = {}", gone + 1)
    )
    .await
    .is_empty());

    // Assert: the app (a fresh instance: the tables were made anew, and
    // PostgreSQL's cached plans of a connection name their old layout)
    // serves the moved leads exactly as before, through the original and
    // the current calls, search included.
    db.close().await.unwrap();
    let db = Database::connect(&app.config.database_url).await.unwrap();
    let moved = app.another_instance().await.with_client(app.client.clone());
    assert_eq!(answers(&moved, &enquiries, &applications).await, before);
    drop(moved);

    // Act: back down.
    migrate(&db, false).await;

    // Assert: the old tables hold exactly what they held.
    db.close().await.unwrap();
    let db = Database::connect(&app.config.database_url).await.unwrap();
    assert_eq!(old_tables(&db).await, old);
    for table in ["leads", "enquiries", "applications"] {
        let exists = if is_postgres() {
            format!("SELECT 1 AS x FROM information_schema.tables WHERE table_name = '{table}'")
        } else {
            format!("SELECT 1 AS x FROM sqlite_master WHERE name = '{table}'")
        };
        assert!(rows(&db, &exists).await.is_empty(), "{table} is gone");
    }
}
