//! GST as an Indian agency's quotation needs it: the states and their GST
//! codes, the GSTIN's format and check character, tax by place of supply
//! (CGST and SGST at half the rate each inside the agency's state, IGST
//! outside it), every amount in whole paise, the amount in words in the
//! Indian system, and the financial year (April to March) quotations are
//! numbered in.
use chrono::{Datelike, NaiveDate};

use super::Rejected;

/// The states and union territories with their GST state codes.
pub const STATES: &[(u8, &str)] = &[
    (1, "Jammu and Kashmir"),
    (2, "Himachal Pradesh"),
    (3, "Punjab"),
    (4, "Chandigarh"),
    (5, "Uttarakhand"),
    (6, "Haryana"),
    (7, "Delhi"),
    (8, "Rajasthan"),
    (9, "Uttar Pradesh"),
    (10, "Bihar"),
    (11, "Sikkim"),
    (12, "Arunachal Pradesh"),
    (13, "Nagaland"),
    (14, "Manipur"),
    (15, "Mizoram"),
    (16, "Tripura"),
    (17, "Meghalaya"),
    (18, "Assam"),
    (19, "West Bengal"),
    (20, "Jharkhand"),
    (21, "Odisha"),
    (22, "Chhattisgarh"),
    (23, "Madhya Pradesh"),
    (24, "Gujarat"),
    (26, "Dadra and Nagar Haveli and Daman and Diu"),
    (27, "Maharashtra"),
    (29, "Karnataka"),
    (30, "Goa"),
    (31, "Lakshadweep"),
    (32, "Kerala"),
    (33, "Tamil Nadu"),
    (34, "Puducherry"),
    (35, "Andaman and Nicobar Islands"),
    (36, "Telangana"),
    (37, "Andhra Pradesh"),
    (38, "Ladakh"),
];

/// A state's GST code by its name (any case).
pub fn state_code(name: &str) -> Option<u8> {
    let name = name.trim();
    STATES
        .iter()
        .find(|(_, n)| n.eq_ignore_ascii_case(name))
        .map(|(c, _)| *c)
}

/// A state by its name, as listed.
pub fn parse_state(name: &str) -> Result<(u8, &'static str), Rejected> {
    let name = name.trim();
    STATES
        .iter()
        .find(|(_, n)| n.eq_ignore_ascii_case(name))
        .copied()
        .ok_or_else(|| Rejected::new("Choose the state or union territory from the list."))
}

fn value_of(c: u8) -> Option<u32> {
    match c {
        b'0'..=b'9' => Some(u32::from(c - b'0')),
        b'A'..=b'Z' => Some(u32::from(c - b'A') + 10),
        _ => None,
    }
}

/// The check character of a GSTIN's first 14 characters.
pub fn check_character(first14: &str) -> Option<char> {
    let mut sum = 0;
    for (i, c) in first14.bytes().enumerate() {
        let product = value_of(c)? * if i % 2 == 0 { 1 } else { 2 };
        sum += product / 36 + product % 36;
    }
    let check = (36 - sum % 36) % 36;
    char::from_digit(check, 36).map(|c| c.to_ascii_uppercase())
}

/// A GSTIN: two digits of a state code, a PAN (five letters, four digits,
/// a letter), an entity number, Z, and the check character. Answers it in
/// capitals with its state's code.
pub fn parse_gstin(raw: &str) -> Result<(String, u8), Rejected> {
    let g = raw.trim().to_ascii_uppercase();
    let b = g.as_bytes();
    let shape = b.len() == 15
        && b[..2].iter().all(u8::is_ascii_digit)
        && b[2..7].iter().all(u8::is_ascii_uppercase)
        && b[7..11].iter().all(u8::is_ascii_digit)
        && b[11].is_ascii_uppercase()
        && (b[12].is_ascii_uppercase() || (b'1'..=b'9').contains(&b[12]))
        && b[13] == b'Z'
        && b[14].is_ascii_alphanumeric();
    if !shape {
        return Err(Rejected::new(
            "A GSTIN has 15 characters: the state code, the PAN, the entity number, Z and a check character, like 10AAPFU0939F1ZO.",
        ));
    }
    let code: u8 = g[..2].parse().unwrap_or(0);
    if !STATES.iter().any(|(c, _)| *c == code) {
        return Err(Rejected::new(format!(
            "{code:02} is not a state code: a GSTIN starts with its state's code."
        )));
    }
    if check_character(&g[..14]) != g.chars().nth(14) {
        return Err(Rejected::new(
            "This GSTIN's last character does not match the rest: check it for a typing mistake.",
        ));
    }
    Ok((g, code))
}

