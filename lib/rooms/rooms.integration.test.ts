import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as list from "@/app/api/v1/reservations/route";
import * as checkInRoute from "@/app/api/v1/reservations/[id]/check-in/route";
import * as rooms from "@/app/api/v1/rooms/route";
import * as roomRoute from "@/app/api/v1/rooms/[id]/route";
import * as statusRoute from "@/app/api/v1/rooms/[id]/status/route";
import * as oooRoute from "@/app/api/v1/rooms/[id]/out-of-order/route";
import * as oosRoute from "@/app/api/v1/rooms/[id]/out-of-service/route";
import * as summaryRoute from "@/app/api/v1/rooms/status-summary/route";
import * as assignableRoute from "@/app/api/v1/rooms/assignable/route";
import * as availability from "@/app/api/v1/availability/route";
import { db } from "@/lib/db/client";
import { resetRateLimits } from "@/lib/http/rate-limit";
import { addDays } from "@/lib/rates/dates";
import { ZRoom, ZRoomStatusSummary } from "@/lib/rooms/schemas";
import { call } from "@/lib/testing/api";
import { demoCatalog, newGuest, type DemoCatalog } from "@/lib/testing/front-office";

let c: DemoCatalog;
beforeAll(async () => {
  c = await demoCatalog();
});
beforeEach(() => resetRateLimits());

const listRooms = (query: Record<string, string | string[]> = {}) => call(rooms.GET, "GET", "/api/v1/rooms", { token: c.tokens.frontdesk, propertyId: c.pid, query });
const getRoom = (id: string) => call(roomRoute.GET, "GET", `/api/v1/rooms/${id}`, { token: c.tokens.frontdesk, propertyId: c.pid, params: { id } });
const setHk = (id: string, hk_status: string, token = c.tokens.housekeeping, notes?: string) =>
  call(statusRoute.PUT, "PUT", `/api/v1/rooms/${id}/status`, { token, propertyId: c.pid, params: { id }, body: { hk_status, ...(notes ? { notes } : {}) } });
const block = (route: typeof oooRoute | typeof oosRoute, kind: string, id: string, body: unknown) =>
  call(route.POST, "POST", `/api/v1/rooms/${id}/${kind}`, { token: c.tokens.frontdesk, propertyId: c.pid, params: { id }, body });
const unblock = (route: typeof oooRoute | typeof oosRoute, kind: string, id: string) =>
  call(route.DELETE, "DELETE", `/api/v1/rooms/${id}/${kind}`, { token: c.tokens.frontdesk, propertyId: c.pid, params: { id } });
const roomByNumber = (n: string) => db().room.findFirstOrThrow({ where: { propertyId: c.pid, roomNumber: n } });
const availableCount = async (typeId: string, arrival: string, departure: string) => {
  const res = await call(availability.POST, "POST", "/api/v1/availability", { token: c.tokens.frontdesk, propertyId: c.pid, body: { arrival_date: arrival, departure_date: departure } });
  return res.body.data.room_types.find((t: { id: string }) => t.id === typeId).available_count as number;
};

