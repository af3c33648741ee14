//! Razorpay over HTTP, against a stub of its API the test starts on
//! 127.0.0.1: issuing an invoice makes its payment link (basic auth,
//! partial payments accepted, Razorpay's reminders off); the webhook is
//! refused without a good signature and changes nothing, records a signed
//! payment, and records the same event or payment delivered again once.
use std::sync::{Arc, Mutex};

use axum::{http::HeaderMap, routing::post, Json, Router};
use base64::Engine;
use serde_json::{json, Value};

use crate::{
    helpers::{spawn_app_with, TestApp},
    invoices::lead_signed_in,
};

const WEBHOOK_SECRET: &str = "whsec_9f2c1d";

/// What the stub was asked: each request's Authorization header and body.
type Asked = Arc<Mutex<Vec<(String, Value)>>>;

/// A stub of Razorpay's Payment Links API on a free port: answers every
/// link with the same id and address.
async fn stub_razorpay() -> (String, Asked) {
    let asked: Asked = Arc::default();
    let kept = asked.clone();
    let app = Router::new().route(
        "/v1/payment_links",
        post(move |headers: HeaderMap, Json(body): Json<Value>| {
            let kept = kept.clone();
            async move {
                let auth = headers
                    .get("authorization")
                    .and_then(|v| v.to_str().ok())
                    .unwrap_or_default()
                    .to_owned();
                kept.lock().unwrap().push((auth, body));
                Json(json!({"id": "plink_Nx81Fq2", "short_url": "https://rzp.io/i/Nx81Fq2", "status": "created"}))
            }
        }),
    );
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = format!("http://{}", listener.local_addr().unwrap());
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
    (address, asked)
}

/// An agency with Razorpay set up against the stub, and an issued invoice
/// of ₹1,180 with its payment link.
async fn issued_with_link() -> (TestApp, Asked, Value) {
    let (stub, asked) = stub_razorpay().await;
    let app = spawn_app_with(|c| {
        c.form_rate_limit = 0;
        c.razorpay.key_id = "rzp_test_K1".into();
        c.razorpay.key_secret = "s3cr3t".to_owned().into();
        c.razorpay.webhook_secret = WEBHOOK_SECRET.to_owned().into();
        c.razorpay.api_base = stub;
    })
    .await;
    let lead = lead_signed_in(&app, "en").await;
    let draft: Value = app
        .post_json(
            "/admin/invoices",
            &json!({"leadId": lead, "clientName": "Kumari Crafts", "clientAddress": "14 Boring Road, Patna",
                    "clientState": "Bihar",
                    "lines": [{"description": "Amazon listings", "sac": "998365", "quantity": 1, "unitPrice": 1000}]}),
        )
        .await
        .json()
        .await
        .unwrap();
    let res = app
        .post_json(
            &format!("/admin/invoices/{}/issue", draft["id"]),
            &json!({}),
        )
        .await;
    assert_eq!(res.status(), 200);
    let invoice = res.json().await.unwrap();
    (app, asked, invoice)
}

/// A webhook of `event` paying `paise` by payment `payment`.
fn event(event: &str, payment: &str, paise: i64) -> Vec<u8> {
    json!({
        "entity": "event",
        "event": event,
        "contains": ["payment_link", "order", "payment"],
        "payload": {
            "payment_link": {"entity": {"id": "plink_Nx81Fq2", "status": "paid"}},
            "payment": {"entity": {"id": payment, "amount": paise, "currency": "INR", "method": "upi", "status": "captured"}},
        },
    })
    .to_string()
    .into_bytes()
}

fn signature_of(body: &[u8], secret: &str) -> String {
    hex::encode(vanijya::domain::signature::hmac_sha256(
        secret.as_bytes(),
        body,
    ))
}

async fn deliver(
    app: &TestApp,
    body: Vec<u8>,
    signature: Option<String>,
    id: &str,
) -> reqwest::Response {
    let mut req = app
        .client
        .post(app.url("/webhooks/razorpay"))
        .header("content-type", "application/json")
        .header("x-razorpay-event-id", id);
    if let Some(signature) = signature {
        req = req.header("x-razorpay-signature", signature);
    }
    req.body(body).send().await.unwrap()
}

