//! Counting in memory, written to the database in batches: a hot path (a
//! click on `/go/`, a page view) adds to a map in memory, which costs a
//! lock and a hash, and a background task writes what was added every
//! few seconds, when the map grows large, and once more at shutdown. One
//! write per batch instead of one per request.
//!
//! What is counted is the caller's: a `Tally` names the key, the value
//! kept per key, how two values of one key fold into one, and how a batch
//! is written. The write must be safe with several instances writing the
//! same keys into one database: an upsert that adds (`ON CONFLICT … DO
//! UPDATE SET n = n + excluded.n`) for a sum, an insert that ignores a key
//! already stored (`ON CONFLICT DO NOTHING`) for "once per key".
//!
//! A key counted on every request (a page's view) can be counted without
//! the lock: `Batched::counting` gives the batch a table of slots, one
//! atomic word each, holding a key's tag and its count since the last
//! flush (`Hot`). A repeat of a key is one atomic add on its slot; the key
//! itself is kept once, when its slot is claimed, and the counts are
//! folded into the batch when it is written.
//!
//! What a crash can lose: a process killed without its shutdown (kill -9,
//! a power cut) loses what was added since the last batch was written, at
//! most the flush period plus the time a write takes. A batch that could
//! not be written (the database refusing) is put back, folded with what
//! arrived meanwhile, and tried again at the next flush; past `HARD_CAP`
//! keys waiting, new keys are dropped (and logged) rather than letting a
//! database outage grow the memory without bound.
use std::{
    future::Future,
    hash::Hash,
    sync::{
        atomic::{AtomicU64, Ordering},
        Arc, Mutex,
    },
    time::Duration,
};

use hashbrown::{Equivalent, HashMap};
use sea_orm::DatabaseConnection;
use tokio::sync::{oneshot, Notify};

use crate::domain::DomainResult;

/// What is counted and how a batch of it is stored.
pub trait Tally: Send + Sync + 'static {
    /// What one count is of (a visitor's click on a product on a day; a
    /// page on a day).
    type Key: Eq + Hash + Clone + Send + Sync + 'static;
    /// What is kept per key until it is written (a sum, the first sighting).
    type Value: Clone + Send + Sync + 'static;
    /// Named in the log.
    const NAME: &'static str;
    /// Rows written by one statement (keep the statement's parameters under
    /// SQLite's and PostgreSQL's limits).
    const CHUNK: usize = 500;

    /// Folds a later value of a key into the one kept.
    fn merge(kept: &mut Self::Value, later: Self::Value);

    /// Writes one chunk of the batch, as one statement or one transaction:
    /// either all of it is stored or none.
    fn write(
        &self,
        db: &DatabaseConnection,
        chunk: &[(Self::Key, Self::Value)],
    ) -> impl Future<Output = DomainResult<()>> + Send;
}

/// A batch written early, before its period is up.
const SOFT_CAP: usize = 10_000;
/// Keys waiting at most; past it new keys are dropped.
const HARD_CAP: usize = 200_000;

/// The counts of a `Tally` waiting to be written.
type Pending<T> = HashMap<<T as Tally>::Key, <T as Tally>::Value, foldhash::fast::RandomState>;

/// Slots in a `Hot` table (a power of two): a page is counted under one
/// key per day, kind and source, a few hundred on a busy day.
const HOT_SLOTS: usize = 4096;
/// The bits of a slot that hold its count; the others hold the key's tag.
const COUNT_BITS: u32 = 24;
const COUNT_MASK: u64 = (1 << COUNT_BITS) - 1;

