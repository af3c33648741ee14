//! Text fields: trimmed, counted in characters, stored as typed.
use crate::error::AppError;

/// Character limits from DECISIONS §6.
pub struct Limits;

impl Limits {
    pub const NAME: usize = 100;
    pub const EMAIL: usize = 254;
    pub const PHONE: usize = 20;
    pub const ADDRESS: usize = 500;
    pub const MESSAGE: usize = 5000;
    pub const CATALOGUE_NAME: usize = 120;
    pub const TITLE: usize = 200;
    pub const DESCRIPTION: usize = 20_000;
    pub const URL: usize = 2048;
    pub const IMAGES: usize = 10;
    pub const PASSWORD_MIN: usize = 8;
    pub const PASSWORD_MAX: usize = 128;
}

/// A required text: present, non-empty after trimming, at most `max` characters.
pub fn required_text(
    field: &str,
    label: &str,
    value: Option<String>,
    max: usize,
) -> Result<String, AppError> {
    let value = value.unwrap_or_default().trim().to_owned();
    if value.is_empty() {
        return Err(AppError::validation(field, format!("{label} is required.")));
    }
    check_len(field, label, value, max)
}

/// An optional text: empty when absent, at most `max` characters.
pub fn optional_text(
    field: &str,
    label: &str,
    value: Option<String>,
    max: usize,
) -> Result<String, AppError> {
    check_len(
        field,
        label,
        value.unwrap_or_default().trim().to_owned(),
        max,
    )
}

fn check_len(field: &str, label: &str, value: String, max: usize) -> Result<String, AppError> {
    if value.chars().count() > max {
        return Err(AppError::validation(
            field,
            format!("{label} must be at most {max} characters."),
        ));
    }
    if value
        .chars()
        .any(|c| c.is_control() && c != '\n' && c != '\r' && c != '\t')
    {
        return Err(AppError::validation(
            field,
            format!("{label} contains characters that are not allowed."),
        ));
    }
    Ok(value)
}

/// A required e-mail address, checked for a plausible shape and at most 254
/// characters. Returned as typed (trimmed).
pub fn email(field: &str, label: &str, value: Option<String>) -> Result<String, AppError> {
    let value = required_text(field, label, value, Limits::EMAIL)?;
    if is_email(&value) {
        Ok(value)
    } else {
        Err(AppError::validation(
            field,
            format!("{label} must be a valid e-mail address, like name@example.com."),
        ))
    }
}

fn is_email(s: &str) -> bool {
    let Some((local, domain)) = s.rsplit_once('@') else {
        return false;
    };
    let local_ok = !local.is_empty()
        && local.len() <= 64
        && !local.starts_with('.')
        && !local.ends_with('.')
        && !local.contains("..")
        && local
            .chars()
            .all(|c| c.is_alphanumeric() || "!#$%&'*+-/=?^_`{|}~.".contains(c));
    let labels: Vec<&str> = domain.split('.').collect();
    let domain_ok = labels.len() >= 2
        && labels.iter().all(|l| {
            !l.is_empty()
                && l.len() <= 63
                && !l.starts_with('-')
                && !l.ends_with('-')
                && l.chars().all(|c| c.is_alphanumeric() || c == '-')
        })
        && labels.last().is_some_and(|tld| tld.chars().count() >= 2);
    local_ok && domain_ok
}

/// An optional http(s) URL of at most 2048 characters; empty when absent.
pub fn http_url(field: &str, label: &str, value: Option<String>) -> Result<String, AppError> {
    let value = optional_text(field, label, value, Limits::URL)?;
    if value.is_empty() || is_http_url(&value) {
        Ok(value)
    } else {
        Err(AppError::validation(
            field,
            format!("{label} must be a web address starting with http:// or https://."),
        ))
    }
}

pub fn is_http_url(s: &str) -> bool {
    let rest = s
        .strip_prefix("https://")
        .or_else(|| s.strip_prefix("http://"));
    match rest {
        Some(rest) => {
            let host = rest.split(['/', '?', '#']).next().unwrap_or("");
            !host.is_empty() && !s.chars().any(char::is_whitespace)
        }
        None => false,
    }
}

/// A whole number in `0..=max`, given as a JSON number or a string of digits.
pub fn whole_number(
    field: &str,
    label: &str,
    value: Option<&serde_json::Value>,
    max: i64,
) -> Result<i32, AppError> {
    let err = || {
        AppError::validation(
            field,
            format!("{label} must be a whole number from 0 to {max}."),
        )
    };
    let n = match value {
        Some(serde_json::Value::Number(n)) => n.as_i64().ok_or_else(err)?,
        Some(serde_json::Value::String(s)) => {
            let s = s.trim();
            if s.is_empty() || !s.chars().all(|c| c.is_ascii_digit()) || s.len() > 6 {
                return Err(err());
            }
            s.parse().map_err(|_| err())?
        }
        None | Some(serde_json::Value::Null) => {
            return Err(AppError::validation(field, format!("{label} is required.")))
        }
        _ => return Err(err()),
    };
    if (0..=max).contains(&n) {
        Ok(n as i32)
    } else {
        Err(err())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn emails() {
        for ok in [
            "a@b.co",
            "first.last+tag@mail.example.in",
            "x_y@sub.domain.org",
        ] {
            assert!(is_email(ok), "{ok}");
        }
        for bad in [
            "", "plain", "@b.co", "a@", "a@b", "a@.co", "a b@c.in", "a@b..in", ".a@b.in", "a@b.c",
        ] {
            assert!(!is_email(bad), "{bad}");
        }
    }

    #[test]
    fn required_text_trims_and_limits() {
        assert_eq!(
            required_text("f", "F", Some("  hi ".into()), 5).unwrap(),
            "hi"
        );
        assert!(required_text("f", "F", Some("   ".into()), 5).is_err());
        assert!(required_text("f", "F", None, 5).is_err());
        assert!(required_text("f", "F", Some("ॐॐॐॐॐ".into()), 5).is_ok());
        assert!(required_text("f", "F", Some("ॐॐॐॐॐॐ".into()), 5).is_err());
    }

    #[test]
    fn numbers_from_json_or_digits() {
        assert_eq!(whole_number("n", "N", Some(&json!(3)), 999).unwrap(), 3);
        assert_eq!(whole_number("n", "N", Some(&json!("12")), 999).unwrap(), 12);
        for bad in [
            json!(-1),
            json!(1000),
            json!("1.5"),
            json!("x"),
            json!(2.5),
            json!(true),
        ] {
            assert!(whole_number("n", "N", Some(&bad), 999).is_err(), "{bad}");
        }
    }

    #[test]
    fn urls() {
        assert!(is_http_url("https://amzn.to/abc"));
        assert!(is_http_url("http://example.com"));
        assert!(!is_http_url("javascript:alert(1)"));
        assert!(!is_http_url("https://"));
        assert!(!is_http_url("ftp://x.y"));
    }
}
