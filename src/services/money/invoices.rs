//! GST tax invoices (CGST Rule 46) and the documents around them: credit
//! and debit notes naming an invoice (Rule 53), receipt vouchers for
//! advances (Rule 50), and the payments that settle an invoice.
//!
//! - An invoice is made from an accepted quotation (its lines and client as
//!   accepted) or from lines typed for an enquiry. It is a draft until it
//!   is issued, and a draft may be deleted; a draft takes no number.
//! - Issuing checks every field Rule 46 asks for (every missing one named
//!   at once), prices the lines again against the place of supply (CGST
//!   and SGST inside the agency's state, IGST outside, `domain::gst`),
//!   keeps the agency's details as they are then, and gives the next
//!   number of its series in the current Indian financial year, all in one
//!   transaction: numbers run without a gap and restart on 1 April. An
//!   issued invoice never changes again.
//! - Payments (with the TDS the client held back, which counts towards
//!   settling it), credit notes and debit notes move what is due; the
//!   invoice's status (issued, partly paid, paid, cancelled) is worked out
//!   again in the same transaction (`settle`). A credit note for all of it
//!   cancels it; none is issued after 30 November following the end of the
//!   invoice's financial year (CGST Act, Section 34).
//! - A receipt voucher records money received before the invoice; the
//!   lead's next invoice is settled by it when it is issued.
use chrono::{DateTime, Duration, NaiveDate, Utc};
use sea_orm::{
    sea_query::{Expr, OnConflict},
    ActiveModelTrait, ColumnTrait, Condition, ConnectionTrait, DatabaseConnection, EntityTrait,
    Order, QueryFilter, QueryOrder, Set,
};

use crate::services::{
    begin_write,
    money::quotes::{self, Agency, Line, NewLine, Totals},
    next_sequence, one_or,
    operations::audit::Actor,
    operations::outbox::{self, InvoiceLetter, LeadMail},
};
use crate::{
    domain::{
        gst, india_today,
        invoice::{self, DocumentKind, InvoiceStatus, PaymentMethod, ReminderKind},
        quote::QuoteStatus,
        DomainError, DomainResult, FieldErrors, PageRequest,
    },
    entities::{invoice as doc, invoice_payment as payment, invoice_reminder as reminder, quote},
};

/// An invoice typed for an enquiry; the client's details may be left
/// for later, but issuing asks for them.
#[derive(Clone, Debug)]
pub struct NewInvoice {
    pub lead_id: i32,
    pub lines: Vec<NewLine>,
    pub client_name: Option<String>,
    pub client_address: Option<String>,
    pub client_state: Option<&'static str>,
    pub client_gstin: Option<String>,
}

/// What an invoice is made from.
#[derive(Clone, Debug)]
pub enum Source {
    /// An accepted quotation, by id.
    Quote(i32),
    Typed(NewInvoice),
}

/// How invoices are numbered and when they fall due.
#[derive(Clone, Debug)]
pub struct Terms {
    /// `INVOICE_SERIES`.
    pub series: String,
    /// `INVOICE_DUE_DAYS`.
    pub due_days: u32,
}

/// A payment as typed, checked.
#[derive(Clone, Debug)]
pub struct NewPayment {
    pub amount: i64,
    pub tds: i64,
    pub tds_section: Option<String>,
    pub on: NaiveDate,
    pub method: PaymentMethod,
    pub reference: String,
}

/// An advance as typed, checked (a receipt voucher's).
#[derive(Clone, Debug)]
pub struct NewReceipt {
    pub lead_id: i32,
    pub amount: i64,
    pub on: NaiveDate,
    pub method: PaymentMethod,
    pub reference: String,
    pub description: String,
    pub sac: String,
    pub rate_bp: i64,
    pub client_state: &'static str,
}

/// An invoice with what was paid and noted against it.
#[derive(Clone, Debug)]
pub struct Invoice {
    pub doc: doc::Model,
    pub payments: Vec<payment::Model>,
    /// Its credit and debit notes, oldest first.
    pub notes: Vec<doc::Model>,
}

impl Invoice {
    /// What is still to be paid: the total with its debit notes, less its
    /// credit notes, payments and TDS; never below nothing.
    pub fn balance(&self) -> i64 {
        balance(&self.doc)
    }
}

/// What is still to be paid on `d`.
pub fn balance(d: &doc::Model) -> i64 {
    owed(d.total, d.debited, d.credited, d.received)
}

/// What is still to be paid on a total with its debit notes, less its
/// credit notes and what was received; never below nothing.
pub fn owed(total: i64, debited: i64, credited: i64, received: i64) -> i64 {
    (total + debited - credited - received).max(0)
}

/// Whether an invoice is past its due day and not settled.
pub fn overdue(d: &doc::Model, today: NaiveDate) -> bool {
    late(d.status, &d.due_on, today)
}

/// Whether an invoice in `status` due on `due_on` is overdue on `today`.
pub fn late(status: InvoiceStatus, due_on: &Option<String>, today: NaiveDate) -> bool {
    matches!(status, InvoiceStatus::Issued | InvoiceStatus::PartlyPaid)
        && day(due_on).is_some_and(|due| due < today)
}

/// A stored day (YYYY-MM-DD).
pub fn day(stored: &Option<String>) -> Option<NaiveDate> {
    stored
        .as_deref()
        .and_then(|d| NaiveDate::parse_from_str(d, "%Y-%m-%d").ok())
}

fn stored_day(d: NaiveDate) -> String {
    d.format("%Y-%m-%d").to_string()
}

fn to_json<T: serde::Serialize>(value: &T) -> DomainResult<String> {
    serde_json::to_string(value).map_err(|e| DomainError::Internal(e.into()))
}

