//! Entry point: configuration, logs, then serve or run a command.
use clap::Parser;
use vanijya::{
    cli::{self, Cli, Command},
    config::Config,
    db,
    startup::Application,
    telemetry,
};

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let cli = Cli::parse();
    telemetry::init();
    let config = Config::load()?;
    match cli.command.unwrap_or(Command::Serve) {
        Command::Serve => {
            let app = Application::build(config).await?;
            app.run_until_stopped().await?;
        }
        Command::Migrate => {
            let db = db::connect(&config.database_url).await?;
            db::migrate(&db).await?;
            println!("Migrations applied.");
        }
        Command::CreateAdmin {
            email,
            name,
            mobile,
            role,
        } => {
            cli::create_admin(&config, email, name, mobile, role).await?;
        }
        Command::Backup { to } => vanijya::ops::backup_command(&config, to.as_deref()).await?,
        Command::Restore { file, force } => {
            vanijya::ops::restore_command(&config, &file, force).await?
        }
        Command::Export { file } => vanijya::ops::export_command(&config, &file).await?,
        Command::Import { file, force } => {
            vanijya::ops::import_command(&config, &file, force).await?
        }
        Command::Openapi => println!("{}", cli::openapi_json()?),
    }
    Ok(())
}
