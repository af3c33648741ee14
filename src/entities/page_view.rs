use sea_orm::entity::prelude::*;

/// Page views of one India day, path, source, medium, campaign, referring
/// host and kind (`human` or `bot`); absent values are "". Added to in
/// batches by every instance (see its migration).
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "page_views")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    /// India date, YYYY-MM-DD.
    pub day: String,
    /// human or bot.
    pub kind: String,
    pub path: String,
    /// The visit's source; "direct" without a touch.
    pub source: String,
    pub medium: String,
    pub campaign: String,
    /// The referring host ("" for none or our own site).
    pub referrer: String,
    pub views: i64,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
