//! Build script: bundles the React islands with esbuild (running `npm ci`
//! first when islands/node_modules is missing or stale), then gives every
//! static file and bundle a content-hashed URL and embeds them all in the
//! binary (`assets_gen.rs`), so the release binary needs no files beside it.
//! Text assets are also embedded compressed (brotli, gzip, zstd at their
//! best levels), so no request compresses them; the compressed copies are
//! kept in OUT_DIR by content hash, so a build only compresses what changed.
use std::{
    env, fs,
    path::{Path, PathBuf},
    process::Command,
};

use sha2::{Digest, Sha256};

#[allow(dead_code)]
#[path = "src/cache/compress.rs"]
mod compress;

use compress::{Coding, Strength};

struct Entry {
    logical: String,
    url: String,
    mime: &'static str,
    path: PathBuf,
}

fn main() {
    let root = PathBuf::from(env::var("CARGO_MANIFEST_DIR").unwrap());
    let out = PathBuf::from(env::var("OUT_DIR").unwrap());
    for p in [
        "islands/src",
        // The API's generated types, which also export the enum value lists
        // the screens show (the lead statuses).
        "islands/generated",
        // The administrator area's route table, which the admin island imports.
        "src/routes/admin_screens.json",
        "islands/build.mjs",
        "islands/package.json",
        "islands/package-lock.json",
        "islands/tsconfig.json",
        "static",
        "content",
    ] {
        println!("cargo:rerun-if-changed={p}");
    }

    let islands = root.join("islands");
    ensure_node_modules(&islands);
    let bundle_dir = out.join("islands");
    run(
        Command::new("node")
            .arg(islands.join("build.mjs"))
            .arg(&bundle_dir)
            .current_dir(&islands),
        "node islands/build.mjs (esbuild)",
    );

    let mut entries = Vec::new();
    // Static files: name-<hash>.ext
    let static_dir = root.join("static");
    for path in walk(&static_dir) {
        let rel = rel_path(&static_dir, &path);
        entries.push(hashed_entry(&rel, &path));
    }
    // htmx from npm, hashed like a static file.
    let htmx = islands.join("node_modules/htmx.org/dist/htmx.min.js");
    entries.push(hashed_entry("js/htmx.min.js", &htmx));
    // Island bundles are hashed by esbuild already; keep their layout so
    // relative chunk imports resolve.
    for path in walk(&bundle_dir) {
        let rel = rel_path(&bundle_dir, &path);
        if rel == "manifest.json" || rel == "preload.json" {
            continue;
        }
        entries.push(Entry {
            url: format!("/assets/islands/{rel}"),
            logical: format!("islands/{rel}"),
            mime: mime_for(&rel),
            path,
        });
    }
    let manifest: serde_json::Map<String, serde_json::Value> = serde_json::from_slice(
        &fs::read(bundle_dir.join("manifest.json")).expect("esbuild manifest"),
    )
    .expect("manifest is JSON");

    let mut code = String::from("/// Every embedded asset.\npub static FILES: &[Asset] = &[\n");
    let store = out.join("precompressed");
    fs::create_dir_all(&store).unwrap();
    for e in &entries {
        let copies = precompressed(&store, e);
        code.push_str(&format!(
            "    Asset {{ logical: {:?}, url: {:?}, mime: {:?}, body: include_bytes!({:?}), copies: [{}] }},\n",
            e.logical,
            e.url,
            e.mime,
            e.path.display().to_string(),
            copies.join(", ")
        ));
    }
    code.push_str("];\n\n/// Island name to the URL of its entry module.\npub static ISLANDS: &[(&str, &str)] = &[\n");
    for (name, file) in &manifest {
        code.push_str(&format!(
            "    ({:?}, {:?}),\n",
            name,
            format!("/assets/islands/{}", file.as_str().unwrap())
        ));
    }
    code.push_str("];\n");
    // What to preload for each entry and each on-demand module (see build.mjs).
    let preload: serde_json::Map<String, serde_json::Value> = serde_json::from_slice(
        &fs::read(bundle_dir.join("preload.json")).expect("esbuild preload list"),
    )
    .expect("preload list is JSON");
    code.push_str(
        "\n/// Entry name or on-demand module (\"admin/screens/Login\") to the URLs of\n\
         /// the modules it needs at once, for <link rel=\"modulepreload\">.\n\
         pub static PRELOADS: &[(&str, &[&str])] = &[\n",
    );
    for (name, files) in &preload {
        let urls: Vec<String> = files
            .as_array()
            .expect("a list of files")
            .iter()
            .map(|f| format!("/assets/islands/{}", f.as_str().expect("a file name")))
            .collect();
        code.push_str(&format!("    ({name:?}, &{urls:?}),\n"));
    }
    code.push_str("];\n");
    fs::write(out.join("assets_gen.rs"), code).unwrap();

    // Page copy (content/**/*.toml), embedded as text and parsed at start-up.
    let content_dir = root.join("content");
    let mut content = String::from(
        "/// (path under content/, TOML text)\npub static FILES: &[(&str, &str)] = &[\n",
    );
    for path in walk(&content_dir) {
        let rel = rel_path(&content_dir, &path);
        if rel.ends_with(".toml") {
            content.push_str(&format!(
                "    ({:?}, include_str!({:?})),\n",
                rel,
                path.display().to_string()
            ));
        }
    }
    content.push_str("];\n");
    fs::write(out.join("content_gen.rs"), content).unwrap();
}

