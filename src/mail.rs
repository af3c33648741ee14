//! Sending the outbox. With `SMTP_URL` set, start-up spawns one worker per
//! process: it claims due messages (`services::operations::outbox::claim`, with a
//! lease), sends each through lettre's SMTP transport, and marks it sent,
//! or records the error and tries again after a wait that doubles from
//! `MAIL_RETRY_BASE_MS` up to `MAIL_RETRY_MAX_SECONDS`, without ever giving
//! up. Restarts and other instances pick up whatever is left, so a lead's
//! mail survives a mail server outage and a killed process.
//!
//! Without `SMTP_URL`, start-up logs that e-mail is off and new leads write
//! no outbox rows (see `LeadMail`).
//!
//! Every claim token starts with this process's mark, so that a process
//! shutting down releases the messages it still holds (`release_held`)
//! and another instance sends them at once instead of after the lease.
use std::{
    sync::{Arc, LazyLock},
    time::Duration,
};

use base64::{engine::general_purpose::STANDARD as BASE64, Engine};
use chrono::Utc;
use lettre::{
    message::{header::ContentType, Attachment, Mailbox, MultiPart, SinglePart},
    AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor,
};
use sea_orm::DatabaseConnection;
use tokio::sync::Notify;

use crate::{
    config::{Config, MailSettings},
    entities::outbox,
    services::operations::outbox as queue,
};

/// The first characters of every claim token this process takes.
static PROCESS_MARK: LazyLock<String> = LazyLock::new(|| {
    let id = uuid::Uuid::new_v4().simple().to_string();
    id[..8].to_owned()
});

/// Gives back the unsent messages this process claimed: at shutdown, after
/// the worker has stopped, so a message being sent when the process was
/// told to stop is sent by the next worker at once. Answers how many.
pub async fn release_held(db: &DatabaseConnection) -> u64 {
    match queue::release_claims_marked(db, &PROCESS_MARK).await {
        Ok(n) => {
            if n > 0 {
                tracing::info!(released = n, "released the mail this process was sending");
            }
            n
        }
        Err(e) => {
            tracing::warn!(error = %e, "releasing this process's mail claims failed");
            0
        }
    }
}

/// How many messages one claim takes.
const BATCH: u64 = 20;

/// The SMTP connection settings and sender, checked at start-up.
#[derive(Clone)]
pub struct Mailer {
    transport: AsyncSmtpTransport<Tokio1Executor>,
    from: Mailbox,
}

impl Mailer {
    /// `None` when e-mail is off; an error names a setting that is wrong.
    pub fn from_config(config: &Config) -> anyhow::Result<Option<Self>> {
        let mail = &config.mail;
        if !mail.enabled() {
            return Ok(None);
        }
        let transport = AsyncSmtpTransport::<Tokio1Executor>::from_url(mail.smtp_url())
            .map_err(|e| anyhow::anyhow!("SMTP_URL is not a usable SMTP address: {e}"))?
            // Shorter than the lease, so a slow server never lets a second
            // worker take a message this one is still sending.
            .timeout(Some(send_timeout(mail)))
            .build();
        let from = match mail.from.trim() {
            "" => format!("{} <{}>", config.site.product_name, config.site.email),
            set => set.to_owned(),
        };
        let from: Mailbox = from
            .parse()
            .map_err(|e| anyhow::anyhow!("SMTP_FROM {from:?} is not an e-mail address: {e}"))?;
        for to in mail.notify_list() {
            to.parse::<Mailbox>()
                .map_err(|e| anyhow::anyhow!("NOTIFY_EMAILS: {to:?} is not an address: {e}"))?;
        }
        Ok(Some(Self { transport, from }))
    }

    async fn send(&self, m: &outbox::Model) -> Result<(), String> {
        let to: Mailbox = m
            .recipient
            .parse()
            .map_err(|e| format!("bad recipient {}: {e}", m.recipient))?;
        // lettre adds the Date header itself when the message is built.
        let builder = Message::builder()
            .from(self.from.clone())
            .to(to)
            .message_id(Some(message_id(m, self.from.email.domain())))
            .subject(m.subject.clone());
        let message = match (&m.attachment, &m.attachment_name, &m.attachment_type) {
            (Some(data), Some(name), Some(kind)) => {
                let bytes = BASE64
                    .decode(data)
                    .map_err(|e| format!("the attachment is not base64: {e}"))?;
                let kind = ContentType::parse(kind)
                    .map_err(|e| format!("bad attachment type {kind}: {e}"))?;
                builder.multipart(
                    MultiPart::mixed()
                        .singlepart(SinglePart::plain(m.body.clone()))
                        .singlepart(Attachment::new(name.clone()).body(bytes, kind)),
                )
            }
            _ => builder.header(ContentType::TEXT_PLAIN).body(m.body.clone()),
        }
        .map_err(|e| format!("cannot build the message: {e}"))?;
        self.transport
            .send(message)
            .await
            .map(|_| ())
            .map_err(|e| e.to_string())
    }
}

