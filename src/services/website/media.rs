//! The media library: images uploaded by administrators, kept in the
//! database as WebP copies at a few widths, served at content-hashed
//! addresses (`/media/{id}/{hash}/{width}.webp`).
//!
//! An upload is checked by what its bytes are, never by its name or the
//! type its sender claimed: JPEG, PNG or WebP, readable, at most 10 MB and
//! 40 megapixels, neither side more than 8 times the other (and so no copy
//! beyond what WebP holds). One image is worked on per core at a time
//! (`services::on_a_free_core`), like the quotation PDFs. It is turned the right way up (EXIF orientation) and
//! re-encoded from its pixels, so no metadata of the file (camera, place,
//! time) survives: the file itself is not kept. An image that published
//! content shows cannot be deleted.
use std::{collections::HashMap, io::Cursor};

use base64::{engine::general_purpose::STANDARD, Engine};
use chrono::Utc;
use image::{metadata::Orientation, DynamicImage, ImageDecoder, ImageFormat, ImageReader, Limits};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, Condition, DatabaseConnection, EntityTrait, PaginatorTrait,
    QueryFilter, QueryOrder, QuerySelect, Set, TransactionTrait,
};
use sha2::{Digest, Sha256};

use crate::services::{any_column_contains, one_or, operations::audit::Actor};
use crate::{
    content::markdown::MediaIndex,
    domain::{DomainError, DomainResult, FieldErrors, PageRequest, Rejected},
    entities::{media, media_variant},
};

/// The largest upload.
pub const MAX_BYTES: usize = 10 * 1024 * 1024;
/// The most pixels an upload may have (and so the memory it may take).
const MAX_PIXELS: u64 = 40_000_000;
/// The widths images are served at (an image narrower than one is served at
/// its own width instead).
pub const WIDTHS: [u32; 3] = [480, 960, 1600];
/// WebP quality (0 to 100) of the copies.
const QUALITY: f32 = 80.0;

/// One copy made from an upload.
pub struct Copy {
    pub width: u32,
    pub height: u32,
    pub webp: Vec<u8>,
}

/// What an upload became.
pub struct Processed {
    pub source_type: &'static str,
    pub copies: Vec<Copy>,
}

/// Why an upload is refused.
fn refused(message: &str) -> Rejected {
    Rejected::new(message)
}

/// The most one side of an upload may be times the other: a strip longer
/// than this is not a picture a page can show.
const MAX_SIDE_RATIO: u32 = 8;
/// The largest width or height a WebP file can hold.
const WEBP_MAX_SIDE: u32 = 16_383;

/// The copies' sizes for an image shown `width` × `height` (after its
/// orientation): each width in `WIDTHS` below its own, then its own width
/// or the widest of `WIDTHS`; refused when a side is more than
/// `MAX_SIDE_RATIO` times the other or a copy would not fit in WebP.
fn copy_sizes_for(width: u32, height: u32) -> Result<Vec<(u32, u32)>, Rejected> {
    let (long, short) = (width.max(height), width.min(height).max(1));
    if long > short.saturating_mul(MAX_SIDE_RATIO) {
        return Err(refused(
            "The image is more than 8 times as long as it is wide; crop it to a shape a page can show and upload it again.",
        ));
    }
    let full = width.min(WIDTHS[WIDTHS.len() - 1]);
    let mut widths: Vec<u32> = WIDTHS.iter().copied().filter(|&w| w < full).collect();
    widths.push(full);
    let across = u64::from(width.max(1));
    let sizes: Vec<(u32, u32)> = widths
        .into_iter()
        .map(|w| {
            let h = ((u64::from(height) * u64::from(w) + across / 2) / across).max(1);
            (w, u32::try_from(h).unwrap_or(u32::MAX))
        })
        .collect();
    if sizes
        .iter()
        .any(|&(w, h)| w > WEBP_MAX_SIDE || h > WEBP_MAX_SIDE)
    {
        return Err(refused(
            "The image is too tall to be served (a copy would be over 16,383 pixels); crop it and upload it again.",
        ));
    }
    Ok(sizes)
}

