// Front-office and housekeeping status of each room at the start of "today", from the planned reservations.
import type { FoStatus, HkStatus } from "../../lib/db/generated/enums";
import type { PropertyDef } from "./catalog";
import type { Rng } from "./prng";
import type { ReservationDraft } from "./reservations";

type RoomStatus = { fo: FoStatus; hk: HkStatus; notes: string | null };

export function roomStatuses(def: PropertyDef, drafts: readonly ReservationDraft[], rng: Rng): RoomStatus[] {
  const inHouse = new Set<number>();
  const preAssigned = new Set<number>();
  for (const d of drafts) {
    for (const r of d.rooms) {
      if (r.roomIndex === null) continue;
      if (d.status === "CHECKED_IN") inHouse.add(r.roomIndex);
      if (d.status === "CONFIRMED") preAssigned.add(r.roomIndex);
    }
  }
  const statuses = def.rooms.map((_, i): RoomStatus => {
    if (inHouse.has(i)) {
      // Stay-overs not yet serviced this morning are dirty.
      return { fo: "OCCUPIED", hk: rng.chance(0.55) ? "DIRTY" : "CLEAN", notes: null };
    }
    if (preAssigned.has(i)) return { fo: "VACANT", hk: "INSPECTED", notes: null };
    return { fo: "VACANT", hk: rng.weighted([["INSPECTED", 35], ["CLEAN", 50], ["DIRTY", 15]] as const), notes: null };
  });
  for (const b of def.blocks) {
    if (b.fromOffset > 0 || b.toOffset <= 0) continue; // only a block covering today changes the room's status now
    const i = def.rooms.findIndex((r) => r.roomNumber === b.roomNumber);
    statuses[i] =
      b.kind === "OUT_OF_ORDER"
        ? { fo: "OUT_OF_ORDER", hk: "OUT_OF_ORDER", notes: b.reason }
        : { fo: "OUT_OF_SERVICE", hk: "CLEAN", notes: b.reason };
  }
  // Housekeeping is mid-way through a couple of vacant rooms.
  const vacantDirty = statuses.map((s, i) => (s.fo === "VACANT" && s.hk === "DIRTY" ? i : -1)).filter((i) => i >= 0);
  for (const i of rng.shuffle(vacantDirty).slice(0, def.rooms.length >= 20 ? 2 : 0)) statuses[i].hk = "IN_PROGRESS";
  return statuses;
}

