// Applies prisma/migrations/*/migration.sql with Prisma's own bookkeeping table (`_prisma_migrations`, sha256
// checksums), so the native `prisma migrate` CLI can take over on a machine that has it. Used at server start,
// by `npm run db:migrate` and by the test harness. New migrations are created by scripts/migrate.ts.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { RawSql } from "./client";

const TABLE_DDL = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;
// Same advisory lock key as Prisma's schema engine: concurrent starters (several servers, a worker) wait here.
const LOCK_KEY = 72707369;

export type MigrationFile = { name: string; sql: string; checksum: string };

export function migrationsDir(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.env.INNKEEP_MIGRATIONS_DIR || "prisma/migrations");
}

export function readMigrations(dir = migrationsDir()): MigrationFile[] {
  if (!fs.existsSync(/*turbopackIgnore: true*/ dir)) return [];
  return fs
    .readdirSync(/*turbopackIgnore: true*/ dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(dir, d.name, "migration.sql")))
    .map((d) => d.name)
    .sort((a, b) => a.localeCompare(b))
    .map((name) => {
      const sql = fs.readFileSync(path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: crypto.createHash("sha256").update(sql).digest("hex") };
    });
}

type Row = { migration_name: string; checksum: string; finished_at: Date | null; rolled_back_at: Date | null };

/** Applies pending migrations in order; returns the names applied. Throws on a failed or failing migration. */
export async function applyMigrationsWith(raw: RawSql, log: (msg: string) => void = () => {}): Promise<string[]> {
  const files = readMigrations();
  await raw.query(`SELECT pg_advisory_lock(${LOCK_KEY})`);
  try {
    await raw.exec(TABLE_DDL);
    const rows = await raw.query<Row>(
      `SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations" ORDER BY started_at`,
    );
    const failed = rows.filter((r) => !r.finished_at && !r.rolled_back_at);
    if (failed.length) {
      throw new Error(
        `migration ${failed[0].migration_name} failed earlier and was not resolved; fix it, then run ` +
          `"npm run db:migrate:resolve -- --rolled-back ${failed[0].migration_name}"`,
      );
    }
    const done = new Map(rows.filter((r) => r.finished_at).map((r) => [r.migration_name, r.checksum]));
    const applied: string[] = [];
    for (const m of files) {
      const seen = done.get(m.name);
      if (seen) {
        if (seen !== m.checksum) log(`warning: migration ${m.name} was edited after it was applied`);
        continue;
      }
      const id = crypto.randomUUID();
      await raw.query(
        `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at) VALUES ($1, $2, $3, now())`,
        [id, m.checksum, m.name],
      );
      try {
        await raw.exec(m.sql);
      } catch (e) {
        const msg = e instanceof Error ? e.message : String(e);
        await raw.query(`UPDATE "_prisma_migrations" SET logs = $2 WHERE id = $1`, [id, msg]);
        throw new Error(`migration ${m.name} failed: ${msg}`);
      }
      await raw.query(
        `UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = 1 WHERE id = $1`,
        [id],
      );
      applied.push(m.name);
      log(`applied migration ${m.name}`);
    }
    return applied;
  } finally {
    await raw.query(`SELECT pg_advisory_unlock(${LOCK_KEY})`);
  }
}

/** Opens DATABASE_URL (or the embedded database), applies pending migrations, closes it. */
export async function applyMigrations(): Promise<string[]> {
  const { createDb } = await import("./client");
  const d = createDb({ poolMax: 1 });
  try {
    return await applyMigrationsWith(d.raw, (m) => console.error(m));
  } finally {
    await d.close();
  }
}
