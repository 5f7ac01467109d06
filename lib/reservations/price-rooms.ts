// Validates the rooms of a booking against the property's room types and rate plans and prices each one with the
// same code the availability quote uses (so quote and booking agree to the paisa).
import type { PrismaClient } from "../db/generated/client";
import type { Tx } from "../db/client";
import { AppError, validationError, type ErrorDetail } from "../http/errors";
import type { DateOnly } from "../rates/dates";
import type { StayQuote } from "../rates/quote";
import type { PropertyContext } from "../properties/settings";
import { planSellsType, quote, type PricingPlan } from "../availability/pricing";
import { loadStaySnapshot } from "../availability/stay-snapshot";

export type RoomRequest = { roomTypeId: string; ratePlanId: string; adults: number; children: number };

export type PricedRoom = RoomRequest & {
  roomType: { id: string; name: string; code: string; baseRate: number };
  plan: PricingPlan;
  quote: StayQuote;
};

/** Occupancy problems of one room against its type, as messages for the `adults`/`children` fields. */
export function occupancyErrors(
  t: { maxAdults: number; maxChildren: number; maxOccupancy: number; name: string },
  adults: number,
  children: number,
): { field: "adults" | "children"; message: string }[] {
  const out: { field: "adults" | "children"; message: string }[] = [];
  if (adults > t.maxAdults) out.push({ field: "adults", message: `${t.name} takes at most ${t.maxAdults} adults` });
  if (children > t.maxChildren) out.push({ field: "children", message: `${t.name} takes at most ${t.maxChildren} children` });
  if (out.length === 0 && adults + children > t.maxOccupancy) {
    out.push({ field: "children", message: `${t.name} takes at most ${t.maxOccupancy} guests in total` });
  }
  return out;
}

/**
 * `mode: "new"` checks that each plan still sells the type (active, on the rate card) and the occupancy limits;
 * `mode: "reprice"` (a date change) keeps the booked plan and occupancy as contracted and only prices new dates.
 * One query (the stay snapshot) loads the property and everything pricing needs.
 */
const MAX_STORABLE_MINOR = 2 ** 31 - 1;

export async function priceRooms(
  client: Tx | PrismaClient,
  propertyId: string,
  arrival: DateOnly,
  departure: DateOnly,
  rooms: readonly RoomRequest[],
  mode: "new" | "reprice",
  fieldPrefix = "rooms",
): Promise<{ property: PropertyContext; priced: PricedRoom[] }> {
  const { property, roomTypes, pricing } = await loadStaySnapshot(client, propertyId, arrival, departure, { counts: false, allTypes: true });
  if (mode === "new" && arrival < property.today) {
    throw validationError("arrival_date", `must not be in the past (today at the property is ${property.today})`);
  }
  const typeById = new Map(roomTypes.map((t) => [t.id, t]));
  const errors: ErrorDetail[] = [];
  const priced: PricedRoom[] = [];
  rooms.forEach((r, i) => {
    const at = (f: string) => `${fieldPrefix}[${i}].${f}`;
    const t = typeById.get(r.roomTypeId);
    const plan = pricing.plans.get(r.ratePlanId);
    if (!t) errors.push({ field: at("room_type_id"), message: "no room type with this id" });
    else if (mode === "new" && !t.isActive) errors.push({ field: at("room_type_id"), message: `${t.name} is not sold (inactive)` });
    if (!plan) errors.push({ field: at("rate_plan_id"), message: "no rate plan with this id" });
    else if (t && mode === "new" && !planSellsType(pricing, plan, t.id)) {
      errors.push({ field: at("rate_plan_id"), message: `${plan.name} is not sold for ${t.name}` });
    }
    if (t && mode === "new") for (const e of occupancyErrors(t, r.adults, r.children)) errors.push({ field: at(e.field), message: e.message });
    if (t && plan && errors.length === 0) {
      priced.push({ ...r, roomType: t, plan, quote: quote(pricing, { plan, roomType: t, adults: r.adults, arrival, departure }) });
    }
  });
  if (errors.length > 0) throw new AppError("validation_error", "Invalid request data", { details: errors });
  // amounts are stored as 32-bit integers of minor units; a stay worth more than that cannot be booked here
  const total = priced.reduce((sum, p) => sum + p.quote.grandTotal, 0);
  if (total > MAX_STORABLE_MINOR) throw new AppError("unprocessable", "The stay's total is larger than Innkeep can store for one reservation");
  return { property, priced };
}
