import { describe, expect, it } from "vitest";
import { visibleNav } from "./nav";

const labels = (roles: string[]) => visibleNav(roles).map((n) => n.label);

describe("role-aware navigation", () => {
  it("shows each role only the screens it can use", () => {
    expect(labels(["housekeeping"])).toEqual(["Housekeeping"]);
    expect(labels(["front_desk"])).toEqual(["Today", "Tape chart", "Reservations", "New reservation", "Housekeeping"]);
    expect(labels(["cashier"])).toEqual(["Today", "Tape chart", "Reservations"]);
    expect(labels(["waiter"])).toEqual([]);
    expect(labels(["kitchen", "housekeeping"])).toEqual(["Housekeeping"]);
    expect(labels(["super_admin"])).toHaveLength(5);
  });
});
