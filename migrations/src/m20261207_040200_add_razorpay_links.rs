//! Razorpay: an invoice keeps the payment link made for it when issued
//! (its id and address), a payment recorded from Razorpay keeps Razorpay's
//! payment id (unique, so one payment is never recorded twice), and each
//! webhook event delivered is kept by its id (`razorpay_events`), so a
//! delivery Razorpay repeats changes nothing.
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Invoices {
    Table,
    RazorpayLinkId,
    RazorpayLinkUrl,
}

#[derive(DeriveIden)]
enum InvoicePayments {
    Table,
    RazorpayPaymentId,
}

#[derive(DeriveIden)]
enum RazorpayEvents {
    Table,
    EventId,
    ReceivedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for column in [
            string_len_null(Invoices::RazorpayLinkId, 40),
            string_len_null(Invoices::RazorpayLinkUrl, 200),
        ] {
            manager
                .alter_table(
                    Table::alter()
                        .table(Invoices::Table)
                        .add_column(column)
                        .to_owned(),
                )
                .await?;
        }
        manager
            .alter_table(
                Table::alter()
                    .table(InvoicePayments::Table)
                    .add_column(string_len_null(InvoicePayments::RazorpayPaymentId, 40))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_invoice_payments_razorpay")
                    .table(InvoicePayments::Table)
                    .col(InvoicePayments::RazorpayPaymentId)
                    .unique()
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(crate::index(
                "idx_invoices_razorpay_link",
                Invoices::Table,
                [Invoices::RazorpayLinkId],
            ))
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(RazorpayEvents::Table)
                    .col(string_len(RazorpayEvents::EventId, 64).primary_key())
                    .col(timestamp_with_time_zone(RazorpayEvents::ReceivedAt))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(RazorpayEvents::Table).to_owned())
            .await?;
        manager
            .drop_index(
                Index::drop()
                    .name("idx_invoice_payments_razorpay")
                    .table(InvoicePayments::Table)
                    .to_owned(),
            )
            .await?;
        manager
            .drop_index(
                Index::drop()
                    .name("idx_invoices_razorpay_link")
                    .table(Invoices::Table)
                    .to_owned(),
            )
            .await?;
        manager
            .alter_table(
                Table::alter()
                    .table(InvoicePayments::Table)
                    .drop_column(InvoicePayments::RazorpayPaymentId)
                    .to_owned(),
            )
            .await?;
        for column in [Invoices::RazorpayLinkId, Invoices::RazorpayLinkUrl] {
            manager
                .alter_table(
                    Table::alter()
                        .table(Invoices::Table)
                        .drop_column(column)
                        .to_owned(),
                )
                .await?;
        }
        Ok(())
    }
}
