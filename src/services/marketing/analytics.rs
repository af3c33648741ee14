//! What each channel earned over a range of India days: visitors and page
//! views as the server counted them, leads by when they arrived, won
//! clients and revenue (the taxable value of accepted quotations) by when
//! the quotation was accepted, and the ad spend imported for the range,
//! each by source, medium and campaign, by landing page and by day.
//!
//! - Visits come from the rollups of `page_views` and `visitor_counts`
//!   (see the migration `add_analytics_rollups`), so a year reads a few
//!   thousand rows, not a million. Absent values are "", a visit with no
//!   touch is "direct".
//! - A lead, and the quotation its client accepted, is credited to one
//!   touch of the lead (`TouchModel`): its first (`position` 0) or its last
//!   (`last`). Both are counted in one pass, so the report gives them side
//!   by side. A lead with no touch row, and a quotation whose enquiry is
//!   gone, count as "direct". They too are read from rollups kept by
//!   triggers (the migration `add_lead_rollups`): leads per day, model and
//!   channel or landing path, won days per model and channel.
//! - Leads are enquiries not held as spam: an application is someone
//!   looking for a job, not a client.
//! - Money collected is what came in on invoices in the range, by the day
//!   it was received, credited like revenue to the first or last touch of
//!   the enquiry invoiced (an invoice without one counts as "direct"). It
//!   counts as the receivables screen does: money received, TDS left out,
//!   an advance once on the day it came (not again when set against its
//!   invoice).
//! - Money is in paise here; the API turns it into rupees.
use std::collections::{BTreeMap, HashMap};

use sea_orm::{ConnectionTrait, DbBackend, QueryResult, Statement, Value};

use crate::services::money::receivables::MONEY_RECEIVED;

use crate::domain::{
    analytics::{Channel, ReportRange, TouchModel},
    lead::Spelled,
    DomainResult,
};

/// What a lead's credited touch earned: its leads, the distinct leads whose
/// quotation was accepted, those quotations' taxable value, and the money
/// collected on the leads' invoices.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Earned {
    pub leads: i64,
    pub won: i64,
    pub revenue: i64,
    pub collected: i64,
}

/// One source, medium and campaign's figures.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ChannelFigures {
    pub channel: Channel,
    pub visitors: i64,
    pub pageviews: i64,
    /// Spend in paise.
    pub spend: i64,
    /// By the lead's first touch.
    pub first: Earned,
    /// By the lead's last touch.
    pub last: Earned,
}

impl ChannelFigures {
    /// What the range's model credits to it.
    pub fn earned(&self, model: TouchModel) -> Earned {
        match model {
            TouchModel::First => self.first,
            TouchModel::Last => self.last,
        }
    }
}

/// One landing page's figures: visitors who landed on it, views of it, and
/// leads whose credited touch landed on it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PageFigures {
    pub path: String,
    pub visitors: i64,
    pub pageviews: i64,
    pub leads: i64,
}

/// One day's figures.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DayFigures {
    /// YYYY-MM-DD.
    pub day: String,
    pub visitors: i64,
    pub pageviews: i64,
    pub leads: i64,
    pub won: i64,
    pub revenue: i64,
}

/// The whole report.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    pub range: ReportRange,
    pub visitors: i64,
    pub pageviews: i64,
    pub bots: i64,
    pub leads: i64,
    pub won: i64,
    /// Paise.
    pub revenue: i64,
    /// Money collected on invoices, in paise.
    pub collected: i64,
    /// Paise.
    pub spend: i64,
    /// Most visitors first.
    pub sources: Vec<ChannelFigures>,
    /// Most visitors first; visits whose landing page is not known are
    /// left out.
    pub pages: Vec<PageFigures>,
    /// Every day of the range, in order.
    pub days: Vec<DayFigures>,
    /// Calls, WhatsApp taps and the like from the site's own buttons, per
    /// kind.
    pub conversions: Vec<(String, i64)>,
}

/// A statement written with `$1`, `$2`… (SQLite reads them as `?1`, `?2`).
pub(crate) fn statement(backend: DbBackend, sql: &str, values: &[Value]) -> Statement {
    let sql = match backend {
        DbBackend::Sqlite => sql.replace('$', "?"),
        _ => sql.to_owned(),
    };
    Statement::from_sql_and_values(backend, sql, values.iter().cloned())
}

async fn rows(
    db: &impl ConnectionTrait,
    sql: &str,
    values: &[Value],
) -> DomainResult<Vec<QueryResult>> {
    let backend = db.get_database_backend();
    Ok(db.query_all(statement(backend, sql, values)).await?)
}

