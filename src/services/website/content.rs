//! The content items and their revisions: what the editor lists, opens,
//! saves, publishes, schedules and restores, and what the live site and a
//! preview are built from.
//!
//! The rules, each kept in one place here:
//! - A save is based on a revision. It is stored only if that revision is
//!   still the item's latest; otherwise it is refused (409) naming who
//!   saved last and when, and nothing is written. The check and the write
//!   are one conditional update, so two instances cannot both win.
//! - Revisions are only ever added. Restoring writes a new revision with
//!   the old one's fields; nothing expires.
//! - Publishing, unpublishing and a scheduled publish move the content
//!   version in their own transaction, so every instance reloads the
//!   content and drops its cached pages within a poll (`cache::version`).
//! - A scheduled publish is one conditional update that only the first
//!   instance to run it wins, so it happens exactly once; the scheduler
//!   runs inside the application and catches up at start-up.
use chrono::{DateTime, Utc};
use std::collections::HashSet;

use sea_orm::{
    ActiveModelTrait, ColumnTrait, Condition, ConnectionTrait, DatabaseConnection, DbErr,
    EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, Set, Statement,
};
use serde_json::Value;

use crate::services::{begin_write, one_or, operations::audit::Actor};
use crate::{
    cache::version,
    config::SiteSettings,
    content::{files, store::ContentStore, Business, Content, Item, Problem},
    domain::{
        audit::AuditAction,
        content::{ContentKind, ContentStatus},
        language::Language,
        lead::Spelled,
        rfc3339, DomainError, DomainResult,
    },
    entities::{content_item, content_revision, content_seed},
};

mod rules;
pub mod translations;

pub use rules::{validate, Warning};

/// What the first edition's revisions say they were.
const FIRST_EDITION: &str = "First edition (content files)";
const FIRST_BUSINESS: &str = "First edition (the settings)";

/// Seeds the content: on an empty database the content files, every item
/// published as its revision 1; where there is none yet, the business's
/// details from the settings (their first edition); and on a database that
/// has content, each Hindi file one by one (a release may bring new ones):
/// its item is added, naming the English item at its address as its
/// source, unless its address was seeded before (`content_seeds`: an item
/// an administrator took out stays out) or an item already stands for it
/// (a translation of the same source, or an item at the address). Every
/// address seeded or found standing is recorded. When two instances start
/// together, the one that waits for the other's write finds its rows.
pub async fn seed(db: &DatabaseConnection, site: &SiteSettings) -> anyhow::Result<()> {
    let files = files::items()?;
    let seeded = seeded_paths(db).await?;
    let mut wanted = content_item::Entity::find().count(db).await? == 0
        || files
            .iter()
            .any(|i| i.language == Language::Hi && is_new(i, &seeded));
    let has_business = content_item::Entity::find()
        .filter(content_item::Column::Kind.eq(ContentKind::Business.as_str()))
        .count(db)
        .await?
        > 0;
    wanted |= !has_business;
    if !wanted {
        return Ok(());
    }
    let txn = begin_write(db).await?;
    if txn.get_database_backend() == sea_orm::DbBackend::Postgres {
        // One seeding at a time; the next reads what this one wrote.
        txn.execute_unprepared("LOCK TABLE content_seeds IN EXCLUSIVE MODE")
            .await?;
    }
    // Looked at again under the write lock: another instance may have won.
    let empty = content_item::Entity::find().count(&txn).await? == 0;
    let mut seeded = seeded_paths(&txn).await?;
    let mut items: Vec<Item> = files
        .into_iter()
        .filter(|i| empty || (i.language == Language::Hi && is_new(i, &seeded)))
        .collect();
    let has_business = content_item::Entity::find()
        .filter(content_item::Column::Kind.eq(ContentKind::Business.as_str()))
        .count(&txn)
        .await?
        > 0;
    if !has_business {
        items.push(Item {
            kind: ContentKind::Business,
            language: Language::En,
            path: None,
            fields: serde_json::to_value(Business::of(site))?,
            published_at: None,
        });
    }
    let now = Utc::now();
    for item in items {
        let is_business = item.kind == ContentKind::Business;
        let source = match (item.language, &item.path) {
            (Language::Hi, Some(path)) => content_item::Entity::find()
                .filter(content_item::Column::Path.eq(Language::En.path_for(path)))
                .filter(content_item::Column::Language.eq(Language::En.code()))
                .one(&txn)
                .await?
                .map(|s| (s.id, s.published_revision)),
            _ => None,
        };
        if let Some(path) = &item.path {
            let standing =
                !empty && stands_for(&txn, path, item.language, source.map(|(id, _)| id)).await?;
            if seeded.insert(path.clone()) {
                content_seed::ActiveModel {
                    path: Set(path.clone()),
                    language: Set(item.language.code().into()),
                    seeded_at: Set(now),
                }
                .insert(&txn)
                .await?;
            }
            if standing {
                continue;
            }
        }
        let stored = content_item::ActiveModel {
            kind: Set(item.kind),
            path: Set(item.path),
            language: Set(item.language.code().into()),
            source_id: Set(source.map(|(id, _)| id)),
            source_revision: Set(source.and_then(|(_, revision)| revision)),
            status: Set(ContentStatus::Published),
            latest_revision: Set(1),
            published_revision: Set(Some(1)),
            published_at: Set(Some(now)),
            created_at: Set(now),
            updated_at: Set(now),
            updated_by: Set(String::new()),
            ..Default::default()
        }
        .insert(&txn)
        .await?;
        content_revision::ActiveModel {
            item_id: Set(stored.id),
            number: Set(1),
            fields: Set(item.fields.to_string()),
            author_id: Set(None),
            author_name: Set(String::new()),
            note: Set(if is_business {
                FIRST_BUSINESS
            } else {
                FIRST_EDITION
            }
            .into()),
            created_at: Set(now),
            ..Default::default()
        }
        .insert(&txn)
        .await?;
    }
    version::bump(&txn).await?;
    txn.commit().await?;
    Ok(())
}

