// The subscription API: validation, SSRF refusal, the write-only secret (never in a response, the database in
// clear, or a log line), permissions, scoping and racing writes.
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import * as webhookRoute from "@/app/api/v1/webhooks/[id]/route";
import * as logsRoute from "@/app/api/v1/webhooks/[id]/logs/route";
import * as testRoute from "@/app/api/v1/webhooks/[id]/test/route";
import * as webhooksRoute from "@/app/api/v1/webhooks/route";
import { db } from "@/lib/db/client";
import { emitEvent } from "@/lib/events/emit-event";
import { sampleEventData } from "@/lib/events/samples";
import { uuidv7 } from "@/lib/db/uuid-v7";
import { call, propertyId, tokenFor } from "@/lib/testing/api";
import { captureLogs } from "@/lib/testing/capture-logs";
import { startReceiver } from "@/lib/testing/webhook-receiver";
import { decryptSecret } from "./secret-box";
import { ZWebhookSubscription } from "./schemas";
import { WebhookWorker } from "./worker";

const SECRET = "whsec_never_shown_7c1e9a3b5d";
let admin: string;
let demo: string;
let harbour: string;

const allowPrivate = (on: boolean) => {
  if (on) process.env.WEBHOOK_ALLOW_PRIVATE_NETWORKS = "true";
  else delete process.env.WEBHOOK_ALLOW_PRIVATE_NETWORKS;
};

beforeAll(async () => {
  admin = await tokenFor("admin@demo.innkeep.dev");
  demo = await propertyId("DEMO");
  harbour = await propertyId("HARBOUR");
});
afterEach(async () => {
  allowPrivate(false);
  await db().webhookSubscription.deleteMany({});
});

const create = (body: unknown, token = admin, property = demo) => call(webhooksRoute.POST, "POST", "/api/v1/webhooks", { token, propertyId: property, body });

describe("POST /api/v1/webhooks validation", () => {
  it("names every invalid field and writes nothing", async () => {
    allowPrivate(true);
    const cases: Array<[unknown, string[]]> = [
      [{}, ["url", "events", "secret"]],
      [{ url: "not a url", events: ["reservation.created"], secret: SECRET }, ["url"]],
      [{ url: "https://hooks.example.com/x", events: ["reservation.created", "reservation.exploded"], secret: SECRET }, ["events[1]"]],
      [{ url: "https://hooks.example.com/x", events: [], secret: SECRET }, ["events"]],
      [{ url: "https://hooks.example.com/x", events: "reservation.created", secret: SECRET }, ["events"]],
      [{ url: "https://hooks.example.com/x", events: ["reservation.created"], secret: "short" }, ["secret"]],
      [{ url: "https://hooks.example.com/x", events: ["reservation.created"], secret: SECRET, status: "DISABLED" }, ["status"]],
      [{ url: "ftp://hooks.example.com/x", events: ["reservation.created"], secret: SECRET }, ["url"]],
    ];
    for (const [body, fields] of cases) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe("validation_error");
      expect(res.body.details.map((d: { field: string }) => d.field).sort()).toEqual([...fields].sort());
    }
    expect(await db().webhookSubscription.count()).toBe(0);
  });

  it("creates a subscription (201) that shows no secret, and de-duplicates event names", async () => {
    allowPrivate(true);
    const res = await create({ url: "http://127.0.0.1:9/hook", events: ["guest.checked_in", "guest.checked_in", "room.status_changed"], secret: SECRET });
    expect(res.status).toBe(201);
    expect(ZWebhookSubscription.strict().safeParse(res.body.data).success).toBe(true);
    expect(res.body.data).toMatchObject({ url: "http://127.0.0.1:9/hook", events: ["guest.checked_in", "room.status_changed"], status: "ACTIVE" });
    expect(await db().auditLog.count({ where: { entityId: res.body.data.id, action: "webhook.created" } })).toBe(1);
  });
});

