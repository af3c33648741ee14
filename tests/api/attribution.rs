//! Where a lead came from: the server records each arrival from outside
//! the site (an advert's tags, a click id, another site's link) in the
//! visitor's trail cookie, through the page cache and without JavaScript,
//! and the lead keeps those touches, stored in its own transaction; its
//! page answers `attribution: {firstTouch, lastTouch, touches}`.
use reqwest::header::{REFERER, SET_COOKIE};
use serde_json::{json, Value};

use crate::helpers::{spawn_app, spawn_app_with, TestApp};

pub(crate) const AD: &str = "/amazon/advertising?utm_source=google&utm_medium=cpc\
                  &utm_campaign=diwali-2026&utm_term=amazon%20seller%20patna&gclid=Cj0KCQiA-diwali";

/// The trail cookie's `Set-Cookie`, when the answer sets one.
fn trail_cookie(res: &reqwest::Response) -> Option<String> {
    res.headers()
        .get_all(SET_COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .find(|v| v.starts_with("vanijya_trail="))
        .map(str::to_owned)
}

/// A page read by the visitor, coming from `referer` when one is given.
pub(crate) async fn read(
    visitor: &TestApp,
    path: &str,
    referer: Option<&str>,
) -> reqwest::Response {
    let mut req = visitor.client.get(visitor.url(path));
    if let Some(r) = referer {
        req = req.header(REFERER, r);
    }
    let res = req.send().await.expect("GET");
    assert_eq!(res.status(), 200, "{path}");
    res
}

/// The quote form, posted URL-encoded as a browser without JavaScript
/// posts it from /buseq.
pub(crate) async fn send_enquiry(visitor: &TestApp, email: &str, message: &str) {
    let ser_id = visitor.first_service_id().await.to_string();
    let fields = [
        ("fName", "Ravi"),
        ("lName", "Ranjan"),
        ("bEmail", email),
        ("selectedService", ser_id.as_str()),
        ("contactNumber", "+91 94311 22334"),
        ("address", "Fraser Road, Patna"),
        ("message", message),
        ("website", ""),
    ];
    let origin = visitor.address.clone();
    let res = visitor
        .post_form("/buseq", Some(("Origin", origin.as_str())), &fields)
        .await;
    assert_eq!(res.status(), 303, "{}", res.text().await.unwrap());
}

/// The visitor lands from the Diwali advert and sends the quote form.
async fn from_the_ad(visitor: &TestApp) {
    read(visitor, AD, None).await;
    send_enquiry(visitor, "ravi@ranjan-traders.in", "Diwali stock on Amazon.").await;
}

/// A JSON answer, read by `who`.
async fn read_json(who: &TestApp, path: &str) -> Value {
    who.get(path).await.json().await.unwrap()
}

/// The page of the newest enquiry from `email`, read by a signed-in
/// administrator.
async fn lead_page(admin: &TestApp, email: &str) -> Value {
    let list: Value = read_json(admin, &format!("/admin/leads/enquiries?q={email}")).await;
    let id = &list["items"][0]["id"];
    assert!(id.is_number(), "{list}");
    read_json(admin, &format!("/admin/leads/enquiries/{id}")).await
}

#[tokio::test]
async fn a_visitor_from_a_tagged_ad_who_reads_two_pages_and_sends_the_form_without_script_has_the_ad_as_first_touch(
) {
    let app = spawn_app().await;
    // Another visitor came by the same advert first: the page is answered
    // from the cache from now on, and must still note each visitor's touch.
    let earlier = app.clone_handle();
    assert!(trail_cookie(&read(&earlier, AD, None).await).is_some());
    let visitor = app.clone_handle();

    let landed = read(&visitor, AD, None).await;
    let cookie = trail_cookie(&landed).expect("the landing page keeps the touch");
    assert!(
        cookie.contains("HttpOnly") && cookie.contains("SameSite=Lax"),
        "{cookie}"
    );
    assert!(cookie.contains("Max-Age=7776000"), "90 days: {cookie}");
    // Two more pages, each linked from the one before: no new touch.
    for (page, from) in [("/about", "/amazon/advertising"), ("/buseq", "/about")] {
        let res = read(&visitor, page, Some(&app.url(from))).await;
        assert_eq!(trail_cookie(&res), None, "{page}");
    }
    send_enquiry(
        &visitor,
        "ravi@ranjan-traders.in",
        "Diwali stock on Amazon.",
    )
    .await;

    let admin = app.clone_handle();
    admin.login_as_admin().await;
    let page = lead_page(&admin, "ravi@ranjan-traders.in").await;
    let first = &page["attribution"]["firstTouch"];
    assert_eq!(first["source"], "google", "{page}");
    assert_eq!(first["medium"], "cpc");
    assert_eq!(first["campaign"], "diwali-2026");
    assert_eq!(first["term"], "amazon seller patna");
    assert_eq!(first["content"], Value::Null);
    assert_eq!(first["gclid"], "Cj0KCQiA-diwali");
    assert_eq!(first["fbclid"], Value::Null);
    assert_eq!(first["referrer"], Value::Null);
    assert_eq!(first["landingPath"], "/amazon/advertising");
    assert!(first["at"].as_str().unwrap().ends_with('Z'), "{first}");
    assert_eq!(page["attribution"]["lastTouch"], *first);
    assert_eq!(page["attribution"]["touches"], json!([first]));
}

#[tokio::test]
async fn a_later_visit_from_another_source_becomes_the_last_touch_and_leaves_the_first() {
    let app = spawn_app().await;
    let visitor = app.clone_handle();
    from_the_ad(&visitor).await;

    // Days later the same browser comes back through a Facebook post.
    let back = read(&visitor, "/", Some("https://l.facebook.com/l.php?u=x")).await;
    assert!(trail_cookie(&back).is_some());
    send_enquiry(
        &visitor,
        "ravi@ranjan-traders.in",
        "Also a Flipkart store for the wedding season.",
    )
    .await;

    let admin = app.clone_handle();
    admin.login_as_admin().await;
    let list: Value = read_json(&admin, "/admin/leads/enquiries?q=ravi@ranjan-traders.in").await;
    let (newer, older) = (&list["items"][0]["id"], &list["items"][1]["id"]);
    let later = read_json(&admin, &format!("/admin/leads/enquiries/{newer}")).await;
    let a = &later["attribution"];
    assert_eq!(a["firstTouch"]["campaign"], "diwali-2026", "{a}");
    assert_eq!(a["lastTouch"]["source"], "facebook");
    assert_eq!(a["lastTouch"]["medium"], "social");
    assert_eq!(a["lastTouch"]["referrer"], "l.facebook.com");
    assert_eq!(a["lastTouch"]["landingPath"], "/");
    assert_eq!(a["touches"].as_array().unwrap().len(), 2);
    // The first lead keeps what it arrived with.
    let first = read_json(&admin, &format!("/admin/leads/enquiries/{older}")).await;
    assert_eq!(first["attribution"]["lastTouch"]["source"], "google");
    assert_eq!(first["attribution"]["touches"].as_array().unwrap().len(), 1);
    // The list names each one's last source.
    assert_eq!(list["items"][0]["source"], "facebook / social");
    assert_eq!(list["items"][1]["source"], "google / cpc / diwali-2026");
}

#[tokio::test]
async fn a_lead_with_no_touch_is_direct_and_the_original_call_answers_as_before() {
    let app = spawn_app().await;
    let visitor = app.clone_handle();
    let plain = read(&visitor, "/", None).await;
    assert_eq!(trail_cookie(&plain), None, "no cookie for a direct visit");
    let ser_id = visitor.first_service_id().await;
    let res = visitor
        .post_json("/userbe/createbe", &TestApp::enquiry_body(ser_id))
        .await;
    assert_eq!(res.status(), 201);
    let body: Value = res.json().await.unwrap();
    assert!(body.get("attribution").is_none(), "{body}");

    let admin = app.clone_handle();
    admin.login_as_admin().await;
    let page = lead_page(&admin, "asha@kumari-crafts.in").await;
    let first = &page["attribution"]["firstTouch"];
    assert_eq!(first["source"], "direct", "{page}");
    assert_eq!(first["landingPath"], Value::Null);
    assert_eq!(page["attribution"]["lastTouch"], *first);
}

#[tokio::test]
async fn touches_older_than_the_attribution_window_are_not_kept_and_a_forged_cookie_is_ignored() {
    let app = spawn_app_with(|c| c.attribution_days = 30).await;
    let visitor = app.clone_handle();
    let landed = read(&visitor, AD, None).await;
    assert!(trail_cookie(&landed).unwrap().contains("Max-Age=2592000"));
    let ser_id = app.first_service_id().await;
    // A browser sending a cookie it made up: the lead is still taken.
    let res = app
        .client
        .post(app.url("/userbe/createbe"))
        .header("Cookie", "vanijya_trail=%%%not-a-trail")
        .json(&TestApp::enquiry_body(ser_id))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 201);
    let admin = app.clone_handle();
    admin.login_as_admin().await;
    let page = lead_page(&admin, "asha@kumari-crafts.in").await;
    assert_eq!(page["attribution"]["firstTouch"]["source"], "direct");
}

