//! Where a visitor came from: a touch is one arrival from outside the site
//! (an advert's tags, a click id, another site's link), and a visitor's
//! trail is their touches in order, kept in the browser in one first-party
//! cookie until they send a form.
//!
//! The trail names no one: it holds only the tags of the addresses that
//! brought the browser here, the other site's host, the page landed on and
//! when, and no identifier of the browser or the person. The server keeps
//! nothing of it until a form is sent; then the touches within the
//! attribution window go into the lead's own transaction.
//!
//! The cookie is the browser's to change, so it is read as untrusted
//! input: every value is cut to `VALUE_MAX` characters, a trail holds at
//! most `TRAIL_MAX` touches (the first is always kept: it is locked), a
//! touch dated in the future or older than the window is dropped, and a
//! cookie that cannot be read is no trail at all. The cookie it writes
//! stays under `COOKIE_MAX` bytes, which browsers keep: the touches
//! between the first and the last go first (`Trail::write_within`).
use std::borrow::Cow;

use base64::{engine::general_purpose::URL_SAFE_NO_PAD, Engine};
use chrono::{DateTime, Duration, TimeZone, Utc};
use serde::{Deserialize, Serialize};

/// The cookie that carries a visitor's trail.
pub const TRAIL_COOKIE: &str = "vanijya_trail";

/// A value longer than this is cut (no tag or host is longer in practice).
pub const VALUE_MAX: usize = 150;

/// At most this many touches are kept: the first, and the latest after it.
pub const TRAIL_MAX: usize = 12;

/// A `Set-Cookie` header of the trail stays under this many bytes: a
/// browser drops a cookie past about 4 KB, and every later touch with it.
pub const COOKIE_MAX: usize = 4000;

/// The source of a lead with no touch at all.
pub const DIRECT: &str = "direct";

/// What the names a day holds no more room for are counted as (a source,
/// or a referring host); see `services::counting::visits`.
pub const OTHER: &str = "(other)";

/// The address parameters a touch records.
pub const TAGS: [&str; 9] = [
    "utm_source",
    "utm_medium",
    "utm_campaign",
    "utm_term",
    "utm_content",
    "gclid",
    "gbraid",
    "wbraid",
    "fbclid",
];

/// One arrival from outside the site.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Touch {
    #[serde(rename = "s")]
    pub source: String,
    #[serde(rename = "m", default, skip_serializing_if = "Option::is_none")]
    pub medium: Option<String>,
    #[serde(rename = "c", default, skip_serializing_if = "Option::is_none")]
    pub campaign: Option<String>,
    #[serde(rename = "t", default, skip_serializing_if = "Option::is_none")]
    pub term: Option<String>,
    #[serde(rename = "n", default, skip_serializing_if = "Option::is_none")]
    pub content: Option<String>,
    /// The referring site's host.
    #[serde(rename = "r", default, skip_serializing_if = "Option::is_none")]
    pub referrer: Option<String>,
    #[serde(rename = "p", default, skip_serializing_if = "Option::is_none")]
    pub landing_path: Option<String>,
    #[serde(rename = "g", default, skip_serializing_if = "Option::is_none")]
    pub gclid: Option<String>,
    #[serde(rename = "gb", default, skip_serializing_if = "Option::is_none")]
    pub gbraid: Option<String>,
    #[serde(rename = "wb", default, skip_serializing_if = "Option::is_none")]
    pub wbraid: Option<String>,
    #[serde(rename = "f", default, skip_serializing_if = "Option::is_none")]
    pub fbclid: Option<String>,
    /// Seconds since 1970 (UTC).
    #[serde(rename = "a")]
    pub at: i64,
}

/// Cuts a value to `VALUE_MAX` characters, without control characters;
/// an empty one is no value.
fn fitted(value: &str) -> Option<String> {
    let v: String = value
        .trim()
        .chars()
        .filter(|c| !c.is_control())
        .take(VALUE_MAX)
        .collect();
    (!v.is_empty()).then_some(v)
}

/// `fitted`'s value, borrowed, when cutting would change nothing but the
/// space around it (a host as browsers send it); `None` when it would.
fn already_fitted(value: &str) -> Option<&str> {
    let v = value.trim();
    (v.len() <= VALUE_MAX && !v.chars().any(char::is_control)).then_some(v)
}

