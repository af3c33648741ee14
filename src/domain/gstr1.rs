//! The accountant's files for one period: the GSTR-1 sheets as the GST
//! offline tool imports them (its CSV column headers, dates as
//! `07-Dec-2026`, place of supply as `10-Bihar`), a sales register whose
//! columns add up to those sheets, and the same vouchers as Tally's XML
//! import.
//!
//! Pure: the services hand over the period's documents and payments as
//! plain values; nothing here reads the database.
//!
//! Where each document goes (GSTR-1 tables 4 to 13):
//! - an invoice naming the client's GSTIN is `b2b`, one row a tax rate;
//! - an invoice without one is `b2cl` when the supply is inter-state and the
//!   invoice is worth more than ₹1 lakh (Notification 12/2024-Central Tax,
//!   from 1 August 2024), else it is summed into `b2cs` by place of supply
//!   and rate;
//! - a credit or debit note follows its invoice: `cdnr` for a registered
//!   client, `cdnur` (type `B2CL`) for a `b2cl` invoice, and otherwise it is
//!   netted into `b2cs`, as the tool asks;
//! - an advance (receipt voucher) is `at` in the period it is received,
//!   unless it is set against an invoice (or refunded) in that same period;
//!   one received earlier and settled in this period is `atadj`;
//! - `hsn` sums every invoice and note by SAC and rate, in a B2B and a B2C
//!   table; `docs` gives each series' first and last number, its count and
//!   the invoices cancelled.
//!
//! The sales register lists every document and payment of the period. Its
//! totals row holds the sums the sheets hold: taxable value and each tax
//! over invoices and notes (`b2b` + `b2cl` + `b2cs` + `cdnr` + `cdnur`, a
//! credit note counted negative), advances received (`at`) and adjusted
//! (`atadj`).
use std::collections::BTreeMap;

use chrono::NaiveDate;

use super::gst::{self, Tax};

/// Above this (₹1,00,000) an inter-state invoice to an unregistered client
/// is `b2cl`.
pub const B2CL_LIMIT_PAISE: i64 = 100_000 * 100;

/// The kinds of document a period holds, each with its own series.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Kind {
    Invoice,
    DebitNote,
    CreditNote,
    ReceiptVoucher,
    RefundVoucher,
}

impl Kind {
    /// The name GSTR-1's table 13 (`docs`) gives the series.
    fn nature(self) -> &'static str {
        match self {
            Kind::Invoice => "Invoices for outward supply",
            Kind::DebitNote => "Debit Note",
            Kind::CreditNote => "Credit Note",
            Kind::ReceiptVoucher => "Receipt voucher",
            Kind::RefundVoucher => "Refund voucher",
        }
    }

    /// How the sales register and Tally name it.
    fn label(self) -> &'static str {
        match self {
            Kind::Invoice => "Tax invoice",
            Kind::DebitNote => "Debit note",
            Kind::CreditNote => "Credit note",
            Kind::ReceiptVoucher => "Receipt voucher",
            Kind::RefundVoucher => "Refund voucher",
        }
    }

    /// +1 for what adds to the tax due, -1 for a credit note or a refund.
    fn sign(self) -> i64 {
        match self {
            Kind::CreditNote | Kind::RefundVoucher => -1,
            _ => 1,
        }
    }
}

/// One line of a document, with its tax as the document worked it out.
#[derive(Clone, Debug)]
pub struct Line {
    pub sac: String,
    pub description: String,
    /// Quantity in thousandths, as on quotations.
    pub quantity_milli: i64,
    /// The GST rate in basis points (1800 = 18 %).
    pub rate_bp: i64,
    pub taxable: i64,
    pub tax: Tax,
}

/// The invoice a note names, or the receipt voucher a refund pays back.
#[derive(Clone, Debug)]
pub struct Against {
    pub number: String,
    pub on: NaiveDate,
    /// The invoice's value in paise (it decides `cdnur` against `b2cs`).
    pub total: i64,
    /// Whether the invoice went to a registered client.
    pub registered: bool,
    pub place_of_supply: u8,
}

/// An issued document. Amounts in paise, never negative: the kind says
/// which way it counts.
#[derive(Clone, Debug)]
pub struct Document {
    pub kind: Kind,
    pub number: String,
    pub on: NaiveDate,
    pub client_name: String,
    pub client_gstin: Option<String>,
    pub place_of_supply: u8,
    pub reverse_charge: bool,
    pub lines: Vec<Line>,
    /// An invoice cancelled in full by a credit note.
    pub cancelled: bool,
    /// For a note, its invoice; for a refund voucher, its receipt voucher.
    pub against: Option<Against>,
    /// For a receipt voucher, the day it was set against an invoice or
    /// refunded.
    pub settled_on: Option<NaiveDate>,
}

impl Document {
    pub fn taxable(&self) -> i64 {
        self.lines.iter().map(|l| l.taxable).sum()
    }

    pub fn tax(&self) -> Tax {
        self.lines.iter().fold(Tax::default(), |t, l| add(t, l.tax))
    }

    /// The document's value: taxable value and every tax.
    pub fn total(&self) -> i64 {
        self.taxable() + self.tax().total()
    }

    /// Taxable value and tax by rate, rates in ascending order.
    fn by_rate(&self) -> BTreeMap<i64, Sums> {
        let mut rates = BTreeMap::new();
        for l in &self.lines {
            rates
                .entry(l.rate_bp)
                .or_insert_with(Sums::default)
                .add(l, 1);
        }
        rates
    }
}

/// Money received against an invoice, with the TDS the client held back.
#[derive(Clone, Debug)]
pub struct Payment {
    pub on: NaiveDate,
    pub invoice: String,
    pub client_name: String,
    pub amount: i64,
    pub tds: i64,
    pub tds_section: String,
    pub method: String,
    pub reference: String,
}

