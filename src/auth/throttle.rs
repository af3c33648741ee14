//! Sliding-window counters in memory (per instance, as DECISIONS §9 allows):
//! failed logins per e-mail and per address, and public form submissions per
//! address.
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

    /// True when `key` has reached the limit within the window.
    pub fn is_blocked(&self, key: &str) -> bool {
        if self.limit == 0 {
            return false;
        }
        let now = Instant::now();
        let mut hits = self.hits.lock().expect("throttle lock");
        match hits.get_mut(key) {
            Some(q) => {
                self.live(q, now);
                q.len() as u32 >= self.limit
            }
            None => false,
        }
    }

    pub fn record(&self, key: &str) {
        if self.limit == 0 {
            return;
        }
        let now = Instant::now();
        let mut hits = self.hits.lock().expect("throttle lock");
        let q = hits.entry(key.to_owned()).or_default();
        self.live(q, now);
        q.push_back(now);
    }

    /// Records a hit unless the limit is reached; false when refused.
    pub fn try_acquire(&self, key: &str) -> bool {
        if self.limit == 0 {
            return true;
        }
        let now = Instant::now();
        let mut hits = self.hits.lock().expect("throttle lock");
        let q = hits.entry(key.to_owned()).or_default();
        self.live(q, now);
        if q.len() as u32 >= self.limit {
            false
        } else {
            q.push_back(now);
            true
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
        assert!(w.try_acquire("a"));
        assert!(w.try_acquire("a"));
        assert!(!w.try_acquire("a"));
        assert!(w.is_blocked("a"));
        assert!(!w.is_blocked("b"));
        let off = Window::new(0, Duration::from_secs(60));
        for _ in 0..100 {
            assert!(off.try_acquire("a"));
        }
    }

    #[test]
    fn hits_expire_with_the_window() {
        let w = Window::new(1, Duration::from_millis(20));
        w.record("a");
        assert!(w.is_blocked("a"));
        std::thread::sleep(Duration::from_millis(30));
        assert!(!w.is_blocked("a"));
        w.prune();
        assert!(w.hits.lock().unwrap().is_empty());
    }
}
