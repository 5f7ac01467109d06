// Everything a quote needs, in ONE round trip: the property (time zone, currency, settings), its active room types
// with the lowest sellable count over the stay's nights, and the pricing rows (rate plans, base-plan room rates,
// overrides inside the stay, tax rules valid during it) as JSON. POST /availability and the booking path both price
// from this snapshot with the same code (lib/availability/pricing.ts), so a quote and a booking agree.
//
// Availability is the hottest read of a PMS (channel managers poll it), so it is one statement: the counts come from
// inventory_nights + active rooms + blocks, never from scanning reservations.
import { Prisma, type PrismaClient } from "../db/generated/client";
import { getDb, type Tx } from "../db/client";
import { isTransaction } from "../db/transaction";
import { notFound } from "../http/errors";
import type { DateOnly } from "../rates/dates";
import { todayInTimeZone } from "../rates/time-zone";
import { parseSettings, type PropertyContext } from "../properties/settings";
import type { PricingData, PricingPlan } from "./pricing";

export type SnapshotRoomType = {
  id: string;
  code: string;
  name: string;
  baseRate: number;
  maxAdults: number;
  maxChildren: number;
  maxOccupancy: number;
  isActive: boolean;
  /** lowest sellable rooms over the nights (only when counts were asked for) */
  available: number;
};

export type StaySnapshot = { property: PropertyContext; roomTypes: SnapshotRoomType[]; pricing: PricingData };

type Row = {
  property: { id: string; tenant_id: string; time_zone: string; currency: string; settings: unknown } | null;
  room_types: SnapshotRoomType[] | null;
  plans: PricingPlan[] | null;
  room_rates: { ratePlanId: string; roomTypeId: string; weekdayRate: number; weekendRate: number }[] | null;
  overrides: { ratePlanId: string; roomTypeId: string; date: string; amount: number }[] | null;
  tax_rules: { name: string; appliesTo: string; validFrom: string; validTo: string | null; minAmount: number; maxAmount: number | null; ratePercent: number | string; splitCgstSgst: boolean }[] | null;
};

/**
 * `from`/`to`: the stay's nights [from, to). `counts: false` skips the inventory aggregate (booking prices first and
 * checks inventory under lock afterwards). `allTypes: true` includes inactive room types (a date change keeps a
 * contract made on a type that has since been withdrawn).
 */
export async function loadStaySnapshot(
  client: Tx | PrismaClient,
  propertyId: string,
  from: DateOnly,
  to: DateOnly,
  opts: { counts: boolean; allTypes?: boolean } = { counts: true },
): Promise<StaySnapshot> {
  const sql = snapshotSql(propertyId, from, to, opts);
  // Outside a transaction: a named prepared statement — PostgreSQL plans this statement once per connection instead
  // of on every call (planning costs several times the execution here). Inside one: the transaction's connection.
  const rows = !isTransaction(client) ? await getDb().raw.prepared<Row>("innkeep_stay_snapshot_v1", sql.text, sql.values) : await (client as Tx).$queryRaw<Row[]>(sql);
  return toSnapshot(rows[0]);
}

