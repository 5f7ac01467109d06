// Room-type inventory, enforced by the database.
//
// One `inventory_nights` row per (room type, night) carries `sold`: the rooms of that type promised for that night
// by reservations in PENDING, CONFIRMED, CHECKED_IN or CHECKED_OUT. What can still be sold on a night is
//
//   sellable = active rooms of the type
//            − active rooms of the type blocked that night (OUT_OF_ORDER; OUT_OF_SERVICE unless return_to_inventory)
//            − sold
//
// Every write that changes `sold` or blocks a room runs `changeInventory` inside its transaction: it locks the
// affected rows with SELECT … FOR UPDATE in one global order (date, room type id) — so two transactions never wait
// on each other in a cycle — re-reads capacity under the lock, refuses when a night would go below zero, and only
// then moves `sold`. Concurrent bookings for the same nights therefore serialize on these rows and can never
// oversell, whatever the interleaving.
//
// The rows are created on demand by `ensureInventoryRows`, in its own short statement *before* the transaction:
// inserting inside the locking transaction would take row locks out of the global order (a new row is locked by
// its inserter) and could deadlock against a transaction holding an older row of the same stay.
import type { PrismaClient } from "../db/generated/client";
import type { Tx } from "../db/client";
import { AppError } from "../http/errors";
import { asDateOnly, type DateOnly } from "../rates/dates";

export type NightKey = { roomTypeId: string; date: DateOnly };
/** `delta` > 0 takes rooms (must be sellable), < 0 gives them back. */
export type NightChange = NightKey & { delta: number };

type Client = Tx | PrismaClient;

const keyOf = (k: NightKey) => `${k.date}|${k.roomTypeId}`;

/** Sorted, de-duplicated changes with zero deltas dropped (date asc, then room type id asc: the lock order). */
export function normalizeChanges(changes: readonly NightChange[]): NightChange[] {
  const acc = new Map<string, NightChange>();
  for (const c of changes) {
    const k = keyOf(c);
    const prev = acc.get(k);
    if (prev) prev.delta += c.delta;
    else acc.set(k, { roomTypeId: c.roomTypeId, date: c.date, delta: c.delta });
  }
  return [...acc.values()].filter((c) => c.delta !== 0).sort(compareKeys);
}

export function compareKeys(a: NightKey, b: NightKey): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  return a.roomTypeId < b.roomTypeId ? -1 : a.roomTypeId > b.roomTypeId ? 1 : 0;
}

/** Creates missing rows (sold = 0). Run OUTSIDE the transaction that locks them (see the header). */
export async function ensureInventoryRows(client: Client, propertyId: string, keys: readonly NightKey[]): Promise<void> {
  if (keys.length === 0) return;
  const sorted = [...new Map(keys.map((k) => [keyOf(k), k])).values()].sort(compareKeys);
  await client.$executeRaw`
    INSERT INTO inventory_nights (property_id, room_type_id, date, sold)
    SELECT ${propertyId}::uuid, k.room_type_id, k.date, 0
      FROM unnest(${sorted.map((k) => k.roomTypeId)}::uuid[], ${sorted.map((k) => k.date)}::date[]) WITH ORDINALITY AS k(room_type_id, date, ord)
     ORDER BY k.ord
    ON CONFLICT (room_type_id, date) DO NOTHING`;
}

export type NightCapacity = NightKey & { capacity: number; sold: number };

/**
 * Capacity (active rooms minus blocked ones) and sold for each (room type, night) in [from, to) of the given types.
 * Read-only; under `changeInventory`'s locks it is exact, elsewhere it is a snapshot.
 */
export async function nightCapacities(client: Client, propertyId: string, roomTypeIds: readonly string[], from: DateOnly, to: DateOnly): Promise<NightCapacity[]> {
  if (roomTypeIds.length === 0 || from >= to) return [];
  const rows = await client.$queryRaw<{ room_type_id: string; date: Date; capacity: number; sold: number }[]>`
    WITH nights AS (
      SELECT d::date AS date FROM generate_series(${from}::date, ${to}::date - 1, interval '1 day') AS d
    ), types AS (
      SELECT unnest(${[...roomTypeIds]}::uuid[]) AS id
    ), cap AS (
      SELECT r.room_type_id, count(*)::int AS n
        FROM rooms r
       WHERE r.property_id = ${propertyId}::uuid AND r.is_active AND r.room_type_id IN (SELECT id FROM types)
       GROUP BY r.room_type_id
    ), blk AS (
      SELECT r.room_type_id, n.date, count(DISTINCT b.room_id)::int AS c
        FROM room_blocks b
        JOIN rooms r ON r.id = b.room_id
        JOIN nights n ON n.date >= b.from_date AND n.date < b.to_date
       WHERE b.property_id = ${propertyId}::uuid AND b.released_at IS NULL AND r.is_active
         AND (b.kind = 'OUT_OF_ORDER' OR NOT b.return_to_inventory)
         AND b.from_date < ${to}::date AND b.to_date > ${from}::date
         AND r.room_type_id IN (SELECT id FROM types)
       GROUP BY r.room_type_id, n.date
    )
    SELECT t.id AS room_type_id, n.date,
           (coalesce(cap.n, 0) - coalesce(blk.c, 0))::int AS capacity,
           coalesce(i.sold, 0)::int AS sold
      FROM types t
     CROSS JOIN nights n
      LEFT JOIN cap ON cap.room_type_id = t.id
      LEFT JOIN blk ON blk.room_type_id = t.id AND blk.date = n.date
      LEFT JOIN inventory_nights i ON i.room_type_id = t.id AND i.date = n.date
     ORDER BY n.date, t.id`;
  return rows.map((r) => ({ roomTypeId: r.room_type_id, date: asDateOnly(r.date), capacity: Number(r.capacity), sold: Number(r.sold) }));
}

