//! A person's rights, for administrators: find everything held about a
//! person by e-mail or phone, export it as one JSON file (the right of
//! access), erase all of it in one action (the right to erasure). The
//! audit log records an erasure with how many of each kind went, never the
//! person or what was erased (the request's own entry names its fields,
//! not their values).
use axum::{
    http::{header, HeaderValue},
    response::{IntoResponse, Response},
    Json,
};
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
        audit,
        people::{self, Held, Person},
    },
    state::AppState,
};

pub fn router() -> OpenApiRouter<AppState> {
    super::resource([routes!(find), routes!(export), routes!(erase)])
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct FindParams {
    /// An e-mail address or a phone number.
    pub q: Option<String>,
}

/// Everything held about a person: each table's rows with every column (a
/// CV without its file, which the export carries).
#[derive(Serialize, ToSchema)]
pub struct PeopleView {
    /// "email" or "phone".
    pub by: String,
    /// What was looked for: the e-mail lower-cased, or the phone in E.164.
    pub key: String,
    /// Each table's rows (a CV without its file).
    #[serde(flatten)]
    pub held: Held,
}

fn describe(who: &Person) -> (String, String) {
    match who {
        Person::Email(e) => ("email".into(), e.clone()),
        Person::Phone { key, .. } => ("phone".into(), key.clone()),
    }
}

fn view(who: &Person, mut held: Held) -> PeopleView {
    let (by, key) = describe(who);
    for cv in &mut held.cvs {
        if let Some(o) = cv.as_object_mut() {
            o.remove("data");
        }
    }
    PeopleView { by, key, held }
}

/// Find a person's data
///
/// Everything held about the person with this e-mail address or phone number
/// (`q`): enquiries, applications, CVs (without the file), notes, history,
/// mail and quotations. Administrators only; 422 when `q` is neither.
#[utoipa::path(get, path = "/admin/people", tag = "people", params(FindParams),
    responses((status = 200, body = PeopleView), (status = 422, body = ErrorBody)))]
pub async fn find(
    Admin { state, .. }: Admin,
    ApiQuery(p): ApiQuery<FindParams>,
) -> AppResult<Json<PeopleView>> {
    let who = Person::parse("q", p.q.as_deref().unwrap_or_default())?;
    let held = people::find(&state.db, &who).await?;
    Ok(Json(view(&who, held)))
}

#[derive(Deserialize, IntoParams, ToSchema)]
#[into_params(parameter_in = Query)]
pub struct PersonParams {
    /// The person's e-mail address.
    pub email: Option<String>,
    /// Or their phone number.
    pub phone: Option<String>,
}

impl PersonParams {
    fn person(&self) -> Result<Person, FieldErrors> {
        match (self.email.as_deref(), self.phone.as_deref()) {
            (Some(e), _) if !e.trim().is_empty() => {
                if !e.contains('@') {
                    return Err(FieldErrors::one("email", "That is not an e-mail address."));
                }
                Person::parse("email", e)
            }
            (_, Some(p)) if !p.trim().is_empty() => {
                if p.contains('@') {
                    return Err(FieldErrors::one("phone", "That is not a phone number."));
                }
                Person::parse("phone", p)
            }
            _ => Err(FieldErrors::one(
                "email",
                "Give the person's e-mail address or phone number.",
            )),
        }
    }
}

/// Export a person's data
///
/// Everything held about the person with this `email` or `phone` as one JSON
/// file, a CV's file in base64, for a request to see their data.
/// Administrators only.
#[utoipa::path(get, path = "/admin/people/export", tag = "people", params(PersonParams),
    responses((status = 200, description = "The JSON file", content_type = "application/json"),
        (status = 422, body = ErrorBody)))]
pub async fn export(
    Admin { state, .. }: Admin,
    ApiQuery(p): ApiQuery<PersonParams>,
) -> AppResult<Response> {
    let who = p.person()?;
    let held = people::find(&state.db, &who).await?;
    let (by, key) = describe(&who);
    let now = Utc::now();
    let doc = json!({
        "about": format!(
            "Everything {} holds about the person with this {by}, exported on request.",
            state.config.site.product_name
        ),
        "by": by,
        "key": key,
        "exportedAt": rfc3339(now),
        "data": held,
    });
    let body = serde_json::to_vec_pretty(&doc).map_err(anyhow::Error::from)?;
    let name = format!(
        "attachment; filename=\"personal-data-{}.json\"",
        india_today(now).format("%Y-%m-%d")
    );
    Ok((
        [
            (
                header::CONTENT_TYPE,
                HeaderValue::from_static("application/json"),
            ),
            (
                header::CONTENT_DISPOSITION,
                HeaderValue::from_str(&name).map_err(anyhow::Error::from)?,
            ),
            (
                header::CACHE_CONTROL,
                HeaderValue::from_static("private, no-store"),
            ),
        ],
        body,
    )
        .into_response())
}

#[derive(Deserialize, ToSchema)]
pub struct EraseBody {
    /// The person's e-mail address.
    pub email: Option<String>,
    /// Or their phone number.
    pub phone: Option<String>,
}

/// How many of each kind an erasure removed.
#[derive(Serialize, ToSchema)]
pub struct ErasedView {
    pub enquiries: u64,
    pub applications: u64,
    pub cvs: u64,
    pub notes: u64,
    pub history: u64,
    pub outbox: u64,
    pub quotes: u64,
    /// All of them together.
    pub total: u64,
}

/// Erase a person's data
///
/// Erases everything held about the person with this `email` or `phone` in
/// one transaction and answers how many of each kind went. The audit log
/// records the counts, never the person. Administrators only.
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
    }
    .person()?;
    let counts = people::erase(&state.db, &who).await?;
    let n = |k: &str| counts.get(k).copied().unwrap_or(0);
    let view = ErasedView {
        enquiries: n("enquiries"),
        applications: n("applications"),
        cvs: n("cvs"),
        notes: n("notes"),
        history: n("history"),
        outbox: n("outbox"),
        quotes: n("quotes"),
        total: counts.values().sum(),
    };
    let summary: Vec<String> = counts.iter().map(|(k, v)| format!("{v} {k}")).collect();
    audit::record(
        &state.db,
        audit::Entry {
            actor: actor_of(&user.admin),
            ip_address: ip,
            action: crate::domain::audit::AuditAction::Deleted,
            target: format!("A person's data erased on request: {}", summary.join(", ")),
            fields: vec![],
            status: 200,
        },
    )
    .await?;
    Ok(Json(view))
}
