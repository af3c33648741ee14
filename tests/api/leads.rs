//! The lead desk over HTTP: lists (search, filters, sort, paging, counts),
//! a lead's page, status/assignee/follow-up changes with their history,
//! notes, calls and WhatsApp chats, spam held for review, duplicates and
//! double submits, the dashboard, and the CSV exports.
use serde_json::{json, Value};

use crate::helpers::{assert_error, spawn_app_with, TestApp};

/// The application without the public forms' rate limit, so a test can
/// submit many leads from one address.
async fn spawn_app() -> TestApp {
    spawn_app_with(|c| c.form_rate_limit = 0).await
}

/// Submits an enquiry with these differences from the standard one.
async fn enquiry(app: &TestApp, changes: Value) -> i64 {
    let mut body = TestApp::enquiry_body(app.first_service_id().await);
    for (k, v) in changes.as_object().unwrap() {
        body[k] = v.clone();
    }
    let res = app.post_json("/userbe/createbe", &body).await;
    assert_eq!(res.status(), 201);
    res.json::<Value>().await.unwrap()["bId"].as_i64().unwrap()
}

/// An enquiry from a distinct client (own name, e-mail and phone).
async fn client_enquiry(app: &TestApp, i: usize) -> i64 {
    enquiry(
        app,
        json!({"fName": format!("Client{i}"), "bEmail": format!("client{i}@example.in"),
               "contactNumber": format!("98{i:08}"), "message": format!("Enquiry number {i}")}),
    )
    .await
}

async fn get_json(app: &TestApp, path: &str) -> Value {
    let res = app.get(path).await;
    assert_eq!(res.status(), 200, "GET {path}");
    res.json().await.unwrap()
}