describe("SSRF: private, loopback and link-local targets are refused by default", () => {
  it.each([
    ["http://hooks.example.com/x", "must be an https:// URL"],
    ["https://127.0.0.1/x", "127.0.0.1 is not a public address (loopback)"],
    ["https://localhost:8443/x", "localhost resolves to"],
    ["https://169.254.169.254/latest/meta-data", "link-local"],
    ["https://10.0.0.8/x", "private"],
    ["https://192.168.1.20/x", "private"],
    ["https://100.64.1.1/x", "carrier-grade NAT"],
    ["https://[::1]/x", "loopback"],
    ["https://[fe80::1]/x", "link-local"],
    ["https://[fd00::1]/x", "unique-local"],
    ["https://[::ffff:127.0.0.1]/x", "loopback"],
    ["https://2130706433/x", "loopback"],
    ["https://0.0.0.0/x", "this-network"],
  ])("%s → 400", async (url, message) => {
    const res = await create({ url, events: ["reservation.created"], secret: SECRET });
    expect(res.status).toBe(400);
    expect(res.body.details).toHaveLength(1);
    expect(res.body.details[0].field).toBe("url");
    expect(res.body.details[0].message).toContain(message);
    expect(await db().webhookSubscription.count()).toBe(0);
  });

  it("refuses a private URL on update too", async () => {
    allowPrivate(true);
    const sub = (await create({ url: "http://127.0.0.1:9/hook", events: ["reservation.created"], secret: SECRET })).body.data;
    allowPrivate(false);
    const res = await call(webhookRoute.PUT, "PUT", `/api/v1/webhooks/${sub.id}`, { token: admin, propertyId: demo, params: { id: sub.id }, body: { url: "https://localhost/x" } });
    expect(res.status).toBe(400);
    expect(res.body.details[0].field).toBe("url");
    expect((await db().webhookSubscription.findUniqueOrThrow({ where: { id: sub.id } })).url).toBe("http://127.0.0.1:9/hook");
  });

  it("re-checks at delivery time and never connects to a target that is no longer allowed", async () => {
    const r = await startReceiver();
    try {
      allowPrivate(true);
      // https, so that only the address rule (not the scheme rule) can stop it
      const sub = (await create({ url: r.url.replace("http:", "https:"), events: ["room.back_in_service"], secret: SECRET })).body.data;
      allowPrivate(false);
      await db().$transaction((tx) => emitEvent(tx, demo, "room.back_in_service", sampleEventData("room.back_in_service")));
      await new WebhookWorker({ leaseMs: 10_000 }).runOnce();
      expect(r.connections()).toBe(0);
      const log = await call(logsRoute.GET, "GET", `/api/v1/webhooks/${sub.id}/logs`, { token: admin, propertyId: demo, params: { id: sub.id } });
      expect(log.body.data[0]).toMatchObject({ status: "FAILED", response_code: null });
      expect(log.body.data[0].error).toContain("127.0.0.1 is not a public address (loopback)");
    } finally {
      await r.close();
    }
  });
});

describe("the secret is write-only", () => {
  it("never appears in a response, in the database in clear, or in any log line", async () => {
    const rotated = "whsec_rotated_never_shown_42f0";
    const r = await startReceiver();
    const logs = captureLogs();
    const texts: string[] = [];
    try {
      allowPrivate(true);
      const res = await call(webhooksRoute.POST, "POST", "/api/v1/webhooks", { token: admin, propertyId: demo, body: { url: r.url, events: ["folio.payment_received"], secret: SECRET } });
      texts.push(JSON.stringify(res.body));
      const id = res.body.data.id;
      const opts = { token: admin, propertyId: demo, params: { id } };
      texts.push(JSON.stringify((await call(webhooksRoute.GET, "GET", "/api/v1/webhooks", { token: admin, propertyId: demo })).body));
      texts.push(JSON.stringify((await call(webhookRoute.GET, "GET", `/api/v1/webhooks/${id}`, opts)).body));
      texts.push(JSON.stringify((await call(webhookRoute.PUT, "PUT", `/api/v1/webhooks/${id}`, { ...opts, body: { secret: rotated } })).body));
      // a validation error must not echo the secret either
      texts.push(JSON.stringify((await call(webhookRoute.PUT, "PUT", `/api/v1/webhooks/${id}`, { ...opts, body: { secret: rotated, url: "nope" } })).body));
      texts.push(JSON.stringify((await call(testRoute.POST, "POST", `/api/v1/webhooks/${id}/test`, { ...opts, body: { event_type: "folio.payment_received" } })).body));
      await db().$transaction((tx) => emitEvent(tx, demo, "folio.payment_received", sampleEventData("folio.payment_received")));
      await new WebhookWorker({ leaseMs: 10_000 }).runOnce();
      texts.push(JSON.stringify((await call(logsRoute.GET, "GET", `/api/v1/webhooks/${id}/logs`, opts)).body));
      expect(r.received).toHaveLength(2);

      const row = await db().webhookSubscription.findUniqueOrThrow({ where: { id } });
      expect(row.secretCiphertext).not.toContain(rotated);
      expect(decryptSecret(row.secretCiphertext, id)).toBe(rotated);
      const audit = await db().auditLog.findMany({ where: { entityId: id } });
      texts.push(JSON.stringify(audit));
    } finally {
      logs.restore();
      await r.close();
    }
    expect(logs.lines.length).toBeGreaterThan(5); // the request and worker log lines were captured
    expect(logs.lines.some((l) => l.includes("webhook attempt"))).toBe(true);
    for (const s of [SECRET, rotated]) {
      for (const t of texts) expect(t).not.toContain(s);
      for (const l of logs.lines) expect(l).not.toContain(s);
    }
  });
});

