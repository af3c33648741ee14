//! Quotations from the lead desk: lines (description, SAC, quantity, unit
//! price, optional discount, GST rate), the client's legal name, address,
//! state and optional GSTIN, tax by place of supply, totals in whole paise,
//! and a number per financial year that is never given twice.
use chrono::{DateTime, Duration, NaiveDate, Utc};
use rand::RngCore;
use sea_orm::{
    sea_query::{Expr, OnConflict},
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection, EntityTrait, QueryFilter,
    Set,
};
use serde::{Deserialize, Serialize};

use super::{audit::Actor, begin_write};
use crate::{
    domain::{
        gst::{self, Tax},
        india_today, DomainError, DomainResult,
    },
    entities::{business_enquiry, quote, quote_sequence},
};

/// How long a quote stays open by default.
pub const VALID_DAYS: i64 = 15;

/// One line of a quote, as stored; amounts in paise, quantity in
/// thousandths.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Line {
    pub description: String,
    pub sac: String,
    pub quantity_milli: i64,
    pub unit_price: i64,
    pub discount: i64,
    /// GST rate in basis points (1800 = 18 %).
    pub rate_bp: i64,
    /// quantity × unit price − discount, rounded half up to the paisa.
    pub taxable: i64,
    pub cgst: i64,
    pub sgst: i64,
    pub igst: i64,
}

/// A line as typed, checked.
#[derive(Clone, Debug)]
pub struct NewLine {
    pub description: String,
    pub sac: String,
    pub quantity_milli: i64,
    pub unit_price: i64,
    pub discount: i64,
    pub rate_bp: i64,
}

/// A quote as typed, checked.
#[derive(Clone, Debug)]
pub struct NewQuote {
    pub lead_id: i32,
    pub lines: Vec<NewLine>,
    pub client_name: String,
    pub client_address: String,
    pub client_state: &'static str,
    pub client_gstin: Option<String>,
    pub valid_until: Option<NaiveDate>,
}

/// The totals of a quote's lines, in paise.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Totals {
    pub taxable: i64,
    pub tax: Tax,
    pub total: i64,
}

/// Prices each line and adds them up; the tax of each line is rounded on
/// its own, so the lines and the totals agree to the paisa.
pub fn price(lines: &[NewLine], same_state: bool) -> (Vec<Line>, Totals) {
    let mut totals = Totals::default();
    let priced: Vec<Line> = lines
        .iter()
        .map(|l| {
            let gross = gst::share(l.unit_price, l.quantity_milli, 1000);
            let taxable = (gross - l.discount).max(0);
            let tax = gst::tax(taxable, l.rate_bp, same_state);
            totals.taxable += taxable;
            totals.tax.cgst += tax.cgst;
            totals.tax.sgst += tax.sgst;
            totals.tax.igst += tax.igst;
            Line {
                description: l.description.clone(),
                sac: l.sac.clone(),
                quantity_milli: l.quantity_milli,
                unit_price: l.unit_price,
                discount: l.discount,
                rate_bp: l.rate_bp,
                taxable,
                cgst: tax.cgst,
                sgst: tax.sgst,
                igst: tax.igst,
            }
        })
        .collect();
    totals.total = totals.taxable + totals.tax.total();
    (priced, totals)
}

/// An unguessable token for the client's link: 32 random bytes, hex.
fn token() -> String {
    let mut bytes = [0u8; 32];
    rand::thread_rng().fill_bytes(&mut bytes);
    hex::encode(bytes)
}

/// The next number of financial year `fy`, taken inside `txn` (the
/// update holds the year's row until the quote is stored).
async fn next_number(txn: &impl ConnectionTrait, fy: &str) -> Result<i32, sea_orm::DbErr> {
    use quote_sequence::{ActiveModel, Column, Entity};
    Entity::insert(ActiveModel {
        financial_year: Set(fy.to_owned()),
        last: Set(0),
    })
    .on_conflict(
        OnConflict::column(Column::FinancialYear)
            .do_nothing()
            .to_owned(),
    )
    .exec_without_returning(txn)
    .await?;
    Entity::update_many()
        .col_expr(Column::Last, Expr::col(Column::Last).add(1))
        .filter(Column::FinancialYear.eq(fy))
        .exec(txn)
        .await?;
    Entity::find_by_id(fy.to_owned())
        .one(txn)
        .await?
        .map(|row| row.last)
        .ok_or_else(|| sea_orm::DbErr::RecordNotFound("quote_sequences".into()))
}

