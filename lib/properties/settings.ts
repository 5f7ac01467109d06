// Operational settings of a property (the `settings` JSON column) with their defaults, and the per-request
// property context services need: time zone, currency, "today" at the hotel.
import { z } from "zod";
import type { Tx } from "../db/client";
import { db } from "../db/client";
import { notFound } from "../http/errors";
import { DEFAULT_CHECK_IN_TIME } from "../rates/cancellation";
import { DEFAULT_WEEKEND_NIGHTS } from "../rates/nightly-rate";
import { todayInTimeZone } from "../rates/time-zone";
import type { DateOnly } from "../rates/dates";

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

const ZSettings = z.object({
  checkInTime: z.string().regex(HH_MM).catch(DEFAULT_CHECK_IN_TIME),
  checkOutTime: z.string().regex(HH_MM).catch("11:00"),
  weekendNights: z.array(z.number().int().min(0).max(6)).catch([...DEFAULT_WEEKEND_NIGHTS]),
});

export type PropertySettings = z.output<typeof ZSettings>;

/** Unknown or malformed keys fall back to the defaults: a bad setting must never take the front desk down. */
export function parseSettings(raw: unknown): PropertySettings {
  const obj = raw && typeof raw === "object" && !Array.isArray(raw) ? raw : {};
  return ZSettings.parse(obj);
}

export type PropertyContext = {
  id: string;
  tenantId: string;
  timeZone: string;
  currency: string;
  settings: PropertySettings;
  /** the property's local calendar date now */
  today: DateOnly;
};

const SELECT = { id: true, tenantId: true, timeZone: true, currency: true, settings: true } as const;

export async function loadProperty(propertyId: string, client: Tx | ReturnType<typeof db> = db()): Promise<PropertyContext> {
  const p = await client.property.findUnique({ where: { id: propertyId }, select: SELECT });
  if (!p) throw notFound("Property");
  return {
    id: p.id,
    tenantId: p.tenantId,
    timeZone: p.timeZone,
    currency: p.currency.trim(),
    settings: parseSettings(p.settings),
    today: todayInTimeZone(p.timeZone),
  };
}
