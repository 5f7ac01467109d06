// Shared fixtures of the front-office integration tests: the demo property's catalogue, tokens and dates.
import { db } from "../db/client";
import { addDays, weekdayOf, type DateOnly } from "../rates/dates";
import { todayInTimeZone } from "../rates/time-zone";
import { propertyId, tokenFor } from "./api";

export type DemoCatalog = Awaited<ReturnType<typeof demoCatalog>>;

export async function demoCatalog(code = "DEMO") {
  const pid = await propertyId(code);
  const [types, plans, property] = await Promise.all([
    db().roomType.findMany({ where: { propertyId: pid }, orderBy: { code: "asc" } }),
    db().ratePlan.findMany({ where: { propertyId: pid }, orderBy: { code: "asc" } }),
    db().property.findUniqueOrThrow({ where: { id: pid } }),
  ]);
  const type = (c: string) => types.find((t) => t.code === c) ?? fail(`room type ${c}`);
  const plan = (c: string) => plans.find((p) => p.code === c) ?? fail(`rate plan ${c}`);
  const today = todayInTimeZone(property.timeZone);
  return {
    pid,
    today,
    types,
    plans,
    type,
    plan,
    activeRooms: (typeCode: string) => db().room.count({ where: { propertyId: pid, roomTypeId: type(typeCode).id, isActive: true } }),
    tokens: {
      frontdesk: await tokenFor("frontdesk@demo.innkeep.dev"),
      manager: await tokenFor("manager@demo.innkeep.dev"),
      housekeeping: await tokenFor("housekeeping@demo.innkeep.dev"),
      cashier: await tokenFor("cashier@demo.innkeep.dev"),
    },
  };
}

function fail(what: string): never {
  throw new Error(`demo data lacks ${what}`);
}

/** The first Monday at least `offset` days after `today` (a stay Monday → Thursday has three weekday nights). */
export function mondayAfter(today: DateOnly, offset: number): DateOnly {
  let d = addDays(today, offset);
  while (weekdayOf(d) !== 1) d = addDays(d, 1);
  return d;
}

let emailSeq = 0;
export function newGuest(tag = "guest") {
  emailSeq += 1;
  return { first_name: "Test", last_name: `${tag[0].toUpperCase()}${tag.slice(1)}${emailSeq}`, email: `${tag}.${Date.now()}.${emailSeq}@example.com`, phone: "+91 98200 12345" };
}

export async function soldOn(roomTypeId: string, date: DateOnly): Promise<number> {
  const row = await db().inventoryNight.findUnique({ where: { roomTypeId_date: { roomTypeId, date: new Date(`${date}T00:00:00Z`) } } });
  return row?.sold ?? 0;
}

/** inventory_nights.sold equals the nights held by PENDING/CONFIRMED/CHECKED_IN/CHECKED_OUT reservations, everywhere. */
export async function inventoryMismatches(pid: string): Promise<string[]> {
  const rows = await db().$queryRaw<{ room_type_id: string; date: Date; sold: number; held: number }[]>`
    WITH held AS (
      SELECT rr.room_type_id, n.date, count(*)::int AS held
        FROM reservation_room_nights n
        JOIN reservation_rooms rr ON rr.id = n.reservation_room_id
        JOIN reservations r ON r.id = rr.reservation_id
       WHERE r.property_id = ${pid}::uuid AND r.status IN ('PENDING', 'CONFIRMED', 'CHECKED_IN', 'CHECKED_OUT')
       GROUP BY 1, 2
    )
    SELECT coalesce(i.room_type_id, h.room_type_id) AS room_type_id, coalesce(i.date, h.date) AS date,
           coalesce(i.sold, 0)::int AS sold, coalesce(h.held, 0)::int AS held
      FROM (SELECT * FROM inventory_nights WHERE property_id = ${pid}::uuid) i
      FULL JOIN held h ON h.room_type_id = i.room_type_id AND h.date = i.date
     WHERE coalesce(i.sold, 0) <> coalesce(h.held, 0)`;
  return rows.map((r) => `${r.room_type_id} ${r.date.toISOString().slice(0, 10)}: sold ${r.sold}, held ${r.held}`);
}