fn text(row: &QueryResult, i: usize) -> DomainResult<String> {
    Ok(row
        .try_get_by_index::<Option<String>>(i)?
        .unwrap_or_default())
}

fn number(row: &QueryResult, i: usize) -> DomainResult<i64> {
    Ok(row.try_get_by_index::<Option<i64>>(i)?.unwrap_or(0))
}

fn channel_of(row: &QueryResult) -> DomainResult<Channel> {
    Ok(Channel {
        source: text(row, 0)?,
        medium: text(row, 1)?,
        campaign: text(row, 2)?,
    })
}

/// The report's values: its first and last day, and the model credited.
fn bounds(range: ReportRange) -> [Value; 3] {
    [
        ReportRange::day(range.from).into(),
        ReportRange::day(range.to).into(),
        range.model.as_str().into(),
    ]
}

const VIEWS_BY_CHANNEL: &str = "SELECT source, medium, campaign, kind, \
     CAST(SUM(views) AS BIGINT) FROM page_view_sources \
     WHERE day >= $1 AND day <= $2 GROUP BY source, medium, campaign, kind";

const VIEWS_BY_DAY: &str = "SELECT day, CAST(SUM(views) AS BIGINT) FROM page_view_sources \
     WHERE day >= $1 AND day <= $2 AND kind = 'human' GROUP BY day";

const VIEWS_BY_PATH: &str = "SELECT path, CAST(SUM(views) AS BIGINT) FROM page_view_paths \
     WHERE day >= $1 AND day <= $2 AND kind = 'human' GROUP BY path";

const VISITORS_BY_CHANNEL: &str = "SELECT source, medium, campaign, \
     CAST(SUM(visitors) AS BIGINT) FROM visitor_sources \
     WHERE day >= $1 AND day <= $2 GROUP BY source, medium, campaign";

const VISITORS_BY_DAY: &str = "SELECT day, CAST(SUM(visitors) AS BIGINT) FROM visitor_sources \
     WHERE day >= $1 AND day <= $2 GROUP BY day";

const VISITORS_BY_LANDING: &str = "SELECT landing_path, CAST(SUM(visitors) AS BIGINT) \
     FROM visitor_landings WHERE day >= $1 AND day <= $2 GROUP BY landing_path";

const SPEND_BY_CHANNEL: &str = "SELECT source, medium, campaign, \
     CAST(SUM(cost_paise) AS BIGINT) FROM ad_spend \
     WHERE day >= $1 AND day <= $2 GROUP BY source, medium, campaign";

const CONVERSIONS_BY_KIND: &str = "SELECT kind, CAST(SUM(count) AS BIGINT) FROM conversions \
     WHERE day >= $1 AND day <= $2 GROUP BY kind ORDER BY kind";

/// The leads per channel by their first and by their last touch (a lead
/// with none is "direct"), from `lead_sources`.
const LEADS_BY_CHANNEL: &str = "SELECT source, medium, campaign, \
     CAST(SUM(CASE WHEN model = 'first' THEN leads ELSE 0 END) AS BIGINT), \
     CAST(SUM(CASE WHEN model = 'last' THEN leads ELSE 0 END) AS BIGINT) \
     FROM lead_sources WHERE day >= $1 AND day <= $2 GROUP BY source, medium, campaign \
     HAVING SUM(CASE WHEN model = 'first' THEN leads ELSE 0 END) <> 0 \
     OR SUM(CASE WHEN model = 'last' THEN leads ELSE 0 END) <> 0";

/// Whether a row of `won_sources` is the first of its lead's won days in
/// the range, the one that counts the lead once.
const FIRST_WON_DAY: &str = "prev_day < $1";

/// The won leads and revenue per channel by the first and by the last
/// touch, from `won_sources`.
fn won_by_channel() -> String {
    let sums = [
        format!("model = 'first' AND {FIRST_WON_DAY} THEN won"),
        format!("model = 'last' AND {FIRST_WON_DAY} THEN won"),
        "model = 'first' THEN revenue".to_owned(),
        "model = 'last' THEN revenue".to_owned(),
    ]
    .map(|case| format!("SUM(CASE WHEN {case} ELSE 0 END)"));
    format!(
        "SELECT source, medium, campaign, {} FROM won_sources \
         WHERE day >= $1 AND day <= $2 GROUP BY source, medium, campaign HAVING {}",
        sums.iter()
            .map(|s| format!("CAST({s} AS BIGINT)"))
            .collect::<Vec<_>>()
            .join(", "),
        sums.iter()
            .map(|s| format!("{s} <> 0"))
            .collect::<Vec<_>>()
            .join(" OR ")
    )
}

