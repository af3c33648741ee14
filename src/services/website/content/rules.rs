//! What an editor's fields must be (`validate`: refused with every field at
//! fault) and what they should be (`warnings`: the writing assistant, which
//! never blocks a save).
use serde::Serialize;
use serde_json::Value;
use utoipa::ToSchema;

use crate::{
    config::SiteSettings,
    content::{
        self,
        kinds::{self, Rule},
        markdown, Content,
    },
    domain::{
        content::{parse_slug, ContentKind},
        AtField, DomainError, FieldErrors,
    },
};

/// Every missing or refused field of an item's fields, all at once, each
/// by its path (`fields.description`, `fields.sections[1].heading`): what
/// the kind's declaration (`content::kinds`) refuses, every placeholder that
/// cannot be filled, and the rules of a slug, an illustration and the
/// business's details.
pub fn validate(kind: ContentKind, fields: &Value, site: &SiteSettings) -> Result<(), DomainError> {
    if !fields.is_object() {
        return Err(DomainError::invalid(
            "fields",
            "The fields must be an object.",
        ));
    }
    let declared = content::fields_of(kind);
    let mut errors = FieldErrors::default();
    kinds::check(&declared, fields, "fields", &mut errors);
    if kind == ContentKind::Business {
        // Their placeholders are what the others are filled with.
        if errors.is_empty() {
            business(fields, &mut errors);
        }
    } else {
        content::fill_strings(&mut fields.clone(), site, "fields", &mut errors);
    }
    for field in &declared {
        let path = format!("fields.{}", field.key);
        let Some(text) = fields.get(&field.key).and_then(Value::as_str) else {
            continue;
        };
        if errors.names(&path) {
            continue;
        }
        match field.ui.rule {
            Rule::None => {}
            Rule::Slug => {
                errors.check(parse_slug(text).at(&path));
            }
            Rule::Hero => {
                if content::hero(text).is_err() {
                    errors.add(&path, format!("There is no illustration named {text:?}."));
                }
            }
        }
    }
    errors.into_result(()).map_err(DomainError::Invalid)
}

