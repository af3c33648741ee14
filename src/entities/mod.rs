//! sea-orm entities, one per table. Behaviour lives in `services/`, not here.
//!
//! A lead is one row of `lead` (what every lead has) and one of its kind's
//! table, `enquiry` or `application` (what only that kind has), under the
//! same id; `LeadRecord` holds the two together.
use crate::domain::lead::{LeadKind, LeadStatus};

/// An enquiry: its lead and what only an enquiry has.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Enquiry {
    pub lead: lead::Model,
    pub own: enquiry::Model,
}

/// A job application: its lead and what only an application has.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Application {
    pub lead: lead::Model,
    pub own: application::Model,
}

/// A lead's stored record, of either kind.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LeadRecord {
    Enquiry(Enquiry),
    Application(Application),
}

impl LeadRecord {
    pub fn kind(&self) -> LeadKind {
        self.lead().kind
    }

    /// What every lead has.
    pub fn lead(&self) -> &lead::Model {
        match self {
            Self::Enquiry(e) => &e.lead,
            Self::Application(a) => &a.lead,
        }
    }

    /// The enquiry, when it is one.
    pub fn into_enquiry(self) -> Option<Enquiry> {
        match self {
            Self::Enquiry(e) => Some(e),
            Self::Application(_) => None,
        }
    }

    /// The application, when it is one.
    pub fn into_application(self) -> Option<Application> {
        match self {
            Self::Application(a) => Some(a),
            Self::Enquiry(_) => None,
        }
    }

    /// The phone in E.164, when the typed number could be read.
    pub fn phone_key(&self) -> Option<&str> {
        self.lead().phone_key.as_deref()
    }

    /// What the lead is about (see `lead::Model::topic`), from its kind's row.
    pub fn topic(&self) -> Option<i32> {
        match self {
            Self::Enquiry(e) => e.own.service_id,
            Self::Application(a) => a.own.position_id,
        }
    }

    /// The text the search box reads, from the lead and its kind's row.
    pub fn search_text(&self) -> String {
        let l = self.lead();
        match self {
            Self::Enquiry(e) => lead::search_text(&l.name, &l.email, &l.phone, &e.own.searched()),
            Self::Application(a) => {
                lead::search_text(&l.name, &l.email, &l.phone, &a.own.searched())
            }
        }
    }
}

impl From<Enquiry> for LeadRecord {
    fn from(e: Enquiry) -> Self {
        Self::Enquiry(e)
    }
}

impl From<Application> for LeadRecord {
    fn from(a: Application) -> Self {
        Self::Application(a)
    }
}

/// Where a lead stands in the pipeline, borrowed from its row, so reading
/// it for every row of an export copies nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pipeline<'a> {
    pub submitted_at: chrono::DateTime<chrono::Utc>,
    pub status: LeadStatus,
    pub assignee_id: Option<i32>,
    pub assignee_name: Option<&'a str>,
    pub follow_up_on: Option<&'a str>,
    pub phone_key: Option<&'a str>,
    pub spam_reason: Option<&'a str>,
    pub duplicate_of: Option<i32>,
    pub first_response_at: Option<chrono::DateTime<chrono::Utc>>,
    pub language: crate::domain::language::Language,
}

impl lead::Model {
    /// Its status, as its kind spells it (New when the stored word is not
    /// one of them).
    pub fn lead_status(&self) -> LeadStatus {
        LeadStatus::of(self.kind, &self.status)
    }

    /// The pipeline columns, borrowed.
    pub fn pipeline(&self) -> Pipeline<'_> {
        Pipeline {
            submitted_at: self.submitted_at,
            status: self.lead_status(),
            assignee_id: self.assignee_id,
            assignee_name: self.assignee_name.as_deref(),
            follow_up_on: self.follow_up_on.as_deref(),
            phone_key: self.phone_key.as_deref(),
            spam_reason: self.spam_reason.as_deref(),
            duplicate_of: self.duplicate_of,
            first_response_at: self.first_response_at,
            language: self.language,
        }
    }
}

pub mod ad_spend;
pub mod admin;
pub mod admin_login;
pub mod admin_recovery_code;
pub mod affiliate_check_run;
pub mod affiliate_click;
pub mod affiliate_link_health;
pub mod affiliate_product;
pub mod application;
pub mod audit_entry;
pub mod backup;
pub mod content_item;
pub mod content_revision;
pub mod content_seed;
pub mod conversion;
pub mod cv_file;
pub mod department;
pub mod digest_day;
pub mod enquiry;
pub mod invoice;
pub mod invoice_payment;
pub mod invoice_reminder;
pub mod invoice_sequence;
pub mod lead;
pub mod lead_event;
pub mod lead_note;
pub mod lead_touch;
pub mod media;
pub mod media_variant;
pub mod outbox;
pub mod page_view;
pub mod position;
pub mod quote;
pub mod razorpay_event;
pub mod service;
pub mod visitor_count;
pub mod visitor_day;
pub mod visitor_salt;

#[cfg(test)]
mod tests {
    use crate::domain::lead::{ApplicationStatus, EnquiryStatus, Spelled};

    /// The one lead table's status rank (frozen in its migration) places
    /// every status of both kinds where its kind's pipeline does.
    #[test]
    fn the_one_status_rank_follows_each_kinds_pipeline() {
        let rank = migration::leads::status_rank();
        let places = |all: &[&str]| {
            for (i, status) in all.iter().enumerate() {
                assert!(
                    rank.contains(&format!("WHEN '{status}' THEN {i} ")),
                    "{status} at {i} in {rank}"
                );
            }
        };
        places(
            &EnquiryStatus::ALL
                .iter()
                .map(|s| s.as_str())
                .collect::<Vec<_>>(),
        );
        places(
            &ApplicationStatus::ALL
                .iter()
                .map(|s| s.as_str())
                .collect::<Vec<_>>(),
        );
    }
}
