//! The audit log, read-only: who signed in (or failed to), signed out, and
//! created, updated or deleted what, newest first, with filters. There is no
//! call that changes or deletes an entry.
use axum::Json;
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::params::{with_page, AuditParams, PageParams};
use crate::{
    auth::Admin,
    domain::{audit::AuditAction, lead::Spelled},
    error::{AppResult, ErrorBody},
    extract::ApiQuery,
    routes::wire::{AuditEntryView, PageInfo},
    services::operations::audit,
    state::AppState,
};

pub fn router() -> OpenApiRouter<AppState> {
    super::resource([routes!(list)])
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AuditPageView {
    #[serde(flatten)]
    pub paging: PageInfo,
    pub entries: Vec<AuditEntryView>,
    /// Every kind of entry, for the filter.
    pub actions: Vec<AuditAction>,
}

/// Read the audit log
///
/// One page of who signed in (or failed to), signed out, and created,
/// updated or deleted what, newest first, with filters. No call changes or
/// deletes an entry. Administrators only.
#[utoipa::path(get, path = "/admin/audit", tag = "audit", params(AuditParams, PageParams),
    responses((status = 200, body = AuditPageView),
              (status = 422, body = ErrorBody)))]
pub async fn list(
    Admin { state, .. }: Admin,
    ApiQuery(params): ApiQuery<AuditParams>,
    ApiQuery(paging): ApiQuery<PageParams>,
) -> AppResult<Json<AuditPageView>> {
    let (filter, page) = with_page(params.parse(), &paging)?;
    let found = audit::list(&state.db, &filter, page).await?;
    Ok(Json(AuditPageView {
        paging: PageInfo::of(page, found.total),
        entries: found.entries.into_iter().map(Into::into).collect(),
        actions: AuditAction::ALL.to_vec(),
    }))
}

#[cfg(test)]
mod tests {
    /// Sign-in's calls, which their handlers record themselves, in words.
    const SIGN_IN: [&str; 3] = ["/admin/login", "/admin/login/2fa", "/admin/logout"];

    #[test]
    fn every_administrator_write_is_said_in_words_in_the_log() {
        let mut missing = Vec::new();
        for (path, item) in &super::super::document().paths.paths {
            if !path.starts_with("/admin") || SIGN_IN.contains(&path.as_str()) {
                continue;
            }
            let writes = [
                ("POST", item.post.is_some()),
                ("PUT", item.put.is_some()),
                ("PATCH", item.patch.is_some()),
                ("DELETE", item.delete.is_some()),
            ];
            for (method, _) in writes.iter().filter(|(_, is)| *is) {
                if !crate::services::operations::audit::has_sentence(method, path) {
                    missing.push(format!("{method} {path}"));
                }
            }
        }
        assert!(missing.is_empty(), "no sentence for: {missing:?}");
    }
}
