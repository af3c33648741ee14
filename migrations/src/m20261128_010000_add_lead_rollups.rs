//! The report's leads, won clients and revenue (`services::analytics`),
//! rolled up per India day and per credited touch, so a year reads a few
//! thousand small rows instead of joining every lead, touch and accepted
//! quotation of the year.
//!
//! - `lead_sources`: leads (enquiries not held as spam) per day they
//!   arrived, model (`first`: the touch at position 0, `last`: the one
//!   marked last) and that touch's source, medium and campaign; a lead
//!   without such a touch is `direct`.
//! - `lead_landings`: the same leads per day, model and the credited
//!   touch's landing path (none when it has no touch).
//! - `won_leads`: each won lead (or, once its enquiry is gone, each
//!   accepted quotation on its own, keyed by its id negated) per India day
//!   of acceptance, with its accepted quotations and their taxable value.
//! - `won_sources`: those days per model and channel, each with the lead's
//!   day of acceptance before it (`prev_day`, "" for none), so that
//!   "distinct won leads in a range" is a sum: a lead counts on the
//!   first of its days in the range, the one whose `prev_day` lies before
//!   the range.
//!
//! Triggers keep them in step in the statement that changes a lead, a
//! touch or a quotation, whichever way it comes (the app, an archive's
//! import, a seed in SQL). Every change is written as a difference, so
//! it holds row by row in a statement that changes many: a lead adds its
//! day's `direct` once per model and each of its credited touches moves
//! one from `direct` to the touch's channel; a quotation takes its lead's
//! days out of `won_sources`, changes `won_leads`, and puts them back.
//! Rows may be left at zero; readers skip them.
//!
//! Like the page-view rollups, they never travel in an archive.
use sea_orm_migration::{prelude::*, sea_orm::DbBackend};

#[derive(DeriveMigrationName)]
pub struct Migration;

/// The tables, in the order they are made.
pub const TABLES: [&str; 4] = ["lead_sources", "lead_landings", "won_leads", "won_sources"];

const CREATE: [&str; 4] = [
    "CREATE TABLE lead_sources (day VARCHAR(10) NOT NULL, model VARCHAR(5) NOT NULL, \
     source VARCHAR(150) NOT NULL, medium VARCHAR(150) NOT NULL, \
     campaign VARCHAR(150) NOT NULL, leads BIGINT NOT NULL, \
     PRIMARY KEY (day, model, source, medium, campaign))",
    "CREATE TABLE lead_landings (day VARCHAR(10) NOT NULL, model VARCHAR(5) NOT NULL, \
     landing_path VARCHAR(150) NOT NULL, leads BIGINT NOT NULL, \
     PRIMARY KEY (day, model, landing_path))",
    "CREATE TABLE won_leads (lead_key BIGINT NOT NULL, day VARCHAR(10) NOT NULL, \
     quotes BIGINT NOT NULL, taxable BIGINT NOT NULL, PRIMARY KEY (lead_key, day))",
    "CREATE TABLE won_sources (day VARCHAR(10) NOT NULL, prev_day VARCHAR(10) NOT NULL, \
     model VARCHAR(5) NOT NULL, source VARCHAR(150) NOT NULL, medium VARCHAR(150) NOT NULL, \
     campaign VARCHAR(150) NOT NULL, won BIGINT NOT NULL, revenue BIGINT NOT NULL, \
     PRIMARY KEY (day, prev_day, model, source, medium, campaign))",
];

/// The India day (YYYY-MM-DD) of a stored instant.
fn india_day(backend: DbBackend, column: &str) -> String {
    match backend {
        DbBackend::Postgres => {
            format!("to_char({column} AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD')")
        }
        _ => format!("date({column}, '+330 minutes')"),
    }
}

