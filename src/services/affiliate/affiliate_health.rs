//! Affiliate links checked before a visitor finds them dead.
//!
//! A check fetches the address a `/go/` click would be sent to (our tags
//! on, `affiliate_links::outbound`) as a browser would, following at most
//! five redirects one by one, 10 s each, and reads the end of the chain:
//!
//! - `broken`: an error answer (4xx, 5xx), no answer, too many redirects,
//!   or an address it may not fetch;
//! - `gone-home`: the chain ends at the marketplace's home page or a search
//!   page (Amazon answers a retired product that way, with a 200);
//! - `tag-lost`: the final address no longer carries our tag;
//! - `ok` otherwise.
//!
//! No address on loopback, private, link-local or other non-public networks
//! is fetched unless `AFFILIATE_CHECK_PRIVATE_HOSTS=true`: every hop's host
//! is resolved and each of its addresses checked, and the client's own
//! resolver drops such addresses too, so a name that changes its answer
//! between the two cannot reach the agency's network.
//!
//! Every `AFFILIATE_CHECK_HOURS` one instance checks every active product:
//! the instance that inserts the period's row in `affiliate_check_runs`.
//! A result that differs from the last one clears its acknowledgement.
use std::{
    collections::HashMap,
    net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr},
    sync::Arc,
    time::Duration,
};

use chrono::{DateTime, Utc};
use reqwest::{
    dns::{Addrs, Name, Resolve, Resolving},
    header, redirect, Client, Url,
};
use sea_orm::{
    sea_query::OnConflict, ActiveModelTrait, ColumnTrait, DatabaseConnection, DbErr, EntityTrait,
    QueryFilter, QueryOrder, Set,
};

use crate::services::affiliate::affiliate_links::{expected_tag, outbound, query_value};
use crate::{
    config::AffiliateSettings,
    domain::{is_http_url, DomainError, DomainResult},
    entities::{affiliate_check_run, affiliate_link_health, affiliate_product},
};

/// Redirects followed before the link counts as broken.
pub const MAX_REDIRECTS: usize = 5;
/// How long one request of the chain may take.
pub const HOP_TIMEOUT: Duration = Duration::from_secs(10);
/// A current desktop Chrome: marketplaces answer scripts differently.
const BROWSER_AGENT: &str = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 \
     (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const DETAIL_MAX: usize = 480;

/// What a check found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LinkStatus {
    Ok,
    Broken,
    GoneHome,
    TagLost,
}

impl LinkStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Ok => "ok",
            Self::Broken => "broken",
            Self::GoneHome => "gone-home",
            Self::TagLost => "tag-lost",
        }
    }
}

/// A check's result with what it saw, in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finding {
    pub status: LinkStatus,
    pub detail: String,
}

impl Finding {
    fn new(status: LinkStatus, detail: String) -> Self {
        let detail = if detail.chars().count() > DETAIL_MAX {
            let cut: String = detail.chars().take(DETAIL_MAX - 1).collect();
            format!("{cut}…")
        } else {
            detail
        };
        Self { status, detail }
    }
}

/// Whether an address is on the public internet: not loopback, private,
/// shared (CGNAT), link-local, multicast, documentation, benchmarking or
/// reserved, nor an IPv6 form of one of those. The IPv6 ranges that carry
/// an IPv4 address inside (IPv4-compatible `::/96`, 6to4 `2002::/16`,
/// Teredo `2001::/32`, NAT64 `64:ff9b::/96`) are refused whole, whatever
/// address they carry, as is the old site-local `fec0::/10`.
pub fn is_public(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => public_v4(v4),
        IpAddr::V6(v6) => {
            if let Some(v4) = v6.to_ipv4_mapped() {
                return public_v4(v4);
            }
            let s = v6.segments();
            !(v6.is_loopback()
                || v6.is_unspecified()
                || v6.is_multicast()
                || (s[0] & 0xfe00) == 0xfc00 // unique local
                || (s[0] & 0xffc0) == 0xfe80 // link-local
                || (s[0] & 0xffc0) == 0xfec0 // site-local (deprecated)
                || (s[0] == 0x2001 && s[1] == 0x0db8) // documentation
                || (s[0] == 0x0064 && s[1] == 0xff9b) // NAT64 onto any v4
                || s[..6] == [0; 6] // IPv4-compatible (deprecated), :: and ::1
                || s[0] == 0x2002 // 6to4 onto any v4
                || (s[0] == 0x2001 && s[1] == 0x0000) // Teredo onto any v4
                || v6 == Ipv6Addr::from(0u128))
        }
    }
}

