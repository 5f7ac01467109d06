// Runs before every integration test file: a fresh copy of the seeded template database becomes the process's db().
import crypto from "node:crypto";
import fs from "node:fs";
import pg from "pg";
import { afterAll, inject } from "vitest";
import { createDb, setDb, type Db } from "../db/client";
import { resetRateLimits } from "../http/rate-limit";
import { dbUrlFor } from "./global-setup";

const tpl = inject("innkeepTemplate");
let d: Db;
if (tpl.kind === "postgres") {
  const name = `${tpl.template}_${crypto.randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: tpl.serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${tpl.template}`);
  await admin.end();
  d = createDb({ url: dbUrlFor(tpl.serverUrl, name), poolMax: 20 });
} else {
  const buf = fs.readFileSync(tpl.dumpPath);
  d = createDb({ url: "memory://", pgliteLoadDataDir: new Blob([buf], { type: "application/x-gzip" }) });
}
setDb(d);
resetRateLimits();

afterAll(async () => {
  setDb(undefined);
  await d.close();
});
