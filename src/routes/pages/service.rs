//! The informational service pages and the hubs, one route for each file in
//! content/pages and content/hubs, rendered by two templates (service.html,
//! hub.html). Everything a page shows was resolved when the content was
//! loaded, so the handlers only pick the page and render it.
use askama::Template;
use axum::{extract::State, response::Response, routing::get, Router};

use crate::{
    content::{Card, Content, Hub, ServicePage},
    state::AppState,
    views::{json_ld::JsonLd, render, Crumb, Layout},
};

/// A route for every service page and hub of the content.
pub fn router(content: &Content) -> Router<AppState> {
    let mut router = Router::new();
    for (i, page) in content.pages.iter().enumerate() {
        router = router.route(
            &page.path,
            get(move |State(state): State<AppState>| async move { service_page(&state, i) }),
        );
    }
    for (i, hub) in content.hubs.iter().enumerate() {
        router = router.route(
            &hub.path,
            get(move |State(state): State<AppState>| async move { hub_page(&state, i) }),
        );
    }
    router
}

#[derive(Template)]
#[template(path = "pages/service.html")]
struct ServiceView<'a> {
    l: Layout,
    page: &'a ServicePage,
    crumbs: Vec<Crumb>,
    /// Label of the page's hub, shown above the h1.
    eyebrow: &'a str,
    /// Related services: other pages of the same group.
    cards: &'a [Card],
}

/// The service page at `index` in the content.
fn service_page(state: &AppState, index: usize) -> Response {
    let page = &state.content.pages[index];
    let hub = &state.content.hubs[page.hub];
    let crumbs = vec![
        Crumb::new("/", "Home"),
        Crumb::new(&hub.path, &hub.label),
        Crumb::new(&page.path, &page.nav_title),
    ];
    let l = Layout::new(state, &page.path, &page.title, &page.description);
    let service = JsonLd::service(&l, &page.h1, &page.service_type, &page.description);
    let trail = JsonLd::breadcrumbs(&l, &crumbs);
    render(&ServiceView {
        l: l.with_json_ld(service).with_json_ld(trail),
        page,
        crumbs,
        eyebrow: &hub.label,
        cards: &page.related,
    })
}

#[derive(Template)]
#[template(path = "pages/hub.html")]
struct HubView<'a> {
    l: Layout,
    hub: &'a Hub,
    cards: &'a [Card],
}

/// The hub at `index` in the content.
fn hub_page(state: &AppState, index: usize) -> Response {
    let hub = &state.content.hubs[index];
    render(&HubView {
        l: Layout::new(state, &hub.path, &hub.title, &hub.description),
        hub,
        cards: &hub.card_list,
    })
}
