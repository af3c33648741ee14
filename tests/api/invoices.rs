//! Tax invoices over HTTP: a draft from an accepted quotation or typed
//! lines, CGST and SGST inside Bihar and IGST outside, every missing Rule
//! 46 field named at issue, numbers without a gap that restart on 1 April,
//! payments with TDS, statuses and the overdue flag, credit and debit
//! notes (none after Section 34's last day) and receipt vouchers set
//! against the invoice. The clock is moved with `config.clock`.
use chrono::NaiveDate;
use serde_json::{json, Value};

use crate::{
    helpers::{assert_error, error_fields, spawn_app_with, TestApp},
    quotes::created,
};

pub(crate) fn day(y: i32, m: u32, d: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(y, m, d).unwrap()
}

/// A signed-in administrator and an enquiry, on 7 December 2026.
pub(crate) async fn app_with_lead() -> (TestApp, i64) {
    let app = spawn_app_with(|c| c.form_rate_limit = 0).await;
    app.config.clock.set_today(day(2026, 12, 7));
    let lead = lead_signed_in(&app, "en").await;
    (app, lead)
}

/// An enquiry sent to `app` in `language`, then its first administrator
/// signed in: the enquiry's id.
pub async fn lead_signed_in(app: &TestApp, language: &str) -> i64 {
    let mut body = TestApp::enquiry_body(app.first_service_id().await);
    body["language"] = json!(language);
    let res = app.post_json("/userbe/createbe", &body).await;
    let lead = res.json::<Value>().await.unwrap()["bId"].as_i64().unwrap();
    app.login_as_admin().await;
    lead
}

pub(crate) fn typed(lead: i64, state: &str, gstin: Option<&str>, unit_price: f64) -> Value {
    json!({
        "leadId": lead,
        "lines": [{"description": "Amazon store management, December", "sac": "998365", "quantity": 1, "unitPrice": unit_price}],
        "clientName": "Kumari Crafts Private Limited",
        "clientAddress": "14 Boring Road, Patna 800001",
        "clientState": state,
        "clientGstin": gstin,
    })
}

/// POSTs `body` to `path` and reads the answer, which must have `status`.
pub(crate) async fn posted(app: &TestApp, path: &str, body: &Value, status: u16) -> Value {
    let res = app.post_json(path, body).await;
    let got = res.status().as_u16();
    let answer: Value = res.json().await.unwrap();
    assert_eq!(got, status, "POST {path}: {answer}");
    answer
}

pub(crate) async fn draft(app: &TestApp, body: &Value) -> Value {
    posted(app, "/admin/invoices", body, 201).await
}

pub(crate) async fn issued(app: &TestApp, id: &Value) -> Value {
    posted(app, &format!("/admin/invoices/{id}/issue"), &json!({}), 200).await
}

async fn read(app: &TestApp, id: &Value) -> Value {
    let res = app.get(&format!("/admin/invoices/{id}")).await;
    assert_eq!(res.status(), 200);
    res.json().await.unwrap()
}

/// A quotation for `lead` in `state`, sent and accepted by the client.
async fn accepted_quote(app: &TestApp, lead: i64, state: &str) -> Value {
    let quote = created(
        app,
        &json!({
            "leadId": lead,
            "lines": [
                {"description": "Amazon A+ content, 20 listings", "sac": "998361", "quantity": 20, "unitPrice": 2500},
                {"description": "Sponsored ads management", "sac": "998365", "quantity": 1, "unitPrice": 33333.33},
            ],
            "clientName": "Kumari Crafts Private Limited",
            "clientAddress": "14 Boring Road, Patna 800001",
            "clientState": state,
        }),
    )
    .await;
    let res = app
        .post_empty(&format!("/admin/quotes/{}/send", quote["id"]))
        .await;
    assert_eq!(res.status(), 200);
    let token = quote["token"].as_str().unwrap();
    let res = app
        .clone_handle()
        .post_json(
            &format!("/q/{token}/accept"),
            &json!({"name": "Asha Kumari"}),
        )
        .await;
    assert_eq!(res.status(), 200);
    quote
}

