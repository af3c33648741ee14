//! The administrator area: server-rendered shells that mount the admin
//! island behind a server-side guard. Without a live login every
//! /admin-login/* screen (and /registration once an administrator exists)
//! redirects to /admin-login; /admin-login with one redirects to the home
//! screen. The first screen's data is written into the page.
//!
//! Which address shows which screen, who may see it and its title are
//! written once, in `admin_screens.json`, which the island's router reads
//! too; this module reads it into [`SCREENS`].
use std::sync::LazyLock;

use askama::Template;
use std::collections::BTreeMap;

use axum::{
    extract::{rejection::FormRejection, Path, RawQuery, State},
    http::StatusCode,
    response::{IntoResponse, Redirect, Response},
    routing::get,
    Form, Router,
};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use tower_sessions::Session;

use crate::{
    auth::MaybeAdmin,
    domain::{
        access::{Access, Area},
        DomainError, DomainResult,
    },
    error::{AppError, AppResult},
    routes::api::{
        auth, careers as careers_calls, enquiries as enquiry_calls, params::PageParams,
        receivables, sign_in::SignIn, today, two_factor,
    },
    routes::wire::{
        self, AdminView, ApplicationView, DepartmentView, EnquiryView, JobPageView, ProductView,
        ServiceView, SessionUser,
    },
    services::{affiliate::products, careers, leads::enquiries, money::catalogue, people::admins},
    state::AppState,
    views::{cache_control, render, Island, Layout},
};

/// A screen of the administrator area, by the key the table names it with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum ScreenKey {
    Login,
    Registration,
    Home,
    EnquiryUpdate,
    CareerUpdate,
    Careers,
    Departments,
    Admins,
    Services,
    Affiliates,
    AffiliateAdd,
    AffiliateUpdate,
    EnquiryList,
    ApplicationList,
    LeadPage,
    ApplicationPage,
    Quotes,
    Invoices,
    InvoicePage,
    Receivables,
    Analytics,
    Account,
    Audit,
    Content,
    ContentPages,
    ContentStories,
    ContentArticles,
    ContentNew,
    ContentEdit,
    Media,
    BusinessDetails,
    Backups,
    People,
    NotFound,
    Forbidden,
}

/// Who may see a screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Guard {
    None,
    Always,
    IfAdmins,
}

/// One row of the table.
#[derive(Debug, Deserialize)]
pub struct Screen {
    pub key: ScreenKey,
    pub path: String,
    /// The module under islands/src/admin/screens/ that shows it.
    pub screen: String,
    pub guard: Guard,
    pub title: String,
    /// Which access levels may open it.
    pub area: Area,
}

/// One group of the signed-in area's menu (the island draws it): its
/// words and its screens, each shown by its title.
#[derive(Debug, Deserialize)]
pub struct MenuGroup {
    pub label: String,
    pub items: Vec<ScreenKey>,
}

#[derive(Deserialize)]
pub struct ScreenTable {
    pub screens: Vec<Screen>,
    pub menu: Vec<MenuGroup>,
    #[serde(rename = "notFound")]
    pub not_found: Screen,
    /// What a screen outside the account's level shows (with 403).
    pub forbidden: Screen,
}

/// The table of `admin_screens.json`, read once; a unit test proves it
/// reads, so the binary never starts with a table it cannot read.
pub static SCREENS: LazyLock<ScreenTable> = LazyLock::new(|| {
    serde_json::from_str(include_str!("admin_screens.json")).expect("admin_screens.json reads")
});

impl ScreenTable {
    /// The screen at `path` and the values of its path's parameters, in
    /// order; the not-found screen for any other /admin-login address.
    pub fn find<'p>(&self, path: &'p str) -> (&Screen, Vec<&'p str>) {
        let path = match path.trim_end_matches('/') {
            "" => "/",
            p => p,
        };
        self.screens
            .iter()
            .find_map(|s| matches(&s.path, path).map(|params| (s, params)))
            .unwrap_or((&self.not_found, Vec::new()))
    }

    /// The keys of the screens `access` may open, as the session check
    /// answers them (`can`) and the island's menu reads them.
    pub fn open_to(&self, access: Access) -> Vec<ScreenKey> {
        self.screens
            .iter()
            .filter(|s| access.may(s.area))
            .map(|s| s.key)
            .collect()
    }

    pub fn get(&self, key: ScreenKey) -> &Screen {
        self.screens
            .iter()
            .find(|s| s.key == key)
            .unwrap_or(&self.not_found)
    }
}

