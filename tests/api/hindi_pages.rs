//! The Hindi edition speaks Hindi throughout. Every Hindi page of the
//! sitemap, and the 404 page inside `/hi`, is read as a visitor meets it:
//! the text of its body, and the words a screen reader says for its
//! images, buttons and links (`alt`, `aria-label`, `title`, `placeholder`).
//! No run of three or more English words may stand in it, outside the
//! names of brands and products (`NAMES`), abbreviations (CV, PDF, GST,
//! ACoS: more capitals than small letters) and text quoted verbatim (“…”,
//! such as the searches shoppers typed); and no sentence starts with an
//! English word in lower case. And every link on a Hindi page to a page of
//! the site leads to its Hindi edition where it has one.
use std::collections::HashMap;

use crate::helpers::{spawn_app, TestApp};

/// Names kept as their owners write them: brands, and the products and
/// programmes of the marketplaces and tools (as sellers see them on their
/// dashboards), longest first where one holds another.
const NAMES: &[&str] = &[
    "Vanijya Digital",
    // The marketplaces and their programmes.
    "Amazon Brand Registry",
    "Brand Registry",
    "A+ Content Manager",
    "A+ Content",
    "Enhanced Brand Content",
    "Seller Central",
    "Seller Hub",
    "Seller Support",
    "Seller Protection Fund",
    "Sponsored Products",
    "Sponsored Brands",
    "Sponsored Display",
    "Brand Store",
    "Store Builder",
    "Account Health",
    "Easy Ship",
    "Self Ship",
    "Prime Day",
    "Lightning Deal",
    "Great Indian Festival",
    "Big Billion Days",
    "Big Saving Days",
    "Big Bold Sale",
    "End of Reason Sale",
    "Pink Friday Sale",
    "Product Listing Ads",
    "Product Campaign Ads",
    "Flipkart Ads",
    "Fulfilled by Flipkart",
    "Amazon",
    "Flipkart",
    "Myntra",
    "JioMart",
    "Nykaa",
    "Meesho",
    "Shopsy",
    "AJIO",
    "Reliance",
    // Google's and Meta's products, and the other tools named.
    "Google Analytics 4",
    "Google Business Profile",
    "Google Ads",
    "Google Merchant Center",
    "Merchant Center",
    "Search Console",
    "Performance Max",
    "Google",
    "Meta Business Suite",
    "Meta",
    "WhatsApp Business",
    "WhatsApp",
    "Facebook",
    "Instagram",
    "YouTube",
    "LinkedIn",
    "Shopify",
    "WooCommerce",
    "Razorpay",
    "PayU",
    "Cashfree",
    "Gmail",
    "Yahoo",
    "Mailchimp",
    "Brevo",
    "Zoho Campaigns",
    "Zoho",
    "Android",
];

/// Tags whose text a visitor never reads.
const UNREAD: &[&str] = &["script", "style", "template", "head"];

/// Tags inside a line of text: their words run on with the words around
/// them. Every other tag ends a run of words.
const INLINE: &[&str] = &[
    "a", "abbr", "b", "bdi", "cite", "code", "em", "i", "mark", "q", "s", "small", "span",
    "strong", "sub", "sup", "time", "u",
];

/// Attributes whose words are said to the visitor.
const SAID: &[&str] = &["alt", "aria-label", "title", "placeholder"];

/// A break between two pieces of text: words on either side are not one run.
const BREAK: char = '\u{1}';

/// `html` without the elements named `tag` and everything inside them.
fn without_elements(html: &str, tag: &str) -> String {
    let (open, close) = (format!("<{tag}"), format!("</{tag}>"));
    let mut out = String::with_capacity(html.len());
    let mut rest = html;
    while let Some(start) = rest.find(&open) {
        // `<sup` is not `<s`: the name must end there.
        let after = &rest[start + open.len()..];
        if !after.starts_with([' ', '>', '\n', '/']) {
            out.push_str(&rest[..start + open.len()]);
            rest = after;
            continue;
        }
        out.push_str(&rest[..start]);
        out.push(BREAK);
        rest = match after.find(&close) {
            Some(end) => &after[end + close.len()..],
            None => "",
        };
    }
    out.push_str(rest);
    out
}

/// The value of each attribute of `tag` (its text between `<` and `>`)
/// named in `SAID`.
fn said_in(tag: &str) -> Vec<String> {
    let mut said = Vec::new();
    for name in SAID {
        let mut rest = tag;
        let needle = format!(" {name}=\"");
        while let Some(at) = rest.find(&needle) {
            let value = &rest[at + needle.len()..];
            let end = value.find('"').unwrap_or(value.len());
            said.push(value[..end].to_owned());
            rest = &value[end..];
        }
    }
    said
}