/// What each of the leads `keys` (a query of `lead_key`) is credited
/// with: rows of (lead_key, model, source, medium, campaign, landing_path,
/// w, landed). Its `direct` once per model, and each credited touch moves
/// one (`w`) from `direct` to its channel and lands (`landed`) on its path.
fn credit_of_leads(keys: &str) -> String {
    let mut parts = vec![
        format!(
            "SELECT k.lead_key AS lead_key, 'first' AS model, 'direct' AS source, '' AS medium, \
             '' AS campaign, '' AS landing_path, 1 AS w, 0 AS landed FROM ({keys}) k"
        ),
        format!("SELECT k.lead_key, 'last', 'direct', '', '', '', 1, 0 FROM ({keys}) k"),
    ];
    for (model, credited) in [("first", "t.position = 0"), ("last", "t.last = TRUE")] {
        parts.push(format!(
            "SELECT t.lead_id, '{model}', t.source, COALESCE(t.medium, ''), \
             COALESCE(t.campaign, ''), COALESCE(t.landing_path, ''), 1, 1 FROM lead_touches t \
             WHERE t.lead_kind = 'enquiry' AND {credited} AND t.lead_id IN ({keys})"
        ));
        parts.push(format!(
            "SELECT t.lead_id, '{model}', 'direct', '', '', '', -1, 0 FROM lead_touches t \
             WHERE t.lead_kind = 'enquiry' AND {credited} AND t.lead_id IN ({keys})"
        ));
    }
    parts.join(" UNION ALL ")
}

/// What one touch row (`NEW` or `OLD`) adds to its lead's credit, in the
/// rows of `credit_of_leads`.
fn credit_of_touch(row: &str) -> String {
    let mut parts = Vec::new();
    for (model, credited) in [("first", "position = 0"), ("last", "last = TRUE")] {
        let first = parts.is_empty();
        let name = |column: &str| {
            if first {
                format!(" AS {column}")
            } else {
                String::new()
            }
        };
        parts.push(format!(
            "SELECT {row}.lead_id{}, '{model}'{}, {row}.source{}, \
             COALESCE({row}.medium, ''){}, COALESCE({row}.campaign, ''){}, \
             COALESCE({row}.landing_path, ''){}, 1{}, 1{} \
             WHERE {row}.lead_kind = 'enquiry' AND {row}.{credited}",
            name("lead_key"),
            name("model"),
            name("source"),
            name("medium"),
            name("campaign"),
            name("landing_path"),
            name("w"),
            name("landed"),
        ));
        parts.push(format!(
            "SELECT {row}.lead_id, '{model}', 'direct', '', '', '', -1, 0 \
             WHERE {row}.lead_kind = 'enquiry' AND {row}.{credited}"
        ));
    }
    parts.join(" UNION ALL ")
}

/// Adds (`sign` "") or takes away (`sign` "-") `credit` (rows of
/// `credit_of_leads`) for the leads `leads` (a query of `id`,
/// `submitted_at` of the counted leads) to `lead_sources` and
/// `lead_landings`.
fn add_leads(backend: DbBackend, leads: &str, credit: &str, sign: &str) -> [String; 2] {
    let day = india_day(backend, "l.submitted_at");
    [
        format!(
            "INSERT INTO lead_sources (day, model, source, medium, campaign, leads) \
             SELECT {day}, c.model, c.source, c.medium, c.campaign, {sign}SUM(c.w) \
             FROM ({leads}) l JOIN ({credit}) c ON c.lead_key = l.id WHERE TRUE \
             GROUP BY 1, 2, 3, 4, 5 \
             ON CONFLICT (day, model, source, medium, campaign) \
             DO UPDATE SET leads = lead_sources.leads + excluded.leads"
        ),
        format!(
            "INSERT INTO lead_landings (day, model, landing_path, leads) \
             SELECT {day}, c.model, c.landing_path, {sign}SUM(c.landed) \
             FROM ({leads}) l JOIN ({credit}) c ON c.lead_key = l.id WHERE c.landed = 1 \
             GROUP BY 1, 2, 3 \
             ON CONFLICT (day, model, landing_path) \
             DO UPDATE SET leads = lead_landings.leads + excluded.leads"
        ),
    ]
}

/// The counted leads (enquiries not held as spam) among `leads` (a row
/// source with `kind`, `id`, `submitted_at`, `spam_reason`), as `id`,
/// `submitted_at`.
fn counted_leads(from: &str, and: &str) -> String {
    format!(
        "SELECT id, submitted_at FROM {from} \
         WHERE kind = 'enquiry' AND spam_reason IS NULL{and}"
    )
}

/// One lead row (`NEW` or `OLD`) as `counted_leads` gives it.
fn counted_lead_row(row: &str) -> String {
    format!(
        "SELECT {row}.id AS id, {row}.submitted_at AS submitted_at \
         WHERE {row}.kind = 'enquiry' AND {row}.spam_reason IS NULL"
    )
}

