//! Webhooks other services call: Razorpay's, which tells of payments made
//! through an invoice's payment link. Nobody signs in: the body is
//! believed only when `X-Razorpay-Signature` is its HMAC-SHA256 under
//! `RAZORPAY_WEBHOOK_SECRET`; anything else is refused with 400 and changes
//! nothing. The same event or payment delivered again is recorded once
//! (`services::money::razorpay`).
use axum::{body::Bytes, http::HeaderMap, Json};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::{
    domain::signature,
    error::{AppError, AppResult, ErrorBody},
    services::money::razorpay,
    state::AppState,
};

pub fn router() -> OpenApiRouter<AppState> {
    super::resource([routes!(razorpay_webhook)])
}

/// What became of a webhook.
#[derive(Serialize, ToSchema)]
pub struct WebhookAnswer {
    /// Whether a payment was recorded (false for another event, or one
    /// recorded before).
    pub recorded: bool,
}

/// Razorpay's webhook
///
/// `payment_link.paid` and `payment_link.partially_paid` record the
/// payment on the invoice the link was made for. The raw body must be
/// signed: `X-Razorpay-Signature` is its HMAC-SHA256 under the webhook
/// secret, in hex; a missing or wrong signature is refused with 400 and
/// changes nothing. Idempotent on `X-Razorpay-Event-Id` and on the
/// payment's id.
#[utoipa::path(post, path = "/webhooks/razorpay", tag = "invoices",
    request_body(content = Object, content_type = "application/json"),
    params(
        ("X-Razorpay-Signature" = String, Header, description = "HMAC-SHA256 of the raw body under the webhook secret, hex"),
        ("X-Razorpay-Event-Id" = Option<String>, Header, description = "The event's id; a repeated one is recorded once"),
    ),
    responses((status = 200, body = WebhookAnswer), (status = 400, body = ErrorBody)))]
pub async fn razorpay_webhook(
    axum::extract::State(state): axum::extract::State<AppState>,
    headers: HeaderMap,
    body: Bytes,
) -> AppResult<Json<WebhookAnswer>> {
    let refused = || AppError::BadRequest("The webhook's signature does not hold.".into());
    let secret = state.config.razorpay.webhook_secret().ok_or_else(refused)?;
    let signed = headers
        .get("x-razorpay-signature")
        .and_then(|v| v.to_str().ok())
        .is_some_and(|sig| signature::signed(secret, &body, sig));
    if !signed {
        return Err(refused());
    }
    let event: serde_json::Value = serde_json::from_slice(&body)
        .map_err(|e| AppError::BadRequest(format!("The body is not valid JSON: {e}")))?;
    let event_id = headers
        .get("x-razorpay-event-id")
        .and_then(|v| v.to_str().ok());
    let recorded = razorpay::record(&state.db, event_id, &event, state.config.clock.now()).await?;
    Ok(Json(WebhookAnswer { recorded }))
}
