//! The lead desk's vocabulary: the two kinds of lead, their pipeline
//! statuses, follow-up dates, list queries (filters, sort, page) and the
//! phone key used to spot the same client typing a number differently.
//!
//! A kind and each kind's statuses are enums, stored, written as JSON and
//! offered in the OpenAPI document with the spellings given here once
//! (`spelled!`); the database columns keep those exact strings.
use chrono::NaiveDate;
use sea_orm::{sea_query::StringLen, DeriveActiveEnum, EnumIter};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::{DayRange, FieldErrors};

/// A closed list of values, each stored and written exactly as spelled.
pub trait Spelled: Copy + Eq + std::fmt::Debug + Send + Sync + 'static {
    /// Every value, in order.
    const ALL: &'static [Self];
    fn as_str(self) -> &'static str;
}

/// Declares an enum whose variants are stored in a text column and written
/// as JSON strings, each spelled once here.
macro_rules! spelled {
    ($(#[$meta:meta])* $name:ident { $($(#[$vmeta:meta])* $variant:ident = $value:tt),+ $(,)? }) => {
        $(#[$meta])*
        #[derive(
            Clone, Copy, Debug, PartialEq, Eq, Hash, EnumIter, DeriveActiveEnum, Serialize,
            Deserialize, ToSchema,
        )]
        #[sea_orm(rs_type = "String", db_type = "String(StringLen::None)")]
        pub enum $name {
            $(
                $(#[$vmeta])*
                #[sea_orm(string_value = $value)]
                #[serde(rename = $value)]
                $variant,
            )+
        }

        impl $crate::domain::lead::Spelled for $name {
            const ALL: &'static [Self] = &[$(Self::$variant),+];

            fn as_str(self) -> &'static str {
                match self {
                    $(Self::$variant => $value,)+
                }
            }
        }
    };
}
pub(crate) use spelled;

spelled! {
    /// Enquiries and applications share the desk but not their statuses.
    /// Stored in the notes and history tables.
    LeadKind { Enquiry = "enquiry", Application = "application" }
}

spelled! {
    /// What a message in the outbox is about: a lead of one kind, the
    /// backups (a failed backup is mailed to the notification list), or a
    /// digest (the morning one, or the weekly letter of what each channel
    /// earned).
    MailAbout {
        Enquiry = "enquiry",
        Application = "application",
        Backup = "backup",
        Digest = "digest",
    }
}

spelled! {
    /// What a line of a lead's history records.
    LeadAction {
        /// The status changed (from and to are the statuses).
        Status = "status",
        /// Assigned to someone else or to nobody (from and to are names).
        Assignee = "assignee",
        /// The follow-up date was set or cleared.
        FollowUp = "followUp",
        /// Released from spam (from is the reason it was held).
        Spam = "spam",
        /// An administrator called from the lead's page.
        Called = "called",
        /// An administrator opened a WhatsApp chat from the lead's page.
        Whatsapped = "whatsapped",
        /// A quote was sent, opened, accepted, declined or asked to be
        /// renewed (to is the quote's number and what happened).
        QuoteSent = "quoteSent",
        QuoteOpened = "quoteOpened",
        QuoteAccepted = "quoteAccepted",
        QuoteDeclined = "quoteDeclined",
        QuoteRenewalAsked = "quoteRenewalAsked",
        /// An administrator withdrew a quote's link (to is its number).
        QuoteRevoked = "quoteRevoked",
        /// Why an application was rejected (to is the reason).
        RejectionReason = "rejectionReason",
    }
}

spelled! {
    /// Why a message in the outbox is sent.
    MailPurpose {
        /// A new lead, to the notification list.
        Notification = "notification",
        /// The thank-you to the person who sent a form.
        Acknowledgement = "acknowledgement",
        /// A lead that waited too long for its first answer.
        Escalation = "escalation",
        /// A quote to its client, with its PDF.
        Quote = "quote",
        /// A client accepted, declined or asked for a fresh quote.
        QuoteNews = "quoteNews",
        /// A tax invoice to its client, with its PDF.
        Invoice = "invoice",
        /// A reminder of an unpaid invoice to its client.
        InvoiceReminder = "invoiceReminder",
        /// The morning digest.
        Digest = "digest",
        /// The weekly letter of what each channel earned.
        Weekly = "weekly",
        /// A scheduled backup failed.
        BackupFailure = "backup-failure",
    }
}

impl From<LeadKind> for MailAbout {
    fn from(kind: LeadKind) -> Self {
        match kind {
            LeadKind::Enquiry => Self::Enquiry,
            LeadKind::Application => Self::Application,
        }
    }
}

