//! The original client's calls: a thin adapter over the product's own.
//!
//! **What it is.** The first public site and administrator screens were
//! written against 31 calls (`/userbe/createbe`, `/admin/getallbe`,
//! `/admin/delapost/{ser_id}` …). Every one of them still answers here at
//! that client's path, with its field names, ids, statuses and texts, and
//! each translates into the current calls and services: `/admin/getallbe`
//! is the enquiry list, `/userbe/getabq/{b_id}` is
//! `GET /admin/enquiries/{id}`, `/admin/aff/{id}/modify` is
//! `PATCH /admin/products/{id}`, and so on.
//!
//! **Why it is kept.** Deployed copies of that client, bookmarks and
//! integrations still call these paths, and the product promises that every
//! one keeps its path, body, ids, status codes and texts exactly (the API
//! tests that cover them pass unchanged). Nothing of ours depends on this
//! module: the
//! administrator island and the public pages read and write only the
//! product's calls (`/admin/enquiries`, `/admin/services`,
//! `/admin/departments`, `/admin/products` …), and a test below fails when
//! an island names an original path other than the ones that are simply
//! the product's own call for their job: signing in and out, the session
//! check, the first administrator's registration and the public enquiry
//! form's post. Those five are registered here because they sit at the
//! original paths, and they live with their resource.
//!
//! The original spellings (`b_id`, `ser_id`, `delapost`, `getalla`) belong
//! here and in the wire types; new code names things in the product's own
//! words. The adapter points one way: it calls the product's handlers and
//! services (`enquiries::take`, `careers::take`, `auth::register` …), and no
//! module imports it but the API's router and the script-free forms of
//! /buseq and /careerpg, which post the specification's names (a test
//! below fails otherwise). Beside the original client's own calls,
//! `in_its_shapes` serves ours that speak its shapes: the application with
//! a CV, the whole list of applications, and the deprecated
//! `/admin/aff/{id}/…` aliases.
use std::sync::Arc;

use axum::{
    extract::{DefaultBodyLimit, Multipart, State},
    http::StatusCode,
    response::{IntoResponse, Response},
    Extension, Json,
};
use utoipa_axum::{router::OpenApiRouter, routes};

pub mod wire;

use self::wire::{
    OriginalAdminView, OriginalApplicationBody, OriginalApplicationView, OriginalDepartmentBody,
    OriginalDepartmentView, OriginalEnquiryBody, OriginalEnquiryView, OriginalPositionBody,
    OriginalPositionView, OriginalServiceView, PositionIdRef, APPLICATION_FIELDS,
    DEPARTMENT_FIELDS, ENQUIRY_FIELDS, POSITION_FIELDS,
};
use super::{
    auth,
    auth::CreateAdminBody,
    careers::{self, ApplyingFor, CvPart, DepartmentBody, PositionBody},
    catalogue::{self, ServiceBody},
    enquiries,
    params::ClickParams,
    products::{self, ProductBody, ProductClicks, TagCheck, TagCheckParams},
    AdminAt, Created, Sender, Shared,
};
use crate::{
    auth::{Admin, ClientIp, MaybeAdmin},
    domain::language::Language,
    error::{AppError, AppResult, ErrorBody},
    extract::{ApiJson, ApiPath, ApiQuery},
    routes::{
        pages::affiliate::Redirects,
        wire::{all, LinkHealthView, ProductView},
    },
    services::{self, careers as career_records},
    state::AppState,
};

pub fn router() -> OpenApiRouter<AppState> {
    super::resource([
        // Signing in and out, the session check and the first registration:
        // the product's own calls for these jobs.
        routes!(auth::login),
        routes!(auth::logout),
        routes!(auth::check_auth),
        routes!(create_admin),
        routes!(getalla),
        routes!(deleteuser),
        // The service catalogue.
        routes!(list_services),
        routes!(create_service),
        routes!(delete_service),
        // Business enquiries; the public form's post is the product's own.
        routes!(create_enquiry),
        routes!(list_enquiries),
        routes!(one_enquiry),
        routes!(update_enquiry),
        routes!(delete_enquiry),
        // Departments, positions and applications.
        routes!(all_positions),
        routes!(one_position),
        routes!(public_departments),
        routes!(apply),
        routes!(deletecarp),
        routes!(updatecp),
        routes!(alldepts),
        routes!(adddep),
        routes!(addpost),
        routes!(deletepos),
        routes!(deletedept),
        // Affiliate products.
        routes!(create_product),
        routes!(active_products),
        routes!(all_products),
        routes!(one_product, delete_product),
        routes!(update_product),
    ])
}

