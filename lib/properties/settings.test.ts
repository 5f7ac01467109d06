import { describe, expect, it } from "vitest";
import { parseSettings } from "./settings";

describe("property settings", () => {
  it("falls back to defaults key by key", () => {
    expect(parseSettings({})).toEqual({ checkInTime: "14:00", checkOutTime: "11:00", weekendNights: [5, 6] });
    expect(parseSettings({ checkInTime: "13:00", weekendNights: [6], extra: 1 })).toEqual({ checkInTime: "13:00", checkOutTime: "11:00", weekendNights: [6] });
    expect(parseSettings({ checkInTime: "25:00", weekendNights: "fri" })).toEqual({ checkInTime: "14:00", checkOutTime: "11:00", weekendNights: [5, 6] });
    expect(parseSettings(null).checkInTime).toBe("14:00");
  });
});
