//! The files the ad platforms read, and the ad spend the owner imports:
//! Google Ads' click conversion and enhanced conversions files and Meta's
//! Conversions API batch hold exactly the enquiries and accepted quotations
//! that platform's adverts brought (read back with a CSV parser and
//! checked field by field), with e-mail and phone hashed as each platform
//! normalises them; a spend CSV with a bad row is refused whole, naming the
//! row, and a good one replaces the same keys.
use chrono::{DateTime, Duration, NaiveDate, Utc};
use reqwest::multipart::{Form, Part};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder};
use serde_json::{json, Value};
use vanijya::entities::{ad_spend, lead, lead_touch};

use crate::{
    helpers::{assert_error, error_fields, spawn_app_with, TestApp},
    quotes::created,
};

/// SHA-256 hex of normalised inputs, from `printf '%s' VALUE | sha256sum`.
mod hashed {
    /// raviranjan@gmail.com (Google: "Ravi.Ranjan@GMail.com", dots gone).
    pub const RAVI_GOOGLE: &str =
        "0069698c233d2b4e98c37d699a6c77c9dd88b3ab984098d0512dc3e6c8dde22b";
    /// +919431122334 (Google: E.164 with its plus).
    pub const RAVI_PHONE_GOOGLE: &str =
        "9db2f4d0c7369c37b9f9a5c40c2e62b3444089a2892e72ea74bb3041578e60f2";
    /// mohan@biharbooks.in
    pub const MOHAN: &str = "08f47e6ccbd709ff67c5dd053b9ba7591b382156a33c48952e635efd08c96468";
    /// +919430098765
    pub const MOHAN_PHONE_GOOGLE: &str =
        "932425da46d01f66832cac2b46f453af2aaff351ef6e00ce1de8ffbd79c70eef";
    /// sunita.devi@gmail.com (Meta keeps the dots).
    pub const SUNITA_META: &str =
        "c9b71103ffeefcf8d7fe5649f66216f421cfa7afbd2ffc7c257994f631177af1";
    /// 919835012345 (Meta: country code and number, digits only).
    pub const SUNITA_PHONE_META: &str =
        "972947ffae843429c11d99628de76a5ab9666fdd178bf71179ab9570ba3dc9e1";
}

/// A visitor: a browser of its own on the app.
struct Visitor(TestApp);

impl Visitor {
    fn on(app: &TestApp) -> Self {
        Self(app.clone_handle())
    }

    /// Opens `path`, coming from `referer` when one is given.
    async fn reads(&self, path: &str, referer: Option<&str>) -> &Self {
        let mut req = self.0.client.get(self.0.url(path));
        if let Some(r) = referer {
            req = req.header("Referer", r);
        }
        assert_eq!(req.send().await.unwrap().status(), 200, "{path}");
        self
    }

    /// Sends the quote form without script, as /buseq posts it; a filled
    /// honeypot (`website`) makes it spam.
    async fn enquires(&self, first: &str, email: &str, phone: &str, website: &str) {
        let service = self.0.first_service_id().await.to_string();
        let fields = [
            ("fName", first),
            ("lName", "Kumar"),
            ("bEmail", email),
            ("selectedService", service.as_str()),
            ("contactNumber", phone),
            ("address", "Exhibition Road, Patna"),
            (
                "message",
                "We want to sell on Amazon before the wedding season.",
            ),
            ("website", website),
        ];
        let origin = self.0.address.clone();
        let res = self
            .0
            .post_form("/buseq", Some(("Origin", origin.as_str())), &fields)
            .await;
        assert_eq!(res.status(), 303, "{email}");
    }
}

/// The newest enquiry's page for `email`.
async fn enquiry(admin: &TestApp, email: &str) -> Value {
    let list: Value = admin
        .get(&format!("/admin/leads/enquiries?q={email}"))
        .await
        .json()
        .await
        .unwrap();
    let id = &list["items"][0]["id"];
    assert!(id.is_number(), "{email}: {list}");
    admin
        .get(&format!("/admin/leads/enquiries/{id}"))
        .await
        .json()
        .await
        .unwrap()
}

