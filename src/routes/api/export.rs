//! CSV exports of the administrators' lists (enquiries, applications,
//! products), taking the same filter parameters as the lists and streamed
//! as they are read. Administrators only.
use axum::{
    body::Body,
    http::header,
    response::{IntoResponse, Response},
};
use chrono::{DateTime, Utc};
use utoipa_axum::{router::OpenApiRouter, routes};

use super::params::{LeadParams, ProductParams};
use crate::{
    auth::Admin,
    domain::india_today,
    domain::lead::{ApplicationStatus, EnquiryStatus, PipelineStatus},
    entities::{application, enquiry, lead},
    error::{AppResult, ErrorBody},
    extract::ApiQuery,
    services::{csv::CsvRow, leads::export, product_list},
    state::AppState,
};

pub fn router() -> OpenApiRouter<AppState> {
    super::resource([routes!(enquiries), routes!(applications), routes!(products)])
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

/// The leads of one kind (statuses `S`, own rows in `K`) that its list
/// shows with these parameters, every page, as CSV.
fn lead_csv<S, K>(
    Admin { state, user }: Admin,
    params: LeadParams,
    name: &str,
) -> AppResult<Response>
where
    S: PipelineStatus,
    K: sea_orm::EntityTrait,
    K::Model: Send + Sync,
    lead::Entity: sea_orm::Related<K>,
    (lead::Model, Option<K::Model>): CsvRow,
{
    let q = params.parse::<S>(user.admin.id, Utc::now())?;
    Ok(csv(
        &dated(name, Utc::now()),
        Body::from_stream(export::leads::<S, K>(state.db.clone(), &q)),
    ))
}

/// Export enquiries as CSV
///
/// The enquiries the lead list shows with the same parameters, every page,
/// as a UTF-8 CSV file with a BOM. Phone numbers stay text and cells that a
/// spreadsheet would take for a formula are prefixed with `'`.
/// Administrators only.
#[utoipa::path(get, path = "/admin/export/enquiries.csv", tag = "leads", params(LeadParams),
    responses((status = 200, content_type = "text/csv", body = String), (status = 422, body = ErrorBody)))]
pub async fn enquiries(
    admin: Admin,
    ApiQuery(params): ApiQuery<LeadParams>,
) -> AppResult<Response> {
    lead_csv::<EnquiryStatus, enquiry::Entity>(admin, params, "enquiries")
}

/// Export applications as CSV
///
/// The applications the lead list shows with the same parameters, every
/// page, as a UTF-8 CSV file with a BOM. Phone numbers stay text and cells
/// that a spreadsheet would take for a formula are prefixed with `'`.
/// Administrators only.
#[utoipa::path(get, path = "/admin/export/applications.csv", tag = "leads", params(LeadParams),
    responses((status = 200, content_type = "text/csv", body = String), (status = 422, body = ErrorBody)))]
pub async fn applications(
    admin: Admin,
    ApiQuery(params): ApiQuery<LeadParams>,
) -> AppResult<Response> {
    lead_csv::<ApplicationStatus, application::Entity>(admin, params, "applications")
}

/// Export affiliate products as CSV
///
/// The products the list shows with the same parameters, every page, as a
/// UTF-8 CSV file with a BOM. Cells that a spreadsheet would take for a
/// formula are prefixed with `'`. Administrators only.
#[utoipa::path(get, path = "/admin/export/products.csv", tag = "products", params(ProductParams),
    responses((status = 200, content_type = "text/csv", body = String), (status = 422, body = ErrorBody)))]
pub async fn products(
    Admin { state, .. }: Admin,
    ApiQuery(params): ApiQuery<ProductParams>,
) -> AppResult<Response> {
    let q = params.parse()?;
    Ok(csv(
        &dated("products", Utc::now()),
        Body::from_stream(product_list::export(state.db.clone(), &q)),
    ))
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
