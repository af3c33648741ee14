//! Page copy as data. Every informational page, hub, the home page (with its
//! banner slides), the about page, and the case studies, testimonials and
//! articles are content items in the database (`services::website::content`), each
//! a kind and fields named as in the content files, in camelCase. The files
//! under content/ are embedded at build time and are the first edition:
//! they seed an empty database, and a Hindi file new in a release is
//! added to an existing one once (`files`).
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
//! - checks that no two items share a path;
//! - builds the Hindi edition from the Hindi items beside the English one
//!   (`Content::hindi`), a card or highlight of it naming a page that is
//!   not translated yet leading to the English page.
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
use serde::de::DeserializeOwned;
use serde_json::Value;

use crate::{
    assets,
    config::SiteSettings,
    domain::{content::ContentKind, hours::BusinessHours, language::Language, FieldErrors},
};

pub mod editions;
pub mod files;
pub mod kinds;
pub mod markdown;
pub mod store;

use kinds::{fields, Field, Fields, Rule, Ui};

/// One content item as stored: its kind, its public address (none for a
/// testimonial) and its fields, with the placeholders still unfilled.
#[derive(Clone, Debug)]
pub struct Item {
    pub kind: ContentKind,
    /// The language it is written in; a translation's path is its
    /// source's under the language's prefix.
    pub language: Language,
    pub path: Option<String>,
    pub fields: Value,
    /// When it first went live (none for a file of the first edition).
    pub published_at: Option<DateTime<Utc>>,
}

const TITLE: Ui = Ui::new("Page title").hint(
    "Shown in search results and the browser tab; up to 60 characters. \
     Placeholders {name}, {city}, {region}, {hours} and {founded_year} are filled from the business details.",
);
const DESCRIPTION: Ui = Ui::new("Description")
    .long()
    .hint("The snippet under the title in search results: 70 to 160 characters.");
const H1: Ui = Ui::new("Main heading (h1)");
const LEAD: Ui = Ui::new("Lead paragraph").long();
const SECTIONS: Ui = Ui::new("Sections").item("Section");
const ILLUSTRATION: Ui =
    Ui::new("Illustration").hint(
        "One of the site's illustrations: amazon, catalogue, digital, flipkart, image, marketplace, photo or web.",
    );
const SLUG: Ui = Ui::new("Slug")
    .hint("The last part of the address: lower-case letters, digits and hyphens.")
    .rule(Rule::Slug);
const SERVICES: Ui = Ui::new("Service pages it belongs beside")
    .item("Service page address")
    .hint("Addresses such as /amazon/advertising.");
const HEADING: Ui = Ui::new("Heading");
const TITLE_TEXT: Ui = Ui::new("Title");
const TEXT: Ui = Ui::new("Text").long();
const ADDRESS: Ui = Ui::new("Address");

fields! {
    #[derive(Clone, Debug)]
    pub struct Section {
        pub heading: String => HEADING,
        pub paragraphs: Vec<String> => Ui::new("Paragraphs").item("Paragraph").long(),
    }
}

fields! {
    #[derive(Clone, Debug)]
    pub struct ListBlock {
        pub heading: String => HEADING,
        pub items: Vec<String> => Ui::new("Items").item("Item"),
    }
}

fields! {
    #[derive(Clone, Debug)]
    pub struct Step {
        pub title: String => TITLE_TEXT,
        pub text: String => TEXT,
    }
}

fields! {
    #[derive(Clone, Debug)]
    pub struct Faq {
        pub q: String => Ui::new("Question"),
        pub a: String => Ui::new("Answer").long(),
    }
}

fields! {
    /// A link card on hubs and under "Related services", resolved at load.
    #[derive(Clone, Debug)]
    pub struct Card {
        pub href: String => ADDRESS,
        pub title: String => TITLE_TEXT,
        pub text: String => TEXT,
    }
}

