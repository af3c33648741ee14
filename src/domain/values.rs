//! Values that can only hold valid data. Each is parsed once, from what the
//! visitor or administrator typed, and refused with a readable message
//! (`Rejected`) naming the field by its label ("First name is required.").
//! Texts are trimmed, counted in characters (not bytes) and stored as typed.
use std::fmt;

use super::Rejected;

/// Text of `MIN..=MAX` characters after trimming, with no control characters
/// other than line breaks and tabs. `MIN` is 0 for optional texts (absent
/// means empty) and 1 for required ones.
#[derive(Clone, PartialEq, Eq)]
pub struct Text<const MIN: usize, const MAX: usize>(String);

/// Text of `MIN..=MAX` characters on one line: as `Text`, with no control
/// character at all (no line break, no tab) and no line or paragraph
/// separator. Names, titles and one-line answers are of this kind: a line
/// break in one could start a paragraph of its own in a letter or a CSV.
#[derive(Clone, PartialEq, Eq)]
pub struct SingleLine<const MIN: usize, const MAX: usize>(String);
/// A postal address as typed.
pub type Address = Text<1, 500>;
/// The message of a quote request.
pub type Message = Text<1, 5000>;
/// The name of a service, sub-service, department or position.
pub type CatalogueName = SingleLine<1, 120>;
/// A product's title.
pub type Title = SingleLine<1, 200>;
/// A product's review text (blocks separated by `|||`), possibly empty.
pub type Description = Text<0, 20_000>;
/// A product's brand, category or platform, possibly empty.
pub type Label = SingleLine<0, 120>;
/// An administrator's role: free text, no permission depends on it.
pub type Role = SingleLine<1, 100>;

impl<const MIN: usize, const MAX: usize> Text<MIN, MAX> {
    pub const MAX_CHARS: usize = MAX;

    pub fn parse(label: &str, raw: Option<String>) -> Result<Self, Rejected> {
        let value = raw.unwrap_or_default().trim().to_owned();
        if value.is_empty() && MIN > 0 {
            return Err(Rejected(format!("{label} is required.")));
        }
        if value.chars().count() > MAX {
            return Err(Rejected(format!(
                "{label} must be at most {MAX} characters."
            )));
        }
        if value
            .chars()
            .any(|c| c.is_control() && c != '\n' && c != '\r' && c != '\t')
            || has_hidden_formatting(&value)
        {
            return Err(Rejected(format!(
                "{label} contains characters that are not allowed."
            )));
        }
        Ok(Self(value))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    pub fn into_inner(self) -> String {
        self.0
    }
}

impl<const MIN: usize, const MAX: usize> SingleLine<MIN, MAX> {
    pub fn parse(label: &str, raw: Option<String>) -> Result<Self, Rejected> {
        let value = Text::<MIN, MAX>::parse(label, raw)?.into_inner();
        if value
            .chars()
            .any(|c| c.is_control() || c == '\u{2028}' || c == '\u{2029}')
        {
            return Err(Rejected(format!("{label} must be on one line.")));
        }
        Ok(Self(value))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    pub fn into_inner(self) -> String {
        self.0
    }
}

impl<const MIN: usize, const MAX: usize> fmt::Debug for SingleLine<MIN, MAX> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.0, f)
    }
}

/// A person's name (first, last or full name, an administrator's name): one
/// line of 1 to 100 characters holding no web address and no e-mail
/// address. The acknowledgement writes the name into the agency's own
/// letter to whatever address a form gave, so a "name" carrying a link
/// would make the agency's mailer deliver a stranger's message.
#[derive(Clone, PartialEq, Eq)]
pub struct PersonName(String);

/// What a person's name is before the checks of its own: one line of 1 to
/// 100 characters.
type NameLine = SingleLine<1, 100>;

impl PersonName {
    pub fn parse(label: &str, raw: Option<String>) -> Result<Self, Rejected> {
        let value = NameLine::parse(label, raw)?.into_inner();
        if value.contains('@') {
            return Err(Rejected(format!("{label} cannot hold an e-mail address.")));
        }
        if holds_web_address(&value) {
            return Err(Rejected(format!("{label} cannot hold a web address.")));
        }
        Ok(Self(value))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    pub fn into_inner(self) -> String {
        self.0
    }
}

impl fmt::Debug for PersonName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.0, f)
    }
}

