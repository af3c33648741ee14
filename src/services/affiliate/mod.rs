//! Affiliate products: the products, their list, the `/go/` redirects,
//! the links' health and their clicks.
pub mod affiliate_health;
pub mod affiliate_links;
pub mod affiliate_redirect;
pub mod product_list;
pub mod products;
