//! A lead arriving from a public form: the keys that fold a double-clicked
//! submit and spot a repeat client, storing the lead with the mail it
//! causes, and giving leads stored before those keys existed their phone
//! key.
use chrono::{DateTime, Utc};
use futures_util::future::BoxFuture;
use sea_orm::{
    ActiveModelBehavior, ActiveModelTrait, ColumnTrait, Condition, DatabaseConnection,
    DatabaseTransaction, EntityTrait, IntoActiveModel, ModelTrait, QueryFilter, SqlErr, Value,
};
use sha2::{Digest, Sha256};

use super::{one_lead::record, query};
use crate::{
    domain::{
        lead::{phone_key, LeadKind, PipelineStatus, Spelled},
        DomainResult,
    },
    entities::{business_enquiry, career_application, LeadEntity},
    services::{
        begin_write,
        outbox::{self, Letter},
    },
};

/// Who sent a public form, and whether it looked like spam.
#[derive(Clone, Debug, Default)]
pub struct Submission {
    /// The client's address, part of the double-submit key.
    pub client: String,
    /// Set when the submission is held as spam (the honeypot was filled).
    pub spam_reason: Option<String>,
    /// The version of the privacy notice the form showed
    /// (`domain::lead::NOTICE_VERSION` for the site's forms).
    pub notice_version: Option<String>,
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

/// The record an active model stores.
type Model<A> = <<A as ActiveModelTrait>::Entity as EntityTrait>::Model;

/// The id of a lead already stored from the same double-clicked submit.
async fn same_submission<E: LeadEntity>(
    db: &DatabaseConnection,
    keys: &ArrivalKeys,
) -> DomainResult<Option<i32>> {
    let keys = [keys.dedupe_key.clone(), keys.previous_dedupe_key.clone()];
    query::first_id::<E, _>(db, E::DEDUPE_KEY.is_in(keys)).await
}

/// The most recent earlier lead (not spam) with the same e-mail or phone:
/// the new one is marked as its possible duplicate.
async fn earlier_match<E: LeadEntity>(
    db: &DatabaseConnection,
    keys: &ArrivalKeys,
) -> DomainResult<Option<i32>> {
    let mut same = Condition::any().add(E::EMAIL_KEY.eq(keys.email_key.clone()));
    if let Some(p) = &keys.phone_key {
        same = same.add(E::PHONE_KEY.eq(p.clone()));
    }
    let condition = Condition::all()
        .add(same)
        .add(query::held_as_spam::<E>(false));
    query::first_id::<E, _>(db, condition).await
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
    row: A,
    letters: impl FnOnce(&Model<A>) -> Vec<Letter>,
) -> DomainResult<Model<A>>
where
    A: ActiveModelTrait + ActiveModelBehavior + Send,
    A::Entity: LeadEntity,
    Model<A>: IntoActiveModel<A>,
{
    arrive_with(db, keys, submission, row, letters, |_, _| {
        Box::pin(async { Ok(()) })
    })
    .await
}

/// As `arrive`, also storing what `attach` writes for the new lead (its
/// CV) in the same transaction: the lead is stored with it or not at all.
pub async fn arrive_with<A>(
    db: &DatabaseConnection,
    keys: &ArrivalKeys,
    submission: &Submission,
    mut row: A,
    letters: impl FnOnce(&Model<A>) -> Vec<Letter>,
    attach: impl for<'t> FnOnce(
        &'t DatabaseTransaction,
        &'t Model<A>,
    ) -> BoxFuture<'t, Result<(), sea_orm::DbErr>>,
) -> DomainResult<Model<A>>
where
    A: ActiveModelTrait + ActiveModelBehavior + Send,
    A::Entity: LeadEntity,
    Model<A>: IntoActiveModel<A>,
{
    if let Some(id) = same_submission::<A::Entity>(db, keys).await? {
        return record::<A::Entity>(db, id).await;
    }
    let spam = submission.spam_reason.is_some();
    let duplicate_of = if spam {
        None
    } else {
        earlier_match::<A::Entity>(db, keys).await?
    };
    let status = <A::Entity as LeadEntity>::Status::arrival(spam);
    let now = Utc::now();
    let columns: [(<A::Entity as EntityTrait>::Column, Value); 9] = [
        (A::Entity::STATUS, status.into()),
        (A::Entity::EMAIL_KEY, keys.email_key.clone().into()),
        (A::Entity::PHONE_KEY, keys.phone_key.clone().into()),
        (
            A::Entity::SPAM_REASON,
            submission.spam_reason.clone().into(),
        ),
        (A::Entity::DUPLICATE_OF, duplicate_of.into()),
        (A::Entity::DEDUPE_KEY, Some(keys.dedupe_key.clone()).into()),
        (
            A::Entity::NOTICE_VERSION,
            submission.notice_version.clone().into(),
        ),
        (
            A::Entity::CONSENTED_AT,
            submission.notice_version.as_ref().map(|_| now).into(),
        ),
        (
            A::Entity::CONSENT_IP,
            submission
                .notice_version
                .as_ref()
                .map(|_| submission.client.clone())
                .into(),
        ),
    ];
    for (column, value) in columns {
        row.try_set(column, value)?;
    }
    let stored = async {
        let txn = begin_write(db).await?;
        let stored = row.insert(&txn).await?;
        attach(&txn, &stored).await?;
        outbox::enqueue(&txn, letters(&stored), now).await?;
        txn.commit().await?;
        Ok::<_, sea_orm::DbErr>(stored)
    };
    match stored.await {
        Ok(row) => Ok(row),
        // The other click of a double-clicked pair won the race to insert
        // (the unique double-submit key refused this one).
        Err(e) if matches!(e.sql_err(), Some(SqlErr::UniqueConstraintViolation(_))) => {
            match same_submission::<A::Entity>(db, keys).await? {
                Some(id) => record::<A::Entity>(db, id).await,
                None => Err(e.into()),
            }
        }
        Err(e) => Err(e.into()),
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
    let old = Condition::all()
        .add(A::Entity::DEDUPE_KEY.is_null())
        .add(A::Entity::PHONE_KEY.is_null());
    for m in A::Entity::find().filter(old).all(db).await? {
        let Value::String(Some(phone)) = m.get(A::Entity::PHONE) else {
            continue;
        };
        if let Some(key) = phone_key(&phone) {
            let mut a = m.into_active_model();
            a.try_set(A::Entity::PHONE_KEY, Some(key).into())?;
            a.update(db).await?;
        }
    }
    Ok(())
}
