// One property's catalog rows (room types, rate plans, taxes, rooms, blocks) and its planned reservations.
import type { Prisma } from "../../lib/db/generated/client";
import { addDays, parseDateOnly, type DateOnly } from "../../lib/rates/dates";
import type { RateOverrideRow, RatePlanPricing, RoomRateRow } from "../../lib/rates/nightly-rate";
import { quoteStay } from "../../lib/rates/quote";
import { INDIA_GST_ROOM_RULES, type TaxRuleData } from "../../lib/rates/tax";
import { weekendRate, type PropertyDef } from "./catalog";
import { uuidv7 } from "../../lib/db/uuid-v7";
import type { Rng } from "./prng";
import { draftReservations } from "./reservations";
import { roomStatuses } from "./room-status";
import { must, type BuiltProperty, type SeedRows } from "./rows";
import { planStays, type PlannerRoom } from "./stays";

export function buildProperty(
  rows: SeedRows,
  def: PropertyDef,
  propertyId: string,
  tenantId: string,
  today: DateOnly,
  rng: Rng,
  blockCreatedBy: string | null,
): BuiltProperty {
  rows.properties.push({
    id: propertyId,
    tenantId,
    code: def.code,
    name: def.name,
    timeZone: def.timeZone,
    currency: def.currency,
    gstStateCode: def.gstStateCode,
    gstin: def.gstin,
    address: def.address,
    settings: def.settings as Prisma.InputJsonValue,
  });

  const typeIds = new Map<string, string>();
  def.roomTypes.forEach((t, i) => {
    const id = uuidv7();
    typeIds.set(t.code, id);
    rows.roomTypes.push({
      id,
      propertyId,
      code: t.code,
      name: t.name,
      description: t.description,
      maxOccupancy: t.maxOccupancy,
      maxAdults: t.maxAdults,
      maxChildren: t.maxChildren,
      baseRate: t.baseRate,
      sizeSqm: t.sizeSqm,
      bedType: t.bedType,
      amenities: t.amenities,
      images: t.images,
      sortOrder: i + 1,
    });
  });

  // Rate plans, their room rates and overrides, kept both as rows to insert and as the pricing input of quoteStay,
  // so the prices of the seeded nights are exactly what the availability endpoint will quote from the database.
  const planIds = new Map<string, string>();
  const pricing = new Map<string, RatePlanPricing>();
  const basePlans = def.ratePlans.filter((p) => !p.parentCode);
  const derivedPlans = def.ratePlans.filter((p) => p.parentCode);
  for (const p of [...basePlans, ...derivedPlans]) {
    const id = uuidv7();
    planIds.set(p.code, id);
    const parentRatePlanId = p.parentCode ? must(planIds.get(p.parentCode)) : null;
    pricing.set(p.code, {
      id,
      parentRatePlanId,
      derivedPercent: p.derivedPercent ?? 0,
      derivedAmount: p.derivedAmount ?? 0,
      derivedPerAdultAmount: p.derivedPerAdultAmount ?? 0,
    });
    rows.ratePlans.push({
      id,
      propertyId,
      code: p.code,
      name: p.name,
      description: p.description,
      mealPlan: p.mealPlan,
      cancellationPolicy: p.cancellationPolicy,
      cancellationCutoffHours: p.cancellationCutoffHours,
      parentRatePlanId,
      derivedPercent: p.derivedPercent ?? 0,
      derivedAmount: p.derivedAmount ?? 0,
      derivedPerAdultAmount: p.derivedPerAdultAmount ?? 0,
      sortOrder: def.ratePlans.indexOf(p) + 1,
    });
  }
  const roomRates: RoomRateRow[] = [];
  for (const p of basePlans) {
    for (const t of def.roomTypes) {
      const row = { ratePlanId: must(planIds.get(p.code)), roomTypeId: must(typeIds.get(t.code)), weekdayRate: t.baseRate, weekendRate: weekendRate(t) };
      roomRates.push(row);
      rows.ratePlanRoomRates.push(row);
    }
  }
  const overrides: RateOverrideRow[] = [];
  for (const o of def.overrides(today)) {
    const row = { ratePlanId: must(planIds.get(o.planCode)), roomTypeId: must(typeIds.get(o.typeCode)), date: o.date, amount: o.amount };
    overrides.push(row);
    rows.rateOverrides.push({ ...row, date: parseDateOnly(o.date) });
  }
  const taxRules: TaxRuleData[] = [...INDIA_GST_ROOM_RULES];
  for (const r of INDIA_GST_ROOM_RULES) {
    rows.taxRules.push({
      id: uuidv7(),
      propertyId,
      name: r.name,
      appliesTo: r.appliesTo,
      validFrom: parseDateOnly(r.validFrom),
      validTo: r.validTo ? parseDateOnly(r.validTo) : null,
      minAmount: r.minAmount,
      maxAmount: r.maxAmount,
      ratePercent: r.ratePercent,
      splitCgstSgst: r.splitCgstSgst,
    });
  }

  // A blocked room is empty from the night before its block (the guest before it has left) to the block's end.
  const unavailable = def.rooms.map(() => new Set<DateOnly>());
  for (const b of def.blocks) {
    const i = def.rooms.findIndex((r) => r.roomNumber === b.roomNumber);
    if (i < 0) throw new Error(`block for unknown room ${b.roomNumber}`);
    for (let o = b.fromOffset - 1; o < b.toOffset; o++) unavailable[i].add(addDays(today, o));
  }
  const demand = new Map(def.roomTypes.map((t) => [t.code, t.demand]));
  const plannerRooms: PlannerRoom[] = def.rooms.map((r, i) => ({ typeCode: r.typeCode, demand: must(demand.get(r.typeCode)), unavailable: unavailable[i] }));
  const fixed = def.bookings.fixedStays.map((f) => {
    const room = def.rooms.findIndex((r) => r.roomNumber === f.roomNumber);
    if (room < 0) throw new Error(`fixed stay in unknown room ${f.roomNumber}`);
    const arrival = addDays(today, f.arrivalOffset);
    return { arrival, departure: addDays(arrival, f.nights), rooms: [room] };
  });
  const stays = planStays(plannerRooms, def.bookings, today, rng.fork("stays"), fixed);

  const weekendNights = def.settings.weekendNights as number[] | undefined;
  const drafts = draftReservations(
    {
      property: def,
      today,
      rng: rng.fork("reservations"),
      quote: ({ typeCode, planCode, adults, arrival, departure }) => {
        const plan = must(pricing.get(planCode));
        const parent = plan.parentRatePlanId ? [...pricing.values()].find((p) => p.id === plan.parentRatePlanId) : undefined;
        const roomTypeId = must(typeIds.get(typeCode));
        const baseRate = must(def.roomTypes.find((t) => t.code === typeCode)).baseRate;
        return quoteStay({ ratePlan: plan, parent, roomTypeId, roomRates, overrides, roomTypeBaseRate: baseRate, adults, arrival, departure, weekendNights, taxRules });
      },
    },
    stays,
  );

  const roomIds = def.rooms.map(() => uuidv7());
  const status = roomStatuses(def, drafts, rng.fork("housekeeping"));
  def.rooms.forEach((r, i) => {
    rows.rooms.push({
      id: roomIds[i],
      propertyId,
      roomTypeId: must(typeIds.get(r.typeCode)),
      roomNumber: r.roomNumber,
      floor: String(r.floor),
      building: r.building,
      foStatus: status[i].fo,
      hkStatus: status[i].hk,
      features: r.features,
      notes: status[i].notes,
    });
  });
  for (const b of def.blocks) {
    rows.roomBlocks.push({
      id: uuidv7(),
      propertyId,
      roomId: roomIds[def.rooms.findIndex((r) => r.roomNumber === b.roomNumber)],
      kind: b.kind,
      reason: b.reason,
      notes: b.notes,
      fromDate: parseDateOnly(addDays(today, b.fromOffset)),
      toDate: parseDateOnly(addDays(today, b.toOffset)),
      returnToInventory: b.returnToInventory,
      createdBy: blockCreatedBy,
    });
  }
  return { id: propertyId, def, drafts, roomIds, typeIds, planIds };
}

