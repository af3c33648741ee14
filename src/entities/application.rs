//! What only a job application from the careers pages (`/careerpg`,
//! `/careers/{slug}`) has; the rest is its `lead` under the same id. One
//! without a position is a general application.
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "applications")]
pub struct Model {
    /// The application's number (the original client's `cId`).
    #[sea_orm(primary_key)]
    pub id: i32,
    /// NULL once the position is deleted; `position_name` is a snapshot.
    pub position_id: Option<i32>,
    pub position_name: String,
    /// Why it was rejected (one of `domain::lead::REJECTION_REASONS`).
    pub rejection_reason: Option<String>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}

impl Model {
    /// The searched text only an application has, after its name and
    /// contact.
    pub fn searched(&self) -> [&str; 1] {
        [&self.position_name]
    }
}
