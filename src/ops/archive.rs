//! The portable archive: every table of the database in one zstd-compressed
//! file of JSON lines, readable by SQLite and PostgreSQL alike. It is what
//! `vanijya export` writes and `vanijya import` reads, and what a PostgreSQL
//! backup is.
//!
//! The file, line by line:
//!
//! ```text
//! {"format":"vanijya-archive","version":1,"createdAt":"…","source":"sqlite","migrations":[…]}
//! {"table":"departments","columns":["id","name",…]}
//! [1,"Marketing",…]                one JSON array per row, in the columns' order
//! {"table":"positions",…}
//! …
//! {"end":true,"rows":{"departments":3,…}}
//! ```
//!
//! Tables come parents first (ordered by their foreign keys), so rows can be
//! inserted in the order they are read. The trailer's counts are checked on
//! reading: a truncated archive is refused, not half imported.
//!
//! The tables are found in the database itself, not listed here, so a table
//! added by a later migration travels without a change to this file. Left
//! out: the migration log (the reader's own migrations make the same
//! schema; the archive names the migrations it was made at, and a reader at
//! another version refuses it), the browser sessions (they belong to one
//! deployment; moving the data signs everybody out), the day's visitor salt
//! (`services::counting::daily_salt`: with it, the day's visitor hashes could be
//! traced back to addresses by trying them; a site loaded from an archive
//! starts a new one, and an older archive's salts are skipped), SQLite's
//! full-text index tables and the analytics rollups (both rebuilt by the
//! triggers as the rows are inserted).
//!
//! Values travel as the database writes them in JSON: numbers, text,
//! `true`/`false` from PostgreSQL and 0/1 from SQLite, and times as RFC 3339
//! text in UTC (the PostgreSQL session's time zone is set to UTC first).
//! Each database reads them back with its own casts, so no value passes
//! through a Rust type on the way and nothing is rounded.
//!
//! One archive is one consistent snapshot: it is read in one transaction
//! (on PostgreSQL `REPEATABLE READ`, on SQLite one read transaction of WAL),
//! so rows written while it is made are either all in it or not at all.
use std::{
    collections::{BTreeMap, BTreeSet, HashMap},
    fs::File,
    io::{BufRead, BufReader, BufWriter, Write},
    path::Path,
    time::{Duration, Instant},
};

use anyhow::{bail, ensure, Context};
use futures_util::TryStreamExt;
use migration::{Migrator, MigratorTrait};
use sea_orm::{
    AccessMode, ConnectionTrait, DatabaseConnection, DatabaseTransaction, DbBackend,
    IsolationLevel, Statement, StreamTrait, TransactionTrait,
};
use serde_json::{json, Value};

/// Tables that never travel (see the module note).
const NOT_MOVED: [&str; 3] = ["seaql_migrations", "tower_sessions", "visitor_salts"];

/// Tables the migrations fill by themselves: a database holding only these
/// rows counts as empty.
const SEEDED: [&str; 2] = ["services", "cache_version"];

const FORMAT: &str = "vanijya-archive";
const VERSION: i64 = 1;

/// Rows per insert statement on reading.
const BATCH_ROWS: usize = 500;
/// …or fewer, when the rows' text passes this size.
const BATCH_BYTES: usize = 1 << 20;

/// One table to move: its name, its columns (generated ones left out) and,
/// on PostgreSQL, each column's type for the casts on reading.
#[derive(Clone, Debug)]
pub struct Table {
    pub name: String,
    pub columns: Vec<String>,
    types: Vec<String>,
}

/// What an archive held or was given: rows per table, and how long it took.
#[derive(Clone, Debug)]
pub struct Summary {
    pub rows: BTreeMap<String, u64>,
    pub bytes: u64,
    pub elapsed: Duration,
}

impl Summary {
    pub fn total_rows(&self) -> u64 {
        self.rows.values().sum()
    }
}

/// `"name"`, with any quote doubled.
pub(crate) fn quote(name: &str) -> String {
    format!("\"{}\"", name.replace('"', "\"\""))
}

