//! A quotation as an A4 PDF: the agency's mark, name, registered name,
//! address and GSTIN; the client's; the place of supply; the lines with
//! their SAC codes; the tax split (CGST and SGST inside the agency's state,
//! IGST outside); the totals and the amount in words; terms and validity.
//! Long quotes run onto further pages, the table's header repeated.
use chrono::NaiveDate;

use super::sheet::{self, Client, Paper, Section};
use crate::{
    domain::gst,
    entities::quote,
    services::money::quotes::{long_date, tax_rows, valid_until, Agency, Line},
};

/// What the document needs besides the stored quote.
pub struct Sheet<'a> {
    pub quote: &'a quote::Model,
    pub agency: &'a Agency,
    /// The day it was made, in India.
    pub issued: NaiveDate,
    /// The client's link, where it can be accepted online.
    pub link: &'a str,
}

/// The terms printed under every quote.
fn terms(sheet: &Sheet<'_>) -> Vec<String> {
    let q = sheet.quote;
    let valid = long_date(valid_until(q));
    vec![
        format!("This quotation is valid until {valid}. Prices are in Indian rupees; GST is charged as shown, by place of supply."),
        "Work starts on acceptance and an advance of 50% of the total; the balance is due on delivery. Marketplace fees, advertising spend and the client's own subscriptions are paid by the client directly and are not part of this quotation.".into(),
        "A tax invoice follows each payment. Anything not listed above is quoted separately before it is done.".into(),
        format!("Accept or decline this quotation online: {}", sheet.link),
    ]
}

/// The quote as a PDF file.
pub fn render(sheet: &Sheet<'_>) -> Result<Vec<u8>, String> {
    let q = sheet.quote;
    let a = sheet.agency;
    let lines: Vec<Line> =
        serde_json::from_str(&q.lines).map_err(|e| format!("the quote's lines: {e}"))?;
    let supply = format!(
        "Place of supply: {}{}",
        sheet::state_with_code(&q.client_state),
        if gst::state_code(&q.client_state) == gst::state_code(&q.agency_state) {
            " · intra-state: CGST and SGST"
        } else {
            " · inter-state: IGST"
        }
    );
    sheet::render(&Paper {
        title: "QUOTATION".into(),
        number: &q.number,
        dates: vec![
            format!("Date: {}", long_date(sheet.issued)),
            format!("Valid until: {}", long_date(valid_until(q))),
        ],
        agency: a,
        agency_state: &q.agency_state,
        client: Client {
            name: &q.client_name,
            address: &q.client_address,
            state: &q.client_state,
            gstin: q.client_gstin.as_deref(),
        },
        supply,
        taxes: tax_rows(q, &lines),
        lines: &lines,
        taxable: q.taxable,
        total: q.total,
        words: vec![format!(
            "Amount in words: {}",
            gst::amount_in_words(q.total)
        )],
        sections: vec![Section {
            heading: "TERMS".into(),
            paragraphs: terms(sheet),
            qr: None,
            signature: None,
        }],
        footer: format!(
            "{} · {} · {}",
            a.legal_name,
            q.number,
            if a.gstin.is_empty() {
                "not registered for GST".to_owned()
            } else {
                format!("GSTIN {}", a.gstin)
            }
        ),
        pdf_title: format!("Quotation {} from {}", q.number, a.name),
        language: "en-IN",
        created: q.created_at,
    })
}
