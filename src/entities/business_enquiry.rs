use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "business_enquiries")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub b_id: i32,
    pub f_name: String,
    pub l_name: String,
    pub b_email: String,
    pub contact_number: String,
    #[sea_orm(column_type = "Text")]
    pub address: String,
    #[sea_orm(column_type = "Text")]
    pub message: String,
    /// NULL once the service is deleted; the names below are a snapshot.
    pub service_id: Option<i32>,
    pub service_name: String,
    pub sub_service_name: String,
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

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
