//! The lead desk over enquiries and applications: lists filtered, sorted and
//! paged by the database, a lead's page (notes, history, possible
//! duplicates, call and WhatsApp links), changes of status, assignee and
//! follow-up recorded with who and when, and the keys that fold double
//! submits and spot repeat clients when a lead arrives.
//!
//! Both kinds of lead share this code through `LeadTable`, which names
//! their columns; `query` turns a `LeadQuery` into SQL for either.
use std::str::FromStr;

use chrono::{DateTime, NaiveDate, Utc};
use sea_orm::{
    sea_query::{Alias, Expr, Query, SimpleExpr},
    ActiveModelBehavior, ActiveModelTrait, ConnectionTrait, DatabaseConnection, EntityTrait,
    FromQueryResult, IntoActiveModel, ModelTrait, QueryFilter, QueryOrder, QuerySelect, Set,
    SqlErr, Value,
};
use serde::Serialize;
use sha2::{Digest, Sha256};
use utoipa::ToSchema;

use crate::{
    domain::{
        lead::{phone_key, LeadKind, LeadQuery, LeadStatus},
        PageRequest,
    },
    domain::{DomainError, DomainResult, Email, Phone},
    entities::{admin, business_enquiry, career_application, lead_event, lead_note},
    services::outbox::{self, Letter},
};

pub mod dashboard;
pub mod export;
mod query;

pub use query::LeadTable;

/// The entity of a lead table: the lead desk's code serves both through it.
pub trait LeadEntity: EntityTrait {
    const TABLE: &'static LeadTable;
    /// The e-mail and phone columns, as typed.
    const EMAIL: &'static str;
    const PHONE: &'static str;
}

impl LeadEntity for business_enquiry::Entity {
    const TABLE: &'static LeadTable = &LeadTable::ENQUIRIES;
    const EMAIL: &'static str = "b_email";
    const PHONE: &'static str = "contact_number";
}

impl LeadEntity for career_application::Entity {
    const TABLE: &'static LeadTable = &LeadTable::APPLICATIONS;
    const EMAIL: &'static str = "email";
    const PHONE: &'static str = "mobile_number";
}

/// A lead table's column by name, as `LeadTable` names them.
fn column<E: EntityTrait>(name: &str) -> DomainResult<E::Column> {
    E::Column::from_str(name)
        .map_err(|_| DomainError::Internal(anyhow::anyhow!("no lead column {name}")))
}

/// Sets columns of a lead's row by name.
fn set_columns<A: ActiveModelTrait>(
    row: &mut A,
    columns: impl IntoIterator<Item = (&'static str, Value)>,
) -> DomainResult<()> {
    for (name, value) in columns {
        row.try_set(column::<A::Entity>(name)?, value)?;
    }
    Ok(())
}

/// A changed e-mail and phone, each with the key that finds the lead's
/// duplicates (see `arrival_keys`); `None` leaves one as it is.
pub fn set_contact<A>(row: &mut A, email: Option<Email>, phone: Option<Phone>) -> DomainResult<()>
where
    A: ActiveModelTrait,
    A::Entity: LeadEntity,
{
    let mut columns = Vec::new();
    if let Some(email) = email.map(Email::into_inner) {
        columns.push(("email_key", email.to_lowercase().into()));
        columns.push((<A::Entity as LeadEntity>::EMAIL, email.into()));
    }
    if let Some(phone) = phone.map(Phone::into_inner) {
        columns.push(("phone_key", phone_key(&phone).into()));
        columns.push((<A::Entity as LeadEntity>::PHONE, phone.into()));
    }
    set_columns(row, columns)
}

/// The record an active model stores.
type Model<A> = <<A as ActiveModelTrait>::Entity as EntityTrait>::Model;

/// A lead's record by id.
pub async fn record<E: LeadEntity>(db: &DatabaseConnection, id: i32) -> DomainResult<E::Model> {
    E::find()
        .filter(E::TABLE.has_id(id))
        .one(db)
        .await?
        .ok_or(DomainError::NotFound(E::TABLE.kind.label()))
}

impl From<business_enquiry::Model> for LeadRecord {
    fn from(m: business_enquiry::Model) -> Self {
        Self::Enquiry(m)
    }
}

impl From<career_application::Model> for LeadRecord {
    fn from(m: career_application::Model) -> Self {
        Self::Application(m)
    }
}

/// How many leads one status holds under the current filters.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StatusCount {
    pub status: String,
    pub count: i64,
}

/// One page of a lead list with the counts its screen shows.
pub struct LeadList {
    pub items: Vec<LeadRecord>,
    /// Rows matching every filter.
    pub total: u64,
    /// Per status, under every filter except status and the spam view;
    /// spam is left out of these and counted in `spam`.
    pub counts: Vec<StatusCount>,
    /// Leads held as spam under the other filters.
    pub spam: i64,
}