/// Makes, sends and has the client accept a quotation of one line at
/// `price` rupees for the enquiry; answers the quotation's id.
async fn accepted_quote(admin: &TestApp, lead_id: &Value, price: f64) -> i64 {
    let quote = created(
        admin,
        &json!({
            "leadId": lead_id,
            "lines": [{"description": "Amazon store set-up and three months of advertising", "sac": "998365", "quantity": 1, "unitPrice": price}],
            "clientName": "Kumar Traders",
            "clientAddress": "Exhibition Road, Patna 800001",
            "clientState": "Bihar",
        }),
    )
    .await;
    let id = quote["id"].as_i64().unwrap();
    let sent = admin.post_empty(&format!("/admin/quotes/{id}/send")).await;
    assert_eq!(sent.status(), 200);
    let client = admin.clone_handle();
    let token = quote["token"].as_str().unwrap();
    let res = client
        .post_json(
            &format!("/q/{token}/accept"),
            &json!({"name": "Ravi Kumar"}),
        )
        .await;
    assert_eq!(res.status(), 200, "{}", res.text().await.unwrap());
    id
}

/// Moves an enquiry's form and touches `days` back, as if sent then.
async fn sent_days_ago(app: &TestApp, email: &str, days: i64) {
    let db = vanijya::db::connect(&app.config.database_url)
        .await
        .unwrap();
    let at = Utc::now() - Duration::days(days);
    let found = lead::Entity::find()
        .filter(lead::Column::Email.eq(email))
        .one(&db)
        .await
        .unwrap()
        .expect("the enquiry");
    lead::Entity::update_many()
        .col_expr(
            lead::Column::SubmittedAt,
            sea_orm::sea_query::Expr::value(at),
        )
        .filter(lead::Column::Email.eq(email))
        .exec(&db)
        .await
        .unwrap();
    lead_touch::Entity::update_many()
        .col_expr(
            lead_touch::Column::At,
            sea_orm::sea_query::Expr::value(at - Duration::hours(1)),
        )
        .filter(lead_touch::Column::LeadKind.eq(found.kind))
        .filter(lead_touch::Column::LeadId.eq(found.id))
        .exec(&db)
        .await
        .unwrap();
}

/// Everyone the platforms may or may not hear about.
struct Seeded {
    admin: TestApp,
    /// The India day of the enquiries sent ten days ago.
    old_day: NaiveDate,
    ravi: Value,
    mohan: Value,
    sunita: Value,
    kiran: Value,
    ravi_won: i64,
    sunita_won: i64,
}

/// - Ravi came by a Google advert, again by another, then from a blog
///   (no click id), and accepted a ₹45,000 quotation;
/// - Mohan came by a Google advert on an iPhone (`gbraid` only);
/// - Sunita came by a Facebook advert and accepted ₹12,500.50;
/// - Asha came direct;
/// - Kiran (Google) and Neha (Facebook) came ten days ago;
/// - a bot came by a Google advert and filled the honeypot (spam).
async fn seeded() -> Seeded {
    let app = spawn_app_with(|c| c.form_rate_limit = 0).await;
    Visitor::on(&app)
        .reads("/?utm_source=google&utm_medium=cpc&utm_campaign=brand&gclid=Cj0first", None)
        .await
        .reads(
            "/amazon/advertising?utm_source=google&utm_medium=cpc&utm_campaign=diwali-2026&gclid=Cj0KCQiA-diwali",
            None,
        )
        .await
        .reads("/about", Some("https://www.patnabusiness.in/post/7"))
        .await
        .enquires("Ravi", "Ravi.Ranjan@GMail.com", "+91 94311 22334", "")
        .await;
    Visitor::on(&app)
        .reads("/?gbraid=0AAAAAmohan-ios", None)
        .await
        .enquires("Mohan", "mohan@biharbooks.in", "+91 94300 98765", "")
        .await;
    Visitor::on(&app)
        .reads("/?fbclid=IwAR2sunita_diwali", None)
        .await
        .enquires("Sunita", "Sunita.Devi@gmail.com", "98350 12345", "")
        .await;
    let direct = app.clone_handle();
    let body = TestApp::enquiry_body(app.first_service_id().await);
    assert_eq!(
        direct.post_json("/userbe/createbe", &body).await.status(),
        201
    );
    Visitor::on(&app)
        .reads("/?gclid=Cj0kiranold", None)
        .await
        .enquires("Kiran", "kiran@patnaprints.in", "+91 94310 11111", "")
        .await;
    Visitor::on(&app)
        .reads("/?fbclid=IwARnehaold", None)
        .await
        .enquires("Neha", "neha@magadhfoods.in", "+91 94310 22222", "")
        .await;
    Visitor::on(&app)
        .reads("/?gclid=Cj0spambot", None)
        .await
        .enquires(
            "Bot",
            "bot@spam.example",
            "+91 94310 33333",
            "http://spam.example",
        )
        .await;
    sent_days_ago(&app, "kiran@patnaprints.in", 10).await;
    sent_days_ago(&app, "neha@magadhfoods.in", 10).await;

    let admin = app.clone_handle();
    admin.login_as_admin().await;
    let ravi = enquiry(&admin, "Ravi.Ranjan@GMail.com").await;
    let sunita = enquiry(&admin, "Sunita.Devi@gmail.com").await;
    let ravi_won = accepted_quote(&admin, &ravi["id"], 45000.0).await;
    let sunita_won = accepted_quote(&admin, &sunita["id"], 12500.5).await;
    Seeded {
        old_day: india_day(Utc::now() - Duration::days(10)),
        mohan: enquiry(&admin, "mohan@biharbooks.in").await,
        kiran: enquiry(&admin, "kiran@patnaprints.in").await,
        ravi,
        sunita,
        admin,
        ravi_won,
        sunita_won,
    }
}

