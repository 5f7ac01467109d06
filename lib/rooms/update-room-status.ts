// PUT /rooms/:id/status: a housekeeping move (rules in ./status.ts), under the room's row lock so two attendants
// updating the same room cannot interleave; records room.status_changed and an audit row when the status changes.
import type { Actor } from "../audit/record-audit";
import { recordAudit } from "../audit/record-audit";
import { emitEvent } from "../events/emit-event";
import { AppError, notFound } from "../http/errors";
import { loadProperty } from "../properties/settings";
import { lockRooms, roomWithStateOrThrow } from "./room-state";
import type { TUpdateRoomStatusBody } from "./schemas";
import { hkMoveError } from "./status";
import { roomRef, roomToDto } from "./to-dto";
import { writeTransaction } from "../db/transaction";

export async function updateRoomStatus(input: { propertyId: string; actor: Actor; id: string; body: TUpdateRoomStatusBody }) {
  const { propertyId, id, body } = input;
  const property = await loadProperty(propertyId);
  return writeTransaction(async (tx) => {
    if (!(await lockRooms(tx, propertyId, [id])).has(id)) throw notFound("Room");
    const room = await roomWithStateOrThrow(tx, propertyId, id, property.today);
    const from = room.effective.hk_status;
    const problem = hkMoveError(from, body.hk_status);
    if (problem) throw new AppError("invalid_state", `Room ${room.roomNumber}: ${problem}`, { details: [{ field: "hk_status", message: problem }] });
    const notesChanged = body.notes !== undefined && (body.notes || null) !== room.notes;
    if (from === body.hk_status && !notesChanged) return roomToDto(room);

    await tx.room.update({
      where: { id },
      data: {
        hkStatus: body.hk_status,
        // keep the stored front-office status in step with what the room is today (a block may have ended)
        ...(room.foStatus !== "OCCUPIED" ? { foStatus: room.effective.fo_status } : {}),
        ...(body.notes !== undefined ? { notes: body.notes || null } : {}),
      },
    });
    const updated = await roomWithStateOrThrow(tx, propertyId, id, property.today);
    if (from !== body.hk_status) {
      await emitEvent(tx, propertyId, "room.status_changed", {
        room: roomRef(room),
        fo_status: updated.effective.fo_status,
        hk_status: updated.effective.hk_status,
        status: updated.effective.status,
        previous: { fo_status: room.effective.fo_status, hk_status: from },
        notes: body.notes ?? null,
      });
    }
    await recordAudit(tx, {
      actor: input.actor,
      propertyId,
      action: "room.status_changed",
      entityType: "room",
      entityId: id,
      changes: {
        fields: [
          ...(from !== body.hk_status ? [{ field: "hk_status", from, to: body.hk_status }] : []),
          ...(notesChanged ? [{ field: "notes", from: room.notes, to: body.notes || null }] : []),
        ],
        room_number: room.roomNumber,
      },
    });
    return roomToDto(updated);
  });
}
