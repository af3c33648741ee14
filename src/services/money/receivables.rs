//! What clients owe the agency and what came in: the receivables screen's
//! figures, Today's invoices overdue and due this week, and the lead
//! page's invoices. Amounts are paise.
//!
//! - Outstanding: every issued or partly paid invoice's balance, by client
//!   (the name the invoice bills), aged from its due day (`Age`): not yet
//!   due, then up to 30, 31 to 60, 61 to 90 and over 90 days late.
//! - Collected: money received in this India month so far and in the last
//!   one, by the day it was received: payments against invoices and
//!   advances (receipt vouchers). An advance later set against an invoice
//!   is counted once, on the day it came; TDS is not money received and is
//!   counted apart.
//! - TDS receivable: the tax clients held back from their payments, by
//!   financial-year quarter of the day paid, from the first quarter of the
//!   last financial year to the present one: the credit the agency claims
//!   against its income tax.
//!
//! Every figure carries the ids of the documents behind it; the screen's
//! answer gives their count, and opening a figure reads one page of them
//! (`documents`), so the figures stay small at thousands of invoices. The
//! reads take only the columns they need (the lines and the agency's
//! details stay in the database).
use std::collections::{BTreeMap, BTreeSet};

use chrono::{Datelike, Duration, Months, NaiveDate};
use sea_orm::{
    ColumnTrait, DatabaseConnection, EntityTrait, FromQueryResult, PaginatorTrait, QueryFilter,
    QueryOrder, QuerySelect,
};

use crate::{
    domain::{
        gst::Quarter,
        invoice::{Age, DocumentKind, InvoiceStatus},
        week_start, DomainResult, PageRequest,
    },
    entities::{invoice as doc, invoice_payment as payment},
};

/// An amount and the documents behind it (ids ascending, each once).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Figure {
    pub paise: i64,
    pub ids: BTreeSet<i32>,
}

impl Figure {
    fn add(&mut self, paise: i64, id: i32) {
        self.paise += paise;
        self.ids.insert(id);
    }
}

/// Outstanding money by age, and all of it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Ageing {
    pub not_due: Figure,
    pub up_to_30: Figure,
    pub up_to_60: Figure,
    pub up_to_90: Figure,
    pub over_90: Figure,
    pub total: Figure,
}

impl Ageing {
    fn add(&mut self, age: Age, paise: i64, id: i32) {
        let bucket = match age {
            Age::NotDue => &mut self.not_due,
            Age::UpTo30 => &mut self.up_to_30,
            Age::UpTo60 => &mut self.up_to_60,
            Age::UpTo90 => &mut self.up_to_90,
            Age::Over90 => &mut self.over_90,
        };
        bucket.add(paise, id);
        self.total.add(paise, id);
    }
}

/// One client's outstanding money.
#[derive(Clone, Debug)]
pub struct ClientAgeing {
    /// The name the invoices bill.
    pub client_name: String,
    pub ageing: Ageing,
}

/// The days of a period and what came in over them.
#[derive(Clone, Debug)]
pub struct Period<K> {
    pub key: K,
    pub from: NaiveDate,
    pub to: NaiveDate,
    pub figure: Figure,
}

/// A document behind a figure, as the screen lists it.
#[derive(Clone, Debug, FromQueryResult)]
pub struct Listed {
    pub id: i32,
    pub kind: DocumentKind,
    pub number: Option<String>,
    pub status: InvoiceStatus,
    pub lead_id: Option<i32>,
    /// A receipt voucher's invoice, once set against one.
    pub invoice_id: Option<i32>,
    pub client_name: String,
    pub issued_on: Option<String>,
    pub due_on: Option<String>,
    pub total: i64,
    pub received: i64,
    pub credited: i64,
    pub debited: i64,
}

impl Listed {
    /// What is still to be paid (nothing on a voucher).
    pub fn balance(&self) -> i64 {
        crate::services::money::invoices::owed(
            self.total,
            self.debited,
            self.credited,
            self.received,
        )
    }

    /// Past its due day and not settled.
    pub fn overdue(&self, today: NaiveDate) -> bool {
        self.kind == DocumentKind::Invoice
            && crate::services::money::invoices::late(self.status, &self.due_on, today)
    }
}

