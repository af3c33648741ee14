//! Builds the application from a configuration: database (with pending
//! migrations applied), session layer, middleware and routes, bound to a
//! listener. Tests build it with `listen_addr = "127.0.0.1:0"`.
use std::{convert::Infallible, str::FromStr, sync::Arc, time::Duration};

use axum::{
    body::{Body, HttpBody},
    extract::{DefaultBodyLimit, Request, State},
    http::{header, HeaderName, HeaderValue, Response as HttpResponse, StatusCode},
    middleware::{self, Next},
    response::{IntoResponse, Response},
    BoxError, Router,
};
use bytes::Bytes;
use migration::{Migrator, MigratorTrait};
use sea_orm::{
    sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous},
    ConnectOptions, ConnectionTrait, Database, DatabaseConnection, DbBackend, DbErr,
    SqlxSqliteConnector, TransactionTrait,
};
use tokio::net::TcpListener;
use tower::{Service, ServiceBuilder};
use tower_http::{
    catch_panic::CatchPanicLayer,
    compression::{CompressionLayer, CompressionLevel},
    request_id::{MakeRequestId, PropagateRequestIdLayer, RequestId, SetRequestIdLayer},
    timeout::RequestBodyTimeoutLayer,
    trace::TraceLayer,
};
use tower_sessions::{
    cookie::SameSite, session_store::ExpiredDeletion, Expiry, SessionManagerLayer,
};

use crate::{
    auth::{audit, csrf, logins, session_store::AnyStore, throttle::Throttles},
    cache::{layer::PageCacheLayer, PageCache},
    config::Config,
    content::Content,
    error::AppError,
    extract::BODY_LIMIT,
    routes, serve,
    services::outbox::LeadMail,
    state::AppState,
};

pub struct Application {
    listener: TcpListener,
    router: Router,
    state: AppState,
    store: AnyStore,
    pages: Arc<PageCache>,
}

/// Opens the database named by the URL. SQLite gets WAL, synchronous=FULL
/// (an acknowledged write survives a power cut), foreign keys and a busy
/// timeout; its folder is created when missing.
pub async fn connect(url: &str) -> anyhow::Result<DatabaseConnection> {
    if url.starts_with("sqlite:") {
        let opts = SqliteConnectOptions::from_str(url)?
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            .synchronous(SqliteSynchronous::Full)
            .foreign_keys(true)
            .busy_timeout(Duration::from_secs(10));
        if let Some(dir) = opts.get_filename().parent() {
            if !dir.as_os_str().is_empty() {
                std::fs::create_dir_all(dir)?;
            }
        }
        let pool = SqlitePoolOptions::new()
            .max_connections(8)
            .connect_with(opts)
            .await?;
        Ok(SqlxSqliteConnector::from_sqlx_sqlite_pool(pool))
    } else {
        let mut opts = ConnectOptions::new(url.to_owned());
        opts.max_connections(16)
            .connect_timeout(Duration::from_secs(10))
            .sqlx_logging(false);
        Ok(Database::connect(opts).await?)
    }
}

/// Applies pending migrations. Several instances starting together on one
/// PostgreSQL database may race; the loser retries once the winner is done.
pub async fn migrate(db: &DatabaseConnection) -> anyhow::Result<()> {
    let mut attempt = 0;
    loop {
        match migrate_once(db).await {
            Ok(()) => return Ok(()),
            Err(e) if attempt < 5 => {
                attempt += 1;
                tracing::warn!(error = %e, attempt, "migration failed; retrying");
                tokio::time::sleep(Duration::from_millis(500 * attempt)).await;
            }
            Err(e) => return Err(e.into()),
        }
    }
}

/// The pending migrations in one transaction. PostgreSQL's migrator opens
/// one itself; on SQLite each statement would otherwise be a commit of its
/// own, each waiting for the disk (about a hundred on a fresh database),
/// and a failure would leave a migration half applied. A migration that
/// cannot run inside a transaction on SQLite (one that switches foreign
/// keys off to rebuild a table) would need its own step here.
async fn migrate_once(db: &DatabaseConnection) -> Result<(), DbErr> {
    if db.get_database_backend() == DbBackend::Sqlite {
        let txn = db.begin().await?;
        Migrator::up(&txn, None).await?;
        txn.commit().await
    } else {
        Migrator::up(db, None).await
    }
}

