//! The lead desk's API: lists of enquiries and applications with search,
//! filters, sorting, paging and per-status counts; a lead's page; changes
//! of status, assignee and follow-up; notes; calls and WhatsApp chats on the
//! timeline; the dashboard figures. Administrators only.
use axum::{extract::FromRequestParts, http::request::Parts, Json};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    params::{with_page, LeadParams, PageParams},
    quotes::rupees,
    receivables::InvoiceBrief,
    Created,
};
use crate::{
    auth::{audit::actor_of, Admin},
    domain::{
        access::{Access, Area},
        hours::BusinessHours,
        india_today,
        invoice::PaymentMethod,
        language::Language,
        lead::{
            ApplicationStatus, EnquiryStatus, LeadKind, LeadStatus, PipelineStatus, Spelled,
            REJECTION_REASONS,
        },
        parse_date, record_id, AtField, Message, PageRequest,
    },
    entities::LeadRecord,
    error::{AppError, AppResult, ErrorBody},
    extract::{ApiJson, ApiPath, ApiQuery},
    routes::wire::{
        self, ApplicationView, AttributionView, EnquiryView, EventView, LeadSummary, NoteView,
        PageInfo,
    },
    services::leads::{self, dashboard::Dashboard, Contact, LeadChange, LeadFile, ListedCount},
    state::AppState,
};

pub fn router() -> OpenApiRouter<AppState> {
    super::resource([
        routes!(dashboard),
        routes!(list),
        routes!(detail, change),
        routes!(add_note),
        routes!(record_contact),
    ])
}

/// `enquiries` or `applications` in an address.
pub fn kind_of(segment: &str) -> AppResult<LeadKind> {
    LeadKind::ALL
        .iter()
        .copied()
        .find(|kind| kind.list_name() == segment)
        .ok_or_else(|| {
            AppError::NotFound("There is no such list: use enquiries or applications.".into())
        })
}

/// A lead's address, `/admin/leads/{kind}/{id}`, read once before the
/// handler runs: a bad id is a 400, a list other than `enquiries` or
/// `applications` a 404.
#[derive(IntoParams)]
#[into_params(parameter_in = Path)]
pub struct LeadAt {
    /// enquiries or applications
    #[param(value_type = String)]
    pub kind: LeadKind,
    pub id: i32,
}

impl<S: Send + Sync> FromRequestParts<S> for LeadAt {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        let ApiPath((kind, id)) =
            ApiPath::<(String, i32)>::from_request_parts(parts, state).await?;
        Ok(Self {
            kind: kind_of(&kind)?,
            id,
        })
    }
}

/// One page of a lead list.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LeadPage {
    #[serde(flatten)]
    pub paging: PageInfo,
    pub items: Vec<LeadSummary>,
    /// False when `total` is a lower bound: a search reads at most the
    /// lists' count limit (`LEAD_COUNT_LIMIT`) plus one of its matches to
    /// count them, and past it every count is what those rows hold (at
    /// least that many); `pages` then goes one past the page asked for.
    pub total_exact: bool,
    /// Per status, under every filter except status and the spam view;
    /// spam is left out of these and counted in `spam`.
    pub counts: Vec<ListedCount>,
    /// Leads held as spam under the other filters.
    pub spam: u64,
    /// False when `spam` is a lower bound (see `totalExact`).
    pub spam_exact: bool,
}

/// A page of the list of the kind of statuses `S`.
async fn list_of<S: PipelineStatus>(
    state: &AppState,
    admin_id: i32,
    params: LeadParams,
    paging: &PageParams,
) -> AppResult<(PageRequest, leads::LeadList)> {
    let query = params.parse::<S>(admin_id, Utc::now());
    let (query, page) = with_page(query, paging)?;
    let found = leads::list(&state.db, &query, page, state.config.lead_count_limit).await?;
    Ok((page, found))
}

/// List leads
///
/// One page of enquiries or applications (`kind`) with search, filters,
/// sorting and per-status counts. Without `status` every status but spam is
/// listed; `spam=true` (or `status=Spam`) is the spam view. Past
/// `LEAD_COUNT_LIMIT` matches a search's count is a lower bound
/// (`totalExact` false). Administrators only; 404 for another `kind`.
#[utoipa::path(get, path = "/admin/leads/{kind}", tag = "leads",
    params(("kind" = String, Path, description = "enquiries or applications"), LeadParams, PageParams),
    responses((status = 200, body = LeadPage), (status = 422, body = ErrorBody)))]
