//! Structured logs (tracing). `LOG_FORMAT=json` for machine-readable lines;
//! `RUST_LOG` filters as usual.
use std::io::IsTerminal;

use tracing_subscriber::{fmt, EnvFilter};

pub fn init() {
    let filter = EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| EnvFilter::new("info,sqlx=warn,sea_orm=warn,tower_sessions=warn"));
    // Colours only on a terminal: a log file or the journal gets plain text.
    let builder = fmt()
        .with_env_filter(filter)
        .with_target(false)
        .with_ansi(std::io::stdout().is_terminal());
    let result = if std::env::var("LOG_FORMAT").is_ok_and(|v| v == "json") {
        builder.json().try_init()
    } else {
        builder.try_init()
    };
    // A second init (tests) is harmless.
    let _ = result;
}
