//! Departments, positions, career applications and their CVs
//! (`/admin/departments[/{id}[/positions]]`, `/admin/positions/{id}[/job]`,
//! `/admin/applications/{id}[/cv]`). The original client's paths for the
//! same jobs are answered by `original`, over these handlers.
use std::collections::HashMap;

use axum::{
    extract::Multipart,
    http::{header, HeaderMap, HeaderValue, StatusCode},
    response::{IntoResponse, Response},
    Json,
};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{admitted, deleted, params::PageParams, taken, when_sent, AdminAt, Created, Sender};
use crate::{
    auth::Admin,
    domain::{
        cv::{self, Cv},
        job::{
            EmploymentType, JobDetails, JobDraft, JobPageState, SalaryPeriod, Worded, WorkLocation,
        },
        language::Language,
        record_id, ApplicationPatch, AtField, CatalogueName, Email, FieldErrors, NewApplication,
        NewDepartment, NewPosition, PersonName, Phone, PostCount, Rejected,
    },
    entities::{position, Application},
    error::{AppError, AppResult, ErrorBody},
    extract::{ApiJson, ApiQuery},
    routes::wire::{self, ApplicationView, DepartmentView, JobPageView, PageInfo, PositionView},
    services::careers,
    state::AppState,
};

/// The careers calls beyond the original client's (see `original`).
pub fn router() -> OpenApiRouter<AppState> {
    super::resource([
        routes!(application_page),
        routes!(one_application, delete_application, update_application),
        routes!(admin_positions),
        routes!(admin_departments, add_department),
        routes!(delete_department),
        routes!(add_position),
        routes!(delete_position),
        routes!(download_cv),
        routes!(job_details, update_job_details),
        routes!(job_pages),
    ])
}

/// List positions for administrators
///
/// Every position, in the order they were added, each with its
/// applications (newest first). Administrators only.
#[utoipa::path(get, path = "/admin/positions", tag = "careers",
    responses((status = 200, body = Vec<PositionView>)))]
pub async fn admin_positions(Admin { state, .. }: Admin) -> AppResult<Json<Vec<PositionView>>> {
    Ok(Json(wire::all(careers::positions(&state.db, true).await?)))
}

/// List departments for administrators
///
/// Every department by name with its positions, as the administrator
/// area's Departments screen lists them. Administrators only.
#[utoipa::path(get, path = "/admin/departments", tag = "careers",
    responses((status = 200, body = Vec<DepartmentView>)))]
pub async fn admin_departments(Admin { state, .. }: Admin) -> AppResult<Json<Vec<DepartmentView>>> {
    Ok(Json(wire::all(careers::departments(&state.db).await?)))
}

/// An application's fields, as the application update form sends them.
#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ApplicationBody {
    pub full_name: Option<String>,
    pub email: Option<String>,
    pub phone: Option<String>,
    /// The position's id (an integer); null or left out for none.
    #[schema(value_type = Option<i32>)]
    pub position_id: Option<Value>,
}

/// The position in the body, when one is given (null counts as none).
fn body_position(b: &mut ApplicationBody) -> Result<Option<i32>, FieldErrors> {
    match b.position_id.take() {
        Some(Value::Null) | None => Ok(None),
        Some(v) => record_id("Position", Some(&v))
            .map(Some)
            .map_err(|_| Rejected::new("Please choose one of the open positions."))
            .at("positionId"),
    }
}

/// Which position an application is for.
pub(crate) enum ApplyingFor {
    /// The one in the call's address; a body naming another is refused.
    InAddress(i32),
    /// The one the body names, which it must.
    Named,
    /// The one the body names, or, when it names none, a general
    /// application (which must bring a CV).
    NamedOrGeneral,
}

/// A CV part as it arrived: the name its sender gave it and its bytes,
/// or only the news that it was over the limit (the rest of it was read
/// and dropped, so every other field still arrives).
pub(crate) enum CvPart {
    File { name: String, bytes: Vec<u8> },
    TooLarge,
}

