//! The quotations list over HTTP: every quotation one page at a time,
//! newest first, one enquiry's, or those in one state, where each row's
//! state is the word it was filtered by.
use sea_orm::{ConnectionTrait, Database};
use serde_json::{json, Value};

use crate::{
    helpers::{assert_error, browser_client, error_fields, spawn_app_with, TestApp},
    quotes::{created, sent},
};

/// An enquiry from a client of its own (the same enquiry sent twice in a
/// row is taken once).
async fn new_lead(app: &TestApp, client: &str) -> i64 {
    let mut body = TestApp::enquiry_body(app.first_service_id().await);
    let mailbox: String = client
        .chars()
        .filter(char::is_ascii_alphanumeric)
        .collect::<String>()
        .to_lowercase();
    body["bEmail"] = json!(format!("{mailbox}@example.in"));
    body["message"] = json!(format!(
        "{client} would like a quotation for selling online."
    ));
    let res = app.post_json("/userbe/createbe", &body).await;
    res.json::<Value>().await.unwrap()["bId"].as_i64().unwrap()
}

fn quote_for(lead: i64, client: &str) -> Value {
    json!({
        "leadId": lead,
        "lines": [{"description": "Flipkart seller account set-up and the first 25 listings", "sac": "998365", "quantity": 1, "unitPrice": 18000}],
        "clientName": client,
        "clientAddress": "22 Fraser Road, Patna 800001",
        "clientState": "Bihar",
    })
}

/// A quote for a lead of its own, sent; answers its id and token.
async fn sent_quote(app: &TestApp, client: &str) -> (i64, String) {
    let lead = new_lead(app, client).await;
    let quote = sent(app, &quote_for(lead, client)).await;
    (
        quote["id"].as_i64().unwrap(),
        quote["token"].as_str().unwrap().to_owned(),
    )
}

async fn page(app: &TestApp, query: &str) -> Value {
    let res = app.get(&format!("/admin/quotes?{query}")).await;
    let status = res.status().as_u16();
    let body: Value = res.json().await.unwrap();
    assert_eq!(status, 200, "{query}: {body}");
    body
}

fn ids(page: &Value) -> Vec<i64> {
    page["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|q| q["id"].as_i64().unwrap())
        .collect()
}

#[tokio::test]
async fn every_quotation_is_listed_a_page_at_a_time_and_by_state() {
    // Arrange: one quotation in each state
    let app = spawn_app_with(|c| c.form_rate_limit = 0).await;
    app.login_as_admin().await;
    let client = app.with_client(browser_client());
    let draft_lead = new_lead(&app, "Sinha Handlooms").await;
    let draft = created(&app, &quote_for(draft_lead, "Sinha Handlooms")).await["id"]
        .as_i64()
        .unwrap();
    let (sent, _) = sent_quote(&app, "Patliputra Spices").await;
    let (opened, token) = sent_quote(&app, "Bodh Gaya Incense Works").await;
    client.get(&format!("/q/{token}")).await;
    let (accepted, token) = sent_quote(&app, "Madhubani Art House").await;
    let res = client
        .post_json(
            &format!("/q/{token}/accept"),
            &json!({"name": "Rekha Devi"}),
        )
        .await;
    assert_eq!(res.status(), 200);
    let (declined, token) = sent_quote(&app, "Gaya Stone Crafts").await;
    let res = client
        .post_json(
            &format!("/q/{token}/decline"),
            &json!({"reason": "We are staying with our present agency this year."}),
        )
        .await;
    assert_eq!(res.status(), 200);
    let (expired, _) = sent_quote(&app, "Hajipur Banana Fibre").await;
    let db = Database::connect(&app.config.database_url).await.unwrap();
    db.execute_unprepared(&format!(
        "UPDATE quotes SET valid_until = '2026-01-01' WHERE id = {expired}"
    ))
    .await
    .unwrap();
    let (withdrawn, _) = sent_quote(&app, "Bhagalpur Silk Co").await;
    let res = app
        .post_empty(&format!("/admin/quotes/{withdrawn}/revoke"))
        .await;
    assert_eq!(res.status(), 200);
    let (revised, _) = sent_quote(&app, "Muzaffarpur Litchi Farms").await;
    let mut cheaper = quote_for(0, "Muzaffarpur Litchi Farms");
    cheaper.as_object_mut().unwrap().remove("leadId");
    let newer = app
        .post_json(&format!("/admin/quotes/{revised}/revise"), &cheaper)
        .await
        .json::<Value>()
        .await
        .unwrap()["id"]
        .as_i64()
        .unwrap();
    let res = app.post_empty(&format!("/admin/quotes/{newer}/send")).await;
    assert_eq!(res.status(), 200);
    let mut newest_first = vec![
        draft, sent, opened, accepted, declined, expired, withdrawn, revised, newer,
    ];
    newest_first.reverse();

    // Act
    let first = page(&app, "perPage=4").await;
    let second = page(&app, "perPage=4&page=2").await;
    let third = page(&app, "perPage=4&page=3").await;

    // Assert: paged like the other lists, newest first
    assert_eq!(first["total"], 9);
    assert_eq!(first["pages"], 3);
    assert_eq!(first["perPage"], 4);
    assert_eq!(second["page"], 2);
    let listed: Vec<i64> = [&first, &second, &third]
        .iter()
        .flat_map(|p| ids(p))
        .collect();
    assert_eq!(listed, newest_first);
    // Each state lists exactly its quotation, and each row says so.
    for (state, id) in [
        ("draft", draft),
        ("opened", opened),
        ("accepted", accepted),
        ("declined", declined),
        ("expired", expired),
        ("withdrawn", withdrawn),
        ("revised", revised),
    ] {
        let found = page(&app, &format!("state={state}")).await;
        assert_eq!(ids(&found), vec![id], "{state}: {found}");
        assert_eq!(found["total"], 1, "{state}");
        assert_eq!(found["items"][0]["state"], state);
    }
    let still_sent = page(&app, "state=sent").await;
    assert_eq!(ids(&still_sent), vec![newer, sent], "sent and not opened");
    assert!(still_sent["items"]
        .as_array()
        .unwrap()
        .iter()
        .all(|q| q["state"] == "sent"));
    assert_eq!(
        ids(&page(&app, &format!("leadId={draft_lead}")).await),
        vec![draft]
    );
}

#[tokio::test]
async fn a_bad_filter_is_refused_at_its_own_field() {
    let app = spawn_app_with(|c| c.form_rate_limit = 0).await;
    app.login_as_admin().await;

    let res = app
        .get("/admin/quotes?state=lost&leadId=first&perPage=0")
        .await;

    let body = assert_error(res, 422, None).await;
    let mut fields = error_fields(&body);
    fields.sort();
    assert_eq!(fields, ["leadId", "perPage", "state"]);
    let state = body["errors"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["field"] == "state")
        .unwrap();
    assert_eq!(
        state["error"],
        "State must be one of: draft, sent, opened, accepted, declined, expired, revised, withdrawn."
    );
}

#[tokio::test]
async fn the_quotations_list_is_for_administrators_only() {
    let app = spawn_app_with(|c| c.form_rate_limit = 0).await;

    let res = app.get("/admin/quotes").await;

    assert_eq!(res.status(), 401);
}
