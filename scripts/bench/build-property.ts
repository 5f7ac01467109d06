// Builds the benchmark property: 300 rooms in 5 types, three rate plans (BAR, derived B&B and non-refundable), the
// India GST rules, ~50,000 reservations spread over two years around today (one year back, one ahead) that never
// exceed a type's rooms on any night, and inventory_nights rebuilt from them. Rows go in with a few multi-row
// statements (unnest of arrays), so the whole build takes seconds.
import type { RawSql } from "../../lib/db/client";
import { uuidv7 } from "../../lib/db/uuid-v7";
import { addDays, eachNight, nightsBetween, type DateOnly } from "../../lib/rates/dates";
import { quoteStay } from "../../lib/rates/quote";
import { INDIA_GST_ROOM_RULES } from "../../lib/rates/tax";
import { generateConfirmationNumber } from "../../lib/reservations/confirmation-number";
import { recomputeInventory } from "../../prisma/seed/inventory";
import type { PrismaClient } from "../../lib/db/generated/client";

const TYPES = [
  { code: "STD", name: "Standard", rooms: 120, rate: 450_000, maxAdults: 2, maxChildren: 1, maxOcc: 3 },
  { code: "DLX", name: "Deluxe", rooms: 90, rate: 650_000, maxAdults: 3, maxChildren: 1, maxOcc: 3 },
  { code: "PRM", name: "Premier", rooms: 45, rate: 850_000, maxAdults: 2, maxChildren: 1, maxOcc: 3 },
  { code: "FAM", name: "Family", rooms: 30, rate: 700_000, maxAdults: 2, maxChildren: 2, maxOcc: 4 },
  { code: "STE", name: "Suite", rooms: 15, rate: 1_200_000, maxAdults: 3, maxChildren: 2, maxOcc: 4 },
];

/** Small deterministic PRNG (mulberry32) so every run builds the same hotel. */
function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)), pick: <T,>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)] };
}

async function insert(raw: RawSql, table: string, cols: [string, string][], rows: unknown[][]) {
  for (let i = 0; i < rows.length; i += 5000) {
    const chunk = rows.slice(i, i + 5000);
    const params = cols.map((_, c) => chunk.map((r) => r[c]));
    const sql = `INSERT INTO ${table} (${cols.map(([n]) => n).join(", ")}) SELECT * FROM unnest(${cols.map(([, t], c) => `$${c + 1}::${t}[]`).join(", ")})`;
    await raw.query(sql, params);
  }
}

export type BenchProperty = {
  tenantId: string;
  propertyId: string;
  types: { id: string; code: string; rooms: number }[];
  plans: { id: string; code: string }[];
  reservations: number;
  roomNights: number;
};

