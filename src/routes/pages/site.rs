//! Home, about, contacts, events and the practice page.
use askama::Template;
use axum::{
    extract::{OriginalUri, State},
    response::Response,
    routing::get,
    Router,
};
use serde::Serialize;

use super::{not_found_page, InBothEditions, Shown};
use crate::{
    content::{About, Home, Testimonial},
    domain::language::Language,
    state::AppState,
    views::{json_ld::JsonLd, render, Island, Layout},
};

pub fn router() -> Router<AppState> {
    Router::new()
        .page("/", home)
        .page("/about", about)
        .page("/contacts", contacts)
        .page("/events", events)
        .route("/practice", get(practice))
}

/// How long each banner slide shows before the next fades in.
pub const CAROUSEL_INTERVAL_MS: u32 = 3000;

/// What the carousel island reads from the page: its slides are already in
/// the HTML, so only the timing is passed, and on a page in another
/// language than English the words of its controls (the island carries the
/// English ones, so an English page's props are as they always were).
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct CarouselProps {
    interval_ms: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    words: Option<&'static CarouselWords>,
}

/// The carousel's buttons and its announcement, in one language. `{n}`
/// stands for a slide's number, `{count}` for how many there are and
/// `{caption}` for the slide's caption.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct CarouselWords {
    start: &'static str,
    stop: &'static str,
    previous: &'static str,
    next: &'static str,
    slide: &'static str,
    showing: &'static str,
}

static HINDI_CAROUSEL: CarouselWords = CarouselWords {
    start: "स्लाइड अपने-आप बदलना शुरू करें",
    stop: "स्लाइड अपने-आप बदलना रोकें",
    previous: "पिछली स्लाइड",
    next: "अगली स्लाइड",
    slide: "स्लाइड {n}",
    showing: "{count} में से स्लाइड {n}: {caption}",
};

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
                words: (content.language == Language::Hi).then_some(&HINDI_CAROUSEL),
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
    let language = Language::of_path(uri.path());
    let site = content.site_in(language);
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

/// The events page in the language of its address (`/events`,
/// `/hi/events`).
async fn events(State(state): State<AppState>, OriginalUri(uri): OriginalUri) -> Response {
    let content = state.content();
    let language = Language::of_path(uri.path());
    let site = content.site_in(language);
    let name = &site.product_name;
    let (title, description) = match language {
        Language::En => (
            format!("Events & Seller Workshops | {name}"),
            format!(
                "Watch a recording from a {name} seller growth workshop in {}, and invite our team to speak to your trade body or business group.",
                site.locality
            ),
        ),
        Language::Hi => (
            format!("इवेंट और सेलर वर्कशॉप | {name}"),
            format!(
                "{} में {name} की सेलर ग्रोथ वर्कशॉप की रिकॉर्डिंग देखिए, और अपने व्यापार संघ या कारोबारी समूह में बोलने के लिए हमारी टीम को बुलाइए।",
                site.locality
            ),
        ),
    };
    let l = Layout::new(&state, &language.path_for("/events"), title, description);
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
