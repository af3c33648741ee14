//! The A4 layout every GST document shares (a quotation, a tax invoice):
//! the agency's mark, name and contact with the document's name, number
//! and dates; the "From" and "Bill to" boxes; the place of supply; the
//! lines with their SAC codes; the tax split and the totals with the
//! amount in words; then the document's own sections (terms, how to pay,
//! a QR code, the signatory). Long documents run onto further pages, the
//! table's header repeated, each page with the footer and its number.
use chrono::{DateTime, Datelike, Timelike, Utc};
use krilla::{
    geom::{Size, Transform},
    image::Image,
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
    services::money::quotes::{quantity_text, rate_text, Agency, Line},
};

pub const MARGIN: f32 = 42.0;
const BOTTOM: f32 = PAGE_HEIGHT - 56.0;
pub const CONTENT: f32 = PAGE_WIDTH - 2.0 * MARGIN;

pub const BODY: Style = Style::new(9.0);
pub const SMALL: Style = Style::new(7.5).color(MUTED);
pub const LABEL: Style = Style::new(7.5).bold().color(MUTED);
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

pub fn inr(paise: i64) -> String {
    Money::from_paise(paise).format_inr_exact()
}

pub fn state_with_code(name: &str) -> String {
    match gst::state_code(name) {
        Some(code) => format!("{name} ({code:02})"),
        None => name.to_owned(),
    }
}

/// Who a document is addressed to.
pub struct Client<'a> {
    pub name: &'a str,
    pub address: &'a str,
    pub state: &'a str,
    pub gstin: Option<&'a str>,
}

/// A section after the totals: a heading and its paragraphs, with a QR
/// code of `qr` beside them when there is one, and a signature drawn
/// under the first paragraph ("For …") when there is one.
pub struct Section {
    pub heading: String,
    pub paragraphs: Vec<String>,
    pub qr: Option<String>,
    pub signature: Option<Image>,
}

/// The height a signature is drawn at, and its widest (points).
const SIGNATURE_HEIGHT: f32 = 40.0;
const SIGNATURE_WIDTH: f32 = 160.0;

/// A WebP image as a PDF draws it; `None` when it cannot be read.
pub fn picture(webp: Vec<u8>) -> Option<Image> {
    Image::from_webp(webp.into(), true)
        .map_err(|e| tracing::warn!(error = %e, "a signature image could not be read"))
        .ok()
}

/// The size `image` is drawn at: `SIGNATURE_HEIGHT` high, narrower when
/// that would pass `SIGNATURE_WIDTH`.
fn signature_size(image: &Image) -> Size {
    let (w, h) = image.size();
    let ratio = w.max(1) as f32 / h.max(1) as f32;
    let height = SIGNATURE_HEIGHT.min(SIGNATURE_WIDTH / ratio);
    Size::from_wh(height * ratio, height).unwrap_or_else(|| {
        Size::from_wh(SIGNATURE_WIDTH, SIGNATURE_HEIGHT).expect("a positive size")
    })
}

