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
    sea_query::{Query, SimpleExpr},
    ColumnTrait, Condition, DatabaseConnection, EntityTrait, QueryFilter, QuerySelect, QueryTrait,
};

use crate::services::{operations::audit, people};
use crate::{
    domain::{
        india_today,
        lead::{ApplicationStatus, LeadAction, LeadKind, Spelled},
        DomainResult,
    },
    entities::{application, lead, lead_event, position},
    services::{careers, leads::of_kind},
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
        .map(|p| p.id)
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
    use application::Column as A;
    use lead::Column as L;
    // Applications whose own row (position) matches.
    let own = |c: Condition| -> SimpleExpr {
        L::Id.in_subquery(
            Query::select()
                .column(A::Id)
                .from(application::Entity)
                .cond_where(c)
                .to_owned(),
        )
    };
    let due = Condition::any()
        .add(own(Condition::all().add(A::PositionId.is_in(closed))))
        .add(
            Condition::all()
                .add(L::Status.eq(ApplicationStatus::Rejected.as_str()))
                .add(L::Id.in_subquery(rejected_then)),
        )
        .add(
            Condition::all()
                .add(own(Condition::all()
                    .add(A::PositionName.eq(careers::GENERAL_APPLICATION))
                    .add(A::PositionId.is_null())))
                .add(L::SubmittedAt.lte(cutoff)),
        )
        .add(
            Condition::all()
                .add(L::SpamReason.is_not_null())
                .add(L::SubmittedAt.lte(spam_cutoff)),
        );
    let ids = |condition: Condition| {
        lead::Entity::find()
            .select_only()
            .column(L::Id)
            .filter(condition)
            .into_tuple::<i32>()
            .all(db)
    };
    let applications = ids(of_kind(LeadKind::Application).add(due)).await?;
    let enquiries = ids(of_kind(LeadKind::Enquiry)
        .add(L::SpamReason.is_not_null())
        .add(L::SubmittedAt.lte(spam_cutoff)))
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
            summary: format!("Erased after the retention period: {}", summary.join(", ")),
            fields: vec![],
            status: 200,
        },
    )
    .await?;
    Ok(counts.get("enquiries").copied().unwrap_or(0)
        + counts.get("applications").copied().unwrap_or(0))
}