/// A multipart application form: its text fields by name, and its CV.
#[derive(Default)]
pub(crate) struct ApplicationParts {
    pub text: HashMap<String, String>,
    pub cv: Option<CvPart>,
}

impl ApplicationParts {
    pub fn take(&mut self, name: &str) -> Option<String> {
        self.text.remove(name)
    }
}

/// The text fields an application form has; other parts are ignored.
const TEXT_PARTS: [&str; 7] = [
    "fullName",
    "email",
    "mobileNumber",
    "posId",
    "positionApplied",
    "website",
    "language",
];

/// Reads a multipart application. A CV past the limit is drained, not
/// kept; a file input left empty (no name, no bytes) is no CV.
pub(crate) async fn read_application(mut form: Multipart) -> AppResult<ApplicationParts> {
    let unreadable =
        || AppError::BadRequest("The form could not be read as a multipart form.".into());
    let mut parts = ApplicationParts::default();
    while let Some(mut field) = form.next_field().await.map_err(|_| unreadable())? {
        let name = field.name().unwrap_or_default().to_owned();
        if name == "cv" {
            let file_name = field.file_name().unwrap_or_default().to_owned();
            let mut bytes = Vec::new();
            let mut too_large = false;
            while let Some(chunk) = field.chunk().await.map_err(|_| unreadable())? {
                if too_large || bytes.len() + chunk.len() > cv::MAX_BYTES {
                    too_large = true;
                    bytes = Vec::new();
                    continue;
                }
                bytes.extend_from_slice(&chunk);
            }
            parts.cv = if too_large {
                Some(CvPart::TooLarge)
            } else if bytes.is_empty() && file_name.is_empty() {
                None
            } else {
                Some(CvPart::File {
                    name: file_name,
                    bytes,
                })
            };
        } else if TEXT_PARTS.contains(&name.as_str()) {
            let text = field.text().await.map_err(|_| unreadable())?;
            if text.len() > 10_000 {
                return Err(FieldErrors::one(&name, "This field is far too long.").into());
            }
            parts.text.insert(name, text);
        }
    }
    Ok(parts)
}

/// The multipart form of an application with a CV.
#[derive(ToSchema)]
#[schema(rename_all = "camelCase")]
#[allow(dead_code)]
pub struct ApplicationUpload {
    full_name: String,
    email: String,
    mobile_number: String,
    /// The position applied for; leave out for a general application.
    pos_id: Option<i32>,
    /// The CV: PDF, DOC or DOCX, at most 5 MB (needed for a general application).
    #[schema(format = Binary, value_type = Option<String>)]
    cv: Option<Vec<u8>>,
    /// Honeypot: leave empty.
    website: Option<String>,
    /// The language of the page the form was sent from: "hi" answers
    /// refusals in Hindi and keeps the application as Hindi.
    language: Option<String>,
}

