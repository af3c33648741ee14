//! A tax invoice as an A4 PDF, in the quotation's layout (`sheet`), with
//! every field CGST Rule 46 asks for: the agency's and the client's names,
//! addresses and GSTINs, the number and date, the place of supply as
//! "10-Bihar", the lines with SAC, quantity, rate and taxable value, CGST
//! and SGST or IGST with their rates and amounts, whether tax is payable on
//! reverse charge, the total in figures and words, and the authorised
//! signatory. Then how to pay: the UPI link as a QR code for what is due
//! (up to `UPI_LIMIT`; above it the bank transfer alone), the bank account,
//! the due day. A Hindi client's invoice has the Hindi beside the English.
//! A credit or debit note, a receipt or a refund voucher is drawn the same
//! way under its own title, naming the document it is against and its
//! reason, without the payment block.
use chrono::{DateTime, NaiveDate, Utc};

use super::sheet::{self, Client, Paper, Section};
use crate::{
    domain::{gst, invoice::DocumentKind, language::Language},
    entities::invoice as doc,
    services::money::quotes::{long_date, Agency, Line},
};

/// What the document needs besides the stored invoice.
pub struct Sheet<'a> {
    pub invoice: &'a doc::Model,
    pub agency: &'a Agency,
    pub issued: NaiveDate,
    pub due: Option<NaiveDate>,
    /// What is still due, in paise.
    pub balance: i64,
    /// The UPI link for the balance, when the invoice offers UPI.
    pub upi: Option<&'a str>,
    /// The client's link.
    pub link: &'a str,
    pub language: Language,
    pub created: DateTime<Utc>,
    /// The document a note or voucher is against: "Tax Invoice
    /// INV/2026-27/0001 of 1 December 2026".
    pub against: Option<String>,
    /// The signatory's signature (WebP), when the agency keeps one.
    pub signature: Option<Vec<u8>>,
}

