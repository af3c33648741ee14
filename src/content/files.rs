//! The content files under content/, embedded at build time: the first
//! edition of the site, which seeds an empty database. Each file is one
//! item; its kind is its folder, its address the file's `path` (or the
//! folder's prefix and the file's `slug`), and its fields the rest of the
//! file with the keys in camelCase, as the editor and the API name them.
//! A file under content/hi/ is the Hindi translation of the file at the
//! same place outside it, at the same address under `/hi`; a Hindi file
//! new in a release also reaches a site seeded before it
//! (`services::website::content::seed`).
use anyhow::{anyhow, bail};
use serde_json::{Map, Value};

use super::Item;
use crate::domain::{content::ContentKind, language::Language};

mod embedded {
    include!(concat!(env!("OUT_DIR"), "/content_gen.rs"));
}

/// The kind of a file by its folder (or name, for the two site pages).
fn kind_of(name: &str) -> Option<ContentKind> {
    Some(match name {
        "site/home.toml" => ContentKind::Home,
        "site/about.toml" => ContentKind::About,
        _ => match name.split_once('/')?.0 {
            "pages" => ContentKind::ServicePage,
            "hubs" => ContentKind::Hub,
            "case-studies" => ContentKind::CaseStudy,
            "testimonials" => ContentKind::Testimonial,
            "insights" => ContentKind::Article,
            _ => return None,
        },
    })
}

/// Every content file as an item, in file-name order within each folder;
/// the English ones (the sources) before their translations.
pub fn items() -> anyhow::Result<Vec<Item>> {
    let mut items = Vec::new();
    for (name, text) in embedded::FILES {
        let (language, within) = match name.strip_prefix("hi/") {
            Some(within) => (Language::Hi, within),
            None => (Language::En, *name),
        };
        let kind = kind_of(within).ok_or_else(|| anyhow!("content/{name}: not a known kind"))?;
        let doc: toml::Value = toml::from_str(text).map_err(|e| anyhow!("content/{name}: {e}"))?;
        let Value::Object(mut fields) = camel(doc) else {
            bail!("content/{name}: not a table");
        };
        let path = match (kind.prefix(), fields.remove("path")) {
            (_, Some(Value::String(path))) => Some(path),
            (Some(prefix), None) => match fields.get("slug") {
                Some(Value::String(slug)) => Some(language.path_for(&format!("{prefix}{slug}"))),
                _ => bail!("content/{name}: no slug"),
            },
            (None, None) => match kind {
                ContentKind::Home => Some(language.path_for("/")),
                ContentKind::About => Some(language.path_for("/about")),
                _ => None,
            },
            (_, Some(_)) => bail!("content/{name}: the path is not text"),
        };
        if path
            .as_deref()
            .is_some_and(|p| Language::of_path(p) != language)
        {
            bail!("content/{name}: its path is not in its folder's language");
        }
        items.push(Item {
            kind,
            language,
            path,
            fields: Value::Object(fields),
            published_at: None,
        });
    }
    items.sort_by_key(|i| i.language != Language::En);
    Ok(items)
}

/// A TOML document as JSON, with every key from snake_case to camelCase.
fn camel(value: toml::Value) -> Value {
    match value {
        toml::Value::String(s) => Value::String(s),
        toml::Value::Integer(i) => Value::from(i),
        toml::Value::Float(f) => Value::from(f),
        toml::Value::Boolean(b) => Value::Bool(b),
        toml::Value::Datetime(d) => Value::String(d.to_string()),
        toml::Value::Array(items) => Value::Array(items.into_iter().map(camel).collect()),
        toml::Value::Table(table) => Value::Object(
            table
                .into_iter()
                .map(|(k, v)| (camel_key(&k), camel(v)))
                .collect::<Map<_, _>>(),
        ),
    }
}

/// `what_we_did` → `whatWeDid`: a content file's key as the API names it.
pub(super) fn camel_key(key: &str) -> String {
    let mut out = String::with_capacity(key.len());
    let mut upper = false;
    for c in key.chars() {
        if c == '_' {
            upper = true;
        } else if upper {
            out.extend(c.to_uppercase());
            upper = false;
        } else {
            out.push(c);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_become_camel_case_and_paths_leave_the_fields() {
        assert_eq!(camel_key("nav_title"), "navTitle");
        assert_eq!(camel_key("what_we_did"), "whatWeDid");
        assert_eq!(camel_key("h1"), "h1");
        let items = items().unwrap();
        let aplus = items
            .iter()
            .find(|i| i.path.as_deref() == Some("/amazon/aplus"))
            .unwrap();
        assert_eq!(aplus.kind, ContentKind::ServicePage);
        assert!(aplus.fields.get("navTitle").is_some());
        assert!(aplus.fields.get("path").is_none());
        let home = items.iter().find(|i| i.kind == ContentKind::Home).unwrap();
        assert_eq!(home.path.as_deref(), Some("/"));
        let hindi_home = items
            .iter()
            .find(|i| i.kind == ContentKind::Home && i.language == Language::Hi)
            .unwrap();
        assert_eq!(hindi_home.path.as_deref(), Some("/hi"));
        let hindi_hub = items
            .iter()
            .find(|i| i.path.as_deref() == Some("/hi/amazon"))
            .unwrap();
        assert_eq!(
            (hindi_hub.kind, hindi_hub.language),
            (ContentKind::Hub, Language::Hi)
        );
    }
}
