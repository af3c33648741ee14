//! Website: the site's content (pages, stories, articles, the business's
//! details) and the media library.
pub mod content;
pub mod media;
