//! The JSON API of SPEC §7, at its exact paths, one file per resource.
//! Access is deny-by-default: every handler that is not public takes an
//! `AdminUser`, which answers 401 without a live login.
use axum::Router;
use serde_json::Value;

use crate::{
    domain::whole_number,
    error::{AppError, AppResult},
    state::AppState,
};

pub mod auth;
pub mod careers;
pub mod catalogue;
pub mod enquiries;
pub mod openapi;
pub mod products;

pub fn router() -> Router<AppState> {
    Router::new()
        .merge(auth::router())
        .merge(catalogue::router())
        .merge(enquiries::router())
        .merge(careers::router())
        .merge(products::router())
        .merge(openapi::router())
}

/// An id given in a body as `{ "<key>": 3 }` or `{ "<key>": "3" }`.
pub(crate) fn body_id(field: &str, label: &str, value: Option<&Value>) -> AppResult<i32> {
    whole_number(field, label, value, i32::MAX as i64)
}

/// For PATCH: validates a field only when it was sent.
pub(crate) fn when_sent<T>(
    partial: bool,
    value: Option<String>,
    check: impl FnOnce(Option<String>) -> AppResult<T>,
) -> AppResult<Option<T>> {
    if partial && value.is_none() {
        Ok(None)
    } else {
        check(value).map(Some)
    }
}

/// Public form submissions per client address (FORM_RATE_LIMIT per 10 min).
pub(crate) fn form_allowed(state: &AppState, ip: &str) -> AppResult<()> {
    if state.throttles.forms.try_acquire(ip) {
        Ok(())
    } else {
        Err(AppError::TooManyRequests(
            "Too many submissions from your network. Please try again in a few minutes.".into(),
        ))
    }
}

/// True when the hidden honeypot field was filled in (a bot).
pub(crate) fn is_bot(honeypot: &Option<String>) -> bool {
    honeypot.as_deref().is_some_and(|v| !v.trim().is_empty())
}