/// The days a file covers (both included) and the agency's state.
#[derive(Clone, Copy, Debug)]
pub struct Period {
    pub from: NaiveDate,
    pub to: NaiveDate,
    pub agency_state: u8,
}

impl Period {
    fn holds(&self, day: NaiveDate) -> bool {
        self.from <= day && day <= self.to
    }
}

/// One cell of a file: words (guarded like every export's text) or money.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Cell {
    Text(String),
    /// Paise, written as rupees with two decimals ("1180.00", "-50.00").
    Amount(i64),
}

impl Cell {
    fn text(s: impl Into<String>) -> Self {
        Cell::Text(s.into())
    }
}

/// A file's column headers and rows.
#[derive(Clone, Debug)]
pub struct Table {
    pub header: Vec<&'static str>,
    pub rows: Vec<Vec<Cell>>,
}

/// The GSTR-1 sheets the offline tool imports.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sheet {
    B2b,
    B2cl,
    B2cs,
    Cdnr,
    Cdnur,
    At,
    Atadj,
    HsnB2b,
    HsnB2c,
    Docs,
}

impl Sheet {
    pub const ALL: [Sheet; 10] = [
        Sheet::B2b,
        Sheet::B2cl,
        Sheet::B2cs,
        Sheet::Cdnr,
        Sheet::Cdnur,
        Sheet::At,
        Sheet::Atadj,
        Sheet::HsnB2b,
        Sheet::HsnB2c,
        Sheet::Docs,
    ];

    /// The sheet's name in the file's address (`hsn-b2b`, as the tool's
    /// `hsn(b2b)`).
    pub fn name(self) -> &'static str {
        match self {
            Sheet::B2b => "b2b",
            Sheet::B2cl => "b2cl",
            Sheet::B2cs => "b2cs",
            Sheet::Cdnr => "cdnr",
            Sheet::Cdnur => "cdnur",
            Sheet::At => "at",
            Sheet::Atadj => "atadj",
            Sheet::HsnB2b => "hsn-b2b",
            Sheet::HsnB2c => "hsn-b2c",
            Sheet::Docs => "docs",
        }
    }

    pub fn parse(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|s| s.name() == name)
    }

    fn header(self) -> Vec<&'static str> {
        match self {
            Sheet::B2b => vec![
                "GSTIN/UIN of Recipient",
                "Receiver Name",
                "Invoice Number",
                "Invoice date",
                "Invoice Value",
                "Place Of Supply",
                "Reverse Charge",
                "Applicable % of Tax Rate",
                "Invoice Type",
                "E-Commerce GSTIN",
                "Rate",
                "Taxable Value",
                "Cess Amount",
            ],
            Sheet::B2cl => vec![
                "Invoice Number",
                "Invoice date",
                "Invoice Value",
                "Place Of Supply",
                "Applicable % of Tax Rate",
                "Rate",
                "Taxable Value",
                "Cess Amount",
                "E-Commerce GSTIN",
            ],
            Sheet::B2cs => vec![
                "Type",
                "Place Of Supply",
                "Applicable % of Tax Rate",
                "Rate",
                "Taxable Value",
                "Cess Amount",
                "E-Commerce GSTIN",
            ],
            Sheet::Cdnr => vec![
                "GSTIN/UIN of Recipient",
                "Receiver Name",
                "Note Number",
                "Note Date",
                "Note Type",
                "Place Of Supply",
                "Reverse Charge",
                "Note Supply Type",
                "Note Value",
                "Applicable % of Tax Rate",
                "Rate",
                "Taxable Value",
                "Cess Amount",
            ],
            Sheet::Cdnur => vec![
                "UR Type",
                "Note Number",
                "Note Date",
                "Note Type",
                "Place Of Supply",
                "Note Value",
                "Applicable % of Tax Rate",
                "Rate",
                "Taxable Value",
                "Cess Amount",
            ],
            Sheet::At => vec![
                "Place Of Supply",
                "Applicable % of Tax Rate",
                "Rate",
                "Gross Advance Received",
                "Cess Amount",
            ],
            Sheet::Atadj => vec![
                "Place Of Supply",
                "Applicable % of Tax Rate",
                "Rate",
                "Gross Advance Adjusted",
                "Cess Amount",
            ],
            Sheet::HsnB2b | Sheet::HsnB2c => vec![
                "HSN",
                "Description",
                "UQC",
                "Total Quantity",
                "Total Value",
                "Rate",
                "Taxable Value",
                "Integrated Tax Amount",
                "Central Tax Amount",
                "State/UT Tax Amount",
                "Cess Amount",
            ],
            Sheet::Docs => vec![
                "Nature of Document",
                "Sr. No. From",
                "Sr. No. To",
                "Total Number",
                "Cancelled",
            ],
        }
    }
}

/// Taxable value and tax summed, signed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Sums {
    pub taxable: i64,
    pub igst: i64,
    pub cgst: i64,
    pub sgst: i64,
}

impl Sums {
    fn add(&mut self, l: &Line, sign: i64) {
        self.taxable += sign * l.taxable;
        self.igst += sign * l.tax.igst;
        self.cgst += sign * l.tax.cgst;
        self.sgst += sign * l.tax.sgst;
    }

    fn total(self) -> i64 {
        self.taxable + self.igst + self.cgst + self.sgst
    }
}

fn add(a: Tax, b: Tax) -> Tax {
    Tax {
        cgst: a.cgst + b.cgst,
        sgst: a.sgst + b.sgst,
        igst: a.igst + b.igst,
    }
}

/// Where a document is reported.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Class {
    Registered,
    Large,
    Small,
}

fn class_of(registered: bool, place_of_supply: u8, total: i64, period: &Period) -> Class {
    if registered {
        Class::Registered
    } else if place_of_supply != period.agency_state && total > B2CL_LIMIT_PAISE {
        Class::Large
    } else {
        Class::Small
    }
}

