//! Money in whole paise: exact, never negative, never a binary float in
//! storage. Shown with the rupee sign in Indian digit grouping.
use super::Rejected;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Money(i64);

/// The largest accepted amount: ₹1,00,00,00,000 (one hundred crore).
const MAX_PAISE: i64 = 100_000_000_000;

impl Money {
    pub fn from_paise(paise: i64) -> Self {
        Self(paise)
    }

    pub fn paise(self) -> i64 {
        self.0
    }

    /// Parses a JSON number or string of rupees with at most two decimals.
    pub fn parse(label: &str, value: &serde_json::Value) -> Result<Self, Rejected> {
        let text = match value {
            serde_json::Value::Number(n) => n.to_string(),
            serde_json::Value::String(s) => s.trim().replace(',', ""),
            _ => return Err(Self::invalid(label)),
        };
        Self::parse_str(&text).ok_or_else(|| Self::invalid(label))
    }

    fn invalid(label: &str) -> Rejected {
        Rejected(format!(
            "{label} must be an amount in rupees, 0 or more, with at most two decimals."
        ))
    }

    fn parse_str(s: &str) -> Option<Self> {
        // Numbers such as 1e3 come through serde_json as "1000.0"; plain
        // decimals only.
        let (whole, frac) = s.split_once('.').unwrap_or((s, ""));
        if whole.is_empty() || whole.len() > 12 || !whole.chars().all(|c| c.is_ascii_digit()) {
            return None;
        }
        if !frac.chars().all(|c| c.is_ascii_digit()) {
            return None;
        }
        let frac = frac.trim_end_matches('0');
        if frac.len() > 2 {
            return None;
        }
        let rupees: i64 = whole.parse().ok()?;
        let paise: i64 = format!("{frac:0<2}").parse().ok()?;
        let total = rupees.checked_mul(100)?.checked_add(paise)?;
        (total <= MAX_PAISE).then_some(Self(total))
    }

    /// Rupees as a decimal string with two places: "1299.50" (schema.org prices).
    pub fn to_decimal(self) -> String {
        format!("{}.{:02}", self.0 / 100, self.0 % 100)
    }

    /// The amount as a JSON number of rupees (exact for two decimals).
    pub fn to_json(self) -> serde_json::Value {
        if self.0 % 100 == 0 {
            serde_json::Value::from(self.0 / 100)
        } else {
            serde_json::from_str(&self.to_decimal()).expect("a decimal is a JSON number")
        }
    }

    /// "₹1,23,456" when whole, "₹1,23,456.50" otherwise.
    pub fn format_inr(self) -> String {
        let paise = self.0 % 100;
        if paise == 0 {
            format!("₹{}", indian_grouping(self.0 / 100))
        } else {
            self.format_inr_exact()
        }
    }

    /// Always with paise, as documents print amounts: "₹1,23,456.00".
    pub fn format_inr_exact(self) -> String {
        let sign = if self.0 < 0 { "-" } else { "" };
        let abs = self.0.abs();
        format!("{sign}₹{}.{:02}", indian_grouping(abs / 100), abs % 100)
    }

    /// round((original − price) / original × 100), only when original > price.
    /// Half rounds up, computed on integers.
    pub fn discount_percent(price: Money, original: Option<Money>) -> Option<i64> {
        let original = original?;
        if original.0 <= price.0 || original.0 == 0 {
            return None;
        }
        let diff = (original.0 - price.0) as i128 * 100;
        let o = original.0 as i128;
        Some(((diff * 2 + o) / (o * 2)) as i64)
    }
}

/// Digits grouped the Indian way: 12,34,567.
pub fn indian_grouping(n: i64) -> String {
    let digits = n.to_string();
    if digits.len() <= 3 {
        return digits;
    }
    let (head, last3) = digits.split_at(digits.len() - 3);
    let mut parts: Vec<&str> = Vec::new();
    let mut rest = head;
    while rest.len() > 2 {
        let (a, b) = rest.split_at(rest.len() - 2);
        parts.push(b);
        rest = a;
    }
    if !rest.is_empty() {
        parts.push(rest);
    }
    parts.reverse();
    format!("{},{}", parts.join(","), last3)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn rs(s: &str) -> Money {
        Money::parse_str(s).unwrap()
    }

    #[test]
    fn formats_in_indian_style() {
        assert_eq!(rs("0").format_inr(), "₹0");
        assert_eq!(rs("999").format_inr(), "₹999");
        assert_eq!(rs("1000").format_inr(), "₹1,000");
        assert_eq!(rs("100000").format_inr(), "₹1,00,000");
        assert_eq!(rs("123456").format_inr(), "₹1,23,456");
        assert_eq!(rs("123456.5").format_inr(), "₹1,23,456.50");
        assert_eq!(rs("12345678.5").format_inr(), "₹1,23,45,678.50");
        assert_eq!(rs("0.05").format_inr(), "₹0.05");
    }

    #[test]
    fn parses_numbers_and_strings_exactly() {
        assert_eq!(Money::parse("P", &json!(1299.5)).unwrap().paise(), 129_950);
        assert_eq!(
            Money::parse("P", &json!("1,299.50")).unwrap().paise(),
            129_950
        );
        assert_eq!(Money::parse("P", &json!(0.1)).unwrap().paise(), 10);
        assert_eq!(Money::parse("P", &json!(10)).unwrap().paise(), 1000);
        for bad in [
            json!(-1),
            json!("1.234"),
            json!("abc"),
            json!(null),
            json!(true),
            json!(1e20),
        ] {
            assert!(Money::parse("P", &bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn decimal_strings_have_two_places() {
        assert_eq!(Money::from_paise(129_950).to_decimal(), "1299.50");
        assert_eq!(Money::from_paise(12_345_600).to_decimal(), "123456.00");
        assert_eq!(Money::from_paise(5).to_decimal(), "0.05");
    }

    #[test]
    fn json_numbers_round_trip() {
        assert_eq!(rs("1299.5").to_json(), json!(1299.5));
        assert_eq!(rs("1299").to_json(), json!(1299));
    }

    #[test]
    fn discounts_round_half_up_and_only_when_cheaper() {
        assert_eq!(
            Money::discount_percent(rs("750"), Some(rs("1000"))),
            Some(25)
        );
        // 1 - 199/200 = 0.5% -> rounds to 1
        assert_eq!(Money::discount_percent(rs("199"), Some(rs("200"))), Some(1));
        // 12.5% -> 13
        assert_eq!(
            Money::discount_percent(rs("875"), Some(rs("1000"))),
            Some(13)
        );
        assert_eq!(Money::discount_percent(rs("1000"), Some(rs("1000"))), None);
        assert_eq!(Money::discount_percent(rs("1200"), Some(rs("1000"))), None);
        assert_eq!(Money::discount_percent(rs("10"), None), None);
        assert_eq!(Money::discount_percent(rs("0"), Some(rs("0"))), None);
    }
}
