//! Quotations from the lead desk: make one for an enquiry (lines, the
//! client's legal name, billing address, state and optional GSTIN, a
//! validity date) and read it back with its totals and the amount in words;
//! send it, revise it, or withdraw the client's link. Administrators only.
use axum::{response::Response, Json};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    params::{given, with_page, PageParams},
    AdminAt, Created,
};
use crate::{
    auth::{audit::actor_of, Admin},
    domain::{
        bounded, gst,
        lead::Spelled,
        parse_date,
        quote::{QuoteStanding, QuoteState, QuoteStatus},
        AtField, FieldErrors, Money, Rejected, SingleLine, Text,
    },
    entities::{quote, service},
    error::{AppError, AppResult, ErrorBody},
    extract::{ApiJson, ApiQuery},
    routes::wire::PageInfo,
    services::{
        money::catalogue,
        money::quotes::{self, Agency, Line, NewLine, NewQuote, QuoteFilter, Standing},
    },
    state::AppState,
};

pub fn router() -> OpenApiRouter<AppState> {
    super::resource([
        routes!(create, list),
        routes!(one),
        routes!(pdf),
        routes!(send),
        routes!(revise),
        routes!(revoke),
        routes!(rate_card),
        routes!(set_rate),
    ])
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuoteLineBody {
    pub description: Option<String>,
    /// The service's SAC code (4 to 8 digits), such as 998361.
    pub sac: Option<String>,
    /// Up to three decimals.
    #[schema(value_type = f64)]
    pub quantity: Option<Value>,
    /// Rupees, at most two decimals.
    #[schema(value_type = f64)]
    pub unit_price: Option<Value>,
    /// Rupees off the line, at most the line's amount.
    #[schema(value_type = Option<f64>)]
    pub discount: Option<Value>,
    /// GST rate in per cent: 0, 5, 12, 18 (the default) or 28.
    #[schema(value_type = Option<f64>)]
    pub gst_rate: Option<Value>,
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuoteBody {
    /// The enquiry (bId) the quote answers.
    #[schema(value_type = i32)]
    pub lead_id: Option<Value>,
    pub lines: Option<Vec<QuoteLineBody>>,
    /// The client's legal name.
    pub client_name: Option<String>,
    pub client_address: Option<String>,
    /// A state or union territory, as named in the GST list ("Bihar").
    pub client_state: Option<String>,
    pub client_gstin: Option<String>,
    /// YYYY-MM-DD (India date); 15 days from today when absent.
    pub valid_until: Option<String>,
}

fn rejected(message: &str) -> Rejected {
    Rejected::new(message)
}

/// A quantity: more than 0, at most 1,00,000, up to three decimals.
fn quantity(v: Option<&Value>) -> Result<i64, Rejected> {
    let bad = || rejected("The quantity must be a number more than 0 with at most three decimals.");
    let text = match v {
        Some(Value::Number(n)) => n.to_string(),
        Some(Value::String(s)) => s.trim().to_owned(),
        _ => return Err(bad()),
    };
    let (whole, frac) = text.split_once('.').unwrap_or((&text, ""));
    if whole.is_empty()
        || frac.len() > 3
        || !whole.bytes().all(|b| b.is_ascii_digit())
        || !frac.bytes().all(|b| b.is_ascii_digit())
    {
        return Err(bad());
    }
    let whole: i64 = whole.parse().map_err(|_| bad())?;
    let frac: i64 = format!("{frac:0<3}").parse().map_err(|_| bad())?;
    let milli = whole
        .checked_mul(1000)
        .and_then(|w| w.checked_add(frac))
        .ok_or_else(bad)?;
    if milli <= 0 || milli > 100_000_000 {
        return Err(bad());
    }
    Ok(milli)
}

pub(crate) fn rate(v: Option<&Value>) -> Result<i64, Rejected> {
    match v {
        None | Some(Value::Null) => Ok(1800),
        Some(Value::Number(n)) => match n.as_f64() {
            Some(r) if [0.0, 5.0, 12.0, 18.0, 28.0].contains(&r) => Ok((r * 100.0) as i64),
            _ => Err(rejected(
                "The GST rate must be 0, 5, 12, 18 or 28 per cent.",
            )),
        },
        _ => Err(rejected(
            "The GST rate must be 0, 5, 12, 18 or 28 per cent.",
        )),
    }
}

pub(crate) fn sac(v: Option<String>) -> Result<String, Rejected> {
    let s = v.unwrap_or_default().trim().to_owned();
    if (4..=8).contains(&s.len()) && s.bytes().all(|b| b.is_ascii_digit()) {
        Ok(s)
    } else {
        Err(rejected(
            "The SAC code is 4 to 8 digits, such as 998361 for advertising services.",
        ))
    }
}

pub(crate) fn parse_line(i: usize, l: QuoteLineBody, e: &mut FieldErrors) -> Option<NewLine> {
    let at = |name: &str| format!("lines[{i}].{name}");
    let description = e.check(
        Text::<1, 300>::parse("Description", l.description)
            .map_err(|r| FieldErrors::one(&at("description"), r.0)),
    );
    let sac = e.check(sac(l.sac).map_err(|r| FieldErrors::one(&at("sac"), r.0)));
    let quantity =
        e.check(quantity(l.quantity.as_ref()).map_err(|r| FieldErrors::one(&at("quantity"), r.0)));
    let unit_price = e.check(
        l.unit_price
            .as_ref()
            .map_or(Err(rejected("The unit price is required.")), |v| {
                Money::parse("Unit price", v)
            })
            .map_err(|r| FieldErrors::one(&at("unitPrice"), r.0)),
    );
    let discount = e.check(
        match &l.discount {
            None | Some(Value::Null) => Ok(Money::from_paise(0)),
            Some(v) => Money::parse("Discount", v),
        }
        .map_err(|r| FieldErrors::one(&at("discount"), r.0)),
    );
    let rate_bp =
        e.check(rate(l.gst_rate.as_ref()).map_err(|r| FieldErrors::one(&at("gstRate"), r.0)));
    let line = NewLine {
        description: description?.into_inner(),
        sac: sac?,
        quantity_milli: quantity?,
        unit_price: unit_price?.paise(),
        discount: discount?.paise(),
        rate_bp: rate_bp?,
    };
    if line.discount > gst::share(line.unit_price, line.quantity_milli, 1000) {
        e.add(
            &at("discount"),
            "The discount cannot be more than the line's amount.",
        );
        return None;
    }
    Some(line)
}

/// The quote as typed; `lead` stands in for an absent `leadId` (a
/// revision answers the enquiry its quote answered).
fn parse_quote(b: QuoteBody, lead: Option<i32>) -> Result<NewQuote, FieldErrors> {
    let mut e = FieldErrors::default();
    let lead_id = match (b.lead_id.as_ref().and_then(Value::as_i64), lead) {
        (Some(id), _) if id > 0 && id <= i64::from(i32::MAX) => Some(id as i32),
        (None, Some(id)) if b.lead_id.is_none() => Some(id),
        _ => {
            e.add("leadId", "Name the enquiry the quote answers (its bId).");
            None
        }
    };
    let mut lines = Vec::new();
    match b.lines {
        Some(list) if !list.is_empty() && list.len() <= 50 => {
            for (i, l) in list.into_iter().enumerate() {
                if let Some(line) = parse_line(i, l, &mut e) {
                    lines.push(line);
                }
            }
        }
        _ => e.add("lines", "A quote has 1 to 50 lines."),
    }
    let client_name = e.check(
        SingleLine::<2, 200>::parse("The client's legal name", b.client_name).at("clientName"),
    );
    let client_address =
        e.check(Text::<5, 500>::parse("The billing address", b.client_address).at("clientAddress"));
    let state =
        e.check(gst::parse_state(b.client_state.as_deref().unwrap_or_default()).at("clientState"));
    let gstin = match b
        .client_gstin
        .as_deref()
        .map(str::trim)
        .filter(|g| !g.is_empty())
    {
        None => Some(None),
        Some(g) => match gst::parse_gstin(g) {
            Ok((gstin, code)) => match state {
                Some((state_code, name)) if state_code != code => {
                    e.add("clientGstin", format!("This GSTIN belongs to state code {code:02}, not to {name} ({state_code:02})."));
                    None
                }
                _ => Some(Some(gstin)),
            },
            Err(r) => {
                e.add("clientGstin", r.0);
                None
            }
        },
    };
    let valid_until = match b
        .valid_until
        .as_deref()
        .map(str::trim)
        .filter(|v| !v.is_empty())
    {
        None => Some(None),
        Some(v) => e.check(parse_date("validUntil", v)).map(Some),
    };
    e.finish(|| {
        Some(NewQuote {
            lead_id: lead_id?,
            lines,
            client_name: client_name?.into_inner(),
            client_address: client_address?.into_inner(),
            client_state: state?.1,
            client_gstin: gstin?,
            valid_until: valid_until?,
        })
    })
}

/// Rupees as a JSON number.
pub(crate) fn rupees(paise: i64) -> f64 {
    paise as f64 / 100.0
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuoteLineView {
    pub description: String,
    pub sac: String,
    pub quantity: f64,
    pub unit_price: f64,
    pub discount: f64,
    /// Per cent.
    pub gst_rate: f64,
    pub taxable: f64,
    pub cgst: f64,
    pub sgst: f64,
    pub igst: f64,
}

/// A quote's totals in rupees.
#[derive(Serialize, ToSchema)]
pub struct QuoteTotals {
    pub taxable: f64,
    pub cgst: f64,
    pub sgst: f64,
    pub igst: f64,
    pub total: f64,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuoteView {
    pub id: i32,
    /// "VD/2026-27/0001", a revision "VD/2026-27/0001-R1".
    pub number: String,
    /// 0 for the first version.
    pub revision: i32,
    /// The client's private link's token.
    pub token: String,
    /// The client's private link.
    pub link: String,
    pub lead_id: Option<i32>,
    pub status: QuoteStatus,
    /// Where it stands for the client.
    pub standing: QuoteStanding,
    /// Where it stands for the administrators (the quotations list's word).
    pub state: QuoteState,
    pub client_name: String,
    pub client_address: String,
    pub client_state: String,
    pub client_gstin: Option<String>,
    pub agency_state: String,
    /// YYYY-MM-DD.
    pub valid_until: String,
    pub lines: Vec<QuoteLineView>,
    pub totals: QuoteTotals,
    /// "Rupees One Lakh Eighteen Thousand Only".
    pub amount_in_words: String,
    pub created_at: DateTime<Utc>,
    pub created_by: String,
    pub sent_at: Option<DateTime<Utc>>,
    pub opened_at: Option<DateTime<Utc>>,
    pub accepted_at: Option<DateTime<Utc>>,
    /// The name the client typed to accept.
    pub accepted_name: Option<String>,
    pub accepted_from: Option<String>,
    pub declined_at: Option<DateTime<Utc>>,
    pub decline_reason: Option<String>,
    pub renewal_asked_at: Option<DateTime<Utc>>,
    /// When an administrator withdrew the client's link (it answers 410
    /// since), and who.
    pub revoked_at: Option<DateTime<Utc>>,
    pub revoked_by: Option<String>,
    /// The invoice made from it (an accepted quotation's, a cancelled one
    /// aside), so a second is not asked for.
    pub invoice_id: Option<i32>,
}

/// A stored quote's lines, as stored.
pub fn lines_of(q: &quote::Model) -> Vec<Line> {
    serde_json::from_str(&q.lines).unwrap_or_default()
}

/// Where a quote stands, in one word (a draft has no standing yet).
pub fn standing_word(standing: Option<&Standing>) -> QuoteStanding {
    standing.map_or(QuoteStanding::Draft, Standing::word)
}

impl QuoteView {
    /// The quote as the API shows it, with its link under `base` and its
    /// standing (none for a draft).
    pub fn of(q: quote::Model, base: &str, standing: Option<&Standing>) -> Self {
        Self {
            lines: lines_of(&q)
                .into_iter()
                .map(|l| QuoteLineView {
                    description: l.description,
                    sac: l.sac,
                    quantity: l.quantity_milli as f64 / 1000.0,
                    unit_price: rupees(l.unit_price),
                    discount: rupees(l.discount),
                    gst_rate: l.rate_bp as f64 / 100.0,
                    taxable: rupees(l.taxable),
                    cgst: rupees(l.cgst),
                    sgst: rupees(l.sgst),
                    igst: rupees(l.igst),
                })
                .collect(),
            totals: QuoteTotals {
                taxable: rupees(q.taxable),
                cgst: rupees(q.cgst),
                sgst: rupees(q.sgst),
                igst: rupees(q.igst),
                total: rupees(q.total),
            },
            amount_in_words: gst::amount_in_words(q.total),
            link: format!("{base}/q/{}", q.token),
            standing: standing_word(standing),
            state: quotes::state_of(&q, standing),
            id: q.id,
            number: q.number,
            revision: q.revision,
            token: q.token,
            lead_id: q.lead_id,
            status: q.status,
            client_name: q.client_name,
            client_address: q.client_address,
            client_state: q.client_state,
            client_gstin: q.client_gstin,
            agency_state: q.agency_state,
            valid_until: q.valid_until,
            created_at: q.created_at,
            created_by: q.created_by,
            sent_at: q.sent_at,
            opened_at: q.opened_at,
            accepted_at: q.accepted_at,
            accepted_name: q.accepted_name,
            accepted_from: q.accepted_from,
            declined_at: q.declined_at,
            decline_reason: q.decline_reason,
            renewal_asked_at: q.renewal_asked_at,
            revoked_at: q.revoked_at,
            revoked_by: q.revoked_by,
            invoice_id: None,
        }
    }
}

/// The quote's view with its standing looked up.
async fn view(state: &AppState, q: quote::Model) -> AppResult<QuoteView> {
    let standing = if q.status == QuoteStatus::Draft {
        None
    } else {
        Some(quotes::standing(&state.db, &q, Utc::now()).await?)
    };
    let invoice_id = if q.status == QuoteStatus::Accepted {
        crate::services::money::invoices::of_quote(&state.db, q.id).await?
    } else {
        None
    };
    Ok(QuoteView {
        invoice_id,
        ..QuoteView::of(q, state.config.site.base(), standing.as_ref())
    })
}

/// The quote's PDF, drawn off the async threads, one per core at a time
/// (with the media library's images: `services::on_a_free_core`).
pub async fn pdf_of(state: &AppState, q: &quote::Model) -> AppResult<Vec<u8>> {
    let q = q.clone();
    let agency = Agency::kept(&q, &state.content().site);
    let link = format!("{}/q/{}", state.config.site.base(), q.token);
    let issued = crate::domain::india_today(q.created_at);
    crate::services::on_a_free_core(move || {
        crate::pdf::quote::render(&crate::pdf::quote::Sheet {
            quote: &q,
            agency: &agency,
            issued,
            link: &link,
        })
    })
    .await?
    .map_err(|e| AppError::from(anyhow::anyhow!(e)))
}

/// A PDF answer: never stored by a cache, named after the quote.
pub fn pdf_response(q: &quote::Model, bytes: Vec<u8>, download: bool) -> Response {
    pdf_file(&format!("Quotation {}", q.number), bytes, download)
}

/// A PDF answer named `title` (a number's `/` made `-`), never stored by
/// a cache.
pub fn pdf_file(title: &str, bytes: Vec<u8>, download: bool) -> Response {
    let name = format!("{}.pdf", title.replace('/', "-"));
    super::file_answer("application/pdf", &name, download, bytes)
}

/// Write a quotation
///
/// For an enquiry (`leadId`): lines of description, SAC code, quantity and
/// unit price, the client's legal name, state and optional GSTIN, and a
/// validity date. Tax follows the place of supply (CGST and SGST inside the
/// agency's state, IGST outside). Answers 201 with the draft, its number,
/// totals and the amount in words. Administrators only.
#[utoipa::path(post, path = "/admin/quotes", tag = "quotes", request_body = QuoteBody,
    responses((status = 201, body = QuoteView), (status = 422, body = ErrorBody)))]
pub async fn create(
    Admin { state, user }: Admin,
    ApiJson(body): ApiJson<QuoteBody>,
) -> AppResult<Created<QuoteView>> {
    let new = parse_quote(body, None)?;
    let agency = Agency::of(&state.content().site);
    let stored =
        quotes::create(&state.db, &agency, &actor_of(&user.admin), new, Utc::now()).await?;
    Ok(Created(view(&state, stored).await?))
}

#[derive(Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct QuoteListQuery {
    /// Only the quotations of this enquiry (its id).
    pub lead_id: Option<String>,
    /// Only the quotations in this state.
    #[param(value_type = Option<QuoteState>)]
    pub state: Option<String>,
}

impl QuoteListQuery {
    fn parse(&self) -> Result<QuoteFilter, FieldErrors> {
        let mut e = FieldErrors::default();
        let lead_id = e.check(
            bounded(
                "leadId",
                "Enquiry",
                given(&self.lead_id),
                1,
                i32::MAX as u64,
            )
            .map(|id| id.map(|id| id as i32)),
        );
        let state = e.patch(
            given(&self.state)
                .map(|word| {
                    QuoteState::ALL
                        .iter()
                        .copied()
                        .find(|s| s.as_str() == word)
                        .ok_or_else(|| {
                            let words: Vec<&str> =
                                QuoteState::ALL.iter().map(|s| s.as_str()).collect();
                            FieldErrors::one(
                                "state",
                                format!("State must be one of: {}.", words.join(", ")),
                            )
                        })
                })
                .transpose(),
        );
        e.finish(|| {
            Some(QuoteFilter {
                lead_id: lead_id?,
                state,
            })
        })
    }
}

/// One page of quotations.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuotePageView {
    #[serde(flatten)]
    pub paging: PageInfo,
    /// Newest first.
    pub items: Vec<QuoteView>,
}