/// Calls of ours that speak the original client's shapes or sit at its
/// prefixes without being its own: the application with a CV
/// (`/usercp/apply`, which answers with the application in that client's
/// shape, its `cId` included, so the careers page and integrations name
/// the stored application as every other application call does), the
/// whole list of applications (`/admin/getallcp`, the one call that client
/// lacked), and the product calls once made under `/admin/aff/{id}/`, kept
/// as deprecated aliases of `/admin/products/{id}/…`.
#[allow(deprecated)] // the aliases
pub fn in_its_shapes() -> OpenApiRouter<AppState> {
    // An application may bring a CV: its body may be as large as an upload.
    let uploads = OpenApiRouter::new()
        .routes(routes!(apply_with_cv))
        .layer(DefaultBodyLimit::max(crate::paths::UPLOAD_LIMIT));
    super::resource([
        routes!(getallcp),
        routes!(aff_clicks),
        routes!(aff_check),
        routes!(aff_acknowledge),
        routes!(aff_tag_check),
    ])
    .merge(uploads)
}

/// List administrators
///
/// Every administrator account in the order they were made, with name,
/// e-mail, mobile and role; never a password hash. Administrators only.
#[utoipa::path(get, path = "/admin/getalla", tag = "admins",
    responses((status = 200, body = Vec<OriginalAdminView>)))]
pub async fn getalla(Admin { state, .. }: Admin) -> AppResult<Json<Vec<OriginalAdminView>>> {
    Ok(Json(all(services::people::admins::list(&state.db).await?)))
}

/// Delete an administrator
///
/// Removes the account and ends all of its sessions and bearer tokens at
/// once. Administrators only. Answers 409 for your own account or for the
/// last administrator, even when two delete each other at the same moment.
#[utoipa::path(delete, path = "/admin/deleteuser/{user_id}", tag = "admins",
    params(("user_id" = i32, Path)),
    responses((status = 204),
              (status = 409, body = ErrorBody)))]
pub async fn deleteuser(at: AdminAt) -> AppResult<StatusCode> {
    auth::delete_admin(at).await
}

/// List the services
///
/// The service catalogue the enquiry form offers, each with its service and
/// sub-service name, in the order they were added. Public; the answer is the
/// same for every visitor and is revalidated with its ETag.
#[utoipa::path(get, path = "/serviceent/list", tag = "services",
    responses((status = 200, body = Vec<OriginalServiceView>)))]
pub async fn list_services(
    State(state): State<AppState>,
) -> AppResult<Shared<Vec<OriginalServiceView>>> {
    Ok(Shared(all(
        services::money::catalogue::list(&state.db).await?
    )))
}

/// Add a service
///
/// Adds a service and sub-service to the catalogue the enquiry form offers.
/// Administrators only. Answers 201 with the stored service; 422 when either
/// name is empty or longer than 120 characters.
#[utoipa::path(post, path = "/admin/createpost", tag = "services", request_body = ServiceBody,
    responses((status = 201, body = OriginalServiceView)))]
pub async fn create_service(
    Admin { state, .. }: Admin,
    ApiJson(body): ApiJson<ServiceBody>,
) -> AppResult<Created<OriginalServiceView>> {
    Ok(Created(catalogue::new_service(&state, body).await?.into()))
}

/// Delete a service
///
/// Removes the service from the catalogue. Enquiries that chose it are kept
/// with the service and sub-service names they were sent with; only their
/// link to the service becomes null. Administrators only; 204 when done.
#[utoipa::path(delete, path = "/admin/delapost/{ser_id}", tag = "services", params(("ser_id" = i32, Path)),
    responses((status = 204)))]
