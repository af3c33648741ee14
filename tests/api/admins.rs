//! Administrator accounts (first-run registration, through the API and
//! through the registration page's own form without JavaScript, listing,
//! deletion and what deletion does to sessions) and deny-by-default access:
//! every administrator call is 401 without a session, every public one works.
use reqwest::{Client, Method};
use serde_json::{json, Value};

use crate::helpers::{
    assert_error, assert_keys, browser_client, error_fields, spawn_app, TestApp, ADMIN_EMAIL,
    ADMIN_PASSWORD,
};

const SECOND_EMAIL: &str = "manager@vanijya.test";
const SECOND_PASSWORD: &str = "another-long-password";

fn admin_body(email: &str, password: &str) -> Value {
    json!({"username": "Ravi Ranjan", "email": email, "mobile": "+91 91234 56789",
           "password": password, "role": "content editor"})
}

/// A new client logged in as `email`; returns it with its bearer token.
async fn login_elsewhere(app: &TestApp, email: &str, password: &str) -> (Client, String) {
    let client = browser_client();
    let res = client
        .post(app.url("/admin/login"))
        .json(&json!({"email": email, "password": password}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200, "login {email}");
    let body: Value = res.json().await.unwrap();
    (client, body["accessToken"].as_str().unwrap().to_owned())
}

async fn status_of(req: reqwest::RequestBuilder) -> u16 {
    req.send().await.unwrap().status().as_u16()
}

#[tokio::test]
async fn the_first_administrator_is_created_without_a_session() {
    let app = spawn_app().await;

    let res = app
        .post_json("/admin/createad", &admin_body(ADMIN_EMAIL, ADMIN_PASSWORD))
        .await;

    assert_eq!(res.status(), 201);
    let text = res.text().await.unwrap();
    assert!(!text.contains(ADMIN_PASSWORD) && !text.contains("argon2"));
    let body: Value = serde_json::from_str(&text).unwrap();
    assert_keys(&body, &["user_id", "username", "email", "mobile", "role"]);
    assert!(body["user_id"].as_i64().is_some_and(|id| id > 0));
    assert_eq!(body["username"], "Ravi Ranjan");
    assert_eq!(body["email"], ADMIN_EMAIL);
    assert_eq!(body["mobile"], "+91 91234 56789");
    assert_eq!(body["role"], "content editor");
    assert_eq!(app.login(ADMIN_EMAIL, ADMIN_PASSWORD).await.status(), 200);
}

#[tokio::test]
async fn createad_is_closed_to_visitors_once_an_administrator_exists() {
    let app = spawn_app().await;
    app.create_admin(ADMIN_EMAIL, ADMIN_PASSWORD).await;

    let visitor = app
        .post_json(
            "/admin/createad",
            &admin_body(SECOND_EMAIL, SECOND_PASSWORD),
        )
        .await;
    assert_error(visitor, 401, None).await;
    assert_eq!(
        app.login(SECOND_EMAIL, SECOND_PASSWORD).await.status(),
        401,
        "not created"
    );

    assert_eq!(app.login(ADMIN_EMAIL, ADMIN_PASSWORD).await.status(), 200);
    let with_session = app
        .post_json(
            "/admin/createad",
            &admin_body(SECOND_EMAIL, SECOND_PASSWORD),
        )
        .await;

    assert_eq!(with_session.status(), 201);
    let list: Value = app.get("/admin/getalla").await.json().await.unwrap();
    assert_eq!(list.as_array().unwrap().len(), 2);
}

#[tokio::test]
async fn two_visitors_registering_at_once_on_first_run_make_one_administrator() {
    let app = spawn_app().await;
    let other = browser_client();
    let url = app.url("/admin/createad");

    let first = admin_body(ADMIN_EMAIL, ADMIN_PASSWORD);
    let second = admin_body(SECOND_EMAIL, SECOND_PASSWORD);

    let (a, b) = tokio::join!(
        app.post_json("/admin/createad", &first),
        other.post(&url).json(&second).send(),
    );

    let mut statuses = [a.status().as_u16(), b.unwrap().status().as_u16()];
    statuses.sort_unstable();
    assert_eq!(statuses, [201, 401], "registration closes after the first");
}

#[tokio::test]
async fn a_registered_email_is_409_whatever_its_case() {
    let app = spawn_app().await;
    app.login_as_admin().await;

    let same = app
        .post_json("/admin/createad", &admin_body(ADMIN_EMAIL, SECOND_PASSWORD))
        .await;
    let other_case = app
        .post_json(
            "/admin/createad",
            &admin_body("Owner@VANIJYA.test", SECOND_PASSWORD),
        )
        .await;

    assert_error(same, 409, None).await;
    assert_error(other_case, 409, None).await;
    let list: Value = app.get("/admin/getalla").await.json().await.unwrap();
    assert_eq!(list.as_array().unwrap().len(), 1);
}

#[tokio::test]
async fn createad_rejects_each_invalid_field_with_422_naming_it() {
    let app = spawn_app().await;
    let base = admin_body(ADMIN_EMAIL, ADMIN_PASSWORD);
    let too_long_email = format!("{}@vanijya.test", "a".repeat(250));
    let cases: Vec<(&str, Option<Value>)> = vec![
        ("password", None),
        ("password", Some(json!("1234567"))),
        ("password", Some(json!("p".repeat(129)))),
        ("username", None),
        ("username", Some(json!("   "))),
        ("username", Some(json!("u".repeat(101)))),
        ("username", Some(json!(42))),
        ("email", None),
        ("email", Some(json!("not-an-email"))),
        ("email", Some(json!(too_long_email))),
        ("mobile", None),
        ("mobile", Some(json!(""))),
        ("mobile", Some(json!("9".repeat(21)))),
        ("role", None),
        ("role", Some(json!("r".repeat(101)))),
    ];

    for (field, value) in cases {
        let mut body = base.clone();
        match &value {
            Some(v) => body[field] = v.clone(),
            None => {
                body.as_object_mut().unwrap().remove(field);
            }
        }
        let res = app.post_json("/admin/createad", &body).await;
        assert_eq!(res.status(), 422, "{field} = {value:?}");
        assert_error(res, 422, Some(field)).await;
    }

    // Nothing was created: registration is still open, and the limits are inclusive.
    let longest = json!({"username": "u".repeat(100), "email": ADMIN_EMAIL, "mobile": "9".repeat(20),
                         "password": "p".repeat(128), "role": "owner"});
    assert_eq!(
        app.post_json("/admin/createad", &longest).await.status(),
        201
    );
    assert_eq!(app.login(ADMIN_EMAIL, &"p".repeat(128)).await.status(), 200);
    let shortest = admin_body(SECOND_EMAIL, "12345678");
    assert_eq!(
        app.post_json("/admin/createad", &shortest).await.status(),
        201
    );
}

#[tokio::test]
async fn getalla_lists_every_administrator_without_secrets() {
    let app = spawn_app().await;
    let first = app.login_as_admin().await;
    let second = app.create_admin(SECOND_EMAIL, SECOND_PASSWORD).await;

    let res = app.get("/admin/getalla").await;

    assert_eq!(res.status(), 200);
    let text = res.text().await.unwrap();
    assert!(!text.contains("argon2") && !text.contains(ADMIN_PASSWORD));
    let list: Value = serde_json::from_str(&text).unwrap();
    let list = list.as_array().unwrap();
    assert_eq!(list.len(), 2);
    for admin in list {
        assert_keys(admin, &["user_id", "username", "email", "mobile", "role"]);
    }
    assert!(list.contains(&first));
    assert!(list.contains(&second));
}

#[tokio::test]
async fn an_administrator_cannot_delete_their_own_account() {
    let app = spawn_app().await;
    let me = app.login_as_admin().await;
    let my_id = me["user_id"].as_i64().unwrap();

    let alone = app.delete(&format!("/admin/deleteuser/{my_id}")).await;
    assert_error(alone, 409, None).await;

    app.create_admin(SECOND_EMAIL, SECOND_PASSWORD).await;
    let with_another = app.delete(&format!("/admin/deleteuser/{my_id}")).await;

    assert_error(with_another, 409, None).await;
    assert_eq!(app.get("/admin/check-auth").await.status(), 200);
    let list: Value = app.get("/admin/getalla").await.json().await.unwrap();
    assert!(list.as_array().unwrap().contains(&me));
}

#[tokio::test]
async fn deleting_another_administrator_ends_their_session_and_token_at_once() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    let other = app.create_admin(SECOND_EMAIL, SECOND_PASSWORD).await;
    let (other_browser, other_token) = login_elsewhere(&app, SECOND_EMAIL, SECOND_PASSWORD).await;
    let check = app.url("/admin/check-auth");
    assert_eq!(status_of(other_browser.get(&check)).await, 200);

    let res = app
        .delete(&format!("/admin/deleteuser/{}", other["user_id"]))
        .await;

    assert_eq!(res.status(), 204);
    assert_eq!(status_of(other_browser.get(&check)).await, 401);
    assert_eq!(
        status_of(other_browser.get(app.url("/admin/getallbe"))).await,
        401
    );
    assert_eq!(
        status_of(Client::new().get(&check).bearer_auth(&other_token)).await,
        401
    );
    assert_eq!(app.login(SECOND_EMAIL, SECOND_PASSWORD).await.status(), 401);
    let list: Value = app.get("/admin/getalla").await.json().await.unwrap();
    assert_eq!(list.as_array().unwrap().len(), 1);
}

