//! The `AdminUser` extractor: a live login found through the bearer token or
//! the cookie session, else 401; and 403 for an API call the account's
//! access level may not make (`super::access`, the one place that says
//! so). `Admin` is the same with the state, for administrator calls;
//! `MaybeAdmin` is the optional form for pages and for the calls visitors
//! may make too (a level without the call's area is answered as a
//! visitor there).
use std::net::{IpAddr, SocketAddr};

use axum::{
    extract::{ConnectInfo, FromRequestParts},
    http::{header, request::Parts, HeaderMap},
};
use tower_sessions::Session;

use super::{
    access::{self, Verdict},
    audit::ActorSlot,
};
use crate::{
    entities::admin,
    error::AppError,
    services::people::logins::{self, Key},
    state::AppState,
};

/// Where the cookie session keeps the id of its login row.
pub const SESSION_LOGIN_KEY: &str = "login_id";

#[derive(Clone, Debug)]
pub struct AdminUser {
    pub admin: admin::Model,
    pub login_id: i32,
    /// True when authenticated by `Authorization: Bearer`, not the cookie.
    pub via_token: bool,
}

pub struct MaybeAdmin(pub Option<AdminUser>);

/// An administrator's call: the application's state with the signed-in
/// administrator (401 without a live login). Administrator handlers take
/// their state through it, so none reaches the data unchecked.
pub struct Admin {
    pub state: AppState,
    pub user: AdminUser,
}

fn bearer(headers: &HeaderMap) -> Option<&str> {
    let value = headers.get(header::AUTHORIZATION)?.to_str().ok()?;
    let (scheme, token) = value.split_once(' ')?;
    scheme.eq_ignore_ascii_case("bearer").then(|| token.trim())
}

async fn find(parts: &mut Parts, state: &AppState) -> Result<Option<AdminUser>, AppError> {
    let found = resolve(parts, state).await?;
    // A write request carries the audit log's slot for who made it.
    if let (Some(user), Some(slot)) = (&found, parts.extensions.get::<ActorSlot>()) {
        slot.set(&user.admin);
    }
    Ok(found)
}

async fn resolve(parts: &mut Parts, state: &AppState) -> Result<Option<AdminUser>, AppError> {
    if let Some(token) = bearer(&parts.headers) {
        let found = logins::resolve(&state.db, &state.config, Key::Token(token)).await?;
        return Ok(found.map(|(admin, login)| AdminUser {
            admin,
            login_id: login.id,
            via_token: true,
        }));
    }
    let Ok(session) = Session::from_request_parts(parts, state).await else {
        return Ok(None);
    };
    let Some(login_id) = session.get::<i32>(SESSION_LOGIN_KEY).await? else {
        return Ok(None);
    };
    match logins::resolve(&state.db, &state.config, Key::Id(login_id)).await? {
        Some((admin, login)) => Ok(Some(AdminUser {
            admin,
            login_id: login.id,
            via_token: false,
        })),
        None => {
            // The login ended (logout elsewhere, expiry, admin deleted).
            session.flush().await?;
            Ok(None)
        }
    }
}

/// The account if its level may make the request; `None` when only
/// visitors' answer is open to it; 403 when not even that.
fn judged(parts: &Parts, user: AdminUser) -> Result<Option<AdminUser>, AppError> {
    Ok(
        match access::judge(user.admin.access, &parts.method, parts.uri.path())? {
            Verdict::Admit => Some(user),
            Verdict::AsVisitor => None,
        },
    )
}

impl FromRequestParts<AppState> for AdminUser {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, AppError> {
        let user = find(parts, state)
            .await?
            .ok_or_else(AppError::unauthorized)?;
        match judged(parts, user)? {
            Some(user) => Ok(user),
            None => Err(access::refused()),
        }
    }
}

impl FromRequestParts<AppState> for Admin {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, AppError> {
        Ok(Admin {
            user: AdminUser::from_request_parts(parts, state).await?,
            state: state.clone(),
        })
    }
}

impl FromRequestParts<AppState> for MaybeAdmin {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, AppError> {
        Ok(MaybeAdmin(match find(parts, state).await? {
            Some(user) => judged(parts, user)?,
            None => None,
        }))
    }
}

/// The client's address: the socket's, or the first X-Forwarded-For entry
/// when the configuration says a trusted proxy sets it.
pub fn client_ip(parts: &Parts, trust_proxy_headers: bool) -> String {
    client_ip_of(&parts.headers, &parts.extensions, trust_proxy_headers)
}

/// `client_ip` from a request's headers and extensions, for a layer that
/// holds the whole request.
pub fn client_ip_of(
    headers: &axum::http::HeaderMap,
    extensions: &axum::http::Extensions,
    trust_proxy_headers: bool,
) -> String {
    client_addr_of(headers, extensions, trust_proxy_headers)
        .map_or_else(|| "unknown".into(), |ip| ip.to_string())
}

/// `client_ip_of` before it is written out (`None` is "unknown"): what a
/// page view keeps without copying anything.
#[inline]
pub fn client_addr_of(
    headers: &axum::http::HeaderMap,
    extensions: &axum::http::Extensions,
    trust_proxy_headers: bool,
) -> Option<IpAddr> {
    if trust_proxy_headers {
        if let Some(ip) = forwarded_for(headers) {
            return Some(ip);
        }
    }
    extensions
        .get::<ConnectInfo<SocketAddr>>()
        .map(|ci| ci.0.ip())
}

/// The first address of `X-Forwarded-For` (out of line: read only behind
/// a proxy we trust, and `client_addr_of` is on every page's request).
#[inline(never)]
fn forwarded_for(headers: &axum::http::HeaderMap) -> Option<IpAddr> {
    headers
        .get("x-forwarded-for")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.split(',').next())
        .and_then(|v| v.trim().parse::<IpAddr>().ok())
}

/// The client address as an extractor.
pub struct ClientIp(pub String);

impl FromRequestParts<AppState> for ClientIp {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        Ok(ClientIp(client_ip(parts, state.config.trust_proxy_headers)))
    }
}
