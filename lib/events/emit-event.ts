// Transactional outbox. Every domain change writes its event row with `tx`, inside the transaction that makes the
// change: no event without the change, no change without its event. Delivery (webhooks, NATS) reads this table.
import type { Tx } from "../db/client";
import type { Prisma } from "../db/generated/client";
import type { EventType } from "./event-types";

export async function emitEvent(tx: Tx, e: { propertyId: string; type: EventType; data: Prisma.InputJsonValue }) {
  return tx.domainEvent.create({ data: { propertyId: e.propertyId, type: e.type, data: e.data }, select: { id: true, createdAt: true } });
}
