import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as availability from "@/app/api/v1/availability/route";
import * as reservations from "@/app/api/v1/reservations/route";
import * as outOfOrder from "@/app/api/v1/rooms/[id]/out-of-order/route";
import * as outOfService from "@/app/api/v1/rooms/[id]/out-of-service/route";
import { db } from "@/lib/db/client";
import { resetRateLimits } from "@/lib/http/rate-limit";
import { addDays } from "@/lib/rates/dates";
import { call } from "@/lib/testing/api";
import { demoCatalog, mondayAfter, newGuest, type DemoCatalog } from "@/lib/testing/front-office";

let c: DemoCatalog;
beforeAll(async () => {
  c = await demoCatalog();
});
beforeEach(() => resetRateLimits());

const ask = (body: unknown, token = c.tokens.frontdesk) => call(availability.POST, "POST", "/api/v1/availability", { token, propertyId: c.pid, body });
type RT = { id: string; code: string; available_count: number; rates: { rate_plan_id: string; rate_plan_name: string; per_night: number; total: number; taxes: number; grand_total: number }[] };
const typeOf = (res: { body: { data: { room_types: RT[] } } }, code: string) => res.body.data.room_types.find((t) => t.code === code)!;
const rateOf = (t: RT, planId: string) => t.rates.find((r) => r.rate_plan_id === planId)!;

