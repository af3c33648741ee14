//! A quotation as an A4 PDF: the agency's mark, name, registered name,
//! address and GSTIN; the client's; the place of supply; the lines with
//! their SAC codes; the tax split (CGST and SGST inside the agency's state,
//! IGST outside); the totals and the amount in words; terms and validity.
//! Long quotes run onto further pages, the table's header repeated.
use chrono::NaiveDate;
use krilla::{
    metadata::{DateTime as PdfDate, Metadata},
    page::PageSettings,
    surface::Surface,
    Document,
};

use super::{
    logo, rect, rule, text, wrap, Align, Style, BAND, BRAND, MUTED, PAGE_HEIGHT, PAGE_WIDTH, RULE,
};
use crate::{
    domain::{gst, Money},
    entities::quote,
    services::quotes::{long_date, quantity_text, rate_text, tax_rows, valid_until, Agency, Line},
};

const MARGIN: f32 = 42.0;
const BOTTOM: f32 = PAGE_HEIGHT - 56.0;
const CONTENT: f32 = PAGE_WIDTH - 2.0 * MARGIN;

const BODY: Style = Style::new(9.0);
const SMALL: Style = Style::new(7.5).color(MUTED);
const LABEL: Style = Style::new(7.5).bold().color(MUTED);
const HEAD: Style = Style::new(8.0).bold();

/// The table's columns: heading, width, alignment.
const COLUMNS: [(&str, f32, Align); 8] = [
    ("#", 16.0, Align::Left),
    ("Description", 171.0, Align::Left),
    ("SAC", 44.0, Align::Left),
    ("Qty", 38.0, Align::Right),
    ("Unit price", 66.0, Align::Right),
    ("Discount", 56.0, Align::Right),
    ("GST", 30.0, Align::Right),
    ("Taxable value", 90.28, Align::Right),
];

fn inr(paise: i64) -> String {
    Money::from_paise(paise).format_inr_exact()
}

fn state_with_code(name: &str) -> String {
    match gst::state_code(name) {
        Some(code) => format!("{name} ({code:02})"),
        None => name.to_owned(),
    }
}

/// What the document needs besides the stored quote.
pub struct Sheet<'a> {
    pub quote: &'a quote::Model,
    pub agency: &'a Agency,
    /// The day it was made, in India.
    pub issued: NaiveDate,
    /// The client's link, where it can be accepted online.
    pub link: &'a str,
}

/// One drawing on a page, done when the page is written.
type Draw<'d> = Box<dyn FnOnce(&mut Surface) + 'd>;

/// Pages in the making: what each page draws and where the next line goes.
struct Writer<'d> {
    document: &'d mut Document,
    pages: Vec<Vec<Draw<'d>>>,
    y: f32,
}

impl<'d> Writer<'d> {
    fn draw(&mut self, f: impl FnOnce(&mut Surface) + 'd) {
        if let Some(page) = self.pages.last_mut() {
            page.push(Box::new(f));
        }
    }

    fn new_page(&mut self) {
        self.pages.push(Vec::new());
        self.y = MARGIN;
    }

    /// Room for `height` more points on this page, or a new page.
    fn room(&mut self, height: f32) -> bool {
        if self.y + height > BOTTOM {
            self.new_page();
            true
        } else {
            false
        }
    }

    fn finish(self, footer: &str) {
        let count = self.pages.len();
        for (i, ops) in self.pages.into_iter().enumerate() {
            let mut page = self
                .document
                .start_page_with(PageSettings::from_wh(PAGE_WIDTH, PAGE_HEIGHT).expect("A4"));
            let mut surface = page.surface();
            for op in ops {
                op(&mut surface);
            }
            rule(&mut surface, MARGIN, PAGE_HEIGHT - 40.0, CONTENT, RULE, 0.5);
            text(
                &mut surface,
                MARGIN,
                PAGE_HEIGHT - 28.0,
                footer,
                SMALL,
                Align::Left,
            );
            text(
                &mut surface,
                PAGE_WIDTH - MARGIN,
                PAGE_HEIGHT - 28.0,
                &format!("Page {} of {count}", i + 1),
                SMALL,
                Align::Right,
            );
            surface.finish();
            page.finish();
        }
    }
}

/// Lines of text drawn down from the writer's position at `x`.
fn block(w: &mut Writer<'_>, x: f32, lines: &[String], style: Style) -> f32 {
    let mut y = w.y;
    for line in lines {
        y += style.leading();
        let (line, y0) = (line.clone(), y);
        w.draw(move |s| text(s, x, y0, &line, style, Align::Left));
    }
    y - w.y
}

