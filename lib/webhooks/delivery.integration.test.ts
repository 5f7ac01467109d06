// End-to-end webhook delivery against a real loopback receiver: outbox → fan-out → signed POST → delivery log,
// the retry schedule under an injected clock, alerts, pause/resume/delete, timeouts and concurrent workers.
import { verify } from "@octokit/webhooks-methods";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import * as alertsRoute from "@/app/api/v1/alerts/route";
import * as webhookRoute from "@/app/api/v1/webhooks/[id]/route";
import * as logsRoute from "@/app/api/v1/webhooks/[id]/logs/route";
import * as testRoute from "@/app/api/v1/webhooks/[id]/test/route";
import * as webhooksRoute from "@/app/api/v1/webhooks/route";
import { db, getDb } from "@/lib/db/client";
import { emitEvent } from "@/lib/events/emit-event";
import type { EventType } from "@/lib/events/event-types";
import { sampleEventData } from "@/lib/events/samples";
import { EVENT_DATA_SCHEMAS } from "@/lib/events/schemas";
import { call, propertyId, tokenFor } from "@/lib/testing/api";
import { FakeClock } from "@/lib/testing/fake-clock";
import { startReceiver, type Receiver } from "@/lib/testing/webhook-receiver";
import { WebhookWorker } from "./worker";

const SECRET = "whsec_test_5f9c2a7e41b84d0c";
const MIN = 60_000;
const HOUR = 60 * MIN;

let admin: string;
let demo: string;
let harbour: string;
const receivers: Receiver[] = [];

beforeAll(async () => {
  process.env.WEBHOOK_ALLOW_PRIVATE_NETWORKS = "true";
  admin = await tokenFor("admin@demo.innkeep.dev");
  demo = await propertyId("DEMO");
  harbour = await propertyId("HARBOUR");
});
afterAll(() => {
  delete process.env.WEBHOOK_ALLOW_PRIVATE_NETWORKS;
});
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((r) => r.close()));
  await db().webhookSubscription.deleteMany({});
});

async function receiver(respond?: Parameters<typeof startReceiver>[0]) {
  const r = await startReceiver(respond);
  receivers.push(r);
  return r;
}

