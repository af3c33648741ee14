//! CSV exports of exactly what a filtered list shows, streamed: the rows of
//! one query are written out as they come, so memory stays flat however
//! many rows there are. Each resource says how its rows are written
//! (`CsvRow`, beside its list query); this module writes them.
//!
//! Spreadsheet safety:
//! - UTF-8 with a byte order mark, so Excel reads ₹ and Hindi names.
//! - A cell starting with `=`, `+`, `-`, `@`, a tab or a carriage return
//!   gets a leading `'`, so it can never run as a formula.
//! - Phone numbers always start with `'` (the spreadsheet mark for "this is
//!   text"): "+91 98765 43210" and "09876543210" stay exactly as written
//!   instead of turning into 9.19877E+11 or losing the leading zero.
//! - Prices come twice: a plain number column (rupees, "1234.50") to
//!   calculate with, and a ₹ column in Indian grouping ("₹1,234.50").
use bytes::Bytes;
use chrono::{DateTime, Utc};
use futures_util::{Stream, StreamExt};
use sea_orm::{DatabaseConnection, DbErr, EntityTrait, Select, Selector, SelectorTrait};
use tokio::sync::mpsc;

use crate::domain::india;

/// The byte order mark that tells spreadsheets the file is UTF-8.
const BOM: &str = "\u{feff}";

/// One CSV field: guarded against formulas, quoted when needed.
pub fn cell(value: &str) -> String {
    let guarded = if value.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{value}")
    } else {
        value.to_owned()
    };
    quote(&guarded)
}

/// A phone number as text a spreadsheet keeps as written.
pub fn phone_cell(value: &str) -> String {
    if value.is_empty() {
        String::new()
    } else {
        quote(&format!("'{value}"))
    }
}

fn quote(value: &str) -> String {
    if value.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", value.replace('"', "\"\""))
    } else {
        value.to_owned()
    }
}

/// One CSV record, ended as spreadsheets expect (`\r\n`).
pub fn line(cells: Vec<String>) -> String {
    let mut s = cells.join(",");
    s.push_str("\r\n");
    s
}

pub fn india_time(t: DateTime<Utc>) -> String {
    t.with_timezone(&india())
        .format("%Y-%m-%d %H:%M")
        .to_string()
}

pub fn opt(v: &Option<impl ToString>) -> String {
    v.as_ref().map(ToString::to_string).unwrap_or_default()
}

/// A row of an export.
pub trait CsvRow {
    fn header() -> Vec<&'static str>;
    fn cells(&self) -> Vec<String>;
}

/// Bytes gathered before a chunk is handed to the response.
const CHUNK: usize = 64 * 1024;

/// Chunks waiting between the query and a slow reader: with the row buffer
/// of the database driver, this is all an export holds in memory.
const CHUNKS_AHEAD: usize = 2;

/// Streams `select` as CSV: the BOM and header first, then the rows of one
/// query as they come. One statement reads one snapshot, so rows written
/// while an export runs never shift or repeat its rows. A task runs the
/// query and hands chunks through a short queue, which holds it back while
/// the reader is slow; a reader that goes away ends the query.
pub fn stream<E>(
    db: DatabaseConnection,
    select: Select<E>,
) -> impl Stream<Item = Result<Bytes, std::io::Error>> + Send + 'static
where
    E: EntityTrait,
    E::Model: CsvRow + Send + Sync,
{
    stream_rows(db, select.into_model::<E::Model>())
}

/// As `stream`, for any query whose rows are CSV rows (a lead with its
/// kind's row).
pub fn stream_rows<S>(
    db: DatabaseConnection,
    select: Selector<S>,
) -> impl Stream<Item = Result<Bytes, std::io::Error>> + Send + 'static
where
    S: SelectorTrait + Send + Sync + 'static,
    S::Item: CsvRow + Send + Sync,
{
    let (tx, rx) = mpsc::channel::<Result<Bytes, std::io::Error>>(CHUNKS_AHEAD);
    tokio::spawn(async move {
        let head = format!(
            "{BOM}{}",
            line(S::Item::header().iter().map(|h| cell(h)).collect())
        );
        if tx.send(Ok(Bytes::from(head))).await.is_err() {
            return;
        }
        let failed = |e: DbErr| {
            tracing::error!(error = ?e, "CSV export failed part-way");
            Err(std::io::Error::other(e))
        };
        let rows = match select.stream(&db).await {
            Ok(rows) => rows,
            Err(e) => {
                let _ = tx.send(failed(e)).await;
                return;
            }
        };
        futures_util::pin_mut!(rows);
        let mut chunk = String::with_capacity(CHUNK + 1024);
        while let Some(row) = rows.next().await {
            match row {
                Ok(row) => chunk.push_str(&line(row.cells())),
                Err(e) => {
                    let _ = tx.send(failed(e)).await;
                    return;
                }
            }
            if chunk.len() >= CHUNK {
                let full = std::mem::replace(&mut chunk, String::with_capacity(CHUNK + 1024));
                if tx.send(Ok(Bytes::from(full))).await.is_err() {
                    return;
                }
            }
        }
        if !chunk.is_empty() {
            let _ = tx.send(Ok(Bytes::from(chunk))).await;
        }
    });
    // Fused: a response layer (compression) may poll once more after the end.
    futures_util::stream::unfold(rx, |mut rx| async move {
        rx.recv().await.map(|item| (item, rx))
    })
    .fuse()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formulas_are_defused_and_quotes_doubled() {
        for (typed, written) in [
            ("=1+2", "'=1+2"),
            ("+91", "'+91"),
            ("-5", "'-5"),
            ("@SUM(A1)", "'@SUM(A1)"),
            ("\tx", "'\tx"),
            ("\rx", "\"'\rx\""),
            ("a,b", "\"a,b\""),
            ("say \"hi\"", "\"say \"\"hi\"\"\""),
            ("आशा", "आशा"),
        ] {
            assert_eq!(cell(typed), written, "{typed:?}");
        }
    }

    #[test]
    fn phones_stay_text() {
        assert_eq!(phone_cell("+91 98765 43210"), "'+91 98765 43210");
        assert_eq!(phone_cell("09876543210"), "'09876543210");
        assert_eq!(phone_cell(""), "");
    }
}
