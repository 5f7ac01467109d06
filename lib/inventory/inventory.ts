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
// The rows are created on demand, in their own short statement OUTSIDE the locking transaction: inserting inside it
// would take row locks out of the global order (a new row is locked by its inserter) and could deadlock against a
// transaction holding an older row of the same stay. So a transaction that finds a row missing aborts with
// MissingInventoryRows; `inventoryTransaction` creates the rows (ensureInventoryRows) and runs it again. Rows are
// never deleted, so this happens once per room type and night.
import type { PrismaClient } from "../db/generated/client";
import { db, type Tx } from "../db/client";
import { writeTransaction, type TransactionOptions } from "../db/transaction";
import { AppError } from "../http/errors";
import type { DateOnly } from "../rates/dates";

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

export class MissingInventoryRows extends Error {
  constructor(
    readonly propertyId: string,
    readonly keys: NightKey[],
  ) {
    super(`${keys.length} inventory night row(s) missing`);
  }
}

/** A write transaction that takes inventory locks: creates missing night rows outside it and retries (see header). */
export function inventoryTransaction<T>(fn: (tx: Tx) => Promise<T>, opts: TransactionOptions = {}): Promise<T> {
  return writeTransaction(fn, {
    ...opts,
    recover: async (e) => {
      if (!(e instanceof MissingInventoryRows)) return false;
      await ensureInventoryRows(db(), e.propertyId, e.keys);
      return true;
    },
  });
}

export type NightCapacity = NightKey & { capacity: number; sold: number };

/**
 * Capacity of each (room type, night) in [from, to): active rooms of the type minus the active rooms blocked that
 * night (out of order, or out of service without return to inventory). Two small statements and arithmetic here:
 * a single aggregate over generated nights costs more to plan than to run, and this runs inside every booking.
 */
export async function nightCapacity(client: Client, propertyId: string, roomTypeIds: readonly string[], from: DateOnly, to: DateOnly): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (roomTypeIds.length === 0 || from >= to) return out;
  const types = [...roomTypeIds];
  // One statement, two simple parts: active rooms per type, then the unreleased blocks taking rooms out.
  const rows = await client.$queryRaw<{ room_type_id: string; room_id: string | null; n: number; from_date: string | null; to_date: string | null }[]>`
    SELECT room_type_id, NULL::uuid AS room_id, count(*)::int AS n, NULL::text AS from_date, NULL::text AS to_date
      FROM rooms
     WHERE property_id = ${propertyId}::uuid AND is_active AND room_type_id = ANY(${types}::uuid[])
     GROUP BY room_type_id
    UNION ALL
    SELECT r.room_type_id, b.room_id, 0, b.from_date::text, b.to_date::text
      FROM room_blocks b JOIN rooms r ON r.id = b.room_id
     WHERE b.property_id = ${propertyId}::uuid AND b.released_at IS NULL AND r.is_active
       AND (b.kind = 'OUT_OF_ORDER' OR NOT b.return_to_inventory)
       AND b.from_date < ${to}::date AND b.to_date > ${from}::date AND r.room_type_id = ANY(${types}::uuid[])`;
  const rooms = rows.filter((r) => r.room_id === null);
  const blocks = rows.filter((r) => r.room_id !== null) as { room_type_id: string; room_id: string; from_date: string; to_date: string }[];
  const active = new Map(rooms.map((r) => [r.room_type_id, Number(r.n)]));
  const nights = eachNightBetween(from, to);
  for (const t of types) for (const date of nights) out.set(keyOf({ roomTypeId: t, date }), active.get(t) ?? 0);
  const blockedRooms = new Map<string, Set<string>>();
  for (const b of blocks) {
    for (const date of nights) {
      if (date < b.from_date || date >= b.to_date) continue;
      const k = keyOf({ roomTypeId: b.room_type_id, date });
      let set = blockedRooms.get(k);
      if (!set) blockedRooms.set(k, (set = new Set()));
      set.add(b.room_id);
    }
  }
  for (const [k, set] of blockedRooms) out.set(k, (out.get(k) ?? 0) - set.size);
  return out;
}

