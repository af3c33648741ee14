//! Administrator accounts.
use super::password;
use crate::{
    domain::{access::Access, lead::Spelled, DomainError, DomainResult, NewAdmin},
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

/// Adds an administrator with the level `access`; the first account of
/// a site is an owner whatever was asked, so somebody can do everything.
#[tracing::instrument(skip_all)]
pub async fn create(
    db: &DatabaseConnection,
    new: NewAdmin,
    access: Access,
) -> DomainResult<admin::Model> {
    let access = if count(db).await? == 0 {
        Access::Owner
    } else {
        access
    };
    insert(db, new, access, false).await
}

/// First-run registration: creates the administrator, an owner, only
/// while none exists, atomically, so two visitors registering at once make
/// one (the other gets 401, as anyone does once an administrator exists).
#[tracing::instrument(skip_all)]
pub async fn create_first(db: &DatabaseConnection, new: NewAdmin) -> DomainResult<admin::Model> {
    insert(db, new, Access::Owner, true).await
}

async fn insert(
    db: &DatabaseConnection,
    new: NewAdmin,
    access: Access,
    only_first: bool,
) -> DomainResult<admin::Model> {
    let email = new.email.into_inner().to_lowercase();
    let conflict =
        || DomainError::Conflict("An administrator with this e-mail already exists.".into());
    if find_by_email(db, &email).await?.is_some() {
        return Err(conflict());
    }
    let hash = password::hash(new.password.into_inner()).await?;
    let values: [sea_orm::sea_query::SimpleExpr; 7] = [
        new.username.into_inner().into(),
        email.clone().into(),
        new.mobile.into_inner().into(),
        new.role.into_inner().into(),
        access.as_str().into(),
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
            admin::Column::Access,
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

/// Deletes an administrator (the foreign key ends their logins), but never oneself,
/// the last one nor the last owner, even when two administrators delete each other at once:
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
    lock_all(&txn).await?;
    let deleted = admin::Entity::delete_many()
        .filter(admin::Column::Id.eq(id))
        .filter(counted(None).gt(1))
        .filter(not_last_owner())
        .exec(&txn)
        .await?
        .rows_affected;
    if deleted == 0 {
        let found = admin::Entity::find_by_id(id).one(&txn).await?.is_some();
        let others = admin::Entity::find().count(&txn).await? > 1;
        txn.rollback().await?;
        return Err(match (found, others) {
            (false, _) => DomainError::NotFound("Administrator"),
            (true, true) => DomainError::Conflict("The last owner cannot be deleted.".into()),
            (true, false) => {
                DomainError::Conflict("The last administrator cannot be deleted.".into())
            }
        });
    }
    txn.commit().await?;
    Ok(())
}

/// Gives an administrator another access level, but never lowers the
/// last owner, even when two owners lower each other at once (the rows are
/// locked first on PostgreSQL; on SQLite the conditional UPDATE is the
/// transaction's first statement and holds the write lock). Answers the
/// account as it was before and as it is now.
#[tracing::instrument(skip_all, fields(id = id))]
pub async fn set_access(
    db: &DatabaseConnection,
    id: i32,
    access: Access,
) -> DomainResult<(admin::Model, admin::Model)> {
    let txn = db.begin().await?;
    lock_all(&txn).await?;
    let before = admin::Entity::find_by_id(id)
        .one(&txn)
        .await?
        .ok_or(DomainError::NotFound("Administrator"))?;
    let mut update = admin::Entity::update_many()
        .col_expr(admin::Column::Access, Expr::value(access.as_str()))
        .filter(admin::Column::Id.eq(id));
    if access != Access::Owner {
        update = update.filter(not_last_owner());
    }
    if update.exec(&txn).await?.rows_affected == 0 {
        txn.rollback().await?;
        return Err(DomainError::Conflict(
            "The last owner cannot be given another level: make someone else an owner first."
                .into(),
        ));
    }
    let after = admin::Entity::find_by_id(id)
        .one(&txn)
        .await?
        .ok_or(DomainError::NotFound("Administrator"))?;
    txn.commit().await?;
    Ok((before, after))
}

/// On PostgreSQL, locks every administrator's row, so two changes that
/// each check "someone else is left" cannot both pass.
async fn lock_all(txn: &sea_orm::DatabaseTransaction) -> DomainResult<()> {
    if txn.get_database_backend() == DatabaseBackend::Postgres {
        admin::Entity::find()
            .select_only()
            .column(admin::Column::Id)
            .lock_exclusive()
            .into_tuple::<i32>()
            .all(txn)
            .await?;
    }
    Ok(())
}

/// How many administrators there are (of the level `access` when given),
/// as a value inside a statement.
fn counted(access: Option<Access>) -> Expr {
    let mut admins = Query::select();
    admins.expr(Expr::col(Asterisk).count()).from(admin::Entity);
    if let Some(access) = access {
        admins.and_where(admin::Column::Access.eq(access.as_str()));
    }
    Expr::expr(SimpleExpr::SubQuery(
        None,
        Box::new(admins.to_owned().into_sub_query_statement()),
    ))
}

/// A row that is not an owner, or an owner beside whom another is left.
fn not_last_owner() -> sea_orm::Condition {
    sea_orm::Condition::any()
        .add(admin::Column::Access.ne(Access::Owner.as_str()))
        .add(counted(Some(Access::Owner)).gt(1))
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
    let ended = crate::services::people::logins::delete_others(&txn, admin.id, keep_login).await?;
    txn.commit().await?;
    Ok(ended)
}

pub async fn get(db: &DatabaseConnection, id: i32) -> DomainResult<Option<admin::Model>> {
    Ok(admin::Entity::find_by_id(id).one(db).await?)
}
