//! What every lead has, of either kind: the person and their contact, where
//! it stands in the pipeline, its first answer, its consent record and the
//! text the search box reads. A lead is named by its kind and its id within
//! the kind (an enquiry's old `bId`, an application's old `cId`); what only
//! an enquiry or an application has is in `enquiry` or `application`, under
//! the same id.
use sea_orm::entity::prelude::*;

use crate::domain::{language::Language, lead::LeadKind};

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "leads")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub kind: LeadKind,
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: i32,
    /// The name as written: an enquiry's first and last name with a space
    /// between.
    pub name: String,
    pub email: String,
    pub phone: String,
    /// The e-mail address lower-cased, for duplicate matching.
    pub email_key: String,
    /// The phone number in E.164, when it could be read as one.
    pub phone_key: Option<String>,
    pub submitted_at: DateTimeUtc,
    /// Pipeline status, one of its kind's (`domain::lead::LeadStatus`).
    pub status: String,
    /// NULL when unassigned or once the administrator is deleted.
    pub assignee_id: Option<i32>,
    /// The assignee's name when assigned; kept after the account is deleted.
    pub assignee_name: Option<String>,
    /// "YYYY-MM-DD" (India date).
    pub follow_up_on: Option<String>,
    /// Set while the lead is held as spam: why it was flagged.
    pub spam_reason: Option<String>,
    /// The earlier lead of the same kind this one probably repeats.
    pub duplicate_of: Option<i32>,
    /// Folds a double-clicked submit into one row (unique when set).
    pub dedupe_key: Option<String>,
    /// When it first got an answer: its status left New, or a call or
    /// WhatsApp chat was recorded. NULL while it waits.
    pub first_response_at: Option<DateTimeUtc>,
    /// When the notification list was told it waited past the response
    /// target (once per lead).
    pub escalated_at: Option<DateTimeUtc>,
    /// The version of the privacy notice the form showed.
    pub notice_version: Option<String>,
    /// When the visitor sent the form under that notice.
    pub consented_at: Option<DateTimeUtc>,
    /// The address the form came from.
    pub consent_ip: Option<String>,
    /// What the search box reads: the name, e-mail and phone, then the
    /// kind's own text (see `search_text`).
    #[sea_orm(column_type = "Text")]
    pub search_text: String,
    /// What the lead is about, as the lists filter it: an enquiry's service
    /// or an application's position (NULL once deleted, and for a general
    /// application). A copy of the kind row's id, kept in step by
    /// `services::leads` whenever either row is written.
    pub topic: Option<i32>,
    /// The language of the page the form was sent from: its
    /// acknowledgement and its quotation's client page speak it.
    pub language: Language,
}

/// Its kind's row, under the same id (a query joining one also filters on
/// `kind`).
#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {
    #[sea_orm(
        belongs_to = "super::enquiry::Entity",
        from = "Column::Id",
        to = "super::enquiry::Column::Id"
    )]
    Enquiry,
    #[sea_orm(
        belongs_to = "super::application::Entity",
        from = "Column::Id",
        to = "super::application::Column::Id"
    )]
    Application,
}

impl Related<super::enquiry::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Enquiry.def()
    }
}

impl Related<super::application::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Application.def()
    }
}

impl ActiveModelBehavior for ActiveModel {}

/// The text a lead is searched in: its name, e-mail and phone, then the
/// kind's own searched text, joined by spaces (so "Asha Kumari" finds a
/// first and a last name).
pub fn search_text(name: &str, email: &str, phone: &str, own: &[&str]) -> String {
    [name, email, phone]
        .iter()
        .chain(own)
        .copied()
        .collect::<Vec<_>>()
        .join(" ")
}
