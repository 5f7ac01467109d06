import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as availability from "@/app/api/v1/availability/route";
import * as list from "@/app/api/v1/reservations/route";
import * as one from "@/app/api/v1/reservations/[id]/route";
import * as cancel from "@/app/api/v1/reservations/[id]/cancel/route";
import * as confirm from "@/app/api/v1/reservations/[id]/confirm/route";
import { db } from "@/lib/db/client";
import { resetRateLimits } from "@/lib/http/rate-limit";
import { addDays, eachNight } from "@/lib/rates/dates";
import { isConfirmationNumber } from "@/lib/reservations/confirmation-number";
import { ZReservation, ZReservationDetail } from "@/lib/reservations/schemas";
import { call } from "@/lib/testing/api";
import { demoCatalog, inventoryMismatches, mondayAfter, newGuest, soldOn, type DemoCatalog } from "@/lib/testing/front-office";

let c: DemoCatalog;
beforeAll(async () => {
  c = await demoCatalog();
});
beforeEach(() => resetRateLimits());

const create = (body: unknown, token = c.tokens.frontdesk) => call(list.POST, "POST", "/api/v1/reservations", { token, propertyId: c.pid, body });
const get = (id: string) => call(one.GET, "GET", `/api/v1/reservations/${id}`, { token: c.tokens.frontdesk, propertyId: c.pid, params: { id } });
const put = (id: string, body: unknown) => call(one.PUT, "PUT", `/api/v1/reservations/${id}`, { token: c.tokens.frontdesk, propertyId: c.pid, params: { id }, body });
const cancelIt = (id: string, body: unknown, token = c.tokens.frontdesk) =>
  call(cancel.POST, "POST", `/api/v1/reservations/${id}/cancel`, { token, propertyId: c.pid, params: { id }, body });
const room = (typeCode: string, planCode = "BAR", adults = 2, children = 0) => ({ room_type_id: c.type(typeCode).id, rate_plan_id: c.plan(planCode).id, adults, children });
const listQ = (query: Record<string, string | string[]>) => call(list.GET, "GET", "/api/v1/reservations", { token: c.tokens.frontdesk, propertyId: c.pid, query });

