//! The enquiry and application lists: one page, filtered, sorted and paged
//! by the database, with the counts its screen shows.
use sea_orm::{
    ColumnTrait, ConnectionTrait, DatabaseConnection, QueryFilter, QueryOrder, QuerySelect, Select,
};
use serde::Serialize;
use utoipa::ToSchema;

use super::query;
use crate::{
    domain::{
        lead::{LeadQuery, LeadStatus},
        DomainResult, PageRequest,
    },
    entities::{LeadEntity, LeadRecord},
};

/// How many leads one status holds under the current filters.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StatusCount {
    pub status: LeadStatus,
    pub count: u64,
}

/// One page of a lead list with the counts its screen shows.
pub struct LeadList {
    pub items: Vec<LeadRecord>,
    /// Rows matching every filter.
    pub total: u64,
    /// Per status, under every filter except status and the spam view;
    /// spam is left out of these and counted in `spam`.
    pub counts: Vec<StatusCount>,
    /// Leads held as spam under the other filters.
    pub spam: u64,
}

/// Table `E` as the plain admin lists show it, newest first: spam held
/// for review on the lead desk is left out.
pub fn newest_first<E: LeadEntity>() -> Select<E> {
    E::find()
        .filter(E::SPAM_REASON.is_null())
        .order_by_desc(E::SUBMITTED_AT)
        .order_by_desc(E::ID)
}

/// A page of table `E`'s list, done by the database: one query for the
/// page and one for every count it shows (the total, per status and spam).
#[tracing::instrument(skip_all)]
pub async fn list<E: LeadEntity>(
    db: &DatabaseConnection,
    q: &LeadQuery<E::Status>,
    page: PageRequest,
) -> DomainResult<LeadList> {
    let condition = query::condition::<E>(&q.filter, db.get_database_backend());
    let items: Vec<LeadRecord> = query::ordered(E::find().filter(condition), q.sort)
        .offset(page.offset())
        .limit(page.per_page)
        .all(db)
        .await?
        .into_iter()
        .map(Into::into)
        .collect();
    let tally = query::tally::<E, _>(db, &q.filter).await?;
    Ok(LeadList {
        items,
        total: tally.total(&q.filter),
        counts: tally.counts(|_| true),
        spam: tally.spam(),
    })
}
