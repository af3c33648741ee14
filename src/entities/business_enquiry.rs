//! Enquiries from the contact form (`/buseq`).
use sea_orm::entity::prelude::*;

use crate::domain::lead::EnquiryStatus;

lead_entity!("business_enquiries" {
    #[sea_orm(primary_key)]
    pub b_id: i32,
    pub f_name: String,
    pub l_name: String,
    pub b_email: String,
    pub contact_number: String,
    #[sea_orm(column_type = "Text")]
    pub address: String,
    #[sea_orm(column_type = "Text")]
    pub message: String,
    /// NULL once the service is deleted; the names below are a snapshot.
    pub service_id: Option<i32>,
    pub service_name: String,
    pub sub_service_name: String,
}
    status: EnquiryStatus,
    search: migration::lead_search::ENQUIRIES,
    id: BId,
    email: BEmail,
    phone: ContactNumber,
    topic: ServiceId,
    names: [FName, LName],
);
