//! Askama view structs shared by every page: the layout (head, SEO and Open
//! Graph tags, scripts of the islands the page mounts, JSON-LD), breadcrumbs
//! and the island mount point with its props as JSON.
use std::sync::Arc;

use askama::Template;
use axum::{
    http::StatusCode,
    response::{Html, IntoResponse, Response},
};
use serde::Serialize;

use crate::{
    assets,
    config::Config,
    content::{editions, Content},
    domain::{india_year, language::Language},
    state::AppState,
};

pub mod json_ld;
pub mod nav;
pub mod review;
pub mod texts;

use nav::Nav;
use texts::Texts;

use json_ld::JsonLd;

/// What base.html needs to know about the page being rendered.
pub struct Layout {
    pub config: Arc<Config>,
    /// The business's details as published (the settings' values until an
    /// administrator edits them), in the page's language: a Hindi page
    /// names the city, the state and the hours in Hindi.
    pub site: Arc<crate::config::SiteSettings>,
    pub title: String,
    pub description: String,
    /// Path of this page, e.g. "/amazon".
    pub path: String,
    pub noindex: bool,
    /// False on pages without the header and footer (/practice, admin).
    pub chrome: bool,
    /// Entry module URLs of the islands this page mounts.
    pub scripts: Vec<&'static str>,
    /// Modules to fetch alongside the entries (React's chunk, shared code,
    /// the first screen of the administrator island), announced with
    /// `<link rel="modulepreload">` so the browser does not discover them one
    /// import at a time. Only where the first screen waits on them: on a
    /// public page the island hydrates HTML that is already usable, and
    /// preloading its code would only take bandwidth from the stylesheets
    /// and delay the first paint on a slow connection.
    pub preloads: Vec<&'static str>,
    /// Extra stylesheets (hashed URLs).
    pub styles: Vec<&'static str>,
    /// JSON-LD documents, already escaped for a <script> element.
    pub json_ld: Vec<JsonLd>,
    pub og_type: &'static str,
    pub year: i32,
    /// An administrator's draft preview: a bar says so, and the page is
    /// neither indexed nor kept by any cache.
    pub preview: bool,
    /// The page's language, read from its path.
    pub language: Language,
    /// The template's phrases and the navigation in that language.
    pub t: &'static Texts,
    pub nav: &'static Nav,
    /// The page in each language, `hreflang` first (with `x-default`);
    /// empty for a page in one language only.
    pub alternates: Vec<(&'static str, String)>,
    /// The language switcher's target: the language and the address.
    pub switch: Option<(Language, String)>,
    /// The live content, to lead each navigation link to the page's
    /// edition in the page's language.
    content: Arc<Content>,
}

impl Layout {
    pub fn new(
        state: &AppState,
        path: &str,
        title: impl Into<String>,
        description: impl Into<String>,
    ) -> Self {
        let content = state.content();
        let language = Language::of_path(path);
        let alternates = editions::alternates(&content, state.config.site.base(), path);
        let switch = editions::switch_to(&content, path);
        Self {
            config: state.config.clone(),
            site: content.edition(path).site.clone(),
            title: title.into(),
            description: description.into(),
            path: path.to_owned(),
            noindex: false,
            chrome: true,
            scripts: Vec::new(),
            preloads: Vec::new(),
            styles: Vec::new(),
            json_ld: Vec::new(),
            og_type: "website",
            // The footer's year.
            year: india_year(chrono::Utc::now()),
            preview: false,
            language,
            t: Texts::of(language),
            nav: Nav::of(language),
            alternates,
            switch,
            content,
        }
    }

    /// Where a link to the English page `href` leads from this page: its
    /// edition in this page's language where there is one, else `href`.
    pub fn link(&self, href: &str) -> String {
        let there = self.language.path_for(href);
        if self.language != Language::En && editions::serves(&self.content, &there) {
            there
        } else {
            href.to_owned()
        }
    }

    /// Whether the page is the Hindi edition (its templates' own words).
    pub fn hindi(&self) -> bool {
        self.language == Language::Hi
    }

    /// ` lang="en"` for text shown as an administrator wrote it (a
    /// position's name, a department) on a page in another language, when
    /// it is not written in that language's script; else nothing.
    pub fn written_lang(&self, text: &str) -> &'static str {
        let devanagari = text.chars().any(|c| ('\u{0900}'..='\u{097F}').contains(&c));
        if self.language == Language::Hi && !devanagari {
            " lang=\"en\""
        } else {
            ""
        }
    }

    /// A job page's address in this page's language.
    pub fn job_link(&self, slug: &str) -> String {
        self.link(&format!("/careers/{slug}"))
    }

    /// The page in `language` whatever its address says: a page at one
    /// address for every client (a quote's private link) speaks its
    /// reader's language. It has no edition elsewhere to name or switch to.
    pub fn speaking(mut self, language: Language) -> Self {
        if language != self.language {
            self.language = language;
            self.site = self.content.edition(language.home()).site.clone();
            self.t = Texts::of(language);
            self.nav = Nav::of(language);
            self.alternates.clear();
            self.switch = None;
        }
        self
    }

    /// Marks the page as a draft preview when it is one.
    pub fn previewing(mut self, preview: bool) -> Self {
        if preview {
            self.preview = true;
            self.noindex = true;
        }
        self
    }

    pub fn site(&self) -> &crate::config::SiteSettings {
        &self.site
    }

