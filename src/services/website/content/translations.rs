//! Translations: each item's state in every language, what changed in its
//! English source since a translation was last saved, and starting a
//! translation from its source.
//!
//! The rules, kept here:
//! - A translation is an item of its own that names its English source
//!   (`source_id`) and the source's published revision it was last saved
//!   against (`source_revision`). Saving its draft records the source's
//!   published revision at that moment, in the same statement as the save
//!   (`saved_against_source`): saving is the translator saying "this text
//!   matches the English as it now stands", so a save with no change in the
//!   text records it too. Publishing does not: it puts a saved revision on
//!   the site, which may have been saved against an older source.
//! - Its state (`TranslationState::of`): out of date once the source is
//!   published past `source_revision`, else current; a translatable English
//!   item with no item naming it in a language has that translation
//!   missing. The paged list filters by the same rule in SQL
//!   (`state_condition`).
//! - The source's changes since are its revision `source_revision` against
//!   its published revision, leaf by leaf, named by path as the 422s name
//!   fields (`sections[1].heading`), from the revision history.
use std::collections::HashMap;

use sea_orm::{
    sea_query::{Expr, Func, IntoColumnRef, LikeExpr, Query, SelectStatement, SimpleExpr},
    ColumnTrait, Condition, ConnectionTrait, DatabaseConnection, EntityTrait, Order,
    PaginatorTrait, QueryFilter, QueryOrder, Set,
};
use serde_json::Value;

use super::{add_draft, fields_of, item, path_taken, revision};
use crate::{
    domain::{
        content::{ContentKind, ContentStatus, TranslationState},
        language::Language,
        lead::Spelled,
        DomainError, DomainResult, PageRequest,
    },
    entities::{content_item, content_revision},
    services::{begin_write, operations::audit::Actor},
};

/// One language of a translatable English item.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Translation {
    pub language: Language,
    pub state: TranslationState,
    /// The translation, when there is one: its id and address.
    pub item: Option<(i32, Option<String>)>,
}

/// A translation's English source, and how the translation stands against it.
#[derive(Clone, Debug)]
pub struct Source {
    pub item: content_item::Model,
    /// The source's fields at its published revision (its latest when it
    /// was never published).
    pub fields: Value,
    pub state: TranslationState,
    /// What changed in the source since the translation was last saved
    /// (empty while it is current).
    pub changes: Vec<FieldChange>,
}

/// One leaf that differs between two versions of an item's fields.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FieldChange {
    /// As the API names fields: `title`, `sections[1].heading`.
    pub path: String,
    pub before: Option<String>,
    pub after: Option<String>,
}

/// Every leaf of `value` by its path, in order: text as it is, numbers and
/// true/false written out, nulls left out (as the editor's history does).
fn leaves(value: &Value, at: String, out: &mut Vec<(String, String)>) {
    match value {
        Value::Array(items) => {
            for (i, v) in items.iter().enumerate() {
                leaves(v, format!("{at}[{i}]"), out);
            }
        }
        Value::Object(map) => {
            for (k, v) in map {
                let path = if at.is_empty() {
                    k.clone()
                } else {
                    format!("{at}.{k}")
                };
                leaves(v, path, out);
            }
        }
        Value::Null => {}
        Value::String(s) => out.push((at, s.clone())),
        other => out.push((at, other.to_string())),
    }
}

