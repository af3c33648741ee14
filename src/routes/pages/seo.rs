//! Search engines: /sitemap.xml and /robots.txt. The sitemap lists the fixed
//! pages, every hub and service page of the content files, every open job's
//! page (in each language) that has a description (a job page without one is left out, as it
//! carries no `JobPosting`) and every active affiliate product. (The pages' JSON-LD is built in `views::json_ld`.)
use axum::{
    extract::State,
    http::header,
    response::{IntoResponse, Response},
    routing::get,
    Router,
};

use crate::{
    content::editions::{alternates, indexable_paths},
    domain::language::Language,
    paths::encoded,
    services::{affiliate::products, careers},
    state::AppState,
};

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/sitemap.xml", get(sitemap))
        .route("/robots.txt", get(robots))
}

/// Text for XML content or an attribute value.
pub(super) fn xml_escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
        .replace('\'', "&apos;")
}

async fn sitemap(State(state): State<AppState>) -> Response {
    let base = state.config.site.base();
    let content = state.content();
    let mut paths: Vec<String> = indexable_paths(&content);
    match careers::open_jobs(&state.db).await {
        Ok(jobs) => paths.extend(
            jobs.iter()
                .filter(|(p, _)| careers::page_state(p).is_complete())
                .filter_map(|(p, _)| p.slug.as_ref())
                .flat_map(|slug| Language::ALL.map(|l| l.path_for(&format!("/careers/{slug}")))),
        ),
        Err(e) => tracing::warn!(error = %e, "sitemap: listing open positions failed"),
    }
    match products::list_active(&state.db).await {
        Ok(list) => paths.extend(list.iter().map(|p| format!("/affiliate/{}", p.id))),
        Err(e) => tracing::warn!(error = %e, "sitemap: listing affiliate products failed"),
    }
    let mut xml = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n",
    );
    for path in &paths {
        xml.push_str("  <url><loc>");
        xml.push_str(&xml_escape(&format!("{base}{}", encoded(path))));
        xml.push_str("</loc>");
        for (hreflang, href) in alternates(&content, base, path) {
            xml.push_str(&format!(
                "<xhtml:link rel=\"alternate\" hreflang=\"{hreflang}\" href=\"{}\"/>",
                xml_escape(&href)
            ));
        }
        xml.push_str("</url>\n");
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
        "User-agent: *\nDisallow: /admin-login\nDisallow: /registration\nDisallow: /practice\nDisallow: /go/\n\nSitemap: {}/sitemap.xml\n",
        state.config.site.base()
    );
    ([(header::CONTENT_TYPE, "text/plain; charset=utf-8")], body).into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn xml_escaping_covers_the_five_entities() {
        assert_eq!(xml_escape("a&b<c>\"'"), "a&amp;b&lt;c&gt;&quot;&apos;");
    }
}
