import fs from "node:fs/promises";
import path from "node:path";

// Scalar's standalone browser bundle, read from node_modules at run time (the package does not export the file).
let bundle: Promise<Buffer> | undefined;

export async function GET() {
  bundle ??= fs.readFile(
    path.join(/*turbopackIgnore: true*/ process.cwd(), "node_modules/@scalar/api-reference/dist/browser/standalone.js"),
  );
  return new Response(new Uint8Array(await bundle), {
    headers: { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
