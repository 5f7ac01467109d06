import { checkAvailability } from "@/lib/availability/check-availability";
import { ZAvailability, ZAvailabilityBody } from "@/lib/availability/schemas";
import { v1Route } from "@/lib/http/route";

export const POST = v1Route({
  operationId: "checkAvailability",
  summary: "Availability and rates for a stay",
  description: [
    "`adults` and `children` are per room (defaults 1 and 0); `rooms` is how many such rooms are wanted (default 1). Room types whose limits cannot hold that occupancy are left out; inactive types are never shown.",
    "`available_count`: rooms of the type sellable on every night of the stay = active rooms − rooms out of order (or out of service without return to inventory) − rooms already sold, taking the lowest night. `available`: some type has at least `rooms` for every night.",
    "Rates: every active rate plan that sells the type. `per_night` is one room's average nightly rate before tax; `total`, `taxes` and `grand_total` are for all `rooms` rooms and all nights — the amounts POST /reservations books for the same rooms. Taxes are GST per night by the slab of that night's tariff (from 22 Sep 2025: up to ₹7,500 → 5 %, above → 18 %, split CGST/SGST), from the property's tax rules.",
    "The arrival must not be in the past (property time zone); stays up to 30 nights.",
  ].join("\n\n"),
  tags: ["Availability"],
  permission: "availability.read",
  body: ZAvailabilityBody,
  response: ZAvailability,
  handler: (ctx) => checkAvailability({ propertyId: ctx.propertyId, body: ctx.body }),
});
