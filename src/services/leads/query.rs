//! SQL for lead lists, shared by enquiries and applications: `LeadTable`
//! names a table's columns, and turns a filter into a WHERE condition and a
//! sort into ORDER BY terms that the indexes of the lead-pipeline migration
//! serve (status or assignee with the submission time, the follow-up date).
use sea_orm::{
    sea_query::{Alias, Asterisk, Condition, Expr, Func, LikeExpr, Query, SimpleExpr},
    ConnectionTrait, EntityTrait, Order, QueryFilter, QueryOrder, Select,
};

use super::{LeadSummary, StatusCount};
use crate::{
    domain::lead::{india_day_start, phone_key, Assignee, LeadFilter, LeadKind, LeadSort},
    domain::DomainResult,
    entities::{business_enquiry, career_application},
};

/// Where one kind of lead lives.
#[derive(Clone, Copy, Debug)]
pub struct LeadTable {
    pub kind: LeadKind,
    pub table: &'static str,
    pub id: &'static str,
    /// Name columns, in the order a name is written.
    pub names: &'static [&'static str],
    /// Every column the search box looks in.
    pub searched: &'static [&'static str],
    /// The service or position reference.
    pub topic_id: &'static str,
}

impl LeadTable {
    pub const ENQUIRIES: LeadTable = LeadTable {
        kind: LeadKind::Enquiry,
        table: "business_enquiries",
        id: "b_id",
        names: &["f_name", "l_name"],
        searched: &[
            "f_name",
            "l_name",
            "b_email",
            "contact_number",
            "message",
            "service_name",
            "sub_service_name",
        ],
        topic_id: "service_id",
    };

    pub const APPLICATIONS: LeadTable = LeadTable {
        kind: LeadKind::Application,
        table: "career_applications",
        id: "c_id",
        names: &["full_name"],
        searched: &["full_name", "email", "mobile_number", "position_name"],
        topic_id: "position_id",
    };