/// The addresses content files have seeded.
async fn seeded_paths(db: &impl ConnectionTrait) -> Result<HashSet<String>, DbErr> {
    Ok(content_seed::Entity::find()
        .all(db)
        .await?
        .into_iter()
        .map(|s| s.path)
        .collect())
}

/// Whether a content file's address has never been seeded.
fn is_new(item: &Item, seeded: &HashSet<String>) -> bool {
    item.path.as_ref().is_some_and(|p| !seeded.contains(p))
}

/// Whether an item already stands for a file's: one at its address, or a
/// translation into its language of the same English source.
async fn stands_for(
    db: &impl ConnectionTrait,
    path: &str,
    language: Language,
    source_id: Option<i32>,
) -> Result<bool, DbErr> {
    let mut found = Condition::any().add(content_item::Column::Path.eq(path));
    if let Some(id) = source_id {
        found = found.add(
            Condition::all()
                .add(content_item::Column::SourceId.eq(id))
                .add(content_item::Column::Language.eq(language.code())),
        );
    }
    Ok(content_item::Entity::find().filter(found).count(db).await? > 0)
}

/// Each item's fields at one revision, picked by `revision_column` (the
/// published or the latest one), in the order the items were added.
async fn items_at(
    db: &impl ConnectionTrait,
    revision_column: &str,
) -> Result<Vec<(content_item::Model, Value)>, DbErr> {
    let sql = format!(
        "SELECT i.id, r.fields FROM content_items i \
         JOIN content_revisions r ON r.item_id = i.id AND r.number = i.{revision_column} \
         ORDER BY i.id"
    );
    let rows = db
        .query_all(Statement::from_string(db.get_database_backend(), sql))
        .await?;
    let items = content_item::Entity::find()
        .order_by_asc(content_item::Column::Id)
        .all(db)
        .await?;
    let mut out = Vec::with_capacity(rows.len());
    for row in rows {
        let id: i32 = row.try_get_by_index(0)?;
        let fields: String = row.try_get_by_index(1)?;
        let Some(item) = items.iter().find(|i| i.id == id) else {
            continue;
        };
        let fields = serde_json::from_str(&fields).map_err(|e| DbErr::Json(e.to_string()))?;
        out.push((item.clone(), fields));
    }
    Ok(out)
}