/// The host of an authority (a `Host` value, or what follows `://`), as
/// written: without user, port or path. Read byte by byte (every page
/// request reads one or two): the delimiters are all ASCII.
fn authority_host(authority: &str) -> Option<&str> {
    let end = authority
        .bytes()
        .position(|b| matches!(b, b'/' | b'?' | b'#'))
        .unwrap_or(authority.len());
    let authority = &authority[..end];
    let host = match authority.bytes().rposition(|b| b == b'@') {
        Some(at) => &authority[at + 1..],
        None => authority,
    };
    let (host, stop) = match host.strip_prefix('[') {
        Some(v6) => (v6, b']'),
        None => (host, b':'),
    };
    Some(&host[..host.bytes().position(|b| b == stop).unwrap_or(host.len())])
}

/// What follows the first `://` of an address (`str::split_once`'s
/// answer, found without building a substring searcher).
pub fn after_scheme(url: &str) -> Option<&str> {
    scheme_end(url.as_bytes()).map(|end| &url[end..])
}

/// Where what follows the first `://` of an address starts.
#[inline]
fn scheme_end(url: &[u8]) -> Option<usize> {
    // A browser's referrer is nearly always one of these two: known by
    // their first bytes, without a search.
    if url.starts_with(b"https://") {
        return Some(8);
    }
    if url.starts_with(b"http://") {
        return Some(7);
    }
    let mut from = 0;
    while let Some(at) = url[from..].iter().position(|&b| b == b':') {
        let at = from + at;
        if url[at..].starts_with(b"://") {
            return Some(at + 3);
        }
        from = at + 1;
    }
    None
}

/// Whether `referer` names exactly `authority` (a `Host` value) as its
/// own: a link from a page of the host the request was sent to, the usual
/// request, which makes no touch. Read by comparing the headers' bytes,
/// before any is read as text and without the host reading
/// `Touch::arriving` does; `false` says only "read it fully".
#[inline]
pub fn refers_to(referer: &[u8], authority: &[u8]) -> bool {
    !authority.is_empty()
        && scheme_end(referer)
            .and_then(|end| referer[end..].strip_prefix(authority))
            .is_some_and(|after| matches!(after.first(), None | Some(b'/' | b'?' | b'#')))
}

/// The host of a `Referer` value, lower-cased, without port or `www.`.
pub fn referrer_host(referer: &str) -> Option<String> {
    fitted(&authority_host(after_scheme(referer)?)?.to_ascii_lowercase())
}

/// The host a `Host` header names, as `referrer_host` reads an address's
/// but in any case (compare it with `same_host` or `same_site`): borrowed
/// from the header in the usual case, so reading it costs no copy.
pub fn host_of(authority: &str) -> Option<Cow<'_, str>> {
    let host = authority_host(authority)?;
    match already_fitted(host) {
        Some("") => None,
        Some(plain) => Some(Cow::Borrowed(plain)),
        None => fitted(&host.to_ascii_lowercase()).map(Cow::Owned),
    }
}

/// Equal hosts, whatever their case.
pub fn same_host(a: &str, b: &str) -> bool {
    a.eq_ignore_ascii_case(b)
}

/// The same site: equal hosts, `www.` aside, whatever their case.
fn same_site(a: &str, b: &str) -> bool {
    fn bare(mut host: &str) -> &str {
        while host.len() >= 4 && host.as_bytes()[..4].eq_ignore_ascii_case(b"www.") {
            host = &host[4..];
        }
        host
    }
    same_host(bare(a), bare(b))
}

/// Whether an address's query may name a tag (`utm_…` or a click id),
/// whatever its case: false means it names none.
pub fn names_a_tag(query: &str) -> bool {
    let has = |name: &str| {
        query
            .as_bytes()
            .windows(name.len())
            .any(|w| w.eq_ignore_ascii_case(name.as_bytes()))
    };
    has("utm_") || has("clid=") || has("braid=")
}

/// Search engines: a visit from one is organic search.
const SEARCH: [(&str, &str); 7] = [
    ("google.", "google"),
    ("bing.com", "bing"),
    ("duckduckgo.com", "duckduckgo"),
    ("yahoo.", "yahoo"),
    ("yandex.", "yandex"),
    ("baidu.com", "baidu"),
    ("ecosia.org", "ecosia"),
];

/// Social networks: a visit from one is social.
const SOCIAL: [(&str, &str); 9] = [
    ("facebook.com", "facebook"),
    ("fb.me", "facebook"),
    ("instagram.com", "instagram"),
    ("t.co", "twitter"),
    ("x.com", "twitter"),
    ("linkedin.com", "linkedin"),
    ("lnkd.in", "linkedin"),
    ("youtube.com", "youtube"),
    ("whatsapp.com", "whatsapp"),
];

