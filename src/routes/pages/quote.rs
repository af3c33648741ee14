//! The client's quote at its private link, `/q/{token}`: the quotation as
//! a page (phone-width first, no sign-in, no script), its PDF, and the
//! client's answer: accept by typing their name, decline with a reason,
//! or, once it has expired, ask for a fresh one. Each answer is a JSON call
//! (`{"name"}`, `{"reason"}`) or the page's own form; a form is answered by
//! going back to the page, or by the page with the refusal at its field.
//! A link an administrator withdrew answers 410 Gone: a page saying so,
//! with nothing of the quote (its PDF and its answers too; a JSON call gets
//! the API's error), so a client who clicks an old e-mail learns what
//! happened and whom to ask; a quote whose enquiry was deleted is gone with
//! it, and its link answers 404.
//! The page speaks the language the client's enquiry was sent in (its
//! lead's `language`): a Hindi enquiry's quote is a Hindi page, its
//! refusals and its amount in words in Hindi (Indian numbering: "बारह
//! हज़ार पाँच सौ रुपये मात्र"); the figures, lines and the PDF are as
//! written. A withdrawn link's page speaks that language too, and so does
//! every refusal a JSON call gets (a refused field, an unreadable body, a
//! closed or withdrawn quote); an English enquiry's stay as they were.
//! Nothing here is cached or indexed, and the link is never sent to another
//! site as a referrer (`same-origin`: with `no-referrer` a browser would
//! send the page's own forms with `Origin: null`, which the CSRF check
//! refuses).
use askama::Template;
use axum::{
    body::Bytes,
    extract::{Path, State},
    http::{header, HeaderMap, HeaderValue, StatusCode},
    response::{IntoResponse, Redirect, Response},
    routing::{get, post},
    Json, Router,
};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use crate::{
    auth::{ClientIp, MaybeAdmin},
    domain::{
        gst, hindi_moment, hindi_refusals::hindi_refusal, india_clock, language::Language,
        lead::Spelled, quote::QuoteStatus, AtField, Money, SingleLine, Text,
    },
    entities::quote,
    error::{AppError, AppResult},
    extract::is_json,
    routes::api::quotes::{lines_of, pdf_of, pdf_response},
    services::money::quotes::{self, Answer, Standing},
    state::AppState,
    views::{cache_control, render_status, Layout},
};

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/q/{token}", get(page))
        .route("/q/{token}/pdf", get(pdf))
        .route("/q/{token}/accept", post(answer::<true>))
        .route("/q/{token}/decline", post(answer::<false>))
        .route("/q/{token}/renew", post(renew))
}

#[derive(Template)]
#[template(path = "pages/quote_withdrawn.html")]
struct WithdrawnPage {
    l: Layout,
}

/// The page of a withdrawn link (410), in its client's language.
fn withdrawn_page(state: &AppState, token: &str, language: Language) -> Response {
    let name = &state.config.site.product_name;
    let (title, description) = match language {
        Language::En => (
            format!("Quotation link withdrawn | {name}"),
            "This quotation link has been withdrawn.",
        ),
        Language::Hi => (
            format!("कोटेशन का लिंक वापस लिया गया | {name}"),
            "इस कोटेशन का लिंक वापस ले लिया गया है।",
        ),
    };
    let l = Layout::new(state, &format!("/q/{token}"), title, description)
        .noindex()
        .speaking(language);
    private(render_status(StatusCode::GONE, &WithdrawnPage { l }))
}

/// A page call's error: a withdrawn link gets its page, the rest as usual.
async fn or_withdrawn(state: &AppState, token: &str, e: AppError) -> AppResult<Response> {
    match e {
        AppError::Gone(_) => {
            let language = quotes::language_of_link(&state.db, token).await?;
            Ok(withdrawn_page(state, token, language))
        }
        e => Err(e),
    }
}

/// One line as the quotation and invoice pages list it.
pub(super) struct LineRow {
    pub(super) description: String,
    pub(super) sac: String,
    pub(super) quantity: String,
    pub(super) unit_price: String,
    /// None where the line has none.
    pub(super) discount: Option<String>,
    pub(super) rate: String,
    pub(super) taxable: String,
}

