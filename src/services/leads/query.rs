//! SQL for lead lists over the one `leads` table: turns a filter into a
//! WHERE condition, led by the lead's kind, and a sort into ORDER BY terms
//! that the one-lead-table migration's indexes serve (status or assignee
//! with the submission time, the follow-up date, the name, the status
//! rank). The search box reads `search_text` through that migration's one
//! search index; the status rank is SQL from the same migration.
use migration::leads::{status_rank, FTS_TABLE};
use sea_orm::{
    sea_query::{Asterisk, Condition, Expr, Func, IntoCondition, SimpleExpr},
    ColumnTrait, ConnectionTrait, DbBackend, EntityTrait, Order, QueryFilter, QueryOrder,
    QuerySelect, QueryTrait, Select, Statement,
};

use crate::{
    domain::analytics::{ChannelFilter, TouchModel},
    domain::attribution::DIRECT,
    domain::lead::{phone_key, Assignee, LeadFilter, LeadKind, LeadSort, PipelineStatus, Spelled},
    domain::{DayRange, DomainResult},
    entities::lead,
    services::containing,
};

use lead::Column as L;

/// The leads of one kind.
pub fn of_kind(kind: LeadKind) -> Condition {
    Condition::all().add(L::Kind.eq(kind))
}

/// One lead.
pub fn has_id(kind: LeadKind, id: i32) -> Condition {
    of_kind(kind).add(L::Id.eq(id))
}

/// The statuses of `kind` after which nobody follows a lead up, as stored.
pub(super) fn closed(kind: LeadKind) -> Vec<&'static str> {
    fn of<S: PipelineStatus>() -> Vec<&'static str> {
        S::CLOSED.iter().map(|s| s.as_str()).collect()
    }
    match kind {
        LeadKind::Enquiry => of::<crate::domain::lead::EnquiryStatus>(),
        LeadKind::Application => of::<crate::domain::lead::ApplicationStatus>(),
    }
}

/// The FTS5 rowid's remainder for a kind (see `migration::leads::fts_rowid`).
fn fts_bit(kind: LeadKind) -> i32 {
    match kind {
        LeadKind::Enquiry => 0,
        LeadKind::Application => 1,
    }
}

/// How the search box's term is looked up. Both find the same leads: a
/// lead's search text holds the term (`LIKE`), or its phone is the same
/// number written another way.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Lookup {
    /// These leads, found through the index when choosing the lookup, are
    /// the only candidates (every match is among them), each checked with
    /// the scan's condition: the index is asked once per list, not once per
    /// query.
    Found(std::sync::Arc<[i32]>),
    /// SQLite's trigram table gives the candidates, each then checked with
    /// the scan's own `LIKE` (the table folds more than ASCII case, so it
    /// may offer a few more): for a term of three characters or more with
    /// few matches.
    Index,
    /// `LIKE` row by row, in the list's order: a common term fills its first
    /// page from the first rows read, and a term of one or two characters
    /// has no trigram to look up.
    Scan,
}

