//! CSRF rules for writes: a body must be JSON (415), and an `Origin` or
//! `Sec-Fetch-Site` header, when present, must say same origin (403). Safe
//! methods pass untouched; nothing changes state on GET.
//!
//! "Same origin" compares scheme, host and port, never the host alone: the
//! origin must be the public base URL's, or the one this request was sent
//! to. The server itself speaks plain HTTP, so a request reaches it over
//! HTTPS only through a proxy: its scheme is the base URL's when the Host
//! header names the public host, `X-Forwarded-Proto` when proxy headers are
//! trusted, and plain `http` otherwise.
use axum::{
    extract::{Request, State},
    http::{header, HeaderMap, Method},
    middleware::Next,
    response::{IntoResponse, Response},
};

use crate::{error::AppError, extract::is_json, state::AppState};

pub async fn guard(State(state): State<AppState>, req: Request, next: Next) -> Response {
    let writes = matches!(
        *req.method(),
        Method::POST | Method::PUT | Method::PATCH | Method::DELETE
    );
    if writes {
        let form_post = *req.method() == Method::POST && FORM_POSTS.contains(&req.uri().path());
        // A browser names its origin on every upload, so one must be
        // named, and be this site.
        // (The careers form posts a CV too, with the form rules below.)
        let upload = *req.method() == Method::POST
            && crate::paths::is_upload(req.uri().path())
            && !form_post;
        // A client's answer to a quote takes JSON or the page's form.
        let either =
            *req.method() == Method::POST && crate::paths::is_quote_answer(req.uri().path());
        let rules = Rules {
            base_url: state.config.site.base(),
            trust_proxy: state.config.trust_proxy_headers,
            form_post,
            upload,
            either,
        };
        if let Err(e) = check(req.headers(), &rules) {
            return e.into_response();
        }
    }
    next.run(req).await
}

fn has_body(headers: &HeaderMap) -> bool {
    headers.contains_key(header::TRANSFER_ENCODING)
        || headers
            .get(header::CONTENT_LENGTH)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.trim().parse::<u64>().ok())
            .is_some_and(|n| n > 0)
}

/// An origin as (scheme, host, port), the port filled in from the scheme.
#[derive(Debug, PartialEq)]
struct Origin {
    scheme: String,
    host: String,
    port: u16,
}

fn default_port(scheme: &str) -> u16 {
    if scheme == "https" {
        443
    } else {
        80
    }
}

/// Splits `host[:port]` (IPv6 in brackets) into a lower-case host and the
/// port when one is written.
fn split_authority(authority: &str) -> Option<(String, Option<u16>)> {
    let (host, port) = match authority.strip_prefix('[') {
        Some(rest) => {
            let (inside, after) = rest.split_once(']')?;
            let port = match after.strip_prefix(':') {
                Some(p) => Some(p),
                None if after.is_empty() => None,
                None => return None,
            };
            (format!("[{inside}]"), port)
        }
        None => match authority.split_once(':') {
            Some((h, p)) => (h.to_owned(), Some(p)),
            None => (authority.to_owned(), None),
        },
    };
    let port = match port {
        Some(p) => Some(p.parse::<u16>().ok()?),
        None => None,
    };
    (!host.is_empty()).then(|| (host.to_ascii_lowercase(), port))
}

impl Origin {
    /// Parses `scheme://host[:port]`, ignoring any path of a base URL.
    fn parse(url: &str) -> Option<Self> {
        let (scheme, rest) = url.split_once("://")?;
        let scheme = scheme.to_ascii_lowercase();
        if scheme != "http" && scheme != "https" {
            return None;
        }
        let authority = rest.split(['/', '?', '#']).next()?;
        let (host, port) = split_authority(authority)?;
        let port = port.unwrap_or_else(|| default_port(&scheme));
        Some(Self { scheme, host, port })
    }

    /// The origin a request was sent to, from its Host header.
    fn of_request(headers: &HeaderMap, base: Option<&Origin>, trust_proxy: bool) -> Option<Self> {
        let host = headers.get(header::HOST)?.to_str().ok()?;
        let (host, port) = split_authority(host)?;
        let forwarded = trust_proxy
            .then(|| headers.get("x-forwarded-proto"))
            .flatten()
            .and_then(|v| v.to_str().ok())
            .map(|v| {
                v.split(',')
                    .next()
                    .unwrap_or("")
                    .trim()
                    .to_ascii_lowercase()
            });
        let public = base.filter(|b| {
            b.host == host && port.unwrap_or_else(|| default_port(&b.scheme)) == b.port
        });
        let scheme = match (forwarded, public) {
            (Some(proto), _) => proto,
            (None, Some(b)) => b.scheme.clone(),
            (None, None) => "http".to_owned(),
        };
        let port = port.unwrap_or_else(|| default_port(&scheme));
        Some(Self { scheme, host, port })
    }
}