fn table_header(w: &mut Writer<'_>) {
    let y = w.y;
    w.draw(move |s| {
        rect(s, MARGIN, y, CONTENT, 18.0, BAND);
        let mut x = MARGIN;
        for (title, width, align) in COLUMNS {
            let at = if align == Align::Right {
                x + width - 4.0
            } else {
                x + 4.0
            };
            text(s, at, y + 12.0, title, HEAD, align);
            x += width;
        }
    });
    w.y += 18.0;
}

fn line_row(w: &mut Writer<'_>, i: usize, line: &Line) {
    let description = wrap(&line.description, BODY, COLUMNS[1].1 - 8.0);
    let height = description.len() as f32 * BODY.leading() + 8.0;
    if w.room(height) {
        table_header(w);
    }
    let cells = [
        (i + 1).to_string(),
        String::new(),
        line.sac.clone(),
        quantity_text(line.quantity_milli),
        inr(line.unit_price),
        if line.discount > 0 {
            inr(line.discount)
        } else {
            "–".into()
        },
        rate_text(line.rate_bp),
        inr(line.taxable),
    ];
    let y = w.y;
    w.draw(move |s| {
        let mut x = MARGIN;
        for ((cell, (_, width, align)), column) in cells.iter().zip(COLUMNS).zip(0..) {
            let at = if align == Align::Right {
                x + width - 4.0
            } else {
                x + 4.0
            };
            if column == 1 {
                for (k, part) in description.iter().enumerate() {
                    let by = y + 4.0 + BODY.leading() * (k as f32 + 1.0) - 3.0;
                    text(s, at, by, part, BODY, Align::Left);
                }
            } else {
                text(s, at, y + 4.0 + BODY.leading() - 3.0, cell, BODY, align);
            }
            x += width;
        }
        rule(s, MARGIN, y + height, CONTENT, RULE, 0.5);
    });
    w.y += height;
}

/// The party boxes: "From" and "Bill to", side by side.
fn parties(w: &mut Writer<'_>, sheet: &Sheet<'_>) {
    let q = sheet.quote;
    let a = sheet.agency;
    let half = CONTENT / 2.0 - 8.0;
    let mut from = vec![a.legal_name.clone()];
    from.extend(wrap(&a.address, BODY, half));
    from.push(format!("State: {}", state_with_code(&q.agency_state)));
    from.push(if a.gstin.is_empty() {
        "GSTIN: not registered".into()
    } else {
        format!("GSTIN: {}", a.gstin)
    });
    let mut to = wrap(&q.client_name, BODY.bold(), half);
    to.extend(wrap(&q.client_address, BODY, half));
    to.push(format!("State: {}", state_with_code(&q.client_state)));
    to.push(match &q.client_gstin {
        Some(g) => format!("GSTIN: {g}"),
        None => "GSTIN: unregistered".into(),
    });
    let y = w.y;
    w.draw(move |s| {
        text(s, MARGIN, y + 8.0, "FROM", LABEL, Align::Left);
        text(
            s,
            MARGIN + CONTENT / 2.0 + 8.0,
            y + 8.0,
            "BILL TO",
            LABEL,
            Align::Left,
        );
    });
    w.y += 10.0;
    let top = w.y;
    let left = block(w, MARGIN, &from, BODY);
    let name_lines = wrap(&q.client_name, BODY.bold(), half).len();
    let (bold, rest) = to.split_at(name_lines);
    let h1 = block(w, MARGIN + CONTENT / 2.0 + 8.0, bold, BODY.bold());
    w.y += h1;
    let h2 = block(w, MARGIN + CONTENT / 2.0 + 8.0, rest, BODY);
    w.y = top + left.max(h1 + h2) + 14.0;
}

