//! The page cache: public pages rendered once and kept in memory, each as
//! identity bytes plus brotli, gzip and zstd copies, so that answering a
//! visitor is a lookup and a choice of coding (`layer::serve`).
//!
//! What is cached, what the key is and which answers bypass it are decided
//! in `layer`; when a cached page stops being true is decided here:
//!
//! - Every entry carries the generation it was rendered in, read *before*
//!   the page was rendered. Dropping the cache moves the generation, so a
//!   page rendered from data older than a write can never be stored as
//!   current, even if its rendering finishes after the write.
//! - Writes that change what a page shows move the content version in the
//!   database, in their own transaction (`version::bump`). The instance
//!   that served a write reads the version before answering it, so the
//!   administrator's next page load is fresh; every instance also reads it
//!   every `version::POLL`, so another instance's write shows within that.
//! - The footer's year: the poller also drops the cache when the year turns.
//!
//! The first answer is compressed quickly (`Strength::Quick`); a background
//! task then recompresses the entry at the best levels, one entry at a
//! time, and swaps it in if it is still current. Memory is bounded: at most
//! `MAX_BYTES` of bodies; when full, pages with a query string and 404 pages
//! are dropped first, and past that a page is served without being stored.
pub mod compress;
pub mod layer;
pub mod negotiate;
pub mod version;

use std::{
    collections::HashMap,
    sync::{
        atomic::{AtomicI32, AtomicI64, AtomicU64, Ordering},
        Arc, Mutex, RwLock,
    },
};

use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use bytes::Bytes;
use sea_orm::{DatabaseConnection, DbErr};
use sha2::{Digest, Sha256};
use tokio::sync::mpsc;

use compress::{Coding, Strength};

/// What the pages are rendered from, reloaded when the content version
/// moves and before the pages rendered from the old content are dropped.
pub trait Reload: Send + Sync {
    fn reload(&self) -> futures_util::future::BoxFuture<'_, ()>;
}

/// Several sources, reloaded one after the other.
pub struct Sources(pub Vec<Arc<dyn Reload>>);

impl Reload for Sources {
    fn reload(&self) -> futures_util::future::BoxFuture<'_, ()> {
        Box::pin(async move {
            for source in &self.0 {
                source.reload().await;
            }
        })
    }
}

/// The most body bytes (all codings together) kept in memory.
pub const MAX_BYTES: usize = 16 * 1024 * 1024;

/// How long a browser may reuse a cached page: not without asking, and the
/// question (If-None-Match) is answered 304 from memory.
const CACHE_CONTROL: HeaderValue = HeaderValue::from_static("no-cache");

/// One coding of a cached page, with the headers it is sent with.
struct Representation {
    body: Bytes,
    headers: HeaderMap,
    /// The headers of a 304 answer for it (no body headers).
    not_modified: HeaderMap,
    etag: Option<HeaderValue>,
}

/// A cached page: status, headers and body in each coding.
pub struct Entry {
    generation: u64,
    status: StatusCode,
    /// The rendered answer's own headers (security headers, content type…),
    /// without those that depend on the coding.
    base: HeaderMap,
    /// Identity, then the copies in `Coding::ALL` order (absent when the
    /// copy would not be smaller).
    reps: [Option<Representation>; 4],
    /// Whether the copies are the quick ones, to be improved in the background.
    quick: bool,
    /// Key into the cache's memory bound: pages with a query string and 404
    /// pages go first when it is full.
    volatile: bool,
}

fn slot(choice: Option<Coding>) -> usize {
    match choice {
        None => 0,
        Some(c) => 1 + Coding::ALL.iter().position(|x| *x == c).unwrap_or(0),
    }
}

impl Entry {
    /// Builds an entry from a rendered answer's status, headers and body,
    /// with quick copies. The answer's own `Vary` is kept, with
    /// Accept-Encoding named once.
    pub fn new(
        generation: u64,
        status: StatusCode,
        base: HeaderMap,
        identity: Bytes,
        volatile: bool,
    ) -> Self {
        let copies = Coding::ALL.map(|c| compress::compress(c, &identity, Strength::Quick));
        Self::with_copies(generation, status, base, identity, copies, true, volatile)
    }

