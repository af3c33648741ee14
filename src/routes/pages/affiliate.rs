//! Affiliate pages. /affiliate lists the active products, newest first,
//! 12 a page, with a category filter and paging that htmx swaps as a
//! server-rendered fragment (the same URLs answer with the whole page
//! without htmx). /affiliate/{id} renders an active product for crawlers
//! inside the affiliate island's mount point; any other id redirects to
//! /affiliate.
use std::collections::HashMap;

use askama::Template;
use axum::{
    extract::{rejection::PathRejection, rejection::QueryRejection, Path, Query, State},
    http::{header, HeaderMap, HeaderValue},
    response::{IntoResponse, Redirect, Response},
    routing::get,
    Router,
};
use serde::Serialize;
use serde_json::json;

use crate::{
    assets,
    domain::{is_http_url, Money},
    entities::affiliate_product,
    error::AppResult,
    services::products::{self, ProductView},
    state::AppState,
    views::{
        cache_control, render,
        review::{review_blocks, ReviewBlock},
        Island, Layout,
    },
};

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/affiliate", get(list))
        .route("/affiliate/{id}", get(detail))
}

/// Shown on the list and on every product page.
pub const DISCLOSURE: &str = "Disclosure: this page contains affiliate links. If you buy through \
     them we may earn a commission, at no extra cost to you.";

const PLACEHOLDER_IMAGE: &str = "img/placeholder-product.svg";
const PER_PAGE: u64 = 12;
/// Requested pages are capped before they reach the database (an offset of
/// 12 × u64::MAX would overflow); anything past the last page shows the last.
const MAX_PAGE: u64 = 100_000;