/// Adds or takes away the won days of the leads `keys` (a query of
/// `lead_key`) as `won_leads` holds them now, each credited by `credit`,
/// to `won_sources`; `when` guards the whole statement.
fn add_won(keys: &str, credit: &str, sign: &str, when: &str) -> String {
    format!(
        "INSERT INTO won_sources (day, prev_day, model, source, medium, campaign, won, revenue) \
         SELECT u.day, u.prev_day, c.model, c.source, c.medium, c.campaign, \
         {sign}SUM(c.w), {sign}SUM(c.w * u.taxable) \
         FROM (SELECT lead_key, day, \
               COALESCE(LAG(day) OVER (PARTITION BY lead_key ORDER BY day), '') AS prev_day, \
               taxable FROM won_leads WHERE lead_key IN ({keys})) u \
         JOIN ({credit}) c ON c.lead_key = u.lead_key WHERE {when} \
         GROUP BY 1, 2, 3, 4, 5, 6 \
         ON CONFLICT (day, prev_day, model, source, medium, campaign) \
         DO UPDATE SET won = won_sources.won + excluded.won, \
         revenue = won_sources.revenue + excluded.revenue"
    )
}

/// A quotation row's won key: its enquiry, or its own id negated.
fn won_key(row: &str) -> String {
    format!("COALESCE({row}.lead_id, -{row}.id)")
}

/// Whether a quotation row counts as won.
fn accepted(row: &str) -> String {
    format!("{row}.status = 'accepted' AND {row}.accepted_at IS NOT NULL")
}

/// The statements a trigger on `table` runs for a row that was `old`
/// (OLD, if any) and is `new` (NEW, if any).
fn on_change(backend: DbBackend, table: &str, old: bool, new: bool) -> Vec<String> {
    let mut out = Vec::new();
    let rows: Vec<(&str, &str)> = [(old, "OLD", "-"), (new, "NEW", "")]
        .into_iter()
        .filter(|(present, _, _)| *present)
        .map(|(_, row, sign)| (row, sign))
        .collect();
    match table {
        "leads" => {
            for (row, sign) in rows {
                let keys = format!("SELECT {row}.id AS lead_key");
                out.extend(add_leads(
                    backend,
                    &counted_lead_row(row),
                    &credit_of_leads(&keys),
                    sign,
                ));
            }
        }
        "lead_touches" => {
            for (row, sign) in rows {
                let credit = credit_of_touch(row);
                let leads = counted_leads("leads", &format!(" AND id = {row}.lead_id"));
                out.extend(add_leads(backend, &leads, &credit, sign));
                let keys = format!("SELECT {row}.lead_id AS lead_key");
                out.push(add_won(&keys, &credit, sign, "TRUE"));
            }
        }
        _ => {
            // Take the keys' days out, change `won_leads`, put them back;
            // a key that both rows share is taken once.
            let keys: Vec<(String, String)> = rows
                .iter()
                .map(|(row, _)| {
                    let key = won_key(row);
                    let when = if *row == "NEW" && old {
                        format!("{key} <> {}", won_key("OLD"))
                    } else {
                        "TRUE".to_owned()
                    };
                    (format!("SELECT {key} AS lead_key"), when)
                })
                .collect();
            for (key, when) in &keys {
                out.push(add_won(key, &credit_of_leads(key), "-", when));
            }
            for (row, _) in &rows {
                let (key, day) = (
                    won_key(row),
                    india_day(backend, &format!("{row}.accepted_at")),
                );
                let accepted = accepted(row);
                if *row == "OLD" {
                    out.push(format!(
                        "UPDATE won_leads SET quotes = quotes - 1, taxable = taxable - OLD.taxable \
                         WHERE {accepted} AND lead_key = {key} AND day = {day}"
                    ));
                    out.push(format!(
                        "DELETE FROM won_leads WHERE lead_key = {key} AND quotes = 0"
                    ));
                } else {
                    out.push(format!(
                        "INSERT INTO won_leads (lead_key, day, quotes, taxable) \
                         SELECT {key}, {day}, 1, NEW.taxable WHERE {accepted} \
                         ON CONFLICT (lead_key, day) DO UPDATE SET \
                         quotes = won_leads.quotes + 1, taxable = won_leads.taxable + excluded.taxable"
                    ));
                }
            }
            for (key, when) in &keys {
                out.push(add_won(key, &credit_of_leads(key), "", when));
            }
        }
    }
    out
}

