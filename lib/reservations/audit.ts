// Reservation history for the front-desk screens: every change writes an audit row whose `changes` lists each field
// as {field, from, to} (dates YYYY-MM-DD, money in major units), plus context such as the reason or the room.
import type { Prisma } from "../db/generated/client";
import type { Tx } from "../db/client";
import { recordAudit, type Actor } from "../audit/record-audit";

export type FieldChange = { field: string; from: Prisma.InputJsonValue | null; to: Prisma.InputJsonValue | null };

export async function auditReservation(
  tx: Tx,
  e: { actor: Actor; propertyId: string; reservationId: string; action: string; changes: FieldChange[]; context?: Record<string, Prisma.InputJsonValue | null> },
) {
  await recordAudit(tx, {
    actor: e.actor,
    propertyId: e.propertyId,
    action: e.action,
    entityType: "reservation",
    entityId: e.reservationId,
    changes: { fields: e.changes, ...(e.context ?? {}) } as Prisma.InputJsonValue,
  });
}
