// Database chores for developers and CI:
//   tsx scripts/db.ts migrate   apply pending migrations (the server also does this at start)
//   tsx scripts/db.ts seed      migrate, then load the demo tenant if it is not there yet
//   tsx scripts/db.ts reset     drop everything (PostgreSQL: the public schema; PGlite: the data directory),
//                               then migrate and seed
// Options: --today=YYYY-MM-DD seeds as if it were that day at the property.
// DATABASE_URL picks the database (unset: embedded PGlite in $INNKEEP_DATA_DIR/pglite). An open PGlite keeps Node
// alive, so every path closes the database and exits explicitly.
import fs from "node:fs";
import { createDb, type Db } from "../lib/db/client";
import { applyMigrations, applyMigrationsWith } from "../lib/db/migrate";
import { lockDataDir, parseDatabaseUrl, redactUrl, type DbTarget } from "../lib/db/target";
import { todayInTimeZone } from "../lib/rates/time-zone";
import { seedDemo } from "../prisma/seed/demo";

const USAGE = "usage: tsx scripts/db.ts migrate | seed | reset [--today=YYYY-MM-DD] [--force]";

async function main(): Promise<number> {
  const [command, ...flags] = process.argv.slice(2);
  const today = flags.find((f) => f.startsWith("--today="))?.slice("--today=".length);
  const target = parseDatabaseUrl();
  switch (command) {
    case "migrate": {
      const applied = await applyMigrations();
      console.log(applied.length ? `applied ${applied.length} migration(s)` : "database is up to date");
      return 0;
    }
    case "seed":
      return withDb(target, (d) => migrateAndSeed(d, today));
    case "reset": {
      if (process.env.NODE_ENV === "production" && !flags.includes("--force")) {
        console.error("refusing to reset with NODE_ENV=production (pass --force if you really mean it)");
        return 1;
      }
      if (target.kind === "pglite") {
        if (target.dataDir.startsWith("memory://")) {
          console.error("DATABASE_URL=memory:// is empty at every start; nothing to reset (use `seed`)");
          return 1;
        }
        // Taking the lock proves no server is using the directory before it is deleted.
        const release = lockDataDir(target.dataDir);
        fs.rmSync(target.dataDir, { recursive: true, force: true });
        release();
        console.log(`deleted ${target.dataDir}`);
        return withDb(target, (d) => migrateAndSeed(d, today));
      }
      return withDb(target, async (d) => {
        await d.raw.exec("DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;");
        console.log(`dropped schema public of ${redactUrl(target.url)}`);
        return migrateAndSeed(d, today);
      });
    }
    default:
      console.error(USAGE);
      return 2;
  }
}

async function withDb(target: DbTarget, fn: (d: Db) => Promise<number>): Promise<number> {
  const d = createDb({ url: target.kind === "postgres" ? target.url : urlOf(target), poolMax: 2 });
  try {
    return await fn(d);
  } finally {
    await d.close();
  }
}

function urlOf(target: Extract<DbTarget, { kind: "pglite" }>): string {
  return target.dataDir.startsWith("memory://") ? target.dataDir : `file:${target.dataDir}`;
}

async function migrateAndSeed(d: Db, today: string | undefined): Promise<number> {
  const where = d.target.kind === "postgres" ? redactUrl(d.target.url) : `PGlite ${d.target.dataDir}`;
  const applied = await applyMigrationsWith(d.raw, (m) => console.log(m));
  console.log(`${where}: ${applied.length} migration(s) applied`);
  const started = performance.now();
  const result = await seedDemo(d.prisma, { today });
  const ms = Math.round(performance.now() - started);
  if (!result.created) {
    console.log(`demo tenant already present: nothing seeded (${ms} ms)`);
    return 0;
  }
  console.log(`seeded the demo tenant in ${ms} ms`);
  for (const [table, n] of Object.entries(result.counts ?? {})) console.log(`  ${table.padEnd(22)} ${n}`);
  await printSummary(d, today);
  return 0;
}

async function printSummary(d: Db, today: string | undefined): Promise<void> {
  const properties = await d.prisma.property.findMany({ select: { id: true, code: true, timeZone: true }, orderBy: { code: "asc" } });
  for (const p of properties) {
    const day = today ?? todayInTimeZone(p.timeZone);
    const byStatus = await d.prisma.reservation.groupBy({ by: ["status"], where: { propertyId: p.id }, _count: { _all: true } });
    const rooms = await d.prisma.room.count({ where: { propertyId: p.id, isActive: true } });
    const sold = await d.prisma.inventoryNight.aggregate({ where: { propertyId: p.id, date: new Date(`${day}T00:00:00Z`) }, _sum: { sold: true } });
    const statuses = byStatus.map((s) => `${s.status} ${s._count._all}`).join(", ");
    console.log(`  ${p.code}: ${rooms} rooms, ${sold._sum.sold ?? 0} sold tonight (${day}); reservations: ${statuses}`);
  }
}

main()
  .then((code) => process.exit(code))
  .catch((e: unknown) => {
    console.error(e instanceof Error ? (e.stack ?? e.message) : e);
    process.exit(1);
  });