pub async fn list(
    Admin { state, user }: Admin,
    ApiPath(kind): ApiPath<String>,
    ApiQuery(params): ApiQuery<LeadParams>,
    ApiQuery(paging): ApiQuery<PageParams>,
) -> AppResult<Json<LeadPage>> {
    let admin_id = user.admin.id;
    let kind = kind_of(&kind)?;
    let (page, found) = match kind {
        LeadKind::Enquiry => list_of::<EnquiryStatus>(&state, admin_id, params, &paging).await?,
        LeadKind::Application => {
            list_of::<ApplicationStatus>(&state, admin_id, params, &paging).await?
        }
    };
    let mut paging = PageInfo::of(page, found.total.count);
    if !found.total.exact {
        paging.pages = paging.pages.max(page.page + 1);
    }
    let mut items: Vec<LeadSummary> = wire::all(found.items);
    let ids: Vec<i32> = items.iter().map(|l| l.id).collect();
    let mut sources = leads::touches::last_sources(&state.db, kind, &ids).await?;
    for item in &mut items {
        item.source = sources.remove(&item.id);
    }
    Ok(Json(LeadPage {
        paging,
        items,
        total_exact: found.total.exact,
        counts: found.counts,
        spam: found.spam.count,
        spam_exact: found.spam.exact,
    }))
}

/// Everything the lead's page shows.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LeadDetail {
    #[serde(flatten)]
    pub summary: LeadSummary,
    /// Every field of an enquiry (absent for applications).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub enquiry: Option<EnquiryView>,
    /// Every field of an application (absent for enquiries).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub application: Option<ApplicationView>,
    /// The phone in E.164, when the typed number could be read.
    pub phone_key: Option<String>,
    /// `tel:` link for click-to-call.
    pub call_url: Option<String>,
    /// `https://wa.me/…` click-to-chat with a message naming the agency and
    /// the service or position.
    pub whatsapp_url: Option<String>,
    /// Other leads of the same kind with the same e-mail or phone, newest first.
    pub possible_duplicates: Vec<LeadSummary>,
    /// Newest first.
    pub notes: Vec<NoteView>,
    /// Newest first.
    pub history: Vec<EventView>,
    /// Where it came from.
    pub attribution: AttributionView,
    /// How long it waited for its first answer, in business minutes.
    pub response: ResponseClock,
    /// The CV sent with an application, when there is one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cv: Option<CvLink>,
    /// Applications only: why it was rejected.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rejection_reason: Option<String>,
    /// Applications only: the reasons a rejection may give.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rejection_reasons: Option<Vec<String>>,
    /// An enquiry's invoices, drafts too, newest first (empty for an
    /// application, and for a level that may not open invoices).
    pub invoices: Vec<InvoiceBrief>,
    /// The payments against them, the latest received first.
    pub payments: Vec<LeadPayment>,
    /// The advances it paid (receipt vouchers), the newest first.
    pub advances: Vec<AdvanceView>,
}

/// A payment against one of the lead's invoices.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LeadPayment {
    pub id: i32,
    pub invoice_id: i32,
    /// The invoice's number.
    pub invoice_number: Option<String>,
    /// YYYY-MM-DD (India), the day received.
    pub on: String,
    /// Rupees received.
    pub amount: f64,
    pub method: PaymentMethod,
    pub reference: String,
    /// Rupees of TDS the client held back.
    pub tds: f64,
    pub tds_section: Option<String>,
}

/// An advance: its receipt voucher, what is left of it and the refund
/// vouchers paying some back.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdvanceView {
    /// The receipt voucher's id (its PDF: `/admin/invoices/{id}/pdf`).
    pub id: i32,
    /// "RV/2026-27/0001".
    pub number: String,
    /// YYYY-MM-DD.
    pub issued_on: Option<String>,
    /// Rupees received, tax included.
    pub amount: f64,
    /// Rupees left to set against the next invoice or to pay back.
    pub left: f64,
    /// The invoice it is set against.
    pub invoice_id: Option<i32>,
    /// Its refund vouchers, the oldest first.
    pub refunds: Vec<RefundView>,
}

/// A refund voucher paying back some of an advance.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RefundView {
    pub id: i32,
    /// "RF/2026-27/0001".
    pub number: String,
    /// YYYY-MM-DD.
    pub issued_on: Option<String>,
    /// Rupees paid back.
    pub amount: f64,
}

