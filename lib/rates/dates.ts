// Calendar dates without a time zone ("date-only"), as stay dates are stored (`@db.Date`).
//
// A date-only value is a `YYYY-MM-DD` string; when a Date object is needed (Prisma reads and writes `date`
// columns as Date) it is UTC midnight of that day. Everything here uses UTC getters/setters only: the local time
// zone of the server must never move a stay date by a day.

/** `YYYY-MM-DD` */
export type DateOnly = string;

const DAY_MS = 86_400_000;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

// Pricing validates the same few hundred dates thousands of times per second (every night of every quote, every tax
// rule's validity); remembering the ones already proven real keeps that check a set lookup. Bounded: cleared when big.
const KNOWN_VALID = new Set<string>();

export function isDateOnly(value: string): boolean {
  if (KNOWN_VALID.has(value)) return true;
  const m = DATE_ONLY.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  // Date.UTC rolls 2025-02-30 over to March; a real calendar date survives the round trip.
  if (toDateOnly(d) !== value) return false;
  if (KNOWN_VALID.size >= 20_000) KNOWN_VALID.clear();
  KNOWN_VALID.add(value);
  return true;
}

/** `YYYY-MM-DD` → Date at UTC midnight. Throws on anything that is not a real calendar date. */
export function parseDateOnly(value: string): Date {
  if (!isDateOnly(value)) throw new RangeError(`not a YYYY-MM-DD date: ${JSON.stringify(value)}`);
  return new Date(`${value}T00:00:00.000Z`);
}

/** Date → `YYYY-MM-DD` of its UTC calendar day (a `date` column read by Prisma is UTC midnight). */
export function toDateOnly(date: Date): DateOnly {
  if (Number.isNaN(date.getTime())) throw new RangeError("invalid Date");
  return date.toISOString().slice(0, 10);
}

/** Accepts either representation (rows from the database carry Date, API input carries strings). */
export function asDateOnly(value: Date | string): DateOnly {
  if (typeof value === "string") {
    if (!isDateOnly(value)) throw new RangeError(`not a YYYY-MM-DD date: ${JSON.stringify(value)}`);
    return value;
  }
  return toDateOnly(value);
}

export function addDays(date: DateOnly, days: number): DateOnly {
  if (!Number.isInteger(days)) throw new RangeError(`days must be an integer, got ${days}`);
  return toDateOnly(new Date(parseDateOnly(date).getTime() + days * DAY_MS));
}

/** Number of nights from arrival to departure (negative when departure is before arrival). */
export function nightsBetween(arrival: DateOnly, departure: DateOnly): number {
  return Math.round((parseDateOnly(departure).getTime() - parseDateOnly(arrival).getTime()) / DAY_MS);
}

/** The nights of a stay: arrival, arrival+1, …, departure-1 (the departure day is not a night). */
export function eachNight(arrival: DateOnly, departure: DateOnly): DateOnly[] {
  const count = nightsBetween(arrival, departure);
  const start = parseDateOnly(arrival).getTime();
  const nights: DateOnly[] = [];
  for (let i = 0; i < count; i++) nights.push(toDateOnly(new Date(start + i * DAY_MS)));
  return nights;
}

/** JS weekday of a calendar date: 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: DateOnly): number {
  return parseDateOnly(date).getUTCDay();
}
