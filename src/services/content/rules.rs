//! What an editor's fields must be (`validate`: refused with every field at
//! fault) and what they should be (`warnings`: the writing assistant, which
//! never blocks a save).
use serde::Serialize;
use serde_json::Value;
use utoipa::ToSchema;

use crate::{
    config::SiteSettings,
    content::{self, markdown, parse_fields, Content},
    domain::{
        content::{parse_slug, ContentKind},
        AtField, DomainError, FieldErrors,
    },
};

/// The longest text of one field (an article's body may be longer).
const MAX_TEXT: usize = 5_000;
const MAX_BODY: usize = 40_000;

/// Every refused field of an item's fields, or nothing.
pub fn validate(kind: ContentKind, fields: &Value, site: &SiteSettings) -> Result<(), DomainError> {
    if !fields.is_object() {
        return Err(DomainError::invalid(
            "fields",
            "The fields must be an object.",
        ));
    }
    let mut errors = FieldErrors::default();
    check_texts(fields, "", &mut errors);
    let errors = errors.into_result(()).map_err(DomainError::Invalid);
    errors?;
    let mut errors = FieldErrors::default();
    let parsed = match kind {
        ContentKind::ServicePage => {
            parse_fields::<content::ServicePage>(fields, site).map(|p| vec![("image", p.image)])
        }
        ContentKind::Hub => {
            parse_fields::<content::Hub>(fields, site).map(|h| vec![("image", h.image)])
        }
        ContentKind::About => parse_fields::<content::About>(fields, site).map(|_| vec![]),
        ContentKind::Home => parse_fields::<content::Home>(fields, site).map(|_| vec![]),
        ContentKind::CaseStudy => parse_fields::<content::CaseStudy>(fields, site).map(|_| vec![]),
        ContentKind::Testimonial => {
            parse_fields::<content::Testimonial>(fields, site).map(|_| vec![])
        }
        ContentKind::Article => parse_fields::<content::Article>(fields, site).map(|_| vec![]),
        ContentKind::Business => business(fields).map(|_| vec![]),
    };
    let heroes = match parsed {
        Ok(heroes) => heroes,
        Err(e) => return Err(DomainError::Invalid(e)),
    };
    for (field, name) in heroes {
        if content::hero(&name).is_err() {
            errors.add(
                field,
                format!("There is no illustration named {name:?} (static/img/hero-{name}.svg)."),
            );
        }
    }
    if kind.prefix().is_some() {
        let slug = fields
            .get("slug")
            .and_then(Value::as_str)
            .unwrap_or_default();
        errors.check(parse_slug(slug).at("slug"));
    }
    errors.into_result(()).map_err(DomainError::Invalid)
}

/// The business's details: no placeholders in them (they are what the
/// placeholders are filled with), an e-mail address and web addresses for
/// the social links.
fn business(fields: &Value) -> Result<content::Business, FieldErrors> {
    let details: content::Business = serde_path_to_error::deserialize(fields.clone())
        .map_err(|e| FieldErrors::one(&e.path().to_string(), "This field has the wrong form."))?;
    let mut errors = FieldErrors::default();
    errors.check(
        crate::domain::Email::parse("E-mail", Some(details.email.clone()))
            .map(|_| ())
            .at("email"),
    );
    for (i, link) in details.social.iter().enumerate() {
        if !crate::domain::is_http_url(&link.url) {
            errors.add(
                &format!("social[{i}].url"),
                "A social link must be a web address starting with https://.",
            );
        }
    }
    if !details.gstin.trim().is_empty() {
        match crate::domain::gst::parse_gstin(&details.gstin) {
            Err(r) => errors.add("gstin", r.0),
            Ok((_, code)) => {
                if crate::domain::gst::state_code(&details.region) != Some(code) {
                    errors.add(
                        "gstin",
                        format!(
                            "This GSTIN belongs to state code {code:02}, not to the business's state ({}).",
                            details.region
                        ),
                    );
                }
            }
        }
    }
    if crate::domain::gst::state_code(&details.region).is_none() {
        errors.add(
            "region",
            "Name the state as the GST list does, such as Bihar.",
        );
    }
    for (i, day) in details.holidays.iter().enumerate() {
        if chrono::NaiveDate::parse_from_str(day.trim(), "%Y-%m-%d").is_err() {
            errors.add(
                &format!("holidays[{i}]"),
                "Write a holiday as a date like 2026-11-08.",
            );
        }
    }
    for (name, value) in [("phone", &details.phone), ("hours", &details.hours)] {
        if value.contains(['{', '}']) {
            errors.add(name, "The business's details cannot hold placeholders.");
        }
    }
    errors.into_result(details)
}

