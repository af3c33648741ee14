//! Two-factor sign-in with an authenticator app (TOTP, RFC 6238: SHA-1, six
//! digits, 30-second steps, one step of clock skew either way) and ten
//! single-use recovery codes. A code is accepted once: the step it belongs
//! to is remembered, and an older or equal step is refused. The secret is
//! shown only while enrolling; afterwards no call returns it.
use chrono::Utc;
use rand::{distributions::Alphanumeric, Rng};
use sea_orm::{
    sea_query::Expr, ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection,
    EntityTrait, PaginatorTrait, QueryFilter, Set, TransactionTrait,
};
use sha2::{Digest, Sha256};
use totp_rs::{Builder, Secret, Totp};

use crate::{
    domain::{DomainError, DomainResult},
    entities::{admin, admin_recovery_code},
};

pub const RECOVERY_CODES: usize = 10;

/// What enrolment shows: the secret to type in, the otpauth address and the
/// same address as a QR code (SVG).
pub struct Enrolment {
    pub secret: String,
    pub otpauth_url: String,
    pub qr_svg: String,
}

fn totp(secret_b32: &str, issuer: &str, account: &str) -> DomainResult<Totp> {
    let secret = Secret::try_from_base32(secret_b32)
        .map_err(|e| DomainError::Internal(anyhow::anyhow!("stored TOTP secret: {e:?}")))?;
    Builder::new()
        .with_secret(secret)
        .with_skew(1)
        .with_account_name(account.to_owned())
        .with_issuer(Some(issuer.replace(':', " ")))
        .build()
        .map_err(|e| DomainError::Internal(anyhow::anyhow!("TOTP: {e:?}")))
}

fn hash_code(code: &str) -> String {
    let normal: String = code
        .chars()
        .filter(char::is_ascii_alphanumeric)
        .collect::<String>()
        .to_ascii_lowercase();
    hex::encode(Sha256::digest(normal.as_bytes()))
}

/// Starts (or restarts) enrolment: a new secret waits for its first code.
#[tracing::instrument(skip_all)]
pub async fn begin(
    db: &DatabaseConnection,
    admin: &admin::Model,
    issuer: &str,
) -> DomainResult<Enrolment> {
    if admin.totp_secret.is_some() {
        return Err(DomainError::Conflict(
            "Two-factor sign-in is already on. Turn it off first to enrol a new device.".into(),
        ));
    }
    let secret = Secret::generate().to_base32();
    let t = totp(&secret, issuer, &admin.email)?;
    let otpauth_url = t
        .to_url()
        .map_err(|e| DomainError::Internal(anyhow::anyhow!("otpauth URL: {e:?}")))?;
    let qr_svg = qrcode::QrCode::new(otpauth_url.as_bytes())
        .map_err(|e| DomainError::Internal(anyhow::anyhow!("QR code: {e}")))?
        .render::<qrcode::render::svg::Color>()
        .min_dimensions(200, 200)
        .quiet_zone(true)
        .build();
    admin::Entity::update_many()
        .col_expr(admin::Column::TotpPending, Expr::value(secret.clone()))
        .filter(admin::Column::Id.eq(admin.id))
        .exec(db)
        .await?;
    Ok(Enrolment {
        secret,
        otpauth_url,
        qr_svg,
    })
}

/// Finishes enrolment with the first code from the app: two-factor sign-in
/// is on, and the ten recovery codes are answered, this once.
#[tracing::instrument(skip_all)]
pub async fn enable(
    db: &DatabaseConnection,
    admin: &admin::Model,
    issuer: &str,
    code: &str,
) -> DomainResult<Vec<String>> {
    let Some(pending) = admin.totp_pending.as_deref() else {
        return Err(DomainError::Conflict(
            "Start the set-up first: no code is expected.".into(),
        ));
    };
    let step = totp(pending, issuer, &admin.email)?
        .check_current(code.trim())
        .ok_or_else(|| {
            DomainError::invalid("code", "That code is not right. Try the newest one.")
        })?;
    let codes: Vec<String> = (0..RECOVERY_CODES)
        .map(|_| {
            let raw: String = rand::thread_rng()
                .sample_iter(&Alphanumeric)
                .take(10)
                .map(|c| char::from(c).to_ascii_lowercase())
                .collect();
            format!("{}-{}", &raw[..5], &raw[5..])
        })
        .collect();
    let txn = db.begin().await?;
    admin::Entity::update_many()
        .col_expr(admin::Column::TotpSecret, Expr::value(pending.to_owned()))
        .col_expr(
            admin::Column::TotpPending,
            Expr::value(Option::<String>::None),
        )
        .col_expr(
            admin::Column::TotpLastStep,
            Expr::value(i64::try_from(step).unwrap_or(i64::MAX)),
        )
        .filter(admin::Column::Id.eq(admin.id))
        .exec(&txn)
        .await?;
    admin_recovery_code::Entity::delete_many()
        .filter(admin_recovery_code::Column::AdminId.eq(admin.id))
        .exec(&txn)
        .await?;
    for code in &codes {
        admin_recovery_code::ActiveModel {
            admin_id: Set(admin.id),
            code_hash: Set(hash_code(code)),
            used_at: Set(None),
            ..Default::default()
        }
        .insert(&txn)
        .await?;
    }
    txn.commit().await?;
    Ok(codes)
}

