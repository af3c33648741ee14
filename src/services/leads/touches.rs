//! The touches a lead keeps (`domain::attribution`): written in the lead's
//! own transaction when it arrives, read for its page, deleted with it.
use sea_orm::{
    ActiveModelTrait, ColumnTrait, Condition, ConnectionTrait, EntityTrait, QueryFilter,
    QueryOrder, Set,
};

use crate::{
    domain::{attribution::Touch, lead::LeadKind, DomainResult},
    entities::lead_touch::{self, Column as T},
};

/// The rows of one lead.
pub fn of_lead(kind: LeadKind, id: i32) -> Condition {
    Condition::all()
        .add(T::LeadKind.eq(kind))
        .add(T::LeadId.eq(id))
}

/// Stores a new lead's touches, oldest first: the first at position 0,
/// the latest marked `last`.
pub async fn store(
    txn: &impl ConnectionTrait,
    kind: LeadKind,
    id: i32,
    touches: Vec<Touch>,
) -> Result<(), sea_orm::DbErr> {
    let n = touches.len();
    for (i, t) in touches.into_iter().enumerate() {
        let at = t.time();
        lead_touch::ActiveModel {
            lead_kind: Set(kind),
            lead_id: Set(id),
            position: Set(i32::try_from(i).unwrap_or(i32::MAX)),
            last: Set(i + 1 == n),
            source: Set(t.source),
            medium: Set(t.medium),
            campaign: Set(t.campaign),
            term: Set(t.term),
            content: Set(t.content),
            referrer: Set(t.referrer),
            landing_path: Set(t.landing_path),
            gclid: Set(t.gclid),
            gbraid: Set(t.gbraid),
            wbraid: Set(t.wbraid),
            fbclid: Set(t.fbclid),
            at: Set(at),
            ..Default::default()
        }
        .insert(txn)
        .await?;
    }
    Ok(())
}

/// A lead's touches, oldest first.
pub async fn touches_of(
    db: &impl ConnectionTrait,
    kind: LeadKind,
    id: i32,
) -> DomainResult<Vec<lead_touch::Model>> {
    Ok(lead_touch::Entity::find()
        .filter(of_lead(kind, id))
        .order_by_asc(T::Position)
        .all(db)
        .await?)
}

/// The source of each lead's last touch (`attribution::channel_name`), by
/// lead id, for a page of a list: one query for the page.
pub async fn last_sources(
    db: &impl ConnectionTrait,
    kind: LeadKind,
    ids: &[i32],
) -> DomainResult<std::collections::HashMap<i32, String>> {
    if ids.is_empty() {
        return Ok(Default::default());
    }
    Ok(lead_touch::Entity::find()
        .filter(T::LeadKind.eq(kind))
        .filter(T::LeadId.is_in(ids.iter().copied()))
        .filter(T::Last.eq(true))
        .all(db)
        .await?
        .into_iter()
        .map(|t| {
            let name = crate::domain::attribution::channel_name(
                &t.source,
                t.medium.as_deref().unwrap_or_default(),
                t.campaign.as_deref().unwrap_or_default(),
            );
            (t.lead_id, name)
        })
        .collect())
}
