import { z } from "zod";
import { paged, v1Route } from "@/lib/http/route";
import { listDeliveryLogs } from "@/lib/webhooks/list-delivery-logs";
import { ZDeliveryLogEntry, ZDeliveryLogQuery, ZWebhookIdParams } from "@/lib/webhooks/schemas";

export const GET = v1Route({
  operationId: "listWebhookLogs",
  summary: "Delivery log of a subscription",
  description: "One entry per delivery attempt, newest first. Filters: `status`, `event_id`.",
  tags: ["Webhooks"],
  permission: "webhooks.read",
  params: ZWebhookIdParams,
  query: ZDeliveryLogQuery,
  response: z.array(ZDeliveryLogEntry),
  paginated: true,
  handler: async (ctx) => paged(await listDeliveryLogs({ propertyId: ctx.propertyId, id: ctx.params.id, query: ctx.query })),
});