fields! {
    /// One informational service page.
    #[derive(Clone, Debug)]
    pub struct ServicePage {
        pub nav_title: String => Ui::new("Name in menus and cards"),
        pub title: String => TITLE,
        pub description: String => DESCRIPTION,
        pub h1: String => H1,
        pub lead: String => LEAD,
        pub card_text: String => Ui::new("Card text").long().hint("Shown on the hub and under related services."),
        pub sections: Vec<Section> => SECTIONS,
        pub included: ListBlock => Ui::new("What's included"),
        pub process: Vec<Step> => Ui::new("Process steps").item("Step"),
        pub suits: ListBlock => Ui::new("Who it suits"),
        pub faq: Vec<Faq> => Ui::new("Questions and answers").item("Question"),
        pub service_type: String => Ui::new("Service type (for search engines)"),
        /// Hero illustration: static/img/hero-<image>.svg.
        pub image: String => ILLUSTRATION.rule(Rule::Hero),
        /// Pages of one group are each other's related services; a hub claims
        /// groups with its `groups` list.
        pub group: String => Ui::new("Group").hint("Pages of one group are each other's related services; a hub lists its groups."),
    }
    computed {
        /// The item's address.
        pub path: String,
        /// Index in `Content::hubs` of the hub whose `groups` hold this page's group.
        pub hub: usize,
        /// URL of the hero illustration.
        pub hero: &'static str,
        /// Up to three other pages of the same group, starting after this one.
        pub related: Vec<Card>,
        /// Indexes in `Content::case_studies` of those that name this page.
        pub case_studies: Vec<usize>,
        /// Indexes in `Content::testimonials` of those that name this page.
        pub testimonials: Vec<usize>,
    }
}

fields! {
    /// A hub page (/amazon, /flipkart, /digital-market, /all-services).
    #[derive(Clone, Debug)]
    pub struct Hub {
        pub title: String => TITLE,
        pub description: String => DESCRIPTION,
        pub h1: String => H1,
        /// Short name in breadcrumbs and above the h1 of the hub's pages.
        pub label: String => Ui::new("Short name").hint("In breadcrumbs and above the h1 of its pages."),
        pub lead: String => LEAD,
        /// Heading above the cards.
        pub cards_heading: String => Ui::new("Heading above the cards"),
        /// Paths of service pages (or hubs) shown as cards.
        cards: Vec<String> = default => Ui::new("Cards").item("Page address"),
        /// Paths shown as tiles (all-services); cards by another name.
        tiles: Vec<String> = default => Ui::new("Tiles").item("Page address"),
        /// Card text for listed paths that are not service pages (a hub).
        extra_tiles: Vec<Card> = default => Ui::new("Cards for other pages").item("Card"),
        pub sections: Vec<Section> = default => SECTIONS,
        /// The service-page groups this hub stands over.
        pub groups: Vec<String> => Ui::new("Groups").item("Group"),
        /// Hero illustration: static/img/hero-<image>.svg.
        pub image: String => ILLUSTRATION.rule(Rule::Hero),
    }
    computed {
        pub path: String,
        /// The cards and tiles, resolved, in order.
        pub card_list: Vec<Card>,
        pub hero: &'static str,
    }
}

fields! {
    #[derive(Clone, Debug)]
    pub struct Titled {
        pub title: String => TITLE_TEXT,
        pub text: String => TEXT,
    }
}

fields! {
    /// A home-page highlight card and the page it leads to.
    #[derive(Clone, Debug)]
    pub struct Highlight {
        pub title: String => TITLE_TEXT,
        pub href: String => ADDRESS,
        pub text: String => TEXT,
    }
}

fields! {
    /// One slide of the home banner.
    #[derive(Clone, Debug)]
    pub struct Slide {
        pub caption: String => Ui::new("Caption"),
        pub alt: String => Ui::new("Image description (alt text)"),
        /// static/img/<image>.svg, and <image>-mobile.svg for narrow screens.
        image: String => Ui::new("Image name"),
        pub width: u32 => Ui::new("Width"),
        pub height: u32 => Ui::new("Height"),
    }
    computed {
        /// URL of the wide image.
        pub image_url: &'static str,
        /// URL of the image for screens up to 768 px wide.
        pub image_mobile_url: &'static str,
    }
}

fields! {
    #[derive(Clone, Debug)]
    pub struct Home {
        pub title: String => TITLE,
        pub description: String => DESCRIPTION,
        pub h1: String => H1,
        pub lead: String => LEAD,
        pub cta_text: String => Ui::new("Quote invitation").long(),
        pub slides: Vec<Slide> => Ui::new("Banner slides").item("Slide"),
        pub highlights: Vec<Highlight> => Ui::new("Highlights").item("Highlight"),
        pub sections: Vec<Section> => SECTIONS,
        pub why: Vec<Titled> => Ui::new("Why clients choose us").item("Reason"),
    }
}

