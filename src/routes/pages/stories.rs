//! What the agency publishes besides its service pages: case studies at
//! /case-studies and articles ("Insights") at /insights, each with a page of
//! its own, and the articles' Atom feed at /insights/feed.xml. The Hindi
//! edition has the same pages under /hi for what has been translated: a
//! list answers where its edition has something to list, and a Hindi case
//! study's service not translated yet leads to the English page. Every
//! answer is rendered from the content shown (`Shown`), so a draft preview
//! works here as on any content page.
use askama::Template;
use axum::{
    extract::{OriginalUri, State},
    http::header,
    response::{IntoResponse, Response},
    routing::get,
    Router,
};
use chrono::{DateTime, NaiveTime, Utc};

use super::{not_found_page, seo::xml_escape, InBothEditions, Shown};
use crate::{
    content::{editions, Article, CaseStudy, Content},
    domain::{language::Language, rfc3339},
    extract::ApiPath,
    paths::encoded,
    state::AppState,
    views::{
        json_ld::{ArticleFacts, JsonLd},
        render,
        texts::{Stories, Texts},
        Crumb, Layout,
    },
};

pub fn router() -> Router<AppState> {
    Router::new()
        .page("/case-studies", case_studies)
        .page("/case-studies/{slug}", case_study)
        .page("/insights", insights)
        .route("/insights/feed.xml", get(feed))
        .page("/insights/{slug}", article)
}

/// The edition a list page at `path` lists, when that page is served.
fn listing<'a>(shown: &'a Shown, path: &str) -> Option<&'a Content> {
    editions::serves(&shown.content, path).then(|| shown.content.edition(path))
}

#[derive(Template)]
#[template(path = "pages/case_studies.html")]
struct CaseStudiesView<'a> {
    l: Layout,
    stories: Vec<&'a CaseStudy>,
}

/// A phrase with the product's name in it.
fn named(phrase: &str, state: &AppState) -> String {
    phrase.replace("{name}", &state.config.site.product_name)
}

/// A list page at `path`, rendered by `page` from the edition it lists and
/// its layout, titled by the texts `words` picks (title, description); the
/// page not found where the edition has nothing to list.
fn list_page(
    state: &AppState,
    shown: &Shown,
    path: &str,
    words: fn(&Stories) -> (&'static str, &'static str),
    page: impl FnOnce(&Content, Layout) -> Response,
) -> Response {
    let Some(content) = listing(shown, path) else {
        return not_found_page(state, path);
    };
    let (title, description) = words(&Texts::of(content.language).stories);
    let l = shown.layout(state, path, named(title, state), named(description, state));
    shown.answer(page(content, l))
}

async fn case_studies(
    State(state): State<AppState>,
    shown: Shown,
    OriginalUri(uri): OriginalUri,
) -> Response {
    let words = |t: &Stories| (t.case_studies_title, t.case_studies_description);
    list_page(&state, &shown, uri.path(), words, |content, l| {
        render(&CaseStudiesView {
            l,
            stories: content.case_studies.iter().collect(),
        })
    })
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

/// The service pages among `paths`, as (path, name), for links: each in
/// `edition`, or the English page of `shown` where it is not translated.
fn service_links<'a>(
    shown: &'a Content,
    edition: &'a Content,
    paths: &[String],
) -> Vec<(&'a str, &'a str)> {
    paths
        .iter()
        .filter_map(|p| {
            edition
                .page(p)
                .or_else(|| shown.page(&Language::En.path_for(p)))
        })
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
    OriginalUri(uri): OriginalUri,
    ApiPath(slug): ApiPath<String>,
) -> Response {
    let language = Language::of_path(uri.path());
    let path = language.path_for(&format!("/case-studies/{slug}"));
    let Some((content, story)) = shown
        .content
        .edition_at(&path)
        .and_then(|c| Some((c, c.case_study(&path)?)))
    else {
        return not_found_page(&state, &path);
    };
    let t = &Texts::of(language).stories;
    let crumbs = Crumb::trail(
        (&language.path_for("/case-studies"), t.case_studies),
        (&story.path, &story.h1),
    );
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
        services: service_links(&shown.content, content, &story.services),
    }))
}

#[derive(Template)]
#[template(path = "pages/insights.html")]
struct InsightsView<'a> {
    l: Layout,
    articles: Vec<&'a Article>,
}

async fn insights(
    State(state): State<AppState>,
    shown: Shown,
    OriginalUri(uri): OriginalUri,
) -> Response {
    let words = |t: &Stories| (t.insights_title, t.insights_description);
    list_page(&state, &shown, uri.path(), words, |content, l| {
        render(&InsightsView {
            l,
            articles: content.articles.iter().collect(),
        })
    })
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
    OriginalUri(uri): OriginalUri,
    ApiPath(slug): ApiPath<String>,
) -> Response {
    let language = Language::of_path(uri.path());
    let path = language.path_for(&format!("/insights/{slug}"));
    let Some(article) = shown
        .content
        .edition_at(&path)
        .and_then(|c| c.article(&path))
    else {
        return not_found_page(&state, &path);
    };
    let t = &Texts::of(language).stories;
    let crumbs = Crumb::trail(
        (&language.path_for("/insights"), t.insights),
        (&article.path, &article.title),
    );
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
