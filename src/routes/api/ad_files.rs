//! The analytics calls that move files: the owner's ad spend in (a CSV from
//! the ad platforms' reports), and the conversions out, as the files
//! Google Ads and Meta take (`services::marketing::ad_files` says what each holds).
//! Administrators only; each range is India days, both ends included, the
//! last 30 days by default. No call here reaches an outside service: the
//! owner uploads each file in the platform's own screen.
use axum::{
    extract::{multipart::MultipartError, DefaultBodyLimit, Multipart},
    http::{header, HeaderMap, StatusCode},
    response::Response,
    Json,
};
use chrono::{DateTime, NaiveDate, Utc};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{params::ClickParams, quotes::rupees};
use crate::{
    auth::Admin,
    domain::FieldErrors,
    error::{AppError, AppResult, ErrorBody},
    extract::ApiQuery,
    services::{
        marketing::ad_files::{self, ClickId, Conversion, Goal, Platform},
        marketing::ad_spend::{self, MAX_BYTES},
    },
    state::AppState,
};

pub fn router() -> OpenApiRouter<AppState> {
    let upload = OpenApiRouter::new()
        .routes(routes!(import_spend))
        .layer(DefaultBodyLimit::max(FORM_MAX_BYTES));
    super::resource([
        routes!(google_conversions),
        routes!(google_enhanced),
        routes!(meta_events),
    ])
    .merge(upload)
}

/// What a spend file stored.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SpendImported {
    /// Rows stored (each replacing the cost held for its day, source,
    /// medium and campaign).
    pub rows: usize,
    /// Distinct days among them.
    pub days: usize,
    /// The first and last day, YYYY-MM-DD (India dates).
    pub from: String,
    pub to: String,
    /// The file's cost in rupees.
    pub total: f64,
}

/// The multipart form of a spend import.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct SpendUpload {
    /// A CSV with the header `date,source,medium,campaign,cost`: one row per
    /// India day (YYYY-MM-DD) and channel, the cost in rupees with at most
    /// two decimals; UTF-8, with or without a BOM; at most 1 MB and 20,000
    /// rows.
    #[schema(format = Binary, value_type = String)]
    file: Vec<u8>,
}

/// The most a spend form may send: the file and the form around it.
const FORM_MAX_BYTES: usize = MAX_BYTES + 64 * 1024;

/// The answer to a file over `MAX_BYTES` (413), naming the limit.
fn too_large() -> AppError {
    AppError::FileTooLarge(format!(
        "The file is larger than {} MB; split it by month and import each part.",
        MAX_BYTES >> 20
    ))
}

/// Reads the `file` part of the form, at most `MAX_BYTES`. A form that
/// says it is larger than a file may be is refused before it is read.
async fn read_file(headers: &HeaderMap, mut form: Multipart) -> AppResult<Vec<u8>> {
    let declared = headers
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.trim().parse::<u64>().ok());
    if declared.is_some_and(|n| n > FORM_MAX_BYTES as u64) {
        return Err(too_large());
    }
    let refused = |e: MultipartError| {
        if e.status() == StatusCode::PAYLOAD_TOO_LARGE {
            too_large()
        } else {
            AppError::BadRequest("The upload could not be read as a multipart form.".into())
        }
    };
    while let Some(mut field) = form.next_field().await.map_err(refused)? {
        if field.name() != Some("file") {
            continue;
        }
        let mut bytes = Vec::new();
        while let Some(chunk) = field.chunk().await.map_err(refused)? {
            if bytes.len() + chunk.len() > MAX_BYTES {
                return Err(too_large());
            }
            bytes.extend_from_slice(&chunk);
        }
        return Ok(bytes);
    }
    Err(FieldErrors::one("file", "Choose a spend CSV to import.").into())
}

