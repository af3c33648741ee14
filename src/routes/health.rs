//! What a load balancer and a monitoring system ask of the service.
//!
//! - `/healthz` (in `routes::mod`): liveness, the process answers and the
//!   database answers a ping.
//! - `/readyz`: readiness, 200 only when the database takes a write (a
//!   committed update that changes nothing) and its migrations are exactly
//!   this program's, else 503 with the plain words "not ready" (the reason
//!   goes to the log, never to whoever asked). A check that takes longer
//!   than `READY_TIMEOUT` (a database that is locked, or gone without
//!   saying so) counts as not ready.
//! - `/metrics`: the Prometheus text format (see `crate::metrics`), for
//!   this machine only (a loopback peer, with no proxy's forwarding header)
//!   unless `METRICS_TOKEN` is set; then only with `Authorization: Bearer
//!   <token>`, from anywhere.
//!
//! None of the three is ever kept by the page cache or a shared cache.
use std::{net::SocketAddr, time::Duration};

use axum::{
    extract::{ConnectInfo, Request, State},
    http::{header, HeaderMap, HeaderValue, StatusCode},
    response::{IntoResponse, Response},
    routing::get,
    Router,
};
use chrono::Utc;
use migration::{Migrator, MigratorTrait};
use prometheus::{Encoder, Gauge, IntGauge, IntGaugeVec, Opts, Registry, TextEncoder};
use sea_orm::{ConnectionTrait, DatabaseConnection, DbBackend, Statement};
use sha2::{Digest, Sha256};

use crate::{
    services::{operations::backups, operations::outbox},
    state::AppState,
};

/// The longest a readiness check may take.
const READY_TIMEOUT: Duration = Duration::from_secs(3);

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/readyz", get(readyz))
        .route("/metrics", get(metrics))
}

fn plain(status: StatusCode, text: String) -> Response {
    let mut res = (status, text).into_response();
    res.headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    res
}

async fn readyz(State(state): State<AppState>) -> Response {
    match tokio::time::timeout(READY_TIMEOUT, ready(&state.db)).await {
        Ok(Ok(())) => plain(StatusCode::OK, "ready\n".into()),
        Ok(Err(reason)) => {
            tracing::warn!(%reason, "not ready");
            plain(StatusCode::SERVICE_UNAVAILABLE, "not ready\n".into())
        }
        Err(_) => {
            tracing::warn!("not ready: the database did not answer in time");
            plain(StatusCode::SERVICE_UNAVAILABLE, "not ready\n".into())
        }
    }
}

/// A write the database must commit, then the migrations.
async fn ready(db: &DatabaseConnection) -> Result<(), String> {
    db.execute_unprepared("UPDATE cache_version SET version = version WHERE id = 1")
        .await
        .map_err(|e| format!("the database refuses a write ({e})"))?;
    let pending = Migrator::get_pending_migrations(db)
        .await
        .map_err(|e| format!("the migrations cannot be read ({e})"))?;
    if !pending.is_empty() {
        return Err(format!("{} migrations are not applied", pending.len()));
    }
    Ok(())
}

/// Whether the request may read the metrics (see the module note).
fn allowed(token: &str, peer: Option<SocketAddr>, headers: &HeaderMap) -> bool {
    let token = token.trim();
    if token.is_empty() {
        let forwarded = ["x-forwarded-for", "forwarded", "x-real-ip"]
            .iter()
            .any(|h| headers.contains_key(*h));
        return !forwarded && peer.is_some_and(|p| p.ip().is_loopback());
    }
    let Some(given) = headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "))
    else {
        return false;
    };
    // Equal digests, compared whole: the time taken says nothing of the token.
    let a = Sha256::digest(given.trim().as_bytes());
    let b = Sha256::digest(token.as_bytes());
    a.iter()
        .zip(b.iter())
        .fold(0u8, |acc, (x, y)| acc | (x ^ y))
        == 0
}

async fn metrics(State(state): State<AppState>, req: Request) -> Response {
    let peer = req
        .extensions()
        .get::<ConnectInfo<SocketAddr>>()
        .map(|c| c.0);
    let token = state.config.metrics_token();
    if !allowed(token, peer, req.headers()) {
        let (status, text) = if token.is_empty() {
            (
                StatusCode::FORBIDDEN,
                "The metrics are served to this machine only (set METRICS_TOKEN to read them from elsewhere).\n",
            )
        } else {
            (
                StatusCode::UNAUTHORIZED,
                "The metrics need Authorization: Bearer <METRICS_TOKEN>.\n",
            )
        };
        let mut res = plain(status, text.into());
        if status == StatusCode::UNAUTHORIZED {
            res.headers_mut().insert(
                header::WWW_AUTHENTICATE,
                HeaderValue::from_static("Bearer realm=\"metrics\""),
            );
        }
        return res;
    }
    let mut families = crate::metrics::global().gather();
    match database_figures(&state).await {
        Ok(registry) => families.extend(registry.gather()),
        Err(e) => tracing::warn!(error = %e, "reading the database's figures for /metrics failed"),
    }
    families.sort_by(|a, b| a.name().cmp(b.name()));
    let mut text = Vec::new();
    if let Err(e) = TextEncoder::new().encode(&families, &mut text) {
        tracing::warn!(error = %e, "encoding the metrics failed");
    }
    let mut res = plain(StatusCode::OK, String::from_utf8_lossy(&text).into_owned());
    res.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/plain; version=0.0.4; charset=utf-8"),
    );
    res
}

