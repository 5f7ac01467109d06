import { v1Route } from "@/lib/http/route";
import { getRoom } from "@/lib/rooms/get-room";
import { ZRoom, ZRoomIdParams } from "@/lib/rooms/schemas";

export const GET = v1Route({
  operationId: "getRoom",
  summary: "Get a room",
  description: "The room with its status today, `current_guest` when occupied (guest, reservation id, checkout date) and the out-of-order/service period covering today, if any.",
  tags: ["Rooms"],
  permission: "rooms.read",
  params: ZRoomIdParams,
  response: ZRoom,
  handler: (ctx) => getRoom({ propertyId: ctx.propertyId, id: ctx.params.id }),
});