pub async fn delete_service(at: AdminAt) -> AppResult<StatusCode> {
    catalogue::remove(at).await
}

/// List enquiries
///
/// Every business enquiry, newest first, with the service chosen (its name
/// kept even after the service is deleted). Spam held for review is left out;
/// the lead desk shows it. Administrators only.
#[utoipa::path(get, path = "/admin/getallbe", tag = "enquiries",
    responses((status = 200, body = Vec<OriginalEnquiryView>)))]
pub async fn list_enquiries(
    Admin { state, .. }: Admin,
) -> AppResult<Json<Vec<OriginalEnquiryView>>> {
    Ok(Json(
        all(services::leads::enquiries::list(&state.db).await?),
    ))
}

/// Read an enquiry
///
/// One business enquiry by its `bId`, as the enquiry update form opens it.
/// Administrators only, despite the path; 404 when there is none.
#[utoipa::path(get, path = "/userbe/getabq/{b_id}", tag = "enquiries", params(("b_id" = i32, Path)),
    responses((status = 200, body = OriginalEnquiryView)))]
pub async fn one_enquiry(
    AdminAt { state, id, .. }: AdminAt,
) -> AppResult<Json<OriginalEnquiryView>> {
    Ok(Json(
        services::leads::enquiries::get(&state.db, id).await?.into(),
    ))
}

/// Edit an enquiry
///
/// Changes the fields sent and leaves the others as they were (the
/// administrator area's form sends them all). A new service choice also
/// takes that service's names. Administrators only; 422 names each field at
/// fault.
#[utoipa::path(patch, path = "/admin/update/{b_id}", tag = "enquiries", params(("b_id" = i32, Path)),
    request_body = OriginalEnquiryBody,
    responses((status = 200, body = OriginalEnquiryView)))]
pub async fn update_enquiry(
    AdminAt { state, id, .. }: AdminAt,
    ApiJson(body): ApiJson<OriginalEnquiryBody>,
) -> AppResult<Json<OriginalEnquiryView>> {
    let changed = enquiries::change(&state, id, body.into()).await;
    Ok(Json(
        changed.map_err(|e| e.respelled(ENQUIRY_FIELDS))?.into(),
    ))
}

/// Delete an enquiry
///
/// Removes a business enquiry with its notes, history and quotations.
/// Administrators only; 204 when done, 404 when there is none, 409 when it
/// has an accepted quotation (it is closed instead).
#[utoipa::path(delete, path = "/admin/delete/{b_id}", tag = "enquiries", params(("b_id" = i32, Path)),
    responses((status = 204), (status = 409, body = ErrorBody)))]
pub async fn delete_enquiry(at: AdminAt, ip: ClientIp) -> AppResult<StatusCode> {
    enquiries::remove(at, ip).await
}

/// List positions
///
/// Every position, in the order they were added. Public; with an
/// administrator session each position also carries its applications
/// (`careerPages`, newest first), which visitors never see.
#[utoipa::path(get, path = "/posts/all", tag = "careers",
    responses((status = 200, body = Vec<OriginalPositionView>)))]
pub async fn all_positions(
    State(state): State<AppState>,
    MaybeAdmin(user): MaybeAdmin,
) -> AppResult<Response> {
    let positions: Vec<OriginalPositionView> =
        all(career_records::positions(&state.db, user.is_some()).await?);
    Ok(match user {
        Some(_) => Json(positions).into_response(),
        None => Shared(positions).into_response(),
    })
}

/// Read a position with its applications
///
/// One position and every application sent for it, newest first.
/// Administrators only; 404 when there is none.
#[utoipa::path(get, path = "/posts/getonepos/{pos_id}", tag = "careers", params(("pos_id" = i32, Path)),
    responses((status = 200, body = OriginalPositionView)))]
pub async fn one_position(
    AdminAt { state, id, .. }: AdminAt,
) -> AppResult<Json<OriginalPositionView>> {
    Ok(Json(career_records::position(&state.db, id).await?.into()))
}

