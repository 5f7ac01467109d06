// Reading rooms with what they are today (blocks covering today, the guest in the room) and with what holds them
// over a date range (stays assigned to them, blocks). Shared by the room endpoints, assignment and check-in.
import { emitEvent } from "../events/emit-event";
import { roomRef } from "./to-dto";
import { readAll } from "../db/transaction";
import type { Prisma, PrismaClient } from "../db/generated/client";
import type { Tx } from "../db/client";
import { notFound } from "../http/errors";
import { addDays, asDateOnly, parseDateOnly, type DateOnly } from "../rates/dates";
import { effectiveStatus, type BlockKind, type EffectiveStatus } from "./status";

type Client = Tx | PrismaClient;

export const ROOM_SELECT = {
  id: true,
  roomNumber: true,
  floor: true,
  building: true,
  foStatus: true,
  hkStatus: true,
  features: true,
  isActive: true,
  notes: true,
  roomTypeId: true,
  updatedAt: true,
  roomType: { select: { id: true, name: true, code: true } },
} as const satisfies Prisma.RoomSelect;

export type RoomRow = Prisma.RoomGetPayload<{ select: typeof ROOM_SELECT }>;

export type BlockRow = {
  id: string;
  roomId: string;
  kind: BlockKind;
  reason: string;
  notes: string | null;
  fromDate: Date;
  toDate: Date;
  returnToInventory: boolean;
  createdAt: Date;
};

export type CurrentGuest = { id: string; name: string; reservation_id: string; checkout_date: DateOnly };

export type RoomWithState = RoomRow & {
  effective: EffectiveStatus;
  /** the block covering today, if any (out of order before out of service) */
  currentBlock: BlockRow | null;
  currentGuest: CurrentGuest | null;
};

const BLOCK_SELECT = {
  id: true,
  roomId: true,
  kind: true,
  reason: true,
  notes: true,
  fromDate: true,
  toDate: true,
  returnToInventory: true,
  createdAt: true,
} as const satisfies Prisma.RoomBlockSelect;

/** Unreleased blocks overlapping [from, to) (the nights from … to-1). */
export async function blocksOverlapping(client: Client, propertyId: string, from: DateOnly, to: DateOnly, roomIds?: readonly string[]): Promise<BlockRow[]> {
  return client.roomBlock.findMany({
    where: {
      propertyId,
      releasedAt: null,
      fromDate: { lt: parseDateOnly(to) },
      toDate: { gt: parseDateOnly(from) },
      ...(roomIds ? { roomId: { in: [...roomIds] } } : {}),
    },
    orderBy: [{ fromDate: "asc" }, { id: "asc" }],
    select: BLOCK_SELECT,
  });
}

/** Guests in the rooms now: reservation rooms of CHECKED_IN reservations. */
export async function currentGuests(client: Client, propertyId: string, roomIds?: readonly string[]): Promise<Map<string, CurrentGuest>> {
  const rows = await client.reservationRoom.findMany({
    where: { propertyId, roomId: roomIds ? { in: [...roomIds] } : { not: null }, reservation: { status: "CHECKED_IN" } },
    orderBy: { arrivalDate: "asc" },
    select: {
      roomId: true,
      departureDate: true,
      reservation: { select: { id: true, guest: { select: { id: true, firstName: true, lastName: true } } } },
    },
  });
  const out = new Map<string, CurrentGuest>();
  for (const r of rows) {
    out.set(r.roomId!, {
      id: r.reservation.guest.id,
      name: `${r.reservation.guest.firstName} ${r.reservation.guest.lastName}`.trim(),
      reservation_id: r.reservation.id,
      checkout_date: asDateOnly(r.departureDate),
    });
  }
  return out;
}

export function withState(rooms: readonly RoomRow[], todayBlocks: readonly BlockRow[], guests: Map<string, CurrentGuest>): RoomWithState[] {
  const blocksByRoom = new Map<string, BlockRow[]>();
  for (const b of todayBlocks) blocksByRoom.set(b.roomId, [...(blocksByRoom.get(b.roomId) ?? []), b]);
  return rooms.map((r) => {
    const blocks = blocksByRoom.get(r.id) ?? [];
    const current = blocks.find((b) => b.kind === "OUT_OF_ORDER") ?? blocks[0] ?? null;
    return {
      ...r,
      effective: effectiveStatus(r, blocks.map((b) => b.kind)),
      currentBlock: current,
      currentGuest: r.foStatus === "OCCUPIED" ? (guests.get(r.id) ?? null) : null,
    };
  });
}

