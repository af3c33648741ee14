//! The site's pages in each language: which pages a language serves, each
//! page's editions (the `hreflang` alternates the page head and the
//! sitemap write, each pair naming both and `x-default` the English page;
//! a page in one language names none), and where the language switcher
//! leads. English pages outside the content items are listed here; so are
//! those of them that have a Hindi edition.
use super::Content;
use crate::{domain::language::Language, paths::encoded};

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
    "/case-studies",
    "/insights",
    "/privacy",
];

/// Pages outside the content items that have a Hindi edition, by their
/// English address.
const HINDI_FIXED: &[&str] = &["/contacts", "/events", "/buseq", "/careerpg", "/privacy"];

/// Whether `path` (an English address) is a job page, `/careers/{slug}`:
/// every open position's page has its Hindi edition, the page's own words
/// in Hindi around the position as written. Which slugs exist is the
/// database's to say; the job page answers 404 or 410 for the others,
/// and those pages name no alternates (`Layout::noindex`).
fn is_job_page(path: &str) -> bool {
    path.strip_prefix("/careers/")
        .is_some_and(|slug| !slug.is_empty() && !slug.contains('/'))
}

/// Every indexable public path, in a stable order (without affiliate
/// products): the English pages, then their Hindi editions.
pub fn indexable_paths(content: &Content) -> Vec<String> {
    let english = OTHER_PATHS.iter().copied().chain(content.paths());
    let hindi = HINDI_FIXED
        .iter()
        .map(|p| Language::Hi.path_for(p))
        .chain(content.hindi.iter().flat_map(|h| h.all_paths()));
    english.map(String::from).chain(hindi).collect()
}

/// Whether the page at `path` is served, in the language its path names.
pub fn serves(content: &Content, path: &str) -> bool {
    match Language::of_path(path) {
        Language::En => OTHER_PATHS.contains(&path) || content.serves(path) || is_job_page(path),
        Language::Hi => {
            let english = Language::En.path_for(path);
            HINDI_FIXED.contains(&english.as_str())
                || is_job_page(&english)
                || content.hindi.as_deref().is_some_and(|h| h.serves(path))
        }
    }
}

/// The page at `path` in every language that has it, English first; empty
/// when only one language has it, so a page without a translation names no
/// alternates.
pub fn editions(content: &Content, path: &str) -> Vec<(Language, String)> {
    if !serves(content, path) {
        return Vec::new();
    }
    let all: Vec<(Language, String)> = Language::ALL
        .into_iter()
        .map(|l| (l, l.path_for(path)))
        .filter(|(_, p)| serves(content, p))
        .collect();
    if all.len() < 2 {
        Vec::new()
    } else {
        all
    }
}

/// Where the language switcher on the page at `path` leads: the same page
/// in the other language, or that language's home where it has none; none
/// while the site has no Hindi edition at all.
pub fn switch_to(content: &Content, path: &str) -> Option<(Language, String)> {
    let other = Language::of_path(path).other();
    if other == Language::Hi && content.hindi.is_none() {
        return None;
    }
    let target = other.path_for(path);
    if serves(content, &target) {
        Some((other, target))
    } else {
        Some((other, other.home().to_owned()))
    }
}

/// The `hreflang` alternates of the page at `path`, each as (hreflang,
/// absolute URL): every edition including this one, and `x-default` (the
/// English page); none for a page in one language only. The page head
/// and the sitemap both write these.
pub fn alternates(content: &Content, base: &str, path: &str) -> Vec<(&'static str, String)> {
    let editions = editions(content, path);
    let mut out: Vec<(&'static str, String)> = editions
        .iter()
        .map(|(l, p)| (l.hreflang(), format!("{base}{}", encoded(p))))
        .collect();
    if let Some((_, english)) = editions.iter().find(|(l, _)| *l == Language::En) {
        out.push(("x-default", format!("{base}{}", encoded(english))));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn indexable_paths_are_unique_and_exclude_private_pages() {
        let content = Content::load(&crate::config::Config::defaults().site).unwrap();
        let paths = indexable_paths(&content);
        let set: std::collections::HashSet<_> = paths.iter().collect();
        assert_eq!(set.len(), paths.len());
        for private in ["/practice", "/admin-login", "/registration"] {
            assert!(!paths.iter().any(|p| p == private));
        }
    }

    #[test]
    fn each_translated_page_names_both_editions_and_others_name_none() {
        let content = Content::load(&crate::config::Config::defaults().site).unwrap();
        let base = "https://example.in";
        let pair = [
            ("en-IN", "https://example.in/amazon".to_owned()),
            ("hi-IN", "https://example.in/hi/amazon".to_owned()),
            ("x-default", "https://example.in/amazon".to_owned()),
        ];
        assert_eq!(alternates(&content, base, "/amazon"), pair);
        assert_eq!(alternates(&content, base, "/hi/amazon"), pair);
        assert_eq!(
            alternates(&content, base, "/hi")[1].1,
            "https://example.in/hi"
        );
        assert!(alternates(&content, base, "/affiliate").is_empty());
        assert!(alternates(&content, base, "/hi/affiliate").is_empty());
        assert_eq!(
            switch_to(&content, "/affiliate"),
            Some((Language::Hi, "/hi".to_owned()))
        );
        for (english, hindi) in [
            ("/contacts", "/hi/contacts"),
            ("/events", "/hi/events"),
            ("/buseq", "/hi/buseq"),
            ("/careerpg", "/hi/careerpg"),
            ("/careers/seo-analyst", "/hi/careers/seo-analyst"),
        ] {
            let both = alternates(&content, base, english);
            assert_eq!(both, alternates(&content, base, hindi), "{english}");
            assert_eq!(both[1].1, format!("{base}{hindi}"));
            assert_eq!(
                switch_to(&content, hindi),
                Some((Language::En, english.to_owned()))
            );
        }
        assert_eq!(
            switch_to(&content, "/hi/amazon"),
            Some((Language::En, "/amazon".to_owned()))
        );
    }
}