/// List departments and their positions
///
/// Every department by name, each with its positions, as the careers page
/// lists them. Public; no applicant data.
#[utoipa::path(get, path = "/dept/withposts", tag = "careers",
    responses((status = 200, body = Vec<OriginalDepartmentView>)))]
pub async fn public_departments(
    State(state): State<AppState>,
) -> AppResult<Shared<Vec<OriginalDepartmentView>>> {
    Ok(Shared(all(career_records::departments(&state.db).await?)))
}

/// Apply for a position
///
/// The careers form without a CV: full name, e-mail and mobile number for the
/// position in the address, which must exist (a body naming another position
/// is refused, never followed). Anyone may call it. Answers 201 with the
/// stored application, 422 naming every field at fault, and 429 past the
/// per-address limit; a filled honeypot is answered like a success and held
/// as spam.
#[utoipa::path(post, path = "/usercp/createcp/{pos_id}", tag = "careers", params(("pos_id" = i32, Path)),
    request_body = OriginalApplicationBody,
    responses((status = 201, body = OriginalApplicationView), (status = 429, body = ErrorBody)))]
pub async fn apply(
    State(state): State<AppState>,
    sender: Sender,
    ApiPath(pos_id): ApiPath<i32>,
    ApiJson(body): ApiJson<OriginalApplicationBody>,
) -> AppResult<Created<OriginalApplicationView>> {
    Ok(Created(
        submit_application(&state, &sender, ApplyingFor::InAddress(pos_id), body, None).await?,
    ))
}

/// Delete an application
///
/// Removes a job application with its CV, notes and history. Administrators
/// only; 204 when done, 404 when there is none.
#[utoipa::path(delete, path = "/admin/deletecarp/{c_id}", tag = "careers", params(("c_id" = i32, Path)),
    responses((status = 204)))]
pub async fn deletecarp(at: AdminAt) -> AppResult<StatusCode> {
    careers::delete_application(at).await
}

/// Edit an application
///
/// Changes the fields sent of application `c_id`; `positionApplied.posId`
/// moves it to another existing position. The first number in the path is
/// not used. Administrators only; 422 names each field at fault.
#[utoipa::path(patch, path = "/admin/updatecp/{pos_id}/{c_id}", tag = "careers",
    params(("pos_id" = i32, Path), ("c_id" = i32, Path)), request_body = OriginalApplicationBody,
    responses((status = 200, body = OriginalApplicationView)))]
pub async fn updatecp(
    Admin { state, .. }: Admin,
    ApiPath((_pos_id, c_id)): ApiPath<(i32, i32)>,
    ApiJson(body): ApiJson<OriginalApplicationBody>,
) -> AppResult<Json<OriginalApplicationView>> {
    let changed = careers::change_application(&state, c_id, body.into()).await;
    Ok(Json(
        changed.map_err(|e| e.respelled(APPLICATION_FIELDS))?.into(),
    ))
}

/// List departments for administrators
///
/// The same departments and positions as /dept/withposts, for the
/// administrator area's Departments screen. Administrators only.
#[utoipa::path(get, path = "/admin/alldepts", tag = "careers",
    responses((status = 200, body = Vec<OriginalDepartmentView>)))]
pub async fn alldepts(Admin { state, .. }: Admin) -> AppResult<Json<Vec<OriginalDepartmentView>>> {
    Ok(Json(all(career_records::departments(&state.db).await?)))
}

/// Add a department
///
/// Answers 201 with the new department and no positions. Administrators only;
/// 422 when the name is empty or longer than 120 characters.
#[utoipa::path(post, path = "/admin/departments/adddep", tag = "careers",
    request_body = OriginalDepartmentBody,
    responses((status = 201, body = OriginalDepartmentView)))]
pub async fn adddep(
    Admin { state, .. }: Admin,
    ApiJson(body): ApiJson<OriginalDepartmentBody>,
) -> AppResult<Created<OriginalDepartmentView>> {
    let body = DepartmentBody { name: body.d_name };
    let added = careers::new_department(&state, body).await;
    Ok(Created(
        added.map_err(|e| e.respelled(DEPARTMENT_FIELDS))?.into(),
    ))
}

