import { z } from "zod";
import { actorOf, v1Route } from "@/lib/http/route";
import { ZId } from "@/lib/http/validation";
import { blockRoom } from "@/lib/rooms/block-room";
import { releaseBlock } from "@/lib/rooms/release-block";
import { ZBlockResult, ZOutOfServiceBody, ZReleaseResult, ZRoomIdParams } from "@/lib/rooms/schemas";

export const POST = v1Route({
  operationId: "markRoomOutOfService",
  summary: "Mark a room out of service",
  description: [
    "For work that takes a room off the floor without it being broken (deep cleaning, a minor repair). Fields as for out of order, plus `return_to_inventory` (default false).",
    "`return_to_inventory: false` — the room leaves sellable inventory for the period, like out of order (same overbooking check). `return_to_inventory: true` — the room stays in sellable inventory (the work will be done before a guest needs it); it is still not offered for assignment while the period lasts.",
    "Refused with 409 when the room is assigned to a stay in the period or already blocked. A period covering today sets fo_status OUT_OF_SERVICE (hk_status unchanged); when it ends the room is VACANT again with its housekeeping status. Records room.out_of_order with kind OUT_OF_SERVICE.",
  ].join("\n\n"),
  tags: ["Rooms"],
  permission: "rooms.block.write",
  params: ZRoomIdParams,
  body: ZOutOfServiceBody,
  response: ZBlockResult,
  status: 201,
  errors: ["conflict", "invalid_state"],
  handler: (ctx) => blockRoom({ propertyId: ctx.propertyId, actor: actorOf(ctx), id: ctx.params.id, kind: "OUT_OF_SERVICE", body: ctx.body }),
});

export const DELETE = v1Route({
  operationId: "clearRoomOutOfService",
  summary: "Clear a room's out-of-service mark",
  description:
    "Ends the room's current and upcoming out-of-service periods (or only `block_id`); the room is VACANT again with its housekeeping status. 409 `invalid_state` when there is nothing to clear. Records room.back_in_service.",
  tags: ["Rooms"],
  permission: "rooms.block.write",
  params: ZRoomIdParams,
  query: z.object({ block_id: ZId.optional() }),
  response: ZReleaseResult,
  errors: ["invalid_state"],
  handler: (ctx) => releaseBlock({ propertyId: ctx.propertyId, actor: actorOf(ctx), id: ctx.params.id, kind: "OUT_OF_SERVICE", blockId: ctx.query.block_id }),
});
