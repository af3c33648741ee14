//! The audit log: every sign-in (and failed attempt), sign-out and write by
//! an administrator, with who, when, from where, the call and record, and
//! the fields it sent. Entries are only ever added; the product has no call
//! that changes or deletes one.
use chrono::Utc;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, Condition, DatabaseConnection, EntityTrait, PaginatorTrait,
    QueryFilter, QueryOrder, QuerySelect, Set,
};

use crate::{
    domain::{audit::AuditAction, lead::Spelled, DayRange, DomainResult, PageRequest},
    entities::audit_entry,
    services::any_column_contains,
};

/// Who acted: an administrator as they were at the time, or only the
/// e-mail a failed sign-in tried.
#[derive(Clone, Debug, Default)]
pub struct Actor {
    pub id: Option<i32>,
    pub email: String,
    pub name: String,
}

/// One thing to record.
pub struct Entry {
    pub actor: Actor,
    pub ip_address: String,
    pub action: AuditAction,
    pub target: String,
    /// What was done, in words (`sentence`).
    pub summary: String,
    pub fields: Vec<String>,
    pub status: u16,
}

fn cut(text: &str, max: usize) -> String {
    text.chars().take(max).collect()
}

#[tracing::instrument(skip_all)]
pub async fn record(db: &DatabaseConnection, entry: Entry) -> DomainResult<()> {
    audit_entry::ActiveModel {
        at: Set(Utc::now()),
        actor_id: Set(entry.actor.id),
        actor_email: Set(cut(&entry.actor.email, 254)),
        actor_name: Set(cut(&entry.actor.name, 100)),
        ip_address: Set(cut(&entry.ip_address, 64)),
        action: Set(entry.action),
        target: Set(cut(&entry.target, 300)),
        summary: Set(cut(&entry.summary, 300)),
        fields: Set(cut(&entry.fields.join(", "), 1000)),
        status: Set(i16::try_from(entry.status).unwrap_or(i16::MAX)),
        ..Default::default()
    }
    .insert(db)
    .await?;
    Ok(())
}

/// The audit screen's filters; each one given narrows the list.
#[derive(Clone, Debug, Default)]
pub struct AuditFilter {
    /// Part of the actor's e-mail or name, the call, what was done or the
    /// fields.
    pub search: Option<String>,
    pub action: Option<AuditAction>,
    /// The India days the entries were written on.
    pub at: DayRange,
}

pub struct AuditPage {
    pub entries: Vec<audit_entry::Model>,
    pub total: u64,
}

/// Newest first, one page.
pub async fn list(
    db: &DatabaseConnection,
    filter: &AuditFilter,
    page: PageRequest,
) -> DomainResult<AuditPage> {
    let mut cond = Condition::all();
    if let Some(words) = &filter.search {
        cond = cond.add(any_column_contains(
            [
                audit_entry::Column::ActorEmail,
                audit_entry::Column::ActorName,
                audit_entry::Column::Target,
                audit_entry::Column::Summary,
                audit_entry::Column::Fields,
            ],
            words,
        ));
    }
    if let Some(action) = &filter.action {
        cond = cond.add(audit_entry::Column::Action.eq(*action));
    }
    if let Some(start) = filter.at.starts() {
        cond = cond.add(audit_entry::Column::At.gte(start));
    }
    if let Some(end) = filter.at.ends_before() {
        cond = cond.add(audit_entry::Column::At.lt(end));
    }
    let query = audit_entry::Entity::find().filter(cond);
    let total = query.clone().count(db).await?;
    let entries = query
        .order_by_desc(audit_entry::Column::At)
        .order_by_desc(audit_entry::Column::Id)
        .offset(page.offset())
        .limit(page.per_page)
        .all(db)
        .await?;
    Ok(AuditPage { entries, total })
}

/// How a write's record is named in its sentence.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Named {
    Nothing,
    Department,
    Position,
    Service,
    Admin,
    Product,
    Content,
    /// A lead, by its number only: the log never names a person whose data
    /// may be erased.
    Number,
    Document,
    Quote,
    Image,
}