/** Locks the rows of `keys` in the global order. Returns how many rows were locked. */
async function lockRows(tx: Tx, keys: readonly NightKey[]): Promise<number> {
  const rows = await tx.$queryRaw<{ n: number }[]>`
    SELECT 1 AS n FROM inventory_nights i
      JOIN unnest(${keys.map((k) => k.roomTypeId)}::uuid[], ${keys.map((k) => k.date)}::date[]) AS k(room_type_id, date)
        ON i.room_type_id = k.room_type_id AND i.date = k.date
     ORDER BY i.date, i.room_type_id
       FOR UPDATE OF i`;
  return rows.length;
}

export type ShortNight = { room_type_id: string; date: DateOnly; requested: number; sellable: number };

/**
 * Applies `changes` to `sold` under row locks, inside `tx`. Refuses the whole set with 422 `no_availability` when a
 * night with a positive delta lacks sellable rooms (details name each short room type and night).
 * Nights the caller also releases in the same call (a date change) are netted first.
 */
export async function changeInventory(tx: Tx, propertyId: string, changes: readonly NightChange[]): Promise<void> {
  const net = normalizeChanges(changes);
  if (net.length === 0) return;
  const locked = await lockRows(tx, net);
  if (locked < net.length) {
    // A row was never created (the caller skipped ensureInventoryRows) or vanished: create it now, then lock again.
    // Rare path; it may wait on other bookings but takes its locks after the insert, in order.
    await ensureInventoryRows(tx, propertyId, net);
    await lockRows(tx, net);
  }
  const taking = net.filter((c) => c.delta > 0);
  if (taking.length > 0) {
    const dates = taking.map((c) => c.date).sort();
    const typeIds = [...new Set(taking.map((c) => c.roomTypeId))];
    const caps = await nightCapacities(tx, propertyId, typeIds, dates[0], addOneDay(dates[dates.length - 1]));
    const byKey = new Map(caps.map((c) => [keyOf(c), c]));
    const short: ShortNight[] = [];
    for (const c of taking) {
      const cap = byKey.get(keyOf(c));
      const sellable = cap ? cap.capacity - cap.sold : 0;
      if (sellable < c.delta) short.push({ room_type_id: c.roomTypeId, date: c.date, requested: c.delta, sellable: Math.max(0, sellable) });
    }
    if (short.length > 0) throw noAvailability(short);
  }
  await tx.$executeRaw`
    UPDATE inventory_nights i
       SET sold = i.sold + k.delta
      FROM unnest(${net.map((c) => c.roomTypeId)}::uuid[], ${net.map((c) => c.date)}::date[], ${net.map((c) => c.delta)}::int[]) AS k(room_type_id, date, delta)
     WHERE i.room_type_id = k.room_type_id AND i.date = k.date`;
}

/**
 * Before taking one room of a type out of inventory for `nights` (an out-of-order period): lock those nights in the
 * global order and refuse (409 conflict) when a night already has every remaining room sold — the block would
 * overbook. Runs in the blocking transaction, which then inserts the block while still holding the locks.
 */
export async function assertCapacityCanShrink(tx: Tx, propertyId: string, roomTypeId: string, nights: readonly DateOnly[]): Promise<void> {
  if (nights.length === 0) return;
  const keys = nights.map((date) => ({ roomTypeId, date, delta: 0 })).sort(compareKeys);
  const locked = await lockRows(tx, keys);
  if (locked < keys.length) {
    await ensureInventoryRows(tx, propertyId, keys);
    await lockRows(tx, keys);
  }
  const caps = await nightCapacities(tx, propertyId, [roomTypeId], keys[0].date, addOneDay(keys[keys.length - 1].date));
  const wanted = new Set(nights);
  const short = caps.filter((c) => wanted.has(c.date) && c.capacity - 1 < c.sold);
  if (short.length > 0) {
    throw new AppError("conflict", "Taking this room out of inventory would overbook its room type", {
      details: short.slice(0, 31).map((c) => ({
        field: "from_date",
        message: `${c.date}: ${c.sold} room(s) sold of ${c.capacity} sellable; blocking one more would oversell`,
      })),
    });
  }
}

export function noAvailability(short: readonly ShortNight[]): AppError {
  return new AppError("no_availability", undefined, {
    details: short.slice(0, 31).map((s) => ({
      field: "rooms",
      message: `room type ${s.room_type_id}: ${s.sellable} of ${s.requested} requested room(s) sellable on ${s.date}`,
    })),
  });
}

function addOneDay(date: DateOnly): DateOnly {
  const d = new Date(`${date}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** The nights a stay in one room takes, as changes of +1 (or `sign` = -1 to release). */
export function stayChanges(roomTypeId: string, nights: readonly DateOnly[], sign: 1 | -1 = 1): NightChange[] {
  return nights.map((date) => ({ roomTypeId, date, delta: sign }));
}
