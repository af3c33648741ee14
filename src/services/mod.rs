//! Queries and mutations over the database, one file per resource, grouped
//! by the areas of the administrator's menu: `leads` (the lead desk and the
//! enquiries), `money`, `website`, `marketing`, `affiliate`, `careers`,
//! `people` (people's data, administrators and their sign-in) and
//! `operations` (Today, the audit log, the outbox, backups). The machinery
//! that counts page views is apart from these rules, in `counting`; `csv`
//! and the helpers below serve them all. A new service goes into its area's
//! folder. A service takes a connection and a command built from valid values
//! (`crate::domain`), and answers with the stored records (`crate::entities`)
//! or a `DomainError`; it knows nothing of HTTP or of the API's JSON.
//!
//! Cascades belong to the database. The foreign keys say what a delete does
//! to the rows that point at it: an enquiry or application keeps its
//! snapshot of the service or position name and its reference becomes NULL;
//! a department's positions go with it; an administrator's logins go with
//! them. The services never repeat this by hand, so there is one rule in
//! one place, and it also holds for anything that writes to the database
//! outside this program.
pub mod affiliate;
pub mod careers;
pub mod counting;
pub mod csv;
pub mod leads;
pub mod marketing;
pub mod money;
pub mod operations;
pub mod people;
pub mod website;

use futures_util::future::BoxFuture;
use sea_orm::{
    sea_query::{Expr, Func, LikeExpr},
    Condition, ConnectionTrait, DatabaseConnection, DatabaseTransaction, DbErr, EntityTrait, Order,
    PaginatorTrait, PrimaryKeyTrait, QueryOrder, QuerySelect, Select, TransactionTrait,
};

use crate::{
    cache::version,
    domain::{DomainError, DomainResult, PageRequest},
};

/// One page of the rows `query` picks, in the order of `by`, and how many
/// it picks in all: what every paged list answers.
pub(crate) async fn one_page<E: EntityTrait>(
    db: &impl ConnectionTrait,
    query: Select<E>,
    by: (E::Column, Order),
    page: PageRequest,
) -> DomainResult<(Vec<E::Model>, u64)>
where
    E::Model: Sync,
{
    let total = query.clone().count(db).await?;
    let rows = query
        .order_by(by.0, by.1)
        .offset(page.offset())
        .limit(page.per_page)
        .all(db)
        .await?;
    Ok((rows, total))
}

/// Heavy work in flight at once (an image's copies, a quotation's PDF):
/// one per core. A burst of uploads or downloads queues here instead of
/// starting a blocking thread, and its memory, for each.
static HEAVY: std::sync::LazyLock<tokio::sync::Semaphore> = std::sync::LazyLock::new(|| {
    tokio::sync::Semaphore::new(std::thread::available_parallelism().map_or(2, |n| n.get()))
});

/// Runs `work` on a blocking thread once a core is free (see `HEAVY`).
pub async fn on_a_free_core<T: Send + 'static>(
    work: impl FnOnce() -> T + Send + 'static,
) -> DomainResult<T> {
    let _turn = HEAVY
        .acquire()
        .await
        .map_err(|e| DomainError::Internal(anyhow::anyhow!("the work queue is closed: {e}")))?;
    tokio::task::spawn_blocking(work)
        .await
        .map_err(|e| DomainError::Internal(e.into()))
}

/// A `LIKE` pattern that finds `words` anywhere in a text, with `%`, `_`
/// and `\` taken as themselves.
pub(crate) fn containing(words: &str) -> LikeExpr {
    let escaped = words
        .replace('\\', "\\\\")
        .replace('%', "\\%")
        .replace('_', "\\_");
    LikeExpr::new(format!("%{escaped}%")).escape('\\')
}

/// Rows where any of `columns` holds `words`, ignoring case.
pub(crate) fn any_column_contains<C>(columns: impl IntoIterator<Item = C>, words: &str) -> Condition
where
    C: sea_orm::sea_query::IntoColumnRef,
{
    let pattern = containing(&words.to_lowercase());
    columns.into_iter().fold(Condition::any(), |any, col| {
        any.add(Expr::expr(Func::lower(Expr::col(col))).like(pattern.clone()))
    })
}

/// Begins a transaction that is going to write. SQLite fixes a transaction's
/// snapshot at its first read, and a transaction that has read cannot
/// become the writer once another connection has committed: it fails at
/// once with "database is locked" instead of waiting its turn. Preparing a
/// statement can read too (a write to a lead table prepares the triggers of
/// its full-text index, which read the index's settings), so this holds
/// even when the first statement writes. On SQLite the transaction therefore
/// takes the write lock first, with a write that changes nothing, and waits
/// for it like any writer; on PostgreSQL it is a plain BEGIN.
pub async fn begin_write(db: &DatabaseConnection) -> Result<DatabaseTransaction, DbErr> {
    let txn = db.begin().await?;
    if txn.get_database_backend() == sea_orm::DbBackend::Sqlite {
        txn.execute_unprepared("UPDATE cache_version SET version = version WHERE id = 0")
            .await?;
    }
    Ok(txn)
}

