//! sea-orm entities, one per table. Behaviour lives in `services/`, not here.
//!
//! The two lead tables are declared by `lead_entity!`, which also makes each
//! a `LeadEntity`: the code that serves both tables names every column
//! through it, so a column that one of them lacks does not compile.
use migration::lead_search::SearchedTable;
use sea_orm::{EntityTrait, TryGetable};

use crate::domain::lead::{LeadKind, PipelineStatus};

/// The entity of a lead table: its status type, the columns of its own the
/// lead desk reads, and the pipeline columns every lead table has.
pub trait LeadEntity: EntityTrait<Model: Into<LeadRecord> + Send + Sync> {
    type Status: PipelineStatus + TryGetable + Into<sea_orm::Value>;
    const KIND: LeadKind = <Self::Status as PipelineStatus>::KIND;
    /// How the migration that builds the list indexes declares this table
    /// (its search text and status rank are SQL built from it).
    const SEARCH: &'static SearchedTable;
    const ID: Self::Column;
    /// The e-mail and phone, as typed.
    const EMAIL: Self::Column;
    const PHONE: Self::Column;
    /// The service or position reference.
    const TOPIC: Self::Column;
    /// The name columns, in the order a name is written.
    const NAMES: &'static [Self::Column];
    const SUBMITTED_AT: Self::Column;
    const STATUS: Self::Column;
    const ASSIGNEE_ID: Self::Column;
    const ASSIGNEE_NAME: Self::Column;
    const FOLLOW_UP_ON: Self::Column;
    const PHONE_KEY: Self::Column;
    const EMAIL_KEY: Self::Column;
    const SPAM_REASON: Self::Column;
    const DUPLICATE_OF: Self::Column;
    const DEDUPE_KEY: Self::Column;
    const FIRST_RESPONSE_AT: Self::Column;
    const ESCALATED_AT: Self::Column;
    const NOTICE_VERSION: Self::Column;
    const CONSENTED_AT: Self::Column;
    const CONSENT_IP: Self::Column;
}

/// Declares a lead table's entity: the columns of its own, then the
/// pipeline columns every lead table has, written here once so the two
/// tables cannot drift apart, and its `LeadEntity`. `Model::pipeline`
/// copies the pipeline columns out.
macro_rules! lead_entity {
    (
        $table:literal { $($own:tt)* }
        status: $status:ty,
        search: $search:path,
        id: $id:ident,
        email: $email:ident,
        phone: $phone:ident,
        topic: $topic:ident,
        names: [$($name:ident),+ $(,)?] $(,)?
    ) => {
        #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
        #[sea_orm(table_name = $table)]
        pub struct Model {
            $($own)*
            pub submitted_at: DateTimeUtc,
            /// Pipeline status.
            pub status: $status,
            /// NULL when unassigned or once the administrator is deleted.
            pub assignee_id: Option<i32>,
            /// The assignee's name when assigned; kept after the account is deleted.
            pub assignee_name: Option<String>,
            /// "YYYY-MM-DD" (India date).
            pub follow_up_on: Option<String>,
            /// The phone number in E.164, when it could be read as one.
            pub phone_key: Option<String>,
            /// The e-mail address lower-cased, for duplicate matching.
            pub email_key: String,
            /// Set while the lead is held as spam: why it was flagged.
            pub spam_reason: Option<String>,
            /// The earlier lead this one probably repeats.
            pub duplicate_of: Option<i32>,
            /// Folds a double-clicked submit into one row (unique when set).
            pub dedupe_key: Option<String>,
            /// When it first got an answer: its status left New, or a call
            /// or WhatsApp chat was recorded. NULL while it waits.
            pub first_response_at: Option<DateTimeUtc>,
            /// When the notification list was told it waited past the
            /// response target (once per lead).
            pub escalated_at: Option<DateTimeUtc>,
            /// The version of the privacy notice the form showed.
            pub notice_version: Option<String>,
            /// When the visitor sent the form under that notice.
            pub consented_at: Option<DateTimeUtc>,
            /// The address the form came from.
            pub consent_ip: Option<String>,
        }

        impl Model {
            /// The pipeline columns, as every lead table has them, borrowed.
            pub fn pipeline(&self) -> super::Pipeline<'_> {
                super::Pipeline {
                    submitted_at: self.submitted_at,
                    status: self.status.into(),
                    assignee_id: self.assignee_id,
                    assignee_name: self.assignee_name.as_deref(),
                    follow_up_on: self.follow_up_on.as_deref(),
                    phone_key: self.phone_key.as_deref(),
                    spam_reason: self.spam_reason.as_deref(),
                    duplicate_of: self.duplicate_of,
                    first_response_at: self.first_response_at,
                }
            }
        }

        impl super::LeadEntity for Entity {
            type Status = $status;
            const SEARCH: &'static migration::lead_search::SearchedTable = &$search;
            const ID: Column = Column::$id;
            const EMAIL: Column = Column::$email;
            const PHONE: Column = Column::$phone;
            const TOPIC: Column = Column::$topic;
            const NAMES: &'static [Column] = &[$(Column::$name),+];
            const SUBMITTED_AT: Column = Column::SubmittedAt;
            const STATUS: Column = Column::Status;
            const ASSIGNEE_ID: Column = Column::AssigneeId;
            const ASSIGNEE_NAME: Column = Column::AssigneeName;
            const FOLLOW_UP_ON: Column = Column::FollowUpOn;
            const PHONE_KEY: Column = Column::PhoneKey;
            const EMAIL_KEY: Column = Column::EmailKey;
            const SPAM_REASON: Column = Column::SpamReason;
            const DUPLICATE_OF: Column = Column::DuplicateOf;
            const DEDUPE_KEY: Column = Column::DedupeKey;
            const FIRST_RESPONSE_AT: Column = Column::FirstResponseAt;
            const ESCALATED_AT: Column = Column::EscalatedAt;
            const NOTICE_VERSION: Column = Column::NoticeVersion;
            const CONSENTED_AT: Column = Column::ConsentedAt;
            const CONSENT_IP: Column = Column::ConsentIp;
        }

        #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
        pub enum Relation {}

        impl ActiveModelBehavior for ActiveModel {}
    };
}

