import type { Tx } from "../db/client";
import type { Prisma } from "../db/generated/client";

export type Actor = { kind: "user" | "client" | "system"; id: string; tenantId?: string; requestId?: string };

/** Writes an audit row inside the caller's transaction, so the record exists exactly when the change does. */
export async function recordAudit(
  tx: Tx,
  e: { actor: Actor; propertyId?: string; action: string; entityType: string; entityId?: string; changes?: Prisma.InputJsonValue },
) {
  await tx.auditLog.create({
    data: {
      tenantId: e.actor.tenantId,
      propertyId: e.propertyId,
      actorType: e.actor.kind,
      actorId: e.actor.id,
      action: e.action,
      entityType: e.entityType,
      entityId: e.entityId,
      changes: e.changes,
      requestId: e.actor.requestId,
    },
  });
}
