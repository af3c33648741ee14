//! Authentication and request guards: argon2id passwords, login records that
//! back both the cookie session and the bearer token, throttling, the
//! `AdminUser` extractor and the CSRF rules for writes.
pub mod access;
pub mod audit;
pub mod csrf;
pub mod logins;
pub mod password;
pub mod session_store;
pub mod throttle;
mod user;

pub use user::{
    client_addr_of, client_ip, client_ip_of, Admin, AdminUser, ClientIp, MaybeAdmin,
    SESSION_LOGIN_KEY,
};
