// POST /rooms/:id/out-of-order and /out-of-service: take a room out of use for [from_date, to_date).
//
// Refused with 409 conflict when the room is assigned to a stay in that range (move the guest first), when it is
// already blocked for an overlapping period, or — for blocks that leave sellable inventory — when a night of the
// room type has every remaining room sold (the block would overbook). The inventory check runs under the same
// night locks as bookings, so a booking and a block racing for the last room cannot both win. A block covering
// today changes the room's status at once; a later one shows when its first night comes.
import type { Actor } from "../audit/record-audit";
import { recordAudit } from "../audit/record-audit";
import { db } from "../db/client";
import { emitEvent } from "../events/emit-event";
import { AppError, notFound, validationError } from "../http/errors";
import { assertCapacityCanShrink, inventoryTransaction } from "../inventory/inventory";
import { eachNight, nightsBetween, parseDateOnly, type DateOnly } from "../rates/dates";
import { loadProperty } from "../properties/settings";
import { blocksOverlapping, lockRooms, roomHolders, roomWithStateOrThrow, emitRoomStatusChange } from "./room-state";
import type { TBlockBody } from "./schemas";
import { blockToDto, roomRef, roomToDto } from "./to-dto";

const MAX_BLOCK_NIGHTS = 366;

export async function blockRoom(input: {
  propertyId: string;
  actor: Actor;
  id: string;
  kind: "OUT_OF_ORDER" | "OUT_OF_SERVICE";
  body: Omit<TBlockBody, "return_to_inventory"> & { return_to_inventory?: boolean };
}) {
  const { propertyId, id, kind, body } = input;
  const property = await loadProperty(propertyId);
  if (!(await db().room.findFirst({ where: { id, propertyId }, select: { id: true } }))) throw notFound("Room");
  const today = property.today;
  const from: DateOnly = body.from_date ?? today;
  const to = body.to_date;
  if (from < today) throw validationError("from_date", `must not be in the past (today at the property is ${today})`);
  if (to <= from) throw validationError("to_date", "must be after from_date (it is the first date the room is usable again)");
  if (nightsBetween(from, to) > MAX_BLOCK_NIGHTS) throw validationError("to_date", `a period is at most ${MAX_BLOCK_NIGHTS} nights`);
  const returnToInventory = kind === "OUT_OF_SERVICE" && body.return_to_inventory === true;
  const removesInventory = !returnToInventory;

  const nights = eachNight(from, to);

  return inventoryTransaction(async (tx) => {
    if (!(await lockRooms(tx, propertyId, [id])).has(id)) throw notFound("Room");
    const room = await roomWithStateOrThrow(tx, propertyId, id, today);
    if (!room.isActive) throw new AppError("invalid_state", `Room ${room.roomNumber} is inactive`);
    const overlapping = await blocksOverlapping(tx, propertyId, from, to, [id]);
    if (overlapping.length > 0) {
      const b = overlapping[0];
      throw new AppError("conflict", `Room ${room.roomNumber} is already ${b.kind === "OUT_OF_ORDER" ? "out of order" : "out of service"} for part of this period`, {
        details: overlapping.map((o) => ({ field: "from_date", message: `${o.kind} from ${blockToDto(o).from_date} to ${blockToDto(o).to_date} (${o.reason})` })),
      });
    }
    const holders = (await roomHolders(tx, propertyId, from, to, today, { roomIds: [id] })).get(id) ?? [];
    if (holders.length > 0 || (from === today && room.effective.fo_status === "OCCUPIED")) {
      throw new AppError("conflict", `Room ${room.roomNumber} is assigned to a stay in this period; move the guest to another room first`, {
        details: holders.map((h) => ({
          field: "from_date",
          message: `reservation ${h.confirmationNumber} (${h.status}) ${h.arrivalDate} to ${h.departureDate}`,
        })),
      });
    }
    if (removesInventory) await assertCapacityCanShrink(tx, propertyId, room.roomTypeId, nights);

    const block = await tx.roomBlock.create({
      data: {
        propertyId,
        roomId: id,
        kind,
        reason: body.reason,
        notes: body.notes ?? null,
        fromDate: parseDateOnly(from),
        toDate: parseDateOnly(to),
        returnToInventory,
        createdBy: `${input.actor.kind}:${input.actor.id}`,
      },
      select: { id: true, roomId: true, kind: true, reason: true, notes: true, fromDate: true, toDate: true, returnToInventory: true, createdAt: true },
    });
    if (from === today) {
      await tx.room.update({ where: { id }, data: { foStatus: kind, ...(kind === "OUT_OF_ORDER" ? { hkStatus: "OUT_OF_ORDER" as const } : {}) } });
    }
    const updated = await roomWithStateOrThrow(tx, propertyId, id, today);
    await emitEvent(tx, propertyId, "room.out_of_order", {
      room: roomRef(room),
      block_id: block.id,
      kind,
      reason: body.reason,
      from_date: from,
      to_date: to,
      return_to_inventory: returnToInventory,
    });
    await emitRoomStatusChange(tx, propertyId, room, updated, body.reason);
    await recordAudit(tx, {
      actor: input.actor,
      propertyId,
      action: kind === "OUT_OF_ORDER" ? "room.out_of_order" : "room.out_of_service",
      entityType: "room",
      entityId: id,
      changes: { room_number: room.roomNumber, block: { ...blockToDto(block) } },
    });
    return { block: blockToDto(block), room: roomToDto(updated) };
  });
}