/// Reads an upload by its bytes and makes its WebP copies, narrowest first.
///
/// Its size is checked from the file's header, before any pixel is
/// decoded. The decoded pixels are the one full-size buffer: each copy is
/// reduced from them directly (area averaging in integers, with no
/// floating-point copy of the image) and turned the right way up once it
/// is small, so the memory an upload takes is its pixels once plus its
/// largest copy.
pub fn process(bytes: &[u8]) -> Result<Processed, Rejected> {
    if bytes.is_empty() {
        return Err(refused("Choose an image to upload."));
    }
    if bytes.len() > MAX_BYTES {
        return Err(refused(
            "The image is larger than 10 MB; export it smaller and try again.",
        ));
    }
    let not_an_image = || {
        refused("Upload a JPEG, PNG or WebP image: this file is none of them (its contents were checked, not its name).")
    };
    let format = image::guess_format(bytes).map_err(|_| not_an_image())?;
    let source_type = match format {
        ImageFormat::Jpeg => "image/jpeg",
        ImageFormat::Png => "image/png",
        ImageFormat::WebP => "image/webp",
        _ => return Err(not_an_image()),
    };
    let mut reader = ImageReader::with_format(Cursor::new(bytes), format);
    let mut limits = Limits::default();
    limits.max_alloc = Some(MAX_PIXELS * 4 + (64 << 20));
    reader.limits(limits);
    let unreadable = || {
        refused("The image could not be read; it may be damaged. Export it again and upload the new file.")
    };
    let mut decoder = reader.into_decoder().map_err(|_| unreadable())?;
    let (w, h) = decoder.dimensions();
    if u64::from(w) * u64::from(h) > MAX_PIXELS {
        return Err(refused(
            "The image is larger than 40 megapixels; export it at a smaller size.",
        ));
    }
    let orientation = decoder.orientation().unwrap_or(Orientation::NoTransforms);
    let turned = matches!(
        orientation,
        Orientation::Rotate90
            | Orientation::Rotate270
            | Orientation::Rotate90FlipH
            | Orientation::Rotate270FlipH
    );
    let (shown_w, shown_h) = if turned { (h, w) } else { (w, h) };
    let sizes = copy_sizes_for(shown_w, shown_h)?;
    let mut source = Some(DynamicImage::from_decoder(decoder).map_err(|_| unreadable())?);
    let last = sizes.len() - 1;
    let mut copies = Vec::with_capacity(sizes.len());
    for (n, (width, height)) in sizes.into_iter().enumerate() {
        let (across, down) = if turned {
            (height, width)
        } else {
            (width, height)
        };
        let whole = source
            .as_ref()
            .is_some_and(|s| s.width() == across && s.height() == down);
        let mut sized = match (whole && n == last, source.as_ref()) {
            // The widest copy at the image's own size: its pixels as they are.
            (true, _) => source.take().ok_or_else(unreadable)?,
            (false, Some(s)) => s.thumbnail_exact(across, down),
            (false, None) => return Err(unreadable()),
        };
        if n == last {
            source = None;
        }
        sized.apply_orientation(orientation);
        let webp = if sized.color().has_alpha() {
            let rgba = sized.into_rgba8();
            webp::Encoder::from_rgba(rgba.as_raw(), width, height)
                .encode(QUALITY)
                .to_vec()
        } else {
            let rgb = sized.into_rgb8();
            webp::Encoder::from_rgb(rgb.as_raw(), width, height)
                .encode(QUALITY)
                .to_vec()
        };
        copies.push(Copy {
            width,
            height,
            webp,
        });
    }
    Ok(Processed {
        source_type,
        copies,
    })
}

/// An upload as the route received it.
pub struct Upload {
    pub file_name: String,
    pub alt: String,
    pub bytes: Vec<u8>,
}

