//! A lead is one model. What every lead has (the person and their contact,
//! the pipeline, the first answer, the consent record, the text the search
//! box reads) moves from the two lead tables into one `leads` table; what
//! only an enquiry or an application has stays beside it, in `enquiries`
//! and `applications`.
//!
//! A lead is named by its kind and its number within the kind, as before:
//! `leads` has the primary key (kind, id), and `enquiries.id` (an
//! enquiry's old `b_id`) and `applications.id` (an application's old
//! `c_id`) are that same number. So every address, note, history line,
//! quote (`quotes.lead_id`) and CV (`cv_files.application_id`) keeps its
//! id, and the kind tables' own sequences go on giving new leads their
//! number (never one used before). Deleting a lead deletes its kind's row
//! (and with it, as before, its CV; a quote keeps standing without it) and
//! clears the duplicate marks pointing at it, by a trigger.
//!
//! One search index covers every lead: on SQLite a contentless FTS5
//! trigram table `leads_search` kept by triggers over `search_text` (its
//! rowid is [`fts_rowid`] of the kind and id), on PostgreSQL a GIN trigram
//! index on `lower(search_text)`. The list indexes of the earlier lead
//! migrations are made again on `leads`, each led by `kind`.
//!
//! The data moves in place, in the migrations' transaction. On PostgreSQL
//! the lead tables are renamed and lose the moved columns. SQLite cannot
//! drop a column that holds a foreign key, nor change a foreign key, so
//! there the kind tables are made anew and filled, the one table naming
//! each (quotes, CVs) is copied into itself with its key pointing at the
//! new table (`repoint`), the old table is dropped, and every foreign key is
//! checked before the move commits. `down` does the same the other way and
//! makes the old indexes and search tables again.
use sea_orm_migration::{
    prelude::*,
    schema::*,
    sea_orm::{ConnectionTrait, DatabaseBackend, Statement, TransactionTrait},
};

#[derive(DeriveMigrationName)]
pub struct Migration;

/// The one lead table.
pub const LEADS: &str = "leads";

/// The SQLite FTS5 table over `leads.search_text`.
pub const FTS_TABLE: &str = "leads_search";

/// The statuses of both kinds in pipeline order; an enquiry's and an
/// application's differ except New, so one rank covers both.
const RANKED: [(&str, u8); 11] = [
    ("New", 0),
    ("Contacted", 1),
    ("Quoted", 2),
    ("Won", 3),
    ("Lost", 4),
    ("Spam", 5),
    ("Shortlisted", 1),
    ("Interview", 2),
    ("Offered", 3),
    ("Hired", 4),
    ("Rejected", 5),
];

/// A lead's place in its kind's pipeline (0 for New; 99 for a status not
/// listed), as SQL. Written out in full so that a query using it matches
/// the index on it.
pub fn status_rank() -> String {
    let whens: Vec<String> = RANKED
        .iter()
        .map(|(s, i)| format!("WHEN '{s}' THEN {i}"))
        .collect();
    format!("(CASE status {} ELSE 99 END)", whens.join(" "))
}

/// The FTS5 rowid of a lead, as SQL over its `kind` and `id` columns
/// (prefixed with `prefix`): twice its number, plus one for an application.
pub fn fts_rowid(prefix: &str) -> String {
    format!("({prefix}id * 2 + CASE {prefix}kind WHEN 'application' THEN 1 ELSE 0 END)")
}

/// A lead kind's tables, before and after.
struct KindTables {
    kind: &'static str,
    /// The old table, its id and the prefix of its list indexes.
    old: &'static str,
    old_id: &'static str,
    old_short: &'static str,
    /// The prefix of the indexes the first migration gave it.
    first_short: &'static str,
    /// The table of what only this kind has.
    own: &'static str,
    /// The table whose foreign key names this kind's table (quotes an
    /// enquiry, a CV its application).
    child: &'static str,
    /// The service or position reference, and its index (kept).
    topic: &'static str,
    topic_index: &'static str,
    /// SQL over the old table: the lead's name, e-mail, phone.
    name: &'static str,
    email: &'static str,
    phone: &'static str,
    /// The old table's other searched columns, in search order.
    searched: &'static [&'static str],
    /// Columns kept in `own`: (old name, new name).
    kept: &'static [(&'static str, &'static str)],
    /// The old table's columns that move to `leads` under another name
    /// than the pipeline's: (old name, column of `leads`).
    moved: &'static [(&'static str, &'static str)],
}

