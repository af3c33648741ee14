//! The OpenAPI 3 document of the whole API, served at /api/openapi.json.
//! This file holds what is true of every call (title, security schemes);
//! the calls themselves are collected from the routers (see `super::document`).
use axum::{routing::get, Json, Router};
use utoipa::{
    openapi::{
        header::HeaderBuilder,
        path::Operation,
        schema::{ObjectBuilder, Type},
        security::{
            ApiKey, ApiKeyValue, HttpAuthScheme, HttpBuilder, SecurityRequirement, SecurityScheme,
        },
        Content, Ref, RefOr, Response, ResponseBuilder,
    },
    Modify, OpenApi,
};

use crate::state::AppState;

#[derive(OpenApi)]
#[openapi(
    info(title = "Vanijya Digital API", version = "1.0.0",
         description = "Public forms and the administrator API. Administrator calls need the session cookie from POST /admin/login or `Authorization: Bearer <accessToken>`. Writes with a body must be application/json."),
    modifiers(&Security),
    security(("session" = []), ("bearer" = []), ()),
    tags(
        (name = "auth", description = "Signing in and out: the password step, the two-step code, the session check and logout."),
        (name = "admins", description = "Administrator accounts: the first account on a new site, the list, adding and deleting."),
        (name = "account", description = "The signed-in administrator's own account: password, live sessions and two-step sign-in."),
        (name = "services", description = "The service catalogue that the enquiry form offers: each service with its sub-service."),
        (name = "enquiries", description = "Business enquiries (quote requests) from the public form, and the administrators' reads and edits of them."),
        (name = "careers", description = "Departments, positions and their job pages, and the job applications sent for them with their CVs."),
        (name = "affiliate", description = "Affiliate products: the public product pages' reads and the administrators' additions and edits."),
        (name = "products", description = "The administrators' affiliate product list with search, filters and sort, and its CSV export."),
        (name = "leads", description = "The lead desk: enquiries and applications with status, assignee, follow-up, notes and history, the dashboard figures and CSV exports."),
        (name = "quotes", description = "Quotations for an enquiry with GST worked out, their PDFs and sending, and the rate card they draw on."),
        (name = "invoices", description = "GST tax invoices from an accepted quotation or typed lines, issued under numbers per financial year; payments with TDS, credit and debit notes, and receipt vouchers for advances."),
        (name = "content", description = "The site's own content (service pages, hubs, case studies, testimonials, articles): drafts, publishing, scheduling and revisions."),
        (name = "media", description = "The media library: images uploaded for the site's content and served as WebP copies."),
        (name = "people", description = "Everything held about one person, found by e-mail or phone, to export it or erase it on request."),
        (name = "audit", description = "The audit log of sign-ins and of what administrators created, changed and deleted; read-only."),
        (name = "analytics", description = "What each channel earned: visits counted by the server, leads, won clients and revenue by source, medium, campaign and landing page, the ad spend imported for them, and the files the ad platforms read."),
        (name = "mail", description = "The outbox of e-mail the site sends: how it stands, and trying every waiting message again."),
        (name = "backups", description = "How the site's scheduled backups stand."),
        (name = ORIGINAL_CLIENT, description = "Calls kept at the paths, field names and statuses of the original client (`/userbe/createbe`, `/admin/getallbe`, `/serviceent/list`, …); each answers as before over the product's own calls, which follow `/admin/<resource>/…`. Not deprecated: deployed copies of that client still call them; of ours, only signing in and out, the session check, the first registration and the public enquiry form use these paths."),
    ),
)]
pub struct ApiDoc;

/// The second tag of every call kept for the original client.
pub const ORIGINAL_CLIENT: &str = "original-client";

/// The sentence that ends each such call's description.
pub const ORIGINAL_CLIENT_NOTE: &str = "Kept for the original client: this path, its field names and its statuses stay exactly as that client calls them.";

/// Marks the calls that `original::router()` registers as kept for the
/// original client: the `original-client` tag after their own one (the
/// first tag names the operationId, so ids do not change) and
/// `ORIGINAL_CLIENT_NOTE` as the last paragraph of the description.
///
/// They are not marked `deprecated`: deployed copies of the original client
/// still call them, and five of them (signing in and out, the session
/// check, the first registration, the public enquiry form's post) are the
/// product's own calls for their job. The administrator island calls no
/// other (a test in `original` checks it).
pub struct OriginalClient(pub utoipa::openapi::OpenApi);

impl Modify for OriginalClient {
    fn modify(&self, api: &mut utoipa::openapi::OpenApi) {
        for (path, kept) in &self.0.paths.paths {
            let Some(item) = api.paths.paths.get_mut(path) else {
                continue;
            };
            let pairs = [
                (&kept.get, &mut item.get),
                (&kept.post, &mut item.post),
                (&kept.put, &mut item.put),
                (&kept.patch, &mut item.patch),
                (&kept.delete, &mut item.delete),
            ];
            for (kept, op) in pairs {
                let (Some(_), Some(op)) = (kept, op.as_mut()) else {
                    continue;
                };
                op.tags
                    .get_or_insert_with(Vec::new)
                    .push(ORIGINAL_CLIENT.to_owned());
                op.description = Some(match op.description.take() {
                    Some(text) => format!("{text}\n\n{ORIGINAL_CLIENT_NOTE}"),
                    None => ORIGINAL_CLIENT_NOTE.to_owned(),
                });
            }
        }
    }
}

struct Security;

impl Modify for Security {
    fn modify(&self, api: &mut utoipa::openapi::OpenApi) {
        let components = api.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            "bearer",
            SecurityScheme::Http(HttpBuilder::new().scheme(HttpAuthScheme::Bearer).build()),
        );
        components.add_security_scheme(
            "session",
            SecurityScheme::ApiKey(ApiKey::Cookie(ApiKeyValue::new("vanijya_session"))),
        );
    }
}

