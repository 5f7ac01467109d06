// One Prisma client per process: embedded PGlite by default, PostgreSQL when DATABASE_URL=postgresql://….
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaClient } from "./generated/client";
import { lockDataDir, parseDatabaseUrl, type DbTarget } from "./target";

/** Raw SQL on the same connection(s) Prisma uses: migrations, health checks, benchmarks' baselines. */
export type RawSql = {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /**
   * A named prepared statement on PostgreSQL (each pooled connection plans it once and keeps the plan), a plain
   * query on PGlite. For hot, complex reads whose planning costs more than their execution. `name` must identify
   * the SQL text.
   */
  prepared<T = Record<string, unknown>>(name: string, sql: string, params: unknown[]): Promise<T[]>;
  /** Runs a multi-statement script as one simple-protocol query (atomic on PostgreSQL). */
  exec(script: string): Promise<void>;
};

export type Db = {
  prisma: PrismaClient;
  target: DbTarget;
  raw: RawSql;
  pglite?: PGlite;
  close(): Promise<void>;
};

export type CreateDbOptions = { url?: string; pgliteLoadDataDir?: Blob | File; poolMax?: number };

export function createDb(opts: CreateDbOptions = {}): Db {
  const target = parseDatabaseUrl(opts.url ?? process.env.DATABASE_URL);
  if (target.kind === "postgres") {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: opts.poolMax ?? Number(process.env.DATABASE_POOL_MAX ?? 10),
    });
    pool.on("error", () => {
      /* an idle client died (server restart); the pool replaces it */
    });
    const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
    const raw: RawSql = {
      query: async (sql, params) => (await pool.query(sql, params as unknown[])).rows,
      prepared: async (name, sql, params) => (await pool.query({ name, text: sql, values: params })).rows,
      exec: async (script) => {
        await pool.query(script);
      },
    };
    return {
      prisma,
      target,
      raw,
      close: async () => {
        await prisma.$disconnect();
        await pool.end();
      },
    };
  }
  const release = target.dataDir.startsWith("memory://") ? () => {} : lockDataDir(target.dataDir);
  const pglite = new PGlite(target.dataDir, opts.pgliteLoadDataDir ? { loadDataDir: opts.pgliteLoadDataDir } : {});
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
  const raw: RawSql = {
    query: async <T,>(sql: string, params?: unknown[]) => (await pglite.query<T>(sql, params as unknown[])).rows,
    prepared: async <T,>(_name: string, sql: string, params: unknown[]) => (await pglite.query<T>(sql, params)).rows,
    exec: async (script) => {
      await pglite.exec(script);
    },
  };
  return {
    prisma,
    target,
    raw,
    pglite,
    // $disconnect() does not close PGlite, and an open PGlite keeps Node alive.
    close: async () => {
      try {
        await prisma.$disconnect();
        if (!pglite.closed) await pglite.close();
      } finally {
        release();
      }
    },
  };
}

// Lazy process-wide singleton (kept on globalThis so Next's dev reloads reuse it). Importing opens nothing, so
// `next build` never touches the database.
const g = globalThis as unknown as { __innkeepDb?: Db };

export function getDb(): Db {
  return (g.__innkeepDb ??= createDb());
}

/** The Prisma client services use. */
export function db(): PrismaClient {
  return getDb().prisma;
}

/** Tests and scripts install their own database. */
export function setDb(next: Db | undefined): void {
  g.__innkeepDb = next;
}

export type Tx = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];
