// Real domain changes through the API (front-office routes) reach a subscriber as signed webhooks: the events the
// code paths emit in their own transactions, fanned out by the worker, with data matching the documented schemas.
import { verify } from "@octokit/webhooks-methods";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as reservations from "@/app/api/v1/reservations/route";
import * as cancel from "@/app/api/v1/reservations/[id]/cancel/route";
import * as roomStatus from "@/app/api/v1/rooms/[id]/status/route";
import * as webhooksRoute from "@/app/api/v1/webhooks/route";
import { db } from "@/lib/db/client";
import { EVENT_DATA_SCHEMAS } from "@/lib/events/schemas";
import { addDays } from "@/lib/rates/dates";
import { call, tokenFor } from "@/lib/testing/api";
import { demoCatalog, mondayAfter, newGuest, type DemoCatalog } from "@/lib/testing/front-office";
import { startReceiver, type Receiver } from "@/lib/testing/webhook-receiver";
import { WebhookWorker } from "./worker";

const SECRET = "whsec_domain_events_9d8c7b6a";
let c: DemoCatalog;
let rx: Receiver;

beforeAll(async () => {
  process.env.WEBHOOK_ALLOW_PRIVATE_NETWORKS = "true";
  c = await demoCatalog();
  rx = await startReceiver();
  const res = await call(webhooksRoute.POST, "POST", "/api/v1/webhooks", {
    token: await tokenFor("admin@demo.innkeep.dev"),
    propertyId: c.pid,
    body: { url: rx.url, events: ["reservation.created", "reservation.cancelled", "room.status_changed"], secret: SECRET },
  });
  expect(res.status).toBe(201);
});
afterAll(async () => {
  delete process.env.WEBHOOK_ALLOW_PRIVATE_NETWORKS;
  await rx.close();
});

async function delivered(type: string) {
  await new WebhookWorker({ leaseMs: 10_000 }).runOnce();
  const hits = rx.received.filter((r) => r.headers["x-svc-event-type"] === type);
  for (const h of hits) expect(await verify(SECRET, h.body, String(h.headers["x-svc-signature"]))).toBe(true);
  return hits.map((h) => JSON.parse(h.body));
}

describe("domain changes become webhooks", () => {
  it("booking and cancelling a reservation deliver reservation.created and reservation.cancelled", async () => {
    const arrival = mondayAfter(c.today, 30);
    const created = await call(reservations.POST, "POST", "/api/v1/reservations", {
      token: c.tokens.frontdesk,
      propertyId: c.pid,
      body: {
        guest: newGuest("webhook"),
        arrival_date: arrival,
        departure_date: addDays(arrival, 2),
        rooms: [{ room_type_id: c.type("STD").id, rate_plan_id: c.plan("BAR").id, adults: 2, children: 0 }],
        source: "DIRECT",
      },
    });
    expect(created.status).toBe(201);
    const r = created.body.data;
    const [event] = await delivered("reservation.created");
    expect(event).toMatchObject({ type: "reservation.created", property_id: c.pid, data: { reservation: { id: r.id, confirmation_number: r.confirmation_number, status: "CONFIRMED", arrival_date: arrival } } });
    expect(EVENT_DATA_SCHEMAS["reservation.created"].safeParse(event.data).success).toBe(true);
    const row = await db().domainEvent.findUniqueOrThrow({ where: { id: event.id } });
    expect(row.type).toBe("reservation.created");

    const cancelled = await call(cancel.POST, "POST", `/api/v1/reservations/${r.id}/cancel`, { token: c.tokens.frontdesk, propertyId: c.pid, params: { id: r.id }, body: { reason: "Plans changed" } });
    expect(cancelled.status).toBe(200);
    const [cancelEvent] = await delivered("reservation.cancelled");
    expect(cancelEvent.data).toMatchObject({ reservation: { id: r.id, status: "CANCELLED" }, reason: "Plans changed" });
    expect(EVENT_DATA_SCHEMAS["reservation.cancelled"].safeParse(cancelEvent.data).success).toBe(true);
  });

  it("a housekeeping status change delivers room.status_changed", async () => {
    const room = await db().room.findFirstOrThrow({ where: { propertyId: c.pid, hkStatus: "DIRTY", foStatus: "VACANT", isActive: true }, select: { id: true, roomNumber: true } });
    const res = await call(roomStatus.PUT, "PUT", `/api/v1/rooms/${room.id}/status`, { token: c.tokens.housekeeping, propertyId: c.pid, params: { id: room.id }, body: { hk_status: "CLEAN" } });
    expect(res.status).toBe(200);
    const events = await delivered("room.status_changed");
    const e = events.find((x) => x.data.room.id === room.id);
    expect(e.data).toMatchObject({ room: { room_number: room.roomNumber }, hk_status: "CLEAN", previous: { hk_status: "DIRTY" } });
    expect(EVENT_DATA_SCHEMAS["room.status_changed"].safeParse(e.data).success).toBe(true);
  });
});
