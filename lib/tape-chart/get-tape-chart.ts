// The tape chart: every active room of the property against a window of days, with the reserved rooms (assigned or
// not) and out-of-order/service blocks that overlap it. One read of four small queries, scoped to the property.
import { db } from "../db/client";
import { notFound } from "../http/errors";
import { addDays, parseDateOnly, toDateOnly } from "../rates/dates";
import { todayInTimeZone } from "../rates/time-zone";
import type { TTapeChart, TTapeChartQuery } from "./schemas";

const SHOWN_STATUSES = ["PENDING", "CONFIRMED", "CHECKED_IN", "CHECKED_OUT"] as const;

export async function getTapeChart(input: { propertyId: string; query: TTapeChartQuery }): Promise<TTapeChart> {
  const { propertyId } = input;
  const property = await db().property.findUnique({ where: { id: propertyId }, select: { timeZone: true } });
  if (!property) throw notFound("Property");
  const today = todayInTimeZone(property.timeZone);
  const from = input.query.from ?? today;
  const to = addDays(from, input.query.days);
  const fromD = parseDateOnly(from);
  const toD = parseDateOnly(to);

  const [roomTypes, rooms, stays, blocks] = await Promise.all([
    db().roomType.findMany({
      where: { propertyId, isActive: true },
      orderBy: [{ sortOrder: "asc" }, { code: "asc" }],
      select: { id: true, code: true, name: true },
    }),
    db().room.findMany({
      where: { propertyId, isActive: true },
      orderBy: [{ roomNumber: "asc" }],
      select: { id: true, roomNumber: true, floor: true, building: true, roomTypeId: true, foStatus: true, hkStatus: true },
    }),
    db().reservationRoom.findMany({
      where: {
        propertyId,
        arrivalDate: { lt: toD },
        departureDate: { gt: fromD },
        reservation: { propertyId, status: { in: [...SHOWN_STATUSES] } },
      },
      orderBy: [{ arrivalDate: "asc" }, { id: "asc" }],
      select: {
        id: true,
        roomTypeId: true,
        roomId: true,
        arrivalDate: true,
        departureDate: true,
        adults: true,
        children: true,
        reservation: {
          select: { id: true, confirmationNumber: true, status: true, guest: { select: { firstName: true, lastName: true } } },
        },
      },
    }),
    db().roomBlock.findMany({
      where: { propertyId, releasedAt: null, fromDate: { lt: toD }, toDate: { gt: fromD } },
      orderBy: [{ fromDate: "asc" }, { id: "asc" }],
      select: { id: true, roomId: true, kind: true, reason: true, fromDate: true, toDate: true, returnToInventory: true },
    }),
  ]);

  return {
    from,
    to,
    today,
    room_types: roomTypes,
    rooms: rooms
      .map((r) => ({
        id: r.id,
        room_number: r.roomNumber,
        floor: r.floor,
        building: r.building,
        room_type_id: r.roomTypeId,
        fo_status: r.foStatus,
        hk_status: r.hkStatus,
      }))
      .sort((a, b) => a.room_number.localeCompare(b.room_number, "en", { numeric: true })),
    stays: stays.map((s) => ({
      reservation_id: s.reservation.id,
      reservation_room_id: s.id,
      confirmation_number: s.reservation.confirmationNumber,
      status: s.reservation.status,
      guest_name: `${s.reservation.guest.firstName} ${s.reservation.guest.lastName}`.trim(),
      room_type_id: s.roomTypeId,
      room_id: s.roomId,
      arrival_date: toDateOnly(s.arrivalDate),
      departure_date: toDateOnly(s.departureDate),
      adults: s.adults,
      children: s.children,
    })),
    blocks: blocks.map((b) => ({
      id: b.id,
      room_id: b.roomId,
      kind: b.kind,
      reason: b.reason,
      from_date: toDateOnly(b.fromDate),
      to_date: toDateOnly(b.toDate),
      return_to_inventory: b.returnToInventory,
    })),
  };
}
