import { z } from "zod";
import { platformRoute, withMeta } from "@/lib/http/route";
import { searchReservations } from "@/lib/reservations/front-office-views";
import { ZPlatformReservation, ZSearchReservationsBody } from "@/lib/reservations/schemas";

export const POST = platformRoute({
  operationId: "searchReservations",
  summary: "Search reservations",
  description:
    "Body: `page`, `limit` (default 20, max 100) and optional filters `status[]`, `source[]`, `arrivalFrom`, `arrivalTo`, `departureFrom`, `departureTo` (inclusive), `guestName`, `confirmationNumber`, `sort` (arrivalDate, -arrivalDate, createdAt, -createdAt). Property from `x-property-id`. Money is `{value, currency}` in minor units.",
  tags: ["Front office (platform)"],
  permission: "reservations.read",
  body: ZSearchReservationsBody,
  response: z.array(ZPlatformReservation),
  paginated: true,
  handler: async (ctx) => {
    const r = await searchReservations({ propertyId: ctx.propertyId, body: ctx.body });
    return withMeta(r.items, r.meta);
  },
});
