//! A lead arriving from a public form: the keys that fold a double-clicked
//! submit and spot a repeat client, storing the lead with the mail it
//! causes, and giving leads stored before those keys existed their phone
//! key.
use chrono::{DateTime, Utc};
use futures_util::future::BoxFuture;
use sea_orm::{
    sea_query::Expr, ActiveModelTrait, ColumnTrait, Condition, DatabaseConnection,
    DatabaseTransaction, EntityTrait, QueryFilter, Set, SqlErr,
};
use sha2::{Digest, Sha256};

use super::{one_lead::record, query, touches};
use crate::{
    domain::{
        attribution::Trail,
        language::Language,
        lead::{phone_key, ApplicationStatus, EnquiryStatus, LeadKind, PipelineStatus, Spelled},
        DomainResult,
    },
    entities::{application, enquiry, lead, Application, Enquiry, LeadRecord},
    services::{
        begin_write,
        operations::outbox::{self, Letter},
    },
};
use lead::Column as L;

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
    /// The touches the visitor's browser brought (`domain::attribution`);
    /// `None` when analytics is off, and nothing is recorded.
    pub trail: Option<Trail>,
    /// The language of the page the form was sent from.
    pub language: Language,
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
    /// Same client, same fields, same 10-second window.
    pub dedupe_key: String,
    /// The key of the previous window, so a double click across a window
    /// boundary is folded too.
    pub previous_dedupe_key: String,
}

