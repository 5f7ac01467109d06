// POST /reservations/:id/cancel (PENDING or CONFIRMED only): fee by each room's rate-plan policy, waived only by a
// manager-level role, refund = what was paid − the fee (never negative). The nights go back to inventory in the same
// transaction; the reservation.cancelled event and the audit row are written with it.
import type { Actor } from "../audit/record-audit";
import { emitEvent } from "../events/emit-event";
import { AppError } from "../http/errors";
import { toMajor } from "../http/validation";
import { changeInventory, inventoryTransaction, stayChanges } from "../inventory/inventory";
import { asDateOnly, eachNight } from "../rates/dates";
import { loadProperty } from "../properties/settings";
import { auditReservation } from "./audit";
import { reservationFee } from "./fees";
import { assertStatus, lockReservation } from "./lock-reservation";
import type { TCancelReservationBody } from "./schemas";
import { RESERVATION_LIST_SELECT, reservationSummary } from "./to-dto";

export async function cancelReservation(input: { propertyId: string; actor: Actor; id: string; body: TCancelReservationBody; canWaive: boolean }) {
  const { propertyId, id, body, actor } = input;
  if (body.waive_cancellation_fee && !input.canWaive) {
    throw new AppError("forbidden", "Only a manager can waive the cancellation fee", { details: [{ field: "waive_cancellation_fee", message: "requires a manager-level role" }] });
  }
  const property = await loadProperty(propertyId);
  return inventoryTransaction(async (tx) => {
    const r = await lockReservation(tx, propertyId, id);
    assertStatus(r, ["PENDING", "CONFIRMED"], "cancelling");
    const now = new Date();
    const policyFee = await reservationFee(tx, property, r, now, "cancel");
    const fee = body.waive_cancellation_fee ? 0 : policyFee;
    const refund = Math.max(0, r.paidAmount - fee);
    await changeInventory(tx, propertyId, releaseChanges(r));
    await tx.reservation.update({
      where: { id },
      data: { status: "CANCELLED", cancellationFee: fee, refundAmount: refund, cancelReason: body.reason ?? null, cancelledAt: now },
    });
    const summary = await tx.reservation.findUniqueOrThrow({ where: { id }, select: RESERVATION_LIST_SELECT });
    await emitEvent(tx, propertyId, "reservation.cancelled", {
      reservation: reservationSummary(summary),
      reason: body.reason ?? null,
      cancellation_fee: toMajor(fee),
      refund_amount: toMajor(refund),
      cancelled_at: now.toISOString(),
    });
    await auditReservation(tx, {
      actor,
      propertyId,
      reservationId: id,
      action: "reservation.cancelled",
      changes: [
        { field: "status", from: r.status, to: "CANCELLED" },
        { field: "cancellation_fee", from: null, to: toMajor(fee) },
        { field: "refund_amount", from: null, to: toMajor(refund) },
      ],
      context: {
        confirmation_number: r.confirmationNumber,
        reason: body.reason ?? null,
        fee_waived: body.waive_cancellation_fee,
        policy_fee: toMajor(policyFee),
      },
    });
    return { id, status: "CANCELLED" as const, cancellation_fee: toMajor(fee), refund_amount: toMajor(refund), cancelled_at: now.toISOString() };
  });
}

/** Every night of every room given back. */
export function releaseChanges(r: { rooms: { roomType: { id: string }; arrivalDate: Date; departureDate: Date }[] }) {
  return r.rooms.flatMap((rr) => stayChanges(rr.roomType.id, eachNight(asDateOnly(rr.arrivalDate), asDateOnly(rr.departureDate)), -1));
}
