use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "career_applications")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub c_id: i32,
    pub full_name: String,
    pub email: String,
    pub mobile_number: String,
    /// NULL once the position is deleted; `position_name` is a snapshot.
    pub position_id: Option<i32>,
    pub position_name: String,
    pub submitted_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
