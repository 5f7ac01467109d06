// Every route file under app/api is registered in the OpenAPI registry (so it is in the API reference), and the
// generated document is valid enough to list every method each route exports.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openApiDocument } from "./document";
import { ROUTES } from "./registry";

// Not API operations: the next-auth handler, the document itself and the reference page.
const NOT_OPERATIONS = ["/api/auth/{nextauth}", "/api/v1/openapi.json", "/api/docs", "/api/docs/scalar.js"];

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return routeFiles(p);
    return e.name === "route.ts" ? [p] : [];
  });
}

const toApiPath = (file: string) =>
  "/" + path.relative("app", path.dirname(file)).split(path.sep).map((s) => s.replace(/^\[\.\.\.(.+)\]$/, "{$1}").replace(/^\[(.+)\]$/, "{$1}")).join("/");

describe("OpenAPI registry", () => {
  it("registers every route file", () => {
    const onDisk = routeFiles("app/api").map(toApiPath).filter((p) => !NOT_OPERATIONS.includes(p)).sort();
    expect(ROUTES.map((r) => r.path).sort()).toEqual(onDisk);
  });

  it("documents every exported method with its operation", () => {
    const doc = openApiDocument();
    for (const { path: p, module } of ROUTES) {
      for (const m of ["GET", "POST", "PUT", "PATCH", "DELETE"] as const) {
        if (module[m]) expect(doc.paths?.[p]?.[m.toLowerCase() as "get"], `${m} ${p}`).toBeDefined();
      }
    }
  });
});