const ENQUIRY: KindTables = KindTables {
    kind: "enquiry",
    old: "business_enquiries",
    old_id: "b_id",
    old_short: "business",
    first_short: "enquiries",
    own: "enquiries",
    child: "quotes",
    topic: "service_id",
    topic_index: "idx_enquiries_service",
    name: "f_name || ' ' || l_name",
    email: "b_email",
    phone: "contact_number",
    searched: &["message", "service_name", "sub_service_name"],
    kept: &[
        ("b_id", "id"),
        ("f_name", "first_name"),
        ("l_name", "last_name"),
        ("address", "address"),
        ("message", "message"),
        ("service_id", "service_id"),
        ("service_name", "service_name"),
        ("sub_service_name", "sub_service_name"),
    ],
    moved: &[
        ("b_email", "email"),
        ("contact_number", "phone"),
        ("submitted_at", "submitted_at"),
    ],
};

const APPLICATION: KindTables = KindTables {
    kind: "application",
    old: "career_applications",
    old_id: "c_id",
    old_short: "career",
    first_short: "applications",
    own: "applications",
    child: "cv_files",
    topic: "position_id",
    topic_index: "idx_applications_position",
    name: "full_name",
    email: "email",
    phone: "mobile_number",
    searched: &["position_name"],
    kept: &[
        ("c_id", "id"),
        ("position_id", "position_id"),
        ("position_name", "position_name"),
        ("rejection_reason", "rejection_reason"),
    ],
    moved: &[
        ("full_name", "name"),
        ("email", "email"),
        ("mobile_number", "phone"),
        ("submitted_at", "submitted_at"),
    ],
};

const KINDS: [KindTables; 2] = [ENQUIRY, APPLICATION];

/// The pipeline columns both old tables had under the names `leads` keeps.
const PIPELINE: [&str; 15] = [
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
    // Added by the first migration; listed here so the copy names it once.
    "submitted_at",
];

/// The list indexes the earlier migrations gave each old table
/// (`idx_<short>_<name>`), dropped before the move.
const OLD_INDEXES: [&str; 15] = [
    "status_submitted",
    "assignee_submitted",
    "follow_up",
    "phone_key",
    "email_key",
    "duplicate_of",
    "dedupe",
    "spam_submitted",
    "spam_status_submitted",
    "spam_topic_status",
    "spam_topic_submitted",
    "name",
    "status_rank",
    "search",
    "topic_status_newest",
];

#[derive(DeriveIden)]
enum Leads {
    Table,
    Kind,
    Id,
    Name,
    Email,
    Phone,
    EmailKey,
    PhoneKey,
    SubmittedAt,
    Status,
    AssigneeId,
    AssigneeName,
    FollowUpOn,
    SpamReason,
    DuplicateOf,
    DedupeKey,
    FirstResponseAt,
    EscalatedAt,
    NoticeVersion,
    ConsentedAt,
    ConsentIp,
    SearchText,
}

#[derive(DeriveIden)]
enum Admins {
    Table,
    UserId,
}

#[derive(DeriveIden)]
enum Services {
    Table,
    SerId,
}

#[derive(DeriveIden)]
enum Positions {
    Table,
    PosId,
}

fn leads_table() -> TableCreateStatement {
    Table::create()
        .table(Leads::Table)
        .col(string_len(Leads::Kind, 12))
        .col(integer(Leads::Id))
        .col(string_len(Leads::Name, 201))
        .col(string_len(Leads::Email, 254))
        .col(string_len(Leads::Phone, 20))
        .col(string_len(Leads::EmailKey, 254).default(""))
        .col(string_len_null(Leads::PhoneKey, 16))
        .col(timestamp_with_time_zone(Leads::SubmittedAt))
        .col(string_len(Leads::Status, 20).default("New"))
        .col(integer_null(Leads::AssigneeId))
        .col(string_len_null(Leads::AssigneeName, 100))
        .col(string_len_null(Leads::FollowUpOn, 10))
        .col(string_len_null(Leads::SpamReason, 200))
        .col(integer_null(Leads::DuplicateOf))
        .col(string_len_null(Leads::DedupeKey, 80))
        .col(timestamp_with_time_zone_null(Leads::FirstResponseAt))
        .col(timestamp_with_time_zone_null(Leads::EscalatedAt))
        .col(string_len_null(Leads::NoticeVersion, 20))
        .col(timestamp_with_time_zone_null(Leads::ConsentedAt))
        .col(string_len_null(Leads::ConsentIp, 45))
        .col(text(Leads::SearchText))
        .primary_key(Index::create().col(Leads::Kind).col(Leads::Id))
        .foreign_key(&mut crate::foreign_key(
            "fk_leads_assignee",
            (Leads::Table, Leads::AssigneeId),
            (Admins::Table, Admins::UserId),
            ForeignKeyAction::SetNull,
        ))
        .to_owned()
}