fn ids(page: &Value) -> Vec<i64> {
    page["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["id"].as_i64().unwrap())
        .collect()
}

fn count_of(page: &Value, status: &str) -> i64 {
    page["counts"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["status"] == status)
        .map(|c| c["count"].as_i64().unwrap())
        .unwrap()
}

#[tokio::test]
async fn every_lead_desk_call_needs_an_administrator() {
    let app = spawn_app().await;
    for path in [
        "/admin/leads/enquiries",
        "/admin/leads/applications",
        "/admin/leads/enquiries/1",
        "/admin/leads/dashboard",
        "/admin/export/enquiries.csv",
        "/admin/export/applications.csv",
        "/admin/export/products.csv",
        "/admin/products",
    ] {
        assert_error(app.get(path).await, 401, None).await;
    }
    let patch = app
        .patch_json("/admin/leads/enquiries/1", &json!({"status": "Won"}))
        .await;
    assert_error(patch, 401, None).await;
    let note = app
        .post_json("/admin/leads/enquiries/1/notes", &json!({"text": "x"}))
        .await;
    assert_error(note, 401, None).await;
}

#[tokio::test]
async fn lists_page_by_25_by_default_and_bound_their_parameters() {
    let app = spawn_app().await;
    for i in 0..27 {
        client_enquiry(&app, i).await;
    }
    app.login_as_admin().await;

    let first = get_json(&app, "/admin/leads/enquiries").await;
    let second = get_json(&app, "/admin/leads/enquiries?page=2").await;
    let beyond = get_json(&app, "/admin/leads/enquiries?page=3").await;
    let small = get_json(&app, "/admin/leads/enquiries?perPage=10&page=3").await;

    assert_eq!(first["items"].as_array().unwrap().len(), 25);
    assert_eq!(first["total"], 27);
    assert_eq!(first["pages"], 2);
    assert_eq!(first["perPage"], 25);
    assert_eq!(ids(&second).len(), 2);
    assert!(ids(&first).iter().all(|i| !ids(&second).contains(i)));
    assert!(ids(&first)[0] > ids(&first)[1], "newest first");
    assert_eq!(beyond["items"], json!([]));
    assert_eq!(beyond["total"], 27);
    assert_eq!(ids(&small).len(), 7);
    assert_eq!(count_of(&first, "New"), 27);
    for (query, field) in [
        ("page=0", "page"),
        ("page=x", "page"),
        ("perPage=101", "perPage"),
        ("perPage=0", "perPage"),
        ("sort=age", "sort"),
        ("status=new", "status"),
        ("status=Hired", "status"),
        ("from=22-11-2026", "from"),
        ("from=2026-11-22&to=2026-11-01", "to"),
        ("assignee=abc", "assignee"),
        ("topic=-1", "topic"),
        ("due=tomorrow", "due"),
        ("mine=yes", "mine"),
    ] {
        let res = app.get(&format!("/admin/leads/enquiries?{query}")).await;
        assert_error(res, 422, Some(field)).await;
    }
    assert_error(app.get("/admin/leads/customers").await, 404, None).await;
}

#[tokio::test]
async fn search_and_filters_combine() {
    let app = spawn_app().await;
    let services: Value = app.get("/serviceent/list").await.json().await.unwrap();
    let other_service = services[1]["serId"].as_i64().unwrap();
    let a = enquiry(
        &app,
        json!({"fName": "Ravi", "bEmail": "ravi@silk.in", "contactNumber": "9811111111",
                                 "message": "Banarasi silk on Flipkart"}),
    )
    .await;
    let b = enquiry(&app, json!({"fName": "Meena", "bEmail": "meena@silk.in", "contactNumber": "9822222222",
                                 "message": "Silk dupattas", "selectedService": {"serId": other_service}}))
        .await;
    let c = enquiry(
        &app,
        json!({"fName": "Sohan", "bEmail": "sohan@steel.in", "contactNumber": "9833333333",
                                 "message": "Steel utensils 100% guaranteed"}),
    )
    .await;
    let admin = app.login_as_admin().await;
    let me = admin["user_id"].as_i64().unwrap();
    app.patch_json(
        &format!("/admin/leads/enquiries/{a}"),
        &json!({"status": "Contacted", "assigneeId": me}),
    )
    .await;
    app.patch_json(
        &format!("/admin/leads/enquiries/{b}"),
        &json!({"status": "Contacted"}),
    )
    .await;

    let silk = get_json(&app, "/admin/leads/enquiries?q=SILK").await;
    let silk_contacted = get_json(&app, "/admin/leads/enquiries?q=silk&status=Contacted").await;
    let silk_mine = get_json(&app, "/admin/leads/enquiries?q=silk&mine=true").await;
    let by_service = get_json(
        &app,
        &format!("/admin/leads/enquiries?q=silk&topic={other_service}"),
    )
    .await;
    let unassigned = get_json(&app, "/admin/leads/enquiries?assignee=none").await;
    let by_phone = get_json(&app, "/admin/leads/enquiries?q=%2B91%2098333%2033333").await;
    let percent = get_json(&app, "/admin/leads/enquiries?q=100%25").await;
    let underscore = get_json(&app, "/admin/leads/enquiries?q=_").await;
    let today = chrono::Utc::now()
        .with_timezone(&chrono::FixedOffset::east_opt(19800).unwrap())
        .date_naive();
    let tomorrow = today.succ_opt().unwrap();
    let in_range = get_json(
        &app,
        &format!("/admin/leads/enquiries?from={today}&to={today}"),
    )
    .await;
    let future = get_json(&app, &format!("/admin/leads/enquiries?from={tomorrow}")).await;
    let by_name = get_json(&app, "/admin/leads/enquiries?sort=name").await;

    assert_eq!(ids(&silk), vec![b, a]);
    assert_eq!(silk["total"], 2);
    assert_eq!(count_of(&silk, "Contacted"), 2);
    assert_eq!(count_of(&silk, "New"), 0);
    assert_eq!(ids(&silk_contacted), vec![b, a]);
    assert_eq!(
        count_of(&silk_contacted, "New"),
        0,
        "counts ignore the status filter"
    );
    assert_eq!(ids(&silk_mine), vec![a]);
    assert_eq!(ids(&by_service), vec![b]);
    assert_eq!(ids(&unassigned), vec![c, b]);
    assert_eq!(ids(&by_phone), vec![c], "a phone written another way");
    assert_eq!(ids(&percent), vec![c], "% is searched literally");
    assert_eq!(underscore["total"], 0, "_ is searched literally");
    assert_eq!(in_range["total"], 3);
    assert_eq!(future["total"], 0);
    assert_eq!(ids(&by_name), vec![b, a, c]);
}

#[tokio::test]
async fn text_search_finds_any_part_of_a_lead_and_follows_edits_and_deletes() {
    let app = spawn_app().await;
    let asha = enquiry(
        &app,
        json!({"fName": "Asha", "lName": "Kumari", "bEmail": "asha@handloom.in",
               "contactNumber": "9844444444",
               "message": "हथकरघा साड़ियाँ on Amazon; our buyers say \"best weave\""}),
    )
    .await;
    let other = enquiry(
        &app,
        json!({"fName": "Gopal", "lName": "Jha", "bEmail": "gopal@steel.in",
               "contactNumber": "9855555555", "message": "Kitchen steel for Flipkart"}),
    )
    .await;
    app.login_as_admin().await;
    let (_, position) = app
        .department_with_position("Design", "Catalogue Designer")
        .await;
    let applied = app
        .post_json(
            &format!("/usercp/createcp/{position}"),
            &json!({"fullName": "Ritu Sinha", "email": "ritu@mail.in",
                    "mobileNumber": "9866666666", "positionApplied": {"posId": position}}),
        )
        .await;
    let ritu = applied.json::<Value>().await.unwrap()["cId"]
        .as_i64()
        .unwrap();
    let found = |q: &str| {
        let encoded: String = q.bytes().map(|b| format!("%{b:02X}")).collect();
        let path = format!("/admin/leads/enquiries?q={encoded}");
        let app = &app;
        async move { ids(&get_json(app, &path).await) }
    };

    assert_eq!(found("HANDLOOM").await, vec![asha], "any case");
    assert_eq!(
        found("sha kum").await,
        vec![asha],
        "across first and last name"
    );
    assert_eq!(found("हथकरघा").await, vec![asha], "Hindi");
    assert_eq!(
        found("\"best weave\"").await,
        vec![asha],
        "quotes literally"
    );
    assert_eq!(found("flip").await, vec![other], "part of a word");
    assert_eq!(
        found("ha").await,
        vec![other, asha],
        "two letters read every row"
    );
    assert_eq!(found("sh").await, vec![asha]);
    assert_eq!(
        found("98555 55555").await,
        vec![other],
        "a phone written another way"
    );
    assert_eq!(found("nowhere").await, Vec::<i64>::new());
    let designers = get_json(&app, "/admin/leads/applications?q=catalogue%20des").await;
    assert_eq!(
        ids(&designers),
        vec![ritu],
        "an application by its position"
    );
    let by_name = get_json(&app, "/admin/leads/applications?q=RITU").await;
    assert_eq!(ids(&by_name), vec![ritu]);

    let edited = app
        .patch_json(
            &format!("/admin/update/{asha}"),
            &json!({"message": "Bamboo crafts"}),
        )
        .await;
    assert_eq!(edited.status(), 200);
    assert_eq!(
        found("हथकरघा").await,
        Vec::<i64>::new(),
        "the old text is gone"
    );
    assert_eq!(found("bamboo").await, vec![asha], "the new text is found");
    assert_eq!(
        found("asha").await,
        vec![asha],
        "unchanged fields still found"
    );

    assert_eq!(
        app.delete(&format!("/admin/delete/{asha}")).await.status(),
        204
    );
    assert_eq!(
        found("bamboo").await,
        Vec::<i64>::new(),
        "a deleted lead is gone"
    );
    let later = enquiry(
        &app,
        json!({"fName": "Bina", "bEmail": "bina@bamboo.in", "contactNumber": "9877777777"}),
    )
    .await;
    assert_eq!(found("bamboo").await, vec![later]);
}

/// One enquiry as the test keeps it: its id, status and the text the search
/// box reads (names, e-mail, phone, message, service), joined by spaces.
struct Kept {
    id: i64,
    status: &'static str,
    fields: [String; 5],
    service: String,
}

impl Kept {
    fn text(&self) -> String {
        format!("{} {}", self.fields.join(" "), self.service)
    }
}

/// What a plain scan finds: every lead whose text holds the term, ignoring
/// case, newest first.
fn scanned(kept: &[Kept], term: &str) -> Vec<i64> {
    let term = term.to_lowercase();
    let mut ids: Vec<i64> = kept
        .iter()
        .filter(|k| k.text().to_lowercase().contains(&term))
        .map(|k| k.id)
        .collect();
    ids.sort_unstable_by(|a, b| b.cmp(a));
    ids
}

/// Every term's list equals the plain scan's: its items (on two pages
/// too), its total, per-status counts and spam count, exact up to the
/// count limit (2); past it each count is a lower bound taken from the
/// first three matches read: together they are three, none is more than
/// the truth. The total stays exact, as the first page holds every match.
async fn search_matches_the_scan(app: &TestApp, kept: &[Kept], when: &str) {
    for term in [
        "handloom",
        "HANDLOOM",
        "silk",
        "Silk Sa",
        "ji",
        "a",
        "kumari",
        "sha ku",
        "हथकरघा",
        "@weave",
        "weave.in",
        "100%",
        "saree",
        "ree",
        "nowhere",
        "amazon",
    ] {
        let encoded: String = term.bytes().map(|b| format!("%{b:02X}")).collect();
        let page = get_json(
            app,
            &format!("/admin/leads/enquiries?q={encoded}&perPage=100"),
        )
        .await;
        let second = get_json(
            app,
            &format!("/admin/leads/enquiries?q={encoded}&perPage=2&page=2"),
        )
        .await;
        let expected = scanned(kept, term);
        let what = format!("{term:?} {when}");
        assert_eq!(ids(&page), expected, "{what}");
        let rest: Vec<i64> = expected.iter().skip(2).take(2).copied().collect();
        assert_eq!(ids(&second), rest, "{what}: the second page");
        let over = expected.len() > 2;
        assert_eq!(
            page["totalExact"], true,
            "{what}: the first page holds them all"
        );
        assert_eq!(page["spamExact"], !over, "{what}");
        assert_eq!(page["spam"], 0, "{what}");
        let total = page["total"].as_u64().unwrap() as usize;
        assert_eq!(total, expected.len(), "{what}");
        let second_total = second["total"].as_u64().unwrap() as usize;
        assert_eq!(second["totalExact"], !over, "{what}: the second page");
        if over {
            assert!(
                (3..=expected.len()).contains(&second_total),
                "{what}: at least the three read and what the pages showed, at most the truth: {second_total}"
            );
        } else {
            assert_eq!(second_total, expected.len(), "{what}: the second page");
        }
        let mut counted = 0;
        for status in ["New", "Contacted", "Quoted", "Won", "Lost"] {
            let n = kept
                .iter()
                .filter(|k| k.status == status && expected.contains(&k.id))
                .count();
            let count = page["counts"]
                .as_array()
                .unwrap()
                .iter()
                .find(|c| c["status"] == status)
                .unwrap();
            let shown = count["count"].as_u64().unwrap() as usize;
            assert_eq!(count["exact"], !over, "{what} {status}");
            if over {
                assert!(shown <= n, "{what} {status}: {shown} is at most {n}");
            } else {
                assert_eq!(shown, n, "{what} {status}");
            }
            counted += shown;
        }
        if over {
            assert_eq!(
                counted, 3,
                "{what}: the statuses hold the three matches read"
            );
        } else {
            assert_eq!(counted, total, "{what}: the statuses add up to the total");
        }
    }
}

#[tokio::test]
async fn search_through_the_index_or_in_list_order_finds_what_a_scan_finds() {
    let app = spawn_app_with(|c| {
        c.form_rate_limit = 0;
        c.lead_count_limit = 2;
    })
    .await;
    let services: Value = app.get("/serviceent/list").await.json().await.unwrap();
    let service = &services[0];
    let service_text = format!(
        "{} {}",
        service["serviceName"].as_str().unwrap(),
        service["subServiceName"].as_str().unwrap()
    );
    let people = [
        (
            "Asha",
            "Kumari",
            "asha@weave.in",
            "Handloom sarees on Amazon, 100% cotton",
        ),
        ("Ravi", "Jha", "ravi@silk.in", "Banarasi silk sarees"),
        (
            "Meena",
            "Sinha",
            "meena@mail.in",
            "हथकरघा साड़ियाँ for Flipkart",
        ),
        (
            "Gopal",
            "Prasad",
            "gopal@steel.in",
            "Steel utensils, not handloom",
        ),
        (
            "Sunita",
            "Devi",
            "sunita@weave.in",
            "Handloom dupattas and silk sarees",
        ),
        (
            "Rajiv",
            "Singh",
            "rajiv@jio.in",
            "JioMart listing for handloom towels",
        ),
        ("Kiran", "Kumari", "kiran@mail.in", "Madhubani paintings"),
    ];
    let mut kept = Vec::new();
    for (i, (first, last, email, message)) in people.into_iter().enumerate() {
        let phone = format!("98{i:08}");
        let id = enquiry(
            &app,
            json!({"fName": first, "lName": last, "bEmail": email, "contactNumber": phone,
                   "message": message, "selectedService": {"serId": service["serId"]}}),
        )
        .await;
        kept.push(Kept {
            id,
            status: "New",
            fields: [first, last, email, &phone, message].map(String::from),
            service: service_text.clone(),
        });
    }
    app.login_as_admin().await;
    for (i, status) in [(0, "Won"), (1, "Contacted"), (4, "Won"), (5, "Contacted")] {
        let path = format!("/admin/leads/enquiries/{}", kept[i].id);
        assert_eq!(
            app.patch_json(&path, &json!({"status": status}))
                .await
                .status(),
            200
        );
        kept[i].status = status;
    }
    search_matches_the_scan(&app, &kept, "as stored").await;

    for (i, message) in [(1, "Handloom kurtas, no more silk"), (3, "Steel only")] {
        let edited = app
            .patch_json(
                &format!("/admin/update/{}", kept[i].id),
                &json!({"message": message}),
            )
            .await;
        assert_eq!(edited.status(), 200);
        kept[i].fields[4] = message.into();
    }
    let gone = kept.remove(4);
    assert_eq!(
        app.delete(&format!("/admin/delete/{}", gone.id))
            .await
            .status(),
        204
    );
    search_matches_the_scan(&app, &kept, "after edits and a delete").await;
}

/// A term read row by row is counted among at most ten times the count
/// limit of the leads the other filters keep: a rare one is never counted
/// by reading the whole table. Its page is still found in full, its total
/// is exact while the first page holds every match, and the other counts
/// are lower bounds.
#[tokio::test]
async fn a_short_rare_term_is_counted_within_a_window_and_still_found_everywhere() {
    let app = spawn_app_with(|c| {
        c.form_rate_limit = 0;
        c.lead_count_limit = 2;
    })
    .await;
    let services: Value = app.get("/serviceent/list").await.json().await.unwrap();
    let service = services[0]["serId"].clone();
    let mut rare = Vec::new();
    for i in 0..26 {
        let message = if i % 12 == 0 {
            "Ajrakh prints for Myntra"
        } else {
            "Catalogue photos for Flipkart"
        };
        let id = enquiry(
            &app,
            json!({"fName": format!("Lead{i}"), "lName": "Prasad", "bEmail": format!("lead{i}@mail.in"),
                   "contactNumber": format!("97{i:08}"), "message": message,
                   "selectedService": {"serId": service}}),
        )
        .await;
        if i % 12 == 0 {
            rare.push(id);
        }
    }
    rare.reverse();
    app.login_as_admin().await;

    let page = get_json(&app, "/admin/leads/enquiries?q=AJ&perPage=10").await;
    assert_eq!(ids(&page), rare, "every match, newest first");
    assert_eq!(page["total"], 3);
    assert_eq!(page["totalExact"], true);
    let new = page["counts"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["status"] == "New")
        .unwrap();
    assert_eq!(new["exact"], false, "counted within the window: {new}");
    assert!(new["count"].as_u64().unwrap() <= 3, "{new}");
    assert_eq!(page["spamExact"], false);

    let second = get_json(&app, "/admin/leads/enquiries?q=AJ&perPage=2&page=2").await;
    assert_eq!(ids(&second), rare[2..].to_vec());
    assert_eq!(second["total"], 3, "at least what the pages showed");
    assert_eq!(second["totalExact"], false);

    let none = get_json(&app, "/admin/leads/enquiries?q=zq").await;
    assert_eq!(ids(&none), Vec::<i64>::new());
    assert_eq!(none["total"], 0);
    assert_eq!(
        none["totalExact"], true,
        "an empty first page: nothing matches"
    );
}

#[tokio::test]
async fn status_assignee_and_follow_up_changes_are_recorded_with_who_and_when() {
    let app = spawn_app().await;
    let id = client_enquiry(&app, 1).await;
    let admin = app.login_as_admin().await;
    let me = admin["user_id"].as_i64().unwrap();
    let path = format!("/admin/leads/enquiries/{id}");

    let res = app
        .patch_json(
            &path,
            &json!({"status": "Quoted", "assigneeId": me, "followUpOn": "2030-01-15"}),
        )
        .await;
    assert_eq!(res.status(), 200);
    let after: Value = res.json().await.unwrap();
    let again: Value = app
        .patch_json(&path, &json!({"status": "Quoted"}))
        .await
        .json()
        .await
        .unwrap();
    let cleared: Value = app
        .patch_json(&path, &json!({"assigneeId": null, "followUpOn": null}))
        .await
        .json()
        .await
        .unwrap();

    assert_eq!(after["status"], "Quoted");
    assert_eq!(after["assignee"], json!({"id": me, "name": "Test Admin"}));
    assert_eq!(after["followUpOn"], "2030-01-15");
    let actions: Vec<&str> = after["history"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["action"].as_str().unwrap())
        .collect();
    assert_eq!(actions.len(), 3);
    for a in ["status", "assignee", "followUp"] {
        assert!(actions.contains(&a), "{a} in {actions:?}");
    }
    let status = after["history"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["action"] == "status")
        .unwrap();
    assert_eq!(status["from"], "New");
    assert_eq!(status["to"], "Quoted");
    assert_eq!(status["actor"], "Test Admin");
    assert!(status["at"].as_str().unwrap().ends_with('Z'));
    assert_eq!(
        again["history"].as_array().unwrap().len(),
        3,
        "no change, no entry"
    );
    assert_eq!(cleared["assignee"], Value::Null);
    assert_eq!(cleared["followUpOn"], Value::Null);
    assert_eq!(cleared["history"].as_array().unwrap().len(), 5);
    assert_eq!(cleared["history"][0]["to"], Value::Null);
    for (body, field) in [
        (json!({"status": "Hired"}), "status"),
        (json!({"assigneeId": 999}), "assigneeId"),
        (json!({"assigneeId": "x"}), "assigneeId"),
        (json!({"followUpOn": "15/01/2030"}), "followUpOn"),
        (json!({"followUpOn": 5}), "followUpOn"),
    ] {
        assert_error(app.patch_json(&path, &body).await, 422, Some(field)).await;
    }
    let not_json = app
        .client
        .patch(app.url(&path))
        .header("content-type", "text/plain")
        .body("{}")
        .send()
        .await
        .unwrap();
    assert_error(not_json, 415, None).await;
    let missing = app
        .patch_json("/admin/leads/enquiries/999999", &json!({"status": "Won"}))
        .await;
    assert_error(missing, 404, None).await;
}

#[tokio::test]
async fn notes_are_listed_newest_first_with_their_author() {
    let app = spawn_app().await;
    let id = client_enquiry(&app, 1).await;
    app.login_as_admin().await;
    let notes = format!("/admin/leads/enquiries/{id}/notes");

    let first = app
        .post_json(
            &notes,
            &json!({"text": "Called, wants a quote for 50 listings."}),
        )
        .await;
    assert_eq!(first.status(), 201);
    let note: Value = first.json().await.unwrap();
    app.post_json(&notes, &json!({"text": "Quote sent: ₹15,000 a month."}))
        .await;
    let page = get_json(&app, &format!("/admin/leads/enquiries/{id}")).await;

    assert_eq!(note["author"], "Test Admin");
    assert_eq!(note["text"], "Called, wants a quote for 50 listings.");
    assert_eq!(page["notes"][0]["text"], "Quote sent: ₹15,000 a month.");
    assert_eq!(
        page["notes"][1]["text"],
        "Called, wants a quote for 50 listings."
    );
    assert_error(
        app.post_json(&notes, &json!({"text": "  "})).await,
        422,
        Some("text"),
    )
    .await;
    let long = "x".repeat(5001);
    assert_error(
        app.post_json(&notes, &json!({"text": long})).await,
        422,
        Some("text"),
    )
    .await;
    assert_error(
        app.post_json("/admin/leads/enquiries/999999/notes", &json!({"text": "x"}))
            .await,
        404,
        None,
    )
    .await;
}

#[tokio::test]
async fn the_lead_page_has_every_field_and_call_and_whatsapp_links() {
    let app = spawn_app().await;
    let id = enquiry(&app, json!({"contactNumber": "098765 43210"})).await;
    app.login_as_admin().await;

    let page = get_json(&app, &format!("/admin/leads/enquiries/{id}")).await;
    let call = app
        .post_json(
            &format!("/admin/leads/enquiries/{id}/contacts"),
            &json!({"channel": "call"}),
        )
        .await;
    let chat = app
        .post_json(
            &format!("/admin/leads/enquiries/{id}/contacts"),
            &json!({"channel": "whatsapp"}),
        )
        .await;
    let bad = app
        .post_json(
            &format!("/admin/leads/enquiries/{id}/contacts"),
            &json!({"channel": "fax"}),
        )
        .await;
    let after = get_json(&app, &format!("/admin/leads/enquiries/{id}")).await;

    assert_eq!(page["enquiry"]["firstName"], "Asha");
    assert_eq!(page["enquiry"]["address"], "Boring Road, Patna");
    assert_eq!(page["phone"], "098765 43210");
    assert_eq!(page["phoneKey"], "+919876543210");
    assert_eq!(page["callUrl"], "tel:+919876543210");
    let wa = page["whatsappUrl"].as_str().unwrap();
    assert!(wa.starts_with("https://wa.me/919876543210?text="), "{wa}");
    let service = page["topic"].as_str().unwrap().replace(' ', "%20");
    assert!(wa.contains("Vanijya%20Digital"), "{wa}");
    assert!(wa.contains(&service), "{wa} names {service}");
    assert_eq!(call.status(), 201);
    assert_eq!(chat.status(), 201);
    assert_error(bad, 422, Some("channel")).await;
    assert_eq!(after["history"][0]["action"], "whatsapped");
    assert_eq!(after["history"][1]["action"], "called");
    assert_eq!(after["history"][1]["actor"], "Test Admin");
}

#[tokio::test]
async fn a_honeypot_lead_is_held_as_spam_and_can_be_released() {
    let app = spawn_app().await;
    let human = client_enquiry(&app, 1).await;
    let bot = enquiry(
        &app,
        json!({"website": "autofilled.example", "fName": "Auto"}),
    )
    .await;
    app.login_as_admin().await;

    let normal = get_json(&app, "/admin/leads/enquiries").await;
    let spam = get_json(&app, "/admin/leads/enquiries?spam=true").await;
    let spam_by_status = get_json(&app, "/admin/leads/enquiries?status=Spam").await;
    let spec_list = get_json(&app, "/admin/getallbe").await;

    assert_eq!(ids(&normal), vec![human]);
    assert_eq!(normal["spam"], 1);
    assert_eq!(ids(&spam), vec![bot]);
    assert_eq!(spam["items"][0]["status"], "Spam");
    assert!(spam["items"][0]["spamReason"]
        .as_str()
        .unwrap()
        .contains("hidden"));
    assert_eq!(ids(&spam_by_status), vec![bot]);
    assert_eq!(spec_list.as_array().unwrap().len(), 1);

    let released: Value = app
        .patch_json(
            &format!("/admin/leads/enquiries/{bot}"),
            &json!({"status": "New"}),
        )
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(released["status"], "New");
    assert_eq!(released["spamReason"], Value::Null);
    assert_eq!(
        ids(&get_json(&app, "/admin/leads/enquiries").await),
        vec![bot, human]
    );
    assert_eq!(
        get_json(&app, "/admin/leads/enquiries?spam=true").await["total"],
        0
    );
}

#[tokio::test]
async fn a_honeypot_application_is_held_as_spam_and_can_be_released() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    let (_, pos_id) = app.department_with_position("Design", "Image Editor").await;
    let res = app
        .post_json(
            &format!("/usercp/createcp/{pos_id}"),
            &json!({"fullName": "Bot", "email": "bot@spam.example", "mobileNumber": "0000000000",
                    "positionApplied": {"posId": pos_id}, "website": "x"}),
        )
        .await;
    assert_eq!(res.status(), 201);
    let id = res.json::<Value>().await.unwrap()["cId"].as_i64().unwrap();

    let spam = get_json(&app, "/admin/leads/applications?spam=true").await;
    assert_eq!(ids(&spam), vec![id]);
    assert_eq!(
        get_json(&app, "/admin/leads/applications").await["total"],
        0
    );
    app.patch_json(
        &format!("/admin/leads/applications/{id}"),
        &json!({"status": "New"}),
    )
    .await;
    assert_eq!(
        ids(&get_json(&app, "/admin/leads/applications").await),
        vec![id]
    );
    assert_eq!(
        get_json(&app, "/admin/getallcp")
            .await
            .as_array()
            .unwrap()
            .len(),
        1
    );
}