/// Pages whose HTML form posts back to the page's own address (the public
/// forms in each language).
pub const FORM_POSTS: &[&str] = &[
    "/buseq",
    "/careerpg",
    "/hi/buseq",
    "/hi/careerpg",
    "/admin-login",
    "/registration",
];

/// What a write is checked against.
struct Rules<'a> {
    /// The public base URL: an origin equal to it is this site.
    base_url: &'a str,
    /// Whether `X-Forwarded-Proto` tells the scheme the visitor used.
    trust_proxy: bool,
    /// A page's own form post (url-encoded body) rather than an API call.
    form_post: bool,
    /// A file upload (multipart body) to an API call.
    upload: bool,
    /// A call that takes JSON or a page's form (a client's quote answer).
    either: bool,
}

/// True when `origin` ("scheme://host[:port]") is this site: the public
/// base URL's origin, or the one the request was sent to.
fn same_origin(headers: &HeaderMap, origin: &str, rules: &Rules) -> bool {
    let Some(origin) = Origin::parse(origin) else {
        return false;
    };
    let base = Origin::parse(rules.base_url);
    base.as_ref() == Some(&origin)
        || Origin::of_request(headers, base.as_ref(), rules.trust_proxy).as_ref() == Some(&origin)
}

fn check(headers: &HeaderMap, rules: &Rules) -> Result<(), AppError> {
    let cross = || AppError::Forbidden("Cross-site requests are not allowed.".into());
    let site = headers.get("sec-fetch-site");
    if let Some(site) = site.and_then(|v| v.to_str().ok()) {
        if !matches!(site, "same-origin" | "none") {
            return Err(cross());
        }
    }
    let origin = headers.get(header::ORIGIN);
    if let Some(origin) = origin {
        let origin = origin.to_str().map_err(|_| cross())?;
        if !same_origin(headers, origin, rules) {
            return Err(cross());
        }
    }
    if (rules.form_post || rules.either) && site.is_none() && origin.is_none() {
        if let Some(referer) = headers.get(header::REFERER) {
            let referer = referer.to_str().map_err(|_| cross())?;
            let (scheme, rest) = referer.split_once("://").ok_or_else(cross)?;
            let host = rest.split(['/', '?', '#']).next().unwrap_or("");
            if !same_origin(headers, &format!("{scheme}://{host}"), rules) {
                return Err(cross());
            }
        }
    }
    if rules.upload && site.is_none() && origin.is_none() {
        return Err(cross());
    }
    if has_body(headers) {
        let allowed = if rules.form_post {
            is_form(headers) || is_multipart(headers)
        } else if rules.upload {
            is_multipart(headers)
        } else if rules.either {
            is_json(headers) || is_form(headers)
        } else {
            is_json(headers)
        };
        if !allowed {
            return Err(AppError::UnsupportedMediaType);
        }
    }
    Ok(())
}

fn is_multipart(headers: &HeaderMap) -> bool {
    headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.split(';').next())
        .is_some_and(|v| v.trim().eq_ignore_ascii_case("multipart/form-data"))
}

