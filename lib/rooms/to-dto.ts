import { asDateOnly } from "../rates/dates";
import type { BlockRow, RoomWithState } from "./room-state";
import type { TRoom } from "./schemas";

export function blockToDto(b: BlockRow) {
  return {
    id: b.id,
    kind: b.kind,
    reason: b.reason,
    notes: b.notes,
    from_date: asDateOnly(b.fromDate),
    to_date: asDateOnly(b.toDate),
    return_to_inventory: b.returnToInventory,
  };
}

export function roomToDto(r: RoomWithState): TRoom {
  return {
    id: r.id,
    room_number: r.roomNumber,
    room_type: { id: r.roomType.id, name: r.roomType.name, code: r.roomType.code },
    floor: r.floor,
    building: r.building,
    status: r.effective.status,
    fo_status: r.effective.fo_status,
    hk_status: r.effective.hk_status,
    is_active: r.isActive,
    features: r.features,
    notes: r.notes,
    current_guest: r.currentGuest,
    current_block: r.currentBlock ? blockToDto(r.currentBlock) : null,
  };
}

/** The `room` reference of room.* and guest.* events. */
export function roomRef(r: { id: string; roomNumber: string; roomType: { name: string } }) {
  return { id: r.id, room_number: r.roomNumber, room_type: r.roomType.name };
}
