// Reservation request and response schemas (versioned API, spec document 1) and the document-3 front-office views.
import { z } from "zod";
import { ZDate, ZId, ZTrimmed, zList } from "../http/validation";
import { ZCursor, ZLimit } from "../http/pagination";

export const RESERVATION_STATUSES = ["PENDING", "CONFIRMED", "CHECKED_IN", "CHECKED_OUT", "CANCELLED", "NO_SHOW"] as const;
export const RESERVATION_SOURCES = ["DIRECT", "BOOKING_ENGINE", "OTA", "GDS", "CORPORATE", "TRAVEL_AGENT"] as const;
export const PAYMENT_METHOD_TYPES = ["CREDIT_CARD", "DEBIT_CARD", "VIRTUAL_CARD"] as const;
/** Longest stay sold through the API (nights). */
export const MAX_STAY_NIGHTS = 30;
/** Rooms in one reservation; larger parties are group bookings. */
export const MAX_ROOMS_PER_RESERVATION = 10;

export const ZReservationStatus = z.enum(RESERVATION_STATUSES, { error: `must be one of ${RESERVATION_STATUSES.join(", ")}` });
export const ZReservationSource = z.enum(RESERVATION_SOURCES, { error: `must be one of ${RESERVATION_SOURCES.join(", ")}` });

const ZCount = (min: number, max: number) =>
  z.number({ error: "must be an integer" }).int("must be an integer").min(min, `must be at least ${min}`).max(max, `must be at most ${max}`);

/** E.164 after removing spaces, dashes, dots and parentheses: "+91 98200 12345" → "+919820012345". */
export const ZPhone = z
  .string()
  .trim()
  .transform((s) => s.replace(/[\s().-]/g, ""))
  .pipe(z.string().regex(/^\+[1-9]\d{6,14}$/, "must be in international format with the country prefix, e.g. +919820012345"));

const ZName = ZTrimmed(100).min(1, "Required");

