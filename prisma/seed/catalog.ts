// What the demo tenant sells: properties, room types, rate plans, blocks, staff and API clients. Plain data; the
// builder (build.ts) turns it into rows. Amounts are paise.
import type { Role } from "../../lib/db/generated/enums";
import { addDays, type DateOnly } from "../../lib/rates/dates";
import { divRoundHalfUp } from "../../lib/rates/money";
import { makeGstin } from "./gstin";
import { demoHotelRooms, harbourInnRooms, type RoomDef } from "./rooms";

export const DEMO_TENANT_NAME = "Innkeep Demo Hotels";
export const DEMO_PASSWORD = "innkeep-demo";

export type RoomTypeDef = {
  code: string;
  name: string;
  description: string;
  maxOccupancy: number;
  maxAdults: number;
  maxChildren: number;
  baseRate: number;
  /** weekend night price = base rate + this percentage, rounded to whole rupees ×100 */
  weekendUpliftPercent: number;
  sizeSqm: number;
  bedType: string;
  amenities: string[];
  images: string[];
  /** how full this type runs relative to the hotel (suites sell less often) */
  demand: number;
};

export type RatePlanDef = {
  code: string;
  name: string;
  description: string;
  mealPlan: string;
  cancellationPolicy: "FLEXIBLE" | "NON_REFUNDABLE";
  cancellationCutoffHours: number;
  parentCode?: string;
  derivedPercent?: number;
  derivedAmount?: number;
  derivedPerAdultAmount?: number;
  /** share of bookings on this plan */
  share: number;
};

export type BlockDef = {
  roomNumber: string;
  kind: "OUT_OF_ORDER" | "OUT_OF_SERVICE";
  reason: string;
  notes: string;
  /** days from today; from inclusive, to exclusive (like stay nights) */
  fromOffset: number;
  toOffset: number;
  returnToInventory: boolean;
};

export type OverrideDef = { planCode: string; typeCode: string; date: DateOnly; amount: number; label: string };

/** How the reservation planner fills the property (see stays.ts). */
export type BookingProfile = {
  /** first arrival and last night, in days from today */
  firstArrivalOffset: number;
  lastNightOffset: number;
  /** target share of rooms sold per night, by days from today */
  occupancy: (offset: number) => number;
  /** cancelled and no-show reservations, as a share of the stays that happened or are booked */
  cancelledShare: number;
  noShowShare: number;
  multiRoomChance: number;
  /** confirmed arrivals of today given a room in advance */
  preAssignedArrivals: number;
  /** stays that must exist whatever the random walk does (offsets from today) */
  fixedStays: { roomNumber: string; arrivalOffset: number; nights: number }[];
};

export type PropertyDef = {
  code: string;
  name: string;
  timeZone: string;
  currency: string;
  gstStateCode: string;
  gstin: string;
  address: Record<string, string>;
  settings: Record<string, unknown>;
  roomTypes: RoomTypeDef[];
  rooms: RoomDef[];
  ratePlans: RatePlanDef[];
  blocks: BlockDef[];
  overrides: (today: DateOnly) => OverrideDef[];
  bookings: BookingProfile;
};

const AMENITIES_BASE = ["AC", "TV", "WIFI", "SAFE", "HAIR_DRYER"];

export function weekendRate(t: Pick<RoomTypeDef, "baseRate" | "weekendUpliftPercent">): number {
  // to the nearest ₹100: rate cards show round prices
  return divRoundHalfUp(t.baseRate * (100 + t.weekendUpliftPercent), 100 * 10_000) * 10_000;
}