/// Makes a quote for an enquiry: prices it against the agency's state,
/// numbers it in the current financial year and gives it a private token.
pub async fn create(
    db: &DatabaseConnection,
    (prefix, agency_state): (&str, &str),
    actor: &Actor,
    new: NewQuote,
    now: DateTime<Utc>,
) -> DomainResult<quote::Model> {
    if business_enquiry::Entity::find_by_id(new.lead_id)
        .one(db)
        .await?
        .is_none()
    {
        return Err(DomainError::invalid(
            "leadId",
            "There is no enquiry with this id.",
        ));
    }
    let today = india_today(now);
    let valid_until = new
        .valid_until
        .unwrap_or(today + Duration::days(VALID_DAYS));
    if valid_until < today {
        return Err(DomainError::invalid(
            "validUntil",
            "The validity date cannot be in the past.",
        ));
    }
    let same_state = gst::state_code(agency_state) == gst::state_code(new.client_state);
    let (lines, totals) = price(&new.lines, same_state);
    let fy = gst::financial_year(today);
    let txn = begin_write(db).await?;
    let sequence = next_number(&txn, &fy).await?;
    let stored = quote::ActiveModel {
        lead_id: Set(Some(new.lead_id)),
        number: Set(format!("{prefix}/{fy}/{sequence:04}")),
        financial_year: Set(fy),
        sequence: Set(sequence),
        token: Set(token()),
        client_name: Set(new.client_name),
        client_address: Set(new.client_address),
        client_state: Set(new.client_state.to_owned()),
        client_gstin: Set(new.client_gstin),
        agency_state: Set(agency_state.to_owned()),
        lines: Set(serde_json::to_string(&lines).map_err(|e| DomainError::Internal(e.into()))?),
        taxable: Set(totals.taxable),
        cgst: Set(totals.tax.cgst),
        sgst: Set(totals.tax.sgst),
        igst: Set(totals.tax.igst),
        total: Set(totals.total),
        valid_until: Set(valid_until.format("%Y-%m-%d").to_string()),
        status: Set("draft".into()),
        created_at: Set(now),
        created_by: Set(actor.name.chars().take(100).collect()),
        ..Default::default()
    }
    .insert(&txn)
    .await?;
    txn.commit().await?;
    Ok(stored)
}

pub async fn get(db: &DatabaseConnection, id: i32) -> DomainResult<quote::Model> {
    quote::Entity::find_by_id(id)
        .one(db)
        .await?
        .ok_or(DomainError::NotFound("Quote"))
}

// Amounts in the tests are paise written as rupees_paise, in Indian
// grouping (1_18_000_00 is ₹1,18,000.00).
#[cfg(test)]
#[allow(clippy::inconsistent_digit_grouping)]
mod tests {
    use super::*;

    fn line(quantity_milli: i64, unit_price: i64, discount: i64) -> NewLine {
        NewLine {
            description: "Amazon A+ content".into(),
            sac: "998361".into(),
            quantity_milli,
            unit_price,
            discount,
            rate_bp: 1800,
        }
    }

    #[test]
    fn lines_and_totals_agree_to_the_paisa() {
        // 2.5 × ₹333.33 = ₹833.325, rounded to ₹833.33; 9 % of it is 75.0
        let (lines, totals) = price(&[line(2500, 33333, 0), line(3000, 1000_00, 500_00)], true);
        assert_eq!(lines[0].taxable, 83333);
        assert_eq!(lines[0].cgst, 7500);
        assert_eq!(lines[1].taxable, 2500_00);
        assert_eq!(totals.taxable, 83333 + 2500_00);
        assert_eq!(totals.tax.cgst, totals.tax.sgst);
        assert_eq!(totals.tax.igst, 0);
        assert_eq!(totals.total, totals.taxable + 2 * totals.tax.cgst);
        let (_, outside) = price(&[line(1000, 1_00_000_00, 0)], false);
        assert_eq!(outside.tax.igst, 18_000_00);
        assert_eq!(outside.total, 1_18_000_00);
    }
}
