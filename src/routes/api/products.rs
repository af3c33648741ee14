//! Affiliate products (`/admin/products[/{id}]`). The original client's
//! paths for the same jobs are answered by `original`, over these handlers.
use std::sync::Arc;

use axum::{http::StatusCode, Extension, Json};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    deleted,
    params::{with_page, ClickParams, PageParams, ProductParams},
    when_sent, AdminAt, Created,
};
use crate::{
    auth::Admin,
    domain::{
        AtField, Description, FieldErrors, ImageUrls, Label, Money, NewProduct, ProductPatch,
        Rating, Rejected, Title, WebAddress,
    },
    error::{AppError, AppResult, ErrorBody},
    extract::{ApiJson, ApiQuery},
    routes::{
        pages::affiliate::Redirects,
        wire::{LinkHealthView, PageInfo, ProductView},
    },
    services::{
        affiliate::affiliate_health, affiliate::affiliate_links, affiliate::product_list,
        affiliate::products,
    },
    state::AppState,
};

/// The product calls beyond the original client's (see `original`).
pub fn router() -> OpenApiRouter<AppState> {
    super::resource([
        routes!(product_list, create),
        routes!(one, update, remove),
        routes!(product_clicks),
        routes!(product_check),
        routes!(product_acknowledge),
        routes!(tag_check),
    ])
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProductBody {
    pub title: Option<String>,
    pub description: Option<String>,
    /// A list of http(s) URLs (or one string with a URL per line); the first
    /// is the main image.
    #[schema(value_type = Option<Vec<String>>)]
    #[serde(default, deserialize_with = "crate::extract::present")]
    pub image_urls: Option<Value>,
    pub affiliate_link: Option<String>,
    pub brand: Option<String>,
    pub category: Option<String>,
    pub platform: Option<String>,
    /// Rupees, at most two decimals.
    #[schema(value_type = f64)]
    #[serde(default, deserialize_with = "crate::extract::present")]
    pub price: Option<Value>,
    /// Null or "" clears the M.R.P.
    #[schema(value_type = Option<f64>)]
    #[serde(default, deserialize_with = "crate::extract::present")]
    pub original_price: Option<Value>,
    /// Our rating with the review: whole stars from 1 to 5; null or ""
    /// removes it. Search engines are shown the review with its rating
    /// only (a review without one is not shown as a review).
    #[schema(value_type = Option<u8>, minimum = 1, maximum = 5)]
    #[serde(default, deserialize_with = "crate::extract::present")]
    pub rating: Option<Value>,
    pub active: Option<bool>,
}

/// Image addresses as a JSON list, or as one text with an address per line
/// (the administrator form's textarea).
fn image_urls(v: Value) -> Result<ImageUrls, Rejected> {
    let bad = || Rejected::new("Image URLs must be a list of web addresses.");
    let raw: Vec<String> = match v {
        Value::Null => vec![],
        Value::String(s) => s.lines().map(str::to_owned).collect(),
        Value::Array(items) => items
            .into_iter()
            .map(|i| match i {
                Value::String(s) => Ok(s),
                _ => Err(bad()),
            })
            .collect::<Result<_, _>>()?,
        _ => return Err(bad()),
    };
    ImageUrls::parse(raw)
}

/// True when a price field is null or blank.
fn blank(v: &Value) -> bool {
    match v {
        Value::Null => true,
        Value::String(s) => s.trim().is_empty(),
        _ => false,
    }
}

fn price(v: Option<Value>) -> Result<Money, Rejected> {
    match v {
        Some(v) if !blank(&v) => Money::parse("Price", &v),
        _ => Err(Rejected::new("Price is required.")),
    }
}

/// The M.R.P.: none when absent, null or blank.
fn original_price(v: Option<Value>) -> Result<Option<Money>, Rejected> {
    match v {
        Some(v) if !blank(&v) => Money::parse("Original price (M.R.P.)", &v).map(Some),
        _ => Ok(None),
    }
}

/// The rating: none when absent, null or blank.
fn rating(v: Option<Value>) -> Result<Option<Rating>, Rejected> {
    match v {
        Some(v) if !blank(&v) => Rating::parse("Rating", Some(&v)).map(Some),
        _ => Ok(None),
    }
}

fn parse_new(b: ProductBody) -> Result<NewProduct, FieldErrors> {
    let mut e = FieldErrors::default();
    let price = e.check(price(b.price).at("price"));
    let original_price = e.check(original_price(b.original_price).at("originalPrice"));
    let rating = e.check(rating(b.rating).at("rating"));
    let title = e.check(Title::parse("Title", b.title).at("title"));
    let description = e.check(Description::parse("Description", b.description).at("description"));
    let image_urls = e.check(
        b.image_urls
            .map_or(Ok(ImageUrls::default()), image_urls)
            .at("imageUrls"),
    );
    let affiliate_link =
        e.check(WebAddress::parse_optional("Affiliate link", b.affiliate_link).at("affiliateLink"));
    let brand = e.check(Label::parse("Brand", b.brand).at("brand"));
    let category = e.check(Label::parse("Category", b.category).at("category"));
    let platform = e.check(Label::parse("Platform", b.platform).at("platform"));
    e.finish(|| {
        Some(NewProduct {
            title: title?,
            description: description?,
            image_urls: image_urls?,
            affiliate_link: affiliate_link?,
            brand: brand?,
            category: category?,
            platform: platform?,
            price: price?,
            original_price: original_price?,
            rating: rating?,
            active: b.active.unwrap_or(true),
        })
    })
}

fn parse_patch(b: ProductBody) -> Result<ProductPatch, FieldErrors> {
    let mut e = FieldErrors::default();
    let patch = ProductPatch {
        price: e.patch(when_sent(b.price, price).at("price")),
        original_price: e.patch(
            b.original_price
                .map(|v| original_price(Some(v)))
                .transpose()
                .at("originalPrice"),
        ),
        rating: e.patch(b.rating.map(|v| rating(Some(v))).transpose().at("rating")),
        title: e.patch(when_sent(b.title, |v| Title::parse("Title", v)).at("title")),
        description: e.patch(
            when_sent(b.description, |v| Description::parse("Description", v)).at("description"),
        ),
        image_urls: e.patch(b.image_urls.map(image_urls).transpose().at("imageUrls")),
        affiliate_link: e.patch(
            when_sent(b.affiliate_link, |v| {
                WebAddress::parse_optional("Affiliate link", v)
            })
            .at("affiliateLink"),
        ),
        brand: e.patch(when_sent(b.brand, |v| Label::parse("Brand", v)).at("brand")),
        category: e.patch(when_sent(b.category, |v| Label::parse("Category", v)).at("category")),
        platform: e.patch(when_sent(b.platform, |v| Label::parse("Platform", v)).at("platform")),
        active: b.active,
    };
    e.into_result(patch)
}

/// Add an affiliate product
///
/// Title, description, image URLs (the first is the main image), affiliate
/// link, brand, category, platform, price and M.R.P. in rupees, and whether
/// it is active (yes by default). Administrators only; 201 with the stored
/// product, 422 naming every field at fault.
#[utoipa::path(post, path = "/admin/products", tag = "affiliate", request_body = ProductBody,
    responses((status = 201, body = ProductView)))]
