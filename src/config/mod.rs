//! Configuration: the defaults in `default.toml` (embedded in the binary), or
//! the file named by `CONFIG_FILE`, then environment variables on top.
//!
//! A setting that cannot be read stops the start-up with a message naming
//! the variable and what it expects ("REQUIRE_2FA must be true or false,
//! not \"yes-please\""), never a silent default. Secrets (the SMTP URL,
//! which carries the mail account's password) are `secrecy` types: they
//! never appear in `Debug` output or in logs.

use secrecy::{ExposeSecret, SecretString};
use serde::Deserialize;
use std::time::Duration;

use crate::domain::language::Language;

mod placeholders;

const DEFAULTS: &str = include_str!("default.toml");

#[derive(Clone, Debug, Deserialize)]
pub struct Config {
    pub database_url: String,
    pub listen_addr: String,
    pub form_rate_limit: u32,
    pub trust_proxy_headers: bool,
    /// Every administrator must sign in with a second factor (TOTP); those
    /// without one are sent to enrolment after their password.
    pub require_2fa: bool,
    /// Business minutes within which a new lead should be answered.
    pub response_target_minutes: u32,
    /// Days an application and its CV are kept after its position closes
    /// or it is rejected.
    pub application_retention_days: u32,
    /// A lead list's search counts at most this many matches exactly; past
    /// it the counts are lower bounds.
    pub lead_count_limit: u64,
    /// Whether the site records where visitors came from (the touches a
    /// lead keeps) and counts its visits.
    #[serde(default = "yes")]
    pub analytics: bool,
    /// How many days back a lead's touches are kept from, counted from
    /// the form; also the life of the visitor's trail cookie.
    #[serde(default = "ninety")]
    pub attribution_days: u32,
    /// Per India day, the most source, medium and campaign combinations
    /// (and as many referring hosts) counted by name; the rest are counted
    /// under "(other)", except a name that brought a lead.
    #[serde(default = "two_hundred")]
    pub analytics_max_sources: u32,
    /// Days a page view's detail (its path with its source and referring
    /// host) is kept; older days keep only the daily totals the report
    /// reads.
    #[serde(default = "four_hundred")]
    pub analytics_keep_days: u32,
    pub session: SessionSettings,
    pub login_throttle: LoginThrottle,
    pub http: HttpSettings,
    pub site: SiteSettings,
    pub mail: MailSettings,
    /// A bearer token that `GET /metrics` requires from anywhere; empty: the
    /// metrics are served to this machine (loopback) only. Secret.
    #[serde(default = "no_secret")]
    pub metrics_token: SecretString,
    #[serde(default)]
    pub backup: BackupSettings,
    #[serde(default)]
    pub affiliate: AffiliateSettings,
    #[serde(default)]
    pub invoice: InvoiceSettings,
    #[serde(default)]
    pub razorpay: RazorpaySettings,
    /// The clock the money code reads (invoices' dates, due days and
    /// numbering years): the system's, moved only by tests, never by a
    /// setting.
    #[serde(skip)]
    pub clock: crate::domain::Clock,
}

/// Razorpay, for a payment link on each invoice and its webhook (see
/// `services::money::razorpay`). Unset keys: no payment link, UPI and the bank
/// transfer only. Secrets never show in `Debug`.
#[derive(Clone, Debug, Deserialize)]
pub struct RazorpaySettings {
    pub key_id: String,
    pub key_secret: SecretString,
    /// The secret Razorpay signs its webhooks' bodies with.
    pub webhook_secret: SecretString,
    /// Razorpay's API (a test points it at a stub).
    pub api_base: String,
}

impl Default for RazorpaySettings {
    fn default() -> Self {
        Self {
            key_id: String::new(),
            key_secret: no_secret(),
            webhook_secret: no_secret(),
            api_base: "https://api.razorpay.com".into(),
        }
    }
}

