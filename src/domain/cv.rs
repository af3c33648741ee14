//! A CV sent with a job application, checked as OWASP's file-upload rules
//! ask: only PDF, Word 97-2003 (DOC) and Word (DOCX) are taken, and what a
//! file is comes from its bytes, never from its name or the type its sender
//! claimed; it is at most [`MAX_BYTES`]; a DOCX (a zip archive) is refused
//! when its parts would unpack past [`MAX_UNPACKED`] or expand more than
//! [`MAX_RATIO`] times (a zip bomb), which is measured by inflating each
//! part with a cap, not by trusting the sizes the archive declares. The name
//! the candidate's file had is kept as text only (never a path on disk: the
//! file lives in the database under a random key).
use std::io::Read;

use super::Rejected;

/// The largest CV.
pub const MAX_BYTES: usize = 5 * 1024 * 1024;
/// The most a DOCX may unpack to, all parts together.
pub const MAX_UNPACKED: u64 = 50 * 1024 * 1024;
/// The most a DOCX may expand, unpacked size over packed size.
pub const MAX_RATIO: u64 = 100;
/// The most parts a DOCX may have.
const MAX_ENTRIES: usize = 2000;

/// What a CV is, as its bytes say.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CvKind {
    Pdf,
    Doc,
    Docx,
}

impl CvKind {
    pub fn mime(self) -> &'static str {
        match self {
            Self::Pdf => "application/pdf",
            Self::Doc => "application/msword",
            Self::Docx => "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        }
    }

    pub fn extension(self) -> &'static str {
        match self {
            Self::Pdf => "pdf",
            Self::Doc => "doc",
            Self::Docx => "docx",
        }
    }

    /// The kind stored as `mime`, if it is one of ours.
    pub fn from_mime(mime: &str) -> Option<Self> {
        [Self::Pdf, Self::Doc, Self::Docx]
            .into_iter()
            .find(|k| k.mime() == mime)
    }
}

/// A CV that passed every check.
#[derive(Clone, Debug)]
pub struct Cv {
    pub kind: CvKind,
    /// The candidate's name for the file, cleaned (see [`display_name`]).
    pub file_name: String,
    pub bytes: Vec<u8>,
}

const WRONG_TYPE: &str =
    "Please attach your CV as a PDF, DOC or DOCX file (we read the file itself, not its name).";
pub const TOO_LARGE: &str = "Your CV is larger than 5 MB. Please save a smaller copy (a PDF usually is) and attach it again.";
const EMPTY: &str = "The CV file is empty. Please attach it again.";
const BOMB: &str = "This DOCX file unpacks to far more than a CV would. Please save your CV as a PDF and attach that instead.";
const DAMAGED: &str =
    "This DOCX file could not be read; it may be damaged. Please save your CV as a PDF and attach that instead.";

impl Cv {
    /// Checks an uploaded file (see the module header).
    pub fn parse(file_name: &str, bytes: Vec<u8>) -> Result<Self, Rejected> {
        if bytes.is_empty() {
            return Err(Rejected::new(EMPTY));
        }
        if bytes.len() > MAX_BYTES {
            return Err(Rejected::new(TOO_LARGE));
        }
        let kind = sniff(&bytes).ok_or_else(|| Rejected::new(WRONG_TYPE))?;
        if kind == CvKind::Docx {
            check_docx(&bytes)?;
        }
        Ok(Self {
            kind,
            file_name: display_name(file_name, kind),
            bytes,
        })
    }
}

/// The kind a file's first bytes announce: `%PDF-` for PDF, the OLE2
/// compound-file signature for DOC, a zip's local header for DOCX (its
/// parts are checked by `check_docx`).
pub fn sniff(bytes: &[u8]) -> Option<CvKind> {
    const OLE2: [u8; 8] = [0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1];
    if bytes.starts_with(b"%PDF-") {
        Some(CvKind::Pdf)
    } else if bytes.starts_with(&OLE2) {
        Some(CvKind::Doc)
    } else if bytes.starts_with(b"PK\x03\x04") {
        Some(CvKind::Docx)
    } else {
        None
    }
}

fn u16_at(b: &[u8], at: usize) -> Option<u64> {
    Some(u64::from(u16::from_le_bytes(
        b.get(at..at + 2)?.try_into().ok()?,
    )))
}

fn u32_at(b: &[u8], at: usize) -> Option<u64> {
    Some(u64::from(u32::from_le_bytes(
        b.get(at..at + 4)?.try_into().ok()?,
    )))
}

/// One part of a zip archive, as its central directory lists it.
struct Entry {
    name: String,
    method: u64,
    packed: u64,
    local_header: u64,
}

/// The central directory's entries (ZIP64 archives are refused: no CV needs one).
fn entries(b: &[u8]) -> Option<Vec<Entry>> {
    // The end record is in the last 22 + 65535 bytes.
    let from = b.len().saturating_sub(22 + 65_535);
    let end = (from..=b.len().checked_sub(22)?)
        .rev()
        .find(|&i| b[i..].starts_with(b"PK\x05\x06"))?;
    let count = usize::try_from(u16_at(b, end + 10)?).ok()?;
    let mut at = usize::try_from(u32_at(b, end + 16)?).ok()?;
    if count > MAX_ENTRIES {
        return None;
    }
    let mut list = Vec::with_capacity(count);
    for _ in 0..count {
        if !b.get(at..)?.starts_with(b"PK\x01\x02") {
            return None;
        }
        let method = u16_at(b, at + 10)?;
        let packed = u32_at(b, at + 20)?;
        let unpacked = u32_at(b, at + 24)?;
        let name_len = usize::try_from(u16_at(b, at + 28)?).ok()?;
        let extra_len = usize::try_from(u16_at(b, at + 30)?).ok()?;
        let comment_len = usize::try_from(u16_at(b, at + 32)?).ok()?;
        let local_header = u32_at(b, at + 42)?;
        if [packed, unpacked, local_header].contains(&0xFFFF_FFFF) {
            return None;
        }
        let name = String::from_utf8_lossy(b.get(at + 46..at + 46 + name_len)?).into_owned();
        list.push(Entry {
            name,
            method,
            packed,
            local_header,
        });
        at += 46 + name_len + extra_len + comment_len;
    }
    Some(list)
}

