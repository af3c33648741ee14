//! The morning digest: from opening time on each open day, every
//! administrator gets one letter with the follow-ups due today, the
//! overdue ones and the leads still waiting for a first answer. No letter
//! while there is nothing in it (the day stays open: a lead that arrives
//! later that day is in the day's one digest), and never two on one day:
//! the day's row in `digest_days` is written by exactly one instance, in
//! the same transaction as the letters.
use chrono::{DateTime, Utc};
use sea_orm::{
    sea_query::OnConflict, ColumnTrait, Condition, ConnectionTrait, DatabaseConnection,
    DatabaseTransaction, EntityTrait, QueryFilter, QueryOrder, QuerySelect, Set,
};

use super::query;
use crate::{
    domain::{hours::BusinessHours, india_clock, india_today, lead::LeadKind, DomainResult},
    entities::{admin, digest_day, lead, LeadRecord},
    services::{
        begin_write,
        operations::outbox::{self, Letter},
    },
};

/// The most leads a section lists (the rest are counted).
const SHOWN: u64 = 25;

/// One section of the digest: its heading and its lines.
struct Section {
    heading: &'static str,
    lines: Vec<String>,
}

/// "Asha Kumari (Amazon - A+ Content), arrived 24 Nov 2026, 3:45 pm: <link>".
fn line(record: LeadRecord, base_url: &str) -> String {
    let (kind, topic, lead) = match record {
        LeadRecord::Enquiry(e) => (
            "enquiries",
            format!("{} - {}", e.own.service_name, e.own.sub_service_name),
            e.lead,
        ),
        LeadRecord::Application(a) => ("applications", a.own.position_name, a.lead),
    };
    let (id, name, arrived, follow_up) = (lead.id, lead.name, lead.submitted_at, lead.follow_up_on);
    let when = match follow_up {
        Some(day) => format!("follow-up {day}"),
        None => format!("arrived {}", india_clock(arrived)),
    };
    format!("- {name} ({topic}), {when}: {base_url}/admin-login/leads/{kind}/{id}")
}

/// The digest's sections, in the order the letter gives them.
#[derive(Clone, Copy)]
enum Due {
    /// Open leads whose follow-up is today.
    Today,
    /// Open leads whose follow-up day has passed.
    Overdue,
    /// Leads nobody has answered yet.
    Unanswered,
}

impl Due {
    const ALL: [Self; 3] = [Self::Today, Self::Overdue, Self::Unanswered];

    fn heading(self) -> &'static str {
        match self {
            Self::Today => "Follow-ups due today",
            Self::Overdue => "Overdue follow-ups",
            Self::Unanswered => "Still waiting for a first answer",
        }
    }

    /// The leads of `kind` in this section on `today` (YYYY-MM-DD).
    fn condition(self, kind: LeadKind, today: &str) -> Condition {
        use lead::Column as L;
        let open = || query::of_kind(kind).add(L::Status.is_not_in(query::closed(kind)));
        match self {
            Self::Today => open().add(L::FollowUpOn.eq(today)),
            Self::Overdue => open().add(L::FollowUpOn.lt(today)),
            Self::Unanswered => query::of_kind(kind).add(L::FirstResponseAt.is_null()),
        }
    }
}

/// The section's lines for leads of `kind`, oldest first, spam left out.
async fn lines_of(
    db: &impl ConnectionTrait,
    kind: LeadKind,
    due: Due,
    today: &str,
    base_url: &str,
) -> DomainResult<Vec<String>> {
    let rows = lead::Entity::find()
        .filter(
            due.condition(kind, today)
                .add(lead::Column::SpamReason.is_null()),
        )
        .order_by_asc(lead::Column::SubmittedAt)
        .limit(SHOWN)
        .all(db)
        .await?;
    Ok(super::records(db, rows)
        .await?
        .into_iter()
        .map(|r| line(r, base_url))
        .collect())
}

/// The three sections for `today` over both kinds of lead.
async fn sections(
    db: &impl ConnectionTrait,
    today: &str,
    base_url: &str,
) -> DomainResult<Vec<Section>> {
    let mut sections = Vec::new();
    for due in Due::ALL {
        let mut lines = Vec::new();
        for kind in [LeadKind::Enquiry, LeadKind::Application] {
            lines.extend(lines_of(db, kind, due, today, base_url).await?);
        }
        sections.push(Section {
            heading: due.heading(),
            lines,
        });
    }
    Ok(sections)
}

fn body(sections: &[Section], agency: &str) -> String {
    let mut body = format!("Good morning. Today's leads at {agency}:\n");
    for s in sections.iter().filter(|s| !s.lines.is_empty()) {
        body.push_str(&format!("\n{} ({}):\n", s.heading, s.lines.len()));
        for l in &s.lines {
            body.push_str(l);
            body.push('\n');
        }
    }
    body
}

/// Sends today's digest if it is due at `now` and no instance has decided
/// it yet; answers how many letters this call queued.
pub async fn send_if_due(
    db: &DatabaseConnection,
    hours: &BusinessHours,
    (agency, base_url): (&str, &str),
    now: DateTime<Utc>,
) -> DomainResult<u64> {
    let day = india_today(now);
    let Some(opening) = hours.opening(day) else {
        return Ok(0);
    };
    let today = day.format("%Y-%m-%d").to_string();
    if now < opening
        || digest_day::Entity::find_by_id(today.clone())
            .one(db)
            .await?
            .is_some()
    {
        return Ok(0);
    }
    let txn = begin_write(db).await?;
    let sections = sections(&txn, &today, base_url).await?;
    let admins: Vec<String> = admin::Entity::find()
        .select_only()
        .column(admin::Column::Email)
        .into_tuple()
        .all(&txn)
        .await?;
    if sections.iter().all(|s| s.lines.is_empty()) || admins.is_empty() {
        return Ok(0);
    }
    let text = body(&sections, agency);
    let letters: Vec<Letter> = admins
        .into_iter()
        .map(|recipient| Letter {
            purpose: crate::domain::lead::MailPurpose::Digest,
            lead_kind: crate::domain::lead::MailAbout::Digest,
            lead_id: 0,
            recipient,
            subject: format!("{agency}: leads for {}", day.format("%-d %b %Y")),
            body: text.clone(),
            attachment: None,
        })
        .collect();
    send_once(txn, today, letters, now).await
}

/// Claims the slot `key` in `digest_days` (a day, or a week's key) and, in
/// the same transaction, puts `letters` in the outbox: of several
/// instances only the first to claim the slot sends, so a letter never
/// goes out twice. Answers how many letters were queued (0 when another
/// instance claimed the slot first).
pub(crate) async fn send_once(
    txn: DatabaseTransaction,
    key: String,
    letters: Vec<Letter>,
    now: DateTime<Utc>,
) -> DomainResult<u64> {
    let count = letters.len() as u64;
    let decided = digest_day::Entity::insert(digest_day::ActiveModel {
        day: Set(key),
        letters: Set(i32::try_from(count).unwrap_or(i32::MAX)),
        created_at: Set(now),
    })
    .on_conflict(
        OnConflict::column(digest_day::Column::Day)
            .do_nothing()
            .to_owned(),
    )
    .exec_without_returning(&txn)
    .await?;
    if decided == 0 {
        return Ok(0);
    }
    outbox::enqueue(&txn, letters, now).await?;
    txn.commit().await?;
    Ok(count)
}