/// The language an item is written in ("en" for anything unknown).
fn language_of(item: &content_item::Model) -> Language {
    Language::parse(&item.language).unwrap_or(Language::En)
}

/// The address an item's fields give it: under its language's prefix.
fn path_of(item: &content_item::Model, fields: &Value) -> Option<String> {
    match (
        item.kind.prefix(),
        fields.get("slug").and_then(Value::as_str),
    ) {
        (Some(prefix), Some(slug)) => Some(language_of(item).path_for(&format!("{prefix}{slug}"))),
        _ => item.path.clone(),
    }
}

fn as_item(item: &content_item::Model, fields: Value) -> Item {
    Item {
        kind: item.kind,
        language: language_of(item),
        path: path_of(item, &fields),
        fields,
        published_at: item.published_at,
    }
}

/// The live site: every published item at its published revision.
pub async fn published(
    db: &DatabaseConnection,
    site: &SiteSettings,
) -> anyhow::Result<(Content, Vec<Problem>)> {
    let items: Vec<Item> = items_at(db, "published_revision")
        .await?
        .into_iter()
        .map(|(item, fields)| as_item(&item, fields))
        .collect();
    Content::build(
        &items,
        site,
        &crate::services::website::media::index(db).await?,
    )
}

/// The site as it would be with the item at `path` at its latest revision
/// (the draft preview), or `None` when no item has that address.
pub async fn preview(
    db: &DatabaseConnection,
    site: &SiteSettings,
    path: &str,
) -> anyhow::Result<Option<Content>> {
    let latest = items_at(db, "latest_revision").await?;
    let Some((draft, draft_fields)) = latest
        .into_iter()
        .find(|(item, fields)| path_of(item, fields).as_deref() == Some(path))
    else {
        return Ok(None);
    };
    let mut items: Vec<Item> = items_at(db, "published_revision")
        .await?
        .into_iter()
        .filter(|(item, _)| item.id != draft.id)
        .map(|(item, fields)| as_item(&item, fields))
        .collect();
    items.push(as_item(&draft, draft_fields));
    let media = crate::services::website::media::index(db).await?;
    Ok(Some(Content::build(&items, site, &media)?.0))
}

/// The live content of one instance, reloaded from the database when the
/// content version moves (the page cache asks, before it drops its pages).
pub struct Live {
    pub db: DatabaseConnection,
    pub site: SiteSettings,
    pub store: std::sync::Arc<ContentStore>,
}

impl Live {
    /// Loads the published content; what cannot be built is logged and the
    /// previous content kept.
    pub async fn reload(&self) {
        match published(&self.db, &self.site).await {
            Ok((content, problems)) => {
                for problem in problems {
                    tracing::warn!(%problem, "published content has a problem");
                }
                self.store.set(content);
                // The old content and the rows it was built from are freed.
                crate::memory::give_back_freed_memory();
            }
            Err(e) => {
                tracing::error!(error = %e, "reloading the content failed; the previous content stays")
            }
        }
    }
}

impl crate::cache::Reload for Live {
    fn reload(&self) -> futures_util::future::BoxFuture<'_, ()> {
        Box::pin(Live::reload(self))
    }
}

/// The published items whose fields mention `needle` (an image's
/// address), named as "title (path)".
async fn published_using(db: &DatabaseConnection, needle: &str) -> DomainResult<Vec<String>> {
    Ok(items_at(db, "published_revision")
        .await?
        .into_iter()
        .filter(|(_, fields)| fields.to_string().contains(needle))
        .map(|(item, fields)| {
            let title = item.kind.typed_title(&fields);
            match path_of(&item, &fields) {
                Some(path) => format!("{title} ({path})"),
                None => title.to_owned(),
            }
        })
        .collect())
}

