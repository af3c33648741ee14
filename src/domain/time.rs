//! Time as the agency reads it. An instant shown as text (the JSON API, the
//! props of islands) is RFC 3339 in UTC, to the second; a day ("today", a
//! follow-up day, a list's date range) is a day in India.
use chrono::{DateTime, Datelike, Duration, FixedOffset, NaiveDate, SecondsFormat, TimeZone, Utc};

use super::FieldErrors;

/// The clock invoices read: the system's, moved by an offset only a test
/// sets (`set_today`), so a test can issue on 31 March and on 1 April.
/// Clones share the offset.
#[derive(Clone, Debug, Default)]
pub struct Clock(std::sync::Arc<std::sync::atomic::AtomicI64>);

impl Clock {
    pub fn now(&self) -> DateTime<Utc> {
        Utc::now() + Duration::seconds(self.0.load(std::sync::atomic::Ordering::Relaxed))
    }

    /// Moves the clock to noon (India) of `day`.
    pub fn set_today(&self, day: NaiveDate) {
        let noon = india_day_start(day) + Duration::hours(12);
        self.0.store(
            (noon - Utc::now()).num_seconds(),
            std::sync::atomic::Ordering::Relaxed,
        );
    }
}

/// "2026-11-21T10:15:00Z".
pub fn rfc3339(t: DateTime<Utc>) -> String {
    t.to_rfc3339_opts(SecondsFormat::Secs, true)
}

/// India Standard Time's offset from UTC, in seconds (+05:30 all year).
pub const INDIA_OFFSET_SECONDS: i32 = 5 * 3600 + 30 * 60;

/// India Standard Time, which has no daylight saving: dates such as "today"
/// or a follow-up day are India dates.
pub fn india() -> FixedOffset {
    FixedOffset::east_opt(INDIA_OFFSET_SECONDS).expect("+05:30 is a valid offset")
}

/// A time as people in India read it: "22 Nov 2026, 3:45 pm".
pub fn india_clock(t: DateTime<Utc>) -> String {
    t.with_timezone(&india())
        .format("%-d %b %Y, %-I:%M %P")
        .to_string()
}

/// A moment as a Hindi sentence says when something happened: "22 नवंबर
/// 2026 को दोपहर 3:45 बजे" (the part of the day before the 12-hour clock,
/// as people say it).
pub fn hindi_moment(t: DateTime<Utc>) -> String {
    use chrono::Timelike;
    let local = t.with_timezone(&india());
    let hour = local.hour();
    let part = match hour {
        4..=11 => "सुबह",
        12..=15 => "दोपहर",
        16..=18 => "शाम",
        _ => "रात",
    };
    let twelve = match hour % 12 {
        0 => 12,
        h => h,
    };
    format!(
        "{} को {part} {twelve}:{:02} बजे",
        super::language::hindi_date(local.date_naive()),
        local.minute()
    )
}

/// Today's date in India.
pub fn india_today(now: DateTime<Utc>) -> NaiveDate {
    now.with_timezone(&india()).date_naive()
}

/// The year in India at `now` (the footer's year, which turns at midnight
/// in India, not in UTC).
pub fn india_year(now: DateTime<Utc>) -> i32 {
    india_today(now).year()
}

/// The instant an India day starts, in UTC.
pub fn india_day_start(day: NaiveDate) -> DateTime<Utc> {
    india()
        .from_local_datetime(&day.and_hms_opt(0, 0, 0).expect("midnight exists"))
        .single()
        .expect("a fixed offset has one midnight")
        .with_timezone(&Utc)
}

/// Monday of the India week holding `day`.
pub fn week_start(day: NaiveDate) -> NaiveDate {
    day - Duration::days(i64::from(day.weekday().num_days_from_monday()))
}

/// A calendar date written "YYYY-MM-DD".
pub fn parse_date(field: &'static str, value: &str) -> Result<NaiveDate, FieldErrors> {
    NaiveDate::parse_from_str(value.trim(), "%Y-%m-%d")
        .ok()
        .filter(|d| (2000..=2200).contains(&d.year()))
        .ok_or_else(|| FieldErrors::one(field, "Use a date written YYYY-MM-DD."))
}

/// The India days a list is narrowed to, both ends included; either end
/// may be open.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DayRange {
    pub from: Option<NaiveDate>,
    pub to: Option<NaiveDate>,
}

impl DayRange {
    /// Reads the `from` and `to` parameters (YYYY-MM-DD, either may be
    /// missing); the last day may not come before the first.
    pub fn parse(from: Option<&str>, to: Option<&str>) -> Result<Self, FieldErrors> {
        let from = from.map(|v| parse_date("from", v)).transpose()?;
        let to = to.map(|v| parse_date("to", v)).transpose()?;
        if let (Some(f), Some(t)) = (from, to) {
            if f > t {
                return Err(FieldErrors::one(
                    "to",
                    "The last day comes before the first.",
                ));
            }
        }
        Ok(Self { from, to })
    }

    /// The first instant inside the range, in UTC.
    pub fn starts(self) -> Option<DateTime<Utc>> {
        self.from.map(india_day_start)
    }