describe("GET /api/v1/rooms", () => {
  it("lists every room in natural order with the spec's fields, paged by cursor", async () => {
    const total = await db().room.count({ where: { propertyId: c.pid } });
    const seen: string[] = [];
    let cursor: string | undefined;
    for (;;) {
      const res = await listRooms({ limit: "25", ...(cursor ? { cursor } : {}) });
      expect(res.status).toBe(200);
      for (const r of res.body.data) {
        expect(ZRoom.safeParse(r).success).toBe(true);
        seen.push(r.room_number);
      }
      if (!res.body.pagination.has_more) break;
      cursor = res.body.pagination.cursor;
    }
    expect(seen).toHaveLength(total);
    expect(seen).toEqual([...seen].sort((a, b) => a.localeCompare(b, "en", { numeric: true })));
  });

  it("filters by room type, floor, combined or front-office status, hk status and is_active", async () => {
    const dlx = c.type("DLX").id;
    const byType = await listRooms({ room_type_id: dlx, limit: "500" });
    expect(byType.body.data.length).toBe(await db().room.count({ where: { propertyId: c.pid, roomTypeId: dlx } }));
    expect(byType.body.data.every((r: { room_type: { id: string } }) => r.room_type.id === dlx)).toBe(true);
    const floor3 = await listRooms({ floor: "3", limit: "500" });
    expect(floor3.body.data.length).toBeGreaterThan(0);
    expect(floor3.body.data.every((r: { floor: string }) => r.floor === "3")).toBe(true);
    const occupied = await listRooms({ status: "OCCUPIED", limit: "500" });
    expect(occupied.body.data.length).toBe(await db().room.count({ where: { propertyId: c.pid, foStatus: "OCCUPIED" } }));
    for (const r of occupied.body.data) expect(r.current_guest).toMatchObject({ id: expect.any(String), name: expect.any(String), reservation_id: expect.any(String), checkout_date: expect.any(String) });
    const vc = await listRooms({ status: ["VACANT_CLEAN", "OUT_OF_ORDER"], limit: "500" });
    expect(new Set(vc.body.data.map((r: { status: string }) => r.status))).toEqual(new Set(["VACANT_CLEAN", "OUT_OF_ORDER"]));
    const inspected = await listRooms({ hk_status: "INSPECTED", limit: "500" });
    expect(inspected.body.data.every((r: { hk_status: string }) => r.hk_status === "INSPECTED")).toBe(true);
    expect((await listRooms({ is_active: "false" })).body.data).toEqual([]);
    for (const query of <Record<string, string>[]>[{ status: "SPARKLING" }, { hk_status: "WET" }, { is_active: "maybe" }, { limit: "501" }, { room_type_id: "x" }]) {
      expect((await listRooms(query)).status, JSON.stringify(query)).toBe(400);
    }
  });

  it("shows the seeded out-of-order room as OUT_OF_ORDER today, with its period", async () => {
    const room = await roomByNumber("309");
    const res = await getRoom(room.id);
    expect(res.body.data).toMatchObject({ room_number: "309", status: "OUT_OF_ORDER", fo_status: "OUT_OF_ORDER", hk_status: "OUT_OF_ORDER", current_guest: null, current_block: { kind: "OUT_OF_ORDER", from_date: c.today } });
    expect((await getRoom("0190a0a0-0000-7000-8000-000000000000")).status).toBe(404);
  });
});

describe("GET /api/v1/rooms/status-summary", () => {
  it("has the spec's exact shape and adds up", async () => {
    const res = await call(summaryRoute.GET, "GET", "/api/v1/rooms/status-summary", { token: c.tokens.housekeeping, propertyId: c.pid });
    expect(res.status).toBe(200);
    const s = res.body.data;
    expect(ZRoomStatusSummary.strict().safeParse(s).success).toBe(true);
    expect(Object.keys(s).sort()).toEqual(["available", "by_room_type", "by_status", "out_of_order", "out_of_service", "total_rooms"]);
    expect(Object.keys(s.by_status).sort()).toEqual(["OCCUPIED_CLEAN", "OCCUPIED_DIRTY", "VACANT_CLEAN", "VACANT_DIRTY"]);
    expect(s.total_rooms).toBe(await db().room.count({ where: { propertyId: c.pid, isActive: true } }));
    expect(s.out_of_order).toBe(1);
    expect(s.out_of_service).toBe(1);
    const byStatus = Object.values(s.by_status as Record<string, number>).reduce((a, b) => a + b, 0);
    expect(byStatus + s.out_of_order + s.out_of_service).toBe(s.total_rooms);
    expect(s.by_status.OCCUPIED_CLEAN + s.by_status.OCCUPIED_DIRTY).toBe(await db().room.count({ where: { propertyId: c.pid, foStatus: "OCCUPIED" } }));
    for (const t of c.types) {
      expect(s.by_room_type[t.id].total).toBe(await c.activeRooms(t.code));
      expect(s.by_room_type[t.id].vacant + s.by_room_type[t.id].occupied).toBeLessThanOrEqual(s.by_room_type[t.id].total);
    }
    let tonight = 0;
    for (const t of c.types) tonight += await availableCount(t.id, c.today, addDays(c.today, 1));
    expect(s.available).toBe(tonight);
  });
});

