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
                    .foreign_key(&mut crate::foreign_key(
                        "fk_enquiries_service",
                        (BusinessEnquiries::Table, BusinessEnquiries::ServiceId),
                        (Services::Table, Services::SerId),
                        ForeignKeyAction::SetNull,
                    ))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(crate::index(
                "idx_enquiries_submitted",
                BusinessEnquiries::Table,
                [BusinessEnquiries::SubmittedAt],
            ))
            .await?;
        manager
            .create_index(crate::index(
                "idx_enquiries_service",
                BusinessEnquiries::Table,
                [BusinessEnquiries::ServiceId],
            ))
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
                    .foreign_key(&mut crate::foreign_key(
                        "fk_applications_position",
                        (CareerApplications::Table, CareerApplications::PositionId),
                        (Positions::Table, Positions::PosId),
                        ForeignKeyAction::SetNull,
                    ))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(crate::index(
                "idx_applications_submitted",
                CareerApplications::Table,
                [CareerApplications::SubmittedAt],
            ))
            .await?;
        manager
            .create_index(crate::index(
                "idx_applications_position",
                CareerApplications::Table,
                [CareerApplications::PositionId],
            ))
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
