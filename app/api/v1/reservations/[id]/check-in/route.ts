import { hasPermission } from "@/lib/auth/permissions";
import { actorOf, v1Route } from "@/lib/http/route";
import { checkIn } from "@/lib/reservations/check-in";
import { ZCheckInBody, ZReservationDetail, ZReservationIdParams } from "@/lib/reservations/schemas";

export const POST = v1Route({
  operationId: "checkInReservation",
  summary: "Check in",
  description: [
    "CONFIRMED → CHECKED_IN (PENDING must be confirmed first: 409). Allowed from the arrival date until the day before departure, in the property's time zone (422 otherwise: change the dates for an early arrival).",
    "Room per reserved room: `room_id` (one-room reservations) or `rooms[].room_id`; otherwise the room assigned in advance; otherwise the best assignable room of the reserved type (GET /rooms/assignable ranking with the guest's stored preferences).",
    "The room must be of the reserved type, active, vacant, not out of order or out of service during the stay, not assigned to another stay, and CLEAN or INSPECTED — `override_room_status: true` (manager-level roles only) accepts a DIRTY or IN_PROGRESS room. 409 `conflict` names the problem. Rooms become OCCUPIED; records guest.checked_in and room.status_changed per room.",
  ].join("\n\n"),
  tags: ["Reservations"],
  permission: "reservations.check_in",
  params: ZReservationIdParams,
  body: ZCheckInBody,
  response: ZReservationDetail,
  errors: ["invalid_state", "conflict", "unprocessable"],
  handler: (ctx) =>
    checkIn({
      propertyId: ctx.propertyId,
      actor: actorOf(ctx),
      id: ctx.params.id,
      body: ctx.body,
      canOverride: hasPermission(ctx.principal.roles, "reservations.override"),
    }),
});
