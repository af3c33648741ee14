use sea_orm::entity::prelude::*;

/// Visitors of one India day by the source, medium, campaign and landing
/// path of their first page that day.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "visitor_counts")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    /// India date, YYYY-MM-DD.
    pub day: String,
    pub source: String,
    pub medium: String,
    pub campaign: String,
    pub landing_path: String,
    pub visitors: i64,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
