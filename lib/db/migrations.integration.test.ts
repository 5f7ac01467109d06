// The migrations produce exactly what schema.prisma describes: Prisma's own schema engine (WASM) diffs
// (a) the migration history replayed on a shadow database against schema.prisma, and (b) a database migrated by
// our runner (lib/db/migrate.ts) against schema.prisma. Both diffs must be empty.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

const tsx = path.resolve("node_modules/.bin/tsx");
const run = (args: string[], env: Record<string, string>) => {
  const r = spawnSync(tsx, ["scripts/migrate.ts", ...args], { env: { ...process.env, ...env }, encoding: "utf8", timeout: 120_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
};
const EMPTY = "-- This is an empty migration.";

describe("migrations vs schema.prisma", () => {
  it("the migration history replays to schema.prisma (no missing migration)", () => {
    const r = run(["diff"], {});
    expect(r.out.trim(), r.err).toBe(EMPTY);
  });

  it("a database migrated by the runner has no drift", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "innkeep-drift-"));
    try {
      const url = process.env.TEST_DATABASE_URL ? undefined : `file:${path.join(dir, "pglite")}`;
      const env: Record<string, string> = url ? { DATABASE_URL: url } : {};
      if (url) {
        expect(run(["deploy"], env).code).toBe(0);
        const drift = run(["drift"], env);
        expect(drift.out.trim(), drift.err).toBe(EMPTY);
        expect(drift.code).toBe(0);
      } else {
        // PostgreSQL pass: a scratch database on the test server
        const base = new URL(process.env.TEST_DATABASE_URL!);
        const name = `innkeep_drift_${process.pid}`;
        const admin = { ...env, DATABASE_URL: base.toString() };
        spawnSync("psql", [base.toString(), "-c", `DROP DATABASE IF EXISTS ${name}`, "-c", `CREATE DATABASE ${name}`]);
        base.pathname = `/${name}`;
        const target = { ...admin, DATABASE_URL: base.toString() };
        try {
          expect(run(["deploy"], target).code).toBe(0);
          const drift = run(["drift"], target);
          expect(drift.out.trim(), drift.err).toBe(EMPTY);
        } finally {
          const u = new URL(process.env.TEST_DATABASE_URL!);
          spawnSync("psql", [u.toString(), "-c", `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]);
        }
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
