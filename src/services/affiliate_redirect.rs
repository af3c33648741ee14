//! What `/go/{id}` keeps in memory, so that a click is answered without a
//! query: the active products' outbound addresses (`ActiveLinks`), and the
//! clicks, counted in memory and written in batches (`Clicks`).
//!
//! **Links.** Every active product with an http(s) link, as the address
//! the redirect sends to (our marketplace tags already on). Product writes
//! move the content version in their transaction (`changing_pages`); the
//! page cache reads that version after each write this instance serves
//! (before answering it) and every `cache::version::POLL` on every
//! instance, and reloads the links when it moves (`cache::Reload`). So a
//! product deactivated or deleted on any instance stops redirecting on
//! every instance within a poll. As a backstop (a reload that failed, a
//! poll that could not read the version) links older than `MAX_AGE` are
//! read again before they are used.
//!
//! **Clicks.** The visitor hash needs the day's salt, which is read from
//! the database by the first click of each India day on each instance and
//! then kept. A repeat (the same product, address and user agent on the
//! same day) is known by a fingerprint kept in memory and costs a lookup;
//! the first sighting is read (person, bot or preview; page and place) and
//! hashed. A click is a key (product, day, visitor hash, kind) with the
//! page and place of its first sighting; the batch keeps one per key and
//! is written by an insert that ignores a key already stored, so a
//! visitor's clicks still count once per product, India day and kind, also
//! across batches and across instances.
use std::{
    collections::{HashMap, HashSet},
    hash::{BuildHasher, RandomState},
    sync::{Arc, Mutex, RwLock},
    time::{Duration, Instant},
};

use chrono::{DateTime, NaiveTime, Utc};
use futures_util::future::BoxFuture;
use rand::RngCore;
use sea_orm::{
    sea_query::OnConflict, ColumnTrait, ConnectionTrait, DatabaseConnection, EntityTrait,
    QueryFilter, QuerySelect, Set,
};
use sha2::{Digest, Sha256};

use super::{
    affiliate_links::{classify_request, outbound, ClickKind, ClickSource},
    counters::{Batched, Tally},
};
use crate::{
    auth::throttle::address_key,
    config::AffiliateSettings,
    domain::{india_today, is_http_url, DomainResult},
    entities::{affiliate_click, affiliate_click_salt, affiliate_product},
};

/// Links read longer ago than this are read again before use.
pub const MAX_AGE: Duration = Duration::from_secs(30);

/// How often the clicks counted in memory are written.
pub const FLUSH_EVERY: Duration = Duration::from_secs(2);

/// The active products' outbound addresses, by product id.
pub struct ActiveLinks {
    db: DatabaseConnection,
    settings: AffiliateSettings,
    links: RwLock<Read>,
    /// One reading at a time.
    reading: tokio::sync::Mutex<()>,
}

/// The addresses, and when they were read (`None`: never, or the last
/// reading failed).
struct Read {
    to: Arc<HashMap<i32, Arc<str>>>,
    at: Option<Instant>,
}

/// What memory knows of a product's link.
#[derive(Debug, PartialEq, Eq)]
pub enum Known {
    /// Where the click goes (`None`: no active product with a link).
    Fresh(Option<Arc<str>>),
    /// The links are older than `MAX_AGE`, or were never read.
    Stale,
}

impl ActiveLinks {
    /// Links not yet read (the first use, or `reload`, reads them).
    pub fn new(db: DatabaseConnection, settings: AffiliateSettings) -> Arc<Self> {
        Arc::new(Self {
            db,
            settings,
            links: RwLock::new(Read {
                to: Arc::new(HashMap::new()),
                at: None,
            }),
            reading: tokio::sync::Mutex::new(()),
        })
    }

    /// Where a click on product `id` goes, from memory alone.
    pub fn known(&self, id: i32) -> Known {
        let links = self.links.read().unwrap_or_else(|e| e.into_inner());
        match links.at {
            Some(at) if at.elapsed() < MAX_AGE => Known::Fresh(links.to.get(&id).cloned()),
            _ => Known::Stale,
        }
    }

    /// Where a click on product `id` goes, reading the links first when
    /// they are stale.
    pub async fn location(&self, id: i32) -> DomainResult<Option<Arc<str>>> {
        if let Known::Fresh(to) = self.known(id) {
            return Ok(to);
        }
        let _one = self.reading.lock().await;
        if let Known::Fresh(to) = self.known(id) {
            return Ok(to);
        }
        self.read().await?;
        let links = self.links.read().unwrap_or_else(|e| e.into_inner());
        Ok(links.to.get(&id).cloned())
    }

