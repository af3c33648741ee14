//! Handing freed heap back to the operating system. The allocator keeps
//! what a process frees for later; after start-up (parsing and checking the
//! content files, seeding, building the content from the database) and
//! after each content reload that is several MiB the process would hold
//! for its whole life. Start-up and the content service both call this, so
//! it lives below them.

/// Returns freed heap to the operating system (glibc's `malloc_trim`; a
/// no-op elsewhere).
pub fn give_back_freed_memory() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: malloc_trim only releases free memory at the top of the heaps.
    unsafe {
        libc::malloc_trim(0);
    }
}
