//! Affiliate links that earn: the address a `/go/{id}` click is sent to
//! (with our own marketplace tags), and clean click counts.
//!
//! No personal data is stored. A click keeps the product, the India day,
//! the page and place it came from (`?from=`), whether it was a person, a
//! crawler or a link preview (by its user agent), and a visitor hash: a
//! SHA-256 of the day's random salt, the client's address key (an IPv6
//! address by its /64, `services::operations::throttle::address_key`) and the user agent.
//! Never the address or the user agent themselves, and no cookie. The salt
//! of a day is deleted once a later day has one, so a hash cannot be traced
//! back to an address by trying addresses. The hash lets a visitor's clicks
//! on one product count once a day (a unique key in the database, so two
//! instances agree), the first click naming the page. The clicks are
//! counted in memory and written in batches (`affiliate_redirect`); this
//! module reads them.
use std::collections::HashMap;

use chrono::{DateTime, NaiveDate, Utc};
use sea_orm::{
    ColumnTrait, DatabaseConnection, EntityTrait, FromQueryResult, QueryFilter, QueryOrder,
    QuerySelect,
};

use crate::services::counting::user_agent::{classify, ClickKind};
use crate::{
    config::AffiliateSettings,
    domain::{india_today, DomainResult},
    entities::affiliate_click,
};

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
    use super::*;

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
