//! Tax invoices and the documents around them (CGST Rules 46, 50, 51 and
//! 53): their kinds, where an invoice stands, how a payment came, and the
//! numbers they are issued under: a series, the Indian financial year and
//! a sequence, at most 16 characters as Rule 46 allows.
use chrono::{DateTime, Duration, NaiveDate, Utc};
use sea_orm::{sea_query::StringLen, DeriveActiveEnum, EnumIter};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::lead::spelled;

spelled! {
    /// What a document is: a tax invoice (Rule 46), a credit or debit note
    /// naming one (Rule 53), a receipt voucher for an advance (Rule 50) or
    /// a refund voucher paying one back (Rule 51). Each has its own series.
    DocumentKind {
        Invoice = "invoice",
        CreditNote = "creditNote",
        DebitNote = "debitNote",
        Receipt = "receipt",
        Refund = "refund",
    }
}

spelled! {
    /// Where an invoice stands: a draft (no number yet), issued, partly
    /// paid, paid (payments and TDS settle it) or cancelled (a credit note
    /// for all of it). Being overdue is a flag beside it.
    InvoiceStatus {
        Draft = "draft",
        Issued = "issued",
        PartlyPaid = "partlyPaid",
        Paid = "paid",
        Cancelled = "cancelled",
    }
}

spelled! {
    /// How a payment came.
    PaymentMethod {
        Upi = "upi",
        Bank = "bank",
        Cheque = "cheque",
        Cash = "cash",
        Razorpay = "razorpay",
    }
}

/// The longest document number Rule 46 allows.
pub const MAX_NUMBER: usize = 16;

impl DocumentKind {
    /// The series of the kinds whose series is not a setting (an invoice's
    /// is `INVOICE_SERIES`).
    pub fn series(self) -> &'static str {
        match self {
            Self::Invoice => "INV/",
            Self::CreditNote => "CN/",
            Self::DebitNote => "DN/",
            Self::Receipt => "RV/",
            Self::Refund => "RF/",
        }
    }

    /// Its name as a document's heading prints it.
    pub fn title(self) -> &'static str {
        match self {
            Self::Invoice => "Tax Invoice",
            Self::CreditNote => "Credit Note",
            Self::DebitNote => "Debit Note",
            Self::Receipt => "Receipt Voucher",
            Self::Refund => "Refund Voucher",
        }
    }
}

/// A series as a setting names it: 1 to 4 letters, digits, `/` or `-`, so
/// `series + "2026-27/" + four digits` is at most 16 characters.
pub fn parse_series(raw: &str) -> Result<String, super::Rejected> {
    let s = raw.trim();
    if (1..=4).contains(&s.len())
        && s.bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'/' || b == b'-')
    {
        Ok(s.to_owned())
    } else {
        Err(super::Rejected::new(
            "An invoice series is 1 to 4 letters, digits, / or -, such as INV/.",
        ))
    }
}

/// A document's number: `INV/2026-27/0001`; `None` past what 16 characters
/// hold.
pub fn number(series: &str, financial_year: &str, sequence: i32) -> Option<String> {
    let number = format!("{series}{financial_year}/{sequence:04}");
    (number.len() <= MAX_NUMBER).then_some(number)
}

/// How far past its due day an unpaid invoice is, as receivables age it:
/// not yet due (the due day itself included, when it is not overdue yet),
/// then up to 30, 31 to 60, 61 to 90 and over 90 days late.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Age {
    NotDue,
    UpTo30,
    UpTo60,
    UpTo90,
    Over90,
}

impl Age {
    /// The age on `today` of an invoice due on `due`.
    pub fn of(due: NaiveDate, today: NaiveDate) -> Self {
        match (today - due).num_days() {
            ..=0 => Self::NotDue,
            1..=30 => Self::UpTo30,
            31..=60 => Self::UpTo60,
            61..=90 => Self::UpTo90,
            _ => Self::Over90,
        }
    }
}

/// A reminder of an unpaid invoice to its client: three days before its
/// due day, on it, and seven days after, each sent at most once.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReminderKind {
    Before,
    On,
    After,
}

/// The hour of the India day from which reminders go out.
pub const REMINDER_HOUR: i64 = 10;

impl ReminderKind {
    /// Its key in `invoice_reminders`.
    pub fn key(self) -> &'static str {
        match self {
            Self::Before => "before",
            Self::On => "on",
            Self::After => "after",
        }
    }

    /// The latest kind due on `day` for an invoice due on `due`; `None`
    /// before the first. A day missed (the site down) is made up by the
    /// latest kind alone: the one before is not sent late.
    pub fn due_on(due: NaiveDate, day: NaiveDate) -> Option<Self> {
        if day >= due + Duration::days(7) {
            Some(Self::After)
        } else if day >= due {
            Some(Self::On)
        } else if day >= due - Duration::days(3) {
            Some(Self::Before)
        } else {
            None
        }
    }

    /// The last India day whose reminders are due at `now`: today from
    /// 10:00, yesterday before it.
    pub fn day_at(now: DateTime<Utc>) -> NaiveDate {
        super::india_today(now - Duration::hours(REMINDER_HOUR))
    }
}