/// Download an application's CV
///
/// The CV as an attachment, with its type as read from its bytes and
/// `nosniff`, so a file that only claims to be a PDF never runs as a page of
/// this site. Administrators only; a link followed from another site is
/// refused with 403 even with a session cookie; 404 when the application has
/// no CV.
#[utoipa::path(get, path = "/admin/applications/{id}/cv", tag = "careers",
    params(("id" = i32, Path)),
    responses((status = 200, description = "The CV file", content_type = "application/octet-stream"),
        (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn download_cv(
    AdminAt { state, id, .. }: AdminAt,
    headers: HeaderMap,
) -> AppResult<Response> {
    let site = headers
        .get("sec-fetch-site")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("none");
    if !matches!(site, "same-origin" | "none") {
        return Err(AppError::Forbidden(
            "A CV can only be downloaded from the administrator area.".into(),
        ));
    }
    let (file, bytes) = careers::cv(&state.db, id).await?;
    let kind = cv::CvKind::from_mime(&file.content_type).unwrap_or(cv::CvKind::Pdf);
    let ascii: String = file
        .file_name
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_' | ' ' | '(' | ')') {
                c
            } else {
                '_'
            }
        })
        .collect();
    let encoded: String = file
        .file_name
        .bytes()
        .map(|b| {
            if b.is_ascii_alphanumeric() || matches!(b, b'.' | b'-' | b'_') {
                (b as char).to_string()
            } else {
                format!("%{b:02X}")
            }
        })
        .collect();
    let disposition = format!("attachment; filename=\"{ascii}\"; filename*=UTF-8''{encoded}");
    let header_value = |v: &str| {
        HeaderValue::from_str(v)
            .unwrap_or_else(|_| HeaderValue::from_static("attachment; filename=\"CV\""))
    };
    Ok((
        [
            (header::CONTENT_TYPE, HeaderValue::from_static(kind.mime())),
            (header::CONTENT_DISPOSITION, header_value(&disposition)),
            (
                header::X_CONTENT_TYPE_OPTIONS,
                HeaderValue::from_static("nosniff"),
            ),
            (
                header::CACHE_CONTROL,
                HeaderValue::from_static("private, no-store"),
            ),
            (
                header::CONTENT_SECURITY_POLICY,
                HeaderValue::from_static("default-src 'none'; sandbox"),
            ),
        ],
        bytes,
    )
        .into_response())
}

/// The one way a job application is taken, whichever edge it came through
/// (the original client's calls and the script-free form post of
/// /careerpg, all in `original`): the per-address rate limit, then
/// validation (every field at fault is reported), then the honeypot
/// (`website`), then storage. The position is the one in the call's
/// address when there is one (`opening`), and a body naming another is
/// refused, never followed; the form post names it in the body only.
/// Refusals name the product's fields.
pub(crate) async fn take(
    state: &AppState,
    sender: &Sender,
    opening: ApplyingFor,
    body: ApplicationBody,
    website: &Option<String>,
    language: Language,
    cv: Option<CvPart>,
) -> AppResult<Application> {
    let submission = admitted(state, sender, website, language).await?;
    take_application(state, &submission, opening, body, cv).await
}

/// Checks an application (every field at fault is reported) and stores it.
async fn take_application(
    state: &AppState,
    submission: &crate::services::leads::Submission,
    opening: ApplyingFor,
    mut body: ApplicationBody,
    cv: Option<CvPart>,
) -> AppResult<Application> {
    let mut errors = FieldErrors::default();
    let path_pos_id = match opening {
        ApplyingFor::InAddress(id) => Some(id),
        _ => None,
    };
    let position_id = errors
        .check(
            body_position(&mut body).and_then(|named| match (named, path_pos_id) {
                (Some(named), Some(path)) if named != path => Err(FieldErrors::one(
                    "positionId",
                    "The position must be the one in the address.",
                )),
                (named, path) => Ok(path.or(named)),
            }),
        )
        .flatten();
    let full_name = errors.check(PersonName::parse("Full name", body.full_name).at("fullName"));
    let email = errors.check(Email::parse("E-mail", body.email).at("email"));
    let mobile = errors.check(Phone::parse("Mobile number", body.phone).at("phone"));
    let cv = match cv {
        None => None,
        Some(CvPart::TooLarge) => {
            errors.add("cv", cv::TOO_LARGE);
            None
        }
        Some(CvPart::File { name, bytes }) => errors.check(Cv::parse(&name, bytes).at("cv")),
    };
    let general = matches!(opening, ApplyingFor::NamedOrGeneral) && position_id.is_none();
    if general && !errors.names("positionId") && !errors.names("cv") && cv.is_none() {
        errors.add(
            "cv",
            "Please attach your CV: we need it to consider you when no opening is chosen.",
        );
    } else if position_id.is_none() && !general && !errors.names("positionId") {
        errors.add("positionId", "Please choose a position.");
    }
    let new = errors.finish(|| {
        Some(NewApplication {
            full_name: full_name?,
            email: email?,
            mobile: mobile?,
            position_id: if general { None } else { Some(position_id?) },
            cv,
        })
    })?;
    let mail = state.mail.signed_with(&state.content().site);
    let stored = careers::apply(&state.db, new, submission, &mail).await;
    taken(state, stored)
}