/// What only an enquiry or an application has, as SQLite makes it anew.
fn own_table(k: &KindTables) -> TableCreateStatement {
    let mut t = Table::create();
    t.table(Alias::new(k.own)).col(pk_auto(Alias::new("id")));
    if k.kind == "enquiry" {
        t.col(string_len(Alias::new("first_name"), 100))
            .col(string_len(Alias::new("last_name"), 100))
            .col(text(Alias::new("address")))
            .col(text(Alias::new("message")))
            .col(integer_null(Alias::new("service_id")))
            .col(string_len(Alias::new("service_name"), 120))
            .col(string_len(Alias::new("sub_service_name"), 120))
            .foreign_key(&mut crate::foreign_key(
                "fk_enquiries_service",
                (Alias::new(k.own), Alias::new("service_id")),
                (Services::Table, Services::SerId),
                ForeignKeyAction::SetNull,
            ));
    } else {
        t.col(integer_null(Alias::new("position_id")))
            .col(string_len(Alias::new("position_name"), 120))
            .col(string_len_null(Alias::new("rejection_reason"), 40))
            .foreign_key(&mut crate::foreign_key(
                "fk_applications_position",
                (Alias::new(k.own), Alias::new("position_id")),
                (Positions::Table, Positions::PosId),
                ForeignKeyAction::SetNull,
            ));
    }
    t.to_owned()
}

/// The old table as the first migration made it, for SQLite's `down`
/// (the columns later migrations added are added by [`add_old_columns`]).
fn old_table(k: &KindTables) -> TableCreateStatement {
    let mut t = Table::create();
    t.table(Alias::new(k.old))
        .col(pk_auto(Alias::new(k.old_id)));
    if k.kind == "enquiry" {
        t.col(string_len(Alias::new("f_name"), 100))
            .col(string_len(Alias::new("l_name"), 100))
            .col(string_len(Alias::new("b_email"), 254))
            .col(string_len(Alias::new("contact_number"), 20))
            .col(text(Alias::new("address")))
            .col(text(Alias::new("message")))
            .col(integer_null(Alias::new("service_id")))
            .col(string_len(Alias::new("service_name"), 120))
            .col(string_len(Alias::new("sub_service_name"), 120))
            .col(timestamp_with_time_zone(Alias::new("submitted_at")))
            .foreign_key(&mut crate::foreign_key(
                "fk_enquiries_service",
                (Alias::new(k.old), Alias::new("service_id")),
                (Services::Table, Services::SerId),
                ForeignKeyAction::SetNull,
            ));
    } else {
        t.col(string_len(Alias::new("full_name"), 100))
            .col(string_len(Alias::new("email"), 254))
            .col(string_len(Alias::new("mobile_number"), 20))
            .col(integer_null(Alias::new("position_id")))
            .col(string_len(Alias::new("position_name"), 120))
            .col(timestamp_with_time_zone(Alias::new("submitted_at")))
            .foreign_key(&mut crate::foreign_key(
                "fk_applications_position",
                (Alias::new(k.old), Alias::new("position_id")),
                (Positions::Table, Positions::PosId),
                ForeignKeyAction::SetNull,
            ));
    }
    t.to_owned()
}

