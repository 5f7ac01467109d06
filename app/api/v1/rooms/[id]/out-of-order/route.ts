import { z } from "zod";
import { actorOf, v1Route } from "@/lib/http/route";
import { ZId } from "@/lib/http/validation";
import { blockRoom } from "@/lib/rooms/block-room";
import { releaseBlock } from "@/lib/rooms/release-block";
import { ZBlockResult, ZOutOfOrderBody, ZReleaseResult, ZRoomIdParams } from "@/lib/rooms/schemas";

export const POST = v1Route({
  operationId: "markRoomOutOfOrder",
  summary: "Mark a room out of order",
  description: [
    "Required: `reason`, `to_date` (exclusive: the first date the room is usable again). `from_date` defaults to today and must not be in the past; a period is at most 366 nights.",
    "The room leaves sellable inventory for every night of the period, immediately. Refused with 409 `conflict` when the room is assigned to a stay in the period (move the guest first), already blocked for an overlapping period, or when a night of its room type has every remaining room sold (blocking would overbook).",
    "A period starting today sets fo_status and hk_status to OUT_OF_ORDER at once; a later one shows from its first day. When the period ends, the room reads VACANT and DIRTY (cleaned and inspected after maintenance). Records room.out_of_order.",
  ].join("\n\n"),
  tags: ["Rooms"],
  permission: "rooms.block.write",
  params: ZRoomIdParams,
  body: ZOutOfOrderBody,
  response: ZBlockResult,
  status: 201,
  errors: ["conflict", "invalid_state"],
  handler: (ctx) => blockRoom({ propertyId: ctx.propertyId, actor: actorOf(ctx), id: ctx.params.id, kind: "OUT_OF_ORDER", body: ctx.body }),
});

export const DELETE = v1Route({
  operationId: "clearRoomOutOfOrder",
  summary: "Clear a room's out-of-order mark",
  description:
    "Ends the room's current and upcoming out-of-order periods (or only `block_id`). The room returns to sellable inventory at once and, when the period covered today, becomes VACANT + DIRTY. 409 `invalid_state` when there is nothing to clear. Records room.back_in_service.",
  tags: ["Rooms"],
  permission: "rooms.block.write",
  params: ZRoomIdParams,
  query: z.object({ block_id: ZId.optional() }),
  response: ZReleaseResult,
  errors: ["invalid_state"],
  handler: (ctx) => releaseBlock({ propertyId: ctx.propertyId, actor: actorOf(ctx), id: ctx.params.id, kind: "OUT_OF_ORDER", blockId: ctx.query.block_id }),
});
