use sea_orm::entity::prelude::*;

/// Taps on the site's own call and WhatsApp buttons (and affiliate clicks)
/// of one India day, by kind, the visit's source and the page.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "conversions")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    /// India date, YYYY-MM-DD.
    pub day: String,
    /// call, whatsapp or affiliate.
    pub kind: String,
    pub source: String,
    pub medium: String,
    pub campaign: String,
    pub path: String,
    pub count: i64,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
