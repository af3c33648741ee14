use sea_orm::entity::prelude::*;

use crate::domain::lead::LeadKind;

/// One touch that brought a lead (`domain::attribution::Touch`), stored in
/// the lead's own transaction. `position` 0 is the first touch; `last`
/// marks the latest.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "lead_touches")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    pub lead_kind: LeadKind,
    pub lead_id: i32,
    pub position: i32,
    pub last: bool,
    pub source: String,
    pub medium: Option<String>,
    pub campaign: Option<String>,
    pub term: Option<String>,
    pub content: Option<String>,
    pub referrer: Option<String>,
    pub landing_path: Option<String>,
    pub gclid: Option<String>,
    pub gbraid: Option<String>,
    pub wbraid: Option<String>,
    pub fbclid: Option<String>,
    pub at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
