//! Seeds the service catalogue (the Amazon, Flipkart, digital-marketing and
//! web services the agency sells) once, on the first migration run.
//! Administrators may edit it afterwards; it is never re-seeded.
use sea_orm_migration::prelude::*;

use crate::m20261121_000001_create_catalogue::Services;

#[derive(DeriveMigrationName)]
pub struct Migration;

/// (service, sub-service) pairs offered in the enquiry form.
const CATALOGUE: &[(&str, &str)] = &[
    ("Amazon Services", "Account Management"),
    ("Amazon Services", "Advertising"),
    ("Amazon Services", "Account Reinstatement"),
    ("Amazon Services", "Launch and Registration"),
    ("Amazon Services", "A+ Enhanced Brand Content"),
    ("Amazon Services", "Storefront Creation"),
    ("Amazon Services", "Brand Videos"),
    ("Amazon Services", "Listings"),
    ("Amazon Services", "Image Editing"),
    ("Flipkart Services", "Account Management"),
    ("Flipkart Services", "Advertising"),
    ("Flipkart Services", "Account Reinstatement"),
    ("Flipkart Services", "Registration"),
    ("Flipkart Services", "Image Editing"),
    ("Digital Marketing", "Amazon Ad Campaigns"),
    ("Digital Marketing", "Flipkart Ad Campaigns"),
    ("Digital Marketing", "Search Engine Marketing"),
    ("Digital Marketing", "Social Media Marketing"),
    ("Digital Marketing", "Content Marketing"),
    ("Digital Marketing", "E-mail Marketing"),
    ("Web Development", "Business Website"),
    ("Web Development", "Personal Website"),
    ("Product Photography", "Marketplace Product Photos"),
    ("Image Editing", "Catalogue Image Editing"),
    (
        "Cataloguing",
        "Multiple Portals (Myntra, JioMart, Nykaa, Meesho, Shopsy, AJIO)",
    ),
];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let mut insert = Query::insert();
        insert.into_table(Services::Table).columns([
            Services::ServiceName,
            Services::SubServiceName,
            Services::CreatedAt,
        ]);
        for (service, sub) in CATALOGUE {
            insert.values_panic([
                (*service).into(),
                (*sub).into(),
                Expr::current_timestamp().into(),
            ]);
        }
        manager.exec_stmt(insert).await
    }

    async fn down(&self, _manager: &SchemaManager) -> Result<(), DbErr> {
        Ok(())
    }
}
