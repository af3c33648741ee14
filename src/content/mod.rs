//! Page copy as data. Every informational page, hub, the home page (with its
//! banner slides), the about page, and the case studies, testimonials and
//! articles are content items in the database (`services::content`), each
//! a kind and fields named as in the content files, in camelCase. The files
//! under content/ are embedded at build time and are the first edition:
//! they seed an empty database (`files`).
//!
//! Building a `Content` from items does three things:
//! - parses each item's fields into its kind's type and fills the
//!   site-setting placeholders in its text (`{name}`, `{city}`, `{hours}`…,
//!   see `SiteSettings::fill`), so the business's details come only from the
//!   settings;
//! - resolves every reference: a hub's cards, a home highlight's link, the
//!   hub a service page belongs to, each named illustration (which must
//!   exist under static/img), and the case studies and testimonials that
//!   name a service page;
//! - checks that no two items share a path.
//!
//! What cannot be resolved is a problem: loading the files fails on any
//! (`Content::load`, which the tests run), while the live site drops the
//! broken reference and logs it, so an unpublished page never takes the
//! links to it down with it. An editor's save is checked field by field
//! before it is stored (`validate`), so what an administrator publishes
//! parses.
//!
//! The page routes and the sitemap are built from what is loaded here.
use std::collections::HashSet;

use anyhow::{anyhow, bail};
use chrono::{DateTime, NaiveDate, Utc};
use serde::{de::DeserializeOwned, Deserialize};
use serde_json::Value;

use crate::{
    assets,
    config::SiteSettings,
    domain::{content::ContentKind, hours::BusinessHours, FieldErrors},
};

pub mod files;
pub mod markdown;
pub mod store;

/// One content item as stored: its kind, its public address (none for a
/// testimonial) and its fields, with the placeholders still unfilled.
#[derive(Clone, Debug)]
pub struct Item {
    pub kind: ContentKind,
    pub path: Option<String>,
    pub fields: Value,
    /// When it first went live (none for a file of the first edition).
    pub published_at: Option<DateTime<Utc>>,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Section {
    pub heading: String,
    pub paragraphs: Vec<String>,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ListBlock {
    pub heading: String,
    pub items: Vec<String>,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Step {
    pub title: String,
    pub text: String,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Faq {
    pub q: String,
    pub a: String,
}

/// A link card on hubs and under "Related services", resolved at load.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Card {
    pub href: String,
    pub title: String,
    pub text: String,
}

/// One informational service page.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ServicePage {
    /// The item's address.
    #[serde(skip)]
    pub path: String,
    /// Pages of one group are each other's related services; a hub claims
    /// groups with its `groups` list.
    pub group: String,
    pub nav_title: String,
    pub title: String,
    pub description: String,
    pub h1: String,
    pub service_type: String,
    /// Hero illustration: static/img/hero-<image>.svg.
    pub image: String,
    pub lead: String,
    pub card_text: String,
    pub sections: Vec<Section>,
    pub included: ListBlock,
    pub process: Vec<Step>,
    pub suits: ListBlock,
    pub faq: Vec<Faq>,
    /// Index in `Content::hubs` of the hub whose `groups` hold this page's group.
    #[serde(skip)]
    pub hub: usize,
    /// URL of the hero illustration.
    #[serde(skip)]
    pub hero: &'static str,
    /// Up to three other pages of the same group, starting after this one.
    #[serde(skip)]
    pub related: Vec<Card>,
    /// Indexes in `Content::case_studies` of those that name this page.
    #[serde(skip)]
    pub case_studies: Vec<usize>,
    /// Indexes in `Content::testimonials` of those that name this page.
    #[serde(skip)]
    pub testimonials: Vec<usize>,
}

/// A hub page (/amazon, /flipkart, /digital-market, /all-services).
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Hub {
    #[serde(skip)]
    pub path: String,
    pub title: String,
    pub description: String,
    pub h1: String,
    /// Short name in breadcrumbs and above the h1 of the hub's pages.
    pub label: String,
    /// Hero illustration: static/img/hero-<image>.svg.
    pub image: String,
    /// Heading above the cards.
    pub cards_heading: String,
    /// The service-page groups this hub stands over.
    pub groups: Vec<String>,
    pub lead: String,
    #[serde(default)]
    pub sections: Vec<Section>,
    /// Paths of service pages (or hubs) shown as cards.
    #[serde(default)]
    cards: Vec<String>,
    /// Paths shown as tiles (all-services); cards by another name.
    #[serde(default)]
    tiles: Vec<String>,
    /// Card text for listed paths that are not service pages (a hub).
    #[serde(default)]
    extra_tiles: Vec<Card>,
    /// The cards and tiles, resolved, in order.
    #[serde(skip)]
    pub card_list: Vec<Card>,
    #[serde(skip)]
    pub hero: &'static str,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Titled {
    pub title: String,
    pub text: String,
}

/// A home-page highlight card and the page it leads to.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Highlight {
    pub title: String,
    pub href: String,
    pub text: String,
}

/// One slide of the home banner.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Slide {
    /// static/img/<image>.svg, and <image>-mobile.svg for narrow screens.
    image: String,
    pub width: u32,
    pub height: u32,
    pub caption: String,
    pub alt: String,
    /// URL of the wide image.
    #[serde(skip)]
    pub image_url: &'static str,
    /// URL of the image for screens up to 768 px wide.
    #[serde(skip)]
    pub image_mobile_url: &'static str,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Home {
    pub title: String,
    pub description: String,
    pub h1: String,
    pub lead: String,
    pub cta_text: String,
    pub slides: Vec<Slide>,
    pub highlights: Vec<Highlight>,
    pub sections: Vec<Section>,
    pub why: Vec<Titled>,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Director {
    pub name: String,
    pub heading: String,
    pub paragraphs: Vec<String>,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct About {
    pub title: String,
    pub description: String,
    pub h1: String,
    /// Hero illustration: static/img/hero-<image>.svg.
    image: String,
    pub lead: String,
    pub sections: Vec<Section>,
    pub director: Director,
    #[serde(skip)]
    pub hero: &'static str,
}

/// A result in figures: "3.4×" and what it measures.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Figure {
    pub value: String,
    pub label: String,
}

/// A client's words, with who said them.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Quote {
    pub text: String,
    pub by: String,
}

