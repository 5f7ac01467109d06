import { z } from "zod";
import { ZDate } from "../http/validation";
import { MAX_ROOMS_PER_RESERVATION, MAX_STAY_NIGHTS } from "../reservations/schemas";

const ZCount = (min: number, max: number) =>
  z.number({ error: "must be an integer" }).int("must be an integer").min(min, `must be at least ${min}`).max(max, `must be at most ${max}`);

export const ZAvailabilityBody = z
  .object({
    arrival_date: ZDate,
    departure_date: ZDate,
    adults: ZCount(1, 20).default(1).meta({ description: "Adults per room" }),
    children: ZCount(0, 20).default(0).meta({ description: "Children per room" }),
    rooms: ZCount(1, MAX_ROOMS_PER_RESERVATION).default(1).meta({ description: "Rooms wanted, each with this occupancy" }),
  })
  .superRefine((b, ctx) => {
    if (b.departure_date <= b.arrival_date) {
      ctx.addIssue({ code: "custom", path: ["departure_date"], message: "must be after arrival_date" });
      return;
    }
    const nights = Math.round((Date.parse(b.departure_date) - Date.parse(b.arrival_date)) / 86_400_000);
    if (nights > MAX_STAY_NIGHTS) ctx.addIssue({ code: "custom", path: ["departure_date"], message: `stay must be at most ${MAX_STAY_NIGHTS} nights` });
  })
  .meta({ id: "AvailabilityBody" });
export type TAvailabilityBody = z.output<typeof ZAvailabilityBody>;

export const ZRateQuote = z.object({
  rate_plan_id: z.string(),
  rate_plan_name: z.string(),
  per_night: z.number().meta({ description: "Average nightly rate of one room before tax" }),
  total: z.number().meta({ description: "Room charges for all requested rooms and nights, before tax" }),
  taxes: z.number().meta({ description: "Taxes on `total` (GST per night by the slab of that night's tariff)" }),
  grand_total: z.number().meta({ description: "total + taxes: what POST /reservations books for these rooms" }),
});

export const ZAvailability = z
  .object({
    available: z.boolean().meta({ description: "At least one room type can take every requested room for every night" }),
    arrival_date: z.string(),
    departure_date: z.string(),
    nights: z.number().int(),
    currency: z.string(),
    room_types: z.array(
      z.object({
        id: z.string(),
        code: z.string(),
        name: z.string(),
        max_adults: z.number().int(),
        max_children: z.number().int(),
        max_occupancy: z.number().int(),
        available_count: z.number().int().meta({ description: "Rooms of this type sellable on every night of the stay" }),
        rates: z.array(ZRateQuote),
      }),
    ),
  })
  .meta({ id: "Availability" });
