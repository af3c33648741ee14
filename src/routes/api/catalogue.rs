//! The service catalogue (`/admin/services[/{id}]`). The original client's
//! paths for the same jobs are answered by `original`, over these handlers.
use axum::{http::StatusCode, Json};
use serde::Deserialize;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{deleted, AdminAt, Created};
use crate::{
    auth::Admin,
    domain::{AtField, CatalogueName, FieldErrors, NewService},
    entities::service,
    error::AppResult,
    extract::ApiJson,
    routes::wire::{self, ServiceView},
    services::money::catalogue,
    state::AppState,
};

pub fn router() -> OpenApiRouter<AppState> {
    super::resource([routes!(list, create), routes!(remove)])
}

/// List the services for administrators
///
/// The service catalogue the enquiry form offers, each with its service and
/// sub-service name, in the order they were added, as the administrator
/// area's Services screen lists it. Administrators only.
#[utoipa::path(get, path = "/admin/services", tag = "services",
    responses((status = 200, body = Vec<ServiceView>)))]
pub async fn list(Admin { state, .. }: Admin) -> AppResult<Json<Vec<ServiceView>>> {
    Ok(Json(wire::all(catalogue::list(&state.db).await?)))
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ServiceBody {
    pub service_name: Option<String>,
    pub sub_service_name: Option<String>,
}

/// Add a service
///
/// Adds a service and sub-service to the catalogue the enquiry form offers.
/// Administrators only. Answers 201 with the stored service; 422 when either
/// name is empty or longer than 120 characters.
#[utoipa::path(post, path = "/admin/services", tag = "services", request_body = ServiceBody,
    responses((status = 201, body = ServiceView)))]
pub async fn create(
    Admin { state, .. }: Admin,
    ApiJson(b): ApiJson<ServiceBody>,
) -> AppResult<Created<ServiceView>> {
    Ok(Created(new_service(&state, b).await?.into()))
}

/// Checks and stores a new service: the product's call and the original
/// client's are this.
pub(crate) async fn new_service(state: &AppState, b: ServiceBody) -> AppResult<service::Model> {
    let mut e = FieldErrors::default();
    let service_name =
        e.check(CatalogueName::parse("Service name", b.service_name).at("serviceName"));
    let sub_service_name =
        e.check(CatalogueName::parse("Sub-service name", b.sub_service_name).at("subServiceName"));
    let new = e.finish(|| {
        Some(NewService {
            service_name: service_name?,
            sub_service_name: sub_service_name?,
        })
    })?;
    Ok(catalogue::create(&state.db, new).await?)
}

/// Delete a service
///
/// Removes the service from the catalogue. Enquiries that chose it are kept
/// with the service and sub-service names they were sent with; only their
/// link to the service becomes null. Administrators only; 204 when done.
#[utoipa::path(delete, path = "/admin/services/{id}", tag = "services", params(("id" = i32, Path)),
    responses((status = 204)))]
pub async fn remove(AdminAt { state, id, .. }: AdminAt) -> AppResult<StatusCode> {
    deleted(catalogue::delete(&state.db, id).await)
}
