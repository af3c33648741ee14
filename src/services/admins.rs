//! Administrator accounts.
use crate::{
    auth::password,
    domain::{DomainError, DomainResult, NewAdmin},
    entities::admin,
};
use chrono::Utc;
use sea_orm::{
    sea_query::{Asterisk, Expr, Query, SimpleExpr},
    ColumnTrait, ConnectionTrait, DatabaseBackend, DatabaseConnection, EntityTrait, PaginatorTrait,
    QueryFilter, QueryOrder, QuerySelect, TransactionTrait,
};

pub async fn count(db: &DatabaseConnection) -> DomainResult<u64> {
    Ok(admin::Entity::find().count(db).await?)
}

pub async fn find_by_email(
    db: &DatabaseConnection,
    email: &str,
) -> DomainResult<Option<admin::Model>> {
    Ok(admin::Entity::find()
        .filter(admin::Column::Email.eq(email.trim().to_lowercase()))
        .one(db)
        .await?)
}

#[tracing::instrument(skip_all)]
pub async fn create(db: &DatabaseConnection, new: NewAdmin) -> DomainResult<admin::Model> {
    insert(db, new, false).await
}

/// First-run registration: creates the administrator only while none exists,
/// atomically, so two visitors registering at once make one (the other gets
/// 401, as anyone does once an administrator exists).
#[tracing::instrument(skip_all)]
pub async fn create_first(db: &DatabaseConnection, new: NewAdmin) -> DomainResult<admin::Model> {
    insert(db, new, true).await
}

async fn insert(
    db: &DatabaseConnection,
    new: NewAdmin,
    only_first: bool,
) -> DomainResult<admin::Model> {
    let email = new.email.into_inner().to_lowercase();
    let conflict =
        || DomainError::Conflict("An administrator with this e-mail already exists.".into());
    if find_by_email(db, &email).await?.is_some() {
        return Err(conflict());
    }
    let hash = password::hash(new.password.into_inner()).await?;
    let values: [sea_orm::sea_query::SimpleExpr; 6] = [
        new.username.into_inner().into(),
        email.clone().into(),
        new.mobile.into_inner().into(),
        new.role.into_inner().into(),
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
        .map_err(|e| DomainError::Internal(e.into()))?;
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
        return Err(DomainError::RegistrationClosed);
    }
    find_by_email(db, &email)
        .await?
        .ok_or_else(|| DomainError::Internal(anyhow::anyhow!("inserted administrator not found")))
}

fn is_unique_violation(e: &sea_orm::DbErr) -> bool {
    matches!(
        e.sql_err(),
        Some(sea_orm::SqlErr::UniqueConstraintViolation(_))
    )
}

pub async fn list(db: &DatabaseConnection) -> DomainResult<Vec<admin::Model>> {
    Ok(admin::Entity::find()
        .order_by_asc(admin::Column::Id)
        .all(db)
        .await?)
}

/// Deletes an administrator (the foreign key ends their logins), but never oneself
/// nor the last one, even when two administrators delete each other at once:
/// on PostgreSQL every admin row is locked first; on SQLite the conditional
/// DELETE is the transaction's first statement and so holds the write lock.
#[tracing::instrument(skip_all, fields(id = id))]
pub async fn delete(db: &DatabaseConnection, id: i32, acting: i32) -> DomainResult<()> {
    if id == acting {
        return Err(DomainError::Conflict(
            "You cannot delete your own account.".into(),
        ));
    }
    let txn = db.begin().await?;
    if txn.get_database_backend() == DatabaseBackend::Postgres {
        admin::Entity::find()
            .select_only()
            .column(admin::Column::Id)
            .lock_exclusive()
            .into_tuple::<i32>()
            .all(&txn)
            .await?;
    }
    let admins = Query::select()
        .expr(Expr::col(Asterisk).count())
        .from(admin::Entity)
        .to_owned();
    let deleted = admin::Entity::delete_many()
        .filter(admin::Column::Id.eq(id))
        .filter(
            Expr::expr(SimpleExpr::SubQuery(
                None,
                Box::new(admins.into_sub_query_statement()),
            ))
            .gt(1),
        )
        .exec(&txn)
        .await?
        .rows_affected;
    if deleted == 0 {
        let exists = admin::Entity::find_by_id(id).one(&txn).await?.is_some();
        txn.rollback().await?;
        return Err(if exists {
            DomainError::Conflict("The last administrator cannot be deleted.".into())
        } else {
            DomainError::NotFound("Administrator")
        });
    }
    txn.commit().await?;
    Ok(())
}

/// Changes an administrator's password once the current one is confirmed,
/// and ends every other login of theirs in the same transaction (whoever
/// knew the old password is signed out); `keep_login` stays signed in.
/// Answers how many other logins were ended.
#[tracing::instrument(skip_all)]
pub async fn change_password(
    db: &DatabaseConnection,
    admin: &admin::Model,
    keep_login: i32,
    current: String,
    new: crate::domain::Password,
) -> DomainResult<u64> {
    if !password::verify(Some(admin.password_hash.clone()), current).await? {
        return Err(DomainError::invalid(
            "currentPassword",
            "The current password is not correct.",
        ));
    }
    let hash = password::hash(new.into_inner()).await?;
    let txn = db.begin().await?;
    admin::Entity::update_many()
        .col_expr(admin::Column::PasswordHash, Expr::value(hash))
        .filter(admin::Column::Id.eq(admin.id))
        .exec(&txn)
        .await?;
    let ended = crate::auth::logins::delete_others(&txn, admin.id, keep_login).await?;
    txn.commit().await?;
    Ok(ended)
}

pub async fn get(db: &DatabaseConnection, id: i32) -> DomainResult<Option<admin::Model>> {
    Ok(admin::Entity::find_by_id(id).one(db).await?)
}
