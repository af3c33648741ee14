//! The layers point one way (see docs/architecture.md, "Which layer may
//! import which"). This test reads every source file's `crate::` paths,
//! grouped imports included, and fails when a lower layer names a higher
//! one, so a shortcut upward is found when it is written, not when it has
//! grown a circle of files.
use std::{
    collections::BTreeSet,
    path::{Path, PathBuf},
};

/// The edge: what builds and runs the application and speaks HTTP. Only
/// the edge itself may import it.
const EDGE: &[&str] = &[
    "routes",
    "middleware",
    "startup",
    "background",
    "cli",
    "serve",
];
/// Files that are part of the edge.
fn is_edge(file: &str) -> bool {
    file.starts_with("routes/")
        || matches!(
            file,
            "middleware.rs"
                | "startup.rs"
                | "background.rs"
                | "cli.rs"
                | "serve.rs"
                | "main.rs"
                | "lib.rs"
        )
}

/// What each lower layer may import of the crate (its own folder
/// included); `None` for a layer that is only kept out of the edge.
fn allowed(file: &str) -> Option<&'static [&'static str]> {
    if file.starts_with("domain/") {
        Some(&["domain"])
    } else if file.starts_with("entities/") {
        Some(&["entities", "domain"])
    } else if file == "error.rs" {
        Some(&["domain"])
    } else if file.starts_with("services/") {
        // Services know nothing of HTTP, the application's state or the
        // workers that call them.
        Some(&[
            "services", "domain", "entities", "db", "config", "paths", "cache", "content",
            "memory", "auth",
        ])
    } else {
        None
    }
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The first segment of every `crate::` path in `code` (comments left out):
/// `crate::routes::x` and `use crate::{routes::x, domain}` alike.
fn crate_paths(code: &str) -> BTreeSet<String> {
    paths_after(code, "crate::")
}

/// The first segment of every path in `code` that starts with `prefix`
/// (`crate::`, `super::`, `crate::services::`), grouped imports included.
fn paths_after(code: &str, prefix: &str) -> BTreeSet<String> {
    let code: String = code
        .lines()
        .filter(|l| !l.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n");
    let mut found = BTreeSet::new();
    let mut rest = code.as_str();
    while let Some(at) = rest.find(prefix) {
        rest = &rest[at + prefix.len()..];
        if let Some(group) = rest.strip_prefix('{') {
            let mut depth = 0usize;
            let mut item = String::new();
            for c in group.chars() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => break,
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        found.insert(first_segment(&item));
                        item.clear();
                        continue;
                    }
                    _ => {}
                }
                if depth == 0 || c != '{' {
                    item.push(c);
                }
            }
            found.insert(first_segment(&item));
        } else {
            found.insert(first_segment(rest));
        }
    }
    found.remove("");
    found
}

fn first_segment(path: &str) -> String {
    path.trim()
        .chars()
        .take_while(|c| c.is_alphanumeric() || *c == '_')
        .collect()
}

#[test]
fn grouped_imports_and_paths_are_read() {
    let code = "use crate::{\n    auth::{a, b},\n    domain::X,\n    state,\n};\n// crate::routes in a comment\nfn f() { crate::cache::go(); }";
    let got: Vec<String> = crate_paths(code).into_iter().collect();
    assert_eq!(got, ["auth", "cache", "domain", "state"]);
}

#[test]
fn no_lower_layer_imports_a_higher_one() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let mut wrong = Vec::new();
    for path in files {
        let file = path
            .strip_prefix(&src)
            .unwrap()
            .to_string_lossy()
            .replace('\\', "/");
        if file == "layers.rs" {
            continue; // this file's own examples
        }
        let imports = crate_paths(&std::fs::read_to_string(&path).unwrap());
        for module in &imports {
            let upward = !is_edge(&file) && EDGE.contains(&module.as_str());
            let outside = allowed(&file).is_some_and(|ok| !ok.contains(&module.as_str()));
            if upward || outside {
                wrong.push(format!("src/{file} imports crate::{module}"));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "imports against the layers:\n{}",
        wrong.join("\n")
    );
}

/// The service modules (`services/<name>.rs` or `services/<name>/`) that
/// the files of each service module name, through `super::`,
/// `super::super::` or `crate::services::`.
fn service_imports(src: &Path) -> std::collections::BTreeMap<String, BTreeSet<String>> {
    let services = src.join("services");
    let mut files = Vec::new();
    rust_files(&services, &mut files);
    let modules: BTreeSet<String> = files
        .iter()
        .map(|p| p.strip_prefix(&services).unwrap())
        .filter_map(|p| p.components().next())
        .map(|c| {
            c.as_os_str()
                .to_string_lossy()
                .trim_end_matches(".rs")
                .to_owned()
        })
        .filter(|m| m != "mod")
        .collect();
    let mut graph = std::collections::BTreeMap::<String, BTreeSet<String>>::new();
    for path in &files {
        let inner = path.strip_prefix(&services).unwrap();
        let nested = inner.components().count() > 1;
        let module = inner
            .components()
            .next()
            .unwrap()
            .as_os_str()
            .to_string_lossy();
        let module = module.trim_end_matches(".rs").to_owned();
        if module == "mod" {
            continue; // the shared helpers of every service
        }
        let code = std::fs::read_to_string(path).unwrap();
        let mut named = paths_after(&code, "crate::services::");
        named.extend(paths_after(
            &code,
            if nested { "super::super::" } else { "super::" },
        ));
        let deps = graph.entry(module.clone()).or_default();
        deps.extend(
            named
                .into_iter()
                .filter(|m| modules.contains(m) && *m != module),
        );
    }
    graph
}

#[test]
fn service_imports_are_read() {
    let code =
        "use super::{audit::Actor, begin_write, media};\nfn f() { crate::services::quotes::x(); }";
    let got: Vec<String> = paths_after(code, "super::").into_iter().collect();
    assert_eq!(got, ["audit", "begin_write", "media"]);
    let got: Vec<String> = paths_after(code, "crate::services::").into_iter().collect();
    assert_eq!(got, ["quotes"]);
}

#[test]
fn no_two_services_import_each_other() {
    let graph = service_imports(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"));
    assert!(graph.contains_key("content") && graph.contains_key("leads"));
    // A circle of services: from each module, walk what it names; reaching
    // the module again is a circle.
    let mut circles = Vec::new();
    for start in graph.keys() {
        let mut seen = BTreeSet::new();
        let mut todo: Vec<&String> = graph[start].iter().collect();
        while let Some(next) = todo.pop() {
            if next == start {
                circles.push(start.clone());
                break;
            }
            if seen.insert(next) {
                todo.extend(graph.get(next).into_iter().flatten());
            }
        }
    }
    assert!(
        circles.is_empty(),
        "services in a circle of imports: {circles:?}\n{graph:#?}"
    );
}
