//! Quotations from the lead desk: lines (description, SAC, quantity, unit
//! price, optional discount, GST rate), the client's legal name, address,
//! state and optional GSTIN, tax by place of supply, totals in whole paise,
//! and a number per financial year that is never given twice.
//!
//! Who sees a quote through its private link (`/q/{token}`):
//! - every version (revision) has a token of its own, made with it;
//! - a newer version sent to the same client supersedes the older one, and
//!   the older link points the client to it. The client is the same when
//!   the legal name (ignoring case and spacing), the GSTIN and the e-mail
//!   the quote was made for are the same. A newer version for a different
//!   client withdraws the older one instead: its link shows only the older
//!   quote, marked withdrawn, never the newer one or its number, and it
//!   can no longer be answered;
//! - an administrator can withdraw a sent quote's link (`revoke`): from
//!   then on the link, its PDF and every answer to it are refused as gone
//!   (410), with a page that says the link was withdrawn and nothing of the
//!   quote;
//! - what the link's client is told when an answer is refused (withdrawn,
//!   closed, not expired) is said in their enquiry's language, as their
//!   page is; the administrators' refusals stay English;
//! - a quote keeps its client's e-mail and phone as they were when it was
//!   made, so a person's search finds it even without its enquiry; deleting
//!   an enquiry deletes its quotes (`leads::delete`), so their links answer
//!   404, as do the links of quotes an older version left without their
//!   enquiry.
use chrono::{DateTime, Duration, NaiveDate, Utc};
use rand::RngCore;
use sea_orm::{
    sea_query::{Expr, Query},
    ActiveModelTrait, ColumnTrait, Condition, ConnectionTrait, DatabaseConnection, EntityTrait,
    Order, QueryFilter, QueryOrder, Set,
};
use serde::{Deserialize, Serialize};

use crate::services::{
    begin_write,
    leads::{self, QuoteMove},
    one_or,
    operations::audit::Actor,
    operations::outbox::{self, LeadMail, QuoteLetter},
};
use crate::{
    config::SiteSettings,
    domain::{
        gst::{self, Tax},
        india_today,
        language::{hindi_date, Language},
        lead::{EnquiryStatus, LeadAction, LeadKind},
        quote::{QuoteStanding, QuoteState, QuoteStatus},
        DomainError, DomainResult, Money, PageRequest,
    },
    entities::{quote, Enquiry},
};

/// How long a quote stays open by default.
pub const VALID_DAYS: i64 = 15;

/// One line of a quote, as stored; amounts in paise, quantity in
/// thousandths.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Line {
    pub description: String,
    pub sac: String,
    pub quantity_milli: i64,
    pub unit_price: i64,
    pub discount: i64,
    /// GST rate in basis points (1800 = 18 %).
    pub rate_bp: i64,
    /// quantity × unit price − discount, rounded half up to the paisa.
    pub taxable: i64,
    pub cgst: i64,
    pub sgst: i64,
    pub igst: i64,
}

/// A line as typed, checked.
#[derive(Clone, Debug)]
pub struct NewLine {
    pub description: String,
    pub sac: String,
    pub quantity_milli: i64,
    pub unit_price: i64,
    pub discount: i64,
    pub rate_bp: i64,
}

/// A quote as typed, checked.
#[derive(Clone, Debug)]
pub struct NewQuote {
    pub lead_id: i32,
    pub lines: Vec<NewLine>,
    pub client_name: String,
    pub client_address: String,
    pub client_state: &'static str,
    pub client_gstin: Option<String>,
    pub valid_until: Option<NaiveDate>,
}

/// The totals of a quote's lines, in paise.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Totals {
    pub taxable: i64,
    pub tax: Tax,
    pub total: i64,
}

/// Prices each line and adds them up; the tax of each line is rounded on
/// its own, so the lines and the totals agree to the paisa.
pub fn price(lines: &[NewLine], same_state: bool) -> (Vec<Line>, Totals) {
    let mut totals = Totals::default();
    let priced: Vec<Line> = lines
        .iter()
        .map(|l| {
            let gross = gst::share(l.unit_price, l.quantity_milli, 1000);
            let taxable = (gross - l.discount).max(0);
            let tax = gst::tax(taxable, l.rate_bp, same_state);
            totals.taxable += taxable;
            totals.tax.cgst += tax.cgst;
            totals.tax.sgst += tax.sgst;
            totals.tax.igst += tax.igst;
            Line {
                description: l.description.clone(),
                sac: l.sac.clone(),
                quantity_milli: l.quantity_milli,
                unit_price: l.unit_price,
                discount: l.discount,
                rate_bp: l.rate_bp,
                taxable,
                cgst: tax.cgst,
                sgst: tax.sgst,
                igst: tax.igst,
            }
        })
        .collect();
    totals.total = totals.taxable + totals.tax.total();
    (priced, totals)
}

impl From<&Line> for NewLine {
    /// A priced line as typed, to price it again (an invoice at issue).
    fn from(l: &Line) -> Self {
        Self {
            description: l.description.clone(),
            sac: l.sac.clone(),
            quantity_milli: l.quantity_milli,
            unit_price: l.unit_price,
            discount: l.discount,
            rate_bp: l.rate_bp,
        }
    }
}

/// An unguessable token for the client's link: 32 random bytes, hex.
pub(crate) fn token() -> String {
    let mut bytes = [0u8; 32];
    rand::thread_rng().fill_bytes(&mut bytes);
    hex::encode(bytes)
}

/// The series quotation numbers are counted under in `invoice_sequences`
/// (longer than any invoice series).
const QUOTE_SERIES: &str = "quotes";