fn public_v4(ip: Ipv4Addr) -> bool {
    let [a, b, c, _] = ip.octets();
    !(ip.is_loopback()
        || ip.is_private()
        || ip.is_link_local()
        || ip.is_unspecified()
        || ip.is_broadcast()
        || ip.is_multicast()
        || ip.is_documentation()
        || a == 0
        || (a == 100 && (64..128).contains(&b)) // shared address space
        || (a == 192 && b == 0 && c == 0) // IETF protocol assignments
        || (a == 198 && (b == 18 || b == 19)) // benchmarking
        || a >= 240)
}

/// The client's resolver: answers only the addresses a check may reach.
struct Guarded {
    allow_private: bool,
}

impl Resolve for Guarded {
    fn resolve(&self, name: Name) -> Resolving {
        let allow = self.allow_private;
        Box::pin(async move {
            let host = name.as_str().to_owned();
            let found: Vec<SocketAddr> = tokio::net::lookup_host((host.as_str(), 0))
                .await?
                .filter(|a| allow || is_public(a.ip()))
                .collect();
            if found.is_empty() {
                return Err(format!("{host} has no public address").into());
            }
            let addrs: Addrs = Box::new(found.into_iter());
            Ok(addrs)
        })
    }
}

/// Fetches links as the check does; one per run or per "check now".
pub struct Checker {
    client: Client,
    allow_private: bool,
}

impl Checker {
    pub fn new(allow_private: bool) -> anyhow::Result<Self> {
        let mut headers = header::HeaderMap::new();
        headers.insert(
            header::ACCEPT,
            header::HeaderValue::from_static(
                "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8",
            ),
        );
        headers.insert(
            header::ACCEPT_LANGUAGE,
            header::HeaderValue::from_static("en-IN,en;q=0.9,hi;q=0.8"),
        );
        let client = Client::builder()
            .user_agent(BROWSER_AGENT)
            .default_headers(headers)
            .redirect(redirect::Policy::none())
            .no_proxy()
            .connect_timeout(HOP_TIMEOUT)
            .dns_resolver(Arc::new(Guarded { allow_private }))
            .build()?;
        Ok(Self {
            client,
            allow_private,
        })
    }

    /// Why `url` may not be fetched, if it may not.
    async fn refusal(&self, url: &Url) -> Option<String> {
        if !matches!(url.scheme(), "http" | "https") {
            return Some(format!("Not checked: {url} is not a web address."));
        }
        let host = url
            .host_str()?
            .trim_start_matches('[')
            .trim_end_matches(']');
        if self.allow_private {
            return None;
        }
        let addrs: Vec<IpAddr> = match host.parse::<IpAddr>() {
            Ok(ip) => vec![ip],
            Err(_) => match tokio::net::lookup_host((host, 0)).await {
                Ok(found) => found.map(|a| a.ip()).collect(),
                Err(e) => return Some(format!("No answer: {host} could not be found ({e}).")),
            },
        };
        addrs.iter().any(|ip| !is_public(*ip)).then(|| {
            format!("Not checked: {host} is on a loopback or private network, which the check never fetches.")
        })
    }

