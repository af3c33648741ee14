//! SQL for lead lists, shared by enquiries and applications: `LeadTable`
//! names a table's columns, and turns a filter into a WHERE condition and a
//! sort into ORDER BY terms that the indexes of the lead-pipeline migration
//! serve (status or assignee with the submission time, the follow-up date).
//! The search box uses the trigram indexes of the lead-search migration.
use migration::lead_search::{self, fts_table, search_text, status_rank, SearchedTable};
use sea_orm::{
    sea_query::{Alias, Asterisk, Condition, Expr, Func, Query, SimpleExpr},
    ConnectionTrait, DbBackend, EntityTrait, Order, QueryFilter, QueryOrder, Select,
};

use super::{LeadRecord, StatusCount};
use crate::{
    domain::lead::{phone_key, Assignee, LeadFilter, LeadKind, LeadSort},
    domain::DomainResult,
    entities::{business_enquiry, career_application},
    services::containing,
};

/// Where one kind of lead lives.
#[derive(Clone, Copy, Debug)]
pub struct LeadTable {
    pub kind: LeadKind,
    /// The table's name, id, searched columns, service or position
    /// reference and statuses, as the migration that builds the list
    /// indexes declares them (one list, so the indexes match the queries).
    pub search: &'static SearchedTable,
}

impl LeadTable {
    pub const ENQUIRIES: LeadTable = LeadTable {
        kind: LeadKind::Enquiry,
        search: &lead_search::ENQUIRIES,
    };

    pub const APPLICATIONS: LeadTable = LeadTable {
        kind: LeadKind::Application,
        search: &lead_search::APPLICATIONS,
    };

