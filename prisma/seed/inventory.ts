// inventory_nights.sold is the number of reserved rooms per room type and night, kept in step by the booking
// transaction (which locks these rows). This rebuilds it from the booked nights — for the seed, and as a repair.
//
// Which reservations hold a night:
//   PENDING, CONFIRMED, CHECKED_IN  yes — the room is promised or occupied;
//   CHECKED_OUT                     yes — the stay happened; its past nights were sold (an early departure
//                                   shortens the stay's nights at check-out, releasing the rest);
//   CANCELLED, NO_SHOW              no — they release their nights.
import type { PrismaClient } from "../../lib/db/generated/client";
import type { Tx } from "../../lib/db/client";

export const INVENTORY_HOLDING_STATUSES = ["PENDING", "CONFIRMED", "CHECKED_IN", "CHECKED_OUT"] as const;

/**
 * Rebuilds inventory_nights of one property in a single statement: upserts the counted nights and sets nights no
 * longer booked to 0. Rows are updated rather than deleted, so a booking transaction locking them is never
 * surprised by a vanished row. Run it inside the transaction that changed the reservations (or with bookings
 * paused): it reads a snapshot and does not lock the reservations it counts. Returns the number of rows inserted or
 * changed by the upsert (rows reset to 0 are not counted).
 */
export async function recomputeInventory(db: Tx | PrismaClient, propertyId: string): Promise<number> {
  return db.$executeRaw`
    WITH counted AS (
      SELECT rr.property_id, rr.room_type_id, n.date, count(*)::int AS sold
        FROM reservation_room_nights n
        JOIN reservation_rooms rr ON rr.id = n.reservation_room_id
        JOIN reservations r ON r.id = rr.reservation_id
       WHERE rr.property_id = ${propertyId}::uuid
         AND r.status::text = ANY(${[...INVENTORY_HOLDING_STATUSES]}::text[])
       GROUP BY rr.property_id, rr.room_type_id, n.date
    ), released AS (
      UPDATE inventory_nights i SET sold = 0
       WHERE i.property_id = ${propertyId}::uuid
         AND i.sold <> 0
         AND NOT EXISTS (SELECT 1 FROM counted c WHERE c.room_type_id = i.room_type_id AND c.date = i.date)
    )
    INSERT INTO inventory_nights (property_id, room_type_id, date, sold)
    SELECT property_id, room_type_id, date, sold FROM counted
    ON CONFLICT (room_type_id, date) DO UPDATE SET sold = EXCLUDED.sold
     WHERE inventory_nights.sold IS DISTINCT FROM EXCLUDED.sold`;
}
