//! The enquiry and application lists: one page, filtered, sorted and paged
//! by the database, with the counts its screen shows.
use sea_orm::{
    ColumnTrait, ConnectionTrait, DatabaseConnection, EntityTrait, QueryFilter, QueryOrder,
    QuerySelect, Select,
};
use serde::Serialize;
use utoipa::ToSchema;

use super::query::{self, Count};
use crate::{
    domain::{
        lead::{LeadKind, LeadQuery, LeadStatus, PipelineStatus},
        DomainResult, PageRequest,
    },
    entities::{lead, LeadRecord},
};

/// How many leads one status holds under the current filters.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StatusCount {
    pub status: LeadStatus,
    pub count: u64,
}

/// How many leads of one status a list holds.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ListedCount {
    pub status: LeadStatus,
    pub count: u64,
    /// False when `count` is a lower bound (at least that many match): a
    /// search counts at most the lists' count limit of its matches.
    pub exact: bool,
}

impl From<StatusCount> for ListedCount {
    fn from(c: StatusCount) -> Self {
        Self {
            status: c.status,
            count: c.count,
            exact: true,
        }
    }
}

/// One page of a lead list with the counts its screen shows.
pub struct LeadList {
    pub items: Vec<LeadRecord>,
    /// Rows matching every filter.
    pub total: Count,
    /// Per status, under every filter except status and the spam view;
    /// spam is left out of these and counted in `spam`.
    pub counts: Vec<ListedCount>,
    /// Leads held as spam under the other filters.
    pub spam: Count,
}

/// The leads of a kind as the plain admin lists show them, newest first:
/// spam held for review on the lead desk is left out.
pub fn newest_first(kind: LeadKind) -> Select<lead::Entity> {
    lead::Entity::find()
        .filter(query::of_kind(kind))
        .filter(lead::Column::SpamReason.is_null())
        .order_by_desc(lead::Column::SubmittedAt)
        .order_by_desc(lead::Column::Id)
}

/// A page of the list of the kind of statuses `S`, done by the database: one query for the
/// page and one for every count it shows (the total, per status and spam).
/// A search counts its matches up to `count_limit` (see
/// `query::list_counts`), and first asks how to look its term up
/// (`query::lookup`).
#[tracing::instrument(skip_all)]
pub async fn list<S: PipelineStatus>(
    db: &DatabaseConnection,
    q: &LeadQuery<S>,
    page: PageRequest,
    count_limit: u64,
) -> DomainResult<LeadList> {
    let lookup = query::lookup(db, S::KIND, q.filter.search.as_deref(), count_limit).await?;
    let condition = query::condition(&q.filter, db.get_database_backend(), &lookup);
    let page_leads = query::ordered(lead::Entity::find().filter(condition), q.sort)
        .offset(page.offset())
        .limit(page.per_page)
        .all(db)
        .await?;
    let items = super::records(db, page_leads).await?;
    let listed = items.len() as u64;
    let shown = query::Shown {
        through: page.offset().saturating_add(listed),
        all: page.offset() == 0 && listed < page.per_page,
    };
    let counted = query::list_counts(db, &q.filter, &lookup, count_limit, shown).await?;
    Ok(LeadList {
        items,
        total: counted.total,
        counts: counted.counts,
        spam: counted.spam,
    })
}
