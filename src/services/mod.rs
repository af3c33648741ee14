//! Queries and mutations over the database, one file per resource. A
//! service takes a connection and a command built from valid values
//! (`crate::domain`), and answers with the stored records (`crate::entities`)
//! or a `DomainError`; it knows nothing of HTTP or of the API's JSON.
//!
//! Cascades belong to the database. The foreign keys say what a delete does
//! to the rows that point at it: an enquiry or application keeps its
//! snapshot of the service or position name and its reference becomes NULL;
//! a department's positions go with it; an administrator's logins go with
//! them. The services never repeat this by hand, so there is one rule in
//! one place, and it also holds for anything that writes to the database
//! outside this program.
pub mod admins;
pub mod audit;
pub mod careers;
pub mod catalogue;
pub mod enquiries;
pub mod leads;
pub mod outbox;
pub mod product_list;
pub mod products;
pub mod two_factor;

use crate::domain::{DomainError, DomainResult};

/// `Ok(())` when a delete removed a row, else `NotFound(what)`.
fn deleted(rows_affected: u64, what: &'static str) -> DomainResult<()> {
    if rows_affected > 0 {
        Ok(())
    } else {
        Err(DomainError::NotFound(what))
    }
}