    /// The first instant after the range (the next day's start), in UTC.
    pub fn ends_before(self) -> Option<DateTime<Utc>> {
        self.to
            .map(|to| india_day_start(to.succ_opt().unwrap_or(to)))
    }
}

/// An India day as a number (days since 1 January 1970 in India): what a
/// page view's count is kept under, made from a `Moment` by arithmetic
/// alone (India keeps +05:30 all year).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct IndiaDay(i32);

impl IndiaDay {
    /// The India day `now` falls on.
    pub fn of(now: Moment) -> Self {
        Self((now.0 + i64::from(INDIA_OFFSET_SECONDS)).div_euclid(86_400) as i32)
    }

    /// The day's number (days since 1 January 1970 in India).
    pub fn number(self) -> i32 {
        self.0
    }

    /// As stored: YYYY-MM-DD.
    pub fn text(self) -> String {
        let day = DateTime::UNIX_EPOCH.date_naive() + chrono::Duration::days(self.0.into());
        day.format("%Y-%m-%d").to_string()
    }
}

/// A moment in whole seconds since the Unix epoch: all a page view needs
/// of the time (the India day it falls on, whose bounds are whole
/// seconds), read without making a calendar date of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Moment(i64);

impl Moment {
    /// Now, by the system's clock.
    pub fn now() -> Self {
        Utc::now().into()
    }

    /// Seconds since 1970 (UTC).
    pub fn seconds(self) -> i64 {
        self.0
    }

    /// The moment as a time.
    pub fn time(self) -> DateTime<Utc> {
        DateTime::from_timestamp(self.0, 0).unwrap_or_default()
    }
}

impl From<DateTime<Utc>> for Moment {
    fn from(t: DateTime<Utc>) -> Self {
        Self(t.timestamp())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_moment_is_now_to_the_second_and_a_time_s_whole_seconds() {
        let before = Utc::now().timestamp();
        let now = Moment::now();
        let after = Utc::now().timestamp();
        assert!(before <= now.seconds() && now.seconds() <= after, "{now:?}");
        let t = DateTime::parse_from_rfc3339("2026-11-28T18:29:59.999Z")
            .unwrap()
            .with_timezone(&Utc);
        assert_eq!(Moment::from(t).seconds(), 1_795_890_599);
        assert_eq!(
            Moment::from(t).time().to_rfc3339(),
            "2026-11-28T18:29:59+00:00"
        );
    }

    #[test]
    fn india_days_start_at_half_past_six_the_evening_before_in_utc() {
        let day = NaiveDate::from_ymd_opt(2026, 11, 22).unwrap();
        assert_eq!(
            india_day_start(day).to_rfc3339(),
            "2026-11-21T18:30:00+00:00"
        );
        assert_eq!(
            week_start(day),
            NaiveDate::from_ymd_opt(2026, 11, 16).unwrap()
        );
    }

    #[test]
    fn a_hindi_moment_names_the_part_of_the_day_and_the_twelve_hour_clock() {
        let at = |t: &str| DateTime::parse_from_rfc3339(t).unwrap().with_timezone(&Utc);
        // 10:15 UTC is 15:45 in India.
        assert_eq!(
            hindi_moment(at("2026-11-22T10:15:00Z")),
            "22 नवंबर 2026 को दोपहर 3:45 बजे"
        );
        assert_eq!(
            hindi_moment(at("2026-11-22T03:35:00Z")),
            "22 नवंबर 2026 को सुबह 9:05 बजे"
        );
        assert_eq!(
            hindi_moment(at("2026-11-22T13:00:00Z")),
            "22 नवंबर 2026 को शाम 6:30 बजे"
        );
        assert_eq!(
            hindi_moment(at("2026-11-22T18:40:00Z")),
            "23 नवंबर 2026 को रात 12:10 बजे"
        );
    }

    #[test]
    fn the_year_turns_at_midnight_in_india() {
        let at = |t: &str| DateTime::parse_from_rfc3339(t).unwrap().with_timezone(&Utc);
        assert_eq!(india_year(at("2026-12-31T18:29:59Z")), 2026);
        assert_eq!(india_year(at("2026-12-31T18:30:00Z")), 2027);
    }

    #[test]
    fn a_day_range_covers_whole_india_days_in_order() {
        let range = DayRange::parse(Some("2026-11-01"), Some(" 2026-11-01 ")).unwrap();
        assert_eq!(
            range.starts().unwrap().to_rfc3339(),
            "2026-10-31T18:30:00+00:00"
        );
        assert_eq!(
            range.ends_before().unwrap().to_rfc3339(),
            "2026-11-01T18:30:00+00:00"
        );
        assert_eq!(DayRange::parse(None, None).unwrap(), DayRange::default());
        let backwards = DayRange::parse(Some("2026-11-02"), Some("2026-11-01")).unwrap_err();
        assert!(backwards.names("to"), "{backwards:?}");
        let bad = DayRange::parse(Some("1 Nov"), None).unwrap_err();
        assert!(bad.names("from"), "{bad:?}");
    }
}