/// Add a position to a department
///
/// A position name and the number of posts (a whole number 0 to 999). The
/// position gets its own job page address from its name. Administrators
/// only; 201 with the position, 404 when the department does not exist.
#[utoipa::path(post, path = "/admin/{d_id}/addpost", tag = "careers", params(("d_id" = i32, Path)),
    request_body = OriginalPositionBody,
    responses((status = 201, body = OriginalPositionView)))]
pub async fn addpost(
    AdminAt { state, id, .. }: AdminAt,
    ApiJson(body): ApiJson<OriginalPositionBody>,
) -> AppResult<Created<OriginalPositionView>> {
    let body = PositionBody {
        name: body.pos_name,
        number_of_posts: body.number_of_posts,
    };
    let added = careers::new_position(&state, id, body).await;
    Ok(Created(
        added.map_err(|e| e.respelled(POSITION_FIELDS))?.into(),
    ))
}

/// Delete a position
///
/// Removes the position and its job page. Its applications are kept with the
/// position's name; their `posId` becomes null. Administrators only.
#[utoipa::path(delete, path = "/admin/departments/deletepos/{pos_id}", tag = "careers",
    params(("pos_id" = i32, Path)),
    responses((status = 204)))]
pub async fn deletepos(at: AdminAt) -> AppResult<StatusCode> {
    careers::delete_position(at).await
}

/// Delete a department
///
/// Removes the department and all of its positions. Applications for those
/// positions are kept with the positions' names. Administrators only.
#[utoipa::path(delete, path = "/admin/departments/deletedept/{d_id}", tag = "careers",
    params(("d_id" = i32, Path)),
    responses((status = 204)))]
pub async fn deletedept(at: AdminAt) -> AppResult<StatusCode> {
    careers::delete_department(at).await
}

/// Add an affiliate product
///
/// Title, description, image URLs (the first is the main image), affiliate
/// link, brand, category, platform, price and M.R.P. in rupees, and whether
/// it is active (yes by default). Administrators only; 201 with the stored
/// product, 422 naming every field at fault.
#[utoipa::path(post, path = "/admin/aff", tag = "affiliate", request_body = ProductBody,
    responses((status = 201, body = ProductView)))]
pub async fn create_product(
    admin: Admin,
    body: ApiJson<ProductBody>,
) -> AppResult<Created<ProductView>> {
    products::create(admin, body).await
}

/// List active affiliate products
///
/// Every active product, newest first, as the public affiliate pages show
/// them. Public; the answer is the same for every visitor and is
/// revalidated with its ETag.
#[utoipa::path(get, path = "/admin/aff/active", tag = "affiliate",
    responses((status = 200, body = Vec<ProductView>)))]
pub async fn active_products(State(state): State<AppState>) -> AppResult<Shared<Vec<ProductView>>> {
    Ok(Shared(all(services::affiliate::products::list_active(
        &state.db,
    )
    .await?)))
}

/// List every affiliate product
///
/// Active and inactive products, newest first. Administrators only.
#[utoipa::path(get, path = "/admin/aff/all", tag = "affiliate",
    responses((status = 200, body = Vec<ProductView>)))]
pub async fn all_products(Admin { state, .. }: Admin) -> AppResult<Json<Vec<ProductView>>> {
    Ok(Json(all(services::affiliate::products::list_all(
        &state.db,
    )
    .await?)))
}

/// Read an affiliate product
///
/// Public for an active product. An inactive one answers 404 to visitors, as
/// if it did not exist; administrators see it.
#[utoipa::path(get, path = "/admin/aff/{id}", tag = "affiliate", params(("id" = i32, Path)),
    responses((status = 200, body = ProductView)))]
pub async fn one_product(
    State(state): State<AppState>,
    MaybeAdmin(user): MaybeAdmin,
    ApiPath(id): ApiPath<i32>,
) -> AppResult<Json<ProductView>> {
    match services::affiliate::products::get(&state.db, id).await? {
        Some(p) if p.active || user.is_some() => Ok(Json(p.into())),
        _ => Err(AppError::not_found("Product")),
    }
}

