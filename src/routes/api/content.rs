//! The content editor's calls: every item, one item at its latest
//! revision with the writing assistant's warnings, saving a draft on a base
//! revision (409 when another save came first), publishing now or at a
//! time, taking an item off the site, its history and restoring an old
//! revision as a new draft, and adding a case study, testimonial or
//! article. Administrators only; each write is in the audit log.
use axum::Json;
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use utoipa::IntoParams;
use utoipa::{
    openapi::{
        schema::{Discriminator, OneOfBuilder, Schema},
        Ref, RefOr,
    },
    PartialSchema, ToSchema,
};
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    params::{given, one_of, with_page, PageParams},
    AdminAt, Created,
};
use crate::{
    auth::{audit::actor_of, Admin},
    config::SiteSettings,
    content::{fields_of, kinds},
    domain::{
        content::{ContentKind, ContentStatus, TranslationState},
        language::Language,
        lead::Spelled,
        search_words, DomainError, FieldErrors,
    },
    entities::{content_item, content_revision},
    error::{AppResult, ErrorBody},
    extract::{ApiJson, ApiPath, ApiQuery},
    routes::wire::PageInfo,
    services::website::content::{
        self as service,
        translations::{self, ContentFilter, FieldChange, Listed, Source, Translation},
        Opened, Warning,
    },
    state::AppState,
};

pub fn router() -> OpenApiRouter<AppState> {
    super::resource([
        routes!(list, create),
        routes!(page),
        routes!(translate),
        routes!(overdue),
        routes!(business),
        routes!(one),
        routes!(save_draft),
        routes!(publish),
        routes!(unpublish),
        routes!(schedule),
        routes!(revisions),
        routes!(restore),
    ])
}

/// One item in the editor's list.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ContentSummary {
    pub id: i32,
    pub kind: ContentKind,
    /// The public address; none for a testimonial.
    pub path: Option<String>,
    pub language: String,
    pub status: ContentStatus,
    /// The latest revision's title (or a testimonial's name) as visitors
    /// read it: placeholders such as `{name}` filled.
    pub title: String,
    pub revision: i32,
    pub published_revision: Option<i32>,
    /// True when the latest revision is not the one visitors see.
    pub has_draft: bool,
    pub scheduled_at: Option<DateTime<Utc>>,
    pub updated_at: DateTime<Utc>,
    pub updated_by: String,
}

/// One item at its latest revision, as the editor opens it.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ContentDetail {
    pub id: i32,
    pub kind: ContentKind,
    pub path: Option<String>,
    pub language: String,
    pub status: ContentStatus,
    /// The latest revision's number: the `baseRevision` of the next save.
    pub revision: i32,
    /// The latest revision's title (or a testimonial's name) as visitors
    /// read it, placeholders filled; `fields` keeps them as typed.
    pub title: String,
    pub published_revision: Option<i32>,
    /// Whether it can be taken off the site: not the home and about pages,
    /// the hubs or the business's details, which the site cannot do without.
    pub can_unpublish: bool,
    pub scheduled_at: Option<DateTime<Utc>>,
    pub scheduled_revision: Option<i32>,
    /// Who saved the latest revision, and when.
    pub saved_by: String,
    pub saved_at: DateTime<Utc>,
    /// The fields of the item's kind, named as in the content files (camelCase).
    #[schema(value_type = ContentFields)]
    pub fields: Value,
    /// The writing assistant's advice; none of it blocks a save.
    pub warnings: Vec<Warning>,
    /// A translation's English source (none for an English item).
    pub source_id: Option<i32>,
    /// An English item's state in each other language (empty for an item
    /// that is not translated: a translation, a testimonial, a case study,
    /// an article or the business's details).
    pub translations: Vec<TranslationView>,
    /// A translation's English source, how the translation stands against
    /// it and which of its fields changed since the translation was last
    /// saved.
    pub source: Option<SourceView>,
}