/// The tax on one amount: CGST and SGST inside the agency's state, IGST
/// outside it, in paise (each part rounded half up on its own).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tax {
    pub cgst: i64,
    pub sgst: i64,
    pub igst: i64,
}

impl Tax {
    pub fn total(self) -> i64 {
        self.cgst + self.sgst + self.igst
    }
}

/// `amount × numerator ÷ denominator`, rounded half up (amounts are never
/// negative here).
pub fn share(amount: i64, numerator: i64, denominator: i64) -> i64 {
    let exact = i128::from(amount) * i128::from(numerator);
    let d = i128::from(denominator);
    ((exact * 2 + d) / (2 * d)) as i64
}

/// The tax on `taxable` paise at `rate_bp` basis points (1800 = 18 %).
pub fn tax(taxable: i64, rate_bp: i64, same_state: bool) -> Tax {
    if same_state {
        let half = share(taxable, rate_bp, 20_000);
        Tax {
            cgst: half,
            sgst: half,
            igst: 0,
        }
    } else {
        Tax {
            cgst: 0,
            sgst: 0,
            igst: share(taxable, rate_bp, 10_000),
        }
    }
}

const ONES: [&str; 20] = [
    "",
    "One",
    "Two",
    "Three",
    "Four",
    "Five",
    "Six",
    "Seven",
    "Eight",
    "Nine",
    "Ten",
    "Eleven",
    "Twelve",
    "Thirteen",
    "Fourteen",
    "Fifteen",
    "Sixteen",
    "Seventeen",
    "Eighteen",
    "Nineteen",
];
const TENS: [&str; 10] = [
    "", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety",
];

/// 1 to 99 in words.
fn two_digits(n: u64) -> String {
    let n = n as usize;
    if n < 20 {
        ONES[n].to_owned()
    } else if n.is_multiple_of(10) {
        TENS[n / 10].to_owned()
    } else {
        format!("{} {}", TENS[n / 10], ONES[n % 10])
    }
}

/// 0 to 99 in Hindi: each has its own word (पच्चीस, उनचास), none is made
/// of two.
const HINDI: [&str; 100] = [
    "शून्य",
    "एक",
    "दो",
    "तीन",
    "चार",
    "पाँच",
    "छह",
    "सात",
    "आठ",
    "नौ",
    "दस",
    "ग्यारह",
    "बारह",
    "तेरह",
    "चौदह",
    "पंद्रह",
    "सोलह",
    "सत्रह",
    "अठारह",
    "उन्नीस",
    "बीस",
    "इक्कीस",
    "बाईस",
    "तेईस",
    "चौबीस",
    "पच्चीस",
    "छब्बीस",
    "सत्ताईस",
    "अट्ठाईस",
    "उनतीस",
    "तीस",
    "इकतीस",
    "बत्तीस",
    "तैंतीस",
    "चौंतीस",
    "पैंतीस",
    "छत्तीस",
    "सैंतीस",
    "अड़तीस",
    "उनतालीस",
    "चालीस",
    "इकतालीस",
    "बयालीस",
    "तैंतालीस",
    "चवालीस",
    "पैंतालीस",
    "छियालीस",
    "सैंतालीस",
    "अड़तालीस",
    "उनचास",
    "पचास",
    "इक्यावन",
    "बावन",
    "तिरपन",
    "चौवन",
    "पचपन",
    "छप्पन",
    "सत्तावन",
    "अट्ठावन",
    "उनसठ",
    "साठ",
    "इकसठ",
    "बासठ",
    "तिरसठ",
    "चौंसठ",
    "पैंसठ",
    "छियासठ",
    "सड़सठ",
    "अड़सठ",
    "उनहत्तर",
    "सत्तर",
    "इकहत्तर",
    "बहत्तर",
    "तिहत्तर",
    "चौहत्तर",
    "पचहत्तर",
    "छिहत्तर",
    "सतहत्तर",
    "अठहत्तर",
    "उन्यासी",
    "अस्सी",
    "इक्यासी",
    "बयासी",
    "तिरासी",
    "चौरासी",
    "पचासी",
    "छियासी",
    "सत्तासी",
    "अट्ठासी",
    "नवासी",
    "नब्बे",
    "इक्यानवे",
    "बानवे",
    "तिरानवे",
    "चौरानवे",
    "पचानवे",
    "छियानवे",
    "सत्तानवे",
    "अट्ठानवे",
    "निन्यानवे",
];