    /// Reads the active products' links again.
    pub async fn reload(&self) -> DomainResult<()> {
        let _one = self.reading.lock().await;
        self.read().await
    }

    async fn read(&self) -> DomainResult<()> {
        use affiliate_product::{Column, Entity};
        let rows: Vec<(i32, String)> = Entity::find()
            .filter(Column::Active.eq(true))
            .select_only()
            .column(Column::Id)
            .column(Column::AffiliateLink)
            .into_tuple()
            .all(&self.db)
            .await
            .inspect_err(|_| self.mark_stale())?;
        let links = rows
            .into_iter()
            .filter(|(_, link)| is_http_url(link))
            .map(|(id, link)| {
                let to = outbound(&link, &self.settings);
                (id, Arc::from(to.location()))
            })
            .collect();
        *self.links.write().unwrap_or_else(|e| e.into_inner()) = Read {
            to: Arc::new(links),
            at: Some(Instant::now()),
        };
        Ok(())
    }

    fn mark_stale(&self) {
        self.links.write().unwrap_or_else(|e| e.into_inner()).at = None;
    }
}

impl crate::cache::Reload for ActiveLinks {
    fn reload(&self) -> BoxFuture<'_, ()> {
        Box::pin(async move {
            if let Err(e) = ActiveLinks::reload(self).await {
                tracing::warn!(error = %e, "reading the affiliate links failed; they are read again at the next click");
            }
        })
    }
}

/// One click, as `/go/` saw it: what the request said. What it means
/// (person, bot or preview; the page and place) is read from it once per
/// visitor, product and day on this instance.
pub struct Click<'a> {
    pub product_id: i32,
    /// The client address (`auth::client_ip`).
    pub ip: &'a str,
    pub user_agent: Option<&'a str>,
    /// A HEAD request (`affiliate_links::classify_request`).
    pub head: bool,
    /// The request's query, whose `from` names the page and place.
    pub query: Option<&'a str>,
}

/// A click's key: once per product, India day, visitor and kind.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ClickKey {
    product_id: i32,
    day: String,
    visitor: String,
    kind: ClickKind,
}

/// A click's first sighting: the page and place that sent it, and when.
#[derive(Clone, Debug)]
pub struct FirstSeen {
    source: ClickSource,
    at: DateTime<Utc>,
}

/// Clicks, each stored once (see the module note).
pub struct ClickRows;

impl Tally for ClickRows {
    type Key = ClickKey;
    type Value = FirstSeen;
    const NAME: &'static str = "affiliate clicks";

    fn merge(_kept: &mut FirstSeen, _later: FirstSeen) {}

    async fn write(
        &self,
        db: &DatabaseConnection,
        chunk: &[(ClickKey, FirstSeen)],
    ) -> DomainResult<()> {
        use affiliate_click::{ActiveModel, Column, Entity};
        let rows = chunk.iter().map(|(k, v)| ActiveModel {
            product_id: Set(k.product_id),
            day: Set(k.day.clone()),
            visitor: Set(k.visitor.clone()),
            kind: Set(k.kind.as_str().to_owned()),
            path: Set(v.source.path.clone()),
            place: Set(v.source.place.clone()),
            created_at: Set(v.at),
            ..Default::default()
        });
        Entity::insert_many(rows)
            .on_conflict(
                OnConflict::columns([
                    Column::ProductId,
                    Column::Day,
                    Column::Visitor,
                    Column::Kind,
                ])
                .do_nothing()
                .to_owned(),
            )
            .exec_without_returning(db)
            .await?;
        Ok(())
    }
}

/// The India day this instance counts in: its salt, its bounds, and the
/// clicks it has already seen (by a fingerprint of the request), so that a
/// visitor's repeats cost a lookup.
struct Today {
    day: String,
    salt: Arc<str>,
    starts: DateTime<Utc>,
    ends: DateTime<Utc>,
    seen: HashSet<u64>,
}

/// Fingerprints of repeats kept at most; past it they are forgotten (a
/// forgotten repeat is counted again in memory, where its key folds into
/// the first).
const SEEN_CAP: usize = 500_000;

/// The clicks of this instance: the day's salt and the batch in memory.
pub struct Clicks {
    db: DatabaseConnection,
    today: Mutex<Option<Today>>,
    /// Keyed afresh in each process.
    fingerprints: RandomState,
    batch: Arc<Batched<ClickRows>>,
}

impl Clicks {
    pub fn new(db: DatabaseConnection) -> Arc<Self> {
        Arc::new(Self {
            batch: Batched::new(db.clone(), ClickRows),
            db,
            today: Mutex::new(None),
            fingerprints: RandomState::new(),
        })
    }

