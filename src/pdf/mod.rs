//! PDF documents (A4 quotations). Text is shaped by rustybuzz (HarfBuzz's
//! shaping in Rust), so Devanagari conjuncts and vowel signs come out as a
//! reader expects, and written by krilla, which embeds only the glyphs a
//! document uses and maps each back to its text (the PDF's text can be
//! selected, searched and copied). Latin text and the rupee sign are set in
//! Noto Sans, Devanagari in Noto Sans Devanagari; a line that mixes both is
//! cut into runs by script. The fonts and their licence (SIL OFL 1.1) are in
//! `src/pdf/fonts`.
use std::{ops::Range, sync::LazyLock};

use krilla::{
    color::rgb,
    geom::{PathBuilder, Point, Rect},
    num::NormalizedF32,
    paint::{Fill, Stroke},
    surface::Surface,
    text::{Font, GlyphId, KrillaGlyph},
};

pub mod invoice;
pub mod quote;
pub mod sheet;

/// A4 in points.
pub const PAGE_WIDTH: f32 = 595.28;
pub const PAGE_HEIGHT: f32 = 841.89;

/// One typeface: the font krilla embeds and the face rustybuzz shapes with.
struct Face {
    font: Font,
    shaper: rustybuzz::Face<'static>,
}

impl Face {
    fn load(bytes: &'static [u8]) -> Self {
        Self {
            font: Font::new(bytes.into(), 0).expect("an embedded font parses"),
            shaper: rustybuzz::Face::from_slice(bytes, 0).expect("an embedded font parses"),
        }
    }
}

struct Faces {
    latin: Face,
    latin_bold: Face,
    devanagari: Face,
    devanagari_bold: Face,
}

static FACES: LazyLock<Faces> = LazyLock::new(|| Faces {
    latin: Face::load(include_bytes!("fonts/NotoSans-Regular.ttf")),
    latin_bold: Face::load(include_bytes!("fonts/NotoSans-Bold.ttf")),
    devanagari: Face::load(include_bytes!("fonts/NotoSansDevanagari-Regular.ttf")),
    devanagari_bold: Face::load(include_bytes!("fonts/NotoSansDevanagari-Bold.ttf")),
});

/// How a piece of text is set.
#[derive(Clone, Copy, Debug)]
pub struct Style {
    pub size: f32,
    pub bold: bool,
    pub color: (u8, u8, u8),
}

impl Style {
    pub const fn new(size: f32) -> Self {
        Self {
            size,
            bold: false,
            color: INK,
        }
    }

    pub const fn bold(self) -> Self {
        Self { bold: true, ..self }
    }

    pub const fn color(self, color: (u8, u8, u8)) -> Self {
        Self { color, ..self }
    }

    /// The distance between two lines' baselines.
    pub fn leading(self) -> f32 {
        self.size * 1.45
    }
}

pub const INK: (u8, u8, u8) = (0x1f, 0x29, 0x37);
pub const MUTED: (u8, u8, u8) = (0x4b, 0x55, 0x63);
pub const BRAND: (u8, u8, u8) = (0x0b, 0x4f, 0x9c);
pub const ACCENT: (u8, u8, u8) = (0xf5, 0x9e, 0x0b);
pub const RULE: (u8, u8, u8) = (0xd1, 0xd5, 0xdb);
pub const BAND: (u8, u8, u8) = (0xee, 0xf3, 0xfa);

fn is_devanagari(c: char) -> bool {
    matches!(c, '\u{0900}'..='\u{097F}' | '\u{A8E0}'..='\u{A8FF}' | '\u{1CD0}'..='\u{1CFF}')
}

/// Cuts `text` into runs of one script each: Devanagari letters and signs
/// in one, everything else in the other. Spaces, punctuation, digits and
/// joiners stay with the run before them.
fn runs(text: &str) -> Vec<(Range<usize>, bool)> {
    let mut out: Vec<(Range<usize>, bool)> = Vec::new();
    for (i, c) in text.char_indices() {
        let end = i + c.len_utf8();
        let neutral = !c.is_alphabetic() && !is_devanagari(c) && c != '₹';
        match out.last_mut() {
            Some((range, _)) if neutral => range.end = end,
            Some((range, deva)) if *deva == is_devanagari(c) => range.end = end,
            _ => out.push((i..end, is_devanagari(c))),
        }
    }
    out
}

/// A run shaped into glyphs, with the width it takes.
struct Shaped<'a> {
    face: &'a Face,
    text: &'a str,
    glyphs: Vec<KrillaGlyph>,
    width: f32,
}