/// How to look `search` up in table `E`: through the index while it
/// matches at most `limit` leads, else by reading the list in its order.
/// SQLite counts the term's rows in its trigram table; PostgreSQL counts
/// them with the index's `LIKE`, which its planner answers from the trigram
/// index for a rare term and from the first rows of the table for a common
/// one. A term under three characters has no trigram.
pub(super) async fn lookup<C: ConnectionTrait>(
    db: &C,
    kind: LeadKind,
    search: Option<&str>,
    limit: u64,
) -> DomainResult<Lookup> {
    let Some(search) = search else {
        return Ok(Lookup::Index);
    };
    let search = search.to_lowercase();
    if search.chars().count() < 3 {
        return Ok(Lookup::Scan);
    }
    let most = limit.saturating_add(1);
    let backend = db.get_database_backend();
    let found: Vec<i32> = if backend == DbBackend::Sqlite {
        let fts = FTS_TABLE;
        let rows = db
            .query_all(Statement::from_sql_and_values(
                DbBackend::Sqlite,
                format!(
                    "SELECT rowid / 2 FROM {fts} WHERE {fts} MATCH ? AND rowid % 2 = ? LIMIT ?"
                ),
                [
                    fts_phrase(&search).into(),
                    fts_bit(kind).into(),
                    i64::try_from(most).unwrap_or(i64::MAX).into(),
                ],
            ))
            .await?;
        let mut ids = rows
            .iter()
            .map(|row| row.try_get_by_index::<i32>(0))
            .collect::<Result<Vec<i32>, _>>()?;
        if ids.len() as u64 <= limit {
            if let Some(key) = phone_key(&search) {
                let same: Vec<i32> = lead::Entity::find()
                    .select_only()
                    .column(L::Id)
                    .filter(of_kind(kind).add(L::PhoneKey.eq(key)))
                    .into_tuple()
                    .all(db)
                    .await?;
                ids.extend(same);
            }
        }
        ids
    } else {
        lead::Entity::find()
            .select_only()
            .column(L::Id)
            .filter(of_kind(kind).add(search_condition(kind, &search, backend, &Lookup::Index)))
            .limit(most)
            .into_tuple()
            .all(db)
            .await?
    };
    Ok(if found.len() as u64 <= limit {
        Lookup::Found(found.into())
    } else {
        Lookup::Scan
    })
}

/// PostgreSQL's `strpos(text, part)`: where `part` first stands in `text`,
/// 0 when nowhere.
#[derive(sea_orm::DeriveIden)]
struct Strpos;

/// `search` as one FTS5 phrase, quotes doubled.
fn fts_phrase(search: &str) -> String {
    format!("\"{}\"", search.replace('"', "\"\""))
}

/// Leads whose text holds `search` anywhere (a part of a word too), or
/// whose phone is the same number written another way, looked up as
/// `lookup` says.
///
/// - SQLite, through the index: the candidates are the trigram table's and
///   the phone index's, as one set of ids, each checked with the scan's
///   condition. Written as "text or phone" instead, the condition could not
///   be answered from either index and a phone number walked the whole
///   newest-first list.
/// - PostgreSQL, through the index: `LIKE` on the lower-cased text, which
///   its trigram index serves for three characters or more. Read row by row
///   (a common term, or one under three characters, which has no trigram)
///   it is matched with `strpos`, the same test, which the index does not
///   offer to serve: the planner then reads the list in its order, or
///   through the other filters' indexes, instead of the common term's
///   whole posting list.
fn search_condition(
    kind: LeadKind,
    search: &str,
    backend: DbBackend,
    lookup: &Lookup,
) -> Condition {
    let search = search.to_lowercase();
    let text = "search_text";
    let trigrams = search.chars().count() >= 3;
    let phone = phone_key(&search);
    let holds = match backend {
        // SQLite's LIKE ignores ASCII case by itself.
        DbBackend::Sqlite => Expr::expr(Expr::cust(text)).like(containing(&search)),
        _ if trigrams && *lookup != Lookup::Scan => {
            Expr::expr(Expr::cust(format!("lower({text})"))).like(containing(&search))
        }
        _ => Expr::expr(
            Func::cust(Strpos)
                .arg(Expr::cust(format!("lower({text})")))
                .arg(search.clone()),
        )
        .gt(0),
    };
    let mut any = Condition::any().add(holds);
    if let Some(key) = &phone {
        any = any.add(L::PhoneKey.eq(key.as_str()));
    }
    if let Lookup::Found(ids) = lookup {
        return Condition::all()
            .add(L::Id.is_in(ids.iter().copied()))
            .add(any);
    }
    if backend != DbBackend::Sqlite || *lookup != Lookup::Index || !trigrams {
        return any;
    }
    let fts = FTS_TABLE;
    let bit = fts_bit(kind);
    let found = format!("SELECT rowid / 2 FROM {fts} WHERE {fts} MATCH ? AND rowid % 2 = {bit}");
    let candidates = match phone {
        Some(key) => Expr::cust_with_values(
            format!(
                "leads.id IN ({found} UNION SELECT id FROM leads WHERE kind = ? AND phone_key = ?)"
            ),
            [fts_phrase(&search), kind.as_str().to_owned(), key],
        ),
        None => Expr::cust_with_values(format!("leads.id IN ({found})"), [fts_phrase(&search)]),
    };
    Condition::all().add(candidates).add(any)
}

