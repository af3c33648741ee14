//! The public form pages: the business enquiry page (/buseq, enquiry
//! island) and the careers page (/careerpg, careers island and the
//! server-rendered Current Openings list). Both read the database when rendered; the page cache
//! (`crate::cache`) keeps them until a service, department or position
//! changes, so a service or position an administrator adds shows at once.
//!
//! Each form is in the server's HTML, complete and usable before any script
//! runs, with the very markup its island renders, so the island hydrates it
//! in place. Without scripts the form posts (URL-encoded) back to the page's
//! address; that post goes through the same `submit` function as the JSON
//! API (rate limit, validation, honeypot, storage). Success answers 303 to
//! `?sent=1`, which shows the success alert over an empty form, so a reload
//! sends nothing again; failure answers the page again with every refused
//! field's message at its field and everything typed kept. Each input is
//! named as the JSON API names its field, so a refusal finds its input by
//! name. Answers to a post are
//! never stored by any cache.
use std::{collections::BTreeMap, future::Future};

use askama::Template;
use axum::{
    extract::{
        rejection::FormRejection, DefaultBodyLimit, FromRequest, Multipart, OriginalUri, RawQuery,
        Request, State,
    },
    http::{header, HeaderValue, StatusCode},
    response::{IntoResponse, Redirect, Response},
    routing::get,
    Form, Router,
};
use serde::{de::DeserializeOwned, Deserialize, Serialize};
use serde_json::Value;

use crate::{
    domain::language::Language,
    entities::position,
    error::{AppError, AppResult},
    routes::{
        api::{
            careers::{self as careers_api, ApplyingFor, CvPart},
            original::{
                self,
                wire::{OriginalApplicationBody, OriginalEnquiryBody, PositionIdRef, ServiceRef},
            },
            Sender,
        },
        wire::ServiceView,
    },
    services::{careers, money::catalogue},
    state::AppState,
    views::{cache_control, render_status, texts::FormWords, Island, Layout},
};

pub fn router() -> Router<AppState> {
    let mut router = Router::new();
    for language in Language::ALL {
        router = router
            .route(
                &language.path_for(EnquiryForm::PATH),
                get(form_page::<EnquiryForm>).post(form_post::<EnquiryForm>),
            )
            .route(
                &language.path_for(ApplicationForm::PATH),
                get(form_page::<ApplicationForm>).post(form_post::<ApplicationForm>),
            );
    }
    router
        // The Hindi careers page under the name a Hindi visitor would type.
        .route(
            "/hi/careers",
            get(|| async { Redirect::permanent(&Language::Hi.path_for(ApplicationForm::PATH)) }),
        )
        // The careers form may bring a CV.
        .layer(DefaultBodyLimit::max(crate::paths::UPLOAD_LIMIT))
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
    pub(crate) error: Option<String>,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub(crate) sent: bool,
}

impl FormState {
    /// The form after a successful post (`?sent=1`): empty, alert up.
    fn from_query(query: Option<&str>) -> Self {
        Self {
            sent: query.is_some_and(|q| q.split('&').any(|pair| pair == "sent=1")),
            ..Self::default()
        }
    }

    /// The form after a refused post, and the status to answer with; a
    /// failure on our side is said as the island says it, in `language`.
    fn refused(
        values: BTreeMap<String, String>,
        refusal: AppError,
        language: Language,
    ) -> (StatusCode, Self) {
        let mut state = Self {
            values,
            ..Self::default()
        };
        let status = refusal.status();
        match refusal {
            AppError::Validation(errors) => {
                for e in errors.iter() {
                    if state.values.contains_key(&e.field) {
                        state
                            .errors
                            .entry(e.field.clone())
                            .or_insert_with(|| e.message.clone());
                    } else if state.error.is_none() {
                        state.error = Some(e.message.clone());
                    }
                }
            }
            e if status.is_server_error() => {
                tracing::error!(error = ?e, "a form post failed");
                state.error = Some(FormWords::of(language).failed.to_owned());
            }
            e => state.error = Some(e.to_string()),
        }
        (status, state)
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

    /// The form with `value` already chosen in `name` (a job page's position).
    pub fn choose(&mut self, name: &str, value: &str) {
        self.values.insert(name.to_owned(), value.to_owned());
    }

    pub fn is_selected(&self, name: &str, id: &i32) -> bool {
        self.value(name) == id.to_string()
    }
}

/// Props of a form island: the page's data plus the form's state, and on
/// a page in another language than English, that edition of the form.
#[derive(Serialize)]
pub(crate) struct FormProps<'a, T: Serialize> {
    #[serde(flatten)]
    pub data: T,
    #[serde(flatten)]
    pub form: &'a FormState,
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    pub edition: Option<FormEdition>,
}

