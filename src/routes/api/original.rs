//! The calls of the original client's contract: the public site's forms
//! and lists and the first administrator screens were written against these
//! paths (`/userbe/createbe`, `/admin/getallbe`, `/admin/delapost/{ser_id}`
//! …), so each is kept exactly as that client calls it, with its field
//! names and statuses. They are listed here, in one place, so a reader can
//! tell them from the calls added since, which follow one REST style:
//! `/admin/<resource>[/{id}[/<part>]]` with GET, POST, PATCH and DELETE
//! (the lead desk, the account, the audit log, mail, the exports). The
//! handlers live with their resource.
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{auth, careers, catalogue, enquiries, products};
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    super::resource([
        // Signing in and administrators.
        routes!(auth::login),
        routes!(auth::logout),
        routes!(auth::check_auth),
        routes!(auth::create_admin),
        routes!(auth::list_admins),
        routes!(auth::delete_admin),
        // The service catalogue.
        routes!(catalogue::list),
        routes!(catalogue::create),
        routes!(catalogue::remove),
        // Business enquiries.
        routes!(enquiries::create),
        routes!(enquiries::list),
        routes!(enquiries::one),
        routes!(enquiries::update),
        routes!(enquiries::remove),
        // Departments, positions and applications.
        routes!(careers::all_positions),
        routes!(careers::one_position),
        routes!(careers::public_departments),
        routes!(careers::apply),
        routes!(careers::delete_application),
        routes!(careers::update_application),
        routes!(careers::admin_departments),
        routes!(careers::add_department),
        routes!(careers::add_position),
        routes!(careers::delete_position),
        routes!(careers::delete_department),
        // Affiliate products.
        routes!(products::create),
        routes!(products::active),
        routes!(products::all),
        routes!(products::one, products::remove),
        routes!(products::update),
    ])
}
