// POST /reservations/:id/no-show: a PENDING or CONFIRMED guest who did not come. Allowed from the arrival date on
// (property time zone). Fee per rate plan: the first night for flexible plans, the whole stay for non-refundable
// ones; waived only by a manager-level role. The nights go back to inventory (they can be resold).
import type { Actor } from "../audit/record-audit";
import { emitEvent } from "../events/emit-event";
import { AppError } from "../http/errors";
import { toMajor } from "../http/validation";
import { changeInventory, inventoryTransaction } from "../inventory/inventory";
import { asDateOnly } from "../rates/dates";
import { loadProperty } from "../properties/settings";
import { auditReservation } from "./audit";
import { releaseChanges } from "./cancel-reservation";
import { reservationFee } from "./fees";
import { getReservationRow } from "./get-reservation";
import { assertStatus, lockReservation } from "./lock-reservation";
import type { TNoShowBody } from "./schemas";
import { RESERVATION_LIST_SELECT, reservationDetailToDto, reservationSummary } from "./to-dto";

export async function markNoShow(input: { propertyId: string; actor: Actor; id: string; body: TNoShowBody; canWaive: boolean }) {
  const { propertyId, id, body, actor } = input;
  if (body.waive_no_show_fee && !input.canWaive) {
    throw new AppError("forbidden", "Only a manager can waive the no-show fee", { details: [{ field: "waive_no_show_fee", message: "requires a manager-level role" }] });
  }
  const property = await loadProperty(propertyId);
  return inventoryTransaction(async (tx) => {
    const r = await lockReservation(tx, propertyId, id);
    assertStatus(r, ["PENDING", "CONFIRMED"], "recording a no-show");
    const arrival = asDateOnly(r.arrivalDate);
    if (property.today < arrival) {
      throw new AppError("unprocessable", `A no-show can be recorded from the arrival date (${arrival}) on; today at the property is ${property.today}`);
    }
    const now = new Date();
    const policyFee = await reservationFee(tx, property, r, now, "no_show");
    const fee = body.waive_no_show_fee ? 0 : policyFee;
    const refund = Math.max(0, r.paidAmount - fee);
    await changeInventory(tx, propertyId, releaseChanges(r));
    await tx.reservation.update({
      where: { id },
      data: { status: "NO_SHOW", noShowAt: now, cancellationFee: fee, refundAmount: refund, cancelReason: body.reason ?? null },
    });
    const summary = await tx.reservation.findUniqueOrThrow({ where: { id }, select: RESERVATION_LIST_SELECT });
    await emitEvent(tx, propertyId, "reservation.no_show", { reservation: reservationSummary(summary), no_show_fee: toMajor(fee), marked_at: now.toISOString() });
    await auditReservation(tx, {
      actor,
      propertyId,
      reservationId: id,
      action: "reservation.no_show",
      changes: [
        { field: "status", from: r.status, to: "NO_SHOW" },
        { field: "no_show_fee", from: null, to: toMajor(fee) },
        { field: "refund_amount", from: null, to: toMajor(refund) },
      ],
      context: { confirmation_number: r.confirmationNumber, reason: body.reason ?? null, fee_waived: body.waive_no_show_fee, policy_fee: toMajor(policyFee) },
    });
    return reservationDetailToDto(await getReservationRow(propertyId, id, tx));
  });
}
