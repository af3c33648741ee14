//! Tax invoices and the documents around them, in one table
//! (`invoices`, told apart by `kind`: invoice, credit note, debit note,
//! receipt voucher, refund voucher), their numbers' counters and the
//! payments received against an invoice.
//!
//! A document's number is given when it is issued, never to a draft: the
//! counter of its series and financial year (`invoice_sequences`, one row
//! each) is moved inside the issuing transaction, and the number is
//! unique, so numbers run without a gap and are never given twice, even
//! with several instances. Lines are JSON (as a quotation's) and every
//! amount is whole paise. A note or voucher names its invoice by
//! `invoice_id` without a foreign key: a receipt voucher is written before
//! the invoice it is later set against, and the portable archive restores
//! rows in id order. A payment's amount and the TDS held back
//! beside it are paise too.
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Invoices {
    Table,
    Id,
    Kind,
    LeadId,
    QuoteId,
    InvoiceId,
    Number,
    FinancialYear,
    Sequence,
    Status,
    Token,
    ClientName,
    ClientAddress,
    ClientState,
    ClientGstin,
    AgencyState,
    Agency,
    Lines,
    Taxable,
    Cgst,
    Sgst,
    Igst,
    Total,
    Received,
    Credited,
    Debited,
    ReverseCharge,
    Reason,
    IssuedOn,
    DueOn,
    IssuedAt,
    CreatedAt,
    CreatedBy,
}

#[derive(DeriveIden)]
enum InvoiceSequences {
    Table,
    Series,
    FinancialYear,
    Last,
}

#[derive(DeriveIden)]
enum InvoicePayments {
    Table,
    Id,
    InvoiceId,
    ReceiptId,
    Amount,
    Tds,
    TdsSection,
    ReceivedOn,
    Method,
    Reference,
    CreatedAt,
    CreatedBy,
}

#[derive(DeriveIden)]
enum Enquiries {
    Table,
    Id,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(InvoiceSequences::Table)
                    .col(string_len(InvoiceSequences::Series, 8))
                    .col(string_len(InvoiceSequences::FinancialYear, 7))
                    .col(integer(InvoiceSequences::Last))
                    .primary_key(
                        Index::create()
                            .col(InvoiceSequences::Series)
                            .col(InvoiceSequences::FinancialYear),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(Invoices::Table)
                    .col(pk_auto(Invoices::Id))
                    .col(string_len(Invoices::Kind, 12))
                    .col(integer_null(Invoices::LeadId))
                    .col(integer_null(Invoices::QuoteId))
                    .col(integer_null(Invoices::InvoiceId))
                    .col(string_len_null(Invoices::Number, 16).unique_key())
                    .col(string_len_null(Invoices::FinancialYear, 7))
                    .col(integer_null(Invoices::Sequence))
                    .col(string_len(Invoices::Status, 12))
                    .col(string_len_null(Invoices::Token, 64).unique_key())
                    .col(string_len(Invoices::ClientName, 200))
                    .col(text(Invoices::ClientAddress))
                    .col(string_len(Invoices::ClientState, 60))
                    .col(string_len_null(Invoices::ClientGstin, 15))
                    .col(string_len(Invoices::AgencyState, 60))
                    .col(text(Invoices::Agency))
                    .col(text(Invoices::Lines))
                    .col(big_integer(Invoices::Taxable))
                    .col(big_integer(Invoices::Cgst))
                    .col(big_integer(Invoices::Sgst))
                    .col(big_integer(Invoices::Igst))
                    .col(big_integer(Invoices::Total))
                    .col(big_integer(Invoices::Received).default(0))
                    .col(big_integer(Invoices::Credited).default(0))
                    .col(big_integer(Invoices::Debited).default(0))
                    .col(boolean(Invoices::ReverseCharge).default(false))
                    .col(text_null(Invoices::Reason))
                    .col(string_len_null(Invoices::IssuedOn, 10))
                    .col(string_len_null(Invoices::DueOn, 10))
                    .col(timestamp_with_time_zone_null(Invoices::IssuedAt))
                    .col(timestamp_with_time_zone(Invoices::CreatedAt))
                    .col(string_len(Invoices::CreatedBy, 100))
                    .foreign_key(&mut crate::foreign_key(
                        "fk_invoices_lead",
                        (Invoices::Table, Invoices::LeadId),
                        (Enquiries::Table, Enquiries::Id),
                        ForeignKeyAction::SetNull,
                    ))
                    .to_owned(),
            )
            .await?;
        for (name, cols) in [
            ("idx_invoices_lead", vec![Invoices::LeadId]),
            ("idx_invoices_invoice", vec![Invoices::InvoiceId]),
            (
                "idx_invoices_kind_status",
                vec![Invoices::Kind, Invoices::Status],
            ),
            (
                "idx_invoices_kind_issued",
                vec![Invoices::Kind, Invoices::IssuedOn],
            ),
        ] {
            manager
                .create_index(crate::index(name, Invoices::Table, cols))
                .await?;
        }
        manager
            .create_table(
                Table::create()
                    .table(InvoicePayments::Table)
                    .col(pk_auto(InvoicePayments::Id))
                    .col(integer(InvoicePayments::InvoiceId))
                    .col(integer_null(InvoicePayments::ReceiptId))
                    .col(big_integer(InvoicePayments::Amount))
                    .col(big_integer(InvoicePayments::Tds))
                    .col(string_len_null(InvoicePayments::TdsSection, 40))
                    .col(string_len(InvoicePayments::ReceivedOn, 10))
                    .col(string_len(InvoicePayments::Method, 10))
                    .col(string_len(InvoicePayments::Reference, 100))
                    .col(timestamp_with_time_zone(InvoicePayments::CreatedAt))
                    .col(string_len(InvoicePayments::CreatedBy, 100))
                    .foreign_key(&mut crate::foreign_key(
                        "fk_invoice_payments_invoice",
                        (InvoicePayments::Table, InvoicePayments::InvoiceId),
                        (Invoices::Table, Invoices::Id),
                        ForeignKeyAction::Restrict,
                    ))
                    .foreign_key(&mut crate::foreign_key(
                        "fk_invoice_payments_receipt",
                        (InvoicePayments::Table, InvoicePayments::ReceiptId),
                        (Invoices::Table, Invoices::Id),
                        ForeignKeyAction::Restrict,
                    ))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(crate::index(
                "idx_invoice_payments_invoice",
                InvoicePayments::Table,
                [InvoicePayments::InvoiceId],
            ))
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for table in [
            InvoicePayments::Table.into_iden(),
            Invoices::Table.into_iden(),
            InvoiceSequences::Table.into_iden(),
        ] {
            manager
                .drop_table(Table::drop().table(table).to_owned())
                .await?;
        }
        Ok(())
    }
}
