import { platformRoute } from "@/lib/http/route";
import { reservationStats } from "@/lib/reservations/front-office-views";
import { ZReservationStats, ZReservationStatsQuery } from "@/lib/reservations/schemas";

export const GET = platformRoute({
  operationId: "getReservationStats",
  summary: "Reservation counts",
  description:
    "Counts over the full result set of the search filters given as query parameters (same names as POST /api/reservations/search): `byStatus` per status, `total`, and `today` at the property — `arrivals` (the total of today's arrivals list), `arrived` (of those, checked in or out), `departures`, `inHouse`.",
  tags: ["Front office (platform)"],
  permission: "reservations.read",
  query: ZReservationStatsQuery,
  response: ZReservationStats,
  handler: (ctx) => reservationStats({ propertyId: ctx.propertyId, query: ctx.query }),
});
