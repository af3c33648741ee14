//! A quote's life over HTTP: its PDF read back with poppler (`pdftotext`,
//! `pdffonts`), sent through a real SMTP server with the PDF attached,
//! opened and accepted by the client at its private link (once only),
//! declined with a reason, expired and asked for again, revised with the
//! old link pointing to the new version, the script-free forms, and the
//! rate card.
use std::process::Command;

use base64::{engine::general_purpose::STANDARD as BASE64, Engine};
use sea_orm::{ConnectionTrait, Database};
use serde_json::{json, Value};

use crate::{
    helpers::{
        assert_error, browser_client, business_details, error_fields, free_port, spawn_app, TestApp,
    },
    mail::{self, app_mailing_to, Sink},
    quotes::created,
};

const NOTIFY: &str = mail::NOTIFY[0];

/// An app (mailing to a sink on `port`, when given) with an enquiry from a
/// client, and an administrator signed in on `app`'s client.
async fn app_with_lead(port: Option<u16>) -> (TestApp, i64) {
    let app = match port {
        Some(port) => app_mailing_to(port, false).await,
        None => spawn_app().await,
    };
    let body = TestApp::enquiry_body(app.first_service_id().await);
    let res = app.post_json("/userbe/createbe", &body).await;
    let lead = res.json::<Value>().await.unwrap()["bId"].as_i64().unwrap();
    app.login_as_admin().await;
    (app, lead)
}

fn quote_body(lead: i64) -> Value {
    json!({
        "leadId": lead,
        "lines": [
            {"description": "Amazon Sponsored Products set-up and three months of bid management for 40 ASINs", "sac": "998365", "quantity": 1, "unitPrice": 45000},
            {"description": "A+ content for five listings", "sac": "998361", "quantity": 5, "unitPrice": 3999.5, "discount": 1000},
            {"description": "Catalogue photography, per product", "sac": "998386", "quantity": 2.5, "unitPrice": 333.33}
        ],
        "clientName": "राहुल कुमार हस्तशिल्प",
        "clientAddress": "14 Boring Road, Patna 800001",
        "clientState": "Bihar",
        "clientGstin": "10AAKCV4821M1Z8",
    })
}

async fn sent(app: &TestApp, id: &Value) -> Value {
    let res = app.post_empty(&format!("/admin/quotes/{id}/send")).await;
    let status = res.status().as_u16();
    let answer: Value = res.json().await.unwrap();
    assert_eq!(status, 200, "{answer}");
    answer
}

