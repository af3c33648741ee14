//! Static files and island bundles, embedded at build time under
//! content-hashed URLs and served with a one-year immutable cache lifetime.
//! Text files are embedded compressed too (see build.rs); a request picks
//! its copy by `Accept-Encoding`, so no asset is compressed per request.
use std::{collections::HashMap, sync::OnceLock};

use axum::{
    extract::Path,
    http::{header, HeaderMap, HeaderValue, StatusCode},
    response::{IntoResponse, Response},
};

use crate::cache::{compress::Coding, negotiate::negotiate};

pub struct Asset {
    /// The path under static/ (or `islands/<file>`), e.g. "css/site.css".
    pub logical: &'static str,
    pub url: &'static str,
    pub mime: &'static str,
    pub body: &'static [u8],
    /// Brotli, gzip and zstd copies (`Coding::ALL` order), where smaller.
    pub copies: [Option<&'static [u8]>; 3],
}

impl Asset {
    fn copy(&self, coding: Coding) -> Option<&'static [u8]> {
        let i = Coding::ALL.iter().position(|c| *c == coding)?;
        self.copies[i]
    }
}

include!(concat!(env!("OUT_DIR"), "/assets_gen.rs"));

fn by_url() -> &'static HashMap<&'static str, &'static Asset> {
    static MAP: OnceLock<HashMap<&'static str, &'static Asset>> = OnceLock::new();
    MAP.get_or_init(|| FILES.iter().map(|a| (a.url, a)).collect())
}

fn by_logical() -> &'static HashMap<&'static str, &'static Asset> {
    static MAP: OnceLock<HashMap<&'static str, &'static Asset>> = OnceLock::new();
    MAP.get_or_init(|| FILES.iter().map(|a| (a.logical, a)).collect())
}

/// The hashed URL of a static file, e.g. `url("css/site.css")`.
/// Unknown names are a programming error, caught by the page tests.
pub fn url(logical: &str) -> &'static str {
    match by_logical().get(logical) {
        Some(a) => a.url,
        None => {
            tracing::error!(logical, "unknown asset");
            "/assets/missing"
        }
    }
}

/// The embedded asset for a logical name.
pub fn get(logical: &str) -> Option<&'static Asset> {
    by_logical().get(logical).copied()
}

/// The entry module URL of an island.
pub fn island(name: &str) -> Option<&'static str> {
    ISLANDS.iter().find(|(n, _)| *n == name).map(|(_, u)| *u)
}

/// The modules to preload for an island entry (`"admin"`) or an on-demand
/// module (`"admin/screens/Login"`). Every bundled module is listed, so an
/// unknown name is a programming error, caught by the page tests.
pub fn preloads(name: &str) -> &'static [&'static str] {
    match PRELOADS.iter().find(|(n, _)| *n == name) {
        Some((_, urls)) => urls,
        None => {
            tracing::error!(name, "unknown island module");
            &[]
        }
    }
}

pub async fn serve(Path(path): Path<String>, request: HeaderMap) -> Response {
    let key = format!("/assets/{path}");
    let Some(a) = by_url().get(key.as_str()) else {
        return (StatusCode::NOT_FOUND, "Not found").into_response();
    };
    let accept = request
        .get(header::ACCEPT_ENCODING)
        .and_then(|v| v.to_str().ok());
    let choice = negotiate(accept, |c| a.copy(c).is_some());
    let body = choice.and_then(|c| a.copy(c)).unwrap_or(a.body);
    let mut res = body.into_response();
    let h = res.headers_mut();
    h.insert(header::CONTENT_TYPE, HeaderValue::from_static(a.mime));
    h.insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static("public, max-age=31536000, immutable"),
    );
    if a.copies.iter().any(Option::is_some) {
        h.insert(header::VARY, HeaderValue::from_static("Accept-Encoding"));
    }
    if let Some(c) = choice {
        h.insert(
            header::CONTENT_ENCODING,
            HeaderValue::from_static(c.token()),
        );
    }
    res
}