/// The lead list indexes, each led by `kind`.
const LEAD_INDEXES: [(&str, &str); 10] = [
    ("kind_submitted", "kind, submitted_at"),
    ("spam_submitted", "kind, spam_reason, submitted_at"),
    (
        "spam_status_submitted",
        "kind, spam_reason, status, submitted_at",
    ),
    ("status_submitted", "kind, status, submitted_at"),
    ("assignee_submitted", "kind, assignee_id, submitted_at"),
    ("follow_up", "kind, follow_up_on"),
    ("phone_key", "phone_key"),
    ("email_key", "email_key"),
    ("first_response", "kind, first_response_at"),
    ("escalated", "escalated_at"),
];

async fn run<C: ConnectionTrait>(db: &C, sql: &str) -> Result<(), DbErr> {
    db.execute_unprepared(sql).await.map(|_| ())
}

/// Whether PostgreSQL has `pg_trgm` (made by the search migration when it
/// could be).
async fn has_trigram<C: ConnectionTrait>(db: &C) -> Result<bool, DbErr> {
    Ok(db
        .query_one(Statement::from_string(
            DatabaseBackend::Postgres,
            "SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm'",
        ))
        .await?
        .is_some())
}

/// The indexes, search index and triggers of `leads`.
async fn index_leads<C: ConnectionTrait>(db: &C, postgres: bool) -> Result<(), DbErr> {
    for (name, cols) in LEAD_INDEXES {
        run(
            db,
            &format!("CREATE INDEX idx_leads_{name} ON leads ({cols})"),
        )
        .await?;
    }
    run(
        db,
        "CREATE UNIQUE INDEX idx_leads_dedupe ON leads (dedupe_key)",
    )
    .await?;
    run(
        db,
        "CREATE INDEX idx_leads_duplicate_of ON leads (kind, duplicate_of) \
         WHERE duplicate_of IS NOT NULL",
    )
    .await?;
    // Partial: PostgreSQL does not take `spam_reason IS NULL` as fixing a
    // leading column (see the search migration).
    for (name, terms) in [
        ("name", "kind, lower(name), id".to_owned()),
        (
            "status_rank",
            format!("kind, {}, submitted_at DESC, id DESC", status_rank()),
        ),
    ] {
        run(
            db,
            &format!("CREATE INDEX idx_leads_{name} ON leads ({terms}) WHERE spam_reason IS NULL"),
        )
        .await?;
    }
    if postgres {
        if has_trigram(db).await? {
            run(
                db,
                "CREATE INDEX idx_leads_search ON leads \
                 USING gin (lower(search_text) gin_trgm_ops)",
            )
            .await?;
        }
        run(
            db,
            "CREATE FUNCTION leads_forget() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN \
               IF OLD.kind = 'enquiry' THEN DELETE FROM enquiries WHERE id = OLD.id; \
               ELSE DELETE FROM applications WHERE id = OLD.id; END IF; \
               UPDATE leads SET duplicate_of = NULL \
                 WHERE kind = OLD.kind AND duplicate_of = OLD.id; \
               RETURN OLD; END $$",
        )
        .await?;
        return run(
            db,
            "CREATE TRIGGER leads_forget AFTER DELETE ON leads \
             FOR EACH ROW EXECUTE FUNCTION leads_forget()",
        )
        .await;
    }
    let (new, old) = (fts_rowid("new."), fts_rowid("old."));
    let forget = format!(
        "INSERT INTO {FTS_TABLE} ({FTS_TABLE}, rowid, body) VALUES ('delete', {old}, old.search_text);"
    );
    for sql in [
        format!(
            "CREATE VIRTUAL TABLE {FTS_TABLE} USING fts5(body, content='', tokenize='trigram')"
        ),
        format!(
            "INSERT INTO {FTS_TABLE} (rowid, body) SELECT {}, search_text FROM leads",
            fts_rowid("")
        ),
        format!(
            "CREATE TRIGGER {FTS_TABLE}_insert AFTER INSERT ON leads BEGIN \
             INSERT INTO {FTS_TABLE} (rowid, body) VALUES ({new}, new.search_text); END"
        ),
        format!(
            "CREATE TRIGGER {FTS_TABLE}_update AFTER UPDATE OF search_text ON leads BEGIN {forget} \
             INSERT INTO {FTS_TABLE} (rowid, body) VALUES ({new}, new.search_text); END"
        ),
        format!("CREATE TRIGGER {FTS_TABLE}_delete AFTER DELETE ON leads BEGIN {forget} END"),
        "CREATE TRIGGER leads_forget AFTER DELETE ON leads BEGIN \
           DELETE FROM enquiries WHERE old.kind = 'enquiry' AND id = old.id; \
           DELETE FROM applications WHERE old.kind = 'application' AND id = old.id; \
           UPDATE leads SET duplicate_of = NULL \
             WHERE kind = old.kind AND duplicate_of = old.id; END"
            .to_owned(),
    ] {
        run(db, &sql).await?;
    }
    Ok(())
}

