//! A person's rights over what the site holds about them: finding it all by
//! e-mail or phone (their enquiries and applications, the CVs, the notes
//! and history of those leads, the mail about them or to them in the
//! outbox, and the quotations made for their enquiries), exporting it as one
//! JSON document (access), and erasing all of it in one transaction
//! (erasure). Retention (`services::retention`) erases through the same
//! `erase_leads`.
//!
//! Erased means gone from the database file, not only from queries: SQLite
//! runs with `secure_delete` (see `db::connect`), so deleted rows are
//! overwritten with zeros; the write-ahead log, which still holds the
//! pages as they were, is checkpointed and truncated; and the full-text
//! index, which keeps a deleted lead's words in its older segments until
//! they are merged, is merged into one segment in the background, a short
//! step at a time (a whole merge at once held the database for 9 seconds
//! at a million leads). On PostgreSQL the touched tables are vacuumed, so
//! the dead rows are removed.
use std::collections::BTreeMap;

use sea_orm::{
    sea_query::{Expr, IntoCondition},
    ColumnTrait, Condition, ConnectionTrait, DatabaseConnection, DatabaseTransaction, DbBackend,
    EntityTrait, Iterable, PrimaryKeyToColumn, QueryFilter, QueryOrder, Statement,
};
use serde::Serialize;
use serde_json::Value;
use utoipa::ToSchema;

use super::{begin_write, containing};
use crate::{
    domain::{
        lead::{phone_key, LeadKind, MailAbout},
        DomainResult, FieldErrors,
    },
    entities::{
        business_enquiry, career_application, cv_file, lead_event, lead_note, outbox, quote,
    },
};

/// Whom to look for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Person {
    /// An e-mail address, lower-cased.
    Email(String),
    /// A phone number in E.164, and as typed.
    Phone { key: String, typed: String },
}

impl Person {
    /// An e-mail address (it has an `@`) or a phone number, from `field`.
    pub fn parse(field: &str, text: &str) -> Result<Self, FieldErrors> {
        let text = text.trim();
        if text.contains('@') {
            if text.len() > 254 {
                return Err(FieldErrors::one(field, "That e-mail address is too long."));
            }
            return Ok(Self::Email(text.to_lowercase()));
        }
        match phone_key(text) {
            Some(key) => Ok(Self::Phone {
                key,
                typed: text.to_owned(),
            }),
            None => Err(FieldErrors::one(
                field,
                "Give the person's e-mail address or phone number.",
            )),
        }
    }

    fn leads<E: crate::entities::LeadEntity>(&self) -> Condition {
        match self {
            Self::Email(e) => Condition::all().add(E::EMAIL_KEY.eq(e.as_str())),
            Self::Phone { key, typed } => Condition::any()
                .add(E::PHONE_KEY.eq(key.as_str()))
                .add(E::PHONE.eq(typed.as_str())),
        }
    }

    /// The text that mail about the person would hold.
    fn mail_text(&self) -> &str {
        match self {
            Self::Email(e) => e,
            Self::Phone { typed, .. } => typed,
        }
    }
}

/// The ids of a person's leads.
struct Leads {
    enquiries: Vec<i32>,
    applications: Vec<i32>,
}

async fn lead_ids<C: ConnectionTrait>(db: &C, who: &Person) -> DomainResult<Leads> {
    let enquiries = business_enquiry::Entity::find()
        .filter(who.leads::<business_enquiry::Entity>())
        .all(db)
        .await?
        .into_iter()
        .map(|m| m.b_id)
        .collect();
    let applications = career_application::Entity::find()
        .filter(who.leads::<career_application::Entity>())
        .all(db)
        .await?
        .into_iter()
        .map(|m| m.c_id)
        .collect();
    Ok(Leads {
        enquiries,
        applications,
    })
}

/// The rows of a table kept per lead (notes, history) that belong to the
/// person's enquiries or applications, through the table's own columns.
fn of_leads(l: &Leads, kind_col: impl ColumnTrait, id_col: impl ColumnTrait) -> Condition {
    let of = |kind: LeadKind, ids: &[i32]| {
        Condition::all()
            .add(kind_col.eq(kind))
            .add(id_col.is_in(ids.iter().copied()))
    };
    Condition::any()
        .add(of(LeadKind::Enquiry, &l.enquiries))
        .add(of(LeadKind::Application, &l.applications))
}