/// What differs from `before` to `after`, leaf by leaf, in `after`'s order
/// (removals last).
pub fn changes(before: &Value, after: &Value) -> Vec<FieldChange> {
    let (mut old, mut new) = (Vec::new(), Vec::new());
    leaves(before, String::new(), &mut old);
    leaves(after, String::new(), &mut new);
    let old_at: HashMap<&str, &str> = old.iter().map(|(p, v)| (p.as_str(), v.as_str())).collect();
    let new_at: HashMap<&str, &str> = new.iter().map(|(p, v)| (p.as_str(), v.as_str())).collect();
    let mut out: Vec<FieldChange> = new
        .iter()
        .filter(|(p, v)| old_at.get(p.as_str()) != Some(&v.as_str()))
        .map(|(p, v)| FieldChange {
            path: p.clone(),
            before: old_at.get(p.as_str()).map(|s| (*s).to_owned()),
            after: Some(v.clone()),
        })
        .collect();
    out.extend(
        old.iter()
            .filter(|(p, _)| !new_at.contains_key(p.as_str()))
            .map(|(p, v)| FieldChange {
                path: p.clone(),
                before: Some(v.clone()),
                after: None,
            }),
    );
    out
}

/// The languages an English item is translated into.
fn other_languages() -> impl Iterator<Item = Language> {
    Language::ALL.into_iter().filter(|l| *l != Language::En)
}

/// Whether `item` is an English item that has translations.
pub fn is_translatable(item: &content_item::Model) -> bool {
    item.language == Language::En.code()
        && item.source_id.is_none()
        && ContentKind::TRANSLATED.contains(&item.kind)
}

/// `content_items` as an item's source, in a subquery beside the row (`s`).
#[derive(sea_orm::DeriveIden)]
#[sea_orm(iden = "s")]
struct SourceRow;

/// `content_items` as a translation of the row (`t`).
#[derive(sea_orm::DeriveIden)]
#[sea_orm(iden = "t")]
struct TranslationRow;

/// `content_revisions` as the row's latest revision (`r`).
#[derive(sea_orm::DeriveIden)]
#[sea_orm(iden = "r")]
struct RevisionRow;

/// The expression that sets a saved item's `source_revision` to its
/// source's published revision in the same statement as the save (null,
/// as before, for an item that is no translation).
pub(super) fn saved_against_source() -> SimpleExpr {
    let published = Query::select()
        .column((SourceRow, content_item::Column::PublishedRevision))
        .from_as(content_item::Entity, SourceRow)
        .and_where(
            Expr::col((SourceRow, content_item::Column::Id))
                .equals((content_item::Entity, content_item::Column::SourceId)),
        )
        .to_owned();
    SimpleExpr::SubQuery(None, Box::new(published.into_sub_query_statement()))
}

/// Records that item `id` (a translation) was saved against its source as
/// the source is published now, without a new revision.
pub(super) async fn record_saved_against_source(
    db: &impl ConnectionTrait,
    id: i32,
) -> DomainResult<()> {
    content_item::Entity::update_many()
        .col_expr(content_item::Column::SourceRevision, saved_against_source())
        .filter(content_item::Column::Id.eq(id))
        .filter(content_item::Column::SourceId.is_not_null())
        .exec(db)
        .await?;
    Ok(())
}

/// The translations of each of `items` that is translatable, by the
/// item's id: one entry per language, missing where none names it.
pub async fn translations_of(
    db: &impl ConnectionTrait,
    items: &[content_item::Model],
) -> DomainResult<HashMap<i32, Vec<Translation>>> {
    let sources: Vec<&content_item::Model> = items.iter().filter(|i| is_translatable(i)).collect();
    if sources.is_empty() {
        return Ok(HashMap::new());
    }
    let found = content_item::Entity::find()
        .filter(content_item::Column::SourceId.is_in(sources.iter().map(|s| s.id)))
        .all(db)
        .await?;
    Ok(sources
        .into_iter()
        .map(|source| {
            let each = other_languages()
                .map(|language| {
                    match found
                        .iter()
                        .find(|t| t.source_id == Some(source.id) && t.language == language.code())
                    {
                        Some(t) => Translation {
                            language,
                            state: TranslationState::of(
                                source.published_revision,
                                t.source_revision,
                            ),
                            item: Some((t.id, t.path.clone())),
                        },
                        None => Translation {
                            language,
                            state: TranslationState::Missing,
                            item: None,
                        },
                    }
                })
                .collect();
            (source.id, each)
        })
        .collect())
}

