//! Two-factor sign-in: the second step of a login (`/admin/login/2fa`), and
//! enrolment (`/admin/2fa/…`) from the administrator area or, when
//! `REQUIRE_2FA` is on, straight after the password. Between the password
//! and the code the browser session holds a pending sign-in for five
//! minutes; no login exists until the second step succeeds.
//!
//! Changing the second factor needs the current password (re-authentication,
//! so a stolen session or token cannot enrol the thief's app and lock the
//! owner out): setting it up, turning it on and turning it off each check
//! it, under the login limit of the administrator's e-mail. Enrolment
//! straight after the password (`REQUIRE_2FA`) asks for none: the password
//! was given moments before, in that same pending sign-in. An administrator
//! who lost their phone and recovery codes is helped by a colleague, who
//! resets their two-step sign-in (`/admin/admins/{id}/2fa/reset`,
//! recorded in the audit log); that ends every session of theirs.
use axum::{extract::State, Extension, Json};
use chrono::Utc;
use serde::{Deserialize, Serialize};
use tower_sessions::Session;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    account::password_checked,
    sign_in::{LoginResponse, SignIn},
    AdminAt,
};
use crate::{
    auth::{Admin, MaybeAdmin},
    domain::{audit::AuditAction, DomainError, FieldErrors},
    entities::admin,
    error::{AppError, AppResult, ErrorBody},
    extract::ApiJson,
    services::people::{admins, password, two_factor},
    state::AppState,
};

pub fn router() -> OpenApiRouter<AppState> {
    super::resource([
        routes!(second_step),
        routes!(status),
        routes!(setup),
        routes!(enable),
        routes!(disable),
        routes!(reset),
        routes!(enabled_admins),
    ])
}

const PENDING_KEY: &str = "pending_2fa";
const PENDING_SECONDS: i64 = 300;

/// A sign-in whose password was right, waiting for its second step.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Pending {
    admin_id: i32,
    until: i64,
    /// True when the administrator has no second factor yet and must enrol.
    enrol: bool,
}

/// What a right password answers (202) when a second step is needed.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SecondStep {
    /// "code": enter the authenticator app's code (or a recovery code);
    /// "enrol": set up an authenticator app first (`REQUIRE_2FA`).
    pub two_factor: String,
    pub message: String,
}

impl Pending {
    pub async fn start(
        session: &Session,
        admin: &admin::Model,
        required: bool,
    ) -> AppResult<SecondStep> {
        let enrol = admin.totp_secret.is_none() && required;
        let pending = Pending {
            admin_id: admin.id,
            until: Utc::now().timestamp() + PENDING_SECONDS,
            enrol,
        };
        session.cycle_id().await?;
        let step = pending.step();
        session.insert(PENDING_KEY, pending).await?;
        Ok(step)
    }

    /// What the administrator is asked for next.
    fn step(&self) -> SecondStep {
        if self.enrol {
            SecondStep {
                two_factor: "enrol".into(),
                message:
                    "Two-step sign-in is required here. Set up an authenticator app to continue."
                        .into(),
            }
        } else {
            SecondStep {
                two_factor: "code".into(),
                message: "Enter the 6-digit code from your authenticator app, or a recovery code."
                    .into(),
            }
        }
    }

    /// The live pending sign-in of this session, with its administrator.
    async fn find(
        state: &AppState,
        session: &Session,
    ) -> AppResult<Option<(Pending, admin::Model)>> {
        let Some(p) = session.get::<Pending>(PENDING_KEY).await? else {
            return Ok(None);
        };
        if p.until < Utc::now().timestamp() {
            session.remove::<Pending>(PENDING_KEY).await?;
            return Ok(None);
        }
        Ok(admins::get(&state.db, p.admin_id).await?.map(|a| (p, a)))
    }
}

fn expired() -> AppError {
    AppError::Unauthorized("Your sign-in has expired. Enter your e-mail and password again.".into())
}

#[derive(Deserialize, ToSchema)]
pub struct CodeBody {
    pub code: Option<String>,
}

