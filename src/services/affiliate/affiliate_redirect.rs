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
//! **Clicks.** The visitor hash needs the day's salt (`daily_salt`, the
//! one page views use too), which is read from the database by the first
//! click of each India day on each instance and then kept. A repeat (the same product, address and user agent on the
//! same day) is known by a fingerprint kept in memory and costs a lookup;
//! the first sighting is read (person, bot or preview; page and place) and
//! hashed. A click is a key (product, day, visitor hash, kind) with the
//! page and place of its first sighting; the batch keeps one per key and
//! is written by an insert that ignores a key already stored, so a
//! visitor's clicks still count once per product, India day and kind, also
//! across batches and across instances. A person's first click of the day
//! on a product also counts as an `affiliate` conversion of their visit
//! (`visits`), with the page it came from.
use std::{
    collections::HashMap,
    sync::{Arc, RwLock},
    time::{Duration, Instant},
};

use chrono::{DateTime, Utc};
use futures_util::future::BoxFuture;
use sea_orm::{
    sea_query::OnConflict, ColumnTrait, DatabaseConnection, EntityTrait, QueryFilter, QuerySelect,
    Set,
};

use crate::services::{
    affiliate::affiliate_links::{classify_request, outbound, ClickSource},
    counting::counters::{Batched, Tally},
    counting::daily_salt::{visitor_hash, DailySalt},
    counting::user_agent::ClickKind,
    counting::visits::{ConversionKind, VisitSource, Visits},
};
use crate::{
    config::AffiliateSettings,
    domain::{is_http_url, DomainResult},
    entities::{affiliate_click, affiliate_product},
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
    /// Where the visit came from, read only when a person's click counts
    /// as a conversion.
    pub visit: &'a (dyn Fn() -> VisitSource + Sync),
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

/// The clicks of this instance: the day's salt and the batch in memory.
pub struct Clicks {
    salt: DailySalt,
    batch: Arc<Batched<ClickRows>>,
    /// Where a person's click also counts as a conversion of their visit
    /// (`None` with `ANALYTICS=false`).
    visits: Option<Arc<Visits>>,
}

impl Clicks {
    pub fn new(db: DatabaseConnection, visits: Option<Arc<Visits>>) -> Arc<Self> {
        Arc::new(Self {
            batch: Batched::new(db.clone(), ClickRows),
            salt: DailySalt::new(db),
            visits,
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
        let who = (click.product_id, click.head, click.ip, click.user_agent);
        let Some(seen) = self.salt.sight(who, now) else {
            return false;
        };
        if let Some(first) = seen.first {
            self.add(click, &first.day, &first.salt, now);
        }
        true
    }

    /// Counts a click, reading the day's salt first when it is not known.
    pub async fn count(&self, click: &Click<'_>, now: DateTime<Utc>) -> DomainResult<()> {
        if self.try_count(click, now) {
            return Ok(());
        }
        let (day, salt) = self.salt.load(now).await?;
        if !self.try_count(click, now) {
            // The day turned meanwhile: counted on the day it was made.
            self.add(click, &day, &salt, now);
        }
        Ok(())
    }

    fn add(&self, click: &Click<'_>, day: &str, salt: &str, now: DateTime<Utc>) {
        let visitor = visitor_hash(
            salt,
            click.ip,
            click.user_agent.unwrap_or_default().as_bytes(),
        );
        let kind = classify_request(click.head, click.user_agent);
        let source = ClickSource::from_query(click.query);
        if let (ClickKind::Human, Some(visits)) = (kind, &self.visits) {
            visits.convert(
                ConversionKind::Affiliate,
                (click.visit)(),
                &source.path,
                now,
            );
        }
        self.batch.add(
            ClickKey {
                product_id: click.product_id,
                day: day.to_owned(),
                visitor,
                kind,
            },
            FirstSeen { source, at: now },
        );
    }
}
