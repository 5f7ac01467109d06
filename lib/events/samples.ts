// A sample `data` payload per event type, for test deliveries (POST /webhooks/:id/test) and the API reference.
// Sample ids are recognisable (all zeros but the last digits) so a receiver can tell a test from a real event;
// test deliveries also carry the header `X-Svc-Test: true`.
import type { EventType } from "./event-types";
import type { EventData } from "./schemas";

const sid = (n: number) => `00000000-0000-7000-8000-${String(n).padStart(12, "0")}`;

const reservation = (status: string) => ({
  id: sid(1),
  confirmation_number: "TEST-000001",
  status,
  guest: { id: sid(2), name: "Asha Rao", email: "asha.rao@example.com" },
  arrival_date: "2030-01-10",
  departure_date: "2030-01-12",
  rooms: [{ room_type: "Deluxe King", rate_plan: "Best Available Rate", adults: 2, children: 0 }],
  total_amount: 13440,
  source: "DIRECT",
});
const guest = { id: sid(2), name: "Asha Rao" };
const room = (n: number, number: string) => ({ id: sid(n), room_number: number, room_type: "Deluxe King" });

export function sampleEventData<T extends EventType>(type: T, now: Date = new Date()): EventData<T> {
  const at = now.toISOString();
  const samples: { [K in EventType]: EventData<K> } = {
    "reservation.created": { reservation: reservation("CONFIRMED") },
    "reservation.modified": {
      reservation: { ...reservation("CONFIRMED"), departure_date: "2030-01-13", total_amount: 20160 },
      changes: [
        { field: "departure_date", from: "2030-01-12", to: "2030-01-13" },
        { field: "total_amount", from: 13440, to: 20160 },
      ],
    },
    "reservation.cancelled": { reservation: reservation("CANCELLED"), reason: "Change of plans", cancellation_fee: 0, refund_amount: 0, cancelled_at: at },
    "reservation.no_show": { reservation: reservation("NO_SHOW"), no_show_fee: 6720, marked_at: at },
    "guest.checked_in": {
      reservation_id: sid(1),
      guest,
      room: { room_number: "204", room_type: "Deluxe King" },
      check_in_time: at,
      expected_checkout: "2030-01-12T05:30:00.000Z",
    },
    "guest.checked_out": { reservation_id: sid(1), guest, room: { room_number: "204", room_type: "Deluxe King" }, check_out_time: at, folio_balance: 0 },
    "guest.room_changed": { reservation_id: sid(1), guest, from_room: room(3, "204"), to_room: room(4, "305"), reason: "Air conditioning fault", changed_at: at },
    "guest.profile_updated": { guest: { ...guest, email: "asha.rao@example.com" }, changed_fields: ["phone", "preferences"] },
    "room.status_changed": {
      room: room(3, "204"),
      fo_status: "VACANT",
      hk_status: "CLEAN",
      status: "VACANT_CLEAN",
      previous: { fo_status: "VACANT", hk_status: "DIRTY" },
      notes: null,
    },
    "room.out_of_order": {
      room: room(3, "204"),
      block_id: sid(5),
      kind: "OUT_OF_ORDER",
      reason: "Plumbing repair",
      from_date: "2030-01-10",
      to_date: "2030-01-12",
      return_to_inventory: false,
    },
    "room.back_in_service": { room: room(3, "204"), block_id: sid(5), kind: "OUT_OF_ORDER", hk_status: "DIRTY" },
    "folio.charge_posted": {
      folio_id: sid(6),
      reservation_id: sid(1),
      transaction: { id: sid(7), code: "ROOM", description: "Room charge 2030-01-10", amount: 6000, tax: 720, posted_at: at },
      balance: 6720,
    },
    "folio.payment_received": {
      folio_id: sid(6),
      reservation_id: sid(1),
      payment: { id: sid(8), method: "CREDIT_CARD", amount: 6720, reference: "AUTH-123456", received_at: at },
      balance: 0,
    },
    "folio.settled": { folio_id: sid(6), reservation_id: sid(1), total_charges: 13440, total_payments: 13440, settled_at: at },
    "channel.booking_received": { channel: "BOOKING_COM", channel_reference: "BDC-1234567890", reservation: { ...reservation("CONFIRMED"), source: "OTA" } },
    "channel.modification_received": {
      channel: "BOOKING_COM",
      channel_reference: "BDC-1234567890",
      reservation: { ...reservation("CONFIRMED"), source: "OTA", rooms: [{ room_type: "Deluxe King", rate_plan: "Best Available Rate", adults: 3, children: 0 }] },
      changes: [{ field: "adults", from: 2, to: 3 }],
    },
    "channel.cancellation_received": {
      channel: "BOOKING_COM",
      channel_reference: "BDC-1234567890",
      reservation_id: sid(1),
      confirmation_number: "TEST-000001",
      cancelled_at: at,
    },
  };
  return samples[type] as EventData<T>;
}