/// The alt text: what the image shows, for people who cannot see it.
fn alt_text(alt: &str) -> Result<String, Rejected> {
    let alt = alt.trim();
    if alt.is_empty() {
        return Err(refused(
            "Write the alt text: what the image shows, for people who cannot see it.",
        ));
    }
    if alt.chars().count() > 300 {
        return Err(refused("The alt text is longer than 300 characters."));
    }
    Ok(alt.to_owned())
}

/// Stores an upload, refused at its fields when it is not a usable image
/// or has no alt text.
#[tracing::instrument(skip_all)]
pub async fn store(db: &DatabaseConnection, actor: &Actor, upload: Upload) -> DomainResult<i32> {
    let mut errors = FieldErrors::default();
    let alt = errors.check(alt_text(&upload.alt).map_err(|r| FieldErrors::one("alt", r.0)));
    let bytes = upload.bytes;
    let source_bytes = bytes.len() as i64;
    let processed = crate::services::on_a_free_core(move || process(&bytes)).await?;
    let processed = errors.check(processed.map_err(|r| FieldErrors::one("file", r.0)));
    let (Some(alt), Some(processed)) = (alt, processed) else {
        return Err(DomainError::Invalid(errors));
    };
    let largest = processed
        .copies
        .last()
        .ok_or_else(|| DomainError::Internal(anyhow::anyhow!("an image made no copies")))?;
    let hash = hex::encode(&Sha256::digest(&largest.webp)[..8]);
    let name: String = upload
        .file_name
        .chars()
        .filter(|c| !c.is_control())
        .take(255)
        .collect();
    let txn = db.begin().await?;
    let stored = media::ActiveModel {
        hash: Set(hash),
        file_name: Set(name),
        alt: Set(alt),
        source_type: Set(processed.source_type.into()),
        source_bytes: Set(source_bytes),
        width: Set(largest.width as i32),
        height: Set(largest.height as i32),
        created_at: Set(Utc::now()),
        created_by: Set(actor.name.chars().take(100).collect()),
        ..Default::default()
    }
    .insert(&txn)
    .await?;
    for copy in &processed.copies {
        media_variant::ActiveModel {
            media_id: Set(stored.id),
            width: Set(copy.width as i32),
            height: Set(copy.height as i32),
            bytes: Set(copy.webp.len() as i64),
            data: Set(STANDARD.encode(&copy.webp)),
            ..Default::default()
        }
        .insert(&txn)
        .await?;
    }
    txn.commit().await?;
    Ok(stored.id)
}

/// One image with the sizes it is served at.
#[derive(Clone, Debug)]
pub struct Image {
    pub media: media::Model,
    /// (width, height, bytes) of each copy, narrowest first.
    pub sizes: Vec<(i32, i32, i64)>,
}

impl Image {
    /// The address of the copy `width` wide.
    pub fn url(&self, width: i32) -> String {
        url(self.media.id, &self.media.hash, width)
    }
}

pub fn url(id: i32, hash: &str, width: i32) -> String {
    format!("/media/{id}/{hash}/{width}.webp")
}

/// The image, hash and width a copy's address names (`url`'s inverse).
pub fn parse_url(address: &str) -> Option<(i32, &str, i32)> {
    let rest = address.trim().strip_prefix("/media/")?;
    let mut parts = rest.split('/');
    let id = parts.next()?.parse().ok()?;
    let hash = parts.next().filter(|h| !h.is_empty())?;
    let width = parts.next()?.strip_suffix(".webp")?.parse().ok()?;
    parts.next().is_none().then_some((id, hash, width))
}

/// The WebP copy an address names (`url`), if the image is still there.
pub async fn copy_at(db: &DatabaseConnection, address: &str) -> DomainResult<Option<Vec<u8>>> {
    match parse_url(address) {
        Some((id, hash, width)) => copy(db, id, hash, width).await,
        None => Ok(None),
    }
}

/// Every image, newest first, with its sizes (not its bytes).
pub async fn list(db: &DatabaseConnection) -> DomainResult<Vec<Image>> {
    let all = media::Entity::find()
        .order_by_desc(media::Column::Id)
        .all(db)
        .await?;
    with_sizes(db, all, None).await
}

