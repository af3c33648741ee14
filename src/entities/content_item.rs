use sea_orm::entity::prelude::*;

use crate::domain::content::{ContentKind, ContentStatus};

/// One content item (see the content migration); its fields are in its
/// revisions.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "content_items")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    pub kind: ContentKind,
    /// The public address of its latest revision; none for a testimonial.
    pub path: Option<String>,
    /// "en" or "hi" (`Language::code`); a translation is an item of its
    /// own, at its source's address under the language's prefix.
    pub language: String,
    /// A translation's English source.
    pub source_id: Option<i32>,
    /// The source's published revision a translation was last saved
    /// against: it is out of date once the source is published past it.
    pub source_revision: Option<i32>,
    pub status: ContentStatus,
    /// The newest revision's number: the base a save must name.
    pub latest_revision: i32,
    /// The revision visitors see, if any.
    pub published_revision: Option<i32>,
    /// When it first went live.
    pub published_at: Option<DateTimeUtc>,
    /// When `scheduled_revision` goes live.
    pub scheduled_at: Option<DateTimeUtc>,
    pub scheduled_revision: Option<i32>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
    /// The name of the administrator who last changed it.
    pub updated_by: String,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {
    #[sea_orm(has_many = "super::content_revision::Entity")]
    Revisions,
}

impl Related<super::content_revision::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Revisions.def()
    }
}

impl ActiveModelBehavior for ActiveModel {}
