//! sea-orm entities, one per table. Behaviour lives in `services/`, not here.

/// Declares a lead table's entity: the columns of its own, then the
/// pipeline columns every lead table has, written here once so the two
/// tables cannot drift apart. `Model::pipeline` copies those out.
macro_rules! lead_entity {
    ($table:literal { $($own:tt)* }) => {
        #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
        #[sea_orm(table_name = $table)]
        pub struct Model {
            $($own)*
            pub submitted_at: DateTimeUtc,
            /// Pipeline status (see `domain::lead`).
            pub status: String,
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
        }

        impl Model {
            /// The pipeline columns, as every lead table has them, borrowed.
            pub fn pipeline(&self) -> super::Pipeline<'_> {
                super::Pipeline {
                    submitted_at: self.submitted_at,
                    status: &self.status,
                    assignee_id: self.assignee_id,
                    assignee_name: self.assignee_name.as_deref(),
                    follow_up_on: self.follow_up_on.as_deref(),
                    phone_key: self.phone_key.as_deref(),
                    spam_reason: self.spam_reason.as_deref(),
                    duplicate_of: self.duplicate_of,
                }
            }
        }

        #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
        pub enum Relation {}

        impl ActiveModelBehavior for ActiveModel {}
    };
}

/// Where a lead stands in the pipeline: the columns both lead tables share
/// (see `lead_entity!`), borrowed from the row, so reading them for every
/// row of an export copies nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pipeline<'a> {
    pub submitted_at: chrono::DateTime<chrono::Utc>,
    pub status: &'a str,
    pub assignee_id: Option<i32>,
    pub assignee_name: Option<&'a str>,
    pub follow_up_on: Option<&'a str>,
    pub phone_key: Option<&'a str>,
    pub spam_reason: Option<&'a str>,
    pub duplicate_of: Option<i32>,
}

pub mod admin;
pub mod admin_login;
pub mod admin_recovery_code;
pub mod affiliate_product;
pub mod audit_entry;
pub mod backup;
pub mod business_enquiry;
pub mod career_application;
pub mod department;
pub mod lead_event;
pub mod lead_note;
pub mod outbox;
pub mod position;
pub mod service;