async fn strings(
    conn: &impl ConnectionTrait,
    sql: &str,
    values: Vec<sea_orm::Value>,
) -> anyhow::Result<Vec<Vec<String>>> {
    let backend = conn.get_database_backend();
    let rows = conn
        .query_all(Statement::from_sql_and_values(backend, sql, values))
        .await?;
    let mut out = Vec::with_capacity(rows.len());
    for row in rows {
        let mut fields = Vec::new();
        for i in 0.. {
            match row.try_get_by_index::<Option<String>>(i) {
                Ok(v) => fields.push(v.unwrap_or_default()),
                Err(_) => break,
            }
        }
        out.push(fields);
    }
    Ok(out)
}

/// The tables that travel, parents before children.
pub async fn tables(conn: &impl ConnectionTrait) -> anyhow::Result<Vec<Table>> {
    let backend = conn.get_database_backend();
    let (names, edges) = match backend {
        DbBackend::Sqlite => {
            let all = strings(
                conn,
                "SELECT name, coalesce(sql, '') FROM sqlite_master \
                 WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
                vec![],
            )
            .await?;
            let virtual_tables: Vec<&str> = all
                .iter()
                .filter(|r| {
                    r[1].to_ascii_uppercase()
                        .starts_with("CREATE VIRTUAL TABLE")
                })
                .map(|r| r[0].as_str())
                .collect();
            let names: Vec<String> = all
                .iter()
                .map(|r| r[0].clone())
                .filter(|n| {
                    !virtual_tables
                        .iter()
                        .any(|v| n == v || n.starts_with(&format!("{v}_")))
                })
                .collect();
            let edges = strings(
                conn,
                "SELECT m.name, p.\"table\" FROM sqlite_master m \
                 JOIN pragma_foreign_key_list(m.name) p WHERE m.type = 'table'",
                vec![],
            )
            .await?;
            (names, edges)
        }
        _ => {
            let names = strings(
                conn,
                "SELECT tablename::text FROM pg_tables WHERE schemaname = current_schema() \
                 ORDER BY tablename",
                vec![],
            )
            .await?
            .into_iter()
            .map(|r| r[0].clone())
            .collect();
            let edges = strings(
                conn,
                "SELECT child.relname::text, parent.relname::text FROM pg_constraint c \
                 JOIN pg_class child ON child.oid = c.conrelid \
                 JOIN pg_class parent ON parent.oid = c.confrelid \
                 JOIN pg_namespace n ON n.oid = child.relnamespace \
                 WHERE c.contype = 'f' AND n.nspname = current_schema()",
                vec![],
            )
            .await?;
            (names, edges)
        }
    };
    let names: Vec<String> = names
        .into_iter()
        .filter(|n| !NOT_MOVED.contains(&n.as_str()))
        .filter(|n| !migration::analytics::is_rollup(n))
        .collect();
    let mut ordered = Vec::with_capacity(names.len());
    for name in parents_first(&names, &edges)? {
        let (columns, types) = columns(conn, &name).await?;
        ordered.push(Table {
            name,
            columns,
            types,
        });
    }
    Ok(ordered)
}

/// Orders `names` so that every table comes after the tables it points
/// at (a table pointing at itself is fine: rows go in key order).
fn parents_first(names: &[String], edges: &[Vec<String>]) -> anyhow::Result<Vec<String>> {
    let mut parents: BTreeMap<&str, BTreeSet<&str>> = names
        .iter()
        .map(|n| (n.as_str(), BTreeSet::new()))
        .collect();
    for edge in edges {
        let (child, parent) = (edge[0].as_str(), edge[1].as_str());
        if child != parent && parents.contains_key(parent) {
            if let Some(set) = parents.get_mut(child) {
                set.insert(parent);
            }
        }
    }
    let mut done: BTreeSet<&str> = BTreeSet::new();
    let mut order = Vec::new();
    while order.len() < names.len() {
        let ready: Vec<&str> = parents
            .iter()
            .filter(|(n, ps)| !done.contains(*n) && ps.iter().all(|p| done.contains(p)))
            .map(|(n, _)| *n)
            .collect();
        ensure!(!ready.is_empty(), "the tables' foreign keys form a cycle");
        for n in ready {
            done.insert(n);
            order.push(n.to_owned());
        }
    }
    Ok(order)
}

