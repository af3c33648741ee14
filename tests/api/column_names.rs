//! The migration that names the catalogue's and the administrators' columns
//! in the product's words (`services.id`, `departments.id` and `name`,
//! `positions.id`, `department_id` and `name`, `admins.id`), tested on a
//! populated database: services with a rate, departments with positions,
//! administrators with a login, an enquiry assigned to one of them and an
//! application for a position. After `down` the old columns hold every row
//! as it was and the foreign keys name them; after `up` every row and id is
//! back under the new names, the foreign keys follow, new rows are numbered
//! after the old ones, and the app answers the original client's calls and
//! its own exactly as before.
use migration::{MigrationTrait, NameColumnsInProductWords, SchemaManager};
use sea_orm::{Database, DatabaseConnection, JsonValue, TransactionTrait};
use serde_json::{json, Value};

use crate::{
    cvs::apply_with_pdf,
    helpers::{is_postgres, spawn_app_with, TestApp},
    lead_table::{references, rows},
};

/// (table, old name, new name) of every renamed column.
const RENAMED: [(&str, &str, &str); 7] = [
    ("services", "ser_id", "id"),
    ("departments", "d_id", "id"),
    ("departments", "d_name", "name"),
    ("positions", "pos_id", "id"),
    ("positions", "dept_id", "department_id"),
    ("positions", "pos_name", "name"),
    ("admins", "user_id", "id"),
];

/// (table, column) of each foreign key onto a renamed column, and the
/// table it points at.
const POINTING: [(&str, &str, &str); 5] = [
    ("enquiries", "service_id", "services"),
    ("applications", "position_id", "positions"),
    ("positions", "department_id", "departments"),
    ("leads", "assignee_id", "admins"),
    ("admin_logins", "admin_id", "admins"),
];

/// `new` under the old names, or the other way round.
fn spelled(name: &str, table: &str, old: bool) -> String {
    RENAMED
        .iter()
        .find(|(t, o, n)| *t == table && (if old { *n == name } else { *o == name }))
        .map(|(_, o, n)| if old { *o } else { *n })
        .unwrap_or(name)
        .to_owned()
}

/// Applies the migration's `up` or `down` in one transaction, as the app
/// applies migrations.
async fn migrate(db: &DatabaseConnection, up: bool) {
    let txn = db.begin().await.unwrap();
    let manager = SchemaManager::new(&txn);
    if up {
        NameColumnsInProductWords.up(&manager).await.unwrap();
    } else {
        NameColumnsInProductWords.down(&manager).await.unwrap();
    }
    txn.commit().await.unwrap();
}

/// Every row of the four tables in id order, each row's columns named as
/// the product names them (read under the old names when `old`).
async fn tables(db: &DatabaseConnection, old: bool) -> Vec<Vec<JsonValue>> {
    let mut all = Vec::new();
    for table in ["services", "departments", "positions", "admins"] {
        let id = spelled("id", table, old);
        let found = rows(db, &format!("SELECT * FROM {table} ORDER BY {id}")).await;
        all.push(
            found
                .into_iter()
                .map(|row| match row {
                    Value::Object(columns) => Value::Object(
                        columns
                            .into_iter()
                            .map(|(k, v)| (spelled(&k, table, false), v))
                            .collect(),
                    ),
                    other => other,
                })
                .collect(),
        );
    }
    all
}

/// The column of `table` named `column`, if there is one.
async fn has_column(db: &DatabaseConnection, table: &str, column: &str) -> bool {
    let sql = if is_postgres() {
        format!(
            "SELECT 1 AS x FROM information_schema.columns \
             WHERE table_schema = current_schema() AND table_name = '{table}' \
             AND column_name = '{column}'"
        )
    } else {
        format!("SELECT 1 AS x FROM pragma_table_info('{table}') WHERE name = '{column}'")
    };
    !rows(db, &sql).await.is_empty()
}

/// The foreign keys onto the renamed columns name `old` or new columns,
/// every column is spelled one way only, and (SQLite) no key is broken.
async fn assert_schema(db: &DatabaseConnection, old: bool) {
    for (table, column, parent) in POINTING {
        let column = spelled(column, table, old);
        assert_eq!(
            references(db, table, &column).await,
            (parent.to_owned(), spelled("id", parent, old)),
            "{table}.{column}"
        );
    }
    for (table, was, is) in RENAMED {
        assert_eq!(has_column(db, table, was).await, old, "{table}.{was}");
        assert_eq!(has_column(db, table, is).await, !old, "{table}.{is}");
    }
    if !is_postgres() {
        let broken = rows(db, "SELECT * FROM pragma_foreign_key_check").await;
        assert!(broken.is_empty(), "{broken:?}");
    }
}

async fn get_json(app: &TestApp, path: &str) -> Value {
    let res = app.get(path).await;
    assert_eq!(res.status(), 200, "GET {path}");
    res.json().await.unwrap()
}

