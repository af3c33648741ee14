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
    domain::attribution::{
        host_of, names_a_tag, referrer_host, refers_to, trail_in_cookies, Touch, Trail,
        TRAIL_COOKIE,
    },
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
        let cookies = headers.get_all(header::COOKIE);
        if !self.enabled || cookies.iter().next().is_none() {
            return Trail::default();
        }
        let cookies = cookies.iter().filter_map(|v| v.to_str().ok());
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
    /// carries a tag or names another site. A link between our own pages,
    /// the usual request, is known by comparing the referrer with the
    /// `Host` header, without a copy of anything.
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
        let tagged = query.is_some_and(names_a_tag);
        let referer = headers.get(header::REFERER);
        let path = uri.path();
        if !(tagged || referer.is_some()) || !is_page(path) {
            return None;
        }
        let host = headers.get(header::HOST);
        if !tagged
            && referer
                .zip(host)
                .is_some_and(|(r, h)| refers_to(r.as_bytes(), h.as_bytes()))
        {
            return None;
        }
        let referer = referer.and_then(|v| v.to_str().ok());
        let host = host.and_then(|v| v.to_str().ok()).and_then(host_of);
        let mut own = [""; 2];
        let mut hosts = 0;
        for h in [host.as_deref(), self.own_host.as_deref()]
            .into_iter()
            .flatten()
        {
            own[hosts] = h;
            hosts += 1;
        }
        Touch::arriving(path, query, referer, &own[..hosts], Utc::now())
    }
}

/// The touch a request makes (`TrailSettings::touch_of`), read once: the
/// visit counter, outside, reads it for the view and leaves it in the
/// request's extensions, where the trail layer takes it instead of reading
/// the same headers again. Boxed, so that the usual request's (none) costs
/// the extension a word, not a touch's size.
#[derive(Clone, Debug)]
pub(crate) struct Arrival(pub Option<Box<Touch>>);

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

    fn call(&mut self, mut req: Request) -> Self::Future {
        let touch = match req.extensions_mut().remove::<Arrival>() {
            Some(Arrival(read)) => read.map(|touch| *touch),
            None => self
                .settings
                .touch_of(req.method(), req.uri(), req.headers()),
        };
        let Some(touch) = touch else {
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

    #[tokio::test]
    async fn the_trail_layer_takes_the_touch_the_visit_counter_read() {
        use axum::body::Body;
        let settings = TrailSettings {
            enabled: true,
            days: 90,
            own_host: None,
            secure: false,
        };
        let page = tower::service_fn(|_: Request| async {
            Ok::<_, Infallible>(
                axum::http::Response::builder()
                    .header(header::CONTENT_TYPE, "text/html; charset=utf-8")
                    .body(Body::empty())
                    .unwrap(),
            )
        });
        let mut trailed = TrailLayer::new(settings).layer(page);
        let touch = Touch {
            source: "read-once".into(),
            at: Utc::now().timestamp(),
            ..Touch::default()
        };
        let mut req = axum::http::Request::get("/about")
            .body(Body::empty())
            .unwrap();
        req.extensions_mut().insert(Arrival(Some(Box::new(touch))));
        let res = trailed.call(req).await.unwrap();
        let cookie = res.headers()[header::SET_COOKIE].to_str().unwrap();
        let value = cookie.split(';').next().unwrap().split_once('=').unwrap().1;
        assert_eq!(Trail::read(value, 90, Utc::now()).0[0].source, "read-once");

        let mut req = axum::http::Request::get("/about")
            .header(header::REFERER, "https://elsewhere.example/")
            .body(Body::empty())
            .unwrap();
        req.extensions_mut().insert(Arrival(None));
        let res = trailed.call(req).await.unwrap();
        assert!(
            res.headers().get(header::SET_COOKIE).is_none(),
            "read once, as none"
        );
    }
}
