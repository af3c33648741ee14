//! The lead desk over enquiries and applications: lists filtered, sorted and
//! paged by the database, a lead's page (notes, history, possible
//! duplicates, call and WhatsApp links), changes of status, assignee and
//! follow-up recorded with who and when, and the keys that fold double
//! submits and spot repeat clients when a lead arrives.
//!
//! Both kinds of lead share this code through `LeadTable`, which names
//! their columns; `query` turns a `LeadQuery` into SQL for either.
use chrono::{DateTime, NaiveDate, Utc};
use sea_orm::{
    sea_query::{Alias, Expr, Query},
    ActiveModelBehavior, ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection,
    EntityTrait, FromQueryResult, IntoActiveModel, QueryFilter, QueryOrder, QuerySelect, Set,
    TransactionTrait,
};
use serde::Serialize;
use sha2::{Digest, Sha256};
use utoipa::ToSchema;

use crate::routes::wire::{rfc3339, ApplicationView, EnquiryView};
use crate::{
    domain::lead::{phone_key, LeadKind, LeadQuery, LeadStatus, PageRequest},
    domain::{DomainError, DomainResult},
    entities::{admin, business_enquiry, career_application, lead_event, lead_note},
    services::outbox::{self, Letter},
};

pub mod dashboard;
pub mod export;
mod query;

pub use query::LeadTable;

/// The administrator a lead is assigned to.
#[derive(Clone, Debug, Serialize, ToSchema, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct AssigneeView {
    /// Null once the administrator's account was deleted.
    pub id: Option<i32>,
    pub name: String,
}

/// One row of a lead list: the same shape for enquiries and applications.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LeadSummary {
    /// bId of an enquiry, cId of an application.
    pub id: i32,
    pub name: String,
    pub email: String,
    /// As typed.
    pub phone: String,
    /// "Service - Sub-service" of an enquiry, the position of an application.
    pub topic: String,
    /// The service or position id; null once it was deleted.
    pub topic_id: Option<i32>,
    /// The enquiry's message (empty for applications).
    pub message: String,
    pub status: String,
    pub assignee: Option<AssigneeView>,
    /// YYYY-MM-DD (India date).
    pub follow_up_on: Option<String>,
    /// The earlier lead this one probably repeats (same e-mail or phone).
    pub duplicate_of: Option<i32>,
    /// Set while the lead is held as spam.
    pub spam_reason: Option<String>,
    /// RFC 3339, UTC.
    pub submitted_at: String,
}

fn assignee(id: Option<i32>, name: Option<String>) -> Option<AssigneeView> {
    name.map(|name| AssigneeView { id, name })
}

impl From<business_enquiry::Model> for LeadSummary {
    fn from(m: business_enquiry::Model) -> Self {
        Self {
            id: m.b_id,
            name: format!("{} {}", m.f_name, m.l_name),
            email: m.b_email,
            phone: m.contact_number,
            topic: format!("{} - {}", m.service_name, m.sub_service_name),
            topic_id: m.service_id,
            message: m.message,
            status: m.status,
            assignee: assignee(m.assignee_id, m.assignee_name),
            follow_up_on: m.follow_up_on,
            duplicate_of: m.duplicate_of,
            spam_reason: m.spam_reason,
            submitted_at: rfc3339(m.submitted_at),
        }
    }
}

impl From<career_application::Model> for LeadSummary {
    fn from(m: career_application::Model) -> Self {
        Self {
            id: m.c_id,
            name: m.full_name,
            email: m.email,
            phone: m.mobile_number,
            topic: m.position_name,
            topic_id: m.position_id,
            message: String::new(),
            status: m.status,
            assignee: assignee(m.assignee_id, m.assignee_name),
            follow_up_on: m.follow_up_on,
            duplicate_of: m.duplicate_of,
            spam_reason: m.spam_reason,
            submitted_at: rfc3339(m.submitted_at),
        }
    }
}

/// How many leads one status holds under the current filters.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StatusCount {
    pub status: String,
    pub count: i64,
}

