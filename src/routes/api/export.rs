//! CSV exports of the administrators' lists (enquiries, applications,
//! products), taking the same filter parameters as the lists and streamed
//! as they are read. Administrators only.
use axum::{
    body::Body,
    extract::State,
    http::header,
    response::{IntoResponse, Response},
    Json,
};
use chrono::Utc;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::{
    auth::AdminUser,
    domain::lead::{LeadKind, LeadParams},
    error::{AppResult, ErrorBody},
    extract::ApiQuery,
    services::{
        leads::export,
        product_list::{self, ProductPage, ProductParams},
    },
    state::AppState,
};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(enquiries))
        .routes(routes!(applications))
        .routes(routes!(products))
        .routes(routes!(product_list))
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

fn dated(what: &str) -> String {
    format!("{what}-{}.csv", Utc::now().format("%Y-%m-%d"))
}

/// The enquiries the list shows with these parameters (every page), as CSV.
#[utoipa::path(get, path = "/admin/export/enquiries.csv", tag = "leads", params(LeadParams),
    responses((status = 200, content_type = "text/csv", body = String),
              (status = 401, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn enquiries(
    State(state): State<AppState>,
    user: AdminUser,
    ApiQuery(params): ApiQuery<LeadParams>,
) -> AppResult<Response> {
    let q = params.parse(LeadKind::Enquiry, user.admin.user_id, Utc::now())?;
    Ok(csv(
        &dated("enquiries"),
        Body::from_stream(export::enquiries(state.db.clone(), &q)),
    ))
}

/// The applications the list shows with these parameters, as CSV.
#[utoipa::path(get, path = "/admin/export/applications.csv", tag = "leads", params(LeadParams),
    responses((status = 200, content_type = "text/csv", body = String),
              (status = 401, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn applications(
    State(state): State<AppState>,
    user: AdminUser,
    ApiQuery(params): ApiQuery<LeadParams>,
) -> AppResult<Response> {
    let q = params.parse(LeadKind::Application, user.admin.user_id, Utc::now())?;
    Ok(csv(
        &dated("applications"),
        Body::from_stream(export::applications(state.db.clone(), &q)),
    ))
}

/// The products the list shows with these parameters, as CSV.
#[utoipa::path(get, path = "/admin/export/products.csv", tag = "products", params(ProductParams),
    responses((status = 200, content_type = "text/csv", body = String),
              (status = 401, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn products(
    State(state): State<AppState>,
    _user: AdminUser,
    ApiQuery(params): ApiQuery<ProductParams>,
) -> AppResult<Response> {
    let q = params.parse()?;
    Ok(csv(
        &dated("products"),
        Body::from_stream(export::stream(
            state.db.clone(),
            product_list::select(&q),
            "id",
        )),
    ))
}

/// A page of every product (active or not) with search, filters and sort.
#[utoipa::path(get, path = "/admin/products", tag = "products", params(ProductParams),
    responses((status = 200, body = ProductPage), (status = 401, body = ErrorBody),
              (status = 422, body = ErrorBody)))]
pub async fn product_list(
    State(state): State<AppState>,
    _user: AdminUser,
    ApiQuery(params): ApiQuery<ProductParams>,
) -> AppResult<Json<ProductPage>> {
    let q = params.parse()?;
    let page = params.page()?;
    Ok(Json(product_list::list(&state.db, &q, page).await?))
}
