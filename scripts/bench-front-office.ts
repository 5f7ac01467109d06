// npm run bench:front-office — a benchmark, not a test: it prints figures and never fails on timing.
//
//  1. creates a scratch PostgreSQL database (BENCH_DATABASE_URL's server, default 127.0.0.1:5432), migrates it and
//     builds a 300-room property with ~50,000 reservations over two years (scripts/bench/build-property.ts);
//  2. starts the route handlers behind Node's http module in a child process (scripts/bench/server.ts) — the same
//     handler functions Next.js runs, with the full API kit: bearer auth, rate limits, validation, logging;
//  3. drives it over loopback with autocannon at 50 connections: POST /availability (30- and 3-night stays),
//     GET /reservations (filtered pages), POST /reservations (bookings); plus the raw-SQL baseline of availability
//     (one hand-written query behind the same http server, checked to give the same answer first);
//  4. checks that the bookings oversold nothing, prints req/s, p50/p99 and the ratio to the baseline, drops the DB.
//
// BENCH_SECONDS (default 10) sets each scenario's duration; BENCH_RESERVATIONS (default 50000) the data size.
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { createDb } from "../lib/db/client";
import { applyMigrationsWith } from "../lib/db/migrate";
import { signAccessToken } from "../lib/auth/tokens";
import { addDays } from "../lib/rates/dates";
import { todayInTimeZone } from "../lib/rates/time-zone";
import { buildBenchProperty, type BenchProperty } from "./bench/build-property";

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const TARGET = Number(process.env.BENCH_RESERVATIONS ?? 50_000);
const PORT = 3900 + Math.floor(Math.random() * 90);
const CONNECTIONS = 50;

const dbUrl = (name: string) => {
  const u = new URL(SERVER_URL);
  u.pathname = `/${name}`;
  return u.toString();
};

function log(msg: string) {
  process.stdout.write(`${msg}\n`);
}

