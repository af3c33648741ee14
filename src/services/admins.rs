//! Administrators.
use chrono::Utc;
use sea_orm::{
    sea_query::{Expr, Query},
    ColumnTrait, ConnectionTrait, DatabaseBackend, DatabaseConnection, EntityTrait, PaginatorTrait,
    QueryFilter, QueryOrder, QuerySelect, TransactionTrait,
};
use serde::Serialize;
use utoipa::ToSchema;

use crate::{
    auth::password,
    entities::admin,
    error::{AppError, AppResult},
};

#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct AdminView {
    pub user_id: i32,
    pub username: String,
    pub email: String,
    pub mobile: String,
    pub role: String,
}

impl From<admin::Model> for AdminView {
    fn from(m: admin::Model) -> Self {
        Self {
            user_id: m.user_id,
            username: m.username,
            email: m.email,
            mobile: m.mobile,
            role: m.role,
        }
    }
}

/// A validated new administrator. The password is redacted in `Debug`.
pub struct NewAdmin {
    pub username: String,
    pub email: String,
    pub mobile: String,
    pub password: String,
    pub role: String,
}

impl std::fmt::Debug for NewAdmin {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("NewAdmin")
            .field("email", &self.email)
            .field("password", &"[redacted]")
            .finish()
    }
}

pub async fn count(db: &DatabaseConnection) -> AppResult<u64> {
    Ok(admin::Entity::find().count(db).await?)
}

pub async fn find_by_email(
    db: &DatabaseConnection,
    email: &str,
) -> AppResult<Option<admin::Model>> {
    Ok(admin::Entity::find()
        .filter(admin::Column::Email.eq(email.trim().to_lowercase()))
        .one(db)
        .await?)
}

pub async fn create(db: &DatabaseConnection, new: NewAdmin) -> AppResult<AdminView> {
    insert(db, new, false).await
}

/// First-run registration: creates the administrator only while none exists,
/// atomically, so two visitors registering at once make one (the other gets
/// 401, as anyone does once an administrator exists).
pub async fn create_first(db: &DatabaseConnection, new: NewAdmin) -> AppResult<AdminView> {
    insert(db, new, true).await
}

async fn insert(db: &DatabaseConnection, new: NewAdmin, only_first: bool) -> AppResult<AdminView> {
    let email = new.email.to_lowercase();
    let conflict =
        || AppError::Conflict("An administrator with this e-mail already exists.".into());
    if find_by_email(db, &email).await?.is_some() {
        return Err(conflict());
    }
    let hash = password::hash(new.password).await?;
    let values: [sea_orm::sea_query::SimpleExpr; 6] = [
        new.username.into(),
        email.clone().into(),
        new.mobile.into(),
        new.role.into(),
        hash.into(),
        Utc::now().into(),
    ];
    let mut select = Query::select();
    select.exprs(values);
    if only_first {
        select.and_where(
            Expr::exists(
                Query::select()
                    .expr(Expr::val(1))
                    .from(admin::Entity)
                    .to_owned(),
            )
            .not(),
        );
    }
    let mut stmt = Query::insert();
    stmt.into_table(admin::Entity)
        .columns([
            admin::Column::Username,
            admin::Column::Email,
            admin::Column::Mobile,
            admin::Column::Role,
            admin::Column::PasswordHash,
            admin::Column::CreatedAt,
        ])
        .select_from(select)
        .map_err(|e| anyhow::anyhow!(e))?;
    let txn = db.begin().await?;
    let backend = txn.get_database_backend();
    if only_first && backend == DatabaseBackend::Postgres {
        // READ COMMITTED would let two inserts both see an empty table.
        txn.execute_unprepared("LOCK TABLE admins IN SHARE ROW EXCLUSIVE MODE")
            .await?;
    }
    // On SQLite this INSERT is the transaction's first statement, so it
    // takes the write lock before it reads.
    let result = txn.execute(backend.build(&stmt)).await;
    let inserted = match result {
        Ok(r) => r.rows_affected(),
        Err(e) if is_unique_violation(&e) => return Err(conflict()),
        Err(e) => return Err(e.into()),
    };
    txn.commit().await?;
    if inserted == 0 {
        return Err(AppError::unauthorized());
    }
    find_by_email(db, &email)
        .await?
        .map(Into::into)
        .ok_or_else(|| AppError::Internal(anyhow::anyhow!("inserted administrator not found")))
}

fn is_unique_violation(e: &sea_orm::DbErr) -> bool {
    matches!(
        e.sql_err(),
        Some(sea_orm::SqlErr::UniqueConstraintViolation(_))
    )
}

pub async fn list(db: &DatabaseConnection) -> AppResult<Vec<AdminView>> {
    Ok(admin::Entity::find()
        .order_by_asc(admin::Column::UserId)
        .all(db)
        .await?
        .into_iter()
        .map(Into::into)
        .collect())
}

/// Deletes an administrator (their logins go with them), but never oneself
/// nor the last one, even when two administrators delete each other at once:
/// on PostgreSQL every admin row is locked first; on SQLite the conditional
/// DELETE is the transaction's first statement and so holds the write lock.
pub async fn delete(db: &DatabaseConnection, user_id: i32, acting: i32) -> AppResult<()> {
    if user_id == acting {
        return Err(AppError::Conflict(
            "You cannot delete your own account.".into(),
        ));
    }
    let txn = db.begin().await?;
    if txn.get_database_backend() == DatabaseBackend::Postgres {
        admin::Entity::find()
            .select_only()
            .column(admin::Column::UserId)
            .lock_exclusive()
            .into_tuple::<i32>()
            .all(&txn)
            .await?;
    }
    let deleted = admin::Entity::delete_many()
        .filter(admin::Column::UserId.eq(user_id))
        .filter(Expr::cust("(SELECT COUNT(*) FROM admins) > 1"))
        .exec(&txn)
        .await?
        .rows_affected;
    if deleted == 0 {
        let exists = admin::Entity::find_by_id(user_id)
            .one(&txn)
            .await?
            .is_some();
        txn.rollback().await?;
        return Err(if exists {
            AppError::Conflict("The last administrator cannot be deleted.".into())
        } else {
            AppError::not_found("Administrator")
        });
    }
    crate::entities::admin_login::Entity::delete_many()
        .filter(crate::entities::admin_login::Column::AdminId.eq(user_id))
        .exec(&txn)
        .await?;
    txn.commit().await?;
    Ok(())
}
