//! The content editor over HTTP: the site's pages are content items seeded
//! from the content files; a draft is not live until published; a save on
//! an older revision is refused with 409; history is kept and restored as
//! a new draft; scheduled publishing happens exactly once, also when it
//! fell due while the server was down; what an editor types never runs as
//! script on a public page.
use std::time::{Duration, Instant};

use serde_json::{json, Value};

use crate::helpers::{
    assert_error, browser_client, fresh_database, spawn_app, spawn_app_with, ServerProcess, TestApp,
};

pub(crate) async fn json_of(res: reqwest::Response, status: u16, what: &str) -> Value {
    let got = res.status().as_u16();
    let body: Value = res.json().await.unwrap_or(Value::Null);
    assert_eq!(got, status, "{what}: {body}");
    body
}

/// The editor's list entry for `path`.
async fn item_at(app: &TestApp, path: &str) -> Value {
    let list = json_of(app.get("/admin/content").await, 200, "content list").await;
    list.as_array()
        .unwrap()
        .iter()
        .find(|i| i["path"] == path)
        .unwrap_or_else(|| panic!("no content item at {path}"))
        .clone()
}

async fn open(app: &TestApp, id: &Value) -> Value {
    json_of(
        app.get(&format!("/admin/content/{id}")).await,
        200,
        "open item",
    )
    .await
}

async fn save(app: &TestApp, id: &Value, base: &Value, fields: &Value) -> reqwest::Response {
    app.put_json(
        &format!("/admin/content/{id}/draft"),
        &json!({"baseRevision": base, "fields": fields}),
    )
    .await
}

async fn page_text(app: &TestApp, path: &str) -> String {
    let res = app.get(path).await;
    assert_eq!(res.status(), 200, "GET {path}");
    res.text().await.unwrap()
}

pub(crate) async fn anonymous_page(app: &TestApp, path: &str) -> (u16, String) {
    let res = browser_client().get(app.url(path)).send().await.unwrap();
    (res.status().as_u16(), res.text().await.unwrap())
}

/// A valid new article's fields.
fn article(slug: &str, body: &str) -> Value {
    json!({
        "slug": slug,
        "title": "Reading your Amazon search term report",
        "description": "How we read the Amazon.in search term report each week to cut wasted ad spend for Patna sellers, step by step.",
        "summary": "The weekly routine we use to move budget from wasted clicks to the searches that sell.",
        "body": body,
        "author": "Vanijya Digital ads team",
        "tags": ["Amazon Ads"],
        "date": "2026-11-20"
    })
}

#[tokio::test]
async fn every_page_of_the_site_is_a_published_content_item_at_its_first_revision() {
    // Arrange
    let app = spawn_app().await;
    app.login_as_admin().await;

    // Act
    let list = json_of(app.get("/admin/content").await, 200, "content list").await;

    // Assert
    let list = list.as_array().unwrap();
    let count = |kind: &str, language: &str| {
        list.iter()
            .filter(|i| i["kind"] == kind && i["language"] == language)
            .count()
    };
    assert_eq!(count("servicePage", "en"), 32);
    assert_eq!(count("hub", "en"), 4);
    assert_eq!(count("home", "en"), 1);
    assert_eq!(count("about", "en"), 1);
    // The Hindi edition: its home, about page and hubs, and the service
    // pages translated so far.
    assert_eq!(count("hub", "hi"), 4);
    assert_eq!(count("home", "hi"), 1);
    assert_eq!(count("about", "hi"), 1);
    assert!(count("servicePage", "hi") >= 4);
    for item in list {
        assert_eq!(item["status"], "published", "{item}");
        assert_eq!(item["revision"], 1);
        assert_eq!(item["publishedRevision"], 1);
        assert_eq!(item["hasDraft"], false);
        assert!(item["language"] == "en" || item["language"] == "hi");
        assert!(item["updatedAt"].is_string());
    }
    let aplus = item_at(&app, "/amazon/aplus").await;
    let opened = open(&app, &aplus["id"]).await;
    assert_eq!(opened["fields"]["navTitle"], "A+ Content");
    assert!(opened["fields"]["sections"][0]["heading"].is_string());
    assert!(opened["fields"]["faq"][0]["q"].is_string());
    // Placeholders stay as typed; the page fills them.
    assert!(opened["fields"]["title"]
        .as_str()
        .unwrap()
        .contains("{name}"));
    let page = page_text(&app, "/amazon/aplus").await;
    assert!(page.contains(&app.config.site.product_name));
}

#[tokio::test]
async fn the_editor_shows_titles_with_their_placeholders_filled_and_keeps_them_in_the_fields() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    let name = &app.config.site.product_name;

    let list: Value = app.get("/admin/content").await.json().await.unwrap();
    let about = item_at(&app, "/about").await;
    let opened = open(&app, &about["id"]).await;

    for item in list.as_array().unwrap() {
        let title = item["title"].as_str().unwrap();
        assert!(
            !title.contains('{'),
            "a raw placeholder in the list: {title}"
        );
    }
    assert_eq!(about["title"], format!("About {name}"));
    assert_eq!(opened["title"], format!("About {name}"));
    assert_eq!(
        opened["fields"]["h1"], "About {name}",
        "the field keeps what was typed"
    );
}

