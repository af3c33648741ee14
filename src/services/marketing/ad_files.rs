//! The files the ad platforms read: which of a range's enquiries and
//! accepted quotations came from a platform's advert, as the platform
//! wants them uploaded. Nothing is sent anywhere: the owner downloads a
//! file and uploads it in the platform's own screen.
//!
//! What goes in, and why:
//! - A "Lead" conversion per enquiry (not held as spam) sent in the range,
//!   and a "Won" conversion per quotation of such an enquiry accepted in
//!   the range, worth its taxable value (revenue, as the analytics report
//!   counts it), and a "Paid" conversion per payment received in the range
//!   on such an enquiry's invoices or advances, worth the money received
//!   (TDS left out, an advance once: `receivables::MONEY_RECEIVED`). Each
//!   at its own time: the form's, the acceptance's, the payment's record.
//! - Only the leads whose touches (`lead_touches`) carry that platform's
//!   click id: `gclid`, `gbraid` or `wbraid` for Google, `fbclid` for Meta.
//!   A platform is told only about the people its own adverts brought; a
//!   direct visitor, or one from the other platform, is in no file for it.
//! - The click is the lead's latest touch that carries the platform's
//!   click id (Google and Meta both credit the last click by default). A
//!   touch holding both a `gclid` and a `gbraid` or `wbraid` gives its
//!   `gclid`, as Google's upload takes one click id per conversion.
//! - A click id is a visitor's address, so it is read as untrusted: only
//!   ids made of letters, digits, `-` and `_` (as every platform writes
//!   them) are used, so no cell of a file can become a spreadsheet formula
//!   or a second column.
//! - E-mail and phone leave only as SHA-256 hex of the normalised value,
//!   normalised as each platform specifies (`google_email`, `meta_email`,
//!   `google_phone`, `meta_phone`). Nothing of this module is stored: the
//!   files are made from the leads and touches as they are now, so a
//!   person erased (`services::people`) is in no later file.
use std::collections::BTreeMap;

use chrono::{DateTime, Duration, NaiveDate, Utc};
use sea_orm::{
    sea_query::Expr, ColumnTrait, Condition, DatabaseConnection, EntityTrait, FromQueryResult,
    JoinType, QueryFilter, QueryOrder, QuerySelect, RelationDef, Select,
};
use sha2::{Digest, Sha256};

use crate::services::money::receivables::money_received;

use crate::{
    domain::{india, india_day_start, lead::LeadKind, quote::QuoteStatus, DomainResult, Money},
    entities::{invoice, invoice_payment, lead, lead_touch, quote},
};

/// The conversions' time zone, written as the offset Google's files take
/// (India has no daylight saving, so this is Asia/Kolkata all year).
pub const TIME_ZONE: &str = "+0530";

/// The currency of every value.
pub const CURRENCY: &str = "INR";

/// Google takes a conversion up to 90 days after its click, at most.
pub const GOOGLE_CLICK_DAYS: i64 = 90;

/// Meta takes an event up to 7 days old.
pub const META_DAYS: i64 = 7;

/// Whose adverts a file is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Platform {
    Google,
    Meta,
}

/// What a conversion is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// An enquiry was sent.
    Lead,
    /// A quotation of the enquiry was accepted.
    Won,
    /// Money was received on the enquiry's invoice or as its advance.
    Paid,
}

impl Goal {
    /// The conversion's name in Google's files (the conversion action the
    /// owner creates in Google Ads).
    pub fn google_name(self) -> &'static str {
        match self {
            Self::Lead => "Lead",
            Self::Won => "Won",
            Self::Paid => "Paid",
        }
    }

    /// Meta's standard event, or a custom one for money received (a
    /// second Purchase would count the sale twice).
    pub fn meta_event(self) -> &'static str {
        match self {
            Self::Lead => "Lead",
            Self::Won => "Purchase",
            Self::Paid => "Paid",
        }
    }
}

/// The click a conversion is credited to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClickId {
    Gclid(String),
    Gbraid(String),
    Wbraid(String),
    Fbclid(String),
}

