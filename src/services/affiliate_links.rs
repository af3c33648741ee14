//! Affiliate links that earn: the address a `/go/{id}` click is sent to
//! (with our own marketplace tags), and clean click counts.
//!
//! No personal data is stored. A click keeps the product, the India day,
//! the page and place it came from (`?from=`), whether it was a person, a
//! crawler or a link preview (by its user agent), and a visitor hash: a
//! SHA-256 of the day's random salt, the client's address key (an IPv6
//! address by its /64, `auth::throttle::address_key`) and the user agent.
//! Never the address or the user agent themselves, and no cookie. The salt
//! of a day is deleted once a later day has one, so a hash cannot be traced
//! back to an address by trying addresses. The hash lets a visitor's clicks
//! on one product count once a day (a unique key in the database, so two
//! instances agree), the first click naming the page. The clicks are
//! counted in memory and written in batches (`affiliate_redirect`); this
//! module reads them.
use std::{
    collections::HashMap,
    hash::BuildHasher,
    sync::{
        atomic::{AtomicU64, Ordering},
        LazyLock,
    },
};

use aho_corasick::AhoCorasick;
use chrono::{DateTime, NaiveDate, Utc};
use sea_orm::{
    ColumnTrait, DatabaseConnection, EntityTrait, FromQueryResult, QueryFilter, QueryOrder,
    QuerySelect,
};

use crate::{
    config::AffiliateSettings,
    domain::{india_today, DomainResult},
    entities::affiliate_click,
};

/// Who followed a link, as their user agent tells.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ClickKind {
    Human,
    /// A crawler, a script or an HTTP library, or no user agent at all.
    Bot,
    /// A chat or social app fetching the link to draw its preview card.
    Preview,
}

impl ClickKind {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Human => "human",
            Self::Bot => "bot",
            Self::Preview => "preview",
        }
    }
}

/// Link preview fetchers (checked first: several call themselves "bot").
const PREVIEWS: &[&str] = &[
    "facebookexternalhit",
    "facebot",
    "whatsapp",
    "twitterbot",
    "slackbot",
    "slack-imgproxy",
    "telegrambot",
    "linkedinbot",
    "discordbot",
    "skypeuripreview",
    "pinterest",
    "redditbot",
    "embedly",
    "vkshare",
    "iframely",
    "snapchat",
    "viber",
    "line-poker",
    "google-pagerenderer",
];

/// Crawlers, monitors and HTTP libraries.
const BOTS: &[&str] = &[
    "bot",
    "crawl",
    "spider",
    "slurp",
    "mediapartners",
    "adsbot",
    "lighthouse",
    "headless",
    "phantomjs",
    "curl/",
    "wget/",
    "python-requests",
    "python-urllib",
    "aiohttp",
    "httpx",
    "go-http-client",
    "java/",
    "okhttp",
    "apache-httpclient",
    "libwww",
    "node-fetch",
    "undici",
    "axios/",
    "scrapy",
    "httpclient",
    "feedfetcher",
    "archive.org",
    "ia_archiver",
    "uptime",
    "pingdom",
];

/// Reads a request's user agent; a missing or blank one is a bot.
/// Every page view reads one: a user agent read lately is answered from
/// `Verdicts` (one keyed hash), any other by one pass over it for the
/// names, whatever its case, without copying it.
pub fn classify(user_agent: Option<&str>) -> ClickKind {
    classify_bytes(user_agent.map(str::as_bytes))
}

/// `classify` of a user agent's bytes, as a header brings them (a page
/// view reads them without making them a `str`). Bytes that are not
/// visible ASCII, which `HeaderValue::to_str` would refuse, are a bot's,
/// like a missing user agent: a browser sends visible ASCII. The check is
/// part of the verdict kept in `Verdicts`, so it is made once per user
/// agent, not on every request.
pub fn classify_bytes(user_agent: Option<&[u8]>) -> ClickKind {
    read_user_agent(user_agent).0
}