/// Drops the triggers and search table of `leads`, before it is dropped or
/// the kind tables are renamed (SQLite would rewrite the triggers).
async fn unindex_leads<C: ConnectionTrait>(db: &C, postgres: bool) -> Result<(), DbErr> {
    if postgres {
        run(db, "DROP TRIGGER IF EXISTS leads_forget ON leads").await?;
        return run(db, "DROP FUNCTION IF EXISTS leads_forget()").await;
    }
    for what in ["insert", "update", "delete"] {
        run(db, &format!("DROP TRIGGER IF EXISTS {FTS_TABLE}_{what}")).await?;
    }
    run(db, "DROP TRIGGER IF EXISTS leads_forget").await?;
    run(db, &format!("DROP TABLE IF EXISTS {FTS_TABLE}")).await
}

/// Copies a kind's leads into `leads`.
async fn copy_into_leads<C: ConnectionTrait>(db: &C, k: &KindTables) -> Result<(), DbErr> {
    let pipeline = PIPELINE.join(", ");
    let mut searched = vec![k.name.to_owned(), k.email.to_owned(), k.phone.to_owned()];
    searched.extend(k.searched.iter().map(|c| (*c).to_owned()));
    run(
        db,
        &format!(
            "INSERT INTO leads (kind, id, name, email, phone, search_text, {pipeline}) \
             SELECT '{kind}', {id}, {name}, {email}, {phone}, ({search}), {pipeline} FROM {old}",
            kind = k.kind,
            id = k.old_id,
            name = k.name,
            email = k.email,
            phone = k.phone,
            search = searched.join(" || ' ' || "),
            old = k.old,
        ),
    )
    .await
}

/// SQLite: `to` goes on numbering where `from` stopped (an AUTOINCREMENT
/// table never gives an id twice, even one whose row was deleted).
async fn copy_sequence<C: ConnectionTrait>(db: &C, from: &str, to: &str) -> Result<(), DbErr> {
    run(
        db,
        &format!("DELETE FROM sqlite_sequence WHERE name = '{to}'"),
    )
    .await?;
    run(
        db,
        &format!(
            "INSERT INTO sqlite_sequence (name, seq) \
             SELECT '{to}', seq FROM sqlite_sequence WHERE name = '{from}'"
        ),
    )
    .await
}

/// The SQL that made an SQLite table, index or trigger, by type and table.
async fn schema_sql<C: ConnectionTrait>(
    db: &C,
    types: &str,
    table: &str,
) -> Result<Vec<String>, DbErr> {
    let rows = db
        .query_all(Statement::from_string(
            DatabaseBackend::Sqlite,
            format!(
                "SELECT sql FROM sqlite_master WHERE type IN ({types}) \
                 AND tbl_name = '{table}' AND sql IS NOT NULL ORDER BY type DESC, name"
            ),
        ))
        .await?;
    rows.iter()
        .map(|row| row.try_get::<String>("", "sql"))
        .collect()
}

/// SQLite: `child`'s foreign key to `from` (table, column) names `to`
/// instead. SQLite cannot alter a foreign key, so the child is copied into
/// a table made from its own SQL with that key changed, then takes its
/// name, indexes, triggers and sequence back. Nothing names a child (the
/// quotes and the CVs), so this runs with foreign keys on, in the
/// migrations' transaction.
async fn repoint<C: ConnectionTrait>(
    db: &C,
    child: &str,
    from: (&str, &str),
    to: (&str, &str),
) -> Result<(), DbErr> {
    let table = schema_sql(db, "'table'", child).await?;
    let [table] = table.as_slice() else {
        return Err(DbErr::Custom(format!("no table {child}")));
    };
    let old_key = format!("REFERENCES \"{}\" (\"{}\")", from.0, from.1);
    let new_key = format!("REFERENCES \"{}\" (\"{}\")", to.0, to.1);
    let head = format!("CREATE TABLE \"{child}\"");
    let moving = format!("{child}_moving");
    if table.matches(&old_key).count() != 1 || !table.starts_with(&head) {
        return Err(DbErr::Custom(format!(
            "{child} is not as the migrations made it: {table}"
        )));
    }
    let create = table
        .replacen(&head, &format!("CREATE TABLE \"{moving}\""), 1)
        .replace(&old_key, &new_key);
    let others = schema_sql(db, "'index', 'trigger'", child).await?;
    run(db, &create).await?;
    run(db, &format!("INSERT INTO {moving} SELECT * FROM {child}")).await?;
    copy_sequence(db, child, &moving).await?;
    run(db, &format!("DROP TABLE {child}")).await?;
    run(db, &format!("ALTER TABLE {moving} RENAME TO {child}")).await?;
    for sql in others {
        run(db, &sql).await?;
    }
    Ok(())
}