#[tokio::test]
async fn a_lead_with_an_earlier_email_or_phone_is_marked_as_a_duplicate() {
    let app = spawn_app().await;
    let first = enquiry(
        &app,
        json!({"bEmail": "Asha@Kumari-Crafts.in", "contactNumber": "+91 98765 43210",
                                     "message": "First"}),
    )
    .await;
    let by_phone = enquiry(
        &app,
        json!({"bEmail": "other@example.in", "contactNumber": "09876543210",
                                        "message": "Second"}),
    )
    .await;
    let by_email = enquiry(
        &app,
        json!({"bEmail": "asha@kumari-crafts.in", "contactNumber": "9999999999",
                                        "message": "Third"}),
    )
    .await;
    let stranger = client_enquiry(&app, 7).await;
    app.login_as_admin().await;

    let list = get_json(&app, "/admin/leads/enquiries").await;
    let page = get_json(&app, &format!("/admin/leads/enquiries/{first}")).await;
    let dup_page = get_json(&app, &format!("/admin/leads/enquiries/{by_phone}")).await;

    let dup_of = |id: i64| {
        list["items"]
            .as_array()
            .unwrap()
            .iter()
            .find(|i| i["id"] == id)
            .unwrap()["duplicateOf"]
            .clone()
    };
    assert_eq!(dup_of(first), Value::Null);
    assert_eq!(dup_of(by_phone), json!(first));
    assert_eq!(
        dup_of(by_email),
        json!(first),
        "the earlier lead with the same e-mail"
    );
    assert_eq!(dup_of(stranger), Value::Null);
    let linked: Vec<i64> = page["possibleDuplicates"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["id"].as_i64().unwrap())
        .collect();
    assert_eq!(linked, vec![by_email, by_phone]);
    assert_eq!(dup_page["possibleDuplicates"][0]["id"], first);
}

