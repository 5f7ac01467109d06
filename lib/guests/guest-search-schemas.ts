import { z } from "zod";
import { ZTrimmed } from "../http/validation";

export const ZGuestSearchQuery = z.object({
  search: ZTrimmed(100).min(2, "give at least 2 characters").meta({ description: "Every word must occur in the first name, last name, email or phone (case-insensitive)" }),
  limit: z.coerce.number({ error: "limit must be an integer" }).int("limit must be an integer").min(1, "limit must be at least 1").max(50, "limit must be at most 50").default(10),
});
export type TGuestSearchQuery = z.output<typeof ZGuestSearchQuery>;

export const ZGuestMatch = z
  .object({
    id: z.string(),
    name: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    last_stay: z.string().nullable().meta({ description: "Arrival date of the guest's latest reservation at this property" }),
  })
  .meta({ id: "GuestMatch" });