/// The agency as a quote prints it, kept with the quote when it is made.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Agency {
    pub name: String,
    pub legal_name: String,
    /// Empty: not registered.
    pub gstin: String,
    pub address: String,
    /// The state quotes are taxed against (the place of supply).
    pub state: String,
    pub phone: String,
    pub email: String,
    pub website: String,
    /// Where an invoice asks to be paid (empty: not offered), and who
    /// signs it; a quote made before these were kept has none.
    #[serde(default)]
    pub bank_account_name: String,
    #[serde(default)]
    pub bank_account_number: String,
    #[serde(default)]
    pub bank_ifsc: String,
    #[serde(default)]
    pub upi_id: String,
    #[serde(default)]
    pub upi_payee_name: String,
    #[serde(default)]
    pub upi_merchant_code: String,
    #[serde(default)]
    pub signatory: String,
    /// The signature's media address (`SiteSettings::signature_image`).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub signature_image: String,
}

impl Agency {
    /// The agency from the business's details as published.
    pub fn of(site: &SiteSettings) -> Self {
        Self {
            name: site.product_name.clone(),
            legal_name: if site.legal_name.trim().is_empty() {
                site.product_name.clone()
            } else {
                site.legal_name.trim().to_owned()
            },
            gstin: site.gstin.trim().to_ascii_uppercase(),
            address: format!(
                "{}, {}, {} {}",
                site.street_address, site.locality, site.region, site.postal_code
            ),
            state: site.region.clone(),
            phone: site.phone.clone(),
            email: site.email.clone(),
            website: site.base().to_owned(),
            bank_account_name: site.bank_account_name.trim().to_owned(),
            bank_account_number: site.bank_account_number.trim().to_owned(),
            bank_ifsc: site.bank_ifsc.trim().to_ascii_uppercase(),
            upi_id: site.upi_id.trim().to_owned(),
            upi_payee_name: match site.upi_payee_name.trim() {
                "" => site.product_name.clone(),
                name => name.to_owned(),
            },
            upi_merchant_code: site.upi_merchant_code.trim().to_owned(),
            signatory: site.signatory.trim().to_owned(),
            signature_image: site.signature_image.trim().to_owned(),
        }
    }

    /// The initials of the business's name, which start its quote numbers
    /// ("Vanijya Digital": VD).
    pub fn prefix(&self) -> String {
        let initials: String = self
            .name
            .split_whitespace()
            .filter_map(|w| w.chars().next())
            .filter(char::is_ascii_alphanumeric)
            .map(|c| c.to_ascii_uppercase())
            .collect();
        if initials.is_empty() {
            "Q".into()
        } else {
            initials
        }
    }

    /// The agency kept with a quote (an older quote without it: `fallback`).
    pub fn kept(q: &quote::Model, fallback: &SiteSettings) -> Self {
        serde_json::from_str(&q.agency).unwrap_or_else(|_| Self::of(fallback))
    }
}

/// The details of a quote checked against what it may still become.
fn checked_validity(valid_until: Option<NaiveDate>, today: NaiveDate) -> DomainResult<NaiveDate> {
    let valid_until = valid_until.unwrap_or(today + Duration::days(VALID_DAYS));
    if valid_until < today {
        return Err(DomainError::invalid(
            "validUntil",
            "The validity date cannot be in the past.",
        ));
    }
    Ok(valid_until)
}

/// Makes a quote for an enquiry: prices it against the agency's state,
/// numbers it in the current financial year and gives it a private token.
#[tracing::instrument(skip_all, fields(lead = new.lead_id))]
pub async fn create(
    db: &DatabaseConnection,
    agency: &Agency,
    actor: &Actor,
    new: NewQuote,
    now: DateTime<Utc>,
) -> DomainResult<quote::Model> {
    let Some(enquiry) = find_enquiry(db, new.lead_id).await? else {
        return Err(DomainError::invalid(
            "leadId",
            "There is no enquiry with this id.",
        ));
    };
    let today = india_today(now);
    let valid_until = checked_validity(new.valid_until, today)?;
    let fy = gst::financial_year(today);
    let txn = begin_write(db).await?;
    let sequence = crate::services::next_sequence(&txn, QUOTE_SERIES, &fy).await?;
    let number = format!("{}/{fy}/{sequence:04}", agency.prefix());
    let stored = row(agency, actor, new, valid_until, now)?;
    let stored = quote::ActiveModel {
        client_email: Set(contact_of(&enquiry).0),
        client_phone_key: Set(contact_of(&enquiry).1),
        number: Set(number),
        financial_year: Set(fy),
        sequence: Set(sequence),
        revision: Set(0),
        ..stored
    }
    .insert(&txn)
    .await?;
    txn.commit().await?;
    Ok(stored)
}

/// The enquiry with this id, if there is one.
async fn find_enquiry(db: &impl ConnectionTrait, id: i32) -> DomainResult<Option<Enquiry>> {
    match crate::services::leads::enquiry(db, id).await {
        Ok(e) => Ok(Some(e)),
        Err(DomainError::NotFound(_)) => Ok(None),
        Err(e) => Err(e),
    }
}

/// The enquiry's e-mail (lower-cased) and phone key, as a quote keeps them.
fn contact_of(enquiry: &Enquiry) -> (Option<String>, Option<String>) {
    let email = enquiry.lead.email.trim().to_lowercase();
    (
        (!email.is_empty()).then_some(email),
        enquiry.lead.phone_key.clone(),
    )
}

/// Whether two versions of a quote are for the same client: the same
/// legal name (ignoring case and spacing), GSTIN and e-mail.
pub fn same_client(a: &quote::Model, b: &quote::Model) -> bool {
    let name = |q: &quote::Model| {
        q.client_name
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
            .to_lowercase()
    };
    let gstin = |q: &quote::Model| q.client_gstin.as_deref().map(str::to_ascii_uppercase);
    name(a) == name(b) && gstin(a) == gstin(b) && a.client_email == b.client_email
}

