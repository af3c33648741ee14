//! Escalation: a new lead still unanswered once it has waited the response
//! target in business minutes is mailed to the notification list, once.
//! The mark and the letters are written in one transaction by one
//! conditional update, so with several instances on one database the list
//! hears of each lead exactly once.
use chrono::{DateTime, Duration, Utc};
use sea_orm::{
    sea_query::Expr, ColumnTrait, Condition, DatabaseConnection, QueryFilter, QuerySelect,
};

use crate::{
    domain::{hours::BusinessHours, DomainResult},
    entities::{business_enquiry, career_application, LeadEntity},
    services::{
        begin_write,
        outbox::{self, LeadMail},
    },
};

/// Leads waiting longer than this are not escalated any more (an old
/// backlog is the digest's business, not a flood of letters).
const LOOK_BACK: Duration = Duration::days(14);

/// Escalates the leads of table `E` due at `now`; answers how many.
async fn escalate<E: LeadEntity>(
    db: &DatabaseConnection,
    mail: &LeadMail,
    clock: (&BusinessHours, u32),
    now: DateTime<Utc>,
) -> DomainResult<u64> {
    let (hours, target) = clock;
    let waiting = Condition::all()
        .add(E::FIRST_RESPONSE_AT.is_null())
        .add(E::ESCALATED_AT.is_null())
        .add(E::SPAM_REASON.is_null());
    // Business minutes never outrun the clock: nothing that arrived less
    // than the target ago can be due.
    let candidates: Vec<(i32, DateTime<Utc>)> = E::find()
        .select_only()
        .columns([E::ID, E::SUBMITTED_AT])
        .filter(waiting.clone())
        .filter(E::SUBMITTED_AT.lte(now - Duration::minutes(i64::from(target))))
        .filter(E::SUBMITTED_AT.gte(now - LOOK_BACK))
        .into_tuple()
        .all(db)
        .await?;
    let mut told = 0;
    for (id, arrived) in candidates {
        if hours.after(arrived, i64::from(target)) > now {
            continue;
        }
        let txn = begin_write(db).await?;
        let won = E::update_many()
            .col_expr(E::ESCALATED_AT, Expr::value(Some(now)))
            .filter(E::ID.eq(id))
            .filter(waiting.clone())
            .exec(&txn)
            .await?;
        if won.rows_affected == 0 {
            continue;
        }
        let Some(lead) = E::find().filter(E::ID.eq(id)).one(&txn).await? else {
            continue;
        };
        let letters = mail.escalation(lead.into(), target);
        outbox::enqueue(&txn, letters, now).await?;
        txn.commit().await?;
        told += 1;
    }
    Ok(told)
}

/// Escalates every lead due at `now`, enquiries and applications.
pub async fn escalate_due(
    db: &DatabaseConnection,
    mail: &LeadMail,
    clock: (&BusinessHours, u32),
    now: DateTime<Utc>,
) -> DomainResult<u64> {
    Ok(
        escalate::<business_enquiry::Entity>(db, mail, clock, now).await?
            + escalate::<career_application::Entity>(db, mail, clock, now).await?,
    )
}