/// The words a language counts with in the Indian system.
struct Numerals {
    zero: &'static str,
    /// 1 to 99.
    below_hundred: fn(u64) -> String,
    /// Hundred, thousand, lakh, crore.
    units: [&'static str; 4],
}

const ENGLISH_NUMERALS: Numerals = Numerals {
    zero: "Zero",
    below_hundred: two_digits,
    units: ["Hundred", "Thousand", "Lakh", "Crore"],
};

const HINDI_NUMERALS: Numerals = Numerals {
    zero: "शून्य",
    below_hundred: |n| HINDI[n as usize].to_owned(),
    units: ["सौ", "हज़ार", "लाख", "करोड़"],
};

/// A whole number in `numerals`' words: crore, lakh, thousand, hundred,
/// then the rest.
fn counted(n: u64, numerals: &Numerals) -> String {
    if n == 0 {
        return numerals.zero.into();
    }
    let [hundred, thousand, lakh, crore] = numerals.units;
    let say = numerals.below_hundred;
    let mut parts = Vec::new();
    if n >= 10_000_000 {
        parts.push(format!("{} {crore}", counted(n / 10_000_000, numerals)));
    }
    let rest = n % 10_000_000;
    for (unit, size, below) in [
        (lakh, 100_000, 10_000_000),
        (thousand, 1_000, 100_000),
        (hundred, 100, 1_000),
    ] {
        let count = (rest % below) / size;
        if count > 0 {
            parts.push(format!("{} {unit}", say(count)));
        }
    }
    if !rest.is_multiple_of(100) {
        parts.push(say(rest % 100));
    }
    parts.join(" ")
}

/// A whole number in words in the Indian system (crore, lakh, thousand,
/// hundred); "Zero" for 0.
pub fn indian_words(n: u64) -> String {
    counted(n, &ENGLISH_NUMERALS)
}

/// An amount in words: "Rupees One Lakh Eighteen Thousand Only",
/// "Rupees Ten and Fifty Paise Only".
pub fn amount_in_words(paise: i64) -> String {
    let paise = paise.max(0) as u64;
    let (rupees, rest) = (paise / 100, paise % 100);
    match (rupees, rest) {
        (0, 0) => "Rupees Zero Only".into(),
        (0, p) => format!("{} Paise Only", two_digits(p)),
        (r, 0) => format!("Rupees {} Only", indian_words(r)),
        (r, p) => format!(
            "Rupees {} and {} Paise Only",
            indian_words(r),
            two_digits(p)
        ),
    }
}

/// An amount in words in `language`, as that edition's pages write it.
pub fn amount_in_words_in(paise: i64, language: super::language::Language) -> String {
    match language {
        super::language::Language::En => amount_in_words(paise),
        super::language::Language::Hi => amount_in_hindi_words(paise),
    }
}

/// An amount in Hindi words, as a Hindi quotation writes it: "बारह हज़ार
/// पाँच सौ रुपये मात्र", "एक रुपया पचास पैसे मात्र".
pub fn amount_in_hindi_words(paise: i64) -> String {
    let paise = paise.max(0) as u64;
    let (rupees, rest) = (paise / 100, paise % 100);
    let rupees_said = match rupees {
        1 => "एक रुपया".to_owned(),
        r => format!("{} रुपये", counted(r, &HINDI_NUMERALS)),
    };
    match (rupees, rest) {
        (0, p) if p > 0 => format!("{} पैसे मात्र", HINDI[p as usize]),
        (_, 0) => format!("{rupees_said} मात्र"),
        (_, p) => format!("{rupees_said} {} पैसे मात्र", HINDI[p as usize]),
    }
}

/// The financial year (April to March) of a day: "2026-27".
pub fn financial_year(day: NaiveDate) -> String {
    let start = if day.month() >= 4 {
        day.year()
    } else {
        day.year() - 1
    };
    format!("{start}-{:02}", (start + 1) % 100)
}

/// The place of supply as GST returns write it: "10-Bihar".
pub fn place_of_supply(state: &str) -> String {
    match STATES
        .iter()
        .find(|(_, n)| n.eq_ignore_ascii_case(state.trim()))
    {
        Some((code, name)) => format!("{code:02}-{name}"),
        None => state.trim().to_owned(),
    }
}

/// An amount received with its tax in it (an advance, Rule 50), split into
/// its taxable value and its tax at `rate_bp`; the parts add up to
/// `amount` exactly (the paisa a rounding leaves goes to the taxable value).
pub fn inclusive(amount: i64, rate_bp: i64, same_state: bool) -> (i64, Tax) {
    let taxable = share(amount, 10_000, 10_000 + rate_bp);
    let tax = tax(taxable, rate_bp, same_state);
    (amount - tax.total(), tax)
}

/// The first day of the financial year `day` is in (1 April).
pub fn financial_year_start(day: NaiveDate) -> NaiveDate {
    let year = if day.month() >= 4 {
        day.year()
    } else {
        day.year() - 1
    };
    NaiveDate::from_ymd_opt(year, 4, 1).expect("1 April exists")
}

/// The last day the records of a document dated `on` must be kept (CGST
/// Act, Section 36): 72 months from the due date of that financial year's
/// annual return, which Section 44 sets at 31 December after the year
/// ends. A document of 7 Dec 2026 (year 2026-27) is kept to 31 Dec 2033.
pub fn records_kept_until(on: NaiveDate) -> NaiveDate {
    let start = financial_year_start(on);
    NaiveDate::from_ymd_opt(start.year() + 7, 12, 31).expect("31 December exists")
}

/// A quarter of the Indian financial year: the year it starts in (April)
/// and its number, 1 (April to June) to 4 (January to March), spelled
/// "2026-Q3" as the GST files' `quarter` is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Quarter {
    pub year: i32,
    pub n: u32,
}

