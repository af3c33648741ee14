//! Static files and island bundles, embedded at build time under
//! content-hashed URLs and served with a one-year immutable cache lifetime.
use std::{collections::HashMap, sync::OnceLock};

use axum::{
    extract::Path,
    http::{header, StatusCode},
    response::{IntoResponse, Response},
};

pub struct Asset {
    /// The path under static/ (or `islands/<file>`), e.g. "css/site.css".
    pub logical: &'static str,
    pub url: &'static str,
    pub mime: &'static str,
    pub body: &'static [u8],
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

pub async fn serve(Path(path): Path<String>) -> Response {
    let key = format!("/assets/{path}");
    match by_url().get(key.as_str()) {
        Some(a) => (
            [
                (header::CONTENT_TYPE, a.mime),
                (header::CACHE_CONTROL, "public, max-age=31536000, immutable"),
            ],
            a.body,
        )
            .into_response(),
        None => (StatusCode::NOT_FOUND, "Not found").into_response(),
    }
}