/// The totals, right-aligned under the table, and the amount in words.
fn totals(w: &mut Writer<'_>, q: &quote::Model, lines: &[Line]) {
    let mut rows = vec![("Taxable value".to_owned(), inr(q.taxable))];
    rows.extend(
        tax_rows(q, lines)
            .into_iter()
            .map(|(label, paise)| (label, inr(paise))),
    );
    let words = format!("Amount in words: {}", gst::amount_in_words(q.total));
    let words = wrap(&words, BODY, CONTENT);
    w.room(rows.len() as f32 * 15.0 + 30.0 + words.len() as f32 * BODY.leading());
    let right = PAGE_WIDTH - MARGIN - 4.0;
    let label_x = right - 150.0;
    for (label, amount) in rows {
        w.y += 15.0;
        let y = w.y;
        w.draw(move |s| {
            text(s, label_x, y, &label, BODY, Align::Right);
            text(s, right, y, &amount, BODY, Align::Right);
        });
    }
    w.y += 8.0;
    let y = w.y;
    let total = inr(q.total);
    w.draw(move |s| {
        rect(s, label_x - 120.0, y, right - label_x + 124.0, 22.0, BRAND);
        let white = Style::new(11.0).bold().color((255, 255, 255));
        text(s, label_x, y + 15.0, "Total", white, Align::Right);
        text(s, right, y + 15.0, &total, white, Align::Right);
    });
    w.y += 30.0;
    let h = block(w, MARGIN, &words, BODY.bold());
    w.y += h + 10.0;
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
    let mut document = Document::new();
    let created = q.created_at;
    use chrono::{Datelike, Timelike};
    document.set_metadata(
        Metadata::new()
            .title(format!("Quotation {} from {}", q.number, a.name))
            .authors(vec![a.legal_name.clone()])
            .creator(a.name.clone())
            .language("en-IN".into())
            .creation_date(
                PdfDate::new(created.year() as u16)
                    .month(created.month() as u8)
                    .day(created.day() as u8)
                    .hour(created.hour() as u8)
                    .minute(created.minute() as u8)
                    .second(created.second() as u8)
                    .utc_offset_hour(0)
                    .utc_offset_minute(0),
            ),
    );
    let mut w = Writer {
        document: &mut document,
        pages: Vec::new(),
        y: MARGIN,
    };
    w.new_page();

    // The heading: the mark and the agency on the left, the document's
    // name and number on the right.
    let name = a.name.clone();
    let contact = format!("{} · {}", a.phone, a.email);
    let website = a.website.clone();
    let number = q.number.clone();
    let issued = format!("Date: {}", long_date(sheet.issued));
    let valid = format!("Valid until: {}", long_date(valid_until(q)));
    w.draw(move |s| {
        logo(s, MARGIN, MARGIN, 40.0);
        text(
            s,
            MARGIN + 50.0,
            MARGIN + 16.0,
            &name,
            Style::new(16.0).bold().color(BRAND),
            Align::Left,
        );
        text(
            s,
            MARGIN + 50.0,
            MARGIN + 29.0,
            &contact,
            SMALL,
            Align::Left,
        );
        text(
            s,
            MARGIN + 50.0,
            MARGIN + 39.0,
            &website,
            SMALL,
            Align::Left,
        );
        let right = PAGE_WIDTH - MARGIN;
        text(
            s,
            right,
            MARGIN + 14.0,
            "QUOTATION",
            Style::new(15.0).bold(),
            Align::Right,
        );
        text(
            s,
            right,
            MARGIN + 28.0,
            &number,
            Style::new(10.0).bold().color(BRAND),
            Align::Right,
        );
        text(s, right, MARGIN + 40.0, &issued, SMALL, Align::Right);
        text(s, right, MARGIN + 50.0, &valid, SMALL, Align::Right);
        rule(s, MARGIN, MARGIN + 60.0, CONTENT, BRAND, 1.5);
    });
    w.y = MARGIN + 66.0;
    parties(&mut w, sheet);
    let supply = format!(
        "Place of supply: {}{}",
        state_with_code(&q.client_state),
        if gst::state_code(&q.client_state) == gst::state_code(&q.agency_state) {
            " · intra-state: CGST and SGST"
        } else {
            " · inter-state: IGST"
        }
    );
    let y = w.y;
    w.draw(move |s| text(s, MARGIN, y, &supply, BODY, Align::Left));
    w.y += 10.0;

    table_header(&mut w);
    let lines: Vec<Line> =
        serde_json::from_str(&q.lines).map_err(|e| format!("the quote's lines: {e}"))?;
    for (i, line) in lines.iter().enumerate() {
        line_row(&mut w, i, line);
    }
    totals(&mut w, q, &lines);

    let terms = terms(sheet);
    let wrapped: Vec<Vec<String>> = terms
        .iter()
        .map(|t| wrap(t, SMALL, CONTENT - 10.0))
        .collect();
    w.room(
        14.0 + wrapped
            .iter()
            .map(|l| l.len() as f32 * SMALL.leading() + 3.0)
            .sum::<f32>(),
    );
    let y = w.y;
    w.draw(move |s| text(s, MARGIN, y + 8.0, "TERMS", LABEL, Align::Left));
    w.y += 10.0;
    for lines in wrapped {
        w.room(lines.len() as f32 * SMALL.leading());
        let y = w.y;
        w.draw(move |s| text(s, MARGIN, y + SMALL.leading(), "•", SMALL, Align::Left));
        let h = block(&mut w, MARGIN + 10.0, &lines, SMALL);
        w.y += h + 3.0;
    }
    let footer = format!(
        "{} · {} · {}",
        a.legal_name,
        q.number,
        if a.gstin.is_empty() {
            "not registered for GST".to_owned()
        } else {
            format!("GSTIN {}", a.gstin)
        }
    );
    w.finish(&footer);
    document
        .finish()
        .map_err(|e| format!("the PDF could not be written: {e:?}"))
}
