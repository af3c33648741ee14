//! What /affiliate shows: the product cards, the summary line, the pager and
//! the category filter, and the URLs of each list page.
use askama::Template;

use super::{disclosure, price_as_of, Pricing};
use crate::{
    assets,
    domain::is_http_url,
    entities::affiliate_product,
    services::{affiliate::affiliate_links::go_href, affiliate::products},
    views::Layout,
};

pub(super) struct Card {
    id: i32,
    title: String,
    brand: String,
    image: String,
    pricing: Pricing,
    price_as_of: String,
    /// Buy Now through `/go/` (counted as the list's click), when the
    /// product has a link.
    buy_link: Option<String>,
}

impl Card {
    fn of(m: &affiliate_product::Model) -> Self {
        Self {
            id: m.id,
            title: m.title.clone(),
            brand: m.brand.clone(),
            image: products::image_urls(m)
                .into_iter()
                .next()
                .unwrap_or_else(|| assets::url(super::PLACEHOLDER_IMAGE).to_owned()),
            pricing: Pricing::of(m),
            price_as_of: price_as_of(m),
            buy_link: is_http_url(&m.affiliate_link).then(|| go_href(m.id, "list", "/affiliate")),
        }
    }
}

pub(super) struct PagerLink {
    number: u64,
    href: String,
    current: bool,
}

/// Which slice of the list is shown: an optional category and a page of
/// `pages` (0 when nothing matches).
pub(super) struct Slice<'a> {
    pub category: Option<&'a str>,
    pub page: u64,
    pub pages: u64,
}

impl Slice<'_> {
    /// The page's own URL, also its canonical link and htmx's pushed URL.
    pub fn href(&self) -> String {
        list_href(self.category, self.page)
    }

    /// "Featured products: Kitchen (page 2) | Site name".
    pub fn title(&self, site_name: &str) -> String {
        let mut heading = match self.category {
            Some(c) => format!("Featured products: {c}"),
            None => "Featured products".to_owned(),
        };
        if self.page > 1 {
            heading.push_str(&format!(" (page {})", self.page));
        }
        format!("{heading} | {site_name}")
    }

    fn summary(&self) -> String {
        let page = self.page;
        match (self.category, self.pages) {
            (Some(c), 0) => format!("No products in “{c}”."),
            (None, 0) => "No products to show.".to_owned(),
            (Some(c), p) => format!("Products in “{c}”, page {page} of {p}."),
            (None, p) => format!("All products, page {page} of {p}."),
        }
    }

    fn pager(&self) -> Vec<Option<PagerLink>> {
        if self.pages <= 1 {
            return Vec::new();
        }
        page_numbers(self.page, self.pages)
            .into_iter()
            .map(|n| {
                n.map(|number| PagerLink {
                    number,
                    href: list_href(self.category, number),
                    current: number == self.page,
                })
            })
            .collect()
    }
}

/// The swapped fragment: cards and pager.
pub(super) struct Results {
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

impl Results {
    pub fn new(items: &[affiliate_product::Model], slice: &Slice) -> Self {
        Self {
            doc_title: None,
            summary: slice.summary(),
            cards: items.iter().map(Card::of).collect(),
            category: slice.category.map(str::to_owned),
            pager: slice.pager(),
            prev: (slice.page > 1).then(|| list_href(slice.category, slice.page - 1)),
            next: (slice.page < slice.pages).then(|| list_href(slice.category, slice.page + 1)),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.cards.is_empty()
    }
}

pub(super) struct CategoryOption {
    name: String,
    selected: bool,
}

impl CategoryOption {
    pub fn list(names: Vec<String>, current: Option<&str>) -> Vec<Self> {
        names
            .into_iter()
            .map(|name| Self {
                selected: Some(name.as_str()) == current,
                name,
            })
            .collect()
    }
}

#[derive(Template)]
#[template(path = "pages/affiliate_list.html")]
pub(super) struct ListPage {
    l: Layout,
    categories: Vec<CategoryOption>,
    disclosure: String,
    results: Results,
}

impl ListPage {
    /// `amazon`: some product in the list is Amazon's.
    pub fn new(l: Layout, categories: Vec<CategoryOption>, results: Results, amazon: bool) -> Self {
        Self {
            l,
            categories,
            disclosure: disclosure(amazon),
            results,
        }
    }
}

#[derive(Template)]
#[template(path = "pages/affiliate_cards.html")]
pub(super) struct CardsFragment {
    results: Results,
}

impl CardsFragment {
    /// The fragment, carrying the document title for htmx to set.
    pub fn new(results: Results, title: String) -> Self {
        Self {
            results: Results {
                doc_title: Some(title),
                ..results
            },
        }
    }
}

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
    fn titles_and_summaries_name_the_category_and_page() {
        let slice = Slice {
            category: Some("Kitchen"),
            page: 2,
            pages: 3,
        };
        assert_eq!(
            slice.title("Shop"),
            "Featured products: Kitchen (page 2) | Shop"
        );
        assert_eq!(slice.summary(), "Products in “Kitchen”, page 2 of 3.");
        let empty = Slice {
            category: None,
            page: 1,
            pages: 0,
        };
        assert_eq!(empty.title("Shop"), "Featured products | Shop");
        assert_eq!(empty.summary(), "No products to show.");
        assert!(empty.pager().is_empty());
    }
}
