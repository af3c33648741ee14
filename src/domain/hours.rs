//! Business hours in India: which days the agency is open, from when to
//! when, and its holidays; and how many minutes of them passed between two
//! moments, which is how long a lead waited for its first answer.
use std::collections::BTreeSet;

use chrono::{DateTime, Datelike, Duration, NaiveDate, NaiveTime, TimeZone, Utc, Weekday};

use super::india;

/// When the agency is open, in India time.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BusinessHours {
    /// Open weekdays.
    pub days: BTreeSet<u32>,
    pub opens: NaiveTime,
    pub closes: NaiveTime,
    /// Days it is closed although they are open weekdays.
    pub holidays: BTreeSet<NaiveDate>,
}

/// A weekday by its English name ("Monday"), as schema.org and the
/// business details name them.
pub fn weekday(name: &str) -> Option<Weekday> {
    name.trim().parse::<Weekday>().ok()
}

impl BusinessHours {
    /// Monday to Saturday, 10 am to 7 pm, no holidays.
    pub fn default_week() -> Self {
        Self {
            days: (0..6).collect(),
            opens: NaiveTime::from_hms_opt(10, 0, 0).unwrap_or_default(),
            closes: NaiveTime::from_hms_opt(19, 0, 0).unwrap_or_default(),
            holidays: BTreeSet::new(),
        }
    }

    /// From the business details' words; what cannot be read keeps the
    /// default week's value.
    pub fn from_details(days: &[String], opens: &str, closes: &str, holidays: &[String]) -> Self {
        let base = Self::default_week();
        let days: BTreeSet<u32> = days
            .iter()
            .filter_map(|d| weekday(d))
            .map(|d| d.num_days_from_monday())
            .collect();
        let time = |t: &str| NaiveTime::parse_from_str(t.trim(), "%H:%M").ok();
        let opens = time(opens).unwrap_or(base.opens);
        let closes = time(closes).unwrap_or(base.closes);
        Self {
            days: if days.is_empty() { base.days } else { days },
            opens,
            closes: if closes > opens { closes } else { base.closes },
            holidays: holidays
                .iter()
                .filter_map(|d| NaiveDate::parse_from_str(d.trim(), "%Y-%m-%d").ok())
                .collect(),
        }
    }

    /// When the office opens on `day`, if it opens at all.
    pub fn opening(&self, day: NaiveDate) -> Option<DateTime<Utc>> {
        self.window(day).map(|(open, _)| open)
    }

    fn open_on(&self, day: NaiveDate) -> bool {
        self.days.contains(&day.weekday().num_days_from_monday()) && !self.holidays.contains(&day)
    }

    /// The day's opening and closing moments, if it is an open day.
    fn window(&self, day: NaiveDate) -> Option<(DateTime<Utc>, DateTime<Utc>)> {
        if !self.open_on(day) {
            return None;
        }
        let at = |t: NaiveTime| {
            india()
                .from_local_datetime(&day.and_time(t))
                .single()
                .map(|d| d.with_timezone(&Utc))
        };
        Some((at(self.opens)?, at(self.closes)?))
    }

    /// Whole business minutes from `from` to `to` (0 when `to` is earlier).
    pub fn minutes_between(&self, from: DateTime<Utc>, to: DateTime<Utc>) -> i64 {
        if to <= from {
            return 0;
        }
        let first = from.with_timezone(&india()).date_naive();
        let last = to.with_timezone(&india()).date_naive();
        let mut seconds = 0;
        let mut day = first;
        while day <= last {
            if let Some((open, close)) = self.window(day) {
                let start = open.max(from);
                let end = close.min(to);
                if end > start {
                    seconds += (end - start).num_seconds();
                }
            }
            day = match day.succ_opt() {
                Some(next) => next,
                None => break,
            };
        }
        seconds / 60
    }

    /// The moment `minutes` business minutes after `from`: when a lead that
    /// arrived at `from` has waited that long. Searches a year ahead at most.
    pub fn after(&self, from: DateTime<Utc>, minutes: i64) -> DateTime<Utc> {
        let mut left = Duration::minutes(minutes.max(0));
        let mut day = from.with_timezone(&india()).date_naive();
        for _ in 0..400 {
            if let Some((open, close)) = self.window(day) {
                let start = open.max(from);
                if close > start {
                    let span = close - start;
                    if span >= left {
                        return start + left;
                    }
                    left -= span;
                }
            }
            day = match day.succ_opt() {
                Some(next) => next,
                None => break,
            };
        }
        from + Duration::days(400)
    }

