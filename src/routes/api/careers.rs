//! Departments, positions and career applications.
use axum::{extract::State, http::StatusCode, Json};
use serde::Deserialize;
use serde_json::Value;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{admitted, deleted, taken, when_sent, AdminAt, Created};
use crate::{
    auth::{Admin, ClientIp, MaybeAdmin},
    domain::{
        record_id, ApplicationPatch, AtField, CatalogueName, Email, FieldErrors, NewApplication,
        NewDepartment, NewPosition, PersonName, Phone, PostCount, Rejected,
    },
    error::{AppResult, ErrorBody},
    extract::{ApiJson, ApiPath},
    routes::wire::{self, ApplicationView, DepartmentView, PositionView},
    services::careers,
    state::AppState,
};

/// The careers calls beyond the original client's (see `original`).
pub fn router() -> OpenApiRouter<AppState> {
    super::resource([routes!(all_applications)])
}

/// Positions; with an administrator session each carries its applications.
#[utoipa::path(get, path = "/posts/all", tag = "careers",
    responses((status = 200, body = Vec<PositionView>)))]
pub async fn all_positions(
    State(state): State<AppState>,
    MaybeAdmin(user): MaybeAdmin,
) -> AppResult<Json<Vec<PositionView>>> {
    Ok(Json(wire::all(
        careers::positions(&state.db, user.is_some()).await?,
    )))
}

#[utoipa::path(get, path = "/posts/getonepos/{pos_id}", tag = "careers", params(("pos_id" = i32, Path)),
    responses((status = 200, body = PositionView)))]
pub async fn one_position(AdminAt { state, id, .. }: AdminAt) -> AppResult<Json<PositionView>> {
    Ok(Json(careers::position(&state.db, id).await?.into()))
}

/// Departments with their open positions, for the careers page.
#[utoipa::path(get, path = "/dept/withposts", tag = "careers",
    responses((status = 200, body = Vec<DepartmentView>)))]
pub async fn public_departments(
    State(state): State<AppState>,
) -> AppResult<Json<Vec<DepartmentView>>> {
    Ok(Json(wire::all(careers::departments(&state.db).await?)))
}

#[utoipa::path(get, path = "/admin/alldepts", tag = "careers",
    responses((status = 200, body = Vec<DepartmentView>)))]
pub async fn admin_departments(Admin { state, .. }: Admin) -> AppResult<Json<Vec<DepartmentView>>> {
    Ok(Json(wire::all(careers::departments(&state.db).await?)))
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PositionIdRef {
    #[schema(value_type = i32)]
    pub pos_id: Option<Value>,
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ApplicationBody {
    /// Ignored: the id comes from the address.
    #[schema(value_type = Option<i32>)]
    pub c_id: Option<Value>,
    pub full_name: Option<String>,
    pub email: Option<String>,
    pub mobile_number: Option<String>,
    pub position_applied: Option<PositionIdRef>,
    /// Honeypot: leave empty.
    pub website: Option<String>,
}

/// The position in the body, when one is given (null counts as none).
fn body_position(b: &mut ApplicationBody) -> Result<Option<i32>, FieldErrors> {
    match b.position_applied.take().and_then(|p| p.pos_id) {
        Some(Value::Null) | None => Ok(None),
        Some(v) => record_id("Position", Some(&v))
            .map(Some)
            .map_err(|_| Rejected::new("Please choose one of the open positions."))
            .at("positionApplied"),
    }
}

/// A job application from the careers page. The position is the one in the
/// address and must exist; a body that names a different one is refused,
/// never followed.
#[utoipa::path(post, path = "/usercp/createcp/{pos_id}", tag = "careers", params(("pos_id" = i32, Path)),
    request_body = ApplicationBody,
    responses((status = 201, body = ApplicationView), (status = 429, body = ErrorBody)))]
pub async fn apply(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    ApiPath(pos_id): ApiPath<i32>,
    ApiJson(body): ApiJson<ApplicationBody>,
) -> AppResult<Created<ApplicationView>> {
    Ok(Created(submit(&state, &ip, Some(pos_id), body).await?))
}

/// The one way a job application is taken, whichever edge it came through
/// (the JSON call above or the script-free form post of /careerpg): the
/// per-address rate limit, then validation (every field at fault is
/// reported), then the honeypot, then storage. The position is
/// `path_pos_id` (the one in the call's address) when there is one, and a
/// body naming another is refused, never followed; the form post names it
/// in the body only.
pub(crate) async fn submit(
    state: &AppState,
    ip: &str,
    path_pos_id: Option<i32>,
    mut body: ApplicationBody,
) -> AppResult<ApplicationView> {
    let submission = admitted(state, ip, &body.website).await?;
    let mut errors = FieldErrors::default();
    let position_id = errors
        .check(
            body_position(&mut body).and_then(|named| match (named, path_pos_id) {
                (Some(named), Some(path)) if named != path => Err(FieldErrors::one(
                    "positionApplied",
                    "The position must be the one in the address.",
                )),
                (named, path) => Ok(path.or(named)),
            }),
        )
        .flatten();
    let full_name = errors.check(PersonName::parse("Full name", body.full_name).at("fullName"));
    let email = errors.check(Email::parse("E-mail", body.email).at("email"));
    let mobile = errors.check(Phone::parse("Mobile number", body.mobile_number).at("mobileNumber"));
    if position_id.is_none() && !errors.names("positionApplied") {
        errors.add("positionApplied", "Please choose a position.");
    }
    let new = errors.finish(|| {
        Some(NewApplication {
            full_name: full_name?,
            email: email?,
            mobile: mobile?,
            position_id: position_id?,
        })
    })?;
    let mail = state.mail.signed_with(&state.content().site);
    let stored = careers::apply(&state.db, new, &submission, &mail).await;
    taken(state, stored)
}