const DEMO_ROOM_TYPES: RoomTypeDef[] = [
  {
    code: "STD",
    name: "Standard Queen",
    description: "A calm city-side room with a queen bed, rain shower and a proper work desk.",
    maxOccupancy: 3,
    maxAdults: 2,
    maxChildren: 1,
    baseRate: 450_000,
    weekendUpliftPercent: 15,
    sizeSqm: 24,
    bedType: "QUEEN",
    amenities: [...AMENITIES_BASE, "WORK_DESK", "TEA_KETTLE"],
    images: ["/images/room-types/std.svg"],
    demand: 1.0,
  },
  {
    code: "DLX",
    name: "Deluxe King",
    description: "A larger room with a king bed and a coffee machine; upper floors look out over the Arabian Sea.",
    maxOccupancy: 3,
    maxAdults: 3,
    maxChildren: 1,
    baseRate: 650_000,
    weekendUpliftPercent: 15,
    sizeSqm: 30,
    bedType: "KING",
    amenities: [...AMENITIES_BASE, "MINIBAR", "WORK_DESK", "COFFEE_MACHINE"],
    images: ["/images/room-types/dlx.svg"],
    demand: 1.0,
  },
  {
    code: "PRM",
    name: "Premier Sea View",
    description: "Tower room with a private balcony facing the sea, a deep bathtub and bathrobes.",
    maxOccupancy: 3,
    maxAdults: 2,
    maxChildren: 1,
    baseRate: 850_000,
    weekendUpliftPercent: 15,
    sizeSqm: 34,
    bedType: "KING",
    amenities: [...AMENITIES_BASE, "MINIBAR", "WORK_DESK", "COFFEE_MACHINE", "BATHTUB", "BATHROBES"],
    images: ["/images/room-types/prm.svg"],
    demand: 0.95,
  },
  {
    code: "STE",
    name: "Junior Suite",
    description: "Top-floor suite with a separate living area, a sea- or city-view balcony and a soaking tub.",
    maxOccupancy: 4,
    maxAdults: 3,
    maxChildren: 2,
    baseRate: 1_200_000,
    weekendUpliftPercent: 15,
    sizeSqm: 52,
    bedType: "KING",
    amenities: [...AMENITIES_BASE, "MINIBAR", "WORK_DESK", "COFFEE_MACHINE", "BATHTUB", "BATHROBES", "LIVING_AREA"],
    images: ["/images/room-types/ste.svg"],
    demand: 0.75,
  },
  {
    code: "FAM",
    name: "Family Room",
    description: "Two double beds and a bathtub on the Tower's garden floors, for two adults and two children.",
    maxOccupancy: 4,
    maxAdults: 2,
    maxChildren: 2,
    baseRate: 700_000,
    weekendUpliftPercent: 15,
    sizeSqm: 40,
    bedType: "TWIN",
    amenities: [...AMENITIES_BASE, "MINIBAR", "TEA_KETTLE", "BATHTUB", "SOFA_BED"],
    images: ["/images/room-types/fam.svg"],
    demand: 0.9,
  },
];

const DEMO_RATE_PLANS: RatePlanDef[] = [
  {
    code: "BAR",
    name: "Best Available Rate",
    description: "Room only. Free cancellation until 24 hours before check-in.",
    mealPlan: "ROOM_ONLY",
    cancellationPolicy: "FLEXIBLE",
    cancellationCutoffHours: 24,
    share: 55,
  },
  {
    code: "BB",
    name: "Bed & Breakfast",
    description: "Best Available Rate with breakfast for every adult (₹750 per adult per night). Free cancellation until 24 hours before check-in.",
    mealPlan: "BREAKFAST",
    cancellationPolicy: "FLEXIBLE",
    cancellationCutoffHours: 24,
    parentCode: "BAR",
    derivedPerAdultAmount: 75_000,
    share: 30,
  },
  {
    code: "NRF",
    name: "Non-refundable",
    description: "10 % below the Best Available Rate, paid in full at booking. No refund on cancellation.",
    mealPlan: "ROOM_ONLY",
    cancellationPolicy: "NON_REFUNDABLE",
    cancellationCutoffHours: 0,
    parentCode: "BAR",
    derivedPercent: -10,
    share: 15,
  },
];