/// Top-level domains seen in links: the generic ones, India's, and those
/// that spam favours. A name's initials ("A.K. Singh", "J.R.R.") never end
/// in one of these after a dot.
const LINK_ENDINGS: &[&str] = &[
    "com", "in", "net", "org", "info", "biz", "co", "io", "me", "xyz", "top", "site", "online",
    "app", "link", "ly", "gl", "to", "ru", "cn", "tk", "ml", "ga", "cf", "gq", "live", "shop",
    "store", "club", "icu", "vip", "pw", "cc", "us", "uk", "page", "dev", "ai", "gov", "edu",
    "bit", "click", "win", "loan", "work", "fun", "cloud", "pro", "tech", "news",
];

/// True when `text` holds something a mail reader would show as a link: a
/// scheme (`https://`), `www.`, or a word shaped like a host name
/// (`pay-now.in`, `bit.ly/x`).
fn holds_web_address(text: &str) -> bool {
    let lower = text.to_lowercase();
    if lower.contains("://") || lower.contains("www.") {
        return true;
    }
    lower
        .split(|c: char| c.is_whitespace() || matches!(c, ',' | ';' | '(' | ')' | '<' | '>' | '"'))
        .any(|word| {
            let host = word.split('/').next().unwrap_or_default();
            let host = host.trim_end_matches(['.', '!', '?', ':']);
            host.rsplit_once('.').is_some_and(|(left, ending)| {
                !left.is_empty()
                    && left
                        .chars()
                        .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '.')
                    && LINK_ENDINGS.contains(&ending)
            })
        })
}

/// Invisible characters that change how the text around them is shown:
/// bidirectional overrides, embeddings, isolates and marks, zero-width
/// spaces and joiners, the byte-order mark. In stored text they can make an
/// administrator's table show something other than what was typed (a name
/// drawn backwards, two "identical" e-mails), so they are refused.
fn is_hidden_format(c: char) -> bool {
    matches!(
        c,
        '\u{061C}'
            | '\u{180E}'
            | '\u{200B}'..='\u{200F}'
            | '\u{202A}'..='\u{202E}'
            | '\u{2060}'..='\u{2064}'
            | '\u{2066}'..='\u{206F}'
            | '\u{FEFF}'
    )
}

/// True when `text` holds a hidden formatting character. The zero-width
/// (non-)joiner is the one exception: Indic scripts and emoji need it
/// between two non-ASCII characters, where it cannot disguise Latin text.
fn has_hidden_formatting(text: &str) -> bool {
    let chars: Vec<char> = text.chars().collect();
    chars.iter().enumerate().any(|(i, &c)| {
        if !is_hidden_format(c) {
            return false;
        }
        let joiner = c == '\u{200C}' || c == '\u{200D}';
        let in_script = |n: Option<&char>| {
            n.is_some_and(|n| !n.is_ascii() && !n.is_whitespace() && !is_hidden_format(*n))
        };
        let between_script = i > 0 && in_script(chars.get(i - 1)) && in_script(chars.get(i + 1));
        !(joiner && between_script)
    })
}

impl<const MIN: usize, const MAX: usize> fmt::Debug for Text<MIN, MAX> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.0, f)
    }
}

/// A plausible e-mail address of at most 254 characters, kept as typed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Email(String);