impl Application {
    pub async fn build(mut config: Config) -> anyhow::Result<Self> {
        config.site = config.site.filled()?;
        let content = Content::load(&config.site)?;
        let db = connect(&config.database_url).await?;
        migrate(&db).await?;
        crate::services::leads::backfill_phone_keys(&db).await?;
        // Checks the mail settings before anything is served.
        crate::mail::Mailer::from_config(&config)?;
        let state = AppState {
            throttles: Arc::new(Throttles::new(&config, &db)),
            db,
            mail: Arc::new(LeadMail::from_config(&config)),
            mail_wake: Arc::new(tokio::sync::Notify::new()),
            config: Arc::new(config),
            content: Arc::new(content),
        };
        let store = AnyStore::for_connection(&state.db);
        let pages = PageCache::new(state.db.clone());
        pages.sync().await?;
        let router = app_router(state.clone(), store.clone());
        let listener = TcpListener::bind(&state.config.listen_addr).await?;
        Ok(Self {
            listener,
            router,
            state,
            store,
            pages,
        })
    }

    pub fn port(&self) -> u16 {
        self.listener.local_addr().map(|a| a.port()).unwrap_or(0)
    }

    pub fn state(&self) -> &AppState {
        &self.state
    }

    /// The page cache (tests read its size).
    pub fn pages(&self) -> &Arc<PageCache> {
        &self.pages
    }

    /// Serves until Ctrl-C or SIGTERM, then finishes in-flight requests.
    pub async fn run_until_stopped(self) -> std::io::Result<()> {
        self.run_with_shutdown(shutdown_signal()).await
    }

    pub async fn run_with_shutdown(
        self,
        signal: impl std::future::Future<Output = ()> + Send + 'static,
    ) -> std::io::Result<()> {
        let cleanup = tokio::spawn(cleanup_loop(self.state.clone(), self.store.clone()));
        let statistics = tokio::spawn(crate::services::keep_statistics(self.state.db.clone()));
        let mail = crate::mail::start(
            &self.state.config,
            self.state.db.clone(),
            self.state.mail_wake.clone(),
        )
        .map_err(std::io::Error::other)?;
        let backups = tokio::spawn(crate::ops::schedule(self.state.clone()));
        let poll = tokio::spawn(self.pages.clone().poll());
        let upgrade = tokio::spawn(self.pages.clone().upgrade());
        tracing::info!(addr = %self.listener.local_addr()?, "listening");
        let header_timeout = self.state.config.http.header_timeout();
        let service = app_service(self.router, self.pages.clone());
        let result = serve::serve(self.listener, service, header_timeout, signal).await;
        cleanup.abort();
        statistics.abort();
        if let Some(mail) = mail {
            mail.abort();
            let _ = mail.await;
            crate::mail::release_held(&self.state.db).await;
        }
        poll.abort();
        upgrade.abort();
        backups.abort();
        result
    }
}

/// Removes expired sessions and logins and prunes throttle counters.
async fn cleanup_loop(state: AppState, store: AnyStore) {
    let period = Duration::from_secs(state.config.session.cleanup_interval_seconds.max(1));
    let mut tick = tokio::time::interval(period);
    loop {
        tick.tick().await;
        if let Err(e) = store.delete_expired().await {
            tracing::warn!(error = %e, "deleting expired sessions failed");
        }
        if let Err(e) = logins::delete_expired(&state.db, &state.config).await {
            tracing::warn!(error = %e, "deleting expired logins failed");
        }
        if let Err(e) = state.throttles.prune().await {
            tracing::warn!(error = %e, "pruning throttle counters failed");
        }
    }
}

async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        _ = ctrl_c => {},
        _ = terminate => {},
    }
    tracing::info!("shutting down");
}

