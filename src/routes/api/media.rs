//! The media library's calls: upload an image (multipart `file` and `alt`),
//! list every image with the addresses of its copies (`GET /admin/media`,
//! a plain list whose shape deployments already rely on, so it never changes), page through them with a
//! search (`GET /admin/media/page`, what the screens read), delete one that
//! nothing published shows. Administrators only. The copies themselves are
//! public, at `/media/{id}/{hash}/{width}.webp` (`serve`).
use axum::{
    extract::{DefaultBodyLimit, Multipart},
    http::{header, HeaderValue, StatusCode},
    response::{IntoResponse, Response},
    Json,
};
use chrono::{DateTime, Utc};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    deleted,
    params::{with_page, MediaParams, PageParams},
    AdminAt, Created,
};
use crate::{
    auth::{audit::actor_of, Admin},
    domain::{DomainError, FieldErrors},
    error::{AppError, AppResult, ErrorBody},
    extract::{ApiPath, ApiQuery},
    routes::wire::PageInfo,
    services::{
        website::content,
        website::media::{self, Image, Upload, MAX_BYTES},
    },
    state::AppState,
};

pub fn router() -> OpenApiRouter<AppState> {
    // An upload may be as large as an image may be, and a little more for
    // the form around it.
    let upload = OpenApiRouter::new()
        .routes(routes!(upload, list))
        .layer(DefaultBodyLimit::max(crate::paths::UPLOAD_LIMIT));
    super::resource([routes!(delete), routes!(page)]).merge(upload)
}

/// One copy of an image.
#[derive(Serialize, ToSchema)]
pub struct MediaSize {
    pub width: i32,
    pub height: i32,
    pub bytes: i64,
    pub url: String,
}

/// One image of the library.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MediaView {
    pub id: i32,
    /// The widest copy's address.
    pub url: String,
    pub alt: String,
    pub file_name: String,
    /// What the upload was, read from its bytes, and its size (it is not kept).
    pub source_type: String,
    pub source_bytes: i64,
    pub width: i32,
    pub height: i32,
    /// Every copy, narrowest first.
    pub sizes: Vec<MediaSize>,
    /// The image in an article's Markdown.
    pub markdown: String,
    pub created_at: DateTime<Utc>,
    pub created_by: String,
}

impl From<Image> for MediaView {
    fn from(image: Image) -> Self {
        let sizes: Vec<MediaSize> = image
            .sizes
            .iter()
            .map(|&(width, height, bytes)| MediaSize {
                width,
                height,
                bytes,
                url: image.url(width),
            })
            .collect();
        let url = image.url(image.media.width);
        let m = image.media;
        Self {
            markdown: format!("![{}]({url})", m.alt.replace(['[', ']'], "")),
            id: m.id,
            url,
            alt: m.alt,
            file_name: m.file_name,
            source_type: m.source_type,
            source_bytes: m.source_bytes,
            width: m.width,
            height: m.height,
            sizes,
            created_at: m.created_at,
            created_by: m.created_by,
        }
    }
}

/// The multipart form of an upload.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct MediaUpload {
    /// A JPEG, PNG or WebP image, at most 10 MB.
    #[schema(format = Binary, value_type = String)]
    file: Vec<u8>,
    /// What the image shows, for people who cannot see it.
    alt: String,
}

/// Reads the upload's fields; a part that is not `file` or `alt` is ignored.
async fn read_upload(mut form: Multipart) -> Result<Upload, AppError> {
    let unreadable =
        || AppError::BadRequest("The upload could not be read as a multipart form.".into());
    let mut upload = Upload {
        file_name: String::new(),
        alt: String::new(),
        bytes: Vec::new(),
    };
    let mut has_file = false;
    while let Some(mut field) = form.next_field().await.map_err(|_| unreadable())? {
        match field.name() {
            Some("file") => {
                has_file = true;
                upload.file_name = field.file_name().unwrap_or_default().to_owned();
                while let Some(chunk) = field.chunk().await.map_err(|_| unreadable())? {
                    if upload.bytes.len() + chunk.len() > MAX_BYTES {
                        return Err(FieldErrors::one(
                            "file",
                            "The image is larger than 10 MB; export it smaller and try again.",
                        )
                        .into());
                    }
                    upload.bytes.extend_from_slice(&chunk);
                }
            }
            Some("alt") => upload.alt = field.text().await.map_err(|_| unreadable())?,
            _ => {}
        }
    }
    if !has_file {
        return Err(DomainError::invalid("file", "Choose an image to upload.").into());
    }
    Ok(upload)
}

