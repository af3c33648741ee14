//! Quotations: one row per quote, its lines as JSON and its totals in whole
//! paise, numbered per Indian financial year (`VD/2026-27/0001`). The
//! number comes from `quote_sequences`, one row per financial year moved
//! inside the quote's own transaction, and is unique, so it is never given
//! twice even with several instances. The token is the client's private
//! link (unique, random).
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Quotes {
    Table,
    Id,
    LeadId,
    Number,
    FinancialYear,
    Sequence,
    Token,
    ClientName,
    ClientAddress,
    ClientState,
    ClientGstin,
    AgencyState,
    Lines,
    Taxable,
    Cgst,
    Sgst,
    Igst,
    Total,
    ValidUntil,
    Status,
    CreatedAt,
    CreatedBy,
}

#[derive(DeriveIden)]
enum QuoteSequences {
    Table,
    FinancialYear,
    Last,
}

#[derive(DeriveIden)]
enum BusinessEnquiries {
    Table,
    BId,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(QuoteSequences::Table)
                    .col(string_len(QuoteSequences::FinancialYear, 7).primary_key())
                    .col(integer(QuoteSequences::Last))
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(Quotes::Table)
                    .col(pk_auto(Quotes::Id))
                    .col(integer_null(Quotes::LeadId))
                    .col(string_len(Quotes::Number, 40).unique_key())
                    .col(string_len(Quotes::FinancialYear, 7))
                    .col(integer(Quotes::Sequence))
                    .col(string_len(Quotes::Token, 64).unique_key())
                    .col(string_len(Quotes::ClientName, 200))
                    .col(text(Quotes::ClientAddress))
                    .col(string_len(Quotes::ClientState, 60))
                    .col(string_len_null(Quotes::ClientGstin, 15))
                    .col(string_len(Quotes::AgencyState, 60))
                    .col(text(Quotes::Lines))
                    .col(big_integer(Quotes::Taxable))
                    .col(big_integer(Quotes::Cgst))
                    .col(big_integer(Quotes::Sgst))
                    .col(big_integer(Quotes::Igst))
                    .col(big_integer(Quotes::Total))
                    .col(string_len(Quotes::ValidUntil, 10))
                    .col(string_len(Quotes::Status, 12))
                    .col(timestamp_with_time_zone(Quotes::CreatedAt))
                    .col(string_len(Quotes::CreatedBy, 100))
                    .foreign_key(&mut crate::foreign_key(
                        "fk_quotes_lead",
                        (Quotes::Table, Quotes::LeadId),
                        (BusinessEnquiries::Table, BusinessEnquiries::BId),
                        ForeignKeyAction::SetNull,
                    ))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(crate::index(
                "idx_quotes_lead",
                Quotes::Table,
                [Quotes::LeadId],
            ))
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(Quotes::Table).to_owned())
            .await?;
        manager
            .drop_table(Table::drop().table(QuoteSequences::Table).to_owned())
            .await
    }
}
