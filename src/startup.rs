//! Builds the application from a configuration (database with pending
//! migrations applied, state, page cache, the router with its middleware,
//! bound to a listener) and runs it with its background tasks until it is
//! told to stop. Tests build it with `listen_addr = "127.0.0.1:0"`. The
//! database is opened in `crate::db`, the middleware lives in
//! `crate::middleware`.
use std::{sync::Arc, time::Duration};

use axum::Router;
use tokio::net::TcpListener;
use tower_sessions::session_store::ExpiredDeletion;

use crate::{
    auth::{logins, session_store::AnyStore, throttle::Throttles},
    cache::PageCache,
    config::Config,
    content::{store::ContentStore, Content},
    db::{connect, migrate},
    middleware::{app_router, app_service},
    serve,
    services::{content, outbox::LeadMail},
    state::AppState,
};

pub struct Application {
    listener: TcpListener,
    router: Router,
    state: AppState,
    store: AnyStore,
    pages: Arc<PageCache>,
}

impl Application {
    pub async fn build(mut config: Config) -> anyhow::Result<Self> {
        config.site = config.site.filled()?;
        // The content files must hold together even once the database has
        // its own edition: they seed every new database.
        Content::load(&config.site)?;
        let db = connect(&config.database_url).await?;
        migrate(&db).await?;
        content::seed(&db, &config.site).await?;
        // What fell due while the site was down goes live before the first
        // page is served.
        content::publish_due(&db, chrono::Utc::now()).await?;
        let (published, problems) = content::published(&db, &config.site).await?;
        for problem in problems {
            tracing::warn!(%problem, "published content has a problem");
        }
        let live = Arc::new(ContentStore::new(published));
        crate::services::leads::backfill_phone_keys(&db).await?;
        // Checks the mail settings before anything is served.
        crate::mail::Mailer::from_config(&config)?;
        let state = AppState {
            throttles: Arc::new(Throttles::new(&config, &db)),
            db,
            mail: Arc::new(LeadMail::from_config(&config)),
            mail_wake: Arc::new(tokio::sync::Notify::new()),
            live: live.clone(),
            config: Arc::new(config),
        };
        let store = AnyStore::for_connection(&state.db);
        let source = Arc::new(content::Live {
            db: state.db.clone(),
            site: state.config.site.clone(),
            store: live,
        });
        let pages = PageCache::new(state.db.clone(), source);
        pages.sync().await?;
        let router = app_router(state.clone(), store.clone());
        let listener = TcpListener::bind(&state.config.listen_addr).await?;
        give_back_freed_memory();
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
        let publishing = tokio::spawn(content::run_schedule(self.state.db.clone()));
        let escalations = tokio::spawn(escalation_loop(self.state.clone()));
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
        publishing.abort();
        escalations.abort();
        result
    }
}

/// Returns freed heap to the operating system: what start-up used (parsing
/// the content files to check them and to seed, building the content from
/// the database) and what each content reload frees, several MiB the
/// allocator would otherwise keep for the life of the process.
pub(crate) fn give_back_freed_memory() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: malloc_trim only releases free memory at the top of the heaps.
    unsafe {
        libc::malloc_trim(0);
    }
}

/// Tells the notification list of each lead that waited past the response
/// target, and sends the morning digest when it is due, at start-up and
/// then every `ESCALATION_EVERY`.
async fn escalation_loop(state: AppState) {
    let mut tick = tokio::time::interval(ESCALATION_EVERY);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tick.tick().await;
        let content = state.content();
        let mail = state.mail.signed_with(&content.site);
        let clock = (&content.hours, state.config.response_target_minutes);
        let due = crate::services::leads::escalation::escalate_due(
            &state.db,
            &mail,
            clock,
            chrono::Utc::now(),
        );
        match due.await {
            Ok(0) => {}
            Ok(n) => {
                tracing::info!(
                    leads = n,
                    "escalated leads waiting past the response target"
                );
                state.mail_wake.notify_one();
            }
            Err(e) => tracing::warn!(error = %e, "escalating waiting leads failed; trying again"),
        }
        if state.config.mail.enabled() {
            let site = &state.config.site;
            let names = (site.product_name.as_str(), site.base());
            let digest = crate::services::leads::digest::send_if_due(
                &state.db,
                &content.hours,
                names,
                chrono::Utc::now(),
            );
            match digest.await {
                Ok(0) => {}
                Ok(n) => {
                    tracing::info!(letters = n, "sent the morning digest");
                    state.mail_wake.notify_one();
                }
                Err(e) => tracing::warn!(error = %e, "the morning digest failed; trying again"),
            }
        }
    }
}

/// How often waiting leads are checked against the response target.
const ESCALATION_EVERY: Duration = Duration::from_secs(20);

/// Removes expired sessions and logins, prunes throttle counters, and
/// erases applications and spam kept past their retention period.
async fn cleanup_loop(state: AppState, store: AnyStore) {
    let period = Duration::from_secs(state.config.session.cleanup_interval_seconds.max(1));
    let mut tick = tokio::time::interval(period);
    let mut day = crate::domain::india_today(chrono::Utc::now());
    loop {
        tick.tick().await;
        // A job page or opening whose closing day has passed leaves the
        // cached pages when the day turns in India.
        let today = crate::domain::india_today(chrono::Utc::now());
        if today != day {
            day = today;
            if let Err(e) = crate::cache::version::bump(&state.db).await {
                tracing::warn!(error = %e, "renewing the cached pages at the turn of the day failed");
            }
        }
        if let Err(e) = store.delete_expired().await {
            tracing::warn!(error = %e, "deleting expired sessions failed");
        }
        if let Err(e) = logins::delete_expired(&state.db, &state.config).await {
            tracing::warn!(error = %e, "deleting expired logins failed");
        }
        if let Err(e) = state.throttles.prune().await {
            tracing::warn!(error = %e, "pruning throttle counters failed");
        }
        let days = state.config.application_retention_days;
        match crate::services::retention::run(&state.db, days, chrono::Utc::now()).await {
            Ok(0) => {}
            Ok(n) => tracing::info!(leads = n, "erased leads past their retention period"),
            Err(e) => {
                tracing::warn!(error = %e, "erasing leads past their retention period failed")
            }
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