#[tokio::test]
async fn a_double_clicked_submit_stores_one_lead() {
    let app = spawn_app().await;
    let body = TestApp::enquiry_body(app.first_service_id().await);

    let (a, b) = tokio::join!(
        app.post_json("/userbe/createbe", &body),
        app.post_json("/userbe/createbe", &body)
    );
    let c = app.post_json("/userbe/createbe", &body).await;
    let (a, b, c): (Value, Value, Value) = (
        a.json().await.unwrap(),
        b.json().await.unwrap(),
        c.json().await.unwrap(),
    );
    let mut changed = body.clone();
    changed["message"] = json!("A different question");
    let d: Value = app
        .post_json("/userbe/createbe", &changed)
        .await
        .json()
        .await
        .unwrap();

    assert_eq!(a["bId"], b["bId"], "{a} {b}");
    assert_eq!(a["bId"], c["bId"]);
    assert_ne!(a["bId"], d["bId"]);
    app.login_as_admin().await;
    assert_eq!(
        get_json(&app, "/admin/getallbe")
            .await
            .as_array()
            .unwrap()
            .len(),
        2
    );
}

#[tokio::test]
async fn a_resubmission_with_a_corrected_e_mail_or_phone_is_a_lead_of_its_own() {
    // Arrange: an enquiry sent with a mistyped e-mail, by script and by the
    // form without script, and an application likewise.
    let app = spawn_app().await;
    app.login_as_admin().await;
    let (_, pos) = app.department_with_position("Design", "Image Editor").await;
    let visitor = app.with_client(crate::helpers::browser_client());
    let body = TestApp::enquiry_body(app.first_service_id().await);
    let mut typo = body.clone();
    typo["bEmail"] = json!("asha@kumari-crafts.inn");
    let mut other_phone = body.clone();
    other_phone["contactNumber"] = json!("+91 98765 43211");
    let form = |email: &'static str| {
        vec![
            ("fName", "Ravi".to_owned()),
            ("lName", "Ranjan".to_owned()),
            ("bEmail", email.to_owned()),
            (
                "selectedService",
                body["selectedService"]["serId"].to_string(),
            ),
            ("contactNumber", "+91 94311 22334".to_owned()),
            ("address", "Fraser Road, Patna".to_owned()),
            (
                "message",
                "A Flipkart store for the wedding season.".to_owned(),
            ),
            ("website", String::new()),
        ]
    };
    let application = |email: &str| {
        json!({"fullName": "Neha Sinha", "email": email, "mobileNumber": "9700000001",
               "positionApplied": {"posId": pos}})
    };

    // Act: each sent again at once, corrected.
    let mut enquiries = Vec::new();
    for sent in [&typo, &body, &other_phone] {
        let res = visitor.post_json("/userbe/createbe", sent).await;
        assert_eq!(res.status(), 201);
        enquiries.push(res.json::<Value>().await.unwrap()["bId"].clone());
    }
    let origin = visitor.address.clone();
    for email in ["ravi@ranjan-traders.inn", "ravi@ranjan-traders.in"] {
        let fields = form(email);
        let fields: Vec<(&str, &str)> = fields.iter().map(|(k, v)| (*k, v.as_str())).collect();
        let res = visitor
            .post_form("/buseq", Some(("Origin", origin.as_str())), &fields)
            .await;
        assert_eq!(res.status(), 303);
    }
    let mut applications = Vec::new();
    for email in ["neha@sinha.inn", "neha@sinha.in"] {
        let res = visitor
            .post_json(&format!("/usercp/createcp/{pos}"), &application(email))
            .await;
        applications.push(res.json::<Value>().await.unwrap()["cId"].clone());
    }

    // Assert: every corrected copy is a lead of its own.
    assert_ne!(enquiries[0], enquiries[1]);
    assert_ne!(enquiries[1], enquiries[2]);
    assert_ne!(applications[0], applications[1]);
    let all = get_json(&app, "/admin/getallbe").await;
    let emails: Vec<&str> = all
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|e| e["bEmail"].as_str())
        .collect();
    for email in [
        "asha@kumari-crafts.inn",
        "ravi@ranjan-traders.inn",
        "ravi@ranjan-traders.in",
    ] {
        assert!(emails.contains(&email), "{email} in {emails:?}");
    }
    assert_eq!(emails.len(), 5, "{emails:?}");
}