/// Each administrator write the log names in words: its method, its path
/// (`{…}` any one segment; the record's id is at `{id}`), the
/// sentence (`{}` the record's name) and how the record is named. A test
/// holds every write of the API document to a line here.
#[rustfmt::skip]
const SENTENCES: &[(&str, &str, &str, Named)] = &[
    ("POST", "/admin/2fa/disable", "Turned off their two-step sign-in", Named::Nothing),
    ("POST", "/admin/2fa/enable", "Turned on their two-step sign-in", Named::Nothing),
    ("POST", "/admin/2fa/setup", "Began setting up two-step sign-in", Named::Nothing),
    ("POST", "/admin/account/password", "Changed their password", Named::Nothing),
    ("POST", "/admin/account/sessions/end-others", "Signed out their other sessions", Named::Nothing),
    ("DELETE", "/admin/account/sessions/{id}", "Ended one of their sessions", Named::Nothing),
    ("DELETE", "/admin/admins/{id}", "Deleted the administrator {}", Named::Admin),
    ("PATCH", "/admin/admins/{id}", "Changed the access level of {}", Named::Admin),
    ("POST", "/admin/admins/{id}/2fa/reset", "Reset the two-step sign-in of {}", Named::Admin),
    ("POST", "/admin/createad", "Added an administrator", Named::Nothing),
    ("DELETE", "/admin/deleteuser/{id}", "Deleted the administrator {}", Named::Admin),
    ("POST", "/admin/aff", "Added an affiliate product", Named::Nothing),
    ("POST", "/admin/products", "Added an affiliate product", Named::Nothing),
    ("DELETE", "/admin/aff/{id}", "Deleted the affiliate product {}", Named::Product),
    ("DELETE", "/admin/products/{id}", "Deleted the affiliate product {}", Named::Product),
    ("PATCH", "/admin/aff/{id}/modify", "Changed the affiliate product {}", Named::Product),
    ("PATCH", "/admin/products/{id}", "Changed the affiliate product {}", Named::Product),
    ("POST", "/admin/aff/{id}/check", "Checked the link of {}", Named::Product),
    ("POST", "/admin/products/{id}/check", "Checked the link of {}", Named::Product),
    ("POST", "/admin/aff/{id}/acknowledge", "Acknowledged the link problem of {}", Named::Product),
    ("POST", "/admin/products/{id}/acknowledge", "Acknowledged the link problem of {}", Named::Product),
    ("POST", "/admin/analytics/spend", "Imported an ad spend file", Named::Nothing),
    ("POST", "/admin/content", "Added new content", Named::Nothing),
    ("PUT", "/admin/content/{id}/draft", "Saved a draft of {}", Named::Content),
    ("POST", "/admin/content/{id}/publish", "Published {}", Named::Content),
    ("POST", "/admin/content/{id}/revisions/{n}/restore", "Restored an earlier revision of {}", Named::Content),
    ("POST", "/admin/content/{id}/schedule", "Scheduled {} to be published", Named::Content),
    ("POST", "/admin/content/{id}/translations", "Began a translation of {}", Named::Content),
    ("POST", "/admin/content/{id}/unpublish", "Took {} off the site", Named::Content),
    ("POST", "/admin/media", "Uploaded an image", Named::Nothing),
    ("DELETE", "/admin/media/{id}", "Deleted the image {}", Named::Image),
    ("POST", "/admin/createpost", "Added a service", Named::Nothing),
    ("POST", "/admin/services", "Added a service", Named::Nothing),
    ("DELETE", "/admin/delapost/{id}", "Deleted the service {}", Named::Service),
    ("DELETE", "/admin/services/{id}", "Deleted the service {}", Named::Service),
    ("PUT", "/admin/services/{id}/rate", "Changed the rate of {}", Named::Service),
    ("POST", "/admin/departments", "Added a department", Named::Nothing),
    ("POST", "/admin/departments/adddep", "Added a department", Named::Nothing),
    ("DELETE", "/admin/departments/{id}", "Deleted the department {}", Named::Department),
    ("DELETE", "/admin/departments/deletedept/{id}", "Deleted the department {}", Named::Department),
    ("POST", "/admin/departments/{id}/positions", "Added a position to the department {}", Named::Department),
    ("POST", "/admin/{id}/addpost", "Added a position to the department {}", Named::Department),
    ("DELETE", "/admin/positions/{id}", "Deleted the position {}", Named::Position),
    ("DELETE", "/admin/departments/deletepos/{id}", "Deleted the position {}", Named::Position),
    ("PUT", "/admin/positions/{id}/job", "Changed the job page of {}", Named::Position),
    ("DELETE", "/admin/delete/{id}", "Deleted the enquiry {}", Named::Number),
    ("DELETE", "/admin/enquiries/{id}", "Deleted the enquiry {}", Named::Number),
    ("PATCH", "/admin/enquiries/{id}", "Changed the enquiry {}", Named::Number),
    ("PATCH", "/admin/update/{id}", "Changed the enquiry {}", Named::Number),
    ("DELETE", "/admin/deletecarp/{id}", "Deleted the application {}", Named::Number),
    ("DELETE", "/admin/applications/{id}", "Deleted the application {}", Named::Number),
    ("PATCH", "/admin/applications/{id}", "Changed the application {}", Named::Number),
    ("PATCH", "/admin/updatecp/{position}/{id}", "Changed the application {}", Named::Number),
    ("PATCH", "/admin/leads/{kind}/{id}", "Changed the lead {}", Named::Number),
    ("POST", "/admin/leads/{kind}/{id}/contacts", "Recorded a call or message to the lead {}", Named::Number),
    ("POST", "/admin/leads/{kind}/{id}/notes", "Added a note on the lead {}", Named::Number),
    ("POST", "/admin/people/erase", "Erased a person's data", Named::Nothing),
    ("POST", "/admin/mail/retry", "Sent the waiting e-mails again", Named::Nothing),
    ("POST", "/admin/quotes", "Made a quotation", Named::Nothing),
    ("POST", "/admin/quotes/{id}/revise", "Revised the quotation {}", Named::Quote),
    ("POST", "/admin/quotes/{id}/revoke", "Withdrew the client's link to the quotation {}", Named::Quote),
    ("POST", "/admin/quotes/{id}/send", "Sent the quotation {}", Named::Quote),
    ("POST", "/admin/invoices", "Made a draft invoice", Named::Nothing),
    ("DELETE", "/admin/invoices/{id}", "Deleted the draft invoice {}", Named::Document),
    ("POST", "/admin/invoices/{id}/issue", "Issued the invoice {}", Named::Document),
    ("POST", "/admin/invoices/{id}/send", "Sent the invoice {}", Named::Document),
    ("POST", "/admin/invoices/{id}/payments", "Recorded a payment on the invoice {}", Named::Document),
    ("POST", "/admin/invoices/{id}/credit-notes", "Issued a credit note against {}", Named::Document),
    ("POST", "/admin/invoices/{id}/debit-notes", "Issued a debit note against {}", Named::Document),
    ("POST", "/admin/receipts", "Recorded an advance", Named::Nothing),
    ("POST", "/admin/receipts/{id}/refunds", "Paid back part of the advance {}", Named::Document),
];