fn notes_of(l: &Leads) -> Condition {
    of_leads(l, lead_note::Column::LeadKind, lead_note::Column::LeadId)
}

fn events_of(l: &Leads) -> Condition {
    of_leads(l, lead_event::Column::LeadKind, lead_event::Column::LeadId)
}

/// Mail about the leads, to the person, or naming them (a digest).
fn mail_of(l: &Leads, who: &Person) -> Condition {
    let about = |kind: MailAbout, ids: &[i32]| {
        Condition::all()
            .add(outbox::Column::LeadKind.eq(kind))
            .add(outbox::Column::LeadId.is_in(ids.iter().copied()))
    };
    let text = who.mail_text().to_lowercase();
    Condition::any()
        .add(about(MailAbout::Enquiry, &l.enquiries))
        .add(about(MailAbout::Application, &l.applications))
        .add(
            Expr::expr(sea_orm::sea_query::Func::lower(Expr::col(
                outbox::Column::Recipient,
            )))
            .eq(text.clone()),
        )
        .add(
            Expr::expr(sea_orm::sea_query::Func::lower(Expr::col(
                outbox::Column::Body,
            )))
            .like(containing(&text)),
        )
}

fn quotes_of(l: &Leads) -> Condition {
    Condition::all().add(quote::Column::LeadId.is_in(l.enquiries.iter().copied()))
}

fn cvs_of(l: &Leads) -> Condition {
    Condition::all().add(cv_file::Column::ApplicationId.is_in(l.applications.iter().copied()))
}

/// Everything held about a person, each table's rows as JSON objects of
/// every column, as the export gives them (with a CV's file base64-encoded;
/// the people screen's view leaves the file out).
#[derive(Serialize, Default, ToSchema)]
pub struct Held {
    #[schema(value_type = Vec<Object>)]
    pub enquiries: Vec<Value>,
    #[schema(value_type = Vec<Object>)]
    pub applications: Vec<Value>,
    #[schema(value_type = Vec<Object>)]
    pub cvs: Vec<Value>,
    #[schema(value_type = Vec<Object>)]
    pub notes: Vec<Value>,
    #[schema(value_type = Vec<Object>)]
    pub history: Vec<Value>,
    #[schema(value_type = Vec<Object>)]
    pub outbox: Vec<Value>,
    #[schema(value_type = Vec<Object>)]
    pub quotes: Vec<Value>,
}

/// Everything held about `who`.
pub async fn find(db: &DatabaseConnection, who: &Person) -> DomainResult<Held> {
    let l = lead_ids(db, who).await?;
    let enquiries = business_enquiry::Column::BId.is_in(l.enquiries.clone());
    let applications = career_application::Column::CId.is_in(l.applications.clone());
    Ok(Held {
        enquiries: as_json::<business_enquiry::Entity>(db, enquiries).await?,
        applications: as_json::<career_application::Entity>(db, applications).await?,
        cvs: as_json::<cv_file::Entity>(db, cvs_of(&l)).await?,
        notes: as_json::<lead_note::Entity>(db, notes_of(&l)).await?,
        history: as_json::<lead_event::Entity>(db, events_of(&l)).await?,
        outbox: as_json::<outbox::Entity>(db, mail_of(&l, who)).await?,
        quotes: as_json::<quote::Entity>(db, quotes_of(&l)).await?,
    })
}

/// The rows of `E` that `which` picks, in the order of their keys, each a
/// JSON object of every column.
async fn as_json<E: EntityTrait>(
    db: &DatabaseConnection,
    which: impl IntoCondition,
) -> DomainResult<Vec<Value>> {
    let mut rows = E::find().filter(which);
    for key in E::PrimaryKey::iter() {
        rows = rows.order_by_asc(key.into_column());
    }
    Ok(rows.into_json().all(db).await?)
}

/// Deletes the rows `which` picks, in `txn`; answers how many.
async fn delete<E: EntityTrait>(
    txn: &DatabaseTransaction,
    which: impl IntoCondition,
) -> DomainResult<u64> {
    Ok(E::delete_many()
        .filter(which)
        .exec(txn)
        .await?
        .rows_affected)
}