/// A page of the applications table.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ApplicationPage {
    #[serde(flatten)]
    pub paging: PageInfo,
    /// Newest first, every field of each application.
    pub items: Vec<ApplicationView>,
}

/// Page through applications
///
/// One page of job applications, newest first, every field of each,
/// including those whose position was deleted since (their position's id is
/// null and its name is kept), as the Career Applications screen shows
/// them. Spam held for review is left out; the lead desk shows it.
/// Administrators only; 422 for a page or size it cannot read.
#[utoipa::path(get, path = "/admin/applications", tag = "careers", params(PageParams),
    responses((status = 200, body = ApplicationPage),
              (status = 422, body = ErrorBody)))]
pub async fn application_page(
    Admin { state, .. }: Admin,
    ApiQuery(paging): ApiQuery<PageParams>,
) -> AppResult<Json<ApplicationPage>> {
    Ok(Json(applications_at(&state, &paging).await?))
}

/// The page of applications `paging` asks for (the screen's first data too).
pub(crate) async fn applications_at(
    state: &AppState,
    paging: &PageParams,
) -> AppResult<ApplicationPage> {
    let request = paging.parse()?;
    let (rows, total) = careers::application_page(&state.db, request).await?;
    Ok(ApplicationPage {
        paging: PageInfo::of(request, total),
        items: wire::all(rows),
    })
}

/// Read an application
///
/// One job application by its id, as the application update form opens
/// it. Administrators only; 404 when there is none.
#[utoipa::path(get, path = "/admin/applications/{id}", tag = "careers", params(("id" = i32, Path)),
    responses((status = 200, body = ApplicationView)))]
pub async fn one_application(
    AdminAt { state, id, .. }: AdminAt,
) -> AppResult<Json<ApplicationView>> {
    Ok(Json(careers::application(&state.db, id).await?.into()))
}

/// Delete an application
///
/// Removes a job application with its CV, notes and history. Administrators
/// only; 204 when done, 404 when there is none.
#[utoipa::path(delete, path = "/admin/applications/{id}", tag = "careers", params(("id" = i32, Path)),
    responses((status = 204)))]
pub async fn delete_application(AdminAt { state, id, .. }: AdminAt) -> AppResult<StatusCode> {
    deleted(careers::delete_application(&state.db, id).await)
}

/// Edit an application
///
/// Changes the fields sent of the application; `positionId` moves it to another existing position. Administrators only; 422 names
/// each field at fault.
#[utoipa::path(patch, path = "/admin/applications/{id}", tag = "careers",
    params(("id" = i32, Path)), request_body = ApplicationBody,
    responses((status = 200, body = ApplicationView)))]
pub async fn update_application(
    AdminAt { state, id, .. }: AdminAt,
    ApiJson(body): ApiJson<ApplicationBody>,
) -> AppResult<Json<ApplicationView>> {
    Ok(Json(change_application(&state, id, body).await?.into()))
}

/// Changes application `application_id` as its edit form asks, whichever path it came by.
pub(crate) async fn change_application(
    state: &AppState,
    application_id: i32,
    mut body: ApplicationBody,
) -> AppResult<Application> {
    let mut e = FieldErrors::default();
    let patch = ApplicationPatch {
        position_id: e.patch(body_position(&mut body)),
        full_name: e
            .patch(when_sent(body.full_name, |v| PersonName::parse("Full name", v)).at("fullName")),
        email: e.patch(when_sent(body.email, |v| Email::parse("E-mail", v)).at("email")),
        mobile: e.patch(when_sent(body.phone, |v| Phone::parse("Mobile number", v)).at("phone")),
    };
    let patch = e.into_result(patch)?;
    Ok(careers::update_application(&state.db, application_id, patch).await?)
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DepartmentBody {
    pub name: Option<String>,
}

/// Add a department
///
/// Answers 201 with the new department and no positions. Administrators only;
/// 422 when the name is empty or longer than 120 characters.
#[utoipa::path(post, path = "/admin/departments", tag = "careers", request_body = DepartmentBody,
    responses((status = 201, body = DepartmentView)))]