fn to_json<T: Serialize>(value: &T) -> DomainResult<String> {
    serde_json::to_string(value).map_err(|e| DomainError::Internal(e.into()))
}

/// A new quote's row, priced, without its number.
fn row(
    agency: &Agency,
    actor: &Actor,
    new: NewQuote,
    valid_until: NaiveDate,
    now: DateTime<Utc>,
) -> DomainResult<quote::ActiveModel> {
    let same_state = gst::state_code(&agency.state) == gst::state_code(new.client_state);
    let (lines, totals) = price(&new.lines, same_state);
    Ok(quote::ActiveModel {
        lead_id: Set(Some(new.lead_id)),
        token: Set(token()),
        client_name: Set(new.client_name),
        client_address: Set(new.client_address),
        client_state: Set(new.client_state.to_owned()),
        client_gstin: Set(new.client_gstin),
        agency_state: Set(agency.state.clone()),
        agency: Set(to_json(agency)?),
        lines: Set(to_json(&lines)?),
        taxable: Set(totals.taxable),
        cgst: Set(totals.tax.cgst),
        sgst: Set(totals.tax.sgst),
        igst: Set(totals.tax.igst),
        total: Set(totals.total),
        valid_until: Set(valid_until.format("%Y-%m-%d").to_string()),
        status: Set(QuoteStatus::Draft),
        created_at: Set(now),
        created_by: Set(actor.name.chars().take(100).collect()),
        ..Default::default()
    })
}

#[tracing::instrument(skip_all, fields(id = id))]
pub async fn get(db: &DatabaseConnection, id: i32) -> DomainResult<quote::Model> {
    fetch(db, id).await
}

/// A quote by id, read through `conn` (a transaction sees its own writes).
async fn fetch(conn: &impl ConnectionTrait, id: i32) -> DomainResult<quote::Model> {
    one_or(quote::Entity::find_by_id(id), conn, "Quote").await
}

/// Stamps `column` with `now` unless it has a time already: true for the
/// one request that stamped it (two at once cannot both be first).
async fn first_time(
    txn: &impl ConnectionTrait,
    id: i32,
    column: quote::Column,
    now: DateTime<Utc>,
) -> Result<bool, sea_orm::DbErr> {
    let stamped = quote::Entity::update_many()
        .col_expr(column, Expr::value(Some(now)))
        .filter(quote::Column::Id.eq(id))
        .filter(column.is_null())
        .exec(txn)
        .await?;
    Ok(stamped.rows_affected == 1)
}

/// The language the client wrote in: that of the enquiry the quote
/// answers (English when it has none any more).
pub async fn language(db: &impl ConnectionTrait, q: &quote::Model) -> DomainResult<Language> {
    lead_language(db, q.lead_id).await
}

/// The language an enquiry was written in (English for none): its
/// quotes and invoices speak it.
pub async fn lead_language(db: &impl ConnectionTrait, lead: Option<i32>) -> DomainResult<Language> {
    let Some(id) = lead else {
        return Ok(Language::En);
    };
    Ok(
        crate::entities::lead::Entity::find_by_id((LeadKind::Enquiry, id))
            .one(db)
            .await?
            .map(|l| l.language)
            .unwrap_or_default(),
    )
}

/// The quote behind a client's link. A draft has no public link yet, a
/// quote without its enquiry has none any more, a token of the wrong shape
/// is not looked up, and a withdrawn link is gone (said in its client's
/// language).
pub async fn by_token(db: &DatabaseConnection, token: &str) -> DomainResult<quote::Model> {
    let q = behind_link(db, token).await?;
    // The caller's span names the quote by its id, never by the token.
    tracing::Span::current().record("id", q.id);
    if q.revoked_at.is_some() {
        return Err(withdrawn(language(db, &q).await?));
    }
    Ok(q)
}

/// The quote a client's link leads to, withdrawn or not.
async fn behind_link(db: &DatabaseConnection, token: &str) -> DomainResult<quote::Model> {
    if token.len() != 64 || !token.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Err(DomainError::NotFound("Quote"));
    }
    quote::Entity::find()
        .filter(quote::Column::Token.eq(token))
        .filter(quote::Column::Status.ne(QuoteStatus::Draft))
        // A quote whose enquiry was deleted (older versions kept it).
        .filter(quote::Column::LeadId.is_not_null())
        .one(db)
        .await?
        .ok_or(DomainError::NotFound("Quote"))
}

/// The language of the client a link was sent to, read even when the link
/// was withdrawn, so that the page saying so speaks it.
pub async fn language_of_link(db: &DatabaseConnection, token: &str) -> DomainResult<Language> {
    language(db, &behind_link(db, token).await?).await
}

/// A withdrawn link's answer, in the client's words and language.
pub fn withdrawn(language: Language) -> DomainError {
    DomainError::Gone(
        match language {
            Language::En => {
                "This quotation link has been withdrawn. If you were expecting a quotation \
                 from us, please reply to our e-mail or call us and we will send you the \
                 right one."
            }
            Language::Hi => {
                "इस कोटेशन का लिंक वापस ले लिया गया है। अगर आप हमारे कोटेशन का इंतज़ार कर \
                 रहे थे, तो कृपया हमारे ई-मेल का जवाब दें या हमें फ़ोन करें, हम आपको सही \
                 कोटेशन भेज देंगे।"
            }
        }
        .into(),
    )
}

