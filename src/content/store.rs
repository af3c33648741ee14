//! The live content: the snapshot every page is rendered from, replaced
//! whole when published content changes (the page cache reloads it before
//! it drops its pages, see `cache::PageCache::sync`).
use std::sync::{Arc, RwLock};

use super::Content;

pub struct ContentStore {
    current: RwLock<Arc<Content>>,
}

impl ContentStore {
    pub fn new(content: Content) -> Self {
        Self {
            current: RwLock::new(Arc::new(content)),
        }
    }

    /// The content as it is now; a request keeps one snapshot throughout.
    pub fn get(&self) -> Arc<Content> {
        self.current
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .clone()
    }

    pub fn set(&self, content: Content) {
        *self.current.write().unwrap_or_else(|e| e.into_inner()) = Arc::new(content);
    }
}
