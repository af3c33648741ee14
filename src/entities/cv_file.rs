use sea_orm::entity::prelude::*;

/// The CV sent with an application (see the job pages migration).
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "cv_files")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    pub application_id: i32,
    /// Random; no address or file name is made from what the candidate sent.
    pub storage_key: String,
    /// The candidate's name for the file, cleaned, kept as text only.
    pub file_name: String,
    /// What the file is, read from its bytes.
    pub content_type: String,
    pub byte_size: i64,
    /// The file, base64-encoded.
    #[sea_orm(column_type = "Text")]
    pub data: String,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {
    #[sea_orm(
        belongs_to = "super::application::Entity",
        from = "Column::ApplicationId",
        to = "super::application::Column::Id",
        on_delete = "Cascade"
    )]
    Application,
}

impl ActiveModelBehavior for ActiveModel {}