/// Leads of `kind` about a service (an enquiry) or a position (an
/// application): the lead's own copy of it, so the lists' indexes led by
/// (kind, topic) answer without reading the kind's table.
pub fn about(kind: LeadKind, topic: i32) -> Condition {
    of_kind(kind).add(L::Topic.eq(topic))
}

/// Enquiries whose quotation was accepted on the days of `range` (the
/// analytics report's won clients).
fn won_in(range: DayRange, backend: DbBackend) -> Condition {
    let mut accepted = String::from("SELECT q.lead_id FROM quotes q WHERE q.status = 'accepted'");
    let mut values: Vec<sea_orm::Value> = Vec::new();
    if let Some(start) = range.starts() {
        accepted.push_str(" AND q.accepted_at >= ?");
        values.push(start.into());
    }
    if let Some(end) = range.ends_before() {
        accepted.push_str(" AND q.accepted_at < ?");
        values.push(end.into());
    }
    Condition::all()
        .add(L::Kind.eq(LeadKind::Enquiry))
        .add(Expr::cust_with_values(
            placeholders(format!("leads.id IN ({accepted})"), backend),
            values,
        ))
}

/// `sql` with its `?`s as the backend's placeholders: PostgreSQL's are
/// numbered (`$1`, `$2`…) in a custom expression.
fn placeholders(sql: String, backend: DbBackend) -> String {
    if backend != DbBackend::Postgres {
        return sql;
    }
    let mut n = 0;
    sql.chars()
        .map(|c| {
            if c == '?' {
                n += 1;
                format!("${n}")
            } else {
                c.to_string()
            }
        })
        .collect()
}

/// Leads whose touch credited by the filter's model came from its source,
/// medium and campaign and landed on its path (each only when given; ""
/// matches an absent value), as the analytics report counts them: a lead
/// with no touch at all is "direct". `None` when the filter names none.
fn attributed(f: &ChannelFilter, backend: DbBackend) -> Option<Condition> {
    let parts = [
        ("t.source", &f.source),
        ("COALESCE(t.medium, '')", &f.medium),
        ("COALESCE(t.campaign, '')", &f.campaign),
        ("COALESCE(t.landing_path, '')", &f.landing),
    ];
    if parts.iter().all(|(_, v)| v.is_none()) {
        return None;
    }
    let credited = match f.model() {
        TouchModel::First => "t.position = 0",
        TouchModel::Last => "t.last = TRUE",
    };
    let mut sql = format!(
        "EXISTS (SELECT 1 FROM lead_touches t WHERE t.lead_kind = leads.kind \
         AND t.lead_id = leads.id AND {credited}"
    );
    let mut values: Vec<sea_orm::Value> = Vec::new();
    for (column, value) in &parts {
        if let Some(v) = value {
            sql.push_str(&format!(" AND {column} = ?"));
            values.push(v.clone().into());
        }
    }
    sql.push(')');
    let direct = f.source.as_deref() == Some(DIRECT)
        && parts[1..]
            .iter()
            .all(|(_, v)| v.as_deref().is_none_or(str::is_empty));
    if direct {
        sql = format!(
            "({sql} OR NOT EXISTS (SELECT 1 FROM lead_touches t \
             WHERE t.lead_kind = leads.kind AND t.lead_id = leads.id))"
        );
    }
    Some(Condition::all().add(Expr::cust_with_values(placeholders(sql, backend), values)))
}

