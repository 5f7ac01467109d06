// Scoring rooms for an arriving guest (pure). A room's match_score is
//
//   readiness (CLEAN or INSPECTED 100, INSPECTED +5, IN_PROGRESS 50, DIRTY 0)
//   + 40 × (preferences matched / preferences asked), rounded
//
// so a clean or inspected room always ranks above one still being cleaned or dirty, and among rooms equally ready
// the better preference match wins. Ties: lower room number first (stable, predictable for the desk).
//
// Preferences: HIGH_FLOOR (top third of the room's building), LOW_FLOOR (bottom third), and any room feature by
// name (QUIET, NEAR_ELEVATOR, ACCESSIBLE, SEA_VIEW, CITY_VIEW, BALCONY, BATHTUB, CONNECTING, …). Unknown names simply
// match nothing.
import type { HkStatus } from "./status";

export type ScorableRoom = { roomNumber: string; floor: string; building: string; hkStatus: HkStatus; features: readonly string[] };

/** "3" → 3, "12A" → 12, "G"/"Ground"/"L" → 0, "B1"/"-1" → -1, anything else null. */
export function floorNumber(floor: string): number | null {
  const f = floor.trim().toUpperCase();
  if (/^(G|GF|GROUND|L|LOBBY)$/.test(f)) return 0;
  const b = /^B(\d+)$/.exec(f);
  if (b) return -Number(b[1]);
  const m = /^-?\d+/.exec(f);
  return m ? Number(m[0]) : null;
}

export type FloorBands = Map<string, { min: number; max: number }>;

/** Lowest and highest floor of each building, from all of the property's rooms. */
export function floorBands(rooms: readonly { building: string; floor: string }[]): FloorBands {
  const bands: FloorBands = new Map();
  for (const r of rooms) {
    const n = floorNumber(r.floor);
    if (n === null) continue;
    const b = bands.get(r.building);
    if (!b) bands.set(r.building, { min: n, max: n });
    else {
      b.min = Math.min(b.min, n);
      b.max = Math.max(b.max, n);
    }
  }
  return bands;
}

export function normalizePreference(p: string): string {
  return p.trim().toUpperCase().replace(/[\s-]+/g, "_");
}

export function preferenceMatches(room: ScorableRoom, preferences: readonly string[], bands: FloorBands): string[] {
  const features = new Set(room.features.map(normalizePreference));
  const n = floorNumber(room.floor);
  const band = bands.get(room.building);
  const span = band ? band.max - band.min : 0;
  const out: string[] = [];
  for (const raw of preferences) {
    const p = normalizePreference(raw);
    let ok = features.has(p);
    if (!ok && n !== null && band && span > 0) {
      if (p === "HIGH_FLOOR") ok = n >= band.max - span / 3;
      else if (p === "LOW_FLOOR") ok = n <= band.min + span / 3;
    }
    if (ok && !out.includes(p)) out.push(p);
  }
  return out;
}

export function readinessPoints(hk: HkStatus): number {
  if (hk === "INSPECTED") return 105;
  if (hk === "CLEAN") return 100;
  if (hk === "IN_PROGRESS") return 50;
  return 0;
}

export function scoreRoom(room: ScorableRoom, preferences: readonly string[], bands: FloorBands): { match_score: number; preference_matches: string[] } {
  const asked = [...new Set(preferences.map(normalizePreference))];
  const matches = preferenceMatches(room, asked, bands);
  const prefPoints = asked.length ? Math.round((40 * matches.length) / asked.length) : 0;
  return { match_score: readinessPoints(room.hkStatus) + prefPoints, preference_matches: matches };
}

/** Natural order of room numbers ("98" before "101"). */
export function compareRoomNumbers(a: string, b: string): number {
  return a.localeCompare(b, "en", { numeric: true });
}

export function rankRooms<R extends ScorableRoom>(rooms: readonly R[], preferences: readonly string[], bands: FloorBands) {
  return rooms
    .map((room) => ({ room, ...scoreRoom(room, preferences, bands) }))
    .sort((a, b) => b.match_score - a.match_score || compareRoomNumbers(a.room.roomNumber, b.room.roomNumber));
}