/// Each translation's state against its source, by the translation's id.
pub async fn states_of(
    db: &impl ConnectionTrait,
    items: &[content_item::Model],
) -> DomainResult<HashMap<i32, TranslationState>> {
    let source_ids: Vec<i32> = items.iter().filter_map(|i| i.source_id).collect();
    if source_ids.is_empty() {
        return Ok(HashMap::new());
    }
    let sources = content_item::Entity::find()
        .filter(content_item::Column::Id.is_in(source_ids))
        .all(db)
        .await?;
    Ok(items
        .iter()
        .filter_map(|t| {
            let source = sources.iter().find(|s| Some(s.id) == t.source_id)?;
            Some((
                t.id,
                TranslationState::of(source.published_revision, t.source_revision),
            ))
        })
        .collect())
}

/// The English source of `translation`, with the source's changes since
/// the translation was last saved; `None` for an item that is no
/// translation.
pub async fn source_of(
    db: &impl ConnectionTrait,
    translation: &content_item::Model,
) -> DomainResult<Option<Source>> {
    let Some(source_id) = translation.source_id else {
        return Ok(None);
    };
    let source = item(db, source_id).await?;
    let shown = source.published_revision.unwrap_or(source.latest_revision);
    let fields = fields_of(&revision(db, source_id, shown).await?)?;
    let state = TranslationState::of(source.published_revision, translation.source_revision);
    let changes = match (state, translation.source_revision) {
        (TranslationState::Outdated, Some(then)) => {
            changes(&fields_of(&revision(db, source_id, then).await?)?, &fields)
        }
        (TranslationState::Outdated, None) => changes(&Value::Null, &fields),
        _ => Vec::new(),
    };
    Ok(Some(Source {
        item: source,
        fields,
        state,
        changes,
    }))
}

/// Starts the translation of English item `source_id` into `language`: a
/// draft at the source's address under the language's prefix, its fields
/// the source's as published (as last saved when never published), saved
/// against that revision. 409 when the item cannot be translated or already
/// is in that language.
#[tracing::instrument(skip_all, fields(source = source_id, language = language.code()))]
pub async fn start(
    db: &DatabaseConnection,
    actor: &Actor,
    source_id: i32,
    language: Language,
) -> DomainResult<i32> {
    if language == Language::En {
        return Err(DomainError::invalid(
            "language",
            "A translation is in another language than English: hi.",
        ));
    }
    let source = item(db, source_id).await?;
    if !is_translatable(&source) {
        return Err(DomainError::Conflict(
            "Only the English home, about page, hubs and service pages have translations; \
             open a translation's English page to translate it."
                .into(),
        ));
    }
    let from = source.published_revision.unwrap_or(source.latest_revision);
    let fields = fields_of(&revision(db, source_id, from).await?)?;
    let path = source.path.as_deref().map(|p| language.path_for(p));
    let txn = begin_write(db).await?;
    let existing = content_item::Entity::find()
        .filter(content_item::Column::SourceId.eq(source_id))
        .filter(content_item::Column::Language.eq(language.code()))
        .count(&txn)
        .await?;
    let taken = || {
        DomainError::Conflict(format!(
            "This item already has a translation in {}: open it from the content list.",
            language.name()
        ))
    };
    if existing > 0 || path_taken(&txn, &path, None).await? {
        return Err(taken());
    }
    let item = content_item::ActiveModel {
        kind: Set(source.kind),
        path: Set(path),
        language: Set(language.code().into()),
        source_id: Set(Some(source_id)),
        source_revision: Set(source.published_revision),
        ..Default::default()
    };
    let note = format!("Translation started from the English revision {from}");
    let id = add_draft(&txn, item, &fields, actor, note)
        .await
        .map_err(|e| match e.sql_err() {
            // Another instance added it first (the unique source and language).
            Some(sea_orm::SqlErr::UniqueConstraintViolation(_)) => taken(),
            _ => e.into(),
        })?;
    txn.commit().await?;
    Ok(id)
}