#[tokio::test]
async fn with_analytics_off_no_cookie_is_set_and_nothing_is_recorded() {
    let app = spawn_app_with(|c| c.analytics = false).await;
    let visitor = app.clone_handle();
    assert_eq!(trail_cookie(&read(&visitor, AD, None).await), None);
    send_enquiry(
        &visitor,
        "ravi@ranjan-traders.in",
        "Diwali stock on Amazon.",
    )
    .await;
    let admin = app.clone_handle();
    admin.login_as_admin().await;
    let page = lead_page(&admin, "ravi@ranjan-traders.in").await;
    assert_eq!(
        page["attribution"],
        json!({"firstTouch": null, "lastTouch": null, "touches": []})
    );
}

#[tokio::test]
async fn a_person_s_export_and_erasure_include_their_touches() {
    let app = spawn_app().await;
    let visitor = app.clone_handle();
    from_the_ad(&visitor).await;
    let admin = app.clone_handle();
    admin.login_as_admin().await;

    let export: Value =
        read_json(&admin, "/admin/people/export?email=ravi@ranjan-traders.in").await;
    let touches = export["data"]["touches"]
        .as_array()
        .expect("touches in the export");
    assert_eq!(touches.len(), 1, "{export}");
    assert_eq!(touches[0]["campaign"], "diwali-2026");
    assert_eq!(touches[0]["gclid"], "Cj0KCQiA-diwali");

    let erased: Value = admin
        .post_json(
            "/admin/people/erase",
            &json!({"email": "ravi@ranjan-traders.in"}),
        )
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(erased["touches"], 1, "{erased}");
    let after: Value = read_json(&admin, "/admin/people/export?email=ravi@ranjan-traders.in").await;
    assert_eq!(after["data"]["touches"], json!([]));
}