/// The most a UPI payment to a person's ID may be: ₹1,00,000, in paise.
/// Above it an invoice offers the bank transfer instead.
pub const UPI_LIMIT: i64 = 10_000_000;

/// A UPI payment link as NPCI's linking specification writes it: the
/// payee's address (`pa`) and name (`pn`), the merchant code (`mc`) where
/// there is one, the invoice's number as the transaction reference (`tr`)
/// and its note (`tn`), the amount in rupees with two decimals (`am`) and
/// the currency (`cu`). Values are percent-encoded.
pub fn upi_link(
    payee: &str,
    name: &str,
    merchant_code: &str,
    amount_paise: i64,
    reference: &str,
) -> String {
    let mut link = format!("upi://pay?pa={}&pn={}", encode(payee), encode(name));
    if !merchant_code.trim().is_empty() {
        link.push_str(&format!("&mc={}", encode(merchant_code.trim())));
    }
    link.push_str(&format!(
        "&tr={}&tn={}&am={}.{:02}&cu=INR",
        encode(reference),
        encode(&format!("Invoice {reference}")),
        amount_paise / 100,
        amount_paise % 100
    ));
    link
}

/// Percent-encodes a query value: everything but RFC 3986's unreserved
/// characters and the `@`, `/` and `:` a query may hold as they are (UPI
/// apps read `pa=name@bank` as written).
fn encode(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    for b in value.bytes() {
        if b.is_ascii_alphanumeric() || b"-._~@/:".contains(&b) {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn upi_links_carry_the_payee_amount_and_invoice_number() {
        assert_eq!(
            upi_link(
                "vanijya@okhdfcbank",
                "Vanijya Digital",
                "",
                1_180_050,
                "INV/2026-27/0001"
            ),
            "upi://pay?pa=vanijya@okhdfcbank&pn=Vanijya%20Digital&tr=INV/2026-27/0001\
             &tn=Invoice%20INV/2026-27/0001&am=11800.50&cu=INR"
        );
        assert!(
            upi_link("shop@icici", "Shop", "7311", 100, "INV/2026-27/0002")
                .contains("&mc=7311&tr=")
        );
    }

    #[test]
    fn receivables_age_from_the_due_day() {
        let d = |m, day| NaiveDate::from_ymd_opt(2026, m, day).unwrap();
        let due = d(9, 1);
        assert_eq!(Age::of(due, d(8, 20)), Age::NotDue);
        assert_eq!(Age::of(due, d(9, 1)), Age::NotDue, "due today is not late");
        assert_eq!(Age::of(due, d(9, 2)), Age::UpTo30);
        assert_eq!(Age::of(due, d(10, 1)), Age::UpTo30, "30 days late");
        assert_eq!(Age::of(due, d(10, 2)), Age::UpTo60);
        assert_eq!(Age::of(due, d(10, 31)), Age::UpTo60, "60 days late");
        assert_eq!(Age::of(due, d(11, 1)), Age::UpTo90);
        assert_eq!(Age::of(due, d(11, 30)), Age::UpTo90, "90 days late");
        assert_eq!(Age::of(due, d(12, 1)), Age::Over90);
    }

    #[test]
    fn reminders_fall_three_days_before_on_and_seven_days_after_the_due_day() {
        let d = |m, day| NaiveDate::from_ymd_opt(2026, m, day).unwrap();
        let due = d(12, 22);
        assert_eq!(ReminderKind::due_on(due, d(12, 18)), None);
        assert_eq!(
            ReminderKind::due_on(due, d(12, 19)),
            Some(ReminderKind::Before)
        );
        assert_eq!(ReminderKind::due_on(due, d(12, 22)), Some(ReminderKind::On));
        assert_eq!(ReminderKind::due_on(due, d(12, 28)), Some(ReminderKind::On));
        assert_eq!(
            ReminderKind::due_on(due, d(12, 29)),
            Some(ReminderKind::After)
        );
        let india = |h, m| {
            crate::domain::india_day_start(d(12, 22)) + Duration::hours(h) + Duration::minutes(m)
        };
        assert_eq!(ReminderKind::day_at(india(9, 59)), d(12, 21));
        assert_eq!(ReminderKind::day_at(india(10, 0)), d(12, 22));
    }

    #[test]
    fn numbers_fit_sixteen_characters_with_room_for_9999_a_year() {
        assert_eq!(number("INV/", "2026-27", 1).unwrap(), "INV/2026-27/0001");
        assert_eq!(number("INV/", "2026-27", 9999).unwrap().len(), 16);
        assert_eq!(number("INV/", "2026-27", 10_000), None);
        assert_eq!(number("CN/", "2026-27", 12).unwrap(), "CN/2026-27/0012");
        assert!(parse_series("INV/").is_ok());
        assert!(parse_series("INVO/").is_err());
        assert!(parse_series("IN V").is_err());
    }
}
