// `npm run bench:webhooks`: webhook delivery throughput and latency on PostgreSQL.
//
// Creates a scratch database (dropped at the end) on BENCH_DATABASE_URL / TEST_DATABASE_URL (default
// postgresql://postgres@127.0.0.1:5432/postgres), starts 3 loopback receivers and the webhook worker(s), commits
// 10,000 events (one transaction each, through emitEvent) that each fan out to the 3 receivers, and prints
//   - deliveries/s (first commit → last delivery),
//   - p50 / p99 / max from the commit of an event to its first delivery attempt at each receiver,
//   - a raw-SQL baseline measured in the same run: the jobs table alone (insert + claim with FOR UPDATE SKIP LOCKED
//     + complete, no HTTP, no fan-out, no signing), and the ratio.
// Phases: "paced" emits at --rate events/s, one per transaction (default 400 → 1,200 deliveries/s offered, above
// the 1,000/s target) to measure latency under load; "burst" commits as fast as it can (25 events per transaction)
// to measure how fast the worker drains a backlog (its latency figures are mostly queueing).
//
// Options: --events=10000 --receivers=3 --rate=400 --phases=paced,burst --workers=0 (extra `npm run worker`
// processes; 0 = the worker runs in this process) --concurrency=128
// Timing never decides a test; this is a script.
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import pg from "pg";

const arg = (name: string, fallback: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const EVENTS = Number(arg("events", "10000"));
const RECEIVERS = Number(arg("receivers", "3"));
const RATE = Number(arg("rate", "400"));
const PHASES = arg("phases", "paced,burst").split(",");
const WORKERS = Number(arg("workers", "0"));
const CONCURRENCY = arg("concurrency", "128");

// Keys shared with worker processes; deliveries to loopback receivers need the private-network switch.
process.env.ENCRYPTION_KEY ??= crypto.randomBytes(32).toString("base64");
process.env.JWT_SECRET ??= crypto.randomBytes(32).toString("base64url");
process.env.NEXTAUTH_SECRET ??= crypto.randomBytes(32).toString("base64url");
process.env.WEBHOOK_ALLOW_PRIVATE_NETWORKS = "true";
process.env.LOG_LEVEL ??= "warn";

const { createDb, setDb } = await import("../lib/db/client.ts");
const { applyMigrationsWith } = await import("../lib/db/migrate.ts");
const { emitEvent } = await import("../lib/events/emit-event.ts");
const { sampleEventData } = await import("../lib/events/samples.ts");
const { createWebhook } = await import("../lib/webhooks/create-webhook.ts");
const { WebhookWorker } = await import("../lib/webhooks/worker.ts");
const { claim } = await import("../lib/webhooks/jobs.ts");
const { UUID7_SQL } = await import("../lib/db/uuid-v7.ts");

const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postgres";
const dbName = `innkeep_bench_${crypto.randomBytes(4).toString("hex")}`;
const dbUrl = (() => {
  const u = new URL(serverUrl);
  u.pathname = `/${dbName}`;
  return u.toString();
})();

const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);
const d = createDb({ url: dbUrl, poolMax: 20 });
setDb(d);
const children: ChildProcess[] = [];
let cleaned = false;
async function cleanup() {
  if (cleaned) return;
  cleaned = true;
  for (const c of children) c.kill("SIGTERM");
  await d.close().catch(() => {});
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
  await admin.end().catch(() => {});
}
for (const sig of ["SIGINT", "SIGTERM"] as const) process.on(sig, () => void cleanup().then(() => process.exit(130)));

type Arrival = { first: Map<string, number>; requests: number };

function pct(sorted: number[], p: number) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
}
const ms = (n: number) => `${n.toFixed(n < 10 ? 1 : 0)} ms`;