export async function buildBenchProperty(raw: RawSql, prisma: PrismaClient, today: DateOnly, target = 50_000): Promise<BenchProperty> {
  const r = rng(20261121);
  const tenantId = uuidv7();
  const propertyId = uuidv7();
  await raw.query(`INSERT INTO tenants (id, name) VALUES ($1, 'Bench Hotels')`, [tenantId]);
  await raw.query(
    `INSERT INTO properties (id, tenant_id, code, name, time_zone, currency, settings, updated_at)
     VALUES ($1, $2, 'BENCH', 'Benchmark Grand', 'Asia/Kolkata', 'INR', '{"checkInTime":"14:00","checkOutTime":"11:00","weekendNights":[5,6]}', now())`,
    [propertyId, tenantId],
  );
  const types = TYPES.map((t, i) => ({ ...t, id: uuidv7(), sort: i }));
  await insert(raw, "room_types", [["id", "uuid"], ["property_id", "uuid"], ["code", "text"], ["name", "text"], ["max_occupancy", "int"], ["max_adults", "int"], ["max_children", "int"], ["base_rate", "int"], ["sort_order", "int"], ["updated_at", "timestamptz"]],
    types.map((t) => [t.id, propertyId, t.code, t.name, t.maxOcc, t.maxAdults, t.maxChildren, t.rate, t.sort, new Date()]));
  const rooms: unknown[][] = [];
  let n = 0;
  for (const t of types) {
    for (let k = 0; k < t.rooms; k++, n++) {
      const floor = 1 + Math.floor(n / 20);
      rooms.push([uuidv7(), propertyId, t.id, `${floor}${String((n % 20) + 1).padStart(2, "0")}`, String(floor), "Main", r.next() < 0.8 ? "CLEAN" : "DIRTY", new Date()]);
    }
  }
  await insert(raw, "rooms", [["id", "uuid"], ["property_id", "uuid"], ["room_type_id", "uuid"], ["room_number", "text"], ["floor", "text"], ["building", "text"], ["hk_status", '"HkStatus"'], ["updated_at", "timestamptz"]], rooms);

  const bar = { id: uuidv7(), code: "BAR", parentRatePlanId: null as string | null, derivedPercent: "0", derivedAmount: 0, derivedPerAdultAmount: 0 };
  const bb = { id: uuidv7(), code: "BB", parentRatePlanId: bar.id, derivedPercent: "0", derivedAmount: 0, derivedPerAdultAmount: 75_000 };
  const nrf = { id: uuidv7(), code: "NRF", parentRatePlanId: bar.id, derivedPercent: "-10", derivedAmount: 0, derivedPerAdultAmount: 0 };
  const plans = [bar, bb, nrf];
  await insert(raw, "rate_plans",
    [["id", "uuid"], ["property_id", "uuid"], ["code", "text"], ["name", "text"], ["cancellation_policy", '"CancellationPolicy"'], ["cancellation_cutoff_hours", "int"], ["parent_rate_plan_id", "uuid"], ["derived_percent", "numeric"], ["derived_per_adult_amount", "int"], ["sort_order", "int"], ["updated_at", "timestamptz"]],
    [
      [bar.id, propertyId, "BAR", "Best Available Rate", "FLEXIBLE", 24, null, 0, 0, 0, new Date()],
      [bb.id, propertyId, "BB", "Bed & Breakfast", "FLEXIBLE", 24, bar.id, 0, 75_000, 1, new Date()],
      [nrf.id, propertyId, "NRF", "Non-refundable", "NON_REFUNDABLE", 0, bar.id, -10, 0, 2, new Date()],
    ]);
  const weekend = (rate: number) => Math.round((rate * 1.15) / 10_000) * 10_000;
  await insert(raw, "rate_plan_room_rates", [["rate_plan_id", "uuid"], ["room_type_id", "uuid"], ["weekday_rate", "int"], ["weekend_rate", "int"]], types.map((t) => [bar.id, t.id, t.rate, weekend(t.rate)]));
  await insert(raw, "tax_rules",
    [["id", "uuid"], ["property_id", "uuid"], ["name", "text"], ["applies_to", "text"], ["valid_from", "date"], ["valid_to", "date"], ["min_amount", "int"], ["max_amount", "int"], ["rate_percent", "numeric"], ["split_cgst_sgst", "bool"]],
    INDIA_GST_ROOM_RULES.map((g) => [uuidv7(), propertyId, g.name, g.appliesTo, g.validFrom, g.validTo, g.minAmount, g.maxAmount, g.ratePercent, g.splitCgstSgst]));
  const taxRules = INDIA_GST_ROOM_RULES;

  // guests
  const guestIds: string[] = [];
  const guests: unknown[][] = [];
  const FIRST = ["Aarav", "Diya", "Kabir", "Meera", "Rohan", "Ananya", "Vikram", "Isha", "Arjun", "Priya", "Sam", "Lena", "Omar", "Yuki", "Noah"];
  const LAST = ["Sharma", "Iyer", "Khan", "Patel", "Reddy", "Nair", "Singh", "Das", "Gupta", "Mehta", "Smith", "Garcia", "Kim", "Müller", "Rossi"];
  for (let i = 0; i < 30_000; i++) {
    const id = uuidv7();
    guestIds.push(id);
    guests.push([id, tenantId, r.pick(FIRST), `${r.pick(LAST)}${i % 97 === 0 ? "-Bose" : ""}`, `guest${i}@bench.example`, new Date()]);
  }
  await insert(raw, "guests", [["id", "uuid"], ["tenant_id", "uuid"], ["first_name", "text"], ["last_name", "text"], ["email", "text"], ["updated_at", "timestamptz"]], guests);

  // reservations that fit: occupancy per type per day over [today-365, today+365)
  const start = addDays(today, -365);
  const days = 730;
  const used = types.map(() => new Int16Array(days + 40));
  const weights = types.map((t) => t.rooms);
  const totalW = weights.reduce((a, b) => a + b, 0);
  const pickType = () => {
    let x = r.next() * totalW;
    for (let i = 0; i < types.length; i++) if ((x -= weights[i]) < 0) return i;
    return 0;
  };
  const nightsW = [1, 1, 2, 2, 2, 3, 3, 4, 5, 7];
  const SOURCES = ["DIRECT", "BOOKING_ENGINE", "OTA", "OTA", "GDS", "CORPORATE", "TRAVEL_AGENT", "DIRECT"];
  const confs = new Set<string>();
  const resRows: unknown[][] = [];
  const rrRows: unknown[][] = [];
  const nightRows: unknown[][] = [];
  const priceCache = new Map<string, ReturnType<typeof quoteStay>>();
  let attempts = 0;
  let roomNights = 0;
  while (resRows.length < target && attempts < target * 4) {
    attempts++;
    const offset = r.int(0, days - 1);
    const nights = r.pick(nightsW);
    const arrival = addDays(start, offset);
    const departure = addDays(arrival, nights);
    const ti = pickType();
    const roomsN = r.next() < 0.05 ? 2 : 1;
    const endOffset = Math.min(offset + nights, days);
    const released = r.next() < 0.09; // cancelled or no-show: they hold no inventory
    if (!released) {
      let fits = true;
      for (let d = offset; d < endOffset && fits; d++) if (used[ti][d] + roomsN > types[ti].rooms) fits = false;
      if (!fits) continue;
      for (let d = offset; d < endOffset; d++) used[ti][d] += roomsN;
    }
    const plan = r.next() < 0.6 ? bar : r.next() < 0.6 ? bb : nrf;
    const adults = r.int(1, Math.min(2, types[ti].maxAdults));
    const key = `${ti}|${plan.code}|${adults}|${arrival}|${nights}`;
    let q = priceCache.get(key);
    if (!q) {
      q = quoteStay({
        ratePlan: plan,
        parent: plan.parentRatePlanId ? bar : null,
        roomRates: [{ weekdayRate: types[ti].rate, weekendRate: weekend(types[ti].rate) }],
        roomTypeBaseRate: types[ti].rate,
        adults,
        arrival,
        departure,
        taxRules,
      });
      priceCache.set(key, q);
    }
    let status: string;
    if (departure <= today) status = released ? (r.next() < 0.7 ? "CANCELLED" : "NO_SHOW") : "CHECKED_OUT";
    else if (arrival <= today) status = released ? "CANCELLED" : "CHECKED_IN";
    else status = released ? "CANCELLED" : r.next() < 0.06 ? "PENDING" : "CONFIRMED";
    let conf = generateConfirmationNumber(r.next);
    while (confs.has(conf)) conf = generateConfirmationNumber(r.next);
    confs.add(conf);
    const id = uuidv7();
    const total = (q.roomTotal + q.taxTotal) * roomsN;
    const created = new Date(Date.parse(`${arrival}T06:00:00Z`) - r.int(1, 90) * 86_400_000);
    resRows.push([id, propertyId, conf, status, r.pick(SOURCES), r.pick(guestIds), arrival, departure, "INR", q.roomTotal * roomsN, q.taxTotal * roomsN, total, status === "CHECKED_OUT" ? total : 0, created, created]);
    for (let k = 0; k < roomsN; k++) {
      const rrId = uuidv7();
      rrRows.push([rrId, id, propertyId, types[ti].id, plan.id, adults, arrival, departure, q.roomTotal, q.taxTotal, created]);
      for (const night of q.nights) nightRows.push([rrId, night.date, night.rate, night.tax]);
      if (!released) roomNights += nightsBetween(arrival, departure);
    }
  }
  await insert(raw, "reservations",
    [["id", "uuid"], ["property_id", "uuid"], ["confirmation_number", "text"], ["status", '"ReservationStatus"'], ["source", '"ReservationSource"'], ["guest_id", "uuid"], ["arrival_date", "date"], ["departure_date", "date"], ["currency", "text"], ["room_amount", "int"], ["tax_amount", "int"], ["total_amount", "int"], ["paid_amount", "int"], ["created_at", "timestamptz"], ["updated_at", "timestamptz"]],
    resRows);
  await insert(raw, "reservation_rooms",
    [["id", "uuid"], ["reservation_id", "uuid"], ["property_id", "uuid"], ["room_type_id", "uuid"], ["rate_plan_id", "uuid"], ["adults", "int"], ["arrival_date", "date"], ["departure_date", "date"], ["room_amount", "int"], ["tax_amount", "int"], ["updated_at", "timestamptz"]],
    rrRows);
  await insert(raw, "reservation_room_nights", [["reservation_room_id", "uuid"], ["date", "date"], ["rate", "int"], ["tax", "int"]], nightRows);
  await recomputeInventory(prisma, propertyId);
  await raw.query("ANALYZE");
  void eachNight;
  return {
    tenantId,
    propertyId,
    types: types.map((t) => ({ id: t.id, code: t.code, rooms: t.rooms })),
    plans: plans.map((p) => ({ id: p.id, code: p.code })),
    reservations: resRows.length,
    roomNights,
  };
}