/// Everything the receivables screen shows, as of `today`.
pub struct Receivables {
    pub today: NaiveDate,
    pub outstanding: Ageing,
    /// The most owed first.
    pub clients: Vec<ClientAgeing>,
    /// This month so far, then the last one; keyed by their first day.
    pub collected: [Period<NaiveDate>; 2],
    /// The newest quarter first.
    pub tds: Vec<Period<Quarter>>,
}

fn stored_day(d: NaiveDate) -> String {
    d.format("%Y-%m-%d").to_string()
}

/// The columns `Listed` reads.
fn listed() -> sea_orm::Select<doc::Entity> {
    use doc::Column as C;
    doc::Entity::find().select_only().columns([
        C::Id,
        C::Kind,
        C::Number,
        C::Status,
        C::LeadId,
        C::InvoiceId,
        C::ClientName,
        C::IssuedOn,
        C::DueOn,
        C::Total,
        C::Received,
        C::Credited,
        C::Debited,
    ])
}

/// What counts as money received, in SQL on `invoice_payments`: the one
/// statement of it for every figure of money in (these receivables, the
/// GSTR-1 files' payments, the analytics report's money collected, the ad
/// platforms' Paid conversions). A payment's own record counts; an advance
/// set against an invoice is recorded a second time on the invoice (its
/// receipt voucher named), which is not money received again.
pub(crate) const MONEY_RECEIVED: &str = "invoice_payments.receipt_id IS NULL";

/// `MONEY_RECEIVED` as a query's condition.
pub(crate) fn money_received() -> sea_orm::sea_query::SimpleExpr {
    sea_orm::sea_query::Expr::cust(MONEY_RECEIVED)
}

fn unpaid() -> [InvoiceStatus; 2] {
    [InvoiceStatus::Issued, InvoiceStatus::PartlyPaid]
}

#[derive(FromQueryResult)]
struct Money {
    invoice_id: i32,
    amount: i64,
    tds: i64,
    received_on: String,
}

/// The receivables as of `today` (India).
#[tracing::instrument(skip_all)]
pub async fn receivables(db: &DatabaseConnection, today: NaiveDate) -> DomainResult<Receivables> {
    let open: Vec<Listed> = listed()
        .filter(doc::Column::Kind.eq(DocumentKind::Invoice))
        .filter(doc::Column::Status.is_in(unpaid()))
        .into_model()
        .all(db)
        .await?;
    let mut outstanding = Ageing::default();
    let mut by_client: BTreeMap<&str, Ageing> = BTreeMap::new();
    for d in &open {
        let balance = d.balance();
        if balance == 0 {
            continue;
        }
        let age = crate::services::money::invoices::day(&d.due_on)
            .map_or(Age::NotDue, |due| Age::of(due, today));
        outstanding.add(age, balance, d.id);
        by_client
            .entry(d.client_name.as_str())
            .or_default()
            .add(age, balance, d.id);
    }
    let mut clients: Vec<ClientAgeing> = by_client
        .into_iter()
        .map(|(name, ageing)| ClientAgeing {
            client_name: name.to_owned(),
            ageing,
        })
        .collect();
    clients.sort_by_key(|c| std::cmp::Reverse(c.ageing.total.paise));

    // This month and the last; the TDS quarters from the last financial
    // year's first.
    let this_month = today.with_day(1).unwrap_or(today);
    let last_month = this_month
        .checked_sub_months(Months::new(1))
        .unwrap_or(this_month);
    let mut collected = [
        Period {
            key: this_month,
            from: this_month,
            to: today,
            figure: Figure::default(),
        },
        Period {
            key: last_month,
            from: last_month,
            to: this_month - Duration::days(1),
            figure: Figure::default(),
        },
    ];
    let present = Quarter::of(today);
    let mut quarter = Quarter::new(present.year - 1, 1).unwrap_or(present);
    let mut tds = Vec::new();
    while quarter <= present {
        tds.push(Period {
            key: quarter,
            from: quarter.first_day(),
            to: quarter.last_day(),
            figure: Figure::default(),
        });
        quarter = quarter.next();
    }
    tds.reverse();
    let since = last_month.min(tds.last().map_or(last_month, |q| q.from));

    // Money as it came (`MONEY_RECEIVED`).
    let received: Vec<Money> = payment::Entity::find()
        .select_only()
        .columns([
            payment::Column::InvoiceId,
            payment::Column::Amount,
            payment::Column::Tds,
            payment::Column::ReceivedOn,
        ])
        .filter(money_received())
        .filter(payment::Column::ReceivedOn.gte(stored_day(since)))
        .filter(payment::Column::ReceivedOn.lte(stored_day(today)))
        .into_model()
        .all(db)
        .await?;
    for p in &received {
        let Some(on) = crate::services::money::invoices::day(&Some(p.received_on.clone())) else {
            continue;
        };
        if p.amount > 0 {
            if let Some(month) = collected.iter_mut().find(|m| m.from <= on && on <= m.to) {
                month.figure.add(p.amount, p.invoice_id);
            }
        }
        if p.tds > 0 {
            if let Some(q) = tds.iter_mut().find(|q| q.from <= on && on <= q.to) {
                q.figure.add(p.tds, p.invoice_id);
            }
        }
    }

    Ok(Receivables {
        today,
        outstanding,
        clients,
        collected,
        tds,
    })
}