describe("POST /api/v1/reservations", () => {
  it("creates a CONFIRMED reservation with several rooms, priced nights, inventory, event and audit", async () => {
    const arrival = mondayAfter(c.today, 40);
    const departure = addDays(arrival, 3);
    const stdBefore = await soldOn(c.type("STD").id, arrival);
    const guest = newGuest("create");
    const res = await create({
      guest,
      arrival_date: arrival,
      departure_date: departure,
      rooms: [room("STD"), room("DLX", "BB", 2, 1), room("STD", "NRF", 1)],
      source: "DIRECT",
      special_requests: "Quiet rooms, late arrival",
      payment_method: { type: "CREDIT_CARD", card_token: "tok_visa_4242abcd" },
    });
    expect(res.status).toBe(201);
    const d = res.body.data;
    expect(Object.keys(d).sort()).toEqual(["arrival_date", "confirmation_number", "created_at", "departure_date", "guest", "id", "status", "total_amount"]);
    expect(d).toMatchObject({ status: "CONFIRMED", arrival_date: arrival, departure_date: departure, guest: { name: `${guest.first_name} ${guest.last_name}` } });
    expect(isConfirmationNumber(d.confirmation_number)).toBe(true);

    const detail = await get(d.id);
    expect(detail.status).toBe(200);
    expect(ZReservationDetail.safeParse(detail.body.data).success).toBe(true);
    const r = detail.body.data;
    expect(r.nights).toBe(3);
    expect(r.rooms).toHaveLength(3);
    expect(r.guest).toMatchObject({ email: guest.email, phone: "+919820012345" });
    expect(r.special_requests).toBe("Quiet rooms, late arrival");
    expect(r.payment_method).toEqual({ type: "CREDIT_CARD", card_token_last4: "abcd" });
    expect(r.total_amount).toBe(d.total_amount);
    expect(r.paid_amount).toBe(0);
    expect(r.balance_due).toBe(r.total_amount);
    // totals add up night by night
    const nightSum = r.rooms.flatMap((x: { nights: { rate: number; tax: number }[] }) => x.nights).reduce((s: number, n: { rate: number; tax: number }) => s + n.rate + n.tax, 0);
    expect(Math.round(nightSum * 100)).toBe(Math.round(r.total_amount * 100));
    expect(r.rooms[0]).toMatchObject({ room_type: { id: c.type("STD").id }, rate_plan: { id: c.plan("BAR").id }, adults: 2, children: 0, rate_per_night: 4500, room: null });
    expect(r.rooms[2].rate_per_night).toBe(4050);

    for (const n of eachNight(arrival, departure)) expect(await soldOn(c.type("STD").id, n)).toBe(n === arrival ? stdBefore + 2 : (await soldOn(c.type("STD").id, n)));
    expect(await soldOn(c.type("STD").id, arrival)).toBe(stdBefore + 2);
    expect(await inventoryMismatches(c.pid)).toEqual([]);

    const ev = await db().domainEvent.findFirstOrThrow({ where: { type: "reservation.created", data: { path: ["reservation", "id"], equals: d.id } } });
    expect(ev.data).toMatchObject({ reservation: { confirmation_number: d.confirmation_number, status: "CONFIRMED", source: "DIRECT", total_amount: d.total_amount, rooms: [{ room_type: "Standard Queen", rate_plan: "Best Available Rate", adults: 2 }, {}, {}] } });
    const audit = await db().auditLog.findFirstOrThrow({ where: { entityId: d.id, action: "reservation.created" } });
    expect(audit.changes).toMatchObject({ fields: expect.arrayContaining([{ field: "status", from: null, to: "CONFIRMED" }]) });
    // the card token is never shown whole
    expect(JSON.stringify(detail.body)).not.toContain("tok_visa_4242abcd");
  });

  it("de-duplicates guests by email within the tenant and accepts guest_id", async () => {
    const arrival = addDays(c.today, 45);
    const g = newGuest("dedupe");
    const a = await create({ guest: g, arrival_date: arrival, departure_date: addDays(arrival, 1), rooms: [room("STD")] });
    const b = await create({ guest: { ...g, email: g.email.toUpperCase(), first_name: "Other" }, arrival_date: arrival, departure_date: addDays(arrival, 1), rooms: [room("STD")] });
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(b.body.data.guest.id).toBe(a.body.data.guest.id);
    expect(b.body.data.guest.name).toBe(a.body.data.guest.name); // an existing profile is never renamed by a booking
    expect(await db().guest.count({ where: { email: g.email } })).toBe(1);
    const viaId = await create({ guest_id: a.body.data.guest.id, arrival_date: arrival, departure_date: addDays(arrival, 1), rooms: [room("DLX")] });
    expect(viaId.status).toBe(201);
    expect(viaId.body.data.guest.id).toBe(a.body.data.guest.id);
  });

  it("starts OTA/GDS bookings without a card guarantee as PENDING; confirm moves them to CONFIRMED", async () => {
    const arrival = addDays(c.today, 46);
    const ota = await create({ guest: newGuest("ota"), arrival_date: arrival, departure_date: addDays(arrival, 2), rooms: [room("DLX")], source: "OTA" });
    expect(ota.body.data.status).toBe("PENDING");
    const gdsCard = await create({ guest: newGuest("gds"), arrival_date: arrival, departure_date: addDays(arrival, 2), rooms: [room("DLX")], source: "GDS", payment_method: { type: "VIRTUAL_CARD", card_token: "vcc_123456" } });
    expect(gdsCard.body.data.status).toBe("CONFIRMED");
    const id = ota.body.data.id;
    const ok = await call(confirm.POST, "POST", `/api/v1/reservations/${id}/confirm`, { token: c.tokens.frontdesk, propertyId: c.pid, params: { id }, body: { payment_method: { type: "CREDIT_CARD", card_token: "tok_mc_5555" } } });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ status: "CONFIRMED", payment_method: { type: "CREDIT_CARD", card_token_last4: "5555" } });
    expect(ok.body.data.confirmed_at).toEqual(expect.any(String));
    const again = await call(confirm.POST, "POST", `/api/v1/reservations/${id}/confirm`, { token: c.tokens.frontdesk, propertyId: c.pid, params: { id }, body: {} });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe("invalid_state");
  });

  it("validates every field and writes nothing on failure", async () => {
    const before = await db().reservation.count();
    const eventsBefore = await db().domainEvent.count();
    const arrival = addDays(c.today, 50);
    const base = { guest: newGuest("bad"), arrival_date: arrival, departure_date: addDays(arrival, 2), rooms: [room("STD")] };
    const cases: [unknown, string][] = [
      [{ ...base, arrival_date: addDays(c.today, -1), departure_date: addDays(c.today, 1) }, "arrival_date"],
      [{ ...base, departure_date: arrival }, "departure_date"],
      [{ ...base, departure_date: addDays(arrival, 31) }, "departure_date"],
      [{ ...base, rooms: [] }, "rooms"],
      [{ ...base, rooms: [room("STD", "BAR", 3)] }, "rooms[0].adults"],
      [{ ...base, rooms: [room("STD", "BAR", 2, 2)] }, "rooms[0].children"],
      [{ ...base, rooms: [{ ...room("STD"), rate_plan_id: c.type("STD").id }] }, "rooms[0].rate_plan_id"],
      [{ ...base, rooms: [{ ...room("STD"), room_type_id: "0190a0a0-0000-7000-8000-000000000000" }] }, "rooms[0].room_type_id"],
      [{ ...base, source: "FAX" }, "source"],
      [{ ...base, guest: { ...base.guest, email: "nope" } }, "guest.email"],
      [{ ...base, guest: { ...base.guest, phone: "98200 12345" } }, "guest.phone"],
      [{ ...base, guest: undefined }, "guest"],
      [{ ...base, guest_id: "0190a0a0-0000-7000-8000-000000000000", guest: undefined }, "guest_id"],
      [{ ...base, payment_method: { type: "CREDIT_CARD", card_token: "4111 1111 1111 1111" } }, "payment_method.card_token"],
      [{ ...base, payment_method: { type: "CREDIT_CARD", card_token: "tok_abcdef", card_number: "4111111111111111" } }, "payment_method"],
      [{ ...base, payment_method: { type: "CASH", card_token: "tok_abcdef" } }, "payment_method.type"],
    ];
    for (const [body, field] of cases) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe("validation_error");
      expect(res.body.details.map((x: { field: string }) => x.field), JSON.stringify(res.body)).toContain(field);
    }
    expect(await db().reservation.count()).toBe(before);
    expect(await db().domainEvent.count()).toBe(eventsBefore);
    expect(await db().reservation.count({ where: { cardToken: { contains: "4111 1111 1111" } } })).toBe(0);
  });

  it("answers 422 no_availability when any requested room type is short on any night, writing nothing", async () => {
    const arrival = mondayAfter(c.today, 60);
    const ste = c.type("STE");
    const total = await c.activeRooms("STE");
    // sell every suite for the middle night only
    const mid = addDays(arrival, 1);
    const fill = await create({ guest: newGuest("fill"), arrival_date: mid, departure_date: addDays(mid, 1), rooms: Array.from({ length: Math.min(total, 10) }, () => room("STE")) });
    expect(fill.status).toBe(201);
    for (let left = total - 10; left > 0; left -= 10) {
      const more = await create({ guest: newGuest("fill"), arrival_date: mid, departure_date: addDays(mid, 1), rooms: Array.from({ length: Math.min(left, 10) }, () => room("STE")) });
      expect(more.status).toBe(201);
    }
    const before = await db().reservation.count();
    const stdSold = await soldOn(c.type("STD").id, arrival);
    const res = await create({ guest: newGuest("short"), arrival_date: arrival, departure_date: addDays(arrival, 3), rooms: [room("STD"), room("STE")] });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ error: "no_availability", message: "No rooms available for the requested dates" });
    expect(res.body.details[0].message).toContain(mid);
    expect(await db().reservation.count()).toBe(before);
    expect(await soldOn(c.type("STD").id, arrival)).toBe(stdSold);
    expect(await soldOn(ste.id, mid)).toBe(total);
    const avail = await call(availability.POST, "POST", "/api/v1/availability", { token: c.tokens.frontdesk, propertyId: c.pid, body: { arrival_date: arrival, departure_date: addDays(arrival, 3), adults: 2 } });
    expect(avail.body.data.room_types.find((t: { id: string }) => t.id === ste.id).available_count).toBe(0);
    // the nights around it are still sellable
    const around = await create({ guest: newGuest("around"), arrival_date: arrival, departure_date: mid, rooms: [room("STE")] });
    expect(around.status).toBe(201);
  });
});

