//! The JSON API, one file per resource. Each file declares its calls with
//! `#[utoipa::path]` and registers them with `routes!`, so a call's path and
//! method are written once and the router and `/api/openapi.json` cannot
//! drift apart. Each resource's `router()` registers the product's calls
//! (`/admin/<resource>[/{id}[/<part>]]`); `original` answers the original
//! client's paths as a thin adapter over them, and nothing else depends on
//! it.
//!
//! A handler does three things, each in one place: it parses the request
//! body into a domain command (the only place where JSON field names meet
//! validation), calls one service, and shapes the answer with
//! `routes::wire`. Access is deny-by-default: every handler that is not
//! public takes its state through `Admin`, which answers 401 without a live
//! login.
use std::{convert::Infallible, sync::OnceLock};

use axum::{
    body::Body,
    extract::FromRequestParts,
    http::{header, request::Parts, HeaderValue, StatusCode},
    response::{IntoResponse, Response},
    Json, Router,
};
use serde::Serialize;
use utoipa::{Modify, OpenApi};
use utoipa_axum::router::{OpenApiRouter, UtoipaMethodRouter};

use crate::{
    auth::{Admin, AdminUser, ClientIp},
    domain::{attribution::Trail, language::Language, DomainResult, Rejected},
    error::{AppError, AppResult},
    extract::ApiPath,
    services::{
        leads::{Submission, HONEYPOT_REASON},
        operations::throttle::Refused,
    },
    state::AppState,
    trail::TrailSettings,
};

pub mod account;
pub mod ad_files;
pub mod analytics;
pub mod audit;
pub mod auth;
pub mod backups;
pub mod careers;
pub mod catalogue;
pub mod content;
pub mod enquiries;
pub mod export;
pub mod invoices;
pub mod leads;
pub mod mail;
pub mod media;
pub mod openapi;
pub mod original;
pub mod params;
pub mod people;
pub mod products;
pub mod quotes;
pub mod receivables;
pub mod sign_in;
pub mod today;
pub mod two_factor;
pub mod webhooks;

/// Every API call with its OpenAPI description.
fn documented() -> OpenApiRouter<AppState> {
    OpenApiRouter::with_openapi(openapi::ApiDoc::openapi())
        .merge(original::router())
        .merge(original::in_its_shapes())
        .merge(auth::router())
        .merge(catalogue::router())
        .merge(enquiries::router())
        .merge(account::router())
        .merge(audit::router())
        .merge(two_factor::router())
        .merge(leads::router())
        .merge(export::router())
        .merge(careers::router())
        .merge(products::router())
        .merge(mail::router())
        .merge(backups::router())
        .merge(content::router())
        .merge(media::router())
        .merge(quotes::router())
        .merge(invoices::router())
        .merge(receivables::router())
        .merge(webhooks::router())
        .merge(people::router())
        .merge(today::router())
        .merge(ad_files::router())
        .merge(analytics::router())
}

/// A resource's router: each `routes!(handler)` (or `routes!(a, b)` for
/// handlers of one path) is served at the method and path that its
/// `#[utoipa::path]` names.
fn resource<const N: usize>(calls: [UtoipaMethodRouter<AppState>; N]) -> OpenApiRouter<AppState> {
    calls
        .into_iter()
        .fold(OpenApiRouter::new(), OpenApiRouter::routes)
}

pub fn router() -> Router<AppState> {
    let (router, _) = documented().split_for_parts();
    router.merge(openapi::router())
}

/// The OpenAPI document of every call, built once.
pub fn document() -> &'static utoipa::openapi::OpenApi {
    static DOC: OnceLock<utoipa::openapi::OpenApi> = OnceLock::new();
    DOC.get_or_init(|| {
        let mut doc = documented().split_for_parts().1;
        openapi::UniqueOperationIds.modify(&mut doc);
        openapi::ErrorAnswers.modify(&mut doc);
        openapi::OriginalClient(original::router().split_for_parts().1).modify(&mut doc);
        doc
    })
}

/// The answer to an attempt a throttle refused: 429 with `Retry-After`
/// when the limit is reached, saying `what`; 500 when the counter could
/// not be kept.
pub(crate) fn refused(what: &str) -> impl FnOnce(Refused) -> AppError + '_ {
    move |r| match r {
        Refused::Limited(wait) => AppError::throttled(what, wait),
        Refused::Storage(e) => e.into(),
    }
}

/// 201 Created with the new record.
pub struct Created<T>(pub T);

impl<T: Serialize> IntoResponse for Created<T> {
    fn into_response(self) -> Response {
        (StatusCode::CREATED, Json(self.0)).into_response()
    }
}

/// One of the API's public reads (`paths::PUBLIC_JSON_READS`): the same
/// for every visitor, so it is marked `no-cache` (kept by the page cache
/// and revalidated with its ETag) instead of the API's `no-store`.
pub struct Shared<T>(pub T);

impl<T: Serialize> IntoResponse for Shared<T> {
    fn into_response(self) -> Response {
        (
            [(
                axum::http::header::CACHE_CONTROL,
                axum::http::HeaderValue::from_static("no-cache"),
            )],
            Json(self.0),
        )
            .into_response()
    }
}

