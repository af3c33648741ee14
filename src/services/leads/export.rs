//! The enquiry and application lists as CSV (see `services::csv` for the
//! spreadsheet rules): each lead's own columns, then where it stands in the
//! pipeline.
use bytes::Bytes;
use futures_util::Stream;
use sea_orm::{ConnectionTrait, DatabaseConnection, QueryFilter};

use super::query;
use crate::{
    domain::lead::LeadQuery,
    entities::{business_enquiry, career_application, LeadEntity, Pipeline},
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

impl CsvRow for business_enquiry::Model {
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
        let p = self.pipeline();
        let own = [
            self.b_id.to_string(),
            india_time(p.submitted_at),
            cell(&self.f_name),
            cell(&self.l_name),
            cell(&self.b_email),
            phone_cell(&self.contact_number),
            phone_cell(&opt(&p.phone_key)),
            cell(&self.address),
            cell(&self.service_name),
            cell(&self.sub_service_name),
            cell(&self.message),
        ];
        lead_cells(own, p)
    }
}

impl CsvRow for career_application::Model {
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
        let p = self.pipeline();
        let own = [
            self.c_id.to_string(),
            india_time(p.submitted_at),
            cell(&self.full_name),
            cell(&self.email),
            phone_cell(&self.mobile_number),
            phone_cell(&opt(&p.phone_key)),
            cell(&self.position_name),
        ];
        lead_cells(own, p)
    }
}

/// The leads of table `E` a filtered list shows, in its order.
pub fn leads<E>(
    db: DatabaseConnection,
    q: &LeadQuery<E::Status>,
) -> impl Stream<Item = Result<Bytes, std::io::Error>> + Send + 'static
where
    E: LeadEntity,
    E::Model: CsvRow,
{
    // Every match is read, so the index serves any term.
    let condition =
        query::condition::<E>(&q.filter, db.get_database_backend(), &query::Lookup::Index);
    csv::stream(db, query::ordered(E::find().filter(condition), q.sort))
}
