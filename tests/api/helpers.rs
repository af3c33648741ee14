//! Spawning the application for a test, and an HTTP client that keeps
//! cookies like a browser.
use std::sync::atomic::{AtomicU32, Ordering};

use reqwest::{Client, Response};
use sea_orm::{ConnectionTrait, Database};
use serde_json::{json, Value};
use vanijya::{config::Config, startup::Application};

pub struct TestApp {
    pub address: String,
    pub client: Client,
    pub config: Config,
    _dir: Option<tempfile::TempDir>,
}

pub fn is_postgres() -> bool {
    std::env::var("TEST_DATABASE").is_ok_and(|v| v == "postgres")
}

/// The server URL of the PostgreSQL used by tests (a maintenance database).
pub fn postgres_admin_url() -> String {
    std::env::var("TEST_POSTGRES_URL")
        .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/postgres".into())
}

static COUNTER: AtomicU32 = AtomicU32::new(0);

/// A fresh, empty database for one test: (URL, temp dir to keep alive).
pub async fn fresh_database() -> (String, Option<tempfile::TempDir>) {
    if is_postgres() {
        new_postgres_database("").await
    } else {
        let dir = tempfile::tempdir().expect("temp dir");
        let url = format!("sqlite://{}/test.db?mode=rwc", dir.path().display());
        (url, Some(dir))
    }
}

/// A new PostgreSQL database named for this test, made with `options`.
async fn new_postgres_database(options: &str) -> (String, Option<tempfile::TempDir>) {
    let admin = postgres_admin_url();
    let name = format!(
        "vanijya_test_{}_{}_{}",
        std::process::id(),
        COUNTER.fetch_add(1, Ordering::SeqCst),
        uuid::Uuid::new_v4()
            .simple()
            .to_string()
            .get(..8)
            .unwrap_or("x")
    );
    let db = Database::connect(&admin)
        .await
        .expect("connect to test PostgreSQL");
    db.execute_unprepared(&format!("CREATE DATABASE \"{name}\" {options}"))
        .await
        .expect("create test database");
    db.close().await.ok();
    let base = admin.rsplit_once('/').map(|(b, _)| b).unwrap_or(&admin);
    (format!("{base}/{name}"), None)
}

/// A fresh database for one test with every migration applied: a copy of a
/// template this test process migrates once. Migrating each test's database
/// on its own took most of a test's time (about 4 s on PostgreSQL, where
/// each of the hundred migrations waits for the disk); a copy takes a few
/// milliseconds. Tests of the migrations themselves use `fresh_database`.
pub async fn migrated_database() -> (String, Option<tempfile::TempDir>) {
    static TEMPLATE: tokio::sync::OnceCell<String> = tokio::sync::OnceCell::const_new();
    let template = TEMPLATE
        .get_or_init(|| async {
            let url = if is_postgres() {
                new_postgres_database("").await.0
            } else {
                sqlite_template_url()
            };
            let db = vanijya::db::connect(&url)
                .await
                .expect("connect to the template");
            vanijya::db::migrate(&db)
                .await
                .expect("migrate the template");
            db.close().await.expect("close the template");
            url
        })
        .await;
    if is_postgres() {
        let template_name = template.rsplit_once('/').map_or("", |(_, n)| n);
        new_postgres_database(&format!("TEMPLATE \"{template_name}\"")).await
    } else {
        let dir = tempfile::tempdir().expect("temp dir");
        let file = template
            .trim_start_matches("sqlite://")
            .trim_end_matches("?mode=rwc");
        std::fs::copy(file, dir.path().join("test.db")).expect("copy the template");
        let url = format!("sqlite://{}/test.db?mode=rwc", dir.path().display());
        (url, Some(dir))
    }
}

/// Where this process's SQLite template goes: cargo's scratch folder for
/// tests, where the templates of runs more than an hour old are removed.
fn sqlite_template_url() -> String {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("sqlite-templates");
    std::fs::create_dir_all(&dir).expect("make the templates' folder");
    let hour_ago = std::time::SystemTime::now() - std::time::Duration::from_secs(3600);
    for old in std::fs::read_dir(&dir).into_iter().flatten().flatten() {
        if old
            .metadata()
            .and_then(|m| m.modified())
            .is_ok_and(|t| t < hour_ago)
        {
            std::fs::remove_file(old.path()).ok();
        }
    }
    let file = dir.join(format!(
        "{}-{}.db",
        std::process::id(),
        uuid::Uuid::new_v4().simple()
    ));
    format!("sqlite://{}?mode=rwc", file.display())
}