pub async fn add_department(
    Admin { state, .. }: Admin,
    ApiJson(b): ApiJson<DepartmentBody>,
) -> AppResult<Created<DepartmentView>> {
    Ok(Created(new_department(&state, b).await?.into()))
}

/// Checks and stores a new department: the product's call and the original
/// client's (which respells the refusal) are this.
pub(crate) async fn new_department(
    state: &AppState,
    b: DepartmentBody,
) -> AppResult<careers::DepartmentPositions> {
    let new = NewDepartment {
        name: CatalogueName::parse("Department name", b.name).at("name")?,
    };
    let department = careers::create_department(&state.db, new).await?;
    Ok(careers::DepartmentPositions {
        department,
        positions: vec![],
    })
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PositionBody {
    pub name: Option<String>,
    /// A whole number 0 to 999, as a number or a string of digits.
    #[schema(value_type = i32)]
    pub number_of_posts: Option<Value>,
}

/// Add a position to a department
///
/// A position name and the number of posts (a whole number 0 to 999). The
/// position gets its own job page address from its name. Administrators
/// only; 201 with the position, 404 when the department does not exist.
#[utoipa::path(post, path = "/admin/departments/{id}/positions", tag = "careers", params(("id" = i32, Path)),
    request_body = PositionBody,
    responses((status = 201, body = PositionView)))]
pub async fn add_position(
    AdminAt { state, id, .. }: AdminAt,
    ApiJson(b): ApiJson<PositionBody>,
) -> AppResult<Created<PositionView>> {
    Ok(Created(new_position(&state, id, b).await?.into()))
}

/// Checks and stores a new position of department `id`: the product's call
/// and the original client's (which respells the refusals) are this.
pub(crate) async fn new_position(
    state: &AppState,
    id: i32,
    b: PositionBody,
) -> AppResult<position::Model> {
    let mut e = FieldErrors::default();
    let name = e.check(CatalogueName::parse("Position name", b.name).at("name"));
    let posts = e
        .check(PostCount::parse("Number of posts", b.number_of_posts.as_ref()).at("numberOfPosts"));
    let new = e.finish(|| {
        Some(NewPosition {
            department_id: id,
            name: name?,
            posts: posts?,
        })
    })?;
    Ok(careers::create_position(&state.db, new).await?)
}

/// Delete a position
///
/// Removes the position and its job page. Its applications are kept with the
/// position's name; their `posId` becomes null. Administrators only.
#[utoipa::path(delete, path = "/admin/positions/{id}", tag = "careers",
    params(("id" = i32, Path)),
    responses((status = 204)))]
pub async fn delete_position(AdminAt { state, id, .. }: AdminAt) -> AppResult<StatusCode> {
    deleted(careers::delete_position(&state.db, id).await)
}

/// Delete a department
///
/// Removes the department and all of its positions. Applications for those
/// positions are kept with the positions' names. Administrators only.
#[utoipa::path(delete, path = "/admin/departments/{id}", tag = "careers",
    params(("id" = i32, Path)),
    responses((status = 204)))]
pub async fn delete_department(AdminAt { state, id, .. }: AdminAt) -> AppResult<StatusCode> {
    deleted(careers::delete_department(&state.db, id).await)
}

/// A position's job page details, as administrators edit them.
#[derive(Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct JobView {
    pub position_id: i32,
    pub position_name: String,
    /// The job page's address.
    pub url: String,
    pub description: String,
    pub employment_type: EmploymentType,
    pub location: WorkLocation,
    /// Whole rupees.
    pub salary_min: Option<i64>,
    pub salary_max: Option<i64>,
    pub salary_period: Option<SalaryPeriod>,
    /// YYYY-MM-DD (India date).
    pub posted_on: String,
    pub closes_on: Option<String>,
    /// Whether the page is up (vacant posts and not past its closing day).
    pub open: bool,
    /// Whether the page is offered to search engines as a job posting:
    /// without a description it carries no `JobPosting` and is not in the
    /// sitemap.
    pub page_state: JobPageState,
    /// What the lists can be set to, in the words the job page shows.
    pub choices: JobChoices,
}