/// `classify_bytes`, with the user agent's key: a hash of its bytes
/// (keyed afresh in each process; 0 for a missing or blank one) that a
/// page view tells visitors apart by, so the bytes are read once.
pub fn read_user_agent(user_agent: Option<&[u8]>) -> (ClickKind, u64) {
    static VERDICTS: LazyLock<Verdicts> = LazyLock::new(Verdicts::new);
    let ua = user_agent.map(<[u8]>::trim_ascii).unwrap_or_default();
    if ua.is_empty() {
        return (ClickKind::Bot, 0);
    }
    VERDICTS.of(ua, read_names)
}

/// A user agent's verdict by the names in it.
fn read_names(ua: &[u8]) -> ClickKind {
    if !ua.iter().all(|&b| b == b'\t' || (b' '..=b'~').contains(&b)) {
        return ClickKind::Bot;
    }
    static PREVIEW: LazyLock<AhoCorasick> = LazyLock::new(|| names(PREVIEWS));
    static BOT: LazyLock<AhoCorasick> = LazyLock::new(|| names(BOTS));
    if PREVIEW.is_match(ua) {
        ClickKind::Preview
    } else if BOT.is_match(ua) {
        ClickKind::Bot
    } else {
        ClickKind::Human
    }
}

/// The verdicts of the user agents read lately: a fixed table of slots,
/// each holding a user agent's hash (keyed afresh in each process) with
/// its verdict in the two low bits, found by the hash's top bits. A busy
/// site sees a few hundred browsers' user agents a day, so nearly every
/// request is answered from here; a user agent whose slot another has
/// taken is read again. Two user agents share a slot's 62 bits of hash by
/// chance about once in 4.6 × 10^18 pairs; and a user agent is the
/// client's own word, so a wrong verdict gives nobody more than writing
/// another user agent would. No lock: each slot is one atomic word.
struct Verdicts {
    slots: Box<[AtomicU64]>,
    keys: foldhash::quality::RandomState,
}

/// Slots in `Verdicts` (32 KiB), a power of two.
const VERDICT_SLOTS: usize = 4096;

impl Verdicts {
    fn new() -> Self {
        Self {
            slots: (0..VERDICT_SLOTS).map(|_| AtomicU64::new(0)).collect(),
            keys: foldhash::quality::RandomState::default(),
        }
    }

    /// The verdict of `ua`, kept or read by `read`, and `ua`'s hash.
    fn of(&self, ua: &[u8], read: fn(&[u8]) -> ClickKind) -> (ClickKind, u64) {
        const VERDICT: u64 = 0b11;
        let hash = self.keys.hash_one(ua);
        let slot = &self.slots[(hash >> (64 - VERDICT_SLOTS.trailing_zeros())) as usize];
        let kept = slot.load(Ordering::Relaxed);
        if kept & !VERDICT == hash & !VERDICT {
            match kept & VERDICT {
                1 => return (ClickKind::Human, hash),
                2 => return (ClickKind::Preview, hash),
                3 => return (ClickKind::Bot, hash),
                _ => {}
            }
        }
        let kind = read(ua);
        let code = match kind {
            ClickKind::Human => 1,
            ClickKind::Preview => 2,
            ClickKind::Bot => 3,
        };
        slot.store((hash & !VERDICT) | code, Ordering::Relaxed);
        (kind, hash)
    }
}

/// A matcher of any of `list` (lower case) in any case.
fn names(list: &[&str]) -> AhoCorasick {
    AhoCorasick::builder()
        .ascii_case_insensitive(true)
        .build(list)
        .expect("the user agent names are plain text")
}

/// Reads a request to `/go/`: a HEAD never follows the redirect as a
/// browser does (link checkers and some preview fetchers send one), so it
/// is a bot whatever its user agent says.
pub fn classify_request(head: bool, user_agent: Option<&str>) -> ClickKind {
    if head {
        ClickKind::Bot
    } else {
        classify(user_agent)
    }
}

/// The places a link can sit on a page.
pub const PLACES: &[&str] = &["list", "detail", "article"];