/// The WHERE condition of a filter, except its status and spam parts.
fn base_condition<S: PipelineStatus>(
    f: &LeadFilter<S>,
    backend: DbBackend,
    lookup: &Lookup,
) -> Condition {
    let mut c = of_kind(S::KIND);
    if let Some(search) = &f.search {
        c = c.add(search_condition(S::KIND, search, backend, lookup));
    }
    if let Some(topic) = f.topic_id {
        c = c.add(about(S::KIND, topic));
    }
    match f.assignee {
        Some(Assignee::Admin(id)) => c = c.add(L::AssigneeId.eq(id)),
        Some(Assignee::Nobody) => c = c.add(L::AssigneeId.is_null()),
        None => {}
    }
    if f.channel.won {
        c = c.add(won_in(f.submitted, backend));
    } else {
        if let Some(start) = f.submitted.starts() {
            c = c.add(L::SubmittedAt.gte(start));
        }
        if let Some(end) = f.submitted.ends_before() {
            c = c.add(L::SubmittedAt.lt(end));
        }
    }
    if let Some(channel) = attributed(&f.channel, backend) {
        c = c.add(channel);
    }
    if f.waiting {
        c = c.add(L::FirstResponseAt.is_null());
    }
    if let Some(ids) = &f.ids {
        c = c.add(L::Id.is_in(ids.iter().copied()));
    }
    if let Some(day) = f.due_by {
        c = c
            .add(L::FollowUpOn.lte(day.format("%Y-%m-%d").to_string()))
            .add(L::Status.is_not_in(closed(S::KIND)));
    }
    c
}

/// Leads held as spam, or the rest.
pub(super) fn held_as_spam(spam: bool) -> SimpleExpr {
    if spam {
        L::SpamReason.is_not_null()
    } else {
        L::SpamReason.is_null()
    }
}

/// The WHERE condition of a filter.
pub(super) fn condition<S: PipelineStatus>(
    f: &LeadFilter<S>,
    backend: DbBackend,
    lookup: &Lookup,
) -> Condition {
    let mut c = base_condition(f, backend, lookup).add(held_as_spam(f.spam));
    if let Some(status) = f.status {
        c = c.add(L::Status.eq(status.as_str()));
    }
    c
}

/// Orders a query by `sort`, the id breaking ties so pages never overlap.
/// The terms inside expressions name their columns unqualified, as the
/// expression indexes do.
pub(super) fn ordered(select: Select<lead::Entity>, sort: LeadSort) -> Select<lead::Entity> {
    let by_name = |select: Select<lead::Entity>, order: Order| {
        select
            .order_by(
                SimpleExpr::from(Func::lower(Expr::col(L::Name))),
                order.clone(),
            )
            .order_by(L::Id, order)
    };
    match sort {
        LeadSort::Newest => select
            .order_by(L::SubmittedAt, Order::Desc)
            .order_by(L::Id, Order::Desc),
        LeadSort::Oldest => select
            .order_by(L::SubmittedAt, Order::Asc)
            .order_by(L::Id, Order::Asc),
        LeadSort::NameAsc => by_name(select, Order::Asc),
        LeadSort::NameDesc => by_name(select, Order::Desc),
        LeadSort::Status => select
            .order_by(Expr::cust(status_rank()), Order::Asc)
            .order_by(L::SubmittedAt, Order::Desc)
            .order_by(L::Id, Order::Desc),
        LeadSort::FollowUp => select
            .order_by(
                SimpleExpr::Case(Box::new(
                    Expr::case(Expr::col(L::FollowUpOn).is_null(), Expr::val(1))
                        .finally(Expr::val(0)),
                )),
                Order::Asc,
            )
            .order_by(L::FollowUpOn, Order::Asc)
            .order_by(L::Id, Order::Asc),
    }
}

/// How many leads match.
pub(super) async fn count<C: ConnectionTrait>(
    db: &C,
    condition: impl IntoCondition,
) -> DomainResult<u64> {
    let n: Option<i64> = lead::Entity::find()
        .select_only()
        .column_as(Expr::col(Asterisk).count(), "n")
        .filter(condition)
        .into_tuple()
        .one(db)
        .await?;
    Ok(n.map_or(0, |n| n.unsigned_abs()))
}

/// Leads of one status, held as spam (for one reason) or not, under a
/// filter.
#[derive(Clone, Debug)]
struct Group<S> {
    status: S,
    spam: bool,
    count: u64,
}

/// The counts behind one filtered list.
#[derive(Clone, Debug)]
pub(super) struct Tally<S> {
    groups: Vec<Group<S>>,
}

