//! GET /go/{id}: every affiliate link on the site goes through here. An
//! active product with an http(s) link answers a 302 to that link, with our
//! marketplace tags put on (`services::affiliate::affiliate_links::outbound`); `?from=`
//! (the page and place of the link) is recorded with the click and never
//! passed on. Anything else (malformed, unknown or inactive id, or no
//! link) is the site's 404 page, never a redirect.
//!
//! Both answers carry `X-Robots-Tag: noindex, nofollow` and
//! `Cache-Control: no-store`, and `/go/` is outside the page cache
//! (`cache::layer`), so every click is counted.
//!
//! A click is answered from memory (`services::affiliate::affiliate_redirect`): the
//! active links and the day's salt are kept, and the click is added to a
//! batch that is written every few seconds. `GoLayer` sits in front of the
//! router, beside the page cache, and answers a click it knows everything
//! about there, without routing, sessions or CSRF, as a cached page is
//! answered (it adds the security headers the router's layer would). What
//! it does not know (a 404, links that are stale, the first click of the
//! day on this instance) goes on to the handler `go`, which reads what is
//! missing. A click that cannot be recorded (the database refusing) still
//! sends the visitor on: losing a count is better than losing the sale.
use std::{
    convert::Infallible,
    future::{ready, Ready},
    sync::Arc,
    task::{Context, Poll},
};

use axum::{
    extract::{rejection::PathRejection, Path, Request, State},
    http::{header, HeaderMap, HeaderValue, Method, StatusCode},
    response::{IntoResponse, Response},
    Extension,
};
use futures_util::future::Either;
use tower::{Layer, Service};

use crate::{
    auth::{client_ip_of, ClientIp},
    services::{
        affiliate::affiliate_redirect::{ActiveLinks, Click, Clicks, Known},
        counting::visits::VisitSource,
    },
    state::AppState,
    visits::VisitCounter,
};

/// What the redirect keeps in memory, shared by `GoLayer` and `go`.
pub struct Redirects {
    pub links: Arc<ActiveLinks>,
    pub clicks: Arc<Clicks>,
    trust_proxy_headers: bool,
    /// Reads where a click's visit came from (its conversion's source).
    visits: Arc<VisitCounter>,
}

impl Redirects {
    pub fn new(
        links: Arc<ActiveLinks>,
        clicks: Arc<Clicks>,
        trust_proxy_headers: bool,
        visits: Arc<VisitCounter>,
    ) -> Self {
        Self {
            links,
            clicks,
            trust_proxy_headers,
            visits,
        }
    }

    /// The answer to a click on a product whose link and the day's salt
    /// are in memory; `None` for anything the handler must answer.
    fn answer_from_memory(&self, req: &Request) -> Option<Response> {
        let id = product_id(req.uri().path().strip_prefix("/go/")?)?;
        let Known::Fresh(Some(to)) = self.links.known(id) else {
            return None;
        };
        let answer = redirect(&to)?;
        let ip = client_ip_of(req.headers(), req.extensions(), self.trust_proxy_headers);
        let (method, uri, headers) = (req.method(), req.uri(), req.headers());
        let visit = || self.visits.source_of(method, uri, headers);
        let click = click_of(id, &ip, method, headers, uri.query(), &visit);
        self.clicks
            .try_count(&click, chrono::Utc::now())
            .then_some(answer)
    }
}

/// An id as the path gives it: a positive number.
fn product_id(segment: &str) -> Option<i32> {
    segment.parse::<i32>().ok().filter(|i| *i > 0)
}

fn click_of<'a>(
    product_id: i32,
    ip: &'a str,
    method: &Method,
    headers: &'a HeaderMap,
    query: Option<&'a str>,
    visit: &'a (dyn Fn() -> VisitSource + Sync),
) -> Click<'a> {
    Click {
        product_id,
        ip,
        user_agent: headers
            .get(header::USER_AGENT)
            .and_then(|v| v.to_str().ok()),
        head: method == Method::HEAD,
        query,
        visit,
    }
}

/// The 302 to `to`; `None` when `to` cannot be a header.
fn redirect(to: &str) -> Option<Response> {
    let location = HeaderValue::from_str(to).ok()?;
    let mut res = StatusCode::FOUND.into_response();
    res.headers_mut().insert(header::LOCATION, location);
    Some(private(res))
}

pub(super) async fn go(
    State(state): State<AppState>,
    Extension(redirects): Extension<Arc<Redirects>>,
    ClientIp(ip): ClientIp,
    method: Method,
    headers: HeaderMap,
    id: Result<Path<String>, PathRejection>,
    uri: axum::http::Uri,
) -> Response {
    let id = id.ok().and_then(|Path(s)| product_id(&s));
    let to = match id {
        Some(id) => match redirects.links.location(id).await {
            Ok(to) => to.map(|to| (id, to)),
            Err(e) => {
                tracing::error!(error = %e, "affiliate redirect: reading the links failed");
                return private(
                    (
                        StatusCode::SERVICE_UNAVAILABLE,
                        "Please try again in a moment.",
                    )
                        .into_response(),
                );
            }
        },
        None => None,
    };
    let answer = to.and_then(|(id, to)| Some((id, redirect(&to)?)));
    let Some((id, answer)) = answer else {
        return private(crate::routes::pages::not_found_page(&state, "/go"));
    };
    let visit = || redirects.visits.source_of(&method, &uri, &headers);
    let click = click_of(id, &ip, &method, &headers, uri.query(), &visit);
    if let Err(e) = redirects.clicks.count(&click, chrono::Utc::now()).await {
        tracing::warn!(error = %e, product = id, "affiliate redirect: the click was not counted");
    }
    answer
}

/// Never cached, never indexed, links never followed by crawlers.
fn private(mut res: Response) -> Response {
    let h = res.headers_mut();
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    h.insert(
        "x-robots-tag",
        HeaderValue::from_static("noindex, nofollow"),
    );
    res
}

/// Answers the clicks it can from memory, in front of the router.
#[derive(Clone)]
pub struct GoLayer {
    redirects: Arc<Redirects>,
    /// The security headers the router's layer puts on every answer.
    security: Arc<HeaderMap>,
}

impl GoLayer {
    pub fn new(redirects: Arc<Redirects>, security: HeaderMap) -> Self {
        Self {
            redirects,
            security: Arc::new(security),
        }
    }
}

impl<S> Layer<S> for GoLayer {
    type Service = Go<S>;

    fn layer(&self, inner: S) -> Go<S> {
        Go {
            layer: self.clone(),
            inner,
        }
    }
}

/// See `GoLayer`.
#[derive(Clone)]
pub struct Go<S> {
    layer: GoLayer,
    inner: S,
}

impl<S> Service<Request> for Go<S>
where
    S: Service<Request, Response = Response, Error = Infallible>,
{
    type Response = Response;
    type Error = Infallible;
    type Future = Either<Ready<Result<Response, Infallible>>, S::Future>;

    fn poll_ready(&mut self, cx: &mut Context<'_>) -> Poll<Result<(), Infallible>> {
        self.inner.poll_ready(cx)
    }

    fn call(&mut self, req: Request) -> Self::Future {
        let click = matches!(*req.method(), Method::GET | Method::HEAD)
            && req.uri().path().starts_with("/go/");
        if click {
            if let Some(mut res) = self.layer.redirects.answer_from_memory(&req) {
                for (name, value) in self.layer.security.iter() {
                    res.headers_mut().insert(name, value.clone());
                }
                return Either::Left(ready(Ok(res)));
            }
        }
        Either::Right(self.inner.call(req))
    }
}
