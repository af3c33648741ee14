//! Visits counted by the server: page views, visitors per day and the
//! conversions of a visit (a tap on the site's call or WhatsApp button, a
//! person's click on an affiliate link). Every count is kept in memory and
//! written in batches (`counters`); nothing here names a person. What is
//! counted and when is decided by the layer in front of the pages
//! (`crate::visits`); this module keeps and writes the counts.
//!
//! - **Page views** (`page_views`): one per public page answered, by India
//!   day, kind (`human` or `bot`), path and the visit's source, medium,
//!   campaign and referring host. A probe of an address we never had is a
//!   `bot` view under `NOT_FOUND_PATH`, never its own path, and as a direct
//!   visit: probes cannot grow the table. Batches are added with an upsert
//!   that adds, so several instances count into one row.
//! - **Visitors** (`visitor_days`, `visitor_counts`): a person's first view
//!   of the day on this instance is hashed (`daily_salt`; the hash's first
//!   64 bits, `visitor_number`, are what `visitor_days` keeps) and kept with
//!   the source and the path of that first page. A batch inserts the hashes
//!   with `ON CONFLICT DO NOTHING` and, in the same transaction, adds one
//!   visitor per hash actually inserted to the count of its first page's
//!   source, medium, campaign and landing path; a hash another instance
//!   (or an earlier batch) stored already adds nothing. So a visitor is
//!   counted once a day however many pages they read and on however many
//!   instances.
//! - **Conversions** (`conversions`): by day, kind, the visit's source and
//!   the page, added up like page views.
//!
//! Bounds, so a bot cannot grow the tables or the counts without end:
//!
//! - **Names.** Per India day, each table keeps at most `max_sources`
//!   (`ANALYTICS_MAX_SOURCES`) source, medium and campaign combinations by
//!   name, and `page_views` as many referring hosts; a batch counts the
//!   names past them under `OTHER` ("(other)"), except a name some lead's
//!   touch holds (`kept_names`). Decided when a batch is written, from the
//!   names the database holds for the day, so every instance keeps the
//!   same ones.
//! - **Visitors per address.** One client address (an IPv6 address by its
//!   /64) counts as at most `VISITORS_PER_ADDRESS` visitors a day on an
//!   instance, whatever browser names it sends.
//! - **Taps.** A call or WhatsApp tap counts only when the same visitor
//!   (address and browser) viewed one of our pages in the last
//!   `TAP_AFTER_VIEW` (`Visits::viewed_lately`).
//! - **Old detail.** The days past `ANALYTICS_KEEP_DAYS` keep their totals
//!   only (`fold_old_views`).
//!
//! A crash loses what was counted since the last batch was written (the
//! flush period, `FLUSH_EVERY`, plus the write's own time).
use std::{
    borrow::Cow,
    cell::RefCell,
    collections::{BTreeSet, HashMap, HashSet},
    hash::{BuildHasher, Hash, Hasher},
    net::IpAddr,
    sync::{
        atomic::{AtomicU64, Ordering},
        Arc, LazyLock, Mutex, RwLock,
    },
    time::Duration,
};

use chrono::{DateTime, Utc};
use sea_orm::{
    sea_query::{Expr, OnConflict, Query},
    ColumnTrait, ConnectionTrait, DatabaseConnection, EntityTrait, IdenStatic, IntoActiveModel,
    Iterable, PrimaryKeyToColumn, QueryFilter, Set, TransactionTrait, Value,
};

use crate::services::{
    counting::counters::{Batched, Tally},
    counting::daily_salt::{visitor_number, DailySalt},
    counting::user_agent::{read_user_agent, ClickKind},
    marketing::analytics::statement,
};
use crate::{
    domain::{
        attribution::{Touch, DIRECT, OTHER},
        DomainResult, IndiaDay, Moment,
    },
    entities::{conversion, page_view, visitor_count, visitor_day},
};

/// How often the counts kept in memory are written.
pub const FLUSH_EVERY: Duration = Duration::from_secs(2);

/// The one path every probe of an address we never had is counted under.
pub const NOT_FOUND_PATH: &str = "(not found)";

/// A path is cut to this many characters (the column's width).
const PATH_MAX: usize = 200;

/// Paths remembered as pages this instance answered, at most.
const KNOWN_PAGES_MAX: usize = 20_000;

/// Visitors one client address (an IPv6 /64) counts as in a day, at most:
/// an office behind one address, not a bot changing its browser name.
const VISITORS_PER_ADDRESS: u8 = 20;

/// Addresses whose visitors are counted in memory, at most; past it they
/// are forgotten (as `daily_salt`'s repeats).
const ADDRESSES_MAX: usize = 500_000;

/// A tap counts when its visitor viewed a page of ours this recently
/// (seconds).
const TAP_AFTER_VIEW: i64 = 30 * 60;

/// Slots in `Visits::viewed` (512 KiB), a power of two.
const VIEWED_SLOTS: usize = 1 << 16;

/// Where a visit came from: the touch that brought it, or a direct visit.
/// Absent values are "". A direct visit, the most common, is made without
/// a copy of anything.
#[derive(Clone, Debug, Default, Eq)]
pub struct VisitSource {
    pub source: Cow<'static, str>,
    pub medium: Cow<'static, str>,
    pub campaign: Cow<'static, str>,
    /// The referring host.
    pub referrer: Cow<'static, str>,
}

/// A direct visit, for a view to borrow: a view of it is known by this
/// address without its texts being read (`visit_hash`).
pub static DIRECT_VISIT: VisitSource = VisitSource {
    source: Cow::Borrowed(DIRECT),
    medium: Cow::Borrowed(""),
    campaign: Cow::Borrowed(""),
    referrer: Cow::Borrowed(""),
};

impl VisitSource {
    /// A visit with no touch.
    pub fn direct() -> Self {
        DIRECT_VISIT.clone()
    }

    /// Whether this is a direct visit, told without reading any text when
    /// it was made by `direct`.
    pub fn is_direct(&self) -> bool {
        self.medium.is_empty()
            && self.campaign.is_empty()
            && self.referrer.is_empty()
            && same_text(&self.source, DIRECT)
    }

    /// The visit a touch brought (a direct visit without one).
    pub fn of(touch: Option<&Touch>) -> Self {
        let Some(t) = touch else {
            return Self::direct();
        };
        let value = |v: &Option<String>| Cow::Owned(v.clone().unwrap_or_default());
        Self {
            source: Cow::Owned(t.source.clone()),
            medium: value(&t.medium),
            campaign: value(&t.campaign),
            referrer: value(&t.referrer),
        }
    }
}

/// Field by field, as derived, except that two texts at one place are
/// equal without their bytes being read: a view's key is compared with the
/// kept one on every page request, and a direct visit's words are the same
/// static texts each time.
impl PartialEq for VisitSource {
    fn eq(&self, other: &Self) -> bool {
        same_text(&self.source, &other.source)
            && same_text(&self.medium, &other.medium)
            && same_text(&self.campaign, &other.campaign)
            && same_text(&self.referrer, &other.referrer)
    }
}

