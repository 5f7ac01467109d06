import { describe, expect, it } from "vitest";
import { combinedStatus, effectiveStatus, hkMoveError, HK_STATUSES } from "./status";

describe("room status", () => {
  it("derives the combined status (INSPECTED counts as clean, IN_PROGRESS as dirty)", () => {
    expect(combinedStatus("VACANT", "CLEAN")).toBe("VACANT_CLEAN");
    expect(combinedStatus("VACANT", "INSPECTED")).toBe("VACANT_CLEAN");
    expect(combinedStatus("VACANT", "IN_PROGRESS")).toBe("VACANT_DIRTY");
    expect(combinedStatus("OCCUPIED", "DIRTY")).toBe("OCCUPIED_DIRTY");
    expect(combinedStatus("OCCUPIED", "CLEAN")).toBe("OCCUPIED_CLEAN");
    expect(combinedStatus("OUT_OF_ORDER", "OUT_OF_ORDER")).toBe("OUT_OF_ORDER");
    expect(combinedStatus("OUT_OF_SERVICE", "CLEAN")).toBe("OUT_OF_SERVICE");
  });

  it("derives today's status from blocks: out of order wins, a guest in the room wins over both", () => {
    expect(effectiveStatus({ foStatus: "VACANT", hkStatus: "CLEAN" }, ["OUT_OF_ORDER"])).toEqual({ fo_status: "OUT_OF_ORDER", hk_status: "OUT_OF_ORDER", status: "OUT_OF_ORDER" });
    expect(effectiveStatus({ foStatus: "VACANT", hkStatus: "INSPECTED" }, ["OUT_OF_SERVICE"])).toEqual({ fo_status: "OUT_OF_SERVICE", hk_status: "INSPECTED", status: "OUT_OF_SERVICE" });
    expect(effectiveStatus({ foStatus: "VACANT", hkStatus: "CLEAN" }, ["OUT_OF_SERVICE", "OUT_OF_ORDER"]).fo_status).toBe("OUT_OF_ORDER");
    expect(effectiveStatus({ foStatus: "OCCUPIED", hkStatus: "DIRTY" }, ["OUT_OF_ORDER"]).status).toBe("OCCUPIED_DIRTY");
    // a stored out-of-order status after the period ended (no block today) reads vacant and dirty
    expect(effectiveStatus({ foStatus: "OUT_OF_ORDER", hkStatus: "OUT_OF_ORDER" }, [])).toEqual({ fo_status: "VACANT", hk_status: "DIRTY", status: "VACANT_DIRTY" });
    expect(effectiveStatus({ foStatus: "OUT_OF_SERVICE", hkStatus: "CLEAN" }, []).status).toBe("VACANT_CLEAN");
  });

  it("permits only the documented housekeeping moves", () => {
    const allowed: Record<string, string[]> = {
      DIRTY: ["DIRTY", "IN_PROGRESS", "CLEAN"],
      IN_PROGRESS: ["IN_PROGRESS", "CLEAN", "DIRTY"],
      CLEAN: ["CLEAN", "INSPECTED", "DIRTY"],
      INSPECTED: ["INSPECTED", "DIRTY", "CLEAN"],
      OUT_OF_ORDER: [],
    };
    for (const from of HK_STATUSES) {
      for (const to of HK_STATUSES) {
        expect(hkMoveError(from, to) === null, `${from} → ${to}`).toBe(allowed[from].includes(to));
      }
    }
    expect(hkMoveError("OUT_OF_ORDER", "CLEAN")).toContain("out of order");
    expect(hkMoveError("DIRTY", "INSPECTED")).toContain("allowed: IN_PROGRESS, CLEAN");
  });
});