#[tokio::test]
async fn an_accepted_quotation_becomes_an_invoice_taxed_inside_bihar() {
    // Arrange
    let (app, lead) = app_with_lead().await;
    let quote = accepted_quote(&app, lead, "Bihar").await;

    // Act
    let made = draft(&app, &json!({"quoteId": quote["id"]})).await;
    let issued = issued(&app, &made["id"]).await;

    // Assert: 50,000 + 33,333.33 taxable, 9 % CGST and SGST each
    assert_eq!(made["status"], "draft");
    assert_eq!(made["number"], Value::Null, "a draft takes no number");
    assert_eq!(
        made["totals"],
        json!({"taxable": 83333.33, "cgst": 7500.0, "sgst": 7500.0, "igst": 0.0, "total": 98333.33})
    );
    assert_eq!(
        made["amountInWords"],
        "Rupees Ninety Eight Thousand Three Hundred Thirty Three and Thirty Three Paise Only"
    );
    assert_eq!(issued["number"], "INV/2026-27/0001");
    assert_eq!(issued["status"], "issued");
    assert_eq!(issued["issuedOn"], "2026-12-07");
    assert_eq!(issued["dueOn"], "2026-12-22");
    assert_eq!(issued["placeOfSupply"], "10-Bihar");
    assert_eq!(issued["b2b"], false);
    assert_eq!(issued["balance"], json!(98333.33));
    let token = issued["token"].as_str().unwrap();
    assert!(token.len() == 64 && token.bytes().all(|b| b.is_ascii_hexdigit()));
    assert_eq!(issued["totals"], made["totals"]);
    // The quotation names its invoice, alone and in its enquiry's list.
    let res = app.get(&format!("/admin/quotes/{}", quote["id"])).await;
    assert_eq!(res.json::<Value>().await.unwrap()["invoiceId"], made["id"]);
    let res = app.get(&format!("/admin/quotes?leadId={lead}")).await;
    assert_eq!(
        res.json::<Value>().await.unwrap()["items"][0]["invoiceId"],
        made["id"]
    );
    // One invoice per quotation; a quotation not accepted is not invoiced.
    assert_error(
        app.post_json("/admin/invoices", &json!({"quoteId": quote["id"]}))
            .await,
        409,
        None,
    )
    .await;
    let open = created(
        &app,
        &json!({"leadId": lead, "lines": [{"description": "Ads", "sac": "998365", "quantity": 1, "unitPrice": 500}],
                "clientName": "Kumari Crafts", "clientAddress": "Boring Road, Patna", "clientState": "Bihar"}),
    )
    .await;
    assert_eq!(
        open["invoiceId"],
        Value::Null,
        "a quotation not accepted has no invoice"
    );
    assert_error(
        app.post_json("/admin/invoices", &json!({"quoteId": open["id"]}))
            .await,
        409,
        None,
    )
    .await;
    assert_error(
        app.post_json("/admin/invoices", &json!({"quoteId": 999_999}))
            .await,
        422,
        Some("quoteId"),
    )
    .await;
}

#[tokio::test]
async fn a_registered_client_outside_bihar_pays_igst_on_a_b2b_invoice() {
    // Arrange: a GSTIN of Delhi (07) for a client in Delhi
    let (app, lead) = app_with_lead().await;
    let delhi = delhi_gstin();

    // Act
    let made = draft(&app, &typed(lead, "Delhi", Some(&delhi), 100_000.0)).await;
    let issued = issued(&app, &made["id"]).await;

    // Assert
    assert_eq!(
        issued["totals"],
        json!({"taxable": 100000.0, "cgst": 0.0, "sgst": 0.0, "igst": 18000.0, "total": 118000.0})
    );
    assert_eq!(
        issued["amountInWords"],
        "Rupees One Lakh Eighteen Thousand Only"
    );
    assert_eq!(issued["b2b"], true);
    assert_eq!(issued["clientGstin"], delhi.as_str());
    assert_eq!(issued["placeOfSupply"], "07-Delhi");
}