fn india_day(t: DateTime<Utc>) -> NaiveDate {
    (t + Duration::minutes(330)).date_naive()
}

fn instant(rfc3339: &Value) -> DateTime<Utc> {
    DateTime::parse_from_rfc3339(rfc3339.as_str().unwrap())
        .unwrap()
        .with_timezone(&Utc)
}

/// An instant as Google's files write it: India time, to the second.
fn google_time(at: DateTime<Utc>) -> String {
    (at + Duration::minutes(330))
        .format("%Y-%m-%d %H:%M:%S")
        .to_string()
}

/// When a quotation was accepted.
async fn accepted_at(admin: &TestApp, quote: i64) -> DateTime<Utc> {
    let q: Value = admin
        .get(&format!("/admin/quotes/{quote}"))
        .await
        .json()
        .await
        .unwrap();
    instant(&q["acceptedAt"])
}

/// A CSV download: its rows as a CSV parser reads them.
async fn csv_file(admin: &TestApp, path: &str) -> Vec<Vec<String>> {
    let res = admin.get(path).await;
    assert_eq!(res.status(), 200, "{path}");
    assert_eq!(res.headers()["content-type"], "text/csv; charset=utf-8");
    let disposition = res.headers()["content-disposition"]
        .to_str()
        .unwrap()
        .to_owned();
    assert!(
        disposition.starts_with("attachment; filename=\""),
        "{disposition}"
    );
    let body = res.bytes().await.unwrap();
    csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .from_reader(&body[..])
        .records()
        .map(|r| r.unwrap().iter().map(str::to_owned).collect())
        .collect()
}

async fn meta_file(admin: &TestApp, path: &str) -> Value {
    let res = admin.get(path).await;
    assert_eq!(res.status(), 200, "{path}");
    assert_eq!(res.headers()["content-type"], "application/json");
    res.json().await.unwrap()
}

const CLICK_HEADER: [&str; 7] = [
    "Google Click ID",
    "Conversion Name",
    "Conversion Time",
    "Conversion Value",
    "Conversion Currency",
    "GBRAID",
    "WBRAID",
];

const ENHANCED_HEADER: [&str; 6] = [
    "Email",
    "Phone Number",
    "Conversion Name",
    "Conversion Time",
    "Conversion Value",
    "Conversion Currency",
];

fn row(cells: &[&str]) -> Vec<String> {
    cells.iter().map(|c| (*c).to_owned()).collect()
}