/// Where a click came from: `?from=<place>:<path>`, e.g.
/// `detail:/affiliate/7`. Anything else is recorded as an unknown place.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClickSource {
    pub path: String,
    pub place: String,
}

impl ClickSource {
    pub fn parse(from: Option<&str>) -> Self {
        from.and_then(|f| f.split_once(':'))
            .filter(|(place, path)| {
                PLACES.contains(place)
                    && path.starts_with('/')
                    && !path.starts_with("//")
                    && path.len() <= 200
                    && path.chars().all(|c| c.is_ascii_graphic())
            })
            .map(|(place, path)| Self {
                path: path.to_owned(),
                place: place.to_owned(),
            })
            .unwrap_or_else(|| Self {
                path: String::new(),
                place: "unknown".into(),
            })
    }

    /// The source named by a request's query (its `from`).
    pub fn from_query(query: Option<&str>) -> Self {
        let from = query.and_then(|q| {
            serde_urlencoded::from_str::<Vec<(String, String)>>(q)
                .ok()?
                .into_iter()
                .find(|(k, _)| k == "from")
                .map(|(_, v)| v)
        });
        Self::parse(from.as_deref())
    }

    /// The `from` value of a link on `path` at `place` (one of `PLACES`).
    pub fn param(place: &str, path: &str) -> String {
        format!("{place}:{path}")
    }
}

/// The `/go/` address of a product's link on `path` at `place`, as the
/// pages write it (already escaped for a query: paths are plain ASCII).
pub fn go_href(id: i32, place: &str, path: &str) -> String {
    let from: String = serde_urlencoded::to_string([("from", ClickSource::param(place, path))])
        .unwrap_or_default();
    format!("/go/{id}?{from}")
}

/// The parts of an absolute http(s) address this module needs.
struct Parts<'a> {
    /// "https://host[:port]" with the path up to the query.
    head: &'a str,
    host: String,
    query: Option<&'a str>,
    /// "#…" or "".
    fragment: &'a str,
}

fn split(link: &str) -> Option<Parts<'_>> {
    let (body, fragment) = match link.find('#') {
        Some(i) => (&link[..i], &link[i..]),
        None => (link, ""),
    };
    let (head, query) = match body.split_once('?') {
        Some((h, q)) => (h, Some(q)),
        None => (body, None),
    };
    let rest = head
        .strip_prefix("https://")
        .or_else(|| head.strip_prefix("http://"))?;
    let authority = rest.split('/').next().unwrap_or_default();
    let host_port = authority.rsplit('@').next().unwrap_or_default();
    let host = host_port
        .split(':')
        .next()
        .unwrap_or_default()
        .trim_end_matches('.')
        .to_ascii_lowercase();
    Some(Parts {
        head,
        host,
        query,
        fragment,
    })
}

/// Amazon's shops, with or without `www.` or `m.`.
const AMAZON_DOMAINS: &[&str] = &[
    "amazon.in",
    "amazon.com",
    "amazon.co.uk",
    "amazon.de",
    "amazon.ae",
    "amazon.sg",
];

fn bare(host: &str) -> &str {
    host.strip_prefix("www.")
        .or_else(|| host.strip_prefix("m."))
        .unwrap_or(host)
}

/// What a product's link becomes on its way out: the marketplace's own
/// tracking parameter set to ours, replacing any other.
#[derive(Debug, PartialEq, Eq)]
pub enum Outbound {
    /// Sent with our tag (`tag=` for Amazon, `affid=` for Flipkart).
    Tagged(String),
    /// An `amzn.to` short link: its tag lives on Amazon's side, so it goes
    /// as it is (the health check sees where it ends).
    ShortLink(String),
    /// Another shop, or no tag of ours set for it: as pasted.
    AsPasted(String),
}

impl Outbound {
    pub fn location(&self) -> &str {
        match self {
            Self::Tagged(s) | Self::ShortLink(s) | Self::AsPasted(s) => s,
        }
    }
}

