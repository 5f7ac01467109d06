// Check-in, no-show and room moves against the seeded hotel of "today".
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as availability from "@/app/api/v1/availability/route";
import * as list from "@/app/api/v1/reservations/route";
import * as checkInRoute from "@/app/api/v1/reservations/[id]/check-in/route";
import * as noShowRoute from "@/app/api/v1/reservations/[id]/no-show/route";
import * as moveRoute from "@/app/api/v1/reservations/[id]/move-room/route";
import * as roomRoute from "@/app/api/v1/rooms/[id]/route";
import * as assignable from "@/app/api/v1/rooms/assignable/route";
import { db } from "@/lib/db/client";
import { resetRateLimits } from "@/lib/http/rate-limit";
import { addDays } from "@/lib/rates/dates";
import { call } from "@/lib/testing/api";
import { demoCatalog, inventoryMismatches, newGuest, soldOn, type DemoCatalog } from "@/lib/testing/front-office";

let c: DemoCatalog;
beforeAll(async () => {
  c = await demoCatalog();
});
beforeEach(() => resetRateLimits());

const post = (route: typeof checkInRoute, path: string, id: string, body: unknown, token = c.tokens.frontdesk) =>
  call(route.POST, "POST", `/api/v1/reservations/${id}/${path}`, { token, propertyId: c.pid, params: { id }, body });
const checkIn = (id: string, body: unknown = {}, token?: string) => post(checkInRoute, "check-in", id, body, token);
const noShow = (id: string, body: unknown = {}, token?: string) => post(noShowRoute, "no-show", id, body, token);
const move = (id: string, body: unknown, token?: string) => post(moveRoute, "move-room", id, body, token);
const getRoom = (id: string) => call(roomRoute.GET, "GET", `/api/v1/rooms/${id}`, { token: c.tokens.frontdesk, propertyId: c.pid, params: { id } });

/** A room type that can still sell `n` rooms tonight and tomorrow night. */
async function typeWithRoomsTonight(n: number, exclude: string[] = []): Promise<string> {
  const res = await call(availability.POST, "POST", "/api/v1/availability", {
    token: c.tokens.frontdesk,
    propertyId: c.pid,
    body: { arrival_date: c.today, departure_date: addDays(c.today, 2), adults: 1 },
  });
  const t = res.body.data.room_types.find((x: { code: string; available_count: number }) => x.available_count >= n && !exclude.includes(x.code));
  if (!t) throw new Error("the demo hotel is full tonight");
  return t.code;
}

