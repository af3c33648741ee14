//! Which area of the administrator area each API call belongs to, so the
//! guard (`AdminUser`, `MaybeAdmin`) can refuse with 403 a call the
//! signed-in account's level may not make (`domain::access`). This is the
//! one table of the API's areas: handlers never check a level themselves.
//! A call that no row names is the owner's alone (deny by default); a unit
//! test proves every documented call is named. The screens carry their
//! area in `admin_screens.json`.
use axum::http::Method;

use crate::{
    domain::access::{Access, Area},
    error::AppError,
    paths,
};

/// One row: the call's method (any when `None`), the first segments of
/// its path (`*` is any one segment), its area, and whether visitors may
/// make it too (a level without the area then gets the visitors' answer,
/// not 403).
struct Row(Option<Method>, &'static str, Area, bool);

const GET: Option<Method> = Some(Method::GET);

/// The table, first match wins.
const ROWS: &[Row] = &[
    // Every administrator's own.
    Row(None, "/admin/check-auth", Area::Own, false),
    Row(None, "/admin/login", Area::Own, false),
    Row(None, "/admin/logout", Area::Own, false),
    Row(None, "/admin/2fa", Area::Own, false),
    Row(None, "/admin/account", Area::Own, false),
    Row(None, "/admin/today", Area::Own, false),
    Row(GET, "/admin/mail/status", Area::Own, false),
    // Owner and manager: the services, the rate card, the mail.
    Row(None, "/admin/mail", Area::Services, false),
    Row(GET, "/admin/rate-card", Area::Quotations, false),
    Row(None, "/admin/rate-card", Area::Services, false),
    Row(None, "/admin/services", Area::Services, false),
    Row(None, "/admin/createpost", Area::Services, false),
    Row(None, "/admin/delapost", Area::Services, false),
    // The owner's alone.
    Row(None, "/admin/admins", Area::Administrators, false),
    Row(None, "/admin/getalla", Area::Administrators, false),
    Row(None, "/admin/deleteuser", Area::Administrators, false),
    Row(None, "/admin/createad", Area::Administrators, false),
    Row(None, "/admin/backups", Area::Backups, false),
    Row(None, "/admin/people", Area::People, false),
    Row(None, "/admin/audit", Area::Audit, false),
    // Sales.
    Row(None, "/admin/enquiries", Area::Leads, false),
    Row(None, "/admin/getallbe", Area::Leads, false),
    Row(None, "/admin/update", Area::Leads, false),
    Row(None, "/admin/delete", Area::Leads, false),
    Row(None, "/userbe/getabq", Area::Leads, false),
    Row(None, "/admin/leads/enquiries", Area::Leads, false),
    Row(None, "/admin/leads/dashboard", Area::Leads, false),
    Row(None, "/admin/export/enquiries.csv", Area::Leads, false),
    Row(None, "/admin/quotes", Area::Quotations, false),
    Row(None, "/admin/analytics", Area::Analytics, false),
    Row(None, "/admin/invoices", Area::Invoices, false),
    Row(None, "/admin/receipts", Area::Invoices, false),
    Row(None, "/admin/receivables", Area::Invoices, false),
    Row(None, "/admin/retainers", Area::Invoices, false),
    Row(None, "/admin/export/gstr1", Area::Invoices, false),
    Row(
        None,
        "/admin/export/sales-register.csv",
        Area::Invoices,
        false,
    ),
    Row(None, "/admin/export/tally.xml", Area::Invoices, false),
    // Recruiters.
    Row(None, "/admin/leads/applications", Area::Careers, false),
    Row(None, "/admin/export/applications.csv", Area::Careers, false),
    Row(None, "/admin/applications", Area::Careers, false),
    Row(None, "/admin/getallcp", Area::Careers, false),
    Row(None, "/admin/deletecarp", Area::Careers, false),
    Row(None, "/admin/updatecp", Area::Careers, false),
    Row(None, "/admin/alldepts", Area::Careers, false),
    Row(None, "/admin/departments", Area::Careers, false),
    Row(None, "/admin/positions", Area::Careers, false),
    Row(None, "/admin/*/addpost", Area::Careers, false),
    Row(None, "/posts", Area::Careers, true),
    Row(None, "/dept", Area::Careers, true),
    // Editors.
    Row(None, "/admin/content", Area::Website, false),
    Row(None, "/admin/media", Area::Website, false),
    Row(None, "/admin/products", Area::Products, false),
    Row(None, "/admin/export/products.csv", Area::Products, false),
    Row(None, "/admin/aff", Area::Products, true),
];

fn row_of(method: &Method, path: &str) -> Option<&'static Row> {
    let got: Vec<&str> = path.split('/').collect();
    ROWS.iter().find(|Row(m, prefix, ..)| {
        let want: Vec<&str> = prefix.split('/').collect();
        m.as_ref().is_none_or(|m| m == method)
            && want.len() <= got.len()
            && want.iter().zip(&got).all(|(w, g)| *w == "*" || w == g)
    })
}