/// The marketplace a host belongs to and its tracking parameter.
fn marketplace(host: &str) -> Option<(&'static str, &'static str)> {
    let host = bare(host);
    if AMAZON_DOMAINS.contains(&host) {
        Some(("Amazon", "tag"))
    } else if host == "flipkart.com" {
        Some(("Flipkart", "affid"))
    } else {
        None
    }
}

/// Our tracking parameter and value for a link to `host`, when the host is
/// a marketplace we hold a tag for.
fn ours_for(host: &str, settings: &AffiliateSettings) -> Option<(&'static str, String)> {
    let (shop, name) = marketplace(host)?;
    let value = match shop {
        "Amazon" => settings.amazon_associate_tag.trim(),
        _ => settings.flipkart_affiliate_id.trim(),
    };
    (!value.is_empty()).then(|| (name, value.to_owned()))
}

/// The value of query parameter `name` in `link` (decoded), if any.
pub fn query_value(link: &str, name: &str) -> Option<String> {
    let query = split(link)?.query?;
    serde_urlencoded::from_str::<Vec<(String, String)>>(query)
        .ok()?
        .into_iter()
        .find(|(k, _)| k == name)
        .map(|(_, v)| v)
}

/// The tracking parameter a check expects to survive to the end of a
/// redirect chain: ours for the link's marketplace, else whatever tag the
/// link carries (`tag=` or `affid=`).
pub fn expected_tag(sent: &str, settings: &AffiliateSettings) -> Option<(&'static str, String)> {
    let host = split(sent)?.host;
    ours_for(&host, settings).or_else(|| {
        ["tag", "affid"]
            .into_iter()
            .find_map(|name| query_value(sent, name).map(|v| (name, v)))
            .filter(|(_, v)| !v.is_empty())
    })
}

/// A marketplace's tracking id pasted with a link that is not ours.
#[derive(Debug, PartialEq, Eq)]
pub struct ForeignTag {
    /// Amazon or Flipkart.
    pub marketplace: &'static str,
    /// `tag` or `affid`.
    pub parameter: &'static str,
    /// The id found in the link.
    pub found: String,
    /// Ours, when set: the redirect puts it in place of the one found.
    pub ours: Option<String>,
}

/// The tracking id in `link` when it belongs to someone else: a marketplace
/// link whose `tag=` / `affid=` is not our configured one.
pub fn foreign_tag(link: &str, settings: &AffiliateSettings) -> Option<ForeignTag> {
    let host = split(link)?.host;
    let (shop, parameter) = marketplace(&host)?;
    let found = query_value(link, parameter).filter(|v| !v.trim().is_empty())?;
    let ours = ours_for(&host, settings).map(|(_, v)| v);
    (ours.as_deref() != Some(found.as_str())).then_some(ForeignTag {
        marketplace: shop,
        parameter,
        found,
        ours,
    })
}

/// Whether `host` is an Amazon shop (the pages then carry Amazon's
/// disclosure sentence).
pub fn is_amazon(link: &str) -> bool {
    split(link).is_some_and(|p| {
        let host = bare(&p.host);
        AMAZON_DOMAINS.contains(&host) || matches!(host, "amzn.to" | "amzn.in" | "a.co")
    })
}

/// The address a click on `link` goes to.
pub fn outbound(link: &str, settings: &AffiliateSettings) -> Outbound {
    let Some(parts) = split(link) else {
        return Outbound::AsPasted(link.to_owned());
    };
    let host = bare(&parts.host);
    if host == "amzn.to" || host == "amzn.in" || host == "a.co" {
        return Outbound::ShortLink(link.to_owned());
    }
    let Some((name, value)) = ours_for(host, settings) else {
        return Outbound::AsPasted(link.to_owned());
    };
    let value = value.as_str();
    let mut pairs: Vec<&str> = parts
        .query
        .unwrap_or_default()
        .split('&')
        .filter(|p| !p.is_empty())
        .filter(|p| p.split('=').next() != Some(name))
        .collect();
    let ours = serde_urlencoded::to_string([(name, value)]).unwrap_or_default();
    pairs.push(&ours);
    Outbound::Tagged(format!(
        "{}?{}{}",
        parts.head,
        pairs.join("&"),
        parts.fragment
    ))
}