    fn with_copies(
        generation: u64,
        status: StatusCode,
        base: HeaderMap,
        identity: Bytes,
        copies: [Vec<u8>; 3],
        quick: bool,
        volatile: bool,
    ) -> Self {
        let hash = hex::encode(&Sha256::digest(&identity)[..8]);
        let make = |coding: Option<Coding>, body: Bytes| {
            let mut headers = base.clone();
            let mut vary = String::from("Accept-Encoding");
            let named = headers.get_all(header::VARY).iter();
            for token in named
                .filter_map(|v| v.to_str().ok())
                .flat_map(|v| v.split(','))
            {
                let token = token.trim();
                // The inner compression names Accept-Encoding too.
                if !token.is_empty() && !token.eq_ignore_ascii_case("accept-encoding") {
                    vary.push_str(", ");
                    vary.push_str(token);
                }
            }
            if let Ok(v) = HeaderValue::from_str(&vary) {
                headers.insert(header::VARY, v);
            }
            headers.insert(header::CACHE_CONTROL, CACHE_CONTROL);
            // A validator only for successful answers (RFC 9110 §13.1.2:
            // a 404 is never answered 304).
            let etag = (status == StatusCode::OK)
                .then(|| {
                    let suffix = coding.map_or(String::new(), |c| format!("-{}", c.token()));
                    HeaderValue::from_str(&format!("\"{hash}{suffix}\"")).ok()
                })
                .flatten();
            if let Some(etag) = &etag {
                headers.insert(header::ETAG, etag.clone());
            }
            let mut not_modified = headers.clone();
            not_modified.remove(header::CONTENT_TYPE);
            if let Some(c) = coding {
                headers.insert(
                    header::CONTENT_ENCODING,
                    HeaderValue::from_static(c.token()),
                );
            }
            headers.insert(header::CONTENT_LENGTH, HeaderValue::from(body.len()));
            Representation {
                body,
                headers,
                not_modified,
                etag,
            }
        };
        let mut reps: [Option<Representation>; 4] = [None, None, None, None];
        for (coding, copy) in Coding::ALL.into_iter().zip(copies) {
            if copy.len() < identity.len() {
                reps[slot(Some(coding))] = Some(make(Some(coding), Bytes::from(copy)));
            }
        }
        reps[0] = Some(make(None, identity));
        Self {
            generation,
            status,
            base,
            reps,
            quick,
            volatile,
        }
    }

    /// The same page with its copies at the best compression.
    fn upgraded(&self) -> Self {
        let identity = self.identity().clone();
        let copies = Coding::ALL.map(|c| compress::compress(c, &identity, Strength::Best));
        Self::with_copies(
            self.generation,
            self.status,
            self.base.clone(),
            identity,
            copies,
            false,
            self.volatile,
        )
    }

    fn identity(&self) -> &Bytes {
        &self.reps[0].as_ref().expect("identity is always kept").body
    }

    /// Whether a copy in `coding` is kept.
    pub fn has(&self, coding: Coding) -> bool {
        self.reps[slot(Some(coding))].is_some()
    }

    /// Bytes of every body kept.
    fn size(&self) -> usize {
        self.reps.iter().flatten().map(|r| r.body.len()).sum()
    }

    /// The status, headers and body to send for `choice`, or a 304 when
    /// `if_none_match` names its ETag.
    pub fn respond(
        &self,
        choice: Option<Coding>,
        if_none_match: Option<&HeaderValue>,
    ) -> (StatusCode, HeaderMap, Bytes) {
        let rep = self.reps[slot(choice)]
            .as_ref()
            .or(self.reps[0].as_ref())
            .expect("identity is always kept");
        if let (Some(etag), Some(inm)) = (&rep.etag, if_none_match) {
            if etag_matches(inm, etag) {
                return (
                    StatusCode::NOT_MODIFIED,
                    rep.not_modified.clone(),
                    Bytes::new(),
                );
            }
        }
        (self.status, rep.headers.clone(), rep.body.clone())
    }
}

/// If-None-Match uses the weak comparison: `W/"x"` matches `"x"`; `*`
/// matches any current representation.
fn etag_matches(header: &HeaderValue, etag: &HeaderValue) -> bool {
    let Ok(list) = header.to_str() else {
        return false;
    };
    let etag = etag.as_bytes();
    list.split(',')
        .map(str::trim)
        .any(|tag| tag == "*" || tag.strip_prefix("W/").unwrap_or(tag).as_bytes() == etag)
}

/// A quick entry waiting to be recompressed, with its key.
type Upgrade = (String, Arc<Entry>);

#[derive(Default)]
struct Store {
    map: HashMap<String, Arc<Entry>>,
    bytes: usize,
}

