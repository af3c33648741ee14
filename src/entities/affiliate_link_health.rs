use sea_orm::entity::prelude::*;

/// A product link's last health check (`services::affiliate::affiliate_health`).
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "affiliate_link_health")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub product_id: i32,
    /// ok, broken, gone-home or tag-lost.
    pub status: String,
    pub checked_at: DateTimeUtc,
    /// What the check saw, in words (the answer, the final address).
    pub detail: String,
    /// An administrator has seen this result; cleared when it changes.
    pub acknowledged: bool,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