/// One conversion for a platform.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Conversion {
    pub goal: Goal,
    /// The enquiry's id (a Lead), the quotation's (Won) or the
    /// payment's (Paid).
    pub id: i32,
    pub at: DateTime<Utc>,
    /// The taxable value of a Won, the money of a Paid; none for a Lead.
    pub value: Option<Money>,
    pub email: String,
    /// E.164, when the number could be read as one.
    pub phone_key: Option<String>,
    pub click: ClickId,
    /// When the click's touch was recorded.
    pub clicked_at: DateTime<Utc>,
}

/// A click id as the platforms write them; anything else a visitor put in
/// an address is no click id.
fn is_click_id(v: &str) -> bool {
    !v.is_empty()
        && v.len() <= 150
        && v.bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

fn valid(v: &Option<String>) -> Option<String> {
    v.as_deref().filter(|v| is_click_id(v)).map(str::to_owned)
}

impl Platform {
    /// Touches carrying one of the platform's click ids.
    fn touches(self) -> Condition {
        use lead_touch::Column as T;
        match self {
            Self::Google => Condition::any()
                .add(T::Gclid.is_not_null())
                .add(T::Gbraid.is_not_null())
                .add(T::Wbraid.is_not_null()),
            Self::Meta => Condition::all().add(T::Fbclid.is_not_null()),
        }
    }

    fn click_of(self, row: &Found) -> Option<ClickId> {
        match self {
            Self::Google => valid(&row.gclid)
                .map(ClickId::Gclid)
                .or_else(|| valid(&row.gbraid).map(ClickId::Gbraid))
                .or_else(|| valid(&row.wbraid).map(ClickId::Wbraid)),
            Self::Meta => valid(&row.fbclid).map(ClickId::Fbclid),
        }
    }
}

/// A touch with a click id, and the conversion it may be credited to.
#[derive(FromQueryResult)]
struct Found {
    key: i32,
    at: DateTime<Utc>,
    value: Option<i64>,
    email: String,
    phone_key: Option<String>,
    gclid: Option<String>,
    gbraid: Option<String>,
    wbraid: Option<String>,
    fbclid: Option<String>,
    touch_at: DateTime<Utc>,
}

/// Touches joined to the lead they belong to.
fn touch_to_lead() -> RelationDef {
    lead_touch::Entity::belongs_to(lead::Entity)
        .from((lead_touch::Column::LeadKind, lead_touch::Column::LeadId))
        .to((lead::Column::Kind, lead::Column::Id))
        .into()
}

/// An enquiry joined to its quotations.
fn lead_to_quote() -> RelationDef {
    lead::Entity::belongs_to(quote::Entity)
        .from(lead::Column::Id)
        .to(quote::Column::LeadId)
        .into()
}

/// The touches with the platform's click ids of enquiries not held as
/// spam, with the lead's contact, oldest touch first within each lead.
fn platform_touches(platform: Platform) -> Select<lead_touch::Entity> {
    use lead_touch::Column as T;
    lead_touch::Entity::find()
        .select_only()
        .column(T::Gclid)
        .column(T::Gbraid)
        .column(T::Wbraid)
        .column(T::Fbclid)
        .column_as(T::At, "touch_at")
        .column(lead::Column::Email)
        .column(lead::Column::PhoneKey)
        .join(JoinType::InnerJoin, touch_to_lead())
        .filter(lead::Column::Kind.eq(LeadKind::Enquiry))
        .filter(lead::Column::SpamReason.is_null())
        .filter(lead::Column::Status.ne("Spam"))
        .filter(platform.touches())
}

/// An enquiry joined to its invoices and advances' receipt vouchers.
fn lead_to_invoice() -> RelationDef {
    lead::Entity::belongs_to(invoice::Entity)
        .from(lead::Column::Id)
        .to(invoice::Column::LeadId)
        .into()
}

/// An invoice or voucher joined to the payments on it.
fn invoice_to_payment() -> RelationDef {
    invoice::Entity::belongs_to(invoice_payment::Entity)
        .from(invoice::Column::Id)
        .to(invoice_payment::Column::InvoiceId)
        .into()
}

/// Every conversion of the India days `from` to `to` (both included) that
/// came from `platform`'s adverts, in time order.
pub async fn conversions(
    db: &DatabaseConnection,
    platform: Platform,
    from: NaiveDate,
    to: NaiveDate,
) -> DomainResult<Vec<Conversion>> {
    let starts = india_day_start(from);
    let ends = india_day_start(to.succ_opt().unwrap_or(to));
    let leads = platform_touches(platform)
        .column_as(lead::Column::Id, "key")
        .column_as(lead::Column::SubmittedAt, "at")
        .column_as(Expr::cust("CAST(NULL AS BIGINT)"), "value")
        .filter(lead::Column::SubmittedAt.gte(starts))
        .filter(lead::Column::SubmittedAt.lt(ends))
        .order_by_asc(lead::Column::Id)
        .order_by_asc(lead_touch::Column::Position)
        .into_model::<Found>()
        .all(db)
        .await?;
    let won = platform_touches(platform)
        .join(JoinType::InnerJoin, lead_to_quote())
        .column_as(quote::Column::Id, "key")
        .column_as(quote::Column::AcceptedAt, "at")
        .column_as(quote::Column::Taxable, "value")
        .filter(quote::Column::Status.eq(QuoteStatus::Accepted))
        .filter(quote::Column::AcceptedAt.gte(starts))
        .filter(quote::Column::AcceptedAt.lt(ends))
        .order_by_asc(quote::Column::Id)
        .order_by_asc(lead_touch::Column::Position)
        .into_model::<Found>()
        .all(db)
        .await?;
    let paid = platform_touches(platform)
        .join(JoinType::InnerJoin, lead_to_invoice())
        .join(JoinType::InnerJoin, invoice_to_payment())
        .column_as(invoice_payment::Column::Id, "key")
        .column_as(invoice_payment::Column::CreatedAt, "at")
        .column_as(invoice_payment::Column::Amount, "value")
        .filter(money_received())
        .filter(invoice_payment::Column::Amount.gt(0))
        .filter(invoice_payment::Column::ReceivedOn.gte(from.format("%Y-%m-%d").to_string()))
        .filter(invoice_payment::Column::ReceivedOn.lte(to.format("%Y-%m-%d").to_string()))
        .order_by_asc(invoice_payment::Column::Id)
        .order_by_asc(lead_touch::Column::Position)
        .into_model::<Found>()
        .all(db)
        .await?;
    let mut all = credited(platform, Goal::Lead, leads);
    all.extend(credited(platform, Goal::Won, won));
    all.extend(credited(platform, Goal::Paid, paid));
    all.sort_by_key(|c| (c.at, c.goal as u8, c.id));
    Ok(all)
}

/// One conversion per key, credited to its latest touch with a usable
/// click id (the rows come oldest touch first).
fn credited(platform: Platform, goal: Goal, rows: Vec<Found>) -> Vec<Conversion> {
    let mut latest: BTreeMap<i32, Conversion> = BTreeMap::new();
    for row in rows {
        let Some(click) = platform.click_of(&row) else {
            continue;
        };
        latest.insert(
            row.key,
            Conversion {
                goal,
                id: row.key,
                at: row.at,
                value: row.value.map(Money::from_paise),
                email: row.email,
                phone_key: row.phone_key,
                click,
                clicked_at: row.touch_at,
            },
        );
    }
    latest.into_values().collect()
}

/// SHA-256 of `value`, lower-case hex.
pub fn sha256_hex(value: &str) -> String {
    hex::encode(Sha256::digest(value.as_bytes()))
}

/// An e-mail address as Google matches it: trimmed and lower-cased, and
/// for gmail.com and googlemail.com without the dots before the `@`.
pub fn google_email(email: &str) -> String {
    let email = email.trim().to_lowercase();
    if let Some((local, domain)) = email.rsplit_once('@') {
        if domain == "gmail.com" || domain == "googlemail.com" {
            return format!("{}@{domain}", local.replace('.', ""));
        }
    }
    email
}

/// An e-mail address as Meta matches it: trimmed and lower-cased.
pub fn meta_email(email: &str) -> String {
    email.trim().to_lowercase()
}

/// A phone number as Google matches it: E.164 with its `+`.
pub fn google_phone(phone_key: &str) -> Option<String> {
    let digits = phone_key.strip_prefix('+')?;
    (!digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit())).then(|| format!("+{digits}"))
}