impl From<crate::services::money::invoices::Advance> for AdvanceView {
    fn from(a: crate::services::money::invoices::Advance) -> Self {
        Self {
            id: a.voucher.id,
            number: a.voucher.number.unwrap_or_default(),
            issued_on: a.voucher.issued_on,
            amount: rupees(a.voucher.total),
            left: rupees(a.left),
            invoice_id: a.voucher.invoice_id,
            refunds: a
                .refunds
                .into_iter()
                .map(|r| RefundView {
                    id: r.id,
                    number: r.number.unwrap_or_default(),
                    issued_on: r.issued_on,
                    amount: rupees(r.total),
                })
                .collect(),
        }
    }
}

/// A CV to download (administrators only).
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CvLink {
    /// The candidate's name for the file, cleaned.
    pub file_name: String,
    pub bytes: i64,
    /// What the file is, read from its bytes.
    pub content_type: String,
    /// `GET` it for the file, as an attachment.
    pub url: String,
}

/// A lead's wait for its first answer, counted in the opening hours only.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ResponseClock {
    /// Still waiting: not answered and not held as spam.
    pub waiting: bool,
    /// Business minutes from its arrival to its first answer, or to now
    /// while it waits.
    pub business_minutes: i64,
    /// `RESPONSE_TARGET_MINUTES`.
    pub target_minutes: u32,
    /// Whether the answer came (or can still come) within the target.
    pub within_target: bool,
}

/// Percent-encodes text for a URL query value.
fn url_encode(text: &str) -> String {
    let mut out = String::with_capacity(text.len() * 3);
    for b in text.bytes() {
        match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => {
                out.push(b as char)
            }
            _ => out.push_str(&format!("%{b:02X}")),
        }
    }
    out
}

impl LeadDetail {
    /// The page of a lead; `agency` names the business in the WhatsApp
    /// greeting.
    fn new(file: LeadFile, agency: &str, clock: (&BusinessHours, u32), now: DateTime<Utc>) -> Self {
        let summary = LeadSummary::from(file.record.clone());
        let phone_key = file.record.phone_key().map(str::to_owned);
        let call_url = phone_key
            .clone()
            .or_else(|| {
                let digits: String = summary.phone.chars().filter(char::is_ascii_digit).collect();
                (!digits.is_empty()).then_some(digits)
            })
            .map(|n| format!("tel:{n}"));
        let first_name = summary.name.split_whitespace().next().unwrap_or("");
        let kind = file.record.kind();
        // In the language the lead wrote in.
        let greeting = match file.record.lead().language {
            Language::En => format!(
                "Hello {first_name}, this is {agency} about your {} for {}.",
                kind.as_str(),
                summary.topic
            ),
            Language::Hi => format!(
                "नमस्ते {first_name} जी, {agency} से बात कर रहे हैं: {} के लिए {} के बारे में।",
                summary.topic,
                match kind {
                    LeadKind::Enquiry => "आपकी पूछताछ",
                    LeadKind::Application => "आपके आवेदन",
                }
            ),
        };
        let whatsapp_url = phone_key.as_ref().map(|k| {
            format!(
                "https://wa.me/{}?text={}",
                k.trim_start_matches('+'),
                url_encode(&greeting)
            )
        });
        let pipeline = file.record.lead().pipeline();
        let (hours, target_minutes) = clock;
        let answered = pipeline.first_response_at;
        let business_minutes =
            hours.minutes_between(pipeline.submitted_at, answered.unwrap_or(now));
        let response = ResponseClock {
            waiting: answered.is_none() && pipeline.spam_reason.is_none(),
            business_minutes,
            target_minutes,
            within_target: business_minutes <= i64::from(target_minutes),
        };
        let rejection_reason = match &file.record {
            LeadRecord::Application(a) => a.own.rejection_reason.clone(),
            LeadRecord::Enquiry(_) => None,
        };
        let (enquiry, application) = match file.record {
            LeadRecord::Enquiry(m) => (Some(m.into()), None),
            LeadRecord::Application(m) => (None, Some(m.into())),
        };
        let rejection_reasons = application
            .is_some()
            .then(|| REJECTION_REASONS.iter().map(|r| (*r).to_owned()).collect());
        Self {
            summary,
            enquiry,
            application,
            phone_key,
            call_url,
            whatsapp_url,
            possible_duplicates: wire::all(file.possible_duplicates),
            notes: wire::all(file.notes),
            history: wire::all(file.history),
            attribution: file.touches.into(),
            response,
            cv: None,
            rejection_reasons,
            rejection_reason,
            invoices: Vec::new(),
            payments: Vec::new(),
            advances: Vec::new(),
        }
    }
}