async fn invoice_of(app: &TestApp, invoice: &Value) -> Value {
    app.get(&format!("/admin/invoices/{}", invoice["id"]))
        .await
        .json()
        .await
        .unwrap()
}

#[tokio::test]
async fn issuing_makes_a_razorpay_payment_link_with_partial_payments_and_no_reminders() {
    // Arrange and act
    let (app, asked, invoice) = issued_with_link().await;

    // Assert
    let asked = asked.lock().unwrap().clone();
    assert_eq!(asked.len(), 1);
    let (auth, body) = &asked[0];
    let expected = base64::engine::general_purpose::STANDARD.encode("rzp_test_K1:s3cr3t");
    assert_eq!(auth, &format!("Basic {expected}"));
    assert_eq!(body["amount"], 118000);
    assert_eq!(body["currency"], "INR");
    assert_eq!(body["accept_partial"], true);
    assert_eq!(body["reminder_enable"], false);
    assert_eq!(body["reference_id"], invoice["number"]);
    assert_eq!(invoice["paymentLink"], "https://rzp.io/i/Nx81Fq2");
    let page = app
        .clone_handle()
        .get(&format!("/i/{}", invoice["token"].as_str().unwrap()))
        .await
        .text()
        .await
        .unwrap();
    assert!(page.contains("href=\"https://rzp.io/i/Nx81Fq2\""));
}

#[tokio::test]
async fn a_forged_webhook_is_refused_and_a_signed_one_is_recorded_once() {
    // Arrange: ₹1,180 due
    let (app, _, invoice) = issued_with_link().await;
    let part = event("payment_link.partially_paid", "pay_P01", 50000);

    // Act: unsigned, signed with another secret, then signed (twice, and
    // the same payment in another event)
    let unsigned = deliver(&app, part.clone(), None, "evt_1").await;
    let forged = deliver(
        &app,
        part.clone(),
        Some(signature_of(&part, "guess")),
        "evt_1",
    )
    .await;
    let untouched = invoice_of(&app, &invoice).await;
    let good = deliver(
        &app,
        part.clone(),
        Some(signature_of(&part, WEBHOOK_SECRET)),
        "evt_1",
    )
    .await;
    let again = deliver(
        &app,
        part.clone(),
        Some(signature_of(&part, WEBHOOK_SECRET)),
        "evt_1",
    )
    .await;
    let other_event = deliver(
        &app,
        part.clone(),
        Some(signature_of(&part, WEBHOOK_SECRET)),
        "evt_2",
    )
    .await;
    let partly = invoice_of(&app, &invoice).await;
    let rest = event("payment_link.paid", "pay_P02", 68000);
    let paid = deliver(
        &app,
        rest.clone(),
        Some(signature_of(&rest, WEBHOOK_SECRET)),
        "evt_3",
    )
    .await;

    // Assert
    assert_eq!(unsigned.status(), 400);
    assert_eq!(forged.status(), 400);
    assert_eq!(untouched["received"], json!(0.0));
    assert_eq!(untouched["status"], "issued");
    assert_eq!(good.status(), 200);
    assert_eq!(good.json::<Value>().await.unwrap()["recorded"], true);
    assert_eq!(again.json::<Value>().await.unwrap()["recorded"], false);
    assert_eq!(
        other_event.json::<Value>().await.unwrap()["recorded"],
        false
    );
    assert_eq!(partly["status"], "partlyPaid");
    assert_eq!(partly["received"], json!(500.0));
    assert_eq!(partly["payments"].as_array().unwrap().len(), 1);
    assert_eq!(partly["payments"][0]["method"], "razorpay");
    assert_eq!(partly["payments"][0]["reference"], "pay_P01");
    assert_eq!(paid.status(), 200);
    let settled = invoice_of(&app, &invoice).await;
    assert_eq!(settled["status"], "paid");
    assert_eq!(settled["balance"], json!(0.0));
}
