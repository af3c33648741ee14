//! The steps that finish a sign-in (the password, the second-step code,
//! enrolment in two-step sign-in) share what they read from the request
//! and how a sign-in is completed; this module holds both, so the login
//! and two-step modules depend on it and not on each other.
use axum::{
    extract::FromRequestParts,
    http::{request::Parts, StatusCode},
    response::{IntoResponse, Response},
};
use serde::Serialize;
use tower_sessions::Session;
use utoipa::ToSchema;

use crate::{
    auth::{audit, logins, throttle::LoginAttempt, ClientIp, SESSION_LOGIN_KEY},
    entities::admin,
    error::{AppError, AppResult},
    routes::wire::SessionUser,
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
    /// Counts this step against the e-mail's and the address's login limits
    /// before it is checked; 429 when either is reached.
    pub async fn reserve(&self, email: &str) -> AppResult<LoginAttempt> {
        self.state
            .throttles
            .try_login(email, &self.ip)
            .await
            .map_err(|refused| AppError::refused("Too many failed logins.", refused))
    }

    /// Writes a refused step (a wrong password or code) to the audit log.
    pub async fn refused(&self, email: &str) {
        audit::record_sign_in(&self.state, &self.ip, email, None, StatusCode::UNAUTHORIZED).await;
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
        let (row, token) = logins::create(&state.db, &state.config, admin.user_id, client).await?;
        session.cycle_id().await?;
        session.insert(SESSION_LOGIN_KEY, row.id).await?;
        tracing::info!(user_id = admin.user_id, "administrator logged in");
        Ok(LoginResponse {
            access_token: token,
            user: admin.into(),
        })
    }
}
