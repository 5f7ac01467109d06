import { describe, expect, it } from "vitest";
import { cancellationFee, freeCancellationDeadline } from "./cancellation";
import { todayInTimeZone } from "./time-zone";
import { zonedDateTimeToUtc } from "./time-zone";

const nights = [
  { date: "2026-01-10", rate: 650_000, tax: 32_500 },
  { date: "2026-01-11", rate: 750_000, tax: 37_500 },
];
const flexible = {
  policy: "FLEXIBLE" as const,
  cutoffHours: 24,
  arrivalDate: "2026-01-10",
  checkInTime: "14:00",
  timeZone: "Asia/Kolkata",
  nights,
};

describe("cancellationFee", () => {
  it("is free until check-in time minus the cut-off in the property's zone, then the first night", () => {
    // 14:00 IST on 2026-01-10 is 08:30 UTC; minus 24 h → 2026-01-09T08:30Z.
    expect(freeCancellationDeadline(flexible).toISOString()).toBe("2026-01-09T08:30:00.000Z");
    expect(cancellationFee({ ...flexible, now: new Date("2026-01-09T08:29:59.999Z") })).toBe(0);
    expect(cancellationFee({ ...flexible, now: new Date("2026-01-09T08:30:00.000Z") })).toBe(682_500);
  });

  it("uses the property's wall clock, not UTC (a UTC reading would still call this free)", () => {
    // 15:30 IST on 2026-01-09 is past the 14:00 IST deadline, though 14:00 UTC is still ahead.
    expect(cancellationFee({ ...flexible, now: new Date("2026-01-09T10:00:00Z") })).toBe(682_500);
  });

  it("handles a deadline that falls on the previous UTC day", () => {
    // Check-in 02:00 IST on the 10th with no cut-off = 2026-01-09T20:30Z.
    const early = { ...flexible, cutoffHours: 0, checkInTime: "02:00" };
    expect(cancellationFee({ ...early, now: new Date("2026-01-09T20:29:00Z") })).toBe(0);
    expect(cancellationFee({ ...early, now: new Date("2026-01-09T20:31:00Z") })).toBe(682_500);
  });

  it("defaults the check-in time to 14:00", () => {
    const { checkInTime: _unused, ...noTime } = flexible;
    expect(freeCancellationDeadline(noTime).toISOString()).toBe("2026-01-09T08:30:00.000Z");
  });

  it("charges the whole stay for non-refundable bookings at any time", () => {
    const nrf = { ...flexible, policy: "NON_REFUNDABLE" as const };
    expect(cancellationFee({ ...nrf, now: new Date("2025-06-01T00:00:00Z") })).toBe(1_470_000);
  });

  it("charges every room's first night for a multi-room booking", () => {
    const twoRooms = [...nights, { date: "2026-01-10", rate: 450_000, tax: 22_500 }, { date: "2026-01-11", rate: 1, tax: 0 }];
    expect(cancellationFee({ ...flexible, nights: twoRooms, now: new Date("2026-01-10T00:00:00Z") })).toBe(1_155_000);
  });

  it("charges nothing for a booking without nights", () => {
    expect(cancellationFee({ ...flexible, nights: [], now: new Date("2026-01-10T12:00:00Z") })).toBe(0);
  });
});

describe("time zones", () => {
  it("tells the property's date around midnight in India", () => {
    expect(todayInTimeZone("Asia/Kolkata", new Date("2026-01-09T18:29:59Z"))).toBe("2026-01-09");
    expect(todayInTimeZone("Asia/Kolkata", new Date("2026-01-09T18:30:00Z"))).toBe("2026-01-10");
    expect(todayInTimeZone("Asia/Kolkata", new Date("2025-12-31T18:30:00Z"))).toBe("2026-01-01");
  });

  it("tells the property's date west of UTC", () => {
    expect(todayInTimeZone("America/Los_Angeles", new Date("2026-01-10T07:59:00Z"))).toBe("2026-01-09");
    expect(todayInTimeZone("UTC", new Date("2026-01-10T00:00:00Z"))).toBe("2026-01-10");
  });

  it("converts wall-clock times across a daylight-saving change", () => {
    // New York switches to EDT (UTC-4) at 02:00 on 2026-03-08.
    expect(zonedDateTimeToUtc("2026-03-07", "15:00", "America/New_York").toISOString()).toBe("2026-03-07T20:00:00.000Z");
    expect(zonedDateTimeToUtc("2026-03-08", "15:00", "America/New_York").toISOString()).toBe("2026-03-08T19:00:00.000Z");
    expect(zonedDateTimeToUtc("2026-01-10", "00:00", "Asia/Kolkata").toISOString()).toBe("2026-01-09T18:30:00.000Z");
  });

  it("rejects malformed times and unknown zones", () => {
    expect(() => zonedDateTimeToUtc("2026-01-10", "2pm", "Asia/Kolkata")).toThrow(RangeError);
    expect(() => todayInTimeZone("Mars/Olympus_Mons", new Date())).toThrow(RangeError);
  });
});
