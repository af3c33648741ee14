//! The lead desk's vocabulary: the two kinds of lead, their pipeline
//! statuses, follow-up dates, list queries (filters, sort, page) and the
//! phone key used to spot the same client typing a number differently.
use chrono::NaiveDate;

use super::{DayRange, DomainError};

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
    /// The India days it was submitted on.
    pub submitted: DayRange,
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
}