/// The followed tables and the columns whose update can change a rollup.
const FOLLOWED: [(&str, &str); 3] = [
    ("leads", "kind, id, submitted_at, spam_reason"),
    (
        "lead_touches",
        "lead_kind, lead_id, position, last, source, medium, campaign, landing_path",
    ),
    ("quotes", "id, lead_id, status, accepted_at, taxable"),
];

/// The trigger's name on `table`.
fn trigger_name(table: &str) -> String {
    format!("{table}_credit")
}

fn triggers(backend: DbBackend) -> Vec<String> {
    let mut out = Vec::new();
    for (table, columns) in FOLLOWED {
        let name = trigger_name(table);
        match backend {
            DbBackend::Sqlite => {
                for (event, old, new) in [
                    ("INSERT", false, true),
                    (&*format!("UPDATE OF {columns}"), true, true),
                    ("DELETE", true, false),
                ] {
                    let short = event.split(' ').next().unwrap_or(event).to_lowercase();
                    let body: Vec<String> = on_change(backend, table, old, new)
                        .into_iter()
                        .map(|s| format!("{s};"))
                        .collect();
                    out.push(format!(
                        "CREATE TRIGGER {name}_{short} AFTER {event} ON {table} BEGIN {} END",
                        body.join(" ")
                    ));
                }
            }
            _ => {
                let part = |old: bool, new: bool| -> String {
                    on_change(backend, table, old, new)
                        .into_iter()
                        .map(|s| format!("{s};"))
                        .collect::<Vec<_>>()
                        .join(" ")
                };
                out.push(format!(
                    "CREATE FUNCTION {name}() RETURNS trigger LANGUAGE plpgsql AS $credit$ \
                     BEGIN \
                       IF TG_OP = 'INSERT' THEN {} \
                       ELSIF TG_OP = 'UPDATE' THEN {} \
                       ELSE {} END IF; \
                       RETURN NULL; \
                     END $credit$",
                    part(false, true),
                    part(true, true),
                    part(true, false)
                ));
                out.push(format!(
                    "CREATE TRIGGER {name} AFTER INSERT OR DELETE OR UPDATE OF {columns} \
                     ON {table} FOR EACH ROW EXECUTE FUNCTION {name}()"
                ));
            }
        }
    }
    out
}

/// Fills the tables from the rows already there.
fn fill(backend: DbBackend) -> Vec<String> {
    let keys = "SELECT id AS lead_key FROM leads WHERE kind = 'enquiry' AND spam_reason IS NULL";
    let mut out: Vec<String> = add_leads(
        backend,
        &counted_leads("leads", ""),
        &credit_of_leads(keys),
        "",
    )
    .into();
    let day = india_day(backend, "q.accepted_at");
    out.push(format!(
        "INSERT INTO won_leads (lead_key, day, quotes, taxable) \
         SELECT {}, {day}, COUNT(*), SUM(q.taxable) FROM quotes q WHERE {} GROUP BY 1, 2",
        won_key("q"),
        accepted("q")
    ));
    let won = "SELECT DISTINCT lead_key FROM won_leads";
    out.push(add_won(won, &credit_of_leads(won), "", "TRUE"));
    out
}

fn drop(backend: DbBackend) -> Vec<String> {
    let mut out = Vec::new();
    for (table, _) in FOLLOWED {
        let name = trigger_name(table);
        match backend {
            DbBackend::Sqlite => {
                for short in ["insert", "update", "delete"] {
                    out.push(format!("DROP TRIGGER IF EXISTS {name}_{short}"));
                }
            }
            _ => {
                out.push(format!("DROP TRIGGER IF EXISTS {name} ON {table}"));
                out.push(format!("DROP FUNCTION IF EXISTS {name}()"));
            }
        }
    }
    for table in TABLES.iter().rev() {
        out.push(format!("DROP TABLE IF EXISTS {table}"));
    }
    out
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let db = manager.get_connection();
        let backend = manager.get_database_backend();
        for sql in CREATE
            .iter()
            .map(|s| (*s).to_owned())
            .chain(fill(backend))
            .chain(triggers(backend))
        {
            db.execute_unprepared(&sql).await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let db = manager.get_connection();
        for sql in drop(manager.get_database_backend()) {
            db.execute_unprepared(&sql).await?;
        }
        Ok(())
    }
}