/// The texts' hash, as derived (equal sources hash alike).
impl Hash for VisitSource {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.source.hash(state);
        self.medium.hash(state);
        self.campaign.hash(state);
        self.referrer.hash(state);
    }
}

/// `a == b`, answered from the lengths and the addresses when they settle
/// it.
fn same_text(a: &str, b: &str) -> bool {
    a.len() == b.len() && (a.is_empty() || std::ptr::eq(a.as_ptr(), b.as_ptr()) || a == b)
}

/// A path as stored: cut to the column's width.
#[inline]
fn fitted_path(path: &str) -> &str {
    // No more bytes than the width, no more characters: nothing to count.
    if path.len() <= PATH_MAX {
        return path;
    }
    cut_path(path)
}

/// A path of more bytes than the width, cut to its width in characters.
#[cold]
#[inline(never)]
fn cut_path(path: &str) -> &str {
    match path.char_indices().nth(PATH_MAX) {
        Some((end, _)) => &path[..end],
        None => path,
    }
}

/// Keys the hashes a view's key is made of, afresh in each process.
static KEYS: LazyLock<foldhash::fast::RandomState> = LazyLock::new(Default::default);

/// A page view's key, with its hash: a view's key is looked up on every
/// page request (as `ViewKeyRef`), so its hash is made once, a direct
/// visit's part of it once a process, and two keys are told apart by
/// their hashes before any text is read.
#[derive(Clone, Debug)]
pub struct ViewKey {
    hash: u64,
    day: IndiaDay,
    kind: ViewKind,
    path: Arc<str>,
    visit: VisitSource,
}

/// A page view's key as a view finds its count by it, borrowed: a repeat
/// of a kept key makes no key (no path is shared, none dropped).
struct ViewKeyRef<'a> {
    hash: u64,
    day: IndiaDay,
    kind: ViewKind,
    path: &'a str,
    visit: &'a VisitSource,
}

impl<'a> ViewKeyRef<'a> {
    #[inline]
    fn new(day: IndiaDay, kind: ViewKind, path: &'a str, visit: &'a VisitSource) -> Self {
        // The day is left out of the hash: a batch holds the keys of one
        // day, two around midnight or more after the database was away,
        // and keys that differ by their day alone are still unequal.
        let hash = (KEYS.hash_one(path) ^ visit_hash(visit).rotate_left(29))
            .wrapping_mul(0x9e37_79b9_7f4a_7c15)
            ^ kind as u64;
        Self {
            hash,
            day,
            kind,
            path,
            visit,
        }
    }

    /// The hash of every part of the key, its day too: what the key is
    /// counted by without a lock (`Batched::add_one_as`).
    #[inline]
    fn whole_hash(&self) -> u64 {
        (self.hash ^ u64::from(self.day.number() as u32))
            .wrapping_mul(0x9e37_79b9_7f4a_7c15)
            .rotate_left(26)
    }

    /// The key this stands for, the path kept once (`path`).
    fn to_key(&self, path: impl FnOnce(&str) -> Arc<str>) -> ViewKey {
        ViewKey {
            hash: self.hash,
            day: self.day,
            kind: self.kind,
            path: path(self.path),
            visit: self.visit.clone(),
        }
    }
}

/// The key's own hash (as `ViewKey`'s).
impl Hash for ViewKeyRef<'_> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        state.write_u64(self.hash);
    }
}

impl hashbrown::Equivalent<ViewKey> for ViewKeyRef<'_> {
    fn equivalent(&self, key: &ViewKey) -> bool {
        self.hash == key.hash
            && self.kind == key.kind
            && self.day == key.day
            && same_text(self.path, &key.path)
            && *self.visit == key.visit
    }
}

impl ViewKey {
    /// The key, borrowed.
    fn borrowed(&self) -> ViewKeyRef<'_> {
        ViewKeyRef {
            hash: self.hash,
            day: self.day,
            kind: self.kind,
            path: &self.path,
            visit: &self.visit,
        }
    }
}

/// By every part, as derived; the hashes settle most unequal keys (the
/// borrowed form's test).
impl PartialEq for ViewKey {
    fn eq(&self, other: &Self) -> bool {
        hashbrown::Equivalent::equivalent(&self.borrowed(), other)
    }
}

impl Eq for ViewKey {}

/// The hash made of the parts' hashes (equal keys have equal parts, so
/// equal hashes).
impl Hash for ViewKey {
    fn hash<H: Hasher>(&self, state: &mut H) {
        state.write_u64(self.hash);
    }
}

/// A visit's hash for a view's key: a direct visit's is made once.
#[inline]
fn visit_hash(visit: &VisitSource) -> u64 {
    static DIRECT_HASH: LazyLock<u64> = LazyLock::new(|| KEYS.hash_one(VisitSource::direct()));
    if std::ptr::eq(visit, &DIRECT_VISIT) || visit.is_direct() {
        *DIRECT_HASH
    } else {
        KEYS.hash_one(visit)
    }
}

/// Who a view was by: a person, or a crawler, a link preview or a probe.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum ViewKind {
    Human,
    Bot,
}

impl ViewKind {
    /// As stored: `human` or `bot`.
    fn as_str(self) -> &'static str {
        match self {
            Self::Human => "human",
            Self::Bot => "bot",
        }
    }
}

/// The names (source, medium and campaign; referring host) a batch may
/// count by name, per day: those its table holds already that day, new
/// ones while the day holds fewer than `max`, and any a lead's touch
/// holds. The rest are counted as `OTHER`.
#[derive(Default)]
struct Kept {
    /// "day\0source\0medium\0campaign".
    channels: HashSet<String>,
    /// "day\0host".
    referrers: HashSet<String>,
}

fn channel_key(day: &str, v: &VisitSource) -> String {
    format!("{day}\0{}\0{}\0{}", v.source, v.medium, v.campaign)
}

impl Kept {
    /// `visit` as counted on `day`.
    fn visit(&self, day: &str, visit: &VisitSource) -> VisitSource {
        let mut v = visit.clone();
        if !self.channels.contains(&channel_key(day, visit)) {
            (v.source, v.medium, v.campaign) =
                (Cow::Borrowed(OTHER), Cow::Borrowed(""), Cow::Borrowed(""));
        }
        if !v.referrer.is_empty() && !self.referrers.contains(&format!("{day}\0{}", v.referrer)) {
            v.referrer = Cow::Borrowed(OTHER);
        }
        v
    }
}

