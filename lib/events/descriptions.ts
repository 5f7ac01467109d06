// When each event is emitted (API reference, `webhooks` section). The code path that causes the change emits it
// with `emitEvent(tx, propertyId, type, data)` in the same transaction.
import type { EventType } from "./event-types";

export const EVENT_DESCRIPTIONS: Record<EventType, string> = {
  "reservation.created": "A reservation was booked (any source). `data.reservation` is the booking as created.",
  "reservation.modified": "A reservation's dates, rooms, guests, amounts or requests changed. `changes` lists each field with its old and new value.",
  "reservation.cancelled": "A reservation was cancelled, with the cancellation fee charged and the amount refunded.",
  "reservation.no_show": "A reservation was marked no-show, with the no-show fee charged.",
  "guest.checked_in": "A guest checked in to a room.",
  "guest.checked_out": "A guest checked out; `folio_balance` is the balance left on the folio (0 when settled).",
  "guest.room_changed": "An in-house guest moved from one room to another.",
  "guest.profile_updated": "A guest profile changed; `changed_fields` names the fields (values are not repeated — fetch the guest).",
  "room.status_changed": "A room's front-office or housekeeping status changed (e.g. DIRTY → CLEAN).",
  "room.out_of_order": "A room was blocked out of order or out of service for a date range.",
  "room.back_in_service": "A room block was released; the room is sellable again.",
  "folio.charge_posted": "A charge (room, POS transfer, extra) was posted to a folio.",
  "folio.payment_received": "A payment was applied to a folio.",
  "folio.settled": "A folio was settled (balance zero) and closed.",
  "channel.booking_received": "A booking arrived from a distribution channel and was created as a reservation.",
  "channel.modification_received": "A channel sent a modification that was applied to its reservation.",
  "channel.cancellation_received": "A channel cancelled one of its reservations.",
};
