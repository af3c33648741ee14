//! What a line of the audit log records.
use sea_orm::{sea_query::StringLen, DeriveActiveEnum, EnumIter};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::lead::spelled;

spelled! {
    /// The kind of an audit entry, as the log and its filter show it.
    AuditAction {
        SignedIn = "Signed in",
        SignInFailed = "Sign-in failed",
        SignedOut = "Signed out",
        /// A write that created something (201).
        Created = "Created",
        /// A PATCH or PUT.
        Updated = "Updated",
        Deleted = "Deleted",
        /// An administrator reset a colleague's two-step sign-in.
        TwoFactorReset = "Two-step sign-in reset",
        /// An owner gave an administrator another access level.
        AccessChanged = "Access level changed",
        /// Any other write: a send, a publish, a restore…
        Action = "Action",
    }
}
