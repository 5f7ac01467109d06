// Turns planned stays into reservations with a status, prices from quoteStay (the same function availability and
// booking use), payments and a believable history of timestamps. Every timestamp lies before today 00:00 at the
// property, so the data is consistent whatever the time of day the seed runs.
import type { ReservationSource, ReservationStatus } from "../../lib/db/generated/enums";
import { cancellationFee } from "../../lib/rates/cancellation";
import { addDays, type DateOnly } from "../../lib/rates/dates";
import type { StayQuote } from "../../lib/rates/quote";
import { zonedDateTimeToUtc } from "../../lib/rates/time-zone";
import { generateConfirmationNumber } from "../../lib/reservations/confirmation-number";
import type { PropertyDef, RatePlanDef, RoomTypeDef } from "./catalog";
import type { Rng } from "./prng";
import { sampleStayLength, type PlannedStay } from "./stays";

export type QuoteRequest = { typeCode: string; planCode: string; adults: number; arrival: DateOnly; departure: DateOnly };

export type DraftRoom = {
  typeCode: string;
  /** assigned physical room (index into property.rooms), null while unassigned */
  roomIndex: number | null;
  adults: number;
  children: number;
  quote: StayQuote;
};

export type ReservationDraft = {
  confirmationNumber: string;
  status: ReservationStatus;
  source: ReservationSource;
  arrival: DateOnly;
  departure: DateOnly;
  planCode: string;
  rooms: DraftRoom[];
  specialRequests: string | null;
  paymentMethodType: string | null;
  cardToken: string | null;
  roomAmount: number;
  taxAmount: number;
  totalAmount: number;
  paidAmount: number;
  cancellationFee: number | null;
  refundAmount: number | null;
  cancelReason: string | null;
  createdAt: Date;
  confirmedAt: Date | null;
  checkedInAt: Date | null;
  checkedOutAt: Date | null;
  cancelledAt: Date | null;
  noShowAt: Date | null;
  updatedAt: Date;
};

export type DraftContext = {
  property: PropertyDef;
  today: DateOnly;
  rng: Rng;
  quote: (q: QuoteRequest) => StayQuote;
};

const SOURCES: [ReservationSource, number][] = [
  ["DIRECT", 20],
  ["BOOKING_ENGINE", 25],
  ["OTA", 32],
  ["CORPORATE", 12],
  ["TRAVEL_AGENT", 7],
  ["GDS", 4],
];

const SPECIAL_REQUESTS = [
  "Late arrival, around 23:00.",
  "Early check-in if possible; landing at 07:30.",
  "Extra pillows and a hypoallergenic duvet, please.",
  "Celebrating our anniversary.",
  "Airport pickup from T2 requested.",
  "Jain meals for breakfast.",
  "Twin beds if available.",
  "Baby cot needed.",
  "Room away from the lift, please.",
  "Will need an invoice with company GSTIN.",
];

const CANCEL_REASONS = [
  "Change of travel plans",
  "Flight cancelled",
  "Meeting postponed",
  "Booked elsewhere",
  "Duplicate booking",
  "Family emergency",
];

