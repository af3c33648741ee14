//! CVs with job applications: what is taken (PDF, DOC, DOCX up to 5 MB, the
//! type read from the bytes, a DOCX that unpacks within bounds), what is
//! refused at the field with nothing else lost, and who may download one
//! (a signed-in administrator, from the administrator area, as an
//! attachment that is never sniffed).
use std::io::Write;

use reqwest::{
    multipart::{Form, Part},
    Client, Response,
};
use serde_json::Value;

use crate::helpers::{assert_error, spawn_app, TestApp};

pub const PDF: &[u8] =
    b"%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n";

/// A zip archive of `(name, bytes)` parts, deflated, as a DOCX is.
pub fn zip(parts: &[(&str, &[u8])]) -> Vec<u8> {
    let mut out = Vec::new();
    let mut central = Vec::new();
    for (name, data) in parts {
        let mut enc = flate2::write::DeflateEncoder::new(Vec::new(), flate2::Compression::best());
        enc.write_all(data).unwrap();
        let packed = enc.finish().unwrap();
        let offset = u32::try_from(out.len()).unwrap();
        let header = |sig: &[u8], central: bool| {
            let mut h = sig.to_vec();
            if central {
                h.extend(20u16.to_le_bytes());
            }
            h.extend(20u16.to_le_bytes());
            h.extend(0u16.to_le_bytes());
            h.extend(8u16.to_le_bytes());
            h.extend([0u8; 8]);
            h.extend(u32::try_from(packed.len()).unwrap().to_le_bytes());
            h.extend(u32::try_from(data.len()).unwrap().to_le_bytes());
            h.extend(u16::try_from(name.len()).unwrap().to_le_bytes());
            h.extend(0u16.to_le_bytes());
            if central {
                h.extend([0u8; 10]);
                h.extend(offset.to_le_bytes());
            }
            h.extend(name.as_bytes());
            h
        };
        out.extend(header(b"PK\x03\x04", false));
        out.extend(&packed);
        central.extend(header(b"PK\x01\x02", true));
    }
    let at = u32::try_from(out.len()).unwrap();
    let count = u16::try_from(parts.len()).unwrap();
    let central_len = u32::try_from(central.len()).unwrap();
    out.extend(central);
    out.extend(b"PK\x05\x06");
    out.extend([0u8; 4]);
    out.extend(count.to_le_bytes());
    out.extend(count.to_le_bytes());
    out.extend(central_len.to_le_bytes());
    out.extend(at.to_le_bytes());
    out.extend(0u16.to_le_bytes());
    out
}

/// A DOCX whose document is `body`.
pub fn docx(body: &[u8]) -> Vec<u8> {
    zip(&[
        ("[Content_Types].xml", b"<Types/>"),
        ("word/document.xml", body),
    ])
}

/// The text fields of an application (no position: a general one); the
/// applicant's name is the e-mail's local part.
pub fn application_form(email: &str, pos_id: Option<i64>) -> Form {
    let name = email
        .split('@')
        .next()
        .unwrap_or("Priya")
        .replace(['.', '_'], " ");
    let form = Form::new()
        .text("fullName", name)
        .text("email", email.to_owned())
        .text("mobileNumber", "+91 98765 43210");
    match pos_id {
        Some(id) => form.text("posId", id.to_string()),
        None => form,
    }
}

pub fn with_cv(form: Form, name: &str, mime: &str, bytes: Vec<u8>) -> Form {
    form.part(
        "cv",
        Part::bytes(bytes)
            .file_name(name.to_owned())
            .mime_str(mime)
            .unwrap(),
    )
}

/// Sends an application from a visitor's browser (no session).
pub async fn apply(app: &TestApp, form: Form) -> Response {
    Client::new()
        .post(app.url("/usercp/apply"))
        .header("Origin", &app.address)
        .multipart(form)
        .send()
        .await
        .expect("POST /usercp/apply")
}

/// Sends an application with a PDF CV named `file_name`; its cId.
pub async fn apply_with_pdf(
    app: &TestApp,
    email: &str,
    pos_id: Option<i64>,
    file_name: &str,
) -> i64 {
    let res = apply(
        app,
        with_cv(
            application_form(email, pos_id),
            file_name,
            "application/pdf",
            PDF.to_vec(),
        ),
    )
    .await;
    assert_eq!(res.status(), 201, "apply with {file_name}");
    res.json::<Value>().await.unwrap()["cId"].as_i64().unwrap()
}

async fn application_count(app: &TestApp) -> usize {
    let all: Value = app.get("/admin/getallcp").await.json().await.unwrap();
    all.as_array().unwrap().len()
}

async fn open_position(app: &TestApp) -> i64 {
    app.department_with_position("Marketplace Operations", "Amazon Account Manager")
        .await
        .1
}

