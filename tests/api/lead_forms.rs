//! The public forms without scripts: /buseq and /careerpg send the whole
//! form in their HTML, and take it back as a URL-encoded post to the page's
//! own address, through the same rate limit, validation, honeypot and
//! same-origin rule as the JSON API. Success is a 303 to `?sent=1`; a
//! refusal is the page again with each message at its field and everything
//! typed kept. Also: the administrator shells preload their modules.
use reqwest::{
    header::{CACHE_CONTROL, CONTENT_TYPE, LOCATION},
    Response,
};
use serde_json::{json, Value};

use crate::helpers::{assert_error, spawn_app, spawn_app_with, TestApp};

/// A form post as a browser sends it from the page itself.
pub async fn post_form(app: &TestApp, path: &str, fields: &[(&str, &str)]) -> Response {
    app.client
        .post(app.url(path))
        .header("Origin", app.address.as_str())
        .header("Sec-Fetch-Site", "same-origin")
        .form(fields)
        .send()
        .await
        .expect("POST form")
}

async fn html(res: Response) -> String {
    assert!(
        res.headers()[CONTENT_TYPE]
            .to_str()
            .unwrap()
            .starts_with("text/html"),
        "an HTML page"
    );
    res.text().await.unwrap()
}

/// The server-rendered `<form>…</form>` of a page.
pub fn form(html: &str) -> &str {
    let start = html.find(r#"<form class="island-form""#).expect("the form");
    let end = start + html[start..].find("</form>").unwrap() + "</form>".len();
    &html[start..end]
}

fn enquiry_fields(ser_id: &str) -> Vec<(&'static str, String)> {
    vec![
        ("fName", "Asha".into()),
        ("lName", "Kumari".into()),
        ("bEmail", "asha@kumari-crafts.in".into()),
        ("selectedService", ser_id.into()),
        ("contactNumber", "+91 98765 43210".into()),
        ("address", "Boring Road, Patna".into()),
        (
            "message",
            "Handloom sarees: we want to start selling on Amazon.".into(),
        ),
        ("website", String::new()),
    ]
}

fn pairs<'a>(fields: &'a [(&'static str, String)]) -> Vec<(&'static str, &'a str)> {
    fields.iter().map(|(k, v)| (*k, v.as_str())).collect()
}

async fn enquiries(app: &TestApp) -> Vec<Value> {
    let res = app.get("/admin/getallbe").await;
    assert_eq!(res.status(), 200);
    res.json::<Value>()
        .await
        .unwrap()
        .as_array()
        .unwrap()
        .clone()
}

fn assert_sent(res: &Response, page: &str) {
    assert_eq!(res.status(), 303, "303 after a post");
    assert_eq!(res.headers()[LOCATION], format!("{page}?sent=1").as_str());
    assert_eq!(res.headers()[CACHE_CONTROL], "no-store");
}

// ---------- /buseq ----------

#[tokio::test]
async fn the_enquiry_page_holds_the_whole_form_ready_to_post() {
    let app = spawn_app().await;
    let services: Value = app.get("/serviceent/list").await.json().await.unwrap();
    let page = html(app.get("/buseq").await).await;
    let form = form(&page);
    assert!(form.starts_with(r#"<form class="island-form" action="/buseq" method="post">"#));
    for (name, label) in [
        ("fName", "First Name"),
        ("lName", "Last Name"),
        ("bEmail", "Business Email"),
        ("selectedService", "Service"),
        ("contactNumber", "Contact Number"),
        ("address", "Address"),
        ("message", "Message"),
    ] {
        assert!(
            form.contains(&format!(r#"<label for="enquiry-{name}">{label}</label>"#)),
            "label {label}"
        );
        assert!(
            form.contains(&format!(r#"id="enquiry-{name}" name="{name}" required="""#)),
            "required control {name}"
        );
    }
    assert!(form.contains(r#"<option value="">Please select</option>"#));
    for s in services.as_array().unwrap() {
        let option = format!(
            r#"<option value="{}">{} - {}</option>"#,
            s["serId"],
            s["serviceName"].as_str().unwrap(),
            s["subServiceName"].as_str().unwrap()
        );
        assert!(form.contains(&option), "{option}");
    }
    assert!(
        form.contains(r#"name="website" tabindex="-1""#),
        "the honeypot"
    );
    assert!(form.contains(r#"<button type="submit" class="btn btn-primary">Submit</button>"#));
    // Hydration needs the island's exact markup: no text between tags.
    assert!(
        !form.contains(">\n") && !form.contains("> <"),
        "no whitespace between the form's tags"
    );
    assert!(!form.contains("Form submitted successfully!"));
    // The form works before the island's code arrives, so that code is not
    // preloaded at the expense of the stylesheets.
    assert!(!page.contains("modulepreload"));
}

#[tokio::test]
async fn a_posted_enquiry_is_stored_and_answered_with_303_to_the_success_page() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    let ser_id = app.first_service_id().await.to_string();
    let fields = enquiry_fields(&ser_id);

    let res = post_form(&app, "/buseq", &pairs(&fields)).await;

    assert_sent(&res, "/buseq");
    let stored = enquiries(&app).await;
    assert_eq!(stored.len(), 1);
    assert_eq!(stored[0]["fName"], "Asha");
    assert_eq!(stored[0]["bEmail"], "asha@kumari-crafts.in");
    assert_eq!(stored[0]["selectedService"]["serId"].to_string(), ser_id);
    // The page it leads to: the alert over an empty form; reading it again
    // (a reload) stores nothing more.
    for _ in 0..2 {
        let res = app.get("/buseq?sent=1").await;
        assert_eq!(res.status(), 200);
        let page = html(res).await;
        let form = form(&page);
        assert!(form.contains(r#"<span>Form submitted successfully!</span>"#));
        assert!(form.contains(r#"name="fName" required="" type="text" autocomplete="given-name" maxlength="100" value="""#));
        assert!(!form.contains("Asha"));
    }
    assert_eq!(enquiries(&app).await.len(), 1);
}

#[tokio::test]
async fn a_refused_enquiry_post_marks_each_field_at_fault_and_keeps_what_was_typed() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    let mut fields = enquiry_fields("");
    fields[0].1 = "   ".into();
    fields[2].1 = "asha@kumari".into();
    fields[6].1 = "Diwali <script>alert(1)</script> & more".into();

    let res = post_form(&app, "/buseq", &pairs(&fields)).await;

    assert_eq!(res.status(), 422);
    assert_eq!(res.headers()[CACHE_CONTROL], "no-store");
    let page = html(res).await;
    let marked = form(&page);
    for (name, message) in [
        ("fName", "First name is required."),
        ("bEmail", "Business e-mail must be a valid e-mail address"),
        ("selectedService", "Please choose a service."),
    ] {
        assert!(
            marked.contains(&format!(
                r#"aria-invalid="true" aria-describedby="enquiry-{name}-error""#
            )),
            "{name} is marked invalid"
        );
        let error = format!(r#"<p id="enquiry-{name}-error" class="field-error">{message}"#);
        assert!(marked.contains(&error), "{error}");
    }
    assert_eq!(
        marked.matches("aria-invalid").count(),
        3,
        "only the fields at fault"
    );
    assert!(marked.contains(r#"value="asha@kumari""#));
    assert!(marked.contains(r#"value="Kumari""#));
    assert!(
        marked.contains("Diwali &#60;script&#62;alert(1)&#60;/script&#62; &#38; more</textarea>")
    );
    assert!(!page.contains("<script>alert(1)"));
    // The island gets the same state, to hydrate the same markup.
    let props_at = page.find(r#"id="enquiry-props">"#).unwrap();
    assert!(page[props_at..].contains(r#""errors":{"bEmail":"#));
    assert!(enquiries(&app).await.is_empty(), "nothing stored");

    // An unknown service is refused at the service field too.
    let fields = enquiry_fields("999999");
    let res = post_form(&app, "/buseq", &pairs(&fields)).await;
    assert_eq!(res.status(), 422);
    assert!(form(&html(res).await).contains(r#"id="enquiry-selectedService-error""#));
}

#[tokio::test]
async fn a_posted_enquiry_with_the_honeypot_filled_looks_sent_but_is_not_stored() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    let mut fields = enquiry_fields(&app.first_service_id().await.to_string());
    fields[7].1 = "https://spam.example".into();

    let res = post_form(&app, "/buseq", &pairs(&fields)).await;

    assert_sent(&res, "/buseq");
    assert!(enquiries(&app).await.is_empty());
}

#[tokio::test]
async fn form_posts_from_another_site_or_of_another_type_are_refused() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    let fields = enquiry_fields(&app.first_service_id().await.to_string());
    let send = |header: (&'static str, &'static str)| {
        app.client
            .post(app.url("/buseq"))
            .header(header.0, header.1)
            .form(&pairs(&fields))
            .send()
    };

    for header in [
        ("Origin", "https://evil.example"),
        ("Sec-Fetch-Site", "cross-site"),
        ("Sec-Fetch-Site", "same-site"),
        ("Referer", "https://evil.example/quote.html"),
    ] {
        assert_error(send(header).await.unwrap(), 403, None).await;
    }
    // An old browser that names neither origin nor site, but its page.
    let referer = app.url("/buseq");
    let res = app
        .client
        .post(app.url("/buseq"))
        .header("Referer", referer)
        .form(&pairs(&enquiry_fields("1")))
        .send()
        .await
        .unwrap();
    assert_sent(&res, "/buseq");
    // The form address takes forms only; the JSON API, JSON only.
    let json_body = TestApp::enquiry_body(1);
    let res = app
        .client
        .post(app.url("/buseq"))
        .json(&json_body)
        .send()
        .await
        .unwrap();
    assert_error(res, 415, None).await;
    let res = app
        .client
        .post(app.url("/userbe/createbe"))
        .form(&pairs(&fields))
        .send()
        .await
        .unwrap();
    assert_error(res, 415, None).await;
    assert_eq!(enquiries(&app).await.len(), 1, "only the same-site post");
}

#[tokio::test]
async fn form_posts_and_json_calls_share_one_rate_limit() {
    let app = spawn_app_with(|c| c.form_rate_limit = 3).await;
    let ser_id = app.first_service_id().await;
    let fields = enquiry_fields(&ser_id.to_string());
    let body = TestApp::enquiry_body(ser_id);
    assert_eq!(app.post_json("/userbe/createbe", &body).await.status(), 201);
    assert_sent(&post_form(&app, "/buseq", &pairs(&fields)).await, "/buseq");
    assert_eq!(app.post_json("/userbe/createbe", &body).await.status(), 201);

    let res = post_form(&app, "/buseq", &pairs(&fields)).await;

    assert_eq!(res.status(), 429);
    assert_eq!(res.headers()[CACHE_CONTROL], "no-store");
    let page = html(res).await;
    let form = form(&page);
    assert!(form.contains(r#"<p class="form-error" role="alert">Too many submissions"#));
    assert!(form.contains(r#"value="Asha""#), "what was typed is kept");
    assert_error(app.post_json("/userbe/createbe", &body).await, 429, None).await;
    let res = app
        .client
        .post(app.url("/careerpg"))
        .form(&[("fullName", "Ravi")])
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 429, "the careers form counts too");
}

// ---------- /careerpg ----------

async fn applications(app: &TestApp) -> Vec<Value> {
    let res = app.get("/admin/getallcp").await;
    assert_eq!(res.status(), 200);
    res.json::<Value>()
        .await
        .unwrap()
        .as_array()
        .unwrap()
        .clone()
}

#[tokio::test]
async fn a_posted_application_is_stored_and_a_refused_one_keeps_what_was_typed() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    let (_, pos_id) = app
        .department_with_position("Marketplace Operations", "Account Manager")
        .await;
    let pos = pos_id.to_string();
    let page = html(app.get("/careerpg").await).await;
    let form_html = form(&page);
    assert!(form_html.starts_with(
        r#"<form class="island-form" action="/careerpg" method="post" enctype="multipart/form-data">"#
    ));
    assert!(form_html.contains(
        r#"<option value="">Please Select</option><optgroup label="Marketplace Operations">"#
    ));
    assert!(form_html.contains(&format!(
        r#"<option value="{pos}">Account Manager</option>"#
    )));

    // Refused: no position, a bad e-mail; the typed name is kept.
    let res = post_form(
        &app,
        "/careerpg",
        &[
            ("fullName", "Ravi Ranjan"),
            ("email", "ravi@"),
            ("mobileNumber", "9876543210"),
            ("positionApplied", ""),
            ("website", ""),
        ],
    )
    .await;
    assert_eq!(res.status(), 422);
    assert_eq!(res.headers()[CACHE_CONTROL], "no-store");
    let page = html(res).await;
    let refused = form(&page);
    assert!(refused.contains(r#"aria-describedby="careers-email-error""#));
    assert!(refused.contains(r#"value="Ravi Ranjan""#));
    assert!(refused.contains(r#"value="ravi@""#));
    assert!(applications(&app).await.is_empty());

    let res = post_form(
        &app,
        "/careerpg",
        &[
            ("fullName", "Ravi Ranjan"),
            ("email", "ravi@example.in"),
            ("mobileNumber", "9876543210"),
            ("positionApplied", ""),
            ("website", ""),
        ],
    )
    .await;
    assert_eq!(res.status(), 422);
    assert!(form(&html(res).await).contains(
        r#"<p id="careers-positionApplied-error" class="field-error">Please choose a position.</p>"#
    ));

    // Sent: stored under the chosen position.
    let res = post_form(
        &app,
        "/careerpg",
        &[
            ("fullName", "Ravi Ranjan"),
            ("email", "ravi@example.in"),
            ("mobileNumber", "9876543210"),
            ("positionApplied", &pos),
            ("website", ""),
        ],
    )
    .await;
    assert_sent(&res, "/careerpg");
    let stored = applications(&app).await;
    assert_eq!(stored.len(), 1);
    assert_eq!(stored[0]["fullName"], "Ravi Ranjan");
    assert_eq!(stored[0]["positionApplied"]["posId"], json!(pos_id));
    let page = html(app.get("/careerpg?sent=1").await).await;
    assert!(form(&page).contains("<span>Form submitted successfully!</span>"));

    // The honeypot: looks sent, stores nothing.
    let res = post_form(
        &app,
        "/careerpg",
        &[
            ("fullName", "Bot"),
            ("email", "bot@example.in"),
            ("mobileNumber", "1"),
            ("positionApplied", &pos),
            ("website", "x"),
        ],
    )
    .await;
    assert_sent(&res, "/careerpg");
    assert_eq!(applications(&app).await.len(), 1);
}

// ---------- administrator shells ----------

/// The `href`s of a page's `<link rel="modulepreload">` elements.
fn preloads(html: &str) -> Vec<String> {
    html.match_indices(r#"<link rel="modulepreload" href=""#)
        .map(|(at, m)| {
            let start = at + m.len();
            html[start..start + html[start..].find('"').unwrap()].to_owned()
        })
        .collect()
}

#[tokio::test]
async fn administrator_shells_preload_react_and_the_screen_they_open() {
    let app = spawn_app().await;
    let check = |page: String, screen: &'static str| async move {
        let urls = preloads(&page);
        assert!(
            urls.iter()
                .any(|u| u.contains(&format!("/chunks/{screen}-"))),
            "{screen} chunk preloaded: {urls:?}"
        );
        assert!(page.contains(r#"<script type="module" src="/assets/islands/admin-"#));
        urls
    };
    // The registration and sign-in screens are in the admin island's entry
    // itself (usable at first paint): their forms are in the page, no
    // screen's chunk to preload; React's is.
    let registration = app.get("/registration").await.text().await.unwrap();
    assert!(registration.contains(r#"<form method="post" action="/registration""#));
    assert!(registration.contains(r#"<script type="module" src="/assets/islands/admin-"#));
    let urls = preloads(&registration);
    assert!(
        !urls.iter().any(|u| u.contains("/chunks/Registration-")),
        "{urls:?}"
    );
    let mut react = false;
    for url in &urls {
        let res = app.get(url).await;
        assert_eq!(res.status(), 200, "{url}");
        react |= res.text().await.unwrap().contains("react.dev/errors");
    }
    assert!(react, "React's chunk is preloaded");

    app.login_as_admin().await;
    app.client
        .post(app.url("/admin/logout"))
        .send()
        .await
        .unwrap();
    let sign_in = app.get("/admin-login").await.text().await.unwrap();
    assert!(sign_in.contains(r#"<form method="post" action="/admin-login">"#));
    assert!(sign_in.contains(r#"<script type="module" src="/assets/islands/admin-"#));
    app.login(crate::helpers::ADMIN_EMAIL, crate::helpers::ADMIN_PASSWORD)
        .await;
    for (path, screen) in [
        ("/admin-login/admin-home", "Today"),
        ("/admin-login/aff/add-aff", "AffiliateForm"),
        ("/admin-login/admin-dept", "Departments"),
    ] {
        check(app.get(path).await.text().await.unwrap(), screen).await;
    }
}
