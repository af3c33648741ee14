//! An invoice as the client gets it: its PDF read back with poppler
//! (`pdftotext`) holds the value of every field Rule 46 asks for, its UPI
//! QR code (rendered with `pdftoppm`, read with `zbarimg` from zbar-tools)
//! is the `upi://pay` link of the amount due with the invoice's number as
//! reference, and the client's page `/i/{token}` offers the same link;
//! above ₹1 lakh the bank transfer stands in for UPI. A Hindi client's PDF
//! has the Hindi beside the English.
use std::process::Command;

use chrono::NaiveDate;
use serde_json::{json, Value};

use crate::{
    helpers::{assert_error, business_details, spawn_app_with, TestApp},
    invoices::{delhi_gstin, lead_signed_in},
};

/// A signed-in administrator of an agency with a UPI ID, a bank account
/// and a signatory, and an enquiry in `language`, on 7 December 2026.
async fn agency_with_lead(language: &str) -> (TestApp, i64) {
    let app = spawn_app_with(|c| {
        c.form_rate_limit = 0;
        c.site.upi_id = "vanijya@okhdfcbank".into();
        c.site.bank_account_name = "Vanijya Digital Services Pvt Ltd".into();
        c.site.bank_account_number = "50200012345678".into();
        c.site.bank_ifsc = "HDFC0000123".into();
        c.site.signatory = "Ravi Shankar Prasad".into();
    })
    .await;
    app.config
        .clock
        .set_today(NaiveDate::from_ymd_opt(2026, 12, 7).unwrap());
    let lead = lead_signed_in(&app, language).await;
    (app, lead)
}

/// An issued invoice of one line at `unit_price` for a client in Delhi.
async fn issued(app: &TestApp, lead: i64, unit_price: f64) -> Value {
    let res = app
        .post_json(
            "/admin/invoices",
            &json!({
                "leadId": lead,
                "lines": [{"description": "Flipkart catalogue shoot, 40 products", "sac": "998383", "quantity": 2, "unitPrice": unit_price}],
                "clientName": "Shakti Handlooms LLP",
                "clientAddress": "22 Chandni Chowk, Delhi 110006",
                "clientState": "Delhi",
                "clientGstin": delhi_gstin(),
            }),
        )
        .await;
    assert_eq!(res.status(), 201);
    let id = res.json::<Value>().await.unwrap()["id"].clone();
    let res = app
        .post_json(&format!("/admin/invoices/{id}/issue"), &json!({}))
        .await;
    assert_eq!(res.status(), 200);
    res.json().await.unwrap()
}

/// The PDF at `path`, checked to be one.
async fn pdf_at(app: &TestApp, path: &str) -> Vec<u8> {
    let res = app.get(path).await;
    assert_eq!(res.status(), 200, "{path}");
    assert_eq!(res.headers()["content-type"], "application/pdf");
    res.bytes().await.unwrap().to_vec()
}

/// The PDF's text as pdftotext reads it.
fn text_of(pdf: &[u8]) -> String {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("invoice.pdf");
    std::fs::write(&path, pdf).unwrap();
    let out = Command::new("pdftotext")
        .arg(&path)
        .arg("-")
        .output()
        .expect("pdftotext runs: install poppler-utils");
    assert!(out.status.success());
    String::from_utf8(out.stdout).unwrap()
}

/// The QR codes zbarimg reads on the PDF's first page, rendered at 200 dpi.
fn qr_codes(pdf: &[u8]) -> Vec<String> {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("invoice.pdf");
    std::fs::write(&path, pdf).unwrap();
    let prefix = dir.path().join("page");
    let status = Command::new("pdftoppm")
        .args(["-png", "-r", "200", "-f", "1", "-l", "1", "-singlefile"])
        .arg(&path)
        .arg(&prefix)
        .status()
        .expect("pdftoppm runs: install poppler-utils");
    assert!(status.success(), "pdftoppm");
    let out = Command::new("zbarimg")
        .args(["--quiet", "--raw"])
        .arg(prefix.with_extension("png"))
        .output()
        .expect("zbarimg runs: install zbar-tools");
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(str::to_owned)
        .collect()
}

