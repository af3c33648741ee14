use sea_orm::entity::prelude::*;

/// One of an administrator's single-use recovery codes, kept as its SHA-256.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "admin_recovery_codes")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    pub admin_id: i32,
    pub code_hash: String,
    pub used_at: Option<DateTimeUtc>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
