//! Sliding-window counters kept in the database (`throttle_hits`), so every
//! instance on one database shares them: failed logins per e-mail and per
//! address, and public form submissions per address. A hit is reserved
//! before the work it guards (checking a password, storing a form), in one
//! statement that counts and inserts together, and released afterwards when
//! it turns out not to count; concurrent requests, on one instance or
//! several, can never overshoot the limit.
//!
//! Times are milliseconds on the instance's clock; instances behind one
//! database are expected to keep their clocks in step (NTP), as the session
//! expiry already assumes.
use std::{
    net::IpAddr,
    time::{Duration, SystemTime, UNIX_EPOCH},
};

use sea_orm::{
    ConnectionTrait, DatabaseBackend, DatabaseConnection, DbErr, Statement, TransactionTrait, Value,
};

use crate::config::Config;

/// The key a client address is counted under: an IPv4 address as it is
/// (an IPv4-mapped IPv6 one as its IPv4 form), an IPv6 address as its /64.
/// One subscriber is given a whole /64 and may use any address in it, so a
/// limit per IPv6 address would be no limit at all.
pub fn address_key(address: &str) -> String {
    match address.parse::<IpAddr>() {
        Ok(IpAddr::V6(v6)) => match v6.to_ipv4_mapped() {
            Some(v4) => v4.to_string(),
            None => {
                let s = v6.segments();
                format!("{:x}:{:x}:{:x}:{:x}::/64", s[0], s[1], s[2], s[3])
            }
        },
        _ => address.to_owned(),
    }
}

/// Counts one attempt when fewer than the limit are alive in the window; the
/// count and the insert are one statement, so SQLite's single writer makes
/// them atomic. On PostgreSQL a transaction-scoped advisory lock on the key
/// serialises the writers of one counter across instances.
const ACQUIRE: &str = "INSERT INTO throttle_hits (bucket, hit_key, at_ms) \
     SELECT $1, $2, $3 \
     WHERE (SELECT COUNT(*) FROM throttle_hits \
            WHERE bucket = $1 AND hit_key = $2 AND at_ms > $4) < $5 \
     RETURNING id";

/// The hit whose expiry frees a place: the limit-th most recent live one.
const FREES_A_PLACE: &str = "SELECT at_ms FROM throttle_hits \
     WHERE bucket = $1 AND hit_key = $2 AND at_ms > $3 \
     ORDER BY at_ms DESC LIMIT 1 OFFSET $4";

fn now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
}

/// Why an attempt was not let through.
#[derive(Debug)]
pub enum Refused {
    /// The limit is reached; a place frees up after this long.
    Limited(Duration),
    /// The counter could not be read or written.
    Storage(DbErr),
}

pub struct Window {
    db: DatabaseConnection,
    bucket: &'static str,
    limit: u32,
    period: Duration,
}

impl Window {
    pub fn new(db: DatabaseConnection, bucket: &'static str, limit: u32, period: Duration) -> Self {
        Self {
            db,
            bucket,
            limit,
            period,
        }
    }

    fn period_ms(&self) -> i64 {
        i64::try_from(self.period.as_millis()).unwrap_or(i64::MAX)
    }

    fn statement(&self, sql: &str, values: Vec<Value>) -> Statement {
        Statement::from_sql_and_values(self.db.get_database_backend(), sql, values)
    }

    /// Reserves one hit for `key` in the same step as the check, so a burst
    /// of concurrent requests cannot all pass the check before any of them
    /// is counted.
    pub async fn try_acquire(&self, key: &str) -> Result<Reservation, Refused> {
        self.try_acquire_at(key, now_ms()).await
    }

    /// `try_acquire` at `now`, milliseconds since the epoch.
    async fn try_acquire_at(&self, key: &str, now: i64) -> Result<Reservation, Refused> {
        if self.limit == 0 {
            return Ok(Reservation(None));
        }
        let since = now.saturating_sub(self.period_ms());
        let insert = self.statement(
            ACQUIRE,
            vec![
                self.bucket.into(),
                key.into(),
                now.into(),
                since.into(),
                i64::from(self.limit).into(),
            ],
        );
        let row = if self.db.get_database_backend() == DatabaseBackend::Postgres {
            let txn = self.db.begin().await.map_err(Refused::Storage)?;
            let lock = format!("{}:{key}", self.bucket);
            txn.execute(self.statement(
                "SELECT pg_advisory_xact_lock(hashtext($1))",
                vec![lock.into()],
            ))
            .await
            .map_err(Refused::Storage)?;
            let row = txn.query_one(insert).await.map_err(Refused::Storage)?;
            txn.commit().await.map_err(Refused::Storage)?;
            row
        } else {
            self.db.query_one(insert).await.map_err(Refused::Storage)?
        };
        match row {
            Some(row) => Ok(Reservation(Some(
                row.try_get_by_index::<i32>(0).map_err(Refused::Storage)?,
            ))),
            None => Err(Refused::Limited(self.wait(key, now).await)),
        }
    }