describe("GET /api/v1/reservations", () => {
  it("filters by dates, statuses (repeated or comma list), sources, guest name and confirmation number", async () => {
    const arrival = addDays(c.today, 70);
    const g = newGuest("findme");
    const made = await create({ guest: { ...g, first_name: "Zenobia", last_name: "Quarrington" }, arrival_date: arrival, departure_date: addDays(arrival, 2), rooms: [room("STD")], source: "CORPORATE" });
    const conf = made.body.data.confirmation_number as string;

    const byName = await listQ({ guest_name: "zenobia quarr" });
    expect(byName.status).toBe(200);
    expect(byName.body.data.map((r: { id: string }) => r.id)).toEqual([made.body.data.id]);
    expect(ZReservation.safeParse(byName.body.data[0]).success).toBe(true);
    // LIKE wildcards in the search are literal characters, not patterns
    expect((await listQ({ guest_name: "%" })).body.data).toEqual([]);
    expect((await listQ({ guest_name: "_" })).body.data).toEqual([]);
    const byConf = await listQ({ confirmation_number: conf.slice(1, 5).toLowerCase() });
    expect(byConf.body.data.map((r: { id: string }) => r.id)).toContain(made.body.data.id);
    const bySource = await listQ({ source: "CORPORATE", arrival_from: arrival, arrival_to: arrival });
    expect(bySource.body.data.map((r: { id: string }) => r.id)).toEqual([made.body.data.id]);

    const repeated = await listQ({ status: ["CHECKED_IN", "CANCELLED"], limit: "100" });
    const comma = await listQ({ status: "CHECKED_IN,CANCELLED", limit: "100" });
    expect(repeated.status).toBe(200);
    expect(repeated.body.data).toEqual(comma.body.data);
    expect(new Set(repeated.body.data.map((r: { status: string }) => r.status))).toEqual(new Set(["CHECKED_IN", "CANCELLED"]));

    const depFrom = addDays(c.today, 1);
    const depTo = addDays(c.today, 3);
    const deps = await listQ({ departure_from: depFrom, departure_to: depTo, limit: "100" });
    for (const r of deps.body.data) expect(r.departure_date >= depFrom && r.departure_date <= depTo).toBe(true);
    expect(deps.body.data.length).toBe(
      await db().reservation.count({ where: { propertyId: c.pid, departureDate: { gte: new Date(`${depFrom}T00:00:00Z`), lte: new Date(`${depTo}T00:00:00Z`) } } }),
    );
  });

  it("rejects unknown enum values, bad dates, bad cursors and limits with 400", async () => {
    for (const query of <Record<string, string>[]>[{ status: "CONFIRMED,LOST" }, { source: "FAX" }, { arrival_from: "2025-13-01" }, { cursor: "garbage" }, { limit: "101" }, { limit: "0" }, { arrival_from: "2030-01-02", arrival_to: "2030-01-01" }]) {
      const res = await listQ(query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.error).toBe("validation_error");
    }
  });

  it("pages with a stable cursor: no duplicates, no gaps, arrival order", async () => {
    const all = await db().reservation.count({ where: { propertyId: c.pid } });
    const seen: string[] = [];
    let cursor: string | undefined;
    let prev = "";
    for (let i = 0; i < 100; i++) {
      const res = await listQ({ limit: "37", ...(cursor ? { cursor } : {}) });
      expect(res.status).toBe(200);
      for (const r of res.body.data) {
        expect(r.arrival_date >= prev).toBe(true);
        prev = r.arrival_date;
        seen.push(r.id);
      }
      if (!res.body.pagination.has_more) {
        expect(res.body.pagination.cursor).toBeNull();
        break;
      }
      cursor = res.body.pagination.cursor;
    }
    expect(seen.length).toBe(all);
    expect(new Set(seen).size).toBe(all);
  });

  it("never shows another property's reservations", async () => {
    const harbour = await demoCatalog("HARBOUR");
    const res = await call(list.GET, "GET", "/api/v1/reservations", { token: await (await import("@/lib/testing/api")).tokenFor("harbour.frontdesk@demo.innkeep.dev"), propertyId: harbour.pid, query: { limit: "100" } });
    expect(res.status).toBe(200);
    const ids = res.body.data.map((r: { id: string }) => r.id);
    expect(await db().reservation.count({ where: { id: { in: ids }, propertyId: { not: harbour.pid } } })).toBe(0);
    expect((await get("0190a0a0-0000-7000-8000-000000000000")).status).toBe(404);
    expect((await get("not-a-uuid")).status).toBe(404);
  });
});

