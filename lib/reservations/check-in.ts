// POST /reservations/:id/check-in: CONFIRMED → CHECKED_IN, from the arrival date until the day before departure
// (property time zone). Each reserved room gets a room: the one given, else the one assigned in advance, else the
// best assignable room of the reserved type (scored against the guest's stored preferences, clean rooms first).
// A room must be of the reserved type, active, vacant, not out of order/service during the stay, not promised to
// another stay, and CLEAN or INSPECTED — unless a manager passes override_room_status. Rooms become OCCUPIED.
import type { Actor } from "../audit/record-audit";
import { writeTransaction } from "../db/transaction";
import { emitEvent } from "../events/emit-event";
import { AppError, type ErrorDetail } from "../http/errors";
import { asDateOnly } from "../rates/dates";
import { zonedDateTimeToUtc } from "../rates/time-zone";
import { loadProperty } from "../properties/settings";
import { rankAssignableRooms } from "../rooms/assignable-rooms";
import { lockRooms } from "../rooms/room-state";
import { isCleanHk } from "../rooms/status";
import { auditReservation } from "./audit";
import { getReservationRow } from "./get-reservation";
import { assertStatus, lockReservation } from "./lock-reservation";
import { roomEligibility, tryLockRoom } from "./room-eligibility";
import type { TCheckInBody } from "./schemas";
import { guestName, reservationDetailToDto } from "./to-dto";

