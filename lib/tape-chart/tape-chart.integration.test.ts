import { describe, expect, it } from "vitest";
import * as tapeChart from "@/app/api/v1/tape-chart/route";
import { db } from "@/lib/db/client";
import { addDays, parseDateOnly } from "@/lib/rates/dates";
import { todayInTimeZone } from "@/lib/rates/time-zone";
import { ZTapeChart } from "@/lib/tape-chart/schemas";
import { call, propertyId, tokenFor } from "@/lib/testing/api";

describe("GET /api/v1/tape-chart", () => {
  it("shows every active room, the stays and blocks overlapping 14 days from today", async () => {
    const pid = await propertyId();
    const res = await call(tapeChart.GET, "GET", "/api/v1/tape-chart", { token: await tokenFor("frontdesk@demo.innkeep.dev"), propertyId: pid });
    expect(res.status).toBe(200);
    const chart = ZTapeChart.parse(res.body.data);
    const { timeZone } = await db().property.findUniqueOrThrow({ where: { id: pid } });
    const today = todayInTimeZone(timeZone);
    expect(chart.from).toBe(today);
    expect(chart.to).toBe(addDays(today, 14));
    expect(chart.rooms).toHaveLength(await db().room.count({ where: { propertyId: pid, isActive: true } }));

    const expected = await db().reservationRoom.findMany({
      where: {
        propertyId: pid,
        arrivalDate: { lt: parseDateOnly(chart.to) },
        departureDate: { gt: parseDateOnly(chart.from) },
        reservation: { status: { notIn: ["CANCELLED", "NO_SHOW"] } },
      },
      select: { id: true },
    });
    expect(expected.length).toBeGreaterThan(0);
    expect(chart.stays.map((s) => s.reservation_room_id).sort()).toEqual(expected.map((e) => e.id).sort());
    for (const s of chart.stays) {
      expect(s.arrival_date < chart.to && s.departure_date > chart.from).toBe(true);
      expect(["PENDING", "CONFIRMED", "CHECKED_IN", "CHECKED_OUT"]).toContain(s.status);
    }
    // in-house guests sit in their rooms
    expect(chart.stays.some((s) => s.status === "CHECKED_IN" && s.room_id)).toBe(true);
    const roomIds = new Set(chart.rooms.map((r) => r.id));
    for (const s of chart.stays) if (s.room_id) expect(roomIds.has(s.room_id)).toBe(true);

    const blocks = await db().roomBlock.count({
      where: { propertyId: pid, releasedAt: null, fromDate: { lt: parseDateOnly(chart.to) }, toDate: { gt: parseDateOnly(chart.from) } },
    });
    expect(chart.blocks).toHaveLength(blocks);
  });

  it("takes a start date and a length, and names bad parameters", async () => {
    const pid = await propertyId();
    const token = await tokenFor("frontdesk@demo.innkeep.dev");
    const ok = await call(tapeChart.GET, "GET", "/api/v1/tape-chart", { token, propertyId: pid, query: { from: "2030-01-06", days: "7" } });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ from: "2030-01-06", to: "2030-01-13" });

    const bad = await call(tapeChart.GET, "GET", "/api/v1/tape-chart", { token, propertyId: pid, query: { from: "2030-02-30", days: "40" } });
    expect(bad.status).toBe(400);
    expect(bad.body.details.map((d: { field: string }) => d.field).sort()).toEqual(["days", "from"]);
  });

  it("is for front-office roles and never shows another property's stays", async () => {
    const pid = await propertyId();
    const hk = await call(tapeChart.GET, "GET", "/api/v1/tape-chart", { token: await tokenFor("housekeeping@demo.innkeep.dev"), propertyId: pid });
    expect(hk.status).toBe(403);

    const harbour = await propertyId("HARBOUR");
    const other = await call(tapeChart.GET, "GET", "/api/v1/tape-chart", { token: await tokenFor("manager@demo.innkeep.dev"), propertyId: harbour });
    expect(other.status).toBe(200);
    const demoRooms = new Set((await db().room.findMany({ where: { propertyId: pid }, select: { id: true } })).map((r) => r.id));
    expect(other.body.data.rooms.some((r: { id: string }) => demoRooms.has(r.id))).toBe(false);
    const demoStays = new Set((await db().reservationRoom.findMany({ where: { propertyId: pid }, select: { id: true } })).map((r) => r.id));
    expect(other.body.data.stays.some((s: { reservation_room_id: string }) => demoStays.has(s.reservation_room_id))).toBe(false);
  });
});