/** The next New Year's Eve (today if today is 31 December). */
function nextNewYearsEve(today: DateOnly): DateOnly {
  return `${today.slice(0, 4)}-12-31`;
}

export const DEMO_HOTEL: PropertyDef = {
  code: "DEMO",
  name: "Innkeep Demo Hotel",
  timeZone: "Asia/Kolkata",
  currency: "INR",
  gstStateCode: "27",
  gstin: makeGstin("27", "AAICI4821K"),
  address: {
    line1: "14 Marine Drive",
    line2: "Churchgate",
    city: "Mumbai",
    state: "Maharashtra",
    postalCode: "400020",
    country: "IN",
  },
  settings: {
    checkInTime: "14:00",
    checkOutTime: "11:00",
    weekendNights: [5, 6],
    frontDesk: { overpaymentAlertThreshold: 10_000 },
  },
  roomTypes: DEMO_ROOM_TYPES,
  rooms: demoHotelRooms(),
  ratePlans: DEMO_RATE_PLANS,
  blocks: [
    {
      roomNumber: "309",
      kind: "OUT_OF_ORDER",
      reason: "Water leak in bathroom",
      notes: "Plumber booked; ceiling panel to be replaced after drying.",
      fromOffset: 0,
      toOffset: 3,
      returnToInventory: false,
    },
    {
      roomNumber: "204",
      kind: "OUT_OF_SERVICE",
      reason: "AC compressor replacement",
      notes: "Vendor visit scheduled; room not to be sold until signed off.",
      fromOffset: -1,
      toOffset: 2,
      returnToInventory: false,
    },
  ],
  overrides: (today) => {
    const nye = nextNewYearsEve(today);
    const out: OverrideDef[] = DEMO_ROOM_TYPES.map((t) => ({
      planCode: "BAR",
      typeCode: t.code,
      date: nye,
      amount: divRoundHalfUp(weekendRate(t) * 160, 100 * 10_000) * 10_000,
      label: "New Year's Eve",
    }));
    // A city conference twelve nights out lifts the business rooms, so stays across it show an override.
    const conference = addDays(today, 12);
    if (conference !== nye) {
      for (const t of DEMO_ROOM_TYPES.filter((x) => x.code === "STD" || x.code === "DLX")) {
        out.push({
          planCode: "BAR",
          typeCode: t.code,
          date: conference,
          amount: divRoundHalfUp(t.baseRate * 130, 100 * 10_000) * 10_000,
          label: "Conference night",
        });
      }
    }
    return out;
  },
  bookings: {
    firstArrivalOffset: -24,
    lastNightOffset: 30,
    occupancy: (offset) => {
      if (offset < 0) return 0.74;
      if (offset < 7) return 0.72;
      if (offset < 14) return 0.64;
      if (offset < 21) return 0.52;
      return 0.38;
    },
    cancelledShare: 0.08,
    noShowShare: 0.02,
    multiRoomChance: 0.05,
    preAssignedArrivals: 2,
    fixedStays: [],
  },
};

