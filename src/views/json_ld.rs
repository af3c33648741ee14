//! The schema.org JSON-LD documents of every page kind, in one place: the
//! business (home, contacts), a service with its breadcrumb trail (service
//! pages) and a product (affiliate detail). Each document is a typed struct
//! serialised by serde_json and escaped for a `<script>` element once, in
//! `JsonLd::of`; pages only ever receive the finished `JsonLd`.
//!
//! Fields are declared in alphabetical order of their JSON names, so the
//! documents read the same as schema.org's validator lists them.
use serde::Serialize;

use super::{script_json, Crumb, Layout};
use crate::{
    config::SiteSettings,
    domain::{
        job::{EmploymentType, SalaryPeriod, WorkLocation},
        lead::Spelled,
        Rating,
    },
};

const CONTEXT: &str = "https://schema.org";

/// A JSON-LD document, serialised and escaped for a `<script>` element.
pub struct JsonLd(String);

impl JsonLd {
    fn of<T: Serialize>(doc: &T) -> Self {
        Self(script_json(doc))
    }

    /// The text to place, unescaped, inside `<script type="application/ld+json">`.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The business as a LocalBusiness (home and contacts).
    pub fn local_business(l: &Layout) -> Self {
        let site = l.business();
        let base = site.base();
        Self::of(&LocalBusiness {
            context: CONTEXT,
            id: business_id(site),
            kind: "LocalBusiness",
            address: PostalAddress::of(site),
            area_served: INDIA,
            description: &site.tagline,
            email: &site.email,
            founding_date: site.founded_year.to_string(),
            image: l.og_image(),
            logo: format!("{base}{}", l.asset("img/logo.svg")),
            name: &site.product_name,
            opening_hours_specification: [OpeningHours {
                kind: "OpeningHoursSpecification",
                closes: &site.closes,
                day_of_week: &site.opening_days,
                opens: &site.opens,
            }],
            same_as: site.social.iter().map(|s| s.url.as_str()).collect(),
            telephone: &site.phone,
            url: format!("{base}/"),
        })
    }

    /// A service page as a Service provided by the business.
    pub fn service(l: &Layout, name: &str, service_type: &str, description: &str) -> Self {
        let site = l.business();
        Self::of(&Service {
            context: CONTEXT,
            kind: "Service",
            area_served: INDIA,
            description,
            name,
            provider: Provider {
                id: business_id(site),
                kind: "LocalBusiness",
                address: PostalAddress::of(site),
                email: &site.email,
                name: &site.product_name,
                telephone: &site.phone,
                url: format!("{}/", site.base()),
            },
            service_type,
            url: l.canonical(),
        })
    }

    /// A breadcrumb trail, with absolute URLs.
    pub fn breadcrumbs(l: &Layout, crumbs: &[Crumb]) -> Self {
        let base = l.business().base();
        Self::of(&BreadcrumbList {
            context: CONTEXT,
            kind: "BreadcrumbList",
            item_list_element: crumbs
                .iter()
                .enumerate()
                .map(|(i, c)| ListItem {
                    kind: "ListItem",
                    item: format!("{base}{}", crate::paths::encoded(&c.href)),
                    name: &c.label,
                    position: i + 1,
                })
                .collect(),
        })
    }

    /// An article or a case study: what it is headed, when it was
    /// written, by whom and for which business.
    pub fn article(l: &Layout, facts: ArticleFacts<'_>) -> Self {
        let site = l.business();
        Self::of(&ArticleDoc {
            context: CONTEXT,
            kind: facts.kind,
            author: Named {
                kind: facts.author_kind,
                name: facts.author,
            },
            date_published: facts.date.to_string(),
            description: &l.description,
            headline: facts.headline,
            image: l.og_image(),
            keywords: facts.keywords.join(", "),
            main_entity_of_page: l.canonical(),
            publisher: Publisher {
                id: business_id(site),
                kind: "Organization",
                name: &site.product_name,
            },
            url: l.canonical(),
        })
    }