pub fn browser_client() -> Client {
    Client::builder()
        .cookie_store(true)
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .expect("client")
}

pub async fn spawn_app() -> TestApp {
    spawn_app_with(|_| {}).await
}

/// Spawns the app with the default configuration, changed by `tweak`.
pub async fn spawn_app_with(tweak: impl FnOnce(&mut Config)) -> TestApp {
    let (database_url, dir) = migrated_database().await;
    let mut config = Config::defaults();
    config.database_url = database_url.clone();
    config.listen_addr = "127.0.0.1:0".into();
    tweak(&mut config);
    run(config, dir).await
}

/// Starts the app with exactly `config` (its database already made).
pub async fn spawn_with_config(config: Config) -> TestApp {
    run(config, None).await
}

/// Builds and starts the app with `config`, in this test's runtime.
async fn run(config: Config, dir: Option<tempfile::TempDir>) -> TestApp {
    let app = Application::build(config).await.expect("build app");
    // The configuration as the app runs with it (placeholders filled).
    let config = app.state().config.as_ref().clone();
    let address = format!("http://127.0.0.1:{}", app.port());
    tokio::spawn(app.run_until_stopped());
    TestApp {
        address,
        client: browser_client(),
        config,
        _dir: dir,
    }
}

/// The server binary running as a separate process (killed when dropped),
/// for tests that need a real process: kill -9, its memory, two instances.
pub struct ServerProcess {
    pub child: std::process::Child,
    pub base: String,
}

impl Drop for ServerProcess {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

impl ServerProcess {
    /// Starts the binary on a free port over `database_url` with the form
    /// limit off and `env` on top, and waits until /healthz answers.
    pub async fn start(database_url: &str, env: &[(&str, &str)]) -> Self {
        Self::start_logging(database_url, env, None).await
    }

    /// As `start`, writing everything the server prints (its log) to `log`.
    pub async fn start_logging(
        database_url: &str,
        env: &[(&str, &str)],
        log: Option<&std::path::Path>,
    ) -> Self {
        use std::process::{Command, Stdio};
        use std::time::{Duration, Instant};
        let port = free_port();
        let (stdout, stderr) = match log {
            Some(path) => {
                let file = std::fs::File::create(path).expect("create the log file");
                let copy = file.try_clone().expect("share the log file");
                (Stdio::from(file), Stdio::from(copy))
            }
            None => (Stdio::null(), Stdio::null()),
        };
        let child = Command::new(env!("CARGO_BIN_EXE_vanijya"))
            .env("DATABASE_URL", database_url)
            .env("LISTEN_ADDR", format!("127.0.0.1:{port}"))
            .env("FORM_RATE_LIMIT", "0")
            .env("RUST_LOG", "error")
            .envs(env.iter().copied())
            .stdout(stdout)
            .stderr(stderr)
            .spawn()
            .expect("start the server binary");
        let base = format!("http://127.0.0.1:{port}");
        let client = Client::new();
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            if let Ok(r) = client.get(format!("{base}/healthz")).send().await {
                if r.status() == 200 {
                    break;
                }
            }
            assert!(Instant::now() < deadline, "server did not become healthy");
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        Self { child, base }
    }

    /// Creates the first administrator (`ADMIN_EMAIL`) through `client`.
    pub async fn create_owner(&self, client: &Client) {
        let res = client
            .post(format!("{}/admin/createad", self.base))
            .json(
                &json!({"username": "Owner", "email": ADMIN_EMAIL, "mobile": "9876543210",
                          "password": ADMIN_PASSWORD, "role": "owner"}),
            )
            .send()
            .await
            .expect("create the owner");
        assert_eq!(res.status(), 201, "create the owner");
    }

    /// Creates the first administrator and signs in as them on `client`.
    pub async fn sign_in_owner(&self, client: &Client) {
        self.create_owner(client).await;
        let res = client
            .post(format!("{}/admin/login", self.base))
            .json(&json!({"email": ADMIN_EMAIL, "password": ADMIN_PASSWORD}))
            .send()
            .await
            .expect("sign in");
        assert_eq!(res.status(), 200, "sign in");
    }