/// The UPI link an invoice offers for what is still due: none without
/// the agency's UPI ID, once nothing is due or it is cancelled, and above
/// `UPI_LIMIT` (the bank transfer instead).
pub fn upi_of(d: &doc::Model, agency: &Agency) -> Option<String> {
    let due = balance(d);
    let number = d.number.as_deref()?;
    (!agency.upi_id.is_empty()
        && d.status != InvoiceStatus::Cancelled
        && due > 0
        && due <= invoice::UPI_LIMIT)
        .then(|| {
            invoice::upi_link(
                &agency.upi_id,
                &agency.upi_payee_name,
                &agency.upi_merchant_code,
                due,
                number,
            )
        })
}

/// A document's tax rows: CGST and SGST, or IGST, each with its rate
/// (`quotes::split_rows`).
pub fn tax_rows(d: &doc::Model, lines: &[Line]) -> Vec<(String, i64)> {
    quotes::split_rows(
        &d.agency_state,
        &d.client_state,
        gst::Tax {
            cgst: d.cgst,
            sgst: d.sgst,
            igst: d.igst,
        },
        lines,
    )
}

/// A document's lines, as stored.
pub fn lines_of(d: &doc::Model) -> Vec<Line> {
    serde_json::from_str(&d.lines).unwrap_or_default()
}

/// The agency as the document keeps it (`fallback` for a draft's, which
/// is taken again at issue).
pub fn agency_of(d: &doc::Model) -> Option<Agency> {
    serde_json::from_str(&d.agency).ok()
}

/// Whether `client_state` is the agency's (CGST and SGST) or not (IGST).
/// A draft without a state yet is priced inside it.
fn same_state(agency_state: &str, client_state: &str) -> bool {
    client_state.trim().is_empty() || gst::state_code(agency_state) == gst::state_code(client_state)
}

fn actor_name(actor: &Actor) -> String {
    actor.name.chars().take(100).collect()
}

/// The number the next document of `series` issued on `today` gets, with
/// its financial year and sequence.
async fn numbered(
    txn: &impl ConnectionTrait,
    series: &str,
    today: NaiveDate,
) -> DomainResult<(String, String, i32)> {
    let fy = gst::financial_year(today);
    let sequence = next_sequence(txn, series, &fy).await?;
    let number = invoice::number(series, &fy, sequence).ok_or_else(|| {
        DomainError::Conflict(format!(
            "The {series} series has given its last number of {fy}: set a shorter INVOICE_SERIES."
        ))
    })?;
    Ok((number, fy, sequence))
}

/// A document by id, read through `conn`.
async fn fetch(conn: &impl ConnectionTrait, id: i32) -> DomainResult<doc::Model> {
    one_or(doc::Entity::find_by_id(id), conn, "Invoice").await
}

/// An invoice (not a note or voucher) by id.
async fn fetch_invoice(conn: &impl ConnectionTrait, id: i32) -> DomainResult<doc::Model> {
    one_or(
        doc::Entity::find_by_id(id).filter(doc::Column::Kind.eq(DocumentKind::Invoice)),
        conn,
        "Invoice",
    )
    .await
}

/// The enquiry's name and address, as a voucher bills them.
async fn lead_client(db: &impl ConnectionTrait, lead_id: i32) -> DomainResult<(String, String)> {
    match crate::services::leads::enquiry(db, lead_id).await {
        Ok(e) => Ok((e.lead.name, e.own.address)),
        Err(DomainError::NotFound(_)) => Err(DomainError::invalid(
            "leadId",
            "There is no enquiry with this id.",
        )),
        Err(e) => Err(e),
    }
}

/// Makes a draft invoice from an accepted quotation or typed lines.
#[tracing::instrument(skip_all)]
pub async fn create(
    db: &DatabaseConnection,
    agency: &Agency,
    actor: &Actor,
    source: Source,
    now: DateTime<Utc>,
) -> DomainResult<doc::Model> {
    let txn = begin_write(db).await?;
    let draft = match source {
        Source::Quote(id) => from_quote(&txn, id).await?,
        Source::Typed(new) => {
            lead_client(&txn, new.lead_id).await?;
            let client_state = new.client_state.unwrap_or_default();
            let (lines, totals) =
                quotes::price(&new.lines, same_state(&agency.state, client_state));
            Draft {
                lead_id: Some(new.lead_id),
                quote_id: None,
                client_name: new.client_name.unwrap_or_default(),
                client_address: new.client_address.unwrap_or_default(),
                client_state: client_state.to_owned(),
                client_gstin: new.client_gstin,
                lines,
                totals,
            }
        }
    };
    let stored = draft
        .stored_as(
            DocumentKind::Invoice,
            (&agency.state, to_json(agency)?),
            actor,
            now,
        )?
        .insert(&txn)
        .await?;
    txn.commit().await?;
    Ok(stored)
}

/// A draft's contents before it is stored.
struct Draft {
    lead_id: Option<i32>,
    quote_id: Option<i32>,
    client_name: String,
    client_address: String,
    client_state: String,
    client_gstin: Option<String>,
    lines: Vec<Line>,
    totals: Totals,
}

impl Draft {
    /// A document of `kind` with these contents, as `actor` makes it `now`
    /// from `agency` (its state, and its details as stored): a draft with
    /// nothing received, credited or debited, for the caller to number.
    fn stored_as(
        self,
        kind: DocumentKind,
        (agency_state, agency): (&str, String),
        actor: &Actor,
        now: DateTime<Utc>,
    ) -> DomainResult<doc::ActiveModel> {
        Ok(doc::ActiveModel {
            kind: Set(kind),
            lead_id: Set(self.lead_id),
            quote_id: Set(self.quote_id),
            status: Set(InvoiceStatus::Draft),
            client_name: Set(self.client_name),
            client_address: Set(self.client_address),
            client_state: Set(self.client_state),
            client_gstin: Set(self.client_gstin),
            agency_state: Set(agency_state.to_owned()),
            agency: Set(agency),
            lines: Set(to_json(&self.lines)?),
            taxable: Set(self.totals.taxable),
            cgst: Set(self.totals.tax.cgst),
            sgst: Set(self.totals.tax.sgst),
            igst: Set(self.totals.tax.igst),
            total: Set(self.totals.total),
            received: Set(0),
            credited: Set(0),
            debited: Set(0),
            reverse_charge: Set(false),
            created_at: Set(now),
            created_by: Set(actor_name(actor)),
            ..Default::default()
        })
    }
}