/// One page of a lead list.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LeadPage {
    pub items: Vec<LeadSummary>,
    /// Rows matching every filter.
    pub total: i64,
    pub page: u64,
    pub per_page: u64,
    /// Pages at this size (at least 1).
    pub pages: u64,
    /// Per status, under every filter except status and the spam view;
    /// spam is left out of these and counted in `spam`.
    pub counts: Vec<StatusCount>,
    /// Leads held as spam under the other filters.
    pub spam: i64,
}

/// A lead list, done by the database: one query for the page, one for the
/// total, one for the per-status counts and one for spam.
pub async fn list<E>(
    db: &DatabaseConnection,
    table: &LeadTable,
    q: &LeadQuery,
    page: PageRequest,
) -> DomainResult<LeadPage>
where
    E: EntityTrait,
    E::Model: Into<LeadSummary>,
{
    let items: Vec<LeadSummary> = table
        .ordered(E::find().filter(table.condition(&q.filter)), q.sort)
        .offset(page.offset())
        .limit(page.per_page)
        .all(db)
        .await?
        .into_iter()
        .map(Into::into)
        .collect();
    let total = table.count(db, table.condition(&q.filter)).await?;
    let (counts, spam) = table.status_counts(db, &q.filter).await?;
    Ok(LeadPage {
        items,
        total,
        page: page.page,
        per_page: page.per_page,
        pages: (total.max(1) as u64).div_ceil(page.per_page),
        counts,
        spam,
    })
}

// ---------- a lead's page ----------

#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct NoteView {
    pub id: i32,
    /// The author's name when the note was written.
    pub author: String,
    pub text: String,
    /// RFC 3339, UTC.
    pub created_at: String,
}

impl From<lead_note::Model> for NoteView {
    fn from(m: lead_note::Model) -> Self {
        Self {
            id: m.id,
            author: m.author_name,
            text: m.body,
            created_at: rfc3339(m.created_at),
        }
    }
}

/// One entry of a lead's history.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EventView {
    pub id: i32,
    /// status, assignee, followUp, spam, called or whatsapped.
    pub action: String,
    pub from: Option<String>,
    pub to: Option<String>,
    /// Who did it (the name at that time).
    pub actor: String,
    /// RFC 3339, UTC.
    pub at: String,
}

impl From<lead_event::Model> for EventView {
    fn from(m: lead_event::Model) -> Self {
        Self {
            id: m.id,
            action: m.action,
            from: m.from_value,
            to: m.to_value,
            actor: m.actor_name,
            at: rfc3339(m.created_at),
        }
    }
}

/// Everything the lead's page shows.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LeadDetail {
    #[serde(flatten)]
    pub summary: LeadSummary,
    /// Every field of an enquiry (absent for applications).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub enquiry: Option<EnquiryView>,
    /// Every field of an application (absent for enquiries).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub application: Option<ApplicationView>,
    /// The phone in E.164, when the typed number could be read.
    pub phone_key: Option<String>,
    /// `tel:` link for click-to-call.
    pub call_url: Option<String>,
    /// `https://wa.me/…` click-to-chat with a message naming the agency and
    /// the service or position.
    pub whatsapp_url: Option<String>,
    /// Other leads of the same kind with the same e-mail or phone, newest first.
    pub possible_duplicates: Vec<LeadSummary>,
    /// Newest first.
    pub notes: Vec<NoteView>,
    /// Newest first.
    pub history: Vec<EventView>,
}

/// Percent-encodes text for a URL query value.
fn url_encode(text: &str) -> String {
    let mut out = String::with_capacity(text.len() * 3);
    for b in text.bytes() {
        match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => {
                out.push(b as char)
            }
            _ => out.push_str(&format!("%{b:02X}")),
        }
    }
    out
}

/// The greeting prefilled in a WhatsApp chat with the lead.
pub fn whatsapp_message(kind: LeadKind, agency: &str, first_name: &str, topic: &str) -> String {
    match kind {
        LeadKind::Enquiry => {
            format!("Hello {first_name}, this is {agency} about your enquiry for {topic}.")
        }
        LeadKind::Application => {
            format!("Hello {first_name}, this is {agency} about your application for {topic}.")
        }
    }
}

