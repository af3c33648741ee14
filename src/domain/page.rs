//! What every administrator's list takes: which page to show, the words to
//! search for, and whole numbers from the query string.
use super::FieldErrors;

/// A page of a list: 1-based, 25 rows by default, 100 at most.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PageRequest {
    pub page: u64,
    pub per_page: u64,
}

impl PageRequest {
    pub const DEFAULT_PER_PAGE: u64 = 25;
    pub const MAX_PER_PAGE: u64 = 100;
    /// Past this page a list is not browsed but exported.
    pub const MAX_PAGE: u64 = 100_000;

    /// The page and its size, or the refusals of both at once.
    pub fn parse(page: Option<&str>, per_page: Option<&str>) -> Result<Self, FieldErrors> {
        let mut e = FieldErrors::default();
        let page = e.check(bounded("page", "Page", page, 1, Self::MAX_PAGE));
        let per_page = e.check(bounded(
            "perPage",
            "Rows per page",
            per_page,
            1,
            Self::MAX_PER_PAGE,
        ));
        e.finish(|| {
            Some(Self {
                page: page?.unwrap_or(1),
                per_page: per_page?.unwrap_or(Self::DEFAULT_PER_PAGE),
            })
        })
    }

    pub fn offset(self) -> u64 {
        (self.page - 1) * self.per_page
    }

    /// How many pages `total` rows fill at this size (at least one).
    pub fn pages(self, total: u64) -> u64 {
        total.max(1).div_ceil(self.per_page)
    }
}

/// A list's search words, trimmed; `None` when nothing was typed.
pub fn search_words(value: Option<&str>) -> Result<Option<String>, FieldErrors> {
    let words = value.map(str::trim).filter(|v| !v.is_empty());
    if words.is_some_and(|w| w.chars().count() > 200) {
        return Err(FieldErrors::one("q", "Search at most 200 characters."));
    }
    Ok(words.map(str::to_owned))
}

/// A whole number in `min..=max` from a query parameter, when given.
pub fn bounded(
    field: &'static str,
    label: &str,
    value: Option<&str>,
    min: u64,
    max: u64,
) -> Result<Option<u64>, FieldErrors> {
    match value.map(str::trim).filter(|v| !v.is_empty()) {
        None => Ok(None),
        Some(v) => v
            .parse::<u64>()
            .ok()
            .filter(|n| (min..=max).contains(n))
            .map(Some)
            .ok_or_else(|| {
                FieldErrors::one(
                    field,
                    format!("{label} must be a whole number from {min} to {max}."),
                )
            }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pages_are_bounded() {
        assert_eq!(
            PageRequest::parse(None, None).unwrap(),
            PageRequest {
                page: 1,
                per_page: 25
            }
        );
        assert!(PageRequest::parse(Some("0"), None).is_err());
        assert!(PageRequest::parse(None, Some("101")).is_err());
        assert!(PageRequest::parse(Some("x"), None).is_err());
        assert_eq!(
            PageRequest::parse(Some("3"), Some("10")).unwrap().offset(),
            20
        );
    }

    #[test]
    fn search_words_are_trimmed_and_at_most_200_characters() {
        assert_eq!(
            search_words(Some("  आशा ")).unwrap().as_deref(),
            Some("आशा")
        );
        assert_eq!(search_words(Some("   ")).unwrap(), None);
        assert_eq!(search_words(None).unwrap(), None);
        assert!(search_words(Some(&"अ".repeat(200))).is_ok());
        assert!(search_words(Some(&"a".repeat(201))).is_err());
    }
}
