//! The administrators' product list: search, filters, sorting and paging
//! done by the database, shared by the list call and its CSV export.
use sea_orm::{
    sea_query::{Expr, Func, LikeExpr, SimpleExpr},
    ColumnTrait, Condition, DatabaseConnection, EntityTrait, Order, PaginatorTrait, QueryFilter,
    QueryOrder, QuerySelect, Select,
};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::routes::wire::ProductView;
use crate::{
    domain::lead::PageRequest,
    domain::{DomainError, DomainResult},
    entities::affiliate_product::{self, Column},
};

/// The raw query parameters of the product list and export.
#[derive(Clone, Debug, Default, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct ProductParams {
    /// Search in title, brand, category and platform.
    pub q: Option<String>,
    /// Exact category.
    pub category: Option<String>,
    /// Exact platform.
    pub platform: Option<String>,
    /// "true" or "false".
    pub active: Option<String>,
    /// newest (default), oldest, title, price, -price.
    pub sort: Option<String>,
    /// 1-based page number.
    pub page: Option<String>,
    /// Rows per page, 1 to 100 (25 by default).
    pub per_page: Option<String>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum ProductSort {
    #[default]
    Newest,
    Oldest,
    Title,
    PriceAsc,
    PriceDesc,
}

/// A parsed product list request.
#[derive(Clone, Debug, Default)]
pub struct ProductQuery {
    pub search: Option<String>,
    pub category: Option<String>,
    pub platform: Option<String>,
    pub active: Option<bool>,
    pub sort: ProductSort,
}

fn non_empty(v: &Option<String>) -> Option<String> {
    v.as_deref()
        .map(str::trim)
        .filter(|v| !v.is_empty())
        .map(str::to_owned)
}

impl ProductParams {
    pub fn parse(&self) -> DomainResult<ProductQuery> {
        let active = match non_empty(&self.active).as_deref() {
            None => None,
            Some("true") => Some(true),
            Some("false") => Some(false),
            Some(_) => return Err(DomainError::invalid("active", "Use true or false.")),
        };
        let sort = match non_empty(&self.sort).as_deref() {
            None | Some("newest") => ProductSort::Newest,
            Some("oldest") => ProductSort::Oldest,
            Some("title") => ProductSort::Title,
            Some("price") => ProductSort::PriceAsc,
            Some("-price") => ProductSort::PriceDesc,
            Some(_) => {
                return Err(DomainError::invalid(
                    "sort",
                    "Sort must be one of: newest, oldest, title, price, -price.",
                ))
            }
        };
        let search = non_empty(&self.q);
        if search.as_ref().is_some_and(|s| s.chars().count() > 200) {
            return Err(DomainError::invalid("q", "Search at most 200 characters."));
        }
        Ok(ProductQuery {
            search,
            category: non_empty(&self.category),
            platform: non_empty(&self.platform),
            active,
            sort,
        })
    }

    pub fn page(&self) -> DomainResult<PageRequest> {
        PageRequest::parse(self.page.as_deref(), self.per_page.as_deref())
    }
}

/// The filtered, ordered query (the id breaks ties so pages never overlap).
pub fn select(q: &ProductQuery) -> Select<affiliate_product::Entity> {
    let mut c = Condition::all();
    if let Some(s) = &q.search {
        let escaped = s
            .to_lowercase()
            .replace('\\', "\\\\")
            .replace('%', "\\%")
            .replace('_', "\\_");
        let pattern = format!("%{escaped}%");
        let mut any = Condition::any();
        for col in [
            Column::Title,
            Column::Brand,
            Column::Category,
            Column::Platform,
        ] {
            any = any.add(
                Expr::expr(Func::lower(Expr::col(col)))
                    .like(LikeExpr::new(pattern.clone()).escape('\\')),
            );
        }
        c = c.add(any);
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

#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProductPage {
    pub items: Vec<ProductView>,
    pub total: i64,
    pub page: u64,
    pub per_page: u64,
    pub pages: u64,
    /// Active products under the other filters.
    pub active: i64,
    /// Inactive products under the other filters.
    pub inactive: i64,
}

pub async fn list(
    db: &DatabaseConnection,
    q: &ProductQuery,
    page: PageRequest,
) -> DomainResult<ProductPage> {
    let items = select(q)
        .offset(page.offset())
        .limit(page.per_page)
        .all(db)
        .await?
        .into_iter()
        .map(Into::into)
        .collect();
    let total = select(q).count(db).await? as i64;
    let either = ProductQuery {
        active: None,
        ..q.clone()
    };
    let active = select(&either)
        .filter(Column::Active.eq(true))
        .count(db)
        .await? as i64;
    let inactive = select(&either)
        .filter(Column::Active.eq(false))
        .count(db)
        .await? as i64;
    Ok(ProductPage {
        items,
        total,
        page: page.page,
        per_page: page.per_page,
        pages: (total.max(1) as u64).div_ceil(page.per_page),
        active,
        inactive,
    })
}
