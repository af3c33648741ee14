//! The lead desk's vocabulary: the two kinds of lead, their pipeline
//! statuses, follow-up dates, list queries (filters, sort, page) and the
//! phone key used to spot the same client typing a number differently.
use chrono::{DateTime, Datelike, Duration, FixedOffset, NaiveDate, TimeZone, Utc};

use super::{page::bounded, DomainError};

/// Enquiries and applications share the desk but not their statuses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LeadKind {
    Enquiry,
    Application,
}

impl LeadKind {
    /// The value stored in the notes and history tables.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Enquiry => "enquiry",
            Self::Application => "application",
        }
    }

    /// Every status, in pipeline order.
    pub fn statuses(self) -> &'static [&'static str] {
        match self {
            Self::Enquiry => &["New", "Contacted", "Quoted", "Won", "Lost", "Spam"],
            Self::Application => &[
                "New",
                "Shortlisted",
                "Interview",
                "Offered",
                "Hired",
                "Rejected",
            ],
        }
    }

    /// Statuses after which nobody follows the lead up any more.
    pub fn closed_statuses(self) -> &'static [&'static str] {
        match self {
            Self::Enquiry => &["Won", "Lost", "Spam"],
            Self::Application => &["Hired", "Rejected"],
        }
    }

    /// The status an administrator asked for, spelled exactly as listed.
    pub fn parse_status(self, field: &'static str, value: &str) -> Result<LeadStatus, DomainError> {
        self.statuses()
            .iter()
            .find(|s| **s == value)
            .map(|s| LeadStatus(s))
            .ok_or_else(|| {
                DomainError::invalid(
                    field,
                    format!("Status must be one of: {}.", self.statuses().join(", ")),
                )
            })
    }

    /// The status a lead arrives in: New, or Spam for one held as spam
    /// where its kind has that status (applications do not).
    pub fn arrival_status(self, held_as_spam: bool) -> LeadStatus {
        if held_as_spam && self.statuses().contains(&LeadStatus::SPAM.as_str()) {
            LeadStatus::SPAM
        } else {
            LeadStatus::NEW
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            Self::Enquiry => "Enquiry",
            Self::Application => "Application",
        }
    }
}

/// A status valid for its kind of lead.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LeadStatus(&'static str);

impl LeadStatus {
    pub const NEW: LeadStatus = LeadStatus("New");
    pub const SPAM: LeadStatus = LeadStatus("Spam");

    pub fn as_str(self) -> &'static str {
        self.0
    }
}

/// India Standard Time, which has no daylight saving: dates such as "today"
/// or a follow-up day are India dates.
pub fn india() -> FixedOffset {
    FixedOffset::east_opt(5 * 3600 + 30 * 60).expect("+05:30 is a valid offset")
}

/// Today's date in India.
pub fn india_today(now: DateTime<Utc>) -> NaiveDate {
    now.with_timezone(&india()).date_naive()
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
pub fn parse_date(field: &'static str, value: &str) -> Result<NaiveDate, DomainError> {
    NaiveDate::parse_from_str(value.trim(), "%Y-%m-%d")
        .ok()
        .filter(|d| (2000..=2200).contains(&d.year()))
        .ok_or_else(|| DomainError::invalid(field, "Use a date written YYYY-MM-DD."))
}

/// The phone number in E.164 ("+919876543210"), reading a number without a
/// country code as Indian: "09876543210", "+91 98765 43210", "91-9876543210"
/// and "9876543210" are all "+919876543210". Spaces, dashes, dots and
/// brackets are ignored; "00" starts an international number like "+".
/// `None` when the text cannot be a phone number.
pub fn phone_key(typed: &str) -> Option<String> {
    let trimmed = typed.trim();
    let mut digits = String::new();
    for c in trimmed.chars() {
        match c {
            '0'..='9' => digits.push(c),
            ' ' | '-' | '.' | '(' | ')' | '/' | '+' => {}
            _ => return None,
        }
    }
    // A plus may only open the number, "(+91)" included.
    let plus_first = trimmed.trim_start_matches('(').starts_with('+');
    if trimmed.matches('+').count() > usize::from(plus_first) {
        return None;
    }
    let international = if plus_first {
        digits
    } else if let Some(rest) = digits.strip_prefix("00") {
        rest.to_owned()
    } else if digits.len() == 10 && digits.starts_with(['6', '7', '8', '9']) {
        format!("91{digits}")
    } else if digits.len() == 11 && digits.starts_with('0') {
        format!("91{}", &digits[1..])
    } else if digits.len() == 12 && digits.starts_with("91") {
        digits
    } else {
        return None;
    };
    let valid = (8..=15).contains(&international.len()) && !international.starts_with('0');
    valid.then(|| format!("+{international}"))
}

/// How a list is ordered; newest first unless asked otherwise.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum LeadSort {
    #[default]
    Newest,
    Oldest,
    NameAsc,
    NameDesc,
    Status,
    FollowUp,
}

