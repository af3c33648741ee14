//! Affiliate products.
use axum::{
    extract::State,
    http::StatusCode,
    routing::{get, patch},
    Json, Router,
};
use serde::Deserialize;
use serde_json::Value;
use utoipa::ToSchema;

use super::when_sent;
use crate::{
    auth::{AdminUser, MaybeAdmin},
    domain::{http_url, optional_text, required_text, Limits, Money},
    error::{AppError, AppResult, ErrorBody},
    extract::{ApiJson, ApiPath},
    services::products::{self, ProductFields, ProductView},
    state::AppState,
};

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/admin/aff", axum::routing::post(create))
        .route("/admin/aff/active", get(active))
        .route("/admin/aff/all", get(all))
        .route("/admin/aff/{id}", get(one).delete(remove))
        .route("/admin/aff/{id}/modify", patch(update))
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
    pub active: Option<bool>,
}

fn parse_images(v: Value) -> AppResult<Vec<String>> {
    let bad = || AppError::validation("imageUrls", "Image URLs must be a list of web addresses.");
    let raw: Vec<String> = match v {
        Value::Null => vec![],
        Value::String(s) => s.lines().map(str::to_owned).collect(),
        Value::Array(items) => items
            .into_iter()
            .map(|i| match i {
                Value::String(s) => Ok(s),
                _ => Err(bad()),
            })
            .collect::<AppResult<_>>()?,
        _ => return Err(bad()),
    };
    let urls: Vec<String> = raw
        .into_iter()
        .map(|s| s.trim().to_owned())
        .filter(|s| !s.is_empty())
        .collect();
    if urls.len() > Limits::IMAGES {
        return Err(AppError::validation(
            "imageUrls",
            "At most 10 image URLs are allowed.",
        ));
    }
    for u in &urls {
        if u.chars().count() > Limits::URL || !crate::domain::is_http_url(u) {
            return Err(AppError::validation(
                "imageUrls",
                format!("Each image URL must start with http:// or https:// (and be at most 2048 characters): {}", u.chars().take(80).collect::<String>()),
            ));
        }
    }
    Ok(urls)
}

fn parse(b: ProductBody, partial: bool) -> AppResult<ProductFields> {
    let price = match b.price {
        None if partial => None,
        None | Some(Value::Null) => {
            return Err(AppError::validation("price", "Price is required."))
        }
        Some(Value::String(s)) if s.trim().is_empty() => {
            return Err(AppError::validation("price", "Price is required."))
        }
        Some(v) => Some(Money::parse("price", "Price", &v)?),
    };
    let original_price = match b.original_price {
        None if partial => None,
        None | Some(Value::Null) => Some(None),
        Some(Value::String(s)) if s.trim().is_empty() => Some(None),
        Some(v) => Some(Some(Money::parse(
            "originalPrice",
            "Original price (M.R.P.)",
            &v,
        )?)),
    };
    Ok(ProductFields {
        title: when_sent(partial, b.title, |v| {
            required_text("title", "Title", v, Limits::TITLE)
        })?,
        description: when_sent(partial, b.description, |v| {
            optional_text("description", "Description", v, Limits::DESCRIPTION)
        })?,
        image_urls: match b.image_urls {
            None if partial => None,
            None => Some(vec![]),
            Some(v) => Some(parse_images(v)?),
        },
        affiliate_link: when_sent(partial, b.affiliate_link, |v| {
            http_url("affiliateLink", "Affiliate link", v)
        })?,
        brand: when_sent(partial, b.brand, |v| {
            optional_text("brand", "Brand", v, Limits::CATALOGUE_NAME)
        })?,
        category: when_sent(partial, b.category, |v| {
            optional_text("category", "Category", v, Limits::CATALOGUE_NAME)
        })?,
        platform: when_sent(partial, b.platform, |v| {
            optional_text("platform", "Platform", v, Limits::CATALOGUE_NAME)
        })?,
        price,
        original_price,
        active: b.active,
    })
}

#[utoipa::path(post, path = "/admin/aff", tag = "affiliate", request_body = ProductBody,
    responses((status = 201, body = ProductView), (status = 401, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn create(
    State(state): State<AppState>,
    _user: AdminUser,
    ApiJson(body): ApiJson<ProductBody>,
) -> AppResult<(StatusCode, Json<ProductView>)> {
    let fields = parse(body, false)?;
    Ok((
        StatusCode::CREATED,
        Json(products::create(&state.db, fields).await?),
    ))
}

/// Active products, newest first (public).
#[utoipa::path(get, path = "/admin/aff/active", tag = "affiliate",
    responses((status = 200, body = Vec<ProductView>)))]
pub async fn active(State(state): State<AppState>) -> AppResult<Json<Vec<ProductView>>> {
    Ok(Json(products::list_active(&state.db).await?))
}

#[utoipa::path(get, path = "/admin/aff/all", tag = "affiliate",
    responses((status = 200, body = Vec<ProductView>), (status = 401, body = ErrorBody)))]
pub async fn all(
    State(state): State<AppState>,
    _user: AdminUser,
) -> AppResult<Json<Vec<ProductView>>> {
    Ok(Json(products::list_all(&state.db).await?))
}

/// One product: public when active; administrators also see inactive ones.
#[utoipa::path(get, path = "/admin/aff/{id}", tag = "affiliate", params(("id" = i32, Path)),
    responses((status = 200, body = ProductView), (status = 404, body = ErrorBody)))]
pub async fn one(
    State(state): State<AppState>,
    MaybeAdmin(user): MaybeAdmin,
    ApiPath(id): ApiPath<i32>,
) -> AppResult<Json<ProductView>> {
    match products::get(&state.db, id).await? {
        Some(p) if p.active || user.is_some() => Ok(Json(p.into())),
        _ => Err(AppError::not_found("Product")),
    }
}

#[utoipa::path(patch, path = "/admin/aff/{id}/modify", tag = "affiliate", params(("id" = i32, Path)),
    request_body = ProductBody,
    responses((status = 200, body = ProductView), (status = 401, body = ErrorBody),
              (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn update(
    State(state): State<AppState>,
    _user: AdminUser,
    ApiPath(id): ApiPath<i32>,
    ApiJson(body): ApiJson<ProductBody>,
) -> AppResult<Json<ProductView>> {
    let fields = parse(body, true)?;
    Ok(Json(products::update(&state.db, id, fields).await?))
}

#[utoipa::path(delete, path = "/admin/aff/{id}", tag = "affiliate", params(("id" = i32, Path)),
    responses((status = 204), (status = 401, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn remove(
    State(state): State<AppState>,
    _user: AdminUser,
    ApiPath(id): ApiPath<i32>,
) -> AppResult<StatusCode> {
    if products::delete(&state.db, id).await? {
        Ok(StatusCode::NO_CONTENT)
    } else {
        Err(AppError::not_found("Product"))
    }
}
