//! Server-rendered public pages.
use askama::Template;
use axum::{
    extract::{OriginalUri, State},
    http::StatusCode,
    response::Response,
    Router,
};

use crate::{
    state::AppState,
    views::{render_status, Layout},
};

pub fn router() -> Router<AppState> {
    Router::new()
}

#[derive(Template)]
#[template(path = "pages/not_found.html")]
struct NotFound {
    l: Layout,
}

/// The site's 404 page, with navigation, for any unknown path.
pub async fn not_found(State(state): State<AppState>, OriginalUri(uri): OriginalUri) -> Response {
    let l = Layout::new(
        &state,
        uri.path(),
        format!("Page not found | {}", state.config.site.product_name),
        "The page you asked for does not exist.",
    )
    .noindex();
    render_status(StatusCode::NOT_FOUND, &NotFound { l })
}
