//! Operations: Today, the audit log, the outbox of mail, backups, and the
//! throttles of sign-ins and the public forms.
pub mod audit;
pub mod backups;
pub mod outbox;
pub mod throttle;
pub mod today;
