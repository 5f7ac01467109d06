// The demo seed against a real database: the invariants the front office relies on hold for the seeded data.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "../../lib/db/client";
import { applyMigrationsWith } from "../../lib/db/migrate";
import { verifySecret } from "../../lib/auth/passwords";
import { addDays, eachNight, toDateOnly } from "../../lib/rates/dates";
import { quoteStay } from "../../lib/rates/quote";
import { isConfirmationNumber } from "../../lib/reservations/confirmation-number";
import { seedDemo } from "./demo";
import { INVENTORY_HOLDING_STATUSES, recomputeInventory } from "./inventory";

// A fixed day whose window spans New Year's Eve (a rate override) and several weekends.
const TODAY = "2025-12-24";

let d: Db;
let demoId: string;

beforeAll(async () => {
  d = createDb({ url: "memory://" });
  await applyMigrationsWith(d.raw);
  expect(await seedDemo(d.prisma, { today: TODAY })).toMatchObject({ created: true });
  demoId = (await d.prisma.property.findFirstOrThrow({ where: { code: "DEMO" } })).id;
});

afterAll(async () => {
  await d?.close();
});

const key = (roomTypeId: string, date: Date | string) => `${roomTypeId}|${typeof date === "string" ? date : toDateOnly(date)}`;

describe("demo seed", () => {
  it("keeps inventory_nights equal to the nights held by reservations", async () => {
    const held = new Map<string, number>();
    const nights = await d.prisma.reservationRoomNight.findMany({
      where: { reservationRoom: { reservation: { status: { in: [...INVENTORY_HOLDING_STATUSES] } } } },
      select: { date: true, reservationRoom: { select: { roomTypeId: true } } },
    });
    for (const n of nights) held.set(key(n.reservationRoom.roomTypeId, n.date), (held.get(key(n.reservationRoom.roomTypeId, n.date)) ?? 0) + 1);
    const inventory = await d.prisma.inventoryNight.findMany();
    const stored = new Map(inventory.filter((i) => i.sold > 0).map((i) => [key(i.roomTypeId, i.date), i.sold]));
    expect(stored).toEqual(held);

    // Cancelling releases exactly the reservation's nights; restoring it takes them back.
    const victim = await d.prisma.reservation.findFirstOrThrow({
      where: { propertyId: demoId, status: "CONFIRMED" },
      include: { rooms: { include: { nights: true } } },
    });
    const released = new Map<string, number>();
    for (const rr of victim.rooms) for (const n of rr.nights) released.set(key(rr.roomTypeId, n.date), (released.get(key(rr.roomTypeId, n.date)) ?? 0) + 1);
    const soldOf = async (k: string) => {
      const [roomTypeId, date] = k.split("|");
      const row = await d.prisma.inventoryNight.findUnique({ where: { roomTypeId_date: { roomTypeId, date: new Date(`${date}T00:00:00Z`) } } });
      return row?.sold ?? 0;
    };
    await d.prisma.reservation.update({ where: { id: victim.id }, data: { status: "CANCELLED" } });
    await recomputeInventory(d.prisma, demoId);
    for (const [k, n] of released) expect(await soldOf(k), k).toBe((held.get(k) ?? 0) - n);
    await d.prisma.reservation.update({ where: { id: victim.id }, data: { status: "CONFIRMED" } });
    await recomputeInventory(d.prisma, demoId);
    await recomputeInventory(d.prisma, demoId);
    const after = await d.prisma.inventoryNight.findMany();
    expect(new Map(after.filter((i) => i.sold > 0).map((i) => [key(i.roomTypeId, i.date), i.sold]))).toEqual(held);
  });

  it("never sells more rooms of a type on a night than were sellable", async () => {
    const rooms = await d.prisma.room.findMany({ where: { isActive: true }, select: { id: true, roomTypeId: true } });
    const blocks = await d.prisma.roomBlock.findMany({ where: { releasedAt: null } });
    const inventory = await d.prisma.inventoryNight.findMany({ where: { sold: { gt: 0 } } });
    expect(blocks.length).toBe(2);
    for (const night of inventory) {
      const date = toDateOnly(night.date);
      const blocked = new Set(
        blocks
          .filter((b) => (b.kind === "OUT_OF_ORDER" || !b.returnToInventory) && toDateOnly(b.fromDate) <= date && date < toDateOnly(b.toDate))
          .map((b) => b.roomId),
      );
      const sellable = rooms.filter((r) => r.roomTypeId === night.roomTypeId && !blocked.has(r.id)).length;
      expect(night.sold, `room type ${night.roomTypeId} on ${date}`).toBeLessThanOrEqual(sellable);
    }
  });

  it("has reservations in every status, arrivals and departures today, and multi-room bookings", async () => {
    const byStatus = await d.prisma.reservation.groupBy({ by: ["status"], where: { propertyId: demoId }, _count: { _all: true } });
    expect(byStatus.map((s) => s.status).sort()).toEqual(["CANCELLED", "CHECKED_IN", "CHECKED_OUT", "CONFIRMED", "NO_SHOW", "PENDING"]);
    const today = new Date(`${TODAY}T00:00:00Z`);
    expect(await d.prisma.reservation.count({ where: { propertyId: demoId, status: "CHECKED_IN", departureDate: today } })).toBeGreaterThan(0);
    expect(await d.prisma.reservation.count({ where: { propertyId: demoId, status: "CONFIRMED", arrivalDate: today } })).toBeGreaterThan(0);
    const multi = await d.prisma.reservationRoom.groupBy({ by: ["reservationId"], where: { propertyId: demoId }, _count: { _all: true }, having: { reservationId: { _count: { gt: 1 } } } });
    expect(multi.length).toBeGreaterThan(0);
    // The small property has in-house guests too (isolation tests reach for every kind of record there).
    const harbour = await d.prisma.reservation.groupBy({ by: ["status"], where: { property: { code: "HARBOUR" } }, _count: { _all: true } });
    expect(harbour.map((s) => s.status)).toEqual(expect.arrayContaining(["CHECKED_IN", "CHECKED_OUT", "CANCELLED"]));
  });

  it("puts in-house guests in OCCUPIED rooms and nobody else, without double-booking a room", async () => {
    const inHouse = await d.prisma.reservationRoom.findMany({ where: { reservation: { status: "CHECKED_IN" } }, select: { roomId: true } });
    expect(inHouse.every((r) => r.roomId !== null)).toBe(true);
    const occupied = await d.prisma.room.findMany({ where: { foStatus: "OCCUPIED" }, select: { id: true } });
    expect(new Set(occupied.map((r) => r.id))).toEqual(new Set(inHouse.map((r) => r.roomId)));
    expect(inHouse.length).toBe(occupied.length);

    const ooo = await d.prisma.room.findMany({ where: { foStatus: { in: ["OUT_OF_ORDER", "OUT_OF_SERVICE"] } } });
    expect(ooo.map((r) => r.foStatus).sort()).toEqual(["OUT_OF_ORDER", "OUT_OF_SERVICE"]);
    expect(ooo.find((r) => r.foStatus === "OUT_OF_ORDER")?.hkStatus).toBe("OUT_OF_ORDER");
    expect(await d.prisma.room.count({ where: { hkStatus: "IN_PROGRESS" } })).toBeGreaterThan(0);

    const assigned = await d.prisma.reservationRoom.findMany({
      where: { roomId: { not: null }, reservation: { status: { in: [...INVENTORY_HOLDING_STATUSES] } } },
      select: { roomId: true, arrivalDate: true, departureDate: true },
    });
    const taken = new Set<string>();
    for (const a of assigned) {
      for (const night of eachNight(toDateOnly(a.arrivalDate), toDateOnly(a.departureDate))) {
        const k = `${a.roomId}|${night}`;
        expect(taken.has(k), `room ${a.roomId} twice on ${night}`).toBe(false);
        taken.add(k);
      }
    }
  });

  it("stores nights priced exactly as quoteStay prices them from the database rows", async () => {
    const [plans, roomRates, overrides, taxRules, roomTypes] = await Promise.all([
      d.prisma.ratePlan.findMany({ where: { propertyId: demoId } }),
      d.prisma.ratePlanRoomRate.findMany(),
      d.prisma.rateOverride.findMany(),
      d.prisma.taxRule.findMany({ where: { propertyId: demoId } }),
      d.prisma.roomType.findMany({ where: { propertyId: demoId } }),
    ]);
    expect(overrides.some((o) => toDateOnly(o.date) === "2025-12-31")).toBe(true);
    const booked = await d.prisma.reservationRoom.findMany({ where: { propertyId: demoId }, include: { nights: { orderBy: { date: "asc" } } } });
    let sawOverride = false;
    for (const rr of booked) {
      const ratePlan = plans.find((p) => p.id === rr.ratePlanId)!;
      const parent = plans.find((p) => p.id === ratePlan.parentRatePlanId) ?? null;
      const quote = quoteStay({
        ratePlan,
        parent,
        roomTypeId: rr.roomTypeId,
        roomRates,
        overrides,
        roomTypeBaseRate: roomTypes.find((t) => t.id === rr.roomTypeId)!.baseRate,
        adults: rr.adults,
        arrival: toDateOnly(rr.arrivalDate),
        departure: toDateOnly(rr.departureDate),
        weekendNights: [5, 6],
        taxRules,
      });
      expect(rr.nights.map((n) => ({ date: toDateOnly(n.date), rate: n.rate, tax: n.tax }))).toEqual(quote.nights);
      expect(rr.roomAmount).toBe(quote.roomTotal);
      expect(rr.taxAmount).toBe(quote.taxTotal);
      sawOverride ||= rr.nights.some((n) => toDateOnly(n.date) === "2025-12-31");
    }
    expect(sawOverride).toBe(true);
  });

  it("keeps money consistent for cancellations and payments", async () => {
    const all = await d.prisma.reservation.findMany({ where: { propertyId: demoId } });
    for (const r of all) {
      expect(r.paidAmount).toBeGreaterThanOrEqual(0);
      if (r.status === "CANCELLED") {
        expect(r.cancelledAt).not.toBeNull();
        expect(r.cancellationFee).not.toBeNull();
        expect(r.paidAmount - (r.refundAmount ?? 0)).toBe(r.cancellationFee);
      } else {
        expect(r.paidAmount).toBeLessThanOrEqual(r.totalAmount);
      }
      if (r.status === "CHECKED_OUT") expect(r.paidAmount).toBe(r.totalAmount);
      // Every timestamp lies before "today" at the property (00:00 IST = 18:30 UTC the day before).
      const midnight = new Date(`${addDays(TODAY, -1)}T18:30:00Z`);
      for (const t of [r.createdAt, r.confirmedAt, r.checkedInAt, r.checkedOutAt, r.cancelledAt, r.noShowAt]) {
        if (t) expect(t.getTime()).toBeLessThan(midnight.getTime());
      }
    }
  });

  it("uses unique, unambiguous confirmation numbers", async () => {
    const numbers = await d.prisma.reservation.findMany({ select: { propertyId: true, confirmationNumber: true } });
    expect(numbers.every((n) => isConfirmationNumber(n.confirmationNumber))).toBe(true);
    expect(new Set(numbers.map((n) => `${n.propertyId}|${n.confirmationNumber}`)).size).toBe(numbers.length);
  });

  it("grants properties as intended and stores secrets as argon2id", async () => {
    const access = async (email: string) =>
      (await d.prisma.user.findUniqueOrThrow({ where: { email }, include: { properties: { include: { property: true } } } })).properties.map((p) => p.property.code).sort();
    expect(await access("harbour.frontdesk@demo.innkeep.dev")).toEqual(["HARBOUR"]);
    expect(await access("frontdesk@demo.innkeep.dev")).toEqual(["DEMO"]);
    expect(await access("manager@demo.innkeep.dev")).toEqual(["DEMO", "HARBOUR"]);
    const user = await d.prisma.user.findUniqueOrThrow({ where: { email: "cashier@demo.innkeep.dev" } });
    expect(await verifySecret(user.passwordHash!, "innkeep-demo")).toBe(true);
    const client = await d.prisma.apiClient.findUniqueOrThrow({ where: { clientId: "harbour-integrator" }, include: { properties: { include: { property: true } } } });
    expect(await verifySecret(client.secretHash, "harbour-integrator-secret")).toBe(true);
    expect(client.properties.map((p) => p.property.code)).toEqual(["HARBOUR"]);
  });

  it("creates nothing on a second run", async () => {
    const count = () => Promise.all([d.prisma.tenant.count(), d.prisma.reservation.count(), d.prisma.guest.count(), d.prisma.room.count()]);
    const before = await count();
    expect(await seedDemo(d.prisma, { today: TODAY })).toEqual({ created: false });
    expect(await count()).toEqual(before);
  });
});
