use sea_orm::entity::prelude::*;

use crate::domain::lead::LeadKind;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "lead_notes")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    pub lead_kind: LeadKind,
    pub lead_id: i32,
    /// NULL once the author's account is deleted; `author_name` stays.
    pub author_id: Option<i32>,
    pub author_name: String,
    #[sea_orm(column_type = "Text")]
    pub body: String,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
