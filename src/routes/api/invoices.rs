//! GST tax invoices: a draft from an accepted quotation or typed lines,
//! issued under the next number of its series; payments with TDS, credit
//! and debit notes, receipt vouchers for advances; read one with its
//! payments and balance, or a page of them. Administrators only.
use axum::{http::StatusCode, response::Response, Json};
use chrono::{DateTime, NaiveDate};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    params::{given, with_page, PageParams},
    quotes::{parse_line, pdf_file, rate, rupees, sac, QuoteLineBody, QuoteLineView, QuoteTotals},
    AdminAt, Created,
};
use crate::{
    auth::{audit::actor_of, Admin},
    domain::{
        gst, india_today,
        invoice::{DocumentKind, InvoiceStatus, PaymentMethod},
        lead::Spelled,
        parse_date, AtField, DayRange, FieldErrors, Money, Rejected, SingleLine, Text,
    },
    entities::{invoice as doc, invoice_payment as payment},
    error::{AppError, AppResult, ErrorBody},
    extract::{ApiJson, ApiQuery},
    routes::wire::PageInfo,
    services::{
        money::invoices::{
            self, Invoice, InvoiceFilter, NewInvoice, NewNote, NewPayment, NewReceipt, Source,
            Terms,
        },
        money::quotes::{Agency, Line, NewLine},
    },
    state::AppState,
};