/// The newest version of the same quote sent after `q`, if any.
pub async fn newer(
    db: &impl ConnectionTrait,
    q: &quote::Model,
) -> DomainResult<Option<quote::Model>> {
    Ok(quote::Entity::find()
        .filter(quote::Column::FinancialYear.eq(&q.financial_year))
        .filter(quote::Column::Sequence.eq(q.sequence))
        .filter(quote::Column::Revision.gt(q.revision))
        .filter(quote::Column::Status.ne(QuoteStatus::Draft))
        .order_by_desc(quote::Column::Revision)
        .one(db)
        .await?)
}

/// The last day a quote can be accepted.
pub fn valid_until(q: &quote::Model) -> NaiveDate {
    NaiveDate::parse_from_str(&q.valid_until, "%Y-%m-%d").unwrap_or(NaiveDate::MIN)
}

/// Where a sent quote stands for its client.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Standing {
    /// It can be accepted or declined.
    Open,
    Accepted,
    Declined,
    /// Its validity ran out before an answer.
    Expired,
    /// A newer version was sent: this one can no longer be answered.
    Superseded(Box<quote::Model>),
    /// Its link was withdrawn, or a newer version went to a different
    /// client: it can no longer be answered, and its client is not told
    /// of any newer version.
    Withdrawn,
}

pub async fn standing(
    db: &impl ConnectionTrait,
    q: &quote::Model,
    now: DateTime<Utc>,
) -> DomainResult<Standing> {
    if q.revoked_at.is_some() {
        return Ok(Standing::Withdrawn);
    }
    Ok(match q.status {
        QuoteStatus::Accepted => Standing::Accepted,
        QuoteStatus::Declined => Standing::Declined,
        QuoteStatus::Draft | QuoteStatus::Sent => match newer(db, q).await? {
            Some(newer) if !same_client(q, &newer) => Standing::Withdrawn,
            Some(newer) => Standing::Superseded(Box::new(newer)),
            None if valid_until(q) < india_today(now) => Standing::Expired,
            None => Standing::Open,
        },
    })
}

impl Standing {
    /// Its word, as the API and the client's page give it.
    pub fn word(&self) -> QuoteStanding {
        match self {
            Self::Open => QuoteStanding::Open,
            Self::Accepted => QuoteStanding::Accepted,
            Self::Declined => QuoteStanding::Declined,
            Self::Expired => QuoteStanding::Expired,
            Self::Superseded(_) => QuoteStanding::Superseded,
            Self::Withdrawn => QuoteStanding::Withdrawn,
        }
    }
}

/// The administrators' word for a quote (see `QuoteState`), from its
/// standing for the client (`None` for a draft): a newer version makes it
/// revised whoever it went to, and an opened open quote is "opened".
pub fn state_of(q: &quote::Model, standing: Option<&Standing>) -> QuoteState {
    match standing {
        None => QuoteState::Draft,
        Some(Standing::Withdrawn) if q.revoked_at.is_some() => QuoteState::Withdrawn,
        Some(Standing::Withdrawn | Standing::Superseded(_)) => QuoteState::Revised,
        Some(Standing::Accepted) => QuoteState::Accepted,
        Some(Standing::Declined) => QuoteState::Declined,
        Some(Standing::Expired) => QuoteState::Expired,
        Some(Standing::Open) if q.opened_at.is_some() => QuoteState::Opened,
        Some(Standing::Open) => QuoteState::Sent,
    }
}

/// Which quotations a list shows: one enquiry's, in one state, or all.
#[derive(Clone, Debug, Default)]
pub struct QuoteFilter {
    pub lead_id: Option<i32>,
    pub state: Option<QuoteState>,
}

/// One page of quotations and how many match.
pub struct QuotePage {
    pub quotes: Vec<quote::Model>,
    pub total: u64,
}

/// The same quotation's other versions, in `state_condition`.
#[derive(sea_orm::DeriveIden)]
struct Newer;

/// The rows in `state` as SQL, the same rules as `state_of` (which reads
/// one quote): withdrawn first, then the stored status, then a newer sent
/// version, then the validity date against `today` (India), then opening.
fn state_condition(state: QuoteState, today: NaiveDate) -> Condition {
    // The same quotation's other versions, under one alias (`Newer`).
    let newer = Expr::exists(
        Query::select()
            .expr(Expr::val(1))
            .from_as(quote::Entity, Newer)
            .and_where(
                Expr::col((Newer, quote::Column::FinancialYear))
                    .equals((quote::Entity, quote::Column::FinancialYear)),
            )
            .and_where(
                Expr::col((Newer, quote::Column::Sequence))
                    .equals((quote::Entity, quote::Column::Sequence)),
            )
            .and_where(
                Expr::col((Newer, quote::Column::Revision))
                    .gt(Expr::col((quote::Entity, quote::Column::Revision))),
            )
            .and_where(Expr::col((Newer, quote::Column::Status)).ne(QuoteStatus::Draft))
            .to_owned(),
    );
    let today = today.format("%Y-%m-%d").to_string();
    let kept = Condition::all().add(quote::Column::RevokedAt.is_null());
    let stored = |status: QuoteStatus| kept.clone().add(quote::Column::Status.eq(status));
    let open = || {
        stored(QuoteStatus::Sent)
            .add(newer.clone().not())
            .add(quote::Column::ValidUntil.gte(today.clone()))
    };
    match state {
        QuoteState::Withdrawn => Condition::all().add(quote::Column::RevokedAt.is_not_null()),
        QuoteState::Draft => stored(QuoteStatus::Draft),
        QuoteState::Accepted => stored(QuoteStatus::Accepted),
        QuoteState::Declined => stored(QuoteStatus::Declined),
        QuoteState::Revised => stored(QuoteStatus::Sent).add(newer.clone()),
        QuoteState::Expired => stored(QuoteStatus::Sent)
            .add(newer.clone().not())
            .add(quote::Column::ValidUntil.lt(today.clone())),
        QuoteState::Opened => open().add(quote::Column::OpenedAt.is_not_null()),
        QuoteState::Sent => open().add(quote::Column::OpenedAt.is_null()),
    }
}

