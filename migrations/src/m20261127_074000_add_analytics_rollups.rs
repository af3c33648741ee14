//! What the analytics report reads (`services::analytics`), kept small
//! enough to answer a year in milliseconds.
//!
//! `page_views` and `visitor_counts` hold a row per day and every path (or
//! landing path) and source, medium, campaign (and referring host) seen
//! together: a busy year is near a million rows, and summing them by
//! channel, by page and by day took seconds. So each is rolled up, in the
//! same statement that writes it, by triggers that keep four small tables
//! in step with it: every insert adds its count, an update (an instance's
//! batch adding to a row) adds the difference, a delete takes it away.
//!
//! - `page_view_sources`: views per day, kind, source, medium, campaign;
//! - `page_view_paths`: views per day, kind and path;
//! - `visitor_sources`: visitors per day, source, medium, campaign;
//! - `visitor_landings`: visitors per day and landing path.
//!
//! Keyed by day first, so a range of days is one stretch of each key. On
//! SQLite they are `WITHOUT ROWID` tables, stored in that key's order.
//! They never travel in an archive: importing the counted rows fills them
//! again through the same triggers (`ops::archive`).
//!
//! Also indexes for the report's lead and revenue figures: a lead's first
//! and last touch read from the index alone, and quotations by when they
//! were accepted.
use sea_orm_migration::{prelude::*, sea_orm::DbBackend};

#[derive(DeriveMigrationName)]
pub struct Migration;

/// One rolled-up table: its name, the table it follows, its key columns
/// (each named as in both tables) with their SQL types, the counted
/// column in the followed table and in the rollup.
pub struct Rollup {
    pub name: &'static str,
    pub follows: &'static str,
    pub keys: &'static [(&'static str, &'static str)],
    pub counted: &'static str,
    pub total: &'static str,
}

/// The four rollups (see the module note).
pub const ROLLUPS: [Rollup; 4] = [
    Rollup {
        name: "page_view_sources",
        follows: "page_views",
        keys: &[
            ("day", "VARCHAR(10)"),
            ("kind", "VARCHAR(8)"),
            ("source", "VARCHAR(150)"),
            ("medium", "VARCHAR(150)"),
            ("campaign", "VARCHAR(150)"),
        ],
        counted: "views",
        total: "views",
    },
    Rollup {
        name: "page_view_paths",
        follows: "page_views",
        keys: &[
            ("day", "VARCHAR(10)"),
            ("kind", "VARCHAR(8)"),
            ("path", "VARCHAR(200)"),
        ],
        counted: "views",
        total: "views",
    },
    Rollup {
        name: "visitor_sources",
        follows: "visitor_counts",
        keys: &[
            ("day", "VARCHAR(10)"),
            ("source", "VARCHAR(150)"),
            ("medium", "VARCHAR(150)"),
            ("campaign", "VARCHAR(150)"),
        ],
        counted: "visitors",
        total: "visitors",
    },
    Rollup {
        name: "visitor_landings",
        follows: "visitor_counts",
        keys: &[("day", "VARCHAR(10)"), ("landing_path", "VARCHAR(200)")],
        counted: "visitors",
        total: "visitors",
    },
];

impl Rollup {
    fn key_list(&self) -> String {
        self.keys
            .iter()
            .map(|(k, _)| *k)
            .collect::<Vec<_>>()
            .join(", ")
    }

    fn create(&self, backend: DbBackend) -> String {
        let columns: Vec<String> = self
            .keys
            .iter()
            .map(|(k, t)| format!("{k} {t} NOT NULL"))
            .collect();
        let without_rowid = if backend == DbBackend::Sqlite {
            " WITHOUT ROWID"
        } else {
            ""
        };
        format!(
            "CREATE TABLE {} ({}, {} BIGINT NOT NULL, PRIMARY KEY ({})){without_rowid}",
            self.name,
            columns.join(", "),
            self.total,
            self.key_list()
        )
    }

