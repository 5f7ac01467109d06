import { z } from "zod";
import { ZMoney, ZTrimmed } from "../http/validation";

const ZCode = z
  .string()
  .trim()
  .min(1, "Required")
  .max(20, "must be at most 20 characters")
  .regex(/^[A-Za-z0-9_-]+$/, "may contain only letters, digits, '-' and '_'")
  .transform((s) => s.toUpperCase());

const ZTag = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9_]+$/, "must be a code such as WIFI or WORK_DESK")
  .transform((s) => s.toUpperCase());

export const ZCreateRoomTypeBody = z
  .object({
    code: ZCode,
    name: ZTrimmed(100).min(1, "Required"),
    description: ZTrimmed(2000).optional(),
    max_occupancy: z.number().int("must be an integer").min(1, "must be at least 1").max(20, "must be at most 20"),
    max_adults: z.number().int("must be an integer").min(1, "must be at least 1").max(20, "must be at most 20"),
    max_children: z.number().int("must be an integer").min(0, "must not be negative").max(20, "must be at most 20").default(0),
    base_rate: ZMoney,
    size_sqm: z.number().positive("must be positive").max(10_000, "is too large").optional(),
    bed_type: z.string().trim().max(40).regex(/^[A-Za-z_ ]*$/, "must be a bed type such as KING or QUEEN").transform((s) => s.toUpperCase()).optional(),
    amenities: z.array(ZTag).max(50, "at most 50 amenities").default([]),
    images: z.array(z.string().max(500).refine((u) => u.startsWith("/") || /^https:\/\//.test(u), "must be an https URL or a path")).max(20).default([]),
  })
  .superRefine((b, ctx) => {
    if (b.max_adults > b.max_occupancy) ctx.addIssue({ code: "custom", path: ["max_adults"], message: "must not exceed max_occupancy" });
    if (b.max_children > b.max_occupancy) ctx.addIssue({ code: "custom", path: ["max_children"], message: "must not exceed max_occupancy" });
  })
  .meta({ id: "CreateRoomTypeBody" });
export type TCreateRoomTypeBody = z.output<typeof ZCreateRoomTypeBody>;

export const ZRoomType = z
  .object({
    id: z.string(),
    code: z.string(),
    name: z.string(),
    description: z.string(),
    max_occupancy: z.number().int(),
    max_adults: z.number().int(),
    max_children: z.number().int(),
    base_rate: z.number().meta({ description: "Rack rate per night, major currency units (property currency)" }),
    size_sqm: z.number().nullable(),
    bed_type: z.string().nullable(),
    amenities: z.array(z.string()),
    images: z.array(z.string()),
    room_count: z.number().int().meta({ description: "Active rooms of this type" }),
    is_active: z.boolean(),
  })
  .meta({ id: "RoomType" });
export type TRoomType = z.output<typeof ZRoomType>;
