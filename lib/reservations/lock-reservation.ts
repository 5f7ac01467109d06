// Every change to an existing reservation starts by locking its row (then rooms, then inventory nights: the one lock
// order of the front office), and re-reads it under the lock so decisions use the committed state.
import type { Tx } from "../db/client";
import { AppError, notFound } from "../http/errors";
import { getReservationRow } from "./get-reservation";
import type { ReservationDetailRow } from "./to-dto";

export async function lockReservation(tx: Tx, propertyId: string, id: string): Promise<ReservationDetailRow> {
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM reservations WHERE id = ${id}::uuid AND property_id = ${propertyId}::uuid FOR UPDATE`;
  if (rows.length === 0) throw notFound("Reservation");
  return getReservationRow(propertyId, id, tx);
}

/** 409 invalid_state naming the current status and the states the action needs. */
export function assertStatus(r: { status: string; confirmationNumber: string }, allowed: readonly string[], action: string): void {
  if (allowed.includes(r.status)) return;
  throw new AppError("invalid_state", `Reservation ${r.confirmationNumber} is ${r.status}; ${action} is only possible while ${allowed.join(" or ")}`, {
    extra: { status: r.status },
  });
}
