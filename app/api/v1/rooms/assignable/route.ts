import { z } from "zod";
import { v1Route } from "@/lib/http/route";
import { assignableRooms } from "@/lib/rooms/assignable-rooms";
import { ZAssignableQuery, ZAssignableRoom } from "@/lib/rooms/schemas";

export const GET = v1Route({
  operationId: "listAssignableRooms",
  summary: "Rooms assignable to a stay, best first",
  description: [
    "Active rooms (of `room_type_id` if given) that no other stay holds on any night from arrival_date to departure_date, with no out-of-order or out-of-service period in that range (even one that keeps the room in sellable inventory), and not occupied now when the stay starts today.",
    "`match_score` = readiness (CLEAN 100, INSPECTED 105, IN_PROGRESS 50, DIRTY 0) + 40 × the share of `preferences` matched, so clean or inspected rooms always rank above dirty ones and, among equally ready rooms, the better match first; ties by room number. Sorted by `match_score`, highest first.",
    "Preferences: HIGH_FLOOR (top third of the room's building), LOW_FLOOR (bottom third), or any room feature such as QUIET, NEAR_ELEVATOR, ACCESSIBLE, SEA_VIEW, CITY_VIEW, BALCONY, BATHTUB, CONNECTING; `preference_matches` lists those the room meets. Unknown preferences match nothing.",
  ].join("\n\n"),
  tags: ["Rooms"],
  permission: "rooms.read",
  query: ZAssignableQuery,
  response: z.array(ZAssignableRoom),
  handler: (ctx) => assignableRooms({ propertyId: ctx.propertyId, query: ctx.query }),
});