/// List quotations
///
/// One page of quotations, newest first, each with its standing for the
/// client and its state for the administrators: every quotation, or one
/// enquiry's (`leadId`), or those in one `state` (draft, sent, opened,
/// accepted, declined, expired, revised, withdrawn). Administrators only;
/// 422 for a bad `leadId`, `state` or page.
#[utoipa::path(get, path = "/admin/quotes", tag = "quotes", params(QuoteListQuery, PageParams),
    responses((status = 200, body = QuotePageView), (status = 422, body = ErrorBody)))]
pub async fn list(
    Admin { state, .. }: Admin,
    ApiQuery(query): ApiQuery<QuoteListQuery>,
    ApiQuery(paging): ApiQuery<PageParams>,
) -> AppResult<Json<QuotePageView>> {
    let (filter, page) = with_page(query.parse(), &paging)?;
    let found = quotes::list(&state.db, &filter, page, Utc::now()).await?;
    let mut items = Vec::with_capacity(found.quotes.len());
    for q in found.quotes {
        items.push(view(&state, q).await?);
    }
    Ok(Json(QuotePageView {
        paging: PageInfo::of(page, found.total),
        items,
    }))
}

/// Read a quotation
///
/// The quotation with its lines, totals, amount in words, status and
/// standing. Administrators only.
#[utoipa::path(get, path = "/admin/quotes/{id}", tag = "quotes", params(("id" = i32, Path)),
    responses((status = 200, body = QuoteView), (status = 404, body = ErrorBody)))]
