//! Business enquiries: the public quote request and its administration.
use axum::{
    extract::State,
    http::StatusCode,
    routing::{delete, get, patch, post},
    Json, Router,
};
use serde::Deserialize;
use serde_json::Value;
use utoipa::ToSchema;

use super::{body_id, form_allowed, is_bot, when_sent};
use crate::{
    auth::{AdminUser, ClientIp},
    domain::{email, required_text, Limits},
    error::{AppError, AppResult, ErrorBody},
    extract::{ApiJson, ApiPath},
    services::{
        enquiries::{self, EnquiryFields, EnquiryView, SelectedService},
        rfc3339,
    },
    state::AppState,
};

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/userbe/createbe", post(create))
        .route("/admin/getallbe", get(list))
        .route("/userbe/getabq/{b_id}", get(one))
        .route("/admin/update/{b_id}", patch(update))
        .route("/admin/delete/{b_id}", delete(remove))
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ServiceRef {
    /// The service's id (an integer).
    #[schema(value_type = i32)]
    pub ser_id: Option<Value>,
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EnquiryBody {
    pub f_name: Option<String>,
    pub l_name: Option<String>,
    pub b_email: Option<String>,
    pub contact_number: Option<String>,
    pub address: Option<String>,
    pub message: Option<String>,
    pub selected_service: Option<ServiceRef>,
    /// Honeypot: leave empty.
    pub website: Option<String>,
}

fn parse(b: EnquiryBody, partial: bool) -> AppResult<EnquiryFields> {
    let ser_id = match b.selected_service {
        Some(s) => Some(
            body_id("selectedService", "Service", s.ser_id.as_ref()).map_err(|_| {
                AppError::validation("selectedService", "Please choose a service from the list.")
            })?,
        ),
        None if partial => None,
        None => {
            return Err(AppError::validation(
                "selectedService",
                "Please choose a service.",
            ))
        }
    };
    Ok(EnquiryFields {
        f_name: when_sent(partial, b.f_name, |v| {
            required_text("fName", "First name", v, Limits::NAME)
        })?,
        l_name: when_sent(partial, b.l_name, |v| {
            required_text("lName", "Last name", v, Limits::NAME)
        })?,
        b_email: when_sent(partial, b.b_email, |v| {
            email("bEmail", "Business e-mail", v)
        })?,
        contact_number: when_sent(partial, b.contact_number, |v| {
            required_text("contactNumber", "Contact number", v, Limits::PHONE)
        })?,
        address: when_sent(partial, b.address, |v| {
            required_text("address", "Address", v, Limits::ADDRESS)
        })?,
        message: when_sent(partial, b.message, |v| {
            required_text("message", "Message", v, Limits::MESSAGE)
        })?,
        ser_id,
    })
}

/// Stores a quote request from the public form.
#[utoipa::path(post, path = "/userbe/createbe", tag = "enquiries", request_body = EnquiryBody,
    responses((status = 201, body = EnquiryView), (status = 400, body = ErrorBody),
              (status = 422, body = ErrorBody), (status = 429, body = ErrorBody)))]
pub async fn create(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    ApiJson(body): ApiJson<EnquiryBody>,
) -> AppResult<(StatusCode, Json<EnquiryView>)> {
    form_allowed(&state, &ip)?;
    let bot = is_bot(&body.website);
    let fields = parse(body, false)?;
    if bot {
        tracing::info!("honeypot enquiry dropped");
        return Ok((StatusCode::CREATED, Json(decoy(fields))));
    }
    Ok((
        StatusCode::CREATED,
        Json(enquiries::create(&state.db, fields).await?),
    ))
}

/// What a bot is told it created.
fn decoy(f: EnquiryFields) -> EnquiryView {
    EnquiryView {
        b_id: 0,
        f_name: f.f_name.unwrap_or_default(),
        l_name: f.l_name.unwrap_or_default(),
        b_email: f.b_email.unwrap_or_default(),
        contact_number: f.contact_number.unwrap_or_default(),
        address: f.address.unwrap_or_default(),
        message: f.message.unwrap_or_default(),
        submitted_at: rfc3339(chrono::Utc::now()),
        selected_service: SelectedService {
            ser_id: f.ser_id,
            service_name: String::new(),
            sub_service_name: String::new(),
        },
    }
}

#[utoipa::path(get, path = "/admin/getallbe", tag = "enquiries",
    responses((status = 200, body = Vec<EnquiryView>), (status = 401, body = ErrorBody)))]
pub async fn list(
    State(state): State<AppState>,
    _user: AdminUser,
) -> AppResult<Json<Vec<EnquiryView>>> {
    Ok(Json(enquiries::list(&state.db).await?))
}

#[utoipa::path(get, path = "/userbe/getabq/{b_id}", tag = "enquiries", params(("b_id" = i32, Path)),
    responses((status = 200, body = EnquiryView), (status = 401, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn one(
    State(state): State<AppState>,
    _user: AdminUser,
    ApiPath(b_id): ApiPath<i32>,
) -> AppResult<Json<EnquiryView>> {
    Ok(Json(enquiries::get(&state.db, b_id).await?))
}

/// Updates the fields sent (the admin form sends them all).
#[utoipa::path(patch, path = "/admin/update/{b_id}", tag = "enquiries", params(("b_id" = i32, Path)),
    request_body = EnquiryBody,
    responses((status = 200, body = EnquiryView), (status = 401, body = ErrorBody),
              (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn update(
    State(state): State<AppState>,
    _user: AdminUser,
    ApiPath(b_id): ApiPath<i32>,
    ApiJson(body): ApiJson<EnquiryBody>,
) -> AppResult<Json<EnquiryView>> {
    let fields = parse(body, true)?;
    Ok(Json(enquiries::update(&state.db, b_id, fields).await?))
}

#[utoipa::path(delete, path = "/admin/delete/{b_id}", tag = "enquiries", params(("b_id" = i32, Path)),
    responses((status = 204), (status = 401, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn remove(
    State(state): State<AppState>,
    _user: AdminUser,
    ApiPath(b_id): ApiPath<i32>,
) -> AppResult<StatusCode> {
    if enquiries::delete(&state.db, b_id).await? {
        Ok(StatusCode::NO_CONTENT)
    } else {
        Err(AppError::not_found("Enquiry"))
    }
}
