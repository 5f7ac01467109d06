// POST /availability. For every active room type that fits the occupancy (adults and children per room against the
// type's limits): available_count = min over the nights of (active rooms − blocked rooms − sold), computed in ONE
// aggregate query, plus a quote per rate plan selling the type. Prices are for `rooms` rooms of that occupancy:
// exactly what POST /reservations would book. `available` is true when some type has `rooms` rooms for every night.
import { db } from "../db/client";
import { validationError } from "../http/errors";
import { toMajor } from "../http/validation";
import { nightsBetween, type DateOnly } from "../rates/dates";
import { divRoundHalfUp } from "../rates/money";
import { loadProperty } from "../properties/settings";
import { occupancyErrors } from "../reservations/price-rooms";
import { loadPricing, plansForType, quote } from "./pricing";
import type { TAvailabilityBody } from "./schemas";

/** Minimum sellable rooms over [from, to) per active room type of the property. */
export async function availableCounts(propertyId: string, from: DateOnly, to: DateOnly): Promise<Map<string, number>> {
  const rows = await db().$queryRaw<{ room_type_id: string; available: number }[]>`
    WITH nights AS (
      SELECT d::date AS date FROM generate_series(${from}::date, ${to}::date - 1, interval '1 day') AS d
    ), cap AS (
      SELECT r.room_type_id, count(*)::int AS n FROM rooms r
       WHERE r.property_id = ${propertyId}::uuid AND r.is_active
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
       WHERE property_id = ${propertyId}::uuid AND date >= ${from}::date AND date < ${to}::date
    )
    SELECT t.id AS room_type_id,
           GREATEST(0, min(coalesce(cap.n, 0) - coalesce(blk.c, 0) - coalesce(sold.sold, 0)))::int AS available
      FROM room_types t
     CROSS JOIN nights n
      LEFT JOIN cap ON cap.room_type_id = t.id
      LEFT JOIN blk ON blk.room_type_id = t.id AND blk.date = n.date
      LEFT JOIN sold ON sold.room_type_id = t.id AND sold.date = n.date
     WHERE t.property_id = ${propertyId}::uuid AND t.is_active
     GROUP BY t.id`;
  return new Map(rows.map((r) => [r.room_type_id, Number(r.available)]));
}

export async function checkAvailability(input: { propertyId: string; body: TAvailabilityBody }) {
  const { propertyId, body } = input;
  const property = await loadProperty(propertyId);
  if (body.arrival_date < property.today) {
    throw validationError("arrival_date", `must not be in the past (today at the property is ${property.today})`);
  }
  const arrival = body.arrival_date;
  const departure = body.departure_date;
  const nights = nightsBetween(arrival, departure);
  const [types, counts, pricing] = await Promise.all([
    db().roomType.findMany({
      where: { propertyId, isActive: true },
      orderBy: [{ sortOrder: "asc" }, { code: "asc" }],
      select: { id: true, code: true, name: true, baseRate: true, maxAdults: true, maxChildren: true, maxOccupancy: true },
    }),
    availableCounts(propertyId, arrival, departure),
    loadPricing(db(), propertyId, property.settings, arrival, departure),
  ]);
  const room_types = types
    .filter((t) => occupancyErrors(t, body.adults, body.children).length === 0)
    .map((t) => ({
      id: t.id,
      code: t.code,
      name: t.name,
      max_adults: t.maxAdults,
      max_children: t.maxChildren,
      max_occupancy: t.maxOccupancy,
      available_count: counts.get(t.id) ?? 0,
      rates: plansForType(pricing, t.id).map((plan) => {
        const q = quote(pricing, { plan, roomType: t, adults: body.adults, arrival, departure });
        return {
          rate_plan_id: plan.id,
          rate_plan_name: plan.name,
          per_night: toMajor(divRoundHalfUp(q.roomTotal, nights)),
          total: toMajor(q.roomTotal * body.rooms),
          taxes: toMajor(q.taxTotal * body.rooms),
          grand_total: toMajor(q.grandTotal * body.rooms),
        };
      }),
    }));
  return {
    available: room_types.some((t) => t.available_count >= body.rooms && t.rates.length > 0),
    arrival_date: arrival,
    departure_date: departure,
    nights,
    currency: property.currency,
    room_types,
  };
}
