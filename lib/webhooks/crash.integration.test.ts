// Durability across a crash: a worker process is killed with SIGKILL while a receiver holds its delivery open;
// after a new worker process starts, the event arrives (at-least-once, same event id and attempt number).
// Needs PostgreSQL (two processes share the database); the embedded PGlite serves one process only.
import { spawn, type ChildProcess } from "node:child_process";
import { verify } from "@octokit/webhooks-methods";
import { describe, expect, it } from "vitest";
import * as webhooksRoute from "@/app/api/v1/webhooks/route";
import { secrets } from "@/lib/config/secrets";
import { getDb, db } from "@/lib/db/client";
import { emitEvent } from "@/lib/events/emit-event";
import { sampleEventData } from "@/lib/events/samples";
import { call, propertyId, tokenFor } from "@/lib/testing/api";
import { startReceiver } from "@/lib/testing/webhook-receiver";

const SECRET = "whsec_crash_test_b1d2e3f4a5";

type Proc = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

function startWorker(env: Record<string, string | undefined>): Proc {
  // node --import tsx: one process (the tsx CLI would run the script in a child that SIGKILL does not reach)
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/worker.ts"], { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  child.stdout!.on("data", (d) => (out += d));
  child.stderr!.on("data", (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, output: () => out, exited };
}

describe("npm run worker", () => {
  it("refuses to run on the embedded database, with a clear message", async () => {
    const p = startWorker({ DATABASE_URL: "", INNKEEP_DATA_DIR: "/tmp/innkeep-worker-refusal" });
    expect(await p.exited).toBe(2);
    expect(p.output()).toContain("npm run worker needs PostgreSQL");
  });
});

const pg = getDb().target.kind === "postgres";
if (!pg) console.warn("crash durability test skipped: it needs PostgreSQL (run with TEST_DATABASE_URL, e.g. npm run test:integration:pg)");

describe.skipIf(!pg)("crash durability (PostgreSQL)", () => {
  it("a worker killed with SIGKILL mid-delivery loses nothing: after restart the event arrives", async () => {
    const target = getDb().target;
    if (target.kind !== "postgres") return;
    let answered = 0;
    let firstArrived!: () => void;
    const first = new Promise<void>((r) => (firstArrived = r));
    const rx = await startReceiver((_req, i) => {
      if (i === 0) {
        firstArrived();
        return "hang"; // hold the first delivery open while the worker is killed
      }
      answered++;
      return 200;
    });
    const s = secrets();
    const env = {
      DATABASE_URL: target.url,
      JWT_SECRET: s.jwtSecret,
      NEXTAUTH_SECRET: s.sessionSecret,
      ENCRYPTION_KEY: s.encryptionKey,
      WEBHOOK_ALLOW_PRIVATE_NETWORKS: "true",
      WEBHOOK_LEASE_MS: "7000",
      WEBHOOK_POLL_MS: "50",
      LOG_LEVEL: "debug",
      NATS_URL: "",
    };
    const procs: Proc[] = [];
    try {
      process.env.WEBHOOK_ALLOW_PRIVATE_NETWORKS = "true";
      const admin = await tokenFor("admin@demo.innkeep.dev");
      const demo = await propertyId("DEMO");
      const sub = await call(webhooksRoute.POST, "POST", "/api/v1/webhooks", { token: admin, propertyId: demo, body: { url: rx.url, events: ["guest.room_changed"], secret: SECRET } });
      expect(sub.status).toBe(201);
      const event = await db().$transaction((tx) => emitEvent(tx, demo, "guest.room_changed", sampleEventData("guest.room_changed")));

      const w1 = startWorker(env);
      procs.push(w1);
      await Promise.race([first, w1.exited.then(() => Promise.reject(new Error(`worker exited early:\n${w1.output()}`)))]);
      w1.child.kill("SIGKILL");
      expect(await w1.exited).toBeNull();
      const held = await db().webhookDelivery.findFirstOrThrow({ where: { eventId: event.id } });
      expect(held).toMatchObject({ status: "PENDING", attempts: 0 });
      expect(held.lockToken).not.toBeNull(); // the dead worker's lease

      const w2 = startWorker(env);
      procs.push(w2);
      const got = await rx.waitFor(2, 30_000).catch(async (e) => {
        const row = await db().webhookDelivery.findFirst({ where: { eventId: event.id } });
        throw new Error(`${e.message}\nrow: ${JSON.stringify(row)} now ${new Date().toISOString()}\nworker output:\n${w2.output().slice(-3000)}`);
      });
      expect(answered).toBe(1);
      expect(got.map((r) => r.headers["x-svc-event-id"])).toEqual([event.id, event.id]); // receivers dedupe on the id
      expect(got[1].headers["x-svc-delivery-attempt"]).toBe("1"); // the interrupted attempt, not a new one
      expect(await verify(SECRET, got[1].body, String(got[1].headers["x-svc-signature"]))).toBe(true);
      await expect.poll(async () => (await db().webhookDelivery.findFirstOrThrow({ where: { eventId: event.id } })).status, { timeout: 10_000 }).toBe("SUCCESS");
      const log = await db().webhookDeliveryAttempt.findMany({ where: { eventId: event.id } });
      expect(log.map((l) => [l.attempt, l.status, l.responseCode])).toEqual([[1, "SUCCESS", 200]]);

      w2.child.kill("SIGTERM");
      expect(await w2.exited).toBe(0);
      const output = w1.output() + w2.output();
      expect(output).toContain("webhook attempt");
      expect(output).not.toContain(SECRET);
    } finally {
      delete process.env.WEBHOOK_ALLOW_PRIVATE_NETWORKS;
      for (const p of procs) p.child.kill("SIGKILL");
      await rx.close();
    }
  }, 90_000);
});
