//! GET /go/{id}: every affiliate link on the site goes through here. An
//! active product with an http(s) link answers a 302 to that link, with our
//! marketplace tags put on (`services::affiliate_links::outbound`); `?from=`
//! (the page and place of the link) is recorded with the click and never
//! passed on. Anything else (malformed, unknown or inactive id, or no
//! link) is the site's 404 page, never a redirect.
//!
//! Both answers carry `X-Robots-Tag: noindex, nofollow` and
//! `Cache-Control: no-store`, and `/go/` is outside the page cache
//! (`cache::layer`), so every click reaches this handler. A click that
//! cannot be recorded (the database refusing) still sends the visitor on:
//! losing a count is better than losing the sale.
use std::collections::HashMap;

use axum::{
    extract::{
        rejection::{PathRejection, QueryRejection},
        Path, Query, State,
    },
    http::{header, HeaderMap, HeaderValue, Method, StatusCode},
    response::{IntoResponse, Response},
};

use crate::{
    auth::{throttle::address_key, ClientIp},
    domain::is_http_url,
    services::{
        affiliate_links::{self, Click, ClickSource},
        products,
    },
    state::AppState,
};

pub(super) async fn go(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    method: Method,
    headers: HeaderMap,
    id: Result<Path<String>, PathRejection>,
    query: Result<Query<HashMap<String, String>>, QueryRejection>,
) -> Response {
    let id = id
        .ok()
        .and_then(|Path(s)| s.parse::<i32>().ok())
        .filter(|i| *i > 0);
    let found = match id {
        Some(id) => match products::get(&state.db, id).await {
            Ok(p) => p,
            Err(e) => {
                tracing::error!(error = %e, "affiliate redirect: reading the product failed");
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
    let Some(p) = found.filter(|p| p.active && is_http_url(&p.affiliate_link)) else {
        return private(crate::routes::pages::not_found_page(&state, "/go"));
    };
    let user_agent = headers
        .get(header::USER_AGENT)
        .and_then(|v| v.to_str().ok());
    let click = Click {
        product_id: p.id,
        address_key: &address_key(&ip),
        user_agent,
        kind: affiliate_links::classify_request(method == Method::HEAD, user_agent),
        source: ClickSource::parse(
            query
                .as_ref()
                .ok()
                .and_then(|Query(q)| q.get("from"))
                .map(String::as_str),
        ),
    };
    if let Err(e) = affiliate_links::record(&state.db, click, chrono::Utc::now()).await {
        tracing::warn!(error = %e, product = p.id, "affiliate redirect: the click was not counted");
    }
    let to = affiliate_links::outbound(&p.affiliate_link, &state.config.affiliate);
    let mut res = StatusCode::FOUND.into_response();
    match HeaderValue::from_str(to.location()) {
        Ok(v) => {
            res.headers_mut().insert(header::LOCATION, v);
        }
        Err(_) => return private(crate::routes::pages::not_found_page(&state, "/go")),
    }
    private(res)
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
