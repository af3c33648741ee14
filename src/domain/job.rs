//! What a job page says about a position beyond its name: the description,
//! the employment type, where the work is, an optional salary range and
//! the days it was posted and closes. Types and places are closed lists
//! spelled as schema.org's `JobPosting` spells them, so the page's JSON-LD
//! takes them as they are stored.
use chrono::NaiveDate;
use sea_orm::{sea_query::StringLen, DeriveActiveEnum, EnumIter};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::{
    language::Language,
    lead::{spelled, Spelled},
    parse_date, FieldErrors,
};

spelled! {
    /// schema.org's employment types.
    EmploymentType {
        FullTime = "FULL_TIME",
        PartTime = "PART_TIME",
        Contractor = "CONTRACTOR",
        Temporary = "TEMPORARY",
        Intern = "INTERN",
        PerDiem = "PER_DIEM",
    }
}

spelled! {
    /// Where the work is done.
    WorkLocation { Office = "office", Remote = "remote", Hybrid = "hybrid" }
}

spelled! {
    /// What a salary figure is paid for.
    SalaryPeriod { Month = "MONTH", Year = "YEAR" }
}

spelled! {
    /// Whether a job page is complete enough to be offered to search
    /// engines as a job posting. Google's job search refuses a
    /// `JobPosting` without a description and may hold it against the
    /// whole site, so a page without one is still shown (and the careers
    /// list still links it) but carries no `JobPosting` and stays out of
    /// the sitemap until an administrator writes its description.
    JobPageState { Complete = "complete", NoDescription = "noDescription" }
}

impl JobPageState {
    /// The state of a page with this description, as stored.
    pub fn of(description: &str) -> Self {
        if description.trim().is_empty() {
            Self::NoDescription
        } else {
            Self::Complete
        }
    }

    /// True when the page carries a `JobPosting` and is in the sitemap.
    pub fn is_complete(self) -> bool {
        self == Self::Complete
    }
}

/// A closed list whose values the pages show in words.
pub trait Worded: Spelled {
    fn words(self) -> &'static str;
    /// The same in Hindi, as a Hindi job page says it.
    fn hindi(self) -> &'static str;

    fn words_in(self, language: Language) -> &'static str {
        match language {
            Language::En => self.words(),
            Language::Hi => self.hindi(),
        }
    }
}

impl Worded for EmploymentType {
    fn words(self) -> &'static str {
        match self {
            Self::FullTime => "Full time",
            Self::PartTime => "Part time",
            Self::Contractor => "Contract",
            Self::Temporary => "Temporary",
            Self::Intern => "Internship",
            Self::PerDiem => "Per day",
        }
    }

    fn hindi(self) -> &'static str {
        match self {
            Self::FullTime => "फ़ुल टाइम",
            Self::PartTime => "पार्ट टाइम",
            Self::Contractor => "कॉन्ट्रैक्ट",
            Self::Temporary => "कुछ समय के लिए",
            Self::Intern => "इंटर्नशिप",
            Self::PerDiem => "रोज़ के हिसाब से",
        }
    }
}

impl Worded for WorkLocation {
    fn words(self) -> &'static str {
        match self {
            Self::Office => "At our Patna office",
            Self::Remote => "Remote (anywhere in India)",
            Self::Hybrid => "Hybrid: Patna office and home",
        }
    }

    fn hindi(self) -> &'static str {
        match self {
            Self::Office => "हमारे पटना ऑफ़िस में",
            Self::Remote => "रिमोट (भारत में कहीं से भी)",
            Self::Hybrid => "हाइब्रिड: पटना ऑफ़िस और घर से",
        }
    }
}

impl Worded for SalaryPeriod {
    fn words(self) -> &'static str {
        match self {
            Self::Month => "per month",
            Self::Year => "per year",
        }
    }

    fn hindi(self) -> &'static str {
        match self {
            Self::Month => "प्रति माह",
            Self::Year => "प्रति वर्ष",
        }
    }
}

/// A salary range in whole rupees.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Salary {
    pub min: i64,
    pub max: i64,
    pub period: SalaryPeriod,
}

/// A job's details as an administrator set them, every value valid.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JobDetails {
    pub description: String,
    pub employment_type: EmploymentType,
    pub location: WorkLocation,
    pub salary: Option<Salary>,
    pub posted_on: Option<NaiveDate>,
    pub closes_on: Option<NaiveDate>,
}

/// A job's details as sent, every field text (or absent): the body of the
/// call that sets them, which the refusals name field by field.
#[derive(Clone, Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = JobBody)]
pub struct JobDraft {
    pub description: Option<String>,
    pub employment_type: Option<String>,
    pub location: Option<String>,
    pub salary_min: Option<i64>,
    pub salary_max: Option<i64>,
    pub salary_period: Option<String>,
    /// YYYY-MM-DD; empty or absent: the day the position was created.
    pub posted_on: Option<String>,
    /// YYYY-MM-DD; empty or absent: open until closed by hand.
    pub closes_on: Option<String>,
}

