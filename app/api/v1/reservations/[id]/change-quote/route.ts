import { v1Route } from "@/lib/http/route";
import { quoteDateChange } from "@/lib/reservations/quote-date-change";
import { ZReservationIdParams } from "@/lib/reservations/schemas";
import { ZChangeQuote, ZChangeQuoteBody } from "@/lib/reservations/staff-quote-schemas";

export const POST = v1Route({
  operationId: "quoteReservationDateChange",
  summary: "Price a date change before saving it",
  description: [
    "What `PUT /reservations/{id}` with these dates would book — the same rate plans and occupancy re-priced for the new nights — and whether every added night has a sellable room now. Changes nothing.",
    "Same rules as the update: PENDING or CONFIRMED only (409 `invalid_state`), departure after arrival, at most 30 nights, a new arrival not in the past. Availability is a snapshot: the update checks again under the inventory locks and may still answer 422 `no_availability`.",
  ].join("\n\n"),
  tags: ["Reservations"],
  permission: "reservations.write",
  params: ZReservationIdParams,
  body: ZChangeQuoteBody,
  response: ZChangeQuote,
  errors: ["invalid_state"],
  handler: (ctx) => quoteDateChange({ propertyId: ctx.propertyId, id: ctx.params.id, body: ctx.body }),
});