async function bookToday(typeCode: string, opts: { plan?: string; nights?: number; source?: string } = {}) {
  const res = await call(list.POST, "POST", "/api/v1/reservations", {
    token: c.tokens.frontdesk,
    propertyId: c.pid,
    body: {
      guest: newGuest("stay"),
      arrival_date: c.today,
      departure_date: addDays(c.today, opts.nights ?? 2),
      rooms: [{ room_type_id: c.type(typeCode).id, rate_plan_id: c.plan(opts.plan ?? "BAR").id, adults: 1 }],
      source: opts.source ?? "DIRECT",
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as string;
}

/** Free rooms of a type for today → departure, as GET /rooms/assignable ranks them. */
async function freeRooms(typeCode: string, nights = 2) {
  const res = await call(assignable.GET, "GET", "/api/v1/rooms/assignable", {
    token: c.tokens.frontdesk,
    propertyId: c.pid,
    query: { room_type_id: c.type(typeCode).id, arrival_date: c.today, departure_date: addDays(c.today, nights) },
  });
  expect(res.status).toBe(200);
  return res.body.data as { id: string; room_number: string; hk_status: string; match_score: number }[];
}

describe("POST /reservations/:id/check-in", () => {
  it("assigns the best clean room of the reserved type when none is given", async () => {
    const code = await typeWithRoomsTonight(1);
    const id = await bookToday(code);
    const best = (await freeRooms(code)).find((r) => r.hk_status === "CLEAN" || r.hk_status === "INSPECTED");
    const res = await checkIn(id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const r = res.body.data;
    expect(r.status).toBe("CHECKED_IN");
    expect(r.checked_in_at).toEqual(expect.any(String));
    expect(r.rooms[0].room).toEqual({ id: best!.id, room_number: best!.room_number });
    const room = (await getRoom(best!.id)).body.data;
    expect(room).toMatchObject({ fo_status: "OCCUPIED", current_guest: { reservation_id: id, checkout_date: addDays(c.today, 2) } });
    expect(room.status).toMatch(/^OCCUPIED_(CLEAN|DIRTY)$/);
    const ev = await db().domainEvent.findFirstOrThrow({ where: { type: "guest.checked_in", data: { path: ["reservation_id"], equals: id } } });
    expect(ev.data).toMatchObject({ room: { room_number: best!.room_number, room_type: c.type(code).name }, check_in_time: expect.any(String), expected_checkout: expect.stringMatching(/T05:30:00.000Z$/) });
    expect(await db().domainEvent.count({ where: { type: "room.status_changed", data: { path: ["room", "id"], equals: best!.id } } })).toBe(1);
    expect(await db().auditLog.count({ where: { entityId: id, action: "reservation.checked_in" } })).toBe(1);
    // checking in twice is a state error
    const again = await checkIn(id);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe("invalid_state");
  });

  it("needs a clean or inspected room unless a manager overrides", async () => {
    const code = await typeWithRoomsTonight(2);
    let dirty = (await freeRooms(code)).find((r) => r.hk_status === "DIRTY" || r.hk_status === "IN_PROGRESS");
    if (!dirty) {
      const clean = (await freeRooms(code))[0];
      await db().room.update({ where: { id: clean.id }, data: { hkStatus: "DIRTY" } });
      dirty = { ...clean, hk_status: "DIRTY" };
    }
    const id = await bookToday(code);
    const refused = await checkIn(id, { room_id: dirty.id });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe("conflict");
    expect(refused.body.message).toContain(dirty.hk_status);
    expect((await checkIn(id, { room_id: dirty.id, override_room_status: true })).status).toBe(403);
    const ok = await checkIn(id, { room_id: dirty.id, override_room_status: true }, c.tokens.manager);
    expect(ok.status).toBe(200);
    expect(ok.body.data.rooms[0].room.id).toBe(dirty.id);
    expect((await getRoom(dirty.id)).body.data.status).toBe("OCCUPIED_DIRTY");
  });

  it("refuses occupied rooms, rooms of another type, early arrivals and pending reservations, changing nothing", async () => {
    const code = await typeWithRoomsTonight(1);
    const id = await bookToday(code);
    const occupied = await db().room.findFirstOrThrow({ where: { propertyId: c.pid, foStatus: "OCCUPIED", roomTypeId: c.type(code).id } });
    const r1 = await checkIn(id, { room_id: occupied.id });
    expect(r1.status).toBe(409);
    expect(r1.body.message).toContain("occupied");
    const other = await db().room.findFirstOrThrow({ where: { propertyId: c.pid, foStatus: "VACANT", roomTypeId: { not: c.type(code).id } } });
    const r2 = await checkIn(id, { room_id: other.id });
    expect(r2.status).toBe(409);
    expect(r2.body.message).toContain(c.type(code).name);
    const unknown = await checkIn(id, { room_id: "0190a0a0-0000-7000-8000-000000000000" });
    expect(unknown.status).toBe(400);
    expect((await db().reservation.findUniqueOrThrow({ where: { id } })).status).toBe("CONFIRMED");

    const future = await call(list.POST, "POST", "/api/v1/reservations", {
      token: c.tokens.frontdesk,
      propertyId: c.pid,
      body: { guest: newGuest("early"), arrival_date: addDays(c.today, 3), departure_date: addDays(c.today, 4), rooms: [{ room_type_id: c.type(code).id, rate_plan_id: c.plan("BAR").id, adults: 1 }] },
    });
    const early = await checkIn(future.body.data.id);
    expect(early.status).toBe(422);
    expect(early.body.message).toContain(addDays(c.today, 3));

    const pending = await bookToday(await typeWithRoomsTonight(1), { source: "OTA" });
    const p = await checkIn(pending);
    expect(p.status).toBe(409);
    expect(p.body.message).toContain("confirm");
  });

  it("uses the room assigned in advance", async () => {
    const pre = await db().reservationRoom.findFirst({
      where: { propertyId: c.pid, roomId: { not: null }, arrivalDate: new Date(`${c.today}T00:00:00Z`), reservation: { status: "CONFIRMED" } },
      include: { room: true },
    });
    if (!pre) return; // the seed pre-assigns two of today's arrivals; nothing to check if the demo changes
    const res = await checkIn(pre.reservationId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.rooms[0].room.id).toBe(pre.roomId);
  });

  it("never gives one room to two guests when two desks check in at once", async () => {
    const code = await typeWithRoomsTonight(2);
    const target = (await freeRooms(code)).find((r) => r.hk_status === "CLEAN" || r.hk_status === "INSPECTED")!;
    const a = await bookToday(code);
    const b = await bookToday(code);
    const [ra, rb] = await Promise.all([checkIn(a, { room_id: target.id }), checkIn(b, { room_id: target.id })]);
    expect([ra.status, rb.status].sort()).toEqual([200, 409]);
    expect(await db().reservationRoom.count({ where: { roomId: target.id, reservation: { status: "CHECKED_IN" } } })).toBe(1);
  });
});

describe("POST /reservations/:id/no-show", () => {
  it("records a no-show from the arrival date on, charges the first night and frees the nights", async () => {
    const code = await typeWithRoomsTonight(1);
    const id = await bookToday(code, { nights: 3 });
    await db().reservation.update({ where: { id }, data: { paidAmount: 100_000 } });
    const sold = await soldOn(c.type(code).id, addDays(c.today, 1));
    const res = await noShow(id, { reason: "Did not arrive" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const r = res.body.data;
    const first = r.rooms[0].nights[0];
    expect(r).toMatchObject({ status: "NO_SHOW", cancellation_fee: first.rate + first.tax, refund_amount: 0, no_show_at: expect.any(String) });
    expect(r.balance_due).toBe(Math.round((first.rate + first.tax - 1000) * 100) / 100);
    expect(await soldOn(c.type(code).id, addDays(c.today, 1))).toBe(sold - 1);
    expect(await inventoryMismatches(c.pid)).toEqual([]);
    const ev = await db().domainEvent.findFirstOrThrow({ where: { type: "reservation.no_show", data: { path: ["reservation", "id"], equals: id } } });
    expect(ev.data).toMatchObject({ no_show_fee: first.rate + first.tax, marked_at: expect.any(String) });
    expect((await noShow(id)).status).toBe(409);
  });

  it("charges the whole stay on non-refundable plans, refuses before arrival, and lets only managers waive", async () => {
    const code = await typeWithRoomsTonight(2);
    const nrf = await bookToday(code, { plan: "NRF" });
    expect((await noShow(nrf, { waive_no_show_fee: true })).status).toBe(403);
    const res = await noShow(nrf);
    expect(res.body.data.cancellation_fee).toBe(res.body.data.total_amount);
    const waived = await bookToday(code, { plan: "NRF" });
    const w = await noShow(waived, { waive_no_show_fee: true }, c.tokens.manager);
    expect(w.body.data.cancellation_fee).toBe(0);

    const future = await call(list.POST, "POST", "/api/v1/reservations", {
      token: c.tokens.frontdesk,
      propertyId: c.pid,
      body: { guest: newGuest("future"), arrival_date: addDays(c.today, 2), departure_date: addDays(c.today, 3), rooms: [{ room_type_id: c.type(code).id, rate_plan_id: c.plan("BAR").id, adults: 1 }] },
    });
    const early = await noShow(future.body.data.id);
    expect(early.status).toBe(422);
    expect((await db().reservation.findUniqueOrThrow({ where: { id: future.body.data.id } })).status).toBe("CONFIRMED");
  });
});

describe("POST /reservations/:id/move-room", () => {
  it("moves an in-house guest: old room vacant and dirty, new room occupied, events recorded", async () => {
    const code = await typeWithRoomsTonight(1);
    const id = await bookToday(code);
    const inRes = await checkIn(id);
    const fromRoom = inRes.body.data.rooms[0].room;
    const to = (await freeRooms(code)).find((r) => r.id !== fromRoom.id && (r.hk_status === "CLEAN" || r.hk_status === "INSPECTED"))!;
    const res = await move(id, { room_id: to.id, reason: "Noisy neighbours" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.rooms[0].room).toEqual({ id: to.id, room_number: to.room_number });
    expect((await getRoom(fromRoom.id)).body.data).toMatchObject({ status: "VACANT_DIRTY", current_guest: null });
    expect((await getRoom(to.id)).body.data).toMatchObject({ fo_status: "OCCUPIED", current_guest: { reservation_id: id } });
    const ev = await db().domainEvent.findFirstOrThrow({ where: { type: "guest.room_changed", data: { path: ["reservation_id"], equals: id } } });
    expect(ev.data).toMatchObject({ from_room: { id: fromRoom.id }, to_room: { id: to.id }, reason: "Noisy neighbours" });
    expect((await move(id, { room_id: to.id })).status).toBe(400);
  });

  it("moves the remaining nights' inventory when the room type changes", async () => {
    const code = await typeWithRoomsTonight(1);
    const id = await bookToday(code, { nights: 3 });
    await checkIn(id);
    const upgrade = await typeWithRoomsTonight(1, [code]);
    const to = (await freeRooms(upgrade, 3)).find((r) => r.hk_status === "CLEAN" || r.hk_status === "INSPECTED");
    if (!to) return;
    const tomorrow = addDays(c.today, 1);
    const [fromSold, toSold] = [await soldOn(c.type(code).id, tomorrow), await soldOn(c.type(upgrade).id, tomorrow)];
    const res = await move(id, { room_id: to.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.rooms[0].room_type.id).toBe(c.type(upgrade).id);
    expect(await soldOn(c.type(code).id, tomorrow)).toBe(fromSold - 1);
    expect(await soldOn(c.type(upgrade).id, tomorrow)).toBe(toSold + 1);
  });

  it("only moves checked-in guests", async () => {
    const code = await typeWithRoomsTonight(1);
    const id = await bookToday(code);
    const room = (await freeRooms(code))[0];
    const res = await move(id, { room_id: room.id });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe("invalid_state");
  });
});