#[tokio::test]
async fn each_file_holds_exactly_the_conversions_its_platform_s_adverts_brought() {
    let s = seeded().await;
    let admin = &s.admin;
    let ravi_at = &google_time(instant(&s.ravi["submittedAt"]))[..];
    let mohan_at = &google_time(instant(&s.mohan["submittedAt"]))[..];
    let kiran_at = &google_time(instant(&s.kiran["submittedAt"]))[..];
    let ravi_won_at = &google_time(accepted_at(admin, s.ravi_won).await)[..];

    // Google's click file: its time zone line, its template's columns, a
    // Lead per enquiry from a Google advert and a Won per accepted quote,
    // each with the latest touch's click id, in time order.
    let clicks = csv_file(admin, "/admin/analytics/google-ads-conversions.csv").await;
    assert_eq!(
        clicks,
        vec![
            row(&["Parameters:TimeZone=+0530"]),
            row(&CLICK_HEADER),
            row(&["Cj0kiranold", "Lead", kiran_at, "", "", "", ""]),
            row(&["Cj0KCQiA-diwali", "Lead", ravi_at, "", "", "", ""]),
            row(&["", "Lead", mohan_at, "", "", "0AAAAAmohan-ios", ""]),
            row(&[
                "Cj0KCQiA-diwali",
                "Won",
                ravi_won_at,
                "45000.00",
                "INR",
                "",
                ""
            ]),
        ]
    );

    // Enhanced conversions for leads: the same conversions, matched by the
    // hashes of the normalised e-mail and phone.
    let kiran_email = &sha256("kiran@patnaprints.in")[..];
    let kiran_phone = &sha256("+919431011111")[..];
    let enhanced = csv_file(admin, "/admin/analytics/google-ads-enhanced.csv").await;
    assert_eq!(
        enhanced,
        vec![
            row(&["Parameters:TimeZone=+0530"]),
            row(&ENHANCED_HEADER),
            row(&[kiran_email, kiran_phone, "Lead", kiran_at, "", ""]),
            row(&[
                hashed::RAVI_GOOGLE,
                hashed::RAVI_PHONE_GOOGLE,
                "Lead",
                ravi_at,
                "",
                ""
            ]),
            row(&[
                hashed::MOHAN,
                hashed::MOHAN_PHONE_GOOGLE,
                "Lead",
                mohan_at,
                "",
                ""
            ]),
            row(&[
                hashed::RAVI_GOOGLE,
                hashed::RAVI_PHONE_GOOGLE,
                "Won",
                ravi_won_at,
                "45000.00",
                "INR"
            ]),
        ]
    );

    // Meta: Sunita's Lead and Purchase; Neha's enquiry, ten days old, is
    // older than Meta takes.
    let batch = meta_file(admin, "/admin/analytics/meta-events.json").await;
    assert_eq!(batch.as_object().unwrap().len(), 1, "{batch}");
    let events = batch["data"].as_array().unwrap();
    assert_eq!(events.len(), 2, "{batch}");
    let touch_ms = instant(&s.sunita["attribution"]["lastTouch"]["at"]).timestamp_millis();
    let user_data = json!({
        "em": [hashed::SUNITA_META],
        "ph": [hashed::SUNITA_PHONE_META],
        "fbc": format!("fb.1.{touch_ms}.IwAR2sunita_diwali"),
    });
    let sunita_id = s.sunita["id"].as_i64().unwrap();
    assert_eq!(
        events[0],
        json!({
            "event_name": "Lead",
            "event_time": instant(&s.sunita["submittedAt"]).timestamp(),
            "event_id": format!("lead-{sunita_id}"),
            "action_source": "system_generated",
            "user_data": user_data,
        })
    );
    assert_eq!(
        events[1],
        json!({
            "event_name": "Purchase",
            "event_time": accepted_at(admin, s.sunita_won).await.timestamp(),
            "event_id": format!("won-{}", s.sunita_won),
            "action_source": "system_generated",
            "user_data": user_data,
            "custom_data": {"value": 12500.5, "currency": "INR"},
        })
    );
    // Every event has the issue's fields, and no other at the top level.
    for event in events {
        let mut keys: Vec<&str> = event
            .as_object()
            .unwrap()
            .keys()
            .map(String::as_str)
            .collect();
        keys.sort_unstable();
        assert!(
            keys == [
                "action_source",
                "event_id",
                "event_name",
                "event_time",
                "user_data"
            ] || keys
                == [
                    "action_source",
                    "custom_data",
                    "event_id",
                    "event_name",
                    "event_time",
                    "user_data"
                ],
            "{event}"
        );
        assert!(["website", "system_generated"].contains(&event["action_source"].as_str().unwrap()));
        for hash in [&event["user_data"]["em"][0], &event["user_data"]["ph"][0]] {
            let hash = hash.as_str().unwrap();
            assert!(
                hash.len() == 64
                    && hash
                        .bytes()
                        .all(|b| b.is_ascii_hexdigit() && !b.is_ascii_uppercase())
            );
        }
    }
    // The same events again: a re-upload dedupes on the same ids.
    let again = meta_file(admin, "/admin/analytics/meta-events.json").await;
    assert_eq!(again, batch);
}