/// The business's signature image, when it names one, is an image of the
/// media library (its address's shape is `validate`'s rule).
async fn signature_in_library(db: &DatabaseConnection, fields: &Value) -> DomainResult<()> {
    let address = fields
        .get("signatureImage")
        .and_then(Value::as_str)
        .unwrap_or_default();
    if address.trim().is_empty()
        || crate::services::website::media::copy_at(db, address)
            .await?
            .is_some()
    {
        return Ok(());
    }
    Err(DomainError::invalid(
        "fields.signatureImage",
        "There is no image at this address in the media library: copy the address from the image's page there.",
    ))
}

/// Deletes an image that no published item shows; otherwise 409 naming
/// where it is shown. The rule lives here, beside what the pages are built
/// from, so the media library below knows nothing of content.
pub async fn delete_image(db: &DatabaseConnection, id: i32) -> DomainResult<()> {
    crate::services::website::media::image(db, id).await?;
    let needle = format!("/media/{id}/");
    let used = published_using(db, &needle).await?;
    if !used.is_empty() {
        return Err(DomainError::Conflict(format!(
            "This image is shown on published content: {}. Remove it there and publish, then delete it.",
            used.join("; ")
        )));
    }
    // An issued document is drawn as it was issued, signature and all.
    let signed = crate::entities::invoice::Entity::find()
        .filter(crate::entities::invoice::Column::Agency.contains(&needle))
        .filter(crate::entities::invoice::Column::Number.is_not_null())
        .count(db)
        .await?;
    if signed > 0 {
        return Err(DomainError::Conflict(format!(
            "This image is the signature on {signed} issued document{}, which are kept as they were issued: it cannot be deleted.",
            if signed == 1 { "" } else { "s" }
        )));
    }
    crate::services::website::media::delete(db, id).await
}

/// One item as the editor opens it.
pub struct Opened {
    pub item: content_item::Model,
    pub fields: Value,
    /// Who saved the latest revision, and when.
    pub saved_by: String,
    pub saved_at: DateTime<Utc>,
    pub warnings: Vec<Warning>,
    /// An English item's state in each other language (none for an item
    /// that is not translated).
    pub translations: Vec<translations::Translation>,
    /// A translation's source, with what changed in it since.
    pub source: Option<translations::Source>,
}

/// The id of the business's details: one item, made at start-up (`seed`).
pub async fn business_id(db: &DatabaseConnection) -> DomainResult<i32> {
    content_item::Entity::find()
        .filter(content_item::Column::Kind.eq(ContentKind::Business.as_str()))
        .order_by_asc(content_item::Column::Id)
        .one(db)
        .await?
        .map(|item| item.id)
        .ok_or(DomainError::NotFound("Content item"))
}

/// Every item with its latest revision's fields, in the order added.
pub async fn list(db: &DatabaseConnection) -> DomainResult<Vec<(content_item::Model, Value)>> {
    Ok(items_at(db, "latest_revision").await?)
}

async fn item(db: &impl ConnectionTrait, id: i32) -> DomainResult<content_item::Model> {
    one_or(content_item::Entity::find_by_id(id), db, "Content item").await
}

async fn revision(
    db: &impl ConnectionTrait,
    id: i32,
    number: i32,
) -> DomainResult<content_revision::Model> {
    content_revision::Entity::find()
        .filter(content_revision::Column::ItemId.eq(id))
        .filter(content_revision::Column::Number.eq(number))
        .one(db)
        .await?
        .ok_or(DomainError::NotFound("Revision"))
}

fn fields_of(revision: &content_revision::Model) -> DomainResult<Value> {
    serde_json::from_str(&revision.fields)
        .map_err(|e| DomainError::Internal(anyhow::anyhow!("revision {}: {e}", revision.id)))
}

/// The item at its latest revision, with the writing assistant's warnings
/// measured against the live site.
#[tracing::instrument(skip_all, fields(id = id))]
pub async fn open(
    db: &DatabaseConnection,
    site: &SiteSettings,
    live: &Content,
    id: i32,
) -> DomainResult<Opened> {
    let item = item(db, id).await?;
    let latest = revision(db, id, item.latest_revision).await?;
    let fields = fields_of(&latest)?;
    let warnings = rules::warnings(item.kind, &fields, site, live);
    let translations = translations::translations_of(db, std::slice::from_ref(&item))
        .await?
        .remove(&item.id)
        .unwrap_or_default();
    let source = translations::source_of(db, &item).await?;
    Ok(Opened {
        item,
        fields,
        saved_by: latest.author_name,
        saved_at: latest.created_at,
        warnings,
        translations,
        source,
    })
}

