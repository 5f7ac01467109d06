import { describe, expect, it } from "vitest";
import * as alertsRoute from "@/app/api/v1/alerts/route";
import { db } from "@/lib/db/client";
import { call, propertyId, tokenFor } from "@/lib/testing/api";
import { raiseAlert } from "./raise-alert";

describe("alerts", () => {
  it("are raised inside the caller's transaction and listed newest first, paginated, filtered, per property", async () => {
    const demo = await propertyId("DEMO");
    const harbour = await propertyId("HARBOUR");
    const admin = await tokenFor("admin@demo.innkeep.dev");
    await expect(
      db().$transaction(async (tx) => {
        await raiseAlert(tx, { propertyId: demo, type: "test.rolled_back", severity: "warning", message: "never visible" });
        throw new Error("rollback");
      }),
    ).rejects.toThrow();
    const base = new Date("2030-02-01T00:00:00Z").getTime();
    for (let i = 0; i < 3; i++) {
      await db().$transaction((tx) => raiseAlert(tx, { propertyId: demo, type: "test.kind", severity: "info", message: `alert ${i}`, data: { i }, at: new Date(base + i * 1000) }));
    }
    await db().$transaction((tx) => raiseAlert(tx, { propertyId: harbour, type: "test.kind", severity: "info", message: "harbour" }));

    const p1 = await call(alertsRoute.GET, "GET", "/api/v1/alerts", { token: admin, propertyId: demo, query: { type: "test.kind", limit: "2" } });
    expect(p1.status).toBe(200);
    expect(p1.body.data.map((a: { message: string }) => a.message)).toEqual(["alert 2", "alert 1"]);
    expect(p1.body.data[0]).toMatchObject({ type: "test.kind", severity: "info", data: { i: 2 }, created_at: "2030-02-01T00:00:02.000Z" });
    const p2 = await call(alertsRoute.GET, "GET", "/api/v1/alerts", { token: admin, propertyId: demo, query: { type: "test.kind", limit: "2", cursor: p1.body.pagination.cursor } });
    expect(p2.body.data.map((a: { message: string }) => a.message)).toEqual(["alert 0"]);
    expect(p2.body.pagination.has_more).toBe(false);
    const all = await call(alertsRoute.GET, "GET", "/api/v1/alerts", { token: admin, propertyId: demo, query: { limit: "100" } });
    expect(all.body.data.map((a: { message: string }) => a.message)).not.toContain("never visible");
    expect(all.body.data.map((a: { message: string }) => a.message)).not.toContain("harbour");
    const bad = await call(alertsRoute.GET, "GET", "/api/v1/alerts", { token: admin, propertyId: demo, query: { cursor: Buffer.from(JSON.stringify(["x", "y"])).toString("base64url") } });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual([{ field: "cursor", message: "cursor is not valid" }]);
    const fd = await call(alertsRoute.GET, "GET", "/api/v1/alerts", { token: await tokenFor("frontdesk@demo.innkeep.dev"), propertyId: demo });
    expect(fd.status).toBe(403);
  });
});