/// The business's details: no placeholders in them (they are what the
/// placeholders are filled with), an e-mail address and web addresses for
/// the social links.
fn business(fields: &Value, errors: &mut FieldErrors) {
    let details: content::Business = match serde_json::from_value(fields.clone()) {
        Ok(details) => details,
        Err(e) => return errors.add("fields", format!("{e}.")),
    };
    errors.check(
        crate::domain::Email::parse("E-mail", Some(details.email.clone()))
            .map(|_| ())
            .at("fields.email"),
    );
    for (i, link) in details.social.iter().enumerate() {
        if !crate::domain::is_http_url(&link.url) {
            errors.add(
                &format!("fields.social[{i}].url"),
                "A social link must be a web address starting with https://.",
            );
        }
    }
    if !details.gstin.trim().is_empty() {
        match crate::domain::gst::parse_gstin(&details.gstin) {
            Err(r) => errors.add("fields.gstin", r.0),
            Ok((_, code)) => {
                if crate::domain::gst::state_code(&details.region) != Some(code) {
                    errors.add(
                        "fields.gstin",
                        format!(
                            "This GSTIN belongs to state code {code:02}, not to the business's state ({}).",
                            details.region
                        ),
                    );
                }
            }
        }
    }
    if !details.signature_image.trim().is_empty()
        && crate::services::website::media::parse_url(&details.signature_image).is_none()
    {
        errors.add(
            "fields.signatureImage",
            "The signature image must be an address from the media library, such as /media/12/…/480.webp.",
        );
    }
    let ifsc = details.bank_ifsc.trim().as_bytes();
    let ifsc_shaped = ifsc.len() == 11
        && ifsc[..4].iter().all(u8::is_ascii_uppercase)
        && ifsc[4] == b'0'
        && ifsc[5..].iter().all(u8::is_ascii_alphanumeric);
    if !ifsc.is_empty() && !ifsc_shaped {
        errors.add(
            "fields.bankIfsc",
            "An IFSC has 11 characters: four capital letters, 0, then six letters or digits, like HDFC0000123.",
        );
    }
    let upi = details.upi_id.trim();
    if !upi.is_empty()
        && !upi.split_once('@').is_some_and(|(name, handle)| {
            !name.is_empty()
                && !handle.is_empty()
                && upi
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b".-_@".contains(&b))
        })
    {
        errors.add(
            "fields.upiId",
            "A UPI ID is a name, @ and the bank's handle, like vanijya@okhdfcbank.",
        );
    }
    if crate::domain::gst::state_code(&details.region).is_none() {
        errors.add(
            "fields.region",
            "Name the state as the GST list does, such as Bihar.",
        );
    }
    for (i, day) in details.holidays.iter().enumerate() {
        if chrono::NaiveDate::parse_from_str(day.trim(), "%Y-%m-%d").is_err() {
            errors.add(
                &format!("fields.holidays[{i}]"),
                "Write a holiday as a date like 2026-11-08.",
            );
        }
    }
    for (name, value) in [
        ("phone", &details.phone),
        ("hours", &details.hours),
        ("hoursHi", &details.hours_hi),
    ] {
        if value.contains(['{', '}']) {
            errors.add(
                &format!("fields.{name}"),
                "The business's details cannot hold placeholders.",
            );
        }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        config::Config,
        content::{files, parse_fields},
    };

    /// Whether serde reads `fields` as `kind`'s struct.
    fn serde_takes(kind: ContentKind, fields: &Value, site: &SiteSettings) -> bool {
        match kind {
            ContentKind::ServicePage => parse_fields::<content::ServicePage>(fields, site).is_ok(),
            ContentKind::Hub => parse_fields::<content::Hub>(fields, site).is_ok(),
            ContentKind::Home => parse_fields::<content::Home>(fields, site).is_ok(),
            ContentKind::About => parse_fields::<content::About>(fields, site).is_ok(),
            ContentKind::CaseStudy => parse_fields::<content::CaseStudy>(fields, site).is_ok(),
            ContentKind::Testimonial => parse_fields::<content::Testimonial>(fields, site).is_ok(),
            ContentKind::Article => parse_fields::<content::Article>(fields, site).is_ok(),
            ContentKind::Business => {
                serde_json::from_value::<content::Business>(fields.clone()).is_ok()
            }
        }
    }

    #[test]
    fn every_first_edition_item_passes_and_the_declaration_requires_what_serde_requires() {
        let site = Config::defaults().site;
        let mut items = files::items().unwrap();
        items.push(content::Item {
            kind: ContentKind::Business,
            language: crate::domain::language::Language::En,
            path: None,
            fields: serde_json::to_value(content::Business::of(&site)).unwrap(),
            published_at: None,
        });
        for item in items {
            let name = item.path.clone().unwrap_or_default();
            validate(item.kind, &item.fields, &site).unwrap_or_else(|e| panic!("{name}: {e}"));
            for field in content::fields_of(item.kind) {
                let mut without = item.fields.clone();
                if without
                    .as_object_mut()
                    .unwrap()
                    .remove(&field.key)
                    .is_none()
                {
                    continue;
                }
                assert_eq!(
                    validate(item.kind, &without, &site).is_ok(),
                    serde_takes(item.kind, &without, &site),
                    "{name} without {}",
                    field.key
                );
            }
        }
    }

    #[test]
    fn a_save_names_every_missing_and_refused_field_at_once() {
        let site = Config::defaults().site;
        let fields = serde_json::json!({
            "slug": "gst-on-fees",
            "title": "GST on marketplace fees",
            "summary": "What the fees carry.",
            "body": "x".repeat(kinds::MAX_MARKDOWN + 1),
            "tags": ["{town}"],
        });
        let Err(DomainError::Invalid(errors)) = validate(ContentKind::Article, &fields, &site)
        else {
            panic!("refused");
        };
        let named: Vec<_> = errors.iter().map(|e| e.field.as_str()).collect();
        assert_eq!(
            named,
            [
                "fields.description",
                "fields.body",
                "fields.author",
                "fields.date",
                "fields.tags[0]"
            ]
        );
    }
}
