//! Queries and mutations over the database, one file per resource. They take
//! a connection and validated input and return the API's views; they know
//! nothing of HTTP beyond the shared error type.
pub mod admins;
pub mod careers;
pub mod catalogue;
pub mod enquiries;
pub mod products;

use chrono::{DateTime, SecondsFormat, Utc};

/// RFC 3339 in UTC, to the second: "2026-11-21T10:15:00Z".
pub fn rfc3339(t: DateTime<Utc>) -> String {
    t.to_rfc3339_opts(SecondsFormat::Secs, true)
}
