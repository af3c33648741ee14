//! Business enquiries: the public quote request and its administration
//! (`/admin/enquiries[/{id}]`). The original client's paths for the same
//! jobs are answered by `original`, over these handlers.
use axum::{http::StatusCode, Json};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{admitted, params::PageParams, taken, when_sent, AdminAt, Sender};
use crate::{
    auth::{audit::actor_of, Admin, ClientIp},
    domain::{
        audit::AuditAction, language::Language, record_id, Address, AtField, Email, EnquiryPatch,
        FieldErrors, Message, NewEnquiry, PersonName, Phone, Rejected,
    },
    entities::Enquiry,
    error::{AppResult, ErrorBody},
    extract::{ApiJson, ApiQuery},
    routes::wire::{self, EnquiryView, PageInfo},
    services::{leads::enquiries, operations::audit},
    state::AppState,
};

pub fn router() -> OpenApiRouter<AppState> {
    super::resource([routes!(page), routes!(one, update, remove)])
}

/// An enquiry's fields, as the enquiry update form sends them.
#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EnquiryBody {
    pub first_name: Option<String>,
    pub last_name: Option<String>,
    pub email: Option<String>,
    pub phone: Option<String>,
    pub address: Option<String>,
    pub message: Option<String>,
    /// The chosen service's id (an integer).
    #[schema(value_type = Option<i32>)]
    pub service_id: Option<Value>,
}

fn service_id(id: Value) -> Result<i32, Rejected> {
    record_id("Service", Some(&id))
        .map_err(|_| Rejected::new("Please choose a service from the list."))
}

/// Parses a new enquiry, collecting the error of every field at fault (in
/// form order), so a form can show each at its field.
fn parse_new(b: EnquiryBody) -> Result<NewEnquiry, FieldErrors> {
    let mut errors = FieldErrors::default();
    let first_name = errors.check(PersonName::parse("First name", b.first_name).at("firstName"));
    let last_name = errors.check(PersonName::parse("Last name", b.last_name).at("lastName"));
    let email = errors.check(Email::parse("Business e-mail", b.email).at("email"));
    let phone = errors.check(Phone::parse("Contact number", b.phone).at("phone"));
    let address = errors.check(Address::parse("Address", b.address).at("address"));
    let message = errors.check(Message::parse("Message", b.message).at("message"));
    let service_id = errors.check(
        b.service_id
            .ok_or_else(|| Rejected::new("Please choose a service."))
            .and_then(service_id)
            .at("serviceId"),
    );
    errors.finish(|| {
        Some(NewEnquiry {
            first_name: first_name?,
            last_name: last_name?,
            email: email?,
            phone: phone?,
            address: address?,
            message: message?,
            service_id: service_id?,
        })
    })
}

/// Parses the fields sent, collecting the error of every field at fault.
fn parse_patch(b: EnquiryBody) -> Result<EnquiryPatch, FieldErrors> {
    let mut e = FieldErrors::default();
    let patch = EnquiryPatch {
        first_name: e
            .patch(when_sent(b.first_name, |v| PersonName::parse("First name", v)).at("firstName")),
        last_name: e
            .patch(when_sent(b.last_name, |v| PersonName::parse("Last name", v)).at("lastName")),
        email: e.patch(when_sent(b.email, |v| Email::parse("Business e-mail", v)).at("email")),
        phone: e.patch(when_sent(b.phone, |v| Phone::parse("Contact number", v)).at("phone")),
        address: e.patch(when_sent(b.address, |v| Address::parse("Address", v)).at("address")),
        message: e.patch(when_sent(b.message, |v| Message::parse("Message", v)).at("message")),
        service_id: e.patch(b.service_id.map(service_id).transpose().at("serviceId")),
    };
    e.into_result(patch)
}

/// The one way a visitor's quote request is taken, whichever edge it came
/// through (the original client's JSON call and the script-free form post
/// of /buseq, both in `original`): the per-address rate limit, then
/// validation, then the honeypot (`website`), then storage. Refusals name
/// the product's fields; a form from a Hindi page (`language`) is stored as
/// Hindi.
pub(crate) async fn take(
    state: &AppState,
    sender: &Sender,
    body: EnquiryBody,
    website: &Option<String>,
    language: Language,
) -> AppResult<Enquiry> {
    let submission = admitted(state, sender, website, language).await?;
    let new = parse_new(body)?;
    let mail = state.mail.signed_with(&state.content().site);
    let stored = enquiries::create(&state.db, new, &submission, &mail).await;
    taken(state, stored)
}