/// A product's clicks over some India days.
#[derive(Debug, Default)]
pub struct ClickReport {
    pub human: i64,
    pub bots: i64,
    pub previews: i64,
    /// Human clicks per day with any, oldest first.
    pub by_day: Vec<(String, i64)>,
    /// Human clicks per page and place, most first.
    pub by_page: Vec<(String, String, i64)>,
}

#[derive(FromQueryResult)]
struct Counted {
    key: String,
    n: i64,
}

#[derive(FromQueryResult)]
struct PageCount {
    path: String,
    place: String,
    n: i64,
}

/// The clicks on `product_id` from `from` to `to` (India days, both in).
pub async fn report(
    db: &DatabaseConnection,
    product_id: i32,
    from: NaiveDate,
    to: NaiveDate,
) -> DomainResult<ClickReport> {
    use affiliate_click::{Column, Entity};
    let day = |d: NaiveDate| d.format("%Y-%m-%d").to_string();
    let base = || {
        Entity::find()
            .filter(Column::ProductId.eq(product_id))
            .filter(Column::Day.gte(day(from)))
            .filter(Column::Day.lte(day(to)))
    };
    let count = sea_orm::sea_query::Expr::col(Column::Id).count();
    let kinds = base()
        .select_only()
        .column_as(Column::Kind, "key")
        .column_as(count.clone(), "n")
        .group_by(Column::Kind)
        .into_model::<Counted>()
        .all(db)
        .await?;
    let mut r = ClickReport::default();
    for k in kinds {
        match k.key.as_str() {
            "human" => r.human = k.n,
            "preview" => r.previews = k.n,
            _ => r.bots += k.n,
        }
    }
    r.by_day = base()
        .filter(Column::Kind.eq("human"))
        .select_only()
        .column_as(Column::Day, "key")
        .column_as(count.clone(), "n")
        .group_by(Column::Day)
        .order_by_asc(Column::Day)
        .into_model::<Counted>()
        .all(db)
        .await?
        .into_iter()
        .map(|c| (c.key, c.n))
        .collect();
    let mut pages = base()
        .filter(Column::Kind.eq("human"))
        .select_only()
        .column(Column::Path)
        .column(Column::Place)
        .column_as(count, "n")
        .group_by(Column::Path)
        .group_by(Column::Place)
        .into_model::<PageCount>()
        .all(db)
        .await?;
    pages.sort_by(|a, b| {
        b.n.cmp(&a.n)
            .then_with(|| a.path.cmp(&b.path))
            .then_with(|| a.place.cmp(&b.place))
    });
    r.by_page = pages.into_iter().map(|p| (p.path, p.place, p.n)).collect();
    Ok(r)
}

#[derive(FromQueryResult)]
struct ProductCount {
    product_id: i32,
    n: i64,
}

/// Human clicks of each of `ids` over the 30 India days ending today.
pub async fn human_last_30_days(
    db: &DatabaseConnection,
    ids: &[i32],
    now: DateTime<Utc>,
) -> DomainResult<HashMap<i32, i64>> {
    use affiliate_click::{Column, Entity};
    if ids.is_empty() {
        return Ok(HashMap::new());
    }
    let since = india_today(now) - chrono::Duration::days(29);
    let rows = Entity::find()
        .filter(Column::ProductId.is_in(ids.iter().copied()))
        .filter(Column::Kind.eq("human"))
        .filter(Column::Day.gte(since.format("%Y-%m-%d").to_string()))
        .select_only()
        .column(Column::ProductId)
        .column_as(sea_orm::sea_query::Expr::col(Column::Id).count(), "n")
        .group_by(Column::ProductId)
        .into_model::<ProductCount>()
        .all(db)
        .await?;
    Ok(rows.into_iter().map(|r| (r.product_id, r.n)).collect())
}

#[cfg(test)]
mod tests {
    use axum::http::HeaderValue;

    use super::*;

