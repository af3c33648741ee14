//! A quotation speaks its client's language, the one their enquiry was
//! sent in: the letter that carries it, the amount in words on its page
//! (Indian numbering, in Hindi words for a Hindi enquiry) and the page of
//! its link once withdrawn, and every refusal of the client's answers
//! (a JSON call's error, a form's notice). An English enquiry's stay
//! English, word for word as before.
use sea_orm::{ConnectionTrait, Database};
use serde_json::{json, Value};

use crate::{
    helpers::{browser_client, free_port, spawn_app, TestApp},
    mail::{app_mailing_to, Sink},
    quotes::{created, sent},
};

/// What each language's client is told.
struct Expected {
    language: &'static str,
    html_lang: &'static str,
    subject: &'static str,
    letter: &'static [&'static str],
    words: &'static str,
    withdrawn: &'static [&'static str],
    foreign: &'static str,
    /// What stands either side of the validity date in the page's dates.
    valid_until: (&'static str, &'static str),
}

const ENGLISH: Expected = Expected {
    language: "en",
    html_lang: "en-IN",
    subject: "Quotation ",
    letter: &[
        "Dear Asha,",
        "Thank you for talking to us.",
        "₹11,800.00 (including GST)",
    ],
    words: "Rupees Eleven Thousand Eight Hundred Only",
    withdrawn: &[
        "<h1>This quotation link has been withdrawn</h1>",
        r#"href="/contacts">Contact us</a>"#,
    ],
    foreign: "कोटेशन",
    valid_until: ("Valid until ", ""),
};

const HINDI: Expected = Expected {
    language: "hi",
    html_lang: "hi",
    subject: "कोटेशन ",
    letter: &[
        "प्रिय Asha जी,",
        "हमसे बात करने के लिए धन्यवाद। ₹11,800.00 (GST सहित) का हमारा",
        "बिना लॉग-इन किए ऑनलाइन पढ़ सकते",
        "फ़ोन: ",
    ],
    words: "ग्यारह हज़ार आठ सौ रुपये मात्र",
    withdrawn: &[
        "<h1>इस कोटेशन का लिंक वापस ले लिया गया है</h1>",
        r#"href="/hi/contacts">संपर्क करें</a>"#,
    ],
    foreign: "Quotation",
    valid_until: (" · ", " तक मान्य"),
};

