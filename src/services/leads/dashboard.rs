//! The administrator home's figures, each counted by the database: new
//! leads today, this week (from Monday) and this month, open leads by
//! status, enquiries per service, the share of closed enquiries that were
//! won, and enquiries and applications per week for the last 12 weeks.
//! Days and weeks are India days; spam is never counted.
use chrono::{DateTime, Datelike, Duration, NaiveDate, Utc};
use sea_orm::{
    sea_query::{Asterisk, Expr, Query},
    ColumnTrait, DatabaseConnection, EntityTrait, Order, QueryFilter, QueryOrder, QuerySelect,
};
use serde::Serialize;
use utoipa::ToSchema;

use super::{query, StatusCount};
use crate::{
    domain::{
        hours::BusinessHours,
        india_day_start, india_today,
        lead::{ApplicationStatus, EnquiryStatus, LeadFilter, LeadKind, PipelineStatus, Spelled},
        week_start, DomainResult,
    },
    entities::{enquiry, lead},
};

use lead::Column as L;

/// New enquiries and applications in a period.
#[derive(Clone, Debug, Serialize, ToSchema, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct NewLeads {
    pub enquiries: u64,
    pub applications: u64,
}

#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ServiceCount {
    /// "Service - Sub-service", as chosen at the time.
    pub service: String,
    pub count: u64,
}

/// One week of the chart.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WeekCount {
    /// The Monday that starts the week, YYYY-MM-DD.
    pub week_start: String,
    pub enquiries: u64,
    pub applications: u64,
}

#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Dashboard {
    pub today: NewLeads,
    pub this_week: NewLeads,
    pub this_month: NewLeads,
    /// Enquiries not yet won, lost or spam, by status.
    pub open_enquiries: Vec<StatusCount>,
    /// Applications not yet hired or rejected, by status.
    pub open_applications: Vec<StatusCount>,
    /// Most asked-for first.
    pub enquiries_per_service: Vec<ServiceCount>,
    pub won: u64,
    /// Won plus lost.
    pub closed: u64,
    /// won ÷ closed, null while nothing is closed.
    pub win_rate: Option<f64>,
    /// The last 12 weeks, oldest first, this week last.
    pub weeks: Vec<WeekCount>,
    /// How fast leads that arrived this week (from Monday) got their first
    /// answer, in business minutes.
    pub response_this_week: ResponseFigures,
    pub response_last_week: ResponseFigures,
}

/// The response clock over the leads (enquiries and applications, spam left
/// out) that arrived in one week.
#[derive(Clone, Debug, Serialize, ToSchema, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ResponseFigures {
    pub leads: u64,
    pub answered: u64,
    /// The median of the answered leads' waits; null while none is answered.
    pub median_minutes: Option<i64>,
    /// Answered within `RESPONSE_TARGET_MINUTES`.
    pub within_target: u64,
    /// within ÷ (answered + still waiting past the target); null when none
    /// of them is known yet.
    pub share_within_target: Option<f64>,
    pub target_minutes: u32,
}

/// The response figures of leads that waited `waits` business minutes
/// (and whether they were answered, or are still waiting that long).
pub fn response_figures(waits: &[(i64, bool)], target: u32) -> ResponseFigures {
    let target_minutes = i64::from(target);
    let mut answered: Vec<i64> = waits.iter().filter(|w| w.1).map(|w| w.0).collect();
    answered.sort_unstable();
    let within = answered.iter().filter(|&&m| m <= target_minutes).count() as u64;
    let late_waiting = waits
        .iter()
        .filter(|w| !w.1 && w.0 > target_minutes)
        .count() as u64;
    let known = answered.len() as u64 + late_waiting;
    let median = match answered.len() {
        0 => None,
        n if n % 2 == 1 => Some(answered[n / 2]),
        n => Some((answered[n / 2 - 1] + answered[n / 2]) / 2),
    };
    ResponseFigures {
        leads: waits.len() as u64,
        answered: answered.len() as u64,
        median_minutes: median,
        within_target: within,
        share_within_target: (known > 0).then(|| within as f64 / known as f64),
        target_minutes: target,
    }
}

/// Each lead of either kind that arrived from `start` until before `end`
/// (spam left out): its wait in business minutes and whether it ended.
async fn waits(
    db: &DatabaseConnection,
    (start, end): (DateTime<Utc>, DateTime<Utc>),
    hours: &BusinessHours,
    now: DateTime<Utc>,
) -> DomainResult<Vec<(i64, bool)>> {
    let rows: Vec<(DateTime<Utc>, Option<DateTime<Utc>>)> = lead::Entity::find()
        .select_only()
        .columns([L::SubmittedAt, L::FirstResponseAt])
        .filter(L::SubmittedAt.gte(start))
        .filter(L::SubmittedAt.lt(end))
        .filter(L::SpamReason.is_null())
        .into_tuple()
        .all(db)
        .await?;
    Ok(rows
        .into_iter()
        .map(|(arrived, answered)| {
            (
                hours.minutes_between(arrived, answered.unwrap_or(now)),
                answered.is_some(),
            )
        })
        .collect())
}

