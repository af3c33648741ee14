//! The day's random salt of the visitor hashes, shared by everything that
//! counts visitors without knowing who they are: the affiliate clicks
//! (`affiliate_redirect`) and the page views (`visits`).
//!
//! A visitor hash is a SHA-256 of the India day's salt, the client's
//! address key (an IPv6 address by its /64, `services::operations::throttle::address_key`)
//! and the user agent: never the address or the user agent themselves. The
//! salt is made at random by the first count of each India day on any
//! instance (one row per day, `visitor_salts`) and read from the database
//! by the first count of the day on every other; once a later day has one,
//! the earlier salts are deleted, with the visitor hashes of their days
//! (`visitor_days`), each of their affiliate clicks keeps only that it was
//! one, and the old rows are cleared from the database's files
//! (`forget_before`). No backup, export or restore holds a salt
//! (`ops::archive`, `ops::backup`): a restored site starts a new one. So a
//! hash cannot be traced back to an address by trying addresses, nor
//! joined to another day's.
//!
//! Each counter keeps its own `DailySalt`: the day's salt and bounds, and
//! the fingerprints (a hash keyed afresh in each process) of what it has
//! already seen today, so a visitor's repeats cost a lookup instead of a
//! SHA-256.
use std::{
    collections::HashSet,
    hash::{BuildHasher, Hash},
    sync::{
        atomic::{AtomicU64, Ordering},
        Arc, Mutex,
    },
};

use chrono::{DateTime, NaiveDate, Utc};
use rand::RngCore;
use sea_orm::{
    sea_query::{Expr, OnConflict},
    ColumnTrait, ConnectionTrait, DatabaseConnection, EntityTrait, QueryFilter, QuerySelect, Set,
};
use sha2::{Digest, Sha256};

use crate::{
    domain::{india_day_start, india_today, DomainResult, IndiaDay, Moment},
    entities::{affiliate_click, visitor_day, visitor_salt},
    services::operations::throttle::address_key,
};

/// Fingerprints of repeats kept at most; past it they are forgotten (a
/// forgotten repeat is hashed again, and its key folds into the first).
const SEEN_CAP: usize = 500_000;

/// The India day a counter counts in.
struct Today {
    day: Arc<str>,
    salt: Arc<str>,
    starts: Moment,
    ends: Moment,
    seen: HashSet<u64, foldhash::fast::RandomState>,
}

/// One sighting, as memory knows it.
pub struct Sighting {
    /// The day and its salt when this is the first sighting today; `None`
    /// for a repeat.
    pub first: Option<First>,
}

/// The first sighting of the day: what a visitor hash is made with.
pub struct First {
    /// The India day (YYYY-MM-DD).
    pub day: Arc<str>,
    pub salt: Arc<str>,
}

/// Slots in `DailySalt::lately` (64 KiB), a power of two.
const LATELY_SLOTS: usize = 8192;

/// A counter's day: its salt and what it has seen (see the module note).
pub struct DailySalt {
    db: DatabaseConnection,
    today: Mutex<Option<Today>>,
    /// What was sighted lately, read without the lock: a fixed table of
    /// slots, each holding the fingerprint of a sighting and its day, found
    /// by its top bits, so a repeat (a person reading a second page) is
    /// known without taking the lock. A sighting whose slot another has
    /// taken is looked up under the lock, as before. Two sightings share a
    /// slot's 64 bits by chance about once in 10^19 pairs (then the second
    /// is a repeat: a visitor not counted); the day in the fingerprint
    /// keeps yesterday's from counting today.
    lately: Box<[AtomicU64]>,
    /// Keyed afresh in each process.
    fingerprints: foldhash::quality::RandomState,
    /// One reading of the salt at a time.
    reading: tokio::sync::Mutex<()>,
}

impl DailySalt {
    pub fn new(db: DatabaseConnection) -> Self {
        Self {
            db,
            today: Mutex::new(None),
            lately: (0..LATELY_SLOTS).map(|_| AtomicU64::new(0)).collect(),
            fingerprints: foldhash::quality::RandomState::default(),
            reading: tokio::sync::Mutex::new(()),
        }
    }

