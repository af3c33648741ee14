// Generates, from the OpenAPI document the server builds (the same document
// it serves at /api/openapi.json):
// - islands/generated/api-schema.gen.ts, the TypeScript types of the JSON API;
// - islands/generated/content-kinds.gen.ts, each content kind's fields schema
//   (`<Kind>Fields`: labels, help texts, limits, controls) and the kinds a
//   new item can be, as data the content editor is drawn from.
// No server needs to run: the document comes from the `vanijya openapi`
// command, either the binary named by VANIJYA_BIN or `cargo run`.
//
//   node tools/gen-api/gen-api.mjs           write the files
//   node tools/gen-api/gen-api.mjs --check   fail when a file is out of date
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import openapiTS, { astToString } from "openapi-typescript";

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, "../../..");
const check = process.argv.includes("--check");

const HEADER = `// GENERATED from the server's OpenAPI document by islands/tools/gen-api:
// do not edit. After changing the API, run \`npm run gen:api\` in islands/.
`;

function openapiDocument() {
  const [cmd, args] = process.env.VANIJYA_BIN
    ? [process.env.VANIJYA_BIN, ["openapi"]]
    : ["cargo", ["run", "--quiet", "--bin", "vanijya", "--", "openapi"]];
  const out = execFileSync(cmd, args, { cwd: repo, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"], maxBuffer: 64 << 20 });
  return JSON.parse(out);
}

const doc = openapiDocument();

// enumValues: each string enum of the document (the lead statuses) is also
// exported as an array of its values, so the screens list them from here.
const ast = await openapiTS(structuredClone(doc), { silent: true, enumValues: true });

/** Each content kind's fields schema, by kind, in the order of the kinds. */
function contentKinds() {
  const schemas = doc.components.schemas;
  const kinds = schemas.ContentKind.enum;
  const fields = Object.fromEntries(kinds.map((kind) => [kind, schemas[`${kind[0].toUpperCase()}${kind.slice(1)}Fields`]]));
  const creatable = Object.keys(schemas.NewContentBody.discriminator.mapping);
  return (
    "// Each content kind's fields as the server declares them (`<Kind>Fields`), and the\n" +
    "// kinds an administrator can add (`NewContentBody`). Read through src/lib/contentFields.ts.\n" +
    `export const contentFieldSchemas: Record<string, unknown> = ${JSON.stringify(fields, null, 2)};\n\n` +
    `export const newContentKinds = ${JSON.stringify(kinds.filter((k) => creatable.includes(k)))} as const;\n`
  );
}

const files = [
  ["islands/generated/api-schema.gen.ts", HEADER + "// Name schemas through islands/src/api/types.ts, not here.\n\n" + astToString(ast)],
  ["islands/generated/content-kinds.gen.ts", HEADER + contentKinds()],
];

let stale = false;
for (const [name, generated] of files) {
  const target = resolve(repo, name);
  if (check) {
    let current = "";
    try {
      current = readFileSync(target, "utf8");
    } catch {
      // A missing file is out of date too.
    }
    if (current !== generated) {
      console.error(`${name} is out of date with the server's OpenAPI document.\nRun \`npm run gen:api\` in islands/ and commit the result.`);
      stale = true;
    } else {
      console.log(`${name} matches the server's OpenAPI document.`);
    }
  } else {
    writeFileSync(target, generated);
    console.log(`wrote ${target}`);
  }
}
if (stale) process.exit(1);