/** Reservations for the stays of the room timelines (they hold inventory) plus cancellations and no-shows. */
export function draftReservations(ctx: DraftContext, stays: readonly PlannedStay[]): ReservationDraft[] {
  const { property, today, rng } = ctx;
  const numbers = new Set<string>();
  const nextNumber = () => {
    let n = generateConfirmationNumber(rng.next);
    while (numbers.has(n)) n = generateConfirmationNumber(rng.next);
    numbers.add(n);
    return n;
  };
  const at = (date: DateOnly, hour: number, minute = rng.int(0, 59)) =>
    zonedDateTimeToUtc(date, `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`, property.timeZone);

  const inHouseRooms = new Set(
    stays.filter((s) => s.arrival < today && s.departure >= today).flatMap((s) => s.rooms),
  );
  let preAssignLeft = property.bookings.preAssignedArrivals;

  const drafts: ReservationDraft[] = [];
  for (const stay of stays) {
    const source = rng.weighted(SOURCES);
    const plan = pickPlan(property, source, rng);
    const status: ReservationStatus =
      stay.departure < today
        ? "CHECKED_OUT"
        : stay.arrival < today
          ? "CHECKED_IN"
          : source === "OTA" && rng.chance(0.2)
            ? "PENDING"
            : "CONFIRMED";
    // A couple of today's arrivals already have their (vacant, inspected) room: the arrivals list shows both kinds.
    const preAssign =
      status === "CONFIRMED" &&
      stay.arrival === today &&
      stay.rooms.length === 1 &&
      preAssignLeft > 0 &&
      !inHouseRooms.has(stay.rooms[0]);
    if (preAssign) preAssignLeft--;
    const assigned = status === "CHECKED_OUT" || status === "CHECKED_IN" || preAssign;
    const rooms = stay.rooms.map((r) => {
      const type = roomType(property, property.rooms[r].typeCode);
      return draftRoom(ctx, type, plan, stay.arrival, stay.departure, assigned ? r : null);
    });

    const created = at(addDays(minDate(stay.arrival, today), -leadDays(rng)), rng.int(7, 22));
    const d = baseDraft(ctx, nextNumber(), status, source, stay.arrival, stay.departure, plan, rooms, created);
    const deposit = firstNightTotal(rooms);
    if (status === "CHECKED_OUT") {
      d.paidAmount = d.totalAmount;
      d.checkedInAt = at(stay.arrival, rng.int(13, 22));
      d.checkedOutAt = at(stay.departure, rng.int(7, 11));
    } else if (status === "CHECKED_IN") {
      d.paidAmount = prepaid(plan) ? d.totalAmount : rng.weighted([[0, 4], [deposit, 4], [d.totalAmount, 2]] as const);
      d.checkedInAt = at(stay.arrival, rng.int(13, 22));
    } else if (status === "PENDING") {
      d.confirmedAt = null; // awaiting the channel's confirmation or payment
    } else {
      d.paidAmount = prepaid(plan) ? d.totalAmount : rng.chance(0.25) ? deposit : 0;
    }
    finish(d);
    drafts.push(d);
  }

  const typeWeights = property.roomTypes.map(
    (t) => [t, t.demand * property.rooms.filter((r) => r.typeCode === t.code).length] as const,
  );
  const { firstArrivalOffset, lastNightOffset } = property.bookings;
  const lastDeparture = addDays(today, lastNightOffset + 1);
  const extraStay = (fromOffset: number, toOffset: number) => {
    const arrival = addDays(today, rng.int(fromOffset, toOffset));
    const departure = minDate(addDays(arrival, sampleStayLength(rng)), lastDeparture);
    return { arrival, departure, type: rng.weighted(typeWeights) };
  };

  const cancelled = Math.round(stays.length * property.bookings.cancelledShare);
  for (let i = 0; i < cancelled; i++) {
    const { arrival, departure, type } = extraStay(firstArrivalOffset + 3, lastNightOffset - 2);
    drafts.push(cancelledDraft(ctx, nextNumber(), arrival, departure, type, at));
  }
  const noShows = Math.round(stays.length * property.bookings.noShowShare);
  for (let i = 0; i < noShows; i++) {
    const { arrival, departure, type } = extraStay(firstArrivalOffset + 3, -2);
    const source = rng.weighted(SOURCES);
    const plan = pickPlan(property, source, rng);
    const rooms = [draftRoom(ctx, type, plan, arrival, departure, null)];
    const created = at(addDays(arrival, -leadDays(rng)), rng.int(7, 22));
    const d = baseDraft(ctx, nextNumber(), "NO_SHOW", source, arrival, departure, plan, rooms, created);
    d.paidAmount = prepaid(plan) ? d.totalAmount : rng.chance(0.5) ? firstNightTotal(rooms) : 0;
    // The night audit after the arrival day marks guests who never came.
    d.noShowAt = at(addDays(arrival, 1), 2, rng.int(0, 59));
    finish(d);
    drafts.push(d);
  }
  return drafts;
}

function cancelledDraft(
  ctx: DraftContext,
  confirmationNumber: string,
  arrival: DateOnly,
  departure: DateOnly,
  type: RoomTypeDef,
  at: (date: DateOnly, hour: number, minute?: number) => Date,
): ReservationDraft {
  const { property, today, rng } = ctx;
  const source = rng.weighted(SOURCES);
  const plan = pickPlan(property, source, rng);
  const rooms = [draftRoom(ctx, type, plan, arrival, departure, null)];
  // Most guests cancel days ahead; some the evening before arrival, inside the cut-off.
  const late = arrival <= today && rng.chance(0.25);
  const cancelDate = late ? addDays(arrival, -1) : addDays(minDate(addDays(arrival, -3), addDays(today, -1)), -rng.int(0, 10));
  const created = at(addDays(cancelDate, -rng.int(late ? 1 : 0, 30)), rng.int(7, 12));
  const cancelledAt = at(cancelDate, rng.int(13, 22));
  const d = baseDraft(ctx, confirmationNumber, "CANCELLED", source, arrival, departure, plan, rooms, created);
  const paidBefore = prepaid(plan) ? d.totalAmount : rng.chance(0.4) ? firstNightTotal(rooms) : 0;
  const fee = cancellationFee({
    policy: plan.cancellationPolicy,
    cutoffHours: plan.cancellationCutoffHours,
    arrivalDate: arrival,
    checkInTime: String(property.settings.checkInTime ?? "14:00"),
    timeZone: property.timeZone,
    now: cancelledAt,
    nights: rooms.flatMap((r) => r.quote.nights),
  });
  // A fee above what was paid is charged to the card on file: afterwards paid - refund = fee, nothing is owed.
  d.paidAmount = Math.max(paidBefore, fee);
  d.cancellationFee = fee;
  d.refundAmount = d.paidAmount - fee;
  d.cancelReason = rng.pick(CANCEL_REASONS);
  d.cancelledAt = cancelledAt;
  finish(d);
  return d;
}