/// Quotations newest first, one page, with how many match `filter`.
#[tracing::instrument(skip_all)]
pub async fn list(
    db: &DatabaseConnection,
    filter: &QuoteFilter,
    page: PageRequest,
    now: DateTime<Utc>,
) -> DomainResult<QuotePage> {
    let mut cond = Condition::all();
    if let Some(lead) = filter.lead_id {
        cond = cond.add(quote::Column::LeadId.eq(lead));
    }
    if let Some(state) = filter.state {
        cond = cond.add(state_condition(state, india_today(now)));
    }
    let newest = (quote::Column::Id, Order::Desc);
    let (quotes, total) =
        crate::services::one_page(db, quote::Entity::find().filter(cond), newest, page).await?;
    Ok(QuotePage { quotes, total })
}

/// Why a quote cannot be answered any more, in the client's words and
/// language (an administrator reads the English).
fn closed(standing: &Standing, q: &quote::Model, language: Language) -> DomainError {
    if language == Language::Hi {
        return DomainError::Conflict(closed_in_hindi(standing, q));
    }
    DomainError::Conflict(match standing {
        Standing::Accepted => format!("Quotation {} has already been accepted.", q.number),
        Standing::Declined => format!("Quotation {} has already been declined.", q.number),
        Standing::Expired => format!(
            "Quotation {} expired on {}. Ask us for a fresh one.",
            q.number,
            long_date(valid_until(q))
        ),
        Standing::Superseded(newer) => format!(
            "Quotation {} has been revised: please read {} instead.",
            q.number, newer.number
        ),
        Standing::Withdrawn => format!(
            "Quotation {} has been withdrawn: please ask us for a fresh one.",
            q.number
        ),
        Standing::Open => "This quotation is open.".into(),
    })
}

/// The same in Hindi, as the client's page words each standing.
fn closed_in_hindi(standing: &Standing, q: &quote::Model) -> String {
    let number = &q.number;
    match standing {
        Standing::Accepted => format!("कोटेशन {number} पहले ही स्वीकार किया जा चुका है।"),
        Standing::Declined => format!("कोटेशन {number} पहले ही मना किया जा चुका है।"),
        Standing::Expired => format!(
            "कोटेशन {number} की मियाद {} को ख़त्म हो गई। हमसे नया कोटेशन माँगें।",
            hindi_date(valid_until(q))
        ),
        Standing::Superseded(newer) => format!(
            "कोटेशन {number} बदल दिया गया है: कृपया इसकी जगह कोटेशन {} पढ़ें।",
            newer.number
        ),
        Standing::Withdrawn => {
            format!("कोटेशन {number} वापस ले लिया गया है: कृपया हमसे नया कोटेशन माँगें।")
        }
        Standing::Open => "यह कोटेशन अभी खुला है।".into(),
    }
}

/// The enquiry a quote answers, with the address its letter goes to.
async fn enquiry_of(db: &impl ConnectionTrait, q: &quote::Model) -> DomainResult<Enquiry> {
    let id = q.lead_id.ok_or_else(|| {
        DomainError::Conflict("The enquiry this quote answered has been deleted.".into())
    })?;
    find_enquiry(db, id).await?.ok_or_else(|| {
        DomainError::Conflict("The enquiry this quote answered has been deleted.".into())
    })
}

/// Sends a quote (again, if it was sent before): the client's letter with
/// the PDF and the private link goes to the outbox, the enquiry moves to
/// Quoted (from New or Contacted), and the sending is its first answer.
/// An accepted or declined quote is not sent again. Answers the quote and
/// whether a letter was written (none while e-mail is off).
#[tracing::instrument(skip_all, fields(id = id))]
pub async fn send(
    db: &DatabaseConnection,
    id: i32,
    actor: &Actor,
    mail: &LeadMail,
    link: &str,
    pdf: Vec<u8>,
    now: DateTime<Utc>,
) -> DomainResult<(quote::Model, bool)> {
    let txn = begin_write(db).await?;
    let q = fetch(&txn, id).await?;
    if q.revoked_at.is_some() {
        return Err(DomainError::Conflict(format!(
            "The link of quotation {} has been withdrawn: revise it to send a new one.",
            q.number
        )));
    }
    if q.status.answered() {
        return Err(closed(&standing(&txn, &q, now).await?, &q, Language::En));
    }
    if valid_until(&q) < india_today(now) {
        return Err(DomainError::Conflict(format!(
            "Quotation {} expired on {}: revise it with a new validity date before sending.",
            q.number, q.valid_until
        )));
    }
    let enquiry = enquiry_of(&txn, &q).await?;
    let updated = quote::Entity::update_many()
        .col_expr(quote::Column::Status, Expr::value(QuoteStatus::Sent))
        .col_expr(
            quote::Column::SentAt,
            Expr::value(Some(q.sent_at.unwrap_or(now))),
        )
        .filter(quote::Column::Id.eq(id))
        .filter(quote::Column::Status.is_in([QuoteStatus::Draft, QuoteStatus::Sent]))
        .exec(&txn)
        .await?;
    if updated.rows_affected != 1 {
        return Err(DomainError::Conflict(
            "The quote changed while it was being sent; open it again.".into(),
        ));
    }
    let letters = mail.quote(
        QuoteLetter {
            lead_id: enquiry.lead.id,
            to: &enquiry.lead.email,
            first_name: &enquiry.own.first_name,
            number: &q.number,
            revision: q.revision,
            total: &Money::from_paise(q.total).format_inr_exact(),
            valid_until: &long_date_in(valid_until(&q), enquiry.lead.language),
            link,
            language: enquiry.lead.language,
        },
        pdf,
    );
    let emailed = !letters.is_empty();
    outbox::enqueue(&txn, letters, now).await?;
    leads::quote_moved(
        &txn,
        enquiry.lead.id,
        actor,
        QuoteMove {
            action: LeadAction::QuoteSent,
            detail: if emailed {
                format!("{} e-mailed to {}", q.number, enquiry.lead.email)
            } else {
                format!("{} marked as sent (e-mail is off)", q.number)
            },
            status: Some((
                EnquiryStatus::Quoted,
                &[EnquiryStatus::New, EnquiryStatus::Contacted],
            )),
            answers: true,
        },
        now,
    )
    .await?;
    let sent = fetch(&txn, id).await?;
    txn.commit().await?;
    Ok((sent, emailed))
}