    /// An affiliate product with its offer.
    pub fn product(facts: ProductFacts<'_>) -> Self {
        Self::of(&Product {
            context: CONTEXT,
            kind: "Product",
            brand: (!facts.brand.is_empty()).then_some(Named {
                kind: "Brand",
                name: facts.brand,
            }),
            category: (!facts.category.is_empty()).then_some(facts.category),
            description: facts.description,
            image: facts.images,
            name: facts.name,
            review: facts.review.map(|r| Review {
                kind: "Review",
                author: Named {
                    kind: "Organization",
                    name: r.author,
                },
                date_published: r.date_published,
                name: r.name,
                review_body: r.body,
                review_rating: Stars {
                    kind: "Rating",
                    rating_value: r.rating.stars(),
                    best_rating: Rating::BEST,
                    worst_rating: Rating::WORST,
                },
            }),
            offers: Offer {
                kind: "Offer",
                availability: "https://schema.org/InStock",
                price: facts.price,
                price_currency: "INR",
                url: facts.url,
            },
        })
    }
}

/// What a product's document says, gathered by the product page.
pub struct ProductFacts<'a> {
    pub name: &'a str,
    /// Absolute image URLs (at least one: the placeholder stands in).
    pub images: Vec<String>,
    /// Rupees as a decimal string, e.g. "1299.50".
    pub price: String,
    /// The product page's absolute URL.
    pub url: String,
    /// Left out of the document when empty.
    pub brand: &'a str,
    /// Left out of the document when empty.
    pub category: &'a str,
    pub description: Option<String>,
    /// Our own review of the product, from its review blocks, with our
    /// rating (Google's review snippet requires one: a product without a
    /// rating has no review here, its text is the description).
    pub review: Option<ReviewFacts<'a>>,
}

/// The agency's review of a product.
pub struct ReviewFacts<'a> {
    /// Who wrote it: the agency.
    pub author: &'a str,
    /// The review's title.
    pub name: String,
    /// The review blocks' text, as the page shows it.
    pub body: String,
    /// YYYY-MM-DD.
    pub date_published: String,
    /// Our stars, 1 to 5: the review's `reviewRating`.
    pub rating: Rating,
}

/// What a job page tells search engines (Google for Jobs reads a
/// `JobPosting`): every value is also shown on the page.
pub struct JobFacts<'a> {
    pub title: &'a str,
    /// The description as HTML (paragraphs and lists, escaped).
    pub description_html: String,
    /// YYYY-MM-DD.
    pub date_posted: String,
    /// The end of the closing day in India, RFC 3339.
    pub valid_through: Option<String>,
    pub employment_type: EmploymentType,
    pub location: WorkLocation,
    /// (min, max, period), whole rupees.
    pub salary: Option<(i64, i64, SalaryPeriod)>,
    pub identifier: String,
}