/// A client's story: the problem, what we did and the results in figures.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CaseStudy {
    #[serde(skip)]
    pub path: String,
    pub slug: String,
    pub title: String,
    pub description: String,
    pub h1: String,
    /// The client as the page names them, or a description when anonymised
    /// ("A saree label from Bhagalpur").
    pub client: String,
    /// True when the client asked not to be named.
    pub anonymised: bool,
    /// Where the work ran: "Amazon.in", "Flipkart", "Meesho"…
    pub marketplace: String,
    /// The card text on /case-studies and on service pages.
    pub summary: String,
    pub problem: Vec<String>,
    pub what_we_did: Vec<String>,
    pub results: Vec<Figure>,
    #[serde(default)]
    pub quote: Option<Quote>,
    /// Paths of the service pages this story belongs beside.
    #[serde(default)]
    pub services: Vec<String>,
    /// The day the work's results were measured (YYYY-MM-DD).
    pub date: NaiveDate,
}

/// What a client said of us, shown only with their agreement.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Testimonial {
    pub name: String,
    pub business: String,
    pub city: String,
    pub text: String,
    /// The client agreed to publication; without it the testimonial is
    /// never shown, published or not.
    pub consent: bool,
    /// Paths of the service pages it is shown beside.
    #[serde(default)]
    pub services: Vec<String>,
}

/// An "Insights" article; its body is Markdown.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Article {
    #[serde(skip)]
    pub path: String,
    pub slug: String,
    pub title: String,
    pub description: String,
    pub summary: String,
    pub body: String,
    pub author: String,
    #[serde(default)]
    pub tags: Vec<String>,
    pub date: NaiveDate,
    /// The body as safe HTML.
    #[serde(skip)]
    pub body_html: String,
    /// When it was first published (the feed's `published`).
    #[serde(skip)]
    pub published_at: Option<DateTime<Utc>>,
}

/// The business's details an administrator edits; the configuration's
/// values are their first edition (`services::content::seed`).
#[derive(Clone, Debug, Deserialize, serde::Serialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Business {
    /// The registered name quotes print; empty: the business's name.
    #[serde(default)]
    pub legal_name: String,
    /// The GSTIN quotes print; empty: not registered for GST.
    #[serde(default)]
    pub gstin: String,
    pub phone: String,
    pub email: String,
    pub street_address: String,
    pub locality: String,
    pub region: String,
    pub postal_code: String,
    /// In words, as pages show it: "Monday to Saturday, 10 am to 7 pm".
    pub hours: String,
    /// As schema.org names them: "Monday", "Tuesday"…
    pub opening_days: Vec<String>,
    /// "10:00".
    pub opens: String,
    pub closes: String,
    pub social: Vec<crate::config::SocialLink>,
    /// Days the office is closed on an open weekday (YYYY-MM-DD): the
    /// response clock does not count them.
    #[serde(default)]
    pub holidays: Vec<String>,
}

