use sea_orm::entity::prelude::*;

/// One save of a content item, never changed once written.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "content_revisions")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    pub item_id: i32,
    /// 1, 2, 3… per item.
    pub number: i32,
    /// The item's fields as JSON text.
    #[sea_orm(column_type = "Text")]
    pub fields: String,
    /// The administrator who saved it (none for the first edition).
    pub author_id: Option<i32>,
    pub author_name: String,
    /// What the save was: "First edition", "Draft saved", "Restored from revision 3".
    pub note: String,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {
    #[sea_orm(
        belongs_to = "super::content_item::Entity",
        from = "Column::ItemId",
        to = "super::content_item::Column::Id"
    )]
    Item,
}

impl Related<super::content_item::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Item.def()
    }
}

impl ActiveModelBehavior for ActiveModel {}
