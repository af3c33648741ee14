//! Visits counted by the server, with no script and no cookie of ours that
//! names anyone: a layer outside the page cache, so a page answered from
//! the cache counts like any other. The same layer keeps the visitor's
//! trail cookie (`crate::trail`): each public page's request is read once
//! for both. The counts are kept and written by `services::counting::visits`.
//!
//! - **Page views.** A GET of a public page (`trail::is_page`: not the
//!   administrator area, the API, the assets, `/go/`, health) that answers
//!   200 with HTML is a view of its path (feeds and the sitemap are not
//!   HTML). The visit's source, medium, campaign and referring host are
//!   this request's own tags or referrer when it has them, else the last
//!   touch of the visitor's trail cookie, else `direct`. A crawler or a
//!   link preview (its user agent read by `user_agent::classify`, the
//!   reading the affiliate clicks use) is a `bot` view and never a visitor;
//!   a person's view also counts them as a visitor of the day
//!   (`daily_salt`). A GET of a public address that answers 404 is a probe:
//!   a `bot` view under one fixed path.
//! - **Conversions without script.** The site's call (`tel:`) and WhatsApp
//!   links carry `ping="/tap/call"` or `ping="/tap/whatsapp"`: when the
//!   link is followed, the browser itself posts to that address (HTML's
//!   hyperlink auditing; Chromium and Safari send it, Firefox does not by
//!   default), with the page it was on in `Ping-From` and the visitor's
//!   trail cookie. The CSP allows it (`connect-src 'self'`). The tap is
//!   answered here, 204, before the router (no session, no CSRF token: a
//!   ping carries `Content-Type: text/ping`), and counts a conversion of
//!   the visit's source on that page. A ping from another site (by
//!   `Sec-Fetch-Site` or `Ping-From`) counts nothing, nor one from a
//!   visitor (address and browser) who viewed none of our pages in the
//!   last 30 minutes; a page this instance has not answered since it
//!   started is recorded as "", so forged pings cannot grow the table with
//!   made-up paths.
//!
//! With `ANALYTICS=false` nothing is counted: pages pass straight through
//! and taps are answered 204.
use std::{
    convert::Infallible,
    future::{ready, Future, Ready},
    pin::Pin,
    sync::Arc,
    task::{Context, Poll, Waker},
};

use axum::{
    extract::Request,
    http::{header, uri::PathAndQuery, HeaderMap, HeaderValue, Method, StatusCode, Uri},
    response::{IntoResponse, Response},
};
use futures_util::future::Either;
use tower::{Layer, Service};

use crate::{
    auth::client_addr_of,
    config::Config,
    domain::{
        attribution::{after_scheme, host_of, referrer_host, same_host, Touch},
        Moment,
    },
    paths::{TAP_CALL, TAP_WHATSAPP},
    services::counting::visits::{ConversionKind, View, VisitSource, Visits, DIRECT_VISIT},
    trail::{is_page, TrailSettings},
};

/// What the layer needs, built once.
pub struct VisitCounter {
    /// `None` with `ANALYTICS=false`.
    visits: Option<Arc<Visits>>,
    trail: TrailSettings,
    trust_proxy_headers: bool,
}

impl VisitCounter {
    pub fn new(visits: Option<Arc<Visits>>, config: &Config) -> Self {
        Self {
            visits,
            trail: TrailSettings::new(config),
            trust_proxy_headers: config.trust_proxy_headers,
        }
    }

    /// Where the visit making this request came from: the request's own
    /// tags or referrer, else the trail's last touch, else direct.
    pub fn source_of(&self, method: &Method, uri: &Uri, headers: &HeaderMap) -> VisitSource {
        let touch = self.trail.touch_of(method, uri, headers);
        self.visit_of(
            touch.as_ref(),
            headers,
            headers.contains_key(header::COOKIE),
        )
        .unwrap_or_else(VisitSource::direct)
    }

    /// The visit of a request that makes `touch` (and brings a cookie,
    /// when `cookie`); `None` for a direct visit, the most common, which
    /// is then not made at all.
    #[inline]
    fn visit_of(
        &self,
        touch: Option<&Touch>,
        headers: &HeaderMap,
        cookie: bool,
    ) -> Option<VisitSource> {
        if touch.is_none() && !cookie {
            return None;
        }
        self.visit_read(touch, headers)
    }