/// The line of `SENTENCES` for a call, with the record's id.
fn sentence_of(method: &str, path: &str) -> Option<(&'static str, Named, Option<i32>)> {
    let segments: Vec<&str> = path.trim_end_matches('/').split('/').collect();
    SENTENCES.iter().find_map(|&(m, pattern, says, named)| {
        let parts: Vec<&str> = pattern.split('/').collect();
        let fits = m == method
            && parts.len() == segments.len()
            && parts
                .iter()
                .zip(&segments)
                .all(|(p, s)| p == s || (p.starts_with('{') && !s.is_empty()));
        fits.then(|| {
            let id = parts
                .iter()
                .zip(&segments)
                .find(|(p, _)| **p == "{id}")
                .and_then(|(_, s)| s.parse().ok());
            (says, named, id)
        })
    })
}

/// Whether the record a call names must be read before the call runs
/// (it is deleted by it), rather than after (its name may change).
pub fn named_before(method: &str) -> bool {
    method == "DELETE"
}

/// The name of the record of `named` with `id`, as a sentence gives it.
async fn name_of(db: &DatabaseConnection, named: Named, id: i32) -> DomainResult<Option<String>> {
    use crate::entities::{
        admin, affiliate_product, content_item, content_revision, department, invoice, media,
        position, quote, service,
    };
    Ok(match named {
        Named::Nothing => None,
        Named::Department => department::Entity::find_by_id(id)
            .one(db)
            .await?
            .map(|d| d.name),
        Named::Position => position::Entity::find_by_id(id)
            .one(db)
            .await?
            .map(|p| p.name),
        Named::Service => service::Entity::find_by_id(id)
            .one(db)
            .await?
            .map(|s| format!("{}: {}", s.service_name, s.sub_service_name)),
        Named::Admin => admin::Entity::find_by_id(id)
            .one(db)
            .await?
            .map(|a| a.username),
        Named::Product => affiliate_product::Entity::find_by_id(id)
            .one(db)
            .await?
            .map(|p| p.title),
        Named::Number => None,
        Named::Document => invoice::Entity::find_by_id(id)
            .one(db)
            .await?
            .map(|d| d.number.unwrap_or_else(|| format!("draft {id}"))),
        Named::Quote => quote::Entity::find_by_id(id)
            .one(db)
            .await?
            .map(|q| q.number),
        Named::Image => media::Entity::find_by_id(id)
            .one(db)
            .await?
            .map(|m| m.file_name),
        Named::Content => {
            let Some(item) = content_item::Entity::find_by_id(id).one(db).await? else {
                return Ok(None);
            };
            let fields = content_revision::Entity::find()
                .filter(content_revision::Column::ItemId.eq(id))
                .filter(content_revision::Column::Number.eq(item.latest_revision))
                .one(db)
                .await?
                .and_then(|r| serde_json::from_str::<serde_json::Value>(&r.fields).ok())
                .unwrap_or_default();
            Some(item.kind.typed_title(&fields).to_owned())
        }
    })
}