    pub fn table(&self) -> &'static str {
        self.search.table
    }

    /// The id column.
    pub fn id(&self) -> &'static str {
        self.search.id
    }

    /// The service or position reference.
    pub fn topic_id(&self) -> &'static str {
        self.search.topic
    }

    pub fn of(kind: LeadKind) -> &'static LeadTable {
        match kind {
            LeadKind::Enquiry => &Self::ENQUIRIES,
            LeadKind::Application => &Self::APPLICATIONS,
        }
    }

    fn col(name: &str) -> Expr {
        Expr::col(Alias::new(name))
    }

    /// Leads whose text holds `search` anywhere (a part of a word too), or
    /// whose phone is the same number written another way. On SQLite a term
    /// of three characters or more is looked up in the trigram index, on
    /// PostgreSQL `LIKE` uses the trigram index itself; shorter terms read
    /// every row, as no trigram index can serve them.
    fn search_condition(&self, search: &str, backend: DbBackend) -> Condition {
        let search = search.to_lowercase();
        let text = search_text(self.search, "");
        let mut any = Condition::any();
        if backend == DbBackend::Sqlite && search.chars().count() >= 3 {
            let fts = fts_table(self.search);
            let phrase = format!("\"{}\"", search.replace('"', "\"\""));
            any = any.add(Expr::cust_with_values(
                format!(
                    "{} IN (SELECT rowid FROM {fts} WHERE {fts} MATCH ?)",
                    self.id()
                ),
                [phrase],
            ));
        } else {
            // SQLite's LIKE ignores ASCII case by itself.
            let text = match backend {
                DbBackend::Sqlite => text,
                _ => format!("lower({text})"),
            };
            any = any.add(Expr::expr(Expr::cust(text)).like(containing(&search)));
        }
        if let Some(key) = phone_key(&search) {
            any = any.add(Self::col("phone_key").eq(key));
        }
        any
    }

    /// The WHERE condition of a filter, except its status and spam parts.
    fn base_condition(&self, f: &LeadFilter, backend: DbBackend) -> Condition {
        let mut c = Condition::all();
        if let Some(search) = &f.search {
            c = c.add(self.search_condition(search, backend));
        }
        if let Some(topic) = f.topic_id {
            c = c.add(Self::col(self.topic_id()).eq(topic));
        }
        match f.assignee {
            Some(Assignee::Admin(id)) => c = c.add(Self::col("assignee_id").eq(id)),
            Some(Assignee::Nobody) => c = c.add(Self::col("assignee_id").is_null()),
            None => {}
        }
        if let Some(start) = f.submitted.starts() {
            c = c.add(Self::col("submitted_at").gte(start));
        }
        if let Some(end) = f.submitted.ends_before() {
            c = c.add(Self::col("submitted_at").lt(end));
        }
        if let Some(day) = f.due_by {
            c = c
                .add(Self::col("follow_up_on").lte(day.format("%Y-%m-%d").to_string()))
                .add(Self::col("status").is_not_in(self.kind.closed_statuses().iter().copied()));
        }
        c
    }

    fn spam_condition(spam: bool) -> SimpleExpr {
        if spam {
            Self::col("spam_reason").is_not_null()
        } else {
            Self::col("spam_reason").is_null()
        }
    }

    /// The WHERE condition of a filter.
    pub fn condition(&self, f: &LeadFilter, backend: DbBackend) -> Condition {
        let mut c = self
            .base_condition(f, backend)
            .add(Self::spam_condition(f.spam));
        if let Some(status) = f.status {
            c = c.add(Self::col("status").eq(status.as_str()));
        }
        c
    }

    /// Orders a query by `sort`, the id breaking ties so pages never overlap.
    pub fn ordered<E: EntityTrait>(&self, select: Select<E>, sort: LeadSort) -> Select<E> {
        let id = || -> SimpleExpr { Self::col(self.id()).into() };
        let submitted = || -> SimpleExpr { Self::col("submitted_at").into() };
        let by_name = |select: Select<E>, order: Order| {
            let mut select = select;
            for n in self.search.names {
                select =
                    select.order_by(SimpleExpr::from(Func::lower(Self::col(n))), order.clone());
            }
            select.order_by(id(), order)
        };
        match sort {
            LeadSort::Newest => select
                .order_by(submitted(), Order::Desc)
                .order_by(id(), Order::Desc),
            LeadSort::Oldest => select
                .order_by(submitted(), Order::Asc)
                .order_by(id(), Order::Asc),
            LeadSort::NameAsc => by_name(select, Order::Asc),
            LeadSort::NameDesc => by_name(select, Order::Desc),
            LeadSort::Status => select
                .order_by(Expr::cust(status_rank(self.search)), Order::Asc)
                .order_by(submitted(), Order::Desc)
                .order_by(id(), Order::Desc),
            LeadSort::FollowUp => select
                .order_by(
                    SimpleExpr::Case(Box::new(
                        Expr::case(Self::col("follow_up_on").is_null(), Expr::val(1))
                            .finally(Expr::val(0)),
                    )),
                    Order::Asc,
                )
                .order_by(SimpleExpr::from(Self::col("follow_up_on")), Order::Asc)
                .order_by(id(), Order::Asc),
        }
    }

    /// How many rows match.
    pub async fn count<C: ConnectionTrait>(
        &self,
        db: &C,
        condition: Condition,
    ) -> DomainResult<i64> {
        let stmt = Query::select()
            .expr(Expr::col(Asterisk).count())
            .from(Alias::new(self.table()))
            .cond_where(condition)
            .to_owned();
        let row = db.query_one(db.get_database_backend().build(&stmt)).await?;
        Ok(match row {
            Some(r) => r.try_get_by_index::<i64>(0)?,
            None => 0,
        })
    }

    /// How many leads match a filter, per status and spam flag, in one
    /// query: the list's total, its per-status counts and its spam count
    /// all come from these.
    pub async fn tally<C: ConnectionTrait>(&self, db: &C, f: &LeadFilter) -> DomainResult<Tally> {
        let backend = db.get_database_backend();
        let stmt = Query::select()
            .column(Alias::new("spam_reason"))
            .column(Alias::new("status"))
            .expr(Expr::col(Asterisk).count())
            .from(Alias::new(self.table()))
            .cond_where(self.base_condition(f, backend))
            // In the order of the (spam_reason, status, …) index, which
            // then serves the grouping without a sort.
            .group_by_col(Alias::new("spam_reason"))
            .group_by_col(Alias::new("status"))
            .to_owned();
        let rows = db.query_all(backend.build(&stmt)).await?;
        let mut groups = Vec::with_capacity(rows.len());
        for r in rows {
            groups.push(Group {
                spam: r.try_get_by_index::<Option<String>>(0)?.is_some(),
                status: r.try_get_by_index::<String>(1)?,
                count: r.try_get_by_index::<i64>(2)?,
            });
        }
        Ok(Tally {
            kind: self.kind,
            groups,
        })
    }

    /// The first id matching, newest first.
    pub(super) async fn first_id<C: ConnectionTrait>(
        &self,
        db: &C,
        condition: SimpleExpr,
    ) -> DomainResult<Option<i32>> {
        let stmt = Query::select()
            .column(Alias::new(self.id()))
            .from(Alias::new(self.table()))
            .and_where(condition)
            .order_by(Alias::new(self.id()), sea_orm::sea_query::Order::Desc)
            .limit(1)
            .to_owned();
        match db.query_one(db.get_database_backend().build(&stmt)).await? {
            Some(r) => Ok(Some(r.try_get_by_index::<i32>(0)?)),
            None => Ok(None),
        }
    }

    /// Other leads of this kind sharing the e-mail or phone, newest first
    /// (at most 20).
    pub(super) async fn duplicates_of<C: ConnectionTrait>(
        &self,
        db: &C,
        id: i32,
        email_key: &str,
        phone: Option<&str>,
    ) -> DomainResult<Vec<LeadRecord>> {
        let mut same = Condition::any().add(Self::col("email_key").eq(email_key));
        if let Some(p) = phone {
            same = same.add(Self::col("phone_key").eq(p));
        }
        let condition = Condition::all().add(same).add(Self::col(self.id()).ne(id));
        Ok(match self.kind {
            LeadKind::Enquiry => {
                self.newest::<business_enquiry::Entity, _>(condition, db)
                    .await?
            }
            LeadKind::Application => {
                self.newest::<career_application::Entity, _>(condition, db)
                    .await?
            }
        })
    }

    /// The 20 newest leads of table `E` under `condition`.
    async fn newest<E, C>(&self, condition: Condition, db: &C) -> DomainResult<Vec<LeadRecord>>
    where
        E: EntityTrait,
        E::Model: Into<LeadRecord>,
        C: ConnectionTrait,
    {
        use sea_orm::QuerySelect;
        Ok(self
            .ordered(E::find().filter(condition), LeadSort::Newest)
            .limit(20)
            .all(db)
            .await?
            .into_iter()
            .map(Into::into)
            .collect())
    }
}