fn code_of(code: Option<String>) -> Result<String, FieldErrors> {
    code.map(|c| c.trim().to_owned())
        .filter(|c| !c.is_empty() && c.chars().count() <= 32)
        .ok_or_else(|| FieldErrors::one("code", "Enter the code."))
}

/// Send the two-step code
///
/// The second step of a sign-in, in the browser session whose password step
/// answered 202: a six-digit code from the authenticator app (each works
/// once) or an unused recovery code. A right code signs in as /admin/login
/// does; a wrong one answers 401 and counts against the same limits as a
/// wrong password (429 past them). Answers 409 while the administrator still
/// has to enrol an app first.
#[utoipa::path(post, path = "/admin/login/2fa", tag = "auth", request_body = CodeBody,
    responses((status = 200, body = LoginResponse),
              (status = 409, body = ErrorBody),
              (status = 429, body = ErrorBody)))]
pub async fn second_step(
    signin: SignIn,
    ApiJson(body): ApiJson<CodeBody>,
) -> AppResult<Json<LoginResponse>> {
    Ok(Json(code_step(&signin, body).await?))
}

/// The code step of a sign-in, for the API and for the sign-in page's own
/// form (which works without JavaScript).
pub async fn code_step(signin: &SignIn, body: CodeBody) -> AppResult<LoginResponse> {
    let (state, session) = (&signin.state, &signin.session);
    let code = code_of(body.code)?;
    let Some((pending, admin)) = Pending::find(state, session).await? else {
        return Err(expired());
    };
    if pending.enrol {
        return Err(AppError::Conflict(
            "Set up two-step sign-in first: there is no code to check yet.".into(),
        ));
    }
    let issuer = &state.config.site.product_name;
    signin
        .check(&admin.email, "That code is not right.", async {
            Ok(two_factor::verify(&state.db, &admin, issuer, &code)
                .await?
                .then_some(()))
        })
        .await?;
    session.remove::<Pending>(PENDING_KEY).await?;
    signin.complete(&admin).await
}

/// The second step this browser's sign-in waits for, if any: what the
/// sign-in page shows after a right password.
pub async fn waiting_step(state: &AppState, session: &Session) -> AppResult<Option<SecondStep>> {
    Ok(Pending::find(state, session)
        .await?
        .map(|(pending, _)| pending.step()))
}

/// Who may enrol: a signed-in administrator, or one between password and
/// enrolment when `REQUIRE_2FA` sends them there.
async fn enroller(
    state: &AppState,
    session: &Session,
    user: Option<crate::auth::AdminUser>,
) -> AppResult<(admin::Model, bool)> {
    if let Some(user) = user {
        return Ok((user.admin, false));
    }
    match Pending::find(state, session).await? {
        Some((p, admin)) if p.enrol => Ok((admin, true)),
        _ => Err(AppError::unauthorized()),
    }
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TwoFactorStatus {
    pub enabled: bool,
    /// Unused recovery codes.
    pub recovery_codes_left: u64,
    /// True when `REQUIRE_2FA` is on (it cannot be turned off then).
    pub required: bool,
}

/// Read your two-step sign-in state
///
/// Whether two-step sign-in is on for you, how many recovery codes are left
/// unused, and whether the site requires it (`REQUIRE_2FA`). Administrators
/// only.
#[utoipa::path(get, path = "/admin/2fa", tag = "account",
    responses((status = 200, body = TwoFactorStatus)))]