/// The content list's filters. `kinds` empty: every kind.
#[derive(Clone, Debug, Default)]
pub struct ContentFilter {
    pub kinds: Vec<ContentKind>,
    pub status: Option<ContentStatus>,
    pub language: Option<Language>,
    /// Items whose translation state is this: an English item with a
    /// translation in it (or missing one), a translation in it itself.
    pub state: Option<TranslationState>,
    /// Words that must each appear in the latest revision's fields or the
    /// address, in any case.
    pub search: Option<String>,
}

/// `LIKE` text for `word` anywhere, with `\` as the escape (control
/// characters, which no field holds and PostgreSQL refuses, left out).
fn anywhere(word: &str) -> String {
    let escaped = word
        .chars()
        .filter(|c| !c.is_control())
        .collect::<String>()
        .replace('\\', "\\\\")
        .replace('%', "\\%")
        .replace('_', "\\_");
    format!("%{}%", escaped.to_lowercase())
}

/// A translatable English item: the SQL beside `is_translatable`.
fn translatable() -> Condition {
    Condition::all()
        .add(content_item::Column::Language.eq(Language::En.code()))
        .add(content_item::Column::SourceId.is_null())
        .add(content_item::Column::Kind.is_in(ContentKind::TRANSLATED.map(|k| k.as_str())))
}

/// The SQL beside `TranslationState::of`: an English item some translation
/// of which was saved against an older published revision, or a
/// translation whose source was published past it.
fn outdated() -> Condition {
    use content_item::{Column as C, Entity as Items};
    // A translation `t` of the row, saved against an older revision.
    let behind = translations_of_row()
        .cond_where(
            Condition::any()
                .add(Expr::col((TranslationRow, C::SourceRevision)).is_null())
                .add(
                    Expr::col((TranslationRow, C::SourceRevision))
                        .lt(Expr::col((Items, C::PublishedRevision))),
                ),
        )
        .to_owned();
    // The row's source `s`, published past the revision the row was saved against.
    let ahead = Query::select()
        .expr(Expr::val(1))
        .from_as(Items, SourceRow)
        .and_where(Expr::col((SourceRow, C::Id)).equals((Items, C::SourceId)))
        .and_where(Expr::col((SourceRow, C::PublishedRevision)).is_not_null())
        .cond_where(
            Condition::any()
                .add(Expr::col((Items, C::SourceRevision)).is_null())
                .add(
                    Expr::col((Items, C::SourceRevision))
                        .lt(Expr::col((SourceRow, C::PublishedRevision))),
                ),
        )
        .to_owned();
    Condition::any()
        .add(
            Condition::all()
                .add(C::SourceId.is_null())
                .add(C::PublishedRevision.is_not_null())
                .add(Expr::exists(behind)),
        )
        .add(Expr::exists(ahead))
}

/// `SELECT 1 FROM content_items t WHERE t.source_id = content_items.id AND
/// t.language = 'hi'`: a translation of the row into `language`.
fn translation_in(language: Language) -> SelectStatement {
    translations_of_row()
        .and_where(Expr::col((TranslationRow, content_item::Column::Language)).eq(language.code()))
        .to_owned()
}

/// `SELECT 1 FROM content_items t WHERE t.source_id = content_items.id`:
/// the row's translations, named `t`.
fn translations_of_row() -> SelectStatement {
    Query::select()
        .expr(Expr::val(1))
        .from_as(content_item::Entity, TranslationRow)
        .and_where(
            Expr::col((TranslationRow, content_item::Column::SourceId))
                .equals((content_item::Entity, content_item::Column::Id)),
        )
        .to_owned()
}

/// A translatable English item without a translation in some language.
fn missing() -> Condition {
    other_languages().fold(Condition::any(), |any, language| {
        any.add(translatable().add(Expr::exists(translation_in(language)).not()))
    })
}