/// Every text must say something, and not too much.
fn check_texts(value: &Value, at: &str, errors: &mut FieldErrors) {
    match value {
        Value::String(s) => {
            let max = if at == "body" { MAX_BODY } else { MAX_TEXT };
            if s.trim().is_empty() {
                errors.add(at, "This field cannot be empty; remove the item instead.");
            } else if s.chars().count() > max {
                errors.add(at, format!("This field is longer than {max} characters."));
            }
        }
        Value::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                check_texts(item, &format!("{at}[{i}]"), errors);
            }
        }
        Value::Object(map) => {
            for (key, item) in map {
                let at = if at.is_empty() {
                    key.clone()
                } else {
                    format!("{at}.{key}")
                };
                check_texts(item, &at, errors);
            }
        }
        _ => {}
    }
}

/// One piece of the writing assistant's advice.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
pub struct Warning {
    /// The field it is about, as the API names it.
    pub field: String,
    pub warning: String,
}

fn warn(out: &mut Vec<Warning>, field: &str, warning: String) {
    out.push(Warning {
        field: field.to_owned(),
        warning,
    });
}

/// The filled text of a top-level field.
fn text(fields: &Value, name: &str, site: &SiteSettings) -> Option<String> {
    let raw = fields.get(name)?.as_str()?;
    Some(site.fill(raw).unwrap_or_else(|_| raw.to_owned()))
}

/// Whether an internal address leads to a page of the live site.
fn leads_somewhere(live: &Content, href: &str) -> bool {
    let path = href.split(['#', '?']).next().unwrap_or(href);
    path.is_empty()
        || crate::paths::FIXED_PAGES.contains(&path)
        || live.has_path(path)
        || path.starts_with(markdown::MEDIA_PREFIX)
        || path.starts_with("/affiliate/")
}

/// The writing assistant: a title up to 60 characters, a description of 70
/// to 160, one h1, every image with alt text, internal links that lead
/// somewhere. Advice only; nothing here blocks a save.
pub fn warnings(
    kind: ContentKind,
    fields: &Value,
    site: &SiteSettings,
    live: &Content,
) -> Vec<Warning> {
    let mut out = Vec::new();
    if let Some(title) = text(fields, "title", site) {
        // An article's page title is its title and the business's name.
        let suffix = match kind {
            ContentKind::Article => 3 + site.product_name.chars().count(),
            _ => 0,
        };
        let n = title.chars().count() + suffix;
        if n > 60 {
            warn(
                &mut out,
                "title",
                format!("The page title has {n} characters; search results show about 60."),
            );
        }
    }
    if let Some(description) = text(fields, "description", site) {
        let n = description.chars().count();
        if !(70..=160).contains(&n) {
            warn(
                &mut out,
                "description",
                format!(
                    "The description has {n} characters; 70 to 160 read best in search results."
                ),
            );
        }
    }
    let mut internal: Vec<(String, String)> = Vec::new();
    let list = |name: &str| -> Vec<String> {
        fields
            .get(name)
            .and_then(Value::as_array)
            .map(|a| {
                a.iter()
                    .filter_map(|v| v.as_str().map(str::to_owned))
                    .collect()
            })
            .unwrap_or_default()
    };
    match kind {
        ContentKind::Article => {
            let body = fields
                .get("body")
                .and_then(Value::as_str)
                .unwrap_or_default();
            if body.lines().any(|l| l.starts_with("# ")) {
                warn(
                    &mut out,
                    "body",
                    "The title is the page's one h1: headings in the body start at ## (a # heading is shown one level down).".into(),
                );
            }
            for (i, alt) in markdown::image_alts(body).iter().enumerate() {
                if alt.trim().is_empty() {
                    warn(
                        &mut out,
                        "body",
                        format!("Image {} has no alt text: write what it shows between the brackets, ![like this](…).", i + 1),
                    );
                }
            }
            for (image, href) in markdown::links(body) {
                if image && !href.starts_with(markdown::MEDIA_PREFIX) {
                    warn(
                        &mut out,
                        "body",
                        format!(
                            "The image {href} is not from the media library and will not be shown."
                        ),
                    );
                } else if href.starts_with('/') {
                    internal.push(("body".into(), href));
                }
            }
        }
        ContentKind::CaseStudy | ContentKind::Testimonial => {
            for (i, path) in list("services").into_iter().enumerate() {
                if live.page(&path).is_none() {
                    warn(
                        &mut out,
                        &format!("services[{i}]"),
                        format!("{path} is not a published service page."),
                    );
                }
            }
        }
        ContentKind::Hub => {
            for name in ["cards", "tiles"] {
                for (i, path) in list(name).into_iter().enumerate() {
                    internal.push((format!("{name}[{i}]"), path));
                }
            }
        }
        ContentKind::Home => {
            if let Some(highlights) = fields.get("highlights").and_then(Value::as_array) {
                for (i, h) in highlights.iter().enumerate() {
                    if let Some(href) = h.get("href").and_then(Value::as_str) {
                        internal.push((format!("highlights[{i}].href"), href.to_owned()));
                    }
                }
            }
        }
        _ => {}
    }
    for (field, href) in internal {
        if !leads_somewhere(live, &href) {
            warn(
                &mut out,
                &field,
                format!("The link to {href} leads nowhere: no published page has that address."),
            );
        }
    }
    out
}