/// Import ad spend from a CSV
///
/// A multipart `file`: a CSV with the header row `date,source,medium,campaign,cost`
/// (any order, any case), one row per India day (YYYY-MM-DD) and channel,
/// the cost in rupees with at most two decimals (`1250.50`; grouping commas
/// and a leading ₹ are read). UTF-8 with or without a BOM; values holding
/// commas in double quotes. `source` is required; `medium` and `campaign`
/// may be empty, and are matched as written against the visits' tags.
///
/// The file is read whole first. Any bad row refuses it all with 422 and
/// nothing is stored: `errors` lists every fault of the first 100 bad
/// rows, each at `lines[N]` or `lines[N].<column>`, N being the line the
/// row starts on (the header is line 1), and then, at `file`, how many
/// more bad rows there are. A good file replaces the cost held for each
/// day, source, medium and campaign it names, in one transaction, and
/// answers what it stored. At most 1 MB (413 past it, naming the limit)
/// and 20,000 rows (422 past them). Administrators only.
#[utoipa::path(post, path = "/admin/analytics/spend", tag = "analytics",
    request_body(content = SpendUpload, content_type = "multipart/form-data"),
    responses(
        (status = 200, body = SpendImported),
        (status = 400, body = ErrorBody, description = "Not a readable multipart form."),
        (status = 413, body = ErrorBody, description = "The file is larger than 1 MB, or the request than uploads may be."),
        (status = 415, body = ErrorBody, description = "Not a multipart form."),
        (status = 422, body = ErrorBody, description = "No file, not a spend CSV, or bad rows: every one named."),
    ))]
pub async fn import_spend(
    Admin { state, .. }: Admin,
    headers: HeaderMap,
    form: Multipart,
) -> AppResult<Json<SpendImported>> {
    let bytes = read_file(&headers, form).await?;
    let rows = ad_spend::read(&bytes)?;
    let stored = ad_spend::import(&state.db, rows).await?;
    Ok(Json(SpendImported {
        rows: stored.rows,
        days: stored.days,
        from: stored.first_day.format("%Y-%m-%d").to_string(),
        to: stored.last_day.format("%Y-%m-%d").to_string(),
        total: rupees(stored.total.paise()),
    }))
}

/// The range's days and the conversions of `platform` in it.
async fn range_of(
    state: &AppState,
    params: &ClickParams,
    platform: Platform,
) -> AppResult<(NaiveDate, NaiveDate, Vec<Conversion>)> {
    let (from, to) = params.parse(Utc::now())?;
    let found = ad_files::conversions(&state.db, platform, from, to).await?;
    Ok((from, to, found))
}

/// A file to download, named after what it holds and its range.
fn download(
    content_type: &'static str,
    what: &str,
    (from, to): (NaiveDate, NaiveDate),
    ext: &str,
    body: String,
) -> Response {
    let name = format!(
        "{what}-{}-to-{}.{ext}",
        from.format("%Y-%m-%d"),
        to.format("%Y-%m-%d")
    );
    super::file_answer(content_type, &name, true, body)
}

/// One of Google's files of the range: its conversions written by `write`.
async fn google_file(
    Admin { state, .. }: Admin,
    params: &ClickParams,
    what: &str,
    write: fn(&[Conversion]) -> String,
) -> AppResult<Response> {
    let (from, to, found) = range_of(&state, params, Platform::Google).await?;
    Ok(download(
        "text/csv; charset=utf-8",
        what,
        (from, to),
        "csv",
        write(&found),
    ))
}

