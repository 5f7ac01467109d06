import fs from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
let bundle: Promise<Buffer> | undefined;

export async function GET() {
  bundle ??= fs.readFile(path.join(path.dirname(require.resolve("@scalar/api-reference/package.json")), "dist/browser/standalone.js"));
  return new Response(new Uint8Array(await bundle), {
    headers: { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
