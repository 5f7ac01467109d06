// The inventory guarantee under real concurrency: many transactions racing for the last rooms of a type.
// On PostgreSQL the bookings run truly in parallel on a connection pool (50 at once). PGlite has one connection and
// runs transactions one after another, so there a smaller race proves the same accounting, not the locking.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as availability from "@/app/api/v1/availability/route";
import * as list from "@/app/api/v1/reservations/route";
import * as one from "@/app/api/v1/reservations/[id]/route";
import * as cancel from "@/app/api/v1/reservations/[id]/cancel/route";
import * as ooo from "@/app/api/v1/rooms/[id]/out-of-order/route";
import { db, getDb } from "@/lib/db/client";
import { resetRateLimits } from "@/lib/http/rate-limit";
import { addDays } from "@/lib/rates/dates";
import { call } from "@/lib/testing/api";
import { demoCatalog, inventoryMismatches, newGuest, soldOn, type DemoCatalog } from "@/lib/testing/front-office";

const onPostgres = () => getDb().target.kind === "postgres";

let c: DemoCatalog;
beforeAll(async () => {
  c = await demoCatalog();
});
beforeEach(() => resetRateLimits()); // each race stays under the per-client limit of 100 calls

const book = (typeCode: string, arrival: string, departure: string, rooms = 1) =>
  call(list.POST, "POST", "/api/v1/reservations", {
    token: c.tokens.frontdesk,
    propertyId: c.pid,
    body: {
      guest: newGuest("race"),
      arrival_date: arrival,
      departure_date: departure,
      rooms: Array.from({ length: rooms }, () => ({ room_type_id: c.type(typeCode).id, rate_plan_id: c.plan("BAR").id, adults: 1 })),
    },
  });

async function sellDownTo(typeCode: string, arrival: string, departure: string, left: number) {
  let toSell = (await c.activeRooms(typeCode)) - left;
  while (toSell > 0) {
    const n = Math.min(10, toSell);
    const res = await book(typeCode, arrival, departure, n);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    toSell -= n;
  }
}

async function availableCount(typeCode: string, arrival: string, departure: string): Promise<number> {
  const res = await call(availability.POST, "POST", "/api/v1/availability", { token: c.tokens.frontdesk, propertyId: c.pid, body: { arrival_date: arrival, departure_date: departure } });
  return res.body.data.room_types.find((t: { code: string }) => t.code === typeCode).available_count;
}

