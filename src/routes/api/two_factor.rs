//! Two-factor sign-in: the second step of a login (`/admin/login/2fa`), and
//! enrolment (`/admin/2fa/…`) from the administrator area or, when
//! `REQUIRE_2FA` is on, straight after the password. Between the password
//! and the code the browser session holds a pending sign-in for five
//! minutes; no login exists until the second step succeeds.
use axum::{extract::State, Json};
use chrono::Utc;
use serde::{Deserialize, Serialize};
use tower_sessions::Session;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    account::password_checked,
    sign_in::{LoginResponse, SignIn},
};
use crate::{
    auth::{password, Admin, MaybeAdmin},
    domain::DomainError,
    entities::admin,
    error::{AppError, AppResult, ErrorBody},
    extract::ApiJson,
    services::{admins, two_factor},
    state::AppState,
};

pub fn router() -> OpenApiRouter<AppState> {
    super::resource([
        routes!(second_step),
        routes!(status),
        routes!(setup),
        routes!(enable),
        routes!(disable),
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
            admin_id: admin.user_id,
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

fn code_of(body: CodeBody) -> AppResult<String> {
    body.code
        .map(|c| c.trim().to_owned())
        .filter(|c| !c.is_empty() && c.chars().count() <= 32)
        .ok_or_else(|| AppError::validation("code", "Enter the code."))
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
    let code = code_of(body)?;
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
        recovery_codes_left: two_factor::codes_left(&state.db, user.admin.user_id).await?,
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

/// Start setting up two-step sign-in
///
/// A new secret with its `otpauth://` address and QR code for an
/// authenticator app. Nothing changes until /admin/2fa/enable gets the first
/// code. For a signed-in administrator, or one sent to enrol right after the
/// password step when `REQUIRE_2FA` is on; 409 when it is already on.
#[utoipa::path(post, path = "/admin/2fa/setup", tag = "account",
    responses((status = 200, body = EnrolmentView),
              (status = 409, body = ErrorBody)))]
pub async fn setup(
    State(state): State<AppState>,
    session: Session,
    MaybeAdmin(user): MaybeAdmin,
) -> AppResult<Json<EnrolmentView>> {
    let (admin, _) = enroller(&state, &session, user).await?;
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

/// Turn two-step sign-in on
///
/// Finishes the set-up with the app's first code and answers the ten recovery
/// codes, this once. When it finishes a sign-in that `REQUIRE_2FA` sent to
/// enrolment, the sign-in completes too. 409 when no set-up was started.
#[utoipa::path(post, path = "/admin/2fa/enable", tag = "account", request_body = CodeBody,
    responses((status = 200, body = Enabled),
              (status = 409, body = ErrorBody)))]
pub async fn enable(
    signin: SignIn,
    MaybeAdmin(user): MaybeAdmin,
    ApiJson(body): ApiJson<CodeBody>,
) -> AppResult<Json<Enabled>> {
    let (state, session) = (&signin.state, &signin.session);
    let code = code_of(body)?;
    let (admin, signing_in) = enroller(state, session, user).await?;
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

#[derive(Deserialize, ToSchema)]
pub struct DisableBody {
    pub password: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct Disabled {
    pub message: String,
}

/// Turn two-step sign-in off
///
/// Needs your password; a wrong one counts against your e-mail's sign-in
/// limit (429 past it). Administrators only; 409 while `REQUIRE_2FA` is on.
#[utoipa::path(post, path = "/admin/2fa/disable", tag = "account", request_body = DisableBody,
    responses((status = 200, body = Disabled),
              (status = 409, body = ErrorBody),
              (status = 429, body = ErrorBody), (status = 503, body = ErrorBody)))]
pub async fn disable(
    Admin { state, user }: Admin,
    ApiJson(body): ApiJson<DisableBody>,
) -> AppResult<Json<Disabled>> {
    if state.config.require_2fa {
        return Err(AppError::Conflict(
            "Two-step sign-in is required on this site and cannot be turned off.".into(),
        ));
    }
    let pass = body.password.unwrap_or_default();
    if pass.is_empty() {
        return Err(AppError::validation("password", "Password is required."));
    }
    let hash = Some(user.admin.password_hash.clone());
    password_checked(&state, &user.admin.email, async {
        match password::verify(hash, pass).await? {
            true => Ok(()),
            false => Err(DomainError::invalid(
                "password",
                "The password is not correct.",
            )),
        }
    })
    .await??;
    two_factor::disable(&state.db, user.admin.user_id).await?;
    Ok(Json(Disabled {
        message: "Two-step sign-in is off.".into(),
    }))
}
