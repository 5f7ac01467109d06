import { describe, expect, it } from "vitest";
import { normalizeChanges, stayChanges } from "./inventory";

describe("inventory changes", () => {
  it("nets, drops zeros and sorts in the global lock order (date, then room type id)", () => {
    const a = "00000000-0000-7000-8000-00000000000a";
    const b = "00000000-0000-7000-8000-00000000000b";
    const changes = [
      ...stayChanges(b, ["2030-01-02", "2030-01-01"], -1),
      ...stayChanges(a, ["2030-01-02", "2030-01-03"]),
      ...stayChanges(b, ["2030-01-02", "2030-01-03"]),
    ];
    expect(normalizeChanges(changes)).toEqual([
      { roomTypeId: b, date: "2030-01-01", delta: -1 },
      { roomTypeId: a, date: "2030-01-02", delta: 1 },
      { roomTypeId: a, date: "2030-01-03", delta: 1 },
      { roomTypeId: b, date: "2030-01-03", delta: 1 },
    ]);
    expect(normalizeChanges([...stayChanges(a, ["2030-01-01"]), ...stayChanges(a, ["2030-01-01"])])).toEqual([{ roomTypeId: a, date: "2030-01-01", delta: 2 }]);
  });
});
