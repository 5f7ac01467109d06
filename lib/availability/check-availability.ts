// POST /availability. For every active room type that fits the occupancy (adults and children per room against the
// type's limits): available_count = min over the nights of (active rooms − blocked rooms − sold), plus a quote per
// rate plan selling the type — all loaded in ONE query (./stay-snapshot.ts). Prices are for `rooms` rooms of that occupancy:
// exactly what POST /reservations would book. `available` is true when some type has `rooms` rooms for every night.
import { db } from "../db/client";
import { validationError } from "../http/errors";
import { toMajor } from "../http/validation";
import { nightsBetween } from "../rates/dates";
import { divRoundHalfUp } from "../rates/money";
import { occupancyErrors } from "../reservations/price-rooms";
import { plansForType, quote } from "./pricing";
import { loadStaySnapshot } from "./stay-snapshot";
import type { TAvailabilityBody } from "./schemas";

export async function checkAvailability(input: { propertyId: string; body: TAvailabilityBody }) {
  const { propertyId, body } = input;
  const arrival = body.arrival_date;
  const departure = body.departure_date;
  const { property, roomTypes, pricing } = await loadStaySnapshot(db(), propertyId, arrival, departure, { counts: true });
  if (arrival < property.today) {
    throw validationError("arrival_date", `must not be in the past (today at the property is ${property.today})`);
  }
  const nights = nightsBetween(arrival, departure);
  const room_types = roomTypes
    .filter((t) => occupancyErrors(t, body.adults, body.children).length === 0)
    .map((t) => ({
      id: t.id,
      code: t.code,
      name: t.name,
      max_adults: t.maxAdults,
      max_children: t.maxChildren,
      max_occupancy: t.maxOccupancy,
      available_count: t.available,
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