/// Parses an edit of enquiry `id` and stores it: the product's call and the
/// original client's (which respells the refusals) are this.
pub(crate) async fn change(state: &AppState, id: i32, body: EnquiryBody) -> AppResult<Enquiry> {
    let patch = parse_patch(body)?;
    Ok(enquiries::update(&state.db, id, patch).await?)
}

/// A page of the enquiry table.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EnquiryPage {
    #[serde(flatten)]
    pub paging: PageInfo,
    /// Newest first, every field of each enquiry.
    pub items: Vec<EnquiryView>,
}

/// Page through enquiries
///
/// One page of business enquiries, newest first, every field of each, with
/// the service chosen (its name kept even after the service is deleted), as
/// the administrator home's enquiry table shows them. Spam held for review
/// is left out; the lead desk shows it. Administrators only; 422 for a page
/// or size it cannot read.
#[utoipa::path(get, path = "/admin/enquiries", tag = "enquiries", params(PageParams),
    responses((status = 200, body = EnquiryPage),
              (status = 422, body = ErrorBody)))]
pub async fn page(
    Admin { state, .. }: Admin,
    ApiQuery(paging): ApiQuery<PageParams>,
) -> AppResult<Json<EnquiryPage>> {
    Ok(Json(first_page(&state, &paging).await?))
}

/// The page of enquiries `paging` asks for (the home screen's first data too).
pub(crate) async fn first_page(state: &AppState, paging: &PageParams) -> AppResult<EnquiryPage> {
    let request = paging.parse()?;
    let (rows, total) = enquiries::page(&state.db, request).await?;
    Ok(EnquiryPage {
        paging: PageInfo::of(request, total),
        items: wire::all(rows),
    })
}

/// Read an enquiry
///
/// One business enquiry by its id, as the enquiry update form
/// opens it. Administrators only; 404 when there is none.
#[utoipa::path(get, path = "/admin/enquiries/{id}", tag = "enquiries", params(("id" = i32, Path)),
    responses((status = 200, body = EnquiryView)))]
pub async fn one(AdminAt { state, id, .. }: AdminAt) -> AppResult<Json<EnquiryView>> {
    Ok(Json(enquiries::get(&state.db, id).await?.into()))
}

/// Edit an enquiry
///
/// Changes the fields sent and leaves the others as they were (the
/// administrator area's form sends them all). A new service choice also
/// takes that service's names. Administrators only; 422 names each field at
/// fault.
#[utoipa::path(patch, path = "/admin/enquiries/{id}", tag = "enquiries", params(("id" = i32, Path)),
    request_body = EnquiryBody,
    responses((status = 200, body = EnquiryView)))]
pub async fn update(
    AdminAt { state, id, .. }: AdminAt,
    ApiJson(body): ApiJson<EnquiryBody>,
) -> AppResult<Json<EnquiryView>> {
    Ok(Json(change(&state, id, body).await?.into()))
}

/// Delete an enquiry
///
/// Removes a business enquiry with its notes, history and quotations.
/// Administrators only; 204 when done, 404 when there is none, 409 when it
/// has an accepted quotation (it is closed instead).
#[utoipa::path(delete, path = "/admin/enquiries/{id}", tag = "enquiries", params(("id" = i32, Path)),
    responses((status = 204), (status = 409, body = ErrorBody)))]
pub async fn remove(
    AdminAt { state, id, user }: AdminAt,
    ClientIp(ip): ClientIp,
) -> AppResult<StatusCode> {
    let quotes = enquiries::delete(&state.db, id).await?;
    if !quotes.is_empty() {
        // The lead's history went with it; the audit log keeps which
        // quotations went too (their numbers, nothing of the client).
        let said = format!(
            "Enquiry {id} deleted with its quotations {}",
            quotes.join(", ")
        );
        audit::record(
            &state.db,
            audit::Entry {
                actor: actor_of(&user.admin),
                ip_address: ip,
                action: AuditAction::Deleted,
                target: said.clone(),
                summary: said,
                fields: vec![],
                status: 204,
            },
        )
        .await?;
    }
    Ok(StatusCode::NO_CONTENT)
}