fn decode(text: &str) -> String {
    text.replace("&nbsp;", " ")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#34;", "\"")
        .replace("&#39;", "'")
        .replace("&#x27;", "'")
        .replace("&amp;", "&")
}

/// The pieces of text a visitor reads or hears on the page: its title,
/// the body's text, cut where a block ends, and each said attribute on its
/// own.
fn read(html: &str) -> Vec<String> {
    let mut pieces = Vec::new();
    if let Some((_, after)) = html.split_once("<title>") {
        pieces.push(decode(after.split("</title>").next().unwrap_or("")));
    }
    let mut html = html.to_owned();
    while let Some(start) = html.find("<!--") {
        let end = html[start..]
            .find("-->")
            .map_or(html.len(), |e| start + e + 3);
        html.replace_range(start..end, "");
    }
    for tag in UNREAD {
        html = without_elements(&html, tag);
    }
    let mut text = String::new();
    let mut rest = html.as_str();
    while let Some(open) = rest.find('<') {
        text.push_str(&rest[..open]);
        let close = rest[open..].find('>').map_or(rest.len(), |c| open + c + 1);
        let tag = &rest[open..close];
        pieces.extend(said_in(tag).iter().map(|s| decode(s)));
        let name: String = tag
            .trim_start_matches(['<', '/'])
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric())
            .collect::<String>()
            .to_ascii_lowercase();
        if !INLINE.contains(&name.as_str()) {
            text.push(BREAK);
        }
        rest = &rest[close..];
    }
    text.push_str(rest);
    pieces.extend(decode(&text).split(BREAK).map(str::to_owned));
    pieces.retain(|p| !p.trim().is_empty());
    pieces
}

fn is_devanagari(c: char) -> bool {
    ('\u{0900}'..='\u{097F}').contains(&c)
}

