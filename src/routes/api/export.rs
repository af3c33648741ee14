//! CSV exports of the administrators' lists (enquiries, applications,
//! products), taking the same filter parameters as the lists and streamed
//! as they are read. Administrators only.
use axum::{body::Body, response::Response};
use chrono::{DateTime, Datelike, Months, NaiveDate, Utc};
use serde::Deserialize;
use utoipa::IntoParams;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::params::{given, ClickParams, LeadParams, ProductParams};
use crate::{
    auth::Admin,
    domain::india_today,
    domain::lead::{ApplicationStatus, EnquiryStatus, PipelineStatus},
    domain::{
        gst,
        gstr1::{self, Period, Sheet},
        DayRange, FieldErrors,
    },
    entities::{application, enquiry, lead},
    error::{AppError, AppResult, ErrorBody},
    extract::{ApiPath, ApiQuery},
    services::{affiliate::product_list, csv::CsvRow, leads::export, money::gst_returns},
    state::AppState,
};

pub fn router() -> OpenApiRouter<AppState> {
    super::resource([
        routes!(enquiries),
        routes!(applications),
        routes!(products),
        routes!(gstr1_sheet),
        routes!(sales_register),
        routes!(tally),
    ])
}

fn csv(name: &str, body: Body) -> Response {
    super::file_answer("text/csv; charset=utf-8", name, true, body)
}

/// The file's name: what it holds and the day it was made, in India, where
/// the agency works (a file made at 01:00 there is named after that day,
/// not after the UTC date, which is still the day before).
fn dated(what: &str, now: DateTime<Utc>) -> String {
    format!("{what}-{}.csv", india_today(now).format("%Y-%m-%d"))
}

/// The leads of one kind (statuses `S`, own rows in `K`) that its list
/// shows with these parameters, every page, as CSV.
fn lead_csv<S, K>(
    Admin { state, user }: Admin,
    params: LeadParams,
    name: &str,
) -> AppResult<Response>
where
    S: PipelineStatus,
    K: sea_orm::EntityTrait,
    K::Model: Send + Sync,
    lead::Entity: sea_orm::Related<K>,
    (lead::Model, Option<K::Model>): CsvRow,
{
    let q = params.parse::<S>(user.admin.id, Utc::now())?;
    Ok(csv(
        &dated(name, Utc::now()),
        Body::from_stream(export::leads::<S, K>(state.db.clone(), &q)),
    ))
}

/// Export enquiries as CSV
///
/// The enquiries the lead list shows with the same parameters, every page,
/// as a UTF-8 CSV file with a BOM. Phone numbers stay text and cells that a
/// spreadsheet would take for a formula are prefixed with `'`.
/// Administrators only.
#[utoipa::path(get, path = "/admin/export/enquiries.csv", tag = "leads", params(LeadParams),
    responses((status = 200, content_type = "text/csv", body = String), (status = 422, body = ErrorBody)))]
pub async fn enquiries(
    admin: Admin,
    ApiQuery(params): ApiQuery<LeadParams>,
) -> AppResult<Response> {
    lead_csv::<EnquiryStatus, enquiry::Entity>(admin, params, "enquiries")
}

/// Export applications as CSV
///
/// The applications the lead list shows with the same parameters, every
/// page, as a UTF-8 CSV file with a BOM. Phone numbers stay text and cells
/// that a spreadsheet would take for a formula are prefixed with `'`.
/// Administrators only.
#[utoipa::path(get, path = "/admin/export/applications.csv", tag = "leads", params(LeadParams),
    responses((status = 200, content_type = "text/csv", body = String), (status = 422, body = ErrorBody)))]
pub async fn applications(
    admin: Admin,
    ApiQuery(params): ApiQuery<LeadParams>,
) -> AppResult<Response> {
    lead_csv::<ApplicationStatus, application::Entity>(admin, params, "applications")
}

/// Export affiliate products as CSV
///
/// The products the list shows with the same parameters, every page, as a
/// UTF-8 CSV file with a BOM. Cells that a spreadsheet would take for a
/// formula are prefixed with `'`. Administrators only.
#[utoipa::path(get, path = "/admin/export/products.csv", tag = "products", params(ProductParams),
    responses((status = 200, content_type = "text/csv", body = String), (status = 422, body = ErrorBody)))]
pub async fn products(
    Admin { state, .. }: Admin,
    ApiQuery(params): ApiQuery<ProductParams>,
) -> AppResult<Response> {
    let q = params.parse()?;
    Ok(csv(
        &dated("products", Utc::now()),
        Body::from_stream(product_list::export(state.db.clone(), &q)),
    ))
}

