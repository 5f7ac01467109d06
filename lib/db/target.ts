// Where the database lives. Shared by the app (lib/db/client.ts), the migration runner and scripts; imports no
// Prisma client so scripts can use it before `prisma generate`.
import fs from "node:fs";
import path from "node:path";

export type DbTarget = { kind: "postgres"; url: string } | { kind: "pglite"; dataDir: string };

/** The directory for embedded data (PGlite files, generated keys). */
export function dataDir(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.env.INNKEEP_DATA_DIR || "./data");
}

/**
 * DATABASE_URL=postgres(ql)://… → that PostgreSQL server. Unset → embedded PGlite in $INNKEEP_DATA_DIR/pglite.
 * `memory://` (tests) → in-memory PGlite; `file:<dir>` → PGlite in that directory.
 */
export function parseDatabaseUrl(url: string | undefined = process.env.DATABASE_URL): DbTarget {
  if (!url) return { kind: "pglite", dataDir: path.join(dataDir(), "pglite") };
  if (/^postgres(ql)?:\/\//i.test(url)) return { kind: "postgres", url };
  if (url.startsWith("memory://")) return { kind: "pglite", dataDir: url };
  return { kind: "pglite", dataDir: path.resolve(url.startsWith("file:") ? url.slice(5) : url) };
}

export function redactUrl(url: string): string {
  return url.replace(/:[^:@/]*@/, ":***@");
}

/**
 * PGlite does not lock its data directory, and a second process opening it silently corrupts data. Take a pid
 * lock file `<dir>.lock`; a lock left by a dead process is cleared.
 */
export function lockDataDir(dir: string): () => void {
  const lockPath = `${dir}.lock`;
  fs.mkdirSync(path.dirname(lockPath), { recursive: true });
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      const release = () => {
        try {
          if (fs.readFileSync(lockPath, "utf8") === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          /* already gone */
        }
      };
      process.once("exit", release);
      return release;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
      const pid = Number(fs.readFileSync(lockPath, "utf8"));
      if (pid === process.pid) return () => {};
      let alive = false;
      try {
        process.kill(pid, 0);
        alive = true;
      } catch (err) {
        alive = (err as NodeJS.ErrnoException).code === "EPERM";
      }
      if (alive && pid > 0) {
        throw new Error(
          `The embedded database in ${dir} is already in use by process ${pid}. ` +
            `Stop that process (or use another INNKEEP_DATA_DIR) — two processes on one PGlite directory corrupt it.`,
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`could not lock ${dir}`);
}
