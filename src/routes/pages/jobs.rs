//! A page per opening, `/careers/{slug}`: what the job is (its description,
//! type, place, salary, the days it was posted and closes), the application
//! form for it, and a schema.org `JobPosting` that repeats only what the
//! page shows. A position without a description (one added with a name and
//! a number of posts only) has its page, but no `JobPosting` until an
//! administrator writes one (`JobPageState`). A position that has closed (no vacant posts) or passed its
//! closing day answers 410 Gone with links to the open ones, so search
//! engines drop it; it also leaves the sitemap. An unknown slug is the
//! site's 404.
//!
//! The form is the careers form (`partials/careers_form.html`, hydrated by
//! the careers island) with this position chosen; it posts to `/careerpg`,
//! which answers a refusal there with everything typed kept.
use askama::Template;
use axum::{extract::State, http::StatusCode, response::Response, routing::get, Router};
use chrono::{NaiveDate, TimeZone};

use super::{
    forms::{OpenPosition, CV_ACCEPT},
    not_found_page,
};
use crate::{
    domain::{india, job::Worded, Money},
    entities::position,
    extract::ApiPath,
    routes::pages::forms::{CareersProps, FormState},
    services::careers::{self, Job},
    state::AppState,
    views::{
        cache_control,
        json_ld::{JobFacts, JsonLd},
        render_status, Crumb, Island, Layout,
    },
};

pub fn router() -> Router<AppState> {
    Router::new().route("/careers/{slug}", get(job_page))
}

/// A piece of a description: a paragraph, or a list (lines starting "- ").
pub enum Block {
    Para(String),
    List(Vec<String>),
}

impl Block {
    pub fn para(&self) -> Option<&str> {
        match self {
            Self::Para(p) => Some(p),
            Self::List(_) => None,
        }
    }

    pub fn items(&self) -> Option<&[String]> {
        match self {
            Self::List(items) => Some(items),
            Self::Para(_) => None,
        }
    }
}

/// The description as an administrator typed it, in blocks: blank lines
/// part paragraphs; lines starting with "- " or "* " are list items.
pub fn blocks(text: &str) -> Vec<Block> {
    let mut out = Vec::new();
    for chunk in text.split("\n\n").map(str::trim).filter(|c| !c.is_empty()) {
        let mut para = Vec::new();
        let mut items = Vec::new();
        for line in chunk.lines().map(str::trim).filter(|l| !l.is_empty()) {
            match line.strip_prefix("- ").or_else(|| line.strip_prefix("* ")) {
                Some(item) => {
                    if !para.is_empty() {
                        out.push(Block::Para(std::mem::take(&mut para).join(" ")));
                    }
                    items.push(item.trim().to_owned());
                }
                None => {
                    if !items.is_empty() {
                        out.push(Block::List(std::mem::take(&mut items)));
                    }
                    para.push(line.to_owned());
                }
            }
        }
        if !para.is_empty() {
            out.push(Block::Para(para.join(" ")));
        }
        if !items.is_empty() {
            out.push(Block::List(items));
        }
    }
    out
}

fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// The blocks as HTML, for the JSON-LD's description.
fn blocks_html(blocks: &[Block]) -> String {
    blocks
        .iter()
        .map(|b| match b {
            Block::Para(p) => format!("<p>{}</p>", escape(p)),
            Block::List(items) => format!(
                "<ul>{}</ul>",
                items
                    .iter()
                    .map(|i| format!("<li>{}</li>", escape(i)))
                    .collect::<String>()
            ),
        })
        .collect()
}

/// "₹18,000 to ₹25,000 per month".
fn salary_text(p: &position::Model) -> Option<String> {
    let (min, max, period) = (p.salary_min?, p.salary_max?, p.salary_period?);
    let inr = |r: i64| Money::from_paise(r * 100).format_inr();
    let range = if min == max {
        inr(min)
    } else {
        format!("{} to {}", inr(min), inr(max))
    };
    Some(format!("{range} {}", period.words()))
}

/// "25 Nov 2026".
fn day_text(d: NaiveDate) -> String {
    d.format("%-d %b %Y").to_string()
}

#[derive(Template)]
#[template(path = "pages/job.html")]
struct JobPage {
    l: Layout,
    island: Island,
    crumbs: Vec<Crumb>,
    name: String,
    department: String,
    blocks: Vec<Block>,
    employment: &'static str,
    location: &'static str,
    place: String,
    salary: Option<String>,
    posted: String,
    /// (machine date, words).
    posted_iso: String,
    closes: Option<(String, String)>,
    groups: Vec<(String, Vec<OpenPosition>)>,
    form: FormState,
    cv_accept: &'static str,
}