async fn detail_parts(
    db: &DatabaseConnection,
    table: &LeadTable,
    summary: LeadSummary,
    phone_key: Option<String>,
    email_key: &str,
    agency: &str,
) -> DomainResult<LeadDetail> {
    let kind = table.kind;
    let notes = lead_note::Entity::find()
        .filter(lead_note::Column::LeadKind.eq(kind.as_str()))
        .filter(lead_note::Column::LeadId.eq(summary.id))
        .order_by_desc(lead_note::Column::CreatedAt)
        .order_by_desc(lead_note::Column::Id)
        .all(db)
        .await?
        .into_iter()
        .map(Into::into)
        .collect();
    let history = lead_event::Entity::find()
        .filter(lead_event::Column::LeadKind.eq(kind.as_str()))
        .filter(lead_event::Column::LeadId.eq(summary.id))
        .order_by_desc(lead_event::Column::CreatedAt)
        .order_by_desc(lead_event::Column::Id)
        .all(db)
        .await?
        .into_iter()
        .map(Into::into)
        .collect();
    let first_name = summary.name.split_whitespace().next().unwrap_or("");
    let call_url = phone_key
        .clone()
        .or_else(|| {
            let digits: String = summary.phone.chars().filter(char::is_ascii_digit).collect();
            (!digits.is_empty()).then_some(digits)
        })
        .map(|n| format!("tel:{n}"));
    let whatsapp_url = phone_key.as_ref().map(|k| {
        format!(
            "https://wa.me/{}?text={}",
            k.trim_start_matches('+'),
            url_encode(&whatsapp_message(kind, agency, first_name, &summary.topic))
        )
    });
    let possible_duplicates = table
        .duplicates_of(db, summary.id, email_key, phone_key.as_deref())
        .await?;
    Ok(LeadDetail {
        summary,
        enquiry: None,
        application: None,
        phone_key,
        call_url,
        whatsapp_url,
        possible_duplicates,
        notes,
        history,
    })
}

/// An enquiry's page; `agency` names the business in the WhatsApp greeting.
pub async fn enquiry_detail(
    db: &DatabaseConnection,
    b_id: i32,
    agency: &str,
) -> DomainResult<LeadDetail> {
    let m = super::enquiries::get(db, b_id).await?;
    let (phone, email) = (m.phone_key.clone(), m.email_key.clone());
    let mut detail = detail_parts(
        db,
        &LeadTable::ENQUIRIES,
        m.clone().into(),
        phone,
        &email,
        agency,
    )
    .await?;
    detail.enquiry = Some(m.into());
    Ok(detail)
}

/// An application's page.
pub async fn application_detail(
    db: &DatabaseConnection,
    c_id: i32,
    agency: &str,
) -> DomainResult<LeadDetail> {
    let m = super::careers::application(db, c_id).await?;
    let (phone, email) = (m.phone_key.clone(), m.email_key.clone());
    let mut detail = detail_parts(
        db,
        &LeadTable::APPLICATIONS,
        m.clone().into(),
        phone,
        &email,
        agency,
    )
    .await?;
    detail.application = Some(m.into());
    Ok(detail)
}

pub async fn detail(
    db: &DatabaseConnection,
    kind: LeadKind,
    id: i32,
    agency: &str,
) -> DomainResult<LeadDetail> {
    match kind {
        LeadKind::Enquiry => enquiry_detail(db, id, agency).await,
        LeadKind::Application => application_detail(db, id, agency).await,
    }
}

// ---------- changes ----------

/// The administrator making a change, as history records them.
#[derive(Clone, Debug)]
pub struct Actor {
    pub id: i32,
    pub name: String,
}

/// What an administrator changes on a lead; `None` leaves a part as it is.
#[derive(Clone, Debug, Default)]
pub struct LeadChange {
    pub status: Option<LeadStatus>,
    /// `Some(None)` unassigns.
    pub assignee: Option<Option<i32>>,
    /// `Some(None)` clears the follow-up date.
    pub follow_up: Option<Option<NaiveDate>>,
}

/// The lead's current pipeline fields, read before a change.
#[derive(Debug, FromQueryResult)]
struct PipelineRow {
    status: String,
    assignee_id: Option<i32>,
    assignee_name: Option<String>,
    follow_up_on: Option<String>,
    spam_reason: Option<String>,
}