/// Runs `$body` with `$entity` naming the entity of the lead table that
/// `$kind` (a `LeadKind` known only at run time) is stored in.
macro_rules! for_lead_kind {
    ($kind:expr, $entity:ident => $body:expr) => {
        match $kind {
            $crate::domain::lead::LeadKind::Enquiry => {
                type $entity = $crate::entities::business_enquiry::Entity;
                $body
            }
            $crate::domain::lead::LeadKind::Application => {
                type $entity = $crate::entities::career_application::Entity;
                $body
            }
        }
    };
}
pub(crate) use for_lead_kind;

/// Where a lead stands in the pipeline: the columns both lead tables share
/// (see `lead_entity!`), borrowed from the row, so reading them for every
/// row of an export copies nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pipeline<'a> {
    pub submitted_at: chrono::DateTime<chrono::Utc>,
    pub status: crate::domain::lead::LeadStatus,
    pub assignee_id: Option<i32>,
    pub assignee_name: Option<&'a str>,
    pub follow_up_on: Option<&'a str>,
    pub phone_key: Option<&'a str>,
    pub spam_reason: Option<&'a str>,
    pub duplicate_of: Option<i32>,
    pub first_response_at: Option<chrono::DateTime<chrono::Utc>>,
}

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

    /// The e-mail lower-cased, for duplicate matching.
    pub fn email_key(&self) -> &str {
        match self {
            Self::Enquiry(m) => &m.email_key,
            Self::Application(m) => &m.email_key,
        }
    }
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

pub mod admin;
pub mod admin_login;
pub mod admin_recovery_code;
pub mod affiliate_check_run;
pub mod affiliate_click;
pub mod affiliate_click_salt;
pub mod affiliate_link_health;
pub mod affiliate_product;
pub mod application;
pub mod audit_entry;
pub mod backup;
pub mod business_enquiry;
pub mod career_application;
pub mod content_item;
pub mod content_revision;
pub mod cv_file;
pub mod department;
pub mod digest_day;
pub mod enquiry;
pub mod lead;
pub mod lead_event;
pub mod lead_note;
pub mod media;
pub mod media_variant;
pub mod outbox;
pub mod position;
pub mod quote;
pub mod quote_sequence;
pub mod service;

#[cfg(test)]
mod tests {
    use std::str::FromStr;

    use sea_orm::IdenStatic;

    use super::*;
    use crate::domain::lead::{ApplicationStatus, EnquiryStatus, Spelled};

    /// The list indexes are built on the migration's frozen copy of each
    /// table's names and statuses; the queries name the same columns
    /// through the entity. A column or status that changed without a new
    /// index would still work, but slowly.
    fn matches_its_migration<E: LeadEntity>() {
        let t = E::SEARCH;
        assert_eq!(E::default().table_name(), t.table);
        assert_eq!(E::ID.as_str(), t.id);
        assert_eq!(E::TOPIC.as_str(), t.topic);
        let names: Vec<&str> = E::NAMES.iter().map(|c| c.as_str()).collect();
        assert_eq!(names, t.names);
        for searched in t.columns {
            assert!(E::Column::from_str(searched).is_ok(), "{searched}");
        }
        let statuses: Vec<&str> = E::Status::ALL.iter().map(|s| s.as_str()).collect();
        assert_eq!(statuses, t.statuses, "the status rank's order");
    }

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

    #[test]
    fn the_lead_entities_match_the_list_indexes() {
        matches_its_migration::<business_enquiry::Entity>();
        matches_its_migration::<career_application::Entity>();
    }
}
