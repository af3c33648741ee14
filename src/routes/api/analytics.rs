//! The analytics report (`services::marketing::analytics`): what each channel earned
//! over a range of India days, with money in rupees.
use axum::Json;
use chrono::Utc;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    params::{given, PageParams},
    quotes::rupees,
};
use crate::{
    auth::Admin,
    domain::{
        analytics::{ReportRange, TouchModel},
        attribution::{channel_name, OTHER},
        FieldErrors, PageRequest,
    },
    error::{AppResult, ErrorBody},
    extract::ApiQuery,
    services::marketing::analytics::{
        self, ChannelFigures, DayFigures, Earned, PageFigures, Report,
    },
    state::AppState,
};

pub fn router() -> OpenApiRouter<AppState> {
    super::resource([routes!(report)])
}

#[derive(Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct ReportQuery {
    /// First day, YYYY-MM-DD (India date); 29 days before `to` when
    /// missing.
    pub from: Option<String>,
    /// Last day, YYYY-MM-DD (India date), at most 400 days after `from`;
    /// today when missing.
    pub to: Option<String>,
    /// Which touch of a lead earns its credit: `first` (default) or `last`.
    #[param(value_type = Option<TouchModel>)]
    pub model: Option<String>,
}

/// Sources and landing pages listed per page of the report when
/// `perPage` is not given: the rest are summed in one row.
const REPORT_PER_PAGE: u64 = 50;

/// A touch's credit: leads, won clients, revenue and money collected
/// (rupees).
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AnalyticsEarnedView {
    pub leads: i64,
    pub won: i64,
    pub revenue: f64,
    /// Money received on the leads' invoices in the range.
    pub collected: f64,
}

impl From<Earned> for AnalyticsEarnedView {
    fn from(e: Earned) -> Self {
        Self {
            leads: e.leads,
            won: e.won,
            revenue: rupees(e.revenue),
            collected: rupees(e.collected),
        }
    }
}

/// One source, medium and campaign ("" when absent; "direct" for visits
/// with no touch; "(other)" for the names a day had no more room for).
/// `source`, `medium` and `campaign` are as counted, for the lead list's
/// filter; `name` is what a screen shows.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AnalyticsSourceView {
    /// The three as one name of plain words ("google / cpc / diwali"): no
    /// scheme or e-mail address, hosts written `google[.]com`, each at most
    /// 60 characters.
    pub name: String,
    pub source: String,
    pub medium: String,
    pub campaign: String,
    pub visitors: i64,
    pub pageviews: i64,
    /// By the requested model.
    pub leads: i64,
    pub won: i64,
    /// Rupees.
    pub revenue: f64,
    /// Money received on the leads' invoices in the range, in rupees (by
    /// the requested model).
    pub collected: f64,
    /// Rupees.
    pub spend: f64,
    /// Spend per lead, in rupees; null without spend or leads.
    pub cost_per_lead: Option<f64>,
    /// Spend per won client, in rupees; null without spend or won clients.
    pub cost_per_won: Option<f64>,
    /// Revenue per rupee spent; null without spend.
    pub roas: Option<f64>,
    /// Money collected per rupee spent; null without spend.
    pub collected_roas: Option<f64>,
    /// The same figures credited to the leads' first touch.
    pub first_touch: AnalyticsEarnedView,
    /// The same figures credited to the leads' last touch.
    pub last_touch: AnalyticsEarnedView,
}

fn per(numerator: i64, denominator: i64) -> Option<f64> {
    (numerator > 0 && denominator > 0).then(|| numerator as f64 / denominator as f64)
}

