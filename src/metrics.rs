//! What the running service counts, for Prometheus (`GET /metrics`, see
//! `routes::health`).
//!
//! Requests are counted by the route template the router matched (axum's
//! `MatchedPath`, such as `/admin/update/{id}`), never by the raw path, so a
//! scanner asking for a million addresses adds one series, `(unmatched)`,
//! not a million. The router sits behind the page cache, which answers most
//! public pages without routing; the route is therefore carried on the
//! answer in an internal header (`ROUTE_HEADER`), which the cache keeps with
//! the page it stores, and which `track` reads and removes before the answer
//! leaves. No label names a person, an address or an e-mail.
//!
//! The figures read from the database (mail waiting, new leads, the last
//! backup, the pool) are read at each scrape, so they are never stale and
//! nothing polls the database between scrapes.
use std::{sync::OnceLock, time::Instant};

use axum::{
    extract::Request,
    http::{HeaderName, Method},
    middleware::Next,
    response::Response,
};
use prometheus::{HistogramOpts, HistogramVec, IntCounterVec, Opts, Registry};

/// Carries the matched route from the router (`middleware::call_span`) to
/// `track`; removed there.
pub const ROUTE_HEADER: HeaderName = HeaderName::from_static("x-vanijya-route");

/// The route label of a request no route matched (the 404 page, a probe).
const UNMATCHED: &str = "(unmatched)";

/// The counters kept in this process.
pub struct Metrics {
    registry: Registry,
    requests: IntCounterVec,
    duration: HistogramVec,
    page_cache: IntCounterVec,
}

/// The process's metrics, made on first use.
pub fn global() -> &'static Metrics {
    static METRICS: OnceLock<Metrics> = OnceLock::new();
    METRICS.get_or_init(Metrics::new)
}

impl Metrics {
    fn new() -> Self {
        let registry = Registry::new();
        let requests = IntCounterVec::new(
            Opts::new(
                "vanijya_http_requests_total",
                "HTTP requests answered, by method, route template and status.",
            ),
            &["method", "route", "status"],
        )
        .expect("valid metric");
        let duration = HistogramVec::new(
            HistogramOpts::new(
                "vanijya_http_request_duration_seconds",
                "Time from a request's arrival to its answer's headers, by method and route template.",
            )
            .buckets(vec![
                0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0,
                10.0,
            ]),
            &["method", "route"],
        )
        .expect("valid metric");
        let page_cache = IntCounterVec::new(
            Opts::new(
                "vanijya_page_cache_requests_total",
                "Cacheable page requests, by whether the page cache held the page (hit) or rendered it (miss).",
            ),
            &["result"],
        )
        .expect("valid metric");
        for collector in [
            Box::new(requests.clone()) as Box<dyn prometheus::core::Collector>,
            Box::new(duration.clone()),
            Box::new(page_cache.clone()),
        ] {
            registry
                .register(collector)
                .expect("metric names are unique");
        }
        // Both results exist from the start, so a rate over them is defined.
        page_cache.with_label_values(&["hit"]);
        page_cache.with_label_values(&["miss"]);
        Self {
            registry,
            requests,
            duration,
            page_cache,
        }
    }

    /// A page answered from the page cache.
    pub fn page_cache_hit(&self) {
        self.page_cache.with_label_values(&["hit"]).inc();
    }

    /// A cacheable page the cache did not hold.
    pub fn page_cache_miss(&self) {
        self.page_cache.with_label_values(&["miss"]).inc();
    }

    /// The metric families kept in the process.
    pub fn gather(&self) -> Vec<prometheus::proto::MetricFamily> {
        self.registry.gather()
    }
}

/// A bounded method label: the methods the site answers, else `OTHER`.
fn method_label(method: &Method) -> &'static str {
    match *method {
        Method::GET => "GET",
        Method::HEAD => "HEAD",
        Method::POST => "POST",
        Method::PUT => "PUT",
        Method::PATCH => "PATCH",
        Method::DELETE => "DELETE",
        Method::OPTIONS => "OPTIONS",
        _ => "OTHER",
    }
}

/// Counts and times every request (outermost, in front of the page cache).
pub async fn track(req: Request, next: Next) -> Response {
    let started = Instant::now();
    let method = method_label(req.method());
    let mut res = next.run(req).await;
    let marked = res.headers_mut().remove(ROUTE_HEADER);
    let route = marked
        .as_ref()
        .and_then(|v| v.to_str().ok())
        .unwrap_or(UNMATCHED);
    let metrics = global();
    metrics
        .requests
        .with_label_values(&[method, route, res.status().as_str()])
        .inc();
    metrics
        .duration
        .with_label_values(&[method, route])
        .observe(started.elapsed().as_secs_f64());
    res
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unusual_methods_share_one_label() {
        assert_eq!(method_label(&Method::GET), "GET");
        assert_eq!(method_label(&Method::from_bytes(b"BREW").unwrap()), "OTHER");
    }
}