describe("inventory never oversells", () => {
  it("50 concurrent bookings for the last 5 rooms: exactly 5 succeed, 45 get no_availability (PostgreSQL)", async (ctx) => {
    if (!onPostgres()) {
      ctx.skip(); // PGlite serializes transactions on its single connection; the next test runs the race there
      return;
    }
    const arrival = addDays(c.today, 300);
    const departure = addDays(arrival, 2);
    await sellDownTo("DLX", arrival, departure, 5);
    expect(await availableCount("DLX", arrival, departure)).toBe(5);
    const results = await Promise.all(Array.from({ length: 50 }, () => book("DLX", arrival, departure)));
    const codes = results.map((r) => r.status);
    expect(codes.filter((s) => s === 201)).toHaveLength(5);
    expect(codes.filter((s) => s === 422)).toHaveLength(45);
    for (const r of results.filter((x) => x.status === 422)) expect(r.body.error).toBe("no_availability");
    expect(await availableCount("DLX", arrival, departure)).toBe(0);
    expect(await soldOn(c.type("DLX").id, arrival)).toBe(await c.activeRooms("DLX"));
    expect(await inventoryMismatches(c.pid)).toEqual([]);
  });

  it("a smaller race on any database: 12 concurrent bookings for 3 rooms", async () => {
    const arrival = addDays(c.today, 310);
    const departure = addDays(arrival, 3);
    await sellDownTo("PRM", arrival, departure, 3);
    const results = await Promise.all(Array.from({ length: 12 }, () => book("PRM", arrival, departure)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    expect(results.filter((r) => r.status === 422)).toHaveLength(9);
    expect(await availableCount("PRM", arrival, departure)).toBe(0);
    expect(await inventoryMismatches(c.pid)).toEqual([]);
  });

  it("date changes racing new bookings for the last rooms: exactly the free rooms are taken, losers unchanged", async () => {
    const pg = onPostgres();
    const night = addDays(c.today, 320); // the contested night
    const free = pg ? 5 : 3;
    const extenders = pg ? 20 : 5;
    const bookers = pg ? 30 : 6;
    // the night before has room for every extender; the contested night has `free` rooms left
    const before = addDays(night, -1);
    const existing = [];
    for (let i = 0; i < extenders; i++) {
      const r = await book("STD", before, night);
      expect(r.status).toBe(201);
      existing.push(r.body.data.id as string);
    }
    await sellDownTo("STD", night, addDays(night, 1), free);
    const put = (id: string) => call(one.PUT, "PUT", `/api/v1/reservations/${id}`, { token: c.tokens.frontdesk, propertyId: c.pid, params: { id }, body: { departure_date: addDays(night, 1) } });
    const races = [...existing.map((id) => put(id)), ...Array.from({ length: bookers }, () => book("STD", night, addDays(night, 1)))];
    const results = await Promise.all(races);
    const ok = results.filter((r) => r.status === 200 || r.status === 201);
    const refused = results.filter((r) => r.status === 422);
    expect(ok).toHaveLength(free);
    expect(refused).toHaveLength(extenders + bookers - free);
    expect(await availableCount("STD", night, addDays(night, 1))).toBe(0);
    expect(await soldOn(c.type("STD").id, night)).toBe(await c.activeRooms("STD"));
    // refused extensions kept their dates and price
    const losers = existing.filter((_, i) => results[i].status === 422);
    for (const id of losers) {
      const r = await db().reservation.findUniqueOrThrow({ where: { id } });
      expect(r.departureDate.toISOString().slice(0, 10)).toBe(night);
    }
    expect(await inventoryMismatches(c.pid)).toEqual([]);
  });

  it("cancellations racing bookings release exactly what they held", async () => {
    const arrival = addDays(c.today, 330);
    const departure = addDays(arrival, 2);
    await sellDownTo("FAM", arrival, departure, 0);
    const held = await db().reservation.findMany({
      where: { propertyId: c.pid, arrivalDate: new Date(`${arrival}T00:00:00Z`), rooms: { some: { roomTypeId: c.type("FAM").id } } },
      include: { rooms: true },
    });
    const oneRoom = held.filter((r) => r.rooms.length >= 1).slice(0, 1);
    const freed = oneRoom.reduce((s, r) => s + r.rooms.length, 0);
    const results = await Promise.all([
      ...oneRoom.map((r) => call(cancel.POST, "POST", `/api/v1/reservations/${r.id}/cancel`, { token: c.tokens.frontdesk, propertyId: c.pid, params: { id: r.id }, body: {} })),
      ...Array.from({ length: freed + 6 }, () => book("FAM", arrival, departure)),
    ]);
    expect(results[0].status).toBe(200);
    const booked = results.slice(1).filter((r) => r.status === 201).length;
    // bookings that ran before the cancel committed found nothing; the rest got at most what was freed
    expect(booked).toBeLessThanOrEqual(freed);
    expect(await availableCount("FAM", arrival, departure)).toBe(freed - booked);
    expect(await inventoryMismatches(c.pid)).toEqual([]);
  });

  it("a block and a booking racing for the last room: one wins, never both", async () => {
    const arrival = addDays(c.today, 340);
    const departure = addDays(arrival, 1);
    await sellDownTo("STE", arrival, departure, 1);
    const free = await db().room.findFirstOrThrow({ where: { propertyId: c.pid, roomTypeId: c.type("STE").id } });
    const [blk, bk] = await Promise.all([
      call(ooo.POST, "POST", `/api/v1/rooms/${free.id}/out-of-order`, { token: c.tokens.frontdesk, propertyId: c.pid, params: { id: free.id }, body: { reason: "Leak", from_date: arrival, to_date: departure } }),
      book("STE", arrival, departure),
    ]);
    expect([blk.status, bk.status].sort()).toEqual(blk.status === 201 ? [201, 422] : [201, 409]);
    expect(await availableCount("STE", arrival, departure)).toBe(0);
    expect(await inventoryMismatches(c.pid)).toEqual([]);
  });

  it("two bookings racing with the same new guest email end on one guest profile", async () => {
    const g = newGuest("samemail");
    const body = (i: number) => ({
      guest: { ...g, first_name: `Twin${i}` },
      arrival_date: addDays(c.today, 350),
      departure_date: addDays(c.today, 351),
      rooms: [{ room_type_id: c.type("STD").id, rate_plan_id: c.plan("BAR").id, adults: 1 }],
    });
    const results = await Promise.all([0, 1, 2, 3].map((i) => call(list.POST, "POST", "/api/v1/reservations", { token: c.tokens.frontdesk, propertyId: c.pid, body: body(i) })));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    expect(new Set(results.map((r) => r.body.data.guest.id)).size).toBe(1);
    expect(await db().guest.count({ where: { email: g.email } })).toBe(1);
  });
});