pub async fn create(
    Admin { state, .. }: Admin,
    ApiJson(body): ApiJson<ProductBody>,
) -> AppResult<Created<ProductView>> {
    let created = products::create(&state.db, parse_new(body)?).await?;
    Ok(Created(created.into()))
}

/// Read an affiliate product for administrators
///
/// One product, active or not, as its edit form opens it, with its link's
/// last health check. Administrators only; 404 when there is none.
#[utoipa::path(get, path = "/admin/products/{id}", tag = "affiliate", params(("id" = i32, Path)),
    responses((status = 200, body = ProductView)))]
pub async fn one(AdminAt { state, id, .. }: AdminAt) -> AppResult<Json<ProductView>> {
    match products::get(&state.db, id).await? {
        Some(p) => {
            let h = affiliate_health::of(&state.db, &[p.id])
                .await?
                .remove(&p.id);
            Ok(Json(ProductView::from(p).with_health(h)))
        }
        None => Err(AppError::not_found("Product")),
    }
}

/// Edit an affiliate product
///
/// Changes the fields sent; a null or empty `originalPrice` clears the
/// M.R.P. Administrators only; 422 names each field at fault.
#[utoipa::path(patch, path = "/admin/products/{id}", tag = "affiliate", params(("id" = i32, Path)),
    request_body = ProductBody,
    responses((status = 200, body = ProductView)))]
pub async fn update(
    AdminAt { state, id, .. }: AdminAt,
    ApiJson(body): ApiJson<ProductBody>,
) -> AppResult<Json<ProductView>> {
    let updated = products::update(&state.db, id, parse_patch(body)?).await?;
    Ok(Json(updated.into()))
}

/// Delete an affiliate product
///
/// Removes the product and its page. Administrators only; 204 when done, 404
/// when there is none.
#[utoipa::path(delete, path = "/admin/products/{id}", tag = "affiliate", params(("id" = i32, Path)),
    responses((status = 204)))]
pub async fn remove(AdminAt { state, id, .. }: AdminAt) -> AppResult<StatusCode> {
    deleted(products::delete(&state.db, id).await)
}

