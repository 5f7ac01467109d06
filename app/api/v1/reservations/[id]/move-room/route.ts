import { hasPermission } from "@/lib/auth/permissions";
import { actorOf, v1Route } from "@/lib/http/route";
import { moveRoom } from "@/lib/reservations/move-room";
import { ZMoveRoomBody, ZReservationDetail, ZReservationIdParams } from "@/lib/reservations/schemas";

export const POST = v1Route({
  operationId: "moveReservationRoom",
  summary: "Move an in-house guest to another room",
  description: [
    "CHECKED_IN only. `reservation_room_id` is required when the reservation has several rooms. The new room passes the check-in checks (vacant, in service until departure, not assigned to another stay, CLEAN or INSPECTED unless a manager sets `override_room_status`).",
    "The old room becomes VACANT + DIRTY, the new one OCCUPIED. Moving to another room type keeps the booked rate and moves the remaining nights' inventory to the new type (422 `no_availability` if it has none to spare). Records guest.room_changed and room.status_changed for both rooms.",
  ].join("\n\n"),
  tags: ["Reservations"],
  permission: "reservations.check_in",
  params: ZReservationIdParams,
  body: ZMoveRoomBody,
  response: ZReservationDetail,
  errors: ["invalid_state", "conflict", "no_availability"],
  handler: (ctx) =>
    moveRoom({
      propertyId: ctx.propertyId,
      actor: actorOf(ctx),
      id: ctx.params.id,
      body: ctx.body,
      canOverride: hasPermission(ctx.principal.roles, "reservations.override"),
    }),
});
