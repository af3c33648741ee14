//! Administrators.
use chrono::Utc;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, DatabaseConnection, EntityTrait, PaginatorTrait, QueryFilter,
    QueryOrder, Set,
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
    let email = new.email.to_lowercase();
    let conflict =
        || AppError::Conflict("An administrator with this e-mail already exists.".into());
    if find_by_email(db, &email).await?.is_some() {
        return Err(conflict());
    }
    let hash = password::hash(new.password).await?;
    let result = admin::ActiveModel {
        username: Set(new.username),
        email: Set(email),
        mobile: Set(new.mobile),
        role: Set(new.role),
        password_hash: Set(hash),
        created_at: Set(Utc::now()),
        ..Default::default()
    }
    .insert(db)
    .await;
    match result {
        Ok(row) => Ok(row.into()),
        // A concurrent registration with the same e-mail hit the unique index.
        Err(e) if is_unique_violation(&e) => Err(conflict()),
        Err(e) => Err(e.into()),
    }
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
/// nor the last one.
pub async fn delete(db: &DatabaseConnection, user_id: i32, acting: i32) -> AppResult<()> {
    if user_id == acting {
        return Err(AppError::Conflict(
            "You cannot delete your own account.".into(),
        ));
    }
    if admin::Entity::find_by_id(user_id).one(db).await?.is_none() {
        return Err(AppError::not_found("Administrator"));
    }
    if count(db).await? <= 1 {
        return Err(AppError::Conflict(
            "The last administrator cannot be deleted.".into(),
        ));
    }
    crate::entities::admin_login::Entity::delete_many()
        .filter(crate::entities::admin_login::Column::AdminId.eq(user_id))
        .exec(db)
        .await?;
    admin::Entity::delete_by_id(user_id).exec(db).await?;
    Ok(())
}