/** The snapshot statement (exported for EXPLAIN in benchmarks). */
export function snapshotSql(propertyId: string, from: DateOnly, to: DateOnly, opts: { counts: boolean; allTypes?: boolean }): Prisma.Sql {
  return Prisma.sql`
    WITH nights AS (
      SELECT d::date AS date FROM generate_series(${from}::date, ${to}::date - 1, interval '1 day') AS d WHERE ${opts.counts}
    ), cap AS (
      SELECT r.room_type_id, count(*)::int AS n FROM rooms r
       WHERE ${opts.counts} AND r.property_id = ${propertyId}::uuid AND r.is_active
       GROUP BY r.room_type_id
    ), blk AS (
      SELECT r.room_type_id, n.date, count(DISTINCT b.room_id)::int AS c
        FROM room_blocks b
        JOIN rooms r ON r.id = b.room_id
        JOIN nights n ON n.date >= b.from_date AND n.date < b.to_date
       WHERE b.property_id = ${propertyId}::uuid AND b.released_at IS NULL AND r.is_active
         AND (b.kind = 'OUT_OF_ORDER' OR NOT b.return_to_inventory)
         AND b.from_date < ${to}::date AND b.to_date > ${from}::date
       GROUP BY r.room_type_id, n.date
    ), sold AS (
      SELECT room_type_id, date, sold FROM inventory_nights
       WHERE ${opts.counts} AND property_id = ${propertyId}::uuid AND date >= ${from}::date AND date < ${to}::date
    ), counts AS (
      SELECT t.id, GREATEST(0, min(coalesce(cap.n, 0) - coalesce(blk.c, 0) - coalesce(sold.sold, 0)))::int AS available
        FROM room_types t
       CROSS JOIN nights n
        LEFT JOIN cap ON cap.room_type_id = t.id
        LEFT JOIN blk ON blk.room_type_id = t.id AND blk.date = n.date
        LEFT JOIN sold ON sold.room_type_id = t.id AND sold.date = n.date
       WHERE t.property_id = ${propertyId}::uuid AND t.is_active
       GROUP BY t.id
    )
    SELECT
      (SELECT json_build_object('id', p.id, 'tenant_id', p.tenant_id, 'time_zone', p.time_zone, 'currency', p.currency, 'settings', p.settings)
         FROM properties p WHERE p.id = ${propertyId}::uuid) AS property,
      (SELECT json_agg(json_build_object(
                'id', t.id, 'code', t.code, 'name', t.name, 'baseRate', t.base_rate, 'maxAdults', t.max_adults,
                'maxChildren', t.max_children, 'maxOccupancy', t.max_occupancy, 'isActive', t.is_active,
                'available', coalesce(c.available, 0))
              ORDER BY t.sort_order, t.code)
         FROM room_types t LEFT JOIN counts c ON c.id = t.id
        WHERE t.property_id = ${propertyId}::uuid AND (t.is_active OR ${opts.allTypes === true})) AS room_types,
      (SELECT json_agg(json_build_object(
                'id', rp.id, 'code', rp.code, 'name', rp.name, 'parentRatePlanId', rp.parent_rate_plan_id,
                'derivedPercent', rp.derived_percent::text, 'derivedAmount', rp.derived_amount,
                'derivedPerAdultAmount', rp.derived_per_adult_amount, 'cancellationPolicy', rp.cancellation_policy,
                'cancellationCutoffHours', rp.cancellation_cutoff_hours, 'isActive', rp.is_active, 'sortOrder', rp.sort_order)
              ORDER BY rp.sort_order, rp.code)
         FROM rate_plans rp WHERE rp.property_id = ${propertyId}::uuid) AS plans,
      (SELECT json_agg(json_build_object('ratePlanId', rr.rate_plan_id, 'roomTypeId', rr.room_type_id, 'weekdayRate', rr.weekday_rate, 'weekendRate', rr.weekend_rate))
         FROM rate_plan_room_rates rr JOIN rate_plans rp ON rp.id = rr.rate_plan_id
        WHERE rp.property_id = ${propertyId}::uuid) AS room_rates,
      (SELECT json_agg(json_build_object('ratePlanId', o.rate_plan_id, 'roomTypeId', o.room_type_id, 'date', o.date, 'amount', o.amount))
         FROM rate_overrides o JOIN rate_plans rp ON rp.id = o.rate_plan_id
        WHERE rp.property_id = ${propertyId}::uuid AND o.date >= ${from}::date AND o.date < ${to}::date) AS overrides,
      (SELECT json_agg(json_build_object(
                'name', tr.name, 'appliesTo', tr.applies_to, 'validFrom', tr.valid_from, 'validTo', tr.valid_to,
                'minAmount', tr.min_amount, 'maxAmount', tr.max_amount, 'ratePercent', tr.rate_percent::text, 'splitCgstSgst', tr.split_cgst_sgst))
         FROM tax_rules tr
        WHERE tr.property_id = ${propertyId}::uuid AND tr.applies_to = 'ROOM_NIGHT' AND tr.valid_from < ${to}::date
          AND (tr.valid_to IS NULL OR tr.valid_to >= ${from}::date)) AS tax_rules`;
}

function toSnapshot(r: Row | undefined): StaySnapshot {
  if (!r?.property) throw notFound("Property");
  const settings = parseSettings(asJson(r.property.settings));
  const property: PropertyContext = {
    id: r.property.id,
    tenantId: r.property.tenant_id,
    timeZone: r.property.time_zone,
    currency: r.property.currency.trim(),
    settings,
    today: todayInTimeZone(r.property.time_zone),
  };
  const roomRates: PricingData["roomRates"] = new Map();
  for (const x of asJson(r.room_rates) ?? []) {
    let m = roomRates.get(x.ratePlanId);
    if (!m) roomRates.set(x.ratePlanId, (m = new Map()));
    m.set(x.roomTypeId, { weekdayRate: x.weekdayRate, weekendRate: x.weekendRate });
  }
  return {
    property,
    roomTypes: asJson(r.room_types) ?? [],
    pricing: {
      plans: new Map((asJson(r.plans) ?? []).map((p) => [p.id, p])),
      roomRates,
      overrides: asJson(r.overrides) ?? [],
      taxRules: (asJson(r.tax_rules) ?? []).map((t) => ({ ...t, ratePercent: String(t.ratePercent) })),
      weekendNights: settings.weekendNights,
    },
  };
}

/** json columns arrive parsed from one driver and as text from another. */
function asJson<T>(v: T | string): T {
  return typeof v === "string" ? (JSON.parse(v) as T) : v;
}
