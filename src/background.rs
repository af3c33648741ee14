//! The server's background tasks, started with it and stopped when it
//! stops: the cleanup (expired sessions, logins and throttle counters,
//! retention, the cached pages at the turn of the day), the database's
//! statistics, the outbox's sender, scheduled backups, scheduled
//! publishing, escalation, the morning digest and invoice reminders, the
//! affiliate link check, the page cache's version poll and precompression,
//! and the writers of the counts kept in memory (affiliate clicks; page
//! views, visitors and conversions), which write what is left when the
//! server stops. At the turn of the India day the past days' visitor salts and
//! hashes are deleted.
use std::{sync::Arc, time::Duration};

use sea_orm::DatabaseConnection;
use tokio::task::JoinHandle;
use tower_sessions::session_store::ExpiredDeletion;

use crate::{
    auth::session_store::AnyStore,
    cache::PageCache,
    services::{
        affiliate::affiliate_redirect::{self, Clicks},
        counting::counters::{Batched, Tally},
        counting::visits::Visits,
        people::logins,
        website::content,
    },
    state::AppState,
};

/// The running tasks.
pub struct Background {
    tasks: Vec<JoinHandle<()>>,
    mail: Option<JoinHandle<()>>,
    /// Writers of counts kept in memory: told to stop, they write what is
    /// left before they end.
    counters: Vec<(tokio::sync::oneshot::Sender<()>, JoinHandle<()>)>,
}

impl Background {
    /// Starts every task; fails only when the mail settings cannot be used.
    pub fn start(
        state: &AppState,
        store: AnyStore,
        pages: &Arc<PageCache>,
        clicks: &Clicks,
        visits: Option<&Arc<Visits>>,
    ) -> anyhow::Result<Self> {
        let mail = crate::mail::start(&state.config, state.db.clone(), state.mail_wake.clone())?;
        let tasks = vec![
            tokio::spawn(cleanup_loop(state.clone(), store)),
            tokio::spawn(crate::services::keep_statistics(state.db.clone())),
            tokio::spawn(crate::ops::schedule(state.clone())),
            tokio::spawn(content::run_schedule(state.db.clone())),
            tokio::spawn(crate::services::affiliate::affiliate_health::run_schedule(
                state.db.clone(),
                state.config.affiliate.clone(),
            )),
            tokio::spawn(escalation_loop(state.clone())),
            tokio::spawn(pages.clone().poll()),
            tokio::spawn(pages.clone().upgrade()),
        ];
        let mut counters = vec![writer(clicks.batch(), affiliate_redirect::FLUSH_EVERY)];
        if let Some(visits) = visits {
            let batches = visits.writers();
            counters.extend([
                writer(
                    &batches.views,
                    crate::services::counting::visits::FLUSH_EVERY,
                ),
                writer(
                    &batches.visitors,
                    crate::services::counting::visits::FLUSH_EVERY,
                ),
                writer(
                    &batches.conversions,
                    crate::services::counting::visits::FLUSH_EVERY,
                ),
            ]);
        }
        Ok(Self {
            tasks,
            mail,
            counters,
        })
    }

    /// Stops every task. Letters the sender had claimed but not sent are
    /// given back to the outbox, for the next instance to send; counts
    /// kept in memory are written.
    pub async fn stop(self, db: &DatabaseConnection) {
        for task in &self.tasks {
            task.abort();
        }
        for (stop, writer) in self.counters {
            let _ = stop.send(());
            let _ = writer.await;
        }
        if let Some(mail) = self.mail {
            mail.abort();
            let _ = mail.await;
            crate::mail::release_held(db).await;
        }
    }
}

/// Starts the writer of a batch of counts, and the means to stop it.
fn writer<T: Tally>(
    batch: &Arc<Batched<T>>,
    every: Duration,
) -> (tokio::sync::oneshot::Sender<()>, JoinHandle<()>) {
    let (stop, stopped) = tokio::sync::oneshot::channel();
    (stop, tokio::spawn(batch.clone().run(every, stopped)))
}

/// Tells the notification list of each lead that waited past the response
/// target, and sends the morning digest, the weekly letter and the
/// invoices' reminders (from 10:00 India time) when they are due, at start-up and then every `ESCALATION_EVERY`.
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
            let notify = state.config.mail.notify_list();
            let weekly = crate::services::marketing::weekly_letter::send_if_due(
                &state.db,
                &notify,
                names,
                chrono::Utc::now(),
            );
            match weekly.await {
                Ok(0) => {}
                Ok(n) => {
                    tracing::info!(letters = n, "sent the weekly letter");
                    state.mail_wake.notify_one();
                }
                Err(e) => tracing::warn!(error = %e, "the weekly letter failed; trying again"),
            }
            let reminders = crate::services::money::invoices::remind_due(
                &state.db,
                &mail,
                site.base(),
                state.config.clock.now(),
            );
            match reminders.await {
                Ok(0) => {}
                Ok(n) => {
                    tracing::info!(letters = n, "sent invoice reminders");
                    state.mail_wake.notify_one();
                }
                Err(e) => tracing::warn!(error = %e, "invoice reminders failed; trying again"),
            }
        }
    }
}

/// How often waiting leads are checked against the response target.
const ESCALATION_EVERY: Duration = Duration::from_secs(20);

/// Removes expired sessions and logins, prunes throttle counters, forgets
/// the past days' visitor hashes, and erases applications and spam kept
/// past their retention period.
async fn cleanup_loop(state: AppState, store: AnyStore) {
    let period = Duration::from_secs(state.config.session.cleanup_interval_seconds.max(1));
    let mut tick = tokio::time::interval(period);
    let mut day = crate::domain::india_today(chrono::Utc::now());
    let mut folded_on = None;
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
        // Every round, not only at the turn of the day: a click batch of
        // the day's last seconds may be written after it.
        let today = today.format("%Y-%m-%d").to_string();
        if let Err(e) =
            crate::services::counting::daily_salt::forget_before(&state.db, &today).await
        {
            tracing::warn!(error = %e, "forgetting the past days' visitor hashes failed");
        }
        // Once a day (and at the start): the page views' detail past
        // `ANALYTICS_KEEP_DAYS` folds into the totals the report reads.
        let keep_from = day - chrono::Days::new(u64::from(state.config.analytics_keep_days));
        if folded_on != Some(day) {
            let keep_from = keep_from.format("%Y-%m-%d").to_string();
            match crate::services::counting::visits::fold_old_views(&state.db, &keep_from).await {
                Ok(_) => folded_on = Some(day),
                Err(e) => tracing::warn!(error = %e, "folding old page views failed"),
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
        match crate::services::people::retention::run(&state.db, days, chrono::Utc::now()).await {
            Ok(0) => {}
            Ok(n) => tracing::info!(leads = n, "erased leads past their retention period"),
            Err(e) => {
                tracing::warn!(error = %e, "erasing leads past their retention period failed")
            }
        }
    }
}