/// Stores `doc` issued `now`: numbered in its kind's series for the
/// financial year of India's day.
async fn store_issued(
    txn: &impl ConnectionTrait,
    kind: DocumentKind,
    doc: doc::ActiveModel,
    now: DateTime<Utc>,
) -> DomainResult<doc::Model> {
    let today = india_today(now);
    let (number, fy, sequence) = numbered(txn, kind.series(), today).await?;
    Ok(doc::ActiveModel {
        number: Set(Some(number)),
        financial_year: Set(Some(fy)),
        sequence: Set(Some(sequence)),
        status: Set(InvoiceStatus::Issued),
        issued_on: Set(Some(stored_day(today))),
        issued_at: Set(Some(now)),
        ..doc
    }
    .insert(txn)
    .await?)
}

/// The invoice of quotation `quote_id` that stands (a cancelled one aside).
async fn invoice_of_quote(
    db: &impl ConnectionTrait,
    quote_id: i32,
) -> DomainResult<Option<doc::Model>> {
    Ok(doc::Entity::find()
        .filter(doc::Column::Kind.eq(DocumentKind::Invoice))
        .filter(doc::Column::QuoteId.eq(quote_id))
        .filter(doc::Column::Status.ne(InvoiceStatus::Cancelled))
        .one(db)
        .await?)
}

/// The id of the invoice made from quotation `quote_id`, if one stands.
pub async fn of_quote(db: &impl ConnectionTrait, quote_id: i32) -> DomainResult<Option<i32>> {
    Ok(invoice_of_quote(db, quote_id).await?.map(|d| d.id))
}

/// A draft of an accepted quotation: its lines and client as accepted.
/// One invoice per quotation (a cancelled one aside).
async fn from_quote(txn: &impl ConnectionTrait, id: i32) -> DomainResult<Draft> {
    let Some(q) = quote::Entity::find_by_id(id).one(txn).await? else {
        return Err(DomainError::invalid(
            "quoteId",
            "There is no quotation with this id.",
        ));
    };
    if q.status != QuoteStatus::Accepted {
        return Err(DomainError::Conflict(format!(
            "Quotation {} has not been accepted: invoice an accepted quotation, or type the lines.",
            q.number
        )));
    }
    if let Some(earlier) = invoice_of_quote(txn, id).await? {
        return Err(DomainError::Conflict(format!(
            "Quotation {} is invoiced already ({}).",
            q.number,
            earlier
                .number
                .unwrap_or_else(|| format!("draft {}", earlier.id))
        )));
    }
    let lines: Vec<Line> = serde_json::from_str(&q.lines).unwrap_or_default();
    Ok(Draft {
        lead_id: q.lead_id,
        quote_id: Some(q.id),
        client_name: q.client_name,
        client_address: q.client_address,
        client_state: q.client_state,
        client_gstin: q.client_gstin,
        lines,
        totals: Totals {
            taxable: q.taxable,
            tax: gst::Tax {
                cgst: q.cgst,
                sgst: q.sgst,
                igst: q.igst,
            },
            total: q.total,
        },
    })
}

/// Every field Rule 46 asks for that `d` (or the agency) lacks, each named.
fn missing(d: &doc::Model, agency: &Agency) -> FieldErrors {
    let mut e = FieldErrors::default();
    let agency_fields = [
        (
            "agency.legalName",
            &agency.legal_name,
            "The business's registered name",
        ),
        ("agency.address", &agency.address, "The business's address"),
        ("agency.gstin", &agency.gstin, "The business's GSTIN"),
        ("agency.state", &agency.state, "The business's state"),
    ];
    for (field, value, what) in agency_fields {
        if value.trim().is_empty() {
            e.add(
                field,
                format!(
                    "{what} is missing: a tax invoice prints it. Add it to the business details."
                ),
            );
        }
    }
    if !agency.gstin.trim().is_empty() && gst::parse_gstin(&agency.gstin).is_err() {
        e.add(
            "agency.gstin",
            "The business's GSTIN is not a valid GSTIN: correct it in the business details.",
        );
    }
    if d.client_name.trim().is_empty() {
        e.add("clientName", "The client's name is missing.");
    }
    if d.client_address.trim().is_empty() {
        e.add("clientAddress", "The client's address is missing.");
    }
    match gst::state_code(&d.client_state) {
        None => e.add(
            "clientState",
            "The client's state (the place of supply) is missing.",
        ),
        Some(state) => {
            if let Some(gstin) = &d.client_gstin {
                match gst::parse_gstin(gstin) {
                    Err(r) => e.add("clientGstin", r.0),
                    Ok((_, code)) if code != state => e.add(
                        "clientGstin",
                        format!(
                            "This GSTIN belongs to state code {code:02}, not to {} ({state:02}).",
                            d.client_state
                        ),
                    ),
                    Ok(_) => {}
                }
            }
        }
    }
    if lines_of(d).is_empty() {
        e.add("lines", "An invoice has at least one line.");
    }
    e
}