fn upi_link(amount: &str, number: &str) -> String {
    format!(
        "upi://pay?pa=vanijya@okhdfcbank&pn=Vanijya%20Digital&tr={number}\
         &tn=Invoice%20{number}&am={amount}&cu=INR"
    )
}

#[tokio::test]
async fn the_pdf_holds_every_rule_46_value_and_a_upi_code_for_what_is_due() {
    // Arrange: 2 × ₹4,250 to Delhi: ₹8,500 and IGST ₹1,530
    let (app, lead) = agency_with_lead("en").await;
    let invoice = issued(&app, lead, 4250.0).await;
    let id = &invoice["id"];
    let number = invoice["number"].as_str().unwrap().to_owned();

    // Act
    let pdf = pdf_at(&app, &format!("/admin/invoices/{id}/pdf")).await;
    let token = invoice["token"].as_str().unwrap();
    let client_pdf = pdf_at(&app.clone_handle(), &format!("/i/{token}/pdf")).await;

    // Assert: every value, not only its label
    let text = text_of(&pdf);
    for value in [
        "TAX INVOICE",
        "Vanijya Digital Services Private Limited",
        "Maurya Lok Complex",
        "GSTIN: 10AAKCV4821M1Z8",
        number.as_str(),
        "Date: 7 December 2026",
        "Due: 22 December 2026",
        "Shakti Handlooms LLP",
        "22 Chandni Chowk, Delhi 110006",
        &format!("GSTIN: {}", delhi_gstin()),
        "Place of supply: 07-Delhi",
        "Tax payable on reverse charge: No",
        "Flipkart catalogue shoot, 40 products",
        "998383",
        "₹4,250.00",
        "₹8,500.00",
        "IGST @ 18%",
        "₹1,530.00",
        "₹10,030.00",
        "Rupees Ten Thousand Thirty Only",
        "For Vanijya Digital Services Private Limited",
        "Ravi Shankar Prasad, Authorised Signatory",
        "50200012345678",
        "HDFC0000123",
        "vanijya@okhdfcbank",
    ] {
        assert!(text.contains(value), "{value:?} is not in the PDF:\n{text}");
    }
    assert_eq!(qr_codes(&pdf), [upi_link("10030.00", &number)]);
    assert_eq!(text_of(&client_pdf), text);
}

#[tokio::test]
async fn the_client_s_page_offers_upi_for_what_is_due_and_the_bank_above_one_lakh() {
    // Arrange: ₹10,030 due, partly paid down to ₹5,030; and ₹1,18,000 due
    let (app, lead) = agency_with_lead("en").await;
    let small = issued(&app, lead, 4250.0).await;
    let res = app
        .post_json(
            &format!("/admin/invoices/{}/payments", small["id"]),
            &json!({"amount": 5000, "method": "bank", "reference": "NEFT 77"}),
        )
        .await;
    assert_eq!(res.status(), 201);
    let large = issued(&app, lead, 50_000.0).await;
    let client = app.clone_handle();

    // Act
    let page = |invoice: &Value| {
        let client = &client;
        let token = invoice["token"].as_str().unwrap().to_owned();
        async move {
            let res = client.get(&format!("/i/{token}")).await;
            assert_eq!(res.status(), 200);
            assert_eq!(res.headers()["cache-control"], "private, no-store");
            res.text().await.unwrap()
        }
    };
    let small_page = page(&small).await;
    let large_page = page(&large).await;
    let large_pdf = pdf_at(&app, &format!("/admin/invoices/{}/pdf", large["id"])).await;

    // Assert
    let number = small["number"].as_str().unwrap();
    let link = upi_link("5030.00", number).replace('&', "&#38;");
    assert!(
        small_page.contains(&format!("href=\"{link}\"")),
        "{small_page}"
    );
    assert!(small_page.contains("<svg"), "the QR code");
    assert!(small_page.contains("Amount due: ₹5,030.00"));
    assert!(small_page.contains("<h1 id=\"invoice-heading\">Tax invoice"));
    assert!(!large_page.contains("upi://pay"), "no UPI above one lakh");
    assert!(large_page.contains("50200012345678") && large_page.contains("HDFC0000123"));
    assert!(
        qr_codes(&large_pdf).is_empty(),
        "no UPI code above one lakh"
    );
    assert!(text_of(&large_pdf).contains("Bank transfer"));
    assert_eq!(
        client
            .get(&format!("/i/{}", "ab".repeat(32)))
            .await
            .status(),
        404
    );
}

