// Runs the background work inside the server process (the default). With PostgreSQL, set
// INNKEEP_IN_PROCESS_WORKER=false to leave it to separate `npm run worker` processes.
import { getDb } from "../db/client";
import { logger } from "../log/logger";
import { onServerStart } from "../server/boot";

onServerStart(async () => {
  if (process.env.INNKEEP_IN_PROCESS_WORKER === "false") {
    if (getDb().target.kind === "pglite") {
      logger.warn("INNKEEP_IN_PROCESS_WORKER=false is ignored on the embedded database: only the server process can open it");
    } else {
      logger.info("background work runs in separate worker processes (INNKEEP_IN_PROCESS_WORKER=false)");
      return;
    }
  }
  const { startBackgroundWork } = await import("../server/background");
  const bg = await startBackgroundWork();
  for (const sig of ["SIGTERM", "SIGINT"] as const) process.prependOnceListener(sig, () => void bg.stop());
});
