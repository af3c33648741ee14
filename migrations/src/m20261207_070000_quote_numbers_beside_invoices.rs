//! Quotation numbers are counted in `invoice_sequences` beside the invoice
//! series, under the series `quotes` (an invoice series has at most four
//! characters, so it never meets it): one counter table, one way to take
//! the next number. Each year's last quotation number moves across, then
//! `quote_sequences` goes.
use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let db = manager.get_connection();
        db.execute_unprepared(
            "INSERT INTO invoice_sequences (series, financial_year, last) \
             SELECT 'quotes', financial_year, last FROM quote_sequences",
        )
        .await?;
        manager
            .drop_table(
                Table::drop()
                    .table(Alias::new("quote_sequences"))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let db = manager.get_connection();
        db.execute_unprepared(
            "CREATE TABLE quote_sequences (financial_year varchar(7) NOT NULL PRIMARY KEY, \
             last integer NOT NULL)",
        )
        .await?;
        db.execute_unprepared(
            "INSERT INTO quote_sequences (financial_year, last) \
             SELECT financial_year, last FROM invoice_sequences WHERE series = 'quotes'",
        )
        .await?;
        db.execute_unprepared("DELETE FROM invoice_sequences WHERE series = 'quotes'")
            .await?;
        Ok(())
    }
}