fields! {
    #[derive(Clone, Debug)]
    pub struct Director {
        pub name: String => Ui::new("Name"),
        pub heading: String => HEADING,
        pub paragraphs: Vec<String> => Ui::new("Paragraphs").item("Paragraph").long(),
    }
}

fields! {
    #[derive(Clone, Debug)]
    pub struct About {
        pub title: String => TITLE,
        pub description: String => DESCRIPTION,
        pub h1: String => H1,
        pub lead: String => LEAD,
        pub sections: Vec<Section> => SECTIONS,
        pub director: Director => Ui::new("Director's message"),
        /// Hero illustration: static/img/hero-<image>.svg.
        image: String => ILLUSTRATION,
    }
    computed {
        pub hero: &'static str,
    }
}

fields! {
    /// A result in figures: "3.4×" and what it measures.
    #[derive(Clone, Debug)]
    pub struct Figure {
        pub value: String => Ui::new("Figure").hint("Such as 3.1× or ₹1,24,000."),
        pub label: String => Ui::new("What it measures"),
    }
}

fields! {
    /// A client's words, with who said them.
    #[derive(Clone, Debug)]
    pub struct Quote {
        pub text: String => Ui::new("Quote").long(),
        pub by: String => Ui::new("Said by"),
    }
}

fields! {
    /// A client's story: the problem, what we did and the results in figures.
    #[derive(Clone, Debug)]
    pub struct CaseStudy {
        pub slug: String => SLUG,
        pub title: String => TITLE,
        pub description: String => DESCRIPTION,
        pub h1: String => H1,
        /// The client as the page names them, or a description when anonymised
        /// ("A saree label from Bhagalpur").
        pub client: String => Ui::new("Client").hint("The client's name, or a description if they asked not to be named."),
        /// True when the client asked not to be named.
        pub anonymised: bool => Ui::new("The client asked not to be named"),
        /// Where the work ran: "Amazon.in", "Flipkart", "Meesho"…
        pub marketplace: String => Ui::new("Marketplace"),
        /// The card text on /case-studies and on service pages.
        pub summary: String => Ui::new("Summary").long().hint("The card text on the case studies page and on service pages."),
        pub problem: Vec<String> => Ui::new("The problem").item("Paragraph").long(),
        pub what_we_did: Vec<String> => Ui::new("What we did").item("Paragraph").long(),
        pub results: Vec<Figure> => Ui::new("Results").item("Result"),
        pub quote: Option<Quote> = default => Ui::new("Client's words"),
        /// Paths of the service pages this story belongs beside.
        pub services: Vec<String> = default => SERVICES,
        /// The day the work's results were measured (YYYY-MM-DD).
        pub date: NaiveDate => Ui::new("Date of the results"),
    }
    computed {
        pub path: String,
    }
}

fields! {
    /// What a client said of us, shown only with their agreement.
    #[derive(Clone, Debug)]
    pub struct Testimonial {
        pub name: String => Ui::new("Name"),
        pub business: String => Ui::new("Business"),
        pub city: String => Ui::new("City"),
        pub text: String => Ui::new("What they said").long(),
        /// The client agreed to publication; without it the testimonial is
        /// never shown, published or not.
        pub consent: bool => Ui::new("The client agreed to publication").hint("Without it the testimonial is never shown."),
        /// Paths of the service pages it is shown beside.
        pub services: Vec<String> = default => SERVICES,
    }
}

fields! {
    /// An "Insights" article; its body is Markdown.
    #[derive(Clone, Debug)]
    pub struct Article {
        pub slug: String => SLUG,
        pub title: String => Ui::new("Title").hint("The page's heading; the page title adds the business name. Up to 60 characters together."),
        pub description: String => DESCRIPTION,
        pub summary: String => Ui::new("Summary").long(),
        pub body: String => Ui::new("Body").markdown().hint(
            "Markdown: ## for headings, - for lists, *emphasis*, **strong**, [text](/address) for links, \
             and images from the media library as ![description](/media/…).",
        ),
        pub author: String => Ui::new("Author"),
        pub tags: Vec<String> = default => Ui::new("Tags").item("Tag"),
        pub date: NaiveDate => Ui::new("Date"),
    }
    computed {
        pub path: String,
        /// The body as safe HTML.
        pub body_html: String,
        /// When it was first published (the feed's `published`).
        pub published_at: Option<DateTime<Utc>>,
    }
}