/// Edit an affiliate product
///
/// Changes the fields sent; a null or empty `originalPrice` clears the
/// M.R.P. Administrators only; 422 names each field at fault.
#[utoipa::path(patch, path = "/admin/aff/{id}/modify", tag = "affiliate", params(("id" = i32, Path)),
    request_body = ProductBody,
    responses((status = 200, body = ProductView)))]
pub async fn update_product(
    at: AdminAt,
    body: ApiJson<ProductBody>,
) -> AppResult<Json<ProductView>> {
    products::update(at, body).await
}

/// Delete an affiliate product
///
/// Removes the product and its page. Administrators only; 204 when done, 404
/// when there is none.
#[utoipa::path(delete, path = "/admin/aff/{id}", tag = "affiliate", params(("id" = i32, Path)),
    responses((status = 204)))]
pub async fn delete_product(at: AdminAt) -> AppResult<StatusCode> {
    products::remove(at).await
}

// ---------- The public forms' posts ----------

/// Send a quote request
///
/// The public enquiry form: name, business e-mail, contact number, address,
/// message and the chosen service. Anyone may call it. Answers 201 with the
/// stored enquiry and 422 naming every field at fault. Submissions are
/// limited per client address (`FORM_RATE_LIMIT` per 10 minutes, 429 past
/// it); one that fills the hidden `website` field is answered like a
/// success and held as spam.
#[utoipa::path(post, path = "/userbe/createbe", tag = "enquiries", operation_id = "create", request_body = OriginalEnquiryBody,
    responses((status = 201, body = OriginalEnquiryView), (status = 429, body = ErrorBody)))]
pub async fn create_enquiry(
    State(state): State<AppState>,
    sender: Sender,
    ApiJson(body): ApiJson<OriginalEnquiryBody>,
) -> AppResult<Created<OriginalEnquiryView>> {
    Ok(Created(submit_enquiry(&state, &sender, body).await?))
}

/// A quote request in the original client's names (its JSON call, and the
/// script-free form post of /buseq, which reads the same names): taken by
/// `enquiries::take`, answered and refused in these names, in Hindi for a
/// form from a Hindi page.
pub(crate) async fn submit_enquiry(
    state: &AppState,
    sender: &Sender,
    body: OriginalEnquiryBody,
) -> AppResult<OriginalEnquiryView> {
    let language = Language::of_code(body.language.as_deref());
    let website = body.website.clone();
    enquiries::take(state, sender, body.into(), &website, language)
        .await
        .map(Into::into)
        .map_err(|e| e.respelled(ENQUIRY_FIELDS).in_language(language))
}

/// Apply with a CV
///
/// The careers form with a CV (multipart): full name, e-mail, mobile number,
/// `posId` of an open position or none for a general application, and the CV
/// (PDF, DOC or DOCX up to 5 MB, checked by its bytes; a general application
/// must bring one). Anyone may call it. Answers 201 with the application,
/// 413 for a file over the limit, 422 naming every field at fault and 429
/// past the per-address limit.
#[utoipa::path(post, path = "/usercp/apply", tag = "careers",
    request_body(content = careers::ApplicationUpload, content_type = "multipart/form-data"),
    responses((status = 201, body = OriginalApplicationView), (status = 413, body = ErrorBody),
        (status = 422, body = ErrorBody), (status = 429, body = ErrorBody)))]
pub async fn apply_with_cv(
    State(state): State<AppState>,
    sender: Sender,
    form: Multipart,
) -> AppResult<Created<OriginalApplicationView>> {
    let mut parts = careers::read_application(form).await?;
    let pos_id = parts.take("posId").filter(|v| !v.trim().is_empty());
    let body = OriginalApplicationBody {
        c_id: None,
        full_name: parts.take("fullName"),
        email: parts.take("email"),
        mobile_number: parts.take("mobileNumber"),
        position_applied: pos_id.map(|id| PositionIdRef {
            pos_id: Some(serde_json::Value::String(id)),
        }),
        website: parts.take("website"),
        language: parts.take("language"),
    };
    let view =
        submit_application(&state, &sender, ApplyingFor::NamedOrGeneral, body, parts.cv).await?;
    Ok(Created(view))
}

