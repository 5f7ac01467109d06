import { Decimal } from "@prisma/client/runtime/client";
import { describe, expect, it } from "vitest";
import { createNightlyPricer, nightlyRate, type RatePlanPricing } from "./nightly-rate";

const BAR: RatePlanPricing = { id: "bar" };
const BB: RatePlanPricing = { id: "bb", parentRatePlanId: "bar", derivedPerAdultAmount: 75_000 };
const NRF: RatePlanPricing = { id: "nrf", parentRatePlanId: "bar", derivedPercent: new Decimal("-10.00") };
const DLX_BAR = { ratePlanId: "bar", roomTypeId: "dlx", weekdayRate: 650_000, weekendRate: 750_000 };

// 2026-01-01 is a Thursday, 01-02 Friday, 01-03 Saturday, 01-04 Sunday.
const THU = "2026-01-01";
const FRI = "2026-01-02";
const SAT = "2026-01-03";
const SUN = "2026-01-04";

const base = { roomTypeId: "dlx", roomRates: [DLX_BAR], roomTypeBaseRate: 600_000, adults: 2 };

describe("nightlyRate", () => {
  it("prices Friday and Saturday nights as weekend by default, Sunday as weekday", () => {
    const price = createNightlyPricer({ ratePlan: BAR, ...base });
    expect([THU, FRI, SAT, SUN].map(price)).toEqual([650_000, 750_000, 750_000, 650_000]);
  });

  it("follows the property's weekend nights", () => {
    const price = createNightlyPricer({ ratePlan: BAR, ...base, weekendNights: [6, 0] });
    expect([THU, FRI, SAT, SUN].map(price)).toEqual([650_000, 650_000, 750_000, 750_000]);
  });

  it("falls back to the room type's base rate for every night without a room-rate row", () => {
    const price = createNightlyPricer({ ratePlan: BAR, ...base, roomRates: [] });
    expect([THU, FRI, SAT].map(price)).toEqual([600_000, 600_000, 600_000]);
  });

  it("ignores room-rate rows of other room types and plans", () => {
    const rows = [
      { ratePlanId: "bar", roomTypeId: "std", weekdayRate: 1, weekendRate: 1 },
      { ratePlanId: "other", roomTypeId: "dlx", weekdayRate: 2, weekendRate: 2 },
      DLX_BAR,
    ];
    expect(nightlyRate({ ratePlan: BAR, ...base, roomRates: rows, date: FRI })).toBe(750_000);
  });

  it("lets an override replace the weekday or weekend rate of that night only", () => {
    const overrides = [
      { ratePlanId: "bar", roomTypeId: "dlx", date: new Date("2026-01-02T00:00:00Z"), amount: 990_000 },
      { ratePlanId: "bar", roomTypeId: "std", date: THU, amount: 1 }, // another room type
    ];
    const price = createNightlyPricer({ ratePlan: BAR, ...base, overrides });
    expect([THU, FRI, SAT].map(price)).toEqual([650_000, 990_000, 750_000]);
  });

  it("applies an override even when the plan has no room-rate row", () => {
    const overrides = [{ date: "2025-12-31", amount: 1_100_000 }];
    const price = createNightlyPricer({ ratePlan: BAR, ...base, roomRates: [], overrides });
    expect(price("2025-12-31")).toBe(1_100_000);
    expect(price("2025-12-30")).toBe(600_000);
  });

  it("adds the per-adult amount of a derived breakfast plan for each adult", () => {
    expect(nightlyRate({ ratePlan: BB, parent: BAR, ...base, adults: 1, date: THU })).toBe(725_000);
    expect(nightlyRate({ ratePlan: BB, parent: BAR, ...base, adults: 2, date: THU })).toBe(800_000);
    expect(nightlyRate({ ratePlan: BB, parent: BAR, ...base, adults: 3, date: SAT })).toBe(975_000);
  });

  it("derives from the parent's override, not from the plain rate", () => {
    const overrides = [{ ratePlanId: "bar", roomTypeId: "dlx", date: THU, amount: 1_000_000 }];
    expect(nightlyRate({ ratePlan: NRF, parent: BAR, ...base, overrides, date: THU })).toBe(900_000);
    expect(nightlyRate({ ratePlan: BB, parent: BAR, ...base, overrides, date: THU })).toBe(1_150_000);
  });

  it("applies a negative percentage exactly and rounds half up to whole paise", () => {
    expect(nightlyRate({ ratePlan: NRF, parent: BAR, ...base, date: THU })).toBe(585_000);
    expect(nightlyRate({ ratePlan: NRF, parent: BAR, ...base, date: FRI })).toBe(675_000);
    const odd = { ...base, roomRates: [{ weekdayRate: 333_335, weekendRate: 5 }] };
    expect(nightlyRate({ ratePlan: NRF, parent: BAR, ...odd, date: THU })).toBe(300_002); // 300001.5
    expect(nightlyRate({ ratePlan: NRF, parent: BAR, ...odd, date: FRI })).toBe(5); // 4.5
  });

  it("combines percent, fixed amount and per-adult amount", () => {
    const plan = { id: "pkg", parentRatePlanId: "bar", derivedPercent: "12.5", derivedAmount: 20_000, derivedPerAdultAmount: 10_000 };
    // 650000 * 1.125 = 731250, + 20000 + 2 * 10000
    expect(nightlyRate({ ratePlan: plan, parent: BAR, ...base, date: THU })).toBe(771_250);
  });

  it("never prices a night below zero", () => {
    const plan = { id: "x", parentRatePlanId: "bar", derivedAmount: -1_000_000 };
    expect(nightlyRate({ ratePlan: plan, parent: BAR, ...base, date: THU })).toBe(0);
  });

  it("refuses inconsistent plan input instead of silently pricing the parent", () => {
    expect(() => nightlyRate({ ratePlan: BB, ...base, date: THU })).toThrow(/parent/);
    expect(() => nightlyRate({ ratePlan: BB, parent: { id: "other" }, ...base, date: THU })).toThrow(/derives from/);
    expect(() => nightlyRate({ ratePlan: BAR, parent: BAR, ...base, date: THU })).toThrow(/not derived/);
    expect(() => nightlyRate({ ratePlan: BB, parent: NRF, ...base, date: THU })).toThrow();
    expect(() => nightlyRate({ ratePlan: BAR, ...base, adults: 0, date: THU })).toThrow(/adults/);
    expect(() => nightlyRate({ ratePlan: BAR, ...base, roomTypeBaseRate: 4500.5, date: THU })).toThrow(/integer/);
  });
});
