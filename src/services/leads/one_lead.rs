//! One lead: its page (the record, possible duplicates, notes, history),
//! changes of status, assignee and follow-up recorded with who and when,
//! notes, calls and WhatsApp chats on its timeline, a changed e-mail or
//! phone, and deleting it.
use chrono::{DateTime, NaiveDate, Utc};
use std::collections::HashMap;

use sea_orm::{
    sea_query::Expr, ActiveModelTrait, ColumnTrait, Condition, ConnectionTrait, DatabaseConnection,
    EntityTrait, QueryFilter, QueryOrder, QuerySelect, Set, Value,
};

use super::query::{self, has_id};
use crate::{
    domain::{
        lead::{phone_key, EnquiryStatus, LeadAction, LeadKind, PipelineStatus, Spelled},
        quote::QuoteStatus,
        DomainError, DomainResult, Email, Phone,
    },
    entities::{
        admin, application, enquiry, lead, lead_event, lead_note, lead_touch, Application, Enquiry,
        LeadRecord,
    },
    services::{begin_write, deleted, operations::audit::Actor},
};

use lead::Column as L;

/// The records of these leads, in their order: each with its kind's row
/// (read in one query per kind).
pub async fn records<C: ConnectionTrait>(
    db: &C,
    leads: Vec<lead::Model>,
) -> DomainResult<Vec<LeadRecord>> {
    let ids = |kind: LeadKind| -> Vec<i32> {
        leads
            .iter()
            .filter(|l| l.kind == kind)
            .map(|l| l.id)
            .collect()
    };
    let mut enquiries =
        own_rows::<enquiry::Entity>(db, enquiry::Column::Id, ids(LeadKind::Enquiry), |e| e.id)
            .await?;
    let mut applications = own_rows::<application::Entity>(
        db,
        application::Column::Id,
        ids(LeadKind::Application),
        |a| a.id,
    )
    .await?;
    Ok(leads
        .into_iter()
        .filter_map(|lead| match lead.kind {
            LeadKind::Enquiry => enquiries
                .remove(&lead.id)
                .map(|own| Enquiry { lead, own }.into()),
            LeadKind::Application => applications
                .remove(&lead.id)
                .map(|own| Application { lead, own }.into()),
        })
        .collect())
}

/// The rows of a kind's table (`K`, keyed by `id`) with these ids.
async fn own_rows<K: EntityTrait>(
    db: &impl ConnectionTrait,
    id: K::Column,
    ids: Vec<i32>,
    id_of: impl Fn(&K::Model) -> i32,
) -> DomainResult<HashMap<i32, K::Model>> {
    if ids.is_empty() {
        return Ok(HashMap::new());
    }
    let rows = K::find().filter(id.is_in(ids)).all(db).await?;
    Ok(rows.into_iter().map(|m| (id_of(&m), m)).collect())
}

/// A lead's record by kind and id.
pub async fn record<C: ConnectionTrait>(
    db: &C,
    kind: LeadKind,
    id: i32,
) -> DomainResult<LeadRecord> {
    let lead = lead::Entity::find()
        .filter(has_id(kind, id))
        .one(db)
        .await?
        .ok_or(DomainError::NotFound(kind.label()))?;
    records(db, vec![lead])
        .await?
        .pop()
        .ok_or(DomainError::NotFound(kind.label()))
}

/// An enquiry by id.
pub async fn enquiry<C: ConnectionTrait>(db: &C, id: i32) -> DomainResult<Enquiry> {
    record(db, LeadKind::Enquiry, id)
        .await?
        .into_enquiry()
        .ok_or(DomainError::NotFound(LeadKind::Enquiry.label()))
}

/// An application by id.
pub async fn application<C: ConnectionTrait>(db: &C, id: i32) -> DomainResult<Application> {
    record(db, LeadKind::Application, id)
        .await?
        .into_application()
        .ok_or(DomainError::NotFound(LeadKind::Application.label()))
}

