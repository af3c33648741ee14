use sea_orm::entity::prelude::*;

/// A reminder of one kind sent for an invoice (see its migration).
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "invoice_reminders")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub invoice_id: i32,
    /// `before`, `on` or `after` (`domain::invoice::ReminderKind`).
    #[sea_orm(primary_key, auto_increment = false)]
    pub kind: String,
    pub sent_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