/// One page of the documents behind a figure (`ids`), by id.
pub async fn documents(
    db: &DatabaseConnection,
    ids: &BTreeSet<i32>,
    page: PageRequest,
) -> DomainResult<Vec<Listed>> {
    let ids: Vec<i32> = ids
        .iter()
        .copied()
        .skip(usize::try_from(page.offset()).unwrap_or(usize::MAX))
        .take(usize::try_from(page.per_page).unwrap_or(usize::MAX))
        .collect();
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    Ok(listed()
        .filter(doc::Column::Id.is_in(ids))
        .order_by_asc(doc::Column::Id)
        .into_model()
        .all(db)
        .await?)
}

/// A short list of invoices and how many match in all.
pub struct Due {
    pub items: Vec<Listed>,
    pub total: u64,
}

/// Unpaid invoices due in `days` (both ends included), the earliest due
/// first: at most `shown`, with the count of all.
pub async fn due_between(
    db: &DatabaseConnection,
    days: (Option<NaiveDate>, NaiveDate),
    shown: u64,
) -> DomainResult<Due> {
    let (from, to) = days;
    let mut query = listed()
        .filter(doc::Column::Kind.eq(DocumentKind::Invoice))
        .filter(doc::Column::Status.is_in(unpaid()))
        .filter(doc::Column::DueOn.lte(stored_day(to)));
    if let Some(from) = from {
        query = query.filter(doc::Column::DueOn.gte(stored_day(from)));
    }
    let total = query.clone().count(db).await?;
    let items = query
        .order_by_asc(doc::Column::DueOn)
        .order_by_asc(doc::Column::Id)
        .limit(shown)
        .into_model()
        .all(db)
        .await?;
    Ok(Due { items, total })
}

/// Invoices overdue on `today` (due before it), and those due from
/// `today` to the end of its India week (Sunday).
pub async fn overdue_and_due_this_week(
    db: &DatabaseConnection,
    today: NaiveDate,
    shown: u64,
) -> DomainResult<(Due, Due)> {
    let overdue = due_between(db, (None, today - Duration::days(1)), shown).await?;
    let sunday = week_start(today) + Duration::days(6);
    let this_week = due_between(db, (Some(today), sunday), shown).await?;
    Ok((overdue, this_week))
}

/// A lead's invoices (drafts too), newest first, with their payments.
pub async fn of_lead(
    db: &DatabaseConnection,
    lead_id: i32,
) -> DomainResult<(Vec<Listed>, Vec<payment::Model>)> {
    let invoices: Vec<Listed> = listed()
        .filter(doc::Column::Kind.eq(DocumentKind::Invoice))
        .filter(doc::Column::LeadId.eq(lead_id))
        .order_by_desc(doc::Column::Id)
        .into_model()
        .all(db)
        .await?;
    let payments = if invoices.is_empty() {
        Vec::new()
    } else {
        payment::Entity::find()
            .filter(payment::Column::InvoiceId.is_in(invoices.iter().map(|d| d.id)))
            .order_by_desc(payment::Column::ReceivedOn)
            .order_by_desc(payment::Column::Id)
            .all(db)
            .await?
    };
    Ok((invoices, payments))
}
