// Wall-clock time in a property's IANA time zone with the built-in Intl API (no time-zone library): "today" at
// the hotel and "arrival day at check-in time" as an instant. Never uses the server's local time zone.
import { parseDateOnly, type DateOnly } from "./dates";

const formatters = new Map<string, Intl.DateTimeFormat>();

// Creating a DateTimeFormat is comparatively slow and the set of property time zones is tiny: cache them.
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

function wallClock(instant: Date, timeZone: string): WallClock {
  const out: Record<string, number> = {};
  for (const p of formatterFor(timeZone).formatToParts(instant)) {
    if (p.type !== "literal") out[p.type] = Number(p.value);
  }
  return {
    year: out.year,
    month: out.month,
    day: out.day,
    hour: out.hour === 24 ? 0 : out.hour, // some engines still print midnight as 24 under h23
    minute: out.minute,
    second: out.second,
  };
}

/** Offset of the zone from UTC at that instant, in milliseconds (Asia/Kolkata: +19 800 000). */
export function timeZoneOffsetMs(instant: Date, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  const wallAsUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  const wholeSeconds = Math.floor(instant.getTime() / 1000) * 1000;
  return wallAsUtc - wholeSeconds;
}

/** The calendar date at the property right now (or at `now`). */
export function todayInTimeZone(timeZone: string, now: Date = new Date()): DateOnly {
  const w = wallClock(now, timeZone);
  return `${String(w.year).padStart(4, "0")}-${pad2(w.month)}-${pad2(w.day)}`;
}

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * The instant at which the wall clock in `timeZone` shows `date` `time` ("HH:MM"). In a daylight-saving gap the
 * result is shifted by the gap; at an ambiguous hour one of the two instants is returned (hotel check-in times
 * are nowhere near 02:00, so neither matters in practice).
 */
export function zonedDateTimeToUtc(date: DateOnly, time: string, timeZone: string): Date {
  const m = HH_MM.exec(time);
  if (!m) throw new RangeError(`time must be HH:MM (24 h), got ${JSON.stringify(time)}`);
  const wall = parseDateOnly(date).getTime() + (Number(m[1]) * 60 + Number(m[2])) * 60_000;
  // The offset at the wall time read as UTC is right unless a transition lies between the two; one retry fixes it.
  const firstGuess = timeZoneOffsetMs(new Date(wall), timeZone);
  let utc = wall - firstGuess;
  const second = timeZoneOffsetMs(new Date(utc), timeZone);
  if (second !== firstGuess) utc = wall - second;
  return new Date(utc);
}

function pad2(n: number): string {
  return String(n).padStart(2, "0");
}