    /// The batch, for its writer (`Batched::run`) and for a flush before
    /// the counts are read.
    pub fn batch(&self) -> &Arc<Batched<ClickRows>> {
        &self.batch
    }

    /// Counts a click from memory alone; `false` when the day's salt is
    /// not known yet (then `count` reads it).
    pub fn try_count(&self, click: &Click<'_>, now: DateTime<Utc>) -> bool {
        let (day, salt) = {
            let mut today = self.today.lock().unwrap_or_else(|e| e.into_inner());
            let Some(today) = today.as_mut().filter(|t| t.starts <= now && now < t.ends) else {
                return false;
            };
            let fingerprint = self.fingerprints.hash_one((
                click.product_id,
                click.head,
                click.ip,
                click.user_agent,
            ));
            if today.seen.len() >= SEEN_CAP {
                today.seen.clear();
            }
            if !today.seen.insert(fingerprint) {
                return true;
            }
            (today.day.clone(), today.salt.clone())
        };
        self.add(click, day, &salt, now);
        true
    }

    /// Counts a click, reading the day's salt first when it is not known.
    pub async fn count(&self, click: &Click<'_>, now: DateTime<Utc>) -> DomainResult<()> {
        if self.try_count(click, now) {
            return Ok(());
        }
        let (day, starts, ends) = india_day(now);
        let salt: Arc<str> = Arc::from(salt_of(&self.db, &day).await?);
        {
            let mut today = self.today.lock().unwrap_or_else(|e| e.into_inner());
            if today.as_ref().is_none_or(|t| t.day != day) {
                *today = Some(Today {
                    day: day.clone(),
                    salt: salt.clone(),
                    starts,
                    ends,
                    seen: HashSet::new(),
                });
            }
        }
        if !self.try_count(click, now) {
            // The day turned meanwhile: counted on the day it was made.
            self.add(click, day, &salt, now);
        }
        Ok(())
    }

    fn add(&self, click: &Click<'_>, day: String, salt: &str, now: DateTime<Utc>) {
        let visitor = visitor_hash(
            salt,
            &address_key(click.ip),
            click.user_agent.unwrap_or_default(),
        );
        self.batch.add(
            ClickKey {
                product_id: click.product_id,
                day,
                visitor,
                kind: classify_request(click.head, click.user_agent),
            },
            FirstSeen {
                source: ClickSource::from_query(click.query),
                at: now,
            },
        );
    }
}

/// The India day of `now` (YYYY-MM-DD) and its bounds (India has one
/// offset all year, UTC+5:30).
fn india_day(now: DateTime<Utc>) -> (String, DateTime<Utc>, DateTime<Utc>) {
    let day = india_today(now);
    let starts = (day.and_time(NaiveTime::MIN) - chrono::Duration::minutes(330)).and_utc();
    (
        day.format("%Y-%m-%d").to_string(),
        starts,
        starts + chrono::Duration::days(1),
    )
}

/// Today's salt, made by the first click of the day (on any instance);
/// earlier days' salts are deleted then.
async fn salt_of(db: &impl ConnectionTrait, day: &str) -> DomainResult<String> {
    if let Some(s) = affiliate_click_salt::Entity::find_by_id(day.to_owned())
        .one(db)
        .await?
    {
        return Ok(s.salt);
    }
    let mut bytes = [0u8; 32];
    rand::thread_rng().fill_bytes(&mut bytes);
    affiliate_click_salt::Entity::insert(affiliate_click_salt::ActiveModel {
        day: Set(day.to_owned()),
        salt: Set(hex::encode(bytes)),
    })
    .on_conflict(
        OnConflict::column(affiliate_click_salt::Column::Day)
            .do_nothing()
            .to_owned(),
    )
    .exec_without_returning(db)
    .await?;
    affiliate_click_salt::Entity::delete_many()
        .filter(affiliate_click_salt::Column::Day.lt(day))
        .exec(db)
        .await?;
    let s = affiliate_click_salt::Entity::find_by_id(day.to_owned())
        .one(db)
        .await?
        .ok_or_else(|| anyhow::anyhow!("the day's click salt vanished"))?;
    Ok(s.salt)
}

fn visitor_hash(salt: &str, address_key: &str, user_agent: &str) -> String {
    let mut h = Sha256::new();
    for part in [salt, address_key, user_agent] {
        h.update(part.as_bytes());
        h.update([0u8]);
    }
    hex::encode(h.finalize())
}