/// The client as the timeline names them.
fn client(q: &quote::Model) -> Actor {
    Actor {
        id: None,
        email: String::new(),
        name: format!(
            "{} (client)",
            q.client_name.chars().take(80).collect::<String>()
        ),
    }
}

/// Records the client's first opening of the link (once, even when two
/// requests arrive together).
#[tracing::instrument(skip_all, fields(id = q.id))]
pub async fn opened(
    db: &DatabaseConnection,
    q: &quote::Model,
    now: DateTime<Utc>,
) -> DomainResult<()> {
    if q.opened_at.is_some() {
        return Ok(());
    }
    let txn = begin_write(db).await?;
    if first_time(&txn, q.id, quote::Column::OpenedAt, now).await? {
        if let Some(lead) = q.lead_id {
            leads::quote_moved(
                &txn,
                lead,
                &client(q),
                QuoteMove::noted(
                    LeadAction::QuoteOpened,
                    format!("{} opened by the client", q.number),
                ),
                now,
            )
            .await?;
        }
    }
    txn.commit().await?;
    Ok(())
}

/// The client's answer to a quote.
#[derive(Clone, Debug)]
pub enum Answer {
    /// Accepted by typing this name, from this address.
    Accept {
        name: String,
        from: String,
    },
    Decline {
        reason: String,
    },
}

/// Takes the client's answer: once only, while the quote is open (sent,
/// not past its validity, not revised since). One conditional update
/// decides, so two answers at once cannot both win. Acceptance moves the
/// enquiry to Won and tells the notification list; a decline is recorded
/// with its reason and told too.
#[tracing::instrument(skip_all, fields(id = tracing::field::Empty))]
pub async fn answer(
    db: &DatabaseConnection,
    token: &str,
    answer: Answer,
    mail: &LeadMail,
    now: DateTime<Utc>,
) -> DomainResult<quote::Model> {
    let q = by_token(db, token).await?;
    let txn = begin_write(db).await?;
    let standing = standing(&txn, &q, now).await?;
    if standing != Standing::Open {
        return Err(closed(&standing, &q, language(&txn, &q).await?));
    }
    let today = india_today(now).format("%Y-%m-%d").to_string();
    let update = quote::Entity::update_many()
        .filter(quote::Column::Id.eq(q.id))
        .filter(quote::Column::Status.eq(QuoteStatus::Sent))
        .filter(quote::Column::ValidUntil.gte(today));
    let (update, step, news) = match &answer {
        Answer::Accept { name, from } => (
            update
                .col_expr(quote::Column::Status, Expr::value(QuoteStatus::Accepted))
                .col_expr(quote::Column::AcceptedAt, Expr::value(Some(now)))
                .col_expr(quote::Column::AcceptedName, Expr::value(Some(name.clone())))
                .col_expr(quote::Column::AcceptedFrom, Expr::value(Some(from.clone()))),
            QuoteMove {
                action: LeadAction::QuoteAccepted,
                detail: format!("{} accepted as \"{name}\" from {from}", q.number),
                status: Some((
                    EnquiryStatus::Won,
                    &[
                        EnquiryStatus::New,
                        EnquiryStatus::Contacted,
                        EnquiryStatus::Quoted,
                        EnquiryStatus::Lost,
                    ],
                )),
                answers: false,
            },
            (
                format!("Accepted: quotation {} from {}", q.number, q.client_name),
                format!(
                    "{} accepted quotation {} for {} (including GST) on {} (India time), \
                     typing the name \"{name}\", from the address {from}.\n\n\
                     The enquiry is now Won: agree the start and the advance with the client.",
                    q.client_name,
                    q.number,
                    Money::from_paise(q.total).format_inr_exact(),
                    crate::domain::india_clock(now)
                ),
            ),
        ),
        Answer::Decline { reason } => (
            update
                .col_expr(quote::Column::Status, Expr::value(QuoteStatus::Declined))
                .col_expr(quote::Column::DeclinedAt, Expr::value(Some(now)))
                .col_expr(
                    quote::Column::DeclineReason,
                    Expr::value(Some(reason.clone())),
                ),
            QuoteMove::noted(
                LeadAction::QuoteDeclined,
                format!("{} declined: {reason}", q.number),
            ),
            (
                format!("Declined: quotation {} from {}", q.number, q.client_name),
                format!(
                    "{} declined quotation {} on {} (India time).\n\nTheir reason: {reason}\n\n\
                     A revised quote can still win it: revise it from the enquiry's page.",
                    q.client_name,
                    q.number,
                    crate::domain::india_clock(now)
                ),
            ),
        ),
    };
    if update.exec(&txn).await?.rows_affected != 1 {
        let fresh = fetch(&txn, q.id).await?;
        let language = language(&txn, &fresh).await?;
        return Err(closed(&standing_of_status(&fresh), &fresh, language));
    }
    if let Some(lead) = q.lead_id {
        leads::quote_moved(&txn, lead, &client(&q), step, now).await?;
        outbox::enqueue(&txn, mail.quote_news(lead, &news.0, news.1), now).await?;
    }
    let answered = fetch(&txn, q.id).await?;
    txn.commit().await?;
    Ok(answered)
}

