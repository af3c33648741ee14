//! The deployment in `deploy/`, proven with the real tools (each test
//! fails when its tool is missing): the systemd unit passes
//! `systemd-analyze verify` and keeps a low exposure score, and the real
//! nginx with a self-signed certificate (openssl) in front of the binary
//! serves HTTPS and HTTP/2, sets HSTS and `Secure` `__Host-` cookies, gives
//! hashed assets a year's cache lifetime, hides the metrics, and passes
//! the client's own address, which a client cannot forge.
use std::{
    path::{Path, PathBuf},
    process::{Child, Command, Stdio},
    time::{Duration, Instant},
};

use serde_json::json;

use crate::helpers::{free_port, spawn_app_with, ADMIN_EMAIL, ADMIN_PASSWORD};

fn repo_file(path: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(path)
}

/// The unit with its binary path pointing at the binary under test (the
/// verifier checks that the program exists); everything else unchanged.
fn unit_under_test(dir: &Path) -> PathBuf {
    let unit = std::fs::read_to_string(repo_file("deploy/vanijya.service")).unwrap();
    assert!(unit.contains("ExecStart=/usr/local/bin/vanijya serve"));
    let unit = unit.replace("/usr/local/bin/vanijya", env!("CARGO_BIN_EXE_vanijya"));
    let path = dir.join("vanijya.service");
    std::fs::write(&path, unit).unwrap();
    path
}

fn run(program: &str, args: &[&str]) -> (bool, String) {
    let out = Command::new(program)
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("{program} must be installed: {e}"));
    (
        out.status.success(),
        format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        ),
    )
}

#[test]
fn the_systemd_unit_passes_systemd_analyze_verify() {
    let dir = tempfile::tempdir().unwrap();
    let unit = unit_under_test(dir.path());

    let (ok, said) = run("systemd-analyze", &["verify", unit.to_str().unwrap()]);

    assert!(ok, "systemd-analyze verify: {said}");
    assert!(!said.contains("Unknown"), "{said}");
}

