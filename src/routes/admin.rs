//! The administrator area: server-rendered shells that mount the admin
//! island behind a server-side guard. Without a live login every
//! /admin-login/* screen (and /registration once an administrator exists)
//! redirects to /admin-login; /admin-login with one redirects to the home
//! screen. The first screen's data is written into the page.
use askama::Template;
use axum::{
    extract::{Path, State},
    http::StatusCode,
    response::{IntoResponse, Redirect, Response},
    routing::get,
    Router,
};
use serde::Serialize;
use serde_json::{json, Value};

use crate::{
    auth::MaybeAdmin,
    domain::{DomainError, DomainResult},
    error::AppResult,
    routes::wire::{
        self, AdminView, ApplicationView, DepartmentView, EnquiryView, ProductView, ServiceView,
        SessionUser,
    },
    services::{admins, careers, catalogue, enquiries, products},
    state::AppState,
    views::{cache_control, render, Island, Layout},
};

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/admin-login", get(login_screen))
        .route("/registration", get(registration_screen))
        .route("/admin-login/{*rest}", get(guarded_screen))
}

#[derive(Template)]
#[template(path = "pages/admin.html")]
struct AdminShell {
    l: Layout,
    island: Island,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Props {
    path: String,
    product_name: String,
    authenticated: bool,
    user: Option<SessionUser>,
    has_admins: bool,
    data: Value,
}

/// Renders the shell page of one screen. `screen` names the screen's module
/// under islands/src/admin/screens/: it is preloaded with the modules the
/// island's entry imports (React among them), so the screen's code arrives
/// with them rather than after them.
fn shell(
    state: &AppState,
    path: &str,
    screen: &str,
    title: &str,
    user: Option<&crate::auth::AdminUser>,
    has_admins: bool,
    data: Value,
) -> Response {
    let name = &state.config.site.product_name;
    let l = Layout::new(
        state,
        path,
        format!("{title} | {name}"),
        format!("{title}: {name} administrator area."),
    )
    .noindex()
    .bare()
    .with_island("admin")
    .with_preload("admin")
    .with_preload(&format!("admin/screens/{screen}"));
    let island = Island::new(
        "admin",
        &Props {
            path: path.to_owned(),
            product_name: name.clone(),
            authenticated: user.is_some(),
            user: user.map(|u| (&u.admin).into()),
            has_admins,
            data,
        },
    );
    // Private data: never kept by any cache.
    cache_control(render(&AdminShell { l, island }), "no-store")
}

async fn login_screen(
    State(state): State<AppState>,
    MaybeAdmin(user): MaybeAdmin,
) -> AppResult<Response> {
    if user.is_some() {
        return Ok(Redirect::to("/admin-login/admin-home").into_response());
    }
    let has = admins::count(&state.db).await? > 0;
    Ok(shell(
        &state,
        "/admin-login",
        "Login",
        "Admin Login",
        None,
        has,
        Value::Null,
    ))
}

async fn registration_screen(
    State(state): State<AppState>,
    MaybeAdmin(user): MaybeAdmin,
) -> AppResult<Response> {
    let has = admins::count(&state.db).await? > 0;
    if has && user.is_none() {
        return Ok(Redirect::to("/admin-login").into_response());
    }
    Ok(shell(
        &state,
        "/registration",
        "Registration",
        "Registration",
        user.as_ref(),
        has,
        Value::Null,
    ))
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
    let db = &state.db;
    let parts: Vec<&str> = rest.trim_end_matches('/').split('/').collect();
    let id = |s: &str| s.parse::<i32>().ok();
    let (screen, title, data) = match parts.as_slice() {
        ["admin-home"] => (
            "Enquiries",
            "Business enquiries",
            listed::<_, EnquiryView>(enquiries::list(db).await?),
        ),
        ["admin-home", "update-benquiry", b] if id(b).is_some() => {
            let enquiry =
                found::<_, EnquiryView>(enquiries::get(db, id(b).unwrap_or_default()).await)?;
            let services = listed::<_, ServiceView>(catalogue::list(db).await?);
            (
                "EnquiryUpdate",
                "Update enquiry",
                json!({ "enquiry": enquiry, "services": services }),
            )
        }
        ["admin-home", "update-cenquiry", p, c] if id(p).is_some() && id(c).is_some() => {
            let application = found::<_, ApplicationView>(
                careers::application(db, id(c).unwrap_or_default()).await,
            )?;
            let departments = listed::<_, DepartmentView>(careers::departments(db).await?);
            (
                "CareerUpdate",
                "Update application",
                json!({ "application": application, "departments": departments }),
            )
        }
        ["admin-career"] => (
            "Careers",
            "Career applications",
            listed::<_, ApplicationView>(careers::applications(db).await?),
        ),
        ["admin-dept"] => (
            "Departments",
            "Departments",
            listed::<_, DepartmentView>(careers::departments(db).await?),
        ),
        ["admin-all-list"] => (
            "Admins",
            "Administrators",
            listed::<_, AdminView>(admins::list(db).await?),
        ),
        ["all-services"] => (
            "Services",
            "Services",
            listed::<_, ServiceView>(catalogue::list(db).await?),
        ),
        ["aff"] => (
            "Affiliates",
            "Affiliate products",
            listed::<_, ProductView>(products::list_all(db).await?),
        ),
        ["aff", "add-aff"] => ("AffiliateForm", "Add affiliate product", Value::Null),
        // The lead desk's screens load their data through the API, as their
        // filters live in the query string.
        ["leads", "enquiries" | "applications"] => ("LeadList", "Leads", Value::Null),
        ["leads", "enquiries" | "applications", i] if id(i).is_some() => {
            ("LeadPage", "Lead", Value::Null)
        }
        ["products"] => ("Products", "Products", Value::Null),
        ["account"] => ("Account", "Your account", Value::Null),
        ["audit"] => ("Audit", "Audit log", Value::Null),
        ["aff", "update", i] if id(i).is_some() => {
            let p = products::get(db, id(i).unwrap_or_default()).await?;
            (
                "AffiliateForm",
                "Update affiliate product",
                to_value(p.map(ProductView::from)),
            )
        }
        _ => {
            // The island shows its "not found" screen with links back.
            let path = format!("/admin-login/{rest}");
            let mut page = shell(
                &state,
                &path,
                "NotFound",
                "Not found",
                Some(&user),
                true,
                Value::Null,
            );
            *page.status_mut() = StatusCode::NOT_FOUND;
            return Ok(page);
        }
    };
    Ok(shell(
        &state,
        &format!("/admin-login/{rest}"),
        screen,
        title,
        Some(&user),
        true,
        data,
    ))
}