/// Keeps SQLite's query-planner statistics fresh, now and every hour, until
/// the task is aborted (PostgreSQL's autovacuum does this by itself).
/// Without them SQLite guesses that `spam_reason IS NULL` picks out a few
/// rows, reads the lead lists through the wrong index and sorts all of them
/// (0.3 s instead of 1 ms for a list sorted by name at 100,000 leads).
/// `optimize` analyses a table only when it has never been analysed or has
/// changed enough to matter (about 0.3 s at 100,000 leads, in the
/// background). A sampled analysis (`analysis_limit`) is not used: its
/// guesses led to the same wrong plans.
pub async fn keep_statistics(db: DatabaseConnection) {
    if db.get_database_backend() != sea_orm::DbBackend::Sqlite {
        return;
    }
    let mut tick = tokio::time::interval(std::time::Duration::from_secs(3600));
    loop {
        tick.tick().await;
        let run = db.execute_unprepared("PRAGMA optimize = 0x10002").await;
        if let Err(e) = run {
            tracing::warn!(error = %e, "refreshing SQLite's statistics failed");
        }
    }
}

/// The one row `select` finds, else `NotFound(what)`.
async fn one_or<E: EntityTrait>(
    select: sea_orm::Select<E>,
    db: &impl ConnectionTrait,
    what: &'static str,
) -> DomainResult<E::Model> {
    select.one(db).await?.ok_or(DomainError::NotFound(what))
}

/// `Ok(())` when a delete removed a row, else `NotFound(what)`.
fn deleted(rows_affected: u64, what: &'static str) -> DomainResult<()> {
    if rows_affected > 0 {
        Ok(())
    } else {
        Err(DomainError::NotFound(what))
    }
}

/// A write that changes what public pages show (the service catalogue,
/// departments, positions, products): done in one transaction that also
/// moves the content version, so no page rendered before the write is
/// served as current after it.
async fn changing_pages<T>(
    db: &DatabaseConnection,
    write: impl for<'t> FnOnce(&'t DatabaseTransaction) -> BoxFuture<'t, Result<T, DbErr>>,
) -> DomainResult<T> {
    // Like the lead writes, it takes SQLite's write lock before anything
    // else (see `begin_write`): a delete here also rewrites the leads that
    // chose the service or position (their reference becomes NULL).
    let txn = begin_write(db).await?;
    let done = write(&txn).await?;
    version::bump(&txn).await?;
    txn.commit().await?;
    Ok(done)
}

/// Deletes a record that public pages show (see `changing_pages`);
/// `NotFound(what)` when there was none.
async fn delete_shown<E>(db: &DatabaseConnection, id: i32, what: &'static str) -> DomainResult<()>
where
    E: EntityTrait,
    <E::PrimaryKey as PrimaryKeyTrait>::ValueType: From<i32>,
{
    let result = changing_pages(db, |txn| Box::pin(E::delete_by_id(id).exec(txn))).await?;
    deleted(result.rows_affected, what)
}

/// As `delete_shown`, for a service or a department or position that leads
/// are about: the leads of `kind` whose topic `about` matches lose it in
/// the same transaction, as their kind's rows lose their reference (the
/// foreign keys set it NULL).
async fn delete_topic<E>(
    db: &DatabaseConnection,
    id: i32,
    what: &'static str,
    kind: crate::domain::lead::LeadKind,
    about: sea_orm::sea_query::SimpleExpr,
) -> DomainResult<()>
where
    E: EntityTrait,
    <E::PrimaryKey as PrimaryKeyTrait>::ValueType: From<i32>,
{
    let result = changing_pages(db, |txn| {
        Box::pin(async move {
            leads::forget_topic(txn, kind, about).await?;
            E::delete_by_id(id).exec(txn).await
        })
    })
    .await?;
    deleted(result.rows_affected, what)
}

/// The next number of `series` in financial year `fy`, taken inside `txn`
/// (the update holds the counter's row until the document is stored).
/// Quotations count under the series `quotes` (`QUOTE_SERIES`).
pub(crate) async fn next_sequence(
    txn: &impl ConnectionTrait,
    series: &str,
    fy: &str,
) -> Result<i32, sea_orm::DbErr> {
    use crate::entities::invoice_sequence::{ActiveModel, Column, Entity};
    use sea_orm::{sea_query::OnConflict, ActiveValue::Set, ColumnTrait, QueryFilter};
    Entity::insert(ActiveModel {
        series: Set(series.to_owned()),
        financial_year: Set(fy.to_owned()),
        last: Set(0),
    })
    .on_conflict(
        OnConflict::columns([Column::Series, Column::FinancialYear])
            .do_nothing()
            .to_owned(),
    )
    .exec_without_returning(txn)
    .await?;
    Entity::update_many()
        .col_expr(Column::Last, Expr::col(Column::Last).add(1))
        .filter(Column::Series.eq(series))
        .filter(Column::FinancialYear.eq(fy))
        .exec(txn)
        .await?;
    Entity::find_by_id((series.to_owned(), fy.to_owned()))
        .one(txn)
        .await?
        .map(|row| row.last)
        .ok_or_else(|| sea_orm::DbErr::RecordNotFound("invoice_sequences".into()))
}