impl RazorpaySettings {
    /// The key id and secret, when both are set.
    pub fn keys(&self) -> Option<(&str, &str)> {
        let (id, secret) = (self.key_id.trim(), self.key_secret.expose_secret().trim());
        (!id.is_empty() && !secret.is_empty()).then_some((id, secret))
    }

    /// The webhook secret, when set.
    pub fn webhook_secret(&self) -> Option<&str> {
        Some(self.webhook_secret.expose_secret().trim()).filter(|s| !s.is_empty())
    }

    pub fn api_base(&self) -> &str {
        self.api_base.trim().trim_end_matches('/')
    }
}

/// Tax invoices (see `services::money::invoices`).
#[derive(Clone, Debug, Deserialize)]
pub struct InvoiceSettings {
    /// Days from an invoice's issue to its due day.
    pub due_days: u32,
    /// What an invoice's number starts with, before the financial year:
    /// `INV/` makes `INV/2026-27/0001`. At most 4 characters (letters,
    /// digits, `/` and `-`), so a number fits GST's 16.
    pub series: String,
}

impl Default for InvoiceSettings {
    fn default() -> Self {
        Self {
            due_days: 15,
            series: "INV/".into(),
        }
    }
}

fn yes() -> bool {
    true
}

fn ninety() -> u32 {
    90
}

fn two_hundred() -> u32 {
    200
}

fn four_hundred() -> u32 {
    400
}

/// The marketplaces' tracking ids the `/go/` redirects put on a product's
/// link (see `services::affiliate::affiliate_links`); empty: the link goes as pasted.
/// And the link health check (`services::affiliate::affiliate_health`).
#[derive(Clone, Debug, Deserialize)]
pub struct AffiliateSettings {
    /// Amazon Associates tag, e.g. "vanijya-21": `tag=` on Amazon links.
    pub amazon_associate_tag: String,
    /// Flipkart affiliate id: `affid=` on Flipkart links.
    pub flipkart_affiliate_id: String,
    /// Hours between two checks of every active product's link; 0 turns
    /// the scheduled check off (an administrator can still check one).
    pub check_hours: u64,
    /// Whether the check may fetch addresses on loopback or private
    /// networks (tests with a stub marketplace); never in production.
    pub check_private_hosts: bool,
}

impl Default for AffiliateSettings {
    fn default() -> Self {
        Self {
            amazon_associate_tag: String::new(),
            flipkart_affiliate_id: String::new(),
            check_hours: 24,
            check_private_hosts: false,
        }
    }
}

/// Backups the site takes by itself (see `crate::ops`).
#[derive(Clone, Debug, Deserialize)]
pub struct BackupSettings {
    /// Where scheduled backups go; empty: the site takes none by itself.
    pub dir: String,
    /// Hours between two scheduled backups; 0 turns them off.
    pub every_hours: u64,
}

impl Default for BackupSettings {
    fn default() -> Self {
        Self {
            dir: String::new(),
            every_hours: 24,
        }
    }
}

impl BackupSettings {
    pub fn scheduled(&self) -> bool {
        !self.dir.trim().is_empty() && self.every_hours > 0
    }
}

/// Outgoing e-mail: where it goes, who it is from, who hears of new leads,
/// and how the outbox worker paces itself (see `crate::mail`).
#[derive(Clone, Debug, Deserialize)]
pub struct MailSettings {
    /// `smtp://host:port`, `smtps://user:pass@host:465`; empty = e-mail
    /// off. Secret: it may carry the account's password.
    pub smtp_url: SecretString,
    /// The sender; empty = the site's name and e-mail address.
    pub from: String,
    /// Comma-separated recipients of new-lead notifications.
    pub notify_emails: String,
    /// Whether the visitor gets an acknowledgement of an enquiry or application.
    pub send_acknowledgements: bool,
    /// Wait after the first failed attempt; it doubles with each failure.
    pub retry_base_ms: u64,
    /// The longest wait between two attempts.
    pub retry_max_seconds: u64,
    /// How long a claimed message is held by one worker before another may
    /// take it (a worker that died mid-send).
    pub lease_seconds: u64,
    /// How often the worker looks for due messages when nothing wakes it.
    pub poll_ms: u64,
    /// Days a sent message is kept before the worker deletes it.
    pub keep_sent_days: u64,
}

