import { v1Route } from "@/lib/http/route";
import { roomStatusSummary } from "@/lib/rooms/room-status-summary";
import { ZRoomStatusSummary } from "@/lib/rooms/schemas";

export const GET = v1Route({
  operationId: "getRoomStatusSummary",
  summary: "Room status summary",
  description:
    "Counts over the property's active rooms as they are today. `by_status` counts the four combined values (rooms out of order or out of service are counted only in `out_of_order` / `out_of_service`). `available` is what can still be sold for tonight, summed over room types (POST /availability for a one-night stay). `by_room_type` maps each active room type id to its active rooms, vacant and occupied counts.",
  tags: ["Rooms"],
  permission: "rooms.read",
  response: ZRoomStatusSummary,
  handler: (ctx) => roomStatusSummary({ propertyId: ctx.propertyId }),
});