    /// The business's details in English whatever the page's language:
    /// what the structured data (JSON-LD) says of the business, one
    /// record for the pages of every language.
    pub fn business(&self) -> &crate::config::SiteSettings {
        &self.content.site
    }

    /// The absolute address a link's `ping` reports a tap to (the HTML
    /// standard allows only absolute http(s) URLs there).
    pub fn tap(&self, path: &str) -> String {
        format!("{}{path}", self.config.site.base())
    }

    /// The page's absolute address, percent-encoded (`paths::encoded`).
    pub fn canonical(&self) -> String {
        format!(
            "{}{}",
            self.config.site.base(),
            crate::paths::encoded(&self.path)
        )
    }

    /// Absolute URL of the default sharing image.
    pub fn og_image(&self) -> String {
        format!(
            "{}{}",
            self.config.site.base(),
            assets::url("img/og-card.png")
        )
    }

    /// Loads an island's entry module (and its stylesheet) on this page.
    pub fn with_island(mut self, name: &str) -> Self {
        if let Some(url) = assets::island(name) {
            if !self.scripts.contains(&url) {
                self.scripts.push(url);
            }
        }
        self.with_style(if name == "admin" {
            "css/admin.css"
        } else {
            "css/islands.css"
        })
    }

    /// Preloads the modules an entry or on-demand module needs (see
    /// `assets::preloads`), each once.
    pub fn with_preload(mut self, module: &str) -> Self {
        for url in assets::preloads(module) {
            if !self.preloads.contains(url) && !self.scripts.contains(url) {
                self.preloads.push(url);
            }
        }
        self
    }

    /// Adds a stylesheet (logical path under static/) once.
    pub fn with_style(mut self, logical: &str) -> Self {
        let url = assets::url(logical);
        if !self.styles.contains(&url) {
            self.styles.push(url);
        }
        self
    }

    pub fn with_json_ld(mut self, doc: JsonLd) -> Self {
        self.json_ld.push(doc);
        self
    }

    /// Keeps the page out of search engines; such a page names no
    /// alternates either (a closed job's 410, a 404).
    pub fn noindex(mut self) -> Self {
        self.noindex = true;
        self.alternates.clear();
        self
    }

    pub fn bare(mut self) -> Self {
        self.chrome = false;
        self
    }

    pub fn asset(&self, logical: &str) -> &'static str {
        assets::url(logical)
    }
}

/// One step of a breadcrumb trail.
pub struct Crumb {
    pub href: String,
    pub label: String,
}

impl Crumb {
    pub fn new(href: &str, label: &str) -> Self {
        Self {
            href: href.to_owned(),
            label: label.to_owned(),
        }
    }

    /// The trail of a page one level below the home page: Home, its
    /// section, the page itself; each as (address, label).
    /// The home is that of the page's language.
    pub fn trail(section: (&str, &str), page: (&str, &str)) -> Vec<Self> {
        let language = Language::of_path(page.0);
        vec![
            Self::new(language.home(), Texts::of(language).home),
            Self::new(section.0, section.1),
            Self::new(page.0, page.1),
        ]
    }
}

/// JSON for inside a <script> element: `<`, `>`, `&` and the JS line
/// separators are escaped so the text can never close the element.
pub fn script_json<T: Serialize + ?Sized>(value: &T) -> String {
    serde_json::to_string(value)
        .unwrap_or_else(|_| "null".into())
        .replace('<', "\\u003c")
        .replace('>', "\\u003e")
        .replace('&', "\\u0026")
        .replace('\u{2028}', "\\u2028")
        .replace('\u{2029}', "\\u2029")
}

/// An island mount point: `<div data-island=name data-props=id>` plus the
/// props script. Render with `{{ mount.open()|safe }} fallback {{ mount.close()|safe }}`.
pub struct Island {
    pub name: &'static str,
    pub props: String,
}

impl Island {
    pub fn new<T: Serialize + ?Sized>(name: &'static str, props: &T) -> Self {
        Self {
            name,
            props: script_json(props),
        }
    }

    pub fn props_id(&self) -> String {
        format!("{}-props", self.name)
    }
}

/// Sets `Cache-Control` on a rendered page: "no-cache" for public pages whose
/// data changes (revalidate every time), "no-store" for private ones.
pub fn cache_control(mut res: Response, value: &'static str) -> Response {
    res.headers_mut().insert(
        axum::http::header::CACHE_CONTROL,
        axum::http::HeaderValue::from_static(value),
    );
    res
}

/// Renders a template into an HTML response (500 with a log line on error).
pub fn render<T: Template>(t: &T) -> Response {
    render_status(StatusCode::OK, t)
}

pub fn render_status<T: Template>(status: StatusCode, t: &T) -> Response {
    match t.render() {
        Ok(html) => (status, Html(html)).into_response(),
        Err(e) => {
            tracing::error!(error = %e, "template rendering failed");
            (StatusCode::INTERNAL_SERVER_ERROR, "Internal server error").into_response()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn script_json_cannot_close_the_element() {
        let s = script_json(&serde_json::json!({"x": "</script><!-- & \u{2028}"}));
        assert!(!s.contains('<') && !s.contains('>') && !s.contains('&'));
        let back: serde_json::Value = serde_json::from_str(&s).unwrap();
        assert_eq!(back["x"], "</script><!-- & \u{2028}");
    }
}