/// The `Message-ID` of an outbox letter: `<vanijya.{row}.{created}@{domain}>`,
/// on the sending domain. The row id and the moment it was written make it
/// unique (a restored database starts its ids again, never its clock), and
/// it stays the same when a send is tried again, so a receiver that got the
/// letter once (a process killed after the SMTP server accepted it) can
/// tell the second copy for what it is.
fn message_id(m: &outbox::Model, domain: &str) -> String {
    format!(
        "<vanijya.{}.{}@{domain}>",
        m.id,
        m.created_at.timestamp_millis()
    )
}

fn send_timeout(mail: &MailSettings) -> Duration {
    (mail.lease() / 2).clamp(Duration::from_secs(1), Duration::from_secs(30))
}

/// Logs whether e-mail is on and, when it is, starts the outbox worker.
pub fn start(
    config: &Config,
    db: DatabaseConnection,
    wake: Arc<Notify>,
) -> anyhow::Result<Option<tokio::task::JoinHandle<()>>> {
    let Some(mailer) = Mailer::from_config(config)? else {
        tracing::info!("e-mail is off: SMTP_URL is not set, so new leads send no mail");
        return Ok(None);
    };
    let notify = config.mail.notify_list();
    if notify.is_empty() {
        tracing::warn!("e-mail is on but NOTIFY_EMAILS is empty: nobody is told of new leads");
    }
    tracing::info!(
        notify = notify.len(),
        acknowledgements = config.mail.send_acknowledgements,
        "e-mail is on"
    );
    Ok(Some(tokio::spawn(worker(
        db,
        mailer,
        config.mail.clone(),
        wake,
    ))))
}

/// How often sent messages past their keeping time are deleted.
const PRUNE_EVERY: Duration = Duration::from_secs(3600);

/// Deletes sent messages older than the keeping time.
async fn prune(db: &DatabaseConnection, settings: &MailSettings) {
    let keep = chrono::Duration::from_std(settings.keep_sent()).unwrap_or(chrono::Duration::MAX);
    let before = Utc::now()
        .checked_sub_signed(keep)
        .unwrap_or(chrono::DateTime::<Utc>::MIN_UTC);
    match queue::prune_sent(db, before).await {
        Ok(0) => {}
        Ok(n) => tracing::info!(deleted = n, "deleted sent mail past its keeping time"),
        Err(e) => tracing::warn!(error = %e, "deleting old sent mail failed"),
    }
}

/// Claims and sends due messages until the task is aborted; deletes old
/// sent messages at start and every hour.
async fn worker(db: DatabaseConnection, mailer: Mailer, settings: MailSettings, wake: Arc<Notify>) {
    let mut last_prune: Option<std::time::Instant> = None;
    loop {
        if last_prune.is_none_or(|t| t.elapsed() >= PRUNE_EVERY) {
            prune(&db, &settings).await;
            last_prune = Some(std::time::Instant::now());
        }
        let sent_any = match run_once(&db, &mailer, &settings).await {
            Ok(n) => n > 0,
            Err(e) => {
                tracing::warn!(error = %e, "reading the mail outbox failed");
                false
            }
        };
        if !sent_any {
            tokio::select! {
                _ = wake.notified() => {}
                _ = tokio::time::sleep(settings.poll()) => {}
            }
        }
    }
}

/// One claim and its sends; answers how many messages were claimed.
async fn run_once(
    db: &DatabaseConnection,
    mailer: &Mailer,
    settings: &MailSettings,
) -> anyhow::Result<usize> {
    let token = format!(
        "{}{}",
        *PROCESS_MARK,
        &uuid::Uuid::new_v4().simple().to_string()[..24]
    );
    let claimed = queue::claim(db, Utc::now(), settings.lease(), &token, BATCH).await?;
    for m in &claimed {
        match mailer.send(m).await {
            Ok(()) => {
                if !queue::mark_sent(db, m.id, &token, Utc::now()).await? {
                    tracing::warn!(id = m.id, "a sent message's claim had run out");
                }
            }
            Err(error) => {
                let wait = queue::backoff(
                    m.attempts.saturating_add(1),
                    settings.retry_base(),
                    settings.retry_max(),
                );
                let now = Utc::now();
                let retry_at = now + chrono::Duration::from_std(wait)?;
                tracing::warn!(id = m.id, attempts = m.attempts + 1, %error,
                    retry_in_ms = wait.as_millis() as u64, "sending mail failed");
                queue::mark_failed(db, m.id, &token, &error, now, retry_at).await?;
            }
        }
    }
    Ok(claimed.len())
}
