import { platformRoute, withMeta } from "@/lib/http/route";
import { frontOfficeList } from "@/lib/reservations/front-office-views";
import { ZFrontOfficeListQuery, ZPlatformReservation, ZPropertyParams } from "@/lib/reservations/schemas";
import { z } from "zod";

export const GET = platformRoute({
  operationId: "listInHouse",
  summary: "In-house guests for a date",
  description: "Today: every CHECKED_IN reservation (overstays included). A past date: CHECKED_IN/CHECKED_OUT stays covering that night. A future date: the forecast house — PENDING, CONFIRMED and CHECKED_IN stays covering that night. Sorted by guest last name. Paged with `page`/`limit` (default 20, max 100); `meta` also carries the `date` used.",
  tags: ["Front office (platform)"],
  permission: "reservations.read",
  property: "path",
  params: ZPropertyParams,
  query: ZFrontOfficeListQuery,
  response: z.array(ZPlatformReservation),
  paginated: true,
  handler: async (ctx) => {
    const r = await frontOfficeList({ propertyId: ctx.propertyId, kind: "in-house", query: ctx.query });
    return withMeta(r.items, r.meta);
  },
});
