//! The catalogue's and the administrators' columns in the product's own
//! words: `services.ser_id`, `departments.d_id`, `positions.pos_id` and
//! `admins.user_id` become `id`; `departments.d_name` and
//! `positions.pos_name` become `name`; `positions.dept_id` becomes
//! `department_id`. The original client's spellings (`serId`, `dId`,
//! `posId`, `user_id`) now live only in the adapter that answers its calls.
//!
//! Each is a column rename in place (`ALTER TABLE … RENAME COLUMN`), which
//! keeps every row, id, sequence and index, and on both databases follows
//! the foreign keys that point at the column (an enquiry's `service_id`,
//! an application's `position_id`, a lead's `assignee_id`, a login's
//! `admin_id`…). `down` gives each column its old name back.
use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

/// (table, old name, new name), in the order `up` renames them.
const RENAMED: [(&str, &str, &str); 7] = [
    ("services", "ser_id", "id"),
    ("departments", "d_id", "id"),
    ("departments", "d_name", "name"),
    ("positions", "pos_id", "id"),
    ("positions", "dept_id", "department_id"),
    ("positions", "pos_name", "name"),
    ("admins", "user_id", "id"),
];

async fn rename(
    manager: &SchemaManager<'_>,
    table: &str,
    from: &str,
    to: &str,
) -> Result<(), DbErr> {
    manager
        .alter_table(
            Table::alter()
                .table(Alias::new(table))
                .rename_column(Alias::new(from), Alias::new(to))
                .to_owned(),
        )
        .await
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for (table, old, new) in RENAMED {
            rename(manager, table, old, new).await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for (table, old, new) in RENAMED.iter().rev() {
            rename(manager, table, new, old).await?;
        }
        Ok(())
    }
}
