//! The media library over HTTP: an image is taken by what its bytes are,
//! re-encoded as WebP at a few widths without any of its metadata, served at
//! content-hashed addresses with a year-long cache lifetime, shown in
//! articles with srcset, width and height, and kept while published content
//! shows it.
use std::io::Cursor;

use image::{DynamicImage, ImageBuffer, ImageFormat, Rgb};
use reqwest::multipart::{Form, Part};
use serde_json::{json, Value};

use crate::helpers::{assert_error, browser_client, error_fields, spawn_app, TestApp};

/// A photo-like JPEG of `width` × `height`.
fn jpeg(width: u32, height: u32) -> Vec<u8> {
    let img = ImageBuffer::from_fn(width, height, |x, y| {
        Rgb([
            (x * 7 % 255) as u8,
            (y * 3 % 255) as u8,
            ((x + y) % 200) as u8,
        ])
    });
    let mut out = Cursor::new(Vec::new());
    DynamicImage::ImageRgb8(img)
        .write_to(&mut out, ImageFormat::Jpeg)
        .unwrap();
    out.into_inner()
}

/// The camera and place a phone writes into a photo, as an EXIF segment.
const CAMERA: &[u8] = b"Canon EOS 200D";
const PLACE: &[u8] = b"GPS 25.5941N 85.1376E Patna";

/// `jpeg` with an EXIF segment (camera make and a GPS note) after its start.
fn jpeg_with_exif(width: u32, height: u32) -> Vec<u8> {
    let plain = jpeg(width, height);
    let mut tiff = Vec::new();
    tiff.extend_from_slice(b"II*\0");
    tiff.extend_from_slice(&8u32.to_le_bytes());
    // IFD0: one entry, Make (0x010F), ASCII, pointing past the IFD.
    tiff.extend_from_slice(&1u16.to_le_bytes());
    tiff.extend_from_slice(&0x010Fu16.to_le_bytes());
    tiff.extend_from_slice(&2u16.to_le_bytes());
    tiff.extend_from_slice(&((CAMERA.len() + 1) as u32).to_le_bytes());
    tiff.extend_from_slice(&26u32.to_le_bytes());
    tiff.extend_from_slice(&0u32.to_le_bytes());
    tiff.extend_from_slice(CAMERA);
    tiff.push(0);
    tiff.extend_from_slice(PLACE);
    let mut segment = b"Exif\0\0".to_vec();
    segment.extend_from_slice(&tiff);
    let mut out = plain[..2].to_vec();
    out.extend_from_slice(&[0xFF, 0xE1]);
    out.extend_from_slice(&((segment.len() + 2) as u16).to_be_bytes());
    out.extend_from_slice(&segment);
    out.extend_from_slice(&plain[2..]);
    out
}

pub(crate) async fn upload(
    app: &TestApp,
    file: Vec<u8>,
    name: &str,
    claimed: &str,
    alt: &str,
) -> reqwest::Response {
    let part = Part::bytes(file)
        .file_name(name.to_owned())
        .mime_str(claimed)
        .unwrap();
    let form = Form::new().part("file", part).text("alt", alt.to_owned());
    app.client
        .post(app.url("/admin/media"))
        .header("Origin", &app.address)
        .multipart(form)
        .send()
        .await
        .unwrap()
}

fn contains(haystack: &[u8], needle: &[u8]) -> bool {
    haystack.windows(needle.len()).any(|w| w == needle)
}