fn doc_class(d: &Document, period: &Period) -> Class {
    match (d.kind, &d.against) {
        (Kind::CreditNote | Kind::DebitNote, Some(a)) => {
            class_of(a.registered, a.place_of_supply, a.total, period)
        }
        _ => class_of(
            d.client_gstin.is_some(),
            d.place_of_supply,
            d.total(),
            period,
        ),
    }
}

/// `07-Dec-2026`, as the offline tool writes dates.
pub fn tool_date(day: NaiveDate) -> String {
    day.format("%d-%b-%Y").to_string()
}

/// `10-Bihar`.
pub fn place_of_supply(code: u8) -> String {
    let name = gst::STATES
        .iter()
        .find(|(c, _)| *c == code)
        .map_or("Other Territory", |(_, n)| n);
    format!("{code:02}-{name}")
}

/// A rate in basis points as the tool writes it: `18`, `0.25`.
pub fn rate_text(bp: i64) -> String {
    if bp % 100 == 0 {
        (bp / 100).to_string()
    } else {
        let s = format!("{}.{:02}", bp / 100, bp % 100);
        s.trim_end_matches('0').to_owned()
    }
}

/// Paise as rupees with two decimals.
pub fn rupees(paise: i64) -> String {
    let sign = if paise < 0 { "-" } else { "" };
    let p = paise.unsigned_abs();
    format!("{sign}{}.{:02}", p / 100, p % 100)
}

fn in_period<'a>(docs: &'a [Document], period: &'a Period) -> impl Iterator<Item = &'a Document> {
    docs.iter().filter(move |d| period.holds(d.on))
}

fn is_note(k: Kind) -> bool {
    matches!(k, Kind::CreditNote | Kind::DebitNote)
}

fn note_type(k: Kind) -> &'static str {
    if k == Kind::CreditNote {
        "C"
    } else {
        "D"
    }
}

fn yes_no(b: bool) -> &'static str {
    if b {
        "Y"
    } else {
        "N"
    }
}

/// One GSTR-1 sheet of the period. `docs` may hold documents from outside
/// the period: an advance received earlier and settled now is `atadj`.
pub fn sheet(which: Sheet, docs: &[Document], period: &Period) -> Table {
    let rows = match which {
        Sheet::B2b => b2b(docs, period),
        Sheet::B2cl => b2cl(docs, period),
        Sheet::B2cs => b2cs(docs, period),
        Sheet::Cdnr | Sheet::Cdnur => notes(which, docs, period),
        Sheet::At | Sheet::Atadj => advances(which, docs, period),
        Sheet::HsnB2b | Sheet::HsnB2c => hsn(which == Sheet::HsnB2b, docs, period),
        Sheet::Docs => series(docs, period),
    };
    Table {
        header: which.header(),
        rows,
    }
}

fn b2b(docs: &[Document], period: &Period) -> Vec<Vec<Cell>> {
    let mut rows = Vec::new();
    for d in in_period(docs, period)
        .filter(|d| d.kind == Kind::Invoice && doc_class(d, period) == Class::Registered)
    {
        for (rate, s) in d.by_rate() {
            rows.push(vec![
                Cell::text(d.client_gstin.clone().unwrap_or_default()),
                Cell::text(&d.client_name),
                Cell::text(&d.number),
                Cell::text(tool_date(d.on)),
                Cell::Amount(d.total()),
                Cell::text(place_of_supply(d.place_of_supply)),
                Cell::text(yes_no(d.reverse_charge)),
                Cell::text(""),
                Cell::text("Regular B2B"),
                Cell::text(""),
                Cell::text(rate_text(rate)),
                Cell::Amount(s.taxable),
                Cell::text(""),
            ]);
        }
    }
    rows
}

fn b2cl(docs: &[Document], period: &Period) -> Vec<Vec<Cell>> {
    let mut rows = Vec::new();
    for d in in_period(docs, period)
        .filter(|d| d.kind == Kind::Invoice && doc_class(d, period) == Class::Large)
    {
        for (rate, s) in d.by_rate() {
            rows.push(vec![
                Cell::text(&d.number),
                Cell::text(tool_date(d.on)),
                Cell::Amount(d.total()),
                Cell::text(place_of_supply(d.place_of_supply)),
                Cell::text(""),
                Cell::text(rate_text(rate)),
                Cell::Amount(s.taxable),
                Cell::text(""),
                Cell::text(""),
            ]);
        }
    }
    rows
}

/// Small B2C supplies by place of supply and rate, their notes netted in.
fn b2cs_sums(docs: &[Document], period: &Period) -> BTreeMap<(u8, i64), Sums> {
    let mut sums: BTreeMap<(u8, i64), Sums> = BTreeMap::new();
    for d in in_period(docs, period).filter(|d| {
        (d.kind == Kind::Invoice || is_note(d.kind)) && doc_class(d, period) == Class::Small
    }) {
        for l in &d.lines {
            sums.entry((d.place_of_supply, l.rate_bp))
                .or_default()
                .add(l, d.kind.sign());
        }
    }
    sums
}

fn b2cs(docs: &[Document], period: &Period) -> Vec<Vec<Cell>> {
    b2cs_sums(docs, period)
        .into_iter()
        .map(|((pos, rate), s)| {
            vec![
                Cell::text("OE"),
                Cell::text(place_of_supply(pos)),
                Cell::text(""),
                Cell::text(rate_text(rate)),
                Cell::Amount(s.taxable),
                Cell::text(""),
                Cell::text(""),
            ]
        })
        .collect()
}

