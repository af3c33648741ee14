//! The audit log, read-only: who signed in (or failed to), signed out, and
//! created, updated or deleted what, newest first, with filters. There is no
//! call that changes or deletes an entry.
use axum::Json;
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::params::{AuditParams, PageParams};
use crate::{
    auth::Admin,
    error::{AppResult, ErrorBody},
    extract::ApiQuery,
    routes::wire::AuditEntryView,
    services::audit::{self, ACTIONS},
    state::AppState,
};

pub fn router() -> OpenApiRouter<AppState> {
    super::resource([routes!(list)])
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AuditPageView {
    pub entries: Vec<AuditEntryView>,
    pub total: u64,
    pub page: u64,
    pub per_page: u64,
    pub pages: u64,
    /// Every kind of entry, for the filter.
    pub actions: Vec<String>,
}

/// The audit log, newest first, one page.
#[utoipa::path(get, path = "/admin/audit", tag = "audit", params(AuditParams, PageParams),
    responses((status = 200, body = AuditPageView),
              (status = 422, body = ErrorBody)))]
pub async fn list(
    Admin { state, .. }: Admin,
    ApiQuery(params): ApiQuery<AuditParams>,
    ApiQuery(paging): ApiQuery<PageParams>,
) -> AppResult<Json<AuditPageView>> {
    let filter = params.parse()?;
    let page = paging.parse()?;
    let found = audit::list(&state.db, &filter, page).await?;
    Ok(Json(AuditPageView {
        entries: found.entries.into_iter().map(Into::into).collect(),
        total: found.total,
        page: page.page,
        per_page: page.per_page,
        pages: page.pages(found.total),
        actions: ACTIONS.iter().map(|a| (*a).to_owned()).collect(),
    }))
}
