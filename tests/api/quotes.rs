//! Quotations over HTTP: tax by place of supply (CGST and SGST inside
//! Bihar, IGST outside), rounding to the paisa, the amount in words, GSTIN
//! checks, numbering per financial year that is never repeated, even from
//! two instances at once, and private tokens.
use serde_json::{json, Value};

use crate::helpers::{assert_error, error_fields, spawn_app_with, TestApp};

async fn app_with_lead() -> (TestApp, i64) {
    let app = spawn_app_with(|c| c.form_rate_limit = 0).await;
    let body = TestApp::enquiry_body(app.first_service_id().await);
    let res = app.post_json("/userbe/createbe", &body).await;
    let lead = res.json::<Value>().await.unwrap()["bId"].as_i64().unwrap();
    app.login_as_admin().await;
    (app, lead)
}

fn quote_body(lead: i64, state: &str, lines: Value) -> Value {
    json!({
        "leadId": lead,
        "lines": lines,
        "clientName": "Kumari Crafts Private Limited",
        "clientAddress": "14 Boring Road, Patna 800001",
        "clientState": state,
    })
}

pub async fn created(app: &TestApp, body: &Value) -> Value {
    let res = app.post_json("/admin/quotes", body).await;
    let status = res.status().as_u16();
    let answer: Value = res.json().await.unwrap();
    assert_eq!(status, 201, "{answer}");
    answer
}

/// A quotation made of `body` and sent to its client; answers it as made.
pub async fn sent(app: &TestApp, body: &Value) -> Value {
    let quote = created(app, body).await;
    let res = app
        .post_empty(&format!("/admin/quotes/{}/send", quote["id"]))
        .await;
    assert_eq!(res.status(), 200, "send quotation {}", quote["id"]);
    quote
}

fn financial_year() -> String {
    let today = (chrono::Utc::now() + chrono::Duration::minutes(330)).date_naive();
    use chrono::Datelike;
    let start = if today.month() >= 4 {
        today.year()
    } else {
        today.year() - 1
    };
    format!("{start}-{:02}", (start + 1) % 100)
}

#[tokio::test]
async fn tax_follows_the_place_of_supply_and_totals_are_exact() {
    // Arrange
    let (app, lead) = app_with_lead().await;
    let line = json!([{"description": "Amazon account management, monthly", "sac": "998365", "quantity": 1, "unitPrice": 100000}]);

    // Act
    let bihar = created(&app, &quote_body(lead, "Bihar", line.clone())).await;
    let maharashtra = created(&app, &quote_body(lead, "Maharashtra", line)).await;

    // Assert
    assert_eq!(
        bihar["totals"],
        json!({"taxable": 100000.0, "cgst": 9000.0, "sgst": 9000.0, "igst": 0.0, "total": 118000.0})
    );
    assert_eq!(
        bihar["amountInWords"],
        "Rupees One Lakh Eighteen Thousand Only"
    );
    assert_eq!(
        maharashtra["totals"],
        json!({"taxable": 100000.0, "cgst": 0.0, "sgst": 0.0, "igst": 18000.0, "total": 118000.0})
    );
    let fy = financial_year();
    assert_eq!(bihar["number"], format!("VD/{fy}/0001"));
    assert_eq!(maharashtra["number"], format!("VD/{fy}/0002"));
    assert_eq!(bihar["agencyState"], "Bihar");
    assert_eq!(bihar["status"], "draft");
    let token = bihar["token"].as_str().unwrap();
    assert_eq!(token.len(), 64);
    assert!(token.bytes().all(|b| b.is_ascii_hexdigit()));
    assert_ne!(bihar["token"], maharashtra["token"]);
    let again: Value = app
        .get(&format!("/admin/quotes/{}", bihar["id"]))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(again["totals"], bihar["totals"]);
    assert_eq!(again["lines"][0]["sac"], "998365");
}

#[tokio::test]
async fn awkward_quantities_round_to_the_paisa_line_by_line() {
    // Arrange: 2.5 × ₹333.33 = ₹833.325; 0.333 × ₹10 = ₹3.33; a ₹100 discount
    let (app, lead) = app_with_lead().await;
    let lines = json!([
        {"description": "A+ content modules", "sac": "998361", "quantity": 2.5, "unitPrice": 333.33},
        {"description": "Extra retouching hours", "sac": "998386", "quantity": "0.333", "unitPrice": 10},
        {"description": "Listing images", "sac": "998386", "quantity": 12, "unitPrice": 450, "discount": 100, "gstRate": 12}
    ]);

    // Act
    let q = created(&app, &quote_body(lead, "Bihar", lines)).await;

    // Assert
    assert_eq!(q["lines"][0]["taxable"], 833.33);
    assert_eq!(q["lines"][0]["cgst"], 75.0);
    assert_eq!(q["lines"][1]["taxable"], 3.33);
    assert_eq!(q["lines"][1]["cgst"], 0.3);
    assert_eq!(q["lines"][2]["taxable"], 5300.0);
    assert_eq!(q["lines"][2]["cgst"], 318.0);
    assert_eq!(q["totals"]["taxable"], 6136.66);
    assert_eq!(q["totals"]["cgst"], 393.3);
    assert_eq!(q["totals"]["total"], 6923.26);
    assert_eq!(
        q["amountInWords"],
        "Rupees Six Thousand Nine Hundred Twenty Three and Twenty Six Paise Only"
    );
}