/// An enquiry's invoices and their payments, as its page lists them.
async fn invoices_of(
    state: &AppState,
    lead: i32,
) -> AppResult<(Vec<InvoiceBrief>, Vec<LeadPayment>)> {
    let (invoices, payments) =
        crate::services::money::receivables::of_lead(&state.db, lead).await?;
    let today = india_today(state.config.clock.now());
    let payments = payments
        .into_iter()
        .map(|p| LeadPayment {
            invoice_number: invoices
                .iter()
                .find(|d| d.id == p.invoice_id)
                .and_then(|d| d.number.clone()),
            id: p.id,
            invoice_id: p.invoice_id,
            on: p.received_on,
            amount: rupees(p.amount),
            method: p.method,
            reference: p.reference,
            tds: rupees(p.tds),
            tds_section: p.tds_section,
        })
        .collect();
    let invoices = invoices
        .iter()
        .map(|d| InvoiceBrief::of(d, today))
        .collect();
    Ok((invoices, payments))
}

/// A lead's page, as the detail and change calls answer it.
/// `access` decides whether the enquiry's invoices are shown.
async fn page_of(
    state: &AppState,
    kind: LeadKind,
    id: i32,
    access: Access,
) -> AppResult<Json<LeadDetail>> {
    let file = leads::detail(&state.db, kind, id).await?;
    let content = state.content();
    let clock = (&content.hours, state.config.response_target_minutes);
    let mut page = LeadDetail::new(file, &state.config.site.product_name, clock, Utc::now());
    if kind == LeadKind::Enquiry && access.may(Area::Invoices) {
        (page.invoices, page.payments) = invoices_of(state, id).await?;
        page.advances =
            wire::all(crate::services::money::invoices::advances_of(&state.db, id).await?);
    }
    if kind == LeadKind::Application {
        page.cv = crate::services::careers::cv_meta(&state.db, id).await?.map(
            |(file_name, bytes, content_type)| CvLink {
                file_name,
                bytes,
                content_type,
                url: format!("/admin/applications/{id}/cv"),
            },
        );
    }
    Ok(Json(page))
}

/// Open a lead
///
/// A lead's page: every field, status, assignee, follow-up date, notes,
/// history, possible duplicates, the first-answer clock, an application's CV
/// and rejection reason, the call and WhatsApp links, and an enquiry's
/// invoices with their payments. Administrators
/// only; 404 for another `kind`.
#[utoipa::path(get, path = "/admin/leads/{kind}/{id}", tag = "leads",
    params(LeadAt),
    responses((status = 200, body = LeadDetail)))]
pub async fn detail(
    Admin { state, user }: Admin,
    LeadAt { kind, id }: LeadAt,
) -> AppResult<Json<LeadDetail>> {
    page_of(&state, kind, id, user.admin.access).await
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LeadChangeBody {
    /// A status of this kind of lead, spelled exactly as listed.
    #[schema(value_type = Option<LeadStatus>)]
    pub status: Option<String>,
    /// An administrator's id; null unassigns.
    #[schema(value_type = Option<i32>)]
    #[serde(default, deserialize_with = "crate::extract::present")]
    pub assignee_id: Option<Value>,
    /// YYYY-MM-DD; null clears it.
    #[schema(value_type = Option<String>)]
    #[serde(default, deserialize_with = "crate::extract::present")]
    pub follow_up_on: Option<Value>,
    /// Applications only: why it was rejected, one of `rejectionReasons`
    /// (with the status Rejected, sent now or already set).
    pub rejection_reason: Option<String>,
}

fn parse_change<S: PipelineStatus>(b: LeadChangeBody) -> AppResult<LeadChange<S>> {
    let status = b.status.map(|s| S::parse("status", s.trim())).transpose()?;
    let assignee = match b.assignee_id {
        None => None,
        Some(Value::Null) => Some(None),
        Some(v) => Some(Some(record_id("Assignee", Some(&v)).at("assigneeId")?)),
    };
    let follow_up = match b.follow_up_on {
        None => None,
        Some(Value::Null) => Some(None),
        Some(Value::String(s)) if s.trim().is_empty() => Some(None),
        Some(Value::String(s)) => Some(Some(parse_date("followUpOn", &s)?)),
        Some(_) => {
            return Err(AppError::validation(
                "followUpOn",
                "Use a date written YYYY-MM-DD.",
            ))
        }
    };
    Ok(LeadChange {
        status,
        assignee,
        follow_up,
    })
}

/// Change a lead's status, assignee or follow-up
///
/// Each change is recorded in the lead's history with who made it and when.
/// An application moved to Rejected may carry one of the listed reasons;
/// moving a spam lead to another status releases it from the spam view.
/// Administrators only; 422 names each field at fault.
#[utoipa::path(patch, path = "/admin/leads/{kind}/{id}", tag = "leads",
    params(LeadAt),
    request_body = LeadChangeBody,
    responses((status = 200, body = LeadDetail)))]