/// Whether a file of this type gains from compression (images and fonts
/// are compressed already).
fn compressible(mime: &str) -> bool {
    mime.starts_with("text/")
        || mime.starts_with("image/svg")
        || mime.starts_with("application/json")
        || mime.starts_with("application/manifest")
}

/// The asset's brotli, gzip and zstd copies as `Some(include_bytes!(…))`
/// (in `Coding::ALL` order), `None` where a copy would not be at least 5 %
/// smaller. Each copy is kept in `store` under the content's hash.
fn precompressed(store: &Path, e: &Entry) -> Vec<String> {
    let bytes = fs::read(&e.path).unwrap_or_else(|err| panic!("{}: {err}", e.path.display()));
    let hash = hex::encode(Sha256::digest(&bytes));
    Coding::ALL
        .iter()
        .map(|&coding| {
            if !compressible(e.mime) {
                return "None".to_owned();
            }
            let file = store.join(format!("{hash}.{}", coding.token()));
            if !file.exists() {
                let copy = compress::compress(coding, &bytes, Strength::Best);
                let tmp = file.with_extension("tmp");
                fs::write(&tmp, copy).unwrap();
                fs::rename(&tmp, &file).unwrap();
            }
            let len = fs::metadata(&file).unwrap().len() as usize;
            if len * 20 <= bytes.len() * 19 {
                format!("Some(include_bytes!({:?}))", file.display().to_string())
            } else {
                "None".to_owned()
            }
        })
        .collect()
}

fn ensure_node_modules(islands: &Path) {
    let marker = islands.join("node_modules/.package-lock.json");
    let lock = islands.join("package-lock.json");
    let stale = match (fs::metadata(&marker), fs::metadata(&lock)) {
        (Ok(m), Ok(l)) => m.modified().unwrap() < l.modified().unwrap(),
        _ => true,
    };
    if stale {
        run(
            Command::new("npm")
                .args(["ci", "--no-audit", "--no-fund"])
                .current_dir(islands),
            "npm ci (islands)",
        );
    }
}

fn run(cmd: &mut Command, what: &str) {
    let status = cmd
        .status()
        .unwrap_or_else(|e| panic!("{what}: could not start ({e}); is Node.js 18+ installed?"));
    assert!(status.success(), "{what} failed with {status}");
}

fn walk(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    if let Ok(read) = fs::read_dir(dir) {
        for entry in read.flatten() {
            let p = entry.path();
            if p.is_dir() {
                files.extend(walk(&p));
            } else {
                files.push(p);
            }
        }
    }
    files.sort();
    files
}

fn rel_path(base: &Path, path: &Path) -> String {
    path.strip_prefix(base)
        .unwrap()
        .to_string_lossy()
        .replace('\\', "/")
}

fn hashed_entry(rel: &str, path: &Path) -> Entry {
    let bytes = fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let hash = hex::encode(Sha256::digest(&bytes));
    let (stem, ext) = rel.rsplit_once('.').unwrap_or((rel, ""));
    Entry {
        logical: rel.to_owned(),
        url: format!("/assets/{stem}-{}.{ext}", &hash[..10]),
        mime: mime_for(rel),
        path: path.to_owned(),
    }
}

fn mime_for(name: &str) -> &'static str {
    match name.rsplit('.').next().unwrap_or("") {
        "css" => "text/css; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "jpg" | "jpeg" => "image/jpeg",
        "webp" => "image/webp",
        "avif" => "image/avif",
        "ico" => "image/x-icon",
        "woff2" => "font/woff2",
        "json" | "map" => "application/json",
        "txt" => "text/plain; charset=utf-8",
        "webmanifest" => "application/manifest+json",
        _ => "application/octet-stream",
    }
}
