//! The page cache: validators and 304s, content negotiation, freshness after
//! every kind of administrator write, and across two instances on one
//! database.
use std::io::Read;
use std::time::{Duration, Instant};

use reqwest::{
    header::{ACCEPT_ENCODING, CACHE_CONTROL, CONTENT_ENCODING, CONTENT_LENGTH, ETAG, VARY},
    Client, StatusCode,
};
use serde_json::{json, Value};

use crate::helpers::{browser_client, fresh_database, spawn_app, ServerProcess, TestApp};

/// What a browser sends.
const BROWSER: &str = "gzip, deflate, br, zstd";

/// The decoded body of a GET sent with `accept` as Accept-Encoding, with
/// the coding the server named.
async fn fetch(client: &Client, url: &str, accept: &str) -> (StatusCode, Option<String>, Vec<u8>) {
    let res = client
        .get(url)
        .header(ACCEPT_ENCODING, accept)
        .send()
        .await
        .expect("GET");
    let status = res.status();
    let coding = res
        .headers()
        .get(CONTENT_ENCODING)
        .map(|v| v.to_str().unwrap().to_owned());
    let body = res.bytes().await.unwrap();
    (status, coding.clone(), decode(coding.as_deref(), &body))
}

fn decode(coding: Option<&str>, body: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    match coding {
        None => out.extend_from_slice(body),
        Some("br") => {
            brotli::Decompressor::new(body, 4096)
                .read_to_end(&mut out)
                .expect("a brotli body");
        }
        Some("gzip") => {
            flate2::read::GzDecoder::new(body)
                .read_to_end(&mut out)
                .expect("a gzip body");
        }
        Some("zstd") => out = zstd::decode_all(body).expect("a zstd body"),
        Some(other) => panic!("unexpected coding {other}"),
    }
    out
}

/// The page's text as a browser would read it.
async fn page(app: &TestApp, path: &str) -> String {
    let (status, _, body) = fetch(&app.client, &app.url(path), BROWSER).await;
    assert!(status.is_success(), "GET {path}: {status}");
    String::from_utf8(body).unwrap()
}

#[tokio::test]
async fn a_page_is_revalidated_with_its_etag_and_answered_304() {
    let app = spawn_app().await;
    for accept in ["identity", "br", "gzip", "zstd"] {
        let res = app
            .client
            .get(app.url("/about"))
            .header(ACCEPT_ENCODING, accept)
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 200);
        assert_eq!(res.headers()[CACHE_CONTROL], "no-cache");
        let etag = res.headers()[ETAG].to_str().unwrap().to_owned();
        assert!(
            etag.starts_with('"') && etag.ends_with('"'),
            "strong: {etag}"
        );

        let again = app
            .client
            .get(app.url("/about"))
            .header(ACCEPT_ENCODING, accept)
            .header("if-none-match", &etag)
            .send()
            .await
            .unwrap();
        assert_eq!(again.status(), 304, "{accept}");
        assert_eq!(again.headers()[ETAG], etag.as_str());
        assert!(again.headers().get("content-security-policy").is_some());
        assert!(again.bytes().await.unwrap().is_empty());

        let other = app
            .client
            .get(app.url("/about"))
            .header(ACCEPT_ENCODING, accept)
            .header("if-none-match", "\"something-else\"")
            .send()
            .await
            .unwrap();
        assert_eq!(other.status(), 200);
    }
}