#[test]
fn the_systemd_unit_is_hardened_to_an_exposure_below_two() {
    let dir = tempfile::tempdir().unwrap();
    let unit = unit_under_test(dir.path());

    let (_, said) = run(
        "systemd-analyze",
        &[
            "security",
            "--offline=true",
            "--no-pager",
            unit.to_str().unwrap(),
        ],
    );

    let score: f64 = said
        .lines()
        .find_map(|l| {
            l.split("Overall exposure level for vanijya.service: ")
                .nth(1)
        })
        .and_then(|rest| rest.split_whitespace().next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no exposure score in: {said}"));
    assert!(score < 2.0, "exposure {score}:\n{said}");
    let text = std::fs::read_to_string(repo_file("deploy/vanijya.service")).unwrap();
    for line in [
        "User=vanijya",
        "ProtectSystem=strict",
        "NoNewPrivileges=yes",
        "StateDirectory=vanijya",
        "ProtectHome=yes",
        "RestrictAddressFamilies=AF_INET AF_INET6 AF_UNIX",
    ] {
        assert!(text.contains(line), "{line}");
    }
}

/// nginx running in the foreground (stopped when dropped).
struct Nginx {
    child: Child,
    _dir: tempfile::TempDir,
}

impl Drop for Nginx {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Starts nginx with `deploy/nginx.conf` on `https_port` in front of the
/// app on `app_port`, with a certificate from a fresh authority; answers
/// it and the authority's certificate (PEM).
fn start_nginx(app_port: u16, https_port: u16, http_port: u16) -> (Nginx, Vec<u8>) {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    // A throwaway certificate authority, and the server's certificate
    // for localhost signed by it.
    let path = |name: &str| d.join(name).to_str().unwrap().to_owned();
    std::fs::write(
        d.join("leaf.ext"),
        "subjectAltName=DNS:localhost,IP:127.0.0.1\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n",
    )
    .unwrap();
    for args in [
        vec![
            "req",
            "-x509",
            "-newkey",
            "rsa:2048",
            "-nodes",
            "-days",
            "1",
            "-subj",
            "/CN=Vanijya test CA",
            "-keyout",
            &path("ca.key"),
            "-out",
            &path("ca.pem"),
        ],
        vec![
            "req",
            "-newkey",
            "rsa:2048",
            "-nodes",
            "-subj",
            "/CN=localhost",
            "-keyout",
            &path("key.pem"),
            "-out",
            &path("leaf.csr"),
        ],
        vec![
            "x509",
            "-req",
            "-in",
            &path("leaf.csr"),
            "-CA",
            &path("ca.pem"),
            "-CAkey",
            &path("ca.key"),
            "-CAcreateserial",
            "-days",
            "1",
            "-extfile",
            &path("leaf.ext"),
            "-out",
            &path("cert.pem"),
        ],
    ] {
        let (ok, said) = run("openssl", &args);
        assert!(ok, "openssl {args:?}: {said}");
    }
    let site = std::fs::read_to_string(repo_file("deploy/nginx.conf"))
        .unwrap()
        .replace("127.0.0.1:8080", &format!("127.0.0.1:{app_port}"))
        .replace(
            "listen 443 ssl http2;",
            &format!("listen 127.0.0.1:{https_port} ssl http2;"),
        )
        .replace("listen [::]:443 ssl http2;", "")
        .replace("listen 80;", &format!("listen 127.0.0.1:{http_port};"))
        .replace("listen [::]:80;", "")
        .replace("vanijyadigital.in;", "localhost;")
        .replace("/var/log/nginx/", &format!("{}/", d.display()))
        .replace(
            "/etc/letsencrypt/live/vanijyadigital.in/fullchain.pem",
            d.join("cert.pem").to_str().unwrap(),
        )
        .replace(
            "/etc/letsencrypt/live/vanijyadigital.in/privkey.pem",
            d.join("key.pem").to_str().unwrap(),
        );
    assert!(!site.contains(":8080"), "the upstream was replaced");
    assert!(!site.contains("/var/log"), "the logs were moved");
    std::fs::write(d.join("site.conf"), site).unwrap();
    let p = d.display();
    let main = format!(
        "daemon off;\nmaster_process off;\npid {p}/nginx.pid;\nerror_log {p}/error.log warn;\n\
         events {{ worker_connections 64; }}\n\
         http {{\n  access_log off;\n  client_body_temp_path {p}/body;\n  proxy_temp_path {p}/proxy;\n\
         fastcgi_temp_path {p}/fastcgi;\n  uwsgi_temp_path {p}/uwsgi;\n  scgi_temp_path {p}/scgi;\n\
         include {p}/site.conf;\n}}\n"
    );
    std::fs::write(d.join("nginx.conf"), main).unwrap();
    let (ok, said) = run(
        "nginx",
        &[
            "-t",
            "-p",
            d.to_str().unwrap(),
            "-c",
            d.join("nginx.conf").to_str().unwrap(),
        ],
    );
    assert!(ok, "nginx -t: {said}");
    let child = Command::new("nginx")
        .args([
            "-p",
            d.to_str().unwrap(),
            "-c",
            d.join("nginx.conf").to_str().unwrap(),
        ])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("nginx must be installed");
    let cert = std::fs::read(d.join("ca.pem")).unwrap();
    let deadline = Instant::now() + Duration::from_secs(10);
    while std::net::TcpStream::connect(("127.0.0.1", https_port)).is_err() {
        assert!(Instant::now() < deadline, "nginx did not start");
        std::thread::sleep(Duration::from_millis(50));
    }
    (Nginx { child, _dir: dir }, cert)
}

/// The app behind the real nginx on HTTPS, trusting its forwarded address.
struct BehindNginx {
    _app: crate::helpers::TestApp,
    nginx: Nginx,
    /// The authority's certificate (PEM).
    cert: Vec<u8>,
    base: String,
    https_port: u16,
    http_port: u16,
}

impl BehindNginx {
    /// A client that trusts the test authority, keeps cookies and follows
    /// no redirect.
    fn client(&self) -> reqwest::Client {
        reqwest::Client::builder()
            .add_root_certificate(reqwest::Certificate::from_pem(&self.cert).unwrap())
            .resolve("localhost", ([127, 0, 0, 1], self.https_port).into())
            .redirect(reqwest::redirect::Policy::none())
            .cookie_store(true)
            .build()
            .unwrap()
    }
}

async fn behind_nginx(configure: impl FnOnce(&mut vanijya::config::Config)) -> BehindNginx {
    let https_port = free_port();
    let http_port = free_port();
    let base = format!("https://localhost:{https_port}");
    let app = spawn_app_with(|c| {
        c.site.base_url = base.clone();
        c.trust_proxy_headers = true;
        configure(c);
    })
    .await;
    let app_port: u16 = app.address.rsplit(':').next().unwrap().parse().unwrap();
    let (nginx, cert) = start_nginx(app_port, https_port, http_port);
    BehindNginx {
        _app: app,
        nginx,
        cert,
        base,
        https_port,
        http_port,
    }
}

#[tokio::test]
async fn behind_the_real_nginx_over_https_cookies_are_secure_hsts_is_set_and_addresses_cannot_be_forged(
) {
    // Arrange: the binary behind nginx on HTTPS, with a low limit of
    // failed logins per address.
    let site = behind_nginx(|c| c.login_throttle.per_address = 3).await;
    let (_nginx, cert, https_port, http_port) =
        (&site.nginx, &site.cert, site.https_port, site.http_port);
    let base = site.base.clone();
    let client = site.client();
    let url = |path: &str| format!("{base}{path}");

    // Act and assert: a page over HTTPS has HSTS once.
    let home = client.get(url("/")).send().await.unwrap();
    assert_eq!(home.status(), 200);
    let hsts: Vec<_> = home
        .headers()
        .get_all("strict-transport-security")
        .iter()
        .collect();
    assert_eq!(hsts.len(), 1, "{hsts:?}");
    assert!(hsts[0].to_str().unwrap().contains("max-age=31536000"));
    let html = home.text().await.unwrap();

    // Hashed assets are kept a year.
    let asset = html
        .split("\"/assets/")
        .nth(1)
        .and_then(|rest| rest.split('"').next())
        .expect("the home page links an asset");
    let res = client
        .get(url(&format!("/assets/{asset}")))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    assert_eq!(
        res.headers()["cache-control"],
        "public, max-age=31536000, immutable"
    );
    assert!(res.headers().contains_key("strict-transport-security"));

    // HTTP/2 is offered (curl is awaited: this runtime also serves the app).
    let out = tokio::process::Command::new("curl")
        .args([
            "-s",
            "-o",
            "/dev/null",
            "-w",
            "%{http_version} %{http_code}",
            "--http2",
            "--max-time",
            "20",
            "--cacert",
            _nginx._dir.path().join("ca.pem").to_str().unwrap(),
            "--resolve",
            &format!("localhost:{https_port}:127.0.0.1"),
            &url("/"),
        ])
        .output()
        .await
        .expect("curl must be installed");
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), "2 200");

    // Plain HTTP moves to HTTPS; the metrics are not served through nginx.
    let plain = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap()
        .get(format!("http://127.0.0.1:{http_port}/about"))
        .send()
        .await
        .unwrap();
    assert_eq!(plain.status(), 301);
    assert_eq!(
        client.get(url("/metrics")).send().await.unwrap().status(),
        404
    );

    // Signing in sets a Secure __Host- cookie.
    let res = client
        .post(url("/admin/createad"))
        .json(
            &json!({"username": "Owner", "email": ADMIN_EMAIL, "mobile": "9876543210",
                      "password": ADMIN_PASSWORD, "role": "owner"}),
        )
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 201);
    let res = client
        .post(url("/admin/login"))
        .json(&json!({"email": ADMIN_EMAIL, "password": ADMIN_PASSWORD}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    let cookie = res.headers()["set-cookie"].to_str().unwrap().to_owned();
    assert!(cookie.starts_with("__Host-vanijya_session="), "{cookie}");
    assert!(cookie.contains("Secure"), "{cookie}");
    assert!(cookie.contains("Path=/"), "{cookie}");
    assert!(!cookie.to_ascii_lowercase().contains("domain="), "{cookie}");

    // Failed logins that each claim another address are counted against
    // the one real address: the fourth is refused.
    let mut statuses = Vec::new();
    for i in 1..=4 {
        let res = reqwest::Client::builder()
            .add_root_certificate(reqwest::Certificate::from_pem(cert).unwrap())
            .resolve("localhost", ([127, 0, 0, 1], https_port).into())
            .build()
            .unwrap()
            .post(url("/admin/login"))
            .header("x-forwarded-for", format!("198.51.100.{i}"))
            .header("x-real-ip", format!("198.51.100.{i}"))
            .json(
                &json!({"email": format!("guess{i}@vanijya.test"), "password": "wrong-password-1"}),
            )
            .send()
            .await
            .unwrap();
        statuses.push(res.status().as_u16());
    }
    assert_eq!(statuses, [401, 401, 401, 429]);
    let audit = client
        .get(url("/admin/audit?perPage=50"))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(audit.contains("Sign-in failed"), "{audit}");
    assert!(
        !audit.contains("198.51.100"),
        "a forged address reached the log: {audit}"
    );
    assert!(audit.contains("\"ipAddress\":\"127.0.0.1\""), "{audit}");
}

#[tokio::test]
async fn behind_nginx_a_quote_link_never_reaches_the_access_log_and_a_cv_the_site_takes_passes() {
    // Arrange
    let site = behind_nginx(|_| {}).await;
    let (base, client) = (&site.base, site.client());
    let token = "ab12".repeat(16);

    // Act: a client opens a link (from a page whose address holds it too),
    // and a candidate sends a CV of 4.9 MB, within the site's 5 MB.
    let opened = client
        .get(format!("{base}/q/{token}/pdf?from=mail"))
        .header("referer", format!("{base}/q/{token}"))
        .send()
        .await
        .unwrap()
        .status();
    let mut cv = b"%PDF-1.4\n".to_vec();
    cv.resize(4_900_000, b' ');
    let form = crate::cvs::with_cv(
        crate::cvs::application_form("meera.sinha@example.in", None),
        "Meera CV.pdf",
        "application/pdf",
        cv,
    );
    let applied = client
        .post(format!("{base}/usercp/apply"))
        .header("origin", base.as_str())
        .multipart(form)
        .send()
        .await
        .unwrap()
        .status();

    // Assert: the request is logged without its token or the Referer, and
    // the CV reaches the site (nginx's limit was 2 MB).
    assert_eq!(opened, 404, "no such quote");
    assert_eq!(
        applied, 201,
        "the site took the CV, nginx did not refuse it"
    );
    let log_file = site.nginx._dir.path().join("vanijya.access.log");
    let deadline = Instant::now() + Duration::from_secs(5);
    let log = loop {
        let log = std::fs::read_to_string(&log_file).unwrap_or_default();
        if log.lines().count() >= 2 || Instant::now() > deadline {
            break log;
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    assert!(
        log.contains("GET /q/[redacted]/pdf?from=mail HTTP/"),
        "{log}"
    );
    assert!(!log.contains(&token), "the token reached the log: {log}");
    assert!(log.contains("POST /usercp/apply"), "{log}");
}
