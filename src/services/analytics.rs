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
//!   gone, count as "direct".
//! - Leads are enquiries not held as spam: an application is someone
//!   looking for a job, not a client.
//! - Money is in paise here; the API turns it into rupees.
use std::collections::{BTreeMap, HashMap};

use chrono::{DateTime, Utc};
use sea_orm::{ConnectionTrait, DbBackend, QueryResult, Statement, Value};

use crate::domain::{
    analytics::{Channel, ReportRange, TouchModel},
    attribution::DIRECT,
    india_day_start, DomainResult,
};

/// What a lead's credited touch earned: its leads, the distinct leads whose
/// quotation was accepted, and those quotations' taxable value.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Earned {
    pub leads: i64,
    pub won: i64,
    pub revenue: i64,
}

impl Earned {
    fn add(&mut self, other: Earned) {
        self.leads += other.leads;
        self.won += other.won;
        self.revenue += other.revenue;
    }
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
fn statement(backend: DbBackend, sql: &str, values: &[Value]) -> Statement {
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

/// The India day of a stored instant, as YYYY-MM-DD.
fn india_day_of(backend: DbBackend, column: &str) -> String {
    match backend {
        DbBackend::Postgres => {
            format!("to_char({column} AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD')")
        }
        _ => format!("date({column}, '+330 minutes')"),
    }
}

/// The condition on `t` (a lead's touch) that `model` credits.
fn credited(model: TouchModel) -> &'static str {
    match model {
        TouchModel::First => "t.position = 0",
        TouchModel::Last => "t.last = TRUE",
    }
}

/// The report's values: first and last day, first instant and the instant
/// after the range.
fn bounds(range: ReportRange) -> [Value; 4] {
    let start: DateTime<Utc> = india_day_start(range.from);
    let end: DateTime<Utc> = india_day_start(range.to + chrono::Duration::days(1));
    [
        ReportRange::day(range.from).into(),
        ReportRange::day(range.to).into(),
        start.into(),
        end.into(),
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

/// The leads counted: enquiries not held as spam that arrived in the range
/// (`$3` to before `$4`).
const LEADS: &str = "l.kind = 'enquiry' AND l.spam_reason IS NULL \
     AND l.submitted_at >= $3 AND l.submitted_at < $4";

/// The quotations counted: accepted in the range.
const ACCEPTED: &str = "q.status = 'accepted' AND q.accepted_at >= $3 AND q.accepted_at < $4";

/// A lead's first and last touch, joined to `l`.
const TOUCH_OF_LEAD: &str = "JOIN lead_touches t ON t.lead_kind = l.kind AND t.lead_id = l.id \
     AND (t.position = 0 OR t.last = TRUE)";

/// An accepted quotation's enquiry's first and last touch, joined to `q`.
const TOUCH_OF_QUOTE: &str = "JOIN lead_touches t ON t.lead_kind = 'enquiry' \
     AND t.lead_id = q.lead_id AND (t.position = 0 OR t.last = TRUE)";

/// The first and last touches' leads per channel.
fn leads_by_channel() -> String {
    format!(
        "SELECT t.source, COALESCE(t.medium, ''), COALESCE(t.campaign, ''), \
         CAST(SUM(CASE WHEN t.position = 0 THEN 1 ELSE 0 END) AS BIGINT), \
         CAST(SUM(CASE WHEN t.last = TRUE THEN 1 ELSE 0 END) AS BIGINT) \
         FROM leads l {TOUCH_OF_LEAD} WHERE {LEADS} GROUP BY 1, 2, 3"
    )
}

/// The first and last touches' won leads and revenue per channel.
fn won_by_channel() -> String {
    format!(
        "SELECT t.source, COALESCE(t.medium, ''), COALESCE(t.campaign, ''), \
         COUNT(DISTINCT CASE WHEN t.position = 0 THEN q.lead_id END), \
         COUNT(DISTINCT CASE WHEN t.last = TRUE THEN q.lead_id END), \
         CAST(SUM(CASE WHEN t.position = 0 THEN q.taxable ELSE 0 END) AS BIGINT), \
         CAST(SUM(CASE WHEN t.last = TRUE THEN q.taxable ELSE 0 END) AS BIGINT) \
         FROM quotes q {TOUCH_OF_QUOTE} WHERE {ACCEPTED} GROUP BY 1, 2, 3"
    )
}

/// The credited touches' leads per landing path.
fn leads_by_landing(model: TouchModel) -> String {
    let credited = credited(model);
    format!(
        "SELECT COALESCE(t.landing_path, ''), COUNT(*) FROM leads l \
         JOIN lead_touches t ON t.lead_kind = l.kind AND t.lead_id = l.id AND {credited} \
         WHERE {LEADS} GROUP BY 1"
    )
}

fn leads_by_day(backend: DbBackend) -> String {
    let day = india_day_of(backend, "l.submitted_at");
    format!("SELECT {day}, COUNT(*) FROM leads l WHERE {LEADS} GROUP BY 1")
}

/// Won leads (a quotation whose enquiry is gone counts as one of its own)
/// and revenue per day, and for the whole range.
fn won_by_day(backend: DbBackend) -> String {
    let day = india_day_of(backend, "q.accepted_at");
    format!(
        "SELECT {day}, COUNT(DISTINCT COALESCE(q.lead_id, -q.id)), \
         CAST(SUM(q.taxable) AS BIGINT) FROM quotes q WHERE {ACCEPTED} GROUP BY 1"
    )
}

fn won_in_range() -> String {
    format!(
        "SELECT COUNT(DISTINCT COALESCE(q.lead_id, -q.id)), \
         CAST(COALESCE(SUM(q.taxable), 0) AS BIGINT) FROM quotes q WHERE {ACCEPTED}"
    )
}

/// Day → (first count, second count).
type ByDay = HashMap<String, (i64, i64)>;

async fn by_key(db: &impl ConnectionTrait, sql: &str, values: &[Value]) -> DomainResult<ByDay> {
    let mut out = HashMap::new();
    for row in rows(db, sql, values).await? {
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
    let backend = db.get_database_backend();
    let values = bounds(range);
    let v = &values[..];
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
        spend: 0,
        sources: Vec::new(),
        pages: Vec::new(),
        days: Vec::new(),
        conversions: Vec::new(),
    };
    fn entry(map: &mut BTreeMap<Channel, ChannelFigures>, c: Channel) -> &mut ChannelFigures {
        map.entry(c.clone()).or_insert_with(|| ChannelFigures {
            channel: c,
            ..Default::default()
        })
    }
    for row in rows(db, VIEWS_BY_CHANNEL, &v[..2]).await? {
        let views = number(&row, 4)?;
        if text(&row, 3)? == "bot" {
            bots += views;
        } else {
            entry(&mut channels, channel_of(&row)?).pageviews += views;
            total.pageviews += views;
        }
    }
    total.bots = bots;
    for row in rows(db, VISITORS_BY_CHANNEL, &v[..2]).await? {
        let n = number(&row, 3)?;
        entry(&mut channels, channel_of(&row)?).visitors += n;
        total.visitors += n;
    }
    for row in rows(db, SPEND_BY_CHANNEL, &v[..2]).await? {
        let n = number(&row, 3)?;
        entry(&mut channels, channel_of(&row)?).spend += n;
        total.spend += n;
    }
    let (mut first, mut last) = (Earned::default(), Earned::default());
    for row in rows(db, &leads_by_channel(), v).await? {
        let (f, l) = (number(&row, 3)?, number(&row, 4)?);
        let c = entry(&mut channels, channel_of(&row)?);
        c.first.leads += f;
        c.last.leads += l;
        first.leads += f;
        last.leads += l;
    }
    for row in rows(db, &won_by_channel(), v).await? {
        let first_won = Earned {
            leads: 0,
            won: number(&row, 3)?,
            revenue: number(&row, 5)?,
        };
        let last_won = Earned {
            leads: 0,
            won: number(&row, 4)?,
            revenue: number(&row, 6)?,
        };
        let c = entry(&mut channels, channel_of(&row)?);
        c.first.add(first_won);
        c.last.add(last_won);
        first.add(first_won);
        last.add(last_won);
    }
    let leads_by_day = by_key(db, &leads_by_day(backend), v).await?;
    total.leads = leads_by_day.values().map(|(n, _)| n).sum();
    let won_by_day = by_key(db, &won_by_day(backend), v).await?;
    if let Some(row) = rows(db, &won_in_range(), v).await?.first() {
        total.won = number(row, 0)?;
        total.revenue = number(row, 1)?;
    }
    // What no touch row accounts for is direct.
    let rest = |credited: Earned| Earned {
        leads: total.leads - credited.leads,
        won: total.won - credited.won,
        revenue: total.revenue - credited.revenue,
    };
    let (first_rest, last_rest) = (rest(first), rest(last));
    if first_rest != Earned::default() || last_rest != Earned::default() {
        let direct = entry(
            &mut channels,
            Channel {
                source: DIRECT.to_owned(),
                ..Default::default()
            },
        );
        direct.first.add(first_rest);
        direct.last.add(last_rest);
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
    for row in rows(db, VISITORS_BY_LANDING, &v[..2]).await? {
        page(&mut pages, text(&row, 0)?).visitors += number(&row, 1)?;
    }
    for row in rows(db, VIEWS_BY_PATH, &v[..2]).await? {
        page(&mut pages, text(&row, 0)?).pageviews += number(&row, 1)?;
    }
    for row in rows(db, &leads_by_landing(range.model), v).await? {
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

    let views_by_day = by_key(db, VIEWS_BY_DAY, &v[..2]).await?;
    let visitors_by_day = by_key(db, VISITORS_BY_DAY, &v[..2]).await?;
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
    for row in rows(db, CONVERSIONS_BY_KIND, &v[..2]).await? {
        total.conversions.push((text(&row, 0)?, number(&row, 1)?));
    }
    Ok(total)
}
