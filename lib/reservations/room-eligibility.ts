// Can this room take this guest from today until departure? Shared by check-in and room moves. Callers hold the
// room's row lock, so the answer stays true until they commit.
import type { Tx } from "../db/client";
import type { DateOnly } from "../rates/dates";
import { blocksOverlapping, roomHolders, roomsWithState, type RoomWithState } from "../rooms/room-state";
import { isCleanHk } from "../rooms/status";

export type Eligibility = { room: RoomWithState | undefined; problem: string | null; hkOnly: boolean };

export async function roomEligibility(
  tx: Tx,
  propertyId: string,
  today: DateOnly,
  departure: DateOnly,
  reservationId: string,
  roomIds: readonly string[],
  opts: { overrideHk: boolean },
): Promise<Map<string, Eligibility>> {
  const rooms = await roomsWithState(tx, propertyId, today, { id: { in: [...roomIds] } });
  const holders = await roomHolders(tx, propertyId, today, departure, today, { roomIds, excludeReservationId: reservationId });
  const blocks = await blocksOverlapping(tx, propertyId, today, departure, roomIds);
  const byId = new Map(rooms.map((r) => [r.id, r]));
  const out = new Map<string, Eligibility>();
  for (const id of roomIds) {
    const room = byId.get(id);
    let problem: string | null = null;
    let hkOnly = false;
    if (!room) problem = "no room with this id";
    else if (!room.isActive) problem = `room ${room.roomNumber} is inactive`;
    else if (room.effective.fo_status === "OCCUPIED") problem = `room ${room.roomNumber} is occupied`;
    else if (blocks.some((b) => b.roomId === id)) {
      const b = blocks.find((x) => x.roomId === id)!;
      problem = `room ${room.roomNumber} is ${b.kind === "OUT_OF_ORDER" ? "out of order" : "out of service"} during the stay (${b.reason})`;
    } else if (holders.has(id)) {
      const h = holders.get(id)![0];
      problem = `room ${room.roomNumber} is assigned to reservation ${h.confirmationNumber} (${h.arrivalDate} to ${h.departureDate})`;
    } else if (!isCleanHk(room.effective.hk_status) && !opts.overrideHk) {
      problem = `room ${room.roomNumber} is ${room.effective.hk_status}; it must be CLEAN or INSPECTED (a manager may override with override_room_status)`;
      hkOnly = true;
    }
    out.set(id, { room, problem, hkOnly });
  }
  return out;
}

/** Takes a room's row lock without waiting: a room another desk is assigning right now is simply skipped. */
export async function tryLockRoom(tx: Tx, propertyId: string, roomId: string): Promise<boolean> {
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM rooms WHERE id = ${roomId}::uuid AND property_id = ${propertyId}::uuid FOR UPDATE SKIP LOCKED`;
  return rows.length === 1;
}