/// Counts without a lock, by the key's hash (a hash of every part of the
/// key, keyed afresh in each process): the hash's top bits choose a slot,
/// its low 40 bits are the tag the slot holds beside its count (the tag's
/// lowest bit is always set, so a claimed slot is never 0, a free one).
/// A key is known by its slot and tag, 51 bits of its hash: two keys
/// counted in one flush period share them by chance about once in
/// 2 × 10^15 pairs (a few hundred keys a day make some 10^5 pairs). A key
/// whose slot counts another key is counted under the lock.
///
/// A slot is claimed, and freed once it counted nothing for a whole
/// period, only under `keys`' lock, which the drain holds too: so the key
/// kept for a slot is the key its tag stands for, and a count added
/// (one compare-and-swap, which fails on a slot freed or claimed
/// meanwhile) is drained exactly once.
struct Hot<K, V> {
    slots: Box<[AtomicU64]>,
    /// The key each claimed slot counts, by the slot's index.
    keys: Mutex<HashMap<usize, K, foldhash::fast::RandomState>>,
    /// A count as the batch keeps it.
    value: fn(u64) -> V,
}

/// Whether a slot holding `seen` counts the key tagged `tag` and can
/// take one more.
fn counts(seen: u64, tag: u64) -> bool {
    seen & !COUNT_MASK == tag && seen & COUNT_MASK != COUNT_MASK
}

impl<K, V> Hot<K, V> {
    fn new(value: fn(u64) -> V) -> Self {
        Self {
            slots: (0..HOT_SLOTS).map(|_| AtomicU64::new(0)).collect(),
            keys: Mutex::new(HashMap::default()),
            value,
        }
    }

    /// The slot `hash` chooses and the tag it holds there.
    fn slot(&self, hash: u64) -> (usize, u64) {
        let index = (hash >> (64 - HOT_SLOTS.trailing_zeros())) as usize;
        let tag = (hash & ((1 << (64 - COUNT_BITS)) - 1)) | 1;
        (index, tag << COUNT_BITS)
    }

    /// Adds one to the count of the key of `hash`, claiming a free slot
    /// for it (the key made by `make`); `false` when its slot counts
    /// another key or is full, and nothing was added.
    fn add_one(&self, hash: u64, make: impl FnOnce() -> K) -> bool {
        let (index, tag) = self.slot(hash);
        let slot = &self.slots[index];
        let seen = slot.load(Ordering::Relaxed);
        // The usual case, a slot counting this key, is one exchange; a
        // free slot is claimed out of line (`claim`), so a page's request
        // runs through no more code than it needs.
        if counts(seen, tag)
            && slot
                .compare_exchange_weak(seen, seen + 1, Ordering::Relaxed, Ordering::Relaxed)
                .is_ok()
        {
            return true;
        }
        self.claim(index, tag, make)
    }

    /// `add_one` past its first try: adds one to the slot `index` when it
    /// counts the key tagged `tag`, or claims it for that key when it is
    /// free.
    #[cold]
    #[inline(never)]
    fn claim(&self, index: usize, tag: u64, make: impl FnOnce() -> K) -> bool {
        let slot = &self.slots[index];
        let mut seen = slot.load(Ordering::Relaxed);
        loop {
            if counts(seen, tag) {
                match slot.compare_exchange_weak(
                    seen,
                    seen + 1,
                    Ordering::Relaxed,
                    Ordering::Relaxed,
                ) {
                    Ok(_) => return true,
                    Err(now) => {
                        seen = now;
                        continue;
                    }
                }
            }
            if seen != 0 {
                return false;
            }
            let mut keys = self.keys.lock().unwrap_or_else(|e| e.into_inner());
            match slot.compare_exchange(0, tag | 1, Ordering::Relaxed, Ordering::Relaxed) {
                Ok(_) => {
                    keys.insert(index, make());
                    return true;
                }
                Err(now) => seen = now,
            }
        }
    }

    /// Keys with a count waiting in their slot, of those `which` picks.
    fn counting(&self, which: impl Fn(&K) -> bool) -> usize {
        let keys = self.keys.lock().unwrap_or_else(|e| e.into_inner());
        keys.iter()
            .filter(|&(&index, key)| {
                self.slots[index].load(Ordering::Relaxed) & COUNT_MASK != 0 && which(key)
            })
            .count()
    }

