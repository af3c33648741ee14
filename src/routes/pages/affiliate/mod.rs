//! Affiliate pages. /affiliate lists the active products, newest first,
//! 12 a page, with a category filter and paging that htmx swaps as a
//! server-rendered fragment (the same URLs answer with the whole page
//! without htmx). /affiliate/{id} renders an active product for crawlers
//! inside the affiliate island's mount point; any other id redirects to
//! /affiliate. /go/{id} sends a click on to the marketplace (`go`).
//!
//! Each page is two files: the handler (`list`, `detail`), which reads the
//! request and the database, and its view models (`list_view`,
//! `detail_view`), which shape what the templates show.
use axum::{routing::get, Router};

use crate::{
    domain::{india_today, Money},
    entities::affiliate_product,
    services::affiliate::affiliate_links::is_amazon,
    state::AppState,
};

mod detail;
mod detail_view;
mod go;
mod list;
mod list_view;

pub use go::{GoLayer, Redirects};

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/affiliate", get(list::list))
        .route("/affiliate/{id}", get(detail::detail))
        .route("/go/{id}", get(go::go))
}

/// Shown on the list and on every product page.
pub const DISCLOSURE: &str = "Disclosure: this page contains affiliate links. If you buy through \
     them we may earn a commission, at no extra cost to you.";

/// The sentence the Amazon Associates programme requires wherever its
/// links appear.
pub const AMAZON_DISCLOSURE: &str = "As an Amazon Associate I earn from qualifying purchases.";

/// The disclosure, with Amazon's sentence when an Amazon product is on the
/// page.
fn disclosure(amazon: bool) -> String {
    if amazon {
        format!("{DISCLOSURE} {AMAZON_DISCLOSURE}")
    } else {
        DISCLOSURE.to_owned()
    }
}

/// Whether a product is sold on Amazon: its link goes there, or its
/// platform says so.
fn is_amazon_product(m: &affiliate_product::Model) -> bool {
    sold_on_amazon(&m.affiliate_link, &m.platform)
}

fn sold_on_amazon(link: &str, platform: &str) -> bool {
    is_amazon(link) || platform.trim().eq_ignore_ascii_case("amazon")
}

/// "Price as of 27 November 2026": the India day the price was last set
/// (a price shown must say when it was true).
fn price_as_of(m: &affiliate_product::Model) -> String {
    let day = india_today(m.price_set_at.unwrap_or(m.updated_at));
    format!("Price as of {}", day.format("%-d %B %Y"))
}

/// Stands in for a product without images.
const PLACEHOLDER_IMAGE: &str = "img/placeholder-product.svg";

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
