//! Login, logout, the session check and administrator accounts.
use axum::{
    extract::State,
    http::StatusCode,
    response::{IntoResponse, Response},
    Extension, Json,
};
use serde::{Deserialize, Serialize};
use tower_sessions::Session;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    deleted,
    sign_in::{LoginResponse, SignIn},
    AdminAt,
};
use crate::{
    auth::{audit, Admin, AdminUser, ClientIp, MaybeAdmin, SESSION_LOGIN_KEY},
    domain::audit::AuditAction,
    domain::{access::Access, FieldErrors, NewAdmin, Password},
    entities::admin,
    error::{AppError, AppResult, ErrorBody},
    extract::ApiJson,
    routes::{
        admin::{ScreenKey, SCREENS},
        api::two_factor,
        wire::{self, AdminView, SessionUser},
    },
    services::people::{admins, logins, password},
    state::AppState,
};

#[derive(Deserialize, ToSchema)]
pub struct LoginBody {
    pub email: Option<String>,
    pub password: Option<String>,
}

/// Sign in with e-mail and password
///
/// Anyone may call it. A right password cycles the session id, sets the
/// session cookie and answers 200 with a bearer token (`accessToken`) and the
/// administrator. When the administrator has two-step sign-in on, or
/// `REQUIRE_2FA` is set, it answers 202 instead: the code follows at
/// /admin/login/2fa (or enrolment at /admin/2fa/setup) in the same browser
/// session. A wrong e-mail or password answers 401, the same for both. Past
/// the sign-in limits (by default five failures for one e-mail, or twenty
/// from one address, within 15 minutes) it answers 429 until the window has
/// passed, even to the right password.
#[utoipa::path(post, path = "/admin/login", tag = "auth", request_body = LoginBody,
    responses((status = 200, body = LoginResponse), (status = 202, body = two_factor::SecondStep),
              (status = 401, body = ErrorBody), (status = 429, body = ErrorBody),
              (status = 503, body = ErrorBody)))]
pub async fn login(signin: SignIn, ApiJson(body): ApiJson<LoginBody>) -> AppResult<Response> {
    Ok(match password_step(&signin, body).await? {
        PasswordStep::SignedIn(done) => Json(done).into_response(),
        PasswordStep::Second(step) => (StatusCode::ACCEPTED, Json(step)).into_response(),
    })
}

/// Where a right password leads.
pub enum PasswordStep {
    SignedIn(LoginResponse),
    /// The code, or enrolment, follows in the same browser session.
    Second(two_factor::SecondStep),
}

/// The password step of a sign-in, for the API and for the sign-in page's
/// own form (which works without JavaScript).
pub async fn password_step(signin: &SignIn, body: LoginBody) -> AppResult<PasswordStep> {
    let state = &signin.state;
    let email_key = body.email.unwrap_or_default().trim().to_lowercase();
    let pass = body.password.unwrap_or_default();
    let mut refused = FieldErrors::default();
    if email_key.is_empty() {
        refused.add("email", "E-mail is required.");
    }
    if pass.is_empty() {
        refused.add("password", "Password is required.");
    }
    refused.into_result(())?;
    let admin = signin
        .check(&email_key, "Invalid e-mail or password.", async {
            let admin = admins::find_by_email(&state.db, &email_key).await?;
            // Verified against a dummy hash when the e-mail is unknown, so
            // both answers take the same time; an overlong one is not hashed.
            let right = pass.chars().count() <= Password::MAX_CHARS
                && password::verify(admin.as_ref().map(|a| a.password_hash.clone()), pass).await?;
            Ok(admin.filter(|_| right))
        })
        .await?;
    if admin.totp_secret.is_some() || state.config.require_2fa {
        // The password is right; the second step (or enrolment) follows.
        let step =
            two_factor::Pending::start(&signin.session, &admin, state.config.require_2fa).await?;
        return Ok(PasswordStep::Second(step));
    }
    Ok(PasswordStep::SignedIn(signin.complete(&admin).await?))
}

#[derive(Serialize, ToSchema)]
pub struct MessageBody {
    pub message: String,
}

/// Sign out
///
/// Ends the login behind the session cookie or the bearer token on the
/// server, so neither works again, and records the sign-out in the audit log.
/// Answers 404 when the request carries no login to end.
#[utoipa::path(post, path = "/admin/logout", tag = "auth",
    responses((status = 200, body = MessageBody), (status = 404, body = ErrorBody)))]
