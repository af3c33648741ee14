//! The site's languages. English lives at today's addresses; Hindi at the
//! same address under `/hi` (`/hi` the home, `/hi/amazon/aplus`), so a
//! page's language is read from its path and its counterpart in the other
//! language is found by adding or taking away the prefix: an address stays
//! valid and stable whichever language an editor writes the slug in.
use sea_orm::{sea_query::StringLen, DeriveActiveEnum, EnumIter};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// A language the site is written in; a lead keeps the one its form was
/// sent in (stored as its code, "en" or "hi").
#[derive(
    Clone,
    Copy,
    Debug,
    Default,
    PartialEq,
    Eq,
    Hash,
    EnumIter,
    DeriveActiveEnum,
    Serialize,
    Deserialize,
    ToSchema,
)]
#[sea_orm(rs_type = "String", db_type = "String(StringLen::None)")]
#[serde(rename_all = "lowercase")]
pub enum Language {
    #[default]
    #[sea_orm(string_value = "en")]
    En,
    #[sea_orm(string_value = "hi")]
    Hi,
}

/// The prefix of every Hindi address.
const HINDI_PREFIX: &str = "/hi";

impl Language {
    /// Every language, English (the source of each translation) first.
    pub const ALL: [Self; 2] = [Self::En, Self::Hi];

    /// As stored and as the API spells it: "en", "hi".
    pub fn code(self) -> &'static str {
        match self {
            Self::En => "en",
            Self::Hi => "hi",
        }
    }

    pub fn parse(code: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|l| l.code() == code)
    }

    /// The language a form names (its hidden `language` field): English
    /// unless it names another the site is written in.
    pub fn of_code(code: Option<&str>) -> Self {
        code.and_then(|c| Self::parse(c.trim())).unwrap_or_default()
    }

    /// The `hreflang` of its pages: the Indian edition of each.
    pub fn hreflang(self) -> &'static str {
        match self {
            Self::En => "en-IN",
            Self::Hi => "hi-IN",
        }
    }

    /// The `<html lang>` of its pages.
    pub fn html_lang(self) -> &'static str {
        match self {
            Self::En => "en-IN",
            Self::Hi => "hi",
        }
    }

    /// Open Graph's `og:locale`.
    pub fn og_locale(self) -> &'static str {
        match self {
            Self::En => "en_IN",
            Self::Hi => "hi_IN",
        }
    }

    /// The language's name in itself, as the switcher offers it.
    pub fn name(self) -> &'static str {
        match self {
            Self::En => "English",
            Self::Hi => "हिन्दी",
        }
    }

    /// The other language (the switcher's target).
    pub fn other(self) -> Self {
        match self {
            Self::En => Self::Hi,
            Self::Hi => Self::En,
        }
    }

    /// The language's home page.
    pub fn home(self) -> &'static str {
        match self {
            Self::En => "/",
            Self::Hi => HINDI_PREFIX,
        }
    }

    /// The language of the page at `path`.
    pub fn of_path(path: &str) -> Self {
        match path.strip_prefix(HINDI_PREFIX) {
            Some(rest) if rest.is_empty() || rest.starts_with('/') => Self::Hi,
            _ => Self::En,
        }
    }

    /// The address of the page at `path` (in any language) in this language:
    /// `/amazon` in Hindi is `/hi/amazon`, `/hi` in English is `/`.
    pub fn path_for(self, path: &str) -> String {
        let english = match Self::of_path(path) {
            Self::En => path,
            Self::Hi => match &path[HINDI_PREFIX.len()..] {
                "" => "/",
                rest => rest,
            },
        };
        match (self, english) {
            (Self::En, _) => english.to_owned(),
            (Self::Hi, "/") => HINDI_PREFIX.to_owned(),
            (Self::Hi, _) => format!("{HINDI_PREFIX}{english}"),
        }
    }
}

/// The months as a Hindi date names them.
const HINDI_MONTHS: [&str; 12] = [
    "जनवरी",
    "फ़रवरी",
    "मार्च",
    "अप्रैल",
    "मई",
    "जून",
    "जुलाई",
    "अगस्त",
    "सितंबर",
    "अक्टूबर",
    "नवंबर",
    "दिसंबर",
];

/// A day as a Hindi page writes it: "25 नवंबर 2026".
pub fn hindi_date(day: chrono::NaiveDate) -> String {
    use chrono::Datelike;
    let month = HINDI_MONTHS[day.month0() as usize];
    format!("{} {month} {}", day.day(), day.year())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_path_names_its_language_and_maps_to_the_other() {
        assert_eq!(Language::of_path("/"), Language::En);
        assert_eq!(Language::of_path("/hindi-tips"), Language::En);
        assert_eq!(Language::of_path("/hi"), Language::Hi);
        assert_eq!(Language::of_path("/hi/amazon"), Language::Hi);
        assert_eq!(Language::Hi.path_for("/"), "/hi");
        assert_eq!(Language::Hi.path_for("/amazon/aplus"), "/hi/amazon/aplus");
        assert_eq!(Language::Hi.path_for("/hi/about"), "/hi/about");
        assert_eq!(Language::En.path_for("/hi"), "/");
        assert_eq!(Language::En.path_for("/hi/amazon"), "/amazon");
        assert_eq!(Language::En.path_for("/contacts"), "/contacts");
        assert_eq!(Language::parse("hi"), Some(Language::Hi));
        assert_eq!(Language::parse("fr"), None);
        assert_eq!(Language::of_code(Some("hi")), Language::Hi);
        assert_eq!(Language::of_code(Some("fr")), Language::En);
        assert_eq!(Language::of_code(None), Language::En);
    }

    #[test]
    fn a_hindi_date_names_its_month_in_hindi() {
        let day = chrono::NaiveDate::from_ymd_opt(2026, 11, 25).unwrap();
        assert_eq!(hindi_date(day), "25 नवंबर 2026");
    }
}
