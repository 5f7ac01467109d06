// GET /rooms/assignable: rooms that can take a stay — active, of an active type, not held by another stay for any
// of the nights, not blocked (out of order, or out of service even when it stays in sellable inventory), and not
// occupied now when the stay starts today — scored against the guest's preferences (see ./scoring.ts).
import { readAll } from "../db/transaction";
import type { PrismaClient } from "../db/generated/client";
import { db, type Tx } from "../db/client";
import { validationError } from "../http/errors";
import { nightsBetween, type DateOnly } from "../rates/dates";
import { loadProperty } from "../properties/settings";
import { MAX_STAY_NIGHTS } from "../reservations/schemas";
import { blocksOverlapping, roomHolders, roomsWithState, type RoomWithState } from "./room-state";
import { floorBands, rankRooms } from "./scoring";
import type { TAssignableQuery } from "./schemas";

export type RankedRoom = { room: RoomWithState; match_score: number; preference_matches: string[] };

/** Free rooms for [arrival, departure), best first. Used by the endpoint and by check-in's automatic assignment. */
export async function rankAssignableRooms(
  client: Tx | PrismaClient,
  propertyId: string,
  today: DateOnly,
  q: { roomTypeId?: string; arrival: DateOnly; departure: DateOnly; preferences: readonly string[]; excludeReservationId?: string },
): Promise<RankedRoom[]> {
  const [rooms, holders, blocks] = await readAll(client, [
    () => roomsWithState(client, propertyId, today, { isActive: true, roomType: { isActive: true } }),
    () => roomHolders(client, propertyId, q.arrival, q.departure, today, { excludeReservationId: q.excludeReservationId }),
    () => blocksOverlapping(client, propertyId, q.arrival, q.departure),
  ] as const);
  const blocked = new Set(blocks.map((b) => b.roomId));
  const bands = floorBands(rooms);
  const free = rooms.filter(
    (r) =>
      (!q.roomTypeId || r.roomTypeId === q.roomTypeId) &&
      !holders.has(r.id) &&
      !blocked.has(r.id) &&
      !(q.arrival <= today && r.effective.fo_status === "OCCUPIED"),
  );
  return rankRooms(
    free.map((r) => ({ ...r, hkStatus: r.effective.hk_status })),
    q.preferences,
    bands,
  ).map((x) => ({ room: x.room, match_score: x.match_score, preference_matches: x.preference_matches }));
}

export async function assignableRooms(input: { propertyId: string; query: TAssignableQuery }) {
  const q = input.query;
  const property = await loadProperty(input.propertyId);
  if (q.departure_date <= q.arrival_date) throw validationError("departure_date", "must be after arrival_date");
  if (nightsBetween(q.arrival_date, q.departure_date) > MAX_STAY_NIGHTS) throw validationError("departure_date", `stay must be at most ${MAX_STAY_NIGHTS} nights`);
  if (q.arrival_date < property.today) throw validationError("arrival_date", `must not be in the past (today at the property is ${property.today})`);
  if (q.room_type_id) {
    const t = await db().roomType.findFirst({ where: { id: q.room_type_id, propertyId: input.propertyId }, select: { id: true } });
    if (!t) throw validationError("room_type_id", "no room type with this id");
  }
  const ranked = await rankAssignableRooms(db(), input.propertyId, property.today, {
    roomTypeId: q.room_type_id,
    arrival: q.arrival_date,
    departure: q.departure_date,
    preferences: q.preferences ?? [],
  });
  return ranked.map(({ room, match_score, preference_matches }) => ({
    id: room.id,
    room_number: room.roomNumber,
    room_type: room.roomType.name,
    room_type_id: room.roomType.id,
    floor: room.floor,
    building: room.building,
    hk_status: room.effective.hk_status,
    features: room.features,
    match_score,
    preference_matches,
  }));
}