/// The money collected on invoices in the range, by the channel of the
/// invoiced enquiry's first touch (columns 0 to 2) and of its last (3 to
/// 5); see the module header for what counts.
fn collected_by_channel() -> String {
    format!(
        "SELECT COALESCE(f.source, 'direct'), \
         COALESCE(f.medium, ''), COALESCE(f.campaign, ''), COALESCE(l.source, 'direct'), \
         COALESCE(l.medium, ''), COALESCE(l.campaign, ''), \
         CAST(SUM(invoice_payments.amount) AS BIGINT) \
         FROM invoice_payments JOIN invoices i ON i.id = invoice_payments.invoice_id \
         LEFT JOIN lead_touches f ON f.lead_kind = 'enquiry' AND f.lead_id = i.lead_id \
         AND f.position = 0 \
         LEFT JOIN lead_touches l ON l.lead_kind = 'enquiry' AND l.lead_id = i.lead_id \
         AND l.last = TRUE \
         WHERE {MONEY_RECEIVED} AND invoice_payments.received_on >= $1 \
         AND invoice_payments.received_on <= $2 \
         GROUP BY 1, 2, 3, 4, 5, 6"
    )
}

/// The credited touches' leads per landing path (`$3` the model).
const LEADS_BY_LANDING: &str = "SELECT landing_path, CAST(SUM(leads) AS BIGINT) \
     FROM lead_landings WHERE day >= $1 AND day <= $2 AND model = $3 \
     GROUP BY landing_path HAVING SUM(leads) <> 0";

const LEADS_BY_DAY: &str = "SELECT day, CAST(SUM(leads) AS BIGINT) FROM lead_sources \
     WHERE day >= $1 AND day <= $2 AND model = 'first' GROUP BY day";

/// Won leads (a quotation whose enquiry is gone counts as one of its own)
/// and revenue per day: each of a lead's won days has a row per model.
const WON_BY_DAY: &str = "SELECT day, CAST(SUM(won) AS BIGINT), CAST(SUM(revenue) AS BIGINT) \
     FROM won_sources WHERE day >= $1 AND day <= $2 AND model = 'first' GROUP BY day";

/// Won leads and revenue over the whole range.
fn won_in_range() -> String {
    format!(
        "SELECT CAST(COALESCE(SUM(CASE WHEN {FIRST_WON_DAY} THEN won ELSE 0 END), 0) AS BIGINT), \
         CAST(COALESCE(SUM(revenue), 0) AS BIGINT) FROM won_sources \
         WHERE day >= $1 AND day <= $2 AND model = 'first'"
    )
}

/// Day → (first count, second count).
type ByDay = HashMap<String, (i64, i64)>;

fn by_key(rows: Vec<QueryResult>) -> DomainResult<ByDay> {
    let mut out = HashMap::new();
    for row in rows {
        let second = if row.try_get_by_index::<Option<i64>>(2).is_ok() {
            number(&row, 2)?
        } else {
            0
        };
        out.insert(text(&row, 0)?, (number(&row, 1)?, second));
    }
    Ok(out)
}

