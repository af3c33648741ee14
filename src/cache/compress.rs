//! The three compressions a page or asset is kept in, at two strengths
//! (and a third, `Strength::Fast`, for answers not kept at all):
//! `Strength::Quick` for the first answer (a few milliseconds for a page, so
//! no request waits long), `Strength::Best` for what is kept afterwards
//! (brotli 11, gzip 9, zstd 19), computed in the background for pages and
//! at build time for static assets. This file has no dependency on the rest
//! of the crate: `build.rs` includes it to compress the assets.
use std::io::Write;

/// A content coding kept beside the identity bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Coding {
    Br,
    Gzip,
    Zstd,
}

impl Coding {
    pub const ALL: [Coding; 3] = [Coding::Br, Coding::Gzip, Coding::Zstd];

    /// The `Content-Encoding` token.
    pub fn token(self) -> &'static str {
        match self {
            Coding::Br => "br",
            Coding::Gzip => "gzip",
            Coding::Zstd => "zstd",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Strength {
    /// For an answer compressed once and thrown away (dynamic JSON): the
    /// fastest levels, whose encoders set up least.
    Fast,
    Quick,
    Best,
}

/// The smallest brotli window that holds `len` bytes (10 to 24 bits): a
/// small page gets a small window, so compressing it needs little memory.
fn brotli_window(len: usize) -> i32 {
    let mut bits = 10;
    while bits < 24 && (1usize << bits) - 16 < len {
        bits += 1;
    }
    bits
}

/// `data` compressed with `coding`.
pub fn compress(coding: Coding, data: &[u8], strength: Strength) -> Vec<u8> {
    let (br, gzip, zstd) = match strength {
        Strength::Fast => (1, 1, 1),
        Strength::Quick => (5, 6, 3),
        Strength::Best => (11, 9, 19),
    };
    match coding {
        Coding::Br => {
            let params = brotli::enc::BrotliEncoderParams {
                quality: br,
                lgwin: brotli_window(data.len()),
                size_hint: data.len(),
                ..Default::default()
            };
            let mut out = Vec::with_capacity(data.len() / 3);
            brotli::BrotliCompress(&mut &data[..], &mut out, &params)
                .expect("compressing into memory cannot fail");
            out
        }
        Coding::Gzip => {
            let level = flate2::Compression::new(gzip);
            let mut enc = flate2::write::GzEncoder::new(Vec::with_capacity(data.len() / 3), level);
            enc.write_all(data)
                .expect("compressing into memory cannot fail");
            enc.finish().expect("compressing into memory cannot fail")
        }
        Coding::Zstd => {
            zstd::bulk::compress(data, zstd).expect("compressing into memory cannot fail")
        }
    }
}