/// The cache of one running application (see the module note).
pub struct PageCache {
    db: DatabaseConnection,
    /// What the pages are rendered from.
    source: Arc<dyn Reload>,
    /// Held while the content is reloaded, so one reload runs at a time.
    reloading: tokio::sync::Mutex<()>,
    generation: AtomicU64,
    /// The content version last read from the database.
    version: AtomicI64,
    /// The footer's year when the cache was last dropped.
    year: AtomicI32,
    store: RwLock<Store>,
    upgrades: mpsc::Sender<Upgrade>,
    upgrade_queue: Mutex<Option<mpsc::Receiver<Upgrade>>>,
}

impl PageCache {
    /// A cache over `source`, whose content was read at content version
    /// `version` (`version::read` before reading it): `sync` reloads it only
    /// once the version has moved.
    pub fn new(db: DatabaseConnection, source: Arc<dyn Reload>, version: i64) -> Arc<Self> {
        let (tx, rx) = mpsc::channel(256);
        Arc::new(Self {
            db,
            source,
            reloading: tokio::sync::Mutex::new(()),
            generation: AtomicU64::new(0),
            version: AtomicI64::new(version),
            year: AtomicI32::new(crate::domain::india_year(chrono::Utc::now())),
            store: RwLock::new(Store::default()),
            upgrades: tx,
            upgrade_queue: Mutex::new(Some(rx)),
        })
    }

    pub fn generation(&self) -> u64 {
        self.generation.load(Ordering::Acquire)
    }

    /// The entry for `key` when it is current.
    pub fn get(&self, key: &str) -> Option<Arc<Entry>> {
        let store = self.store.read().unwrap_or_else(|e| e.into_inner());
        store
            .map
            .get(key)
            .filter(|e| e.generation == self.generation())
            .cloned()
    }

    /// Keeps `entry` under `key` unless it is already stale or memory is
    /// full; queues a quick entry for recompression.
    pub fn insert(&self, key: String, entry: Arc<Entry>) {
        if entry.generation != self.generation() {
            return;
        }
        let size = entry.size();
        {
            let mut store = self.store.write().unwrap_or_else(|e| e.into_inner());
            if store.bytes + size > MAX_BYTES {
                store.map.retain(|_, e| !e.volatile);
                store.bytes = store.map.values().map(|e| e.size()).sum();
                if store.bytes + size > MAX_BYTES {
                    return;
                }
            }
            if let Some(old) = store.map.insert(key.clone(), entry.clone()) {
                store.bytes -= old.size();
            }
            store.bytes += size;
        }
        if entry.quick {
            let _ = self.upgrades.try_send((key, entry));
        }
    }

    /// Drops every cached page.
    pub fn invalidate(&self) {
        let mut store = self.store.write().unwrap_or_else(|e| e.into_inner());
        self.generation.fetch_add(1, Ordering::AcqRel);
        store.map.clear();
        store.bytes = 0;
    }

    /// Reads the content version and, when it has moved, reloads the
    /// content and then drops the cache. A page rendered from the old
    /// content meanwhile carries the old generation and is not kept.
    pub async fn sync(&self) -> Result<(), DbErr> {
        let now = version::read(&self.db).await?;
        if self.version.load(Ordering::Acquire) != now {
            let _one_at_a_time = self.reloading.lock().await;
            if self.version.load(Ordering::Acquire) != now {
                self.source.reload().await;
                self.version.store(now, Ordering::Release);
                self.invalidate();
            }
        }
        Ok(())
    }

