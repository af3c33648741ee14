//! A page per opening: its details as administrators set them, a
//! `JobPosting` whose every property Google requires or recommends is
//! there and shown on the page (none, and no place in the sitemap, while
//! the position has no description), 410 once it closes or expires (and
//! out of the sitemap), and /careerpg linking each opening to its page.
use reqwest::Client;
use serde_json::{json, Value};

use crate::helpers::{assert_error, spawn_app, TestApp};

async fn set_job(app: &TestApp, pos_id: i64, body: Value) -> Value {
    let res = app
        .put_json(&format!("/admin/positions/{pos_id}/job"), &body)
        .await;
    assert_eq!(res.status(), 200, "save the job page");
    res.json().await.unwrap()
}

/// The JSON-LD document of `@type` `kind` in a page, if there is one.
fn find_json_ld(html: &str, kind: &str) -> Option<Value> {
    html.split("<script type=\"application/ld+json\">")
        .skip(1)
        .filter_map(|rest| rest.split("</script>").next())
        .filter_map(|text| serde_json::from_str::<Value>(text).ok())
        .find(|doc| doc["@type"] == kind)
}

/// The JSON-LD document of `@type` `kind` in a page.
fn json_ld(html: &str, kind: &str) -> Value {
    find_json_ld(html, kind).unwrap_or_else(|| panic!("no {kind} JSON-LD in the page"))
}

async fn page(path: &str, app: &TestApp) -> (u16, String) {
    let res = Client::new().get(app.url(path)).send().await.unwrap();
    (res.status().as_u16(), res.text().await.unwrap())
}

#[tokio::test]
async fn an_open_position_has_a_page_with_every_job_posting_property_shown() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    let (_, pos) = app
        .department_with_position("Marketplace Operations", "Amazon Account Manager")
        .await;
    let job = set_job(
        &app,
        pos,
        json!({
            "description": "You will run Amazon seller accounts for brands from Bihar.\n\nYou need:\n- Two years on Seller Central\n- Good Hindi and English",
            "employmentType": "FULL_TIME",
            "location": "hybrid",
            "salaryMin": 18000,
            "salaryMax": 25000,
            "salaryPeriod": "MONTH",
            "postedOn": "2026-11-20",
            "closesOn": "2099-12-31"
        }),
    )
    .await;
    assert_eq!(job["url"], "/careers/amazon-account-manager");
    assert_eq!(job["open"], true);
    assert_eq!(
        (
            &job["employmentType"],
            &job["location"],
            &job["salaryPeriod"]
        ),
        (&json!("FULL_TIME"), &json!("hybrid"), &json!("MONTH"))
    );
    // The editor's lists, in the words the page shows.
    assert_eq!(
        job["choices"]["locations"],
        json!([
            {"value": "office", "label": "At our Patna office"},
            {"value": "remote", "label": "Remote (anywhere in India)"},
            {"value": "hybrid", "label": "Hybrid: Patna office and home"}
        ])
    );
    assert_eq!(
        job["choices"]["employmentTypes"].as_array().unwrap().len(),
        6
    );
    assert_eq!(
        job["choices"]["salaryPeriods"][1],
        json!({"value": "YEAR", "label": "per year"})
    );

    let (status, html) = page("/careers/amazon-account-manager", &app).await;
    assert_eq!(status, 200);
    let doc = json_ld(&html, "JobPosting");
    for required in ["title", "description", "datePosted", "hiringOrganization"] {
        assert!(!doc[required].is_null(), "{required} in {doc}");
    }
    assert!(
        !doc["jobLocation"].is_null(),
        "a hybrid job has a place: {doc}"
    );
    assert_eq!(doc["jobLocationType"], "TELECOMMUTE");
    assert_eq!(doc["applicantLocationRequirements"]["name"], "India");
    for recommended in [
        "validThrough",
        "employmentType",
        "baseSalary",
        "identifier",
        "directApply",
    ] {
        assert!(!doc[recommended].is_null(), "{recommended} in {doc}");
    }
    assert_eq!(doc["title"], "Amazon Account Manager");
    assert_eq!(doc["datePosted"], "2026-11-20");
    assert_eq!(doc["validThrough"], "2099-12-31T23:59:59+05:30");
    assert_eq!(doc["employmentType"], "FULL_TIME");
    assert_eq!(doc["baseSalary"]["currency"], "INR");
    assert_eq!(doc["baseSalary"]["value"]["minValue"], 18000);
    assert_eq!(doc["baseSalary"]["value"]["maxValue"], 25000);
    assert_eq!(doc["baseSalary"]["value"]["unitText"], "MONTH");
    assert_eq!(doc["directApply"], true);
    assert_eq!(
        doc["hiringOrganization"]["name"],
        app.config.site.product_name
    );
    let locality = doc["jobLocation"]["address"]["addressLocality"]
        .as_str()
        .unwrap();

    // Every value is on the page too.
    for shown in [
        "<h1>Amazon Account Manager</h1>",
        "You will run Amazon seller accounts for brands from Bihar.",
        "<li>Two years on Seller Central</li>",
        "Full time",
        "Hybrid: Patna office and home",
        "₹18,000 to ₹25,000 per month",
        "datetime=\"2026-11-20\"",
        "datetime=\"2099-12-31\"",
        locality,
        app.config.site.product_name.as_str(),
    ] {
        assert!(html.contains(shown), "the page shows {shown}");
    }
    assert!(
        html.contains("name=\"cv\""),
        "the page has the application form with a CV"
    );
    assert!(
        html.contains(&format!("<option value=\"{pos}\" selected=\"\">")),
        "this position is chosen"
    );

    let (_, careers) = page("/careerpg", &app).await;
    assert!(careers.contains("href=\"/careers/amazon-account-manager\""));
    let (_, sitemap) = page("/sitemap.xml", &app).await;
    assert!(sitemap.contains("/careers/amazon-account-manager</loc>"));
    assert!(sitemap.contains("/privacy</loc>"));
}

