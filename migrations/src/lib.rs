//! Database migrations. One set runs on SQLite and PostgreSQL: tables use
//! sea-query's portable column helpers, and the session table, whose layout is
//! fixed by tower-sessions-sqlx-store, is written per backend.
pub use sea_orm_migration::prelude::*;

mod m20261121_000001_create_catalogue;
mod m20261121_000002_create_leads;
mod m20261121_000003_create_admins_and_sessions;
mod m20261121_000004_create_affiliate_products;
mod m20261121_000005_seed_services;
mod m20261122_000100_create_throttle_hits;
mod m20261122_000101_add_login_client;
mod m20261122_000102_create_audit_log;
mod m20261122_000103_add_two_factor;
mod m20261122_000200_add_lead_pipeline;
mod m20261122_000300_create_outbox;
mod m20261122_000301_index_lead_lists;
mod m20261122_000400_create_cache_version;
mod m20261123_000500_search_lead_lists;
mod m20261124_000600_create_backups;
mod m20261124_000700_create_content;
mod m20261124_000800_create_media;
mod m20261124_000900_add_first_response;
mod m20261124_001000_create_digest_days;
mod m20261124_001100_create_quotes;
mod m20261124_001200_quote_lifecycle;
mod m20261125_002100_add_job_pages_and_cvs;
mod m20261125_002200_index_topic_status_lists;
mod m20261126_002300_partial_duplicate_of;
mod m20261127_002600_add_quote_keys;
mod m20261127_003000_create_affiliate_clicks;
mod m20261127_004000_create_affiliate_link_health;
mod m20261127_004100_add_product_price_set_at;
mod m20261127_004200_one_lead_table;
mod m20261127_004300_add_lead_topic;
mod m20261127_005000_create_lead_touches;
mod m20261127_063000_add_product_rating;
mod m20261127_064000_add_content_translations;
mod m20261127_065000_create_analytics;
mod m20261127_070000_name_columns_in_product_words;
mod m20261127_072000_rename_visitor_salts;
mod m20261127_074000_add_analytics_rollups;
mod m20261127_078000_add_lead_language;
mod m20261127_082000_unique_content_translation;
mod m20261128_010000_add_lead_rollups;
mod m20261128_020000_create_content_seeds;
mod m20261129_048900_add_hindi_service_names;
mod m20261207_040100_create_invoices;
mod m20261207_040200_add_razorpay_links;
mod m20261207_050000_add_admin_access;
mod m20261207_060000_create_invoice_reminders;
mod m20261207_070000_quote_numbers_beside_invoices;
mod m20261207_080000_visitor_days_as_numbers;
mod m20261207_090000_add_audit_summary;

/// How the lead lists' text search is indexed; the app builds its search
/// queries from the same definitions.
pub mod lead_search {
    pub use crate::m20261123_000500_search_lead_lists::{
        fts_table, name_terms, search_text, status_rank, SearchedTable, APPLICATIONS, ENQUIRIES,
    };
}

/// The one lead table's search and list order, which the app's queries
/// build from the same definitions so they match its indexes.
pub mod leads {
    pub use crate::m20261127_004200_one_lead_table::{fts_rowid, status_rank, FTS_TABLE, LEADS};
}

/// The analytics report's rolled-up tables, kept by triggers: derived
/// from the counted rows, so an archive leaves them out.
pub mod analytics {
    pub use crate::m20261127_074000_add_analytics_rollups::{Rollup, ROLLUPS};
    /// The leads', won clients' and revenue's rollups.
    pub use crate::m20261128_010000_add_lead_rollups::TABLES as LEAD_ROLLUPS;

    /// Whether `table` is one of the rollups.
    pub fn is_rollup(table: &str) -> bool {
        ROLLUPS.iter().any(|r| r.name == table) || LEAD_ROLLUPS.contains(&table)
    }
}

/// The migration that moves the two lead tables into one (the last in
/// `Migrator`); tests apply it by hand on a database migrated before it.
pub use m20261127_004200_one_lead_table::Migration as OneLeadTable;
pub use m20261127_004300_add_lead_topic::Migration as AddLeadTopic;
/// The migration that renames the catalogue's and the administrators'
/// columns; tests apply it by hand on a populated database.
pub use m20261127_070000_name_columns_in_product_words::Migration as NameColumnsInProductWords;
/// The migrations that roll up the analytics report's figures; tests take
/// them down and up on a populated database.
pub use m20261127_074000_add_analytics_rollups::Migration as AddAnalyticsRollups;
pub use m20261127_078000_add_lead_language::Migration as AddLeadLanguage;
pub use m20261128_010000_add_lead_rollups::Migration as AddLeadRollups;

/// `CREATE INDEX <name> ON <table> (<cols>)`.
pub(crate) fn index<T, C>(
    name: &str,
    table: T,
    cols: impl IntoIterator<Item = C>,
) -> IndexCreateStatement
where
    T: IntoIden + 'static,
    C: IntoIndexColumn,
{
    let mut index = Index::create();
    index.name(name).table(table);
    for col in cols {
        index.col(col);
    }
    index.to_owned()
}

