// A random confirmation number that collides with an existing one (unique per property) is drawn again; the
// booking still succeeds once, with a fresh number, and nothing is half-written.
import { beforeAll, describe, expect, it, vi } from "vitest";

const forced: string[] = [];
vi.mock("@/lib/reservations/confirmation-number", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/lib/reservations/confirmation-number")>();
  return { ...real, generateConfirmationNumber: (r?: () => number) => forced.shift() ?? real.generateConfirmationNumber(r) };
});

import * as list from "@/app/api/v1/reservations/route";
import { db } from "@/lib/db/client";
import { addDays } from "@/lib/rates/dates";
import { call } from "@/lib/testing/api";
import { demoCatalog, newGuest, type DemoCatalog } from "@/lib/testing/front-office";

let c: DemoCatalog;
beforeAll(async () => {
  c = await demoCatalog();
});

describe("confirmation numbers", () => {
  it("retries the booking with a new number when the drawn one is taken", async () => {
    const existing = await db().reservation.findFirstOrThrow({ where: { propertyId: c.pid }, select: { confirmationNumber: true } });
    forced.push(existing.confirmationNumber, existing.confirmationNumber);
    const before = await db().reservation.count();
    const res = await call(list.POST, "POST", "/api/v1/reservations", {
      token: c.tokens.frontdesk,
      propertyId: c.pid,
      body: { guest: newGuest("collide"), arrival_date: addDays(c.today, 90), departure_date: addDays(c.today, 91), rooms: [{ room_type_id: c.type("STD").id, rate_plan_id: c.plan("BAR").id, adults: 1 }] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(forced).toEqual([]);
    expect(res.body.data.confirmation_number).not.toBe(existing.confirmationNumber);
    expect(await db().reservation.count()).toBe(before + 1);
    expect(await db().domainEvent.count({ where: { type: "reservation.created", data: { path: ["reservation", "id"], equals: res.body.data.id } } })).toBe(1);
  });
});
