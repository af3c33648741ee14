//! The edge of authentication: the `AdminUser` extractor and the client's
//! address, the CSRF rules for writes, the session store and the access
//! guard. The rules they apply live with the services: passwords and login
//! records in `services::people` (`password`, `logins`), the throttles in
//! `services::operations::throttle`.
pub mod access;
pub mod audit;
pub mod csrf;
pub mod session_store;
mod user;

pub use user::{
    client_addr_of, client_ip, client_ip_of, Admin, AdminUser, ClientIp, MaybeAdmin,
    SESSION_LOGIN_KEY,
};
