//! The public pages as a browser or crawler receives them: every
//! public route rendered in full on the server, header and footer, the
//! home carousel, hubs, service pages,
//! /contacts, /events, /practice, the 404 page, the sitemap and robots.txt,
//! and the headers of pages and static assets.
use std::collections::HashSet;

use reqwest::header::{
    ACCEPT_ENCODING, CACHE_CONTROL, CONTENT_ENCODING, CONTENT_SECURITY_POLICY, CONTENT_TYPE,
    LOCATION,
};
use serde_json::Value;

use crate::helpers::{spawn_app, TestApp};

const AMAZON: &[&str] = &[
    "/amazon/account-management",
    "/amazon/advertising",
    "/amazon/reinstatement",
    "/amazon/register",
    "/amazon/aplus",
    "/amazon/store",
    "/amazon/brand",
    "/amazon/listing",
    "/amazon/image-edit",
];
const FLIPKART: &[&str] = &[
    "/flipkart/account-management",
    "/flipkart/advertising",
    "/flipkart/rpd",
    "/flipkart/reg",
    "/flipkart/image-edit",
];
const DIGITAL: &[&str] = &[
    "/digital-market/amazon-cam",
    "/digital-market/flipkart-cam",
    "/digital-market/search-engine",
    "/digital-market/social-media",
    "/digital-market/content-market",
    "/digital-market/email-market",
];
/// The 11 tiles of /all-services, in their order.
const TILES: &[&str] = &[
    "/ecommerce",
    "/multi-portals",
    "/digital-market",
    "/image-editing",
    "/perweb",
    "/myntra",
    "/jiomart",
    "/nykaa",
    "/meesho",
    "/shopsy",
    "/ajio",
];
const OTHER: &[&str] = &[
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
const SITE: &[&str] = &[
    "/",
    "/about",
    "/contacts",
    "/events",
    "/amazon",
    "/flipkart",
    "/digital-market",
    "/all-services",
];
/// The 21 destinations of the top bar and drawer.
const NAV: &[&str] = &[
    "/",
    "/about",
    "/amazon",
    "/flipkart",
    "/all-services",
    "/ecommerce",
    "/multi-portals",
    "/digital-market",
    "/image-editing",
    "/perweb",
    "/myntra",
    "/jiomart",
    "/nykaa",
    "/meesho",
    "/shopsy",
    "/ajio",
    "/buseq",
    "/web-dev",
    "/careerpg",
    "/contacts",
    "/events",
];
const CAPTIONS: [&str; 3] = [
    "Empowering businesses through innovative solutions",
    "Building partnerships for sustainable growth",
    "Transforming ideas into impactful results",
];

/// The 32 service pages.
fn service_pages() -> Vec<&'static str> {
    AMAZON
        .iter()
        .chain(FLIPKART)
        .chain(DIGITAL)
        .chain(OTHER)
        .copied()
        .collect()
}

/// Every public page of this module (all but /practice), with chrome.
fn chrome_pages() -> Vec<&'static str> {
    SITE.iter().copied().chain(service_pages()).collect()
}

// ---------- small HTML helpers (string level; the markup is ours) ----------

async fn html(app: &TestApp, path: &str) -> String {
    let res = app.get(path).await;
    assert_eq!(res.status(), 200, "GET {path}");
    let ct = res.headers()[CONTENT_TYPE].to_str().unwrap().to_owned();
    assert!(ct.starts_with("text/html"), "{path} is HTML, got {ct}");
    res.text().await.unwrap()
}

/// The text between `start` (inclusive) and the next `end` after it (inclusive).
fn section<'a>(html: &'a str, start: &str, end: &str) -> &'a str {
    let from = html
        .find(start)
        .unwrap_or_else(|| panic!("no {start:?} in page"));
    let to = from
        + html[from..]
            .find(end)
            .unwrap_or_else(|| panic!("no {end:?} after {start:?}"))
        + end.len();
    &html[from..to]
}

