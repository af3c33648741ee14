//! The lead desk over enquiries and applications, one module per job:
//! - `lists`: a list filtered, sorted and paged by the database, with its
//!   per-status counts (SQL in `query`);
//! - `one_lead`: a lead's page (notes, history, possible duplicates), its
//!   changes of status, assignee and follow-up recorded with who and when,
//!   notes, calls and chats, and deleting it;
//! - `arrival`: the keys that fold double submits and spot repeat clients
//!   when a lead arrives, and storing it with its mail;
//! - `dashboard` and `export`: the administrator home's figures and the
//!   lists as CSV;
//! - `touches`: where each lead came from, kept with it;
//! - `escalation` and `digest`: the notification list told once of a lead
//!   that waited past the response target, and each administrator's
//!   morning digest.
//!
//! Both kinds of lead are one row of the `leads` table each, beside their
//! kind's own row; a function serving one kind is given its `LeadKind`, or
//! its status type (whose `KIND` it is) where it reads statuses.
mod arrival;
pub mod dashboard;
pub mod digest;
pub mod enquiries;
pub mod escalation;
pub mod export;
mod lists;
mod one_lead;
mod query;
pub mod touches;

pub use arrival::{
    arrival_keys, arrive, arrive_with, backfill_phone_keys, spam_marker, ArrivalKeys, Arriving,
    KindRow, Submission, HONEYPOT_REASON,
};
pub use lists::{list, newest_first, LeadList, ListedCount, StatusCount};
pub use one_lead::{
    add_note, application, change, delete, detail, enquiry, event, forget_topic, quote_moved,
    record, record_contact, records, rewrite_derived, save, set_contact, Contact, LeadChange,
    LeadFile, QuoteMove,
};
pub use query::Count;
pub use query::{about, has_id, of_kind};
