import { z } from "zod";
import { v1Route } from "@/lib/http/route";
import { listReservationHistory } from "@/lib/reservations/list-reservation-history";
import { ZReservationIdParams } from "@/lib/reservations/schemas";
import { ZReservationHistoryEntry } from "@/lib/reservations/staff-quote-schemas";

export const GET = v1Route({
  operationId: "getReservationHistory",
  summary: "History of changes of a reservation",
  description:
    "Every recorded change (creation, date or request changes, confirmation, check-in, room moves, cancellation, no-show), newest first, at most 500, with who made it. `changes.fields` lists each field as {field, from, to} (dates YYYY-MM-DD, money in major units).",
  tags: ["Reservations"],
  permission: "reservations.read",
  params: ZReservationIdParams,
  response: z.array(ZReservationHistoryEntry),
  handler: (ctx) => listReservationHistory({ propertyId: ctx.propertyId, id: ctx.params.id }),
});