async function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", path.join("scripts", "bench", "server.ts")], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("bench server did not start in 60 s")), 60_000);
    child.stdout!.on("data", (b: Buffer) => {
      if (b.toString().includes("listening")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on("exit", (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return child;
}

type Result = { name: string; rps: number; p50: number; p99: number; total: number; codes: Record<string, number>; errors: number; cpuMsPerReq: number };

let serverPid = 0;
/** User + system CPU seconds used so far by a process (Linux /proc; 0 elsewhere). */
function cpuSeconds(pid: number): number {
  try {
    const f = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(f[11]) + Number(f[12])) / 100; // utime + stime in clock ticks (USER_HZ = 100)
  } catch {
    return 0;
  }
}

async function run(name: string, opts: { method: "GET" | "POST"; path: string | (() => string); body?: () => unknown; headers: Record<string, string>; duration?: number }): Promise<Result> {
  const inst = autocannon({
    url: `http://127.0.0.1:${PORT}`,
    connections: CONNECTIONS,
    duration: opts.duration ?? SECONDS,
    requests: [
      {
        method: opts.method,
        path: typeof opts.path === "string" ? opts.path : "/",
        headers: opts.headers,
        setupRequest: (req: Record<string, unknown>) => {
          if (typeof opts.path === "function") req.path = opts.path();
          if (opts.body) req.body = JSON.stringify(opts.body());
          return req;
        },
      },
    ],
  });
  const cpu0 = cpuSeconds(serverPid);
  const r = await inst;
  const cpuMsPerReq = r.requests.total ? ((cpuSeconds(serverPid) - cpu0) * 1000) / r.requests.total : 0;
  const codes: Record<string, number> = {};
  for (const [k, v] of Object.entries(r.statusCodeStats ?? {})) codes[k] = (v as { count: number }).count;
  return { name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, total: r.requests.total, codes, errors: r.errors + r.timeouts, cpuMsPerReq };
}

function pick<T>(xs: readonly T[]): T {
  return xs[Math.floor(Math.random() * xs.length)];
}

async function main() {
  const started = Date.now();
  const dbName = `innkeep_fobench_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  let server: ChildProcess | undefined;
  const d = createDb({ url: dbUrl(dbName), poolMax: 4 });
  try {
    log(`scratch database ${dbName}`);
    await applyMigrationsWith(d.raw);
    const today = todayInTimeZone("Asia/Kolkata");
    const t0 = Date.now();
    const prop: BenchProperty = await buildBenchProperty(d.raw, d.prisma, today, TARGET);
    log(`built property: ${prop.types.reduce((s, t) => s + t.rooms, 0)} rooms, ${prop.reservations} reservations (${prop.roomNights} room-nights held) over ${addDays(today, -365)} … ${addDays(today, 364)} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

    const jwtSecret = crypto.randomBytes(32).toString("base64url");
    process.env.JWT_SECRET = jwtSecret;
    const token = await signAccessToken({ kind: "client", id: crypto.randomUUID(), email: "bench-client", name: "Bench", tenantId: prop.tenantId, roles: ["manager"], properties: [prop.propertyId] });
    server = await startServer({
      DATABASE_URL: dbUrl(dbName),
      PORT: String(PORT),
      JWT_SECRET: jwtSecret,
      DATABASE_POOL_MAX: process.env.DATABASE_POOL_MAX ?? "20",
      RATE_LIMIT_PER_MINUTE: "1000000000",
      LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
      NODE_ENV: "production",
      INNKEEP_DATA_DIR: path.join(process.cwd(), ".tmp", "bench-data"),
    });
    serverPid = server.pid ?? 0;
    const headers = { authorization: `Bearer ${token}`, "x-property-id": prop.propertyId, "content-type": "application/json" };
    const base = `http://127.0.0.1:${PORT}`;

    // --- same answer first: the API and the raw-SQL baseline agree on counts and prices
    const stays = [3, 30, 1, 7].map((nights, i) => ({ arrival_date: addDays(today, 5 + i * 40), departure_date: addDays(today, 5 + i * 40 + nights), adults: 2, children: 0 }));
    for (const stay of stays) {
      const api = await (await fetch(`${base}/api/v1/availability`, { method: "POST", headers, body: JSON.stringify(stay) })).json();
      const raw = await (await fetch(`${base}/baseline/availability`, { method: "POST", body: JSON.stringify({ ...stay, property_id: prop.propertyId }) })).json();
      for (const row of raw.data as { room_type_id: string; available_count: number; rate_plan_id: string; room_total: string; tax_total: string }[]) {
        const t = api.data.room_types.find((x: { id: string }) => x.id === row.room_type_id);
        const rate = t?.rates.find((x: { rate_plan_id: string }) => x.rate_plan_id === row.rate_plan_id);
        if (!t || t.available_count !== row.available_count || !rate || Math.round(rate.total * 100) !== Number(row.room_total) || Math.round(rate.taxes * 100) !== Number(row.tax_total)) {
          throw new Error(`baseline and API disagree for ${JSON.stringify(stay)}: ${JSON.stringify(row)} vs ${JSON.stringify(t)}`);
        }
      }
    }
    log("API and raw-SQL baseline agree on availability counts and prices");

    const arrivalWithin = (days: number) => addDays(today, Math.floor(Math.random() * days));
    const availBody = (nights: number) => () => {
      const a = arrivalWithin(330);
      return { arrival_date: a, departure_date: addDays(a, nights), adults: 2 };
    };
    const baseBody = (nights: number) => () => ({ ...availBody(nights)(), property_id: prop.propertyId });

    // warm-up (JIT, connection pools, plan caches)
    await run("warm-up", { method: "POST", path: "/api/v1/availability", body: availBody(3), headers, duration: 3 });
    await run("warm-up", { method: "POST", path: "/baseline/availability", body: baseBody(3), headers: { "content-type": "application/json" }, duration: 2 });

    const results: Result[] = [];
    results.push(await run("POST /availability, 30 nights", { method: "POST", path: "/api/v1/availability", body: availBody(30), headers }));
    results.push(await run("  raw-SQL baseline, 30 nights", { method: "POST", path: "/baseline/availability", body: baseBody(30), headers: { "content-type": "application/json" } }));
    results.push(await run("POST /availability, 3 nights", { method: "POST", path: "/api/v1/availability", body: availBody(3), headers }));
    results.push(await run("  raw-SQL baseline, 3 nights", { method: "POST", path: "/baseline/availability", body: baseBody(3), headers: { "content-type": "application/json" } }));
    const statuses = ["CONFIRMED", "CHECKED_IN,CONFIRMED", "CHECKED_OUT", "CANCELLED,NO_SHOW", "PENDING,CONFIRMED"];
    results.push(
      await run("GET /reservations (filtered page)", {
        method: "GET",
        path: () => {
          const from = addDays(today, Math.floor(Math.random() * 700) - 365);
          return `/api/v1/reservations?arrival_from=${from}&arrival_to=${addDays(from, 7)}&status=${pick(statuses)}&limit=20`;
        },
        headers,
      }),
    );
    const soldBefore = Number((await d.raw.query<{ n: string }>(`SELECT coalesce(sum(sold), 0) AS n FROM inventory_nights WHERE property_id = $1`, [prop.propertyId]))[0].n);
    const bookable = prop.types;
    results.push(
      await run("POST /reservations (bookings)", {
        method: "POST",
        path: "/api/v1/reservations",
        body: () => {
          const a = addDays(today, 1 + Math.floor(Math.random() * 360));
          const t = pick(bookable);
          return {
            guest: { first_name: "Load", last_name: "Test", email: `load.${crypto.randomUUID()}@bench.example` },
            arrival_date: a,
            departure_date: addDays(a, 1 + Math.floor(Math.random() * 3)),
            rooms: [{ room_type_id: t.id, rate_plan_id: pick(prop.plans).id, adults: 1 }],
            source: "BOOKING_ENGINE",
          };
        },
        headers,
      }),
    );

    // --- zero oversell: no night sells more than its rooms; sold matches the booked nights exactly
    const oversold = await d.raw.query<{ n: string }>(
      `SELECT count(*) AS n FROM inventory_nights i
         JOIN (SELECT room_type_id, count(*) AS rooms FROM rooms WHERE property_id = $1 AND is_active GROUP BY 1) c ON c.room_type_id = i.room_type_id
        WHERE i.property_id = $1 AND i.sold > c.rooms`,
      [prop.propertyId],
    );
    const drift = await d.raw.query<{ n: string }>(
      `WITH held AS (
         SELECT rr.room_type_id, n.date, count(*) AS held FROM reservation_room_nights n
           JOIN reservation_rooms rr ON rr.id = n.reservation_room_id JOIN reservations r ON r.id = rr.reservation_id
          WHERE r.property_id = $1 AND r.status IN ('PENDING','CONFIRMED','CHECKED_IN','CHECKED_OUT') GROUP BY 1, 2)
       SELECT count(*) AS n FROM inventory_nights i FULL JOIN held h ON h.room_type_id = i.room_type_id AND h.date = i.date
        WHERE coalesce(i.property_id, $1) = $1 AND coalesce(i.sold, 0) <> coalesce(h.held, 0)`,
      [prop.propertyId],
    );
    const soldAfter = Number((await d.raw.query<{ n: string }>(`SELECT coalesce(sum(sold), 0) AS n FROM inventory_nights WHERE property_id = $1`, [prop.propertyId]))[0].n);

    // --- report
    const booking = results[results.length - 1];
    const created = booking.codes["201"] ?? 0;
    log("");
    log(`Innkeep front-office benchmark — PostgreSQL, ${CONNECTIONS} connections, ${SECONDS} s per scenario, loopback HTTP (autocannon)`);
    log(`property: 300 rooms, ${prop.reservations} reservations over two years; machine: ${os.cpus().length} cores, load average ${os.loadavg().map((x) => x.toFixed(1)).join(" ")}`);
    log("");
    log(`${"scenario".padEnd(38)} ${"req/s".padStart(8)} ${"p50 ms".padStart(8)} ${"p99 ms".padStart(8)} ${"srv CPU".padStart(8)}  responses`);
    for (const r of results) {
      log(`${r.name.padEnd(38)} ${r.rps.toFixed(0).padStart(8)} ${r.p50.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)} ${`${r.cpuMsPerReq.toFixed(2)}ms`.padStart(8)}  ${Object.entries(r.codes).map(([k, v]) => `${k}×${v}`).join(" ")}${r.errors ? ` errors×${r.errors}` : ""}`);
    }
    log("(srv CPU: CPU time of the HTTP server process per request — independent of how busy the machine is; PostgreSQL's own CPU is not included)");
    // API ÷ baseline: below 1 for latency and above 1 for req/s means the API beats hand-written SQL
    const ratio = (a: Result, b: Result) => `API ÷ baseline: p50 ${(a.p50 / b.p50).toFixed(2)}×, p99 ${(a.p99 / b.p99).toFixed(2)}×, req/s ${(a.rps / b.rps).toFixed(2)}×`;
    log("");
    log(`availability vs raw-SQL baseline, 30 nights: ${ratio(results[0], results[1])}`);
    log(`availability vs raw-SQL baseline,  3 nights: ${ratio(results[2], results[3])}`);
    log(`bookings: ${(created / SECONDS).toFixed(0)} created/s (${created} created, ${booking.codes["422"] ?? 0} no_availability), rooms-nights sold ${soldBefore} → ${soldAfter}`);
    log(`oversold nights: ${oversold[0].n}; nights whose sold count differs from the booked nights: ${drift[0].n}`);
    log(`targets: availability p99 < 25 ms; ≥ 1,000 list req/s; ≥ 200 bookings/s with zero oversell`);
    log(`total time ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    server?.kill("SIGTERM");
    await d.close();
    if (process.env.BENCH_KEEP_DB === "1") log(`kept database ${dbName} (BENCH_KEEP_DB=1); drop it yourself`);
    else await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
}

main().catch((e) => {
  process.stderr.write(`${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
  process.exit(1);
});