describe("POST /api/v1/availability", () => {
  it("counts every active room of a type on nights nothing is sold, and prices each plan night by night with GST", async () => {
    const arrival = mondayAfter(c.today, 120);
    const res = await ask({ arrival_date: arrival, departure_date: addDays(arrival, 3), adults: 2 });
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d).toMatchObject({ available: true, arrival_date: arrival, departure_date: addDays(arrival, 3), nights: 3, currency: "INR" });
    for (const t of d.room_types) {
      const code = c.types.find((x) => x.id === t.id)!.code;
      expect(t.available_count, code).toBe(await c.activeRooms(code));
      expect(t.rates.map((r: { rate_plan_name: string }) => r.rate_plan_name).sort()).toEqual(["Bed & Breakfast", "Best Available Rate", "Non-refundable"]);
    }
    // STD: BAR weekday ₹4,500 → 5 % GST. BB adds ₹750 per adult (2 adults → ₹6,000, still 5 %). NRF = BAR − 10 %.
    const std = typeOf(res, "STD");
    expect(rateOf(std, c.plan("BAR").id)).toMatchObject({ per_night: 4500, total: 13500, taxes: 675, grand_total: 14175 });
    expect(rateOf(std, c.plan("BB").id)).toMatchObject({ per_night: 6000, total: 18000, taxes: 900, grand_total: 18900 });
    expect(rateOf(std, c.plan("NRF").id)).toMatchObject({ per_night: 4050, total: 12150, taxes: 607.5, grand_total: 12757.5 });
    // DLX: BAR ₹6,500 (5 %), BB ₹8,000 crosses ₹7,500 → 18 %.
    const dlx = typeOf(res, "DLX");
    expect(rateOf(dlx, c.plan("BAR").id)).toMatchObject({ per_night: 6500, taxes: 975 });
    expect(rateOf(dlx, c.plan("BB").id)).toMatchObject({ per_night: 8000, total: 24000, taxes: 4320, grand_total: 28320 });
  });

  it("filters room types by occupancy per room and compares rooms wanted", async () => {
    const arrival = mondayAfter(c.today, 130);
    const three = await ask({ arrival_date: arrival, departure_date: addDays(arrival, 1), adults: 3 });
    const codes = three.body.data.room_types.map((t: RT) => t.code).sort();
    expect(codes).toEqual(c.types.filter((t) => t.maxAdults >= 3 && t.maxOccupancy >= 3).map((t) => t.code).sort());
    const kids = await ask({ arrival_date: arrival, departure_date: addDays(arrival, 1), adults: 2, children: 2 });
    expect(kids.body.data.room_types.map((t: RT) => t.code).sort()).toEqual(["FAM", "STE"]);
    const tooMany = await ask({ arrival_date: arrival, departure_date: addDays(arrival, 1), adults: 2, children: 2, rooms: 10 });
    expect(tooMany.body.data.available).toBe((await c.activeRooms("FAM")) >= 10 || (await c.activeRooms("STE")) >= 10);
    const nobody = await ask({ arrival_date: arrival, departure_date: addDays(arrival, 1), adults: 9 });
    expect(nobody.body.data).toMatchObject({ available: false, room_types: [] });
  });

  it("rejects bad stays with field details and never a 500", async () => {
    const cases: [unknown, string][] = [
      [{ arrival_date: addDays(c.today, -1), departure_date: addDays(c.today, 1) }, "arrival_date"],
      [{ arrival_date: addDays(c.today, 5), departure_date: addDays(c.today, 5) }, "departure_date"],
      [{ arrival_date: addDays(c.today, 5), departure_date: addDays(c.today, 36) }, "departure_date"],
      [{ arrival_date: "2025-02-30", departure_date: addDays(c.today, 36) }, "arrival_date"],
      [{ arrival_date: addDays(c.today, 5), departure_date: addDays(c.today, 6), adults: 0 }, "adults"],
      [{ arrival_date: addDays(c.today, 5), departure_date: addDays(c.today, 6), rooms: 1.5 }, "rooms"],
      [{ departure_date: addDays(c.today, 6) }, "arrival_date"],
    ];
    for (const [body, field] of cases) {
      const res = await ask(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe("validation_error");
      expect(res.body.details.map((x: { field: string }) => x.field)).toContain(field);
    }
    const housekeeping = await ask({ arrival_date: addDays(c.today, 5), departure_date: addDays(c.today, 6) }, c.tokens.housekeeping);
    expect(housekeeping.status).toBe(403);
  });

  it("drops immediately with bookings and out-of-order blocks, not with return-to-inventory service blocks", async () => {
    const arrival = mondayAfter(c.today, 140);
    const stay = { arrival_date: arrival, departure_date: addDays(arrival, 2), adults: 2 };
    const before = typeOf(await ask(stay), "PRM").available_count;
    const rooms = await db().room.findMany({ where: { propertyId: c.pid, roomTypeId: c.type("PRM").id, isActive: true }, orderBy: { roomNumber: "asc" }, take: 2 });

    const ooo = await call(outOfOrder.POST, "POST", `/api/v1/rooms/${rooms[0].id}/out-of-order`, {
      token: c.tokens.frontdesk,
      propertyId: c.pid,
      params: { id: rooms[0].id },
      body: { reason: "Leak", from_date: addDays(arrival, 1), to_date: addDays(arrival, 5) },
    });
    expect(ooo.status).toBe(201);
    expect(typeOf(await ask(stay), "PRM").available_count).toBe(before - 1);

    const oos = await call(outOfService.POST, "POST", `/api/v1/rooms/${rooms[1].id}/out-of-service`, {
      token: c.tokens.frontdesk,
      propertyId: c.pid,
      params: { id: rooms[1].id },
      body: { reason: "Deep clean", from_date: arrival, to_date: addDays(arrival, 1), return_to_inventory: true },
    });
    expect(oos.status).toBe(201);
    expect(typeOf(await ask(stay), "PRM").available_count).toBe(before - 1);

    const booked = await call(reservations.POST, "POST", "/api/v1/reservations", {
      token: c.tokens.frontdesk,
      propertyId: c.pid,
      body: { guest: newGuest(), arrival_date: arrival, departure_date: addDays(arrival, 1), rooms: [{ room_type_id: c.type("PRM").id, rate_plan_id: c.plan("BAR").id, adults: 2 }] },
    });
    expect(booked.status).toBe(201);
    // the booking takes only the first night, which the block does not cover: the minimum over both nights stays
    expect(typeOf(await ask(stay), "PRM").available_count).toBe(before - 1);
    expect(typeOf(await ask({ ...stay, departure_date: addDays(arrival, 1) }), "PRM").available_count).toBe(before - 1);
  });

  it("quotes exactly what a booking of the same rooms costs", async () => {
    const arrival = addDays(mondayAfter(c.today, 150), 3); // Thursday: the stay crosses a weekend
    const departure = addDays(arrival, 4);
    const res = await ask({ arrival_date: arrival, departure_date: departure, adults: 2, rooms: 2 });
    for (const code of ["STD", "DLX", "STE"]) {
      for (const planCode of ["BAR", "BB", "NRF"]) {
        const quoted = rateOf(typeOf(res, code), c.plan(planCode).id);
        const room = { room_type_id: c.type(code).id, rate_plan_id: c.plan(planCode).id, adults: 2 };
        const booked = await call(reservations.POST, "POST", "/api/v1/reservations", {
          token: c.tokens.frontdesk,
          propertyId: c.pid,
          body: { guest: newGuest(), arrival_date: arrival, departure_date: departure, rooms: [room, room] },
        });
        expect(booked.status).toBe(201);
        expect(booked.body.data.total_amount, `${code} ${planCode}`).toBe(quoted.grand_total);
        const row = await db().reservation.findUniqueOrThrow({ where: { id: booked.body.data.id } });
        expect(row.roomAmount / 100).toBe(quoted.total);
        expect(row.taxAmount / 100).toBe(quoted.taxes);
      }
    }
  });
});