/// An English item's translation into one language.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TranslationView {
    pub language: Language,
    /// `missing`: no translation yet; `current`: saved against the
    /// source's published revision; `outdated`: the source was published
    /// again since the translation was last saved.
    pub state: TranslationState,
    /// The translation's id, when there is one.
    pub id: Option<i32>,
    /// The translation's address (the English one under `/hi`).
    pub path: Option<String>,
}

impl From<Translation> for TranslationView {
    fn from(t: Translation) -> Self {
        let (id, path) = t.item.map_or((None, None), |(id, path)| (Some(id), path));
        Self {
            language: t.language,
            state: t.state,
            id,
            path,
        }
    }
}

/// One field (a leaf, named by its path) that changed in a translation's
/// source.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FieldChangeView {
    /// As the 422s name fields, without `fields.`: `title`,
    /// `sections[1].heading`.
    pub path: String,
    /// The English text when the translation was last saved (none: the
    /// field was not there).
    pub before: Option<String>,
    /// The English text as now published (none: the field was removed).
    pub after: Option<String>,
}

impl From<FieldChange> for FieldChangeView {
    fn from(c: FieldChange) -> Self {
        Self {
            path: c.path,
            before: c.before,
            after: c.after,
        }
    }
}

/// A translation's English source.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SourceView {
    pub id: i32,
    pub path: Option<String>,
    /// Its title as visitors read it.
    pub title: String,
    /// `current` or `outdated` (published again since the translation was
    /// last saved).
    pub state: TranslationState,
    /// The source's published revision the translation was last saved
    /// against.
    pub saved_against: Option<i32>,
    /// The source's published revision now.
    pub published_revision: Option<i32>,
    /// The source's fields that changed from `savedAgainst` to
    /// `publishedRevision`, leaf by leaf (empty while current).
    pub changes: Vec<FieldChangeView>,
}

impl SourceView {
    fn of(site: &SiteSettings, source: Source, saved_against: Option<i32>) -> Self {
        Self {
            id: source.item.id,
            path: source.item.path,
            title: title_of(site, &source.fields),
            state: source.state,
            saved_against,
            published_revision: source.item.published_revision,
            changes: source.changes.into_iter().map(Into::into).collect(),
        }
    }
}

/// One row of the paged content list: the plain list's entry with the
/// item's translations.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ContentRow {
    #[serde(flatten)]
    pub summary: ContentSummary,
    /// A translation's English source (none for an English item).
    pub source_id: Option<i32>,
    /// A translation's state against its source: `current` or `outdated`.
    pub translation_state: Option<TranslationState>,
    /// An English item's state in each other language (empty when it is
    /// not translated).
    pub translations: Vec<TranslationView>,
}

/// One page of the content list.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ContentPage {
    #[serde(flatten)]
    pub paging: PageInfo,
    /// In the order the items were added.
    pub items: Vec<ContentRow>,
}

/// One revision in an item's history.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RevisionView {
    pub number: i32,
    pub author_name: String,
    /// "Draft saved", "Restored from revision 3", "First edition (content files)".
    pub note: String,
    pub created_at: DateTime<Utc>,
    #[schema(value_type = ContentFields)]
    pub fields: Value,
}

/// An item's title as visitors read it: its `h1`, `title` or `name` with
/// the placeholders filled from the business details (as typed when one
/// cannot be filled, so the administrator sees what is wrong).
pub(crate) fn title_of(site: &SiteSettings, fields: &Value) -> String {
    let typed = ["h1", "title", "name"]
        .iter()
        .find_map(|k| fields.get(k).and_then(Value::as_str))
        .unwrap_or_default();
    site.fill(typed).unwrap_or_else(|_| typed.to_owned())
}

impl ContentSummary {
    fn of(site: &SiteSettings, item: content_item::Model, fields: Value) -> Self {
        Self {
            id: item.id,
            kind: item.kind,
            path: item.path,
            language: item.language,
            status: item.status,
            title: title_of(site, &fields),
            revision: item.latest_revision,
            published_revision: item.published_revision,
            has_draft: item.published_revision != Some(item.latest_revision),
            scheduled_at: item.scheduled_at,
            updated_at: item.updated_at,
            updated_by: item.updated_by,
        }
    }
}

