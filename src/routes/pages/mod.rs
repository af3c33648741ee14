//! Server-rendered public pages: home, about, contacts, events, practice,
//! the service pages and hubs rendered from content/, the 404 page, and the
//! sitemap and robots.txt.
use askama::Template;
use axum::{
    extract::{OriginalUri, State},
    http::{Method, StatusCode},
    response::{IntoResponse, Redirect, Response},
    Router,
};

use crate::{
    content::Content,
    state::AppState,
    views::{render_status, Layout},
};

pub mod nav;
pub mod seo;
pub mod service;
pub mod site;

// The public form pages, /buseq and /careerpg (forms.rs), and the affiliate
// pages, /affiliate and /affiliate/{id} (affiliate/).
pub mod affiliate;
pub mod forms;

/// The public pages; the service pages and hubs are those of `content`.
pub fn router(content: &Content) -> Router<AppState> {
    Router::new()
        .merge(site::router())
        .merge(service::router(content))
        .merge(seo::router())
        .merge(forms::router())
        .merge(affiliate::router())
}

#[derive(Template)]
#[template(path = "pages/not_found.html")]
struct NotFound {
    l: Layout,
}

/// The 404 page for `path`, with the site's navigation.
fn not_found_page(state: &AppState, path: &str) -> Response {
    let l = Layout::new(
        state,
        path,
        format!("Page not found | {}", state.config.site.product_name),
        "The page you asked for does not exist. Find our services, company details and contact options from here.",
    )
    .noindex();
    render_status(StatusCode::NOT_FOUND, &NotFound { l })
}

/// The site's 404 page, with navigation, for any unknown path. A GET for a
/// path with a trailing slash is sent to the same path without it.
pub async fn not_found(
    State(state): State<AppState>,
    method: Method,
    OriginalUri(uri): OriginalUri,
) -> Response {
    let path = uri.path();
    let trimmed = path.trim_end_matches('/');
    if (method == Method::GET || method == Method::HEAD)
        && trimmed.len() < path.len()
        && !trimmed.is_empty()
        && !trimmed.starts_with("/assets")
        && !trimmed.contains("//")
        && !trimmed.contains('\\')
    {
        let target = match uri.query() {
            Some(q) => format!("{trimmed}?{q}"),
            None => trimmed.to_owned(),
        };
        return Redirect::permanent(&target).into_response();
    }
    not_found_page(&state, path)
}