/// How many leads match a filter, per status and spam flag, in one query:
/// the list's total, its per-status counts and its spam count all come
/// from these. Exact, for filters the indexes serve (no search).
pub(super) async fn tally<S: PipelineStatus, C: ConnectionTrait>(
    db: &C,
    f: &LeadFilter<S>,
) -> DomainResult<Tally<S>> {
    let rows: Vec<(Option<String>, S, i64)> = lead::Entity::find()
        .select_only()
        .column(L::SpamReason)
        .column(L::Status)
        .column_as(Expr::col(Asterisk).count(), "n")
        .filter(base_condition(f, db.get_database_backend(), &Lookup::Index))
        // In the order of the (spam_reason, status, …) index, which then
        // serves the grouping without a sort.
        .group_by(L::SpamReason)
        .group_by(L::Status)
        .into_tuple()
        .all(db)
        .await?;
    Ok(Tally {
        groups: rows
            .into_iter()
            .map(|(spam_reason, status, count)| Group {
                status,
                spam: spam_reason.is_some(),
                count: count.unsigned_abs(),
            })
            .collect(),
    })
}

/// A count that may stop early: counting every match of a common word
/// among a million leads would cost more than finding its first page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Count {
    pub count: u64,
    /// False when `count` is a lower bound: at least that many match.
    pub exact: bool,
}

impl Count {
    pub fn exact(count: u64) -> Self {
        Self { count, exact: true }
    }
}

/// What a list shows beside its page.
pub(super) struct ListCounts {
    pub total: Count,
    pub counts: Vec<super::ListedCount>,
    pub spam: Count,
}

/// What the list's page showed, which bounds its total from below, and
/// gives it exactly when the first page holds every match.
#[derive(Clone, Copy, Debug)]
pub(super) struct Shown {
    /// Leads before the page and on it.
    pub through: u64,
    /// The first page, with room to spare: nothing more matches.
    pub all: bool,
}

/// How many leads, per count limit, a search's counts read at most when its
/// term is looked up row by row: a rare word among a million leads would
/// otherwise be counted by reading every one of them.
const WINDOW_PER_LIMIT: u64 = 10;

/// The counts beside a list's page. Without a search they are exact (the
/// filters are served by indexes). With one, at most `limit + 1` matches
/// are read, and, when the term is read row by row, among the first
/// `limit × 10` leads the other filters keep (in no order, so a common
/// word's come from the first rows). When neither bound is reached every
/// count comes from them, exact; else each count is how many of those rows
/// it holds, a lower bound ("at least 1001 leads"). The total is also at
/// least what the page showed, and exact when the first page held every
/// match.
pub(super) async fn list_counts<S: PipelineStatus, C: ConnectionTrait>(
    db: &C,
    f: &LeadFilter<S>,
    lookup: &Lookup,
    limit: u64,
    shown: Shown,
) -> DomainResult<ListCounts> {
    let exact = |t: Tally<S>| ListCounts {
        total: Count::exact(t.total(f)),
        counts: t.counts(|_| true).into_iter().map(Into::into).collect(),
        spam: Count::exact(t.spam()),
    };
    if f.search.is_none() {
        return Ok(exact(tally(db, f).await?));
    }
    let backend = db.get_database_backend();
    let mut sampled = lead::Entity::find()
        .select_only()
        .column_as(L::SpamReason.is_not_null(), "spam")
        .column(L::Status)
        .filter(base_condition(f, backend, lookup));
    let mut window_read = false;
    if *lookup == Lookup::Scan {
        // The window: the first `window` leads the other filters keep, as a
        // table of their own under the lead table's name, so the search's
        // condition reads it unchanged. A planner cannot push the search
        // into it past its LIMIT, so at most that many are read.
        let window = limit.saturating_mul(WINDOW_PER_LIMIT).max(1);
        let others = LeadFilter {
            search: None,
            ..f.clone()
        };
        let within = base_condition(&others, backend, lookup);
        let beyond: Vec<i32> = lead::Entity::find()
            .select_only()
            .column(L::Id)
            .filter(within.clone())
            .offset(window)
            .limit(1)
            .into_tuple()
            .all(db)
            .await?;
        if !beyond.is_empty() {
            window_read = true;
            let rows = sea_orm::sea_query::Query::select()
                .column(Asterisk)
                .from(lead::Entity)
                .cond_where(within)
                .limit(window)
                .to_owned();
            QueryTrait::query(&mut sampled)
                .from_clear()
                .from_subquery(rows, lead::Entity);
        }
    }
    let sample: Vec<(bool, S)> = sampled
        .limit(limit.saturating_add(1))
        .into_tuple()
        .all(db)
        .await?;
    let complete = sample.len() as u64 <= limit && !window_read;
    let mut groups: Vec<Group<S>> = Vec::new();
    for (spam, status) in sample {
        match groups
            .iter_mut()
            .find(|g| g.spam == spam && g.status == status)
        {
            Some(g) => g.count += 1,
            None => groups.push(Group {
                status,
                spam,
                count: 1,
            }),
        }
    }
    let tally = Tally { groups };
    if complete {
        return Ok(exact(tally));
    }
    // Past a bound every figure is what the rows read hold: at least that
    // many.
    let at_least = |count| Count {
        count,
        exact: false,
    };
    Ok(ListCounts {
        total: if shown.all {
            Count::exact(shown.through)
        } else {
            at_least(tally.total(f).max(shown.through))
        },
        counts: tally
            .counts(|_| true)
            .into_iter()
            .map(|c| super::ListedCount {
                status: c.status,
                count: c.count,
                exact: false,
            })
            .collect(),
        spam: at_least(tally.spam()),
    })
}

