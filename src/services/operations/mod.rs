//! Operations: Today, the audit log, the outbox of mail and backups.
pub mod audit;
pub mod backups;
pub mod outbox;
pub mod today;