/// A landing on the home page whose every tag is as long as a value may
/// be (150 characters), each starting with `name`, from another site.
async fn long_touch(visitor: &TestApp, name: &str) -> reqwest::Response {
    let value = format!("{name}-{}", "x".repeat(149 - name.len()));
    let query: Vec<String> = vanijya::domain::attribution::TAGS
        .iter()
        .map(|tag| format!("{tag}={value}"))
        .collect();
    let referer = format!("https://{name}.{}.example/", "r".repeat(60));
    read(visitor, &format!("/?{}", query.join("&")), Some(&referer)).await
}

#[tokio::test]
async fn two_long_touches_keep_the_cookie_under_4000_bytes_with_the_first_touch_kept() {
    let app = spawn_app().await;
    let visitor = app.clone_handle();

    // Two arrivals with every value at its longest, then the form.
    let first = long_touch(&visitor, "first").await;
    let second = long_touch(&visitor, "second").await;
    send_enquiry(&visitor, "long@tags.example", "Two long touches.").await;

    let first = trail_cookie(&first).expect("the first touch sets the cookie");
    let second = trail_cookie(&second).expect("the second touch sets the cookie");
    assert!(first.len() < 4000, "{}", first.len());
    assert!(second.len() < 4000, "{} bytes", second.len());
    let admin = app.clone_handle();
    admin.login_as_admin().await;
    let a = &lead_page(&admin, "long@tags.example").await["attribution"];
    assert_eq!(a["touches"].as_array().unwrap().len(), 2, "{a}");
    for field in ["source", "campaign", "term"] {
        let kept = a["firstTouch"][field].as_str().unwrap();
        assert!(kept.starts_with("first-"), "{field}: {a}");
        let last = a["lastTouch"][field].as_str().unwrap();
        assert!(last.starts_with("second-"), "{field}: {a}");
    }
}