#[tokio::test]
async fn an_application_with_a_pdf_cv_is_downloaded_only_by_an_administrator() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    let pos = open_position(&app).await;

    let c_id = apply_with_pdf(&app, "priya@example.in", Some(pos), "Priya CV.pdf").await;
    let path = format!("/admin/applications/{c_id}/cv");

    let anonymous = Client::new().get(app.url(&path)).send().await.unwrap();
    assert_error(anonymous, 401, None).await;
    let cross_site = app
        .client
        .get(app.url(&path))
        .header("Sec-Fetch-Site", "cross-site")
        .send()
        .await
        .unwrap();
    assert_error(cross_site, 403, None).await;

    let res = app
        .client
        .get(app.url(&path))
        .header("Sec-Fetch-Site", "same-origin")
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    let h = res.headers().clone();
    assert_eq!(h["content-type"], "application/pdf");
    assert_eq!(h["x-content-type-options"], "nosniff");
    assert_eq!(
        h["content-security-policy"], "default-src 'none'; sandbox",
        "the download's own policy, not the site's"
    );
    let disposition = h["content-disposition"].to_str().unwrap();
    assert!(disposition.starts_with("attachment;"), "{disposition}");
    assert!(disposition.contains("Priya CV.pdf"), "{disposition}");
    assert_eq!(res.bytes().await.unwrap().as_ref(), PDF);

    let lead: Value = app
        .get(&format!("/admin/leads/applications/{c_id}"))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(lead["cv"]["url"], path);
    assert_eq!(lead["cv"]["fileName"], "Priya CV.pdf");
}

#[tokio::test]
async fn refused_cvs_answer_at_the_field_and_store_nothing() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    let pos = open_position(&app).await;
    let mut six_mb = b"%PDF-1.4\n".to_vec();
    six_mb.resize(6 * 1024 * 1024, b' ');
    let bomb = docx(&vec![b'A'; 60 * 1024 * 1024]);
    assert!(bomb.len() < 1024 * 1024, "the bomb itself is small");
    let refused: [(&str, &str, Vec<u8>); 5] = [
        (
            "setup.pdf",
            "application/pdf",
            b"MZ\x90\x00\x03\x00\x00\x00\x04\x00".to_vec(),
        ),
        (
            "cv.pdf",
            "application/pdf",
            b"<!doctype html><html><script>alert(document.cookie)</script></html>".to_vec(),
        ),
        ("big.pdf", "application/pdf", six_mb),
        (
            "cv.docx",
            "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
            bomb,
        ),
        (
            "shell.docx",
            "application/zip",
            zip(&[("shell.php", b"<?php system($_GET['c']); ?>")]),
        ),
    ];
    for (name, mime, bytes) in refused {
        let res = apply(
            &app,
            with_cv(
                application_form("priya@example.in", Some(pos)),
                name,
                mime,
                bytes,
            ),
        )
        .await;
        let body = assert_error(res, 422, Some("cv")).await;
        assert!(
            body["errors"].as_array().unwrap().len() == 1,
            "only the CV is at fault ({name}): {body}"
        );
    }
    assert_eq!(application_count(&app).await, 0);

    let fine = apply(
        &app,
        with_cv(
            application_form("priya@example.in", Some(pos)),
            "cv.docx",
            "application/octet-stream",
            docx(b"<w:document>Priya Kumari, SEO analyst</w:document>"),
        ),
    )
    .await;
    assert_eq!(fine.status(), 201, "a real DOCX is taken");
}

#[tokio::test]
async fn a_file_name_with_script_and_path_characters_is_kept_as_text_only() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    let pos = open_position(&app).await;
    let c_id = apply_with_pdf(
        &app,
        "priya@example.in",
        Some(pos),
        "../../var/www/<script>alert(1)</script>\".pdf",
    )
    .await;
    let lead: Value = app
        .get(&format!("/admin/leads/applications/{c_id}"))
        .await
        .json()
        .await
        .unwrap();
    let name = lead["cv"]["fileName"].as_str().unwrap();
    assert!(!name.contains(['/', '\\', '<', '>', '"']), "{name}");
    assert!(name.ends_with(".pdf"), "{name}");
    let res = app.get(&format!("/admin/applications/{c_id}/cv")).await;
    let disposition = res.headers()["content-disposition"]
        .to_str()
        .unwrap()
        .to_owned();
    assert!(!disposition.contains(['/', '<']), "{disposition}");
}

#[tokio::test]
async fn a_general_application_needs_a_cv() {
    let app = spawn_app().await;
    app.login_as_admin().await;

    let without = apply(&app, application_form("ravi@example.in", None)).await;
    assert_error(without, 422, Some("cv")).await;

    let res = apply(
        &app,
        with_cv(
            application_form("ravi@example.in", None),
            "Ravi.pdf",
            "application/pdf",
            PDF.to_vec(),
        ),
    )
    .await;
    assert_eq!(res.status(), 201);
    let stored: Value = res.json().await.unwrap();
    assert_eq!(stored["positionApplied"]["posId"], Value::Null);
    assert_eq!(stored["positionApplied"]["posName"], "General application");
}