/// Every revision of an item, newest first.
#[tracing::instrument(skip_all, fields(id = id))]
pub async fn revisions(
    db: &DatabaseConnection,
    id: i32,
) -> DomainResult<Vec<content_revision::Model>> {
    item(db, id).await?;
    Ok(content_revision::Entity::find()
        .filter(content_revision::Column::ItemId.eq(id))
        .order_by_desc(content_revision::Column::Number)
        .all(db)
        .await?)
}

async fn revision_exists(db: &impl ConnectionTrait, id: i32, number: i32) -> Result<bool, DbErr> {
    Ok(content_revision::Entity::find()
        .filter(content_revision::Column::ItemId.eq(id))
        .filter(content_revision::Column::Number.eq(number))
        .count(db)
        .await?
        > 0)
}

/// Another item already at `path`, if any.
async fn path_taken(
    db: &impl ConnectionTrait,
    path: &Option<String>,
    except: Option<i32>,
) -> DomainResult<bool> {
    let Some(path) = path else {
        return Ok(false);
    };
    let mut find =
        content_item::Entity::find().filter(content_item::Column::Path.eq(path.as_str()));
    if let Some(id) = except {
        find = find.filter(content_item::Column::Id.ne(id));
    }
    Ok(find.count(db).await? > 0)
}

fn slug_taken() -> DomainError {
    DomainError::invalid(
        "fields.slug",
        "Another item already has this slug; choose another address.",
    )
}

/// The 409 for a save based on an older revision.
fn stale(latest: &content_revision::Model) -> DomainError {
    let who = if latest.author_name.is_empty() {
        "the first edition".to_owned()
    } else {
        latest.author_name.clone()
    };
    DomainError::Conflict(format!(
        "Revision {} was saved by {who} at {} (India time), after the revision you started from. \
         Your text is kept: compare it with the latest revision and save again.",
        latest.number,
        crate::domain::india_clock(latest.created_at),
    ))
}

/// Writes revision `number` of an item inside `txn`.
async fn add_revision(
    txn: &impl ConnectionTrait,
    id: i32,
    number: i32,
    fields: &Value,
    actor: &Actor,
    note: String,
    now: DateTime<Utc>,
) -> Result<(), DbErr> {
    content_revision::ActiveModel {
        item_id: Set(id),
        number: Set(number),
        fields: Set(fields.to_string()),
        author_id: Set(actor.id),
        author_name: Set(actor.name.chars().take(100).collect()),
        note: Set(note),
        created_at: Set(now),
        ..Default::default()
    }
    .insert(txn)
    .await?;
    Ok(())
}

/// Saves a draft of an item based on revision `base`: refused with the
/// fields at fault when they do not parse, with 409 when `base` is not the
/// latest revision. Saving the latest revision's fields again adds no
/// revision. A translation's save, changed or not, records the source's
/// published revision it was saved against (`translations`).
#[tracing::instrument(skip_all, fields(id = id, base))]
pub async fn save_draft(
    db: &DatabaseConnection,
    site: &SiteSettings,
    actor: &Actor,
    id: i32,
    base: i32,
    fields: Value,
) -> DomainResult<()> {
    let current = item(db, id).await?;
    validate(current.kind, &fields, site)?;
    if current.kind == ContentKind::Business {
        signature_in_library(db, &fields).await?;
    }
    let path = path_of(&current, &fields);
    let latest = revision(db, id, current.latest_revision).await?;
    if base != current.latest_revision {
        return Err(stale(&latest));
    }
    if fields_of(&latest)? == fields {
        return translations::record_saved_against_source(db, id).await;
    }
    next_revision(db, actor, id, base, path, &fields, Step::Draft).await
}

/// Why an item moves on to a new revision.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Step {
    /// An editor saved a draft.
    Draft,
    /// Revision n was restored as a new draft.
    Restore(i32),
}