/// A product as the administrators' list shows it: the product and its
/// human clicks (`services::affiliate::affiliate_links`) over the last 30 India days.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct ProductRow {
    #[serde(flatten)]
    pub product: ProductView,
    /// Human clicks on its `/go/` link in the last 30 days (India dates,
    /// today included), each visitor once a day.
    #[serde(rename = "clicks30d")]
    pub clicks30d: i64,
}

#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProductPage {
    #[serde(flatten)]
    pub paging: PageInfo,
    pub items: Vec<ProductRow>,
    /// Every active product whose link check found a problem nobody has
    /// acknowledged, whatever the filters, longest-standing first.
    pub attention: Vec<ProductView>,
    /// Active products under the other filters.
    pub active: i64,
    /// Inactive products under the other filters.
    pub inactive: i64,
}

/// Search affiliate products
///
/// One page of every product, active or not, with search, filters by
/// category, platform and state, and sort, as the administrator area's
/// product list shows it, each with its human clicks of 30 days and its
/// link's last health check, and every active product whose link needs
/// attention. Administrators only; 422 for a filter or sort it cannot read.
#[utoipa::path(get, path = "/admin/products", tag = "products", params(ProductParams, PageParams),
    responses((status = 200, body = ProductPage),
              (status = 422, body = ErrorBody)))]
pub async fn product_list(
    Admin { state, .. }: Admin,
    Extension(redirects): Extension<Arc<Redirects>>,
    ApiQuery(params): ApiQuery<ProductParams>,
    ApiQuery(paging): ApiQuery<PageParams>,
) -> AppResult<Json<ProductPage>> {
    let (q, page) = with_page(params.parse(), &paging)?;
    let found = product_list::list(&state.db, &q, page).await?;
    let ids: Vec<i32> = found.items.iter().map(|p| p.id).collect();
    written_clicks(&redirects).await;
    let clicks = affiliate_links::human_last_30_days(&state.db, &ids, chrono::Utc::now()).await?;
    let mut health = affiliate_health::of(&state.db, &ids).await?;
    let attention = affiliate_health::needing_attention(&state.db)
        .await?
        .into_iter()
        .map(|(p, h)| ProductView::from(p).with_health(Some(h)))
        .collect();
    Ok(Json(ProductPage {
        paging: PageInfo::of(page, found.total),
        items: found
            .items
            .into_iter()
            .map(|p| ProductRow {
                clicks30d: clicks.get(&p.id).copied().unwrap_or(0),
                product: {
                    let h = health.remove(&p.id);
                    ProductView::from(p).with_health(h)
                },
            })
            .collect(),
        attention,
        active: found.active as i64,
        inactive: found.inactive as i64,
    }))
}

/// Writes the clicks this instance holds in memory before they are read,
/// so an administrator sees every click this instance took (another
/// instance's show within its flush period). A failed write leaves the
/// clicks waiting for the next flush and the counts are read as stored.
async fn written_clicks(redirects: &Redirects) {
    if let Err(e) = redirects.clicks.batch().flush().await {
        tracing::warn!(error = %e, "writing the clicks before reading them failed");
    }
}

/// Human clicks on one day.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct DayClicks {
    /// YYYY-MM-DD (India date).
    pub day: String,
    pub human: i64,
}

/// Human clicks from one page and place on it.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct PageClicks {
    /// The page the link was on; empty when the click named none.
    pub path: String,
    /// list, detail, article, or unknown.
    pub place: String,
    pub human: i64,
}

/// A product's clicks over some days.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProductClicks {
    /// People, each counted once a day.
    pub human: i64,
    /// Crawlers, scripts and requests without a user agent.
    pub bots: i64,
    /// Chat and social apps fetching the link for a preview card.
    pub previews: i64,
    /// Human clicks per day that had any, oldest first.
    pub by_day: Vec<DayClicks>,
    /// Human clicks per page and place, most first.
    pub by_page: Vec<PageClicks>,
}

/// Read an affiliate product's clicks
///
/// Clicks on the product's `/go/` link between `from` and `to` (India dates,
/// both included; the last 30 days by default): people, each counted once
/// per day, apart from crawlers and link previews, with the people's clicks
/// by day and by the page and place that sent them. Administrators only;
/// 404 for an unknown product, 422 for a date it cannot read.
#[utoipa::path(get, path = "/admin/products/{id}/clicks", tag = "affiliate",
    params(("id" = i32, Path), ClickParams),
    responses((status = 200, body = ProductClicks),
              (status = 404, body = ErrorBody),
              (status = 422, body = ErrorBody)))]