async fn columns(
    conn: &impl ConnectionTrait,
    table: &str,
) -> anyhow::Result<(Vec<String>, Vec<String>)> {
    let rows = match conn.get_database_backend() {
        DbBackend::Sqlite => {
            strings(
                conn,
                "SELECT name, type FROM pragma_table_xinfo(?) WHERE hidden = 0 ORDER BY cid",
                vec![table.into()],
            )
            .await?
        }
        _ => {
            strings(
                conn,
                "SELECT a.attname::text, format_type(a.atttypid, a.atttypmod) FROM pg_attribute a \
                 WHERE a.attrelid = (quote_ident(current_schema()) || '.' || quote_ident($1))::regclass \
                 AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = '' ORDER BY a.attnum",
                vec![table.into()],
            )
            .await?
        }
    };
    Ok(rows
        .into_iter()
        .map(|r| (r[0].clone(), r[1].clone()))
        .unzip())
}

/// The migrations applied to the database, oldest first.
async fn migrations(conn: &impl ConnectionTrait) -> anyhow::Result<Vec<String>> {
    Ok(strings(
        conn,
        "SELECT version FROM seaql_migrations ORDER BY version",
        vec![],
    )
    .await?
    .into_iter()
    .map(|r| r[0].clone())
    .collect())
}

/// A new file readable and writable by its owner only (mode 0600).
pub(crate) fn create_private(path: &Path) -> anyhow::Result<File> {
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    options
        .open(path)
        .with_context(|| format!("cannot create {}", path.display()))
}

/// Writes every table of `db` to a new archive at `path` (which must not
/// exist), from one consistent snapshot.
#[tracing::instrument(skip(db))]
pub async fn export(db: &DatabaseConnection, path: &Path) -> anyhow::Result<Summary> {
    let started = Instant::now();
    let backend = db.get_database_backend();
    let txn = match backend {
        DbBackend::Postgres => {
            let txn = db
                .begin_with_config(
                    Some(IsolationLevel::RepeatableRead),
                    Some(AccessMode::ReadOnly),
                )
                .await?;
            txn.execute_unprepared("SET LOCAL TIME ZONE 'UTC'").await?;
            txn
        }
        _ => db.begin().await?,
    };
    // The first read fixes the snapshot; everything after reads the same.
    let migrations = migrations(&txn).await?;
    let tables = tables(&txn).await?;
    let file = create_private(path)?;
    let result = write_tables(&txn, backend, &migrations, &tables, file).await;
    txn.rollback().await.ok();
    let rows = match result {
        Ok(rows) => rows,
        Err(e) => {
            std::fs::remove_file(path).ok();
            return Err(e);
        }
    };
    Ok(Summary {
        rows,
        bytes: std::fs::metadata(path)?.len(),
        elapsed: started.elapsed(),
    })
}

async fn write_tables(
    txn: &DatabaseTransaction,
    backend: DbBackend,
    migrations: &[String],
    tables: &[Table],
    file: File,
) -> anyhow::Result<BTreeMap<String, u64>> {
    let mut out = zstd::Encoder::new(BufWriter::with_capacity(1 << 16, file), 3)?;
    let header = json!({
        "format": FORMAT,
        "version": VERSION,
        "createdAt": chrono::Utc::now().to_rfc3339(),
        "source": if backend == DbBackend::Postgres { "postgres" } else { "sqlite" },
        "migrations": migrations,
    });
    writeln!(out, "{header}")?;
    let mut counts = BTreeMap::new();
    for table in tables {
        writeln!(
            out,
            "{}",
            json!({"table": table.name, "columns": table.columns})
        )?;
        let cols: Vec<String> = table.columns.iter().map(|c| quote(c)).collect();
        let array = if backend == DbBackend::Postgres {
            format!("json_build_array({})::text", cols.join(", "))
        } else {
            format!("json_array({})", cols.join(", "))
        };
        // In key order: every table is keyed by its first column, or (the
        // leads: kind and id) its first two; a unique first column makes
        // the second a no-op.
        let order: Vec<&str> = cols.iter().take(2).map(String::as_str).collect();
        let sql = format!(
            "SELECT {array} AS r FROM {} ORDER BY {}",
            quote(&table.name),
            if order.is_empty() {
                "1".to_owned()
            } else {
                order.join(", ")
            }
        );
        let mut rows = txn.stream(Statement::from_string(backend, sql)).await?;
        let mut n = 0u64;
        while let Some(row) = rows.try_next().await? {
            let line: String = row.try_get("", "r")?;
            out.write_all(line.as_bytes())?;
            out.write_all(b"\n")?;
            n += 1;
        }
        counts.insert(table.name.clone(), n);
    }
    writeln!(out, "{}", json!({"end": true, "rows": counts}))?;
    let file = out.finish()?.into_inner().map_err(|e| e.into_error())?;
    file.sync_all()?;
    Ok(counts)
}

