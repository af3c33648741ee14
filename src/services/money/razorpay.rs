//! Razorpay: a payment link for each invoice issued while Razorpay's keys
//! are set (its Payment Links API, partial payments accepted, Razorpay's
//! own reminders and notices off, so the client hears from us once), and
//! its webhook recording what was paid through the link.
//!
//! A webhook is believed only when its signature (HMAC-SHA256 of the raw
//! body under the webhook secret) holds; the route checks it before this
//! module reads the body. `payment_link.paid` and
//! `payment_link.partially_paid` record the payment on the link's invoice,
//! in one transaction that first keeps the event's id (`razorpay_events`)
//! and the payment's (unique on the payments): the same event, or the
//! same payment in another event, delivered twice is recorded once.
use std::time::Duration;

use chrono::{DateTime, Utc};
use sea_orm::{
    sea_query::{Expr, OnConflict},
    ColumnTrait, DatabaseConnection, EntityTrait, QueryFilter, Set,
};
use serde_json::{json, Value};

use crate::services::{begin_write, money::invoices};
use crate::{
    config::RazorpaySettings,
    domain::{india_today, invoice::DocumentKind, DomainResult},
    entities::{invoice as doc, invoice_payment as payment, razorpay_event},
};

/// A payment link made for an invoice: Razorpay's id and its address.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PaymentLink {
    pub id: String,
    pub url: String,
}

/// Asks Razorpay for a payment link for what `d` still has due, naming
/// the client (`email`, when the enquiry has one). `None` when Razorpay's
/// keys are not set; an error says what went wrong (the invoice stands
/// without a link).
pub async fn create_link(
    settings: &RazorpaySettings,
    d: &doc::Model,
    email: Option<&str>,
) -> Result<Option<PaymentLink>, String> {
    let Some((key_id, key_secret)) = settings.keys() else {
        return Ok(None);
    };
    let number = d.number.clone().unwrap_or_default();
    let mut customer = json!({ "name": d.client_name });
    if let Some(email) = email.filter(|e| !e.is_empty()) {
        customer["email"] = json!(email);
    }
    let body = json!({
        "amount": invoices::balance(d),
        "currency": "INR",
        "accept_partial": true,
        "reference_id": number,
        "description": format!("Tax invoice {number}"),
        "customer": customer,
        "notify": { "sms": false, "email": false },
        "reminder_enable": false,
        "notes": { "invoice_id": d.id.to_string() },
    });
    let client = reqwest::Client::builder()
        .timeout(Duration::from_secs(10))
        .build()
        .map_err(|e| e.to_string())?;
    let res = client
        .post(format!("{}/v1/payment_links", settings.api_base()))
        .basic_auth(key_id, Some(key_secret))
        .header(reqwest::header::CONTENT_TYPE, "application/json")
        .body(body.to_string())
        .send()
        .await
        .map_err(|e| format!("Razorpay could not be reached: {e}"))?;
    let status = res.status();
    let bytes = res.bytes().await.map_err(|e| e.to_string())?;
    if !status.is_success() {
        return Err(format!(
            "Razorpay refused the payment link ({status}): {}",
            String::from_utf8_lossy(&bytes)
                .chars()
                .take(300)
                .collect::<String>()
        ));
    }
    let answer: Value = serde_json::from_slice(&bytes).map_err(|e| e.to_string())?;
    match (answer["id"].as_str(), answer["short_url"].as_str()) {
        (Some(id), Some(url)) => Ok(Some(PaymentLink {
            id: id.chars().take(40).collect(),
            url: url.chars().take(200).collect(),
        })),
        _ => Err("Razorpay's answer has no link id or address.".into()),
    }
}

/// Keeps invoice `id`'s payment link.
pub async fn keep_link(db: &DatabaseConnection, id: i32, link: &PaymentLink) -> DomainResult<()> {
    doc::Entity::update_many()
        .col_expr(
            doc::Column::RazorpayLinkId,
            Expr::value(Some(link.id.clone())),
        )
        .col_expr(
            doc::Column::RazorpayLinkUrl,
            Expr::value(Some(link.url.clone())),
        )
        .filter(doc::Column::Id.eq(id))
        .exec(db)
        .await?;
    Ok(())
}

/// Records a webhook's payment, its signature already checked: answers
/// whether anything was recorded (not for another event, a link that is
/// not an invoice's, or an event or payment recorded before).
#[tracing::instrument(skip_all)]
pub async fn record(
    db: &DatabaseConnection,
    event_id: Option<&str>,
    event: &Value,
    now: DateTime<Utc>,
) -> DomainResult<bool> {
    if !matches!(
        event["event"].as_str(),
        Some("payment_link.paid" | "payment_link.partially_paid")
    ) {
        return Ok(false);
    }
    let link = event["payload"]["payment_link"]["entity"]["id"].as_str();
    let paid = &event["payload"]["payment"]["entity"];
    let (Some(link), Some(payment_id), Some(amount)) =
        (link, paid["id"].as_str(), paid["amount"].as_i64())
    else {
        return Ok(false);
    };
    if amount <= 0 {
        return Ok(false);
    }
    let txn = begin_write(db).await?;
    if let Some(event_id) = event_id.map(str::trim).filter(|e| !e.is_empty()) {
        let kept = razorpay_event::Entity::insert(razorpay_event::ActiveModel {
            event_id: Set(event_id.chars().take(64).collect()),
            received_at: Set(now),
        })
        .on_conflict(
            OnConflict::column(razorpay_event::Column::EventId)
                .do_nothing()
                .to_owned(),
        )
        .exec_without_returning(&txn)
        .await?;
        if kept == 0 {
            return Ok(false);
        }
    }
    let payment_id: String = payment_id.chars().take(40).collect();
    let seen = payment::Entity::find()
        .filter(payment::Column::RazorpayPaymentId.eq(payment_id.clone()))
        .one(&txn)
        .await?;
    let invoice = doc::Entity::find()
        .filter(doc::Column::Kind.eq(DocumentKind::Invoice))
        .filter(doc::Column::RazorpayLinkId.eq(link))
        .one(&txn)
        .await?;
    let Some(invoice) = invoice.filter(|_| seen.is_none()) else {
        txn.commit().await?;
        return Ok(false);
    };
    let new = invoices::NewPayment {
        amount,
        tds: 0,
        tds_section: None,
        on: india_today(now),
        method: crate::domain::invoice::PaymentMethod::Razorpay,
        reference: payment_id.clone(),
    };
    invoices::record_razorpay(&txn, invoice.id, new, payment_id, now).await?;
    txn.commit().await?;
    Ok(true)
}
