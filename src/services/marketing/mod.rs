//! Marketing: analytics, ad spend and the ad platforms' files, and the
//! weekly letter.
pub mod ad_files;
pub mod ad_spend;
pub mod analytics;
pub mod weekly_letter;