/** A card number (13–19 digits, optionally spaced) passing the Luhn check: never accepted, never stored. */
export function looksLikeCardNumber(value: string): boolean {
  const digits = value.replace(/[\s-]/g, "");
  if (!/^\d{13,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export const ZPaymentMethod = z
  .strictObject(
    {
      type: z.enum(PAYMENT_METHOD_TYPES, { error: `must be one of ${PAYMENT_METHOD_TYPES.join(", ")}` }),
      card_token: z
        .string({ error: "Required" })
        .trim()
        .min(6, "must be a card token from the payment provider")
        .max(200, "must be at most 200 characters")
        .regex(/^[A-Za-z0-9_:.-]+$/, "must be a card token from the payment provider")
        .refine((s) => !looksLikeCardNumber(s) && !/^\d{12,19}$/.test(s), "must be a token, never a card number"),
    },
    { error: "Unrecognized field: only type and card_token are accepted (never card numbers)" },
  )
  .meta({ id: "PaymentMethod", description: "A tokenised card (the token from the payment provider); card numbers are refused." });

export const ZGuestInput = z
  .object({
    first_name: ZName,
    last_name: ZName,
    email: z.email({ error: "must be a valid email address" }).max(200).transform((s) => s.toLowerCase()),
    phone: ZPhone.optional(),
  })
  .meta({ id: "GuestInput" });

export const ZReservationRoomInput = z.object({
  room_type_id: ZId,
  rate_plan_id: ZId,
  adults: ZCount(1, 20),
  children: ZCount(0, 20).default(0),
});

function refineStay(b: { arrival_date?: string; departure_date?: string }, ctx: z.RefinementCtx) {
  if (!b.arrival_date || !b.departure_date) return;
  if (b.departure_date <= b.arrival_date) {
    ctx.addIssue({ code: "custom", path: ["departure_date"], message: "must be after arrival_date" });
    return;
  }
  const nights = Math.round((Date.parse(b.departure_date) - Date.parse(b.arrival_date)) / 86_400_000);
  if (nights > MAX_STAY_NIGHTS) ctx.addIssue({ code: "custom", path: ["departure_date"], message: `stay must be at most ${MAX_STAY_NIGHTS} nights` });
}

export const ZCreateReservationBody = z
  .object({
    guest_id: ZId.optional(),
    guest: ZGuestInput.optional(),
    arrival_date: ZDate,
    departure_date: ZDate,
    rooms: z.array(ZReservationRoomInput).min(1, "at least one room").max(MAX_ROOMS_PER_RESERVATION, `at most ${MAX_ROOMS_PER_RESERVATION} rooms`),
    source: ZReservationSource.default("DIRECT"),
    special_requests: ZTrimmed(2000).optional(),
    payment_method: ZPaymentMethod.optional(),
  })
  .superRefine((b, ctx) => {
    if (b.guest_id && b.guest) ctx.addIssue({ code: "custom", path: ["guest"], message: "give either guest_id or guest, not both" });
    if (!b.guest_id && !b.guest) ctx.addIssue({ code: "custom", path: ["guest"], message: "Required (or guest_id)" });
    refineStay(b, ctx);
  })
  .meta({ id: "CreateReservationBody" });
export type TCreateReservationBody = z.output<typeof ZCreateReservationBody>;

export const ZUpdateReservationBody = z
  .object({
    arrival_date: ZDate.optional(),
    departure_date: ZDate.optional(),
    special_requests: ZTrimmed(2000).nullable().optional(),
  })
  .superRefine((b, ctx) => {
    if (b.arrival_date === undefined && b.departure_date === undefined && b.special_requests === undefined) {
      ctx.addIssue({ code: "custom", path: ["body"], message: "give arrival_date, departure_date or special_requests" });
    }
    refineStay(b, ctx);
  })
  .meta({ id: "UpdateReservationBody" });
export type TUpdateReservationBody = z.output<typeof ZUpdateReservationBody>;

export const ZCancelReservationBody = z
  .object({
    reason: ZTrimmed(500).optional(),
    waive_cancellation_fee: z.boolean({ error: "must be true or false" }).default(false),
  })
  .meta({ id: "CancelReservationBody" });
export type TCancelReservationBody = z.output<typeof ZCancelReservationBody>;

export const ZConfirmReservationBody = z
  .object({ payment_method: ZPaymentMethod.optional() })
  .meta({ id: "ConfirmReservationBody" });

export const ZCheckInBody = z
  .object({
    room_id: ZId.optional().meta({ description: "Room for a one-room reservation (shorthand for rooms[0].room_id)" }),
    rooms: z
      .array(z.object({ reservation_room_id: ZId, room_id: ZId.optional() }))
      .max(MAX_ROOMS_PER_RESERVATION)
      .optional()
      .meta({ description: "Room per reserved room; a reserved room left out (or without room_id) gets the best assignable room" }),
    override_room_status: z
      .boolean({ error: "must be true or false" })
      .default(false)
      .meta({ description: "Manager only: check in to a room that is not clean or inspected" }),
  })
  .superRefine((b, ctx) => {
    if (b.room_id && b.rooms) ctx.addIssue({ code: "custom", path: ["room_id"], message: "give room_id or rooms, not both" });
  })
  .meta({ id: "CheckInBody" });
export type TCheckInBody = z.output<typeof ZCheckInBody>;

export const ZNoShowBody = z
  .object({
    reason: ZTrimmed(500).optional(),
    waive_no_show_fee: z.boolean({ error: "must be true or false" }).default(false).meta({ description: "Manager only" }),
  })
  .meta({ id: "NoShowBody" });
export type TNoShowBody = z.output<typeof ZNoShowBody>;

export const ZMoveRoomBody = z
  .object({
    room_id: ZId.meta({ description: "The room the guest moves to" }),
    reservation_room_id: ZId.optional().meta({ description: "Required when the reservation has several rooms" }),
    reason: ZTrimmed(500).optional(),
    override_room_status: z.boolean({ error: "must be true or false" }).default(false).meta({ description: "Manager only: move to a room that is not clean or inspected" }),
  })
  .meta({ id: "MoveRoomBody" });
export type TMoveRoomBody = z.output<typeof ZMoveRoomBody>;

export const ZListReservationsQuery = z.object({
  arrival_from: ZDate.optional(),
  arrival_to: ZDate.optional(),
  departure_from: ZDate.optional(),
  departure_to: ZDate.optional(),
  status: zList(ZReservationStatus).meta({ description: "Repeat the key or give a comma list" }),
  source: zList(ZReservationSource).meta({ description: "Repeat the key or give a comma list" }),
  guest_name: ZTrimmed(100).optional().meta({ description: "Case-insensitive; every word must occur in the guest's first or last name" }),
  confirmation_number: ZTrimmed(20).optional().meta({ description: "Case-insensitive part of the confirmation number; spaces ignored" }),
  cursor: ZCursor,
  limit: ZLimit,
});
export type TListReservationsQuery = z.output<typeof ZListReservationsQuery>;

export const ZReservationIdParams = z.object({ id: ZId });

// ---------------------------------------------------------------------------------------------------------------
// Responses

const ZRef = z.object({ id: z.string(), name: z.string() });

export const ZReservationRoom = z.object({
  id: z.string(),
  room_type: ZRef,
  rate_plan: ZRef,
  adults: z.number().int(),
  children: z.number().int(),
  rate_per_night: z.number().meta({ description: "Average nightly room rate before tax (each night: `nights` in the detail view)" }),
  room: z.object({ id: z.string(), room_number: z.string() }).nullable().meta({ description: "Assigned room (at the latest at check-in), or null" }),
});

export const ZReservation = z
  .object({
    id: z.string(),
    confirmation_number: z.string(),
    status: ZReservationStatus,
    source: ZReservationSource,
    guest: z.object({ id: z.string(), name: z.string(), email: z.string().nullable() }),
    arrival_date: z.string(),
    departure_date: z.string(),
    nights: z.number().int(),
    rooms: z.array(ZReservationRoom),
    total_amount: z.number().meta({ description: "Room charges plus taxes, major units of `currency`" }),
    paid_amount: z.number(),
    balance_due: z.number().meta({
      description: "What the guest still owes: total_amount − paid_amount; for a cancelled or no-show reservation its fee − paid_amount; never negative",
    }),
    currency: z.string(),
    special_requests: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "Reservation" });
export type TReservation = z.output<typeof ZReservation>;

export const ZReservationDetail = ZReservation.extend({
  guest: z.object({ id: z.string(), name: z.string(), first_name: z.string(), last_name: z.string(), email: z.string().nullable(), phone: z.string().nullable() }),
  rooms: z.array(
    ZReservationRoom.extend({
      room_amount: z.number(),
      tax_amount: z.number(),
      nights: z.array(z.object({ date: z.string(), rate: z.number(), tax: z.number() })),
    }),
  ),
  room_amount: z.number().meta({ description: "Room charges before tax" }),
  tax_amount: z.number(),
  payment_method: z.object({ type: z.string(), card_token_last4: z.string().nullable() }).nullable(),
  cancellation_fee: z.number().nullable().meta({ description: "Fee charged on cancellation or no-show" }),
  refund_amount: z.number().nullable(),
  cancel_reason: z.string().nullable(),
  confirmed_at: z.string().nullable(),
  checked_in_at: z.string().nullable(),
  checked_out_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  no_show_at: z.string().nullable(),
}).meta({ id: "ReservationDetail" });
export type TReservationDetail = z.output<typeof ZReservationDetail>;

export const ZCreateReservationResult = z
  .object({
    id: z.string(),
    confirmation_number: z.string(),
    status: ZReservationStatus,
    guest: ZRef,
    arrival_date: z.string(),
    departure_date: z.string(),
    total_amount: z.number(),
    created_at: z.string(),
  })
  .meta({ id: "CreateReservationResult" });

export const ZCancellationResult = z
  .object({
    id: z.string(),
    status: z.literal("CANCELLED"),
    cancellation_fee: z.number(),
    refund_amount: z.number(),
    cancelled_at: z.string(),
  })
  .meta({ id: "CancellationResult" });

// ---------------------------------------------------------------------------------------------------------------
// Document 3 (platform dialect: camelCase, money as {value, currency} in minor units, page/limit + meta)

const ZPlatformMoney = z.object({ value: z.number().int(), currency: z.string() });

export const ZPlatformReservation = z
  .object({
    id: z.string(),
    confirmationNumber: z.string(),
    status: ZReservationStatus,
    source: ZReservationSource,
    guest: z.object({ id: z.string(), name: z.string(), email: z.string().nullable(), phone: z.string().nullable() }),
    arrivalDate: z.string(),
    departureDate: z.string(),
    nights: z.number().int(),
    rooms: z.array(
      z.object({
        id: z.string(),
        roomType: z.object({ id: z.string(), code: z.string(), name: z.string() }),
        ratePlan: z.object({ id: z.string(), name: z.string() }),
        room: z.object({ id: z.string(), roomNumber: z.string() }).nullable(),
        adults: z.number().int(),
        children: z.number().int(),
      }),
    ),
    totalAmount: ZPlatformMoney,
    paidAmount: ZPlatformMoney,
    balanceDue: ZPlatformMoney,
    specialRequests: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "FrontOfficeReservation" });
export type TPlatformReservation = z.output<typeof ZPlatformReservation>;

const ZPage = z.coerce.number({ error: "page must be an integer" }).int("page must be an integer").min(1, "page must be at least 1").max(100_000).default(1);

export const ZFrontOfficeListQuery = z.object({
  date: ZDate.optional().meta({ description: "Business date (YYYY-MM-DD); default: today at the property" }),
  page: ZPage,
  limit: ZLimit,
});
export type TFrontOfficeListQuery = z.output<typeof ZFrontOfficeListQuery>;

export const ZPropertyParams = z.object({ propertyId: ZId });

const platformFilters = {
  status: zList(ZReservationStatus),
  source: zList(ZReservationSource),
  arrivalFrom: ZDate.optional(),
  arrivalTo: ZDate.optional(),
  departureFrom: ZDate.optional(),
  departureTo: ZDate.optional(),
  guestName: ZTrimmed(100).optional(),
  confirmationNumber: ZTrimmed(20).optional(),
};

export const ZSearchReservationsBody = z
  .object({
    page: ZPage,
    limit: ZLimit,
    ...platformFilters,
    status: z.array(ZReservationStatus).max(6).optional(),
    source: z.array(ZReservationSource).max(6).optional(),
    sort: z.enum(["arrivalDate", "-arrivalDate", "createdAt", "-createdAt"], { error: "must be arrivalDate, -arrivalDate, createdAt or -createdAt" }).default("arrivalDate"),
  })
  .meta({ id: "SearchReservationsBody" });
export type TSearchReservationsBody = z.output<typeof ZSearchReservationsBody>;

export const ZReservationStatsQuery = z.object({ ...platformFilters });
export type TReservationStatsQuery = z.output<typeof ZReservationStatsQuery>;

export const ZReservationStats = z
  .object({
    total: z.number().int(),
    byStatus: z.object(Object.fromEntries(RESERVATION_STATUSES.map((s) => [s, z.number().int()])) as Record<(typeof RESERVATION_STATUSES)[number], z.ZodNumber>),
    today: z.object({
      date: z.string(),
      arrivals: z.number().int().meta({ description: "Reservations arriving today (PENDING, CONFIRMED, or already CHECKED_IN)" }),
      arrived: z.number().int().meta({ description: "Of those, already checked in" }),
      departures: z.number().int().meta({ description: "Reservations departing today (CHECKED_IN, or already CHECKED_OUT)" }),
      inHouse: z.number().int().meta({ description: "Reservations checked in now" }),
    }),
  })
  .meta({ id: "ReservationStats" });
