//! The site's content as the editor sees it: the kinds of item, where an
//! item stands, and the rules for a new item's address.
use sea_orm::{sea_query::StringLen, DeriveActiveEnum, EnumIter};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::{lead::spelled, Rejected};

spelled! {
    /// What a content item is; each kind has its own fields and template.
    ContentKind {
        ServicePage = "servicePage",
        Hub = "hub",
        Home = "home",
        About = "about",
        CaseStudy = "caseStudy",
        Testimonial = "testimonial",
        Article = "article",
        Business = "business",
    }
}

spelled! {
    /// Where an item stands. A published item may also have a newer draft
    /// (its latest revision is not the published one).
    ContentStatus { Draft = "draft", Published = "published", Scheduled = "scheduled" }
}

spelled! {
    /// Where a translation stands against its English source: `missing`
    /// (no item in that language names the source), `current` (saved
    /// against the source's published revision), `outdated` (the source was
    /// published again since the translation was last saved).
    TranslationState { Missing = "missing", Current = "current", Outdated = "outdated" }
}

impl TranslationState {
    /// The state of a translation saved against the source's revision
    /// `saved_against`, when the source's published revision is
    /// `published`. A source never published has nothing to fall behind.
    pub fn of(published: Option<i32>, saved_against: Option<i32>) -> Self {
        match (published, saved_against) {
            (Some(p), Some(s)) if s < p => Self::Outdated,
            (Some(_), None) => Self::Outdated,
            _ => Self::Current,
        }
    }
}

impl ContentKind {
    /// The kinds an administrator can add (the others come with the site).
    pub const NEW: [Self; 3] = [Self::CaseStudy, Self::Testimonial, Self::Article];

    /// The kinds with a translation: those the Hindi edition serves at the
    /// English address under `/hi` (the home, about page, hubs and service
    /// pages).
    pub const TRANSLATED: [Self; 4] = [Self::Home, Self::About, Self::Hub, Self::ServicePage];

    /// Whether the site can do without it: the home and about pages, the
    /// hubs and the business's details hold the site together and are
    /// edited, never unpublished.
    pub fn can_unpublish(self) -> bool {
        !matches!(self, Self::Home | Self::About | Self::Hub | Self::Business)
    }

    /// Where items of this kind live, for those whose address comes from
    /// their slug.
    pub fn prefix(self) -> Option<&'static str> {
        match self {
            Self::CaseStudy => Some("/case-studies/"),
            Self::Article => Some("/insights/"),
            _ => None,
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            Self::ServicePage => "Service page",
            Self::Hub => "Hub",
            Self::Home => "Home page",
            Self::About => "About page",
            Self::CaseStudy => "Case study",
            Self::Testimonial => "Testimonial",
            Self::Article => "Article",
            Self::Business => "Business details",
        }
    }

    /// An item's title as its `fields` type it (`title`, `h1` or `name`,
    /// the placeholders unfilled), or this kind's name when it has none.
    pub fn typed_title(self, fields: &serde_json::Value) -> &str {
        ["title", "h1", "name"]
            .iter()
            .find_map(|k| fields.get(k).and_then(serde_json::Value::as_str))
            .unwrap_or(self.label())
    }
}

/// Whether `c` may stand in a slug between hyphens: a lower-case Latin
/// letter, a digit, or a letter, sign or digit of the Devanagari block
/// (not its danda punctuation, U+0964 and U+0965).
pub fn is_slug_char(c: char) -> bool {
    c.is_ascii_lowercase()
        || c.is_ascii_digit()
        || (('\u{0900}'..='\u{097F}').contains(&c) && !matches!(c, '\u{0964}' | '\u{0965}'))
}

/// A slug for a new address: lower-case letters, digits and single
/// hyphens, in English or in Devanagari (`साड़ी-ब्रांड-के-लिए-ads`), 3 to 80
/// characters. Devanagari is stored as typed and percent-encoded wherever
/// an address is written out (`paths::encoded`), so the address is valid
/// and stays the same.
pub fn parse_slug(value: &str) -> Result<String, Rejected> {
    let slug = value.trim();
    let length = slug.chars().count();
    let safe = (3..=80).contains(&length)
        && slug.chars().all(|c| is_slug_char(c) || c == '-')
        && !slug.starts_with('-')
        && !slug.ends_with('-')
        && !slug.contains("--");
    if safe {
        Ok(slug.to_owned())
    } else {
        Err(Rejected::new(
            "The slug must be 3 to 80 lower-case letters (English or Devanagari), digits and single hyphens, like amazon-ads-for-a-saree-brand.",
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slugs_are_url_safe() {
        assert_eq!(
            parse_slug(" saree-brand-2026 ").unwrap(),
            "saree-brand-2026"
        );
        for bad in [
            "Saree",
            "sa",
            "saree brand",
            "-saree",
            "saree-",
            "a--b",
            "a/b",
            "साड़ी।",
            "सा ड़ी",
            "%e0%a4",
        ] {
            assert!(parse_slug(bad).is_err(), "{bad}");
        }
        for good in ["साड़ी", "साड़ी-ब्रांड-के-लिए-amazon-ads", "२०२६-गाइड"]
        {
            assert_eq!(parse_slug(good).unwrap(), good);
        }
        assert!(parse_slug(&"क".repeat(80)).is_ok());
        assert!(parse_slug(&"क".repeat(81)).is_err());
    }

    #[test]
    fn a_translation_is_out_of_date_once_its_source_is_published_past_it() {
        use TranslationState::*;
        assert_eq!(TranslationState::of(Some(3), Some(3)), Current);
        assert_eq!(TranslationState::of(Some(4), Some(3)), Outdated);
        assert_eq!(TranslationState::of(Some(4), None), Outdated);
        assert_eq!(TranslationState::of(None, Some(3)), Current);
        assert_eq!(TranslationState::of(None, None), Current);
    }
}