/// An application in the original client's names (its calls, and the
/// script-free form post of /careerpg, which reads the same names): taken
/// by `careers::take`, answered with its `cId` and refused in these names,
/// in Hindi for a form from a Hindi page.
pub(crate) async fn submit_application(
    state: &AppState,
    sender: &Sender,
    opening: ApplyingFor,
    body: OriginalApplicationBody,
    cv: Option<CvPart>,
) -> AppResult<OriginalApplicationView> {
    let language = Language::of_code(body.language.as_deref());
    let website = body.website.clone();
    careers::take(state, sender, opening, body.into(), &website, language, cv)
        .await
        .map(Into::into)
        .map_err(|e| e.respelled(APPLICATION_FIELDS).in_language(language))
}

/// List applications
///
/// Every job application, newest first, including those whose position was
/// deleted since (their `posId` is null and the position's name is kept).
/// Administrators only. The whole list in the original client's names,
/// kept for integrations that read it; the administrator area pages
/// through `GET /admin/applications` instead.
#[utoipa::path(get, path = "/admin/getallcp", tag = "careers",
    responses((status = 200, body = Vec<OriginalApplicationView>)))]
pub async fn getallcp(Admin { state, .. }: Admin) -> AppResult<Json<Vec<OriginalApplicationView>>> {
    Ok(Json(all(career_records::applications(&state.db).await?)))
}

/// Create an administrator
///
/// Open to anyone while no administrator exists, so the first account can be
/// made on a new site; after that only a signed-in administrator may add one
/// (401 otherwise). Answers 201 with the new administrator, 409 when the
/// e-mail is already registered, and 422 naming each field at fault (the
/// password must be 8 to 128 characters).
#[utoipa::path(post, path = "/admin/createad", tag = "admins", request_body = CreateAdminBody,
    responses((status = 201, body = OriginalAdminView), (status = 401, body = ErrorBody),
              (status = 409, body = ErrorBody)))]
pub async fn create_admin(
    State(state): State<AppState>,
    MaybeAdmin(user): MaybeAdmin,
    ApiJson(body): ApiJson<CreateAdminBody>,
) -> AppResult<Created<OriginalAdminView>> {
    Ok(Created(
        auth::register(&state, user.as_ref(), body).await?.into(),
    ))
}

/// Read an affiliate product's clicks (deprecated)
///
/// The earlier address of `GET /admin/products/{id}/clicks`, which it
/// answers exactly.
#[utoipa::path(get, path = "/admin/aff/{id}/clicks", tag = "affiliate",
    params(("id" = i32, Path), ClickParams),
    responses((status = 200, body = ProductClicks),
              (status = 404, body = ErrorBody),
              (status = 422, body = ErrorBody)))]
#[deprecated = "an alias: the call lives under /admin/products"]
pub async fn aff_clicks(
    at: AdminAt,
    redirects: Extension<Arc<Redirects>>,
    params: ApiQuery<ClickParams>,
) -> AppResult<Json<ProductClicks>> {
    products::product_clicks(at, redirects, params).await
}

/// Check an affiliate product's link now (deprecated)
///
/// The earlier address of `POST /admin/products/{id}/check`.
#[utoipa::path(post, path = "/admin/aff/{id}/check", tag = "affiliate",
    params(("id" = i32, Path)),
    responses((status = 200, body = LinkHealthView),
              (status = 404, body = ErrorBody)))]
#[deprecated = "an alias: the call lives under /admin/products"]
pub async fn aff_check(at: AdminAt) -> AppResult<Json<LinkHealthView>> {
    products::product_check(at).await
}

/// Acknowledge an affiliate product's link check (deprecated)
///
/// The earlier address of `POST /admin/products/{id}/acknowledge`.
#[utoipa::path(post, path = "/admin/aff/{id}/acknowledge", tag = "affiliate",
    params(("id" = i32, Path)),
    responses((status = 200, body = LinkHealthView),
              (status = 404, body = ErrorBody),
              (status = 409, body = ErrorBody)))]
