//! Server-rendered public pages: home, about, contacts, events, practice,
//! the service pages and hubs rendered from content/, the 404 page, and the
//! sitemap and robots.txt.
use std::sync::Arc;

use askama::Template;
use axum::{
    extract::{FromRequestParts, OriginalUri, State},
    handler::Handler,
    http::{header, request::Parts, HeaderValue, Method, StatusCode},
    response::{IntoResponse, Redirect, Response},
    routing::get,
    Router,
};

use crate::{
    auth::MaybeAdmin,
    content::Content,
    domain::language::Language,
    error::AppError,
    services,
    state::AppState,
    views::{render_status, Layout},
};

pub mod invoice;
pub mod jobs;
pub mod privacy;
pub mod quote;
pub mod seo;
pub mod service;
pub mod site;
pub mod stories;

// The public form pages, /buseq and /careerpg (forms.rs), and the affiliate
// pages, /affiliate and /affiliate/{id} (affiliate/).
pub mod affiliate;
pub mod forms;

/// Routing a page in both editions: `.page("/about", about)` answers
/// `/about` and its Hindi edition `/hi/about` (`/` and `/hi` for the home)
/// with one handler, which tells the language from the path.
trait InBothEditions {
    fn page<H, T>(self, path: &str, handler: H) -> Self
    where
        H: Handler<T, AppState> + Clone,
        T: 'static;
}

impl InBothEditions for Router<AppState> {
    fn page<H, T>(self, path: &str, handler: H) -> Self
    where
        H: Handler<T, AppState> + Clone,
        T: 'static,
    {
        let hindi = match path {
            "/" => "/hi".to_owned(),
            _ => format!("/hi{path}"),
        };
        self.route(path, get(handler.clone()))
            .route(&hindi, get(handler))
    }
}

/// The public pages.
pub fn router() -> Router<AppState> {
    Router::new()
        .merge(site::router())
        .merge(service::router())
        .merge(stories::router())
        .merge(quote::router())
        .merge(invoice::router())
        .merge(seo::router())
        .merge(forms::router())
        .merge(jobs::router())
        .merge(privacy::router())
        .merge(affiliate::router())
}

/// The content a content page is rendered from: the live content, or, for
/// a signed-in administrator asking for `?preview` at the page's own
/// address, the site with that page at its latest revision (a draft
/// preview). Anyone else asking for a preview gets the live page; the page
/// cache never answers or keeps a preview (`paths::is_preview`).
pub struct Shown {
    pub content: Arc<Content>,
    pub preview: bool,
}

impl FromRequestParts<AppState> for Shown {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, AppError> {
        if crate::paths::is_preview(parts.uri.query()) {
            if let MaybeAdmin(Some(_)) = MaybeAdmin::from_request_parts(parts, state).await? {
                let draft = services::website::content::preview(
                    &state.db,
                    &state.config.site,
                    parts.uri.path(),
                )
                .await
                .map_err(AppError::from)?;
                if let Some(content) = draft {
                    return Ok(Self {
                        content: Arc::new(content),
                        preview: true,
                    });
                }
            }
        }
        Ok(Self {
            content: state.content(),
            preview: false,
        })
    }
}

impl Shown {
    /// The page's layout, marked as a draft preview when it is one.
    pub fn layout(
        &self,
        state: &AppState,
        path: &str,
        title: impl Into<String>,
        description: impl Into<String>,
    ) -> Layout {
        Layout::new(state, path, title, description).previewing(self.preview)
    }

    /// The rendered page, kept by no cache when it is a preview.
    pub fn answer(&self, mut page: Response) -> Response {
        if self.preview {
            page.headers_mut().insert(
                header::CACHE_CONTROL,
                HeaderValue::from_static("private, no-store"),
            );
        }
        page
    }
}

#[derive(Template)]
#[template(path = "pages/not_found.html")]
struct NotFound {
    l: Layout,
}

/// The 404 page for `path`, with the site's navigation, in the language
/// of the section it is in (a Hindi one for an address under `/hi`).
pub fn not_found_page(state: &AppState, path: &str) -> Response {
    let name = &state.config.site.product_name;
    let (title, description) = match Language::of_path(path) {
        Language::En => (
            format!("Page not found | {name}"),
            "The page you asked for does not exist. Find our services, company details and contact options from here.",
        ),
        Language::Hi => (
            format!("पेज नहीं मिला | {name}"),
            "आप जो पेज ढूँढ रहे हैं, वह यहाँ नहीं है। हमारी सेवाएँ, कंपनी की जानकारी और संपर्क के तरीक़े यहाँ से देखें।",
        ),
    };
    let mut l = Layout::new(state, path, title, description).noindex();
    // No page here in either language: the switcher leads to the other home.
    l.switch = l.switch.take().map(|(to, _)| (to, to.home().to_owned()));
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