fn notes(which: Sheet, docs: &[Document], period: &Period) -> Vec<Vec<Cell>> {
    let wanted = if which == Sheet::Cdnr {
        Class::Registered
    } else {
        Class::Large
    };
    let mut rows = Vec::new();
    for d in in_period(docs, period).filter(|d| is_note(d.kind) && doc_class(d, period) == wanted) {
        for (rate, s) in d.by_rate() {
            let mut row = if which == Sheet::Cdnr {
                vec![
                    Cell::text(d.client_gstin.clone().unwrap_or_default()),
                    Cell::text(&d.client_name),
                ]
            } else {
                vec![Cell::text("B2CL")]
            };
            row.extend([
                Cell::text(&d.number),
                Cell::text(tool_date(d.on)),
                Cell::text(note_type(d.kind)),
                Cell::text(place_of_supply(d.place_of_supply)),
            ]);
            if which == Sheet::Cdnr {
                row.extend([
                    Cell::text(yes_no(d.reverse_charge)),
                    Cell::text("Regular B2B"),
                ]);
            }
            row.extend([
                Cell::Amount(d.total()),
                Cell::text(""),
                Cell::text(rate_text(rate)),
                Cell::Amount(s.taxable),
                Cell::text(""),
            ]);
            rows.push(row);
        }
    }
    rows
}

/// Advances by place of supply and rate: received in the period and not
/// settled in it (`at`), or received before it and settled in it (`atadj`).
fn advance_sums(received: bool, docs: &[Document], period: &Period) -> BTreeMap<(u8, i64), i64> {
    let mut sums = BTreeMap::new();
    for d in docs.iter().filter(|d| d.kind == Kind::ReceiptVoucher) {
        let settled_now = d.settled_on.is_some_and(|s| period.holds(s));
        let counts = if received {
            period.holds(d.on) && !settled_now
        } else {
            d.on < period.from && settled_now
        };
        if counts {
            for l in &d.lines {
                *sums.entry((d.place_of_supply, l.rate_bp)).or_insert(0) += l.taxable;
            }
        }
    }
    sums
}

fn advances(which: Sheet, docs: &[Document], period: &Period) -> Vec<Vec<Cell>> {
    advance_sums(which == Sheet::At, docs, period)
        .into_iter()
        .map(|((pos, rate), taxable)| {
            vec![
                Cell::text(place_of_supply(pos)),
                Cell::text(""),
                Cell::text(rate_text(rate)),
                Cell::Amount(taxable),
                Cell::text(""),
            ]
        })
        .collect()
}

fn hsn(registered: bool, docs: &[Document], period: &Period) -> Vec<Vec<Cell>> {
    let mut sums: BTreeMap<(String, i64), (String, i64, Sums)> = BTreeMap::new();
    for d in in_period(docs, period).filter(|d| {
        (d.kind == Kind::Invoice || is_note(d.kind))
            && (doc_class(d, period) == Class::Registered) == registered
    }) {
        for l in &d.lines {
            let e = sums
                .entry((l.sac.clone(), l.rate_bp))
                .or_insert_with(|| (l.description.clone(), 0, Sums::default()));
            e.1 += d.kind.sign() * l.quantity_milli;
            e.2.add(l, d.kind.sign());
        }
    }
    sums.into_iter()
        .map(|((sac, rate), (description, quantity, s))| {
            // Services (SAC 99…) are counted in no unit, as the tool asks.
            let (uqc, quantity) = if sac.starts_with("99") {
                ("NA".to_owned(), "0".to_owned())
            } else {
                ("NOS-NUMBERS".to_owned(), quantity_text(quantity))
            };
            vec![
                Cell::text(sac),
                Cell::text(description),
                Cell::Text(uqc),
                Cell::Text(quantity),
                Cell::Amount(s.total()),
                Cell::text(rate_text(rate)),
                Cell::Amount(s.taxable),
                Cell::Amount(s.igst),
                Cell::Amount(s.cgst),
                Cell::Amount(s.sgst),
                Cell::text(""),
            ]
        })
        .collect()
}

fn quantity_text(milli: i64) -> String {
    let whole = format!("{}.{:03}", milli / 1000, (milli % 1000).abs());
    whole.trim_end_matches('0').trim_end_matches('.').to_owned()
}

fn series(docs: &[Document], period: &Period) -> Vec<Vec<Cell>> {
    let mut by_kind: BTreeMap<Kind, Vec<&Document>> = BTreeMap::new();
    for d in in_period(docs, period) {
        by_kind.entry(d.kind).or_default().push(d);
    }
    by_kind
        .into_iter()
        .map(|(kind, mut ds)| {
            ds.sort_by(|a, b| a.number.cmp(&b.number));
            let cancelled = ds.iter().filter(|d| d.cancelled).count();
            vec![
                Cell::text(kind.nature()),
                Cell::text(&ds[0].number),
                Cell::text(&ds[ds.len() - 1].number),
                Cell::Text(ds.len().to_string()),
                Cell::Text(cancelled.to_string()),
            ]
        })
        .collect()
}

/// What the sheets of a period add up to: the supplies (tables 4 to 9,
/// notes netted) and the advances received and adjusted (table 11).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Totals {
    pub supplies: Sums,
    pub advances_received: i64,
    pub advances_adjusted: i64,
}

/// The totals the sales register's last row gives.
pub fn totals(docs: &[Document], period: &Period) -> Totals {
    let mut supplies = Sums::default();
    for d in in_period(docs, period).filter(|d| d.kind == Kind::Invoice || is_note(d.kind)) {
        for l in &d.lines {
            supplies.add(l, d.kind.sign());
        }
    }
    let sum = |received| advance_sums(received, docs, period).values().sum();
    Totals {
        supplies,
        advances_received: sum(true),
        advances_adjusted: sum(false),
    }
}

