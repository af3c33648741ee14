//! The "Product Review" blocks of an affiliate product, from its description.
//! The affiliate island renders the same blocks with
//! islands/src/lib/review.ts, so the two must agree rule for rule:
//!
//! - the description is split on `|||`; blocks are trimmed and empty ones
//!   dropped;
//! - a block `heading::text` splits at the first `::` (heading and text
//!   trimmed; an empty heading counts as none);
//! - block n (from 0) shows `imageUrls[n + 1]` when it exists
//!   (`imageUrls[0]` is the main image);
//! - no blocks at all means "No review available".
use serde::Serialize;

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ReviewBlock {
    pub heading: Option<String>,
    pub text: String,
    pub image: Option<String>,
}

/// The white space that JavaScript's `String.prototype.trim` removes:
/// Rust's `char::is_whitespace` also counts U+0085 (NEL) and does not count
/// U+FEFF (BOM), which JavaScript does.
fn is_js_space(c: char) -> bool {
    (c.is_whitespace() && c != '\u{85}') || c == '\u{feff}'
}

fn js_trim(s: &str) -> &str {
    s.trim_matches(is_js_space)
}

/// The review blocks in order; an empty list means "No review available".
pub fn review_blocks(description: &str, image_urls: &[String]) -> Vec<ReviewBlock> {
    description
        .split("|||")
        .map(js_trim)
        .filter(|b| !b.is_empty())
        .enumerate()
        .map(|(n, block)| {
            let (heading, text) = match block.find("::") {
                Some(at) => (js_trim(&block[..at]), js_trim(&block[at + 2..])),
                None => ("", block),
            };
            ReviewBlock {
                heading: (!heading.is_empty()).then(|| heading.to_owned()),
                text: text.to_owned(),
                image: image_urls.get(n + 1).cloned(),
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn images() -> Vec<String> {
        ["main.jpg", "one.jpg", "two.jpg"]
            .map(String::from)
            .to_vec()
    }

    fn block(heading: Option<&str>, text: &str, image: Option<&str>) -> ReviewBlock {
        ReviewBlock {
            heading: heading.map(String::from),
            text: text.into(),
            image: image.map(String::from),
        }
    }

    // The same cases as islands/src/lib/review.test.ts.
    #[test]
    fn splits_trims_drops_empty_blocks_and_pairs_block_n_with_image_n_plus_1() {
        assert_eq!(
            review_blocks(
                "  Build:: Solid steel ||| ||| Just text |||Last::x::y ",
                &images()
            ),
            vec![
                block(Some("Build"), "Solid steel", Some("one.jpg")),
                block(None, "Just text", Some("two.jpg")),
                block(Some("Last"), "x::y", None),
            ]
        );
    }

    #[test]
    fn an_empty_heading_counts_as_none() {
        assert_eq!(
            review_blocks("::only text", &[]),
            vec![block(None, "only text", None)]
        );
    }

    #[test]
    fn no_description_gives_no_blocks() {
        assert!(review_blocks("", &images()).is_empty());
        assert!(review_blocks(" ||| \n ", &images()).is_empty());
        assert!(review_blocks("||||||", &images()).is_empty());
    }

    #[test]
    fn a_heading_without_text_keeps_an_empty_text() {
        assert_eq!(
            review_blocks("Heading::", &images()),
            vec![block(Some("Heading"), "", Some("one.jpg"))]
        );
    }

    #[test]
    fn images_follow_the_kept_blocks_not_the_raw_separators() {
        // The empty middle block is dropped before numbering.
        let got = review_blocks("a |||   ||| b", &images());
        assert_eq!(got[0].image.as_deref(), Some("one.jpg"));
        assert_eq!(got[1].image.as_deref(), Some("two.jpg"));
    }

    #[test]
    fn trims_like_javascript() {
        // U+FEFF is trimmed by JavaScript; U+0085 is not.
        assert_eq!(review_blocks("\u{feff} a \u{feff}", &[])[0].text, "a");
        assert_eq!(review_blocks("\u{85}a", &[])[0].text, "\u{85}a");
        // Non-ASCII text around the separator is kept intact.
        assert_eq!(
            review_blocks("गुणवत्ता :: बहुत अच्छी", &[]),
            vec![block(Some("गुणवत्ता"), "बहुत अच्छी", None)]
        );
    }

    #[test]
    fn a_single_colon_is_not_a_separator() {
        assert_eq!(
            review_blocks("Price: good value", &[]),
            vec![block(None, "Price: good value", None)]
        );
    }
}
