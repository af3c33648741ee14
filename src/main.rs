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
        Command::Openapi => println!("{}", cli::openapi_json()?),
    }
    Ok(())
}