#[tokio::test]
async fn a_remote_job_names_the_country_it_hires_from_instead_of_a_place() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    let (_, pos) = app
        .department_with_position("Design", "Product Photo Editor")
        .await;
    set_job(
        &app,
        pos,
        json!({"description": "Retouch product photos for Flipkart and Meesho listings.",
               "location": "remote", "employmentType": "CONTRACTOR"}),
    )
    .await;
    let (status, html) = page("/careers/product-photo-editor", &app).await;
    assert_eq!(status, 200);
    let doc = json_ld(&html, "JobPosting");
    assert!(doc["jobLocation"].is_null(), "{doc}");
    assert_eq!(doc["jobLocationType"], "TELECOMMUTE");
    assert_eq!(doc["applicantLocationRequirements"]["@type"], "Country");
    assert!(doc["baseSalary"].is_null(), "no salary set, none claimed");
    assert!(html.contains("Remote (anywhere in India)"));
}

#[tokio::test]
async fn an_expired_position_answers_410_with_the_open_ones_and_leaves_the_sitemap() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    let (d_id, old) = app
        .department_with_position("Marketing", "SEO Analyst")
        .await;
    let open: Value = app
        .post_json(
            &format!("/admin/{d_id}/addpost"),
            &json!({"posName": "Content Writer", "numberOfPosts": 1}),
        )
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(page("/careers/seo-analyst", &app).await.0, 200);
    set_job(
        &app,
        open["posId"].as_i64().unwrap(),
        json!({"description": "Write product listings and blog posts for our clients."}),
    )
    .await;

    set_job(
        &app,
        old,
        json!({"postedOn": "2026-01-01", "closesOn": "2026-01-31"}),
    )
    .await;

    let (status, html) = page("/careers/seo-analyst", &app).await;
    assert_eq!(status, 410);
    assert!(html.contains("This position has closed"));
    assert!(
        html.contains("href=\"/careers/content-writer\""),
        "links the open ones"
    );
    assert!(html.contains("noindex"));
    let (_, sitemap) = page("/sitemap.xml", &app).await;
    assert!(!sitemap.contains("/careers/seo-analyst<"));
    assert!(sitemap.contains("/careers/content-writer<"));
    let (_, careers) = page("/careerpg", &app).await;
    assert!(
        !careers.contains("/careers/seo-analyst\""),
        "the list drops it"
    );
    assert_eq!(page("/careers/no-such-job", &app).await.0, 404);

    let late = app
        .post_json(
            &format!("/usercp/createcp/{old}"),
            &json!({"fullName": "Asha", "email": "asha@example.in", "mobileNumber": "9876543210",
                    "positionApplied": {"posId": old}}),
        )
        .await;
    assert_error(late, 422, Some("positionApplied")).await;
    assert!(open["posId"].is_i64());
}

