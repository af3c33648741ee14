//! What the agency publishes besides its service pages: case studies at
//! /case-studies and articles ("Insights") at /insights, each with a page of
//! its own, and the articles' Atom feed at /insights/feed.xml. Every answer
//! is rendered from the content shown (`Shown`), so a draft preview works
//! here as on any content page.
use askama::Template;
use axum::{
    extract::State,
    http::header,
    response::{IntoResponse, Response},
    routing::get,
    Router,
};
use chrono::{DateTime, NaiveTime, Utc};

use super::{not_found_page, seo::xml_escape, Shown};
use crate::{
    content::{Article, CaseStudy, Content},
    domain::rfc3339,
    extract::ApiPath,
    paths::encoded,
    state::AppState,
    views::{
        json_ld::{ArticleFacts, JsonLd},
        render, Crumb, Layout,
    },
};

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/case-studies", get(case_studies))
        .route("/case-studies/{slug}", get(case_study))
        .route("/insights", get(insights))
        .route("/insights/feed.xml", get(feed))
        .route("/insights/{slug}", get(article))
}

#[derive(Template)]
#[template(path = "pages/case_studies.html")]
struct CaseStudiesView<'a> {
    l: Layout,
    stories: Vec<&'a CaseStudy>,
}

async fn case_studies(State(state): State<AppState>, shown: Shown) -> Response {
    let site = &state.config.site;
    let l = shown.layout(
        &state,
        "/case-studies",
        format!("Case Studies | {}", site.product_name),
        format!(
            "Results {} has delivered for sellers on Amazon, Flipkart and other Indian marketplaces: the problem, what we did and the figures.",
            site.product_name
        ),
    );
    shown.answer(render(&CaseStudiesView {
        l,
        stories: shown.content.case_studies.iter().collect(),
    }))
}

#[derive(Template)]
#[template(path = "pages/case_study.html")]
struct CaseStudyView<'a> {
    l: Layout,
    story: &'a CaseStudy,
    crumbs: Vec<Crumb>,
    /// The service pages it names, as (path, name).
    services: Vec<(&'a str, &'a str)>,
}

/// The service pages among `paths`, as (path, name), for links.
fn service_links<'a>(content: &'a Content, paths: &[String]) -> Vec<(&'a str, &'a str)> {
    paths
        .iter()
        .filter_map(|p| content.page(p))
        .map(|p| (p.path.as_str(), p.nav_title.as_str()))
        .collect()
}

/// A story's page: shared as an article, with its Article JSON-LD and its
/// breadcrumb trail.
fn article_layout(mut l: Layout, crumbs: &[Crumb], facts: ArticleFacts) -> Layout {
    l.og_type = "article";
    let doc = JsonLd::article(&l, facts);
    let trail = JsonLd::breadcrumbs(&l, crumbs);
    l.with_json_ld(doc).with_json_ld(trail)
}

async fn case_study(
    State(state): State<AppState>,
    shown: Shown,
    ApiPath(slug): ApiPath<String>,
) -> Response {
    let path = format!("/case-studies/{slug}");
    let content = &shown.content;
    let Some(story) = content.case_study(&path) else {
        return not_found_page(&state, &path);
    };
    let crumbs = Crumb::trail(("/case-studies", "Case studies"), (&story.path, &story.h1));
    let l = article_layout(
        shown.layout(&state, &story.path, &story.title, &story.description),
        &crumbs,
        ArticleFacts {
            kind: "Article",
            headline: &story.h1,
            author: &state.config.site.product_name,
            author_kind: "Organization",
            date: story.date,
            keywords: &[],
        },
    );
    shown.answer(render(&CaseStudyView {
        l,
        story,
        crumbs,
        services: service_links(content, &story.services),
    }))
}

#[derive(Template)]
#[template(path = "pages/insights.html")]
struct InsightsView<'a> {
    l: Layout,
    articles: Vec<&'a Article>,
}