fn sha256(value: &str) -> String {
    use sha2::Digest;
    hex::encode(sha2::Sha256::digest(value.as_bytes()))
}

/// Posts `body` to `path` as the administrator; answers the 201's JSON.
async fn made(admin: &TestApp, path: &str, body: &Value) -> Value {
    let res = admin.post_json(path, body).await;
    let status = res.status().as_u16();
    let answer: Value = res.json().await.unwrap();
    assert_eq!(status, 201, "POST {path}: {answer}");
    answer
}

#[tokio::test]
async fn paid_conversions_report_the_money_received_on_an_advert_s_enquiries() {
    // Arrange: Ravi (a Google advert) is invoiced from his accepted
    // quotation and pays part of it with TDS held back; Sunita (a Meta
    // advert) pays an advance, later set against her invoice; Mohan (a
    // Google advert, no quotation) pays nothing.
    let s = seeded().await;
    let admin = &s.admin;
    let today = india_day(Utc::now()).format("%Y-%m-%d").to_string();
    let before = google_time(Utc::now() - Duration::seconds(1));
    let invoice = made(admin, "/admin/invoices", &json!({"quoteId": s.ravi_won})).await;
    let id = invoice["id"].as_i64().unwrap();
    let issued = admin
        .post_empty(&format!("/admin/invoices/{id}/issue"))
        .await;
    assert_eq!(issued.status(), 200);
    let paid = made(
        admin,
        &format!("/admin/invoices/{id}/payments"),
        &json!({"amount": 20000, "on": today, "method": "upi", "reference": "UPI 4471",
                "tds": 1000, "tdsSection": "194J"}),
    )
    .await;
    let payment = paid["payments"][0]["id"].as_i64().unwrap();
    let advance = made(
        admin,
        "/admin/receipts",
        &json!({"leadId": s.sunita["id"], "amount": 5900, "on": today, "method": "bank",
                "reference": "NEFT 889", "description": "Advance for the Flipkart storefront",
                "sac": "998365", "clientState": "Bihar"}),
    )
    .await;
    let sunita_invoice = made(admin, "/admin/invoices", &json!({"quoteId": s.sunita_won})).await;
    let sunita_invoice = sunita_invoice["id"].as_i64().unwrap();
    let issued = admin
        .post_empty(&format!("/admin/invoices/{sunita_invoice}/issue"))
        .await;
    assert_eq!(issued.status(), 200);
    let after = google_time(Utc::now() + Duration::seconds(1));

    // Act
    let clicks = csv_file(admin, "/admin/analytics/google-ads-conversions.csv").await;
    let batch = meta_file(admin, "/admin/analytics/meta-events.json").await;

    // Assert: Google has one Paid row, the money without its TDS, credited
    // to Ravi's latest click, at the time the payment was recorded.
    let paid_rows: Vec<&Vec<String>> = clicks
        .iter()
        .filter(|r| r.get(1).is_some_and(|n| n == "Paid"))
        .collect();
    assert_eq!(paid_rows.len(), 1, "{clicks:?}");
    let row = paid_rows[0];
    assert_eq!(row[0], "Cj0KCQiA-diwali");
    assert_eq!(row[3..5], ["20000.00", "INR"]);
    assert!(before <= row[2] && row[2] <= after, "{row:?}");
    // Meta has Sunita's advance once (its second record against the
    // invoice is not money again), as the custom event Paid.
    let events = batch["data"].as_array().unwrap();
    let paid_events: Vec<&Value> = events
        .iter()
        .filter(|e| e["event_name"] == "Paid")
        .collect();
    assert_eq!(paid_events.len(), 1, "{batch}");
    assert_eq!(
        paid_events[0]["custom_data"],
        json!({"value": 5900.0, "currency": "INR"})
    );
    let event_id = paid_events[0]["event_id"].as_str().unwrap();
    assert!(event_id.starts_with("paid-"), "{event_id}");
    assert_ne!(event_id, format!("paid-{payment}"));
    assert!(advance["id"].as_i64().is_some());
    // A range before the payments holds none of them.
    let yesterday = (india_day(Utc::now()) - Duration::days(1)).format("%Y-%m-%d");
    let earlier = csv_file(
        admin,
        &format!("/admin/analytics/google-ads-conversions.csv?to={yesterday}"),
    )
    .await;
    assert!(
        earlier.iter().all(|r| r.get(1).is_none_or(|n| n != "Paid")),
        "{earlier:?}"
    );
}

