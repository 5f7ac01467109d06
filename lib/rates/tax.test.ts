import { Decimal } from "@prisma/client/runtime/client";
import { describe, expect, it } from "vitest";
import { findTaxRule, INDIA_GST_ROOM_RULES, taxForNight, type TaxRuleData } from "./tax";

const RULES = INDIA_GST_ROOM_RULES;

describe("India GST on room nights", () => {
  it("charges 5 % up to and including ₹7,500 from 2025-09-22", () => {
    expect(taxForNight(RULES, "2025-09-22", 750_000)).toEqual({
      total: 37_500,
      cgst: 18_750,
      sgst: 18_750,
      igst: 0,
      ratePercent: 5,
    });
    expect(taxForNight(RULES, "2026-06-01", 450_000).total).toBe(22_500);
  });

  it("charges 18 % one paisa above ₹7,500", () => {
    const t = taxForNight(RULES, "2025-09-22", 750_001);
    expect(t.ratePercent).toBe(18);
    expect(t.total).toBe(135_000); // 135000.18
    expect(t.cgst + t.sgst).toBe(t.total);
  });

  it("uses the old slabs up to 2025-09-21", () => {
    expect(taxForNight(RULES, "2025-09-21", 750_000)).toMatchObject({ total: 90_000, ratePercent: 12 });
    expect(taxForNight(RULES, "2025-09-21", 750_001)).toMatchObject({ total: 135_000, ratePercent: 18 });
    expect(taxForNight(RULES, "2025-09-21", 100_000)).toMatchObject({ total: 0, ratePercent: 0 });
    expect(taxForNight(RULES, "2025-09-21", 100_001)).toMatchObject({ total: 12_000, ratePercent: 12 });
    expect(taxForNight(RULES, "2017-07-01", 500_000).total).toBe(60_000);
  });

  it("changes slab on the night of 2025-09-22, not before", () => {
    expect(taxForNight(RULES, "2025-09-21", 500_000).total).toBe(60_000);
    expect(taxForNight(RULES, "2025-09-22", 500_000).total).toBe(25_000);
    expect(taxForNight(RULES, new Date("2025-09-22T00:00:00Z"), 500_000).total).toBe(25_000);
  });

  it("taxes nothing when no rule matches", () => {
    expect(taxForNight(RULES, "2017-06-30", 500_000)).toEqual({ total: 0, cgst: 0, sgst: 0, igst: 0, ratePercent: 0 });
    expect(taxForNight([], "2026-01-01", 500_000).total).toBe(0);
  });

  it("splits an odd total so CGST + SGST is exactly the total", () => {
    const t = taxForNight(RULES, "2026-01-01", 123_457); // 6172.85 → 6173
    expect(t).toEqual({ total: 6173, cgst: 3086, sgst: 3087, igst: 0, ratePercent: 5 });
    for (let tariff = 100_000; tariff < 1_600_000; tariff += 7_919) {
      const n = taxForNight(RULES, "2026-01-01", tariff);
      expect(n.cgst + n.sgst).toBe(n.total);
      expect(Math.abs(n.cgst - n.sgst)).toBeLessThanOrEqual(1);
    }
  });

  it("reads rules as the database returns them (Date columns, Decimal rates) and charges IGST when not split", () => {
    const rows: TaxRuleData[] = [
      {
        appliesTo: "ROOM_NIGHT",
        validFrom: new Date("2025-09-22T00:00:00Z"),
        validTo: null,
        minAmount: 0,
        maxAmount: null,
        ratePercent: new Decimal("18.00"),
        splitCgstSgst: false,
      },
      { appliesTo: "FOOD", validFrom: "2000-01-01", minAmount: 0, ratePercent: 50, splitCgstSgst: true },
    ];
    expect(taxForNight(rows, "2026-01-01", 100_000)).toEqual({ total: 18_000, cgst: 0, sgst: 0, igst: 18_000, ratePercent: 18 });
  });

  it("prefers the rule that started most recently when rules overlap", () => {
    const rules: TaxRuleData[] = [
      { name: "old", validFrom: "2020-01-01", minAmount: 0, ratePercent: 12, splitCgstSgst: true },
      { name: "new", validFrom: "2026-01-01", minAmount: 0, ratePercent: 5, splitCgstSgst: true },
    ];
    expect(findTaxRule(rules, "2025-12-31", 1)?.name).toBe("old");
    expect(findTaxRule(rules, "2026-01-01", 1)?.name).toBe("new");
  });
});
