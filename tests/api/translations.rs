//! Translations in the editor over HTTP: each English page's state in
//! Hindi (current, out of date once the English is published again,
//! missing), the English fields changed since a translation was last
//! saved, starting a missing translation from the English, a translation
//! going through the same drafts, preview, schedule and history as every
//! item, the content list a page at a time with its filters, and a slug in
//! Devanagari giving a valid, percent-encoded address that stays the same.
use std::time::{Duration, Instant};

use sea_orm::{ConnectionTrait, Database};
use serde_json::{json, Value};

use crate::{
    content::{anonymous_page, in_seconds, json_of},
    helpers::{assert_error, browser_client, error_fields, spawn_app, TestApp},
};

/// Every item of the plain list.
async fn all_items(app: &TestApp) -> Vec<Value> {
    let list = json_of(app.get("/admin/content").await, 200, "content list").await;
    list.as_array().unwrap().clone()
}

/// The item at `path`, opened.
async fn opened_at(app: &TestApp, path: &str) -> Value {
    let item = all_items(app)
        .await
        .into_iter()
        .find(|i| i["path"] == path)
        .unwrap_or_else(|| panic!("no content item at {path}"));
    open(app, item["id"].as_i64().unwrap()).await
}

async fn open(app: &TestApp, id: i64) -> Value {
    json_of(
        app.get(&format!("/admin/content/{id}")).await,
        200,
        "open item",
    )
    .await
}

/// Saves `fields` as a draft of `item` on its latest revision.
async fn save(app: &TestApp, item: &Value, fields: &Value) -> Value {
    let res = app
        .put_json(
            &format!("/admin/content/{}/draft", item["id"]),
            &json!({"baseRevision": item["revision"], "fields": fields}),
        )
        .await;
    json_of(res, 200, "save draft").await
}

async fn publish(app: &TestApp, id: &Value) -> Value {
    let res = app
        .post_empty(&format!("/admin/content/{id}/publish"))
        .await;
    json_of(res, 200, "publish").await
}

async fn page(app: &TestApp, query: &str) -> Value {
    json_of(
        app.get(&format!("/admin/content/page?{query}")).await,
        200,
        query,
    )
    .await
}

fn ids(page: &Value) -> Vec<i64> {
    page["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["id"].as_i64().unwrap())
        .collect()
}

fn row<'a>(page: &'a Value, id: &Value) -> &'a Value {
    page["items"]
        .as_array()
        .unwrap()
        .iter()
        .find(|i| i["id"] == *id)
        .unwrap_or_else(|| panic!("item {id} not in {page}"))
}

/// The English item's Hindi entry.
fn hindi(item: &Value) -> &Value {
    item["translations"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["language"] == "hi")
        .unwrap_or_else(|| panic!("no Hindi entry in {item}"))
}

/// The change at `path` among a source's changes.
fn change<'a>(source: &'a Value, path: &str) -> Option<&'a Value> {
    source["changes"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["path"] == path)
}

