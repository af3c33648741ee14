//! The articles' Markdown: headings, paragraphs, lists, links, emphasis,
//! quotes and images from the media library, rendered by pulldown-cmark and
//! then cleaned by ammonia, so nothing an editor types runs as script.
//! HTML typed into the Markdown is shown as text, never passed through;
//! a `#` heading is shown as h2 (the article's title is the page's one h1); an
//! image must come from the media library (`/media/…`).
use std::collections::{HashMap, HashSet};

use pulldown_cmark::{CowStr, Event, HeadingLevel, Options, Parser, Tag, TagEnd};

/// Where images of the media library are served.
pub const MEDIA_PREFIX: &str = "/media/";

fn lower(level: HeadingLevel) -> HeadingLevel {
    match level {
        HeadingLevel::H1 => HeadingLevel::H2,
        other => other,
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

/// The images of the media library an article may show, by id: the
/// image's hash and the (width, height) of each copy, narrowest first.
#[derive(Clone, Debug, Default)]
pub struct MediaIndex(pub HashMap<i32, (String, Vec<(i32, i32)>)>);

/// The media image an address names (`/media/{id}/…`), if any.
fn media_id(url: &str) -> Option<i32> {
    url.strip_prefix(MEDIA_PREFIX)?
        .split('/')
        .next()?
        .parse()
        .ok()
}

fn attr(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('"', "&quot;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// An `<img>` of a media image with every copy in `srcset`, its size and
/// lazy loading.
fn media_img(id: i32, hash: &str, sizes: &[(i32, i32)], alt: &str) -> Option<String> {
    let &(width, height) = sizes.last()?;
    let url = |w: i32| format!("{MEDIA_PREFIX}{id}/{hash}/{w}.webp");
    let srcset: Vec<String> = sizes
        .iter()
        .map(|(w, _)| format!("{} {w}w", url(*w)))
        .collect();
    Some(format!(
        r#"<img src="{}" srcset="{}" sizes="(max-width: 46rem) 100vw, 46rem" width="{width}" height="{height}" alt="{}" loading="lazy" decoding="async">"#,
        url(width),
        srcset.join(", "),
        attr(alt)
    ))
}

/// The events with each image of the library as a finished `<img>`, and
/// every other image left out.
fn with_images<'a>(events: impl Iterator<Item = Event<'a>>, media: &MediaIndex) -> Vec<Event<'a>> {
    let mut out = Vec::new();
    let mut image: Option<(Option<i32>, String)> = None;
    for event in events {
        match (&mut image, event) {
            (None, Event::Start(Tag::Image { dest_url, .. })) => {
                image = Some((media_id(&dest_url), String::new()));
            }
            (Some((_, alt)), Event::Text(t) | Event::Code(t)) => alt.push_str(&t),
            (Some(_), Event::End(TagEnd::Image)) => {
                let Some((id, alt)) = image.take() else {
                    continue;
                };
                let img = id.and_then(|id| {
                    let (hash, sizes) = media.0.get(&id)?;
                    media_img(id, hash, sizes, &alt)
                });
                if let Some(img) = img {
                    out.push(Event::InlineHtml(CowStr::from(img)));
                }
            }
            (Some(_), _) => {}
            (None, other) => out.push(other),
        }
    }
    out
}

/// Safe HTML for a Markdown text; images must be of the library.
pub fn to_html(text: &str, media: &MediaIndex) -> String {
    let mut html = String::with_capacity(text.len() * 3 / 2);
    pulldown_cmark::html::push_html(&mut html, with_images(events(text), media).into_iter());
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
                (
                    "img",
                    [
                        "src", "srcset", "sizes", "width", "height", "alt", "loading", "decoding",
                    ]
                    .into(),
                ),
            ]
            .into(),
        )
        .generic_attributes(HashSet::new())
        .url_schemes(["http", "https", "mailto", "tel"].into())
        .url_relative(ammonia::UrlRelative::PassThrough)
        .link_rel(Some("noopener"))
        .attribute_filter(|element, attribute, value| {
            let outside = match (element, attribute) {
                ("img", "src") => !value.starts_with(MEDIA_PREFIX),
                ("img", "srcset") => value
                    .split(',')
                    .any(|candidate| !candidate.trim().starts_with(MEDIA_PREFIX)),
                _ => false,
            };
            (!outside).then(|| value.into())
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
        let html = to_html(
            "# Plan\n\nSome *stress* and a [link](/amazon).\n\n- one\n- two\n",
            &MediaIndex::default(),
        );
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
            let html = to_html(attack, &MediaIndex::default());
            // Typed HTML stays text; no element gains a script or a handler.
            assert!(!html.contains("<script"), "{attack} -> {html}");
            assert!(!html.contains("<img src=x"), "{attack} -> {html}");
            for attr in [
                "<a href=\"javascript",
                "<img src=\"javascript",
                "<a href=\"data:",
                "<img src=\"data:",
            ] {
                assert!(!html.contains(attr), "{attack} -> {html}");
            }
        }
        assert!(to_html("<b>bold</b>", &MediaIndex::default()).contains("&lt;b&gt;"));
    }

    #[test]
    fn images_only_from_the_media_library() {
        let mut media = MediaIndex::default();
        media
            .0
            .insert(3, ("abc".into(), vec![(480, 240), (960, 480)]));
        let html = to_html(
            "![A \"chart\"](/media/3/abc/960.webp) ![Far](https://evil.example/x.png) ![Gone](/media/9/x/1.webp)",
            &media,
        );
        assert!(html.contains(r#"src="/media/3/abc/960.webp""#), "{html}");
        assert!(
            html.contains(r#"srcset="/media/3/abc/480.webp 480w, /media/3/abc/960.webp 960w""#),
            "{html}"
        );
        assert!(html.contains(r#"width="960" height="480""#), "{html}");
        assert!(html.contains(r#"alt="A &quot;chart&quot;""#), "{html}");
        assert!(!html.contains("evil.example"), "{html}");
        assert!(
            !html.contains("Gone") && !html.contains("/media/9/"),
            "{html}"
        );
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
