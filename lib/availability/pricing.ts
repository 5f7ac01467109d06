// Prices stays from a property's pricing rows (loaded in one query by ./stay-snapshot.ts) with the pure helpers of
// lib/rates. The availability quote and the booking use this same code, so the quoted and the booked totals agree.
import { AppError } from "../http/errors";
import type { DateOnly } from "../rates/dates";
import { quoteStay, type StayQuote } from "../rates/quote";
import type { TaxRuleData } from "../rates/tax";

export type PricingPlan = {
  id: string;
  code: string;
  name: string;
  parentRatePlanId: string | null;
  derivedPercent: string;
  derivedAmount: number;
  derivedPerAdultAmount: number;
  cancellationPolicy: "FLEXIBLE" | "NON_REFUNDABLE";
  cancellationCutoffHours: number;
  isActive: boolean;
  sortOrder: number;
};

export type PricingRoomType = { id: string; baseRate: number };

export type PricingData = {
  plans: Map<string, PricingPlan>;
  /** base plan id → room type id → weekday/weekend rate */
  roomRates: Map<string, Map<string, { weekdayRate: number; weekendRate: number }>>;
  overrides: { ratePlanId: string; roomTypeId: string; date: Date | DateOnly; amount: number }[];
  taxRules: TaxRuleData[];
  weekendNights: readonly number[];
};

/** The plan whose rows price a plan: itself, or its parent for a derived plan. */
export function basePlan(data: PricingData, plan: PricingPlan): PricingPlan | undefined {
  return plan.parentRatePlanId ? data.plans.get(plan.parentRatePlanId) : plan;
}

/**
 * Whether a plan sells a room type: the plan (and its parent, if derived) is active, and its base plan either has a
 * rate for the type or has no room rates at all (a plan without a rate card sells every type at rack rate).
 */
export function planSellsType(data: PricingData, plan: PricingPlan, roomTypeId: string): boolean {
  if (!plan.isActive) return false;
  const base = basePlan(data, plan);
  if (!base || !base.isActive || base.parentRatePlanId) return false;
  const card = data.roomRates.get(base.id);
  return !card || card.size === 0 || card.has(roomTypeId);
}

/** The plans that sell a room type, in display order (sort order, code). */
export function plansForType(data: PricingData, roomTypeId: string): PricingPlan[] {
  return [...data.plans.values()].filter((p) => planSellsType(data, p, roomTypeId));
}

export function quote(
  data: PricingData,
  input: { plan: PricingPlan; roomType: PricingRoomType; adults: number; arrival: DateOnly; departure: DateOnly },
): StayQuote {
  const base = basePlan(data, input.plan);
  if (!base) throw new AppError("unprocessable", `Rate plan ${input.plan.code} has no parent plan`);
  const rate = data.roomRates.get(base.id)?.get(input.roomType.id);
  return quoteStay({
    ratePlan: input.plan,
    parent: input.plan.parentRatePlanId ? base : null,
    roomTypeId: input.roomType.id,
    roomRates: rate ? [{ ...rate }] : [],
    overrides: data.overrides.filter((o) => o.ratePlanId === base.id && o.roomTypeId === input.roomType.id),
    roomTypeBaseRate: input.roomType.baseRate,
    adults: input.adults,
    weekendNights: data.weekendNights,
    arrival: input.arrival,
    departure: input.departure,
    taxRules: data.taxRules,
  });
}