impl LineRow {
    pub(super) fn of(line: &quotes::Line) -> Self {
        Self {
            description: line.description.clone(),
            sac: line.sac.clone(),
            quantity: quotes::quantity_text(line.quantity_milli),
            unit_price: inr(line.unit_price),
            discount: (line.discount > 0).then(|| inr(line.discount)),
            rate: quotes::rate_text(line.rate_bp),
            taxable: inr(line.taxable),
        }
    }
}

#[derive(Template)]
#[template(path = "pages/quote.html")]
struct QuotePage {
    l: Layout,
    number: String,
    agency_name: String,
    agency_legal: String,
    agency_address: String,
    agency_gstin: String,
    client_name: String,
    client_address: String,
    client_state: String,
    client_gstin: Option<String>,
    issued: String,
    valid_until: String,
    lines: Vec<LineRow>,
    taxable: String,
    /// (label, amount): CGST and SGST, or IGST.
    taxes: Vec<(String, String)>,
    total: String,
    words: String,
    token: String,
    /// open, accepted, declined, expired or superseded.
    standing: &'static str,
    accepted: Option<String>,
    declined: Option<String>,
    newer: Option<(String, String)>,
    renewal_asked: Option<String>,
    /// What was typed into a refused form, and why it was refused.
    name: String,
    reason: String,
    name_error: Option<String>,
    reason_error: Option<String>,
    /// A refusal that is not about a field (the quote closed meanwhile).
    notice: Option<String>,
}

pub(super) fn inr(paise: i64) -> String {
    Money::from_paise(paise).format_inr_exact()
}

/// What the form posted, kept to show again with its refusal.
#[derive(Default)]
struct Typed {
    name: String,
    reason: String,
    name_error: Option<String>,
    reason_error: Option<String>,
    notice: Option<String>,
}

fn quote_page(
    state: &AppState,
    q: &quote::Model,
    standing: &Standing,
    typed: Typed,
    language: Language,
) -> QuotePage {
    let agency = quotes::Agency::kept(q, &state.content().site);
    let lines = lines_of(q);
    let taxes = quotes::tax_rows(q, &lines)
        .into_iter()
        .map(|(label, paise)| (label, inr(paise)))
        .collect();
    let (title, description) = match language {
        Language::En => (
            format!("Quotation {} | {}", q.number, agency.name),
            format!(
                "Quotation {} from {} for {}.",
                q.number, agency.name, q.client_name
            ),
        ),
        Language::Hi => (
            format!("कोटेशन {} | {}", q.number, agency.name),
            format!(
                "{} के लिए {} का कोटेशन {}।",
                q.client_name, agency.name, q.number
            ),
        ),
    };
    let l = Layout::new(state, &format!("/q/{}", q.token), title, description)
        .noindex()
        .speaking(language)
        .with_style("css/quote.css");
    let day = |d| quotes::long_date_in(d, language);
    let said = |field: &str, message: Option<String>| match language {
        Language::En => message,
        Language::Hi => message.map(|m| hindi_refusal(field, &m)),
    };
    // A moment as the page's sentence in its language says it.
    let moment = |t: DateTime<Utc>| match language {
        Language::En => india_clock(t),
        Language::Hi => hindi_moment(t),
    };
    let at = |t: Option<DateTime<Utc>>| t.map(moment);
    QuotePage {
        l,
        number: q.number.clone(),
        agency_name: agency.name.clone(),
        agency_legal: agency.legal_name.clone(),
        agency_address: agency.address.clone(),
        agency_gstin: agency.gstin.clone(),
        client_name: q.client_name.clone(),
        client_address: q.client_address.clone(),
        client_state: q.client_state.clone(),
        client_gstin: q.client_gstin.clone(),
        issued: day(crate::domain::india_today(q.created_at)),
        valid_until: day(quotes::valid_until(q)),
        lines: lines.iter().map(LineRow::of).collect(),
        taxable: inr(q.taxable),
        taxes,
        total: inr(q.total),
        words: gst::amount_in_words_in(q.total, language),
        token: q.token.clone(),
        standing: standing.word().as_str(),
        accepted: q.accepted_at.map(|t| {
            let name = q.accepted_name.clone().unwrap_or_default();
            match language {
                Language::En => format!("{} as “{name}”", india_clock(t)),
                Language::Hi => format!("{} “{name}” नाम से", hindi_moment(t)),
            }
        }),
        declined: at(q.declined_at),
        newer: match standing {
            Standing::Superseded(n) => Some((n.number.clone(), n.token.clone())),
            _ => None,
        },
        renewal_asked: at(q.renewal_asked_at),
        name: typed.name,
        reason: typed.reason,
        name_error: said("name", typed.name_error),
        reason_error: said("reason", typed.reason_error),
        notice: typed.notice,
    }
}

