//! The OpenAPI 3 document of the whole API, generated from the handlers'
//! annotations and served at /api/openapi.json.
use axum::{routing::get, Json, Router};
use utoipa::{
    openapi::security::{ApiKey, ApiKeyValue, HttpAuthScheme, HttpBuilder, SecurityScheme},
    Modify, OpenApi,
};

use super::{auth, careers, catalogue, enquiries, products};
use crate::state::AppState;

#[derive(OpenApi)]
#[openapi(
    info(title = "Vanijya Digital API", version = "1.0.0",
         description = "Public forms and the administrator API. Administrator calls need the session cookie from POST /admin/login or `Authorization: Bearer <accessToken>`. Writes with a body must be application/json."),
    paths(
        auth::login, auth::logout, auth::check_auth, auth::create_admin, auth::list_admins, auth::delete_admin,
        catalogue::list, catalogue::create, catalogue::remove,
        enquiries::create, enquiries::list, enquiries::one, enquiries::update, enquiries::remove,
        careers::all_positions, careers::one_position, careers::public_departments, careers::admin_departments,
        careers::apply, careers::all_applications, careers::delete_application, careers::update_application,
        careers::add_department, careers::add_position, careers::delete_position, careers::delete_department,
        products::create, products::active, products::all, products::one, products::update, products::remove,
    ),
    modifiers(&Security),
    security(("session" = []), ("bearer" = []), ()),
)]
pub struct ApiDoc;

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

pub fn router() -> Router<AppState> {
    Router::new().route(
        "/api/openapi.json",
        get(|| async { Json(ApiDoc::openapi()) }),
    )
}
