//! The lead desk's API: lists of enquiries and applications with search,
//! filters, sorting, paging and per-status counts; a lead's page; changes
//! of status, assignee and follow-up; notes; calls and WhatsApp chats on the
//! timeline; the dashboard figures. Administrators only.
use axum::{extract::State, http::StatusCode, Json};
use chrono::Utc;
use serde::Deserialize;
use serde_json::Value;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::AtField;
use crate::{
    auth::AdminUser,
    domain::{
        lead::{parse_date, LeadKind, LeadParams},
        record_id, Message,
    },
    entities::{business_enquiry, career_application},
    error::{AppError, AppResult, ErrorBody},
    extract::{ApiJson, ApiPath, ApiQuery},
    services::leads::{
        self, dashboard::Dashboard, Actor, Contact, EventView, LeadChange, LeadDetail, LeadPage,
        LeadTable, NoteView,
    },
    state::AppState,
};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(dashboard))
        .routes(routes!(list))
        .routes(routes!(detail, change))
        .routes(routes!(add_note))
        .routes(routes!(record_contact))
}

/// `enquiries` or `applications` in an address.
pub fn kind_of(segment: &str) -> AppResult<LeadKind> {
    match segment {
        "enquiries" => Ok(LeadKind::Enquiry),
        "applications" => Ok(LeadKind::Application),
        _ => Err(AppError::NotFound(
            "There is no such list: use enquiries or applications.".into(),
        )),
    }
}

fn actor(user: &AdminUser) -> Actor {
    Actor {
        id: user.admin.user_id,
        name: user.admin.username.clone(),
    }
}

/// A page of enquiries or applications. Without `status` every status but
/// spam is listed; `spam=true` (or `status=Spam`) is the spam view.
#[utoipa::path(get, path = "/admin/leads/{kind}", tag = "leads",
    params(("kind" = String, Path, description = "enquiries or applications"), LeadParams),
    responses((status = 200, body = LeadPage), (status = 401, body = ErrorBody),
              (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn list(
    State(state): State<AppState>,
    user: AdminUser,
    ApiPath(kind): ApiPath<String>,
    ApiQuery(params): ApiQuery<LeadParams>,
) -> AppResult<Json<LeadPage>> {
    let kind = kind_of(&kind)?;
    let query = params.parse(kind, user.admin.user_id, Utc::now())?;
    let page = params.page()?;
    let table = LeadTable::of(kind);
    Ok(Json(match kind {
        LeadKind::Enquiry => {
            leads::list::<business_enquiry::Entity>(&state.db, table, &query, page).await?
        }
        LeadKind::Application => {
            leads::list::<career_application::Entity>(&state.db, table, &query, page).await?
        }
    }))
}

/// A lead's page: every field, status, assignee, follow-up, notes, history,
/// possible duplicates and the call and WhatsApp links.
#[utoipa::path(get, path = "/admin/leads/{kind}/{id}", tag = "leads",
    params(("kind" = String, Path, description = "enquiries or applications"), ("id" = i32, Path)),
    responses((status = 200, body = LeadDetail), (status = 401, body = ErrorBody),
              (status = 404, body = ErrorBody)))]
pub async fn detail(
    State(state): State<AppState>,
    _user: AdminUser,
    ApiPath((kind, id)): ApiPath<(String, i32)>,
) -> AppResult<Json<LeadDetail>> {
    let kind = kind_of(&kind)?;
    Ok(Json(
        leads::detail(&state.db, kind, id, &state.config.site.product_name).await?,
    ))
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LeadChangeBody {
    /// A status of this kind of lead, spelled exactly as listed.
    pub status: Option<String>,
    /// An administrator's user_id; null unassigns.
    #[schema(value_type = Option<i32>)]
    #[serde(default, deserialize_with = "crate::extract::present")]
    pub assignee_id: Option<Value>,
    /// YYYY-MM-DD; null clears it.
    #[schema(value_type = Option<String>)]
    #[serde(default, deserialize_with = "crate::extract::present")]
    pub follow_up_on: Option<Value>,
}

fn parse_change(kind: LeadKind, b: LeadChangeBody) -> AppResult<LeadChange> {
    let status = b
        .status
        .map(|s| kind.parse_status("status", s.trim()))
        .transpose()?;
    let assignee = match b.assignee_id {
        None => None,
        Some(Value::Null) => Some(None),
        Some(v) => Some(Some(record_id("Assignee", Some(&v)).at("assigneeId")?)),
    };
    let follow_up = match b.follow_up_on {
        None => None,
        Some(Value::Null) => Some(None),
        Some(Value::String(s)) if s.trim().is_empty() => Some(None),
        Some(Value::String(s)) => Some(Some(parse_date("followUpOn", &s)?)),
        Some(_) => {
            return Err(AppError::validation(
                "followUpOn",
                "Use a date written YYYY-MM-DD.",
            ))
        }
    };
    Ok(LeadChange {
        status,
        assignee,
        follow_up,
    })
}

/// Changes status, assignee and/or follow-up date; each change is recorded
/// in the lead's history with who made it and when. Moving a spam lead to
/// another status releases it from the spam view.
#[utoipa::path(patch, path = "/admin/leads/{kind}/{id}", tag = "leads",
    params(("kind" = String, Path, description = "enquiries or applications"), ("id" = i32, Path)),
    request_body = LeadChangeBody,
    responses((status = 200, body = LeadDetail), (status = 401, body = ErrorBody),
              (status = 404, body = ErrorBody), (status = 415, body = ErrorBody),
              (status = 422, body = ErrorBody)))]
