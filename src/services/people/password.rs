//! argon2id with OWASP's recommended parameters (19 MiB, 2 passes, 1 lane),
//! computed off the async workers so hashing never stalls page serving.
//!
//! Each hash needs 19 MiB of working memory. Hashes run on a small pool of
//! dedicated threads (at most two, fewer on a one-core machine); a request
//! waits for a free thread for a few seconds at most before being told the
//! server is busy. Two threads at release speed check about 40 passwords a
//! second, far more than an administrator area needs.
//!
//! The working memory is mapped straight from the operating system, never
//! taken from the allocator's heap: allocating 19 MiB per hash from the
//! heap, even two at a time, let the heap fragment around the small
//! allocations of queued requests and grow by hundreds of MiB over one
//! burst of logins, and memory freed into the heap is seldom given back.
//! A thread keeps its mapping while hashes keep coming and unmaps it once
//! it has been idle for `KEEP_MEMORY`, so the 38 MiB of two busy threads
//! are returned as soon as a burst of logins is over.
use std::{
    cell::RefCell,
    collections::VecDeque,
    sync::{Condvar, Mutex, OnceLock},
    time::Duration,
};

use argon2::{
    password_hash::{self, rand_core::OsRng, Output, ParamsString, PasswordHash, Salt, SaltString},
    Algorithm, Argon2, Params, Version,
};
use tokio::sync::{oneshot, Semaphore};

use crate::domain::DomainError;

fn argon2() -> Argon2<'static> {
    let params = Params::new(19 * 1024, 2, 1, None).expect("valid argon2 parameters");
    Argon2::new(Algorithm::Argon2id, Version::V0x13, params)
}

/// How long a hashing thread keeps its working memory without a hash to
/// compute before giving it back to the operating system.
const KEEP_MEMORY: Duration = Duration::from_millis(500);

/// argon2 working memory in pages of its own, given back when dropped.
#[cfg(unix)]
mod blocks {
    use std::ptr::NonNull;

    use argon2::Block;

    pub struct Blocks {
        start: NonNull<Block>,
        len: usize,
    }

    // SAFETY: the mapping is owned by this value alone, like a `Box`.
    unsafe impl Send for Blocks {}

    impl Blocks {
        /// `len` zeroed blocks in a private anonymous mapping.
        pub fn new(len: usize) -> Self {
            let bytes = len.max(1) * Block::SIZE;
            // SAFETY: a fresh private anonymous mapping aliases nothing; the
            // result is checked before use.
            let ptr = unsafe {
                libc::mmap(
                    std::ptr::null_mut(),
                    bytes,
                    libc::PROT_READ | libc::PROT_WRITE,
                    libc::MAP_PRIVATE | libc::MAP_ANONYMOUS,
                    -1,
                    0,
                )
            };
            assert!(
                ptr != libc::MAP_FAILED,
                "mapping argon2 memory: {}",
                std::io::Error::last_os_error()
            );
            Self {
                start: NonNull::new(ptr.cast()).expect("mmap never maps address 0"),
                len,
            }
        }

        pub fn len(&self) -> usize {
            self.len
        }

        pub fn as_mut_slice(&mut self) -> &mut [Block] {
            // SAFETY: the mapping is page-aligned (more than a block's 64
            // bytes), `len` blocks long, zero-filled by the kernel (a valid
            // `Block`), and borrowed mutably through `self` only.
            unsafe { std::slice::from_raw_parts_mut(self.start.as_ptr(), self.len) }
        }
    }

    impl Drop for Blocks {
        fn drop(&mut self) {
            // SAFETY: unmaps exactly the mapping made in `new`, which no
            // borrow outlives.
            unsafe {
                libc::munmap(self.start.as_ptr().cast(), self.len.max(1) * Block::SIZE);
            }
        }
    }
}

/// Elsewhere the allocator's memory, freed when the thread is idle too.
#[cfg(not(unix))]
mod blocks {
    use argon2::Block;

    pub struct Blocks(Vec<Block>);

    impl Blocks {
        pub fn new(len: usize) -> Self {
            Self(vec![Block::default(); len])
        }