/// Leads of one status, held as spam (for one reason) or not, under a
/// filter.
#[derive(Clone, Debug)]
struct Group {
    status: String,
    spam: bool,
    count: i64,
}

/// The counts behind one filtered list.
#[derive(Clone, Debug)]
pub struct Tally {
    kind: LeadKind,
    groups: Vec<Group>,
}

impl Tally {
    fn sum(&self, keep: impl Fn(&Group) -> bool) -> i64 {
        self.groups
            .iter()
            .filter(|g| keep(g))
            .map(|g| g.count)
            .sum()
    }

    /// Rows the list itself shows: the spam view or the rest, in one status
    /// or all.
    pub fn total(&self, f: &LeadFilter) -> i64 {
        self.sum(|g| g.spam == f.spam && f.status.is_none_or(|s| s.as_str() == g.status))
    }

    /// Per status, in pipeline order, spam left out.
    pub fn counts(&self) -> Vec<StatusCount> {
        self.kind
            .statuses()
            .iter()
            .filter(|s| **s != "Spam")
            .map(|s| StatusCount {
                status: (*s).to_owned(),
                count: self.sum(|g| !g.spam && g.status == *s),
            })
            .collect()
    }

    /// Leads held as spam.
    pub fn spam(&self) -> i64 {
        self.sum(|g| g.spam)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The status sort's index is built on the migration's list; a
    /// pipeline that changed without a new index would sort right but slow.
    #[test]
    fn the_indexed_statuses_are_the_pipelines() {
        for kind in [LeadKind::Enquiry, LeadKind::Application] {
            assert_eq!(LeadTable::of(kind).search.statuses, kind.statuses());
        }
    }
}