#[tokio::test]
async fn every_coding_decodes_to_the_identity_page() {
    let app = spawn_app().await;
    for path in [
        "/",
        "/amazon/advertising",
        "/careerpg",
        "/buseq",
        "/affiliate",
        "/sitemap.xml",
        "/robots.txt",
        "/no-such-page",
    ] {
        // Twice: the first answer renders, the second comes from memory.
        for round in 0..2 {
            let (status, coding, identity) = fetch(&app.client, &app.url(path), "identity").await;
            assert_eq!(coding, None, "{path}");
            let text = String::from_utf8(identity.clone()).expect("identity is text");
            let start = text.get(..9).unwrap_or("").to_ascii_lowercase();
            assert!(
                ["<!doctype", "<?xml ver", "user-agen"].contains(&start.as_str()),
                "{path} round {round}: plain text without a Content-Encoding"
            );
            let mut etags = Vec::new();
            for (accept, want) in [
                ("br", "br"),
                ("gzip", "gzip"),
                ("zstd", "zstd"),
                (BROWSER, "br"),
                ("gzip;q=1, br;q=0.5", "gzip"),
                ("br;q=0, *", "zstd"),
                ("*;q=0, identity", "identity"),
            ] {
                let res = app
                    .client
                    .get(app.url(path))
                    .header(ACCEPT_ENCODING, accept)
                    .send()
                    .await
                    .unwrap();
                assert_eq!(res.status(), status, "{path} {accept}");
                assert!(
                    res.headers()[VARY]
                        .to_str()
                        .unwrap()
                        .contains("Accept-Encoding"),
                    "{path}"
                );
                let coding = res
                    .headers()
                    .get(CONTENT_ENCODING)
                    .map(|v| v.to_str().unwrap().to_owned());
                let got = coding.as_deref().unwrap_or("identity");
                if path != "/robots.txt" {
                    assert_eq!(got, want, "{path} with {accept}");
                }
                if let Some(etag) = res.headers().get(ETAG) {
                    etags.push((got.to_owned(), etag.to_str().unwrap().to_owned()));
                }
                let length: usize = res.headers()[CONTENT_LENGTH]
                    .to_str()
                    .unwrap()
                    .parse()
                    .unwrap();
                let body = res.bytes().await.unwrap();
                assert_eq!(length, body.len(), "{path} {accept}");
                assert_eq!(
                    decode(coding.as_deref(), &body),
                    identity,
                    "{path} {accept}"
                );
            }
            // One validator per representation.
            etags.sort();
            etags.dedup();
            let codings: std::collections::HashSet<_> = etags.iter().map(|(c, _)| c).collect();
            let tags: std::collections::HashSet<_> = etags.iter().map(|(_, t)| t).collect();
            assert_eq!(codings.len(), tags.len(), "{path}: {etags:?}");
        }
    }
    let (status, _, _) = fetch(&app.client, &app.url("/no-such-page"), BROWSER).await;
    assert_eq!(status, 404, "the 404 page stays a 404");
}

#[tokio::test]
async fn head_answers_with_the_headers_of_the_get() {
    let app = spawn_app().await;
    for _ in 0..2 {
        let get = app
            .client
            .get(app.url("/contacts"))
            .header(ACCEPT_ENCODING, "gzip")
            .send()
            .await
            .unwrap();
        let head = app
            .client
            .head(app.url("/contacts"))
            .header(ACCEPT_ENCODING, "gzip")
            .send()
            .await
            .unwrap();
        assert_eq!(head.status(), 200);
        for name in [CONTENT_ENCODING, ETAG, CONTENT_LENGTH] {
            assert_eq!(head.headers()[&name], get.headers()[&name], "{name}");
        }
        assert!(get.bytes().await.unwrap().len() > 1000);
    }
}

/// The canonical address a page names for itself.
fn canonical(html: &str) -> Option<&str> {
    let at = html.find("rel=\"canonical\"")?;
    let href = html[at..].find("href=\"")? + at + 6;
    let end = html[href..].find('"')? + href;
    Some(&html[href..end])
}

#[tokio::test]
async fn no_page_is_ever_served_under_another_address() {
    let app = spawn_app().await;
    let paths = [
        "/",
        "/about",
        "/contacts",
        "/events",
        "/amazon",
        "/amazon/advertising",
        "/flipkart",
        "/buseq",
        "/careerpg",
        "/affiliate",
        "/affiliate?page=2",
    ];
    // Many at once, cold then warm, in every coding.
    for _ in 0..2 {
        let mut tasks = Vec::new();
        for path in paths {
            for accept in ["identity", "br", "gzip", "zstd"] {
                let client = app.client.clone();
                let url = app.url(path);
                tasks.push(tokio::spawn(async move {
                    let (status, _, body) = fetch(&client, &url, accept).await;
                    (path, status, String::from_utf8(body).unwrap())
                }));
            }
        }
        for t in tasks {
            let (path, status, html) = t.await.unwrap();
            assert_eq!(status, 200, "{path}");
            let want = format!(
                "{}{}",
                app.config.site.base(),
                path.split('?').next().unwrap()
            );
            if path != "/affiliate?page=2" {
                assert_eq!(canonical(&html), Some(want.as_str()), "{path}");
            }
        }
    }
    // The form states and the htmx fragment have their own entries.
    assert!(page(&app, "/buseq?sent=1")
        .await
        .contains("Form submitted successfully!"));
    assert!(!page(&app, "/buseq")
        .await
        .contains("Form submitted successfully!"));
    let fragment = app
        .client
        .get(app.url("/affiliate"))
        .header("hx-request", "true")
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(!fragment.contains("<html"), "the fragment is not the page");
    assert!(page(&app, "/affiliate").await.contains("<html"));
}

/// Logs in and warms the pages a write may change.
async fn warm(app: &TestApp, paths: &[&str]) {
    for path in paths {
        page(app, path).await;
    }
}