/// Drops the indexes `idx_<short>_<name>` of `table`, one per name: how the
/// lead tables' migrations undo the indexes they made.
pub(crate) async fn drop_indexes(
    manager: &SchemaManager<'_>,
    table: &str,
    short: &str,
    names: &[&str],
) -> Result<(), DbErr> {
    for name in names {
        manager
            .drop_index(
                Index::drop()
                    .name(format!("idx_{short}_{name}"))
                    .table(Alias::new(table))
                    .to_owned(),
            )
            .await?;
    }
    Ok(())
}

/// A foreign key from `from` to `to`, with the given action on delete.
pub(crate) fn foreign_key<T1, C1, T2, C2>(
    name: &str,
    from: (T1, C1),
    to: (T2, C2),
    on_delete: ForeignKeyAction,
) -> ForeignKeyCreateStatement
where
    T1: IntoIden + 'static,
    C1: IntoIden,
    T2: IntoIden + 'static,
    C2: IntoIden,
{
    ForeignKey::create()
        .name(name)
        .from(from.0, from.1)
        .to(to.0, to.1)
        .on_delete(on_delete)
        .to_owned()
}

pub struct Migrator;

#[async_trait::async_trait]
impl MigratorTrait for Migrator {
    fn migrations() -> Vec<Box<dyn MigrationTrait>> {
        vec![
            Box::new(m20261121_000001_create_catalogue::Migration),
            Box::new(m20261121_000002_create_leads::Migration),
            Box::new(m20261121_000003_create_admins_and_sessions::Migration),
            Box::new(m20261121_000004_create_affiliate_products::Migration),
            Box::new(m20261121_000005_seed_services::Migration),
            Box::new(m20261122_000200_add_lead_pipeline::Migration),
            Box::new(m20261122_000100_create_throttle_hits::Migration),
            Box::new(m20261122_000101_add_login_client::Migration),
            Box::new(m20261122_000102_create_audit_log::Migration),
            Box::new(m20261122_000103_add_two_factor::Migration),
            Box::new(m20261122_000300_create_outbox::Migration),
            Box::new(m20261122_000301_index_lead_lists::Migration),
            Box::new(m20261122_000400_create_cache_version::Migration),
            Box::new(m20261123_000500_search_lead_lists::Migration),
            Box::new(m20261124_000600_create_backups::Migration),
            Box::new(m20261124_000700_create_content::Migration),
            Box::new(m20261124_000800_create_media::Migration),
            Box::new(m20261124_000900_add_first_response::Migration),
            Box::new(m20261124_001000_create_digest_days::Migration),
            Box::new(m20261124_001100_create_quotes::Migration),
            Box::new(m20261124_001200_quote_lifecycle::Migration),
            Box::new(m20261125_002100_add_job_pages_and_cvs::Migration),
            Box::new(m20261125_002200_index_topic_status_lists::Migration),
            Box::new(m20261126_002300_partial_duplicate_of::Migration),
            Box::new(m20261127_002600_add_quote_keys::Migration),
            Box::new(m20261127_003000_create_affiliate_clicks::Migration),
            Box::new(m20261127_004000_create_affiliate_link_health::Migration),
            Box::new(m20261127_004100_add_product_price_set_at::Migration),
            Box::new(m20261127_004200_one_lead_table::Migration),
            Box::new(m20261127_004300_add_lead_topic::Migration),
            Box::new(m20261127_005000_create_lead_touches::Migration),
            Box::new(m20261127_063000_add_product_rating::Migration),
            Box::new(m20261127_064000_add_content_translations::Migration),
            Box::new(m20261127_065000_create_analytics::Migration),
            Box::new(m20261127_070000_name_columns_in_product_words::Migration),
            Box::new(m20261127_072000_rename_visitor_salts::Migration),
            Box::new(m20261127_074000_add_analytics_rollups::Migration),
            Box::new(m20261127_078000_add_lead_language::Migration),
            Box::new(m20261127_082000_unique_content_translation::Migration),
            Box::new(m20261128_010000_add_lead_rollups::Migration),
            Box::new(m20261128_020000_create_content_seeds::Migration),
            Box::new(m20261129_048900_add_hindi_service_names::Migration),
            Box::new(m20261207_040100_create_invoices::Migration),
            Box::new(m20261207_040200_add_razorpay_links::Migration),
            Box::new(m20261207_050000_add_admin_access::Migration),
            Box::new(m20261207_060000_create_invoice_reminders::Migration),
            Box::new(m20261207_070000_quote_numbers_beside_invoices::Migration),
            Box::new(m20261207_080000_visitor_days_as_numbers::Migration),
            Box::new(m20261207_090000_add_audit_summary::Migration),
        ]
    }
}
