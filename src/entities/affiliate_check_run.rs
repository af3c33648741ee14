use sea_orm::entity::prelude::*;

/// A scheduled run of the link health check: the instance that inserts a
/// slot's row checks the links of that slot.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "affiliate_check_runs")]
pub struct Model {
    /// Seconds since the epoch divided by the period.
    #[sea_orm(primary_key, auto_increment = false)]
    pub slot: i64,
    pub started_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
