//! Sliding-window counters in memory (per instance): failed logins per e-mail and per
//! address, and public form submissions per address. A hit is reserved
//! before the work it guards (checking a password, storing a form) and
//! released afterwards when it turns out not to count, so concurrent
//! requests can never overshoot the limit.
use std::{
    collections::{HashMap, VecDeque},
    sync::Mutex,
    time::{Duration, Instant},
};

use crate::config::Config;

pub struct Window {
    limit: u32,
    period: Duration,
    hits: Mutex<HashMap<String, VecDeque<Instant>>>,
}

impl Window {
    pub fn new(limit: u32, period: Duration) -> Self {
        Self {
            limit,
            period,
            hits: Mutex::new(HashMap::new()),
        }
    }

    fn live(&self, q: &mut VecDeque<Instant>, now: Instant) {
        while q
            .front()
            .is_some_and(|t| now.duration_since(*t) >= self.period)
        {
            q.pop_front();
        }
    }

    /// How long until the oldest hit that keeps `q` at the limit expires.
    fn wait(&self, q: &VecDeque<Instant>, now: Instant) -> Duration {
        let over = q.len().saturating_sub(self.limit as usize);
        q.get(over)
            .map(|t| (*t + self.period).saturating_duration_since(now))
            .unwrap_or_default()
            .max(Duration::from_secs(1))
    }

    /// Reserves one hit for `key` in the same step as the check, so a burst
    /// of concurrent requests cannot all pass the check before any of them
    /// is counted. `Err` carries how long until a hit frees up.
    pub fn try_acquire(&self, key: &str) -> Result<Reservation, Duration> {
        if self.limit == 0 {
            return Ok(Reservation(None));
        }
        let now = Instant::now();
        let mut hits = self.hits.lock().expect("throttle lock");
        let q = hits.entry(key.to_owned()).or_default();
        self.live(q, now);
        if q.len() as u32 >= self.limit {
            Err(self.wait(q, now))
        } else {
            q.push_back(now);
            Ok(Reservation(Some(now)))
        }
    }

    /// Gives back a hit reserved by `try_acquire` (the attempt turned out
    /// not to count, e.g. a login that succeeded).
    pub fn release(&self, key: &str, reservation: Reservation) {
        let Some(at) = reservation.0 else { return };
        let mut hits = self.hits.lock().expect("throttle lock");
        if let Some(q) = hits.get_mut(key) {
            if let Some(i) = q.iter().rposition(|t| *t == at) {
                q.remove(i);
            }
        }
    }

    /// Drops keys whose hits have all expired, so memory stays bounded.
    pub fn prune(&self) {
        let now = Instant::now();
        let mut hits = self.hits.lock().expect("throttle lock");
        hits.retain(|_, q| {
            self.live(q, now);
            !q.is_empty()
        });
    }
}

/// One hit held by `Window::try_acquire`; `None` when the window is off.
#[must_use]
pub struct Reservation(Option<Instant>);

pub struct Throttles {
    pub login_email: Window,
    pub login_address: Window,
    pub forms: Window,
}

impl Throttles {
    pub fn new(config: &Config) -> Self {
        let login_period = Duration::from_secs(config.login_throttle.window_minutes * 60);
        Self {
            login_email: Window::new(config.login_throttle.per_email, login_period),
            login_address: Window::new(config.login_throttle.per_address, login_period),
            forms: Window::new(config.form_rate_limit, Duration::from_secs(600)),
        }
    }

    pub fn prune(&self) {
        self.login_email.prune();
        self.login_address.prune();
        self.forms.prune();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blocks_at_the_limit_and_zero_means_off() {
        let w = Window::new(2, Duration::from_secs(60));
        assert!(w.try_acquire("a").is_ok());
        assert!(w.try_acquire("a").is_ok());
        let wait = w.try_acquire("a").err().expect("third is refused");
        assert!(wait > Duration::from_secs(58) && wait <= Duration::from_secs(60));
        assert!(w.try_acquire("b").is_ok());
        let off = Window::new(0, Duration::from_secs(60));
        for _ in 0..100 {
            assert!(off.try_acquire("a").is_ok());
        }
    }

    #[test]
    fn a_released_hit_frees_its_place() {
        let w = Window::new(1, Duration::from_secs(60));
        let r = w.try_acquire("a").unwrap();
        assert!(w.try_acquire("a").is_err());
        w.release("a", r);
        assert!(w.try_acquire("a").is_ok());
    }

    #[test]
    fn hits_expire_with_the_window() {
        let w = Window::new(1, Duration::from_millis(20));
        let _held = w.try_acquire("a").unwrap();
        assert!(w.try_acquire("a").is_err());
        std::thread::sleep(Duration::from_millis(30));
        w.prune();
        assert!(w.hits.lock().unwrap().is_empty());
        assert!(w.try_acquire("a").is_ok());
    }
}