    /// Takes every slot's count, with its key; frees a slot that counted
    /// nothing since the last drain.
    fn drain(&self, mut each: impl FnMut(&K, V)) {
        let mut keys = self.keys.lock().unwrap_or_else(|e| e.into_inner());
        keys.retain(|&index, key| {
            let slot = &self.slots[index];
            let mut seen = slot.load(Ordering::Relaxed);
            loop {
                let (tag, count) = (seen & !COUNT_MASK, seen & COUNT_MASK);
                let left = if count == 0 { 0 } else { tag };
                match slot.compare_exchange_weak(seen, left, Ordering::Relaxed, Ordering::Relaxed) {
                    Ok(_) if count == 0 => return false,
                    Ok(_) => {
                        each(key, (self.value)(count));
                        return true;
                    }
                    Err(now) => seen = now,
                }
            }
        });
    }
}

/// Counts of one `Tally`, kept in memory until they are written.
pub struct Batched<T: Tally> {
    tally: T,
    db: DatabaseConnection,
    /// Keyed afresh in each process (`foldhash`: a page view's key is
    /// hashed on every request; the map is emptied at every flush).
    pending: Mutex<Pending<T>>,
    /// Keys counted without the lock (`counting`).
    hot: Option<Hot<T::Key, T::Value>>,
    /// Wakes the writer when the batch is large.
    full: Notify,
    /// One flush at a time, so a batch put back is not overtaken.
    flushing: tokio::sync::Mutex<()>,
    dropped: AtomicU64,
}

impl<T: Tally> Batched<T> {
    pub fn new(db: DatabaseConnection, tally: T) -> Arc<Self> {
        Self::made(db, tally, None)
    }

    fn made(db: DatabaseConnection, tally: T, hot: Option<Hot<T::Key, T::Value>>) -> Arc<Self> {
        Arc::new(Self {
            tally,
            db,
            pending: Mutex::new(HashMap::default()),
            hot,
            full: Notify::new(),
            flushing: tokio::sync::Mutex::new(()),
            dropped: AtomicU64::new(0),
        })
    }

    /// Adds one count; never waits for the database.
    pub fn add(&self, key: T::Key, value: T::Value) {
        let mut pending = self.pending.lock().unwrap_or_else(|e| e.into_inner());
        match pending.get_mut(&key) {
            Some(kept) => T::merge(kept, value),
            None => self.insert(&mut pending, key, value),
        }
    }

    /// Adds one count of the key `key` stands for (it hashes and compares
    /// as that key), making the key with `make` only when none is kept
    /// yet: a repeat makes and drops nothing. Never waits for the
    /// database.
    pub fn add_as<Q>(&self, key: &Q, value: T::Value, make: impl FnOnce(&Q) -> T::Key)
    where
        Q: Hash + Equivalent<T::Key> + ?Sized,
    {
        let mut pending = self.pending.lock().unwrap_or_else(|e| e.into_inner());
        self.fold_in(&mut pending, key, value, make);
    }

    /// Folds `value` into the kept value of the key `key` stands for, or
    /// keeps the key `make` makes with it.
    fn fold_in<Q>(
        &self,
        pending: &mut Pending<T>,
        key: &Q,
        value: T::Value,
        make: impl FnOnce(&Q) -> T::Key,
    ) where
        Q: Hash + Equivalent<T::Key> + ?Sized,
    {
        match pending.get_mut(key) {
            Some(kept) => T::merge(kept, value),
            None => self.insert(pending, make(key), value),
        }
    }

    /// Keeps a key not kept yet, unless `HARD_CAP` keys wait already;
    /// wakes the writer at `SOFT_CAP`.
    fn insert(&self, pending: &mut Pending<T>, key: T::Key, value: T::Value) {
        let waiting = pending.len();
        if waiting >= HARD_CAP {
            self.dropped.fetch_add(1, Ordering::Relaxed);
            return;
        }
        pending.insert(key, value);
        if waiting + 1 == SOFT_CAP {
            self.full.notify_one();
        }
    }

    /// Keys waiting to be written.
    pub fn waiting(&self) -> usize {
        let pending = self.pending.lock().unwrap_or_else(|e| e.into_inner());
        let apart = self
            .hot
            .as_ref()
            .map_or(0, |hot| hot.counting(|key| !pending.contains_key(key)));
        pending.len() + apart
    }