/// `sql`'s rows, each its columns' texts joined by NUL.
async fn keys_of(
    db: &impl ConnectionTrait,
    sql: &str,
    values: &[Value],
) -> DomainResult<Vec<String>> {
    let rows = db
        .query_all(statement(db.get_database_backend(), sql, values))
        .await?;
    let mut keys = Vec::with_capacity(rows.len());
    for row in rows {
        let mut key = String::new();
        for i in 0..row.column_names().len() {
            if i > 0 {
                key.push('\0');
            }
            key.push_str(
                &row.try_get_by_index::<Option<String>>(i)?
                    .unwrap_or_default(),
            );
        }
        keys.push(key);
    }
    Ok(keys)
}

/// What `visits` (each with its day) may name (see `Kept`): `table`
/// holds a day's source, medium and campaign, and with `referrers` the
/// day's referring hosts are read from `page_views`.
async fn kept_names(
    db: &impl ConnectionTrait,
    (table, referrers): (&str, bool),
    max: usize,
    visits: &[(String, &VisitSource)],
) -> DomainResult<Kept> {
    let mut kept = Kept::default();
    // Per day: room left for new channels and new hosts.
    let mut room: HashMap<&str, (usize, usize)> = HashMap::new();
    let days: BTreeSet<&str> = visits.iter().map(|(d, _)| d.as_str()).collect();
    for day in days {
        let values = [Value::from(day)];
        let sql = format!("SELECT DISTINCT source, medium, campaign FROM {table} WHERE day = $1");
        let channels = keys_of(db, &sql, &values).await?;
        let hosts = if referrers {
            let sql = "SELECT DISTINCT referrer FROM page_views WHERE day = $1 AND referrer <> ''";
            keys_of(db, sql, &values).await?
        } else {
            Vec::new()
        };
        room.insert(
            day,
            (
                max.saturating_sub(channels.len()),
                max.saturating_sub(hosts.len()),
            ),
        );
        kept.channels
            .extend(channels.into_iter().map(|c| format!("{day}\0{c}")));
        kept.referrers
            .extend(hosts.into_iter().map(|h| format!("{day}\0{h}")));
    }
    // The names leads' touches hold, read when a day is full.
    let mut leads: Option<(HashSet<String>, HashSet<String>)> = None;
    for (day, v) in visits {
        let (channels, hosts) = room.get_mut(day.as_str()).expect("every day read");
        let channel = channel_key(day, v);
        let host = format!("{day}\0{}", v.referrer);
        let new_channel = !kept.channels.contains(&channel);
        let new_host = referrers && !v.referrer.is_empty() && !kept.referrers.contains(&host);
        if !(new_channel || new_host) {
            continue;
        }
        if leads.is_none() && ((new_channel && *channels == 0) || (new_host && *hosts == 0)) {
            leads = Some(lead_names(db).await?);
        }
        let (lead_channels, lead_hosts) = leads
            .as_ref()
            .map_or((None, None), |(c, h)| (Some(c), Some(h)));
        if new_channel {
            if *channels > 0 {
                *channels -= 1;
                kept.channels.insert(channel);
            } else if lead_channels.is_some_and(|c| c.contains(&channel_key("", v)[1..])) {
                kept.channels.insert(channel);
            }
        }
        if new_host {
            if *hosts > 0 {
                *hosts -= 1;
                kept.referrers.insert(host);
            } else if lead_hosts.is_some_and(|h| h.contains(v.referrer.as_ref())) {
                kept.referrers.insert(host);
            }
        }
    }
    Ok(kept)
}

/// The source, medium and campaign ("source\0medium\0campaign") and the
/// referring hosts of every lead's touches: names always kept.
async fn lead_names(db: &impl ConnectionTrait) -> DomainResult<(HashSet<String>, HashSet<String>)> {
    let channels = keys_of(
        db,
        "SELECT DISTINCT source, COALESCE(medium, ''), COALESCE(campaign, '') FROM lead_touches",
        &[],
    )
    .await?;
    let hosts = keys_of(
        db,
        "SELECT DISTINCT referrer FROM lead_touches WHERE referrer IS NOT NULL",
        &[],
    )
    .await?;
    Ok((channels.into_iter().collect(), hosts.into_iter().collect()))
}

/// Page views, added up.
pub struct ViewRows {
    /// Names kept per day (`ANALYTICS_MAX_SOURCES`).
    max: usize,
}

impl Tally for ViewRows {
    type Key = ViewKey;
    type Value = i64;
    const NAME: &'static str = "page views";

    fn merge(kept: &mut i64, later: i64) {
        *kept += later;
    }

    async fn write(&self, db: &DatabaseConnection, chunk: &[(ViewKey, i64)]) -> DomainResult<()> {
        use page_view::{ActiveModel, Column, Entity};
        let counts = chunk
            .iter()
            .map(|(k, n)| (k.day.text(), &k.visit, k.kind.as_str(), &*k.path, *n));
        let sums = added_up_as_kept(db, ("page_view_sources", true), self.max, counts).await?;
        let rows = sums
            .into_iter()
            .map(|((day, kind, path, v), n)| ActiveModel {
                day: Set(day),
                kind: Set(kind.to_owned()),
                path: Set(path.to_owned()),
                source: Set(v.source.into_owned()),
                medium: Set(v.medium.into_owned()),
                campaign: Set(v.campaign.into_owned()),
                referrer: Set(v.referrer.into_owned()),
                views: Set(n),
                ..Default::default()
            });
        add_up::<Entity>(db, rows, Column::Views).await
    }
}

/// What a conversion is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ConversionKind {
    /// A tap on the site's call button (a `tel:` link).
    Call,
    /// A tap on the site's WhatsApp button.
    Whatsapp,
    /// A person's click on an affiliate link (`/go/`).
    Affiliate,
}

impl ConversionKind {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Call => "call",
            Self::Whatsapp => "whatsapp",
            Self::Affiliate => "affiliate",
        }
    }
}

/// A conversion's key (the visit without its referring host: the table
/// keeps the source, medium and campaign).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ConversionKey {
    day: Arc<str>,
    kind: ConversionKind,
    visit: VisitSource,
    path: String,
}

/// Conversions, added up.
pub struct ConversionRows {
    /// Names kept per day (`ANALYTICS_MAX_SOURCES`).
    max: usize,
}

impl Tally for ConversionRows {
    type Key = ConversionKey;
    type Value = i64;
    const NAME: &'static str = "conversions";

    fn merge(kept: &mut i64, later: i64) {
        *kept += later;
    }

    async fn write(
        &self,
        db: &DatabaseConnection,
        chunk: &[(ConversionKey, i64)],
    ) -> DomainResult<()> {
        use conversion::{ActiveModel, Column, Entity};
        let counts = chunk.iter().map(|(k, n)| {
            (
                k.day.to_string(),
                &k.visit,
                k.kind.as_str(),
                k.path.as_str(),
                *n,
            )
        });
        let sums = added_up_as_kept(db, ("conversions", false), self.max, counts).await?;
        let rows = sums
            .into_iter()
            .map(|((day, kind, path, v), n)| ActiveModel {
                day: Set(day),
                kind: Set(kind.to_owned()),
                source: Set(v.source.into_owned()),
                medium: Set(v.medium.into_owned()),
                campaign: Set(v.campaign.into_owned()),
                path: Set(path.to_owned()),
                count: Set(n),
                ..Default::default()
            });
        add_up::<Entity>(db, rows, Column::Count).await
    }
}