/// The report over `range`.
pub async fn report(db: &impl ConnectionTrait, range: ReportRange) -> DomainResult<Report> {
    let values = bounds(range);
    let v = &values[..2];
    let mut channels: BTreeMap<Channel, ChannelFigures> = BTreeMap::new();
    let mut bots = 0;
    let mut total = Report {
        range,
        visitors: 0,
        pageviews: 0,
        bots: 0,
        leads: 0,
        won: 0,
        revenue: 0,
        collected: 0,
        spend: 0,
        sources: Vec::new(),
        pages: Vec::new(),
        days: Vec::new(),
        conversions: Vec::new(),
    };
    // Every figure is a sum over its own rollup: the sums are asked for
    // together, each on a connection of the pool, and the report waits
    // for the slowest rather than for them all in turn (a year's page and
    // landing sums are tens of milliseconds each).
    let (won_by_channel, won_in_range, collected_by_channel) =
        (won_by_channel(), won_in_range(), collected_by_channel());
    let (
        views_by_channel,
        visitors_by_channel,
        spend_by_channel,
        leads_by_channel,
        won_by_channel,
        leads_by_day,
        won_by_day,
        won_in_range,
        visitors_by_landing,
        views_by_path,
        leads_by_landing,
        views_by_day,
        visitors_by_day,
        conversions,
        collected_by_channel,
    ) = futures_util::try_join!(
        rows(db, VIEWS_BY_CHANNEL, v),
        rows(db, VISITORS_BY_CHANNEL, v),
        rows(db, SPEND_BY_CHANNEL, v),
        rows(db, LEADS_BY_CHANNEL, v),
        rows(db, &won_by_channel, v),
        rows(db, LEADS_BY_DAY, v),
        rows(db, WON_BY_DAY, v),
        rows(db, &won_in_range, v),
        rows(db, VISITORS_BY_LANDING, v),
        rows(db, VIEWS_BY_PATH, v),
        rows(db, LEADS_BY_LANDING, &values),
        rows(db, VIEWS_BY_DAY, v),
        rows(db, VISITORS_BY_DAY, v),
        rows(db, CONVERSIONS_BY_KIND, v),
        rows(db, &collected_by_channel, v),
    )?;
    fn entry(map: &mut BTreeMap<Channel, ChannelFigures>, c: Channel) -> &mut ChannelFigures {
        map.entry(c.clone()).or_insert_with(|| ChannelFigures {
            channel: c,
            ..Default::default()
        })
    }
    for row in views_by_channel {
        let views = number(&row, 4)?;
        if text(&row, 3)? == "bot" {
            bots += views;
        } else {
            entry(&mut channels, channel_of(&row)?).pageviews += views;
            total.pageviews += views;
        }
    }
    total.bots = bots;
    for row in visitors_by_channel {
        let n = number(&row, 3)?;
        entry(&mut channels, channel_of(&row)?).visitors += n;
        total.visitors += n;
    }
    for row in spend_by_channel {
        let n = number(&row, 3)?;
        entry(&mut channels, channel_of(&row)?).spend += n;
        total.spend += n;
    }
    for row in leads_by_channel {
        let c = entry(&mut channels, channel_of(&row)?);
        c.first.leads += number(&row, 3)?;
        c.last.leads += number(&row, 4)?;
    }
    for row in won_by_channel {
        let c = entry(&mut channels, channel_of(&row)?);
        c.first.won += number(&row, 3)?;
        c.last.won += number(&row, 4)?;
        c.first.revenue += number(&row, 5)?;
        c.last.revenue += number(&row, 6)?;
    }
    for row in collected_by_channel {
        let n = number(&row, 6)?;
        entry(&mut channels, channel_of(&row)?).first.collected += n;
        let last = Channel {
            source: text(&row, 3)?,
            medium: text(&row, 4)?,
            campaign: text(&row, 5)?,
        };
        entry(&mut channels, last).last.collected += n;
        total.collected += n;
    }
    let leads_by_day = by_key(leads_by_day)?;
    total.leads = leads_by_day.values().map(|(n, _)| n).sum();
    let won_by_day = by_key(won_by_day)?;
    if let Some(row) = won_in_range.first() {
        total.won = number(row, 0)?;
        total.revenue = number(row, 1)?;
    }
    let mut sources: Vec<ChannelFigures> = channels.into_values().collect();
    sources.sort_by(|a, b| {
        (b.visitors, b.earned(range.model).leads, b.pageviews)
            .cmp(&(a.visitors, a.earned(range.model).leads, a.pageviews))
            .then_with(|| a.channel.cmp(&b.channel))
    });
    total.sources = sources;

    let mut pages: BTreeMap<String, PageFigures> = BTreeMap::new();
    fn page(pages: &mut BTreeMap<String, PageFigures>, path: String) -> &mut PageFigures {
        pages.entry(path.clone()).or_insert_with(|| PageFigures {
            path,
            ..Default::default()
        })
    }
    for row in visitors_by_landing {
        page(&mut pages, text(&row, 0)?).visitors += number(&row, 1)?;
    }
    for row in views_by_path {
        page(&mut pages, text(&row, 0)?).pageviews += number(&row, 1)?;
    }
    for row in leads_by_landing {
        page(&mut pages, text(&row, 0)?).leads += number(&row, 1)?;
    }
    // A visit whose landing page is not known has no row.
    pages.remove("");
    let mut pages: Vec<PageFigures> = pages.into_values().collect();
    pages.sort_by(|a, b| {
        (b.visitors, b.pageviews, b.leads)
            .cmp(&(a.visitors, a.pageviews, a.leads))
            .then_with(|| a.path.cmp(&b.path))
    });
    total.pages = pages;

    let views_by_day = by_key(views_by_day)?;
    let visitors_by_day = by_key(visitors_by_day)?;
    let of = |map: &ByDay, day: &str| map.get(day).copied().unwrap_or_default();
    total.days = range
        .days()
        .map(|d| {
            let day = ReportRange::day(d);
            let (won, revenue) = of(&won_by_day, &day);
            DayFigures {
                visitors: of(&visitors_by_day, &day).0,
                pageviews: of(&views_by_day, &day).0,
                leads: of(&leads_by_day, &day).0,
                won,
                revenue,
                day,
            }
        })
        .collect();
    for row in conversions {
        total.conversions.push((text(&row, 0)?, number(&row, 1)?));
    }
    Ok(total)
}
