// The rows of the demo tenant as createMany inputs, and what the per-property builder hands on.
import type { Prisma } from "../../lib/db/generated/client";
import type { PropertyDef } from "./catalog";
import type { ReservationDraft } from "./reservations";

export type SeedRows = {
  tenant: Prisma.TenantCreateManyInput;
  properties: Prisma.PropertyCreateManyInput[];
  users: Prisma.UserCreateManyInput[];
  userProperties: Prisma.UserPropertyCreateManyInput[];
  apiClients: Prisma.ApiClientCreateManyInput[];
  apiClientProperties: Prisma.ApiClientPropertyCreateManyInput[];
  roomTypes: Prisma.RoomTypeCreateManyInput[];
  rooms: Prisma.RoomCreateManyInput[];
  roomBlocks: Prisma.RoomBlockCreateManyInput[];
  /** base plans first: derived plans reference them */
  ratePlans: Prisma.RatePlanCreateManyInput[];
  ratePlanRoomRates: Prisma.RatePlanRoomRateCreateManyInput[];
  rateOverrides: Prisma.RateOverrideCreateManyInput[];
  taxRules: Prisma.TaxRuleCreateManyInput[];
  guests: Prisma.GuestCreateManyInput[];
  reservations: Prisma.ReservationCreateManyInput[];
  reservationRooms: Prisma.ReservationRoomCreateManyInput[];
  reservationRoomNights: Prisma.ReservationRoomNightCreateManyInput[];
};

/** A property's rows are in SeedRows; this is what the reservation rows still need from it. */
export type BuiltProperty = {
  id: string;
  def: PropertyDef;
  drafts: ReservationDraft[];
  roomIds: string[];
  typeIds: Map<string, string>;
  planIds: Map<string, string>;
};

export function must<T>(value: T | undefined | null): T {
  if (value === undefined || value === null) throw new Error("seed catalog is inconsistent (missing reference)");
  return value;
}