/// A form in another language than English, as its island needs it: the
/// language it posts (so refusals come back in it), the page it posts to
/// without scripts, and its words. An English form has none of these and
/// its props are as they always were.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct FormEdition {
    language: &'static str,
    action: String,
    words: &'static FormWords,
    /// The privacy notice in the page's language, where it has one.
    privacy: String,
}

impl FormEdition {
    /// The edition of the form on the page `l`, posting to `action` (an
    /// English one is none).
    pub fn of(l: &Layout, action: &str) -> Option<Self> {
        let words = FormWords::of(l.language);
        words.code().map(|language| Self {
            language,
            action: action.to_owned(),
            words,
            privacy: l.link("/privacy"),
        })
    }
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

/// A page with a script-free form: its form's fields as posted (named as
/// the island names its inputs), how a post is taken, and how the page is
/// rendered around the form's state.
trait FormPage: DeserializeOwned + Serialize + Send + 'static {
    /// The page's address; the form posts back to it.
    const PATH: &'static str;
    /// The island that takes the form over.
    const ISLAND: &'static str;
    /// File inputs: never shown again (a browser cannot be given a file
    /// back), but a refusal is still shown at them.
    const FILE_INPUTS: &'static [&'static str] = &[];
    /// Takes the post through the JSON API's `submit`, in the language of
    /// the page it was sent from.
    fn submit(
        self,
        state: &AppState,
        sender: &Sender,
        language: Language,
    ) -> impl Future<Output = AppResult<()>> + Send;

    /// Reads a post: a URL-encoded form (a form with a file overrides this).
    fn read(req: Request, state: &AppState) -> impl Future<Output = AppResult<Self>> + Send {
        async move {
            let form: Result<Form<Self>, FormRejection> = Form::from_request(req, state).await;
            let Form(form) = form.map_err(unreadable)?;
            Ok(form)
        }
    }

    /// The page in `language` with the form in this state, answered with
    /// `status`.
    fn render(
        state: &AppState,
        status: StatusCode,
        form: FormState,
        language: Language,
    ) -> impl Future<Output = AppResult<Response>> + Send;

    /// The page's layout in `language` and its island, whose props are the
    /// page's `data`, the form's state and the form's edition.
    fn frame(
        state: &AppState,
        language: Language,
        (title, description): (String, String),
        data: impl Serialize,
        form: &FormState,
    ) -> (Layout, Island) {
        let path = language.path_for(Self::PATH);
        let l = Layout::new(state, &path, title, description).with_island(Self::ISLAND);
        let edition = FormEdition::of(&l, &path);
        (
            l,
            Island::new(
                Self::ISLAND,
                &FormProps {
                    data,
                    form,
                    edition,
                },
            ),
        )
    }
}

/// What the visitor typed in each input, to show again if the post is
/// refused: empty when absent; the honeypot is never serialized.
fn typed<F: Serialize>(form: &F) -> BTreeMap<String, String> {
    match serde_json::to_value(form) {
        Ok(Value::Object(fields)) => fields
            .into_iter()
            .map(|(name, value)| (name, value.as_str().unwrap_or_default().to_owned()))
            .collect(),
        _ => BTreeMap::new(),
    }
}

/// The id chosen in a dropdown, as the JSON API takes it: the empty
/// "Please select" option is no choice at all.
fn chosen(id: Option<String>) -> Option<Value> {
    id.filter(|s| !s.trim().is_empty()).map(Value::String)
}

