// Reservation rows → API shapes (versioned API, event payloads, document-3 views). Money leaves as major units
// (v1, events) or {value, currency} minor units (document 3): converted here, nowhere else.
import type { Prisma } from "../db/generated/client";
import type { EventData } from "../events/schemas";
import { toMajor } from "../http/validation";
import { asDateOnly, nightsBetween } from "../rates/dates";
import { divRoundHalfUp } from "../rates/money";
import type { TPlatformReservation, TReservation, TReservationDetail } from "./schemas";

export const RESERVATION_LIST_SELECT = {
  id: true,
  confirmationNumber: true,
  status: true,
  source: true,
  arrivalDate: true,
  departureDate: true,
  specialRequests: true,
  currency: true,
  totalAmount: true,
  paidAmount: true,
  cancellationFee: true,
  createdAt: true,
  updatedAt: true,
  guest: { select: { id: true, firstName: true, lastName: true, email: true, phone: true } },
  rooms: {
    orderBy: { id: "asc" },
    select: {
      id: true,
      adults: true,
      children: true,
      roomAmount: true,
      arrivalDate: true,
      departureDate: true,
      roomType: { select: { id: true, name: true, code: true } },
      ratePlan: { select: { id: true, name: true } },
      room: { select: { id: true, roomNumber: true } },
    },
  },
} as const satisfies Prisma.ReservationSelect;

export const RESERVATION_DETAIL_SELECT = {
  ...RESERVATION_LIST_SELECT,
  roomAmount: true,
  taxAmount: true,
  paymentMethodType: true,
  cardToken: true,
  refundAmount: true,
  cancelReason: true,
  confirmedAt: true,
  checkedInAt: true,
  checkedOutAt: true,
  cancelledAt: true,
  noShowAt: true,
  rooms: {
    ...RESERVATION_LIST_SELECT.rooms,
    select: {
      ...RESERVATION_LIST_SELECT.rooms.select,
      taxAmount: true,
      nights: { orderBy: { date: "asc" }, select: { date: true, rate: true, tax: true } },
    },
  },
} as const satisfies Prisma.ReservationSelect;

export type ReservationListRow = Prisma.ReservationGetPayload<{ select: typeof RESERVATION_LIST_SELECT }>;
export type ReservationDetailRow = Prisma.ReservationGetPayload<{ select: typeof RESERVATION_DETAIL_SELECT }>;

export const guestName = (g: { firstName: string; lastName: string }) => `${g.firstName} ${g.lastName}`.trim();

/** What the guest still owes (minor units): the stay, or the fee once cancelled / no-show; never negative. */
export function balanceDue(r: { status: string; totalAmount: number; paidAmount: number; cancellationFee: number | null }): number {
  const owed = r.status === "CANCELLED" || r.status === "NO_SHOW" ? (r.cancellationFee ?? 0) : r.totalAmount;
  return Math.max(0, owed - r.paidAmount);
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function reservationToDto(r: ReservationListRow): TReservation {
  const arrival = asDateOnly(r.arrivalDate);
  const departure = asDateOnly(r.departureDate);
  return {
    id: r.id,
    confirmation_number: r.confirmationNumber,
    status: r.status,
    source: r.source,
    guest: { id: r.guest.id, name: guestName(r.guest), email: r.guest.email },
    arrival_date: arrival,
    departure_date: departure,
    nights: nightsBetween(arrival, departure),
    rooms: r.rooms.map((rr) => {
      const n = Math.max(1, nightsBetween(asDateOnly(rr.arrivalDate), asDateOnly(rr.departureDate)));
      return {
        id: rr.id,
        room_type: { id: rr.roomType.id, name: rr.roomType.name },
        rate_plan: { id: rr.ratePlan.id, name: rr.ratePlan.name },
        adults: rr.adults,
        children: rr.children,
        rate_per_night: toMajor(divRoundHalfUp(rr.roomAmount, n)),
        room: rr.room ? { id: rr.room.id, room_number: rr.room.roomNumber } : null,
      };
    }),
    total_amount: toMajor(r.totalAmount),
    paid_amount: toMajor(r.paidAmount),
    balance_due: toMajor(balanceDue(r)),
    currency: r.currency.trim(),
    special_requests: r.specialRequests,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

export function reservationDetailToDto(r: ReservationDetailRow): TReservationDetail {
  const base = reservationToDto(r);
  return {
    ...base,
    guest: {
      id: r.guest.id,
      name: guestName(r.guest),
      first_name: r.guest.firstName,
      last_name: r.guest.lastName,
      email: r.guest.email,
      phone: r.guest.phone,
    },
    rooms: r.rooms.map((rr, i) => ({
      ...base.rooms[i],
      room_amount: toMajor(rr.roomAmount),
      tax_amount: toMajor(rr.taxAmount),
      nights: rr.nights.map((n) => ({ date: asDateOnly(n.date), rate: toMajor(n.rate), tax: toMajor(n.tax) })),
    })),
    room_amount: toMajor(r.roomAmount),
    tax_amount: toMajor(r.taxAmount),
    payment_method: r.paymentMethodType
      ? { type: r.paymentMethodType, card_token_last4: r.cardToken ? r.cardToken.slice(-4) : null }
      : null,
    cancellation_fee: r.cancellationFee === null ? null : toMajor(r.cancellationFee),
    refund_amount: r.refundAmount === null ? null : toMajor(r.refundAmount),
    cancel_reason: r.cancelReason,
    confirmed_at: iso(r.confirmedAt),
    checked_in_at: iso(r.checkedInAt),
    checked_out_at: iso(r.checkedOutAt),
    cancelled_at: iso(r.cancelledAt),
    no_show_at: iso(r.noShowAt),
  };
}

/** The `reservation` object of reservation.* events (spec document 2). */
export function reservationSummary(r: ReservationListRow): EventData<"reservation.created">["reservation"] {
  return {
    id: r.id,
    confirmation_number: r.confirmationNumber,
    status: r.status,
    guest: { id: r.guest.id, name: guestName(r.guest), email: r.guest.email },
    arrival_date: asDateOnly(r.arrivalDate),
    departure_date: asDateOnly(r.departureDate),
    rooms: r.rooms.map((rr) => ({ room_type: rr.roomType.name, rate_plan: rr.ratePlan.name, adults: rr.adults, children: rr.children })),
    total_amount: toMajor(r.totalAmount),
    source: r.source,
  };
}

export function reservationToPlatformDto(r: ReservationListRow): TPlatformReservation {
  const currency = r.currency.trim();
  const money = (value: number) => ({ value, currency });
  const arrival = asDateOnly(r.arrivalDate);
  const departure = asDateOnly(r.departureDate);
  return {
    id: r.id,
    confirmationNumber: r.confirmationNumber,
    status: r.status,
    source: r.source,
    guest: { id: r.guest.id, name: guestName(r.guest), email: r.guest.email, phone: r.guest.phone },
    arrivalDate: arrival,
    departureDate: departure,
    nights: nightsBetween(arrival, departure),
    rooms: r.rooms.map((rr) => ({
      id: rr.id,
      roomType: { id: rr.roomType.id, code: rr.roomType.code, name: rr.roomType.name },
      ratePlan: { id: rr.ratePlan.id, name: rr.ratePlan.name },
      room: rr.room ? { id: rr.room.id, roomNumber: rr.room.roomNumber } : null,
      adults: rr.adults,
      children: rr.children,
    })),
    totalAmount: money(r.totalAmount),
    paidAmount: money(r.paidAmount),
    balanceDue: money(balanceDue(r)),
    specialRequests: r.specialRequests,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}