/// Upload an image
///
/// A multipart `file` (JPEG, PNG or WebP up to 10 MB) and its `alt` text. The
/// image is stored without its metadata and served as WebP in three widths.
/// Administrators only; 201 with the image and its copies' addresses, 422
/// for a file that is not a readable image.
#[utoipa::path(post, path = "/admin/media", tag = "media",
    request_body(content = MediaUpload, content_type = "multipart/form-data"),
    responses((status = 201, body = MediaView)))]
pub async fn upload(
    Admin { state, user }: Admin,
    form: Multipart,
) -> AppResult<Created<MediaView>> {
    let upload = read_upload(form).await?;
    let id = media::store(&state.db, &actor_of(&user.admin), upload).await?;
    Ok(Created(media::image(&state.db, id).await?.into()))
}

/// List images
///
/// Every image in the media library with its alt text and the addresses of
/// its copies. Administrators only.
#[utoipa::path(get, path = "/admin/media", tag = "media",
    responses((status = 200, body = Vec<MediaView>)))]
pub async fn list(Admin { state, .. }: Admin) -> AppResult<Json<Vec<MediaView>>> {
    let all = media::list(&state.db).await?;
    Ok(Json(all.into_iter().map(MediaView::from).collect()))
}

/// A page of the media library.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MediaPage {
    #[serde(flatten)]
    pub paging: PageInfo,
    /// Newest first.
    pub items: Vec<MediaView>,
}

/// Page through images
///
/// One page of the media library, newest first, each image with its alt
/// text and the addresses of its copies; `q` keeps the images whose file
/// name or alt text holds it. The library screen and the editor's image
/// picker read this; `GET /admin/media` stays the whole list.
/// Administrators only; 422 names each parameter it cannot read.
#[utoipa::path(get, path = "/admin/media/page", tag = "media", params(MediaParams, PageParams),
    responses((status = 200, body = MediaPage), (status = 422, body = ErrorBody)))]
pub async fn page(
    Admin { state, .. }: Admin,
    ApiQuery(query): ApiQuery<MediaParams>,
    ApiQuery(paging): ApiQuery<PageParams>,
) -> AppResult<Json<MediaPage>> {
    let (filter, request) = with_page(query.parse(), &paging)?;
    let (images, total) = media::page(&state.db, &filter, request).await?;
    Ok(Json(MediaPage {
        paging: PageInfo::of(request, total),
        items: images.into_iter().map(MediaView::from).collect(),
    }))
}

/// Delete an image
///
/// Removes an image that no published content shows. Administrators only;
/// 409 naming where it is still shown.
#[utoipa::path(delete, path = "/admin/media/{id}", tag = "media", params(("id" = i32, Path)),
    responses((status = 204), (status = 409, body = ErrorBody)))]
pub async fn delete(AdminAt { state, id, .. }: AdminAt) -> AppResult<StatusCode> {
    deleted(content::delete_image(&state.db, id).await)
}

/// A copy of an image: public, immutable (a new image is a new address).
pub async fn serve(
    axum::extract::State(state): axum::extract::State<AppState>,
    ApiPath((id, hash, file)): ApiPath<(i32, String, String)>,
) -> Response {
    let width = file
        .strip_suffix(".webp")
        .and_then(|w| w.parse::<i32>().ok());
    let found = match width {
        Some(width) => media::copy(&state.db, id, &hash, width).await,
        None => Ok(None),
    };
    match found {
        Ok(Some(bytes)) => (
            [
                (header::CONTENT_TYPE, HeaderValue::from_static("image/webp")),
                (
                    header::CACHE_CONTROL,
                    HeaderValue::from_static("public, max-age=31536000, immutable"),
                ),
            ],
            bytes,
        )
            .into_response(),
        Ok(None) => (StatusCode::NOT_FOUND, "Not found").into_response(),
        Err(e) => AppError::from(e).into_response(),
    }
}
