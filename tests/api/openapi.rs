//! The OpenAPI document: OpenAPI 3, every call of the contract in it,
//! every path in it served by the real server, and every operation
//! described well enough for a client generator or a reader (a summary, a
//! description, declared tags, the original client's calls marked). Also
//! /healthz.
use std::collections::BTreeSet;

use reqwest::{header, Client, Method};
use serde_json::{json, Value};

use crate::helpers::spawn_app;

/// The calls kept for the original client, with path parameters written
/// `{}`: the paths, field names and statuses that client was written
/// against.
const ORIGINAL_CLIENT: &[(&str, &str)] = &[
    ("POST", "/admin/login"),
    ("POST", "/admin/createad"),
    ("GET", "/admin/check-auth"),
    ("POST", "/admin/logout"),
    ("GET", "/serviceent/list"),
    ("POST", "/userbe/createbe"),
    ("GET", "/admin/getallbe"),
    ("GET", "/userbe/getabq/{}"),
    ("PATCH", "/admin/update/{}"),
    ("DELETE", "/admin/delete/{}"),
    ("GET", "/posts/all"),
    ("GET", "/posts/getonepos/{}"),
    ("GET", "/dept/withposts"),
    ("POST", "/usercp/createcp/{}"),
    ("DELETE", "/admin/deletecarp/{}"),
    ("PATCH", "/admin/updatecp/{}/{}"),
    ("GET", "/admin/alldepts"),
    ("POST", "/admin/departments/adddep"),
    ("POST", "/admin/{}/addpost"),
    ("DELETE", "/admin/departments/deletepos/{}"),
    ("DELETE", "/admin/departments/deletedept/{}"),
    ("GET", "/admin/getalla"),
    ("DELETE", "/admin/deleteuser/{}"),
    ("POST", "/admin/createpost"),
    ("DELETE", "/admin/delapost/{}"),
    ("GET", "/admin/aff/active"),
    ("GET", "/admin/aff/all"),
    ("GET", "/admin/aff/{}"),
    ("POST", "/admin/aff"),
    ("PATCH", "/admin/aff/{}/modify"),
    ("DELETE", "/admin/aff/{}"),
];

/// The contract: the original client's calls and the one call it lacked,
/// the list of every application the career list screen reads.
fn contract() -> Vec<(&'static str, &'static str)> {
    let mut calls = ORIGINAL_CLIENT.to_vec();
    calls.push(("GET", "/admin/getallcp"));
    calls
}

/// `/a/{b_id}/c` -> `/a/{}/c`.
fn normalise(path: &str) -> String {
    path.split('/')
        .map(|seg| {
            if seg.starts_with('{') && seg.ends_with('}') {
                "{}"
            } else {
                seg
            }
        })
        .collect::<Vec<_>>()
        .join("/")
}

/// (METHOD, path as written in the document) for every operation.
fn operations(doc: &Value) -> Vec<(String, String)> {
    let mut ops = vec![];
    for (path, item) in doc["paths"].as_object().expect("paths") {
        for method in ["get", "post", "put", "patch", "delete"] {
            if item.get(method).is_some() {
                ops.push((method.to_ascii_uppercase(), path.clone()));
            }
        }
    }
    ops
}

#[tokio::test]
async fn the_document_is_openapi_3_and_lists_every_call_of_the_contract() {
    let app = spawn_app().await;

    let res = app.get("/api/openapi.json").await;

    assert_eq!(res.status(), 200);
    let doc: Value = res.json().await.unwrap();
    let version = doc["openapi"].as_str().expect("openapi version");
    assert!(version.starts_with("3."), "OpenAPI 3: {version}");
    assert!(doc["info"]["title"].as_str().is_some());
    let documented: BTreeSet<(String, String)> = operations(&doc)
        .into_iter()
        .map(|(m, p)| (m, normalise(&p)))
        .collect();
    let missing: Vec<_> = contract()
        .into_iter()
        .map(|(m, p)| (m.to_string(), p.to_string()))
        .filter(|call| !documented.contains(call))
        .collect();
    assert!(
        missing.is_empty(),
        "calls missing from the document: {missing:?}"
    );
}

#[tokio::test]
async fn every_operation_id_is_unique() {
    // Generated clients (the islands' TypeScript types) key calls by
    // operationId; OpenAPI requires each to be unique.
    let app = spawn_app().await;
    let doc: Value = app.get("/api/openapi.json").await.json().await.unwrap();

    let mut seen = BTreeSet::new();
    for (method, path) in operations(&doc) {
        let id = doc["paths"][&path][method.to_ascii_lowercase()]["operationId"]
            .as_str()
            .unwrap_or_else(|| panic!("{method} {path} has an operationId"))
            .to_owned();
        assert!(seen.insert(id.clone()), "{id} is used twice");
    }
    assert!(seen.contains("services_create") && seen.contains("enquiries_create"));
}