    /// How long until the hit that keeps `key` at the limit expires.
    async fn wait(&self, key: &str, now: i64) -> Duration {
        let since = now.saturating_sub(self.period_ms());
        let found = self
            .db
            .query_one(self.statement(
                FREES_A_PLACE,
                vec![
                    self.bucket.into(),
                    key.into(),
                    since.into(),
                    i64::from(self.limit.saturating_sub(1)).into(),
                ],
            ))
            .await;
        let at = match found {
            Ok(Some(row)) => row.try_get_by_index::<i64>(0).ok(),
            _ => None,
        };
        at.map_or(self.period, |at| {
            let left = at.saturating_add(self.period_ms()).saturating_sub(now);
            Duration::from_millis(u64::try_from(left).unwrap_or(0))
        })
        .max(Duration::from_secs(1))
    }

    /// Gives back a hit reserved by `try_acquire` (the attempt turned out
    /// not to count, e.g. a login that succeeded). A failure only leaves the
    /// hit to expire with its window, so it is logged, not returned.
    pub async fn release(&self, reservation: Reservation) {
        let Some(id) = reservation.0 else { return };
        let delete = self.statement("DELETE FROM throttle_hits WHERE id = $1", vec![id.into()]);
        if let Err(e) = self.db.execute(delete).await {
            tracing::warn!(error = %e, bucket = self.bucket, "releasing a throttle hit failed");
        }
    }

    /// Deletes the hits that have left the window, so the table stays small.
    pub async fn prune(&self) -> Result<(), DbErr> {
        self.prune_at(now_ms()).await
    }

    /// `prune` at `now`, milliseconds since the epoch.
    async fn prune_at(&self, now: i64) -> Result<(), DbErr> {
        let before = now.saturating_sub(self.period_ms());
        self.db
            .execute(self.statement(
                "DELETE FROM throttle_hits WHERE bucket = $1 AND at_ms <= $2",
                vec![self.bucket.into(), before.into()],
            ))
            .await
            .map(|_| ())
    }
}

/// One hit held by `Window::try_acquire` (its row id); `None` when the
/// window is off.
#[must_use]
pub struct Reservation(Option<i32>);

/// The two places a sign-in step holds, one per login count.
#[must_use]
pub struct LoginAttempt {
    by_email: Reservation,
    by_address: Reservation,
}

pub struct Throttles {
    pub login_email: Window,
    pub login_address: Window,
    pub forms: Window,
}

impl Throttles {
    pub fn new(config: &Config, db: &DatabaseConnection) -> Self {
        let login_period = Duration::from_secs(config.login_throttle.window_minutes * 60);
        let window = |bucket, limit, period| Window::new(db.clone(), bucket, limit, period);
        Self {
            login_email: window("login_email", config.login_throttle.per_email, login_period),
            login_address: window(
                "login_address",
                config.login_throttle.per_address,
                login_period,
            ),
            forms: window("forms", config.form_rate_limit, Duration::from_secs(600)),
        }
    }

    /// Reserves one place in both login counts, the e-mail's and the
    /// address's, or in neither: a sign-in step (the password, or the
    /// second-step code) is counted before it is checked.
    pub async fn try_login(&self, email: &str, address: &str) -> Result<LoginAttempt, Refused> {
        let by_email = self.login_email.try_acquire(email).await?;
        match self.login_address.try_acquire(&address_key(address)).await {
            Ok(by_address) => Ok(LoginAttempt {
                by_email,
                by_address,
            }),
            Err(refused) => {
                self.login_email.release(by_email).await;
                Err(refused)
            }
        }
    }

