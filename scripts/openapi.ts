// `npm run lint:openapi`: writes the generated OpenAPI document and lints it with Redocly's CLI.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { openApiDocument } from "../lib/openapi/document";

const out = path.resolve(".tmp/openapi.json");
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, JSON.stringify(openApiDocument(), null, 2));
console.log(`wrote ${path.relative(process.cwd(), out)} (${Object.keys(openApiDocument().paths ?? {}).length} paths)`);
if (process.argv[2] === "lint") {
  const r = spawnSync(process.execPath, [path.resolve("node_modules/@redocly/cli/bin/cli.js"), "lint", "--config", "redocly.yaml", out], { stdio: "inherit", env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" } });
  process.exit(r.status ?? 1);
}
process.exit(0);