/// Whether `path` starts like an archive (zstd's magic number).
pub fn is_archive(path: &Path) -> bool {
    let mut magic = [0u8; 4];
    File::open(path)
        .and_then(|mut f| std::io::Read::read_exact(&mut f, &mut magic))
        .is_ok()
        && magic == [0x28, 0xB5, 0x2F, 0xFD]
}

/// The longest line an archive may hold. The largest row this program
/// writes is a CV of at most 5 MB in a JSON string (a quote's PDF, a media
/// copy and a letter with its attachment are smaller), so a longer line is
/// not one of ours: refused before it is read whole, since a few kilobytes
/// of zstd can unpack to gigabytes on one line.
pub const MAX_LINE_BYTES: usize = 32 << 20;

/// The lines of an archive, one at a time, each at most `MAX_LINE_BYTES`.
fn lines(path: &Path) -> anyhow::Result<impl Iterator<Item = std::io::Result<String>>> {
    let file = File::open(path).with_context(|| format!("cannot open {}", path.display()))?;
    let reader = zstd::Decoder::new(file).context("not a vanijya archive")?;
    Ok(BoundedLines {
        reader: BufReader::with_capacity(1 << 16, reader),
        max: MAX_LINE_BYTES,
        done: false,
    })
}

/// `BufRead::lines` that stops with an error at the first line longer than
/// `max` bytes, having read no more than `max + 1` of it.
struct BoundedLines<R> {
    reader: R,
    max: usize,
    done: bool,
}

impl<R: BufRead> Iterator for BoundedLines<R> {
    type Item = std::io::Result<String>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.done {
            return None;
        }
        let mut line = Vec::new();
        let limit = u64::try_from(self.max)
            .unwrap_or(u64::MAX)
            .saturating_add(1);
        let read = std::io::Read::take(&mut self.reader, limit).read_until(b'\n', &mut line);
        let fault = |e: String| Some(Err(std::io::Error::new(std::io::ErrorKind::InvalidData, e)));
        match read {
            Ok(0) => None,
            Err(e) => {
                self.done = true;
                Some(Err(e))
            }
            Ok(_) => {
                if line.last() == Some(&b'\n') {
                    line.pop();
                } else if line.len() > self.max {
                    self.done = true;
                    return fault(format!(
                        "a line longer than {} MiB, which no archive of this program holds",
                        self.max >> 20
                    ));
                }
                match String::from_utf8(line) {
                    Ok(text) => Some(Ok(text)),
                    Err(_) => {
                        self.done = true;
                        fault("a line that is not UTF-8 text".into())
                    }
                }
            }
        }
    }
}

/// The header line: the archive's migrations.
fn header(line: Option<std::io::Result<String>>) -> anyhow::Result<Vec<String>> {
    let line = line.context("the archive is empty")??;
    let header: Value = serde_json::from_str(&line).context("not a vanijya archive")?;
    ensure!(
        header["format"] == FORMAT,
        "not a vanijya archive (no header)"
    );
    ensure!(
        header["version"].as_i64() == Some(VERSION),
        "archive format version {} is not one this program reads",
        header["version"]
    );
    Ok(header["migrations"]
        .as_array()
        .context("the archive names no migrations")?
        .iter()
        .filter_map(|m| m.as_str().map(str::to_owned))
        .collect())
}

/// Reads the whole archive without a database: every line parses, and each
/// table holds the rows its trailer counts. Answers the rows per table.
pub fn verify(path: &Path) -> anyhow::Result<BTreeMap<String, u64>> {
    let mut lines = lines(path)?;
    header(lines.next())?;
    let mut counts: BTreeMap<String, u64> = BTreeMap::new();
    let mut current: Option<String> = None;
    for line in lines {
        let line = line.context("the archive is damaged")?;
        if line.starts_with('[') {
            serde_json::from_str::<Vec<Value>>(&line).context("a damaged row")?;
            let table = current.as_ref().context("a row before any table")?;
            *counts.entry(table.clone()).or_default() += 1;
            continue;
        }
        let v: Value = serde_json::from_str(&line).context("a damaged line")?;
        if v["end"] == true {
            let expected: BTreeMap<String, u64> = serde_json::from_value(v["rows"].clone())?;
            for (table, n) in &expected {
                ensure!(
                    counts.get(table).copied().unwrap_or(0) == *n,
                    "table {table}: the archive holds {} rows of the {n} it should",
                    counts.get(table).copied().unwrap_or(0)
                );
            }
            return Ok(expected);
        }
        let table = v["table"]
            .as_str()
            .context("a line that is neither row nor table")?;
        counts.insert(table.to_owned(), 0);
        current = Some(table.to_owned());
    }
    bail!("the archive ends early (no trailer): it is truncated")
}