async fn form_page<F: FormPage>(
    State(state): State<AppState>,
    OriginalUri(uri): OriginalUri,
    RawQuery(query): RawQuery,
) -> AppResult<Response> {
    let form = FormState::from_query(query.as_deref());
    let language = Language::of_path(uri.path());
    Ok(cache_control(
        F::render(&state, StatusCode::OK, form, language).await?,
        "no-cache",
    ))
}

/// A script-free post, answered in the language of the page it was sent
/// to (its address: `/hi/buseq` is the Hindi form).
async fn form_post<F: FormPage>(
    State(state): State<AppState>,
    OriginalUri(uri): OriginalUri,
    sender: Sender,
    req: Request,
) -> AppResult<Response> {
    let language = Language::of_path(uri.path());
    let form = F::read(req, &state)
        .await
        .map_err(|e| e.in_language(language))?;
    let mut values = typed(&form);
    for name in F::FILE_INPUTS {
        values.insert((*name).to_owned(), String::new());
    }
    match form.submit(&state, &sender, language).await {
        Ok(()) => Ok(sent(&language.path_for(F::PATH))),
        Err(refusal) => {
            let (status, form) = FormState::refused(values, refusal, language);
            Ok(no_store(F::render(&state, status, form, language).await?))
        }
    }
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
    w: &'static FormWords,
}

/// The script-free enquiry form's fields, named as the island names its inputs.
#[derive(Deserialize, Serialize)]
#[serde(rename_all = "camelCase")]
struct EnquiryForm {
    f_name: Option<String>,
    l_name: Option<String>,
    b_email: Option<String>,
    /// The chosen service's id.
    selected_service: Option<String>,
    contact_number: Option<String>,
    address: Option<String>,
    message: Option<String>,
    #[serde(skip_serializing)]
    website: Option<String>,
}

impl FormPage for EnquiryForm {
    const PATH: &'static str = "/buseq";
    const ISLAND: &'static str = "enquiry";

    /// "Please select" (an empty value) is no service at all.
    async fn submit(self, state: &AppState, sender: &Sender, language: Language) -> AppResult<()> {
        let body = OriginalEnquiryBody {
            f_name: self.f_name,
            l_name: self.l_name,
            b_email: self.b_email,
            contact_number: self.contact_number,
            address: self.address,
            message: self.message,
            selected_service: chosen(self.selected_service)
                .map(|id| ServiceRef { ser_id: Some(id) }),
            website: self.website,
            language: Some(language.code().to_owned()),
        };
        original::submit_enquiry(state, sender, body)
            .await
            .map(drop)
    }

    async fn render(
        state: &AppState,
        status: StatusCode,
        form: FormState,
        language: Language,
    ) -> AppResult<Response> {
        // Offered in the page's language: a Hindi form names each service
        // by its Hindi names where it has them.
        let services: Vec<ServiceView> = catalogue::list(&state.db)
            .await?
            .into_iter()
            .map(|s| ServiceView::in_language(s, language))
            .collect();
        let name = &state.config.site.product_name;
        let head = match language {
            Language::En => (
                format!("Request for a customised quote | {name}"),
                format!(
                    "Tell {name} what you sell and the help you need: marketplace management, advertising, \
                     digital marketing or a website. We reply within one working day with a customised quote."
                ),
            ),
            Language::Hi => (
                format!("अपने काम का कोटेशन माँगें | {name}"),
                format!(
                    "{name} को बताइए कि आप क्या बेचते हैं और कैसी मदद चाहिए: Amazon-Flipkart अकाउंट मैनेजमेंट, \
                     विज्ञापन, डिजिटल मार्केटिंग या वेबसाइट। हम एक कामकाजी दिन में आपके काम का कोटेशन भेजते हैं।"
                ),
            ),
        };
        let (l, island) = Self::frame(
            state,
            language,
            head,
            EnquiryProps {
                services: &services,
            },
            &form,
        );
        Ok(render_status(
            status,
            &EnquiryPage {
                l,
                island,
                services,
                form,
                w: FormWords::of(language),
            },
        ))
    }
}

// ---------- /careerpg ----------

/// One entry of the careers island's position dropdown.
#[derive(Serialize, Clone)]
#[serde(rename_all = "camelCase")]
pub(crate) struct OpenPosition {
    pub id: i32,
    pub name: String,
    pub department: String,
}

