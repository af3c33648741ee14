// Bundles every island entry (src/entries/*.tsx) with esbuild into the folder
// given as the first argument, and writes manifest.json there: { "<entry>": "<file>" },
// and preload.json: for each entry ("<entry>") and each module loaded on demand
// ("<path under src/ without extension>", e.g. "admin/screens/Login"), the files
// to fetch at once to run it (its own file for an on-demand module, and every
// chunk it imports statically, transitively), so a page can announce them
// with <link rel="modulepreload"> instead of the browser finding them one
// import at a time.
// build.rs runs this and embeds the output with the rest of the static files.
// Splitting puts React in one shared chunk; file names carry a content hash.
import { build } from "esbuild";
import { readdirSync, writeFileSync, rmSync, mkdirSync } from "node:fs";
import { join, basename, relative, dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const outdir = process.argv[2];
if (!outdir) {
  console.error("usage: node build.mjs <outdir>");
  process.exit(2);
}
rmSync(outdir, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });

const entryDir = join(here, "src", "entries");
const entryPoints = Object.fromEntries(
  readdirSync(entryDir)
    .filter((f) => f.endsWith(".tsx") || f.endsWith(".ts"))
    .map((f) => [basename(f).replace(/\.tsx?$/, ""), join(entryDir, f)]),
);

const result = await build({
  entryPoints,
  outdir,
  bundle: true,
  splitting: true,
  format: "esm",
  minify: true,
  target: ["es2020"],
  jsx: "automatic",
  entryNames: "[name]-[hash]",
  chunkNames: "chunks/[name]-[hash]",
  define: { "process.env.NODE_ENV": '"production"' },
  legalComments: "none",
  metafile: true,
  logLevel: "warning",
});

// Only the real entries: lazily imported modules have an entryPoint too.
const entryFiles = new Set(Object.values(entryPoints).map((p) => resolve(p)));
const manifest = {};
for (const [file, meta] of Object.entries(result.metafile.outputs)) {
  if (!meta.entryPoint || !entryFiles.has(resolve(meta.entryPoint))) continue;
  const name = basename(meta.entryPoint).replace(/\.tsx?$/, "");
  manifest[name] = relative(outdir, file);
}
writeFileSync(join(outdir, "manifest.json"), JSON.stringify(manifest, null, 2));

/** Every chunk `file` imports statically, transitively. */
function staticImports(file, seen = new Set()) {
  for (const imp of result.metafile.outputs[file]?.imports ?? []) {
    if (imp.kind !== "import-statement" || seen.has(imp.path)) continue;
    seen.add(imp.path);
    staticImports(imp.path, seen);
  }
  return seen;
}

const srcDir = join(here, "src");
const preload = {};
for (const [file, meta] of Object.entries(result.metafile.outputs)) {
  if (!meta.entryPoint || !file.endsWith(".js")) continue;
  const source = resolve(meta.entryPoint);
  const isEntry = entryFiles.has(source);
  const key = isEntry
    ? basename(source).replace(/\.tsx?$/, "")
    : relative(srcDir, source).replace(/\.tsx?$/, "").split("\\").join("/");
  const files = [...staticImports(file)].map((f) => relative(outdir, f));
  preload[key] = isEntry ? files : [relative(outdir, file), ...files];
}
writeFileSync(join(outdir, "preload.json"), JSON.stringify(preload, null, 2));
