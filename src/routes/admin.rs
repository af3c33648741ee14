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
use axum::{
    extract::{Path, State},
    http::StatusCode,
    response::{IntoResponse, Redirect, Response},
    routing::get,
    Router,
};
use serde::{Deserialize, Serialize};
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

/// A screen of the administrator area, by the key the table names it with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
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
    LeadList,
    LeadPage,
    Products,
    Account,
    Audit,
    Content,
    ContentNew,
    ContentEdit,
    Media,
    NotFound,
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
}

#[derive(Deserialize)]
pub struct ScreenTable {
    pub screens: Vec<Screen>,
    #[serde(rename = "notFound")]
    pub not_found: Screen,
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
    screen: &Screen,
    user: Option<&crate::auth::AdminUser>,
    has_admins: bool,
    data: Value,
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
    .with_preload("admin")
    .with_preload(&format!("admin/screens/{}", screen.screen));
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
        SCREENS.get(ScreenKey::Login),
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
        SCREENS.get(ScreenKey::Registration),
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
    let path = format!("/admin-login/{rest}");
    let (screen, params) = SCREENS.find(&path);
    let data = first_data(&state, screen.key, &params).await?;
    let mut page = shell(&state, &path, screen, Some(&user), true, data);
    if screen.key == ScreenKey::NotFound {
        // The island shows its "not found" screen with links back.
        *page.status_mut() = StatusCode::NOT_FOUND;
    }
    Ok(page)
}

/// The first data of a screen, written into its page so the island's first
/// render needs no call. `params` are the path's, as the table names them.
/// The lead desk's screens load theirs through the API, as their filters
/// live in the query string.
async fn first_data(state: &AppState, key: ScreenKey, params: &[&str]) -> AppResult<Value> {
    let db = &state.db;
    // The record id is the path's last parameter (the table's `{id}`).
    let id = params
        .last()
        .and_then(|p| p.parse::<i32>().ok())
        .unwrap_or_default();
    Ok(match key {
        ScreenKey::Home => listed::<_, EnquiryView>(enquiries::list(db).await?),
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
        ScreenKey::Careers => listed::<_, ApplicationView>(careers::applications(db).await?),
        ScreenKey::Departments => listed::<_, DepartmentView>(careers::departments(db).await?),
        ScreenKey::Admins => listed::<_, AdminView>(admins::list(db).await?),
        ScreenKey::Services => listed::<_, ServiceView>(catalogue::list(db).await?),
        ScreenKey::Affiliates => listed::<_, ProductView>(products::list_all(db).await?),
        ScreenKey::AffiliateUpdate => to_value(products::get(db, id).await?.map(ProductView::from)),
        ScreenKey::Login
        | ScreenKey::Registration
        | ScreenKey::AffiliateAdd
        | ScreenKey::LeadList
        | ScreenKey::LeadPage
        | ScreenKey::Products
        | ScreenKey::Account
        | ScreenKey::Audit
        | ScreenKey::Content
        | ScreenKey::ContentNew
        | ScreenKey::ContentEdit
        | ScreenKey::Media
        | ScreenKey::NotFound => Value::Null,
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
                ScreenKey::LeadPage,
                vec!["applications", "7"],
            ),
            (
                "/admin-login/leads/enquiries",
                ScreenKey::LeadList,
                vec!["enquiries"],
            ),
            ("/admin-login/leads/spam", ScreenKey::NotFound, vec![]),
            ("/admin-login/aff/update/x", ScreenKey::NotFound, vec![]),
            ("/admin-login/nowhere", ScreenKey::NotFound, vec![]),
        ] {
            let (screen, found) = SCREENS.find(path);
            assert_eq!((screen.key, found), (key, params), "{path}");
        }
    }

    #[test]
    fn every_screen_of_the_table_has_its_module_in_the_island() {
        let screens = concat!(env!("CARGO_MANIFEST_DIR"), "/islands/src/admin/screens");
        for s in SCREENS.screens.iter().chain([&SCREENS.not_found]) {
            let module = format!("{screens}/{}.tsx", s.screen);
            assert!(std::path::Path::new(&module).exists(), "{module}");
        }
    }
}
