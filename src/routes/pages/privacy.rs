//! The privacy notice, `/privacy`: what the site keeps about the people who
//! write to the agency (the touches that brought them among it, while
//! `ANALYTICS` is on), why, for how long, and how a person asks to see,
//! correct or erase it, written from the business's details and the
//! retention settings (so the page says what the site does). Every public
//! form links it in one line; each lead records the notice's version
//! (`domain::lead::NOTICE_VERSION`), when it was sent and from where.
//! The Hindi notice, `/hi/privacy`, says the same in Hindi under the same
//! version: a change to what either says is a change to both.
use askama::Template;
use axum::{
    extract::{OriginalUri, State},
    response::Response,
    Router,
};

use super::InBothEditions;

use crate::{
    domain::{language::Language, lead::NOTICE_VERSION},
    services::people::retention::SPAM_DAYS,
    state::AppState,
    views::{render, Layout},
};

pub fn router() -> Router<AppState> {
    Router::new().page("/privacy", privacy)
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

/// The notice in the language of its address (`/privacy` or `/hi/privacy`).
async fn privacy(State(state): State<AppState>, OriginalUri(uri): OriginalUri) -> Response {
    let name = &state.config.site.product_name;
    let (title, description) = match Language::of_path(uri.path()) {
        Language::En => (
            format!("Privacy notice | {name}"),
            format!(
                "What {name} keeps when you send an enquiry or a job application, why, for how \
                 long, and how to see, correct or erase it."
            ),
        ),
        Language::Hi => (
            format!("प्राइवेसी नोटिस | {name}"),
            format!(
                "एन्क्वायरी या नौकरी का आवेदन भेजने पर {name} क्या रखता है, क्यों, कितने समय तक, \
                 और आप उसे कैसे देख, सुधरवा या मिटवा सकते हैं।"
            ),
        ),
    };
    let l = Layout::new(&state, uri.path(), title, description);
    render(&PrivacyPage {
        l,
        version: NOTICE_VERSION,
        retention_days: state.config.application_retention_days,
        spam_days: SPAM_DAYS,
        analytics: state.config.analytics,
        attribution_days: state.config.attribution_days,
    })
}