impl MailSettings {
    pub fn enabled(&self) -> bool {
        !self.smtp_url().is_empty()
    }

    /// The SMTP URL, trimmed; only the mail transport reads it.
    pub fn smtp_url(&self) -> &str {
        self.smtp_url.expose_secret().trim()
    }

    /// The notification recipients, trimmed, empty entries dropped.
    pub fn notify_list(&self) -> Vec<String> {
        self.notify_emails
            .split(',')
            .map(str::trim)
            .filter(|a| !a.is_empty())
            .map(str::to_owned)
            .collect()
    }

    pub fn retry_base(&self) -> Duration {
        Duration::from_millis(self.retry_base_ms.max(1))
    }

    pub fn retry_max(&self) -> Duration {
        Duration::from_secs(self.retry_max_seconds.max(1))
    }

    pub fn lease(&self) -> Duration {
        Duration::from_secs(self.lease_seconds.max(1))
    }

    pub fn poll(&self) -> Duration {
        Duration::from_millis(self.poll_ms.max(10))
    }

    pub fn keep_sent(&self) -> Duration {
        Duration::from_secs(self.keep_sent_days.saturating_mul(86_400))
    }
}

#[derive(Clone, Debug, Deserialize)]
pub struct SessionSettings {
    pub idle_minutes: i64,
    pub absolute_hours: i64,
    pub cleanup_interval_seconds: u64,
}

/// Connection limits that stop slow or silent clients from holding sockets.
#[derive(Clone, Debug, Deserialize)]
pub struct HttpSettings {
    /// Time to send a request's headers, which is also how long an idle
    /// keep-alive connection waits for its next request before closing.
    pub header_timeout_seconds: u64,
    /// Longest pause while a request body arrives before the server gives up (408).
    pub body_timeout_seconds: u64,
}

impl HttpSettings {
    pub fn header_timeout(&self) -> Duration {
        Duration::from_secs(self.header_timeout_seconds.max(1))
    }

    pub fn body_timeout(&self) -> Duration {
        Duration::from_secs(self.body_timeout_seconds.max(1))
    }
}

#[derive(Clone, Debug, Deserialize)]
pub struct LoginThrottle {
    pub per_email: u32,
    pub per_address: u32,
    pub window_minutes: u64,
}

/// The business's details: shown on pages, never written into templates or
/// page copy (which use placeholders, see `SiteSettings::fill`).
#[derive(Clone, Debug, Deserialize, serde::Serialize)]
pub struct SiteSettings {
    pub product_name: String,
    /// The name the agency is registered under, as quotes print it; empty:
    /// the product's name.
    #[serde(default)]
    pub legal_name: String,
    /// The agency's GSTIN, printed on quotes; empty: not registered.
    #[serde(default)]
    pub gstin: String,
    /// The bank account invoices offer for transfers (name, number, IFSC);
    /// empty: none printed.
    #[serde(default)]
    pub bank_account_name: String,
    #[serde(default)]
    pub bank_account_number: String,
    #[serde(default)]
    pub bank_ifsc: String,
    /// The UPI ID invoices are paid to (`pa`); empty: no UPI offer.
    #[serde(default)]
    pub upi_id: String,
    /// The payee's name in the UPI link (`pn`); empty: the site's name.
    #[serde(default)]
    pub upi_payee_name: String,
    /// The merchant category code (`mc`) of a merchant's UPI ID; empty:
    /// a person's ID.
    #[serde(default)]
    pub upi_merchant_code: String,
    /// The authorised signatory invoices name; empty: "Authorised
    /// Signatory" alone.
    #[serde(default)]
    pub signatory: String,
    /// The signatory's signature: a media library address
    /// (`/media/{id}/{hash}/{width}.webp`) printed on invoices; empty: none.
    #[serde(default)]
    pub signature_image: String,
    pub tagline: String,
    pub base_url: String,
    pub phone: String,
    pub email: String,
    pub street_address: String,
    pub locality: String,
    pub region: String,
    pub postal_code: String,
    pub country: String,
    pub hours: String,
    pub opening_days: Vec<String>,
    pub opens: String,
    pub closes: String,
    pub founded_year: i32,
    pub map_embed_url: String,
    pub events_video_url: String,
    pub events_video_title: String,
    pub social: Vec<SocialLink>,
    /// The details that are words, as the Hindi pages say them; each one
    /// left empty shows the English value there.
    #[serde(default)]
    pub hindi: HindiDetails,
}

