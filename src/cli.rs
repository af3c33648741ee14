//! The command line: no arguments serves the site; `create-admin` makes an
//! administrator with the password read from a prompt or stdin (never an
//! argument, so it stays out of shell history and process lists).
use std::io::{BufRead, IsTerminal};

use clap::{Parser, Subcommand};

use crate::{config::Config, db, domain::NewAdmin, services::people::admins};

#[derive(Parser)]
#[command(
    name = "vanijya",
    about = "Vanijya Digital website and administrator area"
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Subcommand)]
pub enum Command {
    /// Serve the site (the default).
    Serve,
    /// Apply pending database migrations and exit.
    Migrate,
    /// Create an administrator; the password is read from a prompt or stdin.
    CreateAdmin {
        #[arg(long)]
        email: String,
        #[arg(long)]
        name: String,
        #[arg(long, default_value = "-")]
        mobile: String,
        #[arg(long, default_value = "Administrator")]
        role: String,
    },
    /// Write a checked backup while the site keeps serving (into --to DIR,
    /// else BACKUP_DIR), and prune old ones.
    Backup {
        #[arg(long)]
        to: Option<std::path::PathBuf>,
    },
    /// Restore a backup into an empty database (the site stopped); --force
    /// replaces a database that holds data.
    Restore {
        file: std::path::PathBuf,
        #[arg(long)]
        force: bool,
    },
    /// Write every table to a portable archive (SQLite or PostgreSQL).
    Export { file: std::path::PathBuf },
    /// Load a portable archive into an empty database; --force replaces a
    /// database that holds data.
    Import {
        file: std::path::PathBuf,
        #[arg(long)]
        force: bool,
    },
    /// Print the API's OpenAPI document (what /api/openapi.json serves), so
    /// the islands' TypeScript types can be generated without a server.
    #[command(hide = true)]
    Openapi,
}

/// The OpenAPI document as pretty JSON.
pub fn openapi_json() -> anyhow::Result<String> {
    Ok(crate::routes::api::document().to_pretty_json()?)
}

fn read_password() -> anyhow::Result<String> {
    if std::io::stdin().is_terminal() {
        let first = rpassword::prompt_password("Password (8 to 128 characters): ")?;
        let again = rpassword::prompt_password("Repeat the password: ")?;
        anyhow::ensure!(first == again, "the passwords do not match");
        Ok(first)
    } else {
        let mut line = String::new();
        std::io::stdin().lock().read_line(&mut line)?;
        Ok(line.trim_end_matches(['\r', '\n']).to_owned())
    }
}

pub async fn create_admin(
    config: &Config,
    email: String,
    name: String,
    mobile: String,
    role: String,
) -> anyhow::Result<()> {
    let password = read_password()?;
    let new = NewAdmin::parse(
        Some(name),
        Some(email),
        Some(mobile),
        Some(password),
        Some(role),
    )
    .map_err(|refused| {
        let messages: Vec<&str> = refused.iter().map(|e| e.message.as_str()).collect();
        anyhow::anyhow!("{}", messages.join(" "))
    })?;
    let db = db::connect(&config.database_url).await?;
    db::migrate(&db).await?;
    // Whoever runs the server's command line can do everything already.
    let created = admins::create(&db, new, crate::domain::access::Access::Owner)
        .await
        .map_err(|e| anyhow::anyhow!("{e}"))?;
    println!(
        "Created administrator {} <{}> (id {}).",
        created.username, created.email, created.id
    );
    Ok(())
}