/// A phone number as Meta matches it: the country code and number, digits
/// only.
pub fn meta_phone(phone_key: &str) -> Option<String> {
    google_phone(phone_key).map(|p| p[1..].to_owned())
}

/// The conversion's time as Google's files take it, in India time (the
/// file's `Parameters:TimeZone` line names the zone).
fn google_time(at: DateTime<Utc>) -> String {
    at.with_timezone(&india())
        .format("%Y-%m-%d %H:%M:%S")
        .to_string()
}

/// A Won's or a Paid's value and currency as Google's files take them; a Lead has
/// neither (its conversion action's own value applies).
fn google_value(c: &Conversion) -> [String; 2] {
    match c.value {
        Some(v) => [v.to_decimal(), CURRENCY.to_owned()],
        None => [String::new(), String::new()],
    }
}

/// A file's lines: the time zone, the header, the rows (CRLF, as RFC 4180
/// writes CSV; every cell is made of characters that need no quoting).
fn google_file(header: &[&str], rows: impl Iterator<Item = Vec<String>>) -> String {
    let mut out = format!(
        "Parameters:TimeZone={TIME_ZONE}\r\n{}\r\n",
        header.join(",")
    );
    for row in rows {
        out.push_str(&row.join(","));
        out.push_str("\r\n");
    }
    out
}

