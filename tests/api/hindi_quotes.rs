//! A quotation speaks its client's language, the one their enquiry was
//! sent in: the letter that carries it, the amount in words on its page
//! (Indian numbering, in Hindi words for a Hindi enquiry) and the page of
//! its link once withdrawn. An English enquiry's stay English.
use serde_json::{json, Value};

use crate::{
    helpers::{browser_client, free_port, TestApp},
    mail::{app_mailing_to, Sink},
    quotes::created,
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
