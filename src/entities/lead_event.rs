use sea_orm::entity::prelude::*;

use crate::domain::lead::{LeadAction, LeadKind};

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "lead_events")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    pub lead_kind: LeadKind,
    pub lead_id: i32,
    /// NULL once the actor's account is deleted; `actor_name` stays.
    pub actor_id: Option<i32>,
    pub actor_name: String,
    pub action: LeadAction,
    pub from_value: Option<String>,
    pub to_value: Option<String>,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