    /// Gives back both places of an attempt that does not count (it
    /// succeeded, or could not be checked at all).
    pub async fn release_login(&self, attempt: LoginAttempt) {
        self.login_email.release(attempt.by_email).await;
        self.login_address.release(attempt.by_address).await;
    }

    pub async fn prune(&self) -> Result<(), DbErr> {
        self.login_email.prune().await?;
        self.login_address.prune().await?;
        self.forms.prune().await
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_ipv6_address_counts_as_its_64() {
        assert_eq!(address_key("2001:db8:1:2::1"), "2001:db8:1:2::/64");
        assert_eq!(
            address_key("2001:db8:1:2:ffff:ffff:ffff:fffe"),
            "2001:db8:1:2::/64"
        );
        assert_eq!(address_key("2001:db8:1:3::1"), "2001:db8:1:3::/64");
        assert_eq!(address_key("::ffff:203.0.113.7"), "203.0.113.7");
        assert_eq!(address_key("203.0.113.7"), "203.0.113.7");
        assert_eq!(address_key("unknown"), "unknown");
    }

    async fn database() -> (DatabaseConnection, tempfile::TempDir) {
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite://{}/t.db?mode=rwc", dir.path().display());
        let db = crate::db::connect(&url).await.unwrap();
        crate::db::migrate(&db).await.unwrap();
        (db, dir)
    }

    fn limited(r: Result<Reservation, Refused>) -> Duration {
        match r {
            Err(Refused::Limited(wait)) => wait,
            Err(Refused::Storage(e)) => panic!("storage: {e}"),
            Ok(_) => panic!("let through over the limit"),
        }
    }

    #[tokio::test]
    async fn blocks_at_the_limit_per_key_and_zero_means_off() {
        let (db, _dir) = database().await;
        let w = Window::new(db.clone(), "t", 2, Duration::from_secs(60));
        assert!(w.try_acquire("a").await.is_ok());
        assert!(w.try_acquire("a").await.is_ok());
        let wait = limited(w.try_acquire("a").await);
        assert!(wait > Duration::from_secs(58) && wait <= Duration::from_secs(60));
        assert!(w.try_acquire("b").await.is_ok());
        let other = Window::new(db.clone(), "u", 1, Duration::from_secs(60));
        assert!(other.try_acquire("a").await.is_ok(), "buckets count apart");
        let off = Window::new(db, "t", 0, Duration::from_secs(60));
        for _ in 0..20 {
            assert!(off.try_acquire("a").await.is_ok());
        }
    }

    #[tokio::test]
    async fn a_released_hit_frees_its_place() {
        let (db, _dir) = database().await;
        let w = Window::new(db, "t", 1, Duration::from_secs(60));
        let r = w.try_acquire("a").await.unwrap();
        limited(w.try_acquire("a").await);
        w.release(r).await;
        assert!(w.try_acquire("a").await.is_ok());
    }

    #[tokio::test]
    async fn hits_expire_with_the_window_and_prune_deletes_them() {
        let (db, _dir) = database().await;
        let w = Window::new(db.clone(), "t", 1, Duration::from_secs(60));
        let start = now_ms();
        let _held = w.try_acquire_at("a", start).await.unwrap();
        let wait = limited(w.try_acquire_at("a", start + 59_000).await);
        assert_eq!(wait, Duration::from_secs(1), "a second left, never less");
        w.prune_at(start + 59_999).await.unwrap();
        let count = || async {
            db.query_one(Statement::from_string(
                db.get_database_backend(),
                "SELECT COUNT(*) FROM throttle_hits",
            ))
            .await
            .unwrap()
            .unwrap()
            .try_get_by_index::<i64>(0)
            .unwrap()
        };
        assert_eq!(count().await, 1, "a hit still in its window is kept");
        w.prune_at(start + 60_000).await.unwrap();
        assert_eq!(count().await, 0);
        assert!(w.try_acquire_at("a", start + 60_000).await.is_ok());
    }

    #[tokio::test]
    async fn a_concurrent_burst_never_overshoots() {
        let (db, _dir) = database().await;
        let w = std::sync::Arc::new(Window::new(db, "t", 5, Duration::from_secs(60)));
        let tries = (0..40).map(|_| {
            let w = w.clone();
            tokio::spawn(async move { w.try_acquire("a").await.is_ok() })
        });
        let mut passed = 0;
        for t in tries {
            passed += usize::from(t.await.unwrap());
        }
        assert_eq!(passed, 5);
    }
}
