// What a guest pays when cancelling, by the rate plan's policy:
//   NON_REFUNDABLE  the whole stay (every night's rate + tax)
//   FLEXIBLE        nothing until the cut-off (arrival day at check-in time, in the property's time zone, minus
//                   cancellationCutoffHours), the first night (rate + tax) from then on
// Waiving the fee and computing the refund (paid - fee) are the cancel use case's business, not this function's.
import { asDateOnly, type DateOnly } from "./dates";
import { zonedDateTimeToUtc } from "./time-zone";


export type CancellationPolicyName = "FLEXIBLE" | "NON_REFUNDABLE";

export type CancellationInput = {
  policy: CancellationPolicyName;
  cutoffHours: number;
  arrivalDate: DateOnly | Date;
  /** Property setting checkInTime, "HH:MM"; defaults to 14:00. */
  checkInTime?: string;
  /** The property's IANA time zone, e.g. "Asia/Kolkata". */
  timeZone: string;
  now: Date;
  /** The booked nights (ReservationRoomNight rows or a quote's nights), all rooms of the reservation. */
  nights: readonly { date?: DateOnly | Date; rate: number; tax: number }[];
};

export const DEFAULT_CHECK_IN_TIME = "14:00";

/** The last instant at which a FLEXIBLE booking cancels free of charge (exclusive). */
export function freeCancellationDeadline(input: Omit<CancellationInput, "policy" | "now" | "nights">): Date {
  if (!Number.isFinite(input.cutoffHours) || input.cutoffHours < 0) {
    throw new RangeError(`cutoffHours must be >= 0, got ${input.cutoffHours}`);
  }
  const checkIn = zonedDateTimeToUtc(
    asDateOnly(input.arrivalDate),
    input.checkInTime ?? DEFAULT_CHECK_IN_TIME,
    input.timeZone,
  );
  return new Date(checkIn.getTime() - input.cutoffHours * 3_600_000);
}

/** The cancellation fee in minor units. */
export function cancellationFee(input: CancellationInput): number {
  if (input.nights.length === 0) return 0;
  if (input.policy === "NON_REFUNDABLE") {
    return input.nights.reduce((sum, n) => sum + n.rate + n.tax, 0);
  }
  if (input.now.getTime() < freeCancellationDeadline(input).getTime()) return 0;
  // With dated nights of several rooms, every room's first night is charged (all nights on the earliest date);
  // undated nights are taken as one room's nights in order.
  const first = firstNightDate(input.nights);
  const charged =
    first === undefined ? [input.nights[0]] : input.nights.filter((n) => asDateOnly(n.date as Date | DateOnly) === first);
  return charged.reduce((sum, n) => sum + n.rate + n.tax, 0);
}

function firstNightDate(nights: CancellationInput["nights"]): DateOnly | undefined {
  if (nights.some((n) => n.date === undefined)) return undefined;
  let first: DateOnly | undefined;
  for (const n of nights) {
    const d = asDateOnly(n.date as DateOnly | Date);
    if (first === undefined || d < first) first = d;
  }
  return first;
}