impl Quarter {
    /// The quarter `day` falls in.
    pub fn of(day: NaiveDate) -> Self {
        let year = financial_year_start(day).year();
        let n = match day.month() {
            4..=6 => 1,
            7..=9 => 2,
            10..=12 => 3,
            _ => 4,
        };
        Self { year, n }
    }

    /// The quarter of `year` numbered `n` (1 to 4).
    pub fn new(year: i32, n: u32) -> Option<Self> {
        (1..=4).contains(&n).then_some(Self { year, n })
    }

    /// Its first day.
    pub fn first_day(self) -> NaiveDate {
        let (year, month) = if self.n == 4 {
            (self.year + 1, 1)
        } else {
            (self.year, 1 + 3 * self.n)
        };
        NaiveDate::from_ymd_opt(year, month, 1).unwrap_or(NaiveDate::MIN)
    }

    /// Its last day.
    pub fn last_day(self) -> NaiveDate {
        self.next().first_day().pred_opt().unwrap_or(NaiveDate::MIN)
    }

    /// The quarter after it.
    pub fn next(self) -> Self {
        if self.n == 4 {
            Self {
                year: self.year + 1,
                n: 1,
            }
        } else {
            Self {
                year: self.year,
                n: self.n + 1,
            }
        }
    }

    /// "2026-Q3".
    pub fn name(self) -> String {
        format!("{}-Q{}", self.year, self.n)
    }
}