impl Step {
    /// The history's words for it.
    fn note(self) -> String {
        match self {
            Self::Draft => "Draft saved".into(),
            Self::Restore(n) => format!("Restored from revision {n}"),
        }
    }
}

/// Moves an item on from revision `base` to `base + 1` (its address
/// following the fields) and writes that revision, in one transaction; a
/// translation's draft save (not a restore) also records the
/// source's published revision in the same update.
/// Refused when another item holds the address, and with 409 when someone
/// else moved the item on first: the update only matches the row still at
/// `base`, so of two saves from the same revision exactly one lands.
async fn next_revision(
    db: &DatabaseConnection,
    actor: &Actor,
    id: i32,
    base: i32,
    path: Option<String>,
    fields: &Value,
    step: Step,
) -> DomainResult<()> {
    let txn = begin_write(db).await?;
    if path_taken(&txn, &path, Some(id)).await? {
        return Err(slug_taken());
    }
    let now = Utc::now();
    let mut update = content_item::Entity::update_many();
    if step == Step::Draft {
        update = update.col_expr(
            content_item::Column::SourceRevision,
            translations::saved_against_source(),
        );
    }
    let moved = update
        .col_expr(content_item::Column::LatestRevision, (base + 1).into())
        .col_expr(content_item::Column::Path, path.into())
        .col_expr(content_item::Column::UpdatedAt, now.into())
        .col_expr(content_item::Column::UpdatedBy, actor.name.clone().into())
        .filter(content_item::Column::Id.eq(id))
        .filter(content_item::Column::LatestRevision.eq(base))
        .exec(&txn)
        .await?;
    if moved.rows_affected == 0 {
        drop(txn);
        let current = item(db, id).await?;
        return Err(stale(&revision(db, id, current.latest_revision).await?));
    }
    add_revision(&txn, id, base + 1, fields, actor, step.note(), now).await?;
    txn.commit().await?;
    Ok(())
}

/// Adds a case study, testimonial or article as a draft (revision 1).
#[tracing::instrument(skip_all, fields(kind = kind.as_str()))]
pub async fn create(
    db: &DatabaseConnection,
    site: &SiteSettings,
    actor: &Actor,
    kind: ContentKind,
    fields: Value,
) -> DomainResult<i32> {
    if !ContentKind::NEW.contains(&kind) {
        return Err(DomainError::invalid(
            "kind",
            "New content is a caseStudy, a testimonial or an article.",
        ));
    }
    validate(kind, &fields, site)?;
    let path = kind
        .prefix()
        .and_then(|prefix| Some(format!("{prefix}{}", fields.get("slug")?.as_str()?)));
    let txn = begin_write(db).await?;
    if path_taken(&txn, &path, None).await? {
        return Err(slug_taken());
    }
    let item = content_item::ActiveModel {
        kind: Set(kind),
        path: Set(path),
        language: Set(Language::En.code().into()),
        ..Default::default()
    };
    let id = add_draft(&txn, item, &fields, actor, "Created".into()).await?;
    txn.commit().await?;
    Ok(id)
}

/// Adds `item` (its kind, address, language and any source set) as a draft
/// at revision 1 with `fields`, inside `txn`; answers its id.
async fn add_draft(
    txn: &impl ConnectionTrait,
    mut item: content_item::ActiveModel,
    fields: &Value,
    actor: &Actor,
    note: String,
) -> Result<i32, DbErr> {
    let now = Utc::now();
    item.status = Set(ContentStatus::Draft);
    item.latest_revision = Set(1);
    item.created_at = Set(now);
    item.updated_at = Set(now);
    item.updated_by = Set(actor.name.clone());
    let stored = item.insert(txn).await?;
    add_revision(txn, stored.id, 1, fields, actor, note, now).await?;
    Ok(stored.id)
}