/** Capacity and sold for each (room type, night) in [from, to). A snapshot unless the rows are locked. */
export async function nightCapacities(client: Client, propertyId: string, roomTypeIds: readonly string[], from: DateOnly, to: DateOnly): Promise<NightCapacity[]> {
  if (roomTypeIds.length === 0 || from >= to) return [];
  const cap = await nightCapacity(client, propertyId, roomTypeIds, from, to);
  const sold = await client.$queryRaw<{ room_type_id: string; date: string; sold: number }[]>`
    SELECT room_type_id, date::text AS date, sold FROM inventory_nights
     WHERE room_type_id = ANY(${[...roomTypeIds]}::uuid[]) AND date >= ${from}::date AND date < ${to}::date`;
  const soldBy = new Map(sold.map((r) => [keyOf({ roomTypeId: r.room_type_id, date: r.date }), Number(r.sold)]));
  const out: NightCapacity[] = [];
  for (const date of eachNightBetween(from, to)) {
    for (const roomTypeId of [...roomTypeIds].sort()) {
      const k = keyOf({ roomTypeId, date });
      out.push({ roomTypeId, date, capacity: cap.get(k) ?? 0, sold: soldBy.get(k) ?? 0 });
    }
  }
  return out;
}

/** Locks the rows of `keys` in the global order; returns their `sold` (a locked row is read at its latest version). */
async function lockRows(tx: Tx, keys: readonly NightKey[]): Promise<Map<string, number>> {
  const rows = await tx.$queryRaw<{ room_type_id: string; date: string; sold: number }[]>`
    SELECT i.room_type_id, i.date::text AS date, i.sold FROM inventory_nights i
      JOIN unnest(${keys.map((k) => k.roomTypeId)}::uuid[], ${keys.map((k) => k.date)}::date[]) AS k(room_type_id, date)
        ON i.room_type_id = k.room_type_id AND i.date = k.date
     ORDER BY i.date, i.room_type_id
       FOR UPDATE OF i`;
  return new Map(rows.map((r) => [keyOf({ roomTypeId: r.room_type_id, date: r.date }), Number(r.sold)]));
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
  const sold = await lockRows(tx, net);
  if (sold.size < net.length) throw new MissingInventoryRows(propertyId, net.filter((k) => !sold.has(keyOf(k))));
  // Sold comes from the locked rows themselves (their latest committed version). Capacity is read by NEW statements
  // after the locks are held: under READ COMMITTED each statement sees what was committed when it started, so a
  // block that committed while we waited for the locks (blocks take the same locks) is counted.
  const taking = net.filter((c) => c.delta > 0);
  if (taking.length > 0) {
    const dates = taking.map((c) => c.date).sort();
    const typeIds = [...new Set(taking.map((c) => c.roomTypeId))];
    const caps = await nightCapacity(tx, propertyId, typeIds, dates[0], addOneDay(dates[dates.length - 1]));
    const short: ShortNight[] = [];
    for (const c of taking) {
      const k = keyOf(c);
      const sellable = (caps.get(k) ?? 0) - (sold.get(k) ?? 0);
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
  const sold = await lockRows(tx, keys);
  if (sold.size < keys.length) throw new MissingInventoryRows(propertyId, keys.filter((k) => !sold.has(keyOf(k))));
  const caps = await nightCapacity(tx, propertyId, [roomTypeId], keys[0].date, addOneDay(keys[keys.length - 1].date));
  const short = keys
    .map((k) => ({ date: k.date, capacity: caps.get(keyOf(k)) ?? 0, sold: sold.get(keyOf(k)) ?? 0 }))
    .filter((c) => c.capacity - 1 < c.sold);
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

function eachNightBetween(from: DateOnly, to: DateOnly): DateOnly[] {
  const out: DateOnly[] = [];
  for (let d = from; d < to; d = addOneDay(d)) out.push(d);
  return out;
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