fields! {
    /// The business's details an administrator edits; the configuration's
    /// values are their first edition (`services::website::content::seed`).
    #[derive(Clone, Debug, serde::Serialize)]
    pub struct Business {
        /// The registered name quotes print; empty: the business's name.
        pub legal_name: String = default => Ui::new("Registered name").hint("As registered for GST; quotations print it. Empty: the business's name."),
        /// The GSTIN quotes print; empty: not registered for GST.
        pub gstin: String = default => Ui::new("GSTIN").hint("The 15-character GSTIN quotations print; its state code must match the state below. Empty: not registered."),
        /// Where invoices ask to be paid, and who signs them: each left
        /// out while empty (a stored field is never empty).
        #[serde(skip_serializing_if = "String::is_empty")]
        pub bank_account_name: String = default => Ui::new("Bank account name").hint("The account invoices ask transfers to. Empty: no bank details printed."),
        #[serde(skip_serializing_if = "String::is_empty")]
        pub bank_account_number: String = default => Ui::new("Bank account number"),
        #[serde(skip_serializing_if = "String::is_empty")]
        pub bank_ifsc: String = default => Ui::new("Bank IFSC").hint("11 characters, such as SBIN0000152."),
        #[serde(skip_serializing_if = "String::is_empty")]
        pub upi_id: String = default => Ui::new("UPI ID").hint("Such as vanijya@okhdfcbank: invoices show a UPI QR code paying it. Empty: no UPI offer."),
        #[serde(skip_serializing_if = "String::is_empty")]
        pub upi_payee_name: String = default => Ui::new("UPI payee name").hint("The name the client's UPI app shows. Empty: the business's name."),
        #[serde(skip_serializing_if = "String::is_empty")]
        pub upi_merchant_code: String = default => Ui::new("UPI merchant code").hint("The 4-digit category code of a merchant's UPI ID. Empty: a person's ID, which takes up to one lakh a payment."),
        #[serde(skip_serializing_if = "String::is_empty")]
        pub signatory: String = default => Ui::new("Authorised signatory").hint("The name invoices are signed in."),
        #[serde(skip_serializing_if = "String::is_empty")]
        pub signature_image: String = default => Ui::new("Signature image").hint("The signatory's signature, printed above their name on invoices: upload it to the media library (dark ink on a light or clear background) and paste its address here, such as /media/12/…/480.webp. Empty: no signature image."),
        pub phone: String => Ui::new("Phone"),
        pub email: String => Ui::new("E-mail"),
        pub street_address: String => Ui::new("Street address"),
        /// Each detail in words has its Hindi beside it, which the Hindi
        /// pages show; empty: the English one (see `SiteSettings::in_language`).
        pub street_address_hi: String = default => Ui::new("Street address, in Hindi").hint("As the Hindi pages show it. Empty: the English address."),
        pub locality: String => Ui::new("City").hint("Also what {city} says in the site's text."),
        pub locality_hi: String = default => Ui::new("City, in Hindi").hint("Such as पटना: what the Hindi pages and their {city} say. Empty: the English name."),
        pub region: String => Ui::new("State").hint("As the GST list names it, such as Bihar. Also what {region} says, and the place of supply quotes are taxed against."),
        pub region_hi: String = default => Ui::new("State, in Hindi").hint("Such as बिहार: what the Hindi pages and their {region} say. Empty: the English name."),
        pub postal_code: String => Ui::new("PIN code"),
        /// In words, as pages show it: "Monday to Saturday, 10 am to 7 pm".
        pub hours: String => Ui::new("Opening hours, in words").hint("Such as Monday to Saturday, 10 am to 7 pm. Also what {hours} says."),
        pub hours_hi: String = default => Ui::new("Opening hours, in Hindi words").hint("Such as सोमवार से शनिवार (सुबह 10 से शाम 7 बजे तक): what the Hindi pages and their {hours} say. Change it with the English hours. Empty: the English words."),
        /// As schema.org names them: "Monday", "Tuesday"…
        pub opening_days: Vec<String> => Ui::new("Opening days (for search engines)").item("Day").hint("In English: Monday, Tuesday…"),
        /// "10:00".
        pub opens: String => Ui::new("Opens at (24-hour, like 10:00)"),
        pub closes: String => Ui::new("Closes at (24-hour, like 19:00)"),
        pub social: Vec<crate::config::SocialLink> => Ui::new("Social links").item("Link"),
        /// Days the office is closed on an open weekday (YYYY-MM-DD): the
        /// response clock does not count them.
        pub holidays: Vec<String> = default => Ui::new("Holidays").item("Holiday").hint("Dates the office is closed, like 2026-11-08: the response clock does not count them."),
    }
}