#[deprecated = "an alias: the call lives under /admin/products"]
pub async fn aff_acknowledge(at: AdminAt) -> AppResult<Json<LinkHealthView>> {
    products::product_acknowledge(at).await
}

/// Check a pasted link's tracking tag (deprecated)
///
/// The earlier address of `GET /admin/products/tag-check`.
#[utoipa::path(get, path = "/admin/aff/tag-check", tag = "affiliate",
    params(TagCheckParams),
    responses((status = 200, body = TagCheck)))]
#[deprecated = "an alias: the call lives under /admin/products"]
pub async fn aff_tag_check(
    admin: Admin,
    params: ApiQuery<TagCheckParams>,
) -> AppResult<Json<TagCheck>> {
    products::tag_check(admin, params).await
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    /// The original paths that are the product's own call for their job
    /// (signing in and out, the session check, the first registration, the
    /// public enquiry form's post): the only ones an island may name.
    const KEPT: &[&str] = &[
        "/admin/login",
        "/admin/logout",
        "/admin/check-auth",
        "/admin/createad",
        "/userbe/createbe",
    ];

    /// Every file under `dir` whose extension is one of `kinds`, with its text.
    fn sources(dir: &Path, kinds: &[&str], found: &mut Vec<(String, String)>) {
        for entry in std::fs::read_dir(dir).expect("the folder reads") {
            let path = entry.expect("an entry").path();
            if path.is_dir() {
                sources(&path, kinds, found);
            } else if path
                .extension()
                .is_some_and(|e| kinds.iter().any(|k| e == *k))
            {
                let text = std::fs::read_to_string(&path).expect("a source reads");
                found.push((path.display().to_string(), text));
            }
        }
    }

    #[test]
    fn the_islands_call_no_original_path_but_the_kept_ones() {
        let (_, doc) = super::router().split_for_parts();
        let (_, aliases) = super::in_its_shapes().split_for_parts();
        let islands = Path::new(env!("CARGO_MANIFEST_DIR")).join("islands/src");
        let mut files = Vec::new();
        sources(&islands, &["ts", "tsx"], &mut files);
        assert!(files.len() > 20, "the island sources are found");
        let mut called = Vec::new();
        let deprecated = aliases
            .paths
            .paths
            .keys()
            .filter(|p| p.starts_with("/admin/aff/"));
        assert_eq!(deprecated.clone().count(), 4, "the aliases are found");
        for path in doc.paths.paths.keys().chain(deprecated) {
            if KEPT.contains(&path.as_str()) {
                continue;
            }
            // openapi-fetch names a call by its documented path, in quotes.
            let quoted = format!("\"{path}\"");
            for (file, text) in &files {
                if text.contains(&quoted) {
                    called.push(format!("{file} calls {path}"));
                }
            }
        }
        assert!(called.is_empty(), "{called:#?}");
        for kept in KEPT {
            assert!(
                doc.paths.paths.contains_key(*kept),
                "{kept} is an original call"
            );
        }
    }

    /// Only the adapter knows the original client's names and shapes: no
    /// module imports it but the API's router, which mounts it, and the
    /// script-free form handler, which reads the specification's posted
    /// names (`fName`, `posId`) through its wire types into the same calls.
    #[test]
    fn no_module_outside_the_adapter_imports_it() {
        const MAY: &[&str] = &[
            "routes/api/original.rs",
            "routes/api/original/wire.rs",
            "routes/api/mod.rs",
            "routes/pages/forms.rs",
        ];
        let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let mut files = Vec::new();
        sources(&src, &["rs"], &mut files);
        assert!(files.len() > 100, "the sources are found");
        let mut imports = Vec::new();
        for (file, text) in &files {
            let file = file.replace('\\', "/");
            if MAY.iter().any(|m| file.ends_with(m)) {
                continue;
            }
            for line in text.lines().map(str::trim_start) {
                if !line.starts_with("//") && line.contains("original::") {
                    imports.push(format!("{file}: {line}"));
                }
            }
        }
        assert!(imports.is_empty(), "{imports:#?}");
    }
}