/// The values of `pattern`'s parameters in `path` when it matches: `{id}`
/// takes a whole number, `{kind:a|b}` one of the words listed.
fn matches<'p>(pattern: &str, path: &'p str) -> Option<Vec<&'p str>> {
    let (want, got): (Vec<&str>, Vec<&str>) =
        (pattern.split('/').collect(), path.split('/').collect());
    if want.len() != got.len() {
        return None;
    }
    let mut params = Vec::new();
    for (w, g) in want.iter().zip(&got) {
        match w.strip_prefix('{').and_then(|w| w.strip_suffix('}')) {
            Some(param) => {
                let ok = match param.split_once(':') {
                    Some((_, words)) => words.split('|').any(|word| word == *g),
                    None => !g.is_empty() && g.bytes().all(|b| b.is_ascii_digit()),
                };
                if !ok {
                    return None;
                }
                params.push(*g);
            }
            None if w == g => {}
            None => return None,
        }
    }
    Some(params)
}

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/admin-login", get(login_screen).post(sign_in_post))
        .route(
            "/registration",
            get(registration_screen).post(registration_post),
        )
        .route("/admin-login/today", get(moved(HOME)))
        .route("/admin-login/products", get(moved("/admin-login/aff")))
        .route("/admin-login/{*rest}", get(guarded_screen))
}

/// An address a screen had before it joined another: a permanent redirect
/// there, with the query string (a bookmarked filter) kept.
fn moved(
    to: &'static str,
) -> impl Fn(RawQuery) -> std::future::Ready<Redirect> + Clone + Send + Sync + 'static {
    move |RawQuery(query): RawQuery| {
        let query = query.map(|q| format!("?{q}")).unwrap_or_default();
        std::future::ready(Redirect::permanent(&format!("{to}{query}")))
    }
}

#[derive(Template)]
#[template(path = "pages/admin.html")]
struct AdminShell {
    l: Layout,
    island: Island,
    product_name: String,
    has_admins: bool,
    /// The screen's form, written into the page so it is usable at first
    /// paint and posts without JavaScript; the island hydrates it.
    form: Option<ServedForm>,
}

/// A screen the page writes out whole, as the island first renders it:
/// its form's state, handed to the island too.
enum ServedForm {
    SignIn(SignInForm),
    Registration(RegistrationForm),
}

impl ServedForm {
    /// The screen's key in the route table (the island's `admin-screen-…` class).
    fn key(&self) -> &'static str {
        match self {
            Self::SignIn(_) => "login",
            Self::Registration(_) => "registration",
        }
    }
}

/// A form's refused fields, field name → message, shown at their fields
/// as the island's `TextField` shows them.
#[derive(Clone, Debug, Default, Serialize)]
#[serde(transparent)]
struct Refused(BTreeMap<String, String>);

impl Refused {
    fn error(&self, field: &str) -> Option<&str> {
        self.0.get(field).map(String::as_str)
    }

    /// The field's wrapper class, as the island's TextField writes it.
    fn field_class(&self, field: &str) -> &'static str {
        if self.error(field).is_some() {
            "form-field admin-field admin-field-invalid"
        } else {
            "form-field admin-field"
        }
    }

    fn one(field: &str, message: &str) -> Self {
        Self(BTreeMap::from([(field.to_owned(), message.to_owned())]))
    }

    /// The fields a refusal names, when it is one a form shows (a 422's
    /// fields, or a conflict's reason at no field); None for any other error.
    fn of(refusal: &AppError) -> Option<Self> {
        match refusal {
            AppError::Validation(fields) => Some(Self(
                fields
                    .iter()
                    .map(|f| (f.field.clone(), f.message.clone()))
                    .collect(),
            )),
            AppError::Conflict(_) => Some(Self::default()),
            _ => None,
        }
    }
}

/// The sign-in form as the page shows it: what was typed (never the
/// password), the refused fields, and the second step when one is waiting.
#[derive(Clone, Debug, Default, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SignInForm {
    email: String,
    /// Refused field name → message.
    errors: Refused,
    /// The second step the sign-in waits for (its code or enrolment).
    step: Option<two_factor::SecondStep>,
    /// The session ran out (`?expired=1`).
    expired: bool,
}