/// The business's details in Hindi, beside the English ones: the Hindi
/// edition shows these wherever the English pages show the English ones
/// (the top bar, the footer, the facts strip, the page copy's `{city}`,
/// `{region}` and `{hours}`).
#[derive(Clone, Debug, Default, Deserialize, serde::Serialize)]
#[serde(default)]
pub struct HindiDetails {
    /// May use the placeholders, as the English tagline does.
    pub tagline: String,
    pub street_address: String,
    pub locality: String,
    pub region: String,
    pub hours: String,
    pub events_video_title: String,
}

#[derive(Clone, Debug, Deserialize, serde::Serialize)]
pub struct SocialLink {
    pub name: String,
    pub url: String,
}

impl SiteSettings {
    /// The base URL without a trailing slash.
    pub fn base(&self) -> &str {
        self.base_url.trim_end_matches('/')
    }

    pub fn is_https(&self) -> bool {
        self.base_url.starts_with("https://")
    }

    /// These details as the pages in `language` show them: for Hindi, the
    /// Hindi value of each detail in words that has one, the English one
    /// where it has none.
    pub fn in_language(&self, language: Language) -> Self {
        if language != Language::Hi {
            return self.clone();
        }
        let hindi = &self.hindi;
        let or = |value: &str, english: &str| {
            if value.trim().is_empty() {
                english.to_owned()
            } else {
                value.to_owned()
            }
        };
        Self {
            tagline: or(&hindi.tagline, &self.tagline),
            street_address: or(&hindi.street_address, &self.street_address),
            locality: or(&hindi.locality, &self.locality),
            region: or(&hindi.region, &self.region),
            hours: or(&hindi.hours, &self.hours),
            events_video_title: or(&hindi.events_video_title, &self.events_video_title),
            ..self.clone()
        }
    }

    /// The phone number as a tel: URI (digits and a leading +).
    pub fn phone_uri(&self) -> String {
        let digits: String = self
            .phone
            .chars()
            .filter(|c| c.is_ascii_digit() || *c == '+')
            .collect();
        format!("tel:{digits}")
    }
}