/// The value of `T` spelled `value` (trimmed); none given: `default`; one
/// not in the list: `default`, with `message` at `field`.
fn one_of<T: Spelled>(
    errors: &mut FieldErrors,
    field: &str,
    value: Option<&str>,
    default: T,
    message: &str,
) -> T {
    match value.map(str::trim).filter(|v| !v.is_empty()) {
        None => default,
        Some(v) => T::ALL
            .iter()
            .copied()
            .find(|c| c.as_str() == v)
            .unwrap_or_else(|| {
                errors.add(field, message);
                default
            }),
    }
}

fn date(errors: &mut FieldErrors, field: &'static str, value: Option<&str>) -> Option<NaiveDate> {
    let v = value.map(str::trim).filter(|v| !v.is_empty())?;
    errors.check(parse_date(field, v))
}

impl JobDetails {
    /// Checks every field and reports each one at fault.
    pub fn parse(d: JobDraft) -> Result<Self, FieldErrors> {
        let mut e = FieldErrors::default();
        let description = d.description.unwrap_or_default().trim().to_owned();
        if description.chars().count() > 20_000 {
            e.add(
                "description",
                "Keep the description under 20,000 characters.",
            );
        }
        let employment_type = one_of(
            &mut e,
            "employmentType",
            d.employment_type.as_deref(),
            EmploymentType::FullTime,
            "Choose full time, part time, contract, temporary, internship or per day.",
        );
        let location = one_of(
            &mut e,
            "location",
            d.location.as_deref(),
            WorkLocation::Office,
            "Choose the Patna office, remote or hybrid.",
        );
        let salary = match (d.salary_min, d.salary_max) {
            (None, None) => None,
            (Some(min), Some(max)) if min > 0 && max >= min && max <= 100_000_000 => {
                let period = one_of(
                    &mut e,
                    "salaryPeriod",
                    d.salary_period.as_deref(),
                    SalaryPeriod::Month,
                    "Choose per month or per year.",
                );
                Some(Salary { min, max, period })
            }
            (Some(_), Some(_)) => {
                e.add(
                    "salaryMax",
                    "The salary range must be whole rupees above 0, the highest at least the lowest.",
                );
                None
            }
            (None, Some(_)) => {
                e.add("salaryMin", "Give the lowest salary too, or neither.");
                None
            }
            (Some(_), None) => {
                e.add("salaryMax", "Give the highest salary too, or neither.");
                None
            }
        };
        let posted_on = date(&mut e, "postedOn", d.posted_on.as_deref());
        let closes_on = date(&mut e, "closesOn", d.closes_on.as_deref());
        if let (Some(p), Some(c)) = (posted_on, closes_on) {
            if c < p {
                e.add(
                    "closesOn",
                    "The closing day cannot be before the day it was posted.",
                );
            }
        }
        e.into_result(Self {
            description,
            employment_type,
            location,
            salary,
            posted_on,
            closes_on,
        })
    }
}

/// A job page's address part: lower-case letters and digits joined by
/// single hyphens, at most 80 characters ("SEO Analyst (Patna)" is
/// "seo-analyst-patna").
pub fn slugify(name: &str) -> String {
    let mut out = String::new();
    for c in name.to_lowercase().chars() {
        if c.is_ascii_alphanumeric() {
            out.push(c);
        } else if !out.is_empty() && !out.ends_with('-') {
            out.push('-');
        }
    }
    let out: String = out.trim_end_matches('-').chars().take(80).collect();
    if out.is_empty() {
        "job".to_owned()
    } else {
        out.trim_end_matches('-').to_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slugs_are_lower_case_words_joined_by_hyphens() {
        assert_eq!(slugify("SEO Analyst (Patna)"), "seo-analyst-patna");
        assert_eq!(
            slugify("  Amazon A+ Content -- Writer "),
            "amazon-a-content-writer"
        );
        assert_eq!(slugify("हिंदी"), "job");
    }

    #[test]
    fn a_page_without_a_description_is_not_complete() {
        assert_eq!(JobPageState::of(""), JobPageState::NoDescription);
        assert_eq!(JobPageState::of(" \n\n "), JobPageState::NoDescription);
        assert_eq!(
            JobPageState::of("You will run Amazon seller accounts."),
            JobPageState::Complete
        );
    }

    #[test]
    fn every_field_at_fault_is_reported() {
        let refused = JobDetails::parse(JobDraft {
            employment_type: Some("FOREVER".into()),
            location: Some("moon".into()),
            salary_min: Some(30_000),
            salary_max: Some(20_000),
            posted_on: Some("2026-12-01".into()),
            closes_on: Some("2026-11-01".into()),
            ..JobDraft::default()
        })
        .unwrap_err();
        for field in ["employmentType", "location", "salaryMax", "closesOn"] {
            assert!(refused.names(field), "{field}: {refused}");
        }
    }

    #[test]
    fn defaults_are_a_full_time_office_job_without_salary() {
        let d = JobDetails::parse(JobDraft::default()).unwrap();
        assert_eq!(
            (d.employment_type, d.location),
            (EmploymentType::FullTime, WorkLocation::Office)
        );
        assert_eq!(d.salary, None);
        let paid = JobDetails::parse(JobDraft {
            salary_min: Some(18_000),
            salary_max: Some(25_000),
            salary_period: Some("MONTH".into()),
            ..JobDraft::default()
        })
        .unwrap();
        assert_eq!(
            paid.salary,
            Some(Salary {
                min: 18_000,
                max: 25_000,
                period: SalaryPeriod::Month
            })
        );
    }
}