pub async fn one(AdminAt { state, id, .. }: AdminAt) -> AppResult<Json<QuoteView>> {
    let q = quotes::get(&state.db, id).await?;
    Ok(Json(view(&state, q).await?))
}

/// Download a quotation's PDF
///
/// The A4 PDF the client gets. Administrators only.
#[utoipa::path(get, path = "/admin/quotes/{id}/pdf", tag = "quotes", params(("id" = i32, Path)),
    responses((status = 200, content_type = "application/pdf", body = Vec<u8>), (status = 404, body = ErrorBody)))]
pub async fn pdf(AdminAt { state, id, .. }: AdminAt) -> AppResult<Response> {
    let q = quotes::get(&state.db, id).await?;
    let bytes = pdf_of(&state, &q).await?;
    Ok(pdf_response(&q, bytes, false))
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SentQuote {
    #[serde(flatten)]
    pub quote: QuoteView,
    /// Whether a letter with the PDF went to the outbox (false while
    /// e-mail is off: share the link yourself).
    pub emailed: bool,
}

/// Send a quotation
///
/// E-mails the client the PDF and a private link (`/q/{token}`) and moves the
/// enquiry to Quoted; a sent one may be sent again. Administrators only; 409
/// for an accepted, declined or expired quotation, or one whose enquiry was
/// deleted.
#[utoipa::path(post, path = "/admin/quotes/{id}/send", tag = "quotes", params(("id" = i32, Path)),
    responses((status = 200, body = SentQuote), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
pub async fn send(AdminAt { state, id, user }: AdminAt) -> AppResult<Json<SentQuote>> {
    let q = quotes::get(&state.db, id).await?;
    let bytes = pdf_of(&state, &q).await?;
    let mail = state.mail.signed_with(&state.content().site);
    let link = format!("{}/q/{}", state.config.site.base(), q.token);
    let (sent, emailed) = quotes::send(
        &state.db,
        id,
        &actor_of(&user.admin),
        &mail,
        &link,
        bytes,
        Utc::now(),
    )
    .await?;
    if emailed {
        state.mail_wake.notify_one();
    }
    Ok(Json(SentQuote {
        quote: view(&state, sent).await?,
        emailed,
    }))
}

/// Revise a quotation
///
/// A new version of a sent, declined or expired quotation with the same
/// number and the next revision suffix (`-R1`), as a draft to check and
/// send; the old link shows the newer one once it is sent. Administrators
/// only; 409 for an accepted quotation, a draft, or a version that is not
/// the newest.
#[utoipa::path(post, path = "/admin/quotes/{id}/revise", tag = "quotes", params(("id" = i32, Path)),
    request_body = QuoteBody,
    responses((status = 201, body = QuoteView), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn revise(
    AdminAt { state, id, user }: AdminAt,
    ApiJson(body): ApiJson<QuoteBody>,
) -> AppResult<Created<QuoteView>> {
    let old = quotes::get(&state.db, id).await?;
    let new = parse_quote(body, old.lead_id)?;
    let agency = Agency::of(&state.content().site);
    let stored = quotes::revise(
        &state.db,
        id,
        &agency,
        &actor_of(&user.admin),
        new,
        Utc::now(),
    )
    .await?;
    Ok(Created(view(&state, stored).await?))
}

/// Withdraw a quote's link.
///
/// The client's link (`/q/{token}`), its PDF and every answer to it are
/// refused from now on with 410 Gone, and the page says the link was
/// withdrawn without showing anything of the quote; the enquiry's timeline
/// records who withdrew it. Withdrawing it again changes nothing. A draft
/// has no link yet (409). Revise the quote to send the client a new link.
#[utoipa::path(post, path = "/admin/quotes/{id}/revoke", tag = "quotes", params(("id" = i32, Path)),
    responses((status = 200, body = QuoteView), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
pub async fn revoke(AdminAt { state, id, user }: AdminAt) -> AppResult<Json<QuoteView>> {
    let revoked = quotes::revoke(&state.db, id, &actor_of(&user.admin), Utc::now()).await?;
    Ok(Json(view(&state, revoked).await?))
}

/// One service of the catalogue with its rate card.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RateView {
    /// The service's id.
    pub id: i32,
    pub service_name: String,
    pub sub_service_name: String,
    /// Rupees; none: priced on each quote.
    pub price: Option<f64>,
    pub sac: Option<String>,
    /// Per cent.
    pub gst_rate: f64,
}

impl From<service::Model> for RateView {
    fn from(s: service::Model) -> Self {
        Self {
            id: s.id,
            service_name: s.service_name,
            sub_service_name: s.sub_service_name,
            price: s.price.map(rupees),
            sac: s.sac,
            gst_rate: f64::from(s.gst_rate_bp) / 100.0,
        }
    }
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RateBody {
    /// Rupees, at most two decimals; null or absent: priced on each quote.
    #[schema(value_type = Option<f64>)]
    pub price: Option<Value>,
    /// 4 to 8 digits; null or absent: none yet.
    pub sac: Option<String>,
    /// 0, 5, 12, 18 (the default) or 28.
    #[schema(value_type = Option<f64>)]
    pub gst_rate: Option<Value>,
}

/// What a quote is built from: the rate card, the states a client may be
/// in, and the agency's own (the place of supply is taxed against it).
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RateCard {
    pub services: Vec<RateView>,
    /// The states and union territories as the GST list names them.
    pub states: Vec<&'static str>,
    pub agency_state: String,
}

/// Read the rate card
///
/// Each service's price, SAC code and GST rate, the Indian states a client
/// may be in, and the agency's own state, for writing quotations.
/// Administrators only.
#[utoipa::path(get, path = "/admin/rate-card", tag = "quotes",
    responses((status = 200, body = RateCard)))]
pub async fn rate_card(Admin { state, .. }: Admin) -> AppResult<Json<RateCard>> {
    let services = catalogue::list(&state.db).await?;
    Ok(Json(RateCard {
        services: services.into_iter().map(RateView::from).collect(),
        states: gst::STATES.iter().map(|(_, name)| *name).collect(),
        agency_state: state.content().site.region.clone(),
    }))
}

/// Set a service's rate
///
/// The service's price in rupees (null: priced per quote), SAC code and GST
/// rate. Public pages do not show it. Administrators only; 422 names each
/// field at fault.
#[utoipa::path(put, path = "/admin/services/{id}/rate", tag = "quotes", params(("id" = i32, Path)),
    request_body = RateBody,
    responses((status = 200, body = RateView), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn set_rate(
    AdminAt { state, id, .. }: AdminAt,
    ApiJson(b): ApiJson<RateBody>,
) -> AppResult<Json<RateView>> {
    let mut e = FieldErrors::default();
    let price = e.check(
        match &b.price {
            None | Some(Value::Null) => Ok(None),
            Some(v) => Money::parse("Price", v).map(|m| Some(m.paise())),
        }
        .at("price"),
    );
    let sac = e.check(
        match b.sac.as_deref().map(str::trim) {
            None | Some("") => Ok(None),
            Some(code) => sac(Some(code.to_owned())).map(Some),
        }
        .at("sac"),
    );
    let gst_rate_bp = e.check(rate(b.gst_rate.as_ref()).at("gstRate"));
    let new = e.finish(|| {
        Some(catalogue::Rate {
            price: price?,
            sac: sac?,
            gst_rate_bp: gst_rate_bp? as i32,
        })
    })?;
    Ok(Json(catalogue::set_rate(&state.db, id, new).await?.into()))
}
