import { hasPermission } from "@/lib/auth/permissions";
import { v1Route } from "@/lib/http/route";
import { quoteCancellation } from "@/lib/reservations/quote-cancellation";
import { ZReservationIdParams } from "@/lib/reservations/schemas";
import { ZCancellationQuote } from "@/lib/reservations/staff-quote-schemas";

export const GET = v1Route({
  operationId: "quoteReservationCancellation",
  summary: "Preview the cancellation fee",
  description:
    "The fee and refund `POST /reservations/{id}/cancel` would apply at this moment (same rule: each room's rate-plan policy), the free-cancellation deadline when it is still ahead, and whether the caller may waive the fee. Changes nothing. PENDING or CONFIRMED only (409 `invalid_state`).",
  tags: ["Reservations"],
  permission: "reservations.cancel",
  params: ZReservationIdParams,
  response: ZCancellationQuote,
  errors: ["invalid_state"],
  handler: (ctx) => quoteCancellation({ propertyId: ctx.propertyId, id: ctx.params.id, canWaive: hasPermission(ctx.principal.roles, "reservations.override") }),
});
