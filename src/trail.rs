//! The visitor's trail (`domain::attribution`), kept in a first-party
//! cookie by a layer that sits outside the page cache: a page answered from
//! the cache still records the touch that brought its visitor, and the
//! cached page itself never carries the cookie (the cache keeps no answer
//! with `Set-Cookie`, and this layer adds it after the cache has answered).
//!
//! A request is looked at only when it is a GET or HEAD for a public page
//! whose address carries a tag (`utm_…`, a click id) or which names a
//! `Referer`; every other request goes straight to the service inside
//! without an allocation. The touch is kept when the page answered 2xx with
//! HTML: the cookie gets the trail it brought plus the new touch, for
//! `ATTRIBUTION_DAYS`. It works without JavaScript: the browser sends the
//! cookie back with the form's post, whose handler reads the trail
//! (`Trail::of_request`) and stores it with the lead.
use std::{
    convert::Infallible,
    sync::Arc,
    task::{Context, Poll},
};

use axum::{
    extract::Request,
    http::{header, HeaderMap, HeaderValue, Method, Uri},
    response::Response,
};
use chrono::Utc;
use futures_util::future::{BoxFuture, Either};
use tower::{Layer, Service};

use crate::{
    config::Config,
    domain::attribution::{referrer_host, trail_in_cookies, Touch, Trail, TRAIL_COOKIE},
};

/// What the layer needs of the settings, read once.
#[derive(Clone, Debug)]
pub struct TrailSettings {
    /// `ANALYTICS`: false records no touch and reads no trail.
    pub enabled: bool,
    /// `ATTRIBUTION_DAYS`.
    pub days: u32,
    /// The public address's host: a link from it is our own.
    pub own_host: Option<String>,
    /// Served over HTTPS: the cookie is `Secure`.
    pub secure: bool,
}

impl TrailSettings {
    pub fn new(config: &Config) -> Self {
        Self {
            enabled: config.analytics,
            days: config.attribution_days,
            own_host: referrer_host(config.site.base()),
            secure: config.site.is_https(),
        }
    }

    /// The trail a request's cookie brings (a form's post reads it): empty
    /// when analytics is off.
    pub fn of_request(&self, headers: &HeaderMap) -> Trail {
        if !self.enabled {
            return Trail::default();
        }
        let cookies = headers
            .get_all(header::COOKIE)
            .iter()
            .filter_map(|v| v.to_str().ok());
        trail_in_cookies(cookies, self.days, Utc::now())
    }

    /// The `Set-Cookie` value keeping `trail`.
    fn cookie(&self, trail: &Trail) -> Option<HeaderValue> {
        let max_age = u64::from(self.days) * 86_400;
        let secure = if self.secure { "; Secure" } else { "" };
        HeaderValue::from_str(&format!(
            "{TRAIL_COOKIE}={}; Path=/; Max-Age={max_age}; HttpOnly; SameSite=Lax{secure}",
            trail.write()
        ))
        .ok()
    }

    /// The touch this request makes, when it is a public page's that
    /// carries a tag or names another site.
    pub(crate) fn touch_of(
        &self,
        method: &Method,
        uri: &Uri,
        headers: &HeaderMap,
    ) -> Option<Touch> {
        if !self.enabled || !matches!(*method, Method::GET | Method::HEAD) {
            return None;
        }
        let query = uri.query();
        let tagged = query.is_some_and(|q| {
            let q = q.to_ascii_lowercase();
            q.contains("utm_") || q.contains("clid=") || q.contains("braid=")
        });
        let referer = headers.get(header::REFERER).and_then(|v| v.to_str().ok());
        let path = uri.path();
        if !(tagged || referer.is_some()) || !is_page(path) {
            return None;
        }
        let host = headers
            .get(header::HOST)
            .and_then(|v| v.to_str().ok())
            .and_then(|h| referrer_host(&format!("http://{h}")));
        let own: Vec<&str> = [host.as_deref(), self.own_host.as_deref()]
            .into_iter()
            .flatten()
            .collect();
        Touch::arriving(path, query, referer, &own, Utc::now())
    }
}

/// A public page: not the administrator area, the API, the assets, the
/// media, a redirect, a tap's report, a client's quote link or the health
/// and metrics calls.
pub(crate) fn is_page(path: &str) -> bool {
    !(path.starts_with("/admin")
        || path.starts_with("/assets/")
        || path.starts_with("/media/")
        || path == "/registration"
        || path.starts_with("/registration/")
        || crate::paths::is_affiliate_redirect(path)
        || crate::paths::is_tap(path)
        || crate::paths::is_client_quote(path)
        || crate::paths::is_api(path)
        || matches!(path, "/healthz" | "/readyz" | "/metrics"))
}

/// Puts the trail layer in front of a service (the page cache).
#[derive(Clone)]
pub struct TrailLayer {
    settings: Arc<TrailSettings>,
}

impl TrailLayer {
    pub fn new(settings: TrailSettings) -> Self {
        Self {
            settings: Arc::new(settings),
        }
    }
}

impl<S> Layer<S> for TrailLayer {
    type Service = Trailed<S>;

    fn layer(&self, inner: S) -> Trailed<S> {
        Trailed {
            settings: self.settings.clone(),
            inner,
        }
    }
}

/// `inner`, with the touch of each request that makes one kept in the
/// visitor's trail cookie.
#[derive(Clone)]
pub struct Trailed<S> {
    settings: Arc<TrailSettings>,
    inner: S,
}

impl<S> Service<Request> for Trailed<S>
where
    S: Service<Request, Response = Response, Error = Infallible>,
    S::Future: Send + 'static,
{
    type Response = Response;
    type Error = Infallible;
    type Future = Either<S::Future, BoxFuture<'static, Result<Response, Infallible>>>;

    fn poll_ready(&mut self, cx: &mut Context<'_>) -> Poll<Result<(), Infallible>> {
        self.inner.poll_ready(cx)
    }

    fn call(&mut self, req: Request) -> Self::Future {
        let Some(touch) = self
            .settings
            .touch_of(req.method(), req.uri(), req.headers())
        else {
            return Either::Left(self.inner.call(req));
        };
        let mut trail = self.settings.of_request(req.headers());
        let settings = self.settings.clone();
        let answer = self.inner.call(req);
        Either::Right(Box::pin(async move {
            let Ok(mut res) = answer.await;
            let html = res
                .headers()
                .get(header::CONTENT_TYPE)
                .is_some_and(|v| v.as_bytes().starts_with(b"text/html"));
            if res.status().is_success() && html && trail.push(touch) {
                if let Some(cookie) = settings.cookie(&trail) {
                    res.headers_mut().append(header::SET_COOKIE, cookie);
                }
            }
            Ok(res)
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_public_pages_keep_a_trail() {
        for path in ["/", "/amazon/advertising", "/buseq", "/insights/x", "/hi"] {
            assert!(is_page(path), "{path}");
        }
        for path in [
            "/admin/leads",
            "/assets/css/site.css",
            "/go/3",
            "/healthz",
            "/userbe/createbe",
        ] {
            assert!(!is_page(path), "{path}");
        }
    }
}
