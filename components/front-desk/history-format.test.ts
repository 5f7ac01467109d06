import { describe, expect, it } from "vitest";
import { describeChanges, formatValue } from "./history-format";

describe("reservation history lines", () => {
  it("shows a creation without empty 'from' values, money and dates formatted, objects by name", () => {
    const line = describeChanges(
      {
        fields: [
          { field: "status", from: null, to: "CONFIRMED" },
          { field: "arrival_date", from: null, to: "2026-12-01" },
          { field: "total_amount", from: null, to: 9450 },
          { field: "guest", from: null, to: { id: "g1", name: "Asha Rao" } },
          { field: "rooms", from: null, to: [{ adults: 2, children: 0, rate_plan: "Best Available Rate", room_type: "Standard Queen" }] },
        ],
        confirmation_number: "6AYK7R",
        source: "DIRECT",
      },
      "INR",
    );
    expect(line).toBe(
      "Status: Confirmed; Arrival date: Tue, 1 Dec 2026; Total amount: ₹9,450.00; Guest: Asha Rao; Rooms: Standard Queen (Best Available Rate), 2 adults; Source: Direct",
    );
    expect(line).not.toContain("{");
  });

  it("shows changes as from → to and context such as a waived fee", () => {
    expect(
      describeChanges({ fields: [{ field: "departure_date", from: "2026-12-03", to: "2026-12-04" }, { field: "rooms[0].room", from: "101", to: null }], reason: "Guest asked", fee_waived: true }, "INR"),
    ).toBe("Departure date: Thu, 3 Dec 2026 → Fri, 4 Dec 2026; Rooms 1 room: 101 → —; Reason: Guest asked; Fee waived: yes");
    expect(formatValue("cancellation_fee", 0, "INR")).toBe("₹0.00");
    expect(formatValue("adults", 2)).toBe("2");
    expect(describeChanges(null)).toBe("");
  });
});