impl AnalyticsSourceView {
    fn of(c: ChannelFigures, model: TouchModel) -> Self {
        let e = c.earned(model);
        Self {
            cost_per_lead: per(c.spend, e.leads).map(|p| p / 100.0),
            cost_per_won: per(c.spend, e.won).map(|p| p / 100.0),
            roas: (c.spend > 0).then(|| e.revenue as f64 / c.spend as f64),
            collected_roas: (c.spend > 0).then(|| e.collected as f64 / c.spend as f64),
            name: channel_name(&c.channel.source, &c.channel.medium, &c.channel.campaign),
            source: c.channel.source,
            medium: c.channel.medium,
            campaign: c.channel.campaign,
            visitors: c.visitors,
            pageviews: c.pageviews,
            leads: e.leads,
            won: e.won,
            revenue: rupees(e.revenue),
            collected: rupees(e.collected),
            spend: rupees(c.spend),
            first_touch: c.first.into(),
            last_touch: c.last.into(),
        }
    }
}

/// One landing page.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AnalyticsPageView {
    pub path: String,
    /// Visitors whose first page of the day it was.
    pub visitors: i64,
    pub pageviews: i64,
    /// Leads whose credited touch landed on it.
    pub leads: i64,
}

impl From<PageFigures> for AnalyticsPageView {
    fn from(p: PageFigures) -> Self {
        Self {
            path: p.path,
            visitors: p.visitors,
            pageviews: p.pageviews,
            leads: p.leads,
        }
    }
}

/// One day of the range.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AnalyticsDayView {
    /// YYYY-MM-DD (India date).
    pub day: String,
    pub visitors: i64,
    pub pageviews: i64,
    pub leads: i64,
    pub won: i64,
    /// Rupees.
    pub revenue: f64,
}

impl From<DayFigures> for AnalyticsDayView {
    fn from(d: DayFigures) -> Self {
        Self {
            day: d.day,
            visitors: d.visitors,
            pageviews: d.pageviews,
            leads: d.leads,
            won: d.won,
            revenue: rupees(d.revenue),
        }
    }
}

/// Taps on the site's own call and WhatsApp buttons (and the like).
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AnalyticsConversionView {
    pub kind: String,
    pub count: i64,
}

/// What each channel earned over the range.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AnalyticsView {
    /// YYYY-MM-DD, the first day covered.
    pub from: String,
    /// YYYY-MM-DD, the last day covered.
    pub to: String,
    pub model: TouchModel,
    /// Visitors per day, added up over the range.
    pub visitors: i64,
    pub pageviews: i64,
    /// Views by crawlers, link previews and probes, counted apart.
    pub bots: i64,
    /// Enquiries that arrived in the range (spam left out).
    pub leads: i64,
    /// Clients whose quotation was accepted in the range.
    pub won: i64,
    /// Taxable value of the quotations accepted in the range, in rupees.
    pub revenue: f64,
    /// Money received on invoices in the range, in rupees: payments by the
    /// day received, TDS left out, an advance once on the day it came.
    pub collected: f64,
    /// Imported ad spend over the range, in rupees.
    pub spend: f64,
    /// Most visitors first: the page asked for (`page`, `perPage`; the
    /// first 50 by default).
    pub sources: Vec<AnalyticsSourceView>,
    /// Every source of the range, listed or not.
    pub sources_total: u64,
    /// The sources not in `sources`, added up (source "(other)"); null
    /// when every one is listed.
    pub other_sources: Option<AnalyticsSourceView>,
    /// Landing pages, most visitors first: the same page of them.
    pub pages: Vec<AnalyticsPageView>,
    /// Every landing page of the range, listed or not.
    pub pages_total: u64,
    /// The landing pages not in `pages`, added up (path "(other)"); null
    /// when every one is listed.
    pub other_pages: Option<AnalyticsPageView>,
    /// Every day of the range, in order, for the chart.
    pub days: Vec<AnalyticsDayView>,
    pub conversions: Vec<AnalyticsConversionView>,
}

/// The rows of `page`, and the others added up by `add`.
fn paged<T: Default>(
    rows: Vec<T>,
    page: PageRequest,
    add: impl Fn(&mut T, T),
) -> (Vec<T>, u64, Option<T>) {
    let total = rows.len() as u64;
    let start = page.offset().min(total) as usize;
    let end = (start as u64 + page.per_page).min(total) as usize;
    let (mut listed, mut others) = (Vec::new(), None);
    for (i, row) in rows.into_iter().enumerate() {
        if (start..end).contains(&i) {
            listed.push(row);
        } else {
            add(others.get_or_insert_with(T::default), row);
        }
    }
    (listed, total, others)
}

