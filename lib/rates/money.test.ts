import { Decimal } from "@prisma/client/runtime/client";
import { describe, expect, it } from "vitest";
import { divRoundHalfUp, percentOf, toHundredths } from "./money";

describe("money helpers", () => {
  it("reads percentages exactly from numbers, strings and Prisma decimals", () => {
    expect(toHundredths(12.5)).toBe(1250);
    expect(toHundredths("-10.00")).toBe(-1000);
    expect(toHundredths(new Decimal("18.00"))).toBe(1800);
    expect(toHundredths(new Decimal("-7.05"))).toBe(-705);
    expect(toHundredths("0.1")).toBe(10);
    expect(() => toHundredths("ten")).toThrow(RangeError);
  });

  it("rounds half up", () => {
    expect(divRoundHalfUp(5, 2)).toBe(3);
    expect(divRoundHalfUp(4, 2)).toBe(2);
    expect(divRoundHalfUp(7, 3)).toBe(2);
    expect(divRoundHalfUp(-5, 2)).toBe(-2);
  });

  it("takes a percentage without floating-point drift", () => {
    // 650000 * 0.9 in floating point is 584999.9999999999
    expect(percentOf(650000, 90)).toBe(585000);
    expect(percentOf(123457, 5)).toBe(6173); // 6172.85
    expect(percentOf(10, 5)).toBe(1); // 0.5 rounds up
  });
});
