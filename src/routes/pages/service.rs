//! The 32 informational service pages and the four hubs, rendered from the
//! content files by two templates (service.html, hub.html).
use askama::Template;
use axum::{
    extract::{MatchedPath, OriginalUri, State},
    response::Response,
    routing::get,
    Router,
};

use crate::{
    assets,
    content::{Hub, ServicePage},
    state::AppState,
    views::{render, Layout},
};

use super::{not_found_for, seo, Crumb};

/// Every service page of SPEC §2.1, each backed by a file in content/pages.
pub const SERVICE_PATHS: &[&str] = &[
    "/amazon/account-management",
    "/amazon/advertising",
    "/amazon/reinstatement",
    "/amazon/register",
    "/amazon/aplus",
    "/amazon/store",
    "/amazon/brand",
    "/amazon/listing",
    "/amazon/image-edit",
    "/flipkart/account-management",
    "/flipkart/advertising",
    "/flipkart/rpd",
    "/flipkart/reg",
    "/flipkart/image-edit",
    "/digital-market/amazon-cam",
    "/digital-market/flipkart-cam",
    "/digital-market/search-engine",
    "/digital-market/social-media",
    "/digital-market/content-market",
    "/digital-market/email-market",
    "/ecommerce",
    "/multi-portals",
    "/image-editing",
    "/perweb",
    "/myntra",
    "/jiomart",
    "/nykaa",
    "/meesho",
    "/shopsy",
    "/ajio",
    "/web-dev",
    "/product-photo",
];

/// The hubs, each backed by a file in content/hubs.
pub const HUB_PATHS: &[&str] = &["/amazon", "/flipkart", "/digital-market", "/all-services"];

pub fn router() -> Router<AppState> {
    let mut router = Router::new();
    for path in SERVICE_PATHS {
        router = router.route(path, get(service_page));
    }
    for path in HUB_PATHS {
        router = router.route(path, get(hub_page));
    }
    router
}

/// The hub a group of pages belongs to, as (path, label).
fn group_hub(group: &str) -> (&'static str, &'static str) {
    match group {
        "amazon" => ("/amazon", "Amazon Services"),
        "flipkart" => ("/flipkart", "Flipkart Services"),
        "digital" => ("/digital-market", "Digital Marketing"),
        _ => ("/all-services", "All Services"),
    }
}

/// The hero illustration of a page (`image` in its content file).
pub fn hero_image(name: &str) -> &'static str {
    assets::url(&format!("img/hero-{name}.svg"))
}

/// A link card on hubs and in "related services".
pub struct Card {
    pub href: String,
    pub title: String,
    pub text: String,
}

impl From<&ServicePage> for Card {
    fn from(p: &ServicePage) -> Self {
        Self {
            href: p.path.clone(),
            title: p.nav_title.clone(),
            text: p.card_text.clone(),
        }
    }
}

#[derive(Template)]
#[template(path = "pages/service.html")]
struct ServiceView<'a> {
    l: Layout,
    page: &'a ServicePage,
    crumbs: Vec<Crumb>,
    hero: &'static str,
    /// Label of the page's group, shown above the h1.
    eyebrow: &'static str,
    /// Related services: other pages of the same group.
    cards: Vec<Card>,
}

async fn service_page(
    State(state): State<AppState>,
    matched: MatchedPath,
    uri: OriginalUri,
) -> Response {
    let Some(page) = state.content.page(matched.as_str()) else {
        return not_found_for(&state, uri.path());
    };
    let (hub_path, hub_label) = group_hub(&page.group);
    let crumbs = vec![
        Crumb::new("/", "Home"),
        Crumb::new(hub_path, hub_label),
        Crumb::new(&page.path, &page.nav_title),
    ];
    // Up to three other pages of the same group, starting after this one.
    let siblings: Vec<&ServicePage> = state
        .content
        .pages
        .iter()
        .filter(|p| p.group == page.group)
        .collect();
    let at = siblings
        .iter()
        .position(|p| p.path == page.path)
        .unwrap_or(0);
    let cards = siblings
        .iter()
        .cycle()
        .skip(at + 1)
        .take(siblings.len().saturating_sub(1).min(3))
        .map(|p| Card::from(*p))
        .collect();
    let l = Layout::new(&state, &page.path, &page.title, &page.description);
    let ld_service = seo::service(&l, page);
    let ld_crumbs = seo::breadcrumbs(&l, &crumbs);
    let l = l.with_json_ld(&ld_service).with_json_ld(&ld_crumbs);
    render(&ServiceView {
        l,
        page,
        crumbs,
        hero: hero_image(&page.image),
        eyebrow: hub_label,
        cards,
    })
}

#[derive(Template)]
#[template(path = "pages/hub.html")]
struct HubView<'a> {
    l: Layout,
    hub: &'a Hub,
    cards: Vec<Card>,
    hero: &'static str,
    /// Heading above the cards.
    cards_heading: &'static str,
}

async fn hub_page(
    State(state): State<AppState>,
    matched: MatchedPath,
    uri: OriginalUri,
) -> Response {
    let Some(hub) = state.content.hubs.get(matched.as_str()) else {
        return not_found_for(&state, uri.path());
    };
    let cards: Vec<Card> = hub
        .cards
        .iter()
        .chain(&hub.tiles)
        .filter_map(|path| {
            if let Some(p) = state.content.page(path) {
                Some(Card::from(p))
            } else if let Some(t) = hub.extra_tiles.iter().find(|t| &t.href == path) {
                Some(Card {
                    href: t.href.clone(),
                    title: t.title.clone(),
                    text: t.text.clone(),
                })
            } else {
                let other = state.content.hubs.get(path)?;
                Some(Card {
                    href: other.path.clone(),
                    title: other.h1.clone(),
                    text: other.description.clone(),
                })
            }
        })
        .collect();
    let (hero, cards_heading) = match hub.path.as_str() {
        "/amazon" => ("amazon", "Our Amazon services"),
        "/flipkart" => ("flipkart", "Our Flipkart services"),
        "/digital-market" => ("digital", "Our digital marketing services"),
        _ => ("catalogue", "Choose a service"),
    };
    let l = Layout::new(&state, &hub.path, &hub.title, &hub.description);
    render(&HubView {
        l,
        hub,
        cards,
        hero: hero_image(hero),
        cards_heading,
    })
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::*;
    use crate::content::Content;

    #[test]
    fn every_content_file_has_a_route_and_every_route_a_file() {
        let c = Content::load().unwrap();
        let routes: HashSet<&str> = SERVICE_PATHS.iter().copied().collect();
        let files: HashSet<&str> = c.pages.iter().map(|p| p.path.as_str()).collect();
        assert_eq!(routes, files);
        assert_eq!(SERVICE_PATHS.len(), 32);
        let hubs: HashSet<&str> = c.hubs.keys().map(String::as_str).collect();
        assert_eq!(hubs, HUB_PATHS.iter().copied().collect());
    }

    #[test]
    fn every_hero_illustration_exists() {
        let c = Content::load().unwrap();
        for p in &c.pages {
            let name = format!("img/hero-{}.svg", p.image);
            assert!(assets::get(&name).is_some(), "{} needs {name}", p.path);
        }
        for name in ["amazon", "flipkart", "digital", "catalogue"] {
            assert!(assets::get(&format!("img/hero-{name}.svg")).is_some());
        }
    }
}