/// A private answer: not stored by any cache, the link not passed to
/// other sites.
pub(super) fn private(res: Response) -> Response {
    let mut res = cache_control(res, "private, no-store");
    let h = res.headers_mut();
    h.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("same-origin"),
    );
    h.insert(
        "x-robots-tag",
        HeaderValue::from_static("noindex, nofollow"),
    );
    res
}

async fn show(
    state: &AppState,
    q: &quote::Model,
    status: StatusCode,
    typed: Typed,
) -> AppResult<Response> {
    let standing = quotes::standing(&state.db, q, Utc::now()).await?;
    let language = quotes::language(&state.db, q).await?;
    let page = quote_page(state, q, &standing, typed, language);
    Ok(private(render_status(status, &page)))
}

/// The quote's page. The client's first opening goes on the enquiry's
/// timeline; an administrator looking at it is not the client.
async fn page(
    State(state): State<AppState>,
    Path(token): Path<String>,
    admin: MaybeAdmin,
) -> AppResult<Response> {
    let q = match quotes::by_token(&state.db, &token).await {
        Ok(q) => q,
        Err(e) => return or_withdrawn(&state, &token, e.into()).await,
    };
    if admin.0.is_none() {
        quotes::opened(&state.db, &q, Utc::now()).await?;
    }
    show(&state, &q, StatusCode::OK, Typed::default()).await
}

async fn pdf(State(state): State<AppState>, Path(token): Path<String>) -> AppResult<Response> {
    let q = match quotes::by_token(&state.db, &token).await {
        Ok(q) => q,
        Err(e) => return or_withdrawn(&state, &token, e.into()).await,
    };
    let bytes = pdf_of(&state, &q).await?;
    Ok(private(pdf_response(&q, bytes, true)))
}

/// An answer's body: JSON or the page's form, with the same names.
#[derive(Deserialize, Default)]
struct AnswerBody {
    name: Option<String>,
    reason: Option<String>,
}

fn body_of(headers: &HeaderMap, bytes: &Bytes) -> Result<(AnswerBody, bool), AppError> {
    let json = is_json(headers);
    let body = if bytes.is_empty() {
        AnswerBody::default()
    } else if json {
        serde_json::from_slice::<AnswerBody>(bytes)
            .map_err(|e| AppError::BadRequest(format!("The body is not valid JSON: {e}")))?
    } else {
        serde_urlencoded::from_bytes::<AnswerBody>(bytes)
            .map_err(|_| AppError::BadRequest("The form could not be read.".into()))?
    };
    Ok((body, json))
}

/// What the client's JSON call is answered with.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct AnswerView {
    number: String,
    status: QuoteStatus,
    accepted_at: Option<DateTime<Utc>>,
    accepted_name: Option<String>,
    declined_at: Option<DateTime<Utc>>,
    renewal_asked_at: Option<DateTime<Utc>>,
}

impl From<quote::Model> for AnswerView {
    fn from(q: quote::Model) -> Self {
        Self {
            number: q.number,
            status: q.status,
            accepted_at: q.accepted_at,
            accepted_name: q.accepted_name,
            declined_at: q.declined_at,
            renewal_asked_at: q.renewal_asked_at,
        }
    }
}

