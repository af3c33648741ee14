//! The Today screen's call: what needs an administrator now, each row with
//! the address of the thing itself.
use sea_orm::{ActiveModelTrait, Database, Set};
use serde_json::{json, Value};

use crate::helpers::{assert_error, spawn_app_with, TestApp};

async fn ok_json(res: reqwest::Response, what: &str) -> Value {
    let status = res.status().as_u16();
    let body: Value = res.json().await.unwrap();
    assert!((200..300).contains(&status), "{what}: {status} {body}");
    body
}

async fn enquiry(app: &TestApp, name: &str) -> i64 {
    let mut body = TestApp::enquiry_body(app.first_service_id().await);
    body["fName"] = json!(name);
    body["bEmail"] = json!(format!("{}@kumari-crafts.in", name.to_lowercase()));
    ok_json(app.post_json("/userbe/createbe", &body).await, "submit").await["bId"]
        .as_i64()
        .unwrap()
}

fn india_today() -> String {
    (chrono::Utc::now() + chrono::Duration::minutes(330))
        .date_naive()
        .format("%Y-%m-%d")
        .to_string()
}

fn ids(list: &Value) -> Vec<i64> {
    list.as_array()
        .unwrap()
        .iter()
        .map(|i| i["id"].as_i64().unwrap())
        .collect()
}

#[tokio::test]
async fn today_lists_what_waits_each_row_linking_to_it() {
    // Arrange: an enquiry waiting for a month, one with a follow-up due
    // today, one with a quotation sent, and an article scheduled.
    let app = spawn_app_with(|c| c.form_rate_limit = 0).await;
    let waiting = enquiry(&app, "Vikram").await;
    let due = enquiry(&app, "Meena").await;
    let quoted = enquiry(&app, "Rakesh").await;
    assert_error(app.get("/admin/today").await, 401, None).await;
    app.login_as_admin().await;

    let db = Database::connect(&app.config.database_url).await.unwrap();
    vanijya::entities::lead::ActiveModel {
        kind: Set(vanijya::domain::lead::LeadKind::Enquiry),
        id: Set(waiting as i32),
        submitted_at: Set(chrono::Utc::now() - chrono::Duration::days(30)),
        ..Default::default()
    }
    .update(&db)
    .await
    .unwrap();
    let lead = format!("/admin/leads/enquiries/{due}");
    ok_json(
        app.patch_json(&lead, &json!({"followUpOn": india_today()}))
            .await,
        "follow-up",
    )
    .await;
    let quote = ok_json(
        app.post_json(
            "/admin/quotes",
            &json!({
                "leadId": quoted,
                "lines": [{"description": "Flipkart account management, monthly", "sac": "998365", "quantity": 1, "unitPrice": 15000}],
                "clientName": "Rakesh Traders",
                "clientAddress": "Frazer Road, Patna 800001",
                "clientState": "Bihar",
            }),
        )
        .await,
        "quote",
    )
    .await;
    ok_json(
        app.post_empty(&format!("/admin/quotes/{}/send", quote["id"]))
            .await,
        "send",
    )
    .await;
    let fields = json!({
        "slug": "festive-season-ads-plan",
        "title": "Planning festive season ads on Amazon.in",
        "description": "How we plan Amazon.in ad budgets for Patna sellers before Diwali and Chhath, week by week, with the numbers we watch.",
        "summary": "A week-by-week plan for festive ads.",
        "body": "Start six weeks out.",
        "author": "Vanijya Digital ads team",
        "tags": ["Amazon Ads"],
        "date": "2026-11-20"
    });
    let article = ok_json(
        app.post_json(
            "/admin/content",
            &json!({"kind": "article", "fields": fields}),
        )
        .await,
        "article",
    )
    .await;
    let at = (chrono::Utc::now() + chrono::Duration::hours(2)).to_rfc3339();
    let schedule = format!("/admin/content/{}/schedule", article["id"]);
    ok_json(
        app.post_json(&schedule, &json!({"at": at})).await,
        "schedule",
    )
    .await;

    // Act
    let today = ok_json(app.get("/admin/today").await, "today").await;

    // Assert: the longest wait first, past the target, in business minutes.
    let first = &today["waitingEnquiries"]["items"][0];
    assert_eq!(first["id"], json!(waiting), "{today:#}");
    assert_eq!(
        first["href"],
        format!("/admin-login/leads/enquiries/{waiting}")
    );
    let target = today["targetMinutes"].as_i64().unwrap();
    assert!(
        first["businessMinutes"].as_i64().unwrap() > target,
        "{first}"
    );
    assert!(
        !ids(&today["waitingEnquiries"]["items"]).contains(&quoted),
        "a sent quote is an answer"
    );

    let follow_ups = &today["followUps"]["items"];
    assert_eq!(ids(follow_ups), vec![due]);
    assert_eq!(
        follow_ups[0]["href"],
        format!("/admin-login/leads/enquiries/{due}")
    );
    assert_eq!(follow_ups[0]["followUpOn"], india_today());

    let open = &today["openQuotes"][0];
    assert_eq!(open["number"], quote["number"]);
    assert_eq!(open["openedAt"], Value::Null, "not opened yet");
    assert_eq!(
        open["href"],
        format!("/admin-login/leads/enquiries/{quoted}")
    );
    assert_eq!(today["openQuotesTotal"], 1);

    let scheduled = &today["scheduled"][0];
    assert_eq!(scheduled["id"], article["id"]);
    assert_eq!(
        scheduled["title"],
        "Planning festive season ads on Amazon.in"
    );
    assert_eq!(scheduled["overdue"], false);
    assert_eq!(
        scheduled["href"],
        format!("/admin-login/content/{}", article["id"])
    );

    assert_eq!(today["waitingApplications"]["total"], 0);
}