async function subscribe(url: string, events: EventType[], opts: { property?: string; secret?: string } = {}) {
  const res = await call(webhooksRoute.POST, "POST", "/api/v1/webhooks", { token: admin, propertyId: opts.property ?? demo, body: { url, events, secret: opts.secret ?? SECRET } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string; status: string };
}

async function emit<T extends EventType>(type: T, property = demo) {
  const data = sampleEventData(type);
  const created = await db().$transaction((tx) => emitEvent(tx, property, type, data));
  return { ...created, data };
}

async function logs(id: string, query: Record<string, string> = {}) {
  const res = await call(logsRoute.GET, "GET", `/api/v1/webhooks/${id}/logs`, { token: admin, propertyId: demo, params: { id }, query });
  expect(res.status).toBe(200);
  return res.body;
}

describe("delivery", () => {
  it("POSTs each committed event to the subscriber, signed with its secret, with the exact envelope", async () => {
    const r = await receiver();
    const sub = await subscribe(r.url, ["reservation.created", "guest.checked_in"]);
    const e1 = await emit("reservation.created");
    const e2 = await emit("guest.checked_in");
    const worker = new WebhookWorker({ leaseMs: 10_000 });
    const pass = await worker.runOnce();
    expect(pass).toMatchObject({ deliveries: 2, attempted: 2 });
    expect(r.received).toHaveLength(2);

    // the two deliveries run concurrently: match requests to events by id, not by arrival order
    const byId = (id: string) => r.received.find((x) => x.headers["x-svc-event-id"] === id)!;
    for (const [req, e, type] of [[byId(e1.id), e1, "reservation.created"], [byId(e2.id), e2, "guest.checked_in"]] as const) {
      // independent verification of the sha256= HMAC scheme over the exact body bytes
      expect(await verify(SECRET, req.body, String(req.headers["x-svc-signature"]))).toBe(true);
      expect(String(req.headers["x-svc-signature"])).toMatch(/^sha256=[0-9a-f]{64}$/);
      expect(req.headers["content-type"]).toBe("application/json");
      expect(req.headers["x-svc-event-id"]).toBe(e.id);
      expect(req.headers["x-svc-event-type"]).toBe(type);
      const body = JSON.parse(req.body);
      expect(Object.keys(body)).toEqual(["id", "type", "created_at", "property_id", "data"]);
      expect(body).toEqual({ id: e.id, type, created_at: e.createdAt.toISOString(), property_id: demo, data: JSON.parse(JSON.stringify(e.data)) });
      expect(EVENT_DATA_SCHEMAS[type].safeParse(body.data).success).toBe(true);
    }

    const page = await logs(sub.id);
    expect(page.data).toHaveLength(2);
    const logOf = (id: string) => page.data.find((l: { event_id: string }) => l.event_id === id);
    expect(logOf(e2.id)).toMatchObject({ event_type: "guest.checked_in", status: "SUCCESS", response_code: 200, retry_count: 0 });
    expect(logOf(e1.id)).toMatchObject({ event_type: "reservation.created", status: "SUCCESS" });
    expect(logOf(e2.id).error).toBeUndefined();
    expect(typeof logOf(e2.id).response_time_ms).toBe("number");
    // delivered once: a second pass has nothing to do
    expect(await worker.runOnce()).toEqual({ events: 0, deliveries: 0, attempted: 0 });
    expect(r.received).toHaveLength(2);
  });

  it("sends only events created after the subscription, of its types and property, while it is ACTIVE", async () => {
    const r = await receiver();
    const before = await emit("reservation.created");
    const sub = await subscribe(r.url, ["reservation.created"]);
    const worker = new WebhookWorker({ leaseMs: 10_000 });
    await emit("reservation.cancelled"); // not subscribed
    await emit("reservation.created", harbour); // other property
    const wanted = await emit("reservation.created");
    await worker.runOnce();
    expect(r.received.map((x) => x.headers["x-svc-event-id"])).toEqual([wanted.id]);
    expect(r.received.map((x) => x.headers["x-svc-event-id"])).not.toContain(before.id);

    const paused = await call(webhookRoute.PUT, "PUT", `/api/v1/webhooks/${sub.id}`, { token: admin, propertyId: demo, params: { id: sub.id }, body: { status: "PAUSED" } });
    expect(paused.body.data.status).toBe("PAUSED");
    const whilePaused = await emit("reservation.created");
    await worker.runOnce();
    const resumed = await call(webhookRoute.PUT, "PUT", `/api/v1/webhooks/${sub.id}`, { token: admin, propertyId: demo, params: { id: sub.id }, body: { status: "ACTIVE" } });
    expect(resumed.body.data.status).toBe("ACTIVE");
    const afterResume = await emit("reservation.created");
    await worker.runOnce();
    const ids = r.received.map((x) => x.headers["x-svc-event-id"]);
    expect(ids).toEqual([wanted.id, afterResume.id]);
    expect(ids).not.toContain(whilePaused.id);
  });

  it("an event exists exactly when its change commits (transactional outbox)", async () => {
    const r = await receiver();
    await subscribe(r.url, ["room.status_changed"]);
    const room = await db().room.findFirstOrThrow({ where: { propertyId: demo }, select: { id: true, hkStatus: true } });
    const eventsBefore = await db().domainEvent.count();
    await expect(
      db().$transaction(async (tx) => {
        await tx.room.update({ where: { id: room.id }, data: { hkStatus: "DIRTY" } });
        await emitEvent(tx, demo, "room.status_changed", sampleEventData("room.status_changed"));
        throw new Error("the change fails after the event was written");
      }),
    ).rejects.toThrow();
    expect(await db().domainEvent.count()).toBe(eventsBefore);
    expect((await db().room.findUniqueOrThrow({ where: { id: room.id } })).hkStatus).toBe(room.hkStatus);

    await db().$transaction(async (tx) => {
      await tx.room.update({ where: { id: room.id }, data: { hkStatus: "DIRTY" } });
      await emitEvent(tx, demo, "room.status_changed", sampleEventData("room.status_changed"));
    });
    const worker = new WebhookWorker({ leaseMs: 10_000 });
    await worker.runOnce();
    expect(r.received).toHaveLength(1);
    expect(await db().domainEvent.count()).toBe(eventsBefore + 1);
  });
});

describe("retry schedule (injected clock)", () => {
  it("a receiver failing 4 times then answering 200 gets exactly 5 attempts at +0, +5 min, +30 min, +2 h, +24 h", async () => {
    const clock = new FakeClock("2030-03-01T00:00:00Z");
    const seenAt: number[] = [];
    const r = await receiver((_req, i) => {
      seenAt.push(clock.now().getTime());
      return i < 4 ? 503 : 200;
    });
    const sub = await subscribe(r.url, ["folio.charge_posted"]);
    const e = await emit("folio.charge_posted");
    const worker = new WebhookWorker({ clock, leaseMs: 10_000 });
    const t0 = clock.now().getTime();
    await worker.runOnce();
    // each retry happens exactly at its time, not a millisecond earlier
    for (const delay of [5 * MIN, 30 * MIN, 2 * HOUR, 24 * HOUR]) {
      clock.advance(delay - 1);
      expect((await worker.runOnce()).attempted).toBe(0);
      clock.advance(1);
      expect((await worker.runOnce()).attempted).toBe(1);
    }
    clock.advance(48 * HOUR);
    expect((await worker.runOnce()).attempted).toBe(0);

    expect(r.received).toHaveLength(5);
    expect(seenAt.map((t) => (t - t0) / MIN)).toEqual([0, 5, 35, 155, 1595]);
    expect(new Set(r.received.map((x) => x.headers["x-svc-event-id"]))).toEqual(new Set([e.id]));
    expect(r.received.map((x) => x.headers["x-svc-delivery-attempt"])).toEqual(["1", "2", "3", "4", "5"]);
    // every attempt carries the same body and a valid signature
    expect(new Set(r.received.map((x) => x.body)).size).toBe(1);
    for (const x of r.received) expect(await verify(SECRET, x.body, String(x.headers["x-svc-signature"]))).toBe(true);

    const page = await logs(sub.id);
    expect(page.data.map((l: { status: string; retry_count: number; response_code: number }) => [l.status, l.retry_count, l.response_code])).toEqual([
      ["SUCCESS", 4, 200],
      ["FAILED", 3, 503],
      ["FAILED", 2, 503],
      ["FAILED", 1, 503],
      ["FAILED", 0, 503],
    ]);
    expect(page.data[1].error).toBe("HTTP 503");
    const d = await db().webhookDelivery.findFirstOrThrow({ where: { subscriptionId: sub.id } });
    expect(d).toMatchObject({ status: "SUCCESS", attempts: 5 });
    expect(await db().alert.count({ where: { data: { path: ["delivery_id"], equals: d.id } } })).toBe(0);
  });

  it("a receiver that always fails ends FAILED after 5 attempts with an alert for the property's admins", async () => {
    const clock = new FakeClock("2030-04-01T00:00:00Z");
    const r = await receiver(() => 500);
    const sub = await subscribe(r.url, ["folio.settled"]);
    const e = await emit("folio.settled");
    const worker = new WebhookWorker({ clock, leaseMs: 10_000 });
    await worker.runOnce();
    for (const delay of [5 * MIN, 30 * MIN, 2 * HOUR, 24 * HOUR, 24 * HOUR, 30 * 24 * HOUR]) {
      clock.advance(delay);
      await worker.runOnce();
    }
    expect(r.received).toHaveLength(5);
    const d = await db().webhookDelivery.findFirstOrThrow({ where: { subscriptionId: sub.id } });
    expect(d).toMatchObject({ status: "FAILED", attempts: 5, lockToken: null });
    expect(d.completedAt).not.toBeNull();

    const res = await call(alertsRoute.GET, "GET", "/api/v1/alerts", { token: admin, propertyId: demo });
    expect(res.status).toBe(200);
    const alert = res.body.data.find((a: { data: { delivery_id: string } }) => a.data.delivery_id === d.id);
    expect(alert).toMatchObject({
      type: "webhook.delivery_failed",
      severity: "error",
      data: { subscription_id: sub.id, event_id: e.id, event_type: "folio.settled", attempts: 5, last_response_code: 500 },
    });
    expect(alert.message).toContain("failed after 5 attempts");
    // alerts are property-scoped and admin-only
    const other = await call(alertsRoute.GET, "GET", "/api/v1/alerts", { token: admin, propertyId: harbour });
    expect(other.body.data.map((a: { id: string }) => a.id)).not.toContain(alert.id);
    const manager = await call(alertsRoute.GET, "GET", "/api/v1/alerts", { token: await tokenFor("manager@demo.innkeep.dev"), propertyId: demo });
    expect(manager.status).toBe(403);
  });

  it("a timeout or a refused connection is a failed attempt with no response code", async () => {
    const clock = new FakeClock("2030-05-01T00:00:00Z");
    const hang = await receiver(() => "hang");
    const closed = await receiver();
    const closedUrl = closed.url;
    await closed.close();
    receivers.splice(receivers.indexOf(closed), 1);
    const s1 = await subscribe(hang.url, ["guest.checked_out"]);
    const s2 = await subscribe(closedUrl, ["guest.checked_out"]);
    await emit("guest.checked_out");
    const worker = new WebhookWorker({ clock, timeoutMs: 300, leaseMs: 2000 });
    await worker.runOnce();
    const [l1] = (await logs(s1.id)).data;
    expect(l1).toMatchObject({ status: "FAILED", response_code: null, retry_count: 0 });
    expect(l1.error).toMatch(/timeout/);
    const [l2] = (await logs(s2.id)).data;
    expect(l2).toMatchObject({ status: "FAILED", response_code: null });
    expect(l2.error).toMatch(/ECONNREFUSED/);
    expect(await db().webhookDelivery.count({ where: { subscriptionId: { in: [s1.id, s2.id] }, status: "PENDING", attempts: 1 } })).toBe(2);
  });
});

describe("subscription lifecycle", () => {
  it("a paused subscription's pending retries wait; resumed, they continue; deleted, nothing more is sent", async () => {
    const clock = new FakeClock("2030-06-01T00:00:00Z");
    let ok = false;
    const r = await receiver(() => (ok ? 200 : 500));
    const sub = await subscribe(r.url, ["room.out_of_order"]);
    await emit("room.out_of_order");
    const worker = new WebhookWorker({ clock, leaseMs: 10_000 });
    await worker.runOnce();
    expect(r.received).toHaveLength(1);
    await call(webhookRoute.PUT, "PUT", `/api/v1/webhooks/${sub.id}`, { token: admin, propertyId: demo, params: { id: sub.id }, body: { status: "PAUSED" } });
    clock.advance(HOUR);
    await worker.runOnce();
    expect(r.received).toHaveLength(1);
    ok = true;
    await call(webhookRoute.PUT, "PUT", `/api/v1/webhooks/${sub.id}`, { token: admin, propertyId: demo, params: { id: sub.id }, body: { status: "ACTIVE" } });
    await worker.runOnce();
    expect(r.received).toHaveLength(2);
    expect((await logs(sub.id)).data[0]).toMatchObject({ status: "SUCCESS", retry_count: 1 });

    ok = false;
    await emit("room.out_of_order");
    await worker.runOnce();
    expect(r.received).toHaveLength(3);
    const del = await call(webhookRoute.DELETE, "DELETE", `/api/v1/webhooks/${sub.id}`, { token: admin, propertyId: demo, params: { id: sub.id } });
    expect(del.status).toBe(204);
    expect(await db().webhookDelivery.count({ where: { subscriptionId: sub.id } })).toBe(0);
    await emit("room.out_of_order");
    clock.advance(2 * HOUR);
    await worker.runOnce();
    expect(r.received).toHaveLength(3);
  });

  it("a rotated secret signs the next attempt", async () => {
    const r = await receiver();
    const sub = await subscribe(r.url, ["guest.profile_updated"]);
    const rotated = "whsec_rotated_0a1b2c3d4e5f6789";
    const put = await call(webhookRoute.PUT, "PUT", `/api/v1/webhooks/${sub.id}`, { token: admin, propertyId: demo, params: { id: sub.id }, body: { secret: rotated } });
    expect(put.status).toBe(200);
    await emit("guest.profile_updated");
    await new WebhookWorker({ leaseMs: 10_000 }).runOnce();
    const sig = String(r.received[0].headers["x-svc-signature"]);
    expect(await verify(rotated, r.received[0].body, sig)).toBe(true);
    expect(await verify(SECRET, r.received[0].body, sig)).toBe(false);
  });

  it("POST /webhooks/:id/test sends a signed sample of the type through the delivery path, to that subscription only", async () => {
    const r = await receiver();
    const other = await receiver();
    const sub = await subscribe(r.url, ["reservation.created"]);
    await subscribe(other.url, ["reservation.no_show"]);
    const eventsBefore = await db().domainEvent.count();
    const res = await call(testRoute.POST, "POST", `/api/v1/webhooks/${sub.id}/test`, { token: admin, propertyId: demo, params: { id: sub.id }, body: { event_type: "reservation.no_show" } });
    expect(res.status).toBe(202);
    expect(res.body.data).toMatchObject({ event_type: "reservation.no_show", status: "PENDING" });
    await new WebhookWorker({ leaseMs: 10_000 }).runOnce();
    expect(r.received).toHaveLength(1);
    expect(other.received).toHaveLength(0);
    expect(await db().domainEvent.count()).toBe(eventsBefore);
    const req = r.received[0];
    expect(await verify(SECRET, req.body, String(req.headers["x-svc-signature"]))).toBe(true);
    expect(req.headers["x-svc-test"]).toBe("true");
    const body = JSON.parse(req.body);
    expect(body).toMatchObject({ id: res.body.data.event_id, type: "reservation.no_show", property_id: demo });
    expect(EVENT_DATA_SCHEMAS["reservation.no_show"].safeParse(body.data).success).toBe(true);
    expect((await logs(sub.id)).data[0]).toMatchObject({ delivery_id: res.body.data.delivery_id, event_type: "reservation.no_show", status: "SUCCESS" });

    const bad = await call(testRoute.POST, "POST", `/api/v1/webhooks/${sub.id}/test`, { token: admin, propertyId: demo, params: { id: sub.id }, body: { event_type: "reservation.exploded" } });
    expect(bad.status).toBe(400);
    expect(bad.body.details[0].field).toBe("event_type");
  });

  it("delivery logs are newest first and cursor-paginated", async () => {
    const r = await receiver();
    const sub = await subscribe(r.url, ["channel.booking_received"]);
    for (let i = 0; i < 5; i++) await emit("channel.booking_received");
    await new WebhookWorker({ leaseMs: 10_000 }).runOnce();
    const first = await logs(sub.id, { limit: "2" });
    expect(first.data).toHaveLength(2);
    expect(first.pagination.has_more).toBe(true);
    const second = await logs(sub.id, { limit: "2", cursor: first.pagination.cursor });
    const third = await logs(sub.id, { limit: "2", cursor: second.pagination.cursor });
    expect(third.pagination).toEqual({ cursor: null, has_more: false });
    const all = [...first.data, ...second.data, ...third.data];
    expect(all).toHaveLength(5);
    expect(new Set(all.map((l: { id: string }) => l.id)).size).toBe(5);
    const times = all.map((l: { created_at: string; id: string }) => `${l.created_at}|${l.id}`);
    expect(times).toEqual([...times].sort().reverse());
    const bad = await call(logsRoute.GET, "GET", `/api/v1/webhooks/${sub.id}/logs`, { token: admin, propertyId: demo, params: { id: sub.id }, query: { cursor: "bm9wZQ" } });
    expect(bad.status).toBe(400);
  });
});

describe("several workers", () => {
  it("never send the same attempt twice: 150 deliveries through 3 concurrent workers arrive exactly once each", async () => {
    const inFlight = new Map<string, number>();
    let overlaps = 0;
    const r = await receiver(async (req) => {
      const key = `${req.headers["x-svc-delivery-id"]}#${req.headers["x-svc-delivery-attempt"]}`;
      inFlight.set(key, (inFlight.get(key) ?? 0) + 1);
      if (inFlight.get(key)! > 1) overlaps++;
      await new Promise((res) => setTimeout(res, 5));
      inFlight.set(key, inFlight.get(key)! - 1);
      return 200;
    });
    const r2 = await receiver();
    await subscribe(r.url, ["reservation.modified"]);
    await subscribe(r2.url, ["reservation.modified"]);
    const workers = [0, 1, 2].map((i) => new WebhookWorker({ id: `w${i}`, concurrency: 16, claimBatch: 10, pollMs: 20, leaseMs: 10_000 }));
    workers.forEach((w) => w.start());
    const ids: string[] = [];
    for (let i = 0; i < 75; i++) ids.push((await emit("reservation.modified")).id);
    await r.waitFor(75);
    await r2.waitFor(75);
    await new Promise((res) => setTimeout(res, 300));
    await Promise.all(workers.map((w) => w.stop()));
    expect(overlaps).toBe(0);
    for (const rx of [r, r2]) {
      const got = rx.received.map((x) => String(x.headers["x-svc-event-id"]));
      expect(got).toHaveLength(75);
      expect(new Set(got)).toEqual(new Set(ids));
    }
    expect(await db().webhookDeliveryAttempt.count({ where: { eventType: "reservation.modified" } })).toBe(150);
    expect(await db().webhookDelivery.count({ where: { eventType: "reservation.modified", status: "SUCCESS", attempts: 1 } })).toBe(150);
  });
});

describe.skipIf(getDb().target.kind !== "postgres")("outbox order under concurrency (PostgreSQL)", () => {
  it("an event whose transaction commits after a later one is still delivered; the later one does not wait", async () => {
    const r = await receiver();
    await subscribe(r.url, ["reservation.created"]);
    const worker = new WebhookWorker({ leaseMs: 10_000 });
    let release!: () => void;
    const gate = new Promise<void>((res) => (release = res));
    let emittedSlow!: () => void;
    const slowEmitted = new Promise<void>((res) => (emittedSlow = res));
    // A takes the lower seq and stays open; B takes a higher seq and commits first.
    const slow = db().$transaction(
      async (tx) => {
        const e = await emitEvent(tx, demo, "reservation.created", sampleEventData("reservation.created"));
        emittedSlow();
        await gate;
        return e;
      },
      { timeout: 20_000 },
    );
    await slowEmitted;
    const fast = await emit("reservation.created");
    // B goes out at once (eager pass), although A's open transaction holds the outbox position back
    await worker.runOnce();
    expect(r.received.map((x) => x.headers["x-svc-event-id"])).toEqual([fast.id]);
    release();
    const a = await slow;
    const [aRow, bRow] = await Promise.all([a.id, fast.id].map((id) => db().domainEvent.findUniqueOrThrow({ where: { id } })));
    expect(aRow.seq < bRow.seq).toBe(true);
    // A is behind B's seq: the eager pass has moved past it, the ordered pass must still deliver it (once the
    // cluster's oldest running transaction is younger than A: poll, other databases may be busy)
    await expect
      .poll(async () => (await worker.runOnce(), r.received.map((x) => x.headers["x-svc-event-id"])), { timeout: 20_000, interval: 100 })
      .toEqual([fast.id, a.id]);
    expect(await db().webhookDelivery.count({ where: { eventId: { in: [a.id, fast.id] } } })).toBe(2);
  });
});