/// Rows in the database's tables other than the ones migrations fill.
pub async fn user_rows(conn: &impl ConnectionTrait) -> anyhow::Result<u64> {
    let mut total = 0u64;
    for table in tables(conn).await? {
        if SEEDED.contains(&table.name.as_str()) {
            continue;
        }
        let sql = format!("SELECT count(*) AS n FROM {}", quote(&table.name));
        let backend = conn.get_database_backend();
        let row = conn
            .query_one(Statement::from_string(backend, sql))
            .await?
            .context("count")?;
        total += row.try_get::<i64>("", "n")? as u64;
    }
    Ok(total)
}

/// Brings a fresh database to the archive's migrations (a database that
/// already has migrations must be at exactly those), so the archive's
/// tables and columns are the database's.
async fn migrate_to(db: &DatabaseConnection, wanted: &[String]) -> anyhow::Result<()> {
    let known: Vec<String> = Migrator::migrations()
        .iter()
        .map(|m| m.name().to_owned())
        .collect();
    ensure!(
        wanted.iter().all(|m| known.contains(m)),
        "the archive was made by a newer version of this program (it has migrations this one does not know)"
    );
    let has_log = db
        .query_one(Statement::from_string(
            db.get_database_backend(),
            match db.get_database_backend() {
                DbBackend::Sqlite => {
                    "SELECT count(*) AS n FROM sqlite_master WHERE name = 'seaql_migrations'"
                }
                _ => {
                    "SELECT count(*) AS n FROM pg_tables WHERE tablename = 'seaql_migrations' \
                      AND schemaname = current_schema()"
                }
            },
        ))
        .await?
        .map(|r| r.try_get::<i64>("", "n").unwrap_or(0))
        .unwrap_or(0)
        > 0;
    let applied = if has_log {
        migrations(db).await?
    } else {
        vec![]
    };
    if applied.is_empty() {
        // The migrations in the order the program applies them; the archive
        // must hold a leading run of them.
        let steps = wanted.len() as u32;
        ensure!(
            known[..wanted.len().min(known.len())]
                .iter()
                .all(|m| wanted.contains(m)),
            "the archive's migrations are not a leading run of this program's"
        );
        if db.get_database_backend() == DbBackend::Sqlite {
            let txn = db.begin().await?;
            Migrator::up(&txn, Some(steps)).await?;
            txn.commit().await?;
        } else {
            Migrator::up(db, Some(steps)).await?;
        }
        return Ok(());
    }
    let mut have = applied.clone();
    have.sort();
    let mut want = wanted.to_vec();
    want.sort();
    ensure!(
        have == want,
        "the database is at {} migrations and the archive at {}: import into a fresh database, \
         or bring both to the same version first",
        have.len(),
        want.len()
    );
    Ok(())
}