/// A visitor of a day, by their number (`visitor_number`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct VisitorKey {
    day: Arc<str>,
    visitor: i64,
}

/// A visitor's first page of the day: its source and path.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Landing {
    visit: VisitSource,
    path: Arc<str>,
}

/// Visitors, each counted once a day (see the module note).
pub struct VisitorRows {
    /// Names kept per day (`ANALYTICS_MAX_SOURCES`).
    max: usize,
}

impl Tally for VisitorRows {
    type Key = VisitorKey;
    type Value = Landing;
    const NAME: &'static str = "visitors";

    /// The first page stays the landing page.
    fn merge(_kept: &mut Landing, _later: Landing) {}

    async fn write(
        &self,
        db: &DatabaseConnection,
        chunk: &[(VisitorKey, Landing)],
    ) -> DomainResult<()> {
        let txn = db.begin().await?;
        let mut insert = Query::insert();
        insert
            .into_table(visitor_day::Entity)
            .columns([visitor_day::Column::Day, visitor_day::Column::Visitor]);
        for (k, _) in chunk {
            insert.values_panic([k.day.to_string().into(), k.visitor.into()]);
        }
        insert
            .on_conflict(
                OnConflict::columns([visitor_day::Column::Day, visitor_day::Column::Visitor])
                    .do_nothing()
                    .to_owned(),
            )
            .returning(Query::returning().columns([visitor_day::Column::Visitor]));
        let inserted: HashSet<i64> = txn
            .query_all(txn.get_database_backend().build(&insert))
            .await?
            .iter()
            .map(|row| row.try_get::<i64>("", visitor_day::Column::Visitor.as_str()))
            .collect::<Result<_, _>>()?;
        let landed: Vec<(&VisitorKey, &Landing)> = chunk
            .iter()
            .filter(|(k, _)| inserted.contains(&k.visitor))
            .map(|(k, l)| (k, l))
            .collect();
        let visits: Vec<(String, &VisitSource)> = landed
            .iter()
            .map(|(k, l)| (k.day.to_string(), &l.visit))
            .collect();
        let kept = kept_names(&txn, ("visitor_sources", false), self.max, &visits).await?;
        let mut counts: HashMap<(&str, VisitSource, &str), i64> = HashMap::new();
        for ((day, visit), (_, landing)) in visits.iter().zip(&landed) {
            *counts
                .entry((day.as_str(), kept.visit(day, visit), &*landing.path))
                .or_default() += 1;
        }
        if !counts.is_empty() {
            use visitor_count::{ActiveModel, Column, Entity};
            let rows = counts.into_iter().map(|((day, v, path), n)| ActiveModel {
                day: Set(day.to_owned()),
                source: Set(v.source.into_owned()),
                medium: Set(v.medium.into_owned()),
                campaign: Set(v.campaign.into_owned()),
                landing_path: Set(path.to_owned()),
                visitors: Set(n),
                ..Default::default()
            });
            add_up::<Entity>(&txn, rows, Column::Visitors).await?;
        }
        txn.commit().await?;
        Ok(())
    }
}

/// A chunk's counts (day, visit, kind, path, count) with each visit's
/// names as kept for its day (`kept_names`), the keys that then fall
/// together added up: one statement may not name a row twice.
async fn added_up_as_kept<'a>(
    db: &impl ConnectionTrait,
    table: (&str, bool),
    max: usize,
    counts: impl Iterator<Item = (String, &'a VisitSource, &'static str, &'a str, i64)>,
) -> DomainResult<HashMap<(String, &'static str, &'a str, VisitSource), i64>> {
    let counts: Vec<_> = counts.collect();
    let visits: Vec<(String, &VisitSource)> = counts
        .iter()
        .map(|(day, v, ..)| (day.clone(), *v))
        .collect();
    let kept = kept_names(db, table, max, &visits).await?;
    let mut sums = HashMap::new();
    for (day, visit, kind, path, n) in counts {
        let visit = kept.visit(&day, visit);
        *sums.entry((day, kind, path, visit)).or_default() += n;
    }
    Ok(sums)
}

/// Inserts `rows`, adding `sum` of a row whose key (every other column but
/// the id) is stored already to the stored one: one statement, so several
/// instances add into one row.
async fn add_up<E>(
    db: &impl ConnectionTrait,
    rows: impl IntoIterator<Item = E::ActiveModel>,
    sum: E::Column,
) -> DomainResult<()>
where
    E: EntityTrait,
    E::Model: IntoActiveModel<E::ActiveModel>,
{
    let id = |c: &E::Column| E::PrimaryKey::iter().any(|k| k.into_column().as_str() == c.as_str());
    let key: Vec<E::Column> = E::Column::iter()
        .filter(|c| c.as_str() != sum.as_str() && !id(c))
        .collect();
    E::insert_many(rows)
        .on_conflict(
            OnConflict::columns(key)
                .value(
                    sum,
                    Expr::col((E::default(), sum)).add(Expr::col((Excluded, sum))),
                )
                .to_owned(),
        )
        .exec_without_returning(db)
        .await?;
    Ok(())
}

/// What a folded page view names as its referring host: it marks the
/// days `fold_old_views` is done with.
pub const FOLDED: &str = "(folded)";

