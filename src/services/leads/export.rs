//! CSV exports of exactly what a filtered list shows, streamed: the rows of
//! one query are written out as they come, so memory stays flat however
//! many rows there are.
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
use sea_orm::{ConnectionTrait, DatabaseConnection, DbErr, EntityTrait, QueryFilter, Select};
use tokio::sync::mpsc;

use super::LeadTable;
use crate::{
    domain::{india, lead::LeadQuery, Money},
    entities::{affiliate_product, business_enquiry, career_application, Pipeline},
    services::products::image_urls,
};

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

fn line(cells: Vec<String>) -> String {
    let mut s = cells.join(",");
    s.push_str("\r\n");
    s
}

fn india_time(t: DateTime<Utc>) -> String {
    t.with_timezone(&india())
        .format("%Y-%m-%d %H:%M")
        .to_string()
}

fn opt(v: &Option<impl ToString>) -> String {
    v.as_ref().map(ToString::to_string).unwrap_or_default()
}

/// A row of an export.
pub trait CsvRow {
    fn header() -> Vec<&'static str>;
    fn cells(&self) -> Vec<String>;
}

/// The columns every lead export ends with: where the lead stands.
const PIPELINE_HEADER: [&str; 5] = [
    "Status",
    "Assignee",
    "Follow-up",
    "Possible duplicate of",
    "Spam reason",
];

fn pipeline_cells(p: Pipeline<'_>) -> [String; 5] {
    [
        cell(p.status),
        cell(&opt(&p.assignee_name)),
        opt(&p.follow_up_on),
        opt(&p.duplicate_of),
        cell(&opt(&p.spam_reason)),
    ]
}

/// A lead's row: its own cells (the id and submission time first), then
/// the pipeline's.
fn lead_cells(own: impl IntoIterator<Item = String>, p: Pipeline<'_>) -> Vec<String> {
    own.into_iter().chain(pipeline_cells(p)).collect()
}

impl CsvRow for business_enquiry::Model {
    fn header() -> Vec<&'static str> {
        let own = [
            "ID",
            "Submitted (India time)",
            "First name",
            "Last name",
            "E-mail",
            "Phone",
            "Phone (international)",
            "Address",
            "Service",
            "Sub-service",
            "Message",
        ];
        [&own[..], &PIPELINE_HEADER].concat()
    }

    fn cells(&self) -> Vec<String> {
        let p = self.pipeline();
        let own = [
            self.b_id.to_string(),
            india_time(p.submitted_at),
            cell(&self.f_name),
            cell(&self.l_name),
            cell(&self.b_email),
            phone_cell(&self.contact_number),
            phone_cell(&opt(&p.phone_key)),
            cell(&self.address),
            cell(&self.service_name),
            cell(&self.sub_service_name),
            cell(&self.message),
        ];
        lead_cells(own, p)
    }
}

impl CsvRow for career_application::Model {
    fn header() -> Vec<&'static str> {
        let own = [
            "ID",
            "Submitted (India time)",
            "Full name",
            "E-mail",
            "Phone",
            "Phone (international)",
            "Position",
        ];
        [&own[..], &PIPELINE_HEADER].concat()
    }

    fn cells(&self) -> Vec<String> {
        let p = self.pipeline();
        let own = [
            self.c_id.to_string(),
            india_time(p.submitted_at),
            cell(&self.full_name),
            cell(&self.email),
            phone_cell(&self.mobile_number),
            phone_cell(&opt(&p.phone_key)),
            cell(&self.position_name),
        ];
        lead_cells(own, p)
    }
}

impl CsvRow for affiliate_product::Model {
    fn header() -> Vec<&'static str> {
        vec![
            "ID",
            "Title",
            "Brand",
            "Category",
            "Platform",
            "Price",
            "Price (₹)",
            "M.R.P.",
            "M.R.P. (₹)",
            "Discount %",
            "Active",
            "Affiliate link",
            "Images",
            "Created (India time)",
        ]
    }

    fn cells(&self) -> Vec<String> {
        let price = Money::from_paise(self.price_paise);
        let mrp = self.original_price_paise.map(Money::from_paise);
        vec![
            self.id.to_string(),
            cell(&self.title),
            cell(&self.brand),
            cell(&self.category),
            cell(&self.platform),
            price.to_decimal(),
            cell(&price.format_inr()),
            mrp.map(Money::to_decimal).unwrap_or_default(),
            cell(&mrp.map(Money::format_inr).unwrap_or_default()),
            opt(&Money::discount_percent(price, mrp)),
            if self.active { "Yes" } else { "No" }.to_owned(),
            cell(&self.affiliate_link),
            cell(&image_urls(self).join(" ")),
            india_time(self.created_at),
        ]
    }
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
    let (tx, rx) = mpsc::channel::<Result<Bytes, std::io::Error>>(CHUNKS_AHEAD);
    tokio::spawn(async move {
        let head = format!(
            "{BOM}{}",
            line(E::Model::header().iter().map(|h| cell(h)).collect())
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

/// The leads a filtered list shows, in its order.
pub fn leads<E>(
    db: DatabaseConnection,
    table: &LeadTable,
    q: &LeadQuery,
) -> impl Stream<Item = Result<Bytes, std::io::Error>> + Send + 'static
where
    E: EntityTrait,
    E::Model: CsvRow + Send + Sync,
{
    let condition = table.condition(&q.filter, db.get_database_backend());
    let select = table.ordered(E::find().filter(condition), q.sort);
    stream(db, select)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formulas_are_defused_and_quotes_doubled() {
        assert_eq!(cell("=1+2"), "'=1+2");
        assert_eq!(cell("+91"), "'+91");
        assert_eq!(cell("-5"), "'-5");
        assert_eq!(cell("@SUM(A1)"), "'@SUM(A1)");
        assert_eq!(cell("\tx"), "'\tx");
        assert_eq!(cell("\rx"), "\"'\rx\"");
        assert_eq!(cell("a,b"), "\"a,b\"");
        assert_eq!(cell("say \"hi\""), "\"say \"\"hi\"\"\"");
        assert_eq!(cell("आशा"), "आशा");
    }

    #[test]
    fn phones_stay_text() {
        assert_eq!(phone_cell("+91 98765 43210"), "'+91 98765 43210");
        assert_eq!(phone_cell("09876543210"), "'09876543210");
        assert_eq!(phone_cell(""), "");
    }
}
