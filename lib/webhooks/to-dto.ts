import type { z } from "zod";
import type { ZDeliveryLogEntry, ZWebhookSubscription } from "./schemas";

// Only these columns are ever selected for a response: the secret's ciphertext never leaves the services.
export const SUBSCRIPTION_SELECT = { id: true, url: true, events: true, status: true, createdAt: true, updatedAt: true } as const;

export function subscriptionToDto(s: { id: string; url: string; events: string[]; status: string; createdAt: Date; updatedAt: Date }): z.output<typeof ZWebhookSubscription> {
  return { id: s.id, url: s.url, events: s.events, status: s.status as "ACTIVE" | "PAUSED", created_at: s.createdAt.toISOString(), updated_at: s.updatedAt.toISOString() };
}

export function logEntryToDto(a: {
  id: string;
  deliveryId: string;
  eventId: string;
  eventType: string;
  status: string;
  responseCode: number | null;
  responseTimeMs: number;
  error: string | null;
  attempt: number;
  createdAt: Date;
}): z.output<typeof ZDeliveryLogEntry> {
  return {
    id: a.id,
    delivery_id: a.deliveryId,
    event_id: a.eventId,
    event_type: a.eventType,
    status: a.status as "SUCCESS" | "FAILED",
    response_code: a.responseCode,
    response_time_ms: a.responseTimeMs,
    ...(a.error ? { error: a.error } : {}),
    retry_count: a.attempt - 1,
    created_at: a.createdAt.toISOString(),
  };
}
