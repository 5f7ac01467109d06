// DELETE /rooms/:id/out-of-order (and /out-of-service): ends the room's current and upcoming periods of that kind
// (or the one named by `block_id`). Periods that simply reach their end date end by themselves (status is derived
// from the dates); this is for bringing a room back early or cancelling planned work.
//
// A room back from an out-of-order period is VACANT and DIRTY — after maintenance it is cleaned and inspected before
// a guest gets it. Out of service leaves the housekeeping status as it was. Capacity only grows, so no inventory
// lock is needed.
import type { Actor } from "../audit/record-audit";
import { recordAudit } from "../audit/record-audit";
import { emitEvent } from "../events/emit-event";
import { AppError, notFound } from "../http/errors";
import { parseDateOnly } from "../rates/dates";
import { loadProperty } from "../properties/settings";
import { lockRooms, roomWithStateOrThrow, emitRoomStatusChange } from "./room-state";
import { blockToDto, roomRef, roomToDto } from "./to-dto";
import { writeTransaction } from "../db/transaction";

export async function releaseBlock(input: { propertyId: string; actor: Actor; id: string; kind: "OUT_OF_ORDER" | "OUT_OF_SERVICE"; blockId?: string }) {
  const { propertyId, id, kind } = input;
  const property = await loadProperty(propertyId);
  const today = property.today;
  const label = kind === "OUT_OF_ORDER" ? "out of order" : "out of service";
  return writeTransaction(async (tx) => {
    if (!(await lockRooms(tx, propertyId, [id])).has(id)) throw notFound("Room");
    const room = await roomWithStateOrThrow(tx, propertyId, id, today);
    const blocks = await tx.roomBlock.findMany({
      where: {
        propertyId,
        roomId: id,
        kind,
        releasedAt: null,
        toDate: { gt: parseDateOnly(today) },
        ...(input.blockId ? { id: input.blockId } : {}),
      },
      orderBy: { fromDate: "asc" },
      select: { id: true, roomId: true, kind: true, reason: true, notes: true, fromDate: true, toDate: true, returnToInventory: true, createdAt: true },
    });
    if (blocks.length === 0) {
      throw new AppError("invalid_state", input.blockId ? `Room ${room.roomNumber} has no current or upcoming ${label} period with this id` : `Room ${room.roomNumber} is not ${label} now or later`);
    }
    const now = new Date();
    await tx.roomBlock.updateMany({ where: { id: { in: blocks.map((b) => b.id) } }, data: { releasedAt: now, releasedBy: `${input.actor.kind}:${input.actor.id}` } });
    const coveredToday = blocks.some((b) => b.fromDate <= parseDateOnly(today));
    if (coveredToday && room.foStatus !== "OCCUPIED") {
      const after = await roomWithStateOrThrow(tx, propertyId, id, today); // another kind of block may still cover today
      await tx.room.update({
        where: { id },
        data: {
          foStatus: after.effective.fo_status,
          ...(kind === "OUT_OF_ORDER" && after.effective.fo_status !== "OUT_OF_ORDER" ? { hkStatus: "DIRTY" as const } : {}),
        },
      });
    }
    const updated = await roomWithStateOrThrow(tx, propertyId, id, today);
    for (const b of blocks) {
      await emitEvent(tx, propertyId, "room.back_in_service", { room: roomRef(room), block_id: b.id, kind, hk_status: updated.effective.hk_status });
    }
    await emitRoomStatusChange(tx, propertyId, room, updated, null);
    await recordAudit(tx, {
      actor: input.actor,
      propertyId,
      action: kind === "OUT_OF_ORDER" ? "room.out_of_order_cleared" : "room.out_of_service_cleared",
      entityType: "room",
      entityId: id,
      changes: { room_number: room.roomNumber, released: blocks.map(blockToDto) },
    });
    return { released: blocks.map(blockToDto), room: roomToDto(updated) };
  });
}