#[tokio::test]
async fn deleteuser_is_404_for_an_unknown_id_and_400_for_a_bad_one() {
    let app = spawn_app().await;
    app.login_as_admin().await;

    let unknown = app.delete("/admin/deleteuser/999999").await;
    let bad = app.delete("/admin/deleteuser/abc").await;

    assert_error(unknown, 404, None).await;
    assert_error(bad, 400, None).await;
}

#[tokio::test]
async fn two_administrators_deleting_each_other_at_once_leave_one() {
    let app = spawn_app().await;
    let first = app.login_as_admin().await;
    let second = app.create_admin(SECOND_EMAIL, SECOND_PASSWORD).await;
    let (second_browser, _) = login_elsewhere(&app, SECOND_EMAIL, SECOND_PASSWORD).await;

    let delete_second = format!("/admin/deleteuser/{}", second["user_id"]);
    let delete_first = app.url(&format!("/admin/deleteuser/{}", first["user_id"]));

    let (a, b) = tokio::join!(
        app.delete(&delete_second),
        second_browser.delete(&delete_first).send(),
    );

    let statuses = [a.status().as_u16(), b.unwrap().status().as_u16()];
    assert!(
        statuses.iter().filter(|s| **s == 204).count() <= 1,
        "both deletions succeeded: {statuses:?}"
    );
    let survivors = [
        app.login(ADMIN_EMAIL, ADMIN_PASSWORD).await.status() == 200,
        app.login(SECOND_EMAIL, SECOND_PASSWORD).await.status() == 200,
    ];
    assert!(
        survivors.contains(&true),
        "no administrator left: {statuses:?}"
    );
}