/// Environment variables that override single settings, and where they go.
const ENV_OVERRIDES: &[(&str, &str)] = &[
    ("DATABASE_URL", "database_url"),
    ("LISTEN_ADDR", "listen_addr"),
    ("FORM_RATE_LIMIT", "form_rate_limit"),
    ("TRUST_PROXY_HEADERS", "trust_proxy_headers"),
    ("REQUIRE_2FA", "require_2fa"),
    ("RESPONSE_TARGET_MINUTES", "response_target_minutes"),
    ("APPLICATION_RETENTION_DAYS", "application_retention_days"),
    ("LEAD_COUNT_LIMIT", "lead_count_limit"),
    ("ANALYTICS", "analytics"),
    ("ATTRIBUTION_DAYS", "attribution_days"),
    ("ANALYTICS_MAX_SOURCES", "analytics_max_sources"),
    ("ANALYTICS_KEEP_DAYS", "analytics_keep_days"),
    ("SESSION_IDLE_MINUTES", "session.idle_minutes"),
    ("SESSION_ABSOLUTE_HOURS", "session.absolute_hours"),
    (
        "SESSION_CLEANUP_SECONDS",
        "session.cleanup_interval_seconds",
    ),
    ("LOGIN_THROTTLE_PER_EMAIL", "login_throttle.per_email"),
    ("LOGIN_THROTTLE_PER_ADDRESS", "login_throttle.per_address"),
    (
        "LOGIN_THROTTLE_WINDOW_MINUTES",
        "login_throttle.window_minutes",
    ),
    ("HTTP_HEADER_TIMEOUT_SECONDS", "http.header_timeout_seconds"),
    ("HTTP_BODY_TIMEOUT_SECONDS", "http.body_timeout_seconds"),
    ("SITE_NAME", "site.product_name"),
    ("SITE_LEGAL_NAME", "site.legal_name"),
    ("SITE_GSTIN", "site.gstin"),
    ("BANK_ACCOUNT_NAME", "site.bank_account_name"),
    ("BANK_ACCOUNT_NUMBER", "site.bank_account_number"),
    ("BANK_IFSC", "site.bank_ifsc"),
    ("UPI_ID", "site.upi_id"),
    ("UPI_PAYEE_NAME", "site.upi_payee_name"),
    ("UPI_MERCHANT_CODE", "site.upi_merchant_code"),
    ("INVOICE_SIGNATORY", "site.signatory"),
    ("INVOICE_DUE_DAYS", "invoice.due_days"),
    ("INVOICE_SERIES", "invoice.series"),
    ("RAZORPAY_KEY_ID", "razorpay.key_id"),
    ("RAZORPAY_KEY_SECRET", "razorpay.key_secret"),
    ("RAZORPAY_WEBHOOK_SECRET", "razorpay.webhook_secret"),
    ("RAZORPAY_API_BASE", "razorpay.api_base"),
    ("SITE_TAGLINE", "site.tagline"),
    ("PUBLIC_BASE_URL", "site.base_url"),
    ("SITE_PHONE", "site.phone"),
    ("SITE_EMAIL", "site.email"),
    ("SITE_STREET_ADDRESS", "site.street_address"),
    ("SITE_LOCALITY", "site.locality"),
    ("SITE_REGION", "site.region"),
    ("SITE_POSTAL_CODE", "site.postal_code"),
    ("SITE_HOURS", "site.hours"),
    ("SITE_TAGLINE_HI", "site.hindi.tagline"),
    ("SITE_STREET_ADDRESS_HI", "site.hindi.street_address"),
    ("SITE_LOCALITY_HI", "site.hindi.locality"),
    ("SITE_REGION_HI", "site.hindi.region"),
    ("SITE_HOURS_HI", "site.hindi.hours"),
    ("MAP_EMBED_URL", "site.map_embed_url"),
    ("EVENTS_VIDEO_URL", "site.events_video_url"),
    ("SMTP_URL", "mail.smtp_url"),
    ("SMTP_FROM", "mail.from"),
    ("NOTIFY_EMAILS", "mail.notify_emails"),
    ("SEND_ACKNOWLEDGEMENTS", "mail.send_acknowledgements"),
    ("MAIL_RETRY_BASE_MS", "mail.retry_base_ms"),
    ("MAIL_RETRY_MAX_SECONDS", "mail.retry_max_seconds"),
    ("MAIL_LEASE_SECONDS", "mail.lease_seconds"),
    ("MAIL_POLL_MS", "mail.poll_ms"),
    ("MAIL_KEEP_SENT_DAYS", "mail.keep_sent_days"),
    ("METRICS_TOKEN", "metrics_token"),
    ("BACKUP_DIR", "backup.dir"),
    ("BACKUP_EVERY_HOURS", "backup.every_hours"),
    ("AMAZON_ASSOCIATE_TAG", "affiliate.amazon_associate_tag"),
    ("FLIPKART_AFFILIATE_ID", "affiliate.flipkart_affiliate_id"),
    ("AFFILIATE_CHECK_HOURS", "affiliate.check_hours"),
    (
        "AFFILIATE_CHECK_PRIVATE_HOSTS",
        "affiliate.check_private_hosts",
    ),
];

