//! Departments, positions and career applications.
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
    auth::{AdminUser, ClientIp, MaybeAdmin},
    domain::{email, required_text, whole_number, Limits},
    error::{AppError, AppResult, ErrorBody},
    extract::{ApiJson, ApiPath},
    services::{
        careers::{
            self, ApplicationFields, ApplicationView, DepartmentView, PositionRef, PositionView,
        },
        rfc3339,
    },
    state::AppState,
};

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/posts/all", get(all_positions))
        .route("/posts/getonepos/{pos_id}", get(one_position))
        .route("/dept/withposts", get(public_departments))
        .route("/usercp/createcp/{pos_id}", post(apply))
        .route("/admin/getallcp", get(all_applications))
        .route("/admin/deletecarp/{c_id}", delete(delete_application))
        .route("/admin/updatecp/{pos_id}/{c_id}", patch(update_application))
        .route("/admin/alldepts", get(admin_departments))
        .route("/admin/departments/adddep", post(add_department))
        .route("/admin/{d_id}/addpost", post(add_position))
        .route(
            "/admin/departments/deletepos/{pos_id}",
            delete(delete_position),
        )
        .route(
            "/admin/departments/deletedept/{d_id}",
            delete(delete_department),
        )
}

/// Positions; with an administrator session each carries its applications.
#[utoipa::path(get, path = "/posts/all", tag = "careers",
    responses((status = 200, body = Vec<PositionView>)))]
pub async fn all_positions(
    State(state): State<AppState>,
    MaybeAdmin(user): MaybeAdmin,
) -> AppResult<Json<Vec<PositionView>>> {
    Ok(Json(careers::positions(&state.db, user.is_some()).await?))
}

#[utoipa::path(get, path = "/posts/getonepos/{pos_id}", tag = "careers", params(("pos_id" = i32, Path)),
    responses((status = 200, body = PositionView), (status = 401, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn one_position(
    State(state): State<AppState>,
    _user: AdminUser,
    ApiPath(pos_id): ApiPath<i32>,
) -> AppResult<Json<PositionView>> {
    Ok(Json(careers::position(&state.db, pos_id).await?))
}

/// Departments with their open positions, for the careers page.
#[utoipa::path(get, path = "/dept/withposts", tag = "careers",
    responses((status = 200, body = Vec<DepartmentView>)))]
pub async fn public_departments(
    State(state): State<AppState>,
) -> AppResult<Json<Vec<DepartmentView>>> {
    Ok(Json(careers::departments(&state.db).await?))
}

#[utoipa::path(get, path = "/admin/alldepts", tag = "careers",
    responses((status = 200, body = Vec<DepartmentView>), (status = 401, body = ErrorBody)))]
pub async fn admin_departments(
    State(state): State<AppState>,
    _user: AdminUser,
) -> AppResult<Json<Vec<DepartmentView>>> {
    Ok(Json(careers::departments(&state.db).await?))
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

fn parse(b: ApplicationBody, partial: bool) -> AppResult<ApplicationFields> {
    let pos_id = match b.position_applied.and_then(|p| p.pos_id) {
        Some(Value::Null) | None => None,
        Some(v) => Some(
            body_id("positionApplied", "Position", Some(&v)).map_err(|_| {
                AppError::validation(
                    "positionApplied",
                    "Please choose one of the open positions.",
                )
            })?,
        ),
    };
    Ok(ApplicationFields {
        full_name: when_sent(partial, b.full_name, |v| {
            required_text("fullName", "Full name", v, Limits::NAME)
        })?,
        email: when_sent(partial, b.email, |v| email("email", "E-mail", v))?,
        mobile_number: when_sent(partial, b.mobile_number, |v| {
            required_text("mobileNumber", "Mobile number", v, Limits::PHONE)
        })?,
        pos_id,
    })
}

/// A job application from the careers page. The position is the one in the
/// body, else the one in the address; it must exist.
#[utoipa::path(post, path = "/usercp/createcp/{pos_id}", tag = "careers", params(("pos_id" = i32, Path)),
    request_body = ApplicationBody,
    responses((status = 201, body = ApplicationView), (status = 400, body = ErrorBody),
              (status = 422, body = ErrorBody), (status = 429, body = ErrorBody)))]
pub async fn apply(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    ApiPath(pos_id): ApiPath<i32>,
    ApiJson(body): ApiJson<ApplicationBody>,
) -> AppResult<(StatusCode, Json<ApplicationView>)> {
    form_allowed(&state, &ip)?;
    let bot = is_bot(&body.website);
    let mut fields = parse(body, false)?;
    fields.pos_id = fields.pos_id.or(Some(pos_id));
    if bot {
        tracing::info!("honeypot application dropped");
        return Ok((
            StatusCode::CREATED,
            Json(ApplicationView {
                c_id: 0,
                full_name: fields.full_name.unwrap_or_default(),
                email: fields.email.unwrap_or_default(),
                mobile_number: fields.mobile_number.unwrap_or_default(),
                submitted_at: rfc3339(chrono::Utc::now()),
                position_applied: PositionRef {
                    pos_id: fields.pos_id,
                    pos_name: String::new(),
                },
            }),
        ));
    }
    Ok((
        StatusCode::CREATED,
        Json(careers::apply(&state.db, fields).await?),
    ))
}

