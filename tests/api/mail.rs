//! E-mail through the outbox, against a real SMTP server on 127.0.0.1
//! (`tests/support/smtp_sink.py`, Python's aiosmtpd) that writes every
//! message it accepts to a file: delivered, delayed by an outage then
//! delivered, delivered after a kill -9, sent once by two instances, and
//! the administrator's status and retry calls.
use std::{
    io::{BufRead, BufReader},
    net::TcpListener,
    process::{Child, Command, Stdio},
    time::{Duration, Instant},
};

use sea_orm::{ConnectionTrait, Database, DatabaseConnection, Statement};
use serde_json::{json, Value};

use crate::helpers::{
    assert_error, browser_client, business_details, first_service_at, free_port, fresh_database,
    spawn_app, spawn_app_with, ServerProcess, TestApp,
};

pub const NOTIFY: [&str; 2] = ["sales@vanijya.test", "owner@vanijya.test"];
const FROM: &str = "Vanijya Digital <hello@vanijyadigital.in>";
const VISITOR: &str = "asha@kumari-crafts.in";

/// The SMTP sink as a child process, killed when dropped.
pub struct Sink {
    child: Child,
    dir: tempfile::TempDir,
}

impl Sink {
    pub fn start(port: u16) -> Self {
        let dir = tempfile::tempdir().expect("temp dir");
        let script = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/support/smtp_sink.py");
        let mut child = Command::new("/usr/bin/python3")
            .arg(script)
            .arg(port.to_string())
            .arg(dir.path())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("run /usr/bin/python3 for the SMTP sink");
        let mut line = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut line)
            .unwrap();
        if line.trim() != "ready" {
            let out = child.wait_with_output().unwrap();
            panic!(
                "the SMTP sink did not start ({}): {}",
                out.status,
                String::from_utf8_lossy(&out.stderr)
            );
        }
        Self { child, dir }
    }

    /// Every message received so far. Each is checked as a receiving mail
    /// server would: a `Date`, and a `Message-ID` on the sender's domain
    /// that no other message received here carries (a letter without one is
    /// marked MISSING_MID by SpamAssassin and distrusted by large receivers).
    ///
    /// The sink may be writing a large message (a PDF attached) while this
    /// reads: only whole lines are read, and a line still being written is
    /// left for the next look.
    pub fn messages(&self) -> Vec<Value> {
        let text =
            std::fs::read_to_string(self.dir.path().join("messages.jsonl")).unwrap_or_default();
        let whole = &text[..text.rfind('\n').map_or(0, |end| end + 1)];
        let messages: Vec<Value> = whole
            .lines()
            .map(|l| serde_json::from_str(l).expect("a JSON line"))
            .collect();
        let mut ids = std::collections::HashSet::new();
        for m in &messages {
            let id = well_formed_message_id(m);
            assert!(ids.insert(id.clone()), "two letters share {id}: {m}");
        }
        messages
    }

    /// Waits until at least `n` messages arrived (at most `secs` seconds).
    pub async fn wait_for(&self, n: usize, secs: u64) -> Vec<Value> {
        let deadline = Instant::now() + Duration::from_secs(secs);
        loop {
            let got = self.messages();
            if got.len() >= n {
                return got;
            }
            assert!(
                Instant::now() < deadline,
                "{} of {n} messages arrived within {secs} s: {got:?}",
                got.len()
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }
}

impl Drop for Sink {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Checks that a received letter has a `Date` (RFC 5322, as chrono reads
/// RFC 2822) and a `Message-ID` of the form `<left@domain>` whose domain is
/// the `From` address's; answers the id.
fn well_formed_message_id(m: &Value) -> String {
    let date = m["date"].as_str().unwrap_or_default();
    assert!(
        chrono::DateTime::parse_from_rfc2822(date).is_ok(),
        "no valid Date header: {m}"
    );
    let id = m["message_id"].as_str().unwrap_or_default().to_owned();
    let from = m["header_from"].as_str().unwrap_or_default();
    let domain = from
        .rsplit_once('@')
        .map(|(_, d)| d.trim_end_matches('>'))
        .unwrap_or_default();
    let inner = id
        .strip_prefix('<')
        .and_then(|i| i.strip_suffix('>'))
        .unwrap_or_else(|| panic!("Message-ID not in angle brackets: {m}"));
    let (left, right) = inner
        .split_once('@')
        .unwrap_or_else(|| panic!("Message-ID without a domain: {m}"));
    assert!(!left.is_empty() && !domain.is_empty(), "{m}");
    assert_eq!(right, domain, "Message-ID not on the sending domain: {m}");
    id
}

pub fn smtp_url(port: u16) -> String {
    format!("smtp://127.0.0.1:{port}")
}

/// An app whose mail goes to `port`, retrying fast.
pub async fn app_mailing_to(port: u16, acknowledgements: bool) -> TestApp {
    spawn_app_with(|c| {
        c.mail.smtp_url = smtp_url(port).into();
        c.mail.from = FROM.into();
        c.mail.notify_emails = NOTIFY.join(", ");
        c.mail.send_acknowledgements = acknowledgements;
        c.mail.retry_base_ms = 100;
        c.mail.retry_max_seconds = 1;
        c.mail.poll_ms = 100;
    })
    .await
}

/// The same settings for the server binary.
fn mail_env(port: u16) -> Vec<(&'static str, String)> {
    vec![
        ("SMTP_URL", smtp_url(port)),
        ("SMTP_FROM", FROM.into()),
        ("NOTIFY_EMAILS", NOTIFY[0].into()),
        ("MAIL_RETRY_BASE_MS", "100".into()),
        ("MAIL_RETRY_MAX_SECONDS", "1".into()),
        ("MAIL_POLL_MS", "50".into()),
    ]
}

async fn start_server(url: &str, env: &[(&'static str, String)]) -> ServerProcess {
    let env: Vec<(&str, &str)> = env.iter().map(|(k, v)| (*k, v.as_str())).collect();
    ServerProcess::start(url, &env).await
}

async fn submit_enquiry(base: &str, client: &reqwest::Client, body: &Value) -> Value {
    let res = client
        .post(format!("{base}/userbe/createbe"))
        .json(body)
        .send()
        .await
        .expect("POST enquiry");
    assert_eq!(res.status(), 201, "enquiry stored");
    res.json().await.unwrap()
}

async fn enquiry(app: &TestApp, extra: Value) -> Value {
    let mut body = TestApp::enquiry_body(app.first_service_id().await);
    for (k, v) in extra.as_object().unwrap() {
        body[k] = v.clone();
    }
    submit_enquiry(&app.address, &app.client, &body).await
}

fn to(m: &Value) -> &str {
    m["to"][0].as_str().unwrap()
}

fn addressed_to<'a>(messages: &'a [Value], who: &str) -> Vec<&'a Value> {
    messages.iter().filter(|m| to(m) == who).collect()
}

async fn outbox_count(db: &DatabaseConnection, condition: &str) -> i64 {
    let sql = format!("SELECT COUNT(*) AS n FROM outbox WHERE {condition}");
    let row = db
        .query_one(Statement::from_string(db.get_database_backend(), sql))
        .await
        .unwrap()
        .unwrap();
    row.try_get::<i64>("", "n").unwrap()
}

/// Waits (at most `secs` seconds) until the outbox rows matching
/// `condition` number what `done` accepts.
async fn wait_for_outbox(
    db: &DatabaseConnection,
    condition: &str,
    done: impl Fn(i64) -> bool,
    secs: u64,
    what: &str,
) {
    let deadline = Instant::now() + Duration::from_secs(secs);
    while !done(outbox_count(db, condition).await) {
        assert!(Instant::now() < deadline, "{what}");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

async fn mail_status(app: &TestApp) -> Value {
    let res = app.get("/admin/mail/status").await;
    assert_eq!(res.status(), 200, "mail status");
    res.json().await.unwrap()
}

#[tokio::test]
async fn an_enquiry_notifies_every_address_and_acknowledges_the_visitor() {
    // Arrange
    let port = free_port();
    let sink = Sink::start(port);
    let app = app_mailing_to(port, true).await;

    // Act
    let stored = enquiry(&app, json!({})).await;
    let id = stored["bId"].as_i64().unwrap();
    let messages = sink.wait_for(3, 20).await;

    // Assert: one notification per address with the lead's details and a
    // link to its page, and one acknowledgement with the agency's details.
    assert_eq!(messages.len(), 3, "{messages:?}");
    let site = &app.config.site;
    let link = format!("{}/admin-login/leads/enquiries/{id}", site.base());
    for who in NOTIFY {
        let got = addressed_to(&messages, who);
        assert_eq!(got.len(), 1, "one notification to {who}");
        let m = got[0];
        assert_eq!(m["header_from"], FROM);
        assert!(m["subject"].as_str().unwrap().contains("Asha Kumari"));
        let body = m["body"].as_str().unwrap();
        for part in [
            "Asha Kumari",
            VISITOR,
            "+91 98765 43210",
            "Boring Road, Patna",
            "handloom sarees",
            stored["selectedService"]["serviceName"].as_str().unwrap(),
            link.as_str(),
        ] {
            assert!(body.contains(part), "{part:?} in {body}");
        }
    }
    let ack = addressed_to(&messages, VISITOR);
    assert_eq!(ack.len(), 1, "one acknowledgement");
    let body = ack[0]["body"].as_str().unwrap();
    assert!(body.starts_with("Dear Asha,"), "{body}");
    for part in [&site.phone, &site.email, &site.street_address, &site.hours] {
        assert!(body.contains(part.as_str()), "{part:?} in {body}");
    }
    assert!(
        !body.contains("/admin-login"),
        "no admin link for the visitor"
    );
}

#[tokio::test]
async fn one_address_gets_one_acknowledgement_a_day_however_many_forms_name_it() {
    // Arrange
    let port = free_port();
    let sink = Sink::start(port);
    let app = app_mailing_to(port, true).await;

    // Act: three enquiries naming one address (written in two cases)
    enquiry(&app, json!({"message": "First question about sarees"})).await;
    enquiry(&app, json!({"message": "Second question about sarees"})).await;
    enquiry(
        &app,
        json!({"message": "Third question", "bEmail": VISITOR.to_uppercase()}),
    )
    .await;
    sink.wait_for(7, 20).await;
    // Half a second more for a letter that should not come.
    tokio::time::sleep(Duration::from_millis(500)).await;
    let messages = sink.messages();

    // Assert: every lead is told to the agency, the visitor hears once
    for who in NOTIFY {
        assert_eq!(addressed_to(&messages, who).len(), 3, "{who}");
    }
    let acknowledgements = messages
        .iter()
        .filter(|m| to(m).eq_ignore_ascii_case(VISITOR))
        .count();
    assert_eq!(acknowledgements, 1, "{messages:?}");
    assert_eq!(messages.len(), 7);
}

#[tokio::test]
async fn an_application_notifies_with_a_link_to_its_page() {
    // Arrange
    let port = free_port();
    let sink = Sink::start(port);
    let app = app_mailing_to(port, true).await;
    app.login_as_admin().await;
    let (_, pos_id) = app.department_with_position("Design", "UI Designer").await;

    // Act
    let res = app
        .post_json(
            &format!("/usercp/createcp/{pos_id}"),
            &json!({"fullName": "Ravi Ranjan", "email": "ravi@ranjan.in",
                    "mobileNumber": "9876501234", "positionApplied": {"posId": pos_id}}),
        )
        .await;
    assert_eq!(res.status(), 201);
    let c_id = res.json::<Value>().await.unwrap()["cId"].as_i64().unwrap();
    let messages = sink.wait_for(3, 20).await;

    // Assert
    let link = format!(
        "{}/admin-login/leads/applications/{c_id}",
        app.config.site.base()
    );
    for who in NOTIFY {
        let body = addressed_to(&messages, who)[0]["body"].as_str().unwrap();
        assert!(body.contains("Ravi Ranjan") && body.contains("UI Designer"));
        assert!(body.contains(&link), "{link} in {body}");
    }
    let ack = addressed_to(&messages, "ravi@ranjan.in");
    assert_eq!(ack.len(), 1);
    assert!(ack[0]["subject"].as_str().unwrap().contains("UI Designer"));
}

#[tokio::test]
async fn without_acknowledgements_only_the_agency_is_told() {
    // Arrange
    let port = free_port();
    let sink = Sink::start(port);
    let app = app_mailing_to(port, false).await;
    app.login_as_admin().await;

    // Act
    enquiry(&app, json!({})).await;
    let messages = sink.wait_for(2, 20).await;
    let deadline = Instant::now() + Duration::from_secs(20);
    while mail_status(&app).await["waiting"] != 0 {
        assert!(Instant::now() < deadline, "the outbox drained");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }

    // Assert: nothing was queued for the visitor, nothing more arrives.
    tokio::time::sleep(Duration::from_millis(500)).await;
    let messages_after = sink.messages();
    assert_eq!(messages_after.len(), 2, "{messages_after:?}");
    assert!(messages.iter().all(|m| to(m) != VISITOR));
}

#[tokio::test]
async fn a_honeypot_submission_sends_no_mail() {
    // Arrange
    let port = free_port();
    let sink = Sink::start(port);
    let app = app_mailing_to(port, true).await;

    // Act: a bot's submission, then a person's (mail goes out in order, so
    // once the person's mail is in, the bot's would have been too).
    enquiry(
        &app,
        json!({"fName": "Spambot", "bEmail": "bot@spam.example", "website": "http://x.example"}),
    )
    .await;
    enquiry(
        &app,
        json!({"fName": "Meera", "bEmail": "meera@patna-foods.in"}),
    )
    .await;
    let messages = sink.wait_for(3, 20).await;
    tokio::time::sleep(Duration::from_millis(500)).await;

    // Assert
    let all = sink.messages();
    assert_eq!(all.len(), 3, "{all:?}");
    assert!(all
        .iter()
        .all(|m| !m.to_string().contains("Spambot") && to(m) != "bot@spam.example"));
    assert_eq!(addressed_to(&messages, "meera@patna-foods.in").len(), 1);
}

#[tokio::test]
async fn mail_waits_out_an_outage_and_is_delivered_once_the_server_is_back() {
    // Arrange: nothing listens on the mail port yet.
    let port = free_port();
    let app = app_mailing_to(port, true).await;
    app.login_as_admin().await;

    // Act: the enquiry is taken while the mail server is down.
    let stored = enquiry(&app, json!({})).await;
    let id = stored["bId"].as_i64().unwrap();

    // Assert: the lead is stored at once, and the failing mail is reported.
    let res = app.get(&format!("/userbe/getabq/{id}")).await;
    assert_eq!(res.status(), 200, "the lead is stored despite the outage");
    let deadline = Instant::now() + Duration::from_secs(20);
    let failing = loop {
        let status = mail_status(&app).await;
        if status["failing"] == 3 {
            break status;
        }
        assert!(Instant::now() < deadline, "mail reported failing: {status}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    assert_eq!(failing["enabled"], true);
    assert_eq!(failing["waiting"], 3);
    assert!(failing["lastError"].as_str().is_some_and(|e| !e.is_empty()));
    assert!(failing["lastErrorAt"]
        .as_str()
        .is_some_and(|t| t.ends_with('Z')));

    // Act: the server comes back; an administrator asks for a retry.
    let sink = Sink::start(port);
    let res = app.post_empty("/admin/mail/retry").await;
    assert_eq!(res.status(), 200);
    assert!(
        res.json::<Value>().await.unwrap()["retried"]
            .as_u64()
            .unwrap()
            <= 3
    );

    // Assert: each message arrives once and the warning clears.
    let messages = sink.wait_for(3, 20).await;
    let deadline = Instant::now() + Duration::from_secs(20);
    while mail_status(&app).await["waiting"] != 0 {
        assert!(Instant::now() < deadline, "the outbox drained");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(sink.messages().len(), 3, "{messages:?}");
    let status = mail_status(&app).await;
    assert_eq!(
        (&status["failing"], &status["lastError"]),
        (&json!(0), &Value::Null)
    );
}

/// Accepts connections and never answers, like a mail server that hangs.
fn silent_server() -> (TcpListener, u16) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    (listener, port)
}

#[tokio::test]
async fn mail_claimed_by_a_process_killed_mid_send_is_sent_by_the_next() {
    // Arrange: the first process's mail server hangs, so its worker holds
    // the message (a lease of 4 s) when it is killed.
    let (url, _dir) = fresh_database().await;
    let (_silent, silent_port) = silent_server();
    let mut env = mail_env(silent_port);
    env.push(("MAIL_LEASE_SECONDS", "4".into()));
    let first = start_server(&url, &env).await;
    let client = browser_client();
    let body = TestApp::enquiry_body(first_service_at(&client, &first.base).await);
    let stored = submit_enquiry(&first.base, &client, &body).await;
    let db = Database::connect(&url).await.unwrap();
    let claimed = "the first process claimed its mail";
    wait_for_outbox(&db, "claimed_until_ms IS NOT NULL", |n| n >= 2, 10, claimed).await;

    // Act: kill -9, then a new process with a working mail server.
    let mut first = first;
    first.child.kill().unwrap();
    first.child.wait().unwrap();
    let port = free_port();
    let sink = Sink::start(port);
    let mut env = mail_env(port);
    env.push(("MAIL_LEASE_SECONDS", "4".into()));
    let _second = start_server(&url, &env).await;

    // Assert: once the dead process's lease runs out, both messages go.
    let messages = sink.wait_for(2, 30).await;
    assert_eq!(messages.len(), 2, "{messages:?}");
    let id = stored["bId"].as_i64().unwrap();
    let link = format!("/admin-login/leads/enquiries/{id}");
    assert!(addressed_to(&messages, NOTIFY[0])[0]["body"]
        .as_str()
        .unwrap()
        .contains(&link));
    assert_eq!(addressed_to(&messages, VISITOR).len(), 1);
    wait_for_outbox(
        &db,
        "sent_at_ms IS NULL",
        |n| n == 0,
        10,
        "the outbox drained",
    )
    .await;
}

#[tokio::test]
async fn mail_queued_before_a_kill_9_goes_out_after_the_restart() {
    // Arrange: mail server down, enquiries taken. The kill may catch the
    // worker holding a claim, which a short lease releases soon.
    let (url, _dir) = fresh_database().await;
    let port = free_port();
    let mut env = mail_env(port);
    env.push(("MAIL_LEASE_SECONDS", "3".into()));
    let first = start_server(&url, &env).await;
    let client = browser_client();
    let ser_id = first_service_at(&client, &first.base).await;
    for n in 0..3 {
        let mut body = TestApp::enquiry_body(ser_id);
        body["fName"] = json!(format!("Visitor{n}"));
        body["bEmail"] = json!(format!("visitor{n}@example.in"));
        submit_enquiry(&first.base, &client, &body).await;
    }

    // Act: kill -9, mail server back, restart.
    let mut first = first;
    first.child.kill().unwrap();
    first.child.wait().unwrap();
    let sink = Sink::start(port);
    let _second = start_server(&url, &env).await;

    // Assert: the six messages (a notification and an acknowledgement
    // each) were kept in the outbox and are sent by the new process.
    let messages = sink.wait_for(6, 30).await;
    assert_eq!(messages.len(), 6, "{messages:?}");
    for n in 0..3 {
        assert_eq!(
            addressed_to(&messages, &format!("visitor{n}@example.in")).len(),
            1
        );
    }
}

#[tokio::test]
async fn sent_mail_past_its_keeping_time_is_deleted_and_unsent_mail_never_is() {
    // Arrange: one enquiry's two messages delivered, then the mail server
    // goes down and a second enquiry's two messages wait.
    let (url, _dir) = fresh_database().await;
    let port = free_port();
    let mut env = mail_env(port);
    env.push(("SEND_ACKNOWLEDGEMENTS", "true".into()));
    let sink = Sink::start(port);
    let first = start_server(&url, &env).await;
    let client = browser_client();
    let body = TestApp::enquiry_body(first_service_at(&client, &first.base).await);
    submit_enquiry(&first.base, &client, &body).await;
    sink.wait_for(2, 20).await;
    let db = Database::connect(&url).await.unwrap();
    wait_for_outbox(
        &db,
        "sent_at_ms IS NOT NULL",
        |n| n == 2,
        20,
        "both marked sent",
    )
    .await;
    drop(sink);
    let mut later = body.clone();
    later["message"] = json!("A second question, sent while mail is down");
    later["bEmail"] = json!("second.visitor@example.in");
    submit_enquiry(&first.base, &client, &later).await;
    drop(first);

    // Act: a restart that keeps sent mail for 0 days.
    env.push(("MAIL_KEEP_SENT_DAYS", "0".into()));
    let _second = start_server(&url, &env).await;

    // Assert: the sent notification goes; the sent acknowledgement stays
    // its one day (it keeps a second one from going to that address); the
    // two waiting ones stay to be sent.
    let deleted = "sent mail deleted at start-up";
    let sent_notice = "sent_at_ms IS NOT NULL AND purpose <> 'acknowledgement'";
    wait_for_outbox(&db, sent_notice, |n| n == 0, 20, deleted).await;
    assert_eq!(
        outbox_count(
            &db,
            "sent_at_ms IS NOT NULL AND purpose = 'acknowledgement'"
        )
        .await,
        1
    );
    assert_eq!(outbox_count(&db, "sent_at_ms IS NULL").await, 2);
}

#[tokio::test]
async fn two_instances_on_one_database_send_each_message_exactly_once() {
    // Arrange: two processes on one database, sharing one mail server.
    let (url, _dir) = fresh_database().await;
    let port = free_port();
    let sink = Sink::start(port);
    let env = mail_env(port);
    let a = start_server(&url, &env).await;
    let b = start_server(&url, &env).await;
    let client = browser_client();
    let ser_id = first_service_at(&client, &a.base).await;

    // Act: 30 enquiries, alternating instances, 4 at a time.
    const LEADS: usize = 30;
    let mut tasks = Vec::new();
    for n in 0..LEADS {
        let base = if n % 2 == 0 {
            a.base.clone()
        } else {
            b.base.clone()
        };
        let client = client.clone();
        tasks.push(tokio::spawn(async move {
            let mut body = TestApp::enquiry_body(ser_id);
            body["fName"] = json!(format!("Visitor{n}"));
            body["bEmail"] = json!(format!("visitor{n}@example.in"));
            submit_enquiry(&base, &client, &body).await
        }));
        if n % 4 == 3 {
            for t in tasks.drain(..) {
                t.await.unwrap();
            }
        }
    }
    for t in tasks {
        t.await.unwrap();
    }

    // Assert: wait until every outbox row is marked sent (a message is
    // marked only after the sink has written it), then count.
    let db = Database::connect(&url).await.unwrap();
    let expected = (2 * LEADS) as i64;
    assert_eq!(outbox_count(&db, "1 = 1").await, expected);
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        let sent = outbox_count(&db, "sent_at_ms IS NOT NULL").await;
        if sent == expected {
            break;
        }
        assert!(
            Instant::now() < deadline,
            "{sent} of {expected} sent within 60 s"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    tokio::time::sleep(Duration::from_millis(300)).await;
    let messages = sink.messages();
    let mut seen: Vec<(String, String)> = messages
        .iter()
        .map(|m| (to(m).to_owned(), m["body"].as_str().unwrap().to_owned()))
        .collect();
    assert_eq!(seen.len(), 2 * LEADS, "one copy of each message");
    seen.sort();
    seen.dedup();
    assert_eq!(seen.len(), 2 * LEADS, "no message sent twice");
}

#[tokio::test]
async fn mail_status_and_retry_are_for_administrators_only() {
    // Arrange: e-mail off.
    let app = spawn_app().await;

    // Act / Assert: no session.
    assert_error(app.get("/admin/mail/status").await, 401, None).await;
    assert_error(app.post_empty("/admin/mail/retry").await, 401, None).await;

    // With a session: e-mail is off, and a new lead queues nothing.
    app.login_as_admin().await;
    enquiry(&app, json!({})).await;
    let status = mail_status(&app).await;
    assert_eq!(
        status,
        json!({"enabled": false, "waiting": 0, "failing": 0, "lastError": null, "lastErrorAt": null})
    );
    let res = app.post_empty("/admin/mail/retry").await;
    assert_eq!(res.status(), 200);
    assert_eq!(res.json::<Value>().await.unwrap(), json!({"retried": 0}));

    // A cross-origin retry is refused like every other admin write.
    let res = app
        .client
        .post(app.url("/admin/mail/retry"))
        .header("Origin", "https://evil.example")
        .send()
        .await
        .unwrap();
    assert_error(res, 403, None).await;
}

#[tokio::test]
async fn a_lead_waiting_past_the_target_is_mailed_to_the_list_once_even_with_three_instances() {
    // Arrange: a new enquiry, then told it arrived three days ago unanswered
    let port = free_port();
    let sink = Sink::start(port);
    let app = app_mailing_to(port, false).await;
    let body = TestApp::enquiry_body(app.first_service_id().await);
    let res = app.post_json("/userbe/createbe", &body).await;
    assert_eq!(res.status(), 201);
    let id = res.json::<Value>().await.unwrap()["bId"].as_i64().unwrap();
    sink.wait_for(NOTIFY.len(), 10).await;
    let db = Database::connect(&app.config.database_url).await.unwrap();
    let arrived = (chrono::Utc::now() - chrono::Duration::days(3)).to_rfc3339();
    db.execute_unprepared(&format!(
        "UPDATE leads SET submitted_at = '{arrived}' WHERE kind = 'enquiry' AND id = {id}"
    ))
    .await
    .unwrap();

    // Act: two more instances start, each checking the waiting leads at once
    let second = app.another_instance().await;
    let third = app.another_instance().await;

    // Assert: each address on the list hears of it once
    let escalated = |all: Vec<Value>| -> Vec<Value> {
        all.into_iter()
            .filter(|m| {
                m["subject"]
                    .as_str()
                    .unwrap_or("")
                    .starts_with("Waiting over 60 minutes")
            })
            .collect()
    };
    let deadline = Instant::now() + Duration::from_secs(15);
    while escalated(sink.messages()).len() < NOTIFY.len() {
        assert!(
            Instant::now() < deadline,
            "no escalation arrived: {:?}",
            sink.messages()
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    tokio::time::sleep(Duration::from_secs(2)).await;
    let letters = escalated(sink.messages());
    let mut recipients: Vec<&str> = letters.iter().map(to).collect();
    recipients.sort_unstable();
    let mut expected = NOTIFY.to_vec();
    expected.sort_unstable();
    assert_eq!(recipients, expected, "once per address: {letters:?}");
    assert!(letters[0]["body"]
        .as_str()
        .unwrap()
        .contains(&format!("/admin-login/leads/enquiries/{id}")));
    assert_eq!(
        outbox_count(&db, "purpose = 'escalation'").await,
        NOTIFY.len() as i64
    );
    drop((second, third));
}

/// Publishes business details open every day, all day, so the morning
/// digest is due at once.
pub(crate) async fn open_all_day(app: &TestApp) {
    let (business, opened) = business_details(app).await;
    let mut fields = opened["fields"].clone();
    fields["openingDays"] = json!([
        "Monday",
        "Tuesday",
        "Wednesday",
        "Thursday",
        "Friday",
        "Saturday",
        "Sunday"
    ]);
    fields["opens"] = json!("00:00");
    fields["closes"] = json!("23:59");
    let res = app
        .client
        .put(app.url(&format!("/admin/content/{business}/draft")))
        .json(&json!({"baseRevision": opened["revision"], "fields": fields}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    let res = app
        .post_empty(&format!("/admin/content/{business}/publish"))
        .await;
    assert_eq!(res.status(), 200);
}

fn india_today() -> String {
    (chrono::Utc::now() + chrono::Duration::minutes(330))
        .format("%Y-%m-%d")
        .to_string()
}

#[tokio::test]
async fn the_morning_digest_goes_to_each_administrator_once_with_three_instances() {
    // Arrange: one lead waiting, one answered with its follow-up today
    let port = free_port();
    let sink = Sink::start(port);
    let app = app_mailing_to(port, false).await;
    app.login_as_admin().await;
    let service = app.first_service_id().await;
    let mut waiting = TestApp::enquiry_body(service);
    waiting["fName"] = json!("Waiting");
    waiting["bEmail"] = json!("waiting@example.in");
    waiting["contactNumber"] = json!("9811111111");
    let mut due = TestApp::enquiry_body(service);
    due["fName"] = json!("Due");
    due["bEmail"] = json!("due@example.in");
    due["contactNumber"] = json!("9822222222");
    assert_eq!(
        app.post_json("/userbe/createbe", &waiting).await.status(),
        201
    );
    let res = app.post_json("/userbe/createbe", &due).await;
    let due_id = res.json::<Value>().await.unwrap()["bId"].as_i64().unwrap();
    let res = app
        .patch_json(
            &format!("/admin/leads/enquiries/{due_id}"),
            &json!({"status": "Contacted", "followUpOn": india_today()}),
        )
        .await;
    assert_eq!(res.status(), 200);
    open_all_day(&app).await;

    // Act: two more instances start and look at once
    let second = app.another_instance().await;
    let third = app.another_instance().await;

    // Assert: the one administrator gets one digest
    let digests = |all: Vec<Value>| -> Vec<Value> {
        all.into_iter()
            .filter(|m| m["subject"].as_str().unwrap_or("").contains(": leads for "))
            .collect()
    };
    let deadline = Instant::now() + Duration::from_secs(25);
    while digests(sink.messages()).is_empty() {
        assert!(
            Instant::now() < deadline,
            "no digest arrived: {:?}",
            sink.messages()
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    tokio::time::sleep(Duration::from_secs(2)).await;
    let got = digests(sink.messages());
    assert_eq!(got.len(), 1, "{got:?}");
    assert_eq!(to(&got[0]), crate::helpers::ADMIN_EMAIL);
    let body = got[0]["body"].as_str().unwrap();
    assert!(body.contains("Follow-ups due today (1)"), "{body}");
    assert!(
        body.contains("Still waiting for a first answer (1)"),
        "{body}"
    );
    assert!(body.contains("Waiting Kumari"), "{body}");
    assert!(!body.contains("Overdue"), "{body}");
    let db = Database::connect(&app.config.database_url).await.unwrap();
    assert_eq!(outbox_count(&db, "purpose = 'digest'").await, 1);
    drop((second, third));
}

#[tokio::test]
async fn no_digest_goes_out_on_a_day_with_nothing_in_it() {
    // Arrange
    let port = free_port();
    let sink = Sink::start(port);
    let app = app_mailing_to(port, false).await;
    app.login_as_admin().await;
    open_all_day(&app).await;

    // Act
    let second = app.another_instance().await;

    // Assert: nothing in it, so nothing is sent and the day stays open
    tokio::time::sleep(Duration::from_secs(2)).await;
    let db = Database::connect(&app.config.database_url).await.unwrap();
    assert_eq!(outbox_count(&db, "purpose = 'digest'").await, 0);
    let days = db
        .query_one(Statement::from_string(
            db.get_database_backend(),
            "SELECT COUNT(*) FROM digest_days".to_owned(),
        ))
        .await
        .unwrap()
        .unwrap()
        .try_get_by_index::<i64>(0)
        .unwrap();
    assert_eq!(days, 0);
    assert!(sink.messages().is_empty());
    drop(second);
}
