//! The administrator home's figures, each counted by the database: new
//! leads today, this week (from Monday) and this month, open leads by
//! status, enquiries per service, the share of closed enquiries that were
//! won, and enquiries and applications per week for the last 12 weeks.
//! Days and weeks are India days; spam is never counted.
use chrono::{DateTime, Datelike, Duration, NaiveDate, Utc};
use sea_orm::{
    sea_query::{Alias, Asterisk, Condition, Expr, Query},
    ConnectionTrait, DatabaseConnection,
};
use serde::Serialize;
use utoipa::ToSchema;

use super::{LeadTable, StatusCount};
use crate::domain::{india_day_start, india_today, lead::LeadFilter, week_start, DomainResult};

/// New enquiries and applications in a period.
#[derive(Clone, Debug, Serialize, ToSchema, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct NewLeads {
    pub enquiries: i64,
    pub applications: i64,
}

#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ServiceCount {
    /// "Service - Sub-service", as chosen at the time.
    pub service: String,
    pub count: i64,
}

/// One week of the chart.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WeekCount {
    /// The Monday that starts the week, YYYY-MM-DD.
    pub week_start: String,
    pub enquiries: i64,
    pub applications: i64,
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
    pub won: i64,
    /// Won plus lost.
    pub closed: i64,
    /// won ÷ closed, null while nothing is closed.
    pub win_rate: Option<f64>,
    /// The last 12 weeks, oldest first, this week last.
    pub weeks: Vec<WeekCount>,
}

fn since(start: DateTime<Utc>, end: DateTime<Utc>) -> Condition {
    Condition::all()
        .add(Expr::col(Alias::new("submitted_at")).gte(start))
        .add(Expr::col(Alias::new("submitted_at")).lt(end))
        .add(Expr::col(Alias::new("spam_reason")).is_null())
}

async fn new_leads(
    db: &DatabaseConnection,
    start: NaiveDate,
    end: DateTime<Utc>,
) -> DomainResult<NewLeads> {
    let c = || since(india_day_start(start), end);
    Ok(NewLeads {
        enquiries: LeadTable::ENQUIRIES.count(db, c()).await?,
        applications: LeadTable::APPLICATIONS.count(db, c()).await?,
    })
}

async fn open_by_status(
    db: &DatabaseConnection,
    table: &LeadTable,
) -> DomainResult<Vec<StatusCount>> {
    let counts = table.tally(db, &LeadFilter::default()).await?.counts();
    let closed = table.kind.closed_statuses();
    Ok(counts
        .into_iter()
        .filter(|c| !closed.contains(&c.status.as_str()))
        .collect())
}

async fn per_service(db: &DatabaseConnection) -> DomainResult<Vec<ServiceCount>> {
    let count = Expr::col(Asterisk).count();
    let stmt = Query::select()
        .columns([Alias::new("service_name"), Alias::new("sub_service_name")])
        .expr_as(count.clone(), Alias::new("n"))
        .from(Alias::new(LeadTable::ENQUIRIES.table()))
        .and_where(Expr::col(Alias::new("spam_reason")).is_null())
        .group_by_columns([Alias::new("service_name"), Alias::new("sub_service_name")])
        .order_by_expr(count, sea_orm::sea_query::Order::Desc)
        .order_by(Alias::new("service_name"), sea_orm::sea_query::Order::Asc)
        .order_by(
            Alias::new("sub_service_name"),
            sea_orm::sea_query::Order::Asc,
        )
        .to_owned();
    let rows = db.query_all(db.get_database_backend().build(&stmt)).await?;
    let mut out = Vec::with_capacity(rows.len());
    for r in rows {
        out.push(ServiceCount {
            service: format!(
                "{} - {}",
                r.try_get_by_index::<String>(0)?,
                r.try_get_by_index::<String>(1)?
            ),
            count: r.try_get_by_index::<i64>(2)?,
        });
    }
    Ok(out)
}

async fn with_status(db: &DatabaseConnection, status: &str) -> DomainResult<i64> {
    LeadTable::ENQUIRIES
        .count(
            db,
            Condition::all().add(Expr::col(Alias::new("status")).eq(status)),
        )
        .await
}

/// Every figure of the dashboard at `now`.
pub async fn figures(db: &DatabaseConnection, now: DateTime<Utc>) -> DomainResult<Dashboard> {
    let today = india_today(now);
    let this_week = week_start(today);
    let month = today.with_day(1).unwrap_or(today);
    let won = with_status(db, "Won").await?;
    let lost = with_status(db, "Lost").await?;
    let closed = won + lost;
    let mut weeks = Vec::with_capacity(12);
    for back in (0..12).rev() {
        let start = this_week - Duration::weeks(back);
        let c = || {
            since(
                india_day_start(start),
                india_day_start(start + Duration::weeks(1)),
            )
        };
        weeks.push(WeekCount {
            week_start: start.format("%Y-%m-%d").to_string(),
            enquiries: LeadTable::ENQUIRIES.count(db, c()).await?,
            applications: LeadTable::APPLICATIONS.count(db, c()).await?,
        });
    }
    Ok(Dashboard {
        today: new_leads(db, today, now + Duration::days(1)).await?,
        this_week: new_leads(db, this_week, now + Duration::days(1)).await?,
        this_month: new_leads(db, month, now + Duration::days(1)).await?,
        open_enquiries: open_by_status(db, &LeadTable::ENQUIRIES).await?,
        open_applications: open_by_status(db, &LeadTable::APPLICATIONS).await?,
        enquiries_per_service: per_service(db).await?,
        won,
        closed,
        win_rate: (closed > 0).then(|| won as f64 / closed as f64),
        weeks,
    })
}
