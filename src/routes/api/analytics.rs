//! The analytics report (`services::analytics`): what each channel earned
//! over a range of India days, with money in rupees.
use axum::Json;
use chrono::Utc;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{params::given, quotes::rupees};
use crate::{
    auth::Admin,
    domain::analytics::{ReportRange, TouchModel},
    error::{AppResult, ErrorBody},
    extract::ApiQuery,
    services::analytics::{self, ChannelFigures, DayFigures, Earned, PageFigures, Report},
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

/// A touch's credit: leads, won clients and revenue (rupees).
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AnalyticsEarnedView {
    pub leads: i64,
    pub won: i64,
    pub revenue: f64,
}

impl From<Earned> for AnalyticsEarnedView {
    fn from(e: Earned) -> Self {
        Self {
            leads: e.leads,
            won: e.won,
            revenue: rupees(e.revenue),
        }
    }
}

/// One source, medium and campaign ("" when absent; "direct" for visits
/// with no touch).
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AnalyticsSourceView {
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
    /// Rupees.
    pub spend: f64,
    /// Spend per lead, in rupees; null without spend or leads.
    pub cost_per_lead: Option<f64>,
    /// Spend per won client, in rupees; null without spend or won clients.
    pub cost_per_won: Option<f64>,
    /// Revenue per rupee spent; null without spend.
    pub roas: Option<f64>,
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
            source: c.channel.source,
            medium: c.channel.medium,
            campaign: c.channel.campaign,
            visitors: c.visitors,
            pageviews: c.pageviews,
            leads: e.leads,
            won: e.won,
            revenue: rupees(e.revenue),
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
    /// Imported ad spend over the range, in rupees.
    pub spend: f64,
    /// Most visitors first.
    pub sources: Vec<AnalyticsSourceView>,
    /// Landing pages, most visitors first.
    pub pages: Vec<AnalyticsPageView>,
    /// Every day of the range, in order, for the chart.
    pub days: Vec<AnalyticsDayView>,
    pub conversions: Vec<AnalyticsConversionView>,
}

impl From<Report> for AnalyticsView {
    fn from(r: Report) -> Self {
        let model = r.range.model;
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
            spend: rupees(r.spend),
            sources: r
                .sources
                .into_iter()
                .map(|c| AnalyticsSourceView::of(c, model))
                .collect(),
            pages: r.pages.into_iter().map(Into::into).collect(),
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
/// day the quotation was accepted; and imported ad spend. Each by source,
/// medium and campaign (with cost per lead, cost per won client and return
/// on ad spend where there was spend), by landing page and by day. Leads
/// and revenue go to the lead's first touch (`model=first`) or its last
/// (`model=last`); each source also gives both side by side. A lead with
/// no touch is "direct". Administrators only; 422 names the refused
/// parameter (a bad date, a range over 400 days or ending before it
/// starts, a model other than first or last).
#[utoipa::path(get, path = "/admin/analytics", tag = "analytics", params(ReportQuery),
    responses((status = 200, body = AnalyticsView),
              (status = 422, body = ErrorBody)))]
pub async fn report(
    Admin { state, .. }: Admin,
    ApiQuery(query): ApiQuery<ReportQuery>,
) -> AppResult<Json<AnalyticsView>> {
    let range = ReportRange::parse(
        given(&query.from),
        given(&query.to),
        given(&query.model),
        ReportRange::today(Utc::now()),
    )?;
    let report = analytics::report(&state.db, range).await?;
    Ok(Json(report.into()))
}