/// The response figures of the week that starts on `monday`.
async fn response_in_week(
    db: &DatabaseConnection,
    monday: NaiveDate,
    clock: (&BusinessHours, u32),
    now: DateTime<Utc>,
) -> DomainResult<ResponseFigures> {
    let (hours, target) = clock;
    let week = (
        india_day_start(monday),
        india_day_start(monday + Duration::weeks(1)),
    );
    let all = waits(db, week, hours, now).await?;
    Ok(response_figures(&all, target))
}

/// Enquiries and applications submitted from `start` until before `end`,
/// spam left out.
async fn new_leads(
    db: &DatabaseConnection,
    start: DateTime<Utc>,
    end: DateTime<Utc>,
) -> DomainResult<NewLeads> {
    let since = |kind: LeadKind| {
        query::of_kind(kind)
            .add(L::SubmittedAt.gte(start))
            .add(L::SubmittedAt.lt(end))
            .add(L::SpamReason.is_null())
    };
    Ok(NewLeads {
        enquiries: query::count(db, since(LeadKind::Enquiry)).await?,
        applications: query::count(db, since(LeadKind::Application)).await?,
    })
}

/// Leads of the kind of statuses `S` not yet closed, by status.
async fn open_by_status<S: PipelineStatus>(
    db: &DatabaseConnection,
) -> DomainResult<Vec<StatusCount>> {
    let tally = query::tally::<S, _>(db, &LeadFilter::default()).await?;
    Ok(tally.counts(|s| !S::CLOSED.contains(&s)))
}

async fn per_service(db: &DatabaseConnection) -> DomainResult<Vec<ServiceCount>> {
    use enquiry::Column;
    let count = Expr::col(Asterisk).count();
    let not_spam = Query::select()
        .column(L::Id)
        .from(lead::Entity)
        .cond_where(query::of_kind(LeadKind::Enquiry).add(L::SpamReason.is_null()))
        .to_owned();
    let rows: Vec<(String, String, i64)> = enquiry::Entity::find()
        .select_only()
        .columns([Column::ServiceName, Column::SubServiceName])
        .column_as(count.clone(), "n")
        .filter(Column::Id.in_subquery(not_spam))
        .group_by(Column::ServiceName)
        .group_by(Column::SubServiceName)
        .order_by(count, Order::Desc)
        .order_by(Column::ServiceName, Order::Asc)
        .order_by(Column::SubServiceName, Order::Asc)
        .into_tuple()
        .all(db)
        .await?;
    Ok(rows
        .into_iter()
        .map(|(service, sub_service, count)| ServiceCount {
            service: format!("{service} - {sub_service}"),
            count: count.unsigned_abs(),
        })
        .collect())
}

async fn with_status(db: &DatabaseConnection, status: EnquiryStatus) -> DomainResult<u64> {
    query::count(
        db,
        query::of_kind(LeadKind::Enquiry).add(L::Status.eq(status.as_str())),
    )
    .await
}

/// Every figure of the dashboard at `now`; `clock` is the opening hours and
/// the response target in business minutes.
pub async fn figures(
    db: &DatabaseConnection,
    now: DateTime<Utc>,
    clock: (&BusinessHours, u32),
) -> DomainResult<Dashboard> {
    let today = india_today(now);
    let this_week = week_start(today);
    let month = today.with_day(1).unwrap_or(today);
    let won = with_status(db, EnquiryStatus::Won).await?;
    let lost = with_status(db, EnquiryStatus::Lost).await?;
    let closed = won + lost;
    let mut weeks = Vec::with_capacity(12);
    for back in (0..12).rev() {
        let start = this_week - Duration::weeks(back);
        let end = start + Duration::weeks(1);
        let NewLeads {
            enquiries,
            applications,
        } = new_leads(db, india_day_start(start), india_day_start(end)).await?;
        weeks.push(WeekCount {
            week_start: start.format("%Y-%m-%d").to_string(),
            enquiries,
            applications,
        });
    }
    let until = now + Duration::days(1);
    let since = |day: NaiveDate| new_leads(db, india_day_start(day), until);
    Ok(Dashboard {
        today: since(today).await?,
        this_week: since(this_week).await?,
        this_month: since(month).await?,
        open_enquiries: open_by_status::<EnquiryStatus>(db).await?,
        open_applications: open_by_status::<ApplicationStatus>(db).await?,
        enquiries_per_service: per_service(db).await?,
        won,
        closed,
        win_rate: (closed > 0).then(|| won as f64 / closed as f64),
        weeks,
        response_this_week: response_in_week(db, this_week, clock, now).await?,
        response_last_week: response_in_week(db, this_week - Duration::weeks(1), clock, now)
            .await?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_median_and_the_share_within_the_target() {
        // Answered after 10, 30, 90 and 200 minutes; one still waiting 75
        // minutes (past the target), one waiting 20 (not yet known).
        let waits = [
            (10, true),
            (90, true),
            (30, true),
            (200, true),
            (75, false),
            (20, false),
        ];
        let f = response_figures(&waits, 60);
        assert_eq!(f.leads, 6);
        assert_eq!(f.answered, 4);
        assert_eq!(f.median_minutes, Some(60));
        assert_eq!(f.within_target, 2);
        assert_eq!(f.share_within_target, Some(2.0 / 5.0));
        let none = response_figures(&[(5, false)], 60);
        assert_eq!(none.median_minutes, None);
        assert_eq!(none.share_within_target, None);
        assert_eq!(response_figures(&[(7, true)], 60).median_minutes, Some(7));
    }
}