impl SignInForm {
    fn code_step(&self) -> Option<&str> {
        self.step
            .as_ref()
            .filter(|s| s.two_factor == "code")
            .map(|s| s.message.as_str())
    }
}

/// The first administrator's registration form as the page shows it: what
/// was typed (never the password), the refused fields, and after a refused
/// post the reason under "User registration failed".
#[derive(Clone, Debug, Default, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RegistrationForm {
    username: String,
    email: String,
    mobile: String,
    role: String,
    /// Refused field name → message.
    errors: Refused,
    /// Why the last post was refused (shown under the failure alert).
    failure: Option<String>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Props {
    path: String,
    product_name: String,
    authenticated: bool,
    user: Option<SessionUser>,
    /// The signed-in account's level and the screens it may open.
    access: Option<Access>,
    can: Vec<ScreenKey>,
    has_admins: bool,
    data: Value,
    sign_in: Option<SignInForm>,
    registration: Option<RegistrationForm>,
}

/// Renders the shell page of one screen. `screen` names the screen's module
/// under islands/src/admin/screens/: it is preloaded with the modules the
/// island's entry imports (React among them), so the screen's code arrives
/// with them rather than after them.
/// `form` is the form the page writes out (the sign-in form on
/// /admin-login, the first registration on /registration).
fn shell(
    state: &AppState,
    path: &str,
    screen: &Screen,
    user: Option<&crate::auth::AdminUser>,
    has_admins: bool,
    data: Value,
    form: Option<ServedForm>,
) -> Response {
    let name = &state.config.site.product_name;
    let title = &screen.title;
    let l = Layout::new(
        state,
        path,
        format!("{title} | {name}"),
        format!("{title}: {name} administrator area."),
    )
    .noindex()
    .bare()
    .with_island("admin")
    .with_preload("admin");
    // The sign-in and registration screens are part of the entry (App.tsx's
    // EAGER); the others are modules of their own, preloaded with it.
    let l = if matches!(screen.key, ScreenKey::Login | ScreenKey::Registration) {
        l
    } else {
        l.with_preload(&format!("admin/screens/{}", screen.screen))
    };
    let island = Island::new(
        "admin",
        &Props {
            path: path.to_owned(),
            product_name: name.clone(),
            authenticated: user.is_some(),
            user: user.map(|u| (&u.admin).into()),
            access: user.map(|u| u.admin.access),
            can: user.map_or_else(Vec::new, |u| SCREENS.open_to(u.admin.access)),
            has_admins,
            data,
            sign_in: match &form {
                Some(ServedForm::SignIn(f)) => Some(f.clone()),
                _ => None,
            },
            registration: match &form {
                Some(ServedForm::Registration(f)) => Some(f.clone()),
                _ => None,
            },
        },
    );
    // Enrolment needs the island (it shows a QR code): only the password
    // and code steps are written into the page.
    let form = form.filter(|form| match form {
        ServedForm::SignIn(f) => f.step.as_ref().is_none_or(|s| s.two_factor == "code"),
        ServedForm::Registration(_) => true,
    });
    let page = AdminShell {
        l,
        island,
        product_name: name.clone(),
        has_admins,
        form,
    };
    // Private data: never kept by any cache.
    cache_control(render(&page), "no-store")
}

async fn login_screen(
    State(state): State<AppState>,
    MaybeAdmin(user): MaybeAdmin,
    session: Session,
    RawQuery(query): RawQuery,
) -> AppResult<Response> {
    if user.is_some() {
        return Ok(Redirect::to(HOME).into_response());
    }
    let form = SignInForm {
        step: two_factor::waiting_step(&state, &session).await?,
        expired: query
            .as_deref()
            .is_some_and(|q| q.split('&').any(|pair| pair == "expired=1")),
        ..SignInForm::default()
    };
    sign_in_page(&state, StatusCode::OK, form).await
}

const HOME: &str = "/admin-login/admin-home";

async fn sign_in_page(
    state: &AppState,
    status: StatusCode,
    form: SignInForm,
) -> AppResult<Response> {
    let has = admins::count(&state.db).await? > 0;
    let mut page = shell(
        state,
        "/admin-login",
        SCREENS.get(ScreenKey::Login),
        None,
        has,
        Value::Null,
        Some(ServedForm::SignIn(form)),
    );
    *page.status_mut() = status;
    Ok(page)
}