#[tokio::test]
async fn a_position_without_a_description_has_no_job_posting_and_no_place_in_the_sitemap_until_it_gets_one(
) {
    // Arrange: a position added the original way, a name and a number of posts.
    let app = spawn_app().await;
    app.login_as_admin().await;
    let (_, pos) = app
        .department_with_position("Marketplace Operations", "Flipkart Catalogue Executive")
        .await;
    let path = "/careers/flipkart-catalogue-executive";
    let in_sitemap = |xml: &str| xml.contains(&format!("{path}</loc>"));

    // Act
    let (status, bare) = page(path, &app).await;
    let (_, sitemap_before) = page("/sitemap.xml", &app).await;
    let (_, careers) = page("/careerpg", &app).await;
    let states_before: Value = app
        .get("/admin/positions/job-pages")
        .await
        .json()
        .await
        .unwrap();
    let job_before: Value = app
        .get(&format!("/admin/positions/{pos}/job"))
        .await
        .json()
        .await
        .unwrap();
    let job_after = set_job(
        &app,
        pos,
        json!({"description": "Upload and correct catalogues on Flipkart Seller Hub.\n\n- Excel\n- Hindi and English"}),
    )
    .await;
    let (_, described) = page(path, &app).await;
    let (_, sitemap_after) = page("/sitemap.xml", &app).await;
    let states_after: Value = app
        .get("/admin/positions/job-pages")
        .await
        .json()
        .await
        .unwrap();

    // Assert: the page is there, without a JobPosting, and out of the sitemap.
    assert_eq!(status, 200);
    assert!(
        find_json_ld(&bare, "JobPosting").is_none(),
        "no JobPosting without a description"
    );
    assert!(!bare.contains("JobPosting"));
    assert!(find_json_ld(&bare, "BreadcrumbList").is_some());
    assert!(!in_sitemap(&sitemap_before), "{sitemap_before}");
    assert!(
        careers.contains(&format!("href=\"{path}\"")),
        "the careers list still shows it"
    );
    assert_eq!(
        states_before,
        json!([{"positionId": pos, "pageState": "noDescription"}])
    );
    assert_eq!(job_before["pageState"], "noDescription");
    // Once it has a description: a JobPosting and a place in the sitemap,
    // at once, although both were cached before.
    assert_eq!(job_after["pageState"], "complete");
    let doc = json_ld(&described, "JobPosting");
    assert!(doc["description"]
        .as_str()
        .unwrap()
        .starts_with("<p>Upload and correct catalogues"));
    assert!(in_sitemap(&sitemap_after), "{sitemap_after}");
    assert_eq!(
        states_after,
        json!([{"positionId": pos, "pageState": "complete"}])
    );
    assert_error(
        Client::new()
            .get(app.url("/admin/positions/job-pages"))
            .send()
            .await
            .unwrap(),
        401,
        None,
    )
    .await;
}

#[tokio::test]
async fn job_details_are_checked_field_by_field() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    let (_, pos) = app.department_with_position("Design", "Image Editor").await;
    let res = app
        .put_json(
            &format!("/admin/positions/{pos}/job"),
            &json!({"employmentType": "FOREVER", "salaryMin": 30000, "salaryMax": 20000,
                    "postedOn": "31/12/2026"}),
        )
        .await;
    let body = assert_error(res, 422, Some("employmentType")).await;
    let fields: Vec<&str> = body["errors"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["field"].as_str().unwrap())
        .collect();
    assert_eq!(fields, ["employmentType", "salaryMax", "postedOn"]);
    let anonymous = Client::new()
        .get(app.url(&format!("/admin/positions/{pos}/job")))
        .send()
        .await
        .unwrap();
    assert_error(anonymous, 401, None).await;
    let missing = app.get("/admin/positions/999999/job").await;
    assert_error(missing, 404, None).await;
}

#[tokio::test]
async fn the_privacy_notice_is_linked_from_every_public_form() {
    let app = spawn_app().await;
    let (status, privacy) = page("/privacy", &app).await;
    assert_eq!(status, 200);
    assert!(privacy.contains("<h1>Privacy notice</h1>"));
    assert!(privacy.contains(&app.config.site.email));
    assert!(
        privacy.contains("365 days"),
        "the retention period as configured"
    );
    for form in ["/buseq", "/careerpg"] {
        let (_, html) = page(form, &app).await;
        assert!(
            html.contains("href=\"/privacy\""),
            "{form} links the notice"
        );
    }
}