/// After a lost race: what the other answer made of the quote.
fn standing_of_status(q: &quote::Model) -> Standing {
    match q.status {
        QuoteStatus::Accepted => Standing::Accepted,
        QuoteStatus::Declined => Standing::Declined,
        QuoteStatus::Draft | QuoteStatus::Sent => Standing::Expired,
    }
}

/// The client of an expired quote asks for a fresh one: the notification
/// list is told and the enquiry's timeline shows it (once per quote).
#[tracing::instrument(skip_all, fields(id = tracing::field::Empty))]
pub async fn ask_renewal(
    db: &DatabaseConnection,
    token: &str,
    mail: &LeadMail,
    now: DateTime<Utc>,
) -> DomainResult<quote::Model> {
    let q = by_token(db, token).await?;
    let txn = begin_write(db).await?;
    if standing(&txn, &q, now).await? != Standing::Expired {
        return Err(DomainError::Conflict(match language(&txn, &q).await? {
            Language::En => format!(
                "Quotation {} has not expired: there is nothing to renew.",
                q.number
            ),
            Language::Hi => format!(
                "कोटेशन {} की मियाद अभी ख़त्म नहीं हुई है: नया कोटेशन माँगने की ज़रूरत नहीं।",
                q.number
            ),
        }));
    }
    if first_time(&txn, q.id, quote::Column::RenewalAskedAt, now).await? {
        if let Some(lead) = q.lead_id {
            leads::quote_moved(
                &txn,
                lead,
                &client(&q),
                QuoteMove::noted(
                    LeadAction::QuoteRenewalAsked,
                    format!("{} expired; the client asked for a fresh quote", q.number),
                ),
                now,
            )
            .await?;
            let news = mail.quote_news(
                lead,
                &format!("Fresh quote asked for: {} ({})", q.number, q.client_name),
                format!(
                    "{} opened quotation {} after it expired on {} and asked for a fresh one.\n\n\
                     Revise it with a new validity date and send it again.",
                    q.client_name, q.number, q.valid_until
                ),
            );
            outbox::enqueue(&txn, news, now).await?;
        }
    }
    let fresh = fetch(&txn, q.id).await?;
    txn.commit().await?;
    Ok(fresh)
}

/// Revises a sent (or declined, or expired) quote: a new version with the
/// same number and the next revision suffix ("-R1"), as a draft to check
/// and send. The old link shows the newer one once it is sent. An
/// accepted quote, a draft (edit it by making a new quote) or a version
/// that is not the newest is not revised.
#[tracing::instrument(skip_all, fields(id = id))]
pub async fn revise(
    db: &DatabaseConnection,
    id: i32,
    agency: &Agency,
    actor: &Actor,
    new: NewQuote,
    now: DateTime<Utc>,
) -> DomainResult<quote::Model> {
    let txn = begin_write(db).await?;
    let old = fetch(&txn, id).await?;
    match old.status {
        QuoteStatus::Accepted => {
            return Err(DomainError::Conflict(format!(
                "Quotation {} has been accepted; make a new quote for further work.",
                old.number
            )))
        }
        QuoteStatus::Draft => {
            return Err(DomainError::Conflict(format!(
                "Quotation {} has not been sent yet: send it, or make a new one instead.",
                old.number
            )))
        }
        QuoteStatus::Sent | QuoteStatus::Declined => {}
    }
    let latest = quote::Entity::find()
        .filter(quote::Column::FinancialYear.eq(&old.financial_year))
        .filter(quote::Column::Sequence.eq(old.sequence))
        .order_by_desc(quote::Column::Revision)
        .one(&txn)
        .await?
        .ok_or(DomainError::NotFound("Quote"))?;
    if latest.id != old.id {
        return Err(DomainError::Conflict(format!(
            "Quotation {} has a newer version, {}: revise that one.",
            old.number, latest.number
        )));
    }
    let valid_until = checked_validity(new.valid_until, india_today(now))?;
    let revision = old.revision + 1;
    let base = old
        .number
        .split("-R")
        .next()
        .unwrap_or(&old.number)
        .to_owned();
    let lead_id = old.lead_id.unwrap_or(new.lead_id);
    let (client_email, client_phone_key) = match find_enquiry(&txn, lead_id).await? {
        Some(enquiry) => contact_of(&enquiry),
        None => (old.client_email.clone(), old.client_phone_key.clone()),
    };
    let stored = row(agency, actor, NewQuote { lead_id, ..new }, valid_until, now)?;
    let stored = quote::ActiveModel {
        client_email: Set(client_email),
        client_phone_key: Set(client_phone_key),
        number: Set(format!("{base}-R{revision}")),
        financial_year: Set(old.financial_year.clone()),
        sequence: Set(old.sequence),
        revision: Set(revision),
        replaces: Set(Some(old.id)),
        ..stored
    }
    .insert(&txn)
    .await
    .map_err(|e| match e.sql_err() {
        Some(sea_orm::SqlErr::UniqueConstraintViolation(_)) => DomainError::Conflict(format!(
            "Quotation {} was revised at the same moment; open it again.",
            old.number
        )),
        _ => e.into(),
    })?;
    txn.commit().await?;
    Ok(stored)
}