/// True when `path`, fetched as a browser does, contains `text`.
async fn shows(app: &TestApp, path: &str, text: &str) -> bool {
    page(app, path).await.contains(text)
}

#[tokio::test]
async fn every_administrator_write_shows_at_the_next_page_load() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    let pages = ["/buseq", "/careerpg", "/affiliate", "/sitemap.xml"];
    warm(&app, &pages).await;

    // Services: the enquiry form's list.
    let svc: Value = app
        .post_json(
            "/admin/createpost",
            &json!({"serviceName": "Meesho Services", "subServiceName": "Catalogue Upload"}),
        )
        .await
        .json()
        .await
        .unwrap();
    assert!(shows(&app, "/buseq", "Catalogue Upload").await);
    warm(&app, &pages).await;
    let res = app
        .delete(&format!("/admin/delapost/{}", svc["serId"]))
        .await;
    assert!(res.status().is_success());
    assert!(!shows(&app, "/buseq", "Catalogue Upload").await);

    // Departments and positions: the careers page.
    warm(&app, &pages).await;
    let (d_id, pos_id) = app
        .department_with_position("Growth Desk", "Marketplace Analyst")
        .await;
    assert!(shows(&app, "/careerpg", "Marketplace Analyst").await);
    let res = app
        .delete(&format!("/admin/departments/deletepos/{pos_id}"))
        .await;
    assert!(res.status().is_success());
    assert!(!shows(&app, "/careerpg", "Marketplace Analyst").await);
    let res = app
        .delete(&format!("/admin/departments/deletedept/{d_id}"))
        .await;
    assert!(res.status().is_success());
    let (d_id, _) = app
        .department_with_position("Brand Studio", "Ads Specialist")
        .await;
    assert!(shows(&app, "/careerpg", "Ads Specialist").await);
    let res = app
        .delete(&format!("/admin/departments/deletedept/{d_id}"))
        .await;
    assert!(res.status().is_success());
    assert!(!shows(&app, "/careerpg", "Brand Studio").await);

    // Products: the list, the product page and the sitemap.
    warm(&app, &pages).await;
    let product: Value = app
        .post_json(
            "/admin/aff",
            &json!({"title": "Prestige Kettle", "price": 899}),
        )
        .await
        .json()
        .await
        .unwrap();
    let id = product["id"].as_i64().unwrap();
    let detail = format!("/affiliate/{id}");
    assert!(shows(&app, "/affiliate", "Prestige Kettle").await);
    assert!(shows(&app, "/sitemap.xml", &detail).await);
    assert!(shows(&app, &detail, "Prestige Kettle").await);
    let res = app
        .patch_json(
            &format!("/admin/aff/{id}/modify"),
            &json!({"title": "Pigeon Kettle", "price": 749}),
        )
        .await;
    assert!(res.status().is_success());
    assert!(shows(&app, &detail, "Pigeon Kettle").await);
    assert!(shows(&app, &detail, "749").await);
    assert!(shows(&app, "/affiliate", "Pigeon Kettle").await);
    let res = app
        .patch_json(
            &format!("/admin/aff/{id}/modify"),
            &json!({"active": false}),
        )
        .await;
    assert!(res.status().is_success());
    let hidden = app.client.get(app.url(&detail)).send().await.unwrap();
    assert_eq!(hidden.status(), 303, "an inactive product's page redirects");
    assert!(!shows(&app, "/affiliate", "Pigeon Kettle").await);
    let res = app.delete(&format!("/admin/aff/{id}")).await;
    assert!(res.status().is_success());
    assert!(!shows(&app, "/sitemap.xml", &detail).await);
}

#[tokio::test]
async fn a_visitor_with_a_session_cookie_gets_the_same_cached_page() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    let logged_in = page(&app, "/amazon").await;
    let anonymous = fetch(&browser_client(), &app.url("/amazon"), BROWSER)
        .await
        .2;
    assert_eq!(logged_in.as_bytes(), anonymous.as_slice());
}