    /// The next opening at or after `at` (`at` itself when open then).
    pub fn next_opening(&self, at: DateTime<Utc>) -> DateTime<Utc> {
        self.after(at, 0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A moment in India time.
    fn ist(y: i32, m: u32, d: u32, h: u32, min: u32) -> DateTime<Utc> {
        india()
            .with_ymd_and_hms(y, m, d, h, min, 0)
            .unwrap()
            .with_timezone(&Utc)
    }

    #[test]
    fn counts_only_the_open_hours_of_open_days() {
        let week = BusinessHours::default_week();
        // (from, to, business minutes), around Tuesday 24 Nov 2026.
        let cases = [
            // Within one day.
            (ist(2026, 11, 24, 10, 15), ist(2026, 11, 24, 11, 0), 45),
            // Before opening counts from opening.
            (ist(2026, 11, 24, 8, 0), ist(2026, 11, 24, 10, 30), 30),
            // Across the night: 6:30 pm to 10:30 am is 30 + 30 minutes.
            (ist(2026, 11, 24, 18, 30), ist(2026, 11, 25, 10, 30), 60),
            // Saturday 6 pm to Monday 11 am: Sunday is closed.
            (ist(2026, 11, 28, 18, 0), ist(2026, 11, 30, 11, 0), 120),
            // A lead that arrived on Sunday has waited nothing until Monday 10 am.
            (ist(2026, 11, 29, 9, 0), ist(2026, 11, 30, 10, 0), 0),
            // Backwards is nothing.
            (ist(2026, 11, 30, 10, 0), ist(2026, 11, 29, 9, 0), 0),
            // A whole week: six days of nine hours.
            (ist(2026, 11, 23, 0, 0), ist(2026, 11, 30, 0, 0), 6 * 9 * 60),
        ];
        for (from, to, minutes) in cases {
            assert_eq!(week.minutes_between(from, to), minutes, "{from} to {to}");
        }
    }

    #[test]
    fn holidays_and_other_weeks_are_kept() {
        let mut hours = BusinessHours::from_details(
            &[
                "Monday".into(),
                "Tuesday".into(),
                "Wednesday".into(),
                "Thursday".into(),
                "Friday".into(),
            ],
            "09:30",
            "18:00",
            &["2026-11-25".into()],
        );
        assert_eq!(hours.opens, NaiveTime::from_hms_opt(9, 30, 0).unwrap());
        // Tuesday 5 pm to Thursday 10 am, Wednesday a holiday: 60 + 30.
        assert_eq!(
            hours.minutes_between(ist(2026, 11, 24, 17, 0), ist(2026, 11, 26, 10, 0)),
            90
        );
        hours.holidays.clear();
        assert_eq!(
            hours.minutes_between(ist(2026, 11, 24, 17, 0), ist(2026, 11, 26, 10, 0)),
            90 + 510
        );
        let unreadable = BusinessHours::from_details(&["Funday".into()], "late", "early", &[]);
        assert_eq!(unreadable, BusinessHours::default_week());
    }

    #[test]
    fn the_moment_a_wait_reaches_its_target() {
        let week = BusinessHours::default_week();
        // Arrived Saturday 6:30 pm: 60 business minutes is Monday 10:30 am.
        assert_eq!(
            week.after(ist(2026, 11, 28, 18, 30), 60),
            ist(2026, 11, 30, 10, 30)
        );
        assert_eq!(
            week.after(ist(2026, 11, 24, 12, 0), 60),
            ist(2026, 11, 24, 13, 0)
        );
        assert_eq!(
            week.next_opening(ist(2026, 11, 24, 20, 0)),
            ist(2026, 11, 25, 10, 0)
        );
        assert_eq!(
            week.next_opening(ist(2026, 11, 24, 12, 0)),
            ist(2026, 11, 24, 12, 0)
        );
        for (from, to) in [
            (ist(2026, 11, 24, 9, 0), ist(2026, 11, 27, 15, 0)),
            (ist(2026, 11, 28, 18, 59), ist(2026, 12, 2, 10, 1)),
        ] {
            let minutes = week.minutes_between(from, to);
            assert!(week.after(from, minutes) <= to);
        }
    }
}
