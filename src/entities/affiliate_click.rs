use sea_orm::entity::prelude::*;

/// A click on an affiliate link (see its migration: no address is kept).
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "affiliate_clicks")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    pub product_id: i32,
    /// India date, YYYY-MM-DD.
    pub day: String,
    /// Hex SHA-256 of the day's salt, the address key and the user agent,
    /// while its day lasts; then the click's own id, and `created_at` the
    /// start of its day (`services::counting::daily_salt::forget_before`).
    pub visitor: String,
    /// human, bot or preview.
    pub kind: String,
    /// The page the link was on ("" when unknown).
    pub path: String,
    /// The place on that page (list, detail, article, unknown).
    pub place: String,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