/// The last day a credit note may be issued for an invoice of `invoiced`
/// (CGST Act, Section 34): 30 November following the end of the
/// invoice's financial year.
pub fn credit_note_deadline(invoiced: NaiveDate) -> NaiveDate {
    let start = financial_year_start(invoiced);
    NaiveDate::from_ymd_opt(start.year() + 1, 11, 30).expect("30 November exists")
}

// Amounts in the tests are paise written as rupees_paise, in Indian
// grouping (1_18_000_00 is ₹1,18,000.00).
#[cfg(test)]
#[allow(clippy::inconsistent_digit_grouping)]
mod tests {
    use super::*;

    #[test]
    fn financial_year_quarters_run_from_april() {
        let d = |y, m, day| NaiveDate::from_ymd_opt(y, m, day).unwrap();
        assert_eq!(Quarter::of(d(2026, 4, 1)), Quarter { year: 2026, n: 1 });
        assert_eq!(Quarter::of(d(2026, 12, 7)).name(), "2026-Q3");
        assert_eq!(Quarter::of(d(2027, 3, 31)), Quarter { year: 2026, n: 4 });
        let q4 = Quarter::new(2026, 4).unwrap();
        assert_eq!(
            (q4.first_day(), q4.last_day()),
            (d(2027, 1, 1), d(2027, 3, 31))
        );
        let q1 = q4.next();
        assert_eq!(
            (q1.first_day(), q1.last_day()),
            (d(2027, 4, 1), d(2027, 6, 30))
        );
        assert_eq!(Quarter::new(2026, 5), None);
    }

    #[test]
    fn gstin_check_characters() {
        // A GSTIN made with the check character this module computes, and
        // one published as an example of the format.
        assert_eq!(check_character("27AAPFU0939F1Z"), Some('V'));
        assert_eq!(
            parse_gstin(" 27aapfu0939f1zv ").unwrap(),
            ("27AAPFU0939F1ZV".into(), 27)
        );
        let made = format!(
            "10AABCV1234D1Z{}",
            check_character("10AABCV1234D1Z").unwrap()
        );
        assert_eq!(parse_gstin(&made).unwrap().1, 10);
        assert!(
            parse_gstin("27AAPFU0939F1ZA").is_err(),
            "wrong check character"
        );
        assert!(parse_gstin("99AAPFU0939F1ZV").is_err(), "no such state");
        assert!(parse_gstin("27AAPFU0939F1Z").is_err(), "too short");
        assert!(parse_gstin("27AAPF00939F1ZV").is_err(), "PAN shape");
    }

    #[test]
    fn tax_by_place_of_supply_in_paise() {
        assert_eq!(
            tax(100_000_00, 1800, true),
            Tax {
                cgst: 9_000_00,
                sgst: 9_000_00,
                igst: 0
            }
        );
        assert_eq!(
            tax(100_000_00, 1800, false),
            Tax {
                cgst: 0,
                sgst: 0,
                igst: 18_000_00
            }
        );
        // ₹33.33 at 18 %: 9 % is 299.97 paise, rounded to 300 each.
        assert_eq!(
            tax(3333, 1800, true),
            Tax {
                cgst: 300,
                sgst: 300,
                igst: 0
            }
        );
        assert_eq!(tax(3333, 1800, false).igst, 600);
        assert_eq!(share(5, 1, 2), 3, "half up");
    }