#[tokio::test]
async fn due_today_lists_open_leads_whose_follow_up_has_come() {
    let app = spawn_app().await;
    let due = client_enquiry(&app, 1).await;
    let overdue = client_enquiry(&app, 2).await;
    let later = client_enquiry(&app, 3).await;
    let won = client_enquiry(&app, 4).await;
    app.login_as_admin().await;
    let today = chrono::Utc::now()
        .with_timezone(&chrono::FixedOffset::east_opt(19800).unwrap())
        .date_naive();
    for (id, day) in [
        (due, today),
        (overdue, today.pred_opt().unwrap()),
        (later, today.succ_opt().unwrap()),
        (won, today),
    ] {
        app.patch_json(
            &format!("/admin/leads/enquiries/{id}"),
            &json!({"followUpOn": day.to_string()}),
        )
        .await;
    }
    app.patch_json(
        &format!("/admin/leads/enquiries/{won}"),
        &json!({"status": "Won"}),
    )
    .await;

    let page = get_json(&app, "/admin/leads/enquiries?due=today&sort=followUp").await;

    assert_eq!(ids(&page), vec![overdue, due]);
}

#[tokio::test]
async fn applications_have_their_own_statuses_and_filters() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    let (_, designer) = app.department_with_position("Design", "Image Editor").await;
    let (_, seller) = app
        .department_with_position("Sales", "Account Manager")
        .await;
    let mut made = Vec::new();
    for (i, pos) in [(1, designer), (2, seller), (3, designer)] {
        let res = app
            .post_json(
                &format!("/usercp/createcp/{pos}"),
                &json!({"fullName": format!("Applicant {i}"), "email": format!("a{i}@mail.in"),
                        "mobileNumber": format!("97000000{i:02}"), "positionApplied": {"posId": pos}}),
            )
            .await;
        made.push(res.json::<Value>().await.unwrap()["cId"].as_i64().unwrap());
    }
    app.patch_json(
        &format!("/admin/leads/applications/{}", made[0]),
        &json!({"status": "Shortlisted"}),
    )
    .await;

    let designers = get_json(&app, &format!("/admin/leads/applications?topic={designer}")).await;
    let shortlisted = get_json(&app, "/admin/leads/applications?status=Shortlisted").await;
    let page = get_json(&app, &format!("/admin/leads/applications/{}", made[1])).await;
    let wrong = app
        .patch_json(
            &format!("/admin/leads/applications/{}", made[1]),
            &json!({"status": "Won"}),
        )
        .await;

    assert_eq!(ids(&designers), vec![made[2], made[0]]);
    assert_eq!(ids(&shortlisted), vec![made[0]]);
    assert_eq!(count_of(&shortlisted, "New"), 2);
    assert_eq!(page["application"]["fullName"], "Applicant 2");
    assert_eq!(page["topic"], "Account Manager");
    assert!(page["whatsappUrl"]
        .as_str()
        .unwrap()
        .contains("Account%20Manager"));
    assert_error(wrong, 422, Some("status")).await;
}

