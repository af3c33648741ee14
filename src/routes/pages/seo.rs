//! Search engines: /sitemap.xml, /robots.txt and the JSON-LD documents of
//! the pages (LocalBusiness on home and contacts, Service on service pages).
use axum::{
    extract::State,
    http::header,
    response::{IntoResponse, Response},
    routing::get,
    Router,
};
use serde_json::{json, Value};

use crate::{
    config::SiteSettings, content::ServicePage, services::products, state::AppState, views::Layout,
};

use super::{service::HUB_PATHS, service::SERVICE_PATHS};

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/sitemap.xml", get(sitemap))
        .route("/robots.txt", get(robots))
}

/// Indexable pages that are not service pages or hubs. /buseq, /careerpg and
/// /affiliate are served by their own modules but belong in the sitemap.
const OTHER_PATHS: &[&str] = &[
    "/",
    "/about",
    "/contacts",
    "/events",
    "/buseq",
    "/careerpg",
    "/affiliate",
];

/// Every indexable public path, in a stable order (without affiliate products).
pub fn indexable_paths() -> Vec<&'static str> {
    OTHER_PATHS
        .iter()
        .chain(HUB_PATHS)
        .chain(SERVICE_PATHS)
        .copied()
        .collect()
}

fn xml_escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
        .replace('\'', "&apos;")
}

async fn sitemap(State(state): State<AppState>) -> Response {
    let base = state.config.site.base();
    let mut paths: Vec<String> = indexable_paths().into_iter().map(String::from).collect();
    match products::list_active(&state.db).await {
        Ok(list) => paths.extend(list.iter().map(|p| format!("/affiliate/{}", p.id))),
        Err(e) => tracing::warn!(error = %e, "sitemap: listing affiliate products failed"),
    }
    let mut xml = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n",
    );
    for path in &paths {
        xml.push_str("  <url><loc>");
        xml.push_str(&xml_escape(&format!("{base}{path}")));
        xml.push_str("</loc></url>\n");
    }
    xml.push_str("</urlset>\n");
    (
        [(header::CONTENT_TYPE, "application/xml; charset=utf-8")],
        xml,
    )
        .into_response()
}

async fn robots(State(state): State<AppState>) -> Response {
    let body = format!(
        "User-agent: *\nDisallow: /admin-login\nDisallow: /registration\nDisallow: /practice\n\nSitemap: {}/sitemap.xml\n",
        state.config.site.base()
    );
    ([(header::CONTENT_TYPE, "text/plain; charset=utf-8")], body).into_response()
}

fn postal_address(site: &SiteSettings) -> Value {
    json!({
        "@type": "PostalAddress",
        "streetAddress": site.street_address,
        "addressLocality": site.locality,
        "addressRegion": site.region,
        "postalCode": site.postal_code,
        "addressCountry": site.country,
    })
}

/// The business as schema.org LocalBusiness (home and contacts).
pub fn local_business(l: &Layout) -> Value {
    let site = l.site();
    let base = site.base();
    json!({
        "@context": "https://schema.org",
        "@type": "LocalBusiness",
        "@id": format!("{base}/#business"),
        "name": site.product_name,
        "description": site.tagline,
        "url": format!("{base}/"),
        "logo": format!("{base}{}", l.asset("img/logo.svg")),
        "image": l.og_image(),
        "telephone": site.phone,
        "email": site.email,
        "foundingDate": site.founded_year.to_string(),
        "address": postal_address(site),
        "areaServed": {"@type": "Country", "name": "India"},
        "openingHoursSpecification": [{
            "@type": "OpeningHoursSpecification",
            "dayOfWeek": site.opening_days,
            "opens": site.opens,
            "closes": site.closes,
        }],
        "sameAs": site.social.iter().map(|s| s.url.as_str()).collect::<Vec<_>>(),
    })
}

/// One service page as schema.org Service, provided by the business.
pub fn service(l: &Layout, page: &ServicePage) -> Value {
    let site = l.site();
    let base = site.base();
    json!({
        "@context": "https://schema.org",
        "@type": "Service",
        "name": page.h1,
        "serviceType": page.service_type,
        "description": page.description,
        "url": l.canonical(),
        "areaServed": {"@type": "Country", "name": "India"},
        "provider": {
            "@type": "LocalBusiness",
            "@id": format!("{base}/#business"),
            "name": site.product_name,
            "url": format!("{base}/"),
            "telephone": site.phone,
            "email": site.email,
            "address": postal_address(site),
        },
    })
}

/// A BreadcrumbList for pages below a hub.
pub fn breadcrumbs(l: &Layout, crumbs: &[super::Crumb]) -> Value {
    let base = l.site().base();
    let items: Vec<Value> = crumbs
        .iter()
        .enumerate()
        .map(|(i, c)| {
            json!({
                "@type": "ListItem",
                "position": i + 1,
                "name": c.label,
                "item": format!("{base}{}", c.href),
            })
        })
        .collect();
    json!({
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        "itemListElement": items,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn xml_escaping_covers_the_five_entities() {
        assert_eq!(xml_escape("a&b<c>\"'"), "a&amp;b&lt;c&gt;&quot;&apos;");
    }

    #[test]
    fn indexable_paths_are_unique_and_exclude_private_pages() {
        let paths = indexable_paths();
        let set: std::collections::HashSet<_> = paths.iter().collect();
        assert_eq!(set.len(), paths.len());
        for private in ["/practice", "/admin-login", "/registration"] {
            assert!(!paths.contains(&private));
        }
    }
}
