//! Business enquiries (quote requests). Each keeps a snapshot of the chosen
//! service's names, shown even after the service is deleted.
use chrono::Utc;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, DatabaseConnection, EntityTrait, QueryFilter, QueryOrder, Set,
    TransactionTrait,
};

use super::{
    catalogue, deleted,
    leads::{self, spam_marker, LeadTable, Submission},
    outbox::LeadMail,
};
use crate::{
    domain::{
        lead::{phone_key, LeadKind, LeadStatus},
        DomainError, DomainResult, EnquiryPatch, NewEnquiry,
    },
    entities::{business_enquiry, service},
};

const ENQUIRY: &str = "Enquiry";

/// The chosen service, which must still be in the catalogue.
async fn chosen_service(db: &DatabaseConnection, ser_id: i32) -> DomainResult<service::Model> {
    catalogue::find(db, ser_id)
        .await?
        .ok_or_else(|| DomainError::invalid("service", "Please choose a service from the list."))
}

/// Stores a new enquiry. A double-clicked submit (same client, same
/// content, within seconds) answers with the enquiry already stored; one
/// whose e-mail or phone matches an earlier enquiry is marked as its
/// possible duplicate; a honeypot submission is held as spam.
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
    let table = &LeadTable::ENQUIRIES;
    if let Some(id) = table.same_submission(db, &keys).await? {
        return get(db, id).await;
    }
    let duplicate_of = match submission.spam_reason {
        Some(_) => None,
        None => table.earlier_match(db, &keys).await?,
    };
    let status = match submission.spam_reason {
        Some(_) => LeadStatus::SPAM,
        None => LeadStatus::NEW,
    };
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
        status: Set(status.as_str().to_owned()),
        email_key: Set(keys.email_key.clone()),
        phone_key: Set(keys.phone_key.clone()),
        spam_reason: Set(submission.spam_reason.clone()),
        duplicate_of: Set(duplicate_of),
        dedupe_key: Set(Some(keys.dedupe_key.clone())),
        ..Default::default()
    };
    let inserted = leads::insert_with_mail(db, row, |row| mail.for_enquiry(row)).await;
    match inserted {
        Ok(row) => Ok(row),
        // The other click of the pair won the race to insert.
        Err(e) if leads::is_duplicate_key(&e) => match table.same_submission(db, &keys).await? {
            Some(id) => get(db, id).await,
            None => Err(e.into()),
        },
        Err(e) => Err(e.into()),
    }
}

/// Every enquiry, newest first, except spam held for review on the lead desk.
pub async fn list(db: &DatabaseConnection) -> DomainResult<Vec<business_enquiry::Model>> {
    Ok(business_enquiry::Entity::find()
        .filter(business_enquiry::Column::SpamReason.is_null())
        .order_by_desc(business_enquiry::Column::SubmittedAt)
        .order_by_desc(business_enquiry::Column::BId)
        .all(db)
        .await?)
}

pub async fn get(db: &DatabaseConnection, b_id: i32) -> DomainResult<business_enquiry::Model> {
    business_enquiry::Entity::find_by_id(b_id)
        .one(db)
        .await?
        .ok_or(DomainError::NotFound(ENQUIRY))
}

/// Changes the fields the patch holds; the rest stay as they were.
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
    if let Some(v) = patch.email {
        let v = v.into_inner();
        row.email_key = Set(v.to_lowercase());
        row.b_email = Set(v);
    }
    if let Some(v) = patch.phone {
        let v = v.into_inner();
        row.phone_key = Set(phone_key(&v));
        row.contact_number = Set(v);
    }
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

/// Deletes an enquiry with its notes and history (one table holds both
/// kinds of lead's notes, so no foreign key can remove them).
pub async fn delete(db: &DatabaseConnection, b_id: i32) -> DomainResult<()> {
    let txn = db.begin().await?;
    let result = business_enquiry::Entity::delete_by_id(b_id)
        .exec(&txn)
        .await?;
    leads::forget(&txn, LeadKind::Enquiry, b_id).await?;
    txn.commit().await?;
    deleted(result.rows_affected, ENQUIRY)
}
