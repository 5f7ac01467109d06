// GET /reservations/:id/cancellation-quote: the fee and refund POST /reservations/:id/cancel would apply now, from the
// cancel use case's own fee rule (reservationFee), without changing anything.
import { db } from "../db/client";
import { toMajor } from "../http/validation";
import { loadProperty } from "../properties/settings";
import { freeCancellationDeadline } from "../rates/cancellation";
import { asDateOnly } from "../rates/dates";
import { reservationFee } from "./fees";
import { getReservationRow } from "./get-reservation";
import { assertStatus } from "./lock-reservation";
import type { TCancellationQuote } from "./staff-quote-schemas";

export async function quoteCancellation(input: { propertyId: string; id: string; canWaive: boolean; now?: Date }): Promise<TCancellationQuote> {
  const { propertyId, id } = input;
  const now = input.now ?? new Date();
  const property = await loadProperty(propertyId);
  const r = await getReservationRow(propertyId, id);
  assertStatus(r, ["PENDING", "CONFIRMED"], "cancelling");
  const [fee, plans] = await Promise.all([
    reservationFee(db(), property, r, now, "cancel"),
    db().ratePlan.findMany({
      where: { propertyId, id: { in: [...new Set(r.rooms.map((rr) => rr.ratePlan.id))] } },
      select: { id: true, cancellationPolicy: true, cancellationCutoffHours: true },
    }),
  ]);
  const byId = new Map(plans.map((p) => [p.id, p]));
  const policies = new Set(r.rooms.map((rr) => byId.get(rr.ratePlan.id)?.cancellationPolicy ?? "FLEXIBLE"));
  // The earliest deadline among flexible rooms that is still ahead (after it, at least one room charges a fee).
  let freeUntil: Date | null = null;
  if (!policies.has("NON_REFUNDABLE")) {
    for (const rr of r.rooms) {
      const plan = byId.get(rr.ratePlan.id);
      const deadline = freeCancellationDeadline({
        cutoffHours: plan?.cancellationCutoffHours ?? 24,
        arrivalDate: asDateOnly(rr.arrivalDate),
        checkInTime: property.settings.checkInTime,
        timeZone: property.timeZone,
      });
      if (!freeUntil || deadline < freeUntil) freeUntil = deadline;
    }
    if (freeUntil && freeUntil.getTime() <= now.getTime()) freeUntil = null;
  }
  return {
    policy: policies.size > 1 ? "MIXED" : ([...policies][0] as "FLEXIBLE" | "NON_REFUNDABLE"),
    free_cancellation_until: freeUntil ? freeUntil.toISOString() : null,
    cancellation_fee: toMajor(fee),
    refund_amount: toMajor(Math.max(0, r.paidAmount - fee)),
    paid_amount: toMajor(r.paidAmount),
    can_waive: input.canWaive,
    currency: property.currency,
  };
}