    /// Folds the counts taken without the lock into the batch.
    fn fold_hot(&self, pending: &mut Pending<T>) {
        if let Some(hot) = &self.hot {
            hot.drain(|key, value| self.fold_in(pending, key, value, T::Key::clone));
        }
    }

    /// Writes everything added so far. Answers how many keys were written;
    /// on an error what was not written waits for the next flush.
    pub async fn flush(&self) -> DomainResult<usize> {
        let _one_at_a_time = self.flushing.lock().await;
        let batch: Vec<(T::Key, T::Value)> = {
            let mut pending = self.pending.lock().unwrap_or_else(|e| e.into_inner());
            self.fold_hot(&mut pending);
            std::mem::take(&mut *pending).into_iter().collect()
        };
        let dropped = self.dropped.swap(0, Ordering::Relaxed);
        if dropped > 0 {
            tracing::warn!(
                counter = T::NAME,
                dropped,
                "counts were dropped: too many waited for the database"
            );
        }
        let mut written = 0;
        for (at, chunk) in batch.chunks(T::CHUNK.max(1)).enumerate() {
            if let Err(e) = self.tally.write(&self.db, chunk).await {
                self.put_back(&batch[at * T::CHUNK.max(1)..]);
                return Err(e);
            }
            written += chunk.len();
        }
        Ok(written)
    }

    /// Puts an unwritten batch back, as older than what arrived meanwhile.
    fn put_back(&self, unwritten: &[(T::Key, T::Value)]) {
        let mut pending = self.pending.lock().unwrap_or_else(|e| e.into_inner());
        let newer = std::mem::take(&mut *pending);
        pending.extend(unwritten.iter().cloned());
        for (key, value) in newer {
            match pending.get_mut(&key) {
                Some(kept) => T::merge(kept, value),
                None => {
                    pending.insert(key, value);
                }
            }
        }
    }

    /// Writes a batch every `every`, or sooner when it is large, until
    /// `stop` fires (or its sender is dropped); then writes what is left
    /// and returns. Await the task after firing `stop`: nothing added
    /// before is lost.
    pub async fn run(self: Arc<Self>, every: Duration, mut stop: oneshot::Receiver<()>) {
        let mut tick = tokio::time::interval(every);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            tokio::select! {
                _ = tick.tick() => {}
                () = self.full.notified() => {}
                _ = &mut stop => break,
            }
            if let Err(e) = self.flush().await {
                tracing::warn!(counter = T::NAME, error = %e, "writing counts failed; trying again");
            }
        }
        match self.flush().await {
            Ok(n) => tracing::debug!(counter = T::NAME, keys = n, "counts written at shutdown"),
            Err(e) => {
                tracing::error!(counter = T::NAME, error = %e, "counts were lost at shutdown")
            }
        }
    }
}

impl<T: Tally<Value = i64>> Batched<T> {
    /// A batch of sums whose keys can be counted without the lock
    /// (`add_one_as`).
    pub fn counting(db: DatabaseConnection, tally: T) -> Arc<Self> {
        Self::made(db, tally, Some(Hot::new(|n| n as i64)))
    }

    /// Adds one to the sum of the key `key` stands for, whose hash (of
    /// every part of the key, keyed afresh in each process) is `hash`:
    /// without the lock when the batch counts without it (`counting`) and
    /// the key's slot is free or its own, else as `add_as` adds.
    pub fn add_one_as<Q>(&self, key: &Q, hash: u64, make: impl FnOnce(&Q) -> T::Key)
    where
        Q: Hash + Equivalent<T::Key> + ?Sized,
    {
        let mut make = Some(make);
        if let Some(hot) = &self.hot {
            if hot.add_one(hash, || (make.take().expect("made once"))(key)) {
                return;
            }
        }
        if let Some(make) = make {
            self.add_one_locked(key, make);
        }
    }