#[tokio::test]
async fn deleting_an_assigned_administrator_keeps_the_name_on_the_lead() {
    let app = spawn_app().await;
    let id = client_enquiry(&app, 1).await;
    app.login_as_admin().await;
    let other = app
        .create_admin("second@vanijya.test", "another-long-password")
        .await;
    let other_id = other["user_id"].as_i64().unwrap();
    app.patch_json(
        &format!("/admin/leads/enquiries/{id}"),
        &json!({"assigneeId": other_id}),
    )
    .await;

    let res = app.delete(&format!("/admin/deleteuser/{other_id}")).await;
    assert_eq!(res.status(), 204);
    let page = get_json(&app, &format!("/admin/leads/enquiries/{id}")).await;

    assert_eq!(page["assignee"], json!({"id": null, "name": "Test Admin"}));
}

#[tokio::test]
async fn the_dashboard_counts_new_open_won_and_weekly_leads() {
    let app = spawn_app().await;
    let a = client_enquiry(&app, 1).await;
    let b = client_enquiry(&app, 2).await;
    let c = client_enquiry(&app, 3).await;
    enquiry(&app, json!({"website": "bot", "fName": "Bot"})).await;
    app.login_as_admin().await;
    let (_, pos) = app.department_with_position("Design", "Image Editor").await;
    app.post_json(
        &format!("/usercp/createcp/{pos}"),
        &json!({"fullName": "Applicant", "email": "a@mail.in", "mobileNumber": "9700000000",
                "positionApplied": {"posId": pos}}),
    )
    .await;
    for (id, status) in [(a, "Won"), (b, "Lost"), (c, "Contacted")] {
        app.patch_json(
            &format!("/admin/leads/enquiries/{id}"),
            &json!({"status": status}),
        )
        .await;
    }

    let d = get_json(&app, "/admin/leads/dashboard").await;

    assert_eq!(d["today"], json!({"enquiries": 3, "applications": 1}));
    assert_eq!(d["thisWeek"], json!({"enquiries": 3, "applications": 1}));
    assert_eq!(d["thisMonth"], json!({"enquiries": 3, "applications": 1}));
    let open: Vec<(String, i64)> = d["openEnquiries"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| {
            (
                c["status"].as_str().unwrap().to_owned(),
                c["count"].as_i64().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        open,
        vec![
            ("New".into(), 0),
            ("Contacted".into(), 1),
            ("Quoted".into(), 0)
        ]
    );
    assert_eq!(
        d["openApplications"][0],
        json!({"status": "New", "count": 1})
    );
    assert_eq!(d["won"], 1);
    assert_eq!(d["closed"], 2);
    assert_eq!(d["winRate"], 0.5);
    assert_eq!(d["enquiriesPerService"][0]["count"], 3);
    let weeks = d["weeks"].as_array().unwrap();
    assert_eq!(weeks.len(), 12);
    assert_eq!(weeks[11]["enquiries"], 3);
    assert_eq!(weeks[11]["applications"], 1);
    assert_eq!(weeks[10]["enquiries"], 0);
}

/// The body of a CSV answer after checking its headers and BOM.
async fn csv(app: &TestApp, path: &str) -> String {
    let res = app.get(path).await;
    assert_eq!(res.status(), 200, "GET {path}");
    assert_eq!(res.headers()["content-type"], "text/csv; charset=utf-8");
    assert!(res.headers()["content-disposition"]
        .to_str()
        .unwrap()
        .starts_with("attachment; filename="));
    let bytes = res.bytes().await.unwrap();
    assert_eq!(&bytes[..3], b"\xEF\xBB\xBF", "UTF-8 byte order mark");
    String::from_utf8(bytes[3..].to_vec()).unwrap()
}

#[tokio::test]
async fn the_enquiry_export_is_what_the_list_shows_and_safe_in_a_spreadsheet() {
    let app = spawn_app().await;
    let evil = enquiry(&app, json!({"fName": "=HYPERLINK(\"x\")", "lName": "आशा",
                                    "contactNumber": "+91 98765 43210",
                                    "message": "@SUM(1+1), \"quoted\"\nsecond line", "address": "-5 Main Road"}))
        .await;
    let zero = enquiry(
        &app,
        json!({"fName": "Zero", "bEmail": "zero@example.in",
                                    "contactNumber": "09123456789", "message": "Leading zero"}),
    )
    .await;
    for i in 0..3 {
        client_enquiry(&app, 10 + i).await;
    }
    app.login_as_admin().await;
    app.patch_json(
        &format!("/admin/leads/enquiries/{zero}"),
        &json!({"status": "Quoted"}),
    )
    .await;

    let all = csv(&app, "/admin/export/enquiries.csv").await;
    let quoted = csv(&app, "/admin/export/enquiries.csv?status=Quoted").await;
    let bad = app.get("/admin/export/enquiries.csv?sort=nope").await;

    let lines: Vec<&str> = all.split("\r\n").filter(|l| !l.is_empty()).collect();
    assert!(lines[0].starts_with("ID,Submitted (India time),First name,Last name,E-mail,Phone,"));
    assert_eq!(
        lines.len(),
        1 + 5,
        "a header and five rows (the message's newline is inside quotes)"
    );
    let evil_row = all
        .split("\r\n")
        .find(|l| l.starts_with(&format!("{evil},")))
        .unwrap();
    assert!(
        evil_row.contains(",\"'=HYPERLINK(\"\"x\"\")\",आशा,"),
        "{evil_row}"
    );
    assert!(
        evil_row.contains(",'+91 98765 43210,'+919876543210,'-5 Main Road,"),
        "{evil_row}"
    );
    assert!(
        evil_row.contains(",\"'@SUM(1+1), \"\"quoted\"\"\nsecond line\","),
        "{evil_row}"
    );
    assert!(
        all.contains(",'09123456789,'+919123456789,"),
        "leading zero kept as text"
    );
    let quoted_lines: Vec<&str> = quoted.split("\r\n").filter(|l| !l.is_empty()).collect();
    assert_eq!(quoted_lines.len(), 2);
    assert!(quoted_lines[1].starts_with(&format!("{zero},")));
    assert!(quoted_lines[1].contains(",Quoted,"));
    assert_error(bad, 422, Some("sort")).await;
}

#[tokio::test]
async fn a_large_export_streams_every_row_once_in_the_list_order() {
    let app = spawn_app().await;
    let mut made = Vec::new();
    for i in 0..1201 {
        made.push(client_enquiry(&app, i).await);
    }
    app.login_as_admin().await;

    let all = csv(&app, "/admin/export/enquiries.csv?sort=oldest").await;

    let exported: Vec<i64> = all
        .split("\r\n")
        .skip(1)
        .filter(|l| !l.is_empty())
        .map(|l| l.split(',').next().unwrap().parse().unwrap())
        .collect();
    assert_eq!(exported, made);
}

#[tokio::test]
async fn the_application_export_keeps_phones_as_text() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    let (_, pos) = app.department_with_position("Design", "Image Editor").await;
    app.post_json(
        &format!("/usercp/createcp/{pos}"),
        &json!({"fullName": "Priya", "email": "priya@mail.in", "mobileNumber": "91-9876543210",
                "positionApplied": {"posId": pos}}),
    )
    .await;

    let body = csv(&app, "/admin/export/applications.csv").await;

    assert!(body.starts_with("ID,Submitted (India time),Full name,E-mail,Phone,"));
    assert!(
        body.contains(",Priya,priya@mail.in,'91-9876543210,'+919876543210,Image Editor,New,"),
        "{body}"
    );
}

#[tokio::test]
async fn products_list_and_export_with_plain_and_rupee_prices() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    for (title, price, mrp, active) in [
        ("Cotton Kurta", json!(1234.5), json!(2000), true),
        ("Steel Bottle", json!(123456), json!(null), false),
        ("=cmd|' /C calc'!A0", json!(10), json!(null), true),
    ] {
        let res = app
            .post_json(
                "/admin/aff",
                &json!({"title": title, "price": price, "originalPrice": mrp, "active": active,
                        "affiliateLink": "https://amzn.example/x", "category": "Home"}),
            )
            .await;
        assert_eq!(res.status(), 201);
    }

    let page = get_json(&app, "/admin/products?active=true&sort=price").await;
    let search = get_json(&app, "/admin/products?q=BOTTLE").await;
    let body = csv(&app, "/admin/export/products.csv?sort=-price").await;
    let bad = app.get("/admin/products?active=maybe").await;

    assert_eq!(page["total"], 2);
    assert_eq!(page["items"][0]["price"], 10);
    assert_eq!(page["active"], 2);
    assert_eq!(page["inactive"], 1);
    assert_eq!(search["items"][0]["title"], "Steel Bottle");
    let lines: Vec<&str> = body.split("\r\n").filter(|l| !l.is_empty()).collect();
    assert!(lines[0].starts_with(
        "ID,Title,Brand,Category,Platform,Price,Price (₹),M.R.P.,M.R.P. (₹),Discount %,Active,"
    ));
    assert!(
        lines[1].contains(",Steel Bottle,,Home,,123456.00,\"₹1,23,456\",,,,No,"),
        "{}",
        lines[1]
    );
    assert!(
        lines[2].contains(",Cotton Kurta,,Home,,1234.50,\"₹1,234.50\",2000.00,\"₹2,000\",38,Yes,"),
        "{}",
        lines[2]
    );
    assert!(lines[3].contains(",'=cmd|' /C calc'!A0,"), "{}", lines[3]);
    assert_error(bad, 422, Some("active")).await;
}

