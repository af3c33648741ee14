//! Lead pages: the business enquiry page (/buseq, enquiry island) and the
//! careers page (/careerpg, careers island and the server-rendered Current
//! Openings list). Both read the database when rendered; the page cache
//! (`crate::cache`) keeps them until a service, department or position
//! changes, so a service or position an administrator adds shows at once.
//!
//! Each form is in the server's HTML, complete and usable before any script
//! runs, with the very markup its island renders, so the island hydrates it
//! in place. Without scripts the form posts (URL-encoded) back to the page's
//! address; that post goes through the same `submit` function as the JSON
//! API (rate limit, validation, honeypot, storage). Success answers 303 to
//! `?sent=1`, which shows the success alert over an empty form, so a reload
//! sends nothing again; failure answers the page again with each field's
//! message at the field and everything typed kept. Answers to a post are
//! never stored by any cache.
use std::collections::BTreeMap;

use askama::Template;
use axum::{
    extract::{rejection::FormRejection, RawQuery, State},
    http::{header, HeaderValue, StatusCode},
    response::{IntoResponse, Response},
    routing::get,
    Form, Router,
};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::{
    auth::ClientIp,
    error::{AppError, AppResult},
    routes::{
        api::{
            careers::{self as careers_api, ApplicationBody, PositionIdRef},
            enquiries::{self as enquiries_api, EnquiryBody, ServiceRef},
            Refusal,
        },
        wire::{self, DepartmentView, ServiceView},
    },
    services::{careers, catalogue},
    state::AppState,
    views::{cache_control, render_status, Island, Layout},
};

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/buseq", get(enquiry_page).post(send_enquiry))
        .route("/careerpg", get(careers_page).post(send_application))
}

// ---------- the server-rendered form ----------

/// What a server-rendered form shows besides its fields: the values the
/// visitor typed, the message of each field at fault, a message for the
/// form as a whole (beside the button), and whether the success alert is
/// up. The island receives the same in its props, so its first render is
/// the server's markup.
#[derive(Serialize, Default)]
pub struct FormState {
    /// Input name to the text typed.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    values: BTreeMap<String, String>,
    /// Input name to its error message.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    errors: BTreeMap<String, String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<String>,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    sent: bool,
}

/// Shown for a failure on our side, as the island words it.
const SERVER_FAILURE: &str =
    "Something went wrong on our side and your form was not sent. Please try again in a few minutes.";

impl FormState {
    /// The form after a successful post (`?sent=1`): empty, alert up.
    fn from_query(query: Option<&str>) -> Self {
        Self {
            sent: query.is_some_and(|q| q.split('&').any(|pair| pair == "sent=1")),
            ..Self::default()
        }
    }

    /// The form after a refused post, and the status to answer with.
    /// `input_for` maps an API field name to the form's input name.
    fn refused(
        values: BTreeMap<String, String>,
        refusal: Refusal,
        input_for: fn(&str) -> &str,
    ) -> (StatusCode, Self) {
        let mut state = Self {
            values,
            ..Self::default()
        };
        match refusal {
            Refusal::Fields(errors) => {
                for (field, message) in errors.0 {
                    let input = input_for(field.split('.').next().unwrap_or(&field));
                    if state.values.contains_key(input) {
                        state.errors.entry(input.to_owned()).or_insert(message);
                    } else if state.error.is_none() {
                        state.error = Some(message);
                    }
                }
                (StatusCode::UNPROCESSABLE_ENTITY, state)
            }
            Refusal::Other(e) => {
                let status = e.status();
                state.error = Some(if status.is_server_error() {
                    tracing::error!(error = ?e, "a form post failed");
                    SERVER_FAILURE.to_owned()
                } else {
                    e.to_string()
                });
                (status, state)
            }
        }
    }

    pub fn value(&self, name: &str) -> &str {
        self.values.get(name).map(String::as_str).unwrap_or("")
    }

    pub fn error_for(&self, name: &str) -> Option<&str> {
        self.errors.get(name).map(String::as_str)
    }