/// Which images a page of the library shows.
#[derive(Clone, Debug, Default)]
pub struct MediaFilter {
    /// Words found in the file name or the alt text.
    pub search: Option<String>,
}

/// One page of the images `filter` picks, newest first, with how many it
/// picks in all.
pub async fn page(
    db: &DatabaseConnection,
    filter: &MediaFilter,
    page: PageRequest,
) -> DomainResult<(Vec<Image>, u64)> {
    let mut cond = Condition::all();
    if let Some(words) = &filter.search {
        cond = cond.add(any_column_contains(
            [media::Column::FileName, media::Column::Alt],
            words,
        ));
    }
    let query = media::Entity::find().filter(cond);
    let total = query.clone().count(db).await?;
    let rows = query
        .order_by_desc(media::Column::Id)
        .offset(page.offset())
        .limit(page.per_page)
        .all(db)
        .await?;
    let ids = rows.iter().map(|m| m.id).collect();
    Ok((with_sizes(db, rows, Some(ids)).await?, total))
}

/// One image with its sizes.
#[tracing::instrument(skip_all, fields(id = id))]
pub async fn image(db: &DatabaseConnection, id: i32) -> DomainResult<Image> {
    let one = one_or(media::Entity::find_by_id(id), db, "Image").await?;
    let mut found = with_sizes(db, vec![one], Some(vec![id])).await?;
    found.pop().ok_or(DomainError::NotFound("Image"))
}

/// The copies' image id, width, height and bytes, narrowest first (of
/// the images `only` names, when given).
async fn copy_sizes(
    db: &DatabaseConnection,
    only: Option<Vec<i32>>,
) -> Result<Vec<(i32, i32, i32, i64)>, sea_orm::DbErr> {
    let mut copies = media_variant::Entity::find();
    if let Some(ids) = only {
        copies = copies.filter(media_variant::Column::MediaId.is_in(ids));
    }
    copies
        .select_only()
        .columns([
            media_variant::Column::MediaId,
            media_variant::Column::Width,
            media_variant::Column::Height,
            media_variant::Column::Bytes,
        ])
        .order_by_asc(media_variant::Column::Width)
        .into_tuple()
        .all(db)
        .await
}

/// `images` with the sizes of their copies (of the images `only` names,
/// when given).
async fn with_sizes(
    db: &DatabaseConnection,
    images: Vec<media::Model>,
    only: Option<Vec<i32>>,
) -> DomainResult<Vec<Image>> {
    let sizes = copy_sizes(db, only).await?;
    let mut by_media: HashMap<i32, Vec<(i32, i32, i64)>> = HashMap::new();
    for (id, w, h, b) in sizes {
        by_media.entry(id).or_default().push((w, h, b));
    }
    Ok(images
        .into_iter()
        .map(|media| Image {
            sizes: by_media.remove(&media.id).unwrap_or_default(),
            media,
        })
        .collect())
}

/// Every image's hash and copy sizes, for the articles that show them.
pub async fn index(db: &DatabaseConnection) -> Result<MediaIndex, sea_orm::DbErr> {
    let hashes: Vec<(i32, String)> = media::Entity::find()
        .select_only()
        .columns([media::Column::Id, media::Column::Hash])
        .into_tuple()
        .all(db)
        .await?;
    let sizes = copy_sizes(db, None).await?;
    let mut index: HashMap<i32, (String, Vec<(i32, i32)>)> = hashes
        .into_iter()
        .map(|(id, hash)| (id, (hash, Vec::new())))
        .collect();
    for (id, w, h, _) in sizes {
        if let Some((_, list)) = index.get_mut(&id) {
            list.push((w, h));
        }
    }
    Ok(MediaIndex(index))
}

