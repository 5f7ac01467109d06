import { actorOf, v1Route } from "@/lib/http/route";
import { deleteWebhook } from "@/lib/webhooks/delete-webhook";
import { getWebhook } from "@/lib/webhooks/get-webhook";
import { ZUpdateWebhookBody, ZWebhookIdParams, ZWebhookSubscription } from "@/lib/webhooks/schemas";
import { updateWebhook } from "@/lib/webhooks/update-webhook";

export const GET = v1Route({
  operationId: "getWebhook",
  summary: "Get a webhook subscription",
  tags: ["Webhooks"],
  permission: "webhooks.read",
  params: ZWebhookIdParams,
  response: ZWebhookSubscription,
  handler: (ctx) => getWebhook({ propertyId: ctx.propertyId, id: ctx.params.id }),
});

export const PUT = v1Route({
  operationId: "updateWebhook",
  summary: "Update a webhook subscription",
  description:
    "Any of `url`, `events`, `secret` (rotation), `status`. `PAUSED` stops deliveries at once (pending retries wait, events " +
    "while paused are not queued); `ACTIVE` resumes with events created from then on. Answers the updated subscription.",
  tags: ["Webhooks"],
  permission: "webhooks.write",
  params: ZWebhookIdParams,
  body: ZUpdateWebhookBody,
  response: ZWebhookSubscription,
  handler: (ctx) => updateWebhook({ propertyId: ctx.propertyId, actor: actorOf(ctx), id: ctx.params.id, body: ctx.body }),
});

export const DELETE = v1Route({
  operationId: "deleteWebhook",
  summary: "Delete a webhook subscription",
  description: "Deletes the subscription, its pending deliveries and its delivery log. Answers 204.",
  tags: ["Webhooks"],
  permission: "webhooks.write",
  params: ZWebhookIdParams,
  status: 204,
  handler: async (ctx) => {
    await deleteWebhook({ propertyId: ctx.propertyId, actor: actorOf(ctx), id: ctx.params.id });
    return null;
  },
});