impl Business {
    /// The details as the settings hold them.
    pub fn of(site: &SiteSettings) -> Self {
        Self {
            legal_name: site.legal_name.clone(),
            gstin: site.gstin.clone(),
            phone: site.phone.clone(),
            email: site.email.clone(),
            street_address: site.street_address.clone(),
            locality: site.locality.clone(),
            region: site.region.clone(),
            postal_code: site.postal_code.clone(),
            hours: site.hours.clone(),
            opening_days: site.opening_days.clone(),
            opens: site.opens.clone(),
            closes: site.closes.clone(),
            social: site.social.clone(),
            holidays: Vec::new(),
        }
    }

    /// The settings with these details in place of theirs.
    fn apply(self, site: &SiteSettings) -> SiteSettings {
        SiteSettings {
            legal_name: self.legal_name,
            gstin: self.gstin,
            phone: self.phone,
            email: self.email,
            street_address: self.street_address,
            locality: self.locality,
            region: self.region,
            postal_code: self.postal_code,
            hours: self.hours,
            opening_days: self.opening_days,
            opens: self.opens,
            closes: self.closes,
            social: self.social,
            ..site.clone()
        }
    }
}

#[derive(Clone, Debug)]
pub struct Content {
    /// The business's details as published, over the settings.
    pub site: std::sync::Arc<SiteSettings>,
    /// The opening hours and holidays, for the response clock.
    pub hours: BusinessHours,
    /// Service pages, in the order they were added (the files' name order).
    pub pages: Vec<ServicePage>,
    /// Hubs, in the order they were added.
    pub hubs: Vec<Hub>,
    pub home: Home,
    pub about: About,
    /// Newest first.
    pub case_studies: Vec<CaseStudy>,
    /// Those with the client's agreement, in the order they were added.
    pub testimonials: Vec<Testimonial>,
    /// Newest first.
    pub articles: Vec<Article>,
}

/// Fills the settings' placeholders in every string of `value`; a failure
/// names the field as the API spells it (`sections[1].heading`).
fn fill_strings(value: &mut Value, site: &SiteSettings, at: &str) -> Result<(), FieldErrors> {
    match value {
        Value::String(s) => {
            *s = site
                .fill(s)
                .map_err(|e| FieldErrors::one(at, format!("{e}.")))?
        }
        Value::Array(items) => {
            for (i, item) in items.iter_mut().enumerate() {
                fill_strings(item, site, &format!("{at}[{i}]"))?;
            }
        }
        Value::Object(map) => {
            for (key, item) in map.iter_mut() {
                let at = if at.is_empty() {
                    key.clone()
                } else {
                    format!("{at}.{key}")
                };
                fill_strings(item, site, &at)?;
            }
        }
        _ => {}
    }
    Ok(())
}

/// Parses fields into a kind's type, with the placeholders filled; a
/// refusal names the field at fault.
pub fn parse_fields<T: DeserializeOwned>(
    fields: &Value,
    site: &SiteSettings,
) -> Result<T, FieldErrors> {
    let mut filled = fields.clone();
    fill_strings(&mut filled, site, "")?;
    serde_path_to_error::deserialize(filled).map_err(|e| {
        let path = e.path().to_string();
        let field = if path == "." {
            "fields".to_owned()
        } else {
            path
        };
        FieldErrors::one(&field, readable(&e.into_inner().to_string()))
    })
}

/// serde's message as a sentence for an editor.
fn readable(message: &str) -> String {
    let message = message
        .replace("invalid type: ", "this has the wrong type: ")
        .replace("unknown field", "there is no field");
    let cut = message.find(", expected one of").unwrap_or(message.len());
    let mut out = message[..cut].to_owned();
    if let Some(first) = out.get(..1) {
        out = first.to_uppercase() + &out[1..];
    }
    if !out.ends_with('.') {
        out.push('.');
    }
    out
}

/// The URL of an illustration under static/img.
fn image(logical: String) -> anyhow::Result<&'static str> {
    assets::get(&logical)
        .map(|a| a.url)
        .ok_or_else(|| anyhow!("static/{logical} does not exist"))
}