/// A client's GSTIN in Delhi (state code 07).
pub fn delhi_gstin() -> String {
    format!("07AABCK1234M1Z{}", check_character("07AABCK1234M1Z"))
}

/// A GSTIN's check character (the same sum as the server's).
fn check_character(first14: &str) -> char {
    let mut sum = 0;
    for (i, c) in first14.chars().enumerate() {
        let value = c.to_digit(36).unwrap();
        let product = value * if i % 2 == 0 { 1 } else { 2 };
        sum += product / 36 + product % 36;
    }
    char::from_digit((36 - sum % 36) % 36, 36)
        .unwrap()
        .to_ascii_uppercase()
}

#[tokio::test]
async fn a_b2b_invoice_without_the_client_s_state_is_refused_naming_every_missing_field() {
    // Arrange: a draft naming a GSTIN but no state, name or address
    let (app, lead) = app_with_lead().await;
    let gstin = delhi_gstin();
    let made = draft(
        &app,
        &json!({"leadId": lead, "clientGstin": gstin,
                "lines": [{"description": "Ads", "sac": "998365", "quantity": 1, "unitPrice": 500}]}),
    )
    .await;

    // Act
    let refused = assert_error(
        app.post_json(&format!("/admin/invoices/{}/issue", made["id"]), &json!({}))
            .await,
        422,
        Some("clientName"),
    )
    .await;

    // Assert: every missing field at once, and the draft stays a draft
    assert_eq!(
        error_fields(&refused),
        ["clientName", "clientAddress", "clientState"]
    );
    assert_eq!(read(&app, &made["id"]).await["status"], "draft");
    // A GSTIN of another state, or with a wrong check character, is refused
    // as typed.
    let wrong_state = assert_error(
        app.post_json(
            "/admin/invoices",
            &typed(lead, "Bihar", Some(&gstin), 500.0),
        )
        .await,
        422,
        Some("clientGstin"),
    )
    .await;
    assert!(wrong_state["error"].as_str().unwrap().contains("07"));
    let mistyped = format!(
        "07AABCK1234M1Z{}",
        if gstin.ends_with('A') { 'B' } else { 'A' }
    );
    assert_error(
        app.post_json(
            "/admin/invoices",
            &typed(lead, "Delhi", Some(&mistyped), 500.0),
        )
        .await,
        422,
        Some("clientGstin"),
    )
    .await;
}

#[tokio::test]
async fn an_agency_without_a_gstin_cannot_issue_a_tax_invoice() {
    // Arrange
    let app = spawn_app_with(|c| {
        c.form_rate_limit = 0;
        c.site.gstin = String::new();
    })
    .await;
    let lead = lead_signed_in(&app, "en").await;
    let made = draft(&app, &typed(lead, "Bihar", None, 500.0)).await;

    // Act
    let refused = assert_error(
        app.post_json(&format!("/admin/invoices/{}/issue", made["id"]), &json!({}))
            .await,
        422,
        Some("agency.gstin"),
    )
    .await;

    // Assert
    assert_eq!(error_fields(&refused), ["agency.gstin"]);
}

