import { z } from "zod";
import { paged, v1Route } from "@/lib/http/route";
import { listRooms } from "@/lib/rooms/list-rooms";
import { ZListRoomsQuery, ZRoom } from "@/lib/rooms/schemas";

export const GET = v1Route({
  operationId: "listRooms",
  summary: "List rooms",
  description: [
    "Rooms in natural room-number order with their status today. `status` matches the combined status (VACANT_CLEAN, VACANT_DIRTY, OCCUPIED_CLEAN, OCCUPIED_DIRTY, OUT_OF_ORDER, OUT_OF_SERVICE) or the front-office status (VACANT, OCCUPIED, OUT_OF_ORDER, OUT_OF_SERVICE); `status` and `hk_status` accept several values.",
    "Status today is derived: a room with an out-of-order (or out-of-service) period covering today shows fo_status OUT_OF_ORDER (OUT_OF_SERVICE); an out-of-order room's hk_status is OUT_OF_ORDER. Combined status counts INSPECTED as clean and IN_PROGRESS as dirty.",
    "`limit` defaults to 50, at most 500.",
  ].join("\n\n"),
  tags: ["Rooms"],
  permission: "rooms.read",
  query: ZListRoomsQuery,
  response: z.array(ZRoom),
  paginated: true,
  handler: async (ctx) => paged(await listRooms({ propertyId: ctx.propertyId, query: ctx.query })),
});