/// The period a GST file covers: a calendar month, or a quarter of the
/// Indian financial year (small businesses file GSTR-1 quarterly).
#[derive(Clone, Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ReturnPeriodParams {
    /// A month, YYYY-MM.
    pub month: Option<String>,
    /// A quarter of the financial year that starts in April of YYYY:
    /// YYYY-Q1 is April to June, YYYY-Q4 January to March of the next year.
    pub quarter: Option<String>,
}

impl ReturnPeriodParams {
    /// The first and last day of the month or quarter (exactly one given).
    fn parse(&self) -> Result<(NaiveDate, NaiveDate), FieldErrors> {
        let first = |y: i32, m: u32| {
            NaiveDate::from_ymd_opt(y, m, 1).filter(|d| (2000..=2200).contains(&d.year()))
        };
        let span = |from: NaiveDate, months: u32| {
            let next = from.checked_add_months(Months::new(months)).unwrap_or(from);
            (from, next.pred_opt().unwrap_or(from))
        };
        match (given(&self.month), given(&self.quarter)) {
            (Some(m), None) => m
                .trim()
                .split_once('-')
                .and_then(|(y, m)| first(y.parse().ok()?, m.parse().ok()?))
                .map(|from| span(from, 1))
                .ok_or_else(|| FieldErrors::one("month", "Give the month as YYYY-MM.")),
            (None, Some(q)) => q
                .trim()
                .split_once("-Q")
                .and_then(|(y, n)| gst::Quarter::new(y.parse().ok()?, n.parse().ok()?))
                .filter(|q| (2000..=2200).contains(&q.year))
                .map(|q| (q.first_day(), q.last_day()))
                .ok_or_else(|| {
                    FieldErrors::one(
                        "quarter",
                        "Give the quarter as YYYY-Qn: 2026-Q1 is April to June 2026.",
                    )
                }),
            _ => Err(FieldErrors::one(
                "month",
                "Give either a month (YYYY-MM) or a quarter (YYYY-Qn).",
            )),
        }
    }
}

/// The days a sales register or Tally file covers: this month so far by
/// default.
fn days(params: &ClickParams, now: DateTime<Utc>) -> Result<(NaiveDate, NaiveDate), FieldErrors> {
    let range = DayRange::parse(given(&params.from), given(&params.to))?;
    let to = range.to.unwrap_or_else(|| india_today(now));
    let from = range.from.unwrap_or_else(|| to.with_day(1).unwrap_or(to));
    if from > to {
        return Err(FieldErrors::one(
            "from",
            "The first day comes after the last.",
        ));
    }
    Ok((from, to))
}

fn file(name: &str, content_type: &'static str, body: String) -> Response {
    super::file_answer(content_type, name, true, body)
}

fn period_of(state: &AppState, from: NaiveDate, to: NaiveDate) -> Period {
    let site = &state.content().site;
    Period {
        from,
        to,
        agency_state: gst::state_code(&site.region).unwrap_or(0),
    }
}

/// A GSTR-1 sheet as CSV
///
/// One sheet of GSTR-1 for a month or a financial-year quarter, as the GST
/// offline tool imports it: its column headers, dates as 07-Dec-2026, the
/// place of supply as 10-Bihar. `sheet` is one of b2b.csv, b2cl.csv,
/// b2cs.csv, cdnr.csv, cdnur.csv, at.csv, atadj.csv, hsn-b2b.csv,
/// hsn-b2c.csv (table 12's B2B and B2C tables) and docs.csv. Issued
/// documents only; the sales register of the same days adds up to them.
#[utoipa::path(get, path = "/admin/export/gstr1/{sheet}", tag = "invoices",
    params(("sheet" = String, Path, description = "The sheet's file: b2b.csv, b2cl.csv, b2cs.csv, cdnr.csv, cdnur.csv, at.csv, atadj.csv, hsn-b2b.csv, hsn-b2c.csv or docs.csv."), ReturnPeriodParams),
    responses((status = 200, content_type = "text/csv", body = String), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn gstr1_sheet(
    Admin { state, .. }: Admin,
    ApiPath(file_name): ApiPath<String>,
    ApiQuery(params): ApiQuery<ReturnPeriodParams>,
) -> AppResult<Response> {
    let sheet = file_name
        .strip_suffix(".csv")
        .and_then(Sheet::parse)
        .ok_or_else(|| AppError::not_found("GSTR-1 sheet"))?;
    let (from, to) = params.parse()?;
    let (docs, _) = gst_returns::period(&state.db, from, to).await?;
    let table = gstr1::sheet(sheet, &docs, &period_of(&state, from, to));
    Ok(file(
        &format!("gstr1-{}-{}.csv", sheet.name(), from.format("%Y-%m")),
        "text/csv; charset=utf-8",
        gst_returns::csv(&table, false),
    ))
}

/// The sales register as CSV
///
/// Every invoice, credit and debit note, receipt voucher and payment of the
/// days given (India dates; this month so far by default), in date order,
/// with a totals row equal to the GSTR-1 sheets of the same days: taxable
/// value and each tax over invoices and notes, advances received and
/// adjusted, money received and TDS. UTF-8 with a BOM.
#[utoipa::path(get, path = "/admin/export/sales-register.csv", tag = "invoices", params(ClickParams),
    responses((status = 200, content_type = "text/csv", body = String), (status = 422, body = ErrorBody)))]
