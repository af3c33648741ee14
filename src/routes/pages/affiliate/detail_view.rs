//! What /affiliate/{id} shows: the product rendered as the affiliate island
//! renders it (gallery, pricing, Buy Now, review blocks), the island's
//! props, the meta description and the Product JSON-LD.
use askama::Template;
use serde::Serialize;

use super::{disclosure, is_amazon_product, price_as_of, Pricing};
use crate::services::affiliate::affiliate_links::go_href;
use crate::{
    domain::{india_today, is_http_url, Money, Rating},
    entities::affiliate_product,
    routes::wire::ProductView,
    views::{
        json_ld::{JsonLd, ProductFacts, ReviewFacts},
        review::ReviewBlock,
        Island, Layout,
    },
};

/// The island's first-render data.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct DetailProps {
    product: ProductView,
    placeholder_image: &'static str,
    disclosure: String,
    /// "Price as of 27 November 2026": the day the price was last set.
    price_as_of: String,
    /// The Buy Now button's address (`/go/{id}?from=…`), when the product
    /// has a link.
    #[serde(skip_serializing_if = "Option::is_none")]
    buy_link: Option<String>,
}

struct Thumb {
    url: String,
}

#[derive(Template)]
#[template(path = "pages/affiliate_detail.html")]
pub(super) struct DetailPage {
    l: Layout,
    island: Island,
    title: String,
    main_image: String,
    /// Alt text of the main image: the title, or empty for the placeholder.
    main_alt: String,
    thumbs: Vec<Thumb>,
    brand: String,
    category: String,
    pricing: Pricing,
    price_as_of: String,
    buy_link: Option<String>,
    blocks: Vec<ReviewBlock>,
    disclosure: String,
}

impl DetailPage {
    /// The page for product `m` with its image URLs and review blocks.
    pub fn new(
        l: Layout,
        m: affiliate_product::Model,
        images: &[String],
        blocks: Vec<ReviewBlock>,
        placeholder: &'static str,
    ) -> Self {
        // Through our redirect, which counts the click and puts our tag on.
        let buy_link = is_http_url(&m.affiliate_link)
            .then(|| go_href(m.id, "detail", &format!("/affiliate/{}", m.id)));
        let disclosure = disclosure(is_amazon_product(&m));
        let price_as_of = price_as_of(&m);
        Self {
            main_alt: if images.is_empty() {
                String::new()
            } else {
                m.title.clone()
            },
            main_image: images
                .first()
                .cloned()
                .unwrap_or_else(|| placeholder.to_owned()),
            thumbs: if images.len() > 1 {
                images.iter().map(|u| Thumb { url: u.clone() }).collect()
            } else {
                Vec::new()
            },
            title: m.title.clone(),
            brand: m.brand.clone(),
            category: m.category.clone(),
            pricing: Pricing::of(&m),
            price_as_of: price_as_of.clone(),
            buy_link: buy_link.clone(),
            blocks,
            island: Island::new(
                "affiliate",
                &DetailProps {
                    product: m.into(),
                    placeholder_image: placeholder,
                    disclosure: disclosure.clone(),
                    price_as_of,
                    buy_link,
                },
            ),
            disclosure,
            l,
        }
    }

    /// Alt text of review block images, as the island writes it.
    fn block_alt(&self, b: &ReviewBlock) -> String {
        match &b.heading {
            Some(h) => format!("{}: {h}", self.title),
            None => self.title.clone(),
        }
    }
}

/// The meta description: title, brand, price and discount, then the start
/// of the review (cut to 160 characters).
pub(super) fn meta_description(m: &affiliate_product::Model, blocks: &[ReviewBlock]) -> String {
    let pricing = Pricing::of(m);
    let mut description = m.title.clone();
    if !m.brand.is_empty() {
        description.push_str(&format!(" by {}", m.brand));
    }
    description.push_str(&format!(": {}", pricing.price));
    if let (Some(mrp), Some(d)) = (&pricing.mrp, pricing.discount) {
        description.push_str(&format!(", {d}% off the M.R.P. of {mrp}"));
    }
    description.push('.');
    if let Some(first) = blocks.iter().find(|b| !b.text.is_empty()) {
        description.push(' ');
        description.push_str(&first.text);
    }
    shorten(&description, 160)
}

/// The product's JSON-LD: the product, its offer at the price shown (the
/// product page itself as the offer's `url`) and, when it has review
/// blocks and our rating, the agency's review of it with that rating
/// (a review without a rating is not one Google reads; its text is still
/// the description). `images` are absolute (the
/// placeholder's made so); `agency` is the site's name.
pub(super) fn json_ld(
    m: &affiliate_product::Model,
    images: Vec<String>,
    url: String,
    blocks: &[ReviewBlock],
    agency: &str,
) -> JsonLd {
    let review: Vec<&str> = blocks
        .iter()
        .map(|b| b.text.as_str())
        .filter(|t| !t.is_empty())
        .collect();
    JsonLd::product(ProductFacts {
        name: &m.title,
        images,
        price: Money::from_paise(m.price_paise).to_decimal(),
        url,
        brand: &m.brand,
        category: &m.category,
        description: (!review.is_empty()).then(|| shorten(&review.join(" "), 500)),
        review: m
            .rating
            .and_then(Rating::from_stored)
            .filter(|_| !review.is_empty())
            .map(|rating| ReviewFacts {
                author: agency,
                name: format!("Our review of {}", m.title),
                body: shorten(&review.join(" "), 5000),
                date_published: india_today(m.created_at).format("%Y-%m-%d").to_string(),
                rating,
            }),
    })
}

/// Cuts text to at most `max` characters at a word boundary, with "…".
fn shorten(text: &str, max: usize) -> String {
    let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
    if text.chars().count() <= max {
        return text;
    }
    let cut: String = text.chars().take(max.saturating_sub(1)).collect();
    let cut = match cut.rfind(' ') {
        Some(at) if at > max / 2 => cut[..at].to_owned(),
        _ => cut,
    };
    format!("{}…", cut.trim_end_matches([',', '.', ';', ':', ' ']))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shorten_cuts_at_a_word() {
        assert_eq!(shorten("short  text", 20), "short text");
        assert_eq!(shorten("one two three four five six", 15), "one two three…");
    }
}