/// The columns the later migrations added to an old table, as they added
/// them (empty; `down` fills them from `leads`), as SQL.
fn old_added_columns(backend: DatabaseBackend, k: &KindTables) -> Vec<String> {
    let (table, id) = (k.old, k.old_id);
    let mut sql: Vec<String> = [
        "status VARCHAR(20) NOT NULL DEFAULT 'New'".to_owned(),
        "assignee_id INTEGER NULL REFERENCES admins (user_id) ON DELETE SET NULL".to_owned(),
        "assignee_name VARCHAR(100) NULL".to_owned(),
        "follow_up_on VARCHAR(10) NULL".to_owned(),
        "phone_key VARCHAR(16) NULL".to_owned(),
        "email_key VARCHAR(254) NOT NULL DEFAULT ''".to_owned(),
        "spam_reason VARCHAR(200) NULL".to_owned(),
        format!("duplicate_of INTEGER NULL REFERENCES {table} ({id}) ON DELETE SET NULL"),
        "dedupe_key VARCHAR(80) NULL".to_owned(),
    ]
    .into_iter()
    .map(|column| format!("ALTER TABLE {table} ADD COLUMN {column}"))
    .collect();
    let mut added = vec![
        timestamp_with_time_zone_null(Alias::new("first_response_at")),
        timestamp_with_time_zone_null(Alias::new("escalated_at")),
        string_len_null(Alias::new("notice_version"), 20),
        timestamp_with_time_zone_null(Alias::new("consented_at")),
        string_len_null(Alias::new("consent_ip"), 45),
    ];
    if k.kind == "application" && backend == DatabaseBackend::Sqlite {
        // PostgreSQL kept it: its `applications` is the old table renamed.
        added.push(string_len_null(Alias::new("rejection_reason"), 40));
    }
    for mut col in added {
        let alter = Table::alter()
            .table(Alias::new(table))
            .add_column(&mut col)
            .to_owned();
        sql.push(backend.build(&alter).to_string());
    }
    sql
}

/// The old tables' indexes and search, as the earlier migrations made them.
async fn index_old_tables(manager: &SchemaManager<'_>, sqlite: bool) -> Result<(), DbErr> {
    let db = manager.get_connection();
    for k in KINDS {
        let (table, short) = (k.old, k.old_short);
        run(
            db,
            &format!(
                "CREATE INDEX idx_{}_submitted ON {table} (submitted_at)",
                k.first_short
            ),
        )
        .await?;
        if sqlite {
            run(
                db,
                &format!("CREATE INDEX {} ON {table} ({})", k.topic_index, k.topic),
            )
            .await?;
        }
        for (name, cols) in [
            ("status_submitted", "status, submitted_at"),
            ("assignee_submitted", "assignee_id, submitted_at"),
            ("follow_up", "follow_up_on"),
            ("phone_key", "phone_key"),
            ("email_key", "email_key"),
            ("duplicate_of", "duplicate_of"),
        ] {
            run(
                db,
                &format!("CREATE INDEX idx_{short}_{name} ON {table} ({cols})"),
            )
            .await?;
        }
        run(
            db,
            &format!("CREATE UNIQUE INDEX idx_{short}_dedupe ON {table} (dedupe_key)"),
        )
        .await?;
    }
    crate::m20261122_000301_index_lead_lists::Migration
        .up(manager)
        .await?;
    crate::m20261123_000500_search_lead_lists::Migration
        .up(manager)
        .await?;
    crate::m20261125_002200_index_topic_status_lists::Migration
        .up(manager)
        .await?;
    crate::m20261126_002300_partial_duplicate_of::Migration
        .up(manager)
        .await
}

