// The price of one night of a room type under a rate plan. Pure: callers load the rows, this decides the price.
//
//   base plan night  = override for that date, else weekend/weekday rate of the plan's RatePlanRoomRate row,
//                      else the room type's base (rack) rate
//   derived plan     = base night of the parent * (1 + derivedPercent/100) + derivedAmount
//                      + derivedPerAdultAmount * adults, rounded half up to whole paise
//
// Overrides and room rates always belong to the *base* plan (the parent of a derived plan): a derived plan follows
// every price change of its parent, which is the point of deriving it.
import { asDateOnly, weekdayOf, type DateOnly } from "./dates";
import { assertMinorUnits, divRoundHalfUp, toHundredths, type DecimalLike } from "./money";

/** Friday and Saturday nights: the nights hotels in India (and most leisure markets) price as weekend. */
export const DEFAULT_WEEKEND_NIGHTS: readonly number[] = [5, 6];

/** The pricing fields of a RatePlan row. */
export type RatePlanPricing = {
  id: string;
  parentRatePlanId?: string | null;
  derivedPercent?: DecimalLike;
  derivedAmount?: number;
  derivedPerAdultAmount?: number;
};

/** A RatePlanRoomRate row; the ids are optional so a caller may pass just the prices. */
export type RoomRateRow = { ratePlanId?: string; roomTypeId?: string; weekdayRate: number; weekendRate: number };

/** A RateOverride row. */
export type RateOverrideRow = { ratePlanId?: string; roomTypeId?: string; date: Date | DateOnly; amount: number };

export type NightlyPricingInput = {
  ratePlan: RatePlanPricing;
  /** Required when ratePlan is derived (has parentRatePlanId). */
  parent?: RatePlanPricing | null;
  /** When given, rows for other room types are ignored (lets callers pass all rows of a property). */
  roomTypeId?: string;
  /** RatePlanRoomRate rows of the base plan (rows of other plans are ignored). */
  roomRates?: readonly RoomRateRow[];
  /** RateOverride rows of the base plan (rows of other plans are ignored). */
  overrides?: readonly RateOverrideRow[];
  /** Used for every night when the base plan has no RatePlanRoomRate row for the room type. */
  roomTypeBaseRate: number;
  adults: number;
  /** JS weekdays (0 = Sunday) of the nights priced as weekend; property setting `weekendNights`. */
  weekendNights?: readonly number[];
};

/** Resolves the plan's rows once and returns a function pricing any night. Use it for multi-night stays. */
export function createNightlyPricer(input: NightlyPricingInput): (date: DateOnly) => number {
  const { ratePlan, adults } = input;
  const base = basePlanOf(ratePlan, input.parent ?? null);
  if (!Number.isInteger(adults) || adults < 1) throw new RangeError(`adults must be an integer >= 1, got ${adults}`);
  assertMinorUnits(input.roomTypeBaseRate, "roomTypeBaseRate");

  const belongs = (row: { ratePlanId?: string; roomTypeId?: string }) =>
    (row.ratePlanId === undefined || row.ratePlanId === base.id) &&
    (row.roomTypeId === undefined || input.roomTypeId === undefined || row.roomTypeId === input.roomTypeId);

  const rates = (input.roomRates ?? []).filter(belongs);
  if (rates.length > 1) {
    throw new Error(`rate plan ${base.id} has ${rates.length} room rates for one room type; pass roomTypeId`);
  }
  const roomRate = rates[0];
  if (roomRate) {
    assertMinorUnits(roomRate.weekdayRate, "weekdayRate");
    assertMinorUnits(roomRate.weekendRate, "weekendRate");
  }

  const overrides = new Map<DateOnly, number>();
  for (const o of input.overrides ?? []) {
    if (!belongs(o)) continue;
    assertMinorUnits(o.amount, "override amount");
    overrides.set(asDateOnly(o.date), o.amount);
  }

  const weekend = new Set(input.weekendNights ?? DEFAULT_WEEKEND_NIGHTS);
  const derived = ratePlan === base ? null : derivation(ratePlan, adults);

  return (date) => {
    const night = asDateOnly(date);
    const baseRate =
      overrides.get(night) ??
      (roomRate
        ? weekend.has(weekdayOf(night))
          ? roomRate.weekendRate
          : roomRate.weekdayRate
        : input.roomTypeBaseRate);
    return derived ? derived(baseRate) : baseRate;
  };
}

/** The price of one night. */
export function nightlyRate(input: NightlyPricingInput & { date: DateOnly | Date }): number {
  return createNightlyPricer(input)(asDateOnly(input.date));
}

function basePlanOf(ratePlan: RatePlanPricing, parent: RatePlanPricing | null): RatePlanPricing {
  if (!ratePlan.parentRatePlanId) {
    if (parent) throw new Error(`rate plan ${ratePlan.id} is not derived but a parent was given`);
    return ratePlan;
  }
  if (!parent) throw new Error(`rate plan ${ratePlan.id} is derived; its parent plan must be given`);
  if (parent.id !== ratePlan.parentRatePlanId) {
    throw new Error(`rate plan ${ratePlan.id} derives from ${ratePlan.parentRatePlanId}, not ${parent.id}`);
  }
  // One level keeps a price explainable on a folio; the rate-plan editor should refuse deeper chains.
  if (parent.parentRatePlanId) throw new Error(`rate plan ${parent.id} is itself derived; chains are not supported`);
  return parent;
}

function derivation(plan: RatePlanPricing, adults: number): (baseRate: number) => number {
  const percentHundredths = toHundredths(plan.derivedPercent ?? 0);
  const amount = plan.derivedAmount ?? 0;
  const perAdult = plan.derivedPerAdultAmount ?? 0;
  assertMinorUnits(amount, "derivedAmount");
  assertMinorUnits(perAdult, "derivedPerAdultAmount");
  return (baseRate) => {
    // base * (100% + p%) in hundredths of a percent: 10000 + p*100, then one rounding for the whole night.
    const adjusted = divRoundHalfUp(baseRate * (10_000 + percentHundredths), 10_000);
    // A discount larger than the price would sell the room for a negative amount; a night is never below zero.
    return Math.max(0, adjusted + amount + perAdult * adults);
  };
}
