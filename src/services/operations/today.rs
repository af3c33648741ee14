//! The administrator's Today screen: what needs someone now. Leads still
//! waiting for their first answer (longest first, the wait counted in
//! business hours), follow-ups due today or overdue, quotations sent and
//! not yet answered (the ones about to expire first), content scheduled to
//! go live or overdue, affiliate links whose check found a problem nobody
//! has acknowledged, invoices overdue and due this week
//! (`receivables::overdue_and_due_this_week`). Every part is a short list with the count of all
//! that match, so the screen never reads a whole table; each row is a
//! record its screen opens.
//!
//! The leads are read through the lead desk's own list (`leads::list`), with
//! the same filters its "waiting" and "due today" views use, so Today and
//! the lists never disagree.
use chrono::{DateTime, Days, NaiveDate, Utc};
use sea_orm::{ColumnTrait, DatabaseConnection, EntityTrait, QueryFilter, QueryOrder, QuerySelect};
use serde_json::Value;

use crate::services::{
    affiliate::affiliate_health, leads, money::quotes, money::receivables, website::content,
};
use crate::{
    domain::{
        hours::BusinessHours,
        india_today,
        lead::{ApplicationStatus, EnquiryStatus, LeadFilter, LeadQuery, LeadSort, PipelineStatus},
        quote::QuoteStatus,
        DomainResult, PageRequest,
    },
    entities::{affiliate_link_health, affiliate_product, content_item, quote, LeadRecord},
};

/// Rows shown per part; the rest are counted and a link opens the list.
pub const SHOWN: u64 = 8;

/// A quotation expiring within this many days is marked "expires soon".
pub const EXPIRING_DAYS: u64 = 3;

/// Quotations read to find the open ones (newest versions still to be
/// answered); older ones past this are counted in the quotations list.
const QUOTES_READ: u64 = 200;

/// A lead on the Today screen and how long it has waited for its first
/// answer, in business minutes.
pub struct WaitingLead {
    pub record: LeadRecord,
    pub business_minutes: i64,
}

/// A short list and how many match in all (at least that many when not
/// `exact`).
pub struct Part<T> {
    pub items: Vec<T>,
    pub total: u64,
    pub exact: bool,
}

/// A sent quotation still open for its client.
pub struct OpenQuote {
    pub quote: quote::Model,
    /// Its last day to be accepted.
    pub valid_until: NaiveDate,
    pub expires_soon: bool,
}

pub struct Today {
    pub waiting_enquiries: Part<WaitingLead>,
    pub waiting_applications: Part<WaitingLead>,
    /// Enquiries and applications whose follow-up is today or overdue,
    /// earliest follow-up first.
    pub follow_ups: Part<LeadRecord>,
    pub open_quotes: Part<OpenQuote>,
    /// Scheduled items with their latest fields, soonest first (overdue
    /// ones, whose time has passed, first of all).
    pub scheduled: Vec<(content_item::Model, Value)>,
    /// Active affiliate products whose link check found a problem nobody
    /// has acknowledged, longest-standing first.
    pub broken_links: Vec<(affiliate_product::Model, affiliate_link_health::Model)>,
    /// Unpaid invoices past their due day, the longest overdue first.
    pub overdue_invoices: receivables::Due,
    /// Unpaid invoices due from today to Sunday (India), soonest first.
    pub invoices_due_this_week: receivables::Due,
    /// The response target, in business minutes.
    pub target_minutes: u32,
}

fn first_page() -> PageRequest {
    PageRequest {
        page: 1,
        per_page: SHOWN,
    }
}

async fn listed<S: PipelineStatus>(
    db: &DatabaseConnection,
    filter: LeadFilter<S>,
    sort: LeadSort,
    count_limit: u64,
) -> DomainResult<leads::LeadList> {
    let query = LeadQuery { filter, sort };
    leads::list(db, &query, first_page(), count_limit).await
}

