//! Text search for the lead lists. The search box matches any part of a
//! word ("handloom", "@gmail", "9876") in a lead's names, e-mail, phone,
//! message and service or position, so an ordinary index cannot help: with
//! 100,000 enquiries a plain `LIKE '%…%'` read every row, about 2 s.
//!
//! Both backends index one text per lead, [`search_text`] of its searched
//! columns joined by spaces (so "Asha Kumari" finds a first and a last name):
//! - SQLite: a contentless FTS5 table `<table>_search` with the trigram
//!   tokenizer, kept by triggers; a term of three characters or more is
//!   looked up there (`MATCH`), a shorter one is read row by row.
//! - PostgreSQL: a GIN trigram index (`pg_trgm`) on `lower(search_text)`,
//!   which serves `LIKE '%…%'` directly. Where the extension cannot be
//!   created (a role without the right to), the migration leaves the index
//!   out and search still works, only slower.
//!
//! It also adds indexes for the other list orders and filters:
//! - (spam_reason, topic, submitted_at): a service or position with a date
//!   range reads that range alone;
//! - over the leads not held as spam, the lower-cased name columns (the list
//!   sorted by name) and [`status_rank`], the pipeline position (the list
//!   sorted by status).
use sea_orm_migration::{
    prelude::*,
    sea_orm::{DatabaseBackend, Statement},
};

#[derive(DeriveMigrationName)]
pub struct Migration;

/// A lead table and the columns its list indexes are built on.
#[derive(Debug)]
pub struct SearchedTable {
    pub table: &'static str,
    pub short: &'static str,
    pub id: &'static str,
    /// The name columns, in the order a name is written.
    pub names: &'static [&'static str],
    /// The columns the search box reads (all NOT NULL).
    pub columns: &'static [&'static str],
    /// The service or position reference.
    pub topic: &'static str,
    /// The pipeline's statuses in order.
    pub statuses: &'static [&'static str],
}

pub const ENQUIRIES: SearchedTable = SearchedTable {
    table: "business_enquiries",
    short: "business",
    id: "b_id",
    names: &["f_name", "l_name"],
    columns: &[
        "f_name",
        "l_name",
        "b_email",
        "contact_number",
        "message",
        "service_name",
        "sub_service_name",
    ],
    topic: "service_id",
    statuses: &["New", "Contacted", "Quoted", "Won", "Lost", "Spam"],
};

pub const APPLICATIONS: SearchedTable = SearchedTable {
    table: "career_applications",
    short: "career",
    id: "c_id",
    names: &["full_name"],
    columns: &["full_name", "email", "mobile_number", "position_name"],
    topic: "position_id",
    statuses: &[
        "New",
        "Shortlisted",
        "Interview",
        "Offered",
        "Hired",
        "Rejected",
    ],
};

/// The text a lead is searched in, as SQL over its columns, each prefixed
/// with `prefix` (`new.` in a trigger, empty in a query). The app builds
/// its queries with this same function, so PostgreSQL's expression index
/// always matches the query's expression.
pub fn search_text(t: &SearchedTable, prefix: &str) -> String {
    let parts: Vec<String> = t.columns.iter().map(|c| format!("{prefix}{c}")).collect();
    format!("({})", parts.join(" || ' ' || "))
}

/// A lead's place in the pipeline (0 for the first status; 99 for any
/// other, such as an application held as spam), as SQL. Written out in
/// full, values included, so that a query using it matches the index on it.
pub fn status_rank(t: &SearchedTable) -> String {
    let whens: Vec<String> = t
        .statuses
        .iter()
        .enumerate()
        .map(|(i, s)| format!("WHEN '{s}' THEN {i}"))
        .collect();
    format!("(CASE status {} ELSE 99 END)", whens.join(" "))
}

/// The lower-cased name columns, as SQL index terms.
pub fn name_terms(t: &SearchedTable) -> Vec<String> {
    t.names.iter().map(|n| format!("lower({n})")).collect()
}

