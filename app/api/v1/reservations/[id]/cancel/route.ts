import { hasPermission } from "@/lib/auth/permissions";
import { actorOf, v1Route } from "@/lib/http/route";
import { cancelReservation } from "@/lib/reservations/cancel-reservation";
import { ZCancellationResult, ZCancelReservationBody, ZReservationIdParams } from "@/lib/reservations/schemas";

export const POST = v1Route({
  operationId: "cancelReservation",
  summary: "Cancel a reservation",
  description: [
    "Allowed from PENDING or CONFIRMED (otherwise 409 `invalid_state`).",
    "Fee per room, by its rate plan: FLEXIBLE plans cancel free until the plan's cut-off (e.g. 24 h) before check-in time on the arrival date in the property's time zone, then the first night (rate + tax) is charged; NON_REFUNDABLE plans charge the whole stay.",
    "`waive_cancellation_fee: true` needs a manager-level role (admin, manager; 403 otherwise). `refund_amount` = paid_amount − cancellation_fee, never negative. The nights return to inventory at once.",
  ].join("\n\n"),
  tags: ["Reservations"],
  permission: "reservations.cancel",
  params: ZReservationIdParams,
  body: ZCancelReservationBody,
  response: ZCancellationResult,
  errors: ["invalid_state"],
  handler: (ctx) =>
    cancelReservation({
      propertyId: ctx.propertyId,
      actor: actorOf(ctx),
      id: ctx.params.id,
      body: ctx.body,
      canWaive: hasPermission(ctx.principal.roles, "reservations.override"),
    }),
});
