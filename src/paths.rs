//! Which part of the site a request path belongs to, for the layers that
//! treat parts differently before any route runs (the page cache, the
//! fallback for unknown paths).

/// Paths under these prefixes belong to the JSON API: unknown paths and
/// wrong methods there answer in its JSON error shape, not with a page.
const API_PREFIXES: &[&str] = &[
    "/admin/",
    "/userbe/",
    "/usercp/",
    "/serviceent/",
    "/posts/",
    "/dept/",
    "/api/",
];

pub fn is_api(path: &str) -> bool {
    API_PREFIXES.iter().any(|p| path.starts_with(p))
}
