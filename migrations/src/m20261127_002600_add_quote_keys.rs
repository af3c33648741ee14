//! What a quotation needs to be found, and withdrawn, on its own:
//! - the client's e-mail (lower-cased) and phone (E.164), copied from the
//!   enquiry when the quote is made, so a person's search and erasure find
//!   the quote by them even when it no longer names its enquiry (a quote
//!   whose enquiry was deleted before deleting an enquiry took its quotes
//!   with it); filled here from the enquiry, or for such an orphan from the
//!   letter that carried its link;
//! - when an administrator withdrew its link, and who.
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Quotes {
    Table,
    ClientEmail,
    ClientPhoneKey,
    RevokedAt,
    RevokedBy,
}

async fn add(manager: &SchemaManager<'_>, column: ColumnDef) -> Result<(), DbErr> {
    manager
        .alter_table(
            Table::alter()
                .table(Quotes::Table)
                .add_column(column)
                .to_owned(),
        )
        .await
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        add(manager, string_len_null(Quotes::ClientEmail, 254)).await?;
        add(manager, string_len_null(Quotes::ClientPhoneKey, 20)).await?;
        add(manager, timestamp_with_time_zone_null(Quotes::RevokedAt)).await?;
        add(manager, string_len_null(Quotes::RevokedBy, 100)).await?;
        let db = manager.get_connection();
        // The same SQL on both backends: correlated sub-selects and `||`.
        db.execute_unprepared(
            "UPDATE quotes SET \
               client_email = (SELECT NULLIF(e.email_key, '') FROM business_enquiries e \
                               WHERE e.b_id = quotes.lead_id), \
               client_phone_key = (SELECT e.phone_key FROM business_enquiries e \
                                   WHERE e.b_id = quotes.lead_id) \
             WHERE lead_id IS NOT NULL",
        )
        .await?;
        db.execute_unprepared(
            "UPDATE quotes SET client_email = \
               (SELECT lower(o.recipient) FROM outbox o \
                WHERE o.purpose = 'quote' AND o.body LIKE '%/q/' || quotes.token || '%' \
                ORDER BY o.id LIMIT 1) \
             WHERE lead_id IS NULL",
        )
        .await?;
        for (name, column) in [
            ("idx_quotes_client_email", Quotes::ClientEmail),
            ("idx_quotes_client_phone_key", Quotes::ClientPhoneKey),
        ] {
            manager
                .create_index(crate::index(name, Quotes::Table, [column]))
                .await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for name in ["idx_quotes_client_email", "idx_quotes_client_phone_key"] {
            manager
                .drop_index(Index::drop().name(name).table(Quotes::Table).to_owned())
                .await?;
        }
        for c in [
            Quotes::ClientEmail,
            Quotes::ClientPhoneKey,
            Quotes::RevokedAt,
            Quotes::RevokedBy,
        ] {
            manager
                .alter_table(
                    Table::alter()
                        .table(Quotes::Table)
                        .drop_column(c)
                        .to_owned(),
                )
                .await?;
        }
        Ok(())
    }
}
