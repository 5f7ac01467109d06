import { describe, expect, it } from "vitest";
import { quoteStay } from "./quote";
import { INDIA_GST_ROOM_RULES } from "./tax";

const BAR = { id: "bar" };
const BB = { id: "bb", parentRatePlanId: "bar", derivedPerAdultAmount: 75_000 };
const common = {
  roomTypeId: "dlx",
  roomRates: [{ ratePlanId: "bar", roomTypeId: "dlx", weekdayRate: 650_000, weekendRate: 750_000 }],
  overrides: [],
  roomTypeBaseRate: 650_000,
  adults: 2,
  weekendNights: [5, 6],
  taxRules: INDIA_GST_ROOM_RULES,
};

describe("quoteStay", () => {
  it("prices and taxes each night and sums exactly", () => {
    // Thu, Fri, Sat nights
    const q = quoteStay({ ...common, ratePlan: BAR, arrival: "2026-01-01", departure: "2026-01-04" });
    expect(q.nights).toEqual([
      { date: "2026-01-01", rate: 650_000, tax: 32_500 },
      { date: "2026-01-02", rate: 750_000, tax: 37_500 },
      { date: "2026-01-03", rate: 750_000, tax: 37_500 },
    ]);
    expect(q.roomTotal).toBe(2_150_000);
    expect(q.taxTotal).toBe(107_500);
    expect(q.grandTotal).toBe(2_257_500);
    expect(q.perNight).toBe(716_667); // 716666.67
  });

  it("moves a derived plan's night into the 18 % slab when the per-adult supplement crosses ₹7,500", () => {
    const q = quoteStay({ ...common, ratePlan: BB, parent: BAR, arrival: "2026-01-01", departure: "2026-01-03" });
    expect(q.nights.map((n) => [n.rate, n.tax])).toEqual([
      [800_000, 144_000],
      [900_000, 162_000],
    ]);
  });

  it("taxes each night under the rules valid that night across the 2025-09-22 change", () => {
    // Sat 2025-09-20 (weekend), Sun 09-21, Mon 09-22
    const q = quoteStay({
      ...common,
      roomRates: [{ weekdayRate: 500_000, weekendRate: 575_000 }],
      ratePlan: BAR,
      arrival: "2025-09-20",
      departure: "2025-09-23",
    });
    expect(q.nights.map((n) => n.tax)).toEqual([69_000, 60_000, 25_000]);
    expect(q.taxTotal).toBe(154_000);
  });

  it("rejects an empty or reversed stay", () => {
    expect(() => quoteStay({ ...common, ratePlan: BAR, arrival: "2026-01-02", departure: "2026-01-02" })).toThrow(RangeError);
    expect(() => quoteStay({ ...common, ratePlan: BAR, arrival: "2026-01-03", departure: "2026-01-02" })).toThrow(RangeError);
  });
});