/// The columns of Google's click conversion file: the template's five,
/// then the iOS click ids (one click id per row).
pub const GOOGLE_CLICK_HEADER: [&str; 7] = [
    "Google Click ID",
    "Conversion Name",
    "Conversion Time",
    "Conversion Value",
    "Conversion Currency",
    "GBRAID",
    "WBRAID",
];

/// Google's offline conversion import file (conversions from clicks):
/// the conversions whose click Google still takes (`GOOGLE_CLICK_DAYS`).
pub fn google_clicks_csv(conversions: &[Conversion]) -> String {
    let rows = conversions
        .iter()
        .filter(|c| c.at - c.clicked_at <= Duration::days(GOOGLE_CLICK_DAYS))
        .filter_map(|c| {
            let (gclid, gbraid, wbraid) = match &c.click {
                ClickId::Gclid(id) => (id.clone(), String::new(), String::new()),
                ClickId::Gbraid(id) => (String::new(), id.clone(), String::new()),
                ClickId::Wbraid(id) => (String::new(), String::new(), id.clone()),
                ClickId::Fbclid(_) => return None,
            };
            let [value, currency] = google_value(c);
            Some(vec![
                gclid,
                c.goal.google_name().to_owned(),
                google_time(c.at),
                value,
                currency,
                gbraid,
                wbraid,
            ])
        });
    google_file(&GOOGLE_CLICK_HEADER, rows)
}

/// The columns of Google's enhanced conversions for leads file.
pub const GOOGLE_ENHANCED_HEADER: [&str; 6] = [
    "Email",
    "Phone Number",
    "Conversion Name",
    "Conversion Time",
    "Conversion Value",
    "Conversion Currency",
];

/// Google's enhanced conversions for leads file: each conversion with the
/// lead's e-mail and phone normalised and hashed, which Google matches to
/// the signed-in person who clicked.
pub fn google_enhanced_csv(conversions: &[Conversion]) -> String {
    let rows = conversions.iter().map(|c| {
        let [value, currency] = google_value(c);
        vec![
            sha256_hex(&google_email(&c.email)),
            c.phone_key
                .as_deref()
                .and_then(google_phone)
                .map(|p| sha256_hex(&p))
                .unwrap_or_default(),
            c.goal.google_name().to_owned(),
            google_time(c.at),
            value,
            currency,
        ]
    });
    google_file(&GOOGLE_ENHANCED_HEADER, rows)
}

/// Whether Meta still takes an event of `at` (at most `META_DAYS` old).
pub fn meta_accepts(at: DateTime<Utc>, now: DateTime<Utc>) -> bool {
    at >= now - Duration::days(META_DAYS) && at <= now
}

