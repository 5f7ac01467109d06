import { db } from "../db/client";
import { toEnvelope } from "../events/envelope";
import type { EventType } from "../events/event-types";
import { sampleEventData } from "../events/samples";
import { notFound } from "../http/errors";
import { uuidv7 } from "../db/uuid-v7";
import { nudgeWebhookWorkers } from "./worker";

/**
 * Queues a signed sample event of `eventType` for one subscription (paused or not). It goes through the real
 * delivery path — worker, signature, retries, delivery log — but not through the outbox, so no other subscriber
 * and no event-bus consumer sees it.
 */
export async function sendTestEvent(input: { propertyId: string; id: string; eventType: EventType }) {
  const now = new Date();
  const eventId = uuidv7(now.getTime());
  const envelope = toEnvelope({ id: eventId, type: input.eventType, createdAt: now, propertyId: input.propertyId, data: sampleEventData(input.eventType, now) });
  // One statement: the delivery row exists only if the subscription does (and belongs to the property).
  const insert = () => db().$queryRawUnsafe<Array<{ id: string }>>(
    `INSERT INTO webhook_deliveries (id, property_id, subscription_id, event_id, event_type, test_payload, next_attempt_at, created_at, updated_at)
     SELECT $1::uuid, s.property_id, s.id, $2::uuid, $3, $4::jsonb, $5::timestamptz, $5::timestamptz, $5::timestamptz
       FROM webhook_subscriptions s WHERE s.id = $6::uuid AND s.property_id = $7::uuid
     RETURNING id`,
    uuidv7(now.getTime()),
    eventId,
    input.eventType,
    JSON.stringify(envelope),
    now,
    input.id,
    input.propertyId,
  );
  let rows: Array<{ id: string }>;
  try {
    rows = await insert();
  } catch (e) {
    // deleted between the statement's snapshot and its foreign-key check: the same answer as not found
    const gone = (await db().webhookSubscription.count({ where: { id: input.id, propertyId: input.propertyId } })) === 0;
    if (gone) throw notFound("Webhook subscription");
    throw e;
  }
  if (rows.length === 0) throw notFound("Webhook subscription");
  nudgeWebhookWorkers();
  return { delivery_id: rows[0].id, event_id: eventId, event_type: input.eventType, status: "PENDING" as const };
}