    #[test]
    fn a_user_agent_is_read_once_then_answered_from_its_slot() {
        use std::sync::atomic::AtomicUsize;
        static READS: AtomicUsize = AtomicUsize::new(0);
        fn counted(ua: &[u8]) -> ClickKind {
            READS.fetch_add(1, Ordering::SeqCst);
            read_names(ua)
        }
        let verdicts = Verdicts::new();
        let agents = [
            (
                "Mozilla/5.0 (Linux; Android 14) Chrome/130.0 Mobile",
                ClickKind::Human,
            ),
            ("WhatsApp/2.24.1 A", ClickKind::Preview),
            ("Mozilla/5.0 (compatible; Googlebot/2.1)", ClickKind::Bot),
        ];
        for (ua, kind) in agents {
            READS.store(0, Ordering::SeqCst);
            let first = verdicts.of(ua.as_bytes(), counted);
            assert_eq!(first.0, kind, "{ua}");
            assert_eq!(READS.load(Ordering::SeqCst), 1, "read the first time");
            assert_eq!(verdicts.of(ua.as_bytes(), counted), first, "{ua}");
            assert_eq!(READS.load(Ordering::SeqCst), 1, "answered from its slot");
        }
        // A new user agent in a slot is read, never answered with the
        // verdict of the one it replaces.
        for n in 0..(VERDICT_SLOTS * 2) {
            let ua = format!("Mozilla/5.0 browser-{n}");
            assert_eq!(verdicts.of(ua.as_bytes(), counted).0, ClickKind::Human);
        }
        for (ua, kind) in agents {
            assert_eq!(
                verdicts.of(ua.as_bytes(), counted).0,
                kind,
                "{ua} after the table filled"
            );
        }
    }

    fn settings(amazon: &str, flipkart: &str) -> AffiliateSettings {
        AffiliateSettings {
            amazon_associate_tag: amazon.into(),
            flipkart_affiliate_id: flipkart.into(),
            ..AffiliateSettings::default()
        }
    }

    #[test]
    fn our_amazon_tag_replaces_a_pasted_one_and_keeps_the_rest() {
        let s = settings("vanijya-21", "vanijyafk");
        assert_eq!(
            outbound(
                "https://www.amazon.in/dp/B0C1?tag=someone-21&th=1#reviews",
                &s
            ),
            Outbound::Tagged("https://www.amazon.in/dp/B0C1?th=1&tag=vanijya-21#reviews".into())
        );
        assert_eq!(
            outbound("https://m.amazon.com/dp/B0C1", &s).location(),
            "https://m.amazon.com/dp/B0C1?tag=vanijya-21"
        );
        assert_eq!(
            outbound("https://WWW.Flipkart.com/p/itm1?affid=other&pid=9", &s).location(),
            "https://WWW.Flipkart.com/p/itm1?pid=9&affid=vanijyafk"
        );
    }

    #[test]
    fn short_links_other_shops_and_unset_tags_go_as_pasted() {
        let s = settings("vanijya-21", "");
        assert_eq!(
            outbound("https://amzn.to/3xYz", &s),
            Outbound::ShortLink("https://amzn.to/3xYz".into())
        );
        assert_eq!(
            outbound("https://www.flipkart.com/p?affid=x", &s),
            Outbound::AsPasted("https://www.flipkart.com/p?affid=x".into())
        );
        assert_eq!(
            outbound("https://amazon.in.example.com/dp/1", &s).location(),
            "https://amazon.in.example.com/dp/1"
        );
        let none = settings("", "");
        assert_eq!(
            outbound("https://www.amazon.in/dp/1?tag=a-21", &none).location(),
            "https://www.amazon.in/dp/1?tag=a-21"
        );
    }