#[tokio::test]
async fn a_range_holds_the_conversions_of_its_india_days_both_ends_included() {
    let s = seeded().await;
    let admin = &s.admin;
    let old = s.old_day.format("%Y-%m-%d");
    let today = india_day(Utc::now()).format("%Y-%m-%d");

    let that_day = csv_file(
        admin,
        &format!("/admin/analytics/google-ads-conversions.csv?from={old}&to={old}"),
    )
    .await;
    let ids: Vec<&str> = that_day[2..].iter().map(|r| r[0].as_str()).collect();
    assert_eq!(ids, ["Cj0kiranold"], "{that_day:?}");

    let since_today = csv_file(
        admin,
        &format!("/admin/analytics/google-ads-enhanced.csv?from={today}&to={today}"),
    )
    .await;
    let names: Vec<(&str, &str)> = since_today[2..]
        .iter()
        .map(|r| (r[0].as_str(), r[2].as_str()))
        .collect();
    assert_eq!(
        names,
        [
            (hashed::RAVI_GOOGLE, "Lead"),
            (hashed::MOHAN, "Lead"),
            (hashed::RAVI_GOOGLE, "Won"),
        ]
    );

    // Neha's day holds her event, but Meta takes none that old.
    let old_meta = meta_file(
        admin,
        &format!("/admin/analytics/meta-events.json?from={old}&to={old}"),
    )
    .await;
    assert_eq!(old_meta, json!({"data": []}));
    let before = s.old_day - Duration::days(1);
    let empty = csv_file(
        admin,
        &format!(
            "/admin/analytics/google-ads-conversions.csv?to={}",
            before.format("%Y-%m-%d")
        ),
    )
    .await;
    assert_eq!(
        empty.len(),
        2,
        "only the time zone and the header: {empty:?}"
    );
}

#[tokio::test]
async fn a_person_erased_is_in_no_later_file() {
    let s = seeded().await;
    let admin = &s.admin;
    for email in ["Ravi.Ranjan@GMail.com", "Sunita.Devi@gmail.com"] {
        let res = admin
            .post_json("/admin/people/erase", &json!({"email": email}))
            .await;
        assert_eq!(res.status(), 200, "{}", res.text().await.unwrap());
    }
    let clicks = csv_file(admin, "/admin/analytics/google-ads-conversions.csv").await;
    let ids: Vec<&str> = clicks[2..].iter().map(|r| r[0].as_str()).collect();
    assert_eq!(ids, ["Cj0kiranold", ""], "{clicks:?}");
    let enhanced = csv_file(admin, "/admin/analytics/google-ads-enhanced.csv").await;
    assert!(!enhanced.iter().flatten().any(|c| c == hashed::RAVI_GOOGLE));
    let batch = meta_file(admin, "/admin/analytics/meta-events.json").await;
    assert_eq!(batch, json!({"data": []}));
}

/// Posts `bytes` as the spend form's `file`, as the browser's upload does.
async fn upload(admin: &TestApp, name: &str, bytes: Vec<u8>) -> reqwest::Response {
    let form = Form::new().part("file", Part::bytes(bytes).file_name(name.to_owned()));
    post_spend_form(admin, form).await
}

/// Posts `form` to the spend import.
async fn post_spend_form(admin: &TestApp, form: Form) -> reqwest::Response {
    admin
        .client
        .post(admin.url("/admin/analytics/spend"))
        .header("Origin", admin.address.as_str())
        .multipart(form)
        .send()
        .await
        .unwrap()
}

/// The spend held, as (day, source, medium, campaign, paise), in key order.
async fn spend_held(app: &TestApp) -> Vec<(String, String, String, String, i64)> {
    let db = vanijya::db::connect(&app.config.database_url)
        .await
        .unwrap();
    ad_spend::Entity::find()
        .order_by_asc(ad_spend::Column::Day)
        .order_by_asc(ad_spend::Column::Source)
        .order_by_asc(ad_spend::Column::Campaign)
        .all(&db)
        .await
        .unwrap()
        .into_iter()
        .map(|r| (r.day, r.source, r.medium, r.campaign, r.cost_paise))
        .collect()
}

