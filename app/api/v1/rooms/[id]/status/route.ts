import { actorOf, v1Route } from "@/lib/http/route";
import { ZRoom, ZRoomIdParams, ZUpdateRoomStatusBody } from "@/lib/rooms/schemas";
import { updateRoomStatus } from "@/lib/rooms/update-room-status";

export const PUT = v1Route({
  operationId: "updateRoomStatus",
  summary: "Set a room's housekeeping status",
  description: [
    "Permitted moves: DIRTY → IN_PROGRESS or CLEAN; IN_PROGRESS → CLEAN or DIRTY; CLEAN → INSPECTED or DIRTY; INSPECTED → DIRTY or CLEAN. Setting the current status again is a no-op (notes may still change).",
    "OUT_OF_ORDER is never set or left here: it follows out-of-order periods (POST/DELETE /rooms/{id}/out-of-order). Anything else is 409 `invalid_state` naming the allowed moves.",
    "The front-office status is not changed here (check-in, room moves and check-out do that); the combined status is derived. Answers the updated room; records room.status_changed.",
  ].join("\n\n"),
  tags: ["Rooms"],
  permission: "rooms.status.write",
  params: ZRoomIdParams,
  body: ZUpdateRoomStatusBody,
  response: ZRoom,
  errors: ["invalid_state"],
  handler: (ctx) => updateRoomStatus({ propertyId: ctx.propertyId, actor: actorOf(ctx), id: ctx.params.id, body: ctx.body }),
});