#[tokio::test]
async fn the_openapi_document_describes_the_lead_desk() {
    let app = spawn_app().await;
    let doc = get_json(&app, "/api/openapi.json").await;
    for path in [
        "/admin/leads/{kind}",
        "/admin/leads/{kind}/{id}",
        "/admin/leads/{kind}/{id}/notes",
        "/admin/leads/{kind}/{id}/contacts",
        "/admin/leads/dashboard",
        "/admin/export/enquiries.csv",
        "/admin/export/applications.csv",
        "/admin/export/products.csv",
        "/admin/products",
    ] {
        assert!(doc["paths"][path].is_object(), "{path} documented");
    }
    assert!(doc["paths"]["/admin/leads/{kind}/{id}"]["patch"]["responses"]["422"].is_object());
}

#[tokio::test]
async fn every_call_on_one_lead_checks_its_address_the_same_way() {
    // Arrange
    let app = spawn_app().await;
    let id = client_enquiry(&app, 1).await;
    let calls = |base: &str| {
        [
            ("GET", base.to_owned(), Value::Null),
            ("PATCH", base.to_owned(), json!({"status": "Contacted"})),
            (
                "POST",
                format!("{base}/notes"),
                json!({"text": "Rang back."}),
            ),
            (
                "POST",
                format!("{base}/contacts"),
                json!({"channel": "call"}),
            ),
        ]
    };
    let send = |method: &'static str, path: String, body: Value| {
        let app = &app;
        async move {
            match method {
                "GET" => app.get(&path).await,
                "PATCH" => app.patch_json(&path, &body).await,
                _ => app.post_json(&path, &body).await,
            }
        }
    };

    // Act and assert: without a session, every call is refused first.
    for (method, path, body) in calls(&format!("/admin/leads/enquiries/{id}")) {
        assert_error(send(method, path, body).await, 401, None).await;
    }
    app.login_as_admin().await;
    for (method, path, body) in calls(&format!("/admin/leads/customers/{id}")) {
        assert_error(send(method, path, body).await, 404, None).await;
    }
    for (method, path, body) in calls("/admin/leads/enquiries/seven") {
        assert_error(send(method, path, body).await, 400, None).await;
    }
    for (method, path, body) in calls(&format!("/admin/leads/enquiries/{id}")) {
        let res = send(method, path.clone(), body).await;
        assert!(
            res.status().is_success(),
            "{method} {path}: {}",
            res.status()
        );
    }
}

/// Sets a lead's arrival (and first answer) to moments given in India time.
async fn set_times(app: &TestApp, id: i64, arrived: &str, answered: Option<&str>) {
    let db = sea_orm::Database::connect(&app.config.database_url)
        .await
        .unwrap();
    let answered = answered.map_or("NULL".to_owned(), |a| format!("'{a}'"));
    let sql = format!(
        "UPDATE leads SET submitted_at = '{arrived}', first_response_at = {answered} WHERE kind = 'enquiry' AND id = {id}"
    );
    sea_orm::ConnectionTrait::execute_unprepared(&db, &sql)
        .await
        .unwrap();
}