/// Drops the old tables' search (SQLite's FTS tables and their triggers)
/// and, on PostgreSQL, their list indexes, keeping the topic index.
async fn unindex_old_tables<C: ConnectionTrait>(db: &C, postgres: bool) -> Result<(), DbErr> {
    for k in KINDS {
        if !postgres {
            let fts = format!("{}_search", k.old);
            for what in ["insert", "delete", "update"] {
                run(db, &format!("DROP TRIGGER IF EXISTS {fts}_{what}")).await?;
            }
            run(db, &format!("DROP TABLE IF EXISTS {fts}")).await?;
        }
        if !postgres {
            // The rest go with the table; the one on duplicate_of serves
            // its own foreign key while the table is dropped.
            continue;
        }
        run(
            db,
            &format!("DROP INDEX IF EXISTS idx_{}_submitted", k.first_short),
        )
        .await?;
        for name in OLD_INDEXES {
            run(
                db,
                &format!("DROP INDEX IF EXISTS idx_{}_{name}", k.old_short),
            )
            .await?;
        }
    }
    Ok(())
}

/// SQLite: every foreign key holds after the move.
async fn check_foreign_keys<C: ConnectionTrait>(db: &C) -> Result<(), DbErr> {
    let broken = db
        .query_all(Statement::from_string(
            DatabaseBackend::Sqlite,
            "PRAGMA foreign_key_check",
        ))
        .await?;
    if broken.is_empty() {
        Ok(())
    } else {
        Err(DbErr::Custom(format!(
            "moving the lead tables broke {} foreign keys",
            broken.len()
        )))
    }
}

async fn up_sqlite(manager: &SchemaManager<'_>) -> Result<(), DbErr> {
    // In the migrations' transaction when there is one, else in its own:
    // the move is whole or not at all.
    let txn = manager.get_connection().begin().await?;
    unindex_old_tables(&txn, false).await?;
    txn.execute(DatabaseBackend::Sqlite.build(&leads_table()))
        .await?;
    for k in KINDS {
        copy_into_leads(&txn, &k).await?;
        txn.execute(DatabaseBackend::Sqlite.build(&own_table(&k)))
            .await?;
        let (into, from): (Vec<&str>, Vec<&str>) =
            k.kept.iter().map(|(old, new)| (*new, *old)).unzip();
        run(
            &txn,
            &format!(
                "INSERT INTO {} ({}) SELECT {} FROM {}",
                k.own,
                into.join(", "),
                from.join(", "),
                k.old
            ),
        )
        .await?;
        copy_sequence(&txn, k.old, k.own).await?;
        repoint(&txn, k.child, (k.old, k.old_id), (k.own, "id")).await?;
        run(&txn, &format!("DROP TABLE {}", k.old)).await?;
        run(
            &txn,
            &format!("CREATE INDEX {} ON {} ({})", k.topic_index, k.own, k.topic),
        )
        .await?;
    }
    index_leads(&txn, false).await?;
    check_foreign_keys(&txn).await?;
    txn.commit().await
}

async fn up_postgres(manager: &SchemaManager<'_>) -> Result<(), DbErr> {
    let db = manager.get_connection();
    unindex_old_tables(db, true).await?;
    manager.create_table(leads_table()).await?;
    for k in KINDS {
        copy_into_leads(db, &k).await?;
        let (old, own) = (k.old, k.own);
        run(db, &format!("ALTER TABLE {old} RENAME TO {own}")).await?;
        for (from, to) in k.kept {
            if from != to {
                run(
                    db,
                    &format!("ALTER TABLE {own} RENAME COLUMN {from} TO {to}"),
                )
                .await?;
            }
        }
        for (from, _) in k.moved {
            if *from != "submitted_at" {
                run(db, &format!("ALTER TABLE {own} DROP COLUMN {from}")).await?;
            }
        }
        for column in PIPELINE {
            run(db, &format!("ALTER TABLE {own} DROP COLUMN {column}")).await?;
        }
    }
    index_leads(db, true).await
}

