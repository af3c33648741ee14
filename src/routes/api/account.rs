//! The signed-in administrator's own account: changing the password (the
//! current one required, common and breached passwords refused) and seeing
//! and ending their own sessions.
use axum::{http::StatusCode, Json};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::AdminAt;
use crate::{
    auth::Admin,
    domain::{AtField, DomainError, FieldErrors, Password},
    error::{AppError, AppResult, ErrorBody},
    extract::ApiJson,
    routes::wire::LoginSessionView,
    services::people::{admins, logins},
    state::AppState,
};

pub fn router() -> OpenApiRouter<AppState> {
    super::resource([
        routes!(change_password),
        routes!(sessions),
        routes!(end_session),
        routes!(end_other_sessions),
    ])
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PasswordChangeBody {
    pub current_password: Option<String>,
    pub new_password: Option<String>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PasswordChanged {
    pub message: String,
    /// How many of your other sessions were ended.
    pub ended_sessions: u64,
}

/// Change your password
///
/// Needs the current password; the new one must differ from it and is
/// refused when common or known from breaches. A wrong current password
/// counts against your e-mail's sign-in limit (429 past it). Every other
/// session of yours ends; this one stays. Administrators only.
#[utoipa::path(post, path = "/admin/account/password", tag = "account",
    request_body = PasswordChangeBody,
    responses((status = 200, body = PasswordChanged), (status = 429, body = ErrorBody),
              (status = 503, body = ErrorBody)))]
pub async fn change_password(
    Admin { state, user }: Admin,
    ApiJson(body): ApiJson<PasswordChangeBody>,
) -> AppResult<Json<PasswordChanged>> {
    let mut e = FieldErrors::default();
    let current = body.current_password.unwrap_or_default();
    if current.is_empty() {
        e.add("currentPassword", "The current password is required.");
    }
    let new = e.check(Password::parse_new(body.new_password).at("newPassword"));
    if new.as_ref().is_some_and(|new| new.as_str() == current) {
        e.add(
            "newPassword",
            "The new password must differ from the current one.",
        );
    }
    let (Some(new), true) = (new, e.is_empty()) else {
        return Err(e.into());
    };
    let ended = password_checked(
        &state,
        &user.admin.email,
        admins::change_password(&state.db, &user.admin, user.login_id, current, new),
    )
    .await??;
    tracing::info!(
        user_id = user.admin.id,
        ended,
        "administrator changed their password"
    );
    Ok(Json(PasswordChanged {
        message: "Password changed.".into(),
        ended_sessions: ended,
    }))
}

/// Runs `check`, an action that first checks the signed-in administrator's
/// password, under the login limit of their e-mail (429 once it is
/// reached). Only a wrong password, which `check` answers as `Invalid`,
/// counts against the limit; a check that could not run (503) does not.
pub(crate) async fn password_checked<T>(
    state: &AppState,
    email: &str,
    check: impl std::future::Future<Output = Result<T, DomainError>>,
) -> AppResult<Result<T, DomainError>> {
    let limit = &state.throttles.login_email;
    let held = limit
        .try_acquire(email)
        .await
        .map_err(super::refused("Too many failed password checks."))?;
    let outcome = check.await;
    if !matches!(outcome, Err(DomainError::Invalid(_))) {
        limit.release(held).await;
    }
    Ok(outcome)
}

/// List your sessions
///
/// Your live sessions, most recently active first, with where and when each
/// signed in; `current` marks the one making this request. Administrators
/// only.
#[utoipa::path(get, path = "/admin/account/sessions", tag = "account",
    responses((status = 200, body = Vec<LoginSessionView>)))]
pub async fn sessions(Admin { state, user }: Admin) -> AppResult<Json<Vec<LoginSessionView>>> {
    let rows = logins::live_for(&state.db, &state.config, user.admin.id).await?;
    Ok(Json(
        rows.into_iter()
            .map(|row| LoginSessionView::new(row, user.login_id))
            .collect(),
    ))
}

/// End one of your sessions
///
/// Signs out one of your other sessions. Administrators only; 409 for the
/// session making the request (use /admin/logout for that), 404 for one that
/// is not yours or has ended.
#[utoipa::path(delete, path = "/admin/account/sessions/{id}", tag = "account",
    params(("id" = i32, Path)),
    responses((status = 204),
              (status = 409, body = ErrorBody)))]
pub async fn end_session(AdminAt { state, user, id }: AdminAt) -> AppResult<StatusCode> {
    if id == user.login_id {
        return Err(AppError::Conflict(
            "This is the session you are using: use Logout to end it.".into(),
        ));
    }
    if !logins::delete_own(&state.db, user.admin.id, id).await? {
        return Err(AppError::NotFound("Session not found.".into()));
    }
    Ok(StatusCode::NO_CONTENT)
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SessionsEnded {
    pub ended_sessions: u64,
}

/// End your other sessions
///
/// Signs out every session of yours except this one and answers how many
/// ended. Administrators only.
#[utoipa::path(post, path = "/admin/account/sessions/end-others", tag = "account",
    responses((status = 200, body = SessionsEnded)))]
pub async fn end_other_sessions(Admin { state, user }: Admin) -> AppResult<Json<SessionsEnded>> {
    let ended = logins::delete_others(&state.db, user.admin.id, user.login_id).await?;
    Ok(Json(SessionsEnded {
        ended_sessions: ended,
    }))
}