/// Every call that needs an administrator, with ids of real rows, so that a
/// 401 cannot be mistaken for a 404.
struct Ids {
    b_id: i64,
    pos_id: i64,
    c_id: i64,
    d_id: i64,
    user_id: i64,
    ser_id: i64,
    product: i64,
}

fn administrator_calls(ids: &Ids) -> Vec<(Method, String, Option<Value>)> {
    let Ids {
        b_id,
        pos_id,
        c_id,
        d_id,
        user_id,
        ser_id,
        product,
    } = ids;
    let enquiry = json!({"fName": "Changed"});
    vec![
        (
            Method::POST,
            "/admin/createad".into(),
            Some(admin_body("intruder@evil.example", "intruder-password")),
        ),
        (Method::GET, "/admin/getallbe".into(), None),
        (Method::GET, format!("/userbe/getabq/{b_id}"), None),
        (
            Method::PATCH,
            format!("/admin/update/{b_id}"),
            Some(enquiry),
        ),
        (Method::DELETE, format!("/admin/delete/{b_id}"), None),
        (Method::GET, format!("/posts/getonepos/{pos_id}"), None),
        (Method::GET, "/admin/getallcp".into(), None),
        (Method::DELETE, format!("/admin/deletecarp/{c_id}"), None),
        (
            Method::PATCH,
            format!("/admin/updatecp/{pos_id}/{c_id}"),
            Some(json!({"cId": c_id, "fullName": "Changed"})),
        ),
        (Method::GET, "/admin/alldepts".into(), None),
        (
            Method::POST,
            "/admin/departments/adddep".into(),
            Some(json!({"dName": "Intruders"})),
        ),
        (
            Method::POST,
            format!("/admin/{d_id}/addpost"),
            Some(json!({"posName": "Intruder", "numberOfPosts": 1})),
        ),
        (
            Method::DELETE,
            format!("/admin/departments/deletepos/{pos_id}"),
            None,
        ),
        (
            Method::DELETE,
            format!("/admin/departments/deletedept/{d_id}"),
            None,
        ),
        (Method::GET, "/admin/getalla".into(), None),
        (Method::DELETE, format!("/admin/deleteuser/{user_id}"), None),
        (
            Method::POST,
            "/admin/createpost".into(),
            Some(json!({"serviceName": "Spam", "subServiceName": "Spam"})),
        ),
        (Method::DELETE, format!("/admin/delapost/{ser_id}"), None),
        (Method::GET, "/admin/aff/all".into(), None),
        (
            Method::POST,
            "/admin/aff".into(),
            Some(json!({"title": "Spam", "price": 1})),
        ),
        (
            Method::PATCH,
            format!("/admin/aff/{product}/modify"),
            Some(json!({"title": "Defaced"})),
        ),
        (Method::DELETE, format!("/admin/aff/{product}"), None),
    ]
}

