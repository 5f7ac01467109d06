// The demo tenant: two properties, staff and API clients, ~120 rooms, a few weeks of reservations around today.
// Runs on the first start of an empty database (lib/server/boot.ts), from `npm run db:seed`, and for the test
// template. Idempotent: when the tenant exists nothing is written.
import type { Tx } from "../../lib/db/client";
import type { PrismaClient } from "../../lib/db/generated/client";
import { hashSecret } from "../../lib/auth/passwords";
import { isDateOnly } from "../../lib/rates/dates";
import { todayInTimeZone } from "../../lib/rates/time-zone";
import { API_CLIENTS, DEMO_HOTEL, DEMO_PASSWORD, DEMO_TENANT_NAME } from "./catalog";
import { buildSeedRows } from "./build";
import type { SeedRows } from "./rows";
import { recomputeInventory } from "./inventory";

// Any constant will do; it only has to be the same for every process that seeds.
const SEED_LOCK_KEY = 72_707_370;

export type SeedDemoOptions = {
  /** The property's "today" as YYYY-MM-DD; defaults to today in Asia/Kolkata. Dates of all data are relative to it. */
  today?: string;
};

export type SeedDemoResult = { created: boolean; counts?: Record<string, number> };

export async function seedDemo(prisma: PrismaClient, opts: SeedDemoOptions = {}): Promise<SeedDemoResult> {
  const today = opts.today ?? todayInTimeZone(DEMO_HOTEL.timeZone);
  if (!isDateOnly(today)) throw new RangeError(`today must be YYYY-MM-DD, got ${JSON.stringify(today)}`);
  // Cheap check first: argon2 hashing costs more than the check, and a seeded database is the common case.
  if (await demoTenantExists(prisma)) return { created: false };

  const [passwordHash, ...secretHashes] = await Promise.all([
    hashSecret(DEMO_PASSWORD),
    ...API_CLIENTS.map((c) => hashSecret(c.secret)),
  ]);
  const rows = buildSeedRows({
    today,
    passwordHash,
    clientSecretHashes: Object.fromEntries(API_CLIENTS.map((c, i) => [c.clientId, secretHashes[i]])),
  });

  return prisma.$transaction(
    async (tx) => {
      // Two processes starting on one empty PostgreSQL database: the second waits here, then sees the tenant.
      await tx.$executeRawUnsafe(`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
      if (await demoTenantExists(tx)) return { created: false };
      await insertRows(tx, rows);
      for (const p of rows.properties) await recomputeInventory(tx, p.id as string);
      return { created: true, counts: countsOf(rows) };
    },
    // PGlite runs the whole seed on one connection; the default 5 s interactive-transaction timeout is too tight
    // for slow CI machines.
    { maxWait: 60_000, timeout: 120_000 },
  );
}

type Client = Pick<PrismaClient, "tenant">;

async function demoTenantExists(db: Client): Promise<boolean> {
  return (await db.tenant.findFirst({ where: { name: DEMO_TENANT_NAME }, select: { id: true } })) !== null;
}

// Inside `$transaction(async (tx) => …)` only `tx` may be used: on PGlite the outer client would wait for the
// single connection the transaction holds.
async function insertRows(tx: Tx, rows: SeedRows): Promise<void> {
  await tx.tenant.create({ data: rows.tenant });
  await tx.property.createMany({ data: rows.properties });
  await tx.user.createMany({ data: rows.users });
  await tx.userProperty.createMany({ data: rows.userProperties });
  await tx.apiClient.createMany({ data: rows.apiClients });
  await tx.apiClientProperty.createMany({ data: rows.apiClientProperties });
  await tx.roomType.createMany({ data: rows.roomTypes });
  await tx.room.createMany({ data: rows.rooms });
  await tx.roomBlock.createMany({ data: rows.roomBlocks });
  // Base plans precede derived ones in the array; one INSERT checks the parent reference at statement end anyway.
  await tx.ratePlan.createMany({ data: rows.ratePlans });
  await tx.ratePlanRoomRate.createMany({ data: rows.ratePlanRoomRates });
  await tx.rateOverride.createMany({ data: rows.rateOverrides });
  await tx.taxRule.createMany({ data: rows.taxRules });
  await tx.guest.createMany({ data: rows.guests });
  await tx.reservation.createMany({ data: rows.reservations });
  await tx.reservationRoom.createMany({ data: rows.reservationRooms });
  await tx.reservationRoomNight.createMany({ data: rows.reservationRoomNights });
}

function countsOf(rows: SeedRows): Record<string, number> {
  return Object.fromEntries(
    Object.entries(rows).map(([k, v]) => [k, Array.isArray(v) ? v.length : 1]),
  );
}