    /// The India day of `now`, from memory when the day is loaded.
    pub fn day(&self, now: impl Into<Moment>) -> Arc<str> {
        let now = now.into();
        let today = self.today.lock().unwrap_or_else(|e| e.into_inner());
        match today.as_ref().filter(|t| t.starts <= now && now < t.ends) {
            Some(t) => t.day.clone(),
            None => Arc::from(india_day(now.time()).0),
        }
    }

    /// Whether `who` (what tells a visitor's requests apart: address and
    /// user agent, and whatever else is counted once) was seen today, from
    /// memory alone; `None` when the salt of `now`'s day is not loaded
    /// (`load` reads it).
    pub fn sight(&self, who: impl Hash, now: impl Into<Moment>) -> Option<Sighting> {
        let now = now.into();
        let fingerprint = self.fingerprints.hash_one(who);
        // A repeat sighted lately is known without the lock.
        let (slot, kept) = self.lately_slot(fingerprint, IndiaDay::of(now));
        if slot.load(Ordering::Relaxed) == kept {
            return Some(Sighting { first: None });
        }
        let mut today = self.today.lock().unwrap_or_else(|e| e.into_inner());
        let today = today.as_mut().filter(|t| t.starts <= now && now < t.ends)?;
        if today.seen.len() >= SEEN_CAP {
            today.seen.clear();
        }
        let first = today.seen.insert(fingerprint).then(|| First {
            day: today.day.clone(),
            salt: today.salt.clone(),
        });
        slot.store(kept, Ordering::Relaxed);
        Some(Sighting { first })
    }

    /// The slot of a sighting on `day` in `lately`, and what it holds once
    /// the sighting is kept (never 0, an empty slot).
    fn lately_slot(&self, fingerprint: u64, day: IndiaDay) -> (&AtomicU64, u64) {
        let kept =
            (fingerprint ^ u64::from(day.number() as u32).wrapping_mul(0x9e37_79b9_7f4a_7c15)) | 1;
        let slot = &self.lately[(kept >> (64 - LATELY_SLOTS.trailing_zeros())) as usize];
        (slot, kept)
    }

    /// Reads (or makes) the salt of `now`'s day and keeps it; answers the
    /// day and its salt.
    pub async fn load(&self, now: DateTime<Utc>) -> DomainResult<(Arc<str>, Arc<str>)> {
        let (day, starts, ends) = india_day(now);
        let _one = self.reading.lock().await;
        {
            let today = self.today.lock().unwrap_or_else(|e| e.into_inner());
            if let Some(t) = today.as_ref().filter(|t| *t.day == *day) {
                return Ok((t.day.clone(), t.salt.clone()));
            }
        }
        let salt: Arc<str> = Arc::from(salt_of(&self.db, &day).await?);
        let day: Arc<str> = Arc::from(day);
        let mut today = self.today.lock().unwrap_or_else(|e| e.into_inner());
        if today.as_ref().is_none_or(|t| t.day != day) {
            *today = Some(Today {
                day: day.clone(),
                salt: salt.clone(),
                starts: starts.into(),
                ends: ends.into(),
                seen: HashSet::default(),
            });
        }
        Ok((day, salt))
    }
}

/// The India day of `now` (YYYY-MM-DD) and its bounds (India has one
/// offset all year, UTC+5:30).
fn india_day(now: DateTime<Utc>) -> (String, DateTime<Utc>, DateTime<Utc>) {
    let day = india_today(now);
    let starts = india_day_start(day);
    (
        day.format("%Y-%m-%d").to_string(),
        starts,
        starts + chrono::Duration::days(1),
    )
}