#[tokio::test]
async fn every_refused_field_is_named_and_the_gstin_is_checked() {
    // Arrange
    let (app, lead) = app_with_lead().await;
    let mut body = quote_body(
        lead,
        "Bihar",
        json!([
            {"description": "Ads", "sac": "99", "quantity": 0, "unitPrice": 500},
            {"description": "", "sac": "998365", "quantity": 1.2345, "unitPrice": -1, "gstRate": 15}
        ]),
    );
    body["clientGstin"] = json!("27AAPFU0939F1ZV");
    body["validUntil"] = json!("2020-01-01");

    // Act
    let res = app.post_json("/admin/quotes", &body).await;

    // Assert
    let answer = assert_error(res, 422, Some("lines[0].sac")).await;
    let fields = error_fields(&answer);
    for f in [
        "lines[0].quantity",
        "lines[1].description",
        "lines[1].quantity",
        "lines[1].unitPrice",
        "lines[1].gstRate",
        "clientGstin",
    ] {
        assert!(fields.contains(&f), "{f} in {fields:?}");
    }
    // A GSTIN with a wrong check character, and one of the right state
    let mut wrong = quote_body(
        lead,
        "Maharashtra",
        json!([{"description": "Ads", "sac": "998365", "quantity": 1, "unitPrice": 500}]),
    );
    wrong["clientGstin"] = json!("27AAPFU0939F1ZA");
    assert_error(
        app.post_json("/admin/quotes", &wrong).await,
        422,
        Some("clientGstin"),
    )
    .await;
    wrong["clientGstin"] = json!("27aapfu0939f1zv");
    let ok = created(&app, &wrong).await;
    assert_eq!(ok["clientGstin"], "27AAPFU0939F1ZV");
    // The past, and an enquiry that does not exist
    let mut past = wrong.clone();
    past["validUntil"] = json!("2020-01-01");
    assert_error(
        app.post_json("/admin/quotes", &past).await,
        422,
        Some("validUntil"),
    )
    .await;
    let mut nobody = wrong.clone();
    nobody["leadId"] = json!(999999);
    assert_error(
        app.post_json("/admin/quotes", &nobody).await,
        422,
        Some("leadId"),
    )
    .await;
    assert_error(
        app.post_json("/admin/quotes", &json!({})).await,
        422,
        Some("leadId"),
    )
    .await;
}

#[tokio::test]
async fn numbers_run_per_financial_year_and_are_never_given_twice_by_two_instances() {
    // Arrange: last year's numbers went to 57, this year's to 41
    let (app, lead) = app_with_lead().await;
    let other = app.another_instance().await;
    let other = other.with_client(app.client.clone());
    let fy = financial_year();
    let start: i32 = fy[..4].parse().unwrap();
    let last_year = format!("{}-{:02}", start - 1, start % 100);
    let db = sea_orm::Database::connect(&app.config.database_url)
        .await
        .unwrap();
    for (year, last) in [(&last_year, 57), (&fy, 41)] {
        sea_orm::ConnectionTrait::execute_unprepared(
            &db,
            &format!(
                "INSERT INTO invoice_sequences (series, financial_year, last) VALUES ('quotes', '{year}', {last})"
            ),
        )
        .await
        .unwrap();
    }
    let body = quote_body(
        lead,
        "Bihar",
        json!([{"description": "Ads", "sac": "998365", "quantity": 1, "unitPrice": 500}]),
    );

    // Act: twenty quotes at once, half through each instance
    let made = futures::future::join_all((0..20).map(|i| {
        let (app, other, body) = (&app, &other, &body);
        async move {
            let through = if i % 2 == 0 { app } else { other };
            created(through, body).await["number"]
                .as_str()
                .unwrap()
                .to_owned()
        }
    }))
    .await;

    // Assert: 42 to 61 of this year, each once
    let mut numbers = made.clone();
    numbers.sort();
    let expected: Vec<String> = (42..62).map(|n| format!("VD/{fy}/{n:04}")).collect();
    assert_eq!(numbers, expected);
}

#[tokio::test]
async fn quotes_are_for_administrators_only() {
    let (app, lead) = app_with_lead().await;
    let q = created(
        &app,
        &quote_body(
            lead,
            "Bihar",
            json!([{"description": "Ads", "sac": "998365", "quantity": 1, "unitPrice": 500}]),
        ),
    )
    .await;
    let stranger = app.clone_handle();
    assert_error(
        stranger.get(&format!("/admin/quotes/{}", q["id"])).await,
        401,
        None,
    )
    .await;
    assert_error(
        stranger.post_json("/admin/quotes", &json!({})).await,
        401,
        None,
    )
    .await;
    assert_error(app.get("/admin/quotes/999999").await, 404, None).await;
}