/// The area of an API call, `None` when no row names it.
pub fn area_of(method: &Method, path: &str) -> Option<Area> {
    row_of(method, path).map(|row| row.2)
}

/// What the guard does with a signed-in account's call.
pub enum Verdict {
    /// The level may make it.
    Admit,
    /// The level may not, but visitors may: answered as to a visitor.
    AsVisitor,
}

/// Whether `access` may make the call `method path`: a page's request
/// (not the API) is the screens' to judge, so it is admitted here.
pub fn judge(access: Access, method: &Method, path: &str) -> Result<Verdict, AppError> {
    if !paths::is_api(path) {
        return Ok(Verdict::Admit);
    }
    let row = row_of(method, path);
    let allowed = match row {
        Some(Row(_, _, area, _)) => access.may(*area),
        None => access == Access::Owner,
    };
    match (allowed, row) {
        (true, _) => Ok(Verdict::Admit),
        (false, Some(Row(.., true))) => Ok(Verdict::AsVisitor),
        (false, _) => Err(refused()),
    }
}

/// The answer to a call or screen the account's level may not open.
pub fn refused() -> AppError {
    AppError::Forbidden("Your access level does not include this. Ask an owner.".into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_call_is_matched_by_whole_segments() {
        let get = Method::GET;
        assert_eq!(area_of(&get, "/admin/update/7"), Some(Area::Leads));
        assert_eq!(area_of(&get, "/admin/updatecp/1/2"), Some(Area::Careers));
        assert_eq!(
            area_of(&Method::POST, "/admin/4/addpost"),
            Some(Area::Careers)
        );
        assert_eq!(area_of(&get, "/admin/rate-card"), Some(Area::Quotations));
        assert_eq!(
            area_of(&Method::PUT, "/admin/rate-card"),
            Some(Area::Services)
        );
        assert_eq!(area_of(&get, "/admin/mail/status"), Some(Area::Own));
        assert_eq!(
            area_of(&Method::POST, "/admin/mail/retry"),
            Some(Area::Services)
        );
        assert_eq!(area_of(&get, "/admin/unknown"), None);
    }

    #[test]
    fn the_invoices_calls_are_sales_areas() {
        for path in [
            "/admin/invoices",
            "/admin/invoices/3/issue",
            "/admin/receipts",
            "/admin/receivables",
            "/admin/export/gstr1/b2b.csv",
            "/admin/export/sales-register.csv",
            "/admin/export/tally.xml",
        ] {
            assert_eq!(area_of(&Method::GET, path), Some(Area::Invoices), "{path}");
            assert!(matches!(
                judge(Access::Sales, &Method::GET, path),
                Ok(Verdict::Admit)
            ));
            assert!(judge(Access::Recruiter, &Method::GET, path).is_err());
        }
    }

    #[test]
    fn a_call_no_row_names_is_the_owners_alone() {
        assert!(judge(Access::Manager, &Method::GET, "/admin/somewhere-new").is_err());
        assert!(judge(Access::Owner, &Method::GET, "/admin/somewhere-new").is_ok());
        assert!(judge(Access::Editor, &Method::GET, "/admin-login/people").is_ok());
    }
}