impl ContentDetail {
    fn of(site: &SiteSettings, o: Opened) -> Self {
        let saved_against = o.item.source_revision;
        Self {
            source_id: o.item.source_id,
            translations: o.translations.into_iter().map(Into::into).collect(),
            source: o.source.map(|s| SourceView::of(site, s, saved_against)),
            title: title_of(site, &o.fields),
            id: o.item.id,
            kind: o.item.kind,
            path: o.item.path,
            language: o.item.language,
            status: o.item.status,
            revision: o.item.latest_revision,
            published_revision: o.item.published_revision,
            can_unpublish: o.item.kind.can_unpublish(),
            scheduled_at: o.item.scheduled_at,
            scheduled_revision: o.item.scheduled_revision,
            saved_by: o.saved_by,
            saved_at: o.saved_at,
            fields: o.fields,
            warnings: o.warnings,
        }
    }
}

impl TryFrom<content_revision::Model> for RevisionView {
    type Error = DomainError;

    fn try_from(r: content_revision::Model) -> Result<Self, DomainError> {
        Ok(Self {
            fields: serde_json::from_str(&r.fields)
                .map_err(|e| DomainError::Internal(anyhow::anyhow!("revision {}: {e}", r.id)))?,
            number: r.number,
            author_name: r.author_name,
            note: r.note,
            created_at: r.created_at,
        })
    }
}

/// The item as it now stands, for the answer to a call on it.
async fn opened(state: &AppState, id: i32) -> AppResult<Json<ContentDetail>> {
    let live = state.content();
    let opened = service::open(&state.db, &state.config.site, &live, id).await?;
    Ok(Json(ContentDetail::of(&live.site, opened)))
}

/// List the site's content
///
/// Every page, case study, testimonial and article with its status, latest
/// and published revision, whether a draft waits, and any publishing time.
/// Administrators only.
#[utoipa::path(get, path = "/admin/content", tag = "content",
    responses((status = 200, body = Vec<ContentSummary>)))]
pub async fn list(Admin { state, .. }: Admin) -> AppResult<Json<Vec<ContentSummary>>> {
    let items = service::list(&state.db).await?;
    let site = state.content().site.clone();
    Ok(Json(
        items
            .into_iter()
            .map(|(item, fields)| ContentSummary::of(&site, item, fields))
            .collect(),
    ))
}

/// The paged content list's filters.
#[derive(Clone, Debug, Default, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct ContentParams {
    /// One kind or several, comma-separated (`servicePage,hub,home,about`).
    pub kind: Option<String>,
    /// draft, published or scheduled.
    #[param(value_type = Option<ContentStatus>)]
    pub status: Option<String>,
    /// en or hi: the items written in it.
    pub language: Option<String>,
    /// missing, current or outdated: English items with a translation in
    /// that state (or missing one), and translations in it themselves.
    #[param(value_type = Option<TranslationState>)]
    pub translation: Option<String>,
    /// Words that must each appear in the latest revision's fields or the
    /// address.
    pub q: Option<String>,
}

/// Every value of a spelled enum by its spelling, for `one_of`.
fn spellings<T: Spelled + Copy>() -> Vec<(&'static str, T)> {
    T::ALL.iter().map(|v| (v.as_str(), *v)).collect()
}

impl ContentParams {
    fn parse(&self) -> Result<ContentFilter, FieldErrors> {
        let mut e = FieldErrors::default();
        let all_kinds = spellings::<ContentKind>();
        let kinds: Vec<ContentKind> = given(&self.kind)
            .map(|list| {
                list.split(',')
                    .filter_map(|k| e.patch(one_of("kind", "Kind", Some(k.trim()), &all_kinds)))
                    .collect()
            })
            .unwrap_or_default();
        let status = e.patch(one_of(
            "status",
            "Status",
            given(&self.status),
            &spellings::<ContentStatus>(),
        ));
        let languages: Vec<(&str, Language)> =
            Language::ALL.iter().map(|l| (l.code(), *l)).collect();
        let language = e.patch(one_of(
            "language",
            "Language",
            given(&self.language),
            &languages,
        ));
        let state = e.patch(one_of(
            "translation",
            "Translation",
            given(&self.translation),
            &spellings::<TranslationState>(),
        ));
        let search = e.check(search_words(self.q.as_deref()));
        e.finish(|| {
            Some(ContentFilter {
                kinds,
                status,
                language,
                state,
                search: search?,
            })
        })
    }
}