    /// Polls the content version and the year; runs until aborted.
    pub async fn poll(self: Arc<Self>) {
        let mut tick = tokio::time::interval(version::POLL);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            tick.tick().await;
            if let Err(e) = self.sync().await {
                tracing::warn!(error = %e, "reading the content version failed");
            }
            let year = crate::domain::india_year(chrono::Utc::now());
            if self.year.swap(year, Ordering::AcqRel) != year {
                self.invalidate();
            }
        }
    }

    /// Recompresses quick entries at the best levels, one at a time, off
    /// the async workers; runs until aborted.
    pub async fn upgrade(self: Arc<Self>) {
        let Some(mut queue) = self
            .upgrade_queue
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .take()
        else {
            return;
        };
        while let Some((key, entry)) = queue.recv().await {
            if !self.holds(&key, &entry) {
                continue;
            }
            let quick = entry.clone();
            let Ok(best) = tokio::task::spawn_blocking(move || quick.upgraded()).await else {
                continue;
            };
            let best = Arc::new(best);
            let mut store = self.store.write().unwrap_or_else(|e| e.into_inner());
            if store.map.get(&key).is_some_and(|e| Arc::ptr_eq(e, &entry)) {
                store.bytes = store.bytes - entry.size() + best.size();
                store.map.insert(key, best);
            }
        }
    }

    fn holds(&self, key: &str, entry: &Arc<Entry>) -> bool {
        let store = self.store.read().unwrap_or_else(|e| e.into_inner());
        store.map.get(key).is_some_and(|e| Arc::ptr_eq(e, entry))
    }

    /// Pages and bytes kept (for tests and the log).
    pub fn stats(&self) -> (usize, usize) {
        let store = self.store.read().unwrap_or_else(|e| e.into_inner());
        (store.map.len(), store.bytes)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn if_none_match_compares_weakly_and_accepts_lists_and_star() {
        let etag = HeaderValue::from_static("\"abc-br\"");
        let m = |h: &'static str| etag_matches(&HeaderValue::from_static(h), &etag);
        assert!(m("\"abc-br\""));
        assert!(m("W/\"abc-br\""));
        assert!(m("\"x\", \"abc-br\""));
        assert!(m("*"));
        assert!(!m("\"abc\""));
        assert!(!m("\"abc-gzip\""));
    }

    /// An entry of generation 0 with no headers of the page's own.
    fn plain_entry(status: StatusCode, body: impl Into<Bytes>) -> Entry {
        Entry::new(0, status, HeaderMap::new(), body.into(), false)
    }

    #[test]
    fn every_coding_decodes_to_the_identity_bytes() {
        let page = Bytes::from("<p>Amazon advertising for Patna sellers</p>".repeat(200));
        let e = plain_entry(StatusCode::OK, page.clone());
        for entry in [&e, &e.upgraded()] {
            for c in Coding::ALL {
                assert!(entry.has(c), "{c:?}");
                let (status, headers, body) = entry.respond(Some(c), None);
                assert_eq!(status, StatusCode::OK);
                assert_eq!(headers[header::CONTENT_ENCODING], c.token());
                assert_eq!(
                    headers[header::CONTENT_LENGTH],
                    body.len().to_string().as_str()
                );
                assert_eq!(decode(c, &body), page);
            }
            let (_, headers, body) = entry.respond(None, None);
            assert!(headers.get(header::CONTENT_ENCODING).is_none());
            assert_eq!(body, page);
            assert_eq!(headers[header::VARY], "Accept-Encoding");
        }
    }

    fn decode(c: Coding, body: &[u8]) -> Vec<u8> {
        use std::io::Read;
        let mut out = Vec::new();
        match c {
            Coding::Br => {
                brotli::Decompressor::new(body, 4096)
                    .read_to_end(&mut out)
                    .unwrap();
            }
            Coding::Gzip => {
                flate2::read::GzDecoder::new(body)
                    .read_to_end(&mut out)
                    .unwrap();
            }
            Coding::Zstd => out = zstd::decode_all(body).unwrap(),
        }
        out
    }

    #[test]
    fn vary_names_accept_encoding_once_and_keeps_the_page_own() {
        let mut base = HeaderMap::new();
        base.append(header::VARY, HeaderValue::from_static("accept-encoding"));
        base.append(
            header::VARY,
            HeaderValue::from_static("HX-Request, HX-Boosted"),
        );
        let page = Bytes::from("<p>Patna</p>".repeat(100));
        let e = Entry::new(0, StatusCode::OK, base, page, false);
        for choice in [None, Some(Coding::Br)] {
            let (_, headers, _) = e.respond(choice, None);
            let vary: Vec<_> = headers.get_all(header::VARY).iter().collect();
            assert_eq!(vary, ["Accept-Encoding, HX-Request, HX-Boosted"]);
        }
    }

    #[test]
    fn a_tiny_body_is_kept_as_identity_only() {
        let e = plain_entry(StatusCode::OK, "ok");
        assert!(Coding::ALL.iter().all(|c| !e.has(*c)));
        let (_, headers, body) = e.respond(Some(Coding::Br), None);
        assert!(headers.get(header::CONTENT_ENCODING).is_none());
        assert_eq!(body, "ok");
    }

    #[test]
    fn a_404_page_has_no_validator() {
        let e = plain_entry(StatusCode::NOT_FOUND, "x");
        let (status, headers, _) = e.respond(None, Some(&HeaderValue::from_static("*")));
        assert_eq!(status, StatusCode::NOT_FOUND);
        assert!(headers.get(header::ETAG).is_none());
    }
}