    /// Adds `sign` times `row`'s count (`row` is NEW or OLD) to its key.
    fn add(&self, row: &str, sign: &str) -> String {
        let (name, keys, total) = (self.name, self.key_list(), self.total);
        let values: Vec<String> = self
            .keys
            .iter()
            .map(|(k, _)| format!("{row}.{k}"))
            .collect();
        format!(
            "INSERT INTO {name} ({keys}, {total}) VALUES ({}, {sign}{row}.{}) \
             ON CONFLICT ({keys}) DO UPDATE SET {total} = {name}.{total} + excluded.{total}",
            values.join(", "),
            self.counted
        )
    }

    /// The statements that make the triggers.
    fn triggers(&self, backend: DbBackend) -> Vec<String> {
        let (name, follows) = (self.name, self.follows);
        let (add_new, take_old) = (self.add("NEW", ""), self.add("OLD", "-"));
        match backend {
            DbBackend::Sqlite => vec![
                format!(
                    "CREATE TRIGGER {name}_insert AFTER INSERT ON {follows} \
                     BEGIN {add_new}; END"
                ),
                format!(
                    "CREATE TRIGGER {name}_update AFTER UPDATE ON {follows} \
                     BEGIN {take_old}; {add_new}; END"
                ),
                format!(
                    "CREATE TRIGGER {name}_delete AFTER DELETE ON {follows} \
                     BEGIN {take_old}; END"
                ),
            ],
            _ => vec![
                format!(
                    "CREATE FUNCTION {name}_roll() RETURNS trigger LANGUAGE plpgsql AS $roll$ \
                     BEGIN \
                       IF TG_OP IN ('UPDATE', 'DELETE') THEN {take_old}; END IF; \
                       IF TG_OP IN ('INSERT', 'UPDATE') THEN {add_new}; END IF; \
                       RETURN NULL; \
                     END $roll$"
                ),
                format!(
                    "CREATE TRIGGER {name}_roll AFTER INSERT OR UPDATE OR DELETE ON {follows} \
                     FOR EACH ROW EXECUTE FUNCTION {name}_roll()"
                ),
            ],
        }
    }

    /// Fills the rollup from the rows already counted.
    fn fill(&self) -> String {
        let (name, follows, keys, total) = (self.name, self.follows, self.key_list(), self.total);
        format!(
            "INSERT INTO {name} ({keys}, {total}) \
             SELECT {keys}, SUM({}) FROM {follows} GROUP BY {keys}",
            self.counted
        )
    }

    fn drop(&self, backend: DbBackend) -> Vec<String> {
        let name = self.name;
        let mut out = match backend {
            DbBackend::Sqlite => ["insert", "update", "delete"]
                .iter()
                .map(|t| format!("DROP TRIGGER IF EXISTS {name}_{t}"))
                .collect(),
            _ => vec![
                format!("DROP TRIGGER IF EXISTS {name}_roll ON {}", self.follows),
                format!("DROP FUNCTION IF EXISTS {name}_roll()"),
            ],
        };
        out.push(format!("DROP TABLE IF EXISTS {name}"));
        out
    }
}

/// The report's indexes: name, table and columns.
const INDEXES: [(&str, &str, &str); 2] = [
    // A lead's first touch (position 0) and last one, with what the report
    // groups by, read from the index without the table.
    (
        "idx_lead_touches_report",
        "lead_touches",
        "lead_kind, lead_id, position, last, source, medium, campaign, landing_path",
    ),
    // Accepted quotations by when they were accepted.
    (
        "idx_quotes_accepted",
        "quotes",
        "status, accepted_at, lead_id, taxable",
    ),
];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let db = manager.get_connection();
        let backend = manager.get_database_backend();
        for rollup in &ROLLUPS {
            db.execute_unprepared(&rollup.create(backend)).await?;
            db.execute_unprepared(&rollup.fill()).await?;
            for trigger in rollup.triggers(backend) {
                db.execute_unprepared(&trigger).await?;
            }
        }
        for (name, table, columns) in INDEXES {
            db.execute_unprepared(&format!("CREATE INDEX {name} ON {table} ({columns})"))
                .await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let db = manager.get_connection();
        let backend = manager.get_database_backend();
        for (name, _, _) in INDEXES {
            db.execute_unprepared(&format!("DROP INDEX IF EXISTS {name}"))
                .await?;
        }
        for rollup in &ROLLUPS {
            for statement in rollup.drop(backend) {
                db.execute_unprepared(&statement).await?;
            }
        }
        Ok(())
    }
}
