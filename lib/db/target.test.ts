import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { lockDataDir, parseDatabaseUrl } from "./target";

const dirs: string[] = [];
const tmp = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), "innkeep-lock-"));
  dirs.push(d);
  return path.join(d, "pglite");
};
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

const tryLockInChild = (dir: string) =>
  spawnSync(path.resolve("node_modules/.bin/tsx"), ["-e", `import("./lib/db/target.ts").then(m => { m.lockDataDir(${JSON.stringify(dir)}); console.log("locked"); })`], {
    encoding: "utf8",
  });

describe("database target", () => {
  it("chooses PostgreSQL for postgres URLs and PGlite otherwise", () => {
    expect(parseDatabaseUrl("postgresql://u@h/db").kind).toBe("postgres");
    expect(parseDatabaseUrl("postgres://u@h/db").kind).toBe("postgres");
    expect(parseDatabaseUrl("memory://")).toEqual({ kind: "pglite", dataDir: "memory://" });
    expect(parseDatabaseUrl("file:/tmp/x")).toEqual({ kind: "pglite", dataDir: "/tmp/x" });
  });

  it("refuses a second process on the same embedded data directory", () => {
    const dir = tmp();
    const release = lockDataDir(dir);
    const child = tryLockInChild(dir);
    expect(child.status).not.toBe(0);
    expect(child.stderr).toMatch(/already in use by process \d+/);
    release();
    const after = tryLockInChild(dir);
    expect(after.stdout).toContain("locked");
  });

  it("clears a lock left by a dead process", () => {
    const dir = tmp();
    fs.writeFileSync(`${dir}.lock`, "999999999");
    expect(tryLockInChild(dir).stdout).toContain("locked");
  });
});
