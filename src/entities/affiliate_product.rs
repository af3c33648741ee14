use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "affiliate_products")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    pub title: String,
    #[sea_orm(column_type = "Text")]
    pub description: String,
    /// JSON array of URLs.
    #[sea_orm(column_type = "Text")]
    pub image_urls: String,
    pub affiliate_link: String,
    pub brand: String,
    pub category: String,
    pub platform: String,
    pub price_paise: i64,
    pub original_price_paise: Option<i64>,
    pub active: bool,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
    /// When the price was last set (none only before it was recorded).
    pub price_set_at: Option<DateTimeUtc>,
    /// The agency's rating with its review, 1 to 5 stars (none until given).
    pub rating: Option<i16>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
