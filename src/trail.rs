//! The visitor's trail (`domain::attribution`), kept in a first-party
//! cookie by the visit layer (`crate::visits`), which sits outside the page
//! cache: a page answered from the cache still records the touch that
//! brought its visitor, and the cached page itself never carries the cookie
//! (the cache keeps no answer with `Set-Cookie`, and the layer adds it after
//! the cache has answered).
//!
//! A request is looked at only when it is a GET or HEAD for a public page
//! whose address carries a tag (`utm_…`, a click id) or whose `Referer`
//! names another site; a link between our own pages is known by one
//! comparison and copies nothing. The touch is kept when the page answered
//! 2xx with HTML: the cookie gets the trail it brought plus the new touch,
//! for `ATTRIBUTION_DAYS`. It works without JavaScript: the browser sends
//! the cookie back with the form's post, whose handler reads the trail
//! (`Trail::of_request`) and stores it with the lead.
use axum::http::{header, HeaderMap, HeaderValue, Method, Uri};
use chrono::Utc;

use crate::{
    config::Config,
    domain::attribution::{
        host_of, names_a_tag, referrer_host, refers_to, trail_in_cookies, Touch, Trail, COOKIE_MAX,
        TRAIL_COOKIE,
    },
};

/// What the layer needs of the settings, read once.
#[derive(Clone, Debug)]
pub struct TrailSettings {
    /// `ANALYTICS`: false records no touch and reads no trail.
    pub enabled: bool,
    /// `ATTRIBUTION_DAYS`.
    pub days: u32,
    /// The public address's host: a link from it is our own.
    pub own_host: Option<String>,
    /// Served over HTTPS: the cookie is `Secure`.
    pub secure: bool,
}

impl TrailSettings {
    pub fn new(config: &Config) -> Self {
        Self {
            enabled: config.analytics,
            days: config.attribution_days,
            own_host: referrer_host(config.site.base()),
            secure: config.site.is_https(),
        }
    }

    /// The trail a request's cookie brings (a form's post reads it): empty
    /// when analytics is off.
    pub fn of_request(&self, headers: &HeaderMap) -> Trail {
        let cookies = headers.get_all(header::COOKIE);
        if !self.enabled || cookies.iter().next().is_none() {
            return Trail::default();
        }
        let cookies = cookies.iter().filter_map(|v| v.to_str().ok());
        trail_in_cookies(cookies, self.days, Utc::now())
    }

    /// The `Set-Cookie` value keeping `touch` in the trail the request
    /// brought (`of_request`), when the touch is new to it. The visit layer
    /// adds it to an answer that showed a page (2xx with HTML).
    #[inline(never)]
    pub(crate) fn keeping(&self, headers: &HeaderMap, touch: Touch) -> Option<HeaderValue> {
        let mut trail = self.of_request(headers);
        trail.push(touch).then(|| self.cookie(&mut trail)).flatten()
    }

    /// The `Set-Cookie` value keeping `trail`, under `COOKIE_MAX` bytes in
    /// all (`Trail::write_within` says what goes first).
    fn cookie(&self, trail: &mut Trail) -> Option<HeaderValue> {
        let max_age = u64::from(self.days) * 86_400;
        let secure = if self.secure { "; Secure" } else { "" };
        let attributes = format!("; Path=/; Max-Age={max_age}; HttpOnly; SameSite=Lax{secure}");
        let room = COOKIE_MAX - 1 - TRAIL_COOKIE.len() - 1 - attributes.len();
        let value = trail.write_within(room);
        HeaderValue::from_str(&format!("{TRAIL_COOKIE}={value}{attributes}")).ok()
    }

    /// The touch this request makes, when it is a public page's that
    /// carries a tag or names another site. A link between our own pages,
    /// the usual request, is known by comparing the referrer with the
    /// `Host` header, without a copy of anything.
    pub(crate) fn touch_of(
        &self,
        method: &Method,
        uri: &Uri,
        headers: &HeaderMap,
    ) -> Option<Touch> {
        if !matches!(*method, Method::GET | Method::HEAD) || !is_page(uri.path()) {
            return None;
        }
        let (referer, host) = (headers.get(header::REFERER), headers.get(header::HOST));
        self.touch_on_page(uri, referer, host)
    }

    /// `touch_of` a GET or HEAD of a public page whose `Referer` and `Host`
    /// headers are read already (the visit layer has told both).
    #[inline]
    pub(crate) fn touch_on_page(
        &self,
        uri: &Uri,
        referer: Option<&HeaderValue>,
        host: Option<&HeaderValue>,
    ) -> Option<Touch> {
        if !self.enabled {
            return None;
        }
        let query = uri.query();
        let tagged = query.is_some_and(names_a_tag);
        if !(tagged || referer.is_some()) {
            return None;
        }
        if !tagged
            && referer
                .zip(host)
                .is_some_and(|(r, h)| refers_to(r.as_bytes(), h.as_bytes()))
        {
            return None;
        }
        self.touch_arriving(uri, referer, host)
    }

    /// `touch_on_page` of a request tagged or referred from elsewhere (out
    /// of line: most page requests come from a link between our pages).
    #[inline(never)]
    fn touch_arriving(
        &self,
        uri: &Uri,
        referer: Option<&HeaderValue>,
        host: Option<&HeaderValue>,
    ) -> Option<Touch> {
        let (path, query) = (uri.path(), uri.query());
        let referer = referer.and_then(|v| v.to_str().ok());
        let host = host.and_then(|v| v.to_str().ok()).and_then(host_of);
        let mut own = [""; 2];
        let mut hosts = 0;
        for h in [host.as_deref(), self.own_host.as_deref()]
            .into_iter()
            .flatten()
        {
            own[hosts] = h;
            hosts += 1;
        }
        Touch::arriving(path, query, referer, &own[..hosts], Utc::now())
    }
}

/// A public page: not the administrator area, the API, the assets, the
/// media, a redirect, a tap's report, a client's quote link or the health
/// and metrics calls.
pub(crate) fn is_page(path: &str) -> bool {
    !(path.starts_with("/admin")
        || path.starts_with("/assets/")
        || path.starts_with("/media/")
        || path == "/registration"
        || path.starts_with("/registration/")
        || crate::paths::is_affiliate_redirect(path)
        || crate::paths::is_tap(path)
        || crate::paths::is_client_quote(path)
        || crate::paths::is_api(path)
        || matches!(path, "/healthz" | "/readyz" | "/metrics"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_public_pages_keep_a_trail() {
        for path in ["/", "/amazon/advertising", "/buseq", "/insights/x", "/hi"] {
            assert!(is_page(path), "{path}");
        }
        for path in [
            "/admin/leads",
            "/assets/css/site.css",
            "/go/3",
            "/healthz",
            "/userbe/createbe",
        ] {
            assert!(!is_page(path), "{path}");
        }
    }
}