describe("PUT /api/v1/reservations/:id", () => {
  it("moves the dates: re-prices with the original plan and moves the inventory atomically", async () => {
    const arrival = mondayAfter(c.today, 80);
    const made = await create({ guest: newGuest("move"), arrival_date: arrival, departure_date: addDays(arrival, 2), rooms: [room("DLX", "NRF")] });
    const id = made.body.data.id;
    const dlx = c.type("DLX").id;
    const soldBefore = await soldOn(dlx, arrival);
    // Monday→Wednesday becomes Thursday→Sunday: two weekend nights (Fri, Sat) at the weekend rate
    const res = await put(id, { arrival_date: addDays(arrival, 3), departure_date: addDays(arrival, 6), special_requests: "Crib please" });
    expect(res.status).toBe(200);
    const r = res.body.data;
    expect(r).toMatchObject({ arrival_date: addDays(arrival, 3), departure_date: addDays(arrival, 6), nights: 3, special_requests: "Crib please" });
    expect(r.rooms[0].rate_plan.id).toBe(c.plan("NRF").id);
    const weekday = Math.round(650000 * 0.9);
    const weekend = Math.round((await db().ratePlanRoomRate.findUniqueOrThrow({ where: { ratePlanId_roomTypeId: { ratePlanId: c.plan("BAR").id, roomTypeId: dlx } } })).weekendRate * 0.9);
    expect(r.rooms[0].nights.map((n: { rate: number }) => n.rate * 100)).toEqual([weekday, weekend, weekend]);
    expect(await soldOn(dlx, arrival)).toBe(soldBefore - 1);
    expect(await soldOn(dlx, addDays(arrival, 3))).toBeGreaterThan(0);
    expect(await inventoryMismatches(c.pid)).toEqual([]);
    const ev = await db().domainEvent.findFirstOrThrow({ where: { type: "reservation.modified", data: { path: ["reservation", "id"], equals: id } } });
    expect((ev.data as { changes: { field: string }[] }).changes.map((x) => x.field)).toEqual(["arrival_date", "departure_date", "total_amount", "special_requests"]);
    const audit = await db().auditLog.findFirstOrThrow({ where: { entityId: id, action: "reservation.modified" } });
    expect(audit.changes).toMatchObject({ fields: expect.arrayContaining([{ field: "arrival_date", from: arrival, to: addDays(arrival, 3) }]) });
  });

  it("refuses a date change into sold-out nights with 422 and leaves the reservation as it was", async () => {
    const arrival = mondayAfter(c.today, 90);
    const ste = c.type("STE");
    const total = await c.activeRooms("STE");
    const blocker = addDays(arrival, 2);
    for (let left = total; left > 0; left -= 10) {
      expect((await create({ guest: newGuest("full"), arrival_date: blocker, departure_date: addDays(blocker, 1), rooms: Array.from({ length: Math.min(left, 10) }, () => room("STE")) })).status).toBe(201);
    }
    const made = await create({ guest: newGuest("extend"), arrival_date: arrival, departure_date: blocker, rooms: [room("STE")] });
    expect(made.status).toBe(201);
    const before = (await get(made.body.data.id)).body.data;
    const res = await put(made.body.data.id, { departure_date: addDays(blocker, 1) });
    expect(res.status).toBe(422);
    expect(res.body.error).toBe("no_availability");
    const after = (await get(made.body.data.id)).body.data;
    expect(after).toEqual(before);
    expect(await soldOn(ste.id, arrival)).toBe(1);
    // shortening is always possible
    const shorter = await put(made.body.data.id, { departure_date: addDays(arrival, 1) });
    expect(shorter.status).toBe(200);
    expect(await soldOn(ste.id, addDays(arrival, 1))).toBe(0);
  });

  it("allows date changes only while PENDING or CONFIRMED, with clear errors", async () => {
    const inHouse = await db().reservation.findFirstOrThrow({ where: { propertyId: c.pid, status: "CHECKED_IN" } });
    const res = await put(inHouse.id, { arrival_date: addDays(c.today, 10), departure_date: addDays(c.today, 11) });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error: "invalid_state", status: "CHECKED_IN" });
    const sr = await put(inHouse.id, { special_requests: "Extra towels" });
    expect(sr.status).toBe(200);
    const cancelled = await db().reservation.findFirstOrThrow({ where: { propertyId: c.pid, status: "CANCELLED" } });
    expect((await put(cancelled.id, { special_requests: "x" })).status).toBe(409);
    const mine = await create({ guest: newGuest("v"), arrival_date: addDays(c.today, 20), departure_date: addDays(c.today, 22), rooms: [room("STD")] });
    expect((await put(mine.body.data.id, { departure_date: addDays(c.today, 20) })).status).toBe(400);
    expect((await put(mine.body.data.id, { arrival_date: addDays(c.today, -2) })).status).toBe(400);
    expect((await put(mine.body.data.id, {})).status).toBe(400);
  });
});