/// Folds the page views of every day before `before` (YYYY-MM-DD) not
/// folded yet into their totals: a day's rows, one per path, source and
/// referring host, become at most one per source and one per path (each
/// of the day's sources and paths with its total views, the referring
/// host `FOLDED`). The report reads the totals by source and by path
/// (the rollups), which stay exactly as they were: the rows are deleted
/// and the new ones inserted in one transaction, through the triggers
/// that keep the rollups. Answers how many days were folded.
pub async fn fold_old_views(db: &DatabaseConnection, before: &str) -> DomainResult<usize> {
    let days = keys_of(
        db,
        "SELECT DISTINCT day FROM page_views WHERE day < $1 AND referrer <> $2",
        &[before.into(), FOLDED.into()],
    )
    .await?;
    for day in &days {
        let txn = db.begin().await?;
        let kinds = keys_of(
            &txn,
            "SELECT DISTINCT kind FROM page_views WHERE day = $1",
            &[day.as_str().into()],
        )
        .await?;
        let mut rows = Vec::new();
        for kind in kinds {
            let at = [Value::from(day.as_str()), Value::from(kind.as_str())];
            let totals = |by: &str| {
                format!(
                    "SELECT {by}, CAST(SUM(views) AS TEXT) FROM page_views \
                     WHERE day = $1 AND kind = $2 GROUP BY {by} ORDER BY {by}"
                )
            };
            let sources = keys_of(&txn, &totals("source, medium, campaign"), &at).await?;
            let paths = keys_of(&txn, &totals("path"), &at).await?;
            // Each source's views laid over the paths' in turn: every
            // source and every path keeps its total, in at most as many
            // rows as there are sources and paths.
            let split = |key: &str| {
                let (names, n) = key.rsplit_once('\0').unwrap_or_default();
                (names.to_owned(), n.parse::<i64>().unwrap_or(0))
            };
            let (mut sources, mut paths) = (
                sources
                    .iter()
                    .map(|k| split(k))
                    .collect::<Vec<_>>()
                    .into_iter()
                    .peekable(),
                paths
                    .iter()
                    .map(|k| split(k))
                    .collect::<Vec<_>>()
                    .into_iter()
                    .peekable(),
            );
            while let (Some((source, left)), Some((path, room))) =
                (sources.peek_mut(), paths.peek_mut())
            {
                let n = (*left).min(*room);
                let mut names = source.split('\0').map(str::to_owned);
                let mut name = || names.next().unwrap_or_default();
                rows.extend((n > 0).then(|| page_view::ActiveModel {
                    day: Set(day.clone()),
                    kind: Set(kind.clone()),
                    path: Set(path.clone()),
                    source: Set(name()),
                    medium: Set(name()),
                    campaign: Set(name()),
                    referrer: Set(FOLDED.to_owned()),
                    views: Set(n),
                    ..Default::default()
                }));
                (*left, *room) = (*left - n, *room - n);
                if *left <= 0 {
                    sources.next();
                }
                if *room <= 0 {
                    paths.next();
                }
            }
        }
        page_view::Entity::delete_many()
            .filter(page_view::Column::Day.eq(day.as_str()))
            .exec(&txn)
            .await?;
        for chunk in rows.chunks(500) {
            page_view::Entity::insert_many(chunk.to_vec())
                .exec_without_returning(&txn)
                .await?;
        }
        txn.commit().await?;
    }
    Ok(days.len())
}

/// The row an upsert would have inserted, as its `ON CONFLICT DO UPDATE`
/// names it (SQLite and PostgreSQL alike).
#[derive(sea_orm::DeriveIden)]
struct Excluded;

/// One public page answered (see `crate::visits`), borrowed from its
/// request: a view of a page already counted copies nothing.
pub struct View<'a> {
    /// The path asked for.
    pub path: &'a str,
    /// `&DIRECT_VISIT` for a direct visit.
    pub visit: &'a VisitSource,
    /// The client's address; `None` when the connection gave none.
    pub address: Option<IpAddr>,
    /// The user agent's bytes, as the header brought them (empty when
    /// none came).
    pub user_agent: &'a [u8],
}

/// Slots in a thread's `RECENT` (a power of two).
const RECENT_SLOTS: usize = 64;

/// What a thread read lately of the clients whose page views it counted:
/// a person reads several pages, from one address with one browser, so
/// the verdict on their user agent and its key, and the India day they
/// were last sighted as a visitor (`DailySalt::sight`), are found again
/// by comparing the user agent's bytes and the address's keyed word
/// (`address_word`), instead of hashing the bytes, reading the verdicts
/// and hashing the person. The address itself is not kept. A slot is
/// found by the address's word and the user agent's length; a client
/// whose slot another took is read afresh. Per thread: no lock.
struct Recent {
    address: u64,
    user_agent: Vec<u8>,
    kind: ClickKind,
    user_agent_key: u64,
    /// The counter (`Visits::id`) and the day it sighted them on.
    sighted: Option<(u64, IndiaDay)>,
}

impl Recent {
    /// Whether this is the client with the address word `address` and
    /// these user agent bytes.
    fn is(&self, address: u64, user_agent: &[u8]) -> bool {
        self.address == address && self.user_agent == user_agent
    }
}

thread_local! {
    static RECENT: RefCell<[Option<Recent>; RECENT_SLOTS]> =
        const { RefCell::new([const { None }; RECENT_SLOTS]) };
}

/// The slot in `RECENT` of a client.
#[inline]
fn recent_slot(address: u64, user_agent: &[u8]) -> usize {
    ((address ^ user_agent.len() as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15)
        >> (64 - RECENT_SLOTS.trailing_zeros())) as usize
}

/// The verdict on a client's user agent, when this thread read them
/// lately and, for a person, sighted them as a visitor of `sighted` (a
/// counter and a day); `None` says "read them" (`recent_client`).
/// `address` is the address's word (`address_word`).
#[inline]
fn recent_known(address: u64, user_agent: &[u8], sighted: (u64, IndiaDay)) -> Option<ClickKind> {
    RECENT.with_borrow(|recent| {
        let r = recent[recent_slot(address, user_agent)].as_ref()?;
        (r.is(address, user_agent) && (r.kind != ClickKind::Human || r.sighted == Some(sighted)))
            .then_some(r.kind)
    })
}

/// The verdict on a client's user agent and its key, and whether this
/// thread sighted them as a visitor of `sighted` (a counter and a day):
/// from `RECENT` when it holds them, else read (and kept there).
/// `address` is the address's word (`address_word`).
fn recent_client(
    address: u64,
    user_agent: &[u8],
    sighted: (u64, IndiaDay),
) -> (ClickKind, u64, bool) {
    RECENT.with_borrow_mut(|recent| {
        let slot = &mut recent[recent_slot(address, user_agent)];
        if let Some(r) = slot.as_ref().filter(|r| r.is(address, user_agent)) {
            return (r.kind, r.user_agent_key, r.sighted == Some(sighted));
        }
        let (kind, user_agent_key) = read_user_agent(Some(user_agent));
        // The bytes go into the buffer of the client the slot held, if any.
        let mut bytes = slot.take().map(|r| r.user_agent).unwrap_or_default();
        bytes.clear();
        bytes.extend_from_slice(user_agent);
        *slot = Some(Recent {
            address,
            user_agent: bytes,
            kind,
            user_agent_key,
            sighted: None,
        });
        (kind, user_agent_key, false)
    })
}

/// Keeps in `RECENT` that a client was sighted as a visitor of
/// `sighted` (a counter and a day).
fn recent_sighted(address: u64, user_agent: &[u8], sighted: (u64, IndiaDay)) {
    RECENT.with_borrow_mut(|recent| {
        if let Some(r) = recent[recent_slot(address, user_agent)]
            .as_mut()
            .filter(|r| r.is(address, user_agent))
        {
            r.sighted = Some(sighted);
        }
    });
}

/// An address as one word: the address as one number (an IPv4 address
/// as IPv6 writes it; none as 0), folded by a multiplication keyed afresh
/// in each process (as `foldhash` folds). Two addresses share a word by
/// chance alone, and the word does not give the address back without the
/// process's keys.
#[inline]
fn address_word(address: Option<IpAddr>) -> u64 {
    static SEEDS: LazyLock<[u64; 2]> = LazyLock::new(|| {
        let keys = foldhash::fast::RandomState::default();
        [keys.hash_one(0u8), keys.hash_one(1u8)]
    });
    let number = match address {
        None => 0,
        Some(IpAddr::V4(a)) => a.to_ipv6_mapped().to_bits(),
        Some(IpAddr::V6(a)) => a.to_bits(),
    };
    let [low, high] = *SEEDS;
    let folded = u128::from(number as u64 ^ low) * u128::from((number >> 64) as u64 ^ high);
    folded as u64 ^ (folded >> 64) as u64
}

