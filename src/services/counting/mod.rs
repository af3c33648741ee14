//! Counting page views: the machinery apart from the business rules (the
//! visit counter, its batched counters, the daily salt and visitor numbers,
//! and who a user agent is). It serves analytics and the affiliate clicks.
pub mod counters;
pub mod daily_salt;
pub mod user_agent;
pub mod visits;
