import { platformRoute, withMeta } from "@/lib/http/route";
import { frontOfficeList } from "@/lib/reservations/front-office-views";
import { ZFrontOfficeListQuery, ZPlatformReservation, ZPropertyParams } from "@/lib/reservations/schemas";
import { z } from "zod";

export const GET = platformRoute({
  operationId: "listDepartures",
  summary: "Departures for a date",
  description: "Reservations departing on `date` (default: today at the property): PENDING, CONFIRMED, CHECKED_IN or CHECKED_OUT. Sorted by guest last name. Paged with `page`/`limit` (default 20, max 100); `meta` also carries the `date` used.",
  tags: ["Front office (platform)"],
  permission: "reservations.read",
  property: "path",
  params: ZPropertyParams,
  query: ZFrontOfficeListQuery,
  response: z.array(ZPlatformReservation),
  paginated: true,
  handler: async (ctx) => {
    const r = await frontOfficeList({ propertyId: ctx.propertyId, kind: "departures", query: ctx.query });
    return withMeta(r.items, r.meta);
  },
});