/// What a piece of text holds once the names, the quotations, the
/// addresses and the e-mail addresses are taken out (each leaves a break).
fn without_names(piece: &str) -> String {
    let mut s = piece.to_owned();
    while let Some(open) = s.find('“') {
        let Some(len) = s[open..].find('”') else {
            break;
        };
        s.replace_range(open..open + len + '”'.len_utf8(), &BREAK.to_string());
    }
    for name in NAMES {
        s = s.replace(name, &BREAK.to_string());
    }
    s.split_whitespace()
        .map(|w| {
            if w.contains('@') || w.contains("://") || w.starts_with("www.") {
                BREAK.to_string()
            } else {
                w.to_owned()
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// Whether a token is an English word: Latin letters, with no Devanagari.
fn is_english(token: &str) -> bool {
    token.chars().any(|c| c.is_ascii_alphabetic()) && !token.chars().any(is_devanagari)
}

/// Whether a token is an abbreviation (CV, PDF, GSTIN, ACoS, A+): more
/// capitals than small letters. A Hindi sentence names these as they are.
fn is_abbreviation(token: &str) -> bool {
    let capitals = token.chars().filter(char::is_ascii_uppercase).count();
    capitals > token.chars().filter(char::is_ascii_lowercase).count()
}

/// Each run of three or more English words in `piece`.
fn english_runs(piece: &str) -> Vec<String> {
    let mut runs = Vec::new();
    let mut run: Vec<&str> = Vec::new();
    let text = without_names(piece);
    let mut end_run = |run: &mut Vec<&str>| {
        if run.len() >= 3 {
            runs.push(run.join(" "));
        }
        run.clear();
    };
    for part in text.split(BREAK) {
        for token in part.split_whitespace() {
            if is_english(token) && !is_abbreviation(token) {
                run.push(token);
            } else if token.chars().any(is_devanagari) {
                end_run(&mut run);
            }
            // Abbreviations, figures and marks (PDF, ₹500, 1.4×, "·")
            // neither end a run nor count in it.
        }
        end_run(&mut run);
    }
    runs
}

/// Each sentence of `piece` that starts with an English word in lower
/// case ("bid बदलते रहने से…"); one that starts with a quotation quotes.
fn lower_case_starts(piece: &str) -> Vec<String> {
    piece
        .split(['।', '?', '!', BREAK])
        .flat_map(|s| s.split(": "))
        .filter(|sentence| !sentence.trim_start().starts_with('“'))
        .filter_map(|sentence| {
            let first = sentence
                .trim_start_matches(|c: char| !c.is_alphanumeric() && !is_devanagari(c))
                .split_whitespace()
                .next()?;
            let starts_lower = first.chars().next().is_some_and(|c| c.is_ascii_lowercase());
            (starts_lower && is_english(first) && !first.contains('@'))
                .then(|| sentence.trim().chars().take(60).collect())
        })
        .collect()
}

/// The address of each link (`<a href="/…">`) of the page's body to a
/// page of the site, but the language switcher's (which names the other
/// language with `hreflang`), without its query and fragment.
fn links(html: &str) -> Vec<String> {
    let body = html.split_once("<body").map_or(html, |(_, b)| b);
    body.split("<a ")
        .skip(1)
        .map(|a| &a[..a.find('>').unwrap_or(a.len())])
        .filter(|tag| !tag.contains(" hreflang=") && !tag.starts_with("hreflang="))
        .filter_map(|tag| {
            let href = tag.split_once("href=\"")?.1.split('"').next()?;
            let path = href.split(['?', '#']).next()?;
            (path.starts_with('/') && !path.starts_with("//")).then(|| path.to_owned())
        })
        .collect()
}

/// The Hindi pages of the sitemap, as paths, and the 404 page under `/hi`.
async fn hindi_paths(app: &TestApp) -> Vec<String> {
    let xml = app.get("/sitemap.xml").await.text().await.unwrap();
    let base = app.config.site.base();
    let mut paths: Vec<String> = xml
        .split("<loc>")
        .skip(1)
        .map(|s| s[..s.find("</loc>").unwrap()].replacen(base, "", 1))
        .filter(|p| p == "/hi" || p.starts_with("/hi/"))
        .collect();
    paths.push("/hi/no-such-page".into());
    paths
}

#[test]
fn the_reading_finds_english_runs_and_leaves_names_alone() {
    let html = "<html><head><title>पेज | Vanijya Digital</title><meta name=\"x\" content=\"one two three\"></head><body>\
        <script>var a = 'one two three';</script>\
        <p>हम <strong>order defect rate</strong> देखते हैं</p>\
        <p>Amazon Sponsored Products और Vanijya Digital</p>\
        <p>“saree for women” जैसे सर्च</p>\
        <li>Mon to Sat</li><li>पटना</li><p>CV (PDF, DOC या DOCX)</p>\
        <button aria-label=\"Next slide please\"></button>\
        <p>keyword काटने से पहले। bid बदलिए</p>\
        </body></html>";
    let pieces = read(html);
    let runs: Vec<String> = pieces.iter().flat_map(|p| english_runs(p)).collect();
    assert_eq!(
        runs,
        ["Next slide please", "order defect rate", "Mon to Sat"],
        "{pieces:?}"
    );
    let starts: Vec<String> = pieces.iter().flat_map(|p| lower_case_starts(p)).collect();
    assert_eq!(starts, ["keyword काटने से पहले", "bid बदलिए"], "{pieces:?}");
}

#[tokio::test]
async fn every_hindi_page_is_in_hindi_but_for_names() {
    // Arrange
    let app = spawn_app().await;
    let paths = hindi_paths(&app).await;
    assert!(paths.len() > 40, "{paths:?}");
    assert!(paths.iter().any(|p| p == "/hi/events"), "{paths:?}");

    // Act
    let mut found = Vec::new();
    // Whether each English page a link names has a Hindi edition.
    let mut translated: HashMap<String, bool> = HashMap::new();
    for path in &paths {
        let res = app.get(path).await;
        let status = res.status().as_u16();
        assert!(
            status == 200 || path == "/hi/no-such-page",
            "GET {path}: {status}"
        );
        let html = res.text().await.unwrap();
        assert!(html.contains("<html lang=\"hi\""), "{path} is a Hindi page");
        for link in links(&html) {
            if link == "/hi" || link.starts_with("/hi/") {
                continue;
            }
            let hindi = if link == "/" {
                "/hi".to_owned()
            } else {
                format!("/hi{link}")
            };
            if !translated.contains_key(&link) {
                let status = app.get(&hindi).await.status().as_u16();
                translated.insert(link.clone(), status == 200);
            }
            if translated[&link] {
                found.push(format!("{path}: a link to {link}, not to {hindi}"));
            }
        }
        for piece in read(&html) {
            for run in english_runs(&piece) {
                found.push(format!("{path}: English words “{run}” in “{piece}”"));
            }
            for start in lower_case_starts(&piece) {
                found.push(format!(
                    "{path}: a sentence starts with an English word: “{start}”"
                ));
            }
        }
    }

    // Assert
    assert!(found.is_empty(), "{}", found.join("\n"));
    // The carousel's buttons, which its island draws, are given their
    // Hindi words; the English home's island keeps its own.
    let hindi_home = app.get("/hi").await.text().await.unwrap();
    assert!(
        hindi_home.contains("\"next\":\"अगली स्लाइड\""),
        "{hindi_home}"
    );
    let english_home = app.get("/").await.text().await.unwrap();
    assert!(english_home.contains("{\"intervalMs\":3000}"));
}
