//! The enquiry and application lists as CSV (see `services::csv` for the
//! spreadsheet rules): each lead's own columns, then where it stands in the
//! pipeline.
use bytes::Bytes;
use futures_util::Stream;
use sea_orm::{ConnectionTrait, DatabaseConnection, EntityTrait, QueryFilter, Related};

use super::query;
use crate::{
    domain::lead::{LeadQuery, PipelineStatus},
    entities::{application, enquiry, lead, Pipeline},
    services::csv::{self, cell, india_time, opt, phone_cell, CsvRow},
};

/// The columns every lead export ends with: where the lead stands.
const PIPELINE_HEADER: [&str; 5] = [
    "Status",
    "Assignee",
    "Follow-up",
    "Possible duplicate of",
    "Spam reason",
];

fn pipeline_cells(p: Pipeline<'_>) -> [String; 5] {
    [
        cell(p.status.as_str()),
        cell(&opt(&p.assignee_name)),
        opt(&p.follow_up_on),
        opt(&p.duplicate_of),
        cell(&opt(&p.spam_reason)),
    ]
}

/// A lead's row: its own cells (the id and submission time first), then
/// the pipeline's.
fn lead_cells(own: impl IntoIterator<Item = String>, p: Pipeline<'_>) -> Vec<String> {
    own.into_iter().chain(pipeline_cells(p)).collect()
}

/// An enquiry's row: its lead, and its own row (always there; empty cells
/// otherwise).
impl CsvRow for (lead::Model, Option<enquiry::Model>) {
    fn header() -> Vec<&'static str> {
        let own = [
            "ID",
            "Submitted (India time)",
            "First name",
            "Last name",
            "E-mail",
            "Phone",
            "Phone (international)",
            "Address",
            "Service",
            "Sub-service",
            "Message",
        ];
        [&own[..], &PIPELINE_HEADER].concat()
    }

    fn cells(&self) -> Vec<String> {
        let (lead, own) = self;
        let own = own.clone().unwrap_or_default();
        let p = lead.pipeline();
        let own = [
            lead.id.to_string(),
            india_time(p.submitted_at),
            cell(&own.first_name),
            cell(&own.last_name),
            cell(&lead.email),
            phone_cell(&lead.phone),
            phone_cell(&opt(&p.phone_key)),
            cell(&own.address),
            cell(&own.service_name),
            cell(&own.sub_service_name),
            cell(&own.message),
        ];
        lead_cells(own, p)
    }
}

/// An application's row: its lead, and its own row.
impl CsvRow for (lead::Model, Option<application::Model>) {
    fn header() -> Vec<&'static str> {
        let own = [
            "ID",
            "Submitted (India time)",
            "Full name",
            "E-mail",
            "Phone",
            "Phone (international)",
            "Position",
        ];
        [&own[..], &PIPELINE_HEADER].concat()
    }

    fn cells(&self) -> Vec<String> {
        let (lead, own) = self;
        let p = lead.pipeline();
        let own = [
            lead.id.to_string(),
            india_time(p.submitted_at),
            cell(&lead.name),
            cell(&lead.email),
            phone_cell(&lead.phone),
            phone_cell(&opt(&p.phone_key)),
            cell(own.as_ref().map_or("", |a| a.position_name.as_str())),
        ];
        lead_cells(own, p)
    }
}

/// The leads of the kind of statuses `S` a filtered list shows, in its
/// order, each with its kind's row from `K`.
pub fn leads<S, K>(
    db: DatabaseConnection,
    q: &LeadQuery<S>,
) -> impl Stream<Item = Result<Bytes, std::io::Error>> + Send + 'static
where
    S: PipelineStatus,
    K: EntityTrait,
    K::Model: Send + Sync,
    lead::Entity: Related<K>,
    (lead::Model, Option<K::Model>): CsvRow,
{
    // Every match is read, so the index serves any term.
    let condition = query::condition(&q.filter, db.get_database_backend(), &query::Lookup::Index);
    let select = query::ordered(lead::Entity::find().filter(condition), q.sort)
        .find_also_related(K::default())
        .into_model::<lead::Model, K::Model>();
    csv::stream_rows(db, select)
}