    /// The wrapper's classes, as the island's `Field` joins them.
    pub fn field_class(&self, name: &str, extra: &str) -> String {
        let mut class = String::from("form-field");
        if !extra.is_empty() {
            class.push(' ');
            class.push_str(extra);
        }
        if self.errors.contains_key(name) {
            class.push_str(" has-error");
        }
        class
    }

    pub fn is_selected(&self, name: &str, id: &i32) -> bool {
        self.value(name) == id.to_string()
    }
}

/// Props of a form island: the page's data plus the form's state.
#[derive(Serialize)]
struct FormProps<'a, T: Serialize> {
    #[serde(flatten)]
    data: T,
    #[serde(flatten)]
    form: &'a FormState,
}

/// Private and single-use: the answer to a post is never cached.
fn no_store(res: Response) -> Response {
    cache_control(res, "no-store")
}

/// 303 back to the page with the success marker.
fn sent(path: &str) -> Response {
    let mut res = StatusCode::SEE_OTHER.into_response();
    if let Ok(location) = HeaderValue::from_str(&format!("{path}?sent=1")) {
        res.headers_mut().insert(header::LOCATION, location);
    }
    no_store(res)
}

/// A post whose body could not be read as a form (400, the API's shape).
fn unreadable(rejection: FormRejection) -> AppError {
    AppError::BadRequest(format!("The form could not be read: {rejection}"))
}

/// Records what the visitor sent for `name`, as sent (empty when absent).
fn typed(values: &mut BTreeMap<String, String>, name: &str, value: &Option<String>) {
    values.insert(name.to_owned(), value.clone().unwrap_or_default());
}

// ---------- /buseq ----------

#[derive(Serialize)]
struct EnquiryProps<'a> {
    services: &'a [ServiceView],
}

#[derive(Template)]
#[template(path = "pages/buseq.html")]
struct EnquiryPage {
    l: Layout,
    island: Island,
    services: Vec<ServiceView>,
    form: FormState,
}

/// The script-free enquiry form's fields, named as the island names its inputs.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct EnquiryForm {
    f_name: Option<String>,
    l_name: Option<String>,
    b_email: Option<String>,
    ser_id: Option<String>,
    contact_number: Option<String>,
    address: Option<String>,
    message: Option<String>,
    website: Option<String>,
}

impl EnquiryForm {
    /// What to show again if the post is refused (the honeypot stays empty).
    fn values(&self) -> BTreeMap<String, String> {
        let mut v = BTreeMap::new();
        typed(&mut v, "fName", &self.f_name);
        typed(&mut v, "lName", &self.l_name);
        typed(&mut v, "bEmail", &self.b_email);
        typed(&mut v, "serId", &self.ser_id);
        typed(&mut v, "contactNumber", &self.contact_number);
        typed(&mut v, "address", &self.address);
        typed(&mut v, "message", &self.message);
        v
    }

    /// The JSON API's body for the same submission; "Please select" (an
    /// empty value) is no service at all.
    fn into_body(self) -> EnquiryBody {
        EnquiryBody {
            f_name: self.f_name,
            l_name: self.l_name,
            b_email: self.b_email,
            contact_number: self.contact_number,
            address: self.address,
            message: self.message,
            selected_service: self
                .ser_id
                .filter(|s| !s.trim().is_empty())
                .map(|s| ServiceRef {
                    ser_id: Some(Value::String(s)),
                }),
            website: self.website,
        }
    }
}

fn enquiry_input(api_field: &str) -> &str {
    match api_field {
        "selectedService" => "serId",
        other => other,
    }
}

async fn enquiry_page(
    State(state): State<AppState>,
    RawQuery(query): RawQuery,
) -> AppResult<Response> {
    let form = FormState::from_query(query.as_deref());
    Ok(cache_control(
        render_enquiry(&state, StatusCode::OK, form).await?,
        "no-cache",
    ))
}

async fn send_enquiry(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    form: Result<Form<EnquiryForm>, FormRejection>,
) -> AppResult<Response> {
    let Form(form) = form.map_err(unreadable)?;
    let values = form.values();
    match enquiries_api::submit(&state, &ip, form.into_body()).await {
        Ok(_) => Ok(sent("/buseq")),
        Err(refusal) => {
            let (status, form) = FormState::refused(values, refusal, enquiry_input);
            Ok(no_store(render_enquiry(&state, status, form).await?))
        }
    }
}

