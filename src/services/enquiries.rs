//! Business enquiries (quote requests).
use chrono::Utc;
use sea_orm::{ActiveModelTrait, DatabaseConnection, EntityTrait, QueryOrder, Set};
use serde::Serialize;
use utoipa::ToSchema;

use super::{catalogue, rfc3339};
use crate::{
    entities::business_enquiry,
    error::{AppError, AppResult},
};

#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SelectedService {
    /// Null once the service was deleted; the names are a snapshot.
    pub ser_id: Option<i32>,
    pub service_name: String,
    pub sub_service_name: String,
}

#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EnquiryView {
    pub b_id: i32,
    pub f_name: String,
    pub l_name: String,
    pub b_email: String,
    pub contact_number: String,
    pub address: String,
    pub message: String,
    /// RFC 3339, UTC.
    pub submitted_at: String,
    pub selected_service: SelectedService,
}

impl From<business_enquiry::Model> for EnquiryView {
    fn from(m: business_enquiry::Model) -> Self {
        Self {
            b_id: m.b_id,
            f_name: m.f_name,
            l_name: m.l_name,
            b_email: m.b_email,
            contact_number: m.contact_number,
            address: m.address,
            message: m.message,
            submitted_at: rfc3339(m.submitted_at),
            selected_service: SelectedService {
                ser_id: m.service_id,
                service_name: m.service_name,
                sub_service_name: m.sub_service_name,
            },
        }
    }
}

/// A validated enquiry, new or replacing fields of an existing one.
#[derive(Default)]
pub struct EnquiryFields {
    pub f_name: Option<String>,
    pub l_name: Option<String>,
    pub b_email: Option<String>,
    pub contact_number: Option<String>,
    pub address: Option<String>,
    pub message: Option<String>,
    pub ser_id: Option<i32>,
}

async fn chosen_service(
    db: &DatabaseConnection,
    ser_id: i32,
) -> AppResult<crate::entities::service::Model> {
    catalogue::find(db, ser_id).await?.ok_or_else(|| {
        AppError::validation("selectedService", "Please choose a service from the list.")
    })
}

pub async fn create(db: &DatabaseConnection, f: EnquiryFields) -> AppResult<EnquiryView> {
    let ser_id = f
        .ser_id
        .ok_or_else(|| AppError::validation("selectedService", "Please choose a service."))?;
    let service = chosen_service(db, ser_id).await?;
    let row = business_enquiry::ActiveModel {
        f_name: Set(f.f_name.unwrap_or_default()),
        l_name: Set(f.l_name.unwrap_or_default()),
        b_email: Set(f.b_email.unwrap_or_default()),
        contact_number: Set(f.contact_number.unwrap_or_default()),
        address: Set(f.address.unwrap_or_default()),
        message: Set(f.message.unwrap_or_default()),
        service_id: Set(Some(service.ser_id)),
        service_name: Set(service.service_name),
        sub_service_name: Set(service.sub_service_name),
        submitted_at: Set(Utc::now()),
        ..Default::default()
    }
    .insert(db)
    .await?;
    Ok(row.into())
}

pub async fn list(db: &DatabaseConnection) -> AppResult<Vec<EnquiryView>> {
    Ok(business_enquiry::Entity::find()
        .order_by_desc(business_enquiry::Column::SubmittedAt)
        .order_by_desc(business_enquiry::Column::BId)
        .all(db)
        .await?
        .into_iter()
        .map(Into::into)
        .collect())
}

pub async fn get(db: &DatabaseConnection, b_id: i32) -> AppResult<EnquiryView> {
    business_enquiry::Entity::find_by_id(b_id)
        .one(db)
        .await?
        .map(Into::into)
        .ok_or_else(|| AppError::not_found("Enquiry"))
}

/// Replaces the fields given; the rest stay as they were.
pub async fn update(
    db: &DatabaseConnection,
    b_id: i32,
    f: EnquiryFields,
) -> AppResult<EnquiryView> {
    let row = business_enquiry::Entity::find_by_id(b_id)
        .one(db)
        .await?
        .ok_or_else(|| AppError::not_found("Enquiry"))?;
    let mut active: business_enquiry::ActiveModel = row.into();
    if let Some(v) = f.f_name {
        active.f_name = Set(v);
    }
    if let Some(v) = f.l_name {
        active.l_name = Set(v);
    }
    if let Some(v) = f.b_email {
        active.b_email = Set(v);
    }
    if let Some(v) = f.contact_number {
        active.contact_number = Set(v);
    }
    if let Some(v) = f.address {
        active.address = Set(v);
    }
    if let Some(v) = f.message {
        active.message = Set(v);
    }
    if let Some(ser_id) = f.ser_id {
        let service = chosen_service(db, ser_id).await?;
        active.service_id = Set(Some(service.ser_id));
        active.service_name = Set(service.service_name);
        active.sub_service_name = Set(service.sub_service_name);
    }
    Ok(active.update(db).await?.into())
}

pub async fn delete(db: &DatabaseConnection, b_id: i32) -> AppResult<bool> {
    Ok(business_enquiry::Entity::delete_by_id(b_id)
        .exec(db)
        .await?
        .rows_affected
        > 0)
}
