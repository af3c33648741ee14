//! Login records. One row per successful login holds the SHA-256 of its
//! bearer token, the absolute expiry and the last activity; the cookie
//! session stores the row id. Deleting the row (logout, or deleting the
//! administrator, which cascades) ends the cookie session and the token at once.
//!
//! This row owns the idle clock, for cookies and bearer tokens alike: every
//! authenticated request writes its time to `last_seen_at`, and a login ends
//! when `idle_minutes` pass after that. The cookie session itself only
//! carries the row id and expires with the absolute lifetime (see
//! `middleware::session_layer`), so there is no second idle clock to disagree.
use chrono::{DateTime, Duration, Utc};
use rand::RngCore;
use sea_orm::{
    sea_query::{Expr, SimpleExpr},
    ActiveModelTrait, ColumnTrait, Condition, ConnectionTrait, DatabaseConnection, DbErr,
    EntityTrait, QueryFilter, QueryOrder, Set,
};
use sha2::{Digest, Sha256};

use crate::{
    config::Config,
    entities::{admin, admin_login},
};

/// A login's two limits at one instant: its absolute expiry, and the idle
/// limit counted from its last activity. The one rule for "live", in Rust
/// for the login in hand and in SQL for the lists and the clean-up.
struct Limits {
    now: DateTime<Utc>,
    idle_since: DateTime<Utc>,
}

impl Limits {
    fn at(config: &Config, now: DateTime<Utc>) -> Self {
        Self {
            now,
            idle_since: now - Duration::minutes(config.session.idle_minutes),
        }
    }

    fn hold_for(&self, login: &admin_login::Model) -> bool {
        login.expires_at > self.now && login.last_seen_at > self.idle_since
    }

    fn live(&self) -> Condition {
        Condition::all()
            .add(admin_login::Column::ExpiresAt.gt(self.now))
            .add(admin_login::Column::LastSeenAt.gt(self.idle_since))
    }
}

pub fn hash_token(token: &str) -> String {
    hex::encode(Sha256::digest(token.as_bytes()))
}

/// Where a login was made from, shown in the administrator's list of
/// active sessions.
pub struct Client {
    pub ip_address: String,
    pub user_agent: String,
}

/// Creates a login for `admin_id`; returns the row and the clear token.
pub async fn create(
    db: &DatabaseConnection,
    config: &Config,
    admin_id: i32,
    client: Client,
) -> Result<(admin_login::Model, String), sea_orm::DbErr> {
    let mut bytes = [0u8; 32];
    rand::thread_rng().fill_bytes(&mut bytes);
    let token = hex::encode(bytes);
    let now = Utc::now();
    let row = admin_login::ActiveModel {
        admin_id: Set(admin_id),
        token_hash: Set(hash_token(&token)),
        created_at: Set(now),
        expires_at: Set(now + Duration::hours(config.session.absolute_hours)),
        last_seen_at: Set(now),
        ip_address: Set(client.ip_address.chars().take(64).collect()),
        user_agent: Set(client.user_agent.chars().take(300).collect()),
        ..Default::default()
    }
    .insert(db)
    .await?;
    Ok((row, token))
}

pub enum Key<'a> {
    Id(i32),
    Token(&'a str),
}

/// The administrator behind a live login, refreshing its activity time.
pub async fn resolve(
    db: &DatabaseConnection,
    config: &Config,
    key: Key<'_>,
) -> Result<Option<(admin::Model, admin_login::Model)>, sea_orm::DbErr> {
    let query = match key {
        Key::Id(id) => admin_login::Entity::find_by_id(id),
        Key::Token(t) => {
            admin_login::Entity::find().filter(admin_login::Column::TokenHash.eq(hash_token(t)))
        }
    };
    let Some(login) = query.one(db).await? else {
        return Ok(None);
    };
    let now = Utc::now();
    if !Limits::at(config, now).hold_for(&login) {
        admin_login::Entity::delete_by_id(login.id).exec(db).await?;
        return Ok(None);
    }
    let Some(admin) = admin::Entity::find_by_id(login.admin_id).one(db).await? else {
        return Ok(None);
    };
    // Every request is activity: the idle time counts from the latest one.
    admin_login::Entity::update_many()
        .col_expr(admin_login::Column::LastSeenAt, Expr::value(now))
        .filter(admin_login::Column::Id.eq(login.id))
        .exec(db)
        .await?;
    let login = admin_login::Model {
        last_seen_at: now,
        ..login
    };
    Ok(Some((admin, login)))
}

pub async fn delete(db: &DatabaseConnection, id: i32) -> Result<bool, sea_orm::DbErr> {
    Ok(admin_login::Entity::delete_by_id(id)
        .exec(db)
        .await?
        .rows_affected
        > 0)
}

/// Removes logins past their absolute or idle expiry.
pub async fn delete_expired(
    db: &DatabaseConnection,
    config: &Config,
) -> Result<u64, sea_orm::DbErr> {
    let res = admin_login::Entity::delete_many()
        .filter(Limits::at(config, Utc::now()).live().not())
        .exec(db)
        .await?;
    Ok(res.rows_affected)
}

/// The live logins of one administrator, most recently active first.
pub async fn live_for(
    db: &DatabaseConnection,
    config: &Config,
    admin_id: i32,
) -> Result<Vec<admin_login::Model>, sea_orm::DbErr> {
    admin_login::Entity::find()
        .filter(admin_login::Column::AdminId.eq(admin_id))
        .filter(Limits::at(config, Utc::now()).live())
        .order_by_desc(admin_login::Column::LastSeenAt)
        .order_by_desc(admin_login::Column::Id)
        .all(db)
        .await
}

/// Ends the administrator's logins that `which` picks (never another
/// administrator's); returns how many ended.
async fn end_own<C: ConnectionTrait>(
    db: &C,
    admin_id: i32,
    which: SimpleExpr,
) -> Result<u64, DbErr> {
    Ok(admin_login::Entity::delete_many()
        .filter(admin_login::Column::AdminId.eq(admin_id))
        .filter(which)
        .exec(db)
        .await?
        .rows_affected)
}

/// Ends one of the administrator's own logins; false when none matches.
pub async fn delete_own(db: &DatabaseConnection, admin_id: i32, id: i32) -> Result<bool, DbErr> {
    Ok(end_own(db, admin_id, admin_login::Column::Id.eq(id)).await? > 0)
}

/// Ends every login of the administrator; returns how many.
pub async fn delete_all<C: ConnectionTrait>(db: &C, admin_id: i32) -> Result<u64, DbErr> {
    end_own(db, admin_id, admin_login::Column::Id.is_not_null()).await
}

/// Ends every login of the administrator except `keep`; returns how many.
pub async fn delete_others<C: ConnectionTrait>(
    db: &C,
    admin_id: i32,
    keep: i32,
) -> Result<u64, DbErr> {
    end_own(db, admin_id, admin_login::Column::Id.ne(keep)).await
}