#[tokio::test]
async fn a_write_through_one_instance_shows_on_another_within_a_second() {
    let (database_url, _dir) = fresh_database().await;
    let one = ServerProcess::start(&database_url, &[]).await;
    let two = ServerProcess::start(&database_url, &[]).await;
    let admin = browser_client();
    one.sign_in_owner(&admin).await;

    let visitor = browser_client();
    let on_two = |path: &str| format!("{}{}", two.base, path);
    for title in ["Havells Iron", "Bajaj Mixer"] {
        // Warm the other instance's cache, then write through the first.
        let before = fetch(&visitor, &on_two("/affiliate"), BROWSER).await.2;
        assert!(!String::from_utf8(before).unwrap().contains(title));
        let res = admin
            .post(format!("{}/admin/aff", one.base))
            .json(&json!({"title": title, "price": 1299}))
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 201);
        let written = Instant::now();
        loop {
            let now = fetch(&visitor, &on_two("/affiliate"), BROWSER).await.2;
            if String::from_utf8(now).unwrap().contains(title) {
                break;
            }
            assert!(
                written.elapsed() < Duration::from_secs(1),
                "the second instance still shows the old list after 1 s"
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }
}

/// A visitor's GET of a public JSON read: its ETag and its text.
async fn public_json(app: &TestApp, visitor: &Client, path: &str) -> (String, String) {
    let res = visitor
        .get(app.url(path))
        .header(ACCEPT_ENCODING, BROWSER)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200, "GET {path}");
    assert_eq!(res.headers()[CACHE_CONTROL], "no-cache", "{path}");
    let etag = res.headers()[ETAG].to_str().unwrap().to_owned();
    let coding = res
        .headers()
        .get(CONTENT_ENCODING)
        .map(|v| v.to_str().unwrap().to_owned());
    let body = decode(coding.as_deref(), &res.bytes().await.unwrap());
    let text = String::from_utf8(body).unwrap();
    serde_json::from_str::<Value>(&text).expect("JSON");
    (etag, text)
}

#[tokio::test]
async fn public_json_reads_are_cached_and_change_with_services_positions_and_products() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    let visitor = browser_client();
    let reads = [
        "/serviceent/list",
        "/posts/all",
        "/dept/withposts",
        "/admin/aff/active",
    ];
    let mut before = Vec::new();
    for path in reads {
        let (etag, text) = public_json(&app, &visitor, path).await;
        assert_eq!(
            public_json(&app, &visitor, path).await,
            (etag.clone(), text.clone())
        );
        let again = visitor
            .get(app.url(path))
            .header(ACCEPT_ENCODING, BROWSER)
            .header("if-none-match", &etag)
            .send()
            .await
            .unwrap();
        assert_eq!(again.status(), StatusCode::NOT_MODIFIED, "{path}");
        before.push(etag);
    }

    let svc: Value = app
        .post_json(
            "/admin/createpost",
            &json!({"serviceName": "Nykaa Services", "subServiceName": "Beauty Catalogue"}),
        )
        .await
        .json()
        .await
        .unwrap();
    let (etag, services) = public_json(&app, &visitor, "/serviceent/list").await;
    assert_ne!(etag, before[0]);
    assert!(services.contains("Beauty Catalogue"));
    let res = app
        .delete(&format!("/admin/delapost/{}", svc["serId"]))
        .await;
    assert!(res.status().is_success());
    assert!(!public_json(&app, &visitor, "/serviceent/list")
        .await
        .1
        .contains("Beauty Catalogue"));

    let (_, pos_id) = app
        .department_with_position("Seller Support", "Account Executive")
        .await;
    for path in ["/posts/all", "/dept/withposts"] {
        assert!(
            public_json(&app, &visitor, path)
                .await
                .1
                .contains("Account Executive"),
            "{path}"
        );
    }
    let res = app
        .delete(&format!("/admin/departments/deletepos/{pos_id}"))
        .await;
    assert!(res.status().is_success());
    for path in ["/posts/all", "/dept/withposts"] {
        assert!(
            !public_json(&app, &visitor, path)
                .await
                .1
                .contains("Account Executive"),
            "{path}"
        );
    }

    let product: Value = app
        .post_json(
            "/admin/aff",
            &json!({"title": "Hawkins Tawa", "price": 1199}),
        )
        .await
        .json()
        .await
        .unwrap();
    let id = product["id"].as_i64().unwrap();
    assert!(public_json(&app, &visitor, "/admin/aff/active")
        .await
        .1
        .contains("Hawkins Tawa"));
    let res = app
        .patch_json(
            &format!("/admin/aff/{id}/modify"),
            &json!({"title": "Hawkins Kadai"}),
        )
        .await;
    assert!(res.status().is_success());
    let active = public_json(&app, &visitor, "/admin/aff/active").await.1;
    assert!(active.contains("Hawkins Kadai") && !active.contains("Hawkins Tawa"));
    let res = app
        .patch_json(
            &format!("/admin/aff/{id}/modify"),
            &json!({"active": false}),
        )
        .await;
    assert!(res.status().is_success());
    assert!(!public_json(&app, &visitor, "/admin/aff/active")
        .await
        .1
        .contains("Hawkins Kadai"));

    // With a session the positions carry their applications, never cached.
    let res = app.get("/posts/all").await;
    assert_eq!(res.headers()[CACHE_CONTROL], "no-store");
}