/// Issues a draft invoice: checks Rule 46's fields, prices it against the
/// place of supply, keeps the agency's details, numbers it and gives it
/// its due day and the client's link; then sets the lead's advances
/// against it.
#[tracing::instrument(skip_all, fields(id = id))]
pub async fn issue(
    db: &DatabaseConnection,
    id: i32,
    agency: &Agency,
    terms: &Terms,
    actor: &Actor,
    now: DateTime<Utc>,
) -> DomainResult<doc::Model> {
    let txn = begin_write(db).await?;
    let d = fetch_invoice(&txn, id).await?;
    if d.status != InvoiceStatus::Draft {
        return Err(DomainError::Conflict(format!(
            "Invoice {} is issued already: an issued invoice never changes.",
            d.number.as_deref().unwrap_or_default()
        )));
    }
    let refused = missing(&d, agency);
    if !refused.is_empty() {
        return Err(DomainError::Invalid(refused));
    }
    let today = india_today(now);
    let typed: Vec<NewLine> = lines_of(&d).iter().map(NewLine::from).collect();
    let (lines, totals) = quotes::price(&typed, same_state(&agency.state, &d.client_state));
    let (number, fy, sequence) = numbered(&txn, &terms.series, today).await?;
    let issued = doc::Entity::update_many()
        .col_expr(doc::Column::Number, Expr::value(Some(number)))
        .col_expr(doc::Column::FinancialYear, Expr::value(Some(fy)))
        .col_expr(doc::Column::Sequence, Expr::value(Some(sequence)))
        .col_expr(doc::Column::Status, Expr::value(InvoiceStatus::Issued))
        .col_expr(doc::Column::Token, Expr::value(Some(quotes::token())))
        .col_expr(doc::Column::AgencyState, Expr::value(agency.state.clone()))
        .col_expr(doc::Column::Agency, Expr::value(to_json(agency)?))
        .col_expr(doc::Column::Lines, Expr::value(to_json(&lines)?))
        .col_expr(doc::Column::Taxable, Expr::value(totals.taxable))
        .col_expr(doc::Column::Cgst, Expr::value(totals.tax.cgst))
        .col_expr(doc::Column::Sgst, Expr::value(totals.tax.sgst))
        .col_expr(doc::Column::Igst, Expr::value(totals.tax.igst))
        .col_expr(doc::Column::Total, Expr::value(totals.total))
        .col_expr(doc::Column::IssuedOn, Expr::value(Some(stored_day(today))))
        .col_expr(
            doc::Column::DueOn,
            Expr::value(Some(stored_day(
                today + Duration::days(i64::from(terms.due_days)),
            ))),
        )
        .col_expr(doc::Column::IssuedAt, Expr::value(Some(now)))
        .filter(doc::Column::Id.eq(id))
        .filter(doc::Column::Status.eq(InvoiceStatus::Draft))
        .exec(&txn)
        .await?;
    if issued.rows_affected != 1 {
        return Err(DomainError::Conflict(
            "The invoice was issued at the same moment; open it again.".into(),
        ));
    }
    if let Some(lead) = d.lead_id {
        set_advances_against(&txn, lead, id, actor, now).await?;
    }
    let issued = settle(&txn, id).await?;
    txn.commit().await?;
    Ok(issued)
}

/// Sets the lead's advances (receipt vouchers not yet set against an
/// invoice) against invoice `id`, each as a payment of what it can settle
/// from what is left of it (not paid back).
async fn set_advances_against(
    txn: &impl ConnectionTrait,
    lead: i32,
    id: i32,
    actor: &Actor,
    now: DateTime<Utc>,
) -> DomainResult<()> {
    let receipts = doc::Entity::find()
        .filter(doc::Column::Kind.eq(DocumentKind::Receipt))
        .filter(doc::Column::LeadId.eq(lead))
        .filter(doc::Column::InvoiceId.is_null())
        .order_by_asc(doc::Column::Id)
        .all(txn)
        .await?;
    let mut left = fetch(txn, id).await?.total;
    for receipt in receipts {
        if left <= 0 {
            break;
        }
        let Some(received) = payment::Entity::find()
            .filter(payment::Column::InvoiceId.eq(receipt.id))
            .one(txn)
            .await?
        else {
            continue;
        };
        let amount = advance_left(txn, &receipt).await?.min(left);
        if amount <= 0 {
            continue;
        }
        left -= amount;
        let new = NewPayment {
            amount,
            tds: 0,
            tds_section: None,
            on: day(&Some(received.received_on)).unwrap_or_else(|| india_today(now)),
            method: received.method,
            reference: format!(
                "Advance, receipt voucher {}",
                receipt.number.as_deref().unwrap_or_default()
            ),
        };
        record_payment(txn, id, Some(receipt.id), new, actor, now).await?;
        doc::Entity::update_many()
            .col_expr(doc::Column::InvoiceId, Expr::value(Some(id)))
            .filter(doc::Column::Id.eq(receipt.id))
            .exec(txn)
            .await?;
    }
    Ok(())
}

/// Records `new` against document `id` (an invoice, or the receipt
/// voucher of an advance), from the advance `receipt` when it is one.
async fn record_payment(
    txn: &impl ConnectionTrait,
    id: i32,
    receipt: Option<i32>,
    new: NewPayment,
    actor: &Actor,
    now: DateTime<Utc>,
) -> DomainResult<()> {
    record_from(txn, id, receipt, new, actor_name(actor), None, now).await
}

/// `record_payment` by `by`, with Razorpay's payment id when it came
/// through a payment link.
async fn record_from(
    txn: &impl ConnectionTrait,
    id: i32,
    receipt: Option<i32>,
    new: NewPayment,
    by: String,
    razorpay: Option<String>,
    now: DateTime<Utc>,
) -> DomainResult<()> {
    payment::ActiveModel {
        invoice_id: Set(id),
        receipt_id: Set(receipt),
        amount: Set(new.amount),
        tds: Set(new.tds),
        tds_section: Set(new.tds_section),
        received_on: Set(stored_day(new.on)),
        method: Set(new.method),
        reference: Set(new.reference),
        created_at: Set(now),
        created_by: Set(by),
        razorpay_payment_id: Set(razorpay),
        ..Default::default()
    }
    .insert(txn)
    .await?;
    Ok(())
}

/// Records a payment Razorpay's webhook told of against invoice `id` and
/// settles it (see `services::money::razorpay::record`).
pub(crate) async fn record_razorpay(
    txn: &impl ConnectionTrait,
    id: i32,
    new: NewPayment,
    payment_id: String,
    now: DateTime<Utc>,
) -> DomainResult<doc::Model> {
    record_from(txn, id, None, new, "Razorpay".into(), Some(payment_id), now).await?;
    settle(txn, id).await
}