impl ContentRow {
    fn of(site: &SiteSettings, row: Listed) -> Self {
        Self {
            source_id: row.item.source_id,
            translation_state: row.state,
            translations: row.translations.into_iter().map(Into::into).collect(),
            summary: ContentSummary::of(site, row.item, row.fields),
        }
    }
}

/// Page through the site's content
///
/// One page of the pages, case studies, testimonials and articles, in the
/// order they were added, each as `GET /admin/content` lists it plus its
/// translations: an English item's state in each other language
/// (`missing`, `current`, `outdated`) and a translation's state against
/// its source. Filtered by `kind` (one or several, comma-separated),
/// `status`, `language`, `translation` (a state) and search words `q`.
/// Administrators only; 422 naming each parameter it cannot read.
#[utoipa::path(get, path = "/admin/content/page", tag = "content", params(ContentParams, PageParams),
    responses((status = 200, body = ContentPage), (status = 422, body = ErrorBody)))]
pub async fn page(
    Admin { state, .. }: Admin,
    ApiQuery(query): ApiQuery<ContentParams>,
    ApiQuery(paging): ApiQuery<PageParams>,
) -> AppResult<Json<ContentPage>> {
    let (filter, request) = with_page(query.parse(), &paging)?;
    let (rows, total) = translations::page(&state.db, &filter, request).await?;
    let site = state.content().site.clone();
    Ok(Json(ContentPage {
        paging: PageInfo::of(request, total),
        items: rows.into_iter().map(|r| ContentRow::of(&site, r)).collect(),
    }))
}

#[derive(Deserialize, ToSchema)]
pub struct TranslationBody {
    /// The language to translate into: hi.
    #[schema(value_type = String, example = "hi")]
    pub language: Option<Value>,
}

/// Start a translation
///
/// Adds the translation of an English item (the home, about page, a hub or
/// a service page) into `language` as a draft at the English address under
/// the language's prefix (`/hi/amazon/aplus`), its fields starting as the
/// English ones as published, saved against that revision. Nothing is
/// shown on the site until it is published. Administrators only; 201 with
/// the new item, 422 for a language other than hi, 409 when the item is
/// not translated or already has a translation in that language.
#[utoipa::path(post, path = "/admin/content/{id}/translations", tag = "content",
    params(("id" = i32, Path)), request_body = TranslationBody,
    responses((status = 201, body = ContentDetail), (status = 404, body = ErrorBody),
              (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn translate(
    AdminAt { state, user, id }: AdminAt,
    ApiJson(body): ApiJson<TranslationBody>,
) -> AppResult<Created<ContentDetail>> {
    let language = body
        .language
        .as_ref()
        .and_then(Value::as_str)
        .and_then(Language::parse)
        .filter(|l| *l != Language::En)
        .ok_or_else(|| DomainError::invalid("language", "Translate into hi (Hindi)."))?;
    let actor = actor_of(&user.admin);
    let new = translations::start(&state.db, &actor, id, language).await?;
    let Json(detail) = opened(&state, new).await?;
    Ok(Created(detail))
}

/// A scheduled item still waiting after its time.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OverdueItem {
    pub id: i32,
    pub title: String,
    pub path: Option<String>,
    pub scheduled_at: Option<DateTime<Utc>>,
}

/// List overdue scheduled content
///
/// Items scheduled to go live more than a minute ago and still not published,
/// so the administrator home can warn of them. Normally empty: the site
/// publishes each within a second of its time, also after a restart.
/// Administrators only.
#[utoipa::path(get, path = "/admin/content/overdue", tag = "content",
    responses((status = 200, body = Vec<OverdueItem>)))]