/// One value of a closed list, with the words a page shows for it.
#[derive(Serialize, Deserialize, ToSchema)]
pub struct Choice {
    pub value: String,
    pub label: String,
}

impl Choice {
    /// Every value of `T`, in order.
    fn all<T: Worded>() -> Vec<Self> {
        T::ALL
            .iter()
            .map(|v| Self {
                value: v.as_str().to_owned(),
                label: v.words().to_owned(),
            })
            .collect()
    }
}

/// The values a job page's lists take.
#[derive(Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct JobChoices {
    pub employment_types: Vec<Choice>,
    pub locations: Vec<Choice>,
    pub salary_periods: Vec<Choice>,
}

impl JobChoices {
    fn all() -> Self {
        Self {
            employment_types: Choice::all::<EmploymentType>(),
            locations: Choice::all::<WorkLocation>(),
            salary_periods: Choice::all::<SalaryPeriod>(),
        }
    }
}

impl From<crate::entities::position::Model> for JobView {
    fn from(p: crate::entities::position::Model) -> Self {
        let today = crate::domain::india_today(chrono::Utc::now());
        Self {
            open: careers::is_open(&p, today),
            page_state: careers::page_state(&p),
            posted_on: careers::posted_on(&p).format("%Y-%m-%d").to_string(),
            url: format!("/careers/{}", p.slug.clone().unwrap_or_default()),
            position_id: p.id,
            position_name: p.name,
            description: p.description,
            employment_type: p.employment_type,
            location: p.location,
            salary_min: p.salary_min,
            salary_max: p.salary_max,
            salary_period: p.salary_period,
            closes_on: p.closes_on,
            choices: JobChoices::all(),
        }
    }
}

/// A position's job page details.
///
/// What the job page at `url` says beyond the position's name, as the
/// editor on the departments screen shows it, with the lists' choices and
/// whether the page is complete enough to be offered as a job posting.
#[utoipa::path(get, path = "/admin/positions/{id}/job", tag = "careers",
    params(("id" = i32, Path)),
    responses((status = 200, body = JobView), (status = 404, body = ErrorBody)))]
pub async fn job_details(AdminAt { state, id, .. }: AdminAt) -> AppResult<Json<JobView>> {
    Ok(Json(careers::position_record(&state.db, id).await?.into()))
}

/// Sets what a position's job page says.
///
/// Every field is checked and each one at fault is named; a description
/// makes the page a job posting for search engines and puts it in the
/// sitemap.
#[utoipa::path(put, path = "/admin/positions/{id}/job", tag = "careers",
    params(("id" = i32, Path)), request_body = JobDraft,
    responses((status = 200, body = JobView), (status = 404, body = ErrorBody),
        (status = 422, body = ErrorBody)))]
pub async fn update_job_details(
    AdminAt { state, id, .. }: AdminAt,
    ApiJson(draft): ApiJson<JobDraft>,
) -> AppResult<Json<JobView>> {
    let details = JobDetails::parse(draft)?;
    Ok(Json(
        careers::update_job(&state.db, id, details).await?.into(),
    ))
}

/// How complete each position's job page is.
///
/// One entry per position, so the departments screen can say beside a
/// position whose job page is not yet offered to search engines as a job
/// posting (it has no description) what is missing.
#[utoipa::path(get, path = "/admin/positions/job-pages", tag = "careers",
    responses((status = 200, body = Vec<JobPageView>)))]
pub async fn job_pages(Admin { state, .. }: Admin) -> AppResult<Json<Vec<JobPageView>>> {
    Ok(Json(JobPageView::all(
        &careers::departments(&state.db).await?,
    )))
}
