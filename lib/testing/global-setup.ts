// Builds one migrated + seeded template database per test run; each integration test file then gets a fresh copy
// (PGlite: loadDataDir from a dump, ~0.5 s; PostgreSQL: CREATE DATABASE … TEMPLATE, ~30 ms).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    innkeepTemplate: { kind: "pglite"; dumpPath: string } | { kind: "postgres"; serverUrl: string; template: string };
  }
}

export function dbUrlFor(serverUrl: string, database: string): string {
  const u = new URL(serverUrl);
  u.pathname = `/${database}`;
  return u.toString();
}

export default async function setup(project: TestProject) {
  // Generated keys (lib/config/secrets.ts) land here; removed with the run.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "innkeep-test-data-"));
  process.env.INNKEEP_DATA_DIR ??= dataDir;
  const removeDataDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  const { createDb } = await import("../db/client");
  const { applyMigrationsWith } = await import("../db/migrate");
  const { seedDemo } = await import("../../prisma/seed/demo");
  const serverUrl = process.env.TEST_DATABASE_URL;

  if (serverUrl) {
    const template = `innkeep_tpl_${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${template}`);
    const d = createDb({ url: dbUrlFor(serverUrl, template), poolMax: 2 });
    await applyMigrationsWith(d.raw);
    await seedDemo(d.prisma);
    await d.close();
    project.provide("innkeepTemplate", { kind: "postgres", serverUrl, template });
    return async () => {
      // drop every database this run created (template and per-file copies)
      const { rows } = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [`${template}%`]);
      for (const r of rows.sort((a, b) => b.datname.length - a.datname.length)) {
        await admin.query(`DROP DATABASE IF EXISTS ${r.datname} WITH (FORCE)`);
      }
      await admin.end();
      removeDataDir();
    };
  }

  const d = createDb({ url: "memory://" });
  await applyMigrationsWith(d.raw);
  await seedDemo(d.prisma);
  const dump = await d.pglite!.dumpDataDir("gzip");
  await d.close();
  const dumpPath = path.join(os.tmpdir(), `innkeep-test-template-${process.pid}.tar.gz`);
  fs.writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide("innkeepTemplate", { kind: "pglite", dumpPath });
  return () => {
    fs.rmSync(dumpPath, { force: true });
    removeDataDir();
  };
}
