// What the route walks (isolation, bad input) compare before and after each call: a refused request changes nothing.
import { db } from "../db/client";

export async function rowSnapshot() {
  const [reservations, rooms, roomTypes, guests, events, blocks, audit, tokens, webhooks, activeWebhooks, deliveries] = await Promise.all([
    db().reservation.count(),
    db().room.findMany({ select: { id: true, foStatus: true, hkStatus: true }, orderBy: { id: "asc" } }).then((r) => JSON.stringify(r)),
    db().roomType.count(),
    db().guest.count(),
    db().domainEvent.count(),
    db().roomBlock.count(),
    db().auditLog.count(),
    db().refreshToken.count(),
    db().webhookSubscription.count(),
    db().webhookSubscription.count({ where: { status: "ACTIVE" } }),
    db().webhookDelivery.count(),
  ]);
  return { reservations, rooms, roomTypes, guests, events, blocks, audit, tokens, webhooks, activeWebhooks, deliveries };
}