/// The URL of a hero illustration by its name ("amazon").
pub fn hero(name: &str) -> anyhow::Result<&'static str> {
    image(format!("img/hero-{name}.svg"))
}

/// Stands in for an illustration that does not exist (reported as a problem).
const FALLBACK_HERO: &str = "catalogue";

/// The hero illustration `name`, or the fallback with a problem reported.
fn hero_or_fallback(name: &str, at: &str, problems: &mut Vec<Problem>) -> &'static str {
    hero(name).unwrap_or_else(|e| {
        problems.push(format!("{at}: {e}"));
        hero(FALLBACK_HERO).unwrap_or("")
    })
}

/// An item that could not be taken in, or a reference that points nowhere.
pub type Problem = String;

impl Content {
    /// Loads every content file with the given site settings, failing on
    /// any problem.
    pub fn load(site: &SiteSettings) -> anyhow::Result<Self> {
        let (content, problems) =
            Self::build(&files::items()?, site, &markdown::MediaIndex::default())?;
        if let Some(first) = problems.first() {
            bail!("{first}");
        }
        Ok(content)
    }

    /// Builds the site's content from items. Items that do not parse and
    /// references that point nowhere are left out and returned as
    /// problems; only a missing home or about page is an error.
    pub fn build(
        items: &[Item],
        site: &SiteSettings,
        media: &markdown::MediaIndex,
    ) -> anyhow::Result<(Self, Vec<Problem>)> {
        let mut problems = Vec::new();
        // The business's details first: the other items' placeholders
        // ({city}, {hours}…) are filled from them.
        let mut live_site = site.clone();
        let mut holidays = Vec::new();
        for item in items.iter().filter(|i| i.kind == ContentKind::Business) {
            match serde_json::from_value::<Business>(item.fields.clone()) {
                Ok(business) => {
                    holidays = business.holidays.clone();
                    live_site = business.apply(site);
                }
                Err(e) => problems.push(format!("the business details: {e}")),
            }
        }
        let hours = BusinessHours::from_details(
            &live_site.opening_days,
            &live_site.opens,
            &live_site.closes,
            &holidays,
        );
        let site = &live_site;
        let mut pages = Vec::new();
        let mut hubs = Vec::new();
        let mut home = None;
        let mut about = None;
        let mut case_studies = Vec::new();
        let mut testimonials = Vec::new();
        let mut articles = Vec::new();
        let mut seen = HashSet::new();
        for item in items {
            let name = item.path.as_deref().unwrap_or(item.kind.label());
            if let Some(path) = &item.path {
                if !path.starts_with('/') || (path.len() > 1 && path.ends_with('/')) {
                    problems.push(format!(
                        "content path {path:?} must start with / and not end with one"
                    ));
                    continue;
                }
                if !seen.insert(path.clone()) {
                    problems.push(format!("two content items have the path {path}"));
                    continue;
                }
            }
            let path = item.path.clone().unwrap_or_default();
            let took =
                match item.kind {
                    ContentKind::ServicePage => parse_fields::<ServicePage>(&item.fields, site)
                        .map(|p| pages.push(ServicePage { path, ..p })),
                    ContentKind::Hub => parse_fields::<Hub>(&item.fields, site)
                        .map(|h| hubs.push(Hub { path, ..h })),
                    ContentKind::Home => parse_fields(&item.fields, site).map(|h| home = Some(h)),
                    ContentKind::About => parse_fields(&item.fields, site).map(|a| about = Some(a)),
                    ContentKind::CaseStudy => parse_fields::<CaseStudy>(&item.fields, site)
                        .map(|c| case_studies.push(CaseStudy { path, ..c })),
                    ContentKind::Testimonial => parse_fields::<Testimonial>(&item.fields, site)
                        .map(|t| testimonials.push(t)),
                    ContentKind::Business => Ok(()),
                    ContentKind::Article => parse_fields::<Article>(&item.fields, site).map(|a| {
                        articles.push(Article {
                            path,
                            published_at: item.published_at,
                            ..a
                        })
                    }),
                };
            if let Err(e) = took {
                problems.push(format!("{name}: {e}"));
            }
        }
        // Newest first; of one day, the one added later first.
        case_studies.reverse();
        case_studies.sort_by_key(|c: &CaseStudy| std::cmp::Reverse(c.date));
        articles.reverse();
        articles.sort_by_key(|a: &Article| std::cmp::Reverse(a.date));
        testimonials.retain(|t: &Testimonial| t.consent);
        let mut content = Self {
            site: std::sync::Arc::new(live_site.clone()),
            hours,
            pages,
            hubs,
            home: home.ok_or_else(|| anyhow!("the home page is missing from the content"))?,
            about: about.ok_or_else(|| anyhow!("the about page is missing from the content"))?,
            case_studies,
            testimonials,
            articles,
        };
        if content.hubs.is_empty() {
            bail!("the content has no hub");
        }
        content.resolve(&mut problems, media);
        Ok((content, problems))
    }

