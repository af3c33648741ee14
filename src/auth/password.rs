//! argon2id with OWASP's recommended parameters (19 MiB, 2 passes, 1 lane),
//! computed off the async workers so hashing never stalls page serving.
//!
//! Each hash needs 19 MiB of working memory. Hashes run on a small pool of
//! dedicated threads (at most two, fewer on a one-core machine), each of
//! which allocates that memory once and reuses it; a request waits for a
//! free thread for a few seconds at most before being told the server is
//! busy. Allocating 19 MiB per hash instead, even two at a time, let the
//! allocator's heap fragment around the small allocations of queued
//! requests and grow by hundreds of MiB over one burst of logins. Two
//! threads at release speed check about 40 passwords a second, far more
//! than an administrator area needs, in 38 MiB.
use std::{
    cell::RefCell,
    sync::{mpsc, Mutex, OnceLock},
    time::Duration,
};

use argon2::{
    password_hash::{self, rand_core::OsRng, Output, ParamsString, PasswordHash, Salt, SaltString},
    Algorithm, Argon2, Block, Params, Version,
};
use tokio::sync::{oneshot, Semaphore};

use crate::domain::DomainError;

fn argon2() -> Argon2<'static> {
    let params = Params::new(19 * 1024, 2, 1, None).expect("valid argon2 parameters");
    Argon2::new(Algorithm::Argon2id, Version::V0x13, params)
}

thread_local! {
    /// This hashing thread's argon2 memory, allocated once and reused.
    static BLOCKS: RefCell<Vec<Block>> = const { RefCell::new(Vec::new()) };
}

/// Runs argon2 in this thread's reused memory.
fn compute(
    argon: &Argon2,
    password: &[u8],
    salt: Salt,
    output_len: usize,
) -> password_hash::Result<Output> {
    let mut salt_buf = [0u8; 64];
    let salt = salt.decode_b64(&mut salt_buf)?;
    let count = argon.params().block_count();
    BLOCKS.with(|blocks| {
        let mut blocks = blocks.borrow_mut();
        if blocks.len() < count {
            blocks.resize(count, Block::default());
        }
        Output::init_with(output_len, |out| {
            Ok(argon.hash_password_into_with_memory(password, salt, out, &mut blocks[..count])?)
        })
    })
}

fn hash_now(password: &str) -> String {
    let salt = SaltString::generate(&mut OsRng);
    let argon = argon2();
    let output = compute(
        &argon,
        password.as_bytes(),
        salt.as_salt(),
        Params::DEFAULT_OUTPUT_LEN,
    )
    .expect("argon2 hashing with valid parameters");
    PasswordHash {
        algorithm: Algorithm::Argon2id.ident(),
        version: Some(Version::V0x13.into()),
        params: ParamsString::try_from(argon.params()).expect("valid argon2 parameters"),
        salt: Some(salt.as_salt()),
        hash: Some(output),
    }
    .to_string()
}

/// True when `password` matches the PHC string `hash_text`, with the
/// parameters written in it. `Output` compares in constant time.
fn matches(hash_text: &str, password: &str) -> bool {
    let Ok(parsed) = PasswordHash::new(hash_text) else {
        return false;
    };
    let (Some(salt), Some(expected)) = (parsed.salt, parsed.hash) else {
        return false;
    };
    let (Ok(algorithm), Ok(params)) = (
        Algorithm::try_from(parsed.algorithm),
        Params::try_from(&parsed),
    ) else {
        return false;
    };
    let version = parsed
        .version
        .and_then(|v| Version::try_from(v).ok())
        .unwrap_or_default();
    let argon = Argon2::new(algorithm, version, params);
    compute(&argon, password.as_bytes(), salt, expected.len()).is_ok_and(|out| out == expected)
}

/// How long a password check waits for a free thread before answering busy.
const SLOT_WAIT: Duration = Duration::from_secs(10);

type Job = Box<dyn FnOnce() + Send>;

/// The hashing threads: one permit per thread, so a job that holds a
/// permit always finds a thread waiting for it.
struct Pool {
    permits: Semaphore,
    jobs: Mutex<mpsc::Sender<Job>>,
}

fn pool() -> &'static Pool {
    static POOL: OnceLock<Pool> = OnceLock::new();
    POOL.get_or_init(|| {
        let threads = std::thread::available_parallelism().map_or(1, |n| n.get().min(2));
        let (tx, rx) = mpsc::channel::<Job>();
        let rx = std::sync::Arc::new(Mutex::new(rx));
        for i in 0..threads {
            let rx = rx.clone();
            std::thread::Builder::new()
                .name(format!("password-{i}"))
                .spawn(move || loop {
                    let job = rx.lock().expect("password job queue").recv();
                    match job {
                        Ok(job) => job(),
                        Err(_) => return,
                    }
                })
                .expect("start a password hashing thread");
        }
        Pool {
            permits: Semaphore::new(threads),
            jobs: Mutex::new(tx),
        }
    })
}

/// Runs `work` on a hashing thread; `Busy` when none frees up in time.
async fn on_hashing_thread<T: Send + 'static>(
    work: impl FnOnce() -> T + Send + 'static,
) -> Result<T, DomainError> {
    let pool = pool();
    let permit = match tokio::time::timeout(SLOT_WAIT, pool.permits.acquire()).await {
        Ok(Ok(permit)) => permit,
        _ => return Err(DomainError::Busy { retry_after: 2 }),
    };
    let (done, result) = oneshot::channel();
    let job: Job = Box::new(move || {
        // Held until the hash is done, even if the request was dropped.
        let _permit = permit;
        let _ = done.send(work());
    });
    pool.jobs
        .lock()
        .expect("password job queue")
        .send(job)
        .map_err(|_| DomainError::Internal(anyhow::anyhow!("password threads stopped")))?;
    result
        .await
        .map_err(|_| DomainError::Internal(anyhow::anyhow!("password job dropped")))
}

/// Hashes a password off the async workers.
pub async fn hash(password: String) -> Result<String, DomainError> {
    on_hashing_thread(move || hash_now(&password)).await
}

/// A hash to verify against when the e-mail is unknown, so that both cases
/// take about the same time.
fn dummy_hash() -> &'static str {
    static DUMMY: OnceLock<String> = OnceLock::new();
    DUMMY.get_or_init(|| hash_now("not-a-real-password-but-same-cost"))
}

/// Verifies `password` against `stored`, or against a dummy hash when there
/// is no stored hash; false in that case whatever the password.
pub async fn verify(stored: Option<String>, password: String) -> Result<bool, DomainError> {
    on_hashing_thread(move || {
        let known = stored.is_some();
        let hash_text = stored.unwrap_or_else(|| dummy_hash().to_owned());
        matches(&hash_text, &password) && known
    })
    .await
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

    #[test]
    fn hashes_made_by_the_argon2_crate_itself_still_verify() {
        use argon2::PasswordHasher;
        let salt = SaltString::generate(&mut OsRng);
        let stored = argon2()
            .hash_password(b"an older password", &salt)
            .unwrap()
            .to_string();
        assert!(matches(&stored, "an older password"));
        assert!(!matches(&stored, "another password"));
        assert!(!matches("not a hash", "an older password"));
    }
}
