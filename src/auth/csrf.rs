//! CSRF rules for writes (DECISIONS §5): a body must be JSON (415), and an
//! `Origin` or `Sec-Fetch-Site` header, when present, must say same origin
//! (403). Safe methods pass untouched; nothing changes state on GET.
use axum::{
    extract::{Request, State},
    http::{header, HeaderMap, Method},
    middleware::Next,
    response::{IntoResponse, Response},
};

use crate::{error::AppError, extract::is_json, state::AppState};

pub async fn guard(State(state): State<AppState>, req: Request, next: Next) -> Response {
    let writes = matches!(
        *req.method(),
        Method::POST | Method::PUT | Method::PATCH | Method::DELETE
    );
    if writes {
        if let Err(e) = check(req.headers(), state.config.site.base()) {
            return e.into_response();
        }
    }
    next.run(req).await
}

fn has_body(headers: &HeaderMap) -> bool {
    headers.contains_key(header::TRANSFER_ENCODING)
        || headers
            .get(header::CONTENT_LENGTH)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.trim().parse::<u64>().ok())
            .is_some_and(|n| n > 0)
}

fn check(headers: &HeaderMap, base_url: &str) -> Result<(), AppError> {
    let cross = || AppError::Forbidden("Cross-site requests are not allowed.".into());
    if let Some(site) = headers.get("sec-fetch-site").and_then(|v| v.to_str().ok()) {
        if !matches!(site, "same-origin" | "none") {
            return Err(cross());
        }
    }
    if let Some(origin) = headers.get(header::ORIGIN) {
        let origin = origin.to_str().map_err(|_| cross())?;
        let host = headers.get(header::HOST).and_then(|v| v.to_str().ok());
        let origin_host = origin.split_once("://").map(|(_, h)| h).unwrap_or("");
        let same = host.is_some_and(|h| h.eq_ignore_ascii_case(origin_host))
            || origin.eq_ignore_ascii_case(base_url);
        if !same {
            return Err(cross());
        }
    }
    if has_body(headers) && !is_json(headers) {
        return Err(AppError::UnsupportedMediaType);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(pairs: &[(&'static str, &'static str)]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for (k, v) in pairs {
            h.insert(*k, v.parse().unwrap());
        }
        h
    }

    #[test]
    fn same_origin_json_passes_and_others_fail() {
        let base = "https://vanijya.example";
        let ok = headers(&[
            ("host", "localhost:8080"),
            ("origin", "http://localhost:8080"),
            ("content-type", "application/json"),
            ("content-length", "2"),
        ]);
        assert!(check(&ok, base).is_ok());
        assert!(check(&headers(&[("host", "a"), ("content-length", "0")]), base).is_ok());
        let evil = headers(&[
            ("host", "localhost:8080"),
            ("origin", "https://evil.example"),
        ]);
        assert!(matches!(check(&evil, base), Err(AppError::Forbidden(_))));
        let site = headers(&[("sec-fetch-site", "cross-site")]);
        assert!(matches!(check(&site, base), Err(AppError::Forbidden(_))));
        let form = headers(&[("content-type", "text/plain"), ("content-length", "5")]);
        assert!(matches!(
            check(&form, base),
            Err(AppError::UnsupportedMediaType)
        ));
        let behind_proxy = headers(&[
            ("host", "internal:8080"),
            ("origin", "https://vanijya.example"),
        ]);
        assert!(check(&behind_proxy, base).is_ok());
    }
}
