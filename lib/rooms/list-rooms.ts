// GET /rooms: filters of spec document 1. A property has at most a few hundred rooms and the status filter works on
// the status *today* (derived from blocks), so rooms are read with their state and filtered and paged in memory,
// in natural room-number order; the cursor is the last room number of the page.
import { db } from "../db/client";
import { validationError } from "../http/errors";
import { decodeCursor, encodeCursor } from "../http/pagination";
import { loadProperty } from "../properties/settings";
import { roomsWithState } from "./room-state";
import { compareRoomNumbers } from "./scoring";
import type { TListRoomsQuery } from "./schemas";
import { roomToDto } from "./to-dto";

export async function listRooms(input: { propertyId: string; query: TListRoomsQuery }) {
  const q = input.query;
  const property = await loadProperty(input.propertyId);
  const cursor = decodeCursor(q.cursor, 1);
  if (cursor && typeof cursor[0] !== "string") throw validationError("cursor", "cursor is not valid");
  const rooms = await roomsWithState(db(), input.propertyId, property.today, {
    ...(q.room_type_id ? { roomTypeId: q.room_type_id } : {}),
    ...(q.floor ? { floor: q.floor } : {}),
    ...(q.is_active !== undefined ? { isActive: q.is_active } : {}),
  });
  const statuses = q.status?.length ? new Set(q.status) : null;
  const hk = q.hk_status?.length ? new Set<string>(q.hk_status) : null;
  const after = cursor ? String(cursor[0]) : null;
  const filtered = rooms
    .filter((r) => !statuses || statuses.has(r.effective.status) || statuses.has(r.effective.fo_status))
    .filter((r) => !hk || hk.has(r.effective.hk_status))
    .sort((a, b) => compareRoomNumbers(a.roomNumber, b.roomNumber))
    .filter((r) => after === null || compareRoomNumbers(r.roomNumber, after) > 0);
  const items = filtered.slice(0, q.limit);
  const has_more = filtered.length > q.limit;
  return {
    items: items.map(roomToDto),
    pagination: { cursor: has_more ? encodeCursor([items[items.length - 1].roomNumber]) : null, has_more },
  };
}