#[tokio::test]
async fn an_upload_becomes_webp_copies_without_its_metadata_at_hashed_addresses() {
    // Arrange
    let app = spawn_app().await;
    app.login_as_admin().await;
    let photo = jpeg_with_exif(1800, 1200);
    assert!(contains(&photo, CAMERA) && contains(&photo, PLACE));
    let uploaded = photo.len();

    // Act
    let res = upload(
        &app,
        photo,
        "IMG_2041.jpg",
        "image/jpeg",
        "A saree folded on a loom",
    )
    .await;

    // Assert
    assert_eq!(res.status(), 201);
    let image: Value = res.json().await.unwrap();
    assert_eq!(image["sourceType"], "image/jpeg");
    assert_eq!(image["sourceBytes"], uploaded);
    assert_eq!(image["fileName"], "IMG_2041.jpg");
    assert_eq!(image["alt"], "A saree folded on a loom");
    let widths: Vec<_> = image["sizes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["width"].clone())
        .collect();
    assert_eq!(widths, [json!(480), json!(960), json!(1600)]);
    assert_eq!(image["width"], 1600);
    assert_eq!(image["height"], 1067);
    let url = image["url"].as_str().unwrap();
    assert!(url.starts_with(&format!("/media/{}/", image["id"])) && url.ends_with("/1600.webp"));
    assert_eq!(
        image["markdown"],
        format!("![A saree folded on a loom]({url})")
    );
    for size in image["sizes"].as_array().unwrap() {
        let res = browser_client()
            .get(app.url(size["url"].as_str().unwrap()))
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 200);
        assert_eq!(res.headers()["content-type"], "image/webp");
        assert_eq!(
            res.headers()["cache-control"],
            "public, max-age=31536000, immutable"
        );
        assert_eq!(res.headers()["x-content-type-options"], "nosniff");
        let body = res.bytes().await.unwrap();
        assert_eq!(&body[..4], b"RIFF");
        assert_eq!(&body[8..12], b"WEBP");
        assert!(!contains(&body, CAMERA), "the camera was kept");
        assert!(!contains(&body, PLACE), "the place was kept");
        assert!(!contains(&body, b"EXIF") && !contains(&body, b"Exif"));
    }
    // Another hash at the same id answers nothing.
    let wrong = url.replacen(
        &url.split('/').nth(3).unwrap().to_owned(),
        "0000000000000000",
        1,
    );
    assert_eq!(
        browser_client()
            .get(app.url(&wrong))
            .send()
            .await
            .unwrap()
            .status(),
        404
    );
    let list: Value = app.get("/admin/media").await.json().await.unwrap();
    assert_eq!(list.as_array().unwrap().len(), 1);
}

#[tokio::test]
async fn a_file_is_judged_by_its_bytes_and_refused_at_its_field() {
    // Arrange
    let app = spawn_app().await;
    app.login_as_admin().await;
    let png = {
        let mut out = Cursor::new(Vec::new());
        DynamicImage::new_rgb8(40, 30)
            .write_to(&mut out, ImageFormat::Png)
            .unwrap();
        out.into_inner()
    };

    // Act + Assert: a script that says it is a JPEG
    let res = upload(
        &app,
        b"<?php system($_GET['c']); ?>".to_vec(),
        "photo.jpg",
        "image/jpeg",
        "A photo",
    )
    .await;
    let body = assert_error(res, 422, Some("file")).await;
    assert!(body["error"]
        .as_str()
        .unwrap()
        .contains("JPEG, PNG or WebP"));
    // A GIF named .png
    let gif = b"GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!\xf9\x04\x00\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;".to_vec();
    assert_error(
        upload(&app, gif, "logo.png", "image/png", "Logo").await,
        422,
        Some("file"),
    )
    .await;
    // A PNG that says it is a JPEG is taken as the PNG it is
    let res = upload(&app, png, "shot.jpg", "image/jpeg", "A screenshot").await;
    assert_eq!(res.status(), 201);
    let taken: Value = res.json().await.unwrap();
    assert_eq!(taken["sourceType"], "image/png");
    assert_eq!(taken["width"], 40);
    // A damaged JPEG
    let mut broken = jpeg(200, 200);
    broken.truncate(300);
    assert_error(
        upload(&app, broken, "cut.jpg", "image/jpeg", "Cut").await,
        422,
        Some("file"),
    )
    .await;
    // No alt text: refused with the file's problem too
    let res = upload(&app, b"not an image".to_vec(), "x.jpg", "image/jpeg", "  ").await;
    let body = assert_error(res, 422, Some("alt")).await;
    assert_eq!(body["errors"][1]["field"], "file");
    // Over 10 MB
    let big = vec![0xFFu8; 10 * 1024 * 1024 + 1];
    assert_error(
        upload(&app, big, "huge.jpg", "image/jpeg", "Huge").await,
        422,
        Some("file"),
    )
    .await;
    // A JSON body is not an upload; another site's form is refused
    let res = app
        .client
        .post(app.url("/admin/media"))
        .header("Origin", &app.address)
        .json(&json!({"alt": "x"}))
        .send()
        .await
        .unwrap();
    assert_error(res, 415, None).await;
    let form = Form::new()
        .part("file", Part::bytes(jpeg(20, 20)).file_name("a.jpg"))
        .text("alt", "A");
    let res = app
        .client
        .post(app.url("/admin/media"))
        .multipart(form)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 403, "an upload must name its origin");
    let list: Value = app.get("/admin/media").await.json().await.unwrap();
    assert_eq!(list.as_array().unwrap().len(), 1, "only the PNG was stored");
}