/// Withdraws a sent quote's link: from now on the link, its PDF and every
/// answer to it are refused as gone (see the module header). The
/// enquiry's timeline records it. Withdrawing it again changes nothing; a
/// draft has no link to withdraw.
#[tracing::instrument(skip_all, fields(id = id))]
pub async fn revoke(
    db: &DatabaseConnection,
    id: i32,
    actor: &Actor,
    now: DateTime<Utc>,
) -> DomainResult<quote::Model> {
    let txn = begin_write(db).await?;
    let q = fetch(&txn, id).await?;
    if q.status == QuoteStatus::Draft {
        return Err(DomainError::Conflict(format!(
            "Quotation {} has not been sent: it has no link to withdraw.",
            q.number
        )));
    }
    let stamped = quote::Entity::update_many()
        .col_expr(quote::Column::RevokedAt, Expr::value(Some(now)))
        .col_expr(
            quote::Column::RevokedBy,
            Expr::value(Some(actor.name.chars().take(100).collect::<String>())),
        )
        .filter(quote::Column::Id.eq(id))
        .filter(quote::Column::RevokedAt.is_null())
        .exec(&txn)
        .await?;
    if stamped.rows_affected == 1 {
        if let Some(lead) = q.lead_id {
            leads::quote_moved(
                &txn,
                lead,
                actor,
                QuoteMove::noted(
                    LeadAction::QuoteRevoked,
                    format!("{}: the client's link withdrawn", q.number),
                ),
                now,
            )
            .await?;
        }
    }
    let revoked = fetch(&txn, id).await?;
    txn.commit().await?;
    Ok(revoked)
}

/// A quantity as a quote prints it: "2.5", "3", "1.125".
pub fn quantity_text(milli: i64) -> String {
    let (whole, frac) = (milli / 1000, milli % 1000);
    if frac == 0 {
        whole.to_string()
    } else {
        format!("{whole}.{frac:03}")
            .trim_end_matches('0')
            .to_owned()
    }
}

/// A rate in basis points as a quote prints it: "18%", "2.5%", "12.25%".
pub fn rate_text(bp: i64) -> String {
    let whole = bp / 100;
    match bp % 100 {
        0 => format!("{whole}%"),
        p if p % 10 == 0 => format!("{whole}.{}%", p / 10),
        p => format!("{whole}.{p:02}%"),
    }
}

/// A day as a quote prints it: "9 December 2026".
pub fn long_date(day: NaiveDate) -> String {
    day.format("%-d %B %Y").to_string()
}

/// The same in the client's language: "9 दिसंबर 2026" in Hindi.
pub fn long_date_in(day: NaiveDate, language: Language) -> String {
    match language {
        Language::En => long_date(day),
        Language::Hi => hindi_date(day),
    }
}

/// The tax rows under a quote's lines, in paise: CGST and SGST inside the
/// agency's state, IGST outside, each labelled with its rate when every
/// line has the same one ("CGST @ 9%").
pub fn tax_rows(q: &quote::Model, lines: &[Line]) -> Vec<(String, i64)> {
    split_rows(
        &q.agency_state,
        &q.client_state,
        Tax {
            cgst: q.cgst,
            sgst: q.sgst,
            igst: q.igst,
        },
        lines,
    )
}

/// The tax rows of any GST document (a quote, an invoice, a note) taxed
/// from `agency_state` to `client_state`, as `tax_rows` words them.
pub fn split_rows(
    agency_state: &str,
    client_state: &str,
    tax: Tax,
    lines: &[Line],
) -> Vec<(String, i64)> {
    let rates: std::collections::BTreeSet<i64> = lines.iter().map(|l| l.rate_bp).collect();
    let at = |parts: i64| match rates.iter().collect::<Vec<_>>().as_slice() {
        [rate] => format!(" @ {}", rate_text(**rate / parts)),
        _ => String::new(),
    };
    if gst::state_code(client_state) == gst::state_code(agency_state) {
        vec![
            (format!("CGST{}", at(2)), tax.cgst),
            (format!("SGST{}", at(2)), tax.sgst),
        ]
    } else {
        vec![(format!("IGST{}", at(1)), tax.igst)]
    }
}

// Amounts in the tests are paise written as rupees_paise, in Indian
// grouping (1_18_000_00 is ₹1,18,000.00).
#[cfg(test)]
#[allow(clippy::inconsistent_digit_grouping)]
mod tests {
    use super::*;

    fn line(quantity_milli: i64, unit_price: i64, discount: i64) -> NewLine {
        NewLine {
            description: "Amazon A+ content".into(),
            sac: "998361".into(),
            quantity_milli,
            unit_price,
            discount,
            rate_bp: 1800,
        }
    }

    #[test]
    fn lines_and_totals_agree_to_the_paisa() {
        // 2.5 × ₹333.33 = ₹833.325, rounded to ₹833.33; 9 % of it is 75.0
        let (lines, totals) = price(&[line(2500, 33333, 0), line(3000, 1000_00, 500_00)], true);
        assert_eq!(lines[0].taxable, 83333);
        assert_eq!(lines[0].cgst, 7500);
        assert_eq!(lines[1].taxable, 2500_00);
        assert_eq!(totals.taxable, 83333 + 2500_00);
        assert_eq!(totals.tax.cgst, totals.tax.sgst);
        assert_eq!(totals.tax.igst, 0);
        assert_eq!(totals.total, totals.taxable + 2 * totals.tax.cgst);
        let (_, outside) = price(&[line(1000, 1_00_000_00, 0)], false);
        assert_eq!(outside.tax.igst, 18_000_00);
        assert_eq!(outside.total, 1_18_000_00);
    }

    #[test]
    fn quantities_and_rates_print_without_trailing_zeros() {
        assert_eq!(quantity_text(2500), "2.5");
        assert_eq!(quantity_text(3000), "3");
        assert_eq!(quantity_text(1125), "1.125");
        assert_eq!(rate_text(1800), "18%");
        assert_eq!(rate_text(900), "9%");
        assert_eq!(rate_text(250), "2.5%");
        assert_eq!(rate_text(1225), "12.25%");
    }
}
