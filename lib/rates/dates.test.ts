import { describe, expect, it } from "vitest";
import { addDays, asDateOnly, eachNight, isDateOnly, nightsBetween, parseDateOnly, toDateOnly, weekdayOf } from "./dates";

describe("date-only helpers", () => {
  it("parses to UTC midnight and back", () => {
    const d = parseDateOnly("2026-03-29");
    expect(d.toISOString()).toBe("2026-03-29T00:00:00.000Z");
    expect(toDateOnly(d)).toBe("2026-03-29");
  });

  it("rejects dates that are not on the calendar", () => {
    expect(isDateOnly("2025-02-29")).toBe(false);
    expect(isDateOnly("2028-02-29")).toBe(true);
    expect(isDateOnly("2026-1-05")).toBe(false);
    expect(() => parseDateOnly("2025-02-30")).toThrow(RangeError);
    expect(() => asDateOnly("05/01/2026")).toThrow(RangeError);
  });

  it("reads a Date by its UTC day, whatever the server's zone", () => {
    // 23:30 UTC is already the next day in India and the same day in the US: the stored date is the UTC one.
    expect(toDateOnly(new Date("2026-01-09T23:30:00Z"))).toBe("2026-01-09");
    expect(asDateOnly(new Date("2026-01-09T00:00:00Z"))).toBe("2026-01-09");
  });

  it("adds days across month, year and leap-day boundaries", () => {
    expect(addDays("2026-01-31", 1)).toBe("2026-02-01");
    expect(addDays("2025-12-31", 1)).toBe("2026-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    // 2026-03-29 is the European DST switch: a local-time implementation would lose or gain an hour here.
    expect(addDays("2026-03-28", 2)).toBe("2026-03-30");
    expect(() => addDays("2026-01-01", 1.5)).toThrow(RangeError);
  });

  it("lists the nights of a stay without the departure day", () => {
    expect(eachNight("2025-12-30", "2026-01-02")).toEqual(["2025-12-30", "2025-12-31", "2026-01-01"]);
    expect(eachNight("2026-01-01", "2026-01-01")).toEqual([]);
    expect(nightsBetween("2026-02-27", "2026-03-02")).toBe(3);
    expect(nightsBetween("2026-03-02", "2026-02-27")).toBe(-3);
  });

  it("gives the JS weekday of a date", () => {
    expect(weekdayOf("2026-01-02")).toBe(5); // Friday
    expect(weekdayOf("2026-01-04")).toBe(0); // Sunday
  });
});
