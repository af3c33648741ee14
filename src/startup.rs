//! Builds the application from a configuration (database with pending
//! migrations applied, state, page cache, the router with its middleware,
//! bound to a listener) and runs it with its background tasks until it is
//! told to stop. Tests build it with `listen_addr = "127.0.0.1:0"`. The
//! database is opened in `crate::db`, the middleware lives in
//! `crate::middleware`, the background tasks in `crate::background`.
use std::sync::Arc;

use axum::Router;
use tokio::net::TcpListener;

use crate::{
    auth::session_store::AnyStore,
    background::Background,
    cache::PageCache,
    config::Config,
    content::{store::ContentStore, Content},
    db::{connect, migrate},
    middleware::{app_router, app_service},
    routes::pages::affiliate::Redirects,
    serve,
    services::{
        affiliate::affiliate_redirect::{ActiveLinks, Clicks},
        counting::visits::Visits,
        operations::outbox::LeadMail,
        operations::throttle::Throttles,
        website::content,
    },
    state::AppState,
    visits::VisitCounter,
};

pub struct Application {
    listener: TcpListener,
    router: Router,
    state: AppState,
    store: AnyStore,
    pages: Arc<PageCache>,
    redirects: Arc<Redirects>,
    /// The visits counted in memory (`None` with `ANALYTICS=false`).
    visits: Option<Arc<Visits>>,
    counter: Arc<VisitCounter>,
}

impl Application {
    pub async fn build(mut config: Config) -> anyhow::Result<Self> {
        // The routes and their OpenAPI description (a few hundred schemas)
        // are built on another thread while the database is made ready.
        let routes = tokio::task::spawn_blocking(crate::routes::router);
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
        // The content is read once at start: the page cache starts at the
        // version it was read at.
        let version = crate::cache::version::read(&db).await?;
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
        // The affiliate redirect's links are read again whenever the pages
        // are (a product write moves the content version).
        let links = ActiveLinks::new(state.db.clone(), state.config.affiliate.clone());
        links.reload().await?;
        let pages = PageCache::new(
            state.db.clone(),
            Arc::new(crate::cache::Sources(vec![source, links.clone()])),
            version,
        );
        let visits = state
            .config
            .analytics
            .then(|| Visits::new(state.db.clone(), state.config.analytics_max_sources));
        let counter = Arc::new(VisitCounter::new(visits.clone(), &state.config));
        let redirects = Arc::new(Redirects::new(
            links,
            Clicks::new(state.db.clone(), visits.clone()),
            state.config.trust_proxy_headers,
            counter.clone(),
        ));
        let router = app_router(
            routes.await?,
            state.clone(),
            store.clone(),
            redirects.clone(),
        );
        let listener = TcpListener::bind(&state.config.listen_addr).await?;
        crate::memory::give_back_freed_memory();
        Ok(Self {
            listener,
            router,
            state,
            store,
            pages,
            redirects,
            visits,
            counter,
        })
    }

    /// The visits counted in memory (tests write them before reading).
    pub fn visits(&self) -> Option<&Arc<Visits>> {
        self.visits.as_ref()
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
        let tasks = Background::start(
            &self.state,
            self.store.clone(),
            &self.pages,
            &self.redirects.clicks,
            self.visits.as_ref(),
        )
        .map_err(std::io::Error::other)?;
        tracing::info!(addr = %self.listener.local_addr()?, "listening");
        let header_timeout = self.state.config.http.header_timeout();
        let service = app_service(
            self.router,
            self.pages.clone(),
            self.counter.clone(),
            self.redirects.clone(),
            &self.state.config,
        );
        let result = serve::serve(self.listener, service, header_timeout, signal).await;
        tasks.stop(&self.state.db).await;
        result
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