    /// POSTs `body` to `path` through `client` and reads the JSON answer.
    pub async fn post_json(&self, client: &Client, path: &str, body: &Value) -> Value {
        client
            .post(format!("{}{path}", self.base))
            .json(body)
            .send()
            .await
            .unwrap_or_else(|e| panic!("POST {path}: {e}"))
            .json()
            .await
            .unwrap_or_else(|e| panic!("POST {path} answers JSON: {e}"))
    }

    /// The resident memory of the process in KiB (VmRSS).
    pub fn resident_kib(&self) -> u64 {
        self.status_kib("VmRSS:")
    }

    /// The process's own resident memory in KiB (RssAnon: its heap and
    /// mappings, without the pages of its binary, whose number depends on
    /// how the binary was built).
    pub fn anonymous_kib(&self) -> u64 {
        self.status_kib("RssAnon:")
    }

    fn status_kib(&self, line: &str) -> u64 {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id()))
            .expect("read /proc status");
        status
            .lines()
            .find_map(|l| l.strip_prefix(line))
            .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
            .unwrap_or_else(|| panic!("{line} in /proc status"))
    }

    /// CPU time (user + system, in clock ticks) spent so far by each named
    /// thread of the process; threads of one name are added together.
    pub fn cpu_ticks_by_thread(&self) -> std::collections::BTreeMap<String, u64> {
        let mut ticks = std::collections::BTreeMap::new();
        let tasks = std::fs::read_dir(format!("/proc/{}/task", self.child.id()))
            .expect("read /proc task list");
        for task in tasks.flatten() {
            // A thread may end between the listing and the read.
            let Ok(stat) = std::fs::read_to_string(task.path().join("stat")) else {
                continue;
            };
            let (Some(open), Some(close)) = (stat.find('('), stat.rfind(')')) else {
                continue;
            };
            let name = stat[open + 1..close].to_string();
            // After the name: state, then fields 4..; utime and stime are 14 and 15.
            let fields: Vec<&str> = stat[close + 2..].split(' ').collect();
            let used: u64 =
                fields[11].parse::<u64>().unwrap_or(0) + fields[12].parse::<u64>().unwrap_or(0);
            *ticks.entry(name).or_default() += used;
        }
        ticks
    }
}

/// The first service of the seeded catalogue of the server at `base`.
pub async fn first_service_at(client: &Client, base: &str) -> i64 {
    let list: Value = client
        .get(format!("{base}/serviceent/list"))
        .send()
        .await
        .expect("GET /serviceent/list")
        .json()
        .await
        .unwrap();
    list[0]["serId"].as_i64().expect("seeded services")
}

pub const ADMIN_EMAIL: &str = "owner@vanijya.test";
pub const ADMIN_PASSWORD: &str = "correct-horse-battery";

impl TestApp {
    /// A second instance with the same configuration over the same
    /// database, as a second server behind a load balancer would be.
    pub async fn another_instance(&self) -> TestApp {
        let mut config = self.config.clone();
        config.listen_addr = "127.0.0.1:0".into();
        run(config, None).await
    }

    /// The same server seen from another browser (a new cookie jar); the
    /// temporary directory stays with `self`.
    pub fn clone_handle(&self) -> TestApp {
        self.with_client(browser_client())
    }

    /// The same server seen through `client`.
    pub fn with_client(&self, client: Client) -> TestApp {
        TestApp {
            address: self.address.clone(),
            client,
            config: self.config.clone(),
            _dir: None,
        }
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{}", self.address, path)
    }

    pub async fn get(&self, path: &str) -> Response {
        self.client.get(self.url(path)).send().await.expect("GET")
    }

    pub async fn post_json(&self, path: &str, body: &Value) -> Response {
        self.client
            .post(self.url(path))
            .json(body)
            .send()
            .await
            .expect("POST")
    }

    pub async fn patch_json(&self, path: &str, body: &Value) -> Response {
        self.client
            .patch(self.url(path))
            .json(body)
            .send()
            .await
            .expect("PATCH")
    }

    pub async fn put_json(&self, path: &str, body: &Value) -> Response {
        self.client
            .put(self.url(path))
            .json(body)
            .send()
            .await
            .expect("PUT")
    }

    pub async fn delete(&self, path: &str) -> Response {
        self.client
            .delete(self.url(path))
            .send()
            .await
            .expect("DELETE")
    }

    /// A page's own form, posted URL-encoded as a browser without
    /// JavaScript posts it, with `header` (its `Origin` or
    /// `Sec-Fetch-Site`) when one is given.
    pub async fn post_form(
        &self,
        path: &str,
        header: Option<(&str, &str)>,
        fields: &impl serde::Serialize,
    ) -> Response {
        let mut req = self.client.post(self.url(path)).form(fields);
        if let Some((name, value)) = header {
            req = req.header(name, value);
        }
        req.send().await.expect("POST form")
    }