/** Rooms (filtered by `where`) with their state today: three queries whatever the number of rooms. */
export async function roomsWithState(client: Client, propertyId: string, today: DateOnly, where: Prisma.RoomWhereInput = {}): Promise<RoomWithState[]> {
  const rooms = await client.room.findMany({ where: { ...where, propertyId }, select: ROOM_SELECT });
  if (rooms.length === 0) return [];
  const ids = rooms.length > 500 ? undefined : rooms.map((r) => r.id);
  const [blocks, guests] = await readAll(client, [() => blocksOverlapping(client, propertyId, today, addDays(today, 1), ids), () => currentGuests(client, propertyId, ids)] as const);
  return withState(rooms, blocks, guests);
}

export async function roomWithStateOrThrow(client: Client, propertyId: string, roomId: string, today: DateOnly): Promise<RoomWithState> {
  const [room] = await roomsWithState(client, propertyId, today, { id: roomId });
  if (!room) throw notFound("Room");
  return room;
}

export type Holder = {
  reservationRoomId: string;
  reservationId: string;
  confirmationNumber: string;
  status: string;
  arrivalDate: DateOnly;
  departureDate: DateOnly;
};

/**
 * Stays holding rooms in [from, to): reservation rooms assigned to them whose reservation is PENDING, CONFIRMED or
 * CHECKED_IN and whose nights overlap. A checked-in guest past the departure date (an overstay) still holds the room
 * for a range starting today or earlier.
 */
export async function roomHolders(
  client: Client,
  propertyId: string,
  from: DateOnly,
  to: DateOnly,
  today: DateOnly,
  opts: { roomIds?: readonly string[]; excludeReservationId?: string } = {},
): Promise<Map<string, Holder[]>> {
  const rows = await client.reservationRoom.findMany({
    where: {
      propertyId,
      roomId: opts.roomIds ? { in: [...opts.roomIds] } : { not: null },
      arrivalDate: { lt: parseDateOnly(to) },
      ...(opts.excludeReservationId ? { reservationId: { not: opts.excludeReservationId } } : {}),
      OR: [
        { departureDate: { gt: parseDateOnly(from) }, reservation: { status: { in: ["PENDING", "CONFIRMED", "CHECKED_IN"] } } },
        ...(from <= today ? [{ reservation: { status: "CHECKED_IN" as const } }] : []),
      ],
    },
    select: {
      id: true,
      roomId: true,
      arrivalDate: true,
      departureDate: true,
      reservation: { select: { id: true, confirmationNumber: true, status: true } },
    },
  });
  const out = new Map<string, Holder[]>();
  for (const r of rows) {
    const h: Holder = {
      reservationRoomId: r.id,
      reservationId: r.reservation.id,
      confirmationNumber: r.reservation.confirmationNumber,
      status: r.reservation.status,
      arrivalDate: asDateOnly(r.arrivalDate),
      departureDate: asDateOnly(r.departureDate),
    };
    out.set(r.roomId!, [...(out.get(r.roomId!) ?? []), h]);
  }
  return out;
}

/** Locks room rows (id order, after any reservation lock and before inventory locks). Returns the ids found. */
export async function lockRooms(tx: Tx, propertyId: string, roomIds: readonly string[]): Promise<Set<string>> {
  if (roomIds.length === 0) return new Set();
  const sorted = [...new Set(roomIds)].sort();
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM rooms WHERE property_id = ${propertyId}::uuid AND id = ANY(${sorted}::uuid[]) ORDER BY id FOR UPDATE`;
  return new Set(rows.map((r) => r.id));
}

/** Records room.status_changed when the room's effective status or housekeeping status moved from `before` to `after`. */
export async function emitRoomStatusChange(tx: Tx, propertyId: string, before: RoomWithState, after: RoomWithState, notes: string | null) {
  if (after.effective.status === before.effective.status && after.effective.hk_status === before.effective.hk_status) return;
  await emitEvent(tx, propertyId, "room.status_changed", {
    room: roomRef(before),
    fo_status: after.effective.fo_status,
    hk_status: after.effective.hk_status,
    status: after.effective.status,
    previous: { fo_status: before.effective.fo_status, hk_status: before.effective.hk_status },
    notes,
  });
}