describe("POST /api/v1/reservations/:id/cancel", () => {
  it("is free on a flexible plan before the cut-off and refunds what was paid", async () => {
    const arrival = addDays(c.today, 30);
    const made = await create({ guest: newGuest("flex"), arrival_date: arrival, departure_date: addDays(arrival, 2), rooms: [room("STD")] });
    const id = made.body.data.id;
    await db().reservation.update({ where: { id }, data: { paidAmount: 300000 } });
    const stdSold = await soldOn(c.type("STD").id, arrival);
    const res = await cancelIt(id, { reason: "Plans changed" });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id, status: "CANCELLED", cancellation_fee: 0, refund_amount: 3000, cancelled_at: expect.any(String) });
    expect(await soldOn(c.type("STD").id, arrival)).toBe(stdSold - 1);
    const again = await cancelIt(id, {});
    expect(again.status).toBe(409);
    expect(again.body.error).toBe("invalid_state");
    const ev = await db().domainEvent.findFirstOrThrow({ where: { type: "reservation.cancelled", data: { path: ["reservation", "id"], equals: id } } });
    expect(ev.data).toMatchObject({ reason: "Plans changed", cancellation_fee: 0, refund_amount: 3000, reservation: { status: "CANCELLED" } });
    const detail = (await get(id)).body.data;
    expect(detail).toMatchObject({ status: "CANCELLED", cancellation_fee: 0, refund_amount: 3000, cancel_reason: "Plans changed", balance_due: 0 });
  });

  it("charges the first night on a flexible plan inside the cut-off, the whole stay on non-refundable; only managers waive", async () => {
    const flexible = await create({ guest: newGuest("late"), arrival_date: c.today, departure_date: addDays(c.today, 2), rooms: [room("DLX")] });
    expect(flexible.status).toBe(201);
    const fd = (await get(flexible.body.data.id)).body.data;
    const firstNight = fd.rooms[0].nights[0].rate + fd.rooms[0].nights[0].tax;
    const late = await cancelIt(flexible.body.data.id, {});
    expect(late.body.data).toMatchObject({ cancellation_fee: firstNight, refund_amount: 0 });
    expect((await get(flexible.body.data.id)).body.data.balance_due).toBe(firstNight);

    const nrf = await create({ guest: newGuest("nrf"), arrival_date: addDays(c.today, 20), departure_date: addDays(c.today, 23), rooms: [room("STD", "NRF")] });
    const total = nrf.body.data.total_amount;
    await db().reservation.update({ where: { id: nrf.body.data.id }, data: { paidAmount: Math.round(total * 100) } });
    const forbidden = await cancelIt(nrf.body.data.id, { waive_cancellation_fee: true });
    expect(forbidden.status).toBe(403);
    expect((await get(nrf.body.data.id)).body.data.status).toBe("CONFIRMED");
    const full = await cancelIt(nrf.body.data.id, {});
    expect(full.body.data).toMatchObject({ cancellation_fee: total, refund_amount: 0 });

    const waived = await create({ guest: newGuest("waive"), arrival_date: addDays(c.today, 20), departure_date: addDays(c.today, 23), rooms: [room("STD", "NRF")] });
    await db().reservation.update({ where: { id: waived.body.data.id }, data: { paidAmount: 500000 } });
    const ok = await cancelIt(waived.body.data.id, { waive_cancellation_fee: true, reason: "Bereavement" }, c.tokens.manager);
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ cancellation_fee: 0, refund_amount: 5000 });
    const audit = await db().auditLog.findFirstOrThrow({ where: { entityId: waived.body.data.id, action: "reservation.cancelled" } });
    expect(audit.changes).toMatchObject({ fee_waived: true, policy_fee: waived.body.data.total_amount });
  });

  it("cannot cancel a checked-in, checked-out or no-show reservation", async () => {
    for (const status of ["CHECKED_IN", "CHECKED_OUT", "NO_SHOW"] as const) {
      const r = await db().reservation.findFirst({ where: { propertyId: c.pid, status } });
      if (!r) continue;
      const res = await cancelIt(r.id, {});
      expect(res.status, status).toBe(409);
      expect(res.body.message).toContain(status);
    }
  });
});
