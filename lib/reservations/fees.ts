// Cancellation and no-show fees per room, by the room's rate plan (lib/rates/cancellation.ts decides the amount):
//   FLEXIBLE        cancel before the cut-off → 0; after it → the first night (rate + tax); no-show → the first night
//   NON_REFUNDABLE  the whole stay, whenever
import type { Tx } from "../db/client";
import { cancellationFee, freeCancellationDeadline } from "../rates/cancellation";
import { asDateOnly } from "../rates/dates";
import type { PropertyContext } from "../properties/settings";
import type { ReservationDetailRow } from "./to-dto";

export async function reservationFee(tx: Tx, property: PropertyContext, r: ReservationDetailRow, now: Date, kind: "cancel" | "no_show"): Promise<number> {
  const plans = await tx.ratePlan.findMany({
    where: { propertyId: property.id, id: { in: [...new Set(r.rooms.map((rr) => rr.ratePlan.id))] } },
    select: { id: true, cancellationPolicy: true, cancellationCutoffHours: true },
  });
  const byId = new Map(plans.map((p) => [p.id, p]));
  let fee = 0;
  for (const rr of r.rooms) {
    const plan = byId.get(rr.ratePlan.id);
    const base = {
      policy: plan?.cancellationPolicy ?? "FLEXIBLE",
      cutoffHours: plan?.cancellationCutoffHours ?? 24,
      arrivalDate: asDateOnly(rr.arrivalDate),
      checkInTime: property.settings.checkInTime,
      timeZone: property.timeZone,
    } as const;
    // A no-show is always past the free-cancellation deadline, whatever the clock says at the moment it is recorded.
    const at = kind === "no_show" ? new Date(Math.max(now.getTime(), freeCancellationDeadline(base).getTime())) : now;
    fee += cancellationFee({ ...base, now: at, nights: rr.nights.map((n) => ({ date: n.date, rate: n.rate, tax: n.tax })) });
  }
  return fee;
}