fn shape<'a>(text: &'a str, style: Style) -> Vec<Shaped<'a>> {
    let faces = &*FACES;
    runs(text)
        .into_iter()
        .map(|(range, deva)| {
            let face = match (deva, style.bold) {
                (false, false) => &faces.latin,
                (false, true) => &faces.latin_bold,
                (true, false) => &faces.devanagari,
                (true, true) => &faces.devanagari_bold,
            };
            let run = &text[range];
            let mut buffer = rustybuzz::UnicodeBuffer::new();
            buffer.push_str(run);
            buffer.guess_segment_properties();
            let output = rustybuzz::shape(&face.shaper, &[], buffer);
            let upem = f32::from(face.shaper.units_per_em() as u16);
            let infos = output.glyph_infos();
            let positions = output.glyph_positions();
            let mut glyphs = Vec::with_capacity(infos.len());
            let mut width = 0.0;
            for (i, (info, pos)) in infos.iter().zip(positions).enumerate() {
                let start = info.cluster as usize;
                // The cluster ends where the next different cluster starts.
                let end = infos[i..]
                    .iter()
                    .map(|next| next.cluster as usize)
                    .find(|&c| c != start)
                    .unwrap_or(run.len());
                let advance = pos.x_advance as f32 / upem;
                width += advance * style.size;
                glyphs.push(KrillaGlyph::new(
                    GlyphId::new(info.glyph_id),
                    advance,
                    pos.x_offset as f32 / upem,
                    pos.y_offset as f32 / upem,
                    pos.y_advance as f32 / upem,
                    start..end.max(start),
                    None,
                ));
            }
            if deva {
                whole_words(run, &mut glyphs);
            }
            Shaped {
                face,
                text: run,
                glyphs,
                width,
            }
        })
        .collect()
}

/// Maps every glyph of a Devanagari word to the whole word. A vowel sign
/// drawn before or under its consonant leaves gaps between glyph boxes
/// that text extractors (poppler's among them) read as spaces; as one
/// span, the word is written with its text as `ActualText` and searches
/// and copies as typed.
fn whole_words(run: &str, glyphs: &mut [KrillaGlyph]) {
    for glyph in glyphs.iter_mut() {
        let at = glyph.text_range.start;
        if run[at..].starts_with(char::is_whitespace) {
            continue;
        }
        let start = run[..at]
            .rfind(char::is_whitespace)
            .map_or(0, |i| i + run[i..].chars().next().map_or(1, char::len_utf8));
        let end = run[at..]
            .find(char::is_whitespace)
            .map_or(run.len(), |i| at + i);
        glyph.text_range = start..end;
    }
}

/// The width `text` takes in `style`.
pub fn width(text: &str, style: Style) -> f32 {
    shape(text, style).iter().map(|s| s.width).sum()
}

/// `text` cut into lines no wider than `max` at spaces (a word longer than
/// a line is cut where it must be).
pub fn wrap(text: &str, style: Style, max: f32) -> Vec<String> {
    let mut lines = Vec::new();
    for paragraph in text.lines() {
        let mut line = String::new();
        for word in paragraph.split_whitespace() {
            let candidate = if line.is_empty() {
                word.to_owned()
            } else {
                format!("{line} {word}")
            };
            if width(&candidate, style) <= max {
                line = candidate;
                continue;
            }
            if !line.is_empty() {
                lines.push(std::mem::take(&mut line));
            }
            let mut rest = word.to_owned();
            while width(&rest, style) > max {
                let mut cut = rest.len();
                while cut > 0 && width(&rest[..cut], style) > max {
                    cut = rest[..cut].char_indices().next_back().map_or(0, |(i, _)| i);
                }
                if cut == 0 {
                    break;
                }
                lines.push(rest[..cut].to_owned());
                rest = rest[cut..].to_owned();
            }
            line = rest;
        }
        if !line.is_empty() {
            lines.push(line);
        }
    }
    if lines.is_empty() {
        lines.push(String::new());
    }
    lines
}

fn fill(color: (u8, u8, u8)) -> Fill {
    Fill {
        paint: rgb::Color::new(color.0, color.1, color.2).into(),
        opacity: NormalizedF32::ONE,
        rule: Default::default(),
    }
}

/// Where a line of text sits against its x.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Align {
    Left,
    Right,
}

/// Draws one line of text with its baseline at `y`.
pub fn text(surface: &mut Surface, x: f32, y: f32, line: &str, style: Style, align: Align) {
    let shaped = shape(line, style);
    let total: f32 = shaped.iter().map(|s| s.width).sum();
    let mut cursor = match align {
        Align::Left => x,
        Align::Right => x - total,
    };
    surface.set_fill(Some(fill(style.color)));
    for run in shaped {
        surface.draw_glyphs(
            Point::from_xy(cursor, y),
            &run.glyphs,
            run.face.font.clone(),
            run.text,
            style.size,
            false,
        );
        cursor += run.width;
    }
}

/// A filled rectangle.
pub fn rect(surface: &mut Surface, x: f32, y: f32, w: f32, h: f32, color: (u8, u8, u8)) {
    let mut path = PathBuilder::new();
    if let Some(r) = Rect::from_xywh(x, y, w, h) {
        path.push_rect(r);
    }
    if let Some(path) = path.finish() {
        surface.set_stroke(None);
        surface.set_fill(Some(fill(color)));
        surface.draw_path(&path);
    }
}