#[derive(Template)]
#[template(path = "pages/job_closed.html")]
struct ClosedPage {
    l: Layout,
    /// (name, slug) of each open position.
    open: Vec<(String, String)>,
}

async fn job_page(
    State(state): State<AppState>,
    ApiPath(slug): ApiPath<String>,
) -> crate::error::AppResult<Response> {
    let path = format!("/careers/{slug}");
    let name = state.config.site.product_name.clone();
    let (p, department) = match careers::job(&state.db, &slug).await? {
        Job::Open(p, d) => (*p, d),
        Job::Missing => return Ok(not_found_page(&state, &path)),
        Job::Closed => {
            let open = careers::open_jobs(&state.db)
                .await?
                .into_iter()
                .map(|(p, _)| (p.name, p.slug.unwrap_or_default()))
                .collect();
            let l = Layout::new(
                &state,
                &path,
                format!("This position has closed | {name}"),
                format!("This opening at {name} is no longer taking applications. See the positions open now."),
            )
            .noindex();
            return Ok(render_status(StatusCode::GONE, &ClosedPage { l, open }));
        }
    };
    let site = state.content().site.clone();
    let blocks = blocks(&p.description);
    let posted = careers::posted_on(&p);
    let closes = careers::closes_on(&p);
    let description = format!(
        "{} at {name}, {}: {}. {} Apply online with your CV.",
        p.name,
        site.locality,
        p.employment_type.words(),
        p.location.words(),
    );
    let crumbs = Crumb::trail(("/careerpg", "Careers"), (&path, &p.name));
    let l = Layout::new(
        &state,
        &path,
        format!("{} | Careers at {name}", p.name),
        description,
    )
    .with_island("careers");
    let valid_through = closes.and_then(|d| {
        let end = d.and_hms_opt(23, 59, 59)?;
        india()
            .from_local_datetime(&end)
            .single()
            .map(|t| t.to_rfc3339())
    });
    // Google's job search refuses a posting without a description, so a
    // page that has none yet carries no JobPosting at all.
    let posting = careers::page_state(&p).is_complete().then(|| {
        JsonLd::job_posting(
            &l,
            JobFacts {
                title: &p.name,
                description_html: blocks_html(&blocks),
                date_posted: posted.format("%Y-%m-%d").to_string(),
                valid_through,
                employment_type: p.employment_type,
                location: p.location,
                salary: match (p.salary_min, p.salary_max, p.salary_period) {
                    (Some(min), Some(max), Some(period)) => Some((min, max, period)),
                    _ => None,
                },
                identifier: format!("VD-JOB-{}", p.id),
            },
        )
    });
    let trail = JsonLd::breadcrumbs(&l, &crumbs);
    let chosen = OpenPosition {
        pos_id: p.id,
        pos_name: p.name.clone(),
        d_name: department.clone(),
    };
    let mut form = FormState::default();
    form.choose("positionApplied", &p.id.to_string());
    let positions = vec![chosen.clone()];
    let island = Island::new(
        "careers",
        &super::forms::FormProps {
            data: CareersProps {
                positions: &positions,
            },
            form: &form,
        },
    );
    let l = match posting {
        Some(doc) => l.with_json_ld(doc),
        None => l,
    };
    let page = JobPage {
        l: l.with_json_ld(trail),
        island,
        crumbs,
        name: p.name.clone(),
        department: department.clone(),
        blocks,
        employment: p.employment_type.words(),
        location: p.location.words(),
        place: format!("{}, {}", site.locality, site.region),
        salary: salary_text(&p),
        posted: day_text(posted),
        posted_iso: posted.format("%Y-%m-%d").to_string(),
        closes: closes.map(|d| (d.format("%Y-%m-%d").to_string(), day_text(d))),
        groups: vec![(department, positions)],
        form,
        cv_accept: CV_ACCEPT,
    };
    Ok(cache_control(
        render_status(StatusCode::OK, &page),
        "no-cache",
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_description_becomes_paragraphs_and_lists() {
        let b = blocks("You will run ads.\nDaily.\n\nYou need:\n- Excel\n- Hindi & English\n\n");
        let html = blocks_html(&b);
        assert_eq!(
            html,
            "<p>You will run ads. Daily.</p><p>You need:</p><ul><li>Excel</li><li>Hindi &amp; English</li></ul>"
        );
    }
}
