import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as arrivals from "@/app/api/properties/[propertyId]/arrivals/route";
import * as departures from "@/app/api/properties/[propertyId]/departures/route";
import * as inHouse from "@/app/api/properties/[propertyId]/in-house/route";
import * as search from "@/app/api/reservations/search/route";
import * as stats from "@/app/api/reservations/stats/route";
import { db } from "@/lib/db/client";
import { resetRateLimits } from "@/lib/http/rate-limit";
import { addDays, parseDateOnly } from "@/lib/rates/dates";
import { ZPlatformReservation } from "@/lib/reservations/schemas";
import { call, tokenFor } from "@/lib/testing/api";
import { demoCatalog, type DemoCatalog } from "@/lib/testing/front-office";

let c: DemoCatalog;
beforeAll(async () => {
  c = await demoCatalog();
});
beforeEach(() => resetRateLimits());

const fo = (route: typeof arrivals, kind: string, query: Record<string, string> = {}, pid = c.pid, token = c.tokens.frontdesk) =>
  call(route.GET, "GET", `/api/properties/${pid}/${kind}`, { token, params: { propertyId: pid }, query });

async function collect(route: typeof arrivals, kind: string, date?: string) {
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const res = await fo(route, kind, { ...(date ? { date } : {}), page: String(page), limit: "100" });
    expect(res.status).toBe(200);
    ids.push(...res.body.data.map((r: { id: string }) => r.id));
    if (!res.body.meta.hasNextPage) return { ids, meta: res.body.meta };
  }
}

describe("document-3 front-office lists", () => {
  it("lists today's arrivals, departures and in-house guests with page/limit meta", async () => {
    const a = await fo(arrivals, "arrivals", { limit: "5" });
    expect(a.status).toBe(200);
    expect(a.body.meta).toMatchObject({ page: 1, limit: 5, date: c.today, hasPreviousPage: false });
    expect(a.body.data.length).toBeLessThanOrEqual(5);
    for (const r of a.body.data) {
      expect(ZPlatformReservation.safeParse(r).success).toBe(true);
      expect(r.arrivalDate).toBe(c.today);
      expect(["PENDING", "CONFIRMED", "CHECKED_IN", "CHECKED_OUT"]).toContain(r.status);
      expect(r.totalAmount).toEqual({ value: expect.any(Number), currency: "INR" });
    }
    const today = parseDateOnly(c.today);
    expect(a.body.meta.total).toBe(await db().reservation.count({ where: { propertyId: c.pid, arrivalDate: today, status: { in: ["PENDING", "CONFIRMED", "CHECKED_IN", "CHECKED_OUT"] } } }));
    expect(a.body.meta.totalPages).toBe(Math.max(1, Math.ceil(a.body.meta.total / 5)));

    const d = await collect(departures, "departures");
    expect(d.ids.length).toBe(await db().reservation.count({ where: { propertyId: c.pid, departureDate: today, status: { in: ["PENDING", "CONFIRMED", "CHECKED_IN", "CHECKED_OUT"] } } }));
    const h = await collect(inHouse, "in-house");
    expect(h.ids.length).toBe(await db().reservation.count({ where: { propertyId: c.pid, status: "CHECKED_IN" } }));
    expect(new Set(h.ids).size).toBe(h.ids.length);

    // a past date shows who stayed that night; a future date the forecast house
    const yesterday = addDays(c.today, -1);
    const past = await collect(inHouse, "in-house", yesterday);
    const y = parseDateOnly(yesterday);
    expect(past.ids.length).toBe(await db().reservation.count({ where: { propertyId: c.pid, status: { in: ["CHECKED_IN", "CHECKED_OUT"] }, arrivalDate: { lte: y }, departureDate: { gt: y } } }));
    const future = await collect(inHouse, "in-house", addDays(c.today, 3));
    expect(future.ids.length).toBeGreaterThan(0);
  });

  it("speaks the platform error dialect and scopes by the path's property", async () => {
    const bad = await fo(arrivals, "arrivals", { date: "yesterday" });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ statusCode: 400, error: "VALIDATION_ERROR", requestId: expect.any(String) });
    const harbour = (await demoCatalog("HARBOUR")).pid;
    const denied = await fo(arrivals, "arrivals", {}, harbour, c.tokens.frontdesk);
    expect(denied.status).toBe(403);
    expect(denied.body).toMatchObject({ statusCode: 403, error: "FORBIDDEN" });
    const other = await fo(arrivals, "arrivals", {}, harbour, await tokenFor("harbour.frontdesk@demo.innkeep.dev"));
    expect(other.status).toBe(200);
    const demoIds = new Set((await db().reservation.findMany({ where: { propertyId: c.pid }, select: { id: true } })).map((r) => r.id));
    for (const r of other.body.data) expect(demoIds.has(r.id)).toBe(false);
  });
});

