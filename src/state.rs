//! Shared application state handed to every handler.
use std::sync::Arc;

use sea_orm::DatabaseConnection;

use crate::{auth::throttle::Throttles, config::Config, content::Content};

#[derive(Clone)]
pub struct AppState {
    pub db: DatabaseConnection,
    pub config: Arc<Config>,
    pub throttles: Arc<Throttles>,
    pub content: Arc<Content>,
}