/// An empty secret: the setting is off.
fn no_secret() -> SecretString {
    SecretString::from("")
}

/// A yes/no setting as people write it; `None` for anything else.
fn flag(raw: &str) -> Option<bool> {
    match raw.trim().to_ascii_lowercase().as_str() {
        "1" | "true" | "yes" | "on" => Some(true),
        "0" | "false" | "no" | "off" => Some(false),
        _ => None,
    }
}

impl Config {
    /// The metrics token, trimmed; empty when none is set.
    pub fn metrics_token(&self) -> &str {
        self.metrics_token.expose_secret().trim()
    }

    /// Reads the configuration file and applies environment overrides.
    pub fn load() -> anyhow::Result<Self> {
        let text = match std::env::var("CONFIG_FILE") {
            Ok(path) => std::fs::read_to_string(&path)
                .map_err(|e| anyhow::anyhow!("cannot read CONFIG_FILE {path}: {e}"))?,
            Err(_) => DEFAULTS.to_owned(),
        };
        let mut vars = Vec::new();
        for (var, _) in ENV_OVERRIDES {
            match std::env::var(var) {
                Ok(value) => vars.push((*var, value)),
                Err(std::env::VarError::NotPresent) => {}
                Err(std::env::VarError::NotUnicode(_)) => {
                    anyhow::bail!("{var} must be text (UTF-8)")
                }
            }
        }
        Self::from_toml_with(&text, &vars)
    }

    /// The embedded defaults, without reading the environment (tests).
    pub fn defaults() -> Self {
        Self::from_toml_with(DEFAULTS, &[]).expect("embedded defaults are valid")
    }