impl AnalyticsView {
    fn of(r: Report, page: PageRequest) -> Self {
        let model = r.range.model;
        let (sources, sources_total, other_sources) = paged(r.sources, page, |sum, c| {
            sum.channel.source = OTHER.to_owned();
            sum.visitors += c.visitors;
            sum.pageviews += c.pageviews;
            sum.spend += c.spend;
            for (s, e) in [(&mut sum.first, c.first), (&mut sum.last, c.last)] {
                s.leads += e.leads;
                s.won += e.won;
                s.revenue += e.revenue;
                s.collected += e.collected;
            }
        });
        let (pages, pages_total, other_pages) = paged(r.pages, page, |sum, p| {
            sum.path = OTHER.to_owned();
            sum.visitors += p.visitors;
            sum.pageviews += p.pageviews;
            sum.leads += p.leads;
        });
        let source = |c: ChannelFigures| AnalyticsSourceView::of(c, model);
        Self {
            from: ReportRange::day(r.range.from),
            to: ReportRange::day(r.range.to),
            model,
            visitors: r.visitors,
            pageviews: r.pageviews,
            bots: r.bots,
            leads: r.leads,
            won: r.won,
            revenue: rupees(r.revenue),
            collected: rupees(r.collected),
            spend: rupees(r.spend),
            sources: sources.into_iter().map(&source).collect(),
            sources_total,
            other_sources: other_sources.map(source),
            pages: pages.into_iter().map(Into::into).collect(),
            pages_total,
            other_pages: other_pages.map(Into::into),
            days: r.days.into_iter().map(Into::into).collect(),
            conversions: r
                .conversions
                .into_iter()
                .map(|(kind, count)| AnalyticsConversionView { kind, count })
                .collect(),
        }
    }
}

/// What each channel earned
///
/// For a range of India days (`from` to `to`, both included; the last 30
/// days when missing, at most 400): visitors and page views as the server
/// counted them, bots apart; enquiries by the day they arrived; won clients
/// and revenue (the taxable value of accepted quotations, in rupees) by the
/// day the quotation was accepted; money collected on invoices by the day
/// it was received; and imported ad spend. Each by source, medium and
/// campaign (with cost per lead, cost per won client and return on ad
/// spend, on revenue and on money collected, where there was spend), by
/// landing page and by day. Leads, revenue and money collected go to the
/// lead's first touch (`model=first`) or its last
/// (`model=last`); each source also gives both side by side. A lead with
/// no touch is "direct". Sources and landing pages come a page at a time,
/// the first 50 by default (`page`, `perPage` up to 100), each list with
/// its total and the rest added up in one "(other)" row. Administrators
/// only; 422 names the refused parameter (a bad date, a range over 400
/// days or ending before it starts, a model other than first or last, a
/// page or page size out of range).
#[utoipa::path(get, path = "/admin/analytics", tag = "analytics", params(ReportQuery, PageParams),
    responses((status = 200, body = AnalyticsView),
              (status = 422, body = ErrorBody)))]
pub async fn report(
    Admin { state, .. }: Admin,
    ApiQuery(query): ApiQuery<ReportQuery>,
    ApiQuery(paging): ApiQuery<PageParams>,
) -> AppResult<Json<AnalyticsView>> {
    let mut e = FieldErrors::default();
    let range = e.check(ReportRange::parse(
        given(&query.from),
        given(&query.to),
        given(&query.model),
        ReportRange::today(Utc::now()),
    ));
    let page = e.check(paging.parse());
    let (range, mut page) = e.finish(|| Some((range?, page?)))?;
    if given(&paging.per_page).is_none() {
        page.per_page = REPORT_PER_PAGE;
    }
    let report = analytics::report(&state.db, range).await?;
    Ok(Json(AnalyticsView::of(report, page)))
}