#[tokio::test]
async fn numbers_run_without_a_gap_across_a_deleted_draft_and_restart_on_1_april() {
    // Arrange: three drafts on 30 March 2027
    let (app, lead) = app_with_lead().await;
    app.config.clock.set_today(day(2027, 3, 30));
    let body = typed(lead, "Bihar", None, 1000.0);
    let first = draft(&app, &body).await;
    let deleted = draft(&app, &body).await;
    let second = draft(&app, &body).await;

    // Act: issue the first, delete a draft, issue the next; then on 1 April
    let one = issued(&app, &first["id"]).await;
    let gone = app
        .delete(&format!("/admin/invoices/{}", deleted["id"]))
        .await;
    let two = issued(&app, &second["id"]).await;
    app.config.clock.set_today(day(2027, 4, 1));
    let april = issued(&app, &draft(&app, &body).await["id"]).await;

    // Assert
    assert_eq!(gone.status(), 204);
    assert_eq!(one["number"], "INV/2026-27/0001");
    assert_eq!(two["number"], "INV/2026-27/0002");
    assert_eq!(april["number"], "INV/2027-28/0001");
    assert_eq!(april["number"].as_str().unwrap().len(), 16);
    assert_eq!(april["issuedOn"], "2027-04-01");
    // An issued invoice is never deleted, nor issued twice.
    assert_error(
        app.delete(&format!("/admin/invoices/{}", first["id"]))
            .await,
        409,
        None,
    )
    .await;
    assert_error(
        app.post_json(
            &format!("/admin/invoices/{}/issue", first["id"]),
            &json!({}),
        )
        .await,
        409,
        None,
    )
    .await;
    assert_eq!(
        app.get(&format!("/admin/invoices/{}", deleted["id"]))
            .await
            .status(),
        404
    );
}

#[tokio::test]
async fn a_partial_then_a_full_payment_with_tds_settles_the_invoice() {
    // Arrange: ₹1,18,000 due
    let (app, lead) = app_with_lead().await;
    let made = draft(&app, &typed(lead, "Bihar", None, 100_000.0)).await;
    let id = issued(&app, &made["id"]).await["id"].clone();
    let pay = |body: Value| {
        let app = &app;
        let id = id.clone();
        async move {
            app.post_json(&format!("/admin/invoices/{id}/payments"), &body)
                .await
        }
    };

    // Act: ₹50,000 by UPI, then ₹58,000 by bank with ₹10,000 TDS under 194J
    let partly: Value = pay(
        json!({"amount": 50000, "on": "2026-12-07", "method": "upi", "reference": "UPI 634512"}),
    )
    .await
    .json()
    .await
    .unwrap();
    let missing_section = pay(json!({"amount": 58000, "method": "bank", "tds": 10000})).await;
    let too_much =
        pay(json!({"amount": 60000, "method": "bank", "tds": 10000, "tdsSection": "194J"})).await;
    let paid = pay(json!({"amount": 58000, "method": "bank", "reference": "NEFT N3412", "tds": 10000, "tdsSection": "194J"})).await;
    let paid_status = paid.status();
    let paid: Value = paid.json().await.unwrap();
    let again = pay(json!({"amount": 1, "method": "cash"})).await;

    // Assert
    assert_eq!(partly["status"], "partlyPaid");
    assert_eq!(partly["balance"], json!(68000.0));
    assert_error(missing_section, 422, Some("tdsSection")).await;
    assert_error(too_much, 422, Some("amount")).await;
    assert_eq!(paid_status, 201);
    assert_eq!(paid["status"], "paid");
    assert_eq!(paid["balance"], json!(0.0));
    assert_eq!(paid["received"], json!(118000.0));
    assert_eq!(paid["payments"].as_array().unwrap().len(), 2);
    assert_eq!(paid["payments"][1]["tds"], json!(10000.0));
    assert_eq!(paid["payments"][1]["tdsSection"], "194J");
    assert_eq!(paid["payments"][1]["method"], "bank");
    assert_error(again, 409, None).await;
    let bad_method = pay(json!({"amount": 1, "method": "paypal"})).await;
    assert_error(bad_method, 422, Some("method")).await;
}

