//! A person's rights, for administrators: find everything held about a
//! person by e-mail, phone or full name (see `services::people` for what
//! each finds), export it as one JSON file (the right of
//! access), erase all of it in one action (the right to erasure). The
//! audit log records an erasure with how many of each kind went and the
//! numbers of the invoices it kept as GST law asks, never the person or
//! what was erased (the request's own entry names its fields, not their
//! values).
use axum::{response::Response, Json};
use chrono::Utc;
use serde::{Deserialize, Serialize};
use serde_json::json;
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::{
    auth::{audit::actor_of, Admin, ClientIp},
    domain::{india_today, rfc3339, FieldErrors},
    error::{AppResult, ErrorBody},
    extract::{ApiJson, ApiQuery},
    services::{
        operations::audit,
        people::{self, Erasure, Found, Held, KeptDocument, LookedFor, Person},
    },
    state::AppState,
};

pub fn router() -> OpenApiRouter<AppState> {
    super::resource([routes!(find), routes!(export), routes!(erase)])
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct FindParams {
    /// An e-mail address, a phone number or a full name (first and last).
    pub q: Option<String>,
}

/// Everything held about a person: each table's rows with every column (a
/// CV without its file, which the export carries).
#[derive(Serialize, ToSchema)]
pub struct PeopleView {
    /// "email", "phone" or "name".
    pub by: String,
    /// What was looked for: the e-mail lower-cased, the phone in E.164, or
    /// the name lower-cased.
    pub key: String,
    /// Every e-mail, phone and full name the person goes by in their
    /// leads, by which their quotations and mail (the morning digests
    /// among it) were found too.
    #[serde(rename = "lookedFor")]
    pub looked_for: LookedFor,
    /// Each table's rows (a CV without its file).
    #[serde(flatten)]
    pub held: Held,
}

fn describe(who: &Person) -> (String, String) {
    match who {
        Person::Email(e) => ("email".into(), e.clone()),
        Person::Phone { key, .. } => ("phone".into(), key.clone()),
        Person::Name(n) => ("name".into(), n.clone()),
    }
}

fn view(who: &Person, found: Found) -> PeopleView {
    let (by, key) = describe(who);
    let Found {
        mut held,
        looked_for,
    } = found;
    for cv in &mut held.cvs {
        if let Some(o) = cv.as_object_mut() {
            o.remove("data");
        }
    }
    PeopleView {
        by,
        key,
        looked_for,
        held,
    }
}

/// Find everything held about a person.
///
/// `q` is an e-mail address, a phone number or a full name (first and
/// last). The answer lists their enquiries, applications, CVs (without the
/// file), notes, history, touches (where each lead came from), quotations
/// and mail, each row with every column.
/// Quotations and mail are also found by every e-mail, phone and full name
/// the person goes by in their leads (`lookedFor`): a quotation whose
/// enquiry is gone, and the morning digests that name them.
#[utoipa::path(get, path = "/admin/people", tag = "people", params(FindParams),
    responses((status = 200, body = PeopleView), (status = 422, body = ErrorBody)))]
pub async fn find(
    Admin { state, .. }: Admin,
    ApiQuery(p): ApiQuery<FindParams>,
) -> AppResult<Json<PeopleView>> {
    let who = Person::parse("q", p.q.as_deref().unwrap_or_default())?;
    let found = people::find(&state.db, &who).await?;
    Ok(Json(view(&who, found)))
}

#[derive(Deserialize, IntoParams, ToSchema)]
#[into_params(parameter_in = Query)]
pub struct PersonParams {
    /// The person's e-mail address.
    pub email: Option<String>,
    /// Or their phone number.
    pub phone: Option<String>,
    /// Or their full name (first and last).
    pub name: Option<String>,
}

impl PersonParams {
    fn person(&self) -> Result<Person, FieldErrors> {
        fn given(v: &Option<String>) -> Option<&str> {
            v.as_deref().filter(|v| !v.trim().is_empty())
        }
        match (given(&self.email), given(&self.phone), given(&self.name)) {
            (Some(e), _, _) => Person::email("email", e),
            (_, Some(p), _) => Person::phone("phone", p),
            (_, _, Some(n)) => Person::name("name", n),
            _ => Err(FieldErrors::one(
                "email",
                "Give the person's e-mail address, phone number or full name.",
            )),
        }
    }
}

/// Export everything held about a person.
///
/// One JSON file with what the search finds for the e-mail, phone or full
/// name given (a CV's file in base64), for the person's right of access.
#[utoipa::path(get, path = "/admin/people/export", tag = "people", params(PersonParams),
    responses((status = 200, description = "The JSON file", content_type = "application/json"),
        (status = 422, body = ErrorBody)))]
