//! Page copy as data: every informational page, hub, the home page (with its
//! banner slides) and the about page are TOML files under content/, embedded
//! at build time and loaded once at start-up.
//!
//! Loading does three things, and any failure stops start-up with the file
//! at fault named:
//! - parses each file and fills the site-setting placeholders in its text
//!   (`{name}`, `{city}`, `{hours}`…, see `SiteSettings::fill`), so the
//!   business's details come only from the configuration;
//! - resolves every reference: a hub's cards, a home highlight's link, the
//!   hub a service page belongs to, and each named illustration (which must
//!   exist under static/img);
//! - checks that no two pages or hubs share a path.
//!
//! The page routes and the sitemap are built from what is loaded here, so a
//! new service page is one new file.
use std::collections::HashSet;

use anyhow::{anyhow, bail};
use serde::Deserialize;

use crate::{assets, config::SiteSettings};

mod files {
    include!(concat!(env!("OUT_DIR"), "/content_gen.rs"));
}

#[derive(Clone, Debug, Deserialize)]
pub struct Section {
    pub heading: String,
    pub paragraphs: Vec<String>,
}

#[derive(Clone, Debug, Deserialize)]
pub struct ListBlock {
    pub heading: String,
    pub items: Vec<String>,
}

#[derive(Clone, Debug, Deserialize)]
pub struct Step {
    pub title: String,
    pub text: String,
}

#[derive(Clone, Debug, Deserialize)]
pub struct Faq {
    pub q: String,
    pub a: String,
}

/// A link card on hubs and under "Related services", resolved at load.
#[derive(Clone, Debug, Deserialize)]
pub struct Card {
    pub href: String,
    pub title: String,
    pub text: String,
}

/// One informational service page.
#[derive(Clone, Debug, Deserialize)]
pub struct ServicePage {
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
}

/// A hub page (/amazon, /flipkart, /digital-market, /all-services).
#[derive(Clone, Debug, Deserialize)]
pub struct Hub {
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
pub struct Titled {
    pub title: String,
    pub text: String,
}

/// A home-page highlight card and the page it leads to.
#[derive(Clone, Debug, Deserialize)]
pub struct Highlight {
    pub title: String,
    pub href: String,
    pub text: String,
}

/// One slide of the home banner.
#[derive(Clone, Debug, Deserialize)]
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
pub struct Director {
    pub name: String,
    pub heading: String,
    pub paragraphs: Vec<String>,
}

#[derive(Clone, Debug, Deserialize)]
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

pub struct Content {
    /// Service pages, in file-name order.
    pub pages: Vec<ServicePage>,
    /// Hubs, in file-name order.
    pub hubs: Vec<Hub>,
    pub home: Home,
    pub about: About,
}

/// Parses one file and fills the settings' placeholders in every string.
fn parse<T: for<'de> Deserialize<'de>>(
    name: &str,
    text: &str,
    site: &SiteSettings,
) -> anyhow::Result<T> {
    let mut doc: toml::Value = toml::from_str(text).map_err(|e| anyhow!("content/{name}: {e}"))?;
    fill_strings(&mut doc, site).map_err(|e| anyhow!("content/{name}: {e}"))?;
    doc.try_into().map_err(|e| anyhow!("content/{name}: {e}"))
}

fn fill_strings(value: &mut toml::Value, site: &SiteSettings) -> anyhow::Result<()> {
    match value {
        toml::Value::String(s) => *s = site.fill(s)?,
        toml::Value::Array(items) => {
            for item in items {
                fill_strings(item, site)?;
            }
        }
        toml::Value::Table(table) => {
            for (_, item) in table.iter_mut() {
                fill_strings(item, site)?;
            }
        }
        _ => {}
    }
    Ok(())
}

/// The URL of an illustration under static/img, or an error naming it.
fn image(logical: String) -> anyhow::Result<&'static str> {
    assets::get(&logical)
        .map(|a| a.url)
        .ok_or_else(|| anyhow!("static/{logical} does not exist"))
}

fn hero(name: &str) -> anyhow::Result<&'static str> {
    image(format!("img/hero-{name}.svg"))
}

