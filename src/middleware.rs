//! The middleware every request passes through, outermost first: the
//! request id and its trace span, the page cache (`app_service`), then,
//! for what the cache does not answer, panics, compression, security
//! headers, body limits, sessions, CSRF and the audit of writes
//! (`app_router`). Inside the router each call runs in a span naming its
//! route and the ids in its path (`call_span`), so anything logged while
//! it runs, a server error above all, says which call and which record;
//! the same layer writes the route on the answer for the metrics.
use std::{convert::Infallible, sync::Arc};

use axum::{
    body::{Body, HttpBody},
    extract::{
        rejection::RawPathParamsRejection, DefaultBodyLimit, MatchedPath, RawPathParams, Request,
        State,
    },
    http::{header, HeaderMap, HeaderName, HeaderValue, Response as HttpResponse, StatusCode},
    middleware::{self, Next},
    response::{IntoResponse, Response},
    BoxError, Extension, Router,
};
use bytes::Bytes;
use tower::{Service, ServiceBuilder};
use tower_http::{
    catch_panic::CatchPanicLayer,
    compression::{CompressionLayer, CompressionLevel},
    request_id::{MakeRequestId, PropagateRequestIdLayer, RequestId, SetRequestIdLayer},
    timeout::RequestBodyTimeoutLayer,
    trace::TraceLayer,
};
use tower_sessions::{cookie::SameSite, Expiry, SessionManagerLayer};
use tracing::Instrument;

use crate::{
    auth::{audit, csrf, session_store::AnyStore},
    cache::{layer::PageCacheLayer, PageCache},
    config::Config,
    error::AppError,
    extract::BODY_LIMIT,
    metrics::ROUTE_HEADER,
    routes::pages::affiliate::{GoLayer, Redirects},
    state::AppState,
    visits::{VisitCounter, VisitsLayer},
};

pub fn session_layer(config: &Config, store: AnyStore) -> SessionManagerLayer<AnyStore> {
    let https = config.site.is_https();
    SessionManagerLayer::new(store)
        .with_name(session_cookie_name(config))
        .with_http_only(true)
        .with_same_site(SameSite::Lax)
        .with_secure(https)
        .with_path("/")
        // The session is saved when a login writes its id, and lives as long
        // as a login may (the absolute lifetime). The idle clock belongs to
        // the login row, which every request touches (see `services::people::logins`).
        .with_expiry(Expiry::OnInactivity(time::Duration::hours(
            config.session.absolute_hours.max(1),
        )))
}

/// `__Host-` prefixed when the site is served over HTTPS.
pub fn session_cookie_name(config: &Config) -> &'static str {
    if config.site.is_https() {
        "__Host-vanijya_session"
    } else {
        "vanijya_session"
    }
}

/// The application as served, outermost first: the request id, the trace,
/// the request id copied onto the answer, the metrics, the visit counter
/// with the visitor's trail (`crate::visits`, `crate::trail`), the
/// affiliate redirects, the page cache, then the router (`app_router`).
/// These wrap the router rather than being layered on its routes, so a
/// cached page is answered before any routing and without cloning the
/// stack below.
pub fn app_service(
    router: Router,
    pages: Arc<PageCache>,
    visits: Arc<VisitCounter>,
    redirects: Arc<Redirects>,
    config: &Config,
) -> impl Service<
    Request,
    Response = HttpResponse<impl HttpBody<Data = Bytes, Error: Into<BoxError>> + Send + 'static>,
    Error = Infallible,
    Future: Send + 'static,
> + Clone
       + Send
       + 'static {
    let request_id = HeaderName::from_static("x-request-id");
    ServiceBuilder::new()
        .map_request(fit_request_id)
        .layer(SetRequestIdLayer::new(request_id.clone(), RandomRequestId))
        .layer(
            TraceLayer::new_for_http().make_span_with(|req: &Request| {
                let id = req
                    .headers()
                    .get("x-request-id")
                    .and_then(|v| v.to_str().ok())
                    .unwrap_or("-");
                tracing::info_span!("request", method = %req.method(), path = %loggable_path(req.uri().path()), request_id = %id)
            })
            // A server error is logged once, by `AppError`, with its cause.
            .on_failure(()),
        )
        .layer(PropagateRequestIdLayer::new(request_id))
        .layer(middleware::from_fn(crate::metrics::track))
        .layer(VisitsLayer::new(visits))
        .layer(GoLayer::new(
            redirects,
            SecurityHeaders::new(config).every_answer,
        ))
        .layer(PageCacheLayer::new(pages))
        .service(router)
}

