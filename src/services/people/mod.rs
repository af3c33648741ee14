//! A person's rights over what the site holds about them: finding it all by
//! e-mail, phone or full name (their enquiries and applications, the CVs,
//! the notes, history and touches (where they came from) of those leads, the mail about them or to them in
//! the outbox, and the quotations made for them), exporting it as one JSON
//! document (access), and erasing all of it in one transaction (erasure).
//! Retention (`services::people::retention`) erases through the same `erase_in`.
//!
//! How a person is found: their leads are those with the e-mail, phone or
//! full name looked for (a name matches a lead's whole name, ignoring case
//! and spacing). The person is then known by every e-mail, phone and full
//! name of those leads as well (`Known`), and by these:
//! - quotations: made for one of their enquiries, keeping one of their
//!   e-mails or phones, billed to one of their full names, or whose link
//!   went to one of their e-mails in a letter still in the outbox, so a
//!   quote whose enquiry is gone (older versions kept those) is still found;
//! - mail: about one of their leads, addressed to one of their e-mails, or
//!   whose subject or text holds one of their e-mails, phones (as typed or
//!   in E.164), full names or the names their quotations are billed to: the
//!   morning digest names people without saying which lead, and a letter
//!   about a quote may outlive its enquiry. A name counts only when it has
//!   two words or more, so a first name alone never sweeps up other
//!   people's mail.
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
pub mod admins;
pub mod logins;
pub mod password;
pub mod retention;
pub mod two_factor;
use std::collections::{BTreeMap, BTreeSet};

use sea_orm::{
    sea_query::{Expr, Func, IntoCondition},
    ColumnTrait, Condition, ConnectionTrait, DatabaseConnection, DatabaseTransaction, DbBackend,
    EntityTrait, Iterable, PrimaryKeyToColumn, QueryFilter, QueryOrder, QuerySelect, Statement,
};
use serde::Serialize;
use serde_json::Value;
use utoipa::ToSchema;

use crate::services::{begin_write, containing};
use crate::{
    domain::{
        gst::records_kept_until,
        invoice::InvoiceStatus,
        lead::{phone_key, LeadKind, MailAbout, MailPurpose},
        DomainResult, FieldErrors,
    },
    entities::{
        application, cv_file, enquiry, invoice, invoice_payment, lead, lead_event, lead_note,
        lead_touch, outbox, quote,
    },
    services::leads::of_kind,
};

/// Whom to look for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Person {
    /// An e-mail address, lower-cased.
    Email(String),
    /// A phone number in E.164, and as typed.
    Phone { key: String, typed: String },
    /// A full name of two words or more, lower-cased, single-spaced.
    Name(String),
}

/// A name as matched: lower-cased, single-spaced; none unless it has two
/// words or more (see the module header).
fn full_name(text: &str) -> Option<String> {
    let words: Vec<&str> = text.split_whitespace().collect();
    (words.len() >= 2).then(|| words.join(" ").to_lowercase())
}

impl Person {
    /// An e-mail address (it has an `@`), a phone number or a full name,
    /// from `field`.
    pub fn parse(field: &str, text: &str) -> Result<Self, FieldErrors> {
        let text = text.trim();
        if text.contains('@') {
            return Self::email(field, text);
        }
        if let Some(key) = phone_key(text) {
            return Ok(Self::Phone {
                key,
                typed: text.to_owned(),
            });
        }
        Self::name(field, text).map_err(|_| {
            FieldErrors::one(
                field,
                "Give the person's e-mail address, phone number or full name.",
            )
        })
    }

    /// An e-mail address, from `field`.
    pub fn email(field: &str, text: &str) -> Result<Self, FieldErrors> {
        let text = text.trim();
        if !text.contains('@') {
            return Err(FieldErrors::one(field, "That is not an e-mail address."));
        }
        if text.len() > 254 {
            return Err(FieldErrors::one(field, "That e-mail address is too long."));
        }
        Ok(Self::Email(text.to_lowercase()))
    }

    /// A phone number, from `field`.
    pub fn phone(field: &str, text: &str) -> Result<Self, FieldErrors> {
        let text = text.trim();
        match phone_key(text).filter(|_| !text.contains('@')) {
            Some(key) => Ok(Self::Phone {
                key,
                typed: text.to_owned(),
            }),
            None => Err(FieldErrors::one(field, "That is not a phone number.")),
        }
    }