/// Google Ads offline conversions (clicks) as CSV
///
/// Google Ads' conversion import file for conversions from clicks: the
/// line `Parameters:TimeZone=+0530` (India time, Asia/Kolkata, which has no
/// daylight saving), then the columns `Google Click ID, Conversion Name,
/// Conversion Time, Conversion Value, Conversion Currency, GBRAID, WBRAID`.
/// A `Lead` row per enquiry sent in the range, a `Won` row per quotation
/// of such an enquiry accepted in the range (value: its taxable value in
/// rupees, `INR`; a Lead has no value, so the conversion action's own
/// applies), and a `Paid` row per payment received in the range on such
/// an enquiry's invoices or as its advance (value: the money received, TDS
/// left out, an advance once), at the form's, the acceptance's or the
/// payment's record's time (`YYYY-MM-DD HH:MM:SS`, India time).
///
/// Only enquiries whose touches carry a Google click id are in it,
/// credited to their latest touch that has one, with exactly one of
/// `gclid` (preferred), `gbraid` or `wbraid` per row. Conversions more than
/// 90 days after their click, which Google no longer takes, are left out.
/// Enquiries held as spam are never in it. Not written with a BOM: the
/// first line is Google's. `from` and `to` are India days, both included
/// (default: the last 30). Administrators only.
#[utoipa::path(get, path = "/admin/analytics/google-ads-conversions.csv", tag = "analytics", params(ClickParams),
    responses(
        (status = 200, content_type = "text/csv", body = String),
        (status = 422, body = ErrorBody, description = "A day not written YYYY-MM-DD, or the last before the first."),
    ))]
pub async fn google_conversions(
    admin: Admin,
    ApiQuery(params): ApiQuery<ClickParams>,
) -> AppResult<Response> {
    google_file(
        admin,
        &params,
        "google-ads-conversions",
        ad_files::google_clicks_csv,
    )
    .await
}

/// Google Ads enhanced conversions for leads as CSV
///
/// Google Ads' enhanced conversions for leads file: the line
/// `Parameters:TimeZone=+0530`, then the columns `Email, Phone Number,
/// Conversion Name, Conversion Time, Conversion Value, Conversion
/// Currency`, with the same `Lead`, `Won` and `Paid` conversions as the click file
/// (enquiries whose touches carry a Google click id, spam never). E-mail
/// and phone are normalised as Google specifies and sent only as SHA-256
/// hex: the e-mail trimmed and lower-cased, with the dots before the `@`
/// removed for gmail.com and googlemail.com; the phone in E.164 with its
/// `+` (empty when the number could not be read as one). `from` and `to`
/// are India days, both included (default: the last 30). Administrators
/// only.
#[utoipa::path(get, path = "/admin/analytics/google-ads-enhanced.csv", tag = "analytics", params(ClickParams),
    responses(
        (status = 200, content_type = "text/csv", body = String),
        (status = 422, body = ErrorBody, description = "A day not written YYYY-MM-DD, or the last before the first."),
    ))]
pub async fn google_enhanced(
    admin: Admin,
    ApiQuery(params): ApiQuery<ClickParams>,
) -> AppResult<Response> {
    google_file(
        admin,
        &params,
        "google-ads-enhanced",
        ad_files::google_enhanced_csv,
    )
    .await
}

/// A batch of Meta Conversions API events, as Meta's `/events` call takes
/// its body.
#[derive(Serialize, ToSchema)]
pub struct MetaBatch {
    pub data: Vec<MetaEvent>,
}

/// One Meta Conversions API event.
#[derive(Serialize, ToSchema)]
pub struct MetaEvent {
    /// `Lead` (an enquiry), `Purchase` (an accepted quotation) or the
    /// custom event `Paid` (money received).
    pub event_name: String,
    /// Unix seconds: when the form was sent or the quotation accepted.
    pub event_time: i64,
    /// `lead-<enquiry id>` or `won-<quotation id>`: the same in every file,
    /// so an event uploaded twice is counted once.
    pub event_id: String,
    /// Always `system_generated`: the events come from our records, not
    /// from a browser (a `website` event needs the visitor's browser
    /// string, which is never kept).
    pub action_source: String,
    pub user_data: MetaUserData,
    /// A Purchase's or a Paid's value; none for a Lead.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub custom_data: Option<MetaCustomData>,
}

/// Who the event is about, as Meta matches them.
#[derive(Serialize, ToSchema)]
pub struct MetaUserData {
    /// SHA-256 hex of the e-mail, trimmed and lower-cased.
    pub em: Vec<String>,
    /// SHA-256 hex of the phone, country code and number, digits only
    /// (empty when the number could not be read as one).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub ph: Vec<String>,
    /// `fb.1.<the touch's time in milliseconds>.<fbclid>`.
    pub fbc: String,
}