/// The sales register: every document and payment of the period in date
/// order, then a totals row equal to the sheets'.
pub fn sales_register(docs: &[Document], payments: &[Payment], period: &Period) -> Table {
    let header = vec![
        "Date",
        "Document",
        "Number",
        "Against",
        "Client",
        "GSTIN",
        "Place of supply",
        "Taxable value",
        "IGST",
        "CGST",
        "SGST",
        "Value",
        "Advance received",
        "Advance adjusted",
        "Amount received",
        "TDS",
        "TDS section",
        "Method",
        "Reference",
    ];
    let at = |d: &Document| -> (i64, i64) {
        if d.kind != Kind::ReceiptVoucher {
            return (0, 0);
        }
        let settled_now = d.settled_on.is_some_and(|s| period.holds(s));
        let received = if period.holds(d.on) && !settled_now {
            d.taxable()
        } else {
            0
        };
        let adjusted = if d.on < period.from && settled_now {
            d.taxable()
        } else {
            0
        };
        (received, adjusted)
    };
    let mut dated: Vec<(NaiveDate, u8, String, Vec<Cell>)> = Vec::new();
    for d in docs {
        let (received, adjusted) = at(d);
        let shown = period.holds(d.on) || adjusted != 0;
        if !shown {
            continue;
        }
        let supply = d.kind == Kind::Invoice || is_note(d.kind);
        let mut s = Sums::default();
        if supply {
            for l in &d.lines {
                s.add(l, d.kind.sign());
            }
        }
        let day = if period.holds(d.on) {
            d.on
        } else {
            d.settled_on.unwrap_or(d.on)
        };
        dated.push((
            day,
            0,
            d.number.clone(),
            vec![
                Cell::text(day.format("%d-%m-%Y").to_string()),
                Cell::text(d.kind.label()),
                Cell::text(&d.number),
                Cell::text(
                    d.against
                        .as_ref()
                        .map(|a| a.number.clone())
                        .unwrap_or_default(),
                ),
                Cell::text(&d.client_name),
                Cell::text(d.client_gstin.clone().unwrap_or_default()),
                Cell::text(place_of_supply(d.place_of_supply)),
                Cell::Amount(s.taxable),
                Cell::Amount(s.igst),
                Cell::Amount(s.cgst),
                Cell::Amount(s.sgst),
                Cell::Amount(d.kind.sign() * d.total()),
                Cell::Amount(received),
                Cell::Amount(adjusted),
                Cell::Amount(0),
                Cell::Amount(0),
                Cell::text(""),
                Cell::text(""),
                Cell::text(""),
            ],
        ));
    }
    let mut paid = (0, 0);
    for p in payments.iter().filter(|p| period.holds(p.on)) {
        paid.0 += p.amount;
        paid.1 += p.tds;
        dated.push((
            p.on,
            1,
            p.invoice.clone(),
            vec![
                Cell::text(p.on.format("%d-%m-%Y").to_string()),
                Cell::text("Payment"),
                Cell::text(""),
                Cell::text(&p.invoice),
                Cell::text(&p.client_name),
                Cell::text(""),
                Cell::text(""),
                Cell::Amount(0),
                Cell::Amount(0),
                Cell::Amount(0),
                Cell::Amount(0),
                Cell::Amount(0),
                Cell::Amount(0),
                Cell::Amount(0),
                Cell::Amount(p.amount),
                Cell::Amount(p.tds),
                Cell::text(&p.tds_section),
                Cell::text(&p.method),
                Cell::text(&p.reference),
            ],
        ));
    }
    dated.sort_by(|a, b| (a.0, a.1, &a.2).cmp(&(b.0, b.1, &b.2)));
    let t = totals(docs, period);
    let mut rows: Vec<Vec<Cell>> = dated.into_iter().map(|(_, _, _, r)| r).collect();
    rows.push(vec![
        Cell::text("Total"),
        Cell::text(""),
        Cell::text(""),
        Cell::text(""),
        Cell::text(""),
        Cell::text(""),
        Cell::text(""),
        Cell::Amount(t.supplies.taxable),
        Cell::Amount(t.supplies.igst),
        Cell::Amount(t.supplies.cgst),
        Cell::Amount(t.supplies.sgst),
        Cell::Amount(t.supplies.total()),
        Cell::Amount(t.advances_received),
        Cell::Amount(t.advances_adjusted),
        Cell::Amount(paid.0),
        Cell::Amount(paid.1),
        Cell::text(""),
        Cell::text(""),
        Cell::text(""),
    ]);
    Table { header, rows }
}

/// The ledgers the Tally vouchers post to, besides each client's own.
pub const SALES_LEDGER: &str = "Sales of services";
pub const TDS_LEDGER: &str = "TDS receivable";
const TAX_LEDGERS: [&str; 3] = ["Output IGST", "Output CGST", "Output SGST"];

fn xml_text(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            c if (c as u32) < 0x20 && !matches!(c, '\t' | '\n' | '\r') => {}
            c => out.push(c),
        }
    }
    out
}

/// One ledger entry: `debit` is Tally's "deemed positive", written as a
/// negative amount.
fn entry(out: &mut String, ledger: &str, debit: bool, paise: i64) {
    let (deemed, amount) = if debit {
        ("Yes", -paise)
    } else {
        ("No", paise)
    };
    out.push_str(&format!(
        "<ALLLEDGERENTRIES.LIST><LEDGERNAME>{}</LEDGERNAME><ISDEEMEDPOSITIVE>{deemed}</ISDEEMEDPOSITIVE><AMOUNT>{}</AMOUNT></ALLLEDGERENTRIES.LIST>\n",
        xml_text(ledger),
        rupees(amount)
    ));
}

fn bank_ledger(method: &str) -> &'static str {
    if method == "cash" {
        "Cash"
    } else {
        "Bank account"
    }
}

struct Voucher<'a> {
    kind: &'a str,
    on: NaiveDate,
    number: &'a str,
    party: &'a str,
    narration: String,
}