/// Logs in and makes one row of every kind; returns their ids.
async fn one_of_everything(app: &TestApp) -> Ids {
    let admin = app.login_as_admin().await;
    let ser_id = app.first_service_id().await;
    let enquiry: Value = app
        .post_json("/userbe/createbe", &TestApp::enquiry_body(ser_id))
        .await
        .json()
        .await
        .unwrap();
    let (d_id, pos_id) = app
        .department_with_position("Marketplace", "Account Manager")
        .await;
    let application: Value = app
        .post_json(
            &format!("/usercp/createcp/{pos_id}"),
            &json!({"fullName": "Priya Singh", "email": "priya@example.in",
                    "mobileNumber": "9123456789", "positionApplied": {"posId": pos_id}}),
        )
        .await
        .json()
        .await
        .unwrap();
    let product: Value = app
        .post_json(
            "/admin/aff",
            &json!({"title": "Boat Rockerz 450", "price": 1299}),
        )
        .await
        .json()
        .await
        .unwrap();
    Ids {
        b_id: enquiry["bId"].as_i64().unwrap(),
        pos_id,
        c_id: application["cId"].as_i64().unwrap(),
        d_id,
        user_id: admin["user_id"].as_i64().unwrap(),
        ser_id,
        product: product["id"].as_i64().unwrap(),
    }
}

/// Everything the administrator can see, to compare before and after.
async fn snapshot(app: &TestApp) -> Vec<Value> {
    let mut all = vec![];
    for path in [
        "/admin/getallbe",
        "/admin/getallcp",
        "/admin/alldepts",
        "/admin/getalla",
        "/serviceent/list",
        "/admin/aff/all",
    ] {
        let res = app.get(path).await;
        assert_eq!(res.status(), 200, "{path}");
        all.push(res.json().await.unwrap());
    }
    all
}