describe("POST /api/reservations/search and GET /api/reservations/stats", () => {
  const searchBody = (body: unknown, token = c.tokens.frontdesk) => call(search.POST, "POST", "/api/reservations/search", { token, propertyId: c.pid, body });
  const statsQ = (query: Record<string, string | string[]> = {}) => call(stats.GET, "GET", "/api/reservations/stats", { token: c.tokens.frontdesk, propertyId: c.pid, query });

  it("searches with filters and page/limit meta", async () => {
    const all = await db().reservation.count({ where: { propertyId: c.pid } });
    const first = await searchBody({ page: 1, limit: 10 });
    expect(first.status).toBe(200);
    expect(first.body.meta).toEqual({ page: 1, limit: 10, total: all, totalPages: Math.ceil(all / 10), hasNextPage: all > 10, hasPreviousPage: false });
    const second = await searchBody({ page: 2, limit: 10 });
    expect(second.body.meta.hasPreviousPage).toBe(true);
    const overlap = first.body.data.filter((r: { id: string }) => second.body.data.some((s: { id: string }) => s.id === r.id));
    expect(overlap).toEqual([]);
    const cancelled = await searchBody({ status: ["CANCELLED"], limit: 100 });
    expect(cancelled.body.meta.total).toBe(await db().reservation.count({ where: { propertyId: c.pid, status: "CANCELLED" } }));
    expect(cancelled.body.data.every((r: { status: string }) => r.status === "CANCELLED")).toBe(true);
    const ranged = await searchBody({ arrivalFrom: c.today, arrivalTo: addDays(c.today, 2), sort: "-arrivalDate", limit: 100 });
    const dates = ranged.body.data.map((r: { arrivalDate: string }) => r.arrivalDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const bad = await searchBody({ status: ["LOST"], limit: 500 });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ statusCode: 400, error: "VALIDATION_ERROR" });
    expect((await searchBody({ page: 1 }, c.tokens.housekeeping)).status).toBe(403);
  });

  it("counts by status over the full result set and today's arrivals like the arrivals list", async () => {
    const res = await statsQ();
    expect(res.status).toBe(200);
    const s = res.body.data;
    expect(Object.keys(s.byStatus).sort()).toEqual(["CANCELLED", "CHECKED_IN", "CHECKED_OUT", "CONFIRMED", "NO_SHOW", "PENDING"]);
    for (const [status, n] of Object.entries(s.byStatus)) {
      expect(n, status).toBe(await db().reservation.count({ where: { propertyId: c.pid, status: status as never } }));
    }
    expect(s.total).toBe(await db().reservation.count({ where: { propertyId: c.pid } }));
    const arrivalsToday = await fo(arrivals, "arrivals");
    expect(s.today).toMatchObject({ date: c.today, arrivals: arrivalsToday.body.meta.total });
    expect(s.today.inHouse).toBe(s.byStatus.CHECKED_IN);
    const filtered = await statsQ({ source: "OTA" });
    expect(filtered.body.data.total).toBe(await db().reservation.count({ where: { propertyId: c.pid, source: "OTA" } }));
  });
});