    /// A full name (first and last), from `field`.
    pub fn name(field: &str, text: &str) -> Result<Self, FieldErrors> {
        let text = text.trim();
        if text.chars().count() > 200 {
            return Err(FieldErrors::one(field, "That name is too long."));
        }
        if text.contains('@') || !text.chars().any(char::is_alphabetic) {
            return Err(FieldErrors::one(field, "That is not a name."));
        }
        full_name(text).map(Self::Name).ok_or_else(|| {
            FieldErrors::one(
                field,
                "Give the person's full name: first and last, as they wrote it.",
            )
        })
    }

    /// The leads of either kind this person sent.
    fn leads(&self) -> Condition {
        use lead::Column as L;
        match self {
            Self::Email(e) => Condition::all().add(L::EmailKey.eq(e.as_str())),
            Self::Phone { key, typed } => Condition::any()
                .add(L::PhoneKey.eq(key.as_str()))
                .add(L::Phone.eq(typed.as_str())),
            Self::Name(n) => Condition::all().add(lower(L::Name).eq(n.as_str())),
        }
    }
}

/// The ids of a person's leads.
#[derive(Default)]
struct Leads {
    enquiries: Vec<i32>,
    applications: Vec<i32>,
}

/// A person as the search knows them: their leads, and every e-mail,
/// phone and full name they go by there (see the module header).
#[derive(Default)]
struct Known {
    leads: Leads,
    /// Lower-cased.
    emails: BTreeSet<String>,
    /// In E.164.
    phone_keys: BTreeSet<String>,
    /// As typed.
    phones: BTreeSet<String>,
    /// Lower-cased, single-spaced, two words or more.
    names: BTreeSet<String>,
    /// The tokens of the quote links mailed to one of their e-mails.
    tokens: BTreeSet<String>,
}

impl Known {
    /// Only these leads (retention): nothing is matched by text.
    fn of_leads(leads: Leads) -> Self {
        Self {
            leads,
            ..Self::default()
        }
    }
}

/// What a person's search looked for besides the key it was given.
#[derive(Serialize, Default, ToSchema)]
pub struct LookedFor {
    /// E-mail addresses, lower-cased.
    pub emails: Vec<String>,
    /// Phone numbers in E.164.
    pub phones: Vec<String>,
    /// Full names, lower-cased.
    pub names: Vec<String>,
}

async fn known<C: ConnectionTrait>(db: &C, who: &Person) -> DomainResult<Known> {
    let mut k = Known::default();
    match who {
        Person::Email(e) => {
            k.emails.insert(e.clone());
        }
        Person::Phone { key, typed } => {
            k.phone_keys.insert(key.clone());
            k.phones.insert(typed.clone());
        }
        Person::Name(n) => {
            k.names.insert(n.clone());
        }
    }
    let leads = lead::Entity::find()
        .filter(who.leads())
        .order_by_asc(lead::Column::Kind)
        .order_by_asc(lead::Column::Id)
        .all(db)
        .await?;
    for l in leads {
        match l.kind {
            LeadKind::Enquiry => k.leads.enquiries.push(l.id),
            LeadKind::Application => k.leads.applications.push(l.id),
        }
        k.note(&l.email_key, l.phone_key, &l.phone);
        k.names.extend(full_name(&l.name));
    }
    let letters: Vec<String> = outbox::Entity::find()
        .select_only()
        .column(outbox::Column::Body)
        .filter(outbox::Column::Purpose.eq(MailPurpose::Quote))
        .filter(lower(outbox::Column::Recipient).is_in(k.emails.iter().cloned()))
        .into_tuple()
        .all(db)
        .await?;
    k.tokens = letters.iter().flat_map(|b| link_tokens(b)).collect();
    Ok(k)
}

/// The tokens of the quote links (`/q/<64 hex digits>`) in a letter.
fn link_tokens(body: &str) -> Vec<String> {
    body.match_indices("/q/")
        .filter_map(|(at, _)| {
            let token = body.get(at + 3..at + 3 + 64)?;
            token
                .bytes()
                .all(|b| b.is_ascii_hexdigit())
                .then(|| token.to_owned())
        })
        .collect()
}

impl Known {
    /// A lead's e-mail and phone, as this person's.
    fn note(&mut self, email_key: &str, phone_key: Option<String>, phone: &str) {
        if !email_key.is_empty() {
            self.emails.insert(email_key.to_lowercase());
        }
        self.phone_keys.extend(phone_key);
        if !phone.trim().is_empty() {
            self.phones.insert(phone.trim().to_owned());
        }
    }

    /// Whether the person is known by any text (not so for retention).
    fn by_text(&self) -> bool {
        !(self.emails.is_empty()
            && self.phone_keys.is_empty()
            && self.phones.is_empty()
            && self.names.is_empty())
    }

