// POST /reservations: validate against the property's catalogue, price every room, then in ONE transaction take the
// room-type nights under lock (422 no_availability if any night is short), write the reservation, its rooms and
// priced nights, the reservation.created event and the audit row.
import type { Actor } from "../audit/record-audit";
import { parseDateOnly, eachNight } from "../rates/dates";
import { uuidv7 } from "../db/uuid-v7";
import { emitEvent } from "../events/emit-event";
import { db } from "../db/client";
import { isPrismaError } from "../db/transaction";
import { toMajor } from "../http/validation";
import { changeInventory, inventoryTransaction, stayChanges } from "../inventory/inventory";
import { findOrCreateGuest, getGuestForBooking } from "../guests/find-or-create-guest";
import { auditReservation } from "./audit";
import { generateConfirmationNumber } from "./confirmation-number";
import { priceRooms } from "./price-rooms";
import type { TCreateReservationBody } from "./schemas";
import { guestName, reservationSummary, type ReservationListRow } from "./to-dto";

/** Sources that book on behalf of a third party: without a card guarantee they wait in PENDING for confirmation. */
const UNGUARANTEED_PENDING_SOURCES = new Set(["OTA", "GDS"]);

export function initialStatus(source: string, hasGuarantee: boolean): "PENDING" | "CONFIRMED" {
  return UNGUARANTEED_PENDING_SOURCES.has(source) && !hasGuarantee ? "PENDING" : "CONFIRMED";
}

export async function createReservation(input: { propertyId: string; actor: Actor; body: TCreateReservationBody }) {
  const { propertyId, body, actor } = input;
  const { property, priced } = await priceRooms(
    db(),
    propertyId,
    body.arrival_date,
    body.departure_date,
    body.rooms.map((r) => ({ roomTypeId: r.room_type_id, ratePlanId: r.rate_plan_id, adults: r.adults, children: r.children })),
    "new",
  );
  const nights = eachNight(body.arrival_date, body.departure_date);
  const changes = priced.flatMap((r) => stayChanges(r.roomTypeId, nights));
  const status = initialStatus(body.source, !!body.payment_method);
  const roomAmount = priced.reduce((s, r) => s + r.quote.roomTotal, 0);
  const taxAmount = priced.reduce((s, r) => s + r.quote.taxTotal, 0);
  const created = await inventoryTransaction(
    async (tx) => {
      const guest = body.guest_id ? await getGuestForBooking(tx, property.tenantId, body.guest_id) : await findOrCreateGuest(tx, property.tenantId, body.guest!);
      await changeInventory(tx, propertyId, changes);
      const now = new Date();
      const id = uuidv7();
      const confirmationNumber = generateConfirmationNumber();
      const arrivalDate = parseDateOnly(body.arrival_date);
      const departureDate = parseDateOnly(body.departure_date);
      // Three flat inserts with ids made here (no nested writes): fewer round trips, nothing run concurrently on
      // the transaction's connection.
      const created = await tx.reservation.create({
        data: {
          id,
          propertyId,
          confirmationNumber,
          status,
          source: body.source,
          guestId: guest.id,
          arrivalDate,
          departureDate,
          specialRequests: body.special_requests || null,
          paymentMethodType: body.payment_method?.type ?? null,
          cardToken: body.payment_method?.card_token ?? null,
          currency: property.currency,
          roomAmount,
          taxAmount,
          totalAmount: roomAmount + taxAmount,
          confirmedAt: status === "CONFIRMED" ? now : null,
          createdBy: `${actor.kind}:${actor.id}`,
        },
        select: { createdAt: true, updatedAt: true },
      });
      const rooms = priced.map((p) => ({ id: uuidv7(), p }));
      await tx.reservationRoom.createMany({
        data: rooms.map(({ id: roomId, p }) => ({
          id: roomId,
          reservationId: id,
          propertyId,
          roomTypeId: p.roomTypeId,
          ratePlanId: p.ratePlanId,
          adults: p.adults,
          children: p.children,
          arrivalDate,
          departureDate,
          roomAmount: p.quote.roomTotal,
          taxAmount: p.quote.taxTotal,
        })),
      });
      await tx.reservationRoomNight.createMany({
        data: rooms.flatMap(({ id: roomId, p }) => p.quote.nights.map((n) => ({ reservationRoomId: roomId, date: parseDateOnly(n.date), rate: n.rate, tax: n.tax }))),
      });
      const r: ReservationListRow = {
        id,
        confirmationNumber,
        status,
        source: body.source,
        arrivalDate,
        departureDate,
        specialRequests: body.special_requests || null,
        currency: property.currency,
        totalAmount: roomAmount + taxAmount,
        paidAmount: 0,
        cancellationFee: null,
        createdAt: created.createdAt,
        updatedAt: created.updatedAt,
        guest: { id: guest.id, firstName: guest.firstName, lastName: guest.lastName, email: guest.email, phone: guest.phone },
        rooms: rooms.map(({ id: roomId, p }) => ({
          id: roomId,
          adults: p.adults,
          children: p.children,
          roomAmount: p.quote.roomTotal,
          arrivalDate,
          departureDate,
          roomType: { id: p.roomType.id, name: p.roomType.name, code: p.roomType.code },
          ratePlan: { id: p.plan.id, name: p.plan.name },
          room: null,
        })),
      };
      await emitEvent(tx, propertyId, "reservation.created", { reservation: reservationSummary(r) });
      await auditReservation(tx, {
        actor,
        propertyId,
        reservationId: r.id,
        action: "reservation.created",
        changes: [
          { field: "status", from: null, to: status },
          { field: "arrival_date", from: null, to: body.arrival_date },
          { field: "departure_date", from: null, to: body.departure_date },
          { field: "total_amount", from: null, to: toMajor(r.totalAmount) },
        ],
        context: {
          confirmation_number: r.confirmationNumber,
          source: body.source,
          guest: { id: guest.id, name: guestName(guest) },
          rooms: r.rooms.map((rr) => ({ room_type: rr.roomType.name, rate_plan: rr.ratePlan.name, adults: rr.adults, children: rr.children })),
        },
      });
      return r;
    },
    // A random confirmation number can collide with an existing one (unique per property): draw again.
    { retryOn: (e) => isPrismaError(e, "P2002") },
  );

  return {
    id: created.id,
    confirmation_number: created.confirmationNumber,
    status: created.status,
    guest: { id: created.guest.id, name: guestName(created.guest) },
    arrival_date: body.arrival_date,
    departure_date: body.departure_date,
    total_amount: toMajor(created.totalAmount),
    created_at: created.createdAt.toISOString(),
  };
}