impl Email {
    pub fn parse(label: &str, raw: Option<String>) -> Result<Self, Rejected> {
        let value = Text::<1, 254>::parse(label, raw)?.into_inner();
        if is_email(&value) {
            Ok(Self(value))
        } else {
            Err(Rejected(format!(
                "{label} must be a valid e-mail address, like name@example.com."
            )))
        }
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    pub fn into_inner(self) -> String {
        self.0
    }
}

fn is_email(s: &str) -> bool {
    let Some((local, domain)) = s.rsplit_once('@') else {
        return false;
    };
    let local_ok = !local.is_empty()
        && local.len() <= 64
        && !local.starts_with('.')
        && !local.ends_with('.')
        && !local.contains("..")
        && local
            .chars()
            .all(|c| c.is_alphanumeric() || "!#$%&'*+-/=?^_`{|}~.".contains(c));
    let labels: Vec<&str> = domain.split('.').collect();
    let domain_ok = labels.len() >= 2
        && labels.iter().all(|l| {
            !l.is_empty()
                && l.len() <= 63
                && !l.starts_with('-')
                && !l.ends_with('-')
                && l.chars().all(|c| c.is_alphanumeric() || c == '-')
        })
        && labels.last().is_some_and(|tld| tld.chars().count() >= 2);
    local_ok && domain_ok
}

/// A phone or mobile number as typed: 1 to 20 characters. Visitors write
/// numbers in many ways ("+91 98765 43210", "09876543210"), so no format is
/// imposed here.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Phone(String);

impl Phone {
    pub fn parse(label: &str, raw: Option<String>) -> Result<Self, Rejected> {
        Text::<1, 20>::parse(label, raw).map(|t| Self(t.into_inner()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    pub fn into_inner(self) -> String {
        self.0
    }
}

/// An http(s) address of at most 2048 characters, or nothing.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct WebAddress(String);

impl WebAddress {
    pub const MAX_CHARS: usize = 2048;

    /// An optional address: absent or blank gives the empty value.
    pub fn parse_optional(label: &str, raw: Option<String>) -> Result<Self, Rejected> {
        let value = Text::<0, 2048>::parse(label, raw)?.into_inner();
        if value.is_empty() || is_http_url(&value) {
            Ok(Self(value))
        } else {
            Err(Rejected(format!(
                "{label} must be a web address starting with http:// or https://."
            )))
        }
    }

    pub fn into_inner(self) -> String {
        self.0
    }
}

/// True for an absolute http(s) URL with a host and no white space.
pub fn is_http_url(s: &str) -> bool {
    let rest = s
        .strip_prefix("https://")
        .or_else(|| s.strip_prefix("http://"));
    match rest {
        Some(rest) => {
            let host = rest.split(['/', '?', '#']).next().unwrap_or("");
            !host.is_empty() && !s.chars().any(char::is_whitespace)
        }
        None => false,
    }
}

/// A product's images: at most ten http(s) addresses, blanks dropped. The
/// first is the main image; image n+1 illustrates review block n.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct ImageUrls(Vec<String>);

impl ImageUrls {
    pub const MAX: usize = 10;

    /// From a list of addresses (as typed, one per line in the form).
    pub fn parse(raw: Vec<String>) -> Result<Self, Rejected> {
        let urls: Vec<String> = raw
            .into_iter()
            .map(|s| s.trim().to_owned())
            .filter(|s| !s.is_empty())
            .collect();
        if urls.len() > Self::MAX {
            return Err(Rejected::new("At most 10 image URLs are allowed."));
        }
        for u in &urls {
            if u.chars().count() > WebAddress::MAX_CHARS || !is_http_url(u) {
                return Err(Rejected(format!(
                    "Each image URL must start with http:// or https:// (and be at most 2048 characters): {}",
                    u.chars().take(80).collect::<String>()
                )));
            }
        }
        Ok(Self(urls))
    }

    pub fn into_inner(self) -> Vec<String> {
        self.0
    }
}

/// A password of 8 to 128 characters, never shown in logs.
#[derive(Clone)]
pub struct Password(String);

impl Password {
    pub const MIN_CHARS: usize = 8;
    pub const MAX_CHARS: usize = 128;

    pub fn parse(raw: Option<String>) -> Result<Self, Rejected> {
        let value = raw.unwrap_or_default();
        let n = value.chars().count();
        if n < Self::MIN_CHARS {
            return Err(Rejected::new(
                "Password must be at least 8 characters long.",
            ));
        }
        if n > Self::MAX_CHARS {
            return Err(Rejected::new(
                "Password must be at most 128 characters long.",
            ));
        }
        Ok(Self(value))
    }

    /// A password an administrator chooses for their account: the length
    /// rule, and not one of the common and breached passwords shipped with
    /// the binary (`common-passwords.txt`: the zxcvbn list of passwords
    /// found in breaches, MIT licence, with common Indian patterns added;
    /// only those of eight characters or more, lower-cased and sorted),
    /// compared without regard to case.
    pub fn parse_new(raw: Option<String>) -> Result<Self, Rejected> {
        let password = Self::parse(raw)?;
        if is_common_password(&password.0) {
            return Err(Rejected::new(
                "This password is too common: it appears in lists of breached passwords. Choose another.",
            ));
        }
        Ok(password)
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    pub fn into_inner(self) -> String {
        self.0
    }
}

const COMMON_PASSWORDS: &str = include_str!("common-passwords.txt");

fn is_common_password(password: &str) -> bool {
    use std::sync::OnceLock;
    static LIST: OnceLock<Vec<&'static str>> = OnceLock::new();
    let list = LIST.get_or_init(|| COMMON_PASSWORDS.lines().collect());
    list.binary_search(&password.to_lowercase().as_str())
        .is_ok()
}

impl fmt::Debug for Password {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Password([redacted])")
    }
}

/// A whole number in `0..=max`, given as a JSON number or a string of
/// digits (the administrator forms send text).
pub fn whole_number(
    label: &str,
    value: Option<&serde_json::Value>,
    max: i64,
) -> Result<i64, Rejected> {
    let err = || Rejected(format!("{label} must be a whole number from 0 to {max}."));
    let n = match value {
        Some(serde_json::Value::Number(n)) => n.as_i64().ok_or_else(err)?,
        Some(serde_json::Value::String(s)) => {
            let s = s.trim();
            if s.is_empty() || !s.chars().all(|c| c.is_ascii_digit()) || s.len() > 10 {
                return Err(err());
            }
            s.parse().map_err(|_| err())?
        }
        None | Some(serde_json::Value::Null) => {
            return Err(Rejected(format!("{label} is required.")))
        }
        _ => return Err(err()),
    };
    if (0..=max).contains(&n) {
        Ok(n)
    } else {
        Err(err())
    }
}

/// How many vacancies a position has: 0 to 999.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PostCount(i32);

impl PostCount {
    pub fn parse(label: &str, value: Option<&serde_json::Value>) -> Result<Self, Rejected> {
        whole_number(label, value, 999).map(|n| Self(n as i32))
    }

    pub fn get(self) -> i32 {
        self.0
    }
}

/// The agency's rating of a product with its review: 1 to 5 stars, whole.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rating(u8);

impl Rating {
    pub const BEST: u8 = 5;
    pub const WORST: u8 = 1;

    /// A rating from a number or digits; `Rejected` outside 1 to 5.
    pub fn parse(label: &str, value: Option<&serde_json::Value>) -> Result<Self, Rejected> {
        let out_of_range = || {
            Rejected(format!(
                "{label} must be a whole number of stars from {} to {}.",
                Self::WORST,
                Self::BEST
            ))
        };
        let n = whole_number(label, value, i64::from(Self::BEST)).map_err(|e| {
            if e.0.ends_with("is required.") {
                e
            } else {
                out_of_range()
            }
        })?;
        u8::try_from(n)
            .ok()
            .filter(|n| (Self::WORST..=Self::BEST).contains(n))
            .map(Self)
            .ok_or_else(out_of_range)
    }

    /// A stored rating; `None` for a value the column should never hold.
    pub fn from_stored(n: i16) -> Option<Self> {
        u8::try_from(n)
            .ok()
            .filter(|n| (Self::WORST..=Self::BEST).contains(n))
            .map(Self)
    }

    pub fn stars(self) -> u8 {
        self.0
    }
}

/// The id of a stored record, given in a body as a number or digits.
pub fn record_id(label: &str, value: Option<&serde_json::Value>) -> Result<i32, Rejected> {
    whole_number(label, value, i32::MAX as i64).map(|n| n as i32)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_rating_is_one_to_five_whole_stars() {
        for (given, stars) in [
            (json!(1), 1),
            (json!(5), 5),
            (json!("4"), 4),
            (json!(" 3 "), 3),
        ] {
            assert_eq!(
                Rating::parse("Rating", Some(&given)).unwrap().stars(),
                stars,
                "{given}"
            );
        }
        for bad in [
            json!(0),
            json!(6),
            json!(4.5),
            json!("five"),
            json!(-1),
            json!(true),
        ] {
            let err = Rating::parse("Rating", Some(&bad)).unwrap_err();
            assert_eq!(
                err.0, "Rating must be a whole number of stars from 1 to 5.",
                "{bad}"
            );
        }
        assert!(Rating::parse("Rating", None)
            .unwrap_err()
            .0
            .contains("required"));
        assert_eq!(Rating::from_stored(4).map(Rating::stars), Some(4));
        assert_eq!(Rating::from_stored(9), None);
    }

    #[test]
    fn a_new_password_is_refused_when_common_whatever_its_case() {
        for common in ["password123", "PassWord123", "india@123", "1qaz2wsx3edc"] {
            let err = Password::parse_new(Some(common.into())).unwrap_err();
            assert!(err.0.contains("too common"), "{common}: {}", err.0);
        }
        assert!(Password::parse_new(Some("Ganga-ghat-evening-42".into())).is_ok());
        assert!(Password::parse_new(Some("short".into())).is_err());
        let list: Vec<&str> = COMMON_PASSWORDS.lines().collect();
        assert!(list.windows(2).all(|w| w[0] < w[1]), "sorted, no repeats");
        assert!(list.len() > 15_000);
    }

    #[test]
    fn hidden_direction_and_zero_width_characters_are_refused() {
        for bad in [
            "Asha\u{202E}moc.liame",
            "Asha\u{200B}",
            "\u{200F}Ravi",
            "Ra\u{2066}vi\u{2069}",
            "\u{FEFF}Ravi",
            "Ra\u{200D}vi",
            "\u{200C}रवि",
        ] {
            assert!(PersonName::parse("F", Some(bad.into())).is_err(), "{bad:?}");
        }
        // Joiners inside Devanagari (and emoji) stay allowed.
        for ok in ["क्\u{200D}ष", "श्\u{200C}र", "👩\u{200D}💻", "مرحبا", "שלום"]
        {
            assert!(PersonName::parse("F", Some(ok.into())).is_ok(), "{ok:?}");
        }
    }

    #[test]
    fn a_name_is_one_line_without_links_or_addresses() {
        for bad in [
            "customer,\n\nYour GST refund is on hold",
            "Asha\rKumari",
            "Asha\tKumari",
            "Asha\u{2028}Kumari",
            "Verify at https://gst-refund.example",
            "see www.refund-help.in",
            "Call pay-now.in today",
            "bit.ly/refund",
            "Asha asha@kumari-crafts.in",
            "HTTP://EVIL.TEST",
        ] {
            assert!(PersonName::parse("F", Some(bad.into())).is_err(), "{bad:?}");
        }
        for ok in [
            "A.K. Singh",
            "J.R.R. Tolkien",
            "Dr. Priya Verma",
            "Ravi Kumar Jr.",
            "Mohd. Irfan",
            "रवि कुमार",
            "O'Brien-Sinha",
            "S/o Ramesh",
        ] {
            assert!(PersonName::parse("F", Some(ok.into())).is_ok(), "{ok:?}");
        }
        let err = PersonName::parse("First name", Some("A\nB".into())).unwrap_err();
        assert_eq!(err.0, "First name must be on one line.");
    }

    #[test]
    fn emails() {
        for ok in [
            "a@b.co",
            "first.last+tag@mail.example.in",
            "x_y@sub.domain.org",
        ] {
            assert!(is_email(ok), "{ok}");
        }
        for bad in [
            "", "plain", "@b.co", "a@", "a@b", "a@.co", "a b@c.in", "a@b..in", ".a@b.in", "a@b.c",
        ] {
            assert!(!is_email(bad), "{bad}");
        }
    }

    #[test]
    fn text_trims_and_counts_characters() {
        type Five = Text<1, 5>;
        assert_eq!(
            Five::parse("F", Some("  hi ".into())).unwrap().as_str(),
            "hi"
        );
        assert_eq!(
            Five::parse("F", Some("   ".into())).unwrap_err().0,
            "F is required."
        );
        assert!(Five::parse("F", None).is_err());
        assert!(Five::parse("F", Some("ॐॐॐॐॐ".into())).is_ok());
        assert!(Five::parse("F", Some("ॐॐॐॐॐॐ".into())).is_err());
        assert!(Five::parse("F", Some("a\u{7}b".into())).is_err());
        assert_eq!(Text::<0, 5>::parse("F", None).unwrap().as_str(), "");
    }

    #[test]
    fn numbers_from_json_or_digits() {
        assert_eq!(PostCount::parse("N", Some(&json!(3))).unwrap().get(), 3);
        assert_eq!(PostCount::parse("N", Some(&json!("12"))).unwrap().get(), 12);
        for bad in [
            json!(-1),
            json!(1000),
            json!("1.5"),
            json!("x"),
            json!(2.5),
            json!(true),
        ] {
            assert!(PostCount::parse("N", Some(&bad)).is_err(), "{bad}");
        }
        assert_eq!(
            record_id("Id", Some(&json!("2147483647"))).unwrap(),
            i32::MAX
        );
        assert!(record_id("Id", Some(&json!("99999999999"))).is_err());
    }

    #[test]
    fn urls() {
        assert!(is_http_url("https://amzn.to/abc"));
        assert!(is_http_url("http://example.com"));
        assert!(!is_http_url("javascript:alert(1)"));
        assert!(!is_http_url("https://"));
        assert!(!is_http_url("ftp://x.y"));
        assert!(WebAddress::parse_optional("L", Some(" ".into())).is_ok());
        assert!(WebAddress::parse_optional("L", Some("javascript:x".into())).is_err());
    }

    #[test]
    fn image_urls_drop_blanks_and_cap_at_ten() {
        let ok = ImageUrls::parse(vec![" https://a.in/1.jpg ".into(), "".into()]).unwrap();
        assert_eq!(ok.into_inner(), vec!["https://a.in/1.jpg".to_owned()]);
        assert!(ImageUrls::parse(vec!["https://a.in/x".into(); 11]).is_err());
        assert!(ImageUrls::parse(vec!["data:x".into()]).is_err());
    }

    #[test]
    fn passwords_are_redacted() {
        let p = Password::parse(Some("correct horse".into())).unwrap();
        assert_eq!(format!("{p:?}"), "Password([redacted])");
        assert!(Password::parse(Some("short".into())).is_err());
        assert!(Password::parse(Some("x".repeat(129))).is_err());
    }
}
