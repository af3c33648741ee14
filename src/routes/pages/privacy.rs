//! The privacy notice, `/privacy`: what the site keeps about the people who
//! write to the agency (the touches that brought them among it, while
//! `ANALYTICS` is on), why, for how long, and how a person asks to see,
//! correct or erase it, written from the business's details and the
//! retention settings (so the page says what the site does). Every public
//! form links it in one line; each lead records the notice's version
//! (`domain::lead::NOTICE_VERSION`), when it was sent and from where.
use askama::Template;
use axum::{extract::State, response::Response, routing::get, Router};

use crate::{
    domain::lead::NOTICE_VERSION,
    services::retention::SPAM_DAYS,
    state::AppState,
    views::{render, Layout},
};

pub fn router() -> Router<AppState> {
    Router::new().route("/privacy", get(privacy))
}

#[derive(Template)]
#[template(path = "pages/privacy.html")]
struct PrivacyPage {
    l: Layout,
    version: &'static str,
    retention_days: u32,
    spam_days: i64,
    /// `ANALYTICS`: whether touches are recorded at all.
    analytics: bool,
    attribution_days: u32,
}

async fn privacy(State(state): State<AppState>) -> Response {
    let name = &state.config.site.product_name;
    let l = Layout::new(
        &state,
        "/privacy",
        format!("Privacy notice | {name}"),
        format!(
            "What {name} keeps when you send an enquiry or a job application, why, for how long, \
             and how to see, correct or erase it."
        ),
    );
    render(&PrivacyPage {
        l,
        version: NOTICE_VERSION,
        retention_days: state.config.application_retention_days,
        spam_days: SPAM_DAYS,
        analytics: state.config.analytics,
        attribution_days: state.config.attribution_days,
    })
}