pub async fn status(Admin { state, user }: Admin) -> AppResult<Json<TwoFactorStatus>> {
    Ok(Json(TwoFactorStatus {
        enabled: user.admin.totp_secret.is_some(),
        recovery_codes_left: two_factor::codes_left(&state.db, user.admin.id).await?,
        required: state.config.require_2fa,
    }))
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EnrolmentView {
    /// The secret in base32, for typing into an app by hand.
    pub secret: String,
    pub otpauth_url: String,
    /// The otpauth address as a QR code, an SVG document.
    pub qr_svg: String,
}

/// Starts setting up two-step sign-in.
///
/// Answers a new secret and its QR code; nothing changes until
/// /admin/2fa/enable gets the app's first code. A signed-in administrator
/// gives their current password (422 at `password` when it is missing or
/// wrong; a wrong one counts against the login limit of their e-mail, 429
/// past it); enrolment straight after the password (`REQUIRE_2FA`) needs
/// none.
#[utoipa::path(post, path = "/admin/2fa/setup", tag = "account", request_body = PasswordBody,
    responses((status = 200, body = EnrolmentView),
              (status = 409, body = ErrorBody),
              (status = 429, body = ErrorBody), (status = 503, body = ErrorBody)))]
pub async fn setup(
    State(state): State<AppState>,
    session: Session,
    MaybeAdmin(user): MaybeAdmin,
    ApiJson(body): ApiJson<PasswordBody>,
) -> AppResult<Json<EnrolmentView>> {
    let (admin, signing_in) = enroller(&state, &session, user).await?;
    if !signing_in {
        confirm_password(&state, &admin, body.password).await?;
    }
    let e = two_factor::begin(&state.db, &admin, &state.config.site.product_name).await?;
    Ok(Json(EnrolmentView {
        secret: e.secret,
        otpauth_url: e.otpauth_url,
        qr_svg: e.qr_svg,
    }))
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Enabled {
    /// Ten single-use recovery codes, shown this once.
    pub recovery_codes: Vec<String>,
    /// True when this also finished a sign-in (enrolment after the password).
    pub signed_in: bool,
}

/// The app's first code and, for a signed-in administrator, their
/// current password.
#[derive(Deserialize, ToSchema)]
pub struct EnableBody {
    pub code: Option<String>,
    pub password: Option<String>,
}

/// Turns two-step sign-in on.
///
/// Takes the app's first code after /admin/2fa/setup and answers the ten
/// recovery codes, this once. A signed-in administrator gives their current
/// password too (422 at `password` when it is missing or wrong, counted
/// against the login limit of their e-mail); enrolment straight after the
/// password (`REQUIRE_2FA`) needs none, and finishes that sign-in.
#[utoipa::path(post, path = "/admin/2fa/enable", tag = "account", request_body = EnableBody,
    responses((status = 200, body = Enabled),
              (status = 409, body = ErrorBody),
              (status = 429, body = ErrorBody), (status = 503, body = ErrorBody)))]
pub async fn enable(
    signin: SignIn,
    MaybeAdmin(user): MaybeAdmin,
    ApiJson(body): ApiJson<EnableBody>,
) -> AppResult<Json<Enabled>> {
    let (state, session) = (&signin.state, &signin.session);
    let (admin, signing_in) = enroller(state, session, user).await?;
    let mut e = FieldErrors::default();
    let code = e.check(code_of(body.code));
    if !signing_in {
        e.check(password_of(body.password.clone()));
    }
    let (Some(code), true) = (code, e.is_empty()) else {
        return Err(e.into());
    };
    if !signing_in {
        confirm_password(state, &admin, body.password).await?;
    }
    let issuer = &state.config.site.product_name;
    let codes = two_factor::enable(&state.db, &admin, issuer, &code).await?;
    if signing_in {
        session.remove::<Pending>(PENDING_KEY).await?;
        signin.complete(&admin).await?;
    }
    Ok(Json(Enabled {
        recovery_codes: codes,
        signed_in: signing_in,
    }))
}

