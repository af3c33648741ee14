//! Shared application state handed to every handler.
use std::sync::Arc;

use sea_orm::DatabaseConnection;

use tokio::sync::Notify;

use crate::{
    config::Config,
    content::{store::ContentStore, Content},
    services::operations::outbox::LeadMail,
    services::operations::throttle::Throttles,
};

#[derive(Clone)]
pub struct AppState {
    pub db: DatabaseConnection,
    pub config: Arc<Config>,
    pub throttles: Arc<Throttles>,
    /// The published content, replaced when it changes.
    pub live: Arc<ContentStore>,
    /// What a new lead's mail says and to whom (nothing with e-mail off).
    pub mail: Arc<LeadMail>,
    /// Wakes this process's outbox worker when mail was queued.
    pub mail_wake: Arc<Notify>,
}

impl AppState {
    /// The published content as it is now.
    pub fn content(&self) -> Arc<Content> {
        self.live.get()
    }
}