pub async fn logout(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
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
    if let Some(user) = &user {
        audit::record_sign_out(&state, &ip, &user.admin).await;
    }
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
    /// The account's access level.
    pub access: Access,
    /// The keys of the screens it may open (`admin_screens.json`).
    pub can: Vec<ScreenKey>,
}

/// Check the sign-in
///
/// Answers 200 with the signed-in administrator while the session cookie or
/// bearer token is live, with their access level and the screens it opens
/// (`can`), and 401 otherwise. The administrator area calls it to decide
/// between its screens and the sign-in page, and which to offer.
#[utoipa::path(get, path = "/admin/check-auth", tag = "auth",
    responses((status = 200, body = AuthStatus), (status = 401, body = ErrorBody)))]
pub async fn check_auth(user: AdminUser) -> Json<AuthStatus> {
    Json(AuthStatus {
        authenticated: true,
        user: (&user.admin).into(),
        access: user.admin.access,
        can: SCREENS.open_to(user.admin.access),
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

/// Makes an administrator from what was typed, for the API and for the
/// registration page's own form (which works without JavaScript): anyone
/// may while none exists (first run, an owner); after that only a
/// signed-in owner (401 otherwise, 403 for another level: the guard), and
/// never a second one by a visitor racing the first. A later account
/// takes the level its role names (`Access::named_in`), else manager.
pub async fn register(
    state: &AppState,
    by: Option<&AdminUser>,
    body: CreateAdminBody,
) -> AppResult<admin::Model> {
    if by.is_none() && admins::count(&state.db).await? > 0 {
        return Err(AppError::unauthorized());
    }
    let access = Access::named_in(body.role.as_deref().unwrap_or_default());
    let new = NewAdmin::parse(
        body.username,
        body.email,
        body.mobile,
        body.password,
        body.role,
    )?;
    Ok(match by {
        Some(_) => admins::create(&state.db, new, access).await?,
        None => admins::create_first(&state.db, new).await?,
    })
}

/// The administrators' own calls (`/admin/admins[/{id}]`); signing in
/// and out, the session check and the first registration are the original
/// client's calls, registered by `original`.
pub fn router() -> OpenApiRouter<AppState> {
    super::resource([routes!(list_admins), routes!(delete_admin, set_access)])
}

/// List administrators
///
/// Every administrator account in the order they were made, with name,
/// e-mail, mobile and role; never a password hash. Administrators only.
#[utoipa::path(get, path = "/admin/admins", tag = "admins",
    responses((status = 200, body = Vec<AdminView>)))]
pub async fn list_admins(Admin { state, .. }: Admin) -> AppResult<Json<Vec<AdminView>>> {
    Ok(Json(wire::all(admins::list(&state.db).await?)))
}

/// Delete an administrator
///
/// Removes the account and ends all of its sessions and bearer tokens at
/// once. Administrators only. Answers 409 for your own account or for the
/// last administrator, even when two delete each other at the same moment.
#[utoipa::path(delete, path = "/admin/admins/{id}", tag = "admins",
    params(("id" = i32, Path)),
    responses((status = 204),
              (status = 409, body = ErrorBody)))]
pub async fn delete_admin(AdminAt { state, user, id }: AdminAt) -> AppResult<StatusCode> {
    deleted(admins::delete(&state.db, id, user.admin.id).await)
}

#[derive(Deserialize, ToSchema)]
pub struct AccessBody {
    /// `owner`, `manager`, `sales`, `recruiter` or `editor`.
    pub access: Option<String>,
}

/// Change an administrator's access level
///
/// Owners only. Gives the account another level (`owner`, `manager`,
/// `sales`, `recruiter`, `editor`); it takes effect on the account's next
/// call. Answers the account as it is now; 409 when it would leave no
/// owner; 422 for a level that is not one of the five. Recorded in the
/// audit log.
#[utoipa::path(patch, path = "/admin/admins/{id}", tag = "admins",
    params(("id" = i32, Path)), request_body = AccessBody,
    responses((status = 200, body = AdminView), (status = 409, body = ErrorBody)))]
pub async fn set_access(
    AdminAt { state, id, .. }: AdminAt,
    ApiJson(body): ApiJson<AccessBody>,
) -> AppResult<(Extension<AuditAction>, Json<AdminView>)> {
    let Some(access) = body
        .access
        .as_deref()
        .map(str::trim)
        .and_then(Access::parse)
    else {
        return Err(FieldErrors::one(
            "access",
            "Choose owner, manager, sales, recruiter or editor.",
        )
        .into());
    };
    let (_, now) = admins::set_access(&state.db, id, access).await?;
    Ok((Extension(AuditAction::AccessChanged), Json(now.into())))
}
