//! Home, about, contacts, events and the practice page.
use askama::Template;
use axum::{extract::State, response::Response, routing::get, Router};
use serde::Serialize;
use serde_json::json;

use crate::{
    content::{About, Home},
    state::AppState,
    views::{render, Island, Layout},
};

use super::{seo, service::hero_image};

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/", get(home))
        .route("/about", get(about))
        .route("/contacts", get(contacts))
        .route("/events", get(events))
        .route("/practice", get(practice))
}

/// One banner slide, as the carousel island reads it.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Slide {
    pub caption: &'static str,
    pub image: &'static str,
    pub image_mobile: &'static str,
    pub alt: &'static str,
    pub width: u32,
    pub height: u32,
}

/// Carousel interval (SPEC §9).
pub const CAROUSEL_INTERVAL_MS: u32 = 3000;

/// The three banner slides of SPEC §2.3 (desktop 1600×600, mobile 768×640).
pub fn slides(l: &Layout) -> Vec<Slide> {
    let slide = |n: u8, caption, alt| Slide {
        caption,
        image: l.asset(&format!("img/slide-{n}.svg")),
        image_mobile: l.asset(&format!("img/slide-{n}-mobile.svg")),
        alt,
        width: 1600,
        height: 600,
    };
    vec![
        slide(
            1,
            "Empowering businesses through innovative solutions",
            "Illustration of a laptop showing an online store with a rising sales chart, beside a lightbulb and gears",
        ),
        slide(
            2,
            "Building partnerships for sustainable growth",
            "Illustration of connected people and businesses linked in a growing network",
        ),
        slide(
            3,
            "Transforming ideas into impactful results",
            "Illustration of an idea turning into results: a lightbulb, a rising path and a target hit in the centre",
        ),
    ]
}

/// Where each home highlight leads, in the order of content/site/home.toml.
const HIGHLIGHT_LINKS: &[&str] = &["/amazon", "/flipkart", "/digital-market", "/web-dev"];

#[derive(Template)]
#[template(path = "pages/home.html")]
struct HomeView<'a> {
    l: Layout,
    island: Island,
    first: Slide,
    home: &'a Home,
}

impl HomeView<'_> {
    /// The page a highlight card links to (all services past the known ones).
    fn highlight_link(&self, index: &usize) -> &'static str {
        HIGHLIGHT_LINKS
            .get(*index)
            .copied()
            .unwrap_or("/all-services")
    }
}

async fn home(State(state): State<AppState>) -> Response {
    let home = &state.content.home;
    let l = Layout::new(&state, "/", &home.title, &home.description).with_island("carousel");
    let ld = seo::local_business(&l);
    let l = l.with_json_ld(&ld);
    let mut slides = slides(&l);
    let island = Island::new(
        "carousel",
        &json!({ "slides": slides, "intervalMs": CAROUSEL_INTERVAL_MS }),
    );
    let first = slides.remove(0);
    render(&HomeView {
        l,
        island,
        first,
        home,
    })
}

#[derive(Template)]
#[template(path = "pages/about.html")]
struct AboutView<'a> {
    l: Layout,
    about: &'a About,
    hero: &'static str,
}

async fn about(State(state): State<AppState>) -> Response {
    let about = &state.content.about;
    let l = Layout::new(&state, "/about", &about.title, &about.description);
    render(&AboutView {
        l,
        about,
        hero: hero_image("marketplace"),
    })
}

#[derive(Template)]
#[template(path = "pages/contacts.html")]
struct ContactsView {
    l: Layout,
}

async fn contacts(State(state): State<AppState>) -> Response {
    let site = &state.config.site;
    let l = Layout::new(
        &state,
        "/contacts",
        format!("Contact Us | {}, {}", site.product_name, site.locality),
        format!(
            "Call, e-mail or visit {} in {}, {}. Business enquiries {}; or request a customised quote online.",
            site.product_name, site.locality, site.region, site.hours
        ),
    );
    let ld = seo::local_business(&l);
    render(&ContactsView {
        l: l.with_json_ld(&ld),
    })
}

#[derive(Template)]
#[template(path = "pages/events.html")]
struct EventsView {
    l: Layout,
}

async fn events(State(state): State<AppState>) -> Response {
    let name = &state.config.site.product_name;
    let l = Layout::new(
        &state,
        "/events",
        format!("Events & Seller Workshops | {name}"),
        format!(
            "Watch a recording from a {name} seller growth workshop in Patna, and invite our team to speak to your trade body or business group."
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
