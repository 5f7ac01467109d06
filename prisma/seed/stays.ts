// Plans which rooms are occupied when, one timeline per physical room, walking forward a day at a time: a free
// room starts a stay with a probability tuned to the target occupancy, the stay runs for a sampled number of
// nights, and no stay may touch a night on which the room is unavailable (blocked).
//
// Because every planned stay owns a real room for all its nights, the booked count per room type and night can
// never exceed the rooms that were sellable that night — the same guarantee the booking transaction gives live.
// Cancelled and no-show reservations release their nights and are made separately (reservations.ts).
import { addDays, eachNight, nightsBetween, weekdayOf, type DateOnly } from "../../lib/rates/dates";
import type { BookingProfile } from "./catalog";
import type { Rng } from "./prng";

export type PlannerRoom = { typeCode: string; demand: number; unavailable: ReadonlySet<DateOnly> };

/** `rooms` are indexes into the planner's room list; several rooms = one multi-room reservation. */
export type PlannedStay = { arrival: DateOnly; departure: DateOnly; rooms: number[] };

const STAY_LENGTHS: [number, number][] = [
  [1, 22],
  [2, 28],
  [3, 20],
  [4, 12],
  [5, 7],
  [6, 4],
  [7, 4],
  [10, 2],
  [14, 1],
];
const MEAN_LENGTH = STAY_LENGTHS.reduce((s, [n, w]) => s + n * w, 0) / STAY_LENGTHS.reduce((s, [, w]) => s + w, 0);

export function sampleStayLength(rng: Rng): number {
  return rng.weighted(STAY_LENGTHS);
}

/**
 * `fixed` stays are placed first (a small property must still show an in-house guest and an arrival today); the
 * random walk fills around them.
 */
export function planStays(
  rooms: readonly PlannerRoom[],
  profile: BookingProfile,
  today: DateOnly,
  rng: Rng,
  fixed: readonly PlannedStay[] = [],
): PlannedStay[] {
  const first = addDays(today, profile.firstArrivalOffset);
  const lastNight = addDays(today, profile.lastNightOffset);
  const freeFrom: DateOnly[] = rooms.map(() => first);
  const stays: PlannedStay[] = [...fixed];
  const indexes = rooms.map((_, i) => i);

  const taken = rooms.map((room) => new Set(room.unavailable));
  for (const stay of fixed) {
    for (const r of stay.rooms) {
      for (const night of eachNight(stay.arrival, stay.departure)) {
        if (taken[r].has(night)) throw new Error(`fixed stay overlaps a block or another fixed stay (room #${r}, ${night})`);
        taken[r].add(night);
      }
    }
  }

  // How many nights from `date` the room can be sold for, up to `wanted`.
  const runLength = (r: number, date: DateOnly, wanted: number) => {
    let n = 0;
    for (let night = date; n < wanted && night <= lastNight && !taken[r].has(night); night = addDays(night, 1)) n++;
    return n;
  };

  for (let date = first; date <= lastNight; date = addDays(date, 1)) {
    const offset = nightsBetween(today, date);
    const weekendBump = weekdayOf(date) >= 5 ? 0.05 : 0;
    const order = rng.shuffle(indexes);
    for (const r of order) {
      const room = rooms[r];
      if (freeFrom[r] > date || taken[r].has(date)) continue;
      const occupancy = clamp(profile.occupancy(offset) * room.demand + weekendBump, 0.05, 0.95);
      // Alternating stays (mean L nights) and geometric gaps (mean (1-p)/p nights) fill L / (L + (1-p)/p) of
      // the nights; solved for p this is the start probability that meets the target.
      const startProbability = 1 / (1 + (MEAN_LENGTH * (1 - occupancy)) / occupancy);
      if (!rng.chance(startProbability)) continue;
      const length = runLength(r, date, sampleStayLength(rng));
      if (length === 0) continue;
      const departure = addDays(date, length);
      const stay: PlannedStay = { arrival: date, departure, rooms: [r] };
      freeFrom[r] = departure;

      if (rng.chance(profile.multiRoomChance)) {
        const extra = rng.int(1, 3);
        // Groups prefer rooms of the same type; any free room will do after that.
        const candidates = order
          .filter((o) => freeFrom[o] <= date && runLength(o, date, length) === length)
          .sort((a, b) => Number(rooms[b].typeCode === room.typeCode) - Number(rooms[a].typeCode === room.typeCode));
        for (const o of candidates.slice(0, extra)) {
          stay.rooms.push(o);
          freeFrom[o] = departure;
        }
      }
      stays.push(stay);
    }
  }
  return stays.sort((a, b) => (a.arrival < b.arrival ? -1 : a.arrival > b.arrival ? 1 : a.rooms[0] - b.rooms[0]));
}

function clamp(x: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, x));
}
