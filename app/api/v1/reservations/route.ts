import { z } from "zod";
import { actorOf, paged, v1Route } from "@/lib/http/route";
import { createReservation } from "@/lib/reservations/create-reservation";
import { listReservations } from "@/lib/reservations/list-reservations";
import { ZCreateReservationBody, ZCreateReservationResult, ZListReservationsQuery, ZReservation } from "@/lib/reservations/schemas";

export const GET = v1Route({
  operationId: "listReservations",
  summary: "List reservations",
  description:
    "Filters combine with AND. Date ranges are inclusive (`arrival_from` ≤ arrival_date ≤ `arrival_to`). `status` and `source` take repeated keys (`status=CONFIRMED&status=PENDING`) or a comma list; an unknown value is a 400. `guest_name`: every word must occur (case-insensitive) in the guest's first or last name. `confirmation_number`: case-insensitive part of the number, spaces ignored. Sorted by arrival date, then id (stable cursor order).",
  tags: ["Reservations"],
  permission: "reservations.read",
  query: ZListReservationsQuery,
  response: z.array(ZReservation),
  paginated: true,
  handler: async (ctx) => paged(await listReservations({ propertyId: ctx.propertyId, query: ctx.query })),
});

export const POST = v1Route({
  operationId: "createReservation",
  summary: "Create a reservation",
  description: [
    "Guest: `guest_id` (an existing guest of the tenant) or `guest` {first_name, last_name, email, phone?}; a `guest` whose email is already known reuses that profile (the existing name is kept, a missing phone is filled in).",
    "Required: arrival_date (today or later at the property), departure_date (after arrival, at most 30 nights), rooms (1–10; each rate plan must sell the room type, and adults/children must fit the type's limits). `source` defaults to DIRECT.",
    "`payment_method` takes a card token only ({type: CREDIT_CARD | DEBIT_CARD | VIRTUAL_CARD, card_token}); a card number is a 400 and is never stored.",
    "Status: CONFIRMED, except OTA and GDS bookings without a payment_method, which start PENDING until POST /reservations/{id}/confirm.",
    "Every room is priced night by night with its rate plan (the same quote as POST /availability) and GST per night. 422 `no_availability` when any requested room type has no sellable room on any night; nothing is written then. Confirmation numbers are 6 characters without look-alikes (no 0/O, 1/I).",
  ].join("\n\n"),
  tags: ["Reservations"],
  permission: "reservations.write",
  body: ZCreateReservationBody,
  response: ZCreateReservationResult,
  status: 201,
  errors: ["no_availability"],
  handler: (ctx) => createReservation({ propertyId: ctx.propertyId, actor: actorOf(ctx), body: ctx.body }),
});