try {
  await applyMigrationsWith(d.raw);
  const tenant = await d.prisma.tenant.create({ data: { name: "Bench" } });
  const property = await d.prisma.property.create({ data: { tenantId: tenant.id, code: "BENCH", name: "Bench Hotel", timeZone: "Asia/Kolkata", currency: "INR" } });

  // receivers: record the first arrival of each event id, answer 200 at once
  const arrivals: Arrival[] = [];
  const servers: http.Server[] = [];
  let onArrival = () => {};
  for (let i = 0; i < RECEIVERS; i++) {
    const a: Arrival = { first: new Map(), requests: 0 };
    arrivals.push(a);
    const server = http.createServer((req, res) => {
      const t = performance.now();
      const id = String(req.headers["x-svc-event-id"]);
      a.requests++;
      if (!a.first.has(id)) a.first.set(id, t);
      req.resume();
      req.on("end", () => res.writeHead(200).end());
      onArrival();
    });
    server.keepAliveTimeout = 30_000;
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    servers.push(server);
    await createWebhook({
      propertyId: property.id,
      actor: { kind: "system", id: "bench" },
      body: { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook/${i}`, events: ["reservation.created"], secret: `bench-secret-${i}-0123456789abcdef` },
    });
  }

  // Raw-SQL baseline, measured first on the empty table: the jobs table alone with the worker's own claim
  // statement (insert, claim FOR UPDATE SKIP LOCKED with 4 claimers, complete), no HTTP, fan-out, signing or log.
  const sub = await d.prisma.webhookSubscription.findFirstOrThrow({ select: { id: true } });
  const n = EVENTS * RECEIVERS;
  const t0 = performance.now();
  for (let i = 0; i < n; i += 1000) {
    await d.raw.query(
      `INSERT INTO webhook_deliveries (id, property_id, subscription_id, event_id, event_type, next_attempt_at)
       SELECT ${UUID7_SQL}, $1, $2, gen_random_uuid(), 'reservation.created', now() FROM generate_series(1, $3)`,
      [property.id, sub.id, Math.min(1000, n - i)],
    );
  }
  const tInserted = performance.now();
  let claimed = 0;
  await Promise.all(Array.from({ length: 4 }, async () => {
    for (;;) {
      const rows = await claim(d.raw, new Date(), 128, 30_000, crypto.randomUUID());
      if (rows.length === 0) return;
      await d.raw.query(`UPDATE webhook_deliveries SET status = 'SUCCESS', attempts = 1, locked_until = NULL, lock_token = NULL WHERE id = ANY($1::uuid[])`, [rows.map((r) => r.id)]);
      claimed += rows.length;
    }
  }));
  const t1 = performance.now();
  const baseline = claimed / ((t1 - t0) / 1000);
  await d.raw.query(`TRUNCATE webhook_deliveries CASCADE`);
  const baselineLine =
    `[raw SQL baseline] ${claimed} jobs inserted (${((tInserted - t0) / 1000).toFixed(1)} s) and claimed + completed ` +
    `(${((t1 - tInserted) / 1000).toFixed(1)} s): ${baseline.toFixed(0)} jobs/s`;

  // workers
  let inProcess: InstanceType<typeof WebhookWorker> | undefined;
  if (WORKERS === 0) {
    inProcess = new WebhookWorker({ concurrency: Number(CONCURRENCY), pollMs: 50 });
    inProcess.start();
  } else {
    for (let i = 0; i < WORKERS; i++) {
      const child = spawn(process.execPath, ["--import", "tsx", "scripts/worker.ts"], {
        env: { ...process.env, DATABASE_URL: dbUrl, WEBHOOK_WORKER_CONCURRENCY: CONCURRENCY, WEBHOOK_POLL_MS: "50", NATS_URL: "", LOG_LEVEL: "info" },
        stdio: ["ignore", "pipe", "inherit"],
      });
      children.push(child);
      await new Promise<void>((resolve, reject) => {
        child.stdout!.on("data", (b) => {
          const text = String(b);
          if (text.includes("worker process ready")) resolve();
          for (const line of text.split("\n")) if (/"level":(4|5|6)0/.test(line)) console.error(`worker: ${line}`);
        });
        child.once("exit", (code) => reject(new Error(`worker exited with ${code}`)));
      });
    }
  }

  console.log(
    `PostgreSQL ${(await d.raw.query<{ server_version: string }>("SHOW server_version"))[0].server_version}; ${EVENTS} events × ${RECEIVERS} receivers; ` +
      `${WORKERS === 0 ? "1 worker in this process" : `${WORKERS} worker process(es)`}, concurrency ${CONCURRENCY}`,
  );

  const results: Array<{ phase: string; perSec: number; p50: number; p99: number }> = [];
  for (const phase of PHASES) {
    for (const a of arrivals) {
      a.first.clear();
      a.requests = 0;
    }
    const commits = new Map<string, number>();
    const expected = EVENTS * RECEIVERS;
    let done!: () => void;
    const allArrived = new Promise<void>((r) => (done = r));
    onArrival = () => {
      if (arrivals.reduce((n, a) => n + a.first.size, 0) >= expected) done();
    };

    const emitOne = async () => {
      const e = await d.prisma.$transaction((tx) => emitEvent(tx, property.id, "reservation.created", sampleEventData("reservation.created")));
      commits.set(e.id, performance.now());
    };
    const started = performance.now();
    if (phase === "paced") {
      // one event every 1/RATE s; a commit that falls behind schedule does not wait
      const inflight = new Set<Promise<void>>();
      for (let i = 0; i < EVENTS; i++) {
        const due = started + (i * 1000) / RATE;
        const wait = due - performance.now();
        if (wait > 1) await new Promise((r) => setTimeout(r, wait));
        const p: Promise<void> = emitOne().finally(() => inflight.delete(p));
        inflight.add(p);
        if (inflight.size >= 16) await Promise.race(inflight);
      }
      await Promise.all(inflight);
    } else {
      // as fast as possible: 4 producers, 25 events per transaction
      let next = 0;
      await Promise.all(Array.from({ length: 4 }, async () => {
        while (next < EVENTS) {
          const n = Math.min(25, EVENTS - next);
          next += n;
          const created = await d.prisma.$transaction(async (tx) => {
            const out = [];
            for (let i = 0; i < n; i++) out.push(await emitEvent(tx, property.id, "reservation.created", sampleEventData("reservation.created")));
            return out;
          });
          const t = performance.now();
          for (const e of created) commits.set(e.id, t);
        }
      }));
    }
    const producedIn = performance.now() - started;
    const timeout = setTimeout(done, 180_000);
    await allArrived;
    clearTimeout(timeout);

    const lats: number[] = [];
    let last = 0;
    let missing = 0;
    for (const a of arrivals) {
      for (const [id, tc] of commits) {
        const t = a.first.get(id);
        if (t === undefined) {
          missing++;
          continue;
        }
        lats.push(t - tc);
        last = Math.max(last, t);
      }
    }
    lats.sort((x, y) => x - y);
    const firstCommit = Math.min(...commits.values());
    const delivered = lats.length;
    const perSec = delivered / ((last - firstCommit) / 1000);
    const requests = arrivals.reduce((n, a) => n + a.requests, 0);
    console.log(
      `\n[${phase}] committed ${commits.size} events in ${(producedIn / 1000).toFixed(1)} s (${(commits.size / (producedIn / 1000)).toFixed(0)} events/s)` +
        `\n  deliveries: ${delivered}/${expected}${missing ? ` (${missing} MISSING)` : ""}, requests ${requests} (${requests - delivered} repeats)` +
        `\n  throughput: ${perSec.toFixed(0)} deliveries/s (first commit → last delivery)` +
        `\n  commit → first attempt: p50 ${ms(pct(lats, 50))}, p99 ${ms(pct(lats, 99))}, max ${ms(lats[lats.length - 1])}`,
    );
    results.push({ phase, perSec, p50: pct(lats, 50), p99: pct(lats, 99) });
  }

  await inProcess?.stop();
  await Promise.all(children.splice(0).map((c) => new Promise((resolve) => (c.once("exit", resolve), c.kill("SIGTERM")))));
  for (const s of servers) {
    s.closeAllConnections();
    s.close();
  }

  console.log(`\n${baselineLine}`);
  for (const r of results) {
    console.log(`  ${r.phase}: ${r.perSec.toFixed(0)} deliveries/s = ${((r.perSec / baseline) * 100).toFixed(0)} % of the raw-SQL jobs rate`);
  }
  const paced = results.find((r) => r.phase === "paced");
  if (paced) {
    console.log(`\ntarget 1,000 deliveries/s and p99 < 1 s: ${paced.perSec >= 1000 && paced.p99 < 1000 ? "met" : "NOT met"} (paced phase)`);
  }
} finally {
  await cleanup();
}
process.exit(0);