fn is_form(headers: &HeaderMap) -> bool {
    headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.split(';').next())
        .is_some_and(|v| {
            v.trim()
                .eq_ignore_ascii_case("application/x-www-form-urlencoded")
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Checks an API write (`form_post` false) or a page form post.
    fn check(h: &HeaderMap, base_url: &str, trust_proxy: bool) -> Result<(), AppError> {
        super::check(
            h,
            &Rules {
                base_url,
                trust_proxy,
                form_post: false,
                upload: false,
                either: false,
            },
        )
    }

    fn check_form(h: &HeaderMap, base_url: &str, form_post: bool) -> Result<(), AppError> {
        super::check(
            h,
            &Rules {
                base_url,
                trust_proxy: false,
                form_post,
                upload: false,
                either: false,
            },
        )
    }

    fn headers(pairs: &[(&'static str, &'static str)]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for (k, v) in pairs {
            h.insert(*k, v.parse().unwrap());
        }
        h
    }

    #[test]
    fn same_origin_json_passes_and_others_fail() {
        let base = "https://vanijya.example";
        let ok = headers(&[
            ("host", "localhost:8080"),
            ("origin", "http://localhost:8080"),
            ("content-type", "application/json"),
            ("content-length", "2"),
        ]);
        assert!(check(&ok, base, false).is_ok());
        assert!(check(
            &headers(&[("host", "a"), ("content-length", "0")]),
            base,
            false
        )
        .is_ok());
        let evil = headers(&[
            ("host", "localhost:8080"),
            ("origin", "https://evil.example"),
        ]);
        assert!(matches!(
            check(&evil, base, false),
            Err(AppError::Forbidden(_))
        ));
        let site = headers(&[("sec-fetch-site", "cross-site")]);
        assert!(matches!(
            check(&site, base, false),
            Err(AppError::Forbidden(_))
        ));
        let form = headers(&[("content-type", "text/plain"), ("content-length", "5")]);
        assert!(matches!(
            check(&form, base, false),
            Err(AppError::UnsupportedMediaType)
        ));
        let behind_proxy = headers(&[
            ("host", "internal:8080"),
            ("origin", "https://vanijya.example"),
        ]);
        assert!(check(&behind_proxy, base, false).is_ok());
    }

    #[test]
    fn scheme_and_port_count_not_only_the_host() {
        let forbidden = |h: &HeaderMap, base: &str, trust: bool| {
            matches!(check(h, base, trust), Err(AppError::Forbidden(_)))
        };
        let plain = "http://127.0.0.1:8080";
        let direct =
            |origin: &'static str| headers(&[("host", "127.0.0.1:4000"), ("origin", origin)]);
        assert!(check(&direct("http://127.0.0.1:4000"), plain, false).is_ok());
        assert!(forbidden(&direct("https://127.0.0.1:4000"), plain, false));
        assert!(forbidden(&direct("http://127.0.0.1:4001"), plain, false));
        assert!(forbidden(&direct("http://127.0.0.1"), plain, false));
        assert!(forbidden(&direct("null"), plain, false));

        let tls = "https://vanijya.example";
        let public =
            |origin: &'static str| headers(&[("host", "vanijya.example"), ("origin", origin)]);
        assert!(check(&public("https://vanijya.example"), tls, false).is_ok());
        assert!(check(&public("https://VANIJYA.example:443"), tls, false).is_ok());
        assert!(forbidden(&public("http://vanijya.example"), tls, false));
        assert!(forbidden(
            &public("https://vanijya.example:8443"),
            tls,
            false
        ));

        let proxied = |proto: &'static str| {
            headers(&[
                ("host", "shop.example"),
                ("x-forwarded-proto", proto),
                ("origin", "https://shop.example"),
            ])
        };
        assert!(check(&proxied("https"), plain, true).is_ok());
        assert!(forbidden(&proxied("http"), plain, true));
        assert!(forbidden(&proxied("https"), plain, false));
    }

    #[test]
    fn page_forms_take_url_encoded_bodies_from_this_site_only() {
        let base = "https://vanijya.example";
        let form = |extra: &[(&'static str, &'static str)]| {
            let mut pairs = vec![
                ("host", "localhost:8080"),
                ("content-type", "application/x-www-form-urlencoded"),
                ("content-length", "9"),
            ];
            pairs.extend_from_slice(extra);
            headers(&pairs)
        };
        assert!(check_form(&form(&[("origin", "http://localhost:8080")]), base, true).is_ok());
        assert!(check_form(&form(&[("sec-fetch-site", "same-origin")]), base, true).is_ok());
        assert!(check_form(&form(&[]), base, true).is_ok());
        assert!(check_form(
            &form(&[("referer", "http://localhost:8080/buseq")]),
            base,
            true
        )
        .is_ok());
        for bad in [
            ("origin", "https://evil.example"),
            ("sec-fetch-site", "cross-site"),
            ("sec-fetch-site", "same-site"),
            ("referer", "https://evil.example/buseq"),
            ("referer", "not a url"),
        ] {
            assert!(
                matches!(
                    check_form(&form(&[bad]), base, true),
                    Err(AppError::Forbidden(_))
                ),
                "{bad:?}"
            );
        }
        // The JSON API still refuses a form body, and the form address a JSON one.
        assert!(matches!(
            check_form(&form(&[]), base, false),
            Err(AppError::UnsupportedMediaType)
        ));
        let json = headers(&[
            ("content-type", "application/json"),
            ("content-length", "2"),
        ]);
        assert!(matches!(
            check_form(&json, base, true),
            Err(AppError::UnsupportedMediaType)
        ));
    }
}