pub async fn change(
    State(state): State<AppState>,
    user: AdminUser,
    ApiPath((kind, id)): ApiPath<(String, i32)>,
    ApiJson(body): ApiJson<LeadChangeBody>,
) -> AppResult<Json<LeadDetail>> {
    let kind = kind_of(&kind)?;
    let change = parse_change(kind, body)?;
    leads::change(&state.db, LeadTable::of(kind), id, change, &actor(&user)).await?;
    Ok(Json(
        leads::detail(&state.db, kind, id, &state.config.site.product_name).await?,
    ))
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct NoteBody {
    /// 1 to 5000 characters.
    pub text: Option<String>,
}

/// Adds a note (who and when are recorded).
#[utoipa::path(post, path = "/admin/leads/{kind}/{id}/notes", tag = "leads",
    params(("kind" = String, Path, description = "enquiries or applications"), ("id" = i32, Path)),
    request_body = NoteBody,
    responses((status = 201, body = NoteView), (status = 401, body = ErrorBody),
              (status = 404, body = ErrorBody), (status = 415, body = ErrorBody),
              (status = 422, body = ErrorBody)))]
pub async fn add_note(
    State(state): State<AppState>,
    user: AdminUser,
    ApiPath((kind, id)): ApiPath<(String, i32)>,
    ApiJson(body): ApiJson<NoteBody>,
) -> AppResult<(StatusCode, Json<NoteView>)> {
    let kind = kind_of(&kind)?;
    let text = Message::parse("Note", body.text).at("text")?.into_inner();
    Ok((
        StatusCode::CREATED,
        Json(leads::add_note(&state.db, LeadTable::of(kind), id, text, &actor(&user)).await?),
    ))
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ContactBody {
    /// "call" or "whatsapp".
    pub channel: Option<String>,
}

/// Records on the lead's timeline that an administrator called or opened a
/// WhatsApp chat from the lead's page.
#[utoipa::path(post, path = "/admin/leads/{kind}/{id}/contacts", tag = "leads",
    params(("kind" = String, Path, description = "enquiries or applications"), ("id" = i32, Path)),
    request_body = ContactBody,
    responses((status = 201, body = EventView), (status = 401, body = ErrorBody),
              (status = 404, body = ErrorBody), (status = 415, body = ErrorBody),
              (status = 422, body = ErrorBody)))]
pub async fn record_contact(
    State(state): State<AppState>,
    user: AdminUser,
    ApiPath((kind, id)): ApiPath<(String, i32)>,
    ApiJson(body): ApiJson<ContactBody>,
) -> AppResult<(StatusCode, Json<EventView>)> {
    let kind = kind_of(&kind)?;
    let contact = match body.channel.as_deref().map(str::trim) {
        Some("call") => Contact::Called,
        Some("whatsapp") => Contact::Whatsapped,
        _ => {
            return Err(AppError::validation(
                "channel",
                "Channel must be call or whatsapp.",
            ))
        }
    };
    Ok((
        StatusCode::CREATED,
        Json(
            leads::record_contact(&state.db, LeadTable::of(kind), id, contact, &actor(&user))
                .await?,
        ),
    ))
}

/// The administrator home's figures: new leads today, this week and this
/// month; open leads by status; enquiries per service; won ÷ closed; and
/// enquiries and applications per week for the last 12 weeks.
#[utoipa::path(get, path = "/admin/leads/dashboard", tag = "leads",
    responses((status = 200, body = Dashboard), (status = 401, body = ErrorBody)))]
pub async fn dashboard(
    State(state): State<AppState>,
    _user: AdminUser,
) -> AppResult<Json<Dashboard>> {
    Ok(Json(
        leads::dashboard::figures(&state.db, Utc::now()).await?,
    ))
}