/// Works out again what invoice `id` has received and been credited and
/// debited, and where it stands: cancelled once credit notes cover all of
/// it, paid once payments and TDS cover what is due, partly paid once
/// anything is received.
async fn settle(txn: &impl ConnectionTrait, id: i32) -> DomainResult<doc::Model> {
    let d = fetch(txn, id).await?;
    let received: i64 = payment::Entity::find()
        .filter(payment::Column::InvoiceId.eq(id))
        .all(txn)
        .await?
        .iter()
        .map(|p| p.amount + p.tds)
        .sum();
    let notes = notes_of(txn, id).await?;
    let sum = |kind| -> i64 {
        notes
            .iter()
            .filter(|n| n.kind == kind)
            .map(|n| n.total)
            .sum()
    };
    let (credited, debited) = (sum(DocumentKind::CreditNote), sum(DocumentKind::DebitNote));
    let due = d.total + debited - credited;
    let status = if d.status == InvoiceStatus::Draft {
        InvoiceStatus::Draft
    } else if credited > 0 && due <= 0 {
        InvoiceStatus::Cancelled
    } else if received >= due {
        InvoiceStatus::Paid
    } else if received > 0 {
        InvoiceStatus::PartlyPaid
    } else {
        InvoiceStatus::Issued
    };
    doc::Entity::update_many()
        .col_expr(doc::Column::Received, Expr::value(received))
        .col_expr(doc::Column::Credited, Expr::value(credited))
        .col_expr(doc::Column::Debited, Expr::value(debited))
        .col_expr(doc::Column::Status, Expr::value(status))
        .filter(doc::Column::Id.eq(id))
        .exec(txn)
        .await?;
    fetch(txn, id).await
}

/// The credit and debit notes naming invoice `id`, oldest first.
async fn notes_of(conn: &impl ConnectionTrait, id: i32) -> DomainResult<Vec<doc::Model>> {
    Ok(doc::Entity::find()
        .filter(doc::Column::InvoiceId.eq(id))
        .filter(doc::Column::Kind.is_in([DocumentKind::CreditNote, DocumentKind::DebitNote]))
        .order_by_asc(doc::Column::Id)
        .all(conn)
        .await?)
}

/// An invoice, a note or a voucher, by id.
pub async fn document(db: &DatabaseConnection, id: i32) -> DomainResult<doc::Model> {
    fetch(db, id).await
}

/// An invoice with its payments and notes.
#[tracing::instrument(skip_all, fields(id = id))]
pub async fn get(db: &DatabaseConnection, id: i32) -> DomainResult<Invoice> {
    let d = fetch_invoice(db, id).await?;
    with_payments(db, d).await
}

async fn with_payments(db: &impl ConnectionTrait, d: doc::Model) -> DomainResult<Invoice> {
    let payments = payment::Entity::find()
        .filter(payment::Column::InvoiceId.eq(d.id))
        .order_by_asc(payment::Column::Id)
        .all(db)
        .await?;
    let notes = notes_of(db, d.id).await?;
    Ok(Invoice {
        doc: d,
        payments,
        notes,
    })
}

/// The issued invoice behind a client's link; a token of the wrong shape
/// is not looked up.
pub async fn by_token(db: &DatabaseConnection, token: &str) -> DomainResult<Invoice> {
    if token.len() != 64 || !token.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Err(DomainError::NotFound("Invoice"));
    }
    let d = one_or(
        doc::Entity::find()
            .filter(doc::Column::Token.eq(token))
            .filter(doc::Column::Kind.eq(DocumentKind::Invoice)),
        db,
        "Invoice",
    )
    .await?;
    tracing::Span::current().record("id", d.id);
    with_payments(db, d).await
}

/// Deletes a draft; an issued invoice is kept for good (409).
#[tracing::instrument(skip_all, fields(id = id))]
pub async fn delete(db: &DatabaseConnection, id: i32) -> DomainResult<()> {
    let txn = begin_write(db).await?;
    let d = fetch_invoice(&txn, id).await?;
    if d.status != InvoiceStatus::Draft {
        return Err(DomainError::Conflict(format!(
            "Invoice {} is issued: an issued invoice is never deleted. Cancel it with a credit note.",
            d.number.as_deref().unwrap_or_default()
        )));
    }
    let gone = doc::Entity::delete_many()
        .filter(doc::Column::Id.eq(id))
        .filter(doc::Column::Status.eq(InvoiceStatus::Draft))
        .exec(&txn)
        .await?;
    crate::services::deleted(gone.rows_affected, "Invoice")?;
    txn.commit().await?;
    Ok(())
}

/// Which invoices a list shows.
#[derive(Clone, Debug, Default)]
pub struct InvoiceFilter {
    pub status: Option<InvoiceStatus>,
    /// Issued on these India days (both ends included); a range leaves
    /// drafts out.
    pub from: Option<NaiveDate>,
    pub to: Option<NaiveDate>,
}

/// One page of invoices and how many match.
pub struct InvoicePage {
    pub invoices: Vec<doc::Model>,
    pub total: u64,
}

/// Invoices newest first, one page, with how many match `filter`.
#[tracing::instrument(skip_all)]
pub async fn list(
    db: &DatabaseConnection,
    filter: &InvoiceFilter,
    page: PageRequest,
) -> DomainResult<InvoicePage> {
    let mut cond = Condition::all().add(doc::Column::Kind.eq(DocumentKind::Invoice));
    if let Some(status) = filter.status {
        cond = cond.add(doc::Column::Status.eq(status));
    }
    if let Some(from) = filter.from {
        cond = cond.add(doc::Column::IssuedOn.gte(stored_day(from)));
    }
    if let Some(to) = filter.to {
        cond = cond.add(doc::Column::IssuedOn.lte(stored_day(to)));
    }
    let newest = (doc::Column::Id, Order::Desc);
    let (invoices, total) =
        crate::services::one_page(db, doc::Entity::find().filter(cond), newest, page).await?;
    Ok(InvoicePage { invoices, total })
}