async fn render_enquiry(
    state: &AppState,
    status: StatusCode,
    form: FormState,
) -> AppResult<Response> {
    let services: Vec<ServiceView> = wire::all(catalogue::list(&state.db).await?);
    let name = &state.config.site.product_name;
    let l = Layout::new(
        state,
        "/buseq",
        format!("Request for a customised quote | {name}"),
        format!(
            "Tell {name} what you sell and the help you need: marketplace management, advertising, \
             digital marketing or a website. We reply within one working day with a customised quote."
        ),
    )
    .with_island("enquiry");
    let island = Island::new(
        "enquiry",
        &FormProps {
            data: EnquiryProps {
                services: &services,
            },
            form: &form,
        },
    );
    Ok(render_status(
        status,
        &EnquiryPage {
            l,
            island,
            services,
            form,
        },
    ))
}

// ---------- /careerpg ----------

/// One entry of the careers island's position dropdown.
#[derive(Serialize, Clone)]
#[serde(rename_all = "camelCase")]
struct OpenPosition {
    pos_id: i32,
    pos_name: String,
    d_name: String,
}

#[derive(Serialize)]
struct CareersProps<'a> {
    positions: &'a [OpenPosition],
}

struct Opening {
    name: String,
    /// "1 Position", "2 Positions".
    count: String,
}

struct DepartmentOpenings {
    name: String,
    openings: Vec<Opening>,
}

#[derive(Template)]
#[template(path = "pages/careers.html")]
struct CareersPage {
    l: Layout,
    island: Island,
    departments: Vec<DepartmentOpenings>,
    /// The dropdown's positions grouped by department, as the island groups them.
    groups: Vec<(String, Vec<OpenPosition>)>,
    form: FormState,
}

/// The script-free application form's fields, named as the island names its inputs.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct ApplicationForm {
    full_name: Option<String>,
    email: Option<String>,
    mobile_number: Option<String>,
    pos_id: Option<String>,
    website: Option<String>,
}

impl ApplicationForm {
    fn values(&self) -> BTreeMap<String, String> {
        let mut v = BTreeMap::new();
        typed(&mut v, "fullName", &self.full_name);
        typed(&mut v, "email", &self.email);
        typed(&mut v, "mobileNumber", &self.mobile_number);
        typed(&mut v, "posId", &self.pos_id);
        v
    }

    /// The JSON API's body; "Please Select" (an empty value) is no position.
    fn into_body(self) -> ApplicationBody {
        ApplicationBody {
            c_id: None,
            full_name: self.full_name,
            email: self.email,
            mobile_number: self.mobile_number,
            position_applied: self
                .pos_id
                .filter(|s| !s.trim().is_empty())
                .map(|s| PositionIdRef {
                    pos_id: Some(Value::String(s)),
                }),
            website: self.website,
        }
    }
}

fn application_input(api_field: &str) -> &str {
    match api_field {
        "positionApplied" => "posId",
        other => other,
    }
}

/// Positions grouped by department name, in the order given.
fn by_department(positions: Vec<OpenPosition>) -> Vec<(String, Vec<OpenPosition>)> {
    let mut groups: Vec<(String, Vec<OpenPosition>)> = Vec::new();
    for p in positions {
        match groups.iter_mut().find(|(d, _)| *d == p.d_name) {
            Some((_, list)) => list.push(p),
            None => groups.push((p.d_name.clone(), vec![p])),
        }
    }
    groups
}

/// "1 Position" for one, "N Positions" otherwise.
fn positions_label(n: i32) -> String {
    if n == 1 {
        "1 Position".to_owned()
    } else {
        format!("{n} Positions")
    }
}