fn gauge_vec(
    registry: &Registry,
    name: &str,
    help: &str,
    label: &str,
) -> anyhow::Result<IntGaugeVec> {
    let g = IntGaugeVec::new(Opts::new(name, help), &[label])?;
    registry.register(Box::new(g.clone()))?;
    Ok(g)
}

/// The figures read from the database at this scrape.
async fn database_figures(state: &AppState) -> anyhow::Result<Registry> {
    let registry = Registry::new();
    let db = &state.db;

    let mail = outbox::status(db).await?;
    let outbox_gauge = gauge_vec(
        &registry,
        "vanijya_outbox_messages",
        "Mail in the outbox not sent yet (waiting), and of those the ones that failed at least once (failing).",
        "state",
    )?;
    outbox_gauge
        .with_label_values(&["waiting"])
        .set(mail.waiting as i64);
    outbox_gauge
        .with_label_values(&["failing"])
        .set(mail.failing as i64);

    let leads = gauge_vec(
        &registry,
        "vanijya_leads_unanswered",
        "Leads still in the status New (spam left out), by kind.",
        "kind",
    )?;
    for kind in ["enquiry", "application"] {
        let sql = format!(
            "SELECT count(*) AS n FROM leads \
             WHERE kind = '{kind}' AND status = 'New' AND spam_reason IS NULL"
        );
        let n: i64 = db
            .query_one(Statement::from_string(db.get_database_backend(), sql))
            .await?
            .map(|r| r.try_get("", "n"))
            .transpose()?
            .unwrap_or(0);
        leads.with_label_values(&[kind]).set(n);
    }

    let (_, good) = backups::latest(db).await?;
    if let Some(good) = good {
        let age = Gauge::new(
            "vanijya_backup_age_seconds",
            "Seconds since the newest good backup finished.",
        )?;
        registry.register(Box::new(age.clone()))?;
        let at = good.finished_at.unwrap_or(good.started_at);
        age.set((Utc::now() - at).num_milliseconds().max(0) as f64 / 1000.0);
    }

    let (size, idle, max) = pool_figures(db);
    let pool = gauge_vec(
        &registry,
        "vanijya_db_pool_connections",
        "Database connections of this process, by state (in_use, idle).",
        "state",
    )?;
    pool.with_label_values(&["in_use"])
        .set(size.saturating_sub(idle) as i64);
    pool.with_label_values(&["idle"]).set(idle as i64);
    let pool_max = IntGauge::new(
        "vanijya_db_pool_max_connections",
        "The most database connections this process opens.",
    )?;
    registry.register(Box::new(pool_max.clone()))?;
    pool_max.set(max as i64);
    Ok(registry)
}

/// (open, idle, most) connections of the pool.
fn pool_figures(db: &DatabaseConnection) -> (u32, u32, u32) {
    match db.get_database_backend() {
        DbBackend::Sqlite => {
            let pool = db.get_sqlite_connection_pool();
            (
                pool.size(),
                pool.num_idle() as u32,
                pool.options().get_max_connections(),
            )
        }
        _ => {
            let pool = db.get_postgres_connection_pool();
            (
                pool.size(),
                pool.num_idle() as u32,
                pool.options().get_max_connections(),
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn without_a_token_only_a_direct_loopback_peer_reads_the_metrics() {
        let local: SocketAddr = "127.0.0.1:5000".parse().unwrap();
        let remote: SocketAddr = "203.0.113.9:5000".parse().unwrap();
        let none = HeaderMap::new();
        assert!(allowed("", Some(local), &none));
        assert!(!allowed("", Some(remote), &none));
        let mut proxied = HeaderMap::new();
        proxied.insert("x-forwarded-for", HeaderValue::from_static("203.0.113.9"));
        assert!(!allowed("", Some(local), &proxied));
    }

    #[test]
    fn with_a_token_only_its_bearer_reads_the_metrics() {
        let remote: SocketAddr = "203.0.113.9:5000".parse().unwrap();
        let mut headers = HeaderMap::new();
        assert!(!allowed("s3cret", Some(remote), &headers));
        headers.insert(
            header::AUTHORIZATION,
            HeaderValue::from_static("Bearer wrong"),
        );
        assert!(!allowed("s3cret", Some(remote), &headers));
        headers.insert(
            header::AUTHORIZATION,
            HeaderValue::from_static("Bearer s3cret"),
        );
        assert!(allowed("s3cret", Some(remote), &headers));
    }
}
