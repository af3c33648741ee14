//! The site in two languages: English at today's addresses, Hindi under
//! `/hi`. Crawls the sitemap and checks every pair of editions (both
//! answer 200, each names itself and the other, `x-default` is there, the
//! `lang` attribute matches), that a page without a translation names none,
//! and the switcher on each page.
use std::collections::BTreeSet;

use vanijya::domain::lead::NOTICE_VERSION;

use crate::helpers::{spawn_app, spawn_app_with, TestApp};

/// One `<url>` of the sitemap: its address and its `xhtml:link`
/// alternates as (hreflang, address).
struct Entry {
    loc: String,
    alternates: BTreeSet<(String, String)>,
}

/// The value of `name="…"` inside one tag.
fn attribute(tag: &str, name: &str) -> Option<String> {
    let start = tag.find(&format!(" {name}=\""))? + name.len() + 3;
    let len = tag[start..].find('"')?;
    Some(tag[start..start + len].to_owned())
}

/// Every tag of `html` that starts with `open` (such as `<link rel="alternate"`).
fn tags<'a>(html: &'a str, open: &str) -> Vec<&'a str> {
    html.match_indices(open)
        .map(|(i, _)| &html[i..i + html[i..].find('>').unwrap() + 1])
        .collect()
}

fn sitemap_entries(xml: &str) -> Vec<Entry> {
    xml.split("<url>")
        .skip(1)
        .map(|url| {
            let loc = url[url.find("<loc>").unwrap() + 5..url.find("</loc>").unwrap()].to_owned();
            let alternates = tags(url, "<xhtml:link")
                .into_iter()
                .map(|t| {
                    assert_eq!(attribute(t, "rel").as_deref(), Some("alternate"), "{t}");
                    (
                        attribute(t, "hreflang").unwrap(),
                        attribute(t, "href").unwrap(),
                    )
                })
                .collect();
            Entry { loc, alternates }
        })
        .collect()
}

/// A page as a crawler reads it: its status, `<html lang>` and the
/// head's `hreflang` alternates.
struct Page {
    status: u16,
    lang: String,
    alternates: BTreeSet<(String, String)>,
    body: String,
}

/// The page at `url`, an absolute address under the site's public base,
/// asked of the test server.
async fn page(app: &TestApp, url: &str) -> Page {
    let path = url
        .strip_prefix(app.config.site.base())
        .unwrap_or_else(|| panic!("{url} is not under the site's base"));
    let res = app.get(path).await;
    let status = res.status().as_u16();
    let body = res.text().await.unwrap();
    let html_tag = tags(&body, "<html")[0];
    let head = &body[..body.find("</head>").unwrap()];
    let alternates = tags(head, "<link rel=\"alternate\" hreflang=")
        .into_iter()
        .map(|t| {
            (
                attribute(t, "hreflang").unwrap(),
                attribute(t, "href").unwrap(),
            )
        })
        .collect();
    Page {
        status,
        lang: attribute(html_tag, "lang").unwrap(),
        alternates,
        body,
    }
}

/// The `<html lang>` of a page whose hreflang is `hreflang`.
fn lang_of(hreflang: &str) -> &'static str {
    match hreflang {
        "en-IN" => "en-IN",
        "hi-IN" => "hi",
        other => panic!("unexpected hreflang {other}"),
    }
}