export const HARBOUR_INN: PropertyDef = {
  code: "HARBOUR",
  name: "Innkeep Harbour Inn",
  timeZone: "Asia/Kolkata",
  currency: "INR",
  gstStateCode: "32",
  gstin: makeGstin("32", "AAICI4821K", "2"),
  address: {
    line1: "3 Tower Road",
    line2: "Fort Kochi",
    city: "Kochi",
    state: "Kerala",
    postalCode: "682001",
    country: "IN",
  },
  settings: { checkInTime: "13:00", checkOutTime: "11:00", weekendNights: [5, 6] },
  roomTypes: [
    {
      code: "STD",
      name: "Standard Double",
      description: "Whitewashed heritage room with a double bed, opening onto the courtyard garden.",
      maxOccupancy: 2,
      maxAdults: 2,
      maxChildren: 0,
      baseRate: 320_000,
      weekendUpliftPercent: 10,
      sizeSqm: 20,
      bedType: "QUEEN",
      amenities: ["AC", "WIFI", "TEA_KETTLE"],
      images: ["/images/room-types/harbour-std.svg"],
      demand: 1,
    },
    {
      code: "HBV",
      name: "Harbour View Deluxe",
      description: "Upstairs room with a king bed and a view of the Chinese fishing nets.",
      maxOccupancy: 3,
      maxAdults: 2,
      maxChildren: 1,
      baseRate: 480_000,
      weekendUpliftPercent: 10,
      sizeSqm: 26,
      bedType: "KING",
      amenities: ["AC", "TV", "WIFI", "MINIBAR", "TEA_KETTLE"],
      images: ["/images/room-types/harbour-hbv.svg"],
      demand: 1,
    },
  ],
  rooms: harbourInnRooms(),
  ratePlans: [
    {
      code: "BAR",
      name: "Best Available Rate",
      description: "Room only. Free cancellation until 48 hours before check-in.",
      mealPlan: "ROOM_ONLY",
      cancellationPolicy: "FLEXIBLE",
      cancellationCutoffHours: 48,
      share: 1,
    },
  ],
  blocks: [],
  overrides: () => [],
  bookings: {
    firstArrivalOffset: -4,
    lastNightOffset: 6,
    occupancy: () => 0.4,
    cancelledShare: 0.15,
    noShowShare: 0,
    multiRoomChance: 0,
    preAssignedArrivals: 0,
    // Isolation tests need every kind of record here too: in-house, departing today, arriving today.
    fixedStays: [
      { roomNumber: "201", arrivalOffset: -2, nights: 3 },
      { roomNumber: "102", arrivalOffset: -1, nights: 1 },
      { roomNumber: "103", arrivalOffset: 0, nights: 2 },
    ],
  },
};

export type StaffDef = { email: string; name: string; roles: Role[]; properties: string[] };

export const STAFF: StaffDef[] = [
  { email: "superadmin@demo.innkeep.dev", name: "Innkeep Super Admin", roles: ["super_admin"], properties: ["DEMO", "HARBOUR"] },
  { email: "admin@demo.innkeep.dev", name: "Anita Desai", roles: ["admin"], properties: ["DEMO", "HARBOUR"] },
  { email: "manager@demo.innkeep.dev", name: "Rahul Mehta", roles: ["manager"], properties: ["DEMO", "HARBOUR"] },
  { email: "frontdesk@demo.innkeep.dev", name: "Sneha Kulkarni", roles: ["front_desk"], properties: ["DEMO"] },
  { email: "cashier@demo.innkeep.dev", name: "Vikram Rao", roles: ["cashier"], properties: ["DEMO"] },
  { email: "housekeeping@demo.innkeep.dev", name: "Lakshmi Iyer", roles: ["housekeeping"], properties: ["DEMO"] },
  { email: "waiter@demo.innkeep.dev", name: "Arjun Nair", roles: ["waiter"], properties: ["DEMO"] },
  { email: "kitchen@demo.innkeep.dev", name: "Farhan Qureshi", roles: ["kitchen"], properties: ["DEMO"] },
  { email: "harbour.frontdesk@demo.innkeep.dev", name: "Thomas Mathew", roles: ["front_desk"], properties: ["HARBOUR"] },
];

export type ApiClientDef = { clientId: string; name: string; secret: string; roles: Role[]; properties: string[] };

// manager: an integrator can exercise every front-office endpoint of the property it is granted, nothing more.
export const API_CLIENTS: ApiClientDef[] = [
  { clientId: "demo-integrator", name: "Demo integrator", secret: "demo-integrator-secret", roles: ["manager"], properties: ["DEMO"] },
  { clientId: "harbour-integrator", name: "Harbour integrator", secret: "harbour-integrator-secret", roles: ["manager"], properties: ["HARBOUR"] },
];