/// What the app answers about the catalogue, the careers and the
/// administrators, through the original client's calls and the product's.
async fn answers(app: &TestApp, enquiry: i64, application: i64, position: i64) -> Vec<Value> {
    let mut all = Vec::new();
    for path in [
        "/serviceent/list".to_owned(),
        "/dept/withposts".to_owned(),
        "/posts/all".to_owned(),
        format!("/posts/getonepos/{position}"),
        "/admin/alldepts".to_owned(),
        "/admin/getalla".to_owned(),
        "/admin/getallbe".to_owned(),
        "/admin/getallcp".to_owned(),
        format!("/userbe/getabq/{enquiry}"),
        "/admin/services".to_owned(),
        "/admin/departments".to_owned(),
        "/admin/positions".to_owned(),
        "/admin/admins".to_owned(),
        "/admin/rate-card".to_owned(),
        format!("/admin/enquiries/{enquiry}"),
        format!("/admin/applications/{application}"),
    ] {
        all.push(get_json(app, &path).await);
    }
    let lead = get_json(app, &format!("/admin/leads/enquiries/{enquiry}")).await;
    all.push(lead["assignee"].clone());
    all
}

#[tokio::test]
async fn renaming_the_catalogue_and_admin_columns_keeps_every_row_and_down_puts_the_old_names_back()
{
    // Arrange: a site with every renamed table populated.
    let app = spawn_app_with(|c| c.form_rate_limit = 0).await;
    let me = app.login_as_admin().await;
    let colleague = app
        .create_admin("priya@vanijya.in", "Chai-and-Catalogues-2026")
        .await;
    let (_, packer) = app
        .department_with_position("Warehouse", "Packer and dispatcher")
        .await;
    app.department_with_position("Marketing", "Amazon ads executive")
        .await;
    let service = app.first_service_id().await;
    let rated = app
        .put_json(
            &format!("/admin/services/{service}/rate"),
            &json!({"price": 15000, "sac": "998365", "gstRate": 18}),
        )
        .await;
    assert_eq!(rated.status(), 200);
    let mut body = TestApp::enquiry_body(service);
    body["fName"] = json!("Kavita");
    body["bEmail"] = json!("kavita@sujini-stitch.in");
    let enquiry = app.post_json("/userbe/createbe", &body).await;
    let enquiry = enquiry.json::<Value>().await.unwrap()["bId"]
        .as_i64()
        .unwrap();
    let assigned = app
        .patch_json(
            &format!("/admin/leads/enquiries/{enquiry}"),
            &json!({"assigneeId": colleague["user_id"]}),
        )
        .await;
    assert_eq!(assigned.status(), 200, "{}", assigned.text().await.unwrap());
    let application = apply_with_pdf(&app, "sunil@example.in", Some(packer), "cv.pdf").await;
    let before = answers(&app, enquiry, application, packer).await;
    assert_eq!(before[15]["position"]["id"], packer);
    assert_eq!(before[16]["id"], colleague["user_id"]);
    assert_ne!(me["user_id"], colleague["user_id"]);
    let db = Database::connect(&app.config.database_url).await.unwrap();
    let now = tables(&db, false).await;
    assert_eq!(now[1].len(), 2, "two departments");
    assert_eq!(now[2].len(), 2, "two positions");
    assert_eq!(now[3].len(), 2, "two administrators");
    assert_schema(&db, false).await;

    // Act: down.
    migrate(&db, false).await;

    // Assert: every row under the old names, the keys pointing at them.
    db.close().await.unwrap();
    let db = Database::connect(&app.config.database_url).await.unwrap();
    assert_eq!(tables(&db, true).await, now);
    assert_schema(&db, true).await;
    let named = rows(
        &db,
        &format!("SELECT pos_name, dept_id FROM positions WHERE pos_id = {packer}"),
    )
    .await;
    assert_eq!(named[0]["pos_name"], "Packer and dispatcher");

    // Act: up again.
    migrate(&db, true).await;

    // Assert: every row and id under the new names.
    db.close().await.unwrap();
    let db = Database::connect(&app.config.database_url).await.unwrap();
    assert_eq!(tables(&db, false).await, now);
    assert_schema(&db, false).await;
    // The app (a fresh instance: PostgreSQL's cached plans of a connection
    // name the old columns) answers exactly as before, and numbers new rows
    // after the old ones.
    let renamed = app.another_instance().await.with_client(app.client.clone());
    assert_eq!(
        answers(&renamed, enquiry, application, packer).await,
        before
    );
    let last_service = now[0].last().unwrap()["id"].as_i64().unwrap();
    let added = renamed
        .post_json(
            "/admin/services",
            &json!({"serviceName": "Meesho", "subServiceName": "Catalogue upload"}),
        )
        .await;
    assert_eq!(added.status(), 201);
    assert_eq!(added.json::<Value>().await.unwrap()["id"], last_service + 1);
    let (department, position) = renamed
        .department_with_position("Studio", "Product photographer")
        .await;
    let last_department = now[1].last().unwrap()["id"].as_i64().unwrap();
    let last_position = now[2].last().unwrap()["id"].as_i64().unwrap();
    assert_eq!(
        (department, position),
        (last_department + 1, last_position + 1)
    );
}