/// How many bytes a part unpacks to, counted by inflating it, but never
/// past `budget`: `None` when the part cannot be read, `Some(n > budget)`
/// when it is over.
fn unpacked_size(b: &[u8], e: &Entry, budget: u64) -> Option<u64> {
    let at = usize::try_from(e.local_header).ok()?;
    if !b.get(at..)?.starts_with(b"PK\x03\x04") {
        return None;
    }
    let name_len = usize::try_from(u16_at(b, at + 26)?).ok()?;
    let extra_len = usize::try_from(u16_at(b, at + 28)?).ok()?;
    let start = at + 30 + name_len + extra_len;
    let data = b.get(start..start + usize::try_from(e.packed).ok()?)?;
    let limit = budget + 1;
    match e.method {
        0 => Some(data.len() as u64),
        8 => {
            let mut sink = std::io::sink();
            let mut reader = flate2::read::DeflateDecoder::new(data).take(limit);
            std::io::copy(&mut reader, &mut sink).ok()
        }
        _ => None,
    }
}

/// A DOCX: a zip archive with a Word document inside, that unpacks within
/// the bounds of the module header.
fn check_docx(b: &[u8]) -> Result<(), Rejected> {
    let list = entries(b).ok_or_else(|| Rejected::new(DAMAGED))?;
    if !list.iter().any(|e| e.name == "word/document.xml")
        || !list.iter().any(|e| e.name == "[Content_Types].xml")
    {
        return Err(Rejected::new(WRONG_TYPE));
    }
    let bound = MAX_UNPACKED.min(b.len() as u64 * MAX_RATIO);
    let mut total: u64 = 0;
    for e in &list {
        let size = unpacked_size(b, e, bound - total).ok_or_else(|| Rejected::new(DAMAGED))?;
        total += size;
        if total > bound {
            return Err(Rejected::new(BOMB));
        }
    }
    Ok(())
}

/// The name a candidate's file had, as text to show: the last part of any
/// path, only letters, digits, spaces and `._-()`, at most 100 characters,
/// ending in the extension of what the file really is.
pub fn display_name(given: &str, kind: CvKind) -> String {
    let last = given.rsplit(['/', '\\']).next().unwrap_or_default();
    let stem = last.rsplit_once('.').map(|(stem, _)| stem).unwrap_or(last);
    let cleaned: String = stem
        .chars()
        .filter(|c| c.is_alphanumeric() || matches!(c, ' ' | '.' | '_' | '-' | '(' | ')'))
        .take(100)
        .collect();
    let cleaned = cleaned.trim_matches(|c: char| c == '.' || c.is_whitespace());
    let stem = if cleaned.is_empty() { "CV" } else { cleaned };
    format!("{stem}.{}", kind.extension())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_type_comes_from_the_bytes_not_the_name() {
        assert_eq!(
            Cv::parse("cv.pdf", b"%PDF-1.7\n".to_vec()).unwrap().kind,
            CvKind::Pdf
        );
        let exe = b"MZ\x90\x00\x03\x00\x00\x00".to_vec();
        assert!(Cv::parse("cv.pdf", exe).is_err());
        let html = b"<!doctype html><script>alert(1)</script>".to_vec();
        assert!(Cv::parse("cv.pdf", html).is_err());
        let mut doc = vec![0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1];
        doc.extend([0u8; 512]);
        assert_eq!(Cv::parse("x.doc", doc).unwrap().kind, CvKind::Doc);
        let not_a_zip = b"PK\x03\x04 and then nothing a zip has".to_vec();
        assert!(Cv::parse("cv.docx", not_a_zip).is_err());
    }

    #[test]
    fn size_and_emptiness_are_checked() {
        let mut big = b"%PDF-1.4\n".to_vec();
        big.resize(MAX_BYTES + 1, b' ');
        assert_eq!(Cv::parse("cv.pdf", big).unwrap_err().0, TOO_LARGE);
        assert!(Cv::parse("cv.pdf", Vec::new()).is_err());
    }

    #[test]
    fn a_file_name_is_text_without_paths_or_markup() {
        assert_eq!(
            display_name("../../etc/<script>alert(1)</script>.php.pdf", CvKind::Pdf),
            "script.php.pdf"
        );
        assert_eq!(
            display_name("C:\\Users\\ravi\\Ravi Kumar CV.exe", CvKind::Docx),
            "Ravi Kumar CV.docx"
        );
        assert_eq!(
            display_name("<img src=x onerror=alert(1)>", CvKind::Pdf),
            "img srcx onerroralert(1).pdf"
        );
        assert_eq!(display_name("", CvKind::Doc), "CV.doc");
        assert_eq!(display_name("...", CvKind::Pdf), "CV.pdf");
    }
}
