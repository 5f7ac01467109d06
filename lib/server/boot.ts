import { getDb } from "../db/client";
import { applyMigrationsWith } from "../db/migrate";
import { logger } from "../log/logger";

export type BackgroundStarter = () => Promise<void> | void;
const starters: BackgroundStarter[] = [];

/** Later modules (webhook worker, event relay) register what must run inside the server process. */
export function onServerStart(fn: BackgroundStarter) {
  starters.push(fn);
}

export async function bootServer() {
  const d = getDb();
  const applied = await applyMigrationsWith(d.raw, (m) => logger.info(m));
  logger.info({ database: d.target.kind, applied: applied.length }, "database ready");
  // PGlite reads its array-type serializers when it opens: enum arrays created by these migrations (e.g. a
  // `$1::"ReservationStatus"[]` parameter) would be sent as a plain string ("malformed array literal") until restart.
  if (applied.length > 0) await d.pglite?.refreshArrayTypes();
  if (process.env.INNKEEP_SEED_DEMO !== "false" && (await d.prisma.tenant.count()) === 0) {
    const { seedDemo } = await import("../../prisma/seed/demo");
    await seedDemo(d.prisma);
    logger.info("seeded the demo property (empty database)");
  }
  await import("../webhooks/start-worker"); // registers the webhook worker, event-bus relay and consumers
  for (const start of starters) await start();
  const close = async () => {
    await d.close().catch(() => {});
    process.exit(0);
  };
  process.once("SIGTERM", close);
  process.once("SIGINT", close);
}