fn voucher(out: &mut String, v: &Voucher, entries: impl FnOnce(&mut String)) {
    out.push_str(&format!(
        "<TALLYMESSAGE xmlns:UDF=\"TallyUDF\">\n<VOUCHER VCHTYPE=\"{kind}\" ACTION=\"Create\">\n<DATE>{}</DATE>\n<VOUCHERTYPENAME>{kind}</VOUCHERTYPENAME>\n<VOUCHERNUMBER>{}</VOUCHERNUMBER>\n<PARTYLEDGERNAME>{}</PARTYLEDGERNAME>\n<NARRATION>{}</NARRATION>\n",
        v.on.format("%Y%m%d"),
        xml_text(v.number),
        xml_text(v.party),
        xml_text(&v.narration),
        kind = v.kind,
    ));
    entries(out);
    out.push_str("</VOUCHER>\n</TALLYMESSAGE>\n");
}

/// The period's documents and payments as Tally's XML import (`Import
/// Data`, report `Vouchers`): sales, credit and debit notes, receipts for
/// payments and advances, payments for refunds. Each voucher balances.
pub fn tally_xml(
    company: &str,
    docs: &[Document],
    payments: &[Payment],
    period: &Period,
) -> String {
    let mut out = String::from("<ENVELOPE>\n<HEADER><TALLYREQUEST>Import Data</TALLYREQUEST></HEADER>\n<BODY>\n<IMPORTDATA>\n<REQUESTDESC><REPORTNAME>Vouchers</REPORTNAME><STATICVARIABLES><SVCURRENTCOMPANY>");
    out.push_str(&xml_text(company));
    out.push_str("</SVCURRENTCOMPANY></STATICVARIABLES></REQUESTDESC>\n<REQUESTDATA>\n");
    for d in in_period(docs, period) {
        let kind = match d.kind {
            Kind::Invoice => "Sales",
            Kind::CreditNote => "Credit Note",
            Kind::DebitNote => "Debit Note",
            Kind::ReceiptVoucher => "Receipt",
            Kind::RefundVoucher => "Payment",
        };
        let narration = match &d.against {
            Some(a) => format!("{} {} against {}", d.kind.label(), d.number, a.number),
            None => format!("{} {}", d.kind.label(), d.number),
        };
        let v = Voucher {
            kind,
            on: d.on,
            number: &d.number,
            party: &d.client_name,
            narration,
        };
        // A sale or debit note: the client owes (debit), sales and tax are
        // credited; a credit note the other way round. An advance is money
        // in (bank debited, client credited); a refund pays it back.
        let client_debited = matches!(
            d.kind,
            Kind::Invoice | Kind::DebitNote | Kind::RefundVoucher
        );
        voucher(&mut out, &v, |out| {
            entry(out, &d.client_name, client_debited, d.total());
            match d.kind {
                Kind::ReceiptVoucher | Kind::RefundVoucher => {
                    entry(out, bank_ledger("bank"), !client_debited, d.total());
                }
                _ => {
                    entry(out, SALES_LEDGER, !client_debited, d.taxable());
                    let t = d.tax();
                    for (ledger, amount) in TAX_LEDGERS.iter().zip([t.igst, t.cgst, t.sgst]) {
                        if amount != 0 {
                            entry(out, ledger, !client_debited, amount);
                        }
                    }
                }
            }
        });
    }
    for p in payments.iter().filter(|p| period.holds(p.on)) {
        let narration = if p.reference.is_empty() {
            format!("Payment against {} by {}", p.invoice, p.method)
        } else {
            format!(
                "Payment against {} by {}, {}",
                p.invoice, p.method, p.reference
            )
        };
        let v = Voucher {
            kind: "Receipt",
            on: p.on,
            number: &p.invoice,
            party: &p.client_name,
            narration,
        };
        voucher(&mut out, &v, |out| {
            entry(out, &p.client_name, false, p.amount + p.tds);
            entry(out, bank_ledger(&p.method), true, p.amount);
            if p.tds != 0 {
                entry(out, TDS_LEDGER, true, p.tds);
            }
        });
    }
    out.push_str("</REQUESTDATA>\n</IMPORTDATA>\n</BODY>\n</ENVELOPE>\n");
    out
}

// Amounts in the tests are paise written as rupees_paise.
#[cfg(test)]
#[allow(clippy::inconsistent_digit_grouping)]
mod tests {
    use super::*;

    const BIHAR: u8 = 10;

    fn day(s: &str) -> NaiveDate {
        NaiveDate::parse_from_str(s, "%Y-%m-%d").unwrap()
    }

    fn line(taxable: i64, pos: u8) -> Line {
        Line {
            sac: "998361".into(),
            description: "Advertising management".into(),
            quantity_milli: 1000,
            rate_bp: 1800,
            taxable,
            tax: gst::tax(taxable, 1800, pos == BIHAR),
        }
    }

    fn doc(
        kind: Kind,
        number: &str,
        on: &str,
        pos: u8,
        gstin: Option<&str>,
        taxable: i64,
    ) -> Document {
        Document {
            kind,
            number: number.into(),
            on: day(on),
            client_name: format!("Client of {number}"),
            client_gstin: gstin.map(Into::into),
            place_of_supply: pos,
            reverse_charge: false,
            lines: vec![line(taxable, pos)],
            cancelled: false,
            against: None,
            settled_on: None,
        }
    }

    fn against(invoice: &Document) -> Against {
        Against {
            number: invoice.number.clone(),
            on: invoice.on,
            total: invoice.total(),
            registered: invoice.client_gstin.is_some(),
            place_of_supply: invoice.place_of_supply,
        }
    }

    fn december() -> Period {
        Period {
            from: day("2026-12-01"),
            to: day("2026-12-31"),
            agency_state: BIHAR,
        }
    }