/// A write in the owner's words, "Deleted the department Marketing": the
/// sentence of its call with its record's name (or number, when the record
/// is gone); a call with no sentence says what kind of write it was.
pub async fn sentence(
    db: &DatabaseConnection,
    method: &str,
    path: &str,
    action: AuditAction,
) -> String {
    let Some((says, named, id)) = sentence_of(method, path) else {
        return action.as_str().to_owned();
    };
    let name = match (named, id) {
        (Named::Nothing, _) | (_, None) => None,
        (named, Some(id)) => name_of(db, named, id).await.unwrap_or_else(|e| {
            tracing::warn!(error = %e, "reading the name of an audited record failed");
            None
        }),
    };
    let name = name.map_or_else(|| format!("#{}", id.unwrap_or_default()), |n| cut(&n, 120));
    says.replace("{}", &name)
}

/// What an entry says was done: its summary, or for an entry written
/// before summaries were kept, its call's sentence with the record's
/// number ("Deleted the department #3"), or its kind.
pub fn said(entry: &audit_entry::Model) -> String {
    if !entry.summary.is_empty() {
        return entry.summary.clone();
    }
    entry
        .target
        .split_once(' ')
        .and_then(|(method, path)| sentence_of(method, path))
        .map_or_else(
            || entry.action.as_str().to_owned(),
            |(says, _, id)| says.replace("{}", &format!("#{}", id.unwrap_or_default())),
        )
}

/// Whether a call has its sentence in `SENTENCES`.
pub fn has_sentence(method: &str, path: &str) -> bool {
    sentence_of(method, path).is_some()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_call_finds_its_sentence_and_its_record_s_id() {
        assert_eq!(
            sentence_of("DELETE", "/admin/departments/3"),
            Some(("Deleted the department {}", Named::Department, Some(3)))
        );
        assert_eq!(
            sentence_of("PATCH", "/admin/updatecp/4/17"),
            Some(("Changed the application {}", Named::Number, Some(17)))
        );
        assert_eq!(
            sentence_of("POST", "/admin/content/9/revisions/2/restore").map(|s| s.2),
            Some(Some(9)),
            "the item, not its revision"
        );
        assert_eq!(sentence_of("GET", "/admin/departments/3"), None);
        assert_eq!(sentence_of("DELETE", "/admin/departments"), None);
    }
}
