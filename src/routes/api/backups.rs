//! How the backups stand, for the administrator home: the newest good
//! backup's time and size, and a warning when the last one failed or the
//! newest good one is older than two intervals. Administrators only.
use axum::Json;
use chrono::Utc;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::{
    auth::Admin,
    error::AppResult,
    services::operations::backups::{self, BackupStatus},
    state::AppState,
};

pub fn router() -> OpenApiRouter<AppState> {
    super::resource([routes!(status)])
}

/// Read the backup state
///
/// The newest good backup's time and size, and a warning when the last one
/// failed or the newest good one is older than two intervals, for the
/// administrator home. Administrators only.
#[utoipa::path(get, path = "/admin/backups/status", tag = "backups",
    responses((status = 200, body = BackupStatus)))]
pub async fn status(Admin { state, .. }: Admin) -> AppResult<Json<BackupStatus>> {
    let settings = &state.config.backup;
    Ok(Json(
        backups::status(
            &state.db,
            settings.scheduled(),
            settings.every_hours,
            Utc::now(),
        )
        .await?,
    ))
}