    fn sum_column(t: &Table, name: &str) -> i64 {
        let i = t.header.iter().position(|h| *h == name).unwrap();
        t.rows
            .iter()
            .map(|r| match &r[i] {
                Cell::Amount(p) => *p,
                Cell::Text(_) => panic!("{name} is not an amount"),
            })
            .sum()
    }

    fn text(t: &Table, row: usize, name: &str) -> String {
        let i = t.header.iter().position(|h| *h == name).unwrap();
        match &t.rows[row][i] {
            Cell::Text(s) => s.clone(),
            Cell::Amount(p) => rupees(*p),
        }
    }

    #[test]
    fn the_tool_writes_dates_places_and_rates_its_own_way() {
        assert_eq!(tool_date(day("2026-12-07")), "07-Dec-2026");
        assert_eq!(place_of_supply(10), "10-Bihar");
        assert_eq!(place_of_supply(7), "07-Delhi");
        assert_eq!(rate_text(1800), "18");
        assert_eq!(rate_text(25), "0.25");
        assert_eq!(rate_text(250), "2.5");
        assert_eq!(rupees(1180_00), "1180.00");
        assert_eq!(rupees(-50_05), "-50.05");
        assert_eq!(quantity_text(12_500), "12.5");
        assert_eq!(quantity_text(3_000), "3");
    }

    #[test]
    fn each_invoice_goes_to_the_table_its_client_and_value_decide() {
        let docs = vec![
            // Registered, in Bihar.
            doc(
                Kind::Invoice,
                "INV/2026-27/0001",
                "2026-12-02",
                BIHAR,
                Some("10AAPFU0939F1ZT"),
                50_000_00,
            ),
            // Unregistered, Delhi, over ₹1 lakh: b2cl.
            doc(
                Kind::Invoice,
                "INV/2026-27/0002",
                "2026-12-03",
                7,
                None,
                1_00_000_00,
            ),
            // Unregistered, Bihar, large: still b2cs (intra-state).
            doc(
                Kind::Invoice,
                "INV/2026-27/0003",
                "2026-12-04",
                BIHAR,
                None,
                2_00_000_00,
            ),
            // Unregistered, Delhi, small: b2cs.
            doc(
                Kind::Invoice,
                "INV/2026-27/0004",
                "2026-12-05",
                7,
                None,
                10_000_00,
            ),
            // Outside the period.
            doc(
                Kind::Invoice,
                "INV/2026-27/0005",
                "2027-01-02",
                BIHAR,
                None,
                10_000_00,
            ),
        ];
        let p = december();
        let b2b = sheet(Sheet::B2b, &docs, &p);
        assert_eq!(b2b.rows.len(), 1);
        assert_eq!(text(&b2b, 0, "Invoice date"), "02-Dec-2026");
        assert_eq!(text(&b2b, 0, "Place Of Supply"), "10-Bihar");
        assert_eq!(text(&b2b, 0, "Invoice Value"), "59000.00");
        assert_eq!(text(&b2b, 0, "Rate"), "18");
        let b2cl = sheet(Sheet::B2cl, &docs, &p);
        assert_eq!(b2cl.rows.len(), 1);
        assert_eq!(text(&b2cl, 0, "Invoice Number"), "INV/2026-27/0002");
        let b2cs = sheet(Sheet::B2cs, &docs, &p);
        assert_eq!(b2cs.rows.len(), 2, "one row per place of supply and rate");
        assert_eq!(sum_column(&b2cs, "Taxable Value"), 2_10_000_00);
        let docs_sheet = sheet(Sheet::Docs, &docs, &p);
        assert_eq!(text(&docs_sheet, 0, "Sr. No. From"), "INV/2026-27/0001");
        assert_eq!(text(&docs_sheet, 0, "Sr. No. To"), "INV/2026-27/0004");
        assert_eq!(text(&docs_sheet, 0, "Total Number"), "4");
    }

    #[test]
    fn notes_follow_their_invoice_and_small_ones_net_into_b2cs() {
        let registered = doc(
            Kind::Invoice,
            "INV/2026-27/0001",
            "2026-11-02",
            BIHAR,
            Some("10AAPFU0939F1ZT"),
            50_000_00,
        );
        let large = doc(
            Kind::Invoice,
            "INV/2026-27/0002",
            "2026-11-03",
            7,
            None,
            2_00_000_00,
        );
        let small = doc(
            Kind::Invoice,
            "INV/2026-27/0003",
            "2026-12-04",
            BIHAR,
            None,
            20_000_00,
        );
        let mut c1 = doc(
            Kind::CreditNote,
            "CN/2026-27/0001",
            "2026-12-10",
            BIHAR,
            Some("10AAPFU0939F1ZT"),
            5_000_00,
        );
        c1.against = Some(against(&registered));
        let mut c2 = doc(
            Kind::CreditNote,
            "CN/2026-27/0002",
            "2026-12-11",
            7,
            None,
            10_000_00,
        );
        c2.against = Some(against(&large));
        let mut c3 = doc(
            Kind::CreditNote,
            "CN/2026-27/0003",
            "2026-12-12",
            BIHAR,
            None,
            2_000_00,
        );
        c3.against = Some(against(&small));
        let docs = vec![registered, large, small, c1, c2, c3];
        let p = december();
        let cdnr = sheet(Sheet::Cdnr, &docs, &p);
        assert_eq!(cdnr.rows.len(), 1);
        assert_eq!(text(&cdnr, 0, "Note Type"), "C");
        let cdnur = sheet(Sheet::Cdnur, &docs, &p);
        assert_eq!(cdnur.rows.len(), 1);
        assert_eq!(text(&cdnur, 0, "UR Type"), "B2CL");
        let b2cs = sheet(Sheet::B2cs, &docs, &p);
        assert_eq!(sum_column(&b2cs, "Taxable Value"), 18_000_00);
        let hsn = sheet(Sheet::HsnB2c, &docs, &p);
        assert_eq!(
            sum_column(&hsn, "Taxable Value"),
            20_000_00 - 10_000_00 - 2_000_00
        );
        assert_eq!(text(&hsn, 0, "UQC"), "NA");
    }

