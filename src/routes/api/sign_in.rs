//! The steps that finish a sign-in (the password, the second-step code,
//! enrolment in two-step sign-in) share what they read from the request
//! and how a sign-in is completed; this module holds both, so the login
//! and two-step modules depend on it and not on each other.
use std::future::Future;

use axum::{
    extract::FromRequestParts,
    http::{request::Parts, StatusCode},
    response::{IntoResponse, Response},
};
use serde::Serialize;
use tower_sessions::Session;
use utoipa::ToSchema;

use crate::{
    auth::{audit, ClientIp, SESSION_LOGIN_KEY},
    domain::DomainResult,
    entities::admin,
    error::{AppError, AppResult},
    routes::wire::SessionUser,
    services::people::logins,
    state::AppState,
};

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LoginResponse {
    /// Opaque bearer token for API clients; browsers use the cookie.
    pub access_token: String,
    pub user: SessionUser,
}

/// What each step of a sign-in reads from the request: the state, the
/// browser's session, the client's address (for the login limits and the
/// audit log) and its User-Agent (shown in the account's list of sessions).
pub struct SignIn {
    pub state: AppState,
    pub session: Session,
    pub ip: String,
    user_agent: String,
}

impl FromRequestParts<AppState> for SignIn {
    type Rejection = Response;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Response> {
        let Ok(ClientIp(ip)) = ClientIp::from_request_parts(parts, state).await;
        let session = Session::from_request_parts(parts, state)
            .await
            .map_err(IntoResponse::into_response)?;
        let user_agent = parts
            .headers
            .get(axum::http::header::USER_AGENT)
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
            .to_owned();
        Ok(Self {
            state: state.clone(),
            session,
            ip,
            user_agent,
        })
    }
}

impl SignIn {
    /// Checks one step of a sign-in for `email` (a password or a code)
    /// under the e-mail's and the address's login limits; 429 once either
    /// is reached. The counters are reserved before the check, so a burst
    /// of concurrent guesses is counted as it arrives. `check` answers the
    /// administrator (or `()`) when the step is right and `None` when it is
    /// wrong. Only a wrong step counts: it is written to the audit log as a
    /// failed sign-in and answered 401 with `wrong`. A right step, or a
    /// check that could not run (busy hashing threads, a storage error),
    /// gives its reservation back.
    pub async fn check<T>(
        &self,
        email: &str,
        wrong: &str,
        check: impl Future<Output = DomainResult<Option<T>>>,
    ) -> AppResult<T> {
        let throttles = &self.state.throttles;
        let attempt = throttles
            .try_login(email, &self.ip)
            .await
            .map_err(super::refused("Too many failed logins."))?;
        match check.await {
            Ok(Some(right)) => {
                throttles.release_login(attempt).await;
                Ok(right)
            }
            Err(unchecked) => {
                throttles.release_login(attempt).await;
                Err(unchecked.into())
            }
            Ok(None) => {
                audit::record_sign_in(&self.state, &self.ip, email, None, StatusCode::UNAUTHORIZED)
                    .await;
                Err(AppError::Unauthorized(wrong.into()))
            }
        }
    }

    /// Completes the sign-in: a login row (replacing any earlier one of this
    /// browser), a new session id holding it, the audit entry, and the
    /// answer with the bearer token.
    pub async fn complete(&self, admin: &admin::Model) -> AppResult<LoginResponse> {
        let (state, session) = (&self.state, &self.session);
        if let Some(old) = session.get::<i32>(SESSION_LOGIN_KEY).await? {
            logins::delete(&state.db, old).await?;
        }
        audit::record_sign_in(state, &self.ip, &admin.email, Some(admin), StatusCode::OK).await;
        let client = logins::Client {
            ip_address: self.ip.clone(),
            user_agent: self.user_agent.clone(),
        };
        let (row, token) = logins::create(&state.db, &state.config, admin.id, client).await?;
        session.cycle_id().await?;
        session.insert(SESSION_LOGIN_KEY, row.id).await?;
        tracing::info!(user_id = admin.id, "administrator logged in");
        Ok(LoginResponse {
            access_token: token,
            user: admin.into(),
        })
    }
}
