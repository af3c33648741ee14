// Generates islands/generated/api-schema.gen.ts, the TypeScript types of the JSON
// API, from the OpenAPI document the server builds (the same document it
// serves at /api/openapi.json). No server needs to run: the document comes
// from the `vanijya openapi` command, either the binary named by VANIJYA_BIN
// or `cargo run`.
//
//   node tools/gen-api/gen-api.mjs           write the file
//   node tools/gen-api/gen-api.mjs --check   fail when the file is out of date
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import openapiTS, { astToString } from "openapi-typescript";

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, "../../..");
const target = resolve(repo, "islands/generated/api-schema.gen.ts");
const check = process.argv.includes("--check");

const HEADER = `// GENERATED from the server's OpenAPI document by islands/tools/gen-api:
// do not edit. After changing the API, run \`npm run gen:api\` in islands/.
// Name schemas through islands/src/api/types.ts, not here.

`;

function openapiDocument() {
  const [cmd, args] = process.env.VANIJYA_BIN
    ? [process.env.VANIJYA_BIN, ["openapi"]]
    : ["cargo", ["run", "--quiet", "--bin", "vanijya", "--", "openapi"]];
  const out = execFileSync(cmd, args, { cwd: repo, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"], maxBuffer: 64 << 20 });
  return JSON.parse(out);
}

// enumValues: each string enum of the document (the lead statuses) is also
// exported as an array of its values, so the screens list them from here.
const ast = await openapiTS(openapiDocument(), { silent: true, enumValues: true });
const generated = HEADER + astToString(ast);

if (check) {
  let current = "";
  try {
    current = readFileSync(target, "utf8");
  } catch {
    // A missing file is out of date too.
  }
  if (current !== generated) {
    console.error(
      "islands/generated/api-schema.gen.ts is out of date with the server's OpenAPI document.\n" +
        "Run `npm run gen:api` in islands/ and commit the result.",
    );
    process.exit(1);
  }
  console.log("islands/generated/api-schema.gen.ts matches the server's OpenAPI document.");
} else {
  writeFileSync(target, generated);
  console.log(`wrote ${target}`);
}