    /// Checks the address a click on `link` is sent to.
    pub async fn check(&self, link: &str, settings: &AffiliateSettings) -> Finding {
        let sent = outbound(link, settings).location().to_owned();
        let broken = |d: String| Finding::new(LinkStatus::Broken, d);
        let Ok(mut url) = Url::parse(&sent) else {
            return broken(format!("Not checked: {sent} is not a web address."));
        };
        let start_path = url.path().to_owned();
        for hop in 0..=MAX_REDIRECTS {
            if let Some(why) = self.refusal(&url).await {
                return broken(why);
            }
            let res = match self
                .client
                .get(url.clone())
                .timeout(HOP_TIMEOUT)
                .send()
                .await
            {
                Ok(r) => r,
                Err(e) if e.is_timeout() => {
                    return broken(format!("No answer from {url} within 10 seconds."))
                }
                Err(e) => return broken(format!("No answer from {url}: {e}")),
            };
            let status = res.status();
            if status.is_redirection() {
                let Some(next) = res
                    .headers()
                    .get(header::LOCATION)
                    .and_then(|v| v.to_str().ok())
                    .and_then(|l| url.join(l).ok())
                else {
                    return broken(format!(
                        "{url} answered {} without a usable address to go on to.",
                        status.as_u16()
                    ));
                };
                if hop == MAX_REDIRECTS {
                    return broken(format!(
                        "More than {MAX_REDIRECTS} redirects; the last pointed to {next}."
                    ));
                }
                url = next;
                continue;
            }
            if !status.is_success() {
                return broken(format!("{url} answered {}.", status));
            }
            return verdict(&url, &start_path, expected_tag(&sent, settings), hop);
        }
        unreachable!("the loop returns on its last hop")
    }
}