/// An issued invoice that can still take money or notes, read in `txn`.
async fn open_invoice(txn: &impl ConnectionTrait, id: i32) -> DomainResult<doc::Model> {
    let d = fetch_invoice(txn, id).await?;
    let number = d.number.clone().unwrap_or_default();
    match d.status {
        InvoiceStatus::Draft => Err(DomainError::Conflict(
            "This invoice is a draft: issue it first.".into(),
        )),
        InvoiceStatus::Cancelled => Err(DomainError::Conflict(format!(
            "Invoice {number} is cancelled."
        ))),
        _ => Ok(d),
    }
}

/// Records a payment (and the TDS held back beside it) against an issued
/// invoice; together they may not come to more than is due.
#[tracing::instrument(skip_all, fields(id = id))]
pub async fn pay(
    db: &DatabaseConnection,
    id: i32,
    new: NewPayment,
    actor: &Actor,
    now: DateTime<Utc>,
) -> DomainResult<Invoice> {
    let txn = begin_write(db).await?;
    let d = open_invoice(&txn, id).await?;
    let due = balance(&d);
    if due == 0 {
        return Err(DomainError::Conflict(format!(
            "Invoice {} is paid already.",
            d.number.as_deref().unwrap_or_default()
        )));
    }
    if new.amount + new.tds > due {
        return Err(DomainError::invalid(
            "amount",
            format!(
                "The amount and TDS come to more than the {} still due.",
                crate::domain::Money::from_paise(due).format_inr_exact()
            ),
        ));
    }
    if new.on > india_today(now) {
        return Err(DomainError::invalid(
            "on",
            "A payment cannot be dated in the future.",
        ));
    }
    record_payment(&txn, id, None, new, actor, now).await?;
    let settled = settle(&txn, id).await?;
    let invoice = with_payments(&txn, settled).await?;
    txn.commit().await?;
    Ok(invoice)
}

/// A credit or debit note as typed: its reason and lines (no lines: all
/// of the invoice, for a credit note).
#[derive(Clone, Debug)]
pub struct NewNote {
    pub kind: DocumentKind,
    pub reason: String,
    pub lines: Option<Vec<NewLine>>,
}

/// Issues a credit or debit note naming invoice `id` (Rule 53), numbered
/// in its own series. A credit note for all of it (no lines) cancels the
/// invoice; a credit note may not take off more than the invoice still
/// holds, nor be issued after Section 34's last day.
#[tracing::instrument(skip_all, fields(id = id))]
pub async fn note(
    db: &DatabaseConnection,
    id: i32,
    new: NewNote,
    actor: &Actor,
    now: DateTime<Utc>,
) -> DomainResult<(doc::Model, Invoice)> {
    let txn = begin_write(db).await?;
    let d = open_invoice(&txn, id).await?;
    let number = d.number.clone().unwrap_or_default();
    let today = india_today(now);
    let same = same_state(&d.agency_state, &d.client_state);
    let (lines, totals) = match new.lines {
        Some(typed) => quotes::price(&typed, same),
        None if new.kind == DocumentKind::CreditNote => {
            if d.credited > 0 || d.debited > 0 {
                return Err(DomainError::invalid(
                    "lines",
                    format!(
                        "Invoice {number} has notes against it already: name the lines this credit note takes off."
                    ),
                ));
            }
            let typed: Vec<NewLine> = lines_of(&d).iter().map(NewLine::from).collect();
            quotes::price(&typed, same)
        }
        None => {
            return Err(DomainError::invalid(
                "lines",
                "Name the lines the debit note adds.",
            ))
        }
    };
    if new.kind == DocumentKind::CreditNote {
        let issued = day(&d.issued_on).unwrap_or(today);
        let last = gst::credit_note_deadline(issued);
        if today > last {
            return Err(DomainError::Conflict(format!(
                "Invoice {number} is of the financial year {}: a credit note for it could be issued \
                 until {} (CGST Act, Section 34). Correct it in the next invoice instead.",
                gst::financial_year(issued),
                quotes::long_date(last)
            )));
        }
        if totals.total > d.total + d.debited - d.credited {
            return Err(DomainError::invalid(
                "lines",
                format!(
                    "The credit note comes to more than the {} invoice {number} still holds.",
                    crate::domain::Money::from_paise(d.total + d.debited - d.credited)
                        .format_inr_exact()
                ),
            ));
        }
    }
    let contents = Draft {
        lead_id: d.lead_id,
        quote_id: None,
        client_name: d.client_name.clone(),
        client_address: d.client_address.clone(),
        client_state: d.client_state.clone(),
        client_gstin: d.client_gstin.clone(),
        lines,
        totals,
    };
    let doc = doc::ActiveModel {
        invoice_id: Set(Some(d.id)),
        reverse_charge: Set(d.reverse_charge),
        reason: Set(Some(new.reason)),
        ..contents.stored_as(new.kind, (&d.agency_state, d.agency.clone()), actor, now)?
    };
    let stored = store_issued(&txn, new.kind, doc, now).await?;
    let settled = settle(&txn, id).await?;
    let invoice = with_payments(&txn, settled).await?;
    txn.commit().await?;
    Ok((stored, invoice))
}

/// Issues a receipt voucher for an advance (Rule 50): the amount received
/// with its tax in it, split at the line's rate by the place of supply,
/// numbered in its own series, with the money recorded on it. The lead's
/// next invoice is settled by it when issued.
#[tracing::instrument(skip_all, fields(lead = new.lead_id))]
pub async fn receipt(
    db: &DatabaseConnection,
    agency: &Agency,
    new: NewReceipt,
    actor: &Actor,
    now: DateTime<Utc>,
) -> DomainResult<doc::Model> {
    let today = india_today(now);
    if new.on > today {
        return Err(DomainError::invalid(
            "on",
            "An advance cannot be dated in the future.",
        ));
    }
    let txn = begin_write(db).await?;
    let (client_name, client_address) = lead_client(&txn, new.lead_id).await?;
    let same = same_state(&agency.state, new.client_state);
    let (taxable, tax) = gst::inclusive(new.amount, new.rate_bp, same);
    let line = Line {
        description: new.description.clone(),
        sac: new.sac,
        quantity_milli: 1000,
        unit_price: taxable,
        discount: 0,
        rate_bp: new.rate_bp,
        taxable,
        cgst: tax.cgst,
        sgst: tax.sgst,
        igst: tax.igst,
    };
    let contents = Draft {
        lead_id: Some(new.lead_id),
        quote_id: None,
        client_name,
        client_address,
        client_state: new.client_state.to_owned(),
        client_gstin: None,
        lines: vec![line],
        totals: Totals {
            taxable,
            tax,
            total: new.amount,
        },
    };
    let doc = doc::ActiveModel {
        received: Set(new.amount),
        reason: Set(Some(new.description)),
        ..contents.stored_as(
            DocumentKind::Receipt,
            (&agency.state, to_json(agency)?),
            actor,
            now,
        )?
    };
    let stored = store_issued(&txn, DocumentKind::Receipt, doc, now).await?;
    let money = NewPayment {
        amount: new.amount,
        tds: 0,
        tds_section: None,
        on: new.on,
        method: new.method,
        reference: new.reference,
    };
    record_payment(&txn, stored.id, None, money, actor, now).await?;
    txn.commit().await?;
    Ok(stored)
}

