//! The articles' Markdown: headings, paragraphs, lists, links, emphasis,
//! quotes and images from the media library, rendered by pulldown-cmark and
//! then cleaned by ammonia, so nothing an editor types runs as script.
//! HTML typed into the Markdown is shown as text, never passed through;
//! headings start at h2 (the article's title is the page's one h1); an
//! image must come from the media library (`/media/…`).
use std::collections::HashSet;

use pulldown_cmark::{Event, HeadingLevel, Options, Parser, Tag, TagEnd};

/// Where images of the media library are served.
pub const MEDIA_PREFIX: &str = "/media/";

fn lower(level: HeadingLevel) -> HeadingLevel {
    match level {
        HeadingLevel::H1 => HeadingLevel::H2,
        HeadingLevel::H2 => HeadingLevel::H3,
        HeadingLevel::H3 => HeadingLevel::H4,
        HeadingLevel::H4 => HeadingLevel::H5,
        _ => HeadingLevel::H6,
    }
}

/// The events of `text`, with typed HTML turned into text and headings one
/// level down.
fn events(text: &str) -> impl Iterator<Item = Event<'_>> {
    Parser::new_ext(text, Options::ENABLE_STRIKETHROUGH).map(|event| match event {
        Event::Html(html) | Event::InlineHtml(html) => Event::Text(html),
        Event::Start(Tag::Heading {
            level,
            id,
            classes,
            attrs,
        }) => Event::Start(Tag::Heading {
            level: lower(level),
            id,
            classes,
            attrs,
        }),
        Event::End(TagEnd::Heading(level)) => Event::End(TagEnd::Heading(lower(level))),
        other => other,
    })
}

/// Safe HTML for a Markdown text.
pub fn to_html(text: &str) -> String {
    let mut html = String::with_capacity(text.len() * 3 / 2);
    pulldown_cmark::html::push_html(&mut html, events(text));
    clean(&html)
}

fn clean(html: &str) -> String {
    let tags: HashSet<&str> = [
        "h2",
        "h3",
        "h4",
        "h5",
        "h6",
        "p",
        "ul",
        "ol",
        "li",
        "a",
        "em",
        "strong",
        "del",
        "img",
        "blockquote",
        "code",
        "pre",
        "br",
        "hr",
    ]
    .into();
    ammonia::Builder::default()
        .tags(tags)
        .tag_attributes(
            [
                ("a", ["href", "title"].into()),
                ("img", ["src", "alt", "title"].into()),
            ]
            .into(),
        )
        .generic_attributes(HashSet::new())
        .url_schemes(["http", "https", "mailto", "tel"].into())
        .url_relative(ammonia::UrlRelative::PassThrough)
        .link_rel(Some("noopener"))
        .attribute_filter(|element, attribute, value| {
            if element == "img" && attribute == "src" && !value.starts_with(MEDIA_PREFIX) {
                None
            } else {
                Some(value.into())
            }
        })
        .clean(html)
        .to_string()
}

/// The targets of the links and images in a Markdown text, in order.
pub fn links(text: &str) -> Vec<(bool, String)> {
    Parser::new(text)
        .filter_map(|event| match event {
            Event::Start(Tag::Link { dest_url, .. }) => Some((false, dest_url.into_string())),
            Event::Start(Tag::Image { dest_url, .. }) => Some((true, dest_url.into_string())),
            _ => None,
        })
        .collect()
}

/// The alt text of each image, empty where none was written.
pub fn image_alts(text: &str) -> Vec<String> {
    let mut alts = Vec::new();
    let mut open: Option<String> = None;
    for event in Parser::new(text) {
        match event {
            Event::Start(Tag::Image { .. }) => open = Some(String::new()),
            Event::Text(t) | Event::Code(t) => {
                if let Some(alt) = &mut open {
                    alt.push_str(&t);
                }
            }
            Event::End(TagEnd::Image) => alts.extend(open.take()),
            _ => {}
        }
    }
    alts
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_the_small_markdown() {
        let html = to_html("# Plan\n\nSome *stress* and a [link](/amazon).\n\n- one\n- two\n");
        assert!(html.contains("<h2>Plan</h2>"), "{html}");
        assert!(html.contains("<em>stress</em>"));
        assert!(
            html.contains(r#"<a href="/amazon" rel="noopener">link</a>"#),
            "{html}"
        );
        assert!(html.contains("<li>one</li>"));
    }

    #[test]
    fn nothing_typed_runs_as_script() {
        for attack in [
            "<script>alert(1)</script>",
            "<img src=x onerror=alert(1)>",
            "[click](javascript:alert(1))",
            "![x](javascript:alert(1))",
            "<a href=\"javascript:alert(1)\">x</a>",
            "[x](data:text/html;base64,PHNjcmlwdD4=)",
        ] {
            let html = to_html(attack);
            // Typed HTML stays text; no element gains a script or a handler.
            assert!(!html.contains("<script"), "{attack} -> {html}");
            assert!(!html.contains("<img src=x"), "{attack} -> {html}");
            for attr in [
                "href=\"javascript",
                "src=\"javascript",
                "href=\"data:",
                "src=\"data:",
            ] {
                assert!(!html.contains(attr), "{attack} -> {html}");
            }
        }
        assert!(to_html("<b>bold</b>").contains("&lt;b&gt;"));
    }

    #[test]
    fn images_only_from_the_media_library() {
        let html = to_html("![Chart](/media/3/chart.webp) ![Far](https://evil.example/x.png)");
        assert!(html.contains(r#"src="/media/3/chart.webp""#), "{html}");
        assert!(!html.contains("evil.example"), "{html}");
        assert_eq!(
            image_alts("![Chart](/media/1) ![](/media/2)"),
            ["Chart", ""]
        );
        assert_eq!(
            links("[a](/x) ![b](/media/1)"),
            [(false, "/x".to_owned()), (true, "/media/1".to_owned())]
        );
    }
}
