use sea_orm::entity::prelude::*;

use crate::domain::quote::QuoteStatus;

/// A quotation (see the quotes migration); amounts in paise.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "quotes")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    /// The enquiry it answers; NULL once the enquiry is deleted.
    pub lead_id: Option<i32>,
    /// "VD/2026-27/0001".
    pub number: String,
    /// "2026-27".
    pub financial_year: String,
    pub sequence: i32,
    /// The client's private link.
    pub token: String,
    pub client_name: String,
    #[sea_orm(column_type = "Text")]
    pub client_address: String,
    pub client_state: String,
    pub client_gstin: Option<String>,
    /// The agency's state when the quote was made (the place of supply
    /// decides CGST and SGST or IGST against it).
    pub agency_state: String,
    /// The lines as JSON (see `services::money::quotes::Line`).
    #[sea_orm(column_type = "Text")]
    pub lines: String,
    pub taxable: i64,
    pub cgst: i64,
    pub sgst: i64,
    pub igst: i64,
    pub total: i64,
    /// YYYY-MM-DD (India date): the last day it can be accepted.
    pub valid_until: String,
    pub status: QuoteStatus,
    pub created_at: DateTimeUtc,
    pub created_by: String,
    /// The agency's details when the quote was made, as JSON (see
    /// `services::money::quotes::Agency`).
    #[sea_orm(column_type = "Text")]
    pub agency: String,
    /// 0 for the first version; a revision's number ends "-R1", "-R2"…
    pub revision: i32,
    /// The version this one revises.
    pub replaces: Option<i32>,
    pub sent_at: Option<DateTimeUtc>,
    /// The client's first opening of the link.
    pub opened_at: Option<DateTimeUtc>,
    pub accepted_at: Option<DateTimeUtc>,
    /// The name the client typed to accept.
    pub accepted_name: Option<String>,
    /// The address the acceptance came from.
    pub accepted_from: Option<String>,
    pub declined_at: Option<DateTimeUtc>,
    #[sea_orm(column_type = "Text", nullable)]
    pub decline_reason: Option<String>,
    /// When the client asked for a fresh quote after this one expired.
    pub renewal_asked_at: Option<DateTimeUtc>,
    /// The client's e-mail (lower-cased) and phone (E.164) when the quote
    /// was made, so the person's search finds it without its enquiry.
    pub client_email: Option<String>,
    pub client_phone_key: Option<String>,
    /// When an administrator withdrew the client's link, and who.
    pub revoked_at: Option<DateTimeUtc>,
    pub revoked_by: Option<String>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
