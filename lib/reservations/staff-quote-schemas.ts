// Schemas of the read-only helpers the staff screens need beside the spec's endpoints (issue 5): the price of a date
// change before saving it, the fee a cancellation would cost now, and a reservation's history of changes.
import { z } from "zod";
import { ZDate } from "../http/validation";

export const ZChangeQuoteBody = z
  .object({
    arrival_date: ZDate.optional(),
    departure_date: ZDate.optional(),
  })
  .superRefine((b, ctx) => {
    if (b.arrival_date === undefined && b.departure_date === undefined) {
      ctx.addIssue({ code: "custom", path: ["body"], message: "give arrival_date and/or departure_date" });
    }
  })
  .meta({ id: "ChangeQuoteBody" });
export type TChangeQuoteBody = z.output<typeof ZChangeQuoteBody>;

const ZAmounts = z.object({ room_amount: z.number(), tax_amount: z.number(), total_amount: z.number() });

export const ZChangeQuote = z
  .object({
    arrival_date: z.string(),
    departure_date: z.string(),
    nights: z.number().int(),
    available: z.boolean().meta({ description: "Whether every added night has a sellable room of each booked type right now (a snapshot; PUT decides under locks)" }),
    unavailable_reason: z.string().nullable(),
    short_nights: z.array(z.object({ room_type_id: z.string(), date: z.string(), requested: z.number().int(), sellable: z.number().int() })),
    current: ZAmounts,
    proposed: ZAmounts.meta({ description: "What PUT /reservations/{id} would book: same rate plans and occupancy, priced for the new nights" }),
    difference: z.number().meta({ description: "proposed.total_amount − current.total_amount" }),
    currency: z.string(),
  })
  .meta({ id: "ChangeQuote" });
export type TChangeQuote = z.output<typeof ZChangeQuote>;

export const ZCancellationQuote = z
  .object({
    policy: z.enum(["FLEXIBLE", "NON_REFUNDABLE", "MIXED"]).meta({ description: "The rate plans' cancellation policy (MIXED when rooms differ)" }),
    free_cancellation_until: z
      .string()
      .nullable()
      .meta({ description: "Until this instant a cancellation is free (flexible plans, still ahead); null when already past or non-refundable" }),
    cancellation_fee: z.number().meta({ description: "The fee POST /reservations/{id}/cancel would charge now without a waiver" }),
    refund_amount: z.number().meta({ description: "paid_amount − fee, never negative" }),
    paid_amount: z.number(),
    can_waive: z.boolean().meta({ description: "Whether the caller may waive the fee (manager-level roles)" }),
    currency: z.string(),
  })
  .meta({ id: "CancellationQuote" });
export type TCancellationQuote = z.output<typeof ZCancellationQuote>;

export const ZReservationHistoryEntry = z
  .object({
    id: z.string(),
    at: z.string().meta({ description: "ISO 8601 UTC" }),
    action: z.string().meta({ description: "e.g. reservation.created, reservation.modified, reservation.cancelled, reservation.checked_in" }),
    actor: z.object({
      type: z.string().meta({ description: "user, client or system" }),
      id: z.string().nullable(),
      name: z.string().nullable().meta({ description: "The staff member's or API client's name, when known" }),
    }),
    changes: z.unknown().meta({ description: "`fields`: [{field, from, to}] plus context such as the reason or the room" }),
  })
  .meta({ id: "ReservationHistoryEntry" });