/// The name and medium a referring host is known by, when it is known.
fn known_host(host: &str) -> Option<(&'static str, &'static str)> {
    let bare = host.trim_start_matches("www.");
    let on = |pattern: &str| {
        if pattern.ends_with('.') {
            bare.starts_with(pattern) || bare.contains(&format!(".{pattern}"))
        } else {
            bare == pattern || bare.ends_with(&format!(".{pattern}"))
        }
    };
    SEARCH
        .iter()
        .find(|(p, _)| on(p))
        .map(|(_, name)| (*name, "organic"))
        .or_else(|| {
            SOCIAL
                .iter()
                .find(|(p, _)| on(p))
                .map(|(_, name)| (*name, "social"))
        })
}

impl Touch {
    /// The touch a request for `path?query` makes, coming from `referer`,
    /// on a site served at `own_hosts`; none when it carries no tag and
    /// comes from no other site (a visitor moving between our pages, or
    /// arriving direct).
    pub fn arriving(
        path: &str,
        query: Option<&str>,
        referer: Option<&str>,
        own_hosts: &[&str],
        at: DateTime<Utc>,
    ) -> Option<Self> {
        let mut tags: [Option<String>; 9] = Default::default();
        // A query naming no tag, even escaped, is not read at all.
        for (name, value) in query
            .filter(|q| names_a_tag(q) || q.contains('%'))
            .map(|q| serde_urlencoded::from_str::<Vec<(String, String)>>(q).unwrap_or_default())
            .unwrap_or_default()
        {
            if let Some(i) = TAGS.iter().position(|t| t.eq_ignore_ascii_case(&name)) {
                if tags[i].is_none() {
                    tags[i] = fitted(&value);
                }
            }
        }
        let own = |host: &str| own_hosts.iter().any(|own| same_site(host, own));
        let referrer = match referer.and_then(|r| authority_host(after_scheme(r)?)) {
            None => None,
            // The usual case, a link between our own pages: nothing copied.
            Some(host) if already_fitted(host).is_some_and(|h| h.is_empty() || own(h)) => None,
            Some(host) => fitted(&host.to_ascii_lowercase()).filter(|h| !own(h)),
        };
        if tags.iter().all(Option::is_none) && referrer.is_none() {
            return None;
        }
        let [source, medium, campaign, term, content, gclid, gbraid, wbraid, fbclid] = tags;
        let known = referrer.as_deref().and_then(known_host);
        let google_click = gclid.is_some() || gbraid.is_some() || wbraid.is_some();
        let (named, kind) = match (&known, google_click, &fbclid) {
            (_, true, _) => (Some("google".to_owned()), Some("cpc")),
            (_, false, Some(_)) => (Some("facebook".to_owned()), Some("paid-social")),
            (Some((name, medium)), ..) => (Some((*name).to_owned()), Some(*medium)),
            (None, ..) => (
                referrer
                    .as_deref()
                    .map(|h| h.trim_start_matches("www.").to_owned()),
                referrer.is_some().then_some("referral"),
            ),
        };
        let tagged = source.is_some();
        Some(Self {
            source: source.or(named).unwrap_or_else(|| DIRECT.to_owned()),
            medium: medium.or_else(|| (!tagged).then(|| kind.map(str::to_owned)).flatten()),
            campaign,
            term,
            content,
            referrer,
            landing_path: fitted(path),
            gclid,
            gbraid,
            wbraid,
            fbclid,
            at: at.timestamp(),
        })
    }

    /// When the touch happened.
    pub fn time(&self) -> DateTime<Utc> {
        Utc.timestamp_opt(self.at, 0).single().unwrap_or_default()
    }

    /// The touch a lead with none has: a direct visit, at the form's time.
    pub fn direct(at: DateTime<Utc>) -> Self {
        Self {
            source: DIRECT.to_owned(),
            at: at.timestamp(),
            ..Self::default()
        }
    }

    /// The same arrival again (a reload of the landing page): every tag,
    /// the referrer and the page alike.
    fn repeats(&self, other: &Self) -> bool {
        Self {
            at: 0,
            ..self.clone()
        } == Self {
            at: 0,
            ..other.clone()
        }
    }