pub fn router() -> OpenApiRouter<AppState> {
    super::resource([
        routes!(create, list),
        routes!(one, delete),
        routes!(issue),
        routes!(pdf),
        routes!(send),
        routes!(pay),
        routes!(credit_note),
        routes!(debit_note),
        routes!(receipt),
        routes!(refund),
    ])
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct InvoiceBody {
    /// An accepted quotation to invoice; or leave it out and give the rest.
    #[schema(value_type = Option<i32>)]
    pub quote_id: Option<Value>,
    /// The enquiry (bId) billed, when there is no quotation.
    #[schema(value_type = Option<i32>)]
    pub lead_id: Option<Value>,
    pub lines: Option<Vec<QuoteLineBody>>,
    /// The client's legal name (issuing asks for it).
    pub client_name: Option<String>,
    pub client_address: Option<String>,
    /// The place of supply: a state as the GST list names it ("Bihar").
    pub client_state: Option<String>,
    /// A registered client's GSTIN: the invoice is B2B.
    pub client_gstin: Option<String>,
}

/// An id in a body: a positive whole number.
fn id_in(v: &Value) -> Option<i32> {
    v.as_i64()
        .filter(|id| *id > 0 && *id <= i64::from(i32::MAX))
        .map(|id| id as i32)
}

/// 1 to 50 lines, each as a quotation's.
fn parse_lines(lines: Option<Vec<QuoteLineBody>>, what: &str, e: &mut FieldErrors) -> Vec<NewLine> {
    let mut parsed = Vec::new();
    match lines {
        Some(list) if !list.is_empty() && list.len() <= 50 => {
            for (i, l) in list.into_iter().enumerate() {
                if let Some(line) = parse_line(i, l, e) {
                    parsed.push(line);
                }
            }
        }
        _ => e.add("lines", format!("{what} has 1 to 50 lines.")),
    }
    parsed
}

/// Text that may be left for later: `None` when absent or blank.
fn optional<T>(
    raw: Option<String>,
    parse: impl FnOnce(Option<String>) -> Result<T, Rejected>,
) -> Result<Option<T>, Rejected> {
    match raw {
        Some(s) if !s.trim().is_empty() => parse(Some(s)).map(Some),
        _ => Ok(None),
    }
}

fn parse_invoice(b: InvoiceBody) -> Result<Source, FieldErrors> {
    let mut e = FieldErrors::default();
    if let Some(quote) = &b.quote_id {
        return match id_in(quote) {
            Some(id) => Ok(Source::Quote(id)),
            None => Err(FieldErrors::one(
                "quoteId",
                "Name the accepted quotation by its id.",
            )),
        };
    }
    let lead_id = b.lead_id.as_ref().and_then(id_in);
    if lead_id.is_none() {
        e.add(
            "leadId",
            "Name the enquiry (its bId) billed, or the accepted quotation (quoteId).",
        );
    }
    let lines = parse_lines(b.lines, "An invoice", &mut e);
    let client_name = e.check(
        optional(b.client_name, |v| {
            SingleLine::<2, 200>::parse("The client's legal name", v)
        })
        .at("clientName"),
    );
    let client_address = e.check(
        optional(b.client_address, |v| {
            Text::<5, 500>::parse("The billing address", v)
        })
        .at("clientAddress"),
    );
    let state = e.check(
        optional(b.client_state, |v| {
            gst::parse_state(v.as_deref().unwrap_or_default())
        })
        .at("clientState"),
    );
    let gstin = match given(&b.client_gstin) {
        None => Some(None),
        Some(g) => match gst::parse_gstin(g) {
            Ok((gstin, code)) => match state {
                Some(Some((state_code, name))) if state_code != code => {
                    e.add(
                        "clientGstin",
                        format!("This GSTIN belongs to state code {code:02}, not to {name} ({state_code:02})."),
                    );
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
    e.finish(|| {
        Some(Source::Typed(NewInvoice {
            lead_id: lead_id?,
            lines,
            client_name: client_name?.map(SingleLine::into_inner),
            client_address: client_address?.map(Text::into_inner),
            client_state: state?.map(|(_, name)| name),
            client_gstin: gstin?,
        }))
    })
}

/// A payment as the API shows it.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PaymentView {
    pub id: i32,
    /// Rupees received.
    pub amount: f64,
    /// Rupees of TDS the client held back (it counts towards settling).
    pub tds: f64,
    pub tds_section: Option<String>,
    /// YYYY-MM-DD.
    pub on: String,
    pub method: PaymentMethod,
    pub reference: String,
    /// The receipt voucher, when an advance was set against the invoice.
    pub receipt_id: Option<i32>,
    pub created_by: String,
}

impl From<payment::Model> for PaymentView {
    fn from(p: payment::Model) -> Self {
        Self {
            id: p.id,
            amount: rupees(p.amount),
            tds: rupees(p.tds),
            tds_section: p.tds_section,
            on: p.received_on,
            method: p.method,
            reference: p.reference,
            receipt_id: p.receipt_id,
            created_by: p.created_by,
        }
    }
}

fn line_views(lines: Vec<Line>) -> Vec<QuoteLineView> {
    lines
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
        .collect()
}

fn totals_of(d: &doc::Model) -> QuoteTotals {
    QuoteTotals {
        taxable: rupees(d.taxable),
        cgst: rupees(d.cgst),
        sgst: rupees(d.sgst),
        igst: rupees(d.igst),
        total: rupees(d.total),
    }
}

/// A credit or debit note, or a receipt voucher.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct InvoiceNoteView {
    pub id: i32,
    pub kind: DocumentKind,
    /// "CN/2026-27/0001".
    pub number: String,
    /// The invoice it names (a receipt voucher's once set against one).
    pub invoice_id: Option<i32>,
    pub lead_id: Option<i32>,
    /// A note's reason; a voucher's description.
    pub reason: Option<String>,
    /// YYYY-MM-DD.
    pub issued_on: Option<String>,
    pub client_name: String,
    /// "10-Bihar".
    pub place_of_supply: String,
    pub lines: Vec<QuoteLineView>,
    pub totals: QuoteTotals,
    pub amount_in_words: String,
}

impl From<doc::Model> for InvoiceNoteView {
    fn from(d: doc::Model) -> Self {
        Self {
            lines: line_views(invoices::lines_of(&d)),
            totals: totals_of(&d),
            amount_in_words: gst::amount_in_words(d.total),
            place_of_supply: gst::place_of_supply(&d.client_state),
            id: d.id,
            kind: d.kind,
            number: d.number.unwrap_or_default(),
            invoice_id: d.invoice_id,
            lead_id: d.lead_id,
            reason: d.reason,
            issued_on: d.issued_on,
            client_name: d.client_name,
        }
    }
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct InvoiceView {
    pub id: i32,
    /// "INV/2026-27/0001"; none while a draft.
    pub number: Option<String>,
    pub status: InvoiceStatus,
    /// Past its due day and not settled.
    pub overdue: bool,
    pub lead_id: Option<i32>,
    /// The accepted quotation it was made from.
    pub quote_id: Option<i32>,
    /// The client's private link's token, once issued.
    pub token: Option<String>,
    /// The client's private link (`/i/{token}`), once issued.
    pub link: Option<String>,
    pub client_name: String,
    pub client_address: String,
    pub client_state: String,
    /// "10-Bihar".
    pub place_of_supply: String,
    pub client_gstin: Option<String>,
    /// Whether the client is registered (a GSTIN is named).
    pub b2b: bool,
    pub agency_state: String,
    pub reverse_charge: bool,
    pub lines: Vec<QuoteLineView>,
    pub totals: QuoteTotals,
    /// "Rupees One Lakh Eighteen Thousand Only".
    pub amount_in_words: String,
    /// YYYY-MM-DD (India), once issued.
    pub issued_on: Option<String>,
    pub due_on: Option<String>,
    /// Rupees received, TDS included.
    pub received: f64,
    /// Rupees of credit and debit notes against it.
    pub credited: f64,
    pub debited: f64,
    /// Rupees still to be paid.
    pub balance: f64,
    pub payments: Vec<PaymentView>,
    /// Its credit and debit notes, oldest first.
    pub notes: Vec<InvoiceNoteView>,
    /// The Razorpay payment link made at issue, when Razorpay is set up.
    pub payment_link: Option<String>,
    pub created_at: DateTime<chrono::Utc>,
    pub created_by: String,
}

impl InvoiceView {
    fn of(invoice: Invoice, base: &str, today: NaiveDate) -> Self {
        let Invoice {
            doc: d,
            payments,
            notes,
        } = invoice;
        Self {
            overdue: invoices::overdue(&d, today),
            balance: rupees(invoices::balance(&d)),
            lines: line_views(invoices::lines_of(&d)),
            totals: totals_of(&d),
            amount_in_words: gst::amount_in_words(d.total),
            place_of_supply: gst::place_of_supply(&d.client_state),
            link: d.token.as_ref().map(|t| format!("{base}/i/{t}")),
            b2b: d.client_gstin.is_some(),
            payments: payments.into_iter().map(PaymentView::from).collect(),
            notes: notes.into_iter().map(InvoiceNoteView::from).collect(),
            payment_link: d.razorpay_link_url.clone(),
            received: rupees(d.received),
            credited: rupees(d.credited),
            debited: rupees(d.debited),
            id: d.id,
            number: d.number,
            status: d.status,
            lead_id: d.lead_id,
            quote_id: d.quote_id,
            token: d.token,
            client_name: d.client_name,
            client_address: d.client_address,
            client_state: d.client_state,
            client_gstin: d.client_gstin,
            agency_state: d.agency_state,
            reverse_charge: d.reverse_charge,
            issued_on: d.issued_on,
            due_on: d.due_on,
            created_at: d.created_at,
            created_by: d.created_by,
        }
    }
}

fn view(state: &AppState, invoice: Invoice) -> InvoiceView {
    let today = india_today(state.config.clock.now());
    InvoiceView::of(invoice, state.config.site.base(), today)
}

fn agency(state: &AppState) -> Agency {
    Agency::of(&state.content().site)
}

/// Write an invoice
///
/// A draft tax invoice from an accepted quotation (`quoteId`: its lines
/// and client as accepted), or from lines typed for an enquiry (`leadId`,
/// `lines` as a quotation's, and the client's name, address, state and
/// GSTIN, which may be left for later but are asked for at issue). A draft
/// has no number. Answers 201 with its totals and the amount in words.
/// Administrators only; 409 for a quotation not accepted or invoiced
/// already.
#[utoipa::path(post, path = "/admin/invoices", tag = "invoices", request_body = InvoiceBody,
    responses((status = 201, body = InvoiceView), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn create(
    Admin { state, user }: Admin,
    ApiJson(body): ApiJson<InvoiceBody>,
) -> AppResult<Created<InvoiceView>> {
    let source = parse_invoice(body)?;
    let now = state.config.clock.now();
    let stored = invoices::create(
        &state.db,
        &agency(&state),
        &actor_of(&user.admin),
        source,
        now,
    )
    .await?;
    let invoice = invoices::get(&state.db, stored.id).await?;
    Ok(Created(view(&state, invoice)))
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct InvoiceListQuery {
    /// Only the invoices in this status.
    #[param(value_type = Option<InvoiceStatus>)]
    pub status: Option<String>,
    /// Issued on or after this India day (YYYY-MM-DD); drafts are left out.
    pub from: Option<String>,
    /// Issued on or before this India day (YYYY-MM-DD).
    pub to: Option<String>,
}

impl InvoiceListQuery {
    fn parse(&self) -> Result<InvoiceFilter, FieldErrors> {
        let mut e = FieldErrors::default();
        let status = e.patch(
            given(&self.status)
                .map(|word| {
                    InvoiceStatus::ALL
                        .iter()
                        .copied()
                        .find(|s| s.as_str() == word)
                        .ok_or_else(|| {
                            let words: Vec<&str> =
                                InvoiceStatus::ALL.iter().map(|s| s.as_str()).collect();
                            FieldErrors::one(
                                "status",
                                format!("Status must be one of: {}.", words.join(", ")),
                            )
                        })
                })
                .transpose(),
        );
        let range = e.check(DayRange::parse(given(&self.from), given(&self.to)));
        e.finish(|| {
            let range = range?;
            Some(InvoiceFilter {
                status,
                from: range.from,
                to: range.to,
            })
        })
    }
}

/// One invoice in a list.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct InvoiceRow {
    pub id: i32,
    pub number: Option<String>,
    pub status: InvoiceStatus,
    pub overdue: bool,
    pub lead_id: Option<i32>,
    pub client_name: String,
    pub issued_on: Option<String>,
    pub due_on: Option<String>,
    pub totals: QuoteTotals,
    /// Rupees still to be paid.
    pub balance: f64,
}

/// One page of invoices.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct InvoicePageView {
    #[serde(flatten)]
    pub paging: PageInfo,
    /// Newest first.
    pub items: Vec<InvoiceRow>,
}

/// List invoices
///
/// One page of invoices, newest first: every one, or those in one
/// `status` (draft, issued, partlyPaid, paid, cancelled), issued between
/// `from` and `to` (India days). Each row says whether it is overdue.
/// Administrators only; 422 for a bad status, day or page.
#[utoipa::path(get, path = "/admin/invoices", tag = "invoices", params(InvoiceListQuery, PageParams),
    responses((status = 200, body = InvoicePageView), (status = 422, body = ErrorBody)))]
pub async fn list(
    Admin { state, .. }: Admin,
    ApiQuery(query): ApiQuery<InvoiceListQuery>,
    ApiQuery(paging): ApiQuery<PageParams>,
) -> AppResult<Json<InvoicePageView>> {
    let (filter, page) = with_page(query.parse(), &paging)?;
    let found = invoices::list(&state.db, &filter, page).await?;
    let today = india_today(state.config.clock.now());
    let items = found
        .invoices
        .into_iter()
        .map(|d| InvoiceRow {
            overdue: invoices::overdue(&d, today),
            balance: rupees(invoices::balance(&d)),
            totals: totals_of(&d),
            id: d.id,
            number: d.number,
            status: d.status,
            lead_id: d.lead_id,
            client_name: d.client_name,
            issued_on: d.issued_on,
            due_on: d.due_on,
        })
        .collect();
    Ok(Json(InvoicePageView {
        paging: PageInfo::of(page, found.total),
        items,
    }))
}

/// Read an invoice
///
/// The invoice with its lines, totals, payments, notes, balance, status
/// and overdue flag. Administrators only.
#[utoipa::path(get, path = "/admin/invoices/{id}", tag = "invoices", params(("id" = i32, Path)),
    responses((status = 200, body = InvoiceView), (status = 404, body = ErrorBody)))]
