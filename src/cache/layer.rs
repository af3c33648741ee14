//! The service in front of the router, behind only the request id and the
//! trace: a cached page is answered here, before routing, sessions, CSRF or
//! compression run.
//!
//! A request can be served from the cache when it is a GET or HEAD without
//! `Authorization`, outside the administrator area, the API, the assets,
//! the affiliate redirects (`/go/`, each one a click to count) and the
//! health check; or when it is one of the API's public reads
//! (`paths::PUBLIC_JSON_READS`) without `Authorization` or a cookie (a
//! session may show more), answered like a page: its handler marks it
//! `no-cache` instead of the API's `no-store`. Its key is the path and query (less the
//! campaign tags, which the visit counter in front reads) plus the htmx headers
//! (the affiliate list answers a fragment or the whole page by them): no
//! public page depends on anything else of the request. In particular no
//! public page reads the session: the forms' success and error states are
//! the `?sent=1` query (part of the key) and the answer to the form's POST
//! (never cached). A HEAD is rendered as a GET, so its entry serves both.
//!
//! An answer is stored when it is a 200, or the site's 404 page, without
//! `Set-Cookie`, without `Cache-Control: no-store` or `private`, and with a
//! `Vary` naming nothing outside the key. The inner answer is asked for
//! without `Accept-Encoding`, so it arrives uncompressed; answers that are
//! not stored go back as they are.
//!
//! Writes (any other method) pass through; afterwards the content version
//! is read, so a write that changed a page is seen at the next request.
use std::{
    borrow::Cow,
    convert::Infallible,
    future::{ready, Ready},
    sync::Arc,
    task::{Context, Poll},
};

use axum::{
    body::Body,
    extract::Request,
    http::{
        header, request::Parts as RequestParts, response::Parts, HeaderMap, Method, StatusCode,
    },
    response::{IntoResponse, Response},
};
use futures_util::future::{BoxFuture, Either};
use tower::{Layer, Service, ServiceExt};

use super::{negotiate::negotiate, Entry, PageCache};
use crate::{
    domain::attribution::{names_a_tag, TAGS},
    error::AppError,
};

/// The request headers a public page varies on, besides Accept-Encoding.
const KEYED_HEADERS: [&str; 3] = ["hx-request", "hx-history-restore-request", "hx-boosted"];

/// Larger pages are not cached (none comes near).
const MAX_PAGE: usize = 2 * 1024 * 1024;

/// Puts the page cache in front of a service (the application's router).
#[derive(Clone)]
pub struct PageCacheLayer {
    pages: Arc<PageCache>,
}

impl PageCacheLayer {
    pub fn new(pages: Arc<PageCache>) -> Self {
        Self { pages }
    }
}

impl<S> Layer<S> for PageCacheLayer {
    type Service = Cached<S>;

    fn layer(&self, inner: S) -> Cached<S> {
        Cached {
            pages: self.pages.clone(),
            inner,
        }
    }
}

/// The page cache in front of `inner`. A hit is answered in the call
/// itself, without a task, a clone of `inner` or an allocated future.
#[derive(Clone)]
pub struct Cached<S> {
    pages: Arc<PageCache>,
    inner: S,
}

type Answer = Result<Response, Infallible>;

impl<S> Service<Request> for Cached<S>
where
    S: Service<Request, Response = Response, Error = Infallible> + Clone + Send + 'static,
    S::Future: Send + 'static,
{
    type Response = Response;
    type Error = Infallible;
    type Future = Either<Ready<Answer>, BoxFuture<'static, Answer>>;

    /// Always ready: `inner` is cloned and driven to readiness by the
    /// requests that reach it.
    fn poll_ready(&mut self, _: &mut Context<'_>) -> Poll<Result<(), Infallible>> {
        Poll::Ready(Ok(()))
    }

    fn call(&mut self, req: Request) -> Self::Future {
        let method = req.method();
        if method != Method::GET && method != Method::HEAD {
            let pass = write(self.pages.clone(), self.inner.clone(), req);
            return Either::Right(Box::pin(pass));
        }
        if !cacheable_request(req.headers(), req.uri().path())
            || crate::paths::is_preview(req.uri().query())
        {
            return Either::Right(Box::pin(self.inner.clone().oneshot(req)));
        }
        let key = key_of(&req);
        if let Some(entry) = self.pages.get(&key) {
            crate::metrics::global().page_cache_hit();
            return Either::Left(ready(Ok(answer(&entry, req.headers()))));
        }
        crate::metrics::global().page_cache_miss();
        let key = key.into_owned();
        let rendered = render(self.pages.clone(), self.inner.clone(), key, req);
        Either::Right(Box::pin(async move { Ok(rendered.await) }))
    }
}

/// Writes (any other method) pass through; afterwards the content version
/// is read, so that the next request sees the change.
async fn write<S>(pages: Arc<PageCache>, inner: S, req: Request) -> Answer
where
    S: Service<Request, Response = Response, Error = Infallible>,
{
    let writes = !matches!(*req.method(), Method::OPTIONS | Method::TRACE);
    let res = inner.oneshot(req).await;
    if writes {
        if let Err(e) = pages.sync().await {
            tracing::warn!(error = %e, "reading the content version after a write failed");
        }
    }
    res
}

