use sea_orm::entity::prelude::*;

/// An India day whose morning digest was sent (see its migration).
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "digest_days")]
pub struct Model {
    /// YYYY-MM-DD.
    #[sea_orm(primary_key, auto_increment = false)]
    pub day: String,
    /// How many letters went out.
    pub letters: i32,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
