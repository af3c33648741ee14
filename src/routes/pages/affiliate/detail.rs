//! GET /affiliate/{id}: an active product's page; any other id (malformed,
//! unknown or inactive) redirects to /affiliate.
use axum::{
    extract::{rejection::PathRejection, Path, State},
    response::{IntoResponse, Redirect, Response},
};

use super::{
    detail_view::{json_ld, meta_description, DetailPage},
    PLACEHOLDER_IMAGE,
};
use crate::{
    assets,
    error::AppResult,
    services::affiliate::products,
    state::AppState,
    views::{cache_control, render, review::review_blocks, Layout},
};

pub(super) async fn detail(
    State(state): State<AppState>,
    id: Result<Path<String>, PathRejection>,
) -> AppResult<Response> {
    let back = || Redirect::to("/affiliate").into_response();
    let Some(id) = id
        .ok()
        .and_then(|Path(s)| s.parse::<i32>().ok())
        .filter(|i| *i > 0)
    else {
        return Ok(back());
    };
    let Some(m) = products::get(&state.db, id).await?.filter(|m| m.active) else {
        return Ok(back());
    };

    let images = products::image_urls(&m);
    let placeholder = assets::url(PLACEHOLDER_IMAGE);
    let blocks = review_blocks(&m.description, &images);
    let base = state.config.site.base();
    let path = format!("/affiliate/{}", m.id);
    let ld_images = if images.is_empty() {
        vec![format!("{base}{placeholder}")]
    } else {
        images.clone()
    };
    let agency = &state.config.site.product_name;
    let ld = json_ld(&m, ld_images, format!("{base}{path}"), &blocks, agency);
    let title = format!("{} | {}", m.title, state.config.site.product_name);
    let mut l = Layout::new(&state, &path, title, meta_description(&m, &blocks))
        .with_island("affiliate")
        .with_json_ld(ld);
    l.og_type = "product";
    let page = DetailPage::new(l, m, &images, blocks, placeholder);
    Ok(cache_control(render(&page), "no-cache"))
}