describe("PUT /api/v1/rooms/:id/status", () => {
  it("follows the permitted housekeeping moves and records room.status_changed", async () => {
    const room = await db().room.findFirstOrThrow({ where: { propertyId: c.pid, foStatus: "VACANT", hkStatus: "DIRTY" } });
    const bad = await setHk(room.id, "INSPECTED");
    expect(bad.status).toBe(409);
    expect(bad.body).toMatchObject({ error: "invalid_state", details: [{ field: "hk_status" }] });
    expect((await setHk(room.id, "IN_PROGRESS")).body.data).toMatchObject({ hk_status: "IN_PROGRESS", status: "VACANT_DIRTY" });
    const clean = await setHk(room.id, "CLEAN", c.tokens.housekeeping, "Done by Lakshmi");
    expect(clean.body.data).toMatchObject({ hk_status: "CLEAN", status: "VACANT_CLEAN", notes: "Done by Lakshmi" });
    expect((await setHk(room.id, "INSPECTED")).body.data.status).toBe("VACANT_CLEAN");
    const same = await setHk(room.id, "INSPECTED");
    expect(same.status).toBe(200);
    const events = await db().domainEvent.findMany({ where: { type: "room.status_changed", data: { path: ["room", "id"], equals: room.id } }, orderBy: { seq: "asc" } });
    expect(events.map((e) => (e.data as { hk_status: string }).hk_status)).toEqual(["IN_PROGRESS", "CLEAN", "INSPECTED"]);
    expect(events[1].data).toMatchObject({ previous: { fo_status: "VACANT", hk_status: "IN_PROGRESS" }, status: "VACANT_CLEAN", notes: "Done by Lakshmi" });
    expect((await setHk(room.id, "OUT_OF_ORDER")).status).toBe(409);
    expect((await setHk(room.id, "SHINY")).status).toBe(400);
    expect((await setHk(room.id, "DIRTY", c.tokens.cashier)).status).toBe(403);
  });

  it("does not change an out-of-order room's housekeeping status", async () => {
    const room = await roomByNumber("309");
    const res = await setHk(room.id, "CLEAN");
    expect(res.status).toBe(409);
    expect(res.body.message).toContain("out of order");
  });
});

describe("GET /api/v1/rooms/assignable", () => {
  it("returns free rooms only, scored: clean above dirty, preferences counted, sorted by score", async () => {
    const arrival = addDays(c.today, 1);
    const departure = addDays(c.today, 3);
    const res = await call(assignableRoute.GET, "GET", "/api/v1/rooms/assignable", {
      token: c.tokens.frontdesk,
      propertyId: c.pid,
      query: { arrival_date: arrival, departure_date: departure, preferences: "HIGH_FLOOR,SEA_VIEW" },
    });
    expect(res.status).toBe(200);
    const rows = res.body.data as { id: string; floor: string; hk_status: string; features: string[]; match_score: number; preference_matches: string[] }[];
    expect(rows.length).toBeGreaterThan(0);
    for (let i = 1; i < rows.length; i++) expect(rows[i - 1].match_score).toBeGreaterThanOrEqual(rows[i].match_score);
    const ready = (hk: string) => hk === "CLEAN" || hk === "INSPECTED";
    const lastReady = rows.map((r) => ready(r.hk_status)).lastIndexOf(true);
    const firstNotReady = rows.findIndex((r) => !ready(r.hk_status));
    if (firstNotReady >= 0) expect(lastReady).toBeLessThan(firstNotReady);
    for (const r of rows) {
      expect(r.preference_matches.includes("SEA_VIEW")).toBe(r.features.includes("SEA_VIEW"));
      expect(r.preference_matches.includes("HIGH_FLOOR")).toBe(Number(r.floor) >= 5);
    }
    // held and blocked rooms are never offered
    const ids = new Set(rows.map((r) => r.id));
    const held = await db().reservationRoom.findMany({
      where: { propertyId: c.pid, roomId: { not: null }, reservation: { status: { in: ["CONFIRMED", "CHECKED_IN"] } }, arrivalDate: { lt: new Date(`${departure}T00:00:00Z`) }, departureDate: { gt: new Date(`${arrival}T00:00:00Z`) } },
    });
    for (const h of held) expect(ids.has(h.roomId!)).toBe(false);
    expect(ids.has((await roomByNumber("309")).id)).toBe(false);
    expect(ids.has((await roomByNumber("204")).id)).toBe(false);

    const typed = await call(assignableRoute.GET, "GET", "/api/v1/rooms/assignable", {
      token: c.tokens.frontdesk,
      propertyId: c.pid,
      query: { room_type_id: c.type("STD").id, arrival_date: arrival, departure_date: departure, preferences: ["QUIET", "LOW_FLOOR"] },
    });
    expect(typed.body.data.every((r: { room_type: string }) => r.room_type === c.type("STD").name)).toBe(true);
    const bad = await call(assignableRoute.GET, "GET", "/api/v1/rooms/assignable", { token: c.tokens.frontdesk, propertyId: c.pid, query: { arrival_date: departure, departure_date: arrival } });
    expect(bad.status).toBe(400);
  });
});