export async function checkIn(input: { propertyId: string; actor: Actor; id: string; body: TCheckInBody; canOverride: boolean }) {
  const { propertyId, id, body, actor } = input;
  if (body.override_room_status && !input.canOverride) {
    throw new AppError("forbidden", "Only a manager can check a guest in to a room that is not clean or inspected", {
      details: [{ field: "override_room_status", message: "requires a manager-level role" }],
    });
  }
  const property = await loadProperty(propertyId);
  const today = property.today;

  return writeTransaction(async (tx) => {
    const r = await lockReservation(tx, propertyId, id);
    if (r.status === "PENDING") {
      throw new AppError("invalid_state", `Reservation ${r.confirmationNumber} is PENDING; confirm it (POST /reservations/{id}/confirm) before check-in`, { extra: { status: r.status } });
    }
    assertStatus(r, ["CONFIRMED"], "check-in");
    const arrival = asDateOnly(r.arrivalDate);
    const departure = asDateOnly(r.departureDate);
    if (today < arrival) throw new AppError("unprocessable", `Arrival is ${arrival} (today at the property is ${today}); change the arrival date to check in early`);
    if (today >= departure) throw new AppError("unprocessable", `The stay ended on ${departure}; it cannot be checked in`);

    // 1. which room each reserved room asks for
    const wanted = new Map<string, { roomId?: string; field: string }>();
    if (body.room_id) {
      if (r.rooms.length !== 1) throw new AppError("validation_error", "Invalid request data", { details: [{ field: "room_id", message: `this reservation has ${r.rooms.length} rooms: give rooms[] instead` }] });
      wanted.set(r.rooms[0].id, { roomId: body.room_id, field: "room_id" });
    }
    const details: ErrorDetail[] = [];
    body.rooms?.forEach((x, i) => {
      if (!r.rooms.some((rr) => rr.id === x.reservation_room_id)) details.push({ field: `rooms[${i}].reservation_room_id`, message: "not a room of this reservation" });
      else if (wanted.has(x.reservation_room_id)) details.push({ field: `rooms[${i}].reservation_room_id`, message: "given twice" });
      else wanted.set(x.reservation_room_id, { roomId: x.room_id, field: `rooms[${i}].room_id` });
    });
    for (const rr of r.rooms) {
      const w = wanted.get(rr.id);
      if (!w?.roomId && rr.room) wanted.set(rr.id, { roomId: rr.room.id, field: w?.field ?? "room_id" });
    }
    const explicit = [...wanted.entries()].filter(([, w]) => w.roomId);
    const seen = new Set<string>();
    for (const [, w] of explicit) {
      if (seen.has(w.roomId!)) details.push({ field: w.field, message: "the same room is given for two reserved rooms" });
      seen.add(w.roomId!);
    }
    if (details.length) throw new AppError("validation_error", "Invalid request data", { details });

    // 2. explicit rooms: lock (id order), then check
    const assignment = new Map<string, string>(); // reservation room id → room id
    if (explicit.length > 0) {
      const ids = explicit.map(([, w]) => w.roomId!);
      await lockRooms(tx, propertyId, ids);
      const elig = await roomEligibility(tx, propertyId, today, departure, id, ids, { overrideHk: body.override_room_status });
      const problems: ErrorDetail[] = [];
      let status: "validation_error" | "conflict" = "conflict";
      for (const [rrId, w] of explicit) {
        const rr = r.rooms.find((x) => x.id === rrId)!;
        const e = elig.get(w.roomId!)!;
        if (!e.room) {
          problems.push({ field: w.field, message: e.problem! });
          status = "validation_error";
        } else if (e.room.roomTypeId !== rr.roomType.id) {
          problems.push({ field: w.field, message: `room ${e.room.roomNumber} is a ${e.room.roomType.name}; the reserved room is a ${rr.roomType.name} (check in, then move room for an upgrade)` });
        } else if (e.problem) problems.push({ field: w.field, message: e.problem });
        else assignment.set(rrId, w.roomId!);
      }
      if (problems.length) {
        throw status === "validation_error"
          ? new AppError("validation_error", "Invalid request data", { details: problems })
          : new AppError("conflict", `Cannot check in: ${problems.map((p) => p.message).join("; ")}`, { details: problems });
      }
    }

    // 3. the rest: best assignable room of the reserved type, skipping rooms another desk holds right now
    const unassigned = r.rooms.filter((rr) => !assignment.has(rr.id));
    if (unassigned.length > 0) {
      const guest = await tx.guest.findUnique({ where: { id: r.guest.id }, select: { preferences: true } });
      for (const rr of unassigned) {
        const ranked = await rankAssignableRooms(tx, propertyId, today, {
          roomTypeId: rr.roomType.id,
          arrival: today,
          departure,
          preferences: guest?.preferences ?? [],
          excludeReservationId: id,
        });
        const taken = new Set(assignment.values());
        let chosen: string | undefined;
        for (const c of ranked) {
          if (taken.has(c.room.id)) continue;
          if (!isCleanHk(c.room.effective.hk_status) && !body.override_room_status) continue;
          if (!(await tryLockRoom(tx, propertyId, c.room.id))) continue;
          const e = (await roomEligibility(tx, propertyId, today, departure, id, [c.room.id], { overrideHk: body.override_room_status })).get(c.room.id)!;
          if (!e.problem) {
            chosen = c.room.id;
            break;
          }
        }
        if (!chosen) {
          throw new AppError("conflict", `No ${body.override_room_status ? "" : "clean or inspected "}${rr.roomType.name} is free for this stay; pick a room (room_id) or ask housekeeping`, {
            details: [{ field: "room_id", message: `no assignable ${rr.roomType.name}` }],
          });
        }
        assignment.set(rr.id, chosen);
      }
    }

    // 4. apply
    const now = new Date();
    for (const [rrId, roomId] of assignment) await tx.reservationRoom.update({ where: { id: rrId }, data: { roomId } });
    const roomIds = [...assignment.values()];
    const before = await tx.room.findMany({ where: { id: { in: roomIds } }, select: { id: true, roomNumber: true, foStatus: true, hkStatus: true, roomType: { select: { name: true } } } });
    await tx.room.updateMany({ where: { id: { in: roomIds }, propertyId }, data: { foStatus: "OCCUPIED" } });
    // a stored OUT_OF_ORDER left by a period that has ended reads DIRTY: make it so
    await tx.room.updateMany({ where: { id: { in: roomIds }, propertyId, hkStatus: "OUT_OF_ORDER" }, data: { hkStatus: "DIRTY" } });
    await tx.reservation.update({ where: { id }, data: { status: "CHECKED_IN", checkedInAt: now } });
    const expectedCheckout = zonedDateTimeToUtc(departure, property.settings.checkOutTime, property.timeZone).toISOString();
    for (const room of before) {
      await emitEvent(tx, propertyId, "guest.checked_in", {
        reservation_id: id,
        guest: { id: r.guest.id, name: guestName(r.guest) },
        room: { room_number: room.roomNumber, room_type: room.roomType.name },
        check_in_time: now.toISOString(),
        expected_checkout: expectedCheckout,
      });
      const hk = room.hkStatus === "OUT_OF_ORDER" ? "DIRTY" : room.hkStatus;
      await emitEvent(tx, propertyId, "room.status_changed", {
        room: { id: room.id, room_number: room.roomNumber, room_type: room.roomType.name },
        fo_status: "OCCUPIED",
        hk_status: hk,
        status: hk === "CLEAN" || hk === "INSPECTED" ? "OCCUPIED_CLEAN" : "OCCUPIED_DIRTY",
        previous: { fo_status: "VACANT", hk_status: hk },
        notes: null,
      });
    }
    await auditReservation(tx, {
      actor,
      propertyId,
      reservationId: id,
      action: "reservation.checked_in",
      changes: [
        { field: "status", from: r.status, to: "CHECKED_IN" },
        ...r.rooms.map((rr, i) => ({ field: `rooms[${i}].room`, from: rr.room?.roomNumber ?? null, to: before.find((b) => b.id === assignment.get(rr.id))?.roomNumber ?? null })),
      ],
      context: { confirmation_number: r.confirmationNumber, override_room_status: body.override_room_status },
    });
    return reservationDetailToDto(await getReservationRow(propertyId, id, tx));
  });
}