/// The sign-in form's fields as a browser posts them without JavaScript.
#[derive(Deserialize)]
struct SignInPost {
    email: Option<String>,
    password: Option<String>,
    /// Sent by the second step's form instead of the other two.
    code: Option<String>,
}

/// The sign-in page's own form, posted without JavaScript: a right
/// password (and code) signs in and goes to the home screen (303); a
/// second step shows the page again asking for it; anything refused shows
/// the page again with the message at its field and the e-mail kept.
async fn sign_in_post(
    signin: SignIn,
    form: Result<Form<SignInPost>, FormRejection>,
) -> AppResult<Response> {
    let Ok(Form(post)) = form else {
        return Err(AppError::BadRequest(
            "The sign-in form could not be read.".into(),
        ));
    };
    let email = post.email.clone().unwrap_or_default();
    let code_step = post.code.is_some();
    let outcome = if code_step {
        two_factor::code_step(&signin, two_factor::CodeBody { code: post.code })
            .await
            .map(|_| None)
    } else {
        let body = auth::LoginBody {
            email: post.email,
            password: post.password,
        };
        auth::password_step(&signin, body)
            .await
            .map(|step| match step {
                auth::PasswordStep::SignedIn(_) => None,
                auth::PasswordStep::Second(step) => Some(step),
            })
    };
    let state = &signin.state;
    let refusal = match outcome {
        Ok(None) => return Ok(Redirect::to(HOME).into_response()),
        Ok(Some(_)) => return Ok(Redirect::to("/admin-login").into_response()),
        Err(refusal) => refusal,
    };
    let step = two_factor::waiting_step(state, &signin.session).await?;
    // A message at the field it is about: the code, or the password for a
    // wrong e-mail or password, the e-mail for the login limits.
    let at = |field: &str| {
        if step.is_some() {
            "code".to_owned()
        } else {
            field.to_owned()
        }
    };
    let errors = match &refusal {
        AppError::Unauthorized(m) | AppError::Conflict(m) => Refused::one(&at("password"), m),
        AppError::TooManyRequests { message, .. } => Refused::one(&at("email"), message),
        _ => match Refused::of(&refusal) {
            Some(errors) => errors,
            None => return Err(refusal),
        },
    };
    let form = SignInForm {
        email: if step.is_some() { String::new() } else { email },
        errors,
        step,
        expired: false,
    };
    sign_in_page(state, refusal.status(), form).await
}

async fn registration_screen(
    State(state): State<AppState>,
    MaybeAdmin(user): MaybeAdmin,
) -> AppResult<Response> {
    registration_page(&state, user, StatusCode::OK, RegistrationForm::default()).await
}

/// /registration: to a visitor while no administrator exists, the page
/// with the registration form in it (`form`); to a signed-in
/// administrator, the island's screen; to anyone else, the login screen.
async fn registration_page(
    state: &AppState,
    user: Option<crate::auth::AdminUser>,
    status: StatusCode,
    form: RegistrationForm,
) -> AppResult<Response> {
    let has = admins::count(&state.db).await? > 0;
    if has && user.is_none() {
        return Ok(Redirect::to("/admin-login").into_response());
    }
    if let Some(refused) = user.as_ref().and_then(|u| {
        let screen = SCREENS.get(ScreenKey::Registration);
        (!u.admin.access.may(screen.area)).then(|| forbidden_page(state, "/registration", u))
    }) {
        return Ok(refused);
    }
    let mut page = shell(
        state,
        "/registration",
        SCREENS.get(ScreenKey::Registration),
        user.as_ref(),
        has,
        Value::Null,
        (!has).then_some(ServedForm::Registration(form)),
    );
    *page.status_mut() = status;
    Ok(page)
}

