//! Home, about, contacts, events and the practice page.
use askama::Template;
use axum::{
    extract::{OriginalUri, State},
    response::Response,
    routing::get,
    Router,
};
use serde::Serialize;

use super::{not_found_page, Shown};
use crate::{
    content::{About, Home, Testimonial},
    domain::language::Language,
    state::AppState,
    views::{json_ld::JsonLd, render, Island, Layout},
};

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/", get(home))
        .route("/hi", get(home))
        .route("/about", get(about))
        .route("/hi/about", get(about))
        .route("/contacts", get(contacts))
        .route("/hi/contacts", get(contacts))
        .route("/events", get(events))
        .route("/practice", get(practice))
}

/// How long each banner slide shows before the next fades in.
pub const CAROUSEL_INTERVAL_MS: u32 = 3000;

/// What the carousel island reads from the page: its slides are already in
/// the HTML, so only the timing is passed.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct CarouselProps {
    interval_ms: u32,
}

#[derive(Template)]
#[template(path = "pages/home.html")]
struct HomeView<'a> {
    l: Layout,
    island: Island,
    home: &'a Home,
    /// Testimonials, the first three published.
    voices: Vec<&'a Testimonial>,
}

/// The home page in the language of its address (`/` or `/hi`).
async fn home(
    State(state): State<AppState>,
    shown: Shown,
    OriginalUri(uri): OriginalUri,
) -> Response {
    let Some(content) = shown.content.edition_at(uri.path()) else {
        return not_found_page(&state, uri.path());
    };
    let home = &content.home;
    let l = shown
        .layout(
            &state,
            content.language.home(),
            &home.title,
            &home.description,
        )
        .with_island("carousel");
    let business = JsonLd::local_business(&l);
    shown.answer(render(&HomeView {
        l: l.with_json_ld(business),
        island: Island::new(
            "carousel",
            &CarouselProps {
                interval_ms: CAROUSEL_INTERVAL_MS,
            },
        ),
        home,
        voices: content.testimonials.iter().take(3).collect(),
    }))
}

#[derive(Template)]
#[template(path = "pages/about.html")]
struct AboutView<'a> {
    l: Layout,
    about: &'a About,
}

async fn about(
    State(state): State<AppState>,
    shown: Shown,
    OriginalUri(uri): OriginalUri,
) -> Response {
    let Some(content) = shown.content.edition_at(uri.path()) else {
        return not_found_page(&state, uri.path());
    };
    let about = &content.about;
    let path = content.language.path_for("/about");
    let l = shown.layout(&state, &path, &about.title, &about.description);
    shown.answer(render(&AboutView { l, about }))
}

#[derive(Template)]
#[template(path = "pages/contacts.html")]
struct ContactsView {
    l: Layout,
}

/// The contact page in the language of its address (`/contacts`,
/// `/hi/contacts`).
async fn contacts(State(state): State<AppState>, OriginalUri(uri): OriginalUri) -> Response {
    let content = state.content();
    let site = &content.site;
    let language = Language::of_path(uri.path());
    let (title, description) = match language {
        Language::En => (
            format!("Contact Us | {}, {}", site.product_name, site.locality),
            format!(
                "Call, e-mail or visit {} in {}, {}. Business enquiries {}; or request a customised quote online.",
                site.product_name, site.locality, site.region, site.hours
            ),
        ),
        Language::Hi => (
            format!("संपर्क करें | {}, {}", site.product_name, site.locality),
            format!(
                "{}, {} में {} को फ़ोन करें, ई-मेल लिखें या ऑफ़िस आएँ। बिज़नेस पूछताछ {}; या ऑनलाइन अपने काम का कोटेशन माँगें।",
                site.locality, site.region, site.product_name, site.hours
            ),
        ),
    };
    let l = Layout::new(&state, &language.path_for("/contacts"), title, description);
    let business = JsonLd::local_business(&l);
    render(&ContactsView {
        l: l.with_json_ld(business),
    })
}

#[derive(Template)]
#[template(path = "pages/events.html")]
struct EventsView {
    l: Layout,
}

async fn events(State(state): State<AppState>) -> Response {
    let content = state.content();
    let site = &content.site;
    let name = &site.product_name;
    let l = Layout::new(
        &state,
        "/events",
        format!("Events & Seller Workshops | {name}"),
        format!(
            "Watch a recording from a {name} seller growth workshop in {}, and invite our team to speak to your trade body or business group.",
            site.locality
        ),
    );
    render(&EventsView { l })
}

#[derive(Template)]
#[template(path = "pages/practice.html")]
struct PracticeView {
    l: Layout,
}

async fn practice(State(state): State<AppState>) -> Response {
    let name = &state.config.site.product_name;
    let mut l = Layout::new(
        &state,
        "/practice",
        format!("Practice | {name}"),
        "A scratch page for trying out a delayed update and a message that clears itself.",
    )
    .noindex()
    .bare();
    let script = l.asset("js/practice.js");
    l.scripts.push(script);
    render(&PracticeView { l })
}