async fn insights(State(state): State<AppState>, shown: Shown) -> Response {
    let site = &state.config.site;
    let l = shown.layout(
        &state,
        "/insights",
        format!("Insights for Marketplace Sellers | {}", site.product_name),
        format!(
            "Practical articles from the {} team on Amazon and Flipkart ads, listings, catalogues and product images for Indian sellers.",
            site.product_name
        ),
    );
    shown.answer(render(&InsightsView {
        l,
        articles: shown.content.articles.iter().collect(),
    }))
}

#[derive(Template)]
#[template(path = "pages/article.html")]
struct ArticleView<'a> {
    l: Layout,
    article: &'a Article,
    crumbs: Vec<Crumb>,
}

async fn article(
    State(state): State<AppState>,
    shown: Shown,
    ApiPath(slug): ApiPath<String>,
) -> Response {
    let path = format!("/insights/{slug}");
    let Some(article) = shown.content.article(&path) else {
        return not_found_page(&state, &path);
    };
    let crumbs = Crumb::trail(("/insights", "Insights"), (&article.path, &article.title));
    let title = format!("{} | {}", article.title, state.config.site.product_name);
    let l = article_layout(
        shown.layout(&state, &article.path, title, &article.description),
        &crumbs,
        ArticleFacts {
            kind: "BlogPosting",
            headline: &article.title,
            author: &article.author,
            author_kind: "Organization",
            date: article.date,
            keywords: &article.tags,
        },
    );
    shown.answer(render(&ArticleView { l, article, crumbs }))
}

/// When an article counts as published in the feed: when it first went
/// live, or its date at 10 am India time for the first edition.
fn published(article: &Article) -> DateTime<Utc> {
    article.published_at.unwrap_or_else(|| {
        let ten = NaiveTime::from_hms_opt(4, 30, 0).unwrap_or_default();
        article.date.and_time(ten).and_utc()
    })
}

/// The articles as an Atom feed (RFC 4287), newest first.
async fn feed(State(state): State<AppState>, shown: Shown) -> Response {
    let site = &state.config.site;
    let base = site.base();
    let articles = &shown.content.articles;
    let updated = articles
        .iter()
        .map(published)
        .max()
        .unwrap_or(DateTime::UNIX_EPOCH);
    let mut xml = format!(
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<feed xmlns=\"http://www.w3.org/2005/Atom\">\n\
         <title>{title}</title>\n<subtitle>{subtitle}</subtitle>\n\
         <link rel=\"self\" type=\"application/atom+xml\" href=\"{base}/insights/feed.xml\"/>\n\
         <link rel=\"alternate\" type=\"text/html\" href=\"{base}/insights\"/>\n\
         <id>{base}/insights</id>\n<updated>{updated}</updated>\n\
         <author><name>{name}</name></author>\n",
        title = xml_escape(&format!("Insights | {}", site.product_name)),
        subtitle = xml_escape(&site.tagline),
        updated = rfc3339(updated),
        name = xml_escape(&site.product_name),
    );
    for a in articles {
        let url = format!("{base}{}", encoded(&a.path));
        xml.push_str(&format!(
            "<entry>\n<title>{title}</title>\n<link rel=\"alternate\" type=\"text/html\" href=\"{url}\"/>\n\
             <id>{url}</id>\n<published>{published}</published>\n<updated>{published}</updated>\n\
             <author><name>{author}</name></author>\n<summary>{summary}</summary>\n\
             <content type=\"html\">{body}</content>\n",
            title = xml_escape(&a.title),
            url = xml_escape(&url),
            published = rfc3339(published(a)),
            author = xml_escape(&a.author),
            summary = xml_escape(&a.summary),
            body = xml_escape(&a.body_html),
        ));
        for tag in &a.tags {
            xml.push_str(&format!("<category term=\"{}\"/>\n", xml_escape(tag)));
        }
        xml.push_str("</entry>\n");
    }
    xml.push_str("</feed>\n");
    shown.answer(
        (
            [(header::CONTENT_TYPE, "application/atom+xml; charset=utf-8")],
            xml,
        )
            .into_response(),
    )
}
