//! Quotations from the lead desk: make one for an enquiry (lines, the
//! client's legal name, billing address, state and optional GSTIN, a
//! validity date) and read it back with its totals and the amount in words.
//! Administrators only.
use axum::Json;
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{AdminAt, Created};
use crate::{
    auth::{audit::actor_of, Admin},
    domain::{gst, parse_date, AtField, FieldErrors, Money, Rejected, Text},
    entities::quote,
    error::AppResult,
    extract::ApiJson,
    services::quotes::{self, Line, NewLine, NewQuote},
    state::AppState,
};

pub fn router() -> OpenApiRouter<AppState> {
    super::resource([routes!(create), routes!(one)])
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuoteLineBody {
    pub description: Option<String>,
    /// The service's SAC code (4 to 8 digits), such as 998361.
    pub sac: Option<String>,
    /// Up to three decimals.
    #[schema(value_type = f64)]
    pub quantity: Option<Value>,
    /// Rupees, at most two decimals.
    #[schema(value_type = f64)]
    pub unit_price: Option<Value>,
    /// Rupees off the line, at most the line's amount.
    #[schema(value_type = Option<f64>)]
    pub discount: Option<Value>,
    /// GST rate in per cent: 0, 5, 12, 18 (the default) or 28.
    #[schema(value_type = Option<f64>)]
    pub gst_rate: Option<Value>,
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuoteBody {
    /// The enquiry (bId) the quote answers.
    #[schema(value_type = i32)]
    pub lead_id: Option<Value>,
    pub lines: Option<Vec<QuoteLineBody>>,
    /// The client's legal name.
    pub client_name: Option<String>,
    pub client_address: Option<String>,
    /// A state or union territory, as named in the GST list ("Bihar").
    pub client_state: Option<String>,
    pub client_gstin: Option<String>,
    /// YYYY-MM-DD (India date); 15 days from today when absent.
    pub valid_until: Option<String>,
}

fn rejected(message: &str) -> Rejected {
    Rejected::new(message)
}

/// A quantity: more than 0, at most 1,00,000, up to three decimals.
fn quantity(v: Option<&Value>) -> Result<i64, Rejected> {
    let bad = || rejected("The quantity must be a number more than 0 with at most three decimals.");
    let text = match v {
        Some(Value::Number(n)) => n.to_string(),
        Some(Value::String(s)) => s.trim().to_owned(),
        _ => return Err(bad()),
    };
    let (whole, frac) = text.split_once('.').unwrap_or((&text, ""));
    if whole.is_empty()
        || frac.len() > 3
        || !whole.bytes().all(|b| b.is_ascii_digit())
        || !frac.bytes().all(|b| b.is_ascii_digit())
    {
        return Err(bad());
    }
    let whole: i64 = whole.parse().map_err(|_| bad())?;
    let frac: i64 = format!("{frac:0<3}").parse().map_err(|_| bad())?;
    let milli = whole
        .checked_mul(1000)
        .and_then(|w| w.checked_add(frac))
        .ok_or_else(bad)?;
    if milli <= 0 || milli > 100_000_000 {
        return Err(bad());
    }
    Ok(milli)
}

fn rate(v: Option<&Value>) -> Result<i64, Rejected> {
    match v {
        None | Some(Value::Null) => Ok(1800),
        Some(Value::Number(n)) => match n.as_f64() {
            Some(r) if [0.0, 5.0, 12.0, 18.0, 28.0].contains(&r) => Ok((r * 100.0) as i64),
            _ => Err(rejected(
                "The GST rate must be 0, 5, 12, 18 or 28 per cent.",
            )),
        },
        _ => Err(rejected(
            "The GST rate must be 0, 5, 12, 18 or 28 per cent.",
        )),
    }
}

fn sac(v: Option<String>) -> Result<String, Rejected> {
    let s = v.unwrap_or_default().trim().to_owned();
    if (4..=8).contains(&s.len()) && s.bytes().all(|b| b.is_ascii_digit()) {
        Ok(s)
    } else {
        Err(rejected(
            "The SAC code is 4 to 8 digits, such as 998361 for advertising services.",
        ))
    }
}

fn parse_line(i: usize, l: QuoteLineBody, e: &mut FieldErrors) -> Option<NewLine> {
    let at = |name: &str| format!("lines[{i}].{name}");
    let description = e.check(
        Text::<1, 300>::parse("Description", l.description)
            .map_err(|r| FieldErrors::one(&at("description"), r.0)),
    );
    let sac = e.check(sac(l.sac).map_err(|r| FieldErrors::one(&at("sac"), r.0)));
    let quantity =
        e.check(quantity(l.quantity.as_ref()).map_err(|r| FieldErrors::one(&at("quantity"), r.0)));
    let unit_price = e.check(
        l.unit_price
            .as_ref()
            .map_or(Err(rejected("The unit price is required.")), |v| {
                Money::parse("Unit price", v)
            })
            .map_err(|r| FieldErrors::one(&at("unitPrice"), r.0)),
    );
    let discount = e.check(
        match &l.discount {
            None | Some(Value::Null) => Ok(Money::from_paise(0)),
            Some(v) => Money::parse("Discount", v),
        }
        .map_err(|r| FieldErrors::one(&at("discount"), r.0)),
    );
    let rate_bp =
        e.check(rate(l.gst_rate.as_ref()).map_err(|r| FieldErrors::one(&at("gstRate"), r.0)));
    let line = NewLine {
        description: description?.into_inner(),
        sac: sac?,
        quantity_milli: quantity?,
        unit_price: unit_price?.paise(),
        discount: discount?.paise(),
        rate_bp: rate_bp?,
    };
    if line.discount > gst::share(line.unit_price, line.quantity_milli, 1000) {
        e.add(
            &at("discount"),
            "The discount cannot be more than the line's amount.",
        );
        return None;
    }
    Some(line)
}

fn parse_quote(b: QuoteBody) -> Result<NewQuote, FieldErrors> {
    let mut e = FieldErrors::default();
    let lead_id = match b.lead_id.as_ref().and_then(Value::as_i64) {
        Some(id) if id > 0 && id <= i64::from(i32::MAX) => Some(id as i32),
        _ => {
            e.add("leadId", "Name the enquiry the quote answers (its bId).");
            None
        }
    };
    let mut lines = Vec::new();
    match b.lines {
        Some(list) if !list.is_empty() && list.len() <= 50 => {
            for (i, l) in list.into_iter().enumerate() {
                if let Some(line) = parse_line(i, l, &mut e) {
                    lines.push(line);
                }
            }
        }
        _ => e.add("lines", "A quote has 1 to 50 lines."),
    }
    let client_name =
        e.check(Text::<2, 200>::parse("The client's legal name", b.client_name).at("clientName"));
    let client_address =
        e.check(Text::<5, 500>::parse("The billing address", b.client_address).at("clientAddress"));
    let state =
        e.check(gst::parse_state(b.client_state.as_deref().unwrap_or_default()).at("clientState"));
    let gstin = match b
        .client_gstin
        .as_deref()
        .map(str::trim)
        .filter(|g| !g.is_empty())
    {
        None => Some(None),
        Some(g) => match gst::parse_gstin(g) {
            Ok((gstin, code)) => match state {
                Some((state_code, name)) if state_code != code => {
                    e.add("clientGstin", format!("This GSTIN belongs to state code {code:02}, not to {name} ({state_code:02})."));
                    None
                }
                _ => Some(Some(gstin)),
            },
            Err(r) => {
                e.add("clientGstin", r.0);
                None
            }
        },
    };
    let valid_until = match b
        .valid_until
        .as_deref()
        .map(str::trim)
        .filter(|v| !v.is_empty())
    {
        None => Some(None),
        Some(v) => e.check(parse_date("validUntil", v)).map(Some),
    };
    e.finish(|| {
        Some(NewQuote {
            lead_id: lead_id?,
            lines,
            client_name: client_name?.into_inner(),
            client_address: client_address?.into_inner(),
            client_state: state?.1,
            client_gstin: gstin?,
            valid_until: valid_until?,
        })
    })
}

/// Rupees as a JSON number.
fn rupees(paise: i64) -> f64 {
    paise as f64 / 100.0
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuoteLineView {
    pub description: String,
    pub sac: String,
    pub quantity: f64,
    pub unit_price: f64,
    pub discount: f64,
    /// Per cent.
    pub gst_rate: f64,
    pub taxable: f64,
    pub cgst: f64,
    pub sgst: f64,
    pub igst: f64,
}

/// A quote's totals in rupees.
#[derive(Serialize, ToSchema)]
pub struct QuoteTotals {
    pub taxable: f64,
    pub cgst: f64,
    pub sgst: f64,
    pub igst: f64,
    pub total: f64,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuoteView {
    pub id: i32,
    /// "VD/2026-27/0001".
    pub number: String,
    /// The client's private link's token.
    pub token: String,
    pub lead_id: Option<i32>,
    pub status: String,
    pub client_name: String,
    pub client_address: String,
    pub client_state: String,
    pub client_gstin: Option<String>,
    pub agency_state: String,
    /// YYYY-MM-DD.
    pub valid_until: String,
    pub lines: Vec<QuoteLineView>,
    pub totals: QuoteTotals,
    /// "Rupees One Lakh Eighteen Thousand Only".
    pub amount_in_words: String,
    pub created_at: DateTime<Utc>,
}

impl From<quote::Model> for QuoteView {
    fn from(q: quote::Model) -> Self {
        let lines: Vec<Line> = serde_json::from_str(&q.lines).unwrap_or_default();
        Self {
            lines: lines
                .into_iter()
                .map(|l| QuoteLineView {
                    description: l.description,
                    sac: l.sac,
                    quantity: l.quantity_milli as f64 / 1000.0,
                    unit_price: rupees(l.unit_price),
                    discount: rupees(l.discount),
                    gst_rate: l.rate_bp as f64 / 100.0,
                    taxable: rupees(l.taxable),
                    cgst: rupees(l.cgst),
                    sgst: rupees(l.sgst),
                    igst: rupees(l.igst),
                })
                .collect(),
            totals: QuoteTotals {
                taxable: rupees(q.taxable),
                cgst: rupees(q.cgst),
                sgst: rupees(q.sgst),
                igst: rupees(q.igst),
                total: rupees(q.total),
            },
            amount_in_words: gst::amount_in_words(q.total),
            id: q.id,
            number: q.number,
            token: q.token,
            lead_id: q.lead_id,
            status: q.status,
            client_name: q.client_name,
            client_address: q.client_address,
            client_state: q.client_state,
            client_gstin: q.client_gstin,
            agency_state: q.agency_state,
            valid_until: q.valid_until,
            created_at: q.created_at,
        }
    }
}

/// The initials of the business's name, which start its quote numbers
/// ("Vanijya Digital": VD).
fn prefix(name: &str) -> String {
    let initials: String = name
        .split_whitespace()
        .filter_map(|w| w.chars().next())
        .filter(char::is_ascii_alphanumeric)
        .map(|c| c.to_ascii_uppercase())
        .collect();
    if initials.is_empty() {
        "Q".into()
    } else {
        initials
    }
}

#[utoipa::path(post, path = "/admin/quotes", tag = "quotes", request_body = QuoteBody,
    responses((status = 201, body = QuoteView)))]
pub async fn create(
    Admin { state, user }: Admin,
    ApiJson(body): ApiJson<QuoteBody>,
) -> AppResult<Created<QuoteView>> {
    let new = parse_quote(body)?;
    let content = state.content();
    let prefix = prefix(&state.config.site.product_name);
    let stored = quotes::create(
        &state.db,
        (&prefix, &content.site.region),
        &actor_of(&user.admin),
        new,
        Utc::now(),
    )
    .await?;
    Ok(Created(stored.into()))
}

#[utoipa::path(get, path = "/admin/quotes/{id}", tag = "quotes", params(("id" = i32, Path)),
    responses((status = 200, body = QuoteView)))]
pub async fn one(AdminAt { state, id, .. }: AdminAt) -> AppResult<Json<QuoteView>> {
    Ok(Json(quotes::get(&state.db, id).await?.into()))
}