/// utoipa names each call's operationId after its handler, and handlers in
/// different resource files share names (`create`, `list`, `remove`). OpenAPI
/// requires the ids to be unique, and the islands' type generator refuses a
/// document where they are not, so each id gets its call's tag in front:
/// `services_create`, `enquiries_create`. `super::document()` applies it
/// once the routers' calls are merged in (a modifier on `ApiDoc` would run
/// before they are there).
pub struct UniqueOperationIds;

impl Modify for UniqueOperationIds {
    fn modify(&self, api: &mut utoipa::openapi::OpenApi) {
        for item in api.paths.paths.values_mut() {
            let operations = [
                &mut item.get,
                &mut item.post,
                &mut item.put,
                &mut item.patch,
                &mut item.delete,
            ];
            for op in operations.into_iter().flatten() {
                let tag = op.tags.as_ref().and_then(|tags| tags.first());
                if let (Some(tag), Some(id)) = (tag, op.operation_id.as_mut()) {
                    *id = format!("{tag}_{id}");
                }
            }
        }
    }
}

/// Calls that need no administrator session (with one, some show more).
/// Every other operation needs a session, like the server, which denies by
/// default: so a call added later is declared protected without being listed.
const PUBLIC: &[(&str, &str)] = &[
    ("post", "/admin/login"),
    ("post", "/admin/logout"),
    ("get", "/admin/check-auth"),
    ("post", "/admin/createad"),
    ("get", "/serviceent/list"),
    ("post", "/userbe/createbe"),
    ("post", "/usercp/createcp/{pos_id}"),
    ("post", "/usercp/apply"),
    ("get", "/dept/withposts"),
    ("get", "/posts/all"),
    ("get", "/admin/aff/active"),
    ("get", "/admin/aff/{id}"),
];

/// Adds the error answers that come from layers shared by every call rather
/// than from one handler, so no `#[utoipa::path]` has to repeat them:
/// - 401 and the session requirement on every call that needs a session;
/// - 400 (malformed JSON, a bad id in the address, a query string that
///   cannot be read, such as one naming a parameter twice) where there is a
///   body, a path parameter or a query parameter, and 404 (no such id)
///   where there is a path parameter;
/// - 403 (cross-site), 413 (too large) and 415 (not JSON) on every write,
///   and 403 on every call that needs a session (the account's access
///   level does not include it: `auth::access`);
/// - 408 (body stalled) and 422 (invalid field) where there is a body;
/// - the `Retry-After` header on every 429 and 503.
///
/// Applied by `super::document` once every router's calls are collected.
pub struct ErrorAnswers;

fn error_answer(description: &str) -> RefOr<Response> {
    RefOr::T(
        ResponseBuilder::new()
            .description(description)
            .content(
                "application/json",
                Content::new(Some(Ref::from_schema_name("ErrorBody"))),
            )
            .build(),
    )
}

impl ErrorAnswers {
    fn amend(path: &str, method: &str, op: &mut Operation) {
        let write = matches!(method, "post" | "put" | "patch" | "delete");
        let body = op.request_body.is_some();
        let path_params = path.contains('{');
        let query_params = op
            .parameters
            .iter()
            .flatten()
            .any(|p| matches!(p.parameter_in, utoipa::openapi::path::ParameterIn::Query));
        let public = PUBLIC.contains(&(method, path));
        let mut add = |status: &str, description: &str| {
            op.responses
                .responses
                .entry(status.to_owned())
                .or_insert_with(|| error_answer(description));
        };
        if !public {
            add("401", "No administrator session: log in first.");
        }
        if write {
            add(
                "403",
                "A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include.",
            );
        } else if !public {
            add(
                "403",
                "The account's access level does not include this call.",
            );
        }
        if body || path_params || query_params {
            add(
                "400",
                "The JSON body, an id in the address or the query string could not be read.",
            );
        }
        if path_params {
            add("404", "Nothing has this id.");
        }
        if write {
            add("413", "The request body is over 64 KiB.");
            add("415", "The body is not application/json.");
        }
        if body {
            add("408", "The request body stopped arriving.");
            add(
                "422",
                "Fields are missing or invalid; `errors` names each, `field` the first.",
            );
        }
        for status in ["429", "503"] {
            if let Some(RefOr::T(res)) = op.responses.responses.get_mut(status) {
                res.headers.insert(
                    "Retry-After".to_owned(),
                    HeaderBuilder::new()
                        .schema(ObjectBuilder::new().schema_type(Type::Integer))
                        .description(Some("Seconds until a new attempt can succeed."))
                        .build(),
                );
            }
        }
        if !public {
            op.security = Some(vec![
                SecurityRequirement::new("session", Vec::<String>::new()),
                SecurityRequirement::new("bearer", Vec::<String>::new()),
            ]);
        }
    }
}

impl Modify for ErrorAnswers {
    fn modify(&self, api: &mut utoipa::openapi::OpenApi) {
        for (path, item) in api.paths.paths.iter_mut() {
            let ops = [
                ("get", &mut item.get),
                ("post", &mut item.post),
                ("put", &mut item.put),
                ("patch", &mut item.patch),
                ("delete", &mut item.delete),
            ];
            for (method, op) in ops {
                if let Some(op) = op.as_mut() {
                    Self::amend(path, method, op);
                }
            }
        }
    }
}

pub fn router() -> Router<AppState> {
    Router::new().route(
        "/api/openapi.json",
        get(|| async { Json(super::document()) }),
    )
}