/// A lead list, done by the database: one query for the page and one for
/// every count it shows (the total, per status and spam).
pub async fn list<E>(
    db: &DatabaseConnection,
    table: &LeadTable,
    q: &LeadQuery,
    page: PageRequest,
) -> DomainResult<LeadList>
where
    E: EntityTrait,
    E::Model: Into<LeadRecord>,
{
    let condition = table.condition(&q.filter, db.get_database_backend());
    let items: Vec<LeadRecord> = table
        .ordered(E::find().filter(condition), q.sort)
        .offset(page.offset())
        .limit(page.per_page)
        .all(db)
        .await?
        .into_iter()
        .map(Into::into)
        .collect();
    let tally = table.tally(db, &q.filter).await?;
    Ok(LeadList {
        items,
        total: tally.total(&q.filter).max(0) as u64,
        counts: tally.counts(),
        spam: tally.spam(),
    })
}

// ---------- a lead's page ----------

/// A lead's stored record, of either kind.
#[derive(Clone, Debug)]
pub enum LeadRecord {
    Enquiry(business_enquiry::Model),
    Application(career_application::Model),
}

impl LeadRecord {
    pub fn kind(&self) -> LeadKind {
        match self {
            Self::Enquiry(_) => LeadKind::Enquiry,
            Self::Application(_) => LeadKind::Application,
        }
    }

    /// The phone in E.164, when the typed number could be read.
    pub fn phone_key(&self) -> Option<&str> {
        match self {
            Self::Enquiry(m) => m.phone_key.as_deref(),
            Self::Application(m) => m.phone_key.as_deref(),
        }
    }

    fn email_key(&self) -> &str {
        match self {
            Self::Enquiry(m) => &m.email_key,
            Self::Application(m) => &m.email_key,
        }
    }
}

/// What a lead's page shows: the record, the other leads of its kind with
/// the same e-mail or phone, its notes and its history (each newest first).
#[derive(Clone, Debug)]
pub struct LeadFile {
    pub record: LeadRecord,
    pub possible_duplicates: Vec<LeadRecord>,
    pub notes: Vec<lead_note::Model>,
    pub history: Vec<lead_event::Model>,
}

/// Notes and history name their lead by its kind and id (one table serves
/// both kinds of lead, so there is no foreign key).
fn of_lead(kind: LeadKind, id: i32) -> sea_orm::Condition {
    sea_orm::Condition::all()
        .add(Expr::col(Alias::new("lead_kind")).eq(kind.as_str()))
        .add(Expr::col(Alias::new("lead_id")).eq(id))
}

/// A lead's notes or history, newest first.
async fn newest_of_lead<E: EntityTrait>(
    db: &DatabaseConnection,
    kind: LeadKind,
    id: i32,
) -> DomainResult<Vec<E::Model>> {
    let column = |name: &str| SimpleExpr::from(Expr::col(Alias::new(name)));
    Ok(E::find()
        .filter(of_lead(kind, id))
        .order_by_desc(column("created_at"))
        .order_by_desc(column("id"))
        .all(db)
        .await?)
}

/// A lead's page.
pub async fn detail(db: &DatabaseConnection, kind: LeadKind, id: i32) -> DomainResult<LeadFile> {
    let record = match kind {
        LeadKind::Enquiry => LeadRecord::Enquiry(record::<business_enquiry::Entity>(db, id).await?),
        LeadKind::Application => {
            LeadRecord::Application(record::<career_application::Entity>(db, id).await?)
        }
    };
    let notes = newest_of_lead::<lead_note::Entity>(db, kind, id).await?;
    let history = newest_of_lead::<lead_event::Entity>(db, kind, id).await?;
    let possible_duplicates = LeadTable::of(kind)
        .duplicates_of(db, id, record.email_key(), record.phone_key())
        .await?;
    Ok(LeadFile {
        record,
        possible_duplicates,
        notes,
        history,
    })
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
    let txn = super::begin_write(db).await?;
    let backend = txn.get_database_backend();
    // Take the row's lock before reading it: on PostgreSQL two changes to
    // one lead must not both read the old values.
    let lock = Query::update()
        .table(Alias::new(table.table()))
        .value(Alias::new("status"), Expr::col(Alias::new("status")))
        .and_where(table.has_id(id))
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
        .from(Alias::new(table.table()))
        .and_where(table.has_id(id))
        .to_owned();
    let row = PipelineRow::find_by_statement(backend.build(&select))
        .one(&txn)
        .await?
        .ok_or_else(|| DomainError::NotFound(kind.label()))?;
    let now = Utc::now();
    let mut update = Query::update();
    update
        .table(Alias::new(table.table()))
        .and_where(table.has_id(id));
    let mut events = Vec::new();
    let mut log = |action: &str, from: Option<String>, to: Option<String>| {
        events.push(event(kind, id, actor, action, from, to, now));
    };
    let mut changed = false;
    if let Some(status) = change.status {
        let held = row.spam_reason.is_some();
        if status.as_str() != row.status {
            update.value(Alias::new("status"), status.as_str());
            log(
                "status",
                Some(row.status.clone()),
                Some(status.as_str().to_owned()),
            );
            changed = true;
        }
        if status == LeadStatus::SPAM && !held {
            let reason = format!("Marked as spam by {}", actor.name);
            update.value(Alias::new("spam_reason"), reason);
            changed = true;
        } else if status != LeadStatus::SPAM && held {
            update.value(Alias::new("spam_reason"), Option::<String>::None);
            log("spam", row.spam_reason.clone(), None);
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
            log("assignee", row.assignee_name.clone(), name);
            changed = true;
        }
    }
    if let Some(follow_up) = change.follow_up {
        let value = follow_up.map(|d| d.format("%Y-%m-%d").to_string());
        if value != row.follow_up_on {
            update.value(Alias::new("follow_up_on"), value.clone());
            log("followUp", row.follow_up_on.clone(), value);
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
        .count(db, sea_orm::Condition::all().add(table.has_id(id)))
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
) -> DomainResult<lead_note::Model> {
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
    .await?)
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
) -> DomainResult<lead_event::Model> {
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
    .await?)
}