/// The standing of each of the enquiry's quotes, as its list gives them.
async fn standings_of(app: &TestApp, lead: i64) -> Vec<String> {
    let list: Value = app
        .get(&format!("/admin/quotes?leadId={lead}"))
        .await
        .json()
        .await
        .unwrap();
    list["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|q| q["standing"].as_str().unwrap().to_owned())
        .collect()
}

async fn lead_of(app: &TestApp, lead: i64) -> Value {
    app.get(&format!("/admin/leads/enquiries/{lead}"))
        .await
        .json()
        .await
        .unwrap()
}

fn actions(lead: &Value) -> Vec<String> {
    lead["history"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["action"].as_str().unwrap().to_owned())
        .collect()
}

/// Runs a poppler tool on `pdf`; poppler-utils must be installed.
fn poppler(tool: &str, args: &[&str], pdf: &[u8]) -> String {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("quote.pdf");
    std::fs::write(&path, pdf).unwrap();
    let out = Command::new(tool)
        .args(args)
        .arg(&path)
        .args(if tool == "pdftotext" {
            &["-"][..]
        } else {
            &[][..]
        })
        .output()
        .unwrap_or_else(|e| {
            panic!(
                "{tool} did not run ({e}): install poppler-utils (apt-get install poppler-utils)"
            )
        });
    assert!(
        out.status.success(),
        "{tool}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// The first message to `to` whose subject starts with `subject`.
fn letter<'a>(mail: &'a [Value], to: &str, subject: &str) -> Option<&'a Value> {
    mail.iter().find(|m| {
        m["to"] == json!([to]) && m["subject"].as_str().unwrap_or("").starts_with(subject)
    })
}

/// Waits for the message to `to` whose subject starts with `subject`.
async fn wait_for_letter(sink: &Sink, to: &str, subject: &str) -> Value {
    for _ in 0..200 {
        if let Some(found) = letter(&sink.messages(), to, subject) {
            return found.clone();
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    panic!(
        "no letter to {to} about {subject:?} in 10 s: {:?}",
        sink.messages()
    );
}

/// A client: another browser, no session.
fn client_of(app: &TestApp) -> TestApp {
    app.with_client(browser_client())
}

#[tokio::test]
async fn the_pdf_holds_every_figure_with_its_fonts_embedded_and_subset() {
    // Arrange
    let (app, lead) = app_with_lead(None).await;
    let quote = created(&app, &quote_body(lead)).await;

    // Act
    let res = app.get(&format!("/admin/quotes/{}/pdf", quote["id"])).await;

    // Assert
    assert_eq!(res.status(), 200);
    assert_eq!(res.headers()["content-type"], "application/pdf");
    assert!(res.headers()["cache-control"]
        .to_str()
        .unwrap()
        .contains("no-store"));
    let pdf = res.bytes().await.unwrap().to_vec();
    assert!(pdf.starts_with(b"%PDF-"));
    let text = poppler("pdftotext", &["-layout"], &pdf);
    let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
    let number = quote["number"].as_str().unwrap();
    // 45,000 + (5 × 3,999.50 − 1,000) + 2.5 × 333.33 = 45,000 + 18,997.50 + 833.33
    for figure in [
        "QUOTATION",
        number,
        "Vanijya Digital Services Private Limited",
        "GSTIN: 10AAKCV4821M1Z8",
        "राहुल कुमार हस्तशिल्प",
        "998365",
        "998361",
        "998386",
        "₹45,000.00",
        "₹3,999.50",
        "₹1,000.00",
        "₹18,997.50",
        "₹333.33",
        "₹833.33",
        "₹64,830.83",
        "CGST @ 9%",
        "SGST @ 9%",
        "₹5,834.78",
        "₹76,500.39",
        "Rupees Seventy Six Thousand Five Hundred and Thirty Nine Paise Only",
        "Place of supply: Bihar (10)",
        "Page 1 of 1",
    ] {
        assert!(
            flat.contains(figure),
            "{figure:?} missing from the PDF's text:\n{text}"
        );
    }
    assert_eq!(quote["totals"]["taxable"], json!(64830.83));
    assert_eq!(quote["totals"]["total"], json!(76500.39));
    let fonts = poppler("pdffonts", &[], &pdf);
    let rows: Vec<&str> = fonts.lines().skip(2).collect();
    assert!(rows.len() >= 2, "{fonts}");
    for row in &rows {
        let cols: Vec<&str> = row.split_whitespace().collect();
        // name type encoding emb sub uni object ID
        let n = cols.len();
        assert_eq!(
            cols[n - 5..n - 2],
            ["yes", "yes", "yes"],
            "embedded, subset, mapped: {row}"
        );
        assert!(cols[0].contains('+'), "a subset's name has a tag: {row}");
    }
    assert!(fonts.contains("NotoSansDevanagari"), "{fonts}");
    assert!(fonts.contains("NotoSans-Bold"), "{fonts}");
}

#[tokio::test]
async fn a_long_quote_runs_onto_further_pages() {
    let (app, lead) = app_with_lead(None).await;
    let mut body = quote_body(lead);
    let line = json!({"description": "Listing optimisation: title, bullets, description and back-end search terms researched for one ASIN", "sac": "998361", "quantity": 1, "unitPrice": 1500});
    body["lines"] = Value::Array(vec![line; 40]);
    let quote = created(&app, &body).await;

    let pdf = app
        .get(&format!("/admin/quotes/{}/pdf", quote["id"]))
        .await
        .bytes()
        .await
        .unwrap();

    let text = poppler("pdftotext", &["-layout"], &pdf);
    assert!(text.contains("Page 1 of "), "{text}");
    assert!(text.contains("Page 2 of "), "{text}");
    assert!(text.contains("₹60,000.00"), "40 × ₹1,500: {text}");
    assert!(
        text.matches("Taxable value").count() >= 2,
        "the header repeats"
    );
}

#[tokio::test]
async fn sending_mails_the_pdf_and_the_client_opens_and_accepts_it_once() {
    // Arrange
    let port = free_port();
    let sink = Sink::start(port);
    let (app, lead) = app_with_lead(Some(port)).await;
    let quote = created(&app, &quote_body(lead)).await;
    let token = quote["token"].as_str().unwrap();
    let client = client_of(&app);
    assert_eq!(
        client.get(&format!("/q/{token}")).await.status(),
        404,
        "a draft has no public page"
    );

    // Act: send
    let sent = sent(&app, &quote["id"]).await;

    // Assert: sent, mailed with the PDF, lead Quoted and answered
    assert_eq!(sent["status"], "sent");
    assert_eq!(sent["emailed"], true);
    assert_eq!(sent["standing"], "open");
    let after = lead_of(&app, lead).await;
    assert_eq!(after["status"], "Quoted");
    assert!(
        after["firstResponseAt"].is_string(),
        "a quote sent is a first answer"
    );
    assert!(actions(&after).contains(&"quoteSent".to_owned()));
    let letter = wait_for_letter(&sink, "asha@kumari-crafts.in", "Quotation").await;
    assert!(letter["subject"]
        .as_str()
        .unwrap()
        .contains(quote["number"].as_str().unwrap()));
    assert!(letter["body"]
        .as_str()
        .unwrap()
        .contains(&format!("/q/{token}")));
    let attachment = &letter["attachments"][0];
    assert_eq!(attachment["type"], "application/pdf");
    assert!(attachment["name"].as_str().unwrap().ends_with(".pdf"));
    let pdf = BASE64.decode(attachment["data"].as_str().unwrap()).unwrap();
    assert!(poppler("pdftotext", &[], &pdf).contains("₹76,500.39"));

    // Act: the client opens the page (twice) and the PDF
    let page = client.get(&format!("/q/{token}")).await;
    assert_eq!(page.status(), 200);
    assert!(page.headers()["cache-control"]
        .to_str()
        .unwrap()
        .contains("no-store"));
    assert_eq!(page.headers()["referrer-policy"], "same-origin");
    let html = page.text().await.unwrap();
    assert!(html.contains("Accept quotation"));
    assert!(html.contains("₹76,500.39"));
    assert!(html.contains("noindex"));
    client.get(&format!("/q/{token}")).await;
    let download = client.get(&format!("/q/{token}/pdf")).await;
    assert_eq!(download.status(), 200);
    assert!(download.headers()["content-disposition"]
        .to_str()
        .unwrap()
        .starts_with("attachment"));
    let opened = lead_of(&app, lead).await;
    assert_eq!(
        actions(&opened)
            .iter()
            .filter(|a| *a == "quoteOpened")
            .count(),
        1,
        "the first opening only"
    );

    // Act: accept, then accept again
    let accepted = client
        .post_json(
            &format!("/q/{token}/accept"),
            &json!({"name": "Rahul Kumar"}),
        )
        .await;
    assert_eq!(accepted.status(), 200);
    let accepted: Value = accepted.json().await.unwrap();
    let again = client
        .post_json(
            &format!("/q/{token}/accept"),
            &json!({"name": "Someone Else"}),
        )
        .await;
    let declined_after = client
        .post_json(
            &format!("/q/{token}/decline"),
            &json!({"reason": "Changed my mind"}),
        )
        .await;

    // Assert
    assert_eq!(accepted["status"], "accepted");
    assert_eq!(accepted["acceptedName"], "Rahul Kumar");
    let body = assert_error(again, 409, None).await;
    assert!(body["error"]
        .as_str()
        .unwrap()
        .contains("already been accepted"));
    assert_error(declined_after, 409, None).await;
    let won = lead_of(&app, lead).await;
    assert_eq!(won["status"], "Won");
    let history = won["history"].as_array().unwrap();
    let acceptance = history
        .iter()
        .find(|e| e["action"] == "quoteAccepted")
        .unwrap();
    assert!(acceptance["to"].as_str().unwrap().contains("Rahul Kumar"));
    assert!(acceptance["to"].as_str().unwrap().contains("127.0.0.1"));
    let admin_view: Value = app
        .get(&format!("/admin/quotes/{}", quote["id"]))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(admin_view["standing"], "accepted");
    assert_eq!(admin_view["acceptedFrom"], "127.0.0.1");
    let news = wait_for_letter(&sink, NOTIFY, "Accepted:").await;
    assert!(news["body"].as_str().unwrap().contains("Rahul Kumar"));
    let page = client
        .get(&format!("/q/{token}"))
        .await
        .text()
        .await
        .unwrap();
    assert!(page.contains("You accepted this quotation"));
    assert!(!page.contains("Type your full name"));
}

#[tokio::test]
async fn tokens_are_never_guessable_and_never_list_other_quotes() {
    let (app, lead) = app_with_lead(None).await;
    let a = created(&app, &quote_body(lead)).await;
    let b = created(&app, &quote_body(lead)).await;
    sent(&app, &a["id"]).await;
    sent(&app, &b["id"]).await;
    let client = client_of(&app);
    let token = a["token"].as_str().unwrap();

    let mut wrong = token.to_owned();
    wrong.replace_range(0..1, if token.starts_with('0') { "1" } else { "0" });
    for path in [
        format!("/q/{wrong}"),
        format!("/q/{}", &token[..32]),
        "/q/1".to_owned(),
        format!("/q/{}", a["id"]),
        format!("/q/{wrong}/pdf"),
    ] {
        let status = client.get(&path).await.status().as_u16();
        assert!(status == 404, "{path}: {status}");
    }
    let res = client
        .post_json(
            &format!("/q/{wrong}/accept"),
            &json!({"name": "Rahul Kumar"}),
        )
        .await;
    assert_eq!(res.status(), 404);
    let page = client
        .get(&format!("/q/{token}"))
        .await
        .text()
        .await
        .unwrap();
    assert!(
        !page.contains(b["number"].as_str().unwrap()),
        "one quote per link"
    );
    assert!(!page.contains(b["token"].as_str().unwrap()));
    assert_eq!(client.get("/admin/quotes?leadId=1").await.status(), 401);
}

#[tokio::test]
async fn an_acceptance_signed_on_more_than_one_line_is_refused_and_nothing_is_taken() {
    let (app, lead) = app_with_lead(None).await;
    let quote = created(&app, &quote_body(lead)).await;
    sent(&app, &quote["id"]).await;
    let client = client_of(&app);
    let token = quote["token"].as_str().unwrap();

    let two_lines = client
        .post_json(
            &format!("/q/{token}/accept"),
            &json!({"name": "Rahul Kumar\nPaid in full, see attached"}),
        )
        .await;
    let signed = client
        .post_json(
            &format!("/q/{token}/accept"),
            &json!({"name": "Rahul Kumar"}),
        )
        .await;

    let err = assert_error(two_lines, 422, Some("name")).await;
    assert_eq!(err["error"], "Your full name must be on one line.");
    assert_eq!(
        signed.status(),
        200,
        "the first acceptance is the clean one"
    );
}

#[tokio::test]
async fn a_decline_needs_a_reason_and_is_on_the_timeline() {
    let (app, lead) = app_with_lead(None).await;
    let quote = created(&app, &quote_body(lead)).await;
    let sent = sent(&app, &quote["id"]).await;
    assert_eq!(sent["emailed"], false, "e-mail is off in this app");
    let client = client_of(&app);
    let token = quote["token"].as_str().unwrap();

    let empty = client
        .post_json(&format!("/q/{token}/decline"), &json!({"reason": " "}))
        .await;
    let declined = client
        .post_json(
            &format!("/q/{token}/decline"),
            &json!({"reason": "The budget for this quarter went to stock."}),
        )
        .await;

    assert_error(empty, 422, Some("reason")).await;
    assert_eq!(declined.status(), 200);
    let after = lead_of(&app, lead).await;
    let event = after["history"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["action"] == "quoteDeclined")
        .unwrap();
    assert!(event["to"].as_str().unwrap().contains("went to stock"));
    assert_eq!(
        after["status"], "Quoted",
        "a decline does not close the enquiry"
    );
    let accept = client
        .post_json(
            &format!("/q/{token}/accept"),
            &json!({"name": "Rahul Kumar"}),
        )
        .await;
    let body = assert_error(accept, 409, None).await;
    assert!(body["error"].as_str().unwrap().contains("declined"));
}

#[tokio::test]
async fn an_expired_quote_cannot_be_accepted_and_offers_to_ask_for_a_new_one() {
    // Arrange: a sent quote whose validity ended yesterday
    let port = free_port();
    let sink = Sink::start(port);
    let (app, lead) = app_with_lead(Some(port)).await;
    let quote = created(&app, &quote_body(lead)).await;
    sent(&app, &quote["id"]).await;
    wait_for_letter(&sink, "asha@kumari-crafts.in", "Quotation").await;
    let db = Database::connect(&app.config.database_url).await.unwrap();
    db.execute_unprepared(&format!(
        "UPDATE quotes SET valid_until = '2026-01-01' WHERE id = {}",
        quote["id"]
    ))
    .await
    .unwrap();
    let client = client_of(&app);
    let token = quote["token"].as_str().unwrap();

    // Act
    let accept = client
        .post_json(
            &format!("/q/{token}/accept"),
            &json!({"name": "Rahul Kumar"}),
        )
        .await;
    let page = client
        .get(&format!("/q/{token}"))
        .await
        .text()
        .await
        .unwrap();
    let renew = client
        .post_json(&format!("/q/{token}/renew"), &json!({}))
        .await;
    let renew_again = client
        .post_json(&format!("/q/{token}/renew"), &json!({}))
        .await;

    // Assert
    let body = assert_error(accept, 409, None).await;
    assert!(body["error"]
        .as_str()
        .unwrap()
        .contains("expired on 1 January 2026"));
    assert!(page.contains("This quotation has expired"));
    assert!(page.contains("Ask for a fresh quotation"));
    assert!(!page.contains("Type your full name"));
    assert_eq!(renew.status(), 200);
    assert_eq!(renew_again.status(), 200);
    let after = lead_of(&app, lead).await;
    assert_eq!(
        actions(&after)
            .iter()
            .filter(|a| *a == "quoteRenewalAsked")
            .count(),
        1
    );
    wait_for_letter(&sink, NOTIFY, "Fresh quote asked for").await;
    let page = client
        .get(&format!("/q/{token}"))
        .await
        .text()
        .await
        .unwrap();
    assert!(page.contains("You asked for a fresh quotation"));
    let resend = app
        .post_empty(&format!("/admin/quotes/{}/send", quote["id"]))
        .await;
    assert_error(resend, 409, None).await;
}

#[tokio::test]
async fn a_revision_keeps_the_number_and_the_old_link_points_to_it() {
    // Arrange
    let (app, lead) = app_with_lead(None).await;
    let first = created(&app, &quote_body(lead)).await;
    let number = first["number"].as_str().unwrap().to_owned();
    let draft_revision = app
        .post_json(
            &format!("/admin/quotes/{}/revise", first["id"]),
            &quote_body(lead),
        )
        .await;
    assert_error(draft_revision, 409, None).await;
    sent(&app, &first["id"]).await;
    let mut cheaper = quote_body(lead);
    cheaper.as_object_mut().unwrap().remove("leadId");
    cheaper["lines"][0]["unitPrice"] = json!(40000);
    let client = client_of(&app);
    let old = first["token"].as_str().unwrap();

    // Act
    let revised = app
        .post_json(&format!("/admin/quotes/{}/revise", first["id"]), &cheaper)
        .await;
    assert_eq!(revised.status(), 201);
    let revised: Value = revised.json().await.unwrap();
    let before_sending = client.get(&format!("/q/{old}")).await.text().await.unwrap();
    let twice = app
        .post_json(&format!("/admin/quotes/{}/revise", first["id"]), &cheaper)
        .await;
    sent(&app, &revised["id"]).await;
    let after_sending = client.get(&format!("/q/{old}")).await.text().await.unwrap();
    let accept_old = client
        .post_json(&format!("/q/{old}/accept"), &json!({"name": "Rahul Kumar"}))
        .await;
    let new = revised["token"].as_str().unwrap();
    let accept_new = client
        .post_json(&format!("/q/{new}/accept"), &json!({"name": "Rahul Kumar"}))
        .await;

    // Assert
    assert_eq!(revised["number"], format!("{number}-R1"));
    assert_eq!(revised["revision"], 1);
    assert_eq!(revised["leadId"], lead);
    assert_eq!(revised["status"], "draft");
    assert_ne!(revised["token"], first["token"]);
    assert!(
        before_sending.contains("Type your full name"),
        "a draft revision changes nothing yet"
    );
    let body = assert_error(twice, 409, None).await;
    assert!(body["error"].as_str().unwrap().contains("newer version"));
    assert!(after_sending.contains("A newer version exists"));
    assert!(after_sending.contains(&format!("/q/{new}")));
    assert!(!after_sending.contains("Type your full name"));
    let body = assert_error(accept_old, 409, None).await;
    assert!(body["error"]
        .as_str()
        .unwrap()
        .contains(&format!("{number}-R1")));
    assert_eq!(accept_new.status(), 200);
    let standings = standings_of(&app, lead).await;
    assert_eq!(standings, ["accepted", "superseded"]);
}

#[tokio::test]
async fn the_page_forms_work_without_script() {
    let (app, lead) = app_with_lead(None).await;
    let quote = created(&app, &quote_body(lead)).await;
    sent(&app, &quote["id"]).await;
    let token = quote["token"].as_str().unwrap();
    let client = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap();
    let post = |body: &'static str, action: &'static str| {
        client
            .post(app.url(&format!("/q/{token}/{action}")))
            .header("content-type", "application/x-www-form-urlencoded")
            .header("origin", app.address.clone())
            .body(body)
            .send()
    };

    let empty = post("name=", "accept").await.unwrap();
    let cross = client
        .post(app.url(&format!("/q/{token}/accept")))
        .header("content-type", "application/x-www-form-urlencoded")
        .header("origin", "https://evil.example")
        .body("name=Rahul+Kumar")
        .send()
        .await
        .unwrap();
    let ok = post("name=Rahul+Kumar", "accept").await.unwrap();

    assert_eq!(empty.status(), 422);
    let html = empty.text().await.unwrap();
    assert!(html.contains(r#"aria-invalid="true""#));
    assert!(html.contains("quote-name-error"));
    assert_eq!(cross.status(), 403);
    assert_eq!(ok.status(), 303);
    assert_eq!(ok.headers()["location"], format!("/q/{token}"));
    let after: Value = app
        .get(&format!("/admin/quotes/{}", quote["id"]))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(after["acceptedName"], "Rahul Kumar");
}

#[tokio::test]
async fn the_rate_card_prices_each_service() {
    let (app, _) = app_with_lead(None).await;
    let card: Value = app.get("/admin/rate-card").await.json().await.unwrap();
    assert_eq!(card["agencyState"], "Bihar");
    assert!(card["states"]
        .as_array()
        .unwrap()
        .contains(&json!("Maharashtra")));
    let first = &card["services"][0];
    assert_eq!(first["gstRate"], json!(18.0));
    assert_eq!(first["price"], Value::Null);
    let id = first["id"].as_i64().unwrap();
    assert!(
        first.get("serId").is_none(),
        "the product's own names: {first}"
    );

    let set = app
        .put_json(
            &format!("/admin/services/{id}/rate"),
            &json!({"price": 24999.5, "sac": "998365", "gstRate": 18}),
        )
        .await;
    let bad = app
        .put_json(
            &format!("/admin/services/{id}/rate"),
            &json!({"price": -5, "sac": "99A", "gstRate": 17}),
        )
        .await;
    let missing = app
        .put_json("/admin/services/999999/rate", &json!({"price": 10}))
        .await;
    let anonymous = client_of(&app).get("/admin/rate-card").await;

    assert_eq!(set.status(), 200);
    let set: Value = set.json().await.unwrap();
    assert_eq!(set["id"], id);
    assert_eq!(set["price"], json!(24999.5));
    assert_eq!(set["sac"], "998365");
    let body = assert_error(bad, 422, Some("price")).await;
    assert_eq!(error_fields(&body), ["price", "sac", "gstRate"]);
    assert_error(missing, 404, None).await;
    assert_eq!(anonymous.status(), 401);
    let public: Value = app.get("/serviceent/list").await.json().await.unwrap();
    assert!(
        public[0].get("price").is_none(),
        "the public list stays as it was"
    );
}

#[tokio::test]
async fn the_agency_s_gstin_is_checked_and_each_quote_keeps_the_details_it_was_made_with() {
    // Arrange: a quote made with the seeded details
    let (app, lead) = app_with_lead(None).await;
    let before = created(&app, &quote_body(lead)).await;
    let (business, opened) = business_details(&app).await;
    let path = format!("/admin/content/{business}/draft");
    let revision = opened["revision"].clone();
    let draft = |fields: Value| {
        let (app, path, revision) = (&app, path.clone(), revision.clone());
        async move {
            app.put_json(&path, &json!({"baseRevision": revision, "fields": fields}))
                .await
        }
    };
    let mut fields = opened["fields"].clone();
    assert_eq!(fields["gstin"], "10AAKCV4821M1Z8");

    // Act: a GSTIN of another state, then a wrong one, then a right one
    fields["gstin"] = json!("27AAPFU0939F1ZV");
    let other_state = draft(fields.clone()).await;
    fields["gstin"] = json!("10AAKCV4821M1Z9");
    let wrong = draft(fields.clone()).await;
    fields["gstin"] = json!("10AAPFU0939F1ZA");
    fields["legalName"] = json!("Vanijya Digital LLP");
    let saved = draft(fields).await;
    assert_eq!(saved.status(), 200);
    let published = app
        .post_empty(&format!("/admin/content/{business}/publish"))
        .await;
    assert_eq!(published.status(), 200);
    let after = created(&app, &quote_body(lead)).await;

    // Assert
    let body = assert_error(other_state, 422, Some("fields.gstin")).await;
    assert!(body["error"].as_str().unwrap().contains("state code 27"));
    assert_error(wrong, 422, Some("fields.gstin")).await;
    let text = |id: Value| {
        let app = &app;
        async move {
            let pdf = app
                .get(&format!("/admin/quotes/{id}/pdf"))
                .await
                .bytes()
                .await
                .unwrap();
            poppler("pdftotext", &[], &pdf)
        }
    };
    let old = text(before["id"].clone()).await;
    let new = text(after["id"].clone()).await;
    assert!(
        old.contains("GSTIN: 10AAKCV4821M1Z8")
            && old.contains("Vanijya Digital Services Private Limited"),
        "{old}"
    );
    assert!(
        new.contains("GSTIN: 10AAPFU0939F1ZA") && new.contains("Vanijya Digital LLP"),
        "{new}"
    );
}

#[tokio::test]
async fn deleting_an_enquiry_deletes_its_quotations_and_their_links_answer_404() {
    // Arrange
    let (app, lead) = app_with_lead(None).await;
    let quote = created(&app, &quote_body(lead)).await;
    sent(&app, &quote["id"]).await;
    let token = quote["token"].as_str().unwrap();
    let client = client_of(&app);
    assert_eq!(client.get(&format!("/q/{token}")).await.status(), 200);

    // Act
    let res = app.delete(&format!("/admin/delete/{lead}")).await;

    // Assert
    assert_eq!(res.status(), 204);
    assert_eq!(client.get(&format!("/q/{token}")).await.status(), 404);
    assert_eq!(client.get(&format!("/q/{token}/pdf")).await.status(), 404);
    let accept = client
        .post_json(
            &format!("/q/{token}/accept"),
            &json!({"name": "Rahul Kumar"}),
        )
        .await;
    assert_error(accept, 404, None).await;
    let res = app.get(&format!("/admin/quotes/{}", quote["id"])).await;
    assert_error(res, 404, None).await;
    let held: Value = app
        .get("/admin/people?q=asha@kumari-crafts.in")
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(held["quotes"], json!([]), "{held}");
    let audit = app.get("/admin/audit").await.text().await.unwrap();
    assert!(
        audit.contains(&format!(
            "Enquiry {lead} deleted with its quotations {}",
            quote["number"].as_str().unwrap()
        )),
        "{audit}"
    );
}

#[tokio::test]
async fn an_enquiry_with_an_accepted_quotation_is_kept_with_a_reason_and_can_be_closed() {
    // Arrange
    let (app, lead) = app_with_lead(None).await;
    let quote = created(&app, &quote_body(lead)).await;
    sent(&app, &quote["id"]).await;
    let token = quote["token"].as_str().unwrap();
    let client = client_of(&app);
    let accepted = client
        .post_json(
            &format!("/q/{token}/accept"),
            &json!({"name": "Rahul Kumar"}),
        )
        .await;
    assert_eq!(accepted.status(), 200);

    // Act
    let original = app.delete(&format!("/admin/delete/{lead}")).await;
    let ours = app.delete(&format!("/admin/enquiries/{lead}")).await;

    // Assert
    let refused = assert_error(original, 409, None).await;
    let reason = refused["error"].as_str().unwrap();
    assert!(
        reason.contains(quote["number"].as_str().unwrap()),
        "{reason}"
    );
    assert!(reason.contains("close it"), "{reason}");
    assert_error(ours, 409, None).await;
    assert_eq!(client.get(&format!("/q/{token}")).await.status(), 200);
    let closed = app
        .patch_json(
            &format!("/admin/leads/enquiries/{lead}"),
            &json!({"status": "Won"}),
        )
        .await;
    assert_eq!(closed.status(), 200);
    assert_eq!(
        app.get(&format!("/admin/enquiries/{lead}")).await.status(),
        200
    );
}

#[tokio::test]
async fn a_revision_for_another_client_never_shows_on_the_first_client_s_link() {
    // Arrange
    let (app, lead) = app_with_lead(None).await;
    let first = created(&app, &quote_body(lead)).await;
    sent(&app, &first["id"]).await;
    let number = first["number"].as_str().unwrap().to_owned();
    let old = first["token"].as_str().unwrap().to_owned();
    let mut other = quote_body(lead);
    other.as_object_mut().unwrap().remove("leadId");
    other["clientName"] = json!("Patliputra Weaves Private Limited");
    other["clientAddress"] = json!("22 Fraser Road, Patna 800001");
    other["clientGstin"] = json!(null);
    let client = client_of(&app);

    // Act
    let res = app
        .post_json(&format!("/admin/quotes/{}/revise", first["id"]), &other)
        .await;
    assert_eq!(res.status(), 201);
    let revised: Value = res.json().await.unwrap();
    sent(&app, &revised["id"]).await;
    let new = revised["token"].as_str().unwrap();
    let old_page = client.get(&format!("/q/{old}")).await;
    let old_status = old_page.status();
    let old_page = old_page.text().await.unwrap();
    let accept_old = client
        .post_json(&format!("/q/{old}/accept"), &json!({"name": "Rahul Kumar"}))
        .await;
    let new_page = client.get(&format!("/q/{new}")).await.text().await.unwrap();

    // Assert
    assert_ne!(revised["token"], first["token"]);
    assert_eq!(
        old_status, 200,
        "the first client still sees their own quote"
    );
    assert!(old_page.contains("राहुल कुमार हस्तशिल्प"));
    assert!(old_page.contains("This quotation has been withdrawn"));
    assert!(
        !old_page.contains(new),
        "no link to the other client's quote"
    );
    assert!(!old_page.contains("Patliputra"), "{old_page}");
    assert!(!old_page.contains(&format!("{number}-R1")));
    assert!(!old_page.contains("Type your full name"));
    let body = assert_error(accept_old, 409, None).await;
    assert!(!body["error"].as_str().unwrap().contains("-R1"), "{body}");
    assert!(new_page.contains("Patliputra Weaves Private Limited"));
    let standings = standings_of(&app, lead).await;
    assert_eq!(standings, ["open", "withdrawn"]);
}

#[tokio::test]
async fn an_administrator_withdraws_a_link_and_it_answers_410_without_the_quote() {
    // Arrange
    let (app, lead) = app_with_lead(None).await;
    let quote = created(&app, &quote_body(lead)).await;
    let id = &quote["id"];
    let draft = app.post_empty(&format!("/admin/quotes/{id}/revoke")).await;
    assert_error(draft, 409, None).await;
    sent(&app, id).await;
    let token = quote["token"].as_str().unwrap();
    let client = client_of(&app);
    assert_eq!(client.get(&format!("/q/{token}")).await.status(), 200);
    let anonymous = client
        .post_empty(&format!("/admin/quotes/{id}/revoke"))
        .await;
    assert_error(anonymous, 401, None).await;

    // Act
    let res = app.post_empty(&format!("/admin/quotes/{id}/revoke")).await;

    // Assert
    assert_eq!(res.status(), 200);
    let revoked: Value = res.json().await.unwrap();
    assert_eq!(revoked["standing"], "withdrawn");
    assert!(revoked["revokedAt"].is_string());
    assert!(!revoked["revokedBy"].as_str().unwrap().is_empty());
    let page = client.get(&format!("/q/{token}")).await;
    assert_eq!(page.status(), 410);
    let page = page.text().await.unwrap();
    assert!(
        page.contains("This quotation link has been withdrawn"),
        "{page}"
    );
    assert!(!page.contains("राहुल कुमार हस्तशिल्प"), "nothing of the quote");
    assert!(!page.contains(quote["number"].as_str().unwrap()));
    assert_eq!(client.get(&format!("/q/{token}/pdf")).await.status(), 410);
    let accept = client
        .post_json(
            &format!("/q/{token}/accept"),
            &json!({"name": "Rahul Kumar"}),
        )
        .await;
    let body = assert_error(accept, 410, None).await;
    assert!(body["error"].as_str().unwrap().contains("withdrawn"));
    let by_form = client
        .post_form(
            &format!("/q/{token}/accept"),
            None,
            &[("name", "Rahul Kumar")],
        )
        .await;
    assert_eq!(by_form.status(), 410);
    let decline = client
        .post_json(
            &format!("/q/{token}/decline"),
            &json!({"reason": "Too costly for us"}),
        )
        .await;
    assert_error(decline, 410, None).await;
    let again = app.post_empty(&format!("/admin/quotes/{id}/revoke")).await;
    assert_eq!(again.status(), 200);
    let again: Value = again.json().await.unwrap();
    assert_eq!(again["revokedAt"], revoked["revokedAt"], "once only");
    let send = app.post_empty(&format!("/admin/quotes/{id}/send")).await;
    assert_error(send, 409, None).await;
    let now: Value = app
        .get(&format!("/admin/quotes/{id}"))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(now["status"], "sent", "never accepted");
    assert!(actions(&lead_of(&app, lead).await).contains(&"quoteRevoked".to_owned()));
    let audit = app.get("/admin/audit").await.text().await.unwrap();
    assert!(
        audit.contains(&format!("POST /admin/quotes/{id}/revoke")),
        "{audit}"
    );
}