impl Content {
    /// Loads every content file with the given site settings.
    pub fn load(site: &SiteSettings) -> anyhow::Result<Self> {
        let mut pages = Vec::new();
        let mut hubs = Vec::new();
        let mut home = None;
        let mut about = None;
        for (name, text) in files::FILES {
            if name.starts_with("pages/") {
                pages.push(parse::<ServicePage>(name, text, site)?);
            } else if name.starts_with("hubs/") {
                hubs.push(parse::<Hub>(name, text, site)?);
            } else if *name == "site/home.toml" {
                home = Some(parse(name, text, site)?);
            } else if *name == "site/about.toml" {
                about = Some(parse(name, text, site)?);
            }
        }
        let mut content = Self {
            pages,
            hubs,
            home: home.ok_or_else(|| anyhow!("content/site/home.toml is missing"))?,
            about: about.ok_or_else(|| anyhow!("content/site/about.toml is missing"))?,
        };
        content.check_unique_paths()?;
        content.resolve()?;
        Ok(content)
    }

    fn check_unique_paths(&self) -> anyhow::Result<()> {
        let mut seen = HashSet::new();
        for path in self.paths() {
            if !path.starts_with('/') || (path.len() > 1 && path.ends_with('/')) {
                bail!("content path {path:?} must start with / and not end with one");
            }
            if !seen.insert(path) {
                bail!("two content files have the path {path}");
            }
        }
        Ok(())
    }

    /// Fills the fields computed from references, failing on any that
    /// points nowhere.
    fn resolve(&mut self) -> anyhow::Result<()> {
        for i in 0..self.pages.len() {
            let page = &self.pages[i];
            let hub = self
                .hubs
                .iter()
                .position(|h| h.groups.contains(&page.group))
                .ok_or_else(|| anyhow!("no hub lists the group {} of {}", page.group, page.path))?;
            let hero = hero(&page.image).map_err(|e| anyhow!("{}: {e}", page.path))?;
            let related = self.related(page);
            let page = &mut self.pages[i];
            page.hub = hub;
            page.hero = hero;
            page.related = related;
        }
        for i in 0..self.hubs.len() {
            let hub = &self.hubs[i];
            let cards = hub
                .cards
                .iter()
                .chain(&hub.tiles)
                .map(|path| self.card(hub, path))
                .collect::<anyhow::Result<Vec<_>>>()?;
            let hero = hero(&hub.image).map_err(|e| anyhow!("{}: {e}", hub.path))?;
            let hub = &mut self.hubs[i];
            hub.card_list = cards;
            hub.hero = hero;
        }
        for h in &self.home.highlights {
            if !self.has_path(&h.href) {
                bail!(
                    "home highlight {:?} links to {}, which has no page",
                    h.title,
                    h.href
                );
            }
        }
        if self.home.slides.is_empty() {
            bail!("content/site/home.toml has no slides");
        }
        for slide in &mut self.home.slides {
            slide.image_url = image(format!("img/{}.svg", slide.image))?;
            slide.image_mobile_url = image(format!("img/{}-mobile.svg", slide.image))?;
        }
        self.about.hero = hero(&self.about.image)?;
        Ok(())
    }

    /// The card a hub shows for `path`: a service page's own card, the
    /// hub's extra tile for it, or another hub's title and description.
    fn card(&self, hub: &Hub, path: &str) -> anyhow::Result<Card> {
        if let Some(p) = self.page(path) {
            return Ok(Card {
                href: p.path.clone(),
                title: p.nav_title.clone(),
                text: p.card_text.clone(),
            });
        }
        if let Some(t) = hub.extra_tiles.iter().find(|t| t.href == path) {
            return Ok(t.clone());
        }
        match self.hub(path) {
            Some(other) => Ok(Card {
                href: other.path.clone(),
                title: other.h1.clone(),
                text: other.description.clone(),
            }),
            None => bail!("hub {} links to {path}, which has no page", hub.path),
        }
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

    fn page(&self, path: &str) -> Option<&ServicePage> {
        self.pages.iter().find(|p| p.path == path)
    }

    fn hub(&self, path: &str) -> Option<&Hub> {
        self.hubs.iter().find(|h| h.path == path)
    }

    fn has_path(&self, path: &str) -> bool {
        self.paths().any(|p| p == path)
    }

    /// Every path the content serves: the hubs, then the service pages.
    pub fn paths(&self) -> impl Iterator<Item = &str> {
        self.hubs
            .iter()
            .map(|h| h.path.as_str())
            .chain(self.pages.iter().map(|p| p.path.as_str()))
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
