// GET /reservations: every filter of spec document 1, cursor-paged in a stable order (arrival date, then id).
import type { Prisma } from "../db/generated/client";
import { createHash } from "node:crypto";
import { getDb } from "../db/client";
import { validationError } from "../http/errors";
import { decodeCursor, toPage } from "../http/pagination";
import { isDateOnly, parseDateOnly, toDateOnly } from "../rates/dates";
import { normalizeConfirmationNumber } from "./confirmation-number";
import type { TListReservationsQuery } from "./schemas";
import { reservationToDto, type ReservationListRow } from "./to-dto";

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

type ListSqlRow = {
  id: string;
  confirmation_number: string;
  status: ReservationListRow["status"];
  source: ReservationListRow["source"];
  arrival_date: string;
  departure_date: string;
  special_requests: string | null;
  currency: string;
  total_amount: number;
  paid_amount: number;
  cancellation_fee: number | null;
  created_at: Date | string;
  updated_at: Date | string;
  guest: ReservationListRow["guest"] | string;
  rooms:
    | {
        id: string;
        adults: number;
        children: number;
        roomAmount: number;
        arrivalDate: string;
        departureDate: string;
        roomType: { id: string; name: string; code: string };
        ratePlan: { id: string; name: string };
        room: { id: string; roomNumber: string } | null;
      }[]
    | string;
};

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The list page as ONE statement: the page of reservations is chosen first (filters, order, limit), then only those
 * rows get their guest and rooms (as JSON). Sent as a named prepared statement on PostgreSQL — one per combination
 * of filters present — so a busy list is planned once per connection rather than on every call.
 */
export function reservationListSql(propertyId: string, q: TListReservationsQuery, after?: { date: string; id: string }) {
  const values: unknown[] = [propertyId];
  const p = (v: unknown) => {
    values.push(v);
    return `$${values.length}`;
  };
  const where = ["r.property_id = $1::uuid"];
  if (q.arrival_from) where.push(`r.arrival_date >= ${p(q.arrival_from)}::date`);
  if (q.arrival_to) where.push(`r.arrival_date <= ${p(q.arrival_to)}::date`);
  if (q.departure_from) where.push(`r.departure_date >= ${p(q.departure_from)}::date`);
  if (q.departure_to) where.push(`r.departure_date <= ${p(q.departure_to)}::date`);
  if (q.status?.length) where.push(`r.status = ANY(${p(q.status)}::"ReservationStatus"[])`);
  if (q.source?.length) where.push(`r.source = ANY(${p(q.source)}::"ReservationSource"[])`);
  for (const w of (q.guest_name ?? "").split(/\s+/).filter(Boolean).slice(0, 5)) {
    const x = p(`%${likeEscape(w)}%`);
    where.push(`EXISTS (SELECT 1 FROM guests g0 WHERE g0.id = r.guest_id AND (g0.first_name ILIKE ${x} OR g0.last_name ILIKE ${x}))`);
  }
  const conf = q.confirmation_number ? normalizeConfirmationNumber(q.confirmation_number) : "";
  if (conf) where.push(`r.confirmation_number LIKE ${p(`%${likeEscape(conf)}%`)}`);
  if (after) where.push(`(r.arrival_date, r.id) > (${p(after.date)}::date, ${p(after.id)}::uuid)`);
  const limit = p(q.limit + 1);
  const text = `
    SELECT r.id, r.confirmation_number, r.status::text AS status, r.source::text AS source,
           r.arrival_date::text AS arrival_date, r.departure_date::text AS departure_date, r.special_requests,
           r.currency, r.total_amount, r.paid_amount, r.cancellation_fee, r.created_at, r.updated_at,
           json_build_object('id', g.id, 'firstName', g.first_name, 'lastName', g.last_name, 'email', g.email, 'phone', g.phone) AS guest,
           (SELECT coalesce(json_agg(json_build_object(
                     'id', rr.id, 'adults', rr.adults, 'children', rr.children, 'roomAmount', rr.room_amount,
                     'arrivalDate', rr.arrival_date, 'departureDate', rr.departure_date,
                     'roomType', json_build_object('id', t.id, 'name', t.name, 'code', t.code),
                     'ratePlan', json_build_object('id', rp.id, 'name', rp.name),
                     'room', CASE WHEN rm.id IS NULL THEN NULL ELSE json_build_object('id', rm.id, 'roomNumber', rm.room_number) END)
                   ORDER BY rr.id), '[]'::json)
              FROM reservation_rooms rr
              JOIN room_types t ON t.id = rr.room_type_id
              JOIN rate_plans rp ON rp.id = rr.rate_plan_id
              LEFT JOIN rooms rm ON rm.id = rr.room_id
             WHERE rr.reservation_id = r.id) AS rooms
      FROM (SELECT * FROM reservations r WHERE ${where.join(" AND ")} ORDER BY r.arrival_date, r.id LIMIT ${limit}::int) r
      JOIN guests g ON g.id = r.guest_id
     ORDER BY r.arrival_date, r.id`;
  const name = `innkeep_res_list_${createHash("sha1").update(text).digest("hex").slice(0, 16)}`;
  return { name, text, values };
}

function toListRow(r: ListSqlRow): ReservationListRow {
  const rooms = typeof r.rooms === "string" ? (JSON.parse(r.rooms) as Exclude<ListSqlRow["rooms"], string>) : r.rooms;
  return {
    id: r.id,
    confirmationNumber: r.confirmation_number,
    status: r.status,
    source: r.source,
    arrivalDate: parseDateOnly(r.arrival_date),
    departureDate: parseDateOnly(r.departure_date),
    specialRequests: r.special_requests,
    currency: r.currency,
    totalAmount: Number(r.total_amount),
    paidAmount: Number(r.paid_amount),
    cancellationFee: r.cancellation_fee === null ? null : Number(r.cancellation_fee),
    createdAt: new Date(r.created_at),
    updatedAt: new Date(r.updated_at),
    guest: typeof r.guest === "string" ? JSON.parse(r.guest) : r.guest,
    rooms: rooms.map((x) => ({ ...x, arrivalDate: parseDateOnly(x.arrivalDate), departureDate: parseDateOnly(x.departureDate) })),
  };
}

export async function listReservations(input: { propertyId: string; query: TListReservationsQuery }) {
  const q = input.query;
  // validates the filters (date ranges) exactly as the other reservation lists do
  reservationWhere(input.propertyId, toFilters(q), V1_NAMES);
  const cursor = decodeCursor(q.cursor, 2);
  let after: { date: string; id: string } | undefined;
  if (cursor) {
    const [date, id] = cursor;
    if (typeof date !== "string" || !isDateOnly(date) || typeof id !== "string" || !UUID.test(id)) throw validationError("cursor", "cursor is not valid");
    after = { date, id };
  }
  const sql = reservationListSql(input.propertyId, q, after);
  const rows = (await getDb().raw.prepared<ListSqlRow>(sql.name, sql.text, sql.values)).map(toListRow);
  const page = toPage(rows, q.limit, (r) => [toDateOnly(r.arrivalDate), r.id]);
  return { ...page, items: page.items.map(reservationToDto) };
}

function toFilters(q: TListReservationsQuery): ReservationFilters {
  return {
    arrivalFrom: q.arrival_from,
    arrivalTo: q.arrival_to,
    departureFrom: q.departure_from,
    departureTo: q.departure_to,
    status: q.status,
    source: q.source,
    guestName: q.guest_name,
    confirmationNumber: q.confirmation_number,
  };
}