/// Waits for the one letter to the client.
async fn letter_to_client(sink: &Sink) -> Value {
    for _ in 0..200 {
        if let Some(found) = sink
            .messages()
            .into_iter()
            .find(|m| m["to"] == json!(["asha@kumari-crafts.in"]))
        {
            return found;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    panic!("no letter to the client in 10 s: {:?}", sink.messages());
}

async fn a_quotation_speaks_its_enquiry_s_language(expected: Expected) {
    // Arrange: an enquiry sent in the language, and its quotation
    let port = free_port();
    let sink = Sink::start(port);
    let app = app_mailing_to(port, false).await;
    let mut enquiry = TestApp::enquiry_body(app.first_service_id().await);
    enquiry["language"] = json!(expected.language);
    let res = app.post_json("/userbe/createbe", &enquiry).await;
    assert_eq!(res.status(), 201);
    let lead = res.json::<Value>().await.unwrap()["bId"].clone();
    app.login_as_admin().await;
    let quote = created(
        &app,
        &json!({
            "leadId": lead,
            "lines": [{"description": "Amazon Account Health review and reinstatement plan", "sac": "998365", "quantity": 1, "unitPrice": 10000}],
            "clientName": "Asha Kumari Crafts",
            "clientAddress": "Boring Road, Patna 800001",
            "clientState": "Bihar",
        }),
    )
    .await;
    assert_eq!(quote["totals"]["total"], 11800.0);
    let (id, token) = (&quote["id"], quote["token"].as_str().unwrap());
    let client = app.with_client(browser_client());

    // Act: send it, open its page, withdraw its link
    let sent = app.post_empty(&format!("/admin/quotes/{id}/send")).await;
    assert_eq!(sent.status(), 200);
    let letter = letter_to_client(&sink).await;
    let page = client.get(&format!("/q/{token}")).await;
    assert_eq!(page.status(), 200);
    let page = page.text().await.unwrap();
    let revoked = app.post_empty(&format!("/admin/quotes/{id}/revoke")).await;
    assert_eq!(revoked.status(), 200);
    let gone = client.get(&format!("/q/{token}")).await;
    let gone_status = gone.status();
    let gone = gone.text().await.unwrap();

    // Assert: the letter
    let subject = letter["subject"].as_str().unwrap();
    assert!(subject.starts_with(expected.subject), "{subject}");
    assert!(subject.contains(quote["number"].as_str().unwrap()));
    let body = letter["body"].as_str().unwrap();
    for said in expected.letter {
        assert!(body.contains(said), "{said:?} in {body}");
    }
    assert!(body.contains(&format!("/q/{token}")));
    let (before, after) = expected.valid_until;
    let dates = page
        .split_once(r#"<p class="quote-dates">"#)
        .unwrap()
        .1
        .split_once("</p>")
        .unwrap()
        .0;
    let valid_until = dates
        .split_once(before)
        .unwrap()
        .1
        .strip_suffix(after)
        .unwrap();
    assert!(
        body.contains(&format!("{valid_until}:")) || body.contains(&format!("{valid_until} तक")),
        "the validity date as the page writes it ({valid_until}) in {body}"
    );
    assert!(!body.contains(expected.foreign), "{body}");
    // The page's amount in words
    assert!(page.contains(&format!(r#"<html lang="{}""#, expected.html_lang)));
    assert!(
        page.contains(&format!(r#"<p class="quote-words">{}</p>"#, expected.words)),
        "{page}"
    );
    // The withdrawn link's page
    assert_eq!(gone_status, 410);
    assert!(gone.contains(&format!(r#"<html lang="{}""#, expected.html_lang)));
    for said in expected.withdrawn {
        assert!(gone.contains(said), "{said:?} in {gone}");
    }
    assert!(!gone.contains("Asha Kumari Crafts"), "nothing of the quote");
}

#[tokio::test]
async fn a_hindi_enquiry_s_quotation_is_mailed_worded_and_withdrawn_in_hindi() {
    a_quotation_speaks_its_enquiry_s_language(HINDI).await;
}

#[tokio::test]
async fn an_english_enquiry_s_quotation_stays_in_english() {
    a_quotation_speaks_its_enquiry_s_language(ENGLISH).await;
}

/// What a client's refused answer says, in each language, for quotation
/// `n` (and `day`, an expired one's last day, as its page writes it).
struct Refusals {
    language: &'static str,
    name_required: &'static str,
    reason_required: &'static str,
    unreadable: &'static str,
    not_expired: fn(&str) -> String,
    accepted: fn(&str) -> String,
    expired: fn(&str, &str) -> String,
    withdrawn: &'static str,
    /// 1 January 2026, as the language writes it.
    day: &'static str,
    /// How the page says when and as whom the quotation was accepted,
    /// after the day: the time and the name typed.
    accepted_as: &'static str,
}

const ENGLISH_REFUSALS: Refusals = Refusals {
    language: "en",
    name_required: "Your full name is required.",
    reason_required: "The reason is required.",
    unreadable: "The body is not valid JSON",
    not_expired: |n| format!("Quotation {n} has not expired: there is nothing to renew."),
    accepted: |n| format!("Quotation {n} has already been accepted."),
    expired: |n, day| format!("Quotation {n} expired on {day}. Ask us for a fresh one."),
    withdrawn: "This quotation link has been withdrawn. If you were expecting a quotation from \
                us, please reply to our e-mail or call us and we will send you the right one.",
    day: "1 January 2026",
    accepted_as: "m as “Asha Kumari”. Thank you",
};

const HINDI_REFUSALS: Refusals = Refusals {
    language: "hi",
    name_required: "आपका पूरा नाम भरना ज़रूरी है।",
    reason_required: "वजह भरना ज़रूरी है।",
    unreadable: "फ़ॉर्म पढ़ा नहीं जा सका। कृपया पेज दोबारा खोलकर फिर से भेजें।",
    not_expired: |n| format!("कोटेशन {n} की मियाद अभी ख़त्म नहीं हुई है: नया कोटेशन माँगने की ज़रूरत नहीं।"),
    accepted: |n| format!("कोटेशन {n} पहले ही स्वीकार किया जा चुका है।"),
    expired: |n, day| format!("कोटेशन {n} की मियाद {day} को ख़त्म हो गई। हमसे नया कोटेशन माँगें।"),
    withdrawn: "इस कोटेशन का लिंक वापस ले लिया गया है। अगर आप हमारे कोटेशन का इंतज़ार कर रहे थे, \
                तो कृपया हमारे ई-मेल का जवाब दें या हमें फ़ोन करें, हम आपको सही कोटेशन भेज देंगे।",
    day: "1 जनवरी 2026",
    accepted_as: " बजे “Asha Kumari” नाम से स्वीकार किया।",
};

/// A sent quotation for `lead`: its number and token.
async fn sent_quote(app: &TestApp, lead: &Value) -> (String, String, Value) {
    let quote = sent(
        app,
        &json!({
            "leadId": lead,
            "lines": [{"description": "A+ Content for five listings", "sac": "998361", "quantity": 5, "unitPrice": 3999.5}],
            "clientName": "Asha Kumari Crafts",
            "clientAddress": "Boring Road, Patna 800001",
            "clientState": "Bihar",
        }),
    )
    .await;
    (
        quote["number"].as_str().unwrap().to_owned(),
        quote["token"].as_str().unwrap().to_owned(),
        quote["id"].clone(),
    )
}

/// The error message of a refused JSON call, after checking its status.
async fn refused(res: reqwest::Response, status: u16) -> String {
    assert_eq!(res.status(), status);
    let body: Value = res.json().await.unwrap();
    body["error"].as_str().unwrap().to_owned()
}

async fn a_refused_answer_speaks_its_enquiry_s_language(expected: Refusals) {
    // Arrange: an enquiry sent in the language, an open quotation, and
    // another one whose validity ended on 1 January 2026
    let app = spawn_app().await;
    let mut enquiry = TestApp::enquiry_body(app.first_service_id().await);
    enquiry["language"] = json!(expected.language);
    let res = app.post_json("/userbe/createbe", &enquiry).await;
    assert_eq!(res.status(), 201);
    let lead = res.json::<Value>().await.unwrap()["bId"].clone();
    app.login_as_admin().await;
    let (number, token, id) = sent_quote(&app, &lead).await;
    let (old_number, old_token, old_id) = sent_quote(&app, &lead).await;
    let db = Database::connect(&app.config.database_url).await.unwrap();
    db.execute_unprepared(&format!(
        "UPDATE quotes SET valid_until = '2026-01-01' WHERE id = {old_id}"
    ))
    .await
    .unwrap();
    let client = app.with_client(browser_client());
    let call = |path: String, body: Value| {
        let client = &client;
        async move { client.post_json(&path, &body).await }
    };

    // Act: refused answers to the open quotation, its acceptance, answers
    // once it is closed, then once its link is withdrawn
    let no_name = call(format!("/q/{token}/accept"), json!({"name": " "})).await;
    let no_reason = call(format!("/q/{token}/decline"), json!({"reason": ""})).await;
    let not_json = client
        .client
        .post(client.url(&format!("/q/{token}/accept")))
        .header("content-type", "application/json")
        .body("{\"name\": ")
        .send()
        .await
        .unwrap();
    let renew_open = call(format!("/q/{token}/renew"), json!({})).await;
    let accept = call(format!("/q/{token}/accept"), json!({"name": "Asha Kumari"})).await;
    assert_eq!(accept.status(), 200);
    let again = call(format!("/q/{token}/accept"), json!({"name": "Asha Kumari"})).await;
    let by_form = client
        .post_form(
            &format!("/q/{token}/decline"),
            None,
            &[("reason", "Too costly for us")],
        )
        .await;
    let expired = call(format!("/q/{old_token}/accept"), json!({"name": "Asha"})).await;
    let revoked = app.post_empty(&format!("/admin/quotes/{id}/revoke")).await;
    assert_eq!(revoked.status(), 200);
    let accept_gone = call(format!("/q/{token}/accept"), json!({"name": "Asha"})).await;
    let decline_gone = call(format!("/q/{token}/decline"), json!({"reason": "Costly"})).await;
    let renew_gone = call(format!("/q/{token}/renew"), json!({})).await;

    // Assert: each refusal in the enquiry's language, word for word
    assert_eq!(refused(no_name, 422).await, expected.name_required);
    assert_eq!(refused(no_reason, 422).await, expected.reason_required);
    assert!(refused(not_json, 400)
        .await
        .starts_with(expected.unreadable));
    assert_eq!(
        refused(renew_open, 409).await,
        (expected.not_expired)(&number)
    );
    assert_eq!(refused(again, 409).await, (expected.accepted)(&number));
    assert_eq!(by_form.status(), 409);
    let page = by_form.text().await.unwrap();
    let notice = format!(
        r#"<p class="alert alert-danger" role="alert">{}</p>"#,
        (expected.accepted)(&number)
    );
    assert!(page.contains(&notice), "{notice} in {page}");
    // The page says when it was accepted, as the language tells the time.
    assert!(page.contains(expected.accepted_as), "{page}");
    let hindi = expected.language == "hi";
    assert_eq!(hindi, !page.contains(" am ") && !page.contains(" pm "));
    assert_eq!(
        refused(expired, 409).await,
        (expected.expired)(&old_number, expected.day)
    );
    assert_eq!(refused(accept_gone, 410).await, expected.withdrawn);
    assert_eq!(refused(decline_gone, 410).await, expected.withdrawn);
    assert_eq!(refused(renew_gone, 410).await, expected.withdrawn);
}

#[tokio::test]
async fn a_hindi_enquiry_s_client_is_refused_in_hindi() {
    a_refused_answer_speaks_its_enquiry_s_language(HINDI_REFUSALS).await;
}

#[tokio::test]
async fn an_english_enquiry_s_client_is_refused_in_english_as_before() {
    a_refused_answer_speaks_its_enquiry_s_language(ENGLISH_REFUSALS).await;
}