/// The values of every `name="…"` attribute, in order.
fn attrs(html: &str, name: &str) -> Vec<String> {
    let needle = format!(" {name}=\"");
    let mut out = Vec::new();
    let mut rest = html;
    while let Some(i) = rest.find(&needle) {
        rest = &rest[i + needle.len()..];
        let end = rest.find('"').unwrap();
        out.push(rest[..end].to_owned());
        rest = &rest[end..];
    }
    out
}

/// The content of `<meta name|property="key" content="…">`.
fn meta(html: &str, key: &str) -> Option<String> {
    let tag = [
        format!("<meta name=\"{key}\""),
        format!("<meta property=\"{key}\""),
    ]
    .iter()
    .find_map(|open| html.find(open.as_str()).map(|i| &html[i..]))?;
    let tag = &tag[..tag.find('>')?];
    attrs(tag, "content").into_iter().next()
}

fn title(html: &str) -> String {
    let t = section(html, "<title>", "</title>");
    t["<title>".len()..t.len() - "</title>".len()].to_owned()
}

fn json_ld(html: &str) -> Vec<Value> {
    let open = r#"<script type="application/ld+json">"#;
    html.match_indices(open)
        .map(|(i, _)| {
            let start = i + open.len();
            let end = start + html[start..].find("</script>").unwrap();
            serde_json::from_str(&html[start..end]).expect("JSON-LD is JSON")
        })
        .collect()
}

fn ld_of_type(html: &str, ty: &str) -> Value {
    json_ld(html)
        .into_iter()
        .find(|v| v["@type"] == ty)
        .unwrap_or_else(|| panic!("no {ty} JSON-LD"))
}

/// The hashed URL of the site stylesheet, read from a page.
fn stylesheet_url(html: &str) -> String {
    attrs(html, "href")
        .into_iter()
        .find(|h| h.starts_with("/assets/css/site-"))
        .expect("site.css link")
}

// ---------- every route ----------

