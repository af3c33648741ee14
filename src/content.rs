//! Page copy as data: every informational page, hub, the home page and the
//! about page are TOML files under content/, embedded at build time and
//! parsed once at start-up (a malformed file stops start-up with its name).
use std::collections::HashMap;

use serde::Deserialize;

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

/// One informational service page.
#[derive(Clone, Debug, Deserialize)]
pub struct ServicePage {
    pub path: String,
    /// amazon | flipkart | digital | marketplace | other
    pub group: String,
    pub nav_title: String,
    pub title: String,
    pub description: String,
    pub h1: String,
    pub service_type: String,
    /// Which hero illustration to show.
    pub image: String,
    pub lead: String,
    pub card_text: String,
    pub sections: Vec<Section>,
    pub included: ListBlock,
    pub process: Vec<Step>,
    pub suits: ListBlock,
    pub faq: Vec<Faq>,
}

#[derive(Clone, Debug, Deserialize)]
pub struct Tile {
    pub href: String,
    pub title: String,
    pub text: String,
}

/// A hub page (/amazon, /flipkart, /digital-market, /all-services).
#[derive(Clone, Debug, Deserialize)]
pub struct Hub {
    pub path: String,
    pub title: String,
    pub description: String,
    pub h1: String,
    pub lead: String,
    #[serde(default)]
    pub sections: Vec<Section>,
    /// Paths of service pages shown as cards.
    #[serde(default)]
    pub cards: Vec<String>,
    /// Paths shown as tiles (all-services).
    #[serde(default)]
    pub tiles: Vec<String>,
    /// Tiles that are not service pages (a hub).
    #[serde(default)]
    pub extra_tiles: Vec<Tile>,
}

#[derive(Clone, Debug, Deserialize)]
pub struct Titled {
    pub title: String,
    pub text: String,
}

#[derive(Clone, Debug, Deserialize)]
pub struct Home {
    pub title: String,
    pub description: String,
    pub h1: String,
    pub lead: String,
    pub cta_text: String,
    pub highlights: Vec<Titled>,
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
    pub lead: String,
    pub sections: Vec<Section>,
    pub director: Director,
}

pub struct Content {
    pub pages: Vec<ServicePage>,
    by_path: HashMap<String, usize>,
    pub hubs: HashMap<String, Hub>,
    pub home: Home,
    pub about: About,
}

fn parse<T: for<'de> Deserialize<'de>>(name: &str, text: &str) -> anyhow::Result<T> {
    toml::from_str(text).map_err(|e| anyhow::anyhow!("content/{name}: {e}"))
}

impl Content {
    pub fn load() -> anyhow::Result<Self> {
        let mut pages = Vec::new();
        let mut hubs = HashMap::new();
        let mut home = None;
        let mut about = None;
        for (name, text) in files::FILES {
            if name.starts_with("pages/") {
                pages.push(parse::<ServicePage>(name, text)?);
            } else if name.starts_with("hubs/") {
                let hub: Hub = parse(name, text)?;
                hubs.insert(hub.path.clone(), hub);
            } else if *name == "site/home.toml" {
                home = Some(parse(name, text)?);
            } else if *name == "site/about.toml" {
                about = Some(parse(name, text)?);
            }
        }
        let by_path = pages
            .iter()
            .enumerate()
            .map(|(i, p)| (p.path.clone(), i))
            .collect();
        let content = Self {
            pages,
            by_path,
            hubs,
            home: home.ok_or_else(|| anyhow::anyhow!("content/site/home.toml is missing"))?,
            about: about.ok_or_else(|| anyhow::anyhow!("content/site/about.toml is missing"))?,
        };
        for hub in content.hubs.values() {
            for path in hub.cards.iter().chain(&hub.tiles) {
                if content.page(path).is_none() && !content.hubs.contains_key(path) {
                    anyhow::bail!("hub {} links to {path}, which has no page", hub.path);
                }
            }
        }
        Ok(content)
    }

    pub fn page(&self, path: &str) -> Option<&ServicePage> {
        self.by_path.get(path).map(|&i| &self.pages[i])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn all_content_parses_and_hubs_link_to_real_pages() {
        let c = Content::load().unwrap();
        assert_eq!(c.hubs["/amazon"].cards.len(), 9);
        assert_eq!(c.hubs["/flipkart"].cards.len(), 5);
        assert_eq!(c.hubs["/digital-market"].cards.len(), 6);
        let all = &c.hubs["/all-services"];
        assert_eq!(all.tiles.len(), 11);
    }

    #[test]
    fn every_service_page_has_substance_and_unique_titles() {
        let c = Content::load().unwrap();
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
}