impl LeadKind {
    /// The list's name in addresses: `/admin/leads/enquiries/7`.
    pub fn list_name(self) -> &'static str {
        match self {
            Self::Enquiry => "enquiries",
            Self::Application => "applications",
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            Self::Enquiry => "Enquiry",
            Self::Application => "Application",
        }
    }
}

spelled! {
    /// Where an enquiry stands, in pipeline order.
    EnquiryStatus {
        New = "New",
        Contacted = "Contacted",
        Quoted = "Quoted",
        Won = "Won",
        Lost = "Lost",
        Spam = "Spam",
    }
}

spelled! {
    /// Where an application stands, in pipeline order.
    ApplicationStatus {
        New = "New",
        Shortlisted = "Shortlisted",
        Interview = "Interview",
        Offered = "Offered",
        Hired = "Hired",
        Rejected = "Rejected",
    }
}

/// The statuses one kind of lead moves through.
pub trait PipelineStatus:
    Spelled + Into<LeadStatus> + sea_orm::TryGetable + Into<sea_orm::Value>
{
    const KIND: LeadKind;
    /// The status a lead arrives in.
    const NEW: Self;
    /// The status of a lead held as spam, where the kind has one
    /// (applications do not).
    const SPAM: Option<Self>;
    /// Statuses after which nobody follows the lead up any more.
    const CLOSED: &'static [Self];

    /// The status an administrator asked for, spelled exactly as listed.
    fn parse(field: &'static str, value: &str) -> Result<Self, FieldErrors> {
        Self::ALL
            .iter()
            .copied()
            .find(|s| s.as_str() == value)
            .ok_or_else(|| {
                let names: Vec<&str> = Self::ALL.iter().map(|s| s.as_str()).collect();
                FieldErrors::one(
                    field,
                    format!("Status must be one of: {}.", names.join(", ")),
                )
            })
    }

    /// The status a lead arrives in: New, or Spam for one held as spam
    /// where its kind has that status.
    fn arrival(held_as_spam: bool) -> Self {
        match Self::SPAM {
            Some(spam) if held_as_spam => spam,
            _ => Self::NEW,
        }
    }
}

impl PipelineStatus for EnquiryStatus {
    const KIND: LeadKind = LeadKind::Enquiry;
    const NEW: Self = Self::New;
    const SPAM: Option<Self> = Some(Self::Spam);
    const CLOSED: &'static [Self] = &[Self::Won, Self::Lost, Self::Spam];
}

impl PipelineStatus for ApplicationStatus {
    const KIND: LeadKind = LeadKind::Application;
    const NEW: Self = Self::New;
    const SPAM: Option<Self> = None;
    const CLOSED: &'static [Self] = &[Self::Hired, Self::Rejected];
}

/// A status of either kind of lead, as a row or count of a lead list
/// carries it; written as the status itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(untagged)]
pub enum LeadStatus {
    Enquiry(EnquiryStatus),
    Application(ApplicationStatus),
}

impl LeadStatus {
    /// A status of `kind` as stored; New when `stored` is not one of its.
    pub fn of(kind: LeadKind, stored: &str) -> Self {
        fn find<S: PipelineStatus>(stored: &str) -> S {
            S::ALL
                .iter()
                .copied()
                .find(|s| s.as_str() == stored)
                .unwrap_or(S::NEW)
        }
        match kind {
            LeadKind::Enquiry => Self::Enquiry(find(stored)),
            LeadKind::Application => Self::Application(find(stored)),
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Enquiry(s) => s.as_str(),
            Self::Application(s) => s.as_str(),
        }
    }
}

impl From<EnquiryStatus> for LeadStatus {
    fn from(s: EnquiryStatus) -> Self {
        Self::Enquiry(s)
    }
}

impl From<ApplicationStatus> for LeadStatus {
    fn from(s: ApplicationStatus) -> Self {
        Self::Application(s)
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

    pub fn parse(value: &str) -> Result<Self, FieldErrors> {
        Ok(match value {
            "newest" => Self::Newest,
            "oldest" => Self::Oldest,
            "name" => Self::NameAsc,
            "-name" => Self::NameDesc,
            "status" => Self::Status,
            "followUp" => Self::FollowUp,
            _ => {
                return Err(FieldErrors::one(
                    "sort",
                    format!("Sort must be one of: {}.", Self::NAMES.join(", ")),
                ))
            }
        })
    }
}

/// What an administrator filters a list of leads with statuses `S` by;
/// every part is optional and they combine with AND.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LeadFilter<S> {
    /// Words found in the names, e-mail, phone, message or service/position.
    pub search: Option<String>,
    /// One status; `None` lists every status except spam.
    pub status: Option<S>,
    /// Only leads held as spam (the Spam view).
    pub spam: bool,
    /// The service (enquiries) or position (applications) id.
    pub topic_id: Option<i32>,
    pub assignee: Option<Assignee>,
    /// The India days it was submitted on.
    pub submitted: DayRange,
    /// Open leads whose follow-up date is today or already past.
    pub due_by: Option<NaiveDate>,
    /// Only leads still waiting for their first answer.
    pub waiting: bool,
    /// Only the leads behind one figure of the analytics report.
    pub channel: super::analytics::ChannelFilter,
    /// Only these leads (the ones ticked in a list, for their export).
    pub ids: Option<Vec<i32>>,
}

