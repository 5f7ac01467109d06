import { z } from "zod";
import { ZCursor, ZLimit } from "../http/pagination";

export const ZAlert = z
  .object({
    id: z.string(),
    type: z.string().meta({ description: "e.g. webhook.delivery_failed" }),
    severity: z.enum(["info", "warning", "error"]),
    message: z.string(),
    data: z.record(z.string(), z.unknown()).meta({ description: "Ids and details for the type, e.g. subscription_id, delivery_id, event_id" }),
    created_at: z.string(),
  })
  .meta({ id: "Alert" });

export const ZAlertQuery = z.object({
  cursor: ZCursor,
  limit: ZLimit,
  type: z.string().trim().max(100).optional(),
});
export type TAlertQuery = z.output<typeof ZAlertQuery>;
