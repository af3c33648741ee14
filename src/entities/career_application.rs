//! Job applications from the careers pages (`/careerpg`, `/careers/{slug}`);
//! one without a position is a general application.
use sea_orm::entity::prelude::*;

use crate::domain::lead::ApplicationStatus;

lead_entity!("career_applications" {
    #[sea_orm(primary_key)]
    pub c_id: i32,
    pub full_name: String,
    pub email: String,
    pub mobile_number: String,
    /// NULL once the position is deleted; `position_name` is a snapshot.
    pub position_id: Option<i32>,
    pub position_name: String,
    /// Why it was rejected (one of `domain::lead::REJECTION_REASONS`).
    pub rejection_reason: Option<String>,
}
    status: ApplicationStatus,
    search: migration::lead_search::APPLICATIONS,
    id: CId,
    email: Email,
    phone: MobileNumber,
    topic: PositionId,
    names: [FullName],
);