#[tokio::test]
async fn a_translation_goes_out_of_date_when_its_english_is_published_again_and_a_save_brings_it_back(
) {
    // Arrange: the English A+ Content page and its seeded Hindi translation
    let app = spawn_app().await;
    app.login_as_admin().await;
    let english = opened_at(&app, "/amazon/aplus").await;
    let translation = opened_at(&app, "/hi/amazon/aplus").await;
    assert_eq!(hindi(&english)["state"], "current");
    assert_eq!(hindi(&english)["id"], translation["id"]);
    assert_eq!(hindi(&english)["path"], "/hi/amazon/aplus");
    assert_eq!(translation["sourceId"], english["id"]);
    assert_eq!(translation["source"]["state"], "current");
    assert_eq!(translation["source"]["savedAgainst"], 1);
    assert_eq!(translation["source"]["changes"], json!([]));
    assert!(translation["translations"].as_array().unwrap().is_empty());
    let old_h1 = english["fields"]["h1"].as_str().unwrap().to_owned();
    let old_answer = english["fields"]["faq"][0]["a"]
        .as_str()
        .unwrap()
        .to_owned();
    let mut fields = english["fields"].clone();
    fields["h1"] = json!("Amazon A+ Content for Patna brands");
    fields["faq"][0]["a"] = json!("Usually within seven working days of submission.");

    // Act 1: a draft of the English alone changes nothing
    let drafted = save(&app, &english, &fields).await;

    // Assert 1
    assert_eq!(hindi(&drafted)["state"], "current");
    let outdated = page(&app, "translation=outdated").await;
    assert!(!ids(&outdated).contains(&english["id"].as_i64().unwrap()));

    // Act 2: the English is published again
    publish(&app, &english["id"]).await;

    // Assert 2: out of date, on both sides, with the changed English fields
    let english_now = open(&app, english["id"].as_i64().unwrap()).await;
    assert_eq!(hindi(&english_now)["state"], "outdated");
    let translation_now = open(&app, translation["id"].as_i64().unwrap()).await;
    let source = &translation_now["source"];
    assert_eq!(source["state"], "outdated");
    assert_eq!(source["savedAgainst"], 1);
    assert_eq!(source["publishedRevision"], 2);
    let h1 = change(source, "h1").expect("the h1 changed");
    assert_eq!(h1["before"], json!(old_h1));
    assert_eq!(h1["after"], "Amazon A+ Content for Patna brands");
    let answer = change(source, "faq[0].a").expect("the first answer changed");
    assert_eq!(answer["before"], json!(old_answer));
    assert_eq!(
        answer["after"],
        "Usually within seven working days of submission."
    );
    assert_eq!(source["changes"].as_array().unwrap().len(), 2, "{source}");
    let outdated = page(&app, "translation=outdated").await;
    assert_eq!(hindi(row(&outdated, &english["id"]))["state"], "outdated");
    assert_eq!(
        row(&outdated, &translation["id"])["translationState"],
        "outdated"
    );

    // Act 3: the translator saves the Hindi unchanged (it still matches)
    let saved = save(&app, &translation_now, &translation_now["fields"]).await;

    // Assert 3: current again, saved against the new English, no new revision
    assert_eq!(saved["revision"], 1);
    assert_eq!(saved["source"]["state"], "current");
    assert_eq!(saved["source"]["savedAgainst"], 2);
    assert_eq!(saved["source"]["changes"], json!([]));
    let english_now = open(&app, english["id"].as_i64().unwrap()).await;
    assert_eq!(hindi(&english_now)["state"], "current");
    let current = page(&app, "translation=current&language=hi&kind=servicePage").await;
    assert!(ids(&current).contains(&translation["id"].as_i64().unwrap()));

    // Act 4: the English again; the Hindi is restored (not saved), then saved changed
    let mut fields = english_now["fields"].clone();
    fields["lead"] = json!("A+ Content, earlier called Enhanced Brand Content, for Patna sellers.");
    save(&app, &english_now, &fields).await;
    publish(&app, &english["id"]).await;
    let mut hindi_fields = saved["fields"].clone();
    hindi_fields["h1"] = json!("पटना के ब्रांड्स के लिए Amazon A+ Content");
    let edited = save(&app, &saved, &hindi_fields).await;
    assert_eq!(edited["revision"], 2);
    assert_eq!(edited["source"]["savedAgainst"], 3);
    assert_eq!(edited["source"]["state"], "current");
    let english_latest = open(&app, english["id"].as_i64().unwrap()).await;
    let mut fields = english_latest["fields"].clone();
    fields["h1"] = json!("Amazon A+ Content in Bihar");
    save(&app, &english_latest, &fields).await;
    publish(&app, &english["id"]).await;
    let res = app
        .post_empty(&format!(
            "/admin/content/{}/revisions/1/restore",
            translation["id"]
        ))
        .await;
    let restored = json_of(res, 200, "restore").await;

    // Assert 4: a changed save recorded the English of then; a restore
    // records nothing, so the translation stays out of date
    assert_eq!(restored["revision"], 3);
    assert_eq!(restored["source"]["savedAgainst"], 3);
    assert_eq!(restored["source"]["publishedRevision"], 4);
    assert_eq!(restored["source"]["state"], "outdated");
    let h1 = change(&restored["source"], "h1").unwrap();
    assert_eq!(h1["before"], "Amazon A+ Content for Patna brands");
    assert_eq!(h1["after"], "Amazon A+ Content in Bihar");
    assert!(change(&restored["source"], "lead").is_none());
}

