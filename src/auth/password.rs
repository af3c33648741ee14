//! argon2id with OWASP's recommended parameters (19 MiB, 2 passes, 1 lane),
//! always on the blocking pool so hashing never stalls page serving.
use std::sync::OnceLock;

use argon2::{
    password_hash::{rand_core::OsRng, PasswordHash, PasswordHasher, PasswordVerifier, SaltString},
    Algorithm, Argon2, Params, Version,
};

fn argon2() -> Argon2<'static> {
    let params = Params::new(19 * 1024, 2, 1, None).expect("valid argon2 parameters");
    Argon2::new(Algorithm::Argon2id, Version::V0x13, params)
}

fn hash_now(password: &str) -> String {
    let salt = SaltString::generate(&mut OsRng);
    argon2()
        .hash_password(password.as_bytes(), &salt)
        .expect("argon2 hashing with valid parameters")
        .to_string()
}

/// Hashes a password off the async workers.
pub async fn hash(password: String) -> anyhow::Result<String> {
    Ok(tokio::task::spawn_blocking(move || hash_now(&password)).await?)
}

/// A hash to verify against when the e-mail is unknown, so that both cases
/// take about the same time.
fn dummy_hash() -> &'static str {
    static DUMMY: OnceLock<String> = OnceLock::new();
    DUMMY.get_or_init(|| hash_now("not-a-real-password-but-same-cost"))
}

/// Verifies `password` against `stored`, or against a dummy hash when there
/// is no stored hash; false in that case whatever the password.
pub async fn verify(stored: Option<String>, password: String) -> anyhow::Result<bool> {
    Ok(tokio::task::spawn_blocking(move || {
        let known = stored.is_some();
        let hash_text = stored.unwrap_or_else(|| dummy_hash().to_owned());
        let ok = PasswordHash::new(&hash_text)
            .map(|parsed| {
                argon2()
                    .verify_password(password.as_bytes(), &parsed)
                    .is_ok()
            })
            .unwrap_or(false);
        ok && known
    })
    .await?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn hashes_verify_and_unknown_users_never_match() {
        let h = hash("correct horse".into()).await.unwrap();
        assert!(h.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"));
        assert!(verify(Some(h.clone()), "correct horse".into())
            .await
            .unwrap());
        assert!(!verify(Some(h), "wrong horse".into()).await.unwrap());
        assert!(!verify(None, "not-a-real-password-but-same-cost".into())
            .await
            .unwrap());
    }
}