/// Answers a client's call: JSON gets the quote's new state or the API's
/// error; a form goes back to the page, or gets the page with the refusal.
async fn answered(
    state: &AppState,
    token: &str,
    json: bool,
    typed: Typed,
    result: Result<quote::Model, AppError>,
) -> AppResult<Response> {
    if json {
        return match result {
            Ok(q) => Ok(Json(AnswerView::from(q)).into_response()),
            Err(e) => Err(in_client_language(state, token, e).await),
        };
    }
    match result {
        Ok(_) => Ok(private(
            Redirect::to(&format!("/q/{token}")).into_response(),
        )),
        Err(AppError::Validation(errors)) => {
            let q = match quotes::by_token(&state.db, token).await {
                Ok(q) => q,
                Err(e) => return or_withdrawn(state, token, e.into()).await,
            };
            let first = |field: &str| {
                errors
                    .iter()
                    .find(|e| e.field == field)
                    .map(|e| e.message.clone())
            };
            let typed = Typed {
                name_error: first("name"),
                reason_error: first("reason"),
                ..typed
            };
            show(state, &q, StatusCode::UNPROCESSABLE_ENTITY, typed).await
        }
        Err(AppError::Conflict(message)) => {
            let q = match quotes::by_token(&state.db, token).await {
                Ok(q) => q,
                Err(e) => return or_withdrawn(state, token, e.into()).await,
            };
            let typed = Typed {
                notice: Some(message),
                ..typed
            };
            show(state, &q, StatusCode::CONFLICT, typed).await
        }
        Err(e) => or_withdrawn(state, token, e).await,
    }
}

/// A JSON call's refusal in the language of the link's client. The
/// service says its own refusals (a closed or withdrawn quote) in it
/// already; a refused field or an unreadable body is said here as the
/// page says it. A link that leads nowhere has no client: as it is.
async fn in_client_language(state: &AppState, token: &str, e: AppError) -> AppError {
    match e {
        AppError::Validation(_) | AppError::BadRequest(_) => {
            match quotes::language_of_link(&state.db, token).await {
                Ok(language) => e.in_language(language),
                Err(_) => e,
            }
        }
        e => e,
    }
}

/// An acceptance (a typed name, from the client's address; `ACCEPT`) or a
/// decline (a reason), checked, then taken by the quote once.
async fn answer<const ACCEPT: bool>(
    State(state): State<AppState>,
    Path(token): Path<String>,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
    bytes: Bytes,
) -> AppResult<Response> {
    let (body, json) = match body_of(&headers, &bytes) {
        Ok(read) => read,
        Err(e) => return Err(in_client_language(&state, &token, e).await),
    };
    let typed = Typed {
        name: body.name.clone().unwrap_or_default(),
        reason: body.reason.clone().unwrap_or_default(),
        ..Typed::default()
    };
    let result = async {
        let answer = match ACCEPT {
            true => Answer::Accept {
                name: SingleLine::<2, 200>::parse("Your full name", body.name)
                    .at("name")
                    .map_err(AppError::Validation)?
                    .into_inner(),
                from: ip,
            },
            false => Answer::Decline {
                reason: Text::<3, 1000>::parse("The reason", body.reason)
                    .at("reason")
                    .map_err(AppError::Validation)?
                    .into_inner(),
            },
        };
        let mail = state.mail.signed_with(&state.content().site);
        let q = quotes::answer(&state.db, &token, answer, &mail, Utc::now()).await?;
        state.mail_wake.notify_one();
        Ok(q)
    }
    .await;
    answered(&state, &token, json, typed, result).await
}

async fn renew(
    State(state): State<AppState>,
    Path(token): Path<String>,
    headers: HeaderMap,
) -> AppResult<Response> {
    let json = is_json(&headers);
    let mail = state.mail.signed_with(&state.content().site);
    let result = quotes::ask_renewal(&state.db, &token, &mail, Utc::now())
        .await
        .map_err(AppError::from);
    if result.is_ok() {
        state.mail_wake.notify_one();
    }
    answered(&state, &token, json, Typed::default(), result).await
}