#[tokio::test]
async fn ids_and_prices_that_are_null_when_absent_are_still_required() {
    // Always present in answers (null once the service or position was
    // deleted, or when a product has no M.R.P.), so typed clients must not
    // see them as optional.
    let app = spawn_app().await;
    let doc: Value = app.get("/api/openapi.json").await.json().await.unwrap();
    let schemas = &doc["components"]["schemas"];

    for (schema, field) in [
        ("SelectedService", "serId"),
        ("PositionRef", "posId"),
        ("ProductView", "originalPrice"),
    ] {
        let required = schemas[schema]["required"].as_array().expect(schema);
        assert!(
            required.iter().any(|f| f == field),
            "{schema}.{field} is required"
        );
    }
}

#[tokio::test]
async fn every_state_the_api_answers_is_an_enum_of_its_stored_spellings() {
    // A status, a standing or a history line's action is one of a closed
    // list: the document lists it, so typed clients can check every case.
    let app = spawn_app().await;
    let doc: Value = app.get("/api/openapi.json").await.json().await.unwrap();
    let schemas = &doc["components"]["schemas"];
    let states: &[(&str, &str, &[&str])] = &[
        (
            "QuoteView",
            "status",
            &["draft", "sent", "accepted", "declined"],
        ),
        (
            "QuoteView",
            "standing",
            &[
                "draft",
                "open",
                "accepted",
                "declined",
                "expired",
                "superseded",
                "withdrawn",
            ],
        ),
        (
            "JobView",
            "employmentType",
            &[
                "FULL_TIME",
                "PART_TIME",
                "CONTRACTOR",
                "TEMPORARY",
                "INTERN",
                "PER_DIEM",
            ],
        ),
        ("JobView", "location", &["office", "remote", "hybrid"]),
        (
            "AuditEntryView",
            "action",
            &[
                "Signed in",
                "Sign-in failed",
                "Signed out",
                "Created",
                "Updated",
                "Deleted",
                "Two-step sign-in reset",
                "Access level changed",
                "Action",
            ],
        ),
        ("JobView", "pageState", &["complete", "noDescription"]),
        (
            "EventView",
            "action",
            &[
                "status",
                "assignee",
                "followUp",
                "spam",
                "called",
                "whatsapped",
                "quoteSent",
                "quoteOpened",
                "quoteAccepted",
                "quoteDeclined",
                "quoteRenewalAsked",
                "quoteRevoked",
                "rejectionReason",
            ],
        ),
    ];
    for (schema, field, values) in states {
        let reference = schemas[schema]["properties"][field]["$ref"]
            .as_str()
            .unwrap_or_else(|| panic!("{schema}.{field} names a schema: {}", schemas[schema]));
        let name = reference.trim_start_matches("#/components/schemas/");
        assert_eq!(schemas[name]["type"], "string", "{name}");
        assert_eq!(schemas[name]["enum"], json!(values), "{schema}.{field}");
    }
}

#[tokio::test]
async fn every_operation_has_a_one_line_summary_and_a_description() {
    // A generated client and a reader of the document see the summary as
    // the call's name and the description as what it does, who may call
    // it and its notable answers.
    let app = spawn_app().await;
    let doc: Value = app.get("/api/openapi.json").await.json().await.unwrap();

    let mut missing = vec![];
    for (method, path) in operations(&doc) {
        let op = &doc["paths"][&path][method.to_ascii_lowercase()];
        let text = |key: &str| op[key].as_str().unwrap_or_default().trim().to_owned();
        let (summary, description) = (text("summary"), text("description"));
        if summary.is_empty() || summary.contains('\n') || summary.len() > 80 {
            missing.push(format!("{method} {path}: summary {summary:?}"));
        }
        if description.len() < 40 || description.starts_with(&summary) {
            missing.push(format!("{method} {path}: description {description:?}"));
        }
    }
    assert!(missing.is_empty(), "{}", missing.join("\n"));
}