/// A horizontal rule.
pub fn rule(surface: &mut Surface, x: f32, y: f32, w: f32, color: (u8, u8, u8), width: f32) {
    let mut path = PathBuilder::new();
    path.move_to(x, y);
    path.line_to(x + w, y);
    if let Some(path) = path.finish() {
        surface.set_fill(None);
        surface.set_stroke(Some(Stroke {
            paint: rgb::Color::new(color.0, color.1, color.2).into(),
            width,
            ..Default::default()
        }));
        surface.draw_path(&path);
        surface.set_stroke(None);
    }
}

/// The agency's mark (static/img/logo.svg, drawn as paths): a rounded
/// blue square with a white V and an orange arrow head, `size` points wide.
pub fn logo(surface: &mut Surface, x: f32, y: f32, size: f32) {
    let k = size / 48.0;
    let p = |px: f32, py: f32| (x + px * k, y + py * k);
    // The rounded square (radius 12 of 48).
    let r = 12.0;
    let c = r * 0.5523;
    let mut square = PathBuilder::new();
    let (ax, ay) = p(r, 0.0);
    square.move_to(ax, ay);
    // Each corner: the straight edge's end, two control points, the end.
    let pts: [[f32; 8]; 4] = [
        [48.0 - r, 0.0, 48.0 - r + c, 0.0, 48.0, r - c, 48.0, r],
        [
            48.0,
            48.0 - r,
            48.0,
            48.0 - r + c,
            48.0 - r + c,
            48.0,
            48.0 - r,
            48.0,
        ],
        [r, 48.0, r - c, 48.0, 0.0, 48.0 - r + c, 0.0, 48.0 - r],
        [0.0, r, 0.0, r - c, r - c, 0.0, r, 0.0],
    ];
    for [lx, ly, c1x, c1y, c2x, c2y, ex, ey] in pts {
        let (lx, ly) = p(lx, ly);
        square.line_to(lx, ly);
        let (c1x, c1y) = p(c1x, c1y);
        let (c2x, c2y) = p(c2x, c2y);
        let (ex, ey) = p(ex, ey);
        square.cubic_to(c1x, c1y, c2x, c2y, ex, ey);
    }
    square.close();
    if let Some(path) = square.finish() {
        surface.set_stroke(None);
        surface.set_fill(Some(fill(BRAND)));
        surface.draw_path(&path);
    }
    // A path through `points` (in the icon's units), closed or not.
    let through = |points: &[(f32, f32)], closed: bool| {
        let mut b = PathBuilder::new();
        for (i, &(px, py)) in points.iter().enumerate() {
            let (a, c) = p(px, py);
            if i == 0 {
                b.move_to(a, c);
            } else {
                b.line_to(a, c);
            }
        }
        if closed {
            b.close();
        }
        b.finish()
    };
    if let Some(path) = through(&[(11.0, 15.0), (22.0, 35.0), (34.0, 16.0)], false) {
        surface.set_fill(None);
        surface.set_stroke(Some(Stroke {
            paint: rgb::Color::new(255, 255, 255).into(),
            width: 5.5 * k,
            line_cap: krilla::paint::LineCap::Round,
            line_join: krilla::paint::LineJoin::Round,
            ..Default::default()
        }));
        surface.draw_path(&path);
        surface.set_stroke(None);
    }
    if let Some(path) = through(&[(29.0, 11.5), (38.5, 9.0), (37.0, 18.8)], true) {
        surface.set_fill(Some(fill(ACCENT)));
        surface.draw_path(&path);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_cut_into_runs_by_script() {
        let text = "Client: राहुल कुमार, Patna";
        let r = runs(text);
        assert_eq!(r.len(), 3);
        assert_eq!(&text[r[0].0.clone()], "Client: ");
        assert_eq!(&text[r[1].0.clone()], "राहुल कुमार, ");
        assert!(r[1].1);
        assert_eq!(&text[r[2].0.clone()], "Patna");
    }

    #[test]
    fn devanagari_is_shaped_into_conjuncts() {
        // क्ष is three characters and one conjunct glyph in Noto Sans
        // Devanagari; a shaper that did not shape would draw three.
        let shaped = shape("क्ष", Style::new(10.0));
        assert_eq!(shaped.len(), 1);
        assert_eq!(shaped[0].glyphs.len(), 1);
        assert_eq!(shaped[0].glyphs[0].text_range, 0..9);
        // Every glyph of a word stands for the whole word.
        let shaped = shape("राहुल कुमार", Style::new(10.0));
        let ranges: Vec<_> = shaped[0]
            .glyphs
            .iter()
            .map(|g| g.text_range.clone())
            .collect();
        assert!(
            ranges
                .iter()
                .all(|r| *r == (0..15) || *r == (15..16) || *r == (16..31)),
            "{ranges:?}"
        );
    }

    #[test]
    fn wrapping_keeps_every_word_within_the_width() {
        let style = Style::new(9.0);
        let text = "Amazon Sponsored Products campaign set-up and three months of bid management for 40 ASINs";
        let lines = wrap(text, style, 150.0);
        assert!(lines.len() > 1);
        assert!(lines.iter().all(|l| width(l, style) <= 150.0));
        assert_eq!(lines.join(" "), text);
    }
}