/// What tells a person's requests apart (never stored: see `daily_salt`).
#[derive(Clone, Copy, Debug)]
pub struct Person<'a> {
    /// The client's address; `None` when the connection gave none.
    pub address: Option<IpAddr>,
    /// The user agent's bytes (visible ASCII, as `HeaderValue::to_str`
    /// accepts).
    pub user_agent: &'a [u8],
    /// The user agent's key, as `user_agent::read_user_agent` gave it
    /// with the verdict.
    pub user_agent_key: u64,
}

/// A person is told apart in memory by their address and their user
/// agent's key, which the verdict on the user agent already made: its
/// bytes are not read a second time.
impl Hash for Person<'_> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        // The address's word with the user agent's key: one word to hash
        // instead of the address's fields.
        state.write_u64(address_word(self.address) ^ self.user_agent_key);
    }
}

impl Person<'_> {
    /// The address as `visitor_hash` reads it.
    fn address_text(&self) -> String {
        self.address
            .map_or_else(|| "unknown".to_owned(), |a| a.to_string())
    }
}

/// The visits of this instance, counted in memory.
pub struct Visits {
    /// Tells this counter from any other of the process (`RECENT` is a
    /// thread's, whichever counter counts on it).
    id: u64,
    salt: DailySalt,
    views: Arc<Batched<ViewRows>>,
    visitors: Arc<Batched<VisitorRows>>,
    conversions: Arc<Batched<ConversionRows>>,
    /// Paths this instance answered as pages (a tap names one of them),
    /// each kept once and shared by the counts of it.
    known: RwLock<HashSet<Arc<str>, foldhash::fast::RandomState>>,
    /// The day visitors were last counted on, and the visitors counted
    /// that day per address word (`address_word` of its /64).
    per_address: Mutex<(Arc<str>, HashMap<u64, u8, foldhash::fast::RandomState>)>,
    /// Who viewed a page lately, read without a lock: a fixed table of
    /// slots, each holding the top half of a visitor's word (their address
    /// and browser, `viewer_word`) and the minute of their latest view,
    /// found by the word's top bits. A visitor whose slot another took
    /// since is not found (their tap is not counted).
    viewed: Box<[AtomicU64]>,
}

impl Visits {
    /// The counts of `db`, keeping at most `max_sources` names a day
    /// (`ANALYTICS_MAX_SOURCES`).
    pub fn new(db: DatabaseConnection, max_sources: u32) -> Arc<Self> {
        static IDS: AtomicU64 = AtomicU64::new(0);
        let max = max_sources as usize;
        Arc::new(Self {
            id: IDS.fetch_add(1, Ordering::Relaxed),
            views: Batched::counting(db.clone(), ViewRows { max }),
            visitors: Batched::new(db.clone(), VisitorRows { max }),
            conversions: Batched::new(db.clone(), ConversionRows { max }),
            salt: DailySalt::new(db),
            known: RwLock::new(HashSet::default()),
            per_address: Mutex::new((Arc::from(""), HashMap::default())),
            viewed: (0..VIEWED_SLOTS).map(|_| AtomicU64::new(0)).collect(),
        })
    }

    /// Keeps that the visitor with address word `word` and `user_agent`
    /// viewed a page at `now` (a store only when the minute changed).
    #[inline]
    fn saw(&self, word: u64, user_agent: &[u8], now: Moment) {
        let (slot, kept) = self.viewed_slot(word, user_agent, now);
        if slot.load(Ordering::Relaxed) != kept {
            slot.store(kept, Ordering::Relaxed);
        }
    }

    /// Whether the visitor with `address` and `user_agent` viewed a page of
    /// ours in the last `TAP_AFTER_VIEW`, as of `now`.
    pub fn viewed_lately(&self, address: Option<IpAddr>, user_agent: &[u8], now: Moment) -> bool {
        let (slot, kept) = self.viewed_slot(address_word(address), user_agent, now);
        let held = slot.load(Ordering::Relaxed);
        let minutes = |v: u64| i64::from(v as u32);
        held >> 32 == kept >> 32
            && (0..=TAP_AFTER_VIEW / 60).contains(&(minutes(kept) - minutes(held)))
    }

    /// A viewer's slot in `viewed`, and what it holds after a view at `now`.
    fn viewed_slot(&self, word: u64, user_agent: &[u8], now: Moment) -> (&AtomicU64, u64) {
        let tag = KEYS.hash_one((word, user_agent));
        let minute = u64::from((now.seconds() / 60) as u32);
        let slot = &self.viewed[(tag >> (64 - VIEWED_SLOTS.trailing_zeros())) as usize];
        (slot, (tag & !u64::from(u32::MAX)) | minute)
    }

    /// Whether a visitor from `address` may still be counted on `day`
    /// (fewer than `VISITORS_PER_ADDRESS` counted), counting them if so.
    fn admit(&self, day: &Arc<str>, address: Option<IpAddr>) -> bool {
        // An IPv6 address by its /64; an IPv4 address whole.
        let address = address.map(|a| match a {
            IpAddr::V6(v6) => IpAddr::V6((v6.to_bits() & !u128::from(u64::MAX)).into()),
            v4 => v4,
        });
        let mut counted = self.per_address.lock().unwrap_or_else(|e| e.into_inner());
        let (counted_day, by_address) = &mut *counted;
        if counted_day != day || by_address.len() >= ADDRESSES_MAX {
            *counted_day = day.clone();
            by_address.clear();
        }
        let n = by_address.entry(address_word(address)).or_default();
        if *n >= VISITORS_PER_ADDRESS {
            return false;
        }
        *n += 1;
        true
    }

    /// Counts a page answered 200; a person's first view of the day also
    /// counts a visitor. Never waits for the database: on the first view
    /// of a day on this instance the visitor is counted once the day's
    /// salt is read.
    ///
    /// The usual view, by a client this thread counted lately and already
    /// sighted today, of a page counted already, runs through a few
    /// instructions here; the rest (a client read afresh, a visitor
    /// sighted, a key made) is out of line, so every page's request does
    /// not carry its code through the processor's caches.
    #[inline]
    pub fn view(self: &Arc<Self>, view: View<'_>, now: Moment) {
        let path = fitted_path(view.path);
        let day = IndiaDay::of(now);
        let word = address_word(view.address);
        self.saw(word, view.user_agent, now);
        let kind = match recent_known(word, view.user_agent, (self.id, day)) {
            Some(ClickKind::Human) => ViewKind::Human,
            Some(ClickKind::Preview | ClickKind::Bot) => ViewKind::Bot,
            None => self.read_client(&view, path, word, (day, now)),
        };
        // A page is remembered when its key is made: a repeat view of it
        // makes none.
        let key = ViewKeyRef::new(day, kind, path, view.visit);
        self.views.add_one_as(&key, key.whole_hash(), |key| {
            key.to_key(|path| self.remember(path))
        });
    }

