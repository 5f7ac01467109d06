import { actorOf, v1Route } from "@/lib/http/route";
import { getReservation } from "@/lib/reservations/get-reservation";
import { ZReservationDetail, ZReservationIdParams, ZUpdateReservationBody } from "@/lib/reservations/schemas";
import { updateReservation } from "@/lib/reservations/update-reservation";

export const GET = v1Route({
  operationId: "getReservation",
  summary: "Get a reservation",
  description: "The reservation with its guest, rooms (room type, rate plan, occupancy, assigned room, each night's rate and tax), totals, payments, cancellation data and timestamps.",
  tags: ["Reservations"],
  permission: "reservations.read",
  params: ZReservationIdParams,
  response: ZReservationDetail,
  handler: (ctx) => getReservation({ propertyId: ctx.propertyId, id: ctx.params.id }),
});

export const PUT = v1Route({
  operationId: "updateReservation",
  summary: "Change dates or special requests",
  description: [
    "All fields optional; at least one. New dates apply to every room of the reservation and are allowed only while PENDING or CONFIRMED (otherwise 409 `invalid_state`); the new arrival must not be in the past, the stay at most 30 nights.",
    "A date change re-prices every room with its original rate plan and re-checks availability for the new nights atomically: 422 `no_availability` leaves the reservation unchanged. A room assigned in advance stays assigned if it is free for the new dates.",
    "`special_requests` can change until check-out (null or \"\" clears them). Answers the full reservation.",
  ].join("\n\n"),
  tags: ["Reservations"],
  permission: "reservations.write",
  params: ZReservationIdParams,
  body: ZUpdateReservationBody,
  response: ZReservationDetail,
  errors: ["no_availability", "invalid_state"],
  handler: (ctx) => updateReservation({ propertyId: ctx.propertyId, actor: actorOf(ctx), id: ctx.params.id, body: ctx.body }),
});