async fn waiting<S: PipelineStatus>(
    db: &DatabaseConnection,
    hours: &BusinessHours,
    count_limit: u64,
    now: DateTime<Utc>,
) -> DomainResult<Part<WaitingLead>> {
    let filter = LeadFilter {
        waiting: true,
        ..LeadFilter::default()
    };
    let found = listed::<S>(db, filter, LeadSort::Oldest, count_limit).await?;
    let items = found
        .items
        .into_iter()
        .map(|record| {
            let arrived = record.lead().submitted_at;
            WaitingLead {
                business_minutes: hours.minutes_between(arrived, now),
                record,
            }
        })
        .collect();
    Ok(Part {
        items,
        total: found.total.count,
        exact: found.total.exact,
    })
}

fn follow_up_of(record: &LeadRecord) -> String {
    record.lead().follow_up_on.clone().unwrap_or_default()
}

/// Open leads whose follow-up is today (India date) or overdue.
fn due_by<S>(now: DateTime<Utc>) -> LeadFilter<S> {
    LeadFilter {
        due_by: Some(india_today(now)),
        ..LeadFilter::default()
    }
}

async fn follow_ups(
    db: &DatabaseConnection,
    count_limit: u64,
    now: DateTime<Utc>,
) -> DomainResult<Part<LeadRecord>> {
    let enquiries =
        listed::<EnquiryStatus>(db, due_by(now), LeadSort::FollowUp, count_limit).await?;
    let applications =
        listed::<ApplicationStatus>(db, due_by(now), LeadSort::FollowUp, count_limit).await?;
    let mut items: Vec<LeadRecord> = enquiries.items;
    items.extend(applications.items);
    items.sort_by_key(follow_up_of);
    items.truncate(SHOWN as usize);
    Ok(Part {
        items,
        total: enquiries.total.count + applications.total.count,
        exact: enquiries.total.exact && applications.total.exact,
    })
}

async fn open_quotes(db: &DatabaseConnection, now: DateTime<Utc>) -> DomainResult<Part<OpenQuote>> {
    let sent = quote::Entity::find()
        .filter(quote::Column::Status.eq(QuoteStatus::Sent))
        .filter(quote::Column::RevokedAt.is_null())
        .order_by_asc(quote::Column::ValidUntil)
        .order_by_asc(quote::Column::Id)
        .limit(QUOTES_READ)
        .all(db)
        .await?;
    let soon = india_today(now)
        .checked_add_days(Days::new(EXPIRING_DAYS))
        .unwrap_or(NaiveDate::MAX);
    let mut open = Vec::new();
    for q in sent {
        if quotes::standing(db, &q, now).await? == quotes::Standing::Open {
            let valid_until = quotes::valid_until(&q);
            open.push(OpenQuote {
                expires_soon: valid_until <= soon,
                valid_until,
                quote: q,
            });
        }
    }
    let total = open.len() as u64;
    open.truncate(SHOWN as usize);
    Ok(Part {
        items: open,
        total,
        exact: true,
    })
}

/// Content items waiting for their scheduled time (or past it).
async fn scheduled(db: &DatabaseConnection) -> DomainResult<Vec<(content_item::Model, Value)>> {
    let mut items: Vec<_> = content::list(db)
        .await?
        .into_iter()
        .filter(|(item, _)| item.scheduled_at.is_some())
        .collect();
    items.sort_by_key(|(item, _)| item.scheduled_at);
    Ok(items)
}

/// Everything the Today screen lists, as of `now`.
pub async fn today(
    db: &DatabaseConnection,
    clock: (&BusinessHours, u32),
    count_limit: u64,
    now: DateTime<Utc>,
) -> DomainResult<Today> {
    let (hours, target_minutes) = clock;
    let (overdue_invoices, invoices_due_this_week) =
        receivables::overdue_and_due_this_week(db, india_today(now), SHOWN).await?;
    Ok(Today {
        waiting_enquiries: waiting::<EnquiryStatus>(db, hours, count_limit, now).await?,
        waiting_applications: waiting::<ApplicationStatus>(db, hours, count_limit, now).await?,
        follow_ups: follow_ups(db, count_limit, now).await?,
        open_quotes: open_quotes(db, now).await?,
        scheduled: scheduled(db).await?,
        broken_links: affiliate_health::needing_attention(db).await?,
        overdue_invoices,
        invoices_due_this_week,
        target_minutes,
    })
}
