// GET /rooms/status-summary: counts over the property's active rooms as they are today.
import { db } from "../db/client";
import { nightCapacities } from "../inventory/inventory";
import { addDays } from "../rates/dates";
import { loadProperty } from "../properties/settings";
import { roomsWithState } from "./room-state";

export async function roomStatusSummary(input: { propertyId: string }) {
  const property = await loadProperty(input.propertyId);
  const [rooms, types] = await Promise.all([
    roomsWithState(db(), input.propertyId, property.today, { isActive: true }),
    db().roomType.findMany({ where: { propertyId: input.propertyId, isActive: true }, select: { id: true } }),
  ]);
  const caps = await nightCapacities(db(), input.propertyId, types.map((t) => t.id), property.today, addDays(property.today, 1));
  const by_status = { VACANT_CLEAN: 0, VACANT_DIRTY: 0, OCCUPIED_CLEAN: 0, OCCUPIED_DIRTY: 0 };
  const by_room_type: Record<string, { total: number; vacant: number; occupied: number }> = {};
  for (const t of types) by_room_type[t.id] = { total: 0, vacant: 0, occupied: 0 };
  let out_of_order = 0;
  let out_of_service = 0;
  for (const r of rooms) {
    const s = r.effective.status;
    if (s === "OUT_OF_ORDER") out_of_order++;
    else if (s === "OUT_OF_SERVICE") out_of_service++;
    else by_status[s]++;
    const t = (by_room_type[r.roomTypeId] ??= { total: 0, vacant: 0, occupied: 0 });
    t.total++;
    if (r.effective.fo_status === "VACANT") t.vacant++;
    if (r.effective.fo_status === "OCCUPIED") t.occupied++;
  }
  return {
    total_rooms: rooms.length,
    out_of_order,
    out_of_service,
    available: caps.reduce((sum, c) => sum + Math.max(0, c.capacity - c.sold), 0),
    by_status,
    by_room_type,
  };
}