async fn signed_in() -> TestApp {
    let app = spawn_app_with(|_| {}).await;
    app.login_as_admin().await;
    app
}

fn held(
    day: &str,
    source: &str,
    medium: &str,
    campaign: &str,
    paise: i64,
) -> (String, String, String, String, i64) {
    (
        day.into(),
        source.into(),
        medium.into(),
        campaign.into(),
        paise,
    )
}

#[tokio::test]
async fn a_spend_file_with_a_bad_row_is_refused_whole_naming_each_bad_line_and_nothing_is_stored() {
    let admin = signed_in().await;
    let file = "date,source,medium,campaign,cost\n\
                2026-11-01,google,cpc,\"Diwali, Patna\",1250.50\n\
                2026-11-31,google,cpc,diwali,100\n\
                2026-11-02,facebook,paid-social,\"Wedding\nseason\",12.345\n\
                2026-11-03,facebook,paid-social,wedding,300\n";
    let res = upload(&admin, "spend.csv", file.as_bytes().to_vec()).await;
    let body = assert_error(res, 422, Some("lines[3].date")).await;
    assert_eq!(
        error_fields(&body),
        ["lines[3].date", "lines[4].cost"],
        "{body}"
    );
    let messages: Vec<&str> = body["errors"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["error"].as_str().unwrap())
        .collect();
    assert!(messages[0].starts_with("Line 3: "), "{messages:?}");
    assert!(
        messages[1].starts_with("Line 4: ") && messages[1].contains("12.345"),
        "{messages:?}"
    );
    assert!(spend_held(&admin).await.is_empty());
}

#[tokio::test]
async fn a_good_spend_file_is_stored_and_a_second_replaces_the_same_keys() {
    let admin = signed_in().await;
    let first = "\u{feff}date,source,medium,campaign,cost\r\n\
                 2026-11-01,google,cpc,\"Diwali, Patna\",\"1,250.50\"\r\n\
                 2026-11-01,facebook,paid-social,,800\r\n\
                 2026-11-02,google,cpc,\"Diwali, Patna\",999\r\n";
    let res = upload(&admin, "spend-november.csv", first.as_bytes().to_vec()).await;
    assert_eq!(res.status(), 200);
    let stored: Value = res.json().await.unwrap();
    assert_eq!(
        stored,
        json!({"rows": 3, "days": 2, "from": "2026-11-01", "to": "2026-11-02", "total": 3049.5})
    );
    assert_eq!(
        spend_held(&admin).await,
        [
            held("2026-11-01", "facebook", "paid-social", "", 80_000),
            held("2026-11-01", "google", "cpc", "Diwali, Patna", 125_050),
            held("2026-11-02", "google", "cpc", "Diwali, Patna", 99_900),
        ]
    );

    // A corrected export of the 2nd, and a new day: the 2nd's cost is
    // replaced, not added to, and the 1st is left alone.
    let second = "date,source,medium,campaign,cost\n\
                  2026-11-02,google,cpc,\"Diwali, Patna\",1100\n\
                  2026-11-03,google,cpc,\"Diwali, Patna\",700.25\n";
    let res = upload(&admin, "spend-fix.csv", second.as_bytes().to_vec()).await;
    assert_eq!(res.status(), 200);
    let stored: Value = res.json().await.unwrap();
    assert_eq!(stored["rows"], 2);
    assert_eq!(stored["total"], 1800.25);
    assert_eq!(
        spend_held(&admin).await,
        [
            held("2026-11-01", "facebook", "paid-social", "", 80_000),
            held("2026-11-01", "google", "cpc", "Diwali, Patna", 125_050),
            held("2026-11-02", "google", "cpc", "Diwali, Patna", 110_000),
            held("2026-11-03", "google", "cpc", "Diwali, Patna", 70_025),
        ]
    );
}