/// Loads an archive into `db`, replacing every row of its tables, in one
/// transaction. Refuses a database holding data of its own unless `force`.
/// Migrations still missing afterwards are applied by the caller.
#[tracing::instrument(skip(db))]
pub async fn import(db: &DatabaseConnection, path: &Path, force: bool) -> anyhow::Result<Summary> {
    let started = Instant::now();
    let mut lines = lines(path)?;
    let wanted = header(lines.next())?;
    migrate_to(db, &wanted).await?;
    let backend = db.get_database_backend();
    let txn = crate::services::begin_write(db).await?;
    let existing = user_rows(&txn).await?;
    ensure!(
        force || existing == 0,
        "the database is not empty ({existing} rows of its own); use --force to replace them"
    );
    let tables = tables(&txn).await?;
    for table in tables.iter().rev() {
        txn.execute_unprepared(&format!("DELETE FROM {}", quote(&table.name)))
            .await?;
    }
    crate::services::counting::daily_salt::forget_every_salt(&txn).await?;
    let by_name: HashMap<&str, &Table> = tables.iter().map(|t| (t.name.as_str(), t)).collect();
    let mut counts: BTreeMap<String, u64> = BTreeMap::new();
    let mut batch = Batch::default();
    let mut skipping: Option<String> = None;
    let mut finished = None;
    for line in lines {
        let line = line.context("the archive is damaged")?;
        if line.starts_with('[') {
            if let Some(skipped) = &skipping {
                *counts.entry(skipped.clone()).or_default() += 1;
                continue;
            }
            let current = batch.insert.as_ref().context("a row before any table")?;
            *counts.entry(current.1.clone()).or_default() += 1;
            batch.push(&line);
            if batch.rows >= BATCH_ROWS || batch.text.len() >= BATCH_BYTES {
                batch.flush(&txn, backend).await?;
            }
            continue;
        }
        batch.flush(&txn, backend).await?;
        let v: Value = serde_json::from_str(&line).context("a damaged line in the archive")?;
        if v["end"] == true {
            finished = Some(serde_json::from_value::<BTreeMap<String, u64>>(
                v["rows"].clone(),
            )?);
            break;
        }
        let name = v["table"]
            .as_str()
            .context("a line that is neither row nor table")?;
        counts.insert(name.to_owned(), 0);
        // An older archive's salts (see the module note): counted, not kept.
        skipping = NOT_MOVED.contains(&name).then(|| name.to_owned());
        if skipping.is_some() {
            batch.insert = None;
            continue;
        }
        let table = by_name
            .get(name)
            .with_context(|| format!("the archive has a table {name} this database lacks"))?;
        let columns: Vec<String> = serde_json::from_value(v["columns"].clone())?;
        batch.insert = Some((insert_sql(backend, table, &columns)?, name.to_owned()));
    }
    let expected = finished.context("the archive ends early (no trailer): it is truncated")?;
    ensure!(
        expected == counts,
        "the archive's rows do not match its own counts: it is damaged"
    );
    if backend == DbBackend::Postgres {
        reset_sequences(&txn).await?;
    }
    txn.commit().await?;
    Ok(Summary {
        rows: counts,
        bytes: std::fs::metadata(path)?.len(),
        elapsed: started.elapsed(),
    })
}

/// Rows waiting to be inserted into the current table.
#[derive(Default)]
struct Batch {
    /// The insert statement of the current table, and its name.
    insert: Option<(String, String)>,
    text: String,
    rows: usize,
}

impl Batch {
    fn push(&mut self, row: &str) {
        self.text.push(if self.rows == 0 { '[' } else { ',' });
        self.text.push_str(row);
        self.rows += 1;
    }

    async fn flush(&mut self, txn: &DatabaseTransaction, backend: DbBackend) -> anyhow::Result<()> {
        if self.rows == 0 {
            return Ok(());
        }
        self.text.push(']');
        let (sql, table) = self.insert.as_ref().context("rows before a table")?;
        let text = std::mem::take(&mut self.text);
        self.rows = 0;
        txn.execute(Statement::from_sql_and_values(backend, sql, [text.into()]))
            .await
            .with_context(|| format!("inserting rows into {table}"))?;
        Ok(())
    }
}

/// One statement that inserts a JSON array of rows (each an array in
/// `columns`' order) into `table`, read and cast by the database.
fn insert_sql(backend: DbBackend, table: &Table, columns: &[String]) -> anyhow::Result<String> {
    let mut wanted: Vec<&String> = table.columns.iter().collect();
    wanted.sort();
    let mut given: Vec<&String> = columns.iter().collect();
    given.sort();
    ensure!(
        wanted == given,
        "table {}: the archive's columns differ from the database's",
        table.name
    );
    let names: Vec<String> = columns.iter().map(|c| quote(c)).collect();
    let values: Vec<String> = columns
        .iter()
        .enumerate()
        .map(|(i, c)| match backend {
            DbBackend::Postgres => {
                let at = table.columns.iter().position(|x| x == c).unwrap_or(0);
                let ty = &table.types[at];
                if ty == "json" || ty == "jsonb" {
                    format!("(r->{i})::{ty}")
                } else {
                    format!("(r->>{i})::{ty}")
                }
            }
            _ => format!("json_extract(value, '$[{i}]')"),
        })
        .collect();
    let source = match backend {
        DbBackend::Postgres => "json_array_elements($1::json) AS e(r)",
        _ => "json_each(?1)",
    };
    Ok(format!(
        "INSERT INTO {} ({}) SELECT {} FROM {source}",
        quote(&table.name),
        names.join(", "),
        values.join(", ")
    ))
}