/// 204 No Content once a delete is done.
/// A file the administrators' calls answer (an export, a PDF): its type,
/// its name (to save it, or to show it in the browser when not
/// `download`), and never kept by a cache, since it holds the business's
/// or a person's data. A name that cannot be a header value is left out.
pub(crate) fn file_answer(
    content_type: &'static str,
    name: &str,
    download: bool,
    body: impl Into<Body>,
) -> Response {
    let disposition = format!(
        "{}; filename=\"{name}\"",
        if download { "attachment" } else { "inline" }
    );
    let mut res = body.into().into_response();
    let h = res.headers_mut();
    h.insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type));
    h.insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static("private, no-store"),
    );
    if let Ok(v) = HeaderValue::from_str(&disposition) {
        h.insert(header::CONTENT_DISPOSITION, v);
    }
    res
}

pub(crate) fn deleted(done: DomainResult<()>) -> AppResult<StatusCode> {
    done?;
    Ok(StatusCode::NO_CONTENT)
}

/// For PATCH: parses a value only when it was sent.
pub(crate) fn when_sent<V, T>(
    value: Option<V>,
    parse: impl FnOnce(Option<V>) -> Result<T, Rejected>,
) -> Result<Option<T>, Rejected> {
    value.map(|v| parse(Some(v))).transpose()
}

/// Admits a public form's submission from `ip`: it counts against the
/// address's limit (`FORM_RATE_LIMIT` per 10 min), whatever its outcome;
/// a filled honeypot holds the lead as spam (it is still answered like a
/// success, so a bot learns nothing).
pub(crate) async fn admitted(
    state: &AppState,
    sender: &Sender,
    honeypot: &Option<String>,
    language: Language,
) -> AppResult<Submission> {
    let ip = &sender.ip;
    state
        .throttles
        .forms
        .try_acquire(&crate::services::operations::throttle::address_key(ip))
        .await
        // The hit is kept: a submission counts whatever its outcome.
        .map(|_kept| ())
        .map_err(refused("Too many submissions from your network."))?;
    Ok(Submission {
        client: ip.to_owned(),
        spam_reason: is_bot(honeypot).then(|| HONEYPOT_REASON.to_owned()),
        notice_version: Some(crate::domain::lead::NOTICE_VERSION.to_owned()),
        trail: state.config.analytics.then(|| sender.trail.clone()),
        language,
    })
}

/// Who sends a public form: the client's address, and the trail of touches
/// their browser brought in its cookie (`crate::trail`).
pub struct Sender {
    pub ip: String,
    pub trail: Trail,
}

impl FromRequestParts<AppState> for Sender {
    type Rejection = Infallible;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Infallible> {
        let Ok(ClientIp(ip)) = ClientIp::from_request_parts(parts, state).await;
        let trail = TrailSettings::new(&state.config).of_request(&parts.headers);
        Ok(Self { ip, trail })
    }
}

/// A public submission as the service stored it: its mail goes out now.
pub(crate) fn taken<M, V: From<M>>(state: &AppState, stored: DomainResult<M>) -> AppResult<V> {
    let stored = stored?;
    state.mail_wake.notify_one();
    Ok(stored.into())
}

/// An administrator's call on one record: who calls, the state, and the
/// record's id, the path's one parameter (not a number: a 400 in the API's
/// shape). The OpenAPI document names the parameter as the route does.
pub struct AdminAt {
    pub state: AppState,
    pub user: AdminUser,
    pub id: i32,
}

impl FromRequestParts<AppState> for AdminAt {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, AppError> {
        let Admin { state, user } = Admin::from_request_parts(parts, state).await?;
        let ApiPath(id) = ApiPath::<i32>::from_request_parts(parts, &state).await?;
        Ok(Self { state, user, id })
    }
}

/// True when the hidden honeypot field was filled in (a bot).
fn is_bot(honeypot: &Option<String>) -> bool {
    honeypot.as_deref().is_some_and(|v| !v.trim().is_empty())
}

#[cfg(test)]
mod tests {
    use axum::http::Method;

    use crate::auth::access::area_of;

    /// Every administrator call of the OpenAPI document falls in an area
    /// the guard's table names, so none is the owner's alone by an
    /// oversight (a lead desk's `{kind}` is tried with both kinds).
    #[test]
    fn every_documented_call_has_its_area() {
        for (path, item) in super::document().paths.paths.iter() {
            if !path.starts_with("/admin/") {
                continue;
            }
            for kind in ["enquiries", "applications"] {
                let concrete = path.replace("{kind}", kind).replace(['{', '}'], "");
                for (method, op) in [
                    (Method::GET, &item.get),
                    (Method::POST, &item.post),
                    (Method::PUT, &item.put),
                    (Method::PATCH, &item.patch),
                    (Method::DELETE, &item.delete),
                ] {
                    if op.is_some() {
                        assert!(
                            area_of(&method, &concrete).is_some(),
                            "{method} {path} has no area"
                        );
                    }
                }
            }
        }
    }
}
