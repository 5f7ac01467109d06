// The staff screens' read-only helpers: change quote, cancellation quote, history. Each preview is checked against
// what the real use case then does, and must change nothing itself.
import { describe, expect, it } from "vitest";
import * as cancellationQuote from "@/app/api/v1/reservations/[id]/cancellation-quote/route";
import * as changeQuote from "@/app/api/v1/reservations/[id]/change-quote/route";
import * as history from "@/app/api/v1/reservations/[id]/history/route";
import { db } from "@/lib/db/client";
import { toMajor } from "@/lib/http/validation";
import { addDays, asDateOnly } from "@/lib/rates/dates";
import { todayInTimeZone } from "@/lib/rates/time-zone";
import { cancelReservation } from "@/lib/reservations/cancel-reservation";
import { updateReservation } from "@/lib/reservations/update-reservation";
import { ZCancellationQuote, ZChangeQuote } from "@/lib/reservations/staff-quote-schemas";
import { call, propertyId, tokenFor } from "@/lib/testing/api";

async function today(pid: string) {
  const p = await db().property.findUniqueOrThrow({ where: { id: pid }, select: { timeZone: true } });
  return todayInTimeZone(p.timeZone);
}

/** A confirmed one-room reservation arriving in the future under a plan with the given policy. */
async function futureReservation(pid: string, policy: "FLEXIBLE" | "NON_REFUNDABLE", minDaysAhead = 3) {
  const t = await today(pid);
  const r = await db().reservation.findFirst({
    where: {
      propertyId: pid,
      status: "CONFIRMED",
      arrivalDate: { gte: new Date(`${addDays(t, minDaysAhead)}T00:00:00Z`) },
      rooms: { every: { ratePlan: { cancellationPolicy: policy } } },
    },
    orderBy: { arrivalDate: "asc" },
    select: { id: true, arrivalDate: true, departureDate: true, totalAmount: true, paidAmount: true, rooms: { select: { roomTypeId: true } } },
  });
  if (!r) throw new Error(`seed has no future ${policy} reservation`);
  return r;
}

async function snapshot(id: string) {
  const [r, nights, events, audit] = await Promise.all([
    db().reservation.findUniqueOrThrow({ where: { id }, select: { status: true, arrivalDate: true, departureDate: true, totalAmount: true, updatedAt: true } }),
    db().inventoryNight.aggregate({ _sum: { sold: true } }),
    db().domainEvent.count(),
    db().auditLog.count(),
  ]);
  return { r, sold: nights._sum.sold, events, audit };
}

const actorFor = async (email: string) => {
  const u = await db().user.findUniqueOrThrow({ where: { email }, select: { id: true, tenantId: true, name: true } });
  return { actor: { kind: "user" as const, id: u.id, tenantId: u.tenantId }, name: u.name };
};