/// The name of a table's FTS5 table on SQLite.
pub fn fts_table(t: &SearchedTable) -> String {
    format!("{}_search", t.table)
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let db = manager.get_connection();
        let postgres = manager.get_database_backend() == DatabaseBackend::Postgres;
        if postgres {
            db.execute_unprepared(
                "DO $$ BEGIN CREATE EXTENSION IF NOT EXISTS pg_trgm; \
                 EXCEPTION WHEN OTHERS THEN \
                 RAISE NOTICE 'pg_trgm is unavailable: lead search will read every row'; \
                 END $$",
            )
            .await?;
        }
        let trigram = !postgres
            || db
                .query_one(Statement::from_string(
                    DatabaseBackend::Postgres,
                    "SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm'",
                ))
                .await?
                .is_some();
        for t in [ENQUIRIES, APPLICATIONS] {
            let (table, short, id) = (t.table, t.short, t.id);
            db.execute_unprepared(&format!(
                "CREATE INDEX idx_{short}_spam_topic_submitted \
                 ON {table} (spam_reason, {}, submitted_at)",
                t.topic
            ))
            .await?;
            // Partial indexes: PostgreSQL does not take `spam_reason IS
            // NULL` as fixing a leading column, so an index led by it would
            // not give these orders; the spam view is small enough to sort.
            for (name, terms) in [
                ("name", format!("{}, {id}", name_terms(&t).join(", "))),
                (
                    "status_rank",
                    format!("{}, submitted_at DESC, {id} DESC", status_rank(&t)),
                ),
            ] {
                db.execute_unprepared(&format!(
                    "CREATE INDEX idx_{short}_{name} ON {table} ({terms}) \
                     WHERE spam_reason IS NULL"
                ))
                .await?;
            }
            if !trigram {
                continue;
            }
            if postgres {
                db.execute_unprepared(&format!(
                    "CREATE INDEX idx_{short}_search ON {table} \
                     USING gin (lower({}) gin_trgm_ops)",
                    search_text(&t, "")
                ))
                .await?;
                continue;
            }
            let fts = fts_table(&t);
            let columns = t.columns.join(", ");
            let (new, old) = (search_text(&t, "new."), search_text(&t, "old."));
            let all = search_text(&t, "");
            // A contentless table forgets a row when told its old text.
            let forget = format!(
                "INSERT INTO {fts} ({fts}, rowid, body) VALUES ('delete', old.{id}, {old});"
            );
            for sql in [
                format!(
                    "CREATE VIRTUAL TABLE {fts} USING fts5(body, content='', tokenize='trigram')"
                ),
                format!("INSERT INTO {fts} (rowid, body) SELECT {id}, {all} FROM {table}"),
                format!(
                    "CREATE TRIGGER {fts}_insert AFTER INSERT ON {table} BEGIN \
                     INSERT INTO {fts} (rowid, body) VALUES (new.{id}, {new}); END"
                ),
                format!(
                    "CREATE TRIGGER {fts}_delete AFTER DELETE ON {table} BEGIN {forget} END"
                ),
                format!(
                    "CREATE TRIGGER {fts}_update AFTER UPDATE OF {columns} ON {table} BEGIN {forget} \
                     INSERT INTO {fts} (rowid, body) VALUES (new.{id}, {new}); END"
                ),
            ] {
                db.execute_unprepared(&sql).await?;
            }
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let db = manager.get_connection();
        let postgres = manager.get_database_backend() == DatabaseBackend::Postgres;
        for t in [ENQUIRIES, APPLICATIONS] {
            let (table, short) = (t.table, t.short);
            if postgres {
                db.execute_unprepared(&format!("DROP INDEX IF EXISTS idx_{short}_search"))
                    .await?;
            } else {
                let fts = fts_table(&t);
                for what in ["insert", "delete", "update"] {
                    db.execute_unprepared(&format!("DROP TRIGGER IF EXISTS {fts}_{what}"))
                        .await?;
                }
                db.execute_unprepared(&format!("DROP TABLE IF EXISTS {fts}"))
                    .await?;
            }
            crate::drop_indexes(
                manager,
                table,
                short,
                &["spam_topic_submitted", "name", "status_rank"],
            )
            .await?;
        }
        Ok(())
    }
}