fn event(
    kind: LeadKind,
    lead_id: i32,
    actor: &Actor,
    action: &str,
    from: Option<String>,
    to: Option<String>,
    at: DateTime<Utc>,
) -> lead_event::ActiveModel {
    lead_event::ActiveModel {
        lead_kind: Set(kind.as_str().to_owned()),
        lead_id: Set(lead_id),
        actor_id: Set(Some(actor.id)),
        actor_name: Set(actor.name.clone()),
        action: Set(action.to_owned()),
        from_value: Set(from),
        to_value: Set(to),
        created_at: Set(at),
        ..Default::default()
    }
}

/// Applies a change in one transaction and records each part that really
/// changed in the lead's history. Moving a lead held as spam to any status
/// other than Spam releases it (the spam reason is cleared); setting an
/// enquiry to Spam holds it with the administrator named as the reason.
pub async fn change(
    db: &DatabaseConnection,
    table: &LeadTable,
    id: i32,
    change: LeadChange,
    actor: &Actor,
) -> DomainResult<()> {
    let kind = table.kind;
    let txn = db.begin().await?;
    let backend = txn.get_database_backend();
    // Take the row's write lock before reading it: on SQLite a transaction
    // that reads first cannot upgrade to a writer once another connection
    // has written (it fails at once, "database is locked"), and on
    // PostgreSQL two changes to one lead must not both read the old values.
    let lock = Query::update()
        .table(Alias::new(table.table))
        .value(Alias::new("status"), Expr::col(Alias::new("status")))
        .and_where(Expr::col(Alias::new(table.id)).eq(id))
        .to_owned();
    txn.execute(backend.build(&lock)).await?;
    let select = Query::select()
        .columns(
            [
                "status",
                "assignee_id",
                "assignee_name",
                "follow_up_on",
                "spam_reason",
            ]
            .map(Alias::new),
        )
        .from(Alias::new(table.table))
        .and_where(Expr::col(Alias::new(table.id)).eq(id))
        .to_owned();
    let row = PipelineRow::find_by_statement(backend.build(&select))
        .one(&txn)
        .await?
        .ok_or_else(|| DomainError::NotFound(kind.label()))?;
    let now = Utc::now();
    let mut update = Query::update();
    update
        .table(Alias::new(table.table))
        .and_where(Expr::col(Alias::new(table.id)).eq(id));
    let mut events = Vec::new();
    let mut changed = false;
    if let Some(status) = change.status {
        let held = row.spam_reason.is_some();
        if status.as_str() != row.status {
            update.value(Alias::new("status"), status.as_str());
            events.push(event(
                kind,
                id,
                actor,
                "status",
                Some(row.status.clone()),
                Some(status.as_str().to_owned()),
                now,
            ));
            changed = true;
        }
        if status == LeadStatus::SPAM && !held {
            let reason = format!("Marked as spam by {}", actor.name);
            update.value(Alias::new("spam_reason"), reason);
            changed = true;
        } else if status != LeadStatus::SPAM && held {
            update.value(Alias::new("spam_reason"), Option::<String>::None);
            events.push(event(
                kind,
                id,
                actor,
                "spam",
                row.spam_reason.clone(),
                None,
                now,
            ));
            changed = true;
        }
    }
    if let Some(assignee) = change.assignee {
        let name = match assignee {
            Some(admin_id) => Some(
                admin::Entity::find_by_id(admin_id)
                    .one(&txn)
                    .await?
                    .ok_or_else(|| {
                        DomainError::invalid(
                            "assigneeId",
                            "There is no administrator with this id.",
                        )
                    })?
                    .username,
            ),
            None => None,
        };
        if assignee != row.assignee_id || (assignee.is_none() && row.assignee_name.is_some()) {
            update.value(Alias::new("assignee_id"), assignee);
            update.value(Alias::new("assignee_name"), name.clone());
            events.push(event(
                kind,
                id,
                actor,
                "assignee",
                row.assignee_name.clone(),
                name,
                now,
            ));
            changed = true;
        }
    }
    if let Some(follow_up) = change.follow_up {
        let value = follow_up.map(|d| d.format("%Y-%m-%d").to_string());
        if value != row.follow_up_on {
            update.value(Alias::new("follow_up_on"), value.clone());
            events.push(event(
                kind,
                id,
                actor,
                "followUp",
                row.follow_up_on.clone(),
                value,
                now,
            ));
            changed = true;
        }
    }
    if changed {
        txn.execute(backend.build(&update)).await?;
        for e in events {
            e.insert(&txn).await?;
        }
    }
    txn.commit().await?;
    Ok(())
}

