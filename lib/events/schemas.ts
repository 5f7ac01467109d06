// The `data` shape of each of the 17 events (spec document 2). `reservation.created` and `guest.checked_in` are the
// spec's; the other 15 follow the same style: ids plus the fields a receiver needs to act without calling back.
// Amounts are major units of the property currency (like the versioned API); dates YYYY-MM-DD; times ISO 8601 UTC.
// Emitters build `data` with these schemas' inferred types; the API reference publishes them.
import { z } from "zod";
import type { EventType } from "./event-types";

const ZGuestRef = z.object({ id: z.string(), name: z.string() });
const ZGuestRefEmail = ZGuestRef.extend({ email: z.string().nullable() });
const ZRoomRef = z.object({ id: z.string(), room_number: z.string(), room_type: z.string() });

export const ZReservationSummary = z.object({
  id: z.string(),
  confirmation_number: z.string(),
  status: z.string(),
  guest: ZGuestRefEmail,
  arrival_date: z.string(),
  departure_date: z.string(),
  rooms: z.array(z.object({ room_type: z.string(), rate_plan: z.string(), adults: z.number().int(), children: z.number().int().optional() })),
  total_amount: z.number(),
  source: z.string(),
});

export const EVENT_DATA_SCHEMAS = {
  "reservation.created": z.object({ reservation: ZReservationSummary }),
  "reservation.modified": z.object({
    reservation: ZReservationSummary,
    changes: z
      .array(z.object({ field: z.string(), from: z.unknown(), to: z.unknown() }))
      .meta({ description: "What changed, e.g. arrival_date, departure_date, total_amount, special_requests, status" }),
  }),
  "reservation.cancelled": z.object({
    reservation: ZReservationSummary,
    reason: z.string().nullable(),
    cancellation_fee: z.number(),
    refund_amount: z.number(),
    cancelled_at: z.string(),
  }),
  "reservation.no_show": z.object({ reservation: ZReservationSummary, no_show_fee: z.number(), marked_at: z.string() }),
  "guest.checked_in": z.object({
    reservation_id: z.string(),
    guest: ZGuestRef,
    room: z.object({ room_number: z.string(), room_type: z.string() }),
    check_in_time: z.string(),
    expected_checkout: z.string(),
  }),
  "guest.checked_out": z.object({
    reservation_id: z.string(),
    guest: ZGuestRef,
    room: z.object({ room_number: z.string(), room_type: z.string() }),
    check_out_time: z.string(),
    folio_balance: z.number(),
  }),
  "guest.room_changed": z.object({
    reservation_id: z.string(),
    guest: ZGuestRef,
    from_room: ZRoomRef,
    to_room: ZRoomRef,
    reason: z.string().nullable(),
    changed_at: z.string(),
  }),
  "guest.profile_updated": z.object({
    guest: ZGuestRefEmail,
    changed_fields: z.array(z.string()).meta({ description: "Names of the fields that changed (values are not repeated)" }),
  }),
  "room.status_changed": z.object({
    room: ZRoomRef,
    fo_status: z.string(),
    hk_status: z.string(),
    status: z.string().meta({ description: "Combined status, e.g. VACANT_CLEAN" }),
    previous: z.object({ fo_status: z.string(), hk_status: z.string() }),
    notes: z.string().nullable(),
  }),
  "room.out_of_order": z.object({
    room: ZRoomRef,
    block_id: z.string(),
    kind: z.enum(["OUT_OF_ORDER", "OUT_OF_SERVICE"]),
    reason: z.string(),
    from_date: z.string(),
    to_date: z.string(),
    return_to_inventory: z.boolean(),
  }),
  "room.back_in_service": z.object({ room: ZRoomRef, block_id: z.string(), kind: z.enum(["OUT_OF_ORDER", "OUT_OF_SERVICE"]), hk_status: z.string() }),
  "folio.charge_posted": z.object({
    folio_id: z.string(),
    reservation_id: z.string().nullable(),
    transaction: z.object({ id: z.string(), code: z.string(), description: z.string(), amount: z.number(), tax: z.number(), posted_at: z.string() }),
    balance: z.number(),
  }),
  "folio.payment_received": z.object({
    folio_id: z.string(),
    reservation_id: z.string().nullable(),
    payment: z.object({ id: z.string(), method: z.string(), amount: z.number(), reference: z.string().nullable(), received_at: z.string() }),
    balance: z.number(),
  }),
  "folio.settled": z.object({ folio_id: z.string(), reservation_id: z.string().nullable(), total_charges: z.number(), total_payments: z.number(), settled_at: z.string() }),
  "channel.booking_received": z.object({
    channel: z.string(),
    channel_reference: z.string(),
    reservation: ZReservationSummary,
  }),
  "channel.modification_received": z.object({
    channel: z.string(),
    channel_reference: z.string(),
    reservation: ZReservationSummary,
    changes: z.array(z.object({ field: z.string(), from: z.unknown(), to: z.unknown() })),
  }),
  "channel.cancellation_received": z.object({
    channel: z.string(),
    channel_reference: z.string(),
    reservation_id: z.string(),
    confirmation_number: z.string(),
    cancelled_at: z.string(),
  }),
} satisfies Record<EventType, z.ZodType>;

export type EventData<T extends EventType> = z.input<(typeof EVENT_DATA_SCHEMAS)[T]>;

export const ZEventEnvelope = z
  .object({
    id: z.string().meta({ description: "Event id; receivers deduplicate on it" }),
    type: z.string(),
    created_at: z.string(),
    property_id: z.string(),
    data: z.record(z.string(), z.unknown()),
  })
  .meta({ id: "EventEnvelope" });