#[tokio::test]
async fn the_first_answer_is_the_first_status_change_or_contact_and_never_moves() {
    // Arrange
    let app = spawn_app().await;
    app.login_as_admin().await;
    let by_status = client_enquiry(&app, 1).await;
    let by_call = client_enquiry(&app, 2).await;
    let waiting = client_enquiry(&app, 3).await;
    let page = |id: i64| format!("/admin/leads/enquiries/{id}");
    let fresh = get_json(&app, &page(by_status)).await;
    assert!(fresh["firstResponseAt"].is_null());
    assert_eq!(fresh["response"]["waiting"], true);
    assert_eq!(fresh["response"]["targetMinutes"], 60);

    // Act
    let res = app
        .patch_json(&page(by_status), &json!({"status": "Contacted"}))
        .await;
    assert_eq!(res.status(), 200);
    let res = app
        .post_json(
            &format!("{}/contacts", page(by_call)),
            &json!({"channel": "call"}),
        )
        .await;
    assert_eq!(res.status(), 201);

    // Assert
    let answered = get_json(&app, &page(by_status)).await;
    let first = answered["firstResponseAt"].as_str().unwrap().to_owned();
    assert_eq!(answered["response"]["waiting"], false);
    assert_eq!(answered["response"]["withinTarget"], true);
    assert!(get_json(&app, &page(by_call)).await["firstResponseAt"].is_string());
    // A later change does not move the first answer.
    tokio::time::sleep(std::time::Duration::from_millis(1100)).await;
    app.patch_json(&page(by_status), &json!({"status": "Quoted"}))
        .await;
    assert_eq!(
        get_json(&app, &page(by_status)).await["firstResponseAt"],
        first.as_str()
    );
    // The waiting view lists only the lead still waiting.
    let list = get_json(&app, "/admin/leads/enquiries?waiting=true").await;
    let ids: Vec<i64> = list["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["id"].as_i64().unwrap())
        .collect();
    assert_eq!(ids, [waiting]);
    assert_error(
        app.get("/admin/leads/enquiries?waiting=maybe").await,
        422,
        Some("waiting"),
    )
    .await;
}

#[tokio::test]
async fn waits_count_business_minutes_only_and_the_longest_wait_comes_first() {
    // Arrange: one lead arrived Saturday 28 Nov 2026 at 6 pm India time and
    // was answered Monday at 11 am; two still wait, from Friday and from
    // Saturday morning.
    let app = spawn_app().await;
    app.login_as_admin().await;
    let weekend = client_enquiry(&app, 1).await;
    let friday = client_enquiry(&app, 2).await;
    let saturday = client_enquiry(&app, 3).await;
    set_times(
        &app,
        weekend,
        "2026-11-28T12:30:00+00:00",
        Some("2026-11-30T05:30:00+00:00"),
    )
    .await;
    set_times(&app, friday, "2026-11-20T06:00:00+00:00", None).await;
    set_times(&app, saturday, "2026-11-21T05:00:00+00:00", None).await;

    // Act
    let answered = get_json(&app, &format!("/admin/leads/enquiries/{weekend}")).await;
    let list = get_json(&app, "/admin/leads/enquiries?waiting=true").await;

    // Assert: 6 pm to 7 pm Saturday, then 10 am to 11 am Monday
    assert_eq!(answered["response"]["businessMinutes"], 120);
    assert_eq!(answered["response"]["withinTarget"], false);
    let ids: Vec<i64> = list["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["id"].as_i64().unwrap())
        .collect();
    assert_eq!(ids, [friday, saturday], "longest wait first");
}

#[tokio::test]
async fn the_dashboard_measures_this_week_and_last_week_against_the_target() {
    // Arrange: this week, one lead answered at once and one left waiting
    let app = spawn_app_with(|c| {
        c.form_rate_limit = 0;
        c.response_target_minutes = 45;
    })
    .await;
    app.login_as_admin().await;
    let answered = client_enquiry(&app, 1).await;
    client_enquiry(&app, 2).await;
    app.patch_json(
        &format!("/admin/leads/enquiries/{answered}"),
        &json!({"status": "Contacted"}),
    )
    .await;

    // Act
    let figures = get_json(&app, "/admin/leads/dashboard").await;

    // Assert
    let week = &figures["responseThisWeek"];
    assert_eq!(week["leads"], 2);
    assert_eq!(week["answered"], 1);
    assert_eq!(week["medianMinutes"], 0);
    assert_eq!(week["withinTarget"], 1);
    assert_eq!(week["targetMinutes"], 45);
    assert_eq!(figures["responseLastWeek"]["leads"], 0);
    assert!(figures["responseLastWeek"]["medianMinutes"].is_null());
}

#[tokio::test]
async fn the_service_and_position_filters_follow_edits_and_deletes() {
    // Arrange: an enquiry for one service, an application for one position.
    let app = spawn_app().await;
    app.login_as_admin().await;
    let first = app.first_service_id().await;
    let made: Value = app
        .post_json(
            "/admin/services",
            &json!({"serviceName": "Meesho", "subServiceName": "Catalogue upload"}),
        )
        .await
        .json()
        .await
        .unwrap();
    let second = made["id"].as_i64().unwrap();
    let id = enquiry(&app, json!({})).await;
    let (_, analyst) = app
        .department_with_position("Marketing", "SEO Analyst")
        .await;
    let (_, writer) = app
        .department_with_position("Content", "Content Writer")
        .await;
    let applied: Value = app
        .post_json(
            &format!("/usercp/createcp/{analyst}"),
            &json!({"fullName": "Priya Sinha", "email": "priya@mail.in",
                    "mobileNumber": "9700000101", "positionApplied": {"posId": analyst}}),
        )
        .await
        .json()
        .await
        .unwrap();
    let cid = applied["cId"].as_i64().unwrap();
    let enquiries_about = |s: i64| format!("/admin/leads/enquiries?topic={s}");
    let applications_for = |p: i64| format!("/admin/leads/applications?topic={p}");
    let before = get_json(&app, &enquiries_about(first)).await;

    // Act: move each to another service or position, then delete those.
    let moved = app
        .patch_json(
            &format!("/admin/enquiries/{id}"),
            &json!({"serviceId": second}),
        )
        .await;
    assert_eq!(moved.status(), 200);
    let moved = app
        .patch_json(
            &format!("/admin/applications/{cid}"),
            &json!({"positionId": writer}),
        )
        .await;
    assert_eq!(moved.status(), 200);
    let after_first = get_json(&app, &enquiries_about(first)).await;
    let after_second = get_json(&app, &enquiries_about(second)).await;
    let after_analyst = get_json(&app, &applications_for(analyst)).await;
    let after_writer = get_json(&app, &applications_for(writer)).await;
    let gone = app.delete(&format!("/admin/services/{second}")).await;
    assert_eq!(gone.status(), 204);
    let gone = app.delete(&format!("/admin/positions/{writer}")).await;
    assert_eq!(gone.status(), 204);
    let deleted_service = get_json(&app, &enquiries_about(second)).await;
    let deleted_position = get_json(&app, &applications_for(writer)).await;
    let every_enquiry = get_json(&app, "/admin/leads/enquiries").await;

    // Assert: each list shows the lead where it now is, and none once its
    // service or position is gone (the lead itself is kept).
    assert_eq!(ids(&before), vec![id]);
    assert!(ids(&after_first).is_empty());
    assert_eq!(ids(&after_second), vec![id]);
    assert!(ids(&after_analyst).is_empty());
    assert_eq!(ids(&after_writer), vec![cid]);
    assert!(ids(&deleted_service).is_empty());
    assert!(ids(&deleted_position).is_empty());
    assert_eq!(ids(&every_enquiry), vec![id]);
}

#[tokio::test]
async fn a_lead_who_wrote_in_hindi_gets_the_whatsapp_greeting_in_hindi() {
    // Arrange: the same enquiry sent from an English and a Hindi page
    let app = spawn_app().await;
    let english = enquiry(&app, json!({"language": "en"})).await;
    let hindi = enquiry(
        &app,
        json!({"language": "hi", "message": "अमेज़न पर साड़ियाँ बेचनी हैं।"}),
    )
    .await;
    app.login_as_admin().await;

    // Act
    let en = get_json(&app, &format!("/admin/leads/enquiries/{english}")).await;
    let hi = get_json(&app, &format!("/admin/leads/enquiries/{hindi}")).await;

    // Assert: each greeting, read back from the link, in the lead's language
    let text = |page: &Value| {
        let url = page["whatsappUrl"].as_str().unwrap().to_owned();
        let query = url.split_once("?text=").unwrap().1.to_owned();
        let pairs: Vec<(String, String)> =
            serde_urlencoded::from_str(&format!("text={query}")).unwrap();
        pairs[0].1.clone()
    };
    let topic = en["topic"].as_str().unwrap();
    assert_eq!(
        text(&en),
        format!("Hello Asha, this is Vanijya Digital about your enquiry for {topic}.")
    );
    assert_eq!(
        text(&hi),
        format!("नमस्ते Asha जी, Vanijya Digital से बात कर रहे हैं: {topic} के लिए आपकी पूछताछ के बारे में।")
    );
}