    #[test]
    fn an_advance_is_reported_when_received_and_adjusted_when_settled_later() {
        let mut early = doc(
            Kind::ReceiptVoucher,
            "RV/2026-27/0001",
            "2026-11-20",
            BIHAR,
            None,
            10_000_00,
        );
        early.settled_on = Some(day("2026-12-05"));
        let mut same = doc(
            Kind::ReceiptVoucher,
            "RV/2026-27/0002",
            "2026-12-02",
            BIHAR,
            None,
            4_000_00,
        );
        same.settled_on = Some(day("2026-12-20"));
        let open = doc(
            Kind::ReceiptVoucher,
            "RV/2026-27/0003",
            "2026-12-22",
            7,
            None,
            3_000_00,
        );
        let docs = vec![early, same, open];
        let p = december();
        assert_eq!(
            sum_column(&sheet(Sheet::At, &docs, &p), "Gross Advance Received"),
            3_000_00
        );
        assert_eq!(
            sum_column(&sheet(Sheet::Atadj, &docs, &p), "Gross Advance Adjusted"),
            10_000_00
        );
    }

    #[test]
    fn the_sales_register_adds_up_to_the_sheets() {
        let registered = doc(
            Kind::Invoice,
            "INV/2026-27/0001",
            "2026-12-02",
            7,
            Some("07AAPFU0939F1ZU"),
            50_000_00,
        );
        let small = doc(
            Kind::Invoice,
            "INV/2026-27/0002",
            "2026-12-04",
            BIHAR,
            None,
            20_000_00,
        );
        let mut note = doc(
            Kind::DebitNote,
            "DN/2026-27/0001",
            "2026-12-10",
            7,
            Some("07AAPFU0939F1ZU"),
            1_000_00,
        );
        note.against = Some(against(&registered));
        let advance = doc(
            Kind::ReceiptVoucher,
            "RV/2026-27/0001",
            "2026-12-22",
            BIHAR,
            None,
            3_000_00,
        );
        let docs = vec![registered, small, note, advance];
        let payments = vec![Payment {
            on: day("2026-12-15"),
            invoice: "INV/2026-27/0001".into(),
            client_name: "Client".into(),
            amount: 58_000_00,
            tds: 1_000_00,
            tds_section: "194C".into(),
            method: "bank".into(),
            reference: "UTR123".into(),
        }];
        let p = december();
        let register = sales_register(&docs, &payments, &p);
        let total = register.rows.last().unwrap();
        let col = |name: &str| {
            let i = register.header.iter().position(|h| *h == name).unwrap();
            total[i].clone()
        };
        let sheets_taxable: i64 = [Sheet::B2b, Sheet::B2cl, Sheet::B2cs]
            .into_iter()
            .map(|s| sum_column(&sheet(s, &docs, &p), "Taxable Value"))
            .sum::<i64>()
            + sum_column(&sheet(Sheet::Cdnr, &docs, &p), "Taxable Value");
        assert_eq!(col("Taxable value"), Cell::Amount(sheets_taxable));
        assert_eq!(sheets_taxable, 71_000_00);
        let hsn_igst = sum_column(&sheet(Sheet::HsnB2b, &docs, &p), "Integrated Tax Amount")
            + sum_column(&sheet(Sheet::HsnB2c, &docs, &p), "Integrated Tax Amount");
        assert_eq!(col("IGST"), Cell::Amount(hsn_igst));
        assert_eq!(col("Advance received"), Cell::Amount(3_000_00));
        assert_eq!(col("Amount received"), Cell::Amount(58_000_00));
        assert_eq!(col("TDS"), Cell::Amount(1_000_00));
        assert_eq!(
            register.rows.len(),
            6,
            "four documents, one payment, the totals"
        );
    }

    #[test]
    fn every_tally_voucher_balances_and_escapes_its_words() {
        let mut invoice = doc(
            Kind::Invoice,
            "INV/2026-27/0001",
            "2026-12-02",
            BIHAR,
            None,
            10_000_00,
        );
        invoice.client_name = "Sharma & Sons <Patna>".into();
        let docs = vec![invoice];
        let payments = vec![Payment {
            on: day("2026-12-15"),
            invoice: "INV/2026-27/0001".into(),
            client_name: "Sharma & Sons <Patna>".into(),
            amount: 11_600_00,
            tds: 200_00,
            tds_section: "194J".into(),
            method: "upi".into(),
            reference: String::new(),
        }];
        let xml = tally_xml("Vanijya Digital", &docs, &payments, &december());
        assert!(xml.contains("Sharma &amp; Sons &lt;Patna&gt;"));
        assert!(!xml.contains("Sharma & Sons"));
        assert!(xml.contains("<DATE>20261202</DATE>"));
        for voucher in xml.split("<VOUCHER ").skip(1) {
            let balance: i64 = voucher
                .split("<AMOUNT>")
                .skip(1)
                .map(|a| {
                    let v = &a[..a.find('<').unwrap()];
                    let (r, p) = v.split_once('.').unwrap();
                    let paise = r.trim_start_matches('-').parse::<i64>().unwrap() * 100
                        + p.parse::<i64>().unwrap();
                    if v.starts_with('-') {
                        -paise
                    } else {
                        paise
                    }
                })
                .sum();
            assert_eq!(balance, 0, "a voucher that does not balance: {voucher}");
        }
        assert_eq!(xml.matches("<VOUCHER ").count(), 2);
    }
}
