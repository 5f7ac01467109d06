// Room status rules (pure). A room stores a front-office status (VACANT / OCCUPIED, kept by check-in, room moves
// and check-out) and a housekeeping status. Out-of-order / out-of-service periods are dated blocks, so what a room
// *is* today is derived: an unreleased block covering today makes it OUT_OF_ORDER / OUT_OF_SERVICE without any
// midnight job, and it stops being so when the period ends.
export const FO_STATUSES = ["VACANT", "OCCUPIED", "OUT_OF_ORDER", "OUT_OF_SERVICE"] as const;
export const HK_STATUSES = ["CLEAN", "DIRTY", "INSPECTED", "IN_PROGRESS", "OUT_OF_ORDER"] as const;
export const COMBINED_STATUSES = ["VACANT_CLEAN", "VACANT_DIRTY", "OCCUPIED_CLEAN", "OCCUPIED_DIRTY", "OUT_OF_ORDER", "OUT_OF_SERVICE"] as const;

export type FoStatus = (typeof FO_STATUSES)[number];
export type HkStatus = (typeof HK_STATUSES)[number];
export type CombinedStatus = (typeof COMBINED_STATUSES)[number];
export type BlockKind = "OUT_OF_ORDER" | "OUT_OF_SERVICE";

/** CLEAN and INSPECTED read as clean; DIRTY and IN_PROGRESS (being cleaned) as dirty. */
export function isCleanHk(hk: HkStatus): boolean {
  return hk === "CLEAN" || hk === "INSPECTED";
}

/** Combined status of spec document 1, extended with the two blocked states (which the four-value set cannot express). */
export function combinedStatus(fo: FoStatus, hk: HkStatus): CombinedStatus {
  if (fo === "OUT_OF_ORDER" || fo === "OUT_OF_SERVICE") return fo;
  return `${fo}_${isCleanHk(hk) ? "CLEAN" : "DIRTY"}`;
}

export type EffectiveStatus = { fo_status: FoStatus; hk_status: HkStatus; status: CombinedStatus };

/**
 * The status a room shows today.
 *  - OCCUPIED stays OCCUPIED (a guest in the room wins over a maintenance plan; blocks cannot be placed on stays).
 *  - otherwise an out-of-order block covering today → OUT_OF_ORDER (housekeeping OUT_OF_ORDER too);
 *    an out-of-service block → OUT_OF_SERVICE (housekeeping unchanged);
 *  - otherwise VACANT. A stored OUT_OF_ORDER housekeeping status left by a period that has ended reads DIRTY: after
 *    maintenance the room is cleaned and inspected before it is sold.
 */
export function effectiveStatus(stored: { foStatus: FoStatus; hkStatus: HkStatus }, blockKindsToday: readonly BlockKind[]): EffectiveStatus {
  let fo: FoStatus;
  let hk: HkStatus = stored.hkStatus;
  if (stored.foStatus === "OCCUPIED") fo = "OCCUPIED";
  else if (blockKindsToday.includes("OUT_OF_ORDER")) fo = "OUT_OF_ORDER";
  else if (blockKindsToday.includes("OUT_OF_SERVICE")) fo = "OUT_OF_SERVICE";
  else fo = "VACANT";
  if (fo === "OUT_OF_ORDER") hk = "OUT_OF_ORDER";
  else if (hk === "OUT_OF_ORDER") hk = "DIRTY";
  return { fo_status: fo, hk_status: hk, status: combinedStatus(fo, hk) };
}

/**
 * Housekeeping moves through PUT /rooms/:id/status (setting the current status again is a no-op):
 *   DIRTY → IN_PROGRESS, CLEAN          (start cleaning, or report it done)
 *   IN_PROGRESS → CLEAN, DIRTY          (done, or abandoned)
 *   CLEAN → INSPECTED, DIRTY            (supervisor sign-off, or soiled again)
 *   INSPECTED → DIRTY, CLEAN            (soiled again, or inspection withdrawn)
 * OUT_OF_ORDER is never set or left here: it follows out-of-order periods (POST/DELETE /rooms/:id/out-of-order).
 */
export const HK_TRANSITIONS: Record<Exclude<HkStatus, "OUT_OF_ORDER">, readonly HkStatus[]> = {
  DIRTY: ["IN_PROGRESS", "CLEAN"],
  IN_PROGRESS: ["CLEAN", "DIRTY"],
  CLEAN: ["INSPECTED", "DIRTY"],
  INSPECTED: ["DIRTY", "CLEAN"],
};

export function hkMoveError(from: HkStatus, to: HkStatus): string | null {
  if (to === "OUT_OF_ORDER") return "OUT_OF_ORDER is set by marking the room out of order (POST /rooms/{id}/out-of-order)";
  if (from === "OUT_OF_ORDER") return "the room is out of order; clear it first (DELETE /rooms/{id}/out-of-order)";
  if (from === to) return null;
  return HK_TRANSITIONS[from].includes(to) ? null : `cannot go from ${from} to ${to} (allowed: ${HK_TRANSITIONS[from].join(", ")})`;
}

/** Readiness for an arriving guest: inspected, then clean, then being cleaned, then dirty. */
export function readiness(hk: HkStatus): number {
  return { INSPECTED: 3, CLEAN: 3, IN_PROGRESS: 1, DIRTY: 0, OUT_OF_ORDER: 0 }[hk];
}
