import { z } from "zod";
import { paged, v1Route } from "@/lib/http/route";
import { listAlerts } from "@/lib/alerts/list-alerts";
import { ZAlert, ZAlertQuery } from "@/lib/alerts/schemas";

export const GET = v1Route({
  operationId: "listAlerts",
  summary: "List alerts",
  description: "Operational alerts of the property, newest first — e.g. `webhook.delivery_failed` after a delivery's 5th failed attempt.",
  tags: ["Alerts"],
  permission: "alerts.read",
  query: ZAlertQuery,
  response: z.array(ZAlert),
  paginated: true,
  handler: async (ctx) => paged(await listAlerts({ propertyId: ctx.propertyId, query: ctx.query })),
});
