// The raw-SQL baseline of POST /availability: one hand-written query computing the same answer — per active room
// type fitting the occupancy, the lowest sellable count over the nights, and per rate plan the room and tax totals
// of one room (base or derived nightly price, weekend nights, dated overrides, GST slab per night). The benchmark
// checks that it agrees with the API before timing both. It runs as a named prepared statement (planned once per
// connection), the best case for hand-written SQL.
export const BASELINE_AVAILABILITY_SQL = `
WITH p AS (
  SELECT $1::uuid AS pid, $2::date AS arr, $3::date AS dep, $4::int AS adults, $5::int AS children
), nights AS (
  SELECT d::date AS date FROM p, generate_series(p.arr, p.dep - 1, interval '1 day') AS d
), types AS (
  SELECT t.id, t.base_rate FROM room_types t, p
   WHERE t.property_id = p.pid AND t.is_active
     AND t.max_adults >= p.adults AND t.max_children >= p.children AND t.max_occupancy >= p.adults + p.children
), cap AS (
  SELECT r.room_type_id, count(*)::int AS n FROM rooms r, p WHERE r.property_id = p.pid AND r.is_active GROUP BY 1
), blk AS (
  SELECT r.room_type_id, n.date, count(DISTINCT b.room_id)::int AS c
    FROM room_blocks b JOIN rooms r ON r.id = b.room_id JOIN nights n ON n.date >= b.from_date AND n.date < b.to_date, p
   WHERE b.property_id = p.pid AND b.released_at IS NULL AND r.is_active AND (b.kind = 'OUT_OF_ORDER' OR NOT b.return_to_inventory)
   GROUP BY 1, 2
), avail AS (
  SELECT t.id AS room_type_id, GREATEST(0, min(coalesce(cap.n, 0) - coalesce(blk.c, 0) - coalesce(i.sold, 0)))::int AS available_count
    FROM types t CROSS JOIN nights n
    LEFT JOIN cap ON cap.room_type_id = t.id
    LEFT JOIN blk ON blk.room_type_id = t.id AND blk.date = n.date
    LEFT JOIN inventory_nights i ON i.room_type_id = t.id AND i.date = n.date
   GROUP BY t.id
), plans AS (
  SELECT rp.id, coalesce(rp.parent_rate_plan_id, rp.id) AS base_id, rp.parent_rate_plan_id IS NOT NULL AS derived,
         rp.derived_percent, rp.derived_amount, rp.derived_per_adult_amount
    FROM rate_plans rp, p WHERE rp.property_id = p.pid AND rp.is_active
), priced AS (
  SELECT t.id AS room_type_id, pl.id AS rate_plan_id, n.date,
         CASE WHEN pl.derived
              THEN GREATEST(0, round(coalesce(o.amount, CASE WHEN extract(dow FROM n.date) IN (5, 6) THEN rr.weekend_rate ELSE rr.weekday_rate END, t.base_rate)
                                     * (100 + pl.derived_percent) / 100.0) + pl.derived_amount + pl.derived_per_adult_amount * (SELECT adults FROM p))
              ELSE coalesce(o.amount, CASE WHEN extract(dow FROM n.date) IN (5, 6) THEN rr.weekend_rate ELSE rr.weekday_rate END, t.base_rate)
         END::bigint AS rate
    FROM types t CROSS JOIN plans pl CROSS JOIN nights n
    LEFT JOIN rate_plan_room_rates rr ON rr.rate_plan_id = pl.base_id AND rr.room_type_id = t.id
    LEFT JOIN rate_overrides o ON o.rate_plan_id = pl.base_id AND o.room_type_id = t.id AND o.date = n.date
), taxed AS (
  -- the applicable slab per priced night: latest valid_from, then highest min_amount (as lib/rates/tax.ts)
  SELECT DISTINCT ON (x.room_type_id, x.rate_plan_id, x.date) x.room_type_id, x.rate_plan_id, x.date, x.rate,
         coalesce(round(x.rate * tr.rate_percent / 100.0), 0)::bigint AS tax
    FROM priced x
    LEFT JOIN tax_rules tr ON tr.property_id = (SELECT pid FROM p) AND tr.applies_to = 'ROOM_NIGHT'
         AND tr.valid_from <= x.date AND (tr.valid_to IS NULL OR tr.valid_to >= x.date)
         AND tr.min_amount <= x.rate AND (tr.max_amount IS NULL OR x.rate <= tr.max_amount)
   ORDER BY x.room_type_id, x.rate_plan_id, x.date, tr.valid_from DESC NULLS LAST, tr.min_amount DESC NULLS LAST
)
SELECT a.room_type_id, a.available_count, t.rate_plan_id, sum(t.rate)::bigint AS room_total, sum(t.tax)::bigint AS tax_total
  FROM avail a JOIN taxed t ON t.room_type_id = a.room_type_id
 GROUP BY a.room_type_id, a.available_count, t.rate_plan_id
 ORDER BY a.room_type_id, t.rate_plan_id`;

export type AvailabilityAsk = { property_id: string; arrival_date: string; departure_date: string; adults?: number; children?: number };

export function baselineParams(b: AvailabilityAsk): unknown[] {
  return [b.property_id, b.arrival_date, b.departure_date, b.adults ?? 1, b.children ?? 0];
}