/// Keys for a lead arriving now with these contents. The double-submit
/// key holds every field the visitor gave, the e-mail and phone as typed
/// among them, so a corrected resubmission is a lead of its own.
pub fn arrival_keys(
    kind: LeadKind,
    client: &str,
    email: &str,
    phone: &str,
    content: &[&str],
    now: DateTime<Utc>,
) -> ArrivalKeys {
    let mut hash = Sha256::new();
    for part in [kind.as_str(), client, email, phone].iter().chain(content) {
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

/// What every lead has, as the form sent it.
#[derive(Clone, Debug)]
pub struct Arriving {
    /// The name as written (an enquiry's first and last name, a space
    /// between).
    pub name: String,
    pub email: String,
    pub phone: String,
    pub submitted_at: DateTime<Utc>,
}

/// What only the arriving lead's kind has, to store under its id.
#[derive(Clone, Debug)]
pub enum KindRow {
    Enquiry(enquiry::ActiveModel),
    Application(application::ActiveModel),
}

impl KindRow {
    fn kind(&self) -> LeadKind {
        match self {
            Self::Enquiry(_) => LeadKind::Enquiry,
            Self::Application(_) => LeadKind::Application,
        }
    }

    /// Stores it, then `lead` under the id it was given, with the search
    /// text of both; answers the lead's record.
    async fn insert(
        self,
        txn: &DatabaseTransaction,
        lead: lead::ActiveModel,
    ) -> Result<LeadRecord, sea_orm::DbErr> {
        Ok(match self {
            Self::Enquiry(row) => {
                let own = row.insert(txn).await?;
                let lead = numbered(lead, own.id, &own.searched(), own.service_id)
                    .insert(txn)
                    .await?;
                Enquiry { lead, own }.into()
            }
            Self::Application(row) => {
                let own = row.insert(txn).await?;
                let lead = numbered(lead, own.id, &own.searched(), own.position_id)
                    .insert(txn)
                    .await?;
                Application { lead, own }.into()
            }
        })
    }
}

/// `lead` under its kind row's id, with the text the search box reads (its
/// name and contact, then `own`, the kind's searched text) and its topic.
fn numbered(
    mut lead: lead::ActiveModel,
    id: i32,
    own: &[&str],
    topic: Option<i32>,
) -> lead::ActiveModel {
    lead.id = Set(id);
    lead.topic = Set(topic);
    let text = lead::search_text(
        lead.name.as_ref(),
        lead.email.as_ref(),
        lead.phone.as_ref(),
        own,
    );
    lead.search_text = Set(text);
    lead
}

/// The id of a lead already stored from the same double-clicked submit.
async fn same_submission(
    db: &DatabaseConnection,
    kind: LeadKind,
    keys: &ArrivalKeys,
) -> DomainResult<Option<i32>> {
    let keys = [keys.dedupe_key.clone(), keys.previous_dedupe_key.clone()];
    query::first_id(db, query::of_kind(kind).add(L::DedupeKey.is_in(keys))).await
}

/// The most recent earlier lead (not spam) of the kind with the same
/// e-mail or phone: the new one is marked as its possible duplicate.
async fn earlier_match(
    db: &DatabaseConnection,
    kind: LeadKind,
    keys: &ArrivalKeys,
) -> DomainResult<Option<i32>> {
    let mut same = Condition::any().add(L::EmailKey.eq(keys.email_key.clone()));
    if let Some(p) = &keys.phone_key {
        same = same.add(L::PhoneKey.eq(p.clone()));
    }
    let condition = query::of_kind(kind)
        .add(same)
        .add(query::held_as_spam(false));
    query::first_id(db, condition).await
}

/// Stores an arriving lead (`lead` and `own` hold its fields, `keys` were
/// made from them) with the touches that brought it and the mail it
/// causes, in one transaction: all are stored or none is. A double-clicked submit answers with the lead
/// already stored; one whose e-mail or phone matches an earlier lead is
/// marked as its possible duplicate; a spam submission is held as spam.
pub async fn arrive(
    db: &DatabaseConnection,
    keys: &ArrivalKeys,
    submission: &Submission,
    lead: Arriving,
    own: KindRow,
    letters: impl FnOnce(&LeadRecord) -> Vec<Letter>,
) -> DomainResult<LeadRecord> {
    arrive_with(db, keys, submission, lead, own, letters, |_, _| {
        Box::pin(async { Ok(()) })
    })
    .await
}

/// As `arrive`, also storing what `attach` writes for the new lead (its
/// CV) in the same transaction: the lead is stored with it or not at all.
pub async fn arrive_with(
    db: &DatabaseConnection,
    keys: &ArrivalKeys,
    submission: &Submission,
    lead: Arriving,
    own: KindRow,
    letters: impl FnOnce(&LeadRecord) -> Vec<Letter>,
    attach: impl for<'t> FnOnce(
        &'t DatabaseTransaction,
        &'t LeadRecord,
    ) -> BoxFuture<'t, Result<(), sea_orm::DbErr>>,
) -> DomainResult<LeadRecord> {
    let kind = own.kind();
    if let Some(id) = same_submission(db, kind, keys).await? {
        return record(db, kind, id).await;
    }
    let spam = submission.spam_reason.is_some();
    let duplicate_of = if spam {
        None
    } else {
        earlier_match(db, kind, keys).await?
    };
    let status = match kind {
        LeadKind::Enquiry => EnquiryStatus::arrival(spam).as_str(),
        LeadKind::Application => ApplicationStatus::arrival(spam).as_str(),
    };
    let now = Utc::now();
    let consented = submission.notice_version.as_ref();
    // What the form and the keys set; the rest is as a new lead has it.
    let row = lead::ActiveModel {
        kind: Set(kind),
        name: Set(lead.name),
        email: Set(lead.email),
        phone: Set(lead.phone),
        email_key: Set(keys.email_key.clone()),
        phone_key: Set(keys.phone_key.clone()),
        submitted_at: Set(lead.submitted_at),
        status: Set(status.to_owned()),
        spam_reason: Set(submission.spam_reason.clone()),
        duplicate_of: Set(duplicate_of),
        dedupe_key: Set(Some(keys.dedupe_key.clone())),
        notice_version: Set(submission.notice_version.clone()),
        consented_at: Set(consented.map(|_| now)),
        consent_ip: Set(consented.map(|_| submission.client.clone())),
        language: Set(submission.language),
        ..Default::default()
    };
    let stored = async {
        let txn = begin_write(db).await?;
        let stored = own.insert(&txn, row).await?;
        if let Some(trail) = submission.trail.clone() {
            touches::store(&txn, kind, stored.lead().id, trail.for_lead(now)).await?;
        }
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
            match same_submission(db, kind, keys).await? {
                Some(id) => record(db, kind, id).await,
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
    let old = Condition::all()
        .add(L::DedupeKey.is_null())
        .add(L::PhoneKey.is_null());
    for m in lead::Entity::find().filter(old).all(db).await? {
        if let Some(key) = phone_key(&m.phone) {
            lead::Entity::update_many()
                .col_expr(L::PhoneKey, Expr::value(Some(key)))
                .filter(query::has_id(m.kind, m.id))
                .exec(db)
                .await?;
        }
    }
    Ok(())
}