pub async fn change(
    Admin { state, user }: Admin,
    LeadAt { kind, id }: LeadAt,
    ApiJson(mut body): ApiJson<LeadChangeBody>,
) -> AppResult<Json<LeadDetail>> {
    let reason = body.rejection_reason.take();
    let reason = match reason.as_deref().map(str::trim) {
        None | Some("") => None,
        Some(_) if kind != LeadKind::Application => {
            return Err(AppError::validation(
                "rejectionReason",
                "Only an application has a reason for rejection.",
            ))
        }
        Some(r) => Some(
            REJECTION_REASONS
                .iter()
                .copied()
                .find(|known| *known == r)
                .ok_or_else(|| {
                    AppError::validation("rejectionReason", "Choose one of the listed reasons.")
                })?,
        ),
    };
    let actor = actor_of(&user.admin);
    // An application moved out of Rejected no longer has a reason.
    let reconsidered = kind == LeadKind::Application
        && body
            .status
            .as_deref()
            .is_some_and(|s| s.trim() != ApplicationStatus::Rejected.as_str());
    match kind {
        LeadKind::Enquiry => {
            leads::change(&state.db, id, parse_change::<EnquiryStatus>(body)?, &actor).await?
        }
        LeadKind::Application => {
            leads::change(
                &state.db,
                id,
                parse_change::<ApplicationStatus>(body)?,
                &actor,
            )
            .await?
        }
    }
    if let Some(reason) = reason {
        crate::services::careers::reject_because(&state.db, id, reason, &actor).await?;
    } else if reconsidered {
        crate::services::careers::forget_rejection_reason(&state.db, id).await?;
    }
    page_of(&state, kind, id, user.admin.access).await
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct NoteBody {
    /// 1 to 5000 characters.
    pub text: Option<String>,
}

/// Add a note to a lead
///
/// Stores the note with who wrote it and when, on the lead's timeline.
/// Administrators only; 201 with the note.
#[utoipa::path(post, path = "/admin/leads/{kind}/{id}/notes", tag = "leads",
    params(LeadAt),
    request_body = NoteBody,
    responses((status = 201, body = NoteView)))]
pub async fn add_note(
    Admin { state, user }: Admin,
    LeadAt { kind, id }: LeadAt,
    ApiJson(body): ApiJson<NoteBody>,
) -> AppResult<Created<NoteView>> {
    let text = Message::parse("Note", body.text).at("text")?.into_inner();
    Ok(Created(
        leads::add_note(&state.db, kind, id, text, &actor_of(&user.admin))
            .await?
            .into(),
    ))
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ContactBody {
    /// "call" or "whatsapp".
    pub channel: Option<String>,
}

/// Record a call or WhatsApp chat
///
/// Notes on the lead's timeline that an administrator called the lead or
/// opened a WhatsApp chat from its page (`channel`: `call` or `whatsapp`).
/// Administrators only; 201 with the timeline entry.
#[utoipa::path(post, path = "/admin/leads/{kind}/{id}/contacts", tag = "leads",
    params(LeadAt),
    request_body = ContactBody,
    responses((status = 201, body = EventView)))]
pub async fn record_contact(
    Admin { state, user }: Admin,
    LeadAt { kind, id }: LeadAt,
    ApiJson(body): ApiJson<ContactBody>,
) -> AppResult<Created<EventView>> {
    let contact = match body.channel.as_deref().map(str::trim) {
        Some("call") => Contact::Called,
        Some("whatsapp") => Contact::Whatsapped,
        _ => {
            return Err(AppError::validation(
                "channel",
                "Channel must be call or whatsapp.",
            ))
        }
    };
    Ok(Created(
        leads::record_contact(&state.db, kind, id, contact, &actor_of(&user.admin))
            .await?
            .into(),
    ))
}

/// Read the dashboard figures
///
/// New leads today, this week and this month; open leads by status;
/// enquiries per service; won against closed; leads per week for the last 12
/// weeks; and the first-answer times in business hours against
/// `RESPONSE_TARGET_MINUTES`. Administrators only.
#[utoipa::path(get, path = "/admin/leads/dashboard", tag = "leads",
    responses((status = 200, body = Dashboard)))]
pub async fn dashboard(Admin { state, .. }: Admin) -> AppResult<Json<Dashboard>> {
    Ok(Json(
        leads::dashboard::figures(
            &state.db,
            Utc::now(),
            (&state.content().hours, state.config.response_target_minutes),
        )
        .await?,
    ))
}
