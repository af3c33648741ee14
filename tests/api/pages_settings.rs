//! The business's name, city, region and hours reach the public pages only
//! through the site settings: an app started with other values shows them
//! wherever the defaults stood, and no trace of the defaults, on every page;
//! the Hindi pages the same with the Hindi values.
use serde_json::json;

use crate::helpers::{spawn_app, spawn_app_with, TestApp};

/// (default value, the value the other app is started with)
const SWAPS: &[(&str, &str)] = &[
    ("Vanijya Digital", "Kosi Commerce Studio"),
    ("Patna", "Purnia"),
    ("Bihar", "Jharkhand"),
    ("Mon to Sat (10 am to 7 pm)", "Tue to Sun (9 am to 6 pm)"),
];

/// The same for the Hindi values of the city, the region and the hours.
const HINDI_SWAPS: &[(&str, &str)] = &[
    ("पटना", "पूर्णिया"),
    ("बिहार", "झारखंड"),
    (
        "सोमवार से शनिवार (सुबह 10 से शाम 7 बजे तक)",
        "मंगलवार से रविवार (सुबह 9 से शाम 6 बजे तक)",
    ),
];

/// Every page a visitor can reach: the sitemap's (which includes an
/// affiliate product), /practice and the 404 page, as paths.
async fn public_paths(app: &TestApp) -> Vec<String> {
    let xml = app.get("/sitemap.xml").await.text().await.unwrap();
    let mut paths: Vec<String> = xml
        .split("<loc>")
        .skip(1)
        .map(|s| s[..s.find("</loc>").unwrap()].replacen(app.config.site.base(), "", 1))
        .collect();
    paths.extend(["/practice".into(), "/no-such-page".into()]);
    paths
}

/// An administrator adds one active product, so /affiliate/{id} exists.
async fn with_a_product(app: &TestApp) {
    app.login_as_admin().await;
    let res = app
        .post_json(
            "/admin/aff",
            &json!({"title": "Steel tiffin box", "price": 499, "originalPrice": 799,
                    "description": "Build::Food-grade steel|||Keeps lunch warm",
                    "affiliateLink": "https://www.amazon.in/dp/B000000001", "active": true}),
        )
        .await;
    assert_eq!(res.status(), 201);
    app.post_empty("/admin/logout").await;
}

async fn body(app: &TestApp, path: &str) -> String {
    let res = app.get(path).await;
    assert!(
        res.status() == 200 || path == "/no-such-page",
        "GET {path}: {}",
        res.status()
    );
    res.text().await.unwrap()
}

#[tokio::test]
async fn changing_the_business_settings_changes_every_public_page() {
    let defaults = spawn_app().await;
    let changed = spawn_app_with(|c| {
        c.site.product_name = SWAPS[0].1.into();
        c.site.locality = SWAPS[1].1.into();
        c.site.region = SWAPS[2].1.into();
        c.site.hours = SWAPS[3].1.into();
        c.site.hindi.locality = HINDI_SWAPS[0].1.into();
        c.site.hindi.region = HINDI_SWAPS[1].1.into();
        c.site.hindi.hours = HINDI_SWAPS[2].1.into();
        // The map shows the office: it moves with the address.
        c.site.map_embed_url = "https://www.google.com/maps?q=Purnia&output=embed".into();
    })
    .await;
    with_a_product(&defaults).await;
    with_a_product(&changed).await;
    let paths = public_paths(&changed).await;
    assert!(paths.len() > 40, "{paths:?}");
    assert!(paths.iter().any(|p| p.starts_with("/affiliate/")));

    for path in &paths {
        let before = body(&defaults, path).await;
        let after = body(&changed, path).await;
        for (old, new) in SWAPS.iter().chain(HINDI_SWAPS) {
            assert!(!after.contains(old), "{path} still shows {old:?}");
            assert_eq!(
                after.matches(new).count(),
                before.matches(old).count(),
                "{path}: {new:?} should stand wherever {old:?} stood"
            );
        }
        assert!(after.contains(SWAPS[0].1), "{path} names the business");
        for placeholder in ["{name}", "{city}", "{region}", "{hours}", "{founded_year}"] {
            assert!(!after.contains(placeholder), "{path} shows {placeholder}");
        }
    }
}

#[tokio::test]
async fn the_default_settings_name_the_business_in_the_page_copy() {
    // The content files say {name}, {city}…; with the defaults the pages read
    // as the agency's own copy.
    let app = spawn_app().await;
    let home = body(&app, "/").await;
    assert!(home.contains(">E-commerce and Digital Marketing Services in Patna</h1>"));
    assert!(home.contains("Based in Patna, Bihar, we work with businesses across India"));
    let about = body(&app, "/about").await;
    assert!(about.contains("Our office in Patna is open Mon to Sat (10 am to 7 pm)."));
    assert!(about.contains("When we started Vanijya Digital in 2019"));
}
