//! Every route of the application, merged in one place.
use axum::{extract::State, http::StatusCode, response::IntoResponse, routing::get, Router};

use crate::state::AppState;

pub mod admin;
pub mod api;
pub mod pages;

pub fn router() -> Router<AppState> {
    Router::new()
        .merge(api::router())
        .merge(pages::router())
        .merge(admin::router())
        .route("/assets/{*path}", get(crate::assets::serve))
        .route("/healthz", get(healthz))
        .fallback(pages::not_found)
}

/// 200 when the database answers, 503 otherwise.
async fn healthz(State(state): State<AppState>) -> impl IntoResponse {
    match state.db.ping().await {
        Ok(()) => (StatusCode::OK, "ok"),
        Err(e) => {
            tracing::warn!(error = %e, "health check: database unavailable");
            (StatusCode::SERVICE_UNAVAILABLE, "database unavailable")
        }
    }
}