    /// Every value cut to at most `chars` characters (the source to one at
    /// least, so the touch is still read).
    fn capped(&self, chars: usize) -> Self {
        let cut = |v: &str| v.chars().take(chars.max(1)).collect::<String>();
        let cut_some = |v: &Option<String>| v.as_deref().map(cut);
        Self {
            source: cut(&self.source),
            medium: cut_some(&self.medium),
            campaign: cut_some(&self.campaign),
            term: cut_some(&self.term),
            content: cut_some(&self.content),
            referrer: cut_some(&self.referrer),
            landing_path: cut_some(&self.landing_path),
            gclid: cut_some(&self.gclid),
            gbraid: cut_some(&self.gbraid),
            wbraid: cut_some(&self.wbraid),
            fbclid: cut_some(&self.fbclid),
            at: self.at,
        }
    }

    /// Every value cut as a fresh touch's would be.
    fn fitted(self) -> Option<Self> {
        let cut = |v: Option<String>| v.and_then(|v| fitted(&v));
        Some(Self {
            source: fitted(&self.source)?,
            medium: cut(self.medium),
            campaign: cut(self.campaign),
            term: cut(self.term),
            content: cut(self.content),
            referrer: cut(self.referrer),
            landing_path: cut(self.landing_path),
            gclid: cut(self.gclid),
            gbraid: cut(self.gbraid),
            wbraid: cut(self.wbraid),
            fbclid: cut(self.fbclid),
            at: self.at,
        })
    }
}

/// A visitor's touches, oldest first.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Trail(pub Vec<Touch>);

impl Trail {
    /// The trail a cookie's value holds, keeping only the touches within
    /// `days` before `now`; an unreadable value is an empty trail.
    pub fn read(cookie: &str, days: u32, now: DateTime<Utc>) -> Self {
        let touches: Vec<Touch> = URL_SAFE_NO_PAD
            .decode(cookie.trim())
            .ok()
            .and_then(|bytes| serde_json::from_slice(&bytes).ok())
            .unwrap_or_default();
        let oldest = (now - Duration::days(i64::from(days))).timestamp();
        let mut kept: Vec<Touch> = touches
            .into_iter()
            .filter(|t| t.at >= oldest && t.at <= now.timestamp() + 60)
            .filter_map(Touch::fitted)
            .collect();
        kept.sort_by_key(|t| t.at);
        let mut trail = Self(Vec::new());
        for t in kept {
            trail.push(t);
        }
        trail
    }

    /// Adds a touch at the end, unless it repeats the last one; past
    /// `TRAIL_MAX` the oldest after the first goes.
    pub fn push(&mut self, touch: Touch) -> bool {
        if self.0.last().is_some_and(|last| last.repeats(&touch)) {
            return false;
        }
        self.0.push(touch);
        while self.0.len() > TRAIL_MAX {
            self.0.remove(1);
        }
        true
    }

    /// The cookie's value.
    pub fn write(&self) -> String {
        URL_SAFE_NO_PAD.encode(serde_json::to_vec(&self.0).unwrap_or_default())
    }

    /// The cookie's value in at most `max` bytes, the trail made to fit
    /// first: the touches between the first and the last go, oldest first;
    /// then, with only those two left, their longest values are cut to the
    /// longest length that fits (a click id, shorter than the values that
    /// swell a cookie, is the last cut). The first touch is always kept.
    pub fn write_within(&mut self, max: usize) -> String {
        let value = self.write();
        if value.len() <= max {
            return value;
        }
        while self.0.len() > 2 {
            self.0.remove(1);
            let value = self.write();
            if value.len() <= max {
                return value;
            }
        }
        let whole = std::mem::take(&mut self.0);
        let capped = |chars: usize| Self(whole.iter().map(|t| t.capped(chars)).collect());
        // The longest cut that fits: a search over 1..VALUE_MAX.
        let (mut fits, mut too_long) = (1, VALUE_MAX);
        while fits + 1 < too_long {
            let mid = (fits + too_long) / 2;
            if capped(mid).write().len() <= max {
                fits = mid;
            } else {
                too_long = mid;
            }
        }
        *self = capped(fits);
        if self.write().len() > max {
            self.0.truncate(1);
        }
        self.write()
    }

    /// What a lead arriving at `at` keeps: the trail, or a direct visit.
    pub fn for_lead(self, at: DateTime<Utc>) -> Vec<Touch> {
        if self.0.is_empty() {
            vec![Touch::direct(at)]
        } else {
            self.0
        }
    }
}

