//! The weekly letter: from 9 am in India each Monday, the notification
//! list (`NOTIFY_EMAILS`) gets last week's (Monday to Sunday) visitors,
//! leads and won revenue, in all and by channel, beside the week before,
//! built from the analytics report (`services::marketing::analytics`, first touch).
//!
//! No letter for a week with nothing in it. Never two: the week's slot in
//! `digest_days`, keyed by the ISO week the letter is sent in ("2026-W49",
//! which no day's key can be), is written by exactly one instance, in the
//! same transaction as the letters. A server down all Monday sends it when
//! it is back, the same week.
use chrono::{DateTime, Datelike, NaiveTime, Utc};
use sea_orm::{DatabaseConnection, EntityTrait};

use crate::{
    domain::{
        analytics::{Channel, ReportRange},
        attribution::{channel_name, OTHER},
        india, india_today,
        lead::{MailAbout, MailPurpose},
        week_start, DomainResult, Money,
    },
    entities::digest_day,
    services::{
        begin_write, leads,
        marketing::analytics::{self, ChannelFigures, Report},
        operations::outbox::Letter,
    },
};

/// The hour (India time) on Monday from which the letter is due.
const DUE_FROM_HOUR: u32 = 9;

/// The most channels the letter names (the rest are in the screen).
const CHANNELS_SHOWN: usize = 15;

/// A channel is named in the letter when it brought a lead or at least
/// this many visitors last week; the rest are summed as "(other)".
const VISITORS_NAMED: i64 = 10;

/// The slot of the week holding `day`: its ISO week, "2026-W49".
fn slot(day: chrono::NaiveDate) -> String {
    let week = day.iso_week();
    format!("{}-W{:02}", week.year(), week.week())
}

/// Whether a week's report has anything in it.
fn is_empty(r: &Report) -> bool {
    r.visitors == 0 && r.pageviews == 0 && r.leads == 0 && r.won == 0 && r.revenue == 0
}

fn rupees(paise: i64) -> String {
    Money::from_paise(paise).format_inr()
}

/// "1 Dec" or "1 Dec 2026".
fn span(r: &ReportRange) -> String {
    format!(
        "{} to {}",
        r.from.format("%a %-d %b"),
        r.to.format("%a %-d %b %Y")
    )
}

/// One channel's line: last week, then the week before in brackets. Its
/// name is the visitors' words as plain words (`channel_name`).
fn channel_line(name: &str, now: &ChannelFigures, before: &ChannelFigures) -> String {
    format!(
        "- {name}: {} visitors ({}), {} leads ({}), {} won ({})",
        now.visitors,
        before.visitors,
        now.first.leads,
        before.first.leads,
        rupees(now.first.revenue),
        rupees(before.first.revenue),
    )
}

/// Whether the letter names a channel: one that brought a lead (by its
/// first touch) or `VISITORS_NAMED` visitors, never the counts' own
/// "(other)".
fn named(c: &ChannelFigures) -> bool {
    c.channel.source != OTHER && (c.first.leads > 0 || c.visitors >= VISITORS_NAMED)
}

/// The figures of `channels` added up, as "(other)".
fn other<'a>(channels: impl Iterator<Item = &'a ChannelFigures>) -> ChannelFigures {
    let mut sum = ChannelFigures::default();
    for c in channels {
        sum.visitors += c.visitors;
        sum.first.leads += c.first.leads;
        sum.first.revenue += c.first.revenue;
    }
    sum
}

/// The letter's text.
pub fn body(last: &Report, before: &Report, agency: &str, base_url: &str) -> String {
    let mut text = format!(
        "Good morning. How {agency}'s channels did last week ({}), \
         with the week before ({}) in brackets. Leads and revenue go to \
         the channel of each lead's first visit.\n\n",
        span(&last.range),
        span(&before.range)
    );
    text.push_str(&format!(
        "Visitors: {} ({})\nPage views: {} ({})\nLeads: {} ({})\n\
         Won clients: {} ({})\nWon revenue: {} ({})\n",
        last.visitors,
        before.visitors,
        last.pageviews,
        before.pageviews,
        last.leads,
        before.leads,
        last.won,
        before.won,
        rupees(last.revenue),
        rupees(before.revenue),
    ));
    let shown: Vec<&ChannelFigures> = last
        .sources
        .iter()
        .filter(|c| named(c))
        .take(CHANNELS_SHOWN)
        .collect();
    let is_shown = |c: &Channel| shown.iter().any(|s| s.channel == *c);
    let mut lines: Vec<String> = shown
        .iter()
        .map(|c| {
            let prior = before.sources.iter().find(|b| b.channel == c.channel);
            let name = channel_name(&c.channel.source, &c.channel.medium, &c.channel.campaign);
            channel_line(&name, c, &prior.cloned().unwrap_or_default())
        })
        .collect();
    let rest = other(last.sources.iter().filter(|c| !is_shown(&c.channel)));
    let rest_before = other(before.sources.iter().filter(|c| !is_shown(&c.channel)));
    if rest != ChannelFigures::default() {
        lines.push(channel_line(OTHER, &rest, &rest_before));
    }
    if !lines.is_empty() {
        text.push_str("\nBy channel:\n");
        for line in lines {
            text.push_str(&line);
            text.push('\n');
        }
    }
    text.push_str(&format!(
        "\nThe whole report: {base_url}/admin-login/analytics?from={}&to={}\n",
        ReportRange::day(last.range.from),
        ReportRange::day(last.range.to)
    ));
    text
}

/// Sends last week's letter to `notify` if it is due at `now` and no
/// instance has sent it yet; answers how many letters this call queued.
pub async fn send_if_due(
    db: &DatabaseConnection,
    notify: &[String],
    (agency, base_url): (&str, &str),
    now: DateTime<Utc>,
) -> DomainResult<u64> {
    let today = india_today(now);
    let due_from = week_start(today)
        .and_time(NaiveTime::from_hms_opt(DUE_FROM_HOUR, 0, 0).expect("a valid hour"))
        .and_local_timezone(india())
        .single()
        .map(|t| t.with_timezone(&Utc));
    let key = slot(today);
    if notify.is_empty()
        || due_from.is_none_or(|t| now < t)
        || digest_day::Entity::find_by_id(key.clone())
            .one(db)
            .await?
            .is_some()
    {
        return Ok(0);
    }
    let last_week = ReportRange::last_week(today);
    let last = analytics::report(db, last_week).await?;
    if is_empty(&last) {
        return Ok(0);
    }
    let before = analytics::report(db, last_week.before()).await?;
    let text = body(&last, &before, agency, base_url);
    let subject = format!(
        "{agency}: last week's visitors, leads and revenue ({})",
        span(&last_week)
    );
    let letters: Vec<Letter> = notify
        .iter()
        .map(|recipient| Letter {
            purpose: MailPurpose::Weekly,
            lead_kind: MailAbout::Digest,
            lead_id: 0,
            recipient: recipient.clone(),
            subject: subject.clone(),
            body: text.clone(),
            attachment: None,
        })
        .collect();
    let txn = begin_write(db).await?;
    leads::digest::send_once(txn, key, letters, now).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_week_slot_is_its_iso_week_and_never_a_day() {
        let day = chrono::NaiveDate::from_ymd_opt(2026, 11, 30).unwrap();
        assert_eq!(slot(day), "2026-W49");
        assert!(slot(day).len() <= 10);
        let new_year = chrono::NaiveDate::from_ymd_opt(2027, 1, 1).unwrap();
        assert_eq!(slot(new_year), "2026-W53");
    }
}