/// A cacheable request that missed: the page is rendered, kept when it
/// may be, and answered like a hit.
async fn render<S>(pages: Arc<PageCache>, inner: S, key: String, req: Request) -> Response
where
    S: Service<Request, Response = Response, Error = Infallible>,
{
    let generation = pages.generation();
    let (mut parts, body) = req.into_parts();
    let asked = strip_for_rendering(&mut parts);
    let Ok(res) = inner.oneshot(Request::from_parts(parts, body)).await;
    let (parts, body) = res.into_parts();
    if !cacheable_response(&parts) {
        return Response::from_parts(parts, body);
    }
    let Ok(bytes) = axum::body::to_bytes(body, MAX_PAGE).await else {
        return AppError::from(anyhow::anyhow!("a page could not be read for the cache"))
            .into_response();
    };
    let volatile = key.contains('?') || parts.status != StatusCode::OK;
    let entry = Arc::new(Entry::new(
        generation,
        parts.status,
        parts.headers,
        bytes,
        volatile,
    ));
    pages.insert(key, entry.clone());
    answer(&entry, &asked)
}

/// The rendering request: a GET without the headers the cache answers
/// itself; those are returned for choosing the answer.
fn strip_for_rendering(parts: &mut RequestParts) -> HeaderMap {
    let mut asked = HeaderMap::new();
    for name in [header::ACCEPT_ENCODING, header::IF_NONE_MATCH] {
        if let Some(v) = parts.headers.remove(&name) {
            asked.insert(name, v);
        }
    }
    parts.method = Method::GET;
    asked
}

fn answer(entry: &Entry, headers: &HeaderMap) -> Response {
    let accept = headers
        .get(header::ACCEPT_ENCODING)
        .and_then(|v| v.to_str().ok());
    let choice = negotiate(accept, |c| entry.has(c));
    let (status, headers, body) = entry.respond(choice, headers.get(header::IF_NONE_MATCH));
    let mut res = Response::new(Body::from(body));
    *res.status_mut() = status;
    *res.headers_mut() = headers;
    res
}

fn cacheable_request(headers: &HeaderMap, path: &str) -> bool {
    if crate::paths::is_public_json_read(path) {
        return !headers.contains_key(header::AUTHORIZATION)
            && !headers.contains_key(header::COOKIE);
    }
    !(headers.contains_key(header::AUTHORIZATION)
        || path.starts_with("/admin")
        || path == "/registration"
        || path.starts_with("/registration/")
        || path.starts_with("/assets/")
        || path.starts_with("/media/")
        || crate::paths::is_client_quote(path)
        || crate::paths::is_affiliate_redirect(path)
        || path == "/healthz"
        || crate::paths::is_api(path))
}

/// Path and query without the campaign tags, then each keyed header
/// sent, one per line; borrowed from the request when it sends none of
/// them (a visitor's plain GET).
///
/// The tags (`utm_…` and the click ids, `attribution::TAGS`) are read by
/// the visit counter in front of the cache and change nothing on the page,
/// so `/?utm_campaign=diwali` is the home page's entry: a flood of made-up
/// campaign names is answered from the cache instead of rendering and
/// compressing a new copy of the page for each.
fn key_of(req: &Request) -> Cow<'_, str> {
    let uri = req.uri();
    let target = match uri.query() {
        Some(query) if names_a_tag(query) => Cow::Owned(untagged(uri.path(), query)),
        _ => Cow::Borrowed(uri.path_and_query().map_or(uri.path(), |pq| pq.as_str())),
    };
    let headers = req.headers();
    if !KEYED_HEADERS.iter().any(|name| headers.contains_key(*name)) {
        return target;
    }
    let mut key = String::with_capacity(target.len() + 32);
    key.push_str(&target);
    for name in KEYED_HEADERS {
        if let Some(v) = headers.get(name) {
            key.push('\n');
            key.push_str(name);
            key.push(':');
            key.push_str(&String::from_utf8_lossy(v.as_bytes()));
        }
    }
    Cow::Owned(key)
}

/// `path` with `query` less its campaign tags (by name, in any case).
fn untagged(path: &str, query: &str) -> String {
    let kept: Vec<&str> = query
        .split('&')
        .filter(|pair| {
            let name = pair.split('=').next().unwrap_or_default();
            !TAGS.iter().any(|tag| tag.eq_ignore_ascii_case(name))
        })
        .collect();
    if kept.is_empty() {
        path.to_owned()
    } else {
        format!("{path}?{}", kept.join("&"))
    }
}

