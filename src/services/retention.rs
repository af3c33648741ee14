//! Keeping people's data no longer than its purpose needs. An application
//! and its CV are erased `APPLICATION_RETENTION_DAYS` after its position's
//! closing day, or after it was rejected (its last change of status to
//! Rejected), or, for a general application, after it arrived; a lead of
//! either kind held as spam is erased after [`SPAM_DAYS`]. Erasing goes
//! through `people::erase_leads` (notes, history and mail go too), a
//! batch of leads per transaction, so that a large backlog (a first run
//! over years of leads) never holds the database for long. The
//! audit log records that an erasure happened and how many of each kind,
//! never what was erased.
use chrono::{DateTime, Duration, Utc};
use sea_orm::{
    ColumnTrait, Condition, DatabaseConnection, EntityTrait, QueryFilter, QuerySelect, QueryTrait,
};

use super::{audit, people};
use crate::{
    domain::{
        india_today,
        lead::{ApplicationStatus, LeadAction, LeadKind, Spelled},
        DomainResult,
    },
    entities::{business_enquiry, career_application, lead_event, position},
    services::careers,
};

/// Days a lead held as spam is kept, in case a real one was caught.
pub const SPAM_DAYS: i64 = 30;

/// Erases what has been kept long enough at `now`; answers how many leads
/// went.
#[tracing::instrument(skip_all)]
pub async fn run(db: &DatabaseConnection, keep_days: u32, now: DateTime<Utc>) -> DomainResult<u64> {
    let cutoff = now - Duration::days(i64::from(keep_days));
    let spam_cutoff = now - Duration::days(SPAM_DAYS);

    // Positions whose closing day is more than `keep_days` ago.
    let last_day = india_today(cutoff);
    let closed: Vec<i32> = position::Entity::find()
        .all(db)
        .await?
        .into_iter()
        .filter(|p| careers::closes_on(p).is_some_and(|d| d < last_day))
        .map(|p| p.pos_id)
        .collect();
    // Applications rejected before the cutoff (and still rejected): asked
    // inside the query, since over the years they outgrow any list of ids
    // a statement may carry.
    let rejected_then = lead_event::Entity::find()
        .select_only()
        .column(lead_event::Column::LeadId)
        .filter(lead_event::Column::LeadKind.eq(LeadKind::Application))
        .filter(lead_event::Column::Action.eq(LeadAction::Status))
        .filter(lead_event::Column::ToValue.eq(ApplicationStatus::Rejected.as_str()))
        .filter(lead_event::Column::CreatedAt.lte(cutoff))
        .into_query();
    let due = Condition::any()
        .add(career_application::Column::PositionId.is_in(closed))
        .add(
            Condition::all()
                .add(career_application::Column::Status.eq(ApplicationStatus::Rejected))
                .add(career_application::Column::CId.in_subquery(rejected_then)),
        )
        .add(
            Condition::all()
                .add(career_application::Column::PositionName.eq(careers::GENERAL_APPLICATION))
                .add(career_application::Column::PositionId.is_null())
                .add(career_application::Column::SubmittedAt.lte(cutoff)),
        )
        .add(
            Condition::all()
                .add(career_application::Column::SpamReason.is_not_null())
                .add(career_application::Column::SubmittedAt.lte(spam_cutoff)),
        );
    let applications: Vec<i32> = career_application::Entity::find()
        .select_only()
        .column(career_application::Column::CId)
        .filter(due)
        .into_tuple()
        .all(db)
        .await?;
    let enquiries: Vec<i32> = business_enquiry::Entity::find()
        .select_only()
        .column(business_enquiry::Column::BId)
        .filter(business_enquiry::Column::SpamReason.is_not_null())
        .filter(business_enquiry::Column::SubmittedAt.lte(spam_cutoff))
        .into_tuple()
        .all(db)
        .await?;
    if applications.is_empty() && enquiries.is_empty() {
        return Ok(0);
    }
    let counts = people::erase_leads(db, &enquiries, &applications).await?;
    let summary: Vec<String> = counts
        .iter()
        .filter(|(_, n)| **n > 0)
        .map(|(k, n)| format!("{n} {k}"))
        .collect();
    audit::record(
        db,
        audit::Entry {
            actor: audit::Actor {
                id: None,
                email: String::new(),
                name: "Retention".into(),
            },
            ip_address: String::new(),
            action: crate::domain::audit::AuditAction::Deleted,
            target: format!("Erased after the retention period: {}", summary.join(", ")),
            fields: vec![],
            status: 200,
        },
    )
    .await?;
    Ok(counts.get("enquiries").copied().unwrap_or(0)
        + counts.get("applications").copied().unwrap_or(0))
}
