//! Affiliate products. Prices are stored in whole paise and shown through
//! `Money`; image addresses are stored as a JSON array.
use chrono::Utc;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, DatabaseConnection, EntityTrait, PaginatorTrait, QueryFilter,
    QueryOrder, QuerySelect, Set,
};

use crate::services::{changing_pages, delete_shown};
use crate::{
    domain::{DomainError, DomainResult, Money, NewProduct, ProductPatch},
    entities::affiliate_product,
};

const PRODUCT: &str = "Product";

/// The product's image addresses; the first is the main image.
pub fn image_urls(m: &affiliate_product::Model) -> Vec<String> {
    serde_json::from_str(&m.image_urls).unwrap_or_default()
}

fn stored_urls(urls: Vec<String>) -> String {
    serde_json::Value::from(urls).to_string()
}

fn newest_first(
    q: sea_orm::Select<affiliate_product::Entity>,
) -> sea_orm::Select<affiliate_product::Entity> {
    q.order_by_desc(affiliate_product::Column::CreatedAt)
        .order_by_desc(affiliate_product::Column::Id)
}

/// Product writes change the affiliate pages and the sitemap (see
/// `changing_pages`).
#[tracing::instrument(skip_all)]
pub async fn create(
    db: &DatabaseConnection,
    new: NewProduct,
) -> DomainResult<affiliate_product::Model> {
    let now = Utc::now();
    let row = affiliate_product::ActiveModel {
        title: Set(new.title.into_inner()),
        description: Set(new.description.into_inner()),
        image_urls: Set(stored_urls(new.image_urls.into_inner())),
        affiliate_link: Set(new.affiliate_link.into_inner()),
        brand: Set(new.brand.into_inner()),
        category: Set(new.category.into_inner()),
        platform: Set(new.platform.into_inner()),
        price_paise: Set(new.price.paise()),
        original_price_paise: Set(new.original_price.map(Money::paise)),
        rating: Set(new.rating.map(|r| i16::from(r.stars()))),
        active: Set(new.active),
        created_at: Set(now),
        updated_at: Set(now),
        price_set_at: Set(Some(now)),
        ..Default::default()
    };
    changing_pages(db, |txn| Box::pin(row.insert(txn))).await
}

/// Changes the fields the patch holds; the rest stay as they were.
#[tracing::instrument(skip_all, fields(id = id))]
pub async fn update(
    db: &DatabaseConnection,
    id: i32,
    patch: ProductPatch,
) -> DomainResult<affiliate_product::Model> {
    let row = get(db, id).await?.ok_or(DomainError::NotFound(PRODUCT))?;
    let now = Utc::now();
    // The price is dated when it changes, not when it is sent again.
    let repriced = patch.price.is_some_and(|p| p.paise() != row.price_paise);
    let mut a: affiliate_product::ActiveModel = row.into();
    if repriced {
        a.price_set_at = Set(Some(now));
    }
    if let Some(v) = patch.title {
        a.title = Set(v.into_inner());
    }
    if let Some(v) = patch.description {
        a.description = Set(v.into_inner());
    }
    if let Some(v) = patch.image_urls {
        a.image_urls = Set(stored_urls(v.into_inner()));
    }
    if let Some(v) = patch.affiliate_link {
        a.affiliate_link = Set(v.into_inner());
    }
    if let Some(v) = patch.brand {
        a.brand = Set(v.into_inner());
    }
    if let Some(v) = patch.category {
        a.category = Set(v.into_inner());
    }
    if let Some(v) = patch.platform {
        a.platform = Set(v.into_inner());
    }
    if let Some(v) = patch.price {
        a.price_paise = Set(v.paise());
    }
    if let Some(v) = patch.original_price {
        a.original_price_paise = Set(v.map(Money::paise));
    }
    if let Some(v) = patch.rating {
        a.rating = Set(v.map(|r| i16::from(r.stars())));
    }
    if let Some(v) = patch.active {
        a.active = Set(v);
    }
    a.updated_at = Set(now);
    // The read above stays outside the transaction: on SQLite a transaction
    // that reads before it writes can fail at once if another write lands
    // in between, instead of waiting its turn.
    changing_pages(db, |txn| Box::pin(a.update(txn))).await
}

#[tracing::instrument(skip_all, fields(id = id))]
pub async fn delete(db: &DatabaseConnection, id: i32) -> DomainResult<()> {
    delete_shown::<affiliate_product::Entity>(db, id, PRODUCT).await
}

pub async fn get(
    db: &DatabaseConnection,
    id: i32,
) -> DomainResult<Option<affiliate_product::Model>> {
    Ok(affiliate_product::Entity::find_by_id(id).one(db).await?)
}

/// Every product, newest first.
pub async fn list_all(db: &DatabaseConnection) -> DomainResult<Vec<affiliate_product::Model>> {
    Ok(newest_first(affiliate_product::Entity::find())
        .all(db)
        .await?)
}

/// Active products, newest first: what visitors may see.
pub async fn list_active(db: &DatabaseConnection) -> DomainResult<Vec<affiliate_product::Model>> {
    Ok(newest_first(
        affiliate_product::Entity::find().filter(affiliate_product::Column::Active.eq(true)),
    )
    .all(db)
    .await?)
}

/// One page of active products, optionally in one category, and the number
/// of pages.
pub async fn page_active(
    db: &DatabaseConnection,
    category: Option<&str>,
    page: u64,
    per_page: u64,
) -> DomainResult<(Vec<affiliate_product::Model>, u64)> {
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
pub async fn active_categories(db: &DatabaseConnection) -> DomainResult<Vec<String>> {
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

/// The links and platforms of the active products: enough to tell which
/// marketplaces the public list shows.
pub async fn active_links(db: &DatabaseConnection) -> DomainResult<Vec<(String, String)>> {
    Ok(affiliate_product::Entity::find()
        .select_only()
        .column(affiliate_product::Column::AffiliateLink)
        .column(affiliate_product::Column::Platform)
        .filter(affiliate_product::Column::Active.eq(true))
        .into_tuple()
        .all(db)
        .await?)
}
