use sea_orm::entity::prelude::*;

use crate::domain::lead::{MailAbout, MailPurpose};

/// One e-mail waiting to be sent, or sent (see the outbox migration).
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "outbox")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    pub purpose: MailPurpose,
    pub lead_kind: MailAbout,
    pub lead_id: i32,
    pub recipient: String,
    pub subject: String,
    #[sea_orm(column_type = "Text")]
    pub body: String,
    pub created_at: DateTimeUtc,
    /// Milliseconds since the Unix epoch, as every `_ms` column.
    pub due_at_ms: i64,
    pub claimed_until_ms: Option<i64>,
    pub claim_token: Option<String>,
    pub attempts: i32,
    #[sea_orm(column_type = "Text", nullable)]
    pub last_error: Option<String>,
    pub last_error_at_ms: Option<i64>,
    pub sent_at_ms: Option<i64>,
    /// One attached file (a quote's PDF): its name, type and bytes as
    /// base64.
    pub attachment_name: Option<String>,
    pub attachment_type: Option<String>,
    #[sea_orm(column_type = "Text", nullable)]
    pub attachment: Option<String>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