/// The fields of `kind`, in the editor's order.
pub fn fields_of(kind: ContentKind) -> Vec<Field> {
    match kind {
        ContentKind::ServicePage => ServicePage::fields(),
        ContentKind::Hub => Hub::fields(),
        ContentKind::Home => Home::fields(),
        ContentKind::About => About::fields(),
        ContentKind::CaseStudy => CaseStudy::fields(),
        ContentKind::Testimonial => Testimonial::fields(),
        ContentKind::Article => Article::fields(),
        ContentKind::Business => Business::fields(),
    }
}

impl Business {
    /// The details as the settings hold them.
    pub fn of(site: &SiteSettings) -> Self {
        Self {
            legal_name: site.legal_name.clone(),
            gstin: site.gstin.clone(),
            bank_account_name: site.bank_account_name.clone(),
            bank_account_number: site.bank_account_number.clone(),
            bank_ifsc: site.bank_ifsc.clone(),
            upi_id: site.upi_id.clone(),
            upi_payee_name: site.upi_payee_name.clone(),
            upi_merchant_code: site.upi_merchant_code.clone(),
            signatory: site.signatory.clone(),
            signature_image: site.signature_image.clone(),
            phone: site.phone.clone(),
            email: site.email.clone(),
            street_address: site.street_address.clone(),
            street_address_hi: site.hindi.street_address.clone(),
            locality: site.locality.clone(),
            locality_hi: site.hindi.locality.clone(),
            region: site.region.clone(),
            region_hi: site.hindi.region.clone(),
            postal_code: site.postal_code.clone(),
            hours: site.hours.clone(),
            hours_hi: site.hindi.hours.clone(),
            opening_days: site.opening_days.clone(),
            opens: site.opens.clone(),
            closes: site.closes.clone(),
            social: site.social.clone(),
            holidays: Vec::new(),
        }
    }