impl LeadSort {
    pub const NAMES: [&'static str; 6] =
        ["newest", "oldest", "name", "-name", "status", "followUp"];

    pub fn parse(value: &str) -> Result<Self, DomainError> {
        Ok(match value {
            "newest" => Self::Newest,
            "oldest" => Self::Oldest,
            "name" => Self::NameAsc,
            "-name" => Self::NameDesc,
            "status" => Self::Status,
            "followUp" => Self::FollowUp,
            _ => {
                return Err(DomainError::invalid(
                    "sort",
                    format!("Sort must be one of: {}.", Self::NAMES.join(", ")),
                ))
            }
        })
    }
}

/// What an administrator filters a lead list by; every part is optional
/// and they combine with AND.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LeadFilter {
    /// Words found in the names, e-mail, phone, message or service/position.
    pub search: Option<String>,
    /// One status; `None` lists every status except spam.
    pub status: Option<LeadStatus>,
    /// Only leads held as spam (the Spam view).
    pub spam: bool,
    /// The service (enquiries) or position (applications) id.
    pub topic_id: Option<i32>,
    pub assignee: Option<Assignee>,
    /// Submitted on or after this India date.
    pub from: Option<NaiveDate>,
    /// Submitted on or before this India date.
    pub to: Option<NaiveDate>,
    /// Open leads whose follow-up date is today or already past.
    pub due_by: Option<NaiveDate>,
}

/// Whose leads to list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Assignee {
    Admin(i32),
    Nobody,
}

/// A lead list request, parsed from the query string.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LeadQuery {
    pub filter: LeadFilter,
    pub sort: LeadSort,
}

/// The raw filter parameters, as both the list and the CSV export take them
/// (the list also takes `PageParams`).
#[derive(Clone, Debug, Default, serde::Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct LeadParams {
    /// Search in names, e-mail, phone, message, service or position.
    pub q: Option<String>,
    /// One status, exactly as listed (Spam shows the spam view).
    pub status: Option<String>,
    /// "true" for the leads held as spam.
    pub spam: Option<String>,
    /// A service id (enquiries) or position id (applications).
    pub topic: Option<String>,
    /// An administrator's id, or "none" for unassigned leads.
    pub assignee: Option<String>,
    /// "true": only leads assigned to the caller.
    pub mine: Option<String>,
    /// "today": open leads whose follow-up is today or overdue.
    pub due: Option<String>,
    /// First day, YYYY-MM-DD (India date).
    pub from: Option<String>,
    /// Last day, YYYY-MM-DD (India date).
    pub to: Option<String>,
    /// newest (default), oldest, name, -name, status, followUp.
    pub sort: Option<String>,
}