pub async fn sales_register(
    Admin { state, .. }: Admin,
    ApiQuery(params): ApiQuery<ClickParams>,
) -> AppResult<Response> {
    let (from, to) = days(&params, state.config.clock.now())?;
    let (docs, payments) = gst_returns::period(&state.db, from, to).await?;
    let table = gstr1::sales_register(&docs, &payments, &period_of(&state, from, to));
    Ok(file(
        &format!("sales-register-{from}-to-{to}.csv"),
        "text/csv; charset=utf-8",
        gst_returns::csv(&table, true),
    ))
}

/// The vouchers as Tally's XML import
///
/// The same documents and payments as the sales register, as Tally's
/// "Import Data" XML: sales, credit and debit notes, receipts for payments
/// (TDS to "TDS receivable") and advances, each voucher balanced.
#[utoipa::path(get, path = "/admin/export/tally.xml", tag = "invoices", params(ClickParams),
    responses((status = 200, content_type = "application/xml", body = String), (status = 422, body = ErrorBody)))]
pub async fn tally(
    Admin { state, .. }: Admin,
    ApiQuery(params): ApiQuery<ClickParams>,
) -> AppResult<Response> {
    let (from, to) = days(&params, state.config.clock.now())?;
    let (docs, payments) = gst_returns::period(&state.db, from, to).await?;
    let company = state.content().site.legal_name.clone();
    let company = if company.trim().is_empty() {
        state.content().site.product_name.clone()
    } else {
        company
    };
    let xml = gstr1::tally_xml(&company, &docs, &payments, &period_of(&state, from, to));
    Ok(file(
        &format!("tally-{from}-to-{to}.xml"),
        "application/xml; charset=utf-8",
        xml,
    ))
}

#[cfg(test)]
mod tests {
    use chrono::TimeZone;

    use super::*;

    #[test]
    fn a_file_is_named_after_the_day_in_india() {
        // 20:00 UTC on the 22nd is 01:30 on the 23rd in Patna.
        let late = Utc.with_ymd_and_hms(2026, 11, 22, 20, 0, 0).unwrap();
        assert_eq!(dated("enquiries", late), "enquiries-2026-11-23.csv");
        let noon = Utc.with_ymd_and_hms(2026, 11, 22, 6, 30, 0).unwrap();
        assert_eq!(dated("products", noon), "products-2026-11-22.csv");
    }

    fn period(month: Option<&str>, quarter: Option<&str>) -> Result<(String, String), FieldErrors> {
        let p = ReturnPeriodParams {
            month: month.map(Into::into),
            quarter: quarter.map(Into::into),
        };
        p.parse().map(|(f, t)| (f.to_string(), t.to_string()))
    }

    #[test]
    fn a_return_covers_a_month_or_a_quarter_of_the_financial_year() {
        let both = |f: &str, t: &str| Ok((f.to_owned(), t.to_owned()));
        assert_eq!(
            period(Some("2026-12"), None),
            both("2026-12-01", "2026-12-31")
        );
        assert_eq!(
            period(Some("2027-02"), None),
            both("2027-02-01", "2027-02-28")
        );
        assert_eq!(
            period(None, Some("2026-Q1")),
            both("2026-04-01", "2026-06-30")
        );
        assert_eq!(
            period(None, Some("2026-Q3")),
            both("2026-10-01", "2026-12-31")
        );
        assert_eq!(
            period(None, Some("2026-Q4")),
            both("2027-01-01", "2027-03-31")
        );
        for (m, q) in [
            (None, None),
            (Some("2026-13"), None),
            (Some("December"), None),
            (None, Some("2026-Q5")),
            (Some("2026-12"), Some("2026-Q3")),
        ] {
            assert!(period(m, q).is_err(), "{m:?} {q:?} is refused");
        }
    }
}
