// Document-3 front-office views (platform dialect): arrival / departure / in-house lists for a business date,
// POST /reservations/search with page/limit + meta, and GET /reservations/stats. The lists and the stats share their
// definitions, so `today.arrivals` is exactly the total of today's arrivals list.
//
//   arrivals on D    arrival_date = D, status PENDING, CONFIRMED, CHECKED_IN or CHECKED_OUT (expected or arrived)
//   departures on D  departure_date = D, same statuses (due to leave, or left)
//   in-house on D    before today: CHECKED_IN / CHECKED_OUT stays covering the night of D;
//                    today: every CHECKED_IN reservation (overstays included);
//                    after today: PENDING / CONFIRMED / CHECKED_IN stays covering the night of D (the forecast house)
import type { Prisma } from "../db/generated/client";
import { db } from "../db/client";
import { pageMeta } from "../http/pagination";
import { parseDateOnly, type DateOnly } from "../rates/dates";
import { loadProperty } from "../properties/settings";
import { reservationWhere, type ReservationFilters } from "./list-reservations";
import { RESERVATION_STATUSES, type TFrontOfficeListQuery, type TReservationStatsQuery, type TSearchReservationsBody } from "./schemas";
import { RESERVATION_LIST_SELECT, reservationToPlatformDto } from "./to-dto";

export type FrontOfficeList = "arrivals" | "departures" | "in-house";

const EXPECTED_OR_DONE = ["PENDING", "CONFIRMED", "CHECKED_IN", "CHECKED_OUT"] as const;

export function frontOfficeWhere(kind: FrontOfficeList, date: DateOnly, today: DateOnly): Prisma.ReservationWhereInput {
  const d = parseDateOnly(date);
  if (kind === "arrivals") return { arrivalDate: d, status: { in: [...EXPECTED_OR_DONE] } };
  if (kind === "departures") return { departureDate: d, status: { in: [...EXPECTED_OR_DONE] } };
  if (date === today) return { status: "CHECKED_IN" };
  const covering = { arrivalDate: { lte: d }, departureDate: { gt: d } };
  return date < today ? { ...covering, status: { in: ["CHECKED_IN", "CHECKED_OUT"] } } : { ...covering, status: { in: ["PENDING", "CONFIRMED", "CHECKED_IN"] } };
}

export async function frontOfficeList(input: { propertyId: string; kind: FrontOfficeList; query: TFrontOfficeListQuery }) {
  const { propertyId, kind, query } = input;
  const property = await loadProperty(propertyId);
  const date = query.date ?? property.today;
  const where = { propertyId, ...frontOfficeWhere(kind, date, property.today) };
  const [total, rows] = await Promise.all([
    db().reservation.count({ where }),
    db().reservation.findMany({
      where,
      orderBy: [{ guest: { lastName: "asc" } }, { guest: { firstName: "asc" } }, { id: "asc" }],
      skip: (query.page - 1) * query.limit,
      take: query.limit,
      select: RESERVATION_LIST_SELECT,
    }),
  ]);
  return { items: rows.map(reservationToPlatformDto), meta: { ...pageMeta(query.page, query.limit, total), date } };
}

const PLATFORM_NAMES: Record<keyof ReservationFilters, string> = {
  arrivalFrom: "arrivalFrom",
  arrivalTo: "arrivalTo",
  departureFrom: "departureFrom",
  departureTo: "departureTo",
  status: "status",
  source: "source",
  guestName: "guestName",
  confirmationNumber: "confirmationNumber",
};

export async function searchReservations(input: { propertyId: string; body: TSearchReservationsBody }) {
  const b = input.body;
  const where = reservationWhere(input.propertyId, b, PLATFORM_NAMES);
  const dir = b.sort.startsWith("-") ? "desc" : "asc";
  const orderBy: Prisma.ReservationOrderByWithRelationInput[] =
    b.sort.endsWith("createdAt") ? [{ createdAt: dir }, { id: dir }] : [{ arrivalDate: dir }, { id: dir }];
  const [total, rows] = await Promise.all([
    db().reservation.count({ where }),
    db().reservation.findMany({ where, orderBy, skip: (b.page - 1) * b.limit, take: b.limit, select: RESERVATION_LIST_SELECT }),
  ]);
  return { items: rows.map(reservationToPlatformDto), meta: pageMeta(b.page, b.limit, total) };
}

export async function reservationStats(input: { propertyId: string; query: TReservationStatsQuery }) {
  const { propertyId } = input;
  const property = await loadProperty(propertyId);
  const today = property.today;
  const where = reservationWhere(propertyId, input.query, PLATFORM_NAMES);
  const scoped = (w: Prisma.ReservationWhereInput) => ({ AND: [where, w] });
  const [groups, arrivals, arrived, departures, inHouse] = await Promise.all([
    db().reservation.groupBy({ by: ["status"], where, _count: { _all: true } }),
    db().reservation.count({ where: scoped(frontOfficeWhere("arrivals", today, today)) }),
    db().reservation.count({ where: scoped({ arrivalDate: parseDateOnly(today), status: { in: ["CHECKED_IN", "CHECKED_OUT"] } }) }),
    db().reservation.count({ where: scoped(frontOfficeWhere("departures", today, today)) }),
    db().reservation.count({ where: scoped(frontOfficeWhere("in-house", today, today)) }),
  ]);
  const byStatus = Object.fromEntries(RESERVATION_STATUSES.map((s) => [s, 0])) as Record<(typeof RESERVATION_STATUSES)[number], number>;
  for (const g of groups) byStatus[g.status] = g._count._all;
  return {
    total: Object.values(byStatus).reduce((a, b) => a + b, 0),
    byStatus,
    today: { date: today, arrivals, arrived, departures, inHouse },
  };
}
