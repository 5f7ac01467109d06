import { z } from "zod";
import { EVENT_TYPES } from "../events/event-types";
import { ZCursor, ZLimit } from "../http/pagination";
import { ZId } from "../http/validation";

export const WEBHOOK_STATUSES = ["ACTIVE", "PAUSED"] as const;

export const ZWebhookStatus = z
  .enum(WEBHOOK_STATUSES, { error: "must be ACTIVE or PAUSED" })
  .meta({ id: "WebhookStatus", description: "ACTIVE receives events; PAUSED receives nothing (events while paused are not queued for it)" });

export const ZEventName = z.enum(EVENT_TYPES, { error: "must be one of the 17 event names (see Webhooks in the API reference)" });

const ZWebhookUrl = z
  .string({ error: "must be a string" })
  .trim()
  .min(1, "Required")
  .max(2048, "must be at most 2048 characters")
  .meta({ description: "HTTPS URL that resolves to a public address", example: "https://hooks.example.com/innkeep" });

// The length checks sit behind a pipe so that a non-array gets one clear message (zod would otherwise also apply
// them to a string's length).
const ZEvents = z
  .array(ZEventName, { error: "must be an array of event names" })
  .pipe(z.array(ZEventName).min(1, "must name at least one event").max(EVENT_TYPES.length, `must name at most ${EVENT_TYPES.length} events`))
  .transform((xs) => [...new Set(xs)]);

const ZSecret = z
  .string({ error: "must be a string" })
  .min(16, "must be at least 16 characters")
  .max(256, "must be at most 256 characters")
  .meta({ description: "Write-only HMAC key for X-Svc-Signature; stored encrypted, never returned", writeOnly: true });

export const ZCreateWebhookBody = z
  .object({ url: ZWebhookUrl, events: ZEvents, secret: ZSecret, status: ZWebhookStatus.optional() })
  .meta({ id: "CreateWebhookBody" });
export type TCreateWebhookBody = z.output<typeof ZCreateWebhookBody>;

export const ZUpdateWebhookBody = z
  .object({
    url: ZWebhookUrl.optional(),
    events: ZEvents.optional(),
    secret: ZSecret.optional().meta({ description: "A new secret (rotation); takes effect for the next attempt" }),
    status: ZWebhookStatus.optional().meta({ description: "PAUSED pauses; ACTIVE resumes (from events created after the resume)" }),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: "give at least one of url, events, secret, status", path: ["body"] })
  .meta({ id: "UpdateWebhookBody" });
export type TUpdateWebhookBody = z.output<typeof ZUpdateWebhookBody>;

export const ZWebhookSubscription = z
  .object({
    id: z.string(),
    url: z.string(),
    events: z.array(z.string()),
    status: ZWebhookStatus,
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "WebhookSubscription", description: "The secret is write-only and never returned." });

export const ZWebhookIdParams = z.object({ id: ZId });

export const ZTestWebhookBody = z.object({ event_type: ZEventName }).meta({ id: "TestWebhookBody" });

export const ZTestDelivery = z
  .object({
    delivery_id: z.string(),
    event_id: z.string(),
    event_type: z.string(),
    status: z.literal("PENDING"),
  })
  .meta({ id: "TestDelivery", description: "The sample event is queued and sent through the normal delivery path; its attempts appear in the logs." });

export const ZDeliveryLogEntry = z
  .object({
    id: z.string(),
    delivery_id: z.string(),
    event_id: z.string(),
    event_type: z.string(),
    status: z.enum(["SUCCESS", "FAILED"]),
    response_code: z.number().int().nullable().meta({ description: "null when no HTTP response arrived (timeout, connection error, refused address)" }),
    response_time_ms: z.number().int(),
    error: z.string().optional(),
    retry_count: z.number().int().meta({ description: "0 for the first attempt, 4 for the fifth" }),
    created_at: z.string(),
  })
  .meta({ id: "WebhookDeliveryLogEntry" });

export const ZDeliveryLogQuery = z.object({
  cursor: ZCursor,
  limit: ZLimit,
  status: z.enum(["SUCCESS", "FAILED"], { error: "must be SUCCESS or FAILED" }).optional(),
  event_id: ZId.optional(),
});
export type TDeliveryLogQuery = z.output<typeof ZDeliveryLogQuery>;
