import { actorOf, v1Route } from "@/lib/http/route";
import { confirmReservation } from "@/lib/reservations/confirm-reservation";
import { ZConfirmReservationBody, ZReservationDetail, ZReservationIdParams } from "@/lib/reservations/schemas";

export const POST = v1Route({
  operationId: "confirmReservation",
  summary: "Confirm a pending reservation",
  description:
    "PENDING → CONFIRMED (an OTA or GDS booking received without a card guarantee). Optionally attaches a card token as `payment_method`. Any other status is 409 `invalid_state`. Records reservation.modified.",
  tags: ["Reservations"],
  permission: "reservations.write",
  params: ZReservationIdParams,
  body: ZConfirmReservationBody,
  response: ZReservationDetail,
  errors: ["invalid_state"],
  handler: (ctx) => confirmReservation({ propertyId: ctx.propertyId, actor: actorOf(ctx), id: ctx.params.id, body: ctx.body }),
});