    #[test]
    fn a_pasted_tag_that_is_not_ours_is_foreign() {
        let s = settings("vanijya-21", "");
        let found = foreign_tag("https://www.amazon.in/dp/B0C1?tag=someone-21", &s).unwrap();
        assert_eq!(found.found, "someone-21");
        assert_eq!(found.ours.as_deref(), Some("vanijya-21"));
        assert_eq!(
            foreign_tag("https://www.flipkart.com/p?affid=other", &s).map(|f| f.ours),
            Some(None)
        );
        for fine in [
            "https://www.amazon.in/dp/B0C1?tag=vanijya-21",
            "https://www.amazon.in/dp/B0C1",
            "https://shop.example.com/p?tag=someone-21",
        ] {
            assert_eq!(foreign_tag(fine, &s), None, "{fine}");
        }
        assert_eq!(
            expected_tag("http://127.0.0.1:9/dp/1?tag=vanijya-21", &s),
            Some(("tag", "vanijya-21".into()))
        );
        assert!(is_amazon("https://amzn.to/3x") && !is_amazon("https://www.flipkart.com/p"));
    }

    #[test]
    fn user_agents_are_read_as_people_bots_or_previews() {
        let chrome = "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0 Mobile Safari/537.36";
        assert_eq!(classify(Some(chrome)), ClickKind::Human);
        for ua in [
            "WhatsApp/2.23.20.0 A",
            "facebookexternalhit/1.1",
            "TelegramBot (like TwitterBot)",
            "Slackbot-LinkExpanding 1.0",
            "Mozilla/5.0 (compatible; Discordbot/2.0)",
            "LinkedInBot/1.0",
        ] {
            assert_eq!(classify(Some(ua)), ClickKind::Preview, "{ua}");
        }
        for ua in [
            "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
            "Mozilla/5.0 (compatible; bingbot/2.0)",
            "curl/8.5.0",
            "Wget/1.21",
            "python-requests/2.31",
            "  ",
            "Mozilla/5.0 (compatible; GOOGLEBOT/2.1)",
            "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0",
        ] {
            assert_eq!(classify(Some(ua)), ClickKind::Bot, "{ua}");
        }
        assert_eq!(classify(Some("WHATSAPP/2.24")), ClickKind::Preview);
        assert_eq!(classify(None), ClickKind::Bot);
    }

    #[test]
    fn a_user_agent_s_key_is_one_per_user_agent() {
        let key = |ua: &str| read_user_agent(Some(ua.as_bytes())).1;
        let chrome = "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36";
        let firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
        assert_eq!(key(chrome), key(chrome));
        assert_eq!(key(chrome), key(&format!("  {chrome} ")), "read trimmed");
        assert_ne!(key(chrome), key(firefox));
        assert_eq!(read_user_agent(None), (ClickKind::Bot, 0));
        assert_eq!(read_user_agent(Some(b"   ")), (ClickKind::Bot, 0));
    }

    #[test]
    fn a_user_agent_that_is_not_visible_ascii_is_a_bot_s_as_a_missing_one() {
        let chrome = b"Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36";
        assert_eq!(classify_bytes(Some(chrome)), ClickKind::Human);
        let with_tab = b"Mozilla/5.0\t(X11; Linux x86_64) Chrome/131.0";
        assert_eq!(classify_bytes(Some(with_tab)), ClickKind::Human);
        for odd in [
            &b"Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 \xff"[..],
            b"Mozilla/5.0 (X11; Linux x86_64) Chrom\xe9/131.0",
        ] {
            assert!(HeaderValue::from_bytes(odd).unwrap().to_str().is_err());
            // Twice: the second answer comes from the verdict kept.
            assert_eq!(classify_bytes(Some(odd)), ClickKind::Bot);
            assert_eq!(classify_bytes(Some(odd)), ClickKind::Bot);
        }
    }

    #[test]
    fn from_names_a_known_place_and_a_local_path() {
        assert_eq!(
            ClickSource::parse(Some("detail:/affiliate/7")),
            ClickSource {
                path: "/affiliate/7".into(),
                place: "detail".into()
            }
        );
        for bad in [
            None,
            Some("x"),
            Some("nav:/a"),
            Some("list://evil.example"),
            Some("list:a"),
        ] {
            assert_eq!(ClickSource::parse(bad).place, "unknown", "{bad:?}");
        }
        assert_eq!(
            go_href(7, "list", "/affiliate"),
            "/go/7?from=list%3A%2Faffiliate"
        );
    }
}