/// What the log says in place of a secret.
const REDACTED: &str = "[redacted]";

/// The path as the log gives it: a segment shaped like a private link's
/// token (64 hex digits, as a quote's link has) is left out, since whoever
/// reads it could answer the quote. The log is read by more people, and
/// kept longer, than the links are meant for.
fn loggable_path(path: &str) -> std::borrow::Cow<'_, str> {
    let secret =
        |segment: &str| segment.len() == 64 && segment.bytes().all(|b| b.is_ascii_hexdigit());
    if !path.split('/').any(secret) {
        return path.into();
    }
    path.split('/')
        .map(|segment| if secret(segment) { REDACTED } else { segment })
        .collect::<Vec<_>>()
        .join("/")
        .into()
}

/// The longest `X-Request-Id` a client may bring.
const REQUEST_ID_MAX: usize = 64;

/// Keeps a client's `X-Request-Id` only when it is a short token (1 to 64
/// letters, digits, `-`, `_`, `.`, `:`), as the ids proxies and tracing
/// systems make are; anything else is dropped and the request gets an id
/// of ours. The id is echoed in the answer and written in every log line,
/// so a client must not be able to put whatever it likes there.
fn fit_request_id(mut req: Request) -> Request {
    let fits = |v: &HeaderValue| {
        let b = v.as_bytes();
        !b.is_empty()
            && b.len() <= REQUEST_ID_MAX
            && b.iter()
                .all(|c| c.is_ascii_alphanumeric() || matches!(c, b'-' | b'_' | b'.' | b':'))
    };
    let headers = req.headers_mut();
    let all_fit = headers.get_all("x-request-id").iter().count() <= 1
        && headers.get("x-request-id").is_none_or(fits);
    if !all_fit {
        headers.remove("x-request-id");
    }
    req
}

/// A random (version 4) UUID for each request that brings no id, drawn from
/// the thread's generator rather than with a system call per request.
#[derive(Clone, Copy)]
struct RandomRequestId;

impl MakeRequestId for RandomRequestId {
    fn make_request_id<B>(&mut self, _: &Request<B>) -> Option<RequestId> {
        let id = uuid::Builder::from_random_bytes(rand::random()).into_uuid();
        let mut text = [0u8; uuid::fmt::Hyphenated::LENGTH];
        let text = id.hyphenated().encode_lower(&mut text);
        HeaderValue::from_str(text).ok().map(RequestId::new)
    }
}

/// `routes` (`routes::router()`) with the middleware of what the page cache does not answer,
/// outermost last: panics, compression (answers that already have a
/// Content-Encoding are left alone), security headers, body limits,
/// sessions (loaded lazily: only handlers that read the session touch the
/// store) and CSRF.
pub fn app_router(
    routes: Router<AppState>,
    state: AppState,
    store: AnyStore,
    redirects: Arc<Redirects>,
) -> Router {
    routes
        .layer(Extension(redirects))
        .layer(middleware::from_fn_with_state(
            state.clone(),
            audit::record_writes,
        ))
        .layer(middleware::from_fn_with_state(state.clone(), csrf::guard))
        .layer(session_layer(&state.config, store))
        .layer(DefaultBodyLimit::max(BODY_LIMIT))
        .layer(RequestBodyTimeoutLayer::new(
            state.config.http.body_timeout(),
        ))
        .layer(middleware::from_fn(refuse_oversized_bodies))
        .layer(middleware::from_fn_with_state(
            Arc::new(SecurityHeaders::new(&state.config)),
            security_headers,
        ))
        .layer(middleware::from_fn(compress_whole))
        // Only streamed answers (the CSV exports) reach this layer without a
        // Content-Encoding: gzip at its fastest level, whose state is a few
        // hundred KiB, never brotli's 4 MiB window.
        .layer(
            CompressionLayer::new()
                .no_br()
                .no_zstd()
                .no_deflate()
                .quality(CompressionLevel::Fastest),
        )
        .layer(CatchPanicLayer::custom(panic_response))
        .layer(middleware::from_fn(call_span))
        .with_state(state)
}

/// The largest answer `compress_whole` compresses in one piece.
const WHOLE_LIMIT: usize = 1024 * 1024;
/// Smaller answers go as they are: they fit in a packet or two already,
/// and setting up an encoder costs more than the bytes it saves.
const WHOLE_MIN: u64 = 1024;

