//! What happens to a quote after it is made, and what it needs on the way:
//! - the quote keeps the agency's details as they were when it was made
//!   (legal name, GSTIN, address), so its PDF never changes afterwards;
//! - a revision (0 for the first version) and the version it replaced;
//! - when it was sent, first opened, accepted (by which name, from which
//!   address) or declined (with the reason), and when the client asked
//!   for a fresh one after it expired;
//! - the outbox can carry one attachment (the quote's PDF, as base64);
//! - each service of the catalogue carries a rate card: a price in paise,
//!   an SAC code and a GST rate in basis points (18 % by default).
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Quotes {
    Table,
    Agency,
    Revision,
    Replaces,
    SentAt,
    OpenedAt,
    AcceptedAt,
    AcceptedName,
    AcceptedFrom,
    DeclinedAt,
    DeclineReason,
    RenewalAskedAt,
}

#[derive(DeriveIden)]
enum Outbox {
    Table,
    AttachmentName,
    AttachmentType,
    Attachment,
}

#[derive(DeriveIden)]
enum Services {
    Table,
    Price,
    Sac,
    GstRateBp,
}

async fn add(
    manager: &SchemaManager<'_>,
    table: impl IntoIden + 'static,
    column: ColumnDef,
) -> Result<(), DbErr> {
    manager
        .alter_table(Table::alter().table(table).add_column(column).to_owned())
        .await
}

async fn drop(
    manager: &SchemaManager<'_>,
    table: impl IntoIden + 'static,
    column: impl IntoIden + 'static,
) -> Result<(), DbErr> {
    manager
        .alter_table(Table::alter().table(table).drop_column(column).to_owned())
        .await
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        add(
            manager,
            Quotes::Table,
            text(Quotes::Agency).default("{}").to_owned(),
        )
        .await?;
        add(
            manager,
            Quotes::Table,
            integer(Quotes::Revision).default(0).to_owned(),
        )
        .await?;
        add(manager, Quotes::Table, integer_null(Quotes::Replaces)).await?;
        for at in [
            Quotes::SentAt,
            Quotes::OpenedAt,
            Quotes::AcceptedAt,
            Quotes::DeclinedAt,
            Quotes::RenewalAskedAt,
        ] {
            add(manager, Quotes::Table, timestamp_with_time_zone_null(at)).await?;
        }
        add(
            manager,
            Quotes::Table,
            string_len_null(Quotes::AcceptedName, 200),
        )
        .await?;
        add(
            manager,
            Quotes::Table,
            string_len_null(Quotes::AcceptedFrom, 64),
        )
        .await?;
        add(manager, Quotes::Table, text_null(Quotes::DeclineReason)).await?;
        add(
            manager,
            Outbox::Table,
            string_len_null(Outbox::AttachmentName, 200),
        )
        .await?;
        add(
            manager,
            Outbox::Table,
            string_len_null(Outbox::AttachmentType, 100),
        )
        .await?;
        add(manager, Outbox::Table, text_null(Outbox::Attachment)).await?;
        add(manager, Services::Table, big_integer_null(Services::Price)).await?;
        add(manager, Services::Table, string_len_null(Services::Sac, 8)).await?;
        add(
            manager,
            Services::Table,
            integer(Services::GstRateBp).default(1800).to_owned(),
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for c in [Services::Price, Services::Sac, Services::GstRateBp] {
            drop(manager, Services::Table, c).await?;
        }
        for c in [
            Outbox::AttachmentName,
            Outbox::AttachmentType,
            Outbox::Attachment,
        ] {
            drop(manager, Outbox::Table, c).await?;
        }
        for c in [
            Quotes::Agency,
            Quotes::Revision,
            Quotes::Replaces,
            Quotes::SentAt,
            Quotes::OpenedAt,
            Quotes::AcceptedAt,
            Quotes::AcceptedName,
            Quotes::AcceptedFrom,
            Quotes::DeclinedAt,
            Quotes::DeclineReason,
            Quotes::RenewalAskedAt,
        ] {
            drop(manager, Quotes::Table, c).await?;
        }
        Ok(())
    }
}
