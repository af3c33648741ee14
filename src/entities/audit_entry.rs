use sea_orm::entity::prelude::*;

use crate::domain::audit::AuditAction;

/// One line of the audit log. Written once, never changed.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "audit_log")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    pub at: DateTimeUtc,
    /// The administrator's id at the time; no foreign key, so the entry
    /// stays when the account is deleted. NULL for a failed sign-in.
    pub actor_id: Option<i32>,
    /// The e-mail signed in with, or tried (a failed sign-in).
    pub actor_email: String,
    pub actor_name: String,
    pub ip_address: String,
    pub action: AuditAction,
    /// The call and record: "PATCH /admin/update/7".
    pub target: String,
    /// What was done, in words: "Deleted the department Marketing"; empty
    /// in entries written before summaries were kept.
    pub summary: String,
    /// The fields the request sent, comma-separated (never their values).
    pub fields: String,
    /// The HTTP status of the answer.
    pub status: i16,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