/// Dynamic answers of a known length (JSON above all, and the pages the
/// cache does not keep) compressed in one piece at the fastest level, as
/// the client prefers: a brotli window no larger than the body and zstd
/// sized from it, so each answer's compression needs memory in proportion
/// to it. Streamed answers go on to the gzip layer outside.
async fn compress_whole(req: Request, next: Next) -> Response {
    let accept = req
        .headers()
        .get(header::ACCEPT_ENCODING)
        .and_then(|v| v.to_str().ok())
        .map(str::to_owned);
    let head = req.method() == axum::http::Method::HEAD;
    let res = next.run(req).await;
    let (Some(accept), false) = (accept, head) else {
        return res;
    };
    let h = res.headers();
    let textual = h.get(header::CONTENT_TYPE).is_some_and(|v| {
        let v = v.as_bytes();
        [
            &b"application/json"[..],
            b"text/",
            b"application/xml",
            b"application/atom+xml",
            b"image/svg+xml",
        ]
        .iter()
        .any(|p| v.starts_with(p))
    });
    let len = res.body().size_hint().exact();
    if !textual
        || h.contains_key(header::CONTENT_ENCODING)
        || !len.is_some_and(|n| (WHOLE_MIN..=WHOLE_LIMIT as u64).contains(&n))
    {
        return res;
    }
    let Some(coding) = crate::cache::negotiate::negotiate(Some(&accept), |_| true) else {
        let mut res = res;
        res.headers_mut()
            .append(header::VARY, HeaderValue::from_static("accept-encoding"));
        return res;
    };
    let (mut parts, body) = res.into_parts();
    let Ok(bytes) = axum::body::to_bytes(body, WHOLE_LIMIT).await else {
        return AppError::from(anyhow::anyhow!(
            "an answer could not be read for compression"
        ))
        .into_response();
    };
    let packed =
        crate::cache::compress::compress(coding, &bytes, crate::cache::compress::Strength::Fast);
    parts.headers.remove(header::CONTENT_LENGTH);
    parts.headers.insert(
        header::CONTENT_ENCODING,
        HeaderValue::from_static(coding.token()),
    );
    parts
        .headers
        .append(header::VARY, HeaderValue::from_static("accept-encoding"));
    Response::from_parts(parts, Body::from(packed))
}

/// Runs a call in a span naming its route and the ids in its path, e.g.
/// `call{route="/admin/leads/{kind}/{id}" params="kind=enquiries id=42"}`,
/// and writes the route on the answer for `metrics::track` (outermost in the
/// router, so the answers of the layers below it carry both). A request no
/// route matched passes as it is.
async fn call_span(
    path: Option<MatchedPath>,
    params: Result<RawPathParams, RawPathParamsRejection>,
    req: Request,
    next: Next,
) -> Response {
    let Some(path) = path else {
        return next.run(req).await;
    };
    let span = tracing::info_span!(
        "call",
        method = %req.method(),
        route = path.as_str(),
        params = tracing::field::Empty
    );
    let ids: Vec<String> = params
        .iter()
        .flat_map(|p| p.iter())
        .map(|(k, v)| match k {
            // A client's private link: whoever holds it can answer the quote.
            "token" => format!("{k}={REDACTED}"),
            _ => format!("{k}={v}"),
        })
        .collect();
    if !ids.is_empty() {
        span.record("params", ids.join(" "));
    }
    let mut res = next.run(req).instrument(span).await;
    if let Ok(route) = HeaderValue::from_str(path.as_str()) {
        res.headers_mut().insert(ROUTE_HEADER, route);
    }
    res
}

/// A request that declares a body over the limit is answered 413 at once,
/// before a byte of it is read, so it cannot hold the connection.
async fn refuse_oversized_bodies(req: Request, next: Next) -> Response {
    let declared = req
        .headers()
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.trim().parse::<u64>().ok());
    let upload = crate::paths::is_upload(req.uri().path());
    let limit = if upload {
        crate::paths::UPLOAD_LIMIT
    } else {
        BODY_LIMIT
    };
    if declared.is_some_and(|n| n > limit as u64) {
        let refusal = if upload {
            AppError::UploadTooLarge
        } else {
            AppError::PayloadTooLarge
        };
        let mut res = refusal.into_response();
        res.headers_mut()
            .insert(header::CONNECTION, HeaderValue::from_static("close"));
        return res;
    }
    next.run(req).await
}