#[tokio::test]
async fn every_public_route_is_a_complete_page_with_unique_seo_tags() {
    let app = spawn_app().await;
    let base = app.config.site.base().to_owned();
    let mut titles = HashSet::new();
    let mut descriptions = HashSet::new();
    for path in chrome_pages() {
        let page = html(&app, path).await;
        assert!(page.starts_with("<!doctype html>"), "{path}: doctype");
        assert!(page.contains(r#"<html lang="en-IN">"#), "{path}: lang");
        assert!(
            page.contains(
                r#"<meta name="viewport" content="width=device-width, initial-scale=1">"#
            ),
            "{path}: viewport"
        );
        assert_eq!(page.matches("<h1").count(), 1, "{path}: exactly one h1");
        let t = title(&page);
        assert!(t.len() > 10, "{path}: title {t:?}");
        assert!(titles.insert(t.clone()), "{path}: duplicate title {t:?}");
        let d = meta(&page, "description").unwrap_or_default();
        assert!(d.len() >= 50, "{path}: meta description {d:?}");
        assert!(descriptions.insert(d), "{path}: duplicate description");
        assert!(
            page.contains(&format!(r#"<link rel="canonical" href="{base}{path}">"#)),
            "{path}: canonical"
        );
        assert_eq!(
            meta(&page, "og:url").as_deref(),
            Some(&*format!("{base}{path}"))
        );
        assert!(
            meta(&page, "og:title").is_some_and(|v| v == t),
            "{path}: og:title"
        );
        assert!(
            meta(&page, "og:image").is_some_and(|v| v.starts_with(&base) && v.ends_with(".png")),
            "{path}: og:image"
        );
        assert!(!page.contains("noindex"), "{path} must be indexable");
        assert!(
            page.contains(r#"<header class="site-header">"#),
            "{path}: header"
        );
        assert!(
            page.contains(r#"<footer class="site-footer">"#),
            "{path}: footer"
        );
        assert!(
            page.contains(r##"<a class="skip-link" href="#main">"##),
            "{path}: skip link"
        );
        assert!(
            !page.contains("/assets/missing"),
            "{path}: every asset exists"
        );
        assert!(
            !page.contains(" style=\""),
            "{path}: no inline styles (CSP)"
        );
        assert!(
            !page.to_lowercase().contains("lorem"),
            "{path}: no placeholder copy"
        );
        // Every image has its size; only the top of the page loads eagerly.
        for tag in page.split("<img ").skip(1) {
            let tag = &tag[..tag.find('>').unwrap()];
            assert!(
                tag.contains(" width=\"") && tag.contains(" height=\""),
                "{path}: <img {tag}> without width and height"
            );
            assert!(tag.contains(" alt=\""), "{path}: <img {tag}> without alt");
        }
    }
}

#[tokio::test]
async fn head_requests_answer_like_get() {
    let app = spawn_app().await;
    let res = app.client.head(app.url("/amazon")).send().await.unwrap();
    assert_eq!(res.status(), 200);
}

// ---------- header and footer ----------

#[tokio::test]
async fn header_links_all_21_destinations_with_services_menu_and_drawer() {
    let app = spawn_app().await;
    for path in ["/", "/amazon/advertising", "/contacts"] {
        let page = html(&app, path).await;
        let header = section(&page, r#"<header class="site-header">"#, "</header>");
        let hrefs: HashSet<String> = attrs(header, "href").into_iter().collect();
        for want in NAV {
            assert!(hrefs.contains(*want), "{path}: header links to {want}");
        }
        assert!(header.contains(">Business Enquiry</a>"));
        // The desktop Services menu: a disclosure with the two nested groups.
        let menu = section(header, r#"<details class="menu""#, "</details>");
        assert!(menu.contains(r#"<summary class="nav-link menu-toggle">Services</summary>"#));
        assert!(menu.contains(">E-commerce Marketing</p>"));
        assert!(menu.contains(">Digital Marketing</p>"));
        // The phone drawer behind a control named "Menu", with the same links.
        let drawer = section(
            header,
            r#"<details class="drawer""#,
            "</nav>\n    </details>",
        );
        assert!(
            drawer.contains("</svg>Menu</summary>"),
            "drawer toggle named Menu"
        );
        assert!(drawer.contains("<summary>Services</summary>"));
        assert!(drawer.contains("<summary>E-commerce Marketing</summary>"));
        assert!(drawer.contains("<summary>Digital Marketing</summary>"));
        assert!(drawer.contains(r#"aria-label="Close menu""#));
        let in_drawer: HashSet<String> = attrs(drawer, "href").into_iter().collect();
        for want in NAV {
            assert!(in_drawer.contains(*want), "{path}: drawer links to {want}");
        }
        // The one script the chrome needs, self-hosted and hashed.
        assert!(page.contains(r#"<script type="module" src="/assets/js/nav-"#));
        // The current page is marked where the bar links to it.
        if NAV.contains(&path) {
            assert!(
                header.contains(&format!(r#"href="{path}" aria-current="page""#)),
                "{path}: aria-current"
            );
        }
    }
}

#[tokio::test]
async fn footer_has_social_service_and_quick_links_contact_details_and_year() {
    let app = spawn_app().await;
    let page = html(&app, "/about").await;
    let footer = section(&page, r#"<footer class="site-footer">"#, "</footer>");
    let site = &app.config.site;
    for social in &site.social {
        assert!(
            footer.contains(&format!(r#"href="{}""#, social.url)),
            "social link {}",
            social.name
        );
        assert!(
            footer.contains(&format!(
                r#"aria-label="{} (opens in a new tab)""#,
                social.name
            )),
            "accessible name for {}",
            social.name
        );
    }
    assert!(footer.contains(r#"<a href="/about">About us</a>"#));
    assert!(footer.contains(r#"<a href="/contacts">Contact us</a>"#));
    for service in ["/amazon", "/flipkart", "/digital-market", "/web-dev"] {
        assert!(
            footer.contains(&format!(r#"href="{service}""#)),
            "service link {service}"
        );
    }
    assert!(footer.contains(&site.street_address));
    assert!(footer.contains("Patna, Bihar"));
    assert!(footer.contains(&format!(
        r#"href="{}">{}</a>"#,
        site.phone_uri(),
        site.phone
    )));
    assert!(footer.contains(&format!(r#"href="mailto:{0}">{0}</a>"#, site.email)));
    let year = chrono::Utc::now().format("%Y").to_string();
    assert!(
        footer.contains(&format!("© {year} ")),
        "copyright with {year}"
    );
}

// ---------- home ----------

#[tokio::test]
async fn home_renders_intro_first_slide_and_the_carousel_island() {
    let app = spawn_app().await;
    let page = html(&app, "/").await;
    assert!(page.contains(">E-commerce and Digital Marketing Services in Patna</h1>"));
    assert!(
        page.contains("Vanijya Digital helps startups"),
        "lead from home.toml"
    );
    assert!(page.contains(r#"<script type="module" src="/assets/islands/"#));

    let open = r#"<script type="application/json" id="carousel-props">"#;
    let props = section(&page, open, "</script>");
    let props: Value = serde_json::from_str(&props[open.len()..props.len() - 9]).unwrap();
    assert_eq!(props["intervalMs"], 3000);

    // Every slide is in the HTML (the island only animates them): the first
    // active, the others hidden from assistive technology and lazy.
    let carousel = section(
        &page,
        r#"<div data-island="carousel" data-props="carousel-props"><div class="carousel" role="region" aria-roledescription="carousel" aria-label="Highlights">"#,
        "</div></div>\n",
    );
    let slides: Vec<&str> = carousel
        .split(r#"<div class="carousel-slide"#)
        .skip(1)
        .collect();
    assert_eq!(slides.len(), 3);
    for (n, (slide, caption)) in slides.iter().zip(CAPTIONS).enumerate() {
        let first = n == 0;
        assert_eq!(
            slide.starts_with(r#" is-active""#),
            first,
            "slide {n} active"
        );
        assert!(slide.contains(&format!(
            r#"role="group" aria-roledescription="slide" aria-label="{} of 3""#,
            n + 1
        )));
        assert_eq!(
            slide.contains(r#"aria-hidden="true""#),
            !first,
            "slide {n} hidden"
        );
        assert!(slide.contains(&format!(r#"<p class="carousel-caption">{caption}</p>"#)));
        assert!(slide.contains(r#"<source media="(max-width: 768px)" srcset="/assets/img/slide-"#));
        let img = section(slide, "<img ", ">");
        assert!(img.contains(r#"width="1600" height="600""#), "{img}");
        assert!(section(img, r#"alt=""#, "\" ").len() > 20, "{img}");
        assert_eq!(img.contains(r#"loading="lazy""#), !first, "slide {n} lazy");
        for url in attrs(slide, "srcset")
            .into_iter()
            .chain(attrs(slide, "src"))
        {
            assert!(url.starts_with("/assets/img/slide-"), "{url}");
            assert_eq!(app.get(&url).await.status(), 200, "{url}");
        }
    }

    let business = ld_of_type(&page, "LocalBusiness");
    assert_local_business(&app, &business);
}

fn assert_local_business(app: &TestApp, ld: &Value) {
    let site = &app.config.site;
    assert_eq!(ld["@context"], "https://schema.org");
    assert_eq!(ld["name"], site.product_name);
    assert_eq!(ld["telephone"], site.phone);
    assert_eq!(ld["email"], site.email);
    assert_eq!(ld["url"], format!("{}/", site.base()));
    assert_eq!(ld["address"]["@type"], "PostalAddress");
    assert_eq!(ld["address"]["addressLocality"], "Patna");
    assert_eq!(ld["address"]["addressRegion"], "Bihar");
    assert_eq!(ld["address"]["streetAddress"], site.street_address);
    let hours = &ld["openingHoursSpecification"][0];
    assert_eq!(hours["@type"], "OpeningHoursSpecification");
    assert_eq!(hours["opens"], "10:00");
    assert_eq!(hours["closes"], "19:00");
    let days: Vec<&str> = hours["dayOfWeek"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d.as_str().unwrap())
        .collect();
    assert_eq!(
        days,
        [
            "Monday",
            "Tuesday",
            "Wednesday",
            "Thursday",
            "Friday",
            "Saturday"
        ]
    );
}

#[tokio::test]
async fn about_tells_the_story_since_2019_and_has_the_director_section() {
    let app = spawn_app().await;
    let page = html(&app, "/about").await;
    assert!(page.contains("Since 2019"));
    assert!(page.contains("5 years"));
    assert!(page.contains("of Amazon marketing experience"));
    assert!(page.contains("A note from our Founder &#38; Director"));
    assert!(page.contains("Founder &#38; Director, Vanijya Digital"));
}

// ---------- hubs and service pages ----------

#[tokio::test]
async fn hubs_link_their_cards_to_the_exact_paths_in_order() {
    let app = spawn_app().await;
    for (hub, cards) in [
        ("/amazon", AMAZON),
        ("/flipkart", FLIPKART),
        ("/digital-market", DIGITAL),
        ("/all-services", TILES),
    ] {
        let page = html(&app, hub).await;
        let grid = section(&page, r#"<ul class="card-grid""#, "</ul>");
        assert_eq!(attrs(grid, "href"), cards.to_vec(), "{hub} cards");
        assert_eq!(grid.matches(r#"<li class="card">"#).count(), cards.len());
        for card in cards.iter() {
            // Each card is titled from the content files, with a summary.
            let at = grid.find(&format!(r#"href="{card}">"#)).unwrap();
            let li = &grid[at..at + grid[at..].find("</li>").unwrap()];
            assert!(li.contains("<p>") && li.len() > 100, "{hub}: card {card}");
        }
        assert!(
            page.contains(r#"href="/buseq">Request a Quote</a>"#),
            "{hub}: quote"
        );
    }
}

#[tokio::test]
async fn service_pages_render_their_content_with_quote_links_and_service_json_ld() {
    let app = spawn_app().await;
    let base = app.config.site.base().to_owned();
    for path in service_pages() {
        let page = html(&app, path).await;
        let main = section(&page, "<main", "</main>");
        // "Request a Quote" near the top (hero) and again at the bottom.
        let quotes = main.matches(r#"href="/buseq">Request a Quote</a>"#).count();
        assert!(quotes >= 2, "{path}: {quotes} Request a Quote links");
        let hero = section(main, r#"<section class="hero">"#, "</section>");
        assert!(
            hero.contains(r#"href="/buseq">Request a Quote</a>"#),
            "{path}: quote in hero"
        );
        assert!(hero.contains(r#"<img class="hero-art" src="/assets/img/hero-"#));
        assert!(hero.contains(r#"<nav class="breadcrumbs" aria-label="Breadcrumb">"#));
        for part in [
            "What&#39;s included",
            "How the work runs",
            "Who it suits",
            "Frequently asked questions",
            r#"<details class="faq-item">"#,
            r#"<ol class="steps">"#,
            r#"<ul class="check-list">"#,
        ] {
            let found = main.contains(part) || main.contains(&part.replace("&#39;", "'"));
            assert!(found, "{path}: {part}");
        }
        assert!(main.matches("<h2").count() >= 5, "{path}: sections");

        let service = ld_of_type(&page, "Service");
        assert_eq!(service["@context"], "https://schema.org");
        assert!(service["serviceType"]
            .as_str()
            .is_some_and(|s| !s.is_empty()));
        assert!(service["name"].as_str().is_some_and(|s| !s.is_empty()));
        assert_eq!(service["url"], format!("{base}{path}"));
        assert_eq!(service["areaServed"]["name"], "India");
        assert_eq!(service["provider"]["@type"], "LocalBusiness");
        assert_eq!(service["provider"]["name"], app.config.site.product_name);
        let crumbs = ld_of_type(&page, "BreadcrumbList");
        let items = crumbs["itemListElement"].as_array().unwrap();
        assert_eq!(items.last().unwrap()["item"], format!("{base}{path}"));
    }
}

#[tokio::test]
async fn web_dev_has_a_request_a_quote_button_to_buseq() {
    let app = spawn_app().await;
    let page = html(&app, "/web-dev").await;
    assert!(page.contains(r#"<a class="btn btn-primary btn-lg" href="/buseq">Request a Quote</a>"#));
}

// ---------- contacts, events, practice ----------

#[tokio::test]
async fn contacts_shows_map_phone_email_address_and_hours() {
    let app = spawn_app().await;
    let site = &app.config.site;
    let page = html(&app, "/contacts").await;
    let main = section(&page, "<main", "</main>");
    let iframe = section(main, "<iframe", "</iframe>");
    assert_eq!(main.matches("<iframe").count(), 1);
    assert!(iframe.contains(&format!(
        r#"src="{}""#,
        site.map_embed_url.replace('&', "&#38;")
    )));
    assert!(iframe.contains(r#" title="Map showing"#));
    assert!(iframe.contains(r#" loading="lazy""#));
    assert!(main.contains("Mon to Sat (10 am to 7 pm)"));
    assert!(main.contains("Patna, Bihar"));
    assert!(main.contains(&format!(r#"href="{}""#, site.phone_uri())));
    assert!(main.contains(&format!(r#"href="mailto:{}""#, site.email)));
    assert!(main.contains(">Business enquiry</h2>"));
    assert_local_business(&app, &ld_of_type(&page, "LocalBusiness"));
}

#[tokio::test]
async fn events_embeds_the_configured_video() {
    let app = spawn_app().await;
    let site = &app.config.site;
    let page = html(&app, "/events").await;
    let main = section(&page, "<main", "</main>");
    assert_eq!(main.matches("<iframe").count(), 1);
    let iframe = section(main, "<iframe", "</iframe>");
    assert!(iframe.contains(&format!(r#"src="{}""#, site.events_video_url)));
    assert!(iframe.contains(&format!(r#"title="{}""#, site.events_video_title)));
    assert!(iframe.contains(r#" loading="lazy""#));
}

#[tokio::test]
async fn practice_is_bare_noindex_and_loads_its_small_script() {
    let app = spawn_app().await;
    let page = html(&app, "/practice").await;
    assert!(!page.contains("<header"), "no header");
    assert!(!page.contains("<footer"), "no footer");
    assert!(!page.contains("/assets/js/nav-"), "no navigation script");
    assert!(page.contains(r#"<meta name="robots" content="noindex, nofollow">"#));
    assert_eq!(page.matches("<h1").count(), 1);
    assert!(page.contains(r#"data-update-ms="2000" data-clear-ms="1000""#));
    assert!(page.contains(r#"role="status""#));
    let script = attrs(&page, "src")
        .into_iter()
        .find(|s| s.starts_with("/assets/js/practice-"))
        .expect("practice.js");
    let res = app.get(&script).await;
    assert_eq!(res.status(), 200);
    assert!(res.headers()[CONTENT_TYPE]
        .to_str()
        .unwrap()
        .starts_with("text/javascript"));
}

// ---------- 404 ----------

#[tokio::test]
async fn an_unknown_path_is_a_real_404_page_with_the_navigation() {
    let app = spawn_app().await;
    for path in [
        "/no-such-page",
        "/amazon/no-such-service",
        "/assets/nothing.css",
    ] {
        let res = app.get(path).await;
        assert_eq!(res.status(), 404, "{path}");
        if path.starts_with("/assets/") {
            continue;
        }
        assert!(res.headers()[CONTENT_TYPE]
            .to_str()
            .unwrap()
            .starts_with("text/html"));
        let page = res.text().await.unwrap();
        assert_eq!(page.matches("<h1").count(), 1);
        assert!(page.contains(">Page not found</h1>"));
        assert!(page.contains(r#"<meta name="robots" content="noindex, nofollow">"#));
        let header = section(&page, r#"<header class="site-header">"#, "</header>");
        let hrefs: HashSet<String> = attrs(header, "href").into_iter().collect();
        for want in NAV {
            assert!(hrefs.contains(*want), "404 header links to {want}");
        }
        assert!(page.contains(r#"<footer class="site-footer">"#));
    }
}

#[tokio::test]
async fn a_trailing_slash_redirects_to_the_page() {
    let app = spawn_app().await;
    let res = app.get("/amazon/advertising/").await;
    assert_eq!(res.status(), 308);
    assert_eq!(res.headers()[LOCATION], "/amazon/advertising");
    // Never an open redirect to another host.
    let res = app.get("//evil.example/").await;
    assert_ne!(res.status(), 308);
    assert!(res.headers().get(LOCATION).is_none());
}

// ---------- search engines ----------

#[tokio::test]
async fn the_sitemap_lists_every_indexable_page_with_absolute_urls() {
    let app = spawn_app().await;
    let base = app.config.site.base().to_owned();
    let res = app.get("/sitemap.xml").await;
    assert_eq!(res.status(), 200);
    assert!(res.headers()[CONTENT_TYPE]
        .to_str()
        .unwrap()
        .starts_with("application/xml"));
    let xml = res.text().await.unwrap();
    assert!(xml.starts_with(r#"<?xml version="1.0" encoding="UTF-8"?>"#));
    assert!(xml.contains(
        r#"<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">"#
    ));
    let locs: Vec<&str> = xml
        .split("<loc>")
        .skip(1)
        .map(|s| &s[..s.find("</loc>").unwrap()])
        .collect();
    let set: HashSet<&str> = locs.iter().copied().collect();
    assert_eq!(set.len(), locs.len(), "no duplicates");
    for path in chrome_pages()
        .into_iter()
        .chain(["/buseq", "/careerpg", "/affiliate"])
    {
        let url = format!("{base}{path}");
        assert!(set.contains(url.as_str()), "sitemap lists {url}");
    }
    for private in ["/practice", "/admin-login", "/registration"] {
        assert!(!set.contains(format!("{base}{private}").as_str()));
    }
    assert!(locs.iter().all(|l| l.starts_with(&base)));
}

#[tokio::test]
async fn robots_txt_names_the_sitemap_and_keeps_crawlers_out_of_private_pages() {
    let app = spawn_app().await;
    let res = app.get("/robots.txt").await;
    assert_eq!(res.status(), 200);
    assert!(res.headers()[CONTENT_TYPE]
        .to_str()
        .unwrap()
        .starts_with("text/plain"));
    let text = res.text().await.unwrap();
    assert!(text.contains("User-agent: *"));
    for path in ["/admin-login", "/registration", "/practice"] {
        assert!(
            text.contains(&format!("Disallow: {path}\n")),
            "disallows {path}"
        );
    }
    assert!(text.contains(&format!("Sitemap: {}/sitemap.xml", app.config.site.base())));
}

// ---------- headers, caching and compression ----------

fn assert_security_headers(res: &reqwest::Response, what: &str) {
    let h = res.headers();
    let csp = h
        .get(CONTENT_SECURITY_POLICY)
        .unwrap_or_else(|| panic!("{what}: CSP"))
        .to_str()
        .unwrap();
    assert!(csp.contains("script-src 'self'"), "{what}: {csp}");
    assert!(csp.contains("style-src 'self'"), "{what}: {csp}");
    assert!(csp.contains("frame-ancestors 'none'"), "{what}: {csp}");
    assert_eq!(h["x-content-type-options"], "nosniff", "{what}");
    assert_eq!(h["x-frame-options"], "DENY", "{what}");
    assert_eq!(
        h["referrer-policy"], "strict-origin-when-cross-origin",
        "{what}"
    );
}

#[tokio::test]
async fn pages_404s_and_assets_carry_the_security_headers() {
    let app = spawn_app().await;
    let home = app.get("/").await;
    assert_security_headers(&home, "/");
    let css = stylesheet_url(&home.text().await.unwrap());
    for path in [
        "/amazon/advertising",
        "/practice",
        "/no-such-page",
        css.as_str(),
    ] {
        assert_security_headers(&app.get(path).await, path);
    }
    // The CSP lets the configured map and video load in frames, nothing else.
    let res = app.get("/contacts").await;
    let csp = res.headers()[CONTENT_SECURITY_POLICY].to_str().unwrap();
    assert!(csp.contains("frame-src https://www.google.com https://www.youtube-nocookie.com"));
}

#[tokio::test]
async fn static_assets_are_immutable_and_compressed_on_request() {
    let app = spawn_app().await;
    let page = html(&app, "/").await;
    let mut urls: Vec<String> = attrs(&page, "href")
        .into_iter()
        .chain(attrs(&page, "src"))
        .chain(attrs(&page, "srcset"))
        .filter(|u| u.starts_with("/assets/"))
        .collect();
    urls.sort();
    urls.dedup();
    assert!(urls.len() >= 5, "assets on the home page: {urls:?}");
    for url in &urls {
        let res = app.get(url).await;
        assert_eq!(res.status(), 200, "{url}");
        assert_eq!(
            res.headers()[CACHE_CONTROL],
            "public, max-age=31536000, immutable",
            "{url}"
        );
    }
    let og = meta(&page, "og:image").unwrap();
    let og_path = og.strip_prefix(app.config.site.base()).unwrap();
    let res = app.get(og_path).await;
    assert_eq!(res.status(), 200);
    assert_eq!(res.headers()[CONTENT_TYPE], "image/png");
    let png = res.bytes().await.unwrap();
    assert!(png.starts_with(b"\x89PNG"));
    assert!(
        png.len() < 60_000,
        "og-card.png is small ({} bytes)",
        png.len()
    );

    let css = stylesheet_url(&page);
    for (path, encoding) in [
        (css.as_str(), "br"),
        (css.as_str(), "gzip"),
        ("/", "br"),
        ("/amazon", "gzip"),
    ] {
        let res = app
            .client
            .get(app.url(path))
            .header(ACCEPT_ENCODING, encoding)
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 200);
        assert_eq!(
            res.headers()
                .get(CONTENT_ENCODING)
                .map(|v| v.to_str().unwrap()),
            Some(encoding),
            "{path} with {encoding}"
        );
    }
}

#[tokio::test]
async fn the_stylesheet_defines_the_design_tokens_and_shared_classes() {
    let app = spawn_app().await;
    let page = html(&app, "/").await;
    let css = app.get(&stylesheet_url(&page)).await.text().await.unwrap();
    assert!(css.len() < 40_000, "site.css is {} bytes", css.len());
    for token in [
        "--c-primary: #0b4f9c",
        "--c-primary-dark: #083b75",
        "--c-accent: #f59e0b",
        "--c-text: #1f2937",
        "--c-muted: #4b5563",
        "--c-bg: #ffffff",
        "--c-surface: #f4f6fb",
        "--c-border: #d7dce5",
        "--c-success: #166534",
        "--c-success-bg: #dcfce7",
        "--c-danger: #991b1b",
        "--c-danger-bg: #fee2e2",
        "--radius: 10px",
        "--font:",
        "--shadow:",
        "--s7: 3rem",
    ] {
        assert!(css.contains(token), "token {token}");
    }
    for class in [
        ".container",
        ".btn",
        ".btn-primary",
        ".btn-secondary",
        ".btn-danger",
        ".form-field",
        ".alert",
        ".alert-success",
        ".alert-danger",
        ".visually-hidden",
        ".skip-link",
    ] {
        assert!(
            css.contains(&format!("{class} {{")) || css.contains(&format!("{class},")),
            "class {class}"
        );
    }
    assert!(css.contains("@media (width <= 768px)"));
    assert!(css.contains("@media (prefers-reduced-motion: reduce)"));
    assert!(css.contains(":focus-visible"));
}

/// Attributes the HTML standard does not know (htmx's hx-*) fail the Nu
/// checker; htmx reads the valid data-hx-* form too.
#[tokio::test]
async fn pages_use_only_valid_attribute_names() {
    let app = spawn_app().await;
    for path in [
        "/",
        "/affiliate",
        "/affiliate?page=2",
        "/careerpg",
        "/buseq",
    ] {
        let html = app.get(path).await.text().await.unwrap();
        assert!(!html.contains(" hx-"), "{path} uses a bare hx- attribute");
    }
}

/// Admin screens carry private data: no cache may keep them.
#[tokio::test]
async fn admin_shells_are_never_cached() {
    let app = spawn_app().await;
    let res = app.get("/admin-login").await;
    assert_eq!(res.status(), 200);
    assert_eq!(res.headers()["cache-control"], "no-store");
}
