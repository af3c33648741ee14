//! CSV exports of exactly what a filtered list shows, streamed: rows are
//! read from the database a page at a time and written out as they come,
//! so memory stays flat however many rows there are. Rows added while an
//! export runs are left out (the export stops at the highest id it saw
//! first), so offsets stay stable from page to page.
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
use sea_orm::{
    sea_query::{Alias, Expr},
    DatabaseConnection, EntityTrait, QueryFilter, QuerySelect, Select,
};

use super::LeadTable;
use crate::{
    domain::{
        lead::{india, LeadQuery},
        Money,
    },
    entities::{affiliate_product, business_enquiry, career_application},
    services::products::image_urls,
};

/// Rows read per database round trip.
const PAGE: u64 = 500;

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
    fn header() -> &'static [&'static str];
    fn cells(&self) -> Vec<String>;
}

impl CsvRow for business_enquiry::Model {
    fn header() -> &'static [&'static str] {
        &[
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
            "Status",
            "Assignee",
            "Follow-up",
            "Possible duplicate of",
            "Spam reason",
        ]
    }

    fn cells(&self) -> Vec<String> {
        vec![
            self.b_id.to_string(),
            india_time(self.submitted_at),
            cell(&self.f_name),
            cell(&self.l_name),
            cell(&self.b_email),
            phone_cell(&self.contact_number),
            phone_cell(&opt(&self.phone_key)),
            cell(&self.address),
            cell(&self.service_name),
            cell(&self.sub_service_name),
            cell(&self.message),
            cell(&self.status),
            cell(&opt(&self.assignee_name)),
            opt(&self.follow_up_on),
            opt(&self.duplicate_of),
            cell(&opt(&self.spam_reason)),
        ]
    }
}

impl CsvRow for career_application::Model {
    fn header() -> &'static [&'static str] {
        &[
            "ID",
            "Submitted (India time)",
            "Full name",
            "E-mail",
            "Phone",
            "Phone (international)",
            "Position",
            "Status",
            "Assignee",
            "Follow-up",
            "Possible duplicate of",
            "Spam reason",
        ]
    }

    fn cells(&self) -> Vec<String> {
        vec![
            self.c_id.to_string(),
            india_time(self.submitted_at),
            cell(&self.full_name),
            cell(&self.email),
            phone_cell(&self.mobile_number),
            phone_cell(&opt(&self.phone_key)),
            cell(&self.position_name),
            cell(&self.status),
            cell(&opt(&self.assignee_name)),
            opt(&self.follow_up_on),
            opt(&self.duplicate_of),
            cell(&opt(&self.spam_reason)),
        ]
    }
}

impl CsvRow for affiliate_product::Model {
    fn header() -> &'static [&'static str] {
        &[
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

/// Streams `select` as CSV: the BOM and header first, then one chunk per
/// page of `PAGE` rows. `id` names the id column, used to fix the set of
/// rows when the export starts.
pub fn stream<E>(
    db: DatabaseConnection,
    select: Select<E>,
    id: &'static str,
) -> impl Stream<Item = Result<Bytes, std::io::Error>> + Send + 'static
where
    E: EntityTrait,
    E::Model: CsvRow + Send + Sync,
{
    struct State<E: EntityTrait> {
        db: DatabaseConnection,
        select: Select<E>,
        offset: u64,
        started: bool,
        done: bool,
    }
    let state = State {
        db,
        select,
        offset: 0,
        started: false,
        done: false,
    };
    // Fused: a response layer (compression) may poll once more after the end.
    futures_util::stream::unfold(state, move |mut s| async move {
        if s.done {
            return None;
        }
        if !s.started {
            s.started = true;
            // Fix the rows to export: everything up to the newest id now.
            let max: Result<Option<Option<i32>>, _> = E::find()
                .select_only()
                .expr(Expr::col(Alias::new(id)).max())
                .into_tuple()
                .one(&s.db)
                .await;
            let max = match max {
                Ok(m) => m.flatten().unwrap_or(0),
                Err(e) => return Some((Err(std::io::Error::other(e)), s)),
            };
            s.select = s.select.clone().filter(Expr::col(Alias::new(id)).lte(max));
            let head = format!(
                "{BOM}{}",
                line(E::Model::header().iter().map(|h| cell(h)).collect())
            );
            return Some((Ok(Bytes::from(head)), s));
        }
        let rows = s
            .select
            .clone()
            .offset(s.offset)
            .limit(PAGE)
            .all(&s.db)
            .await;
        match rows {
            Err(e) => {
                tracing::error!(error = ?e, "CSV export failed part-way");
                s.done = true;
                Some((Err(std::io::Error::other(e)), s))
            }
            Ok(rows) if rows.is_empty() => None,
            Ok(rows) => {
                s.done = (rows.len() as u64) < PAGE;
                s.offset += PAGE;
                let mut chunk = String::with_capacity(rows.len() * 200);
                for r in &rows {
                    chunk.push_str(&line(r.cells()));
                }
                Some((Ok(Bytes::from(chunk)), s))
            }
        }
    })
    .fuse()
}

/// The enquiries a filtered list shows, in its order.
pub fn enquiries(
    db: DatabaseConnection,
    q: &LeadQuery,
) -> impl Stream<Item = Result<Bytes, std::io::Error>> + Send + 'static {
    let t = &LeadTable::ENQUIRIES;
    let select = t.ordered(
        business_enquiry::Entity::find().filter(t.condition(&q.filter)),
        q.sort,
    );
    stream(db, select, t.id)
}

/// The applications a filtered list shows, in its order.
pub fn applications(
    db: DatabaseConnection,
    q: &LeadQuery,
) -> impl Stream<Item = Result<Bytes, std::io::Error>> + Send + 'static {
    let t = &LeadTable::APPLICATIONS;
    let select = t.ordered(
        career_application::Entity::find().filter(t.condition(&q.filter)),
        q.sort,
    );
    stream(db, select, t.id)
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