/// Arranges an English service page with no Hindi translation: `path`'s
/// Hindi item, if a content file seeded one, is taken out of the database.
async fn without_hindi(app: &TestApp, path: &str) -> Value {
    let db = Database::connect(&app.config.database_url).await.unwrap();
    let hindi_path = format!("/hi{path}");
    for sql in [
        format!("DELETE FROM content_revisions WHERE item_id IN (SELECT id FROM content_items WHERE path = '{hindi_path}')"),
        format!("DELETE FROM content_items WHERE path = '{hindi_path}'"),
        // Every instance reloads the content without it.
        "UPDATE cache_version SET version = version + 1 WHERE id = 1".to_owned(),
    ] {
        db.execute_unprepared(&sql).await.unwrap();
    }
    opened_at(app, path).await
}

#[tokio::test]
async fn a_missing_translation_is_started_from_the_english_as_a_hindi_draft_at_its_address() {
    // Arrange
    let app = spawn_app().await;
    app.login_as_admin().await;
    let english = without_hindi(&app, "/meesho").await;
    let id = english["id"].as_i64().unwrap();
    assert_eq!(hindi(&english)["state"], "missing");
    assert!(hindi(&english)["id"].is_null());
    let missing = page(&app, "translation=missing&kind=servicePage").await;
    assert_eq!(hindi(row(&missing, &english["id"]))["state"], "missing");
    let start = |id: i64, body: Value| {
        let app = &app;
        async move {
            app.post_json(&format!("/admin/content/{id}/translations"), &body)
                .await
        }
    };

    // Act
    let made = json_of(start(id, json!({"language": "hi"})).await, 201, "start").await;

    // Assert: a Hindi draft whose fields start as the English ones
    assert_eq!(made["language"], "hi");
    assert_eq!(made["path"], "/hi/meesho");
    assert_eq!(made["status"], "draft");
    assert_eq!(made["revision"], 1);
    assert!(made["publishedRevision"].is_null());
    assert_eq!(made["fields"], english["fields"]);
    assert_eq!(made["sourceId"], id);
    assert_eq!(made["source"]["state"], "current");
    assert_eq!(made["source"]["savedAgainst"], 1);
    let english_now = open(&app, id).await;
    assert_eq!(hindi(&english_now)["state"], "current");
    assert_eq!(hindi(&english_now)["id"], made["id"]);
    let history = json_of(
        app.get(&format!("/admin/content/{}/revisions", made["id"]))
            .await,
        200,
        "history",
    )
    .await;
    assert_eq!(
        history[0]["note"],
        "Translation started from the English revision 1"
    );
    // Not on the site until published.
    answering(&app, "/hi/meesho", 404).await;
    // A second start, another language, a translation or a testimonial: refused.
    assert_error(start(id, json!({"language": "hi"})).await, 409, None).await;
    for bad in [
        json!({"language": "en"}),
        json!({"language": "fr"}),
        json!({}),
    ] {
        assert_error(start(id, bad).await, 422, Some("language")).await;
    }
    let made_id = made["id"].as_i64().unwrap();
    assert_error(start(made_id, json!({"language": "hi"})).await, 409, None).await;
    let testimonial = all_items(&app)
        .await
        .into_iter()
        .find(|i| i["kind"] == "testimonial")
        .unwrap();
    let testimonial_id = testimonial["id"].as_i64().unwrap();
    assert_error(
        start(testimonial_id, json!({"language": "hi"})).await,
        409,
        None,
    )
    .await;
    assert_error(start(999_999, json!({"language": "hi"})).await, 404, None).await;
}