fn session_layer(config: &Config, store: AnyStore) -> SessionManagerLayer<AnyStore> {
    let https = config.site.is_https();
    SessionManagerLayer::new(store)
        .with_name(session_cookie_name(config))
        .with_http_only(true)
        .with_same_site(SameSite::Lax)
        .with_secure(https)
        .with_path("/")
        // The session is saved when a login writes its id, and lives as long
        // as a login may (the absolute lifetime). The idle clock belongs to
        // the login row, which every request touches (see `auth::logins`).
        .with_expiry(Expiry::OnInactivity(time::Duration::hours(
            config.session.absolute_hours.max(1),
        )))
}

/// `__Host-` prefixed when the site is served over HTTPS.
pub fn session_cookie_name(config: &Config) -> &'static str {
    if config.site.is_https() {
        "__Host-vanijya_session"
    } else {
        "vanijya_session"
    }
}

/// The application as served, outermost first: the request id, the trace,
/// the request id copied onto the answer, the page cache, then the router
/// (`app_router`). These four wrap the router rather than being layered on
/// its routes, so a cached page is answered before any routing and without
/// cloning the stack below.
pub fn app_service(
    router: Router,
    pages: Arc<PageCache>,
) -> impl Service<
    Request,
    Response = HttpResponse<impl HttpBody<Data = Bytes, Error: Into<BoxError>> + Send + 'static>,
    Error = Infallible,
    Future: Send + 'static,
> + Clone
       + Send
       + 'static {
    let request_id = HeaderName::from_static("x-request-id");
    ServiceBuilder::new()
        .layer(SetRequestIdLayer::new(request_id.clone(), RandomRequestId))
        .layer(
            TraceLayer::new_for_http().make_span_with(|req: &Request| {
                let id = req
                    .headers()
                    .get("x-request-id")
                    .and_then(|v| v.to_str().ok())
                    .unwrap_or("-");
                tracing::info_span!("request", method = %req.method(), path = %req.uri().path(), request_id = %id)
            }),
        )
        .layer(PropagateRequestIdLayer::new(request_id))
        .layer(middleware::from_fn(crate::metrics::track))
        .layer(PageCacheLayer::new(pages))
        .service(router)
}

/// A random (version 4) UUID for each request that brings no id, drawn from
/// the thread's generator rather than with a system call per request.
#[derive(Clone, Copy)]
struct RandomRequestId;

impl MakeRequestId for RandomRequestId {
    fn make_request_id<B>(&mut self, _: &Request<B>) -> Option<RequestId> {
        let id = uuid::Builder::from_random_bytes(rand::random()).into_uuid();
        let mut text = [0u8; uuid::fmt::Hyphenated::LENGTH];
        let text = id.hyphenated().encode_lower(&mut text);
        HeaderValue::from_str(text).ok().map(RequestId::new)
    }
}

/// The router with the middleware of what the page cache does not answer,
/// outermost last: panics, compression (answers that already have a
/// Content-Encoding are left alone), security headers, body limits,
/// sessions (loaded lazily: only handlers that read the session touch the
/// store) and CSRF.
pub fn app_router(state: AppState, store: AnyStore) -> Router {
    routes::router(&state.content)
        .layer(middleware::from_fn_with_state(
            state.clone(),
            audit::record_writes,
        ))
        .layer(middleware::from_fn_with_state(state.clone(), csrf::guard))
        .layer(session_layer(&state.config, store))
        .layer(DefaultBodyLimit::max(BODY_LIMIT))
        .layer(RequestBodyTimeoutLayer::new(
            state.config.http.body_timeout(),
        ))
        .layer(middleware::from_fn(refuse_oversized_bodies))
        .layer(middleware::from_fn_with_state(
            Arc::new(SecurityHeaders::new(&state.config)),
            security_headers,
        ))
        .layer(CompressionLayer::new().quality(CompressionLevel::Precise(5)))
        .layer(CatchPanicLayer::custom(panic_response))
        .layer(middleware::from_fn(crate::metrics::mark_route))
        .with_state(state)
}

/// A request that declares a body over the limit is answered 413 at once,
/// before a byte of it is read, so it cannot hold the connection.
async fn refuse_oversized_bodies(req: Request, next: Next) -> Response {
    let declared = req
        .headers()
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.trim().parse::<u64>().ok());
    if declared.is_some_and(|n| n > BODY_LIMIT as u64) {
        let mut res = AppError::PayloadTooLarge.into_response();
        res.headers_mut()
            .insert(header::CONNECTION, HeaderValue::from_static("close"));
        return res;
    }
    next.run(req).await
}

