import { v1Route } from "@/lib/http/route";
import { ZTestDelivery, ZTestWebhookBody, ZWebhookIdParams } from "@/lib/webhooks/schemas";
import { sendTestEvent } from "@/lib/webhooks/send-test-event";

export const POST = v1Route({
  operationId: "testWebhook",
  summary: "Send a test event",
  description:
    "Queues a signed sample event of `event_type` for this subscription (also when paused). It is delivered like any event " +
    "(signature, retries, delivery log) with the extra header `X-Svc-Test: true`, and only to this subscription. Answers 202.",
  tags: ["Webhooks"],
  permission: "webhooks.write",
  params: ZWebhookIdParams,
  body: ZTestWebhookBody,
  response: ZTestDelivery,
  status: 202,
  handler: (ctx) => sendTestEvent({ propertyId: ctx.propertyId, id: ctx.params.id, eventType: ctx.body.event_type }),
});
