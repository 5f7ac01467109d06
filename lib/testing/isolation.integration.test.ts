// Walks every authenticated API route with a token that only reaches the Harbour property:
//  - asking for the Demo property (X-Property-ID or path) must be 403;
//  - asking through Harbour for a Demo record's id must be 404 (never the record, never a write).
// Parameterized routes must have a sample in ISOLATION_SAMPLES, so the walk grows with the API.
import { describe, expect, it } from "vitest";
import { ROUTES } from "../openapi/registry";
import { call, propertyId, tokenFor } from "./api";
import { ISOLATION_SAMPLES } from "./isolation-samples";
import { rowSnapshot } from "./row-snapshot";

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

describe("property isolation across every route", async () => {
  const demo = await propertyId("DEMO");
  const harbour = await propertyId("HARBOUR");
  const token = await tokenFor({ roles: ["admin", "manager", "front_desk", "cashier", "housekeeping", "waiter", "kitchen"], properties: [harbour] });
  const routes = ROUTES.flatMap(({ path, module }) =>
    METHODS.filter((m) => module[m]?.spec.auth === "bearer").map((m) => ({ method: m, path, handler: module[m]! })),
  );

  it.each(routes.map((r) => [`${r.method} ${r.path}`, r] as const))("%s", async (_name, r) => {
    const key = `${r.method} ${r.path}`;
    const sample = ISOLATION_SAMPLES[key];
    const hasParams = /\{[^}]+\}/.test(r.path);
    if (hasParams && !sample) throw new Error(`add a sample for ${key} to lib/testing/isolation-samples.ts`);
    const params = sample ? await sample.params({ demo, harbour }) : {};
    const snapshot = await rowSnapshot();

    if (r.handler.spec.property === "header") {
      const res = await call(r.handler, r.method, r.path, { token, propertyId: demo, params, body: sample?.body, query: sample?.query });
      expect(res.status, `${key} with the other property's X-Property-ID`).toBe(403);
    } else if (r.handler.spec.property === "path") {
      const res = await call(r.handler, r.method, r.path, { token, params: { ...params, propertyId: demo }, body: sample?.body, query: sample?.query });
      expect(res.status, `${key} with the other property in the path`).toBe(403);
    }
    if (hasParams && sample?.foreignIds !== false) {
      const res = await call(r.handler, r.method, r.path, {
        token,
        propertyId: harbour,
        params: r.handler.spec.property === "path" ? { ...params, propertyId: harbour } : params,
        body: sample?.body,
        query: sample?.query,
      });
      expect(res.status, `${key} with a record id of the other property: ${JSON.stringify(res.body)}`).toBe(404);
    }
    expect(await rowSnapshot()).toEqual(snapshot);
  });
});
