// The 17 event names of spec document 2. Their `data` shapes are documented in lib/events/schemas.ts (and the
// API reference).
export const EVENT_TYPES = [
  "reservation.created",
  "reservation.modified",
  "reservation.cancelled",
  "reservation.no_show",
  "guest.checked_in",
  "guest.checked_out",
  "guest.room_changed",
  "guest.profile_updated",
  "room.status_changed",
  "room.out_of_order",
  "room.back_in_service",
  "folio.charge_posted",
  "folio.payment_received",
  "folio.settled",
  "channel.booking_received",
  "channel.modification_received",
  "channel.cancellation_received",
] as const;

export type EventType = (typeof EVENT_TYPES)[number];

export function isEventType(s: string): s is EventType {
  return (EVENT_TYPES as readonly string[]).includes(s);
}