    /// Fills the fields computed from references; what points nowhere is
    /// left out and reported.
    fn resolve(&mut self, problems: &mut Vec<Problem>, media: &markdown::MediaIndex) {
        for i in 0..self.pages.len() {
            let page = &self.pages[i];
            let hub = match self
                .hubs
                .iter()
                .position(|h| h.groups.contains(&page.group))
            {
                Some(hub) => hub,
                None => {
                    problems.push(format!(
                        "no hub lists the group {} of {}",
                        page.group, page.path
                    ));
                    self.hubs.len() - 1
                }
            };
            let related = self.related(page);
            let case_studies = self.naming(&self.case_studies, |c| &c.services, &page.path);
            let testimonials = self.naming(&self.testimonials, |t| &t.services, &page.path);
            let hero = hero_or_fallback(&page.image, &page.path, problems);
            let page = &mut self.pages[i];
            page.hub = hub;
            page.hero = hero;
            page.related = related;
            page.case_studies = case_studies;
            page.testimonials = testimonials;
        }
        for i in 0..self.hubs.len() {
            let hub = &self.hubs[i];
            let mut cards = Vec::new();
            for path in hub.cards.iter().chain(&hub.tiles) {
                match self.card(hub, path) {
                    Some(card) => cards.push(card),
                    None => problems.push(format!(
                        "hub {} links to {path}, which has no page",
                        hub.path
                    )),
                }
            }
            let hero = hero_or_fallback(&hub.image, &hub.path, problems);
            let hub = &mut self.hubs[i];
            hub.card_list = cards;
            hub.hero = hero;
        }
        let highlights = std::mem::take(&mut self.home.highlights);
        for h in highlights {
            if self.has_path(&h.href) {
                self.home.highlights.push(h);
            } else {
                problems.push(format!(
                    "home highlight {:?} links to {}, which has no page",
                    h.title, h.href
                ));
            }
        }
        if self.home.slides.is_empty() {
            problems.push("the home page has no slides".into());
        }
        for slide in &mut self.home.slides {
            match (
                image(format!("img/{}.svg", slide.image)),
                image(format!("img/{}-mobile.svg", slide.image)),
            ) {
                (Ok(wide), Ok(narrow)) => {
                    slide.image_url = wide;
                    slide.image_mobile_url = narrow;
                }
                (Err(e), _) | (_, Err(e)) => problems.push(format!("home slide: {e}")),
            }
        }
        self.home.slides.retain(|s| !s.image_url.is_empty());
        self.about.hero = hero_or_fallback(&self.about.image, "/about", problems);
        for (label, services) in self
            .case_studies
            .iter()
            .map(|c| (&c.path, &c.services))
            .chain(self.testimonials.iter().map(|t| (&t.name, &t.services)))
        {
            for path in services {
                if self.page(path).is_none() {
                    problems.push(format!(
                        "{label} names the service {path}, which has no page"
                    ));
                }
            }
        }
        for article in &mut self.articles {
            article.body_html = markdown::to_html(&article.body, media);
        }
    }

    /// Indexes of the items whose service list names `path`.
    fn naming<T>(
        &self,
        items: &[T],
        services: impl Fn(&T) -> &Vec<String>,
        path: &str,
    ) -> Vec<usize> {
        items
            .iter()
            .enumerate()
            .filter(|(_, item)| services(item).iter().any(|p| p == path))
            .map(|(i, _)| i)
            .collect()
    }

    /// The card a hub shows for `path`: a service page's own card, the
    /// hub's extra tile for it, or another hub's title and description.
    fn card(&self, hub: &Hub, path: &str) -> Option<Card> {
        if let Some(p) = self.page(path) {
            return Some(Card {
                href: p.path.clone(),
                title: p.nav_title.clone(),
                text: p.card_text.clone(),
            });
        }
        if let Some(t) = hub.extra_tiles.iter().find(|t| t.href == path) {
            return self.has_path(path).then(|| t.clone());
        }
        self.hub(path).map(|other| Card {
            href: other.path.clone(),
            title: other.h1.clone(),
            text: other.description.clone(),
        })
    }

