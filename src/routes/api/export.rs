//! CSV exports of the administrators' lists (enquiries, applications,
//! products), taking the same filter parameters as the lists and streamed
//! as they are read. Administrators only.
use axum::{
    body::Body,
    http::header,
    response::{IntoResponse, Response},
    Json,
};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{given, PageParams};
use crate::{
    auth::Admin,
    domain::{
        lead::{india_today, LeadParams},
        DomainError, DomainResult,
    },
    entities::{business_enquiry, career_application},
    error::{AppResult, ErrorBody},
    extract::ApiQuery,
    routes::wire::{self, ProductView},
    services::{
        leads::{
            export::{self, CsvRow},
            LeadEntity,
        },
        product_list::{self, ProductQuery, ProductSort},
    },
    state::AppState,
};

pub fn router() -> OpenApiRouter<AppState> {
    super::resource([
        routes!(enquiries),
        routes!(applications),
        routes!(products),
        routes!(product_list),
    ])
}

fn csv(name: &str, body: Body) -> Response {
    (
        [
            (header::CONTENT_TYPE, "text/csv; charset=utf-8".to_owned()),
            (
                header::CONTENT_DISPOSITION,
                format!("attachment; filename=\"{name}\""),
            ),
            (header::CACHE_CONTROL, "no-store".to_owned()),
        ],
        body,
    )
        .into_response()
}

/// The file's name: what it holds and the day it was made, in India, where
/// the agency works (a file made at 01:00 there is named after that day,
/// not after the UTC date, which is still the day before).
fn dated(what: &str, now: DateTime<Utc>) -> String {
    format!("{what}-{}.csv", india_today(now).format("%Y-%m-%d"))
}

/// The leads of one table that its list shows with these parameters,
/// every page, as CSV.
fn lead_csv<E>(Admin { state, user }: Admin, params: LeadParams, name: &str) -> AppResult<Response>
where
    E: LeadEntity,
    E::Model: CsvRow + Send + Sync,
{
    let q = params.parse(E::TABLE.kind, user.admin.user_id, Utc::now())?;
    Ok(csv(
        &dated(name, Utc::now()),
        Body::from_stream(export::leads::<E>(state.db.clone(), E::TABLE, &q)),
    ))
}

/// The enquiries the list shows with these parameters (every page), as CSV.
#[utoipa::path(get, path = "/admin/export/enquiries.csv", tag = "leads", params(LeadParams),
    responses((status = 200, content_type = "text/csv", body = String), (status = 422, body = ErrorBody)))]
pub async fn enquiries(
    admin: Admin,
    ApiQuery(params): ApiQuery<LeadParams>,
) -> AppResult<Response> {
    lead_csv::<business_enquiry::Entity>(admin, params, "enquiries")
}

/// The applications the list shows with these parameters, as CSV.
#[utoipa::path(get, path = "/admin/export/applications.csv", tag = "leads", params(LeadParams),
    responses((status = 200, content_type = "text/csv", body = String), (status = 422, body = ErrorBody)))]
pub async fn applications(
    admin: Admin,
    ApiQuery(params): ApiQuery<LeadParams>,
) -> AppResult<Response> {
    lead_csv::<career_application::Entity>(admin, params, "applications")
}

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
}

impl ProductParams {
    pub fn parse(&self) -> DomainResult<ProductQuery> {
        let active = match given(&self.active) {
            None => None,
            Some("true") => Some(true),
            Some("false") => Some(false),
            Some(_) => return Err(DomainError::invalid("active", "Use true or false.")),
        };
        let sort = match given(&self.sort) {
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
        let search = given(&self.q).map(str::to_owned);
        if search.as_ref().is_some_and(|s| s.chars().count() > 200) {
            return Err(DomainError::invalid("q", "Search at most 200 characters."));
        }
        Ok(ProductQuery {
            search,
            category: given(&self.category).map(str::to_owned),
            platform: given(&self.platform).map(str::to_owned),
            active,
            sort,
        })
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

/// The products the list shows with these parameters, as CSV.
#[utoipa::path(get, path = "/admin/export/products.csv", tag = "products", params(ProductParams),
    responses((status = 200, content_type = "text/csv", body = String), (status = 422, body = ErrorBody)))]
pub async fn products(
    Admin { state, .. }: Admin,
    ApiQuery(params): ApiQuery<ProductParams>,
) -> AppResult<Response> {
    let q = params.parse()?;
    Ok(csv(
        &dated("products", Utc::now()),
        Body::from_stream(export::stream(state.db.clone(), product_list::select(&q))),
    ))
}

/// A page of every product (active or not) with search, filters and sort.
#[utoipa::path(get, path = "/admin/products", tag = "products", params(ProductParams, PageParams),
    responses((status = 200, body = ProductPage),
              (status = 422, body = ErrorBody)))]
pub async fn product_list(
    Admin { state, .. }: Admin,
    ApiQuery(params): ApiQuery<ProductParams>,
    ApiQuery(paging): ApiQuery<PageParams>,
) -> AppResult<Json<ProductPage>> {
    let q = params.parse()?;
    let page = paging.parse()?;
    let found = product_list::list(&state.db, &q, page).await?;
    Ok(Json(ProductPage {
        items: wire::all(found.items),
        total: found.total as i64,
        page: page.page,
        per_page: page.per_page,
        pages: page.pages(found.total),
        active: found.active as i64,
        inactive: found.inactive as i64,
    }))
}

#[cfg(test)]
mod tests {
    use chrono::TimeZone;

    use super::*;

    #[test]
    fn a_file_is_named_after_the_day_in_india() {
        // 20:00 UTC on the 22nd is 01:30 on the 23rd in Patna.
        let late = Utc.with_ymd_and_hms(2026, 11, 22, 20, 0, 0).unwrap();
        assert_eq!(dated("enquiries", late), "enquiries-2026-11-23.csv");
        let noon = Utc.with_ymd_and_hms(2026, 11, 22, 6, 30, 0).unwrap();
        assert_eq!(dated("products", noon), "products-2026-11-22.csv");
    }
}
