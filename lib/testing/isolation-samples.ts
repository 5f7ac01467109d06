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

const reservationId = async ({ demo }: { demo: string }) => ({ id: await demoReservationId(demo) });
const roomId = async ({ demo }: { demo: string }) => ({ id: await demoRoomId(demo) });
const noIds = { params: async () => ({}), foreignIds: false } as const;

export const ISOLATION_SAMPLES: Record<string, IsolationSample> = {
  // --- front office (issue 3) ---
  "GET /api/v1/reservations/{id}": { params: reservationId },
  "PUT /api/v1/reservations/{id}": { params: reservationId, body: { special_requests: "Late arrival" } },
  "POST /api/v1/reservations/{id}/cancel": { params: reservationId, body: { reason: "isolation walk" } },
  "POST /api/v1/reservations/{id}/confirm": { params: reservationId, body: {} },
  "POST /api/v1/reservations/{id}/check-in": { params: reservationId, body: {} },
  "POST /api/v1/reservations/{id}/no-show": { params: reservationId, body: {} },
  "POST /api/v1/reservations/{id}/move-room": { params: reservationId, body: { room_id: "0190a0a0-0000-7000-8000-000000000000" } },
  "GET /api/v1/rooms/{id}": { params: roomId },
  "PUT /api/v1/rooms/{id}/status": { params: roomId, body: { hk_status: "DIRTY" } },
  "POST /api/v1/rooms/{id}/out-of-order": { params: roomId, body: { reason: "isolation walk", to_date: "2099-01-02" } },
  "DELETE /api/v1/rooms/{id}/out-of-order": { params: roomId },
  "POST /api/v1/rooms/{id}/out-of-service": { params: roomId, body: { reason: "isolation walk", to_date: "2099-01-02" } },
  "DELETE /api/v1/rooms/{id}/out-of-service": { params: roomId },
  "GET /api/properties/{propertyId}/arrivals": noIds,
  "GET /api/properties/{propertyId}/departures": noIds,
  "GET /api/properties/{propertyId}/in-house": noIds,
};

// staff screens (issue 5)
Object.assign(ISOLATION_SAMPLES, {
  "POST /api/v1/reservations/{id}/change-quote": {
    params: async ({ demo }) => ({ id: await demoOpenReservationId(demo) }),
    body: { departure_date: "2099-01-02", arrival_date: "2099-01-01" },
  },
  "GET /api/v1/reservations/{id}/cancellation-quote": { params: async ({ demo }) => ({ id: await demoOpenReservationId(demo) }) },
  "GET /api/v1/reservations/{id}/history": { params: async ({ demo }) => ({ id: await demoReservationId(demo) }) },
} satisfies Record<string, IsolationSample>);

async function demoOpenReservationId(demo: string) {
  return (await db().reservation.findFirstOrThrow({ where: { propertyId: demo, status: "CONFIRMED" }, select: { id: true } })).id;
}

// webhooks (issue 4): a Demo subscription, created directly (no URL checks needed for the walk)
export const demoWebhookId = async (demo: string) => {
  const found = await db().webhookSubscription.findFirst({ where: { propertyId: demo }, select: { id: true } });
  if (found) return found.id;
  const { uuidv7 } = await import("../db/uuid-v7");
  const { encryptSecret } = await import("../webhooks/secret-box");
  const id = uuidv7();
  await db().webhookSubscription.create({
    data: { id, propertyId: demo, url: "https://hooks.example.com/demo", events: ["reservation.created"], secretCiphertext: encryptSecret("isolation-walk-secret", id), fromSeq: 0n },
  });
  return id;
};
const webhookParams = async ({ demo }: { demo: string }) => ({ id: await demoWebhookId(demo) });

Object.assign(ISOLATION_SAMPLES, {
  // webhooks (issue 4)
  "GET /api/v1/webhooks/{id}": { params: webhookParams },
  "PUT /api/v1/webhooks/{id}": { params: webhookParams, body: { status: "PAUSED" } },
  "DELETE /api/v1/webhooks/{id}": { params: webhookParams },
  "POST /api/v1/webhooks/{id}/test": { params: webhookParams, body: { event_type: "reservation.created" } },
  "GET /api/v1/webhooks/{id}/logs": { params: webhookParams },
} satisfies Record<string, IsolationSample>);
