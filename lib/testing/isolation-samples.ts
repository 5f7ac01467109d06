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

export const ISOLATION_SAMPLES: Record<string, IsolationSample> = {};

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