    /// The settings with these details in place of theirs; a Hindi detail
    /// left empty keeps the settings' own.
    fn apply(self, site: &SiteSettings) -> SiteSettings {
        let or = |value: String, setting: &str| {
            if value.trim().is_empty() {
                setting.to_owned()
            } else {
                value
            }
        };
        let hindi = crate::config::HindiDetails {
            street_address: or(self.street_address_hi, &site.hindi.street_address),
            locality: or(self.locality_hi, &site.hindi.locality),
            region: or(self.region_hi, &site.hindi.region),
            hours: or(self.hours_hi, &site.hindi.hours),
            ..site.hindi.clone()
        };
        SiteSettings {
            hindi,
            legal_name: self.legal_name,
            gstin: self.gstin,
            bank_account_name: self.bank_account_name,
            bank_account_number: self.bank_account_number,
            bank_ifsc: self.bank_ifsc,
            upi_id: self.upi_id,
            upi_payee_name: self.upi_payee_name,
            upi_merchant_code: self.upi_merchant_code,
            signatory: self.signatory,
            signature_image: self.signature_image,
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
    /// The language this edition is written in.
    pub language: Language,
    /// The Hindi edition, built from the Hindi items (their paths under
    /// `/hi`), when there is one: it needs at least its home, about page
    /// and one hub. Where it has no page that one of its cards or
    /// highlights names, the English page stands in.
    pub hindi: Option<Box<Content>>,
}

/// Fills the settings' placeholders in every string of `value` (at path
/// `at`); each one that cannot be filled is refused by its path
/// (`fields.sections[1].heading`).
pub fn fill_strings(value: &mut Value, site: &SiteSettings, at: &str, errors: &mut FieldErrors) {
    match value {
        Value::String(s) => match site.fill(s) {
            Ok(filled) => *s = filled,
            Err(e) => errors.add(at, format!("{e}.")),
        },
        Value::Array(items) => {
            for (i, item) in items.iter_mut().enumerate() {
                fill_strings(item, site, &format!("{at}[{i}]"), errors);
            }
        }
        Value::Object(map) => {
            for (key, item) in map.iter_mut() {
                fill_strings(item, site, &format!("{at}.{key}"), errors);
            }
        }
        _ => {}
    }
}

/// Parses fields into a kind's type, with the placeholders filled; a
/// refusal names the fields at fault (`fields.faq[0].a`).
pub fn parse_fields<T: DeserializeOwned>(
    fields: &Value,
    site: &SiteSettings,
) -> Result<T, FieldErrors> {
    let mut filled = fields.clone();
    let mut errors = FieldErrors::default();
    fill_strings(&mut filled, site, "fields", &mut errors);
    errors.into_result(())?;
    serde_path_to_error::deserialize(filled).map_err(|e| {
        let path = e.path().to_string();
        let field = if path == "." {
            "fields".to_owned()
        } else {
            format!("fields.{path}")
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
        let english: Vec<&Item> = items
            .iter()
            .filter(|i| i.language == Language::En)
            .collect();
        let mut content = Self::build_edition(
            Language::En,
            &english,
            live_site.clone(),
            hours.clone(),
            &mut problems,
            media,
            None,
        )?;
        let hindi: Vec<&Item> = items
            .iter()
            .filter(|i| i.language == Language::Hi)
            .collect();
        if !hindi.is_empty() {
            let mut hindi_problems = Vec::new();
            match Self::build_edition(
                Language::Hi,
                &hindi,
                // Its pages and their placeholders say the details in Hindi.
                live_site.in_language(Language::Hi),
                hours,
                &mut hindi_problems,
                media,
                Some(&content),
            ) {
                Ok(edition) => content.hindi = Some(Box::new(edition)),
                Err(e) => problems.push(format!("the Hindi edition: {e}")),
            }
            problems.extend(hindi_problems.into_iter().map(|p| format!("Hindi: {p}")));
        }
        Ok((content, problems))
    }

    /// Builds one language's edition from its items; `english` is the
    /// English edition when this is a translation.
    fn build_edition(
        language: Language,
        items: &[&Item],
        live_site: SiteSettings,
        hours: BusinessHours,
        problems: &mut Vec<Problem>,
        media: &markdown::MediaIndex,
        english: Option<&Content>,
    ) -> anyhow::Result<Self> {
        let site = &live_site;
        let mut pages = Vec::new();
        let mut hubs = Vec::new();
        let mut home = None;
        let mut about = None;
        let mut case_studies = Vec::new();
        let mut testimonials = Vec::new();
        let mut articles = Vec::new();
        let mut seen = HashSet::new();
        for &item in items {
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
            site: std::sync::Arc::new(live_site),
            hours,
            pages,
            hubs,
            home: home.ok_or_else(|| anyhow!("the home page is missing from the content"))?,
            about: about.ok_or_else(|| anyhow!("the about page is missing from the content"))?,
            case_studies,
            testimonials,
            articles,
            language,
            hindi: None,
        };
        if content.hubs.is_empty() {
            bail!("the content has no hub");
        }
        content.resolve(problems, media, english);
        Ok(content)
    }

    /// Fills the fields computed from references; what points nowhere is
    /// left out and reported.
    fn resolve(
        &mut self,
        problems: &mut Vec<Problem>,
        media: &markdown::MediaIndex,
        english: Option<&Content>,
    ) {
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
                let card = self.card(hub, path).or_else(|| {
                    let english = english?;
                    english.card(english.hubs.first()?, &Language::En.path_for(path))
                });
                match card {
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
        for mut h in highlights {
            let in_english = Language::En.path_for(&h.href);
            if self.has_path(&h.href) {
                self.home.highlights.push(h);
            } else if english.is_some_and(|e| e.has_path(&in_english)) {
                h.href = in_english;
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
                let untranslated =
                    || english.is_some_and(|e| e.page(&Language::En.path_for(path)).is_some());
                if self.page(path).is_none() && !untranslated() {
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

    /// Whether this edition serves the page at `path`: its home, its about
    /// page, a list of its case studies or articles, or a content item.
    pub fn serves(&self, path: &str) -> bool {
        path == self.language.home()
            || path == self.language.path_for("/about")
            || self.list_paths().any(|p| p == path)
            || self.has_path(path)
    }

    /// Every path this edition serves: its home and about page, its lists,
    /// then `paths`.
    pub fn all_paths(&self) -> impl Iterator<Item = String> + '_ {
        [
            self.language.home().to_owned(),
            self.language.path_for("/about"),
        ]
        .into_iter()
        .chain(self.list_paths())
        .chain(self.paths().map(String::from))
    }

    /// The list pages of this edition (`/case-studies`, `/insights` in its
    /// language): each where the edition has something to list, so a
    /// translation lists only what has been translated and a language with
    /// no article has no list of them.
    pub fn list_paths(&self) -> impl Iterator<Item = String> + '_ {
        [
            ("/case-studies", self.case_studies.is_empty()),
            ("/insights", self.articles.is_empty()),
        ]
        .into_iter()
        .filter(|(_, empty)| !empty)
        .map(|(path, _)| self.language.path_for(path))
    }

    /// The edition in the language of `path`, if the site has one.
    pub fn edition_at(&self, path: &str) -> Option<&Content> {
        Some(self.edition(path)).filter(|e| e.language == Language::of_path(path))
    }

    /// The business's details as the pages in `language` show them.
    pub fn site_in(&self, language: Language) -> &std::sync::Arc<SiteSettings> {
        &self.edition(language.home()).site
    }

    /// The edition a page at `path` is rendered from: the Hindi one for a
    /// path under `/hi` (when there is one), else this.
    pub fn edition(&self, path: &str) -> &Content {
        match (Language::of_path(path), &self.hindi) {
            (Language::Hi, Some(hindi)) => hindi,
            _ => self,
        }
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

    /// The editor's hint names every illustration the site has, in the
    /// owner's words (no file path), and each name it offers exists.
    #[test]
    fn the_illustration_hint_names_every_illustration() {
        let hint = ILLUSTRATION.hint.unwrap_or_default();
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/static/img");
        let mut names: Vec<String> = std::fs::read_dir(dir)
            .expect("reads")
            .filter_map(|e| {
                let name = e.ok()?.file_name().into_string().ok()?;
                Some(name.strip_prefix("hero-")?.strip_suffix(".svg")?.to_owned())
            })
            .collect();
        names.sort();
        assert!(!names.is_empty());
        for name in &names {
            assert!(hint.contains(name.as_str()), "{name} is not in the hint");
            assert!(hero(name).is_ok(), "{name}");
        }
        assert!(!hint.contains('/'), "{hint}");
    }
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
    fn the_hindi_edition_stands_beside_the_english_one() {
        let c = load();
        let hi = c.hindi.as_deref().expect("a Hindi edition");
        assert_eq!(hi.language, Language::Hi);
        assert_eq!(hi.hubs.len(), c.hubs.len());
        assert!(hi.home.h1.contains("पटना"));
        for p in &hi.pages {
            let english = c
                .page(&Language::En.path_for(&p.path))
                .unwrap_or_else(|| panic!("{} translates no English page", p.path));
            assert_eq!(p.group, english.group);
            assert_eq!(
                hi.hubs[p.hub].path,
                Language::Hi.path_for(&c.hubs[english.hub].path)
            );
            let words: usize = std::iter::once(&p.lead)
                .chain(p.sections.iter().flat_map(|s| &s.paragraphs))
                .chain(&p.included.items)
                .chain(p.faq.iter().flat_map(|f| [&f.q, &f.a]))
                .map(|t| t.split_whitespace().count())
                .sum();
            assert!(words >= 250, "{} has {words} words", p.path);
        }
        // Every card is there: a translated page's card leads to its Hindi
        // edition, one not translated yet to the English page.
        let amazon = hi.hub("/hi/amazon").unwrap();
        assert_eq!(amazon.card_list.len(), 9);
        assert!(amazon
            .card_list
            .iter()
            .any(|c| c.href == "/hi/amazon/aplus"));
        for hub in &hi.hubs {
            for card in &hub.card_list {
                let hindi = Language::Hi.path_for(&card.href);
                let expected = if hi.serves(&hindi) {
                    hindi
                } else {
                    Language::En.path_for(&card.href)
                };
                assert_eq!(card.href, expected, "a card on {}", hub.path);
            }
        }
        assert_eq!(c.edition("/hi/amazon").language, Language::Hi);
        assert_eq!(c.edition("/amazon").language, Language::En);
        // Each translated story has its English source, and lists of them.
        let stories = hi.case_studies.iter().map(|s| &s.path);
        for path in stories.chain(hi.articles.iter().map(|a| &a.path)) {
            let english = Language::En.path_for(path);
            assert!(c.case_study(&english).is_some() || c.article(&english).is_some());
        }
        assert_eq!(
            hi.list_paths().collect::<Vec<_>>(),
            ["/hi/case-studies", "/hi/insights"]
        );
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