/// The rows in translation state `state`.
fn state_condition(state: TranslationState) -> Condition {
    match state {
        TranslationState::Missing => missing(),
        TranslationState::Outdated => outdated(),
        TranslationState::Current => Condition::all()
            .add(
                Condition::any()
                    .add(translatable())
                    .add(content_item::Column::SourceId.is_not_null()),
            )
            .add(missing().not())
            .add(outdated().not()),
    }
}

/// `LOWER(column) LIKE '%word%' ESCAPE '\'`.
fn lower_like(column: impl IntoColumnRef, word: &str) -> SimpleExpr {
    Expr::expr(Func::lower(Expr::col(column))).like(LikeExpr::new(anywhere(word)).escape('\\'))
}

/// A row whose address or latest revision's fields hold `word`, in any case.
fn has_word(word: &str) -> Condition {
    let in_fields = Query::select()
        .expr(Expr::val(1))
        .from_as(content_revision::Entity, RevisionRow)
        .and_where(
            Expr::col((RevisionRow, content_revision::Column::ItemId))
                .equals((content_item::Entity, content_item::Column::Id)),
        )
        .and_where(
            Expr::col((RevisionRow, content_revision::Column::Number))
                .equals((content_item::Entity, content_item::Column::LatestRevision)),
        )
        .and_where(lower_like(
            (RevisionRow, content_revision::Column::Fields),
            word,
        ))
        .to_owned();
    Condition::any()
        .add(lower_like(
            (content_item::Entity, content_item::Column::Path),
            word,
        ))
        .add(Expr::exists(in_fields))
}

/// The condition of every filter in `filter`.
fn condition(filter: &ContentFilter) -> Condition {
    let mut cond = Condition::all();
    if !filter.kinds.is_empty() {
        cond = cond.add(content_item::Column::Kind.is_in(filter.kinds.iter().map(|k| k.as_str())));
    }
    if let Some(status) = filter.status {
        cond = cond.add(content_item::Column::Status.eq(status.as_str()));
    }
    if let Some(language) = filter.language {
        cond = cond.add(content_item::Column::Language.eq(language.code()));
    }
    if let Some(state) = filter.state {
        cond = cond.add(state_condition(state));
    }
    for word in filter.search.iter().flat_map(|s| s.split_whitespace()) {
        cond = cond.add(has_word(word));
    }
    cond
}

/// The latest revision of each of `items`.
async fn latest_revisions(
    db: &DatabaseConnection,
    items: &[content_item::Model],
) -> DomainResult<Vec<content_revision::Model>> {
    if items.is_empty() {
        return Ok(Vec::new());
    }
    let latest = items.iter().fold(Condition::any(), |any, i| {
        any.add(
            Condition::all()
                .add(content_revision::Column::ItemId.eq(i.id))
                .add(content_revision::Column::Number.eq(i.latest_revision)),
        )
    });
    Ok(content_revision::Entity::find()
        .filter(latest)
        .all(db)
        .await?)
}

/// How well an item answers search words, best first: 0 when its title
/// (or heading or name) holds them as one phrase ("brand store": "Amazon
/// Brand Store Creation"), 1 when its title holds each word, 2 when its
/// address or fields hold the phrase, else 3.
fn rank(search: &str, item: &content_item::Model, revisions: &[content_revision::Model]) -> u8 {
    let words: Vec<String> = search.split_whitespace().map(str::to_lowercase).collect();
    let phrase = words.join(" ");
    let fields = revisions
        .iter()
        .find(|r| r.item_id == item.id && r.number == item.latest_revision)
        .and_then(|r| serde_json::from_str::<Value>(&r.fields).ok())
        .unwrap_or_default();
    let title: String = ["title", "h1", "name"]
        .iter()
        .filter_map(|k| fields.get(k).and_then(Value::as_str))
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase();
    let path = item.path.as_deref().unwrap_or_default().to_lowercase();
    if title.contains(&phrase) {
        0
    } else if words.iter().all(|w| title.contains(w.as_str())) {
        1
    } else if path.contains(&words.join("-")) || fields.to_string().to_lowercase().contains(&phrase)
    {
        2
    } else {
        3
    }
}