    /// The settings of `text` with `overrides`, each an environment
    /// variable of `ENV_OVERRIDES` and its value.
    fn from_toml_with(text: &str, overrides: &[(&str, String)]) -> anyhow::Result<Self> {
        let mut doc: toml::Table = toml::from_str(text)?;
        for (var, raw) in overrides {
            let Some((_, key)) = ENV_OVERRIDES.iter().find(|(name, _)| name == var) else {
                anyhow::bail!("{var} is not a setting");
            };
            let mut table = &mut doc;
            let mut parts: Vec<&str> = key.split('.').collect();
            let last = parts.pop().expect("non-empty key");
            for part in parts {
                table = table
                    .entry(part)
                    .or_insert_with(|| toml::Value::Table(Default::default()))
                    .as_table_mut()
                    .ok_or_else(|| anyhow::anyhow!("{key} is not a table"))?;
            }
            let value = match table.get(last) {
                Some(toml::Value::Integer(_)) => toml::Value::Integer(
                    raw.trim()
                        .parse::<u32>()
                        .map_err(|_| {
                            anyhow::anyhow!(
                                "{var} must be a whole number of 0 or more, not {raw:?}"
                            )
                        })?
                        .into(),
                ),
                Some(toml::Value::Boolean(_)) => {
                    toml::Value::Boolean(flag(raw).ok_or_else(|| {
                        anyhow::anyhow!("{var} must be true or false, not {raw:?}")
                    })?)
                }
                _ => toml::Value::String(raw.clone()),
            };
            table.insert(last.to_owned(), value);
        }
        let config: Self = toml::Value::Table(doc).try_into()?;
        crate::domain::invoice::parse_series(&config.invoice.series)
            .map_err(|r| anyhow::anyhow!("INVOICE_SERIES {:?}: {}", config.invoice.series, r.0))?;
        Ok(config)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn overrides_replace_values_with_their_type() {
        let cfg = Config::from_toml_with(
            DEFAULTS,
            &[
                ("FORM_RATE_LIMIT", "0".into()),
                ("TRUST_PROXY_HEADERS", "true".into()),
                ("SITE_PHONE", "+91 612 000 0000".into()),
            ],
        )
        .unwrap();
        assert_eq!(cfg.form_rate_limit, 0);
        assert!(cfg.trust_proxy_headers);
        assert_eq!(cfg.site.phone, "+91 612 000 0000");
        assert_eq!(cfg.site.phone_uri(), "tel:+916120000000");
    }

    #[test]
    fn mail_is_off_by_default_and_lists_split_on_commas() {
        let off = Config::defaults();
        assert!(!off.mail.enabled());
        assert!(off.mail.send_acknowledgements);
        let on = Config::from_toml_with(
            DEFAULTS,
            &[
                ("SMTP_URL", "smtp://127.0.0.1:2525".into()),
                ("NOTIFY_EMAILS", " a@x.in, ,b@y.in ".into()),
                ("SEND_ACKNOWLEDGEMENTS", "false".into()),
            ],
        )
        .unwrap();
        assert!(on.mail.enabled());
        assert_eq!(on.mail.notify_list(), ["a@x.in", "b@y.in"]);
        assert!(!on.mail.send_acknowledgements);
    }

    #[test]
    fn a_setting_that_cannot_be_read_names_its_variable_and_what_it_expects() {
        let number = Config::from_toml_with(DEFAULTS, &[("FORM_RATE_LIMIT", "lots".into())])
            .unwrap_err()
            .to_string();
        assert_eq!(
            number,
            r#"FORM_RATE_LIMIT must be a whole number of 0 or more, not "lots""#
        );
        let negative = Config::from_toml_with(DEFAULTS, &[("MAIL_POLL_MS", "-5".into())])
            .unwrap_err()
            .to_string();
        assert!(
            negative.starts_with("MAIL_POLL_MS must be a whole number"),
            "{negative}"
        );
        let flag = Config::from_toml_with(DEFAULTS, &[("REQUIRE_2FA", "yes-please".into())])
            .unwrap_err()
            .to_string();
        assert_eq!(
            flag,
            r#"REQUIRE_2FA must be true or false, not "yes-please""#
        );
        for (typed, read) in [
            ("Yes", true),
            ("off", false),
            (" 1 ", true),
            ("FALSE", false),
        ] {
            let cfg = Config::from_toml_with(DEFAULTS, &[("REQUIRE_2FA", typed.into())]).unwrap();
            assert_eq!(cfg.require_2fa, read, "{typed}");
        }
    }

    #[test]
    fn an_invoice_series_too_long_for_sixteen_characters_stops_the_start() {
        let long = Config::from_toml_with(DEFAULTS, &[("INVOICE_SERIES", "INVOICE/".into())])
            .unwrap_err()
            .to_string();
        assert!(long.starts_with("INVOICE_SERIES \"INVOICE/\""), "{long}");
        let cfg = Config::from_toml_with(
            DEFAULTS,
            &[
                ("INVOICE_SERIES", "VD-".into()),
                ("INVOICE_DUE_DAYS", "30".into()),
                ("UPI_ID", "vanijya@okhdfcbank".into()),
            ],
        )
        .unwrap();
        assert_eq!(
            (cfg.invoice.series.as_str(), cfg.invoice.due_days),
            ("VD-", 30)
        );
        assert_eq!(cfg.site.upi_id, "vanijya@okhdfcbank");
    }

    #[test]
    fn secrets_never_show_in_debug_output() {
        let cfg = Config::from_toml_with(
            DEFAULTS,
            &[(
                "SMTP_URL",
                "smtps://mailer:Sup3r-Secret@mail.example.in:465".into(),
            )],
        )
        .unwrap();
        assert_eq!(
            cfg.mail.smtp_url(),
            "smtps://mailer:Sup3r-Secret@mail.example.in:465"
        );
        let shown = format!("{cfg:?}");
        assert!(!shown.contains("Sup3r-Secret"), "{shown}");
        assert!(shown.contains("smtp_url"));
    }
}