#[tokio::test]
async fn every_administrator_call_is_401_without_a_session() {
    let app = spawn_app().await;
    let ids = one_of_everything(&app).await;
    let before = snapshot(&app).await;
    let visitor = Client::new();

    for (method, path, body) in administrator_calls(&ids) {
        let mut anonymous = visitor.request(method.clone(), app.url(&path));
        let mut forged = visitor
            .request(method.clone(), app.url(&path))
            .bearer_auth("0123456789abcdef0123456789abcdef");
        let mut bad_cookie = visitor
            .request(method.clone(), app.url(&path))
            .header(reqwest::header::COOKIE, "vanijya_session=forged-session-id");
        if let Some(b) = &body {
            anonymous = anonymous.json(b);
            forged = forged.json(b);
            bad_cookie = bad_cookie.json(b);
        }

        let res = anonymous.send().await.unwrap();
        assert_eq!(res.status(), 401, "{method} {path}");
        assert_error(res, 401, None).await;
        assert_eq!(
            status_of(forged).await,
            401,
            "{method} {path} with a forged token"
        );
        assert_eq!(
            status_of(bad_cookie).await,
            401,
            "{method} {path} with a forged cookie"
        );
    }

    assert_eq!(snapshot(&app).await, before, "nothing changed");
}

#[tokio::test]
async fn public_calls_work_without_a_session() {
    let app = spawn_app().await;
    let ids = one_of_everything(&app).await;
    let visitor = Client::new();
    let url = |p: &str| app.url(p);

    for path in [
        "/serviceent/list".to_owned(),
        "/posts/all".to_owned(),
        "/dept/withposts".to_owned(),
        "/admin/aff/active".to_owned(),
        format!("/admin/aff/{}", ids.product),
        "/api/openapi.json".to_owned(),
        "/healthz".to_owned(),
    ] {
        assert_eq!(status_of(visitor.get(url(&path))).await, 200, "GET {path}");
    }
    let ser_id = app.first_service_id().await;
    let enquiry = visitor
        .post(url("/userbe/createbe"))
        .json(&TestApp::enquiry_body(ser_id));
    assert_eq!(status_of(enquiry).await, 201);
    let application = visitor
        .post(url(&format!("/usercp/createcp/{}", ids.pos_id)))
        .json(
            &json!({"fullName": "Rahul Verma", "email": "rahul@example.in",
                      "mobileNumber": "9000000001", "positionApplied": {"posId": ids.pos_id}}),
        );
    assert_eq!(status_of(application).await, 201);
    let login = visitor
        .post(url("/admin/login"))
        .json(&json!({"email": ADMIN_EMAIL, "password": ADMIN_PASSWORD}));
    assert_eq!(status_of(login).await, 200);
}

// ---------- the registration page's own form (no JavaScript) ----------