/// The registration page's own form, posted without JavaScript, made into
/// an administrator by the very rules of `POST /admin/createad` (first run
/// only, unless an administrator is signed in): success goes to the login
/// screen (303); refused fields show the page again with each message at
/// its field, everything but the password kept, under "User registration
/// failed". Once an administrator exists a visitor's post is refused as
/// the API refuses it (401).
async fn registration_post(
    State(state): State<AppState>,
    MaybeAdmin(user): MaybeAdmin,
    form: Result<Form<auth::CreateAdminBody>, FormRejection>,
) -> AppResult<Response> {
    let Ok(Form(body)) = form else {
        return Err(AppError::BadRequest(
            "The registration form could not be read.".into(),
        ));
    };
    let typed = |v: &Option<String>| v.clone().unwrap_or_default();
    let mut kept = RegistrationForm {
        username: typed(&body.username),
        email: typed(&body.email),
        mobile: typed(&body.mobile),
        role: typed(&body.role),
        ..RegistrationForm::default()
    };
    let refusal = match auth::register(&state, user.as_ref(), body).await {
        Ok(_) => return Ok(Redirect::to("/admin-login").into_response()),
        Err(refusal) => refusal,
    };
    let Some(errors) = Refused::of(&refusal) else {
        return Err(refusal);
    };
    kept.errors = errors;
    kept.failure = Some(refusal.to_string());
    registration_page(&state, user, refusal.status(), kept).await
}

fn to_value<T: Serialize>(v: T) -> Value {
    serde_json::to_value(v).unwrap_or(Value::Null)
}

/// The records' wire shape as the island's first data.
fn listed<M, V: From<M> + Serialize>(rows: Vec<M>) -> Value {
    to_value(wire::all::<M, V>(rows))
}

/// A record that may be gone (the screen says so); any other failure is an
/// error, never "not found".
fn found<M, V: From<M> + Serialize>(r: DomainResult<M>) -> AppResult<Value> {
    match r {
        Ok(m) => Ok(to_value(V::from(m))),
        Err(DomainError::NotFound(_)) => Ok(Value::Null),
        Err(e) => Err(e.into()),
    }
}

async fn guarded_screen(
    State(state): State<AppState>,
    MaybeAdmin(user): MaybeAdmin,
    Path(rest): Path<String>,
) -> AppResult<Response> {
    let Some(user) = user else {
        return Ok(Redirect::to("/admin-login").into_response());
    };
    let path = format!("/admin-login/{rest}");
    let (screen, params) = SCREENS.find(&path);
    if !user.admin.access.may(screen.area) {
        return Ok(forbidden_page(&state, &path, &user));
    }
    let data = first_data(&state, screen.key, &params, user.admin.access).await?;
    let mut page = shell(&state, &path, screen, Some(&user), true, data, None);
    if screen.key == ScreenKey::NotFound {
        // The island shows its "not found" screen with links back.
        *page.status_mut() = StatusCode::NOT_FOUND;
    }
    Ok(page)
}

/// A screen the account's level may not open: the island says so, with
/// the way back to Today, and the answer is 403.
fn forbidden_page(state: &AppState, path: &str, user: &crate::auth::AdminUser) -> Response {
    let mut page = shell(
        state,
        path,
        &SCREENS.forbidden,
        Some(user),
        true,
        Value::Null,
        None,
    );
    *page.status_mut() = StatusCode::FORBIDDEN;
    page
}

