//! Placeholders for the business's details in free text. Page copy (the
//! content files) and the settings that are sentences (the tagline, the
//! events video title) write `{name}`, `{city}`, `{region}`, `{hours}` or
//! `{founded_year}` instead of the values, so that changing one setting
//! changes every page that mentions it.
use anyhow::{anyhow, bail};

use super::SiteSettings;

/// The placeholder names, for error messages.
const NAMES: &str = "{name}, {city}, {region}, {hours}, {founded_year}";

impl SiteSettings {
    /// The value a placeholder stands for.
    fn placeholder(&self, name: &str) -> Option<String> {
        Some(match name {
            "name" => self.product_name.clone(),
            "city" => self.locality.clone(),
            "region" => self.region.clone(),
            "hours" => self.hours.clone(),
            "founded_year" => self.founded_year.to_string(),
            _ => return None,
        })
    }

    /// `text` with every placeholder replaced by its setting. Braces are
    /// kept for placeholders only: any other `{…}` is an error, so a typo
    /// cannot reach a page.
    pub fn fill(&self, text: &str) -> anyhow::Result<String> {
        let mut out = String::with_capacity(text.len());
        let mut rest = text;
        while let Some(open) = rest.find('{') {
            out.push_str(&rest[..open]);
            let after = &rest[open + 1..];
            let close = after
                .find('}')
                .ok_or_else(|| anyhow!("an unclosed {{ in {text:?}"))?;
            let name = &after[..close];
            match self.placeholder(name) {
                Some(value) => out.push_str(&value),
                None => bail!("unknown placeholder {{{name}}} (known: {NAMES})"),
            }
            rest = &after[close + 1..];
        }
        if rest.contains('}') {
            bail!("a stray }} in {text:?}");
        }
        out.push_str(rest);
        Ok(out)
    }

    /// These settings with the placeholders in their own sentences filled,
    /// the Hindi sentences' from the Hindi values.
    pub fn filled(mut self) -> anyhow::Result<Self> {
        let hindi = self.in_language(crate::domain::language::Language::Hi);
        self.hindi.tagline = hindi.fill(&self.hindi.tagline)?;
        self.hindi.events_video_title = hindi.fill(&self.hindi.events_video_title)?;
        self.tagline = self.fill(&self.tagline)?;
        self.events_video_title = self.fill(&self.events_video_title)?;
        Ok(self)
    }
}

#[cfg(test)]
mod tests {
    use crate::config::Config;

    #[test]
    fn fills_every_placeholder_and_leaves_other_text_alone() {
        let mut site = Config::defaults().site;
        site.product_name = "Kosi Commerce".into();
        site.locality = "Gaya".into();
        site.region = "Bihar".into();
        site.hours = "Mon to Fri".into();
        site.founded_year = 2021;
        assert_eq!(
            site.fill("{name} in {city}, {region}: {hours}, since {founded_year}.")
                .unwrap(),
            "Kosi Commerce in Gaya, Bihar: Mon to Fri, since 2021."
        );
        assert_eq!(site.fill("no placeholders").unwrap(), "no placeholders");
    }

    #[test]
    fn unknown_or_broken_placeholders_are_errors() {
        let site = Config::defaults().site;
        let err = site.fill("{town}").unwrap_err().to_string();
        assert!(err.contains("{town}") && err.contains("{city}"), "{err}");
        assert!(site.fill("open { brace").is_err());
        assert!(site.fill("stray } brace").is_err());
    }

    #[test]
    fn the_hindi_pages_say_the_hindi_details_or_the_english_where_none_is_given() {
        use crate::domain::language::Language;
        let mut site = Config::defaults().site;
        site.hindi.locality = "गया".into();
        site.hindi.hours = String::new();
        let site = site.filled().unwrap();
        let hindi = site.in_language(Language::Hi);
        assert_eq!(hindi.locality, "गया");
        assert_eq!(hindi.region, "बिहार");
        assert_eq!(hindi.hours, site.hours, "no Hindi hours: the English ones");
        assert!(hindi.tagline.starts_with("गया से "), "{}", hindi.tagline);
        assert_eq!(site.in_language(Language::En).locality, "Patna");
        assert!(site.tagline.ends_with("from Patna"), "{}", site.tagline);
    }

    #[test]
    fn the_default_tagline_and_video_title_name_the_configured_business() {
        let mut site = Config::defaults().site;
        site.product_name = "Kosi Commerce".into();
        site.locality = "Gaya".into();
        let site = site.filled().unwrap();
        assert!(site.tagline.ends_with("from Gaya"), "{}", site.tagline);
        assert!(site.events_video_title.starts_with("Kosi Commerce"));
    }
}