describe("out of order / out of service", () => {
  it("blocks a room: inventory drops at once, status follows today's period, DELETE brings it back dirty", async () => {
    const room = await db().room.findFirstOrThrow({
      where: { propertyId: c.pid, foStatus: "VACANT", hkStatus: "CLEAN", reservationRooms: { none: { reservation: { status: { in: ["CONFIRMED", "PENDING", "CHECKED_IN"] } } } } },
      include: { roomType: true },
    });
    const before = await availableCount(room.roomTypeId, addDays(c.today, 60), addDays(c.today, 62));
    const res = await block(oooRoute, "out-of-order", room.id, { reason: "Broken AC", to_date: addDays(c.today, 70), notes: "Vendor on Monday" });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.block).toMatchObject({ kind: "OUT_OF_ORDER", reason: "Broken AC", from_date: c.today, to_date: addDays(c.today, 70), return_to_inventory: false });
    expect(res.body.data.room).toMatchObject({ status: "OUT_OF_ORDER", hk_status: "OUT_OF_ORDER" });
    expect(await availableCount(room.roomTypeId, addDays(c.today, 60), addDays(c.today, 62))).toBe(before - 1);
    expect(await db().domainEvent.count({ where: { type: "room.out_of_order", data: { path: ["block_id"], equals: res.body.data.block.id } } })).toBe(1);

    const overlap = await block(oosRoute, "out-of-service", room.id, { reason: "Paint", from_date: addDays(c.today, 5), to_date: addDays(c.today, 6) });
    expect(overlap.status).toBe(409);

    const cleared = await unblock(oooRoute, "out-of-order", room.id);
    expect(cleared.status).toBe(200);
    expect(cleared.body.data.room).toMatchObject({ status: "VACANT_DIRTY", fo_status: "VACANT", hk_status: "DIRTY", current_block: null });
    expect(await availableCount(room.roomTypeId, addDays(c.today, 60), addDays(c.today, 62))).toBe(before);
    expect(await db().domainEvent.count({ where: { type: "room.back_in_service", data: { path: ["room", "id"], equals: room.id } } })).toBe(1);
    expect((await unblock(oooRoute, "out-of-order", room.id)).status).toBe(409);
  });

  it("a future period does not change today's status; out of service keeps housekeeping and may keep inventory", async () => {
    const room = await db().room.findFirstOrThrow({
      where: { propertyId: c.pid, foStatus: "VACANT", hkStatus: "INSPECTED", reservationRooms: { none: { reservation: { status: { in: ["CONFIRMED", "PENDING", "CHECKED_IN"] } } } } },
    });
    const before = await availableCount(room.roomTypeId, addDays(c.today, 40), addDays(c.today, 41));
    const later = await block(oosRoute, "out-of-service", room.id, { reason: "Carpet", from_date: addDays(c.today, 40), to_date: addDays(c.today, 42), return_to_inventory: true });
    expect(later.status).toBe(201);
    expect(later.body.data.room).toMatchObject({ status: "VACANT_CLEAN", hk_status: "INSPECTED" });
    expect(await availableCount(room.roomTypeId, addDays(c.today, 40), addDays(c.today, 41))).toBe(before);
    const now = await block(oosRoute, "out-of-service", room.id, { reason: "Deep clean", to_date: addDays(c.today, 1) });
    expect(now.body.data.room).toMatchObject({ status: "OUT_OF_SERVICE", fo_status: "OUT_OF_SERVICE", hk_status: "INSPECTED" });
    const back = await unblock(oosRoute, "out-of-service", room.id);
    expect(back.body.data.released).toHaveLength(2);
    expect(back.body.data.room).toMatchObject({ status: "VACANT_CLEAN", hk_status: "INSPECTED" });
  });

  it("refuses to block a room assigned to a stay in the period, or one whose type would be oversold", async () => {
    const occupied = await db().reservationRoom.findFirstOrThrow({ where: { propertyId: c.pid, reservation: { status: "CHECKED_IN" } }, include: { reservation: true } });
    const r1 = await block(oooRoute, "out-of-order", occupied.roomId!, { reason: "Leak", to_date: addDays(c.today, 2) });
    expect(r1.status).toBe(409);
    expect(r1.body.details[0].message).toContain(occupied.reservation.confirmationNumber);

    // sell every FAM room on one far night, then try to take one out of order that night
    const night = addDays(c.today, 200);
    const fam = c.type("FAM");
    const total = await c.activeRooms("FAM");
    for (let left = total; left > 0; left -= 10) {
      const res = await call(list.POST, "POST", "/api/v1/reservations", {
        token: c.tokens.frontdesk,
        propertyId: c.pid,
        body: { guest: newGuest("famfill"), arrival_date: night, departure_date: addDays(night, 1), rooms: Array.from({ length: Math.min(10, left) }, () => ({ room_type_id: fam.id, rate_plan_id: c.plan("BAR").id, adults: 2 })) },
      });
      expect(res.status).toBe(201);
    }
    const famRoom = await db().room.findFirstOrThrow({ where: { propertyId: c.pid, roomTypeId: fam.id, isActive: true } });
    const blocksBefore = await db().roomBlock.count();
    const r2 = await block(oooRoute, "out-of-order", famRoom.id, { reason: "Leak", from_date: addDays(night, -1), to_date: addDays(night, 2) });
    expect(r2.status).toBe(409);
    expect(r2.body.message).toContain("overbook");
    expect(r2.body.details[0].message).toContain(night);
    expect(await db().roomBlock.count()).toBe(blocksBefore);
    // a service block that keeps the room in inventory is fine
    const r3 = await block(oosRoute, "out-of-service", famRoom.id, { reason: "Touch-up", from_date: night, to_date: addDays(night, 1), return_to_inventory: true });
    expect(r3.status).toBe(201);
  });

  it("validates periods", async () => {
    const room = await roomByNumber("101");
    for (const body of [
      { reason: "x", from_date: addDays(c.today, -1), to_date: addDays(c.today, 2) },
      { reason: "x", from_date: addDays(c.today, 2), to_date: addDays(c.today, 2) },
      { reason: "", to_date: addDays(c.today, 2) },
      { reason: "x" },
      { reason: "x", to_date: addDays(c.today, 400) },
    ]) {
      const res = await block(oooRoute, "out-of-order", room.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });

  it("check-in never uses a blocked room", async () => {
    const arrivalType = c.type("STD");
    const made = await call(list.POST, "POST", "/api/v1/reservations", {
      token: c.tokens.frontdesk,
      propertyId: c.pid,
      body: { guest: newGuest("blk"), arrival_date: addDays(c.today, 0), departure_date: addDays(c.today, 1), rooms: [{ room_type_id: arrivalType.id, rate_plan_id: c.plan("BAR").id, adults: 1 }] },
    });
    if (made.status !== 201) return; // STD sold out tonight in this demo run
    const blocked = await db().roomBlock.findFirstOrThrow({ where: { releasedAt: null, room: { roomNumber: "309" } } });
    const res = await call(checkInRoute.POST, "POST", `/api/v1/reservations/${made.body.data.id}/check-in`, {
      token: c.tokens.manager,
      propertyId: c.pid,
      params: { id: made.body.data.id },
      body: { room_id: blocked.roomId, override_room_status: true },
    });
    expect(res.status).toBe(409);
  });
});