impl JsonLd {
    /// A job opening as a JobPosting: the required properties (title,
    /// description, datePosted, hiringOrganization, and jobLocation for
    /// office work or jobLocationType TELECOMMUTE with
    /// applicantLocationRequirements for remote work; both for hybrid) and
    /// the recommended ones (validThrough when it closes, employmentType,
    /// baseSalary when set, identifier, directApply).
    pub fn job_posting(l: &Layout, job: JobFacts<'_>) -> Self {
        let site = l.business();
        let base = site.base();
        let on_site = job.location != WorkLocation::Remote;
        let remote = job.location != WorkLocation::Office;
        Self::of(&JobPosting {
            context: CONTEXT,
            kind: "JobPosting",
            applicant_location_requirements: remote.then_some(INDIA),
            base_salary: job.salary.map(|(min, max, unit)| MonetaryAmount {
                kind: "MonetaryAmount",
                currency: "INR",
                value: QuantitativeValue {
                    kind: "QuantitativeValue",
                    max_value: max,
                    min_value: min,
                    unit_text: unit.as_str(),
                },
            }),
            date_posted: job.date_posted,
            description: job.description_html,
            direct_apply: true,
            employment_type: job.employment_type.as_str(),
            hiring_organization: HiringOrganization {
                kind: "Organization",
                logo: format!("{base}{}", l.asset("img/logo.svg")),
                name: &site.product_name,
                same_as: format!("{base}/"),
            },
            identifier: PropertyValue {
                kind: "PropertyValue",
                name: &site.product_name,
                value: job.identifier,
            },
            job_location: on_site.then(|| Place {
                kind: "Place",
                address: PostalAddress::of(site),
            }),
            job_location_type: remote.then_some("TELECOMMUTE"),
            title: job.title,
            url: l.canonical(),
            valid_through: job.valid_through,
        })
    }
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct JobPosting<'a> {
    #[serde(rename = "@context")]
    context: &'static str,
    #[serde(rename = "@type")]
    kind: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    applicant_location_requirements: Option<Named<'static>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    base_salary: Option<MonetaryAmount<'a>>,
    date_posted: String,
    description: String,
    direct_apply: bool,
    employment_type: &'a str,
    hiring_organization: HiringOrganization<'a>,
    identifier: PropertyValue<'a>,
    #[serde(skip_serializing_if = "Option::is_none")]
    job_location: Option<Place<'a>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    job_location_type: Option<&'static str>,
    title: &'a str,
    url: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    valid_through: Option<String>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct HiringOrganization<'a> {
    #[serde(rename = "@type")]
    kind: &'static str,
    logo: String,
    name: &'a str,
    same_as: String,
}

#[derive(Serialize)]
struct PropertyValue<'a> {
    #[serde(rename = "@type")]
    kind: &'static str,
    name: &'a str,
    value: String,
}

#[derive(Serialize)]
struct Place<'a> {
    #[serde(rename = "@type")]
    kind: &'static str,
    address: PostalAddress<'a>,
}

#[derive(Serialize)]
struct MonetaryAmount<'a> {
    #[serde(rename = "@type")]
    kind: &'static str,
    currency: &'static str,
    value: QuantitativeValue<'a>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct QuantitativeValue<'a> {
    #[serde(rename = "@type")]
    kind: &'static str,
    max_value: i64,
    min_value: i64,
    unit_text: &'a str,
}

/// One id for the business, so a service's provider is the same node as
/// the LocalBusiness of the home page.
fn business_id(site: &SiteSettings) -> String {
    format!("{}/#business", site.base())
}

#[derive(Serialize)]
struct Named<'a> {
    #[serde(rename = "@type")]
    kind: &'static str,
    name: &'a str,
}

const INDIA: Named<'static> = Named {
    kind: "Country",
    name: "India",
};

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct PostalAddress<'a> {
    #[serde(rename = "@type")]
    kind: &'static str,
    address_country: &'a str,
    address_locality: &'a str,
    address_region: &'a str,
    postal_code: &'a str,
    street_address: &'a str,
}