/// A Purchase's or a Paid's value.
#[derive(Serialize, ToSchema)]
pub struct MetaCustomData {
    /// Rupees: the quotation's taxable value, or the money received.
    pub value: f64,
    /// `INR`.
    pub currency: String,
}

impl MetaEvent {
    fn of(c: &Conversion) -> Option<Self> {
        let ClickId::Fbclid(fbclid) = &c.click else {
            return None;
        };
        Some(Self {
            event_name: c.goal.meta_event().to_owned(),
            event_time: c.at.timestamp(),
            event_id: ad_files::meta_event_id(c),
            action_source: "system_generated".to_owned(),
            user_data: MetaUserData {
                em: vec![ad_files::sha256_hex(&ad_files::meta_email(&c.email))],
                ph: c
                    .phone_key
                    .as_deref()
                    .and_then(ad_files::meta_phone)
                    .map(|p| ad_files::sha256_hex(&p))
                    .into_iter()
                    .collect(),
                fbc: ad_files::meta_fbc(fbclid, c.clicked_at),
            },
            custom_data: match (c.goal, c.value) {
                (Goal::Won | Goal::Paid, Some(v)) => Some(MetaCustomData {
                    value: rupees(v.paise()),
                    currency: ad_files::CURRENCY.to_owned(),
                }),
                _ => None,
            },
        })
    }
}

/// The batch of the conversions Meta still takes at `now`.
fn meta_batch(found: &[Conversion], now: DateTime<Utc>) -> MetaBatch {
    MetaBatch {
        data: found
            .iter()
            .filter(|c| ad_files::meta_accepts(c.at, now))
            .filter_map(MetaEvent::of)
            .collect(),
    }
}

/// Meta Conversions API events as JSON
///
/// A Meta Conversions API batch, `{"data": [...]}`, to send as the body of
/// the pixel's `/events` call (at most 1,000 events a call) or to upload
/// in Events Manager: a `Lead` event per enquiry sent in the range, a
/// `Purchase` event per quotation of such an enquiry accepted in the range
/// and a custom `Paid` event per payment received in the range on such an
/// enquiry's invoices or as its advance (both with `custom_data` `value`
/// in rupees, `currency` `INR`: the quotation's taxable value, the money
/// received). Only enquiries
/// whose touches carry an `fbclid` are in it, credited to their latest
/// touch that has one; enquiries held as spam never are.
///
/// Each event has `event_name`, `event_time` (Unix seconds), `event_id`
/// (`lead-<id>`, `won-<quotation id>` or `paid-<payment id>`, stable, so a second upload is
/// dropped by Meta), `action_source` `system_generated` and `user_data`:
/// `em` and `ph` as SHA-256 hex of the e-mail trimmed and lower-cased and
/// of the phone's country code and number in digits, and `fbc`
/// (`fb.1.<the touch's time in ms>.<fbclid>`). Events more than 7 days
/// old are left out, as Meta refuses them, whatever the range. `from` and
/// `to` are India days, both included (default: the last 30).
/// Administrators only.
#[utoipa::path(get, path = "/admin/analytics/meta-events.json", tag = "analytics", params(ClickParams),
    responses(
        (status = 200, body = MetaBatch),
        (status = 422, body = ErrorBody, description = "A day not written YYYY-MM-DD, or the last before the first."),
    ))]
pub async fn meta_events(
    Admin { state, .. }: Admin,
    ApiQuery(params): ApiQuery<ClickParams>,
) -> AppResult<Response> {
    let (from, to, found) = range_of(&state, &params, Platform::Meta).await?;
    let body = serde_json::to_string(&meta_batch(&found, Utc::now()))
        .map_err(|e| AppError::from(anyhow::Error::from(e)))?;
    Ok(download(
        "application/json",
        "meta-events",
        (from, to),
        "json",
        body,
    ))
}