/// The page at `path` as a visitor gets it once it answers `status` (the
/// site reloads its content within a poll of a change), within 5 s.
async fn answering(app: &TestApp, path: &str, status: u16) -> String {
    let deadline = Instant::now() + Duration::from_secs(5);
    loop {
        let (got, text) = anonymous_page(app, path).await;
        if got == status {
            return text;
        }
        assert!(
            Instant::now() < deadline,
            "{path} answers {got}, not {status}"
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

#[tokio::test]
async fn a_translation_has_the_drafts_preview_schedule_and_history_of_every_item() {
    // Arrange: a Hindi translation started and written
    let app = spawn_app().await;
    app.login_as_admin().await;
    let english = without_hindi(&app, "/meesho").await;
    let made = json_of(
        app.post_json(
            &format!("/admin/content/{}/translations", english["id"]),
            &json!({"language": "hi"}),
        )
        .await,
        201,
        "start",
    )
    .await;
    let mut fields = made["fields"].clone();
    fields["h1"] = json!("Meesho पर बेचें");
    fields["lead"] =
        json!("Meesho पर सप्लायर रजिस्ट्रेशन से लेकर पहले ऑर्डर तक, पटना से हम हर क़दम पर साथ हैं।");

    // Act 1: a draft and its preview
    let drafted = save(&app, &made, &fields).await;

    // Assert 1
    assert_eq!(drafted["revision"], 2);
    assert_eq!(drafted["status"], "draft");
    let preview = app.get("/hi/meesho?preview").await;
    assert_eq!(preview.status(), 200);
    let preview = preview.text().await.unwrap();
    assert!(
        preview.contains("Meesho पर बेचें"),
        "the preview shows the draft"
    );
    assert!(preview.contains("Draft preview"));
    assert!(preview.contains(r#"lang="hi""#));
    let (status, _) = anonymous_page(&app, "/hi/meesho?preview").await;
    assert_eq!(status, 404, "no preview for visitors");

    // Act 2: scheduled two seconds ahead
    let res = app
        .post_json(
            &format!("/admin/content/{}/schedule", made["id"]),
            &json!({"at": in_seconds(2)}),
        )
        .await;
    let scheduled = json_of(res, 200, "schedule").await;

    // Assert 2: published by the scheduler, live in Hindi, in the history
    assert_eq!(scheduled["status"], "scheduled");
    assert_eq!(scheduled["scheduledRevision"], 2);
    let id = made["id"].as_i64().unwrap();
    let deadline = Instant::now() + Duration::from_secs(8);
    loop {
        let now = open(&app, id).await;
        if now["status"] == "published" {
            assert_eq!(now["publishedRevision"], 2);
            break;
        }
        assert!(Instant::now() < deadline, "not published on time: {now}");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    let live = answering(&app, "/hi/meesho", 200).await;
    assert!(live.contains("Meesho पर बेचें"));
    assert!(live.contains(r#"<html lang="hi""#));
    assert!(live.contains(r#"hreflang="en-IN""#));
    let history = json_of(
        app.get(&format!("/admin/content/{id}/revisions")).await,
        200,
        "history",
    )
    .await;
    let notes: Vec<&str> = history
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["note"].as_str().unwrap())
        .collect();
    assert_eq!(
        notes,
        [
            "Draft saved",
            "Translation started from the English revision 1"
        ]
    );
}

#[tokio::test]
async fn the_content_list_comes_a_page_at_a_time_with_its_filters() {
    // Arrange
    let app = spawn_app().await;
    app.login_as_admin().await;
    let every = all_items(&app).await;
    let every_id: Vec<i64> = every.iter().map(|i| i["id"].as_i64().unwrap()).collect();
    let hubs = every.iter().filter(|i| i["kind"] == "hub").count() as u64;
    let homes = every.iter().filter(|i| i["kind"] == "home").count() as u64;
    let in_hindi = every.iter().filter(|i| i["language"] == "hi").count() as u64;

    // Act
    let first = page(&app, "perPage=10").await;
    let mut listed = Vec::new();
    for n in 1..=first["pages"].as_u64().unwrap() {
        listed.extend(ids(&page(&app, &format!("perPage=10&page={n}")).await));
    }
    let last = page(&app, "perPage=100&page=100000").await;

    // Assert: every item once, in the order added, as the plain list has them
    assert_eq!(first["total"], every.len() as u64);
    assert_eq!(first["perPage"], 10);
    assert_eq!(first["page"], 1);
    assert_eq!(first["pages"], (every.len() as u64).div_ceil(10));
    assert_eq!(listed, every_id);
    assert_eq!(last["items"], json!([]));
    assert_eq!(last["total"], every.len() as u64);
    let row = &first["items"][0];
    for key in every[0].as_object().unwrap().keys() {
        assert_eq!(row[key], every[0][key], "{key}");
    }
    // The plain list answers as before: no translation fields.
    assert!(every[0].get("translations").is_none());
    // Filters
    assert_eq!(page(&app, "kind=hub").await["total"], hubs);
    assert_eq!(page(&app, "kind=hub,home").await["total"], hubs + homes);
    let hindi_page = page(&app, "language=hi&perPage=100").await;
    assert_eq!(hindi_page["total"], in_hindi);
    assert!(hindi_page["items"]
        .as_array()
        .unwrap()
        .iter()
        .all(|i| i["language"] == "hi"
            && (i["sourceId"].is_null() || i["translationState"] == "current")));
    assert_eq!(page(&app, "status=draft").await["total"], 0);
    assert_eq!(
        page(&app, "status=published").await["total"],
        every.len() as u64
    );
    // Search words: in any field of the latest revision or the address, any case.
    let found = page(&app, "q=ENHANCED%20brand&kind=servicePage&language=en").await;
    assert!(found["items"]
        .as_array()
        .unwrap()
        .iter()
        .any(|i| i["path"] == "/amazon/aplus"));
    let found = page(
        &app,
        "q=%E0%A4%AD%E0%A4%B0%E0%A5%8B%E0%A4%B8%E0%A4%BE&language=hi",
    )
    .await; // भरोसा
    assert!(
        found["items"]
            .as_array()
            .unwrap()
            .iter()
            .any(|i| i["path"] == "/hi/amazon/aplus"),
        "{found}"
    );
    assert_eq!(page(&app, "q=meesho%20zzqx").await["total"], 0);
    assert_eq!(page(&app, "q=100%25_zz").await["total"], 0);
    let by_address = page(&app, "q=/amazon/aplus&language=en").await;
    let aplus = every.iter().find(|i| i["path"] == "/amazon/aplus").unwrap();
    assert!(ids(&by_address).contains(&aplus["id"].as_i64().unwrap()));
    assert!(by_address["total"].as_u64().unwrap() < every.len() as u64 / 2);
}

#[tokio::test]
async fn the_content_list_refuses_each_parameter_it_cannot_read_at_its_own_name() {
    // Arrange
    let app = spawn_app().await;
    app.login_as_admin().await;
    let long = "a".repeat(201);

    // Act
    let res = app
        .get(&format!(
            "/admin/content/page?page=0&kind=hub,blog&status=gone&language=fr&translation=stale&q={long}"
        ))
        .await;

    // Assert
    let body = assert_error(res, 422, None).await;
    let fields = error_fields(&body);
    for field in ["page", "kind", "status", "language", "translation", "q"] {
        assert!(fields.contains(&field), "{field} in {body}");
    }
    for one in [
        "page=x",
        "perPage=0",
        "perPage=101",
        "kind=Hub",
        "translation=OUTDATED",
        "status=Draft",
    ] {
        let res = app.get(&format!("/admin/content/page?{one}")).await;
        assert_eq!(res.status(), 422, "{one}");
    }
    let stranger = app.with_client(browser_client());
    assert_error(stranger.get("/admin/content/page").await, 401, None).await;
    let res = stranger
        .post_json("/admin/content/1/translations", &json!({"language": "hi"}))
        .await;
    assert_error(res, 401, None).await;
}

#[tokio::test]
async fn a_devanagari_slug_gives_a_valid_percent_encoded_address_that_stays_the_same() {
    // Arrange
    let app = spawn_app().await;
    app.login_as_admin().await;
    let slug = "अमेज़न-विज्ञापन-गाइड-2026";
    let raw = format!("/insights/{slug}");
    let encoded = reqwest::Url::parse(&format!("http://x{raw}"))
        .unwrap()
        .path()
        .to_owned();
    assert!(encoded.starts_with("/insights/%E0%A4%85"), "{encoded}");
    let fields = json!({
        "slug": slug,
        "title": "Amazon विज्ञापन: पटना के सेलर्स के लिए हर हफ़्ते की जाँच",
        "description": "Amazon.in के search term report को हर हफ़्ते कैसे पढ़ें, ताकि बेकार clicks पर ख़र्च घटे और बिकने वाली searches पर बजट जाए।",
        "summary": "हर हफ़्ते की वह जाँच जिससे विज्ञापन का पैसा सही searches पर लगता है।",
        "body": "## पहला क़दम\n\nReport खोलें और ACoS देखें।",
        "author": "Vanijya Digital ads team",
        "tags": ["Amazon Ads"],
        "date": "2026-11-20"
    });

    // Act
    let created = json_of(
        app.post_json(
            "/admin/content",
            &json!({"kind": "article", "fields": fields}),
        )
        .await,
        201,
        "create",
    )
    .await;
    publish(&app, &created["id"]).await;

    // Assert: stored as typed, served at the encoded address, written encoded
    assert_eq!(created["path"], raw);
    let live = answering(&app, &encoded, 200).await;
    let base = app.config.site.base();
    assert!(
        live.contains(&format!(r#"<link rel="canonical" href="{base}{encoded}">"#)),
        "canonical"
    );
    assert!(!live.contains(&format!("{base}{raw}")));
    let sitemap = app.get("/sitemap.xml").await.text().await.unwrap();
    assert!(sitemap.contains(&format!("<loc>{base}{encoded}</loc>")));
    assert!(!sitemap.contains(slug));
    let feed = app.get("/insights/feed.xml").await.text().await.unwrap();
    assert!(feed.contains(&format!("{base}{encoded}")));
    let list = answering(&app, "/insights", 200).await;
    assert!(list.contains(&raw) || list.contains(&encoded));
    // A later save keeps the address.
    let mut edited = created["fields"].clone();
    edited["title"] = json!("Amazon विज्ञापन: हर हफ़्ते की जाँच, पटना से");
    let opened = open(&app, created["id"].as_i64().unwrap()).await;
    let saved = save(&app, &opened, &edited).await;
    assert_eq!(saved["path"], raw);
    // Devanagari punctuation or spaces are no slug.
    for bad in ["अमेज़न।", "अमेज़न विज्ञापन"] {
        let mut fields = created["fields"].clone();
        fields["slug"] = json!(bad);
        let res = app
            .post_json(
                "/admin/content",
                &json!({"kind": "article", "fields": fields}),
            )
            .await;
        assert_error(res, 422, Some("fields.slug")).await;
    }
}

/// Runs `sqls` on the app's database.
async fn run_sql(app: &TestApp, sqls: &[&str]) {
    let db = Database::connect(&app.config.database_url).await.unwrap();
    for sql in sqls {
        db.execute_unprepared(sql).await.unwrap();
    }
    db.close().await.unwrap();
}

/// How many Hindi items the content list holds.
async fn hindi_items(app: &TestApp) -> usize {
    all_items(app)
        .await
        .iter()
        .filter(|i| i["language"] == "hi")
        .count()
}

#[tokio::test]
async fn a_hindi_page_added_after_a_site_was_seeded_reaches_it_on_restart() {
    // Arrange: a database from before the per-page seeding, seeded when
    // /hi/meesho had no content file yet (its other Hindi pages are there)
    let app = spawn_app().await;
    app.login_as_admin().await;
    let seeded = hindi_items(&app).await;
    without_hindi(&app, "/meesho").await;
    run_sql(
        &app,
        &[
            "DROP TABLE content_seeds",
            "DELETE FROM seaql_migrations WHERE version = 'm20261128_020000_create_content_seeds'",
        ],
    )
    .await;

    // Act: the release with the content file starts on it
    let restarted = app.another_instance().await.with_client(app.client.clone());

    // Assert: that one page is added as the English page's translation,
    // nothing else twice
    let page = restarted.get("/hi/meesho").await;
    assert_eq!(page.status(), 200);
    assert!(page.text().await.unwrap().contains(r#"<html lang="hi""#));
    let english = opened_at(&restarted, "/meesho").await;
    assert_eq!(hindi(&english)["state"], "current");
    assert_eq!(hindi_items(&restarted).await, seeded);
    let again = restarted
        .another_instance()
        .await
        .with_client(app.client.clone());
    assert_eq!(hindi_items(&again).await, seeded, "seeded once");
}

#[tokio::test]
async fn a_hindi_page_taken_out_of_the_site_stays_out_after_restart() {
    // Arrange: two Hindi pages taken out, as tests/browser/serve.sh does
    let app = spawn_app().await;
    app.login_as_admin().await;
    let seeded = hindi_items(&app).await;
    without_hindi(&app, "/meesho").await;
    without_hindi(&app, "/ajio").await;

    // Act
    let restarted = app.another_instance().await.with_client(app.client.clone());

    // Assert
    for path in ["/hi/meesho", "/hi/ajio"] {
        assert_eq!(restarted.get(path).await.status(), 404, "{path}");
    }
    let english = opened_at(&restarted, "/ajio").await;
    assert_eq!(hindi(&english)["state"], "missing");
    assert_eq!(hindi_items(&restarted).await, seeded - 2);
}

#[tokio::test]
async fn a_search_puts_the_page_whose_title_holds_the_words_first() {
    let app = spawn_app().await;
    app.login_as_admin().await;

    let found = page(&app, "q=brand%20store&language=en").await;

    let paths: Vec<&str> = found["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["path"].as_str().unwrap_or_default())
        .collect();
    assert!(paths.len() > 1, "other pages mention it too: {paths:?}");
    assert_eq!(paths[0], "/amazon/store", "{paths:?}");
}