/// The trail in a request's `Cookie` header values.
pub fn trail_in_cookies<'a>(
    headers: impl Iterator<Item = &'a str>,
    days: u32,
    now: DateTime<Utc>,
) -> Trail {
    headers
        .flat_map(|h| h.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(name, _)| *name == TRAIL_COOKIE)
        .map(|(_, value)| Trail::read(value, days, now))
        .unwrap_or_default()
}

/// Visitors' words shown to the owner are cut at this many characters.
pub const WORDS_MAX: usize = 60;

/// Text a visitor chose (a campaign, source, medium, term or referring
/// host) as plain words that no mail program or screen turns into a link
/// or reads as an address: schemes (`http://`, `mailto:`, `javascript:`…)
/// and e-mail addresses are dropped, a host is written `google[.]com`,
/// spaces and control characters fold into single spaces, and the whole
/// is cut at `WORDS_MAX` characters. The letters and every screen of the
/// administrator area show such text only through this.
pub fn plain_words(text: &str) -> String {
    let mut out = String::new();
    for word in text.split(|c: char| c.is_whitespace() || c.is_control()) {
        if word.is_empty() || word.contains(['@', '\u{ff20}']) {
            continue;
        }
        let word = without_schemes(word);
        if word.is_empty() {
            continue;
        }
        if !out.is_empty() {
            out.push(' ');
        }
        let chars: Vec<char> = word.chars().collect();
        for (i, c) in chars.iter().enumerate() {
            let dot = matches!(c, '.' | '\u{3002}' | '\u{ff0e}' | '\u{ff61}');
            let between = i > 0
                && chars[i - 1].is_alphanumeric()
                && chars.get(i + 1).is_some_and(|n| n.is_alphanumeric());
            out.push_str(if dot && between { "[.]" } else { "" });
            if !(dot && between) {
                out.push(*c);
            }
        }
    }
    match out.char_indices().nth(WORDS_MAX) {
        Some(_) => {
            let cut: String = out.chars().take(WORDS_MAX - 1).collect();
            format!("{}…", cut.trim_end())
        }
        None => out,
    }
}

/// A word without the schemes it starts with (`http://`, `mailto:`,
/// `javascript:`): letters, digits, `+`, `-` or `.` after a letter, then a
/// colon and something after it ("locked:" and "10:30" stay).
fn without_schemes(mut word: &str) -> &str {
    loop {
        let Some(colon) = word.find(':') else {
            return word;
        };
        let (scheme, rest) = (&word[..colon], &word[colon + 1..]);
        let is_scheme = scheme.starts_with(|c: char| c.is_ascii_alphabetic())
            && scheme
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || matches!(c, '+' | '-' | '.'));
        if !is_scheme || rest.is_empty() {
            return word;
        }
        word = rest.trim_start_matches('/');
    }
}

/// A touch in a line for the owner, its visitor's words as plain words
/// (`plain_words`): "google / cpc, campaign diwali, from l[.]facebook[.]com,
/// landed on /contacts"; a direct touch says so.
pub fn touch_line(
    source: &str,
    medium: Option<&str>,
    campaign: Option<&str>,
    referrer: Option<&str>,
    landing: Option<&str>,
) -> String {
    if source == DIRECT {
        return "Direct (no advert or other site)".to_owned();
    }
    let some = |v: Option<&str>| v.map(plain_words).filter(|v| !v.is_empty());
    let mut parts = vec![channel_name(source, medium.unwrap_or_default(), "")];
    parts.extend(some(campaign).map(|c| format!("campaign {c}")));
    parts.extend(some(referrer).map(|r| format!("from {r}")));
    parts.extend(some(landing).map(|p| format!("landed on {p}")));
    parts.join(", ")
}