pub async fn product_clicks(
    AdminAt { state, id, .. }: AdminAt,
    Extension(redirects): Extension<Arc<Redirects>>,
    ApiQuery(params): ApiQuery<ClickParams>,
) -> AppResult<Json<ProductClicks>> {
    let (from, to) = params.parse(chrono::Utc::now())?;
    if products::get(&state.db, id).await?.is_none() {
        return Err(AppError::not_found("Product"));
    }
    written_clicks(&redirects).await;
    let r = affiliate_links::report(&state.db, id, from, to).await?;
    Ok(Json(ProductClicks {
        human: r.human,
        bots: r.bots,
        previews: r.previews,
        by_day: r
            .by_day
            .into_iter()
            .map(|(day, human)| DayClicks { day, human })
            .collect(),
        by_page: r
            .by_page
            .into_iter()
            .map(|(path, place, human)| PageClicks { path, place, human })
            .collect(),
    }))
}

/// Check an affiliate product's link now
///
/// Fetches the address a click would be sent to as a browser would
/// (following at most five redirects, 10 s each) and records what it
/// found: `ok`, `broken`, `gone-home` or `tag-lost`, with the detail.
/// Addresses on loopback or private networks are not fetched (`broken`)
/// unless `AFFILIATE_CHECK_PRIVATE_HOSTS` allows it. Administrators only;
/// 404 for an unknown product.
#[utoipa::path(post, path = "/admin/products/{id}/check", tag = "affiliate",
    params(("id" = i32, Path)),
    responses((status = 200, body = LinkHealthView),
              (status = 404, body = ErrorBody)))]
pub async fn product_check(AdminAt { state, id, .. }: AdminAt) -> AppResult<Json<LinkHealthView>> {
    let Some(p) = products::get(&state.db, id).await? else {
        return Err(AppError::not_found("Product"));
    };
    let settings = &state.config.affiliate;
    let checker = affiliate_health::Checker::new(settings.check_private_hosts)
        .map_err(crate::domain::DomainError::from)?;
    let h = affiliate_health::check_now(&state.db, &checker, &p, settings).await?;
    Ok(Json(h.into()))
}

/// Acknowledge an affiliate product's link check
///
/// Marks the link's last health check as seen, so the product leaves the
/// list of those needing attention until a check finds something
/// different. Administrators only; 404 for an unknown product, 409 when the
/// link has never been checked.
#[utoipa::path(post, path = "/admin/products/{id}/acknowledge", tag = "affiliate",
    params(("id" = i32, Path)),
    responses((status = 200, body = LinkHealthView),
              (status = 404, body = ErrorBody),
              (status = 409, body = ErrorBody)))]
pub async fn product_acknowledge(
    AdminAt { state, id, .. }: AdminAt,
) -> AppResult<Json<LinkHealthView>> {
    if products::get(&state.db, id).await?.is_none() {
        return Err(AppError::not_found("Product"));
    }
    Ok(Json(
        affiliate_health::acknowledge(&state.db, id).await?.into(),
    ))
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct TagCheckParams {
    /// The link as pasted in the product form.
    pub link: Option<String>,
}

/// A marketplace tracking id found in a pasted link that is not ours.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ForeignTagView {
    /// Amazon or Flipkart.
    pub marketplace: String,
    /// tag (Amazon) or affid (Flipkart).
    pub parameter: String,
    /// The id found in the link.
    pub found: String,
    /// Our id, which the redirect puts in its place; null when none is set.
    #[schema(required = true)]
    pub ours: Option<String>,
}

/// What the site makes of a pasted link.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TagCheck {
    /// Someone else's tracking id in the link; null when there is none.
    #[schema(required = true)]
    pub foreign_tag: Option<ForeignTagView>,
    /// The address a click is sent to, with our tags put on.
    pub sent_as: String,
}

/// Check a pasted link's tracking tag
///
/// Tells the product form whether a link holds a marketplace tracking id
/// that is not ours (Amazon `tag=`, Flipkart `affid=`), and the address a
/// click on it is sent to. Administrators only; a link that is not a web
/// address answers with no foreign tag and the link as it is.
#[utoipa::path(get, path = "/admin/products/tag-check", tag = "affiliate", params(TagCheckParams),
    responses((status = 200, body = TagCheck)))]
pub async fn tag_check(
    Admin { state, .. }: Admin,
    ApiQuery(params): ApiQuery<TagCheckParams>,
) -> AppResult<Json<TagCheck>> {
    let link = params.link.unwrap_or_default();
    let link = link.trim();
    let settings = &state.config.affiliate;
    Ok(Json(TagCheck {
        foreign_tag: affiliate_links::foreign_tag(link, settings).map(|f| ForeignTagView {
            marketplace: f.marketplace.into(),
            parameter: f.parameter.into(),
            found: f.found,
            ours: f.ours,
        }),
        sent_as: affiliate_links::outbound(link, settings)
            .location()
            .to_owned(),
    }))
}