    #[test]
    fn amounts_in_indian_words() {
        assert_eq!(amount_in_words(100), "Rupees One Only");
        assert_eq!(
            amount_in_words(118_000_00),
            "Rupees One Lakh Eighteen Thousand Only"
        );
        assert_eq!(amount_in_words(1050), "Rupees Ten and Fifty Paise Only");
        assert_eq!(amount_in_words(99), "Ninety Nine Paise Only");
        assert_eq!(
            amount_in_words(99_99_99_999_99),
            "Rupees Ninety Nine Crore Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine and Ninety Nine Paise Only"
        );
        assert_eq!(amount_in_words(1_00_00_000_00), "Rupees One Crore Only");
        assert_eq!(
            amount_in_words(20_05_000_00),
            "Rupees Twenty Lakh Five Thousand Only"
        );
        assert_eq!(indian_words(101), "One Hundred One");
    }

    #[test]
    fn amounts_in_hindi_words_in_the_indian_system() {
        assert_eq!(
            amount_in_hindi_words(12_500_00),
            "बारह हज़ार पाँच सौ रुपये मात्र"
        );
        assert_eq!(amount_in_hindi_words(100), "एक रुपया मात्र");
        assert_eq!(amount_in_hindi_words(150), "एक रुपया पचास पैसे मात्र");
        assert_eq!(amount_in_hindi_words(0), "शून्य रुपये मात्र");
        assert_eq!(amount_in_hindi_words(99), "निन्यानवे पैसे मात्र");
        assert_eq!(
            amount_in_hindi_words(1_18_000_00),
            "एक लाख अठारह हज़ार रुपये मात्र"
        );
        assert_eq!(
            amount_in_hindi_words(76_500_39),
            "छिहत्तर हज़ार पाँच सौ रुपये उनतालीस पैसे मात्र"
        );
        assert_eq!(
            amount_in_hindi_words(99_99_99_999_99),
            "निन्यानवे करोड़ निन्यानवे लाख निन्यानवे हज़ार नौ सौ निन्यानवे रुपये निन्यानवे पैसे मात्र"
        );
        assert_eq!(
            amount_in_hindi_words(1_25_00_00_000_00),
            "एक सौ पच्चीस करोड़ रुपये मात्र"
        );
        assert_eq!(
            amount_in_hindi_words(20_05_000_00),
            "बीस लाख पाँच हज़ार रुपये मात्र"
        );
    }

    #[test]
    fn financial_years_turn_in_april() {
        let d = |y, m, day| NaiveDate::from_ymd_opt(y, m, day).unwrap();
        assert_eq!(financial_year(d(2026, 3, 31)), "2025-26");
        assert_eq!(financial_year(d(2026, 4, 1)), "2026-27");
        assert_eq!(financial_year(d(2099, 12, 1)), "2099-00");
        assert_eq!(state_code("bihar"), Some(10));
    }

    #[test]
    fn records_are_kept_72_months_after_the_year_s_annual_return_is_due() {
        let d = |y, m, day| NaiveDate::from_ymd_opt(y, m, day).unwrap();
        assert_eq!(records_kept_until(d(2026, 12, 7)), d(2033, 12, 31));
        assert_eq!(records_kept_until(d(2027, 3, 31)), d(2033, 12, 31));
        assert_eq!(records_kept_until(d(2027, 4, 1)), d(2034, 12, 31));
    }

    #[test]
    fn advances_split_into_taxable_value_and_tax_that_add_up() {
        let (taxable, t) = inclusive(11_800_00, 1800, true);
        assert_eq!((taxable, t.cgst, t.sgst), (10_000_00, 900_00, 900_00));
        let (taxable, t) = inclusive(100_01, 1800, false);
        assert_eq!(taxable + t.igst, 100_01);
        assert_eq!(place_of_supply("bihar"), "10-Bihar");
        assert_eq!(place_of_supply("Delhi"), "07-Delhi");
    }

    #[test]
    fn credit_notes_close_on_30_november_after_the_year() {
        let d = |y, m, day| NaiveDate::from_ymd_opt(y, m, day).unwrap();
        assert_eq!(credit_note_deadline(d(2026, 12, 7)), d(2027, 11, 30));
        assert_eq!(credit_note_deadline(d(2027, 3, 31)), d(2027, 11, 30));
        assert_eq!(credit_note_deadline(d(2027, 4, 1)), d(2028, 11, 30));
    }
}
