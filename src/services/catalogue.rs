//! The service catalogue offered in the enquiry form.
use chrono::Utc;
use sea_orm::{
    ActiveModelTrait, DatabaseConnection, EntityTrait, QueryOrder, Set, TransactionTrait,
};

use super::deleted;
use crate::{
    cache::version,
    domain::{DomainResult, NewService},
    entities::service,
};

/// Every service, in the order they were added.
pub async fn list(db: &DatabaseConnection) -> DomainResult<Vec<service::Model>> {
    Ok(service::Entity::find()
        .order_by_asc(service::Column::SerId)
        .all(db)
        .await?)
}

pub async fn find(db: &DatabaseConnection, ser_id: i32) -> DomainResult<Option<service::Model>> {
    Ok(service::Entity::find_by_id(ser_id).one(db).await?)
}

/// Adds a service; the enquiry form lists it (the content version moves).
pub async fn create(db: &DatabaseConnection, new: NewService) -> DomainResult<service::Model> {
    let txn = db.begin().await?;
    let model = service::ActiveModel {
        service_name: Set(new.service_name.into_inner()),
        sub_service_name: Set(new.sub_service_name.into_inner()),
        created_at: Set(Utc::now()),
        ..Default::default()
    }
    .insert(&txn)
    .await?;
    version::bump(&txn).await?;
    txn.commit().await?;
    Ok(model)
}

/// Deletes a service; enquiries that chose it keep its names (the foreign
/// key sets their reference to NULL).
pub async fn delete(db: &DatabaseConnection, ser_id: i32) -> DomainResult<()> {
    let txn = db.begin().await?;
    let result = service::Entity::delete_by_id(ser_id).exec(&txn).await?;
    version::bump(&txn).await?;
    txn.commit().await?;
    deleted(result.rows_affected, "Service")
}
