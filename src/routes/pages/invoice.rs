//! The client's tax invoice at its private link, `/i/{token}`: the invoice
//! as a page (phone-width first, no sign-in, no script) in the language of
//! the client's enquiry, what was paid and what is still due, and how to
//! pay it: a UPI QR code and `upi://pay` link for the amount due with the
//! invoice's number as its reference (up to ₹1 lakh, a person's UPI
//! limit), else the bank transfer; and its PDF (`/i/{token}/pdf`). As with
//! a quotation's link, nothing here is cached or indexed and the link is
//! never sent to another site as a referrer.
use askama::Template;
use axum::{
    extract::{Path, State},
    http::StatusCode,
    response::Response,
    routing::get,
    Router,
};

use super::quote::{inr, private, LineRow};
use crate::{
    domain::{gst, language::Language},
    error::AppResult,
    routes::api::invoices::{invoice_pdf, pdf_of},
    services::{
        money::invoices::{self, Invoice},
        money::quotes::{self, long_date_in},
    },
    state::AppState,
    views::{render_status, Layout},
};

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/i/{token}", get(page))
        .route("/i/{token}/pdf", get(pdf))
}

/// One payment as the page lists it.
struct PaidRow {
    on: String,
    amount: String,
    tds: Option<String>,
}

#[derive(Template)]
#[template(path = "pages/invoice.html")]
struct InvoicePage {
    l: Layout,
    number: String,
    token: String,
    agency_name: String,
    agency_legal: String,
    agency_address: String,
    agency_gstin: String,
    client_name: String,
    client_address: String,
    client_gstin: Option<String>,
    place_of_supply: String,
    reverse_charge: bool,
    issued: String,
    due: String,
    /// issued, partlyPaid, paid or cancelled.
    status: &'static str,
    overdue: bool,
    lines: Vec<LineRow>,
    taxable: String,
    taxes: Vec<(String, String)>,
    total: String,
    words: String,
    paid: Vec<PaidRow>,
    balance: String,
    /// The `upi://pay` link and its QR code as SVG, when UPI is offered.
    upi: Option<(String, String)>,
    upi_id: String,
    upi_payee: String,
    /// The Razorpay payment link, when one was made.
    razorpay: Option<String>,
    /// (name, number, IFSC), when the agency has a bank account.
    bank: Option<(String, String, String)>,
    signatory: String,
}

/// A QR code of `data` as an SVG image.
fn qr_svg(data: &str) -> Option<String> {
    let code = qrcode::QrCode::new(data.as_bytes()).ok()?;
    Some(
        code.render::<qrcode::render::svg::Color>()
            .min_dimensions(220, 220)
            .quiet_zone(true)
            .build(),
    )
}

fn invoice_page(state: &AppState, invoice: &Invoice, language: Language) -> InvoicePage {
    let d = &invoice.doc;
    let agency =
        invoices::agency_of(d).unwrap_or_else(|| quotes::Agency::of(&state.content().site));
    let number = d.number.clone().unwrap_or_default();
    let lines = invoices::lines_of(d);
    let taxes = invoices::tax_rows(d, &lines)
        .into_iter()
        .map(|(label, paise)| (label, inr(paise)))
        .collect();
    let (title, description) = match language {
        Language::En => (
            format!("Tax invoice {number} | {}", agency.name),
            format!(
                "Tax invoice {number} from {} for {}.",
                agency.name, d.client_name
            ),
        ),
        Language::Hi => (
            format!("कर बीजक {number} | {}", agency.name),
            format!(
                "{} के लिए {} का कर बीजक {number}।",
                d.client_name, agency.name
            ),
        ),
    };
    let token = d.token.clone().unwrap_or_default();
    let l = Layout::new(state, &format!("/i/{token}"), title, description)
        .noindex()
        .speaking(language)
        .with_style("css/quote.css");
    let day = |stored: &Option<String>| {
        invoices::day(stored)
            .map(|d| long_date_in(d, language))
            .unwrap_or_default()
    };
    let today = crate::domain::india_today(state.config.clock.now());
    let upi = invoices::upi_of(d, &agency).and_then(|link| qr_svg(&link).map(|svg| (link, svg)));
    InvoicePage {
        l,
        number,
        token,
        agency_name: agency.name.clone(),
        agency_legal: agency.legal_name.clone(),
        agency_address: agency.address.clone(),
        agency_gstin: agency.gstin.clone(),
        client_name: d.client_name.clone(),
        client_address: d.client_address.clone(),
        client_gstin: d.client_gstin.clone(),
        place_of_supply: gst::place_of_supply(&d.client_state),
        reverse_charge: d.reverse_charge,
        issued: day(&d.issued_on),
        due: day(&d.due_on),
        status: crate::domain::lead::Spelled::as_str(d.status),
        overdue: invoices::overdue(d, today),
        lines: lines.iter().map(LineRow::of).collect(),
        taxable: inr(d.taxable),
        taxes,
        total: inr(d.total),
        words: gst::amount_in_words_in(d.total, language),
        paid: invoice
            .payments
            .iter()
            .map(|p| PaidRow {
                on: invoices::day(&Some(p.received_on.clone()))
                    .map(|d| long_date_in(d, language))
                    .unwrap_or_default(),
                amount: inr(p.amount),
                tds: (p.tds > 0).then(|| inr(p.tds)),
            })
            .collect(),
        balance: inr(invoices::balance(d)),
        upi,
        razorpay: d.razorpay_link_url.clone(),
        upi_id: agency.upi_id.clone(),
        upi_payee: agency.upi_payee_name.clone(),
        bank: (!agency.bank_account_number.is_empty()).then(|| {
            (
                agency.bank_account_name.clone(),
                agency.bank_account_number.clone(),
                agency.bank_ifsc.clone(),
            )
        }),
        signatory: agency.signatory.clone(),
    }
}

/// The invoice's page.
async fn page(State(state): State<AppState>, Path(token): Path<String>) -> AppResult<Response> {
    let invoice = invoices::by_token(&state.db, &token).await?;
    let language = quotes::lead_language(&state.db, invoice.doc.lead_id).await?;
    let page = invoice_page(&state, &invoice, language);
    Ok(private(render_status(StatusCode::OK, &page)))
}

/// The invoice's PDF, to download.
async fn pdf(State(state): State<AppState>, Path(token): Path<String>) -> AppResult<Response> {
    let invoice = invoices::by_token(&state.db, &token).await?;
    let bytes = pdf_of(&state, &invoice.doc).await?;
    Ok(private(invoice_pdf(&invoice.doc, bytes, true)))
}
