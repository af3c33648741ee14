//! The receivables call: what clients owe by age and what came in
//! (`services::money::receivables` works it out), and the short form of an
//! invoice that it, Today and the lead's page list.
use axum::Json;
use chrono::NaiveDate;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    params::{with_page, PageParams},
    quotes::rupees,
};
use crate::{
    auth::Admin,
    domain::{
        india_today,
        invoice::{DocumentKind, InvoiceStatus},
        FieldErrors,
    },
    error::{AppResult, ErrorBody},
    extract::ApiQuery,
    routes::wire::PageInfo,
    services::money::receivables::{self, Ageing, Figure, Listed, Period},
    state::AppState,
};

pub fn router() -> OpenApiRouter<AppState> {
    super::resource([routes!(read), routes!(invoices)])
}

/// An invoice (or the receipt voucher of an advance) in a list.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct InvoiceBrief {
    pub id: i32,
    /// `invoice`, or `receipt` for an advance received before its invoice.
    pub kind: DocumentKind,
    /// "INV/2026-27/0001"; none while a draft.
    pub number: Option<String>,
    pub status: InvoiceStatus,
    /// Past its due day and not settled.
    pub overdue: bool,
    pub lead_id: Option<i32>,
    /// A receipt voucher's invoice, once the advance is set against one.
    pub invoice_id: Option<i32>,
    pub client_name: String,
    /// YYYY-MM-DD (India), once issued.
    pub issued_on: Option<String>,
    pub due_on: Option<String>,
    /// Rupees, tax included.
    pub total: f64,
    /// Rupees still to be paid.
    pub balance: f64,
    /// Where the administrator area opens it: the invoice's page (an
    /// advance's invoice once it is set against one, else its lead's page).
    pub href: Option<String>,
}

impl InvoiceBrief {
    pub fn of(d: &Listed, today: NaiveDate) -> Self {
        let invoice = |id| format!("/admin-login/invoices/{id}");
        let href = match (d.kind, d.invoice_id, d.lead_id) {
            (DocumentKind::Invoice, _, _) => Some(invoice(d.id)),
            (_, Some(id), _) => Some(invoice(id)),
            (_, None, Some(lead)) => Some(format!("/admin-login/leads/enquiries/{lead}")),
            (_, None, None) => None,
        };
        Self {
            id: d.id,
            kind: d.kind,
            number: d.number.clone(),
            status: d.status,
            overdue: d.overdue(today),
            lead_id: d.lead_id,
            invoice_id: d.invoice_id,
            client_name: d.client_name.clone(),
            issued_on: d.issued_on.clone(),
            due_on: d.due_on.clone(),
            total: rupees(d.total),
            balance: rupees(d.balance()),
            href,
        }
    }
}

/// An amount and the documents behind it.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FigureView {
    /// Rupees.
    pub amount: f64,
    /// How many invoices (and advances' receipt vouchers) are behind it:
    /// `GET /admin/receivables/invoices` lists them.
    pub count: u64,
}

impl From<&Figure> for FigureView {
    fn from(f: &Figure) -> Self {
        Self {
            amount: rupees(f.paise),
            count: f.ids.len() as u64,
        }
    }
}

/// Outstanding money by how late it is, counted from the due day.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AgeingView {
    /// Not yet past its due day.
    pub not_due: FigureView,
    /// 1 to 30 days past its due day.
    pub days_0_to_30: FigureView,
    pub days_31_to_60: FigureView,
    pub days_61_to_90: FigureView,
    pub over_90_days: FigureView,
    /// All of it.
    pub total: FigureView,
}

impl From<&Ageing> for AgeingView {
    fn from(a: &Ageing) -> Self {
        Self {
            not_due: (&a.not_due).into(),
            days_0_to_30: (&a.up_to_30).into(),
            days_31_to_60: (&a.up_to_60).into(),
            days_61_to_90: (&a.up_to_90).into(),
            over_90_days: (&a.over_90).into(),
            total: (&a.total).into(),
        }
    }
}

/// One client's outstanding money.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClientReceivable {
    /// The name the invoices bill.
    pub client_name: String,
    #[serde(flatten)]
    pub ageing: AgeingView,
}

/// What came in over some days.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PeriodFigure {
    /// The month ("2026-12") or financial-year quarter ("2026-Q3", October
    /// to December 2026) as the GST files name them.
    pub period: String,
    /// YYYY-MM-DD, both included (a month in progress ends today).
    pub from: String,
    pub to: String,
    #[serde(flatten)]
    pub figure: FigureView,
}

impl PeriodFigure {
    fn of<K>(p: &Period<K>, name: impl Fn(&K) -> String) -> Self {
        Self {
            period: name(&p.key),
            from: p.from.format("%Y-%m-%d").to_string(),
            to: p.to.format("%Y-%m-%d").to_string(),
            figure: (&p.figure).into(),
        }
    }
}

/// Money collected this month so far and in the last.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Collected {
    pub this_month: PeriodFigure,
    pub last_month: PeriodFigure,
}

/// What clients owe and what came in.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReceivablesView {
    /// The India day the figures are counted on.
    pub today: String,
    /// Every client's outstanding money together.
    pub outstanding: AgeingView,
    /// Outstanding by client, the most owed first.
    pub clients: Vec<ClientReceivable>,
    pub collected: Collected,
    /// TDS clients held back, by financial-year quarter of the day paid:
    /// the present quarter first, back to the first of the last financial
    /// year.
    pub tds_by_quarter: Vec<PeriodFigure>,
}