pub async fn export(
    Admin { state, .. }: Admin,
    ApiQuery(p): ApiQuery<PersonParams>,
) -> AppResult<Response> {
    let who = p.person()?;
    let Found { held, looked_for } = people::find(&state.db, &who).await?;
    let (by, key) = describe(&who);
    let now = Utc::now();
    let doc = json!({
        "about": format!(
            "Everything {} holds about the person with this {by}, exported on request.",
            state.config.site.product_name
        ),
        "by": by,
        "key": key,
        "lookedFor": looked_for,
        "exportedAt": rfc3339(now),
        "data": held,
    });
    let body = serde_json::to_vec_pretty(&doc).map_err(anyhow::Error::from)?;
    let name = format!("personal-data-{}.json", india_today(now).format("%Y-%m-%d"));
    Ok(super::file_answer("application/json", &name, true, body))
}

#[derive(Deserialize, ToSchema)]
pub struct EraseBody {
    /// The person's e-mail address.
    pub email: Option<String>,
    /// Or their phone number.
    pub phone: Option<String>,
    /// Or their full name (first and last): everything held under that
    /// name, whoever wrote it, so check the search's answer first.
    pub name: Option<String>,
}

/// How many of each kind an erasure removed.
#[derive(Serialize, ToSchema)]
pub struct ErasedView {
    pub enquiries: u64,
    pub applications: u64,
    pub cvs: u64,
    pub notes: u64,
    pub history: u64,
    /// Where their leads came from.
    pub touches: u64,
    pub outbox: u64,
    pub quotes: u64,
    /// Invoices never issued.
    #[serde(rename = "draftInvoices")]
    pub draft_invoices: u64,
    /// All of them together.
    pub total: u64,
    /// The issued invoices, notes and vouchers kept, with their payments,
    /// because GST law asks for them (CGST Act, Section 36), each with the
    /// last day it must be kept.
    pub kept: Vec<KeptDocument>,
}

/// Erase everything held about a person.
///
/// Deletes, in one transaction, everything the search finds for the
/// e-mail, phone or full name given: leads, CVs, notes, history, the
/// touches that brought the leads, quotations (with their links), draft
/// invoices and mail, the morning digests that name them included, sent or
/// not. Issued invoices, credit and debit notes and vouchers, with their
/// payments, are kept as long as GST law asks (CGST Act, Section 36: 72
/// months from the due date of the year's annual return): the answer
/// names each with that day (`kept`). The audit log records only how many
/// of each kind went and the numbers of the documents kept.
#[utoipa::path(post, path = "/admin/people/erase", tag = "people", request_body = EraseBody,
    responses((status = 200, body = ErasedView), (status = 422, body = ErrorBody)))]
pub async fn erase(
    Admin { state, user }: Admin,
    ClientIp(ip): ClientIp,
    ApiJson(b): ApiJson<EraseBody>,
) -> AppResult<Json<ErasedView>> {
    let who = PersonParams {
        email: b.email,
        phone: b.phone,
        name: b.name,
    }
    .person()?;
    let Erasure { counts, kept } = people::erase(&state.db, &who).await?;
    let n = |k: &str| counts.get(k).copied().unwrap_or(0);
    let view = ErasedView {
        enquiries: n("enquiries"),
        applications: n("applications"),
        cvs: n("cvs"),
        notes: n("notes"),
        history: n("history"),
        touches: n("touches"),
        outbox: n("outbox"),
        quotes: n("quotes"),
        draft_invoices: n("draftInvoices"),
        total: counts.values().sum(),
        kept,
    };
    let mut summary: Vec<String> = counts.iter().map(|(k, v)| format!("{v} {k}")).collect();
    if !view.kept.is_empty() {
        let numbers: Vec<String> = view
            .kept
            .iter()
            .map(|d| format!("{} until {}", d.number, d.kept_until))
            .collect();
        summary.push(format!(
            "kept as GST law asks (CGST Act, Section 36): {}",
            numbers.join(", ")
        ));
    }
    audit::record(
        &state.db,
        audit::Entry {
            actor: actor_of(&user.admin),
            ip_address: ip,
            action: crate::domain::audit::AuditAction::Deleted,
            target: format!("A person's data erased on request: {}", summary.join(", ")),
            summary: format!("Erased a person's data on request: {}", summary.join(", ")),
            fields: vec![],
            status: 200,
        },
    )
    .await?;
    Ok(Json(view))
}