    /// POST with no body (logout).
    pub async fn post_empty(&self, path: &str) -> Response {
        self.client.post(self.url(path)).send().await.expect("POST")
    }

    /// Creates an administrator through the API. The first one needs no
    /// session; later ones need this client to be logged in.
    pub async fn create_admin(&self, email: &str, password: &str) -> Value {
        let res = self
            .post_json(
                "/admin/createad",
                &json!({"username": "Test Admin", "email": email, "mobile": "9876543210",
                        "password": password, "role": "owner"}),
            )
            .await;
        assert_eq!(res.status(), 201, "create admin {email}");
        res.json().await.unwrap()
    }

    pub async fn login(&self, email: &str, password: &str) -> Response {
        self.post_json(
            "/admin/login",
            &json!({"email": email, "password": password}),
        )
        .await
    }

    /// Creates the first administrator and logs this client in.
    pub async fn login_as_admin(&self) -> Value {
        let admin = self.create_admin(ADMIN_EMAIL, ADMIN_PASSWORD).await;
        let res = self.login(ADMIN_EMAIL, ADMIN_PASSWORD).await;
        assert_eq!(res.status(), 200, "login");
        admin
    }

    /// The first service of the seeded catalogue.
    pub async fn first_service_id(&self) -> i64 {
        first_service_at(&self.client, &self.address).await
    }

    /// A valid public enquiry for `ser_id`.
    pub fn enquiry_body(ser_id: i64) -> Value {
        json!({
            "fName": "Asha", "lName": "Kumari", "bEmail": "asha@kumari-crafts.in",
            "selectedService": {"serId": ser_id}, "contactNumber": "+91 98765 43210",
            "address": "Boring Road, Patna", "message": "We sell handloom sarees and want to start on Amazon."
        })
    }

    /// Creates a department with one position (as a logged-in admin);
    /// returns (dId, posId).
    pub async fn department_with_position(&self, dept: &str, pos: &str) -> (i64, i64) {
        let d: Value = self
            .post_json("/admin/departments/adddep", &json!({"dName": dept}))
            .await
            .json()
            .await
            .unwrap();
        let d_id = d["dId"].as_i64().unwrap();
        let p: Value = self
            .post_json(
                &format!("/admin/{d_id}/addpost"),
                &json!({"posName": pos, "numberOfPosts": 2}),
            )
            .await
            .json()
            .await
            .unwrap();
        (d_id, p["posId"].as_i64().unwrap())
    }
}

/// Asserts the error shape `{"error": "...", "field"?: "..."}` and returns it.
pub async fn assert_error(res: Response, status: u16, field: Option<&str>) -> Value {
    assert_eq!(res.status(), status, "status");
    let body: Value = res.json().await.expect("JSON error body");
    assert!(
        body["error"].as_str().is_some_and(|e| !e.is_empty()),
        "error message: {body}"
    );
    if let Some(f) = field {
        assert_eq!(body["field"], f, "field in {body}");
    }
    body
}

/// Asserts that a JSON object has exactly these keys (the API field names).
/// The business details' content item: its id, and the item opened at its
/// latest revision (`revision`, `fields`).
pub async fn business_details(app: &TestApp) -> (Value, Value) {
    let list: Value = app.get("/admin/content").await.json().await.unwrap();
    let id = list
        .as_array()
        .unwrap()
        .iter()
        .find(|i| i["kind"] == "business")
        .unwrap()["id"]
        .clone();
    let opened: Value = app
        .get(&format!("/admin/content/{id}"))
        .await
        .json()
        .await
        .unwrap();
    (id, opened)
}

/// The fields a 422 answer names, in its order.
pub fn error_fields(body: &Value) -> Vec<&str> {
    body["errors"]
        .as_array()
        .map(|errors| errors.iter().filter_map(|e| e["field"].as_str()).collect())
        .unwrap_or_default()
}

pub fn assert_keys(v: &Value, expected: &[&str]) {
    let mut got: Vec<&str> = v
        .as_object()
        .expect("a JSON object")
        .keys()
        .map(String::as_str)
        .collect();
    got.sort_unstable();
    let mut want = expected.to_vec();
    want.sort_unstable();
    assert_eq!(got, want, "fields of {v}");
}
