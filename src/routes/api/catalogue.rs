//! The service catalogue.
use axum::{
    extract::State,
    http::StatusCode,
    routing::{delete, get, post},
    Json, Router,
};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::{
    auth::AdminUser,
    domain::{required_text, Limits},
    error::{AppError, AppResult, ErrorBody},
    extract::{ApiJson, ApiPath},
    services::catalogue::{self, ServiceView},
    state::AppState,
};

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/serviceent/list", get(list))
        .route("/admin/createpost", post(create))
        .route("/admin/delapost/{ser_id}", delete(remove))
}

#[utoipa::path(get, path = "/serviceent/list", tag = "services",
    responses((status = 200, body = Vec<ServiceView>)))]
pub async fn list(State(state): State<AppState>) -> AppResult<Json<Vec<ServiceView>>> {
    Ok(Json(catalogue::list(&state.db).await?))
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ServiceBody {
    pub service_name: Option<String>,
    pub sub_service_name: Option<String>,
}

#[utoipa::path(post, path = "/admin/createpost", tag = "services", request_body = ServiceBody,
    responses((status = 201, body = ServiceView), (status = 401, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn create(
    State(state): State<AppState>,
    _user: AdminUser,
    ApiJson(b): ApiJson<ServiceBody>,
) -> AppResult<(StatusCode, Json<ServiceView>)> {
    let name = required_text(
        "serviceName",
        "Service name",
        b.service_name,
        Limits::CATALOGUE_NAME,
    )?;
    let sub = required_text(
        "subServiceName",
        "Sub-service name",
        b.sub_service_name,
        Limits::CATALOGUE_NAME,
    )?;
    Ok((
        StatusCode::CREATED,
        Json(catalogue::create(&state.db, name, sub).await?),
    ))
}

/// Deletes a service; enquiries that chose it keep its name.
#[utoipa::path(delete, path = "/admin/delapost/{ser_id}", tag = "services", params(("ser_id" = i32, Path)),
    responses((status = 204), (status = 401, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn remove(
    State(state): State<AppState>,
    _user: AdminUser,
    ApiPath(ser_id): ApiPath<i32>,
) -> AppResult<StatusCode> {
    if catalogue::delete(&state.db, ser_id).await? {
        Ok(StatusCode::NO_CONTENT)
    } else {
        Err(AppError::not_found("Service"))
    }
}