#[tokio::test]
async fn the_script_free_form_takes_a_cv_and_keeps_everything_typed_when_one_is_refused() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    let pos = open_position(&app).await;
    let form = |bytes: Vec<u8>| {
        Form::new()
            .text("fullName", "Sunita Devi")
            .text("email", "sunita@example.in")
            .text("mobileNumber", "9876543210")
            .text("positionApplied", pos.to_string())
            .text("website", "")
            .part(
                "cv",
                Part::bytes(bytes)
                    .file_name("Sunita.pdf")
                    .mime_str("application/pdf")
                    .unwrap(),
            )
    };
    let visitor = crate::helpers::browser_client();

    let refused = visitor
        .post(app.url("/careerpg"))
        .multipart(form(b"MZ not a pdf".to_vec()))
        .send()
        .await
        .unwrap();
    assert_eq!(refused.status(), 422);
    let html = refused.text().await.unwrap();
    assert!(
        html.contains("id=\"careers-cv-error\""),
        "the message is at the CV field"
    );
    assert!(
        html.contains("value=\"Sunita Devi\""),
        "the name typed is kept"
    );
    assert!(
        html.contains("value=\"sunita@example.in\""),
        "the e-mail typed is kept"
    );
    assert_eq!(application_count(&app).await, 0);

    let sent = visitor
        .post(app.url("/careerpg"))
        .multipart(form(PDF.to_vec()))
        .send()
        .await
        .unwrap();
    assert_eq!(sent.status(), 303);
    assert_eq!(sent.headers()["location"], "/careerpg?sent=1");
    let all: Value = app.get("/admin/getallcp").await.json().await.unwrap();
    let c_id = all[0]["cId"].as_i64().unwrap();
    let cv = app.get(&format!("/admin/applications/{c_id}/cv")).await;
    assert_eq!(cv.status(), 200);
    assert_eq!(cv.bytes().await.unwrap().as_ref(), PDF);
}

#[tokio::test]
async fn an_upload_from_another_site_is_refused() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    let pos = open_position(&app).await;
    let res = Client::new()
        .post(app.url("/usercp/apply"))
        .header("Origin", "https://evil.example")
        .multipart(with_cv(
            application_form("priya@example.in", Some(pos)),
            "cv.pdf",
            "application/pdf",
            PDF.to_vec(),
        ))
        .send()
        .await
        .unwrap();
    assert_error(res, 403, None).await;
    assert_eq!(application_count(&app).await, 0);
}

#[tokio::test]
async fn an_application_page_shows_its_cv_the_same_persons_other_applications_and_why_it_was_rejected(
) {
    let app = spawn_app().await;
    app.login_as_admin().await;
    let pos = open_position(&app).await;
    let first = apply(&app, application_form("amit.kumar@example.in", Some(pos))).await;
    assert_eq!(first.status(), 201);
    let first = first.json::<Value>().await.unwrap()["cId"]
        .as_i64()
        .unwrap();
    let general = apply(
        &app,
        with_cv(
            application_form("amit.k@example.in", None),
            "Amit.pdf",
            "application/pdf",
            PDF.to_vec(),
        ),
    )
    .await;
    assert_eq!(general.status(), 201);
    let c_id = general.json::<Value>().await.unwrap()["cId"]
        .as_i64()
        .unwrap();
    let path = format!("/admin/leads/applications/{c_id}");

    let page: Value = app.get(&path).await.json().await.unwrap();
    assert_eq!(page["cv"]["fileName"], "Amit.pdf");
    let others: Vec<i64> = page["possibleDuplicates"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["id"].as_i64().unwrap())
        .collect();
    assert_eq!(others, [first], "the same mobile number applied before");
    assert!(page["rejectionReasons"]
        .as_array()
        .unwrap()
        .contains(&Value::from("Position filled")));

    let early = app
        .patch_json(
            &path,
            &serde_json::json!({"rejectionReason": "Position filled"}),
        )
        .await;
    assert_error(early, 422, Some("rejectionReason")).await;
    let unknown = app
        .patch_json(
            &path,
            &serde_json::json!({"status": "Rejected", "rejectionReason": "Too tall"}),
        )
        .await;
    assert_error(unknown, 422, Some("rejectionReason")).await;

    let res = app
        .patch_json(
            &path,
            &serde_json::json!({"status": "Rejected", "rejectionReason": "Position filled"}),
        )
        .await;
    assert_eq!(res.status(), 200);
    let page: Value = res.json().await.unwrap();
    assert_eq!(page["status"], "Rejected");
    assert_eq!(page["rejectionReason"], "Position filled");
    assert!(page["history"]
        .as_array()
        .unwrap()
        .iter()
        .any(|e| e["action"] == "rejectionReason" && e["to"] == "Position filled"));

    let reconsidered = app
        .patch_json(&path, &serde_json::json!({"status": "Interview"}))
        .await;
    assert_eq!(reconsidered.status(), 200);
    let page: Value = reconsidered.json().await.unwrap();
    assert_eq!(
        page["rejectionReason"],
        Value::Null,
        "no reason once it is not rejected"
    );
}