/// Reads where a chain ended (with a success answer).
fn verdict(
    end: &Url,
    start_path: &str,
    tag: Option<(&'static str, String)>,
    hops: usize,
) -> Finding {
    let path = end.path();
    // Amazon's home page also answers as "/ref=…" (its 404 page's logo).
    let home =
        (matches!(path, "" | "/") || path.starts_with("/ref=")) && !matches!(start_path, "" | "/");
    let search = path == "/s"
        || path.starts_with("/s/")
        || path == "/search"
        || path.starts_with("/search/")
        || path.starts_with("/gp/search");
    if home {
        return Finding::new(
            LinkStatus::GoneHome,
            format!("The link now ends at the marketplace's home page: {end}"),
        );
    }
    if search {
        return Finding::new(
            LinkStatus::GoneHome,
            format!("The link now ends at a search page: {end}"),
        );
    }
    if let Some((name, value)) = tag {
        if query_value(end.as_str(), name).as_deref() != Some(value.as_str()) {
            return Finding::new(
                LinkStatus::TagLost,
                format!(
                    "The link ends at {end} without {name}={value}, so a purchase would not earn."
                ),
            );
        }
    }
    let via = match hops {
        0 => String::new(),
        1 => " after 1 redirect".to_owned(),
        n => format!(" after {n} redirects"),
    };
    Finding::new(LinkStatus::Ok, format!("Answers at {end}{via}."))
}

/// Stores a product's result. A result with a new status needs a fresh
/// acknowledgement; the same status keeps the one given.
pub async fn record(
    db: &DatabaseConnection,
    product_id: i32,
    finding: &Finding,
    now: DateTime<Utc>,
) -> DomainResult<affiliate_link_health::Model> {
    use affiliate_link_health::{ActiveModel, Column, Entity};
    let status = finding.status.as_str().to_owned();
    if let Some(old) = Entity::find_by_id(product_id).one(db).await? {
        let keep = old.acknowledged && old.status == status;
        let mut a: ActiveModel = old.into();
        a.status = Set(status);
        a.checked_at = Set(now);
        a.detail = Set(finding.detail.clone());
        a.acknowledged = Set(keep);
        return Ok(a.update(db).await?);
    }
    Entity::insert(ActiveModel {
        product_id: Set(product_id),
        status: Set(status),
        checked_at: Set(now),
        detail: Set(finding.detail.clone()),
        acknowledged: Set(false),
    })
    .on_conflict(
        OnConflict::column(Column::ProductId)
            .update_columns([Column::Status, Column::CheckedAt, Column::Detail])
            .to_owned(),
    )
    .exec_without_returning(db)
    .await?;
    Entity::find_by_id(product_id)
        .one(db)
        .await?
        .ok_or(DomainError::NotFound("Product"))
}

/// Checks one product's link now and stores the result.
pub async fn check_now(
    db: &DatabaseConnection,
    checker: &Checker,
    product: &affiliate_product::Model,
    settings: &AffiliateSettings,
) -> DomainResult<affiliate_link_health::Model> {
    let finding = if is_http_url(&product.affiliate_link) {
        checker.check(&product.affiliate_link, settings).await
    } else {
        Finding::new(
            LinkStatus::Broken,
            "The product has no affiliate link to check.".into(),
        )
    };
    record(db, product.id, &finding, Utc::now()).await
}

/// Marks a product's last result as seen, until a different one arrives.
pub async fn acknowledge(
    db: &DatabaseConnection,
    product_id: i32,
) -> DomainResult<affiliate_link_health::Model> {
    let Some(h) = affiliate_link_health::Entity::find_by_id(product_id)
        .one(db)
        .await?
    else {
        return Err(DomainError::Conflict(
            "This link has not been checked yet: check it first.".into(),
        ));
    };
    let mut a: affiliate_link_health::ActiveModel = h.into();
    a.acknowledged = Set(true);
    Ok(a.update(db).await?)
}

/// The last results of `ids` (products never checked are absent).
pub async fn of(
    db: &DatabaseConnection,
    ids: &[i32],
) -> DomainResult<HashMap<i32, affiliate_link_health::Model>> {
    if ids.is_empty() {
        return Ok(HashMap::new());
    }
    Ok(affiliate_link_health::Entity::find()
        .filter(affiliate_link_health::Column::ProductId.is_in(ids.iter().copied()))
        .all(db)
        .await?
        .into_iter()
        .map(|h| (h.product_id, h))
        .collect())
}

/// Active products whose last check found a problem nobody acknowledged,
/// longest-standing first: what the administrator area shows as needing
/// attention (the product list, and the admin home can call this too).
pub async fn needing_attention(
    db: &DatabaseConnection,
) -> DomainResult<Vec<(affiliate_product::Model, affiliate_link_health::Model)>> {
    let found = affiliate_link_health::Entity::find()
        .filter(affiliate_link_health::Column::Status.ne(LinkStatus::Ok.as_str()))
        .filter(affiliate_link_health::Column::Acknowledged.eq(false))
        .order_by_asc(affiliate_link_health::Column::CheckedAt)
        .all(db)
        .await?;
    let ids: Vec<i32> = found.iter().map(|h| h.product_id).collect();
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let mut products: HashMap<i32, affiliate_product::Model> = affiliate_product::Entity::find()
        .filter(affiliate_product::Column::Id.is_in(ids))
        .filter(affiliate_product::Column::Active.eq(true))
        .all(db)
        .await?
        .into_iter()
        .map(|p| (p.id, p))
        .collect();
    Ok(found
        .into_iter()
        .filter_map(|h| products.remove(&h.product_id).map(|p| (p, h)))
        .collect())
}

/// The period of the scheduled check at `now`.
pub fn slot_at(now: DateTime<Utc>, every_hours: u64) -> i64 {
    now.timestamp().div_euclid(every_hours.max(1) as i64 * 3600)
}

/// Takes the period's run for this instance: false when another has it.
pub async fn claim_run(
    db: &DatabaseConnection,
    slot: i64,
    now: DateTime<Utc>,
) -> DomainResult<bool> {
    let inserted = affiliate_check_run::Entity::insert(affiliate_check_run::ActiveModel {
        slot: Set(slot),
        started_at: Set(now),
    })
    .on_conflict(
        OnConflict::column(affiliate_check_run::Column::Slot)
            .do_nothing()
            .to_owned(),
    )
    .exec(db)
    .await;
    match inserted {
        Ok(_) => {
            affiliate_check_run::Entity::delete_many()
                .filter(affiliate_check_run::Column::Slot.lt(slot))
                .exec(db)
                .await?;
            Ok(true)
        }
        Err(DbErr::RecordNotInserted) => Ok(false),
        Err(e) => Err(e.into()),
    }
}

/// Checks every active product with a link, one after the other; answers
/// how many were checked and how many need attention.
pub async fn check_all(
    db: &DatabaseConnection,
    checker: &Checker,
    settings: &AffiliateSettings,
) -> DomainResult<(usize, usize)> {
    let products = affiliate_product::Entity::find()
        .filter(affiliate_product::Column::Active.eq(true))
        .order_by_asc(affiliate_product::Column::Id)
        .all(db)
        .await?;
    let (mut checked, mut failing) = (0, 0);
    for p in products.iter().filter(|p| is_http_url(&p.affiliate_link)) {
        let h = check_now(db, checker, p, settings).await?;
        checked += 1;
        if h.status != LinkStatus::Ok.as_str() {
            failing += 1;
        }
    }
    Ok((checked, failing))
}

/// How often an instance looks whether a new period has begun.
const SCHEDULE_TICK: Duration = Duration::from_secs(60);

/// Runs the scheduled check until aborted; nothing with
/// `AFFILIATE_CHECK_HOURS=0`.
pub async fn run_schedule(db: DatabaseConnection, settings: AffiliateSettings) {
    if settings.check_hours == 0 {
        tracing::info!("the affiliate link check is off: AFFILIATE_CHECK_HOURS is 0");
        return;
    }
    let checker = match Checker::new(settings.check_private_hosts) {
        Ok(c) => c,
        Err(e) => {
            tracing::error!(error = %e, "the affiliate link check cannot start");
            return;
        }
    };
    let mut tick = tokio::time::interval(SCHEDULE_TICK);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    let mut last = None;
    loop {
        tick.tick().await;
        let now = Utc::now();
        let slot = slot_at(now, settings.check_hours);
        if last == Some(slot) {
            continue;
        }
        match claim_run(&db, slot, now).await {
            Ok(false) => {
                last = Some(slot);
                continue;
            }
            Ok(true) => last = Some(slot),
            Err(e) => {
                tracing::warn!(error = %e, "claiming the affiliate link check failed; trying again");
                continue;
            }
        }
        match check_all(&db, &checker, &settings).await {
            Ok((checked, failing)) => {
                tracing::info!(checked, failing, "checked the affiliate links")
            }
            Err(e) => tracing::warn!(error = %e, "the affiliate link check stopped"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_public_addresses_are_public() {
        for private in [
            "127.0.0.1",
            "10.1.2.3",
            "172.16.0.1",
            "192.168.1.1",
            "169.254.169.254",
            "100.64.0.1",
            "0.0.0.0",
            "::1",
            "fd00::1",
            "fe80::1",
            "::ffff:127.0.0.1",
            "64:ff9b::a00:1",
            "::127.0.0.1",
            "::8.8.8.8",
            "2002:7f00:1::1",
            "2002:808:808::1",
            "2001:0:4136:e378:8000:63bf:3fff:fdd2",
            "fec0::1",
            "feff::1",
        ] {
            assert!(!is_public(private.parse().unwrap()), "{private}");
        }
        for public in [
            "52.95.120.1",
            "2404:6800:4009:80a::200e",
            "8.8.8.8",
            "2001:4860:4860::8888",
            "2003::1",
        ] {
            assert!(is_public(public.parse().unwrap()), "{public}");
        }
    }

    #[test]
    fn the_end_of_a_chain_is_read_as_home_search_tag_lost_or_ok() {
        let tag = || Some(("tag", "vanijya-21".to_owned()));
        let url = |s: &str| Url::parse(s).unwrap();
        let v = |end: &str| verdict(&url(end), "/dp/B01", tag(), 1).status;
        assert_eq!(v("https://www.amazon.in/"), LinkStatus::GoneHome);
        assert_eq!(
            v("https://www.amazon.in/ref=cs_404_logo"),
            LinkStatus::GoneHome
        );
        assert_eq!(v("https://www.amazon.in/s?k=mixer"), LinkStatus::GoneHome);
        assert_eq!(v("https://www.amazon.in/dp/B01"), LinkStatus::TagLost);
        assert_eq!(
            v("https://www.amazon.in/dp/B01?tag=other-21"),
            LinkStatus::TagLost
        );
        assert_eq!(
            v("https://www.amazon.in/dp/B01?tag=vanijya-21"),
            LinkStatus::Ok
        );
        assert_eq!(
            verdict(&url("https://shop.example/"), "/", None, 0).status,
            LinkStatus::Ok
        );
    }
}