/// Checks a code at sign-in: the app's current code (each one once) or an
/// unused recovery code (then used up). True when it was accepted.
#[tracing::instrument(skip_all)]
pub async fn verify(
    db: &DatabaseConnection,
    admin: &admin::Model,
    issuer: &str,
    code: &str,
) -> DomainResult<bool> {
    let Some(secret) = admin.totp_secret.as_deref() else {
        return Ok(false);
    };
    let code = code.trim();
    if code.len() == 6 && code.chars().all(|c| c.is_ascii_digit()) {
        let Some(step) = totp(secret, issuer, &admin.email)?.check_current(code) else {
            return Ok(false);
        };
        let step = i64::try_from(step).unwrap_or(i64::MAX);
        // Only a newer step than the last accepted one, in one statement, so
        // the same code sent twice at once is accepted once.
        let taken = admin::Entity::update_many()
            .col_expr(admin::Column::TotpLastStep, Expr::value(step))
            .filter(admin::Column::Id.eq(admin.id))
            .filter(
                admin::Column::TotpLastStep
                    .is_null()
                    .or(admin::Column::TotpLastStep.lt(step)),
            )
            .exec(db)
            .await?;
        return Ok(taken.rows_affected == 1);
    }
    let used = admin_recovery_code::Entity::update_many()
        .col_expr(
            admin_recovery_code::Column::UsedAt,
            Expr::value(Some(Utc::now())),
        )
        .filter(admin_recovery_code::Column::AdminId.eq(admin.id))
        .filter(admin_recovery_code::Column::CodeHash.eq(hash_code(code)))
        .filter(admin_recovery_code::Column::UsedAt.is_null())
        .exec(db)
        .await?;
    Ok(used.rows_affected == 1)
}

/// Turns two-factor sign-in off and drops the recovery codes.
#[tracing::instrument(skip_all, fields(id = admin_id))]
pub async fn disable(db: &DatabaseConnection, admin_id: i32) -> DomainResult<()> {
    let txn = db.begin().await?;
    forget(&txn, admin_id).await?;
    txn.commit().await?;
    Ok(())
}

/// Resets another administrator's two-factor sign-in (they lost their
/// phone and their recovery codes): it is turned off and every login of
/// theirs ends, in one transaction, so whoever holds one of their sessions
/// is signed out and they sign in next with their password alone. Answers
/// how many logins ended. Refused for one's own account (that is turned
/// off with one's password) and for an administrator who has none.
#[tracing::instrument(skip_all, fields(id = admin_id))]
pub async fn reset(db: &DatabaseConnection, admin_id: i32, acting: i32) -> DomainResult<u64> {
    if admin_id == acting {
        return Err(DomainError::Conflict(
            "This is your own account: turn your two-step sign-in off under Your account, with your password."
                .into(),
        ));
    }
    let txn = db.begin().await?;
    let colleague = admin::Entity::find_by_id(admin_id)
        .one(&txn)
        .await?
        .ok_or(DomainError::NotFound("Administrator"))?;
    if colleague.totp_secret.is_none() {
        return Err(DomainError::Conflict(format!(
            "{} has not turned on two-step sign-in: there is nothing to reset.",
            colleague.username
        )));
    }
    forget(&txn, admin_id).await?;
    let ended = crate::services::people::logins::delete_all(&txn, admin_id).await?;
    txn.commit().await?;
    Ok(ended)
}

/// Drops an administrator's secret, pending enrolment, last step and
/// recovery codes.
async fn forget<C: ConnectionTrait>(db: &C, admin_id: i32) -> DomainResult<()> {
    admin::Entity::update_many()
        .col_expr(
            admin::Column::TotpSecret,
            Expr::value(Option::<String>::None),
        )
        .col_expr(
            admin::Column::TotpPending,
            Expr::value(Option::<String>::None),
        )
        .col_expr(
            admin::Column::TotpLastStep,
            Expr::value(Option::<i64>::None),
        )
        .filter(admin::Column::Id.eq(admin_id))
        .exec(db)
        .await?;
    admin_recovery_code::Entity::delete_many()
        .filter(admin_recovery_code::Column::AdminId.eq(admin_id))
        .exec(db)
        .await?;
    Ok(())
}

/// How many recovery codes are left unused.
pub async fn codes_left(db: &DatabaseConnection, admin_id: i32) -> DomainResult<u64> {
    Ok(admin_recovery_code::Entity::find()
        .filter(admin_recovery_code::Column::AdminId.eq(admin_id))
        .filter(admin_recovery_code::Column::UsedAt.is_null())
        .count(db)
        .await?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recovery_codes_match_whatever_the_case_and_dashes() {
        assert_eq!(hash_code("abcde-12345"), hash_code("ABCDE12345"));
        assert_ne!(hash_code("abcde-12345"), hash_code("abcde-12346"));
    }

    #[test]
    fn a_code_from_the_secret_checks_and_a_wrong_one_does_not() {
        let secret = Secret::generate().to_base32();
        let t = totp(&secret, "Vanijya: Digital", "a@b.in").unwrap();
        let now = t.generate_current();
        assert!(t.check_current(&now.to_string()).is_some());
        assert!(t.to_url().unwrap().starts_with("otpauth://totp/"));
    }
}
