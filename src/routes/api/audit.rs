//! The audit log, read-only: who signed in (or failed to), signed out, and
//! created, updated or deleted what, newest first, with filters. There is no
//! call that changes or deletes an entry.
use axum::Json;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{given, PageParams};
use crate::{
    auth::Admin,
    domain::{lead::parse_date, DomainError},
    error::{AppResult, ErrorBody},
    extract::ApiQuery,
    routes::wire::AuditEntryView,
    services::audit::{self, AuditFilter, ACTIONS},
    state::AppState,
};

pub fn router() -> OpenApiRouter<AppState> {
    super::resource([routes!(list)])
}

#[derive(Clone, Debug, Default, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct AuditParams {
    /// Part of the administrator's e-mail or name, the call or the fields.
    pub q: Option<String>,
    /// One kind of entry, exactly as listed in `actions`.
    pub action: Option<String>,
    /// First day, YYYY-MM-DD (India date).
    pub from: Option<String>,
    /// Last day, YYYY-MM-DD (India date).
    pub to: Option<String>,
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

fn filter_of(params: &AuditParams) -> Result<AuditFilter, DomainError> {
    let action = match given(&params.action) {
        Some(a) if ACTIONS.contains(&a) => Some(a.to_owned()),
        Some(_) => {
            return Err(DomainError::invalid(
                "action",
                format!("Action must be one of: {}.", ACTIONS.join(", ")),
            ))
        }
        None => None,
    };
    let from = given(&params.from)
        .map(|d| parse_date("from", d))
        .transpose()?;
    let to = given(&params.to).map(|d| parse_date("to", d)).transpose()?;
    if let (Some(f), Some(t)) = (from, to) {
        if f > t {
            return Err(DomainError::invalid(
                "to",
                "The last day must not be before the first.",
            ));
        }
    }
    Ok(AuditFilter {
        q: given(&params.q).map(str::to_owned),
        action,
        from,
        to,
    })
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
    let filter = filter_of(&params)?;
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
