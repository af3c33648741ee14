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
    domain::{audit::AuditAction, DayRange, DomainResult, PageRequest},
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
    /// Part of the actor's e-mail or name, the call or the fields.
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
