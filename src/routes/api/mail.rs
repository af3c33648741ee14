//! The mail outbox as the administrator sees it: how many messages wait,
//! how many keep failing and why, and a call that tries them all again
//! now. Administrators only.
use axum::Json;
use chrono::Utc;
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::{
    auth::Admin,
    domain::rfc3339,
    error::AppResult,
    services::operations::outbox::{self, OutboxStatus},
    state::AppState,
};

pub fn router() -> OpenApiRouter<AppState> {
    super::resource([routes!(status), routes!(retry)])
}

/// How the outbox stands.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MailStatus {
    /// Whether e-mail is on (`SMTP_URL` is set).
    pub enabled: bool,
    /// Messages not sent yet.
    pub waiting: u64,
    /// Of those, the ones that failed at least once.
    pub failing: u64,
    /// The newest error among unsent messages.
    pub last_error: Option<String>,
    /// When it happened, RFC 3339 UTC.
    pub last_error_at: Option<String>,
}

impl MailStatus {
    fn new(enabled: bool, s: OutboxStatus) -> Self {
        let (last_error, last_error_at) = match s.last_error {
            Some((error, at)) => (Some(error), Some(rfc3339(at))),
            None => (None, None),
        };
        Self {
            enabled,
            waiting: s.waiting,
            failing: s.failing,
            last_error,
            last_error_at,
        }
    }
}

/// What a retry did.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MailRetried {
    /// Unsent messages made due now.
    pub retried: u64,
}

/// Read the outbox state
///
/// Whether e-mail is on, how many messages wait, how many of those keep
/// failing, and the newest error with its time. Administrators only.
#[utoipa::path(get, path = "/admin/mail/status", tag = "mail",
    responses((status = 200, body = MailStatus)))]
pub async fn status(Admin { state, .. }: Admin) -> AppResult<Json<MailStatus>> {
    Ok(Json(MailStatus::new(
        state.config.mail.enabled(),
        outbox::status(&state.db).await?,
    )))
}

/// Retry waiting mail now
///
/// Makes every unsent message due now and wakes this instance's sender,
/// instead of waiting for each one's next try. Administrators only.
#[utoipa::path(post, path = "/admin/mail/retry", tag = "mail",
    responses((status = 200, body = MailRetried)))]
pub async fn retry(Admin { state, .. }: Admin) -> AppResult<Json<MailRetried>> {
    let retried = outbox::retry_all(&state.db, Utc::now()).await?;
    state.mail_wake.notify_one();
    Ok(Json(MailRetried { retried }))
}