pub async fn one(AdminAt { state, id, .. }: AdminAt) -> AppResult<Json<InvoiceView>> {
    let invoice = invoices::get(&state.db, id).await?;
    Ok(Json(view(&state, invoice)))
}

/// The invoice's PDF, drawn off the async threads (one per core at a
/// time), in its client's language, with the UPI code for what is due.
pub async fn pdf_of(state: &AppState, d: &doc::Model) -> AppResult<Vec<u8>> {
    let d = d.clone();
    let agency = invoices::agency_of(&d).unwrap_or_else(|| agency(state));
    let language = crate::services::money::quotes::lead_language(&state.db, d.lead_id).await?;
    let base = state.config.site.base().to_owned();
    // The document a note or voucher names; a storage error fails the PDF
    // rather than leaving the "Against" line out.
    let against = match d.invoice_id {
        Some(id) => {
            let named = invoices::document(&state.db, id).await?;
            let on = invoices::day(&named.issued_on)
                .map(|day| format!(" of {}", crate::services::money::quotes::long_date(day)))
                .unwrap_or_default();
            Some(format!(
                "{} {}{on}",
                crate::pdf::invoice::named(named.kind),
                named.number.unwrap_or_default()
            ))
        }
        None => None,
    };
    let signature = match agency.signature_image.as_str() {
        "" => None,
        address => crate::services::website::media::copy_at(&state.db, address).await?,
    };
    crate::services::on_a_free_core(move || {
        let link = format!("{base}/i/{}", d.token.as_deref().unwrap_or_default());
        let upi = invoices::upi_of(&d, &agency);
        crate::pdf::invoice::render(&crate::pdf::invoice::Sheet {
            invoice: &d,
            agency: &agency,
            issued: invoices::day(&d.issued_on).unwrap_or_else(|| india_today(d.created_at)),
            due: invoices::day(&d.due_on),
            balance: invoices::balance(&d),
            upi: upi.as_deref(),
            link: &link,
            language,
            created: d.issued_at.unwrap_or(d.created_at),
            against,
            signature,
        })
    })
    .await?
    .map_err(|e| AppError::from(anyhow::anyhow!(e)))
}