/// Today's salt, made by the first count of the day (on any instance);
/// earlier days' salts and visitor hashes are forgotten then.
async fn salt_of(db: &DatabaseConnection, day: &str) -> DomainResult<String> {
    use visitor_salt::{ActiveModel, Column, Entity};
    if let Some(s) = Entity::find_by_id(day.to_owned()).one(db).await? {
        return Ok(s.salt);
    }
    let mut bytes = [0u8; 32];
    rand::thread_rng().fill_bytes(&mut bytes);
    Entity::insert(ActiveModel {
        day: Set(day.to_owned()),
        salt: Set(hex::encode(bytes)),
    })
    .on_conflict(OnConflict::column(Column::Day).do_nothing().to_owned())
    .exec_without_returning(db)
    .await?;
    // Off the count's path: clearing the files may wait for a vacuum.
    let (db_, day_) = (db.clone(), day.to_owned());
    tokio::spawn(async move {
        if let Err(e) = forget_before(&db_, &day_).await {
            tracing::warn!(error = %e, "forgetting the past days' visitor hashes failed");
        }
    });
    let s = Entity::find_by_id(day.to_owned())
        .one(db)
        .await?
        .ok_or_else(|| anyhow::anyhow!("the day's visitor salt vanished"))?;
    Ok(s.salt)
}

/// The tables that hold a salt or a visitor hash, cleared from the
/// database's files once a day's are deleted.
const HASHED_TABLES: [&str; 3] = ["visitor_salts", "visitor_days", "affiliate_clicks"];

/// Forgets what the days before `day` (YYYY-MM-DD) could be tied to an
/// address by: their salts and visitor hashes are deleted, and each
/// affiliate click keeps only that it was a click (its visitor hash becomes
/// its own number and its time the start of its day), so only the counts
/// remain, as of the page views. Then the old rows are cleared from the
/// database's files (`db::clear_deleted`: the write-ahead log on SQLite, a
/// vacuum on PostgreSQL). Answers whether anything was forgotten. Run by
/// the first count of each day and by every round of the clean-up, so a
/// click written late (a batch of the day's last seconds) is folded too.
pub async fn forget_before(db: &DatabaseConnection, day: &str) -> DomainResult<bool> {
    let mut forgotten = visitor_salt::Entity::delete_many()
        .filter(visitor_salt::Column::Day.lt(day))
        .exec(db)
        .await?
        .rows_affected;
    forgotten += visitor_day::Entity::delete_many()
        .filter(visitor_day::Column::Day.lt(day))
        .exec(db)
        .await?
        .rows_affected;
    forgotten += fold_clicks_before(db, day).await?;
    if forgotten > 0 {
        crate::db::clear_deleted(db, &HASHED_TABLES).await;
    }
    Ok(forgotten > 0)
}

/// A visitor hash as stored: 64 hexadecimal digits (a folded click's
/// `visitor` is its number, shorter).
const HASH_LENGTH: &str = "length(\"visitor\") = 64";

/// Folds the affiliate clicks of the days before `day` that still hold a
/// visitor hash (see `forget_before`); answers how many.
async fn fold_clicks_before(db: &DatabaseConnection, day: &str) -> DomainResult<u64> {
    use affiliate_click::{Column, Entity};
    let days: Vec<String> = Entity::find()
        .select_only()
        .column(Column::Day)
        .distinct()
        .filter(Column::Day.lt(day))
        .filter(Expr::cust(HASH_LENGTH))
        .into_tuple()
        .all(db)
        .await?;
    let mut folded = 0;
    for old in days {
        let Some(starts) = NaiveDate::parse_from_str(&old, "%Y-%m-%d")
            .ok()
            .map(india_day_start)
        else {
            continue;
        };
        folded += Entity::update_many()
            .col_expr(Column::Visitor, Expr::cust("CAST(\"id\" AS TEXT)"))
            .col_expr(Column::CreatedAt, Expr::value(starts))
            .filter(Column::Day.eq(old))
            .filter(Expr::cust(HASH_LENGTH))
            .exec(db)
            .await?
            .rows_affected;
    }
    Ok(folded)
}

/// Deletes every salt: a restored or imported database starts a new one
/// (no backup or archive holds one; an older one may have).
pub async fn forget_every_salt(db: &impl ConnectionTrait) -> DomainResult<()> {
    visitor_salt::Entity::delete_many().exec(db).await?;
    Ok(())
}