/// The Meta click parameter of a touch: `fb.1.<ms of the touch>.<fbclid>`.
pub fn meta_fbc(fbclid: &str, clicked_at: DateTime<Utc>) -> String {
    format!("fb.1.{}.{fbclid}", clicked_at.timestamp_millis())
}

/// The event's id, the same in every file, so Meta drops a second upload.
pub fn meta_event_id(c: &Conversion) -> String {
    match c.goal {
        Goal::Lead => format!("lead-{}", c.id),
        Goal::Won => format!("won-{}", c.id),
        Goal::Paid => format!("paid-{}", c.id),
    }
}

#[cfg(test)]
mod tests {
    use chrono::TimeZone;

    use super::*;

    fn conversion(
        goal: Goal,
        click: ClickId,
        at: DateTime<Utc>,
        clicked: DateTime<Utc>,
    ) -> Conversion {
        Conversion {
            goal,
            id: 7,
            at,
            value: (goal == Goal::Won).then(|| Money::from_paise(4_500_050)),
            email: " Ravi.Ranjan@GMail.com ".into(),
            phone_key: Some("+919431122334".into()),
            click,
            clicked_at: clicked,
        }
    }

    #[test]
    fn e_mail_and_phone_are_normalised_as_each_platform_says() {
        assert_eq!(
            google_email(" Ravi.Ranjan+ads@GMail.com "),
            "raviranjan+ads@gmail.com"
        );
        assert_eq!(google_email("a.b@googlemail.com"), "ab@googlemail.com");
        assert_eq!(
            google_email("Ravi.Ranjan@Ranjan-Traders.in"),
            "ravi.ranjan@ranjan-traders.in"
        );
        assert_eq!(
            meta_email(" Ravi.Ranjan@GMail.com "),
            "ravi.ranjan@gmail.com"
        );
        assert_eq!(
            google_phone("+919431122334").as_deref(),
            Some("+919431122334")
        );
        assert_eq!(meta_phone("+919431122334").as_deref(), Some("919431122334"));
        assert_eq!(google_phone("9431122334"), None);
        // printf '%s' 'raviranjan@gmail.com' | sha256sum
        assert_eq!(
            sha256_hex(&google_email("Ravi.Ranjan@GMail.com")),
            sha256_hex("raviranjan@gmail.com")
        );
        assert_eq!(
            sha256_hex("abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
    }

    #[test]
    fn click_ids_other_than_the_platforms_characters_are_no_click() {
        assert!(is_click_id("Cj0KCQiA-diwali_2026"));
        assert!(!is_click_id("=HYPERLINK(\"x\")"));
        assert!(!is_click_id("a,b"));
        assert!(!is_click_id(""));
    }

    #[test]
    fn google_s_click_file_has_its_template_and_one_click_id_a_row() {
        let at = Utc.with_ymd_and_hms(2026, 11, 20, 10, 15, 30).unwrap();
        let file = google_clicks_csv(&[
            conversion(
                Goal::Lead,
                ClickId::Gclid("Cj0abc".into()),
                at,
                at - Duration::hours(1),
            ),
            conversion(
                Goal::Won,
                ClickId::Wbraid("WB1".into()),
                at,
                at - Duration::days(3),
            ),
            conversion(
                Goal::Won,
                ClickId::Gclid("old".into()),
                at,
                at - Duration::days(91),
            ),
        ]);
        assert_eq!(
            file,
            "Parameters:TimeZone=+0530\r\n\
             Google Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency,GBRAID,WBRAID\r\n\
             Cj0abc,Lead,2026-11-20 15:45:30,,,,\r\n\
             ,Won,2026-11-20 15:45:30,45000.50,INR,,WB1\r\n"
        );
    }

    #[test]
    fn meta_s_click_parameter_carries_the_touch_s_milliseconds() {
        let at = Utc.timestamp_millis_opt(1_790_000_000_000).unwrap();
        assert_eq!(meta_fbc("IwAR1", at), "fb.1.1790000000000.IwAR1");
        let now = at + Duration::days(7);
        assert!(meta_accepts(at, now));
        assert!(!meta_accepts(at - Duration::seconds(1), now));
    }
}