describe("access", () => {
  it("is for admins only", async () => {
    allowPrivate(true);
    const body = { url: "http://127.0.0.1:9/hook", events: ["reservation.created"], secret: SECRET };
    for (const who of ["manager@demo.innkeep.dev", "frontdesk@demo.innkeep.dev"]) {
      const token = await tokenFor(who);
      expect((await create(body, token)).status).toBe(403);
      expect((await call(webhooksRoute.GET, "GET", "/api/v1/webhooks", { token, propertyId: demo })).status).toBe(403);
    }
    expect((await create(body)).status).toBe(201);
    expect(await db().webhookSubscription.count()).toBe(1);
  });

  it("lists the property's subscriptions only, newest first, paginated", async () => {
    allowPrivate(true);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await create({ url: `http://127.0.0.1:9/h${i}`, events: ["reservation.created"], secret: SECRET })).body.data.id);
    const theirs = (await create({ url: "http://127.0.0.1:9/harbour", events: ["reservation.created"], secret: SECRET }, admin, harbour)).body.data.id;
    const p1 = await call(webhooksRoute.GET, "GET", "/api/v1/webhooks", { token: admin, propertyId: demo, query: { limit: "2" } });
    const p2 = await call(webhooksRoute.GET, "GET", "/api/v1/webhooks", { token: admin, propertyId: demo, query: { limit: "2", cursor: p1.body.pagination.cursor } });
    expect([...p1.body.data, ...p2.body.data].map((s: { id: string }) => s.id)).toEqual([...ids].reverse());
    expect(p2.body.pagination.has_more).toBe(false);
    const foreign = await call(webhookRoute.GET, "GET", `/api/v1/webhooks/${theirs}`, { token: admin, propertyId: demo, params: { id: theirs } });
    expect(foreign.status).toBe(404);
  });

  it("answers 404 for unknown or malformed ids and 400 for an empty update", async () => {
    allowPrivate(true);
    const unknown = uuidv7();
    for (const id of [unknown, "not-a-uuid"]) {
      const opts = { token: admin, propertyId: demo, params: { id } };
      expect((await call(webhookRoute.GET, "GET", `/api/v1/webhooks/${id}`, opts)).status).toBe(404);
      expect((await call(webhookRoute.PUT, "PUT", `/api/v1/webhooks/${id}`, { ...opts, body: { status: "PAUSED" } })).status).toBe(404);
      expect((await call(webhookRoute.DELETE, "DELETE", `/api/v1/webhooks/${id}`, opts)).status).toBe(404);
      expect((await call(testRoute.POST, "POST", `/api/v1/webhooks/${id}/test`, { ...opts, body: { event_type: "reservation.created" } })).status).toBe(404);
      expect((await call(logsRoute.GET, "GET", `/api/v1/webhooks/${id}/logs`, opts)).status).toBe(404);
    }
    const sub = (await create({ url: "http://127.0.0.1:9/hook", events: ["reservation.created"], secret: SECRET })).body.data;
    const empty = await call(webhookRoute.PUT, "PUT", `/api/v1/webhooks/${sub.id}`, { token: admin, propertyId: demo, params: { id: sub.id }, body: {} });
    expect(empty.status).toBe(400);
    const badEvents = await call(webhookRoute.PUT, "PUT", `/api/v1/webhooks/${sub.id}`, { token: admin, propertyId: demo, params: { id: sub.id }, body: { events: ["nope"] } });
    expect(badEvents.status).toBe(400);
    expect(badEvents.body.details[0].field).toBe("events[0]");
  });
});

describe("racing writes", () => {
  it("concurrent updates, test sends and a delete never fail with a 500 and leave nothing behind", async () => {
    allowPrivate(true);
    const sub = (await create({ url: "http://127.0.0.1:9/hook", events: ["reservation.created"], secret: SECRET })).body.data;
    const opts = { token: admin, propertyId: demo, params: { id: sub.id } };
    const results = await Promise.all([
      ...Array.from({ length: 6 }, (_, i) => call(webhookRoute.PUT, "PUT", `/api/v1/webhooks/${sub.id}`, { ...opts, body: { status: i % 2 ? "ACTIVE" : "PAUSED" } })),
      ...Array.from({ length: 4 }, () => call(testRoute.POST, "POST", `/api/v1/webhooks/${sub.id}/test`, { ...opts, body: { event_type: "reservation.created" } })),
      call(webhookRoute.DELETE, "DELETE", `/api/v1/webhooks/${sub.id}`, opts),
      call(webhookRoute.DELETE, "DELETE", `/api/v1/webhooks/${sub.id}`, opts),
    ]);
    const statuses = results.map((r) => r.status);
    expect(statuses.every((s) => [200, 202, 204, 404].includes(s)), statuses.join()).toBe(true);
    expect(statuses.filter((s) => s === 204)).toHaveLength(1);
    expect(await db().webhookSubscription.count({ where: { id: sub.id } })).toBe(0);
    expect(await db().webhookDelivery.count({ where: { subscriptionId: sub.id } })).toBe(0);
  });
});