/// The PDF answer of an invoice, a note or a voucher.
pub fn invoice_pdf(d: &doc::Model, bytes: Vec<u8>, download: bool) -> Response {
    let title = match &d.number {
        Some(number) => format!("{} {number}", crate::pdf::invoice::named(d.kind)),
        None => format!("Draft invoice {}", d.id),
    };
    pdf_file(&title, bytes, download)
}

/// Download an invoice's PDF
///
/// The A4 PDF the client gets (a draft's, marked as one, has no number
/// yet). A credit or debit note, a receipt or a refund voucher shares the
/// invoices' ids, and its PDF is here too, under its own title, naming the
/// document it is against. Administrators only.
#[utoipa::path(get, path = "/admin/invoices/{id}/pdf", tag = "invoices", params(("id" = i32, Path)),
    responses((status = 200, content_type = "application/pdf", body = Vec<u8>), (status = 404, body = ErrorBody)))]
pub async fn pdf(AdminAt { state, id, .. }: AdminAt) -> AppResult<Response> {
    let d = invoices::document(&state.db, id).await?;
    let bytes = pdf_of(&state, &d).await?;
    Ok(invoice_pdf(&d, bytes, false))
}

/// An invoice sent, and whether a letter went.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SentInvoice {
    #[serde(flatten)]
    pub invoice: InvoiceView,
    /// Whether a letter with the PDF went to the outbox (false while
    /// e-mail is off: share the link yourself).
    pub emailed: bool,
}

