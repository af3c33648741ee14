//! The touches that brought each lead (`domain::attribution`): the tags of
//! the address landed on, the referring host, the landing page and when,
//! written in the lead's own transaction. `position` 0 is the first touch
//! (locked), `last` marks the latest; a lead with none has one row whose
//! source is "direct".
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum LeadTouches {
    Table,
    Id,
    LeadKind,
    LeadId,
    Position,
    Last,
    Source,
    Medium,
    Campaign,
    Term,
    Content,
    Referrer,
    LandingPath,
    Gclid,
    Gbraid,
    Wbraid,
    Fbclid,
    At,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(LeadTouches::Table)
                    .col(pk_auto(LeadTouches::Id))
                    .col(string_len(LeadTouches::LeadKind, 12))
                    .col(integer(LeadTouches::LeadId))
                    .col(integer(LeadTouches::Position))
                    .col(boolean(LeadTouches::Last))
                    .col(string_len(LeadTouches::Source, 150))
                    .col(string_len_null(LeadTouches::Medium, 150))
                    .col(string_len_null(LeadTouches::Campaign, 150))
                    .col(string_len_null(LeadTouches::Term, 150))
                    .col(string_len_null(LeadTouches::Content, 150))
                    .col(string_len_null(LeadTouches::Referrer, 150))
                    .col(string_len_null(LeadTouches::LandingPath, 150))
                    .col(string_len_null(LeadTouches::Gclid, 150))
                    .col(string_len_null(LeadTouches::Gbraid, 150))
                    .col(string_len_null(LeadTouches::Wbraid, 150))
                    .col(string_len_null(LeadTouches::Fbclid, 150))
                    .col(timestamp_with_time_zone(LeadTouches::At))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                crate::index(
                    "idx_lead_touches_lead",
                    LeadTouches::Table,
                    [
                        LeadTouches::LeadKind,
                        LeadTouches::LeadId,
                        LeadTouches::Position,
                    ],
                )
                .unique()
                .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(LeadTouches::Table).to_owned())
            .await
    }
}
