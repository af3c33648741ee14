//! The Today screen's call: what needs an administrator now, each row with
//! the address of the thing itself (`services::operations::today` reads it).
use axum::Json;
use chrono::{DateTime, Utc};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{content::title_of, quotes::rupees, receivables::InvoiceBrief};
use crate::{
    auth::Admin,
    domain::{
        access::{Access, Area},
        content::ContentKind,
        india_today,
        lead::LeadKind,
    },
    entities::LeadRecord,
    error::AppResult,
    routes::wire::{LeadSummary, LinkHealthView},
    services::{
        money::receivables::Due,
        operations::today::{self, OpenQuote, Part, WaitingLead},
    },
    state::AppState,
};

pub fn router() -> OpenApiRouter<AppState> {
    super::resource([routes!(read)])
}

/// A lead on Today: its summary, its list and the admin address of its page.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TodayLead {
    #[serde(flatten)]
    pub summary: LeadSummary,
    /// `enquiries` or `applications`.
    pub list: String,
    /// The lead's page in the administrator area.
    pub href: String,
    /// How long it has waited for its first answer, in business minutes
    /// (only in the waiting lists).
    pub business_minutes: Option<i64>,
}

impl TodayLead {
    fn of(record: LeadRecord, business_minutes: Option<i64>) -> Self {
        let list = match record.kind() {
            LeadKind::Enquiry => "enquiries",
            LeadKind::Application => "applications",
        };
        let summary = LeadSummary::from(record);
        Self {
            href: format!("/admin-login/leads/{list}/{}", summary.id),
            list: list.to_owned(),
            summary,
            business_minutes,
        }
    }
}

/// A short list of leads and how many match in all.
#[derive(Clone, Debug, Default, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TodayLeads {
    pub items: Vec<TodayLead>,
    pub total: u64,
    /// False when `total` is a lower bound.
    pub total_exact: bool,
}

impl TodayLeads {
    fn of<T>(part: Part<T>, lead: impl Fn(T) -> TodayLead) -> Self {
        Self {
            items: part.items.into_iter().map(lead).collect(),
            total: part.total,
            total_exact: part.exact,
        }
    }
}

/// A quotation sent and not yet answered.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TodayQuote {
    pub id: i32,
    pub number: String,
    pub client_name: String,
    /// In rupees.
    pub total: f64,
    /// RFC 3339, UTC.
    pub sent_at: Option<DateTime<Utc>>,
    /// When the client first opened it; null while unopened.
    pub opened_at: Option<DateTime<Utc>>,
    /// YYYY-MM-DD (India date): its last day.
    pub valid_until: String,
    /// Its last day is within three days.
    pub expires_soon: bool,
    /// The enquiry's page, where the quotation is; null once the enquiry
    /// is gone.
    pub href: Option<String>,
}

impl From<OpenQuote> for TodayQuote {
    fn from(o: OpenQuote) -> Self {
        let q = o.quote;
        Self {
            href: q
                .lead_id
                .map(|id| format!("/admin-login/leads/enquiries/{id}")),
            id: q.id,
            number: q.number,
            client_name: q.client_name,
            total: rupees(q.total),
            sent_at: q.sent_at,
            opened_at: q.opened_at,
            valid_until: o.valid_until.format("%Y-%m-%d").to_string(),
            expires_soon: o.expires_soon,
        }
    }
}

/// A content item waiting for its scheduled time.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TodayContent {
    pub id: i32,
    pub kind: ContentKind,
    /// As visitors will read it, placeholders filled.
    pub title: String,
    pub scheduled_at: Option<DateTime<Utc>>,
    /// Its time has passed and it is not live yet.
    pub overdue: bool,
    /// Its editor.
    pub href: String,
}

/// An affiliate product whose link check found a problem.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TodayLink {
    pub id: i32,
    pub title: String,
    pub health: LinkHealthView,
    /// Its edit page, where it can be checked again or acknowledged.
    pub href: String,
}

/// A short list of unpaid invoices and how many match in all.
#[derive(Clone, Debug, Default, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TodayInvoices {
    /// The earliest due first; each opens at its `href`.
    pub items: Vec<InvoiceBrief>,
    pub total: u64,
}

impl TodayInvoices {
    fn of(due: Due, today: chrono::NaiveDate) -> Self {
        Self {
            items: due
                .items
                .iter()
                .map(|d| InvoiceBrief::of(d, today))
                .collect(),
            total: due.total,
        }
    }
}

