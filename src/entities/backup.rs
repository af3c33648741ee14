use sea_orm::entity::prelude::*;

use crate::domain::backup::{BackupOutcome, BackupTrigger};

/// One backup taken, or being taken (see the backups migration).
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "backups")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    /// The schedule's slot (whole intervals since the Unix epoch) of a
    /// scheduled backup; unique, so one instance takes each. NULL for one
    /// taken from the command line.
    pub slot: Option<i64>,
    pub trigger: BackupTrigger,
    pub started_at: DateTimeUtc,
    pub finished_at: Option<DateTimeUtc>,
    pub outcome: BackupOutcome,
    /// The file written (on the machine that took it).
    pub file: Option<String>,
    pub size_bytes: Option<i64>,
    #[sea_orm(column_type = "Text", nullable)]
    pub error: Option<String>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