fn cacheable_response(parts: &Parts) -> bool {
    let h = &parts.headers;
    let html = h
        .get(header::CONTENT_TYPE)
        .is_some_and(|v| v.as_bytes().starts_with(b"text/html"));
    let status_ok =
        parts.status == StatusCode::OK || (parts.status == StatusCode::NOT_FOUND && html);
    let cache_control_ok = h.get_all(header::CACHE_CONTROL).iter().all(|v| {
        let v = String::from_utf8_lossy(v.as_bytes()).to_ascii_lowercase();
        !v.contains("no-store") && !v.contains("private")
    });
    let vary_ok = h.get_all(header::VARY).iter().all(|v| {
        String::from_utf8_lossy(v.as_bytes())
            .split(',')
            .map(|t| t.trim().to_ascii_lowercase())
            .all(|t| t == "accept-encoding" || KEYED_HEADERS.contains(&t.as_str()))
    });
    status_ok
        && cache_control_ok
        && vary_ok
        && !h.contains_key(header::SET_COOKIE)
        && !h.contains_key(header::CONTENT_ENCODING)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn private_areas_and_authorised_requests_bypass_the_cache() {
        let none = HeaderMap::new();
        for path in [
            "/",
            "/amazon/advertising",
            "/affiliate/3",
            "/careerpg",
            "/no-such-page",
        ] {
            assert!(cacheable_request(&none, path), "{path}");
        }
        for path in [
            "/admin-login",
            "/admin-login/admin-home",
            "/admin/aff",
            "/registration",
            "/serviceent/other",
            "/posts/getonepos/1",
            "/admin/aff/all",
            "/assets/css/site.css",
            "/healthz",
            "/api/openapi.json",
            "/go/3",
        ] {
            assert!(!cacheable_request(&none, path), "{path}");
        }
        for path in crate::paths::PUBLIC_JSON_READS {
            assert!(cacheable_request(&none, path), "{path}");
        }
        let mut bearer = HeaderMap::new();
        bearer.insert(header::AUTHORIZATION, "Bearer x".parse().unwrap());
        assert!(!cacheable_request(&bearer, "/"));
        assert!(!cacheable_request(&bearer, "/serviceent/list"));
        let mut session = HeaderMap::new();
        session.insert(header::COOKIE, "id=x".parse().unwrap());
        assert!(!cacheable_request(&session, "/posts/all"));
        assert!(cacheable_request(&session, "/"));
    }

    #[test]
    fn the_key_holds_the_query_and_the_htmx_headers() {
        let req = |uri: &str, hx: bool| {
            let mut b = Request::builder().uri(uri);
            if hx {
                b = b.header("hx-request", "true");
            }
            b.body(Body::empty()).unwrap()
        };
        let keys = [
            key_of(&req("/affiliate", false)).into_owned(),
            key_of(&req("/affiliate", true)).into_owned(),
            key_of(&req("/affiliate?page=2", false)).into_owned(),
            key_of(&req("/careerpg?sent=1", false)).into_owned(),
            key_of(&req("/careerpg", false)).into_owned(),
        ];
        let unique: std::collections::HashSet<_> = keys.iter().collect();
        assert_eq!(unique.len(), keys.len());
    }

    #[test]
    fn the_campaign_tags_are_not_part_of_the_key() {
        let key = |uri: &str| key_of(&Request::get(uri).body(Body::empty()).unwrap()).into_owned();
        assert_eq!(key("/?utm_source=google&utm_campaign=made-up-1"), "/");
        assert_eq!(key("/amazon?UTM_Medium=cpc&gclid=abc&fbclid=x"), "/amazon");
        assert_eq!(
            key("/affiliate?utm_source=a&page=2&wbraid=w"),
            "/affiliate?page=2"
        );
        assert_eq!(key("/affiliate?page=2"), "/affiliate?page=2");
        assert_eq!(
            key("/?utm_sourcery=1"),
            "/?utm_sourcery=1",
            "only the tags by name"
        );
    }

    #[test]
    fn only_plain_public_answers_are_stored() {
        let parts = |status: StatusCode, headers: &[(&'static str, &'static str)]| {
            let mut b = Response::builder().status(status);
            for (k, v) in headers {
                b = b.header(*k, *v);
            }
            b.body(()).unwrap().into_parts().0
        };
        let html = ("content-type", "text/html; charset=utf-8");
        let stored: [(StatusCode, &[_]); 3] = [
            (StatusCode::OK, &[html]),
            (StatusCode::NOT_FOUND, &[html]),
            (
                StatusCode::OK,
                &[
                    html,
                    ("vary", "HX-Request, HX-Boosted"),
                    ("cache-control", "no-cache"),
                ],
            ),
        ];
        let passed_by: [(StatusCode, &[_]); 6] = [
            (StatusCode::NOT_FOUND, &[]),
            (StatusCode::SEE_OTHER, &[]),
            (StatusCode::OK, &[html, ("set-cookie", "a=b")]),
            (StatusCode::OK, &[html, ("cache-control", "no-store")]),
            (StatusCode::OK, &[html, ("vary", "Cookie")]),
            (StatusCode::OK, &[html, ("content-encoding", "br")]),
        ];
        for (status, headers) in stored {
            assert!(
                cacheable_response(&parts(status, headers)),
                "{status} {headers:?}"
            );
        }
        for (status, headers) in passed_by {
            assert!(
                !cacheable_response(&parts(status, headers)),
                "{status} {headers:?}"
            );
        }
    }
}
