//! Business enquiries (quote requests). Each keeps a snapshot of the chosen
//! service's names, shown even after the service is deleted.
use chrono::Utc;
use sea_orm::{DatabaseConnection, IntoActiveModel, PaginatorTrait, QuerySelect, Set};

use crate::services::{
    leads::{self, spam_marker, Arriving, KindRow, Submission},
    money::catalogue,
    operations::outbox::LeadMail,
};
use crate::{
    domain::{lead::LeadKind, DomainError, DomainResult, EnquiryPatch, NewEnquiry, PageRequest},
    entities::{enquiry, service, Enquiry, LeadRecord},
};

/// The chosen service, which must still be in the catalogue.
async fn chosen_service(db: &DatabaseConnection, id: i32) -> DomainResult<service::Model> {
    catalogue::find(db, id)
        .await?
        .ok_or_else(|| DomainError::invalid("serviceId", "Please choose a service from the list."))
}

/// Stores a new enquiry (see `leads::arrive`: double submits, repeat
/// clients and spam).
#[tracing::instrument(skip_all)]
pub async fn create(
    db: &DatabaseConnection,
    new: NewEnquiry,
    submission: &Submission,
    mail: &LeadMail,
) -> DomainResult<Enquiry> {
    let service = chosen_service(db, new.service_id).await?;
    let now = Utc::now();
    let (first_name, last_name) = (new.first_name.into_inner(), new.last_name.into_inner());
    let (email, phone) = (new.email.into_inner(), new.phone.into_inner());
    let (address, message) = (new.address.into_inner(), new.message.into_inner());
    let keys = leads::arrival_keys(
        LeadKind::Enquiry,
        &submission.client,
        &email,
        &phone,
        &[
            &first_name,
            &last_name,
            &address,
            &message,
            &service.id.to_string(),
            spam_marker(submission),
        ],
        now,
    );
    let lead = Arriving {
        name: format!("{first_name} {last_name}"),
        email,
        phone,
        submitted_at: now,
    };
    let own = enquiry::ActiveModel {
        first_name: Set(first_name),
        last_name: Set(last_name),
        address: Set(address),
        message: Set(message),
        service_id: Set(Some(service.id)),
        service_name: Set(service.service_name),
        sub_service_name: Set(service.sub_service_name),
        ..Default::default()
    };
    leads::arrive(
        db,
        &keys,
        submission,
        lead,
        KindRow::Enquiry(own),
        |row| match row {
            LeadRecord::Enquiry(e) => mail.for_enquiry(e),
            LeadRecord::Application(_) => Vec::new(),
        },
    )
    .await?
    .into_enquiry()
    .ok_or(DomainError::NotFound(LeadKind::Enquiry.label()))
}

/// Every enquiry, newest first, except spam held for review on the lead desk.
pub async fn list(db: &DatabaseConnection) -> DomainResult<Vec<Enquiry>> {
    let leads = leads::newest_first(LeadKind::Enquiry).all(db).await?;
    Ok(leads::records(db, leads)
        .await?
        .into_iter()
        .filter_map(LeadRecord::into_enquiry)
        .collect())
}

/// One page of the list above, with how many enquiries it holds in all:
/// the administrator home's table, which never reads every row at once.
pub async fn page(db: &DatabaseConnection, page: PageRequest) -> DomainResult<(Vec<Enquiry>, u64)> {
    let rows = leads::newest_first(LeadKind::Enquiry)
        .offset(page.offset())
        .limit(page.per_page)
        .all(db)
        .await?;
    let total = leads::newest_first(LeadKind::Enquiry).count(db).await?;
    let items = leads::records(db, rows)
        .await?
        .into_iter()
        .filter_map(LeadRecord::into_enquiry)
        .collect();
    Ok((items, total))
}

pub async fn get(db: &DatabaseConnection, id: i32) -> DomainResult<Enquiry> {
    leads::enquiry(db, id).await
}

/// Changes the fields the patch holds; the rest stay as they were.
/// A changed name, e-mail, phone, message or service rewrites the search
/// text with it, in the same transaction.
#[tracing::instrument(skip_all, fields(id = id))]
pub async fn update(
    db: &DatabaseConnection,
    id: i32,
    patch: EnquiryPatch,
) -> DomainResult<Enquiry> {
    let Enquiry { lead, own } = get(db, id).await?;
    let mut row = own.into_active_model();
    if let Some(v) = patch.first_name {
        row.first_name = Set(v.into_inner());
    }
    if let Some(v) = patch.last_name {
        row.last_name = Set(v.into_inner());
    }
    if let Some(v) = patch.address {
        row.address = Set(v.into_inner());
    }
    if let Some(v) = patch.message {
        row.message = Set(v.into_inner());
    }
    if let Some(id) = patch.service_id {
        let service = chosen_service(db, id).await?;
        row.service_id = Set(Some(service.id));
        row.service_name = Set(service.service_name);
        row.sub_service_name = Set(service.sub_service_name);
    }
    let name = format!("{} {}", row.first_name.as_ref(), row.last_name.as_ref());
    let mut common = lead.into_active_model();
    common.name = Set(name);
    leads::set_contact(&mut common, patch.email, patch.phone);
    leads::save(db, common, row)
        .await?
        .into_enquiry()
        .ok_or(DomainError::NotFound(LeadKind::Enquiry.label()))
}

/// Deletes an enquiry with its notes, history and quotations; answers the
/// numbers of the quotations deleted with it.
#[tracing::instrument(skip_all, fields(id = id))]
pub async fn delete(db: &DatabaseConnection, id: i32) -> DomainResult<Vec<String>> {
    leads::delete(db, LeadKind::Enquiry, id).await
}
