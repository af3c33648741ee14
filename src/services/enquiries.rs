//! Business enquiries (quote requests). Each keeps a snapshot of the chosen
//! service's names, shown even after the service is deleted.
use chrono::Utc;
use sea_orm::{ActiveModelTrait, DatabaseConnection, PaginatorTrait, QuerySelect, Set};

use super::{
    catalogue,
    leads::{self, spam_marker, Submission},
    outbox::LeadMail,
};
use crate::{
    domain::{lead::LeadKind, DomainError, DomainResult, EnquiryPatch, NewEnquiry, PageRequest},
    entities::{business_enquiry, service},
};

/// The chosen service, which must still be in the catalogue.
async fn chosen_service(db: &DatabaseConnection, ser_id: i32) -> DomainResult<service::Model> {
    catalogue::find(db, ser_id).await?.ok_or_else(|| {
        DomainError::invalid("selectedService", "Please choose a service from the list.")
    })
}

/// Stores a new enquiry (see `leads::arrive`: double submits, repeat
/// clients and spam).
#[tracing::instrument(skip_all)]
pub async fn create(
    db: &DatabaseConnection,
    new: NewEnquiry,
    submission: &Submission,
    mail: &LeadMail,
) -> DomainResult<business_enquiry::Model> {
    let service = chosen_service(db, new.service_id).await?;
    let now = Utc::now();
    let (f_name, l_name) = (new.first_name.into_inner(), new.last_name.into_inner());
    let (b_email, contact_number) = (new.email.into_inner(), new.phone.into_inner());
    let (address, message) = (new.address.into_inner(), new.message.into_inner());
    let keys = leads::arrival_keys(
        LeadKind::Enquiry,
        &submission.client,
        &b_email,
        &contact_number,
        &[
            &f_name,
            &l_name,
            &address,
            &message,
            &service.ser_id.to_string(),
            spam_marker(submission),
        ],
        now,
    );
    let row = business_enquiry::ActiveModel {
        f_name: Set(f_name),
        l_name: Set(l_name),
        b_email: Set(b_email),
        contact_number: Set(contact_number),
        address: Set(address),
        message: Set(message),
        service_id: Set(Some(service.ser_id)),
        service_name: Set(service.service_name),
        sub_service_name: Set(service.sub_service_name),
        submitted_at: Set(now),
        ..Default::default()
    };
    leads::arrive(db, &keys, submission, row, |row| mail.for_enquiry(row)).await
}

/// Every enquiry, newest first, except spam held for review on the lead desk.
pub async fn list(db: &DatabaseConnection) -> DomainResult<Vec<business_enquiry::Model>> {
    Ok(leads::newest_first::<business_enquiry::Entity>()
        .all(db)
        .await?)
}

/// One page of the list above, with how many enquiries it holds in all:
/// the administrator home's table, which never reads every row at once.
pub async fn page(
    db: &DatabaseConnection,
    page: PageRequest,
) -> DomainResult<(Vec<business_enquiry::Model>, u64)> {
    let rows = leads::newest_first::<business_enquiry::Entity>()
        .offset(page.offset())
        .limit(page.per_page)
        .all(db)
        .await?;
    let total = leads::newest_first::<business_enquiry::Entity>()
        .count(db)
        .await?;
    Ok((rows, total))
}

pub async fn get(db: &DatabaseConnection, b_id: i32) -> DomainResult<business_enquiry::Model> {
    leads::record::<business_enquiry::Entity>(db, b_id).await
}

/// Changes the fields the patch holds; the rest stay as they were.
#[tracing::instrument(skip_all, fields(id = b_id))]
pub async fn update(
    db: &DatabaseConnection,
    b_id: i32,
    patch: EnquiryPatch,
) -> DomainResult<business_enquiry::Model> {
    let mut row: business_enquiry::ActiveModel = get(db, b_id).await?.into();
    if let Some(v) = patch.first_name {
        row.f_name = Set(v.into_inner());
    }
    if let Some(v) = patch.last_name {
        row.l_name = Set(v.into_inner());
    }
    leads::set_contact(&mut row, patch.email, patch.phone)?;
    if let Some(v) = patch.address {
        row.address = Set(v.into_inner());
    }
    if let Some(v) = patch.message {
        row.message = Set(v.into_inner());
    }
    if let Some(ser_id) = patch.service_id {
        let service = chosen_service(db, ser_id).await?;
        row.service_id = Set(Some(service.ser_id));
        row.service_name = Set(service.service_name);
        row.sub_service_name = Set(service.sub_service_name);
    }
    Ok(row.update(db).await?)
}

/// Deletes an enquiry with its notes, history and quotations; answers the
/// numbers of the quotations deleted with it.
#[tracing::instrument(skip_all, fields(id = b_id))]
pub async fn delete(db: &DatabaseConnection, b_id: i32) -> DomainResult<Vec<String>> {
    leads::delete::<business_enquiry::Entity>(db, b_id).await
}
