//! Job pages, CVs and the consent a form records.
//!
//! - `positions` gains what a job page shows: a unique slug (existing
//!   positions get one made from their name), a description, the
//!   employment type (schema.org's words: FULL_TIME, PART_TIME,
//!   CONTRACTOR, INTERN…), where the work is (office, remote or hybrid), an
//!   optional salary range in whole rupees per MONTH or YEAR, the day it
//!   was posted (NULL: the day it was created) and the last day it takes
//!   applications (NULL: open until closed by hand).
//! - `cv_files`: one CV per application, the file base64-encoded in the
//!   database (never under a public address), found by a random key; it
//!   goes with its application (foreign key, ON DELETE CASCADE).
//! - Both lead tables record the privacy notice shown (its version), when
//!   and from which address the visitor sent the form; applications also
//!   keep the reason chosen when one is rejected.
use sea_orm_migration::{prelude::*, schema::*, sea_orm::Statement};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Positions {
    Table,
    PosId,
    Slug,
    Description,
    EmploymentType,
    Location,
    SalaryMin,
    SalaryMax,
    SalaryPeriod,
    PostedOn,
    ClosesOn,
}

#[derive(DeriveIden)]
enum CvFiles {
    Table,
    Id,
    ApplicationId,
    StorageKey,
    FileName,
    ContentType,
    ByteSize,
    Data,
    CreatedAt,
}

#[derive(DeriveIden)]
enum CareerApplications {
    Table,
    CId,
    RejectionReason,
}

const LEAD_TABLES: [&str; 2] = ["business_enquiries", "career_applications"];
const CONSENT_COLUMNS: [&str; 3] = ["notice_version", "consented_at", "consent_ip"];

/// A slug from a position's name: lower-case letters and digits joined by
/// single hyphens (a frozen copy of the application's rule).
fn slug(name: &str) -> String {
    let mut out = String::new();
    for c in name.to_lowercase().chars() {
        if c.is_ascii_alphanumeric() {
            out.push(c);
        } else if !out.is_empty() && !out.ends_with('-') {
            out.push('-');
        }
    }
    let out = out
        .trim_end_matches('-')
        .chars()
        .take(80)
        .collect::<String>();
    if out.is_empty() {
        "job".to_owned()
    } else {
        out
    }
}

async fn add(
    manager: &SchemaManager<'_>,
    table: impl IntoIden + 'static,
    col: ColumnDef,
) -> Result<(), DbErr> {
    manager
        .alter_table(Table::alter().table(table).add_column(col).to_owned())
        .await
}

async fn drop_col(manager: &SchemaManager<'_>, table: &str, col: &str) -> Result<(), DbErr> {
    manager
        .alter_table(
            Table::alter()
                .table(Alias::new(table))
                .drop_column(Alias::new(col))
                .to_owned(),
        )
        .await
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let columns = [
            string_len_null(Positions::Slug, 100),
            text(Positions::Description).default("").to_owned(),
            string_len(Positions::EmploymentType, 20)
                .default("FULL_TIME")
                .to_owned(),
            string_len(Positions::Location, 10)
                .default("office")
                .to_owned(),
            big_integer_null(Positions::SalaryMin),
            big_integer_null(Positions::SalaryMax),
            string_len_null(Positions::SalaryPeriod, 5),
            string_len_null(Positions::PostedOn, 10),
            string_len_null(Positions::ClosesOn, 10),
        ];
        for col in columns {
            add(manager, Positions::Table, col).await?;
        }
        let db = manager.get_connection();
        let backend = manager.get_database_backend();
        let rows = db
            .query_all(Statement::from_string(
                backend,
                "SELECT pos_id, pos_name FROM positions ORDER BY pos_id",
            ))
            .await?;
        let mut taken = std::collections::HashSet::new();
        for row in rows {
            let id: i32 = row.try_get("", "pos_id")?;
            let name: String = row.try_get("", "pos_name")?;
            let mut s = slug(&name);
            if !taken.insert(s.clone()) {
                s = format!("{s}-{id}");
                taken.insert(s.clone());
            }
            let update = Query::update()
                .table(Positions::Table)
                .value(Positions::Slug, s)
                .and_where(Expr::col(Positions::PosId).eq(id))
                .to_owned();
            db.execute(backend.build(&update)).await?;
        }
        manager
            .create_index(
                crate::index("idx_positions_slug", Positions::Table, [Positions::Slug])
                    .unique()
                    .to_owned(),
            )
            .await?;

        for table in LEAD_TABLES {
            add(
                manager,
                Alias::new(table),
                string_len_null(Alias::new("notice_version"), 20),
            )
            .await?;
            add(
                manager,
                Alias::new(table),
                timestamp_with_time_zone_null(Alias::new("consented_at")),
            )
            .await?;
            add(
                manager,
                Alias::new(table),
                string_len_null(Alias::new("consent_ip"), 45),
            )
            .await?;
        }
        add(
            manager,
            CareerApplications::Table,
            string_len_null(CareerApplications::RejectionReason, 40),
        )
        .await?;

        manager
            .create_table(
                Table::create()
                    .table(CvFiles::Table)
                    .col(pk_auto(CvFiles::Id))
                    .col(integer(CvFiles::ApplicationId).unique_key())
                    .col(string_len(CvFiles::StorageKey, 64).unique_key())
                    .col(string_len(CvFiles::FileName, 120))
                    .col(string_len(CvFiles::ContentType, 100))
                    .col(big_integer(CvFiles::ByteSize))
                    .col(text(CvFiles::Data))
                    .col(timestamp_with_time_zone(CvFiles::CreatedAt))
                    .foreign_key(&mut crate::foreign_key(
                        "fk_cv_files_application",
                        (CvFiles::Table, CvFiles::ApplicationId),
                        (CareerApplications::Table, CareerApplications::CId),
                        ForeignKeyAction::Cascade,
                    ))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(CvFiles::Table).to_owned())
            .await?;
        drop_col(manager, "career_applications", "rejection_reason").await?;
        for table in LEAD_TABLES {
            for col in CONSENT_COLUMNS {
                drop_col(manager, table, col).await?;
            }
        }
        manager
            .drop_index(
                Index::drop()
                    .name("idx_positions_slug")
                    .table(Positions::Table)
                    .to_owned(),
            )
            .await?;
        for col in [
            "slug",
            "description",
            "employment_type",
            "location",
            "salary_min",
            "salary_max",
            "salary_period",
            "posted_on",
            "closes_on",
        ] {
            drop_col(manager, "positions", col).await?;
        }
        Ok(())
    }
}
