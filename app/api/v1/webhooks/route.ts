import { z } from "zod";
import { actorOf, paged, v1Route } from "@/lib/http/route";
import { ZCursorQuery } from "@/lib/http/pagination";
import { createWebhook } from "@/lib/webhooks/create-webhook";
import { listWebhooks } from "@/lib/webhooks/list-webhooks";
import { ZCreateWebhookBody, ZWebhookSubscription } from "@/lib/webhooks/schemas";

export const GET = v1Route({
  operationId: "listWebhooks",
  summary: "List webhook subscriptions",
  description: "The property's subscriptions, newest first. The secret is never returned.",
  tags: ["Webhooks"],
  permission: "webhooks.read",
  query: ZCursorQuery,
  response: z.array(ZWebhookSubscription),
  paginated: true,
  handler: async (ctx) => paged(await listWebhooks({ propertyId: ctx.propertyId, cursor: ctx.query.cursor, limit: ctx.query.limit })),
});

export const POST = v1Route({
  operationId: "createWebhook",
  summary: "Subscribe a URL to events",
  description:
    "Required: `url` (https, resolving to a public address), `events` (event names), `secret` (16–256 characters, write-only: " +
    "stored encrypted, used to sign every delivery, never returned). The subscription receives events created after it exists.",
  tags: ["Webhooks"],
  permission: "webhooks.write",
  body: ZCreateWebhookBody,
  response: ZWebhookSubscription,
  status: 201,
  handler: (ctx) => createWebhook({ propertyId: ctx.propertyId, actor: actorOf(ctx), body: ctx.body }),
});
