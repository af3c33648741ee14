//! The service catalogue.
use axum::{extract::State, http::StatusCode, Json};
use serde::Deserialize;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::AtField;
use crate::{
    auth::AdminUser,
    domain::{CatalogueName, NewService},
    error::{AppResult, ErrorBody},
    extract::{ApiJson, ApiPath},
    routes::wire::{self, ServiceView},
    services::catalogue,
    state::AppState,
};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list))
        .routes(routes!(create))
        .routes(routes!(remove))
}

#[utoipa::path(get, path = "/serviceent/list", tag = "services",
    responses((status = 200, body = Vec<ServiceView>)))]
pub async fn list(State(state): State<AppState>) -> AppResult<Json<Vec<ServiceView>>> {
    Ok(Json(wire::all(catalogue::list(&state.db).await?)))
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
    let new = NewService {
        service_name: CatalogueName::parse("Service name", b.service_name).at("serviceName")?,
        sub_service_name: CatalogueName::parse("Sub-service name", b.sub_service_name)
            .at("subServiceName")?,
    };
    let created = catalogue::create(&state.db, new).await?;
    Ok((StatusCode::CREATED, Json(created.into())))
}

/// Deletes a service; enquiries that chose it keep its name.
#[utoipa::path(delete, path = "/admin/delapost/{ser_id}", tag = "services", params(("ser_id" = i32, Path)),
    responses((status = 204), (status = 401, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn remove(
    State(state): State<AppState>,
    _user: AdminUser,
    ApiPath(ser_id): ApiPath<i32>,
) -> AppResult<StatusCode> {
    catalogue::delete(&state.db, ser_id).await?;
    Ok(StatusCode::NO_CONTENT)
}