    /// `visit_of` of a request that makes a touch or brings a cookie (out
    /// of line: most page requests bring neither).
    #[inline(never)]
    fn visit_read(&self, touch: Option<&Touch>, headers: &HeaderMap) -> Option<VisitSource> {
        let visit = match touch {
            Some(touch) => VisitSource::of(Some(touch)),
            None => VisitSource::of(self.trail.of_request(headers).0.last()),
        };
        (!visit.is_direct()).then_some(visit)
    }

    /// What the answer to a GET or HEAD of a public page is awaited for:
    /// a GET's view, and the touch the request made, to keep in the trail.
    /// The touch is read once, for both.
    #[inline]
    fn arriving(&self, req: &Request) -> Option<Arrival> {
        let (method, uri, headers) = (req.method(), req.uri(), req.headers());
        let get = *method == Method::GET;
        if !(get || *method == Method::HEAD) || !is_page(uri.path()) {
            return None;
        }
        let heads = Heads::of(headers);
        let touch = self.trail.touch_on_page(uri, heads.referer, heads.host);
        let view = match &self.visits {
            Some(_) if get => Some(self.pending(req, &heads, touch.as_ref())),
            _ => None,
        };
        let keep = touch.and_then(|touch| self.trail.keeping(headers, touch));
        (view.is_some() || keep.is_some()).then_some(Arrival { view, keep })
    }

    /// The view a GET of a public page makes, when it is answered.
    #[inline]
    fn pending(&self, req: &Request, heads: &Heads<'_>, touch: Option<&Touch>) -> Pending {
        let headers = req.headers();
        Pending {
            path: req.uri().path_and_query().cloned(),
            // A direct visit is kept as `None`: the arrival stays small.
            visit: self.visit_of(touch, headers, heads.cookie).map(Box::new),
            address: client_addr_of(headers, req.extensions(), self.trust_proxy_headers),
            user_agent: heads.user_agent.cloned(),
        }
    }

    /// Answers a tap's ping, counting it when it came from one of our
    /// pages.
    fn tap(&self, req: &Request, kind: ConversionKind) -> Response {
        if let Some(visits) = &self.visits {
            let headers = req.headers();
            let user_agent = headers
                .get(header::USER_AGENT)
                .map_or(&b""[..], HeaderValue::as_bytes);
            let address = client_addr_of(headers, req.extensions(), self.trust_proxy_headers);
            let seen = visits.viewed_lately(address, user_agent, Moment::now());
            if let Some(page) = ping_page(headers).filter(|_| seen) {
                let page = if visits.known_page(page) { page } else { "" };
                let visit = self.source_of(req.method(), req.uri(), req.headers());
                visits.convert(kind, visit, page, chrono::Utc::now());
            }
        }
        let mut res = StatusCode::NO_CONTENT.into_response();
        res.headers_mut()
            .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
        res
    }
}

/// The headers a page's request is read for, found in one pass over them
/// (the first of each; a page request brings a dozen headers, and looking
/// each of these up by name costs more than passing them all once).
#[derive(Default)]
struct Heads<'a> {
    user_agent: Option<&'a HeaderValue>,
    referer: Option<&'a HeaderValue>,
    host: Option<&'a HeaderValue>,
    /// Whether a `Cookie` header came.
    cookie: bool,
}

impl<'a> Heads<'a> {
    #[inline]
    fn of(headers: &'a HeaderMap) -> Self {
        let mut heads = Self::default();
        for (name, value) in headers {
            let slot = if name == header::USER_AGENT {
                &mut heads.user_agent
            } else if name == header::REFERER {
                &mut heads.referer
            } else if name == header::HOST {
                &mut heads.host
            } else {
                heads.cookie |= name == header::COOKIE;
                continue;
            };
            slot.get_or_insert(value);
        }
        heads
    }
}

/// The conversion a POST to `path` reports, when it is a tap's ping.
fn tap_kind(path: &str) -> Option<ConversionKind> {
    match path {
        TAP_CALL => Some(ConversionKind::Call),
        TAP_WHATSAPP => Some(ConversionKind::Whatsapp),
        _ => None,
    }
}

/// The path of the page a ping came from (`Ping-From`, else `Referer`),
/// when it is a page of this site; `None` for a ping from elsewhere.
fn ping_page(headers: &HeaderMap) -> Option<&str> {
    let text = |name: &str| headers.get(name).and_then(|v| v.to_str().ok());
    if text("sec-fetch-site").is_some_and(|s| s != "same-origin") {
        return None;
    }
    let from = text("ping-from").or_else(|| text(header::REFERER.as_str()))?;
    let ours = text(header::HOST.as_str()).and_then(host_of)?;
    if !referrer_host(from).is_some_and(|theirs| same_host(&theirs, &ours)) {
        return None;
    }
    let rest = after_scheme(from)?;
    let path = &rest[rest.find('/').unwrap_or(rest.len())..];
    let path = path.split(['?', '#']).next().unwrap_or_default();
    Some(if path.is_empty() { "/" } else { path })
}