/// The SHA-256 of `salt`, a client address's key and a user agent.
fn visitor_digest(salt: &str, address: &str, user_agent: &[u8]) -> [u8; 32] {
    let mut h = Sha256::new();
    for part in [salt.as_bytes(), address_key(address).as_bytes(), user_agent] {
        h.update(part);
        h.update([0u8]);
    }
    h.finalize().into()
}

/// The visitor hash of a client address and user agent under `salt`, as
/// an affiliate click keeps it for its day.
pub fn visitor_hash(salt: &str, address: &str, user_agent: &[u8]) -> String {
    hex::encode(visitor_digest(salt, address, user_agent))
}

/// The same hash's first 64 bits, as `visitor_days` keeps a visitor: two
/// of a day's visitors share one by chance about once in 10^10 days at
/// twenty thousand visitors a day.
pub fn visitor_number(salt: &str, address: &str, user_agent: &[u8]) -> i64 {
    let digest = visitor_digest(salt, address, user_agent);
    i64::from_be_bytes(digest[..8].try_into().expect("eight bytes"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_visitor_hash_joins_an_ipv6_network_and_changes_with_the_salt() {
        let ua = b"Mozilla/5.0";
        let a = visitor_hash("s1", "2409:40e4:1f:2a3b::1", ua);
        assert_eq!(a, visitor_hash("s1", "2409:40e4:1f:2a3b:9::7", ua));
        assert_ne!(a, visitor_hash("s2", "2409:40e4:1f:2a3b::1", ua));
        assert_ne!(a, visitor_hash("s1", "2409:40e4:1f:2a3c::1", ua));
        assert_eq!(a.len(), 64);
        let number = visitor_number("s1", "2409:40e4:1f:2a3b::1", ua);
        assert_eq!(format!("{:016x}", number as u64), a[..16]);
    }

    #[test]
    fn an_india_day_turns_at_midnight_in_india_and_reads_as_the_calendar_does() {
        for t in [
            "2026-11-28T18:29:59Z",
            "2026-11-28T18:30:00Z",
            "1970-01-01T00:00:00Z",
            "1969-12-31T18:29:59Z",
            "2028-02-29T20:00:00Z",
        ] {
            let t: DateTime<Utc> = t.parse().unwrap();
            assert_eq!(IndiaDay::of(t.into()).text(), india_day(t).0, "{t}");
        }
        let before: DateTime<Utc> = "2026-11-28T18:29:59Z".parse().unwrap();
        assert_eq!(
            IndiaDay::of(Moment::from(before)).number() + 1,
            IndiaDay::of(Moment::from(before + chrono::Duration::seconds(1))).number()
        );
    }

    #[tokio::test]
    async fn a_repeat_is_known_from_memory_once_the_day_is_loaded() {
        let salt = DailySalt::new(DatabaseConnection::Disconnected);
        let now = Utc::now();
        assert!(salt.sight(("1.2.3.4", "ua"), now).is_none(), "not loaded");
        let (day, starts, ends) = india_day(now);
        *salt.today.lock().unwrap() = Some(Today {
            day: Arc::from(day.as_str()),
            salt: Arc::from("s"),
            starts: starts.into(),
            ends: ends.into(),
            seen: HashSet::default(),
        });
        let first = salt.sight(("1.2.3.4", "ua"), now).unwrap().first.unwrap();
        assert_eq!((&*first.day, &*first.salt), (day.as_str(), "s"));
        assert!(salt.sight(("1.2.3.4", "ua"), now).unwrap().first.is_none());
        assert!(
            salt.sight(("1.2.3.4", "ua"), ends).is_none(),
            "the day turned"
        );
        // Without the day's memory (as though another thread held its
        // lock): what was sighted lately, on its day only.
        *salt.today.lock().unwrap() = None;
        assert!(salt.sight(("1.2.3.4", "ua"), now).unwrap().first.is_none());
        assert!(
            salt.sight(("1.2.3.5", "ua"), now).is_none(),
            "never sighted"
        );
        assert!(salt.sight(("1.2.3.4", "ua"), ends).is_none(), "another day");
    }
}