/// One row of the content list: an item with its latest fields, its
/// translations (an English item) or its state against its source (a
/// translation).
pub struct Listed {
    pub item: content_item::Model,
    pub fields: Value,
    pub translations: Vec<Translation>,
    pub state: Option<TranslationState>,
}

/// One page of the content list, in the order the items were added (with
/// search words, the best answers first: `rank`), with how many match
/// `filter`.
#[tracing::instrument(skip_all)]
pub async fn page(
    db: &DatabaseConnection,
    filter: &ContentFilter,
    page: PageRequest,
) -> DomainResult<(Vec<Listed>, u64)> {
    let found = content_item::Entity::find().filter(condition(filter));
    let (items, total, revisions) = match &filter.search {
        // A search ranks every match (a site has a few hundred items at
        // most), then takes the page.
        Some(search) => {
            let all = found.order_by_asc(content_item::Column::Id).all(db).await?;
            let revisions = latest_revisions(db, &all).await?;
            let mut ranked: Vec<(u8, content_item::Model)> = all
                .into_iter()
                .map(|item| (rank(search, &item, &revisions), item))
                .collect();
            ranked.sort_by_key(|(rank, item)| (*rank, item.id));
            let total = ranked.len() as u64;
            let items: Vec<_> = ranked
                .into_iter()
                .map(|(_, item)| item)
                .skip(page.offset() as usize)
                .take(page.per_page as usize)
                .collect();
            (items, total, revisions)
        }
        None => {
            let (items, total) =
                crate::services::one_page(db, found, (content_item::Column::Id, Order::Asc), page)
                    .await?;
            let revisions = latest_revisions(db, &items).await?;
            (items, total, revisions)
        }
    };
    if items.is_empty() {
        return Ok((Vec::new(), total));
    }
    let mut translations = translations_of(db, &items).await?;
    let states = states_of(db, &items).await?;
    let mut rows = Vec::with_capacity(items.len());
    for item in items {
        let revision = revisions
            .iter()
            .find(|r| r.item_id == item.id)
            .ok_or(DomainError::NotFound("Revision"))?;
        rows.push(Listed {
            fields: fields_of(revision)?,
            translations: translations.remove(&item.id).unwrap_or_default(),
            state: states.get(&item.id).copied(),
            item,
        });
    }
    Ok((rows, total))
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn changes_are_named_leaf_by_leaf() {
        let before = json!({"title": "Amazon Ads", "faq": [{"q": "How?", "a": "Weekly."}], "tags": ["a", "b"], "n": 1});
        let after = json!({"title": "Amazon Ads in Patna", "faq": [{"q": "How?", "a": "Every week."}], "tags": ["a"], "n": 2});
        let found = changes(&before, &after);
        let at = |p: &str| found.iter().find(|c| c.path == p).cloned();
        assert_eq!(
            at("title").unwrap().after.as_deref(),
            Some("Amazon Ads in Patna")
        );
        assert_eq!(at("faq[0].a").unwrap().before.as_deref(), Some("Weekly."));
        assert_eq!(at("n").unwrap().after.as_deref(), Some("2"));
        assert_eq!(at("tags[1]").unwrap().after, None);
        assert!(at("faq[0].q").is_none());
        assert_eq!(found.len(), 4);
    }

    #[test]
    fn like_words_match_themselves_only() {
        assert_eq!(anywhere("50%_A\\"), "%50\\%\\_a\\\\%");
        assert_eq!(anywhere("अमेज़न"), "%अमेज़न%");
    }
}
