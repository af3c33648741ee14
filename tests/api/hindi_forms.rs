//! The forms, errors and letters in the visitor's language: the Hindi
//! editions of the quote form (/hi/buseq), the careers page (/hi/careerpg)
//! and each job page (/hi/careers/{slug}) work without scripts like the
//! English ones, refuse in Hindi at the field, keep what was typed, store
//! the lead as Hindi and acknowledge it in Hindi; the JSON calls answer in
//! Hindi when the request names Hindi; the lead search finds Devanagari.
use reqwest::{
    header::{CACHE_CONTROL, LOCATION},
    multipart, Url,
};
use serde_json::{json, Value};

use crate::{
    helpers::{free_port, spawn_app, TestApp},
    lead_forms::{form, post_form},
    mail::{app_mailing_to, Sink},
};

const HINDI_MESSAGE: &str =
    "हम बिहार की मधुबनी साड़ियाँ Amazon पर बेचना चाहते हैं, अकाउंट बनाने में मदद चाहिए।";

fn enquiry<'a>(ser_id: &'a str, email: &'a str) -> Vec<(&'static str, &'a str)> {
    vec![
        ("fName", "Asha"),
        ("lName", "Kumari"),
        ("bEmail", email),
        ("selectedService", ser_id),
        ("contactNumber", "+91 98765 43210"),
        ("address", "बोरिंग रोड, पटना"),
        ("message", HINDI_MESSAGE),
        ("website", ""),
    ]
}

async fn get_json(app: &TestApp, path: &str) -> Value {
    let res = app.get(path).await;
    assert_eq!(res.status(), 200, "{path}");
    res.json().await.unwrap()
}