fn flag(field: &'static str, value: Option<&str>) -> Result<bool, DomainError> {
    match value.map(str::trim) {
        None | Some("") | Some("false") => Ok(false),
        Some("true") => Ok(true),
        Some(_) => Err(DomainError::invalid(field, "Use true or false.")),
    }
}

fn non_empty(value: &Option<String>) -> Option<&str> {
    value.as_deref().map(str::trim).filter(|v| !v.is_empty())
}

impl LeadParams {
    /// Checks every parameter; `me` is the caller (for "assigned to me").
    pub fn parse(
        &self,
        kind: LeadKind,
        me: i32,
        now: DateTime<Utc>,
    ) -> Result<LeadQuery, DomainError> {
        let search = non_empty(&self.q).map(str::to_owned);
        if search.as_ref().is_some_and(|s| s.chars().count() > 200) {
            return Err(DomainError::invalid("q", "Search at most 200 characters."));
        }
        let status = non_empty(&self.status)
            .map(|s| kind.parse_status("status", s))
            .transpose()?;
        let spam = flag("spam", self.spam.as_deref())? || status == Some(LeadStatus::SPAM);
        let topic_id = bounded(
            "topic",
            "Service or position",
            non_empty(&self.topic),
            1,
            i32::MAX as u64,
        )?
        .map(|n| n as i32);
        let mine = flag("mine", self.mine.as_deref())?;
        let assignee = match (mine, non_empty(&self.assignee)) {
            (true, _) => Some(Assignee::Admin(me)),
            (false, None) => None,
            (false, Some("none")) => Some(Assignee::Nobody),
            (false, Some(v)) => Some(Assignee::Admin(
                bounded("assignee", "Assignee", Some(v), 1, i32::MAX as u64)?
                    .map(|n| n as i32)
                    .unwrap_or_default(),
            )),
        };
        let due_by = match non_empty(&self.due) {
            None => None,
            Some("today") => Some(india_today(now)),
            Some(_) => return Err(DomainError::invalid("due", "The only due view is today.")),
        };
        let from = non_empty(&self.from)
            .map(|v| parse_date("from", v))
            .transpose()?;
        let to = non_empty(&self.to)
            .map(|v| parse_date("to", v))
            .transpose()?;
        if let (Some(f), Some(t)) = (from, to) {
            if f > t {
                return Err(DomainError::invalid(
                    "to",
                    "The last day comes before the first.",
                ));
            }
        }
        let sort = non_empty(&self.sort)
            .map(LeadSort::parse)
            .transpose()?
            .unwrap_or_default();
        Ok(LeadQuery {
            filter: LeadFilter {
                search,
                status,
                spam,
                topic_id,
                assignee,
                from,
                to,
                due_by,
            },
            sort,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn indian_numbers_written_five_ways_have_one_key() {
        for typed in [
            "09876543210",
            "+91 98765 43210",
            "91-9876543210",
            "9876543210",
            "+91-98765-43210",
            "(+91) 98765.43210",
            "0091 98765 43210",
        ] {
            assert_eq!(
                phone_key(typed).as_deref(),
                Some("+919876543210"),
                "{typed}"
            );
        }
    }

    #[test]
    fn foreign_numbers_keep_their_country_and_junk_has_no_key() {
        assert_eq!(
            phone_key("+44 20 7946 0958").as_deref(),
            Some("+442079460958")
        );
        assert_eq!(phone_key("call me"), None);
        assert_eq!(phone_key("12345"), None);
        assert_eq!(phone_key("98765+43210"), None);
        assert_eq!(phone_key(""), None);
    }

    #[test]
    fn statuses_are_spelled_exactly() {
        assert!(LeadKind::Enquiry.parse_status("status", "Won").is_ok());
        assert!(LeadKind::Enquiry.parse_status("status", "won").is_err());
        assert!(LeadKind::Application
            .parse_status("status", "Spam")
            .is_err());
        assert!(LeadKind::Application
            .parse_status("status", "Hired")
            .is_ok());
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
}
