//! Login, logout, the session check and administrator accounts.
use axum::{
    extract::State,
    http::StatusCode,
    routing::{delete, get, post},
    Json, Router,
};
use serde::{Deserialize, Serialize};
use tower_sessions::Session;
use utoipa::ToSchema;

use crate::{
    auth::{logins, password, AdminUser, ClientIp, MaybeAdmin, SESSION_LOGIN_KEY},
    domain::{email, required_text, Limits},
    error::{AppError, AppResult, ErrorBody},
    extract::{ApiJson, ApiPath},
    services::admins::{self, AdminView, NewAdmin},
    state::AppState,
};

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/admin/login", post(login))
        .route("/admin/logout", post(logout))
        .route("/admin/check-auth", get(check_auth))
        .route("/admin/createad", post(create_admin))
        .route("/admin/getalla", get(list_admins))
        .route("/admin/deleteuser/{user_id}", delete(delete_admin))
}

#[derive(Deserialize, ToSchema)]
pub struct LoginBody {
    pub email: Option<String>,
    pub password: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct SessionUser {
    pub user_id: i32,
    pub username: String,
    pub email: String,
}

impl From<&crate::entities::admin::Model> for SessionUser {
    fn from(a: &crate::entities::admin::Model) -> Self {
        Self {
            user_id: a.user_id,
            username: a.username.clone(),
            email: a.email.clone(),
        }
    }
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LoginResponse {
    /// Opaque bearer token for API clients; browsers use the cookie.
    pub access_token: String,
    pub user: SessionUser,
}

/// Logs an administrator in: cycles the session id, sets the cookie and
/// returns a bearer token.
#[utoipa::path(post, path = "/admin/login", tag = "auth", request_body = LoginBody,
    responses((status = 200, body = LoginResponse), (status = 401, body = ErrorBody),
              (status = 422, body = ErrorBody), (status = 429, body = ErrorBody)))]
pub async fn login(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    session: Session,
    ApiJson(body): ApiJson<LoginBody>,
) -> AppResult<Json<LoginResponse>> {
    let email_key = body.email.unwrap_or_default().trim().to_lowercase();
    let pass = body.password.unwrap_or_default();
    if email_key.is_empty() {
        return Err(AppError::validation("email", "E-mail is required."));
    }
    if pass.is_empty() {
        return Err(AppError::validation("password", "Password is required."));
    }
    let t = &state.throttles;
    if t.login_email.is_blocked(&email_key) || t.login_address.is_blocked(&ip) {
        return Err(AppError::TooManyRequests(
            "Too many failed logins. Please wait 15 minutes and try again.".into(),
        ));
    }
    let admin = admins::find_by_email(&state.db, &email_key).await?;
    let ok = pass.chars().count() <= Limits::PASSWORD_MAX
        && password::verify(admin.as_ref().map(|a| a.password_hash.clone()), pass).await?;
    let admin = match admin {
        Some(a) if ok => a,
        _ => {
            t.login_email.record(&email_key);
            t.login_address.record(&ip);
            return Err(AppError::Unauthorized("Invalid e-mail or password.".into()));
        }
    };
    // A login replaces any earlier one held by this browser.
    if let Some(old) = session.get::<i32>(SESSION_LOGIN_KEY).await? {
        logins::delete(&state.db, old).await?;
    }
    let (row, token) = logins::create(&state.db, &state.config, admin.user_id).await?;
    session.cycle_id().await?;
    session.insert(SESSION_LOGIN_KEY, row.id).await?;
    tracing::info!(user_id = admin.user_id, "administrator logged in");
    Ok(Json(LoginResponse {
        access_token: token,
        user: (&admin).into(),
    }))
}

#[derive(Serialize, ToSchema)]
pub struct MessageBody {
    pub message: String,
}

/// Ends the session (cookie or bearer token) on the server.
#[utoipa::path(post, path = "/admin/logout", tag = "auth",
    responses((status = 200, body = MessageBody), (status = 404, body = ErrorBody)))]