    /// What was looked for, for the people screen.
    fn looked_for(&self) -> LookedFor {
        LookedFor {
            emails: self.emails.iter().cloned().collect(),
            phones: self.phone_keys.iter().cloned().collect(),
            names: self.names.iter().cloned().collect(),
        }
    }
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

fn touches_of(l: &Leads) -> Condition {
    of_leads(l, lead_touch::Column::LeadKind, lead_touch::Column::LeadId)
}

fn events_of(l: &Leads) -> Condition {
    of_leads(l, lead_event::Column::LeadKind, lead_event::Column::LeadId)
}

fn lower(col: impl sea_orm::sea_query::IntoColumnRef) -> Expr {
    Expr::expr(Func::lower(Expr::col(col)))
}

/// Mail about the person's leads, to them, or holding one of their
/// e-mails, phones or names (a digest); `billed` are the names their
/// quotations are billed to.
fn mail_of(k: &Known, billed: &BTreeSet<String>) -> Condition {
    let about = |kind: MailAbout, ids: &[i32]| {
        Condition::all()
            .add(outbox::Column::LeadKind.eq(kind))
            .add(outbox::Column::LeadId.is_in(ids.iter().copied()))
    };
    let mut any = Condition::any()
        .add(about(MailAbout::Enquiry, &k.leads.enquiries))
        .add(about(MailAbout::Application, &k.leads.applications))
        .add(lower(outbox::Column::Recipient).is_in(k.emails.iter().cloned()));
    let needles = k
        .emails
        .iter()
        .chain(&k.phone_keys)
        .chain(&k.phones)
        .chain(&k.names)
        .chain(billed)
        .map(|n| n.to_lowercase())
        .collect::<BTreeSet<_>>();
    for needle in needles {
        any = any
            .add(lower(outbox::Column::Subject).like(containing(&needle)))
            .add(lower(outbox::Column::Body).like(containing(&needle)));
    }
    any
}

/// Quotations made for the person's enquiries, keeping one of their
/// e-mails or phones, or billed to one of their full names.
fn quotes_of(k: &Known) -> Condition {
    Condition::any()
        .add(quote::Column::LeadId.is_in(k.leads.enquiries.iter().copied()))
        .add(quote::Column::ClientEmail.is_in(k.emails.iter().cloned()))
        .add(quote::Column::ClientPhoneKey.is_in(k.phone_keys.iter().cloned()))
        .add(lower(quote::Column::ClientName).is_in(k.names.iter().cloned()))
        .add(quote::Column::Token.is_in(k.tokens.iter().cloned()))
}

/// The names the person's quotations are billed to (two words or more).
async fn billed_names<C: ConnectionTrait>(db: &C, k: &Known) -> DomainResult<BTreeSet<String>> {
    let names: Vec<String> = quote::Entity::find()
        .select_only()
        .column(quote::Column::ClientName)
        .filter(quotes_of(k))
        .into_tuple()
        .all(db)
        .await?;
    Ok(names.iter().filter_map(|n| full_name(n)).collect())
}

/// The invoices, notes and vouchers made for the person: for one of their
/// enquiries, from one of their quotations, or billed to one of their full
/// names. A note or voucher keeps its invoice's lead.
async fn invoices_of<C: ConnectionTrait>(db: &C, k: &Known) -> DomainResult<Condition> {
    let quotes: Vec<i32> = quote::Entity::find()
        .select_only()
        .column(quote::Column::Id)
        .filter(quotes_of(k))
        .into_tuple()
        .all(db)
        .await?;
    Ok(Condition::any()
        .add(invoice::Column::LeadId.is_in(k.leads.enquiries.iter().copied()))
        .add(invoice::Column::QuoteId.is_in(quotes))
        .add(lower(invoice::Column::ClientName).is_in(k.names.iter().cloned())))
}

/// The payments received against the documents `invoices` picks.
async fn payments_of<C: ConnectionTrait>(db: &C, invoices: Condition) -> DomainResult<Condition> {
    let ids: Vec<i32> = invoice::Entity::find()
        .select_only()
        .column(invoice::Column::Id)
        .filter(invoices)
        .into_tuple()
        .all(db)
        .await?;
    Ok(Condition::any()
        .add(invoice_payment::Column::InvoiceId.is_in(ids.iter().copied()))
        .add(invoice_payment::Column::ReceiptId.is_in(ids)))
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
    /// Where their leads came from (the touches each kept).
    #[schema(value_type = Vec<Object>)]
    pub touches: Vec<Value>,
    #[schema(value_type = Vec<Object>)]
    pub outbox: Vec<Value>,
    #[schema(value_type = Vec<Object>)]
    pub quotes: Vec<Value>,
    /// Their tax invoices, credit and debit notes and vouchers, drafts
    /// included.
    #[schema(value_type = Vec<Object>)]
    pub invoices: Vec<Value>,
    /// The payments received against those.
    #[schema(value_type = Vec<Object>)]
    pub payments: Vec<Value>,
}

/// Everything held about a person, and what was looked for.
pub struct Found {
    pub held: Held,
    pub looked_for: LookedFor,
}

/// Everything held about `who`.
pub async fn find(db: &DatabaseConnection, who: &Person) -> DomainResult<Found> {
    let k = known(db, who).await?;
    let billed = billed_names(db, &k).await?;
    let l = &k.leads;
    let held = Held {
        enquiries: leads_as_json::<enquiry::Entity>(db, LeadKind::Enquiry, &l.enquiries).await?,
        applications: leads_as_json::<application::Entity>(
            db,
            LeadKind::Application,
            &l.applications,
        )
        .await?,
        cvs: as_json::<cv_file::Entity>(db, cvs_of(l)).await?,
        notes: as_json::<lead_note::Entity>(db, notes_of(l)).await?,
        history: as_json::<lead_event::Entity>(db, events_of(l)).await?,
        touches: as_json::<lead_touch::Entity>(db, touches_of(l)).await?,
        outbox: as_json::<outbox::Entity>(db, mail_of(&k, &billed)).await?,
        quotes: as_json::<quote::Entity>(db, quotes_of(&k)).await?,
        invoices: as_json::<invoice::Entity>(db, invoices_of(db, &k).await?).await?,
        payments: as_json::<invoice_payment::Entity>(
            db,
            payments_of(db, invoices_of(db, &k).await?).await?,
        )
        .await?,
    };
    Ok(Found {
        held,
        looked_for: k.looked_for(),
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

/// Leads of `kind` with these ids, in the order of their ids, each a JSON
/// object of every column of the lead and of its kind's row (`K`).
async fn leads_as_json<K: EntityTrait>(
    db: &DatabaseConnection,
    kind: LeadKind,
    ids: &[i32],
) -> DomainResult<Vec<Value>> {
    let leads = as_json::<lead::Entity>(
        db,
        of_kind(kind).add(lead::Column::Id.is_in(ids.iter().copied())),
    )
    .await?;
    let mut own = std::collections::HashMap::new();
    for row in K::find()
        .filter(Expr::col(lead::Column::Id).is_in(ids.iter().copied()))
        .into_json()
        .all(db)
        .await?
    {
        if let Some(id) = row.get("id").and_then(Value::as_i64) {
            own.insert(id, row);
        }
    }
    Ok(leads
        .into_iter()
        .map(|mut lead| {
            let id = lead.get("id").and_then(Value::as_i64);
            if let (Some(fields), Some(Value::Object(own))) =
                (lead.as_object_mut(), id.and_then(|id| own.remove(&id)))
            {
                for (key, value) in own {
                    fields.entry(key).or_insert(value);
                }
            }
            lead
        })
        .collect())
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

/// A document an erasure kept because GST law asks for it (CGST Act,
/// Section 36): an issued invoice, note or voucher, with its payments.
#[derive(Serialize, ToSchema, Clone, Debug, PartialEq, Eq)]
pub struct KeptDocument {
    pub id: i32,
    /// "Tax Invoice", "Credit Note", "Receipt Voucher"…
    pub kind: String,
    pub number: String,
    /// The last day it must be kept (YYYY-MM-DD).
    #[serde(rename = "keptUntil")]
    pub kept_until: String,
}

/// What an erasure did: the rows it removed, and the documents it kept.
#[derive(Default)]
pub struct Erasure {
    pub counts: Erased,
    pub kept: Vec<KeptDocument>,
}

/// Deletes a person's leads with everything that hangs on them, in `txn`:
/// their notes, history, mail, quotations, draft invoices (each as
/// `mail_of`, `quotes_of` and `invoices_of` find them; retention knows
/// only the leads) and the leads (their CVs go with them, by the foreign
/// key). Leads that named one of them as their possible duplicate no
/// longer do. Issued invoices, notes and vouchers, and their payments,
/// stay as GST law asks; they are answered as kept.
async fn erase_in(txn: &DatabaseTransaction, k: &Known) -> DomainResult<Erasure> {
    let l = &k.leads;
    let mut counts = Erased::new();
    let invoices = invoices_of(txn, k).await?;
    counts.insert(
        "draftInvoices",
        delete::<invoice::Entity>(
            txn,
            Condition::all()
                .add(invoices.clone())
                .add(invoice::Column::Status.eq(InvoiceStatus::Draft)),
        )
        .await?,
    );
    let kept = invoice::Entity::find()
        .filter(invoices)
        .order_by_asc(invoice::Column::Id)
        .all(txn)
        .await?
        .into_iter()
        .map(|d| KeptDocument {
            id: d.id,
            kind: d.kind.title().to_owned(),
            kept_until: d
                .issued_on
                .as_deref()
                .and_then(|on| chrono::NaiveDate::parse_from_str(on, "%Y-%m-%d").ok())
                .map(|on| records_kept_until(on).to_string())
                .unwrap_or_default(),
            number: d.number.unwrap_or_default(),
        })
        .collect();
    counts.insert("cvs", delete::<cv_file::Entity>(txn, cvs_of(l)).await?);
    counts.insert(
        "notes",
        delete::<lead_note::Entity>(txn, notes_of(l)).await?,
    );
    counts.insert(
        "history",
        delete::<lead_event::Entity>(txn, events_of(l)).await?,
    );
    counts.insert(
        "touches",
        delete::<lead_touch::Entity>(txn, touches_of(l)).await?,
    );
    // Retention knows only the leads: it matches no text.
    let billed = if k.by_text() {
        billed_names(txn, k).await?
    } else {
        BTreeSet::new()
    };
    counts.insert(
        "outbox",
        delete::<outbox::Entity>(txn, mail_of(k, &billed)).await?,
    );
    counts.insert("quotes", delete::<quote::Entity>(txn, quotes_of(k)).await?);
    // Each lead's own row, its search text and the possible-duplicate
    // marks naming it go with it (the `leads_forget` trigger and the
    // search index's own).
    let leads = |kind: LeadKind, ids: &[i32]| {
        of_kind(kind).add(lead::Column::Id.is_in(ids.iter().copied()))
    };
    counts.insert(
        "enquiries",
        delete::<lead::Entity>(txn, leads(LeadKind::Enquiry, &l.enquiries)).await?,
    );
    counts.insert(
        "applications",
        delete::<lead::Entity>(txn, leads(LeadKind::Application, &l.applications)).await?,
    );
    Ok(Erasure { counts, kept })
}

/// Erases everything held about `who`, in one transaction; see the module
/// header for how it leaves the database file.
#[tracing::instrument(skip_all)]
pub async fn erase(db: &DatabaseConnection, who: &Person) -> DomainResult<Erasure> {
    let txn = begin_write(db).await?;
    let k = known(&txn, who).await?;
    let erasure = erase_in(&txn, &k).await?;
    txn.commit().await?;
    scrub(db).await;
    Ok(erasure)
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
        let erased = erase_in(&txn, &Known::of_leads(batch)).await?;
        txn.commit().await?;
        for (what, n) in erased.counts {
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
/// module header and `db::clear_deleted`).
async fn scrub(db: &DatabaseConnection) {
    crate::db::clear_deleted(
        db,
        &[
            "leads",
            "enquiries",
            "applications",
            "cv_files",
            "lead_notes",
            "lead_events",
            "lead_touches",
            "outbox",
            "quotes",
        ],
    )
    .await;
    if db.get_database_backend() == DbBackend::Sqlite {
        tokio::spawn(merge_search_index(db.clone()));
    }
}

/// Merges SQLite's full-text table into one segment, so the words of
/// the leads deleted before are gone from the file, a step per transaction
/// with a pause between steps; then checkpoints the log. One merge runs at
/// a time; an erasure during a merge waits for it and then merges what is
/// left.
async fn merge_search_index(db: DatabaseConnection) {
    static MERGING: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());
    let _one = MERGING.lock().await;
    let fts = migration::leads::FTS_TABLE;
    loop {
        match merge_step(&db, fts).await {
            Ok(true) => tokio::time::sleep(GIVE_WAY).await,
            Ok(false) => break,
            Err(e) => {
                tracing::warn!(error = %e, fts, "merging the search index after an erasure failed");
                return;
            }
        }
    }
    crate::db::checkpoint(&db).await;
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
    fn a_letter_s_quote_links_are_read_whole() {
        let token = "ab".repeat(32);
        let body = format!("Read it here:\nhttps://vanijya.test/q/{token}\n\nor /q/short.");
        assert_eq!(link_tokens(&body), vec![token]);
    }

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
        assert_eq!(
            Person::parse("q", "  Asha   KUMARI ").unwrap(),
            Person::Name("asha kumari".into())
        );
        assert!(Person::parse("q", "Asha").unwrap_err().names("q"));
        assert!(Person::phone("phone", "not a phone")
            .unwrap_err()
            .names("phone"));
        assert!(Person::email("email", "asha").unwrap_err().names("email"));
    }
}