async fn ensure_exists(db: &DatabaseConnection, table: &LeadTable, id: i32) -> DomainResult<()> {
    let found = table
        .count(
            db,
            sea_orm::Condition::all().add(Expr::col(Alias::new(table.id)).eq(id)),
        )
        .await?;
    if found == 0 {
        Err(DomainError::NotFound(table.kind.label()))
    } else {
        Ok(())
    }
}

/// Adds a note to a lead.
pub async fn add_note(
    db: &DatabaseConnection,
    table: &LeadTable,
    id: i32,
    text: String,
    actor: &Actor,
) -> DomainResult<NoteView> {
    ensure_exists(db, table, id).await?;
    Ok(lead_note::ActiveModel {
        lead_kind: Set(table.kind.as_str().to_owned()),
        lead_id: Set(id),
        author_id: Set(Some(actor.id)),
        author_name: Set(actor.name.clone()),
        body: Set(text),
        created_at: Set(Utc::now()),
        ..Default::default()
    }
    .insert(db)
    .await?
    .into())
}

/// How an administrator reached out from the lead's page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Contact {
    Called,
    Whatsapped,
}

impl Contact {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Called => "called",
            Self::Whatsapped => "whatsapped",
        }
    }
}

/// Records a call or WhatsApp chat on the lead's timeline.
pub async fn record_contact(
    db: &DatabaseConnection,
    table: &LeadTable,
    id: i32,
    contact: Contact,
    actor: &Actor,
) -> DomainResult<EventView> {
    ensure_exists(db, table, id).await?;
    Ok(event(
        table.kind,
        id,
        actor,
        contact.as_str(),
        None,
        None,
        Utc::now(),
    )
    .insert(db)
    .await?
    .into())
}

/// Removes a deleted lead's notes and history (they have no foreign key,
/// as one table serves both kinds of lead).
pub async fn forget<C: ConnectionTrait>(db: &C, kind: LeadKind, id: i32) -> DomainResult<()> {
    lead_note::Entity::delete_many()
        .filter(lead_note::Column::LeadKind.eq(kind.as_str()))
        .filter(lead_note::Column::LeadId.eq(id))
        .exec(db)
        .await?;
    lead_event::Entity::delete_many()
        .filter(lead_event::Column::LeadKind.eq(kind.as_str()))
        .filter(lead_event::Column::LeadId.eq(id))
        .exec(db)
        .await?;
    Ok(())
}

// ---------- arrival ----------

/// Who sent a public form, and whether it looked like spam.
#[derive(Clone, Debug, Default)]
pub struct Submission {
    /// The client's address, part of the double-submit key.
    pub client: String,
    /// Set when the submission is held as spam (the honeypot was filled).
    pub spam_reason: Option<String>,
}

/// Why a submission that filled the hidden field is held as spam.
pub const HONEYPOT_REASON: &str =
    "The hidden anti-spam field was filled in (a bot, or a browser's autofill).";

/// Part of the double-submit fingerprint: a spam-held copy never stands in
/// for a real submission of the same content, nor the other way round.
pub fn spam_marker(submission: &Submission) -> &'static str {
    if submission.spam_reason.is_some() {
        "spam"
    } else {
        "lead"
    }
}

/// A double-clicked submit arrives within this many seconds.
const DOUBLE_SUBMIT_SECONDS: i64 = 10;

/// The keys a new lead is stored with.
#[derive(Clone, Debug)]
pub struct ArrivalKeys {
    pub email_key: String,
    pub phone_key: Option<String>,
    /// Same client, same content, same 10-second window.
    pub dedupe_key: String,
    /// The key of the previous window, so a double click across a window
    /// boundary is folded too.
    pub previous_dedupe_key: String,
}

