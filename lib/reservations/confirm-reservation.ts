// POST /reservations/:id/confirm: PENDING → CONFIRMED (an OTA/GDS booking that arrived without a card guarantee,
// once the guarantee or the channel's confirmation is in). A card token may be attached on the way.
import type { Actor } from "../audit/record-audit";
import { emitEvent } from "../events/emit-event";
import { auditReservation, type FieldChange } from "./audit";
import { getReservationRow } from "./get-reservation";
import { assertStatus, lockReservation } from "./lock-reservation";
import type { ZConfirmReservationBody } from "./schemas";
import type { z } from "zod";
import { RESERVATION_LIST_SELECT, reservationDetailToDto, reservationSummary } from "./to-dto";
import { writeTransaction } from "../db/transaction";

export async function confirmReservation(input: { propertyId: string; actor: Actor; id: string; body: z.output<typeof ZConfirmReservationBody> }) {
  const { propertyId, id, body, actor } = input;
  return writeTransaction(async (tx) => {
    const r = await lockReservation(tx, propertyId, id);
    assertStatus(r, ["PENDING"], "confirming");
    const now = new Date();
    await tx.reservation.update({
      where: { id },
      data: {
        status: "CONFIRMED",
        confirmedAt: now,
        ...(body.payment_method ? { paymentMethodType: body.payment_method.type, cardToken: body.payment_method.card_token } : {}),
      },
    });
    const changes: FieldChange[] = [{ field: "status", from: "PENDING", to: "CONFIRMED" }];
    if (body.payment_method) changes.push({ field: "payment_method", from: r.paymentMethodType, to: body.payment_method.type });
    const summary = await tx.reservation.findUniqueOrThrow({ where: { id }, select: RESERVATION_LIST_SELECT });
    await emitEvent(tx, propertyId, "reservation.modified", { reservation: reservationSummary(summary), changes });
    await auditReservation(tx, { actor, propertyId, reservationId: id, action: "reservation.confirmed", changes, context: { confirmation_number: r.confirmationNumber } });
    return reservationDetailToDto(await getReservationRow(propertyId, id, tx));
  });
}