function baseDraft(
  ctx: DraftContext,
  confirmationNumber: string,
  status: ReservationStatus,
  source: ReservationSource,
  arrival: DateOnly,
  departure: DateOnly,
  plan: RatePlanDef,
  rooms: DraftRoom[],
  createdAt: Date,
): ReservationDraft {
  const { rng } = ctx;
  const roomAmount = rooms.reduce((s, r) => s + r.quote.roomTotal, 0);
  const taxAmount = rooms.reduce((s, r) => s + r.quote.taxTotal, 0);
  const paysAtHotel = source === "DIRECT" && rng.chance(0.3);
  return {
    confirmationNumber,
    status,
    source,
    arrival,
    departure,
    planCode: plan.code,
    rooms,
    specialRequests: rng.chance(0.25) ? rng.pick(SPECIAL_REQUESTS) : null,
    paymentMethodType: paysAtHotel ? null : "CREDIT_CARD",
    cardToken: paysAtHotel ? null : `tok_demo_${rng.hex(24)}`,
    roomAmount,
    taxAmount,
    totalAmount: roomAmount + taxAmount,
    paidAmount: 0,
    cancellationFee: null,
    refundAmount: null,
    cancelReason: null,
    createdAt,
    confirmedAt: new Date(createdAt.getTime() + rng.int(0, 300) * 1000),
    checkedInAt: null,
    checkedOutAt: null,
    cancelledAt: null,
    noShowAt: null,
    updatedAt: createdAt,
  };
}

function draftRoom(
  ctx: DraftContext,
  type: RoomTypeDef,
  plan: RatePlanDef,
  arrival: DateOnly,
  departure: DateOnly,
  roomIndex: number | null,
): DraftRoom {
  const { rng } = ctx;
  const adults = Math.min(type.maxAdults, type.code === "FAM" ? 2 : rng.weighted([[1, 30], [2, 65], [3, 5]] as const));
  const childRoom = Math.min(type.maxChildren, type.maxOccupancy - adults);
  const children = childRoom > 0 && rng.chance(type.maxChildren >= 2 ? 0.8 : 0.12) ? rng.int(1, childRoom) : 0;
  const quote = ctx.quote({ typeCode: type.code, planCode: plan.code, adults, arrival, departure });
  return { typeCode: type.code, roomIndex, adults, children, quote };
}

function finish(d: ReservationDraft): void {
  const times = [d.createdAt, d.confirmedAt, d.checkedInAt, d.checkedOutAt, d.cancelledAt, d.noShowAt];
  d.updatedAt = new Date(Math.max(...times.filter((t): t is Date => t !== null).map((t) => t.getTime())));
}

function pickPlan(property: PropertyDef, source: ReservationSource, rng: Rng): RatePlanDef {
  // Corporate contracts are flexible by nature: no non-refundable rates for them.
  const plans = property.ratePlans.filter((p) => source !== "CORPORATE" || p.cancellationPolicy === "FLEXIBLE");
  return rng.weighted(plans.map((p) => [p, p.share] as const));
}

const prepaid = (plan: RatePlanDef) => plan.cancellationPolicy === "NON_REFUNDABLE";

/** Booking lead time in days: most bookings come within three weeks of arrival. */
function leadDays(rng: Rng): number {
  return 1 + Math.floor(rng.next() ** 2 * 45);
}

function firstNightTotal(rooms: readonly DraftRoom[]): number {
  return rooms.reduce((s, r) => s + r.quote.nights[0].rate + r.quote.nights[0].tax, 0);
}

function roomType(property: PropertyDef, code: string): RoomTypeDef {
  const t = property.roomTypes.find((x) => x.code === code);
  if (!t) throw new Error(`unknown room type ${code} in ${property.code}`);
  return t;
}

const minDate = (a: DateOnly, b: DateOnly) => (a < b ? a : b);
