import { v1Route } from "@/lib/http/route";
import { getTapeChart } from "@/lib/tape-chart/get-tape-chart";
import { ZTapeChart, ZTapeChartQuery } from "@/lib/tape-chart/schemas";

export const GET = v1Route({
  operationId: "getTapeChart",
  summary: "Tape chart: rooms × days with stays and blocks",
  description:
    "Every active room against `days` days from `from` (default today at the property, 14 days, at most 31), with the reserved rooms that overlap the window (assigned to a room or not) and the active out-of-order/out-of-service blocks. Cancelled and no-show reservations are left out. Used by the front-desk tape chart.",
  tags: ["Reservations"],
  permission: "reservations.read",
  query: ZTapeChartQuery,
  response: ZTapeChart,
  handler: (ctx) => getTapeChart({ propertyId: ctx.propertyId, query: ctx.query }),
});
