//! The administrators' product list: search, filters, sorting and paging
//! done by the database, shared by the list call and its CSV export (a
//! product's row is written here; `services::csv` streams the file).
use bytes::Bytes;
use futures_util::Stream;
use sea_orm::{
    sea_query::{Expr, Func, SimpleExpr},
    ColumnTrait, Condition, DatabaseConnection, EntityTrait, Order, PaginatorTrait, QueryFilter,
    QueryOrder, QuerySelect, Select,
};

use crate::{
    domain::{DomainResult, Money, PageRequest},
    entities::affiliate_product::{self, Column},
    services::{
        affiliate::products::image_urls,
        any_column_contains,
        csv::{self, cell, india_time, opt, CsvRow},
    },
};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum ProductSort {
    #[default]
    Newest,
    Oldest,
    Title,
    PriceAsc,
    PriceDesc,
}

/// A product list request: every part optional, combined with AND.
#[derive(Clone, Debug, Default)]
pub struct ProductQuery {
    pub search: Option<String>,
    pub category: Option<String>,
    pub platform: Option<String>,
    pub active: Option<bool>,
    pub sort: ProductSort,
}

/// The filtered, ordered query (the id breaks ties so pages never overlap).
pub fn select(q: &ProductQuery) -> Select<affiliate_product::Entity> {
    let mut c = Condition::all();
    if let Some(words) = &q.search {
        c = c.add(any_column_contains(
            [
                Column::Title,
                Column::Brand,
                Column::Category,
                Column::Platform,
            ],
            words,
        ));
    }
    if let Some(v) = &q.category {
        c = c.add(Column::Category.eq(v.clone()));
    }
    if let Some(v) = &q.platform {
        c = c.add(Column::Platform.eq(v.clone()));
    }
    if let Some(v) = q.active {
        c = c.add(Column::Active.eq(v));
    }
    let s = affiliate_product::Entity::find().filter(c);
    match q.sort {
        ProductSort::Newest => s.order_by_desc(Column::CreatedAt).order_by_desc(Column::Id),
        ProductSort::Oldest => s.order_by_asc(Column::CreatedAt).order_by_asc(Column::Id),
        ProductSort::Title => s
            .order_by(
                SimpleExpr::from(Func::lower(Expr::col(Column::Title))),
                Order::Asc,
            )
            .order_by_asc(Column::Id),
        ProductSort::PriceAsc => s.order_by_asc(Column::PricePaise).order_by_asc(Column::Id),
        ProductSort::PriceDesc => s
            .order_by_desc(Column::PricePaise)
            .order_by_desc(Column::Id),
    }
}

/// One page of the list, with the counts beside it.
pub struct ProductsFound {
    pub items: Vec<affiliate_product::Model>,
    /// Rows matching every filter.
    pub total: u64,
    /// Active products under the other filters.
    pub active: u64,
    /// Inactive products under the other filters.
    pub inactive: u64,
}

pub async fn list(
    db: &DatabaseConnection,
    q: &ProductQuery,
    page: PageRequest,
) -> DomainResult<ProductsFound> {
    let items = select(q)
        .offset(page.offset())
        .limit(page.per_page)
        .all(db)
        .await?;
    let total = select(q).count(db).await?;
    let either = ProductQuery {
        active: None,
        ..q.clone()
    };
    let active = select(&either)
        .filter(Column::Active.eq(true))
        .count(db)
        .await?;
    let inactive = select(&either)
        .filter(Column::Active.eq(false))
        .count(db)
        .await?;
    Ok(ProductsFound {
        items,
        total,
        active,
        inactive,
    })
}

impl CsvRow for affiliate_product::Model {
    fn header() -> Vec<&'static str> {
        vec![
            "ID",
            "Title",
            "Brand",
            "Category",
            "Platform",
            "Price",
            "Price (₹)",
            "M.R.P.",
            "M.R.P. (₹)",
            "Discount %",
            "Active",
            "Affiliate link",
            "Images",
            "Created (India time)",
        ]
    }

    fn cells(&self) -> Vec<String> {
        let price = Money::from_paise(self.price_paise);
        let mrp = self.original_price_paise.map(Money::from_paise);
        vec![
            self.id.to_string(),
            cell(&self.title),
            cell(&self.brand),
            cell(&self.category),
            cell(&self.platform),
            price.to_decimal(),
            cell(&price.format_inr()),
            mrp.map(Money::to_decimal).unwrap_or_default(),
            cell(&mrp.map(Money::format_inr).unwrap_or_default()),
            opt(&Money::discount_percent(price, mrp)),
            if self.active { "Yes" } else { "No" }.to_owned(),
            cell(&self.affiliate_link),
            cell(&image_urls(self).join(" ")),
            india_time(self.created_at),
        ]
    }
}

/// The products the filtered list shows, every page, in its order, as CSV.
pub fn export(
    db: DatabaseConnection,
    q: &ProductQuery,
) -> impl Stream<Item = Result<Bytes, std::io::Error>> + Send + 'static {
    csv::stream(db, select(q))
}