/// Everything a GST document prints.
pub struct Paper<'a> {
    /// "QUOTATION", "TAX INVOICE".
    pub title: String,
    pub number: &'a str,
    /// The lines under the number ("Date: 7 December 2026").
    pub dates: Vec<String>,
    pub agency: &'a Agency,
    pub agency_state: &'a str,
    pub client: Client<'a>,
    /// A line under the parties (the place of supply).
    pub supply: String,
    pub lines: &'a [Line],
    pub taxable: i64,
    /// (label, paise): CGST and SGST, or IGST.
    pub taxes: Vec<(String, i64)>,
    pub total: i64,
    /// The amount in words, each a line of its own (English, and Hindi
    /// for a Hindi client).
    pub words: Vec<String>,
    pub sections: Vec<Section>,
    pub footer: String,
    /// The PDF's own title and language, and when it was made.
    pub pdf_title: String,
    pub language: &'static str,
    pub created: DateTime<Utc>,
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
fn parties(w: &mut Writer<'_>, paper: &Paper<'_>) {
    let a = paper.agency;
    let c = &paper.client;
    let half = CONTENT / 2.0 - 8.0;
    let mut from = vec![a.legal_name.clone()];
    from.extend(wrap(&a.address, BODY, half));
    from.push(format!("State: {}", state_with_code(paper.agency_state)));
    from.push(if a.gstin.is_empty() {
        "GSTIN: not registered".into()
    } else {
        format!("GSTIN: {}", a.gstin)
    });
    let mut to = wrap(c.name, BODY.bold(), half);
    to.extend(wrap(c.address, BODY, half));
    to.push(format!("State: {}", state_with_code(c.state)));
    to.push(match c.gstin {
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
    let name_lines = wrap(c.name, BODY.bold(), half).len();
    let (bold, rest) = to.split_at(name_lines);
    let h1 = block(w, MARGIN + CONTENT / 2.0 + 8.0, bold, BODY.bold());
    w.y += h1;
    let h2 = block(w, MARGIN + CONTENT / 2.0 + 8.0, rest, BODY);
    w.y = top + left.max(h1 + h2) + 14.0;
}

/// The totals, right-aligned under the table, and the amount in words.
fn totals(w: &mut Writer<'_>, paper: &Paper<'_>) {
    let mut rows = vec![("Taxable value".to_owned(), inr(paper.taxable))];
    rows.extend(
        paper
            .taxes
            .iter()
            .map(|(label, paise)| (label.clone(), inr(*paise))),
    );
    let words: Vec<String> = paper
        .words
        .iter()
        .flat_map(|line| wrap(line, BODY, CONTENT))
        .collect();
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
    let total = inr(paper.total);
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

/// The side of a QR code's square, in points.
const QR_SIZE: f32 = 110.0;

/// A QR code of `data` drawn as dark modules on white, its top left at
/// (`x`, `y`), with a quiet zone of four modules inside `QR_SIZE`.
fn qr(surface: &mut Surface, x: f32, y: f32, data: &str) {
    let Ok(code) = qrcode::QrCode::new(data.as_bytes()) else {
        return;
    };
    let width = code.width();
    let module = QR_SIZE / (width as f32 + 8.0);
    rect(surface, x, y, QR_SIZE, QR_SIZE, (255, 255, 255));
    let colors = code.to_colors();
    for (i, color) in colors.iter().enumerate() {
        if *color == qrcode::Color::Dark {
            let (col, row) = ((i % width) as f32, (i / width) as f32);
            rect(
                surface,
                x + (col + 4.0) * module,
                y + (row + 4.0) * module,
                module + 0.05,
                module + 0.05,
                (0, 0, 0),
            );
        }
    }
}

/// A section after the totals: its heading, its paragraphs as bullets,
/// and its QR code on the right.
fn section(w: &mut Writer<'_>, part: &Section) {
    let beside = if part.qr.is_some() {
        CONTENT - QR_SIZE - 16.0
    } else {
        CONTENT - 10.0
    };
    let wrapped: Vec<Vec<String>> = part
        .paragraphs
        .iter()
        .map(|t| wrap(t, SMALL, beside))
        .collect();
    let height = 14.0
        + wrapped
            .iter()
            .map(|l| l.len() as f32 * SMALL.leading() + 3.0)
            .sum::<f32>();
    let qr_height = if part.qr.is_some() {
        QR_SIZE + 14.0
    } else {
        0.0
    };
    w.room(height.max(qr_height));
    let y = w.y;
    let heading = part.heading.clone();
    w.draw(move |s| text(s, MARGIN, y + 8.0, &heading, LABEL, Align::Left));
    if let Some(data) = part.qr.clone() {
        w.draw(move |s| qr(s, PAGE_WIDTH - MARGIN - QR_SIZE, y + 2.0, &data));
    }
    let top = w.y;
    w.y += 10.0;
    for (i, lines) in wrapped.into_iter().enumerate() {
        w.room(lines.len() as f32 * SMALL.leading());
        let y = w.y;
        w.draw(move |s| text(s, MARGIN, y + SMALL.leading(), "•", SMALL, Align::Left));
        let h = block(w, MARGIN + 10.0, &lines, SMALL);
        w.y += h + 3.0;
        if let (0, Some(image)) = (i, part.signature.clone()) {
            let size = signature_size(&image);
            w.room(size.height() + 4.0);
            let y = w.y + 2.0;
            w.draw(move |s| {
                s.push_transform(&Transform::from_translate(MARGIN + 10.0, y));
                s.draw_image(image, size);
                s.pop();
            });
            w.y += size.height() + 4.0;
        }
    }
    if part.qr.is_some() {
        w.y = w.y.max(top + qr_height);
    }
    w.y += 4.0;
}

/// The document as a PDF file.
pub fn render(paper: &Paper<'_>) -> Result<Vec<u8>, String> {
    let a = paper.agency;
    let mut document = Document::new();
    let created = paper.created;
    document.set_metadata(
        Metadata::new()
            .title(paper.pdf_title.clone())
            .authors(vec![a.legal_name.clone()])
            .creator(a.name.clone())
            .language(paper.language.into())
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
    // name, number and dates on the right.
    let name = a.name.clone();
    let contact = format!("{} · {}", a.phone, a.email);
    let website = a.website.clone();
    let title = paper.title.clone();
    let number = paper.number.to_owned();
    let dates = paper.dates.clone();
    let below = MARGIN + 50.0 + 10.0 * dates.len().saturating_sub(2) as f32;
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
            &title,
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
        for (i, line) in dates.iter().enumerate() {
            text(
                s,
                right,
                MARGIN + 40.0 + 10.0 * i as f32,
                line,
                SMALL,
                Align::Right,
            );
        }
        rule(s, MARGIN, below + 10.0, CONTENT, BRAND, 1.5);
    });
    w.y = below + 16.0;
    parties(&mut w, paper);
    let supply = paper.supply.clone();
    let y = w.y;
    w.draw(move |s| text(s, MARGIN, y, &supply, BODY, Align::Left));
    w.y += 10.0;

    table_header(&mut w);
    for (i, line) in paper.lines.iter().enumerate() {
        line_row(&mut w, i, line);
    }
    totals(&mut w, paper);
    for part in &paper.sections {
        section(&mut w, part);
    }
    w.finish(&paper.footer);
    document
        .finish()
        .map_err(|e| format!("the PDF could not be written: {e:?}"))
}
