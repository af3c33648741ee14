use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "career_applications")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub c_id: i32,
    pub full_name: String,
    pub email: String,
    pub mobile_number: String,
    /// NULL once the position is deleted; `position_name` is a snapshot.
    pub position_id: Option<i32>,
    pub position_name: String,
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
