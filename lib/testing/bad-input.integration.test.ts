// Walks every API route with bad input — malformed JSON, wrong JSON types, garbage query values, impossible dates,
// huge numbers, malformed and unknown ids — as a user who holds every role. Each answer must be a documented 4xx
// (never a 500) and no row may change.
import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { resetRateLimits } from "../http/rate-limit";
import { ROUTES } from "../openapi/registry";
import { call, propertyId, tokenFor, type CallOptions } from "./api";
import { rowSnapshot } from "./row-snapshot";

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
const GARBAGE = ["zzz", "-1", "99999999999999999999999", "2026-02-30", "0050-01-01", "0000-01-01", "9999-12-25", "1e309", "' OR 1=1 --", "%00", "[]"];

function queryKeys(schema: unknown): string[] {
  const s = schema as { shape?: Record<string, unknown>; _zod?: { def?: { in?: unknown; schema?: unknown } } } | undefined;
  if (!s) return [];
  if (s.shape) return Object.keys(s.shape);
  const inner = s._zod?.def?.in ?? s._zod?.def?.schema;
  return inner ? queryKeys(inner) : [];
}

describe("bad input on every route", async () => {
  const demo = await propertyId("DEMO");
  const token = await tokenFor({ roles: ["super_admin"], properties: [demo] });
  const routes = ROUTES.flatMap(({ path, module }) => METHODS.filter((m) => module[m]).map((m) => ({ method: m, path, handler: module[m]! })));

  it.each(routes.map((r) => [`${r.method} ${r.path}`, r] as const))("%s", async (_name, r) => {
    const spec = r.handler.spec;
    const paramNames = [...r.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
    const base: CallOptions = { token: spec.auth === "bearer" ? token : undefined, propertyId: demo };
    const before = await rowSnapshot();
    const attempts: CallOptions[] = [];
    const withParams = (value: (name: string) => string) => Object.fromEntries(paramNames.map((n) => [n, n === "propertyId" ? demo : value(n)]));

    const emptyBody = r.method === "GET" || r.method === "DELETE" ? {} : { body: {} };
    if (paramNames.length) {
      attempts.push({ ...base, ...emptyBody, params: withParams(() => "not-a-uuid") });
      attempts.push({ ...base, ...emptyBody, params: withParams(() => crypto.randomUUID()) });
    }
    const params = withParams(() => crypto.randomUUID());
    if (spec.body) {
      attempts.push({ ...base, params, rawBody: '{"a": 1,' });
      attempts.push({ ...base, params, rawBody: "[1, 2, 3]" });
      attempts.push({ ...base, params, rawBody: '"just a string"' });
      attempts.push({ ...base, params, rawBody: "null" });
      attempts.push({ ...base, params, rawBody: JSON.stringify({ deep: JSON.parse("[".repeat(500) + "]".repeat(500)) }) });
      // every declared field with the wrong type
      const fields = queryKeys(spec.body);
      attempts.push({ ...base, params, body: Object.fromEntries(fields.map((f) => [f, { nested: [1e309 === Infinity ? 1e300 : 0] }])) });
      attempts.push({ ...base, params, body: Object.fromEntries(fields.map((f) => [f, "2026-02-30"])) });
      attempts.push({ ...base, params, body: Object.fromEntries(fields.map((f) => [f, -99999999999999])) });
      attempts.push({ ...base, params, body: Object.fromEntries(fields.map((f) => [f, "0050-01-01"])) });
      attempts.push({ ...base, params, body: Object.fromEntries(fields.map((f) => [f, 50_000_000])) });
    }
    for (const key of queryKeys(spec.query)) {
      for (const g of GARBAGE) attempts.push({ ...base, params, query: { [key]: g } });
      attempts.push({ ...base, params, query: { [key]: ["a", "b", "c"] } });
    }
    if (queryKeys(spec.query).includes("cursor")) {
      attempts.push({ ...base, params, query: { cursor: Buffer.from(JSON.stringify(["0000-01-01T00:00:00Z", crypto.randomUUID()])).toString("base64url") } });
    }
    if (attempts.length === 0) attempts.push({ ...base, params, query: { unexpected: "x" } });

    for (const a of attempts) {
      resetRateLimits();
      const res = await call(r.handler, r.method, r.path, a);
      expect(res.status, `${r.method} ${r.path} ${JSON.stringify({ q: a.query, b: a.body ?? a.rawBody, p: a.params })} → ${JSON.stringify(res.body)}`).toBeLessThan(500);
      if (res.status >= 400 && res.body && typeof res.body === "object") {
        expect(typeof (res.body.error ?? res.body.message)).toBe("string");
      }
    }
    // Nothing may have changed, except GETs that create nothing and POSTs that legitimately succeeded with
    // garbage-free input (none of the attempts above is valid input).
    expect(await rowSnapshot()).toEqual(before);
  });
});