#[derive(Serialize)]
pub(crate) struct CareersProps<'a> {
    pub positions: &'a [OpenPosition],
}

struct Opening {
    name: String,
    /// The job page is `/careers/{slug}`.
    slug: String,
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
    cv_accept: &'static str,
    w: &'static FormWords,
    /// Where the form posts without scripts.
    action: String,
}

/// What the CV input offers to pick (the server checks the bytes anyway).
pub const CV_ACCEPT: &str = ".pdf,.doc,.docx,application/pdf,application/msword,\
application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/// The script-free application form's fields, named as the island names its inputs.
#[derive(Deserialize, Serialize)]
#[serde(rename_all = "camelCase")]
struct ApplicationForm {
    full_name: Option<String>,
    email: Option<String>,
    mobile_number: Option<String>,
    /// The chosen position's id, or `general` (no opening fits).
    position_applied: Option<String>,
    #[serde(skip_serializing)]
    website: Option<String>,
    /// The CV, when the form came with one (multipart).
    #[serde(skip)]
    cv: Option<CvPart>,
}

/// The dropdown's value for a general application.
const GENERAL: &str = "general";

impl FormPage for ApplicationForm {
    const PATH: &'static str = "/careerpg";
    const ISLAND: &'static str = "careers";
    const FILE_INPUTS: &'static [&'static str] = &["cv"];

    /// "Please Select" (an empty value) is no position; `general` is a
    /// general application.
    async fn submit(self, state: &AppState, sender: &Sender, language: Language) -> AppResult<()> {
        let general = self.position_applied.as_deref() == Some(GENERAL);
        let body = OriginalApplicationBody {
            c_id: None,
            full_name: self.full_name,
            email: self.email,
            mobile_number: self.mobile_number,
            position_applied: chosen(self.position_applied.filter(|_| !general))
                .map(|id| PositionIdRef { pos_id: Some(id) }),
            website: self.website,
            language: Some(language.code().to_owned()),
        };
        let opening = if general {
            ApplyingFor::NamedOrGeneral
        } else {
            ApplyingFor::Named
        };
        original::submit_application(state, sender, opening, body, self.cv)
            .await
            .map(drop)
    }

    /// URL-encoded without a file, multipart with one.
    async fn read(req: Request, state: &AppState) -> AppResult<Self> {
        let multipart = req
            .headers()
            .get(header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|v| {
                v.trim_start()
                    .to_ascii_lowercase()
                    .starts_with("multipart/form-data")
            });
        if !multipart {
            let form: Result<Form<Self>, FormRejection> = Form::from_request(req, state).await;
            let Form(form) = form.map_err(unreadable)?;
            return Ok(form);
        }
        let form = Multipart::from_request(req, state)
            .await
            .map_err(|e| AppError::BadRequest(format!("The form could not be read: {e}")))?;
        let mut parts = careers_api::read_application(form).await?;
        Ok(Self {
            full_name: parts.take("fullName"),
            email: parts.take("email"),
            mobile_number: parts.take("mobileNumber"),
            position_applied: parts.take("positionApplied"),
            website: parts.take("website"),
            cv: parts.cv,
        })
    }

    async fn render(
        state: &AppState,
        status: StatusCode,
        form: FormState,
        language: Language,
    ) -> AppResult<Response> {
        let jobs = careers::open_jobs(&state.db).await?;
        let name = &state.config.site.product_name;
        let positions = dropdown(&jobs);
        let content = state.content();
        let locality = &content.site_in(language).locality;
        let head = match language {
            Language::En => (
                format!("Careers: Join Our Team | {name}"),
                format!(
                    "Current openings at {name} in {locality}: marketplace, digital marketing and web roles. \
                     See the open positions by department and apply online."
                ),
            ),
            Language::Hi => (
                format!("करियर: हमारी टीम से जुड़ें | {name}"),
                format!(
                    "{locality} में {name} के खाली पद: मार्केटप्लेस, डिजिटल मार्केटिंग और वेब का काम। \
                     विभाग के हिसाब से पद देखें और ऑनलाइन आवेदन करें।"
                ),
            ),
        };
        let (l, island) = Self::frame(
            state,
            language,
            head,
            CareersProps {
                positions: &positions,
            },
            &form,
        );
        let departments = openings(&jobs, language);
        Ok(render_status(
            status,
            &CareersPage {
                l,
                island,
                departments,
                groups: by_department(positions),
                form,
                cv_accept: CV_ACCEPT,
                w: FormWords::of(language),
                action: language.path_for(Self::PATH),
            },
        ))
    }
}