#[tokio::test]
async fn bad_ranges_and_uploads_are_refused_with_422_never_a_500() {
    let admin = signed_in().await;
    for path in [
        "/admin/analytics/google-ads-conversions.csv?from=2026-13-01",
        "/admin/analytics/google-ads-enhanced.csv?from=yesterday",
        "/admin/analytics/meta-events.json?from=2026-11-20&to=2026-11-01",
    ] {
        assert_error(admin.get(path).await, 422, None).await;
    }
    let png = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR".to_vec();
    assert_error(upload(&admin, "logo.png", png).await, 422, Some("file")).await;
    let json = br#"{"date": "2026-11-01", "cost": 5}"#.to_vec();
    assert_error(
        upload(&admin, "spend.json", json).await,
        422,
        Some("lines[1]"),
    )
    .await;
    let header_only = b"date,source,medium,campaign,cost\n".to_vec();
    assert_error(
        upload(&admin, "empty.csv", header_only).await,
        422,
        Some("file"),
    )
    .await;
    let no_file = Form::new().text("note", "no file here");
    let res = post_spend_form(&admin, no_file).await;
    assert_error(res, 422, Some("file")).await;
    let not_multipart = admin
        .client
        .post(admin.url("/admin/analytics/spend"))
        .header("Origin", admin.address.as_str())
        .header("Content-Type", "text/csv")
        .body("date,source,medium,campaign,cost\n2026-11-01,google,cpc,x,5\n")
        .send()
        .await
        .unwrap();
    assert_error(not_multipart, 415, None).await;
    assert!(spend_held(&admin).await.is_empty());
}

#[tokio::test]
async fn a_spend_file_over_1_mb_gets_413_naming_the_limit_however_it_is_sent() {
    let admin = signed_in().await;
    let big = vec![b'a'; 3 * 1024 * 1024];
    let just_over = vec![b'a'; 1024 * 1024 + 1];

    // Its length declared, or streamed without one.
    let declared = upload(&admin, "big.csv", big.clone()).await;
    let over = upload(&admin, "just-over.csv", just_over).await;
    let form = Form::new().part("file", Part::stream(big).file_name("big.csv"));
    let streamed = post_spend_form(&admin, form).await;

    for res in [declared, over, streamed] {
        let body = assert_error(res, 413, None).await;
        assert!(
            body["error"]
                .as_str()
                .is_some_and(|e| e.contains("larger than 1 MB")),
            "{body}"
        );
    }
    assert!(spend_held(&admin).await.is_empty());
}

#[tokio::test]
async fn a_spend_file_of_20000_bad_rows_names_the_first_100_and_counts_the_rest() {
    let admin = signed_in().await;
    let mut file = String::from("date,source,medium,campaign,cost\n");
    for i in 0..20_000 {
        file.push_str(&format!("2026-13-01,s{i},cpc,c,1\n"));
    }

    let res = upload(&admin, "bad.csv", file.into_bytes()).await;

    let text = res.text().await.unwrap();
    assert!(text.len() < 64 * 1024, "{} bytes", text.len());
    let body: Value = serde_json::from_str(&text).unwrap();
    let fields = error_fields(&body);
    assert_eq!(fields.len(), 101, "{body}");
    assert_eq!(fields[0], "lines[2].date");
    assert_eq!(fields[99], "lines[101].date");
    assert_eq!(fields[100], "file");
    let rest = body["errors"][100]["error"].as_str().unwrap();
    assert!(rest.starts_with("19900 more rows"), "{rest}");
    assert!(spend_held(&admin).await.is_empty());
}

#[tokio::test]
async fn the_files_and_the_import_are_for_administrators_only() {
    let app = spawn_app_with(|_| {}).await;
    for path in [
        "/admin/analytics/google-ads-conversions.csv",
        "/admin/analytics/google-ads-enhanced.csv",
        "/admin/analytics/meta-events.json",
    ] {
        assert_error(app.get(path).await, 401, None).await;
    }
    let file = b"date,source,medium,campaign,cost\n2026-11-01,google,cpc,x,5\n".to_vec();
    assert_error(upload(&app, "spend.csv", file).await, 401, None).await;
    assert!(spend_held(&app).await.is_empty());
}

#[tokio::test]
async fn the_privacy_notice_says_what_an_advertiser_is_told_and_in_what_form() {
    let app = spawn_app_with(|_| {}).await;
    let page = app.get("/privacy").await.text().await.unwrap();
    assert!(
        page.contains("What we tell the advertiser that brought you"),
        "{page}"
    );
    assert!(page.contains("SHA-256"));
    assert!(page.contains("Nothing goes to either about visitors who came any other way."));
}
