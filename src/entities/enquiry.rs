//! What only an enquiry from the contact form (`/buseq`) has; the rest is
//! its `lead` under the same id.
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, Default, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "enquiries")]
pub struct Model {
    /// The enquiry's number (the original client's `bId`).
    #[sea_orm(primary_key)]
    pub id: i32,
    /// The name as the form sends it in two parts.
    pub first_name: String,
    pub last_name: String,
    #[sea_orm(column_type = "Text")]
    pub address: String,
    #[sea_orm(column_type = "Text")]
    pub message: String,
    /// NULL once the service is deleted; the names below are a snapshot.
    pub service_id: Option<i32>,
    pub service_name: String,
    pub sub_service_name: String,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}

impl Model {
    /// The searched text only an enquiry has, after its name and contact.
    pub fn searched(&self) -> [&str; 3] {
        [&self.message, &self.service_name, &self.sub_service_name]
    }
}