/// Restores revision `number` as a new draft revision (history is never
/// rewritten); the live page does not change until it is published.
#[tracing::instrument(skip_all, fields(id = id, revision = number))]
pub async fn restore(
    db: &DatabaseConnection,
    actor: &Actor,
    id: i32,
    number: i32,
) -> DomainResult<()> {
    let current = item(db, id).await?;
    let old = revision(db, id, number).await?;
    let fields = fields_of(&old)?;
    let path = path_of(&current, &fields);
    // An old revision may name a slug another item has taken since: refused
    // as a taken slug, like a draft that names it.
    let step = Step::Restore(number);
    next_revision(db, actor, id, current.latest_revision, path, &fields, step).await
}

/// The update that puts an item in `status` at `revision` (None: nothing
/// live) and drops any schedule; the caller picks the row.
fn settled(
    status: ContentStatus,
    revision: Option<i32>,
    now: DateTime<Utc>,
) -> sea_orm::UpdateMany<content_item::Entity> {
    content_item::Entity::update_many()
        .col_expr(content_item::Column::Status, status.as_str().into())
        .col_expr(content_item::Column::PublishedRevision, revision.into())
        .col_expr(
            content_item::Column::ScheduledAt,
            Option::<DateTime<Utc>>::None.into(),
        )
        .col_expr(
            content_item::Column::ScheduledRevision,
            Option::<i32>::None.into(),
        )
        .col_expr(content_item::Column::UpdatedAt, now.into())
}

/// The update that makes `revision` the live one (first live at
/// `first_live`) and drops any schedule; the caller picks the row.
fn going_live(
    revision: i32,
    first_live: DateTime<Utc>,
    now: DateTime<Utc>,
) -> sea_orm::UpdateMany<content_item::Entity> {
    settled(ContentStatus::Published, Some(revision), now)
        .col_expr(content_item::Column::PublishedAt, Some(first_live).into())
}

/// Publishes the item's latest revision now (and drops any schedule).
#[tracing::instrument(skip_all, fields(id = id))]
pub async fn publish(db: &DatabaseConnection, actor: &Actor, id: i32) -> DomainResult<()> {
    let current = item(db, id).await?;
    let now = Utc::now();
    let live = going_live(
        current.latest_revision,
        current.published_at.unwrap_or(now),
        now,
    );
    change_live(db, actor, id, live).await
}

/// Takes the item off the site (its revisions stay); refused for the
/// pages the site cannot do without.
#[tracing::instrument(skip_all, fields(id = id))]
pub async fn unpublish(db: &DatabaseConnection, actor: &Actor, id: i32) -> DomainResult<()> {
    let current = item(db, id).await?;
    if !current.kind.can_unpublish() {
        return Err(DomainError::Conflict(format!(
            "The {} cannot be taken off the site; edit it and publish the change instead.",
            current.kind.label().to_lowercase()
        )));
    }
    change_live(
        db,
        actor,
        id,
        settled(ContentStatus::Draft, None, Utc::now()),
    )
    .await
}

/// Applies `update` to item `id` as `actor` and moves the content version
/// on in the same transaction, so every instance reloads what is live.
async fn change_live(
    db: &DatabaseConnection,
    actor: &Actor,
    id: i32,
    update: sea_orm::UpdateMany<content_item::Entity>,
) -> DomainResult<()> {
    let txn = begin_write(db).await?;
    update
        .col_expr(content_item::Column::UpdatedBy, actor.name.clone().into())
        .filter(content_item::Column::Id.eq(id))
        .exec(&txn)
        .await?;
    version::bump(&txn).await?;
    txn.commit().await?;
    Ok(())
}

/// Schedules the item's latest revision to go live at `at` (in the
/// future). A live item stays live, at its published revision, until then.
#[tracing::instrument(skip_all, fields(id = id))]
pub async fn schedule(
    db: &DatabaseConnection,
    actor: &Actor,
    id: i32,
    at: DateTime<Utc>,
    now: DateTime<Utc>,
) -> DomainResult<()> {
    if at <= now {
        return Err(DomainError::invalid(
            "at",
            "Choose a time in the future, or publish now.",
        ));
    }
    let current = item(db, id).await?;
    let status = if current.published_revision.is_some() {
        ContentStatus::Published
    } else {
        ContentStatus::Scheduled
    };
    content_item::Entity::update_many()
        .col_expr(content_item::Column::Status, status.as_str().into())
        .col_expr(content_item::Column::ScheduledAt, Some(at).into())
        .col_expr(
            content_item::Column::ScheduledRevision,
            Some(current.latest_revision).into(),
        )
        .col_expr(content_item::Column::UpdatedAt, now.into())
        .col_expr(content_item::Column::UpdatedBy, actor.name.clone().into())
        .filter(content_item::Column::Id.eq(id))
        .exec(db)
        .await?;
    Ok(())
}