/// Stores a lead changed by an administrator: what every lead has and
/// what only its kind has, in one transaction, with its search text and
/// topic written again from them. Answers the lead as stored.
pub async fn save<O>(
    db: &DatabaseConnection,
    common: lead::ActiveModel,
    own: O,
) -> DomainResult<LeadRecord>
where
    O: ActiveModelTrait + sea_orm::ActiveModelBehavior + Send,
    <O::Entity as EntityTrait>::Model: sea_orm::IntoActiveModel<O>,
{
    let (kind, id) = (common.kind.as_ref().to_owned(), *common.id.as_ref());
    let txn = begin_write(db).await?;
    if own.is_changed() {
        own.update(&txn).await?;
    }
    if common.is_changed() {
        common.update(&txn).await?;
    }
    rewrite_derived(&txn, kind, id).await?;
    let saved = record(&txn, kind, id).await?;
    txn.commit().await?;
    Ok(saved)
}

/// The leads of `kind` whose topic `about` matches lose it: their service
/// or position is being deleted.
pub async fn forget_topic<C: ConnectionTrait>(
    db: &C,
    kind: LeadKind,
    about: sea_orm::sea_query::SimpleExpr,
) -> Result<(), sea_orm::DbErr> {
    lead::Entity::update_many()
        .col_expr(L::Topic, Expr::value(Option::<i32>::None))
        .filter(super::query::of_kind(kind))
        .filter(about)
        .exec(db)
        .await?;
    Ok(())
}

/// Writes what a lead keeps copied from its rows again: the search text
/// (from its name, contact and its kind's searched text) and the topic
/// (its kind's service or position), after any of them changed.
pub async fn rewrite_derived<C: ConnectionTrait>(
    db: &C,
    kind: LeadKind,
    id: i32,
) -> DomainResult<()> {
    let stored = record(db, kind, id).await?;
    lead::Entity::update_many()
        .col_expr(L::SearchText, Expr::value(stored.search_text()))
        .col_expr(L::Topic, Expr::value(stored.topic()))
        .filter(has_id(kind, id))
        .exec(db)
        .await?;
    Ok(())
}

/// The notes and history tables: a row names its lead by kind and id (one
/// table serves both kinds of lead, so there is no foreign key).
trait LeadLog: EntityTrait {
    const LEAD_KIND: Self::Column;
    const LEAD_ID: Self::Column;
    const CREATED_AT: Self::Column;
    const ID: Self::Column;

    fn of_lead(kind: LeadKind, id: i32) -> Condition {
        Condition::all()
            .add(Self::LEAD_KIND.eq(kind))
            .add(Self::LEAD_ID.eq(id))
    }

    /// A lead's rows, newest first.
    async fn newest_of(
        db: &DatabaseConnection,
        kind: LeadKind,
        id: i32,
    ) -> DomainResult<Vec<Self::Model>> {
        Ok(Self::find()
            .filter(Self::of_lead(kind, id))
            .order_by_desc(Self::CREATED_AT)
            .order_by_desc(Self::ID)
            .all(db)
            .await?)
    }
}

impl LeadLog for lead_note::Entity {
    const LEAD_KIND: Self::Column = lead_note::Column::LeadKind;
    const LEAD_ID: Self::Column = lead_note::Column::LeadId;
    const CREATED_AT: Self::Column = lead_note::Column::CreatedAt;
    const ID: Self::Column = lead_note::Column::Id;
}

impl LeadLog for lead_event::Entity {
    const LEAD_KIND: Self::Column = lead_event::Column::LeadKind;
    const LEAD_ID: Self::Column = lead_event::Column::LeadId;
    const CREATED_AT: Self::Column = lead_event::Column::CreatedAt;
    const ID: Self::Column = lead_event::Column::Id;
}

/// What a lead's page shows: the record, the other leads of its kind with
/// the same e-mail or phone, its notes and its history (each newest first).
#[derive(Clone, Debug)]
pub struct LeadFile {
    pub record: LeadRecord,
    pub possible_duplicates: Vec<LeadRecord>,
    pub notes: Vec<lead_note::Model>,
    pub history: Vec<lead_event::Model>,
    /// Where it came from, oldest first; empty when nothing was recorded.
    pub touches: Vec<lead_touch::Model>,
}

/// A lead's page.
#[tracing::instrument(skip_all, fields(id = id))]
pub async fn detail(db: &DatabaseConnection, kind: LeadKind, id: i32) -> DomainResult<LeadFile> {
    let record = record(db, kind, id).await?;
    let duplicates = query::duplicates_of(db, record.lead()).await?;
    let possible_duplicates = records(db, duplicates).await?;
    Ok(LeadFile {
        record,
        possible_duplicates,
        notes: lead_note::Entity::newest_of(db, kind, id).await?,
        history: lead_event::Entity::newest_of(db, kind, id).await?,
        touches: super::touches::touches_of(db, kind, id).await?,
    })
}