/// The open positions by department, in the order the service gives them
/// (departments and positions by name). A position with no vacant posts
/// (numberOfPosts 0: an administrator closed it but kept it, with its
/// applications) is not an opening; a department without openings is left
/// out.
fn openings(depts: Vec<DepartmentView>) -> Vec<DepartmentOpenings> {
    depts
        .into_iter()
        .filter_map(|d| {
            let openings: Vec<Opening> = d
                .positions
                .into_iter()
                .filter(|p| p.number_of_posts > 0)
                .map(|p| Opening {
                    count: positions_label(p.number_of_posts),
                    name: p.pos_name,
                })
                .collect();
            (!openings.is_empty()).then_some(DepartmentOpenings {
                name: d.d_name,
                openings,
            })
        })
        .collect()
}

fn dropdown(depts: &[DepartmentView]) -> Vec<OpenPosition> {
    depts
        .iter()
        .flat_map(|d| {
            d.positions
                .iter()
                .filter(|p| p.number_of_posts > 0)
                .map(|p| OpenPosition {
                    pos_id: p.pos_id,
                    pos_name: p.pos_name.clone(),
                    d_name: d.d_name.clone(),
                })
        })
        .collect()
}

async fn careers_page(
    State(state): State<AppState>,
    RawQuery(query): RawQuery,
) -> AppResult<Response> {
    let form = FormState::from_query(query.as_deref());
    Ok(cache_control(
        render_careers(&state, StatusCode::OK, form).await?,
        "no-cache",
    ))
}

async fn send_application(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    form: Result<Form<ApplicationForm>, FormRejection>,
) -> AppResult<Response> {
    let Form(form) = form.map_err(unreadable)?;
    let values = form.values();
    match careers_api::submit(&state, &ip, None, form.into_body()).await {
        Ok(_) => Ok(sent("/careerpg")),
        Err(refusal) => {
            let (status, form) = FormState::refused(values, refusal, application_input);
            Ok(no_store(render_careers(&state, status, form).await?))
        }
    }
}

async fn render_careers(
    state: &AppState,
    status: StatusCode,
    form: FormState,
) -> AppResult<Response> {
    let depts: Vec<DepartmentView> = wire::all(careers::departments(&state.db).await?);
    let name = &state.config.site.product_name;
    let l = Layout::new(
        state,
        "/careerpg",
        format!("Careers: Join Our Team | {name}"),
        format!(
            "Current openings at {name} in {}: marketplace, digital marketing and web roles. \
             See the open positions by department and apply online.",
            state.config.site.locality
        ),
    )
    .with_island("careers");
    let positions = dropdown(&depts);
    let island = Island::new(
        "careers",
        &FormProps {
            data: CareersProps {
                positions: &positions,
            },
            form: &form,
        },
    );
    let departments = openings(depts);
    Ok(render_status(
        status,
        &CareersPage {
            l,
            island,
            departments,
            groups: by_department(positions),
            form,
        },
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::routes::wire::PositionView;

    fn position(pos_id: i32, name: &str, n: i32) -> PositionView {
        PositionView {
            pos_id,
            pos_name: name.into(),
            number_of_posts: n,
            d_id: 1,
            career_pages: None,
        }
    }

    #[test]
    fn labels_say_position_for_one_and_positions_otherwise() {
        assert_eq!(positions_label(1), "1 Position");
        assert_eq!(positions_label(2), "2 Positions");
        assert_eq!(positions_label(12), "12 Positions");
    }

    #[test]
    fn closed_positions_and_empty_departments_are_not_openings() {
        let depts = vec![
            DepartmentView {
                d_id: 1,
                d_name: "Marketing".into(),
                positions: vec![position(1, "SEO Analyst", 2), position(2, "Closed", 0)],
            },
            DepartmentView {
                d_id: 2,
                d_name: "Empty".into(),
                positions: vec![],
            },
        ];
        let props = dropdown(&depts);
        assert_eq!(props.len(), 1);
        assert_eq!(props[0].pos_id, 1);
        assert_eq!(props[0].d_name, "Marketing");
        let list = openings(depts);
        assert_eq!(list.len(), 1);
        assert_eq!(list[0].name, "Marketing");
        assert_eq!(list[0].openings.len(), 1);
        assert_eq!(list[0].openings[0].count, "2 Positions");
    }
}
