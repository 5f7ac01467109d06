// PUT /reservations/:id: new dates and/or special requests.
//
// A date change (PENDING or CONFIRMED only) re-prices every room with its original rate plan and occupancy for
// the new nights and moves the inventory in one transaction: the old nights are given back and the new ones taken
// under the night locks (netted, so a one-night extension only needs that extra night to be sellable). If a new
// night is short, nothing changes and the answer is 422 no_availability. A room assigned in advance stays assigned
// when it is free for the new dates; otherwise the assignment is dropped (a room is chosen again at check-in).
// Special requests can change until check-out.
import type { Actor } from "../audit/record-audit";
import { emitEvent } from "../events/emit-event";
import { validationError } from "../http/errors";
import { toMajor } from "../http/validation";
import { changeInventory, inventoryTransaction, stayChanges } from "../inventory/inventory";
import { asDateOnly, eachNight, nightsBetween, parseDateOnly, type DateOnly } from "../rates/dates";
import { loadProperty } from "../properties/settings";
import { blocksOverlapping, lockRooms, roomHolders } from "../rooms/room-state";
import { auditReservation, type FieldChange } from "./audit";
import { getReservationRow } from "./get-reservation";
import { assertStatus, lockReservation } from "./lock-reservation";
import { priceRooms } from "./price-rooms";
import { MAX_STAY_NIGHTS, type TUpdateReservationBody } from "./schemas";
import { RESERVATION_LIST_SELECT, reservationDetailToDto, reservationSummary } from "./to-dto";

export async function updateReservation(input: { propertyId: string; actor: Actor; id: string; body: TUpdateReservationBody }) {
  const { propertyId, id, body, actor } = input;
  const property = await loadProperty(propertyId);
  const today = property.today;
  const pre = await getReservationRow(propertyId, id);
  const datesGiven = body.arrival_date !== undefined || body.departure_date !== undefined;
  const checkDates = (arrival: DateOnly, departure: DateOnly) => {
    if (!datesGiven) return;
    if (departure <= arrival) throw validationError("departure_date", `must be after arrival_date (${arrival})`);
    if (nightsBetween(arrival, departure) > MAX_STAY_NIGHTS) throw validationError("departure_date", `stay must be at most ${MAX_STAY_NIGHTS} nights`);
  };
  // early answer for bad input; checked again under the lock below
  checkDates(body.arrival_date ?? asDateOnly(pre.arrivalDate), body.departure_date ?? asDateOnly(pre.departureDate));

  return inventoryTransaction(async (tx) => {
    const r = await lockReservation(tx, propertyId, id);
    // a date not given keeps its value as of the lock, so a concurrent change to it is not undone
    const arrival = body.arrival_date ?? asDateOnly(r.arrivalDate);
    const departure = body.departure_date ?? asDateOnly(r.departureDate);
    checkDates(arrival, departure);
    const oldArrival = asDateOnly(r.arrivalDate);
    const oldDeparture = asDateOnly(r.departureDate);
    const datesChange = datesGiven && (arrival !== oldArrival || departure !== oldDeparture);
    const newRequests = body.special_requests === undefined ? undefined : body.special_requests || null;
    const requestsChange = newRequests !== undefined && newRequests !== r.specialRequests;
    if (datesChange) assertStatus(r, ["PENDING", "CONFIRMED"], "changing the dates");
    if (requestsChange) assertStatus(r, ["PENDING", "CONFIRMED", "CHECKED_IN"], "changing special requests");
    if (!datesChange && !requestsChange) return reservationDetailToDto(r);

    const changes: FieldChange[] = [];
    if (datesChange) {
      if (arrival < today) {
        throw validationError("arrival_date", arrival === oldArrival ? `the arrival date ${arrival} has passed: check the guest in or record a no-show` : `must not be in the past (today at the property is ${today})`);
      }
      const { priced } = await priceRooms(
        tx,
        propertyId,
        arrival,
        departure,
        r.rooms.map((rr) => ({ roomTypeId: rr.roomType.id, ratePlanId: rr.ratePlan.id, adults: rr.adults, children: rr.children })),
        "reprice",
      );
      // Rooms assigned in advance: keep them if still free for the new nights (locked: rooms before inventory).
      const assigned = r.rooms.filter((rr) => rr.room).map((rr) => rr.room!.id);
      const unassign = new Set<string>();
      if (assigned.length > 0) {
        await lockRooms(tx, propertyId, assigned);
        const holders = await roomHolders(tx, propertyId, arrival, departure, today, { roomIds: assigned, excludeReservationId: id });
        const blocks = await blocksOverlapping(tx, propertyId, arrival, departure, assigned);
        for (const roomId of assigned) if (holders.has(roomId) || blocks.some((b) => b.roomId === roomId)) unassign.add(roomId);
      }
      const oldNights = eachNight(oldArrival, oldDeparture);
      const newNights = eachNight(arrival, departure);
      await changeInventory(
        tx,
        propertyId,
        r.rooms.flatMap((rr) => [...stayChanges(rr.roomType.id, oldNights, -1), ...stayChanges(rr.roomType.id, newNights, 1)]),
      );
      for (let i = 0; i < r.rooms.length; i++) {
        const rr = r.rooms[i];
        const q = priced[i].quote;
        const dropRoom = rr.room && unassign.has(rr.room.id);
        await tx.reservationRoom.update({
          where: { id: rr.id },
          data: {
            arrivalDate: parseDateOnly(arrival),
            departureDate: parseDateOnly(departure),
            roomAmount: q.roomTotal,
            taxAmount: q.taxTotal,
            ...(dropRoom ? { roomId: null } : {}),
          },
        });
        if (dropRoom) changes.push({ field: `rooms[${i}].room`, from: rr.room!.roomNumber, to: null });
        await tx.reservationRoomNight.deleteMany({ where: { reservationRoomId: rr.id } });
        await tx.reservationRoomNight.createMany({ data: q.nights.map((n) => ({ reservationRoomId: rr.id, date: parseDateOnly(n.date), rate: n.rate, tax: n.tax })) });
      }
      const roomAmount = priced.reduce((s, p) => s + p.quote.roomTotal, 0);
      const taxAmount = priced.reduce((s, p) => s + p.quote.taxTotal, 0);
      await tx.reservation.update({
        where: { id },
        data: { arrivalDate: parseDateOnly(arrival), departureDate: parseDateOnly(departure), roomAmount, taxAmount, totalAmount: roomAmount + taxAmount },
      });
      if (arrival !== oldArrival) changes.unshift({ field: "arrival_date", from: oldArrival, to: arrival });
      if (departure !== oldDeparture) changes.splice(arrival !== oldArrival ? 1 : 0, 0, { field: "departure_date", from: oldDeparture, to: departure });
      if (roomAmount + taxAmount !== r.totalAmount) changes.push({ field: "total_amount", from: toMajor(r.totalAmount), to: toMajor(roomAmount + taxAmount) });
    }
    if (requestsChange) {
      await tx.reservation.update({ where: { id }, data: { specialRequests: newRequests } });
      changes.push({ field: "special_requests", from: r.specialRequests, to: newRequests });
    }
    const summary = await tx.reservation.findUniqueOrThrow({ where: { id }, select: RESERVATION_LIST_SELECT });
    await emitEvent(tx, propertyId, "reservation.modified", { reservation: reservationSummary(summary), changes });
    await auditReservation(tx, { actor, propertyId, reservationId: id, action: "reservation.modified", changes, context: { confirmation_number: r.confirmationNumber } });
    return reservationDetailToDto(await getReservationRow(propertyId, id, tx));
  });
}
