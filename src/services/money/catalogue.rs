//! The service catalogue offered in the enquiry form.
use chrono::Utc;
use sea_orm::{
    sea_query::Expr, ActiveModelTrait, DatabaseConnection, EntityTrait, QueryOrder, Set,
};

use crate::services::{changing_pages, delete_topic};
use crate::{
    domain::{lead::LeadKind, DomainResult, NewService},
    entities::{lead, service},
};

/// Every service, in the order they were added.
pub async fn list(db: &DatabaseConnection) -> DomainResult<Vec<service::Model>> {
    Ok(service::Entity::find()
        .order_by_asc(service::Column::Id)
        .all(db)
        .await?)
}

pub async fn find(db: &DatabaseConnection, id: i32) -> DomainResult<Option<service::Model>> {
    Ok(service::Entity::find_by_id(id).one(db).await?)
}

/// Adds a service; the enquiry form lists it.
#[tracing::instrument(skip_all)]
pub async fn create(db: &DatabaseConnection, new: NewService) -> DomainResult<service::Model> {
    let row = service::ActiveModel {
        service_name: Set(new.service_name.into_inner()),
        sub_service_name: Set(new.sub_service_name.into_inner()),
        created_at: Set(Utc::now()),
        ..Default::default()
    };
    changing_pages(db, |txn| Box::pin(row.insert(txn))).await
}

/// Deletes a service; enquiries that chose it keep its names (the foreign
/// key sets their reference to NULL).
#[tracing::instrument(skip_all, fields(id = id))]
pub async fn delete(db: &DatabaseConnection, id: i32) -> DomainResult<()> {
    let about = Expr::col(lead::Column::Topic).eq(id);
    delete_topic::<service::Entity>(db, id, "Service", LeadKind::Enquiry, about).await
}

/// A service's rate card: its price in paise (none: priced per quote), its
/// SAC code and GST rate in basis points.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rate {
    pub price: Option<i64>,
    pub sac: Option<String>,
    pub gst_rate_bp: i32,
}

/// Sets a service's rate card. Public pages do not show it, so no page
/// changes.
#[tracing::instrument(skip_all, fields(id = id))]
pub async fn set_rate(
    db: &DatabaseConnection,
    id: i32,
    rate: Rate,
) -> DomainResult<service::Model> {
    let found = service::Entity::find_by_id(id)
        .one(db)
        .await?
        .ok_or(crate::domain::DomainError::NotFound("Service"))?;
    let mut row: service::ActiveModel = found.into();
    row.price = Set(rate.price);
    row.sac = Set(rate.sac);
    row.gst_rate_bp = Set(rate.gst_rate_bp);
    Ok(row.update(db).await?)
}