#[tokio::test]
async fn an_unpaid_invoice_past_its_due_day_is_overdue_until_paid() {
    // Arrange: issued on 7 December, due on 22 December
    let (app, lead) = app_with_lead().await;
    let made = draft(&app, &typed(lead, "Bihar", None, 1000.0)).await;
    let id = issued(&app, &made["id"]).await["id"].clone();
    let listed = |query: &'static str| {
        let app = &app;
        async move {
            let res = app.get(&format!("/admin/invoices{query}")).await;
            assert_eq!(res.status(), 200);
            res.json::<Value>().await.unwrap()
        }
    };

    // Act and assert: on its due day it is not overdue, the day after it is
    app.config.clock.set_today(day(2026, 12, 22));
    assert_eq!(read(&app, &id).await["overdue"], false);
    app.config.clock.set_today(day(2026, 12, 23));
    assert_eq!(read(&app, &id).await["overdue"], true);
    let issued_list = listed("?status=issued").await;
    assert_eq!(issued_list["total"], 1);
    assert_eq!(issued_list["items"][0]["overdue"], true);
    assert_eq!(listed("?status=paid").await["total"], 0);
    assert_eq!(listed("?from=2026-12-08").await["total"], 0);
    assert_eq!(listed("?from=2026-12-01&to=2026-12-07").await["total"], 1);
    assert_error(
        app.get("/admin/invoices?status=late").await,
        422,
        Some("status"),
    )
    .await;

    // Partly paid, it is still overdue; paid, it is not.
    let res = app
        .post_json(
            &format!("/admin/invoices/{id}/payments"),
            &json!({"amount": 100, "method": "cash"}),
        )
        .await;
    assert_eq!(res.status(), 201);
    let partly = read(&app, &id).await;
    assert_eq!(
        (partly["status"].as_str(), partly["overdue"].as_bool()),
        (Some("partlyPaid"), Some(true))
    );
    let res = app
        .post_json(
            &format!("/admin/invoices/{id}/payments"),
            &json!({"amount": 1080, "method": "upi"}),
        )
        .await;
    assert_eq!(res.status(), 201);
    let paid = read(&app, &id).await;
    assert_eq!(
        (paid["status"].as_str(), paid["overdue"].as_bool()),
        (Some("paid"), Some(false))
    );
    assert_eq!(listed("?status=paid").await["total"], 1);
}

#[tokio::test]
async fn credit_and_debit_notes_move_what_is_due_and_a_full_credit_note_cancels() {
    // Arrange: ₹11,800 due (₹10,000 and 18 % inside Bihar)
    let (app, lead) = app_with_lead().await;
    let made = draft(&app, &typed(lead, "Bihar", None, 10_000.0)).await;
    let id = issued(&app, &made["id"]).await["id"].clone();
    let line = |price: f64| json!([{"description": "Listings not delivered", "sac": "998365", "quantity": 1, "unitPrice": price}]);

    // Act
    let credit = posted(
        &app,
        &format!("/admin/invoices/{id}/credit-notes"),
        &json!({"reason": "Two listings were not delivered", "lines": line(2000.0)}),
        201,
    )
    .await;
    let debit = posted(
        &app,
        &format!("/admin/invoices/{id}/debit-notes"),
        &json!({"reason": "An extra listing", "lines": line(500.0)}),
        201,
    )
    .await;
    let all_of_it = app
        .post_json(
            &format!("/admin/invoices/{id}/credit-notes"),
            &json!({"reason": "Cancelled"}),
        )
        .await;
    let too_much = app
        .post_json(
            &format!("/admin/invoices/{id}/credit-notes"),
            &json!({"reason": "More than it holds", "lines": line(9000.0)}),
        )
        .await;

    // Assert: 11,800 − 2,360 + 590
    assert_eq!(credit["note"]["number"], "CN/2026-27/0001");
    assert_eq!(credit["note"]["kind"], "creditNote");
    assert_eq!(
        credit["note"]["totals"],
        json!({"taxable": 2000.0, "cgst": 180.0, "sgst": 180.0, "igst": 0.0, "total": 2360.0})
    );
    assert_eq!(credit["invoice"]["balance"], json!(9440.0));
    assert_eq!(debit["note"]["number"], "DN/2026-27/0001");
    assert_eq!(debit["invoice"]["balance"], json!(10030.0));
    assert_eq!(debit["invoice"]["notes"].as_array().unwrap().len(), 2);
    assert_error(all_of_it, 422, Some("lines")).await;
    assert_error(too_much, 422, Some("lines")).await;

    // A credit note for all of a fresh invoice cancels it.
    let other = issued(
        &app,
        &draft(&app, &typed(lead, "Bihar", None, 500.0)).await["id"],
    )
    .await;
    let cancelled = posted(
        &app,
        &format!("/admin/invoices/{}/credit-notes", other["id"]),
        &json!({"reason": "Ordered by mistake"}),
        201,
    )
    .await;
    assert_eq!(cancelled["note"]["number"], "CN/2026-27/0002");
    assert_eq!(cancelled["note"]["totals"]["total"], json!(590.0));
    assert_eq!(cancelled["invoice"]["status"], "cancelled");
    assert_eq!(cancelled["invoice"]["balance"], json!(0.0));
    assert_error(
        app.post_json(
            &format!("/admin/invoices/{}/payments", other["id"]),
            &json!({"amount": 1, "method": "cash"}),
        )
        .await,
        409,
        None,
    )
    .await;
}