pub async fn overdue(Admin { state, .. }: Admin) -> AppResult<Json<Vec<OverdueItem>>> {
    let late = service::overdue(&state.db, Utc::now()).await?;
    let site = state.content().site.clone();
    Ok(Json(
        late.into_iter()
            .map(|(item, fields)| OverdueItem {
                id: item.id,
                title: title_of(&site, &fields),
                path: item.path,
                scheduled_at: item.scheduled_at,
            })
            .collect(),
    ))
}

/// Open a content item
///
/// The item at its latest revision, with its fields (named as in the content
/// files, in camelCase), its `revision` (the `baseRevision` of the next save)
/// and the writing assistant's advice. Administrators only.
#[utoipa::path(get, path = "/admin/content/{id}", tag = "content", params(("id" = i32, Path)),
    responses((status = 200, body = ContentDetail)))]
pub async fn one(AdminAt { state, id, .. }: AdminAt) -> AppResult<Json<ContentDetail>> {
    opened(&state, id).await
}

/// Open the business's details
///
/// The business's details (its name, contact details, opening hours,
/// holidays, registered name and GSTIN) as a content item, exactly as
/// `GET /admin/content/{id}` answers it, for the Business details screen.
/// Administrators only.
#[utoipa::path(get, path = "/admin/content/business", tag = "content",
    responses((status = 200, body = ContentDetail), (status = 404, body = ErrorBody)))]
pub async fn business(Admin { state, .. }: Admin) -> AppResult<Json<ContentDetail>> {
    let id = service::business_id(&state.db).await?;
    opened(&state, id).await
}

/// The fields of a save: an object.
fn fields(value: Option<Value>, errors: &mut FieldErrors) -> Option<Value> {
    match value {
        Some(v @ Value::Object(_)) => Some(v),
        _ => {
            errors.add("fields", "The fields must be an object.");
            None
        }
    }
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DraftBody {
    /// The revision the editor started from (`revision` when it opened the item).
    #[schema(value_type = i32)]
    pub base_revision: Option<Value>,
    /// The fields of the item's kind: every one that is missing or refused
    /// is named in the 422 by its path (`fields.sections[1].heading`).
    #[schema(value_type = ContentFields)]
    pub fields: Option<Value>,
}

/// Save a draft
///
/// Saves the fields as the item's next revision, based on `baseRevision`;
/// the live page does not change until it is published. Answers 409 when
/// another save came after that revision, naming who saved it and when, so
/// nothing is overwritten unseen. Administrators only; 422 names each field
/// at fault, including a slug another item has.
#[utoipa::path(put, path = "/admin/content/{id}/draft", tag = "content",
    params(("id" = i32, Path)), request_body = DraftBody,
    responses((status = 200, body = ContentDetail), (status = 409, body = ErrorBody)))]
pub async fn save_draft(
    AdminAt { state, user, id }: AdminAt,
    ApiJson(body): ApiJson<DraftBody>,
) -> AppResult<Json<ContentDetail>> {
    let mut errors = FieldErrors::default();
    let base = match body.base_revision.as_ref().and_then(Value::as_i64) {
        Some(n) if n >= 1 && n <= i64::from(i32::MAX) => Some(n as i32),
        _ => {
            errors.add(
                "baseRevision",
                "The base revision must be the number of the revision you started from.",
            );
            None
        }
    };
    let fields = fields(body.fields, &mut errors);
    let (Some(base), Some(fields)) = (base, fields) else {
        return Err(errors.into());
    };
    let actor = actor_of(&user.admin);
    service::save_draft(&state.db, &state.config.site, &actor, id, base, fields).await?;
    opened(&state, id).await
}

/// A new item: its `kind` and that kind's fields. Its schema is one of
/// `NewCaseStudy`, `NewTestimonial` and `NewArticle`, told apart by `kind`
/// (see its `ToSchema`); the handler reads both leniently so that a wrong
/// kind or missing fields are answered 422, field by field.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct NewContentBody {
    pub kind: Option<Value>,
    pub fields: Option<Value>,
}

