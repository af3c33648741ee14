//! A backup's states in the backup log.
use sea_orm::{sea_query::StringLen, DeriveActiveEnum, EnumIter};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::lead::spelled;

spelled! {
    /// What started a backup: the schedule, or the `backup` command.
    BackupTrigger { Scheduled = "scheduled", Manual = "manual" }
}

spelled! {
    /// How a backup stands: still being written, or ended well or not.
    BackupOutcome { Running = "running", Ok = "ok", Failed = "failed" }
}
