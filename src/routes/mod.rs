//! Every route of the application, merged in one place.
use axum::{
    extract::{OriginalUri, State},
    http::{Method, StatusCode},
    response::{IntoResponse, Response},
    routing::get,
    Router,
};

use crate::{error::AppError, paths::is_api, state::AppState};

pub mod admin;
pub mod api;
pub mod health;
pub mod pages;
pub mod wire;

/// Every route.
pub fn router() -> Router<AppState> {
    Router::new()
        .merge(api::router())
        .merge(pages::router())
        .merge(admin::router())
        .route("/assets/{*path}", get(crate::assets::serve))
        .route("/media/{id}/{hash}/{file}", get(api::media::serve))
        .route("/healthz", get(healthz))
        .merge(health::router())
        .fallback(fallback)
        .method_not_allowed_fallback(method_not_allowed)
}

/// Unknown paths: a JSON error under the API, else the site's 404 page.
async fn fallback(state: State<AppState>, method: Method, uri: OriginalUri) -> Response {
    if is_api(uri.path()) {
        AppError::NotFound("There is no such API call.".into()).into_response()
    } else {
        pages::not_found(state, method, uri).await
    }
}

async fn method_not_allowed(OriginalUri(uri): OriginalUri) -> Response {
    let mut res = AppError::BadRequest(format!("{} does not accept this method.", uri.path()))
        .into_response();
    *res.status_mut() = StatusCode::METHOD_NOT_ALLOWED;
    res
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
