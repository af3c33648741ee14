//! The informational service pages and the hubs, rendered by two templates
//! (service.html, hub.html). Their addresses are those of the content
//! files (an editor changes what a page says, not where it is); each
//! answer looks its page up in the content shown, so an unpublished page
//! answers 404 and a published change shows at the next request. Each
//! English address is served under `/hi` too, so a Hindi translation the
//! editor starts is shown once published, whether or not a content file
//! seeded it.
use askama::Template;
use axum::{
    extract::{OriginalUri, State},
    response::Response,
    routing::get,
    Router,
};

use super::{not_found_page, Shown};
use crate::{
    content::{files, Card, CaseStudy, Content, Hub, ServicePage, Testimonial},
    domain::{content::ContentKind, language::Language},
    state::AppState,
    views::{json_ld::JsonLd, render, Crumb, Layout},
};

/// A route for every service page and hub of the first edition, in English
/// and in Hindi.
pub fn router() -> Router<AppState> {
    let mut router = Router::new();
    let items = files::items().expect("the content files were checked at start-up");
    for item in items.into_iter().filter(|i| i.language == Language::En) {
        let Some(path) = item.path else { continue };
        for path in [path.clone(), Language::Hi.path_for(&path)] {
            router = match item.kind {
                ContentKind::ServicePage => router.route(&path, get(service_page)),
                ContentKind::Hub => router.route(&path, get(hub_page)),
                _ => router,
            };
        }
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
    /// Case studies and testimonials that name this page.
    stories: Vec<&'a CaseStudy>,
    voices: Vec<&'a Testimonial>,
}

async fn service_page(
    State(state): State<AppState>,
    shown: Shown,
    OriginalUri(uri): OriginalUri,
) -> Response {
    let content: &Content = shown.content.edition(uri.path());
    let Some(page) = content.page(uri.path()) else {
        return not_found_page(&state, uri.path());
    };
    let hub = &content.hubs[page.hub];
    let crumbs = Crumb::trail((&hub.path, &hub.label), (&page.path, &page.nav_title));
    let l = shown.layout(&state, &page.path, &page.title, &page.description);
    let service = JsonLd::service(&l, &page.h1, &page.service_type, &page.description);
    let trail = JsonLd::breadcrumbs(&l, &crumbs);
    shown.answer(render(&ServiceView {
        l: l.with_json_ld(service).with_json_ld(trail),
        page,
        crumbs,
        eyebrow: &hub.label,
        cards: &page.related,
        stories: page
            .case_studies
            .iter()
            .map(|&i| &content.case_studies[i])
            .collect(),
        voices: page
            .testimonials
            .iter()
            .map(|&i| &content.testimonials[i])
            .collect(),
    }))
}

#[derive(Template)]
#[template(path = "pages/hub.html")]
struct HubView<'a> {
    l: Layout,
    hub: &'a Hub,
    cards: &'a [Card],
}

async fn hub_page(
    State(state): State<AppState>,
    shown: Shown,
    OriginalUri(uri): OriginalUri,
) -> Response {
    let Some(hub) = shown.content.edition(uri.path()).hub(uri.path()) else {
        return not_found_page(&state, uri.path());
    };
    shown.answer(render(&HubView {
        l: shown.layout(&state, &hub.path, &hub.title, &hub.description),
        hub,
        cards: &hub.card_list,
    }))
}