/// Send an invoice
///
/// E-mails the client the PDF and the private link (`/i/{token}`), where
/// they can read and pay it; an invoice may be sent again. Administrators
/// only; 409 for a draft, a cancelled invoice, or one whose enquiry was
/// deleted.
#[utoipa::path(post, path = "/admin/invoices/{id}/send", tag = "invoices", params(("id" = i32, Path)),
    responses((status = 200, body = SentInvoice), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
pub async fn send(AdminAt { state, id, .. }: AdminAt) -> AppResult<Json<SentInvoice>> {
    let invoice = invoices::get(&state.db, id).await?;
    let bytes = pdf_of(&state, &invoice.doc).await?;
    let mail = state.mail.signed_with(&state.content().site);
    let link = format!(
        "{}/i/{}",
        state.config.site.base(),
        invoice.doc.token.as_deref().unwrap_or_default()
    );
    let (sent, emailed) =
        invoices::send(&state.db, id, &mail, &link, bytes, state.config.clock.now()).await?;
    if emailed {
        state.mail_wake.notify_one();
    }
    Ok(Json(SentInvoice {
        invoice: view(&state, sent),
        emailed,
    }))
}

/// Delete a draft invoice
///
/// A draft only (it has no number, so no number is lost); an issued
/// invoice is kept for good: 409, cancel it with a credit note.
/// Administrators only.
#[utoipa::path(delete, path = "/admin/invoices/{id}", tag = "invoices", params(("id" = i32, Path)),
    responses((status = 204), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
pub async fn delete(AdminAt { state, id, .. }: AdminAt) -> AppResult<StatusCode> {
    super::deleted(invoices::delete(&state.db, id).await)
}

fn terms(state: &AppState) -> Terms {
    Terms {
        series: state.config.invoice.series.trim().to_owned(),
        due_days: state.config.invoice.due_days,
    }
}

/// Issue an invoice
///
/// Gives the draft the next number of its series in the financial year
/// (`INV/2026-27/0001`, restarting on 1 April), its issue and due days and
/// the client's link, and freezes it. 422 names every field Rule 46 asks
/// for that is missing (the client's name, address and state; a B2B
/// client's GSTIN that does not agree with their state; the business's
/// registered name, address and GSTIN). Advances received from the lead
/// (receipt vouchers) are set against it. Administrators only; 409 once
/// issued.
#[utoipa::path(post, path = "/admin/invoices/{id}/issue", tag = "invoices", params(("id" = i32, Path)),
    responses((status = 200, body = InvoiceView), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn issue(AdminAt { state, id, user }: AdminAt) -> AppResult<Json<InvoiceView>> {
    let issued = invoices::issue(
        &state.db,
        id,
        &agency(&state),
        &terms(&state),
        &actor_of(&user.admin),
        state.config.clock.now(),
    )
    .await?;
    payment_link(&state, &issued).await?;
    let invoice = invoices::get(&state.db, id).await?;
    Ok(Json(view(&state, invoice)))
}

/// Makes the issued invoice's Razorpay payment link, when Razorpay's keys
/// are set. Razorpay out of reach or refusing leaves the invoice without
/// one (UPI and the bank transfer still stand), and the log says why.
async fn payment_link(state: &AppState, d: &doc::Model) -> AppResult<()> {
    let email = match d.lead_id {
        Some(lead) => crate::services::leads::enquiry(&state.db, lead)
            .await
            .ok()
            .map(|e| e.lead.email),
        None => None,
    };
    match crate::services::money::razorpay::create_link(&state.config.razorpay, d, email.as_deref())
        .await
    {
        Ok(Some(link)) => {
            crate::services::money::razorpay::keep_link(&state.db, d.id, &link).await?
        }
        Ok(None) => {}
        Err(why) => tracing::warn!(invoice = d.id, "no Razorpay payment link: {why}"),
    }
    Ok(())
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PaymentBody {
    /// Rupees received, at most two decimals.
    #[schema(value_type = f64)]
    pub amount: Option<Value>,
    /// YYYY-MM-DD (India); today when absent.
    pub on: Option<String>,
    #[schema(value_type = Option<PaymentMethod>)]
    pub method: Option<String>,
    /// The bank's, UPI's or cheque's reference.
    pub reference: Option<String>,
    /// Rupees of TDS the client held back.
    #[schema(value_type = Option<f64>)]
    pub tds: Option<Value>,
    /// The section it was held under, as free text (194C, 194J…).
    pub tds_section: Option<String>,
}

/// A day in a body (YYYY-MM-DD); `today` when absent.
fn day_or_today(
    field: &'static str,
    raw: &Option<String>,
    today: NaiveDate,
) -> Result<NaiveDate, FieldErrors> {
    match given(raw) {
        None => Ok(today),
        Some(v) => parse_date(field, v),
    }
}

/// How money came, as the API spells it.
fn method(raw: &Option<String>) -> Result<PaymentMethod, FieldErrors> {
    given(raw)
        .and_then(|word| {
            PaymentMethod::ALL
                .iter()
                .copied()
                .find(|m| m.as_str() == word)
        })
        .ok_or_else(|| {
            FieldErrors::one(
                "method",
                "Say how it was paid: upi, bank, cheque, cash or razorpay.",
            )
        })
}

/// Rupees in a body, 0 when absent.
fn money_or_nothing(label: &str, v: &Option<Value>) -> Result<i64, Rejected> {
    match v {
        None | Some(Value::Null) => Ok(0),
        Some(v) => Money::parse(label, v).map(Money::paise),
    }
}

fn reference(raw: Option<String>) -> Result<String, Rejected> {
    let r = raw.unwrap_or_default().trim().to_owned();
    if r.chars().count() > 100 {
        return Err(Rejected::new("The reference is at most 100 characters."));
    }
    Ok(r)
}

fn parse_payment(b: PaymentBody, today: NaiveDate) -> Result<NewPayment, FieldErrors> {
    let mut e = FieldErrors::default();
    let amount = e.check(match &b.amount {
        None | Some(Value::Null) => Err(FieldErrors::one("amount", "The amount is required.")),
        Some(v) => Money::parse("The amount", v).map(Money::paise).at("amount"),
    });
    let tds = e.check(money_or_nothing("The TDS", &b.tds).at("tds"));
    let on = e.check(day_or_today("on", &b.on, today));
    let method = e.check(method(&b.method));
    let reference = e.check(reference(b.reference).at("reference"));
    let tds_section = match given(&b.tds_section) {
        Some(s) if s.chars().count() > 40 => {
            e.add("tdsSection", "The TDS section is at most 40 characters.");
            None
        }
        Some(s) => Some(Some(s.to_owned())),
        None if tds.is_some_and(|t| t > 0) => {
            e.add(
                "tdsSection",
                "Name the section the TDS was held under, such as 194J.",
            );
            None
        }
        None => Some(None),
    };
    if amount == Some(0) && tds == Some(0) {
        e.add("amount", "A payment is more than nothing.");
    }
    e.finish(|| {
        Some(NewPayment {
            amount: amount?,
            tds: tds?,
            tds_section: tds_section?,
            on: on?,
            method: method?,
            reference: reference?,
        })
    })
}

/// Record a payment
///
/// Money received against an issued invoice (amount, day, method,
/// reference), with the TDS the client held back and its section; both
/// count towards settling it, and together may not come to more than is
/// due. Answers 201 with the invoice, its payments, balance and status
/// (partlyPaid, paid). Administrators only; 409 for a draft, a cancelled
/// or a paid invoice.
#[utoipa::path(post, path = "/admin/invoices/{id}/payments", tag = "invoices", params(("id" = i32, Path)),
    request_body = PaymentBody,
    responses((status = 201, body = InvoiceView), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn pay(
    AdminAt { state, id, user }: AdminAt,
    ApiJson(body): ApiJson<PaymentBody>,
) -> AppResult<Created<InvoiceView>> {
    let now = state.config.clock.now();
    let new = parse_payment(body, india_today(now))?;
    let invoice = invoices::pay(&state.db, id, new, &actor_of(&user.admin), now).await?;
    Ok(Created(view(&state, invoice)))
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CorrectionBody {
    /// Why the invoice is corrected.
    pub reason: Option<String>,
    /// The lines it takes off (a credit note) or adds (a debit note), as a
    /// quotation's; a credit note without lines is for all of the invoice
    /// and cancels it.
    pub lines: Option<Vec<QuoteLineBody>>,
}

fn parse_note(b: CorrectionBody, kind: DocumentKind) -> Result<NewNote, FieldErrors> {
    let mut e = FieldErrors::default();
    let reason = e.check(Text::<3, 500>::parse("The reason", b.reason).at("reason"));
    let lines = match b.lines {
        None => None,
        Some(list) if list.is_empty() && kind == DocumentKind::CreditNote => None,
        list => Some(parse_lines(list, "A note", &mut e)),
    };
    e.finish(|| {
        Some(NewNote {
            kind,
            reason: reason?.into_inner(),
            lines,
        })
    })
}

/// A note issued, with the invoice it names as it now stands.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct NoteIssued {
    pub note: InvoiceNoteView,
    pub invoice: InvoiceView,
}

async fn issue_note(
    state: AppState,
    id: i32,
    user: crate::auth::AdminUser,
    body: CorrectionBody,
    kind: DocumentKind,
) -> AppResult<Created<NoteIssued>> {
    let new = parse_note(body, kind)?;
    let (note, invoice) = invoices::note(
        &state.db,
        id,
        new,
        &actor_of(&user.admin),
        state.config.clock.now(),
    )
    .await?;
    Ok(Created(NoteIssued {
        note: note.into(),
        invoice: view(&state, invoice),
    }))
}

/// Issue a credit note
///
/// A credit note naming the invoice (Rule 53), numbered `CN/2026-27/0001`:
/// the lines taken off, or without lines all of it, which cancels the
/// invoice. Refused (409, with the reason) after 30 November following the
/// end of the invoice's financial year (CGST Act, Section 34); 422 when it
/// comes to more than the invoice still holds. Administrators only.
#[utoipa::path(post, path = "/admin/invoices/{id}/credit-notes", tag = "invoices", params(("id" = i32, Path)),
    request_body = CorrectionBody,
    responses((status = 201, body = NoteIssued), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn credit_note(
    AdminAt { state, id, user }: AdminAt,
    ApiJson(body): ApiJson<CorrectionBody>,
) -> AppResult<Created<NoteIssued>> {
    issue_note(state, id, user, body, DocumentKind::CreditNote).await
}

/// Issue a debit note
///
/// A debit note naming the invoice (Rule 53), numbered `DN/2026-27/0001`,
/// for the lines it adds; what is due grows by its total. Administrators
/// only; 409 for a draft or cancelled invoice.
#[utoipa::path(post, path = "/admin/invoices/{id}/debit-notes", tag = "invoices", params(("id" = i32, Path)),
    request_body = CorrectionBody,
    responses((status = 201, body = NoteIssued), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn debit_note(
    AdminAt { state, id, user }: AdminAt,
    ApiJson(body): ApiJson<CorrectionBody>,
) -> AppResult<Created<NoteIssued>> {
    issue_note(state, id, user, body, DocumentKind::DebitNote).await
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReceiptBody {
    /// The enquiry (bId) that paid the advance.
    #[schema(value_type = i32)]
    pub lead_id: Option<Value>,
    /// Rupees received, tax included.
    #[schema(value_type = f64)]
    pub amount: Option<Value>,
    /// YYYY-MM-DD (India); today when absent.
    pub on: Option<String>,
    #[schema(value_type = Option<PaymentMethod>)]
    pub method: Option<String>,
    pub reference: Option<String>,
    /// What the advance is for.
    pub description: Option<String>,
    /// The service's SAC code.
    pub sac: Option<String>,
    /// GST rate in per cent: 0, 5, 12, 18 (the default) or 28.
    #[schema(value_type = Option<f64>)]
    pub gst_rate: Option<Value>,
    /// The place of supply.
    pub client_state: Option<String>,
}

fn parse_receipt(b: ReceiptBody, today: NaiveDate) -> Result<NewReceipt, FieldErrors> {
    let mut e = FieldErrors::default();
    let lead_id = b.lead_id.as_ref().and_then(id_in);
    if lead_id.is_none() {
        e.add(
            "leadId",
            "Name the enquiry (its bId) that paid the advance.",
        );
    }
    let amount = e.check(more_than_nothing(
        &b.amount,
        "An advance is more than nothing.",
    ));
    let on = e.check(day_or_today("on", &b.on, today));
    let method = e.check(method(&b.method));
    let reference = e.check(reference(b.reference).at("reference"));
    let description =
        e.check(Text::<1, 300>::parse("The description", b.description).at("description"));
    let sac = e.check(sac(b.sac).at("sac"));
    let rate_bp = e.check(rate(b.gst_rate.as_ref()).at("gstRate"));
    let state =
        e.check(gst::parse_state(b.client_state.as_deref().unwrap_or_default()).at("clientState"));
    e.finish(|| {
        Some(NewReceipt {
            lead_id: lead_id?,
            amount: amount?,
            on: on?,
            method: method?,
            reference: reference?,
            description: description?.into_inner(),
            sac: sac?,
            rate_bp: rate_bp?,
            client_state: state?.1,
        })
    })
}

/// A rupee amount above nothing, in paise (`nothing` says why 0 is refused).
fn more_than_nothing(amount: &Option<Value>, nothing: &str) -> Result<i64, FieldErrors> {
    match amount {
        None | Some(Value::Null) => Err(FieldErrors::one("amount", "The amount is required.")),
        Some(v) => match Money::parse("The amount", v) {
            Ok(m) if m.paise() > 0 => Ok(m.paise()),
            Ok(_) => Err(FieldErrors::one("amount", nothing)),
            Err(r) => Err(FieldErrors::one("amount", r.0)),
        },
    }
}

/// Issue a receipt voucher
///
/// Money received before the invoice (an advance, Rule 50): a receipt
/// voucher numbered `RV/2026-27/0001` with the description, SAC, tax rate,
/// the tax in the amount and the place of supply. The lead's next invoice
/// is settled by it when issued. Administrators only.
#[utoipa::path(post, path = "/admin/receipts", tag = "invoices", request_body = ReceiptBody,
    responses((status = 201, body = InvoiceNoteView), (status = 422, body = ErrorBody)))]
pub async fn receipt(
    Admin { state, user }: Admin,
    ApiJson(body): ApiJson<ReceiptBody>,
) -> AppResult<Created<InvoiceNoteView>> {
    let now = state.config.clock.now();
    let new = parse_receipt(body, india_today(now))?;
    let stored =
        invoices::receipt(&state.db, &agency(&state), new, &actor_of(&user.admin), now).await?;
    Ok(Created(stored.into()))
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RefundBody {
    /// Rupees paid back, tax included: at most what is left of the advance.
    #[schema(value_type = f64)]
    pub amount: Option<Value>,
    /// Why it is paid back (3 to 500 characters).
    pub reason: Option<String>,
}

/// Pay back an advance
///
/// A refund voucher (Rule 51) for money paid back from the advance on
/// receipt voucher `id`, numbered `RF/2026-27/0001`: it names the receipt
/// voucher and carries its description, SAC and rate, with the tax in the
/// amount split by the same place of supply. At most what is left of the
/// advance (422 naming it); 409 once the advance is set against an invoice
/// (a credit note for that invoice pays it back). Administrators only.
#[utoipa::path(post, path = "/admin/receipts/{id}/refunds", tag = "invoices", params(("id" = i32, Path)),
    request_body = RefundBody,
    responses((status = 201, body = InvoiceNoteView), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn refund(
    AdminAt { state, id, user }: AdminAt,
    ApiJson(body): ApiJson<RefundBody>,
) -> AppResult<Created<InvoiceNoteView>> {
    let mut e = FieldErrors::default();
    let amount = e.check(more_than_nothing(
        &body.amount,
        "A refund is more than nothing.",
    ));
    let reason = e.check(Text::<3, 500>::parse("The reason", body.reason).at("reason"));
    let new = e.finish(|| {
        Some(invoices::NewRefund {
            amount: amount?,
            reason: reason?.into_inner(),
        })
    })?;
    let now = state.config.clock.now();
    let stored = invoices::refund(&state.db, id, new, &actor_of(&user.admin), now).await?;
    Ok(Created(stored.into()))
}
