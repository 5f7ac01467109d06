// Sample requests for parameterized routes in the isolation walk (lib/testing/isolation.integration.test.ts):
// `params` must name records of the Demo property; the walk calls them with a Harbour-only token.
// `body`/`query` should be valid, so that a 404 comes from property scoping and not from validation.
import { db } from "../db/client";

export type IsolationSample = {
  params: (ids: { demo: string; harbour: string }) => Promise<Record<string, string>>;
  body?: unknown;
  query?: Record<string, string | string[]>;
  /** false: the params are not record ids (e.g. a provider name), so only the 403 check applies */
  foreignIds?: false;
};

export const demoReservationId = async (demo: string) =>
  (await db().reservation.findFirstOrThrow({ where: { propertyId: demo }, select: { id: true } })).id;
export const demoRoomId = async (demo: string) => (await db().room.findFirstOrThrow({ where: { propertyId: demo }, select: { id: true } })).id;

// webhooks (issue 4): a Demo subscription, created directly (no URL checks needed for the walk)
export const demoWebhookId = async (demo: string) => {
  const found = await db().webhookSubscription.findFirst({ where: { propertyId: demo }, select: { id: true } });
  if (found) return found.id;
  const { uuidv7 } = await import("../ids/uuid7");
  const { encryptSecret } = await import("../webhooks/secret-box");
  const id = uuidv7();
  await db().webhookSubscription.create({
    data: { id, propertyId: demo, url: "https://hooks.example.com/demo", events: ["reservation.created"], secretCiphertext: encryptSecret("isolation-walk-secret", id), fromSeq: 0n },
  });
  return id;
};
const webhookParams = async ({ demo }: { demo: string }) => ({ id: await demoWebhookId(demo) });

export const ISOLATION_SAMPLES: Record<string, IsolationSample> = {
  // webhooks (issue 4)
  "GET /api/v1/webhooks/{id}": { params: webhookParams },
  "PUT /api/v1/webhooks/{id}": { params: webhookParams, body: { status: "PAUSED" } },
  "DELETE /api/v1/webhooks/{id}": { params: webhookParams },
  "POST /api/v1/webhooks/{id}/test": { params: webhookParams, body: { event_type: "reservation.created" } },
  "GET /api/v1/webhooks/{id}/logs": { params: webhookParams },
};