/// What an administrator changes on a lead with statuses `S`; `None` leaves
/// a part as it is.
#[derive(Clone, Debug)]
pub struct LeadChange<S> {
    pub status: Option<S>,
    /// `Some(None)` unassigns.
    pub assignee: Option<Option<i32>>,
    /// `Some(None)` clears the follow-up date.
    pub follow_up: Option<Option<NaiveDate>>,
}

/// A line of the lead's history, to insert.
pub fn event(
    kind: LeadKind,
    lead_id: i32,
    actor: &Actor,
    action: LeadAction,
    from: Option<String>,
    to: Option<String>,
    at: DateTime<Utc>,
) -> lead_event::ActiveModel {
    lead_event::ActiveModel {
        lead_kind: Set(kind),
        lead_id: Set(lead_id),
        actor_id: Set(actor.id),
        actor_name: Set(actor.name.clone()),
        action: Set(action),
        from_value: Set(from),
        to_value: Set(to),
        created_at: Set(at),
        ..Default::default()
    }
}

/// The lead's pipeline fields read before a change: status, assignee id
/// and name, follow-up date, spam reason.
type PipelineRow<S> = (
    S,
    Option<i32>,
    Option<String>,
    Option<String>,
    Option<String>,
);

/// Applies a change in one transaction and records each part that really
/// changed in the lead's history. Moving a lead held as spam to any status
/// other than Spam releases it (the spam reason is cleared); setting an
/// enquiry to Spam holds it with the administrator named as the reason.
#[tracing::instrument(skip_all, fields(id = id))]
pub async fn change<S: PipelineStatus>(
    db: &DatabaseConnection,
    id: i32,
    change: LeadChange<S>,
    actor: &Actor,
) -> DomainResult<()> {
    let kind = S::KIND;
    let txn = begin_write(db).await?;
    // Take the row's lock before reading it: on PostgreSQL two changes to
    // one lead must not both read the old values.
    lead::Entity::update_many()
        .col_expr(L::Status, Expr::col(L::Status).into())
        .filter(has_id(kind, id))
        .exec(&txn)
        .await?;
    let (status, assignee_id, assignee_name, follow_up_on, spam_reason): PipelineRow<S> =
        lead::Entity::find()
            .select_only()
            .columns([
                L::Status,
                L::AssigneeId,
                L::AssigneeName,
                L::FollowUpOn,
                L::SpamReason,
            ])
            .filter(has_id(kind, id))
            .into_tuple()
            .one(&txn)
            .await?
            .ok_or_else(|| DomainError::NotFound(kind.label()))?;
    let now = Utc::now();
    let mut columns: Vec<(L, Value)> = Vec::new();
    let mut events = Vec::new();
    let mut log = |action: LeadAction, from: Option<String>, to: Option<String>| {
        events.push(event(kind, id, actor, action, from, to, now));
    };
    // The first answer: the status leaves New.
    let answered = change
        .status
        .is_some_and(|new| status == S::NEW && new != status);
    if let Some(new) = change.status {
        let held = spam_reason.is_some();
        if new != status {
            columns.push((L::Status, new.into()));
            log(
                LeadAction::Status,
                Some(status.as_str().to_owned()),
                Some(new.as_str().to_owned()),
            );
        }
        let spam = S::SPAM == Some(new);
        if spam && !held {
            let reason = format!("Marked as spam by {}", actor.name);
            columns.push((L::SpamReason, reason.into()));
        } else if !spam && held {
            columns.push((L::SpamReason, Option::<String>::None.into()));
            log(LeadAction::Spam, spam_reason.clone(), None);
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
        if assignee != assignee_id || (assignee.is_none() && assignee_name.is_some()) {
            columns.push((L::AssigneeId, assignee.into()));
            columns.push((L::AssigneeName, name.clone().into()));
            log(LeadAction::Assignee, assignee_name.clone(), name);
        }
    }
    if let Some(follow_up) = change.follow_up {
        let value = follow_up.map(|d| d.format("%Y-%m-%d").to_string());
        if value != follow_up_on {
            columns.push((L::FollowUpOn, value.clone().into()));
            log(LeadAction::FollowUp, follow_up_on.clone(), value);
        }
    }
    if !columns.is_empty() {
        let update = columns
            .into_iter()
            .fold(lead::Entity::update_many(), |update, (column, value)| {
                update.col_expr(column, Expr::value(value))
            });
        update.filter(has_id(kind, id)).exec(&txn).await?;
        for e in events {
            e.insert(&txn).await?;
        }
    }
    if answered {
        mark_answered(&txn, kind, id, now).await?;
    }
    txn.commit().await?;
    Ok(())
}

/// Records `at` as the lead's first answer, unless it already has one.
async fn mark_answered(
    txn: &impl ConnectionTrait,
    kind: LeadKind,
    id: i32,
    at: DateTime<Utc>,
) -> Result<(), sea_orm::DbErr> {
    lead::Entity::update_many()
        .col_expr(L::FirstResponseAt, Expr::value(Some(at)))
        .filter(has_id(kind, id))
        .filter(L::FirstResponseAt.is_null())
        .exec(txn)
        .await?;
    Ok(())
}

/// Answers NotFound unless the lead exists.
async fn ensure_exists(db: &DatabaseConnection, kind: LeadKind, id: i32) -> DomainResult<()> {
    let found = query::count(db, has_id(kind, id)).await?;
    if found == 0 {
        Err(DomainError::NotFound(kind.label()))
    } else {
        Ok(())
    }
}

/// Adds a note to a lead.
#[tracing::instrument(skip_all, fields(id = id))]
pub async fn add_note(
    db: &DatabaseConnection,
    kind: LeadKind,
    id: i32,
    text: String,
    actor: &Actor,
) -> DomainResult<lead_note::Model> {
    ensure_exists(db, kind, id).await?;
    Ok(lead_note::ActiveModel {
        lead_kind: Set(kind),
        lead_id: Set(id),
        author_id: Set(actor.id),
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
    /// The line it makes in the lead's history.
    pub fn action(self) -> LeadAction {
        match self {
            Self::Called => LeadAction::Called,
            Self::Whatsapped => LeadAction::Whatsapped,
        }
    }
}

/// Records a call or WhatsApp chat on the lead's timeline; the first one
/// (before any change of status) is the lead's first answer.
#[tracing::instrument(skip_all, fields(id = id))]
pub async fn record_contact(
    db: &DatabaseConnection,
    kind: LeadKind,
    id: i32,
    contact: Contact,
    actor: &Actor,
) -> DomainResult<lead_event::Model> {
    ensure_exists(db, kind, id).await?;
    let now = Utc::now();
    let txn = begin_write(db).await?;
    let recorded = event(kind, id, actor, contact.action(), None, None, now)
        .insert(&txn)
        .await?;
    mark_answered(&txn, kind, id, now).await?;
    txn.commit().await?;
    Ok(recorded)
}

/// A changed e-mail and phone, each with the key that finds the lead's
/// duplicates (see `arrival_keys`); `None` leaves one as it is.
pub fn set_contact(row: &mut lead::ActiveModel, email: Option<Email>, phone: Option<Phone>) {
    if let Some(email) = email.map(Email::into_inner) {
        row.email_key = Set(email.to_lowercase());
        row.email = Set(email);
    }
    if let Some(phone) = phone.map(Phone::into_inner) {
        row.phone_key = Set(phone_key(&phone));
        row.phone = Set(phone);
    }
}

/// Deletes a lead with its notes and history, and an enquiry with its
/// quotations (so their links answer 404, and no quote outlives its
/// enquiry holding the client's name and address); answers the numbers of
/// the quotations deleted with it, for the audit log. An enquiry with an
/// accepted quotation or an issued tax invoice is a client's record of a
/// sale: it is refused (`Conflict`), and can be closed instead.
#[tracing::instrument(skip_all, fields(id = id))]
pub async fn delete(db: &DatabaseConnection, kind: LeadKind, id: i32) -> DomainResult<Vec<String>> {
    use crate::entities::{invoice, quote};
    let txn = begin_write(db).await?;
    let mut numbers = Vec::new();
    if kind == LeadKind::Enquiry {
        let of_lead = quote::Column::LeadId.eq(id);
        let accepted: Option<String> = quote::Entity::find()
            .select_only()
            .column(quote::Column::Number)
            .filter(of_lead.clone())
            .filter(quote::Column::Status.eq(QuoteStatus::Accepted.as_str()))
            .order_by_asc(quote::Column::Id)
            .into_tuple()
            .one(&txn)
            .await?;
        if let Some(number) = accepted {
            txn.rollback().await?;
            return Err(DomainError::Conflict(format!(
                "This enquiry has an accepted quotation ({number}), so it is kept as the \
                 client's record: close it as Won or Lost instead of deleting it."
            )));
        }
        let invoiced: Option<Option<String>> = invoice::Entity::find()
            .select_only()
            .column(invoice::Column::Number)
            .filter(invoice::Column::LeadId.eq(id))
            .filter(invoice::Column::Number.is_not_null())
            .order_by_asc(invoice::Column::Id)
            .into_tuple()
            .one(&txn)
            .await?;
        if let Some(Some(number)) = invoiced {
            txn.rollback().await?;
            return Err(DomainError::Conflict(format!(
                "This enquiry has an issued tax invoice ({number}), which GST law keeps: \
                 close it as Won or Lost instead of deleting it."
            )));
        }
        numbers = quote::Entity::find()
            .select_only()
            .column(quote::Column::Number)
            .filter(of_lead.clone())
            .order_by_asc(quote::Column::Id)
            .into_tuple()
            .all(&txn)
            .await?;
        quote::Entity::delete_many()
            .filter(of_lead)
            .exec(&txn)
            .await?;
    }
    // The kind's row goes with it (the `leads_forget` trigger).
    let result = lead::Entity::delete_many()
        .filter(has_id(kind, id))
        .exec(&txn)
        .await?;
    lead_note::Entity::delete_many()
        .filter(lead_note::Entity::of_lead(kind, id))
        .exec(&txn)
        .await?;
    lead_event::Entity::delete_many()
        .filter(lead_event::Entity::of_lead(kind, id))
        .exec(&txn)
        .await?;
    lead_touch::Entity::delete_many()
        .filter(super::touches::of_lead(kind, id))
        .exec(&txn)
        .await?;
    // Nothing is deleted (the quotations neither) when the lead was not there.
    deleted(result.rows_affected, kind.label())?;
    txn.commit().await?;
    Ok(numbers)
}

/// What a quote did that its enquiry's timeline shows.
#[derive(Clone, Debug)]
pub struct QuoteMove<'a> {
    /// quoteSent, quoteOpened, quoteAccepted, quoteDeclined, quoteRenewalAsked.
    pub action: LeadAction,
    /// The quote's number, and what the client said or did.
    pub detail: String,
    /// The status the enquiry moves to, from any of `from`.
    pub status: Option<(EnquiryStatus, &'a [EnquiryStatus])>,
    /// Whether this is an answer to the client (a quote sent).
    pub answers: bool,
}

impl QuoteMove<'_> {
    /// A move that is only recorded on the timeline: no change of status,
    /// and no answer to the client.
    pub fn noted(action: LeadAction, detail: String) -> Self {
        Self {
            action,
            detail,
            status: None,
            answers: false,
        }
    }
}

/// Records a quote's move on its enquiry, inside the quote's transaction:
/// the line on the timeline, the change of status (recorded as any other)
/// and, for a quote sent, the first answer.
pub async fn quote_moved(
    txn: &impl sea_orm::ConnectionTrait,
    id: i32,
    actor: &Actor,
    step: QuoteMove<'_>,
    now: DateTime<Utc>,
) -> Result<(), sea_orm::DbErr> {
    let kind = LeadKind::Enquiry;
    event(kind, id, actor, step.action, None, Some(step.detail), now)
        .insert(txn)
        .await?;
    if let Some((to, from)) = step.status {
        let current: Option<EnquiryStatus> = lead::Entity::find()
            .select_only()
            .column(L::Status)
            .filter(has_id(kind, id))
            .into_tuple()
            .one(txn)
            .await?;
        if let Some(current) = current.filter(|c| from.contains(c) && *c != to) {
            lead::Entity::update_many()
                .col_expr(L::Status, Expr::value(to))
                .filter(has_id(kind, id))
                .exec(txn)
                .await?;
            event(
                kind,
                id,
                actor,
                LeadAction::Status,
                Some(current.as_str().to_owned()),
                Some(to.as_str().to_owned()),
                now,
            )
            .insert(txn)
            .await?;
        }
    }
    if step.answers {
        mark_answered(txn, kind, id, now).await?;
    }
    Ok(())
}
