//! GET /affiliate: the whole list page, or for htmx's own swaps only the
//! results fragment (cards and pager) with the URL to push.
use std::collections::HashMap;

use axum::{
    extract::{rejection::QueryRejection, Query, State},
    http::{header, HeaderMap, HeaderValue},
    response::Response,
};

use super::list_view::{CardsFragment, CategoryOption, ListPage, Results, Slice};
use crate::{
    error::AppResult,
    services::affiliate::products,
    state::AppState,
    views::{cache_control, render, Layout},
};

const PER_PAGE: u64 = 12;
/// Requested pages are capped before they reach the database (an offset of
/// 12 × u64::MAX would overflow); anything past the last page shows the last.
const MAX_PAGE: u64 = 100_000;

/// The list's query: `category` (blank means all) and `page` (from 1; a
/// malformed query is read as the first page of everything).
struct ListQuery {
    category: Option<String>,
    page: u64,
}

impl ListQuery {
    fn parse(query: Result<Query<HashMap<String, String>>, QueryRejection>) -> Self {
        let params = query.map(|Query(q)| q).unwrap_or_default();
        Self {
            category: params
                .get("category")
                .map(|c| c.trim())
                .filter(|c| !c.is_empty())
                .map(str::to_owned),
            page: params
                .get("page")
                .and_then(|p| p.trim().parse::<u64>().ok())
                .filter(|p| *p >= 1)
                .unwrap_or(1)
                .min(MAX_PAGE),
        }
    }
}

pub(super) async fn list(
    State(state): State<AppState>,
    headers: HeaderMap,
    query: Result<Query<HashMap<String, String>>, QueryRejection>,
) -> AppResult<Response> {
    let query = ListQuery::parse(query);
    let category = query.category.as_deref();
    let db = &state.db;
    let (mut items, pages) = products::page_active(db, category, query.page, PER_PAGE).await?;
    // Past the last page, show the last one (with no pages, page 1 is empty).
    let page = query.page.min(pages.max(1));
    if page != query.page && pages > 0 {
        items = products::page_active(db, category, page, PER_PAGE).await?.0;
    }
    let slice = Slice {
        category,
        page,
        pages,
    };
    let results = Results::new(&items, &slice);
    let title = slice.title(&state.config.site.product_name);

    let res = if wants_fragment(&headers) {
        let mut res = render(&CardsFragment::new(results, title));
        if let Ok(v) = HeaderValue::from_str(&slice.href()) {
            res.headers_mut().insert("hx-push-url", v);
        }
        res
    } else {
        let mut l = Layout::new(&state, &slice.href(), title, description(&state));
        if results.is_empty() && category.is_some() {
            l = l.noindex();
        }
        // The badge, price and disclosure share the affiliate island's styles.
        let l = l.with_style("css/islands.css");
        let categories = CategoryOption::list(products::active_categories(db).await?, category);
        // The header's disclosure stays while htmx swaps pages of cards, so
        // it names Amazon when any listed product, on any page, is Amazon's.
        let amazon = products::active_links(db)
            .await?
            .iter()
            .any(|(link, platform)| super::sold_on_amazon(link, platform));
        render(&ListPage::new(l, categories, results, amazon))
    };
    let mut res = cache_control(res, "no-cache");
    res.headers_mut().insert(
        header::VARY,
        HeaderValue::from_static("HX-Request, HX-History-Restore-Request, HX-Boosted"),
    );
    Ok(res)
}

fn description(state: &AppState) -> String {
    format!(
        "Products picked by the {} marketplace team, with prices in rupees and \
         today's discounts. Filter by category and open a product for our review.",
        state.config.site.product_name
    )
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

#[cfg(test)]
mod tests {
    use super::*;

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