/// An advance paid back, as typed, checked.
#[derive(Clone, Debug)]
pub struct NewRefund {
    /// Paise paid back, tax included.
    pub amount: i64,
    pub reason: String,
}

/// What is left of receipt voucher `receipt`'s advance: nothing once it is
/// set against an invoice, else its amount less what was paid back.
async fn advance_left(txn: &impl ConnectionTrait, receipt: &doc::Model) -> DomainResult<i64> {
    let refunds = doc::Entity::find()
        .filter(doc::Column::Kind.eq(DocumentKind::Refund))
        .filter(doc::Column::InvoiceId.eq(receipt.id))
        .all(txn)
        .await?;
    Ok(left_of(receipt, &refunds))
}

/// What is left of `receipt`'s advance after its `refunds`: nothing once
/// it is set against an invoice.
fn left_of(receipt: &doc::Model, refunds: &[doc::Model]) -> i64 {
    match receipt.invoice_id {
        Some(_) => 0,
        None => (receipt.total - refunds.iter().map(|r| r.total).sum::<i64>()).max(0),
    }
}

/// An advance a lead paid: its receipt voucher, what is left of it, and
/// the refund vouchers paying some of it back, oldest first.
#[derive(Clone, Debug)]
pub struct Advance {
    pub voucher: doc::Model,
    pub left: i64,
    pub refunds: Vec<doc::Model>,
}

/// The lead's advances, the newest first.
pub async fn advances_of(db: &DatabaseConnection, lead_id: i32) -> DomainResult<Vec<Advance>> {
    let documents = doc::Entity::find()
        .filter(doc::Column::LeadId.eq(lead_id))
        .filter(doc::Column::Kind.is_in([DocumentKind::Receipt, DocumentKind::Refund]))
        .order_by_desc(doc::Column::Id)
        .all(db)
        .await?;
    let (vouchers, refunds): (Vec<_>, Vec<_>) = documents
        .into_iter()
        .partition(|d| d.kind == DocumentKind::Receipt);
    Ok(vouchers
        .into_iter()
        .map(|voucher| {
            let mut mine: Vec<doc::Model> = refunds
                .iter()
                .filter(|r| r.invoice_id == Some(voucher.id))
                .cloned()
                .collect();
            mine.reverse();
            let left = left_of(&voucher, &mine);
            Advance {
                voucher,
                left,
                refunds: mine,
            }
        })
        .collect())
}

/// Issues a refund voucher (Rule 51) for an advance paid back: `new.amount`
/// of receipt voucher `id`, at most what is left of it (an advance set
/// against an invoice is corrected with a credit note instead), its tax
/// split at the voucher's rate and place of supply, numbered in its own
/// series and naming the voucher.
#[tracing::instrument(skip_all, fields(id = id))]
pub async fn refund(
    db: &DatabaseConnection,
    id: i32,
    new: NewRefund,
    actor: &Actor,
    now: DateTime<Utc>,
) -> DomainResult<doc::Model> {
    let txn = begin_write(db).await?;
    let receipt = one_or(
        doc::Entity::find_by_id(id).filter(doc::Column::Kind.eq(DocumentKind::Receipt)),
        &txn,
        "Receipt voucher",
    )
    .await?;
    let number = receipt.number.clone().unwrap_or_default();
    if let Some(invoice) = receipt.invoice_id {
        let invoice = fetch(&txn, invoice).await?;
        return Err(DomainError::Conflict(format!(
            "The advance on {number} is set against invoice {}: pay it back with a credit note \
             for that invoice.",
            invoice.number.unwrap_or_default()
        )));
    }
    let left = advance_left(&txn, &receipt).await?;
    if new.amount > left {
        return Err(DomainError::invalid(
            "amount",
            format!(
                "At most {} of the advance on {number} is left to pay back.",
                crate::domain::Money::from_paise(left).format_inr_exact()
            ),
        ));
    }
    let Some(paid) = lines_of(&receipt).into_iter().next() else {
        return Err(DomainError::Conflict(format!(
            "The receipt voucher {number} has no line to pay back."
        )));
    };
    let same = same_state(&receipt.agency_state, &receipt.client_state);
    let (taxable, tax) = gst::inclusive(new.amount, paid.rate_bp, same);
    let line = Line {
        description: paid.description,
        sac: paid.sac,
        quantity_milli: 1000,
        unit_price: taxable,
        discount: 0,
        rate_bp: paid.rate_bp,
        taxable,
        cgst: tax.cgst,
        sgst: tax.sgst,
        igst: tax.igst,
    };
    let contents = Draft {
        lead_id: receipt.lead_id,
        quote_id: None,
        client_name: receipt.client_name.clone(),
        client_address: receipt.client_address.clone(),
        client_state: receipt.client_state.clone(),
        client_gstin: receipt.client_gstin.clone(),
        lines: vec![line],
        totals: Totals {
            taxable,
            tax,
            total: new.amount,
        },
    };
    let doc = doc::ActiveModel {
        invoice_id: Set(Some(receipt.id)),
        reason: Set(Some(new.reason)),
        ..contents.stored_as(
            DocumentKind::Refund,
            (&receipt.agency_state, receipt.agency.clone()),
            actor,
            now,
        )?
    };
    let stored = store_issued(&txn, DocumentKind::Refund, doc, now).await?;
    txn.commit().await?;
    Ok(stored)
}