impl<S> Default for LeadFilter<S> {
    fn default() -> Self {
        Self {
            search: None,
            status: None,
            spam: false,
            topic_id: None,
            assignee: None,
            submitted: DayRange::default(),
            due_by: None,
            waiting: false,
            channel: super::analytics::ChannelFilter::default(),
            ids: None,
        }
    }
}

/// Whose leads to list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Assignee {
    Admin(i32),
    Nobody,
}

/// A lead list request, parsed from the query string.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LeadQuery<S> {
    pub filter: LeadFilter<S>,
    pub sort: LeadSort,
}

/// The version of the privacy notice the public forms show (the date it
/// was last changed); each lead records the one it was sent under. Change
/// it whenever the privacy page's text changes what is kept or why.
pub const NOTICE_VERSION: &str = "2026-12-07";

/// The reasons an application may be rejected with, as stored and shown.
pub const REJECTION_REASONS: [&str; 6] = [
    "Experience does not match",
    "Skills do not match",
    "Position filled",
    "Location or timing",
    "Salary expectations",
    "Withdrew",
];

#[cfg(test)]
mod tests {
    use sea_orm::{ActiveEnum, Iterable};

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
        assert!(EnquiryStatus::parse("status", "Won").is_ok_and(|s| s == EnquiryStatus::Won));
        assert!(EnquiryStatus::parse("status", "won").is_err());
        assert!(ApplicationStatus::parse("status", "Spam").is_err());
        assert!(ApplicationStatus::parse("status", "Hired")
            .is_ok_and(|s| s == ApplicationStatus::Hired));
    }

    #[test]
    fn a_refused_status_lists_every_status_in_order() {
        let Err(refused) = EnquiryStatus::parse("status", "Maybe") else {
            panic!("a misspelled status was taken");
        };
        assert!(refused.names("status"));
        assert_eq!(
            refused.to_string(),
            "Status must be one of: New, Contacted, Quoted, Won, Lost, Spam."
        );
    }

    /// The stored, JSON and listed spellings are one: what the database
    /// holds today reads back as the same value and is written unchanged.
    fn round_trips<T>()
    where
        T: Spelled + ActiveEnum<Value = String> + Iterable + Serialize + for<'de> Deserialize<'de>,
    {
        for value in T::ALL {
            let stored = value.to_value();
            assert_eq!(stored, value.as_str());
            assert_eq!(T::try_from_value(&stored).unwrap(), *value);
            let json = serde_json::to_string(value).unwrap();
            assert_eq!(json, format!("\"{}\"", value.as_str()));
            assert_eq!(serde_json::from_str::<T>(&json).unwrap(), *value);
        }
        assert_eq!(T::iter().count(), T::ALL.len());
    }

    #[test]
    fn kinds_and_statuses_keep_their_stored_spellings() {
        round_trips::<LeadKind>();
        round_trips::<EnquiryStatus>();
        round_trips::<ApplicationStatus>();
        fn spellings<T: Spelled>() -> String {
            let all: Vec<&str> = T::ALL.iter().map(|v| v.as_str()).collect();
            all.join(",")
        }
        assert_eq!(
            spellings::<EnquiryStatus>(),
            "New,Contacted,Quoted,Won,Lost,Spam"
        );
        assert_eq!(
            spellings::<ApplicationStatus>(),
            "New,Shortlisted,Interview,Offered,Hired,Rejected"
        );
        assert_eq!(LeadKind::Enquiry.as_str(), "enquiry");
        assert_eq!(LeadKind::Application.list_name(), "applications");
        assert_eq!(
            serde_json::to_string(&LeadStatus::from(ApplicationStatus::Hired)).unwrap(),
            "\"Hired\""
        );
    }

    #[test]
    fn only_enquiries_arrive_as_spam() {
        assert_eq!(EnquiryStatus::arrival(true), EnquiryStatus::Spam);
        assert_eq!(EnquiryStatus::arrival(false), EnquiryStatus::New);
        assert_eq!(ApplicationStatus::arrival(true), ApplicationStatus::New);
    }
}