    pub fn of(kind: LeadKind) -> &'static LeadTable {
        match kind {
            LeadKind::Enquiry => &Self::ENQUIRIES,
            LeadKind::Application => &Self::APPLICATIONS,
        }
    }

    fn col(name: &str) -> Expr {
        Expr::col(Alias::new(name))
    }

    /// The WHERE condition of a filter, except its status and spam parts.
    fn base_condition(&self, f: &LeadFilter) -> Condition {
        let mut c = Condition::all();
        if let Some(search) = &f.search {
            let escaped = search
                .to_lowercase()
                .replace('\\', "\\\\")
                .replace('%', "\\%")
                .replace('_', "\\_");
            let pattern = format!("%{escaped}%");
            let mut any = Condition::any();
            for column in self.searched {
                any = any.add(
                    Expr::expr(Func::lower(Self::col(column)))
                        .like(LikeExpr::new(pattern.clone()).escape('\\')),
                );
            }
            if let Some(key) = phone_key(search) {
                any = any.add(Self::col("phone_key").eq(key));
            }
            c = c.add(any);
        }
        if let Some(topic) = f.topic_id {
            c = c.add(Self::col(self.topic_id).eq(topic));
        }
        match f.assignee {
            Some(Assignee::Admin(id)) => c = c.add(Self::col("assignee_id").eq(id)),
            Some(Assignee::Nobody) => c = c.add(Self::col("assignee_id").is_null()),
            None => {}
        }
        if let Some(from) = f.from {
            c = c.add(Self::col("submitted_at").gte(india_day_start(from)));
        }
        if let Some(to) = f.to {
            let next = to.succ_opt().unwrap_or(to);
            c = c.add(Self::col("submitted_at").lt(india_day_start(next)));
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
    pub fn condition(&self, f: &LeadFilter) -> Condition {
        let mut c = self.base_condition(f).add(Self::spam_condition(f.spam));
        if let Some(status) = f.status {
            c = c.add(Self::col("status").eq(status.as_str()));
        }
        c
    }

    /// Orders a query by `sort`, the id breaking ties so pages never overlap.
    pub fn ordered<E: EntityTrait>(&self, select: Select<E>, sort: LeadSort) -> Select<E> {
        let id = || -> SimpleExpr { Self::col(self.id).into() };
        let submitted = || -> SimpleExpr { Self::col("submitted_at").into() };
        let by_name = |select: Select<E>, order: Order| {
            let mut select = select;
            for n in self.names {
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
            LeadSort::Status => {
                let mut case = Expr::case(
                    Self::col("status").eq(self.kind.statuses()[0]),
                    Expr::val(0),
                );
                for (i, s) in self.kind.statuses().iter().enumerate().skip(1) {
                    case = case.case(Self::col("status").eq(*s), Expr::val(i as i32));
                }
                select
                    .order_by(
                        SimpleExpr::Case(Box::new(case.finally(Expr::val(99)))),
                        Order::Asc,
                    )
                    .order_by(submitted(), Order::Desc)
                    .order_by(id(), Order::Desc)
            }
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
            .from(Alias::new(self.table))
            .cond_where(condition)
            .to_owned();
        let row = db.query_one(db.get_database_backend().build(&stmt)).await?;
        Ok(match row {
            Some(r) => r.try_get_by_index::<i64>(0)?,
            None => 0,
        })
    }

    /// Per-status counts under every filter but the status and spam ones,
    /// in pipeline order (spam left out), and the number held as spam.
    pub async fn status_counts<C: ConnectionTrait>(
        &self,
        db: &C,
        f: &LeadFilter,
    ) -> DomainResult<(Vec<StatusCount>, i64)> {
        let stmt = Query::select()
            .column(Alias::new("status"))
            .expr(Expr::col(Asterisk).count())
            .from(Alias::new(self.table))
            .cond_where(self.base_condition(f).add(Self::spam_condition(false)))
            .group_by_col(Alias::new("status"))
            .to_owned();
        let rows = db.query_all(db.get_database_backend().build(&stmt)).await?;
        let mut found = Vec::with_capacity(rows.len());
        for r in rows {
            found.push((
                r.try_get_by_index::<String>(0)?,
                r.try_get_by_index::<i64>(1)?,
            ));
        }
        let counts = self
            .kind
            .statuses()
            .iter()
            .filter(|s| **s != "Spam")
            .map(|s| StatusCount {
                status: (*s).to_owned(),
                count: found
                    .iter()
                    .find(|(name, _)| name == s)
                    .map_or(0, |(_, n)| *n),
            })
            .collect();
        let spam = self
            .count(db, self.base_condition(f).add(Self::spam_condition(true)))
            .await?;
        Ok((counts, spam))
    }

    /// The first id matching, newest first.
    pub(super) async fn first_id<C: ConnectionTrait>(
        &self,
        db: &C,
        condition: SimpleExpr,
    ) -> DomainResult<Option<i32>> {
        let stmt = Query::select()
            .column(Alias::new(self.id))
            .from(Alias::new(self.table))
            .and_where(condition)
            .order_by(Alias::new(self.id), sea_orm::sea_query::Order::Desc)
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
    ) -> DomainResult<Vec<LeadSummary>> {
        let mut same = Condition::any().add(Self::col("email_key").eq(email_key));
        if let Some(p) = phone {
            same = same.add(Self::col("phone_key").eq(p));
        }
        let condition = Condition::all().add(same).add(Self::col(self.id).ne(id));
        Ok(match self.kind {
            LeadKind::Enquiry => {
                summaries(
                    self.ordered(
                        business_enquiry::Entity::find().filter(condition),
                        LeadSort::Newest,
                    ),
                    db,
                )
                .await?
            }
            LeadKind::Application => {
                summaries(
                    self.ordered(
                        career_application::Entity::find().filter(condition),
                        LeadSort::Newest,
                    ),
                    db,
                )
                .await?
            }
        })
    }
}

async fn summaries<E, C>(select: Select<E>, db: &C) -> DomainResult<Vec<LeadSummary>>
where
    E: EntityTrait,
    E::Model: Into<LeadSummary>,
    C: ConnectionTrait,
{
    use sea_orm::QuerySelect;
    Ok(select
        .limit(20)
        .all(db)
        .await?
        .into_iter()
        .map(Into::into)
        .collect())
}