/// How many rows of each kind an erasure removed.
pub type Erased = BTreeMap<&'static str, u64>;

/// Deletes leads with everything that hangs on them, in `txn`: their
/// notes, history, mail (and, for `who`, mail to or naming them), the
/// quotations of the enquiries, and the leads (their CVs go with them, by
/// the foreign key). Leads that named one of them as their possible
/// duplicate no longer do.
async fn erase_in(
    txn: &DatabaseTransaction,
    l: &Leads,
    who: Option<&Person>,
) -> DomainResult<Erased> {
    let mut counts = Erased::new();
    counts.insert("cvs", delete::<cv_file::Entity>(txn, cvs_of(l)).await?);
    counts.insert(
        "notes",
        delete::<lead_note::Entity>(txn, notes_of(l)).await?,
    );
    counts.insert(
        "history",
        delete::<lead_event::Entity>(txn, events_of(l)).await?,
    );
    let mail = match who {
        Some(who) => mail_of(l, who),
        None => Condition::any()
            .add(
                Condition::all()
                    .add(outbox::Column::LeadKind.eq(MailAbout::Enquiry))
                    .add(outbox::Column::LeadId.is_in(l.enquiries.iter().copied())),
            )
            .add(
                Condition::all()
                    .add(outbox::Column::LeadKind.eq(MailAbout::Application))
                    .add(outbox::Column::LeadId.is_in(l.applications.iter().copied())),
            ),
    };
    counts.insert("outbox", delete::<outbox::Entity>(txn, mail).await?);
    counts.insert("quotes", delete::<quote::Entity>(txn, quotes_of(l)).await?);
    business_enquiry::Entity::update_many()
        .col_expr(
            business_enquiry::Column::DuplicateOf,
            Expr::value(Option::<i32>::None),
        )
        .filter(business_enquiry::Column::DuplicateOf.is_in(l.enquiries.iter().copied()))
        .exec(txn)
        .await?;
    career_application::Entity::update_many()
        .col_expr(
            career_application::Column::DuplicateOf,
            Expr::value(Option::<i32>::None),
        )
        .filter(career_application::Column::DuplicateOf.is_in(l.applications.iter().copied()))
        .exec(txn)
        .await?;
    let enquiries = business_enquiry::Column::BId.is_in(l.enquiries.iter().copied());
    let applications = career_application::Column::CId.is_in(l.applications.iter().copied());
    counts.insert(
        "enquiries",
        delete::<business_enquiry::Entity>(txn, enquiries).await?,
    );
    counts.insert(
        "applications",
        delete::<career_application::Entity>(txn, applications).await?,
    );
    Ok(counts)
}

/// Erases everything held about `who`, in one transaction; see the module
/// header for how it leaves the database file.
#[tracing::instrument(skip_all)]
pub async fn erase(db: &DatabaseConnection, who: &Person) -> DomainResult<Erased> {
    let txn = begin_write(db).await?;
    let l = lead_ids(&txn, who).await?;
    let counts = erase_in(&txn, &l, Some(who)).await?;
    txn.commit().await?;
    scrub(db).await;
    Ok(counts)
}

/// How many leads retention erases in one transaction: each batch holds
/// the database's write lock briefly, so sign-ins and new enquiries go on
/// while a large backlog is erased (and a batch's ids stay well inside
/// every backend's limit on bound values).
const ERASE_BATCH: usize = 200;

/// Erases the leads with these ids (retention), a batch per transaction;
/// answers the counts of all the batches together.
pub(crate) async fn erase_leads(
    db: &DatabaseConnection,
    enquiries: &[i32],
    applications: &[i32],
) -> DomainResult<Erased> {
    let mut counts = Erased::new();
    let batches = enquiries
        .chunks(ERASE_BATCH)
        .map(|ids| Leads {
            enquiries: ids.to_vec(),
            applications: vec![],
        })
        .chain(applications.chunks(ERASE_BATCH).map(|ids| Leads {
            enquiries: vec![],
            applications: ids.to_vec(),
        }));
    for (i, batch) in batches.enumerate() {
        if i > 0 {
            tokio::time::sleep(GIVE_WAY).await;
        }
        let txn = begin_write(db).await?;
        let erased = erase_in(&txn, &batch, None).await?;
        txn.commit().await?;
        for (what, n) in erased {
            *counts.entry(what).or_default() += n;
        }
    }
    scrub(db).await;
    Ok(counts)
}

