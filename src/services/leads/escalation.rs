//! Escalation: a new lead still unanswered once it has waited the response
//! target in business minutes is mailed to the notification list, once.
//! The mark and the letters are written in one transaction by one
//! conditional update, so with several instances on one database the list
//! hears of each lead exactly once.
use chrono::{DateTime, Duration, Utc};
use sea_orm::{
    sea_query::Expr, ColumnTrait, Condition, DatabaseConnection, EntityTrait, QueryFilter,
    QueryOrder, QuerySelect,
};

use super::query::has_id;
use crate::{
    domain::{hours::BusinessHours, lead::LeadKind, DomainResult},
    entities::lead::{self, Column as L},
    services::{
        begin_write,
        operations::outbox::{self, LeadMail},
    },
};

/// Leads waiting longer than this are not escalated any more (an old
/// backlog is the digest's business, not a flood of letters).
const LOOK_BACK: Duration = Duration::days(14);

/// Escalates every lead due at `now`, enquiries and applications; answers
/// how many.
pub async fn escalate_due(
    db: &DatabaseConnection,
    mail: &LeadMail,
    clock: (&BusinessHours, u32),
    now: DateTime<Utc>,
) -> DomainResult<u64> {
    let (hours, target) = clock;
    let waiting = Condition::all()
        .add(L::FirstResponseAt.is_null())
        .add(L::EscalatedAt.is_null())
        .add(L::SpamReason.is_null());
    // Business minutes never outrun the clock: nothing that arrived less
    // than the target ago can be due. Enquiries first, as the list heard
    // of them before.
    let candidates: Vec<(LeadKind, i32, DateTime<Utc>)> = lead::Entity::find()
        .select_only()
        .columns([L::Kind, L::Id, L::SubmittedAt])
        .filter(waiting.clone())
        .filter(L::SubmittedAt.lte(now - Duration::minutes(i64::from(target))))
        .filter(L::SubmittedAt.gte(now - LOOK_BACK))
        .order_by_desc(L::Kind)
        .into_tuple()
        .all(db)
        .await?;
    let mut told = 0;
    for (kind, id, arrived) in candidates {
        if hours.after(arrived, i64::from(target)) > now {
            continue;
        }
        let txn = begin_write(db).await?;
        let won = lead::Entity::update_many()
            .col_expr(L::EscalatedAt, Expr::value(Some(now)))
            .filter(has_id(kind, id))
            .filter(waiting.clone())
            .exec(&txn)
            .await?;
        if won.rows_affected == 0 {
            continue;
        }
        let lead = super::record(&txn, kind, id).await?;
        let letters = mail.escalation(lead, target);
        outbox::enqueue(&txn, letters, now).await?;
        txn.commit().await?;
        told += 1;
    }
    Ok(told)
}