/// `article` → `Article`.
fn pascal(kind: ContentKind) -> String {
    let name = kind.as_str();
    name[..1].to_uppercase() + &name[1..]
}

/// The name of a kind's fields schema: `ArticleFields`.
fn fields_schema_name(kind: ContentKind) -> String {
    format!("{}Fields", pascal(kind))
}

/// The name of the body that creates an item of a kind: `NewArticle`.
fn new_schema_name(kind: ContentKind) -> String {
    format!("New{}", pascal(kind))
}

/// A schema written as JSON.
fn schema_of(value: Value) -> RefOr<Schema> {
    serde_json::from_value(value).expect("a content schema is a valid schema")
}

/// The fields of an item of any kind: one of the kinds' field schemas
/// (`ServicePageFields` … `BusinessFields`), each the kind's declaration in
/// `content` (`content::kinds::schema`), titled with the kind's name.
pub struct ContentFields;

impl PartialSchema for ContentFields {
    fn schema() -> RefOr<Schema> {
        ContentKind::ALL
            .iter()
            .fold(OneOfBuilder::new(), |of, kind| {
                of.item(Ref::from_schema_name(fields_schema_name(*kind)))
            })
            .description(Some(
                "The fields of the item's kind (`kind`), named as in the content files (camelCase).",
            ))
            .into()
    }
}

impl ToSchema for ContentFields {
    fn schemas(schemas: &mut Vec<(String, RefOr<Schema>)>) {
        for kind in ContentKind::ALL {
            let mut schema = kinds::schema(&fields_of(*kind));
            schema["title"] = json!(kind.label());
            schemas.push((fields_schema_name(*kind), schema_of(schema)));
        }
    }
}

impl PartialSchema for NewContentBody {
    fn schema() -> RefOr<Schema> {
        let mapping = ContentKind::NEW.map(|kind| {
            let name = new_schema_name(kind);
            (kind.as_str(), format!("#/components/schemas/{name}"))
        });
        ContentKind::NEW
            .iter()
            .fold(OneOfBuilder::new(), |of, kind| {
                of.item(Ref::from_schema_name(new_schema_name(*kind)))
            })
            .discriminator(Some(Discriminator::with_mapping("kind", mapping)))
            .into()
    }
}

impl ToSchema for NewContentBody {
    fn schemas(schemas: &mut Vec<(String, RefOr<Schema>)>) {
        for kind in ContentKind::NEW {
            let body = json!({
                "type": "object",
                "title": format!("A new {}", kind.label().to_lowercase()),
                "required": ["kind", "fields"],
                "properties": {
                    "kind": {"type": "string", "enum": [kind.as_str()]},
                    "fields": {"$ref": format!("#/components/schemas/{}", fields_schema_name(kind))},
                },
            });
            schemas.push((new_schema_name(kind), schema_of(body)));
        }
        ContentFields::schemas(schemas);
    }
}

/// Add a case study, testimonial or article
///
/// Creates the item from `kind` (`caseStudy`, `testimonial` or `article`)
/// and its fields as a first draft; nothing is shown on the site until it is
/// published. Administrators only; 201 with the item, 422 naming every field
/// at fault.
#[utoipa::path(post, path = "/admin/content", tag = "content", request_body = NewContentBody,
    responses((status = 201, body = ContentDetail)))]
pub async fn create(
    Admin { state, user }: Admin,
    ApiJson(body): ApiJson<NewContentBody>,
) -> AppResult<Created<ContentDetail>> {
    let mut errors = FieldErrors::default();
    let kind = body
        .kind
        .and_then(|k| serde_json::from_value::<ContentKind>(k).ok())
        .filter(|k| ContentKind::NEW.contains(k));
    if kind.is_none() {
        errors.add(
            "kind",
            "The kind must be caseStudy, testimonial or article.",
        );
    }
    let fields = fields(body.fields, &mut errors);
    let (Some(kind), Some(fields)) = (kind, fields) else {
        return Err(errors.into());
    };
    let actor = actor_of(&user.admin);
    let id = service::create(&state.db, &state.config.site, &actor, kind, fields).await?;
    let Json(detail) = opened(&state, id).await?;
    Ok(Created(detail))
}

