//! Affiliate products. Money is stored in paise and shown through `Money`.
use chrono::Utc;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, DatabaseConnection, EntityTrait, PaginatorTrait, QueryFilter,
    QueryOrder, QuerySelect, Set,
};
use serde::Serialize;
use utoipa::ToSchema;

use super::rfc3339;
use crate::{
    domain::Money,
    entities::affiliate_product,
    error::{AppError, AppResult},
};

#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProductView {
    pub id: i32,
    pub title: String,
    /// Review blocks separated by `|||`; a block may be `heading::text`.
    pub description: String,
    pub image_urls: Vec<String>,
    pub affiliate_link: String,
    pub brand: String,
    pub category: String,
    pub platform: String,
    /// Rupees, at most two decimals.
    #[schema(value_type = f64)]
    pub price: serde_json::Value,
    #[schema(value_type = Option<f64>)]
    pub original_price: serde_json::Value,
    pub active: bool,
    pub created_at: String,
    pub updated_at: String,
}

pub fn image_urls(m: &affiliate_product::Model) -> Vec<String> {
    serde_json::from_str(&m.image_urls).unwrap_or_default()
}

impl From<affiliate_product::Model> for ProductView {
    fn from(m: affiliate_product::Model) -> Self {
        Self {
            image_urls: image_urls(&m),
            id: m.id,
            title: m.title,
            description: m.description,
            affiliate_link: m.affiliate_link,
            brand: m.brand,
            category: m.category,
            platform: m.platform,
            price: Money::from_paise(m.price_paise).to_json(),
            original_price: m
                .original_price_paise
                .map(|p| Money::from_paise(p).to_json())
                .unwrap_or(serde_json::Value::Null),
            active: m.active,
            created_at: rfc3339(m.created_at),
            updated_at: rfc3339(m.updated_at),
        }
    }
}

/// Validated product fields; `None` leaves a field as it is on update.
#[derive(Default)]
pub struct ProductFields {
    pub title: Option<String>,
    pub description: Option<String>,
    pub image_urls: Option<Vec<String>>,
    pub affiliate_link: Option<String>,
    pub brand: Option<String>,
    pub category: Option<String>,
    pub platform: Option<String>,
    pub price: Option<Money>,
    /// `Some(None)` clears the M.R.P.
    pub original_price: Option<Option<Money>>,
    pub active: Option<bool>,
}

fn newest_first(
    q: sea_orm::Select<affiliate_product::Entity>,
) -> sea_orm::Select<affiliate_product::Entity> {
    q.order_by_desc(affiliate_product::Column::CreatedAt)
        .order_by_desc(affiliate_product::Column::Id)
}

pub async fn create(db: &DatabaseConnection, f: ProductFields) -> AppResult<ProductView> {
    let now = Utc::now();
    let price = f
        .price
        .ok_or_else(|| AppError::validation("price", "Price is required."))?;
    let row = affiliate_product::ActiveModel {
        title: Set(f
            .title
            .ok_or_else(|| AppError::validation("title", "Title is required."))?),
        description: Set(f.description.unwrap_or_default()),
        image_urls: Set(serde_json::to_string(&f.image_urls.unwrap_or_default())
            .map_err(anyhow::Error::from)?),
        affiliate_link: Set(f.affiliate_link.unwrap_or_default()),
        brand: Set(f.brand.unwrap_or_default()),
        category: Set(f.category.unwrap_or_default()),
        platform: Set(f.platform.unwrap_or_default()),
        price_paise: Set(price.paise()),
        original_price_paise: Set(f.original_price.flatten().map(Money::paise)),
        active: Set(f.active.unwrap_or(true)),
        created_at: Set(now),
        updated_at: Set(now),
        ..Default::default()
    }
    .insert(db)
    .await?;
    Ok(row.into())
}

pub async fn update(db: &DatabaseConnection, id: i32, f: ProductFields) -> AppResult<ProductView> {
    let row = affiliate_product::Entity::find_by_id(id)
        .one(db)
        .await?
        .ok_or_else(|| AppError::not_found("Product"))?;
    let mut a: affiliate_product::ActiveModel = row.into();
    if let Some(v) = f.title {
        a.title = Set(v);
    }
    if let Some(v) = f.description {
        a.description = Set(v);
    }
    if let Some(v) = f.image_urls {
        a.image_urls = Set(serde_json::to_string(&v).map_err(anyhow::Error::from)?);
    }
    if let Some(v) = f.affiliate_link {
        a.affiliate_link = Set(v);
    }
    if let Some(v) = f.brand {
        a.brand = Set(v);
    }
    if let Some(v) = f.category {
        a.category = Set(v);
    }
    if let Some(v) = f.platform {
        a.platform = Set(v);
    }
    if let Some(v) = f.price {
        a.price_paise = Set(v.paise());
    }
    if let Some(v) = f.original_price {
        a.original_price_paise = Set(v.map(Money::paise));
    }
    if let Some(v) = f.active {
        a.active = Set(v);
    }
    a.updated_at = Set(Utc::now());
    Ok(a.update(db).await?.into())
}

pub async fn delete(db: &DatabaseConnection, id: i32) -> AppResult<bool> {
    Ok(affiliate_product::Entity::delete_by_id(id)
        .exec(db)
        .await?
        .rows_affected
        > 0)
}

pub async fn get(db: &DatabaseConnection, id: i32) -> AppResult<Option<affiliate_product::Model>> {
    Ok(affiliate_product::Entity::find_by_id(id).one(db).await?)
}

pub async fn list_all(db: &DatabaseConnection) -> AppResult<Vec<ProductView>> {
    Ok(newest_first(affiliate_product::Entity::find())
        .all(db)
        .await?
        .into_iter()
        .map(Into::into)
        .collect())
}

pub async fn list_active(db: &DatabaseConnection) -> AppResult<Vec<ProductView>> {
    Ok(newest_first(
        affiliate_product::Entity::find().filter(affiliate_product::Column::Active.eq(true)),
    )
    .all(db)
    .await?
    .into_iter()
    .map(Into::into)
    .collect())
}

/// One page of active products, optionally in one category, and the number
/// of pages.
pub async fn page_active(
    db: &DatabaseConnection,
    category: Option<&str>,
    page: u64,
    per_page: u64,
) -> AppResult<(Vec<affiliate_product::Model>, u64)> {
    let mut q =
        affiliate_product::Entity::find().filter(affiliate_product::Column::Active.eq(true));
    if let Some(c) = category {
        q = q.filter(affiliate_product::Column::Category.eq(c));
    }
    let paginator = newest_first(q).paginate(db, per_page);
    let pages = paginator.num_pages().await?;
    let items = paginator.fetch_page(page.saturating_sub(1)).await?;
    Ok((items, pages))
}

/// Categories that have at least one active product, sorted.
pub async fn active_categories(db: &DatabaseConnection) -> AppResult<Vec<String>> {
    let mut cats: Vec<String> = affiliate_product::Entity::find()
        .select_only()
        .column(affiliate_product::Column::Category)
        .filter(affiliate_product::Column::Active.eq(true))
        .filter(affiliate_product::Column::Category.ne(""))
        .distinct()
        .into_tuple()
        .all(db)
        .await?;
    cats.sort_by_key(|c| c.to_lowercase());
    Ok(cats)
}
