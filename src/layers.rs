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
    "auth",
    "middleware",
    "startup",
    "background",
    "cli",
    "serve",
];
/// Files that are part of the edge.
fn is_edge(file: &str) -> bool {
    file.starts_with("routes/")
        || file.starts_with("auth/")
        || matches!(
            file,
            "middleware.rs"
                | "startup.rs"
                | "visits.rs"
                | "background.rs"
                | "cli.rs"
                | "serve.rs"
                | "main.rs"
                | "lib.rs"
        )
}

/// Who may take the application's state (`state::AppState`): the edge,
/// and the page views and operations it runs, never a service.
fn may_import_state(file: &str) -> bool {
    is_edge(file) || file.starts_with("views/") || file.starts_with("ops/")
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
    } else if file == "state.rs" {
        // The application's wiring: what every handler is handed.
        Some(&[
            "config", "content", "services", "db", "domain", "cache", "mail",
        ])
    } else if file.starts_with("services/") {
        // Services know nothing of HTTP, the application's state or the
        // workers that call them.
        Some(&[
            "services", "domain", "entities", "db", "config", "paths", "cache", "content", "memory",
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
        .into_iter()
        .filter_map(|path| path.into_iter().next())
        .collect()
}

/// Every path in `code` (comments left out) that starts with `prefix`
/// (`crate::`, `super::`, `crate::services::`), as its segments after the
/// prefix, grouped imports expanded (`use_tree`). A prefix inside a longer
/// path (the second `super::` of `super::super::`) starts none.
fn paths_after(code: &str, prefix: &str) -> Vec<Vec<String>> {
    let code: String = code
        .lines()
        .filter(|l| !l.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n");
    let mut found = Vec::new();
    let mut from = 0;
    while let Some(at) = code[from..].find(prefix).map(|i| from + i) {
        from = at + prefix.len();
        let before = &code[..at];
        if before.ends_with("::") || before.ends_with(|c: char| c.is_alphanumeric() || c == '_') {
            continue;
        }
        found.extend(use_tree(&code[from..]).0);
    }
    found
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
            let upward = !is_edge(&file) && EDGE.contains(&module.as_str())
                || module == "state" && !may_import_state(&file);
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

/// The groups of services by the areas of the administrator's menu
/// (`services/<group>/`): each module in one is a service of its own. Any
/// other folder or file under `services/` is one service.
const GROUPS: &[&str] = &[
    "money",
    "website",
    "marketing",
    "affiliate",
    "operations",
    "counting",
];

/// The service a path under `services` names: `money::quotes::Quote` is
/// `money::quotes`, `leads::query` is `leads`.
fn service_of(segments: &[String]) -> String {
    match segments {
        [group, module, ..] if GROUPS.contains(&group.as_str()) => format!("{group}::{module}"),
        [first, ..] => first.clone(),
        [] => String::new(),
    }
}

/// The paths of a `use` tree that starts at `code`, grouped imports
/// expanded (`a::{b, c::{d, e}}` is `a::b`, `a::c::d` and `a::c::e`),
/// with how much of `code` it took.
fn use_tree(code: &str) -> (Vec<Vec<String>>, usize) {
    let bytes = code.as_bytes();
    let mut at = 0;
    let mut head = Vec::new();
    let skip = |at: &mut usize| {
        while *at < bytes.len() && bytes[*at].is_ascii_whitespace() {
            *at += 1;
        }
    };
    loop {
        skip(&mut at);
        if bytes.get(at) == Some(&b'{') {
            at += 1;
            let mut paths = Vec::new();
            loop {
                skip(&mut at);
                match bytes.get(at) {
                    None => return (paths, at),
                    Some(b'}') => return (paths, at + 1),
                    Some(b',') => at += 1,
                    _ => {
                        let (inner, took) = use_tree(&code[at..]);
                        at += took.max(1);
                        paths.extend(inner.into_iter().map(|p| [head.clone(), p].concat()));
                    }
                }
            }
        }
        let start = at;
        while at < bytes.len() && (bytes[at].is_ascii_alphanumeric() || bytes[at] == b'_') {
            at += 1;
        }
        if at > start {
            head.push(code[start..at].to_owned());
        }
        skip(&mut at);
        if !code[at..].starts_with("::") {
            return (vec![head], at);
        }
        at += 2;
    }
}

/// The service modules that the files of each service name, through
/// `crate::services::` or `super::` (as many times as it is said).
fn service_imports(src: &Path) -> std::collections::BTreeMap<String, BTreeSet<String>> {
    let services = src.join("services");
    let mut files = Vec::new();
    rust_files(&services, &mut files);
    // Each file's module path under `services`: `money/quotes.rs` is
    // money::quotes, `leads/mod.rs` is leads.
    let module_path = |path: &Path| -> Vec<String> {
        let mut segments: Vec<String> = path
            .strip_prefix(&services)
            .unwrap()
            .components()
            .map(|c| {
                c.as_os_str()
                    .to_string_lossy()
                    .trim_end_matches(".rs")
                    .to_owned()
            })
            .collect();
        if segments.last().is_some_and(|s| s == "mod") {
            segments.pop();
        }
        segments
    };
    let modules: BTreeSet<String> = files
        .iter()
        .map(|p| service_of(&module_path(p)))
        .filter(|m| !m.is_empty() && !GROUPS.contains(&m.as_str()))
        .collect();
    let mut graph = std::collections::BTreeMap::<String, BTreeSet<String>>::new();
    for path in &files {
        let own = module_path(path);
        let module = service_of(&own);
        if !modules.contains(&module) {
            continue; // the shared helpers of every service, a group's list
        }
        let code = std::fs::read_to_string(path).unwrap();
        let mut named: BTreeSet<String> = paths_after(&code, "crate::services::")
            .iter()
            .map(|p| service_of(p))
            .collect();
        // `super::super::x` reads as `super` then `x`: one level up for each.
        for path in paths_after(&code, "super::") {
            let ups = 1 + path.iter().take_while(|s| *s == "super").count();
            let base = &own[..own.len().saturating_sub(ups)];
            named.insert(service_of(&[base, &path[ups - 1..]].concat()));
        }
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
    let code = "audit::Actor, begin_write, money::{quotes, invoices::{x, y}}};";
    let (got, _) = use_tree(&format!("{{{code}"));
    let got: Vec<String> = got.iter().map(|p| p.join("::")).collect();
    assert_eq!(
        got,
        [
            "audit::Actor",
            "begin_write",
            "money::quotes",
            "money::invoices::x",
            "money::invoices::y"
        ]
    );
    let named: Vec<String> = use_tree("money::quotes::Quote;")
        .0
        .iter()
        .map(|p| service_of(p))
        .collect();
    assert_eq!(named, ["money::quotes"]);
    let ups: Vec<String> = paths_after("use super::super::{leads, money::quotes};", "super::")
        .iter()
        .map(|p| p.join("::"))
        .collect();
    assert_eq!(ups, ["super::leads", "super::money::quotes"]);
    assert_eq!(service_of(&["leads".into(), "query".into()]), "leads");
}

#[test]
fn no_two_services_import_each_other() {
    let graph = service_imports(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"));
    assert!(graph.contains_key("website::content") && graph.contains_key("leads"));
    assert!(
        graph["operations::today"].contains("money::quotes"),
        "Today's imports are read: {graph:#?}"
    );
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
