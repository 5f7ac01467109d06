// The 17 events in the OpenAPI 3.1 `webhooks` object: what Innkeep POSTs to a subscribed URL, with the envelope,
// each event's `data` schema (lib/events/schemas.ts), an example, the headers and what the answer means.
import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { toEnvelope } from "../events/envelope";
import { EVENT_DESCRIPTIONS } from "../events/descriptions";
import { EVENT_TYPES, type EventType } from "../events/event-types";
import { sampleEventData } from "../events/samples";
import { EVENT_DATA_SCHEMAS } from "../events/schemas";

export const WEBHOOK_EVENTS_TAG = "Webhook events";

const pascal = (type: string) => type.split(/[._]/).map((w) => w[0].toUpperCase() + w.slice(1)).join("");

const HEADERS = z.object({
  "X-Svc-Signature": z.string().meta({ description: "`sha256=` + lowercase hex HMAC-SHA256 of the exact body bytes, keyed with the subscription secret", example: "sha256=5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843" }),
  "X-Svc-Event-Id": z.string().meta({ description: "The event id (same as `id` in the body); deduplicate on it" }),
  "X-Svc-Event-Type": z.string().meta({ description: "The event name (same as `type` in the body)" }),
  "X-Svc-Delivery-Id": z.string().meta({ description: "This delivery (one event to one subscription)" }),
  "X-Svc-Delivery-Attempt": z.string().meta({ description: "1 to 5" }),
  "X-Svc-Test": z.literal("true").optional().meta({ description: "Present on test events sent by POST /webhooks/{id}/test" }),
});

function envelopeSchema(type: EventType) {
  return z
    .object({
      id: z.string().meta({ description: "Event id (UUID); receivers deduplicate on it" }),
      type: z.literal(type),
      created_at: z.string().meta({ description: "When the change happened (ISO 8601, UTC)" }),
      property_id: z.string(),
      data: EVENT_DATA_SCHEMAS[type].meta({ id: `${pascal(type)}EventData` }),
    })
    .meta({ id: `${pascal(type)}Event` });
}

export function eventWebhooks(): ZodOpenApiPathsObject {
  const at = new Date("2030-01-10T08:30:00.000Z");
  return Object.fromEntries(
    EVENT_TYPES.map((type) => [
      type,
      {
        post: {
          operationId: `event_${type.replace(/\./g, "_")}`,
          summary: type,
          description:
            `${EVENT_DESCRIPTIONS[type]}\n\nPOSTed as JSON to every ACTIVE subscription of the property that lists \`${type}\`. ` +
            "Verify `X-Svc-Signature` over the raw body before parsing it. Answer 2xx within 5 seconds; anything else, a timeout or " +
            "a connection error is retried 5 minutes, 30 minutes, 2 hours and 24 hours after the previous failure (5 attempts in " +
            "all), then the delivery is FAILED and an alert is raised. Delivery is at-least-once: deduplicate on `id`.",
          tags: [WEBHOOK_EVENTS_TAG],
          security: [],
          requestParams: { header: HEADERS },
          requestBody: {
            required: true,
            content: {
              "application/json": {
                schema: envelopeSchema(type),
                example: toEnvelope({ id: "0190a0a0-7b3c-7d1e-8f00-123456789abc", type, createdAt: at, propertyId: "0190a0a0-0000-7000-8000-0000000000aa", data: sampleEventData(type, at) }),
              },
            },
          },
          responses: {
            "200": { description: "Any 2xx status within 5 seconds acknowledges the event" },
            "400": { description: "Any other status (4xx, 5xx, 3xx — redirects are not followed), or no answer within 5 seconds: the attempt failed and is retried" },
          },
        },
      },
    ]),
  );
}