/// A channel's name for the owner: its source, medium and campaign as
/// plain words (`plain_words`), those present joined by " / "
/// ("google / cpc / diwali-2026"; "direct" alone).
pub fn channel_name(source: &str, medium: &str, campaign: &str) -> String {
    [source, medium, campaign]
        .into_iter()
        .map(plain_words)
        .filter(|v| !v.is_empty())
        .collect::<Vec<_>>()
        .join(" / ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn visitors_words_read_as_plain_words_with_no_link_or_address() {
        assert_eq!(
            plain_words("Your account is locked: sign in at http://phish.example"),
            "Your account is locked: sign in at phish[.]example"
        );
        assert_eq!(plain_words("google.com"), "google[.]com");
        assert_eq!(plain_words("www.google.co.in"), "www[.]google[.]co[.]in");
        assert_eq!(
            plain_words("write to boss@agency.in or mailto:x@y.z now"),
            "write to or now"
        );
        assert_eq!(plain_words("javascript:alert(1)"), "alert(1)");
        assert_eq!(
            plain_words("HTTPS://Evil.example/login?a=b"),
            "Evil[.]example/login?a=b"
        );
        assert_eq!(plain_words("hxxp:https://x.example"), "x[.]example");
        assert_eq!(plain_words("sale at 10:30. Today"), "sale at 10:30. Today");
        assert_eq!(plain_words("diwali-2026"), "diwali-2026");
        assert_eq!(plain_words("evil\u{3002}example"), "evil[.]example");
        assert_eq!(plain_words("two\n\tlines  here"), "two lines here");
        assert_eq!(plain_words(""), "");
        let long = "a".repeat(100);
        let cut = plain_words(&long);
        assert_eq!(cut.chars().count(), WORDS_MAX);
        assert!(cut.ends_with('…'));
        assert_eq!(plain_words(&"ब".repeat(60)), "ब".repeat(60), "60 fit");
    }

    #[test]
    fn a_touch_reads_as_one_line_of_plain_words() {
        assert_eq!(
            touch_line(
                "facebook",
                Some("paid-social"),
                Some("Sign in at http://phish.example"),
                Some("l.facebook.com"),
                Some("/contacts")
            ),
            "facebook / paid-social, campaign Sign in at phish[.]example, \
             from l[.]facebook[.]com, landed on /contacts"
        );
        assert_eq!(
            touch_line("direct", None, None, None, Some("/")),
            "Direct (no advert or other site)"
        );
        assert_eq!(touch_line("google", None, Some(""), None, None), "google");
    }

    #[test]
    fn a_channel_is_named_by_its_parts_present_as_plain_words() {
        assert_eq!(
            channel_name("google", "cpc", "diwali"),
            "google / cpc / diwali"
        );
        assert_eq!(channel_name("direct", "", ""), "direct");
        assert_eq!(
            channel_name("news.example.com", "referral", ""),
            "news[.]example[.]com / referral"
        );
        assert_eq!(channel_name("x", "", "mailto:a@b.c"), "x");
    }

    fn at(s: i64) -> DateTime<Utc> {
        Utc.timestamp_opt(1_790_000_000 + s, 0).unwrap()
    }

    const OWN: &[&str] = &["vanijya.example", "127.0.0.1"];

    #[test]
    fn a_tagged_address_is_a_touch_with_its_tags() {
        let t = Touch::arriving(
            "/amazon/advertising",
            Some("utm_source=google&utm_medium=cpc&utm_campaign=diwali%202026&gclid=Cj0abc&x=1"),
            None,
            OWN,
            at(0),
        )
        .unwrap();
        assert_eq!(t.source, "google");
        assert_eq!(t.medium.as_deref(), Some("cpc"));
        assert_eq!(t.campaign.as_deref(), Some("diwali 2026"));
        assert_eq!(t.gclid.as_deref(), Some("Cj0abc"));
        assert_eq!(t.landing_path.as_deref(), Some("/amazon/advertising"));
        assert_eq!(t.referrer, None);
    }

    #[test]
    fn other_sites_are_named_by_host_and_our_own_pages_are_no_touch() {
        let from = |r: &str| Touch::arriving("/", None, Some(r), OWN, at(0));
        let search = from("https://www.google.co.in/").unwrap();
        assert_eq!(
            (search.source.as_str(), search.medium.as_deref()),
            ("google", Some("organic"))
        );
        let social = from("https://l.facebook.com/l.php?u=x").unwrap();
        assert_eq!(
            (social.source.as_str(), social.medium.as_deref()),
            ("facebook", Some("social"))
        );
        let blog = from("https://www.patnabusiness.in/post/7").unwrap();
        assert_eq!(
            (blog.source.as_str(), blog.medium.as_deref()),
            ("patnabusiness.in", Some("referral"))
        );
        assert_eq!(blog.referrer.as_deref(), Some("www.patnabusiness.in"));
        assert_eq!(from("http://127.0.0.1:8080/about"), None);
        assert_eq!(from("https://www.vanijya.example/insights"), None);
        assert_eq!(Touch::arriving("/", Some("page=2"), None, OWN, at(0)), None);
        let fb = Touch::arriving("/", Some("fbclid=IwAR1"), None, OWN, at(0)).unwrap();
        assert_eq!(
            (fb.source.as_str(), fb.medium.as_deref()),
            ("facebook", Some("paid-social"))
        );
    }

    #[test]
    fn a_trail_survives_its_cookie_and_keeps_its_first_touch() {
        let mut trail = Trail::default();
        for i in 0..20 {
            let q = format!("utm_source=s{i}");
            trail.push(Touch::arriving("/", Some(&q), None, OWN, at(i)).unwrap());
        }
        assert!(
            !trail.push(Touch::arriving("/", Some("utm_source=s19"), None, OWN, at(30)).unwrap())
        );
        assert_eq!(trail.0.len(), TRAIL_MAX);
        assert_eq!(trail.0[0].source, "s0");
        assert_eq!(trail.0[TRAIL_MAX - 1].source, "s19");
        let read = Trail::read(&trail.write(), 90, at(60));
        assert_eq!(read, trail);
        assert!(trail.write().len() < 3000);
    }

    /// A touch with every value as long as a value may be, in `letter`.
    fn long_touch(letter: char, at_s: i64) -> Touch {
        let v = || Some(letter.to_string().repeat(VALUE_MAX));
        Touch {
            source: letter.to_string().repeat(VALUE_MAX),
            medium: v(),
            campaign: v(),
            term: v(),
            content: v(),
            referrer: v(),
            landing_path: v(),
            gclid: v(),
            gbraid: v(),
            wbraid: v(),
            fbclid: v(),
            at: at(at_s).timestamp(),
        }
    }

    #[test]
    fn a_trail_fits_its_cookie_dropping_the_middle_first_and_keeping_the_first() {
        // Short touches: the middle ones go, oldest first.
        let mut trail = Trail::default();
        for i in 0..TRAIL_MAX {
            trail.push(
                Touch::arriving(
                    "/",
                    Some(&format!("utm_source=s{i}")),
                    None,
                    OWN,
                    at(i as i64),
                )
                .unwrap(),
            );
        }
        let whole = trail.write().len();
        let mut fitted = trail.clone();
        let value = fitted.write_within(whole - 1);
        assert!(value.len() < whole);
        assert_eq!(fitted.0.len(), TRAIL_MAX - 1);
        assert_eq!(fitted.0[0].source, "s0");
        assert_eq!(fitted.0[1].source, "s2", "the oldest after the first went");
        assert_eq!(
            fitted.0.last().unwrap().source,
            format!("s{}", TRAIL_MAX - 1)
        );

        // Two long touches (in Devanagari, three bytes a letter): both kept,
        // their values cut, the first still first.
        let mut trail = Trail(vec![long_touch('क', 0), long_touch('ख', 10)]);
        assert!(trail.write().len() > 3000);
        let value = trail.write_within(3000);
        assert!(value.len() <= 3000, "{}", value.len());
        assert_eq!(trail.0.len(), 2);
        assert!(trail.0[0].source.starts_with('क'));
        assert!(trail.0[1].source.starts_with('ख'));
        assert_eq!(
            Trail::read(&value, 90, at(60)),
            trail,
            "it reads back as kept"
        );
    }

    #[test]
    fn a_cookie_is_untrusted_input() {
        assert_eq!(Trail::read("not base64 !", 90, at(0)), Trail::default());
        let long = Touch {
            source: "x".repeat(5000),
            at: at(0).timestamp(),
            ..Touch::default()
        };
        let future = Touch {
            source: "later".into(),
            at: at(3600).timestamp(),
            ..Touch::default()
        };
        let old = Touch {
            source: "old".into(),
            at: at(-91 * 86400).timestamp(),
            ..Touch::default()
        };
        let cookie = URL_SAFE_NO_PAD.encode(serde_json::to_vec(&[old, long, future]).unwrap());
        let read = Trail::read(&cookie, 90, at(0));
        assert_eq!(read.0.len(), 1);
        assert_eq!(read.0[0].source.len(), VALUE_MAX);
        assert_eq!(Trail::default().for_lead(at(5)), vec![Touch::direct(at(5))]);
        let headers = [format!("a=b; {TRAIL_COOKIE}={}", Trail::default().write())];
        assert_eq!(
            trail_in_cookies(headers.iter().map(String::as_str), 90, at(0)),
            Trail::default()
        );
    }

    #[test]
    fn a_host_header_is_read_in_place_and_compared_in_any_case() {
        assert_eq!(
            host_of("Vanijya.Example:8080"),
            Some(Cow::Borrowed("Vanijya.Example"))
        );
        assert_eq!(host_of("[::1]:8080"), Some(Cow::Borrowed("::1")));
        assert_eq!(host_of("user@127.0.0.1"), Some(Cow::Borrowed("127.0.0.1")));
        assert_eq!(host_of(":8080"), None);
        let long = "h".repeat(VALUE_MAX + 5);
        assert_eq!(
            host_of(&long).as_deref(),
            Some("h".repeat(VALUE_MAX).as_str())
        );
        assert_eq!(host_of("a\tb").as_deref(), Some("ab"));
        assert!(same_host("Vanijya.Example", "vanijya.example"));
        assert!(same_site("WWW.vanijya.example", "vanijya.EXAMPLE"));
        assert!(!same_site("www.vanijya.example", "vanijya.example.in"));
        assert!(!same_site("ẇww.a", "a"));
    }

    #[test]
    fn hosts_and_schemes_are_read_byte_by_byte_as_the_splits_read_them() {
        // The reading by `str::split` these replace, kept as the reference.
        fn split_host(authority: &str) -> Option<&str> {
            let authority = authority.split(['/', '?', '#']).next()?;
            let host = authority.rsplit('@').next()?;
            match host.strip_prefix('[') {
                Some(v6) => v6.split(']').next(),
                None => host.split(':').next(),
            }
        }
        for authority in [
            "vanijya.example",
            "Vanijya.Example:8080/path?q#f",
            "user:pw@host:1/x",
            "a@b@c.example",
            "[::1]:8080",
            "[2001:db8::1]/x",
            "[unclosed",
            "?q=a/b",
            "#top",
            "",
            ":8080",
            "@",
            "पटना.example:80",
        ] {
            assert_eq!(
                authority_host(authority),
                split_host(authority),
                "{authority}"
            );
        }
        for url in [
            "https://a.example/x",
            "x:y://z",
            "no scheme",
            "http:/one-slash",
            "://",
            "a:",
            "https://a.example/?next=http://b.example",
            "http://a.example",
            "https://",
            "http:/",
            "HTTPS://a.example/",
        ] {
            assert_eq!(
                after_scheme(url),
                url.split_once("://").map(|(_, rest)| rest),
                "{url}"
            );
        }
    }

    #[test]
    fn a_referrer_naming_the_requested_host_is_known_as_ours_at_once() {
        let host = "vanijya.example:8080";
        for ours in [
            "http://vanijya.example:8080",
            "https://vanijya.example:8080/",
            "http://vanijya.example:8080?q=1",
            "http://vanijya.example:8080#top",
        ] {
            assert!(refers_to(ours.as_bytes(), host.as_bytes()), "{ours}");
            // What the full reading says of it: no touch.
            assert_eq!(
                Touch::arriving("/", None, Some(ours), &["vanijya.example"], at(0)),
                None
            );
        }
        for other in [
            "http://vanijya.example:8080.evil.example/",
            "http://vanijya.example:80/",
            "http://user@vanijya.example:8080/",
            "vanijya.example:8080/",
            "http://VANIJYA.example:8080/",
        ] {
            assert!(!refers_to(other.as_bytes(), host.as_bytes()), "{other}");
        }
        assert!(!refers_to(b"http:///x", b""));
    }

    #[test]
    fn a_query_names_a_tag_in_any_case_and_only_then_is_read() {
        assert!(names_a_tag("UTM_Source=x"));
        assert!(names_a_tag("a=1&gclid=Cj0"));
        assert!(names_a_tag("WBRAID=1"));
        assert!(!names_a_tag("page=2&q=dal"));
        let escaped = Touch::arriving("/", Some("utm%5Fsource=mail"), None, OWN, at(0)).unwrap();
        assert_eq!(escaped.source, "mail");
        let upper = Touch::arriving("/", Some("UTM_SOURCE=news"), None, OWN, at(0)).unwrap();
        assert_eq!(upper.source, "news");
    }

    #[test]
    fn our_own_pages_are_no_touch_in_any_case_and_others_are_lower_cased() {
        let from = |r: &str| Touch::arriving("/", None, Some(r), OWN, at(0));
        assert_eq!(from("http://WWW.Vanijya.Example/about"), None);
        assert_eq!(from("http://127.0.0.1:8080"), None);
        assert_eq!(from("http://:8080/x"), None);
        let other = from("https://Blog.Example.IN/post").unwrap();
        assert_eq!(other.referrer.as_deref(), Some("blog.example.in"));
        assert_eq!(other.source, "blog.example.in");
    }
}
