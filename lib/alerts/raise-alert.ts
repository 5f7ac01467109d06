import type { Tx } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { uuidv7 } from "../db/uuid-v7";
import { logger } from "../log/logger";

export type AlertSeverity = "info" | "warning" | "error";

/**
 * Raises an alert for the property's admins (GET /api/v1/alerts) inside the caller's transaction, and writes a
 * warn log line. Webhook delivery failures raise theirs in the worker's completion statement (lib/webhooks/jobs.ts).
 */
export async function raiseAlert(
  tx: Tx,
  a: { propertyId: string; type: string; severity: AlertSeverity; message: string; data?: Record<string, unknown>; at?: Date },
) {
  const at = a.at ?? new Date();
  const alert = await tx.alert.create({
    data: { id: uuidv7(at.getTime()), propertyId: a.propertyId, type: a.type, severity: a.severity, message: a.message, data: (a.data ?? {}) as Prisma.InputJsonValue, createdAt: at },
    select: { id: true },
  });
  logger.warn({ alertId: alert.id, propertyId: a.propertyId, type: a.type, severity: a.severity }, `ALERT ${a.message}`);
  return alert;
}