/// Every application, newest first, including those whose position is gone.
#[utoipa::path(get, path = "/admin/getallcp", tag = "careers",
    responses((status = 200, body = Vec<ApplicationView>), (status = 401, body = ErrorBody)))]
pub async fn all_applications(
    State(state): State<AppState>,
    _user: AdminUser,
) -> AppResult<Json<Vec<ApplicationView>>> {
    Ok(Json(careers::applications(&state.db).await?))
}

#[utoipa::path(delete, path = "/admin/deletecarp/{c_id}", tag = "careers", params(("c_id" = i32, Path)),
    responses((status = 204), (status = 401, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn delete_application(
    State(state): State<AppState>,
    _user: AdminUser,
    ApiPath(c_id): ApiPath<i32>,
) -> AppResult<StatusCode> {
    if careers::delete_application(&state.db, c_id).await? {
        Ok(StatusCode::NO_CONTENT)
    } else {
        Err(AppError::not_found("Application"))
    }
}

/// Updates an application; `positionApplied.posId` moves it to another position.
#[utoipa::path(patch, path = "/admin/updatecp/{pos_id}/{c_id}", tag = "careers",
    params(("pos_id" = i32, Path), ("c_id" = i32, Path)), request_body = ApplicationBody,
    responses((status = 200, body = ApplicationView), (status = 401, body = ErrorBody),
              (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn update_application(
    State(state): State<AppState>,
    _user: AdminUser,
    ApiPath((_pos_id, c_id)): ApiPath<(i32, i32)>,
    ApiJson(body): ApiJson<ApplicationBody>,
) -> AppResult<Json<ApplicationView>> {
    let fields = parse(body, true)?;
    Ok(Json(
        careers::update_application(&state.db, c_id, fields).await?,
    ))
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DepartmentBody {
    pub d_name: Option<String>,
}

#[utoipa::path(post, path = "/admin/departments/adddep", tag = "careers", request_body = DepartmentBody,
    responses((status = 201, body = DepartmentView), (status = 401, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn add_department(
    State(state): State<AppState>,
    _user: AdminUser,
    ApiJson(b): ApiJson<DepartmentBody>,
) -> AppResult<(StatusCode, Json<DepartmentView>)> {
    let name = required_text("dName", "Department name", b.d_name, Limits::CATALOGUE_NAME)?;
    Ok((
        StatusCode::CREATED,
        Json(careers::create_department(&state.db, name).await?),
    ))
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
    responses((status = 201, body = PositionView), (status = 401, body = ErrorBody),
              (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn add_position(
    State(state): State<AppState>,
    _user: AdminUser,
    ApiPath(d_id): ApiPath<i32>,
    ApiJson(b): ApiJson<PositionBody>,
) -> AppResult<(StatusCode, Json<PositionView>)> {
    let name = required_text(
        "posName",
        "Position name",
        b.pos_name,
        Limits::CATALOGUE_NAME,
    )?;
    let posts = whole_number(
        "numberOfPosts",
        "Number of posts",
        b.number_of_posts.as_ref(),
        999,
    )?;
    Ok((
        StatusCode::CREATED,
        Json(careers::create_position(&state.db, d_id, name, posts).await?),
    ))
}

#[utoipa::path(delete, path = "/admin/departments/deletepos/{pos_id}", tag = "careers",
    params(("pos_id" = i32, Path)),
    responses((status = 204), (status = 401, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn delete_position(
    State(state): State<AppState>,
    _user: AdminUser,
    ApiPath(pos_id): ApiPath<i32>,
) -> AppResult<StatusCode> {
    if careers::delete_position(&state.db, pos_id).await? {
        Ok(StatusCode::NO_CONTENT)
    } else {
        Err(AppError::not_found("Position"))
    }
}

/// Deletes a department and its positions; applications stay.
#[utoipa::path(delete, path = "/admin/departments/deletedept/{d_id}", tag = "careers",
    params(("d_id" = i32, Path)),
    responses((status = 204), (status = 401, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn delete_department(
    State(state): State<AppState>,
    _user: AdminUser,
    ApiPath(d_id): ApiPath<i32>,
) -> AppResult<StatusCode> {
    if careers::delete_department(&state.db, d_id).await? {
        Ok(StatusCode::NO_CONTENT)
    } else {
        Err(AppError::not_found("Department"))
    }
}