    /// `add_as` of one, out of line: the key's slot counts another key.
    #[cold]
    #[inline(never)]
    fn add_one_locked<Q>(&self, key: &Q, make: impl FnOnce(&Q) -> T::Key)
    where
        Q: Hash + Equivalent<T::Key> + ?Sized,
    {
        self.add_as(key, 1, make);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Sums per word, written into a shared map (failing while `fail`).
    struct Words {
        stored: Arc<Mutex<HashMap<String, i64>>>,
        fail: Arc<std::sync::atomic::AtomicBool>,
    }

    impl Tally for Words {
        type Key = String;
        type Value = i64;
        const NAME: &'static str = "words";
        const CHUNK: usize = 2;

        fn merge(kept: &mut i64, later: i64) {
            *kept += later;
        }

        async fn write(&self, _: &DatabaseConnection, chunk: &[(String, i64)]) -> DomainResult<()> {
            if self.fail.load(Ordering::SeqCst) {
                return Err(anyhow::anyhow!("the database is away").into());
            }
            let mut stored = self.stored.lock().unwrap();
            for (k, n) in chunk {
                *stored.entry(k.clone()).or_default() += n;
            }
            Ok(())
        }
    }

    fn words() -> (Arc<Batched<Words>>, Words) {
        let stored = Arc::new(Mutex::new(HashMap::new()));
        let fail = Arc::new(std::sync::atomic::AtomicBool::new(false));
        let tally = Words {
            stored: stored.clone(),
            fail: fail.clone(),
        };
        let view = Words { stored, fail };
        (Batched::new(DatabaseConnection::Disconnected, tally), view)
    }

    #[tokio::test]
    async fn counts_fold_in_memory_and_are_written_once_per_flush() {
        let (batched, seen) = words();
        for w in ["dal", "chawal", "dal", "roti", "dal"] {
            batched.add(w.into(), 1);
        }
        assert_eq!(batched.waiting(), 3);
        assert_eq!(batched.flush().await.unwrap(), 3);
        assert_eq!(batched.flush().await.unwrap(), 0, "nothing twice");
        let stored = seen.stored.lock().unwrap().clone();
        assert_eq!(stored["dal"], 3);
        assert_eq!(stored["roti"], 1);
    }

    #[tokio::test]
    async fn a_batch_that_failed_is_kept_with_what_came_after() {
        let (batched, seen) = words();
        batched.add("dal".into(), 2);
        seen.fail.store(true, Ordering::SeqCst);
        assert!(batched.flush().await.is_err());
        batched.add("dal".into(), 1);
        seen.fail.store(false, Ordering::SeqCst);
        assert_eq!(batched.flush().await.unwrap(), 1);
        assert_eq!(seen.stored.lock().unwrap()["dal"], 3);
    }

    #[tokio::test]
    async fn a_borrowed_key_is_made_into_a_kept_one_only_when_none_is_kept() {
        let (batched, seen) = words();
        let made = std::cell::Cell::new(0);
        let add = |word: &str| {
            batched.add_as(word, 1, |w: &str| {
                made.set(made.get() + 1);
                w.to_owned()
            })
        };
        for w in ["dal", "dal", "roti", "dal"] {
            add(w);
        }
        assert_eq!(made.get(), 2, "one key made per word");
        batched.add("dal".into(), 1);
        assert_eq!(batched.waiting(), 2);
        assert_eq!(batched.flush().await.unwrap(), 2);
        add("dal");
        assert_eq!(
            made.get(),
            3,
            "a key is made again after its batch was written"
        );
        assert_eq!(batched.flush().await.unwrap(), 1);
        let stored = seen.stored.lock().unwrap().clone();
        assert_eq!(stored["dal"], 5);
        assert_eq!(stored["roti"], 1);
    }

    /// A hash that chooses slot `index` with tag `tag`.
    fn hash_of(index: usize, tag: u64) -> u64 {
        ((index as u64) << (64 - HOT_SLOTS.trailing_zeros())) | tag
    }

    fn hot_words() -> (Arc<Batched<Words>>, Words) {
        let (batched, seen) = words();
        let batched = Arc::into_inner(batched).unwrap();
        (Batched::counting(batched.db, batched.tally), seen)
    }

    #[tokio::test]
    async fn a_hot_key_is_counted_without_the_lock_and_made_once_while_it_is_counted() {
        let (batched, seen) = hot_words();
        let made = std::cell::Cell::new(0);
        let add = |word: &str, hash: u64| {
            batched.add_one_as(word, hash, |w: &str| {
                made.set(made.get() + 1);
                w.to_owned()
            })
        };
        for _ in 0..5 {
            add("dal", hash_of(3, 0xd41));
        }
        add("roti", hash_of(9, 0x2071));
        assert_eq!(made.get(), 2, "one key made per word");
        assert_eq!(
            batched.pending.lock().unwrap().len(),
            0,
            "nothing was added under the lock"
        );
        assert_eq!(batched.waiting(), 2);
        assert_eq!(batched.flush().await.unwrap(), 2);
        add("dal", hash_of(3, 0xd41));
        assert_eq!(made.get(), 2, "a slot that counted lately keeps its key");
        assert_eq!(batched.flush().await.unwrap(), 1, "roti counted nothing");
        assert_eq!(batched.flush().await.unwrap(), 0);
        add("dal", hash_of(3, 0xd41));
        assert_eq!(
            made.get(),
            3,
            "a slot idle for a whole period was freed: its key is made again"
        );
        assert_eq!(batched.flush().await.unwrap(), 1);
        let stored = seen.stored.lock().unwrap().clone();
        assert_eq!(stored["dal"], 7);
        assert_eq!(stored["roti"], 1);
    }

    #[tokio::test]
    async fn a_key_whose_slot_counts_another_is_counted_under_the_lock() {
        let (batched, seen) = hot_words();
        batched.add_one_as("dal", hash_of(5, 0x10), str::to_owned);
        batched.add_one_as("chawal", hash_of(5, 0x20), str::to_owned);
        batched.add_one_as("chawal", hash_of(5, 0x20), str::to_owned);
        batched.add_one_as("dal", hash_of(5, 0x10), str::to_owned);
        assert_eq!(
            batched.pending.lock().unwrap().len(),
            1,
            "chawal, by the lock"
        );
        // A plain add of a key the table counts folds into one row.
        batched.add("dal".into(), 1);
        assert_eq!(batched.waiting(), 2, "dal, counted both ways, waits once");
        assert_eq!(batched.flush().await.unwrap(), 2);
        let stored = seen.stored.lock().unwrap().clone();
        assert_eq!(stored["dal"], 3);
        assert_eq!(stored["chawal"], 2);
    }

    #[test]
    fn counts_added_while_the_table_is_drained_are_each_taken_once() {
        let hot: Hot<&'static str, i64> = Hot::new(|n| n as i64);
        let words = ["dal", "chawal", "roti", "sabzi"];
        let taken = Mutex::new(std::collections::HashMap::<&str, i64>::new());
        let drain = || {
            hot.drain(|word, n| *taken.lock().unwrap().entry(*word).or_default() += n);
        };
        std::thread::scope(|s| {
            for t in 0..4 {
                let hot = &hot;
                s.spawn(move || {
                    for i in 0..20_000 {
                        let w = (t + i) % words.len();
                        assert!(hot.add_one(hash_of(w * 7, 0x100 + w as u64), || words[w]));
                    }
                });
            }
            for _ in 0..50 {
                drain();
                std::thread::yield_now();
            }
        });
        drain();
        let taken = taken.into_inner().unwrap();
        assert_eq!(taken.values().sum::<i64>(), 80_000);
        assert!(taken.values().all(|&n| n == 20_000), "{taken:?}");
    }

    #[tokio::test]
    async fn stopping_the_writer_writes_what_is_left() {
        let (batched, seen) = words();
        let (stop, stopped) = oneshot::channel();
        let task = tokio::spawn(batched.clone().run(Duration::from_secs(3600), stopped));
        tokio::task::yield_now().await;
        batched.add("roti".into(), 4);
        stop.send(()).unwrap();
        task.await.unwrap();
        assert_eq!(seen.stored.lock().unwrap()["roti"], 4);
    }
}