/// Publish a content item
///
/// Puts the latest revision on the site now and drops any schedule.
/// Administrators only; recorded in the audit log.
#[utoipa::path(post, path = "/admin/content/{id}/publish", tag = "content",
    params(("id" = i32, Path)), responses((status = 200, body = ContentDetail)))]
pub async fn publish(AdminAt { state, user, id }: AdminAt) -> AppResult<Json<ContentDetail>> {
    service::publish(&state.db, &actor_of(&user.admin), id).await?;
    opened(&state, id).await
}

/// Take a content item off the site
///
/// The item stops being shown; its revisions stay. Administrators only; 409
/// for the pages the site cannot do without (edit and publish those
/// instead).
#[utoipa::path(post, path = "/admin/content/{id}/unpublish", tag = "content",
    params(("id" = i32, Path)),
    responses((status = 200, body = ContentDetail), (status = 409, body = ErrorBody)))]
pub async fn unpublish(AdminAt { state, user, id }: AdminAt) -> AppResult<Json<ContentDetail>> {
    service::unpublish(&state.db, &actor_of(&user.admin), id).await?;
    opened(&state, id).await
}

#[derive(Deserialize, ToSchema)]
pub struct ScheduleBody {
    /// When to publish: an RFC 3339 time ("2026-12-01T09:30:00+05:30").
    #[schema(value_type = String)]
    pub at: Option<Value>,
}

/// Schedule a content item
///
/// Puts the latest revision on the site at `at` (RFC 3339 with its offset,
/// in the future). A live item stays live at its published revision until
/// then. Administrators only; 422 for a time that cannot be read or has
/// passed.
#[utoipa::path(post, path = "/admin/content/{id}/schedule", tag = "content",
    params(("id" = i32, Path)), request_body = ScheduleBody,
    responses((status = 200, body = ContentDetail)))]
pub async fn schedule(
    AdminAt { state, user, id }: AdminAt,
    ApiJson(body): ApiJson<ScheduleBody>,
) -> AppResult<Json<ContentDetail>> {
    let at = body
        .at
        .as_ref()
        .and_then(Value::as_str)
        .and_then(|t| DateTime::parse_from_rfc3339(t.trim()).ok())
        .ok_or_else(|| {
            DomainError::invalid(
                "at",
                "Give the time as RFC 3339 with its offset, like 2026-12-01T09:30:00+05:30.",
            )
        })?;
    let actor = actor_of(&user.admin);
    service::schedule(&state.db, &actor, id, at.with_timezone(&Utc), Utc::now()).await?;
    opened(&state, id).await
}

/// List a content item's revisions
///
/// Every revision, newest first, with who saved it, when and why ("Draft
/// saved", "Restored from revision 3"), and its fields for comparing.
/// Administrators only.
#[utoipa::path(get, path = "/admin/content/{id}/revisions", tag = "content",
    params(("id" = i32, Path)), responses((status = 200, body = Vec<RevisionView>)))]
pub async fn revisions(AdminAt { state, id, .. }: AdminAt) -> AppResult<Json<Vec<RevisionView>>> {
    let all = service::revisions(&state.db, id).await?;
    let views = all
        .into_iter()
        .map(RevisionView::try_from)
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Json(views))
}

/// Restore a revision
///
/// Copies revision `n` as a new draft revision; history is never rewritten
/// and the live page does not change until it is published. Administrators
/// only; 422 when the old revision's slug has been taken by another item
/// since, 409 when another save lands first.
#[utoipa::path(post, path = "/admin/content/{id}/revisions/{n}/restore", tag = "content",
    params(("id" = i32, Path), ("n" = i32, Path)),
    responses((status = 200, body = ContentDetail), (status = 409, body = ErrorBody)))]
pub async fn restore(
    Admin { state, user }: Admin,
    ApiPath((id, n)): ApiPath<(i32, i32)>,
) -> AppResult<Json<ContentDetail>> {
    service::restore(&state.db, &actor_of(&user.admin), id, n).await?;
    opened(&state, id).await
}