pub async fn logout(
    State(state): State<AppState>,
    session: Session,
    MaybeAdmin(user): MaybeAdmin,
) -> AppResult<Json<MessageBody>> {
    let stored = session.get::<i32>(SESSION_LOGIN_KEY).await?;
    let login_id = user.as_ref().map(|u| u.login_id).or(stored);
    let Some(login_id) = login_id else {
        return Err(AppError::NotFound(
            "No token is there: you were not logged in.".into(),
        ));
    };
    logins::delete(&state.db, login_id).await?;
    if stored.is_some() || !user.as_ref().is_some_and(|u| u.via_token) {
        session.delete().await?;
    }
    Ok(Json(MessageBody {
        message: "Logged out.".into(),
    }))
}

#[derive(Serialize, ToSchema)]
pub struct AuthStatus {
    pub authenticated: bool,
    pub user: SessionUser,
}

/// 200 with the administrator when the session or token is live, else 401.
#[utoipa::path(get, path = "/admin/check-auth", tag = "auth",
    responses((status = 200, body = AuthStatus), (status = 401, body = ErrorBody)))]
pub async fn check_auth(user: AdminUser) -> Json<AuthStatus> {
    Json(AuthStatus {
        authenticated: true,
        user: (&user.admin).into(),
    })
}

#[derive(Deserialize, ToSchema)]
pub struct CreateAdminBody {
    pub username: Option<String>,
    pub email: Option<String>,
    pub mobile: Option<String>,
    pub password: Option<String>,
    pub role: Option<String>,
}

/// Parses a new administrator (shared with the command line).
pub fn parse_new_admin(b: CreateAdminBody) -> AppResult<NewAdmin> {
    let password = b.password.unwrap_or_default();
    let n = password.chars().count();
    if n < Limits::PASSWORD_MIN {
        return Err(AppError::validation(
            "password",
            "Password must be at least 8 characters long.",
        ));
    }
    if n > Limits::PASSWORD_MAX {
        return Err(AppError::validation(
            "password",
            "Password must be at most 128 characters long.",
        ));
    }
    Ok(NewAdmin {
        username: required_text("username", "Name", b.username, Limits::NAME)?,
        email: email("email", "E-mail", b.email)?,
        mobile: required_text("mobile", "Mobile", b.mobile, Limits::PHONE)?,
        role: required_text("role", "Role", b.role, Limits::NAME)?,
        password,
    })
}

/// Creates an administrator. Open while none exists (first run); after that
/// only an administrator may add another.
#[utoipa::path(post, path = "/admin/createad", tag = "admins", request_body = CreateAdminBody,
    responses((status = 201, body = AdminView), (status = 401, body = ErrorBody),
              (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn create_admin(
    State(state): State<AppState>,
    MaybeAdmin(user): MaybeAdmin,
    ApiJson(body): ApiJson<CreateAdminBody>,
) -> AppResult<(StatusCode, Json<AdminView>)> {
    if user.is_none() && admins::count(&state.db).await? > 0 {
        return Err(AppError::unauthorized());
    }
    let new = parse_new_admin(body)?;
    let created = match user {
        Some(_) => admins::create(&state.db, new).await?,
        None => admins::create_first(&state.db, new).await?,
    };
    Ok((StatusCode::CREATED, Json(created)))
}

#[utoipa::path(get, path = "/admin/getalla", tag = "admins",
    responses((status = 200, body = Vec<AdminView>), (status = 401, body = ErrorBody)))]
pub async fn list_admins(
    State(state): State<AppState>,
    _user: AdminUser,
) -> AppResult<Json<Vec<AdminView>>> {
    Ok(Json(admins::list(&state.db).await?))
}

/// Deletes an administrator and ends their sessions; never yourself or the last one.
#[utoipa::path(delete, path = "/admin/deleteuser/{user_id}", tag = "admins",
    params(("user_id" = i32, Path)),
    responses((status = 204), (status = 401, body = ErrorBody), (status = 404, body = ErrorBody),
              (status = 409, body = ErrorBody)))]
pub async fn delete_admin(
    State(state): State<AppState>,
    user: AdminUser,
    ApiPath(user_id): ApiPath<i32>,
) -> AppResult<StatusCode> {
    admins::delete(&state.db, user_id, user.admin.user_id).await?;
    Ok(StatusCode::NO_CONTENT)
}