/// How long past its time a scheduled item must be before the admin home
/// warns of it (the scheduler publishes within a second when it can).
const OVERDUE_AFTER: chrono::Duration = chrono::Duration::seconds(60);

/// Items whose scheduled time passed more than a minute ago and are still
/// waiting, with their latest fields: what the admin home warns of.
pub async fn overdue(
    db: &DatabaseConnection,
    now: DateTime<Utc>,
) -> DomainResult<Vec<(content_item::Model, Value)>> {
    let late: Vec<i32> = content_item::Entity::find()
        .filter(content_item::Column::ScheduledAt.lte(now - OVERDUE_AFTER))
        .all(db)
        .await?
        .into_iter()
        .map(|i| i.id)
        .collect();
    if late.is_empty() {
        return Ok(Vec::new());
    }
    Ok(items_at(db, "latest_revision")
        .await?
        .into_iter()
        .filter(|(item, _)| late.contains(&item.id))
        .collect())
}

/// Publishes every item whose time has come; each is published by exactly
/// one caller (the conditional update), which records it in the audit log.
/// Answers how many this call published.
#[tracing::instrument(skip_all)]
pub async fn publish_due(db: &DatabaseConnection, now: DateTime<Utc>) -> DomainResult<u64> {
    let due = content_item::Entity::find()
        .filter(content_item::Column::ScheduledAt.lte(now))
        .all(db)
        .await?;
    let mut published = 0;
    for item in due {
        let (Some(at), Some(revision)) = (item.scheduled_at, item.scheduled_revision) else {
            continue;
        };
        // A schedule must name a revision of the item; one that does not is
        // left waiting, and the admin home shows it as overdue.
        if !revision_exists(db, item.id, revision).await? {
            tracing::error!(
                item = item.id,
                revision,
                "a scheduled revision does not exist; not published"
            );
            continue;
        }
        let txn = begin_write(db).await?;
        let won = going_live(revision, item.published_at.unwrap_or(at), now)
            .filter(content_item::Column::Id.eq(item.id))
            .filter(content_item::Column::ScheduledAt.eq(at))
            .filter(content_item::Column::ScheduledRevision.eq(revision))
            .exec(&txn)
            .await?;
        if won.rows_affected == 0 {
            continue;
        }
        version::bump(&txn).await?;
        txn.commit().await?;
        published += 1;
        let entry = crate::services::operations::audit::Entry {
            actor: Actor {
                id: None,
                email: String::new(),
                name: "Scheduled publishing".into(),
            },
            ip_address: String::new(),
            action: AuditAction::Action,
            target: format!(
                "POST /admin/content/{}/publish (revision {revision}, due {})",
                item.id,
                rfc3339(at)
            ),
            summary: format!(
                "{} as scheduled (revision {revision})",
                crate::services::operations::audit::sentence(
                    db,
                    "POST",
                    &format!("/admin/content/{}/publish", item.id),
                    AuditAction::Action
                )
                .await
            ),
            fields: vec![],
            status: 200,
        };
        crate::services::operations::audit::record(db, entry).await?;
        tracing::info!(item = item.id, revision, due = %rfc3339(at), "published on schedule");
    }
    Ok(published)
}

/// Publishes what is due now and then every second, until aborted. A
/// failure is logged and tried again at the next tick, so a schedule never
/// stalls silently; the admin home shows anything overdue.
pub async fn run_schedule(db: DatabaseConnection) {
    let mut tick = tokio::time::interval(std::time::Duration::from_secs(1));
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tick.tick().await;
        if let Err(e) = publish_due(&db, Utc::now()).await {
            tracing::warn!(error = %e, "publishing scheduled content failed; trying again");
        }
    }
}