#[utoipa::path(get, path = "/admin/getallcp", tag = "careers",
    responses((status = 200, body = Vec<ApplicationView>)))]
pub async fn all_applications(Admin { state, .. }: Admin) -> AppResult<Json<Vec<ApplicationView>>> {
    Ok(Json(wire::all(careers::applications(&state.db).await?)))
}

#[utoipa::path(delete, path = "/admin/deletecarp/{c_id}", tag = "careers", params(("c_id" = i32, Path)),
    responses((status = 204)))]
pub async fn delete_application(AdminAt { state, id, .. }: AdminAt) -> AppResult<StatusCode> {
    deleted(careers::delete_application(&state.db, id).await)
}

/// Updates an application; `positionApplied.posId` moves it to another position.
#[utoipa::path(patch, path = "/admin/updatecp/{pos_id}/{c_id}", tag = "careers",
    params(("pos_id" = i32, Path), ("c_id" = i32, Path)), request_body = ApplicationBody,
    responses((status = 200, body = ApplicationView)))]
pub async fn update_application(
    Admin { state, .. }: Admin,
    ApiPath((_pos_id, c_id)): ApiPath<(i32, i32)>,
    ApiJson(mut body): ApiJson<ApplicationBody>,
) -> AppResult<Json<ApplicationView>> {
    let mut e = FieldErrors::default();
    let patch = ApplicationPatch {
        position_id: e.patch(body_position(&mut body)),
        full_name: e
            .patch(when_sent(body.full_name, |v| PersonName::parse("Full name", v)).at("fullName")),
        email: e.patch(when_sent(body.email, |v| Email::parse("E-mail", v)).at("email")),
        mobile: e.patch(
            when_sent(body.mobile_number, |v| Phone::parse("Mobile number", v)).at("mobileNumber"),
        ),
    };
    let patch = e.into_result(patch)?;
    let stored = careers::update_application(&state.db, c_id, patch).await?;
    Ok(Json(stored.into()))
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DepartmentBody {
    pub d_name: Option<String>,
}

#[utoipa::path(post, path = "/admin/departments/adddep", tag = "careers", request_body = DepartmentBody,
    responses((status = 201, body = DepartmentView)))]
pub async fn add_department(
    Admin { state, .. }: Admin,
    ApiJson(b): ApiJson<DepartmentBody>,
) -> AppResult<Created<DepartmentView>> {
    let new = NewDepartment {
        name: CatalogueName::parse("Department name", b.d_name).at("dName")?,
    };
    let department = careers::create_department(&state.db, new).await?;
    let created = careers::DepartmentPositions {
        department,
        positions: vec![],
    };
    Ok(Created(created.into()))
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PositionBody {
    pub pos_name: Option<String>,
    /// A whole number 0 to 999, as a number or a string of digits.
    #[schema(value_type = i32)]
    pub number_of_posts: Option<Value>,
}

#[utoipa::path(post, path = "/admin/{d_id}/addpost", tag = "careers", params(("d_id" = i32, Path)),
    request_body = PositionBody,
    responses((status = 201, body = PositionView)))]
pub async fn add_position(
    AdminAt { state, id, .. }: AdminAt,
    ApiJson(b): ApiJson<PositionBody>,
) -> AppResult<Created<PositionView>> {
    let mut e = FieldErrors::default();
    let name = e.check(CatalogueName::parse("Position name", b.pos_name).at("posName"));
    let posts = e
        .check(PostCount::parse("Number of posts", b.number_of_posts.as_ref()).at("numberOfPosts"));
    let new = e.finish(|| {
        Some(NewPosition {
            department_id: id,
            name: name?,
            posts: posts?,
        })
    })?;
    let created = careers::create_position(&state.db, new).await?;
    Ok(Created(created.into()))
}

#[utoipa::path(delete, path = "/admin/departments/deletepos/{pos_id}", tag = "careers",
    params(("pos_id" = i32, Path)),
    responses((status = 204)))]
pub async fn delete_position(AdminAt { state, id, .. }: AdminAt) -> AppResult<StatusCode> {
    deleted(careers::delete_position(&state.db, id).await)
}

/// Deletes a department and its positions; applications stay.
#[utoipa::path(delete, path = "/admin/departments/deletedept/{d_id}", tag = "careers",
    params(("d_id" = i32, Path)),
    responses((status = 204)))]
pub async fn delete_department(AdminAt { state, id, .. }: AdminAt) -> AppResult<StatusCode> {
    deleted(careers::delete_department(&state.db, id).await)
}