/// Puts the visit counter, and the trail, in front of a service (the
/// affiliate redirects and the page cache).
#[derive(Clone)]
pub struct VisitsLayer {
    counter: Arc<VisitCounter>,
}

impl VisitsLayer {
    pub fn new(counter: Arc<VisitCounter>) -> Self {
        Self { counter }
    }
}

impl<S> Layer<S> for VisitsLayer {
    type Service = Visited<S>;

    fn layer(&self, inner: S) -> Visited<S> {
        Visited {
            counter: self.counter.clone(),
            inner,
        }
    }
}

/// `inner`, with each public page it answers counted and each touch kept
/// in the visitor's trail.
#[derive(Clone)]
pub struct Visited<S> {
    counter: Arc<VisitCounter>,
    inner: S,
}

impl<S> Service<Request> for Visited<S>
where
    S: Service<Request, Response = Response, Error = Infallible>,
    S::Future: Unpin,
{
    type Response = Response;
    type Error = Infallible;
    type Future =
        Either<S::Future, Either<Ready<Result<Response, Infallible>>, Counted<S::Future>>>;

    fn poll_ready(&mut self, cx: &mut Context<'_>) -> Poll<Result<(), Infallible>> {
        self.inner.poll_ready(cx)
    }

    fn call(&mut self, req: Request) -> Self::Future {
        if req.method() == Method::POST {
            if let Some(kind) = tap_kind(req.uri().path()) {
                return Either::Right(Either::Left(ready(Ok(self.counter.tap(&req, kind)))));
            }
        }
        let Some(arrival) = self.counter.arriving(&req) else {
            return Either::Left(self.inner.call(req));
        };
        let mut answer = self.inner.call(req);
        // A page from the cache is answered at once: it is counted here,
        // and no future carries the arrival. The answer's future is polled
        // again with the caller's context when it is not ready (a future
        // wakes only the waker of its latest poll).
        match Pin::new(&mut answer).poll(&mut Context::from_waker(Waker::noop())) {
            Poll::Ready(Ok(mut res)) => {
                arrival.answered(&self.counter, &mut res);
                Either::Right(Either::Left(ready(Ok(res))))
            }
            Poll::Pending => Either::Right(Either::Right(Counted {
                answer,
                arrival: Some((self.counter.clone(), Box::new(arrival))),
            })),
        }
    }
}

/// What a public page's answer is awaited for.
pub struct Arrival {
    /// A GET's view; `None` for a HEAD, or with `ANALYTICS=false`.
    view: Option<Pending>,
    /// The trail cookie keeping the touch the request made, for an
    /// answer that shows a page.
    keep: Option<HeaderValue>,
}

impl Arrival {
    /// Counts the view `res` answers and gives it the trail cookie, when
    /// it shows a page.
    fn answered(self, counter: &VisitCounter, res: &mut Response) {
        let Self { view, keep } = self;
        // The answer's headers are passed in order rather than looked up by
        // name: a page's answer names its content type first.
        let html = res
            .headers()
            .iter()
            .find(|(name, _)| *name == header::CONTENT_TYPE)
            .is_some_and(|(_, v)| v.as_bytes().starts_with(b"text/html"));
        if let (Some(pending), Some(visits)) = (view, &counter.visits) {
            match res.status() {
                StatusCode::OK if html => pending.view(visits),
                StatusCode::NOT_FOUND if html => visits.probe(Moment::now()),
                _ => {}
            }
        }
        if let Some(cookie) = keep {
            keep_trail(res, html, cookie);
        }
    }
}

/// Gives an answer that shows a page the trail cookie keeping a touch
/// (out of line: most page requests make no touch).
#[cold]
#[inline(never)]
fn keep_trail(res: &mut Response, html: bool, cookie: HeaderValue) {
    if res.status().is_success() && html {
        res.headers_mut().append(header::SET_COOKIE, cookie);
    }
}

/// A page request's view, counted when its answer arrives: it keeps the
/// request's path and user agent (shared with the request, not copied)
/// and the client's address.
pub struct Pending {
    path: Option<PathAndQuery>,
    /// The visit, unless it is direct.
    visit: Option<Box<VisitSource>>,
    address: Option<std::net::IpAddr>,
    user_agent: Option<HeaderValue>,
}

