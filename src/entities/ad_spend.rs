use sea_orm::entity::prelude::*;

/// What the owner spent on one channel on one India day, from a spend CSV.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "ad_spend")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    /// India date, YYYY-MM-DD.
    pub day: String,
    pub source: String,
    pub medium: String,
    pub campaign: String,
    /// Cost in paise.
    pub cost_paise: i64,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