/// The pause between two of a long job's transactions. A writer waiting
/// on SQLite's lock checks again every 100 ms at the most; without a pause
/// the job would take the lock straight back and the writer (a sign-in, a
/// new enquiry) could wait out its whole busy timeout.
const GIVE_WAY: std::time::Duration = std::time::Duration::from_millis(150);

/// How many pages of the full-text index one merge step writes (about
/// 0.1 s of work).
const MERGE_PAGES: u32 = 500;

/// Makes deleted rows unrecoverable from the database's files (see the
/// module header). The rows are already gone from every query when this
/// runs, so a failure here is logged, not answered as one.
async fn scrub(db: &DatabaseConnection) {
    let statements: Vec<String> = match db.get_database_backend() {
        DbBackend::Sqlite => {
            checkpoint(db).await;
            tokio::spawn(merge_search_index(db.clone()));
            return;
        }
        _ => [
            "business_enquiries",
            "career_applications",
            "cv_files",
            "lead_notes",
            "lead_events",
            "outbox",
            "quotes",
        ]
        .into_iter()
        .map(|table| format!("VACUUM {table}"))
        .collect(),
    };
    for sql in statements {
        if let Err(e) = db.execute_unprepared(&sql).await {
            tracing::warn!(error = %e, sql, "clearing erased rows from the database's files failed");
        }
    }
}

/// Copies the write-ahead log into the database file and empties it.
async fn checkpoint(db: &DatabaseConnection) {
    if let Err(e) = db
        .execute_unprepared("PRAGMA wal_checkpoint(TRUNCATE)")
        .await
    {
        tracing::warn!(error = %e, "checkpointing the database's log failed");
    }
}

/// Merges SQLite's full-text tables into one segment each, so the words of
/// the leads deleted before are gone from the file, a step per transaction
/// with a pause between steps; then checkpoints the log. One merge runs at
/// a time; an erasure during a merge waits for it and then merges what is
/// left.
async fn merge_search_index(db: DatabaseConnection) {
    use migration::lead_search::{fts_table, APPLICATIONS, ENQUIRIES};
    static MERGING: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());
    let _one = MERGING.lock().await;
    for table in [&ENQUIRIES, &APPLICATIONS] {
        let fts = fts_table(table);
        loop {
            match merge_step(&db, &fts).await {
                Ok(true) => tokio::time::sleep(GIVE_WAY).await,
                Ok(false) => break,
                Err(e) => {
                    tracing::warn!(error = %e, fts, "merging the search index after an erasure failed");
                    return;
                }
            }
        }
    }
    checkpoint(&db).await;
}

/// One step of an FTS5 merge of all segments; false once there was nothing
/// left to merge (SQLite's count of changed rows moves by less than two).
async fn merge_step(db: &DatabaseConnection, fts: &str) -> Result<bool, sea_orm::DbErr> {
    let changes = "SELECT total_changes() AS n";
    let txn = begin_write(db).await?;
    let before = txn
        .query_one(Statement::from_string(DbBackend::Sqlite, changes))
        .await?;
    txn.execute_unprepared(&format!(
        "INSERT INTO {fts} ({fts}, rank) VALUES ('merge', -{MERGE_PAGES})"
    ))
    .await?;
    let after = txn
        .query_one(Statement::from_string(DbBackend::Sqlite, changes))
        .await?;
    txn.commit().await?;
    let n = |row: Option<sea_orm::QueryResult>| -> Result<i64, sea_orm::DbErr> {
        row.map_or(Ok(0), |r| r.try_get("", "n"))
    };
    Ok(n(after)? - n(before)? >= 2)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_person_is_an_e_mail_or_a_phone_number() {
        assert_eq!(
            Person::parse("q", " Asha@Kumari-Crafts.in ").unwrap(),
            Person::Email("asha@kumari-crafts.in".into())
        );
        assert_eq!(
            Person::parse("q", "098765 43210").unwrap(),
            Person::Phone {
                key: "+919876543210".into(),
                typed: "098765 43210".into()
            }
        );
        assert!(Person::parse("q", "Asha").unwrap_err().names("q"));
    }
}