/// "Tax invoice", "Credit note": a document's name in a sentence.
pub fn named(kind: DocumentKind) -> String {
    let title = kind.title().to_lowercase();
    let mut chars = title.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// A document's heading in English capitals and in Hindi.
fn title_of(kind: DocumentKind) -> (&'static str, &'static str) {
    match kind {
        DocumentKind::Invoice => ("TAX INVOICE", "कर बीजक"),
        DocumentKind::CreditNote => ("CREDIT NOTE", "क्रेडिट नोट"),
        DocumentKind::DebitNote => ("DEBIT NOTE", "डेबिट नोट"),
        DocumentKind::Receipt => ("RECEIPT VOUCHER", "रसीद वाउचर"),
        DocumentKind::Refund => ("REFUND VOUCHER", "रिफ़ंड वाउचर"),
    }
}

/// `english`, with the Hindi beside it for a Hindi client.
fn both(english: &str, hindi: &str, language: Language) -> String {
    match language {
        Language::En => english.to_owned(),
        Language::Hi => format!("{english} · {hindi}"),
    }
}

/// How to pay: UPI (a QR code), the bank account, the due day.
fn payment(sheet: &Sheet<'_>) -> Section {
    let a = sheet.agency;
    let l = sheet.language;
    let mut paragraphs = Vec::new();
    if let Some(due) = sheet.due {
        paragraphs.push(both(
            &format!(
                "Amount due: {} by {}.",
                sheet::inr(sheet.balance),
                long_date(due)
            ),
            &format!(
                "देय राशि: {}, {} तक।",
                sheet::inr(sheet.balance),
                crate::domain::language::hindi_date(due)
            ),
            l,
        ));
    }
    if sheet.upi.is_some() {
        paragraphs.push(both(
            &format!(
                "Pay by UPI: scan the code with any UPI app, or pay {} ({}).",
                a.upi_id, a.upi_payee_name
            ),
            "किसी भी UPI ऐप से कोड स्कैन करके भुगतान करें।",
            l,
        ));
    }
    if !a.bank_account_number.is_empty() {
        paragraphs.push(both(
            &format!(
                "Bank transfer: {}, account {}, IFSC {}.",
                a.bank_account_name, a.bank_account_number, a.bank_ifsc
            ),
            "बैंक ट्रांसफ़र",
            l,
        ));
    }
    if let Some(url) = &sheet.invoice.razorpay_link_url {
        paragraphs.push(format!(
            "Pay online with Razorpay (card, netbanking, UPI): {url}"
        ));
    }
    paragraphs.push(format!("Online: {}", sheet.link));
    Section {
        heading: both("HOW TO PAY", "भुगतान कैसे करें", l),
        paragraphs,
        qr: sheet.upi.map(str::to_owned),
        signature: None,
    }
}

/// The invoice as a PDF file.
pub fn render(sheet: &Sheet<'_>) -> Result<Vec<u8>, String> {
    let d = sheet.invoice;
    let a = sheet.agency;
    let l = sheet.language;
    let number = d.number.as_deref().unwrap_or("Draft");
    let lines: Vec<Line> =
        serde_json::from_str(&d.lines).map_err(|e| format!("the invoice's lines: {e}"))?;
    let intra = gst::state_code(&d.client_state) == gst::state_code(&d.agency_state);
    let supply = format!(
        "Place of supply: {} · {} · Tax payable on reverse charge: {}",
        gst::place_of_supply(&d.client_state),
        if intra {
            "intra-state: CGST and SGST"
        } else {
            "inter-state: IGST"
        },
        if d.reverse_charge { "Yes" } else { "No" }
    );
    let mut dates = vec![both(
        &format!("Date: {}", long_date(sheet.issued)),
        &format!(
            "दिनांक: {}",
            crate::domain::language::hindi_date(sheet.issued)
        ),
        l,
    )];
    if let Some(due) = sheet.due {
        dates.push(format!("Due: {}", long_date(due)));
    }
    if let Some(against) = &sheet.against {
        dates.push(format!("Against: {against}"));
    }
    if let (
        DocumentKind::CreditNote | DocumentKind::DebitNote | DocumentKind::Refund,
        Some(reason),
    ) = (d.kind, &d.reason)
    {
        dates.push(format!("Reason: {reason}"));
    }
    let mut words = vec![format!(
        "Amount in words: {}",
        gst::amount_in_words(d.total)
    )];
    if l == Language::Hi {
        words.push(format!(
            "राशि शब्दों में: {}",
            gst::amount_in_hindi_words(d.total)
        ));
    }
    let signatory = Section {
        heading: both("AUTHORISED SIGNATORY", "अधिकृत हस्ताक्षरकर्ता", l),
        paragraphs: vec![
            format!("For {}", a.legal_name),
            if a.signatory.is_empty() {
                "Authorised Signatory".into()
            } else {
                format!("{}, Authorised Signatory", a.signatory)
            },
        ],
        qr: None,
        signature: sheet.signature.clone().and_then(super::sheet::picture),
    };
    let mut sections = Vec::new();
    if d.kind == DocumentKind::Invoice
        && d.status != crate::domain::invoice::InvoiceStatus::Cancelled
        && sheet.balance > 0
    {
        sections.push(payment(sheet));
    }
    sections.push(signatory);
    sheet::render(&Paper {
        title: both(title_of(d.kind).0, title_of(d.kind).1, l),
        number,
        dates,
        agency: a,
        agency_state: &d.agency_state,
        client: Client {
            name: &d.client_name,
            address: &d.client_address,
            state: &d.client_state,
            gstin: d.client_gstin.as_deref(),
        },
        supply,
        taxes: crate::services::money::invoices::tax_rows(d, &lines),
        lines: &lines,
        taxable: d.taxable,
        total: d.total,
        words,
        sections,
        footer: format!(
            "{} · {} {number} · GSTIN {}",
            a.legal_name,
            named(d.kind),
            a.gstin
        ),
        pdf_title: format!("{} {number} from {}", named(d.kind), a.name),
        language: match l {
            Language::En => "en-IN",
            Language::Hi => "hi-IN",
        },
        created: sheet.created,
    })
}
