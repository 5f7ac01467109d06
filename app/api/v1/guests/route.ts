import { z } from "zod";
import { v1Route } from "@/lib/http/route";
import { ZGuestMatch, ZGuestSearchQuery } from "@/lib/guests/guest-search-schemas";
import { searchGuests } from "@/lib/guests/search-guests";

export const GET = v1Route({
  operationId: "searchGuests",
  summary: "Find guests",
  description:
    "Guests who have a reservation at this property whose first name, last name, email or phone contain every word of `search` (case-insensitive), sorted by name; `limit` default 10, at most 50. Guest profiles are shared across the tenant's properties, but each property only finds its own guests.",
  tags: ["Guests"],
  permission: "guests.read",
  query: ZGuestSearchQuery,
  response: z.array(ZGuestMatch),
  handler: (ctx) => searchGuests({ propertyId: ctx.propertyId, query: ctx.query }),
});
