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
    "/webhooks/",
];

pub fn is_api(path: &str) -> bool {
    API_PREFIXES.iter().any(|p| path.starts_with(p))
}

/// The API's public reads: the same for every visitor, changed only by the
/// administrator writes that move the content version, so the page cache
/// keeps them like pages (for requests without a session: with one,
/// `/posts/all` shows applications).
pub const PUBLIC_JSON_READS: &[&str] = &[
    "/serviceent/list",
    "/posts/all",
    "/dept/withposts",
    "/admin/aff/active",
];

pub fn is_public_json_read(path: &str) -> bool {
    PUBLIC_JSON_READS.contains(&path)
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
    "/privacy",
];

/// `path` as it is written out in an absolute address (a canonical link,
/// an `hreflang` alternate, the sitemap, the feed): every byte outside
/// printable ASCII, and the ASCII a URI cannot hold, percent-encoded, so
/// a Devanagari slug (`/insights/साड़ी`) becomes a valid and stable URI
/// (`/insights/%E0%A4%B8…`). A `%` is left as it is, so an address
/// already encoded is not encoded twice.
pub fn encoded(path: &str) -> std::borrow::Cow<'_, str> {
    let plain = |b: u8| b.is_ascii_graphic() && !b"\"<>\\^`{|}".contains(&b);
    if path.bytes().all(plain) {
        return std::borrow::Cow::Borrowed(path);
    }
    let mut out = String::with_capacity(path.len() * 3);
    for b in path.bytes() {
        if plain(b) {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    std::borrow::Cow::Owned(out)
}

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
/// `UPLOAD_LIMIT` (a call may set a lower limit of its own: the spend CSV's
/// is 1 MB). The careers form (`/careerpg`, `/hi/careerpg`) takes a CV too,
/// URL-encoded or multipart (see `auth::csrf`).
pub const UPLOADS: &[&str] = &[
    "/admin/media",
    "/usercp/apply",
    "/careerpg",
    "/hi/careerpg",
    "/admin/analytics/spend",
];

/// The largest body an upload may send: a 10 MB image and its form.
pub const UPLOAD_LIMIT: usize = 10 * 1024 * 1024 + 64 * 1024;

pub fn is_upload(path: &str) -> bool {
    UPLOADS.contains(&path)
}

/// A client's quote or invoice (`/q/{token}`, `/i/{token}` and below): private to whoever holds the
/// link, never kept by the page cache.
pub fn is_client_quote(path: &str) -> bool {
    path.starts_with("/q/") || path.starts_with("/i/")
}

/// A client's answer to a quote (`/q/{token}/accept`, `/decline`,
/// `/renew`): a JSON call, or the quote page's own form without script.
pub fn is_quote_answer(path: &str) -> bool {
    path.strip_prefix("/q/")
        .and_then(|rest| rest.split_once('/'))
        .is_some_and(|(token, action)| {
            !token.is_empty() && matches!(action, "accept" | "decline" | "renew")
        })
}

/// An affiliate redirect (`/go/{id}`): every request is a click to count,
/// so the page cache never answers or keeps one.
pub fn is_affiliate_redirect(path: &str) -> bool {
    path.starts_with("/go/")
}

/// Where a tap on the site's call button is reported: the `ping` of its
/// `tel:` links (`crate::visits`).
pub const TAP_CALL: &str = "/tap/call";

/// Where a tap on the site's WhatsApp button is reported.
pub const TAP_WHATSAPP: &str = "/tap/whatsapp";

/// A tap's report (a browser's `ping`), never a page.
pub fn is_tap(path: &str) -> bool {
    path.starts_with("/tap/")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_is_written_percent_encoded_once() {
        assert_eq!(encoded("/amazon/aplus"), "/amazon/aplus");
        assert_eq!(encoded("/insights/सा-1"), "/insights/%E0%A4%B8%E0%A4%BE-1");
        assert_eq!(
            encoded(&encoded("/insights/सा-1")),
            "/insights/%E0%A4%B8%E0%A4%BE-1"
        );
        assert_eq!(encoded("/a b\"<"), "/a%20b%22%3C");
    }
}
