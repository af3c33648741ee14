//! Business enquiries and career applications. Each keeps a snapshot of the
//! service or position chosen, and its reference becomes NULL when an
//! administrator deletes the original, so no lead is ever lost that way.
use sea_orm_migration::{prelude::*, schema::*};

use crate::m20261121_000001_create_catalogue::{Positions, Services};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum BusinessEnquiries {
    Table,
    BId,
    FName,
    LName,
    BEmail,
    ContactNumber,
    Address,
    Message,
    ServiceId,
    ServiceName,
    SubServiceName,
    SubmittedAt,
}

#[derive(DeriveIden)]
enum CareerApplications {
    Table,
    CId,
    FullName,
    Email,
    MobileNumber,
    PositionId,
    PositionName,
    SubmittedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(BusinessEnquiries::Table)
                    .col(pk_auto(BusinessEnquiries::BId))
                    .col(string_len(BusinessEnquiries::FName, 100))
                    .col(string_len(BusinessEnquiries::LName, 100))
                    .col(string_len(BusinessEnquiries::BEmail, 254))
                    .col(string_len(BusinessEnquiries::ContactNumber, 20))
                    .col(text(BusinessEnquiries::Address))
                    .col(text(BusinessEnquiries::Message))
                    .col(integer_null(BusinessEnquiries::ServiceId))
                    .col(string_len(BusinessEnquiries::ServiceName, 120))
                    .col(string_len(BusinessEnquiries::SubServiceName, 120))
                    .col(timestamp_with_time_zone(BusinessEnquiries::SubmittedAt))
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_enquiries_service")
                            .from(BusinessEnquiries::Table, BusinessEnquiries::ServiceId)
                            .to(Services::Table, Services::SerId)
                            .on_delete(ForeignKeyAction::SetNull),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_enquiries_submitted")
                    .table(BusinessEnquiries::Table)
                    .col(BusinessEnquiries::SubmittedAt)
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_enquiries_service")
                    .table(BusinessEnquiries::Table)
                    .col(BusinessEnquiries::ServiceId)
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(CareerApplications::Table)
                    .col(pk_auto(CareerApplications::CId))
                    .col(string_len(CareerApplications::FullName, 100))
                    .col(string_len(CareerApplications::Email, 254))
                    .col(string_len(CareerApplications::MobileNumber, 20))
                    .col(integer_null(CareerApplications::PositionId))
                    .col(string_len(CareerApplications::PositionName, 120))
                    .col(timestamp_with_time_zone(CareerApplications::SubmittedAt))
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_applications_position")
                            .from(CareerApplications::Table, CareerApplications::PositionId)
                            .to(Positions::Table, Positions::PosId)
                            .on_delete(ForeignKeyAction::SetNull),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_applications_submitted")
                    .table(CareerApplications::Table)
                    .col(CareerApplications::SubmittedAt)
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_applications_position")
                    .table(CareerApplications::Table)
                    .col(CareerApplications::PositionId)
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(CareerApplications::Table).to_owned())
            .await?;
        manager
            .drop_table(Table::drop().table(BusinessEnquiries::Table).to_owned())
            .await
    }
}