/// Sends an issued invoice to its client: the letter with the PDF and the
/// private link goes to the outbox in one transaction. Answers the
/// invoice and whether a letter was written (none while e-mail is off).
#[tracing::instrument(skip_all, fields(id = id))]
pub async fn send(
    db: &DatabaseConnection,
    id: i32,
    mail: &LeadMail,
    link: &str,
    pdf: Vec<u8>,
    now: DateTime<Utc>,
) -> DomainResult<(Invoice, bool)> {
    let txn = begin_write(db).await?;
    let d = open_invoice(&txn, id).await?;
    let number = d.number.clone().unwrap_or_default();
    let gone = || {
        DomainError::Conflict(format!(
            "The enquiry invoice {number} bills has been deleted: download the PDF and send it yourself."
        ))
    };
    let letters = to_client(&txn, &d, link, |letter| mail.invoice(letter, pdf))
        .await?
        .ok_or_else(gone)?;
    let emailed = !letters.is_empty();
    outbox::enqueue(&txn, letters, now).await?;
    let invoice = with_payments(&txn, d).await?;
    txn.commit().await?;
    Ok((invoice, emailed))
}

/// The client's letter about the issued invoice `d`, written by `write`
/// from its enquiry's address, first name and language; `None` when its
/// enquiry is gone.
async fn to_client<T>(
    conn: &impl ConnectionTrait,
    d: &doc::Model,
    link: &str,
    write: impl FnOnce(InvoiceLetter<'_>) -> T,
) -> DomainResult<Option<T>> {
    let Some(lead) = d.lead_id else {
        return Ok(None);
    };
    let enquiry = match crate::services::leads::enquiry(conn, lead).await {
        Ok(e) => e,
        Err(DomainError::NotFound(_)) => return Ok(None),
        Err(e) => return Err(e),
    };
    let language = enquiry.lead.language;
    let money = |paise| crate::domain::Money::from_paise(paise).format_inr_exact();
    let due_on = day(&d.due_on)
        .map(|due| quotes::long_date_in(due, language))
        .unwrap_or_default();
    Ok(Some(write(InvoiceLetter {
        lead_id: lead,
        to: &enquiry.lead.email,
        first_name: &enquiry.own.first_name,
        number: d.number.as_deref().unwrap_or_default(),
        total: &money(d.total),
        due: &money(balance(d)),
        due_on: &due_on,
        link,
        language,
    })))
}

/// Sends the reminders due at `now` to the clients of unpaid invoices,
/// from 10:00 India time: three days before the due day, on it and seven
/// days after (`ReminderKind`). Each kind goes once for an invoice: its
/// row in `invoice_reminders` is claimed in the transaction that writes
/// the letter, so of several instances one sends it. A paid or cancelled
/// invoice gets none; after a day missed only the latest kind due goes.
/// Answers how many letters this call queued (none while e-mail is off).
pub async fn remind_due(
    db: &DatabaseConnection,
    mail: &LeadMail,
    base_url: &str,
    now: DateTime<Utc>,
) -> DomainResult<u64> {
    if !mail.is_on() {
        return Ok(0);
    }
    let on = ReminderKind::day_at(now);
    let unpaid = doc::Entity::find()
        .filter(doc::Column::Kind.eq(DocumentKind::Invoice))
        .filter(doc::Column::Status.is_in([InvoiceStatus::Issued, InvoiceStatus::PartlyPaid]))
        .filter(doc::Column::LeadId.is_not_null())
        .filter(doc::Column::DueOn.lte(stored_day(on + Duration::days(3))))
        .order_by_asc(doc::Column::Id)
        .all(db)
        .await?;
    let mut sent = 0;
    for d in unpaid {
        let Some(kind) = day(&d.due_on).and_then(|due| ReminderKind::due_on(due, on)) else {
            continue;
        };
        let key = (d.id, kind.key().to_owned());
        if reminder::Entity::find_by_id(key).one(db).await?.is_some() {
            continue;
        }
        sent += remind(db, d.id, kind, mail, base_url, now).await?;
    }
    Ok(sent)
}

/// Claims the reminder `kind` of invoice `id` and, in the same
/// transaction, writes its letter, if the invoice is still unpaid and no
/// instance claimed it first. Answers how many letters were queued.
async fn remind(
    db: &DatabaseConnection,
    id: i32,
    kind: ReminderKind,
    mail: &LeadMail,
    base_url: &str,
    now: DateTime<Utc>,
) -> DomainResult<u64> {
    let txn = begin_write(db).await?;
    let d = fetch_invoice(&txn, id).await?;
    if !matches!(d.status, InvoiceStatus::Issued | InvoiceStatus::PartlyPaid) {
        return Ok(0);
    }
    let claimed = reminder::Entity::insert(reminder::ActiveModel {
        invoice_id: Set(id),
        kind: Set(kind.key().to_owned()),
        sent_at: Set(now),
    })
    .on_conflict(
        OnConflict::columns([reminder::Column::InvoiceId, reminder::Column::Kind])
            .do_nothing()
            .to_owned(),
    )
    .exec_without_returning(&txn)
    .await?;
    if claimed == 0 {
        return Ok(0);
    }
    let link = format!("{base_url}/i/{}", d.token.as_deref().unwrap_or_default());
    // An invoice whose enquiry is gone keeps its claim and gets no letter.
    let letters = to_client(&txn, &d, &link, |letter| {
        mail.invoice_reminder(letter, kind)
    })
    .await?
    .unwrap_or_default();
    let count = letters.len() as u64;
    outbox::enqueue(&txn, letters, now).await?;
    txn.commit().await?;
    Ok(count)
}