/// Moves every PostgreSQL sequence past the largest id its column holds,
/// so the next row inserted gets a fresh id.
async fn reset_sequences(txn: &DatabaseTransaction) -> anyhow::Result<()> {
    let serials = strings(
        txn,
        "SELECT table_name::text, column_name::text FROM information_schema.columns \
         WHERE table_schema = current_schema() \
         AND (column_default LIKE 'nextval(%' OR is_identity = 'YES')",
        vec![],
    )
    .await?;
    for s in serials {
        let (table, column) = (quote(&s[0]), quote(&s[1]));
        let sql = format!(
            "SELECT setval(pg_get_serial_sequence($1, $2), coalesce((SELECT max({column}) FROM {table}), 0) + 1, false)"
        );
        txn.execute(Statement::from_sql_and_values(
            DbBackend::Postgres,
            sql,
            [table.clone().into(), s[1].clone().into()],
        ))
        .await?;
    }
    Ok(())
}

/// Every row of every table that travels, as JSON values in column order
/// (for comparing two databases).
pub async fn dump(db: &DatabaseConnection) -> anyhow::Result<BTreeMap<String, Vec<Vec<Value>>>> {
    let dir = tempfile_dir()?;
    let path = dir.join("dump.jsonl.zst");
    let result = async {
        export(db, &path).await?;
        rows_of(&path)
    }
    .await;
    std::fs::remove_dir_all(&dir).ok();
    result
}

/// The rows of an archive per table, as JSON values in column order.
pub fn rows_of(path: &Path) -> anyhow::Result<BTreeMap<String, Vec<Vec<Value>>>> {
    let mut out: BTreeMap<String, Vec<Vec<Value>>> = BTreeMap::new();
    let mut current = String::new();
    let mut lines = lines(path)?;
    header(lines.next())?;
    for line in lines {
        let line = line?;
        if line.starts_with('[') {
            out.entry(current.clone())
                .or_default()
                .push(serde_json::from_str(&line)?);
        } else {
            let v: Value = serde_json::from_str(&line)?;
            if let Some(t) = v["table"].as_str() {
                current = t.to_owned();
                out.entry(current.clone()).or_default();
            }
        }
    }
    Ok(out)
}

fn tempfile_dir() -> anyhow::Result<std::path::PathBuf> {
    let dir = std::env::temp_dir().join(format!("vanijya-dump-{}", uuid::Uuid::new_v4()));
    std::fs::create_dir_all(&dir)?;
    Ok(dir)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_longer_than_the_bound_is_refused_without_reading_it_whole() {
        let text = format!("short\n{}\nlast", "x".repeat(40));
        let mut lines = BoundedLines {
            reader: std::io::Cursor::new(text.into_bytes()),
            max: 10,
            done: false,
        };
        assert_eq!(lines.next().unwrap().unwrap(), "short");
        let err = lines.next().unwrap().unwrap_err();
        assert!(err.to_string().contains("a line longer than"), "{err}");
        assert!(lines.next().is_none(), "nothing after the refusal");
        let exact = BoundedLines {
            reader: std::io::Cursor::new(b"0123456789\n0123456789".to_vec()),
            max: 10,
            done: false,
        };
        let all: Vec<String> = exact.map(Result::unwrap).collect();
        assert_eq!(all, ["0123456789", "0123456789"]);
    }

    #[test]
    fn parents_come_before_the_tables_that_point_at_them() {
        let names: Vec<String> = ["positions", "departments", "applications"]
            .map(String::from)
            .to_vec();
        let edges = vec![
            vec!["positions".to_owned(), "departments".to_owned()],
            vec!["applications".to_owned(), "positions".to_owned()],
            vec!["departments".to_owned(), "departments".to_owned()],
        ];
        assert_eq!(
            parents_first(&names, &edges).unwrap(),
            ["departments", "positions", "applications"]
        );
    }
}