#[tokio::test]
async fn no_credit_note_after_30_november_following_the_invoice_s_year() {
    // Arrange: an invoice of 7 December 2026 (financial year 2026-27)
    let (app, lead) = app_with_lead().await;
    let id = issued(
        &app,
        &draft(&app, &typed(lead, "Bihar", None, 500.0)).await["id"],
    )
    .await["id"]
        .clone();
    let path = format!("/admin/invoices/{id}/credit-notes");
    let body = json!({"reason": "Cancelled by the client"});

    // Act: on 1 December 2027, then (had it been asked) on 30 November
    app.config.clock.set_today(day(2027, 12, 1));
    let late = app.post_json(&path, &body).await;
    app.config.clock.set_today(day(2027, 11, 30));
    let in_time = app.post_json(&path, &body).await;

    // Assert
    let refused = assert_error(late, 409, None).await;
    let reason = refused["error"].as_str().unwrap();
    assert!(
        reason.contains("Section 34") && reason.contains("30 November 2027"),
        "{reason}"
    );
    assert_eq!(in_time.status(), 201);
    let note: Value = in_time.json().await.unwrap();
    assert_eq!(note["note"]["number"], "CN/2027-28/0001");
}

#[tokio::test]
async fn a_receipt_voucher_for_an_advance_is_set_against_the_lead_s_invoice() {
    // Arrange: an advance of ₹11,800 with its tax in it
    let (app, lead) = app_with_lead().await;
    let voucher = posted(
        &app,
        "/admin/receipts",
        &json!({"leadId": lead, "amount": 11800, "on": "2026-12-05", "method": "upi",
                "reference": "UPI 9981", "description": "Advance for the Amazon store set-up",
                "sac": "998365", "clientState": "Bihar"}),
        201,
    )
    .await;

    // Act: the lead's invoice of ₹23,600 is issued
    let made = draft(&app, &typed(lead, "Bihar", None, 20_000.0)).await;
    let issued = issued(&app, &made["id"]).await;

    // Assert
    assert_eq!(voucher["number"], "RV/2026-27/0001");
    assert_eq!(voucher["kind"], "receipt");
    assert_eq!(
        voucher["totals"],
        json!({"taxable": 10000.0, "cgst": 900.0, "sgst": 900.0, "igst": 0.0, "total": 11800.0})
    );
    assert_eq!(voucher["placeOfSupply"], "10-Bihar");
    assert_eq!(issued["status"], "partlyPaid");
    assert_eq!(issued["balance"], json!(11800.0));
    let advance = &issued["payments"][0];
    assert_eq!(advance["receiptId"], voucher["id"]);
    assert_eq!(advance["amount"], json!(11800.0));
    assert_eq!(advance["on"], "2026-12-05");
    assert_eq!(advance["method"], "upi");
    // Set against once: the next invoice of the lead owes all of it.
    let next = issued_again(&app, lead).await;
    assert_eq!(next["status"], "issued");
    // A voucher names everything Rule 50 asks for.
    let refused = assert_error(
        app.post_json("/admin/receipts", &json!({"leadId": lead}))
            .await,
        422,
        Some("amount"),
    )
    .await;
    assert_eq!(
        error_fields(&refused),
        ["amount", "method", "description", "sac", "clientState"]
    );
}

