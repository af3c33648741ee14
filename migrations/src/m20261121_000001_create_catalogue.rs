//! Services, departments and positions: what visitors choose from.
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
pub enum Services {
    Table,
    SerId,
    ServiceName,
    SubServiceName,
    CreatedAt,
}

#[derive(DeriveIden)]
pub enum Departments {
    Table,
    DId,
    DName,
    CreatedAt,
}

#[derive(DeriveIden)]
pub enum Positions {
    Table,
    PosId,
    DeptId,
    PosName,
    NumberOfPosts,
    CreatedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(Services::Table)
                    .col(pk_auto(Services::SerId))
                    .col(string_len(Services::ServiceName, 120))
                    .col(string_len(Services::SubServiceName, 120))
                    .col(timestamp_with_time_zone(Services::CreatedAt))
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(Departments::Table)
                    .col(pk_auto(Departments::DId))
                    .col(string_len(Departments::DName, 120))
                    .col(timestamp_with_time_zone(Departments::CreatedAt))
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(Positions::Table)
                    .col(pk_auto(Positions::PosId))
                    .col(integer(Positions::DeptId))
                    .col(string_len(Positions::PosName, 120))
                    .col(integer(Positions::NumberOfPosts))
                    .col(timestamp_with_time_zone(Positions::CreatedAt))
                    .foreign_key(&mut crate::foreign_key(
                        "fk_positions_department",
                        (Positions::Table, Positions::DeptId),
                        (Departments::Table, Departments::DId),
                        ForeignKeyAction::Cascade,
                    ))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(crate::index(
                "idx_positions_dept",
                Positions::Table,
                [Positions::DeptId],
            ))
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(Positions::Table).to_owned())
            .await?;
        manager
            .drop_table(Table::drop().table(Departments::Table).to_owned())
            .await?;
        manager
            .drop_table(Table::drop().table(Services::Table).to_owned())
            .await
    }
}