#[tokio::test]
async fn an_article_shows_its_image_with_srcset_and_the_image_cannot_go_while_published() {
    // Arrange: an image and an article that shows it
    let app = spawn_app().await;
    app.login_as_admin().await;
    let image: Value = upload(
        &app,
        jpeg(1000, 500),
        "chart.jpg",
        "image/jpeg",
        "Ad spend by week",
    )
    .await
    .json()
    .await
    .unwrap();
    let markdown = image["markdown"].as_str().unwrap();
    let fields = json!({
        "slug": "weekly-ad-spend-chart",
        "title": "What a week of Amazon ad spend looks like",
        "description": "A week of Amazon.in ad spend for a Patna home-decor seller, read day by day, with what we changed after each report.",
        "summary": "One week of spend, read day by day.",
        "body": format!("## The week\n\n{markdown}\n\nSpend fell after Wednesday."),
        "author": "Vanijya Digital ads team",
        "tags": ["Amazon Ads"],
        "date": "2026-11-18"
    });
    let created: Value = app
        .post_json(
            "/admin/content",
            &json!({"kind": "article", "fields": fields}),
        )
        .await
        .json()
        .await
        .unwrap();
    let id = &created["id"];
    // A draft does not hold the image.
    let res = app.delete(&format!("/admin/media/{}", image["id"])).await;
    assert_eq!(res.status(), 204);
    let image: Value = upload(
        &app,
        jpeg(1000, 500),
        "chart.jpg",
        "image/jpeg",
        "Ad spend by week",
    )
    .await
    .json()
    .await
    .unwrap();
    let mut fields = created["fields"].clone();
    fields["body"] = json!(format!(
        "## The week\n\n{}\n\nSpend fell after Wednesday.",
        image["markdown"].as_str().unwrap()
    ));
    let res = app
        .put_json(
            &format!("/admin/content/{id}/draft"),
            &json!({"baseRevision": 1, "fields": fields}),
        )
        .await;
    assert_eq!(res.status(), 200);
    assert_eq!(
        app.post_empty(&format!("/admin/content/{id}/publish"))
            .await
            .status(),
        200
    );

    // Act
    let page = browser_client()
        .get(app.url("/insights/weekly-ad-spend-chart"))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    let refused = app.delete(&format!("/admin/media/{}", image["id"])).await;

    // Assert
    let base = image["url"]
        .as_str()
        .unwrap()
        .trim_end_matches("1000.webp")
        .to_owned();
    assert!(
        page.contains(&format!(
            r#"srcset="{base}480.webp 480w, {base}960.webp 960w, {base}1000.webp 1000w""#
        )),
        "{page}"
    );
    assert!(page.contains(r#"width="1000" height="500" alt="Ad spend by week""#));
    let body = assert_error(refused, 409, None).await;
    assert!(
        body["error"]
            .as_str()
            .unwrap()
            .contains("/insights/weekly-ad-spend-chart"),
        "{body}"
    );
    assert_error(app.delete("/admin/media/999").await, 404, None).await;
}

#[tokio::test]
async fn a_tall_strip_is_refused_at_its_field_without_a_server_error() {
    // Arrange: the 1601 × 24984 PNG of one colour (small on disk) that
    // once took the server to 1.1 GB, then a 500.
    let app = spawn_app().await;
    app.login_as_admin().await;
    let strip = {
        let mut out = Cursor::new(Vec::new());
        DynamicImage::new_luma8(1601, 24_984)
            .write_to(&mut out, ImageFormat::Png)
            .unwrap();
        out.into_inner()
    };
    assert!(strip.len() < 1024 * 1024, "{} bytes", strip.len());

    // Act
    let res = upload(&app, strip, "strip.png", "image/png", "A long strip").await;

    // Assert
    let body = assert_error(res, 422, Some("file")).await;
    assert!(
        body["error"]
            .as_str()
            .unwrap()
            .contains("more than 8 times as long as it is wide"),
        "{body}"
    );
    let list: Value = app.get("/admin/media").await.json().await.unwrap();
    assert!(list.as_array().unwrap().is_empty());
}

/// The ids of a page's images, in order.
fn page_ids(page: &Value) -> Vec<i64> {
    page["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["id"].as_i64().unwrap())
        .collect()
}

async fn media_page(app: &TestApp, query: &str) -> Value {
    let res = app.get(&format!("/admin/media/page?{query}")).await;
    let status = res.status().as_u16();
    let body: Value = res.json().await.unwrap();
    assert_eq!(status, 200, "{query}: {body}");
    body
}

#[tokio::test]
async fn the_library_is_paged_newest_first_and_searched_by_file_name_and_alt_text() {
    // Arrange: five small images, oldest first
    let app = spawn_app().await;
    app.login_as_admin().await;
    let mut ids = Vec::new();
    for (name, alt) in [
        ("loom.jpg", "A saree folded on a loom"),
        ("stall-front.jpg", "Madhubani prints at a Patna stall"),
        ("chart.png", "Ad spend by week"),
        ("STALL-back.jpg", "Stock boxes behind the counter"),
        ("team.jpg", "Our ads team at the Boring Road office"),
    ] {
        let res = upload(&app, jpeg(64, 48), name, "image/jpeg", alt).await;
        assert_eq!(res.status(), 201);
        ids.push(res.json::<Value>().await.unwrap()["id"].as_i64().unwrap());
    }
    ids.reverse();

    // Act
    let first = media_page(&app, "perPage=2").await;
    let second = media_page(&app, "perPage=2&page=2").await;
    let last = media_page(&app, "perPage=2&page=3").await;
    let past = media_page(&app, "perPage=2&page=9").await;
    let everything = media_page(&app, "").await;

    // Assert: paged like the other lists, newest first, each image whole
    assert_eq!(first["total"], 5);
    assert_eq!(first["pages"], 3);
    assert_eq!(first["perPage"], 2);
    assert_eq!(second["page"], 2);
    assert_eq!(page_ids(&first), ids[0..2]);
    assert_eq!(page_ids(&second), ids[2..4]);
    assert_eq!(page_ids(&last), ids[4..5]);
    assert!(page_ids(&past).is_empty());
    assert_eq!(past["total"], 5);
    assert_eq!(everything["perPage"], 25);
    assert_eq!(page_ids(&everything), ids);
    let listed: Value = app.get("/admin/media").await.json().await.unwrap();
    assert_eq!(
        everything["items"], listed,
        "a page holds each image as the whole list does"
    );
    assert_eq!(first["items"][0]["sizes"].as_array().unwrap().len(), 1);

    // Assert: the search reads the file name and the alt text, in any case
    let stall = media_page(&app, "q=stall").await;
    assert_eq!(page_ids(&stall), [ids[1], ids[3]]);
    assert_eq!(stall["total"], 2);
    let patna = media_page(&app, "q=%20PATNA%20").await;
    assert_eq!(page_ids(&patna), [ids[3]]);
    let png = media_page(&app, "q=.png").await;
    assert_eq!(page_ids(&png), [ids[2]]);
    let none = media_page(&app, "q=100%25").await;
    assert_eq!(none["total"], 0);
    assert_eq!(none["pages"], 1);
    let blank = media_page(&app, "q=%20%20&page=2&perPage=4").await;
    assert_eq!(page_ids(&blank), [ids[4]]);
}

#[tokio::test]
async fn a_page_of_the_library_it_cannot_read_is_refused_at_each_parameter() {
    let app = spawn_app().await;
    app.login_as_admin().await;
    let long = "a".repeat(201);

    let res = app
        .get(&format!("/admin/media/page?page=0&perPage=101&q={long}"))
        .await;

    let body = assert_error(res, 422, None).await;
    let mut fields = error_fields(&body);
    fields.sort();
    assert_eq!(fields, ["page", "perPage", "q"]);
    for query in ["page=first", "perPage=-1", "page=100001", "perPage=2.5"] {
        let res = app.get(&format!("/admin/media/page?{query}")).await;
        assert_error(res, 422, None).await;
    }
    assert_eq!(
        browser_client()
            .get(app.url("/admin/media/page"))
            .send()
            .await
            .unwrap()
            .status(),
        401
    );
}