/// Positions grouped by department name, in the order given.
fn by_department(positions: Vec<OpenPosition>) -> Vec<(String, Vec<OpenPosition>)> {
    let mut groups: Vec<(String, Vec<OpenPosition>)> = Vec::new();
    for p in positions {
        match groups.iter_mut().find(|(d, _)| *d == p.department) {
            Some((_, list)) => list.push(p),
            None => groups.push((p.department.clone(), vec![p])),
        }
    }
    groups
}

/// "1 Position" for one, "N Positions" otherwise; "1 पद", "N पद".
fn positions_label(n: i32, language: Language) -> String {
    match language {
        Language::En if n == 1 => "1 Position".to_owned(),
        Language::En => format!("{n} Positions"),
        Language::Hi => format!("{n} पद"),
    }
}

/// The open positions by department, in the order the service gives them
/// (departments and positions by name). A position with no vacant posts
/// (numberOfPosts 0: an administrator closed it but kept it, with its
/// applications) or past its closing day is not an opening (the service
/// leaves it out); a department without openings is left out.
fn openings(jobs: &[(position::Model, String)], language: Language) -> Vec<DepartmentOpenings> {
    let mut list: Vec<DepartmentOpenings> = Vec::new();
    for (p, dept) in jobs {
        let opening = Opening {
            count: positions_label(p.number_of_posts, language),
            name: p.name.clone(),
            slug: p.slug.clone().unwrap_or_default(),
        };
        match list.iter_mut().find(|d| d.name == *dept) {
            Some(d) => d.openings.push(opening),
            None => list.push(DepartmentOpenings {
                name: dept.clone(),
                openings: vec![opening],
            }),
        }
    }
    list
}

fn dropdown(jobs: &[(position::Model, String)]) -> Vec<OpenPosition> {
    jobs.iter()
        .map(|(p, dept)| OpenPosition {
            id: p.id,
            name: p.name.clone(),
            department: dept.clone(),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn position(id: i32, name: &str, n: i32) -> position::Model {
        position::Model {
            id,
            department_id: 1,
            name: name.into(),
            number_of_posts: n,
            created_at: chrono::Utc::now(),
            slug: Some(crate::domain::job::slugify(name)),
            description: String::new(),
            employment_type: crate::domain::job::EmploymentType::FullTime,
            location: crate::domain::job::WorkLocation::Office,
            salary_min: None,
            salary_max: None,
            salary_period: None,
            posted_on: None,
            closes_on: None,
        }
    }

    #[test]
    fn labels_say_position_for_one_and_positions_otherwise() {
        assert_eq!(positions_label(1, Language::En), "1 Position");
        assert_eq!(positions_label(2, Language::En), "2 Positions");
        assert_eq!(positions_label(12, Language::En), "12 Positions");
        assert_eq!(positions_label(2, Language::Hi), "2 पद");
    }

    #[test]
    fn openings_are_grouped_by_department_and_link_their_page() {
        let jobs = vec![
            (position(1, "SEO Analyst", 2), "Marketing".to_owned()),
            (position(3, "Content Writer", 1), "Marketing".to_owned()),
            (position(2, "Image Editor", 1), "Design".to_owned()),
        ];
        let props = dropdown(&jobs);
        assert_eq!(props.len(), 3);
        assert_eq!(props[0].department, "Marketing");
        let list = openings(&jobs, Language::En);
        assert_eq!(list.len(), 2);
        assert_eq!(list[0].name, "Marketing");
        assert_eq!(list[0].openings.len(), 2);
        assert_eq!(list[0].openings[0].count, "2 Positions");
        assert_eq!(list[0].openings[0].slug, "seo-analyst");
    }
}
