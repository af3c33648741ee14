use sea_orm::entity::prelude::*;

/// An address a content file seeded (see its migration): seeding never
/// adds that file's item again.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "content_seeds")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub path: String,
    /// "en" or "hi" (`Language::code`).
    pub language: String,
    pub seeded_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
