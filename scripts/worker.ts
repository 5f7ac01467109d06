// `npm run worker`: a background worker process (webhook deliveries, event-bus relay, event consumers) for
// scale, next to one or more servers on the same PostgreSQL database. Any number may run. The embedded database
// (PGlite) serves a single process, so there the worker always runs inside the server instead.
import { createDb, setDb } from "../lib/db/client.ts";
import { parseDatabaseUrl } from "../lib/db/target.ts";
import { logger } from "../lib/log/logger.ts";
import { startBackgroundWork } from "../lib/server/background.ts";

if (parseDatabaseUrl().kind !== "postgres") {
  console.error(
    "npm run worker needs PostgreSQL (DATABASE_URL=postgresql://…). With the embedded database the worker runs inside " +
      "the server process (npm start); a second process must not open the same PGlite directory.",
  );
  process.exit(2);
}

const d = createDb();
setDb(d);
const bg = await startBackgroundWork();
logger.info({ pid: process.pid }, "worker process ready");

let stopping = false;
for (const sig of ["SIGTERM", "SIGINT"] as const) {
  process.on(sig, async () => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal: sig }, "worker stopping: finishing attempts in flight");
    await bg.stop();
    await d.close();
    process.exit(0);
  });
}
