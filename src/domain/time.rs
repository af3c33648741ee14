//! How an instant is written wherever it is shown as text (the JSON API,
//! the props of islands): RFC 3339 in UTC, to the second.
use chrono::{DateTime, SecondsFormat, Utc};

/// "2026-11-21T10:15:00Z".
pub fn rfc3339(t: DateTime<Utc>) -> String {
    t.to_rfc3339_opts(SecondsFormat::Secs, true)
}
