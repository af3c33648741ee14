//! The service catalogue offered in the enquiry form.
use chrono::Utc;
use sea_orm::{
    sea_query::Expr, ActiveModelTrait, ColumnTrait, DatabaseConnection, EntityTrait, QueryFilter,
    QueryOrder, Set, TransactionTrait,
};
use serde::Serialize;
use utoipa::ToSchema;

use crate::{
    entities::{business_enquiry, service},
    error::AppResult,
};

#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ServiceView {
    pub ser_id: i32,
    pub service_name: String,
    pub sub_service_name: String,
}

impl From<service::Model> for ServiceView {
    fn from(m: service::Model) -> Self {
        Self {
            ser_id: m.ser_id,
            service_name: m.service_name,
            sub_service_name: m.sub_service_name,
        }
    }
}

pub async fn list(db: &DatabaseConnection) -> AppResult<Vec<ServiceView>> {
    Ok(service::Entity::find()
        .order_by_asc(service::Column::SerId)
        .all(db)
        .await?
        .into_iter()
        .map(Into::into)
        .collect())
}

pub async fn find(db: &DatabaseConnection, ser_id: i32) -> AppResult<Option<service::Model>> {
    Ok(service::Entity::find_by_id(ser_id).one(db).await?)
}

pub async fn create(
    db: &DatabaseConnection,
    service_name: String,
    sub_service_name: String,
) -> AppResult<ServiceView> {
    let row = service::ActiveModel {
        service_name: Set(service_name),
        sub_service_name: Set(sub_service_name),
        created_at: Set(Utc::now()),
        ..Default::default()
    }
    .insert(db)
    .await?;
    Ok(row.into())
}

/// Deletes a service; enquiries keep their snapshot and lose the reference.
pub async fn delete(db: &DatabaseConnection, ser_id: i32) -> AppResult<bool> {
    let txn = db.begin().await?;
    business_enquiry::Entity::update_many()
        .col_expr(
            business_enquiry::Column::ServiceId,
            Expr::value(Option::<i32>::None),
        )
        .filter(business_enquiry::Column::ServiceId.eq(ser_id))
        .exec(&txn)
        .await?;
    let deleted = service::Entity::delete_by_id(ser_id)
        .exec(&txn)
        .await?
        .rows_affected
        > 0;
    txn.commit().await?;
    Ok(deleted)
}
