// Guests for the drafted reservations (returning guests never overlap themselves) and the reservation rows.
import { parseDateOnly, type DateOnly } from "../../lib/rates/dates";
import { uuidv7 } from "../../lib/db/uuid-v7";
import { guestFactory, type GuestSeed } from "./people";
import type { Rng } from "./prng";
import type { ReservationDraft } from "./reservations";
import { must, type BuiltProperty, type SeedRows } from "./rows";

/** At least this many guest profiles, also when fewer have stays in the window. */
const MIN_GUESTS = 150;
/** Share of reservations made by a guest who already has one (when a non-overlapping one can be found). */
const RETURNING_GUEST_SHARE = 0.3;

export function addGuestsAndReservations(rows: SeedRows, built: BuiltProperty[], tenantId: string, today: DateOnly, rng: Rng) {
  const makeGuest = guestFactory(rng.fork("profiles"), today);
  const guests: { id: string; seed: GuestSeed; busyUntil: DateOnly }[] = [];
  const newGuest = () => {
    guests.push({ id: uuidv7(), seed: makeGuest(), busyUntil: "0000-01-01" });
    return guests.length - 1;
  };

  const all = built.flatMap((p) => p.drafts.map((d) => ({ p, d })));
  // In arrival order a guest whose last stay has ended by this arrival can come back without overlapping stays.
  all.sort((a, b) => (a.d.arrival < b.d.arrival ? -1 : a.d.arrival > b.d.arrival ? 1 : a.d.confirmationNumber < b.d.confirmationNumber ? -1 : 1));
  for (const { p, d } of all) {
    let g = -1;
    if (guests.length > 20 && rng.chance(RETURNING_GUEST_SHARE)) {
      for (let attempt = 0; attempt < 6 && g < 0; attempt++) {
        const candidate = rng.int(0, guests.length - 1);
        if (guests[candidate].busyUntil <= d.arrival) g = candidate;
      }
    }
    if (g < 0) g = newGuest();
    if (guests[g].busyUntil < d.departure) guests[g].busyUntil = d.departure;
    pushReservation(rows, p, d, guests[g].id);
  }
  while (guests.length < MIN_GUESTS) newGuest();

  for (const { id, seed } of guests) {
    rows.guests.push({
      id,
      tenantId,
      firstName: seed.firstName,
      lastName: seed.lastName,
      email: seed.email,
      phone: seed.phone,
      nationality: seed.nationality,
      dateOfBirth: seed.dateOfBirth ? parseDateOnly(seed.dateOfBirth) : null,
      preferences: seed.preferences,
      isVip: seed.isVip,
      notes: seed.notes,
    });
  }
}

function pushReservation(rows: SeedRows, p: BuiltProperty, d: ReservationDraft, guestId: string) {
  const id = uuidv7();
  rows.reservations.push({
    id,
    propertyId: p.id,
    confirmationNumber: d.confirmationNumber,
    status: d.status,
    source: d.source,
    guestId,
    arrivalDate: parseDateOnly(d.arrival),
    departureDate: parseDateOnly(d.departure),
    specialRequests: d.specialRequests,
    paymentMethodType: d.paymentMethodType,
    cardToken: d.cardToken,
    currency: p.def.currency,
    roomAmount: d.roomAmount,
    taxAmount: d.taxAmount,
    totalAmount: d.totalAmount,
    paidAmount: d.paidAmount,
    cancellationFee: d.cancellationFee,
    refundAmount: d.refundAmount,
    cancelReason: d.cancelReason,
    cancelledAt: d.cancelledAt,
    confirmedAt: d.confirmedAt,
    checkedInAt: d.checkedInAt,
    checkedOutAt: d.checkedOutAt,
    noShowAt: d.noShowAt,
    createdAt: d.createdAt,
    updatedAt: d.updatedAt,
  });
  for (const r of d.rooms) {
    const roomId = uuidv7();
    rows.reservationRooms.push({
      id: roomId,
      reservationId: id,
      propertyId: p.id,
      roomTypeId: must(p.typeIds.get(r.typeCode)),
      ratePlanId: must(p.planIds.get(d.planCode)),
      roomId: r.roomIndex === null ? null : p.roomIds[r.roomIndex],
      adults: r.adults,
      children: r.children,
      arrivalDate: parseDateOnly(d.arrival),
      departureDate: parseDateOnly(d.departure),
      roomAmount: r.quote.roomTotal,
      taxAmount: r.quote.taxTotal,
      createdAt: d.createdAt,
      updatedAt: d.updatedAt,
    });
    for (const n of r.quote.nights) {
      rows.reservationRoomNights.push({ reservationRoomId: roomId, date: parseDateOnly(n.date), rate: n.rate, tax: n.tax });
    }
  }
}