/// The administrator's current password.
#[derive(Deserialize, ToSchema)]
pub struct PasswordBody {
    pub password: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct Disabled {
    pub message: String,
}

/// The password as typed; none or an empty one is refused at `password`.
fn password_of(password: Option<String>) -> Result<String, FieldErrors> {
    password
        .filter(|p| !p.is_empty())
        .ok_or_else(|| FieldErrors::one("password", "Password is required."))
}

/// Checks the administrator's current password before their second factor
/// changes: 422 at `password` when it is missing or wrong. The hash is
/// checked off the async workers, and a wrong password counts against the
/// login limit of their e-mail (429 past it), as a failed login does.
async fn confirm_password(
    state: &AppState,
    admin: &admin::Model,
    password: Option<String>,
) -> AppResult<()> {
    let pass = password_of(password)?;
    let hash = Some(admin.password_hash.clone());
    password_checked(state, &admin.email, async {
        match password::verify(hash, pass).await? {
            true => Ok(()),
            false => Err(DomainError::invalid(
                "password",
                "The password is not correct.",
            )),
        }
    })
    .await??;
    Ok(())
}

/// Turns two-step sign-in off.
///
/// Your current password is required (422 at `password` when it is missing
/// or wrong, counted against the login limit of your e-mail); refused while
/// `REQUIRE_2FA` is on.
#[utoipa::path(post, path = "/admin/2fa/disable", tag = "account", request_body = PasswordBody,
    responses((status = 200, body = Disabled),
              (status = 409, body = ErrorBody),
              (status = 429, body = ErrorBody), (status = 503, body = ErrorBody)))]
pub async fn disable(
    Admin { state, user }: Admin,
    ApiJson(body): ApiJson<PasswordBody>,
) -> AppResult<Json<Disabled>> {
    if state.config.require_2fa {
        return Err(AppError::Conflict(
            "Two-step sign-in is required on this site and cannot be turned off.".into(),
        ));
    }
    confirm_password(&state, &user.admin, body.password).await?;
    two_factor::disable(&state.db, user.admin.id).await?;
    Ok(Json(Disabled {
        message: "Two-step sign-in is off.".into(),
    }))
}

/// What a colleague's reset did.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TwoFactorReset {
    pub message: String,
    /// How many of the colleague's sessions were ended.
    pub ended_sessions: u64,
}

/// Resets a colleague's two-step sign-in.
///
/// For an administrator who lost their phone and their recovery codes: their
/// authenticator app and recovery codes are forgotten and every session of
/// theirs ends, so they next sign in with their password alone (and set up
/// an app again, at once when `REQUIRE_2FA` is on). Recorded in the audit
/// log as "Two-step sign-in reset". 409 for your own account (turn yours
/// off under Your account, with your password) and for a colleague who
/// has not turned it on.
#[utoipa::path(post, path = "/admin/admins/{id}/2fa/reset", tag = "admins",
    params(("id" = i32, Path)),
    responses((status = 200, body = TwoFactorReset),
              (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
pub async fn reset(
    AdminAt { state, user, id }: AdminAt,
) -> AppResult<(Extension<AuditAction>, Json<TwoFactorReset>)> {
    let ended = two_factor::reset(&state.db, id, user.admin.id).await?;
    tracing::info!(
        user_id = id,
        by = user.admin.id,
        ended,
        "an administrator reset a colleague's two-step sign-in"
    );
    Ok((
        Extension(AuditAction::TwoFactorReset),
        Json(TwoFactorReset {
            message: "Two-step sign-in reset: they sign in with their password alone now.".into(),
            ended_sessions: ended,
        }),
    ))
}

/// Which administrators have two-step sign-in on.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminTwoFactor {
    /// The administrator's id.
    pub id: i32,
    pub enabled: bool,
}

/// Whether each administrator has two-step sign-in on.
///
/// One entry per administrator, in the order of /admin/getalla, so the
/// administrators screen can offer a colleague's reset where there is
/// something to reset.
#[utoipa::path(get, path = "/admin/admins/two-factor", tag = "admins",
    responses((status = 200, body = Vec<AdminTwoFactor>)))]
pub async fn enabled_admins(Admin { state, .. }: Admin) -> AppResult<Json<Vec<AdminTwoFactor>>> {
    Ok(Json(AdminTwoFactor::all(&admins::list(&state.db).await?)))
}

impl AdminTwoFactor {
    /// One per administrator of `list`, in its order.
    pub fn all(list: &[admin::Model]) -> Vec<Self> {
        list.iter()
            .map(|a| Self {
                id: a.id,
                enabled: a.totp_secret.is_some(),
            })
            .collect()
    }
}