describe("POST /api/v1/reservations/{id}/change-quote", () => {
  it("prices new dates exactly as the update then books them, changing nothing itself", async () => {
    const pid = await propertyId();
    const r = await futureReservation(pid, "FLEXIBLE");
    const token = await tokenFor("frontdesk@demo.innkeep.dev");
    const newDeparture = addDays(asDateOnly(r.departureDate), 1);
    const before = await snapshot(r.id);
    const res = await call(changeQuote.POST, "POST", `/api/v1/reservations/${r.id}/change-quote`, { token, propertyId: pid, params: { id: r.id }, body: { departure_date: newDeparture } });
    expect(res.status).toBe(200);
    const q = ZChangeQuote.parse(res.body.data);
    expect(q).toMatchObject({ arrival_date: asDateOnly(r.arrivalDate), departure_date: newDeparture, current: { total_amount: toMajor(r.totalAmount) }, currency: "INR" });
    expect(await snapshot(r.id)).toEqual(before);
    if (!q.available) throw new Error(`expected the extra night to be sellable: ${q.unavailable_reason}`);

    const { actor } = await actorFor("frontdesk@demo.innkeep.dev");
    const updated = await updateReservation({ propertyId: pid, actor, id: r.id, body: { departure_date: newDeparture } });
    expect(updated.total_amount).toBe(q.proposed.total_amount);
    expect(q.difference).toBeCloseTo(q.proposed.total_amount - q.current.total_amount, 2);
    expect(q.proposed.total_amount).toBeGreaterThan(q.current.total_amount);
  });

  it("says when an added night is sold out, as the update would refuse it", async () => {
    const pid = await propertyId();
    const r = await futureReservation(pid, "FLEXIBLE", 5);
    const extra = asDateOnly(r.departureDate);
    const typeId = r.rooms[0].roomTypeId;
    const capacity = await db().room.count({ where: { propertyId: pid, roomTypeId: typeId, isActive: true } });
    await db().inventoryNight.upsert({
      where: { roomTypeId_date: { roomTypeId: typeId, date: new Date(`${extra}T00:00:00Z`) } },
      update: { sold: capacity },
      create: { propertyId: pid, roomTypeId: typeId, date: new Date(`${extra}T00:00:00Z`), sold: capacity },
    });
    const res = await call(changeQuote.POST, "POST", `/api/v1/reservations/${r.id}/change-quote`, {
      token: await tokenFor("frontdesk@demo.innkeep.dev"),
      propertyId: pid,
      params: { id: r.id },
      body: { departure_date: addDays(extra, 1) },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.available).toBe(false);
    expect(res.body.data.short_nights).toEqual([{ room_type_id: typeId, date: extra, requested: 1, sellable: 0 }]);
    expect(res.body.data.unavailable_reason).toContain(extra);
    const { actor } = await actorFor("frontdesk@demo.innkeep.dev");
    await expect(updateReservation({ propertyId: pid, actor, id: r.id, body: { departure_date: addDays(extra, 1) } })).rejects.toMatchObject({ code: "no_availability" });
  });

  it("refuses bad dates, closed reservations, unknown ids and roles without the permission", async () => {
    const pid = await propertyId();
    const token = await tokenFor("frontdesk@demo.innkeep.dev");
    const r = await futureReservation(pid, "FLEXIBLE");
    const path = `/api/v1/reservations/${r.id}/change-quote`;
    const bad = await call(changeQuote.POST, "POST", path, { token, propertyId: pid, params: { id: r.id }, body: { arrival_date: "2031-01-05", departure_date: "2031-01-05" } });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual([{ field: "departure_date", message: "must be after arrival_date (2031-01-05)" }]);
    const past = await call(changeQuote.POST, "POST", path, { token, propertyId: pid, params: { id: r.id }, body: { arrival_date: "2020-01-01", departure_date: "2020-01-03" } });
    expect(past.status).toBe(400);
    expect(past.body.details[0].field).toBe("arrival_date");
    const empty = await call(changeQuote.POST, "POST", path, { token, propertyId: pid, params: { id: r.id }, body: {} });
    expect(empty.status).toBe(400);

    const cancelled = await db().reservation.findFirstOrThrow({ where: { propertyId: pid, status: "CANCELLED" }, select: { id: true } });
    const closed = await call(changeQuote.POST, "POST", `/api/v1/reservations/${cancelled.id}/change-quote`, { token, propertyId: pid, params: { id: cancelled.id }, body: { departure_date: "2031-01-05" } });
    expect(closed.status).toBe(409);
    expect(closed.body.error).toBe("invalid_state");

    const missing = crypto.randomUUID();
    expect((await call(changeQuote.POST, "POST", `/api/v1/reservations/${missing}/change-quote`, { token, propertyId: pid, params: { id: missing }, body: { departure_date: "2031-01-05" } })).status).toBe(404);
    const hk = await call(changeQuote.POST, "POST", path, { token: await tokenFor("cashier@demo.innkeep.dev"), propertyId: pid, params: { id: r.id }, body: { departure_date: "2031-01-05" } });
    expect(hk.status).toBe(403);
  });
});

describe("GET /api/v1/reservations/{id}/cancellation-quote", () => {
  it("previews the flexible plan's free cancellation, matching the cancel that follows", async () => {
    const pid = await propertyId();
    const r = await futureReservation(pid, "FLEXIBLE", 3);
    const before = await snapshot(r.id);
    const res = await call(cancellationQuote.GET, "GET", `/api/v1/reservations/${r.id}/cancellation-quote`, { token: await tokenFor("frontdesk@demo.innkeep.dev"), propertyId: pid, params: { id: r.id } });
    expect(res.status).toBe(200);
    const q = ZCancellationQuote.parse(res.body.data);
    expect(q).toMatchObject({ policy: "FLEXIBLE", cancellation_fee: 0, paid_amount: toMajor(r.paidAmount), refund_amount: toMajor(r.paidAmount), can_waive: false });
    expect(q.free_cancellation_until).not.toBeNull();
    expect(Date.parse(q.free_cancellation_until!)).toBeGreaterThan(Date.now());
    expect(await snapshot(r.id)).toEqual(before);
    const { actor } = await actorFor("frontdesk@demo.innkeep.dev");
    const done = await cancelReservation({ propertyId: pid, actor, id: r.id, body: { waive_cancellation_fee: false }, canWaive: false });
    expect(done.cancellation_fee).toBe(q.cancellation_fee);
    expect(done.refund_amount).toBe(q.refund_amount);
  });

  it("charges the whole non-refundable stay, and tells a manager they may waive it", async () => {
    const pid = await propertyId();
    const r = await futureReservation(pid, "NON_REFUNDABLE", 1);
    const res = await call(cancellationQuote.GET, "GET", `/api/v1/reservations/${r.id}/cancellation-quote`, { token: await tokenFor("manager@demo.innkeep.dev"), propertyId: pid, params: { id: r.id } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ policy: "NON_REFUNDABLE", cancellation_fee: toMajor(r.totalAmount), free_cancellation_until: null, can_waive: true });
    const { actor } = await actorFor("manager@demo.innkeep.dev");
    const done = await cancelReservation({ propertyId: pid, actor, id: r.id, body: { waive_cancellation_fee: false }, canWaive: true });
    expect(done.cancellation_fee).toBe(res.body.data.cancellation_fee);

    const again = await call(cancellationQuote.GET, "GET", `/api/v1/reservations/${r.id}/cancellation-quote`, { token: await tokenFor("manager@demo.innkeep.dev"), propertyId: pid, params: { id: r.id } });
    expect(again.status).toBe(409);
    const hk = await call(cancellationQuote.GET, "GET", `/api/v1/reservations/${r.id}/cancellation-quote`, { token: await tokenFor("housekeeping@demo.innkeep.dev"), propertyId: pid, params: { id: r.id } });
    expect(hk.status).toBe(403);
  });
});

describe("GET /api/v1/reservations/{id}/history", () => {
  it("lists the reservation's changes newest first with who made them", async () => {
    const pid = await propertyId();
    const r = await futureReservation(pid, "FLEXIBLE", 4);
    const { actor, name } = await actorFor("frontdesk@demo.innkeep.dev");
    await updateReservation({ propertyId: pid, actor, id: r.id, body: { special_requests: "Late arrival, around 23:00" } });
    await updateReservation({ propertyId: pid, actor, id: r.id, body: { special_requests: "Late arrival, around 01:00" } });
    const res = await call(history.GET, "GET", `/api/v1/reservations/${r.id}/history`, { token: await tokenFor("cashier@demo.innkeep.dev"), propertyId: pid, params: { id: r.id } });
    expect(res.status).toBe(200);
    const [latest, previous] = res.body.data;
    expect(latest).toMatchObject({ action: "reservation.modified", actor: { type: "user", id: actor.id, name } });
    expect(latest.changes.fields).toEqual([{ field: "special_requests", from: "Late arrival, around 23:00", to: "Late arrival, around 01:00" }]);
    expect(Date.parse(latest.at)).toBeGreaterThanOrEqual(Date.parse(previous.at));
    expect(previous.changes.fields[0].to).toBe("Late arrival, around 23:00");

    const missing = crypto.randomUUID();
    expect((await call(history.GET, "GET", `/api/v1/reservations/${missing}/history`, { token: await tokenFor("cashier@demo.innkeep.dev"), propertyId: pid, params: { id: missing } })).status).toBe(404);
    expect((await call(history.GET, "GET", `/api/v1/reservations/${r.id}/history`, { token: await tokenFor("housekeeping@demo.innkeep.dev"), propertyId: pid, params: { id: r.id } })).status).toBe(403);
  });
});