#[tokio::test]
async fn every_pair_in_the_sitemap_names_itself_and_the_other_and_an_untranslated_page_names_none()
{
    // Arrange
    let app = spawn_app().await;
    let base = app.config.site.base().to_owned();
    let xml = app.get("/sitemap.xml").await.text().await.unwrap();
    assert!(xml.contains(r#"xmlns:xhtml="http://www.w3.org/1999/xhtml""#));
    let entries = sitemap_entries(&xml);
    let (mut pairs, mut single) = (0, 0);

    for entry in &entries {
        // Act
        let shown = page(&app, &entry.loc).await;

        // Assert
        assert_eq!(shown.status, 200, "{}", entry.loc);
        assert_eq!(
            shown.alternates, entry.alternates,
            "{}: head and sitemap agree",
            entry.loc
        );
        if entry.alternates.is_empty() {
            single += 1;
            assert!(
                !shown.body.contains("hreflang=\"x-default\""),
                "{}",
                entry.loc
            );
            continue;
        }
        pairs += 1;
        let named: Vec<&str> = entry.alternates.iter().map(|(h, _)| h.as_str()).collect();
        assert_eq!(named, ["en-IN", "hi-IN", "x-default"], "{}", entry.loc);
        let own = entry
            .alternates
            .iter()
            .find(|(_, href)| *href == entry.loc)
            .unwrap_or_else(|| panic!("{} does not name itself", entry.loc));
        assert_eq!(shown.lang, lang_of(&own.0), "{}: lang", entry.loc);
        let english = &entry
            .alternates
            .iter()
            .find(|(h, _)| h == "en-IN")
            .unwrap()
            .1;
        let default = &entry
            .alternates
            .iter()
            .find(|(h, _)| h == "x-default")
            .unwrap()
            .1;
        assert_eq!(
            default, english,
            "{}: x-default is the English page",
            entry.loc
        );
        for (hreflang, href) in &entry.alternates {
            let other = page(&app, href).await;
            assert_eq!(other.status, 200, "{href}");
            assert_eq!(
                other.lang,
                lang_of(if hreflang == "x-default" {
                    "en-IN"
                } else {
                    hreflang
                }),
                "{href}: lang"
            );
            assert_eq!(
                other.alternates, entry.alternates,
                "{href} points back at {}",
                entry.loc
            );
            assert!(
                entries.iter().any(|e| e.loc == *href),
                "{href} is in the sitemap too"
            );
        }
    }
    // Both kinds are there: translated pages and pages in English only.
    assert!(pairs >= 2 * 10, "{pairs} pages in pairs");
    assert!(single > 0);
    for untranslated in ["/affiliate"] {
        let shown = page(&app, &format!("{base}{untranslated}")).await;
        assert!(
            shown.alternates.is_empty(),
            "{untranslated} names no alternate"
        );
    }
}

/// The address the language switcher on `path` leads to.
async fn switcher(app: &TestApp, path: &str) -> String {
    let body = app.get(path).await.text().await.unwrap();
    let start = body.find("<p class=\"topbar-lang\">").expect("a switcher");
    let link = tags(&body[start..], "<a ")[0];
    attribute(link, "href").unwrap()
}

#[tokio::test]
async fn the_switcher_leads_to_the_same_page_in_the_other_language_or_to_its_home() {
    let app = spawn_app().await;
    assert_eq!(switcher(&app, "/").await, "/hi");
    assert_eq!(switcher(&app, "/hi").await, "/");
    assert_eq!(switcher(&app, "/amazon/aplus").await, "/hi/amazon/aplus");
    assert_eq!(switcher(&app, "/hi/amazon/aplus").await, "/amazon/aplus");
    assert_eq!(switcher(&app, "/hi/about").await, "/about");
    assert_eq!(switcher(&app, "/contacts").await, "/hi/contacts");
    assert_eq!(switcher(&app, "/hi/buseq").await, "/buseq");
    assert_eq!(switcher(&app, "/privacy").await, "/hi/privacy");
    assert_eq!(switcher(&app, "/hi/privacy").await, "/privacy");
    assert_eq!(switcher(&app, "/events").await, "/hi/events");
    assert_eq!(switcher(&app, "/hi/events").await, "/events");
    // No Hindi edition yet: that language's home.
    assert_eq!(switcher(&app, "/affiliate").await, "/hi");
    assert_eq!(switcher(&app, "/no-such-page").await, "/hi");
}

#[tokio::test]
async fn a_hindi_page_is_in_hindi_and_leads_to_english_pages_only_where_it_has_none() {
    // Act
    let app = spawn_app().await;
    let home = page(&app, &format!("{}/hi", app.config.site.base())).await;
    let hub = app.get("/hi/amazon").await.text().await.unwrap();

    // Assert
    assert_eq!(home.status, 200);
    assert_eq!(home.lang, "hi");
    assert!(home
        .body
        .contains("<h1 id=\"intro-heading\">पटना में ई-कॉमर्स"));
    assert!(home
        .body
        .contains("<meta property=\"og:locale\" content=\"hi_IN\">"));
    // The navigation leads to the Hindi edition where there is one.
    assert!(home.body.contains("href=\"/hi/amazon\""));
    assert!(home.body.contains("href=\"/hi/about\""));
    // Each card leads to its page's Hindi edition where there is one, and
    // to the English page where there is none yet.
    assert!(hub.contains("href=\"/hi/amazon/aplus\""));
    let mut cards = 0;
    for hub_path in [
        "/hi/amazon",
        "/hi/flipkart",
        "/hi/digital-market",
        "/hi/all-services",
    ] {
        let html = app.get(hub_path).await.text().await.unwrap();
        for link in tags(&html, "<a class=\"card-link\"") {
            let href = attribute(link, "href").unwrap();
            let hindi = if href.starts_with("/hi/") {
                href.clone()
            } else {
                format!("/hi{href}")
            };
            let translated = app.get(&hindi).await.status().as_u16() == 200;
            cards += 1;
            assert_eq!(
                href.starts_with("/hi/"),
                translated,
                "{hub_path}: the card for {href}"
            );
        }
    }
    assert_eq!(cards, 9 + 5 + 6 + 11, "every hub's cards");
    // A Hindi address with no page is a 404, not the English page.
    assert_eq!(app.get("/hi/amazon/no-such").await.status(), 404);
    assert_eq!(app.get("/hi/affiliate").await.status(), 404);
}

#[tokio::test]
async fn translated_case_studies_and_articles_answer_under_hi_with_their_lists_and_pair_with_the_english_pages(
) {
    // Arrange
    let app = spawn_app().await;
    let base = app.config.site.base().to_owned();
    let story = "/case-studies/kurti-maker-meesho-shopsy-catalogue";
    let article = "/insights/reading-the-amazon-search-term-report";

    for english in ["/case-studies", story, "/insights", article] {
        // Act
        let hindi = format!("/hi{english}");
        let shown = page(&app, &format!("{base}{hindi}")).await;

        // Assert
        assert_eq!(shown.status, 200, "{hindi}");
        assert_eq!(shown.lang, "hi", "{hindi}");
        let expected: BTreeSet<(String, String)> = [
            ("en-IN", format!("{base}{english}")),
            ("hi-IN", format!("{base}{hindi}")),
            ("x-default", format!("{base}{english}")),
        ]
        .into_iter()
        .map(|(h, u)| (h.to_owned(), u))
        .collect();
        assert_eq!(shown.alternates, expected, "{hindi}");
        assert_eq!(switcher(&app, english).await, hindi);
    }

    // The pages read in Hindi and lead to Hindi pages.
    let list = page(&app, &format!("{base}/hi/case-studies")).await.body;
    assert!(list.contains("<h1>केस स्टडी</h1>"));
    assert!(list.contains(&format!("href=\"/hi{story}\"")));
    let shown = app.get(&format!("/hi{story}")).await.text().await.unwrap();
    assert!(shown.contains("<h2>दिक़्क़त क्या थी</h2>"));
    assert!(shown.contains("<a href=\"/hi/meesho\">Meesho</a>"));
    assert!(shown.contains("<a href=\"/hi/case-studies\">केस स्टडी</a>"));
    let articles = app.get("/hi/insights").await.text().await.unwrap();
    assert!(articles.contains("<time datetime=\"2026-10-06\">6 अक्टूबर 2026</time>"));
    assert!(articles.contains(&format!("href=\"/hi{article}\"")));
    let read = app
        .get(&format!("/hi{article}"))
        .await
        .text()
        .await
        .unwrap();
    assert!(read.contains("href=\"/hi/amazon/advertising\""));
    // A Hindi service page names the Hindi case study about it.
    let meesho = app.get("/hi/meesho").await.text().await.unwrap();
    assert!(meesho.contains(&format!("href=\"/hi{story}\"")));
    // A Hindi case study whose service is not translated yet still links
    // to that service, in English until it is.
    let kitchen = app
        .get("/hi/case-studies/kitchenware-wholesaler-flipkart-catalogue")
        .await
        .text()
        .await
        .unwrap();
    assert!(kitchen.contains("flipkart/advertising\">"));
    // The English pages are as they were, and what is not translated is a 404.
    let english = app.get("/insights").await.text().await.unwrap();
    assert!(english.contains("<time datetime=\"2026-10-06\">6 October 2026</time>"));
    assert!(english.contains("<a href=\"/insights/feed.xml\">Follow the feed</a>.</p>"));
    for missing in [
        "/hi/case-studies/no-such",
        "/hi/insights/no-such",
        "/hi/insights/feed.xml",
    ] {
        assert_eq!(app.get(missing).await.status(), 404, "{missing}");
    }
}

/// The notice itself: from its first heading to its version line.
fn notice(body: &str) -> &str {
    let start = body.find("<div class=\"prose\">").expect("the notice");
    let end = body[start..].find("</small>").expect("its version") + start;
    &body[start..end]
}

#[tokio::test]
async fn the_hindi_privacy_notice_says_what_the_english_one_says_under_the_same_version() {
    for analytics in [true, false] {
        // Arrange
        let app = spawn_app_with(|c| {
            c.analytics = analytics;
            c.application_retention_days = 200;
            c.attribution_days = 45;
        })
        .await;
        let base = app.config.site.base().to_owned();
        let site = &app.config.site;

        // Act
        let english = page(&app, &format!("{base}/privacy")).await;
        let hindi = page(&app, &format!("{base}/hi/privacy")).await;

        // Assert
        assert_eq!((english.status, hindi.status), (200, 200));
        assert_eq!(hindi.lang, "hi");
        assert!(hindi.body.contains("<h1>प्राइवेसी नोटिस</h1>"));
        assert!(english
            .body
            .contains(&format!("<small>Version {NOTICE_VERSION}.</small>")));
        assert!(hindi
            .body
            .contains(&format!("<small>संस्करण {NOTICE_VERSION}।</small>")));
        assert!(!hindi.alternates.is_empty());
        assert_eq!(hindi.alternates, english.alternates, "a pair");
        let (en, hi) = (notice(&english.body), notice(&hindi.body));
        // The same sections and points, one for one, with the same figures
        // and the same ways to reach the agency.
        for tag in ["<section>", "<h2>", "<li>", "<p>", "<a "] {
            assert_eq!(
                en.matches(tag).count(),
                hi.matches(tag).count(),
                "{tag} (analytics {analytics})"
            );
        }
        assert!(en.contains("200 days") && hi.contains("200 दिन"));
        assert!(en.contains("30 days") && hi.contains("30 दिन"));
        for contact in [&site.email, &site.phone] {
            assert!(en.contains(contact.as_str()) && hi.contains(contact.as_str()));
        }
        // The address as each language writes it.
        assert!(en.contains(site.street_address.as_str()));
        assert!(hi.contains(site.hindi.street_address.as_str()));
        assert_eq!(en.contains("vanijya_trail"), analytics);
        assert_eq!(hi.contains("vanijya_trail"), analytics);
        assert_eq!(hi.contains("45 दिनों"), analytics);
    }
}