/// Percent-encodes a query value (everything but RFC 3986 unreserved).
fn encode_query_value(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for b in s.bytes() {
        if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_' | b'~') {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// The list URL for a category and page; defaults are left out, so page 1
/// of everything is plain "/affiliate".
fn list_href(category: Option<&str>, page: u64) -> String {
    let mut params = Vec::new();
    if let Some(c) = category {
        params.push(format!("category={}", encode_query_value(c)));
    }
    if page > 1 {
        params.push(format!("page={page}"));
    }
    if params.is_empty() {
        "/affiliate".to_owned()
    } else {
        format!("/affiliate?{}", params.join("&"))
    }
}

/// The page numbers to link: all of them up to 7 pages, else the first, the
/// last and the two around the current one, with `None` for a gap.
fn page_numbers(current: u64, total: u64) -> Vec<Option<u64>> {
    if total <= 7 {
        return (1..=total).map(Some).collect();
    }
    let mut out = Vec::new();
    let mut last = 0;
    for n in 1..=total {
        if n == 1 || n == total || n.abs_diff(current) <= 1 {
            if n > last + 1 {
                out.push(None);
            }
            out.push(Some(n));
            last = n;
        }
    }
    out
}

/// Price, M.R.P. and discount as both the island and the list show them:
/// the badge only for a discount of at least 1 %, the struck-through M.R.P.
/// whenever it is above the price.
struct Pricing {
    price: String,
    mrp: Option<String>,
    discount: Option<i64>,
}

impl Pricing {
    fn of(m: &affiliate_product::Model) -> Self {
        let price = Money::from_paise(m.price_paise);
        let original = m.original_price_paise.map(Money::from_paise);
        let off = Money::discount_percent(price, original);
        Self {
            price: price.format_inr(),
            mrp: off.and(original).map(Money::format_inr),
            discount: off.filter(|d| *d > 0),
        }
    }
}

// ---------- /affiliate ----------

struct Card {
    id: i32,
    title: String,
    brand: String,
    image: String,
    pricing: Pricing,
}

struct PagerLink {
    number: u64,
    href: String,
    current: bool,
}

/// The swapped fragment: cards and pager.
struct Results {
    /// A <title> for htmx to set the document title (fragment answers only).
    doc_title: Option<String>,
    summary: String,
    cards: Vec<Card>,
    category: Option<String>,
    /// None stands for a gap in the page numbers.
    pager: Vec<Option<PagerLink>>,
    prev: Option<String>,
    next: Option<String>,
}

struct CategoryOption {
    name: String,
    selected: bool,
}

#[derive(Template)]
#[template(path = "pages/affiliate_list.html")]
struct ListPage {
    l: Layout,
    categories: Vec<CategoryOption>,
    disclosure: &'static str,
    results: Results,
}

#[derive(Template)]
#[template(path = "pages/affiliate_cards.html")]
struct CardsFragment {
    results: Results,
}

/// True for htmx's own swaps. A history restore (back button after the
/// page was evicted from htmx's cache) and boosted navigation need the
/// whole page.
fn wants_fragment(headers: &HeaderMap) -> bool {
    let is = |name: &str| {
        headers
            .get(name)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|v| v.eq_ignore_ascii_case("true"))
    };
    is("hx-request") && !is("hx-history-restore-request") && !is("hx-boosted")
}

async fn list(
    State(state): State<AppState>,
    headers: HeaderMap,
    query: Result<Query<HashMap<String, String>>, QueryRejection>,
) -> AppResult<Response> {
    let params = query.map(|Query(q)| q).unwrap_or_default();
    let category = params
        .get("category")
        .map(|c| c.trim())
        .filter(|c| !c.is_empty())
        .map(str::to_owned);
    let requested = params
        .get("page")
        .and_then(|p| p.trim().parse::<u64>().ok())
        .filter(|p| *p >= 1)
        .unwrap_or(1)
        .min(MAX_PAGE);

    let db = &state.db;
    let (mut items, pages) =
        products::page_active(db, category.as_deref(), requested, PER_PAGE).await?;
    let mut page = requested;
    if pages == 0 {
        page = 1;
    } else if page > pages {
        page = pages;
        items = products::page_active(db, category.as_deref(), page, PER_PAGE)
            .await?
            .0;
    }

    let placeholder = assets::url(PLACEHOLDER_IMAGE);
    let cards: Vec<Card> = items
        .iter()
        .map(|m| Card {
            id: m.id,
            title: m.title.clone(),
            brand: m.brand.clone(),
            image: products::image_urls(m)
                .into_iter()
                .next()
                .unwrap_or_else(|| placeholder.to_owned()),
            pricing: Pricing::of(m),
        })
        .collect();

    let cat = category.as_deref();
    let name = &state.config.site.product_name;
    let mut heading = match cat {
        Some(c) => format!("Featured products: {c}"),
        None => "Featured products".to_owned(),
    };
    if page > 1 {
        heading.push_str(&format!(" (page {page})"));
    }
    let title = format!("{heading} | {name}");
    let summary = match (cat, pages) {
        (Some(c), 0) => format!("No products in “{c}”."),
        (None, 0) => "No products to show.".to_owned(),
        (Some(c), p) => format!("Products in “{c}”, page {page} of {p}."),
        (None, p) => format!("All products, page {page} of {p}."),
    };
    let results = Results {
        doc_title: None,
        summary,
        cards,
        category: category.clone(),
        pager: if pages > 1 {
            page_numbers(page, pages)
                .into_iter()
                .map(|n| {
                    n.map(|number| PagerLink {
                        number,
                        href: list_href(cat, number),
                        current: number == page,
                    })
                })
                .collect()
        } else {
            Vec::new()
        },
        prev: (page > 1).then(|| list_href(cat, page - 1)),
        next: (page < pages).then(|| list_href(cat, page + 1)),
    };
    let canonical = list_href(cat, page);

    let res = if wants_fragment(&headers) {
        let mut res = render(&CardsFragment {
            results: Results {
                doc_title: Some(title),
                ..results
            },
        });
        // The URL htmx pushes: the page actually shown, without empty params.
        if let Ok(v) = HeaderValue::from_str(&canonical) {
            res.headers_mut().insert("hx-push-url", v);
        }
        res
    } else {
        let mut l = Layout::new(
            &state,
            &canonical,
            title,
            format!(
                "Products picked by the {name} marketplace team, with prices in rupees and \
                 today's discounts. Filter by category and open a product for our review."
            ),
        );
        if results.cards.is_empty() && cat.is_some() {
            l = l.noindex();
        }
        // The badge, price and disclosure share the affiliate island's styles.
        l = l.with_style("css/islands.css");
        let categories = products::active_categories(db)
            .await?
            .into_iter()
            .map(|c| CategoryOption {
                selected: Some(c.as_str()) == cat,
                name: c,
            })
            .collect();
        render(&ListPage {
            l,
            categories,
            disclosure: DISCLOSURE,
            results,
        })
    };
    let mut res = cache_control(res, "no-cache");
    res.headers_mut().insert(
        header::VARY,
        HeaderValue::from_static("HX-Request, HX-History-Restore-Request, HX-Boosted"),
    );
    Ok(res)
}

// ---------- /affiliate/{id} ----------

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct DetailProps {
    product: ProductView,
    placeholder_image: &'static str,
    disclosure: &'static str,
}

struct Thumb {
    url: String,
}

#[derive(Template)]
#[template(path = "pages/affiliate_detail.html")]
struct DetailPage {
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
    buy_link: Option<String>,
    blocks: Vec<ReviewBlock>,
    disclosure: &'static str,
}

impl DetailPage {
    /// Alt text of review block images, as the island writes it.
    fn block_alt(&self, b: &ReviewBlock) -> String {
        match &b.heading {
            Some(h) => format!("{}: {h}", self.title),
            None => self.title.clone(),
        }
    }
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

async fn detail(
    State(state): State<AppState>,
    id: Result<Path<String>, PathRejection>,
) -> AppResult<Response> {
    let back = || Redirect::to("/affiliate").into_response();
    let Some(id) = id
        .ok()
        .and_then(|Path(s)| s.parse::<i32>().ok())
        .filter(|i| *i > 0)
    else {
        return Ok(back());
    };
    let Some(m) = products::get(&state.db, id).await?.filter(|m| m.active) else {
        return Ok(back());
    };

    let images = products::image_urls(&m);
    let placeholder = assets::url(PLACEHOLDER_IMAGE);
    let pricing = Pricing::of(&m);
    let blocks = review_blocks(&m.description, &images);
    let base = state.config.site.base().to_owned();
    let path = format!("/affiliate/{}", m.id);
    let name = &state.config.site.product_name;

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

    let mut ld = json!({
        "@context": "https://schema.org",
        "@type": "Product",
        "name": m.title,
        "image": if images.is_empty() {
            vec![format!("{base}{placeholder}")]
        } else {
            images.clone()
        },
        "offers": {
            "@type": "Offer",
            "price": Money::from_paise(m.price_paise).to_decimal(),
            "priceCurrency": "INR",
            "availability": "https://schema.org/InStock",
            "url": format!("{base}{path}"),
        },
    });
    if !m.brand.is_empty() {
        ld["brand"] = json!({"@type": "Brand", "name": m.brand});
    }
    if !m.category.is_empty() {
        ld["category"] = json!(m.category);
    }
    let review_text: Vec<&str> = blocks.iter().map(|b| b.text.as_str()).collect();
    if !review_text.is_empty() {
        ld["description"] = json!(shorten(&review_text.join(" "), 500));
    }

    let mut l = Layout::new(
        &state,
        &path,
        format!("{} | {name}", m.title),
        shorten(&description, 160),
    )
    .with_island("affiliate")
    .with_json_ld(&ld);
    l.og_type = "product";

    let buy_link = (!m.affiliate_link.is_empty() && is_http_url(&m.affiliate_link))
        .then(|| m.affiliate_link.clone());
    let page = DetailPage {
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
        pricing,
        buy_link,
        blocks,
        disclosure: DISCLOSURE,
        island: Island::new(
            "affiliate",
            &DetailProps {
                product: m.into(),
                placeholder_image: placeholder,
                disclosure: DISCLOSURE,
            },
        ),
        l,
    };
    Ok(cache_control(render(&page), "no-cache"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hrefs_leave_out_defaults_and_encode_the_category() {
        assert_eq!(list_href(None, 1), "/affiliate");
        assert_eq!(list_href(None, 3), "/affiliate?page=3");
        assert_eq!(
            list_href(Some("Home & Kitchen"), 2),
            "/affiliate?category=Home%20%26%20Kitchen&page=2"
        );
        assert_eq!(
            list_href(Some("रसोई"), 1),
            "/affiliate?category=%E0%A4%B0%E0%A4%B8%E0%A5%8B%E0%A4%88"
        );
    }

    #[test]
    fn page_numbers_show_ends_and_neighbours() {
        let n = |v: Vec<Option<u64>>| v;
        assert_eq!(page_numbers(1, 1), n(vec![Some(1)]));
        assert_eq!(page_numbers(2, 3), n(vec![Some(1), Some(2), Some(3)]));
        assert_eq!(
            page_numbers(1, 10),
            n(vec![Some(1), Some(2), None, Some(10)])
        );
        assert_eq!(
            page_numbers(5, 10),
            n(vec![
                Some(1),
                None,
                Some(4),
                Some(5),
                Some(6),
                None,
                Some(10)
            ])
        );
        assert_eq!(
            page_numbers(3, 10),
            n(vec![Some(1), Some(2), Some(3), Some(4), None, Some(10)])
        );
    }

    #[test]
    fn shorten_cuts_at_a_word() {
        assert_eq!(shorten("short  text", 20), "short text");
        assert_eq!(shorten("one two three four five six", 15), "one two three…");
    }

    #[test]
    fn fragments_only_for_plain_htmx_swaps() {
        let h = |pairs: &[(&'static str, &'static str)]| {
            let mut m = HeaderMap::new();
            for (k, v) in pairs {
                m.insert(*k, HeaderValue::from_static(v));
            }
            m
        };
        assert!(wants_fragment(&h(&[("hx-request", "true")])));
        assert!(!wants_fragment(&h(&[])));
        assert!(!wants_fragment(&h(&[
            ("hx-request", "true"),
            ("hx-history-restore-request", "true")
        ])));
        assert!(!wants_fragment(&h(&[
            ("hx-request", "true"),
            ("hx-boosted", "true")
        ])));
    }
}
