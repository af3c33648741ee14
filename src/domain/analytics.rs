//! What the analytics report is asked for: a range of India days and which
//! touch of a lead earns the credit for it (`services::marketing::analytics`), and the
//! channel a lead list can be narrowed to so that a figure of the report
//! opens exactly the leads behind it.
use chrono::{Duration, NaiveDate};
use sea_orm::{sea_query::StringLen, DeriveActiveEnum, EnumIter};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::{india_today, lead::spelled, parse_date, FieldErrors};

/// The longest range the report covers, in days.
pub const MAX_DAYS: i64 = 400;

/// The range the report covers when none is given: the last 30 days.
pub const DEFAULT_DAYS: i64 = 30;

spelled! {
    /// Which of a lead's touches is credited with the lead, its won
    /// quotation and its revenue: the first (locked when the lead arrived)
    /// or the last before it wrote to us.
    TouchModel { First = "first", Last = "last" }
}

/// A source, medium and campaign as the report names them: an absent
/// value is "" and a visit with no touch is "direct".
#[derive(Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Channel {
    pub source: String,
    pub medium: String,
    pub campaign: String,
}

/// The report's question: India days `from` to `to`, both included, and
/// the touch that earns the credit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReportRange {
    pub from: NaiveDate,
    pub to: NaiveDate,
    pub model: TouchModel,
}

impl ReportRange {
    /// Reads `from`, `to` (YYYY-MM-DD) and `model` (`first` or `last`);
    /// a missing range is the `DEFAULT_DAYS` ending `today`, a missing
    /// model the first touch. Every refused field at once.
    pub fn parse(
        from: Option<&str>,
        to: Option<&str>,
        model: Option<&str>,
        today: NaiveDate,
    ) -> Result<Self, FieldErrors> {
        let mut e = FieldErrors::default();
        let to = e.check(to.map_or(Ok(today), |v| parse_date("to", v)));
        let from = e.check(from.map_or_else(
            || Ok(to.unwrap_or(today) - Duration::days(DEFAULT_DAYS - 1)),
            |v| parse_date("from", v),
        ));
        let model = e.check(TouchModel::parse(model));
        if let (Some(from), Some(to)) = (from, to) {
            if from > to {
                e.add("to", "The last day comes before the first.");
            } else if (to - from).num_days() >= MAX_DAYS {
                e.add(
                    "to",
                    format!("A report covers at most {MAX_DAYS} days: choose a shorter range."),
                );
            }
        }
        e.finish(|| {
            Some(Self {
                from: from?,
                to: to?,
                model: model?,
            })
        })
    }

    /// The seven days Monday to Sunday before the week holding `today`.
    pub fn last_week(today: NaiveDate) -> Self {
        let monday = super::week_start(today) - Duration::weeks(1);
        Self {
            from: monday,
            to: monday + Duration::days(6),
            model: TouchModel::First,
        }
    }

    /// The same number of days just before this range.
    pub fn before(self) -> Self {
        let days = (self.to - self.from).num_days() + 1;
        Self {
            from: self.from - Duration::days(days),
            to: self.to - Duration::days(days),
            model: self.model,
        }
    }

    /// Every day of the range, in order.
    pub fn days(self) -> impl Iterator<Item = NaiveDate> {
        self.from.iter_days().take_while(move |d| *d <= self.to)
    }

    /// "2026-11-01".
    pub fn day(day: NaiveDate) -> String {
        day.format("%Y-%m-%d").to_string()
    }

    /// Today in India at `now`, for the default range.
    pub fn today(now: chrono::DateTime<chrono::Utc>) -> NaiveDate {
        india_today(now)
    }
}

impl TouchModel {
    /// `first` or `last`; missing is the first touch.
    pub fn parse(value: Option<&str>) -> Result<Self, FieldErrors> {
        match value.map(str::trim).filter(|v| !v.is_empty()) {
            None | Some("first") => Ok(Self::First),
            Some("last") => Ok(Self::Last),
            Some(_) => Err(FieldErrors::one(
                "model",
                "Model must be one of: first, last.",
            )),
        }
    }
}

/// A lead list narrowed to the leads a report figure counts: those whose
/// credited touch (`model`) came from this source, medium and campaign
/// (each only when given; "" matches an absent value) or landed on this
/// path. "direct" also matches a lead with no touch at all.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ChannelFilter {
    pub model: Option<TouchModel>,
    pub source: Option<String>,
    pub medium: Option<String>,
    pub campaign: Option<String>,
    pub landing: Option<String>,
    /// Only leads whose quotation was accepted, and the list's date range
    /// counts the days of acceptance instead of the days they arrived.
    pub won: bool,
}

impl ChannelFilter {
    /// Whether it narrows the list at all.
    pub fn is_set(&self) -> bool {
        self.won
            || self.source.is_some()
            || self.medium.is_some()
            || self.campaign.is_some()
            || self.landing.is_some()
    }

    /// The touch it reads.
    pub fn model(&self) -> TouchModel {
        self.model.unwrap_or(TouchModel::First)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(s: &str) -> NaiveDate {
        NaiveDate::parse_from_str(s, "%Y-%m-%d").unwrap()
    }

    #[test]
    fn a_missing_range_is_the_last_thirty_days_by_first_touch() {
        let r = ReportRange::parse(None, None, None, day("2026-11-27")).unwrap();
        assert_eq!((r.from, r.to), (day("2026-10-29"), day("2026-11-27")));
        assert_eq!(r.model, TouchModel::First);
        assert_eq!(r.days().count(), 30);
    }

    #[test]
    fn bad_ranges_and_models_are_refused_at_their_fields() {
        let today = day("2026-11-27");
        let fields = |f: Option<&str>, t: Option<&str>, m: Option<&str>| {
            let e = ReportRange::parse(f, t, m, today).unwrap_err();
            e.iter().map(|e| e.field.clone()).collect::<Vec<_>>()
        };
        assert_eq!(fields(Some("2026-11-10"), Some("2026-11-01"), None), ["to"]);
        assert_eq!(fields(Some("2025-01-01"), Some("2026-11-01"), None), ["to"]);
        assert_eq!(
            fields(Some("yesterday"), None, Some("middle")),
            ["from", "model"]
        );
        assert!(
            ReportRange::parse(Some("2025-11-28"), Some("2026-11-27"), Some("last"), today).is_ok()
        );
    }

    #[test]
    fn last_week_runs_monday_to_sunday_before_this_one() {
        // 2026-11-30 is a Monday.
        let r = ReportRange::last_week(day("2026-11-30"));
        assert_eq!((r.from, r.to), (day("2026-11-23"), day("2026-11-29")));
        let before = r.before();
        assert_eq!(
            (before.from, before.to),
            (day("2026-11-16"), day("2026-11-22"))
        );
    }
}
