import { hasPermission } from "@/lib/auth/permissions";
import { actorOf, v1Route } from "@/lib/http/route";
import { markNoShow } from "@/lib/reservations/mark-no-show";
import { ZNoShowBody, ZReservationDetail, ZReservationIdParams } from "@/lib/reservations/schemas";

export const POST = v1Route({
  operationId: "markReservationNoShow",
  summary: "Record a no-show",
  description: [
    "PENDING or CONFIRMED → NO_SHOW, on or after the arrival date in the property's time zone (422 before it).",
    "Fee per room by its rate plan: FLEXIBLE → the first night (rate + tax), NON_REFUNDABLE → the whole stay; stored as `cancellation_fee`, with `refund_amount` = paid − fee (never negative). `waive_no_show_fee: true` needs a manager-level role. The nights return to inventory. Records reservation.no_show.",
  ].join("\n\n"),
  tags: ["Reservations"],
  permission: "reservations.cancel",
  params: ZReservationIdParams,
  body: ZNoShowBody,
  response: ZReservationDetail,
  errors: ["invalid_state", "unprocessable"],
  handler: (ctx) =>
    markNoShow({
      propertyId: ctx.propertyId,
      actor: actorOf(ctx),
      id: ctx.params.id,
      body: ctx.body,
      canWaive: hasPermission(ctx.principal.roles, "reservations.override"),
    }),
});
