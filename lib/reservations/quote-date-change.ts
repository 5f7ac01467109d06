// POST /reservations/:id/change-quote: what PUT /reservations/:id with new dates would cost, without changing
// anything. It uses the update's own pieces — the same status rule, date checks, re-pricing (priceRooms "reprice":
// booked rate plans and occupancy) and netted inventory changes — so the preview and the saved total agree.
// Availability is a snapshot of the added nights; the PUT re-checks under the night locks.
import { db } from "../db/client";
import { validationError } from "../http/errors";
import { toMajor } from "../http/validation";
import { nightCapacities, normalizeChanges, stayChanges } from "../inventory/inventory";
import { loadProperty } from "../properties/settings";
import { addDays, asDateOnly, eachNight, nightsBetween } from "../rates/dates";
import { getReservationRow } from "./get-reservation";
import { assertStatus } from "./lock-reservation";
import { priceRooms } from "./price-rooms";
import { MAX_STAY_NIGHTS } from "./schemas";
import type { TChangeQuote, TChangeQuoteBody } from "./staff-quote-schemas";

export async function quoteDateChange(input: { propertyId: string; id: string; body: TChangeQuoteBody }): Promise<TChangeQuote> {
  const { propertyId, id, body } = input;
  const property = await loadProperty(propertyId);
  const r = await getReservationRow(propertyId, id);
  assertStatus(r, ["PENDING", "CONFIRMED"], "changing the dates");
  const oldArrival = asDateOnly(r.arrivalDate);
  const oldDeparture = asDateOnly(r.departureDate);
  const arrival = body.arrival_date ?? oldArrival;
  const departure = body.departure_date ?? oldDeparture;
  if (departure <= arrival) throw validationError("departure_date", `must be after arrival_date (${arrival})`);
  if (nightsBetween(arrival, departure) > MAX_STAY_NIGHTS) throw validationError("departure_date", `stay must be at most ${MAX_STAY_NIGHTS} nights`);
  if ((arrival !== oldArrival || departure !== oldDeparture) && arrival < property.today) {
    throw validationError(
      "arrival_date",
      arrival === oldArrival ? `the arrival date ${arrival} has passed: check the guest in or record a no-show` : `must not be in the past (today at the property is ${property.today})`,
    );
  }

  const { priced } = await priceRooms(
    db(),
    propertyId,
    arrival,
    departure,
    r.rooms.map((rr) => ({ roomTypeId: rr.roomType.id, ratePlanId: rr.ratePlan.id, adults: rr.adults, children: rr.children })),
    "reprice",
  );
  const roomAmount = priced.reduce((s, p) => s + p.quote.roomTotal, 0);
  const taxAmount = priced.reduce((s, p) => s + p.quote.taxTotal, 0);

  const oldNights = eachNight(oldArrival, oldDeparture);
  const newNights = eachNight(arrival, departure);
  const taking = normalizeChanges(r.rooms.flatMap((rr) => [...stayChanges(rr.roomType.id, oldNights, -1), ...stayChanges(rr.roomType.id, newNights, 1)])).filter(
    (c) => c.delta > 0,
  );
  const short: TChangeQuote["short_nights"] = [];
  if (taking.length > 0) {
    const dates = taking.map((c) => c.date).sort();
    const caps = await nightCapacities(db(), propertyId, [...new Set(taking.map((c) => c.roomTypeId))], dates[0], addDays(dates[dates.length - 1], 1));
    const byKey = new Map(caps.map((c) => [`${c.roomTypeId}|${c.date}`, c]));
    for (const c of taking) {
      const cap = byKey.get(`${c.roomTypeId}|${c.date}`);
      const sellable = cap ? cap.capacity - cap.sold : 0;
      if (sellable < c.delta) short.push({ room_type_id: c.roomTypeId, date: c.date, requested: c.delta, sellable: Math.max(0, sellable) });
    }
  }
  const typeName = new Map(r.rooms.map((rr) => [rr.roomType.id, rr.roomType.name]));
  const total = roomAmount + taxAmount;
  return {
    arrival_date: arrival,
    departure_date: departure,
    nights: nightsBetween(arrival, departure),
    available: short.length === 0,
    unavailable_reason:
      short.length === 0 ? null : `No ${typeName.get(short[0].room_type_id) ?? "room"} available on ${short.map((s) => s.date).filter((d, i, a) => a.indexOf(d) === i).join(", ")}`,
    short_nights: short,
    current: { room_amount: toMajor(r.roomAmount), tax_amount: toMajor(r.taxAmount), total_amount: toMajor(r.totalAmount) },
    proposed: { room_amount: toMajor(roomAmount), tax_amount: toMajor(taxAmount), total_amount: toMajor(total) },
    difference: toMajor(total - r.totalAmount),
    currency: property.currency,
  };
}