/// Every column of an old table, as SQL over its kind table's row (t) and
/// its lead (l).
fn old_columns(k: &KindTables) -> Vec<(String, String)> {
    let own = k
        .kept
        .iter()
        .map(|(old, new)| ((*old).to_owned(), format!("t.{new}")));
    let moved = k
        .moved
        .iter()
        .map(|(old, new)| ((*old).to_owned(), format!("l.{new}")));
    let pipeline = PIPELINE
        .iter()
        .filter(|c| **c != "submitted_at")
        .map(|c| ((*c).to_owned(), format!("l.{c}")));
    own.chain(moved).chain(pipeline).collect()
}

async fn down_sqlite(manager: &SchemaManager<'_>) -> Result<(), DbErr> {
    let txn = manager.get_connection().begin().await?;
    unindex_leads(&txn, false).await?;
    for k in KINDS {
        // The first migration's table, then the columns added since, in
        // the order they were added.
        txn.execute(DatabaseBackend::Sqlite.build(&old_table(&k)))
            .await?;
        for sql in old_added_columns(DatabaseBackend::Sqlite, &k) {
            run(&txn, &sql).await?;
        }
        let (into, from): (Vec<String>, Vec<String>) = old_columns(&k).into_iter().unzip();
        run(
            &txn,
            &format!(
                "INSERT INTO {old} ({}) SELECT {} FROM {own} t \
                 JOIN leads l ON l.kind = '{kind}' AND l.id = t.id",
                into.join(", "),
                from.join(", "),
                old = k.old,
                own = k.own,
                kind = k.kind,
            ),
        )
        .await?;
        copy_sequence(&txn, k.own, k.old).await?;
        repoint(&txn, k.child, (k.own, "id"), (k.old, k.old_id)).await?;
        run(&txn, &format!("DROP TABLE {}", k.own)).await?;
    }
    run(&txn, "DROP TABLE leads").await?;
    index_old_tables(&SchemaManager::new(&txn), true).await?;
    check_foreign_keys(&txn).await?;
    txn.commit().await
}

async fn down_postgres(manager: &SchemaManager<'_>) -> Result<(), DbErr> {
    let db = manager.get_connection();
    unindex_leads(db, true).await?;
    for k in KINDS {
        let (old, own) = (k.old, k.own);
        run(db, &format!("ALTER TABLE {own} RENAME TO {old}")).await?;
        for (from, to) in k.kept {
            if from != to {
                run(
                    db,
                    &format!("ALTER TABLE {old} RENAME COLUMN {to} TO {from}"),
                )
                .await?;
            }
        }
        // The first migration's columns that moved, NOT NULL as they were
        // once filled.
        let mut moved = Vec::new();
        for (column, _) in k.moved {
            let (kind, default) = match *column {
                "submitted_at" => ("timestamp with time zone", "now()"),
                "b_email" | "email" => ("varchar(254)", "''"),
                "contact_number" | "mobile_number" => ("varchar(20)", "''"),
                _ => ("varchar(100)", "''"),
            };
            run(
                db,
                &format!("ALTER TABLE {old} ADD COLUMN {column} {kind} NOT NULL DEFAULT {default}"),
            )
            .await?;
            moved.push(*column);
        }
        for sql in old_added_columns(DatabaseBackend::Postgres, &k) {
            run(db, &sql).await?;
        }
        let set: Vec<String> = old_columns(&k)
            .into_iter()
            .filter(|(_, from)| from.starts_with("l."))
            .map(|(column, from)| format!("{column} = {from}"))
            .collect();
        run(
            db,
            &format!(
                "UPDATE {old} t SET {} FROM leads l WHERE l.kind = '{}' AND l.id = t.{}",
                set.join(", "),
                k.kind,
                k.old_id
            ),
        )
        .await?;
        for column in moved {
            run(
                db,
                &format!("ALTER TABLE {old} ALTER COLUMN {column} DROP DEFAULT"),
            )
            .await?;
        }
    }
    run(db, "DROP TABLE leads").await?;
    index_old_tables(manager, false).await
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        if manager.get_database_backend() == DatabaseBackend::Postgres {
            up_postgres(manager).await
        } else {
            up_sqlite(manager).await
        }
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        if manager.get_database_backend() == DatabaseBackend::Postgres {
            down_postgres(manager).await
        } else {
            down_sqlite(manager).await
        }
    }
}
