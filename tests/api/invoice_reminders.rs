//! Reminders of unpaid invoices to their clients, through the outbox, from
//! 10:00 India time: three days before the due day, on it and seven days
//! after; each kind once however often and by however many instances the
//! pass runs, none once the invoice is paid, and in Hindi for a Hindi
//! lead. The pass is called with a given instant; the invoices' clock
//! stays on the issue day, so the server's own pass finds nothing due.
use chrono::{DateTime, Duration, NaiveDate, Utc};
use sea_orm::{ConnectionTrait, DatabaseConnection, Statement};
use serde_json::{json, Value};

use crate::{
    analytics::db_of,
    helpers::{free_port, TestApp},
    invoices::{day, draft, issued, lead_signed_in, posted, typed},
    mail::{app_mailing_to, Sink},
};

/// `day` at `hour`:`minute` in India.
fn at(day: NaiveDate, hour: i64, minute: i64) -> DateTime<Utc> {
    vanijya::domain::india_day_start(day) + Duration::hours(hour) + Duration::minutes(minute)
}

/// A mailing app, an enquiry in `language` and its invoice issued on 7
/// December 2026, due on 22 December: the app, the invoice's id and the
/// database.
async fn unpaid(port: u16, language: &str) -> (TestApp, Value, DatabaseConnection) {
    let app = app_mailing_to(port, false).await;
    app.config.clock.set_today(day(2026, 12, 7));
    let lead = lead_signed_in(&app, language).await;
    let made = draft(&app, &typed(lead, "Bihar", None, 10_000.0)).await;
    let invoice = issued(&app, &made["id"]).await;
    assert_eq!(invoice["dueOn"], "2026-12-22");
    let db = db_of(&app).await;
    (app, invoice["id"].clone(), db)
}

async fn remind(app: &TestApp, db: &DatabaseConnection, now: DateTime<Utc>) -> u64 {
    let mail = vanijya::services::operations::outbox::LeadMail::from_config(&app.config);
    vanijya::services::money::invoices::remind_due(db, &mail, app.config.site.base(), now)
        .await
        .unwrap()
}

/// The reminders in the outbox: subject and body, oldest first.
async fn reminders(db: &DatabaseConnection) -> Vec<(String, String)> {
    let sql = "SELECT subject, body FROM outbox WHERE purpose = 'invoiceReminder' ORDER BY id";
    db.query_all(Statement::from_string(db.get_database_backend(), sql))
        .await
        .unwrap()
        .into_iter()
        .map(|r| {
            (
                r.try_get::<String>("", "subject").unwrap(),
                r.try_get::<String>("", "body").unwrap(),
            )
        })
        .collect()
}

#[tokio::test]
async fn each_reminder_goes_once_from_10_in_india_even_from_two_instances() {
    // Arrange
    let port = free_port();
    let _sink = Sink::start(port);
    let (app, _, db) = unpaid(port, "en").await;
    let other = db_of(&app).await;

    // Act: four days before the due day nothing; three days before, before
    // 10:00 nothing, then twice at one instant and by two instances at once
    let early = remind(&app, &db, at(day(2026, 12, 18), 12, 0)).await;
    let before_ten = remind(&app, &db, at(day(2026, 12, 19), 9, 59)).await;
    let first = remind(&app, &db, at(day(2026, 12, 19), 10, 0)).await;
    let again = remind(&app, &db, at(day(2026, 12, 19), 10, 0)).await;
    let on_day = at(day(2026, 12, 22), 10, 30);
    let (a, b) = tokio::join!(remind(&app, &db, on_day), remind(&app, &other, on_day));
    let later = remind(&app, &db, at(day(2026, 12, 23), 10, 30)).await;
    let after = remind(&app, &db, at(day(2026, 12, 29), 11, 0)).await;
    let after_again = remind(&app, &db, at(day(2027, 1, 5), 11, 0)).await;

    // Assert: one of each kind
    assert_eq!((early, before_ten, first, again), (0, 0, 1, 0));
    assert_eq!(a + b, 1, "{a} + {b}");
    assert_eq!((later, after, after_again), (0, 1, 0));
    let sent = reminders(&db).await;
    assert_eq!(sent.len(), 3, "{sent:?}");
    assert!(sent[0].0.ends_with("is due soon"), "{sent:?}");
    assert!(sent[1].0.ends_with("is due today"), "{sent:?}");
    assert!(sent[2].0.ends_with("is overdue"), "{sent:?}");
    assert!(sent[0].1.contains("22 December 2026"), "{}", sent[0].1);
    assert!(sent[0].1.contains("₹11,800.00"), "{}", sent[0].1);
    assert!(sent[0].1.contains("/i/"), "{}", sent[0].1);
}

#[tokio::test]
async fn a_day_missed_sends_only_the_latest_reminder_due() {
    // Arrange
    let port = free_port();
    let _sink = Sink::start(port);
    let (app, _, db) = unpaid(port, "en").await;

    // Act: the site was down from before the first reminder to past the due day
    let late = remind(&app, &db, at(day(2026, 12, 24), 10, 0)).await;
    let again = remind(&app, &db, at(day(2026, 12, 25), 10, 0)).await;

    // Assert
    assert_eq!((late, again), (1, 0));
    let sent = reminders(&db).await;
    assert_eq!(sent.len(), 1);
    assert!(sent[0].0.ends_with("is due today"), "{sent:?}");
}

#[tokio::test]
async fn a_paid_invoice_is_not_reminded() {
    // Arrange: reminded once, then paid
    let port = free_port();
    let _sink = Sink::start(port);
    let (app, id, db) = unpaid(port, "en").await;
    assert_eq!(remind(&app, &db, at(day(2026, 12, 19), 10, 0)).await, 1);
    posted(
        &app,
        &format!("/admin/invoices/{id}/payments"),
        &json!({"amount": 11800, "on": "2026-12-07", "method": "upi", "reference": "UPI 1"}),
        201,
    )
    .await;

    // Act
    let on_day = remind(&app, &db, at(day(2026, 12, 22), 10, 0)).await;
    let after = remind(&app, &db, at(day(2026, 12, 29), 10, 0)).await;

    // Assert
    assert_eq!((on_day, after), (0, 0));
    assert_eq!(reminders(&db).await.len(), 1);
}

#[tokio::test]
async fn a_hindi_lead_is_reminded_in_hindi() {
    // Arrange
    let port = free_port();
    let _sink = Sink::start(port);
    let (app, _, db) = unpaid(port, "hi").await;

    // Act
    let sent = remind(&app, &db, at(day(2026, 12, 22), 10, 0)).await;

    // Assert
    assert_eq!(sent, 1);
    let letters = reminders(&db).await;
    let (subject, body) = &letters[0];
    assert!(subject.contains("आज देय है"), "{subject}");
    assert!(body.contains("22 दिसंबर 2026"), "{body}");
    assert!(body.contains("भुगतान कर चुके हैं?"), "{body}");
}