#[tokio::test]
async fn an_advance_paid_back_gets_a_refund_voucher_for_at_most_what_is_left() {
    // Arrange: an advance of ₹11,800 (₹10,000 and 18 % GST inside Bihar)
    let (app, lead) = app_with_lead().await;
    let voucher = posted(
        &app,
        "/admin/receipts",
        &json!({"leadId": lead, "amount": 11800, "on": "2026-12-05", "method": "bank",
                "reference": "NEFT 7731", "description": "Advance for the Flipkart storefront",
                "sac": "998361", "clientState": "Bihar"}),
        201,
    )
    .await;
    let refunds = format!("/admin/receipts/{}/refunds", voucher["id"]);

    // Act: ₹5,900 of it is paid back, then more than is left is asked for
    let refund = posted(
        &app,
        &refunds,
        &json!({"amount": 5900, "reason": "The storefront was cut to one banner set"}),
        201,
    )
    .await;
    let too_much = app
        .post_json(&refunds, &json!({"amount": 5900.01, "reason": "Again"}))
        .await;
    let page = app.get(&format!("/admin/leads/enquiries/{lead}")).await;
    let page: Value = page.json().await.unwrap();

    // Assert: the voucher names the receipt voucher, splits its tax at the
    // advance's rate and place of supply, and is numbered in its series.
    assert_eq!(refund["number"], "RF/2026-27/0001");
    assert_eq!(refund["kind"], "refund");
    assert_eq!(refund["invoiceId"], voucher["id"]);
    assert_eq!(refund["reason"], "The storefront was cut to one banner set");
    assert_eq!(
        refund["totals"],
        json!({"taxable": 5000.0, "cgst": 450.0, "sgst": 450.0, "igst": 0.0, "total": 5900.0})
    );
    assert_eq!(refund["lines"][0]["sac"], "998361");
    assert_eq!(refund["placeOfSupply"], "10-Bihar");
    let refused = assert_error(too_much, 422, Some("amount")).await;
    assert!(
        refused["error"].as_str().unwrap().contains("₹5,900.00"),
        "{refused}"
    );
    // The lead's page shows the advance, what is left and the refund.
    let advance = &page["advances"][0];
    assert_eq!(advance["number"], "RV/2026-27/0001");
    assert_eq!(advance["amount"], json!(11800.0));
    assert_eq!(advance["left"], json!(5900.0));
    assert_eq!(advance["refunds"][0]["number"], "RF/2026-27/0001");
    assert_eq!(advance["refunds"][0]["amount"], json!(5900.0));
    // The next invoice is settled by what is left, not by all of it.
    let made = draft(&app, &typed(lead, "Bihar", None, 20_000.0)).await;
    let invoice = issued(&app, &made["id"]).await;
    assert_eq!(invoice["payments"][0]["amount"], json!(5900.0));
    assert_eq!(invoice["balance"], json!(17700.0));
    // Once set against an invoice, an advance is corrected with a credit
    // note instead; a refund of nothing or without a reason is refused.
    let set = app
        .post_json(&refunds, &json!({"amount": 100, "reason": "Too late"}))
        .await;
    assert_error(set, 409, None).await;
    let bad = assert_error(
        app.post_json(&refunds, &json!({"amount": 0})).await,
        422,
        Some("amount"),
    )
    .await;
    assert_eq!(error_fields(&bad), ["amount", "reason"]);
    let missing = app
        .post_json(
            "/admin/receipts/999999/refunds",
            &json!({"amount": 1, "reason": "None"}),
        )
        .await;
    assert_error(missing, 404, None).await;
}

async fn issued_again(app: &TestApp, lead: i64) -> Value {
    let made = draft(app, &typed(lead, "Bihar", None, 100.0)).await;
    issued(app, &made["id"]).await
}