    /// Up to three other pages of the page's group, starting after it.
    fn related(&self, page: &ServicePage) -> Vec<Card> {
        let siblings: Vec<&ServicePage> = self
            .pages
            .iter()
            .filter(|p| p.group == page.group)
            .collect();
        let at = siblings
            .iter()
            .position(|p| p.path == page.path)
            .unwrap_or(0);
        siblings
            .iter()
            .cycle()
            .skip(at + 1)
            .take(siblings.len().saturating_sub(1).min(3))
            .map(|p| Card {
                href: p.path.clone(),
                title: p.nav_title.clone(),
                text: p.card_text.clone(),
            })
            .collect()
    }

    pub fn page(&self, path: &str) -> Option<&ServicePage> {
        self.pages.iter().find(|p| p.path == path)
    }

    pub fn hub(&self, path: &str) -> Option<&Hub> {
        self.hubs.iter().find(|h| h.path == path)
    }

    pub fn case_study(&self, path: &str) -> Option<&CaseStudy> {
        self.case_studies.iter().find(|c| c.path == path)
    }

    pub fn article(&self, path: &str) -> Option<&Article> {
        self.articles.iter().find(|a| a.path == path)
    }

    /// Whether a content item answers `path`.
    pub fn has_path(&self, path: &str) -> bool {
        self.paths().any(|p| p == path)
    }

    /// Every path the content serves: the hubs, the service pages, the case
    /// studies and the articles.
    pub fn paths(&self) -> impl Iterator<Item = &str> {
        self.hubs
            .iter()
            .map(|h| h.path.as_str())
            .chain(self.pages.iter().map(|p| p.path.as_str()))
            .chain(self.case_studies.iter().map(|c| c.path.as_str()))
            .chain(self.articles.iter().map(|a| a.path.as_str()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::Config;

    fn load() -> Content {
        Content::load(&Config::defaults().site).unwrap()
    }

    #[test]
    fn all_content_parses_and_hubs_link_to_real_pages() {
        let c = load();
        let cards = |path| c.hub(path).unwrap().card_list.len();
        assert_eq!(cards("/amazon"), 9);
        assert_eq!(cards("/flipkart"), 5);
        assert_eq!(cards("/digital-market"), 6);
        assert_eq!(cards("/all-services"), 11);
        assert_eq!(c.pages.len(), 32);
        assert_eq!(c.home.slides.len(), 3);
    }

    #[test]
    fn every_page_belongs_to_the_hub_that_claims_its_group() {
        let c = load();
        let hub_of = |path| c.hubs[c.page(path).unwrap().hub].path.as_str();
        assert_eq!(hub_of("/amazon/aplus"), "/amazon");
        assert_eq!(hub_of("/flipkart/rpd"), "/flipkart");
        assert_eq!(hub_of("/digital-market/amazon-cam"), "/digital-market");
        assert_eq!(hub_of("/myntra"), "/all-services");
        assert_eq!(hub_of("/web-dev"), "/all-services");
    }

    #[test]
    fn every_service_page_has_substance_and_unique_titles() {
        let c = load();
        let mut titles = std::collections::HashSet::new();
        for p in &c.pages {
            let words: usize = std::iter::once(&p.lead)
                .chain(p.sections.iter().flat_map(|s| &s.paragraphs))
                .chain(&p.included.items)
                .chain(p.process.iter().map(|s| &s.text))
                .chain(&p.suits.items)
                .chain(p.faq.iter().flat_map(|f| [&f.q, &f.a]))
                .map(|t| t.split_whitespace().count())
                .sum();
            assert!(words >= 250, "{} has {words} words", p.path);
            assert!(
                titles.insert(p.title.clone()),
                "duplicate title {}",
                p.title
            );
            assert!(!p.faq.is_empty(), "{} has no FAQ", p.path);
        }
    }

    #[test]
    fn placeholders_are_filled_from_the_settings() {
        let mut site = Config::defaults().site;
        site.product_name = "Kosi Commerce".into();
        site.locality = "Gaya".into();
        let c = Content::load(&site).unwrap();
        assert!(c.home.title.contains("Kosi Commerce"));
        assert!(c.home.h1.ends_with("in Gaya"));
    }
}