/// The first data of a screen, written into its page so the island's first
/// render needs no call. `params` are the path's, as the table names them.
/// The lead desk's screens load theirs through the API, as their filters
/// live in the query string.
async fn first_data(
    state: &AppState,
    key: ScreenKey,
    params: &[&str],
    access: Access,
) -> AppResult<Value> {
    let db = &state.db;
    // The record id is the path's last parameter (the table's `{id}`).
    let id = params
        .last()
        .and_then(|p| p.parse::<i32>().ok())
        .unwrap_or_default();
    Ok(match key {
        // Today, and below it the enquiry table's first page (as `GET
        // /admin/enquiries` answers it) for a level that opens leads.
        ScreenKey::Home => {
            let enquiries = if access.may(Area::Leads) {
                to_value(enquiry_calls::first_page(state, &PageParams::default()).await?)
            } else {
                Value::Null
            };
            json!({ "today": today::view(state, access).await?, "enquiries": enquiries })
        }
        ScreenKey::Receivables => to_value(receivables::view(state).await?),
        ScreenKey::EnquiryUpdate => {
            let enquiry = found::<_, EnquiryView>(enquiries::get(db, id).await)?;
            let services = listed::<_, ServiceView>(catalogue::list(db).await?);
            json!({ "enquiry": enquiry, "services": services })
        }
        ScreenKey::CareerUpdate => {
            let application = found::<_, ApplicationView>(careers::application(db, id).await)?;
            let departments = listed::<_, DepartmentView>(careers::departments(db).await?);
            json!({ "application": application, "departments": departments })
        }
        // The applications table's first page, as `GET /admin/applications` answers it.
        ScreenKey::Careers => {
            to_value(careers_calls::applications_at(state, &PageParams::default()).await?)
        }
        ScreenKey::Departments => {
            let all = careers::departments(db).await?;
            let job_pages = JobPageView::all(&all);
            json!({ "departments": listed::<_, DepartmentView>(all), "jobPages": job_pages })
        }
        ScreenKey::Admins => {
            let all = admins::list(db).await?;
            let two_factor = two_factor::AdminTwoFactor::all(&all);
            json!({ "admins": listed::<_, AdminView>(all), "twoFactor": two_factor })
        }
        ScreenKey::Services => listed::<_, ServiceView>(catalogue::list(db).await?),
        ScreenKey::Affiliates => listed::<_, ProductView>(products::list_all(db).await?),
        ScreenKey::AffiliateUpdate => to_value(products::get(db, id).await?.map(ProductView::from)),
        ScreenKey::Login
        | ScreenKey::Registration
        | ScreenKey::AffiliateAdd
        | ScreenKey::EnquiryList
        | ScreenKey::ApplicationList
        | ScreenKey::LeadPage
        | ScreenKey::ApplicationPage
        | ScreenKey::Quotes
        | ScreenKey::Invoices
        | ScreenKey::InvoicePage
        | ScreenKey::Analytics
        | ScreenKey::Account
        | ScreenKey::Audit
        | ScreenKey::Content
        | ScreenKey::ContentPages
        | ScreenKey::ContentStories
        | ScreenKey::ContentArticles
        | ScreenKey::BusinessDetails
        | ScreenKey::Backups
        | ScreenKey::ContentNew
        | ScreenKey::ContentEdit
        | ScreenKey::Media
        | ScreenKey::People
        | ScreenKey::NotFound
        | ScreenKey::Forbidden => Value::Null,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_address_finds_its_screen_with_its_parameters() {
        for (path, key, params) in [
            ("/admin-login", ScreenKey::Login, vec![]),
            ("/admin-login/", ScreenKey::Login, vec![]),
            ("/registration", ScreenKey::Registration, vec![]),
            ("/admin-login/admin-home", ScreenKey::Home, vec![]),
            (
                "/admin-login/admin-home/update-cenquiry/3/41",
                ScreenKey::CareerUpdate,
                vec!["3", "41"],
            ),
            (
                "/admin-login/leads/applications/7",
                ScreenKey::ApplicationPage,
                vec!["applications", "7"],
            ),
            (
                "/admin-login/leads/enquiries",
                ScreenKey::EnquiryList,
                vec!["enquiries"],
            ),
            (
                "/admin-login/leads/applications",
                ScreenKey::ApplicationList,
                vec!["applications"],
            ),
            ("/admin-login/quotes", ScreenKey::Quotes, vec![]),
            ("/admin-login/invoices", ScreenKey::Invoices, vec![]),
            (
                "/admin-login/invoices/12",
                ScreenKey::InvoicePage,
                vec!["12"],
            ),
            ("/admin-login/receivables", ScreenKey::Receivables, vec![]),
            ("/admin-login/analytics", ScreenKey::Analytics, vec![]),
            (
                "/admin-login/content/stories",
                ScreenKey::ContentStories,
                vec!["stories"],
            ),
            (
                "/admin-login/content/12",
                ScreenKey::ContentEdit,
                vec!["12"],
            ),
            (
                "/admin-login/business-details",
                ScreenKey::BusinessDetails,
                vec![],
            ),
            ("/admin-login/content/posts", ScreenKey::NotFound, vec![]),
            ("/admin-login/leads/spam", ScreenKey::NotFound, vec![]),
            ("/admin-login/aff/update/x", ScreenKey::NotFound, vec![]),
            ("/admin-login/nowhere", ScreenKey::NotFound, vec![]),
        ] {
            let (screen, found) = SCREENS.find(path);
            assert_eq!((screen.key, found), (key, params), "{path}");
        }
    }

    /// A path whose parameters each allow one word only: it is one address.
    fn one_address(path: &str) -> bool {
        path.split('/').all(|part| match part.strip_prefix('{') {
            Some(param) => param
                .trim_end_matches('}')
                .split_once(':')
                .is_some_and(|(_, words)| !words.contains('|')),
            None => true,
        })
    }

    #[test]
    fn every_menu_entry_is_a_screen_reached_without_parameters() {
        for key in SCREENS.menu.iter().flat_map(|g| &g.items) {
            let screen = SCREENS.screens.iter().find(|s| s.key == *key);
            let screen = screen.unwrap_or_else(|| panic!("{key:?} is no screen"));
            assert!(one_address(&screen.path), "{}", screen.path);
            assert_eq!(screen.guard, Guard::Always, "{}", screen.path);
        }
    }

    /// Every screen at one address is in the menu (so it is reached from
    /// any screen in at most two steps: the menu, then its link), but the
    /// sign-in pages, the add form its list opens, and the specification's
    /// career applications table (the home's Career Page card opens it; the
    /// menu lists the applications once, as a lead list); and each screen
    /// has its own title, the words the menu shows for it.
    #[test]
    fn the_menu_names_every_screen_once_by_its_own_title() {
        let listed: Vec<ScreenKey> = SCREENS.menu.iter().flat_map(|g| g.items.clone()).collect();
        for s in &SCREENS.screens {
            let outside = matches!(
                s.key,
                ScreenKey::Login
                    | ScreenKey::Registration
                    | ScreenKey::AffiliateAdd
                    | ScreenKey::Careers
            );
            if one_address(&s.path) && !outside {
                assert!(listed.contains(&s.key), "{} is not in the menu", s.path);
            }
            let times = listed.iter().filter(|k| **k == s.key).count();
            assert!(times <= 1, "{} is in the menu {times} times", s.path);
        }
        let mut titles: Vec<&str> = SCREENS.screens.iter().map(|s| s.title.as_str()).collect();
        titles.sort_unstable();
        let all = titles.len();
        titles.dedup();
        assert_eq!(titles.len(), all, "two screens share a title");
    }

    /// One look: every stylesheet (the admin area's, the islands', the lead
    /// pages' and the public pages' own) takes its colours from the tokens
    /// of site.css (its `:root`), and every stylesheet breaks at the site's one width,
    /// written as two ranges that meet:
    /// phones `(width <= 768px)`, the rest `(width > 768px)` (the public
    /// header narrows its menu inside the wide range), so no width,
    /// fractional ones included, gets two layouts or none.
    #[test]
    fn the_stylesheets_use_the_tokens_and_one_breakpoint() {
        let css = concat!(env!("CARGO_MANIFEST_DIR"), "/static/css");
        for file in [
            "admin.css",
            "quote.css",
            "leads.css",
            "islands.css",
            "site.css",
        ] {
            let text = std::fs::read_to_string(format!("{css}/{file}")).expect("reads");
            let mut in_tokens = false;
            for (n, line) in text.lines().enumerate() {
                let code = line.split("/*").next().unwrap_or_default();
                if code.starts_with(":root") {
                    in_tokens = true;
                }
                let raw = code.contains("rgb")
                    || code
                        .split('#')
                        .skip(1)
                        .any(|rest| rest.chars().take_while(char::is_ascii_hexdigit).count() >= 3);
                assert!(
                    in_tokens || !raw,
                    "{file}:{}: a colour outside the tokens: {line}",
                    n + 1
                );
                if in_tokens && code.starts_with('}') {
                    in_tokens = false;
                }
                if let Some(query) = code.trim().strip_prefix("@media") {
                    let widths = query.contains("width");
                    let ours = query.contains("(width <= 768px)")
                        || query.contains("(width > 768px)")
                        || query.contains("(768px < width <=");
                    assert!(
                        !widths || ours,
                        "{file}:{}: another breakpoint: {line}",
                        n + 1
                    );
                }
            }
        }
    }

    #[test]
    fn every_screen_of_the_table_has_its_module_in_the_island() {
        let screens = concat!(env!("CARGO_MANIFEST_DIR"), "/islands/src/admin/screens");
        for s in SCREENS
            .screens
            .iter()
            .chain([&SCREENS.not_found, &SCREENS.forbidden])
        {
            let module = format!("{screens}/{}.tsx", s.screen);
            assert!(std::path::Path::new(&module).exists(), "{module}");
        }
    }
}