#[tokio::test]
async fn invoices_are_for_administrators_only() {
    let (app, lead) = app_with_lead().await;
    let made = draft(&app, &typed(lead, "Bihar", None, 100.0)).await;
    let stranger = app.clone_handle();
    for res in [
        stranger.get("/admin/invoices").await,
        stranger
            .get(&format!("/admin/invoices/{}", made["id"]))
            .await,
        stranger
            .post_json("/admin/invoices", &typed(lead, "Bihar", None, 100.0))
            .await,
        stranger
            .post_json(&format!("/admin/invoices/{}/issue", made["id"]), &json!({}))
            .await,
    ] {
        assert_error(res, 401, None).await;
    }
}

#[tokio::test]
async fn an_enquiry_with_an_issued_invoice_is_kept_when_asked_to_delete_it() {
    // Arrange: a typed invoice, issued, for an enquiry with no quotation
    let (app, lead) = app_with_lead().await;
    let made = draft(&app, &typed(lead, "Bihar", None, 10_000.0)).await;
    let number = issued(&app, &made["id"]).await["number"].clone();

    // Act
    let original = app.delete(&format!("/admin/delete/{lead}")).await;
    let rest = app.delete(&format!("/admin/enquiries/{lead}")).await;

    // Assert
    for res in [original, rest] {
        let body = assert_error(res, 409, None).await;
        assert!(body["error"]
            .as_str()
            .unwrap()
            .contains(number.as_str().unwrap()));
    }
    assert_eq!(read(&app, &made["id"]).await["number"], number);
}

#[tokio::test]
async fn erasure_keeps_issued_invoices_as_gst_law_asks_and_says_which() {
    // Arrange: an issued invoice paid in part with TDS, and a draft never
    // issued, both for Asha Kumari's enquiry
    let (app, lead) = app_with_lead().await;
    let made = draft(&app, &typed(lead, "Bihar", None, 100_000.0)).await;
    let invoice = issued(&app, &made["id"]).await;
    let id = invoice["id"].clone();
    posted(
        &app,
        &format!("/admin/invoices/{id}/payments"),
        &json!({"amount": 50000, "on": "2026-12-07", "method": "bank", "reference": "NEFT N3412", "tds": 10000, "tdsSection": "194J"}),
        201,
    )
    .await;
    let unissued = draft(&app, &typed(lead, "Bihar", None, 2_500.0)).await;

    // Act
    let export: Value = app
        .client
        .get(app.url("/admin/people/export"))
        .query(&[("email", "asha@kumari-crafts.in")])
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let erased = posted(
        &app,
        "/admin/people/erase",
        &json!({"email": "asha@kumari-crafts.in"}),
        200,
    )
    .await;

    // Assert: the export holds both documents and the payment
    let numbers: Vec<&Value> = export["data"]["invoices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| &d["number"])
        .collect();
    assert_eq!(numbers, [&json!("INV/2026-27/0001"), &Value::Null]);
    assert_eq!(export["data"]["payments"][0]["tds"], json!(1_000_000));
    assert_eq!(export["data"]["payments"][0]["tds_section"], "194J");
    // The erasure removed the lead and the draft, kept the invoice and
    // says until when (72 months from 31 Dec 2027, the annual return's due
    // day for 2026-27)
    assert_eq!(erased["enquiries"], 1);
    assert_eq!(erased["draftInvoices"], 1);
    assert_eq!(
        erased["kept"],
        json!([{"id": id, "kind": "Tax Invoice", "number": "INV/2026-27/0001", "keptUntil": "2033-12-31"}])
    );
    let kept = read(&app, &id).await;
    assert_eq!(kept["number"], "INV/2026-27/0001");
    assert_eq!(kept["payments"].as_array().unwrap().len(), 1);
    assert_eq!(kept["balance"], json!(58000.0));
    let gone = app
        .get(&format!("/admin/invoices/{}", unissued["id"]))
        .await;
    assert_eq!(gone.status(), 404);
    let audit = app.get("/admin/audit").await.text().await.unwrap();
    assert!(
        audit.contains(
            "kept as GST law asks (CGST Act, Section 36): INV/2026-27/0001 until 2033-12-31"
        ),
        "{audit}"
    );
    assert!(!audit.contains("asha@kumari-crafts.in"));
}