/// The admin lead list searched for `q` (Devanagari is sent encoded).
async fn search(app: &TestApp, kind: &str, q: &str) -> Vec<i64> {
    let url =
        Url::parse_with_params(&app.url(&format!("/admin/leads/{kind}")), &[("q", q)]).unwrap();
    let res = app.client.get(url).send().await.unwrap();
    assert_eq!(res.status(), 200);
    let page: Value = res.json().await.unwrap();
    page["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["id"].as_i64().unwrap())
        .collect()
}

#[tokio::test]
async fn a_hindi_quote_form_without_scripts_refuses_a_bad_email_in_hindi_at_the_field_and_keeps_what_was_typed(
) {
    // Arrange
    let app = spawn_app().await;
    app.login_as_admin().await;
    let ser_id = app.first_service_id().await.to_string();
    let page = app.get("/hi/buseq").await.text().await.unwrap();
    assert!(page.contains(r#"<html lang="hi""#));
    let empty = form(&page);
    assert!(empty.starts_with(r#"<form class="island-form" action="/hi/buseq" method="post">"#));
    assert!(empty.contains(r#"<label for="enquiry-bEmail">बिज़नेस ई-मेल</label>"#));
    assert!(empty.contains(r#"<option value="">कृपया चुनें</option>"#));
    assert!(empty.contains(r#"<button type="submit" class="btn btn-primary">भेजें</button>"#));

    // Act
    let res = post_form(&app, "/hi/buseq", &enquiry(&ser_id, "asha@kumari")).await;

    // Assert
    assert_eq!(res.status(), 422);
    assert_eq!(res.headers()[CACHE_CONTROL], "no-store");
    let page = res.text().await.unwrap();
    let marked = form(&page);
    assert!(
        marked.contains(r#"<p id="enquiry-bEmail-error" class="field-error">बिज़नेस ई-मेल सही लिखें, जैसे name@example.com</p>"#),
        "{marked}"
    );
    assert_eq!(marked.matches("aria-invalid").count(), 1);
    assert!(marked.contains(r#"value="asha@kumari""#));
    assert!(marked.contains(&format!(">{HINDI_MESSAGE}</textarea>")));
    assert!(marked.contains(r#"value="बोरिंग रोड, पटना""#));
    // The island is given the same state and its Hindi edition.
    let props = &page[page.find(r#"id="enquiry-props">"#).unwrap()..];
    assert!(props.contains(r#""language":"hi","action":"/hi/buseq""#));
    assert!(props.contains(r#""errors":{"bEmail":"बिज़नेस ई-मेल सही लिखें"#));
    assert!(get_json(&app, "/admin/getallbe")
        .await
        .as_array()
        .unwrap()
        .is_empty());

    // The English form still says it in English.
    let res = post_form(&app, "/buseq", &enquiry(&ser_id, "asha@kumari")).await;
    let page = res.text().await.unwrap();
    assert!(form(&page).contains(r#"<p id="enquiry-bEmail-error" class="field-error">Business e-mail must be a valid e-mail address, like name@example.com.</p>"#));
    assert!(!page.contains(r#""language":"hi""#));
}

#[tokio::test]
async fn a_good_hindi_enquiry_is_stored_as_hindi_and_acknowledged_in_hindi() {
    // Arrange
    let port = free_port();
    let sink = Sink::start(port);
    let app = app_mailing_to(port, true).await;
    app.login_as_admin().await;
    let ser_id = app.first_service_id().await.to_string();
    let visitor = "asha@kumari-crafts.in";

    // Act
    let res = post_form(&app, "/hi/buseq", &enquiry(&ser_id, visitor)).await;

    // Assert: sent, stored as Hindi, the success alert in Hindi.
    assert_eq!(res.status(), 303);
    assert_eq!(res.headers()[LOCATION], "/hi/buseq?sent=1");
    let done = app.get("/hi/buseq?sent=1").await.text().await.unwrap();
    assert!(form(&done).contains("<span>आपका फ़ॉर्म भेज दिया गया है!</span>"));
    let all = get_json(&app, "/admin/getallbe").await;
    let id = all[0]["bId"].as_i64().unwrap();
    assert!(
        all[0].get("language").is_none(),
        "the original call's fields as they were"
    );
    let lead = get_json(&app, &format!("/admin/leads/enquiries/{id}")).await;
    assert_eq!(lead["language"], "hi");
    let list = get_json(&app, "/admin/leads/enquiries").await;
    assert_eq!(list["items"][0]["language"], "hi");

    // The acknowledgement is in Hindi, with the agency's details in Hindi.
    let messages = sink.wait_for(3, 20).await;
    let ack: Vec<&Value> = messages.iter().filter(|m| m["to"][0] == visitor).collect();
    assert_eq!(ack.len(), 1, "{messages:?}");
    let subject = ack[0]["subject"].as_str().unwrap();
    assert!(subject.starts_with("हमें "), "{subject}");
    assert!(subject.contains("के बारे में आपकी पूछताछ मिल गई है"), "{subject}");
    let body = ack[0]["body"].as_str().unwrap();
    assert!(body.starts_with("प्रिय Asha जी,"), "{body}");
    assert!(body.contains("धन्यवाद"), "{body}");
    assert!(
        body.contains(&format!("फ़ोन: {}", app.config.site.phone)),
        "{body}"
    );
    // Only the checked name of the visitor's writing, never the message.
    assert!(
        !body.contains("मधुबनी") && !body.contains("/admin-login"),
        "{body}"
    );

    // An English form's lead is English.
    let mut english = enquiry(&ser_id, "ravi@example.in");
    english[0].1 = "Ravi";
    let res = post_form(&app, "/buseq", &english).await;
    assert_eq!(res.status(), 303);
    let list = get_json(&app, "/admin/leads/enquiries").await;
    assert_eq!(list["items"][0]["language"], "en");
}

#[tokio::test]
async fn the_json_calls_answer_in_hindi_when_the_form_names_hindi() {
    // Arrange
    let app = spawn_app().await;
    app.login_as_admin().await;
    let ser_id = app.first_service_id().await;
    let (_, pos_id) = app
        .department_with_position("Marketplace", "Catalogue Executive")
        .await;
    let mut body = TestApp::enquiry_body(ser_id);
    body["bEmail"] = json!("asha@");
    body["fName"] = json!("");

    // Act
    let english = app.post_json("/userbe/createbe", &body).await;
    body["language"] = json!("hi");
    let hindi = app.post_json("/userbe/createbe", &body).await;
    let createcp = app
        .post_json(
            &format!("/usercp/createcp/{pos_id}"),
            &json!({"fullName": "Ravi", "email": "ravi@", "mobileNumber": "9876543210",
                    "positionApplied": {"posId": pos_id}, "language": "hi"}),
        )
        .await;
    let upload = multipart::Form::new()
        .text("fullName", "")
        .text("email", "ravi@example.in")
        .text("mobileNumber", "9876543210")
        .text("language", "hi");
    let apply = app
        .client
        .post(app.url("/usercp/apply"))
        .header("Origin", app.address.as_str())
        .multipart(upload)
        .send()
        .await
        .unwrap();

    // Assert: the same 422 shape, the Hindi words.
    assert_eq!(english.status(), 422);
    let english: Value = english.json().await.unwrap();
    assert_eq!(english["field"], "fName");
    assert_eq!(english["error"], "First name is required.");
    assert_eq!(hindi.status(), 422);
    let hindi: Value = hindi.json().await.unwrap();
    assert_eq!(hindi["field"], "fName");
    assert_eq!(hindi["error"], "पहला नाम भरना ज़रूरी है।");
    assert_eq!(
        hindi["errors"],
        json!([
            {"field": "fName", "error": "पहला नाम भरना ज़रूरी है।"},
            {"field": "bEmail", "error": "बिज़नेस ई-मेल सही लिखें, जैसे name@example.com"},
        ])
    );
    assert_eq!(createcp.status(), 422);
    let createcp: Value = createcp.json().await.unwrap();
    assert_eq!(createcp["field"], "email");
    assert_eq!(createcp["error"], "ई-मेल सही लिखें, जैसे name@example.com");
    assert_eq!(apply.status(), 422);
    let apply: Value = apply.json().await.unwrap();
    let messages: Vec<&str> = apply["errors"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["error"].as_str().unwrap())
        .collect();
    assert!(messages.contains(&"पूरा नाम भरना ज़रूरी है।"), "{apply}");
    assert!(
        messages.iter().any(|m| m.starts_with("कृपया अपना CV लगाएँ")),
        "{apply}"
    );

    // A good Hindi call stores a Hindi lead; the original answer is unchanged.
    let res = app
        .post_json(
            "/userbe/createbe",
            &json!({
        "fName": "Asha", "lName": "Kumari", "bEmail": "asha@kumari-crafts.in",
        "selectedService": {"serId": ser_id}, "contactNumber": "+91 98765 43210",
        "address": "पटना", "message": HINDI_MESSAGE, "language": "hi"}),
        )
        .await;
    assert_eq!(res.status(), 201);
    let stored: Value = res.json().await.unwrap();
    assert!(stored.get("language").is_none());
    let lead = get_json(&app, &format!("/admin/leads/enquiries/{}", stored["bId"])).await;
    assert_eq!(lead["language"], "hi");
}

#[tokio::test]
async fn the_hindi_careers_page_and_job_page_take_applications_in_hindi() {
    // Arrange
    let app = spawn_app().await;
    app.login_as_admin().await;
    let (_, pos) = app
        .department_with_position("Marketplace Operations", "Amazon Account Manager")
        .await;
    let res = app
        .put_json(
            &format!("/admin/positions/{pos}/job"),
            &json!({"description": "You will run Amazon seller accounts.\n\n- Seller Central\n- Hindi and English",
                    "employmentType": "FULL_TIME", "location": "office", "salaryMin": 18000,
                    "salaryMax": 25000, "salaryPeriod": "MONTH", "postedOn": "2026-11-20",
                    "closesOn": "2099-12-31"}),
        )
        .await;
    assert_eq!(res.status(), 200);

    // Act
    let careers = app.get("/hi/careerpg").await.text().await.unwrap();
    let job = app.get("/hi/careers/amazon-account-manager").await;
    let job_status = job.status();
    let job = job.text().await.unwrap();
    let refused = post_form(
        &app,
        "/hi/careerpg",
        &[
            ("fullName", "Ravi Kumar"),
            ("email", "ravi@"),
            ("mobileNumber", "98765 43210"),
            ("positionApplied", &pos.to_string()),
            ("website", ""),
        ],
    )
    .await;
    let redirect = app.get("/hi/careers").await;

    // Assert: the careers page in Hindi, its opening leading to the Hindi job page.
    assert!(careers.contains(r#"<html lang="hi""#));
    assert!(careers.contains("<h1>हमारी टीम से जुड़ें</h1>"));
    assert!(careers.contains(
        r#"href="/hi/careers/amazon-account-manager" lang="en">Amazon Account Manager</a>"#
    ));
    assert!(form(&careers).contains(r#"action="/hi/careerpg""#));
    assert!(form(&careers).contains(r#"<label for="careers-fullName">पूरा नाम</label>"#));
    // The job page: its words in Hindi, the position as written, in English.
    assert_eq!(job_status, 200);
    assert!(job.contains(r#"<h1 lang="en">Amazon Account Manager</h1>"#));
    assert!(
        job.contains("<dt>वेतन</dt><dd>₹18,000 से ₹25,000 प्रति माह</dd>"),
        "salary"
    );
    assert!(job.contains("<dd>फ़ुल टाइम</dd>"));
    assert!(job.contains(r#"<p lang="en">You will run Amazon seller accounts.</p>"#));
    assert!(form(&job).contains(r#"action="/hi/careerpg""#));
    let posting = job
        .split("<script type=\"application/ld+json\">")
        .skip(1)
        .filter_map(|rest| rest.split("</script>").next())
        .filter_map(|text| serde_json::from_str::<Value>(text).ok())
        .find(|doc| doc["@type"] == "JobPosting")
        .expect("a JobPosting");
    assert_eq!(posting["title"], "Amazon Account Manager");
    assert_eq!(posting["employmentType"], "FULL_TIME");
    assert!(posting["url"]
        .as_str()
        .unwrap()
        .ends_with("/hi/careers/amazon-account-manager"));
    // Pairs both ways, in the head and in the sitemap.
    let base = app.config.site.base();
    for (english, hindi) in [
        (
            "/careers/amazon-account-manager",
            "/hi/careers/amazon-account-manager",
        ),
        ("/careerpg", "/hi/careerpg"),
        ("/contacts", "/hi/contacts"),
        ("/buseq", "/hi/buseq"),
    ] {
        for path in [english, hindi] {
            let page = app.get(path).await.text().await.unwrap();
            for (hreflang, href) in [("en-IN", english), ("hi-IN", hindi), ("x-default", english)] {
                let link =
                    format!(r#"<link rel="alternate" hreflang="{hreflang}" href="{base}{href}">"#);
                assert!(page.contains(&link), "{path}: {link}");
            }
        }
    }
    let sitemap = app.get("/sitemap.xml").await.text().await.unwrap();
    assert!(sitemap.contains(&format!(
        "<loc>{base}/hi/careers/amazon-account-manager</loc>"
    )));
    // A refused application, in Hindi at the field, what was typed kept.
    assert_eq!(refused.status(), 422);
    let refused = refused.text().await.unwrap();
    let marked = form(&refused);
    assert!(marked.contains(r#"<p id="careers-email-error" class="field-error">ई-मेल सही लिखें, जैसे name@example.com</p>"#), "{marked}");
    assert!(marked.contains(r#"value="Ravi Kumar""#));
    // The address a Hindi visitor would type leads to the careers page.
    assert_eq!(redirect.status(), 308);
    assert_eq!(redirect.headers()[LOCATION], "/hi/careerpg");
}

#[tokio::test]
async fn the_hindi_contact_page_is_in_hindi() {
    let app = spawn_app().await;
    let res = app.get("/hi/contacts").await;
    assert_eq!(res.status(), 200);
    let page = res.text().await.unwrap();
    assert!(page.contains(r#"<html lang="hi""#));
    assert!(page.contains("<h1>संपर्क करें</h1>"));
    assert!(page.contains(r#"href="/hi/buseq">अपने काम का कोटेशन माँगें</a>"#));
    let english = app.get("/contacts").await.text().await.unwrap();
    assert!(english.contains("<h1>Contact us</h1>"));
    assert!(english.contains(r#"href="/buseq">Request a customised quote</a>"#));
}

#[tokio::test]
async fn the_lead_search_finds_a_hindi_message_by_a_hindi_word() {
    // Arrange
    let app = spawn_app().await;
    app.login_as_admin().await;
    let ser_id = app.first_service_id().await;
    let mut hindi = TestApp::enquiry_body(ser_id);
    hindi["message"] = json!(HINDI_MESSAGE);
    hindi["language"] = json!("hi");
    let res = app.post_json("/userbe/createbe", &hindi).await;
    assert_eq!(res.status(), 201);
    let id = res.json::<Value>().await.unwrap()["bId"].as_i64().unwrap();
    let mut other = TestApp::enquiry_body(ser_id);
    other["bEmail"] = json!("ravi@example.in");
    other["contactNumber"] = json!("+91 91234 56789");
    other["message"] = json!("हमें Flipkart पर विज्ञापन चलाने हैं।");
    assert_eq!(
        app.post_json("/userbe/createbe", &other).await.status(),
        201
    );

    // Act / Assert: whole words and a part of one, three letters or more.
    for word in ["मधुबनी", "साड़ियाँ", "बेच", "अकाउंट"]
    {
        assert_eq!(search(&app, "enquiries", word).await, [id], "{word}");
    }
    assert_eq!(search(&app, "enquiries", "पटना").await, Vec::<i64>::new());
}