    /// The kind of a view by a client this thread has not read lately, or
    /// has not sighted as a visitor today: a person is sighted (and a
    /// first view of the day counts them as a visitor).
    #[cold]
    #[inline(never)]
    fn read_client(
        self: &Arc<Self>,
        view: &View<'_>,
        path: &str,
        word: u64,
        (day, now): (IndiaDay, Moment),
    ) -> ViewKind {
        let (kind, user_agent_key, sighted) = recent_client(word, view.user_agent, (self.id, day));
        if kind != ClickKind::Human {
            return ViewKind::Bot;
        }
        if !sighted {
            let who = Person {
                address: view.address,
                user_agent: view.user_agent,
                user_agent_key,
            };
            match self.salt.sight(who, now) {
                Some(seen) => {
                    if let Some(first) = seen.first {
                        let path = self.remember(path);
                        self.add_visitor(&first.day, &first.salt, &who, view.visit, &path);
                    }
                    recent_sighted(word, view.user_agent, (self.id, day));
                }
                None => self.count_visitor_later(&who, view.visit, &self.remember(path), now),
            }
        }
        ViewKind::Human
    }

    /// Counts a probe of an address we never had (out of line: probes are
    /// few beside pages).
    #[cold]
    #[inline(never)]
    pub fn probe(&self, now: Moment) {
        let key = ViewKeyRef::new(
            IndiaDay::of(now),
            ViewKind::Bot,
            NOT_FOUND_PATH,
            &DIRECT_VISIT,
        );
        self.views
            .add_as(&key, 1, |key| key.to_key(|path| Arc::from(path)));
    }

    /// Counts a conversion of a visit on `page`.
    pub fn convert(
        &self,
        kind: ConversionKind,
        visit: VisitSource,
        page: &str,
        now: DateTime<Utc>,
    ) {
        self.conversions.add(
            ConversionKey {
                day: self.salt.day(now),
                kind,
                visit: VisitSource {
                    referrer: Cow::Borrowed(""),
                    ..visit
                },
                path: fitted_path(page).to_owned(),
            },
            1,
        );
    }

    /// Whether this instance answered `path` as a page since it started.
    pub fn known_page(&self, path: &str) -> bool {
        self.known
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .contains(path)
    }

    /// `path` as a page this instance answered: the one kept, when it is.
    fn remember(&self, path: &str) -> Arc<str> {
        if let Some(kept) = self
            .known
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .get(path)
        {
            return kept.clone();
        }
        let mut known = self.known.write().unwrap_or_else(|e| e.into_inner());
        if let Some(kept) = known.get(path) {
            return kept.clone();
        }
        let path: Arc<str> = Arc::from(path);
        if known.len() < KNOWN_PAGES_MAX {
            known.insert(path.clone());
        }
        path
    }

    fn add_visitor(
        &self,
        day: &Arc<str>,
        salt: &str,
        who: &Person<'_>,
        visit: &VisitSource,
        path: &Arc<str>,
    ) {
        if !self.admit(day, who.address) {
            return;
        }
        self.visitors.add(
            VisitorKey {
                day: day.clone(),
                visitor: visitor_number(salt, &who.address_text(), who.user_agent),
            },
            Landing {
                visit: visit.clone(),
                path: path.clone(),
            },
        );
    }

    /// Reads the day's salt, then counts the visitor (on the day of the
    /// view, should the day turn meanwhile).
    fn count_visitor_later(
        self: &Arc<Self>,
        who: &Person<'_>,
        visit: &VisitSource,
        path: &Arc<str>,
        now: Moment,
    ) {
        let me = self.clone();
        let (address, user_agent_key, user_agent, visit, path) = (
            who.address,
            who.user_agent_key,
            who.user_agent.to_vec(),
            visit.clone(),
            path.clone(),
        );
        tokio::spawn(async move {
            let (day, salt) = match me.salt.load(now.time()).await {
                Ok(loaded) => loaded,
                Err(e) => {
                    tracing::warn!(error = %e, "reading the day's visitor salt failed; a visitor was not counted");
                    return;
                }
            };
            let who = Person {
                address,
                user_agent: &user_agent,
                user_agent_key,
            };
            let first = match me.salt.sight(who, now) {
                Some(seen) => seen.first.map(|first| (first.day, first.salt)),
                None => Some((day, salt)),
            };
            if let Some((day, salt)) = first {
                me.add_visitor(&day, &salt, &who, &visit, &path);
            }
        });
    }

    /// The batches, for their writers (`Batched::run`).
    pub fn writers(&self) -> Writers {
        Writers {
            views: self.views.clone(),
            visitors: self.visitors.clone(),
            conversions: self.conversions.clone(),
        }
    }

    /// Writes every count kept in memory.
    pub async fn flush(&self) -> DomainResult<()> {
        self.views.flush().await?;
        self.visitors.flush().await?;
        self.conversions.flush().await?;
        Ok(())
    }
}

/// The three batches of `Visits`.
pub struct Writers {
    pub views: Arc<Batched<ViewRows>>,
    pub visitors: Arc<Batched<VisitorRows>>,
    pub conversions: Arc<Batched<ConversionRows>>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_thread_finds_a_client_it_read_lately_by_address_and_user_agent() {
        // A thread of its own: `RECENT` starts empty.
        std::thread::spawn(|| {
            let day = IndiaDay::of(Moment::from(
                "2026-11-29T06:00:00Z".parse::<DateTime<Utc>>().unwrap(),
            ));
            let next_day = IndiaDay::of(Moment::from(
                "2026-11-30T06:00:00Z".parse::<DateTime<Utc>>().unwrap(),
            ));
            let here = address_word(Some(IpAddr::from([203, 0, 113, 7])));
            let elsewhere = address_word(Some(IpAddr::from([203, 0, 113, 8])));
            let chrome: &[u8] = b"Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0 Safari/537.36";
            // The same length, one byte apart.
            let other: &[u8] = b"Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.1 Safari/537.36";
            assert_eq!(recent_known(here, chrome, (1, day)), None, "not read yet");
            let (kind, key, sighted) = recent_client(here, chrome, (1, day));
            assert_eq!(kind, ClickKind::Human);
            assert_eq!((key, sighted), (read_user_agent(Some(chrome)).1, false));
            assert_eq!(
                recent_known(here, chrome, (1, day)),
                None,
                "a person read but not sighted today is read again"
            );
            recent_sighted(here, chrome, (1, day));
            assert_eq!(recent_client(here, chrome, (1, day)), (kind, key, true));
            assert_eq!(recent_known(here, chrome, (1, day)), Some(ClickKind::Human));
            assert_eq!(
                recent_known(here, chrome, (1, next_day)),
                None,
                "another day"
            );
            assert_eq!(recent_known(elsewhere, chrome, (1, day)), None);
            assert!(!recent_client(here, chrome, (1, next_day)).2, "another day");
            assert!(!recent_client(here, chrome, (2, day)).2, "another counter");
            assert!(
                !recent_client(elsewhere, chrome, (1, day)).2,
                "another address"
            );
            let (_, other_key, sighted) = recent_client(here, other, (1, day));
            assert_ne!(other_key, key);
            assert!(!sighted, "another browser at the same address");
            recent_sighted(here, other, (1, day));
            // Whichever of the two holds the slot, each is answered as itself.
            assert_eq!(
                recent_client(here, other, (1, day)),
                (kind, other_key, true)
            );
            assert_eq!(recent_client(here, chrome, (1, day)).1, key);
            let bot: &[u8] =
                b"Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
            assert_eq!(recent_client(here, bot, (1, day)).0, ClickKind::Bot);
            assert_eq!(
                recent_known(here, bot, (1, next_day)),
                Some(ClickKind::Bot),
                "a crawler is known without a sighting"
            );
            assert_eq!(
                recent_client(address_word(None), b"", (1, day)).0,
                ClickKind::Bot
            );
        })
        .join()
        .unwrap();
    }