#[tokio::test]
async fn every_tag_used_is_declared_once_with_a_description() {
    let app = spawn_app().await;
    let doc: Value = app.get("/api/openapi.json").await.json().await.unwrap();
    let mut declared = BTreeSet::new();
    for tag in doc["tags"].as_array().expect("declared tags") {
        let name = tag["name"].as_str().expect("a tag's name").to_owned();
        let description = tag["description"].as_str().unwrap_or_default();
        assert!(
            description.trim().len() >= 20,
            "tag {name} needs a sentence: {description:?}"
        );
        assert!(declared.insert(name.clone()), "tag {name} declared twice");
    }

    let mut used = BTreeSet::new();
    for (method, path) in operations(&doc) {
        let tags = doc["paths"][&path][method.to_ascii_lowercase()]["tags"]
            .as_array()
            .unwrap_or_else(|| panic!("{method} {path} has a tag"))
            .clone();
        assert!(!tags.is_empty(), "{method} {path} has a tag");
        used.extend(tags.iter().map(|t| t.as_str().unwrap().to_owned()));
    }

    let undeclared: Vec<_> = used.difference(&declared).collect();
    let unused: Vec<_> = declared.difference(&used).collect();
    assert!(
        undeclared.is_empty(),
        "tags used but not declared: {undeclared:?}"
    );
    assert!(
        unused.is_empty(),
        "tags declared but never used: {unused:?}"
    );
}

#[tokio::test]
async fn the_original_clients_calls_and_only_they_are_marked_as_kept_for_it() {
    let app = spawn_app().await;
    let doc: Value = app.get("/api/openapi.json").await.json().await.unwrap();
    let original: BTreeSet<(String, String)> = ORIGINAL_CLIENT
        .iter()
        .map(|(m, p)| (m.to_string(), p.to_string()))
        .collect();

    let mut marked = BTreeSet::new();
    for (method, path) in operations(&doc) {
        let op = &doc["paths"][&path][method.to_ascii_lowercase()];
        let tags: Vec<&str> = op["tags"]
            .as_array()
            .map(|t| t.iter().filter_map(Value::as_str).collect())
            .unwrap_or_default();
        if !tags.contains(&"original-client") {
            continue;
        }
        // The first tag still names the resource (and the operationId).
        assert_ne!(tags[0], "original-client", "{method} {path}");
        let description = op["description"].as_str().unwrap_or_default();
        assert!(
            description.contains("Kept for the original client"),
            "{method} {path} says why it is kept: {description:?}"
        );
        marked.insert((method, normalise(&path)));
    }

    let unmarked: Vec<_> = original.difference(&marked).collect();
    let extra: Vec<_> = marked.difference(&original).collect();
    assert!(
        unmarked.is_empty(),
        "original calls not marked: {unmarked:?}"
    );
    assert!(extra.is_empty(), "calls marked but not original: {extra:?}");
}

#[tokio::test]
async fn every_documented_operation_is_served() {
    let app = spawn_app().await;
    let doc: Value = app.get("/api/openapi.json").await.json().await.unwrap();
    let visitor = Client::new();

    let ops = operations(&doc);
    assert!(ops.len() >= contract().len());
    for (method, path) in ops {
        // A non-numeric id reaches the handler (400 or 401) without
        // depending on any row existing.
        let concrete = path
            .split('/')
            .map(|seg| if seg.starts_with('{') { "x" } else { seg })
            .collect::<Vec<_>>()
            .join("/");
        let method = Method::from_bytes(method.as_bytes()).unwrap();
        let mut req = visitor.request(method.clone(), app.url(&concrete));
        if method == Method::POST || method == Method::PATCH {
            req = req.json(&json!({}));
        }
        let res = req.send().await.unwrap();
        let status = res.status().as_u16();
        let is_json = res
            .headers()
            .get(header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|v| v.starts_with("application/json"));

        assert_ne!(status, 405, "{method} {path}");
        // Logout without a session is a documented 404, from its handler.
        let documented_404 = path == "/admin/logout" && is_json;
        assert!(
            status != 404 || documented_404,
            "{method} {concrete} answered 404"
        );
        assert!(is_json, "{method} {concrete}: a JSON answer");
    }
}

#[tokio::test]
async fn healthz_is_200() {
    let app = spawn_app().await;

    let res = app.get("/healthz").await;

    assert_eq!(res.status(), 200);
}

#[tokio::test]
async fn unknown_api_calls_and_wrong_methods_answer_in_the_error_shape() {
    let app = spawn_app().await;

    let unknown = app.get("/admin/no-such-call/1/2").await;
    let wrong_method = app
        .client
        .put(app.url("/serviceent/list"))
        .send()
        .await
        .unwrap();
    let page = app.get("/no-such-page").await;

    crate::helpers::assert_error(unknown, 404, None).await;
    crate::helpers::assert_error(wrong_method, 405, None).await;
    assert_eq!(page.status(), 404);
    assert!(page.headers()["content-type"]
        .to_str()
        .unwrap()
        .starts_with("text/html"));
}
