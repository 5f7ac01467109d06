// POST /reservations/:id/move-room: an in-house (CHECKED_IN) guest changes rooms. The new room must pass the same
// checks as at check-in (vacant, in service for the rest of the stay, not promised to another stay, clean or
// inspected unless a manager overrides). The old room becomes VACANT + DIRTY, the new one OCCUPIED.
//
// A move to another room type is allowed (upgrade or downgrade at the desk); the guest keeps the booked rate, and
// the remaining nights (today until departure) move from the old type's inventory to the new type's under the night
// locks — 422 no_availability if the new type has no room to spare on one of those nights.
import type { Actor } from "../audit/record-audit";
import { db } from "../db/client";
import { emitEvent } from "../events/emit-event";
import { AppError, notFound, validationError } from "../http/errors";
import { changeInventory, inventoryTransaction, stayChanges } from "../inventory/inventory";
import { addDays, asDateOnly, eachNight } from "../rates/dates";
import { loadProperty } from "../properties/settings";
import { lockRooms } from "../rooms/room-state";
import { roomRef } from "../rooms/to-dto";
import { auditReservation } from "./audit";
import { getReservationRow } from "./get-reservation";
import { assertStatus, lockReservation } from "./lock-reservation";
import { roomEligibility } from "./room-eligibility";
import type { TMoveRoomBody } from "./schemas";
import { guestName, reservationDetailToDto } from "./to-dto";

export async function moveRoom(input: { propertyId: string; actor: Actor; id: string; body: TMoveRoomBody; canOverride: boolean }) {
  const { propertyId, id, body, actor } = input;
  if (body.override_room_status && !input.canOverride) {
    throw new AppError("forbidden", "Only a manager can move a guest to a room that is not clean or inspected", {
      details: [{ field: "override_room_status", message: "requires a manager-level role" }],
    });
  }
  const property = await loadProperty(propertyId);
  const today = property.today;
  await getReservationRow(propertyId, id); // an unknown reservation is a 404 before the body is judged
  const target = await db().room.findFirst({ where: { id: body.room_id, propertyId }, select: { id: true } });
  if (!target) throw validationError("room_id", "no room with this id");

  return inventoryTransaction(async (tx) => {
    const r = await lockReservation(tx, propertyId, id);
    assertStatus(r, ["CHECKED_IN"], "moving rooms");
    let rr = r.rooms[0];
    if (body.reservation_room_id) {
      const found = r.rooms.find((x) => x.id === body.reservation_room_id);
      if (!found) throw validationError("reservation_room_id", "not a room of this reservation");
      rr = found;
    } else if (r.rooms.length > 1) {
      throw validationError("reservation_room_id", `this reservation has ${r.rooms.length} rooms: say which one moves`);
    }
    if (!rr.room) throw new AppError("invalid_state", "This reserved room has no room assigned");
    if (rr.room.id === body.room_id) throw validationError("room_id", "the guest is already in this room");
    const departure = asDateOnly(r.departureDate);

    await lockRooms(tx, propertyId, [rr.room.id, body.room_id]);
    const stayEnd = departure > today ? departure : addDays(today, 1); // an overstaying guest still needs tonight
    const e = (await roomEligibility(tx, propertyId, today, stayEnd, id, [body.room_id], { overrideHk: body.override_room_status })).get(body.room_id)!;
    if (!e.room) throw notFound("Room");
    if (e.problem) throw new AppError("conflict", `Cannot move: ${e.problem}`, { details: [{ field: "room_id", message: e.problem }] });
    const to = e.room;
    const from = await tx.room.findUniqueOrThrow({ where: { id: rr.room.id }, select: { id: true, roomNumber: true, foStatus: true, hkStatus: true, roomType: { select: { name: true } } } });

    const typeChange = to.roomTypeId !== rr.roomType.id;
    if (typeChange && today < departure) {
      const remaining = eachNight(today, departure);
      await changeInventory(tx, propertyId, [...stayChanges(rr.roomType.id, remaining, -1), ...stayChanges(to.roomTypeId, remaining, 1)]);
    }
    await tx.reservationRoom.update({ where: { id: rr.id }, data: { roomId: to.id, ...(typeChange ? { roomTypeId: to.roomTypeId } : {}) } });
    await tx.room.update({ where: { id: from.id }, data: { foStatus: "VACANT", hkStatus: "DIRTY" } });
    await tx.room.update({ where: { id: to.id }, data: { foStatus: "OCCUPIED", ...(to.hkStatus === "OUT_OF_ORDER" ? { hkStatus: "DIRTY" as const } : {}) } });
    const now = new Date();
    await emitEvent(tx, propertyId, "guest.room_changed", {
      reservation_id: id,
      guest: { id: r.guest.id, name: guestName(r.guest) },
      from_room: roomRef(from),
      to_room: roomRef(to),
      reason: body.reason ?? null,
      changed_at: now.toISOString(),
    });
    const fromHk = from.hkStatus === "OUT_OF_ORDER" ? "DIRTY" : from.hkStatus;
    await emitEvent(tx, propertyId, "room.status_changed", {
      room: roomRef(from),
      fo_status: "VACANT",
      hk_status: "DIRTY",
      status: "VACANT_DIRTY",
      previous: { fo_status: "OCCUPIED", hk_status: fromHk },
      notes: body.reason ?? null,
    });
    const toHk = to.effective.hk_status;
    await emitEvent(tx, propertyId, "room.status_changed", {
      room: roomRef(to),
      fo_status: "OCCUPIED",
      hk_status: toHk,
      status: toHk === "CLEAN" || toHk === "INSPECTED" ? "OCCUPIED_CLEAN" : "OCCUPIED_DIRTY",
      previous: { fo_status: to.effective.fo_status, hk_status: toHk },
      notes: body.reason ?? null,
    });
    await auditReservation(tx, {
      actor,
      propertyId,
      reservationId: id,
      action: "reservation.room_moved",
      changes: [
        { field: `rooms[${r.rooms.indexOf(rr)}].room`, from: from.roomNumber, to: to.roomNumber },
        ...(typeChange ? [{ field: `rooms[${r.rooms.indexOf(rr)}].room_type`, from: rr.roomType.name, to: to.roomType.name }] : []),
      ],
      context: { confirmation_number: r.confirmationNumber, reason: body.reason ?? null, override_room_status: body.override_room_status },
    });
    return reservationDetailToDto(await getReservationRow(propertyId, id, tx));
  });
}
