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

/// The public pages that are not content items, for checking an editor's
/// internal links.
pub const FIXED_PAGES: &[&str] = &[
    "/",
    "/about",
    "/contacts",
    "/events",
    "/practice",
    "/buseq",
    "/careerpg",
    "/affiliate",
    "/case-studies",
    "/insights",
    "/insights/feed.xml",
];

/// Whether a query string asks for a draft preview (`?preview`,
/// `?preview=1`…): such a request is never answered from, or kept in, the
/// page cache.
pub fn is_preview(query: Option<&str>) -> bool {
    query.is_some_and(|q| {
        q.split('&')
            .any(|pair| pair.split('=').next() == Some("preview"))
    })
}

/// Calls that take a file (a multipart form); their body may be as large as
/// `UPLOAD_LIMIT`.
pub const UPLOADS: &[&str] = &["/admin/media"];

/// The largest body an upload may send: a 10 MB image and its form.
pub const UPLOAD_LIMIT: usize = 10 * 1024 * 1024 + 64 * 1024;

pub fn is_upload(path: &str) -> bool {
    UPLOADS.contains(&path)
}
