import { z } from "zod";
import { ZDate } from "../http/validation";

export const MAX_TAPE_CHART_DAYS = 31;

export const ZTapeChartQuery = z.object({
  from: ZDate.optional().meta({ description: "First day shown (YYYY-MM-DD); default: today at the property" }),
  days: z.coerce
    .number({ error: "days must be an integer" })
    .int("days must be an integer")
    .min(1, "days must be at least 1")
    .max(MAX_TAPE_CHART_DAYS, `days must be at most ${MAX_TAPE_CHART_DAYS}`)
    .default(14),
});
export type TTapeChartQuery = z.output<typeof ZTapeChartQuery>;

export const ZTapeChart = z
  .object({
    from: z.string().meta({ description: "First day shown" }),
    to: z.string().meta({ description: "Day after the last day shown (exclusive)" }),
    today: z.string().meta({ description: "Today at the property" }),
    room_types: z.array(z.object({ id: z.string(), code: z.string(), name: z.string() })),
    rooms: z.array(
      z.object({
        id: z.string(),
        room_number: z.string(),
        floor: z.string(),
        building: z.string(),
        room_type_id: z.string(),
        fo_status: z.string(),
        hk_status: z.string(),
      }),
    ),
    stays: z
      .array(
        z.object({
          reservation_id: z.string(),
          reservation_room_id: z.string(),
          confirmation_number: z.string(),
          status: z.string(),
          guest_name: z.string(),
          room_type_id: z.string(),
          room_id: z.string().nullable().meta({ description: "Assigned room, or null (shown in the room type's unassigned lane)" }),
          arrival_date: z.string(),
          departure_date: z.string(),
          adults: z.number().int(),
          children: z.number().int(),
        }),
      )
      .meta({ description: "Reserved rooms overlapping the window (pending, confirmed, in house or checked out; not cancelled or no-show)" }),
    blocks: z
      .array(
        z.object({
          id: z.string(),
          room_id: z.string(),
          kind: z.enum(["OUT_OF_ORDER", "OUT_OF_SERVICE"]),
          reason: z.string(),
          from_date: z.string(),
          to_date: z.string().meta({ description: "Exclusive, like a departure date" }),
          return_to_inventory: z.boolean(),
        }),
      )
      .meta({ description: "Active out-of-order / out-of-service blocks overlapping the window" }),
  })
  .meta({ id: "TapeChart" });
export type TTapeChart = z.output<typeof ZTapeChart>;