/// What needs an administrator now.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TodayView {
    /// Enquiries still waiting for their first answer, longest first.
    pub waiting_enquiries: TodayLeads,
    /// Applications still waiting for their first answer, longest first.
    pub waiting_applications: TodayLeads,
    /// Follow-ups due today or overdue, earliest first.
    pub follow_ups: TodayLeads,
    /// Quotations sent and not answered, the soonest to expire first.
    pub open_quotes: Vec<TodayQuote>,
    pub open_quotes_total: u64,
    /// Content scheduled to go live, overdue first.
    pub scheduled: Vec<TodayContent>,
    /// Affiliate links found broken, sent to the marketplace's home page or
    /// stripped of our tag, and not yet acknowledged, longest-standing first.
    pub broken_links: Vec<TodayLink>,
    /// Issued invoices past their due day and not settled, the longest
    /// overdue first.
    pub overdue_invoices: TodayInvoices,
    /// Unpaid invoices due from today to Sunday (the India week).
    pub invoices_due_this_week: TodayInvoices,
    /// `RESPONSE_TARGET_MINUTES`, in business minutes.
    pub target_minutes: u32,
}

/// What needs me today
///
/// Leads waiting for their first answer (longest first, the wait in
/// business minutes), follow-ups due today or overdue, quotations sent and
/// not answered (opened or not, the soonest to expire first), and content
/// scheduled or overdue, affiliate links whose check found a problem, and
/// invoices overdue and due this week (Monday to Sunday, India), a few of
/// each with the count of all and each row's address in the
/// administrator area. Each administrator sees the parts their access
/// level opens; the others are empty.
#[utoipa::path(get, path = "/admin/today", tag = "leads",
    responses((status = 200, body = TodayView)))]
pub async fn read(Admin { state, user }: Admin) -> AppResult<Json<TodayView>> {
    Ok(Json(view(&state, user.admin.access).await?))
}

/// The Today screen's data (also its first data in the page), as `access`
/// sees it: a part of an area it may not open is left empty.
pub(crate) async fn view(state: &AppState, access: Access) -> AppResult<TodayView> {
    let mut v = everything(state).await?;
    if !access.may(Area::Leads) {
        v.waiting_enquiries = TodayLeads::default();
        v.follow_ups = TodayLeads::default();
    }
    if !access.may(Area::Careers) {
        v.waiting_applications = TodayLeads::default();
    }
    if !access.may(Area::Quotations) {
        v.open_quotes = Vec::new();
        v.open_quotes_total = 0;
    }
    if !access.may(Area::Website) {
        v.scheduled = Vec::new();
    }
    if !access.may(Area::Products) {
        v.broken_links = Vec::new();
    }
    if !access.may(Area::Invoices) {
        v.overdue_invoices = TodayInvoices::default();
        v.invoices_due_this_week = TodayInvoices::default();
    }
    Ok(v)
}

async fn everything(state: &AppState) -> AppResult<TodayView> {
    let now = state.config.clock.now();
    let content = state.content();
    let clock = (&content.hours, state.config.response_target_minutes);
    let t = today::today(&state.db, clock, state.config.lead_count_limit, now).await?;
    let day = india_today(now);
    let waited = |w: WaitingLead| TodayLead::of(w.record, Some(w.business_minutes));
    let site = &content.site;
    Ok(TodayView {
        waiting_enquiries: TodayLeads::of(t.waiting_enquiries, waited),
        waiting_applications: TodayLeads::of(t.waiting_applications, waited),
        follow_ups: TodayLeads::of(t.follow_ups, |r| TodayLead::of(r, None)),
        open_quotes_total: t.open_quotes.total,
        open_quotes: t.open_quotes.items.into_iter().map(Into::into).collect(),
        scheduled: t
            .scheduled
            .into_iter()
            .map(|(item, fields)| TodayContent {
                id: item.id,
                kind: item.kind,
                title: title_of(site, &fields),
                overdue: item.scheduled_at.is_some_and(|at| at <= now),
                scheduled_at: item.scheduled_at,
                href: format!("/admin-login/content/{}", item.id),
            })
            .collect(),
        broken_links: t
            .broken_links
            .into_iter()
            .map(|(product, health)| TodayLink {
                href: format!("/admin-login/aff/update/{}", product.id),
                id: product.id,
                title: product.title,
                health: health.into(),
            })
            .collect(),
        overdue_invoices: TodayInvoices::of(t.overdue_invoices, day),
        invoices_due_this_week: TodayInvoices::of(t.invoices_due_this_week, day),
        target_minutes: t.target_minutes,
    })
}