impl<'a> PostalAddress<'a> {
    fn of(site: &'a SiteSettings) -> Self {
        Self {
            kind: "PostalAddress",
            address_country: &site.country,
            address_locality: &site.locality,
            address_region: &site.region,
            postal_code: &site.postal_code,
            street_address: &site.street_address,
        }
    }
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct OpeningHours<'a> {
    #[serde(rename = "@type")]
    kind: &'static str,
    closes: &'a str,
    day_of_week: &'a [String],
    opens: &'a str,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct LocalBusiness<'a> {
    #[serde(rename = "@context")]
    context: &'static str,
    #[serde(rename = "@id")]
    id: String,
    #[serde(rename = "@type")]
    kind: &'static str,
    address: PostalAddress<'a>,
    area_served: Named<'static>,
    description: &'a str,
    email: &'a str,
    founding_date: String,
    image: String,
    logo: String,
    name: &'a str,
    opening_hours_specification: [OpeningHours<'a>; 1],
    same_as: Vec<&'a str>,
    telephone: &'a str,
    url: String,
}

#[derive(Serialize)]
struct Provider<'a> {
    #[serde(rename = "@id")]
    id: String,
    #[serde(rename = "@type")]
    kind: &'static str,
    address: PostalAddress<'a>,
    email: &'a str,
    name: &'a str,
    telephone: &'a str,
    url: String,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Service<'a> {
    #[serde(rename = "@context")]
    context: &'static str,
    #[serde(rename = "@type")]
    kind: &'static str,
    area_served: Named<'static>,
    description: &'a str,
    name: &'a str,
    provider: Provider<'a>,
    service_type: &'a str,
    url: String,
}

/// What an article's JSON-LD says beyond the page's own title and address.
pub struct ArticleFacts<'a> {
    /// "BlogPosting" for an article, "Article" for a case study.
    pub kind: &'static str,
    pub headline: &'a str,
    pub author: &'a str,
    /// "Organization" when the author is the business or a team.
    pub author_kind: &'static str,
    pub date: chrono::NaiveDate,
    pub keywords: &'a [String],
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ArticleDoc<'a> {
    #[serde(rename = "@context")]
    context: &'static str,
    #[serde(rename = "@type")]
    kind: &'static str,
    author: Named<'a>,
    date_published: String,
    description: &'a str,
    headline: &'a str,
    image: String,
    #[serde(skip_serializing_if = "String::is_empty")]
    keywords: String,
    main_entity_of_page: String,
    publisher: Publisher<'a>,
    url: String,
}

#[derive(Serialize)]
struct Publisher<'a> {
    #[serde(rename = "@id")]
    id: String,
    #[serde(rename = "@type")]
    kind: &'static str,
    name: &'a str,
}

#[derive(Serialize)]
struct ListItem<'a> {
    #[serde(rename = "@type")]
    kind: &'static str,
    item: String,
    name: &'a str,
    position: usize,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct BreadcrumbList<'a> {
    #[serde(rename = "@context")]
    context: &'static str,
    #[serde(rename = "@type")]
    kind: &'static str,
    item_list_element: Vec<ListItem<'a>>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Offer {
    #[serde(rename = "@type")]
    kind: &'static str,
    availability: &'static str,
    price: String,
    price_currency: &'static str,
    url: String,
}

#[derive(Serialize)]
struct Product<'a> {
    #[serde(rename = "@context")]
    context: &'static str,
    #[serde(rename = "@type")]
    kind: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    brand: Option<Named<'a>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    category: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    description: Option<String>,
    image: Vec<String>,
    name: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    review: Option<Review<'a>>,
    offers: Offer,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Review<'a> {
    #[serde(rename = "@type")]
    kind: &'static str,
    author: Named<'a>,
    date_published: String,
    name: String,
    review_body: String,
    review_rating: Stars,
}

/// A review's rating, on the scale it was given on.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Stars {
    #[serde(rename = "@type")]
    kind: &'static str,
    rating_value: u8,
    best_rating: u8,
    worst_rating: u8,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_product_leaves_out_empty_brand_category_and_description() {
        let ld = JsonLd::product(ProductFacts {
            name: "Tiffin </script>",
            images: vec!["https://img.example/a.jpg".into()],
            price: "499.00".into(),
            url: "https://site.example/affiliate/1".into(),
            brand: "",
            category: "",
            description: None,
            review: None,
        });
        assert!(!ld.as_str().contains("</script>"));
        let v: serde_json::Value = serde_json::from_str(ld.as_str()).unwrap();
        assert_eq!(v["@type"], "Product");
        assert_eq!(v["name"], "Tiffin </script>");
        assert_eq!(v["offers"]["price"], "499.00");
        for absent in ["brand", "category", "description", "review"] {
            assert!(v.get(absent).is_none(), "{absent}");
        }
    }
}
