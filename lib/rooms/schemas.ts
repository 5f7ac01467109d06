import { z } from "zod";
import { ZDate, ZId, ZTrimmed, ZBoolParam, zList } from "../http/validation";
import { ZCursor } from "../http/pagination";
import { COMBINED_STATUSES, FO_STATUSES, HK_STATUSES } from "./status";

export const ZHkStatus = z.enum(HK_STATUSES, { error: `must be one of ${HK_STATUSES.join(", ")}` });
const ROOM_STATUS_FILTERS = [...new Set([...COMBINED_STATUSES, ...FO_STATUSES])] as [string, ...string[]];
export const ZRoomStatusFilter = z.enum(ROOM_STATUS_FILTERS, { error: `must be one of ${ROOM_STATUS_FILTERS.join(", ")}` });

/** Rooms are listed 50 to a page by default (a floor plan's worth), at most 500 (a whole hotel in one call). */
export const ZRoomLimit = z.coerce
  .number({ error: "limit must be an integer" })
  .int("limit must be an integer")
  .min(1, "limit must be at least 1")
  .max(500, "limit must be at most 500")
  .default(50);

export const ZListRoomsQuery = z.object({
  room_type_id: ZId.optional(),
  floor: ZTrimmed(20).optional(),
  status: zList(ZRoomStatusFilter).meta({ description: "Combined (VACANT_CLEAN, …, OUT_OF_ORDER, OUT_OF_SERVICE) or front-office (VACANT, OCCUPIED, …) value; several allowed" }),
  hk_status: zList(ZHkStatus).meta({ description: "Housekeeping status; several allowed" }),
  is_active: ZBoolParam.optional(),
  cursor: ZCursor,
  limit: ZRoomLimit,
});
export type TListRoomsQuery = z.output<typeof ZListRoomsQuery>;

export const ZRoomIdParams = z.object({ id: ZId });

const ZCurrentBlock = z
  .object({
    id: z.string(),
    kind: z.enum(["OUT_OF_ORDER", "OUT_OF_SERVICE"]),
    reason: z.string(),
    notes: z.string().nullable(),
    from_date: z.string(),
    to_date: z.string().meta({ description: "Exclusive: the room is back on this date" }),
    return_to_inventory: z.boolean(),
  })
  .meta({ id: "RoomBlock" });

export const ZRoom = z
  .object({
    id: z.string(),
    room_number: z.string(),
    room_type: z.object({ id: z.string(), name: z.string(), code: z.string() }),
    floor: z.string(),
    building: z.string(),
    status: z.string().meta({ description: "Combined status: VACANT_CLEAN, VACANT_DIRTY, OCCUPIED_CLEAN, OCCUPIED_DIRTY, OUT_OF_ORDER or OUT_OF_SERVICE" }),
    fo_status: z.enum(FO_STATUSES),
    hk_status: ZHkStatus,
    is_active: z.boolean(),
    features: z.array(z.string()),
    notes: z.string().nullable(),
    current_guest: z
      .object({ id: z.string(), name: z.string(), reservation_id: z.string(), checkout_date: z.string() })
      .nullable()
      .meta({ description: "The guest checked in to the room, or null" }),
    current_block: ZCurrentBlock.nullable().meta({ description: "The out-of-order/service period covering today, or null" }),
  })
  .meta({ id: "Room" });
export type TRoom = z.output<typeof ZRoom>;

export const ZUpdateRoomStatusBody = z
  .object({ hk_status: ZHkStatus, notes: ZTrimmed(1000).nullable().optional() })
  .meta({ id: "UpdateRoomStatusBody" });
export type TUpdateRoomStatusBody = z.output<typeof ZUpdateRoomStatusBody>;

export const ZRoomStatusSummary = z
  .object({
    total_rooms: z.number().int().meta({ description: "Active rooms" }),
    out_of_order: z.number().int(),
    out_of_service: z.number().int(),
    available: z.number().int().meta({ description: "Rooms that can still be sold for tonight (as POST /availability for a one-night stay)" }),
    by_status: z.object({ VACANT_CLEAN: z.number().int(), VACANT_DIRTY: z.number().int(), OCCUPIED_CLEAN: z.number().int(), OCCUPIED_DIRTY: z.number().int() }),
    by_room_type: z.record(z.string(), z.object({ total: z.number().int(), vacant: z.number().int(), occupied: z.number().int() })),
  })
  .meta({ id: "RoomStatusSummary" });

export const ZAssignableQuery = z.object({
  room_type_id: ZId.optional().meta({ description: "Only rooms of this type (default: every type)" }),
  arrival_date: ZDate,
  departure_date: ZDate,
  preferences: zList(ZTrimmed(40).regex(/^[A-Za-z0-9_ -]+$/, "must be a preference code such as HIGH_FLOOR")).meta({
    description: "HIGH_FLOOR, LOW_FLOOR or any room feature (QUIET, NEAR_ELEVATOR, ACCESSIBLE, SEA_VIEW, …); repeat the key or give a comma list",
  }),
});
export type TAssignableQuery = z.output<typeof ZAssignableQuery>;

export const ZAssignableRoom = z
  .object({
    id: z.string(),
    room_number: z.string(),
    room_type: z.string().meta({ description: "Room type name" }),
    room_type_id: z.string(),
    floor: z.string(),
    building: z.string(),
    hk_status: ZHkStatus,
    features: z.array(z.string()),
    match_score: z.number().int(),
    preference_matches: z.array(z.string()),
  })
  .meta({ id: "AssignableRoom" });

export const ZBlockBody = z
  .object({
    reason: ZTrimmed(200).min(1, "Required"),
    from_date: ZDate.optional().meta({ description: "First night out of use (default: today at the property)" }),
    to_date: ZDate.meta({ description: "Exclusive: the first date the room is usable again" }),
    notes: ZTrimmed(2000).optional(),
  });
export const ZOutOfOrderBody = ZBlockBody.meta({ id: "OutOfOrderBody" });
export const ZOutOfServiceBody = ZBlockBody.extend({
  return_to_inventory: z
    .boolean({ error: "must be true or false" })
    .default(false)
    .meta({ description: "true: the room stays sellable (the work will be done before a guest needs it); false: it leaves sellable inventory for the period" }),
}).meta({ id: "OutOfServiceBody" });
export type TBlockBody = z.output<typeof ZOutOfServiceBody>;

export const ZBlockResult = z
  .object({
    block: ZCurrentBlock,
    room: ZRoom,
  })
  .meta({ id: "RoomBlockResult" });

export const ZReleaseResult = z
  .object({ released: z.array(ZCurrentBlock), room: ZRoom })
  .meta({ id: "RoomReleaseResult" });