    #[test]
    fn a_long_path_is_cut_to_the_column_on_a_character_boundary() {
        let long = format!("/{}", "प".repeat(300));
        let cut = fitted_path(&long);
        assert_eq!(cut.chars().count(), PATH_MAX);
        assert_eq!(fitted_path("/about"), "/about");
        let wide = format!("/{}", "प".repeat(150));
        assert_eq!(fitted_path(&wide), wide, "151 characters in 451 bytes fit");
        let ascii = "a".repeat(PATH_MAX + 1);
        assert_eq!(fitted_path(&ascii), &ascii[..PATH_MAX]);
        assert_eq!(fitted_path(&ascii[..PATH_MAX]), &ascii[..PATH_MAX]);
    }

    #[test]
    fn visits_are_equal_by_their_texts_wherever_the_texts_are_kept() {
        let hash = |v: &VisitSource| foldhash::quality::FixedState::with_seed(7).hash_one(v);
        let owned = |source: &str, medium: &str| VisitSource {
            source: Cow::Owned(source.to_owned()),
            medium: Cow::Owned(medium.to_owned()),
            ..VisitSource::default()
        };
        let direct = VisitSource::direct();
        assert_eq!(direct, VisitSource::direct());
        assert_eq!(direct, owned(DIRECT, ""), "a copy of the words is equal");
        assert_eq!(hash(&direct), hash(&owned(DIRECT, "")));
        assert_eq!(owned("google", "cpc"), owned("google", "cpc"));
        assert_ne!(owned("google", "cpc"), owned("google", "cpd"));
        assert_ne!(owned("google", "cpc"), owned("googl", "ecpc"));
        let mut other = owned("google", "cpc");
        other.referrer = Cow::Borrowed("google.com");
        assert_ne!(owned("google", "cpc"), other);
        let text = "bing";
        assert!(same_text(&text[..3], &text[..3]));
        assert!(!same_text(&text[..3], &text[1..4]));
    }

    #[test]
    fn a_view_finds_its_kept_key_by_the_borrowed_one_and_no_other() {
        use hashbrown::Equivalent;
        let hash = |k: &dyn Fn(&mut foldhash::fast::FoldHasher)| {
            let mut h = KEYS.build_hasher();
            k(&mut h);
            h.finish()
        };
        let day = IndiaDay::of(Moment::from(
            "2026-11-28T12:00:00Z".parse::<DateTime<Utc>>().unwrap(),
        ));
        let direct = VisitSource::direct();
        let google = VisitSource {
            source: Cow::Owned("google".into()),
            medium: Cow::Owned("cpc".into()),
            ..VisitSource::default()
        };
        let kept =
            ViewKeyRef::new(day, ViewKind::Human, "/about", &direct).to_key(|p| Arc::from(p));
        // Made afresh, from copies and another moment of the day: equal,
        // and hashed alike.
        let evening = IndiaDay::of(Moment::from(
            "2026-11-28T18:29:59Z".parse::<DateTime<Utc>>().unwrap(),
        ));
        let copy = VisitSource {
            source: Cow::Owned(DIRECT.into()),
            ..VisitSource::default()
        };
        let found = ViewKeyRef::new(evening, ViewKind::Human, "/about", &copy);
        assert!(found.equivalent(&kept));
        assert_eq!(hash(&|h| found.hash(h)), hash(&|h| kept.hash(h)));
        assert_eq!(found.to_key(|p| Arc::from(p)), kept);
        for (what, other) in [
            (
                "another page",
                ViewKeyRef::new(day, ViewKind::Human, "/contacts", &direct),
            ),
            (
                "a bot",
                ViewKeyRef::new(day, ViewKind::Bot, "/about", &direct),
            ),
            (
                "another source",
                ViewKeyRef::new(day, ViewKind::Human, "/about", &google),
            ),
        ] {
            assert!(!other.equivalent(&kept), "{what}");
            assert_ne!(other.to_key(|p| Arc::from(p)), kept, "{what}");
        }
        let tomorrow = IndiaDay::of(Moment::from(
            "2026-11-28T18:30:00Z".parse::<DateTime<Utc>>().unwrap(),
        ));
        let next = ViewKeyRef::new(tomorrow, ViewKind::Human, "/about", &direct);
        assert!(!next.equivalent(&kept), "another day, though hashed alike");
        // Counted without a lock by a hash of every part, the day's too.
        assert_eq!(found.whole_hash(), kept.borrowed().whole_hash());
        assert_ne!(next.whole_hash(), kept.borrowed().whole_hash());
        for other in [
            ViewKeyRef::new(day, ViewKind::Human, "/contacts", &direct),
            ViewKeyRef::new(day, ViewKind::Bot, "/about", &direct),
            ViewKeyRef::new(day, ViewKind::Human, "/about", &google),
        ] {
            assert_ne!(other.whole_hash(), kept.borrowed().whole_hash());
        }
    }

    #[test]
    fn a_visit_takes_its_touch_s_source_or_is_direct() {
        assert_eq!(VisitSource::of(None).source, "direct");
        let touch = Touch {
            source: "google".into(),
            medium: Some("cpc".into()),
            campaign: Some("diwali".into()),
            referrer: Some("www.google.com".into()),
            ..Touch::default()
        };
        assert_eq!(
            VisitSource::of(Some(&touch)),
            VisitSource {
                source: "google".into(),
                medium: "cpc".into(),
                campaign: "diwali".into(),
                referrer: "www.google.com".into(),
            }
        );
    }
}