#[tokio::test]
async fn editor_calls_are_for_administrators_only() {
    let app = spawn_app().await;
    for path in [
        "/admin/content",
        "/admin/content/1",
        "/admin/content/1/revisions",
    ] {
        assert_error(app.get(path).await, 401, None).await;
    }
    let res = save(&app, &json!(1), &json!(1), &json!({})).await;
    assert_error(res, 401, None).await;
    assert_error(app.post_empty("/admin/content/1/publish").await, 401, None).await;
}

#[tokio::test]
async fn a_draft_is_not_live_until_published_and_the_preview_shows_it_to_administrators() {
    // Arrange
    let app = spawn_app().await;
    app.login_as_admin().await;
    let item = item_at(&app, "/amazon/aplus").await;
    let opened = open(&app, &item["id"]).await;
    let mut fields = opened["fields"].clone();
    fields["sections"][0]["heading"] = json!("A+ modules that answer buyers' questions");
    fields["faq"][0]["q"] = json!("How long does Amazon take to approve A+ content?");
    let before = page_text(&app, "/amazon/aplus").await;

    // Act: save a draft
    let saved = json_of(
        save(&app, &item["id"], &json!(1), &fields).await,
        200,
        "save",
    )
    .await;

    // Assert: stored as revision 2, the live page unchanged
    assert_eq!(saved["revision"], 2);
    assert_eq!(saved["publishedRevision"], 1);
    assert_eq!(saved["savedBy"], "Test Admin");
    let (status, live) = anonymous_page(&app, "/amazon/aplus").await;
    assert_eq!(status, 200);
    assert!(!live.contains("A+ modules that answer buyers"));
    assert_eq!(page_text(&app, "/amazon/aplus").await, before);

    // The preview at the page's own address, for the administrator only
    let preview = page_text(&app, "/amazon/aplus?preview").await;
    assert!(
        preview.contains("A+ modules that answer buyers"),
        "preview shows the draft"
    );
    assert!(preview.contains("How long does Amazon take to approve A+ content?"));
    assert!(preview.contains("Draft preview"));
    assert!(preview.contains(r#"content="noindex, nofollow""#));
    let res = app.get("/amazon/aplus?preview").await;
    assert_eq!(res.headers()["cache-control"], "private, no-store");
    let (_, stranger) = anonymous_page(&app, "/amazon/aplus?preview").await;
    assert!(!stranger.contains("A+ modules that answer buyers"));
    assert!(!stranger.contains("Draft preview"));

    // Act: publish
    let published = json_of(
        app.post_empty(&format!("/admin/content/{}/publish", item["id"]))
            .await,
        200,
        "publish",
    )
    .await;

    // Assert: live at once, for everyone
    assert_eq!(published["publishedRevision"], 2);
    let (_, live) = anonymous_page(&app, "/amazon/aplus").await;
    assert!(live.contains("A+ modules that answer buyers"));
    assert!(live.contains("How long does Amazon take to approve A+ content?"));
    assert!(!live.contains("Draft preview"));
}

#[tokio::test]
async fn publishing_shows_on_another_instance_within_two_seconds() {
    // Arrange
    let app = spawn_app().await;
    let other = app.another_instance().await;
    app.login_as_admin().await;
    let item = item_at(&app, "/flipkart").await;
    let mut fields = open(&app, &item["id"]).await["fields"].clone();
    fields["lead"] = json!("Flipkart Seller Hub work from our Patna office, start to finish.");
    // The other instance has the page cached.
    assert!(!anonymous_page(&other, "/flipkart")
        .await
        .1
        .contains("start to finish"));
    json_of(
        save(&app, &item["id"], &json!(1), &fields).await,
        200,
        "save",
    )
    .await;

    // Act
    let published_at = Instant::now();
    json_of(
        app.post_empty(&format!("/admin/content/{}/publish", item["id"]))
            .await,
        200,
        "publish",
    )
    .await;

    // Assert
    loop {
        if anonymous_page(&other, "/flipkart")
            .await
            .1
            .contains("start to finish")
        {
            break;
        }
        assert!(
            published_at.elapsed() < Duration::from_secs(2),
            "the other instance still shows the old page"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[tokio::test]
async fn a_save_on_an_older_revision_is_refused_naming_who_saved_last_and_nothing_is_written() {
    // Arrange: two editors open revision 1
    let app = spawn_app().await;
    app.login_as_admin().await;
    app.create_admin("meera@vanijya.test", "another-good-passphrase")
        .await;
    let meera = app.clone_handle();
    let res = meera
        .login("meera@vanijya.test", "another-good-passphrase")
        .await;
    assert_eq!(res.status(), 200);
    let item = item_at(&app, "/about").await;
    let fields = open(&app, &item["id"]).await["fields"].clone();
    let mut first = fields.clone();
    first["lead"] = json!("We are a Patna team of marketplace specialists.");
    let mut second = fields.clone();
    second["lead"] = json!("A second editor's lead, typed at the same time.");
    json_of(
        save(&meera, &item["id"], &json!(1), &first).await,
        200,
        "first save",
    )
    .await;

    // Act
    let res = save(&app, &item["id"], &json!(1), &second).await;

    // Assert
    let body = assert_error(res, 409, None).await;
    let message = body["error"].as_str().unwrap();
    assert!(message.contains("Test Admin"), "{message}");
    assert!(message.contains("Revision 2"), "{message}");
    let revisions = json_of(
        app.get(&format!("/admin/content/{}/revisions", item["id"]))
            .await,
        200,
        "revisions",
    )
    .await;
    assert_eq!(revisions.as_array().unwrap().len(), 2);
    assert_eq!(revisions[0]["fields"]["lead"], first["lead"]);
    // Saving again on the latest revision works.
    let saved = json_of(
        save(&app, &item["id"], &json!(2), &second).await,
        200,
        "retry",
    )
    .await;
    assert_eq!(saved["revision"], 3);
}

#[tokio::test]
async fn restoring_an_old_revision_makes_a_new_draft_and_keeps_the_history() {
    // Arrange
    let app = spawn_app().await;
    app.login_as_admin().await;
    let item = item_at(&app, "/web-dev").await;
    let id = &item["id"];
    let original = open(&app, id).await["fields"].clone();
    let mut edited = original.clone();
    edited["h1"] = json!("Websites for Bihar businesses that sell");
    json_of(save(&app, id, &json!(1), &edited).await, 200, "save").await;
    json_of(
        app.post_empty(&format!("/admin/content/{id}/publish"))
            .await,
        200,
        "publish",
    )
    .await;

    // Act
    let restored = json_of(
        app.post_empty(&format!("/admin/content/{id}/revisions/1/restore"))
            .await,
        200,
        "restore",
    )
    .await;

    // Assert: revision 3 holds revision 1's fields, as a draft
    assert_eq!(restored["revision"], 3);
    assert_eq!(restored["publishedRevision"], 2);
    assert_eq!(restored["fields"], original);
    let revisions = json_of(
        app.get(&format!("/admin/content/{id}/revisions")).await,
        200,
        "revisions",
    )
    .await;
    let numbers: Vec<_> = revisions
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["number"].clone())
        .collect();
    assert_eq!(numbers, [json!(3), json!(2), json!(1)]);
    assert_eq!(revisions[0]["note"], "Restored from revision 1");
    assert_eq!(
        revisions[1]["fields"]["h1"],
        "Websites for Bihar businesses that sell"
    );
    assert!(page_text(&app, "/web-dev")
        .await
        .contains("Websites for Bihar businesses that sell"));
    let missing = app
        .post_empty(&format!("/admin/content/{id}/revisions/9/restore"))
        .await;
    assert_error(missing, 404, None).await;
}

#[tokio::test]
async fn bad_fields_are_refused_at_the_field_and_the_assistant_warns_without_blocking() {
    // Arrange
    let app = spawn_app().await;
    app.login_as_admin().await;
    let item = item_at(&app, "/amazon/aplus").await;
    let fields = open(&app, &item["id"]).await["fields"].clone();

    // Act + Assert: an empty heading and a broken placeholder, named in one
    // answer; an unknown illustration
    let mut bad = fields.clone();
    bad["sections"][1]["heading"] = json!("  ");
    bad["faq"][0]["a"] = json!("Call us in {town}.");
    let body = assert_error(
        save(&app, &item["id"], &json!(1), &bad).await,
        422,
        Some("fields.sections[1].heading"),
    )
    .await;
    assert_eq!(
        refused(&body),
        ["fields.sections[1].heading", "fields.faq[0].a"]
    );
    bad["sections"][1]["heading"] = json!("Designed for Amazon's rules");
    assert_error(
        save(&app, &item["id"], &json!(1), &bad).await,
        422,
        Some("fields.faq[0].a"),
    )
    .await;
    let mut bad = fields.clone();
    bad["image"] = json!("no-such-picture");
    assert_error(
        save(&app, &item["id"], &json!(1), &bad).await,
        422,
        Some("fields.image"),
    )
    .await;
    let mut bad = fields.clone();
    bad["sections"] = json!("not a list");
    assert_error(
        save(&app, &item["id"], &json!(1), &bad).await,
        422,
        Some("fields.sections"),
    )
    .await;
    let res = app
        .put_json(
            &format!("/admin/content/{}/draft", item["id"]),
            &json!({"fields": []}),
        )
        .await;
    let body = assert_error(res, 422, Some("baseRevision")).await;
    assert_eq!(body["errors"][1]["field"], "fields");

    // Warnings: a long title and a short description are saved, with advice
    let mut long = fields.clone();
    long["title"] =
        json!("Amazon A+ Content and Enhanced Brand Content design for Patna sellers | {name}");
    long["description"] = json!("A+ content design.");
    let saved = json_of(save(&app, &item["id"], &json!(1), &long).await, 200, "save").await;
    let warned: Vec<_> = saved["warnings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| w["field"].clone())
        .collect();
    assert_eq!(warned, [json!("title"), json!("description")]);
    assert_eq!(saved["revision"], 2);
}

#[tokio::test]
async fn a_service_page_can_be_taken_off_the_site_and_its_links_go_with_it() {
    // Arrange
    let app = spawn_app().await;
    app.login_as_admin().await;
    let item = item_at(&app, "/flipkart/rpd").await;
    assert!(page_text(&app, "/flipkart")
        .await
        .contains(r#"href="/flipkart/rpd""#));

    // Act
    let res = app
        .post_empty(&format!("/admin/content/{}/unpublish", item["id"]))
        .await;

    // Assert
    let body = json_of(res, 200, "unpublish").await;
    assert_eq!(body["status"], "draft");
    assert_eq!(body["canUnpublish"], true);
    assert_eq!(anonymous_page(&app, "/flipkart/rpd").await.0, 404);
    assert!(!page_text(&app, "/flipkart")
        .await
        .contains(r#"href="/flipkart/rpd""#));
    json_of(
        app.post_empty(&format!("/admin/content/{}/publish", item["id"]))
            .await,
        200,
        "publish",
    )
    .await;
    assert_eq!(anonymous_page(&app, "/flipkart/rpd").await.0, 200);
    // The home page cannot be taken off.
    let home = item_at(&app, "/").await;
    assert_error(
        app.post_empty(&format!("/admin/content/{}/unpublish", home["id"]))
            .await,
        409,
        None,
    )
    .await;
}

#[tokio::test]
async fn new_articles_start_as_drafts_with_a_url_safe_slug_of_their_own() {
    // Arrange
    let app = spawn_app().await;
    app.login_as_admin().await;

    // Act
    let res = app
        .post_json("/admin/content", &json!({"kind": "article", "fields": article("search-term-report", "## Step one\n\nOpen the report.")}))
        .await;

    // Assert
    let created = json_of(res, 201, "create").await;
    assert_eq!(created["status"], "draft");
    assert_eq!(created["path"], "/insights/search-term-report");
    assert_eq!(created["revision"], 1);
    assert!(created["publishedRevision"].is_null());
    assert_eq!(
        anonymous_page(&app, "/insights/search-term-report").await.0,
        404
    );
    let again = app
        .post_json(
            "/admin/content",
            &json!({"kind": "article", "fields": article("search-term-report", "Text.")}),
        )
        .await;
    assert_error(again, 422, Some("fields.slug")).await;
    let unsafe_slug = app
        .post_json(
            "/admin/content",
            &json!({"kind": "article", "fields": article("Search Term Report", "Text.")}),
        )
        .await;
    assert_error(unsafe_slug, 422, Some("fields.slug")).await;
    let page = app
        .post_json(
            "/admin/content",
            &json!({"kind": "servicePage", "fields": {}}),
        )
        .await;
    assert_error(page, 422, Some("kind")).await;
    let mut missing = article("no-author", "Text.");
    missing.as_object_mut().unwrap().remove("author");
    let res = app
        .post_json(
            "/admin/content",
            &json!({"kind": "article", "fields": missing}),
        )
        .await;
    assert_error(res, 422, Some("fields.author")).await;
}

/// The paths a 422 names, in its order.
fn refused(body: &Value) -> Vec<&str> {
    body["errors"]
        .as_array()
        .expect("errors")
        .iter()
        .map(|e| e["field"].as_str().unwrap())
        .collect()
}

#[tokio::test]
async fn an_article_missing_five_fields_is_answered_with_all_five_at_once() {
    // Arrange
    let app = spawn_app().await;
    app.login_as_admin().await;

    // Act: only a slug and a title
    let res = app
        .post_json(
            "/admin/content",
            &json!({"kind": "article", "fields": {"slug": "five-missing", "title": "Five fields short"}}),
        )
        .await;

    // Assert: every missing field by its path, in the editor's order
    let body = assert_error(res, 422, Some("fields.description")).await;
    assert_eq!(
        refused(&body),
        [
            "fields.description",
            "fields.summary",
            "fields.body",
            "fields.author",
            "fields.date"
        ]
    );
    assert!(body["errors"]
        .as_array()
        .unwrap()
        .iter()
        .all(|e| e["error"] == "This field is required."));
    println!("422 for an article missing five fields: {body}");
    let list = json_of(app.get("/admin/content").await, 200, "list").await;
    assert!(
        !list
            .as_array()
            .unwrap()
            .iter()
            .any(|i| i["path"] == "/insights/five-missing"),
        "nothing is stored"
    );
}

#[tokio::test]
async fn a_value_over_its_limit_is_refused_by_its_path_with_everything_else_at_fault() {
    // Arrange
    let app = spawn_app().await;
    app.login_as_admin().await;
    let mut fields = article("over-the-limit", &"Long read. ".repeat(3_700));
    fields["title"] = json!("T".repeat(5_001));
    fields["tags"] = json!(["Amazon Ads", " "]);
    fields["readingTime"] = json!("6 minutes");

    // Act
    let res = app
        .post_json(
            "/admin/content",
            &json!({"kind": "article", "fields": fields}),
        )
        .await;

    // Assert: the title over 5,000, the body over 40,000, the empty tag and
    // the field an article does not have, in one answer
    let body = assert_error(res, 422, Some("fields.title")).await;
    assert_eq!(
        refused(&body),
        [
            "fields.title",
            "fields.body",
            "fields.tags[1]",
            "fields.readingTime"
        ]
    );
    assert_eq!(
        body["errors"][0]["error"],
        "This field is longer than 5000 characters."
    );
    assert_eq!(
        body["errors"][1]["error"],
        "This field is longer than 40000 characters."
    );

    // A save of an existing page: a heading over the limit, by its path
    let item = item_at(&app, "/amazon/aplus").await;
    let mut page = open(&app, &item["id"]).await["fields"].clone();
    page["sections"][0]["heading"] = json!("H".repeat(5_001));
    let body = assert_error(
        save(&app, &item["id"], &json!(1), &page).await,
        422,
        Some("fields.sections[0].heading"),
    )
    .await;
    assert_eq!(refused(&body), ["fields.sections[0].heading"]);
}

#[tokio::test]
async fn the_openapi_document_offers_each_kinds_fields_as_a_typed_schema() {
    // Arrange
    let app = spawn_app().await;

    // Act
    let doc: Value = app.get("/api/openapi.json").await.json().await.unwrap();

    // Assert: a schema per kind, titled with its name, closed to other fields
    let schemas = &doc["components"]["schemas"];
    let kinds = schemas["ContentKind"]["enum"].as_array().unwrap();
    assert_eq!(kinds.len(), 8);
    for kind in kinds {
        let kind = kind.as_str().unwrap();
        let name = format!("{}{}Fields", kind[..1].to_uppercase(), &kind[1..]);
        let schema = &schemas[&name];
        assert_eq!(schema["type"], "object", "{name}");
        assert_eq!(schema["additionalProperties"], false, "{name}");
        let order = schema["x-order"].as_array().unwrap();
        assert_eq!(
            order.len(),
            schema["properties"].as_object().unwrap().len(),
            "{name}: every field in the editor's order"
        );
        assert!(!schema["required"].as_array().unwrap().is_empty(), "{name}");
    }
    let article = &schemas["ArticleFields"];
    assert_eq!(article["title"], "Article");
    assert_eq!(
        article["required"],
        json!([
            "slug",
            "title",
            "description",
            "summary",
            "body",
            "author",
            "date"
        ])
    );
    let body = &article["properties"]["body"];
    assert_eq!(body["title"], "Body");
    assert_eq!(body["maxLength"], 40_000);
    assert_eq!(body["x-widget"], "markdown");
    assert!(body["description"]
        .as_str()
        .unwrap()
        .starts_with("Markdown:"));
    assert_eq!(article["properties"]["date"]["format"], "date");
    assert_eq!(article["properties"]["tags"]["items"]["maxLength"], 5_000);
    let faq = &schemas["ServicePageFields"]["properties"]["faq"];
    assert_eq!(faq["x-item"], "Question");
    assert_eq!(faq["items"]["properties"]["a"]["title"], "Answer");
    assert_eq!(
        schemas["CaseStudyFields"]["properties"]["quote"]["type"],
        json!(["object", "null"])
    );

    // The content calls refer to them: an item's fields are one of the
    // kinds', a new item's body is told apart by its kind
    let one_of: Vec<&str> = schemas["ContentFields"]["oneOf"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["$ref"].as_str().unwrap())
        .collect();
    assert_eq!(one_of.len(), 8);
    assert!(one_of.contains(&"#/components/schemas/ArticleFields"));
    assert_eq!(
        schemas["ContentDetail"]["properties"]["fields"]["$ref"],
        "#/components/schemas/ContentFields"
    );
    assert_eq!(
        schemas["DraftBody"]["properties"]["fields"]["$ref"],
        "#/components/schemas/ContentFields"
    );
    let create = &doc["paths"]["/admin/content"]["post"]["requestBody"]["content"]
        ["application/json"]["schema"]["$ref"];
    assert_eq!(create, "#/components/schemas/NewContentBody");
    let new_body = &schemas["NewContentBody"];
    assert_eq!(new_body["discriminator"]["propertyName"], "kind");
    assert_eq!(
        new_body["discriminator"]["mapping"]["article"],
        "#/components/schemas/NewArticle"
    );
    assert_eq!(
        schemas["NewArticle"]["properties"]["fields"]["$ref"],
        "#/components/schemas/ArticleFields"
    );
    assert_eq!(
        schemas["NewArticle"]["properties"]["kind"]["enum"],
        json!(["article"])
    );
}

#[tokio::test]
async fn nothing_an_administrator_types_runs_as_script_on_a_public_page() {
    // Arrange
    let app = spawn_app().await;
    app.login_as_admin().await;
    let item = item_at(&app, "/amazon/listing").await;
    let mut fields = open(&app, &item["id"]).await["fields"].clone();
    let attack = r#"<script>alert("x")</script><img src=x onerror=alert(1)>"#;
    fields["sections"][0]["paragraphs"][0] = json!(attack);
    fields["faq"][0]["q"] = json!(r#""><svg onload=alert(1)>"#);
    fields["navTitle"] = json!("</title><script>alert(2)</script>");

    // Act
    json_of(
        save(&app, &item["id"], &json!(1), &fields).await,
        200,
        "save",
    )
    .await;
    json_of(
        app.post_empty(&format!("/admin/content/{}/publish", item["id"]))
            .await,
        200,
        "publish",
    )
    .await;

    // Assert
    for path in ["/amazon/listing", "/amazon"] {
        let (_, html) = anonymous_page(&app, path).await;
        assert!(!html.contains("<script>alert"), "{path}");
        assert!(!html.contains("<img src=x"), "{path}");
        assert!(!html.contains("<svg onload"), "{path}");
    }
    let (_, html) = anonymous_page(&app, "/amazon/listing").await;
    let shown = ["&lt;script&gt;alert(", "&#60;script&#62;alert("];
    assert!(
        shown.iter().any(|s| html.contains(s)),
        "the text is shown as typed"
    );
}

/// Minutes from now as RFC 3339 in India time.
pub(crate) fn in_seconds(s: i64) -> String {
    (chrono::Utc::now() + chrono::Duration::seconds(s))
        .with_timezone(&chrono::FixedOffset::east_opt(19800).unwrap())
        .to_rfc3339()
}

#[tokio::test]
async fn scheduling_checks_the_time_and_two_instances_publish_a_due_item_once() {
    // Arrange
    let app = spawn_app().await;
    let other = app.another_instance().await;
    app.login_as_admin().await;
    let created = json_of(
        app.post_json(
            "/admin/content",
            &json!({"kind": "article", "fields": article("gst-on-marketplace-fees", "Text.")}),
        )
        .await,
        201,
        "create",
    )
    .await;
    let id = &created["id"];
    let schedule = |at: Value| {
        let app = &app;
        async move {
            app.post_json(&format!("/admin/content/{id}/schedule"), &json!({"at": at}))
                .await
        }
    };
    assert_error(schedule(json!("tomorrow")).await, 422, Some("at")).await;
    assert_error(schedule(json!(in_seconds(-60))).await, 422, Some("at")).await;

    // Act
    let scheduled = json_of(schedule(json!(in_seconds(2))).await, 200, "schedule").await;

    // Assert
    assert_eq!(scheduled["status"], "scheduled");
    assert_eq!(scheduled["scheduledRevision"], 1);
    let deadline = Instant::now() + Duration::from_secs(8);
    loop {
        let now = open(&app, id).await;
        if now["status"] == "published" {
            assert_eq!(now["publishedRevision"], 1);
            assert!(now["scheduledAt"].is_null());
            break;
        }
        assert!(Instant::now() < deadline, "not published on time: {now}");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    tokio::time::sleep(Duration::from_millis(1500)).await;
    let audit = json_of(app.get("/admin/audit?q=Scheduled").await, 200, "audit").await;
    let published: Vec<_> = audit["entries"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["actorName"] == "Scheduled publishing")
        .collect();
    assert_eq!(published.len(), 1, "published exactly once: {published:?}");
    drop(other);
}

#[tokio::test]
async fn what_fell_due_while_the_server_was_down_is_published_at_start_up() {
    // Arrange: schedule on a server, then stop it before the time
    let (database_url, _dir) = fresh_database().await;
    let server = ServerProcess::start(&database_url, &[]).await;
    let client = browser_client();
    server.sign_in_owner(&client).await;
    let list: Value = client
        .get(format!("{}/admin/content", server.base))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let about = list
        .as_array()
        .unwrap()
        .iter()
        .find(|i| i["path"] == "/about")
        .unwrap()
        .clone();
    let id = &about["id"];
    let mut fields: Value = client
        .get(format!("{}/admin/content/{id}", server.base))
        .send()
        .await
        .unwrap()
        .json::<Value>()
        .await
        .unwrap()["fields"]
        .clone();
    fields["h1"] = json!("About our Boring Road office");
    let res = client
        .put(format!("{}/admin/content/{id}/draft", server.base))
        .json(&json!({"baseRevision": 1, "fields": fields}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    let res = client
        .post(format!("{}/admin/content/{id}/schedule", server.base))
        .json(&json!({"at": in_seconds(2)}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    drop(server);
    tokio::time::sleep(Duration::from_secs(3)).await;

    // Act: start again after the time has passed
    let app = spawn_app_with(|c| c.database_url = database_url.clone()).await;

    // Assert: the first page served is the scheduled one
    let (_, about_page) = anonymous_page(&app, "/about").await;
    assert!(about_page.contains("About our Boring Road office"));
}

#[tokio::test]
async fn case_studies_articles_and_testimonials_have_pages_a_feed_and_a_place_in_the_sitemap() {
    // Arrange
    let app = spawn_app().await;
    let base = app.config.site.base().to_owned();

    // Act
    let (status, list) = anonymous_page(&app, "/case-studies").await;
    let (_, story) = anonymous_page(&app, "/case-studies/handloom-saree-label-amazon-ads").await;
    let (_, insights) = anonymous_page(&app, "/insights").await;
    let (_, article) =
        anonymous_page(&app, "/insights/reading-the-amazon-search-term-report").await;
    let (_, service) = anonymous_page(&app, "/amazon/advertising").await;
    let (_, home) = anonymous_page(&app, "/").await;
    let feed = browser_client()
        .get(app.url("/insights/feed.xml"))
        .send()
        .await
        .unwrap();
    let (_, sitemap) = anonymous_page(&app, "/sitemap.xml").await;

    // Assert
    assert_eq!(status, 200);
    assert_eq!(list.matches(r#"href="/case-studies/"#).count(), 3);
    assert!(story.contains(r#"<meta property="og:type" content="article">"#));
    assert!(story.contains(r#""@type":"Article""#));
    assert!(story.contains("3.1×"));
    assert!(story.contains(r#"href="/amazon/advertising""#));
    assert_eq!(
        insights.matches(r#"href="/insights/"#).count(),
        4,
        "three articles and the feed"
    );
    assert!(article.contains(r#""@type":"BlogPosting""#));
    assert!(article.contains("<h2>"), "the Markdown body is rendered");
    assert!(article.contains(&format!(
        "<title>Reading the Amazon Search Term Report | {}</title>",
        app.config.site.product_name
    )));
    assert!(service.contains("Results for our clients"));
    assert!(service.contains(r#"href="/case-studies/handloom-saree-label-amazon-ads""#));
    assert!(home.contains("What our clients say"));
    assert_eq!(
        feed.headers()["content-type"],
        "application/atom+xml; charset=utf-8"
    );
    let feed = feed.text().await.unwrap();
    assert!(feed.starts_with(
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<feed xmlns=\"http://www.w3.org/2005/Atom\">"
    ));
    assert_eq!(feed.matches("<entry>").count(), 3);
    assert!(feed.contains(&format!(
        "<link rel=\"self\" type=\"application/atom+xml\" href=\"{base}/insights/feed.xml\"/>"
    )));
    assert!(feed.contains("&lt;h2&gt;"), "entry content is escaped HTML");
    for path in [
        "/case-studies",
        "/case-studies/handloom-saree-label-amazon-ads",
        "/insights",
        "/insights/reading-the-amazon-search-term-report",
    ] {
        assert!(
            sitemap.contains(&format!("<loc>{base}{path}</loc>")),
            "{path} in the sitemap"
        );
    }
    assert_eq!(
        anonymous_page(&app, "/case-studies/no-such-story").await.0,
        404
    );
    assert_eq!(
        anonymous_page(&app, "/insights/no-such-article").await.0,
        404
    );
}

#[tokio::test]
async fn an_unpublished_article_leaves_its_page_the_feed_and_the_sitemap() {
    // Arrange
    let app = spawn_app().await;
    app.login_as_admin().await;
    let item = item_at(&app, "/insights/reading-the-amazon-search-term-report").await;

    // Act
    let res = app
        .post_empty(&format!("/admin/content/{}/unpublish", item["id"]))
        .await;

    // Assert
    assert_eq!(res.status(), 200);
    assert_eq!(
        anonymous_page(&app, "/insights/reading-the-amazon-search-term-report")
            .await
            .0,
        404
    );
    assert_eq!(
        anonymous_page(&app, "/insights/feed.xml")
            .await
            .1
            .matches("<entry>")
            .count(),
        2
    );
    // Its Hindi translation is an item of its own and stays, now without
    // an English page to pair with.
    let sitemap = anonymous_page(&app, "/sitemap.xml").await.1;
    let base = app.config.site.base();
    assert!(!sitemap.contains(&format!(
        "{base}/insights/reading-the-amazon-search-term-report<"
    )));
    assert!(!sitemap.contains(&format!(
        "href=\"{base}/insights/reading-the-amazon-search-term-report\""
    )));
    // Its preview still shows the draft to the administrator.
    let preview = page_text(
        &app,
        "/insights/reading-the-amazon-search-term-report?preview",
    )
    .await;
    assert!(preview.contains("Draft preview"));
}

#[tokio::test]
async fn an_article_body_cannot_carry_script_onto_the_public_page() {
    // Arrange
    let app = spawn_app().await;
    app.login_as_admin().await;
    let body = "## Safe\n\n<script>alert(1)</script>\n\n[click](javascript:alert(1))\n\n<img src=x onerror=alert(1)>\n\n![x](https://evil.example/x.png)";
    let created = json_of(
        app.post_json(
            "/admin/content",
            &json!({"kind": "article", "fields": article("xss-attempt", body)}),
        )
        .await,
        201,
        "create",
    )
    .await;

    // Act
    json_of(
        app.post_empty(&format!("/admin/content/{}/publish", created["id"]))
            .await,
        200,
        "publish",
    )
    .await;

    // Assert
    let (_, html) = anonymous_page(&app, "/insights/xss-attempt").await;
    assert!(!html.contains("<script>alert"));
    assert!(!html.contains("<img src=x"));
    assert!(!html.contains("href=\"javascript"));
    assert!(!html.contains("evil.example"));
    let (_, feed) = anonymous_page(&app, "/insights/feed.xml").await;
    assert!(!feed.contains("<script>"));
}

#[tokio::test]
async fn a_schedule_that_cannot_go_live_is_shown_as_overdue_not_lost() {
    // Arrange: an article scheduled for a revision that is not there (as
    // a damaged schedule would be), two minutes ago
    let app = spawn_app().await;
    app.login_as_admin().await;
    let created = json_of(
        app.post_json(
            "/admin/content",
            &json!({"kind": "article", "fields": article("waiting-article", "Text.")}),
        )
        .await,
        201,
        "create",
    )
    .await;
    assert_eq!(
        json_of(app.get("/admin/content/overdue").await, 200, "overdue").await,
        json!([])
    );
    let db = sea_orm::Database::connect(&app.config.database_url)
        .await
        .unwrap();
    let due = (chrono::Utc::now() - chrono::Duration::minutes(2)).to_rfc3339();
    let sql = format!(
        "UPDATE content_items SET status = 'scheduled', scheduled_at = '{due}', scheduled_revision = 9 WHERE id = {}",
        created["id"]
    );
    sea_orm::ConnectionTrait::execute_unprepared(&db, &sql)
        .await
        .unwrap();
    tokio::time::sleep(Duration::from_millis(1500)).await;

    // Act
    let overdue = json_of(app.get("/admin/content/overdue").await, 200, "overdue").await;

    // Assert: not published, and named on the admin home
    assert_eq!(overdue.as_array().unwrap().len(), 1, "{overdue}");
    assert_eq!(overdue[0]["id"], created["id"]);
    assert_eq!(
        overdue[0]["title"],
        "Reading your Amazon search term report"
    );
    assert_eq!(overdue[0]["path"], "/insights/waiting-article");
    assert_eq!(open(&app, &created["id"]).await["status"], "scheduled");
    assert_eq!(
        anonymous_page(&app, "/insights/waiting-article").await.0,
        404
    );
}

#[tokio::test]
async fn the_business_details_are_edited_like_content_and_shown_everywhere_once_published() {
    // Arrange
    let app = spawn_app().await;
    app.login_as_admin().await;
    let list = json_of(app.get("/admin/content").await, 200, "list").await;
    let business = list
        .as_array()
        .unwrap()
        .iter()
        .find(|i| i["kind"] == "business")
        .unwrap()
        .clone();
    let opened = open(&app, &business["id"]).await;
    assert_eq!(opened["fields"]["phone"], app.config.site.phone.as_str());
    let mut fields = opened["fields"].clone();
    fields["phone"] = json!("+91 94310 00000");
    fields["hours"] = json!("Monday to Friday, 9:30 am to 6:30 pm");

    // Act + Assert: refused at the field when the e-mail is not one
    let mut bad = fields.clone();
    bad["email"] = json!("hello at vanijya");
    bad["social"][0]["url"] = json!("javascript:alert(1)");
    let body = assert_error(
        save(&app, &business["id"], &json!(1), &bad).await,
        422,
        Some("fields.email"),
    )
    .await;
    assert_eq!(body["errors"][1]["field"], "fields.social[0].url");
    json_of(
        save(&app, &business["id"], &json!(1), &fields).await,
        200,
        "save",
    )
    .await;
    assert!(
        !anonymous_page(&app, "/contacts")
            .await
            .1
            .contains("+91 94310 00000"),
        "not before publishing"
    );
    json_of(
        app.post_empty(&format!("/admin/content/{}/publish", business["id"]))
            .await,
        200,
        "publish",
    )
    .await;

    // The footer, the contacts page, the JSON-LD and the {hours} placeholder follow
    let (_, contacts) = anonymous_page(&app, "/contacts").await;
    assert!(contacts.contains("+91 94310 00000"));
    assert!(contacts.contains(r#""telephone":"+91 94310 00000""#));
    let (_, home) = anonymous_page(&app, "/").await;
    assert!(home.contains(r#"href="tel:+919431000000""#));
    assert!(home.contains("Monday to Friday, 9:30 am to 6:30 pm"));
    let unpublish = app
        .post_empty(&format!("/admin/content/{}/unpublish", business["id"]))
        .await;
    assert_error(unpublish, 409, None).await;
    assert_eq!(
        open(&app, &business["id"]).await["canUnpublish"],
        false,
        "the editor offers no Unpublish"
    );
}

#[tokio::test]
async fn the_business_details_open_at_their_own_address_for_administrators_only() {
    // Arrange
    let app = spawn_app().await;
    let anonymous = app.get("/admin/content/business").await.status();
    app.login_as_admin().await;

    // Act
    let business = json_of(
        app.get("/admin/content/business").await,
        200,
        "business details",
    )
    .await;

    // Assert: the same item as at its id
    assert_eq!(anonymous, 401);
    assert_eq!(business["kind"], "business");
    assert_eq!(business["fields"]["phone"], app.config.site.phone.as_str());
    assert_eq!(open(&app, &business["id"]).await, business);
}
