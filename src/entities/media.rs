use sea_orm::entity::prelude::*;

/// One image of the media library (see the media migration).
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "media")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    /// The first 16 hex digits of the SHA-256 of the largest copy: part of
    /// every copy's address, so a new image is a new address.
    pub hash: String,
    /// The name the file was uploaded with, kept as text only.
    pub file_name: String,
    pub alt: String,
    /// "image/jpeg", "image/png" or "image/webp", as read from the bytes.
    pub source_type: String,
    pub source_bytes: i64,
    /// The largest copy's size in pixels.
    pub width: i32,
    pub height: i32,
    pub created_at: DateTimeUtc,
    pub created_by: String,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {
    #[sea_orm(has_many = "super::media_variant::Entity")]
    Variants,
}

impl Related<super::media_variant::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Variants.def()
    }
}

impl ActiveModelBehavior for ActiveModel {}
