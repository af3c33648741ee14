use sea_orm::entity::prelude::*;

use crate::domain::invoice::{DocumentKind, InvoiceStatus};

/// A tax invoice, credit or debit note, receipt or refund voucher (see the
/// invoices migration); amounts in paise.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "invoices")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    pub kind: DocumentKind,
    /// The enquiry it bills; NULL once the enquiry is deleted.
    pub lead_id: Option<i32>,
    /// The accepted quotation it was made from.
    pub quote_id: Option<i32>,
    /// A note's invoice; a receipt voucher's invoice once it is set
    /// against one.
    pub invoice_id: Option<i32>,
    /// "INV/2026-27/0001"; none while a draft.
    pub number: Option<String>,
    pub financial_year: Option<String>,
    pub sequence: Option<i32>,
    /// Draft, issued, partly paid, paid or cancelled (an invoice's; a
    /// note or voucher is issued).
    pub status: InvoiceStatus,
    /// The client's private link, made at issue.
    pub token: Option<String>,
    /// Empty while a draft leaves it out.
    pub client_name: String,
    #[sea_orm(column_type = "Text")]
    pub client_address: String,
    /// The place of supply; empty while a draft leaves it out.
    pub client_state: String,
    pub client_gstin: Option<String>,
    pub agency_state: String,
    /// The agency as printed, JSON (`services::money::quotes::Agency`), fixed at
    /// issue.
    #[sea_orm(column_type = "Text")]
    pub agency: String,
    /// The lines as JSON (`services::money::quotes::Line`).
    #[sea_orm(column_type = "Text")]
    pub lines: String,
    pub taxable: i64,
    pub cgst: i64,
    pub sgst: i64,
    pub igst: i64,
    pub total: i64,
    /// Paid and TDS held back, credit notes and debit notes against an
    /// invoice so far.
    pub received: i64,
    pub credited: i64,
    pub debited: i64,
    pub reverse_charge: bool,
    /// A note's reason; a voucher's description.
    #[sea_orm(column_type = "Text", nullable)]
    pub reason: Option<String>,
    /// YYYY-MM-DD (India).
    pub issued_on: Option<String>,
    pub due_on: Option<String>,
    pub issued_at: Option<DateTimeUtc>,
    pub created_at: DateTimeUtc,
    pub created_by: String,
    /// The Razorpay payment link made at issue, when Razorpay is set up.
    pub razorpay_link_id: Option<String>,
    pub razorpay_link_url: Option<String>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