/// The statuses a list counts, in pipeline order: spam is counted apart.
fn listed_statuses<S: PipelineStatus>() -> impl Iterator<Item = S> {
    S::ALL.iter().copied().filter(|s| Some(*s) != S::SPAM)
}

impl<S: PipelineStatus> Tally<S> {
    fn sum(&self, keep: impl Fn(&Group<S>) -> bool) -> u64 {
        self.groups
            .iter()
            .filter(|g| keep(g))
            .map(|g| g.count)
            .sum()
    }

    /// Rows the list itself shows: the spam view or the rest, in one status
    /// or all.
    pub fn total(&self, f: &LeadFilter<S>) -> u64 {
        self.sum(|g| g.spam == f.spam && f.status.is_none_or(|s| s == g.status))
    }

    /// Per status that `keep` keeps, in pipeline order, spam left out.
    pub fn counts(&self, keep: impl Fn(S) -> bool) -> Vec<super::StatusCount> {
        listed_statuses::<S>()
            .filter(|s| keep(*s))
            .map(|s| super::StatusCount {
                status: s.into(),
                count: self.sum(|g| !g.spam && g.status == s),
            })
            .collect()
    }

    /// Leads held as spam.
    pub fn spam(&self) -> u64 {
        self.sum(|g| g.spam)
    }
}

/// The first id matching, newest first.
pub(super) async fn first_id<C: ConnectionTrait>(
    db: &C,
    condition: impl IntoCondition,
) -> DomainResult<Option<i32>> {
    Ok(lead::Entity::find()
        .select_only()
        .column(L::Id)
        .filter(condition)
        .order_by(L::Id, Order::Desc)
        .limit(1)
        .into_tuple()
        .one(db)
        .await?)
}

/// Other leads of the kind sharing the e-mail or phone, newest first (at
/// most 20).
pub(super) async fn duplicates_of<C: ConnectionTrait>(
    db: &C,
    lead: &lead::Model,
) -> DomainResult<Vec<lead::Model>> {
    let mut same = Condition::any().add(L::EmailKey.eq(lead.email_key.as_str()));
    if let Some(p) = &lead.phone_key {
        same = same.add(L::PhoneKey.eq(p.as_str()));
    }
    let condition = of_kind(lead.kind).add(same).add(L::Id.ne(lead.id));
    Ok(
        ordered(lead::Entity::find().filter(condition), LeadSort::Newest)
            .limit(20)
            .all(db)
            .await?,
    )
}
