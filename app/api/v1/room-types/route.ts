import { z } from "zod";
import { actorOf, v1Route } from "@/lib/http/route";
import { createRoomType } from "@/lib/room-types/create-room-type";
import { listRoomTypes } from "@/lib/room-types/list-room-types";
import { ZCreateRoomTypeBody, ZRoomType } from "@/lib/room-types/schemas";

export const GET = v1Route({
  operationId: "listRoomTypes",
  summary: "List room types",
  description: "All room types of the property, active and inactive, with the number of active rooms of each type.",
  tags: ["Room types"],
  permission: "room_types.read",
  response: z.array(ZRoomType),
  handler: (ctx) => listRoomTypes({ propertyId: ctx.propertyId }),
});

export const POST = v1Route({
  operationId: "createRoomType",
  summary: "Create a room type",
  description: "Required: code (unique per property), name, max_occupancy, max_adults, base_rate. `code` is upper-cased.",
  tags: ["Room types"],
  permission: "room_types.write",
  body: ZCreateRoomTypeBody,
  response: ZRoomType,
  status: 201,
  errors: ["conflict"],
  handler: (ctx) => createRoomType({ propertyId: ctx.propertyId, actor: actorOf(ctx), body: ctx.body }),
});