/// Deletes a lead with its notes and history (see `of_lead`).
pub async fn delete<E: LeadEntity>(db: &DatabaseConnection, id: i32) -> DomainResult<()> {
    let kind = E::TABLE.kind;
    let txn = super::begin_write(db).await?;
    let result = E::delete_many()
        .filter(E::TABLE.has_id(id))
        .exec(&txn)
        .await?;
    lead_note::Entity::delete_many()
        .filter(of_lead(kind, id))
        .exec(&txn)
        .await?;
    lead_event::Entity::delete_many()
        .filter(of_lead(kind, id))
        .exec(&txn)
        .await?;
    txn.commit().await?;
    super::deleted(result.rows_affected, kind.label())
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

/// Stores an arriving lead (`row` holds its fields, `keys` were made from
/// them) with the mail it causes, in one transaction: both are stored or
/// neither is. A double-clicked submit answers with the lead already
/// stored; one whose e-mail or phone matches an earlier lead is marked as
/// its possible duplicate; a spam submission is held as spam.
pub async fn arrive<A>(
    db: &DatabaseConnection,
    keys: &ArrivalKeys,
    submission: &Submission,
    mut row: A,
    letters: impl FnOnce(&Model<A>) -> Vec<Letter>,
) -> DomainResult<Model<A>>
where
    A: ActiveModelTrait + ActiveModelBehavior + Send,
    A::Entity: LeadEntity,
    Model<A>: IntoActiveModel<A>,
{
    let table = <A::Entity as LeadEntity>::TABLE;
    if let Some(id) = table.same_submission(db, keys).await? {
        return record::<A::Entity>(db, id).await;
    }
    let spam = submission.spam_reason.is_some();
    let duplicate_of = if spam {
        None
    } else {
        table.earlier_match(db, keys).await?
    };
    set_columns(
        &mut row,
        [
            ("status", table.kind.arrival_status(spam).as_str().into()),
            ("email_key", keys.email_key.clone().into()),
            ("phone_key", keys.phone_key.clone().into()),
            ("spam_reason", submission.spam_reason.clone().into()),
            ("duplicate_of", duplicate_of.into()),
            ("dedupe_key", Some(keys.dedupe_key.clone()).into()),
        ],
    )?;
    let stored = async {
        let txn = super::begin_write(db).await?;
        let stored = row.insert(&txn).await?;
        outbox::enqueue(&txn, letters(&stored), Utc::now()).await?;
        txn.commit().await?;
        Ok::<_, sea_orm::DbErr>(stored)
    };
    match stored.await {
        Ok(row) => Ok(row),
        // The other click of a double-clicked pair won the race to insert
        // (the unique double-submit key refused this one).
        Err(e) if matches!(e.sql_err(), Some(SqlErr::UniqueConstraintViolation(_))) => {
            match table.same_submission(db, keys).await? {
                Some(id) => record::<A::Entity>(db, id).await,
                None => Err(e.into()),
            }
        }
        Err(e) => Err(e.into()),
    }
}

impl LeadTable {
    /// The condition that picks one lead of this table.
    fn has_id(&self, id: i32) -> SimpleExpr {
        Expr::col(Alias::new(self.id())).eq(id)
    }

    /// The id of a lead already stored from the same double-clicked submit.
    async fn same_submission<C: ConnectionTrait>(
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
    async fn earlier_match<C: ConnectionTrait>(
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
    backfill_table::<business_enquiry::ActiveModel>(db).await?;
    backfill_table::<career_application::ActiveModel>(db).await
}

async fn backfill_table<A>(db: &DatabaseConnection) -> DomainResult<()>
where
    A: ActiveModelTrait + ActiveModelBehavior + Send,
    A::Entity: LeadEntity,
    Model<A>: IntoActiveModel<A>,
{
    let typed = column::<A::Entity>(<A::Entity as LeadEntity>::PHONE)?;
    let old = sea_orm::Condition::all()
        .add(Expr::col(Alias::new("dedupe_key")).is_null())
        .add(Expr::col(Alias::new("phone_key")).is_null());
    for m in A::Entity::find().filter(old).all(db).await? {
        let Value::String(Some(phone)) = m.get(typed) else {
            continue;
        };
        if let Some(key) = phone_key(&phone) {
            let mut a = m.into_active_model();
            set_columns(&mut a, [("phone_key", Some(key).into())])?;
            a.update(db).await?;
        }
    }
    Ok(())
}
