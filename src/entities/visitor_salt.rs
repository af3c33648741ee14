use sea_orm::entity::prelude::*;

/// The random salt of one India day's visitor hashes (affiliate clicks and
/// page views alike), deleted once a later day has one.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "visitor_salts")]
pub struct Model {
    /// YYYY-MM-DD.
    #[sea_orm(primary_key, auto_increment = false)]
    pub day: String,
    pub salt: String,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