impl Pending {
    /// Counts the view of a page answered 200.
    #[inline]
    fn view(self, visits: &Arc<Visits>) {
        let view = View {
            path: self.path.as_ref().map_or("/", PathAndQuery::path),
            visit: self.visit.as_deref().unwrap_or(&DIRECT_VISIT),
            address: self.address,
            user_agent: self
                .user_agent
                .as_ref()
                .map(HeaderValue::as_bytes)
                .unwrap_or_default(),
        };
        visits.view(view, Moment::now());
    }
}

/// The answer to a public page's request that was not ready at once (a
/// page rendered afresh), counted and given the trail cookie when it
/// arrives. The arrival is boxed: a page answered from the cache never
/// makes one, and the future every request moves stays small.
pub struct Counted<F> {
    answer: F,
    arrival: Option<(Arc<VisitCounter>, Box<Arrival>)>,
}

impl<F> Future for Counted<F>
where
    F: Future<Output = Result<Response, Infallible>> + Unpin,
{
    type Output = Result<Response, Infallible>;

    fn poll(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Self::Output> {
        let Poll::Ready(Ok(mut res)) = Pin::new(&mut self.answer).poll(cx) else {
            return Poll::Pending;
        };
        if let Some((counter, arrival)) = self.arrival.take() {
            arrival.answered(&counter, &mut res);
        }
        Poll::Ready(Ok(res))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(pairs: &[(&'static str, &str)]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for (k, v) in pairs {
            h.insert(*k, HeaderValue::from_str(v).unwrap());
        }
        h
    }

    #[test]
    fn a_ping_names_the_page_it_came_from_only_on_our_own_site() {
        let ours = |from: &str| {
            ping_page(&headers(&[
                ("host", "vanijya.example:8080"),
                ("ping-from", from),
                ("sec-fetch-site", "same-origin"),
            ]))
            .map(str::to_owned)
        };
        assert_eq!(
            ours("http://vanijya.example:8080/amazon/advertising?utm_source=x#top").as_deref(),
            Some("/amazon/advertising")
        );
        assert_eq!(ours("http://vanijya.example:8080").as_deref(), Some("/"));
        assert_eq!(ours("https://elsewhere.example/page"), None);
        let cross = headers(&[
            ("host", "vanijya.example"),
            ("ping-from", "http://vanijya.example/contacts"),
            ("sec-fetch-site", "cross-site"),
        ]);
        assert_eq!(ping_page(&cross), None);
        let referer = headers(&[
            ("host", "vanijya.example"),
            ("referer", "http://vanijya.example/contacts"),
        ]);
        assert_eq!(ping_page(&referer), Some("/contacts"));
        assert_eq!(ping_page(&headers(&[("host", "vanijya.example")])), None);
    }

    /// A counter keeping trails, counting into `visits`.
    fn counter(visits: Option<Arc<Visits>>) -> Arc<VisitCounter> {
        Arc::new(VisitCounter {
            visits,
            trail: TrailSettings {
                enabled: true,
                days: 90,
                own_host: None,
                secure: false,
            },
            trust_proxy_headers: false,
        })
    }

    #[tokio::test]
    async fn one_reading_keeps_a_get_or_head_s_touch_in_the_trail_cookie() {
        use axum::body::Body;
        let counter = counter(None);
        let page = tower::service_fn(|req: Request| {
            let status = if req.uri().path() == "/missing" {
                StatusCode::NOT_FOUND
            } else {
                StatusCode::OK
            };
            ready(Ok::<_, Infallible>(
                axum::http::Response::builder()
                    .status(status)
                    .header(header::CONTENT_TYPE, "text/html; charset=utf-8")
                    .body(Body::empty())
                    .unwrap(),
            ))
        });
        let mut visited = VisitsLayer::new(counter).layer(page);
        let mut cookie_of = async |method: Method, uri: &str, referer: &str| {
            let req = axum::http::Request::builder()
                .method(method)
                .uri(uri)
                .header(header::HOST, "vanijya.example")
                .header(header::REFERER, referer)
                .body(Body::empty())
                .unwrap();
            let res = visited.call(req).await.unwrap();
            res.headers()
                .get(header::SET_COOKIE)
                .map(|v| v.to_str().unwrap().to_owned())
        };
        let cookie = cookie_of(Method::GET, "/about", "https://elsewhere.example/post")
            .await
            .expect("a touch from another site is kept");
        let value = cookie.split(';').next().unwrap().split_once('=').unwrap().1;
        let trail = crate::domain::attribution::Trail::read(value, 90, chrono::Utc::now());
        assert_eq!(trail.0[0].referrer.as_deref(), Some("elsewhere.example"));
        assert_eq!(trail.0[0].landing_path.as_deref(), Some("/about"));
        assert!(
            cookie_of(Method::HEAD, "/?utm_source=mail", "")
                .await
                .is_some(),
            "a HEAD keeps its touch too"
        );
        assert_eq!(
            cookie_of(Method::GET, "/about", "http://vanijya.example/").await,
            None,
            "a link between our own pages is no touch"
        );
        assert_eq!(
            cookie_of(Method::GET, "/missing", "https://elsewhere.example/").await,
            None,
            "a page not found keeps nothing"
        );
        assert_eq!(
            cookie_of(Method::GET, "/admin/leads", "https://elsewhere.example/").await,
            None,
            "not a public page"
        );
    }

    #[tokio::test]
    async fn a_page_answered_later_is_counted_and_kept_like_one_answered_at_once() {
        use axum::body::Body;
        let visits = Visits::new(sea_orm::DatabaseConnection::Disconnected, 200);
        let counter = counter(Some(visits.clone()));
        for (path, later) in [("/at-once", false), ("/later", true), ("/missing", true)] {
            let page = tower::service_fn(move |req: Request| {
                Box::pin(async move {
                    if later {
                        // Not ready at the first poll; wakes the waker of
                        // the latest one.
                        tokio::time::sleep(std::time::Duration::from_millis(5)).await;
                    }
                    let status = if req.uri().path() == "/missing" {
                        StatusCode::NOT_FOUND
                    } else {
                        StatusCode::OK
                    };
                    Ok::<_, Infallible>(
                        axum::http::Response::builder()
                            .status(status)
                            .header(header::CONTENT_TYPE, "text/html; charset=utf-8")
                            .body(Body::empty())
                            .unwrap(),
                    )
                })
                    as Pin<Box<dyn Future<Output = Result<Response, Infallible>> + Send>>
            });
            let mut visited = VisitsLayer::new(counter.clone()).layer(page);
            let req = axum::http::Request::builder()
                .uri(path)
                .header(header::HOST, "vanijya.example")
                .header(header::REFERER, "https://elsewhere.example/post")
                .header(
                    header::USER_AGENT,
                    "Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0",
                )
                .body(Body::empty())
                .unwrap();
            let res = tokio::time::timeout(std::time::Duration::from_secs(5), visited.call(req))
                .await
                .expect("the answer arrives")
                .unwrap();
            let shown = path != "/missing";
            assert_eq!(
                res.headers().contains_key(header::SET_COOKIE),
                shown,
                "{path}"
            );
            assert_eq!(visits.known_page(path), shown, "{path}: counted as a view");
        }
    }

    #[test]
    fn one_pass_finds_the_first_of_each_header_a_view_reads() {
        let mut h = headers(&[
            ("accept", "text/html"),
            ("host", "example.in"),
            ("sec-ch-ua", "\"Chromium\";v=\"131\""),
            ("user-agent", "Mozilla/5.0"),
        ]);
        h.append("user-agent", HeaderValue::from_static("second"));
        h.append(
            "referer",
            HeaderValue::from_static("https://www.google.com/"),
        );
        h.append(
            "referer",
            HeaderValue::from_static("https://second.example/"),
        );
        let heads = Heads::of(&h);
        let text = |v: Option<&HeaderValue>| v.map(|v| v.to_str().unwrap().to_owned());
        assert_eq!(text(heads.user_agent), text(h.get("user-agent")));
        assert_eq!(text(heads.referer), text(h.get("referer")));
        assert_eq!(text(heads.host).as_deref(), Some("example.in"));
        assert!(!heads.cookie);
        h.append("cookie", HeaderValue::from_static("a=1"));
        assert!(Heads::of(&h).cookie);
        let empty = HeaderMap::new();
        let none = Heads::of(&empty);
        assert!(none.user_agent.is_none() && none.referer.is_none() && none.host.is_none());
    }

    #[test]
    fn only_our_two_taps_are_answered_here() {
        assert_eq!(tap_kind("/tap/call"), Some(ConversionKind::Call));
        assert_eq!(tap_kind("/tap/whatsapp"), Some(ConversionKind::Whatsapp));
        assert_eq!(tap_kind("/tap/email"), None);
    }
}
