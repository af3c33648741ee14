use sea_orm::entity::prelude::*;

/// The last quote number given in one financial year (see the quotes
/// migration).
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "quote_sequences")]
pub struct Model {
    /// "2026-27".
    #[sea_orm(primary_key, auto_increment = false)]
    pub financial_year: String,
    pub last: i32,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