fn panic_response(_: Box<dyn std::any::Any + Send + 'static>) -> HttpResponse<Body> {
    tracing::error!("a request handler panicked");
    crate::error::AppError::from(anyhow::anyhow!("panic")).into_response()
}

fn origin_of(url: &str) -> Option<String> {
    let (scheme, rest) = url.split_once("://")?;
    let host = rest.split(['/', '?', '#']).next()?;
    (!host.is_empty()).then(|| format!("{scheme}://{host}"))
}

/// The Content-Security-Policy: scripts only from this origin, frames only
/// from the configured map and video hosts.
pub fn content_security_policy(config: &Config) -> String {
    let frames: Vec<String> = [&config.site.map_embed_url, &config.site.events_video_url]
        .into_iter()
        .filter_map(|u| origin_of(u))
        .collect();
    format!(
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: https:; \
         font-src 'self'; connect-src 'self'; frame-src {}; object-src 'none'; base-uri 'none'; \
         form-action 'self'; frame-ancestors 'none'",
        if frames.is_empty() {
            "'none'".to_owned()
        } else {
            frames.join(" ")
        }
    )
}

/// The configuration-dependent security headers, built once.
/// The security headers every answer carries (a handler's own CSP and
/// referrer policy aside), built once.
struct SecurityHeaders {
    every_answer: HeaderMap,
}

impl SecurityHeaders {
    fn new(config: &Config) -> Self {
        let mut h = HeaderMap::new();
        if let Ok(csp) = HeaderValue::from_str(&content_security_policy(config)) {
            h.insert(header::CONTENT_SECURITY_POLICY, csp);
        }
        h.insert(
            header::X_CONTENT_TYPE_OPTIONS,
            HeaderValue::from_static("nosniff"),
        );
        h.insert(
            header::REFERRER_POLICY,
            HeaderValue::from_static("strict-origin-when-cross-origin"),
        );
        h.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
        h.insert(
            HeaderName::from_static("permissions-policy"),
            HeaderValue::from_static("camera=(), microphone=(), geolocation=(), payment=()"),
        );
        h.insert(
            HeaderName::from_static("cross-origin-opener-policy"),
            HeaderValue::from_static("same-origin"),
        );
        if config.site.is_https() {
            h.insert(
                header::STRICT_TRANSPORT_SECURITY,
                HeaderValue::from_static("max-age=31536000; includeSubDomains"),
            );
        }
        Self { every_answer: h }
    }
}

async fn security_headers(
    State(headers): State<Arc<SecurityHeaders>>,
    req: Request,
    next: Next,
) -> Response {
    let mut res = next.run(req).await;
    let unauthorized = res.status() == StatusCode::UNAUTHORIZED;
    let h = res.headers_mut();
    // A handler may ask for a stricter policy (a CV download: none at all,
    // sandboxed) or less of a referrer (a client's private quote link:
    // none); those are kept.
    for (name, value) in headers.every_answer.iter() {
        let kept_if_set =
            name == header::CONTENT_SECURITY_POLICY || name == header::REFERRER_POLICY;
        if !(kept_if_set && h.contains_key(name)) {
            h.insert(name, value.clone());
        }
    }
    let is_json = h
        .get(header::CONTENT_TYPE)
        .is_some_and(|v| v.as_bytes().starts_with(b"application/json"));
    // API answers carry private data; never let a shared cache keep them.
    if unauthorized || (is_json && h.get(header::CACHE_CONTROL).is_none()) {
        h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    }
    res
}

#[cfg(test)]
mod tests {
    use super::loggable_path;

    #[test]
    fn a_private_link_s_token_is_left_out_of_the_logged_path() {
        let token = "0f".repeat(32);
        for (path, logged) in [
            (format!("/q/{token}"), "/q/[redacted]".to_owned()),
            (
                format!("/q/{token}/accept"),
                "/q/[redacted]/accept".to_owned(),
            ),
            ("/services/amazon".to_owned(), "/services/amazon".to_owned()),
            // Not a token: too short, or not hex.
            (format!("/q/{}", &token[2..]), format!("/q/{}", &token[2..])),
            (
                format!("/q/{}zz", &token[2..]),
                format!("/q/{}zz", &token[2..]),
            ),
        ] {
            assert_eq!(loggable_path(&path), logged);
        }
    }
}