/// Receivables
///
/// What clients owe and what came in, as of today (India): every issued or
/// partly paid invoice's balance by client, aged from its due day (not yet
/// due; 0–30, 31–60, 61–90 and over 90 days past it); money collected this
/// month and last (by the day received; an advance counts on the day it
/// came, TDS apart); TDS held back by clients by financial-year quarter
/// (April to June is Q1). Each figure counts the invoices behind it, which
/// `GET /admin/receivables/invoices` lists. Amounts in rupees, exact to the
/// paisa. Owners, managers and sales.
#[utoipa::path(get, path = "/admin/receivables", tag = "invoices",
    responses((status = 200, body = ReceivablesView)))]
pub async fn read(Admin { state, .. }: Admin) -> AppResult<Json<ReceivablesView>> {
    Ok(Json(view(&state).await?))
}

/// The receivables as of today (also the screen's first data in its page).
pub(crate) async fn view(state: &AppState) -> AppResult<ReceivablesView> {
    let today = india_today(state.config.clock.now());
    let r = receivables::receivables(&state.db, today).await?;
    let month = |d: &NaiveDate| d.format("%Y-%m").to_string();
    let [this_month, last_month] = &r.collected;
    Ok(ReceivablesView {
        today: r.today.format("%Y-%m-%d").to_string(),
        outstanding: (&r.outstanding).into(),
        clients: r
            .clients
            .iter()
            .map(|c| ClientReceivable {
                client_name: c.client_name.clone(),
                ageing: (&c.ageing).into(),
            })
            .collect(),
        collected: Collected {
            this_month: PeriodFigure::of(this_month, month),
            last_month: PeriodFigure::of(last_month, month),
        },
        tds_by_quarter: r
            .tds
            .iter()
            .map(|q| PeriodFigure::of(q, |k| k.name()))
            .collect(),
    })
}

/// Which figure's invoices to list.
#[derive(Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct FigureQuery {
    /// What is owed (`notDue`, `days0To30`, `days31To60`, `days61To90`,
    /// `over90Days`, `total`), `collected` or `tds`.
    pub figure: Option<String>,
    /// With an owed figure: one client's (the name the invoices bill).
    pub client: Option<String>,
    /// With `collected` or `tds`: the period as the receivables name it
    /// (`2026-12`, `2026-Q3`).
    pub period: Option<String>,
}

/// One page of the invoices behind a figure.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FigureInvoicesView {
    #[serde(flatten)]
    pub paging: PageInfo,
    /// The figure, in rupees.
    pub amount: f64,
    /// By id, ascending.
    pub items: Vec<InvoiceBrief>,
}

/// The invoices behind a receivables figure
///
/// One page of the invoices (and advances' receipt vouchers) behind one
/// figure of `GET /admin/receivables`, as of today (India): an age of what
/// is owed, in all or by one `client` (a client owing nothing has an empty
/// figure), the money `collected` in a month or the `tds` of a quarter
/// (`period` as the receivables name it). 422 for an unknown figure or
/// period, or a bad page. Owners, managers and sales.
#[utoipa::path(get, path = "/admin/receivables/invoices", tag = "invoices",
    params(FigureQuery, PageParams),
    responses((status = 200, body = FigureInvoicesView), (status = 422, body = ErrorBody)))]
pub async fn invoices(
    Admin { state, .. }: Admin,
    ApiQuery(query): ApiQuery<FigureQuery>,
    ApiQuery(paging): ApiQuery<PageParams>,
) -> AppResult<Json<FigureInvoicesView>> {
    let today = india_today(state.config.clock.now());
    let r = receivables::receivables(&state.db, today).await?;
    let (figure, page) = with_page(figure_of(&r, &query), &paging)?;
    let figure = figure.cloned().unwrap_or_default();
    let items = receivables::documents(&state.db, &figure.ids, page)
        .await?
        .iter()
        .map(|d| InvoiceBrief::of(d, today))
        .collect();
    Ok(Json(FigureInvoicesView {
        paging: PageInfo::of(page, figure.ids.len() as u64),
        amount: rupees(figure.paise),
        items,
    }))
}

/// The figure `query` names; none for a client who owes nothing.
fn figure_of<'a>(
    r: &'a receivables::Receivables,
    query: &FigureQuery,
) -> Result<Option<&'a Figure>, FieldErrors> {
    let period = query.period.as_deref().map(str::trim).unwrap_or_default();
    let in_period = |figure: Option<&'a Figure>| {
        figure.map(Some).ok_or_else(|| {
            FieldErrors::one(
                "period",
                "Name a period the receivables show, such as 2026-12 or 2026-Q3.",
            )
        })
    };
    let owed = |pick: fn(&Ageing) -> &Figure| match query.client.as_deref().map(str::trim) {
        None | Some("") => Ok(Some(pick(&r.outstanding))),
        Some(name) => Ok(r
            .clients
            .iter()
            .find(|c| c.client_name == name)
            .map(|c| pick(&c.ageing))),
    };
    match query.figure.as_deref().map(str::trim).unwrap_or_default() {
        "notDue" => owed(|a| &a.not_due),
        "days0To30" => owed(|a| &a.up_to_30),
        "days31To60" => owed(|a| &a.up_to_60),
        "days61To90" => owed(|a| &a.up_to_90),
        "over90Days" => owed(|a| &a.over_90),
        "total" => owed(|a| &a.total),
        "collected" => in_period(
            r.collected
                .iter()
                .find(|m| m.key.format("%Y-%m").to_string() == period)
                .map(|m| &m.figure),
        ),
        "tds" => in_period(
            r.tds
                .iter()
                .find(|q| q.key.name() == period)
                .map(|q| &q.figure),
        ),
        _ => Err(FieldErrors::one(
            "figure",
            "Choose notDue, days0To30, days31To60, days61To90, over90Days, total, collected or tds.",
        )),
    }
}