        pub fn len(&self) -> usize {
            self.0.len()
        }

        pub fn as_mut_slice(&mut self) -> &mut [Block] {
            &mut self.0
        }
    }
}

use blocks::Blocks;

thread_local! {
    /// This thread's argon2 memory, kept between hashes while it is busy.
    static BLOCKS: RefCell<Option<Blocks>> = const { RefCell::new(None) };
}

/// Gives this thread's argon2 memory back to the operating system.
fn release_memory() {
    BLOCKS.with(|blocks| blocks.borrow_mut().take());
}

fn holds_memory() -> bool {
    BLOCKS.with(|blocks| blocks.borrow().is_some())
}

/// Runs argon2 in this thread's memory, mapped first when missing or too
/// small.
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
        if blocks.as_ref().is_none_or(|b| b.len() < count) {
            // The old mapping goes before the new one is made.
            *blocks = None;
            *blocks = Some(Blocks::new(count));
        }
        let memory = blocks.as_mut().expect("just mapped").as_mut_slice();
        Output::init_with(output_len, |out| {
            Ok(argon.hash_password_into_with_memory(password, salt, out, &mut memory[..count])?)
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
/// permit always finds a thread waiting for it. A job goes to a thread that
/// still holds its memory when one is waiting, so that logins one after the
/// other use one mapping, not one per thread.
struct Pool {
    permits: Semaphore,
    threads: usize,
    queue: Mutex<Queue>,
    /// Wakes a thread that holds its memory.
    warm: Condvar,
    /// Wakes a thread without memory.
    cold: Condvar,
}

#[derive(Default)]
struct Queue {
    jobs: VecDeque<Job>,
    /// Threads with memory waiting on `warm`.
    warm_waiting: usize,
}

impl Pool {
    fn lock(&self) -> std::sync::MutexGuard<'_, Queue> {
        self.queue.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn push(&self, job: Job) {
        let mut queue = self.lock();
        queue.jobs.push_back(job);
        let warm = queue.warm_waiting > 0;
        drop(queue);
        if warm {
            self.warm.notify_one();
        } else {
            self.cold.notify_one();
        }
    }

    /// A hashing thread's life: run the jobs as they come, and give the
    /// argon2 memory back whenever none has come for `KEEP_MEMORY`.
    fn work(&self) {
        let mut queue = self.lock();
        loop {
            if let Some(job) = queue.jobs.pop_front() {
                if !queue.jobs.is_empty() {
                    // Two jobs came while one thread was being woken: wake
                    // the other one too.
                    self.warm.notify_one();
                    self.cold.notify_one();
                }
                drop(queue);
                job();
                queue = self.lock();
            } else if holds_memory() {
                queue.warm_waiting += 1;
                let (guard, wait) = self
                    .warm
                    .wait_timeout(queue, KEEP_MEMORY)
                    .unwrap_or_else(|e| e.into_inner());
                queue = guard;
                queue.warm_waiting -= 1;
                if wait.timed_out() && queue.jobs.is_empty() {
                    drop(queue);
                    release_memory();
                    queue = self.lock();
                }
            } else {
                queue = self.cold.wait(queue).unwrap_or_else(|e| e.into_inner());
            }
        }
    }
}

fn pool() -> &'static Pool {
    static POOL: OnceLock<Pool> = OnceLock::new();
    static STARTED: std::sync::Once = std::sync::Once::new();
    let pool: &'static Pool = POOL.get_or_init(|| {
        let threads = std::thread::available_parallelism().map_or(1, |n| n.get().min(2));
        Pool {
            permits: Semaphore::new(threads),
            threads,
            queue: Mutex::new(Queue::default()),
            warm: Condvar::new(),
            cold: Condvar::new(),
        }
    });
    STARTED.call_once(|| {
        for i in 0..pool.threads {
            std::thread::Builder::new()
                .name(format!("password-{i}"))
                .spawn(move || pool.work())
                .expect("start a password hashing thread");
        }
    });
    pool
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
    pool.push(job);
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
