//! Placeholder so the test binary compiles until the page tests land.