fn panic_response(_: Box<dyn std::any::Any + Send + 'static>) -> HttpResponse<Body> {
    tracing::error!("a request handler panicked");
    crate::error::AppError::Internal(anyhow::anyhow!("panic")).into_response()
}

fn origin_of(url: &str) -> Option<String> {
    let (scheme, rest) = url.split_once("://")?;
    let host = rest.split(['/', '?', '#']).next()?;
    (!host.is_empty()).then(|| format!("{scheme}://{host}"))
}

/// The Content-Security-Policy: scripts only from this origin, frames only
/// from the configured map and video hosts.
pub fn content_security_policy(config: &Config) -> String {
    let frames: Vec<String> = [&config.site.map_embed_url, &config.site.events_video_url]
        .into_iter()
        .filter_map(|u| origin_of(u))
        .collect();
    format!(
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: https:; \
         font-src 'self'; connect-src 'self'; frame-src {}; object-src 'none'; base-uri 'none'; \
         form-action 'self'; frame-ancestors 'none'",
        if frames.is_empty() {
            "'none'".to_owned()
        } else {
            frames.join(" ")
        }
    )
}

/// The configuration-dependent security headers, built once.
struct SecurityHeaders {
    csp: Option<HeaderValue>,
    hsts: bool,
}

impl SecurityHeaders {
    fn new(config: &Config) -> Self {
        Self {
            csp: HeaderValue::from_str(&content_security_policy(config)).ok(),
            hsts: config.site.is_https(),
        }
    }
}

async fn security_headers(
    State(headers): State<Arc<SecurityHeaders>>,
    req: Request,
    next: Next,
) -> Response {
    let mut res = next.run(req).await;
    let unauthorized = res.status() == StatusCode::UNAUTHORIZED;
    let h = res.headers_mut();
    if let Some(csp) = &headers.csp {
        h.insert(header::CONTENT_SECURITY_POLICY, csp.clone());
    }
    h.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    h.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("strict-origin-when-cross-origin"),
    );
    h.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    h.insert(
        HeaderName::from_static("permissions-policy"),
        HeaderValue::from_static("camera=(), microphone=(), geolocation=(), payment=()"),
    );
    h.insert(
        HeaderName::from_static("cross-origin-opener-policy"),
        HeaderValue::from_static("same-origin"),
    );
    if headers.hsts {
        h.insert(
            header::STRICT_TRANSPORT_SECURITY,
            HeaderValue::from_static("max-age=31536000; includeSubDomains"),
        );
    }
    let is_json = h
        .get(header::CONTENT_TYPE)
        .is_some_and(|v| v.as_bytes().starts_with(b"application/json"));
    // API answers carry private data; never let a shared cache keep them.
    if unauthorized || (is_json && h.get(header::CACHE_CONTROL).is_none()) {
        h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    }
    res
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The names of every table and index, in order.
    async fn schema(db: &DatabaseConnection) -> String {
        let names = "SELECT group_concat(name, ',') AS n FROM \
            (SELECT name FROM sqlite_master WHERE type IN ('table', 'index') ORDER BY name)";
        db.query_one(sea_orm::Statement::from_string(DbBackend::Sqlite, names))
            .await
            .unwrap()
            .unwrap()
            .try_get::<String>("", "n")
            .unwrap()
    }

    /// Every migration can be undone: rolling all of them back on a
    /// migrated database works, and migrating again gives the same tables
    /// and indexes.
    #[tokio::test]
    async fn every_migration_rolls_back_and_applies_again() {
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite://{}/m.db?mode=rwc", dir.path().display());
        let db = connect(&url).await.unwrap();
        migrate(&db).await.unwrap();
        let before = schema(&db).await;

        Migrator::down(&db, None).await.unwrap();
        assert!(
            !schema(&db).await.contains("business_enquiries"),
            "the lead tables are gone after rolling back"
        );
        migrate(&db).await.unwrap();

        assert_eq!(schema(&db).await, before);
    }
}
