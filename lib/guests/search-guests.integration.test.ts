import { describe, expect, it } from "vitest";
import * as guests from "@/app/api/v1/guests/route";
import { db } from "@/lib/db/client";
import { call, propertyId, tokenFor } from "@/lib/testing/api";

describe("GET /api/v1/guests", () => {
  it("finds the property's guests by name, email or phone words", async () => {
    const pid = await propertyId();
    const token = await tokenFor("frontdesk@demo.innkeep.dev");
    const g = await db().guest.findFirstOrThrow({ where: { reservations: { some: { propertyId: pid } }, email: { not: null } }, orderBy: { id: "asc" } });
    const byName = await call(guests.GET, "GET", "/api/v1/guests", { token, propertyId: pid, query: { search: `${g.firstName.slice(0, 3).toUpperCase()} ${g.lastName}` } });
    expect(byName.status).toBe(200);
    expect(byName.body.data.map((x: { id: string }) => x.id)).toContain(g.id);
    for (const x of byName.body.data) {
      expect(`${x.first_name} ${x.last_name} ${x.email} ${x.phone}`.toLowerCase()).toContain(g.lastName.toLowerCase());
    }
    const byEmail = await call(guests.GET, "GET", "/api/v1/guests", { token, propertyId: pid, query: { search: g.email! } });
    expect(byEmail.body.data).toEqual([expect.objectContaining({ id: g.id, email: g.email, name: `${g.firstName} ${g.lastName}` })]);
    expect(byEmail.body.data[0].last_stay).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("never shows another property's guests, and validates the search", async () => {
    const demo = await propertyId();
    const harbour = await propertyId("HARBOUR");
    const onlyDemo = await db().guest.findFirstOrThrow({
      where: { reservations: { some: { propertyId: demo }, none: { propertyId: harbour } }, email: { not: null } },
      select: { email: true },
    });
    const res = await call(guests.GET, "GET", "/api/v1/guests", { token: await tokenFor("harbour.frontdesk@demo.innkeep.dev"), propertyId: harbour, query: { search: onlyDemo.email! } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);

    const short = await call(guests.GET, "GET", "/api/v1/guests", { token: await tokenFor("frontdesk@demo.innkeep.dev"), propertyId: demo, query: { search: "a" } });
    expect(short.status).toBe(400);
    expect(short.body.details).toEqual([{ field: "search", message: "give at least 2 characters" }]);
    const hk = await call(guests.GET, "GET", "/api/v1/guests", { token: await tokenFor("housekeeping@demo.innkeep.dev"), propertyId: demo, query: { search: "ab" } });
    expect(hk.status).toBe(403);
  });
});