/// The WebP copy of image `id` at `width`, when `hash` is the image's.
#[tracing::instrument(skip_all, fields(id = id, width = width))]
pub async fn copy(
    db: &DatabaseConnection,
    id: i32,
    hash: &str,
    width: i32,
) -> DomainResult<Option<Vec<u8>>> {
    let Some(image) = media::Entity::find_by_id(id).one(db).await? else {
        return Ok(None);
    };
    if image.hash != hash {
        return Ok(None);
    }
    let variant = media_variant::Entity::find()
        .filter(media_variant::Column::MediaId.eq(id))
        .filter(media_variant::Column::Width.eq(width))
        .one(db)
        .await?;
    Ok(variant.and_then(|v| STANDARD.decode(v.data).ok()))
}

/// Deletes an image. Whether published content still shows it is the
/// content service's rule (`content::delete_image`), which calls this.
#[tracing::instrument(skip_all, fields(id = id))]
pub async fn delete(db: &DatabaseConnection, id: i32) -> DomainResult<()> {
    if media::Entity::delete_by_id(id)
        .exec(db)
        .await?
        .rows_affected
        == 0
    {
        return Err(DomainError::NotFound("Image"));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use image::{ImageBuffer, Rgb};

    fn jpeg(width: u32, height: u32) -> Vec<u8> {
        let img = ImageBuffer::from_fn(width, height, |x, y| {
            Rgb([(x % 255) as u8, (y % 255) as u8, 90])
        });
        let mut out = Cursor::new(Vec::new());
        DynamicImage::ImageRgb8(img)
            .write_to(&mut out, ImageFormat::Jpeg)
            .unwrap();
        out.into_inner()
    }

    #[test]
    fn a_copy_s_address_reads_back_as_its_image_hash_and_width() {
        assert_eq!(parse_url(&url(12, "ab34", 480)), Some((12, "ab34", 480)));
        for wrong in [
            "/media/12/ab34/480.png",
            "/media/x/ab34/480.webp",
            "/media/12//480.webp",
            "/media/12/ab34/480.webp/more",
            "https://example.com/media/12/ab34/480.webp",
            "",
        ] {
            assert_eq!(parse_url(wrong), None, "{wrong}");
        }
    }

    #[test]
    fn copies_are_webp_at_the_widths_no_wider_than_the_image() {
        let done = process(&jpeg(1200, 600)).unwrap();
        let widths: Vec<_> = done.copies.iter().map(|c| (c.width, c.height)).collect();
        assert_eq!(widths, [(480, 240), (960, 480), (1200, 600)]);
        assert_eq!(done.source_type, "image/jpeg");
        for c in &done.copies {
            assert_eq!(&c.webp[..4], b"RIFF");
            assert_eq!(&c.webp[8..12], b"WEBP");
        }
        let small = process(&jpeg(300, 200)).unwrap();
        assert_eq!(small.copies.len(), 1);
        assert_eq!(small.copies[0].width, 300);
    }

    #[test]
    fn a_strip_or_a_copy_webp_cannot_hold_is_refused_before_decoding() {
        // The 1601 × 24984 PNG that once took 1.1 GB: over 8 to 1.
        assert!(copy_sizes_for(1601, 24_984).is_err());
        assert!(copy_sizes_for(24_984, 1601).is_err());
        assert!(copy_sizes_for(1, 9).is_err());
        // The longest accepted: 8 to 1 either way, copies within WebP.
        let tall = copy_sizes_for(2_200, 17_600).unwrap();
        assert_eq!(tall.last(), Some(&(1600, 12_800)));
        let wide = copy_sizes_for(17_600, 2_200).unwrap();
        assert_eq!(wide, [(480, 60), (960, 120), (1600, 200)]);
        assert_eq!(copy_sizes_for(1, 8).unwrap(), [(1, 8)]);
    }

    #[test]
    fn the_type_is_read_from_the_bytes() {
        assert!(process(b"GIF89a\x01\x00\x01\x00").is_err());
        assert!(process(b"<?php system($_GET['c']); ?>").is_err());
        let mut broken = jpeg(100, 100);
        broken.truncate(200);
        assert!(process(&broken).is_err());
        assert!(process(&[]).is_err());
    }
}