#[tokio::test]
async fn a_hindi_client_s_invoice_has_the_hindi_beside_the_english() {
    // Arrange
    let (app, lead) = agency_with_lead("hi").await;
    let invoice = issued(&app, lead, 4250.0).await;

    // Act
    let pdf = pdf_at(&app, &format!("/admin/invoices/{}/pdf", invoice["id"])).await;
    let page = app
        .clone_handle()
        .get(&format!("/i/{}", invoice["token"].as_str().unwrap()))
        .await
        .text()
        .await
        .unwrap();

    // Assert
    let text = text_of(&pdf);
    for value in [
        "TAX INVOICE · कर बीजक",
        "Rupees Ten Thousand Thirty Only",
        "दस हज़ार तीस रुपये मात्र",
        "Place of supply: 07-Delhi",
    ] {
        assert!(text.contains(value), "{value:?} is not in the PDF:\n{text}");
    }
    assert!(page.contains("कर बीजक"), "{page}");
    assert!(page.contains("lang=\"hi"), "the page speaks Hindi");
}

#[tokio::test]
async fn sending_mails_the_client_the_pdf_and_the_link_through_the_outbox() {
    // Arrange: mail on, an issued invoice and a draft
    let port = crate::helpers::free_port();
    let sink = crate::mail::Sink::start(port);
    let app = crate::mail::app_mailing_to(port, false).await;
    let lead = lead_signed_in(&app, "en").await;
    let invoice = issued(&app, lead, 4250.0).await;
    let draft = app
        .post_json(
            "/admin/invoices",
            &json!({"leadId": lead, "lines": [{"description": "Ads", "sac": "998365", "quantity": 1, "unitPrice": 100}]}),
        )
        .await
        .json::<Value>()
        .await
        .unwrap();

    // Act
    let res = app
        .post_empty(&format!("/admin/invoices/{}/send", invoice["id"]))
        .await;
    let refused = app
        .post_empty(&format!("/admin/invoices/{}/send", draft["id"]))
        .await;

    // Assert
    assert_eq!(res.status(), 200);
    let sent: Value = res.json().await.unwrap();
    assert_eq!(sent["emailed"], true);
    assert_eq!(refused.status(), 409, "a draft is not sent");
    let number = invoice["number"].as_str().unwrap();
    let mut letter = None;
    for _ in 0..200 {
        letter = sink.messages().into_iter().find(|m| {
            m["subject"]
                .as_str()
                .unwrap_or("")
                .starts_with("Tax invoice")
        });
        if letter.is_some() {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    let letter = letter.expect("the invoice's letter");
    assert_eq!(letter["to"], json!(["asha@kumari-crafts.in"]));
    assert!(letter["subject"].as_str().unwrap().contains(number));
    let token = invoice["token"].as_str().unwrap();
    assert!(letter["body"]
        .as_str()
        .unwrap()
        .contains(&format!("/i/{token}")));
    let attachment = &letter["attachments"][0];
    assert_eq!(attachment["type"], "application/pdf");
    use base64::Engine;
    let pdf = base64::engine::general_purpose::STANDARD
        .decode(attachment["data"].as_str().unwrap())
        .unwrap();
    assert!(text_of(&pdf).contains("₹10,030.00"));
}

#[tokio::test]
async fn a_credit_note_and_a_refund_voucher_have_their_own_pdf_naming_what_they_are_against() {
    // Arrange: an issued invoice with a credit note, and an advance with
    // part of it paid back
    let (app, lead) = crate::invoices::app_with_lead().await;
    let made =
        crate::invoices::draft(&app, &crate::invoices::typed(lead, "Bihar", None, 10_000.0)).await;
    let invoice = crate::invoices::issued(&app, &made["id"]).await;
    let noted = crate::invoices::posted(
        &app,
        &format!("/admin/invoices/{}/credit-notes", invoice["id"]),
        &json!({"reason": "One listing was never delivered",
                "lines": [{"description": "Amazon store management, December", "sac": "998365", "quantity": 1, "unitPrice": 2500}]}),
        201,
    )
    .await;
    let voucher = crate::invoices::posted(
        &app,
        "/admin/receipts",
        &json!({"leadId": lead, "amount": 5900, "on": "2026-12-07", "method": "upi",
                "reference": "UPI 1", "description": "Advance for catalogue photography",
                "sac": "998386", "clientState": "Bihar"}),
        201,
    )
    .await;
    let refund = crate::invoices::posted(
        &app,
        &format!("/admin/receipts/{}/refunds", voucher["id"]),
        &json!({"amount": 1180, "reason": "Two products were dropped from the shoot"}),
        201,
    )
    .await;

    // Act
    let note = text_of(
        &pdf_at(
            &app,
            &format!("/admin/invoices/{}/pdf", noted["note"]["id"]),
        )
        .await,
    );
    let refunded = text_of(&pdf_at(&app, &format!("/admin/invoices/{}/pdf", refund["id"])).await);

    // Assert: each under its own title and number, naming the document it
    // is against and its reason, its tax, and no payment block.
    assert!(note.contains("CREDIT NOTE"), "{note}");
    assert!(note.contains("CN/2026-27/0001"), "{note}");
    assert!(
        note.contains("Against: Tax invoice INV/2026-27/0001 of 7 December 2026"),
        "{note}"
    );
    assert!(
        note.contains("Reason: One listing was never delivered"),
        "{note}"
    );
    assert!(note.contains("2,950.00"), "{note}");
    assert!(!note.contains("HOW TO PAY"), "{note}");
    assert!(refunded.contains("REFUND VOUCHER"), "{refunded}");
    assert!(refunded.contains("RF/2026-27/0001"), "{refunded}");
    assert!(
        refunded.contains("Against: Receipt voucher RV/2026-27/0001 of 7 December 2026"),
        "{refunded}"
    );
    assert!(
        refunded.contains("Reason: Two products were dropped from the shoot"),
        "{refunded}"
    );
    assert!(refunded.contains("998386"), "{refunded}");
    assert!(refunded.contains("1,180.00"), "{refunded}");
    assert!(!refunded.contains("HOW TO PAY"), "{refunded}");
}

/// The images `pdfimages -list` finds in a PDF: (width, height) of each.
fn images_in(pdf: &[u8]) -> Vec<(u32, u32)> {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("invoice.pdf");
    std::fs::write(&path, pdf).unwrap();
    let out = Command::new("pdfimages")
        .arg("-list")
        .arg(&path)
        .output()
        .expect("pdfimages runs: install poppler-utils");
    assert!(out.status.success());
    // Two header lines, then one line an image: page, num, type, width,
    // height, …
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .skip(2)
        .filter(|l| l.split_whitespace().nth(2) == Some("image"))
        .map(|l| {
            let cols: Vec<&str> = l.split_whitespace().collect();
            (cols[3].parse().unwrap(), cols[4].parse().unwrap())
        })
        .collect()
}

/// A signature as a scanner gives it: dark ink strokes on a clear
/// background, 600 × 150, as a PNG.
fn signature_png() -> Vec<u8> {
    let img = image::ImageBuffer::from_fn(600, 150, |x, y| {
        let stroke = (y as i32 - 75 - ((x as f32 / 40.0).sin() * 40.0) as i32).abs() < 4;
        if stroke {
            image::Rgba([20u8, 30, 90, 255])
        } else {
            image::Rgba([255u8, 255, 255, 0])
        }
    });
    let mut out = std::io::Cursor::new(Vec::new());
    image::DynamicImage::ImageRgba8(img)
        .write_to(&mut out, image::ImageFormat::Png)
        .unwrap();
    out.into_inner()
}

#[tokio::test]
async fn the_signature_in_the_business_details_is_drawn_on_invoices_and_kept_with_the_issued_ones()
{
    // Arrange: an invoice issued before there is a signature, and one
    // uploaded to the media library
    let (app, lead) = agency_with_lead("en").await;
    let unsigned = issued(&app, lead, 5_000.0).await;
    let res = crate::media::upload(
        &app,
        signature_png(),
        "signature.png",
        "image/png",
        "Signature of Ravi Shankar Prasad",
    )
    .await;
    assert_eq!(res.status(), 201);
    let image: Value = res.json().await.unwrap();
    let address = image["sizes"][0]["url"].as_str().unwrap().to_owned();
    assert!(address.ends_with("/480.webp"), "{address}");
    let (business, opened) = business_details(&app).await;
    let draft = |signature: &str| {
        let mut fields = opened["fields"].clone();
        fields["signatureImage"] = json!(signature);
        let (app, path, revision) = (
            &app,
            format!("/admin/content/{business}/draft"),
            opened["revision"].clone(),
        );
        async move {
            app.put_json(&path, &json!({"baseRevision": revision, "fields": fields}))
                .await
        }
    };

    // Act: an address of no image, then not an address, then the upload's
    let nowhere = draft(&format!("/media/{}/0000/480.webp", image["id"])).await;
    let not_an_address = draft("signature.png").await;
    let saved = draft(&address).await;
    assert_eq!(saved.status(), 200);
    let published = app
        .post_empty(&format!("/admin/content/{business}/publish"))
        .await;
    assert_eq!(published.status(), 200);
    let signed = issued(&app, lead, 5_000.0).await;

    // Assert: refused with the field named; the signed invoice carries the
    // 480-wide copy, on the administrator's PDF and the client's, and the
    // one issued before carries none
    let body = assert_error(nowhere, 422, Some("fields.signatureImage")).await;
    assert!(
        body["error"].as_str().unwrap().contains("media library"),
        "{body}"
    );
    assert_error(not_an_address, 422, Some("fields.signatureImage")).await;
    let signed_pdf = pdf_at(&app, &format!("/admin/invoices/{}/pdf", signed["id"])).await;
    assert_eq!(images_in(&signed_pdf), [(480, 120)]);
    assert!(text_of(&signed_pdf).contains("Ravi Shankar Prasad, Authorised Signatory"));
    let unsigned_pdf = pdf_at(&app, &format!("/admin/invoices/{}/pdf", unsigned["id"])).await;
    assert_eq!(images_in(&unsigned_pdf), []);
    let token = signed["token"].as_str().unwrap();
    let client_pdf = pdf_at(&app, &format!("/i/{token}/pdf")).await;
    assert_eq!(images_in(&client_pdf), [(480, 120)]);

    // Act: the signature taken out of the details (an empty detail is
    // left out, as the editor sends it), then the image deleted
    let mut fields = opened["fields"].clone();
    fields.as_object_mut().unwrap().remove("signatureImage");
    let (_, reopened) = business_details(&app).await;
    let res = app
        .put_json(
            &format!("/admin/content/{business}/draft"),
            &json!({"baseRevision": reopened["revision"], "fields": fields}),
        )
        .await;
    assert_eq!(res.status(), 200);
    let res = app
        .post_empty(&format!("/admin/content/{business}/publish"))
        .await;
    assert_eq!(res.status(), 200);
    let deleted = app.delete(&format!("/admin/media/{}", image["id"])).await;

    // Assert: the issued invoice keeps its signature, so the image stays
    let body = assert_error(deleted, 409, None).await;
    assert!(
        body["error"]
            .as_str()
            .unwrap()
            .contains("signature on 1 issued document"),
        "{body}"
    );
    let again = pdf_at(&app, &format!("/admin/invoices/{}/pdf", signed["id"])).await;
    assert_eq!(images_in(&again), [(480, 120)]);
}
