//! Visits counted by the server and the ad spend the owner imports
//! (issue: prove the marketing works). Every table here holds counts, never a
//! person: no address, no user agent, no cookie value.
//!
//! - `page_views`: views per India day, path, the visit's source, medium,
//!   campaign and referring host, and `kind` (`human` or `bot`). Absent
//!   values are stored as "" so the key is unique; a visit with no touch has
//!   source `direct`. Probes of addresses we never had are counted as `bot`
//!   under one path, never their own (so probes cannot grow the table).
//!   Instances add their batches with an upsert, so several count into one
//!   row without double counting.
//! - `visitor_days`: today's visitor hashes (SHA-256 of the day's salt, the
//!   address key and the user agent), only to count each visitor once a day;
//!   a day's rows are deleted with its salt once the day is over.
//! - `visitor_counts`: visitors per day by the source, medium, campaign and
//!   landing path of their first page that day; one is added when a
//!   visitor's hash is first stored in `visitor_days`.
//! - `conversions`: taps on the site's own call and WhatsApp buttons (and
//!   affiliate clicks) per day, kind, the visit's source and the page.
//! - `ad_spend`: cost per day, source, medium and campaign in paise, from the
//!   owner's CSV; a later file replaces the same keys.
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum PageViews {
    Table,
    Id,
    Day,
    Kind,
    Path,
    Source,
    Medium,
    Campaign,
    Referrer,
    Views,
}

#[derive(DeriveIden)]
enum VisitorDays {
    Table,
    Day,
    Visitor,
}

#[derive(DeriveIden)]
enum VisitorCounts {
    Table,
    Id,
    Day,
    Source,
    Medium,
    Campaign,
    LandingPath,
    Visitors,
}

#[derive(DeriveIden)]
enum Conversions {
    Table,
    Id,
    Day,
    Kind,
    Source,
    Medium,
    Campaign,
    Path,
    Count,
}

#[derive(DeriveIden)]
enum AdSpend {
    Table,
    Id,
    Day,
    Source,
    Medium,
    Campaign,
    CostPaise,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(PageViews::Table)
                    .col(pk_auto(PageViews::Id))
                    .col(string_len(PageViews::Day, 10))
                    .col(string_len(PageViews::Kind, 8))
                    .col(string_len(PageViews::Path, 200))
                    .col(string_len(PageViews::Source, 150))
                    .col(string_len(PageViews::Medium, 150))
                    .col(string_len(PageViews::Campaign, 150))
                    .col(string_len(PageViews::Referrer, 150))
                    .col(big_integer(PageViews::Views))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                crate::index(
                    "idx_page_views_key",
                    PageViews::Table,
                    [
                        PageViews::Day,
                        PageViews::Kind,
                        PageViews::Path,
                        PageViews::Source,
                        PageViews::Medium,
                        PageViews::Campaign,
                        PageViews::Referrer,
                    ],
                )
                .unique()
                .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(VisitorDays::Table)
                    .col(string_len(VisitorDays::Day, 10))
                    .col(string_len(VisitorDays::Visitor, 64))
                    .primary_key(
                        Index::create()
                            .col(VisitorDays::Day)
                            .col(VisitorDays::Visitor),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(VisitorCounts::Table)
                    .col(pk_auto(VisitorCounts::Id))
                    .col(string_len(VisitorCounts::Day, 10))
                    .col(string_len(VisitorCounts::Source, 150))
                    .col(string_len(VisitorCounts::Medium, 150))
                    .col(string_len(VisitorCounts::Campaign, 150))
                    .col(string_len(VisitorCounts::LandingPath, 200))
                    .col(big_integer(VisitorCounts::Visitors))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                crate::index(
                    "idx_visitor_counts_key",
                    VisitorCounts::Table,
                    [
                        VisitorCounts::Day,
                        VisitorCounts::Source,
                        VisitorCounts::Medium,
                        VisitorCounts::Campaign,
                        VisitorCounts::LandingPath,
                    ],
                )
                .unique()
                .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(Conversions::Table)
                    .col(pk_auto(Conversions::Id))
                    .col(string_len(Conversions::Day, 10))
                    .col(string_len(Conversions::Kind, 16))
                    .col(string_len(Conversions::Source, 150))
                    .col(string_len(Conversions::Medium, 150))
                    .col(string_len(Conversions::Campaign, 150))
                    .col(string_len(Conversions::Path, 200))
                    .col(big_integer(Conversions::Count))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                crate::index(
                    "idx_conversions_key",
                    Conversions::Table,
                    [
                        Conversions::Day,
                        Conversions::Kind,
                        Conversions::Source,
                        Conversions::Medium,
                        Conversions::Campaign,
                        Conversions::Path,
                    ],
                )
                .unique()
                .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(AdSpend::Table)
                    .col(pk_auto(AdSpend::Id))
                    .col(string_len(AdSpend::Day, 10))
                    .col(string_len(AdSpend::Source, 150))
                    .col(string_len(AdSpend::Medium, 150))
                    .col(string_len(AdSpend::Campaign, 150))
                    .col(big_integer(AdSpend::CostPaise))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                crate::index(
                    "idx_ad_spend_key",
                    AdSpend::Table,
                    [
                        AdSpend::Day,
                        AdSpend::Source,
                        AdSpend::Medium,
                        AdSpend::Campaign,
                    ],
                )
                .unique()
                .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for table in [
            AdSpend::Table.into_iden(),
            Conversions::Table.into_iden(),
            VisitorCounts::Table.into_iden(),
            VisitorDays::Table.into_iden(),
            PageViews::Table.into_iden(),
        ] {
            manager
                .drop_table(Table::drop().table(table).to_owned())
                .await?;
        }
        Ok(())
    }
}
