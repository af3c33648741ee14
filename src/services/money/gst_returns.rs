//! The period's issued documents and payments, read for the accountant's
//! files (`domain::gstr1`): every invoice, note and voucher issued in the
//! period, the earlier advances set against an invoice in it (GSTR-1's
//! `atadj`), and the money received against invoices. Drafts are never
//! read: they have no number and are not supplies yet.
use std::collections::HashMap;

use chrono::NaiveDate;
use sea_orm::{ColumnTrait, DatabaseConnection, EntityTrait, QueryFilter, QueryOrder};

use crate::services::{csv, money::invoices::lines_of};
use crate::{
    domain::{
        gst::{self, Tax},
        gstr1::{self, Against, Cell, Document, Kind, Line, Payment, Table},
        invoice::{DocumentKind, InvoiceStatus},
        lead::Spelled,
        DomainResult,
    },
    entities::{invoice as doc, invoice_payment as payment},
};

fn stored(day: NaiveDate) -> String {
    day.format("%Y-%m-%d").to_string()
}

fn day_of(stored: Option<&str>) -> Option<NaiveDate> {
    stored.and_then(|d| NaiveDate::parse_from_str(d, "%Y-%m-%d").ok())
}

fn kind_of(k: DocumentKind) -> Kind {
    match k {
        DocumentKind::Invoice => Kind::Invoice,
        DocumentKind::CreditNote => Kind::CreditNote,
        DocumentKind::DebitNote => Kind::DebitNote,
        DocumentKind::Receipt => Kind::ReceiptVoucher,
        DocumentKind::Refund => Kind::RefundVoucher,
    }
}

/// A state's GST code by its name; 0 for none (a document is issued only
/// with its place of supply, so this is never met on one).
fn code(state: &str) -> u8 {
    gst::state_code(state).unwrap_or(0)
}

/// The documents and payments a file for `from..=to` needs.
pub async fn period(
    db: &DatabaseConnection,
    from: NaiveDate,
    to: NaiveDate,
) -> DomainResult<(Vec<Document>, Vec<Payment>)> {
    let (from_s, to_s) = (stored(from), stored(to));
    let in_period = doc::Entity::find()
        .filter(doc::Column::Number.is_not_null())
        .filter(doc::Column::IssuedOn.between(from_s.clone(), to_s.clone()))
        .order_by_asc(doc::Column::IssuedOn)
        .order_by_asc(doc::Column::Id)
        .all(db)
        .await?;
    // Advances received before the period and set against an invoice since.
    let earlier_advances = doc::Entity::find()
        .filter(doc::Column::Kind.eq(DocumentKind::Receipt))
        .filter(doc::Column::Number.is_not_null())
        .filter(doc::Column::IssuedOn.lt(from_s.clone()))
        .filter(doc::Column::InvoiceId.is_not_null())
        .all(db)
        .await?;
    let wanted: Vec<i32> = in_period
        .iter()
        .chain(&earlier_advances)
        .filter_map(|d| d.invoice_id)
        .collect();
    let named: HashMap<i32, doc::Model> = if wanted.is_empty() {
        HashMap::new()
    } else {
        doc::Entity::find()
            .filter(doc::Column::Id.is_in(wanted))
            .all(db)
            .await?
            .into_iter()
            .map(|d| (d.id, d))
            .collect()
    };
    let mut documents = Vec::with_capacity(in_period.len());
    for d in in_period.iter().chain(&earlier_advances) {
        let invoice = d.invoice_id.and_then(|id| named.get(&id));
        let against = match d.kind {
            DocumentKind::CreditNote | DocumentKind::DebitNote => invoice.map(|i| Against {
                number: i.number.clone().unwrap_or_default(),
                on: day_of(i.issued_on.as_deref()).unwrap_or(from),
                total: i.total,
                registered: i.client_gstin.is_some(),
                place_of_supply: code(&i.client_state),
            }),
            _ => None,
        };
        // An advance is settled on the day its invoice was issued.
        let settled_on = match d.kind {
            DocumentKind::Receipt => invoice.and_then(|i| day_of(i.issued_on.as_deref())),
            _ => None,
        };
        let Some(on) = day_of(d.issued_on.as_deref()) else {
            continue;
        };
        documents.push(Document {
            kind: kind_of(d.kind),
            number: d.number.clone().unwrap_or_default(),
            on,
            client_name: d.client_name.clone(),
            client_gstin: d.client_gstin.clone(),
            place_of_supply: code(&d.client_state),
            reverse_charge: d.reverse_charge,
            lines: lines_of(d)
                .into_iter()
                .map(|l| Line {
                    sac: l.sac,
                    description: l.description,
                    quantity_milli: l.quantity_milli,
                    rate_bp: l.rate_bp,
                    taxable: l.taxable,
                    tax: Tax {
                        cgst: l.cgst,
                        sgst: l.sgst,
                        igst: l.igst,
                    },
                })
                .collect(),
            cancelled: d.status == InvoiceStatus::Cancelled,
            against,
            settled_on,
        });
    }
    Ok((documents, payments(db, &from_s, &to_s).await?))
}

/// Money received against invoices in the period: not an advance's own
/// receipt (its voucher is the record) nor an advance set against an
/// invoice (received before, as the voucher).
async fn payments(db: &DatabaseConnection, from: &str, to: &str) -> DomainResult<Vec<Payment>> {
    let rows = payment::Entity::find()
        .filter(crate::services::money::receivables::money_received())
        .filter(payment::Column::ReceivedOn.between(from.to_owned(), to.to_owned()))
        .order_by_asc(payment::Column::ReceivedOn)
        .order_by_asc(payment::Column::Id)
        .all(db)
        .await?;
    let ids: Vec<i32> = rows.iter().map(|p| p.invoice_id).collect();
    let invoices: HashMap<i32, doc::Model> = if ids.is_empty() {
        HashMap::new()
    } else {
        doc::Entity::find()
            .filter(doc::Column::Id.is_in(ids))
            .filter(doc::Column::Kind.eq(DocumentKind::Invoice))
            .all(db)
            .await?
            .into_iter()
            .map(|d| (d.id, d))
            .collect()
    };
    Ok(rows
        .into_iter()
        .filter_map(|p| {
            let d = invoices.get(&p.invoice_id)?;
            Some(Payment {
                on: day_of(Some(&p.received_on))?,
                invoice: d.number.clone().unwrap_or_default(),
                client_name: d.client_name.clone(),
                amount: p.amount,
                tds: p.tds,
                tds_section: p.tds_section.unwrap_or_default(),
                method: p.method.as_str().to_owned(),
                reference: p.reference,
            })
        })
        .collect())
}

/// A file of `domain::gstr1` as CSV: text guarded as every export's is,
/// money as rupees with two decimals. With `bom` a spreadsheet reads ₹ and
/// Hindi names; the GST offline tool's import wants the headers bare.
pub fn csv(table: &Table, bom: bool) -> String {
    let mut out = String::from(if bom { "\u{feff}" } else { "" });
    let header: Vec<String> = table.header.iter().map(|h| csv::cell(h)).collect();
    out.push_str(&csv::line(header));
    for row in &table.rows {
        let cells = row
            .iter()
            .map(|c| match c {
                Cell::Text(s) => csv::cell(s),
                Cell::Amount(p) => gstr1::rupees(*p),
            })
            .collect();
        out.push_str(&csv::line(cells));
    }
    out
}
