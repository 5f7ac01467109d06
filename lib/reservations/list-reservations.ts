// GET /reservations: every filter of spec document 1, cursor-paged in a stable order (arrival date, then id).
import type { Prisma } from "../db/generated/client";
import { db } from "../db/client";
import { validationError } from "../http/errors";
import { decodeCursor, toPage } from "../http/pagination";
import { isDateOnly, parseDateOnly, toDateOnly } from "../rates/dates";
import { normalizeConfirmationNumber } from "./confirmation-number";
import type { TListReservationsQuery } from "./schemas";
import { RESERVATION_LIST_SELECT, reservationToDto } from "./to-dto";

export type ReservationFilters = {
  arrivalFrom?: string;
  arrivalTo?: string;
  departureFrom?: string;
  departureTo?: string;
  status?: string[];
  source?: string[];
  guestName?: string;
  confirmationNumber?: string;
};

/** The `where` of a filtered reservation list (shared by the v1 list, the document-3 search and its stats). */
export function reservationWhere(propertyId: string, f: ReservationFilters, names: Record<keyof ReservationFilters, string>): Prisma.ReservationWhereInput {
  const range = (from: string | undefined, to: string | undefined, fromName: string, toName: string) => {
    if (from && to && from > to) throw validationError(toName, `must not be before ${fromName}`);
    if (!from && !to) return undefined;
    return { ...(from ? { gte: parseDateOnly(from) } : {}), ...(to ? { lte: parseDateOnly(to) } : {}) };
  };
  const and: Prisma.ReservationWhereInput[] = [];
  const arrival = range(f.arrivalFrom, f.arrivalTo, names.arrivalFrom, names.arrivalTo);
  const departure = range(f.departureFrom, f.departureTo, names.departureFrom, names.departureTo);
  if (f.guestName) {
    const words = f.guestName.split(/\s+/).filter(Boolean).slice(0, 5);
    for (const w of words) {
      and.push({ guest: { OR: [{ firstName: { contains: w, mode: "insensitive" } }, { lastName: { contains: w, mode: "insensitive" } }] } });
    }
  }
  if (f.confirmationNumber) {
    const c = normalizeConfirmationNumber(f.confirmationNumber);
    if (c) and.push({ confirmationNumber: { contains: c } });
  }
  return {
    propertyId,
    ...(arrival ? { arrivalDate: arrival } : {}),
    ...(departure ? { departureDate: departure } : {}),
    ...(f.status?.length ? { status: { in: f.status as never } } : {}),
    ...(f.source?.length ? { source: { in: f.source as never } } : {}),
    ...(and.length ? { AND: and } : {}),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const V1_NAMES = {
  arrivalFrom: "arrival_from",
  arrivalTo: "arrival_to",
  departureFrom: "departure_from",
  departureTo: "departure_to",
  status: "status",
  source: "source",
  guestName: "guest_name",
  confirmationNumber: "confirmation_number",
} as const;

export async function listReservations(input: { propertyId: string; query: TListReservationsQuery }) {
  const q = input.query;
  const where = reservationWhere(
    input.propertyId,
    {
      arrivalFrom: q.arrival_from,
      arrivalTo: q.arrival_to,
      departureFrom: q.departure_from,
      departureTo: q.departure_to,
      status: q.status,
      source: q.source,
      guestName: q.guest_name,
      confirmationNumber: q.confirmation_number,
    },
    V1_NAMES,
  );
  const cursor = decodeCursor(q.cursor, 2);
  if (cursor) {
    const [date, id] = cursor;
    if (typeof date !== "string" || !isDateOnly(date) || typeof id !== "string" || !UUID.test(id)) throw validationError("cursor", "cursor is not valid");
    const d = parseDateOnly(date);
    where.AND = [...((where.AND as Prisma.ReservationWhereInput[]) ?? []), { OR: [{ arrivalDate: { gt: d } }, { arrivalDate: d, id: { gt: id } }] }];
  }
  const rows = await db().reservation.findMany({
    where,
    orderBy: [{ arrivalDate: "asc" }, { id: "asc" }],
    take: q.limit + 1,
    select: RESERVATION_LIST_SELECT,
  });
  const page = toPage(rows, q.limit, (r) => [toDateOnly(r.arrivalDate), r.id]);
  return { ...page, items: page.items.map(reservationToDto) };
}