/// Keys for a lead arriving now with these contents.
pub fn arrival_keys(
    kind: LeadKind,
    client: &str,
    email: &str,
    phone: &str,
    content: &[&str],
    now: DateTime<Utc>,
) -> ArrivalKeys {
    let mut hash = Sha256::new();
    for part in [kind.as_str(), client].iter().chain(content) {
        hash.update(part.as_bytes());
        hash.update([0u8]);
    }
    let fingerprint = hex::encode(&hash.finalize()[..16]);
    let window = now.timestamp().div_euclid(DOUBLE_SUBMIT_SECONDS);
    ArrivalKeys {
        email_key: email.to_lowercase(),
        phone_key: phone_key(phone),
        dedupe_key: format!("{fingerprint}:{window}"),
        previous_dedupe_key: format!("{fingerprint}:{}", window - 1),
    }
}

/// Inserts a new lead and the mail it causes in one transaction: both are
/// stored or neither is (a failed insert, such as the other click of a
/// double-clicked pair winning the race, rolls the transaction back).
pub async fn insert_with_mail<A>(
    db: &DatabaseConnection,
    row: A,
    letters: impl FnOnce(&<A::Entity as EntityTrait>::Model) -> Vec<Letter>,
) -> Result<<A::Entity as EntityTrait>::Model, sea_orm::DbErr>
where
    A: ActiveModelTrait + ActiveModelBehavior + Send,
    <A::Entity as EntityTrait>::Model: IntoActiveModel<A>,
{
    let txn = db.begin().await?;
    let stored = row.insert(&txn).await?;
    outbox::enqueue(&txn, letters(&stored), Utc::now()).await?;
    txn.commit().await?;
    Ok(stored)
}

/// Whether a database error is the unique double-submit key colliding.
pub fn is_duplicate_key(e: &sea_orm::DbErr) -> bool {
    matches!(
        e.sql_err(),
        Some(sea_orm::SqlErr::UniqueConstraintViolation(_))
    )
}

impl LeadTable {
    /// The id of a lead already stored from the same double-clicked submit.
    pub async fn same_submission<C: ConnectionTrait>(
        &self,
        db: &C,
        keys: &ArrivalKeys,
    ) -> DomainResult<Option<i32>> {
        self.first_id(
            db,
            Expr::col(Alias::new("dedupe_key"))
                .is_in([keys.dedupe_key.clone(), keys.previous_dedupe_key.clone()]),
        )
        .await
    }

    /// The most recent earlier lead (not spam) with the same e-mail or
    /// phone: the new one is marked as its possible duplicate.
    pub async fn earlier_match<C: ConnectionTrait>(
        &self,
        db: &C,
        keys: &ArrivalKeys,
    ) -> DomainResult<Option<i32>> {
        let mut same = Expr::col(Alias::new("email_key")).eq(keys.email_key.clone());
        if let Some(p) = &keys.phone_key {
            same = same.or(Expr::col(Alias::new("phone_key")).eq(p.clone()));
        }
        self.first_id(db, same.and(Expr::col(Alias::new("spam_reason")).is_null()))
            .await
    }
}

/// Gives leads stored before the lead desk existed their phone key (the
/// migration cannot: the rule lives here). Those rows are the only ones
/// without a double-submit key; each is read once per start-up until it
/// has a phone key, which for a number that cannot be read is never, so
/// this stays cheap.
pub async fn backfill_phone_keys(db: &DatabaseConnection) -> DomainResult<()> {
    let old = || {
        sea_orm::Condition::all()
            .add(Expr::col(Alias::new("dedupe_key")).is_null())
            .add(Expr::col(Alias::new("phone_key")).is_null())
    };
    for m in business_enquiry::Entity::find()
        .filter(old())
        .all(db)
        .await?
    {
        if let Some(key) = phone_key(&m.contact_number) {
            let mut a: business_enquiry::ActiveModel = m.into();
            a.phone_key = Set(Some(key));
            a.update(db).await?;
        }
    }
    for m in career_application::Entity::find()
        .filter(old())
        .all(db)
        .await?
    {
        if let Some(key) = phone_key(&m.mobile_number) {
            let mut a: career_application::ActiveModel = m.into();
            a.phone_key = Set(Some(key));
            a.update(db).await?;
        }
    }
    Ok(())
}