#[tokio::test]
async fn the_registration_page_holds_its_form_and_its_post_makes_the_first_administrator() {
    let app = spawn_app().await;

    let page = app.get("/registration").await;
    assert_eq!(page.status(), 200);
    let page = page.text().await.unwrap();
    assert!(page.contains(&format!(
        r#"<h1 tabindex="-1" class="admin-h1">{} Registration Page</h1>"#,
        app.config.site.product_name
    )));
    assert!(page.contains(r#"<form method="post" action="/registration" class="admin-form admin-form-350" aria-labelledby="reg-title"><h2 id="reg-title" class="admin-h2">Create Account</h2>"#));
    for id in ["username", "email", "mobile", "password", "role"] {
        assert!(page.contains(&format!(r#"id="reg-{id}""#)), "{id}");
    }
    assert!(
        page.contains("data-hydrate"),
        "the island hydrates the form"
    );

    let origin = ("Origin", app.address.as_str());
    let res = app
        .post_form(
            "/registration",
            Some(origin),
            &admin_body(ADMIN_EMAIL, ADMIN_PASSWORD),
        )
        .await;

    assert_eq!(res.status(), 303);
    assert_eq!(res.headers()["location"], "/admin-login");
    let sign_in = app.get("/admin-login").await.text().await.unwrap();
    assert!(sign_in.contains(r#"<form method="post" action="/admin-login">"#));
    assert!(!sign_in.contains("Create the first account"));
    assert_eq!(app.login(ADMIN_EMAIL, ADMIN_PASSWORD).await.status(), 200);
    let admins: Value = app.get("/admin/getalla").await.json().await.unwrap();
    assert_eq!(admins.as_array().unwrap().len(), 1);
    assert_eq!(admins[0]["username"], "Ravi Ranjan");
    assert_eq!(admins[0]["mobile"], "+91 91234 56789");
    assert_eq!(admins[0]["role"], "content editor");
}

#[tokio::test]
async fn a_refused_registration_shows_each_message_at_its_field_and_keeps_all_but_the_password() {
    let app = spawn_app().await;
    let mut fields = admin_body("ravi@ranjan", "Zq7x");
    fields["username"] = json!("Ravi <Ranjan> & Sons");
    // The JSON API's refusal of the very same fields: the page shows its messages.
    let api = assert_error(app.post_json("/admin/createad", &fields).await, 422, None).await;
    assert_eq!(error_fields(&api), ["password", "email"]);

    let res = app
        .post_form("/registration", Some(("Origin", &app.address)), &fields)
        .await;

    assert_eq!(res.status(), 422);
    let page = res.text().await.unwrap();
    for refused in api["errors"].as_array().unwrap() {
        let (field, message) = (
            refused["field"].as_str().unwrap(),
            refused["error"].as_str().unwrap(),
        );
        assert!(
            page.contains(&format!(
                r#"<input id="reg-{field}" aria-invalid="true" aria-describedby="reg-{field}-error""#
            )),
            "{field} marked invalid"
        );
        assert!(
            page.contains(&format!(
                r#"<p id="reg-{field}-error" class="admin-field-error">{message}</p>"#
            )),
            "{field}: {message}"
        );
    }
    assert!(!page.contains(r#"id="reg-username" aria-invalid"#));
    assert!(page.contains(r#"<div class="admin-alert-message">User registration failed</div>"#));
    assert!(
        page.contains(r#"value="Ravi &#60;Ranjan&#62; &#38; Sons""#),
        "the name kept, escaped"
    );
    assert!(page.contains(r#"value="ravi@ranjan""#));
    assert!(page.contains(r#"value="+91 91234 56789""#));
    assert!(page.contains(r#"value="content editor""#));
    assert!(!page.contains("Zq7x"), "the password is never sent back");
    assert_eq!(
        app.get("/registration").await.status(),
        200,
        "no administrator was made"
    );
}

#[tokio::test]
async fn once_an_administrator_exists_the_registration_form_is_refused_as_the_api_refuses_it() {
    let app = spawn_app().await;
    app.create_admin(ADMIN_EMAIL, ADMIN_PASSWORD).await;
    let fields = admin_body(SECOND_EMAIL, SECOND_PASSWORD);

    let res = app
        .post_form("/registration", Some(("Origin", &app.address)), &fields)
        .await;

    let form = assert_error(res, 401, None).await;
    let api = app.post_json("/admin/createad", &fields).await;
    assert_eq!(
        form,
        assert_error(api, 401, None).await,
        "the API's very answer"
    );
    assert_eq!(
        app.login(SECOND_EMAIL, SECOND_PASSWORD).await.status(),
        401,
        "not created"
    );
    let res = app.get("/registration").await;
    assert_eq!(res.status(), 303);
    assert_eq!(res.headers()["location"], "/admin-login");
}

#[tokio::test]
async fn a_registration_posted_from_another_site_is_refused() {
    let app = spawn_app().await;
    let fields = admin_body(ADMIN_EMAIL, ADMIN_PASSWORD);

    for header in [
        ("Origin", "https://evil.example"),
        ("Sec-Fetch-Site", "cross-site"),
    ] {
        assert_error(
            app.post_form("/registration", Some(header), &fields).await,
            403,
            None,
        )
        .await;
    }
    // The form address takes forms only.
    let json = app.post_json("/registration", &fields).await;
    assert_error(json, 415, None).await;

    assert_eq!(
        app.get("/registration").await.status(),
        200,
        "still no administrator"
    );
}
